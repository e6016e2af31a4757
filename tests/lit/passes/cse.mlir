// cse: identical pure ops merge into the first, in op order, ops with regions among them when their
// regions pair up; ops that differ in an attribute, a type, an operand or a region, ops with effects,
// and ops of sibling regions stay apart.

// RUN: %hlx opt --passes=cse %s | FileCheck %s

// CHECK-LABEL: func.func @merge
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<2.0> : tensor<4xf32>
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %arg0, %[[C]] : tensor<4xf32>
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %[[A]], %[[A]] : tensor<4xf32>
// CHECK-NEXT: return %[[M]], %[[M]]
func.func @merge(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = stablehlo.constant dense<2.0> : tensor<4xf32>
  %c1 = stablehlo.constant dense<2.0> : tensor<4xf32>
  %0 = stablehlo.add %x, %c0 : tensor<4xf32>
  %1 = stablehlo.add %x, %c1 : tensor<4xf32>
  %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
  %3 = stablehlo.multiply %1, %0 : tensor<4xf32>
  return %2, %3 : tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @differ
// CHECK-COUNT-2: stablehlo.constant
// CHECK-COUNT-2: stablehlo.compare
// CHECK-COUNT-2: stablehlo.transpose
// CHECK-COUNT-2: stablehlo.convert
// CHECK-COUNT-2: stablehlo.custom_call
func.func @differ(%x: tensor<2x2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf64>, tensor<2x2xf16>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %c0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %c1 = stablehlo.constant dense<[1.0, 3.0]> : tensor<2xf32>
  %0 = stablehlo.compare LT, %x, %x : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
  %1 = stablehlo.compare GT, %x, %x : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
  %2 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %3 = stablehlo.transpose %x, dims = [0, 1] : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %4 = stablehlo.convert %x : (tensor<2x2xf32>) -> tensor<2x2xf64>
  %5 = stablehlo.convert %x : (tensor<2x2xf32>) -> tensor<2x2xf16>
  %6 = stablehlo.custom_call @foo(%x) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %7 = stablehlo.custom_call @foo(%x) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  return %c0, %c1, %0, %1, %2, %3, %4, %5, %6, %7 : tensor<2xf32>, tensor<2xf32>, tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf64>, tensor<2x2xf16>, tensor<2x2xf32>, tensor<2x2xf32>
}

// An op in a region merges with one before it in an enclosing block; ops of the two branches of an if
// do not merge with each other.
// CHECK-LABEL: func.func @regions
// CHECK: %[[N:.*]] = stablehlo.negate %arg0
// CHECK: stablehlo.if
// CHECK-NEXT: %[[E:.*]] = stablehlo.exponential %[[N]]
// CHECK-NEXT: stablehlo.return %[[E]]
// CHECK: %[[E2:.*]] = stablehlo.exponential %[[N]]
// CHECK-NEXT: stablehlo.return %[[E2]]
func.func @regions(%x: tensor<4xf32>, %p: tensor<i1>) -> (tensor<4xf32>, tensor<4xf32>) {
  %n = stablehlo.negate %x : tensor<4xf32>
  %0 = "stablehlo.if"(%p) ({
    %n1 = stablehlo.negate %x : tensor<4xf32>
    %e = stablehlo.exponential %n1 : tensor<4xf32>
    stablehlo.return %e : tensor<4xf32>
  }, {
    %e = stablehlo.exponential %n : tensor<4xf32>
    stablehlo.return %e : tensor<4xf32>
  }) : (tensor<i1>) -> tensor<4xf32>
  return %n, %0 : tensor<4xf32>, tensor<4xf32>
}

// Constants whose data is elsewhere (elided weights share one handle) are not merged.
// CHECK-LABEL: func.func @resources
// CHECK-COUNT-2: stablehlo.constant dense_resource<__elided__>
func.func @resources() -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = stablehlo.constant dense_resource<__elided__> : tensor<2xf32>
  %1 = stablehlo.constant dense_resource<__elided__> : tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// Ops with regions merge when their regions compute the same: the second mean of a layer norm, written
// out again, is the first. Bodies that differ in an op, or that read different values from outside,
// stay apart.
// CHECK-LABEL: func.func @region_ops
// CHECK: %[[S:.*]] = stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.add
// CHECK-NOT: stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.add
// CHECK: stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.maximum
// CHECK: %[[I:.*]] = "stablehlo.if"(%arg1)
// CHECK: stablehlo.multiply %arg0, %arg2
// CHECK: stablehlo.multiply %arg0, %arg3
// CHECK: return %[[S]], %[[S]], %{{.*}}, %[[I]], %[[I]], %{{.*}}
func.func @region_ops(%x: tensor<2x4xf32>, %p: tensor<i1>, %a: tensor<2x4xf32>, %b: tensor<2x4xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
  %s1 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
  %m = stablehlo.reduce(%x init: %zero) applies stablehlo.maximum across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
  %i0 = "stablehlo.if"(%p) ({
    %e = stablehlo.multiply %x, %a : tensor<2x4xf32>
    stablehlo.return %e : tensor<2x4xf32>
  }, {
    stablehlo.return %x : tensor<2x4xf32>
  }) : (tensor<i1>) -> tensor<2x4xf32>
  %i1 = "stablehlo.if"(%p) ({
    %e = stablehlo.multiply %x, %a : tensor<2x4xf32>
    stablehlo.return %e : tensor<2x4xf32>
  }, {
    stablehlo.return %x : tensor<2x4xf32>
  }) : (tensor<i1>) -> tensor<2x4xf32>
  %i2 = "stablehlo.if"(%p) ({
    %e = stablehlo.multiply %x, %b : tensor<2x4xf32>
    stablehlo.return %e : tensor<2x4xf32>
  }, {
    stablehlo.return %x : tensor<2x4xf32>
  }) : (tensor<i1>) -> tensor<2x4xf32>
  return %s0, %s1, %m, %i0, %i1, %i2 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
}
