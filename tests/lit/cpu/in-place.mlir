// A kernel that reads each operand at the element it writes takes over the buffer of an operand that
// dies there: %b is written over %a (or %d), so the arena holds two 16 KiB buffers, not three. Its loop
// is marked parallel, so it still vectorizes when the result and the operand share bytes; the outputs
// agree with the evaluator. (maximum keeps the kernel a kernel: a multiply and add after the dot would
// be its oneDNN epilogue.)

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s
// CHECK-LABEL: ----- memory plan -----
// CHECK: step 2: kernel {stablehlo.maximum, stablehlo.add}
// CHECK: arena: 32768 bytes for 49152 bytes of intermediates
// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s --check-prefix=IR
// IR: ----- kernels (optimized LLVM IR) -----
// IR: llvm.loop.parallel_accesses
// RUN: %hlx run --backend=cpu --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-5
func.func @main(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %a = stablehlo.exponential %x : tensor<64x64xf32>
  %d = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %m = stablehlo.maximum %a, %d : tensor<64x64xf32>
  %b = stablehlo.add %m, %a : tensor<64x64xf32>
  %c = stablehlo.dot_general %b, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
