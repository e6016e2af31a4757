// combine-collectives: independent all_reduces of the same groups and reduction become one variadic
// all_reduce, placed where the first stood when every operand is defined before it, else where the
// last stood when no result is used before it; dependent ones, other groups or reductions stay apart.
// RUN: %hlx opt %s --passes=combine-collectives | FileCheck %s
// RUN: %hlx run %s --backend=interp --num-partitions=4 --seed=5 --save-outputs=%t.before.npz
// RUN: %hlx opt %s --passes=combine-collectives > %t.mlir
// RUN: %hlx run %t.mlir --backend=cpu --num-partitions=4 --seed=5 --save-outputs=%t.after.npz
// The combined program on the CPU backend gives what the first gives on the evaluator, on each of the
// 4 processes (9 results each).
// RUN: %hlx compare %t.before.npz %t.after.npz | FileCheck %s --check-prefix=SAME
// SAME-COUNT-36: ok

// CHECK-LABEL: func.func @main
// The gradients' pattern: each operand computed early, each result used at once. Combined at the first.
// CHECK: %[[G:.*]]:3 = "stablehlo.all_reduce"(%{{.*}}, %{{.*}}, %{{.*}})
// CHECK: replica_groups = dense<{{\[\[}}0, 1, 2, 3]]>
// CHECK-SAME: (tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>)
// A maximum is another reduction, and other groups are other meetings: both stay.
// CHECK: "stablehlo.all_reduce"
// CHECK: stablehlo.maximum
// CHECK: "stablehlo.all_reduce"
// CHECK: replica_groups = dense<{{\[\[}}0, 1], [2, 3]]>
// A chain (the second reads the first's result) cannot combine.
// CHECK: %[[C1:.*]] = "stablehlo.all_reduce"(%{{.*}})
// CHECK: %[[C2:.*]] = "stablehlo.all_reduce"(%{{.*}})
// Two all_gathers along dimension 0, their results unused until the end: combined where the last stood.
// CHECK: %{{.*}}:2 = "stablehlo.all_gather"(%{{.*}}, %{{.*}})
// An all_gather of another element type stays apart (MHLO, which JAX reads the compiled program with,
// wants one element type in a variadic collective).
// CHECK: "stablehlo.all_gather"(%{{.*}}) {{.*}} : (tensor<4xi32>) -> tensor<8xi32>
// CHECK: return
module @combine attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%x: tensor<4xf32>, %y: tensor<2x2xf32>, %z: tensor<4xf32>) -> (tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<4x2xf32>, tensor<8xi32>) {
    %a = stablehlo.multiply %x, %x : tensor<4xf32>
    %b = stablehlo.add %y, %y : tensor<2x2xf32>
    %c = stablehlo.negate %z : tensor<4xf32>
    %ra = "stablehlo.all_reduce"(%a) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
    %ua = stablehlo.sqrt %ra : tensor<4xf32>
    %rb = "stablehlo.all_reduce"(%b) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %ub = stablehlo.abs %rb : tensor<2x2xf32>
    %rc = "stablehlo.all_reduce"(%c) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
    %uc = stablehlo.exponential %rc : tensor<4xf32>
    %m = "stablehlo.all_reduce"(%x) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.maximum %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
    %h = "stablehlo.all_reduce"(%z) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
    %c1 = "stablehlo.all_reduce"(%ua) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {channel_handle = #stablehlo.channel_handle<handle = 6, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
    %d = stablehlo.sine %c1 : tensor<4xf32>
    %c2 = "stablehlo.all_reduce"(%d) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) {channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
    %e = stablehlo.cosine %c2 : tensor<4xf32>
    %g1 = "stablehlo.all_gather"(%e) {all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 8, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids} : (tensor<4xf32>) -> tensor<8xf32>
    %f = stablehlo.reshape %e : (tensor<4xf32>) -> tensor<2x2xf32>
    %g2 = "stablehlo.all_gather"(%f) {all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 9, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids} : (tensor<2x2xf32>) -> tensor<4x2xf32>
    %i = stablehlo.convert %e : (tensor<4xf32>) -> tensor<4xi32>
    %g3 = "stablehlo.all_gather"(%i) {all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 10, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids} : (tensor<4xi32>) -> tensor<8xi32>
    return %ua, %ub, %uc, %m, %h, %e, %g1, %g2, %g3 : tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<4x2xf32>, tensor<8xi32>
  }
}
