// `hlx run` and `hlx bench` propagate the arguments' shardings before partitioning, as XLA does: in this
// Megatron MLP only the weights are annotated, yet each layer's hidden values stay split over the
// devices and each layer needs one all_reduce of its activations, nothing gathered.

// RUN: %hlx run %s --backend=interp --seed=3 --save-outputs=%t.whole.npz
// RUN: %hlx run %s --backend=cpu --seed=3 --num-partitions=4 --save-outputs=%t.split.npz
// RUN: %hlx compare %t.whole.npz %t.split.npz | FileCheck %s --check-prefix=SAME
// SAME: result0: {{.*}} ok

// RUN: %hlx bench %s --backend=cpu --num-partitions=4 --iters=1 | FileCheck %s --check-prefix=BENCH
// BENCH: plan
// BENCH-NOT: all_gather
// BENCH: collective stablehlo.all_reduce
// BENCH-NOT: all_gather
// BENCH: collective stablehlo.all_reduce
// BENCH-NOT: all_gather
// The input whole (128 bytes) and a quarter of each weight (4 x 128 bytes).
// BENCH: per process {{ *}}640 bytes of arguments
// The activations, 4x8 f32 (128 bytes), all-reduced over 4 devices in a ring: 2 x 3/4 x 128 bytes per
// device, twice.
// BENCH: collectives {{ *}}1536 bytes moved per run

// --profile adds, per device, the time in steps and the time blocked in collective steps (they run
// synchronously: none overlaps compute).
// RUN: %hlx bench %s --backend=cpu --num-partitions=4 --iters=2 --profile | FileCheck %s --check-prefix=PROFILE
// PROFILE: per device (ms per run: in steps, blocked in collective steps, overlapped with compute):
// PROFILE-COUNT-4: device {{[0-3]}} {{[0-9.]+}} ms {{[0-9.]+}} ms {{[0-9.]+}}% 0.000 ms

module @megatron {
  sdy.mesh @mesh = <["y"=4]>
  func.func @main(%x: tensor<4x8xf32>, %w1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}, %w2: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}, %w3: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}, %w4: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> tensor<4x8xf32> {
    %h1 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %t1 = stablehlo.tanh %h1 : tensor<4x16xf32>
    %o1 = stablehlo.dot_general %t1, %w2, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    %h2 = stablehlo.dot_general %o1, %w3, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %t2 = stablehlo.tanh %h2 : tensor<4x16xf32>
    %o2 = stablehlo.dot_general %t2, %w4, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
    return %o2 : tensor<4x8xf32>
  }
}
