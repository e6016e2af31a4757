// Kernels whose inner loop is shorter than a vector (fewer elements than AVX-512 lanes of the computing
// type) run their iterations as masked vector lanes: the results are the evaluator's (within an ulp of
// f32 where its exp, log and tanh round differently; integers exactly), for short lengths up to one
// under a vector of f32, in flat kernels (same-shape operands) and in a kernel with a broadcast (inner
// loop over the last dimension), for f32, bf16, f64, i32 and ui8.

// RUN: %hlx run --backend=cpu --seed=5 %s --save-outputs=%t.cpu.npz
// RUN: %hlx run --backend=interp --seed=5 %s --save-outputs=%t.interp.npz
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-6 | FileCheck %s
// CHECK-COUNT-16: result{{[0-9]+}}: {{.*}} ok
// CHECK-NOT: result
func.func @main(%a2: tensor<2xf32>, %a3: tensor<3xf32>, %a7: tensor<7xf32>, %a15: tensor<15xf32>,
                %m: tensor<5x3xf32>, %r: tensor<3xf32>, %h: tensor<9xbf16>, %d: tensor<5xf64>,
                %i: tensor<6xi32>, %u: tensor<13xui8>)
    -> (tensor<2xf32>, tensor<3xf32>, tensor<7xf32>, tensor<15xf32>, tensor<5x3xf32>, tensor<9xbf16>,
        tensor<5xf64>, tensor<6xi32>, tensor<13xui8>, tensor<2xf32>, tensor<3xf32>, tensor<7xf32>,
        tensor<15xf32>, tensor<5x3xf32>, tensor<9xbf16>, tensor<5xf64>) {
  %t2 = stablehlo.tanh %a2 : tensor<2xf32>
  %e2 = stablehlo.exponential %t2 : tensor<2xf32>
  %t3 = stablehlo.tanh %a3 : tensor<3xf32>
  %e3 = stablehlo.logistic %t3 : tensor<3xf32>
  %t7 = stablehlo.exponential %a7 : tensor<7xf32>
  %e7 = stablehlo.divide %t7, %a7 : tensor<7xf32>
  %t15 = stablehlo.log %a15 : tensor<15xf32>
  %e15 = stablehlo.tanh %t15 : tensor<15xf32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [1] : (tensor<3xf32>) -> tensor<5x3xf32>
  %ms = stablehlo.subtract %m, %rb : tensor<5x3xf32>
  %me = stablehlo.exponential %ms : tensor<5x3xf32>
  %hm = stablehlo.multiply %h, %h : tensor<9xbf16>
  %he = stablehlo.tanh %hm : tensor<9xbf16>
  %dm = stablehlo.multiply %d, %d : tensor<5xf64>
  %dd = stablehlo.divide %dm, %d : tensor<5xf64>
  %im = stablehlo.multiply %i, %i : tensor<6xi32>
  %ia = stablehlo.add %im, %i : tensor<6xi32>
  %um = stablehlo.multiply %u, %u : tensor<13xui8>
  %ua = stablehlo.add %um, %u : tensor<13xui8>
  return %e2, %e3, %e7, %e15, %me, %he, %dd, %ia, %ua, %t2, %t3, %t7, %t15, %ms, %hm, %dm
      : tensor<2xf32>, tensor<3xf32>, tensor<7xf32>, tensor<15xf32>, tensor<5x3xf32>, tensor<9xbf16>,
        tensor<5xf64>, tensor<6xi32>, tensor<13xui8>, tensor<2xf32>, tensor<3xf32>, tensor<7xf32>,
        tensor<15xf32>, tensor<5x3xf32>, tensor<9xbf16>, tensor<5xf64>
}
