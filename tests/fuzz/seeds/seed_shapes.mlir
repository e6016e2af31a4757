func.func @shapes(%x: tensor<2x3x4xf32>) -> (tensor<4x3x2xf32>, tensor<6x4xf32>, tensor<1x3x2xf32>, tensor<4x3x4xf32>, tensor<5xi32>) {
  %0 = stablehlo.transpose %x, dims = [2, 1, 0] : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
  %1 = stablehlo.reshape %x : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
  %2 = stablehlo.slice %0 [0:1, 0:3, 0:2] : (tensor<4x3x2xf32>) -> tensor<1x3x2xf32>
  %3 = stablehlo.concatenate %x, %x, dim = 0 : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<4x3x4xf32>
  %4 = stablehlo.iota dim = 0 : tensor<5xi32>
  return %0, %1, %2, %3, %4 : tensor<4x3x2xf32>, tensor<6x4xf32>, tensor<1x3x2xf32>, tensor<4x3x4xf32>, tensor<5xi32>
}
