// Integer semantics of the elementwise ops: wrap-around, division by zero and overflow as XLA defines
// them, out-of-range shifts, counts on narrow types, and unsigned comparisons.
// RUN: %hlx run --backend=interp %s
// RUN: %hlx run --backend=cpu %s

func.func @division_by_zero_and_overflow() {
  %a = stablehlo.constant dense<[7, -7, -128, -128, 5]> : tensor<5xi8>
  %b = stablehlo.constant dense<[0, 0, -1, 0, 2]> : tensor<5xi8>
  %q = stablehlo.divide %a, %b : tensor<5xi8>
  check.expect_eq_const %q, dense<[-1, -1, -128, -1, 2]> : tensor<5xi8>
  %r = stablehlo.remainder %a, %b : tensor<5xi8>
  check.expect_eq_const %r, dense<[7, -7, 0, -128, 1]> : tensor<5xi8>
  %u = stablehlo.constant dense<[7, 200]> : tensor<2xui8>
  %z = stablehlo.constant dense<[0, 3]> : tensor<2xui8>
  %uq = stablehlo.divide %u, %z : tensor<2xui8>
  check.expect_eq_const %uq, dense<[255, 66]> : tensor<2xui8>
  %ur = stablehlo.remainder %u, %z : tensor<2xui8>
  check.expect_eq_const %ur, dense<[7, 2]> : tensor<2xui8>
  func.return
}

func.func @wrap_around() {
  %a = stablehlo.constant dense<[127, -128, 100]> : tensor<3xi8>
  %one = stablehlo.constant dense<[1, 1, 3]> : tensor<3xi8>
  %s = stablehlo.add %a, %one : tensor<3xi8>
  check.expect_eq_const %s, dense<[-128, -127, 103]> : tensor<3xi8>
  %m = stablehlo.multiply %a, %a : tensor<3xi8>
  check.expect_eq_const %m, dense<[1, 0, 16]> : tensor<3xi8>
  %n = stablehlo.negate %a : tensor<3xi8>
  check.expect_eq_const %n, dense<[-127, -128, -100]> : tensor<3xi8>
  %abs = stablehlo.abs %a : tensor<3xi8>
  check.expect_eq_const %abs, dense<[127, -128, 100]> : tensor<3xi8>
  %i4 = stablehlo.constant dense<[7, -8]> : tensor<2xi4>
  %i4one = stablehlo.constant dense<[1, -1]> : tensor<2xi4>
  %i4s = stablehlo.add %i4, %i4one : tensor<2xi4>
  check.expect_eq_const %i4s, dense<[-8, 7]> : tensor<2xi4>
  func.return
}

func.func @shifts() {
  %a = stablehlo.constant dense<[-16, 16, 1, -1, 3]> : tensor<5xi8>
  %b = stablehlo.constant dense<[2, 2, 8, 9, -1]> : tensor<5xi8>
  %l = stablehlo.shift_left %a, %b : tensor<5xi8>
  check.expect_eq_const %l, dense<[-64, 64, 0, 0, 0]> : tensor<5xi8>
  %ra = stablehlo.shift_right_arithmetic %a, %b : tensor<5xi8>
  check.expect_eq_const %ra, dense<[-4, 4, 0, -1, 0]> : tensor<5xi8>
  %rl = stablehlo.shift_right_logical %a, %b : tensor<5xi8>
  check.expect_eq_const %rl, dense<[60, 4, 0, 0, 0]> : tensor<5xi8>
  func.return
}

func.func @counts() {
  %a = stablehlo.constant dense<[0, 1, -1, 4]> : tensor<4xi4>
  %c = stablehlo.count_leading_zeros %a : tensor<4xi4>
  check.expect_eq_const %c, dense<[4, 3, 0, 1]> : tensor<4xi4>
  %p = stablehlo.popcnt %a : tensor<4xi4>
  check.expect_eq_const %p, dense<[0, 1, 4, 1]> : tensor<4xi4>
  %big = stablehlo.constant dense<[18446744073709551615, 1]> : tensor<2xui64>
  %bc = stablehlo.count_leading_zeros %big : tensor<2xui64>
  check.expect_eq_const %bc, dense<[0, 63]> : tensor<2xui64>
  func.return
}

func.func @unsigned_order_and_power() {
  %a = stablehlo.constant dense<[18446744073709551615, 2]> : tensor<2xui64>
  %b = stablehlo.constant dense<[1, 3]> : tensor<2xui64>
  %gt = stablehlo.compare GT, %a, %b : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xi1>
  check.expect_eq_const %gt, dense<[true, false]> : tensor<2xi1>
  %mx = stablehlo.maximum %a, %b : tensor<2xui64>
  check.expect_eq_const %mx, dense<[18446744073709551615, 3]> : tensor<2xui64>
  %base = stablehlo.constant dense<[2, -1, 2, 1, 3]> : tensor<5xi32>
  %exp = stablehlo.constant dense<[10, 3, -1, -5, 21]> : tensor<5xi32>
  %pw = stablehlo.power %base, %exp : tensor<5xi32>
  check.expect_eq_const %pw, dense<[1024, -1, 0, 1, 1870418611]> : tensor<5xi32>
  func.return
}

func.func @booleans() {
  %a = stablehlo.constant dense<[true, true, false, false]> : tensor<4xi1>
  %b = stablehlo.constant dense<[true, false, true, false]> : tensor<4xi1>
  %s = stablehlo.add %a, %b : tensor<4xi1>
  check.expect_eq_const %s, dense<[true, true, true, false]> : tensor<4xi1>
  %m = stablehlo.multiply %a, %b : tensor<4xi1>
  check.expect_eq_const %m, dense<[true, false, false, false]> : tensor<4xi1>
  %x = stablehlo.xor %a, %b : tensor<4xi1>
  check.expect_eq_const %x, dense<[false, true, true, false]> : tensor<4xi1>
  %n = stablehlo.not %a : tensor<4xi1>
  check.expect_eq_const %n, dense<[false, false, true, true]> : tensor<4xi1>
  func.return
}
