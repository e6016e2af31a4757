// `hlx opt` on bad input: one diagnostic, exit 1, nothing on standard output.

// RUN: %expect-exit 1 %hlx opt %t.missing.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: missing.mlir: no such file

// RUN: %expect-exit 1 %hlx opt %S 2>&1 | FileCheck %s --check-prefix=DIRECTORY
// DIRECTORY: is a directory, expected a file

// RUN: %expect-exit 1 %hlx opt %S/Inputs/cases.mlir > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=CASE --input-file=%t.err
// RUN: count 0 < %t.out
// CASE: cases.mlir:11:{{[0-9]+}}:

// Devices are not programs.
// RUN: %expect-exit 1 %hlx opt /dev/zero 2>&1 | FileCheck %s --check-prefix=DEVICE
// DEVICE: /dev/zero: is not a regular file
