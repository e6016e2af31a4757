// inline-manual-computations: a program whose work is all in sdy.manual_computations over every axis of
// their mesh (what jax.pmap and jax.shard_map lower to) becomes the per-device program: @main takes and
// returns shards (a dimension divided by the sizes of the axes sharding it) and the bodies stand in place
// of the manual computations. Programs that would need SPMD partitioning are refused, naming the op.

// RUN: %hlx opt --passes=inline-manual-computations %s | FileCheck %s
// The refusals are in inline-manual-computations-errors.mlir.

// pmap over 8 devices: the sharded dimension goes from 8 to 1, the sdy.shardings become XLA's
// mhlo.sharding of the global values (on @main and, as the partitioner records them, on the module),
// the mesh stays.
// CHECK-LABEL: module @pmap
// CHECK-SAME: mhlo.spmd_output_sharding = "{devices=[8,1]<=[8]}", mhlo.spmd_parameters_shardings = ["{devices=[8,1]<=[8]}"]
// CHECK: sdy.mesh @mesh = <["i"=8]>
// CHECK: func.func public @main(%arg0: tensor<1x3xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<1x3xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[8,1]<=[8]}"})
// CHECK-NOT: sdy.
// CHECK: %[[R:.*]] = stablehlo.reshape %arg0 : (tensor<1x3xf32>) -> tensor<3xf32>
// CHECK: %[[S:.*]] = "stablehlo.all_reduce"(%[[R]])
// CHECK: %[[A:.*]] = stablehlo.add %[[R]], %[[S]] : tensor<3xf32>
// CHECK: %[[B:.*]] = stablehlo.reshape %[[A]] : (tensor<3xf32>) -> tensor<1x3xf32>
// CHECK: return %[[B]] : tensor<1x3xf32>
module @pmap attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=8]>
  func.func public @main(%arg0: tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) -> (tensor<8x3xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>] manual_axes={"i"} (%arg1: tensor<1x3xf32>) {
      %1 = stablehlo.reshape %arg1 : (tensor<1x3xf32>) -> tensor<3xf32>
      %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<3xf32>) -> tensor<3xf32>
      %3 = stablehlo.add %1, %2 : tensor<3xf32>
      %4 = stablehlo.reshape %3 : (tensor<3xf32>) -> tensor<1x3xf32>
      sdy.return %4 : tensor<1x3xf32>
    } : (tensor<8x3xf32>) -> tensor<8x3xf32>
    return %0 : tensor<8x3xf32>
  }
}

// -----

// shard_map over a 4x2 mesh, as jax.jit(shard_map) lowers it: the argument and results carry no
// sdy.sharding, so the argument takes the manual computation's; a result replicated over "a" keeps
// that dimension whole; sub-axes, open dimensions and replicated axes are read. The mhlo.shardings:
// tiles over both axes; a replicated value; "b" alone (the devices transposed, "a" replicating);
// "a" alone; "b" then "a" on one dimension. Several results make a tuple sharding on the module.
// CHECK-LABEL: module @shard_map
// CHECK-SAME{LITERAL}: mhlo.spmd_output_sharding = "{{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}, {devices=[4,1,2]<=[8] last_tile_dim_replicate}, {devices=[8,1]<=[4,2]T(1,0)}}"
// CHECK-SAME: mhlo.spmd_parameters_shardings = ["{devices=[4,2]<=[8]}", "{replicated}"]
// CHECK: func.func public @main(%arg0: tensor<2x2xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg1: tensor<4x3xf32> {mhlo.sharding = "{replicated}"})
// CHECK-SAME: -> (tensor<2x2xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"},
// CHECK-SAME: tensor<4x2xf32> {mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"},
// CHECK-SAME: tensor<1x3xf32> {mhlo.sharding = "{devices=[8,1]<=[4,2]T(1,0)}"})
// CHECK-NEXT: %[[S:.*]] = "stablehlo.all_reduce"(%arg0)
// CHECK: %[[G:.*]] = "stablehlo.all_gather"(%arg0)
// CHECK: %[[N:.*]] = stablehlo.negate %arg1 : tensor<4x3xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.slice %[[N]] [0:1, 0:3] : (tensor<4x3xf32>) -> tensor<1x3xf32>
// CHECK-NEXT: return %[[S]], %[[G]], %[[T]] : tensor<2x2xf32>, tensor<4x2xf32>, tensor<1x3xf32>
module @shard_map attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=4, "b"=2]>
  func.func public @main(%arg0: tensor<8x4xf32>, %arg1: tensor<4x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {}], replicated={"a"}>}) -> (tensor<2x4xf32> {jax.result_info = "result[0]"}, tensor<16x2xf32>, tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", "a":(1)4}, {}]>}) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {"b"}]>] out_shardings=[<@mesh, [{}, {"b"}]>, <@mesh, [{"a"}, {}]>] manual_axes={"a", "b"} (%arg2: tensor<2x2xf32>) {
      %1 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %2 = "stablehlo.all_gather"(%arg2) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> : (tensor<2x2xf32>) -> tensor<4x2xf32>
      sdy.return %1, %2 : tensor<2x2xf32>, tensor<4x2xf32>
    } : (tensor<8x4xf32>) -> (tensor<2x4xf32>, tensor<16x2xf32>)
    // A replicated operand passes through whole; the op on it outside is the same on every device.
    %3 = stablehlo.negate %arg1 : tensor<4x3xf32>
    %4 = sdy.manual_computation(%3) in_shardings=[<@mesh, [{}, {}]>] out_shardings=[<@mesh, [{"b", "a"}, {}]>] manual_axes={"a", "b"} (%arg3: tensor<4x3xf32>) {
      %5 = stablehlo.slice %arg3 [0:1, 0:3] : (tensor<4x3xf32>) -> tensor<1x3xf32>
      sdy.return %5 : tensor<1x3xf32>
    } : (tensor<4x3xf32>) -> tensor<8x3xf32>
    return %0#0, %0#1, %4 : tensor<2x4xf32>, tensor<16x2xf32>, tensor<8x3xf32>
  }
}

