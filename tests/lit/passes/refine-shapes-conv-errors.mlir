// refine-shapes: a dynamic_conv's window attributes are checked as convolution's once its padding is
// known, and what is wrong with them is said of the dynamic_conv, not of the convolution it would
// become. Until then the verifier leaves them be, as StableHLO does: JAX exports such programs (this
// window_strides has one entry too many for one spatial dimension).

// RUN: %hlx check %s | FileCheck %s --check-prefix=CHECKED
// CHECKED: 1 passed, 0 failed
// RUN: %expect-exit 3 %hlx run %s --dynamic-dim=5 2>&1 | FileCheck %s
// RUN: %expect-exit 1 %hlx opt --passes=refine-shapes '--arg-types=tensor<i64>=2,tensor<1x9x3xf32>,tensor<3x3x4xf32>' %s 2>&1 | FileCheck %s

func.func public @main(%n: tensor<i64>, %x: tensor<1x?x3xf32>, %w: tensor<3x3x4xf32>) -> tensor<1x?x4xf32> {
  %0 = stablehlo.convert %n : (tensor<i64>) -> tensor<i32>
  %1 = stablehlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
  %2 = stablehlo.concatenate %1, %1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %3 = stablehlo.reshape %2 : (tensor<2xi32>) -> tensor<1x2xi32>
  %4 = "stablehlo.dynamic_conv"(%x, %w, %3) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2, 2>} : (tensor<1x?x3xf32>, tensor<3x3x4xf32>, tensor<1x2xi32>) -> tensor<1x?x4xf32>
  return %4 : tensor<1x?x4xf32>
}
// CHECK: refine-shapes-conv-errors.mlir:[[@LINE-3]]:3: error: 'stablehlo.dynamic_conv' op expected the window strides to have 1 entry (one per window dimension), found 2
