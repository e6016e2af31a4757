// More VHLO ops read as their text twin Inputs/misc.mlir does (Inputs/write_bytecode.py misc-v1 and
// misc-v6): scatter_v2's dimension numbers, sort, fft's length, pad's dense arrays, composite_v2's
// symbol and version, custom_call_v2's called computations and left-out defaults, send_v2 and recv_v2's
// channel handles.

// RUN: %python %S/Inputs/write_bytecode.py misc-v1 %t.v1.mlirbc
// RUN: %python %S/Inputs/write_bytecode.py misc-v6 %t.v6.mlirbc
// RUN: %hlx opt --generic %S/Inputs/misc.mlir > %t.text.generic
// RUN: %hlx opt --generic %t.v1.mlirbc | diff %t.text.generic -
// RUN: %hlx opt --generic %t.v6.mlirbc | diff %t.text.generic -
// RUN: %hlx opt %S/Inputs/misc.mlir > %t.text.pretty
// RUN: %hlx opt %t.v6.mlirbc | diff %t.text.pretty -
// RUN: %hlx check --roundtrip %t.v6.mlirbc | FileCheck %s
// CHECK: 1 passed, 0 failed
