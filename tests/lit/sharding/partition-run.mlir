// `hlx run --num-partitions=N` of a program whose values carry shardings partitions it first (SPMD), gives
// each partition its piece of the global arguments and assembles the global results: the same values as
// the whole program's, printed once.

// RUN: %hlx run %s --backend=interp --seed=7 --save-outputs=%t.whole.npz
// RUN: %hlx run %s --backend=interp --seed=7 --num-partitions=8 --save-outputs=%t.split.npz --print-outputs | FileCheck %s --check-prefix=SPLIT
// RUN: %hlx compare %t.whole.npz %t.split.npz | FileCheck %s --check-prefix=SAME
// SPLIT-NOT: process
// SPLIT: tensor<6x4xi32> {
// SPLIT: tensor<4xi32> {
// SAME: result0: {{.*}} ok
// SAME: result1: {{.*}} ok

// On the CPU backend the per-device program is compiled once and runs on 8 device threads, its
// collectives native: the same global values.
// RUN: %hlx run %s --backend=cpu --seed=7 --num-partitions=8 --save-outputs=%t.cpu.npz
// RUN: %hlx compare %t.whole.npz %t.cpu.npz | FileCheck %s --check-prefix=SAME

// A mesh of another device count than the partitions asked for is an error that says so.
// RUN: %expect-exit 3 %hlx run %s --backend=interp --num-partitions=4 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: the mesh @mesh <["x"=2, "y"=4]> has 8 devices; the program runs 4 partitions

module {
  sdy.mesh @mesh = <["x"=2, "y"=4]>
  func.func public @main(%a: tensor<6x5xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}, %w: tensor<5x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<6x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}, tensor<4xi32>) {
    %d = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {}]>]>} : (tensor<6x5xi32>, tensor<5x4xi32>) -> tensor<6x4xi32>
    %m = stablehlo.multiply %d, %d {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {"x"}]>]>} : tensor<6x4xi32>
    %z = stablehlo.constant dense<0> : tensor<i32>
    %s = stablehlo.reduce(%m init: %z) applies stablehlo.add across dimensions = [0] : (tensor<6x4xi32>, tensor<i32>) -> tensor<4xi32>
    return %d, %s : tensor<6x4xi32>, tensor<4xi32>
  }
}
