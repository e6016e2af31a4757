// uniform_quantize and uniform_dequantize, per tensor and per axis, an op run on dequantized values,
// reductions whose bodies take quantized values, and data movement of quantized values.

// RUN: %hlx run --backend=interp %s --case=0
// RUN: %hlx run --backend=cpu %s --case=0
// RUN: %hlx run --backend=interp %s --case=1
// RUN: %hlx run --backend=cpu %s --case=1
// RUN: %hlx run --backend=interp %s --case=2
// RUN: %hlx run --backend=cpu %s --case=2
// RUN: %hlx run --backend=interp %s --case=3
// RUN: %hlx run --backend=cpu %s --case=3
// RUN: %hlx run --backend=interp %s --case=4
// RUN: %hlx run --backend=cpu %s --case=4

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

// -----

// A reduction body over quantized values runs each of its ops on dequantized values: a max pool over
// storage integers (the direct combiner), and a sum through the body's add ([1.0, 1.5, 0.5] quantizes
// half to even to [1, 2, 0]).
func.func @main() {
  %x = stablehlo.constant dense<[[-1.0, 0.5, 1.5, -0.5], [1.0, 1.5, 0.5, -1.5]]> : tensor<2x4xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2x4xf32>) -> tensor<2x4x!quant.uniform<i8:f32, 0.5:3>>
  %init = stablehlo.constant dense<-128> : tensor<!quant.uniform<i8:f32, 0.5:3>>
  %max = "stablehlo.reduce_window"(%q, %init) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<!quant.uniform<i8:f32, 0.5:3>>):
    %m = stablehlo.maximum %a, %b : tensor<!quant.uniform<i8:f32, 0.5:3>>
    stablehlo.return %m : tensor<!quant.uniform<i8:f32, 0.5:3>>
  }) {window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>} : (tensor<2x4x!quant.uniform<i8:f32, 0.5:3>>, tensor<!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>
  %ms = stablehlo.bitcast_convert %max : (tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x2xi8>
  check.expect_eq_const %ms, dense<[[4, 6], [6, 4]]> : tensor<2x2xi8>
  %y = stablehlo.constant dense<[1.0, 1.5, 0.5]> : tensor<3xf32>
  %yq = stablehlo.uniform_quantize %y : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8:f32, 1.0>>
  %zero = stablehlo.constant dense<0> : tensor<!quant.uniform<i8:f32, 1.0>>
  %sum = stablehlo.reduce(%yq init: %zero) across dimensions = [0] : (tensor<3x!quant.uniform<i8:f32, 1.0>>, tensor<!quant.uniform<i8:f32, 1.0>>) -> tensor<!quant.uniform<i8:f32, 1.0>>
    reducer(%a: tensor<!quant.uniform<i8:f32, 1.0>>, %b: tensor<!quant.uniform<i8:f32, 1.0>>) {
      %s = stablehlo.add %a, %b : tensor<!quant.uniform<i8:f32, 1.0>>
      stablehlo.return %s : tensor<!quant.uniform<i8:f32, 1.0>>
    }
  %ss = stablehlo.bitcast_convert %sum : (tensor<!quant.uniform<i8:f32, 1.0>>) -> tensor<i8>
  check.expect_eq_const %ss, dense<3> : tensor<i8>
  func.return
}

// -----

// Data movement of one per-tensor quantized type moves the storage integers: transpose, concatenate,
// and pad with a quantized padding value.
func.func @main() {
  %x = stablehlo.constant dense<[[1.0, -1.0], [0.5, 2.0]]> : tensor<2x2xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:-2>>
  %t = stablehlo.transpose %q, dims = [1, 0] : (tensor<2x2x!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:-2>>
  %c = stablehlo.concatenate %q, %t, dim = 0 : (tensor<2x2x!quant.uniform<i8:f32, 0.5:-2>>, tensor<2x2x!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<4x2x!quant.uniform<i8:f32, 0.5:-2>>
  %pv = stablehlo.constant dense<-2> : tensor<!quant.uniform<i8:f32, 0.5:-2>>
  %p = stablehlo.pad %c, %pv, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<4x2x!quant.uniform<i8:f32, 0.5:-2>>, tensor<!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<4x3x!quant.uniform<i8:f32, 0.5:-2>>
  %ps = stablehlo.bitcast_convert %p : (tensor<4x3x!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<4x3xi8>
  check.expect_eq_const %ps, dense<[[-2, 0, -4], [-2, -1, 2], [-2, 0, -1], [-2, -4, 2]]> : tensor<4x3xi8>
  %d = stablehlo.uniform_dequantize %p : (tensor<4x3x!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<4x3xf32>
  check.expect_eq_const %d, dense<[[0.0, 1.0, -1.0], [0.0, 0.5, 2.0], [0.0, 1.0, 0.5], [0.0, -1.0, 2.0]]> : tensor<4x3xf32>
  func.return
}
