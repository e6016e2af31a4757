// VHLO ops whose attributes StableHLO spells differently (Inputs/write_bytecode.py windows-v1 and
// windows-v6) read as their text twin Inputs/windows.mlir does: a convolution's flattened dimension
// numbers, window tensors and spelled-out defaults, a reduce_window's default windows, a gather_v2's
// dimension numbers, a dot_general_v2's algorithm, an all_reduce's channel id and flag, the result
// accuracy of cbrt_v2 and sine_v2 (the default one left out).

// RUN: %python %S/Inputs/write_bytecode.py windows-v1 %t.v1.mlirbc
// RUN: %python %S/Inputs/write_bytecode.py windows-v6 %t.v6.mlirbc
// RUN: %hlx opt --generic %S/Inputs/windows.mlir > %t.text.generic
// RUN: %hlx opt --generic %t.v1.mlirbc | diff %t.text.generic -
// RUN: %hlx opt --generic %t.v6.mlirbc | diff %t.text.generic -
// RUN: %hlx opt %S/Inputs/windows.mlir > %t.text.pretty
// RUN: %hlx opt %t.v6.mlirbc | diff %t.text.pretty -
// RUN: %hlx opt %t.v6.mlirbc | FileCheck %s
// CHECK: stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = {{\[\[}}1, 1], [1, 1]]}
