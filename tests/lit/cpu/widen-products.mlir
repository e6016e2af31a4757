// UNSUPPORTED: avx512_bf16
// On a CPU without bf16 dot-product instructions (an AVX2 CPU, say) oneDNN has no bf16 matmul or
// convolution: the CPU backend runs widen-products, and a bf16 product is an f32 one on operands
// widened in kernels (the activation's convert where it is made), where it was hlx's own GEMM computing
// in double (18x slower at 512x512x512). The f32 product is oneDNN's on a convert of the weight, except
// on CPUs with AVX2 and without AVX-512, where it is hlx's packed product, which widens the weight as it
// packs it (packed_dot.h). Its results are the evaluator's within bf16's rounding of sums added in f32
// in another order.

// RUN: %if avx512f %{ %hlx run %s --backend=cpu --print-after-all --inputs=zeros 2>&1 | FileCheck %s --check-prefixes=CHECK,AVX512 %}
// RUN: %if !avx512f %{ %hlx run %s --backend=cpu --print-after-all --inputs=zeros 2>&1 | FileCheck %s --check-prefixes=CHECK,AVX2 %}
// RUN: %hlx run %s --backend=cpu --seed=7 --save-outputs=%t.cpu.npz
// RUN: %hlx run %s --backend=interp --seed=7 --save-outputs=%t.interp.npz
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --bf16 --rtol=2e-2

// CHECK-LABEL: IR after widen-products
// CHECK:       stablehlo.dot_general %{{.*}}, %{{.*}} : (tensor<64x96xf32>, tensor<96x80xf32>) -> tensor<64x80xf32>
// CHECK:       stablehlo.convolution(%{{.*}}, %{{.*}}) {{.*}} : (tensor<1x10x10x16xf32>, tensor<3x3x16x8xf32>) -> tensor<1x8x8x8xf32>
// CHECK-LABEL: fusion plan
// CHECK-NOT:   fallback
// AVX512:      library stablehlo.dot_general
// AVX2:        packed stablehlo.dot_general
// CHECK:       library stablehlo.convolution
func.func @main(%x: tensor<64x96xbf16>, %w: tensor<96x80xbf16>, %img: tensor<1x10x10x16xbf16>, %k: tensor<3x3x16x8xbf16>) -> (tensor<64x80xbf16>, tensor<1x8x8x8xbf16>) {
  %e = stablehlo.exponential %x : tensor<64x96xbf16>
  %d = stablehlo.dot_general %e, %w, contracting_dims = [1] x [0] : (tensor<64x96xbf16>, tensor<96x80xbf16>) -> tensor<64x80xbf16>
  %c = stablehlo.convolution(%img, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x10x10x16xbf16>, tensor<3x3x16x8xbf16>) -> tensor<1x8x8x8xbf16>
  return %d, %c : tensor<64x80xbf16>, tensor<1x8x8x8xbf16>
}
