// A weight whose rows lie a multiple of 2 KiB apart (512 f32 columns) is read from a copy with padded
// rows on CPUs without AVX-512, where oneDNN's GEMM read it in place at half speed (PaddedWeight in
// dnnl_ops.cc): copied once when it is a constant, before each run otherwise (here: 128 rows, enough
// for the copy to pay). The results are the evaluator's within f32's rounding either way.

// RUN: %hlx run %s --backend=cpu --seed=3 --save-outputs=%t.cpu.npz
// RUN: %hlx run %s --backend=interp --seed=3 --save-outputs=%t.interp.npz
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-5 | FileCheck %s
// CHECK: result0: {{.*}} ok
// CHECK: result1: {{.*}} ok
func.func @main(%x: tensor<128x64xf32>, %w: tensor<64x512xf32>) -> (tensor<128x512xf32>, tensor<128x512xf32>) {
  %c = stablehlo.constant dense<0.25> : tensor<64x512xf32>
  %i = stablehlo.iota dim = 1 : tensor<64x512xf32>
  %k = stablehlo.multiply %c, %i : tensor<64x512xf32>
  %0 = stablehlo.dot_general %x, %k, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x512xf32>) -> tensor<128x512xf32>
  %1 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x512xf32>) -> tensor<128x512xf32>
  return %0, %1 : tensor<128x512xf32>, tensor<128x512xf32>
}
