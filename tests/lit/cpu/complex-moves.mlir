// Ops that only move complex elements (select, transpose, concatenate, reverse, pad, slice,
// broadcast_in_dim) run in the CPU backend's kernels, moving each element as an integer of its width,
// bit for bit the evaluator's (NaN payloads included); arithmetic on complex numbers still runs on the
// evaluator.

// RUN: %hlx run %s --backend=cpu --seed=3 --save-outputs=%t.cpu.npz --op-runs=%t.runs
// RUN: %hlx run %s --backend=interp --seed=3 --save-outputs=%t.interp.npz
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=0 | FileCheck %s --check-prefix=SAME
// SAME-COUNT-5: ok
// RUN: FileCheck %s --check-prefix=RUNS < %t.runs
// RUNS-NOT: evaluator
// RUNS: shape{{.}}kernel{{.}}7
// RUNS: elementwise{{.}}kernel{{.}}1
// RUNS-NOT: evaluator
// RUN: %hlx run %s --backend=cpu --print-after-all 2>&1 | FileCheck %s --check-prefix=PLAN
// PLAN-LABEL: ----- memory plan -----
// PLAN-NOT: evaluate
// PLAN: kernel
func.func @main(%a: tensor<4x3xcomplex<f32>>, %b: tensor<4x3xcomplex<f32>>, %p: tensor<4x3xi1>, %z: tensor<2x5xcomplex<f64>>)
    -> (tensor<3x8xcomplex<f32>>, tensor<4x3xcomplex<f32>>, tensor<4x7xcomplex<f64>>, tensor<2x4x3xcomplex<f32>>,
        tensor<4x3xcomplex<f32>>) {
  %s = stablehlo.select %p, %a, %b : tensor<4x3xi1>, tensor<4x3xcomplex<f32>>
  %t = stablehlo.transpose %s, dims = [1, 0] : (tensor<4x3xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
  %c = stablehlo.concatenate %t, %t, dim = 1 : (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
  %r = stablehlo.reverse %a, dims = [0] : tensor<4x3xcomplex<f32>>
  %nan = stablehlo.constant dense<(0x7FF8000000000001, 1.0)> : tensor<complex<f64>>
  %pd = stablehlo.pad %z, %nan, low = [1, 0], high = [1, 2], interior = [0, 0] : (tensor<2x5xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4x7xcomplex<f64>>
  %sl = stablehlo.slice %a [1:3, 0:3] : (tensor<4x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
  %bc = stablehlo.broadcast_in_dim %a, dims = [1, 2] : (tensor<4x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
  %cc = stablehlo.concatenate %sl, %sl, dim = 0 : (tensor<2x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
  return %c, %r, %pd, %bc, %cc : tensor<3x8xcomplex<f32>>, tensor<4x3xcomplex<f32>>, tensor<4x7xcomplex<f64>>, tensor<2x4x3xcomplex<f32>>, tensor<4x3xcomplex<f32>>
}
