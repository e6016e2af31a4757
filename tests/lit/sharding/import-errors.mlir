// Malformed and inconsistent shardings: each is an error that says where (file:line:col), what was
// expected and what was found. One program per split file.

// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/axis-not-in-mesh.mlir 2>&1 | FileCheck %s --check-prefix=AXIS-NOT-IN-MESH
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/axis-twice.mlir 2>&1 | FileCheck %s --check-prefix=AXIS-TWICE
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/sub-axis.mlir 2>&1 | FileCheck %s --check-prefix=SUB-AXIS
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/unknown-mesh.mlir 2>&1 | FileCheck %s --check-prefix=UNKNOWN-MESH
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/rank.mlir 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/per-value-count.mlir 2>&1 | FileCheck %s --check-prefix=PER-VALUE-COUNT
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/syntax.mlir 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/priority.mlir 2>&1 | FileCheck %s --check-prefix=PRIORITY
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/mesh-axis-twice.mlir 2>&1 | FileCheck %s --check-prefix=MESH-AXIS-TWICE
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/mesh-device-ids.mlir 2>&1 | FileCheck %s --check-prefix=MESH-DEVICE-IDS
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/mesh-twice.mlir 2>&1 | FileCheck %s --check-prefix=MESH-TWICE
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/manual-axis.mlir 2>&1 | FileCheck %s --check-prefix=MANUAL-AXIS
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/manual-count.mlir 2>&1 | FileCheck %s --check-prefix=MANUAL-COUNT
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/manual-order.mlir 2>&1 | FileCheck %s --check-prefix=MANUAL-ORDER
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/frontend-sharding.mlir 2>&1 | FileCheck %s --check-prefix=FRONTEND-SHARDING
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/sdy-meshes.mlir 2>&1 | FileCheck %s --check-prefix=SDY-MESHES
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/hlo-tiles.mlir 2>&1 | FileCheck %s --check-prefix=HLO-TILES
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/hlo-device-range.mlir 2>&1 | FileCheck %s --check-prefix=HLO-DEVICE-RANGE
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/hlo-device-twice.mlir 2>&1 | FileCheck %s --check-prefix=HLO-DEVICE-TWICE
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/hlo-device-count.mlir 2>&1 | FileCheck %s --check-prefix=HLO-DEVICE-COUNT
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/hlo-transpose.mlir 2>&1 | FileCheck %s --check-prefix=HLO-TRANSPOSE
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/hlo-rank.mlir 2>&1 | FileCheck %s --check-prefix=HLO-RANK
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/hlo-partitions.mlir 2>&1 | FileCheck %s --check-prefix=HLO-PARTITIONS
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/hlo-maximal.mlir 2>&1 | FileCheck %s --check-prefix=HLO-MAXIMAL
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/hlo-device-counts.mlir 2>&1 | FileCheck %s --check-prefix=HLO-DEVICE-COUNTS
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/hlo-tuple.mlir 2>&1 | FileCheck %s --check-prefix=HLO-TUPLE
// RUN: %expect-exit 1 %hlx opt --passes=import-shardings %t/hlo-syntax.mlir 2>&1 | FileCheck %s --check-prefix=HLO-SYNTAX

//--- axis-not-in-mesh.mlir
// AXIS-NOT-IN-MESH: axis-not-in-mesh.mlir:[[@LINE+4]]:3: argument 0 of @main: sdy.sharding #sdy.sharding<@m, [{"z"}, {}]>: expected an axis of the mesh @m ("x", "y"), found "z"
// An axis the mesh does not have.
module {
  sdy.mesh @m = <["x"=2, "y"=2]>
  func.func @main(%a: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@m, [{"z"}, {}]>}) -> tensor<4x4xf32> {
    return %a : tensor<4x4xf32>
  }
}

