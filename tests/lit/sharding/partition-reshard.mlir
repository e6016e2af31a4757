// spmd-partition's resharding: each device's piece of a value split one way turned into its piece of the
// value split another way, by the direct collective where there is one.
// RUN: %hlx opt %s --passes=import-shardings,spmd-partition | FileCheck %s

// Dropping the minor axis of a dimension: all_gather over it, among the devices that differ only in it.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    return %a : tensor<8x4xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<1x4xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<4x4xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"})
// CHECK-NEXT: %0 = "stablehlo.all_gather"(%arg0) {all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids} : (tensor<1x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: return %0 : tensor<4x4xf32>

// -----

// Adding an axis to a whole dimension: each device slices its piece at an offset looked up by partition_id.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x4xf32>) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) {
    return %a : tensor<8x4xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<8x4xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<2x4xf32>
// CHECK-NEXT: %0 = stablehlo.partition_id : tensor<ui32>
// CHECK-NEXT: %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
// CHECK-NEXT: %2 = stablehlo.constant dense<[0, 2, 4, 6, 0, 2, 4, 6]> : tensor<8xi32>
// CHECK-NEXT: %3 = stablehlo.dynamic_slice %2, %1, sizes = [1] : (tensor<8xi32>, tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %4 = stablehlo.reshape %3 : (tensor<1xi32>) -> tensor<i32>
// CHECK-NEXT: %5 = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %6 = stablehlo.dynamic_slice %arg0, %4, %5, sizes = [2, 4] : (tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<2x4xf32>
// CHECK-NEXT: return %6

// -----

// Moving an axis from one dimension to another: all_to_all.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}) {
    return %a : tensor<8x8xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<2x8xf32>
// CHECK-NEXT: %0 = "stablehlo.all_to_all"(%arg0) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64} : (tensor<2x8xf32>) -> tensor<8x2xf32>
// CHECK-NEXT: return %0

// -----

// The same tiles on other devices: collective_permute.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x"}, {}]>}) {
    return %a : tensor<8x4xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<1x4xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<1x4xf32> {mhlo.sharding = "{devices=[8,1]<=[2,4]T(1,0)}"})
// CHECK-NEXT: %0 = "stablehlo.collective_permute"(%arg0) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<{{\[\[}}0, 0], [1, 4], [2, 1], [3, 5], [4, 2], [5, 6], [6, 3], [7, 7]]> : tensor<8x2xi64>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
// CHECK-NEXT: return %0

// -----

// A partial sum over "x" summed: all_reduce; summed into pieces split by "x": reduce_scatter.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %p = sdy.sharding_constraint %a <@mesh, [{}, {}], unreduced={"x"}> : tensor<8x4xf32>
    return %p, %p : tensor<8x4xf32>, tensor<8x4xf32>
  }
}

// The partial sum is the value on the devices at x = 0 and zeros on the others.
// CHECK-LABEL: func.func public @main
// CHECK: %2 = stablehlo.constant dense<[1, 1, 1, 1, 0, 0, 0, 0]> : tensor<8xi32>
// CHECK: %6 = stablehlo.compare NE, %4, %5
// CHECK: %8 = stablehlo.select %6, %arg0, %7 : tensor<i1>, tensor<8x4xf32>
// CHECK: %9 = "stablehlo.all_reduce"(%8) ({
// CHECK: stablehlo.add
// CHECK: }) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<{{\[\[}}0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids} : (tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK: %11 = "stablehlo.reduce_scatter"(%8) ({
// CHECK: }) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<{{\[\[}}0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, scatter_dimension = 0 : i64, use_global_device_ids} : (tensor<8x4xf32>) -> tensor<4x4xf32>
// CHECK: return %9, %11 : tensor<8x4xf32>, tensor<4x4xf32>

// -----

// Between meshes: gathered whole on the first, sliced on the second. An uneven dimension (6 in 4 pieces of
// 2) is padded, and cut back to 6 when gathered.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  sdy.mesh @flat = <["a"=8]>
  func.func public @main(%a: tensor<6x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}) -> (tensor<6x4xf32> {sdy.sharding = #sdy.sharding<@flat, [{}, {"a":(1)4}]>}) {
    return %a : tensor<6x4xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<2x2xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}) -> (tensor<6x1xf32> {mhlo.sharding = "{devices=[1,4,2]<=[8] last_tile_dim_replicate}"})
// CHECK-NEXT: %0 = "stablehlo.all_gather"(%arg0) {all_gather_dim = 0 : i64, {{.*}} : (tensor<2x2xf32>) -> tensor<8x2xf32>
// CHECK-NEXT: %1 = stablehlo.slice %0 [0:6, 0:2] : (tensor<8x2xf32>) -> tensor<6x2xf32>
// CHECK-NEXT: %2 = "stablehlo.all_gather"(%1) {all_gather_dim = 1 : i64, {{.*}}replica_groups = dense<{{\[\[}}0, 4], [1, 5], [2, 6], [3, 7]]> {{.*}} : (tensor<6x2xf32>) -> tensor<6x4xf32>
// CHECK: %6 = stablehlo.constant dense<[0, 0, 1, 1, 2, 2, 3, 3]> : tensor<8xi32>
// CHECK: %9 = stablehlo.dynamic_slice %2, %3, %8, sizes = [6, 1] : (tensor<6x4xf32>, tensor<i32>, tensor<i32>) -> tensor<6x1xf32>
