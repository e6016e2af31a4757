// Programs the verifier accepts although they look unusual: dynamic dimensions, quantized operands with
// different scales, gather whose index_vector_dim is omitted (it reads as 0, as MLIR prints it), and a
// collective_broadcast with a dynamic root operand.
// RUN: %hlx check %s | FileCheck %s
// CHECK: 1 passed, 0 failed

func.func @dynamic(%a: tensor<?x3xf32>, %b: tensor<2x?xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.add %a, %b : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

!qa = !quant.uniform<i8:f32, 0.5>
!qb = !quant.uniform<i8:f32, 0.25:3>
func.func @quantized(%a: tensor<2x!qa>, %b: tensor<2x!qb>) -> tensor<2x!qa> {
  %0 = stablehlo.add %a, %b : (tensor<2x!qa>, tensor<2x!qb>) -> tensor<2x!qa>
  func.return %0 : tensor<2x!qa>
}

// -----

func.func @gather_default_index_vector_dim(%a: tensor<3x4xf32>, %i: tensor<1x2xi32>) -> tensor<2x4xf32> {
  %0 = "stablehlo.gather"(%a, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0]>,
    slice_sizes = array<i64: 1, 4>
  } : (tensor<3x4xf32>, tensor<1x2xi32>) -> tensor<2x4xf32>
  func.return %0 : tensor<2x4xf32>
}

// -----

func.func @dynamic_root(%a: tensor<1x2xi64>, %b: tensor<1x2xi64>, %root: tensor<2xi32>) -> (tensor<1x2xi64>, tensor<1x2xi64>) {
  %0:2 = "stablehlo.collective_broadcast"(%a, %b, %root) {
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root
  } : (tensor<1x2xi64>, tensor<1x2xi64>, tensor<2xi32>) -> (tensor<1x2xi64>, tensor<1x2xi64>)
  func.return %0#0, %0#1 : tensor<1x2xi64>, tensor<1x2xi64>
}
