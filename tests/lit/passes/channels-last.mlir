// channels-last: an i8 convolution of a channels-first program computes channels-last (f32 and bf16
// ones too, below); the transpose back moves down past the elementwise ops (a zero point's share made
// of a broadcast and a splat, clamp with scalar bounds) and the pad (its padding permuted) to the next
// convolution, which folds it (fold-layout); it stops before an op with a full operand that is no
// transpose. Exact: the rewritten program gives the same bits, on the evaluator and on the CPU backend
// (which runs the pass itself).
// RUN: %hlx opt %s --passes=channels-last,fold-layout,simplify,dce | FileCheck %s
// RUN: %hlx opt %s --passes=channels-last,fold-layout,simplify,dce > %t.last.mlir
// RUN: %hlx run %s --backend=interp --seed=3 --save-outputs=%t.before.npz
// RUN: %hlx run %t.last.mlir --backend=interp --seed=3 --save-outputs=%t.after.npz
// RUN: %hlx compare %t.before.npz %t.after.npz --rtol=0
// RUN: %hlx run %s --backend=cpu --seed=3 --save-outputs=%t.cpu.npz
// RUN: %hlx compare %t.before.npz %t.cpu.npz --rtol=0

// CHECK:      %[[C:.*]] = stablehlo.convolution(%arg0, %{{.*}}) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, 0, 1, f], {{.*}} -> tensor<1x6x6x8xi32>
// CHECK:      %[[B:.*]] = stablehlo.broadcast_in_dim %{{.*}}, dims = [3] : (tensor<8xi32>) -> tensor<1x6x6x8xi32>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<-3> : tensor<1x6x6x8xi32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.multiply %[[B]], %[[Z]] : tensor<1x6x6x8xi32>
// CHECK-NEXT: %[[A:.*]] = stablehlo.subtract %[[C]], %[[S]] : tensor<1x6x6x8xi32>
// CHECK:      %[[M:.*]] = stablehlo.multiply %{{.*}} : tensor<1x6x6x8xf32>
// CHECK-NEXT: %[[MT:.*]] = stablehlo.transpose %[[M]], dims = [0, 3, 1, 2] : (tensor<1x6x6x8xf32>) -> tensor<1x8x6x6xf32>
// CHECK:      stablehlo.clamp %{{.*}} : (tensor<f32>, tensor<1x6x6x8xf32>, tensor<f32>) -> tensor<1x6x6x8xf32>
// CHECK:      %[[P:.*]] = stablehlo.pad %{{.*}}, low = [0, 1, 0, 0], high = [0, 1, 2, 0], interior = [0, 0, 0, 0] : (tensor<1x6x6x8xi8>, tensor<i8>) -> tensor<1x8x8x8xi8>
// CHECK:      %[[C2:.*]] = stablehlo.convolution(%[[P]], %{{.*}}) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f]
// CHECK-NEXT: %[[C2T:.*]] = stablehlo.transpose %[[C2]], dims = [0, 3, 1, 2]
// CHECK-NEXT: %[[G:.*]] = stablehlo.add %[[MT]], %arg1 : tensor<1x8x6x6xf32>
// CHECK-NEXT: return %[[C2T]], %[[G]]
func.func @main(%x: tensor<1x4x6x6xi8>, %r: tensor<1x8x6x6xf32>) -> (tensor<1x8x6x6xi32>, tensor<1x8x6x6xf32>) {
  %k = stablehlo.constant dense<[[[[1, -2, 3], [0, 1, -1], [2, 0, 1]]], [[[1, 1, 1], [-1, 0, 2], [3, -3, 0]]], [[[0, 2, -1], [1, 1, 0], [-2, 1, 1]]], [[[4, 0, -1], [0, -2, 1], [1, 1, -3]]], [[[1, 0, 0], [0, 1, 0], [0, 0, 1]]], [[[-1, -1, 2], [2, 0, 1], [0, 3, -2]]], [[[2, 2, -2], [1, -1, 0], [0, 1, 1]]], [[[0, 0, 5], [-1, 2, 0], [1, 0, -1]]]]> : tensor<8x1x3x3xi8>
  %k1 = stablehlo.broadcast_in_dim %k, dims = [0, 1, 2, 3] : (tensor<8x1x3x3xi8>) -> tensor<8x1x3x3xi8>
  %kk = stablehlo.concatenate %k1, %k1, %k1, %k1, dim = 1 : (tensor<8x1x3x3xi8>, tensor<8x1x3x3xi8>, tensor<8x1x3x3xi8>, tensor<8x1x3x3xi8>) -> tensor<8x4x3x3xi8>
  %c = stablehlo.convolution(%x, %kk) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x6x6xi8>, tensor<8x4x3x3xi8>) -> tensor<1x8x6x6xi32>
  // The zero point's share: a per-feature column sum times a splat.
  %sums = stablehlo.constant dense<[3, -1, 2, 0, 5, -4, 1, 2]> : tensor<8xi32>
  %sb = stablehlo.broadcast_in_dim %sums, dims = [1] : (tensor<8xi32>) -> tensor<1x8x6x6xi32>
  %zp = stablehlo.constant dense<-3> : tensor<1x8x6x6xi32>
  %share = stablehlo.multiply %sb, %zp : tensor<1x8x6x6xi32>
  %acc = stablehlo.subtract %c, %share : tensor<1x8x6x6xi32>
  %f = stablehlo.convert %acc : (tensor<1x8x6x6xi32>) -> tensor<1x8x6x6xf32>
  %s = stablehlo.constant dense<0.25> : tensor<1x8x6x6xf32>
  %m = stablehlo.multiply %f, %s : tensor<1x8x6x6xf32>
  %rn = stablehlo.round_nearest_even %m : tensor<1x8x6x6xf32>
  %lo = stablehlo.constant dense<-128.0> : tensor<f32>
  %hi = stablehlo.constant dense<127.0> : tensor<f32>
  %cl = stablehlo.clamp %lo, %rn, %hi : (tensor<f32>, tensor<1x8x6x6xf32>, tensor<f32>) -> tensor<1x8x6x6xf32>
  %q = stablehlo.convert %cl : (tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xi8>
  %pv = stablehlo.constant dense<-3> : tensor<i8>
  %p = stablehlo.pad %q, %pv, low = [0, 0, 1, 0], high = [0, 0, 1, 2], interior = [0, 0, 0, 0] : (tensor<1x8x6x6xi8>, tensor<i8>) -> tensor<1x8x8x8xi8>
  %k2 = stablehlo.constant dense<1> : tensor<8x1x3x3xi8>
  %c2 = stablehlo.convolution(%p, %k2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 8 : i64} : (tensor<1x8x8x8xi8>, tensor<8x1x3x3xi8>) -> tensor<1x8x6x6xi32>
  // A full operand that is no transpose: the transpose stays before the add.
  %g = stablehlo.add %m, %r : tensor<1x8x6x6xf32>
  return %c2, %g : tensor<1x8x6x6xi32>, tensor<1x8x6x6xf32>
}

