// Ops of the mhlo dialect, as PyTorch/XLA, TensorFlow and older exporters write them: mhlo.X reads as
// stablehlo.X, or chlo.X where only CHLO has the op, in pretty and generic form, with mhlo's attributes;
// mhlo.copy is an identity. The program computes the same values as its StableHLO twin below.
// RUN: %hlx opt %s | FileCheck %s
// RUN: %hlx run --backend=interp %s --print-outputs | FileCheck %s --check-prefix=OUT
// RUN: %hlx run --backend=cpu %s --print-outputs | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main
// CHECK-NOT: mhlo.
// CHECK: stablehlo.add
// CHECK-NOT: copy
// CHECK: chlo.sinh
// CHECK: stablehlo.compare GT
// CHECK: stablehlo.dot_general
// CHECK: stablehlo.gather
// CHECK: stablehlo.transpose
// CHECK: stablehlo.convolution
// CHECK: stablehlo.select
func.func @main() -> (tensor<2x2xf32>, tensor<2xf32>, tensor<1x2x2x1xf32>) {
  %a = mhlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = "mhlo.constant"() {value = dense<[[0.5, -1.0], [2.0, 0.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %0 = mhlo.add %a, %b : tensor<2x2xf32>
  %1 = mhlo.copy %0 : tensor<2x2xf32>
  %2 = "mhlo.copy"(%1) {cross_program_prefetch_index = 0 : i32} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %3 = mhlo.sinh %2 : tensor<2x2xf32>
  %4 = mhlo.compare GT, %3, %2 : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
  %5 = "mhlo.dot_general"(%2, %a) {dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision DEFAULT>]} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %i = mhlo.constant dense<[[1], [0]]> : tensor<2x1xi32>
  %6 = "mhlo.gather"(%5, %i) {dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = dense<[1, 2]> : tensor<2xi64>, indices_are_sorted = false} : (tensor<2x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
  %7 = "mhlo.transpose"(%6) {permutation = dense<[1, 0]> : tensor<2xi64>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %8 = "mhlo.reshape"(%7) : (tensor<2x2xf32>) -> tensor<1x2x2x1xf32>
  %k = mhlo.constant dense<1.0> : tensor<1x1x1x1xf32>
  %9 = mhlo.convolution(%8, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x1xf32>
  %10 = mhlo.select %4, %3, %2 : tensor<2x2xi1>, tensor<2x2xf32>
  %z = mhlo.constant dense<0.0> : tensor<f32>
  %11 = mhlo.reduce(%10 init: %z) applies mhlo.add across dimensions = [1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
  return %10, %11, %9 : tensor<2x2xf32>, tensor<2xf32>, tensor<1x2x2x1xf32>
}
// OUT:      tensor<2x2xf32> {
// OUT-NEXT:   {{\[\[}}2.12927{{[0-9]*}}, 1.17520{{[0-9]*}}], [74.2032{{[0-9]*}}, 27.2899{{[0-9]*}}]]
// OUT:      tensor<2xf32> {
// OUT-NEXT:   [3.30448{{[0-9]*}}, 101.4931{{[0-9]*}}]
// OUT:      tensor<1x2x2x1xf32> {
// OUT-NEXT:   {{\[\[\[\[}}17], [4.5]], {{\[\[}}26], [7]]]]

// A bound in mhlo's tensor encoding.
// CHECK-LABEL: func.func @bounded
// CHECK-SAME: tensor<?xf32, #stablehlo.bounds<4>>
func.func @bounded(%x: tensor<?xf32, #mhlo.type_extensions<bounds = [4]>>) -> tensor<?xf32, #mhlo.type_extensions<bounds = [4]>> {
  %0 = mhlo.abs %x : tensor<?xf32, #mhlo.type_extensions<bounds = [4]>>
  return %0 : tensor<?xf32, #mhlo.type_extensions<bounds = [4]>>
}
