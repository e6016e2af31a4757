// refine-shapes: a real_dynamic_slice whose start is only known at run time, but whose limit is that start
// plus a known size (as JAX exports it), becomes a dynamic_slice of that size; so in a called function too,
// and the call's result type follows.

// RUN: %hlx opt --passes=refine-shapes '--arg-types=tensor<i64>=3,tensor<3x4xf32>,tensor<2xi32>' %s | FileCheck %s

// CHECK-LABEL: func.func public @main(%arg0: tensor<i64>, %arg1: tensor<3x4xf32>, %arg2: tensor<2xi32>) -> (tensor<3x2xf32>, tensor<2x2xf32>)
// CHECK: %[[S0:.*]] = stablehlo.slice %{{.*}} [0:1]
// CHECK: %[[I0:.*]] = stablehlo.reshape %[[S0]] : (tensor<1xi32>) -> tensor<i32>
// CHECK: %[[S1:.*]] = stablehlo.slice %{{.*}} [1:2]
// CHECK: %[[I1:.*]] = stablehlo.reshape %[[S1]] : (tensor<1xi32>) -> tensor<i32>
// CHECK: stablehlo.dynamic_slice %arg1, %[[I0]], %[[I1]], sizes = [3, 2] : (tensor<3x4xf32>, tensor<i32>, tensor<i32>) -> tensor<3x2xf32>
// CHECK: call @corner(%arg1, %arg2) : (tensor<3x4xf32>, tensor<2xi32>) -> tensor<2x2xf32>
// CHECK: func.func private @corner(%arg0: tensor<3x4xf32>, %arg1: tensor<2xi32>) -> tensor<2x2xf32>
// CHECK: stablehlo.dynamic_slice %arg0, %{{.*}}, %{{.*}}, sizes = [2, 2]
// CHECK-NOT: real_dynamic_slice
func.func public @main(%arg0: tensor<i64>, %arg1: tensor<?x4xf32>, %arg2: tensor<2xi32>) -> (tensor<?x2xf32>, tensor<?x?xf32>) {
  %0 = stablehlo.convert %arg2 : tensor<2xi32>
  %1 = stablehlo.convert %arg2 : tensor<2xi32>
  %2 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32>
  %3 = stablehlo.reshape %2 : (tensor<i32>) -> tensor<1xi32>
  %4 = stablehlo.constant dense<2> : tensor<1xi32>
  %5 = stablehlo.concatenate %3, %4, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %6 = stablehlo.add %1, %5 : tensor<2xi32>
  %7 = stablehlo.constant dense<1> : tensor<2xi32>
  %8 = stablehlo.real_dynamic_slice %arg1, %0, %6, %7 : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x2xf32>
  %9 = call @corner(%arg1, %arg2) : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %8, %9 : tensor<?x2xf32>, tensor<?x?xf32>
}

func.func private @corner(%arg0: tensor<?x4xf32>, %arg1: tensor<2xi32>) -> tensor<?x?xf32> {
  %0 = stablehlo.constant dense<2> : tensor<2xi32>
  %1 = stablehlo.add %arg1, %0 : tensor<2xi32>
  %2 = stablehlo.constant dense<1> : tensor<2xi32>
  %3 = stablehlo.real_dynamic_slice %arg0, %arg1, %1, %2 : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  return %3 : tensor<?x?xf32>
}
