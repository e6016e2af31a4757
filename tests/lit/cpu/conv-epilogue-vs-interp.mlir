// A ResNet stage in miniature: an NCHW input transposed into an NHWC convolution (the transpose folds
// into the convolution's dimension numbers), batch norm after it, relu and a max pool, a bottleneck
// convolution whose batch norm and residual add follow, relu, and an average pool. Each convolution is
// one oneDNN call with its epilogue as post-ops; relu (maximum) stays a kernel, fused into the first
// pool (the second relu is also a result: the pool reads the bytes written for it); no convolution
// or pool runs on the evaluator. Inputs and weights are small integers and the batch-norm scales powers
// of two, so every sum is exact in f32 whatever order oneDNN adds in, and the outputs must equal the
// evaluator's bits. The second case has NaNs in its input: they pass through the epilogue and the relu
// after it as the evaluator passes them.

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s
// RUN: %hlx run --backend=cpu --print-outputs %s > %t.cpu
// RUN: %hlx run --backend=interp --print-outputs %s > %t.interp
// RUN: diff %t.cpu %t.interp

// CHECK-LABEL: ----- fusion plan -----
// CHECK: library stablehlo.convolution + stablehlo.subtract + stablehlo.multiply + stablehlo.add (
// CHECK-NEXT: kernel {stablehlo.maximum, stablehlo.reduce_window}
// CHECK: library stablehlo.convolution + stablehlo.multiply + stablehlo.add + stablehlo.add (
// CHECK-NEXT: kernel {stablehlo.maximum}
// CHECK-NEXT: kernel {stablehlo.reduce_window}
// CHECK-NOT: evaluate stablehlo.convolution
// CHECK-NOT: evaluate stablehlo.reduce_window
// CHECK-LABEL: ----- memory plan -----
func.func @main(%x: tensor<1x3x12x12xf32>, %m: tensor<8xf32>, %s: tensor<8xf32>)
    -> (tensor<1x6x6x8xf32>, tensor<1x1x1x8xf32>) {
  %four = stablehlo.constant dense<4.0> : tensor<1x3x12x12xf32>
  %x4 = stablehlo.multiply %x, %four : tensor<1x3x12x12xf32>
  %xi = stablehlo.round_nearest_even %x4 : tensor<1x3x12x12xf32>
  %xt = stablehlo.transpose %xi, dims = [0, 2, 3, 1] : (tensor<1x3x12x12xf32>) -> tensor<1x12x12x3xf32>
  // Weights: a constant of small integers, (i mod 5) - 2.
  %i = stablehlo.iota dim = 0 : tensor<216xf32>
  %five = stablehlo.constant dense<5.0> : tensor<216xf32>
  %two = stablehlo.constant dense<2.0> : tensor<216xf32>
  %r = stablehlo.remainder %i, %five : tensor<216xf32>
  %wi = stablehlo.subtract %r, %two : tensor<216xf32>
  %w1 = stablehlo.reshape %wi : (tensor<216xf32>) -> tensor<3x3x3x8xf32>
  %c1 = stablehlo.convolution(%xt, %w1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x12x12x3xf32>, tensor<3x3x3x8xf32>) -> tensor<1x12x12x8xf32>
  // Batch norm: (c - round(8 m)) * 0.5 + round(4 s), per output feature.
  %eight = stablehlo.constant dense<8.0> : tensor<8xf32>
  %m8 = stablehlo.multiply %m, %eight : tensor<8xf32>
  %mean = stablehlo.round_nearest_even %m8 : tensor<8xf32>
  %meanb = stablehlo.broadcast_in_dim %mean, dims = [3] : (tensor<8xf32>) -> tensor<1x12x12x8xf32>
  %d = stablehlo.subtract %c1, %meanb : tensor<1x12x12x8xf32>
  %half = stablehlo.constant dense<0.5> : tensor<1x1x1x8xf32>
  %halfb = stablehlo.broadcast_in_dim %half, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<1x12x12x8xf32>
  %sc = stablehlo.multiply %d, %halfb : tensor<1x12x12x8xf32>
  %s4 = stablehlo.multiply %s, %eight : tensor<8xf32>
  %offset = stablehlo.round_nearest_even %s4 : tensor<8xf32>
  %offb = stablehlo.broadcast_in_dim %offset, dims = [3] : (tensor<8xf32>) -> tensor<1x12x12x8xf32>
  %bn = stablehlo.add %sc, %offb : tensor<1x12x12x8xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %zerob = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<1x12x12x8xf32>
  %relu = stablehlo.maximum %bn, %zerob : tensor<1x12x12x8xf32>
  // Max pool 3x3, stride 2, padded: padding reads the init value.
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %pool = "stablehlo.reduce_window"(%relu, %ninf) <{padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %mx = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %mx : tensor<f32>
  }) : (tensor<1x12x12x8xf32>, tensor<f32>) -> tensor<1x6x6x8xf32>
  // A 1x1 convolution, scaled, shifted, the block's input added back, relu.
  // Its weights are a constant: packed into oneDNN's layout once, when the program is compiled.
  %w2i = stablehlo.constant dense<[[[[-2.0, 0.0, 2.0, -1.0, 1.0, -2.0, 0.0, 2.0], [-1.0, 1.0, -2.0, 0.0, 2.0, -1.0, 1.0, -2.0], [0.0, 2.0, -1.0, 1.0, -2.0, 0.0, 2.0, -1.0], [1.0, -2.0, 0.0, 2.0, -1.0, 1.0, -2.0, 0.0], [2.0, -1.0, 1.0, -2.0, 0.0, 2.0, -1.0, 1.0], [-2.0, 0.0, 2.0, -1.0, 1.0, -2.0, 0.0, 2.0], [-1.0, 1.0, -2.0, 0.0, 2.0, -1.0, 1.0, -2.0], [0.0, 2.0, -1.0, 1.0, -2.0, 0.0, 2.0, -1.0]]]]> : tensor<1x1x8x8xf32>
  %c2 = stablehlo.convolution(%pool, %w2i) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x6x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x6x6x8xf32>
  %quarter = stablehlo.constant dense<0.25> : tensor<1x6x6x8xf32>
  %c2s = stablehlo.multiply %c2, %quarter : tensor<1x6x6x8xf32>
  %offb2 = stablehlo.broadcast_in_dim %offset, dims = [3] : (tensor<8xf32>) -> tensor<1x6x6x8xf32>
  %c2o = stablehlo.add %c2s, %offb2 : tensor<1x6x6x8xf32>
  %res = stablehlo.add %pool, %c2o : tensor<1x6x6x8xf32>
  %zerob2 = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<1x6x6x8xf32>
  %out = stablehlo.maximum %res, %zerob2 : tensor<1x6x6x8xf32>
  // Average pool over the whole 6x6 window: a sum, then a division.
  %avg = "stablehlo.reduce_window"(%out, %zero) <{window_dimensions = array<i64: 1, 6, 6, 1>, window_strides = array<i64: 1, 6, 6, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %sum = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) : (tensor<1x6x6x8xf32>, tensor<f32>) -> tensor<1x1x1x8xf32>
  %n = stablehlo.constant dense<36.0> : tensor<1x1x1x8xf32>
  %mean_out = stablehlo.divide %avg, %n : tensor<1x1x1x8xf32>
  return %out, %mean_out : tensor<1x6x6x8xf32>, tensor<1x1x1x8xf32>
}

