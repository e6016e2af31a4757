// Collectives on a grid of 2 replicas x 2 partitions (processes 0..3, replica-major), in each mode.

// RUN: %hlx run --backend=interp %s --case=0
// RUN: %hlx run --backend=cpu %s --case=0
// RUN: %hlx run --backend=interp %s --case=1
// RUN: %hlx run --backend=cpu %s --case=1
// RUN: %hlx run --backend=interp %s --case=2
// RUN: %hlx run --backend=cpu %s --case=2

// cross_replica sums over replicas within a partition; cross_partition (all_to_all with a channel)
// within a replica; flattened_ids groups processes by their global ids.
module {
  func.func @sum(%x: tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) {
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.add %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    %p = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.maximum %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<2xi64>) -> tensor<2xi64>
    %f = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.subtract %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[3, 0], [1, 2]]> : tensor<2x2xi64>, use_global_device_ids,
        channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>} : (tensor<2xi64>) -> tensor<2xi64>
    return %r, %p, %f : tensor<2xi64>, tensor<2xi64>, tensor<2xi64>
  }
  func.func @main() {
    %x0 = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %x1 = stablehlo.constant dense<[10, 20]> : tensor<2xi64>
    %x2 = stablehlo.constant dense<[100, 200]> : tensor<2xi64>
    %x3 = stablehlo.constant dense<[1000, 2000]> : tensor<2xi64>
    %r:12 = "interpreter.run_parallel"(%x0, %x1, %x2, %x3) {programs = [[@sum, @sum], [@sum, @sum]]}
      : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
    // Process 0 (replica 0, partition 0): replicas of partition 0 are processes 0 and 2.
    check.expect_eq_const %r#0, dense<[101, 202]> : tensor<2xi64>
    // cross_replica_and_partition over replicas {0, 1}: every process.
    check.expect_eq_const %r#1, dense<[1000, 2000]> : tensor<2xi64>
    // flattened ids [3, 0]: 1000 - 1.
    check.expect_eq_const %r#2, dense<[999, 1998]> : tensor<2xi64>
    check.expect_eq_const %r#3, dense<[1010, 2020]> : tensor<2xi64>
    // flattened ids [1, 2]: 10 - 100.
    check.expect_eq_const %r#5, dense<[-90, -180]> : tensor<2xi64>
    check.expect_eq_const %r#8, dense<[-90, -180]> : tensor<2xi64>
    check.expect_eq_const %r#11, dense<[999, 1998]> : tensor<2xi64>
    func.return
  }
}

// -----

// all_gather and collective_permute across partitions (a channel id), and partition_id.
module {
  func.func @step(%x: tensor<1xi64>) -> (tensor<2xi64>, tensor<1xi64>, tensor<ui32>) {
    %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, use_global_device_ids}
      : (tensor<1xi64>) -> tensor<2xi64>
    %p = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>} : (tensor<1xi64>) -> tensor<1xi64>
    %id = stablehlo.partition_id : tensor<ui32>
    return %g, %p, %id : tensor<2xi64>, tensor<1xi64>, tensor<ui32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[7]> : tensor<1xi64>
    %b = stablehlo.constant dense<[8]> : tensor<1xi64>
    %r:6 = "interpreter.run_parallel"(%a, %b) {programs = [[@step, @step]]}
      : (tensor<1xi64>, tensor<1xi64>) -> (tensor<2xi64>, tensor<1xi64>, tensor<ui32>, tensor<2xi64>, tensor<1xi64>, tensor<ui32>)
    check.expect_eq_const %r#0, dense<[8, 7]> : tensor<2xi64>
    check.expect_eq_const %r#1, dense<[0]> : tensor<1xi64>
    check.expect_eq_const %r#2, dense<0> : tensor<ui32>
    check.expect_eq_const %r#3, dense<[8, 7]> : tensor<2xi64>
    check.expect_eq_const %r#4, dense<[7]> : tensor<1xi64>
    check.expect_eq_const %r#5, dense<1> : tensor<ui32>
    func.return
  }
}

// -----

// reduce_scatter over a group listed out of order.
module {
  func.func @scatter(%x: tensor<4xf32>) -> tensor<2xf32> {
    %r = "stablehlo.reduce_scatter"(%x) ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }) {scatter_dimension = 0 : i64, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>}
      : (tensor<4xf32>) -> tensor<2xf32>
    return %r : tensor<2xf32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
    %b = stablehlo.constant dense<[0.5, 0.5, 0.5, 0.5]> : tensor<4xf32>
    %r:2 = "interpreter.run_parallel"(%a, %b) {programs = [[@scatter], [@scatter]]}
      : (tensor<4xf32>, tensor<4xf32>) -> (tensor<2xf32>, tensor<2xf32>)
    // Group order [1, 0]: replica 1 takes the first half.
    check.expect_eq_const %r#0, dense<[3.5, 4.5]> : tensor<2xf32>
    check.expect_eq_const %r#1, dense<[1.5, 2.5]> : tensor<2xf32>
    func.return
  }
}
