// quantize-static on a program of every op family it rewrites, calibrated on three known samples.
// RUN: %hlx run %S/Inputs/static-calibration.mlir --backend=interp --save-outputs=%t.cal.npz
// RUN: %hlx quantize %s --calibration=%t.cal.npz -o %t.q.mlir --print-ranges 2> %t.log
// RUN: FileCheck %s --input-file=%t.q.mlir
// RUN: FileCheck %s --check-prefix=RANGES --input-file=%t.log
// RUN: %hlx quantize %s --calibration=%t.cal.npz --per-channel | FileCheck %s --check-prefix=PER-CHANNEL
// RUN: %hlx check %t.q.mlir
// RUN: %hlx run %t.q.mlir --backend=interp --seed=7 --save-outputs=%t.interp.npz
// RUN: %hlx run %t.q.mlir --backend=cpu --seed=7 --save-outputs=%t.cpu.npz
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=0

// The argument at scale 0.01 (2.55 / 255 in f32), zero point 0; the weight per tensor at 2.54 / 127 =
// 0.02, its values rounded half to even (1.27 / 0.02 = 63.5 -> 64, 0.25 / 0.02 = 12.5 -> 12); the i32
// accumulator at the product of the scales; the bias added in i32 at that scale (0.5 / 0.0002 = 2500);
// the relu absorbed into the requantization at its own range [0, 3.7385] (zero point -128).
// CHECK:      %[[X:.*]] = stablehlo.uniform_quantize %arg0 : (tensor<2x4xf32>) -> tensor<2x4x!quant.uniform<i8:f32, 0.009999999776482582>>
// CHECK-NEXT: %[[W:.*]] = "stablehlo.constant"() {value = dense<{{\[\[}}64, -25, 12], [0, 127, -50], [-64, 25, 38], [25, -127, 50]]> : tensor<4x3xi8>} : () -> tensor<4x3x!quant.uniform<i8:f32, 0.019999999552965164>>
// CHECK-NEXT: %[[ACC:.*]] = stablehlo.dot_general %[[X]], %[[W]], {{.*}} -> tensor<2x3x!quant.uniform<i32:f32, 0.00019999999494757503>>
// CHECK-NEXT: %[[B:.*]] = "stablehlo.constant"() {value = dense<{{\[\[}}2500, -1250, 5000], [2500, -1250, 5000]]> : tensor<2x3xi32>}
// CHECK-NEXT: %[[SUM:.*]] = stablehlo.add %[[ACC]], %[[B]] : tensor<2x3x!quant.uniform<i32:f32, 0.00019999999494757503>>
// CHECK-NEXT: %[[H:.*]] = stablehlo.uniform_quantize %[[SUM]] : ({{.*}}) -> tensor<2x3x!quant.uniform<i8:f32, [[HS:0.01466[0-9]*]]:-128>>
// The product of two activations: the rhs requantized symmetrically (zero point 0), from the same values.
// CHECK-NEXT: %[[HR:.*]] = stablehlo.uniform_quantize %[[H]] : ({{.*}}) -> tensor<2x3x!quant.uniform<i8:f32, {{[0-9.]+}}>>
// CHECK-NEXT: %[[P:.*]] = stablehlo.dot_general %[[H]], %[[HR]], {{.*}} -> tensor<2x2x!quant.uniform<i32:f32,
// CHECK-NEXT: %[[PQ:.*]] = stablehlo.uniform_quantize %[[P]]
// CHECK-NEXT: %[[PF:.*]] = stablehlo.uniform_dequantize %[[PQ]] : ({{.*}}) -> tensor<2x2xf32>
// The residual add of two quantized values, then a float op.
// CHECK-NEXT: %[[W2:.*]] = "stablehlo.constant"()
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %[[H]], %[[W2]]
// CHECK-NEXT: %[[DQ:.*]] = stablehlo.uniform_quantize %[[D]]
// CHECK-NEXT: %[[R:.*]] = stablehlo.add %[[H]], %[[DQ]] : {{.*}} -> tensor<2x3x!quant.uniform<i8:f32,
// CHECK-NEXT: %[[RF:.*]] = stablehlo.uniform_dequantize %[[R]]
// CHECK-NEXT: %[[T:.*]] = stablehlo.tanh %[[RF]] : tensor<2x3xf32>
// Transpose, reshape, concatenate and max pooling keep the scale.
// CHECK-NEXT: %[[TR:.*]] = stablehlo.transpose %[[H]], dims = [1, 0] : ({{.*}}) -> tensor<3x2x!quant.uniform<i8:f32, [[HS]]:-128>>
// CHECK-NEXT: %[[RS:.*]] = stablehlo.reshape %[[TR]] : ({{.*}}) -> tensor<2x3x!quant.uniform<i8:f32, [[HS]]:-128>>
// CHECK-NEXT: %[[C:.*]] = stablehlo.concatenate %[[H]], %[[RS]], dim = 0 : ({{.*}}) -> tensor<4x3x!quant.uniform<i8:f32, [[HS]]:-128>>
// CHECK-NEXT: %[[C3:.*]] = stablehlo.reshape %[[C]]
// CHECK-NEXT: %[[INIT:.*]] = "stablehlo.constant"() {value = dense<-128> : tensor<i8>} : () -> tensor<!quant.uniform<i8:f32, [[HS]]:-128>>
// CHECK-NEXT: %[[POOL:.*]] = "stablehlo.reduce_window"(%[[C3]], %[[INIT]])
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<!quant.uniform<i8:f32, [[HS]]:-128>>, %{{.*}}: tensor<!quant.uniform<i8:f32, [[HS]]:-128>>):
// CHECK-NEXT: stablehlo.maximum
// CHECK-NEXT: stablehlo.return
// CHECK-NEXT: }) {{.*}} -> tensor<1x2x3x!quant.uniform<i8:f32, [[HS]]:-128>>
// CHECK-NEXT: %[[PF2:.*]] = stablehlo.uniform_dequantize %[[POOL]] : ({{.*}}) -> tensor<1x2x3xf32>
// CHECK-NEXT: return %[[T]], %[[PF]], %[[PF2]]

