// reduce_window as a loop kernel computes the evaluator's bits: each result folds the init value, then
// the window's positions in row-major order (the init value again where a position is padding or falls
// between dilated elements). NHWC max pooling (the window does not move along the last dimension:
// the kernel runs along it), NCHW sums with padding and window dilation, a bf16 sum with base dilation,
// an integer minimum, and a window with a non-identity init value. A producer fuses into the pool.

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s
// RUN: %hlx run --backend=cpu --print-outputs %s > %t.cpu
// RUN: %hlx run --backend=interp --print-outputs %s > %t.interp
// RUN: diff %t.cpu %t.interp

// CHECK-LABEL: ----- fusion plan -----
// CHECK: kernel {stablehlo.abs, stablehlo.reduce_window}
// CHECK: kernel {stablehlo.reduce_window}
// CHECK: kernel {stablehlo.reduce_window}
// CHECK: kernel {stablehlo.reduce_window}
// CHECK: kernel {stablehlo.reduce_window}
// CHECK-NOT: evaluate stablehlo.reduce_window
func.func @main(%x: tensor<2x9x9x5xf32>, %y: tensor<2x3x10x7xf32>, %h: tensor<1x2x6x6xbf16>, %i: tensor<4x6xi32>)
    -> (tensor<2x5x5x5xf32>, tensor<2x3x3x2xf32>, tensor<1x2x6x6xbf16>, tensor<2x3xi32>, tensor<2x3x5x7xf32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %ax = stablehlo.abs %x : tensor<2x9x9x5xf32>
  %max = "stablehlo.reduce_window"(%ax, %ninf) <{padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<2x9x9x5xf32>, tensor<f32>) -> tensor<2x5x5x5xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = "stablehlo.reduce_window"(%y, %zero) <{padding = dense<[[0, 0], [0, 0], [2, 1], [0, 1]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 3, 3>, window_dilations = array<i64: 1, 1, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x3x10x7xf32>, tensor<f32>) -> tensor<2x3x3x2xf32>
  %hz = stablehlo.constant dense<0.0> : tensor<bf16>
  %hsum = "stablehlo.reduce_window"(%h, %hz) <{padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>, base_dilations = array<i64: 1, 1, 2, 2>}> ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %s = stablehlo.add %a, %b : tensor<bf16>
    stablehlo.return %s : tensor<bf16>
  }) : (tensor<1x2x6x6xbf16>, tensor<bf16>) -> tensor<1x2x6x6xbf16>
  %big = stablehlo.constant dense<2147483647> : tensor<i32>
  %min = "stablehlo.reduce_window"(%i, %big) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.minimum %b, %a : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }) : (tensor<4x6xi32>, tensor<i32>) -> tensor<2x3xi32>
  // An init value of 1 is added once per window position in padding, as the evaluator does.
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %padded = "stablehlo.reduce_window"(%y, %one) <{padding = dense<[[0, 0], [0, 0], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 4, 1>, window_strides = array<i64: 1, 1, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x3x10x7xf32>, tensor<f32>) -> tensor<2x3x5x7xf32>
  return %max, %sum, %hsum, %min, %padded : tensor<2x5x5x5xf32>, tensor<2x3x3x2xf32>, tensor<1x2x6x6xbf16>, tensor<2x3xi32>, tensor<2x3x5x7xf32>
}
