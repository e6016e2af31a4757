// An if or case step reads the values its branches capture where they are in the arena (no copy) and
// keeps its results as the tensors the branch made, which the steps after it read where they are (a
// oneDNN product's epilogue here), and a reshape of one shares its bytes. A captured value a branch
// returns unchanged (%a from the if's second branch, %s from the case's first) is copied out of the
// arena when the branch ends: the arena's bytes of %a and %s go to values written after the branch
// (the evaluated reduce_precision's), which would otherwise change them.

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s
// CHECK-LABEL: ----- memory plan -----
// CHECK:      step 0: kernel {stablehlo.add, stablehlo.multiply}
// CHECK:      stablehlo.if (1 steps, 0 steps)
// CHECK:      stablehlo.case (0 steps, 1 steps)
// CHECK-NOT:  evaluate stablehlo.if
// CHECK-NOT:  evaluate stablehlo.case
// CHECK:      evaluate stablehlo.reduce_precision
// CHECK:      library stablehlo.dot_general
// CHECK-NOT:  evaluate stablehlo.reshape
// CHECK:      arena:
// RUN: %hlx run --backend=cpu --save-outputs=%t.cpu.npz --seed=4 %s
// RUN: %hlx run --backend=interp --save-outputs=%t.interp.npz --seed=4 %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-5
func.func @main(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>)
    -> (tensor<64x64xf32>, tensor<4096xf32>, tensor<64x64xf32>, tensor<64x64xf32>) {
  %a = stablehlo.add %x, %x : tensor<64x64xf32>
  %s = stablehlo.multiply %x, %y : tensor<64x64xf32>
  %f = stablehlo.constant dense<false> : tensor<i1>
  %r = "stablehlo.if"(%f) ({
    %m = stablehlo.multiply %a, %y : tensor<64x64xf32>
    stablehlo.return %m : tensor<64x64xf32>
  }, {
    stablehlo.return %a : tensor<64x64xf32>
  }) : (tensor<i1>) -> tensor<64x64xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %c = "stablehlo.case"(%zero) ({
    stablehlo.return %s : tensor<64x64xf32>
  }, {
    %m = stablehlo.subtract %s, %a : tensor<64x64xf32>
    stablehlo.return %m : tensor<64x64xf32>
  }) : (tensor<i32>) -> tensor<64x64xf32>
  %q = stablehlo.reduce_precision %y, format = e5m10 : tensor<64x64xf32>
  %b = stablehlo.dot_general %q, %y, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %e = stablehlo.add %r, %b : tensor<64x64xf32>
  %flat = stablehlo.reshape %c : (tensor<64x64xf32>) -> tensor<4096xf32>
  return %e, %flat, %r, %c : tensor<64x64xf32>, tensor<4096xf32>, tensor<64x64xf32>, tensor<64x64xf32>
}
