// Elementwise ops: shapes agree, element types agree, each op's element kinds.
// RUN: %expect-exit 1 %hlx check %s 2>&1 | FileCheck %s

func.func @shapes(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
// CHECK: elementwise.mlir:[[@LINE-3]]:3: error: 'stablehlo.add' op expected operands and results of one shape [2], found tensor<3xf32>

// -----

func.func @element_types(%a: tensor<2xf32>, %b: tensor<2xf16>) -> tensor<2xf32> {
  %0 = stablehlo.multiply %a, %b : (tensor<2xf32>, tensor<2xf16>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
// CHECK: elementwise.mlir:[[@LINE-3]]:3: error: 'stablehlo.multiply' op expected operands and result of one element type, found (tensor<2xf32>, tensor<2xf16>) -> tensor<2xf32>

// -----

func.func @bitwise_on_floats(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.xor %a, %a : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
// CHECK: elementwise.mlir:[[@LINE-3]]:3: error: 'stablehlo.xor' op expected lhs to have boolean or integer elements, found tensor<2xf32>

// -----

func.func @exp_of_ints(%a: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.exponential %a : tensor<2xi32>
  func.return %0 : tensor<2xi32>
}
// CHECK: elementwise.mlir:[[@LINE-3]]:3: error: 'stablehlo.exponential' op expected operand to have float, complex or quantized elements, found tensor<2xi32>

// -----

func.func @real_of_complex(%a: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %0 = stablehlo.real %a : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}
// CHECK: elementwise.mlir:[[@LINE-3]]:3: error: 'stablehlo.real' op expected result element type f32, found tensor<2xcomplex<f32>>

// -----

func.func @compare_result(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.compare LT, %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
// CHECK: elementwise.mlir:[[@LINE-3]]:3: error: 'stablehlo.compare' op expected result element type i1, found tensor<2xf32>

// -----

func.func @compare_type(%a: tensor<2xui32>) -> tensor<2xi1> {
  %0 = stablehlo.compare LT, %a, %a, SIGNED : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xi1>
  func.return %0 : tensor<2xi1>
}
// CHECK: elementwise.mlir:[[@LINE-3]]:3: error: 'stablehlo.compare' op expected compare_type SIGNED to compare signed integer elements, found tensor<2xui32>

// -----

func.func @select_pred(%p: tensor<3xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.select %p, %a, %a : (tensor<3xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
// CHECK: elementwise.mlir:[[@LINE-3]]:3: error: 'stablehlo.select' op expected pred to be a 0-d tensor or of the shape of on_true [2], found tensor<3xi1>

// -----

func.func @clamp_bounds(%min: tensor<3xf32>, %a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.clamp %min, %a, %min : (tensor<3xf32>, tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
// CHECK: elementwise.mlir:[[@LINE-3]]:3: error: 'stablehlo.clamp' op expected min to be a 0-d tensor or of the operand's shape [2], found tensor<3xf32>

// -----

!q8 = !quant.uniform<i8:f32, 0.5>
!q16 = !quant.uniform<i16:f32, 0.5>
func.func @quantized_storage(%a: tensor<2x!q8>, %b: tensor<2x!q16>) -> tensor<2x!q8> {
  %0 = stablehlo.add %a, %b : (tensor<2x!q8>, tensor<2x!q16>) -> tensor<2x!q8>
  func.return %0 : tensor<2x!q8>
}
// CHECK: elementwise.mlir:[[@LINE-3]]:3: error: 'stablehlo.add' op expected operands and result of one quantization storage type

// -----

func.func @bitcast_widths(%a: tensor<2xf32>) -> tensor<2x3xi8> {
  %0 = stablehlo.bitcast_convert %a : (tensor<2xf32>) -> tensor<2x3xi8>
  func.return %0 : tensor<2x3xi8>
}
// CHECK: elementwise.mlir:[[@LINE-3]]:3: error: 'stablehlo.bitcast_convert' op expected result of shape [2, 4] (inferred from the operands), found tensor<2x3xi8>

// CHECK: 0 passed, 1 failed
