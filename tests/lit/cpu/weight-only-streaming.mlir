// Weight-only int8 products on the CPU backend: a dequantized weight that only a dot_general reads
// (zero points 0, a scale per output feature or per tensor) becomes, in lower-quantized, the product of
// the converted int8 weights followed by a multiply by the scales; the streaming product (a few rows
// times a large matrix) then reads the int8 weights themselves, a quarter of the bytes, converting them
// as they pass, and takes the scales and a bias as its epilogue: no step converts or dequantizes the
// weights. Both weight layouts, [K, N] (JAX's) and [N, K] (torch's). The results are the evaluator's,
// which dequantizes first, within rounding.

// RUN: %hlx opt --passes=lower-quantized %s | FileCheck %s --check-prefix=LOWERED
// The plan on CPUs with AVX-512; with AVX2 only, the [K, N] product stays a oneDNN call on the converted
// weights (oneDNN's GEMM reads [K, N] matrices faster there: streaming_dot.cc).
// RUN: %if avx512f %{ %hlx run --backend=cpu --print-after-all --inputs=random %s | FileCheck %s %}
// RUN: %if !avx512f %{ %hlx run --backend=cpu --print-after-all --inputs=random %s | FileCheck %s --check-prefix=AVX2 %}
// AVX2-LABEL: ----- fusion plan -----
// AVX2-NEXT: step 0: kernel {stablehlo.convert}
// AVX2-NEXT: step 1: library stablehlo.dot_general + stablehlo.multiply + stablehlo.add (
// AVX2-NEXT: step 2: streaming stablehlo.dot_general + stablehlo.multiply (
// AVX2-NEXT: arena:
// RUN: %hlx run --backend=cpu --inputs=random --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --inputs=random --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-5

// LOWERED:      %[[W:.*]] = stablehlo.convert %{{.*}} : (tensor<1024x256xi8>) -> tensor<1024x256xf32>
// LOWERED:      %[[S:.*]] = stablehlo.broadcast_in_dim %{{.*}}, dims = [1] : (tensor<256xf32>) -> tensor<2x256xf32>
// LOWERED:      %[[D:.*]] = stablehlo.dot_general %arg0, %[[W]], contracting_dims = [1] x [0]
// LOWERED-NEXT: %[[M:.*]] = stablehlo.multiply %[[D]], %[[S]] : tensor<2x256xf32>
// LOWERED:      stablehlo.add %[[M]],
// LOWERED:      %[[WT:.*]] = stablehlo.convert %{{.*}} : (tensor<256x1024xi8>) -> tensor<256x1024xf32>
// LOWERED:      %[[ST:.*]] = stablehlo.constant dense<0.03> : tensor<2x256xf32>
// LOWERED:      %[[DT:.*]] = stablehlo.dot_general %arg0, %[[WT]], contracting_dims = [1] x [1]
// LOWERED-NEXT: stablehlo.multiply %[[DT]], %[[ST]] : tensor<2x256xf32>

// CHECK-LABEL: ----- fusion plan -----
// CHECK-NEXT: step 0: streaming stablehlo.dot_general + stablehlo.multiply + stablehlo.add (
// CHECK-NEXT: step 1: streaming stablehlo.dot_general + stablehlo.multiply (
// CHECK-NEXT: arena:
func.func @main(%x: tensor<2x1024xf32>, %w: tensor<1024x256x!quant.uniform<i8:f32:1, {0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01}>>, %b: tensor<256xf32>, %wt: tensor<256x1024x!quant.uniform<i8:f32, 3.0e-02>>)
    -> (tensor<2x256xf32>, tensor<2x256xf32>) {
  %wf = stablehlo.uniform_dequantize %w : (tensor<1024x256x!quant.uniform<i8:f32:1, {0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01,0.0125,0.015,0.0175,0.0025,0.005,0.0075,0.01}>>) -> tensor<1024x256xf32>
  %d = stablehlo.dot_general %x, %wf, contracting_dims = [1] x [0] : (tensor<2x1024xf32>, tensor<1024x256xf32>) -> tensor<2x256xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<256xf32>) -> tensor<2x256xf32>
  %y = stablehlo.add %d, %bb : tensor<2x256xf32>
  %wtf = stablehlo.uniform_dequantize %wt : (tensor<256x1024x!quant.uniform<i8:f32, 3.0e-02>>) -> tensor<256x1024xf32>
  %d2 = stablehlo.dot_general %x, %wtf, contracting_dims = [1] x [1] : (tensor<2x1024xf32>, tensor<256x1024xf32>) -> tensor<2x256xf32>
  return %y, %d2 : tensor<2x256xf32>, tensor<2x256xf32>
}
