// --flush-denormals runs the program with denormal floats flushed to zero, as XLA's CPU runtime (and
// hlx's PJRT plugin) run: 1e-39 is read as zero and 1e-20 x 1e-20 is written as zero. Without it the
// kernels keep IEEE denormals, as the evaluator computes them.

// RUN: %hlx run %s --lift-constants --flush-denormals --print-outputs | FileCheck %s --check-prefix=FLUSH
// FLUSH: tensor<3xf32> {
// FLUSH-NEXT: [0, 0, 2]

// RUN: %hlx run %s --lift-constants --print-outputs | FileCheck %s --check-prefix=IEEE
// RUN: %hlx run %s --backend=interp --print-outputs | FileCheck %s --check-prefix=IEEE
// IEEE: tensor<3xf32> {
// IEEE-NEXT: [2e-39, 1e-40, 2]

// RUN: %hlx bench %s --flush-denormals --iters=1 | FileCheck %s --check-prefix=BENCH
// BENCH: run (median)
func.func @main() -> tensor<3xf32> {
  %x = stablehlo.constant dense<[1.0e-39, 1.0e-20, 1.0]> : tensor<3xf32>
  %y = stablehlo.constant dense<[2.0, 1.0e-20, 2.0]> : tensor<3xf32>
  %p = stablehlo.multiply %x, %y : tensor<3xf32>
  return %p : tensor<3xf32>
}
