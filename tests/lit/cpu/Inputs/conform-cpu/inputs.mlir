// A test program as StableHLO's testdata writes them: @main takes its operands from @inputs and
// checks the op's result against @expected.
module @jit_main {
  func.func public @main() -> tensor<4xf32> {
    %0:2 = call @inputs() : () -> (tensor<4xf32>, tensor<4xf32>)
    %1 = call @expected() : () -> tensor<4xf32>
    %2 = stablehlo.add %0#0, %0#1 : tensor<4xf32>
    %3 = stablehlo.tanh %2 : tensor<4xf32>
    stablehlo.custom_call @check.expect_close(%3, %1) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
    return %3 : tensor<4xf32>
  }
  func.func private @inputs() -> (tensor<4xf32>, tensor<4xf32>) {
    %cst = stablehlo.constant dense<[0.5, -1.0, 2.0, 0.0]> : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<[0.25, 0.5, -2.0, 3.0]> : tensor<4xf32>
    return %cst, %cst_0 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @expected() -> tensor<4xf32> {
    %cst = stablehlo.constant dense<[0.635149, -0.462117165, 0.0, 0.995054781]> : tensor<4xf32>
    return %cst : tensor<4xf32>
  }
}
