// XLA's custom call @ApproxTopK (JAX's lax.approx_max_k / approx_min_k on TPU) computed exactly: each
// line along reduction_dim is ordered by the comparator of called_computations (stably: ties keep their
// order), the first elements are kept, and the init values fill the places past the input's end.

// RUN: %hlx run --backend=interp %s 2>&1 | FileCheck %s --allow-empty
// RUN: %hlx run --backend=cpu %s 2>&1 | FileCheck %s --allow-empty
// CHECK-NOT: failed

func.func @gt(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

func.func @lt_i32(%a: tensor<i32>, %b: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// A comparator outside the scalar subset (it calls a function) runs through the evaluator's calls.
func.func @gt_by_call(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %0 = func.call @gt(%a, %b, %i, %j) : (tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// The largest three of each row with their indices (max_k along the last dimension); the tie of the
// 3.0s keeps the lower index first.
func.func @max_k_rows() {
  %x = stablehlo.constant dense<[[3.0, 1.0, 4.0, 1.5, 3.0], [-1.0, -2.0, 0.5, 9.0, 2.0]]> : tensor<2x5xf32>
  %iota = stablehlo.iota dim = 1 : tensor<2x5xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m1 = stablehlo.constant dense<-1> : tensor<i32>
  %r:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %m1) {called_computations = [@gt], mhlo.backend_config = {aggregate_to_topk = true, recall_target = 0.95 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 3 : i64}} : (tensor<2x5xf32>, tensor<2x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
  check.expect_eq_const %r#0, dense<[[4.0, 3.0, 3.0], [9.0, 2.0, 0.5]]> : tensor<2x3xf32>
  check.expect_eq_const %r#1, dense<[[2, 0, 4], [3, 4, 2]]> : tensor<2x3xi32>
  // The same through a comparator the evaluator calls.
  %s:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %m1) {called_computations = [@gt_by_call], mhlo.backend_config = {aggregate_to_topk = true, recall_target = 0.95 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 3 : i64}} : (tensor<2x5xf32>, tensor<2x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
  check.expect_eq_const %s#0, dense<[[4.0, 3.0, 3.0], [9.0, 2.0, 0.5]]> : tensor<2x3xf32>
  check.expect_eq_const %s#1, dense<[[2, 0, 4], [3, 4, 2]]> : tensor<2x3xi32>
  func.return
}

// min_k of one i32 operand along dimension 0 of a 4x2 matrix.
func.func @min_k_columns() {
  %x = stablehlo.constant dense<[[5, 0], [-3, 7], [2, 7], [-3, -8]]> : tensor<4x2xi32>
  %max = stablehlo.constant dense<2147483647> : tensor<i32>
  %r = stablehlo.custom_call @ApproxTopK(%x, %max) {called_computations = [@lt_i32], mhlo.backend_config = {aggregate_to_topk = true, recall_target = 0.9 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<4x2xi32>, tensor<i32>) -> tensor<2x2xi32>
  check.expect_eq_const %r, dense<[[-3, -8], [-3, 0]]> : tensor<2x2xi32>
  func.return
}

// Results longer than the input (aggregate_to_topk = false asks for at least top_k): the init values
// fill the rest.
func.func @padded() {
  %x = stablehlo.constant dense<[2.0, 7.0, 5.0]> : tensor<3xf32>
  %iota = stablehlo.iota dim = 0 : tensor<3xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m1 = stablehlo.constant dense<-1> : tensor<i32>
  %r:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %m1) {called_computations = [@gt], mhlo.backend_config = {aggregate_to_topk = false, recall_target = 0.95 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>)
  check.expect_eq_const %r#0, dense<[7.0, 5.0, 2.0, 0xFF800000, 0xFF800000]> : tensor<5xf32>
  check.expect_eq_const %r#1, dense<[1, 2, 0, -1, -1]> : tensor<5xi32>
  func.return
}
