// A batched product with at least 512 rows per batch and weights that are not constants (the Mixtral
// MoE layer's expert products: [experts, tokens, hidden] x [experts, hidden, ffn]) runs as one 2-D
// oneDNN product per batch index, each packing its slice of the weights into oneDNN's blocked layout
// before it runs: oneDNN's batched product reads weights only as they lie, several times slower for a
// weight of many columns. The multiply after it, which the batched call would take as a post-op, runs
// as a kernel instead. The results are the evaluator's within the products' rounding.

// The plan where oneDNN's f32 kernels pack weights (its brgemm kernels, on CPUs with AVX-512; on AVX2
// its gemm kernels read them as they lie, and the batched product takes the multiply); the results on
// every CPU.
// RUN: %if avx512f %{ %hlx run %s --print-after-all | FileCheck %s --check-prefix=PLAN %}
// PLAN-LABEL: ----- memory plan -----
// PLAN: library stablehlo.dot_general (
// PLAN-NEXT: kernel {stablehlo.multiply}

// RUN: %hlx run %s --seed=4 --save-outputs=%t.cpu.npz
// RUN: %hlx run %s --backend=interp --seed=4 --save-outputs=%t.interp.npz
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// SAME: result0: {{.*}} ok

func.func @main(%x: tensor<512x64x3xf32>, %w: tensor<3x64x96xf32>, %gate: tensor<3x512x96xf32>) -> tensor<3x512x96xf32> {
  %up = stablehlo.dot_general %x, %w, batching_dims = [2] x [0], contracting_dims = [1] x [1] : (tensor<512x64x3xf32>, tensor<3x64x96xf32>) -> tensor<3x512x96xf32>
  %r = stablehlo.multiply %up, %gate : tensor<3x512x96xf32>
  return %r : tensor<3x512x96xf32>
}
