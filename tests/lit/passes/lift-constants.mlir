// lift-constants makes the entry's constants that ops compute from its arguments, after its own; the
// constants that only checks read or that are only returned stay.
// RUN: %hlx opt --passes=inline,lift-constants %s | FileCheck %s

// CHECK-LABEL: func.func public @main(%arg0: tensor<2xf32> {jax.arg = 0 : i64}, %arg1: tensor<2xf32>, %arg2: tensor<f32>)
// CHECK-NEXT:    %0 = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf32>
// CHECK-NEXT:    %1 = stablehlo.add %arg0, %arg1 : tensor<2xf32>
// CHECK-NEXT:    %2 = stablehlo.reduce(%1 init: %arg2) applies stablehlo.add
// CHECK-NEXT:    stablehlo.custom_call @check.expect_close(%1, %0)
// CHECK-NEXT:    check.expect_eq_const %2, dense<5.0> : tensor<f32>
// CHECK-NEXT:    %3 = stablehlo.constant dense<7.0> : tensor<f32>
// CHECK-NEXT:    return %2, %3 : tensor<f32>, tensor<f32>
func.func public @main(%x: tensor<2xf32> {jax.arg = 0 : i64}) -> (tensor<f32>, tensor<f32>) {
  %0 = call @inputs() : () -> tensor<2xf32>
  %1 = call @expected() : () -> tensor<2xf32>
  %2 = stablehlo.add %x, %0 : tensor<2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %3 = stablehlo.reduce(%2 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
  stablehlo.custom_call @check.expect_close(%2, %1) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
  check.expect_eq_const %3, dense<5.0> : tensor<f32>
  %seven = stablehlo.constant dense<7.0> : tensor<f32>
  return %3, %seven : tensor<f32>, tensor<f32>
}
func.func private @inputs() -> tensor<2xf32> {
  %cst = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  return %cst : tensor<2xf32>
}
func.func private @expected() -> tensor<2xf32> {
  %cst = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf32>
  return %cst : tensor<2xf32>
}

// -----

// A function without such constants is left as it is.
// CHECK-LABEL: func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:    %0 = stablehlo.abs %arg0
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.abs %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}
