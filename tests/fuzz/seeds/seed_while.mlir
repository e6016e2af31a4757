func.func @count() -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %i, %sum = stablehlo.while(%iter = %zero, %acc = %zero) : tensor<i64>, tensor<i64>
  cond {
    %c = stablehlo.compare LT, %iter, %ten : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %next = stablehlo.add %iter, %one : tensor<i64>
    %total = stablehlo.add %acc, %iter : tensor<i64>
    stablehlo.return %next, %total : tensor<i64>, tensor<i64>
  }
  return %sum : tensor<i64>
}
