// Collectives and token ops: replica groups, gathered and scattered dimensions, tokens.
// RUN: %expect-exit 1 %hlx check %s 2>&1 | FileCheck %s

func.func @all_gather(%a: tensor<2x4xf32>) -> tensor<2x6xf32> {
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<2x6xf32>
  func.return %0 : tensor<2x6xf32>
}
// CHECK: collectives.mlir:[[@LINE-3]]:3: error: 'stablehlo.all_gather' op expected result #0 to be operand #0 tensor<2x4xf32> gathered along dimension 1, found tensor<2x6xf32>

// -----

func.func @replica_groups(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.all_reduce"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
// CHECK: collectives.mlir:[[@LINE-7]]:3: error: 'stablehlo.all_reduce' op expected every replica id once in 'replica_groups', found 1 twice

// -----

func.func @reduce_scatter(%a: tensor<8xf32>) -> tensor<3xf32> {
  %0 = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64} : (tensor<8xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}
// CHECK: collectives.mlir:[[@LINE-7]]:3: error: 'stablehlo.reduce_scatter' op expected the result to be the operand tensor<8xf32> scattered along dimension 0, found tensor<3xf32>

// -----

func.func @all_to_all(%a: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %0 = "stablehlo.all_to_all"(%a) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x6xf32>) -> tensor<4x6xf32>
  func.return %0 : tensor<4x6xf32>
}
// CHECK: collectives.mlir:[[@LINE-3]]:3: error: 'stablehlo.all_to_all' op expected result of shape [8, 3] (inferred from the operands), found tensor<4x6xf32>

// -----

func.func @collective_permute(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [0, 2]]> : tensor<2x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
// CHECK: collectives.mlir:[[@LINE-3]]:3: error: 'stablehlo.collective_permute' op expected each source once in 'source_target_pairs', found 0 twice

// -----

func.func @after_all(%a: tensor<4xf32>) -> !stablehlo.token {
  %0 = stablehlo.after_all %a : (tensor<4xf32>) -> !stablehlo.token
  func.return %0 : !stablehlo.token
}
// CHECK: collectives.mlir:[[@LINE-3]]:3: error: 'stablehlo.after_all' op expected token operands, found tensor<4xf32>

// CHECK: 0 passed, 1 failed
