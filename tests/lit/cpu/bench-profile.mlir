// hlx bench --profile times each step of the plan: the time per run by step kind, then the steps
// that take longest, each named as the plan names it. It needs the CPU backend and the text report.
// The report shows the compiled plan, not the IR after each pass.

// RUN: %hlx bench --iters=3 --profile %s | FileCheck %s
// RUN: %expect-exit 2 %hlx bench --iters=1 --profile --json %s 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: %expect-exit 2 %hlx bench --iters=1 --profile --backend=interp %s 2>&1 | FileCheck %s --check-prefix=USAGE

// CHECK-NOT: IR after
// CHECK-NOT: LLVM IR
// CHECK: // ----- plan -----
// CHECK-NEXT: step 0: kernel
// CHECK: arena:
// CHECK-NOT: IR after
// CHECK: (cpu, 3 runs)
// CHECK: profile (3 runs, ms per run; {{[0-9.]+}} ms in steps)
// CHECK-DAG: kernel {{ *}}{{[0-9.]+}} ms {{ *}}{{[0-9.]+}}% {{ *}}2 steps
// CHECK-DAG: library {{ *}}{{[0-9.]+}} ms {{ *}}{{[0-9.]+}}% {{ *}}1 steps
// CHECK: longest steps:
// CHECK-DAG: step 0: kernel {stablehlo.broadcast_in_dim, stablehlo.add, stablehlo.tanh}
// CHECK-DAG: step 1: library stablehlo.dot_general
// CHECK-DAG: step 2: kernel {stablehlo.reduce}
// USAGE: --profile times the CPU backend's steps and prints a table
func.func @main(%x: tensor<64x64xf32>, %b: tensor<64xf32>, %w: tensor<64x64xf32>) -> tensor<64xf32> {
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<64xf32>) -> tensor<64x64xf32>
  %0 = stablehlo.add %x, %bb : tensor<64x64xf32>
  %1 = stablehlo.tanh %0 : tensor<64x64xf32>
  %2 = stablehlo.dot_general %1, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %3 = stablehlo.reduce(%2 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
  return %3 : tensor<64xf32>
}
