// narrow-products: a dot_general whose operands are both converted to its result's float type from the
// same bf16 or f16 type reads the narrow operands (the op converts them itself); converts left unused
// go. Exact: the evaluator gives the same bits before and after (the CPU backend's use of the pass:
// tests/lit/cpu/narrow-products.mlir).
// RUN: %hlx opt %s --passes=narrow-products | FileCheck %s
// RUN: %hlx opt %s --passes=narrow-products > %t.narrow.mlir
// RUN: %hlx run %s --entry=linear --backend=interp --seed=5 --save-outputs=%t.linear-before.npz
// RUN: %hlx run %t.narrow.mlir --entry=linear --backend=interp --seed=5 --save-outputs=%t.linear-after.npz
// RUN: %hlx compare %t.linear-before.npz %t.linear-after.npz --rtol=0
// RUN: %hlx run %s --entry=f16_to_f64 --backend=interp --seed=5 --save-outputs=%t.f16-before.npz
// RUN: %hlx run %t.narrow.mlir --entry=f16_to_f64 --backend=interp --seed=5 --save-outputs=%t.f16-after.npz
// RUN: %hlx compare %t.f16-before.npz %t.f16-after.npz --rtol=0

// torch-mlir's bf16 linear layer: the activations and the transposed weight converted to f32, the
// product, the bias added, and a convert back to bf16. The weight's convert goes; the activations'
// stays for its other user.
// CHECK-LABEL: func.func @linear
// CHECK:      %[[T:.*]] = stablehlo.transpose %arg1
// CHECK-NEXT: %[[X:.*]] = stablehlo.convert %arg0 : (tensor<4x8xbf16>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %[[T]], contracting_dims = [1] x [0] : (tensor<4x8xbf16>, tensor<8x6xbf16>) -> tensor<4x6xf32>
// CHECK-NOT:  stablehlo.convert %[[T]]
func.func @linear(%x: tensor<4x8xbf16>, %w: tensor<6x8xbf16>, %b: tensor<6xbf16>) -> (tensor<4x6xbf16>, tensor<4x8xf32>) {
  %t = stablehlo.transpose %w, dims = [1, 0] : (tensor<6x8xbf16>) -> tensor<8x6xbf16>
  %xf = stablehlo.convert %x : (tensor<4x8xbf16>) -> tensor<4x8xf32>
  %wf = stablehlo.convert %t : (tensor<8x6xbf16>) -> tensor<8x6xf32>
  %d = stablehlo.dot_general %xf, %wf, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x6xf32>) -> tensor<4x6xf32>
  %bf = stablehlo.convert %b : (tensor<6xbf16>) -> tensor<6xf32>
  %bb = stablehlo.broadcast_in_dim %bf, dims = [1] : (tensor<6xf32>) -> tensor<4x6xf32>
  %s = stablehlo.add %d, %bb : tensor<4x6xf32>
  %r = stablehlo.convert %s : (tensor<4x6xf32>) -> tensor<4x6xbf16>
  return %r, %xf : tensor<4x6xbf16>, tensor<4x8xf32>
}

// f16 into f64, batched: folded too.
// CHECK-LABEL: func.func @f16_to_f64
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf16>, tensor<2x4x5xf16>) -> tensor<2x3x5xf64>
// CHECK-NEXT: return %[[D]]
func.func @f16_to_f64(%a: tensor<2x3x4xf16>, %b: tensor<2x4x5xf16>) -> tensor<2x3x5xf64> {
  %af = stablehlo.convert %a : (tensor<2x3x4xf16>) -> tensor<2x3x4xf64>
  %bf = stablehlo.convert %b : (tensor<2x4x5xf16>) -> tensor<2x4x5xf64>
  %d = stablehlo.dot_general %af, %bf, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf64>, tensor<2x4x5xf64>) -> tensor<2x3x5xf64>
  return %d : tensor<2x3x5xf64>
}

// Left as they are: one operand converted; operands of two narrow types; f32 widened to f64 (not a
// narrow type); integers.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-6: stablehlo.convert
// CHECK-NOT:  stablehlo.convert
func.func @kept(%a: tensor<3x4xbf16>, %b: tensor<4x5xf32>, %h: tensor<4x5xf16>, %c: tensor<3x4xf32>, %d: tensor<4x5xf32>, %i: tensor<3x4xi8>, %j: tensor<4x5xi8>) -> (tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf64>, tensor<3x5xi32>) {
  %af = stablehlo.convert %a : (tensor<3x4xbf16>) -> tensor<3x4xf32>
  %0 = stablehlo.dot_general %af, %b, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %hf = stablehlo.convert %h : (tensor<4x5xf16>) -> tensor<4x5xf32>
  %1 = stablehlo.dot_general %af, %hf, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %cd = stablehlo.convert %c : (tensor<3x4xf32>) -> tensor<3x4xf64>
  %dd = stablehlo.convert %d : (tensor<4x5xf32>) -> tensor<4x5xf64>
  %2 = stablehlo.dot_general %cd, %dd, contracting_dims = [1] x [0] : (tensor<3x4xf64>, tensor<4x5xf64>) -> tensor<3x5xf64>
  %ii = stablehlo.convert %i : (tensor<3x4xi8>) -> tensor<3x4xi32>
  %jj = stablehlo.convert %j : (tensor<4x5xi8>) -> tensor<4x5xi32>
  %3 = stablehlo.dot_general %ii, %jj, contracting_dims = [1] x [0] : (tensor<3x4xi32>, tensor<4x5xi32>) -> tensor<3x5xi32>
  return %0, %1, %2, %3 : tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf64>, tensor<3x5xi32>
}
