// Column reductions: reduces whose result elements read their elements a few at a time from every row
// of the operand (a reduced dimension before a kept one, fewer than 16 reduced elements after the last
// kept one) make one pass over the rows into partial results. Group norm's statistics over NHWC (a run
// of 4 channels per group, f32 sums: the run's partials are folded last, so within rounding), a max and
// a bf16 sum over the leading dimensions (no run: each result element folds its elements in row-major
// order, the evaluator's bits), an i32 sum with a run of 2 (only f32 and f64 folds may be reordered: the
// one-element-at-a-time kernel, exact), and 100 kept elements (two calls of 64 and 36) of an f32 sum
// with fused producers. Every output has the same bits at one thread and at two.

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s
// RUN: %hlx run --backend=cpu --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-5 | FileCheck %s --check-prefix=COMPARE
// COMPARE: result0: {{.*}}: ok
// COMPARE: result1: {{.*}}: ok
// COMPARE: result2: largest difference 0 (0 of
// COMPARE: result3: 0 unequal elements: ok
// COMPARE: result4: 0 unequal elements: ok
// COMPARE: result5: {{.*}}: ok
// RUN: env OMP_NUM_THREADS=1 %hlx run --backend=cpu --save-outputs=%t.one.npz %s
// RUN: env OMP_NUM_THREADS=2 %hlx run --backend=cpu --save-outputs=%t.two.npz %s
// RUN: %hlx compare %t.one.npz %t.two.npz --rtol=0 | FileCheck %s --check-prefix=THREADS
// THREADS: result0: largest difference 0 (0 of
// THREADS: result1: largest difference 0 (0 of
// THREADS: result5: largest difference 0 (0 of

// CHECK-LABEL: ----- fusion plan -----
// CHECK-DAG: kernel {stablehlo.reshape, stablehlo.reduce}
// CHECK-DAG: kernel {stablehlo.reshape, stablehlo.multiply, stablehlo.reduce}
// CHECK-NOT: evaluate stablehlo.reduce
func.func @main(%x: tensor<1x32x32x32xf32>, %h: tensor<2x8x8x16xbf16>, %i: tensor<50x6x2xi32>, %w: tensor<3x7x100xf32>)
    -> (tensor<1x8xf32>, tensor<1x8xf32>, tensor<32xf32>, tensor<16xbf16>, tensor<6xi32>, tensor<100xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %g = stablehlo.reshape %x : (tensor<1x32x32x32xf32>) -> tensor<1x32x32x8x4xf32>
  %sum = stablehlo.reduce(%g init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
  %g2 = stablehlo.multiply %g, %g : tensor<1x32x32x8x4xf32>
  %sq = stablehlo.reduce(%g2 init: %zero) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %max = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<1x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
  %hz = stablehlo.constant dense<0.0> : tensor<bf16>
  %hsum = stablehlo.reduce(%h init: %hz) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
  %iz = stablehlo.constant dense<3> : tensor<i32>
  %isum = stablehlo.reduce(%i init: %iz) applies stablehlo.add across dimensions = [0, 2] : (tensor<50x6x2xi32>, tensor<i32>) -> tensor<6xi32>
  %one = stablehlo.constant dense<1.5> : tensor<f32>
  %ob = stablehlo.broadcast_in_dim %one, dims = [] : (tensor<f32>) -> tensor<3x7x100xf32>
  %wa = stablehlo.abs %w : tensor<3x7x100xf32>
  %wb = stablehlo.add %wa, %ob : tensor<3x7x100xf32>
  %wsum = stablehlo.reduce(%wb init: %one) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x7x100xf32>, tensor<f32>) -> tensor<100xf32>
  return %sum, %sq, %max, %hsum, %isum, %wsum : tensor<1x8xf32>, tensor<1x8xf32>, tensor<32xf32>, tensor<16xbf16>, tensor<6xi32>, tensor<100xf32>
}
