// LAPACK custom calls of JAX's CPU lowerings on the evaluator: LU, Cholesky, QR (plain, pivoted,
// forming and applying Q) and triangular solves. Expected values come from the same LAPACK routines
// called through scipy.linalg.lapack on the same matrices.

// RUN: %hlx run --backend=interp %s
// RUN: %hlx run --backend=cpu %s
// getrf: LU with partial pivoting; pivots are 1-based, info 0.
func.func @getrf() {
  %c2 = stablehlo.constant dense<[[2.0, 1.0, 1.0], [4.0, 3.0, 3.0], [8.0, 7.0, 9.0]]> : tensor<3x3xf32>
  %r1:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%c2) {mhlo.backend_config = {}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xi32>, tensor<i32>)
  check.expect_almost_eq_const %r1#0, dense<[[8.0, 7.0, 9.0], [0.25, -0.75, -1.25], [0.5, 0.6666666865348816, -0.6666665077209473]]> : tensor<3x3xf32>
  check.expect_eq_const %r1#1, dense<[3, 3, 3]> : tensor<3xi32>
  check.expect_eq_const %r1#2, dense<0> : tensor<i32>
  %c4 = stablehlo.constant dense<[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.5]], [[0.0, 1.0], [1.0, 0.0], [2.0, 2.0]]]> : tensor<2x3x2xf64>
  %r3:3 = stablehlo.custom_call @lapack_dgetrf_ffi(%c4) {mhlo.backend_config = {}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x3x2xf64>) -> (tensor<2x3x2xf64>, tensor<2x2xi32>, tensor<2xi32>)
  check.expect_almost_eq_const %r3#0, dense<[[[5.0, 6.5], [0.2, 0.7], [0.6000000000000001, 0.14285714285714235]], [[2.0, 2.0], [0.5, -1.0], [0.0, -1.0]]]> : tensor<2x3x2xf64>
  check.expect_eq_const %r3#1, dense<[[3, 3], [3, 2]]> : tensor<2x2xi32>
  %c6 = stablehlo.constant dense<[[1.0, 2.0], [2.0, 4.0]]> : tensor<2x2xf32>
  %r5:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%c6) {mhlo.backend_config = {}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xi32>, tensor<i32>)
  check.expect_eq_const %r5#2, dense<2> : tensor<i32>
  func.return
}

// -----

// potrf: Cholesky in the lower or upper triangle (the other left as it was); info > 0 when not positive definite.
func.func @potrf() {
  %c2 = stablehlo.constant dense<[[(4.0, 0.0), (2.0, -1.0)], [(2.0, 1.0), (5.0, 0.0)]]> : tensor<2x2xcomplex<f64>>
  %r1:2 = stablehlo.custom_call @lapack_zpotrf_ffi(%c2) {mhlo.backend_config = {uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<2x2xcomplex<f64>>) -> (tensor<2x2xcomplex<f64>>, tensor<i32>)
  check.expect_almost_eq_const %r1#0, dense<[[(2.0, 0.0), (2.0, -1.0)], [(1.0, 0.5), (1.9364916731037085, 0.0)]]> : tensor<2x2xcomplex<f64>>
  check.expect_eq_const %r1#1, dense<0> : tensor<i32>
  %c4 = stablehlo.constant dense<[[[4.0, 2.0], [2.0, 5.0]], [[1.0, 2.0], [2.0, 1.0]]]> : tensor<2x2x2xf32>
  %r3:2 = stablehlo.custom_call @lapack_spotrf_ffi(%c4) {mhlo.backend_config = {uplo = 85 : ui8}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x2x2xf32>) -> (tensor<2x2x2xf32>, tensor<2xi32>)
  check.expect_eq_const %r3#1, dense<[0, 2]> : tensor<2xi32>
  func.return
}

// -----

// geqrf then orgqr/ungqr: Householder QR, then Q's first n columns.
func.func @qr() {
  %c2 = stablehlo.constant dense<[[1.0, 2.0, 0.0], [3.0, 4.0, 1.0], [5.0, 6.0, 7.0], [1.0, 0.0, 1.0]]> : tensor<4x3xf64>
  %r1:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%c2) {mhlo.backend_config = {}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<3xf64>)
  check.expect_almost_eq_const %r1#0, dense<[[-6.0, -7.333333333333332, -6.499999999999999], [0.42857142857142855, -1.490711984999859, 1.1180339887498953], [0.7142857142857142, -0.44721359549995693, -2.738612787525832], [0.14285714285714285, -0.8944271909999157, -0.6651715708670064]]> : tensor<4x3xf64>
  check.expect_almost_eq_const %r1#1, dense<[1.1666666666666667, 1.0000000000000007, 1.3865267684845906]> : tensor<3xf64>
  %c4 = stablehlo.constant dense<[[-6.0, -7.333333333333332, -6.499999999999999], [0.42857142857142855, -1.490711984999859, 1.1180339887498953], [0.7142857142857142, -0.44721359549995693, -2.738612787525832], [0.14285714285714285, -0.8944271909999157, -0.6651715708670064]]> : tensor<4x3xf64>
  %c5 = stablehlo.constant dense<[1.1666666666666667, 1.0000000000000007, 1.3865267684845906]> : tensor<3xf64>
  %r3 = stablehlo.custom_call @lapack_dorgqr_ffi(%c4, %c5) {mhlo.backend_config = {}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<4x3xf64>, tensor<3xf64>) -> tensor<4x3xf64>
  check.expect_almost_eq_const %r3, dense<[[-0.16666666666666674, -0.5217491947499501, 0.182574185835056], [-0.5, -0.22360679774997927, 0.7302967433402212], [-0.8333333333333333, 0.07453559924999292, -0.5477225575051661], [-0.16666666666666666, 0.8198915917499234, 0.36514837167011066]]> : tensor<4x3xf64>
  %c7 = stablehlo.constant dense<[[(1.0, 1.0), (2.0, 0.0)], [(0.0, 0.5), (3.0, -1.0)]]> : tensor<2x2xcomplex<f32>>
  %r6:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%c7) {mhlo.backend_config = {}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x2xcomplex<f32>>) -> (tensor<2x2xcomplex<f32>>, tensor<2xcomplex<f32>>)
  check.expect_almost_eq_const %r6#0, dense<[[(-1.5, 0.0), (-1.0, 2.3333332538604736)], [(0.06896551698446274, 0.17241378128528595), (-2.748737096786499, 0.0)]]> : tensor<2x2xcomplex<f32>>
  check.expect_almost_eq_const %r6#1, dense<[(1.6666666269302368, 0.6666666865348816), (1.8697829246520996, -0.4934345483779907)]> : tensor<2xcomplex<f32>>
  %c9 = stablehlo.constant dense<[[(-1.5, 0.0), (-1.0, 2.3333332538604736)], [(0.06896551698446274, 0.17241378128528595), (-2.748737096786499, 0.0)]]> : tensor<2x2xcomplex<f32>>
  %c10 = stablehlo.constant dense<[(1.6666666269302368, 0.6666666865348816), (1.8697829246520996, -0.4934345483779907)]> : tensor<2xcomplex<f32>>
  %r8 = stablehlo.custom_call @lapack_cungqr_ffi(%c9, %c10) {mhlo.backend_config = {}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_almost_eq_const %r8, dense<[[(-0.6666666269302368, -0.6666666865348816), (0.08084522187709808, -0.32338079810142517)], [(-7.450580596923828e-09, -0.3333333134651184), (-0.8084520697593689, 0.48507124185562134)]]> : tensor<2x2xcomplex<f32>>
  func.return
}

