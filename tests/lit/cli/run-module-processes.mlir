// hlx run and hlx bench take the number of partitions and replicas from the module when no flag gives
// them: mhlo.num_partitions, else the device count of the meshes or GSPMD device lists its shardings
// name, else 1; mhlo.num_replicas, else 1. A flag wins. And with --inputs=FILE, the dynamic dimensions
// of the entry's arguments (and its dimension arguments) take the sizes (and values) of the file's
// arrays.

// The global argument of cases 0 and 2: rows [0..3] and [4..7].
// RUN: %hlx run %s --case=1 --save-outputs=%t.rows.npz

// Case 0 says mhlo.num_partitions = 2: its two partitions swap their rows, on both backends.
// RUN: %hlx run %s --case=0 --backend=interp --inputs=%t.rows.npz --print-outputs | FileCheck %s --check-prefix=SWAP
// RUN: %hlx run %s --case=0 --backend=cpu --inputs=%t.rows.npz --print-outputs | FileCheck %s --check-prefix=SWAP
// SWAP-NOT: process
// SWAP: tensor<2x4xf32> {
// SWAP-NEXT: {{\[\[}}4, 5, 6, 7], [0, 1, 2, 3]]
// RUN: %hlx bench %s --iters=1 --json | FileCheck %s --check-prefix=BENCH
// BENCH: "num_replicas": 1, "num_partitions": 2,
// A flag wins: one partition cannot run a mesh of two devices.
// RUN: %expect-exit 3 %hlx run %s --case=0 --num-partitions=1 2>&1 | FileCheck %s --check-prefix=FLAG
// FLAG: error: 'sdy.manual_computation' op shards over a mesh of 2 devices, but the program runs 1 partitions
module @swap attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=2]>
  func.func public @main(%arg0: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> (tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<1x4xf32>) {
      %1 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
      sdy.return %1 : tensor<1x4xf32>
    } : (tensor<2x4xf32>) -> tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
}

// -----

func.func @main() -> tensor<2x4xf32> {
  %0 = stablehlo.iota dim = 0 : tensor<8xf32>
  %1 = stablehlo.reshape %0 : (tensor<8xf32>) -> tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}

// -----

// No module attributes: the GSPMD device list {devices=[2,1]0,1} spreads over 2 devices.
// RUN: %hlx run %s --case=2 --inputs=%t.rows.npz --print-outputs | FileCheck %s --check-prefix=SWAP
func.func public @main(%arg0: tensor<2x4xf32> {mhlo.sharding = "{replicated}"}) -> tensor<2x4xf32> {
  %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[2,1]0,1}"} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<2x4xf32>) -> tensor<1x4xf32>
  %2 = "stablehlo.collective_permute"(%1) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
  %3 = stablehlo.custom_call @Sharding(%2) {mhlo.sharding = "{manual}"} : (tensor<1x4xf32>) -> tensor<1x4xf32>
  %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {mhlo.sharding = "{devices=[2,1]0,1}"} : (tensor<1x4xf32>) -> tensor<2x4xf32>
  return %4 : tensor<2x4xf32>
}

// -----

// mhlo.num_replicas = 2: two processes, each its replica id.
// RUN: %hlx run %s --case=3 --print-outputs | FileCheck %s --check-prefix=REPLICAS
// REPLICAS: process 0:
// REPLICAS-NEXT: tensor<ui32> {0}
// REPLICAS: process 1:
// REPLICAS-NEXT: tensor<ui32> {1}
// RUN: %hlx run %s --case=3 --num-replicas=1 --print-outputs | FileCheck %s --check-prefix=ONE
// ONE-NOT: process
// ONE: tensor<ui32> {0}
module @replicas attributes {mhlo.num_replicas = 2 : i32} {
  func.func @main() -> tensor<ui32> {
    %0 = stablehlo.replica_id : tensor<ui32>
    return %0 : tensor<ui32>
  }
}

// -----

// RUN: %expect-exit 3 %hlx run %s --case=4 2>&1 | FileCheck %s --check-prefix=TOO-MANY
// TOO-MANY: runs 1 replicas x 8192 partitions; hlx runs at most 4096 processes
module @many attributes {mhlo.num_partitions = 8192 : i32} {
  func.func @main() -> tensor<ui32> {
    %0 = stablehlo.partition_id : tensor<ui32>
    return %0 : tensor<ui32>
  }
}

// -----

// Dynamic dimensions take the sizes of the --inputs file's arrays (2x4 here, not --dynamic-dim's 4x4).
// RUN: %hlx run %s --case=5 --inputs=%t.rows.npz --print-outputs | FileCheck %s --check-prefix=SIZES
// SIZES: tensor<2x4xf32> {
// SIZES-NEXT: {{\[\[}}0, 1, 4, 9], [16, 25, 36, 49]]
func.func @main(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = stablehlo.multiply %x, %x : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A dimension argument (an integer scalar ahead of the dynamic arguments) takes the file's value.
// RUN: %hlx run %s --case=6 --save-outputs=%t.dims.npz
// RUN: %hlx run %s --case=7 --inputs=%t.dims.npz --print-outputs | FileCheck %s --check-prefix=DIMARG
// DIMARG: tensor<3xf32> {
// DIMARG-NEXT: [0, 1, 2]
func.func @main() -> (tensor<i64>, tensor<3xf32>) {
  %n = stablehlo.constant dense<3> : tensor<i64>
  %x = stablehlo.iota dim = 0 : tensor<3xf32>
  return %n, %x : tensor<i64>, tensor<3xf32>
}

// -----

func.func @main(%n: tensor<i64>, %x: tensor<?xf32>) -> tensor<?xf32> {
  %size = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %n32 = stablehlo.convert %n : (tensor<i64>) -> tensor<i32>
  check.expect_eq %size, %n32 : tensor<i32>
  return %x : tensor<?xf32>
}
