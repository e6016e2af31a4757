// quantize-static on a bf16 program: the quantized types express f32 (the program's bf16 values are
// converted to f32 before a uniform_quantize, and a uniform_dequantize's f32 back to bf16), and the
// bounds after a product are absorbed into its requantization where quantizing makes them redundant.
// RUN: %hlx run %S/Inputs/bf16-calibration.mlir --backend=interp --save-outputs=%t.cal.npz
// RUN: %hlx quantize %s --calibration=%t.cal.npz -o %t.q.mlir --print-ranges 2> %t.log
// RUN: FileCheck %s --input-file=%t.q.mlir
// RUN: FileCheck %s --check-prefix=RANGES --input-file=%t.log
// RUN: %hlx check %t.q.mlir
// RUN: %hlx run %t.q.mlir --backend=interp --seed=7 --save-outputs=%t.interp.npz
// RUN: %hlx run %t.q.mlir --backend=cpu --seed=7 --save-outputs=%t.cpu.npz
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=0

// RANGES: stablehlo.maximum result #0: [0, 10.5]
// RANGES: stablehlo.minimum result #0: [0, 6]

// The relu6 (maximum with 0, then minimum with 6) lies in the requantization: its range [0, 6] gives
// the scale 6 / 255 and the zero point -128, at which 0 quantizes to -128 and 6 to 127, the storage
// limits. The next product reads the int8 value itself.
// CHECK:      %[[XF:.*]] = stablehlo.convert %arg0 : (tensor<2x4xbf16>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[X:.*]] = stablehlo.uniform_quantize %[[XF]] : (tensor<2x4xf32>) -> tensor<2x4x!quant.uniform<i8:f32, {{.*}}>>
// CHECK-NEXT: %[[W:.*]] = "stablehlo.constant"() {{.*}} -> tensor<4x3x!quant.uniform<i8:f32, {{.*}}>>
// CHECK-NEXT: %[[ACC:.*]] = stablehlo.dot_general %[[X]], %[[W]], {{.*}} -> tensor<2x3x!quant.uniform<i32:f32, {{.*}}>>
// CHECK-NEXT: %[[H:.*]] = stablehlo.uniform_quantize %[[ACC]] : ({{.*}}) -> tensor<2x3x!quant.uniform<i8:f32, 0.0235294122248888:-128>>
// CHECK-NEXT: %[[HF:.*]] = stablehlo.uniform_dequantize %[[H]] : ({{.*}}) -> tensor<2x3xf32>
// CHECK-NEXT: %[[HB:.*]] = stablehlo.convert %[[HF]] : (tensor<2x3xf32>) -> tensor<2x3xbf16>
// CHECK-NEXT: %[[W2:.*]] = "stablehlo.constant"()
// CHECK-NEXT: %[[ACC2:.*]] = stablehlo.dot_general %[[H]], %[[W2]]
// A maximum with 0.5 is no bound quantizing makes redundant (the range from 0 quantizes 0.5 above the
// storage minimum): the product is requantized at its own range and the maximum stays a bf16 op.
// CHECK-NEXT: %[[Y:.*]] = stablehlo.uniform_quantize %[[ACC2]]
// CHECK-NEXT: %[[YF:.*]] = stablehlo.uniform_dequantize %[[Y]] : ({{.*}}) -> tensor<2x3xf32>
// CHECK-NEXT: %[[YB:.*]] = stablehlo.convert %[[YF]] : (tensor<2x3xf32>) -> tensor<2x3xbf16>
// CHECK-NEXT: %[[HALF:.*]] = stablehlo.constant dense<0.5> : tensor<2x3xbf16>
// CHECK-NEXT: %[[M:.*]] = stablehlo.maximum %[[YB]], %[[HALF]] : tensor<2x3xbf16>
// CHECK-NEXT: return %[[HB]], %[[M]]
func.func @main(%x: tensor<2x4xbf16>) -> (tensor<2x3xbf16>, tensor<2x3xbf16>) {
  %w = stablehlo.constant dense<[[4.0, -0.5, 0.25], [0.0, 2.0, -1.0], [-1.0, 0.5, 0.75], [0.5, -2.0, 1.0]]> : tensor<4x3xbf16>
  %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x4xbf16>, tensor<4x3xbf16>) -> tensor<2x3xbf16>
  %zero = stablehlo.constant dense<0.0> : tensor<2x3xbf16>
  %six = stablehlo.constant dense<6.0> : tensor<2x3xbf16>
  %1 = stablehlo.maximum %0, %zero : tensor<2x3xbf16>
  %2 = stablehlo.minimum %six, %1 : tensor<2x3xbf16>
  %w2 = stablehlo.constant dense<[[0.5, -0.5, 0.25], [0.25, 1.0, -1.0], [-0.75, 0.5, 0.5]]> : tensor<3x3xbf16>
  %3 = stablehlo.dot_general %2, %w2, contracting_dims = [1] x [0] : (tensor<2x3xbf16>, tensor<3x3xbf16>) -> tensor<2x3xbf16>
  %half = stablehlo.constant dense<0.5> : tensor<2x3xbf16>
  %4 = stablehlo.maximum %3, %half : tensor<2x3xbf16>
  return %2, %4 : tensor<2x3xbf16>, tensor<2x3xbf16>
}
