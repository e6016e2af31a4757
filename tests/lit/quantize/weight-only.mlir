// quantize-weights (hlx quantize --mode=weight-only): each weight becomes an int8 constant, dequantized
// right before the op; activations and ops stay float.
// RUN: %hlx quantize %s --mode=weight-only | FileCheck %s
// RUN: %hlx quantize %s --mode=weight-only --per-channel | FileCheck %s --check-prefix=CHANNEL
// RUN: %hlx quantize %s --mode=weight-only --ops=conv | FileCheck %s --check-prefix=CONV-ONLY
// RUN: %hlx quantize %s --mode=weight-only --ops=none | FileCheck %s --check-prefix=NONE
// RUN: %hlx quantize %s --mode=weight-only --per-channel -o %t.mlir
// RUN: %hlx run %t.mlir --backend=interp --save-outputs=%t.interp.npz
// RUN: %hlx run %t.mlir --backend=cpu --save-outputs=%t.cpu.npz
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-6
// RUN: %hlx run %s --backend=interp --save-outputs=%t.float.npz
// RUN: %hlx compare %t.float.npz %t.interp.npz --min-sqnr=30

// Per tensor: the largest magnitude (1.27) over 127 is the scale, 0.01 rounded to f32.
// CHECK:      %[[W:.*]] = "stablehlo.constant"() {value = dense<{{\[\[}}127, -50, 25], [0, 127, -100]]> : tensor<2x3xi8>} : () -> tensor<2x3x!quant.uniform<i8:f32, 0.009999999776482582>>
// CHECK-NEXT: %[[WF:.*]] = stablehlo.uniform_dequantize %[[W]] : ({{.*}}) -> tensor<2x3xf32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %[[WF]], contracting_dims = [1] x [0] : (tensor<4x2xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
// A weight on the left of a product.
// CHECK:      %[[L:.*]] = stablehlo.uniform_dequantize %{{.*}} : (tensor<3x4x!quant.uniform<i8:f32, {{.*}}>>) -> tensor<3x4xf32>
// CHECK-NEXT: stablehlo.dot_general %[[L]], %[[D]]
// The kernel of a convolution.
// CHECK:      %[[K:.*]] = stablehlo.uniform_dequantize %{{.*}} : (tensor<2x1x3x3x!quant.uniform<i8:f32, {{.*}}>>) -> tensor<2x1x3x3xf32>
// CHECK-NEXT: stablehlo.convolution(%arg1, %[[K]])
// CHECK-NOT:  uniform_quantize

// Per channel: the rhs of a product along its last free dimension (a scale per column), the lhs along
// its own (a scale per row), a kernel along its output feature dimension (o, the first here).
// CHANNEL: dense<{{\[\[}}127, -50, 32], [0, 127, -127]]> : tensor<2x3xi8>} : () -> tensor<2x3x!quant.uniform<i8:f32:1, {0.009999999776482582,0.009999999776482582,0.007874015718698502}>>
// CHANNEL: dense<{{\[\[}}32, -64, 16, 127], [127, 64, -64, 32], [-11, 64, 127, -85]]> : tensor<3x4xi8>} : () -> tensor<3x4x!quant.uniform<i8:f32:0, {0.015748031437397003,0.007874015718698502,0.011811023578047752}>>
// CHANNEL: : () -> tensor<2x1x3x3x!quant.uniform<i8:f32:0, {0.007874015718698502,0.015748031437397003}>>

// --ops=conv leaves the products float.
// CONV-ONLY:     stablehlo.constant dense<{{\[\[}}1.27{{.*}}> : tensor<2x3xf32>
// CONV-ONLY-NOT: tensor<2x3x!quant.uniform
// CONV-ONLY:     tensor<2x1x3x3x!quant.uniform<i8:f32,

// --ops=none quantizes nothing: the float baseline.
// NONE-NOT: quant.uniform

func.func @main(%x: tensor<4x2xf32>, %img: tensor<1x1x6x6xf32>) -> (tensor<3x3xf32>, tensor<1x2x4x4xf32>) {
  %w = stablehlo.constant dense<[[1.27, -0.5, 0.25], [0.0, 1.27, -1.0]]> : tensor<2x3xf32>
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x2xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %l = stablehlo.constant dense<[[0.5, -1.0, 0.25, 2.0], [1.0, 0.5, -0.5, 0.25], [-0.125, 0.75, 1.5, -1.0]]> : tensor<3x4xf32>
  %1 = stablehlo.dot_general %l, %0, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x3xf32>) -> tensor<3x3xf32>
  %k = stablehlo.constant dense<[[[[0.5, -0.25, 1.0], [0.0, 1.0, -1.0], [0.25, 0.5, -0.5]]], [[[2.0, 0.0, -2.0], [1.0, -1.0, 0.5], [0.0, 0.25, 1.5]]]]> : tensor<2x1x3x3xf32>
  %2 = stablehlo.convolution(%img, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x6x6xf32>, tensor<2x1x3x3xf32>) -> tensor<1x2x4x4xf32>
  return %1, %2 : tensor<3x3xf32>, tensor<1x2x4x4xf32>
}
