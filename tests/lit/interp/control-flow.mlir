// Control flow: while, if, case (out-of-range index runs the last branch), calls, and a CFG whose
// condition is a scalar read with tensor.extract.
// RUN: %hlx run --backend=interp %s
// RUN: %hlx run --backend=cpu %s

func.func @while_sums() {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %i, %sum = stablehlo.while(%a = %zero, %b = %zero) : tensor<i64>, tensor<i64>
  cond {
    %c = stablehlo.compare LT, %a, %ten : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %n = stablehlo.add %a, %one : tensor<i64>
    %s = stablehlo.add %b, %a : tensor<i64>
    stablehlo.return %n, %s : tensor<i64>, tensor<i64>
  }
  check.expect_eq_const %sum, dense<45> : tensor<i64>
  func.return
}

func.func @case_clamps_index() {
  %idx = stablehlo.constant dense<7> : tensor<i32>
  %r = "stablehlo.case"(%idx) ({
    %a = stablehlo.constant dense<10> : tensor<i32>
    stablehlo.return %a : tensor<i32>
  }, {
    %b = stablehlo.constant dense<20> : tensor<i32>
    stablehlo.return %b : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  check.expect_eq_const %r, dense<20> : tensor<i32>
  %neg = stablehlo.constant dense<-1> : tensor<i32>
  %s = "stablehlo.case"(%neg) ({
    %a = stablehlo.constant dense<10> : tensor<i32>
    stablehlo.return %a : tensor<i32>
  }, {
    %b = stablehlo.constant dense<20> : tensor<i32>
    stablehlo.return %b : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  check.expect_eq_const %s, dense<20> : tensor<i32>
  func.return
}

func.func @cfg_with_extract() {
  %t = stablehlo.constant dense<[false, true]> : tensor<2xi1>
  %r = call @pick(%t) : (tensor<2xi1>) -> tensor<f32>
  check.expect_almost_eq_const %r, dense<2.0> : tensor<f32>
  func.return
}

func.func private @pick(%flags: tensor<2xi1>) -> tensor<f32> {
  %i = arith.constant dense<1> : tensor<index>
  %k = tensor.extract %i[] : tensor<index>
  %flag = tensor.extract %flags[%k] : tensor<2xi1>
  cf.cond_br %flag, ^yes, ^no
^yes:
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  return %two : tensor<f32>
^no:
  %three = stablehlo.constant dense<3.0> : tensor<f32>
  return %three : tensor<f32>
}
