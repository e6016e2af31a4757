// LAPACK custom calls that hlx refuses report an error naming the place and the target (exit 3).
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=0 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=0 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=1 2>&1 | FileCheck %s --check-prefix=MODE
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=1 2>&1 | FileCheck %s --check-prefix=MODE
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=2 2>&1 | FileCheck %s --check-prefix=SORT
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=2 2>&1 | FileCheck %s --check-prefix=SORT
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=3 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=3 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=4 2>&1 | FileCheck %s --check-prefix=SQUARE
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=4 2>&1 | FileCheck %s --check-prefix=SQUARE
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=5 2>&1 | FileCheck %s --check-prefix=ATTR
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=5 2>&1 | FileCheck %s --check-prefix=ATTR

// TYPE: lapack-errors.mlir:[[@LINE+3]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op custom call @lapack_ssyevd_ffi: expected result #1 of type tensor<3xf32>, found tensor<3xf64>
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<3x3xf32>
  %0:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%a) {mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf64>, tensor<i32>)
  return
}

// -----

// MODE: error: 'stablehlo.custom_call' op custom call @lapack_dgesdd_ffi: mode 'O' (overwrite the operand with U or VT) is not supported, as in XLA
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<2x2xf64>
  %0:5 = stablehlo.custom_call @lapack_dgesdd_ffi(%a) {mhlo.backend_config = {mode = 79 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<2x2xf64>) -> (tensor<2x2xf64>, tensor<2xf64>, tensor<2x2xf64>, tensor<2x2xf64>, tensor<i32>)
  return
}

// -----

// SORT: error: 'stablehlo.custom_call' op custom call @lapack_zgees_ffi: sorting eigenvalues (sort 'S') is not supported, as in XLA
func.func @main() {
  %a = stablehlo.constant dense<(1.0, 0.0)> : tensor<2x2xcomplex<f64>>
  %0:5 = stablehlo.custom_call @lapack_zgees_ffi(%a) {mhlo.backend_config = {mode = 86 : ui8, sort = 83 : ui8}} : (tensor<2x2xcomplex<f64>>) -> (tensor<2x2xcomplex<f64>>, tensor<2x2xcomplex<f64>>, tensor<2xcomplex<f64>>, tensor<i32>, tensor<i32>)
  return
}

// -----

// UNKNOWN: lapack-errors.mlir:[[@LINE+3]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op calls LAPACK target @lapack_sgbsv_ffi, which hlx does not implement
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<3xf32>
  %0:2 = stablehlo.custom_call @lapack_sgbsv_ffi(%a, %a, %a) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<i32>)
  return
}

// -----

// SQUARE: error: 'stablehlo.custom_call' op custom call @lapack_sgeev_ffi: expected square matrices, found tensor<2x3xf32>
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  %0:5 = stablehlo.custom_call @lapack_sgeev_ffi(%a) {mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}} : (tensor<2x3xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>, tensor<i32>)
  return
}

// -----

// ATTR: error: 'stablehlo.custom_call' op custom call @lapack_spotrf_ffi: attribute 'uplo' must be one of 'LU' (as a ui8 character code), found 88
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 88 : ui8}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<i32>)
  return
}
