// GELU in its tanh form, 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))), over 64M f32 elements
// (256 MiB in, 256 MiB out): memory-bound. Peers: the triad (bandwidth) and torch eager.
func.func @main(%x: tensor<8192x8192xf32>) -> tensor<8192x8192xf32> {
  %half_s = stablehlo.constant dense<5.000000e-01> : tensor<f32>
  %half = stablehlo.broadcast_in_dim %half_s, dims = [] : (tensor<f32>) -> tensor<8192x8192xf32>
  %one_s = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %one = stablehlo.broadcast_in_dim %one_s, dims = [] : (tensor<f32>) -> tensor<8192x8192xf32>
  %k_s = stablehlo.constant dense<0.797884583> : tensor<f32>
  %k = stablehlo.broadcast_in_dim %k_s, dims = [] : (tensor<f32>) -> tensor<8192x8192xf32>
  %c_s = stablehlo.constant dense<4.471500e-02> : tensor<f32>
  %c = stablehlo.broadcast_in_dim %c_s, dims = [] : (tensor<f32>) -> tensor<8192x8192xf32>
  %x2 = stablehlo.multiply %x, %x : tensor<8192x8192xf32>
  %x3 = stablehlo.multiply %x2, %x : tensor<8192x8192xf32>
  %cx3 = stablehlo.multiply %c, %x3 : tensor<8192x8192xf32>
  %inner = stablehlo.add %x, %cx3 : tensor<8192x8192xf32>
  %scaled = stablehlo.multiply %k, %inner : tensor<8192x8192xf32>
  %th = stablehlo.tanh %scaled : tensor<8192x8192xf32>
  %onep = stablehlo.add %one, %th : tensor<8192x8192xf32>
  %hx = stablehlo.multiply %half, %x : tensor<8192x8192xf32>
  %y = stablehlo.multiply %hx, %onep : tensor<8192x8192xf32>
  return %y : tensor<8192x8192xf32>
}
