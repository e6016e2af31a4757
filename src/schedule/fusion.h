// Loop fusion planning: which ops of a function body compute together in one kernel.
//
// A fusion has one root (its last op, whose result the kernel writes); every other op in it computes
// values only the fusion reads, except cheap groups (at most two flops per element: an elementwise op,
// perhaps with the broadcast it reads through), which may be duplicated into several fusions and still
// run on their own for other users, where the copies read fewer bytes than the group's own kernel would
// write and its readers read. Candidate merges (a producer fusion into the one fusion that reads its
// root) are ranked by the cost model's saving: the bytes of the producer's result, written and read once
// each, less the flops the merge would repeat where the consumer reads a producer element more than once
// (broadcasts, concatenate, pad). Merges that would repeat an expensive producer are never taken.
// A reduce takes producers in but is always the root of its fusion.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace hlx::schedule {

struct Fusion {
  std::vector<const Op*> ops;  // in program order; the last is the root
};

// Plans the fusions of `block`, whose ops `fusible` accepts (others stay outside every fusion).
// Returns them in the order of their roots. Fusions of reshapes alone are not returned: a reshape on
// its own is an alias, not a kernel.
std::vector<Fusion> PlanFusions(const Block& block, const std::function<bool(const Op&)>& fusible);

// The plan's invariant: every value a fusion reads from outside it is written by a step (the root of a
// fusion, or an op outside every fusion). Returns the first read that breaks it, as "OP reads OP", or
// an empty string. A plan that breaks it is a bug of the planner.
std::string FindUnwrittenRead(const std::vector<Fusion>& fusions);

}  // namespace hlx::schedule
