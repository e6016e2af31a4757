// mhlo ops without a StableHLO meaning, and misused mhlo.copy: each is an error at the op's name.
// RUN: %expect-exit 1 %hlx check %s 2>&1 | FileCheck %s

func.func @fusion(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "mhlo.fusion"(%a) ({
  ^bb0(%x: tensor<2xf32>):
    mhlo.return %x : tensor<2xf32>
  }) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// CHECK: mhlo-errors.mlir:[[@LINE-6]]:8: error: 'mhlo.fusion' has no StableHLO equivalent: hlx reads an mhlo op as the stablehlo or chlo op of its name, and mhlo.copy as an identity

// -----

func.func @topk(%a: tensor<8xf32>) -> tensor<2xf32> {
  %0:2 = mhlo.topk(%a, k = 2, largest = true) : tensor<8xf32> -> (tensor<2xf32>, tensor<2xi32>)
  return %0#0 : tensor<2xf32>
}
// CHECK: mhlo-errors.mlir:[[@LINE-3]]:10: error: 'mhlo.topk' has no StableHLO equivalent

// -----

func.func @add_dependency(%a: tensor<2xf32>, %t: !mhlo.token) -> tensor<2xf32> {
  %0 = mhlo.add_dependency %a, %t : (tensor<2xf32>, !mhlo.token) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// CHECK: mhlo-errors.mlir:[[@LINE-3]]:8: error: 'mhlo.add_dependency' has no StableHLO equivalent

// -----

func.func @copy_changes_type(%a: tensor<2xf32>) -> tensor<2xf64> {
  %0 = "mhlo.copy"(%a) : (tensor<2xf32>) -> tensor<2xf64>
  return %0 : tensor<2xf64>
}
// CHECK: mhlo-errors.mlir:[[@LINE-3]]:8: error: 'mhlo.copy' gives back its one operand: expected one result of the operand's type

// -----

func.func @copy_unnamed(%a: tensor<2xf32>) -> tensor<2xf32> {
  mhlo.copy %a : tensor<2xf32>
  return %a : tensor<2xf32>
}
// CHECK: mhlo-errors.mlir:[[@LINE-3]]:3: error: 'mhlo.copy' has 1 result, but 0 names were given

// -----

func.func @unknown(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = mhlo.no_such_op %a : tensor<2xf32>
  return %0 : tensor<2xf32>
}
// CHECK: mhlo-errors.mlir:[[@LINE-3]]:8: error: 'mhlo.no_such_op' has no StableHLO equivalent
