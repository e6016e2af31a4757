func.func @argmax(%x: tensor<5xi32>) -> tensor<i32> {
  %init = stablehlo.constant dense<-2147483648> : tensor<i32>
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
    reducer(%lhs: tensor<i32>, %rhs: tensor<i32>) {
    %1 = stablehlo.maximum %lhs, %rhs : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }
  return %0 : tensor<i32>
}
