// An input of compare-outputs.mlir: a bf16 output, which hlx saves as raw `<u2` bits.
func.func @main(%x: tensor<8xbf16>) -> tensor<8xbf16> {
  %0 = stablehlo.multiply %x, %x : tensor<8xbf16>
  return %0 : tensor<8xbf16>
}