// A bf16 and an f32 convolution are rewritten alike; an f64 one (no oneDNN kernel) and one already
// channels-last are left alone.
// RUN: %hlx opt %s --passes=channels-last --entry=floats | FileCheck %s --check-prefix=FLOATS
// FLOATS-LABEL: func.func @floats
// FLOATS:       %[[B:.*]] = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, 0, 1, f], {{.*}} -> tensor<1x4x4x2xbf16>
// FLOATS-NEXT:  stablehlo.transpose %[[B]], dims = [0, 3, 1, 2] : (tensor<1x4x4x2xbf16>) -> tensor<1x2x4x4xbf16>
// FLOATS:       %[[F:.*]] = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, 0, 1, f], {{.*}} -> tensor<1x4x4x2xf32>
// FLOATS-NEXT:  stablehlo.transpose %[[F]], dims = [0, 3, 1, 2] : (tensor<1x4x4x2xf32>) -> tensor<1x2x4x4xf32>
// FLOATS:       stablehlo.convolution(%arg4, %arg5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]
// FLOATS-NEXT:  stablehlo.convolution(%arg6, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]
// FLOATS-NEXT:  return
func.func @floats(%a: tensor<1x2x4x4xbf16>, %ak: tensor<2x2x1x1xbf16>, %b: tensor<1x2x4x4xf32>, %bk: tensor<2x2x1x1xf32>, %x: tensor<1x2x4x4xf64>, %k: tensor<2x2x1x1xf64>, %y: tensor<1x4x4x2xi8>, %w: tensor<1x1x2x2xi8>) -> (tensor<1x2x4x4xbf16>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf64>, tensor<1x4x4x2xi32>) {
  %0 = stablehlo.convolution(%a, %ak) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x4x4xbf16>, tensor<2x2x1x1xbf16>) -> tensor<1x2x4x4xbf16>
  %1 = stablehlo.convolution(%b, %bk) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x4x4xf32>, tensor<2x2x1x1xf32>) -> tensor<1x2x4x4xf32>
  %2 = stablehlo.convolution(%x, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x4x4xf64>, tensor<2x2x1x1xf64>) -> tensor<1x2x4x4xf64>
  %3 = stablehlo.convolution(%y, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xi8>, tensor<1x1x2x2xi8>) -> tensor<1x4x4x2xi32>
  return %0, %1, %2, %3 : tensor<1x2x4x4xbf16>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf64>, tensor<1x4x4x2xi32>
}

