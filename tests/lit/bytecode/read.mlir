// Reading StableHLO portable artifacts (MLIR bytecode, VHLO dialect). The files are written by
// Inputs/write_bytecode.py, one program in several bytecode versions: before version 6 VHLO ops keep
// their attributes in the attribute dictionary, from 6 on as properties; before 4 every block argument
// has a location, before 2 isolated regions are inline.

// RUN: %python %S/Inputs/write_bytecode.py add-v1 %t.v1.mlirbc
// RUN: %python %S/Inputs/write_bytecode.py add-v3 %t.v3.mlirbc
// RUN: %python %S/Inputs/write_bytecode.py add-v5 %t.v5.mlirbc
// RUN: %python %S/Inputs/write_bytecode.py add-v6 %t.v6.mlirbc
// RUN: %hlx opt --print-debuginfo %t.v1.mlirbc | FileCheck %s --check-prefix=ADD
// RUN: %hlx opt --print-debuginfo %t.v3.mlirbc | FileCheck %s --check-prefix=ADD
// RUN: %hlx opt --print-debuginfo %t.v5.mlirbc | FileCheck %s --check-prefix=ADD
// RUN: %hlx opt --print-debuginfo %t.v6.mlirbc | FileCheck %s --check-prefix=ADD
// ADD:      module @add attributes {mhlo.num_partitions = 1 : i32} {
// ADD-NEXT:   func.func @main(%arg0: tensor<2xf32> loc("x")) -> tensor<2xf32> {
// ADD-NEXT:     %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32> loc("add"("add.py":3:7))
// ADD-NEXT:     return %0 : tensor<2xf32> loc(unknown)
// ADD-NEXT:   } loc(unknown)
// ADD-NEXT: } loc(unknown)

// The file is recognized by its magic number, whatever its name; check and the round trip accept it.
// RUN: cp %t.v6.mlirbc %t.any-name.txt
// RUN: %hlx check --roundtrip %t.any-name.txt | FileCheck %s --check-prefix=CHECK-CMD
// CHECK-CMD: 1 passed, 0 failed
// RUN: %hlx opt - < %t.v6.mlirbc | FileCheck %s --check-prefix=STDIN
// STDIN: %0 = stablehlo.add %arg0, %arg0 : tensor<2xf32>

// VHLO's spelling of StableHLO's attributes: the comparison direction and type become the pretty form's
// keywords, the transpose permutation a dense array, the callee (a string in VHLO) a symbol, and the
// function's empty visibility and attribute lists disappear.
// RUN: %python %S/Inputs/write_bytecode.py compare-v1 %t.compare1.mlirbc
// RUN: %python %S/Inputs/write_bytecode.py compare-v6 %t.compare6.mlirbc
// RUN: %hlx opt %t.compare1.mlirbc | FileCheck %s --check-prefix=COMPARE
// RUN: %hlx opt %t.compare6.mlirbc | FileCheck %s --check-prefix=COMPARE
// COMPARE:      func.func @main(%arg0: tensor<2x3xf32>) -> (tensor<2x3xi1>, tensor<3x2xf32>) {
// COMPARE-NEXT:   %0 = stablehlo.constant dense<1.5> : tensor<2x3xf32>
// COMPARE-NEXT:   %1 = stablehlo.compare LT, %arg0, %0, FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
// COMPARE-NEXT:   %2 = func.call @helper(%arg0) : (tensor<2x3xf32>) -> tensor<3x2xf32>
// COMPARE:        %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>

// In generic form: the attributes are those the text reader makes from the same program's text.
// RUN: %hlx opt --generic %t.compare6.mlirbc | FileCheck %s --check-prefix=GENERIC
// GENERIC: "stablehlo.compare"(%arg0, %0) {compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}
// GENERIC: "func.call"(%arg0) {callee = @helper}
// GENERIC: "stablehlo.transpose"(%arg1) {permutation = array<i64: 1, 0>}
