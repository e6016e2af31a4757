// The fusion plan: elementwise ops, broadcasts and their producers fuse into one kernel; dot_general
// runs outside it; a reshape between two unfused ops is an alias, not a step, and a reshape after a
// fusion is computed inside it.

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s

// CHECK-LABEL: ----- fusion plan -----
// CHECK: step 0: kernel {stablehlo.broadcast_in_dim, stablehlo.add, stablehlo.tanh, stablehlo.multiply}
// CHECK-NEXT: step 1: {{evaluate|library}} stablehlo.dot_general
// CHECK-NEXT: step 2: kernel {stablehlo.exponential, stablehlo.maximum, stablehlo.reshape}
// CHECK-NOT: step 3
// CHECK-LABEL: ----- memory plan -----
// CHECK: arena: {{[0-9]+}} bytes for {{[0-9]+}} bytes of intermediates
func.func @main(%x: tensor<4x8xf32>, %b: tensor<8xf32>, %wv: tensor<16xf32>) -> tensor<2x4xf32> {
  %w = stablehlo.reshape %wv : (tensor<16xf32>) -> tensor<8x2xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %0 = stablehlo.add %x, %bb : tensor<4x8xf32>
  %1 = stablehlo.tanh %0 : tensor<4x8xf32>
  %2 = stablehlo.multiply %1, %x : tensor<4x8xf32>
  %3 = stablehlo.dot_general %2, %w, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>
  %4 = stablehlo.exponential %3 : tensor<4x2xf32>
  %5 = stablehlo.maximum %4, %3 : tensor<4x2xf32>
  %6 = stablehlo.reshape %5 : (tensor<4x2xf32>) -> tensor<2x4xf32>
  return %6 : tensor<2x4xf32>
}