//--- axis-twice.mlir
// AXIS-TWICE: axis-twice.mlir:[[@LINE+5]]:5: stablehlo.negate: sdy.sharding #sdy.sharding_per_value<[<@m, [{"x"}, {"y", "x"}]>]>: sharding 0: expected each axis used once, found "x" and "x"
// An axis used by two dimensions.
module {
  sdy.mesh @m = <["x"=2, "y"=2]>
  func.func @main(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.negate %a {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x"}, {"y", "x"}]>]>} : tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}

//--- sub-axis.mlir
// SUB-AXIS: sub-axis.mlir:[[@LINE+5]]:5: sdy.sharding_constraint: sharding #sdy.sharding<@m, [{"x":(2)4}, {}]>: expected a sub-axis (pre)size whose sizes divide the axis "x" of size 4, found "x":(2)4
// A sub-axis that does not divide its axis.
module {
  sdy.mesh @m = <["x"=4]>
  func.func @main(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = sdy.sharding_constraint %a <@m, [{"x":(2)4}, {}]> : tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}

//--- unknown-mesh.mlir
// UNKNOWN-MESH: unknown-mesh.mlir:[[@LINE+3]]:3: result 0 of @main: sdy.sharding #sdy.sharding<@m, [{}]>: expected the name of an sdy.mesh, found @m
// A mesh no sdy.mesh defines.
module {
  func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32> {sdy.sharding = #sdy.sharding<@m, [{}]>}) {
    return %a : tensor<4xf32>
  }
}

//--- rank.mlir
// RANK: rank.mlir:[[@LINE+4]]:3: argument 0 of @main: expected a sharding of 2 dimensions (for tensor<4x4xf32>), found <@m, [{"x"}]>
// A sharding of another rank than its value.
module {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%a: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}]>}) -> tensor<4x4xf32> {
    return %a : tensor<4x4xf32>
  }
}

