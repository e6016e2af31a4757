// Custom-call targets: the C++ API that extends the table of targets hlx runs.
//
// `stablehlo.custom_call @NAME(...)` runs the target registered as NAME. One table, process-wide, holds
// hlx's own targets (the LAPACK, cuSOLVER and hipSOLVER solver calls of JAX's lowerings, threefry, the
// test and annotation targets; docs/custom-calls.md lists them) and those registered here, from the
// command line (`hlx run --ffi-target`, `--identity-custom-call`) or by JAX through the PJRT plugin's
// FFI extension (`jax.ffi.register_ffi_target(..., platform="hlx")`). A call to a name in no entry is
// an error at the call's place that names the target.
//
// A target registered here is an XLA FFI handler (hlx/xla_ffi.h): the typed calling convention of XLA's
// custom calls (`api_version = 4`), with the operands as buffers, the attributes of the call's
// `backend_config` dictionary, and the result buffers the handler writes. Handlers built with XLA's
// header-only FFI library (`xla/ffi/api/ffi.h`, which JAX ships) run unchanged. hlx calls the execute
// stage for every run of the call on any backend, and the instantiate stage once per compiled call
// site where the handler has one. It never calls a `record` handler: hlx records no command buffers.
//
// Thread safety: registration and lookup may happen from any thread at any time; a program compiled
// before a registration does not see it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "hlx/xla_ffi.h"
#include "support/status.h"

namespace hlx {

// Registers `handlers` as custom-call target `name` for `platform`: "hlx", or "cpu"/"Host", whose
// handlers run on CPU buffers as hlx's do. The execute handler is asked for its metadata first; one
// built for another major version of the FFI ABI, or a newer minor one than hlx's (hlx/xla_ffi.h), is
// refused: a handler of minor version 0.4 or older runs.
// Registering the same handlers again is a no-op; other handlers for a name already registered, or for
// one of hlx's own targets, are an ALREADY_EXISTS-style error (kFailedPrecondition) naming it.
Status RegisterFfiCustomCall(std::string_view name, const XLA_FFI_Handler_Bundle& handlers,
                             std::string_view platform = "hlx");

// Declares `name` an identity: a call to it returns its operands unchanged (result i is operand i, of
// the same type). For annotation targets of other toolchains that only mark values. A name already
// registered otherwise is an error.
Status RegisterIdentityCustomCall(std::string_view name);

// The names of every registered target, sorted.
std::vector<std::string> CustomCallTargetNames();

// hlx's XLA FFI API table: what call frames carry, and what a library that registers its own handlers
// (XLA_FFI_Handler_Register) calls.
const XLA_FFI_Api* FfiApi();

}  // namespace hlx
