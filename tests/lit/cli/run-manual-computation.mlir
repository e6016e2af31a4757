// `hlx run --passes=inline-manual-computations` runs a pmap-style program as the per-device program each
// of its 8 partitions runs: partition p gets row p of what the evaluator gives every process when it runs
// the global program, manual computation and all. Without passes, `hlx run` partitions the annotated
// program itself (spmd-partition), gives each partition its row of the global argument and assembles
// the rows of the result into the same global value, printed once.

// RUN: %hlx run %s --num-partitions=8 --inputs=zeros --passes=inline-manual-computations --print-outputs | FileCheck %s --check-prefix=LOCAL
// LOCAL: process 0:
// LOCAL-NEXT: tensor<1x2xi32> {
// LOCAL-NEXT:   {{\[\[}}0, 0]]
// LOCAL: process 1:
// LOCAL-NEXT: tensor<1x2xi32> {
// LOCAL-NEXT:   {{\[\[}}28, 28]]
// LOCAL: process 7:
// LOCAL-NEXT: tensor<1x2xi32> {
// LOCAL-NEXT:   {{\[\[}}196, 196]]

// RUN: %hlx run %s --num-partitions=8 --inputs=zeros --print-outputs | FileCheck %s --check-prefix=GLOBAL
// GLOBAL-NOT: process
// GLOBAL: tensor<8x2xi32> {
// GLOBAL-NEXT:   {{\[\[}}0, 0], [28, 28], [56, 56], [84, 84], [112, 112], [140, 140], [168, 168], [196, 196]]

// Each partition adds its id, all of them sum (0 + 1 + ... + 7 = 28), and each multiplies by its id.
module @pmap attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=8]>
  func.func public @main(%arg0: tensor<8x2xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) -> (tensor<8x2xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>] manual_axes={"i"} (%arg1: tensor<1x2xi32>) {
      %p = stablehlo.partition_id : tensor<ui32>
      %c = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>
      %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x2xi32>
      %x = stablehlo.add %arg1, %b : tensor<1x2xi32>
      %s = "stablehlo.all_reduce"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%l: tensor<i32>, %r: tensor<i32>):
        %a = stablehlo.add %l, %r : tensor<i32>
        stablehlo.return %a : tensor<i32>
      }) : (tensor<1x2xi32>) -> tensor<1x2xi32>
      %y = stablehlo.multiply %s, %b : tensor<1x2xi32>
      sdy.return %y : tensor<1x2xi32>
    } : (tensor<8x2xi32>) -> tensor<8x2xi32>
    return %0 : tensor<8x2xi32>
  }
}
