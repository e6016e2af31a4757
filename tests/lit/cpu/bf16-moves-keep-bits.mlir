// Kernels that move bf16 values (reverse, select, transpose, concatenate) store the bits they read, as
// the evaluator does: a signaling NaN stays signaling and keeps its payload, a denormal stays itself.
// bf16 values are held in f32 already rounded, so a store only takes the high half (the first case
// writes the words, the second reads them at run time; hlx saves bf16 as its raw 16-bit words, which
// `hlx compare --rtol=0` then requires to be equal).

// RUN: %hlx run %s --case=0 --save-outputs=%t.in.npz
// RUN: %hlx run --backend=cpu --print-after-all --case=1 --inputs=%t.in.npz --save-outputs=%t.cpu.npz %s | FileCheck %s
// RUN: %hlx run --backend=interp --case=1 --inputs=%t.in.npz --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=0
// CHECK:     kernel {stablehlo.reverse}
// CHECK:     kernel {{.*}}stablehlo.select
// CHECK-NOT: evaluate
func.func @main() -> (tensor<2x8xbf16>, tensor<2x8xi1>) {
  %x = stablehlo.constant dense<[[1.0, -0.0, 0x7F81, 0xFFC1, 0x7F80, 0x0001, 0x7F7F, 0x8001],
                                 [0x7FBF, 0xFF81, 0x0080, 0x807F, -2.5, 0xFF80, 0x7FC0, 0x0000]]> : tensor<2x8xbf16>
  %p = stablehlo.constant dense<[[true, false, true, false, true, true, false, true],
                                 [false, true, true, false, false, true, false, true]]> : tensor<2x8xi1>
  return %x, %p : tensor<2x8xbf16>, tensor<2x8xi1>
}

// -----

func.func @main(%x: tensor<2x8xbf16>, %p: tensor<2x8xi1>)
    -> (tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<8x2xbf16>, tensor<2x16xbf16>) {
  %r = stablehlo.reverse %x, dims = [1] : tensor<2x8xbf16>
  %s = stablehlo.select %p, %x, %r : tensor<2x8xi1>, tensor<2x8xbf16>
  %t = stablehlo.transpose %s, dims = [1, 0] : (tensor<2x8xbf16>) -> tensor<8x2xbf16>
  %c = stablehlo.concatenate %x, %s, dim = 1 : (tensor<2x8xbf16>, tensor<2x8xbf16>) -> tensor<2x16xbf16>
  return %r, %s, %t, %c : tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<8x2xbf16>, tensor<2x16xbf16>
}
