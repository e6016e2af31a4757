// quantize-dynamic (hlx quantize --mode=dynamic): int8 weight constants; each activation quantized when
// the program runs, at the scale its own largest magnitude gives, with plain ops; the contraction sums
// i8 values into i32, which the product of the two scales takes back to floats.
// RUN: %hlx quantize %s --mode=dynamic | FileCheck %s
// RUN: %hlx quantize %s --mode=dynamic --per-channel | FileCheck %s --check-prefix=CHANNEL
// RUN: %hlx quantize %s --mode=dynamic -o %t.mlir
// RUN: %hlx run %t.mlir --backend=interp --save-outputs=%t.interp.npz
// RUN: %hlx run %t.mlir --backend=cpu --save-outputs=%t.cpu.npz
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-6 --bf16
// RUN: %hlx run %s --backend=interp --save-outputs=%t.float.npz
// RUN: %hlx compare %t.float.npz %t.interp.npz --min-sqnr=30 --bf16

// CHECK-LABEL: func.func @main
// CHECK:      %[[MAX:.*]] = stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
// CHECK:      %[[MIN:.*]] = stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.minimum across dimensions = [0, 1]
// CHECK-NEXT: %[[NEG:.*]] = stablehlo.negate %[[MIN]]
// CHECK-NEXT: %[[MAG:.*]] = stablehlo.maximum %[[NEG]], %[[MAX]]
// CHECK:      %[[S0:.*]] = stablehlo.divide %[[MAG]], %{{.*}} : tensor<f32>
// CHECK:      %[[S:.*]] = stablehlo.maximum %[[S0]], %{{.*}} : tensor<f32>
// CHECK-NEXT: %[[SB:.*]] = stablehlo.broadcast_in_dim %[[S]], dims = [] : (tensor<f32>) -> tensor<4x2xf32>
// CHECK-NEXT: %[[XS:.*]] = stablehlo.divide %arg0, %[[SB]]
// CHECK-NEXT: %[[XR:.*]] = stablehlo.round_nearest_even %[[XS]]
// CHECK:      %[[XC:.*]] = stablehlo.clamp %{{.*}}, %[[XR]], %{{.*}} : (tensor<f32>, tensor<4x2xf32>, tensor<f32>) -> tensor<4x2xf32>
// CHECK-NEXT: %[[XQ:.*]] = stablehlo.convert %[[XC]] : (tensor<4x2xf32>) -> tensor<4x2xi8>
// CHECK-NEXT: %[[W:.*]] = stablehlo.constant dense<{{\[\[}}127, -50, 25], [0, 127, -100]]> : tensor<2x3xi8>
// CHECK-NEXT: %[[ACC:.*]] = stablehlo.dot_general %[[XQ]], %[[W]], contracting_dims = [1] x [0] : (tensor<4x2xi8>, tensor<2x3xi8>) -> tensor<4x3xi32>
// CHECK-NEXT: %[[Y:.*]] = stablehlo.convert %[[ACC]] : (tensor<4x3xi32>) -> tensor<4x3xf32>
// CHECK-NEXT: %[[WS:.*]] = stablehlo.constant dense<0.01> : tensor<f32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.multiply %[[S]], %[[WS]]
// CHECK-NEXT: %[[PB:.*]] = stablehlo.broadcast_in_dim %[[P]], dims = []
// CHECK-NEXT: stablehlo.multiply %[[Y]], %[[PB]] : tensor<4x3xf32>
// A bf16 convolution computes its scale in f32 and gives back bf16.
// CHECK:      stablehlo.convert %arg1 : (tensor<1x1x6x6xbf16>) -> tensor<1x1x6x6xf32>
// CHECK:      stablehlo.convolution(%{{.*}}, %{{.*}}) {{.*}} : (tensor<1x1x6x6xi8>, tensor<2x1x3x3xi8>) -> tensor<1x2x4x4xi32>
// CHECK:      stablehlo.convert %{{.*}} : (tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xbf16>

// Per channel, one weight scale per output feature, broadcast along the result's.
// CHANNEL:      %[[WS:.*]] = stablehlo.constant dense<[0.01, 0.01, 0.007874016]> : tensor<3xf32>
// CHANNEL:      stablehlo.broadcast_in_dim %[[WS]], dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
// CHANNEL:      %[[KS:.*]] = stablehlo.constant dense<{{.*}}> : tensor<2xf32>
// CHANNEL:      stablehlo.broadcast_in_dim %[[KS]], dims = [1] : (tensor<2xf32>) -> tensor<1x2x4x4xf32>

func.func @main(%x: tensor<4x2xf32>, %img: tensor<1x1x6x6xbf16>) -> (tensor<4x3xf32>, tensor<1x2x4x4xbf16>) {
  %w = stablehlo.constant dense<[[1.27, -0.5, 0.25], [0.0, 1.27, -1.0]]> : tensor<2x3xf32>
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x2xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %k = stablehlo.constant dense<[[[[0.5, -0.25, 1.0], [0.0, 1.0, -1.0], [0.25, 0.5, -0.5]]], [[[2.0, 0.0, -2.0], [1.0, -1.0, 0.5], [0.0, 0.25, 1.5]]]]> : tensor<2x1x3x3xbf16>
  %1 = stablehlo.convolution(%img, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x6x6xbf16>, tensor<2x1x3x3xbf16>) -> tensor<1x2x4x4xbf16>
  return %0, %1 : tensor<4x3xf32>, tensor<1x2x4x4xbf16>
}
