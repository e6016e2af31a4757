// rng draws from [a, b) (UNIFORM) or around a with standard deviation b (NORMAL).

// RUN: %hlx run --backend=interp %s
// RUN: %hlx run --backend=cpu %s

// A range of one value gives that value.
func.func @uniform_single_value() {
  %a = stablehlo.constant dense<5> : tensor<i32>
  %b = stablehlo.constant dense<6> : tensor<i32>
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %r = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<i32>, tensor<i32>, tensor<2xi64>) -> tensor<2x3xi32>
  check.expect_eq_const %r, dense<5> : tensor<2x3xi32>
  func.return
}

// -----

// Floats stay below b even where rounding would reach it.
func.func @uniform_float_below_b() {
  %a = stablehlo.constant dense<1.0> : tensor<f32>
  %b = stablehlo.constant dense<1.00000012> : tensor<f32>
  %shape = stablehlo.constant dense<[16]> : tensor<1xi64>
  %r = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<16xf32>
  check.expect_eq_const %r, dense<1.0> : tensor<16xf32>
  func.return
}

// -----

// A standard deviation of 0 gives the mean; an odd count and an empty shape work.
func.func @normal() {
  %a = stablehlo.constant dense<-2.5> : tensor<f64>
  %b = stablehlo.constant dense<0.0> : tensor<f64>
  %shape = stablehlo.constant dense<[3]> : tensor<1xi64>
  %r = stablehlo.rng %a, %b, %shape, distribution = NORMAL : (tensor<f64>, tensor<f64>, tensor<1xi64>) -> tensor<3xf64>
  check.expect_eq_const %r, dense<-2.5> : tensor<3xf64>
  %empty = stablehlo.constant dense<[0]> : tensor<1xi64>
  %e = stablehlo.rng %a, %b, %empty, distribution = NORMAL : (tensor<f64>, tensor<f64>, tensor<1xi64>) -> tensor<0xf64>
  check.expect_eq_const %e, dense<> : tensor<0xf64>
  func.return
}
