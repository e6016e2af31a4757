// An 512x512x512 bf16 matrix product: 268435456 flops. Peer: oneDNN's matmul.
func.func @main(%a: tensor<512x512xbf16>, %b: tensor<512x512xbf16>) -> tensor<512x512xbf16> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<512x512xbf16>, tensor<512x512xbf16>) -> tensor<512x512xbf16>
  return %0 : tensor<512x512xbf16>
}
