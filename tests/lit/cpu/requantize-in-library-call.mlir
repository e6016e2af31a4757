// Requantization in the oneDNN call on the CPU backend: after lower-quantized, a product of int8 values
// (i8 x i8 into i32) is followed by its zero point's correction (an i32 constant subtracted: the activation's
// zero point times the weight's column sums), its conversion to f32, the multiply by the accumulator's
// scales, the divide by the result's scale, the add of its zero point, the rounding and the saturating
// conversion to i8. oneDNN computes all of them as its call's post-ops and writes the i8 result: the step
// is one library call, and no kernel reads the i32 sums. oneDNN computes each in f32 as a kernel does (the
// sums, at most 2^24, and the corrections are exact in f32), so the results are bit for bit those of the
// evaluator on the lowered program, saturated values included (many of the second product's are).
// Against the evaluator of the quantized program, which dequantizes, multiplies in float and quantizes
// again, a result may differ by the rounding of a step (a step of the first product's moves the second's
// by up to three of its own).

// The plan where oneDNN takes int8 products (CPUs with VNNI); the results on every CPU.
// RUN: %if vnni %{ %hlx run --backend=cpu --print-after-all --inputs=random %s | FileCheck %s %}
// RUN: %hlx run --backend=cpu --inputs=random --seed=4 --save-outputs=%t.cpu.npz %s
// RUN: %hlx opt --passes=lower-quantized %s > %t.lowered.mlir
// RUN: %hlx run --backend=interp --inputs=random --seed=4 --save-outputs=%t.lowered.npz %t.lowered.mlir
// RUN: %hlx compare %t.lowered.npz %t.cpu.npz --rtol=0
// RUN: %hlx run --backend=interp --inputs=random --seed=4 --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=0.03

