// decompose-chlo keeps CHLO's values: each function checks a chlo op's results, run once as written (the
// evaluator computes chlo ops directly) and once after the decomposition.

// RUN: %hlx run --backend=interp %s | FileCheck %s --allow-empty
// RUN: %hlx opt --passes=decompose-chlo %s > %t.mlir
// RUN: %hlx run %t.mlir | FileCheck %s --allow-empty
// RUN: FileCheck %s --check-prefix=GONE < %t.mlir
// CHECK-NOT: failed
// GONE-NOT: chlo.

func.func @inverse_trig_f64() {
  %x = stablehlo.constant dense<[-1.0, -0.75, -1.0e-5, 0.0, 0.3, 0.999, 1.0]> : tensor<7xf64>
  %0 = chlo.asin %x : tensor<7xf64> -> tensor<7xf64>
  %e0 = stablehlo.constant dense<[-1.5707963267948966, -0.848062078981481, -1.0000000000166668e-05, 0.0, 0.3046926540153975, 1.526071239626163, 1.5707963267948966]> : tensor<7xf64>
  check.expect_close %0, %e0, max_ulp_difference = 4 : tensor<7xf64>, tensor<7xf64>
  %1 = chlo.acos %x : tensor<7xf64> -> tensor<7xf64>
  %e1 = stablehlo.constant dense<[3.141592653589793, 2.4188584057763776, 1.5708063267948968, 1.5707963267948966, 1.2661036727794992, 0.044725087168733454, 0.0]> : tensor<7xf64>
  check.expect_close %1, %e1, max_ulp_difference = 4 : tensor<7xf64>, tensor<7xf64>
  %y = stablehlo.constant dense<[-1.0e300, -2.0, 0.0, 1.0e-8, 0.5, 3.0, 1.0e300]> : tensor<7xf64>
  %2 = chlo.atan %y : tensor<7xf64> -> tensor<7xf64>
  %e2 = stablehlo.constant dense<[-1.5707963267948966, -1.1071487177940904, 0.0, 1.0e-08, 0.4636476090008061, 1.2490457723982544, 1.5707963267948966]> : tensor<7xf64>
  check.expect_close %2, %e2, max_ulp_difference = 4 : tensor<7xf64>, tensor<7xf64>
  func.return
}

func.func @inverse_hyperbolic_f64() {
  %x = stablehlo.constant dense<[-1.0e200, -3.0, -1.0e-9, 0.0, 0.5, 10.0, 1.0e300]> : tensor<7xf64>
  %0 = chlo.asinh %x : tensor<7xf64> -> tensor<7xf64>
  %e0 = stablehlo.constant dense<[-461.2101657793691, -1.8184464592320668, -1.0e-09, 0.0, 0.48121182505960347, 2.99822295029797, 691.4686750787736]> : tensor<7xf64>
  check.expect_close %0, %e0, max_ulp_difference = 4 : tensor<7xf64>, tensor<7xf64>
  %y = stablehlo.constant dense<[1.0, 1.0000001, 1.5, 2.0, 10.0, 1.0e10, 1.0e300]> : tensor<7xf64>
  %1 = chlo.acosh %y : tensor<7xf64> -> tensor<7xf64>
  %e1 = stablehlo.constant dense<[0.0, 0.0004472135919037347, 0.9624236501192069, 1.3169578969248166, 2.993222846126381, 23.7189981105004, 691.4686750787736]> : tensor<7xf64>
  check.expect_close %1, %e1, max_ulp_difference = 4 : tensor<7xf64>, tensor<7xf64>
  %z = stablehlo.constant dense<[-0.999999, -0.5, -1.0e-10, 0.0, 0.25, 0.9, 0.99999]> : tensor<7xf64>
  %2 = chlo.atanh %z : tensor<7xf64> -> tensor<7xf64>
  %e2 = stablehlo.constant dense<[-7.254328619247669, -0.5493061443340548, -1.0e-10, 0.0, 0.25541281188299536, 1.4722194895832204, 6.1030338227611125]> : tensor<7xf64>
  check.expect_close %2, %e2, max_ulp_difference = 4 : tensor<7xf64>, tensor<7xf64>
  // Outside the domains: NaN.
  %w = stablehlo.constant dense<[0.5, -2.0]> : tensor<2xf64>
  %3 = chlo.acosh %w : tensor<2xf64> -> tensor<2xf64>
  %n3 = stablehlo.compare NE, %3, %3 : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
  check.expect_eq_const %n3, dense<true> : tensor<2xi1>
  %v = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf64>
  %4 = chlo.atanh %v : tensor<2xf64> -> tensor<2xf64>
  %n4 = stablehlo.compare NE, %4, %4 : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
  check.expect_eq_const %n4, dense<true> : tensor<2xi1>
  func.return
}

