// The one place where the runtime chooses how a program runs on the CPU.
//
// CompileForCpu takes a verified module whose entry function is `main` and returns a CompiledProgram:
// one process on the optimizing CPU backend (backend/cpu) when it is built in, several processes
// (replicas x partitions) and builds without it on the reference evaluator (interp/evaluator.h).
// Nothing else in the runtime or the PJRT plugin knows which one runs.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "interp/tensor.h"
#include "ir/ir.h"
#include "support/status.h"

namespace hlx::runtime {

struct ProgramOptions {
  int64_t num_replicas = 1;
  int64_t num_partitions = 1;
};

// What compiling a program found out about running it: the cost model's totals for one run (flops, and
// bytes read and written) and the temporary memory a run needs beside its arguments and results.
struct ProgramCost {
  double flops = 0;
  double bytes_accessed = 0;
  int64_t temp_bytes = 0;
};

// A program ready to run. Tensors in and out are typed in the module's own type context (module()).
class CompiledProgram {
 public:
  virtual ~CompiledProgram() = default;
  // The program's cost, where the backend measures one (the CPU backend does; the evaluator does not).
  virtual std::optional<ProgramCost> cost() const = 0;
  // The module the program was compiled from (its types type the arguments and results).
  virtual const Module& module() const = 0;
  // Runs the entry function once per process (num_replicas x num_partitions processes, replica-major),
  // process i with per_process_args[i]; returns each process's results. Not reentrant: the caller runs
  // one call at a time. The arguments are given up: one whose bytes no other tensor holds (a donated
  // buffer's) may be written over and come back as a result's bytes.
  virtual StatusOr<std::vector<std::vector<Tensor>>> Run(
      std::vector<std::vector<Tensor>> per_process_args) const = 0;
};

StatusOr<std::unique_ptr<CompiledProgram>> CompileForCpu(std::unique_ptr<Module> module,
                                                         const ProgramOptions& options);

}  // namespace hlx::runtime
