// propagate-shardings through gather, scatter and sort.

// RUN: %hlx opt --passes=propagate-shardings %s | FileCheck %s

// gather: an embedding lookup. The batch of indices passes to the result; the offset dimension passes
// where the slice is whole.
// CHECK-LABEL: module @gather
// CHECK: func.func @main(%arg0: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {"y"}]>}, %arg1: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {"y", ?}]>}) {
// CHECK: "stablehlo.gather"(%arg0, %arg1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {"y", ?}]>]>, slice_sizes = array<i64: 1, 16>} : (tensor<64x16xf32>, tensor<8x1xi32>) -> tensor<8x16xf32>
module @gather {
  sdy.mesh @m = <["x"=2, "y"=4]>
  func.func @main(%table: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {"y"}]>}, %ids: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}) -> tensor<8x16xf32> {
    %0 = "stablehlo.gather"(%table, %ids) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 16>} : (tensor<64x16xf32>, tensor<8x1xi32>) -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}

// -----

// scatter: the input's dimensions pass to the result; the updates' window dimension passes.
// CHECK-LABEL: module @scatter
// CHECK: func.func @main(%arg0: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {"y"}]>}, %arg1: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {?}]>}, %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}) -> (tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@m, [{?}, {"y", ?}]>}) {
// CHECK: "stablehlo.scatter"(%arg0, %arg1, %arg2) ({
// CHECK: stablehlo.add %arg3, %arg4 : tensor<f32>
// CHECK: }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, sdy.sharding = #sdy.sharding_per_value<[<@m, [{?}, {"y", ?}]>]>} : (tensor<64x16xf32>, tensor<8x1xi32>, tensor<8x16xf32>) -> tensor<64x16xf32>
module @scatter {
  sdy.mesh @m = <["x"=2, "y"=4]>
  func.func @main(%in: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@m, [{}, {"y"}]>}, %ids: tensor<8x1xi32>, %up: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}) -> tensor<64x16xf32> {
    %0 = "stablehlo.scatter"(%in, %ids, %up) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<64x16xf32>, tensor<8x1xi32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    return %0 : tensor<64x16xf32>
  }
}

// -----

// sort: the other dimensions pass; the sorted one stays whole.
// CHECK-LABEL: module @sort
// CHECK: func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}, %arg1: tensor<8x16xi32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {?}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {?}]>}, tensor<8x16xi32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {?}]>}) {
// CHECK: "stablehlo.sort"(%arg0, %arg1) ({
// CHECK: stablehlo.compare GT, %arg2, %arg3 : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK: }) {dimension = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {?}]>, <@m, [{"x", ?}, {?}]>]>} : (tensor<8x16xf32>, tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>)
module @sort {
  sdy.mesh @m = <["x"=2, "y"=4]>
  func.func @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}, %b: tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>) {
    %0:2 = "stablehlo.sort"(%a, %b) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>, %r: tensor<i32>, %s: tensor<i32>):
      %c = stablehlo.compare GT, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) {dimension = 1 : i64} : (tensor<8x16xf32>, tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>)
    return %0#0, %0#1 : tensor<8x16xf32>, tensor<8x16xi32>
  }
}
