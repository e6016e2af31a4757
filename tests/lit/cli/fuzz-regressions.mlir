// Inputs the fuzzer found, each a case that once crashed or misbehaved (seen under `make asan`).

// RUN: %hlx check --roundtrip %s | FileCheck %s
// CHECK: 1 passed, 0 failed

// Quantized storage of 64 bits: the implied storage range [-2^63, 2^63 - 1] overflowed when computed.
func.func @quant_i64(%a: tensor<2x!quant.uniform<i64:f32, 1.0>>) {
  return
}
