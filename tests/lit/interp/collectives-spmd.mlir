// SPMD annotations on simulated partitions: each partition takes its shard, and the shards are gathered
// back into the full value.

// RUN: %hlx run --backend=interp %s --num-partitions=4
// RUN: %hlx run --backend=cpu %s --num-partitions=4

func.func @main() {
  %x = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf32>
  %0 = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{devices=[2,2]0,2,1,3}"} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<2x4xf32>) -> tensor<1x2xf32>
  %3 = stablehlo.custom_call @Sharding(%1) {mhlo.sharding = "{manual}"} : (tensor<1x2xf32>) -> tensor<1x2xf32>
  %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {mhlo.sharding = "{devices=[2,2]<=[4]}"} : (tensor<1x2xf32>) -> tensor<2x4xf32>
  // Taken with tiles held by partitions 0, 2, 1, 3 (row-major), put back with tiles held by 0, 1, 2, 3.
  check.expect_eq_const %4, dense<[[1.0, 2.0, 5.0, 6.0], [3.0, 4.0, 7.0, 8.0]]> : tensor<2x4xf32>
  func.return
}
