// simplify: algebraic simplification by a table of rewrite rules.
#pragma once

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Applies the rewrite rules of simplify.cc (x * 1 -> x, neg(neg(x)) -> x, transpose of transpose ->
// one transpose, reshape to the same type -> x, ...) to every op of every function and nested region,
// until none applies. Only rewrites that give the same values for every input, -0.0 and NaN included,
// are in the table. Ops a rewrite leaves unused are removed. Returns whether it changed anything.
StatusOr<bool> Simplify(Module& module);

}  // namespace hlx
