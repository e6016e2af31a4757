func.func @main() {
  %a = stablehlo.frobnicate : tensor<2xi8>
}
