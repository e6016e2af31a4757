// Collectives inside compiled while loops on 4 partitions: a ring all-reduce, three collective_permute
// steps that pass each partition's running value to the next, every partition adding what it receives;
// then an all_reduce of the partition ids scaled into a kernel. Each meeting of a loop meets the same
// iteration on the other devices; the results are the evaluator's bits.

// RUN: %hlx run --backend=cpu --num-partitions=4 --print-after-all %s | FileCheck %s
// RUN: %hlx run --backend=cpu --num-partitions=4 --print-outputs %s > %t.cpu
// RUN: %hlx run --backend=interp --num-partitions=4 --print-outputs %s > %t.interp
// RUN: diff %t.cpu %t.interp
// RUN: FileCheck %s --check-prefix=OUT < %t.cpu

// CHECK-LABEL: ----- memory plan -----
// CHECK: while (cond: {{[0-9]+}} steps, body: {{[0-9]+}} steps)
// CHECK-NOT: evaluate

// Every partition ends with the sum of all four inputs (the same on each) and 0+1+2+3 = 6.
// OUT: process 0:
// OUT-NEXT: tensor<3xi64> {
// OUT-NEXT: [[SUM:\[.*\]]]
// OUT-NEXT: }
// OUT-NEXT: tensor<f32> {6}
// OUT: process 3:
// OUT-NEXT: tensor<3xi64> {
// OUT-NEXT: [[SUM]]
// OUT-NEXT: }
// OUT-NEXT: tensor<f32> {6}
func.func @main(%x: tensor<3xi64>) -> (tensor<3xi64>, tensor<f32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %n, %acc, %send = stablehlo.while(%k = %zero, %a = %x, %s = %x) : tensor<i32>, tensor<3xi64>, tensor<3xi64>
  cond {
    %c = stablehlo.compare LT, %k, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %got = "stablehlo.collective_permute"(%s) {
        source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<3xi64>) -> tensor<3xi64>
    %a2 = stablehlo.add %a, %got : tensor<3xi64>
    %k2 = stablehlo.add %k, %one : tensor<i32>
    stablehlo.return %k2, %a2, %got : tensor<i32>, tensor<3xi64>, tensor<3xi64>
  }
  %p = stablehlo.partition_id : tensor<ui32>
  %f = stablehlo.convert %p : (tensor<ui32>) -> tensor<f32>
  %ids = "stablehlo.all_reduce"(%f) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, use_global_device_ids} : (tensor<f32>) -> tensor<f32>
  return %acc, %ids : tensor<3xi64>, tensor<f32>
}
