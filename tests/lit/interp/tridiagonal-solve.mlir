// The tridiagonal solve of JAX's lowerings: lapack_<s|d|c|z>gtsv_ffi (CPU) and cusparse_gtsv2_ffi /
// hipsparse_gtsv2_ffi (CUDA, ROCm), on LAPACK's ?gtsv. dl, d, du are the sub-, main and super-diagonals,
// each of b's dimensions but the last; dl[0] and du[n - 1] lie outside the matrix (99 here, ignored).
// Each solution is checked by its residual: A x, with A written out densely, gives b back.

// RUN: %hlx run --backend=interp %s
// RUN: %hlx run --backend=cpu %s
// lapack_sgtsv_ffi on a batch of two 4x4 systems with two right-hand sides, laid out as JAX lays them
// out (b column-major); info 0, dl[0] and du[n - 1] come back as they went in.
func.func @sgtsv() {
  %dl = stablehlo.constant dense<[[99.0, 1.0, 1.0, 1.0], [99.0, 2.0, -1.0, 0.5]]> : tensor<2x4xf32>
  %d = stablehlo.constant dense<[[4.0, 4.0, 4.0, 4.0], [0.5, 5.0, 2.0, 6.0]]> : tensor<2x4xf32>
  %du = stablehlo.constant dense<[[1.0, 1.0, 1.0, 99.0], [1.0, -1.0, 2.0, 99.0]]> : tensor<2x4xf32>
  %b = stablehlo.constant dense<[[[1.0, 0.0], [2.0, 1.0], [3.0, 0.0], [4.0, -1.0]], [[1.0, 2.0], [-1.0, 0.0], [0.5, 1.0], [2.0, 3.0]]]> : tensor<2x4x2xf32>
  %a = stablehlo.constant dense<[[[4.0, 1.0, 0.0, 0.0], [1.0, 4.0, 1.0, 0.0], [0.0, 1.0, 4.0, 1.0], [0.0, 0.0, 1.0, 4.0]], [[0.5, 1.0, 0.0, 0.0], [2.0, 5.0, -1.0, 0.0], [0.0, -1.0, 2.0, 2.0], [0.0, 0.0, 0.5, 6.0]]]> : tensor<2x4x4xf32>
  %r:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4x2xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4x2xf32>, tensor<2xi32>)
  check.expect_eq_const %r#4, dense<0> : tensor<2xi32>
  %ax = stablehlo.dot_general %a, %r#3, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x4x4xf32>, tensor<2x4x2xf32>) -> tensor<2x4x2xf32>
  check.expect_almost_eq %ax, %b, tolerance = 1.0e-5 : tensor<2x4x2xf32>
  %dl0 = stablehlo.slice %r#0 [0:2, 0:1] : (tensor<2x4xf32>) -> tensor<2x1xf32>
  check.expect_eq_const %dl0, dense<99.0> : tensor<2x1xf32>
  %du3 = stablehlo.slice %r#2 [0:2, 3:4] : (tensor<2x4xf32>) -> tensor<2x1xf32>
  check.expect_eq_const %du3, dense<99.0> : tensor<2x1xf32>
  func.return
}

// -----

// lapack_dgtsv_ffi on one system that needs a row interchange (|d[0]| < |dl[1]|).
func.func @dgtsv() {
  %dl = stablehlo.constant dense<[99.0, 3.0, 1.0]> : tensor<3xf64>
  %d = stablehlo.constant dense<[0.25, 2.0, -1.0]> : tensor<3xf64>
  %du = stablehlo.constant dense<[1.0, 4.0, 99.0]> : tensor<3xf64>
  %b = stablehlo.constant dense<[[1.0], [2.0], [3.0]]> : tensor<3x1xf64>
  %a = stablehlo.constant dense<[[0.25, 1.0, 0.0], [3.0, 2.0, 4.0], [0.0, 1.0, -1.0]]> : tensor<3x3xf64>
  %r:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3x1xf64>) -> (tensor<3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<3x1xf64>, tensor<i32>)
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  %ax = stablehlo.dot_general %a, %r#3, contracting_dims = [1] x [0] : (tensor<3x3xf64>, tensor<3x1xf64>) -> tensor<3x1xf64>
  check.expect_almost_eq %ax, %b, tolerance = 1.0e-12 : tensor<3x1xf64>
  func.return
}

// -----

