// cse: common subexpression elimination.
#pragma once

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Merges each pure op (passes/rewrite.h) into the first identical op before it, in op order: the same
// kind, operands, attributes and result types (producer locations may differ; the first op's stays),
// and regions whose ops pair up one to one in order, reading paired values (block arguments by
// position, results of paired ops) or the same values from outside (two reduces of one operand with
// the same body merge). An op in a nested region merges with one of an enclosing block that comes before
// it, never with one of a sibling block; optimization_barrier and constants of
// `dense_resource` data (whose handles, `__elided__` for one, do not say the data is the same) are
// never merged. Returns whether it
// merged anything.
StatusOr<bool> Cse(Module& module);

}  // namespace hlx
