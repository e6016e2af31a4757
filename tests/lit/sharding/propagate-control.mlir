// propagate-shardings through control flow and calls (while, case, func.call), custom calls (a sharding
// rule, an unknown target), sharding constraints, manual computations, and GSPMD's and JAX's Shardy
// export's manual regions.

// RUN: %hlx opt --passes=propagate-shardings %s | FileCheck %s
// RUN: %hlx opt --passes=propagate-shardings %s | %hlx opt --passes=propagate-shardings - | FileCheck %s

// while: operands, results and the body's arguments and returns share one sharding.
// CHECK-LABEL: module @while
// CHECK: func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}]>}) {
// CHECK: stablehlo.constant dense<0> : tensor<i32>
// CHECK: stablehlo.while(%iterArg1 = %0, %iterArg2 = %arg0) : tensor<i32>, tensor<8xf32> attributes {sdy.sharding = #sdy.sharding_per_value<[<@m, []>, <@m, [{"x", ?}]>]>}
// CHECK: stablehlo.constant dense<4> : tensor<i32>
// CHECK: stablehlo.compare LT, %iterArg1, %2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK: stablehlo.constant dense<1> : tensor<i32>
// CHECK: stablehlo.add %iterArg1, %4 : tensor<i32>
// CHECK: stablehlo.negate %iterArg2 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}]>]>} : tensor<8xf32>
module @while {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> tensor<8xf32> {
    %i = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%it = %i, %v = %a) : tensor<i32>, tensor<8xf32>
    cond {
      %n = stablehlo.constant dense<4> : tensor<i32>
      %c = stablehlo.compare LT, %it, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %next = stablehlo.add %it, %one : tensor<i32>
      %w = stablehlo.negate %v : tensor<8xf32>
      stablehlo.return %next, %w : tensor<i32>, tensor<8xf32>
    }
    return %0#1 : tensor<8xf32>
  }
}

// -----

// case: the results take the branches' shardings.
// CHECK-LABEL: module @case
// CHECK: func.func @main(%arg0: tensor<i32>, %arg1: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}]>}) {
// CHECK: "stablehlo.case"(%arg0) ({
// CHECK: stablehlo.negate %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}]>]>} : tensor<8xf32>
// CHECK: }, {
// CHECK: }) {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}]>]>} : (tensor<i32>) -> tensor<8xf32>
module @case {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%i: tensor<i32>, %a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> tensor<8xf32> {
    %0 = "stablehlo.case"(%i) ({
      %n = stablehlo.negate %a : tensor<8xf32>
      stablehlo.return %n : tensor<8xf32>
    }, {
      stablehlo.return %a : tensor<8xf32>
    }) : (tensor<i32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}

// -----

// call: arguments and results of the callee take the call's.
// CHECK-LABEL: module @call
// CHECK: func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}]>}) {
// CHECK: func.call @f(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}]>]>} : (tensor<8xf32>) -> tensor<8xf32>
// CHECK: stablehlo.exponential %0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}]>]>} : tensor<8xf32>
// CHECK: func.func private @f(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}]>}) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}]>}) {
// CHECK: stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}]>]>} : tensor<8xf32>
module @call {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> tensor<8xf32> {
    %0 = func.call @f(%a) : (tensor<8xf32>) -> tensor<8xf32>
    %1 = stablehlo.exponential %0 : tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.negate %x : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}

// -----

// custom_call: a sharding rule the producer wrote, and the @Sharding annotation of GSPMD programs.
// CHECK-LABEL: module @custom_call
// CHECK: func.func @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}) -> (tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {?}]>}, tensor<4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}]>}, tensor<4x8xf32>) {
// CHECK: stablehlo.custom_call @my_op(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {?}]>, <@m, [{"x", ?}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j], [i]) {i=4, j=8} need_replication={j}, custom>} : (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>)
// CHECK: stablehlo.custom_call @unknown(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
module @custom_call {
  sdy.mesh @m = <["x"=2, "y"=2]>
  func.func @main(%a: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xf32>) {
    %0:2 = stablehlo.custom_call @my_op(%a) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j], [i]) {i=4, j=8} need_replication={j}, custom>} : (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>)
    %1 = stablehlo.custom_call @unknown(%a) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    return %0#0, %0#1, %1 : tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xf32>
  }
}

// -----

