// Runs a compiled Program: one arena, one buffer per result and one table of value addresses per run,
// then each step in order, writing results where the caller receives them. No lock is taken and nothing
// is allocated per step except by steps that run through the evaluator; large kernels split their
// iterations over the process's OpenMP threads.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "backend/cpu/program.h"
#include "interp/evaluator.h"
#include "support/status.h"

namespace hlx::cpu {

// Byte buffers of a program's runs (its arena, its results), recycled: a buffer handed out comes back
// to the pool when its last holder drops it (a finished run's arena, a result the caller let go of) and
// is handed out again for a request of the same size, its pages already mapped, so that a program run
// again and again allocates nothing and takes no page faults after its first run. The pool keeps at
// most `keep_bytes` of idle buffers and frees the rest. Buffers may outlive the pool; they free
// themselves then. One lock per buffer taken or given back, none per step.
class BufferPool : public std::enable_shared_from_this<BufferPool> {
 public:
  static std::shared_ptr<BufferPool> Create(int64_t keep_bytes);
  // A buffer of `bytes` bytes (its contents unspecified), or null when it cannot be allocated.
  std::shared_ptr<std::string> Take(int64_t bytes);

 private:
  explicit BufferPool(int64_t keep_bytes) : keep_bytes_(keep_bytes) {}
  void Give(std::unique_ptr<std::string> buffer);

  const int64_t keep_bytes_;
  std::mutex mutex_;
  std::unordered_multimap<int64_t, std::unique_ptr<std::string>> idle_;
  int64_t idle_bytes_ = 0;
};

// Runs `program` on `args` (checked against its argument types); `evaluator` runs the steps that fall
// back, counting check outcomes in `checks`; `buffers` gives the arena of temporaries and the result
// buffers that steps write in place. With `donated`, the caller gives the arguments up: one whose
// bytes no other tensor holds may be written over and returned as a result (Program::donors).
// `module_name` names the program in argument errors.
// With `step_ns`, each step's wall time in nanoseconds is added to its entry (sized to the program's
// steps; a while or if step's time includes its regions' steps).
StatusOr<std::vector<Tensor>> Execute(const Program& program, BufferPool& buffers,
                                      const OpEvaluator& evaluator, const std::string& module_name,
                                      std::span<const Tensor> args, bool donated, CheckReport& checks,
                                      std::vector<int64_t>* step_ns = nullptr);

// What a step computes, as the plan prints it: "kernel {stablehlo.add, stablehlo.tanh}", "library
// stablehlo.dot_general + stablehlo.add", "native stablehlo.gather", "evaluate stablehlo.sort", ...
std::string StepLabel(const Step& step);

}  // namespace hlx::cpu
