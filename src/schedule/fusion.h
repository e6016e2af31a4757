// Loop fusion planning: which ops of a function body compute together in one kernel.
//
// A fusion has one root (its last op, whose result the kernel writes). Every other op in it computes
// values only the fusion reads, but for two kinds. Cheap groups (at most two flops per element: an
// elementwise op, perhaps with the broadcast it reads through) may be duplicated into several fusions
// and still run on their own for other users, where the copies read fewer bytes than the group's own
// kernel would write and its readers read. And a fusion whose every op reads its operands at the
// element it writes (or is an iota) may write other ops' results beside its root (its outputs, each of
// the root's element count, or of its shape where an iota makes the kernel loop over rows), for readers
// that run after the root: a producer read by several fusions merges into
// one of them instead of running as a kernel of its own, and its other readers read what the merged
// kernel writes (the rounds of a counter-based random generator, where each round's two words are read
// by the next round's two). Candidate merges (a producer fusion into a fusion that reads its root) are
// ranked by the cost model's saving: the bytes of the producer's result, written and read once each
// (read once for a merge that keeps it an output), less the flops the merge would repeat where the
// consumer reads a producer element more than once (broadcasts, concatenate, pad). Merges that would
// repeat an expensive producer are never taken. A reduce takes producers in but is always the root of
// its fusion.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace hlx::schedule {

struct Fusion {
  std::vector<const Op*> ops;      // in program order; the last is the root
  std::vector<const Op*> outputs;  // ops besides the root whose results are read outside, in program order
};

// Whether `op` reads each operand at the element it writes (elementwise ops, select and clamp, reshapes,
// broadcasts of one element): a kernel of such ops alone can run over the flattened elements.
bool ReadsSameElement(const Op& op);

// Plans the fusions of `block`, whose ops `fusible` accepts (others stay outside every fusion).
// Returns them in the order of their roots. Fusions of reshapes alone are not returned: a reshape on
// its own is an alias, not a kernel.
std::vector<Fusion> PlanFusions(const Block& block, const std::function<bool(const Op&)>& fusible);

// The plan's invariant: every value a fusion reads from outside it is written by a step (the root or an
// output of a fusion, or an op outside every fusion). Returns the first read that breaks it, as "OP reads
// OP", or an empty string. A plan that breaks it is a bug of the planner.
std::string FindUnwrittenRead(const std::vector<Fusion>& fusions);

}  // namespace hlx::schedule
