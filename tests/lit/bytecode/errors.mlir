// Damaged bytecode files: one diagnostic naming the file, the byte offset and what was expected there;
// exit 1 and nothing on standard output. Never a crash.

// RUN: %python %S/Inputs/write_bytecode.py truncated %t.truncated.mlirbc
// RUN: %expect-exit 1 %hlx opt %t.truncated.mlirbc > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=TRUNCATED --input-file=%t.err
// RUN: count 0 < %t.out
// TRUNCATED: truncated.mlirbc: byte {{[0-9]+}}: error: expected the section's data of {{[0-9]+}} bytes, found {{[0-9]+}}

// RUN: %python %S/Inputs/write_bytecode.py future-version %t.future.mlirbc
// RUN: %expect-exit 1 %hlx check %t.future.mlirbc 2>&1 | FileCheck %s --check-prefix=FUTURE
// FUTURE: future.mlirbc: byte 4: error: bytecode version 7 is newer than the versions this reader supports (0 to 6)
// FUTURE: 0 passed, 1 failed

// RUN: %python %S/Inputs/write_bytecode.py bad-section %t.section.mlirbc
// RUN: %expect-exit 1 %hlx opt %t.section.mlirbc 2>&1 | FileCheck %s --check-prefix=SECTION
// SECTION: section.mlirbc: byte {{[0-9]+}}: error: expected a section id below 9, found 10

// RUN: %python %S/Inputs/write_bytecode.py bad-operand %t.operand.mlirbc
// RUN: %expect-exit 1 %hlx opt %t.operand.mlirbc 2>&1 | FileCheck %s --check-prefix=OPERAND
// OPERAND: operand.mlirbc: byte {{[0-9]+}}: error: expected an operand value, found index 9, out of range (there are 2)

// RUN: %python %S/Inputs/write_bytecode.py unknown-type %t.type.mlirbc
// RUN: %expect-exit 1 %hlx opt %t.type.mlirbc 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: type.mlirbc: byte {{[0-9]+}}: error: unsupported VHLO type (code 99)

// An op VHLO has and hlx does not.
// RUN: %python %S/Inputs/write_bytecode.py unknown-op %t.op.mlirbc
// RUN: %expect-exit 1 %hlx opt %t.op.mlirbc 2>&1 | FileCheck %s --check-prefix=OP
// OP: op.mlirbc: byte {{[0-9]+}}: error: 'vhlo.async_start_v1': unsupported VHLO op (hlx has no op it versions)

// Just the magic number.
// RUN: printf 'ML\357R' > %t.magic.mlirbc
// RUN: %expect-exit 1 %hlx opt %t.magic.mlirbc 2>&1 | FileCheck %s --check-prefix=MAGIC
// MAGIC: magic.mlirbc: byte 4: error: expected the bytecode version, found the end of the data