// CHLO defines sinh and cosh away from zero as exp(x + log(1/2)) +- exp(-x + log(1/2)), with exp's
// argument rounded: for large |x| the values move by a few ULPs from the exact ones.
func.func @hyperbolic_f64() {
  %x = stablehlo.constant dense<[-20.0, -1.0, -1.0e-4, 0.0, 0.5, 3.0, 80.0]> : tensor<7xf64>
  %0 = chlo.sinh %x : tensor<7xf64> -> tensor<7xf64>
  %e0 = stablehlo.constant dense<[-242582597.70489514, -1.1752011936438014, -0.00010000000016666667, 0.0, 0.5210953054937474, 10.017874927409903, 2.770311192196755e+34]> : tensor<7xf64>
  check.expect_close %0, %e0, max_ulp_difference = 16 : tensor<7xf64>, tensor<7xf64>
  %1 = chlo.cosh %x : tensor<7xf64> -> tensor<7xf64>
  %e1 = stablehlo.constant dense<[242582597.70489514, 1.5430806348152437, 1.000000005, 1.0, 1.1276259652063807, 10.067661995777765, 2.770311192196755e+34]> : tensor<7xf64>
  check.expect_close %1, %e1, max_ulp_difference = 16 : tensor<7xf64>, tensor<7xf64>
  %t = stablehlo.constant dense<0.5> : tensor<f64>
  %2 = chlo.tan %t : tensor<f64> -> tensor<f64>
  %e2 = stablehlo.constant dense<0.5463024898437905> : tensor<f64>
  check.expect_close %2, %e2, max_ulp_difference = 2 : tensor<f64>, tensor<f64>
  func.return
}

// Far from zero the rounding of exp's argument moves sinh by up to 24 ULPs in f32 (89.4: CHLO's
// 3.3488676e38, the exact 3.3488627e38) and hundreds in f64; the evaluator computes CHLO's values.
func.func @sinh_large() {
  %x = stablehlo.constant dense<[-88.5, -30.0, 10.0, 50.0, 70.25, 88.0, 89.4]> : tensor<7xf32>
  %0 = chlo.sinh %x : tensor<7xf32> -> tensor<7xf32>
  check.expect_eq_const %0, dense<[-1.3615458858353264e+38, -5343234490368.0, 11013.2275390625, 2.5923563880074707e+21, 1.6149459739838416e+30, 8.258192993066175e+37, 3.3488675918853663e+38]> : tensor<7xf32>
  %y = stablehlo.constant dense<[-700.0, -300.5, 20.0, 80.0, 709.5]> : tensor<5xf64>
  %1 = chlo.sinh %y : tensor<5xf64> -> tensor<5xf64>
  %e1 = stablehlo.constant dense<[-5.0711602736753014e+303, -1.6012598573018135e+130, 242582597.70489556, 2.77031119219675e+34, 6.774931596573536e+307]> : tensor<5xf64>
  check.expect_close %1, %e1, max_ulp_difference = 1 : tensor<5xf64>, tensor<5xf64>
  func.return
}

// f32 and the narrower types compute in f32.
func.func @narrow() {
  %x = stablehlo.constant dense<[-0.9, -0.5, 0.0, 0.5, 0.9]> : tensor<5xf32>
  %0 = chlo.asin %x : tensor<5xf32> -> tensor<5xf32>
  %e0 = stablehlo.constant dense<[-1.1197694540023804, -0.5235987901687622, 0.0, 0.5235987901687622, 1.1197694540023804]> : tensor<5xf32>
  check.expect_close %0, %e0, max_ulp_difference = 2 : tensor<5xf32>, tensor<5xf32>
  %y = stablehlo.constant dense<[1.0, 1.25, 3.0, 100.0, 1.0e30]> : tensor<5xf32>
  %1 = chlo.acosh %y : tensor<5xf32> -> tensor<5xf32>
  %e1 = stablehlo.constant dense<[0.0, 0.6931471824645996, 1.7627471685409546, 5.29829216003418, 69.77069854736328]> : tensor<5xf32>
  check.expect_close %1, %e1, max_ulp_difference = 2 : tensor<5xf32>, tensor<5xf32>
  %z = stablehlo.constant dense<[-5.0, -0.25, 0.0, 0.5, 20.0]> : tensor<5xf32>
  %2 = chlo.sinh %z : tensor<5xf32> -> tensor<5xf32>
  %e2 = stablehlo.constant dense<[-74.20320892333984, -0.25261232256889343, 0.0, 0.5210952758789062, 242582592.0]> : tensor<5xf32>
  check.expect_close %2, %e2, max_ulp_difference = 8 : tensor<5xf32>, tensor<5xf32>
  %h = stablehlo.constant dense<[-0.5, 0.0, 0.5]> : tensor<3xbf16>
  %3 = chlo.atan %h : tensor<3xbf16> -> tensor<3xbf16>
  %e3 = stablehlo.constant dense<[-0.4636476, 0.0, 0.4636476]> : tensor<3xbf16>
  check.expect_close %3, %e3, max_ulp_difference = 1 : tensor<3xbf16>, tensor<3xbf16>
  func.return
}

