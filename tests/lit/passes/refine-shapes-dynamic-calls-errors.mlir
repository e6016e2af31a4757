// refine-shapes on malformed dynamic custom calls of shape-polymorphic exports: an error at the call that
// names the target and says what is wrong (hlx run exits 3). A call whose shape operands stay unknown is
// left as it is, and running it is the evaluator's error about its dynamic result.
// RUN: %expect-exit 3 %hlx run %s --case=0 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: %expect-exit 3 %hlx run %s --case=1 2>&1 | FileCheck %s --check-prefix=KTYPE
// RUN: %expect-exit 3 %hlx run %s --case=2 2>&1 | FileCheck %s --check-prefix=KRANGE
// RUN: %expect-exit 3 %hlx run %s --case=3 2>&1 | FileCheck %s --check-prefix=COMPARATOR
// RUN: %expect-exit 3 %hlx run %s --case=4 2>&1 | FileCheck %s --check-prefix=TOPK
// RUN: %expect-exit 3 %hlx run %s --case=5 2>&1 | FileCheck %s --check-prefix=APPROX-COUNT
// RUN: %expect-exit 3 %hlx run %s --case=6 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: %expect-exit 3 %hlx run %s --case=7 2>&1 | FileCheck %s --check-prefix=WINDOW
// RUN: %expect-exit 3 %hlx run %s --case=8 2>&1 | FileCheck %s --check-prefix=REDUCER
// RUN: %expect-exit 3 %hlx run %s --case=9 --backend=interp 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: %expect-exit 3 %hlx run %s --case=9 --backend=cpu 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// COUNT: refine-shapes-dynamic-calls-errors.mlir:[[@LINE+3]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op @stablehlo.dynamic_top_k: expected 2 operands (operand, k) and 2 results (values, indices), found 3 operands and 2 results
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x?xf32> {
  %k = stablehlo.constant dense<2> : tensor<i32>
  %v, %i = stablehlo.custom_call @stablehlo.dynamic_top_k(%x, %k, %k) : (tensor<?x4xf32>, tensor<i32>, tensor<i32>) -> (tensor<?x?xf32>, tensor<?x?xi32>)
  return %v : tensor<?x?xf32>
}

// -----

// KTYPE: error: 'stablehlo.custom_call' op @stablehlo.dynamic_top_k: expected k (operand #1) to be an integer scalar, found tensor<2xi32>
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x?xf32> {
  %k = stablehlo.constant dense<2> : tensor<2xi32>
  %v, %i = stablehlo.custom_call @stablehlo.dynamic_top_k(%x, %k) : (tensor<?x4xf32>, tensor<2xi32>) -> (tensor<?x?xf32>, tensor<?x?xi32>)
  return %v : tensor<?x?xf32>
}

// -----

// KRANGE: error: 'stablehlo.custom_call' op @stablehlo.dynamic_top_k: k = 9 is not in [0, 4], the operand's last dimension
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x?xf32> {
  %k = stablehlo.constant dense<9> : tensor<i64>
  %v, %i = stablehlo.custom_call @stablehlo.dynamic_top_k(%x, %k) : (tensor<?x4xf32>, tensor<i64>) -> (tensor<?x?xf32>, tensor<?x?xi32>)
  return %v : tensor<?x?xf32>
}

// -----

// COMPARATOR: error: 'stablehlo.custom_call' op @stablehlo.dynamic_approx_top_k: expected called_computations to name one function
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %k = stablehlo.constant dense<2> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %v = stablehlo.custom_call @stablehlo.dynamic_approx_top_k(%x, %ninf, %k) {mhlo.backend_config = {reduction_dim = 0 : i64}} : (tensor<?x4xf32>, tensor<f32>, tensor<i32>) -> tensor<?x4xf32>
  return %v : tensor<?x4xf32>
}

// -----

