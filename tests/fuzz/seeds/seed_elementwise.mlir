func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  %1 = stablehlo.multiply %0, %a : tensor<4xf32>
  %2 = stablehlo.tanh %1 : tensor<4xf32>
  %3 = stablehlo.negate %2 : tensor<4xf32>
  return %3 : tensor<4xf32>
}
