// An 512x512x512 f64 matrix product: 268435456 flops. No peer: oneDNN takes no f64, hlx's own GEMM does.
func.func @main(%a: tensor<512x512xf64>, %b: tensor<512x512xf64>) -> tensor<512x512xf64> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<512x512xf64>, tensor<512x512xf64>) -> tensor<512x512xf64>
  return %0 : tensor<512x512xf64>
}
