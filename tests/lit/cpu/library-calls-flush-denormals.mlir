// oneDNN's products run with denormal floats flushed to zero, as XLA's CPU runtime runs everything (on
// Intel CPUs a product reading denormals otherwise runs up to 40 times slower): here each operand of
// the product is the denormal 1e-39, read as zero, so the product is zero where the evaluator computes
// 16 x 2e-39, about 3.2e-38. The kernels keep IEEE denormals, on every thread that ran the product too:
// the 2^20 products 1e-39 x 2 after it, split over the threads, are the evaluator's bit for bit.

// RUN: %hlx run %s --lift-constants --print-after-all | FileCheck %s --check-prefix=PLAN
// PLAN: step 0: library stablehlo.dot_general
// PLAN: kernel {stablehlo.multiply}

// RUN: %hlx run %s --lift-constants --print-outputs | FileCheck %s --check-prefix=CPU
// CPU: tensor<2x2xf32> {
// CPU-NEXT: {{\[\[0, 0\], \[0, 0\]\]}}
// RUN: %hlx run %s --backend=interp --print-outputs | FileCheck %s --check-prefix=INTERP
// INTERP: tensor<2x2xf32> {
// INTERP-NEXT: {{\[\[3.20*[0-9]*e-38, 3.2}}

// RUN: %hlx run %s --lift-constants --save-outputs=%t.cpu.npz
// RUN: %hlx run %s --backend=interp --save-outputs=%t.interp.npz
// RUN: %expect-exit 1 %hlx compare %t.interp.npz %t.cpu.npz --rtol=0 | FileCheck %s --check-prefix=SAME
// SAME: result0: {{.*}} over the tolerance
// SAME: result1: largest difference 0 {{.*}} ok

func.func @main() -> (tensor<2x2xf32>, tensor<1048576xf32>) {
  %a = stablehlo.constant dense<1.0e-39> : tensor<16x16xf32>
  %b = stablehlo.constant dense<2.0> : tensor<16x16xf32>
  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %corner = stablehlo.slice %d [0:2, 0:2] : (tensor<16x16xf32>) -> tensor<2x2xf32>
  %x = stablehlo.constant dense<1.0e-39> : tensor<1048576xf32>
  %two = stablehlo.constant dense<2.0> : tensor<1048576xf32>
  %k = stablehlo.multiply %x, %two : tensor<1048576xf32>
  return %corner, %k : tensor<2x2xf32>, tensor<1048576xf32>
}