func.func @classify_and_complex() {
  %x = stablehlo.constant dense<[0x7F800000, 0xFF800000, 1.0, 0x7FC00000]> : tensor<4xf32>
  %0 = chlo.is_inf %x : tensor<4xf32> -> tensor<4xi1>
  check.expect_eq_const %0, dense<[true, true, false, false]> : tensor<4xi1>
  %1 = chlo.is_pos_inf %x : tensor<4xf32> -> tensor<4xi1>
  check.expect_eq_const %1, dense<[true, false, false, false]> : tensor<4xi1>
  %2 = chlo.is_neg_inf %x : tensor<4xf32> -> tensor<4xi1>
  check.expect_eq_const %2, dense<[false, true, false, false]> : tensor<4xi1>
  %z = stablehlo.constant dense<[(1.0, 2.0), (0.5, -0.5), (2.0, 0.0)]> : tensor<3xcomplex<f64>>
  %3 = chlo.square %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %3, dense<[(-3.0, 4.0), (0.0, -0.5), (4.0, 0.0)]> : tensor<3xcomplex<f64>>
  %4 = chlo.conj %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  check.expect_eq_const %4, dense<[(1.0, -2.0), (0.5, 0.5), (2.0, -0.0)]> : tensor<3xcomplex<f64>>
  %r = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf32>
  %5 = chlo.square %r : tensor<2xf32> -> tensor<2xf32>
  check.expect_eq_const %5, dense<[2.25, 4.0]> : tensor<2xf32>
  func.return
}

func.func @integers() {
  %a = stablehlo.constant dense<[2147483647, -2147483648, -5, 100000]> : tensor<4xi32>
  %b = stablehlo.constant dense<[2147483647, 2147483647, 7, -300000]> : tensor<4xi32>
  %0 = "chlo.mulhi"(%a, %b) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  check.expect_eq_const %0, dense<[1073741823, -1073741824, -1, -7]> : tensor<4xi32>
  %c = stablehlo.constant dense<[4611686018427400249, -9223372036854775808, -7, 123456789012345, 9223372036854775807]> : tensor<5xi64>
  %d = stablehlo.constant dense<[4611686018427388003, 9223372036854775807, 3, -987654321098765, 9223372036854775807]> : tensor<5xi64>
  %1 = "chlo.mulhi"(%c, %d) : (tensor<5xi64>, tensor<5xi64>) -> tensor<5xi64>
  check.expect_eq_const %1, dense<[1152921504606850087, -4611686018427387904, -1, -6609981179, 4611686018427387903]> : tensor<5xi64>
  %e = stablehlo.constant dense<[18446744073709551615, 9223372036854775808, 12345678901234567, 5]> : tensor<4xui64>
  %f = stablehlo.constant dense<[18446744073709551615, 3, 98765432109876543, 7]> : tensor<4xui64>
  %2 = "chlo.mulhi"(%e, %f) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
  check.expect_eq_const %2, dense<[18446744073709551614, 1, 66099811787816, 0]> : tensor<4xui64>
  func.return
}

func.func @next_after() {
  %x = stablehlo.constant dense<[1.0, 0.0, 1.0, -1.0, 3.0]> : tensor<5xf32>
  %y = stablehlo.constant dense<[2.0, -1.0, 1.0, 0.0, 0xFF800000]> : tensor<5xf32>
  %0 = chlo.next_after %x, %y : tensor<5xf32>, tensor<5xf32> -> tensor<5xf32>
  %1 = stablehlo.bitcast_convert %0 : (tensor<5xf32>) -> tensor<5xi32>
  check.expect_eq_const %1, dense<[1065353217, -2147483647, 1065353216, -1082130433, 1077936127]> : tensor<5xi32>
  %n = stablehlo.constant dense<[0x7FC00000, 1.0]> : tensor<2xf32>
  %m = stablehlo.constant dense<[1.0, 0x7FC00000]> : tensor<2xf32>
  %2 = chlo.next_after %n, %m : tensor<2xf32>, tensor<2xf32> -> tensor<2xf32>
  %3 = stablehlo.compare NE, %2, %2 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  check.expect_eq_const %3, dense<true> : tensor<2xi1>
  func.return
}

func.func @top_k() {
  %x = stablehlo.constant dense<[[1.0, 5.0, -2.0, 5.0, 0.0], [0x7FC00000, -1.0, 2.0, 0xFF800000, 2.0]]> : tensor<2x5xf32>
  %v, %i = chlo.top_k(%x, k = 3) : tensor<2x5xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  check.expect_eq_const %i, dense<[[1, 3, 0], [0, 2, 4]]> : tensor<2x3xi32>
  %s = stablehlo.slice %v [0:1, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
  check.expect_eq_const %s, dense<[[5.0, 5.0, 1.0]]> : tensor<1x3xf32>
  %u = stablehlo.constant dense<[7, 200, 3, 200]> : tensor<4xui8>
  %uv, %ui = chlo.top_k(%u, k = 2) : tensor<4xui8> -> (tensor<2xui8>, tensor<2xi32>)
  check.expect_eq_const %uv, dense<[200, 200]> : tensor<2xui8>
  check.expect_eq_const %ui, dense<[1, 3]> : tensor<2xi32>
  func.return
}
