// A program without shardings partitions to itself: every value replicated, every op as it was, and each
// partition computes what the whole program does.

// RUN: %hlx opt %s --passes=spmd-partition --num-partitions=4 | FileCheck %s
// CHECK: module attributes {mhlo.num_partitions = 4 : i32, mhlo.spmd_output_sharding = "{replicated}", mhlo.spmd_parameters_shardings = []}
// CHECK-NEXT: func.func public @main() -> (tensor<2x2xi32> {mhlo.sharding = "{replicated}"}) {
// CHECK-NEXT: %0 = stablehlo.constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-NEXT: %1 = stablehlo.dot_general %0, %0, contracting_dims = [1] x [0] : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
// CHECK-NEXT: %2 = stablehlo.add %1, %1 : tensor<2x2xi32>
// CHECK-NEXT: return %2 : tensor<2x2xi32>
// CHECK-NOT: all_
// CHECK-NOT: partition_id

// RUN: %hlx run %s --backend=interp --print-outputs | FileCheck %s --check-prefix=WHOLE
// RUN: %hlx run %s --backend=interp --passes=spmd-partition --num-partitions=4 --print-outputs | FileCheck %s --check-prefix=EACH
// WHOLE: {{\[\[}}14, 20], [30, 44]]
// EACH: process 0:
// EACH-NEXT: tensor<2x2xi32> {
// EACH-NEXT: {{\[\[}}14, 20], [30, 44]]
// EACH: process 3:
// EACH-NEXT: tensor<2x2xi32> {
// EACH-NEXT: {{\[\[}}14, 20], [30, 44]]

module {
  func.func public @main() -> tensor<2x2xi32> {
    %c = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
    %d = stablehlo.dot_general %c, %c, contracting_dims = [1] x [0] : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
    %e = stablehlo.add %d, %d : tensor<2x2xi32>
    return %e : tensor<2x2xi32>
  }
}
