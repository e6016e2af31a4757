# Layering enforced by the build: the src/ folders in HLX_LAYERS's order (top CMakeLists.txt), each of
# which may include only the headers of its own folder and of the folders before it.
#
# hlx_enforce_layers(LAYER...) gives the libraries that each layer's CMakeLists.txt defines an
# include path that holds nothing else: a folder of the build tree, layer_includes/<layer>, of links to
# the src/ folders of that layer and the layers below it. An #include of a higher layer's header then
# fails to compile. A library that links a higher layer's library stops the configuration. (The ctest
# `layering`, tests/check_layers.py, checks the same order over every #include in src/, the unit tests
# beside the code included.)
function(hlx_enforce_layers)
  set(views ${CMAKE_BINARY_DIR}/layer_includes)
  file(REMOVE_RECURSE ${views})
  set(layer_targets "")
  foreach(layer IN LISTS ARGN)
    get_property(targets DIRECTORY ${CMAKE_SOURCE_DIR}/src/${layer} PROPERTY BUILDSYSTEM_TARGETS)
    list(APPEND layer_targets ${targets})
  endforeach()
  set(visible "")
  set(linkable "")
  foreach(layer IN LISTS ARGN)
    list(APPEND visible ${layer})
    string(REPLACE "/" "_" view_name ${layer})
    set(view ${views}/${view_name})
    foreach(folder IN LISTS visible)
      # A folder inside another visible folder (backend/cpu/dnnl in backend/cpu) is reached through it.
      set(inside FALSE)
      foreach(other IN LISTS visible)
        string(FIND "${folder}" "${other}/" at)
        if(at EQUAL 0)
          set(inside TRUE)
        endif()
      endforeach()
      if(NOT inside)
        get_filename_component(parent ${view}/${folder} DIRECTORY)
        file(MAKE_DIRECTORY ${parent})
        file(CREATE_LINK ${CMAKE_SOURCE_DIR}/src/${folder} ${view}/${folder} SYMBOLIC)
      endif()
    endforeach()
    get_property(targets DIRECTORY ${CMAKE_SOURCE_DIR}/src/${layer} PROPERTY BUILDSYSTEM_TARGETS)
    list(APPEND linkable ${targets})
    foreach(target IN LISTS targets)
      target_include_directories(${target} PRIVATE ${view})
      # __FILE__ of a header names it in src/, not in the view.
      target_compile_options(${target} PRIVATE -fmacro-prefix-map=${view}/=${CMAKE_SOURCE_DIR}/src/)
      get_target_property(links ${target} LINK_LIBRARIES)
      foreach(link IN LISTS links)
        if(link IN_LIST layer_targets AND NOT link IN_LIST linkable)
          message(FATAL_ERROR "${target} (src/${layer}) links ${link}, a library of a higher layer (HLX_LAYERS)")
        endif()
      endforeach()
    endforeach()
  endforeach()
endfunction()
