// Integers of more than 16 bits convert to bf16 and f16 in the CPU backend's kernels, rounded once
// (half to even) as the evaluator rounds them, not twice through f32: ties between bf16 neighbours
// (257 -> 256, 259 -> 260, 16777217 + 2^16 ...), values f32 itself would round, the extremes, and f16's
// overflow to infinity at 65520. The constants are run-time arguments (--lift-constants), so the
// conversions run in a kernel (--op-runs).
// RUN: %hlx run %s --backend=interp --save-outputs=%t.interp.npz
// RUN: %hlx run %s --backend=cpu --lift-constants --save-outputs=%t.cpu.npz --op-runs=%t.runs
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=0
// RUN: FileCheck %s --input-file=%t.runs
// CHECK: elementwise kernel 4
// CHECK-NOT: evaluator
func.func @main() -> (tensor<12xbf16>, tensor<12xf16>, tensor<4xbf16>, tensor<4xf16>) {
  %i = stablehlo.constant dense<[257, 259, -257, 16842753, 16908289, 33554435, 2147483647, -2147483648, 65519, 65520, 0, -1]> : tensor<12xi32>
  %u = stablehlo.constant dense<[4294967295, 65536, 257, 2147483649]> : tensor<4xui32>
  %0 = stablehlo.convert %i : (tensor<12xi32>) -> tensor<12xbf16>
  %1 = stablehlo.convert %i : (tensor<12xi32>) -> tensor<12xf16>
  %2 = stablehlo.convert %u : (tensor<4xui32>) -> tensor<4xbf16>
  %3 = stablehlo.convert %u : (tensor<4xui32>) -> tensor<4xf16>
  return %0, %1, %2, %3 : tensor<12xbf16>, tensor<12xf16>, tensor<4xbf16>, tensor<4xf16>
}
