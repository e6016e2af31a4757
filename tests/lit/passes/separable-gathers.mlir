// separable-gathers: a gather of one element per index whose coordinates each vary along one result
// dimension (torch-mlir's bilinear upsampling) becomes one gather of whole slices per dimension whose
// coordinates are not the identity; gather clamps each coordinate alone, so out-of-range indices clamp
// the same. Exact: the evaluator gives the same bits before and after.
// RUN: %hlx opt %s --passes=separable-gathers,dce | FileCheck %s
// RUN: %hlx opt %s --passes=separable-gathers,dce > %t.after.mlir
// RUN: %hlx run %s --backend=interp --seed=2 --save-outputs=%t.before.npz
// RUN: %hlx run %t.after.mlir --backend=interp --seed=2 --save-outputs=%t.after.npz
// RUN: %hlx compare %t.before.npz %t.after.npz --rtol=0
// RUN: %hlx run %s --backend=cpu --seed=2 --save-outputs=%t.cpu.npz
// RUN: %hlx compare %t.before.npz %t.cpu.npz --rtol=0

// Coordinates: a splat 0 (the batch of one), an iota constant over the channels (the identity), rows
// and columns from vectors (with values past the ends: -3 and 9 clamp). Two gathers: rows, then columns.
// CHECK-LABEL: func.func @main
// CHECK:      %[[R:.*]] = stablehlo.reshape %arg1 : (tensor<6x1xi64>) -> tensor<6x1xi64>
// CHECK-NEXT: %[[G:.*]] = "stablehlo.gather"(%arg0, %[[R]]) {{.*}}offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3, 1, 5>} : (tensor<1x3x4x5xf32>, tensor<6x1xi64>) -> tensor<1x3x6x5xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.reshape %arg2 : (tensor<7xi64>) -> tensor<7x1xi64>
// CHECK-NEXT: %[[H:.*]] = "stablehlo.gather"(%[[G]], %[[C]]) {{.*}}offset_dims = [0, 1, 2], collapsed_slice_dims = [3], start_index_map = [3], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3, 6, 1>} : (tensor<1x3x6x5xf32>, tensor<7x1xi64>) -> tensor<1x3x6x7xf32>
// CHECK-NEXT: %[[J:.*]] = stablehlo.concatenate
// CHECK-NEXT: %[[K:.*]] = "stablehlo.gather"(%arg0, %[[J]])
// CHECK-NEXT: return %[[H]], %[[K]]
func.func @main(%x: tensor<1x3x4x5xf32>, %rows: tensor<6x1xi64>, %cols: tensor<7xi64>) -> (tensor<1x3x6x7xf32>, tensor<1x3x6x7xf32>) {
  %zero = stablehlo.constant dense<0> : tensor<1x3x6x7x1xi64>
  %c = stablehlo.constant dense<[[[0]], [[1]], [[2]]]> : tensor<3x1x1xi64>
  %ci = stablehlo.broadcast_in_dim %c, dims = [1, 2, 3] : (tensor<3x1x1xi64>) -> tensor<1x3x6x7x1xi64>
  %ri = stablehlo.broadcast_in_dim %rows, dims = [2, 3] : (tensor<6x1xi64>) -> tensor<1x3x6x7x1xi64>
  %wi = stablehlo.broadcast_in_dim %cols, dims = [3] : (tensor<7xi64>) -> tensor<1x3x6x7x1xi64>
  %i = stablehlo.concatenate %zero, %ci, %ri, %wi, dim = 4 : (tensor<1x3x6x7x1xi64>, tensor<1x3x6x7x1xi64>, tensor<1x3x6x7x1xi64>, tensor<1x3x6x7x1xi64>) -> tensor<1x3x6x7x4xi64>
  %g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x3x4x5xf32>, tensor<1x3x6x7x4xi64>) -> tensor<1x3x6x7xf32>
  // Not separable: the channel coordinate varies along the rows (the row vector); left as it is.
  %j = stablehlo.concatenate %zero, %ri, %ri, %wi, dim = 4 : (tensor<1x3x6x7x1xi64>, tensor<1x3x6x7x1xi64>, tensor<1x3x6x7x1xi64>, tensor<1x3x6x7x1xi64>) -> tensor<1x3x6x7x4xi64>
  %h = "stablehlo.gather"(%x, %j) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x3x4x5xf32>, tensor<1x3x6x7x4xi64>) -> tensor<1x3x6x7xf32>
  return %g, %h : tensor<1x3x6x7xf32>, tensor<1x3x6x7xf32>
}

// An iota along a dimension of size 1 is all zeros, not the identity of the channels: the channel
// coordinate then needs its gather too (three gathers: channels, rows, columns).
// RUN: %hlx opt %s --passes=separable-gathers,dce --entry=zeros | FileCheck %s --check-prefix=ZEROS
// RUN: %hlx run %s --entry=zeros --backend=interp --seed=2 --save-outputs=%t.zeros-before.npz
// RUN: %hlx opt %s --passes=separable-gathers,dce --entry=zeros > %t.zeros.mlir
// RUN: %hlx run %t.zeros.mlir --entry=zeros --backend=interp --seed=2 --save-outputs=%t.zeros-after.npz
// RUN: %hlx compare %t.zeros-before.npz %t.zeros-after.npz --rtol=0
// ZEROS-LABEL: func.func @zeros
// ZEROS-COUNT-3: "stablehlo.gather"
// ZEROS-NOT:     "stablehlo.gather"
func.func @zeros(%x: tensor<1x3x4x5xf32>, %rows: tensor<6x1xi64>, %cols: tensor<7xi64>) -> tensor<1x3x6x7xf32> {
  %zero = stablehlo.constant dense<0> : tensor<1x3x6x7x1xi64>
  %c = stablehlo.iota dim = 1 : tensor<3x1x1xi64>
  %ci = stablehlo.broadcast_in_dim %c, dims = [1, 2, 3] : (tensor<3x1x1xi64>) -> tensor<1x3x6x7x1xi64>
  %ri = stablehlo.broadcast_in_dim %rows, dims = [2, 3] : (tensor<6x1xi64>) -> tensor<1x3x6x7x1xi64>
  %wi = stablehlo.broadcast_in_dim %cols, dims = [3] : (tensor<7xi64>) -> tensor<1x3x6x7x1xi64>
  %i = stablehlo.concatenate %zero, %ci, %ri, %wi, dim = 4 : (tensor<1x3x6x7x1xi64>, tensor<1x3x6x7x1xi64>, tensor<1x3x6x7x1xi64>, tensor<1x3x6x7x1xi64>) -> tensor<1x3x6x7x4xi64>
  %g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x3x4x5xf32>, tensor<1x3x6x7x4xi64>) -> tensor<1x3x6x7xf32>
  return %g : tensor<1x3x6x7xf32>
}
