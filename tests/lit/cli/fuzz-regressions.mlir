// Inputs the fuzzer found, each a case that once crashed or misbehaved (seen under `make asan`).

// RUN: %hlx check --roundtrip %s | FileCheck %s
// CHECK: 1 passed, 0 failed

// Quantized storage of 64 bits: the implied storage range [-2^63, 2^63 - 1] overflowed when computed.
func.func @quant_i64(%a: tensor<2x!quant.uniform<i64:f32, 1.0>>) {
  return
}

// A function the pretty form cannot write (its name is empty) hit an unreachable in the printer; it
// prints in generic form. Found by the bytecode reader's fuzzer.
"func.func"() ({
^bb0(%arg0: tensor<2xf32>):
  "func.return"(%arg0) : (tensor<2xf32>) -> ()
}) {function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = ""} : () -> ()
