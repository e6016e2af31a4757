// spmd-partition of dot_general in each pattern.
// RUN: %hlx opt %s --passes=import-shardings,spmd-partition | FileCheck %s

// Megatron MLP: the first weight split by output features (column parallel: no communication), the second
// by input features (row parallel: partial sums, one all_reduce of the activations).
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%x: tensor<8x16xf32>, %w1: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}, %w2: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> tensor<8x16xf32> {
    %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %r = stablehlo.tanh %h {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : tensor<8x32xf32>
    %o = stablehlo.dot_general %r, %w2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    return %o : tensor<8x16xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<16x8xf32> {{.*}}, %arg2: tensor<8x16xf32> {{.*}}) -> (tensor<8x16xf32>
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: %1 = stablehlo.tanh %0 : tensor<8x8xf32>
// CHECK-NEXT: %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: %3 = "stablehlo.all_reduce"(%2)
// CHECK: replica_groups = dense<{{\[\[}}0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids} : (tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: return %3
// CHECK-NOT: all_reduce

// -----

// FSDP: the weight stored split over "x" is all-gathered before use; the batch stays split.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%x: tensor<8x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}, %w: tensor<6x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) {
    %o = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", "y"}, {}]>]>} : (tensor<8x6xf32>, tensor<6x4xf32>) -> tensor<8x4xf32>
    return %o : tensor<8x4xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<1x6xf32> {{.*}}, %arg1: tensor<3x4xf32>
// CHECK-NEXT: %0 = "stablehlo.all_gather"(%arg1) {all_gather_dim = 0 : i64, {{.*}}replica_groups = dense<{{\[\[}}0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids} : (tensor<3x4xf32>) -> tensor<6x4xf32>
// CHECK-NEXT: %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0] : (tensor<1x6xf32>, tensor<6x4xf32>) -> tensor<1x4xf32>
// CHECK-NEXT: return %1

// -----

// A split contraction whose result is split by the same axis: reduce_scatter.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%x: tensor<8x12xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}, %w: tensor<12x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> (tensor<8x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) {
    %o = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} : (tensor<8x12xi32>, tensor<12x4xi32>) -> tensor<8x4xi32>
    return %o : tensor<8x4xi32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<8x3xi32> {{.*}}, %arg1: tensor<3x4xi32>
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x3xi32>, tensor<3x4xi32>) -> tensor<8x4xi32>
// CHECK-NEXT: %1 = "stablehlo.reduce_scatter"(%0)
// CHECK: scatter_dimension = 0 : i64, use_global_device_ids} : (tensor<8x4xi32>) -> tensor<2x4xi32>
// CHECK-NEXT: return %1

// -----

// Batch parallel: batch and free dimensions split like the result, nothing to communicate.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<4x3x5xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}, {}]>}, %b: tensor<4x5x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}, {}]>}) -> (tensor<4x3x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}, {}]>}) {
    %o = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {"x"}, {}]>]>} : (tensor<4x3x5xf32>, tensor<4x5x2xf32>) -> tensor<4x3x2xf32>
    return %o : tensor<4x3x2xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<1x2x5xf32> {{.*}}, %arg1: tensor<1x5x2xf32>
// CHECK-NEXT: %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<1x2x5xf32>, tensor<1x5x2xf32>) -> tensor<1x2x2xf32>
// CHECK-NEXT: return %0

// -----

// An uneven contraction (7 in 4 pieces of 2): the padding of the lhs is masked with zeros first.
module {
  sdy.mesh @mesh = <["y"=4]>
  func.func public @main(%x: tensor<3x7xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}, %w: tensor<7x5xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> tensor<3x5xf32> {
    %o = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<3x7xf32>, tensor<7x5xf32>) -> tensor<3x5xf32>
    return %o : tensor<3x5xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<3x2xf32> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg1: tensor<2x5xf32>
// CHECK: %3 = stablehlo.constant dense<[0, 2, 4, 6]> : tensor<4xi32>
// CHECK: %7 = stablehlo.add %0, %6 : tensor<3x2xi32>
// CHECK: %8 = stablehlo.constant dense<7> : tensor<i32>
// CHECK: %10 = stablehlo.compare LT, %7, %9
// CHECK: %13 = stablehlo.select %10, %arg0, %12 : tensor<3x2xi1>, tensor<3x2xf32>
// CHECK-NEXT: %14 = stablehlo.dot_general %13, %arg1
// CHECK-NEXT: %15 = "stablehlo.all_reduce"(%14)
