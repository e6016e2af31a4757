// The solver custom calls of JAX's lowerings, which the evaluator runs through the LAPACK hlx was built
// with (lapack_calls.cc; docs/pjrt.md, "Linear algebra"): the LAPACK targets of its CPU lowerings
// (lapack_sgeev_ffi, ...) and the cuSOLVER and hipSOLVER targets of its GPU lowerings
// (cusolver_syevd_ffi, hipsolver_getrf_ffi, ..., and the tridiagonal solve cusparse_gtsv2_ffi and
// hipsparse_gtsv2_ffi), which name the same factorizations and run on the same LAPACK routine; XLA's own
// Qr, ProductOfElementaryHouseholderReflectors and LuDecomposition of JAX's TPU lowerings, on the same
// routines; and lu_pivots_to_permutation, which needs no LAPACK. Built without LAPACK, each LAPACK-backed
// call is a located UNIMPLEMENTED error.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "interp/kernels.h"

namespace hlx {

// The results of custom call `c` to `target` when the target is a solver target (above): an error
// where hlx lacks the routine, LAPACK, or the call does not fit the target; nullopt for any other target.
std::optional<Results> EvalSolverCustomCall(const OpCall& c, std::string_view target);

// The names of the solver targets, each with whether a call to it runs a LAPACK routine (all but
// lu_pivots_to_permutation): every routine of lapack_calls.cc at every element type it takes, under
// each vendor's name for it.
std::vector<std::pair<std::string, bool>> SolverTargets();

}  // namespace hlx
