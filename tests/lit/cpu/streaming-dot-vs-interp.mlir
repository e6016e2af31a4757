// A few rows times a large matrix (at least 1 MiB) runs as hlx's streaming product, with its epilogue.
// [N, K] matrices: a dense layer as torchax writes it (K not a multiple of 16, N not a multiple of the
// row blocks or of the tiles; bias, tanh, residual), a rank-3 lhs with a scale per row and a subtracted
// vector, 12 rows (two passes of 6), one row. [K, N] matrices, as JAX writes dense layers: 7 rows with
// a bias (K not a multiple of the rows walked together, N not one of the column blocks), 12 rows. A
// batched product, a small matrix and 13 rows stay oneDNN calls.
// The results match the evaluator's within f32's rounding.

// The plan on CPUs with AVX-512; with AVX2 only, [K, N] matrices stay oneDNN calls (oneDNN's GEMM reads
// them faster there: streaming_dot.cc).
// RUN: %if avx512f %{ %hlx run --backend=cpu --print-after-all %s | FileCheck %s %}
// RUN: %if !avx512f %{ %hlx run --backend=cpu --print-after-all %s | FileCheck %s --check-prefix=AVX2 %}
// AVX2-LABEL: ----- fusion plan -----
// AVX2: streaming stablehlo.dot_general + stablehlo.add + stablehlo.tanh + stablehlo.add (
// AVX2: streaming stablehlo.dot_general + stablehlo.multiply + stablehlo.subtract (
// AVX2: streaming stablehlo.dot_general (
// AVX2: streaming stablehlo.dot_general + stablehlo.add (
// AVX2: library stablehlo.dot_general + stablehlo.add (
// AVX2-NOT: streaming stablehlo
// AVX2-LABEL: ----- memory plan -----
// CHECK-LABEL: ----- fusion plan -----
// CHECK: streaming stablehlo.dot_general + stablehlo.add + stablehlo.tanh + stablehlo.add (
// CHECK: streaming stablehlo.dot_general + stablehlo.multiply + stablehlo.subtract (
// CHECK: streaming stablehlo.dot_general (
// CHECK: streaming stablehlo.dot_general + stablehlo.add (
// CHECK: streaming stablehlo.dot_general + stablehlo.add (
// CHECK: streaming stablehlo.dot_general (
// CHECK: library stablehlo.dot_general (
// CHECK: library stablehlo.dot_general (
// CHECK-NOT: evaluate
// CHECK-LABEL: ----- memory plan -----

// RUN: %hlx run --backend=cpu --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-5

func.func @main(%x: tensor<7x700xf32>, %w: tensor<1027x700xf32>, %c: tensor<1027xf32>, %r: tensor<7x1027xf32>,
                %y: tensor<1x3x512xf32>, %v: tensor<1024x512xf32>, %s: tensor<3xf32>, %d: tensor<1024xf32>,
                %z: tensor<12x256xf32>, %u: tensor<1100x256xf32>,
                %o: tensor<1x1024xf32>, %p: tensor<602x1024xf32>, %e: tensor<602xf32>,
                %kn: tensor<700x1027xf32>, %bq: tensor<2x7x64xf32>, %bk: tensor<2x64x32xf32>,
                %small: tensor<32x64xf32>, %z13: tensor<13x256xf32>, %ukn: tensor<256x1100xf32>)
    -> (tensor<7x1027xf32>, tensor<1x3x1024xf32>, tensor<12x1100xf32>, tensor<1x602xf32>,
        tensor<7x1027xf32>, tensor<2x7x32xf32>, tensor<7x32xf32>, tensor<13x1100xf32>, tensor<12x1100xf32>) {
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [1] : (tensor<7x700xf32>, tensor<1027x700xf32>) -> tensor<7x1027xf32>
  %cb = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<1027xf32>) -> tensor<7x1027xf32>
  %1 = stablehlo.add %0, %cb : tensor<7x1027xf32>
  %2 = stablehlo.tanh %1 : tensor<7x1027xf32>
  %3 = stablehlo.add %r, %2 : tensor<7x1027xf32>

  %4 = stablehlo.dot_general %y, %v, contracting_dims = [2] x [1] : (tensor<1x3x512xf32>, tensor<1024x512xf32>) -> tensor<1x3x1024xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<3xf32>) -> tensor<1x3x1024xf32>
  %5 = stablehlo.multiply %4, %sb : tensor<1x3x1024xf32>
  %db = stablehlo.broadcast_in_dim %d, dims = [2] : (tensor<1024xf32>) -> tensor<1x3x1024xf32>
  %6 = stablehlo.subtract %5, %db : tensor<1x3x1024xf32>

  %7 = stablehlo.dot_general %z, %u, contracting_dims = [1] x [1] : (tensor<12x256xf32>, tensor<1100x256xf32>) -> tensor<12x1100xf32>

  %8 = stablehlo.dot_general %o, %p, contracting_dims = [1] x [1] : (tensor<1x1024xf32>, tensor<602x1024xf32>) -> tensor<1x602xf32>
  %eb = stablehlo.broadcast_in_dim %e, dims = [1] : (tensor<602xf32>) -> tensor<1x602xf32>
  %9 = stablehlo.add %eb, %8 : tensor<1x602xf32>

  %k0 = stablehlo.dot_general %x, %kn, contracting_dims = [1] x [0] : (tensor<7x700xf32>, tensor<700x1027xf32>) -> tensor<7x1027xf32>
  %10 = stablehlo.add %k0, %cb : tensor<7x1027xf32>
  %14 = stablehlo.dot_general %z, %ukn, contracting_dims = [1] x [0] : (tensor<12x256xf32>, tensor<256x1100xf32>) -> tensor<12x1100xf32>
  %11 = stablehlo.dot_general %bq, %bk, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x7x64xf32>, tensor<2x64x32xf32>) -> tensor<2x7x32xf32>
  %xs = stablehlo.slice %x [0:7, 0:64] : (tensor<7x700xf32>) -> tensor<7x64xf32>
  %12 = stablehlo.dot_general %xs, %small, contracting_dims = [1] x [1] : (tensor<7x64xf32>, tensor<32x64xf32>) -> tensor<7x32xf32>
  %13 = stablehlo.dot_general %z13, %u, contracting_dims = [1] x [1] : (tensor<13x256xf32>, tensor<1100x256xf32>) -> tensor<13x1100xf32>
  return %3, %6, %7, %9, %10, %11, %12, %13, %14 : tensor<7x1027xf32>, tensor<1x3x1024xf32>, tensor<12x1100xf32>, tensor<1x602xf32>, tensor<7x1027xf32>, tensor<2x7x32xf32>, tensor<7x32xf32>, tensor<13x1100xf32>, tensor<12x1100xf32>
}
