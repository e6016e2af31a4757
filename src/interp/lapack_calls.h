// The LAPACK custom calls of JAX's CPU lowerings (lapack_sgeev_ffi, ...), which the evaluator runs with
// XLA's semantics through the LAPACK hlx was built with (lapack_calls.cc; docs/pjrt.md, "Linear
// algebra"). Built without LAPACK, each such call is a located UNIMPLEMENTED error.
#pragma once

#include <optional>
#include <string_view>

#include "interp/kernels.h"

namespace hlx {

// The results of custom call `c` to `target` when the target is `lapack_<s|d|c|z><routine>_ffi`
// (an error where hlx lacks the routine or LAPACK), nullopt for any other target.
std::optional<Results> EvalLapackCustomCall(const OpCall& c, std::string_view target);

}  // namespace hlx
