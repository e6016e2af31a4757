// import-shardings reads every form of sharding annotation into Shardy's model and writes it back as
// sdy.mesh ops and sdy.sharding attributes (beside what the producer wrote).

// RUN: %hlx opt --passes=import-shardings %s | FileCheck %s
// RUN: %hlx opt --passes=import-shardings %s | %hlx opt --passes=import-shardings - | FileCheck %s

// GSPMD's shardings share one mesh, cut so that each tile assignment is whole axes of it: listed devices
// in iota order, iota tile assignments with and without a transpose, replicated last tile dimensions.
// An empty mhlo.sharding says nothing; a maximal sharding is on a mesh of its device; tuple shardings
// give one sharding per result; manual values get none.
// CHECK-LABEL: module @gspmd
// CHECK-NEXT: sdy.mesh @mesh = <["_axis_0"=2, "_axis_1"=2, "_axis_2"=2]>
// CHECK-NEXT: sdy.mesh @maximal_mesh_3 = <[], device_ids=[3]>
// CHECK: %arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,4]0,1,2,3,4,5,6,7}", sdy.sharding = #sdy.sharding<@mesh, [{"_axis_0"}, {"_axis_1", "_axis_2"}]>}
// CHECK-SAME: %arg1: tensor<8x16xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}", sdy.sharding = #sdy.sharding<@mesh, [{"_axis_0", "_axis_1"}, {"_axis_2"}]>}
// CHECK-SAME: %arg2: tensor<8x16xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}", sdy.sharding = #sdy.sharding<@mesh, [{"_axis_1", "_axis_2"}, {"_axis_0"}]>}
// CHECK-SAME: %arg3: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}", sdy.sharding = #sdy.sharding<@mesh, [{"_axis_0"}, {}]>}
// CHECK-SAME: %arg4: tensor<8x16xf32> {mhlo.sharding = "{replicated}", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}
// CHECK-SAME: %arg5: tensor<8xf32> {mhlo.sharding = ""}
// CHECK-SAME: %arg6: tensor<8xf32> {mhlo.sharding = "{maximal device=3}", sdy.sharding = #sdy.sharding<@maximal_mesh_3, [{}]>}
// CHECK-SAME: -> (tensor<8x16xf32> {mhlo.sharding = "{devices=[1,2,4]<=[8] last_tile_dims={replicated}}", sdy.sharding = #sdy.sharding<@mesh, [{}, {"_axis_0"}]>}, tensor<8xf32>)
// CHECK: stablehlo.add %arg0, %arg1 {mhlo.sharding = "{devices=[8,1]<=[8]}", sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"_axis_0", "_axis_1", "_axis_2"}, {}]>]>}
// CHECK: mhlo.sharding = "{{[{][{]}}devices=[1,8]<=[8]}, {replicated}}", sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"_axis_0", "_axis_1", "_axis_2"}]>, <@mesh, [{}, {}]>]>
// CHECK: stablehlo.negate %arg5 {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dims={manual}}"} : tensor<8xf32>
module @gspmd attributes {mhlo.num_partitions = 8 : i32} {
  func.func @main(%a: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,4]0,1,2,3,4,5,6,7}"},
                  %b: tensor<8x16xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"},
                  %c: tensor<8x16xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"},
                  %d: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"},
                  %e: tensor<8x16xf32> {mhlo.sharding = "{replicated}"},
                  %f: tensor<8xf32> {mhlo.sharding = ""},
                  %g: tensor<8xf32> {mhlo.sharding = "{maximal device=3}"})
      -> (tensor<8x16xf32> {mhlo.sharding = "{devices=[1,2,4]<=[8] last_tile_dims={replicated}}"}, tensor<8xf32>) {
    %0 = stablehlo.add %a, %b {mhlo.sharding = "{devices=[8,1]<=[8]}"} : tensor<8x16xf32>
    %1:2 = "stablehlo.sort"(%a, %b) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>, %z: tensor<f32>, %w: tensor<f32>):
      %p = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }) {dimension = 0 : i64, mhlo.sharding = "{{devices=[1,8]<=[8]}, {replicated}}"} : (tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)
    %2 = stablehlo.negate %f {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dims={manual}}"} : tensor<8xf32>
    return %0, %2 : tensor<8x16xf32>, tensor<8xf32>
  }
}

// -----

