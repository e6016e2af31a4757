// A richer artifact (Inputs/write_bytecode.py regions-v1 and regions-v6): regions nested in a function,
// dense data of several element types, a quantized type, the defaults VHLO spells out and StableHLO
// leaves out, Shardy's mesh and sharding (kept as their MLIR text), an attribute the file holds as MLIR
// text, and fused, call-site and range locations.

// RUN: %python %S/Inputs/write_bytecode.py regions-v1 %t.v1.mlirbc
// RUN: %python %S/Inputs/write_bytecode.py regions-v6 %t.v6.mlirbc
// RUN: %hlx opt --print-debuginfo %t.v1.mlirbc | FileCheck %s
// RUN: %hlx opt --print-debuginfo %t.v6.mlirbc | FileCheck %s
// RUN: %hlx check --roundtrip %t.v1.mlirbc %t.v6.mlirbc | FileCheck %s --check-prefix=ROUNDTRIP
// ROUNDTRIP: 2 passed, 0 failed

// CHECK:      sdy.mesh @mesh = <["a"=2]> loc(unknown)
// CHECK-NEXT: func.func public @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>} loc(unknown), %arg1: tensor<2x3xbf16> loc(unknown), %arg2: tensor<2x!quant.uniform<i8:f32, 0.5:3>> loc(unknown))
// CHECK-SAME: attributes {mhlo.frontend_attributes = {a = "b"}} {
// CHECK-NEXT:   %0 = stablehlo.constant dense<0.0> : tensor<f32> loc(fused[callsite("inner" at "model.py":10:4 to 12:9), "model.py":2:1])
// CHECK-NEXT:   %1 = stablehlo.reduce(%arg0 init: %0) across dimensions = [0]
// CHECK-NEXT:    reducer(%arg3: tensor<f32> loc(unknown), %arg4: tensor<f32> loc(unknown)) {
// CHECK-NEXT:     %2 = stablehlo.add %arg3, %arg4 : tensor<f32> loc(unknown)
// CHECK-NEXT:     stablehlo.return %2 : tensor<f32> loc(unknown)
// CHECK-NEXT:   } loc(callsite("inner" at "model.py":10:4 to 12:9))
// Packed i1 data, complex data, i4 data.
// CHECK-NEXT:   %3 = stablehlo.constant dense<[true, false, true, true, false]> : tensor<5xi1>
// CHECK-NEXT:   %4 = stablehlo.constant dense<(1.0, -2.0)> : tensor<complex<f32>>
// CHECK-NEXT:   %5 = stablehlo.constant dense<[-1, 7]> : tensor<2xi4>
// api_version is an integer in StableHLO; the empty called_computations and layouts are left out.
// CHECK-NEXT:   %6 = stablehlo.custom_call @foo(%arg1) {api_version = 4 : i32, backend_config = {x = 1 : i32}, has_side_effect = true, output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]}
// dot_general_v2 without an algorithm, with default precision: neither is written.
// CHECK-NEXT:   %7 = stablehlo.dot_general %arg1, %arg1, contracting_dims = [1] x [1] : (tensor<2x3xbf16>, tensor<2x3xbf16>) -> tensor<2x2xbf16>
// CHECK-NEXT:   %8 = stablehlo.while(%iterArg5 = %0) : tensor<f32>
// CHECK-NEXT:   cond {
// CHECK-NEXT:     %9 = stablehlo.compare LT, %iterArg5, %iterArg5 : (tensor<f32>, tensor<f32>) -> tensor<i1>

// Bounded dynamic dimensions, the bounds given by VHLO's type extensions and by an encoding written as
// MLIR text.
// RUN: %python %S/Inputs/write_bytecode.py bounds-v6 %t.bounds.mlirbc
// RUN: %hlx opt %t.bounds.mlirbc | FileCheck %s --check-prefix=BOUNDS
// BOUNDS: func.func @main(%arg0: tensor<?xf32, #stablehlo.bounds<4>>, %arg1: tensor<?xf32, #stablehlo.bounds<4>>)

// A NaN tolerance in a result accuracy prints with its type, so that it reads back as a float (the
// bytecode fuzzer found that its bit pattern alone read back as an integer).
// RUN: %python %S/Inputs/write_bytecode.py nan-accuracy-v6 %t.nan.mlirbc
// RUN: %hlx opt %t.nan.mlirbc | FileCheck %s --check-prefix=NAN
// RUN: %hlx check --roundtrip %t.nan.mlirbc | FileCheck %s --check-prefix=NAN-ROUNDTRIP
// NAN-ROUNDTRIP: 1 passed, 0 failed
// NAN: result_accuracy = #stablehlo.result_accuracy<atol = 0x7FF8000000000000 : f64, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>
