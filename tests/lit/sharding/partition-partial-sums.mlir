// spmd-partition keeps a contraction's partial sums (its result's unreduced axes) through the ops that
// are linear in them, and sums them where an op that is not reads them: one all_reduce for a chain.
// RUN: %hlx opt %s --passes=spmd-partition | FileCheck %s
// RUN: %hlx run %s --backend=interp --seed=3 --save-outputs=%t.whole.npz
// RUN: %hlx run %s --backend=interp --seed=3 --num-partitions=4 --save-outputs=%t.interp.npz
// RUN: %hlx compare %t.whole.npz %t.interp.npz | FileCheck %s --check-prefix=SAME
// RUN: %hlx run %s --backend=cpu --seed=3 --num-partitions=4 --save-outputs=%t.cpu.npz
// RUN: %hlx compare %t.whole.npz %t.cpu.npz | FileCheck %s --check-prefix=SAME
// SAME-COUNT-4: ok

// Products whose contracting dimension "x" splits, one transposed, added, scaled and summed along a row:
// all partial sums over "x"; the tanh sums them once.
// CHECK-LABEL: func.func public @main
// CHECK: stablehlo.dot_general %arg0, %arg1
// CHECK-NOT: all_reduce
// CHECK: stablehlo.dot_general %arg0, %arg2
// CHECK-NOT: all_reduce
// CHECK: stablehlo.transpose
// CHECK-NOT: all_reduce
// CHECK: stablehlo.dot_general %arg0, %arg2
// CHECK-NOT: all_reduce
// CHECK: stablehlo.add
// CHECK-NOT: all_reduce
// CHECK: stablehlo.multiply
// CHECK-NOT: all_reduce
// CHECK: stablehlo.reduce
// CHECK: %[[S:.*]] = "stablehlo.all_reduce"
// CHECK: }) {{.*}} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: stablehlo.tanh %[[S]]
// The f16 bias's sum over the rows "x" splits is a partial sum, converted to f64 (each partial sum
// exactly) before the add that sums it with a value that is no partial sum.
// CHECK: stablehlo.reduce
// CHECK-NOT: all_reduce
// CHECK: stablehlo.convert {{.*}} : (tensor<4xf16>) -> tensor<4xf64>
// CHECK: "stablehlo.all_reduce"
// CHECK: }) {{.*}} : (tensor<4xf64>) -> tensor<4xf64>
// CHECK-NEXT: stablehlo.add
// Narrowing f32 to f16 would round each partial sum: they are summed first.
// CHECK: "stablehlo.all_reduce"
// CHECK: }) {{.*}} : (tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: stablehlo.convert {{.*}} : (tensor<4x8xf32>) -> tensor<4x8xf16>
// A partial sum read in a loop is summed where it is computed, not in every iteration.
// CHECK: stablehlo.dot_general %arg0, %arg1
// CHECK-NEXT: "stablehlo.all_reduce"
// CHECK: stablehlo.while
module {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%a: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %w: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %v: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %h: tensor<16x4xf16> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4xf32>, tensor<4xf64>, tensor<4x8xf16>, tensor<4x8xf32>) {
    %d1 = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    %d2 = stablehlo.dot_general %a, %v, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
    %t = stablehlo.transpose %d2, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %d4 = stablehlo.dot_general %a, %v, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
    %s = stablehlo.add %t, %d4 : tensor<4x4xf32>
    %c = stablehlo.constant dense<0.5> : tensor<4x4xf32>
    %m = stablehlo.multiply %s, %c : tensor<4x4xf32>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %r = stablehlo.reduce(%m init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %o = stablehlo.tanh %r : tensor<4xf32>
    %zh = stablehlo.constant dense<0.0> : tensor<f16>
    %b = stablehlo.reduce(%h init: %zh) applies stablehlo.add across dimensions = [0] : (tensor<16x4xf16>, tensor<f16>) -> tensor<4xf16>
    %b64 = stablehlo.convert %b : (tensor<4xf16>) -> tensor<4xf64>
    %one = stablehlo.constant dense<1.0> : tensor<4xf64>
    %bo = stablehlo.add %b64, %one : tensor<4xf64>
    %n = stablehlo.convert %d1 : (tensor<4x8xf32>) -> tensor<4x8xf16>
    %d3 = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    %i0 = stablehlo.constant dense<0> : tensor<i32>
    %l:2 = stablehlo.while(%i = %i0, %acc = %d3) : tensor<i32>, tensor<4x8xf32>
     cond {
      %k = stablehlo.constant dense<2> : tensor<i32>
      %p = stablehlo.compare LT, %i, %k : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one_i = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one_i : tensor<i32>
      %u = stablehlo.add %acc, %d3 : tensor<4x8xf32>
      stablehlo.return %j, %u : tensor<i32>, tensor<4x8xf32>
    }
    return %o, %bo, %n, %l#1 : tensor<4xf32>, tensor<4xf64>, tensor<4x8xf16>, tensor<4x8xf32>
  }
}
