// A gather of many windows runs on the OpenMP threads, each taking a contiguous run of windows: one
// element per index as torch-mlir lowers bilinear upsampling (every operand dimension indexed, the
// index vector last, random i64 indices of which many fall outside and are clamped), and windows of two
// elements (a larger window copied as a box). 81,920 windows each, above the threshold of 65,536; and
// takes along one dimension (whole slices but for one indexed dimension, what separable-gathers makes
// of bilinear upsampling), of rows along a middle dimension (f32) and of elements along the last (bf16
// and f32), 81,920 elements each. The CPU backend's results must be the evaluator's bits.

// RUN: %hlx run %s --backend=cpu --print-after-all --inputs=zeros | FileCheck %s
// RUN: %hlx run %s --backend=cpu --seed=4 --save-outputs=%t.cpu.npz
// RUN: %hlx run %s --backend=interp --seed=4 --save-outputs=%t.interp.npz
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=0

// CHECK-LABEL: ----- fusion plan -----
// CHECK-COUNT-5: native stablehlo.gather
func.func @main(%x: tensor<1x4x64x80xbf16>, %i: tensor<1x4x128x160x4xi64>, %y: tensor<2x64x80xf32>, %j: tensor<128x640x2xi32>,
                %z: tensor<4x64x80xbf16>, %r: tensor<256x1xi64>, %c: tensor<320x1xi32>)
    -> (tensor<1x4x128x160xbf16>, tensor<128x640x2xf32>, tensor<4x256x80xf32>, tensor<4x64x320xbf16>, tensor<4x64x320xf32>) {
  %e = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x4x64x80xbf16>, tensor<1x4x128x160x4xi64>) -> tensor<1x4x128x160xbf16>
  %w = "stablehlo.gather"(%y, %j) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 2>, slice_sizes = array<i64: 2, 1, 1>}> : (tensor<2x64x80xf32>, tensor<128x640x2xi32>) -> tensor<128x640x2xf32>
  %zf = stablehlo.convert %z : (tensor<4x64x80xbf16>) -> tensor<4x64x80xf32>
  %rows = "stablehlo.gather"(%zf, %r) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 4, 1, 80>}> : (tensor<4x64x80xf32>, tensor<256x1xi64>) -> tensor<4x256x80xf32>
  %cols = "stablehlo.gather"(%z, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 4, 64, 1>}> : (tensor<4x64x80xbf16>, tensor<320x1xi32>) -> tensor<4x64x320xbf16>
  %colsf = "stablehlo.gather"(%zf, %c) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 4, 64, 1>}> : (tensor<4x64x80xf32>, tensor<320x1xi32>) -> tensor<4x64x320xf32>
  return %e, %w, %rows, %cols, %colsf : tensor<1x4x128x160xbf16>, tensor<128x640x2xf32>, tensor<4x256x80xf32>, tensor<4x64x320xbf16>, tensor<4x64x320xf32>
}
