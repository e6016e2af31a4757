// i1 dense constants, in both layouts MLIR has written (see ReadDenseElements): bits packed eight to a
// byte with a splat as 0x00 or 0xFF, and one byte per element with a splat as 0x00 or 0x01.

// Inputs/i1_dense.mlirbc, packed bits, was written once by JAX 0.10.2 (jaxlib 0.10.2), StableHLO
// target 1.15.0, with this script:
//
//   from jax._src.interpreters import mlir
//   from jax._src.lib import _jax
//   from jax._src.lib.mlir import ir
//   TYPES = ["tensor<i1>", "tensor<1xi1>", "tensor<4xi1>", "tensor<4xi1>", "tensor<4xi1>", "tensor<4xi1>",
//            "tensor<8xi1>", "tensor<8xi1>", "tensor<12xi1>", "tensor<12xi1>", "tensor<12xi1>", "tensor<17xi1>"]
//   VALUES = ["true", "[false]", "[true, false, true, true]", "[true, false, false, false]", "true", "false",
//             "[true, false, true, true, false, false, true, false]", "true",
//             "[true, false, true, true, false, false, true, false, true, true, false, true]", "true", "false",
//             "[" + ", ".join("true" if i % 3 == 0 else "false" for i in range(17)) + "]"]
//   body = "".join(f"    %c{i} = stablehlo.constant dense<{v}> : {t}\n" for i, (v, t) in enumerate(zip(VALUES, TYPES)))
//   text = (f"func.func public @main() -> ({', '.join(TYPES)}) {{\n{body}"
//           f"    return {', '.join(f'%c{i}' for i in range(len(TYPES)))} : {', '.join(TYPES)}\n}}\n")
//   with mlir.make_ir_context():
//       module = ir.Module.parse(text)
//       open("i1_dense.mlirbc", "wb").write(_jax.mlir.serialize_portable_artifact(module, "1.15.0"))
//
// [true, false, false, false] is the one byte 0x01, which for one byte per element would be a splat of
// true: it must read as packed bits.

// RUN: %hlx opt %S/Inputs/i1_dense.mlirbc | FileCheck %s --check-prefix=PACKED
// PACKED:      %0 = stablehlo.constant dense<true> : tensor<i1>
// PACKED-NEXT: %1 = stablehlo.constant dense<[false]> : tensor<1xi1>
// PACKED-NEXT: %2 = stablehlo.constant dense<[true, false, true, true]> : tensor<4xi1>
// PACKED-NEXT: %3 = stablehlo.constant dense<[true, false, false, false]> : tensor<4xi1>
// PACKED-NEXT: %4 = stablehlo.constant dense<true> : tensor<4xi1>
// PACKED-NEXT: %5 = stablehlo.constant dense<false> : tensor<4xi1>
// PACKED-NEXT: %6 = stablehlo.constant dense<[true, false, true, true, false, false, true, false]> : tensor<8xi1>
// PACKED-NEXT: %7 = stablehlo.constant dense<true> : tensor<8xi1>
// PACKED-NEXT: %8 = stablehlo.constant dense<[true, false, true, true, false, false, true, false, true, true, false, true]> : tensor<12xi1>
// PACKED-NEXT: %9 = stablehlo.constant dense<true> : tensor<12xi1>
// PACKED-NEXT: %10 = stablehlo.constant dense<false> : tensor<12xi1>
// PACKED-NEXT: %11 = stablehlo.constant dense<[true, false, false, true, false, false, true, false, false, true, false, false, true, false, false, true, false]> : tensor<17xi1>
// RUN: %hlx check --roundtrip %S/Inputs/i1_dense.mlirbc | FileCheck %s --check-prefix=ROUNDTRIP
// ROUNDTRIP: 1 passed, 0 failed

// One byte per element (Inputs/write_bytecode.py i1-bytes-v6): a splat of 12 as the one byte 0x01 (was
// refused) or 0x00, 12, 4 and 2 elements a byte each. One byte 0x01 for 3 elements fits both layouts
// and reads as packed bits, as MLIR's and StableHLO's own readers have it.
// RUN: %python %S/Inputs/write_bytecode.py i1-bytes-v6 %t.bytes.mlirbc
// RUN: %hlx opt %t.bytes.mlirbc | FileCheck %s --check-prefix=BYTES
// BYTES:      %0 = stablehlo.constant dense<true> : tensor<12xi1>
// BYTES-NEXT: %1 = stablehlo.constant dense<false> : tensor<12xi1>
// BYTES-NEXT: %2 = stablehlo.constant dense<[true, false, true, true, false, false, true, false, true, true, false, true]> : tensor<12xi1>
// BYTES-NEXT: %3 = stablehlo.constant dense<[true, true, true, true]> : tensor<4xi1>
// BYTES-NEXT: %4 = stablehlo.constant dense<[false, true]> : tensor<2xi1>
// BYTES-NEXT: %5 = stablehlo.constant dense<[true, false, false]> : tensor<3xi1>

// Any other size is an error at the data's offset.
// RUN: %python %S/Inputs/write_bytecode.py bad-i1-size %t.bad.mlirbc
// RUN: %expect-exit 1 %hlx opt %t.bad.mlirbc 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.mlirbc: byte {{[0-9]+}}: error: expected the i1 data of tensor<12xi1> in 2 bytes of packed bits, 12 bytes (one per element) or 1 (a splat), found 5 bytes
