module @constants {
  func.func public @main() -> (tensor<2x2xi32>, tensor<3xf32>, tensor<bf16>, tensor<2xi1>, tensor<complex<f32>>, tensor<2xf16>) {
    %0 = stablehlo.constant dense<[[1, -2], [3, 4]]> : tensor<2x2xi32>
    %1 = stablehlo.constant dense<[0.5, 0x7F800000, -1.000000e+00]> : tensor<3xf32>
    %2 = stablehlo.constant dense<1.250000e+00> : tensor<bf16>
    %3 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
    %4 = stablehlo.constant dense<(1.000000e+00,-2.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.constant dense<"0x003C00BC"> : tensor<2xf16>
    return %0, %1, %2, %3, %4, %5 : tensor<2x2xi32>, tensor<3xf32>, tensor<bf16>, tensor<2xi1>, tensor<complex<f32>>, tensor<2xf16>
  }
}
