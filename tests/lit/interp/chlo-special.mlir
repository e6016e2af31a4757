// chlo ops evaluated directly: special functions, integer ops, top_k and scan.

// RUN: %hlx run --backend=interp %s 2>&1 | FileCheck %s --allow-empty
// RUN: %hlx run --backend=cpu %s 2>&1 | FileCheck %s --allow-empty
// CHECK-NOT: failed

func.func @special() {
  %x = stablehlo.constant dense<[0.5, 1.0, 2.5, -0.5]> : tensor<4xf64>
  %0 = chlo.digamma %x : tensor<4xf64> -> tensor<4xf64>
  %e0 = stablehlo.constant dense<[-1.9635100260214235, -0.57721566490153287, 0.70315664064524319, 0.036489973978576520]> : tensor<4xf64>
  check.expect_close %0, %e0, max_ulp_difference = 2 : tensor<4xf64>, tensor<4xf64>
  %1 = chlo.lgamma %x : tensor<4xf64> -> tensor<4xf64>
  %e1 = stablehlo.constant dense<[0.57236494292470008, 0.0, 0.28468287047291916, 1.2655121234846454]> : tensor<4xf64>
  check.expect_close %1, %e1, max_ulp_difference = 2 : tensor<4xf64>, tensor<4xf64>
  %p = stablehlo.constant dense<[0.5, -0.9, 0.0, 0.75]> : tensor<4xf32>
  %2 = chlo.erf_inv %p : tensor<4xf32> -> tensor<4xf32>
  %e2 = stablehlo.constant dense<[0.47693628, -1.1630871, 0.0, 0.81341985]> : tensor<4xf32>
  check.expect_close %2, %e2, max_ulp_difference = 2 : tensor<4xf32>, tensor<4xf32>
  %3 = chlo.bessel_i1e %x : tensor<4xf64> -> tensor<4xf64>
  %e3 = stablehlo.constant dense<[0.1564208031848717, 0.20791041534970844, 0.20658464953126657, -0.1564208031848717]> : tensor<4xf64>
  check.expect_close %3, %e3, max_ulp_difference = 4 : tensor<4xf64>, tensor<4xf64>
  func.return
}

func.func @integers() {
  %a = stablehlo.constant dense<[64, -64, -64]> : tensor<3xi8>
  %b = stablehlo.constant dense<[4, 4, -4]> : tensor<3xi8>
  %0 = "chlo.mulhi"(%a, %b) : (tensor<3xi8>, tensor<3xi8>) -> tensor<3xi8>
  check.expect_eq_const %0, dense<[1, -1, 1]> : tensor<3xi8>
  func.return
}

func.func @top_k() {
  %x = stablehlo.constant dense<[[1.0, 0x7FC00000, 3.0, 3.0], [-0.0, 0.0, -1.0, 2.0]]> : tensor<2x4xf32>
  %values, %indices = chlo.top_k(%x, k = 3) : tensor<2x4xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  check.expect_eq_const %indices, dense<[[1, 2, 3], [3, 1, 0]]> : tensor<2x3xi32>
  func.return
}

func.func @scan() {
  %input = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = chlo.scan(%input) inits(%init) dimension=0 {
  ^bb0(%x: tensor<i32>, %acc: tensor<i32>):
    %1 = stablehlo.add %x, %acc : tensor<i32>
    stablehlo.return %1, %1 : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  check.expect_eq_const %0#0, dense<[1, 3, 6, 10]> : tensor<4xi32>
  check.expect_eq_const %0#1, dense<10> : tensor<i32>
  func.return
}
