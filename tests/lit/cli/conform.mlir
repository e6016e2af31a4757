// `hlx conform`: every program runs in a process of its own; outcomes are tabulated per family and
// folder; a hang is killed at the timeout and does not stop the run.

// RUN: %expect-exit 1 %hlx conform %S/Inputs/conform --jobs=2 --timeout=2 --report=%t.jsonl > %t.out
// RUN: FileCheck %s --input-file=%t.out
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.jsonl

// CHECK: Not passed:
// CHECK-DAG: fail  {{.*}}cases.mlir case 1: {{.*}}cases.mlir:11:3: 'check.expect_eq_const' failed: element []: actual 7, expected 8
// CHECK-DAG: error  {{.*}}cases.mlir case 2: {{.*}}calls target @no.such.target, which hlx does not implement
// CHECK-DAG: error  {{.*}}hang.mlir case 0: timeout: killed after 2 s
// CHECK-DAG: error  {{.*}}unreadable.mlir case 0: {{.*}}unreadable.mlir:2:{{[0-9]+}}: error:
// CHECK: family
// CHECK: control flow 0 0 1 1
// CHECK: elementwise 1 0 0 1
// CHECK: other 1 1 2 4
// CHECK: total 2 1 3 6 33.33%
// CHECK: folder
// CHECK: RUN-DISABLED files 1 0 0 1
// CHECK: 7 programs in

// JSON-DAG: {"file": "{{.*}}cases.mlir", "case": 0, "status": "pass", "family": "other", "detail": "", "disabled": false}
// JSON-DAG: {"file": "{{.*}}cases.mlir", "case": 1, "status": "fail", "family": "other", "detail": "{{.*}}", "disabled": false}
// JSON-DAG: {"file": "{{.*}}disabled.mlir", "case": 0, "status": "pass", "family": "elementwise", "detail": "", "disabled": true}
// JSON-DAG: {"file": "{{.*}}hang.mlir", "case": 0, "status": "error", "family": "control flow", "detail": "timeout: killed after 2 s", "disabled": false}

// RUN: %expect-exit 2 %hlx conform 2>&1 | FileCheck %s --check-prefix=USAGE
// USAGE: conform: expected at least one PATH
// RUN: %expect-exit 2 %hlx conform %S --jobs=0 2>&1 | FileCheck %s --check-prefix=JOBS
// JOBS: --jobs needs an integer from 1 to 1024
