// The XLA FFI ABI versions hlx calls handlers of: it presents 0.4 (tests/ffi/example_handlers.c), whose
// XLA_FFI_Error_GetDetails gives an error's message and code and whose
// XLA_FFI_InvokeContext_FindExtension finds no extension (hlx attaches none); a handler built for 0.3
// calls the same entry with 0.3's smaller args, and nothing past them is written; a handler built for
// 0.5 is refused, by name and with both versions.

// A 0.4 handler: GetDetails gives OUT_OF_RANGE (11) and the message (1), FindExtension finds none (0),
// the table is of minor version 4.
// RUN: %hlx run --backend=interp %s --case=0 --ffi-target=my.probe=%ffi_example:hlx_example_probe
// RUN: %hlx run --backend=cpu %s --case=0 --ffi-target=my.probe=%ffi_example:hlx_example_probe
// A 0.3 handler: the field after its args keeps 99, and the message comes back.
// RUN: %hlx run --backend=interp %s --case=1 --ffi-target=my.probe_v03=%ffi_example:hlx_example_probe_v03
// RUN: %hlx run --backend=cpu %s --case=1 --ffi-target=my.probe_v03=%ffi_example:hlx_example_probe_v03
// RUN: %expect-exit 3 %hlx run %s --case=0 --ffi-target=my.probe=%ffi_example:hlx_example_future_minor 2>&1 | FileCheck %s --check-prefix=MINOR
// MINOR: hlx run: --ffi-target: {{.*}}libhlx_ffi_example.so:hlx_example_future_minor: FFI target @my.probe was built for XLA FFI ABI version 0.5; hlx calls handlers of version 0.4 and older minor versions

func.func @main() {
  %r = stablehlo.custom_call @my.probe() {api_version = 4 : i32} : () -> tensor<4xi64>
  check.expect_eq_const %r, dense<[11, 1, 0, 4]> : tensor<4xi64>
  return
}

// -----

func.func @main() {
  %r = stablehlo.custom_call @my.probe_v03() {api_version = 4 : i32} : () -> tensor<2xi64>
  check.expect_eq_const %r, dense<[99, 1]> : tensor<2xi64>
  return
}
