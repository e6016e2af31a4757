// Partitioning this program over 2 devices makes two partial sums, one for each product, that the
// combiner (combine-collectives) merges into one all_reduce of two operands. --no-combine-collectives
// keeps them as two, so that a run can be timed with and without the combiner; the results are the
// same bits either way, and the evaluator's.

// RUN: %hlx bench %s --num-partitions=2 --iters=1 | FileCheck %s --check-prefix=COMBINED
// COMBINED: collectives {{ *}}768 bytes moved per run between processes
// COMBINED-NEXT: 768  stablehlo.all_reduce
// COMBINED-NEXT: peak RSS

// RUN: %hlx bench %s --num-partitions=2 --iters=1 --no-combine-collectives | FileCheck %s --check-prefix=APART
// APART: collectives {{ *}}768 bytes moved per run between processes
// APART-NEXT: 512  stablehlo.all_reduce
// APART-NEXT: 256  stablehlo.all_reduce
// APART-NEXT: peak RSS

// RUN: %hlx run %s --num-partitions=2 --seed=3 --save-outputs=%t.combined.npz
// RUN: %hlx run %s --num-partitions=2 --seed=3 --no-combine-collectives --save-outputs=%t.apart.npz
// RUN: %hlx run %s --backend=interp --num-partitions=2 --seed=3 --no-combine-collectives --save-outputs=%t.interp.npz
// RUN: %hlx compare %t.combined.npz %t.apart.npz --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: %hlx compare %t.interp.npz %t.apart.npz --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// SAME: result0: {{.*}} ok
// SAME: result1: {{.*}} ok

module {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%a: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>},
                         %w: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
                         %b: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>},
                         %v: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
      -> (tensor<8x8xf32>, tensor<8x4xf32>) {
    %d = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
    %e = stablehlo.dot_general %b, %v, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    return %d, %e : tensor<8x8xf32>, tensor<8x4xf32>
  }
}