// -----

// geqp3: QR with column pivoting; jpvt in and out, 1-based (0 marks a free column).
func.func @geqp3() {
  %c2 = stablehlo.constant dense<[[1.0, 10.0, 2.0], [0.0, 20.0, 1.0], [3.0, 5.0, 4.0]]> : tensor<3x3xf32>
  %c3 = stablehlo.constant dense<[0, 0, 0]> : tensor<3xi32>
  %r1:3 = stablehlo.custom_call @lapack_sgeqp3_ffi(%c2, %c3) {mhlo.backend_config = {}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>]} : (tensor<3x3xf32>, tensor<3xi32>) -> (tensor<3x3xf32>, tensor<3xi32>, tensor<3xf32>)
  check.expect_almost_eq_const %r1#0, dense<[[-22.912878036499023, -2.618614673614502, -1.0910894870758057], [0.6076648235321045, 3.7606987953186035, 2.962975025177002], [0.15191620588302612, -0.592455267906189, 0.17407751083374023]]> : tensor<3x3xf32>
  check.expect_eq_const %r1#1, dense<[2, 3, 1]> : tensor<3xi32>
  check.expect_almost_eq_const %r1#2, dense<[1.4364358186721802, 1.4803813695907593, 0.0]> : tensor<3xf32>
  func.return
}

// -----

// ormqr/unmqr: Q^T C from the reflectors of a QR factorization.
func.func @ormqr() {
  %c2 = stablehlo.constant dense<[[-5.916079783099616, -7.859934568975204], [0.4337717455676132, 0.6866065623255952], [0.7229529092793553, 0.6520231559174967]]> : tensor<3x2xf64>
  %c3 = stablehlo.constant dense<[1.1690308509457032, 1.4033766124062892]> : tensor<2xf64>
  %c4 = stablehlo.constant dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]> : tensor<3x2xf64>
  %r1 = stablehlo.custom_call @lapack_dormqr_ffi(%c2, %c3, %c4) {mhlo.backend_config = {left = true, transpose = true}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<3x2xf64>, tensor<2xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
  check.expect_almost_eq_const %r1, dense<[[-1.0141851056742195, -1.3522468075656264], [0.7698316001832431, -0.18725633517970797], [0.6154574548966636, -0.36927447293799803]]> : tensor<3x2xf64>
  func.return
}

// -----

// trsm: op(A) X = B (side L) or X op(A) = B (side R), A's other triangle ignored.
func.func @trsm() {
  %c2 = stablehlo.constant dense<[[2.0, 99.0, 99.0], [1.0, 4.0, 99.0], [3.0, 2.0, 5.0]]> : tensor<3x3xf32>
  %c3 = stablehlo.constant dense<[[2.0, 4.0], [5.0, 6.0], [7.0, 1.0]]> : tensor<3x2xf32>
  %r1 = stablehlo.custom_call @lapack_strsm_ffi(%c2, %c3) {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  check.expect_almost_eq_const %r1, dense<[[1.0, 2.0], [1.0, 1.0], [0.4000000059604645, -1.399999976158142]]> : tensor<3x2xf32>
  %c5 = stablehlo.constant dense<[[(1.0, 1.0), (2.0, 0.0)], [(77.0, 0.0), (0.0, 3.0)]]> : tensor<2x2xcomplex<f32>>
  %c6 = stablehlo.constant dense<[[(1.0, 0.0), (0.0, 2.0)], [(3.0, 0.0), (4.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  %r4 = stablehlo.custom_call @lapack_ctrsm_ffi(%c5, %c6) {mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 67 : ui8, uplo = 85 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_almost_eq_const %r4, dense<[[(1.1666666269302368, 1.1666666269302368), (-0.6666666865348816, 0.0)], [(2.8333332538604736, 0.1666666716337204), (0.0, 1.3333333730697632)]]> : tensor<2x2xcomplex<f32>>
  func.return
}
