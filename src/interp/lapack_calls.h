// The solver custom calls of JAX's lowerings, which hlx runs through the LAPACK it was built
// with (lapack_calls.cc; docs/pjrt.md, "Linear algebra"): the LAPACK targets of its CPU lowerings
// (lapack_sgeev_ffi, ...) and the cuSOLVER and hipSOLVER targets of its GPU lowerings
// (cusolver_syevd_ffi, hipsolver_getrf_ffi, ..., and the tridiagonal solve cusparse_gtsv2_ffi and
// hipsparse_gtsv2_ffi), which name the same factorizations and run on the same LAPACK routine; XLA's own
// Qr, ProductOfElementaryHouseholderReflectors and LuDecomposition of JAX's TPU lowerings, on the same
// routines; and lu_pivots_to_permutation, which needs no LAPACK. Built without LAPACK, each LAPACK-backed
// call is a located UNIMPLEMENTED error.
//
// Each call is prepared once per call site (custom_calls.h, BuiltinCall) and runs on buffers: the CPU
// backend's step on its run's buffers, the evaluator on its tensors.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "interp/custom_calls.h"

namespace hlx {

// The call at `site` to one of the solver targets (SolverTargets) prepared to run: an error where hlx
// lacks the routine or LAPACK, or where the call does not fit the target.
StatusOr<std::unique_ptr<BuiltinCall>> PrepareSolverCall(const BuiltinSite& site);

// The names of the solver targets, each with whether a call to it runs a LAPACK routine (all but
// lu_pivots_to_permutation): every routine of lapack_calls.cc at every element type it takes, under
// each vendor's name for it.
std::vector<std::pair<std::string, bool>> SolverTargets();

}  // namespace hlx
