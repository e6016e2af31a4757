// Calls of XLA's Qr, ProductOfElementaryHouseholderReflectors and LuDecomposition that do not fit them
// report an error at the call that names the target and says what is wrong (exit 3).
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=0 2>&1 | FileCheck %s --check-prefix=OPERANDS
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=0 2>&1 | FileCheck %s --check-prefix=OPERANDS
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=1 2>&1 | FileCheck %s --check-prefix=ELEMENT
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=1 2>&1 | FileCheck %s --check-prefix=ELEMENT
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=2 2>&1 | FileCheck %s --check-prefix=TUPLE
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=3 2>&1 | FileCheck %s --check-prefix=RESULTS
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=4 2>&1 | FileCheck %s --check-prefix=WIDE
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=5 2>&1 | FileCheck %s --check-prefix=RANK

// OPERANDS: xla-linalg-errors.mlir:[[@LINE+3]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op custom call @Qr: expected 1 operands, found 2
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<3x3xf32>
  %t = stablehlo.custom_call @Qr(%a, %a) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tuple<tensor<3x3xf32>, tensor<3xf32>>
  return
}

// -----

// ELEMENT: xla-linalg-errors.mlir:[[@LINE+3]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op custom call @LuDecomposition: expected a first operand of f32, f64, complex<f32> or complex<f64> elements
func.func @main() {
  %a = stablehlo.constant dense<1> : tensor<3x3xi32>
  %t = stablehlo.custom_call @LuDecomposition(%a) : (tensor<3x3xi32>) -> tuple<tensor<3x3xi32>, tensor<3xi32>, tensor<3xi32>>
  return
}

// -----

// TUPLE: error: 'stablehlo.custom_call' op custom call @Qr: expected result #1 of type tensor<3xf32>, found tensor<3xf64>
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<3x3xf32>
  %t = stablehlo.custom_call @Qr(%a) : (tensor<3x3xf32>) -> tuple<tensor<3x3xf32>, tensor<3xf64>>
  return
}

// -----

// RESULTS: error: 'stablehlo.custom_call' op custom call @LuDecomposition: expected 3 results, found 2
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<3x3xf32>
  %t = stablehlo.custom_call @LuDecomposition(%a) : (tensor<3x3xf32>) -> tuple<tensor<3x3xf32>, tensor<3xi32>>
  return
}

// -----

// WIDE: error: 'stablehlo.custom_call' op custom call @ProductOfElementaryHouseholderReflectors: expected tau of at most n elements and matrices of m >= n
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<2x3xf64>
  %tau = stablehlo.constant dense<1.0> : tensor<2xf64>
  %q = stablehlo.custom_call @ProductOfElementaryHouseholderReflectors(%a, %tau) : (tensor<2x3xf64>, tensor<2xf64>) -> tensor<2x3xf64>
  return
}

// -----

// RANK: error: 'stablehlo.custom_call' op custom call @Qr: expected a first operand of rank 2 or more
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<3xf32>
  %t = stablehlo.custom_call @Qr(%a) : (tensor<3xf32>) -> tuple<tensor<3xf32>, tensor<1xf32>>
  return
}
