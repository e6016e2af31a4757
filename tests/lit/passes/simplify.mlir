// simplify: the rules of the table apply, to a fixed point; what is not exact (floats and -0.0, x * 0
// for floats, complex x * 1) stays.

// RUN: %hlx opt --passes=simplify %s | FileCheck %s

// CHECK-LABEL: func.func @integer_identities
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: %[[Z1:.*]] = stablehlo.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: %[[Z2:.*]] = stablehlo.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: return %arg0, %arg0, %[[Z]], %arg0, %arg0, %arg0, %[[Z]], %[[Z1]], %[[Z2]]
func.func @integer_identities(%x: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %zero = stablehlo.constant dense<0> : tensor<4xi32>
  %one = stablehlo.constant dense<1> : tensor<4xi32>
  %0 = stablehlo.add %x, %zero : tensor<4xi32>
  %1 = stablehlo.multiply %one, %x : tensor<4xi32>
  %2 = stablehlo.multiply %x, %zero : tensor<4xi32>
  %3 = stablehlo.subtract %x, %zero : tensor<4xi32>
  %4 = stablehlo.or %x, %zero : tensor<4xi32>
  %5 = stablehlo.xor %zero, %x : tensor<4xi32>
  %6 = stablehlo.and %x, %zero : tensor<4xi32>
  %7 = stablehlo.subtract %x, %x : tensor<4xi32>
  %8 = stablehlo.xor %x, %x : tensor<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// x + -0.0, x - 0.0, x * 1.0 and x / 1.0 are x for every float x.
// CHECK-LABEL: func.func @float_identities
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0
func.func @float_identities(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %negzero = stablehlo.constant dense<-0.0> : tensor<4xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<4xf32>
  %one = stablehlo.constant dense<1.0> : tensor<4xf32>
  %0 = stablehlo.add %x, %negzero : tensor<4xf32>
  %1 = stablehlo.subtract %x, %zero : tensor<4xf32>
  %2 = stablehlo.multiply %x, %one : tensor<4xf32>
  %3 = stablehlo.divide %x, %one : tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// Not rewritten: x + 0.0 (-0.0 + 0.0 is 0.0), x - -0.0 (same), x * 0.0 (NaN, inf, -0.0), complex x * 1,
// a constant that is not all ones, x - x for floats (inf - inf is NaN).
// CHECK-LABEL: func.func @float_negative
// CHECK: stablehlo.add %arg0, %{{.*}} : tensor<4xf32>
// CHECK: stablehlo.subtract %arg0, %{{.*}} : tensor<4xf32>
// CHECK: stablehlo.multiply %arg0, %{{.*}} : tensor<4xf32>
// CHECK: stablehlo.multiply %arg1, %{{.*}} : tensor<2xcomplex<f32>>
// CHECK: stablehlo.multiply %arg0, %{{.*}} : tensor<4xf32>
// CHECK: stablehlo.subtract %arg0, %arg0 : tensor<4xf32>
func.func @float_negative(%x: tensor<4xf32>, %z: tensor<2xcomplex<f32>>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2xcomplex<f32>>, tensor<4xf32>, tensor<4xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<4xf32>
  %negzero = stablehlo.constant dense<-0.0> : tensor<4xf32>
  %0 = stablehlo.add %x, %zero : tensor<4xf32>
  %1 = stablehlo.subtract %x, %negzero : tensor<4xf32>
  %2 = stablehlo.multiply %x, %zero : tensor<4xf32>
  %c1 = stablehlo.constant dense<(1.0, 0.0)> : tensor<2xcomplex<f32>>
  %3 = stablehlo.multiply %z, %c1 : tensor<2xcomplex<f32>>
  %mixed = stablehlo.constant dense<[1.0, 1.0, 1.0, 2.0]> : tensor<4xf32>
  %4 = stablehlo.multiply %x, %mixed : tensor<4xf32>
  %5 = stablehlo.subtract %x, %x : tensor<4xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2xcomplex<f32>>, tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @involutions
// CHECK-NEXT: return %arg0, %arg1, %arg0, %arg0
func.func @involutions(%x: tensor<4xf32>, %b: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.negate %x : tensor<4xf32>
  %1 = stablehlo.negate %0 : tensor<4xf32>
  %2 = stablehlo.not %b : tensor<4xi1>
  %3 = stablehlo.not %2 : tensor<4xi1>
  %4 = stablehlo.maximum %x, %x : tensor<4xf32>
  %5 = stablehlo.minimum %1, %1 : tensor<4xf32>
  return %1, %3, %4, %5 : tensor<4xf32>, tensor<4xi1>, tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @select
// CHECK-NEXT: %[[S:.*]] = stablehlo.select %arg2, %arg0, %arg1
// CHECK-NEXT: return %arg0, %arg1, %arg0, %[[S]]
func.func @select(%x: tensor<4xf32>, %y: tensor<4xf32>, %p: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %t = stablehlo.constant dense<true> : tensor<i1>
  %f = stablehlo.constant dense<false> : tensor<4xi1>
  %0 = stablehlo.select %t, %x, %y : tensor<i1>, tensor<4xf32>
  %1 = stablehlo.select %f, %x, %y : tensor<4xi1>, tensor<4xf32>
  %2 = stablehlo.select %p, %x, %x : tensor<4xi1>, tensor<4xf32>
  %3 = stablehlo.select %p, %x, %y : tensor<4xi1>, tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @shapes
// CHECK-NEXT: %[[R:.*]] = stablehlo.reshape %arg0 : (tensor<2x3xf32>) -> tensor<6xf32>
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %arg1, dims = [2, 0, 1] : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<3xf32>) -> tensor<5x4x3xf32>
// CHECK-NEXT: return %arg0, %[[R]], %arg1, %[[T]], %arg2, %[[B]], %arg0, %arg0, %arg0, %arg0, %arg0
func.func @shapes(%x: tensor<2x3xf32>, %y: tensor<2x3x4xf32>, %z: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<6xf32>, tensor<2x3x4xf32>, tensor<4x2x3xf32>, tensor<3xf32>, tensor<5x4x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %c = stablehlo.convert %x : tensor<2x3xf32>
  %r0 = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %r1 = stablehlo.reshape %r0 : (tensor<3x2xf32>) -> tensor<6xf32>
  %t0 = stablehlo.transpose %y, dims = [1, 2, 0] : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
  %t1 = stablehlo.transpose %t0, dims = [2, 0, 1] : (tensor<3x4x2xf32>) -> tensor<2x3x4xf32>
  %t2 = stablehlo.transpose %y, dims = [1, 0, 2] : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
  %t3 = stablehlo.transpose %t2, dims = [2, 1, 0] : (tensor<3x2x4xf32>) -> tensor<4x2x3xf32>
  %b0 = stablehlo.broadcast_in_dim %z, dims = [0] : (tensor<3xf32>) -> tensor<3xf32>
  %b1 = stablehlo.broadcast_in_dim %z, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
  %b2 = stablehlo.broadcast_in_dim %b1, dims = [1, 2] : (tensor<4x3xf32>) -> tensor<5x4x3xf32>
  %s = stablehlo.slice %x [0:2, 0:3] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %cat = stablehlo.concatenate %x, dim = 0 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %pv = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.pad %x, %pv, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %v0 = stablehlo.reverse %x, dims = [0, 1] : tensor<2x3xf32>
  %v1 = stablehlo.reverse %v0, dims = [1, 0] : tensor<2x3xf32>
  return %c, %r1, %t1, %t3, %b0, %b2, %s, %cat, %p, %v1, %x : tensor<2x3xf32>, tensor<6xf32>, tensor<2x3x4xf32>, tensor<4x2x3xf32>, tensor<3xf32>, tensor<5x4x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// Not rewritten: a reshape, transpose or broadcast that changes the type or order, a pad that cuts and
// adds, a slice with strides, a convert to another type.
// CHECK-LABEL: func.func @shapes_negative
// CHECK: stablehlo.reshape
// CHECK: stablehlo.transpose
// CHECK: stablehlo.broadcast_in_dim
// CHECK: stablehlo.pad
// CHECK: stablehlo.slice
// CHECK: stablehlo.convert
func.func @shapes_negative(%x: tensor<2x2xf32>) -> (tensor<4xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<1x2xf32>, tensor<2x2xf64>) {
  %0 = stablehlo.reshape %x : (tensor<2x2xf32>) -> tensor<4xf32>
  %1 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %2 = stablehlo.broadcast_in_dim %x, dims = [1, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %pv = stablehlo.constant dense<0.0> : tensor<f32>
  %3 = stablehlo.pad %x, %pv, low = [-1, 0], high = [1, 0], interior = [0, 0] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  %4 = stablehlo.slice %x [0:2:2, 0:2] : (tensor<2x2xf32>) -> tensor<1x2xf32>
  %5 = stablehlo.convert %x : (tensor<2x2xf32>) -> tensor<2x2xf64>
  return %0, %1, %2, %3, %4, %5 : tensor<4xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<1x2xf32>, tensor<2x2xf64>
}

// Rules apply inside nested regions, and to a fixed point: neg(neg(x * 1)) needs two rounds.
// CHECK-LABEL: func.func @nested
// CHECK: stablehlo.while
// CHECK: do {
// CHECK-NEXT: stablehlo.return %iterArg
func.func @nested(%x: tensor<4xi32>, %n: tensor<i1>) -> tensor<4xi32> {
  %0 = stablehlo.while(%iterArg = %x) : tensor<4xi32>
  cond {
    stablehlo.return %n : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<4xi32>
    %1 = stablehlo.multiply %iterArg, %one : tensor<4xi32>
    %2 = stablehlo.negate %1 : tensor<4xi32>
    %3 = stablehlo.negate %2 : tensor<4xi32>
    stablehlo.return %3 : tensor<4xi32>
  }
  return %0 : tensor<4xi32>
}

// compare(x, x) is known for integers (not for floats: NaN != NaN); an element of a tuple built in place
// is the tuple's operand.
// CHECK-LABEL: func.func @compare_and_tuples
// CHECK-DAG: %[[T:.*]] = stablehlo.constant dense<true> : tensor<4xi1>
// CHECK-DAG: %[[F:.*]] = stablehlo.constant dense<false> : tensor<4xi1>
// CHECK-DAG: %[[C:.*]] = stablehlo.compare EQ, %arg1, %arg1
// CHECK: return %[[T]], %[[F]], %[[C]], %arg1, %arg0
func.func @compare_and_tuples(%x: tensor<4xi32>, %y: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xf32>, tensor<4xi32>) {
  %0 = stablehlo.compare LE, %x, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %1 = stablehlo.compare LT, %x, %x : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %2 = stablehlo.compare EQ, %y, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %t = stablehlo.tuple %x, %y : tuple<tensor<4xi32>, tensor<4xf32>>
  %3 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<4xi32>, tensor<4xf32>>) -> tensor<4xf32>
  %4 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<4xi32>, tensor<4xf32>>) -> tensor<4xi32>
  return %0, %1, %2, %3, %4 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xf32>, tensor<4xi32>
}

// Two integer constants broadcast alike and added (or one subtracted) in turn become one constant: a
// quantized product's zero-point share and its bias, one oneDNN post-op instead of two. Two's complement
// sums, as the ops compute them: 100 - (-100) wraps in i8 as the ops wrap. Floats, and constants
// broadcast along other dimensions, stay.
// RUN: %hlx run %s --entry=constants_combined --backend=interp --seed=1 --save-outputs=%t.before.npz
// RUN: %hlx opt --passes=simplify %s > %t.simplified.mlir
// RUN: %hlx run %t.simplified.mlir --entry=constants_combined --backend=interp --seed=1 --save-outputs=%t.after.npz
// RUN: %hlx compare %t.before.npz %t.after.npz --rtol=0
// CHECK-LABEL: func.func @constants_combined
// CHECK:      %[[C:.*]] = stablehlo.constant dense<[9, 18, 27]> : tensor<3xi32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[C]], dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %arg0, %[[B]] : tensor<2x3xi32>
// CHECK:      stablehlo.constant dense<[-56, 0, -104]> : tensor<3xi8>
// CHECK-NEXT: stablehlo.broadcast_in_dim
// CHECK-NEXT: stablehlo.add %arg1, %{{.*}} : tensor<2x3xi8>
// CHECK:      stablehlo.subtract %arg2, %{{.*}} : tensor<2x3xf32>
// CHECK-NEXT: stablehlo.add %{{.*}}, %{{.*}} : tensor<2x3xf32>
// CHECK:      stablehlo.subtract %arg0, %{{.*}} : tensor<2x3xi32>
// CHECK-NEXT: stablehlo.add %{{.*}}, %{{.*}} : tensor<2x3xi32>
// CHECK:      return %[[S]]
func.func @constants_combined(%x: tensor<2x3xi32>, %w: tensor<2x3xi8>, %f: tensor<2x3xf32>) -> (tensor<2x3xi32>, tensor<2x3xi8>, tensor<2x3xf32>, tensor<2x3xi32>) {
  %k1 = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %k2 = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi32>
  %b1 = stablehlo.broadcast_in_dim %k1, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
  %b2 = stablehlo.broadcast_in_dim %k2, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
  %s = stablehlo.subtract %x, %b1 : tensor<2x3xi32>
  %a = stablehlo.add %s, %b2 : tensor<2x3xi32>
  // (w - (-100, 100, 4)) + (100, 100, -100), in i8.
  %m1 = stablehlo.constant dense<[-100, 100, 4]> : tensor<3xi8>
  %m2 = stablehlo.constant dense<[100, 100, -100]> : tensor<3xi8>
  %c1 = stablehlo.broadcast_in_dim %m1, dims = [1] : (tensor<3xi8>) -> tensor<2x3xi8>
  %c2 = stablehlo.broadcast_in_dim %m2, dims = [1] : (tensor<3xi8>) -> tensor<2x3xi8>
  %w1 = stablehlo.subtract %w, %c1 : tensor<2x3xi8>
  %w3 = stablehlo.add %w1, %c2 : tensor<2x3xi8>
  %fk1 = stablehlo.constant dense<[1.5, 2.5, 3.5]> : tensor<3xf32>
  %fb1 = stablehlo.broadcast_in_dim %fk1, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
  %fs = stablehlo.subtract %f, %fb1 : tensor<2x3xf32>
  %fa = stablehlo.add %fs, %fb1 : tensor<2x3xf32>
  %k3 = stablehlo.constant dense<[7, 8]> : tensor<2xi32>
  %b3 = stablehlo.broadcast_in_dim %k3, dims = [0] : (tensor<2xi32>) -> tensor<2x3xi32>
  %t = stablehlo.subtract %x, %b1 : tensor<2x3xi32>
  %u = stablehlo.add %t, %b3 : tensor<2x3xi32>
  return %a, %w3, %fa, %u : tensor<2x3xi32>, tensor<2x3xi8>, tensor<2x3xf32>, tensor<2x3xi32>
}
