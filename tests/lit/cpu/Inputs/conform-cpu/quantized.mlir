// A quantized product (an asymmetric activation, a symmetric weight, an i32 accumulator): the cpu backend
// lowers it to a product of i8 integers and the arithmetic around it, none of it left to the evaluator.
func.func @main() {
  %x = stablehlo.constant dense<[[0.5, -1.0], [0.25, 2.0]]> : tensor<2x2xf32>
  %w = stablehlo.constant dense<[[1.0, 0.5], [-0.5, 1.0]]> : tensor<2x2xf32>
  %qx = stablehlo.uniform_quantize %x : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32, 0.015625:-3>>
  %qw = stablehlo.uniform_quantize %w : (tensor<2x2xf32>) -> tensor<2x2x!quant.uniform<i8:f32, 0.015625>>
  %d = stablehlo.dot_general %qx, %qw, contracting_dims = [1] x [0] : (tensor<2x2x!quant.uniform<i8:f32, 0.015625:-3>>, tensor<2x2x!quant.uniform<i8:f32, 0.015625>>) -> tensor<2x2x!quant.uniform<i32:f32, 2.44140625E-4>>
  %r = stablehlo.uniform_dequantize %d : (tensor<2x2x!quant.uniform<i32:f32, 2.44140625E-4>>) -> tensor<2x2xf32>
  "check.expect_eq_const"(%r) <{value = dense<[[1.0, -0.75], [-0.75, 2.125]]> : tensor<2x2xf32>}> : (tensor<2x2xf32>) -> ()
  return
}
