// The text twin of write_bytecode.py's misc program: what StableHLO's deserializer makes of it.
module @misc {
  func.func @main(%arg0: tensor<4x3xf32>, %arg1: tensor<2x1xi64>, %arg2: tensor<2x3xf32>, %arg3: tensor<4xcomplex<f32>>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4xcomplex<f32>>, tensor<5x4xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>) {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      stablehlo.return %b : tensor<f32>
    }) : (tensor<4x3xf32>, tensor<2x1xi64>, tensor<2x3xf32>) -> tensor<4x3xf32>
    %1 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %c = stablehlo.compare  GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %2 = stablehlo.fft %arg3, type =  FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.pad %arg0, %cst, low = [1, 0], high = [0, 1], interior = [0, 0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<5x4xf32>
    %4 = stablehlo.composite "my.op" %arg0 {composite_attributes = {a = 1 : i64}, decomposition = @helper, version = 1 : i32} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %5 = stablehlo.custom_call @target(%arg0) {called_computations = [@helper]} : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %6 = stablehlo.create_token : !stablehlo.token
    %7 = "stablehlo.send"(%arg0, %6) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 2>, is_host_transfer = true}> : (tensor<4x3xf32>, !stablehlo.token) -> !stablehlo.token
    %8:2 = "stablehlo.recv"(%7) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<4x3xf32>, !stablehlo.token)
    return %0, %1, %2, %3, %4, %5, %8#0 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<4xcomplex<f32>>, tensor<5x4xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>
  }
  func.func private @helper(%arg0: tensor<4x3xf32>) -> tensor<4x3xf32> {
    return %arg0 : tensor<4x3xf32>
  }
}
