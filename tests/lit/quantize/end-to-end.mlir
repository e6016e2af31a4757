// hlx quantize end to end: a two-layer perceptron and a small convolutional network, whose weights the
// program computes from constants (sines of a scaled iota), quantized in each mode after calibration on
// 16 random samples, then run on held-back random inputs (seed 1000, which calibration never drew) on
// the CPU backend and the evaluator. The quantized outputs must agree with the float program's to a
// signal-to-quantization-noise ratio of at least the bound each mode states (hlx compare --min-sqnr).

// RUN: %hlx run %s --seed=1000 --save-outputs=%t.float.npz

// Static, per tensor and per channel, with each calibration method: at least 35 dB, but for
// average-min-max, whose mean of each sample's extremes (of 4 rows here) clips the ranges by design:
// at least 15 dB.
// RUN: %hlx quantize %s --calibration=random:16 -o %t.static.mlir
// RUN: %hlx run %t.static.mlir --seed=1000 --save-outputs=%t.static.npz
// RUN: %hlx compare %t.float.npz %t.static.npz --min-sqnr=35
// RUN: %hlx run %t.static.mlir --backend=interp --seed=1000 --save-outputs=%t.static-interp.npz
// RUN: %hlx compare %t.static.npz %t.static-interp.npz --rtol=0
// RUN: %hlx quantize %s --calibration=random:16 --per-channel -o %t.channel.mlir
// RUN: %hlx run %t.channel.mlir --seed=1000 --save-outputs=%t.channel.npz
// RUN: %hlx compare %t.float.npz %t.channel.npz --min-sqnr=35
// RUN: %hlx quantize %s --calibration=random:16 --calibrate=average-min-max -o %t.average.mlir
// RUN: %hlx run %t.average.mlir --seed=1000 --save-outputs=%t.average.npz
// RUN: %hlx compare %t.float.npz %t.average.npz --min-sqnr=15
// RUN: %hlx quantize %s --calibration=random:16 --calibrate=percentile:99.99 -o %t.percentile.mlir
// RUN: %hlx run %t.percentile.mlir --seed=1000 --save-outputs=%t.percentile.npz
// RUN: %hlx compare %t.float.npz %t.percentile.npz --min-sqnr=35
// RUN: %hlx quantize %s --calibration=random:16 --calibrate=mse -o %t.mse.mlir
// RUN: %hlx run %t.mse.mlir --seed=1000 --save-outputs=%t.mse.npz
// RUN: %hlx compare %t.float.npz %t.mse.npz --min-sqnr=35

// Weight-only and dynamic: at least 35 dB.
// RUN: %hlx quantize %s --mode=weight-only -o %t.weights.mlir
// RUN: %hlx run %t.weights.mlir --seed=1000 --save-outputs=%t.weights.npz
// RUN: %hlx compare %t.float.npz %t.weights.npz --min-sqnr=35
// RUN: %hlx quantize %s --mode=dynamic --per-channel -o %t.dynamic.mlir
// RUN: %hlx run %t.dynamic.mlir --seed=1000 --save-outputs=%t.dynamic.npz
// RUN: %hlx compare %t.float.npz %t.dynamic.npz --min-sqnr=35
// RUN: %hlx run %t.dynamic.mlir --backend=interp --seed=1000 --save-outputs=%t.dynamic-interp.npz
// RUN: %hlx compare %t.dynamic.npz %t.dynamic-interp.npz --rtol=1e-6

// The bound can fail: the quantized program on other inputs than the float program's is far below it.
// RUN: %hlx run %t.static.mlir --seed=1001 --save-outputs=%t.other.npz
// RUN: %expect-exit 1 %hlx compare %t.float.npz %t.other.npz --min-sqnr=35

