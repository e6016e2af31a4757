// spmd-partition of an embedding's gathers and its gradient's scatter on split tables (docs/sharding.md,
// "The partitioner"). A table split along the rows its indices pick (vocabulary parallel) stays split:
// each device moves the indices into its piece, gathers, and zeroes the rows it does not hold, and the
// result is a partial sum over the table's axes, summed (all_reduce) where the multiply reads it. A table
// split along the columns each slice takes whole stays split with no communication, the result's columns
// split alike. The gradient's scatter-add into a table split along its rows moves the indices into each
// device's piece, where the windows of the other devices' rows do not fit and are skipped, and keeps the
// updates split along the ids' batch (index parallel): each device adds its own updates, and the pieces
// are partial sums over "x", summed where they are returned. Neither the table nor the updates are
// gathered.
// RUN: %hlx opt %s --passes=import-shardings,spmd-partition | FileCheck %s
// RUN: %hlx opt %s --passes=import-shardings,spmd-partition | FileCheck %s --check-prefix=TABLES
// TABLES-NOT: "stablehlo.all_gather"(%arg0)
// TABLES-NOT: "stablehlo.all_gather"(%arg1)
// TABLES-NOT: hlx.spmd_remark

// The partitioned program computes what the whole one does, on the evaluator and on the CPU backend.
// RUN: %hlx run %s --backend=interp --seed=3 --save-outputs=%t.whole.npz
// RUN: %hlx run %s --backend=interp --seed=3 --num-partitions=8 --save-outputs=%t.split.npz
// RUN: %hlx compare %t.whole.npz %t.split.npz | FileCheck %s --check-prefix=SAME
// RUN: %hlx run %s --backend=cpu --seed=3 --num-partitions=8 --save-outputs=%t.cpu.npz
// RUN: %hlx compare %t.whole.npz %t.cpu.npz | FileCheck %s --check-prefix=SAME
// SAME: result0: {{.*}} ok
// SAME: result1: {{.*}} ok
// SAME: result2: {{.*}} ok

module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%rows: tensor<12x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}, %cols: tensor<12x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}, %ids: tensor<2x5xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %d: tensor<2x5x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}) -> (tensor<2x5x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}, tensor<2x5x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {"y"}]>}, tensor<12x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) {
    %e = "stablehlo.gather"(%rows, %ids) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 8>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}, {}]>]>} : (tensor<12x8xf32>, tensor<2x5xi32>) -> tensor<2x5x8xf32>
    %m = stablehlo.multiply %e, %e {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}, {}]>]>} : tensor<2x5x8xf32>
    %c = "stablehlo.gather"(%cols, %ids) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 8>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}, {"y"}]>]>} : (tensor<12x8xf32>, tensor<2x5xi32>) -> tensor<2x5x8xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %z = stablehlo.broadcast_in_dim %zero, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} : (tensor<f32>) -> tensor<12x8xf32>
    %g = "stablehlo.scatter"(%z, %ids, %d) ({
    ^bb0(%l: tensor<f32>, %r: tensor<f32>):
      %s = stablehlo.add %l, %r : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} : (tensor<12x8xf32>, tensor<2x5xi32>, tensor<2x5x8xf32>) -> tensor<12x8xf32>
    return %m, %c, %g : tensor<2x5x8xf32>, tensor<2x5x8xf32>, tensor<12x8xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<3x8xf32> {{.*}}, %arg1: tensor<12x2xf32> {{.*}}, %arg2: tensor<1x5xi32> {{.*}}, %arg3: tensor<1x5x8xf32>
// CHECK: %[[WHERE:.*]] = stablehlo.clamp {{.*}} : tensor<1x5xi64>
// CHECK: %[[OFFSET:.*]] = stablehlo.constant dense<[0, 3, 6, 9, 0, 3, 6, 9]> : tensor<8xi32>
// CHECK: %[[MOVED:.*]] = stablehlo.subtract %[[WHERE]], {{.*}} : tensor<1x5xi64>
// CHECK: %[[HERE:.*]] = stablehlo.and
// CHECK-NEXT: %[[ROWS:.*]] = "stablehlo.gather"(%arg0, %[[MOVED]]) {{.*}} slice_sizes = array<i64: 1, 8>} : (tensor<3x8xf32>, tensor<1x5xi64>) -> tensor<1x5x8xf32>
// CHECK-NEXT: %[[MASK:.*]] = stablehlo.broadcast_in_dim %[[HERE]], dims = [0, 1] : (tensor<1x5xi1>) -> tensor<1x5x8xi1>
// CHECK: %[[PIECE:.*]] = stablehlo.select %[[MASK]], %[[ROWS]], {{.*}} : tensor<1x5x8xi1>, tensor<1x5x8xf32>
// CHECK-NEXT: %[[SUM:.*]] = "stablehlo.all_reduce"(%[[PIECE]])
// CHECK: replica_groups = dense<{{\[\[}}0, 1, 2, 3], [4, 5, 6, 7]]>
// CHECK-NEXT: stablehlo.multiply %[[SUM]], %[[SUM]] : tensor<1x5x8xf32>
// CHECK-NEXT: "stablehlo.gather"(%arg1, %arg2) {{.*}} slice_sizes = array<i64: 1, 2>} : (tensor<12x2xf32>, tensor<1x5xi32>) -> tensor<1x5x2xf32>
// CHECK-NOT: stablehlo.all_gather
// CHECK: %[[IDS:.*]] = stablehlo.convert %arg2 : (tensor<1x5xi32>) -> tensor<1x5xi64>
// CHECK: %[[LOCAL:.*]] = stablehlo.subtract %[[IDS]], {{.*}} : tensor<1x5xi64>
// CHECK-NEXT: %[[GRAD:.*]] = "stablehlo.scatter"(%{{.*}}, %[[LOCAL]], %arg3)
// CHECK: : (tensor<3x8xf32>, tensor<1x5xi64>, tensor<1x5x8xf32>) -> tensor<3x8xf32>
// CHECK-NEXT: "stablehlo.all_reduce"(%[[GRAD]])
// CHECK: replica_groups = dense<{{\[\[}}0, 4], [1, 5], [2, 6], [3, 7]]>