// Devices listed out of iota order: a mesh of their own, with device ids. Metadata is read and dropped.
// CHECK-LABEL: module @listed
// CHECK-NEXT: sdy.mesh @mesh = <["_axis_0"=2, "_axis_1"=2], device_ids=[0, 2, 1, 3]>
// CHECK: sdy.sharding = #sdy.sharding<@mesh, [{"_axis_0"}, {"_axis_1"}]>
module @listed {
  func.func @main(%a: tensor<4x4xf32> {mhlo.sharding = "{devices=[2,2]0,2,1,3 metadata={op_name=\"x\"}}"}) -> tensor<4x4xf32> {
    return %a : tensor<4x4xf32>
  }
}

// -----

// Shardy's own attributes: meshes with device ids, open dimensions, priorities, sub-axes, replicated and
// unreduced axes, constraints and manual computations (kept as they are).
// CHECK-LABEL: module @shardy
// CHECK-NEXT: sdy.mesh @m = <["x"=4, "y"=2]>
// CHECK-NEXT: sdy.mesh @ids = <["a"=2], device_ids=[1, 0]>
// CHECK: %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x":(1)2, ?}p0, {"y"}p2], replicated={"x":(2)2}>}
// CHECK-SAME: %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@ids, [{"a"}]>}
// CHECK-SAME: -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{?}, {}], unreduced={"y"}>})
// CHECK: stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x"}, {?}]>]>}
// CHECK: sdy.sharding_constraint %0 <@m, [{}, {"x"}]> : tensor<8x8xf32>
// CHECK: sdy.manual_computation(%1) in_shardings=[<@m, [{"x"}, {}]>] out_shardings=[<@m, [{"x"}, {}]>] manual_axes={"x"}
module @shardy {
  sdy.mesh @m = <["x"=4, "y"=2]>
  sdy.mesh @ids = <["a"=2], device_ids=[1, 0]>
  func.func @main(%a: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x":(1)2, ?}p0, {"y"}p2], replicated={"x":(2)2}>},
                  %b: tensor<8xf32> {sdy.sharding = #sdy.sharding<@ids, [{"a"}]>})
      -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{?}, {}], unreduced={"y"}>}) {
    %0 = stablehlo.negate %a {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x"}, {?}]>]>} : tensor<8x8xf32>
    %1 = sdy.sharding_constraint %0 <@m, [{}, {"x"}]> : tensor<8x8xf32>
    %2 = sdy.manual_computation(%1) in_shardings=[<@m, [{"x"}, {}]>] out_shardings=[<@m, [{"x"}, {}]>] manual_axes={"x"} (%l: tensor<2x8xf32>) {
      sdy.return %l : tensor<2x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %2 : tensor<8x8xf32>
  }
}

// -----

// JAX's Shardy export: the meshes in the module's frontend attribute xla.sdy.meshes, shardings in
// xla.sdy.sharding frontend attributes, a result's in an @xla.sdy.FuncResultSharding custom call. Its
// mhlo.shardings only repeat them and are not read.
// CHECK-LABEL: module @sdy_export
// CHECK-NEXT: sdy.mesh @mesh = <["a"=2]>
// CHECK-NEXT: sdy.mesh @maximal_mesh = <[], device_ids=[0]>
// CHECK: %arg0: tensor<4xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\"a\"}]>"}, mhlo.sharding = "{devices=[2]<=[2]}", sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}
// CHECK-SAME: -> (tensor<4xf32> {mhlo.sharding = "{replicated}", sdy.sharding = #sdy.sharding<@mesh, [{}]>})
// CHECK: stablehlo.custom_call @xla.sdy.FuncResultSharding(%0) {{.*}}sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>
module @sdy_export attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=2]>, maximal_mesh = #sdy.mesh<[], device_ids=[0]>}"}} {
  func.func @main(%a: tensor<4xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22a\22}]>"}, mhlo.sharding = "{devices=[2]<=[2]}"}) -> (tensor<4xf32> {mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.negate %a : tensor<4xf32>
    %1 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%0) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{}]>]>"}} : (tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}

// -----

// The shard_map of JAX's Shardy export: a call of @xla.sdy.manual_computation_body with the manual
// computation's shardings as frontend attributes, which are read and checked.
// CHECK-LABEL: module @sdy_export_shard_map
// CHECK: call @xla.sdy.manual_computation_body(%0)
module @sdy_export_shard_map attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=2]>}"}} {
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%a) : (tensor<4xf32>) -> tensor<2xf32>
    %1 = call @xla.sdy.manual_computation_body(%0) {mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22a\22}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}]>]>"}} : (tensor<2xf32>) -> tensor<2xf32>
    %2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1) : (tensor<2xf32>) -> tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @xla.sdy.manual_computation_body(%l: tensor<2xf32>) -> tensor<2xf32> {
    return %l : tensor<2xf32>
  }
}
