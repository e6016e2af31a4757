// LAPACK custom calls of JAX's CPU lowerings on the evaluator: symmetric/Hermitian and general
// eigendecompositions, Schur, Hessenberg and tridiagonal reductions, and SVDs. Expected values come
// from the same LAPACK routines called through scipy.linalg.lapack on the same matrices.

// RUN: %hlx run --backend=interp %s
// RUN: %hlx run --backend=cpu %s
// syevd/heevd: eigenvalues ascending, eigenvectors in place of the operand (mode V).
func.func @syevd() {
  %c2 = stablehlo.constant dense<[[[2.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 4.0]], [[1.0, 0.0, 0.0], [0.0, -1.0, 0.0], [0.0, 0.0, 5.0]]]> : tensor<2x3x3xf32>
  %r1:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%c2) {mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2x3xf32>, tensor<2xi32>)
  check.expect_almost_eq_const %r1#0, dense<[[[0.78867506980896, -0.5773501396179199, 0.2113247811794281], [-0.5773503184318542, -0.5773501992225647, 0.5773501396179199], [0.21132490038871765, 0.5773501992225647, 0.78867506980896]], [[0.0, 1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 1.0]]]> : tensor<2x3x3xf32>
  check.expect_almost_eq_const %r1#1, dense<[[1.267949104309082, 3.0, 4.732050895690918], [-1.0, 1.0, 5.0]]> : tensor<2x3xf32>
  check.expect_eq_const %r1#2, dense<[0, 0]> : tensor<2xi32>
  %c4 = stablehlo.constant dense<[[(2.0, 0.0), (1.0, -1.0)], [(1.0, 1.0), (3.0, 0.0)]]> : tensor<2x2xcomplex<f64>>
  %r3:3 = stablehlo.custom_call @lapack_zheevd_ffi(%c4) {mhlo.backend_config = {mode = 86 : ui8, uplo = 85 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<2x2xcomplex<f64>>) -> (tensor<2x2xcomplex<f64>>, tensor<2xf64>, tensor<i32>)
  check.expect_almost_eq_const %r3#0, dense<[[(0.5773502691896256, -0.5773502691896258), (0.4082482904638628, -0.40824829046386285)], [(-0.5773502691896256, 0.0), (0.8164965809277261, 0.0)]]> : tensor<2x2xcomplex<f64>>
  check.expect_almost_eq_const %r3#1, dense<[0.9999999999999992, 4.0]> : tensor<2xf64>
  %c6 = stablehlo.constant dense<[[1.0, 2.0], [2.0, 1.0]]> : tensor<2x2xf64>
  %r5:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%c6) {mhlo.backend_config = {mode = 78 : ui8, uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<2x2xf64>) -> (tensor<2x2xf64>, tensor<2xf64>, tensor<i32>)
  check.expect_almost_eq_const %r5#1, dense<[-1.0, 3.0]> : tensor<2xf64>
  func.return
}

// -----

