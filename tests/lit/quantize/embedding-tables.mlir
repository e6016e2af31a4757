// An embedding table that a gather reads is stored as int8 in every mode (per tensor, the scale its
// largest magnitude over 127): the gather moves int8 rows and a uniform_dequantize follows it. The CPU
// backend gathers the int8 rows natively (lower-quantized runs the gather on the storage integers) and
// dequantizes only the rows gathered.
// RUN: %hlx quantize %s --mode=weight-only | FileCheck %s
// RUN: %hlx quantize %s --mode=dynamic | FileCheck %s
// RUN: %hlx quantize %s --mode=static --calibration=random:2 | FileCheck %s
// RUN: %hlx quantize %s --mode=weight-only --ops=dot | FileCheck %s --check-prefix=FLOAT-TABLE

// The table, 0.25 * row - 0.5 * column: its largest magnitude 15.75 (row 63, column 0), scale 0.124.
// CHECK:      %[[T:.*]] = "stablehlo.constant"() {value = dense<"0x{{.*}}"> : tensor<64x16xi8>} : () -> tensor<64x16x!quant.uniform<i8:f32, 0.12401574850082397>>
// CHECK:      %[[G:.*]] = "stablehlo.gather"(%[[T]], %arg0) {{.*}} -> tensor<2x3x16x!quant.uniform<i8:f32, 0.12401574850082397>>
// CHECK-NEXT: %[[R:.*]] = stablehlo.uniform_dequantize %[[G]] : ({{.*}}) -> tensor<2x3x16xf32>
// CHECK-NOT:  tensor<64x16xf32>

// --ops without gather keeps the table float.
// FLOAT-TABLE: "stablehlo.gather"(%{{.*}}, %arg0) {{.*}} : (tensor<64x16xf32>, tensor<2x3xi32>) -> tensor<2x3x16xf32>

// RUN: %hlx quantize %s --mode=weight-only -o %t.mlir
// RUN: %hlx run %t.mlir --print-after-all | FileCheck %s --check-prefix=PLAN
// PLAN-LABEL: ----- fusion plan -----
// PLAN:       native stablehlo.gather
// PLAN-NOT:   evaluate
// RUN: %hlx run %t.mlir --backend=interp --save-outputs=%t.interp.npz
// RUN: %hlx run %t.mlir --backend=cpu --save-outputs=%t.cpu.npz
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-6
// RUN: %hlx run %s --backend=interp --save-outputs=%t.float.npz
// RUN: %hlx compare %t.float.npz %t.interp.npz --min-sqnr=30

func.func @main(%ids: tensor<2x3xi32>) -> (tensor<2x3x16xf32>, tensor<2x3x8xf32>) {
  %row = stablehlo.iota dim = 0 : tensor<64x16xf32>
  %col = stablehlo.iota dim = 1 : tensor<64x16xf32>
  %quarter = stablehlo.constant dense<0.25> : tensor<64x16xf32>
  %half = stablehlo.constant dense<0.5> : tensor<64x16xf32>
  %r = stablehlo.multiply %row, %quarter : tensor<64x16xf32>
  %c = stablehlo.multiply %col, %half : tensor<64x16xf32>
  %table = stablehlo.subtract %r, %c : tensor<64x16xf32>
  %e = "stablehlo.gather"(%table, %ids) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 16>, indices_are_sorted = false} : (tensor<64x16xf32>, tensor<2x3xi32>) -> tensor<2x3x16xf32>
  %w = stablehlo.constant dense<[[0.5, -0.25, 0.125, 1.0, -1.0, 0.75, 0.0, 0.25], [0.25, 0.5, -0.5, 0.0, 1.0, -0.75, 0.5, 0.125]]> : tensor<2x8xf32>
  %wide = stablehlo.concatenate %w, %w, %w, %w, %w, %w, %w, %w, dim = 0 : (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<16x8xf32>
  %d = stablehlo.dot_general %e, %wide, contracting_dims = [2] x [0] : (tensor<2x3x16xf32>, tensor<16x8xf32>) -> tensor<2x3x8xf32>
  return %e, %d : tensor<2x3x16xf32>, tensor<2x3x8xf32>
}