// CHECK-LABEL: ----- fusion plan -----
// CHECK: library stablehlo.dot_general + stablehlo.subtract + stablehlo.convert + stablehlo.multiply + stablehlo.divide + stablehlo.add + stablehlo.round_nearest_even + stablehlo.convert (
// CHECK: library stablehlo.dot_general + stablehlo.subtract + stablehlo.convert + stablehlo.multiply + stablehlo.divide + stablehlo.round_nearest_even + stablehlo.convert (
// CHECK-NOT: library
// CHECK: arena:
func.func @main(%x: tensor<64x32xf32>) -> (tensor<64x16xf32>, tensor<64x8xf32>) {
  %q = stablehlo.uniform_quantize %x : (tensor<64x32xf32>) -> tensor<64x32x!quant.uniform<i8:f32, 0.02:-3>>
  %w1 = "stablehlo.constant"() {value = dense<[[32, -62, 62, -36, 76, 49, 114, 88, 62, 39, 109, 8, -120, 88, -8, 71], [114, -64, 39, -114, 103, -87, -99, -32, -7, 95, -64, -30, 12, -101, 19, -64], [-124, 60, -72, -23, -56, -81, 107, 95, 69, -28, -87, 68, 77, -109, -92, 31], [31, -14, -95, -94, -127, 121, 96, -126, -74, 71, -72, 118, 124, -85, 96, -85], [-53, -47, 119, -77, 11, 97, 46, 33, -75, -81, 113, 120, 49, -77, 120, 120], [101, -29, -51, -122, -35, -21, -85, 112, -90, -60, -111, -43, -50, 82, 27, 23], [-127, 25, 46, 54, -41, -111, -48, -37, 82, -49, -4, 51, -47, -80, -4, -7], [53, -82, -113, -62, 122, 113, -122, 116, 64, -36, 89, -24, -123, 13, 74, -20], [-34, -31, 21, 88, -125, -12, -116, 54, -81, 32, 117, 117, -77, -97, 66, -65], [110, 82, 114, -9, -39, 4, -37, 101, 7, -63, 71, -9, -100, 23, 64, 72], [77, -33, 93, -52, -118, -17, 115, 123, -104, -74, -40, 4, 29, -35, 108, -90], [-40, -57, 109, 52, 12, -104, -48, 48, -46, -49, -82, 77, -107, 33, -89, 57], [49, -48, -4, -86, 57, -115, -107, 125, 26, 9, 109, -24, -119, -67, 62, 25], [-39, 84, -63, -11, 39, -20, -90, -113, 123, 107, 36, -119, 78, -1, -42, 87], [-74, -94, 124, 60, 17, 116, -94, 34, 102, 74, -22, -100, -84, -16, -32, -89], [-112, 89, -20, -52, -91, -11, 109, 31, 91, -84, 122, 6, -11, 118, -3, 49], [59, -46, -5, -57, -53, -7, -24, 103, -90, -99, -31, 83, 126, 9, 118, -82], [33, 112, 0, 95, -41, -81, -105, -2, -58, 4, 73, 13, 95, 1, -35, -111], [74, 76, 71, -36, 50, 23, 42, -119, 67, -49, -34, 16, 53, 44, -56, 86], [-3, -60, 70, 124, 49, 56, -52, 117, 115, -40, 39, -82, 21, 91, -125, -6], [13, 71, -63, -44, 44, -57, -9, -54, 82, 1, 38, 45, 77, -36, -38, -57], [37, -39, 61, 113, 85, -23, -38, 109, 88, -83, 95, 94, 49, -12, 122, -34], [117, -42, 5, -91, 8, 123, -85, -77, 87, -35, 112, 91, -5, -55, 50, -107], [57, 44, 59, -21, -84, 30, 72, 112, 21, 5, 43, 112, -20, -50, 32, 14], [71, 94, 36, -58, 57, 127, -120, -77, -87, 23, -15, 32, 39, -81, -71, 67], [48, -81, 34, 56, -117, 125, -7, 123, -70, -85, -114, 101, -93, -99, -46, 120], [-81, -4, -78, 13, -118, -21, -8, -38, -30, 42, 29, -109, 24, -75, -67, 56], [104, -32, -127, -38, -24, 116, -56, 92, -23, 94, -98, 49, 85, 13, -32, 119], [-118, 13, 30, -50, -103, -52, 12, 4, -41, 116, 21, -52, 118, -37, 82, -94], [-20, -23, 81, 17, 37, 10, -33, -8, -91, -87, 25, -30, 17, -5, 118, -77], [120, -93, 28, -104, -38, 83, 101, 42, -127, -30, -100, -44, 17, 107, 30, 11], [-91, -44, 34, 97, 101, 17, -31, -18, -17, 123, -70, -1, -53, -5, 121, 54]]> : tensor<32x16xi8>} : () -> tensor<32x16x!quant.uniform<i8:f32:1, {0.004,0.005,0.006,0.007,0.008,0.009,0.01,0.011,0.012,0.013,0.014,0.015,0.016,0.017,0.018,0.019}>>
  %h = stablehlo.dot_general %q, %w1, contracting_dims = [1] x [0] : (tensor<64x32x!quant.uniform<i8:f32, 0.02:-3>>, tensor<32x16x!quant.uniform<i8:f32:1, {0.004,0.005,0.006,0.007,0.008,0.009,0.01,0.011,0.012,0.013,0.014,0.015,0.016,0.017,0.018,0.019}>>) -> tensor<64x16x!quant.uniform<i8:f32, 0.05:5>>
  %w2 = "stablehlo.constant"() {value = dense<[[-30, -29, 119, 91, 106, -87, 25, 25], [-61, 62, 124, -50, 0, -63, -21, -122], [-46, 114, 124, -49, -2, 110, -54, -91], [-5, -121, -96, 41, 32, 118, -14, -65], [-52, -117, 73, -93, 84, -27, -124, -5], [9, 16, -57, -65, 112, -6, 73, -118], [-65, -2, -59, 89, -88, 57, 126, -54], [-52, -1, 28, 127, -6, 5, 38, 94], [27, 98, 63, 102, -97, -123, 67, -95], [-51, -55, 9, 54, -41, 30, -52, 60], [8, -121, -9, -38, -35, 47, 63, 81], [24, -94, -118, -127, -63, 14, -11, 48], [107, -100, 100, 48, 12, -79, -124, -18], [72, 79, -18, 25, 20, 49, 54, 117], [34, 39, -4, 92, 106, 88, -29, -6], [-27, 47, 91, 57, -77, 103, -52, -8]]> : tensor<16x8xi8>} : () -> tensor<16x8x!quant.uniform<i8:f32, 0.01>>
  %o = stablehlo.dot_general %h, %w2, contracting_dims = [1] x [0] : (tensor<64x16x!quant.uniform<i8:f32, 0.05:5>>, tensor<16x8x!quant.uniform<i8:f32, 0.01>>) -> tensor<64x8x!quant.uniform<i8:f32, 0.02>>
  %hf = stablehlo.uniform_dequantize %h : (tensor<64x16x!quant.uniform<i8:f32, 0.05:5>>) -> tensor<64x16xf32>
  %of = stablehlo.uniform_dequantize %o : (tensor<64x8x!quant.uniform<i8:f32, 0.02>>) -> tensor<64x8xf32>
  return %hf, %of : tensor<64x16xf32>, tensor<64x8xf32>
}
