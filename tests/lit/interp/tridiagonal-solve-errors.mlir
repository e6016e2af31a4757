// Tridiagonal solves that hlx refuses report an error naming the place and the target (exit 3).
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=0 2>&1 | FileCheck %s --check-prefix=OPERANDS
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=0 2>&1 | FileCheck %s --check-prefix=OPERANDS
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=1 2>&1 | FileCheck %s --check-prefix=DIAGONAL
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=2 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=3 2>&1 | FileCheck %s --check-prefix=ELEMENT
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=4 2>&1 | FileCheck %s --check-prefix=ROWS
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=4 2>&1 | FileCheck %s --check-prefix=ROWS
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=5 2>&1 | FileCheck %s --check-prefix=GPURESULTS
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=6 2>&1 | FileCheck %s --check-prefix=INTEGER
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=7 2>&1 | FileCheck %s --check-prefix=UNKNOWN

// OPERANDS: tridiagonal-solve-errors.mlir:[[@LINE+4]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op custom call @lapack_sgtsv_ffi: expected four operands (dl, d, du, b), b of rank 2 or more
func.func @main() {
  %d = stablehlo.constant dense<1.0> : tensor<3xf32>
  %b = stablehlo.constant dense<1.0> : tensor<3x1xf32>
  %0:4 = stablehlo.custom_call @lapack_sgtsv_ffi(%d, %d, %b) {mhlo.backend_config = {}} : (tensor<3xf32>, tensor<3xf32>, tensor<3x1xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3x1xf32>, tensor<i32>)
  return
}

// -----

// DIAGONAL: error: 'stablehlo.custom_call' op custom call @lapack_dgtsv_ffi: expected operand #1 to have b's dimensions but the last, found tensor<4xf64>
func.func @main() {
  %d = stablehlo.constant dense<1.0> : tensor<3xf64>
  %d4 = stablehlo.constant dense<1.0> : tensor<4xf64>
  %b = stablehlo.constant dense<1.0> : tensor<3x2xf64>
  %0:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%d, %d4, %d, %b) {mhlo.backend_config = {}} : (tensor<3xf64>, tensor<4xf64>, tensor<3xf64>, tensor<3x2xf64>) -> (tensor<3xf64>, tensor<4xf64>, tensor<3xf64>, tensor<3x2xf64>, tensor<i32>)
  return
}

// -----

// The LAPACK form returns the diagonals and info too.
// INFO: error: 'stablehlo.custom_call' op custom call @lapack_cgtsv_ffi: expected 5 results, found 1
func.func @main() {
  %d = stablehlo.constant dense<(1.0, 0.0)> : tensor<3xcomplex<f32>>
  %b = stablehlo.constant dense<(1.0, 0.0)> : tensor<3x1xcomplex<f32>>
  %0 = stablehlo.custom_call @lapack_cgtsv_ffi(%d, %d, %d, %b) {mhlo.backend_config = {}} : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3x1xcomplex<f32>>) -> tensor<3x1xcomplex<f32>>
  return
}

// -----

// ELEMENT: error: 'stablehlo.custom_call' op custom call @lapack_zgtsv_ffi: expected operand #0 of element type complex<f64>, found tensor<3xcomplex<f32>>
func.func @main() {
  %dl = stablehlo.constant dense<(1.0, 0.0)> : tensor<3xcomplex<f32>>
  %d = stablehlo.constant dense<(1.0, 0.0)> : tensor<3xcomplex<f64>>
  %b = stablehlo.constant dense<(1.0, 0.0)> : tensor<3x1xcomplex<f64>>
  %0:5 = stablehlo.custom_call @lapack_zgtsv_ffi(%dl, %d, %d, %b) {mhlo.backend_config = {}} : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3x1xcomplex<f64>>) -> (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3x1xcomplex<f64>>, tensor<i32>)
  return
}

// -----

// cuSPARSE's gtsv2 needs 3 rows or more (JAX solves smaller systems without it).
// ROWS: tridiagonal-solve-errors.mlir:[[@LINE+4]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op custom call @cusparse_gtsv2_ffi: expected at least 3 rows, as cuSPARSE's gtsv2 requires, found 2
func.func @main() {
  %d = stablehlo.constant dense<1.0> : tensor<2xf32>
  %b = stablehlo.constant dense<1.0> : tensor<2x1xf32>
  %0 = stablehlo.custom_call @cusparse_gtsv2_ffi(%d, %d, %d, %b) {mhlo.backend_config = {}} : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  return
}

// -----

// The GPU form returns the solution alone.
// GPURESULTS: error: 'stablehlo.custom_call' op custom call @hipsparse_gtsv2_ffi: expected 1 results, found 2
func.func @main() {
  %d = stablehlo.constant dense<1.0> : tensor<3xf64>
  %b = stablehlo.constant dense<1.0> : tensor<3x1xf64>
  %0:2 = stablehlo.custom_call @hipsparse_gtsv2_ffi(%d, %d, %d, %b) {mhlo.backend_config = {}} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3x1xf64>) -> (tensor<3x1xf64>, tensor<i32>)
  return
}

// -----

// INTEGER: error: 'stablehlo.custom_call' op custom call @cusparse_gtsv2_ffi: expected a first operand of f32, f64, complex<f32> or complex<f64> elements
func.func @main() {
  %d = stablehlo.constant dense<1> : tensor<3xi32>
  %b = stablehlo.constant dense<1> : tensor<3x1xi32>
  %0 = stablehlo.custom_call @cusparse_gtsv2_ffi(%d, %d, %d, %b) {mhlo.backend_config = {}} : (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
  return
}

// -----

// Only the names JAX uses are tridiagonal solves.
// UNKNOWN: error: 'stablehlo.custom_call' op calls target @cusparse_gtsv2_nopivot_ffi, which hlx does not implement
func.func @main() {
  %d = stablehlo.constant dense<1.0> : tensor<3xf32>
  %b = stablehlo.constant dense<1.0> : tensor<3x1xf32>
  %0 = stablehlo.custom_call @cusparse_gtsv2_nopivot_ffi(%d, %d, %d, %b) {mhlo.backend_config = {}} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  return
}
