func.func @choose(%index: tensor<i32>, %flag: tensor<i1>, %a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<2xf32>
  }, {
    %n = stablehlo.negate %a : tensor<2xf32>
    stablehlo.return %n : tensor<2xf32>
  }) : (tensor<i32>) -> tensor<2xf32>
  %1 = "stablehlo.if"(%flag) ({
    stablehlo.return %0 : tensor<2xf32>
  }, {
    %e = stablehlo.exponential %0 : tensor<2xf32>
    stablehlo.return %e : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}
