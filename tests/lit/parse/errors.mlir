// Each case is wrong in one way; the reader names the place and what it expected.
// RUN: %expect-exit 1 %hlx check %s 2>&1 | FileCheck %s

func.func @undefined_value() -> tensor<f32> {
  %0 = stablehlo.add %x, %x : tensor<f32>
  return %0 : tensor<f32>
}
// CHECK: errors.mlir:[[@LINE-3]]:22: error: use of undefined value '%x'

// -----

func.func @type_mismatch(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<2xi32>
  return %0 : tensor<2xf32>
}
// CHECK: errors.mlir:[[@LINE-3]]:22: error: operand has type tensor<2xf32> where its use says tensor<2xi32>

// -----

func.func @redefinition(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %arg0 : tensor<f32>
  %0 = stablehlo.abs %arg0 : tensor<f32>
  return %0 : tensor<f32>
}
// CHECK: errors.mlir:[[@LINE-3]]:3: error: redefinition of SSA value '%0'

// -----

func.func @bad_dense() -> tensor<2x2xi8> {
  %0 = stablehlo.constant dense<[[1, 2], [3]]> : tensor<2x2xi8>
  return %0 : tensor<2x2xi8>
}
// CHECK: errors.mlir:[[@LINE-3]]:42: error: dimension 1 of tensor<2x2xi8> has 2 elements, found 1

// -----

func.func @int_range() -> tensor<i8> {
  %0 = stablehlo.constant dense<300> : tensor<i8>
  return %0 : tensor<i8>
}
// CHECK: errors.mlir:[[@LINE-3]]:33: error: integer 300 does not fit in i8

// -----

func.func @hex_size() -> tensor<3xf32> {
  %0 = stablehlo.constant dense<"0x0000803F0000803F"> : tensor<3xf32>
  return %0 : tensor<3xf32>
}
// CHECK: errors.mlir:[[@LINE-3]]:32: error: hex data has 8 bytes, but tensor<3xf32> needs 12 (or 4 for a splat)

// -----

func.func @unknown_enum(%arg0: tensor<f32>) -> tensor<i1> {
  %0 = stablehlo.compare  ABOUT, %arg0, %arg0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}
// CHECK: errors.mlir:[[@LINE-3]]:27: error: 'ABOUT' is not a comparison_direction

// -----

func.func @unknown_struct_field(%arg0: tensor<2xf32>, %arg1: tensor<1xi32>) -> tensor<f32> {
  %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<collapsed_dims = [0]>, slice_sizes = array<i64: 1>}> : (tensor<2xf32>, tensor<1xi32>) -> tensor<f32>
  return %0 : tensor<f32>
}
// CHECK: errors.mlir:[[@LINE-3]]:81: error: 'collapsed_dims' is not a field of #stablehlo.gather

// -----

func.func @undefined_block(%arg0: tensor<f32>) {
  cf.br ^bb7
}
// CHECK: errors.mlir:[[@LINE-2]]:9: error: reference to an undefined block '^bb7'

// -----

func.func @undefined_alias() -> tensor<f32> {
  %0 = stablehlo.constant dense<1.0> : tensor<f32> loc(#nowhere)
  return %0 : tensor<f32>
}
// CHECK: errors.mlir:[[@LINE-3]]:56: error: undefined attribute alias '#nowhere'

// -----

func.func @unterminated(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.custom_call @f(%arg0) {backend_config = "abc} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
// CHECK: errors.mlir:[[@LINE-3]]:58: error: unterminated string

// CHECK: 0 passed, 1 failed
