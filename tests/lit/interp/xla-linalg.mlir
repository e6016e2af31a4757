// XLA's own linear-algebra custom calls, which JAX's TPU lowerings emit: @Qr (geqrf's packed QR and
// Householder scalars, as one tuple), @ProductOfElementaryHouseholderReflectors (orgqr / ungqr's Q) and
// @LuDecomposition (getrf's LU, its 0-based pivots and the row permutation, as one tuple), on row-major
// buffers, batched over leading dimensions, for f32, f64 and complex. The expected values are LAPACK's,
// from the same routines called through scipy.linalg.lapack.

// RUN: %hlx run --backend=interp %s 2>&1 | FileCheck %s --allow-empty
// RUN: %hlx run --backend=cpu %s 2>&1 | FileCheck %s --allow-empty
// CHECK-NOT: failed

// QR of a 4x3 f64 matrix: packed factors, taus, Q; and Q R = A.
func.func @qr_f64() {
  %a = stablehlo.constant dense<[[2.0, -1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 4.0], [1.0, 0.0, 2.0]]> : tensor<4x3xf64>
  %t = stablehlo.custom_call @Qr(%a) {xla_shape = "(f64[4,3]{1,0}, f64[3]{0})"} : (tensor<4x3xf64>) -> tuple<tensor<4x3xf64>, tensor<3xf64>>
  %packed = stablehlo.get_tuple_element %t[0] : (tuple<tensor<4x3xf64>, tensor<3xf64>>) -> tensor<4x3xf64>
  %taus = stablehlo.get_tuple_element %t[1] : (tuple<tensor<4x3xf64>, tensor<3xf64>>) -> tensor<3xf64>
  %want1 = stablehlo.constant dense<[[-2.449489742783178, -0.408248290463863, -1.2247448713915892], [0.22474487139158905, -3.2914029430219163, -1.9748417658131499], [0.0, 0.15565665374225682, -3.9496835316262997], [0.22474487139158905, 0.02070127054502202, 0.22164360970481567]]> : tensor<4x3xf64>
  check.expect_almost_eq %packed, %want1, tolerance = 1.0e-12 : tensor<4x3xf64>
  %want2 = stablehlo.constant dense<[1.816496580927726, 1.951871653544484, 1.9063489135017873]> : tensor<3xf64>
  check.expect_almost_eq %taus, %want2, tolerance = 1.0e-12 : tensor<3xf64>
  %q = stablehlo.custom_call @ProductOfElementaryHouseholderReflectors(%packed, %taus) : (tensor<4x3xf64>, tensor<3xf64>) -> tensor<4x3xf64>
  %want3 = stablehlo.constant dense<[[-0.816496580927726, 0.4050957468334667, 0.050636968354183284], [-0.408248290463863, -0.8608284620211168, 0.3038218101251], [0.0, -0.3038218101251, -0.8608284620211167], [-0.408248290463863, 0.05063696835418334, -0.4050957468334666]]> : tensor<4x3xf64>
  check.expect_almost_eq %q, %want3, tolerance = 1.0e-12 : tensor<4x3xf64>
  // R: the upper triangle of the packed factors' first three rows.
  %top = stablehlo.slice %packed [0:3, 0:3] : (tensor<4x3xf64>) -> tensor<3x3xf64>
  %row = stablehlo.iota dim = 0 : tensor<3x3xi32>
  %col = stablehlo.iota dim = 1 : tensor<3x3xi32>
  %upper = stablehlo.compare LE, %row, %col, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
  %zero = stablehlo.constant dense<0.0> : tensor<3x3xf64>
  %r = stablehlo.select %upper, %top, %zero : tensor<3x3xi1>, tensor<3x3xf64>
  %qr = stablehlo.dot_general %q, %r, contracting_dims = [1] x [0] : (tensor<4x3xf64>, tensor<3x3xf64>) -> tensor<4x3xf64>
  check.expect_almost_eq %qr, %a, tolerance = 1.0e-12 : tensor<4x3xf64>
  func.return
}

