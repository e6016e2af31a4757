// Float power runs in kernels (fused with the adds that make its operands) and computes what the
// evaluator computes (C's pow) on f32, f64, bf16 and f16: every pair of edge values (signed zeros,
// infinities, NaN, ones, negative bases with integer and other exponents, the smallest subnormal and
// the largest finite value) as the arguments are zeros, and random pairs around them. NaN,
// infinities and zeros must sit at the same places; f64 results are within 1 ULP of the evaluator's
// (math_ir_test measures them), so the values are compared to a tolerance. No power is left to the
// evaluator.

// RUN: %hlx run --backend=cpu --print-after-all --inputs=zeros %s | FileCheck %s
// RUN: %hlx run --backend=cpu --inputs=zeros --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --inputs=zeros --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-6 --bf16
// RUN: %hlx run --backend=cpu --seed=7 --save-outputs=%t.cpu-random.npz %s
// RUN: %hlx run --backend=interp --seed=7 --save-outputs=%t.interp-random.npz %s
// RUN: %hlx compare %t.interp-random.npz %t.cpu-random.npz --rtol=1e-6 --bf16

// CHECK-LABEL: ----- fusion plan -----
// CHECK: kernel {{{.*}}stablehlo.add{{.*}}stablehlo.power{{.*}}}
// CHECK-NOT: evaluate
// CHECK-LABEL: ----- memory plan -----
func.func @main(%x_f32: tensor<16x16xf32>, %y_f32: tensor<16x16xf32>, %x_f64: tensor<16x16xf64>, %y_f64: tensor<16x16xf64>, %x_bf16: tensor<16x16xbf16>, %y_bf16: tensor<16x16xbf16>, %x_f16: tensor<16x16xf16>, %y_f16: tensor<16x16xf16>)
    -> (tensor<16x16xf32>, tensor<16x16xf64>, tensor<16x16xbf16>, tensor<16x16xf16>) {
  %e_f32 = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-45, 3.4e+38, 7.5]> : tensor<16xf32>
  %ea_f32 = stablehlo.broadcast_in_dim %e_f32, dims = [0] : (tensor<16xf32>) -> tensor<16x16xf32>
  %eb_f32 = stablehlo.broadcast_in_dim %e_f32, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
  %a_f32 = stablehlo.add %ea_f32, %x_f32 : tensor<16x16xf32>
  %b_f32 = stablehlo.add %eb_f32, %y_f32 : tensor<16x16xf32>
  %power_f32 = stablehlo.power %a_f32, %b_f32 : tensor<16x16xf32>
  %e_f64 = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 4.9e-324, 1.7e+308, 7.5]> : tensor<16xf64>
  %ea_f64 = stablehlo.broadcast_in_dim %e_f64, dims = [0] : (tensor<16xf64>) -> tensor<16x16xf64>
  %eb_f64 = stablehlo.broadcast_in_dim %e_f64, dims = [1] : (tensor<16xf64>) -> tensor<16x16xf64>
  %a_f64 = stablehlo.add %ea_f64, %x_f64 : tensor<16x16xf64>
  %b_f64 = stablehlo.add %eb_f64, %y_f64 : tensor<16x16xf64>
  %power_f64 = stablehlo.power %a_f64, %b_f64 : tensor<16x16xf64>
  %e_bf16 = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, 0x7F80, 0xFF80, 0x7FC0, 1.0e-38, 3.0e+38, 7.5]> : tensor<16xbf16>
  %ea_bf16 = stablehlo.broadcast_in_dim %e_bf16, dims = [0] : (tensor<16xbf16>) -> tensor<16x16xbf16>
  %eb_bf16 = stablehlo.broadcast_in_dim %e_bf16, dims = [1] : (tensor<16xbf16>) -> tensor<16x16xbf16>
  %a_bf16 = stablehlo.add %ea_bf16, %x_bf16 : tensor<16x16xbf16>
  %b_bf16 = stablehlo.add %eb_bf16, %y_bf16 : tensor<16x16xbf16>
  %power_bf16 = stablehlo.power %a_bf16, %b_bf16 : tensor<16x16xbf16>
  %e_f16 = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, 0x7C00, 0xFC00, 0x7E00, 6.0e-08, 6.5e+04, 7.5]> : tensor<16xf16>
  %ea_f16 = stablehlo.broadcast_in_dim %e_f16, dims = [0] : (tensor<16xf16>) -> tensor<16x16xf16>
  %eb_f16 = stablehlo.broadcast_in_dim %e_f16, dims = [1] : (tensor<16xf16>) -> tensor<16x16xf16>
  %a_f16 = stablehlo.add %ea_f16, %x_f16 : tensor<16x16xf16>
  %b_f16 = stablehlo.add %eb_f16, %y_f16 : tensor<16x16xf16>
  %power_f16 = stablehlo.power %a_f16, %b_f16 : tensor<16x16xf16>
  return %power_f32, %power_f64, %power_bf16, %power_f16 : tensor<16x16xf32>, tensor<16x16xf64>, tensor<16x16xbf16>, tensor<16x16xf16>
}
