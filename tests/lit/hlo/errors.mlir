// The HLO reader's errors: file:line:col, what was expected and what was found; never a crash.

// RUN: %expect-exit 1 %hlx check %S/Inputs/err-opcode.hlo 2>&1 | FileCheck %s --check-prefix=OPCODE
// OPCODE: err-opcode.hlo:5:23: error: expected an HLO opcode that hlx reads, found 'frobnicate'

// RUN: %expect-exit 1 %hlx check %S/Inputs/err-undefined.hlo 2>&1 | FileCheck %s --check-prefix=UNDEF
// UNDEF: err-undefined.hlo:3:27: error: expected a value defined earlier, found 'x'

// RUN: %expect-exit 1 %hlx check %S/Inputs/err-literal.hlo 2>&1 | FileCheck %s --check-prefix=LITERAL
// LITERAL: err-literal.hlo:3:39: error: constant has more than 2 elements

// RUN: %expect-exit 1 %hlx check %S/Inputs/err-type.hlo 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: err-type.hlo:3:13: error: expected an element type (pred, s32, f32, ...), found 'f33'

// RUN: %expect-exit 1 %hlx check %S/Inputs/err-truncated.hlo 2>&1 | FileCheck %s --check-prefix=TRUNC
// TRUNC: err-truncated.hlo:3:31: error: expected a closing bracket for this value, found end of input

// RUN: %expect-exit 1 %hlx check %S/Inputs/err-missing-attr.hlo 2>&1 | FileCheck %s --check-prefix=ATTR
// ATTR: err-missing-attr.hlo:4:23: error: expected attribute 'dimensions' on transpose, found none

// RUN: %expect-exit 1 %hlx check %S/Inputs/err-range.hlo 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: err-range.hlo:3:30: error: integer does not fit in i8

// `hlx run` reports the same errors with exit code 3.
// RUN: %expect-exit 3 %hlx run %S/Inputs/err-opcode.hlo 2>&1 | FileCheck %s --check-prefix=OPCODE
