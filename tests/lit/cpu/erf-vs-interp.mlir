// chlo.erf, chlo.erfc and chlo.erf_inv are kernel code for f32, bf16, f16 and f64, fused with the ops
// around them (the exact GELU, 0.5 x (1 + erf(x / sqrt(2))), is one kernel, which also writes erfc(x)
// and erf_inv(x): they read the same x; so is f64 erf, erfc and the erf_inv of that erf). The results
// match the evaluator's within f32's and bf16's roundings.

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s
// CHECK-LABEL: ----- fusion plan -----
// CHECK: kernel {stablehlo.convert, chlo.erf, chlo.erfc, stablehlo.add}
// CHECK: kernel {stablehlo.multiply, chlo.erf, stablehlo.add, stablehlo.multiply, stablehlo.multiply, chlo.erfc, chlo.erf_inv} ({{.*}}) -> (%{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}})
// CHECK: kernel {chlo.erf}
// CHECK: kernel {chlo.erf, chlo.erfc, chlo.erf_inv}
// CHECK-NOT: evaluate
// CHECK-LABEL: ----- memory plan -----

// RUN: %hlx run --backend=cpu --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-6 --bf16

func.func @main(%x: tensor<4096xf32>, %h: tensor<1024xf16>, %b: tensor<1024xbf16>, %d: tensor<512xf64>)
    -> (tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<1024xf32>, tensor<1024xbf16>, tensor<512xf64>, tensor<512xf64>, tensor<512xf64>) {
  %k = stablehlo.constant dense<0.707106769> : tensor<4096xf32>
  %one = stablehlo.constant dense<1.0> : tensor<4096xf32>
  %half = stablehlo.constant dense<0.5> : tensor<4096xf32>
  %0 = stablehlo.multiply %x, %k : tensor<4096xf32>
  %1 = chlo.erf %0 : tensor<4096xf32> -> tensor<4096xf32>
  %2 = stablehlo.add %1, %one : tensor<4096xf32>
  %3 = stablehlo.multiply %x, %half : tensor<4096xf32>
  %gelu = stablehlo.multiply %3, %2 : tensor<4096xf32>
  %c = chlo.erfc %x : tensor<4096xf32> -> tensor<4096xf32>
  %hf = stablehlo.convert %h : (tensor<1024xf16>) -> tensor<1024xf32>
  %e1 = chlo.erf %hf : tensor<1024xf32> -> tensor<1024xf32>
  %e2 = chlo.erfc %hf : tensor<1024xf32> -> tensor<1024xf32>
  %e = stablehlo.add %e1, %e2 : tensor<1024xf32>
  %inv = chlo.erf_inv %x : tensor<4096xf32> -> tensor<4096xf32>
  %be = chlo.erf %b : tensor<1024xbf16> -> tensor<1024xbf16>
  %de = chlo.erf %d : tensor<512xf64> -> tensor<512xf64>
  %dc = chlo.erfc %d : tensor<512xf64> -> tensor<512xf64>
  %di = chlo.erf_inv %de : tensor<512xf64> -> tensor<512xf64>
  return %gelu, %c, %inv, %e, %be, %de, %dc, %di : tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<1024xf32>, tensor<1024xbf16>, tensor<512xf64>, tensor<512xf64>, tensor<512xf64>
}
