// widen-products: a dot_general or convolution of two bf16 or f16 operands with a bf16, f16 or f32
// result multiplies f32 copies of its operands into an f32 result, converted back to the result's type;
// the sums are rounded in f32 where the evaluator sums in double, so the results agree within the
// result type's rounding (the CPU backend's use of the pass: tests/lit/cpu/widen-products.mlir).
// RUN: %hlx opt %s --passes=widen-products | FileCheck %s
// RUN: %hlx opt %s --passes=widen-products > %t.wide.mlir
// RUN: %hlx run %s --entry=linear --backend=interp --seed=5 --save-outputs=%t.linear-before.npz
// RUN: %hlx run %t.wide.mlir --entry=linear --backend=interp --seed=5 --save-outputs=%t.linear-after.npz
// RUN: %hlx compare %t.linear-before.npz %t.linear-after.npz --bf16 --rtol=1e-2
// RUN: %hlx run %s --entry=conv --backend=interp --seed=5 --save-outputs=%t.conv-before.npz
// RUN: %hlx run %t.wide.mlir --entry=conv --backend=interp --seed=5 --save-outputs=%t.conv-after.npz
// RUN: %hlx compare %t.conv-before.npz %t.conv-after.npz --rtol=1e-3

// A bf16 product into bf16: both operands widened, the product in f32, a convert back that the add
// now reads.
// CHECK-LABEL: func.func @linear
// CHECK-NEXT: %[[A:.*]] = stablehlo.convert %arg0 : (tensor<4x8xbf16>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.convert %arg1 : (tensor<8x6xbf16>) -> tensor<8x6xf32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot_general %[[A]], %[[B]], contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT: %[[N:.*]] = stablehlo.convert %[[D]] : (tensor<4x6xf32>) -> tensor<4x6xbf16>
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[N]], %arg2 : tensor<4x6xbf16>
// CHECK-NEXT: return %[[S]], %[[N]]
func.func @linear(%x: tensor<4x8xbf16>, %w: tensor<8x6xbf16>, %b: tensor<4x6xbf16>) -> (tensor<4x6xbf16>, tensor<4x6xbf16>) {
  %d = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<4x8xbf16>, tensor<8x6xbf16>) -> tensor<4x6xbf16>
  %s = stablehlo.add %d, %b : tensor<4x6xbf16>
  return %s, %d : tensor<4x6xbf16>, tensor<4x6xbf16>
}

// An f16 convolution into f32: no convert after it; its attributes kept.
// CHECK-LABEL: func.func @conv
// CHECK-NEXT: %[[X:.*]] = stablehlo.convert %arg0 : (tensor<1x6x6x4xf16>) -> tensor<1x6x6x4xf32>
// CHECK-NEXT: %[[K:.*]] = stablehlo.convert %arg1 : (tensor<3x3x2x8xf16>) -> tensor<3x3x2x8xf32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.convolution(%[[X]], %[[K]]) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = {{\[}}[1, 1], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x6x6x4xf32>, tensor<3x3x2x8xf32>) -> tensor<1x3x4x8xf32>
// CHECK-NEXT: return %[[C]]
func.func @conv(%x: tensor<1x6x6x4xf16>, %k: tensor<3x3x2x8xf16>) -> tensor<1x3x4x8xf32> {
  %c = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[1, 1], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x6x6x4xf16>, tensor<3x3x2x8xf16>) -> tensor<1x3x4x8xf32>
  return %c : tensor<1x3x4x8xf32>
}

// Products that read one value share its f32 copy: the query, key and value projections of one
// activation convert it once; each weight has its own.
// CHECK-LABEL: func.func @shared
// CHECK-NEXT: %[[X:.*]] = stablehlo.convert %arg0 : (tensor<4x8xbf16>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[Q:.*]] = stablehlo.convert %arg1 : (tensor<8x6xbf16>) -> tensor<8x6xf32>
// CHECK-NEXT: stablehlo.dot_general %[[X]], %[[Q]]
// CHECK-NEXT: stablehlo.convert
// CHECK-NEXT: %[[K:.*]] = stablehlo.convert %arg2 : (tensor<8x6xbf16>) -> tensor<8x6xf32>
// CHECK-NEXT: stablehlo.dot_general %[[X]], %[[K]]
// CHECK-NEXT: stablehlo.convert
// CHECK-NEXT: stablehlo.dot_general %[[X]], %[[Q]]
// CHECK-NOT:  stablehlo.convert %arg
func.func @shared(%x: tensor<4x8xbf16>, %q: tensor<8x6xbf16>, %k: tensor<8x6xbf16>) -> (tensor<4x6xbf16>, tensor<4x6xbf16>, tensor<4x6xbf16>) {
  %0 = stablehlo.dot_general %x, %q, contracting_dims = [1] x [0] : (tensor<4x8xbf16>, tensor<8x6xbf16>) -> tensor<4x6xbf16>
  %1 = stablehlo.dot_general %x, %k, contracting_dims = [1] x [0] : (tensor<4x8xbf16>, tensor<8x6xbf16>) -> tensor<4x6xbf16>
  %2 = stablehlo.dot_general %x, %q, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x8xbf16>, tensor<8x6xbf16>) -> tensor<4x6xbf16>
  return %0, %1, %2 : tensor<4x6xbf16>, tensor<4x6xbf16>, tensor<4x6xbf16>
}

// Left as they are: f32 operands; an f64 result; an algorithm naming
// bf16 precisions; integers.
// CHECK-LABEL: func.func @kept
// CHECK-NOT:  stablehlo.convert
func.func @kept(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>, %h: tensor<3x4xf16>, %g: tensor<4x5xbf16>, %gh: tensor<4x5xf16>, %hb: tensor<3x4xbf16>, %i: tensor<3x4xi8>, %j: tensor<4x5xi8>) -> (tensor<3x5xf32>, tensor<3x5xf64>, tensor<3x5xf32>, tensor<3x5xi32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %2 = stablehlo.dot_general %h, %gh, contracting_dims = [1] x [0] : (tensor<3x4xf16>, tensor<4x5xf16>) -> tensor<3x5xf64>
  %3 = stablehlo.dot_general %hb, %g, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xbf16>, tensor<4x5xbf16>) -> tensor<3x5xf32>
  %4 = stablehlo.dot_general %i, %j, contracting_dims = [1] x [0] : (tensor<3x4xi8>, tensor<4x5xi8>) -> tensor<3x5xi32>
  return %0, %2, %3, %4 : tensor<3x5xf32>, tensor<3x5xf64>, tensor<3x5xf32>, tensor<3x5xi32>
}