// geev: eigenvalues (real and imaginary parts for real types) and complex left/right eigenvectors;
// a conjugate pair's vectors are unpacked from LAPACK's two real columns.
func.func @geev() {
  %c2 = stablehlo.constant dense<[[0.0, -2.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 3.0]]> : tensor<3x3xf64>
  %r1:5 = stablehlo.custom_call @lapack_dgeev_ffi(%c2) {mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3x3xf64>) -> (tensor<3xf64>, tensor<3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<i32>)
  check.expect_almost_eq_const %r1#0, dense<[0.0, 0.0, 3.0]> : tensor<3xf64>
  check.expect_almost_eq_const %r1#1, dense<[1.4142135623730951, -1.4142135623730951, 0.0]> : tensor<3xf64>
  check.expect_almost_eq_const %r1#2, dense<[[(0.0, 0.5773502691896258), (0.0, -0.5773502691896258), (0.0, 0.0)], [(0.8164965809277261, 0.0), (0.8164965809277261, 0.0), (0.0, 0.0)], [(0.0, 0.0), (0.0, 0.0), (1.0, 0.0)]]> : tensor<3x3xcomplex<f64>>
  check.expect_almost_eq_const %r1#3, dense<[[(0.8164965809277261, 0.0), (0.8164965809277261, 0.0), (0.0, 0.0)], [(0.0, -0.5773502691896258), (0.0, 0.5773502691896258), (0.0, 0.0)], [(0.0, 0.0), (0.0, 0.0), (1.0, 0.0)]]> : tensor<3x3xcomplex<f64>>
  check.expect_eq_const %r1#4, dense<0> : tensor<i32>
  %c4 = stablehlo.constant dense<[[(1.0, 1.0), (2.0, 0.0)], [(0.5, 0.0), (-0.0, -1.0)]]> : tensor<2x2xcomplex<f32>>
  %r3:4 = stablehlo.custom_call @lapack_cgeev_ffi(%c4) {mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<2x2xcomplex<f32>>) -> (tensor<2xcomplex<f32>>, tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>, tensor<i32>)
  check.expect_almost_eq_const %r3#0, dense<[(1.3002426624298096, 0.6248104572296143), (-0.3002425730228424, -0.6248104572296143)]> : tensor<2xcomplex<f32>>
  check.expect_almost_eq_const %r3#2, dense<[[(0.9723284244537354, 0.0), (-0.4329513907432556, 0.5410252213478088)], [(0.14596721529960632, -0.18240368366241455), (0.7210026383399963, 0.0)]]> : tensor<2x2xcomplex<f32>>
  %c6 = stablehlo.constant dense<[[1.0, 0x7FC00000], [0.0, 1.0]]> : tensor<2x2xf32>
  %r5:5 = stablehlo.custom_call @lapack_sgeev_ffi(%c6) {mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<2x2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>, tensor<i32>)
  // A matrix with a NaN is not given to LAPACK: info -4.
  check.expect_eq_const %r5#4, dense<-4> : tensor<i32>
  func.return
}

// -----

// gees: real Schur form T, Schur vectors, eigenvalues; sdim 0 (no sorting).
func.func @gees() {
  %c2 = stablehlo.constant dense<[[1.0, 2.0, 0.0], [-3.0, 1.0, 1.0], [0.0, 1.0, 2.0]]> : tensor<3x3xf64>
  %r1:6 = stablehlo.custom_call @lapack_dgees_ffi(%c2) {mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>]} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3x3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<i32>, tensor<i32>)
  check.expect_almost_eq_const %r1#0, dense<[[0.9211395955698114, 2.030495584918796, 1.5116201427394171], [-2.5493173870792027, 0.9211395955698114, 1.3192110087409366], [0.0, 0.0, 2.1577208088603737]]> : tensor<3x3xf64>
  check.expect_almost_eq_const %r1#1, dense<[[0.833140010715788, -0.4071065295762916, -0.37435544088585576], [0.48607099802514914, 0.8618958494730822, 0.14446636127455176], [0.26384220174818707, -0.3023240285478836, 0.9159625943996006]]> : tensor<3x3xf64>
  check.expect_almost_eq_const %r1#2, dense<[0.9211395955698114, 0.9211395955698114, 2.1577208088603737]> : tensor<3xf64>
  check.expect_almost_eq_const %r1#3, dense<[2.2751654223420856, -2.2751654223420856, 0.0]> : tensor<3xf64>
  check.expect_eq_const %r1#4, dense<0> : tensor<i32>
  check.expect_eq_const %r1#5, dense<0> : tensor<i32>
  %c4 = stablehlo.constant dense<[[(0.0, 1.0), (2.0, 0.0)], [(1.0, 0.0), (1.0, 0.0)]]> : tensor<2x2xcomplex<f64>>
  %r3:5 = stablehlo.custom_call @lapack_zgees_ffi(%c4) {mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>]} : (tensor<2x2xcomplex<f64>>) -> (tensor<2x2xcomplex<f64>>, tensor<2x2xcomplex<f64>>, tensor<2xcomplex<f64>>, tensor<i32>, tensor<i32>)
  check.expect_almost_eq_const %r3#0, dense<[[(-0.9250531240639468, 0.6754320563762937), (0.6525775424347651, 1.2045899408064726)], [(0.0, 0.0), (1.925053124063947, 0.3245679436237061)]]> : tensor<2x2xcomplex<f64>>
  check.expect_almost_eq_const %r3#1, dense<[[(-0.8472900776060142, 0.2972836813233053), (-0.4389292896126691, 0.03260392506088049)], [(0.44013854319890894, 0.0), (-0.8669839363618467, -0.2337026248916761)]]> : tensor<2x2xcomplex<f64>>
  check.expect_almost_eq_const %r3#2, dense<[(-0.9250531240639468, 0.6754320563762937), (1.925053124063947, 0.3245679436237061)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