// A batch of two 3x3 f32 matrices.
func.func @qr_f32_batch() {
  %a = stablehlo.constant dense<[[[1.0, 2.0, 0.0], [3.0, 1.0, 1.0], [0.0, 1.0, 2.0]], [[4.0, 0.0, 1.0], [0.0, 2.0, 0.0], [1.0, 0.0, 3.0]]]> : tensor<2x3x3xf32>
  %t = stablehlo.custom_call @Qr(%a) {xla_shape = "(f32[2,3,3]{2,1,0}, f32[2,3]{1,0})"} : (tensor<2x3x3xf32>) -> tuple<tensor<2x3x3xf32>, tensor<2x3xf32>>
  %packed = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2x3x3xf32>, tensor<2x3xf32>>) -> tensor<2x3x3xf32>
  %taus = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2x3x3xf32>, tensor<2x3xf32>>) -> tensor<2x3xf32>
  %want4 = stablehlo.constant dense<[[[-3.1622777, -1.5811388, -0.9486833], [0.7207592, 1.8708287, 0.8017837], [0.0, -0.28968984, 1.8593394]], [[-4.1231055, 0.0, -1.6977494], [0.0, 2.0, 0.0], [0.12310562, 0.0, 2.667892]]]> : tensor<2x3x3xf32>
  check.expect_almost_eq %packed, %want4, tolerance = 1.0e-5 : tensor<2x3x3xf32>
  %want5 = stablehlo.constant dense<[[1.3162278, 1.8451543, 0.0], [1.9701426, 0.0, 0.0]]> : tensor<2x3xf32>
  check.expect_almost_eq %taus, %want5, tolerance = 1.0e-5 : tensor<2x3xf32>
  %q = stablehlo.custom_call @ProductOfElementaryHouseholderReflectors(%packed, %taus) : (tensor<2x3x3xf32>, tensor<2x3xf32>) -> tensor<2x3x3xf32>
  %want6 = stablehlo.constant dense<[[[-0.3162278, 0.80178374, -0.50709254], [-0.9486833, -0.26726127, 0.16903085], [0.0, 0.5345225, 0.8451543]], [[-0.9701426, 0.0, -0.24253564], [0.0, 1.0, 0.0], [-0.24253564, 0.0, 0.9701425]]]> : tensor<2x3x3xf32>
  check.expect_almost_eq %q, %want6, tolerance = 1.0e-5 : tensor<2x3x3xf32>
  func.return
}

// complex<f32>: the unitary Q of ungqr.
func.func @qr_complex() {
  %a = stablehlo.constant dense<[[(1.0, 1.0), (2.0, 0.0)], [(0.0, 0.5), (1.0, -1.0)]]> : tensor<2x2xcomplex<f32>>
  %t = stablehlo.custom_call @Qr(%a) {xla_shape = "(c64[2,2]{1,0}, c64[2]{0})"} : (tensor<2x2xcomplex<f32>>) -> tuple<tensor<2x2xcomplex<f32>>, tensor<2xcomplex<f32>>>
  %packed = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2x2xcomplex<f32>>, tensor<2xcomplex<f32>>>) -> tensor<2x2xcomplex<f32>>
  %taus = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2x2xcomplex<f32>>, tensor<2xcomplex<f32>>>) -> tensor<2xcomplex<f32>>
  %want7 = stablehlo.constant dense<[[(-1.5, 0.0), (-1.0, 1.6666666)], [(0.06896552, 0.17241378), (-1.4907119, 0.0)]]> : tensor<2x2xcomplex<f32>>
  check.expect_almost_eq %packed, %want7, tolerance = 1.0e-5 : tensor<2x2xcomplex<f32>>
  %want8 = stablehlo.constant dense<[(1.6666666, 0.6666667), (1.3392656, -0.9406907)]> : tensor<2xcomplex<f32>>
  check.expect_almost_eq %taus, %want8, tolerance = 1.0e-5 : tensor<2xcomplex<f32>>
  %q = stablehlo.custom_call @ProductOfElementaryHouseholderReflectors(%packed, %taus) : (tensor<2x2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  %want9 = stablehlo.constant dense<[[(-0.66666663, -0.6666667), (-0.14907116, -0.29814243)], [(0.0, -0.3333333), (-0.29814249, 0.89442724)]]> : tensor<2x2xcomplex<f32>>
  check.expect_almost_eq %q, %want9, tolerance = 1.0e-5 : tensor<2x2xcomplex<f32>>
  func.return
}

