// Ops whose MLIR syntax ends in a functional type print one even when every type is the same (a square
// matmul, the transpose of a square matrix, a complex-to-complex fft, a compare of booleans): MLIR's
// reader accepts nothing else for them, and JAX reads hlx's optimized program back with it. Elementwise
// ops, reverse and iota keep the single type.
// RUN: %hlx opt %s | FileCheck %s
// RUN: %hlx opt %s > %t.1.mlir && %hlx opt %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir

func.func @main(%a: tensor<4x4xf32>, %c: tensor<8xcomplex<f32>>, %p: tensor<3xi1>, %t: tensor<2x3xf32>)
    -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<8xcomplex<f32>>, tensor<3xi1>,
        tensor<2x3xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xi32>, tensor<2x3xf32>) {
  // CHECK: stablehlo.dot_general %arg0, %arg0, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %0 = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK: stablehlo.dot %arg0, %arg0 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = stablehlo.dot %a, %a : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK: stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %2 = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK: stablehlo.fft %arg1, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  %3 = stablehlo.fft %c, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  // CHECK: stablehlo.compare EQ, %arg2, %arg2 : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  %4 = stablehlo.compare EQ, %p, %p : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  // CHECK: stablehlo.slice %arg3 [0:2, 0:3] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = stablehlo.slice %t [0:2, 0:3] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %6 = stablehlo.broadcast_in_dim %a, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK: stablehlo.reverse %arg0, dims = [0] : tensor<4x4xf32>
  %7 = stablehlo.reverse %a, dims = [0] : tensor<4x4xf32>
  // CHECK: stablehlo.iota dim = 0 : tensor<4xi32>
  %8 = stablehlo.iota dim = 0 : tensor<4xi32>
  // CHECK: stablehlo.add %arg3, %arg3 : tensor<2x3xf32>
  %9 = stablehlo.add %t, %t : tensor<2x3xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>,
      tensor<8xcomplex<f32>>, tensor<3xi1>, tensor<2x3xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4xi32>,
      tensor<2x3xf32>
}
