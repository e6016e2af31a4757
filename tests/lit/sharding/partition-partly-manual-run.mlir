// RUN: rm -rf %t && split-file %s %t
// RUN: %hlx run %t/global.mlir --backend=interp --seed=5 --save-outputs=%t/want.npz
// RUN: %hlx run %t/partly.mlir --backend=interp --seed=5 --num-partitions=8 --save-outputs=%t/interp.npz
// RUN: %hlx compare %t/want.npz %t/interp.npz | FileCheck %s
// RUN: %hlx run %t/partly.mlir --backend=cpu --seed=5 --num-partitions=8 --save-outputs=%t/cpu.npz
// RUN: %hlx compare %t/want.npz %t/cpu.npz | FileCheck %s
// CHECK: result0: {{.*}} ok
// CHECK: result1: {{.*}} ok
// CHECK: result2: {{.*}} ok

//--- partly.mlir
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %w: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> (tensor<4x16xf32>, tensor<8x16xf32>, tensor<8x8xf32>) {
    %e = stablehlo.exponential %a : tensor<8x16xf32>
    %m:3 = sdy.manual_computation(%e, %w) in_shardings=[<@mesh, [{"x", ?}, {?}]>, <@mesh, [{?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}]>, <@mesh, [{?}, {?}]>, <@mesh, [{"x", ?}, {?}]>] manual_axes={"x"} (%l: tensor<4x16xf32>, %v: tensor<16x8xf32>) {
      %s = stablehlo.sine %l : tensor<4x16xf32>
      %r = "stablehlo.all_reduce"(%s) ({
      ^bb0(%p: tensor<f32>, %q: tensor<f32>):
        %t = stablehlo.add %p, %q : tensor<f32>
        stablehlo.return %t : tensor<f32>
      }) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids} : (tensor<4x16xf32>) -> tensor<4x16xf32>
      %g = "stablehlo.all_gather"(%l) {all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids} : (tensor<4x16xf32>) -> tensor<8x16xf32>
      %d = stablehlo.dot_general %l, %v, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
      %n = "stablehlo.collective_permute"(%d) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, source_target_pairs = dense<[[0, 4], [4, 0], [1, 5], [5, 1], [2, 6], [6, 2], [3, 7], [7, 3]]> : tensor<8x2xi64>} : (tensor<4x8xf32>) -> tensor<4x8xf32>
      sdy.return %r, %g, %n : tensor<4x16xf32>, tensor<8x16xf32>, tensor<4x8xf32>
    } : (tensor<8x16xf32>, tensor<16x8xf32>) -> (tensor<4x16xf32>, tensor<8x16xf32>, tensor<8x8xf32>)
    %o = stablehlo.negate %m#2 : tensor<8x8xf32>
    return %m#0, %m#1, %o : tensor<4x16xf32>, tensor<8x16xf32>, tensor<8x8xf32>
  }
}

//--- global.mlir
// The same computation on global values: the psum adds the two row blocks, the all_gather gives them
// back whole, the ppermute swaps the blocks of the product.
module {
  func.func public @main(%a: tensor<8x16xf32>, %w: tensor<16x8xf32>) -> (tensor<4x16xf32>, tensor<8x16xf32>, tensor<8x8xf32>) {
    %e = stablehlo.exponential %a : tensor<8x16xf32>
    %s = stablehlo.sine %e : tensor<8x16xf32>
    %s0 = stablehlo.slice %s [0:4, 0:16] : (tensor<8x16xf32>) -> tensor<4x16xf32>
    %s1 = stablehlo.slice %s [4:8, 0:16] : (tensor<8x16xf32>) -> tensor<4x16xf32>
    %r = stablehlo.add %s0, %s1 : tensor<4x16xf32>
    %d = stablehlo.dot_general %e, %w, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
    %d0 = stablehlo.slice %d [0:4, 0:8] : (tensor<8x8xf32>) -> tensor<4x8xf32>
    %d1 = stablehlo.slice %d [4:8, 0:8] : (tensor<8x8xf32>) -> tensor<4x8xf32>
    %n = stablehlo.concatenate %d1, %d0, dim = 0 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %o = stablehlo.negate %n : tensor<8x8xf32>
    return %r, %e, %o : tensor<4x16xf32>, tensor<8x16xf32>, tensor<8x8xf32>
  }
}
