// `hlx check --roundtrip`: print -> read -> print is a fixed point, here and through `hlx opt`.

// RUN: %hlx check --roundtrip %s | FileCheck %s --check-prefix=SUMMARY
// SUMMARY: 1 passed, 0 failed

// RUN: %hlx opt %s > %t.once.mlir
// RUN: %hlx opt %t.once.mlir > %t.twice.mlir
// RUN: diff %t.once.mlir %t.twice.mlir
// RUN: %hlx opt --generic %s > %t.generic.mlir
// RUN: %hlx opt %t.generic.mlir > %t.from_generic.mlir
// RUN: diff %t.once.mlir %t.from_generic.mlir
// RUN: %hlx opt --print-debuginfo %s > %t.loc.mlir
// RUN: %hlx opt %t.loc.mlir > %t.from_loc.mlir
// RUN: diff %t.once.mlir %t.from_loc.mlir

// Standard input is `-`.
// RUN: %hlx opt - < %s > %t.stdin.mlir
// RUN: diff %t.once.mlir %t.stdin.mlir

module @roundtrip attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%x: tensor<4x8xf32>, %w: tensor<8x2xf32>, %n: tensor<i32>) -> (tensor<4x2xf32>, tensor<4xf32>, tensor<i32>) {
    %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%x init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.while(%i = %c) : tensor<i32>
    cond {
      %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %next = stablehlo.multiply %i, %i : tensor<i32>
      stablehlo.return %next : tensor<i32>
    }
    %3 = func.call @helper(%0) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    return %3, %1, %2 : tensor<4x2xf32>, tensor<4xf32>, tensor<i32>
  } loc("roundtrip.py":3:1)
  func.func private @helper(%a: tensor<4x2xf32>) -> tensor<4x2xf32> {
    %0 = stablehlo.custom_call @my_kernel(%a) {backend_config = "x=1", mhlo.frontend_attributes = {tag = "t"}} : (tensor<4x2xf32>) -> tensor<4x2xf32> loc("kernel")
    return %0 : tensor<4x2xf32>
  }
}
