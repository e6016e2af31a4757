// fold-layout: transposes fold into dot_general and convolution dimension numbers, unit-dimension
// reshapes into broadcast_in_dim; rewrites that would change the result's dimension order stay out.

// RUN: %hlx opt --passes=fold-layout %s | FileCheck %s

// A transposed lhs whose free dimension keeps its place: contracting dims map through the permutation.
// CHECK-LABEL: func.func @dot_lhs
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %arg1, contracting_dims = [0] x [0] : (tensor<3x2xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: return %[[D]]
func.func @dot_lhs(%a: tensor<3x2xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %0 = stablehlo.dot_general %t, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// Batched attention-style rhs: [b, k, h, d] transposed to [b, h, d, k]; batching and contracting dims map.
// CHECK-LABEL: func.func @dot_batched
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x4x8x16xf32>, tensor<2x8x4x16xf32>) -> tensor<2x4x8x8xf32>
func.func @dot_batched(%q: tensor<2x4x8x16xf32>, %k: tensor<2x8x4x16xf32>) -> tensor<2x4x8x8xf32> {
  %t = stablehlo.transpose %k, dims = [0, 2, 3, 1] : (tensor<2x8x4x16xf32>) -> tensor<2x4x16x8xf32>
  %0 = stablehlo.dot_general %q, %t, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2] : (tensor<2x4x8x16xf32>, tensor<2x4x16x8xf32>) -> tensor<2x4x8x8xf32>
  return %0 : tensor<2x4x8x8xf32>
}

// Not folded: the transpose swaps two free dimensions of the lhs, which the result would see.
// CHECK-LABEL: func.func @dot_free_order
// CHECK: stablehlo.transpose
// CHECK: stablehlo.dot_general
func.func @dot_free_order(%a: tensor<3x2x5xf32>, %b: tensor<5x4xf32>) -> tensor<2x3x4xf32> {
  %t = stablehlo.transpose %a, dims = [1, 0, 2] : (tensor<3x2x5xf32>) -> tensor<2x3x5xf32>
  %0 = stablehlo.dot_general %t, %b, contracting_dims = [2] x [0] : (tensor<2x3x5xf32>, tensor<5x4xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// Not folded: the transposed rhs reads as a [K, N] matrix (its free dimensions one run of memory), the
// rhs before it would not (its contracting dimension between free ones): a GEMM reads the transpose.
// CHECK-LABEL: func.func @dot_matrix_rhs
// CHECK: %[[T:.*]] = stablehlo.transpose %arg1
// CHECK: stablehlo.dot_general %arg0, %[[T]], contracting_dims = [1] x [0]
func.func @dot_matrix_rhs(%a: tensor<7x6xf32>, %k: tensor<2x2x6x5xf32>) -> tensor<7x2x2x5xf32> {
  %t = stablehlo.transpose %k, dims = [2, 0, 1, 3] : (tensor<2x2x6x5xf32>) -> tensor<6x2x2x5xf32>
  %0 = stablehlo.dot_general %a, %t, contracting_dims = [1] x [0] : (tensor<7x6xf32>, tensor<6x2x2x5xf32>) -> tensor<7x2x2x5xf32>
  return %0 : tensor<7x2x2x5xf32>
}

// A transposed input (NHWC to NCHW) and kernel: the dimension numbers say where each dimension is.
// CHECK-LABEL: func.func @conv
// CHECK-NOT: stablehlo.transpose
// CHECK: stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, f, 0, 1]
func.func @conv(%x: tensor<1x5x5x2xf32>, %w: tensor<3x3x2x4xf32>) -> tensor<1x4x3x3xf32> {
  %xt = stablehlo.transpose %x, dims = [0, 3, 1, 2] : (tensor<1x5x5x2xf32>) -> tensor<1x2x5x5xf32>
  %wt = stablehlo.transpose %w, dims = [3, 2, 0, 1] : (tensor<3x3x2x4xf32>) -> tensor<4x2x3x3xf32>
  %0 = stablehlo.convolution(%xt, %wt) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x5x5xf32>, tensor<4x2x3x3xf32>) -> tensor<1x4x3x3xf32>
  return %0 : tensor<1x4x3x3xf32>
}

// Unit-dimension reshapes around broadcast_in_dim.
// CHECK-LABEL: func.func @broadcast_reshape
// CHECK-NEXT: %[[A:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<8xf32>) -> tensor<1x4x1x8xf32>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @broadcast_reshape(%x: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<1x4x1x8xf32>) {
  %r = stablehlo.reshape %x : (tensor<8xf32>) -> tensor<1x8xf32>
  %0 = stablehlo.broadcast_in_dim %r, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<4x8xf32>
  %b = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %1 = stablehlo.reshape %b : (tensor<4x8xf32>) -> tensor<1x4x1x8xf32>
  return %0, %1 : tensor<4x8xf32>, tensor<1x4x1x8xf32>
}

