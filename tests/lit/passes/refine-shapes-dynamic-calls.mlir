// refine-shapes: the custom calls of shape-polymorphic JAX exports that stand for ops whose shapes come
// from operands become those ops once the operands are known, as StableHLO's own refinement makes them:
//   stablehlo.dynamic_top_k(operand, k)                       -> chlo.top_k
//   stablehlo.dynamic_approx_top_k(inputs, inits, k, shapes)  -> ApproxTopK with top_k = k
//   stablehlo.dynamic_rng_bit_generator(state, shape)         -> rng_bit_generator
//   stablehlo.dynamic_reduce_window(inputs, inits, window...) -> reduce_window with the reducer's body

// RUN: %hlx opt --passes=refine-shapes '--arg-types=tensor<i64>=3,tensor<3x4xf32>,tensor<2xui64>' %s | FileCheck %s

// hlx run refines the program for its arguments, which an --inputs file gives (the dimension argument
// too), and the rewritten ops run on both backends.
// RUN: %hlx run %S/Inputs/dynamic-calls-inputs.mlir --save-outputs=%t.npz
// RUN: %hlx run %s --backend=interp --inputs=%t.npz --print-outputs | FileCheck %s --check-prefix=OUT
// RUN: %hlx run %s --backend=cpu --inputs=%t.npz --print-outputs | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func public @main(%arg0: tensor<i64>, %arg1: tensor<3x4xf32>, %arg2: tensor<2xui64>)
// CHECK-NOT: stablehlo.dynamic_
// CHECK: chlo.top_k(%arg1, k = 2) : tensor<3x4xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
// CHECK: stablehlo.custom_call @ApproxTopK(%arg1, %{{.*}}, %{{.*}}, %{{.*}}) {called_computations = [@gt], mhlo.backend_config = {aggregate_to_topk = true, reduction_dim = 0 : i64, top_k = 2 : i64}} : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x4xf32>, tensor<2x4xi32>)
// CHECK: stablehlo.rng_bit_generator %arg2, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x4xui32>)
// CHECK: "stablehlo.reduce_window"(%arg1, %{{.*}}) ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT:   %[[SUM:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<f32>
// CHECK-NEXT:   stablehlo.return %[[SUM]] : tensor<f32>
// CHECK-NEXT: }) {base_dilations = array<i64: 1, 1>, padding = dense<{{\[\[}}2, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 1, 1>} : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x4xf32>

// OUT: tensor<3x2xf32> {
// OUT-NEXT: {{\[\[}}4, 3], [9, 6], [8, 5]]
// OUT: tensor<3x2xi32> {
// OUT-NEXT: {{\[\[}}2, 0], [1, 3], [3, 0]]
// OUT: tensor<2x4xf32> {
// OUT-NEXT: {{\[\[}}5, 9, 5, 8], [5, 3, 4, 6]]
// OUT: tensor<2x4xi32> {
// OUT-NEXT: {{\[\[}}1, 1, 2, 2], [2, 2, 0, 1]]
// OUT: tensor<3x4xf32> {
// OUT-NEXT: {{\[\[}}3, 2, 4, 1], [8, 11, 6, 7], [13, 14, 11, 15]]
func.func public @main(%b: tensor<i64>, %x: tensor<?x4xf32>, %state: tensor<2xui64>) -> (tensor<?x?xf32>, tensor<?x?xi32>, tensor<?x4xf32>, tensor<?x4xi32>, tensor<?x4xf32>) {
  %b32 = stablehlo.convert %b : (tensor<i64>) -> tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %k = stablehlo.subtract %b32, %one : tensor<i32>
  // top_k of each row, k = b - 1.
  %v, %i = stablehlo.custom_call @stablehlo.dynamic_top_k(%x, %k) {api_version = 2 : i32} : (tensor<?x4xf32>, tensor<i32>) -> (tensor<?x?xf32>, tensor<?x?xi32>)
  // approx_max_k along dimension 0, k = b - 1, the results' shapes given as shape operands.
  %iota_shape = stablehlo.constant dense<4> : tensor<1xi32>
  %b1 = stablehlo.reshape %b32 : (tensor<i32>) -> tensor<1xi32>
  %x_shape = stablehlo.concatenate %b1, %iota_shape, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %iota = stablehlo.dynamic_iota %x_shape, dim = 0 : (tensor<2xi32>) -> tensor<?x4xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m1 = stablehlo.constant dense<-1> : tensor<i32>
  %k1 = stablehlo.reshape %k : (tensor<i32>) -> tensor<1xi32>
  %out_shape = stablehlo.concatenate %k1, %iota_shape, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %av, %ai = stablehlo.custom_call @stablehlo.dynamic_approx_top_k(%x, %iota, %ninf, %m1, %k, %out_shape, %out_shape) {called_computations = [@gt], indices_of_shape_operands = dense<[5, 6]> : tensor<2xi64>, mhlo.backend_config = {aggregate_to_topk = true, reduction_dim = 0 : i64}} : (tensor<?x4xf32>, tensor<?x4xi32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<?x4xf32>, tensor<?x4xi32>)
  // b x 4 random bits.
  %new_state, %bits = stablehlo.custom_call @stablehlo.dynamic_rng_bit_generator(%state, %x_shape) {api_version = 2 : i32, rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>, tensor<2xi32>) -> (tensor<2xui64>, tensor<?x4xui32>)
  // The same bits from the static op.
  %want_state, %want_bits = stablehlo.rng_bit_generator %state, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x4xui32>)
  %bits_static = stablehlo.convert %bits : (tensor<?x4xui32>) -> tensor<3x4xui32>
  check.expect_eq %bits_static, %want_bits : tensor<3x4xui32>
  // cumsum along dimension 0: window b x 1, padding b - 1 before.
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %ones = stablehlo.constant dense<1> : tensor<2xi32>
  %one1 = stablehlo.constant dense<1> : tensor<1xi32>
  %window = stablehlo.concatenate %b1, %one1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %zeros3 = stablehlo.constant dense<0> : tensor<3xi32>
  %padding_flat = stablehlo.concatenate %k1, %zeros3, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
  %padding = stablehlo.reshape %padding_flat : (tensor<4xi32>) -> tensor<2x2xi32>
  %sum = stablehlo.custom_call @stablehlo.dynamic_reduce_window(%x, %zero, %window, %ones, %ones, %ones, %padding) {api_version = 2 : i32, called_computations = [@add]} : (tensor<?x4xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<?x4xf32>
  return %v, %i, %av, %ai, %sum : tensor<?x?xf32>, tensor<?x?xi32>, tensor<?x4xf32>, tensor<?x4xi32>, tensor<?x4xf32>
}

func.func @gt(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

func.func @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %a, %b : tensor<f32>
  return %0 : tensor<f32>
}
