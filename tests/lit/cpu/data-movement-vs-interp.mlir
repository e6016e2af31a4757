// Data movement inside kernels: transpose, slice, concatenate, pad, reverse, iota, dynamic_slice,
// reshape and broadcast_in_dim, fused with elementwise consumers, match the evaluator bit for bit.

// RUN: %hlx run --backend=cpu --print-after-all --print-outputs %s > %t.cpu
// RUN: FileCheck %s < %t.cpu
// RUN: %hlx run --backend=cpu --print-outputs %s > %t.cpu-only
// RUN: %hlx run --backend=interp --print-outputs %s > %t.interp
// RUN: diff %t.cpu-only %t.interp

// CHECK: kernel {{{.*}}stablehlo.transpose{{.*}}}
// CHECK: kernel {{{.*}}stablehlo.concatenate{{.*}}}
// CHECK: kernel {{{.*}}stablehlo.pad{{.*}}}
// CHECK: kernel {{{.*}}stablehlo.dynamic_slice{{.*}}}
func.func @main(%a: tensor<4x6xf32>, %b: tensor<6x4xf32>, %k: tensor<i32>) -> (tensor<6x4xf32>, tensor<4x9xf32>, tensor<7x10xf32>, tensor<2x3xf32>, tensor<24xf32>) {
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
  %0 = stablehlo.add %t, %b : tensor<6x4xf32>
  %s = stablehlo.slice %a [0:4, 1:6:2] : (tensor<4x6xf32>) -> tensor<4x3xf32>
  %c = stablehlo.concatenate %a, %s, dim = 1 : (tensor<4x6xf32>, tensor<4x3xf32>) -> tensor<4x9xf32>
  %i = stablehlo.iota dim = 1 : tensor<4x9xf32>
  %1 = stablehlo.multiply %c, %i : tensor<4x9xf32>
  %z = stablehlo.constant dense<0.5> : tensor<f32>
  %p = stablehlo.pad %a, %z, low = [1, 2], high = [2, -1], interior = [0, 1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<7x12xf32>
  %r = stablehlo.reverse %p, dims = [0] : tensor<7x12xf32>
  %r2 = stablehlo.slice %r [0:7, 0:10] : (tensor<7x12xf32>) -> tensor<7x10xf32>
  %2 = stablehlo.negate %r2 : tensor<7x10xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %d = stablehlo.dynamic_slice %a, %k, %zero, sizes = [2, 3] : (tensor<4x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %3 = stablehlo.multiply %d, %d : tensor<2x3xf32>
  %rs = stablehlo.reshape %b : (tensor<6x4xf32>) -> tensor<24xf32>
  %4 = stablehlo.abs %rs : tensor<24xf32>
  return %0, %1, %2, %3, %4 : tensor<6x4xf32>, tensor<4x9xf32>, tensor<7x10xf32>, tensor<2x3xf32>, tensor<24xf32>
}