// sdy.sharding_constraint: a value takes the constraint's sharding, forward and backward.
// CHECK-LABEL: module @constraint
// CHECK: func.func @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {?}]>}) -> (tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {?}]>}) {
// CHECK: stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {?}]>]>} : tensor<4x8xf32>
// CHECK: sdy.sharding_constraint %0 <@m, [{"x"}, {?}]> : tensor<4x8xf32>
// CHECK: stablehlo.exponential %1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {?}]>]>} : tensor<4x8xf32>
module @constraint {
  sdy.mesh @m = <["x"=2, "y"=2]>
  func.func @main(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.negate %a : tensor<4x8xf32>
    %1 = sdy.sharding_constraint %0 <@m, [{"x"}, {?}]> : tensor<4x8xf32>
    %2 = stablehlo.exponential %1 : tensor<4x8xf32>
    return %2 : tensor<4x8xf32>
  }
}

// -----

// A manual computation over one of two axes: its operands take its in_shardings, its results have its
// out_shardings, and inside, values propagate over the other axis only.
// CHECK-LABEL: module @manual
// CHECK: func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {"y", ?}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {?}]>}) {
// CHECK: stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {"y", ?}]>]>} : tensor<8x8xf32>
// CHECK: sdy.manual_computation(%0) in_shardings=[<@m, [{"x"}, {"y"}]>] out_shardings=[<@m, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<4x8xf32>) {
// CHECK: stablehlo.exponential %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{?}, {"y", ?}]>]>} : tensor<4x8xf32>
// CHECK: } : (tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK: stablehlo.abs %1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {?}]>]>} : tensor<8x8xf32>
module @manual {
  sdy.mesh @m = <["x"=2, "y"=2]>
  func.func @main(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %n = stablehlo.negate %a : tensor<8x8xf32>
    %0 = sdy.manual_computation(%n) in_shardings=[<@m, [{"x"}, {"y"}]>] out_shardings=[<@m, [{"x"}, {}]>] manual_axes={"x"} (%l: tensor<4x8xf32>) {
      %e = stablehlo.exponential %l : tensor<4x8xf32>
      sdy.return %e : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.abs %0 : tensor<8x8xf32>
    return %1 : tensor<8x8xf32>
  }
}

// -----

// The open dimensions of its in/out shardings take free axes after their manual ones, as Shardy's do:
// the operand's "y" enters the body, and leaves it to the result and its users.
// CHECK-LABEL: module @manual_open
// CHECK: func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", ?}, {"y", ?}]>}) {
// CHECK: sdy.manual_computation(%arg0) in_shardings=[<@m, [{"x", ?}, {"y", ?}]>] out_shardings=[<@m, [{"x", ?}, {"y", ?}]>] manual_axes={"x"} (%arg1: tensor<4x8xf32>) {
// CHECK: stablehlo.exponential %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{?}, {"y", ?}]>]>} : tensor<4x8xf32>
// CHECK: sdy.sharding_constraint %1 <@m, [{?}, {"y", ?}]> : tensor<4x8xf32>
// CHECK: stablehlo.abs %0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}, {"y", ?}]>]>} : tensor<8x8xf32>
module @manual_open {
  sdy.mesh @m = <["x"=2, "y"=2]>
  func.func @main(%a: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}, {"y"}]>}) -> tensor<8x8xf32> {
    %0 = sdy.manual_computation(%a) in_shardings=[<@m, [{"x", ?}, {?}]>] out_shardings=[<@m, [{"x", ?}, {?}]>] manual_axes={"x"} (%l: tensor<4x8xf32>) {
      %e = stablehlo.exponential %l : tensor<4x8xf32>
      %c = sdy.sharding_constraint %e <@m, [{?}, {?}]> : tensor<4x8xf32>
      sdy.return %c : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.abs %0 : tensor<8x8xf32>
    return %1 : tensor<8x8xf32>
  }
}

// -----

// A free axis a body value is split by goes out to the in/out shardings (after the manual axes) and on to
// the operand and the result's users; it passes through the body's all_reduce over the manual axis.
// CHECK-LABEL: module @manual_from_inside
// CHECK: func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"x", "y", ?}, {?}]>}) -> (tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@m, [{"y", ?}, {?}]>}) {
// CHECK: sdy.manual_computation(%0) in_shardings=[<@m, [{"x", "y", ?}, {?}]>] out_shardings=[<@m, [{"y", ?}, {?}]>] manual_axes={"x"} (%arg1: tensor<4x8xf32>) {
// CHECK: "stablehlo.all_reduce"(%2)
// CHECK: sdy.sharding = #sdy.sharding_per_value<[<@m, [{"y", ?}, {?}]>]>
// CHECK: stablehlo.abs %1 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"y", ?}, {?}]>]>} : tensor<4x8xf32>
module @manual_from_inside {
  sdy.mesh @m = <["x"=2, "y"=2]>
  func.func @main(%a: tensor<8x8xf32>) -> tensor<4x8xf32> {
    %n = stablehlo.negate %a : tensor<8x8xf32>
    %0 = sdy.manual_computation(%n) in_shardings=[<@m, [{"x", ?}, {?}]>] out_shardings=[<@m, [{?}, {?}]>] manual_axes={"x"} (%l: tensor<4x8xf32>) {
      %e = stablehlo.exponential %l {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"y"}, {}]>]>} : tensor<4x8xf32>
      %r = "stablehlo.all_reduce"(%e) ({
      ^bb0(%p: tensor<f32>, %q: tensor<f32>):
        %t = stablehlo.add %p, %q : tensor<f32>
        stablehlo.return %t : tensor<f32>
      }) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids} : (tensor<4x8xf32>) -> tensor<4x8xf32>
      sdy.return %r : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<4x8xf32>
    %1 = stablehlo.abs %0 : tensor<4x8xf32>
    return %1 : tensor<4x8xf32>
  }
}

