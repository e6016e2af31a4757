// A while loop whose cond and body are single blocks of static types runs as two programs of the CPU
// backend (their own kernels, oneDNN calls and memory plans), not on the evaluator: the body reads
// values of the enclosing function (%w, %x), and an inner loop nests a second level. The results agree
// with the evaluator within the rounding of the oneDNN product.

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s
// CHECK-LABEL: ----- memory plan -----
// CHECK: step {{[0-9]+}}: while (cond: 1 steps, body: {{[0-9]+}} steps)
// CHECK-NOT: evaluate stablehlo.while
// RUN: %hlx run --backend=cpu --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-5
func.func @main(%x: tensor<32x32xf32>, %w: tensor<32x32xf32>) -> (tensor<i32>, tensor<32x32xf32>, tensor<i32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %zero, %h = %x, %total = %zero) : tensor<i32>, tensor<32x32xf32>, tensor<i32>
   cond {
    %n = stablehlo.constant dense<6> : tensor<i32>
    %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    %d = stablehlo.dot_general %h, %w, contracting_dims = [1] x [0] : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %s = stablehlo.constant dense<0.05> : tensor<32x32xf32>
    %ds = stablehlo.multiply %d, %s : tensor<32x32xf32>
    %t = stablehlo.tanh %ds : tensor<32x32xf32>
    %h1 = stablehlo.add %t, %x : tensor<32x32xf32>
    // An inner loop: total += i + 1, i + 1 times.
    %inner:2 = stablehlo.while(%j = %zero, %acc = %total) : tensor<i32>, tensor<i32>
     cond {
      %c = stablehlo.compare LT, %j, %i1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %j1 = stablehlo.add %j, %one : tensor<i32>
      %acc1 = stablehlo.add %acc, %i1 : tensor<i32>
      stablehlo.return %j1, %acc1 : tensor<i32>, tensor<i32>
    }
    stablehlo.return %i1, %h1, %inner#1 : tensor<i32>, tensor<32x32xf32>, tensor<i32>
  }
  return %r#0, %r#1, %r#2 : tensor<i32>, tensor<32x32xf32>, tensor<i32>
}
