// The kernels of a program compile on as many threads as run it (OMP_NUM_THREADS), kernel i in part
// i % threads, each part an LLVM module of its own; the JIT links them into one program. Four kernels
// over three threads: part 0 holds kernels 0 and 3, part 1 kernel 1, part 2 kernel 2; the results are the
// evaluator's (within its sine's and log1p's rounding). With one thread, one module as before.

// RUN: env OMP_NUM_THREADS=3 %hlx run --backend=cpu --print-after-all %s | FileCheck %s
// RUN: env OMP_NUM_THREADS=3 %hlx run --backend=cpu --inputs=random --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --inputs=random --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-4
// RUN: env OMP_NUM_THREADS=1 %hlx run --backend=cpu --print-after-all %s | FileCheck %s --check-prefix=ONE

// CHECK-LABEL: ----- kernels (optimized LLVM IR) -----
// CHECK: ; ModuleID = '{{.*}}jit-parts.mlir.0'
// CHECK: define void @hlx_kernel_0(
// CHECK: define void @hlx_kernel_3(
// CHECK: ; ModuleID = '{{.*}}jit-parts.mlir.1'
// CHECK: define void @hlx_kernel_1(
// CHECK: ; ModuleID = '{{.*}}jit-parts.mlir.2'
// CHECK: define void @hlx_kernel_2(
// ONE-LABEL: ----- kernels (optimized LLVM IR) -----
// ONE: ; ModuleID = '{{.*}}jit-parts.mlir'
// ONE-NOT: ; ModuleID
// ONE: define void @hlx_kernel_3(
func.func @main(%x: tensor<64x32xf32>) -> (tensor<64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<f32>) {
  %e = stablehlo.exponential %x : tensor<64x32xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %rows = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
  %t = stablehlo.tanh %x : tensor<64x32xf32>
  %cols = stablehlo.reduce(%t init: %zero) applies stablehlo.maximum across dimensions = [0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
  %b = stablehlo.broadcast_in_dim %rows, dims = [0] : (tensor<64xf32>) -> tensor<64x32xf32>
  %c = stablehlo.broadcast_in_dim %cols, dims = [1] : (tensor<32xf32>) -> tensor<64x32xf32>
  %q = stablehlo.divide %b, %c : tensor<64x32xf32>
  %s = stablehlo.sine %q : tensor<64x32xf32>
  %l = stablehlo.log_plus_one %s : tensor<64x32xf32>
  %all = stablehlo.reduce(%l init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<f32>
  return %rows, %cols, %s, %all : tensor<64xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<f32>
}
