// chlo.lgamma and chlo.digamma are kernel code for f32, bf16 and f16 (computed in double and rounded
// once), fused with the ops around them, as a Poisson log-likelihood k log(rate) - rate - lgamma(k + 1)
// is here; f64 runs them on the evaluator. The results match the
// evaluator's within f32's and bf16's roundings.

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s
// CHECK-LABEL: ----- fusion plan -----
// CHECK: kernel {stablehlo.multiply, stablehlo.add, chlo.lgamma, stablehlo.log,
// CHECK: kernel {chlo.digamma}
// CHECK: kernel {chlo.lgamma, chlo.digamma}
// CHECK: evaluate chlo.lgamma
// CHECK: evaluate chlo.digamma
// CHECK-LABEL: ----- memory plan -----

// RUN: %hlx run --backend=cpu --seed=3 --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --seed=3 --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-6 --bf16
func.func @main(%k: tensor<4096xf32>, %rate: tensor<4096xf32>, %b: tensor<1024xbf16>, %d: tensor<256xf64>)
    -> (tensor<4096xf32>, tensor<4096xf32>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<256xf64>, tensor<256xf64>) {
  %one = stablehlo.constant dense<1.0> : tensor<4096xf32>
  %scale = stablehlo.constant dense<8.0> : tensor<4096xf32>
  %ks = stablehlo.multiply %k, %scale : tensor<4096xf32>
  %k1 = stablehlo.add %ks, %one : tensor<4096xf32>
  %lg = chlo.lgamma %k1 : tensor<4096xf32> -> tensor<4096xf32>
  %log_rate = stablehlo.log %rate : tensor<4096xf32>
  %t = stablehlo.multiply %ks, %log_rate : tensor<4096xf32>
  %u = stablehlo.subtract %t, %rate : tensor<4096xf32>
  %ll = stablehlo.subtract %u, %lg : tensor<4096xf32>
  %dg = chlo.digamma %k1 : tensor<4096xf32> -> tensor<4096xf32>
  %blg = chlo.lgamma %b : tensor<1024xbf16> -> tensor<1024xbf16>
  %bdg = chlo.digamma %b : tensor<1024xbf16> -> tensor<1024xbf16>
  %dlg = chlo.lgamma %d : tensor<256xf64> -> tensor<256xf64>
  %ddg = chlo.digamma %d : tensor<256xf64> -> tensor<256xf64>
  return %ll, %dg, %blg, %bdg, %dlg, %ddg : tensor<4096xf32>, tensor<4096xf32>, tensor<1024xbf16>, tensor<1024xbf16>, tensor<256xf64>, tensor<256xf64>
}
