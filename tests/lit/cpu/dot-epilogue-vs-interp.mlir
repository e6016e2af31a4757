// dot_general epilogues as oneDNN post-ops: a dense layer as JAX and torchax write it (a scale broadcast
// from a scalar, a bias computed from an argument and broadcast in two steps, tanh, a residual add) and a
// batched product with a bias per column and a scale per row (broadcast into the middle dimension), in
// f32 and in bf16. Each product is one oneDNN call that ends where the chain ends; a maximum (relu) after
// a call stays a kernel, and so does a tanh on CPUs without AVX-512, where oneDNN's product applies it in
// a slow pass of its own (DnnlDotTakesTanh). The results match the evaluator's within f32's and bf16's
// roundings.

// RUN: %if avx512f %{ %hlx run --backend=cpu --entry=f32 --print-after-all %s | FileCheck %s %} \
// RUN:   %else %{ %hlx run --backend=cpu --entry=f32 --print-after-all %s | FileCheck %s --check-prefix=AVX2 %}
// The bf16 plan where oneDNN multiplies bf16 (AVX512-BF16); elsewhere the product is widened to f32
// (widen-products) and its epilogue runs in the kernel after it.
// RUN: %if avx512_bf16 %{ %hlx run --backend=cpu --entry=bf16 --print-after-all %s | FileCheck %s %}
// CHECK-LABEL: ----- fusion plan -----
// CHECK: library stablehlo.dot_general + stablehlo.multiply + stablehlo.add + stablehlo.tanh + stablehlo.add (
// CHECK: library stablehlo.dot_general + stablehlo.add + stablehlo.multiply (
// CHECK-NEXT: kernel {stablehlo.maximum}
// CHECK-NOT: evaluate
// CHECK-LABEL: ----- memory plan -----
// AVX2-LABEL: ----- fusion plan -----
// AVX2: library stablehlo.dot_general + stablehlo.multiply + stablehlo.add (
// AVX2-NEXT: kernel {stablehlo.tanh, stablehlo.add}
// AVX2-NEXT: library stablehlo.dot_general + stablehlo.add + stablehlo.multiply (
// AVX2-NEXT: kernel {stablehlo.maximum}
// AVX2-NOT: evaluate
// AVX2-LABEL: ----- memory plan -----

// RUN: %hlx run --backend=cpu --entry=f32 --save-outputs=%t.f32.cpu.npz %s
// RUN: %hlx run --backend=interp --entry=f32 --save-outputs=%t.f32.interp.npz %s
// RUN: %hlx compare %t.f32.interp.npz %t.f32.cpu.npz --rtol=1e-5
// RUN: %hlx run --backend=cpu --entry=bf16 --save-outputs=%t.bf16.cpu.npz %s
// RUN: %hlx run --backend=interp --entry=bf16 --save-outputs=%t.bf16.interp.npz %s
// RUN: %hlx compare %t.bf16.interp.npz %t.bf16.cpu.npz --rtol=1e-2 --bf16

func.func @f32(%x: tensor<7x64xf32>, %w: tensor<64x32xf32>, %c: tensor<32xf32>, %s: tensor<f32>,
               %r: tensor<7x32xf32>, %q: tensor<2x7x64xf32>, %k: tensor<2x64x32xf32>, %v: tensor<7xf32>)
    -> (tensor<7x32xf32>, tensor<2x7x32xf32>) {
  %half = stablehlo.constant dense<0.5> : tensor<32xf32>
  %bias = stablehlo.multiply %c, %half : tensor<32xf32>
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<7x64xf32>, tensor<64x32xf32>) -> tensor<7x32xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<7x32xf32>
  %1 = stablehlo.multiply %sb, %0 : tensor<7x32xf32>
  %b1 = stablehlo.broadcast_in_dim %bias, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
  %bb = stablehlo.broadcast_in_dim %b1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<7x32xf32>
  %2 = stablehlo.add %bb, %1 : tensor<7x32xf32>
  %3 = stablehlo.tanh %2 : tensor<7x32xf32>
  %4 = stablehlo.add %3, %r : tensor<7x32xf32>
  %5 = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x7x64xf32>, tensor<2x64x32xf32>) -> tensor<2x7x32xf32>
  %cb = stablehlo.broadcast_in_dim %c, dims = [2] : (tensor<32xf32>) -> tensor<2x7x32xf32>
  %6 = stablehlo.add %5, %cb : tensor<2x7x32xf32>
  %vb = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<7xf32>) -> tensor<2x7x32xf32>
  %7 = stablehlo.multiply %6, %vb : tensor<2x7x32xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<2x7x32xf32>
  %8 = stablehlo.maximum %7, %zero : tensor<2x7x32xf32>
  return %4, %8 : tensor<7x32xf32>, tensor<2x7x32xf32>
}

func.func @bf16(%x: tensor<7x64xbf16>, %w: tensor<64x32xbf16>, %c: tensor<32xbf16>, %s: tensor<bf16>,
                %r: tensor<7x32xbf16>, %q: tensor<2x7x64xbf16>, %k: tensor<2x64x32xbf16>, %v: tensor<7xbf16>)
    -> (tensor<7x32xbf16>, tensor<2x7x32xbf16>) {
  %half = stablehlo.constant dense<0.5> : tensor<32xbf16>
  %bias = stablehlo.multiply %c, %half : tensor<32xbf16>
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<7x64xbf16>, tensor<64x32xbf16>) -> tensor<7x32xbf16>
  %sb = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<bf16>) -> tensor<7x32xbf16>
  %1 = stablehlo.multiply %sb, %0 : tensor<7x32xbf16>
  %b1 = stablehlo.broadcast_in_dim %bias, dims = [1] : (tensor<32xbf16>) -> tensor<1x32xbf16>
  %bb = stablehlo.broadcast_in_dim %b1, dims = [0, 1] : (tensor<1x32xbf16>) -> tensor<7x32xbf16>
  %2 = stablehlo.add %bb, %1 : tensor<7x32xbf16>
  %3 = stablehlo.tanh %2 : tensor<7x32xbf16>
  %4 = stablehlo.add %3, %r : tensor<7x32xbf16>
  %5 = stablehlo.dot_general %q, %k, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x7x64xbf16>, tensor<2x64x32xbf16>) -> tensor<2x7x32xbf16>
  %cb = stablehlo.broadcast_in_dim %c, dims = [2] : (tensor<32xbf16>) -> tensor<2x7x32xbf16>
  %6 = stablehlo.add %5, %cb : tensor<2x7x32xbf16>
  %vb = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<7xbf16>) -> tensor<2x7x32xbf16>
  %7 = stablehlo.multiply %6, %vb : tensor<2x7x32xbf16>
  %zero = stablehlo.constant dense<0.0> : tensor<2x7x32xbf16>
  %8 = stablehlo.maximum %7, %zero : tensor<2x7x32xbf16>
  return %4, %8 : tensor<7x32xbf16>, tensor<2x7x32xbf16>
}
