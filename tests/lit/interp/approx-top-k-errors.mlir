// Calls of @ApproxTopK that do not fit it report an error at the call that says what is wrong (exit 3).
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=0 2>&1 | FileCheck %s --check-prefix=OPERANDS
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=0 2>&1 | FileCheck %s --check-prefix=OPERANDS
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=1 2>&1 | FileCheck %s --check-prefix=COMPARATOR
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=1 2>&1 | FileCheck %s --check-prefix=COMPARATOR
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=2 2>&1 | FileCheck %s --check-prefix=DIM
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=3 2>&1 | FileCheck %s --check-prefix=INIT
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=4 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=5 2>&1 | FileCheck %s --check-prefix=TOPK
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=6 2>&1 | FileCheck %s --check-prefix=RETURNS
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=6 2>&1 | FileCheck %s --check-prefix=RETURNS

// OPERANDS: approx-top-k-errors.mlir:[[@LINE+4]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op custom call @ApproxTopK: expected inputs and as many init values, found 3 operands
func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<4xf32>
  %i = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.custom_call @ApproxTopK(%x, %i, %i) {called_computations = [@gt], mhlo.backend_config = {reduction_dim = 0 : i64, top_k = 2 : i64}} : (tensor<4xf32>, tensor<f32>, tensor<f32>) -> tensor<2xf32>
  return
}
func.func @gt(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// -----

// COMPARATOR: approx-top-k-errors.mlir:[[@LINE+4]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op custom call @ApproxTopK: expected called_computations to name one comparator function
func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<4xf32>
  %i = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.custom_call @ApproxTopK(%x, %i) {mhlo.backend_config = {reduction_dim = 0 : i64, top_k = 2 : i64}} : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}

// -----

// DIM: error: 'stablehlo.custom_call' op custom call @ApproxTopK: reduction_dim 1 is out of range for inputs of rank 1
func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<4xf32>
  %i = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.custom_call @ApproxTopK(%x, %i) {called_computations = [@gt], mhlo.backend_config = {reduction_dim = 1 : i64, top_k = 2 : i64}} : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
func.func @gt(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// -----

// INIT: error: 'stablehlo.custom_call' op custom call @ApproxTopK: expected init value #0 to be a scalar of the element type of input #0, found tensor<i32>
func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<4xf32>
  %i = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.custom_call @ApproxTopK(%x, %i) {called_computations = [@gt], mhlo.backend_config = {reduction_dim = 0 : i64, top_k = 2 : i64}} : (tensor<4xf32>, tensor<i32>) -> tensor<2xf32>
  return
}
func.func @gt(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// -----

// RESULT: error: 'stablehlo.custom_call' op custom call @ApproxTopK: expected result #0 to have the shape of the inputs but along reduction_dim 1, and the element type of input #0, found tensor<3x2xf32>
func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<2x4xf32>
  %i = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.custom_call @ApproxTopK(%x, %i) {called_computations = [@gt], mhlo.backend_config = {reduction_dim = 1 : i64, top_k = 2 : i64}} : (tensor<2x4xf32>, tensor<f32>) -> tensor<3x2xf32>
  return
}
func.func @gt(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// -----

// TOPK: error: 'stablehlo.custom_call' op custom call @ApproxTopK: the results keep 2 elements along reduction_dim, fewer than top_k = 3
func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<4xf32>
  %i = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.custom_call @ApproxTopK(%x, %i) {called_computations = [@gt], mhlo.backend_config = {reduction_dim = 0 : i64, top_k = 3 : i64}} : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  return
}
func.func @gt(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// -----

// A comparator that returns no i1 is an error at the call.
// RETURNS: approx-top-k-errors.mlir:[[@LINE+4]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op has a comparator that does not return one i1
func.func @main() {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %i = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.custom_call @ApproxTopK(%x, %i) {called_computations = [@sum], mhlo.backend_config = {reduction_dim = 0 : i64, top_k = 1 : i64}} : (tensor<2xf32>, tensor<f32>) -> tensor<1xf32>
  return
}
func.func @sum(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %a, %b : tensor<f32>
  return %0 : tensor<f32>
}
