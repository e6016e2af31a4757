// combine-collectives on reduce_scatters: two row-parallel products (the contraction split over the 4
// devices, the results split by rows) each end in a reduce_scatter of their partial sums along
// dimension 0; the two combine into one reduce_scatter of both (hlx's, as XLA's, takes several
// operands). A reduce_scatter along another dimension, or with another reduction, stays apart.
// RUN: %hlx opt %s --passes=propagate-shardings,spmd-partition,combine-collectives | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK: %[[A:.*]] = stablehlo.dot_general %arg0, %arg1
// CHECK: %[[B:.*]] = stablehlo.dot_general %arg0, %arg2
// CHECK: %[[RS:.*]]:2 = "stablehlo.reduce_scatter"(%[[A]], %[[B]])
// CHECK: scatter_dimension = 0 : i64
// CHECK-SAME: (tensor<8x8xf32>, tensor<8x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>)
// CHECK: "stablehlo.reduce_scatter"(%{{.*}})
// CHECK: stablehlo.maximum
// CHECK: scatter_dimension = 0 : i64
// CHECK: "stablehlo.reduce_scatter"(%{{.*}})
// CHECK: scatter_dimension = 1 : i64
// CHECK: return %[[RS]]#0, %[[RS]]#1

// The combined program gives the separate one's results, bit for bit, on the CPU backend (whose native
// reduce_scatter takes several operands), and the evaluator's within the rounding of oneDNN's products;
// 4 processes of 4 results each.
// RUN: %hlx opt %s --passes=propagate-shardings,spmd-partition > %t.apart.mlir
// RUN: %hlx opt %s --passes=propagate-shardings,spmd-partition,combine-collectives > %t.combined.mlir
// RUN: %hlx run %t.apart.mlir --backend=cpu --seed=3 --save-outputs=%t.apart.npz
// RUN: %hlx run %t.combined.mlir --backend=cpu --seed=3 --save-outputs=%t.combined.npz
// RUN: %hlx run %t.combined.mlir --backend=interp --seed=3 --save-outputs=%t.interp.npz
// RUN: %hlx compare %t.apart.npz %t.combined.npz --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: %hlx compare %t.interp.npz %t.combined.npz --rtol=1e-6 | FileCheck %s --check-prefix=SAME
// SAME-COUNT-16: ok
// SAME-NOT: over
module @rs attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%x: tensor<8x8xf32> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %w: tensor<8x8xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %v: tensor<8x8xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<8x8xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, tensor<8x8xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, tensor<8x8xf32>, tensor<8x8xf32>) {
    %a = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %b = stablehlo.dot_general %x, %v, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    // Per-device code, as a shard_map writes it: a maximum scattered along rows, a sum along columns.
    %m = "stablehlo.reduce_scatter"(%w) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.maximum %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {channel_handle = #stablehlo.channel_handle<handle = 100, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids} : (tensor<8x8xf32>) -> tensor<2x8xf32>
    %c = "stablehlo.reduce_scatter"(%v) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {channel_handle = #stablehlo.channel_handle<handle = 101, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids} : (tensor<8x8xf32>) -> tensor<8x2xf32>
    %m8 = stablehlo.concatenate %m, %m, %m, %m, dim = 0 : (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<8x8xf32>
    %c8 = stablehlo.concatenate %c, %c, %c, %c, dim = 1 : (tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>, tensor<8x2xf32>) -> tensor<8x8xf32>
    return %a, %b, %m8, %c8 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
  }
}
