// transposed-conv-as-dot: transposed convolutions whose stride equals their window become a matrix
// product, a transpose that interleaves each input pixel with its kernel taps, a reshape, and a pad for
// the convolution's padding; an overlapping one stays a convolution. Each result is compared with the
// convolution the evaluator computes, before and after the pass, and on the CPU backend, where the
// product is one library call.

// RUN: %hlx opt --passes=transposed-conv-as-dot %s | FileCheck %s
// RUN: %hlx opt --passes=transposed-conv-as-dot %s > %t.mlir
// RUN: %hlx run --backend=interp --inputs=random --seed=3 --save-outputs=%t.before.npz %s
// RUN: %hlx run --backend=interp --inputs=random --seed=3 --save-outputs=%t.after.npz %t.mlir
// RUN: %hlx compare %t.before.npz %t.after.npz --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: %hlx run --backend=cpu --inputs=random --seed=3 --save-outputs=%t.cpu.npz --print-after-all %s | FileCheck %s --check-prefix=PLAN
// RUN: %hlx compare %t.before.npz %t.cpu.npz --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// SAME-COUNT-5: largest difference {{.*}}: ok
// PLAN-LABEL: ----- fusion plan -----
// PLAN-COUNT-4: {{native|library}} stablehlo.dot_general
// PLAN: library stablehlo.convolution (%8, %9)
// PLAN-LABEL: ----- memory plan -----

// flax's ConvTranspose, kernel 2 and stride 2, channels last: the kernel is read backwards, its input
// features moved to the front, and padding 1 on each side is the product's blocks exactly.
// CHECK-LABEL: func.func @main
// CHECK:      %[[R:.*]] = stablehlo.reverse %arg1, dims = [0, 1] : tensor<2x2x6x5xf32>
// CHECK-NEXT: %[[K:.*]] = stablehlo.transpose %[[R]], dims = [2, 0, 1, 3] : (tensor<2x2x6x5xf32>) -> tensor<6x2x2x5xf32>
// CHECK-NEXT: %[[P:.*]] = stablehlo.dot_general %arg0, %[[K]], contracting_dims = [3] x [0] : (tensor<1x4x4x6xf32>, tensor<6x2x2x5xf32>) -> tensor<1x4x4x2x2x5xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %[[P]], dims = [0, 1, 3, 2, 4, 5] : (tensor<1x4x4x2x2x5xf32>) -> tensor<1x4x2x4x2x5xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %[[T]] : (tensor<1x4x2x4x2x5xf32>) -> tensor<1x8x8x5xf32>
// PyTorch's channels-first form, the kernel [in, out, h, w] reversed by the convolution itself, and no
// padding: a crop of one pixel at each edge.
// CHECK:      %[[P2:.*]] = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0] : (tensor<2x3x3x5xf32>, tensor<3x4x2x2xf32>) -> tensor<2x3x5x4x2x2xf32>
// CHECK-NEXT: %[[T2:.*]] = stablehlo.transpose %[[P2]], dims = [0, 3, 1, 4, 2, 5] : (tensor<2x3x5x4x2x2xf32>) -> tensor<2x4x3x2x5x2xf32>
// CHECK-NEXT: %[[R2:.*]] = stablehlo.reshape %[[T2]] : (tensor<2x4x3x2x5x2xf32>) -> tensor<2x4x6x10xf32>
// CHECK-NEXT: %[[Z2:.*]] = stablehlo.constant dense<0.0> : tensor<f32>
// CHECK-NEXT: %[[D2:.*]] = stablehlo.pad %[[R2]], %[[Z2]], low = [0, 0, -1, -1], high = [0, 0, -1, -1], interior = [0, 0, 0, 0]
// 1-D, kernel and stride 3, padding beyond the blocks: a zero in front.
// CHECK:      stablehlo.reverse %arg5, dims = [0] : tensor<3x2x4xf32>
// CHECK-NEXT: stablehlo.transpose
// CHECK-NEXT: stablehlo.dot_general
// CHECK-NEXT: stablehlo.reshape
// CHECK:      stablehlo.pad {{.*}} low = [0, 1, 0], high = [0, 0, 0], interior = [0, 0, 0]
// 3-D with a dimension the window does not stride over.
// CHECK:      stablehlo.reverse %arg7, dims = [0, 2] : tensor<2x1x2x2x3xf32>
// CHECK:      stablehlo.reshape {{.*}} -> tensor<1x4x3x4x3xf32>
// Overlapping windows (kernel 3, stride 2): a convolution still.
// CHECK:      stablehlo.convolution(%arg8, %arg9)
func.func @main(%x: tensor<1x4x4x6xf32>, %k: tensor<2x2x6x5xf32>,
                %xc: tensor<2x3x3x5xf32>, %kc: tensor<3x4x2x2xf32>,
                %x1: tensor<1x5x2xf32>, %k1: tensor<3x2x4xf32>,
                %x3: tensor<1x2x3x2x2xf32>, %k3: tensor<2x1x2x2x3xf32>,
                %xo: tensor<1x4x4x2xf32>, %ko: tensor<3x3x2x2xf32>)
    -> (tensor<1x8x8x5xf32>, tensor<2x4x4x8xf32>, tensor<1x16x4xf32>, tensor<1x4x3x4x3xf32>,
        tensor<1x9x9x2xf32>) {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x6xf32>, tensor<2x2x6x5xf32>) -> tensor<1x8x8x5xf32>
  %1 = stablehlo.convolution(%xc, %kc) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [true, true]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x3x3x5xf32>, tensor<3x4x2x2xf32>) -> tensor<2x4x4x8xf32>
  %2 = stablehlo.convolution(%x1, %k1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[3, 2]], lhs_dilate = [3], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x2xf32>, tensor<3x2x4xf32>) -> tensor<1x16x4xf32>
  %3 = stablehlo.convolution(%x3, %k3) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {stride = [1, 1, 1], pad = [[1, 1], [0, 0], [1, 1]], lhs_dilate = [2, 1, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x3x2x2xf32>, tensor<2x1x2x2x3xf32>) -> tensor<1x4x3x4x3xf32>
  %4 = stablehlo.convolution(%xo, %ko) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x9x9x2xf32>
  return %0, %1, %2, %3, %4 : tensor<1x8x8x5xf32>, tensor<2x4x4x8xf32>, tensor<1x16x4xf32>, tensor<1x4x3x4x3xf32>, tensor<1x9x9x2xf32>
}
