// The text twin of write_bytecode.py's windows program: what StableHLO's deserializer makes of it.
module @windows {
  func.func @main(%arg0: tensor<1x8x8x3xf32>, %arg1: tensor<3x3x3x4xf32>, %arg2: tensor<5x3xf32>, %arg3: tensor<2x1xi64>) -> (tensor<1x4x4x4xf32>, tensor<1x4x4x3xf32>, tensor<2x3xf32>, tensor<5x5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %cst) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %m = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %m : tensor<f32>
    }) : (tensor<1x8x8x3xf32>, tensor<f32>) -> tensor<1x4x4x3xf32>
    %2 = "stablehlo.gather"(%arg2, %arg3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 3>}> : (tensor<5x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
    %3 = stablehlo.dot_general %arg2, %arg2, contracting_dims = [1] x [1], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false> : (tensor<5x3xf32>, tensor<5x3xf32>) -> tensor<5x5xf32>
    %4 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<5x3xf32>) -> tensor<5x3xf32>
    %5 = "stablehlo.cbrt"(%arg2) {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e+00, ulps = 5, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : (tensor<5x3xf32>) -> tensor<5x3xf32>
    %6 = stablehlo.sine %arg2 : tensor<5x3xf32>
    return %0, %1, %2, %3, %4, %5, %6 : tensor<1x4x4x4xf32>, tensor<1x4x4x3xf32>, tensor<2x3xf32>, tensor<5x5xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>
  }
}
