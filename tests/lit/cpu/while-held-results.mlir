// A while step reads its operands where they are in the arena (no copy) and keeps its results as the
// tensors its last iteration made, which the steps after it read where they are (a oneDNN product's
// epilogue here), and a reshape of one shares its bytes. A value the loop passes through unchanged
// (%v) is copied out of the arena when the loop ends: the arena's bytes of the loop's operand go to a
// value written after the loop (the evaluated reduce_precision's), which would otherwise change it.

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s
// CHECK-LABEL: ----- memory plan -----
// CHECK:      step 0: kernel {stablehlo.add}
// CHECK-NEXT: step 1: while
// CHECK-NOT:  evaluate stablehlo.while
// CHECK:      step 2: evaluate stablehlo.reduce_precision
// CHECK:      step 3: library stablehlo.dot_general
// CHECK-NOT:  evaluate stablehlo.reshape
// CHECK:      arena: 16384 bytes for 32768 bytes
// RUN: %hlx run --backend=cpu --save-outputs=%t.cpu.npz --seed=4 %s
// RUN: %hlx run --backend=interp --save-outputs=%t.interp.npz --seed=4 %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-5
func.func @main(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>)
    -> (tensor<64x64xf32>, tensor<4096xf32>, tensor<i32>, tensor<64x64xf32>) {
  %a = stablehlo.add %x, %x : tensor<64x64xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %zero, %v = %a, %s = %x) : tensor<i32>, tensor<64x64xf32>, tensor<64x64xf32>
   cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %t = stablehlo.multiply %s, %v : tensor<64x64xf32>
    stablehlo.return %next, %v, %t : tensor<i32>, tensor<64x64xf32>, tensor<64x64xf32>
  }
  %b = stablehlo.dot_general %y, %y, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = stablehlo.add %r#1, %b : tensor<64x64xf32>
  %f = stablehlo.add %c, %r#2 : tensor<64x64xf32>
  %flat = stablehlo.reshape %r#2 : (tensor<64x64xf32>) -> tensor<4096xf32>
  %q = stablehlo.reduce_precision %y, format = e5m10 : tensor<64x64xf32>
  %g = stablehlo.add %f, %q : tensor<64x64xf32>
  return %g, %flat, %r#0, %r#1 : tensor<64x64xf32>, tensor<4096xf32>, tensor<i32>, tensor<64x64xf32>
}
