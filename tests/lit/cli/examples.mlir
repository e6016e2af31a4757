// The programs shipped in examples/ read, verify and round-trip.

// RUN: %hlx check --roundtrip %S/../../../examples | FileCheck %s
// CHECK: {{[1-9][0-9]*}} passed, 0 failed

// RUN: %hlx opt %S/../../../examples/mlp.mlir | FileCheck %s --check-prefix=MLP
// MLP: module @mlp
// MLP: stablehlo.dot_general
// MLP: stablehlo.reduce

// The example runs on random inputs: the logits, then each row's largest logit.
// RUN: %hlx run %S/../../../examples/mlp.mlir --print-outputs | FileCheck %s --check-prefix=OUT
// OUT-LABEL: tensor<8x10xf32> {
// OUT-LABEL: tensor<8xf32> {
