// Gather, scatter, sort and reductions on edge cases beyond the conformance corpus: clamped gather
// starts, scatter windows that do not fit (skipped whole), empty inputs, stable sorts, regions that
// take the general path, and padded, dilated windows.
// RUN: %hlx run --backend=interp %s
// RUN: %hlx run --backend=cpu %s

func.func @gather_clamps_starts() {
  %0 = stablehlo.iota dim = 0 : tensor<5xi32>
  %i = stablehlo.constant dense<[[-4], [1], [9]]> : tensor<3x1xi32>
  %1 = "stablehlo.gather"(%0, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 2>
  } : (tensor<5xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %1, dense<[[0, 1], [1, 2], [3, 4]]> : tensor<3x2xi32>
  // index_vector_dim equal to the rank of the indices: each index is a one-element vector.
  %j = stablehlo.constant dense<[4, 0]> : tensor<2xi32>
  %2 = "stablehlo.gather"(%0, %j) {
    dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1>
  } : (tensor<5xi32>, tensor<2xi32>) -> tensor<2xi32>
  check.expect_eq_const %2, dense<[4, 0]> : tensor<2xi32>
  return
}

// -----

func.func @scatter_skips_windows_that_do_not_fit() {
  %0 = stablehlo.constant dense<0> : tensor<6xi32>
  %i = stablehlo.constant dense<[[0], [5], [-1], [3]]> : tensor<4x1xi32>
  %u = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi32>
  %1 = "stablehlo.scatter"(%0, %i, %u) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<6xi32>, tensor<4x1xi32>, tensor<4x2xi32>) -> tensor<6xi32>
  check.expect_eq_const %1, dense<[1, 2, 0, 7, 8, 0]> : tensor<6xi32>
  // The same with a region that is not a single op of its arguments (compiled scalar code), and
  // duplicate indices applied in order.
  %j = stablehlo.constant dense<[[1], [1], [7]]> : tensor<3x1xi32>
  %v = stablehlo.constant dense<[10, 3, 5]> : tensor<3xi32>
  %2 = "stablehlo.scatter"(%0, %j, %v) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.subtract %b, %a : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<6xi32>, tensor<3x1xi32>, tensor<3xi32>) -> tensor<6xi32>
  check.expect_eq_const %2, dense<[0, -7, 0, 0, 0, 0]> : tensor<6xi32>
  return
}

// -----

func.func @sort_is_stable() {
  %k = stablehlo.constant dense<[[3, 1, 3, 1, 2]]> : tensor<1x5xi32>
  %v = stablehlo.iota dim = 1 : tensor<1x5xi32>
  %0:2 = "stablehlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = -1 : i64, is_stable = true} : (tensor<1x5xi32>, tensor<1x5xi32>) -> (tensor<1x5xi32>, tensor<1x5xi32>)
  check.expect_eq_const %0#0, dense<[[1, 1, 2, 3, 3]]> : tensor<1x5xi32>
  check.expect_eq_const %0#1, dense<[[1, 3, 4, 0, 2]]> : tensor<1x5xi32>
  %e = stablehlo.constant dense<> : tensor<0x3xf32>
  %1 = "stablehlo.sort"(%e) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<0x3xf32>) -> tensor<0x3xf32>
  check.expect_eq_const %1, dense<> : tensor<0x3xf32>
  return
}

// -----

func.func @reductions() {
  // An empty reduced dimension gives the init value.
  %e = stablehlo.constant dense<> : tensor<2x0xf32>
  %c = stablehlo.constant dense<-1.5> : tensor<f32>
  %0 = stablehlo.reduce(%e init: %c) applies stablehlo.add across dimensions = [1] : (tensor<2x0xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %0, dense<-1.5> : tensor<2xf32>
  // argmax with two operands: first index wins ties.
  %x = stablehlo.constant dense<[[1.0, 5.0, 5.0], [7.0, 0.0, 7.0]]> : tensor<2x3xf32>
  %i = stablehlo.iota dim = 1 : tensor<2x3xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = stablehlo.reduce(%x init: %ninf), (%i init: %zero) across dimensions = [1] : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
    reducer(%a: tensor<f32>, %b: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>) {
      %gt = stablehlo.compare GT, %b, %a : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %m = stablehlo.select %gt, %b, %a : tensor<i1>, tensor<f32>
      %mi = stablehlo.select %gt, %bi, %ai : tensor<i1>, tensor<i32>
      stablehlo.return %m, %mi : tensor<f32>, tensor<i32>
    }
  check.expect_eq_const %1#0, dense<[5.0, 7.0]> : tensor<2xf32>
  check.expect_eq_const %1#1, dense<[1, 0]> : tensor<2xi32>
  // Padding, base dilation and window dilation: the padded input of [1, 2, 3] with base dilation 2
  // and padding 1 each side is [p, 1, p, 2, p, 3, p]; windows of 2 with window dilation 2, stride 2.
  %y = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %z = stablehlo.constant dense<100> : tensor<i32>
  %2 = "stablehlo.reduce_window"(%y, %z) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, base_dilations = array<i64: 2>,
      window_dilations = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %2, dense<[300, 300, 300]> : tensor<3xi32>
  %3 = "stablehlo.reduce_window"(%y, %z) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 1>, base_dilations = array<i64: 2>,
      padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<3xi32>, tensor<i32>) -> tensor<6xi32>
  check.expect_eq_const %3, dense<[201, 201, 202, 202, 203, 203]> : tensor<6xi32>
  return
}

// -----

func.func @select_and_scatter_skips_padding() {
  %x = stablehlo.constant dense<[3.0, 1.0, 4.0, 1.0]> : tensor<4xf32>
  %s = stablehlo.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  // Windows of 2, stride 2, padding 1 each side: [p, 3], [1, 4], [1, p].
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %sum = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>, tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  check.expect_eq_const %0, dense<[10.0, 0.0, 20.0, 30.0]> : tensor<4xf32>
  return
}
