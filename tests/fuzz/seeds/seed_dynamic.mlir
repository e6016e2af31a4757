func.func @dynamic(%x: tensor<?x4xf32>, %y: tensor<?xf32, #stablehlo.bounds<8>>) -> tensor<?x4xf32> {
  %0 = stablehlo.abs %x : tensor<?x4xf32>
  %1 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
  return %0 : tensor<?x4xf32>
}
