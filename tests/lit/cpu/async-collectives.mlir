// On several devices the CPU backend splits a collective into a start and a done and puts compute
// that does not depend on it between them (the latency-hiding scheduler, schedule/latency_hiding.h):
// here the all_reduce of %x overlaps the product of %w with itself, which it does not need until the
// final add. The results are the evaluator's, with and without --no-async-collectives, which runs the
// collective whole.

// RUN: %hlx run --backend=cpu --num-replicas=2 --print-after-all %s | FileCheck %s
// CHECK-LABEL: ----- memory plan -----
// CHECK: collective-start stablehlo.all_reduce
// CHECK-NEXT: {{(library |kernel .)}}stablehlo.dot_general
// CHECK: collective-done stablehlo.all_reduce
// CHECK: stablehlo.add

// RUN: %hlx run --backend=cpu --num-replicas=2 --no-async-collectives --print-after-all %s | FileCheck %s --check-prefix=WHOLE
// WHOLE-LABEL: ----- memory plan -----
// WHOLE-NOT: collective-start
// WHOLE: collective stablehlo.all_reduce
// WHOLE-NOT: collective-done

// RUN: %hlx run --backend=cpu --num-replicas=2 --seed=5 --save-outputs=%t.async.npz %s
// RUN: %hlx run --backend=cpu --num-replicas=2 --seed=5 --no-async-collectives --save-outputs=%t.whole.npz %s
// RUN: %hlx run --backend=interp --num-replicas=2 --seed=5 --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.async.npz --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// RUN: %hlx compare %t.whole.npz %t.async.npz --rtol=0 | FileCheck %s --check-prefix=SAME
// SAME: ok

// The profile has a column for the compute overlapped with collectives, per device.
// RUN: %hlx bench %s --backend=cpu --num-replicas=2 --iters=2 --profile | FileCheck %s --check-prefix=PROFILE
// PROFILE: per device (ms per run: in steps, blocked in collective steps, overlapped with compute):
// PROFILE: device   0
// PROFILE: device   1
func.func @main(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %g = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<64x64xf32>) -> tensor<64x64xf32>
  %h = stablehlo.dot_general %w, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %e = stablehlo.tanh %h : tensor<64x64xf32>
  %y = stablehlo.add %g, %e : tensor<64x64xf32>
  return %y, %h : tensor<64x64xf32>, tensor<64x64xf32>
}
