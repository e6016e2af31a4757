// lift-constants: makes a function's constants its arguments, so that nothing is computed from them when
// the program is compiled.
#pragma once

#include <string_view>
#include <vector>

#include "interp/tensor.h"
#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Turns each stablehlo.constant of the body of function `func` (its top-level block; not those in nested
// regions) that an op computes from into a new argument of `func`, after its own, and returns the
// constants' values in the order of the new arguments. Constants that only checks read (check.* ops and
// custom calls @check.*, the expected values of a self-checking test) or that are only returned stay,
// and so do elided ones (dense_resource). Run `inline` first to bring in the constants of the functions
// `func` calls, such as the @inputs of StableHLO's test programs.
//
// A test program that computes an op from constants is otherwise computed by the optimizer's constant
// folding, through the reference evaluator, before a backend sees it; fed at run time, the op runs in
// the backend's own code. `hlx conform --backend=cpu` runs every program so.
StatusOr<std::vector<Tensor>> LiftConstants(Module& module, std::string_view func);

// Whether `op` is a check of a self-checking program: a check.* op, or a custom call @check.*.
bool IsCheck(const Op& op);

}  // namespace hlx
