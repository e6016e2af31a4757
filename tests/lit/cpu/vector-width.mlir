// REQUIRES: avx512f
// On a CPU with AVX-512 the kernels' loops are vectorized 16 f32 lanes wide, the width of its registers:
// LLVM's tuning for Intel's AVX-512 CPUs prefers 256-bit vectors unless a function asks for more, and
// at 8 lanes a compute-bound kernel (tanh) ran about 1.5 times as long.

// RUN: %hlx run %s --print-after-all --inputs=zeros | FileCheck %s
// CHECK-LABEL: kernels (optimized LLVM IR)
// CHECK: fdiv <16 x float>
func.func @main(%x: tensor<4096xf32>) -> tensor<4096xf32> {
  %t = stablehlo.tanh %x : tensor<4096xf32>
  return %t : tensor<4096xf32>
}
