// fold-constants: evaluates ops whose operands are all constants, with the reference evaluator.
#pragma once

#include <cstdint>

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Ops whose results are at most this many elements are folded into dense constants.
inline constexpr int64_t kMaxFoldedElements = 1024;

// Replaces each pure op (passes/rewrite.h) without regions whose operands are all stablehlo.constant ops
// by a constant holding its results, computed by the reference evaluator (src/interp), in op order so
// that folded results feed later folds. A result is folded when it has at most kMaxFoldedElements
// elements, or, of any size, when it is a splat: an elementwise op of splat operands (evaluated on one
// element) or a broadcast, reshape, transpose, reverse or slice of a splat. Custom calls, rng,
// collectives, ops with regions or effects, sharding annotations, optimization barriers, quantized
// and dynamic types, and ops the evaluator rejects stay as they are. Returns whether it folded anything.
StatusOr<bool> FoldConstants(Module& module);

}  // namespace hlx
