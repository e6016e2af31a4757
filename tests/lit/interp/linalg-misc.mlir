// fft of lengths that are not powers of two, cholesky, triangular_solve and batch norm.

// RUN: %hlx run --backend=interp %s
// RUN: %hlx run --backend=cpu %s

// FFT of length 3, then IFFT back.
func.func @fft_length_3() {
  %x = stablehlo.constant dense<[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0)]> : tensor<3xcomplex<f64>>
  %f = stablehlo.fft %x, type = FFT, length = [3] : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %f, dense<[(6.0, 0.0), (-1.5, 0.86602540378443865), (-1.5, -0.86602540378443865)]> : tensor<3xcomplex<f64>>
  %i = stablehlo.fft %f, type = IFFT, length = [3] : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %i, dense<[(1.0, 0.0), (2.0, 0.0), (3.0, 0.0)]> : tensor<3xcomplex<f64>>
  func.return
}

// -----

// RFFT of length 5 keeps 3 frequencies; IRFFT restores the signal.
func.func @rfft_length_5() {
  %x = stablehlo.constant dense<[1.0, 0.0, 0.0, 0.0, 0.0]> : tensor<5xf32>
  %f = stablehlo.fft %x, type = RFFT, length = [5] : (tensor<5xf32>) -> tensor<3xcomplex<f32>>
  check.expect_eq_const %f, dense<(1.0, 0.0)> : tensor<3xcomplex<f32>>
  %i = stablehlo.fft %f, type = IRFFT, length = [5] : (tensor<3xcomplex<f32>>) -> tensor<5xf32>
  check.expect_almost_eq_const %i, dense<[1.0, 0.0, 0.0, 0.0, 0.0]> : tensor<5xf32>
  func.return
}

// -----

// Cholesky, lower and upper; a matrix that is not positive definite gives NaN.
func.func @cholesky() {
  %a = stablehlo.constant dense<[[4.0, 2.0], [2.0, 5.0]]> : tensor<2x2xf32>
  %l = stablehlo.cholesky %a, lower = true : tensor<2x2xf32>
  check.expect_eq_const %l, dense<[[2.0, 0.0], [1.0, 2.0]]> : tensor<2x2xf32>
  %u = stablehlo.cholesky %a : tensor<2x2xf32>
  check.expect_eq_const %u, dense<[[2.0, 1.0], [0.0, 2.0]]> : tensor<2x2xf32>
  %bad = stablehlo.constant dense<[[-1.0, 0.0], [0.0, 1.0]]> : tensor<2x2xf32>
  %n = stablehlo.cholesky %bad, lower = true : tensor<2x2xf32>
  check.expect_eq_const %n, dense<0x7FC00000> : tensor<2x2xf32>
  func.return
}

// -----

// X A = B with A upper triangular (its lower triangle ignored), unit diagonal, and A transposed.
func.func @triangular_solve_right() {
  %a = stablehlo.constant dense<[[9.0, 2.0], [99.0, 9.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[1.0, 4.0]]> : tensor<1x2xf32>
  // A as read: [[1, 2], [0, 1]]; X A = B gives X = [1, 2].
  %x = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  check.expect_eq_const %x, dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  // op(A) = A^T = [[1, 0], [2, 1]]; X A^T = B gives X = [-7, 4].
  %y = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = false, unit_diagonal = true, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  check.expect_eq_const %y, dense<[[-7.0, 4.0]]> : tensor<1x2xf32>
  func.return
}

// -----

// Batch norm over feature dimension 1.
func.func @batch_norm() {
  %x = stablehlo.constant dense<[[1.0, 10.0], [3.0, 30.0]]> : tensor<2x2xf32>
  %scale = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %offset = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf32>
  %y, %mean, %var = "stablehlo.batch_norm_training"(%x, %scale, %offset) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_eq_const %y, dense<[[-1.0, -1.0], [1.0, 3.0]]> : tensor<2x2xf32>
  check.expect_eq_const %mean, dense<[2.0, 20.0]> : tensor<2xf32>
  check.expect_eq_const %var, dense<[1.0, 100.0]> : tensor<2xf32>
  %z = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %var) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %z, dense<[[-1.0, -1.0], [1.0, 3.0]]> : tensor<2x2xf32>
  %dy = stablehlo.constant dense<[[1.0, 1.0], [1.0, 1.0]]> : tensor<2x2xf32>
  %dx, %dscale, %doffset = "stablehlo.batch_norm_grad"(%x, %scale, %mean, %var, %dy) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  check.expect_eq_const %dx, dense<0.0> : tensor<2x2xf32>
  check.expect_eq_const %dscale, dense<0.0> : tensor<2xf32>
  check.expect_eq_const %doffset, dense<2.0> : tensor<2xf32>
  func.return
}
