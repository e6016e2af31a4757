// Reductions fused with their producers, against the evaluator. Max over rows, a sum over the leading
// dimension of exp(x - max) (softmax's denominator), an integer product, a bf16 reduction over every
// dimension, and an f32 sum of the same shapes as the max (kernels of equal ops, types and attributes
// but other combiners must not be shared). Max, the integer product and the bf16 sum (rounded after
// every add, so folded in row-major order) give the evaluator's bits; f32 sums fold in vector lanes,
// so they agree within rounding (1e-5 of the largest magnitude for 20000 terms). Every output, the
// large row sum split over threads among them, has the same bits at one thread and at two.

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s
// RUN: %hlx run --backend=cpu --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-5 | FileCheck %s --check-prefix=COMPARE
// COMPARE: result0: largest difference 0 (0 of
// COMPARE: result1: {{.*}}: ok
// COMPARE: result2: 0 unequal elements: ok
// COMPARE: result3: 0 unequal elements: ok
// COMPARE: result4: {{.*}}: ok
// RUN: env OMP_NUM_THREADS=1 %hlx run --backend=cpu --save-outputs=%t.one.npz %s
// RUN: env OMP_NUM_THREADS=2 %hlx run --backend=cpu --save-outputs=%t.two.npz %s
// RUN: %hlx compare %t.one.npz %t.two.npz --rtol=0 | FileCheck %s --check-prefix=THREADS
// THREADS: result5: largest difference 0 (0 of

// CHECK-LABEL: ----- fusion plan -----
// CHECK: kernel {stablehlo.reduce}
// CHECK: kernel {stablehlo.broadcast_in_dim, stablehlo.subtract, stablehlo.exponential, stablehlo.reduce}
// CHECK: kernel {stablehlo.multiply, stablehlo.reduce}
// CHECK: kernel {stablehlo.abs, stablehlo.reduce}
// CHECK-NOT: evaluate stablehlo.reduce
func.func @main(%x: tensor<5x300xf32>, %i: tensor<4x3xi32>, %h: tensor<2x3x40xbf16>, %big: tensor<64x20000xf32>)
    -> (tensor<5xf32>, tensor<300xf32>, tensor<3xi32>, tensor<bf16>, tensor<5xf32>, tensor<64xf32>) {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %max = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<5x300xf32>, tensor<f32>) -> tensor<5xf32>
  %mb = stablehlo.broadcast_in_dim %max, dims = [0] : (tensor<5xf32>) -> tensor<5x300xf32>
  %d = stablehlo.subtract %x, %mb : tensor<5x300xf32>
  %e = stablehlo.exponential %d : tensor<5x300xf32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<5x300xf32>, tensor<f32>) -> tensor<300xf32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %sq = stablehlo.multiply %i, %i : tensor<4x3xi32>
  %prod = stablehlo.reduce(%sq init: %one) applies stablehlo.multiply across dimensions = [0] : (tensor<4x3xi32>, tensor<i32>) -> tensor<3xi32>
  %hz = stablehlo.constant dense<0.0> : tensor<bf16>
  %ha = stablehlo.abs %h : tensor<2x3x40xbf16>
  %all = stablehlo.reduce(%ha init: %hz) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x3x40xbf16>, tensor<bf16>) -> tensor<bf16>
  %rows = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<5x300xf32>, tensor<f32>) -> tensor<5xf32>
  %big_rows = stablehlo.reduce(%big init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<64x20000xf32>, tensor<f32>) -> tensor<64xf32>
  return %max, %sum, %prod, %all, %rows, %big_rows : tensor<5xf32>, tensor<300xf32>, tensor<3xi32>, tensor<bf16>, tensor<5xf32>, tensor<64xf32>
}
