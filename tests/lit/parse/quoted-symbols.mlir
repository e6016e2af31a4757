// Symbol names that need quotes (@"..."), on each op that declares or references one, read back as the
// same names: print -> read -> print is a fixed point.
// RUN: %hlx opt %s | FileCheck %s
// RUN: %hlx opt %s > %t.1.mlir && %hlx opt %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir

// CHECK: module @"re]gions" {
module @"re]gions" {
  // CHECK: sdy.mesh @"mesh ]x" = <["a"=2]>
  sdy.mesh @"mesh ]x" = <["a"=2]>
  // CHECK: func.func private @"helper \"one\""
  func.func private @"helper \"one\""(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    return %arg0 : tensor<2xf32>
  }
  func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    // CHECK: call @"helper \"one\""(%arg0)
    %0 = call @"helper \"one\""(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
    // CHECK: stablehlo.custom_call @"target with spaces"(%0)
    %1 = stablehlo.custom_call @"target with spaces"(%0) : (tensor<2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
}
