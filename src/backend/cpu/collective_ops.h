// Native collectives: all_reduce, all_gather, reduce_scatter, all_to_all, collective_permute,
// collective_broadcast and collective_reduce on the buffers of the devices of one process, meeting in
// a Communicator (communicator.h); and replica_id and partition_id. A program compiled for
// num_replicas x num_partitions devices runs one copy per device thread (executor.h), and each device's
// `collective` step runs the op here.
//
// Groups are the spec's (interp/process_groups.h, which the evaluator uses too), computed once when the
// op is planned: each device knows its group and its place in it. Every device of a group publishes
// the addresses of its operands and results; then each reads the others' operands directly:
// - all_reduce: the elements are cut into one slice per member; each member folds its slice over the
//   members' operands in group order (the first member's elements, then each next member's combined
//   into them, as the evaluator folds) and writes the slice into every member's result. Every element
//   is so folded in group order whichever device folds it: the results are the evaluator's, bit for
//   bit, on every run.
// - reduce_scatter and collective_reduce fold the same way, each device its own part (the root: all;
//   each operand of a reduce_scatter of several, hlx's combined form, in the one meeting);
//   all_gather, all_to_all, collective_permute and collective_broadcast copy the parts each device
//   receives into its result (zeros where the spec gives none).
// A reduction region is applied by a typed loop where it is one add, multiply, maximum, minimum, and
// or or of its arguments on f32, f64 or 32- and 64-bit integers, through the evaluator's element
// combiner (CombineInPlace) for such a region on other element types, as compiled scalar code
// (interp/scalar_region.h) for other bodies of scalar ops, and otherwise by running the region through
// the evaluator once per element. Operands of another element type than the results' are converted
// element by element first, as the evaluator converts them.
#pragma once

#include <cstdint>
#include <memory>
#include <span>

#include "backend/cpu/communicator.h"
#include "interp/evaluator.h"
#include "ir/ir.h"
#include "support/status.h"

namespace hlx::cpu {

// Which part of a collective a step runs: all of it, or (asynchronous collectives) its start, which
// publishes the device's buffers to its group and returns at once, or its done, which waits for the
// group, moves the data and returns once every member has.
enum class CollectivePhase { kWhole, kStart, kDone };

// The device a collective step runs on, and what it meets the other devices with.
struct DeviceContext {
  int64_t device = 0;                      // replica * num_partitions + partition
  Communicator* communicator = nullptr;    // null when the program runs on one device
  const OpEvaluator* evaluator = nullptr;  // runs reduction regions outside the scalar subset
  OpRunState* run = nullptr;               // the device's run state, for those regions
  CollectivePhase phase = CollectivePhase::kWhole;
  // kStart: where the posted meeting goes; kDone: the meeting the start posted (null for a group of
  // one).
  Communicator::Meeting** pending = nullptr;
};

class CollectiveOp {
 public:
  virtual ~CollectiveOp() = default;
  // Runs the op, or the part of it device.phase names, on `device`: `operands` and `results` are the
  // base addresses of the device's operands and results, in order, each a dense row-major buffer of its
  // static type (the same at the start and the done of one run). Returns the bytes this device moved
  // between devices (read from other devices' buffers or written into them); a start moves none.
  virtual StatusOr<int64_t> Run(const DeviceContext& device, std::span<const char* const> operands,
                                std::span<char* const> results) const = 0;
  // Whether the op meets other devices (replica_id and partition_id do not): only such an op can be
  // split into a start and a done.
  virtual bool Meets() const { return true; }
};

// A native implementation of `op` (one of the ops above, static tensor types, no quantized ones) in a
// program that runs on num_replicas x num_partitions devices; nullptr when there is none: attributes
// or types the evaluator would reject (it then runs the op and reports the error), or a region that
// reads values from outside it other than scalar constants.
std::unique_ptr<CollectiveOp> PlanCollective(const Op& op, const Module& module, int64_t num_replicas,
                                             int64_t num_partitions);

}  // namespace hlx::cpu
