// A few rows times a large matrix of bf16 or f16 weights that the program widens to f32 (torch-mlir's
// decode-step linear layers): the streaming product reads the narrow weights themselves, half the bytes
// of an f32 copy, and widens them as they pass; no step converts them. [N, K] matrices: one row with
// bf16 weights and a bias (K not a multiple of 8 or 16: the masked tail), three rows of a rank-3 lhs
// with f16 weights and tanh. A [K, N] bf16 matrix (two rows) is streamed on CPUs with AVX-512 and stays
// a oneDNN call on its f32 copy with AVX2 only; nine rows go to the packed product where it runs
// (AVX2 without AVX-512: the streaming product takes at most 8 rows of narrow weights there), else are
// streamed. The results match the evaluator's within f32's rounding.

// RUN: %if avx512f %{ %hlx run --backend=cpu --print-after-all %s | FileCheck %s %}
// RUN: %if !avx512f %{ %hlx run --backend=cpu --print-after-all %s | FileCheck %s --check-prefix=AVX2 %}
// AVX2-LABEL: ----- fusion plan -----
// AVX2-NEXT: step 0: streaming stablehlo.dot_general + stablehlo.add (
// AVX2-NEXT: step 1: streaming stablehlo.dot_general + stablehlo.tanh (
// AVX2-NEXT: step 2: kernel {stablehlo.convert}
// AVX2-NEXT: step 3: library stablehlo.dot_general (
// AVX2-NEXT: step 4: packed stablehlo.dot_general (
// AVX2-NEXT: arena:
// CHECK-LABEL: ----- fusion plan -----
// CHECK-NEXT: step 0: streaming stablehlo.dot_general + stablehlo.add (
// CHECK-NEXT: step 1: streaming stablehlo.dot_general + stablehlo.tanh (
// CHECK-NEXT: step 2: streaming stablehlo.dot_general (
// CHECK-NEXT: step 3: streaming stablehlo.dot_general (
// CHECK-NEXT: arena:

// RUN: %hlx run --backend=cpu --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-5

func.func @main(%o: tensor<1x1027xf32>, %wb: tensor<602x1027xbf16>, %e: tensor<602xf32>,
                %y: tensor<1x3x300xf32>, %wh: tensor<1024x300xf16>,
                %x2: tensor<2x700xf32>, %kn: tensor<700x1027xbf16>,
                %x9: tensor<9x1027xf32>, %w5b: tensor<602x1027xbf16>)
    -> (tensor<1x602xf32>, tensor<1x3x1024xf32>, tensor<2x1027xf32>, tensor<9x602xf32>) {
  %w = stablehlo.convert %wb : (tensor<602x1027xbf16>) -> tensor<602x1027xf32>
  %0 = stablehlo.dot_general %o, %w, contracting_dims = [1] x [1] : (tensor<1x1027xf32>, tensor<602x1027xf32>) -> tensor<1x602xf32>
  %eb = stablehlo.broadcast_in_dim %e, dims = [1] : (tensor<602xf32>) -> tensor<1x602xf32>
  %1 = stablehlo.add %0, %eb : tensor<1x602xf32>

  %h = stablehlo.convert %wh : (tensor<1024x300xf16>) -> tensor<1024x300xf32>
  %2 = stablehlo.dot_general %y, %h, contracting_dims = [2] x [1] : (tensor<1x3x300xf32>, tensor<1024x300xf32>) -> tensor<1x3x1024xf32>
  %3 = stablehlo.tanh %2 : tensor<1x3x1024xf32>

  %k = stablehlo.convert %kn : (tensor<700x1027xbf16>) -> tensor<700x1027xf32>
  %4 = stablehlo.dot_general %x2, %k, contracting_dims = [1] x [0] : (tensor<2x700xf32>, tensor<700x1027xf32>) -> tensor<2x1027xf32>

  %w5 = stablehlo.convert %w5b : (tensor<602x1027xbf16>) -> tensor<602x1027xf32>
  %5 = stablehlo.dot_general %x9, %w5, contracting_dims = [1] x [1] : (tensor<9x1027xf32>, tensor<602x1027xf32>) -> tensor<9x602xf32>
  return %1, %3, %4, %5 : tensor<1x602xf32>, tensor<1x3x1024xf32>, tensor<2x1027xf32>, tensor<9x602xf32>
}