// -----

// A GSPMD shard_map: what @SPMDFullToShardShape gives is each device's own, and so is what is computed
// from it, up to @SPMDShardToFullShape, whose result has its declared sharding.
// CHECK-LABEL: module @gspmd_manual
// CHECK: func.func @main(%arg0: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}", sdy.sharding = #sdy.sharding<@mesh, [{"_axis_0"}, {}]>}) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"_axis_0", ?}, {?}]>}) {
// CHECK: stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[2,1]<=[2]}", sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"_axis_0"}, {}]>]>} : (tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK: stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<8x4xf32>) -> tensor<4x4xf32>
// CHECK: stablehlo.negate %1 : tensor<4x4xf32>
// CHECK: stablehlo.custom_call @Sharding(%2) {mhlo.sharding = "{manual}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK: stablehlo.custom_call @SPMDShardToFullShape(%3) {mhlo.sharding = "{devices=[2,1]<=[2]}", sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"_axis_0"}, {}]>]>} : (tensor<4x4xf32>) -> tensor<8x4xf32>
// CHECK: stablehlo.exponential %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"_axis_0", ?}, {?}]>]>} : tensor<8x4xf32>
module @gspmd_manual attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%a: tensor<8x4xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}) -> tensor<8x4xf32> {
    %0 = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<8x4xf32>) -> tensor<4x4xf32>
    %2 = stablehlo.negate %1 : tensor<4x4xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {mhlo.sharding = "{manual}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<4x4xf32>) -> tensor<8x4xf32>
    %5 = stablehlo.exponential %4 : tensor<8x4xf32>
    return %5 : tensor<8x4xf32>
  }
}

// -----

// A shard_map of JAX's Shardy export: the operand of @xla.sdy.GlobalToLocalShape takes the in_sharding,
// the result of @xla.sdy.LocalToGlobalShape has the out_sharding, and the body is each device's own.
// CHECK-LABEL: module @sdy_export_shard_map
// CHECK: func.func @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>}) -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}]>}) {
// CHECK: stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>} : tensor<4xf32>
// CHECK: stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%0) : (tensor<4xf32>) -> tensor<2xf32>
// CHECK: func.call @xla.sdy.manual_computation_body(%1) {mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\"a\"}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\"a\"}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\"a\"}]>]>"}} : (tensor<2xf32>) -> tensor<2xf32>
// CHECK: stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%2) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<2xf32>) -> tensor<4xf32>
// CHECK: stablehlo.abs %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}]>]>} : tensor<4xf32>
// CHECK: func.func private @xla.sdy.manual_computation_body(%arg0: tensor<2xf32>) -> tensor<2xf32> {
// CHECK: stablehlo.exponential %arg0 : tensor<2xf32>
module @sdy_export_shard_map attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=2]>}"}} {
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %n = stablehlo.negate %a : tensor<4xf32>
    %0 = stablehlo.custom_call @xla.sdy.GlobalToLocalShape(%n) : (tensor<4xf32>) -> tensor<2xf32>
    %1 = call @xla.sdy.manual_computation_body(%0) {mhlo.frontend_attributes = {xla.sdy.in_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}]>]>", xla.sdy.manual_axes = "#sdy<manual_axes{\22a\22}>", xla.sdy.out_shardings = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}]>]>"}} : (tensor<2xf32>) -> tensor<2xf32>
    %2 = stablehlo.custom_call @xla.sdy.LocalToGlobalShape(%1) : (tensor<2xf32>) -> tensor<4xf32>
    %3 = stablehlo.abs %2 : tensor<4xf32>
    return %3 : tensor<4xf32>
  }
  func.func private @xla.sdy.manual_computation_body(%l: tensor<2xf32>) -> tensor<2xf32> {
    %e = stablehlo.exponential %l : tensor<2xf32>
    return %e : tensor<2xf32>
  }
}
