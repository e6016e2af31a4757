// dce: dead code elimination.
#pragma once

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Removes every pure op (passes/rewrite.h) whose results are all unused, in every function and nested
// region, until none is left; ops with effects (checks, host I/O, rng, collectives, custom calls other
// than the known pure ones, calls) stay. Returns whether it removed anything.
StatusOr<bool> Dce(Module& module);

}  // namespace hlx
