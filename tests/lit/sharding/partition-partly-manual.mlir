// spmd-partition of manual computations over some of their mesh's axes (partly manual programs, what
// jax.shard_map lowers to with axis_names, or auto): each body is partitioned along the free axes, its
// values each device's piece of its own body value, its collectives over the manual axes as written.
// RUN: %hlx opt %s --passes=spmd-partition | FileCheck %s
// RUN: %hlx opt %s --passes=propagate-shardings,spmd-partition | FileCheck %s

// A manual computation over "x" of a mesh <["x"=2, "y"=4]>: its body takes each device's rows along
// "x", split further along the free axis "y" as its in_sharding says; the body's all_reduce over "x"
// sums those pieces.
module @psum {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}) {
    %m = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{}, {"y"}]>] manual_axes={"x"} (%l: tensor<4x8xf32>) {
      %s = stablehlo.sine %l {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : tensor<4x8xf32>
      %r = "stablehlo.all_reduce"(%s) ({
      ^bb0(%p: tensor<f32>, %q: tensor<f32>):
        %t = stablehlo.add %p, %q : tensor<f32>
        stablehlo.return %t : tensor<f32>
      }) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : (tensor<4x8xf32>) -> tensor<4x8xf32>
      sdy.return %r : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<4x8xf32>
    return %m : tensor<4x8xf32>
  }
}

// CHECK-LABEL: module @psum
// CHECK: func.func public @main(%arg0: tensor<4x2xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}) -> (tensor<4x2xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"})
// CHECK-NEXT: %0 = stablehlo.sine %arg0 : tensor<4x2xf32>
// CHECK-NEXT: %1 = "stablehlo.all_reduce"(%0)
// CHECK: replica_groups = dense<{{\[\[}}0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids} : (tensor<4x2xf32>) -> tensor<4x2xf32>
// CHECK-NEXT: return %1 : tensor<4x2xf32>

// -----

// The body contracts a dimension the free axis splits: its partial sums are summed over "y" inside the
// body (each "x" coordinate's own group), then over "x" by the body's all_reduce.
module @contraction {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %w: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> tensor<4x16xf32> {
    %m = sdy.manual_computation(%a, %w) in_shardings=[<@mesh, [{"x"}, {"y"}]>, <@mesh, [{"y"}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"x"} (%l: tensor<4x32xf32>, %v: tensor<32x16xf32>) {
      %d = stablehlo.dot_general %l, %v, contracting_dims = [1] x [0] : (tensor<4x32xf32>, tensor<32x16xf32>) -> tensor<4x16xf32>
      %r = "stablehlo.all_reduce"(%d) ({
      ^bb0(%p: tensor<f32>, %q: tensor<f32>):
        %t = stablehlo.add %p, %q : tensor<f32>
        stablehlo.return %t : tensor<f32>
      }) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids} : (tensor<4x16xf32>) -> tensor<4x16xf32>
      sdy.return %r : tensor<4x16xf32>
    } : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<4x16xf32>
    return %m : tensor<4x16xf32>
  }
}

// CHECK-LABEL: module @contraction
// CHECK: func.func public @main(%arg0: tensor<4x8xf32> {{.*}}, %arg1: tensor<8x16xf32> {{.*}}) -> (tensor<4x16xf32> {mhlo.sharding = "{replicated}"})
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %1 = "stablehlo.all_reduce"(%0)
// CHECK: replica_groups = dense<{{\[\[}}0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>
// CHECK: %3 = "stablehlo.all_reduce"(%1)
// CHECK: replica_groups = dense<{{\[\[}}0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>
// CHECK: return %3 : tensor<4x16xf32>

// -----

// An all_gather over "x" along the dimension "y" splits: the body's value is gathered along "y" first
// (within its "x" coordinate), then over "x" as written; the other dimension stays split.
module @gather {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}) {
    %m = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x", "y"}, {}]>] out_shardings=[<@mesh, [{}, {"y"}]>] manual_axes={"x"} (%l: tensor<4x8xf32>) {
      %g = "stablehlo.all_gather"(%l) {all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : (tensor<4x8xf32>) -> tensor<8x8xf32>
      sdy.return %g : tensor<8x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %m : tensor<8x8xf32>
  }
}

// CHECK-LABEL: module @gather
// CHECK: func.func public @main(%arg0: tensor<1x8xf32> {{.*}}) -> (tensor<8x2xf32> {{.*}})
// CHECK-NEXT: %0 = "stablehlo.all_to_all"(%arg0) {{.*}}replica_groups = dense<{{\[\[}}0, 1, 2, 3], [4, 5, 6, 7]]> {{.*}} : (tensor<1x8xf32>) -> tensor<4x2xf32>
// CHECK-NEXT: %1 = "stablehlo.all_gather"(%0) {all_gather_dim = 0 : i64, {{.*}}replica_groups = dense<{{\[\[}}0, 4], [1, 5], [2, 6], [3, 7]]> {{.*}} : (tensor<4x2xf32>) -> tensor<8x2xf32>
// CHECK-NEXT: return %1 : tensor<8x2xf32>

