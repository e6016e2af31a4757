// dot_general, dot and einsum on edge cases: integer wrap-around, empty contractions, booleans,
// preferred element types and batching.

// RUN: %hlx run --backend=interp %s
// RUN: %hlx run --backend=cpu %s

// i8 sums wrap: 100 * 2 + 100 * 1 = 300 = 44 (mod 256).
func.func @integer_wrap() {
  %a = stablehlo.constant dense<[[100, 100]]> : tensor<1x2xi8>
  %b = stablehlo.constant dense<[[2], [1]]> : tensor<2x1xi8>
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<1x2xi8>, tensor<2x1xi8>) -> tensor<1x1xi8>
  check.expect_eq_const %r, dense<44> : tensor<1x1xi8>
  func.return
}

// -----

// i8 operands with an i32 result convert first: no wrap.
func.func @preferred_type() {
  %a = stablehlo.constant dense<[[100, 100]]> : tensor<1x2xi8>
  %b = stablehlo.constant dense<[[2], [1]]> : tensor<2x1xi8>
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<1x2xi8>, tensor<2x1xi8>) -> tensor<1x1xi32>
  check.expect_eq_const %r, dense<300> : tensor<1x1xi32>
  func.return
}

// -----

// Contracting an empty dimension gives zeros.
func.func @empty_contraction() {
  %a = stablehlo.constant dense<> : tensor<2x0xf32>
  %b = stablehlo.constant dense<> : tensor<0x3xf32>
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x0xf32>, tensor<0x3xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %r, dense<0.0> : tensor<2x3xf32>
  func.return
}

// -----

// Booleans: and for the products, or for the sum.
func.func @booleans() {
  %a = stablehlo.constant dense<[[true, false], [false, false]]> : tensor<2x2xi1>
  %b = stablehlo.constant dense<[[true, true], [true, false]]> : tensor<2x2xi1>
  %r = stablehlo.dot %a, %b : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
  check.expect_eq_const %r, dense<[[true, true], [false, false]]> : tensor<2x2xi1>
  func.return
}

// -----

// Batching dimensions that are not leading, contracting dimensions in another order.
func.func @batching() {
  %a = stablehlo.constant dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : tensor<2x2x2xi32>
  %b = stablehlo.constant dense<[[[1, 0], [0, 1]], [[2, 0], [0, 2]]]> : tensor<2x2x2xi32>
  // r[j, i, k] = sum_l a[i, j, l] * b[l, j, k]
  %r = stablehlo.dot_general %a, %b, batching_dims = [1] x [1], contracting_dims = [2] x [0] : (tensor<2x2x2xi32>, tensor<2x2x2xi32>) -> tensor<2x2x2xi32>
  check.expect_eq_const %r, dense<[[[5, 0], [17, 0]], [[0, 11], [0, 23]]]> : tensor<2x2x2xi32>
  func.return
}

// -----

// Complex products.
func.func @complex() {
  %a = stablehlo.constant dense<[(1.0, 2.0), (0.0, 1.0)]> : tensor<2xcomplex<f32>>
  %b = stablehlo.constant dense<[(3.0, -1.0), (0.0, 1.0)]> : tensor<2xcomplex<f32>>
  %r = stablehlo.dot %a, %b : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<complex<f32>>
  check.expect_eq_const %r, dense<(4.0, 5.0)> : tensor<complex<f32>>
  func.return
}

// -----

// einsum and unary_einsum, with a diagonal.
func.func @einsum() {
  %a = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %b = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  %r = "stablehlo.einsum"(%a, %b) {einsum_config = "ab,bc->ac"} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %r, dense<[[19, 22], [43, 50]]> : tensor<2x2xi32>
  %d = "stablehlo.unary_einsum"(%a) {einsum_config = "aa->a"} : (tensor<2x2xi32>) -> tensor<2xi32>
  check.expect_eq_const %d, dense<[1, 4]> : tensor<2xi32>
  func.return
}
