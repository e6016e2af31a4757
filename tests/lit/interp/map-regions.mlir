// stablehlo.map bodies of scalar elementwise ops run as compiled scalar code (scalar_region.h); a body
// outside that subset (here an exponential) runs op by op. Each result is the one the spec gives.
// RUN: %hlx run --backend=interp %s 2>&1 | FileCheck %s --allow-empty
// RUN: %hlx run --backend=cpu %s 2>&1 | FileCheck %s --allow-empty
// CHECK-NOT: failed

func.func @main() {
  // Two f32 operands, a select on a compare: max(a, b) * 2, with NaN passed through.
  %a = stablehlo.constant dense<[[1.0, -2.0], [0x7FC00000, 4.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[3.0, -5.0], [1.0, 4.0]]> : tensor<2x2xf32>
  %0 = "stablehlo.map"(%a, %b) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %gt = stablehlo.compare GT, %x, %y, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %nan = stablehlo.compare NE, %x, %x, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %pick = stablehlo.or %gt, %nan : tensor<i1>
      %m = stablehlo.select %pick, %x, %y : tensor<i1>, tensor<f32>
      %two = stablehlo.constant dense<2.0> : tensor<f32>
      %r = stablehlo.multiply %m, %two : tensor<f32>
      stablehlo.return %r : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %0, dense<[[6.0, -4.0], [0x7FC00000, 8.0]]> : tensor<2x2xf32>

  // ui8 wraps; the result converts to i32.
  %u = stablehlo.constant dense<[250, 3, 128]> : tensor<3xui8>
  %1 = "stablehlo.map"(%u) ({
    ^bb0(%x: tensor<ui8>):
      %ten = stablehlo.constant dense<10> : tensor<ui8>
      %s = stablehlo.add %x, %ten : tensor<ui8>
      %c = stablehlo.convert %s : (tensor<ui8>) -> tensor<i32>
      stablehlo.return %c : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<3xui8>) -> tensor<3xi32>
  check.expect_eq_const %1, dense<[4, 13, 138]> : tensor<3xi32>

  // bf16 arithmetic rounds to bf16 after each op: 1 + 2^-8 is 1 in bf16.
  %h = stablehlo.constant dense<[1.0, 256.0]> : tensor<2xbf16>
  %2 = "stablehlo.map"(%h) ({
    ^bb0(%x: tensor<bf16>):
      %e = stablehlo.constant dense<0.00390625> : tensor<bf16>
      %s = stablehlo.add %x, %e : tensor<bf16>
      stablehlo.return %s : tensor<bf16>
  }) {dimensions = array<i64: 0>} : (tensor<2xbf16>) -> tensor<2xbf16>
  check.expect_eq_const %2, dense<[1.0, 256.0]> : tensor<2xbf16>

  // Outside the scalar subset: exp(x) - 1 at 0 is 0.
  %z = stablehlo.constant dense<[0.0, 0.0]> : tensor<2xf64>
  %3 = "stablehlo.map"(%z) ({
    ^bb0(%x: tensor<f64>):
      %e = stablehlo.exponential %x : tensor<f64>
      %one = stablehlo.constant dense<1.0> : tensor<f64>
      %r = stablehlo.subtract %e, %one : tensor<f64>
      stablehlo.return %r : tensor<f64>
  }) {dimensions = array<i64: 0>} : (tensor<2xf64>) -> tensor<2xf64>
  check.expect_eq_const %3, dense<0.0> : tensor<2xf64>
  return
}
