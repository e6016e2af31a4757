// Float remainder runs in kernels (fused with the adds that make its operands) and computes what the
// evaluator computes (C's fmod), bit for bit, on f32, f64, bf16 and f16: every pair of edge values
// (signed zeros, infinities, NaN, the smallest subnormal and the largest finite value) as the
// arguments are zeros, and random pairs around them; and the largest remainder of each row of huge
// random x (quotients beyond 2^52, the long division) by random y, in the reduce's kernel. No
// remainder is left to the evaluator.

// RUN: %hlx run --backend=cpu --print-after-all --inputs=zeros %s | FileCheck %s
// RUN: %hlx run --backend=cpu --inputs=zeros --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --inputs=zeros --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=0 --bf16
// RUN: %hlx run --backend=cpu --seed=7 --save-outputs=%t.cpu-random.npz %s
// RUN: %hlx run --backend=interp --seed=7 --save-outputs=%t.interp-random.npz %s
// RUN: %hlx compare %t.interp-random.npz %t.cpu-random.npz --rtol=0 --bf16

// CHECK-LABEL: ----- fusion plan -----
// CHECK: kernel {{{.*}}stablehlo.add{{.*}}stablehlo.remainder{{.*}}}
// CHECK: kernel {stablehlo.multiply, stablehlo.remainder, stablehlo.reduce}
// CHECK-NOT: evaluate
// CHECK-LABEL: ----- memory plan -----
func.func @main(%x_f32: tensor<16x16xf32>, %y_f32: tensor<16x16xf32>, %x_f64: tensor<16x16xf64>, %y_f64: tensor<16x16xf64>, %x_bf16: tensor<16x16xbf16>, %y_bf16: tensor<16x16xbf16>, %x_f16: tensor<16x16xf16>, %y_f16: tensor<16x16xf16>)
    -> (tensor<16x16xf32>, tensor<16x16xf64>, tensor<16x16xbf16>, tensor<16x16xf16>, tensor<16xf32>, tensor<16xf64>) {
  %e_f32 = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, 0x7F800000, 0xFF800000, 0x7FC00000, 1.0e-45, 3.4e+38, 7.5]> : tensor<16xf32>
  %ea_f32 = stablehlo.broadcast_in_dim %e_f32, dims = [0] : (tensor<16xf32>) -> tensor<16x16xf32>
  %eb_f32 = stablehlo.broadcast_in_dim %e_f32, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
  %a_f32 = stablehlo.add %ea_f32, %x_f32 : tensor<16x16xf32>
  %b_f32 = stablehlo.add %eb_f32, %y_f32 : tensor<16x16xf32>
  %remainder_f32 = stablehlo.remainder %a_f32, %b_f32 : tensor<16x16xf32>
  %e_f64 = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 4.9e-324, 1.7e+308, 7.5]> : tensor<16xf64>
  %ea_f64 = stablehlo.broadcast_in_dim %e_f64, dims = [0] : (tensor<16xf64>) -> tensor<16x16xf64>
  %eb_f64 = stablehlo.broadcast_in_dim %e_f64, dims = [1] : (tensor<16xf64>) -> tensor<16x16xf64>
  %a_f64 = stablehlo.add %ea_f64, %x_f64 : tensor<16x16xf64>
  %b_f64 = stablehlo.add %eb_f64, %y_f64 : tensor<16x16xf64>
  %remainder_f64 = stablehlo.remainder %a_f64, %b_f64 : tensor<16x16xf64>
  %e_bf16 = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, 0x7F80, 0xFF80, 0x7FC0, 1.0e-38, 3.0e+38, 7.5]> : tensor<16xbf16>
  %ea_bf16 = stablehlo.broadcast_in_dim %e_bf16, dims = [0] : (tensor<16xbf16>) -> tensor<16x16xbf16>
  %eb_bf16 = stablehlo.broadcast_in_dim %e_bf16, dims = [1] : (tensor<16xbf16>) -> tensor<16x16xbf16>
  %a_bf16 = stablehlo.add %ea_bf16, %x_bf16 : tensor<16x16xbf16>
  %b_bf16 = stablehlo.add %eb_bf16, %y_bf16 : tensor<16x16xbf16>
  %remainder_bf16 = stablehlo.remainder %a_bf16, %b_bf16 : tensor<16x16xbf16>
  %e_f16 = stablehlo.constant dense<[0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, 0x7C00, 0xFC00, 0x7E00, 6.0e-08, 6.5e+04, 7.5]> : tensor<16xf16>
  %ea_f16 = stablehlo.broadcast_in_dim %e_f16, dims = [0] : (tensor<16xf16>) -> tensor<16x16xf16>
  %eb_f16 = stablehlo.broadcast_in_dim %e_f16, dims = [1] : (tensor<16xf16>) -> tensor<16x16xf16>
  %a_f16 = stablehlo.add %ea_f16, %x_f16 : tensor<16x16xf16>
  %b_f16 = stablehlo.add %eb_f16, %y_f16 : tensor<16x16xf16>
  %remainder_f16 = stablehlo.remainder %a_f16, %b_f16 : tensor<16x16xf16>
  %scale_f32 = stablehlo.constant dense<1.0e+30> : tensor<16x16xf32>
  %far_f32 = stablehlo.multiply %x_f32, %scale_f32 : tensor<16x16xf32>
  %far_remainder_f32 = stablehlo.remainder %far_f32, %y_f32 : tensor<16x16xf32>
  %low_f32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max_f32 = stablehlo.reduce(%far_remainder_f32 init: %low_f32) applies stablehlo.maximum across dimensions = [1] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
  %scale_f64 = stablehlo.constant dense<1.0e+300> : tensor<16x16xf64>
  %far_f64 = stablehlo.multiply %x_f64, %scale_f64 : tensor<16x16xf64>
  %far_remainder_f64 = stablehlo.remainder %far_f64, %y_f64 : tensor<16x16xf64>
  %low_f64 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
  %max_f64 = stablehlo.reduce(%far_remainder_f64 init: %low_f64) applies stablehlo.maximum across dimensions = [1] : (tensor<16x16xf64>, tensor<f64>) -> tensor<16xf64>
  return %remainder_f32, %remainder_f64, %remainder_bf16, %remainder_f16, %max_f32, %max_f64 : tensor<16x16xf32>, tensor<16x16xf64>, tensor<16x16xbf16>, tensor<16x16xf16>, tensor<16xf32>, tensor<16xf64>
}