// -----

// CHECK-LABEL: ----- fusion plan -----
// CHECK: library stablehlo.convolution + stablehlo.add (
// CHECK-NEXT: kernel {stablehlo.maximum}
func.func @main(%x: tensor<1x6x6x4xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %sixteen = stablehlo.constant dense<16.0> : tensor<1x6x6x4xf32>
  %x16 = stablehlo.multiply %x, %sixteen : tensor<1x6x6x4xf32>
  %xi = stablehlo.round_nearest_even %x16 : tensor<1x6x6x4xf32>
  // NaN where %xi is 0, 1 elsewhere.
  %q = stablehlo.divide %xi, %xi : tensor<1x6x6x4xf32>
  %w = stablehlo.constant dense<1.0> : tensor<1x1x4x4xf32>
  %c = stablehlo.convolution(%q, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x6x4xf32>, tensor<1x1x4x4xf32>) -> tensor<1x6x6x4xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [3] : (tensor<4xf32>) -> tensor<1x6x6x4xf32>
  %s = stablehlo.add %c, %bb : tensor<1x6x6x4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<1x6x6x4xf32>
  %r = stablehlo.maximum %s, %zero : tensor<1x6x6x4xf32>
  return %r : tensor<1x6x6x4xf32>
}

// -----

// The chain ends at a result of the function (returned beside another one).
// CHECK-LABEL: ----- fusion plan -----
// CHECK: library stablehlo.convolution + stablehlo.add (
func.func @main(%x: tensor<1x5x5x3xf32>, %b: tensor<8xf32>) -> (tensor<1x5x5x8xf32>, tensor<8xf32>) {
  %sixteen = stablehlo.constant dense<16.0> : tensor<1x5x5x3xf32>
  %x16 = stablehlo.multiply %x, %sixteen : tensor<1x5x5x3xf32>
  %xi = stablehlo.round_nearest_even %x16 : tensor<1x5x5x3xf32>
  %w = stablehlo.constant dense<2.0> : tensor<3x3x3x8xf32>
  %c = stablehlo.convolution(%xi, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x5x3xf32>, tensor<3x3x3x8xf32>) -> tensor<1x5x5x8xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [3] : (tensor<8xf32>) -> tensor<1x5x5x8xf32>
  %y = stablehlo.add %c, %bb : tensor<1x5x5x8xf32>
  %z = stablehlo.multiply %b, %b : tensor<8xf32>
  return %y, %z : tensor<1x5x5x8xf32>, tensor<8xf32>
}
