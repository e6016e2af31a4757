// What spmd-partition does not do is an error that says where and why. One program per split file.

// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: %expect-exit 1 %hlx opt --passes=spmd-partition %t/body-type.mlir 2>&1 | FileCheck %s --check-prefix=BODY-TYPE
// RUN: %expect-exit 1 %hlx opt --passes=spmd-partition %t/free-groups.mlir 2>&1 | FileCheck %s --check-prefix=FREE-GROUPS
// RUN: %expect-exit 1 %hlx opt --passes=spmd-partition %t/mesh-size.mlir 2>&1 | FileCheck %s --check-prefix=MESH-SIZE
// RUN: %expect-exit 1 %hlx opt --passes=spmd-partition --num-partitions=2 %t/asked.mlir 2>&1 | FileCheck %s --check-prefix=ASKED
// RUN: %expect-exit 1 %hlx opt --passes=spmd-partition %t/dynamic.mlir 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: %expect-exit 1 %hlx opt --passes=spmd-partition %t/gspmd-partly-manual.mlir 2>&1 | FileCheck %s --check-prefix=GSPMD-PARTLY-MANUAL
// RUN: %expect-exit 2 %hlx opt --passes=spmd-partition --num-partitions=0 %t/asked.mlir 2>&1 | FileCheck %s --check-prefix=USAGE

// BODY-TYPE: body-type.mlir:[[# @LINE + 5]]:5: operand 0 of sdy.manual_computation of type tensor<8x4xi32> split as <@mesh, [{"x"}, {}]> has pieces of type tensor<4x4xi32>, but the body takes tensor<2x4xi32>
//--- body-type.mlir
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<4x4xi32> {
    %m = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%l: tensor<2x4xi32>) {
      sdy.return %l : tensor<2x4xi32>
    } : (tensor<8x4xi32>) -> tensor<4x4xi32>
    return %m : tensor<4x4xi32>
  }
}

// A collective of a body over "x" that meets devices of other "y" coordinates, whose pieces along "y"
// differ.
// FREE-GROUPS: free-groups.mlir:[[# @LINE + 6]]:7: stablehlo.all_reduce in a manual computation over the axes {"x"} meets partitions 0 and 1, which differ along the free axes {"y"}
//--- free-groups.mlir
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x4xi32> {
    %m = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%l: tensor<4x4xi32>) {
      %s = "stablehlo.all_reduce"(%l) ({
      ^bb0(%p: tensor<i32>, %q: tensor<i32>):
        %t = stablehlo.add %p, %q : tensor<i32>
        stablehlo.return %t : tensor<i32>
      }) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids} : (tensor<4x4xi32>) -> tensor<4x4xi32>
      sdy.return %s : tensor<4x4xi32>
    } : (tensor<8x4xi32>) -> tensor<8x4xi32>
    return %m : tensor<8x4xi32>
  }
}

// MESH-SIZE: mesh-size.mlir:[[# @LINE + 2]]:1: the mesh @mesh <["x"=2, "y"=4]> has 8 devices; the program runs 4 partitions
//--- mesh-size.mlir
module attributes {mhlo.num_partitions = 4 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x4xi32> {
    return %a : tensor<8x4xi32>
  }
}

// ASKED: asked.mlir:[[# @LINE + 2]]:1: the module runs mhlo.num_partitions = 4 partitions, not the 2 asked for
//--- asked.mlir
module attributes {mhlo.num_partitions = 4 : i32} {
  func.func public @main(%a: tensor<8x4xi32>) -> tensor<8x4xi32> {
    return %a : tensor<8x4xi32>
  }
}

// DYNAMIC: dynamic.mlir:[[# @LINE + 4]]:3: argument 0 of @main has the type tensor<?x4xi32> and is split over devices; hlx splits static-shaped tensors
//--- dynamic.mlir
module {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%a: tensor<?x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<?x4xi32> {
    return %a : tensor<?x4xi32>
  }
}

// GSPMD-PARTLY-MANUAL: gspmd-partly-manual.mlir:[[# @LINE + 4]]:5: SPMDFullToShardShape of a value that is manual already (a sharding with last_tile_dims={manual} is manual over some devices); hlx partitions manual code over every device
//--- gspmd-partly-manual.mlir
module attributes {mhlo.num_partitions = 4 : i32} {
  func.func public @main(%a: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dims={manual}}"}) -> tensor<8x4xf32> {
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%a) {mhlo.sharding = "{manual}"} : (tensor<8x4xf32>) -> tensor<4x4xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%1) {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dims={manual}}"} : (tensor<4x4xf32>) -> tensor<8x4xf32>
    return %4 : tensor<8x4xf32>
  }
}

// USAGE: hlx: opt: --num-partitions needs an integer from 1 to 4096
