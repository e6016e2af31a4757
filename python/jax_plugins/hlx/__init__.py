"""The hlx PJRT plugin for JAX.

JAX finds this module in its `jax_plugins` namespace (or through the `jax_plugins` entry point) and
calls initialize(), which registers libhlx_pjrt.so as the platform "hlx". The library is the file
beside this module, or the one HLX_PJRT_LIBRARY names. HLX_NUM_DEVICES sets how many CPU devices the
client has (default 1).

    JAX_PLATFORMS=hlx python3 -c "import jax; print(jax.devices())"
"""
import os
import pathlib

_registered = False


def library_path():
    """The plugin library to load: $HLX_PJRT_LIBRARY, else libhlx_pjrt.so beside this file."""
    explicit = os.environ.get("HLX_PJRT_LIBRARY")
    if explicit:
        return explicit
    beside = pathlib.Path(__file__).resolve().parent / "libhlx_pjrt.so"
    return str(beside) if beside.exists() else None


def _path_from_env(value):
    """The library of the plugin "hlx" in a PJRT_NAMES_AND_LIBRARY_PATHS value ('name:path,name:path'),
    or None."""
    for entry in value.split(","):
        name, _, path = entry.partition(os.path.pathsep)
        if name == "hlx" and path:
            return path
    return None


def initialize():
    """Registers the plugin with JAX (once; later calls do nothing)."""
    global _registered
    if _registered:
        return
    # jaxlib accepts a plugin whose PJRT minor version differs from its own only with compatibility on;
    # it reads this variable when it initializes the plugin, after this call.
    os.environ.setdefault("ENABLE_PJRT_COMPATIBILITY", "1")
    from jax._src import xla_bridge

    # JAX registers the plugins PJRT_NAMES_AND_LIBRARY_PATHS names after calling this; registering hlx
    # here too would load it twice, and then no backend starts.
    path = _path_from_env(os.environ.get("PJRT_NAMES_AND_LIBRARY_PATHS", ""))
    if path is None:
        path = library_path()
        if path is None:
            raise FileNotFoundError(
                "hlx: libhlx_pjrt.so was not found beside jax_plugins/hlx/__init__.py and HLX_PJRT_LIBRARY "
                "is not set")
        options = {}
        if os.environ.get("HLX_NUM_DEVICES"):
            options["num_devices"] = int(os.environ["HLX_NUM_DEVICES"])
        xla_bridge.register_plugin("hlx", library_path=path, options=options)
    # jax.ffi.register_ffi_target(..., platform="hlx") reaches the plugin's FFI extension through this
    # handler (it also registers the targets registered for "hlx" before now).
    from jaxlib import xla_client

    from . import ffi

    xla_client.register_custom_call_handler("hlx", ffi.Registrar(path).register)
    # Linear algebra JAX lowers only for its CPU platform: its CPU rules, whose LAPACK calls hlx runs.
    # They can be registered once JAX knows the platform: now, or after JAX has registered the
    # plugins of PJRT_NAMES_AND_LIBRARY_PATHS.
    from . import lowerings

    if xla_bridge.is_known_platform("hlx"):
        lowerings.register()
    else:
        xla_bridge.register_plugin_callbacks(
            lambda c_api: lowerings.register() if xla_bridge.is_known_platform("hlx") else None)
    # JAX marks donated arguments (tf.aliasing_output, jax.buffer_donor) only when lowering for the
    # platforms on a private list; hlx honours donation, so it joins the list where the list exists.
    try:
        from jax._src.interpreters import mlir
    except ImportError:
        mlir = None
    donating = getattr(mlir, "_platforms_with_donation", None)
    if donating is not None and "hlx" not in donating:
        donating.append("hlx")
    _use_persistent_cache()
    _registered = True


def _use_persistent_cache():
    """JAX's persistent compilation cache is used only where the platform of the process's first
    compilation is on a fixed list ("tpu", "gpu", "cpu", "neuron"); hlx serializes its executables
    (PJRT_Executable_Serialize), so for hlx the check answers as it does for those platforms."""
    try:
        from jax._src import compilation_cache
    except ImportError:
        return
    check = getattr(compilation_cache, "is_cache_used", None)
    if check is None or getattr(check, "_hlx", False):
        return

    def is_cache_used(backend):
        if getattr(backend, "platform", None) == "hlx":
            backend = _ListedPlatform()
        return check(backend)

    is_cache_used._hlx = True
    compilation_cache.is_cache_used = is_cache_used


class _ListedPlatform:
    """A backend as JAX's cache check sees it: a listed platform whose executables serialize."""

    platform = "cpu"
    supports_executable_serialization = True
