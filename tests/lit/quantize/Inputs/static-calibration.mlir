// Three calibration samples for static.mlir's argument: values from -1.28 to 1.27, so that its int8
// scale is 2.55 / 255 = 0.01 (rounded to f32) and its zero point 0.
func.func @main() -> tensor<3x2x4xf32> {
  %0 = stablehlo.constant dense<[[[1.27, 0.5, -1.28, 0.0], [0.25, -0.5, 1.0, 0.75]],
                                 [[-0.25, 0.125, 0.5, -1.0], [1.0, 1.0, -0.5, 0.0]],
                                 [[0.5, -0.75, 0.25, 1.0], [-1.0, 0.5, 0.75, -0.25]]]> : tensor<3x2x4xf32>
  return %0 : tensor<3x2x4xf32>
}
