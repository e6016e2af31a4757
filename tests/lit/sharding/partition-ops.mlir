// spmd-partition of each kind of op.
// RUN: %hlx opt %s --passes=import-shardings,spmd-partition | FileCheck %s

// Elementwise ops take their operands split like their result; a splat constant is a local splat, a dense
// one is made whole and sliced, and an iota counts from each device's offset.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) {
    %c = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} dense<2.0> : tensor<8x4xf32>
    %i = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} : tensor<8x4xf32>
    %m = stablehlo.multiply %a, %c {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} : tensor<8x4xf32>
    %s = stablehlo.add %m, %i {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} : tensor<8x4xf32>
    return %s : tensor<8x4xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<4x4xf32> {{.*}}) -> (tensor<2x4xf32>
// CHECK-NEXT: %0 = stablehlo.constant dense<2.0> : tensor<2x4xf32>
// CHECK-NEXT: %1 = stablehlo.iota dim = 0 : tensor<2x4xf32>
// CHECK: %4 = stablehlo.constant dense<[0, 2, 4, 6, 0, 2, 4, 6]> : tensor<8xi32>
// CHECK: %7 = stablehlo.convert %6 : (tensor<i32>) -> tensor<f32>
// CHECK-NEXT: %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
// CHECK-NEXT: %9 = stablehlo.add %1, %8 : tensor<2x4xf32>
// CHECK-NEXT: %10 = "stablehlo.all_gather"(%arg0) {{.*}} : (tensor<4x4xf32>) -> tensor<8x4xf32>
// CHECK: %12 = stablehlo.dynamic_slice %10, %6, %11, sizes = [2, 4]
// CHECK-NEXT: %13 = stablehlo.multiply %12, %0 : tensor<2x4xf32>
// CHECK-NEXT: %14 = stablehlo.add %13, %9 : tensor<2x4xf32>

// -----

// broadcast_in_dim, transpose and a reshape whose split dimension maps (the major one of its group) keep
// their operands split; a reshape whose split does not map is computed whole, and says so.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> (tensor<6x3x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"y"}]>}, tensor<4x12xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}) {
    %b = stablehlo.broadcast_in_dim %a, dims = [0, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {"x"}, {}]>]>} : (tensor<8x6xf32>) -> tensor<8x2x6xf32>
    %t = stablehlo.transpose %b, dims = [2, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}, {"y"}]>]>} : (tensor<8x2x6xf32>) -> tensor<6x2x8xf32>
    %r = stablehlo.reshape %a {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}, {}]>]>} : (tensor<8x6xf32>) -> tensor<4x2x6xf32>
    %q = stablehlo.reshape %r {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : (tensor<4x2x6xf32>) -> tensor<4x12xf32>
    %u = stablehlo.slice %t [0:6, 0:1, 0:8] : (tensor<6x2x8xf32>) -> tensor<6x1x8xf32>
    %v = stablehlo.broadcast_in_dim %u, dims = [0, 1, 2] : (tensor<6x1x8xf32>) -> tensor<6x3x8xf32>
    return %v, %q : tensor<6x3x8xf32>, tensor<4x12xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<2x6xf32>
// CHECK-NEXT: %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<2x6xf32>) -> tensor<2x1x6xf32>
// CHECK-NEXT: %1 = stablehlo.transpose %0, dims = [2, 1, 0] : (tensor<2x1x6xf32>) -> tensor<6x1x2xf32>
// CHECK-NEXT: %2 = stablehlo.reshape %arg0 : (tensor<2x6xf32>) -> tensor<1x2x6xf32>
// CHECK-NEXT: %3 = "stablehlo.all_gather"(%2) {{.*}} : (tensor<1x2x6xf32>) -> tensor<4x2x6xf32>
// CHECK-NEXT: %4 = stablehlo.reshape %3 {hlx.spmd_remark = "the split dimensions do not map through the reshape: it is computed whole"} : (tensor<4x2x6xf32>) -> tensor<4x12xf32>
// CHECK: stablehlo.slice {{.*}} {hlx.spmd_remark = "a sliced dimension (1) is gathered whole"}

// -----

// A reduction over a split dimension: each device reduces its piece (padding masked with the initial
// value), then all_reduce combines the pieces with the reduction's own region.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<6x5xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) {
    %i = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %r = stablehlo.reduce(%a init: %i) applies stablehlo.maximum across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    return %r : tensor<6xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<3x2xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}) -> (tensor<3xf32>
// CHECK: %11 = stablehlo.compare LT, %8, %10
// CHECK: %13 = stablehlo.select %11, %arg0, %12 : tensor<3x2xi1>, tensor<3x2xf32>
// CHECK-NEXT: %14 = stablehlo.reduce(%13 init: %0) applies stablehlo.maximum across dimensions = [1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3xf32>
// CHECK-NEXT: %15 = "stablehlo.all_reduce"(%14) ({
// CHECK: stablehlo.maximum
// CHECK: replica_groups = dense<{{\[\[}}0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids} : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: return %15

// -----

// A sum whose initial value is not 0 cannot add the pieces' sums: its split dimension is gathered, with a
// remark.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<8x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}, {}]>}) -> tensor<4xi32> {
    %i = stablehlo.constant dense<5> : tensor<i32>
    %r = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [0] : (tensor<8x4xi32>, tensor<i32>) -> tensor<4xi32>
    return %r : tensor<4xi32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<1x4xi32>
// CHECK: %1 = "stablehlo.all_gather"(%arg0) {{.*}} : (tensor<1x4xi32>) -> tensor<8x4xi32>
// CHECK-NEXT: %2 = stablehlo.reduce(%1 init: %0) applies stablehlo.add across dimensions = [0] {hlx.spmd_remark = "the reduced dimensions are gathered: {{.*}}"} : (tensor<8x4xi32>, tensor<i32>) -> tensor<4xi32>

// -----

// Ops along their parallel dimensions: concatenate, sort and a cumulative reduce_window keep the other
// dimensions split; gather takes its indices split and its operand whole (its result is larger than the
// operand: summing it over the devices would move more than gathering the operand); scatter, whose result
// is not split, is computed whole.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<4x6xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}, %b: tensor<4x2xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}, %t: tensor<5x3xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %i: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> (tensor<4x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}, tensor<4x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}, tensor<8x3xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}, tensor<5x3xi32>) {
    %c = stablehlo.concatenate %a, %b, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} : (tensor<4x6xi32>, tensor<4x2xi32>) -> tensor<4x8xi32>
    %s = "stablehlo.sort"(%c) ({
    ^bb0(%l: tensor<i32>, %r: tensor<i32>):
      %lt = stablehlo.compare LT, %l, %r : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    }) {dimension = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} : (tensor<4x8xi32>) -> tensor<4x8xi32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %w = "stablehlo.reduce_window"(%s, %z) ({
    ^bb0(%l: tensor<i32>, %r: tensor<i32>):
      %sum = stablehlo.add %l, %r : tensor<i32>
      stablehlo.return %sum : tensor<i32>
    }) {padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 1, 8>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} : (tensor<4x8xi32>, tensor<i32>) -> tensor<4x8xi32>
    %g = "stablehlo.gather"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} : (tensor<5x3xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    %u = "stablehlo.scatter"(%t, %i, %g) ({
    ^bb0(%l: tensor<i32>, %r: tensor<i32>):
      stablehlo.return %r : tensor<i32>
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x3xi32>, tensor<8x1xi32>, tensor<8x3xi32>) -> tensor<5x3xi32>
    return %c, %w, %g, %u : tensor<4x8xi32>, tensor<4x8xi32>, tensor<8x3xi32>, tensor<5x3xi32>
  }
}

