// An 512x512x512 i32 matrix product: 268435456 flops. No peer: oneDNN takes no i32, hlx's own GEMM does.
func.func @main(%a: tensor<512x512xi32>, %b: tensor<512x512xi32>) -> tensor<512x512xi32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi32>
  return %0 : tensor<512x512xi32>
}
