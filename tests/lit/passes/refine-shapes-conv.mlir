// refine-shapes: convolution results take the shape the window implies; dynamic_conv with padding that
// folds to constants becomes convolution.

// RUN: %hlx opt --passes=refine-shapes '--arg-types=tensor<i64>=2,tensor<1x9x3xf32>,tensor<3x3x4xf32>' %s | FileCheck %s
// CHECK-LABEL: func.func public @main
// CHECK-SAME: -> (tensor<1x4x4xf32>, tensor<1x6x4xf32>)
// CHECK-NOT: dynamic_conv
// CHECK: stablehlo.convolution{{.*}} : (tensor<1x9x3xf32>, tensor<3x3x4xf32>) -> tensor<1x4x4xf32>
// CHECK: stablehlo.convolution{{.*}}pad = {{\[\[}}2, 2]]{{.*}} -> tensor<1x6x4xf32>
func.func public @main(%n: tensor<i64>, %x: tensor<1x?x3xf32>, %w: tensor<3x3x4xf32>) -> (tensor<1x?x4xf32>, tensor<1x?x4xf32>) {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x?x3xf32>, tensor<3x3x4xf32>) -> tensor<1x?x4xf32>
  %1 = stablehlo.convert %n : (tensor<i64>) -> tensor<i32>
  %2 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
  %3 = stablehlo.concatenate %2, %2, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %4 = stablehlo.reshape %3 : (tensor<2xi32>) -> tensor<1x2xi32>
  %5 = stablehlo.concatenate %4, dim = 0 : (tensor<1x2xi32>) -> tensor<1x2xi32>
  %6 = "stablehlo.dynamic_conv"(%x, %w, %5) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2>} : (tensor<1x?x3xf32>, tensor<3x3x4xf32>, tensor<1x2xi32>) -> tensor<1x?x4xf32>
  return %0, %6 : tensor<1x?x4xf32>, tensor<1x?x4xf32>
}
