// GPU solver custom calls that hlx refuses report an error naming the place and the target (exit 3).
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=0 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=0 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=1 2>&1 | FileCheck %s --check-prefix=LOWER
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=1 2>&1 | FileCheck %s --check-prefix=LOWER
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=2 2>&1 | FileCheck %s --check-prefix=ALGORITHM
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=3 2>&1 | FileCheck %s --check-prefix=ELEMENT
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=4 2>&1 | FileCheck %s --check-prefix=DESCRIPTOR
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=5 2>&1 | FileCheck %s --check-prefix=WORKSPACE
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=6 2>&1 | FileCheck %s --check-prefix=RESULTS
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=7 2>&1 | FileCheck %s --check-prefix=PIVOTS
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=8 2>&1 | FileCheck %s --check-prefix=LAYOUT
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=9 2>&1 | FileCheck %s --check-prefix=THREEFRY
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=9 2>&1 | FileCheck %s --check-prefix=THREEFRY

// A GPU target hlx does not implement stays an error naming it.
// UNKNOWN: gpu-solvers-errors.mlir:[[@LINE+3]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op calls target @cusolver_gesvdj_ffi, which hlx does not implement
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  %0:5 = stablehlo.custom_call @cusolver_gesvdj_ffi(%a) {mhlo.backend_config = {full_matrices = false}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<i32>)
  return
}

// -----

// LOWER: gpu-solvers-errors.mlir:[[@LINE+3]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op custom call @cusolver_potrf_ffi: expected attribute 'lower' in mhlo.backend_config
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  %0:2 = stablehlo.custom_call @cusolver_potrf_ffi(%a) {mhlo.backend_config = {}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<i32>)
  return
}

// -----

// ALGORITHM: error: 'stablehlo.custom_call' op custom call @hipsolver_syevd_ffi: attribute 'algorithm' must be 0 (default), 1 (divide and conquer), 2 (Jacobi) or 3 (QR), found 7
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<2x2xf64>
  %0:3 = stablehlo.custom_call @hipsolver_syevd_ffi(%a) {mhlo.backend_config = {algorithm = 7 : ui8, lower = true}} : (tensor<2x2xf64>) -> (tensor<2x2xf64>, tensor<2xf64>, tensor<i32>)
  return
}

// -----

// ELEMENT: error: 'stablehlo.custom_call' op custom call @cusolver_getrf_ffi: expected a first operand of f32, f64, complex<f32> or complex<f64> elements
func.func @main() {
  %a = stablehlo.constant dense<1> : tensor<2x2xi32>
  %0:3 = stablehlo.custom_call @cusolver_getrf_ffi(%a) {mhlo.backend_config = {}} : (tensor<2x2xi32>) -> (tensor<2x2xi32>, tensor<2xi32>, tensor<i32>)
  return
}

// -----

// DESCRIPTOR: error: 'stablehlo.custom_call' op custom call @hipsolver_syevd: the descriptor's type 1 is not the operand's element type f32
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<3x3xf32>
  %0:4 = stablehlo.custom_call @hipsolver_syevd(%a) {api_version = 2 : i32, backend_config = "\01\00\00\00z\00\00\00\01\00\00\00\03\00\00\00\05\00\00\00"} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<i32>, tensor<5xf32>)
  return
}

// -----

// WORKSPACE: error: 'stablehlo.custom_call' op custom call @cusolver_syevj: expected a last result of 5 workspace elements of type f32
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<3x3xf32>
  %0:3 = stablehlo.custom_call @cusolver_syevj(%a) {api_version = 2 : i32, backend_config = "\00\00\00\00z\00\00\00\01\00\00\00\03\00\00\00\05\00\00\00"} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<i32>)
  return
}

// -----

// The GPU forms have the CPU forms' results: sytrd without its info result.
// RESULTS: error: 'stablehlo.custom_call' op custom call @hipsolver_sytrd_ffi: expected 5 results, found 4
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<3x3xf64>
  %0:4 = stablehlo.custom_call @hipsolver_sytrd_ffi(%a) {mhlo.backend_config = {lower = true}} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3xf64>, tensor<2xf64>, tensor<2xf64>)
  return
}

// -----

// PIVOTS: error: 'stablehlo.custom_call' op custom call @cu_lu_pivots_to_permutation: expected an i32 result with the pivots' batch dimensions and a last dimension of at least 3, found tensor<2xi32>
func.func @main() {
  %p = stablehlo.constant dense<0> : tensor<3xi32>
  %0 = stablehlo.custom_call @cu_lu_pivots_to_permutation(%p) {mhlo.backend_config = {}} : (tensor<3xi32>) -> tensor<2xi32>
  return
}

// -----

// LAYOUT: error: 'stablehlo.custom_call' op custom call @hip_lu_pivots_to_permutation: expected row-major operand_layouts
func.func @main() {
  %p = stablehlo.constant dense<0> : tensor<2x3xi32>
  %0 = stablehlo.custom_call @hip_lu_pivots_to_permutation(%p) {mhlo.backend_config = {}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return
}

// -----

// THREEFRY: gpu-solvers-errors.mlir:[[@LINE+4]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op threefry2x32 expects operands and results of one u32 tensor type
func.func @main() {
  %k = stablehlo.constant dense<0> : tensor<4xui32>
  %x = stablehlo.constant dense<0> : tensor<2xui32>
  %0:2 = stablehlo.custom_call @cu_threefry2x32_ffi(%k, %k, %x, %x) {mhlo.backend_config = {}} : (tensor<4xui32>, tensor<4xui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<4xui32>, tensor<4xui32>)
  return
}
