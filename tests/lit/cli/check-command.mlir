// `hlx check`: one line per failing case, the summary line, and the exit code.

// RUN: %hlx check %S/Inputs/valid.mlir | FileCheck %s --check-prefix=ONE
// ONE: 1 passed, 0 failed

// Cases split at `// -----` keep their line numbers: the bad case starts at line 9 of the file, and
// its undefined value is on line 11.
// RUN: %expect-exit 1 %hlx check %S/Inputs/cases.mlir 2>&1 | FileCheck %s --check-prefix=CASES
// CASES-NOT: cases.mlir:{{[1-8]}}:
// CASES: cases.mlir:11:{{[0-9]+}}: {{.*}}%undefined
// CASES-NOT: cases.mlir:
// CASES: 0 passed, 1 failed

// A file passes only when all its cases pass; files are counted, not cases.
// RUN: %expect-exit 1 %hlx check %S/Inputs/valid.mlir %S/Inputs/cases.mlir %S/Inputs/valid.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MIXED
// MIXED: cases.mlir:11:
// MIXED: 2 passed, 1 failed

// Every case of a file with two good cases passes: one file passed.
// RUN: %hlx check %S/Inputs/two_cases.mlir | FileCheck %s --check-prefix=TWO
// TWO: 1 passed, 0 failed

// A missing file and a directory without *.mlir files are failures with a clear message.
// RUN: %expect-exit 1 %hlx check %t.missing.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: missing.mlir: no such file
// MISSING: 0 passed, 1 failed
// RUN: rm -rf %t.empty && mkdir -p %t.empty
// RUN: %expect-exit 1 %hlx check %t.empty 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: empty: no *.mlir files in this directory
// EMPTY: 0 passed, 1 failed

// A directory stands for every *.mlir file under it, at any depth; other files are left alone.
// RUN: rm -rf %t.dir && mkdir -p %t.dir/sub/deeper
// RUN: cp %S/Inputs/valid.mlir %t.dir/a.mlir
// RUN: cp %S/Inputs/valid.mlir %t.dir/sub/deeper/b.mlir
// RUN: cp %S/Inputs/cases.mlir %t.dir/sub/c.mlir
// RUN: echo "not mlir" > %t.dir/sub/notes.txt
// RUN: %expect-exit 1 %hlx check %t.dir 2>&1 | FileCheck %s --check-prefix=DIR
// DIR: sub/c.mlir:11:
// DIR: 2 passed, 1 failed
// RUN: rm %t.dir/sub/c.mlir
// RUN: %hlx check --roundtrip %t.dir | FileCheck %s --check-prefix=DIR-OK
// DIR-OK: 2 passed, 0 failed
