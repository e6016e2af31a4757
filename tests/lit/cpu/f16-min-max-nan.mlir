// f16 maximum and minimum pass a NaN on in kernel code as the evaluator does, also against a zero of
// the other sign, in vector loops (16 elements) and in reductions: LLVM 19 narrows the f32 intrinsic
// of an f16 value to the f16 one, whose x86 vector lowering returned the zero there.
// The first case writes the inputs (NaN, +-0, ordinary values); the second runs on them at run time.
// RUN: %hlx run %s --case=0 --save-outputs=%t.npz
// RUN: %hlx run %s --case=1 --backend=cpu --inputs=%t.npz --print-outputs | FileCheck %s
// RUN: %hlx run %s --case=1 --backend=interp --inputs=%t.npz --print-outputs | FileCheck %s
// CHECK:      [nan, nan, nan, nan, nan, nan, 2, 0, nan, 0, 0, 0, 0, 0, 0, 0]
// CHECK:      [nan, nan, nan, nan, nan, nan, 1, -0, nan, -0, 0, 0, 0, 0, 0, 0]
// CHECK:      tensor<f16> {nan}
// CHECK:      tensor<f16> {nan}
func.func @main() -> (tensor<16xf16>, tensor<16xf16>) {
  %a = stablehlo.constant dense<[0.0, -0.0, 1.0, 0x7E00, 0x7E00, 0x7E00, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<16xf16>
  %b = stablehlo.constant dense<[0x7E00, 0x7E00, 0x7E00, 0.0, -0.0, 3.0, 1.0, -0.0, 0x7E00, -0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]> : tensor<16xf16>
  return %a, %b : tensor<16xf16>, tensor<16xf16>
}

// -----

func.func @main(%a: tensor<16xf16>, %b: tensor<16xf16>) -> (tensor<16xf16>, tensor<16xf16>, tensor<f16>, tensor<f16>) {
  %0 = stablehlo.maximum %a, %b : tensor<16xf16>
  %1 = stablehlo.minimum %a, %b : tensor<16xf16>
  %low = stablehlo.constant dense<0xFC00> : tensor<f16>
  %2 = stablehlo.reduce(%a init: %low) applies stablehlo.maximum across dimensions = [0] : (tensor<16xf16>, tensor<f16>) -> tensor<f16>
  %high = stablehlo.constant dense<0x7C00> : tensor<f16>
  %3 = stablehlo.reduce(%a init: %high) applies stablehlo.minimum across dimensions = [0] : (tensor<16xf16>, tensor<f16>) -> tensor<f16>
  return %0, %1, %2, %3 : tensor<16xf16>, tensor<16xf16>, tensor<f16>, tensor<f16>
}
