// Three calibration samples for static-bf16-bounds.mlir's argument, from -1.25 to 2.5.
func.func @main() -> tensor<3x2x4xbf16> {
  %0 = stablehlo.constant dense<[[[1.25, 0.5, -1.25, 0.0], [0.25, -0.5, 1.0, 0.75]],
                                 [[-0.25, 0.125, 0.5, -1.0], [2.5, 1.0, -0.5, 0.0]],
                                 [[0.5, -0.75, 0.25, 1.0], [-1.0, 0.5, 0.75, -0.25]]]> : tensor<3x2x4xbf16>
  return %0 : tensor<3x2x4xbf16>
}
