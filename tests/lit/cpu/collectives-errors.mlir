// Collectives that cannot complete on the CPU backend's devices end the run with an error, never a hang:
// a device that no group of an all_reduce holds (the evaluator's error, from the op the backend leaves to
// it), and an all_reduce that only one partition reaches (the other returns without it).

// RUN: %expect-exit 3 %hlx run --backend=cpu --num-replicas=3 %s --case=0 2>&1 | FileCheck %s --check-prefix=NOGROUP
// RUN: %expect-exit 3 %hlx run --backend=interp --num-replicas=3 %s --case=0 2>&1 | FileCheck %s --check-prefix=NOGROUP
// NOGROUP: error: 'stablehlo.all_reduce' op runs on process (replica 2, partition 0), which none of its groups holds

// RUN: %expect-exit 3 %hlx run --backend=cpu --num-partitions=2 %s --case=1 2>&1 | FileCheck %s --check-prefix=STUCK
// STUCK: error: every running device waits at a collective or channel (stablehlo.all_reduce at {{.*}}collectives-errors.mlir:27:5) for devices that never arrive
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %p = stablehlo.partition_id : tensor<ui32>
  %zero = stablehlo.constant dense<0> : tensor<ui32>
  %first = stablehlo.compare EQ, %p, %zero : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
  %r = "stablehlo.if"(%first) ({
    %s = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %t = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %t : tensor<f32>
    }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xf32>) -> tensor<4xf32>
    stablehlo.return %s : tensor<4xf32>
  }, {
    stablehlo.return %x : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
