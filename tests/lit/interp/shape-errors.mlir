// Dynamic shape ops whose operand values disagree with the static result type report an error
// naming the op (exit 3). The ops' results are unused, so the evaluator runs them: the CPU backend's
// dead code elimination would drop them.
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=0 2>&1 | FileCheck %s --check-prefix=RESHAPE
// RESHAPE: shape-errors.mlir:[[@LINE+6]]:{{[0-9]+}}: error: 'stablehlo.dynamic_reshape' op output_shape [6, 4] does not match the result shape [2, 3]
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=1 2>&1 | FileCheck %s --check-prefix=SLICE
func.func @main() {
  %0 = stablehlo.iota dim = 0 : tensor<6xi32>
  %c = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %s = stablehlo.add %c, %c : tensor<2xi64>
  %1 = stablehlo.dynamic_reshape %0, %s : (tensor<6xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  return
}

// -----

// SLICE: error: 'stablehlo.real_dynamic_slice' op slices dimension 0 of size 4 as 1:6:1, out of range
func.func @main() {
  %0 = stablehlo.iota dim = 0 : tensor<4xi32>
  %b = stablehlo.constant dense<1> : tensor<1xi64>
  %e = stablehlo.constant dense<6> : tensor<1xi64>
  %1 = stablehlo.real_dynamic_slice %0, %b, %e, %b : (tensor<4xi32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<5xi32>
  return
}
