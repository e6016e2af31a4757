// The raw spelling of convolution dimension numbers reads into the same attribute as the compact one.
// RUN: %hlx opt %s | FileCheck %s
// CHECK: stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {}

func.func @f(%a: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x5xf32>) -> tensor<1x2x2x5xf32> {
  %0 = "stablehlo.convolution"(%a, %k) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x5xf32>) -> tensor<1x2x2x5xf32>
  return %0 : tensor<1x2x2x5xf32>
}
