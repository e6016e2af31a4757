// The reference evaluator: runs a function of a module op by op, exactly as the StableHLO spec says.
//
// It is hlx's ground truth. It favours clarity over speed, but keeps whole-tensor loops tight enough that
// a model such as BERT runs in seconds. It runs static-shaped programs (refine dynamic ones first with
// passes/refine_shapes.h), every op of ops.def except the sdy annotations' partitioning semantics, and
// the test ops: `check.*` ops and custom calls record a pass or a failure and carry on, and
// `interpreter.run_parallel` runs functions as several simulated processes.
//
// Errors: a program the evaluator cannot run (an unsupported op or custom call target, a wrong number or
// type of arguments, an out-of-range runtime value where the spec leaves the behaviour undefined) gives a
// Status whose message starts with `file:line:col: error:` naming the op.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "interp/tensor.h"
#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

struct EvalOptions {
  // The processes the entry function runs as: num_replicas x num_partitions copies, each on its own
  // thread, that meet in the collective ops.
  int64_t num_replicas = 1;
  int64_t num_partitions = 1;
  // Where `interpreter.print` writes (null: nowhere).
  std::ostream* print_stream = nullptr;
  // Constants whose data was elided (`dense_resource<__elided__>`) get pseudo-random values (seeded by
  // `seed` and their place in the source) instead of being an error.
  bool fill_elided_constants = false;
  uint64_t seed = 0;
};

// What the checks of a run found.
struct CheckReport {
  int64_t passed = 0;
  // One message per failed check: where, which check, the first mismatching element, both values and the
  // tolerance.
  std::vector<std::string> failures;
};

struct RunResult {
  // The results of the entry function, per process (processes in order replica-major:
  // process = replica * num_partitions + partition).
  std::vector<std::vector<Tensor>> outputs;
  CheckReport checks;
};

// Runs function `entry` of `module` with `args` (each process gets the same arguments, unless
// `per_process_args` has one list per process).
StatusOr<RunResult> RunFunction(const Module& module, std::string_view entry, std::span<const Tensor> args,
                                const EvalOptions& options);
StatusOr<RunResult> RunFunctionPerProcess(const Module& module, std::string_view entry,
                                          std::span<const std::vector<Tensor>> per_process_args,
                                          const EvalOptions& options);

// How the evaluator runs an op whose operands or results are quantized, as the spec defines it:
enum class QuantizedRun {
  kOwn,          // the op takes quantized values itself (uniform_quantize, control flow, calls, custom
                 // calls) or none of its values is quantized
  kStorage,      // it only moves elements of one per-tensor quantized type: it moves storage integers
  kDequantized,  // dequantize_op_quantize: on the dequantized values, its results quantized
  kRegions,      // a region takes quantized values: the op moves them, each op of the region runs on
                 // their dequantized values (a reduction over quantized elements)
};
QuantizedRun HowQuantizedRuns(const Op& op);

// Collectives: processes exchange tensors here. Each process of `group` (process ids) calls Exchange
// with the same `key` (naming the meeting point: an op, a channel) and its contribution; every caller
// gets all contributions in group order. The n-th call of a process with a key meets the n-th calls of
// the others. A process that fails aborts the rendezvous, so the others return an error instead of
// waiting forever.
class Rendezvous {
 public:
  virtual ~Rendezvous() = default;
  virtual StatusOr<std::vector<Tensor>> Exchange(const std::string& key, int64_t process,
                                                 std::span<const int64_t> group, Tensor contribution) = 0;
  virtual void Abort(const Status& status) = 0;
};

// What the ops of one run evaluated one by one share: their checks' outcomes and the values
// interpreter.probe recorded.
struct OpRunState {
  CheckReport checks;
  std::map<std::string, std::vector<Tensor>> probes;
  // The process the ops run as (replica_id, partition_id, rng) and where its collectives, channels and
  // SPMD custom calls meet the other processes: null for a lone process.
  int64_t replica_id = 0;
  int64_t partition_id = 0;
  int64_t num_replicas = 1;
  int64_t num_partitions = 1;
  Rendezvous* rendezvous = nullptr;
};

// Single ops and functions of a module evaluated outside a whole-function run, as the process that
// OpRunState names (by default one lone process): for backends that run through the evaluator the ops
// they do not compile. Safe to use from several threads at once; the module must outlive it and stay
// unchanged.
class OpEvaluator {
 public:
  OpEvaluator(const Module& module, const EvalOptions& options);
  ~OpEvaluator();
  OpEvaluator(const OpEvaluator&) = delete;
  OpEvaluator& operator=(const OpEvaluator&) = delete;

  // Evaluates `op` (an op in the body of a function of the module; not a terminator or branch) with
  // `args` as its operands. `captured` gives the values of the enclosing function that the op's regions
  // read (each a value and its tensor). Checks and probes record into `run`.
  StatusOr<std::vector<Tensor>> Evaluate(const Op& op, std::span<const Tensor> args,
                                         std::span<const std::pair<const Value*, Tensor>> captured,
                                         OpRunState& run) const;
  // Evaluates the elementwise op `op` (one with the kElementwise trait, a select or a clamp) on `args`,
  // tensors of its operands' element types that all have one shape, which need not be the op's own: its
  // results take that shape. What compile-time tables of an op chain's values are filled with.
  StatusOr<std::vector<Tensor>> EvaluateElementwise(const Op& op, std::span<const Tensor> args,
                                                    OpRunState& run) const;
  // Calls the function `name` with `args`.
  StatusOr<std::vector<Tensor>> Call(std::string_view name, std::span<const Tensor> args,
                                     OpRunState& run) const;
  // Runs `region` (of an op of a function of the module) with `args` as its entry block's arguments,
  // and returns the values it returns. The region must read no values from outside it.
  StatusOr<std::vector<Tensor>> RunRegion(const Region& region, std::span<const Tensor> args,
                                          OpRunState& run) const;

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace hlx
