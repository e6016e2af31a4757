// Programs inline-manual-computations refuses, each with the place and the reason: they would need SPMD
// partitioning (or are malformed). One program per split file.

// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: %expect-exit 1 %hlx opt --passes=inline-manual-computations %t/partial.mlir 2>&1 | FileCheck %s --check-prefix=PARTIAL
// RUN: %expect-exit 1 %hlx opt --passes=inline-manual-computations %t/global-op.mlir 2>&1 | FileCheck %s --check-prefix=GLOBAL-OP
// RUN: %expect-exit 1 %hlx opt --passes=inline-manual-computations %t/reshard.mlir 2>&1 | FileCheck %s --check-prefix=RESHARD
// RUN: %expect-exit 1 %hlx opt --passes=inline-manual-computations %t/result-sharding.mlir 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: %expect-exit 1 %hlx opt --passes=inline-manual-computations %t/global-result.mlir 2>&1 | FileCheck %s --check-prefix=GLOBAL-RESULT
// RUN: %expect-exit 1 %hlx opt --passes=inline-manual-computations %t/uneven.mlir 2>&1 | FileCheck %s --check-prefix=UNEVEN
// RUN: %expect-exit 1 %hlx opt --passes=inline-manual-computations %t/mesh-size.mlir 2>&1 | FileCheck %s --check-prefix=MESH-SIZE
// RUN: %expect-exit 1 %hlx opt --passes=inline-manual-computations %t/body-type.mlir 2>&1 | FileCheck %s --check-prefix=BODY-TYPE
// RUN: %expect-exit 1 %hlx opt --passes=inline-manual-computations %t/constraint.mlir 2>&1 | FileCheck %s --check-prefix=CONSTRAINT

//--- partial.mlir
// PARTIAL: partial.mlir:[[@LINE+5]]:5: sdy.manual_computation leaves the mesh axes {"b"} of @m automatic (manual_axes #sdy<manual_axes{"a"}>); the program needs SPMD partitioning (spmd-partition)
// A manual computation over some of the mesh's axes.
module @partial {
  sdy.mesh @m = <["a"=2, "b"=2]>
  func.func @main(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@m, [{"a"}, {}]>}) -> tensor<4x4xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@m, [{"a"}, {}]>] out_shardings=[<@m, [{"a"}, {}]>] manual_axes={"a"} (%x: tensor<2x4xf32>) {
      sdy.return %x : tensor<2x4xf32>
    } : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}

//--- global-op.mlir
// GLOBAL-OP: global-op.mlir:[[@LINE+8]]:5: stablehlo.slice outside sdy.manual_computation works on the global shape of a value sharded as <@m, [{"x"}]>; the program needs SPMD partitioning
// An op on the global shape of a sharded value.
module @global_op {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> tensor<2xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@m, [{"x"}]>] out_shardings=[<@m, [{"x"}]>] manual_axes={"x"} (%x: tensor<2xf32>) {
      sdy.return %x : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.slice %0 [0:2] : (tensor<4xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
}

//--- reshard.mlir
// RESHARD: reshard.mlir:[[@LINE+5]]:5: operand 0 of sdy.manual_computation is sharded as <@m, [{"x"}]> but taken as <@m, [{}]>; the program needs SPMD partitioning
// An argument sharded one way, taken another.
module @reshard {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> tensor<4xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@m, [{}]>] out_shardings=[<@m, [{}]>] manual_axes={"x"} (%x: tensor<4xf32>) {
      sdy.return %x : tensor<4xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

//--- result-sharding.mlir
// RESULT: result-sharding.mlir:[[@LINE+8]]:5: result 0 of @main is declared as <@m, [{}]> but computed as <@m, [{"x"}]>; the program needs SPMD partitioning
// A result declared with another sharding than the manual computation gives it.
module @result_sharding {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@m, [{}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@m, [{"x"}]>] out_shardings=[<@m, [{"x"}]>] manual_axes={"x"} (%x: tensor<2xf32>) {
      sdy.return %x : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

//--- global-result.mlir
// GLOBAL-RESULT: global-result.mlir:[[@LINE+8]]:5: stablehlo.negate outside sdy.manual_computation reads a global value; the program needs SPMD partitioning
// An op on an argument that no manual computation takes: its sharding is unknown.
module @global_result {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@m, [{"x"}]>] out_shardings=[<@m, [{"x"}]>] manual_axes={"x"} (%x: tensor<2xf32>) {
      sdy.return %x : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.negate %arg1 : tensor<4xf32>
    return %0, %1 : tensor<4xf32>, tensor<4xf32>
  }
}

//--- uneven.mlir
// UNEVEN: uneven.mlir:[[@LINE+5]]:5: operand 0 of sdy.manual_computation of type tensor<3xf32> is split by <@m, [{"x"}]> into 2 unequal pieces along dimension 0
// A dimension the mesh does not divide.
module @uneven {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@m, [{"x"}]>] out_shardings=[<@m, [{}]>] manual_axes={"x"} (%x: tensor<2xf32>) {
      %1 = stablehlo.constant dense<0.0> : tensor<3xf32>
      sdy.return %1 : tensor<3xf32>
    } : (tensor<3xf32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}

//--- mesh-size.mlir
// MESH-SIZE: mesh-size.mlir:[[@LINE+5]]:5: runs over the mesh @m of 2 devices in a program of 8 partitions
// A mesh of another size than the program's partitions.
module @mesh_size attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> tensor<4xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@m, [{"x"}]>] out_shardings=[<@m, [{"x"}]>] manual_axes={"x"} (%x: tensor<2xf32>) {
      sdy.return %x : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

//--- body-type.mlir
// BODY-TYPE: body-type.mlir:[[@LINE+5]]:5: operand 0 of sdy.manual_computation of type tensor<8xf32> sharded as <@m, [{"x"}]> has shards of type tensor<4xf32>, but the body takes tensor<2xf32>
// A body whose argument is not the shard's type.
module @body_type {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@m, [{"x"}]>] out_shardings=[<@m, [{"x", ?}]>] manual_axes={"x"} (%x: tensor<2xf32>) {
      %1 = stablehlo.concatenate %x, %x, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
      sdy.return %1 : tensor<4xf32>
    } : (tensor<8xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}

//--- constraint.mlir
// CONSTRAINT: constraint.mlir:[[@LINE+5]]:5: sdy.sharding_constraint reshards a value sharded as <@m, [{"x"}]> to <@m, [{}]>; the program needs SPMD partitioning
// A sharding constraint that reshards.
module @constraint {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> tensor<4xf32> {
    %0 = sdy.sharding_constraint %arg0 <@m, [{}]> : tensor<4xf32>
    %1 = sdy.manual_computation(%0) in_shardings=[<@m, [{}]>] out_shardings=[<@m, [{}]>] manual_axes={"x"} (%x: tensor<4xf32>) {
      sdy.return %x : tensor<4xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
