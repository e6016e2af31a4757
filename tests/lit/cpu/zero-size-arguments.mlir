// Arguments with no elements, given at run time: the program's temporaries are all empty, so it has no
// arena, and the CPU backend runs it (it dereferenced the missing arena) as the evaluator does.
// RUN: %hlx run %s --backend=cpu --print-outputs | FileCheck %s
// RUN: %hlx run %s --backend=interp --print-outputs | FileCheck %s
// CHECK:      tensor<2x0x3xi4> {
// CHECK:      tensor<14x15x0x17xcomplex<f32>> {
// CHECK:      tensor<0xf32> {
func.func @main(%a: tensor<2x0x3xi4>, %b: tensor<2x0x3xi4>, %c: tensor<14x15x0x17xcomplex<f32>>,
                %d: tensor<0xf32>) -> (tensor<2x0x3xi4>, tensor<14x15x0x17xcomplex<f32>>, tensor<0xf32>) {
  %0 = stablehlo.add %a, %b : tensor<2x0x3xi4>
  %1 = stablehlo.fft %c, type = FFT, length = [0, 17] : (tensor<14x15x0x17xcomplex<f32>>) -> tensor<14x15x0x17xcomplex<f32>>
  %2 = stablehlo.exponential %d : tensor<0xf32>
  %3 = stablehlo.add %2, %d : tensor<0xf32>
  return %0, %1, %3 : tensor<2x0x3xi4>, tensor<14x15x0x17xcomplex<f32>>, tensor<0xf32>
}