// Not folded: a reshape that merges dimensions, and one that drops the unit dimension x maps to.
// CHECK-LABEL: func.func @broadcast_reshape_negative
// CHECK: stablehlo.reshape
// CHECK: stablehlo.reshape
func.func @broadcast_reshape_negative(%x: tensor<8xf32>, %y: tensor<1xf32>) -> (tensor<32xf32>, tensor<4xf32>) {
  %b = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %0 = stablehlo.reshape %b : (tensor<4x8xf32>) -> tensor<32xf32>
  %c = stablehlo.broadcast_in_dim %y, dims = [1] : (tensor<1xf32>) -> tensor<4x1xf32>
  %1 = stablehlo.reshape %c : (tensor<4x1xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<32xf32>, tensor<4xf32>
}

// A convert of a transpose that only a product reads becomes a transpose of the convert, which folds:
// torch-mlir's widened bf16 weight. A convert that another op reads too stays where it is.
// CHECK-LABEL: func.func @convert_of_transpose
// CHECK-NEXT: %[[W:.*]] = stablehlo.convert %arg1 : (tensor<6x8xbf16>) -> tensor<6x8xf32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %arg0, %[[W]], contracting_dims = [1] x [1] : (tensor<4x8xf32>, tensor<6x8xf32>) -> tensor<4x6xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %arg2
// CHECK-NEXT: %[[V:.*]] = stablehlo.convert %[[T]]
// CHECK-NEXT: %[[E:.*]] = stablehlo.dot_general %arg0, %[[V]], contracting_dims = [1] x [0]
// CHECK-NEXT: return %[[D]], %[[E]], %[[V]]
func.func @convert_of_transpose(%x: tensor<4x8xf32>, %w: tensor<6x8xbf16>, %v: tensor<6x8xbf16>) -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<8x6xf32>) {
  %t = stablehlo.transpose %w, dims = [1, 0] : (tensor<6x8xbf16>) -> tensor<8x6xbf16>
  %wf = stablehlo.convert %t : (tensor<8x6xbf16>) -> tensor<8x6xf32>
  %0 = stablehlo.dot_general %x, %wf, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x6xf32>) -> tensor<4x6xf32>
  %u = stablehlo.transpose %v, dims = [1, 0] : (tensor<6x8xbf16>) -> tensor<8x6xbf16>
  %vf = stablehlo.convert %u : (tensor<8x6xbf16>) -> tensor<8x6xf32>
  %1 = stablehlo.dot_general %x, %vf, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x6xf32>) -> tensor<4x6xf32>
  return %0, %1, %vf : tensor<4x6xf32>, tensor<4x6xf32>, tensor<8x6xf32>
}

// A convert of a transpose that several products read (a downsampling block's two convolutions of one
// widened channels-last activation) becomes one transpose of the convert, which folds into each.
// CHECK-LABEL: func.func @convert_of_transpose_two_products
// CHECK-NEXT: %[[X:.*]] = stablehlo.convert %arg0 : (tensor<1x6x8x4xbf16>) -> tensor<1x6x8x4xf32>
// CHECK-NEXT: %[[A:.*]] = stablehlo.convolution(%[[X]], %arg1) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, f, 0, 1]
// CHECK-NEXT: %[[B:.*]] = stablehlo.convolution(%[[X]], %arg2) dim_numbers = [b, 0, 1, f]x[o, i, 0, 1]->[b, f, 0, 1]
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @convert_of_transpose_two_products(%x: tensor<1x6x8x4xbf16>, %k1: tensor<2x4x1x1xf32>, %k2: tensor<3x4x1x1xf32>) -> (tensor<1x2x6x8xf32>, tensor<1x3x6x8xf32>) {
  %t = stablehlo.transpose %x, dims = [0, 3, 1, 2] : (tensor<1x6x8x4xbf16>) -> tensor<1x4x6x8xbf16>
  %f = stablehlo.convert %t : (tensor<1x4x6x8xbf16>) -> tensor<1x4x6x8xf32>
  %0 = stablehlo.convolution(%f, %k1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x6x8xf32>, tensor<2x4x1x1xf32>) -> tensor<1x2x6x8xf32>
  %1 = stablehlo.convolution(%f, %k2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x6x8xf32>, tensor<3x4x1x1xf32>) -> tensor<1x3x6x8xf32>
  return %0, %1 : tensor<1x2x6x8xf32>, tensor<1x3x6x8xf32>
}
