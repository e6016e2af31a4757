// uniform_quantize and uniform_dequantize, per tensor and per axis, and an op run on dequantized values.

// RUN: %hlx run --backend=interp %s --case=0
// RUN: %hlx run --backend=cpu %s --case=0
// RUN: %hlx run --backend=interp %s --case=1
// RUN: %hlx run --backend=cpu %s --case=1
// RUN: %hlx run --backend=interp %s --case=2
// RUN: %hlx run --backend=cpu %s --case=2

// Per tensor: divide by the scale, add the zero point, clamp to the storage range, round half to even.
func.func @main() {
  %x = stablehlo.constant dense<[0.25, 0.75, -0.25, 100.0, -100.0, 1.25]> : tensor<6xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<6xf32>) -> tensor<6x!quant.uniform<i8<-8:7>:f32, 0.5:1>>
  %s = stablehlo.bitcast_convert %q : (tensor<6x!quant.uniform<i8<-8:7>:f32, 0.5:1>>) -> tensor<6xi8>
  check.expect_eq_const %s, dense<[2, 2, 0, 7, -8, 4]> : tensor<6xi8>
  %d = stablehlo.uniform_dequantize %q : (tensor<6x!quant.uniform<i8<-8:7>:f32, 0.5:1>>) -> tensor<6xf32>
  check.expect_eq_const %d, dense<[0.5, 0.5, -0.5, 3.0, -4.5, 1.5]> : tensor<6xf32>
  func.return
}

// -----

// Per axis (dimension 1): each column has its own scale and zero point.
func.func @main() {
  %x = stablehlo.constant dense<[[1.0, 1.0], [2.0, -2.0]]> : tensor<2x2xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:10}>>
  %s = stablehlo.bitcast_convert %q : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:10}>>) -> tensor<2x2xi8>
  check.expect_eq_const %s, dense<[[2, 14], [4, 2]]> : tensor<2x2xi8>
  %d = stablehlo.uniform_dequantize %q : (tensor<2x2x!quant.uniform<i8:f32:1, {0.5:0, 0.25:10}>>) -> tensor<2x2xf32>
  check.expect_eq_const %d, dense<[[1.0, 1.0], [2.0, -2.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// Requantization (-0.5 and 0.5 round half to even, to 0), and add on dequantized values quantized to the result type.
func.func @main() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8:f32, 0.5>>
  %r = stablehlo.uniform_quantize %q : (tensor<3x!quant.uniform<i8:f32, 0.5>>) -> tensor<3x!quant.uniform<i8:f32, 2.0:-1>>
  %rs = stablehlo.bitcast_convert %r : (tensor<3x!quant.uniform<i8:f32, 2.0:-1>>) -> tensor<3xi8>
  check.expect_eq_const %rs, dense<[0, 0, 0]> : tensor<3xi8>
  %sum = stablehlo.add %q, %q : (tensor<3x!quant.uniform<i8:f32, 0.5>>, tensor<3x!quant.uniform<i8:f32, 0.5>>) -> tensor<3x!quant.uniform<i8:f32, 0.25>>
  %ss = stablehlo.bitcast_convert %sum : (tensor<3x!quant.uniform<i8:f32, 0.25>>) -> tensor<3xi8>
  check.expect_eq_const %ss, dense<[8, 16, 24]> : tensor<3xi8>
  func.return
}
