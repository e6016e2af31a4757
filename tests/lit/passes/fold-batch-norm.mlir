// fold-batch-norm: a convolution's inference batch normalization ((y - mean) * scale + shift, each a
// broadcast constant along the output features) folds into the kernel and one bias add; what it
// computes stays the same up to the roundings of the reassociation.
// RUN: %hlx opt %s --passes=fold-batch-norm | FileCheck %s
// RUN: %hlx opt %s --passes=fold-batch-norm > %t.folded.mlir
// RUN: %hlx run %s --backend=interp --seed=5 --save-outputs=%t.before.npz
// RUN: %hlx run %t.folded.mlir --backend=interp --seed=5 --save-outputs=%t.after.npz
// RUN: %hlx compare %t.before.npz %t.after.npz --rtol=1e-6

// The kernel's two output features scaled by 2 and -0.5: [[1, 2], [3, 4]] -> [[2, -1], [6, -2]]; the
// bias shift - mean * scale: 1 - 0.5 * 2 = 0 and 0.25 - (-1) * (-0.5) = -0.25. The relu stays.
// CHECK-LABEL: func.func @main
// CHECK:      %[[K:.*]] = stablehlo.constant dense<{{\[\[\[\[}}2.0, -1.0], [6.0, -2.0]]]]> : tensor<1x1x2x2xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.convolution(%arg0, %[[K]])
// CHECK-NEXT: %[[B:.*]] = stablehlo.constant dense<[0.0, -0.25]> : tensor<2xf32>
// CHECK-NEXT: %[[BB:.*]] = stablehlo.broadcast_in_dim %[[B]], dims = [3]
// CHECK-NEXT: %[[Y:.*]] = stablehlo.add %[[C]], %[[BB]] : tensor<1x3x3x2xf32>
// CHECK:      stablehlo.maximum %[[Y]]
// CHECK-NOT:  stablehlo.subtract
func.func @main(%x: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  %k = stablehlo.constant dense<[[[[1.0, 2.0], [3.0, 4.0]]]]> : tensor<1x1x2x2xf32>
  %c = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2xf32>, tensor<1x1x2x2xf32>) -> tensor<1x3x3x2xf32>
  %mean = stablehlo.constant dense<[0.5, -1.0]> : tensor<2xf32>
  %m = stablehlo.broadcast_in_dim %mean, dims = [3] : (tensor<2xf32>) -> tensor<1x3x3x2xf32>
  %0 = stablehlo.subtract %c, %m : tensor<1x3x3x2xf32>
  %scale = stablehlo.constant dense<[[[[2.0, -0.5]]]]> : tensor<1x1x1x2xf32>
  %s = stablehlo.broadcast_in_dim %scale, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<1x3x3x2xf32>
  %1 = stablehlo.multiply %0, %s : tensor<1x3x3x2xf32>
  %shift = stablehlo.constant dense<[1.0, 0.25]> : tensor<2xf32>
  %b = stablehlo.broadcast_in_dim %shift, dims = [3] : (tensor<2xf32>) -> tensor<1x3x3x2xf32>
  %2 = stablehlo.add %1, %b : tensor<1x3x3x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<1x3x3x2xf32>
  %3 = stablehlo.maximum %2, %zero : tensor<1x3x3x2xf32>
  return %3 : tensor<1x3x3x2xf32>
}

// A multiply by a value that varies along a spatial dimension is no batch normalization: nothing folds.
// RUN: %hlx opt %s --passes=fold-batch-norm --entry=spatial | FileCheck %s --check-prefix=SPATIAL
// SPATIAL-LABEL: func.func @spatial
// SPATIAL:       %[[K:.*]] = stablehlo.constant dense<{{\[\[\[\[}}1.0, 2.0], [3.0, 4.0]]]]>
// SPATIAL:       stablehlo.multiply
func.func @spatial(%x: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  %k = stablehlo.constant dense<[[[[1.0, 2.0], [3.0, 4.0]]]]> : tensor<1x1x2x2xf32>
  %c = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2xf32>, tensor<1x1x2x2xf32>) -> tensor<1x3x3x2xf32>
  %rows = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %r = stablehlo.broadcast_in_dim %rows, dims = [1] : (tensor<3xf32>) -> tensor<1x3x3x2xf32>
  %0 = stablehlo.multiply %c, %r : tensor<1x3x3x2xf32>
  return %0 : tensor<1x3x3x2xf32>
}
