// A bf16 program that normalizes in f32 (as torch exports do): the convert to f32, the normalization
// and the convert back fold into a bf16 convolution and bias add, which stand for the convert back.
// RUN: %hlx opt %s --passes=fold-batch-norm --entry=widened | FileCheck %s --check-prefix=WIDENED
// RUN: %hlx opt %s --passes=fold-batch-norm --entry=widened > %t.widened.mlir
// RUN: %hlx run %s --entry=widened --backend=interp --seed=5 --save-outputs=%t.widened-before.npz
// RUN: %hlx run %t.widened.mlir --entry=widened --backend=interp --seed=5 --save-outputs=%t.widened-after.npz
// RUN: %hlx compare %t.widened-before.npz %t.widened-after.npz --rtol=2e-2
// WIDENED-LABEL: func.func @widened
// WIDENED:      %[[K:.*]] = stablehlo.constant dense<{{\[\[\[\[}}2.0, -1.0], [6.0, -2.0]]]]> : tensor<1x1x2x2xbf16>
// WIDENED-NEXT: %[[C:.*]] = stablehlo.convolution(%arg0, %[[K]]) {{.*}} -> tensor<1x3x3x2xbf16>
// WIDENED-NEXT: %[[B:.*]] = stablehlo.constant dense<[0.0, -0.25]> : tensor<2xbf16>
// WIDENED-NEXT: %[[BB:.*]] = stablehlo.broadcast_in_dim %[[B]], dims = [3]
// WIDENED-NEXT: %[[Y:.*]] = stablehlo.add %[[C]], %[[BB]] : tensor<1x3x3x2xbf16>
// WIDENED-NEXT: stablehlo.constant dense<0.0>
// WIDENED-NEXT: %[[R:.*]] = stablehlo.maximum %[[Y]]
// WIDENED-NEXT: return %[[R]]
// A widened result whose normalization ends in f32 keeps a convert to f32 after the folded bias.
// RUN: %hlx opt %s --passes=fold-batch-norm --entry=widened_out | FileCheck %s --check-prefix=WIDENED-OUT
// WIDENED-OUT-LABEL: func.func @widened_out
// WIDENED-OUT:      %[[Y:.*]] = stablehlo.add {{.*}} : tensor<1x3x3x2xbf16>
// WIDENED-OUT-NEXT: %[[F:.*]] = stablehlo.convert %[[Y]] : (tensor<1x3x3x2xbf16>) -> tensor<1x3x3x2xf32>
// WIDENED-OUT-NEXT: return %[[F]]
func.func @widened(%x: tensor<1x3x3x2xbf16>) -> tensor<1x3x3x2xbf16> {
  %k = stablehlo.constant dense<[[[[1.0, 2.0], [3.0, 4.0]]]]> : tensor<1x1x2x2xbf16>
  %c = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2xbf16>, tensor<1x1x2x2xbf16>) -> tensor<1x3x3x2xbf16>
  %w = stablehlo.convert %c : (tensor<1x3x3x2xbf16>) -> tensor<1x3x3x2xf32>
  %mean = stablehlo.constant dense<[0.5, -1.0]> : tensor<2xf32>
  %m = stablehlo.broadcast_in_dim %mean, dims = [3] : (tensor<2xf32>) -> tensor<1x3x3x2xf32>
  %0 = stablehlo.subtract %w, %m : tensor<1x3x3x2xf32>
  %scale = stablehlo.constant dense<[2.0, -0.5]> : tensor<2xf32>
  %s = stablehlo.broadcast_in_dim %scale, dims = [3] : (tensor<2xf32>) -> tensor<1x3x3x2xf32>
  %1 = stablehlo.multiply %0, %s : tensor<1x3x3x2xf32>
  %shift = stablehlo.constant dense<[1.0, 0.25]> : tensor<2xf32>
  %b = stablehlo.broadcast_in_dim %shift, dims = [3] : (tensor<2xf32>) -> tensor<1x3x3x2xf32>
  %2 = stablehlo.add %1, %b : tensor<1x3x3x2xf32>
  %3 = stablehlo.convert %2 : (tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xbf16>
  %zero = stablehlo.constant dense<0.0> : tensor<1x3x3x2xbf16>
  %4 = stablehlo.maximum %3, %zero : tensor<1x3x3x2xbf16>
  return %4 : tensor<1x3x3x2xbf16>
}

func.func @widened_out(%x: tensor<1x3x3x2xbf16>) -> tensor<1x3x3x2xf32> {
  %k = stablehlo.constant dense<[[[[1.0, 2.0], [3.0, 4.0]]]]> : tensor<1x1x2x2xbf16>
  %c = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x3x2xbf16>, tensor<1x1x2x2xbf16>) -> tensor<1x3x3x2xbf16>
  %w = stablehlo.convert %c : (tensor<1x3x3x2xbf16>) -> tensor<1x3x3x2xf32>
  %scale = stablehlo.constant dense<[2.0, -0.5]> : tensor<2xf32>
  %s = stablehlo.broadcast_in_dim %scale, dims = [3] : (tensor<2xf32>) -> tensor<1x3x3x2xf32>
  %0 = stablehlo.multiply %w, %s : tensor<1x3x3x2xf32>
  %shift = stablehlo.constant dense<[1.0, 0.25]> : tensor<2xf32>
  %b = stablehlo.broadcast_in_dim %shift, dims = [3] : (tensor<2xf32>) -> tensor<1x3x3x2xf32>
  %1 = stablehlo.add %0, %b : tensor<1x3x3x2xf32>
  return %1 : tensor<1x3x3x2xf32>
}
