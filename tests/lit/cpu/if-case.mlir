// stablehlo.if and stablehlo.case whose branches are single blocks of static types run as programs of
// the CPU backend: the one branch the selector picks, reading values of the enclosing function (a
// branch that returns %x unchanged has no step). A case index out of range, above or below, takes the
// last branch. The results match the evaluator's.

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s
// CHECK-LABEL: ----- memory plan -----
// CHECK: step {{[0-9]+}}: stablehlo.if (1 steps, 0 steps)
// CHECK: step {{[0-9]+}}: stablehlo.case (0 steps, 1 steps, 1 steps)
// CHECK-NOT: evaluate stablehlo.if
// CHECK-NOT: evaluate stablehlo.case
// RUN: %hlx run --backend=cpu --print-outputs %s > %t.cpu
// RUN: %hlx run --backend=interp --print-outputs %s > %t.interp
// RUN: diff %t.cpu %t.interp
func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %t = stablehlo.constant dense<true> : tensor<i1>
  %a = "stablehlo.if"(%t) ({
    %two = stablehlo.constant dense<2.0> : tensor<4xf32>
    %m = stablehlo.multiply %x, %two : tensor<4xf32>
    %one = stablehlo.constant dense<1.0> : tensor<4xf32>
    %r = stablehlo.add %m, %one : tensor<4xf32>
    stablehlo.return %r : tensor<4xf32>
  }, {
    stablehlo.return %x : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  %k1 = stablehlo.constant dense<1> : tensor<i32>
  %k7 = stablehlo.constant dense<7> : tensor<i32>
  %kneg = stablehlo.constant dense<-1> : tensor<i32>
  %b = "stablehlo.case"(%k1) ({
    stablehlo.return %x : tensor<4xf32>
  }, {
    %one = stablehlo.constant dense<1.0> : tensor<4xf32>
    %r = stablehlo.add %x, %one : tensor<4xf32>
    stablehlo.return %r : tensor<4xf32>
  }, {
    %r = stablehlo.negate %x : tensor<4xf32>
    stablehlo.return %r : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  %c = "stablehlo.case"(%k7) ({
    stablehlo.return %x : tensor<4xf32>
  }, {
    %r = stablehlo.negate %x : tensor<4xf32>
    stablehlo.return %r : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  %d = "stablehlo.case"(%kneg) ({
    stablehlo.return %x : tensor<4xf32>
  }, {
    %r = stablehlo.negate %x : tensor<4xf32>
    stablehlo.return %r : tensor<4xf32>
  }) : (tensor<i32>) -> tensor<4xf32>
  return %a, %b, %c, %d : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