// A reduce of every dimension reads the convolution's channels-last result itself when its combiner
// ignores the order of the elements (a maximum; an integer add); a float add, whose sum depends on the
// order, keeps the transpose before it. (The integer results are exact; the float sum may differ from
// the evaluator's by the rounding of oneDNN's order.)
// RUN: %hlx opt %s --passes=channels-last --entry=reduces | FileCheck %s --check-prefix=REDUCES
// RUN: %hlx run %s --entry=reduces --backend=interp --seed=3 --save-outputs=%t.reduces-interp.npz
// RUN: %hlx run %s --entry=reduces --backend=cpu --seed=3 --save-outputs=%t.reduces-cpu.npz
// RUN: %hlx compare %t.reduces-interp.npz %t.reduces-cpu.npz --rtol=1e-6
// REDUCES-LABEL: func.func @reduces
// REDUCES:       %[[C:.*]] = stablehlo.convolution(%arg0, %arg1) {{.*}}->[b, 0, 1, f], {{.*}} -> tensor<1x3x3x4xi32>
// REDUCES-NOT:   stablehlo.transpose %[[C]]
// REDUCES:       stablehlo.reduce(%[[C]] init: %{{.*}}) applies stablehlo.maximum across dimensions = [0, 1, 2, 3]
// REDUCES:       stablehlo.reduce(%[[C]] init: %{{.*}}) applies stablehlo.add across dimensions = [0, 1, 2, 3]
// REDUCES:       %[[F:.*]] = stablehlo.convolution(%arg2, %arg3) {{.*}}->[b, 0, 1, f], {{.*}} -> tensor<1x3x3x4xf32>
// REDUCES-NEXT:  %[[FT:.*]] = stablehlo.transpose %[[F]]
// REDUCES:       stablehlo.reduce(%[[FT]] init: %{{.*}}) applies stablehlo.add across dimensions = [0, 1, 2, 3]
func.func @reduces(%x: tensor<1x2x3x3xi8>, %k: tensor<4x2x1x1xi8>, %y: tensor<1x2x3x3xf32>, %w: tensor<4x2x1x1xf32>) -> (tensor<i32>, tensor<i32>, tensor<f32>) {
  %c = stablehlo.convolution(%x, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x3x3xi8>, tensor<4x2x1x1xi8>) -> tensor<1x4x3x3xi32>
  %lo = stablehlo.constant dense<-2147483648> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reduce(%c init: %lo) applies stablehlo.maximum across dimensions = [0, 1, 2, 3] : (tensor<1x4x3x3xi32>, tensor<i32>) -> tensor<i32>
  %1 = stablehlo.reduce(%c init: %zero) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<1x4x3x3xi32>, tensor<i32>) -> tensor<i32>
  %f = stablehlo.convolution(%y, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x3x3xf32>, tensor<4x2x1x1xf32>) -> tensor<1x4x3x3xf32>
  %fz = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = stablehlo.reduce(%f init: %fz) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<1x4x3x3xf32>, tensor<f32>) -> tensor<f32>
  return %0, %1, %2 : tensor<i32>, tensor<i32>, tensor<f32>
}

