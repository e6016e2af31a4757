// Float semantics of the elementwise ops: NaN and signed zeros in maximum and minimum, total order,
// rounding of conversions, saturation of float-to-integer conversion, reduce_precision, empty tensors.
// RUN: %hlx run --backend=interp %s
// RUN: %hlx run --backend=cpu %s

func.func @max_min_nan_and_zeros() {
  %a = stablehlo.constant dense<[0x7FC00000, 1.0, -0.0, 0.0]> : tensor<4xf32>
  %b = stablehlo.constant dense<[1.0, 0x7FC00000, 0.0, -0.0]> : tensor<4xf32>
  %mx = stablehlo.maximum %a, %b : tensor<4xf32>
  %mn = stablehlo.minimum %a, %b : tensor<4xf32>
  %mxi = stablehlo.bitcast_convert %mx : (tensor<4xf32>) -> tensor<4xi32>
  %mni = stablehlo.bitcast_convert %mn : (tensor<4xf32>) -> tensor<4xi32>
  check.expect_eq_const %mxi, dense<[2143289344, 2143289344, 0, 0]> : tensor<4xi32>
  check.expect_eq_const %mni, dense<[2143289344, 2143289344, -2147483648, -2147483648]> : tensor<4xi32>
  func.return
}

func.func @total_order() {
  %a = stablehlo.constant dense<[-0.0, 0xFFC00000, 0x7FC00000, 1.0]> : tensor<4xf32>
  %b = stablehlo.constant dense<[0.0, 0xFF800000, 0x7F800000, 0x7FC00000]> : tensor<4xf32>
  %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %lt, dense<[true, true, false, true]> : tensor<4xi1>
  %flt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %flt, dense<[false, false, false, false]> : tensor<4xi1>
  %ne = stablehlo.compare NE, %a, %a, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  check.expect_eq_const %ne, dense<[false, true, true, false]> : tensor<4xi1>
  func.return
}

func.func @conversions() {
  // Integers round to nearest, ties to even: 2^53 + 1 and 2^24 + 1 to f32, 257 to bf16 (129 is exact).
  %i = stablehlo.constant dense<[9007199254740993, 16777217, 257, -129]> : tensor<4xi64>
  %f = stablehlo.convert %i : (tensor<4xi64>) -> tensor<4xf32>
  check.expect_eq_const %f, dense<[9007199254740992.0, 16777216.0, 257.0, -129.0]> : tensor<4xf32>
  %h = stablehlo.convert %i : (tensor<4xi64>) -> tensor<4xbf16>
  check.expect_eq_const %h, dense<[9007199254740992.0, 16777216.0, 256.0, -129.0]> : tensor<4xbf16>
  // 2^60 + 2^52 + 1 is just above the midpoint between two bf16 values: it rounds up, not to even.
  %tie = stablehlo.constant dense<1157425104234217473> : tensor<i64>
  %tieb = stablehlo.convert %tie : (tensor<i64>) -> tensor<bf16>
  check.expect_eq_const %tieb, dense<1.161928703861587e+18> : tensor<bf16>
  %x = stablehlo.constant dense<[3.9, -3.9, 1.0e10, -1.0e10, 0x7FC00000, 200.5]> : tensor<6xf32>
  %y = stablehlo.convert %x : (tensor<6xf32>) -> tensor<6xi8>
  check.expect_eq_const %y, dense<[3, -3, 127, -128, 0, 127]> : tensor<6xi8>
  %z = stablehlo.convert %x : (tensor<6xf32>) -> tensor<6xui8>
  check.expect_eq_const %z, dense<[3, 0, 255, 0, 0, 200]> : tensor<6xui8>
  %c = stablehlo.convert %x : (tensor<6xf32>) -> tensor<6xi1>
  check.expect_eq_const %c, dense<[true, true, true, true, false, true]> : tensor<6xi1>
  func.return
}

func.func @reduce_precision_rounds_to_even() {
  // With 2 mantissa bits, 1.125 is halfway between 1.0 and 1.25 and rounds to even (1.0); 1.375 to 1.5.
  %a = stablehlo.constant dense<[1.125, 1.375, 65520.0, 1.0e-8]> : tensor<4xf32>
  %b = stablehlo.reduce_precision %a, format = e5m2 : tensor<4xf32>
  check.expect_eq_const %b, dense<[1.0, 1.5, 0x7F800000, 0.0]> : tensor<4xf32>
  func.return
}

func.func @empty_tensors() {
  %a = stablehlo.constant dense<> : tensor<0x3xf32>
  %b = stablehlo.exponential %a : tensor<0x3xf32>
  %c = stablehlo.convert %b : (tensor<0x3xf32>) -> tensor<0x3xi4>
  check.expect_eq_const %c, dense<> : tensor<0x3xi4>
  %p = stablehlo.constant dense<> : tensor<0x3xi1>
  %s = stablehlo.select %p, %a, %b : tensor<0x3xi1>, tensor<0x3xf32>
  check.expect_almost_eq_const %s, dense<> : tensor<0x3xf32>
  func.return
}
