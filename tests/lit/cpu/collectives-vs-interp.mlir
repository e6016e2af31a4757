// Every collective on 2 replicas x 2 partitions (devices 0..3, replica-major), in every group mode, runs
// natively on the CPU backend (the program compiled once, a thread per device, no evaluator step) and
// gives the evaluator's bits on every device. Random inputs differ from device to device.

// RUN: %hlx run --backend=cpu --num-replicas=2 --num-partitions=2 --print-after-all %s | FileCheck %s
// RUN: %hlx run --backend=cpu --num-replicas=2 --num-partitions=2 --print-outputs %s > %t.cpu
// RUN: %hlx run --backend=interp --num-replicas=2 --num-partitions=2 --print-outputs %s > %t.interp
// RUN: diff %t.cpu %t.interp
// RUN: FileCheck %s --check-prefix=OUT < %t.cpu
// RUN: %hlx run --backend=cpu --num-replicas=2 --num-partitions=2 --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --num-replicas=2 --num-partitions=2 --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=0

// CHECK-LABEL: ----- memory plan -----
// CHECK-DAG: collective stablehlo.replica_id
// CHECK-DAG: collective stablehlo.partition_id
// CHECK-DAG: collective stablehlo.all_reduce
// CHECK-DAG: collective stablehlo.all_gather
// CHECK-DAG: collective stablehlo.reduce_scatter
// CHECK-DAG: collective stablehlo.all_to_all
// CHECK-DAG: collective stablehlo.collective_permute
// CHECK-DAG: collective stablehlo.collective_broadcast
// CHECK-DAG: collective stablehlo.collective_reduce
// CHECK-NOT: evaluate

// Each device prints its results; the ids show the devices are told apart.
// OUT: process 0:
// OUT: process 1:
// OUT: process 2:
// OUT: process 3:
// OUT: tensor<ui32> {1}
// OUT-NEXT: tensor<ui32> {1}
func.func @main(%x: tensor<4x6xf32>, %i: tensor<8xi32>, %d: tensor<3x4xf64>, %b: tensor<2x2xbf16>)
    -> (tensor<4x6xf32>, tensor<8xi32>, tensor<3x4xf64>, tensor<4x24xf32>, tensor<2x6xf32>, tensor<8x3xf32>,
        tensor<8xi32>, tensor<2x2xbf16>, tensor<4x6xf32>, tensor<ui32>, tensor<ui32>) {
  // cross_replica: the replicas of each partition.
  %sum = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %c: tensor<f32>):
      %s = stablehlo.add %a, %c : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x6xf32>) -> tensor<4x6xf32>
  // cross_replica_and_partition: every replica of every partition.
  %max = "stablehlo.all_reduce"(%i) ({
    ^bb0(%a: tensor<i32>, %c: tensor<i32>):
      %s = stablehlo.maximum %a, %c : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<8xi32>) -> tensor<8xi32>
  // flattened_ids: devices {3, 0} and {1, 2}, a body of scalar ops (compiled scalar code).
  %mix = "stablehlo.all_reduce"(%d) ({
    ^bb0(%a: tensor<f64>, %c: tensor<f64>):
      %m = stablehlo.multiply %a, %c : tensor<f64>
      %s = stablehlo.subtract %m, %a : tensor<f64>
      stablehlo.return %s : tensor<f64>
  }) {replica_groups = dense<[[3, 0], [1, 2]]> : tensor<2x2xi64>, use_global_device_ids,
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (tensor<3x4xf64>) -> tensor<3x4xf64>
  // all_gather over every replica of every partition (4 devices) along dimension 1.
  %gather = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>} : (tensor<4x6xf32>) -> tensor<4x24xf32>
  // reduce_scatter across replicas along dimension 0.
  %scatter = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<f32>, %c: tensor<f32>):
      %s = stablehlo.add %a, %c : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x6xf32>) -> tensor<2x6xf32>
  // all_to_all across the partitions of each replica (a channel).
  %swap = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64,
      replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>} : (tensor<4x6xf32>) -> tensor<8x3xf32>
  // collective_permute across replicas: replica 0 sends to 1; replica 0 receives nothing (zeros).
  %moved = "stablehlo.collective_permute"(%i) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<8xi32>) -> tensor<8xi32>
  // collective_broadcast across partitions from partition 1.
  %cast = "stablehlo.collective_broadcast"(%b) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>} : (tensor<2x2xbf16>) -> tensor<2x2xbf16>
  // collective_reduce: only each group's first device (replica 1) gets the product.
  %root = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %c: tensor<f32>):
      %s = stablehlo.multiply %a, %c : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<4x6xf32>) -> tensor<4x6xf32>
  %r = stablehlo.replica_id : tensor<ui32>
  %p = stablehlo.partition_id : tensor<ui32>
  return %sum, %max, %mix, %gather, %scatter, %swap, %moved, %cast, %root, %r, %p
      : tensor<4x6xf32>, tensor<8xi32>, tensor<3x4xf64>, tensor<4x24xf32>, tensor<2x6xf32>, tensor<8x3xf32>,
        tensor<8xi32>, tensor<2x2xbf16>, tensor<4x6xf32>, tensor<ui32>, tensor<ui32>
}
