// GELU (tanh approximation) over 16M f32 elements: one fused, vectorized, threaded kernel.
func.func @main(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %half = stablehlo.constant dense<0.5> : tensor<4096x4096xf32>
  %one = stablehlo.constant dense<1.0> : tensor<4096x4096xf32>
  %c = stablehlo.constant dense<0.0447149985> : tensor<4096x4096xf32>
  %s = stablehlo.constant dense<0.797884583> : tensor<4096x4096xf32>
  %x2 = stablehlo.multiply %x, %x : tensor<4096x4096xf32>
  %x3 = stablehlo.multiply %x2, %x : tensor<4096x4096xf32>
  %t0 = stablehlo.multiply %c, %x3 : tensor<4096x4096xf32>
  %t1 = stablehlo.add %x, %t0 : tensor<4096x4096xf32>
  %t2 = stablehlo.multiply %s, %t1 : tensor<4096x4096xf32>
  %t3 = stablehlo.tanh %t2 : tensor<4096x4096xf32>
  %t4 = stablehlo.add %one, %t3 : tensor<4096x4096xf32>
  %t5 = stablehlo.multiply %half, %x : tensor<4096x4096xf32>
  %y = stablehlo.multiply %t5, %t4 : tensor<4096x4096xf32>
  return %y : tensor<4096x4096xf32>
}
