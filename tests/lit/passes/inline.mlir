// inline: every func.call, nested ones included, becomes a copy of the callee's body at the callee's
// locations; private functions left without references go, public ones and those still referred to stay.

// RUN: %hlx opt --passes=inline %s | FileCheck %s
// RUN: %hlx opt --passes=inline --print-debuginfo %s | FileCheck %s --check-prefix=LOC

// CHECK-LABEL: func.func @main
// CHECK-NOT: call
// CHECK: %[[A:.*]] = stablehlo.add %arg0, %arg0 : tensor<2xf32>
// CHECK: %[[M:.*]] = stablehlo.multiply %[[A]], %arg1 : tensor<2xf32>
// CHECK: %[[A2:.*]] = stablehlo.add %[[M]], %[[M]] : tensor<2xf32>
// CHECK: return %[[A2]]
func.func @main(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %0 = func.call @mul_double(%x, %y) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = func.call @double(%0) : (tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}

// CHECK-NOT: func.func private @double
func.func private @double(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %x, %x : tensor<2xf32> loc("double.py":7:3)
  return %0 : tensor<2xf32>
}
// LOC: stablehlo.add %arg0, %arg0 : tensor<2xf32> loc("double.py":7:3)

// A call to a call: both levels are inlined.
// CHECK-NOT: func.func private @mul_double
func.func private @mul_double(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %0 = func.call @double(%x) : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.multiply %0, %y : tensor<2xf32>
  return %1 : tensor<2xf32>
}

// Calls in a nested region; a callee that returns its argument.
// CHECK-LABEL: func.func @in_while
// CHECK: stablehlo.while(%[[IT:.*]] = %arg0)
// CHECK-NOT: call
// CHECK: %[[D:.*]] = stablehlo.add %[[IT]], %[[IT]]
// CHECK-NEXT: stablehlo.return %[[D]]
func.func @in_while(%x: tensor<2xf32>, %n: tensor<i1>) -> tensor<2xf32> {
  %0 = stablehlo.while(%iterArg = %x) : tensor<2xf32>
  cond {
    stablehlo.return %n : tensor<i1>
  } do {
    %1 = func.call @double(%iterArg) : (tensor<2xf32>) -> tensor<2xf32>
    %2 = func.call @identity(%1) : (tensor<2xf32>) -> tensor<2xf32>
    stablehlo.return %2 : tensor<2xf32>
  }
  return %0 : tensor<2xf32>
}
// CHECK-NOT: func.func private @identity
func.func private @identity(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}

// A public function stays even when nothing calls it; a private one that another op names stays too.
// CHECK-LABEL: func.func @unused_public
func.func @unused_public(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}
// CHECK-LABEL: func.func private @decomposition
func.func private @decomposition(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}
// CHECK-LABEL: func.func @composite_user
// CHECK: stablehlo.composite "my.op"
func.func @composite_user(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.composite "my.op" %x {decomposition = @decomposition} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// A recursive function is not inlined into itself.
// CHECK-LABEL: func.func @recursive
// CHECK: call @recursive
func.func @recursive(%x: tensor<2xf32>, %n: tensor<i1>) -> tensor<2xf32> {
  %0 = "stablehlo.if"(%n) ({
    %1 = func.call @recursive(%x, %n) : (tensor<2xf32>, tensor<i1>) -> tensor<2xf32>
    stablehlo.return %1 : tensor<2xf32>
  }, {
    stablehlo.return %x : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