// gehrd: Hessenberg form with the reflectors below it, n - 1 taus; low and high are 1-based.
func.func @gehrd() {
  %c2 = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [4.0, 1.0, 2.0, 3.0], [3.0, 4.0, 1.0, 2.0], [2.0, 3.0, 4.0, 1.0]]> : tensor<4x4xf32>
  %r1:3 = stablehlo.custom_call @lapack_sgehrd_ffi(%c2) {mhlo.backend_config = {high = 4 : i32, low = 1 : i32}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<3xf32>, tensor<i32>)
  check.expect_almost_eq_const %r1#0, dense<[[1.0, -4.642383098602295, -2.7161643505096436, 0.2659451961517334], [-5.385164737701416, 6.379311561584473, 1.4275450706481934, -0.44446349143981934], [0.3196534514427185, 3.111865997314453, -1.385204553604126, 1.0539758205413818], [0.2131022959947586, 0.645313024520874, -1.174368143081665, -1.9941060543060303]]> : tensor<4x4xf32>
  check.expect_almost_eq_const %r1#1, dense<[1.7427812814712524, 1.4120017290115356, 0.0]> : tensor<3xf32>
  func.return
}

// -----

// sytrd/hetrd: tridiagonal reduction: reflectors, diagonal, off-diagonal, taus.
func.func @sytrd() {
  %c2 = stablehlo.constant dense<[[4.0, 1.0, 2.0], [1.0, 3.0, 0.0], [2.0, 0.0, 5.0]]> : tensor<3x3xf64>
  %r1:5 = stablehlo.custom_call @lapack_dsytrd_ffi(%c2) {mhlo.backend_config = {uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3xf64>, tensor<2xf64>, tensor<2xf64>, tensor<i32>)
  check.expect_almost_eq_const %r1#0, dense<[[4.0, 1.0, 2.0], [-2.23606797749979, 4.6, 0.0], [0.6180339887498948, -0.8000000000000004, 3.4000000000000004]]> : tensor<3x3xf64>
  check.expect_almost_eq_const %r1#1, dense<[4.0, 4.6, 3.4000000000000004]> : tensor<3xf64>
  check.expect_almost_eq_const %r1#2, dense<[-2.23606797749979, -0.8000000000000004]> : tensor<2xf64>
  check.expect_almost_eq_const %r1#3, dense<[1.4472135954999579, 0.0]> : tensor<2xf64>
  %c4 = stablehlo.constant dense<[[(2.0, 0.0), (0.0, 1.0), (0.0, 0.0)], [(-0.0, -1.0), (1.0, 0.0), (1.0, 1.0)], [(0.0, 0.0), (1.0, -1.0), (3.0, 0.0)]]> : tensor<3x3xcomplex<f32>>
  %r3:5 = stablehlo.custom_call @lapack_chetrd_ffi(%c4) {mhlo.backend_config = {uplo = 85 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3xf32>, tensor<2xf32>, tensor<2xcomplex<f32>>, tensor<i32>)
  check.expect_almost_eq_const %r3#1, dense<[2.0, 1.0, 3.0]> : tensor<3xf32>
  check.expect_almost_eq_const %r3#2, dense<[-1.0, -1.4142135381698608]> : tensor<2xf32>
  check.expect_almost_eq_const %r3#3, dense<[(1.7071068286895752, -0.7071068286895752), (1.7071068286895752, 0.7071067690849304)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

// gesdd (divide and conquer) and gesvd (QR): singular values descending, U and VT; mode A full,
// S thin, N values only.
func.func @svd() {
  %c2 = stablehlo.constant dense<[[3.0, 1.0], [1.0, 3.0], [1.0, 1.0]]> : tensor<3x2xf32>
  %r1:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%c2) {mhlo.backend_config = {mode = 65 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>, tensor<3x3xf32>, tensor<2x2xf32>, tensor<i32>)
  check.expect_almost_eq_const %r1#1, dense<[4.242640495300293, 2.0]> : tensor<2xf32>
  check.expect_almost_eq_const %r1#2, dense<[[-0.666666567325592, 0.7071067690849304, -0.2357022762298584], [-0.6666666865348816, -0.7071067094802856, -0.23570223152637482], [-0.3333333134651184, 6.062927582206612e-08, 0.9428090453147888]]> : tensor<3x3xf32>
  check.expect_almost_eq_const %r1#3, dense<[[-0.7071066498756409, -0.7071068286895752], [0.7071068286895752, -0.7071066498756409]]> : tensor<2x2xf32>
  check.expect_eq_const %r1#4, dense<0> : tensor<i32>
  %c4 = stablehlo.constant dense<[[3.0, 1.0], [1.0, 3.0], [1.0, 1.0]]> : tensor<3x2xf32>
  %r3:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%c4) {mhlo.backend_config = {mode = 83 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>, tensor<3x2xf32>, tensor<2x2xf32>, tensor<i32>)
  check.expect_almost_eq_const %r3#1, dense<[4.242640495300293, 2.0]> : tensor<2xf32>
  check.expect_almost_eq_const %r3#2, dense<[[-0.666666567325592, 0.7071067690849304], [-0.6666666865348816, -0.7071067094802856], [-0.3333333134651184, 6.062927582206612e-08]]> : tensor<3x2xf32>
  check.expect_almost_eq_const %r3#3, dense<[[-0.7071066498756409, -0.7071068286895752], [0.7071068286895752, -0.7071066498756409]]> : tensor<2x2xf32>
  %c6 = stablehlo.constant dense<[[[(1.0, 0.0), (0.0, 2.0), (0.0, 0.0)], [(0.0, 0.0), (1.0, 0.0), (1.0, 0.0)]]]> : tensor<1x2x3xcomplex<f64>>
  %r5:5 = stablehlo.custom_call @lapack_zgesdd_ffi(%c6) {mhlo.backend_config = {mode = 78 : ui8}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<1x2x3xcomplex<f64>>) -> (tensor<1x2x3xcomplex<f64>>, tensor<1x2xf64>, tensor<1x2x2xcomplex<f64>>, tensor<1x3x3xcomplex<f64>>, tensor<1xi32>)
  check.expect_almost_eq_const %r5#1, dense<[[2.4494897427831783, 1.0000000000000002]]> : tensor<1x2xf64>
  %c8 = stablehlo.constant dense<[[3.0, 1.0], [1.0, 3.0], [1.0, 1.0]]> : tensor<3x2xf64>
  %r7:5 = stablehlo.custom_call @lapack_dgesvd_ffi(%c8) {mhlo.backend_config = {mode = 83 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3x2xf64>) -> (tensor<3x2xf64>, tensor<2xf64>, tensor<3x2xf64>, tensor<2x2xf64>, tensor<i32>)
  check.expect_almost_eq_const %r7#1, dense<[4.242640687119286, 2.0]> : tensor<2xf64>
  check.expect_almost_eq_const %r7#2, dense<[[-0.6666666666666663, 0.7071067811865474], [-0.6666666666666666, -0.7071067811865476], [-0.33333333333333326, 5.92577380243529e-18]]> : tensor<3x2xf64>
  check.expect_almost_eq_const %r7#3, dense<[[-0.7071067811865476, -0.7071067811865475], [0.7071067811865475, -0.7071067811865476]]> : tensor<2x2xf64>
  func.return
}