// TOPK: error: 'stablehlo.custom_call' op @stablehlo.dynamic_approx_top_k: mhlo.backend_config has top_k, which the k operand gives
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %k = stablehlo.constant dense<2> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %v = stablehlo.custom_call @stablehlo.dynamic_approx_top_k(%x, %ninf, %k) {called_computations = [@gt], mhlo.backend_config = {reduction_dim = 0 : i64, top_k = 2 : i64}} : (tensor<?x4xf32>, tensor<f32>, tensor<i32>) -> tensor<?x4xf32>
  return %v : tensor<?x4xf32>
}
func.func @gt(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// -----

// APPROX-COUNT: error: 'stablehlo.custom_call' op @stablehlo.dynamic_approx_top_k: expected inputs, as many init values and k (besides the shape operands), and one result per input; found 2 operands and 1 results
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %k = stablehlo.constant dense<2> : tensor<i32>
  %v = stablehlo.custom_call @stablehlo.dynamic_approx_top_k(%x, %k) {called_computations = [@gt], mhlo.backend_config = {reduction_dim = 0 : i64}} : (tensor<?x4xf32>, tensor<i32>) -> tensor<?x4xf32>
  return %v : tensor<?x4xf32>
}
func.func @gt(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

// -----

// NEGATIVE: error: 'stablehlo.custom_call' op @stablehlo.dynamic_rng_bit_generator: output_shape [-1, 4] has a negative size
func.func @main(%x: tensor<?x4xf32>, %state: tensor<2xui64>) -> tensor<?x4xui32> {
  %shape = stablehlo.constant dense<[-1, 4]> : tensor<2xi32>
  %s, %bits = stablehlo.custom_call @stablehlo.dynamic_rng_bit_generator(%state, %shape) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>, tensor<2xi32>) -> (tensor<2xui64>, tensor<?x4xui32>)
  return %bits : tensor<?x4xui32>
}

// -----

// WINDOW: error: 'stablehlo.custom_call' op @stablehlo.dynamic_reduce_window: window_dimensions has 1 values, expected 2 for inputs of rank 2
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %one = stablehlo.constant dense<1> : tensor<1xi32>
  %ones = stablehlo.constant dense<1> : tensor<2xi32>
  %padding = stablehlo.constant dense<0> : tensor<2x2xi32>
  %sum = stablehlo.custom_call @stablehlo.dynamic_reduce_window(%x, %zero, %one, %ones, %ones, %ones, %padding) {called_computations = [@add]} : (tensor<?x4xf32>, tensor<f32>, tensor<1xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<?x4xf32>
  return %sum : tensor<?x4xf32>
}
func.func @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %a, %b : tensor<f32>
  return %0 : tensor<f32>
}

// -----

// REDUCER: error: 'stablehlo.custom_call' op @stablehlo.dynamic_reduce_window: expected the reducer @neg to be one block of 2 arguments
func.func @main(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %ones = stablehlo.constant dense<1> : tensor<2xi32>
  %padding = stablehlo.constant dense<0> : tensor<2x2xi32>
  %sum = stablehlo.custom_call @stablehlo.dynamic_reduce_window(%x, %zero, %ones, %ones, %ones, %ones, %padding) {called_computations = [@neg]} : (tensor<?x4xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<?x4xf32>
  return %sum : tensor<?x4xf32>
}
func.func @neg(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.negate %a : tensor<f32>
  return %0 : tensor<f32>
}

// -----

// A window computed from the data is not known when the program is refined: the call stays, and
// running it is an error about its dynamic result.
// UNKNOWN: refine-shapes-dynamic-calls-errors.mlir:[[@LINE+8]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op has a result of dynamic type tensor<?x4xf32>; refine the program's shapes first
func.func @main(%x: tensor<?x4xf32>, %w: tensor<2xi32>) -> tensor<?x4xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %ones = stablehlo.constant dense<1> : tensor<2xi32>
  %padding = stablehlo.constant dense<0> : tensor<2x2xi32>
  %abs = stablehlo.abs %w : tensor<2xi32>
  %one = stablehlo.constant dense<1> : tensor<2xi32>
  %window = stablehlo.maximum %abs, %one : tensor<2xi32>
  %sum = stablehlo.custom_call @stablehlo.dynamic_reduce_window(%x, %zero, %window, %ones, %ones, %ones, %padding) {called_computations = [@add]} : (tensor<?x4xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<?x4xf32>
  return %sum : tensor<?x4xf32>
}
func.func @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %a, %b : tensor<f32>
  return %0 : tensor<f32>
}
