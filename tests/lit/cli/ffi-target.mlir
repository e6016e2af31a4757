// `hlx run --ffi-target=NAME=LIBRARY:SYMBOL` and `hlx bench --ffi-target=...` run custom calls of target
// NAME with an XLA FFI handler from a shared library (tests/ffi/example_handlers.c), on both backends;
// the CPU backend calls it on its buffers (an `ffi @NAME` step). The handler's errors, and what the flag
// cannot load, are errors that say where and what.

// RUN: %hlx run --backend=interp %s --case=0 --ffi-target=my.affine=%ffi_example:hlx_example_affine
// RUN: %hlx run --backend=cpu %s --case=0 --ffi-target=my.affine=%ffi_example:hlx_example_affine --op-runs=%t.runs
// RUN: FileCheck %s --check-prefix=RUNS < %t.runs
// RUNS: other{{.}}library{{.}}2
// RUN: %hlx bench %s --iters=2 --ffi-target=my.affine=%ffi_example:hlx_example_affine | FileCheck %s --check-prefix=BENCH
// BENCH: compile
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=1 --ffi-target=my.fail=%ffi_example:hlx_example_fail 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=1 --ffi-target=my.fail=%ffi_example:hlx_example_fail 2>&1 | FileCheck %s --check-prefix=FAIL
// FAIL: ffi-target.mlir:[[@LINE+29]]:3: error: 'stablehlo.custom_call' op: FFI target @my.fail failed in its execute stage: negative input
// RUN: %expect-exit 3 %hlx run %s --case=0 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: ffi-target.mlir:[[@LINE+16]]:3: error: 'stablehlo.custom_call' op calls target @my.affine, which hlx does not implement (a target can be registered
// RUN: %expect-exit 3 %hlx run %s --ffi-target=my.affine=%ffi_example:no_such_symbol 2>&1 | FileCheck %s --check-prefix=SYMBOL
// SYMBOL: hlx run: --ffi-target: {{.*}}libhlx_ffi_example.so has no symbol no_such_symbol
// RUN: %expect-exit 3 %hlx run %s --ffi-target=my.affine=/no/such/library.so:f 2>&1 | FileCheck %s --check-prefix=NOLIB
// NOLIB: hlx run: --ffi-target: cannot load /no/such/library.so
// RUN: %expect-exit 3 %hlx bench %s --ffi-target=my.affine 2>&1 | FileCheck %s --check-prefix=SPEC
// SPEC: hlx bench: --ffi-target: expected NAME=LIBRARY:SYMBOL, found 'my.affine'
// RUN: %expect-exit 3 %hlx run %s --ffi-target=my.newer=%ffi_example:hlx_example_future_major 2>&1 | FileCheck %s --check-prefix=NEWER
// NEWER: hlx run: --ffi-target: {{.*}}libhlx_ffi_example.so:hlx_example_future_major: FFI target @my.newer was built for XLA FFI ABI version 1.4; hlx calls handlers of version 0.4 and older minor versions
// RUN: %expect-exit 3 %hlx run %s --ffi-target=mhlo.topk=%ffi_example:hlx_example_copy 2>&1 | FileCheck %s --check-prefix=OWN
// OWN: hlx run: --ffi-target: {{.*}}libhlx_ffi_example.so:hlx_example_copy: custom-call target @mhlo.topk is already one of hlx's own targets

// y = 2x + 0.5 + offsets[i % 2] + opts.bias, in JAX's form (attributes in mhlo.backend_config) and in
// StableHLO's (api_version = 4, attributes in backend_config).
func.func @main() {
  %x = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %y = stablehlo.custom_call @my.affine(%x) {mhlo.backend_config = {a = 2.0 : f32, b = 5.0e-01 : f64, offsets = array<i64: 1, 2>, opts = {bias = 3 : i32}}} : (tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const %y, dense<[6.5, 9.5, 10.5, 13.5]> : tensor<4xf32>
  %z = stablehlo.custom_call @my.affine(%y) {api_version = 4 : i32, backend_config = {a = 1.0 : f32, b = 0.0 : f64, offsets = array<i64: 0>, opts = {bias = -1 : i32}}} : (tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const %z, dense<[5.5, 8.5, 9.5, 12.5]> : tensor<4xf32>
  return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<[1.0, -2.0]> : tensor<2xf32>
  %y = stablehlo.custom_call @my.fail(%x) {api_version = 4 : i32, backend_config = {message = "negative input"}} : (tensor<2xf32>) -> tensor<2xf32>
  return
}