// LU of a 3x3 f32 matrix: pivots [2, 2, 2] (0-based; LAPACK's are 1-based), rows of P A = [2, 0, 1].
func.func @lu_f32() {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 10.0]]> : tensor<3x3xf32>
  %t = stablehlo.custom_call @LuDecomposition(%a) {xla_shape = "(f32[3,3]{1,0}, s32[3]{0}, s32[3]{0})"} : (tensor<3x3xf32>) -> tuple<tensor<3x3xf32>, tensor<3xi32>, tensor<3xi32>>
  %lu = stablehlo.get_tuple_element %t[0] : (tuple<tensor<3x3xf32>, tensor<3xi32>, tensor<3xi32>>) -> tensor<3x3xf32>
  %pivots = stablehlo.get_tuple_element %t[1] : (tuple<tensor<3x3xf32>, tensor<3xi32>, tensor<3xi32>>) -> tensor<3xi32>
  %perm = stablehlo.get_tuple_element %t[2] : (tuple<tensor<3x3xf32>, tensor<3xi32>, tensor<3xi32>>) -> tensor<3xi32>
  %want10 = stablehlo.constant dense<[[7.0, 8.0, 10.0], [0.14285715, 0.8571428, 1.5714285], [0.5714286, 0.4999998, -0.5]]> : tensor<3x3xf32>
  check.expect_almost_eq %lu, %want10, tolerance = 1.0e-5 : tensor<3x3xf32>
  check.expect_eq_const %pivots, dense<[2, 2, 2]> : tensor<3xi32>
  check.expect_eq_const %perm, dense<[2, 0, 1]> : tensor<3xi32>
  func.return
}

// A batch of two wide 2x3 f64 matrices: min(m, n) = 2 pivots, a permutation of the m = 2 rows.
func.func @lu_f64_wide_batch() {
  %a = stablehlo.constant dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[0.0, 1.0, 2.0], [3.0, 0.0, 1.0]]]> : tensor<2x2x3xf64>
  %t = stablehlo.custom_call @LuDecomposition(%a) {xla_shape = "(f64[2,2,3]{2,1,0}, s32[2,2]{1,0}, s32[2,2]{1,0})"} : (tensor<2x2x3xf64>) -> tuple<tensor<2x2x3xf64>, tensor<2x2xi32>, tensor<2x2xi32>>
  %lu = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2x2x3xf64>, tensor<2x2xi32>, tensor<2x2xi32>>) -> tensor<2x2x3xf64>
  %pivots = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2x2x3xf64>, tensor<2x2xi32>, tensor<2x2xi32>>) -> tensor<2x2xi32>
  %perm = stablehlo.get_tuple_element %t[2] : (tuple<tensor<2x2x3xf64>, tensor<2x2xi32>, tensor<2x2xi32>>) -> tensor<2x2xi32>
  %want11 = stablehlo.constant dense<[[[4.0, 5.0, 6.0], [0.25, 0.75, 1.5]], [[3.0, 0.0, 1.0], [0.0, 1.0, 2.0]]]> : tensor<2x2x3xf64>
  check.expect_almost_eq %lu, %want11, tolerance = 1.0e-12 : tensor<2x2x3xf64>
  check.expect_eq_const %pivots, dense<[[1, 1], [1, 1]]> : tensor<2x2xi32>
  check.expect_eq_const %perm, dense<[[1, 0], [1, 0]]> : tensor<2x2xi32>
  func.return
}

// complex<f64>.
func.func @lu_complex() {
  %a = stablehlo.constant dense<[[(0.0, 1.0), (2.0, 0.0)], [(3.0, 0.0), (4.0, 1.0)]]> : tensor<2x2xcomplex<f64>>
  %t = stablehlo.custom_call @LuDecomposition(%a) {xla_shape = "(c128[2,2]{1,0}, s32[2]{0}, s32[2]{0})"} : (tensor<2x2xcomplex<f64>>) -> tuple<tensor<2x2xcomplex<f64>>, tensor<2xi32>, tensor<2xi32>>
  %lu = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2x2xcomplex<f64>>, tensor<2xi32>, tensor<2xi32>>) -> tensor<2x2xcomplex<f64>>
  %perm = stablehlo.get_tuple_element %t[2] : (tuple<tensor<2x2xcomplex<f64>>, tensor<2xi32>, tensor<2xi32>>) -> tensor<2xi32>
  %want12 = stablehlo.constant dense<[[(3.0, 0.0), (4.0, 1.0)], [(0.0, 0.3333333333333333), (2.3333333333333335, -1.3333333333333333)]]> : tensor<2x2xcomplex<f64>>
  check.expect_almost_eq %lu, %want12, tolerance = 1.0e-12 : tensor<2x2xcomplex<f64>>
  check.expect_eq_const %perm, dense<[1, 0]> : tensor<2xi32>
  func.return
}
