// A torch-mlir program's arith.constant shape values fold into the ops that read them: the CPU
// backend's plan has no evaluator step for them (MobileNetV2 had three).
// RUN: %hlx run %s --backend=interp --save-outputs=%t.interp.npz
// RUN: %hlx run %s --backend=cpu --save-outputs=%t.cpu.npz --op-runs=%t.runs
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=0
// RUN: FileCheck %s --input-file=%t.runs
// CHECK-NOT: evaluator
func.func @main(%x: tensor<1x49xf32>) -> tensor<1x49xf32> {
  %c = arith.constant dense<[49]> : tensor<1xi64>
  %n = stablehlo.convert %c : (tensor<1xi64>) -> tensor<1xf32>
  %b = stablehlo.broadcast_in_dim %n, dims = [0] : (tensor<1xf32>) -> tensor<1x49xf32>
  %0 = stablehlo.divide %x, %b : tensor<1x49xf32>
  return %0 : tensor<1x49xf32>
}