func.func @main(%x: tensor<4x64xf32>, %img: tensor<2x8x8x3xf32>) -> (tensor<4x10xf32>, tensor<2x10xf32>) {
  // The perceptron: relu(x . w1 + b1) . w2 + b2.
  %i1 = stablehlo.iota dim = 0 : tensor<2048xf32>
  %k1 = stablehlo.constant dense<0.731> : tensor<2048xf32>
  %s1 = stablehlo.multiply %i1, %k1 : tensor<2048xf32>
  %t1 = stablehlo.sine %s1 : tensor<2048xf32>
  %w1 = stablehlo.reshape %t1 : (tensor<2048xf32>) -> tensor<64x32xf32>
  %i2 = stablehlo.iota dim = 0 : tensor<32xf32>
  %k2 = stablehlo.constant dense<1.3> : tensor<32xf32>
  %s2 = stablehlo.multiply %i2, %k2 : tensor<32xf32>
  %b1 = stablehlo.sine %s2 : tensor<32xf32>
  %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<4x64xf32>, tensor<64x32xf32>) -> tensor<4x32xf32>
  %1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<32xf32>) -> tensor<4x32xf32>
  %2 = stablehlo.add %0, %1 : tensor<4x32xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<4x32xf32>
  %h = stablehlo.maximum %2, %zero : tensor<4x32xf32>
  %i3 = stablehlo.iota dim = 0 : tensor<320xf32>
  %k3 = stablehlo.constant dense<2.39> : tensor<320xf32>
  %s3 = stablehlo.multiply %i3, %k3 : tensor<320xf32>
  %t3 = stablehlo.cosine %s3 : tensor<320xf32>
  %w2 = stablehlo.reshape %t3 : (tensor<320xf32>) -> tensor<32x10xf32>
  %3 = stablehlo.dot_general %h, %w2, contracting_dims = [1] x [0] : (tensor<4x32xf32>, tensor<32x10xf32>) -> tensor<4x10xf32>
  %b2 = stablehlo.constant dense<[0.1, -0.2, 0.3, -0.4, 0.5, -0.6, 0.7, -0.8, 0.9, -1.0]> : tensor<10xf32>
  %4 = stablehlo.broadcast_in_dim %b2, dims = [1] : (tensor<10xf32>) -> tensor<4x10xf32>
  %logits = stablehlo.add %3, %4 : tensor<4x10xf32>

  // The network: max_pool(relu(conv3x3(img) + b3)), flattened, then a dense layer.
  %i4 = stablehlo.iota dim = 0 : tensor<216xf32>
  %k4 = stablehlo.constant dense<0.53> : tensor<216xf32>
  %s4 = stablehlo.multiply %i4, %k4 : tensor<216xf32>
  %t4 = stablehlo.sine %s4 : tensor<216xf32>
  %w3 = stablehlo.reshape %t4 : (tensor<216xf32>) -> tensor<3x3x3x8xf32>
  %5 = stablehlo.convolution(%img, %w3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x8x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x8x8x8xf32>
  %b3 = stablehlo.constant dense<[0.5, -0.5, 0.25, -0.25, 0.125, -0.125, 1.0, -1.0]> : tensor<8xf32>
  %6 = stablehlo.broadcast_in_dim %b3, dims = [3] : (tensor<8xf32>) -> tensor<2x8x8x8xf32>
  %7 = stablehlo.add %5, %6 : tensor<2x8x8x8xf32>
  %zero4 = stablehlo.constant dense<0.0> : tensor<2x8x8x8xf32>
  %8 = stablehlo.maximum %7, %zero4 : tensor<2x8x8x8xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %9 = "stablehlo.reduce_window"(%8, %ninf) ({
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %m = stablehlo.maximum %a, %c : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x4x4x8xf32>
  %10 = stablehlo.reshape %9 : (tensor<2x4x4x8xf32>) -> tensor<2x128xf32>
  %i5 = stablehlo.iota dim = 0 : tensor<1280xf32>
  %k5 = stablehlo.constant dense<3.1> : tensor<1280xf32>
  %s5 = stablehlo.multiply %i5, %k5 : tensor<1280xf32>
  %t5 = stablehlo.sine %s5 : tensor<1280xf32>
  %w4 = stablehlo.reshape %t5 : (tensor<1280xf32>) -> tensor<128x10xf32>
  %11 = stablehlo.dot_general %10, %w4, contracting_dims = [1] x [0] : (tensor<2x128xf32>, tensor<128x10xf32>) -> tensor<2x10xf32>
  return %logits, %11 : tensor<4x10xf32>, tensor<2x10xf32>
}
