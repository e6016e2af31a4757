// decompose-chlo: chlo ops become stablehlo ops, in every function and nested region, at the chlo op's
// location; the ops left for direct evaluation (erf, lgamma, complex asin, ...) stay.

// RUN: %hlx opt --passes=decompose-chlo %s | FileCheck %s
// RUN: %hlx opt --passes=decompose-chlo --print-debuginfo %s | FileCheck %s --check-prefix=LOC

// CHECK-LABEL: func.func @asin
// CHECK-NOT: chlo.
// CHECK: %[[ONE:.*]] = stablehlo.constant dense<1.0> : tensor<4xf32>
// CHECK: stablehlo.sqrt
// CHECK: %[[HALF:.*]] = stablehlo.atan2 %arg0, %{{.*}} : tensor<4xf32>
// CHECK: %[[TWO:.*]] = stablehlo.constant dense<2.0> : tensor<4xf32>
// CHECK: %[[R:.*]] = stablehlo.multiply %[[TWO]], %[[HALF]] : tensor<4xf32>
// CHECK: return %[[R]]
func.func @asin(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.asin %x : tensor<4xf32> -> tensor<4xf32> loc("asin.py":3:1)
  return %0 : tensor<4xf32>
}
// LOC: stablehlo.atan2 {{.*}} loc("asin.py":3:1)

// CHECK-LABEL: func.func @bf16_in_f32
// CHECK: stablehlo.convert %arg0 : (tensor<3xbf16>) -> tensor<3xf32>
// CHECK: stablehlo.atan2 {{.*}} : tensor<3xf32>
// CHECK: stablehlo.convert {{.*}} : (tensor<3xf32>) -> tensor<3xbf16>
func.func @bf16_in_f32(%x: tensor<3xbf16>) -> tensor<3xbf16> {
  %0 = chlo.atan %x : tensor<3xbf16> -> tensor<3xbf16>
  return %0 : tensor<3xbf16>
}

// CHECK-LABEL: func.func @is_inf
// CHECK: %[[A:.*]] = stablehlo.abs %arg0
// CHECK: %[[INF:.*]] = stablehlo.constant dense<0x7F800000> : tensor<2xf32>
// CHECK: stablehlo.compare EQ, %[[A]], %[[INF]] : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
func.func @is_inf(%x: tensor<2xf32>) -> tensor<2xi1> {
  %0 = chlo.is_inf %x : tensor<2xf32> -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @conj
// CHECK: %[[RE:.*]] = stablehlo.real %arg0
// CHECK: %[[IM:.*]] = stablehlo.imag %arg0
// CHECK: %[[NEG:.*]] = stablehlo.negate %[[IM]]
// CHECK: stablehlo.complex %[[RE]], %[[NEG]]
func.func @conj(%x: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %0 = chlo.conj %x : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// CHECK-LABEL: func.func @mulhi
// CHECK: stablehlo.convert %arg0 : (tensor<2xi16>) -> tensor<2xi32>
// CHECK: stablehlo.multiply
// CHECK: stablehlo.shift_right_arithmetic
// CHECK: stablehlo.convert {{.*}} : (tensor<2xi32>) -> tensor<2xi16>
func.func @mulhi(%a: tensor<2xi16>, %b: tensor<2xi16>) -> tensor<2xi16> {
  %0 = "chlo.mulhi"(%a, %b) : (tensor<2xi16>, tensor<2xi16>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// CHECK-LABEL: func.func @top_k
// CHECK: %[[IOTA:.*]] = stablehlo.iota dim = 1 : tensor<2x5xi32>
// CHECK: %[[S:.*]]:2 = "stablehlo.sort"(%arg0, %[[IOTA]])
// CHECK: stablehlo.compare GT, %{{.*}}, %{{.*}}, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK: {dimension = 1 : i64, is_stable = true}
// CHECK: stablehlo.slice %[[S]]#0 [0:2, 0:3]
// CHECK: stablehlo.slice %[[S]]#1 [0:2, 0:3]
func.func @top_k(%x: tensor<2x5xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %v, %i = chlo.top_k(%x, k = 3) : tensor<2x5xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %v, %i : tensor<2x3xf32>, tensor<2x3xi32>
}

// Nested regions are rewritten too.
// CHECK-LABEL: func.func @nested
// CHECK: stablehlo.if
// CHECK-NOT: chlo.
// CHECK: stablehlo.multiply %arg1, %arg1
func.func @nested(%p: tensor<i1>, %x: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.if"(%p) ({
    %1 = chlo.square %x : tensor<f32> -> tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }, {
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  return %0 : tensor<f32>
}

// Left for direct evaluation: special functions, complex inverse trigonometry, dynamic shapes.
// CHECK-LABEL: func.func @kept
// CHECK: chlo.erf %arg0
// CHECK: chlo.lgamma %arg0
// CHECK: chlo.asin %arg1
// CHECK: chlo.sinh %arg2
func.func @kept(%x: tensor<2xf32>, %z: tensor<2xcomplex<f64>>, %d: tensor<?xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xcomplex<f64>>, tensor<?xf32>) {
  %0 = chlo.erf %x : tensor<2xf32> -> tensor<2xf32>
  %1 = chlo.lgamma %x : tensor<2xf32> -> tensor<2xf32>
  %2 = chlo.asin %z : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  %3 = chlo.sinh %d : tensor<?xf32> -> tensor<?xf32>
  return %0, %1, %2, %3 : tensor<2xf32>, tensor<2xf32>, tensor<2xcomplex<f64>>, tensor<?xf32>
}
