// Bad input: every case gives one diagnostic with its place (file:line:col), exit 1, and no crash
// (%expect-exit fails on a signal).

// RUN: %expect-exit 1 %hlx check %S/Inputs/truncated.mlir 2>&1 | FileCheck %s --check-prefix=TRUNCATED
// TRUNCATED: truncated.mlir:{{[23]}}:{{[0-9]+}}: {{.+}}
// TRUNCATED: 0 passed, 1 failed

// RUN: %expect-exit 1 %hlx check %S/Inputs/unknown_op.mlir 2>&1 | FileCheck %s --check-prefix=UNKNOWN-OP
// UNKNOWN-OP: unknown_op.mlir:2:8: {{.*}}stablehlo.frobnicate
// UNKNOWN-OP: 0 passed, 1 failed

// RUN: %expect-exit 1 %hlx check %S/Inputs/wrong_type.mlir 2>&1 | FileCheck %s --check-prefix=WRONG-TYPE
// WRONG-TYPE: wrong_type.mlir:2:{{[0-9]+}}: {{.+}}
// WRONG-TYPE: 0 passed, 1 failed

// RUN: %expect-exit 1 %hlx check %S/Inputs/bad_attribute.mlir 2>&1 | FileCheck %s --check-prefix=BAD-ATTR
// BAD-ATTR: bad_attribute.mlir:2:{{[0-9]+}}: {{.+}}
// BAD-ATTR: 0 passed, 1 failed

// RUN: %expect-exit 1 %hlx check %S/Inputs/malformed_attribute.mlir 2>&1 | FileCheck %s --check-prefix=MALFORMED-ATTR
// MALFORMED-ATTR: malformed_attribute.mlir:2:{{[0-9]+}}: {{.+}}
// MALFORMED-ATTR: 0 passed, 1 failed

// RUN: %python %S/Inputs/make_input.py non-utf8 > %t.non_utf8.mlir
// RUN: %expect-exit 1 %hlx check %t.non_utf8.mlir 2>&1 | FileCheck %s --check-prefix=NON-UTF8
// NON-UTF8: non_utf8.mlir:2:3: {{.*}}UTF-8
// NON-UTF8: 0 passed, 1 failed

// RUN: %python %S/Inputs/make_input.py non-utf8-comment > %t.non_utf8_comment.mlir
// RUN: %expect-exit 1 %hlx check %t.non_utf8_comment.mlir 2>&1 | FileCheck %s --check-prefix=NON-UTF8-COMMENT
// NON-UTF8-COMMENT: non_utf8_comment.mlir:1:7: {{.*}}UTF-8

// RUN: %python %S/Inputs/make_input.py nul > %t.nul.mlir
// RUN: %expect-exit 1 %hlx check %t.nul.mlir 2>&1 | FileCheck %s --check-prefix=NUL
// NUL: nul.mlir:2:3: {{.+}}

// RUN: %python %S/Inputs/make_input.py huge-dim > %t.huge_dim.mlir
// RUN: %expect-exit 1 %hlx check %t.huge_dim.mlir 2>&1 | FileCheck %s --check-prefix=HUGE-DIM
// HUGE-DIM: huge_dim.mlir:1:{{[0-9]+}}: {{.+}}

// RUN: %python %S/Inputs/make_input.py huge-splat > %t.huge_splat.mlir
// RUN: %expect-exit 1 %hlx check %t.huge_splat.mlir 2>&1 | FileCheck %s --check-prefix=HUGE-SPLAT
// HUGE-SPLAT: huge_splat.mlir:{{[12]}}:{{[0-9]+}}: {{.+}}

// RUN: %python %S/Inputs/make_input.py deep-regions > %t.deep_regions.mlir
// RUN: %expect-exit 1 %hlx check %t.deep_regions.mlir 2>&1 | FileCheck %s --check-prefix=DEEP-REGIONS
// DEEP-REGIONS: deep_regions.mlir:{{[0-9]+}}:{{[0-9]+}}: {{.*}}nest
// DEEP-REGIONS: 0 passed, 1 failed

// RUN: %python %S/Inputs/make_input.py deep-brackets > %t.deep_brackets.mlir
// RUN: %expect-exit 1 %hlx check %t.deep_brackets.mlir 2>&1 | FileCheck %s --check-prefix=DEEP-BRACKETS
// DEEP-BRACKETS: deep_brackets.mlir:2:{{[0-9]+}}: {{.+}}

// RUN: %python %S/Inputs/make_input.py deep-types > %t.deep_types.mlir
// RUN: %expect-exit 1 %hlx check %t.deep_types.mlir 2>&1 | FileCheck %s --check-prefix=DEEP-TYPES
// DEEP-TYPES: deep_types.mlir:1:{{[0-9]+}}: {{.+}}

// RUN: %python %S/Inputs/make_input.py deep-attrs > %t.deep_attrs.mlir
// RUN: %expect-exit 1 %hlx check %t.deep_attrs.mlir 2>&1 | FileCheck %s --check-prefix=DEEP-ATTRS
// DEEP-ATTRS: deep_attrs.mlir:1:{{[0-9]+}}: {{.+}}

// RUN: %python %S/Inputs/make_input.py long-line > %t.long_line.mlir
// RUN: %expect-exit 1 %hlx check %t.long_line.mlir 2>&1 | FileCheck %s --check-prefix=LONG-LINE
// LONG-LINE: long_line.mlir:2:10000003: {{.*}}foo.bar

// The same through `hlx opt`: one diagnostic, exit 1.
// RUN: %expect-exit 1 %hlx opt %t.non_utf8.mlir 2>&1 | FileCheck %s --check-prefix=OPT-NON-UTF8
// OPT-NON-UTF8: non_utf8.mlir:2:3: {{.*}}UTF-8
// OPT-NON-UTF8-NOT: passed

// An empty file is an empty module; a file of comments too.
// RUN: %python -c "open(r'%t.empty.mlir', 'w').close()"
// RUN: %hlx check %t.empty.mlir | FileCheck %s --check-prefix=EMPTY
// EMPTY: 1 passed, 0 failed