// lapack_cgtsv_ffi and lapack_zgtsv_ffi on complex systems.
func.func @cgtsv_zgtsv() {
  %dl = stablehlo.constant dense<[(99.0, 0.0), (1.0, 1.0), (0.0, -2.0)]> : tensor<3xcomplex<f32>>
  %d = stablehlo.constant dense<[(3.0, 1.0), (4.0, 0.0), (2.0, -1.0)]> : tensor<3xcomplex<f32>>
  %du = stablehlo.constant dense<[(1.0, 0.0), (-1.0, 1.0), (99.0, 0.0)]> : tensor<3xcomplex<f32>>
  %b = stablehlo.constant dense<[[(1.0, 0.0), (0.0, 1.0)], [(2.0, -1.0), (1.0, 0.0)], [(0.0, 3.0), (-1.0, -1.0)]]> : tensor<3x2xcomplex<f32>>
  %a = stablehlo.constant dense<[[(3.0, 1.0), (1.0, 0.0), (0.0, 0.0)], [(1.0, 1.0), (4.0, 0.0), (-1.0, 1.0)], [(0.0, 0.0), (0.0, -2.0), (2.0, -1.0)]]> : tensor<3x3xcomplex<f32>>
  %r:5 = stablehlo.custom_call @lapack_cgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<3x2xcomplex<f32>>, tensor<i32>)
  check.expect_eq_const %r#4, dense<0> : tensor<i32>
  %ax = stablehlo.dot_general %a, %r#3, contracting_dims = [1] x [0] : (tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
  check.expect_almost_eq %ax, %b, tolerance = 1.0e-5 : tensor<3x2xcomplex<f32>>
  %dlz = stablehlo.convert %dl : (tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f64>>
  %dz = stablehlo.convert %d : (tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f64>>
  %duz = stablehlo.convert %du : (tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f64>>
  %bz = stablehlo.convert %b : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f64>>
  %az = stablehlo.convert %a : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f64>>
  %z:5 = stablehlo.custom_call @lapack_zgtsv_ffi(%dlz, %dz, %duz, %bz) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3x2xcomplex<f64>>) -> (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<3x2xcomplex<f64>>, tensor<i32>)
  check.expect_eq_const %z#4, dense<0> : tensor<i32>
  %azx = stablehlo.dot_general %az, %z#3, contracting_dims = [1] x [0] : (tensor<3x3xcomplex<f64>>, tensor<3x2xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
  check.expect_almost_eq %azx, %bz, tolerance = 1.0e-12 : tensor<3x2xcomplex<f64>>
  func.return
}

// -----

// A singular system: LAPACK's info is the first zero pivot (1-based), here 1 (the first column is 0).
func.func @singular() {
  %dl = stablehlo.constant dense<[0.0, 0.0, 1.0]> : tensor<3xf32>
  %d = stablehlo.constant dense<[0.0, 1.0, 1.0]> : tensor<3xf32>
  %du = stablehlo.constant dense<[1.0, 1.0, 0.0]> : tensor<3xf32>
  %b = stablehlo.constant dense<[[1.0], [1.0], [1.0]]> : tensor<3x1xf32>
  %r:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x1xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x1xf32>, tensor<i32>)
  check.expect_eq_const %r#4, dense<1> : tensor<i32>
  // The GPU form has no info: its solution is NaN.
  %x = stablehlo.custom_call @cusparse_gtsv2_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  %nan = stablehlo.compare NE, %x, %x : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xi1>
  check.expect_eq_const %nan, dense<true> : tensor<3x1xi1>
  func.return
}

// -----

// cusparse_gtsv2_ffi as JAX's CUDA export calls it (its recorded inputs; num_batch_dims is informative),
// and hipsparse_gtsv2_ffi on a batch of two f64 systems with two right-hand sides each.
func.func @gtsv2() {
  %dl = stablehlo.constant dense<[0.0, 2.0, 3.0]> : tensor<3xf32>
  %d = stablehlo.constant dense<[1.0, 1.0, 1.0]> : tensor<3xf32>
  %du = stablehlo.constant dense<[1.0, 2.0, 0.0]> : tensor<3xf32>
  %b = stablehlo.constant dense<[[1.0], [1.0], [1.0]]> : tensor<3x1xf32>
  %x = stablehlo.custom_call @cusparse_gtsv2_ffi(%dl, %d, %du, %b) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  check.expect_almost_eq_const %x, dense<[[0.571428571], [0.428571429], [-0.285714286]]> : tensor<3x1xf32>
  %dl2 = stablehlo.constant dense<[[0.0, 1.0, 1.0], [0.0, -2.0, 0.5]]> : tensor<2x3xf64>
  %d2 = stablehlo.constant dense<[[2.0, 2.0, 2.0], [1.0, 3.0, -4.0]]> : tensor<2x3xf64>
  %du2 = stablehlo.constant dense<[[1.0, 1.0, 0.0], [2.0, 1.0, 0.0]]> : tensor<2x3xf64>
  %b2 = stablehlo.constant dense<[[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]], [[3.0, -1.0], [2.0, 2.0], [1.0, 0.0]]]> : tensor<2x3x2xf64>
  %a2 = stablehlo.constant dense<[[[2.0, 1.0, 0.0], [1.0, 2.0, 1.0], [0.0, 1.0, 2.0]], [[1.0, 2.0, 0.0], [-2.0, 3.0, 1.0], [0.0, 0.5, -4.0]]]> : tensor<2x3x3xf64>
  %x2 = stablehlo.custom_call @hipsparse_gtsv2_ffi(%dl2, %d2, %du2, %b2) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]} : (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
  %ax2 = stablehlo.dot_general %a2, %x2, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
  check.expect_almost_eq %ax2, %b2, tolerance = 1.0e-12 : tensor<2x3x2xf64>
  func.return
}
