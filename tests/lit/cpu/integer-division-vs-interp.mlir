// Integer division, remainder and power run in kernels and compute what the evaluator computes, bit for
// bit: every pair of edge values of each type (zero and -1 divisors, the extremes, INT_MIN / -1,
// negative and large exponents) as the arguments are zeros, and random pairs around them. No
// division, remainder or power is left to the evaluator.

// RUN: %hlx run --backend=cpu --print-after-all --inputs=zeros %s | FileCheck %s
// RUN: %hlx run --backend=cpu --inputs=zeros --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --inputs=zeros --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=0
// RUN: %hlx run --backend=cpu --seed=7 --save-outputs=%t.cpu-random.npz %s
// RUN: %hlx run --backend=interp --seed=7 --save-outputs=%t.interp-random.npz %s
// RUN: %hlx compare %t.interp-random.npz %t.cpu-random.npz --rtol=0

// CHECK-LABEL: ----- fusion plan -----
// CHECK: kernel {{{.*}}stablehlo.divide{{.*}}}
// CHECK: kernel {{{.*}}stablehlo.remainder{{.*}}}
// CHECK: kernel {{{.*}}stablehlo.power{{.*}}}
// CHECK-NOT: evaluate
// CHECK-LABEL: ----- memory plan -----
func.func @main(%x_i8: tensor<16x16xi8>, %y_i8: tensor<16x16xi8>, %x_ui8: tensor<16x16xui8>, %y_ui8: tensor<16x16xui8>, %x_i32: tensor<16x16xi32>, %y_i32: tensor<16x16xi32>, %x_i64: tensor<16x16xi64>, %y_i64: tensor<16x16xi64>, %x_ui64: tensor<16x16xui64>, %y_ui64: tensor<16x16xui64>)
    -> (tensor<16x16xi8>, tensor<16x16xi8>, tensor<16x16xi8>, tensor<16x16xui8>, tensor<16x16xui8>, tensor<16x16xui8>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi64>, tensor<16x16xi64>, tensor<16x16xi64>, tensor<16x16xui64>, tensor<16x16xui64>, tensor<16x16xui64>) {
  %e_i8 = stablehlo.constant dense<[0, 1, -1, 2, -2, 3, -3, 5, 7, -7, 8, 13, 126, 127, -127, -128]> : tensor<16xi8>
  %ea_i8 = stablehlo.broadcast_in_dim %e_i8, dims = [0] : (tensor<16xi8>) -> tensor<16x16xi8>
  %eb_i8 = stablehlo.broadcast_in_dim %e_i8, dims = [1] : (tensor<16xi8>) -> tensor<16x16xi8>
  %a_i8 = stablehlo.add %ea_i8, %x_i8 : tensor<16x16xi8>
  %b_i8 = stablehlo.add %eb_i8, %y_i8 : tensor<16x16xi8>
  %divide_i8 = stablehlo.divide %a_i8, %b_i8 : tensor<16x16xi8>
  %remainder_i8 = stablehlo.remainder %a_i8, %b_i8 : tensor<16x16xi8>
  %power_i8 = stablehlo.power %a_i8, %b_i8 : tensor<16x16xi8>
  %e_ui8 = stablehlo.constant dense<[0, 1, 2, 3, 5, 7, 8, 13, 64, 127, 128, 129, 200, 254, 255, 6]> : tensor<16xui8>
  %ea_ui8 = stablehlo.broadcast_in_dim %e_ui8, dims = [0] : (tensor<16xui8>) -> tensor<16x16xui8>
  %eb_ui8 = stablehlo.broadcast_in_dim %e_ui8, dims = [1] : (tensor<16xui8>) -> tensor<16x16xui8>
  %a_ui8 = stablehlo.add %ea_ui8, %x_ui8 : tensor<16x16xui8>
  %b_ui8 = stablehlo.add %eb_ui8, %y_ui8 : tensor<16x16xui8>
  %divide_ui8 = stablehlo.divide %a_ui8, %b_ui8 : tensor<16x16xui8>
  %remainder_ui8 = stablehlo.remainder %a_ui8, %b_ui8 : tensor<16x16xui8>
  %power_ui8 = stablehlo.power %a_ui8, %b_ui8 : tensor<16x16xui8>
  %e_i32 = stablehlo.constant dense<[0, 1, -1, 2, -2, 3, -3, 7, -7, 31, 32, 2147483647, 2147483646, -2147483647, -2147483648, 65536]> : tensor<16xi32>
  %ea_i32 = stablehlo.broadcast_in_dim %e_i32, dims = [0] : (tensor<16xi32>) -> tensor<16x16xi32>
  %eb_i32 = stablehlo.broadcast_in_dim %e_i32, dims = [1] : (tensor<16xi32>) -> tensor<16x16xi32>
  %a_i32 = stablehlo.add %ea_i32, %x_i32 : tensor<16x16xi32>
  %b_i32 = stablehlo.add %eb_i32, %y_i32 : tensor<16x16xi32>
  %divide_i32 = stablehlo.divide %a_i32, %b_i32 : tensor<16x16xi32>
  %remainder_i32 = stablehlo.remainder %a_i32, %b_i32 : tensor<16x16xi32>
  %power_i32 = stablehlo.power %a_i32, %b_i32 : tensor<16x16xi32>
  %e_i64 = stablehlo.constant dense<[0, 1, -1, 2, -2, 3, -3, 7, -7, 63, 64, 9223372036854775807, 9223372036854775806, -9223372036854775807, -9223372036854775808, 4294967296]> : tensor<16xi64>
  %ea_i64 = stablehlo.broadcast_in_dim %e_i64, dims = [0] : (tensor<16xi64>) -> tensor<16x16xi64>
  %eb_i64 = stablehlo.broadcast_in_dim %e_i64, dims = [1] : (tensor<16xi64>) -> tensor<16x16xi64>
  %a_i64 = stablehlo.add %ea_i64, %x_i64 : tensor<16x16xi64>
  %b_i64 = stablehlo.add %eb_i64, %y_i64 : tensor<16x16xi64>
  %divide_i64 = stablehlo.divide %a_i64, %b_i64 : tensor<16x16xi64>
  %remainder_i64 = stablehlo.remainder %a_i64, %b_i64 : tensor<16x16xi64>
  %power_i64 = stablehlo.power %a_i64, %b_i64 : tensor<16x16xi64>
  %e_ui64 = stablehlo.constant dense<[0, 1, 2, 3, 5, 7, 8, 63, 64, 4294967296, 9223372036854775807, 9223372036854775808, 18446744073709551614, 18446744073709551615, 13, 6]> : tensor<16xui64>
  %ea_ui64 = stablehlo.broadcast_in_dim %e_ui64, dims = [0] : (tensor<16xui64>) -> tensor<16x16xui64>
  %eb_ui64 = stablehlo.broadcast_in_dim %e_ui64, dims = [1] : (tensor<16xui64>) -> tensor<16x16xui64>
  %a_ui64 = stablehlo.add %ea_ui64, %x_ui64 : tensor<16x16xui64>
  %b_ui64 = stablehlo.add %eb_ui64, %y_ui64 : tensor<16x16xui64>
  %divide_ui64 = stablehlo.divide %a_ui64, %b_ui64 : tensor<16x16xui64>
  %remainder_ui64 = stablehlo.remainder %a_ui64, %b_ui64 : tensor<16x16xui64>
  %power_ui64 = stablehlo.power %a_ui64, %b_ui64 : tensor<16x16xui64>
  return %divide_i8, %remainder_i8, %power_i8, %divide_ui8, %remainder_ui8, %power_ui8, %divide_i32, %remainder_i32, %power_i32, %divide_i64, %remainder_i64, %power_i64, %divide_ui64, %remainder_ui64, %power_ui64
      : tensor<16x16xi8>, tensor<16x16xi8>, tensor<16x16xi8>, tensor<16x16xui8>, tensor<16x16xui8>, tensor<16x16xui8>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xi64>, tensor<16x16xi64>, tensor<16x16xi64>, tensor<16x16xui64>, tensor<16x16xui64>, tensor<16x16xui64>
}
