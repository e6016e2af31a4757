// spmd-partition of control flow, calls and manual code.
// RUN: %hlx opt %s --passes=import-shardings,spmd-partition | FileCheck %s

// A while loop carries each value split as the loop's result is; its regions are partitioned with those
// shardings, the values it reads from outside resharded inside.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) {
    %z = stablehlo.constant dense<0> : tensor<i32>
    %w:2 = stablehlo.while(%i = %z, %v = %a) : tensor<i32>, tensor<8x4xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"x"}, {"y"}]>]>}
     cond {
      %n = stablehlo.constant dense<3> : tensor<i32>
      %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      %t = stablehlo.tanh %v {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>} : tensor<8x4xf32>
      stablehlo.return %j, %t : tensor<i32>, tensor<8x4xf32>
    }
    return %w#1 : tensor<8x4xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<4x1xf32> {{.*}}) -> (tensor<4x1xf32>
// CHECK: %1:2 = stablehlo.while(%iterArg1 = %0, %iterArg2 = %arg0) : tensor<i32>, tensor<4x1xf32>
// CHECK: stablehlo.compare LT
// CHECK: %6 = stablehlo.tanh %iterArg2 : tensor<4x1xf32>
// CHECK-NEXT: stablehlo.return %5, %6 : tensor<i32>, tensor<4x1xf32>
// CHECK: return %1#1 : tensor<4x1xf32>
// CHECK-NOT: all_gather

// -----

// A case's branches are partitioned with its results' shardings; a call is partitioned in place.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func private @twice(%v: tensor<8x4xi32>) -> tensor<8x4xi32> {
    %d = stablehlo.add %v, %v {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<8x4xi32>
    return %d : tensor<8x4xi32>
  }
  func.func public @main(%a: tensor<8x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %k: tensor<i32>) -> (tensor<8x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %r = "stablehlo.case"(%k) ({
      %n = stablehlo.negate %a {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : tensor<8x4xi32>
      stablehlo.return %n : tensor<8x4xi32>
    }, {
      %c = func.call @twice(%a) : (tensor<8x4xi32>) -> tensor<8x4xi32>
      stablehlo.return %c : tensor<8x4xi32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>} : (tensor<i32>) -> tensor<8x4xi32>
    return %r : tensor<8x4xi32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<4x4xi32> {{.*}}, %arg1: tensor<i32> {mhlo.sharding = "{replicated}"}) -> (tensor<4x4xi32>
// CHECK-NEXT: %0 = "stablehlo.case"(%arg1) ({
// CHECK-NEXT: %1 = stablehlo.negate %arg0 : tensor<4x4xi32>
// CHECK-NEXT: stablehlo.return %1 : tensor<4x4xi32>
// CHECK-NEXT: }, {
// CHECK-NEXT: %2 = stablehlo.add %arg0, %arg0 : tensor<4x4xi32>
// CHECK-NEXT: stablehlo.return %2 : tensor<4x4xi32>
// CHECK-NEXT: }) : (tensor<i32>) -> tensor<4x4xi32>
// CHECK-NOT: func.func private @twice

// -----

// The body of an sdy.manual_computation over every axis is each device's code as written, its operands
// resharded to its in_shardings.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) {
    %m = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x", "y"}, {}]>] out_shardings=[<@mesh, [{"x", "y"}, {}]>] manual_axes={"x", "y"} (%l: tensor<1x4xi32>) {
      %s = "stablehlo.all_reduce"(%l) ({
      ^bb0(%p: tensor<i32>, %q: tensor<i32>):
        %t = stablehlo.add %p, %q : tensor<i32>
        stablehlo.return %t : tensor<i32>
      }) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids} : (tensor<1x4xi32>) -> tensor<1x4xi32>
      sdy.return %s : tensor<1x4xi32>
    } : (tensor<8x4xi32>) -> tensor<8x4xi32>
    return %m : tensor<8x4xi32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<4x4xi32> {{.*}}) -> (tensor<1x4xi32> {mhlo.sharding = "{devices=[8,1]<=[8]}"})
// CHECK: %6 = stablehlo.dynamic_slice %arg0, %4, %5, sizes = [1, 4] : (tensor<4x4xi32>, tensor<i32>, tensor<i32>) -> tensor<1x4xi32>
// CHECK-NEXT: %7 = "stablehlo.all_reduce"(%6)
// CHECK: {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, {{.*}} : (tensor<1x4xi32>) -> tensor<1x4xi32>
// CHECK-NEXT: return %7 : tensor<1x4xi32>

// -----

// GSPMD's manual code: SPMDFullToShardShape takes each device's piece, SPMDShardToFullShape gives it back
// as the piece of a split value; the code between runs as written.
module @gspmd attributes {mhlo.num_partitions = 4 : i32} {
  func.func public @main(%a: tensor<8x4xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> tensor<8x4xf32> {
    %0 = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<8x4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.exponential %1 : tensor<2x4xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {mhlo.sharding = "{manual}"} : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<2x4xf32>) -> tensor<8x4xf32>
    return %4 : tensor<8x4xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<2x4xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<8x4xf32> {mhlo.sharding = "{replicated}"})
// CHECK-NEXT: %0 = stablehlo.exponential %arg0 : tensor<2x4xf32>
// CHECK-NEXT: %1 = "stablehlo.all_gather"(%0) {{.*}} : (tensor<2x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: return %1

// -----

// JAX's Shardy export of a shard_map: xla.sdy.GlobalToLocalShape takes each device's piece as the call of
// the manual computation body says, the body runs as written, xla.sdy.LocalToGlobalShape gives the pieces
// back as a value split as the call's out_shardings. The argument takes the in_sharding.
module @sdy_export_shard_map attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=2]>}"}} {
  func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22a\22}]>"}}) {
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%a) : (tensor<4xf32>) -> tensor<2xf32>
    %1 = call @xla.sdy.manual_computation_body(%0) {mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22a\22}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}]>]>"}} : (tensor<2xf32>) -> tensor<2xf32>
    %2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1) : (tensor<2xf32>) -> tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @xla.sdy.manual_computation_body(%l: tensor<2xf32>) -> tensor<2xf32> {
    %e = stablehlo.exponential %l : tensor<2xf32>
    return %e : tensor<2xf32>
  }
}

// CHECK-LABEL: module @sdy_export_shard_map
// CHECK: func.func @main(%arg0: tensor<2xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> (tensor<2xf32> {{.*}}mhlo.sharding = "{devices=[2]<=[2]}"})
// CHECK-NEXT: %0 = stablehlo.exponential %arg0 : tensor<2xf32>
// CHECK-NEXT: return %0 : tensor<2xf32>
// CHECK-NOT: manual_computation_body