// CHECK-LABEL: func.func public @main
// CHECK: stablehlo.concatenate %0, %arg1, dim = 1 {hlx.spmd_remark = "the concatenated dimension (1) is gathered whole"} : (tensor<1x6xi32>, tensor<1x2xi32>) -> tensor<1x8xi32>
// CHECK: "stablehlo.sort"(%1)
// CHECK: (tensor<1x8xi32>) -> tensor<1x8xi32>
// CHECK: "stablehlo.reduce_window"(%2, %4)
// CHECK: (tensor<1x8xi32>, tensor<i32>) -> tensor<1x8xi32>
// CHECK: %9 = "stablehlo.gather"(%8, %arg3) {{.*}}hlx.spmd_remark = "the operand is gathered whole: the result, which would be summed over the devices, is larger"{{.*}} : (tensor<5x3xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
// CHECK: "stablehlo.scatter"
// CHECK: {hlx.spmd_remark = "stablehlo.scatter is computed whole"{{.*}} : (tensor<5x3xi32>, tensor<8x1xi32>, tensor<8x3xi32>) -> tensor<5x3xi32>

// -----

// A convolution split along batch and output features computes on each device's piece; one whose input
// features are split sums partial results.
module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<4x6x6x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}, {"y"}]>}, %k: tensor<3x3x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"y"}, {}]>}) -> (tensor<4x4x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}, {}]>}) {
    %o = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}, {}, {}]>]>} : (tensor<4x6x6x8xf32>, tensor<3x3x8x8xf32>) -> tensor<4x4x4x8xf32>
    return %o : tensor<4x4x4x8xf32>
  }
}

// CHECK-LABEL: func.func public @main(%arg0: tensor<2x6x6x2xf32> {{.*}}, %arg1: tensor<3x3x2x8xf32>
// CHECK-NEXT: %0 = stablehlo.convolution(%arg0, %arg1) {{.*}} : (tensor<2x6x6x2xf32>, tensor<3x3x2x8xf32>) -> tensor<2x4x4x8xf32>
// CHECK-NEXT: %1 = "stablehlo.all_reduce"(%0)
