// GELU in its tanh form, 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))), over 64M bf16 elements
// (128 MiB in, 128 MiB out), each op rounded to bf16: memory-bound where the chain is read from a
// lookup table. Peers: the triad (bandwidth), torch eager, XLA CPU and IREE.
func.func @main(%x: tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16> {
  %half_s = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
  %half = stablehlo.broadcast_in_dim %half_s, dims = [] : (tensor<bf16>) -> tensor<8192x8192xbf16>
  %one_s = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
  %one = stablehlo.broadcast_in_dim %one_s, dims = [] : (tensor<bf16>) -> tensor<8192x8192xbf16>
  %k_s = stablehlo.constant dense<0.797884583> : tensor<bf16>
  %k = stablehlo.broadcast_in_dim %k_s, dims = [] : (tensor<bf16>) -> tensor<8192x8192xbf16>
  %c_s = stablehlo.constant dense<4.471500e-02> : tensor<bf16>
  %c = stablehlo.broadcast_in_dim %c_s, dims = [] : (tensor<bf16>) -> tensor<8192x8192xbf16>
  %x2 = stablehlo.multiply %x, %x : tensor<8192x8192xbf16>
  %x3 = stablehlo.multiply %x2, %x : tensor<8192x8192xbf16>
  %cx3 = stablehlo.multiply %c, %x3 : tensor<8192x8192xbf16>
  %inner = stablehlo.add %x, %cx3 : tensor<8192x8192xbf16>
  %scaled = stablehlo.multiply %k, %inner : tensor<8192x8192xbf16>
  %th = stablehlo.tanh %scaled : tensor<8192x8192xbf16>
  %onep = stablehlo.add %one, %th : tensor<8192x8192xbf16>
  %hx = stablehlo.multiply %half, %x : tensor<8192x8192xbf16>
  %y = stablehlo.multiply %hx, %onep : tensor<8192x8192xbf16>
  return %y : tensor<8192x8192xbf16>
}