// A max pool between two channels-first convolutions (a ResNet stem after its relu, as torch-mlir
// exports it): the transpose back moves below the reduce_window, whose window, strides, dilations and
// padding are permuted, and meets the next convolution, which folds it; both convolutions and the
// pool run channels-last. The evaluator gives the same bits before and after; the CPU backend (oneDNN's
// convolutions) differs by the rounding of its order of summation at most.
// RUN: %hlx opt %s --passes=channels-last,fold-layout,simplify,dce --entry=pool | FileCheck %s --check-prefix=POOL
// RUN: %hlx opt %s --passes=channels-last,fold-layout,simplify,dce --entry=pool > %t.pool.mlir
// RUN: %hlx run %s --entry=pool --backend=interp --seed=3 --save-outputs=%t.pool-before.npz
// RUN: %hlx run %t.pool.mlir --entry=pool --backend=interp --seed=3 --save-outputs=%t.pool-after.npz
// RUN: %hlx compare %t.pool-before.npz %t.pool-after.npz --rtol=0
// RUN: %hlx run %s --entry=pool --backend=cpu --seed=3 --save-outputs=%t.pool-cpu.npz
// RUN: %hlx compare %t.pool-before.npz %t.pool-cpu.npz --rtol=1e-6
// POOL-LABEL: func.func @pool
// POOL:       %[[C:.*]] = stablehlo.convolution(%arg0, %arg1) {{.*}}->[b, 0, 1, f], {{.*}} -> tensor<1x9x8x4xf32>
// POOL:       %[[R:.*]] = stablehlo.maximum %[[C]], %{{.*}} : tensor<1x9x8x4xf32>
// POOL:       "stablehlo.reduce_window"(%[[R]], %{{.*}})
// POOL:       padding = dense<{{\[}}[0, 0], [1, 0], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 2, 1>, window_dimensions = array<i64: 1, 3, 2, 1>, window_strides = array<i64: 1, 2, 1, 1>}
// POOL-SAME:  (tensor<1x9x8x4xf32>, tensor<f32>) -> tensor<1x4x8x4xf32>
// POOL-NOT:   stablehlo.transpose
// POOL:       stablehlo.convolution(%{{.*}}, %arg2) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f]
func.func @pool(%x: tensor<1x2x9x8xf32>, %k: tensor<4x2x1x1xf32>, %k2: tensor<3x4x1x1xf32>) -> tensor<1x3x4x8xf32> {
  %c = stablehlo.convolution(%x, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x9x8xf32>, tensor<4x2x1x1xf32>) -> tensor<1x4x9x8xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<1x4x9x8xf32>
  %r = stablehlo.maximum %c, %zero : tensor<1x4x9x8xf32>
  %lowest = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %p = "stablehlo.reduce_window"(%r, %lowest) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %m = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %m : tensor<f32>
    }) {padding = dense<[[0, 0], [0, 0], [1, 0], [1, 1]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 3, 2>, window_strides = array<i64: 1, 1, 2, 1>, window_dilations = array<i64: 1, 1, 1, 2>} : (tensor<1x4x9x8xf32>, tensor<f32>) -> tensor<1x4x4x8xf32>
  %o = stablehlo.convolution(%p, %k2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x8xf32>, tensor<3x4x1x1xf32>) -> tensor<1x3x4x8xf32>
  return %o : tensor<1x3x4x8xf32>
}
