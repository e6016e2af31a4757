// 3 x 3 convolutions of stride 1 over many channels run as Winograd convolutions F(4x4, 3x3) on hosts
// with AVX2 (winograd_conv.h): channels-last, 30 x 30 outputs (partial tiles at the edges) with a
// bias, a scale and a residual; a batch of two without padding, 33 input channels (a tail after the
// 8-channel vectors), the kernel laid out [o, i, 0, 1]; asymmetric padding, a reversed window and 36
// output features; a bf16 kernel that the program widens, read as it is; the spatial dimensions in the
// other order, in input and result alike; a channels-first result, which the layout passes give a
// channels-last convolution and a transpose after it; a channels-first input (a batch of two), copied
// into channels-last order as the op runs; a constant kernel over 9 tiles (3 x 3 of them), transformed
// once. Not taken: a stride of 2; 16 channels; the 9 tiles again with a kernel the program computes
// (the sine of the constant), which would be transformed before each run. Those stay oneDNN calls.
// Results agree with the evaluator's within f32's rounding of the sums (the transforms' constants are
// not exact in f32).

// RUN: %if avx2 %{ %hlx run --backend=cpu --print-after-all %s | FileCheck %s %}
// CHECK-LABEL: ----- fusion plan -----
// CHECK: winograd stablehlo.convolution + stablehlo.add + stablehlo.multiply + stablehlo.add (
// CHECK: winograd stablehlo.convolution (
// CHECK: winograd stablehlo.convolution (
// CHECK: winograd stablehlo.convolution (
// CHECK: winograd stablehlo.convolution (
// CHECK: library stablehlo.convolution (
// CHECK: library stablehlo.convolution (
// CHECK: winograd stablehlo.convolution (
// CHECK-NEXT: kernel {stablehlo.transpose}
// CHECK-NEXT: winograd stablehlo.convolution (
// CHECK-NEXT: winograd stablehlo.convolution (
// CHECK: library stablehlo.convolution (
// CHECK-NOT: evaluate
// CHECK-LABEL: ----- memory plan -----

// RUN: %hlx run --backend=cpu --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-5

func.func @main(%x: tensor<1x30x30x40xf32>, %w: tensor<3x3x40x36xf32>, %b: tensor<36xf32>, %s: tensor<36xf32>,
                %res: tensor<1x30x30x36xf32>,
                %y: tensor<2x22x18x33xf32>, %v: tensor<64x33x3x3xf32>,
                %z: tensor<1x20x26x48xf32>, %u: tensor<3x3x48x36xf32>,
                %p: tensor<1x24x24x64xf32>, %q: tensor<3x3x64x64xbf16>,
                %r: tensor<1x28x20x32xf32>, %t: tensor<3x3x32x40xf32>,
                %e: tensor<1x16x16x16xf32>, %f: tensor<3x3x16x16xf32>,
                %h: tensor<2x40x20x28xf32>, %k: tensor<48x40x3x3xf32>, %l: tensor<1x12x12x32xf32>)
    -> (tensor<1x30x30x36xf32>, tensor<2x20x16x64xf32>, tensor<1x20x25x36xf32>, tensor<1x24x24x64xf32>,
        tensor<1x28x20x40xf32>, tensor<1x14x14x36xf32>, tensor<1x16x16x16xf32>, tensor<1x36x30x30xf32>,
        tensor<2x20x28x48xf32>, tensor<1x12x12x32xf32>, tensor<1x12x12x32xf32>) {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x30x30x40xf32>, tensor<3x3x40x36xf32>) -> tensor<1x30x30x36xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [3] : (tensor<36xf32>) -> tensor<1x30x30x36xf32>
  %1 = stablehlo.add %0, %bb : tensor<1x30x30x36xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [3] : (tensor<36xf32>) -> tensor<1x30x30x36xf32>
  %m = stablehlo.multiply %1, %sb : tensor<1x30x30x36xf32>
  %2 = stablehlo.add %m, %res : tensor<1x30x30x36xf32>

  %3 = stablehlo.convolution(%y, %v) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x22x18x33xf32>, tensor<64x33x3x3xf32>) -> tensor<2x20x16x64xf32>

  %4 = stablehlo.convolution(%z, %u) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[2, 0], [0, 1]], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x20x26x48xf32>, tensor<3x3x48x36xf32>) -> tensor<1x20x25x36xf32>

  %qf = stablehlo.convert %q : (tensor<3x3x64x64xbf16>) -> tensor<3x3x64x64xf32>
  %5 = stablehlo.convolution(%p, %qf) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x24x24x64xf32>, tensor<3x3x64x64xf32>) -> tensor<1x24x24x64xf32>

  %6 = stablehlo.convolution(%r, %t) dim_numbers = [b, 1, 0, f]x[1, 0, i, o]->[b, 1, 0, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x28x20x32xf32>, tensor<3x3x32x40xf32>) -> tensor<1x28x20x40xf32>

  %7 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x30x30x40xf32>, tensor<3x3x40x36xf32>) -> tensor<1x14x14x36xf32>
  %8 = stablehlo.convolution(%e, %f) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<1x16x16x16xf32>
  %9 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, f, 0, 1], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x30x30x40xf32>, tensor<3x3x40x36xf32>) -> tensor<1x36x30x30xf32>
  %10 = stablehlo.convolution(%h, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x40x20x28xf32>, tensor<48x40x3x3xf32>) -> tensor<2x20x28x48xf32>
  %kc = stablehlo.constant dense_resource<__elided__> : tensor<3x3x32x32xf32>
  %11 = stablehlo.convolution(%l, %kc) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x12x12x32xf32>, tensor<3x3x32x32xf32>) -> tensor<1x12x12x32xf32>
  %kn = stablehlo.sine %kc : tensor<3x3x32x32xf32>
  %12 = stablehlo.convolution(%l, %kn) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x12x12x32xf32>, tensor<3x3x32x32xf32>) -> tensor<1x12x12x32xf32>
  return %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : tensor<1x30x30x36xf32>, tensor<2x20x16x64xf32>, tensor<1x20x25x36xf32>, tensor<1x24x24x64xf32>, tensor<1x28x20x40xf32>, tensor<1x14x14x36xf32>, tensor<1x16x16x16xf32>, tensor<1x36x30x30xf32>, tensor<2x20x28x48xf32>, tensor<1x12x12x32xf32>, tensor<1x12x12x32xf32>
}