// -----

// Manual computations chained through a value of one sharding, and an elementwise op between them on
// the shards; a manual computation in a called function is inlined first.
// CHECK-LABEL: module @chained
// CHECK: func.func @main(%arg0: tensor<2x4xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<2x4xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) {
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %arg0, %arg0 : tensor<2x4xf32>
// CHECK-NEXT: %[[E:.*]] = stablehlo.exponential %[[A]] : tensor<2x4xf32>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %[[E]], %[[E]] : tensor<2x4xf32>
// CHECK-NEXT: return %[[M]] : tensor<2x4xf32>
// CHECK-NOT: func.func private
module @chained attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @m = <["x"=4]>
  func.func @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {}]>}) -> tensor<8x4xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@m, [{"x"}, {}]>] out_shardings=[<@m, [{"x"}, {}]>] manual_axes={"x"} (%a: tensor<2x4xf32>) {
      %1 = stablehlo.add %a, %a : tensor<2x4xf32>
      sdy.return %1 : tensor<2x4xf32>
    } : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %2 = stablehlo.exponential %0 : tensor<8x4xf32>
    %3 = func.call @square(%2) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    return %3 : tensor<8x4xf32>
  }
  func.func private @square(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@m, [{"x"}, {}]>] out_shardings=[<@m, [{"x"}, {}]>] manual_axes={"x"} (%b: tensor<2x4xf32>) {
      %1 = stablehlo.multiply %b, %b : tensor<2x4xf32>
      sdy.return %1 : tensor<2x4xf32>
    } : (tensor<8x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}

// -----

// A sharding constraint on an argument without sdy.sharding gives it its sharding, and goes (as in the
// corpus's shardy_sharding_ops_with_different_meshes).
// CHECK-LABEL: module @constraint
// CHECK: func.func public @main(%arg0: tensor<1x4xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}) -> (tensor<1x4xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1]<=[2]}"}) {
// CHECK-NEXT: %[[P:.*]] = "stablehlo.collective_permute"(%arg0)
// CHECK-NEXT: return %[[P]] : tensor<1x4xf32>
module @constraint attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=2]>
  func.func public @main(%arg0: tensor<2x4xf32>) -> (tensor<2x4xf32> {jax.result_info = "result"}) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {}]> : tensor<2x4xf32>
    %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<1x4xf32>) {
      %2 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
      sdy.return %2 : tensor<1x4xf32>
    } : (tensor<2x4xf32>) -> tensor<2x4xf32>
    return %1 : tensor<2x4xf32>
  }
}

// -----

// Without manual computations nothing changes.
// CHECK-LABEL: module @plain {
// CHECK: func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> tensor<8xf32>
module @plain {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> tensor<8xf32> {
    return %arg0 : tensor<8xf32>
  }
}

