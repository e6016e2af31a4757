// The cost model: what one op (or a fused group of ops) costs to run, as floating-point operations and
// bytes moved to and from memory. Fusion ranks its choices by the bytes a fusion saves; hlx bench
// turns the totals into GFLOP/s and GB/s.
#pragma once

#include "ir/ir.h"

namespace hlx::schedule {

struct OpCost {
  double flops = 0;
  double bytes = 0;  // operands read plus results written, each once
};

// The bytes of a value of static tensor type `t` (0 for other types).
double BytesOfType(Type t);
// Arithmetic per element of an elementwise op: 1 for simple ops, more for transcendentals.
double FlopsPerElement(OpKind kind);
// One op run on its own: dot_general and convolution count 2 flops per multiply-add, reductions one
// per element read, elementwise ops FlopsPerElement per result element, data movement none.
OpCost CostOf(const Op& op);

}  // namespace hlx::schedule