//--- per-value-count.mlir
// PER-VALUE-COUNT: per-value-count.mlir:[[@LINE+5]]:5: stablehlo.negate: sdy.sharding #sdy.sharding_per_value<[<@m, [{}]>, <@m, [{}]>]>: expected 1 sharding(s) (one per result), found 2
// More shardings than results.
module {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.negate %a {sdy.sharding = #sdy.sharding_per_value<[<@m, [{}]>, <@m, [{}]>]>} : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

//--- syntax.mlir
// SYNTAX: syntax.mlir:[[@LINE+4]]:3: argument 0 of @main: sdy.sharding #sdy.sharding<@m, [{"x" ?}]>: expected ',' or '}', found '?'
// Malformed sharding text.
module {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%a: tensor<4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x" ?}]>}) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}

//--- priority.mlir
// PRIORITY: priority.mlir:[[@LINE+4]]:3: argument 0 of @main: sdy.sharding #sdy.sharding<@m, [{"x"}pp]>: expected a priority p0, p1, ..., found 'pp'
// A priority that is not pN.
module {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%a: tensor<4xf32> {sdy.sharding = #sdy.sharding<@m, [{"x"}pp]>}) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}

//--- mesh-axis-twice.mlir
// MESH-AXIS-TWICE: mesh-axis-twice.mlir:[[@LINE+3]]:3: sdy.mesh @m #sdy.mesh<["x"=2, "x"=4]>: expected distinct axis names, found "x" twice
// A mesh with two axes of one name.
module {
  sdy.mesh @m = <["x"=2, "x"=4]>
}

//--- mesh-device-ids.mlir
// MESH-DEVICE-IDS: mesh-device-ids.mlir:[[@LINE+3]]:3: sdy.mesh @m #sdy.mesh<["x"=2, "y"=2], device_ids=[0, 1, 2, 7]>: expected device ids from 0 to 3, found 7
// Device ids that are not the mesh's positions.
module {
  sdy.mesh @m = <["x"=2, "y"=2], device_ids=[0, 1, 2, 7]>
}

//--- mesh-twice.mlir
// MESH-TWICE: mesh-twice.mlir:[[@LINE+4]]:3: sdy.mesh: expected one mesh per name, found @m twice
// Two meshes of one name.
module {
  sdy.mesh @m = <["x"=2]>
  sdy.mesh @m = <["y"=2]>
}

//--- manual-axis.mlir
// MANUAL-AXIS: manual-axis.mlir:[[@LINE+5]]:5: sdy.manual_computation: manual_axes #sdy<manual_axes{"y"}>: expected an axis of the mesh @m, found "y"
// A manual axis the mesh does not have.
module {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = sdy.manual_computation(%a) in_shardings=[<@m, [{"x"}]>] out_shardings=[<@m, [{"x"}]>] manual_axes={"y"} (%l: tensor<2xf32>) {
      sdy.return %l : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

//--- manual-count.mlir
// MANUAL-COUNT: manual-count.mlir:[[@LINE+5]]:5: sdy.manual_computation: in_shardings: expected 1 sharding(s) (one per operand), found 2
// More in_shardings than operands.
module {
  sdy.mesh @m = <["x"=2]>
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = sdy.manual_computation(%a) in_shardings=[<@m, [{"x"}]>, <@m, [{"x"}]>] out_shardings=[<@m, [{"x"}]>] manual_axes={"x"} (%l: tensor<2xf32>) {
      sdy.return %l : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

//--- manual-order.mlir
// MANUAL-ORDER: manual-order.mlir:[[@LINE+5]]:5: sdy.manual_computation: in_sharding 0 <@m, [{"y", "x"}]>: expected the manual axes of a dimension before its free axes, found "x" after "y"
// A free axis before a manual one in a dimension.
module {
  sdy.mesh @m = <["x"=2, "y"=2]>
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0 = sdy.manual_computation(%a) in_shardings=[<@m, [{"y", "x"}]>] out_shardings=[<@m, [{"x"}]>] manual_axes={"x"} (%l: tensor<2xf32>) {
      sdy.return %l : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

//--- frontend-sharding.mlir
// FRONTEND-SHARDING: frontend-sharding.mlir:[[@LINE+3]]:3: argument 0 of @main: xla.sdy.sharding #sdy.sharding<@mesh, [{"b"}]>: expected an axis of the mesh @mesh ("a"), found "b"
// A bad sharding in JAX's Shardy export.
module attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=2]>}"}} {
  func.func @main(%a: tensor<4xf32> {mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding<@mesh, [{\22b\22}]>"}}) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}

//--- sdy-meshes.mlir
// SDY-MESHES: sdy-meshes.mlir:[[@LINE+2]]:1: the module's xla.sdy.meshes {mesh = #sdy.mesh<["a"=2], device_ids=[0, 0]>}: the mesh mesh: expected distinct device ids, found 0 twice
// A bad mesh in JAX's Shardy export.
module attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=2], device_ids=[0, 0]>}"}} {
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}

//--- hlo-tiles.mlir
// HLO-TILES: hlo-tiles.mlir:[[@LINE+3]]:3: argument 0 of @main: mhlo.sharding "{devices=[3]<=[8]}": expected tile dimensions [3] whose product is the 8 devices of <=[8], found 3 tiles
// A tile count that does not divide the devices.
module {
  func.func @main(%a: tensor<6xf32> {mhlo.sharding = "{devices=[3]<=[8]}"}) -> tensor<6xf32> {
    return %a : tensor<6xf32>
  }
}

//--- hlo-device-range.mlir
// HLO-DEVICE-RANGE: hlo-device-range.mlir:[[@LINE+3]]:3: argument 0 of @main: mhlo.sharding "{devices=[4]0,1,2,4}": expected device ids from 0 to 3, found 4
// A device id out of range.
module {
  func.func @main(%a: tensor<4xf32> {mhlo.sharding = "{devices=[4]0,1,2,4}"}) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}

//--- hlo-device-twice.mlir
// HLO-DEVICE-TWICE: hlo-device-twice.mlir:[[@LINE+3]]:3: argument 0 of @main: mhlo.sharding "{devices=[4]0,1,1,3}": expected each device once, found device 1 twice
// A device listed twice.
module {
  func.func @main(%a: tensor<4xf32> {mhlo.sharding = "{devices=[4]0,1,1,3}"}) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}

//--- hlo-device-count.mlir
// HLO-DEVICE-COUNT: hlo-device-count.mlir:[[@LINE+3]]:3: argument 0 of @main: mhlo.sharding "{devices=[2,2]0,1,2}": expected 4 device ids for the tile dimensions [2,2], found 3
// Fewer devices listed than tiles.
module {
  func.func @main(%a: tensor<4x4xf32> {mhlo.sharding = "{devices=[2,2]0,1,2}"}) -> tensor<4x4xf32> {
    return %a : tensor<4x4xf32>
  }
}

//--- hlo-transpose.mlir
// HLO-TRANSPOSE: hlo-transpose.mlir:[[@LINE+3]]:3: argument 0 of @main: mhlo.sharding "{devices=[2,2]<=[2,2]T(1,1)}": expected a permutation of the 2 reshape dimensions as the transpose, found T(1,1)
// A transpose that is not a permutation.
module {
  func.func @main(%a: tensor<4x4xf32> {mhlo.sharding = "{devices=[2,2]<=[2,2]T(1,1)}"}) -> tensor<4x4xf32> {
    return %a : tensor<4x4xf32>
  }
}

//--- hlo-rank.mlir
// HLO-RANK: hlo-rank.mlir:[[@LINE+4]]:5: stablehlo.negate: mhlo.sharding "{devices=[4]<=[4]}": expected 2 tile dimensions (the rank of tensor<4x4xf32>), found 1
// Tile dimensions for another rank.
module {
  func.func @main(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.negate %a {mhlo.sharding = "{devices=[4]<=[4]}"} : tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}

//--- hlo-partitions.mlir
// HLO-PARTITIONS: hlo-partitions.mlir:[[@LINE+3]]:3: argument 0 of @main: mhlo.sharding "{devices=[2,2]<=[4]}": expected a tile assignment over 8 devices (mhlo.num_partitions), found 4
// A tile assignment over other devices than the program's partitions.
module attributes {mhlo.num_partitions = 8 : i32} {
  func.func @main(%a: tensor<4x4xf32> {mhlo.sharding = "{devices=[2,2]<=[4]}"}) -> tensor<4x4xf32> {
    return %a : tensor<4x4xf32>
  }
}

//--- hlo-maximal.mlir
// HLO-MAXIMAL: hlo-maximal.mlir:[[@LINE+3]]:3: argument 0 of @main: mhlo.sharding "{maximal device=2}": expected a device id from 0 to 1 (mhlo.num_partitions is 2), found 2
// A maximal sharding on a device the program does not have.
module attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%a: tensor<4xf32> {mhlo.sharding = "{maximal device=2}"}) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}

//--- hlo-device-counts.mlir
// HLO-DEVICE-COUNTS: hlo-device-counts.mlir:[[@LINE+3]]:3: argument 1 of @main: mhlo.sharding "{devices=[2]<=[2]}": expected a tile assignment over the 4 devices of the module's other shardings, found 2
// Shardings over different numbers of devices.
module {
  func.func @main(%a: tensor<4xf32> {mhlo.sharding = "{devices=[4]<=[4]}"}, %b: tensor<4xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}

//--- hlo-tuple.mlir
// HLO-TUPLE: hlo-tuple.mlir:[[@LINE+4]]:5: stablehlo.custom_call: mhlo.sharding "{{[{][{]}}replicated}, {replicated}, {replicated}}": expected 2 sharding(s) (one per value), found 3
// A tuple sharding of another length than the results.
module {
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %0:2 = stablehlo.custom_call @f(%a) {mhlo.sharding = "{{replicated}, {replicated}, {replicated}}"} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    return %0#0 : tensor<4xf32>
  }
}

//--- hlo-syntax.mlir
// HLO-SYNTAX: hlo-syntax.mlir:[[@LINE+3]]:3: argument 0 of @main: mhlo.sharding "{devices=[4]<=[4] last_tile_dim_replicate=1}": expected '}' or a sharding attribute, found '='
// Malformed HLO sharding text.
module {
  func.func @main(%a: tensor<4xf32> {mhlo.sharding = "{devices=[4]<=[4] last_tile_dim_replicate=1}"}) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}