// -----

// The mhlo.sharding of each sharding over a 4x2 mesh, as XLA writes them for NamedSharding(mesh, P(...)):
// P("x", "y"), P("y", None), P(None, ("x", "y")), P(), P(("y", "x"), None), a sub-axis (the minor 2
// of "x"), and an argument no manual computation takes, which stays whole.
// CHECK-LABEL: module @hlo_shardings
// CHECK: func.func @main(%arg0: tensor<4x8xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"},
// CHECK-SAME: %arg1: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"},
// CHECK-SAME: %arg2: tensor<16x2xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"},
// CHECK-SAME: %arg3: tensor<16x16xf32> {mhlo.sharding = "{replicated}"},
// CHECK-SAME: %arg4: tensor<2x16xf32> {mhlo.sharding = "{devices=[8,1]<=[4,2]T(1,0)}"},
// CHECK-SAME: %arg5: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1,4]<=[2,2,2]T(1,0,2) last_tile_dim_replicate}"},
// CHECK-SAME: %arg6: tensor<3xf32> {mhlo.sharding = "{replicated}"})
module @hlo_shardings attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]>
  func.func @main(%a0: tensor<16x16xf32>, %a1: tensor<16x16xf32>, %a2: tensor<16x16xf32>, %a3: tensor<16x16xf32>, %a4: tensor<16x16xf32>, %a5: tensor<16x16xf32>, %a6: tensor<3xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) {
    %0:6 = sdy.manual_computation(%a0, %a1, %a2, %a3, %a4, %a5) in_shardings=[<@mesh, [{"x"}, {"y"}]>, <@mesh, [{"y"}, {}]>, <@mesh, [{}, {"x", "y"}]>, <@mesh, [{}, {}]>, <@mesh, [{"y", "x"}, {}]>, <@mesh, [{"x":(2)2}, {}]>] out_shardings=[<@mesh, [{"x"}, {"y"}]>, <@mesh, [{"y"}, {}]>, <@mesh, [{}, {"x", "y"}]>, <@mesh, [{}, {}]>, <@mesh, [{"y", "x"}, {}]>, <@mesh, [{"x":(2)2}, {}]>] manual_axes={"x", "y"} (%b0: tensor<4x8xf32>, %b1: tensor<8x16xf32>, %b2: tensor<16x2xf32>, %b3: tensor<16x16xf32>, %b4: tensor<2x16xf32>, %b5: tensor<8x16xf32>) {
      sdy.return %b0, %b1, %b2, %b3, %b4, %b5 : tensor<4x8xf32>, tensor<8x16xf32>, tensor<16x2xf32>, tensor<16x16xf32>, tensor<2x16xf32>, tensor<8x16xf32>
    } : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>
  }
}

// -----

// A mesh that lists its devices: the tile assignment lists them too, in the transposed order.
// CHECK-LABEL: module @device_ids
// CHECK: func.func @main(%arg0: tensor<4x4xf32> {mhlo.sharding = "{devices=[2,1,4]0,1,4,5,2,3,6,7 last_tile_dim_replicate}"})
module @device_ids attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2], device_ids=[0, 2, 1, 3, 4, 6, 5, 7]>
  func.func @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> tensor<8x4xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"y"}, {}]>] out_shardings=[<@mesh, [{"y"}, {}]>] manual_axes={"x", "y"} (%b: tensor<4x4xf32>) {
      sdy.return %b : tensor<4x4xf32>
    } : (tensor<8x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}

// -----

// A mesh whose name needs quotes, and an axis name with an escaped quote: names are read as MLIR's lexer
// reads them.
// CHECK-LABEL: module @quoted
// CHECK-SAME: mhlo.spmd_output_sharding = "{devices=[2]<=[2]}"
// CHECK: func.func public @main(%arg0: tensor<2xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> (tensor<2xf32> {mhlo.sharding = "{devices=[2]<=[2]}"})
module @quoted attributes {mhlo.num_partitions = 2 : i32} {
  sdy.mesh @"m]x" = <["a\"b"=2]>
  func.func public @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@"m]x", [{"a\"b"}]>}) -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@"m]x", [{"a\"b"}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@"m]x", [{"a\"b"}]>] out_shardings=[<@"m]x", [{"a\"b"}]>] manual_axes={"a\"b"} (%arg1: tensor<2xf32>) {
      %1 = stablehlo.add %arg1, %arg1 : tensor<2xf32>
      sdy.return %1 : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
