// Runs a compiled Program: one arena and one table of value addresses per run, then each step in order.
// No lock is taken and nothing is allocated per step except by steps that run through the evaluator;
// large kernels split their iterations over the process's OpenMP threads.
#pragma once

#include <cstdlib>
#include <memory>
#include <mutex>
#include <span>
#include <vector>

#include "backend/cpu/program.h"
#include "interp/evaluator.h"
#include "support/status.h"

namespace hlx::cpu {

struct FreeDeleter {
  void operator()(char* p) const { std::free(p); }
};
using Arena = std::unique_ptr<char, FreeDeleter>;

// The arenas of finished runs, kept for the next runs so that their pages stay mapped: a run takes one
// (or allocates one when none is free) and gives it back at its end. One lock per run, none per step.
class ArenaPool {
 public:
  explicit ArenaPool(int64_t bytes) : bytes_(bytes) {}
  // Null when the arena cannot be allocated.
  Arena Take();
  void Give(Arena arena);
  int64_t bytes() const { return bytes_; }

 private:
  int64_t bytes_;
  std::mutex mutex_;
  std::vector<Arena> free_;
};

// Runs `program` on `args` (checked against its argument types); `evaluator` runs the steps that fall
// back, counting check outcomes in `checks`; `arenas` (of program.arena_bytes) holds its temporaries.
// `module_name` names the program in argument errors.
StatusOr<std::vector<Tensor>> Execute(const Program& program, ArenaPool& arenas, const OpEvaluator& evaluator,
                                      const std::string& module_name, std::span<const Tensor> args,
                                      CheckReport& checks);

}  // namespace hlx::cpu
