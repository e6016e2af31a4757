// A layer norm as JAX writes it. `x - mean` has two readers (the variance's reduction and the output);
// it is cheap (a subtract and the broadcast it reads through), so both compute it again from x rather
// than one kernel writing it and both reading it back: three kernels over the rows (two reductions
// and the output) and two small ones over the row statistics. The outputs agree with the evaluator
// within the rounding of reassociated sums.

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s
// CHECK-LABEL: ----- fusion plan -----
// CHECK-NEXT: step 0: kernel {stablehlo.reduce}
// CHECK-NEXT: step 1: kernel {stablehlo.divide}
// CHECK-NEXT: step 2: kernel {stablehlo.broadcast_in_dim, stablehlo.subtract, stablehlo.multiply, stablehlo.reduce}
// CHECK-NEXT: step 3: kernel {stablehlo.divide, stablehlo.add, stablehlo.rsqrt}
// CHECK-NEXT: step 4: kernel {stablehlo.broadcast_in_dim, stablehlo.subtract, stablehlo.broadcast_in_dim, stablehlo.multiply, {{.*}}stablehlo.add}
// CHECK-NOT: step 5
// RUN: %hlx run --backend=cpu --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-5
func.func @main(%x: tensor<16x256xf32>, %scale: tensor<256xf32>, %bias: tensor<256xf32>) -> tensor<16x256xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %n_s = stablehlo.constant dense<2.560000e+02> : tensor<f32>
  %eps_s = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<16x256xf32>, tensor<f32>) -> tensor<16xf32>
  %n = stablehlo.broadcast_in_dim %n_s, dims = [] : (tensor<f32>) -> tensor<16xf32>
  %mean = stablehlo.divide %sum, %n : tensor<16xf32>
  %mean_b = stablehlo.broadcast_in_dim %mean, dims = [0] : (tensor<16xf32>) -> tensor<16x256xf32>
  %d = stablehlo.subtract %x, %mean_b : tensor<16x256xf32>
  %d2 = stablehlo.multiply %d, %d : tensor<16x256xf32>
  %ssq = stablehlo.reduce(%d2 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<16x256xf32>, tensor<f32>) -> tensor<16xf32>
  %var = stablehlo.divide %ssq, %n : tensor<16xf32>
  %eps = stablehlo.broadcast_in_dim %eps_s, dims = [] : (tensor<f32>) -> tensor<16xf32>
  %ve = stablehlo.add %var, %eps : tensor<16xf32>
  %inv = stablehlo.rsqrt %ve : tensor<16xf32>
  %inv_b = stablehlo.broadcast_in_dim %inv, dims = [0] : (tensor<16xf32>) -> tensor<16x256xf32>
  %norm = stablehlo.multiply %d, %inv_b : tensor<16x256xf32>
  %scale_b = stablehlo.broadcast_in_dim %scale, dims = [1] : (tensor<256xf32>) -> tensor<16x256xf32>
  %scaled = stablehlo.multiply %norm, %scale_b : tensor<16x256xf32>
  %bias_b = stablehlo.broadcast_in_dim %bias, dims = [1] : (tensor<256xf32>) -> tensor<16x256xf32>
  %y = stablehlo.add %scaled, %bias_b : tensor<16x256xf32>
  return %y : tensor<16x256xf32>
}
