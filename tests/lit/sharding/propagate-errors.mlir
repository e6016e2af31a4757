// A malformed sharding rule on a custom call is an error at the op that says what was expected and what
// was found. One program per split file.

// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: %expect-exit 1 %hlx opt --passes=propagate-shardings %t/rule-rank.mlir 2>&1 | FileCheck %s --check-prefix=RULE-RANK
// RUN: %expect-exit 1 %hlx opt --passes=propagate-shardings %t/rule-factor.mlir 2>&1 | FileCheck %s --check-prefix=RULE-FACTOR

//--- rule-rank.mlir
// RULE-RANK: rule-rank.mlir:[[@LINE+5]]:5: the sharding rule #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=8}>: expected 2 dimension(s) for operand 0, found 1
// A rule with fewer dimensions than the operand.
module {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%a: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}) -> tensor<4x8xf32> {
    %0 = stablehlo.custom_call @f(%a) {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=8}>} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
}

//--- rule-factor.mlir
// RULE-FACTOR: rule-factor.mlir:[[@LINE+5]]:5: the sharding rule #sdy.op_sharding_rule<([i, k])->([i, j]) {i=4, j=8}>: expected a factor with a size, found 'k'
// A factor without a size.
module {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%a: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}) -> tensor<4x8xf32> {
    %0 = stablehlo.custom_call @f(%a) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k])->([i, j]) {i=4, j=8}>} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
}