// -----

// Resharding inside the body moves pieces only between devices of the same "x" coordinate: the
// collective_permute's pairs never cross "x".
module @permute {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y":(1)2}, {}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y":(2)2}, {}]>}) {
    %m = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x", "y":(1)2}, {}]>] out_shardings=[<@mesh, [{"x", "y":(2)2}, {}]>] manual_axes={"x"} (%l: tensor<4x8xf32>) {
      %n = stablehlo.negate %l {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y":(2)2}, {}]>]>} : tensor<4x8xf32>
      sdy.return %n : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %m : tensor<8x8xf32>
  }
}

// CHECK-LABEL: module @permute
// CHECK: %0 = "stablehlo.collective_permute"(%arg0) {{.*}}source_target_pairs = dense<{{\[\[}}0, 0], [1, 2], [2, 1], [3, 3], [4, 4], [5, 6], [6, 5], [7, 7]]> : tensor<8x2xi64>} : (tensor<2x8xf32>) -> tensor<2x8xf32>
// CHECK-NEXT: %1 = stablehlo.negate %0 : tensor<2x8xf32>

// -----

// JAX's Shardy export of a shard_map over "x": xla.sdy.GlobalToLocalShape takes each device's rows
// along "x" split along "y" as the call's in_sharding says; the body is partitioned along "y".
module @sdy_export attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22x\22=2, \22y\22=4]>}"}} {
  func.func @main(%a: tensor<8x8xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22x\22}, {\22y\22}]>"}}) -> (tensor<8x8xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22x\22}, {\22y\22}]>"}}) {
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%a) : (tensor<8x8xf32>) -> tensor<4x8xf32>
    %1 = call @xla.sdy.manual_computation_body(%0) {mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22x\22}, {\22y\22}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22x\22}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22x\22}, {\22y\22}]>]>"}} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1) : (tensor<4x8xf32>) -> tensor<8x8xf32>
    return %2 : tensor<8x8xf32>
  }
  func.func private @xla.sdy.manual_computation_body(%l: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %e = stablehlo.exponential %l {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{}, {\22y\22}]>]>"}} : tensor<4x8xf32>
    return %e : tensor<4x8xf32>
  }
}

// CHECK-LABEL: module @sdy_export
// CHECK: func.func @main(%arg0: tensor<4x2xf32> {{.*}}mhlo.sharding = "{devices=[2,4]<=[8]}"}) -> (tensor<4x2xf32> {{.*}}mhlo.sharding = "{devices=[2,4]<=[8]}"})
// CHECK-NEXT: %0 = stablehlo.exponential %arg0 {{.*}} : tensor<4x2xf32>
// CHECK-NEXT: return %0 : tensor<4x2xf32>
// CHECK-NOT: manual_computation_body

// -----

// lax.axis_index("x") in a shard_map over "x" of a mesh with a free axis "y": a manual computation over
// "y" inside, without operands, computes it from the partition id as written.
module @axis_index {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) {
    %m = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{"x"}, {"y"}]>] manual_axes={"x"} (%l: tensor<4x8xf32>) {
      %i = sdy.manual_computation() in_shardings=[] out_shardings=[<@mesh, []>] manual_axes={"y"} () {
        %c4 = stablehlo.constant dense<4> : tensor<ui32>
        %c2 = stablehlo.constant dense<2> : tensor<ui32>
        %p = stablehlo.partition_id : tensor<ui32>
        %d = stablehlo.divide %p, %c4 : tensor<ui32>
        %r = stablehlo.remainder %d, %c2 : tensor<ui32>
        %f = stablehlo.convert %r : (tensor<ui32>) -> tensor<f32>
        sdy.return %f : tensor<f32>
      } : () -> tensor<f32>
      %b = stablehlo.broadcast_in_dim %i, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : (tensor<f32>) -> tensor<4x8xf32>
      %s = stablehlo.add %l, %b {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : tensor<4x8xf32>
      sdy.return %s : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %m : tensor<8x8xf32>
  }
}

// CHECK-LABEL: module @axis_index
// CHECK: func.func public @main(%arg0: tensor<4x2xf32> {{.*}}) -> (tensor<4x2xf32> {{.*}})
// CHECK: %2 = stablehlo.partition_id : tensor<ui32>
// CHECK-NEXT: %3 = stablehlo.divide %2, %0 : tensor<ui32>
// CHECK-NEXT: %4 = stablehlo.remainder %3, %1 : tensor<ui32>
// CHECK-NEXT: %5 = stablehlo.convert %4 : (tensor<ui32>) -> tensor<f32>
// CHECK-NEXT: %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
// CHECK-NEXT: %7 = stablehlo.add %arg0, %6 : tensor<4x2xf32>
// CHECK-NEXT: return %7 : tensor<4x2xf32>