// The ranges: the argument's over the three samples, the relu's from 0.
// RANGES: argument #0 of @main: [-1.28, 1.27]
// RANGES: static.mlir:{{[0-9]+}}:3: stablehlo.dot_general result #0: [-4.57, 3.2385]
// RANGES: static.mlir:{{[0-9]+}}:3: stablehlo.maximum result #0: [0, 3.7385]
// RANGES: calibrated 8 values on 3 samples; 3 quantized constants

// Per channel: one scale per column of the weight (1.27, 2.54 and 1.0 over 127), the accumulator's and
// the bias's per column too.
// PER-CHANNEL: "stablehlo.constant"() {value = dense<{{\[\[}}127, -25, 32], [0, 127, -127], [-127, 25, 95], [50, -127, 127]]> : tensor<4x3xi8>} : () -> tensor<4x3x!quant.uniform<i8:f32:1, {0.009999999776482582,0.019999999552965164,0.007874015718698502}>>
// PER-CHANNEL-NEXT: stablehlo.dot_general {{.*}} -> tensor<2x3x!quant.uniform<i32:f32:1, {9.999999747378752e-05,0.00019999999494757503,7.874015864217654e-05}>>
// PER-CHANNEL-NEXT: dense<{{\[\[}}5000, -1250, 12700], [5000, -1250, 12700]]> : tensor<2x3xi32>

func.func @main(%x: tensor<2x4xf32>) -> (tensor<2x3xf32>, tensor<2x2xf32>, tensor<1x2x3xf32>) {
  %w = stablehlo.constant dense<[[1.27, -0.5, 0.25], [0.0, 2.54, -1.0], [-1.27, 0.5, 0.75], [0.5, -2.54, 1.0]]> : tensor<4x3xf32>
  %b = stablehlo.constant dense<[0.5, -0.25, 1.0]> : tensor<3xf32>
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %2 = stablehlo.add %0, %1 : tensor<2x3xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<2x3xf32>
  %3 = stablehlo.maximum %2, %zero : tensor<2x3xf32>
  // A product of two activations, and a residual add of two quantized values.
  %4 = stablehlo.dot_general %3, %3, contracting_dims = [1] x [1] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
  %w2 = stablehlo.constant dense<[[0.5, -0.5, 0.25], [0.25, 1.0, -1.0], [-0.75, 0.5, 0.5]]> : tensor<3x3xf32>
  %5 = stablehlo.dot_general %3, %w2, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
  %6 = stablehlo.add %3, %5 : tensor<2x3xf32>
  %7 = stablehlo.tanh %6 : tensor<2x3xf32>
  // Ops that keep a scale: transpose, reshape, concatenate, max pooling.
  %8 = stablehlo.transpose %3, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %9 = stablehlo.reshape %8 : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %10 = stablehlo.concatenate %3, %9, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %11 = stablehlo.reshape %10 : (tensor<4x3xf32>) -> tensor<1x4x3xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %12 = "stablehlo.reduce_window"(%11, %ninf) ({
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %m = stablehlo.maximum %a, %c : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2, 1>, window_strides = array<i64: 1, 2, 1>} : (tensor<1x4x3xf32>, tensor<f32>) -> tensor<1x2x3xf32>
  return %7, %4, %12 : tensor<2x3xf32>, tensor<2x2xf32>, tensor<1x2x3xf32>
}
