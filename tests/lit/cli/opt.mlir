// `hlx opt` prints what it reads; cases come back separated by `// -----`.

// RUN: %hlx opt %s | FileCheck %s
// RUN: %hlx opt --print-debuginfo %s | FileCheck %s --check-prefix=DEBUG
// RUN: %hlx opt --generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @first
// CHECK: stablehlo.add %{{.*}}, %{{.*}} : tensor<2xf32>
// CHECK-NOT: loc(
// CHECK: // -----
// CHECK-LABEL: func.func @second
// CHECK: stablehlo.broadcast_in_dim %{{.*}}, dims = [0] : (tensor<3xi32>) -> tensor<3x5xi32>

// DEBUG: stablehlo.add {{.*}} loc(
// DEBUG: // -----

// GENERIC: "stablehlo.add"(%{{.*}}, %{{.*}}) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// GENERIC: // -----
// GENERIC: "stablehlo.broadcast_in_dim"

func.func @first(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %a : tensor<2xf32> loc("first.py":10:4)
  return %0 : tensor<2xf32>
}

// -----

func.func @second(%a: tensor<3xi32>) -> tensor<3x5xi32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<3xi32>) -> tensor<3x5xi32>
  return %0 : tensor<3x5xi32>
}
