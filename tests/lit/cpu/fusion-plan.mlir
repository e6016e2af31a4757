// The fusion plan: elementwise ops, broadcasts and their producers fuse into one kernel; dot_general
// runs outside it; a reshape between two unfused ops is an alias, not a step, and a reshape after a
// fusion is computed inside it.

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s

// CHECK-LABEL: ----- fusion plan -----
// CHECK: step 0: kernel {stablehlo.broadcast_in_dim, stablehlo.add, stablehlo.tanh, stablehlo.multiply}
// CHECK-NEXT: step 1: {{evaluate|library}} stablehlo.dot_general
// CHECK-NEXT: step 2: kernel {stablehlo.exponential, stablehlo.maximum, stablehlo.reshape}
// CHECK-NOT: step 3
// CHECK-LABEL: ----- memory plan -----
// CHECK: arena: {{[0-9]+}} bytes for {{[0-9]+}} bytes of intermediates
func.func @main(%x: tensor<4x8xf32>, %b: tensor<8xf32>, %wv: tensor<16xf32>) -> tensor<2x4xf32> {
  %w = stablehlo.reshape %wv : (tensor<16xf32>) -> tensor<8x2xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %0 = stablehlo.add %x, %bb : tensor<4x8xf32>
  %1 = stablehlo.tanh %0 : tensor<4x8xf32>
  %2 = stablehlo.multiply %1, %x : tensor<4x8xf32>
  %3 = stablehlo.dot_general %2, %w, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  %4 = stablehlo.exponential %3 : tensor<4x2xf32>
  %5 = stablehlo.maximum %4, %3 : tensor<4x2xf32>
  %6 = stablehlo.reshape %5 : (tensor<4x2xf32>) -> tensor<2x4xf32>
  return %6 : tensor<2x4xf32>
}

// -----

// A cheap op with a reader outside the fusions is written anyway: a layer norm's last `+ beta`, read
// through a reshape by a dot_general and by a residual add, stays in the kernel that normalizes, and
// the residual add reads its result rather than computing it again from the normalized rows (which
// would then need a kernel of their own).
// CHECK-LABEL: ----- fusion plan -----
// CHECK: step 4: kernel {stablehlo.broadcast_in_dim, stablehlo.subtract, stablehlo.broadcast_in_dim, stablehlo.multiply, stablehlo.broadcast_in_dim, stablehlo.multiply, stablehlo.broadcast_in_dim, stablehlo.add}
// CHECK-NEXT: step 5: {{evaluate|library}} stablehlo.dot_general
// CHECK-NEXT: step 6: kernel {stablehlo.reshape, stablehlo.add}
// CHECK-NOT: step 7
// CHECK-LABEL: ----- memory plan -----
func.func @main(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>, %w: tensor<16x16xf32>) -> tensor<4x8xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %n_s = stablehlo.constant dense<8.0> : tensor<f32>
  %eps_s = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %n = stablehlo.broadcast_in_dim %n_s, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %mean = stablehlo.divide %sum, %n : tensor<4xf32>
  %mean_b = stablehlo.broadcast_in_dim %mean, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %d = stablehlo.subtract %x, %mean_b : tensor<4x8xf32>
  %d2 = stablehlo.multiply %d, %d : tensor<4x8xf32>
  %ssq = stablehlo.reduce(%d2 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %var = stablehlo.divide %ssq, %n : tensor<4xf32>
  %eps = stablehlo.broadcast_in_dim %eps_s, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %ve = stablehlo.add %var, %eps : tensor<4xf32>
  %rs = stablehlo.rsqrt %ve : tensor<4xf32>
  %rs_b = stablehlo.broadcast_in_dim %rs, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
  %nd = stablehlo.multiply %d, %rs_b : tensor<4x8xf32>
  %gb = stablehlo.broadcast_in_dim %g, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %ng = stablehlo.multiply %nd, %gb : tensor<4x8xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %y = stablehlo.add %ng, %bb : tensor<4x8xf32>
  %yr = stablehlo.reshape %y : (tensor<4x8xf32>) -> tensor<2x16xf32>
  %dot = stablehlo.dot_general %yr, %w, contracting_dims = [1] x [0] : (tensor<2x16xf32>, tensor<16x16xf32>) -> tensor<2x16xf32>
  %dr = stablehlo.reshape %dot : (tensor<2x16xf32>) -> tensor<4x8xf32>
  %r = stablehlo.add %dr, %y : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
