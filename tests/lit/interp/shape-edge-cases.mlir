// Shape ops on edge cases beyond the conformance corpus: empty tensors, clamped dynamic slices,
// negative and interior padding, sub-byte and complex elements, the deprecated broadcast and
// torch_index_select.
// RUN: %hlx run --backend=interp %s
// RUN: %hlx run --backend=cpu %s

func.func @empty_tensors() {
  %0 = stablehlo.constant dense<> : tensor<0x3xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<0x3xf32>) -> tensor<3x0xf32>
  %2 = stablehlo.reverse %1, dims = [0, 1] : tensor<3x0xf32>
  %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<3x0xf32>) -> tensor<2x3x0xf32>
  %c = stablehlo.constant dense<7.0> : tensor<f32>
  %4 = stablehlo.pad %0, %c, low = [1, 0], high = [1, 0], interior = [2, 0] : (tensor<0x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  check.expect_eq_const %4, dense<7.0> : tensor<2x3xf32>
  %5 = stablehlo.concatenate %0, %4, dim = 0 : (tensor<0x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %5, dense<7.0> : tensor<2x3xf32>
  check.expect_eq_const %3, dense<> : tensor<2x3x0xf32>
  return
}

// -----

func.func @clamped_dynamic_slice() {
  %0 = stablehlo.iota dim = 0 : tensor<5xi32>
  %big = stablehlo.constant dense<100> : tensor<i64>
  %neg = stablehlo.constant dense<-3> : tensor<i64>
  %1 = stablehlo.dynamic_slice %0, %big, sizes = [2] : (tensor<5xi32>, tensor<i64>) -> tensor<2xi32>
  check.expect_eq_const %1, dense<[3, 4]> : tensor<2xi32>
  %2 = stablehlo.dynamic_slice %0, %neg, sizes = [2] : (tensor<5xi32>, tensor<i64>) -> tensor<2xi32>
  check.expect_eq_const %2, dense<[0, 1]> : tensor<2xi32>
  %u = stablehlo.constant dense<[9, 8]> : tensor<2xi32>
  %3 = stablehlo.dynamic_update_slice %0, %u, %big : (tensor<5xi32>, tensor<2xi32>, tensor<i64>) -> tensor<5xi32>
  check.expect_eq_const %3, dense<[0, 1, 2, 9, 8]> : tensor<5xi32>
  %4 = stablehlo.dynamic_update_slice %0, %u, %neg : (tensor<5xi32>, tensor<2xi32>, tensor<i64>) -> tensor<5xi32>
  check.expect_eq_const %4, dense<[9, 8, 2, 3, 4]> : tensor<5xi32>
  return
}

// -----

func.func @negative_and_interior_padding() {
  %0 = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>
  %z = stablehlo.constant dense<0> : tensor<i8>
  // Interior padding of 1 in dimension 1 gives 5 columns; cropping 2 on the left and adding 1 on the
  // right leaves 4.
  %1 = stablehlo.pad %0, %z, low = [0, -2], high = [-1, 1], interior = [0, 1] : (tensor<2x3xi8>, tensor<i8>) -> tensor<1x4xi8>
  check.expect_eq_const %1, dense<[[2, 0, 3, 0]]> : tensor<1x4xi8>
  %2 = stablehlo.pad %0, %z, low = [-2, -3], high = [0, 0], interior = [0, 0] : (tensor<2x3xi8>, tensor<i8>) -> tensor<0x0xi8>
  check.expect_eq_const %2, dense<> : tensor<0x0xi8>
  return
}

// -----

func.func @sub_byte_and_complex() {
  %0 = stablehlo.constant dense<[[1, -2], [3, -4]]> : tensor<2x2xi4>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<2x2xi4>) -> tensor<2x2xi4>
  check.expect_eq_const %1, dense<[[1, 3], [-2, -4]]> : tensor<2x2xi4>
  %2 = stablehlo.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f64>>
  %3 = stablehlo.reverse %2, dims = [0] : tensor<2xcomplex<f64>>
  check.expect_eq_const %3, dense<[(3.0, 4.0), (1.0, 2.0)]> : tensor<2xcomplex<f64>>
  %4 = stablehlo.iota dim = 1 : tensor<1x3xcomplex<f32>>
  check.expect_eq_const %4, dense<[[(0.0, 0.0), (1.0, 0.0), (2.0, 0.0)]]> : tensor<1x3xcomplex<f32>>
  return
}

// -----

func.func @broadcast_and_index_select() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = "stablehlo.broadcast"(%0) {broadcast_sizes = array<i64: 3>} : (tensor<2xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %1, dense<[[1, 2], [1, 2], [1, 2]]> : tensor<3x2xi32>
  %2 = stablehlo.constant dense<[[10, 11, 12], [20, 21, 22]]> : tensor<2x3xi32>
  %i = stablehlo.constant dense<[[2, 0], [1, 1]]> : tensor<2x2xi32>
  // batch_dims = 1: row b picks its own columns.
  %3 = "stablehlo.torch_index_select"(%2, %i) {dim = 1 : i64, batch_dims = 1 : i64} : (tensor<2x3xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %3, dense<[[12, 10], [21, 21]]> : tensor<2x2xi32>
  %j = stablehlo.constant dense<[1, 0, 1]> : tensor<3xi32>
  %4 = "stablehlo.torch_index_select"(%2, %j) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<3x3xi32>
  check.expect_eq_const %4, dense<[[20, 21, 22], [10, 11, 12], [20, 21, 22]]> : tensor<3x3xi32>
  %5 = stablehlo.get_dimension_size %4, dim = 1 : (tensor<3x3xi32>) -> tensor<i32>
  check.expect_eq_const %5, dense<3> : tensor<i32>
  return
}
