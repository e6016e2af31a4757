// refine-shapes: dimension arguments and get_dimension_size fold into static shapes; the dynamic ops
// become their static forms; shape computations that fed them are gone.

// RUN: %hlx opt --passes=refine-shapes '--arg-types=tensor<i64>=3,tensor<3x4xf32>' %s | FileCheck %s
// hlx run picks a size for each dynamic dimension (--dynamic-dim) and gives dimension arguments that size.
// RUN: %hlx run %S/Inputs/dynamic-add.mlir --dynamic-dim=5 --print-outputs | FileCheck %s --check-prefix=DYN
// DYN: tensor<5x4xf32>
// RUN: %expect-exit 2 %hlx opt --passes=refine-shapes,no-such-pass %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: unknown pass 'no-such-pass' (passes: refine-shapes

// CHECK-LABEL: func.func public @main(%arg0: tensor<i64>, %arg1: tensor<3x4xf32>) -> tensor<2x3x4xf32>
// CHECK-NOT: dynamic
// CHECK-NOT: concatenate
// CHECK: stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<2x3x4xf32>
// CHECK: stablehlo.iota dim = 0 : tensor<3xi32>
// CHECK: call @twice(%{{.*}}) : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
// CHECK: func.func private @twice(%arg0: tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
func.func public @main(%arg0: tensor<i64>, %arg1: tensor<?x4xf32>) -> tensor<2x?x4xf32> {
  %0 = stablehlo.constant dense<2> : tensor<1xi32>
  %1 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
  %2 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32>
  %3 = stablehlo.get_dimension_size %arg1, dim = 1 : (tensor<?x4xf32>) -> tensor<i32>
  %4 = stablehlo.reshape %3 : (tensor<i32>) -> tensor<1xi32>
  %5 = stablehlo.concatenate %0, %2, %4, dim = 0 : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
  %6 = stablehlo.dynamic_broadcast_in_dim %arg1, %5, dims = [1, 2] : (tensor<?x4xf32>, tensor<3xi32>) -> tensor<2x?x4xf32>
  %7 = stablehlo.dynamic_iota %2, dim = 0 : (tensor<1xi32>) -> tensor<?xi32>
  %8 = call @twice(%6) : (tensor<2x?x4xf32>) -> tensor<2x?x4xf32>
  return %8 : tensor<2x?x4xf32>
}

func.func private @twice(%arg0: tensor<2x?x4xf32>) -> tensor<2x?x4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<2x?x4xf32>
  return %0 : tensor<2x?x4xf32>
}
