// pipeline-collectives: XLA's collective pipeliner. In a while loop over layers (a scanned model), a
// collective whose result the iteration needs cannot overlap the compute that needs it; moved into the
// next or the previous iteration, it overlaps a whole iteration's compute instead.
//
// Forward: a collective whose result the iteration only stores (a scanned model's gradient, reduced
// then written into its stacked buffer with dynamic_update_slice) moves to the next iteration. Its
// operand, and every value the ops after it read from the iteration, are carried to the next iteration,
// which runs the collective first (its operand is there from the start, so it overlaps all of that
// iteration's compute) and the stores after its own compute. The first iteration's compute is peeled
// before the loop (the prologue), so the loop runs one iteration less, and the last iteration's
// collective and stores run after it (the epilogue). The moved ops are the collective's uses, and
// theirs, to the end of the iteration: pure ops (passes/rewrite.h) whose values reach the loop's results
// only through carried values that nothing else in the loop reads (output buffers).
//
// Backward: a collective whose operand depends only on loop-invariant values and counters (an
// all_gather of the next layer's weights: a dynamic_slice of the stacked weights at the counter) moves
// to the previous iteration. The loop carries its result; the iteration computes the collective of the
// next one from the counter's next value (at the end of the body: it overlaps the iteration's compute),
// and a prologue before the loop computes the first. The last iteration's collective gathers for an
// iteration that does not come (its slice's start clamped, as dynamic_slice clamps it): one collective
// more per loop than before, whose result nothing reads.
//
// Safety. Each rewrite runs exactly the original's ops on exactly the original's values, so the
// results are the same bits; it needs:
// - a loop of one-block regions whose condition is a comparison of integers that are constants or
//   carried values with constant initial operands, and holds for them: the loop runs at least once, so
//   that the prologue computes what its first iteration would (a loop that may run zero times, or whose
//   trip count is unknown, is left alone);
// - forward: the moved ops pure (no other collectives, no effects), the output buffers' carried values
//   read by the moved ops alone and not by the condition;
// - backward: the collective's operand computed by pure ops from values defined outside the loop,
//   carried values the body returns unchanged, and counters (carried values the body returns as one
//   pure op of themselves and constants);
// - all_reduce, all_gather and reduce_scatter of static tensors; a collective already at the start of
//   its iteration (forward: its operand is a carried value) or whose result only the next iteration
//   reads (backward) has nothing to gain and stays.
// Every device runs the same loop, so each still meets its groups in one order, the same on all. A
// collective cloned into a prologue or epilogue gets a channel of its own.
#pragma once

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Pipelines the collectives of every while loop of `module`, inner loops first: backward, then forward.
// Returns whether it changed anything.
StatusOr<bool> PipelineCollectives(Module& module);

}  // namespace hlx
