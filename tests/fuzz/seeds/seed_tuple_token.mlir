func.func @tokens(%x: tensor<2xi32>, %t: !stablehlo.token, %c: tensor<i1>) -> (tensor<2xi32>, !stablehlo.token) {
  %0 = stablehlo.tuple %x, %x : tuple<tensor<2xi32>, tensor<2xi32>>
  %1 = stablehlo.get_tuple_element %0[1] : (tuple<tensor<2xi32>, tensor<2xi32>>) -> tensor<2xi32>
  %2 = stablehlo.after_all %t, %t : !stablehlo.token
  %3 = stablehlo.select %c, %1, %x : tensor<i1>, tensor<2xi32>
  return %3, %2 : tensor<2xi32>, !stablehlo.token
}
