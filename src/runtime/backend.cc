#include "runtime/backend.h"

#include <utility>

#include "interp/evaluator.h"
#ifdef HLX_HAVE_CPU_BACKEND
#include "backend/cpu/executable.h"
#endif

namespace hlx::runtime {
namespace {

// Runs `main` on the reference evaluator: one process through RunFunction, several (replicas x
// partitions, meeting in the collectives) through RunFunctionPerProcess.
class EvaluatorProgram : public CompiledProgram {
 public:
  EvaluatorProgram(std::unique_ptr<Module> module, const ProgramOptions& options)
      : module_(std::move(module)) {
    eval_.num_replicas = options.num_replicas;
    eval_.num_partitions = options.num_partitions;
  }

  const Module& module() const override { return *module_; }
  std::optional<ProgramCost> cost() const override { return std::nullopt; }

  StatusOr<std::vector<std::vector<Tensor>>> Run(
      std::vector<std::vector<Tensor>> per_process_args) const override {
    if (per_process_args.size() == 1 && eval_.num_replicas * eval_.num_partitions == 1) {
      HLX_ASSIGN_OR_RETURN(RunResult result, RunFunction(*module_, "main", per_process_args[0], eval_));
      return std::move(result.outputs);
    }
    HLX_ASSIGN_OR_RETURN(RunResult result, RunFunctionPerProcess(*module_, "main", per_process_args, eval_));
    return std::move(result.outputs);
  }

 private:
  std::unique_ptr<Module> module_;
  EvalOptions eval_;
};

#ifdef HLX_HAVE_CPU_BACKEND
// Runs `main` as one process on the optimizing CPU backend (backend/cpu/executable.h).
class CpuBackendProgram : public CompiledProgram {
 public:
  explicit CpuBackendProgram(std::unique_ptr<cpu::Executable> executable)
      : executable_(std::move(executable)) {}

  const Module& module() const override { return executable_->module(); }
  std::optional<ProgramCost> cost() const override {
    const cpu::CompileStats& stats = executable_->stats();
    return ProgramCost{stats.flops, stats.bytes_moved, stats.planned_temp_bytes};
  }

  StatusOr<std::vector<std::vector<Tensor>>> Run(
      std::vector<std::vector<Tensor>> per_process_args) const override {
    if (per_process_args.size() != 1)
      return InvalidArgument("a program compiled for one process was given arguments for " +
                             std::to_string(per_process_args.size()));
    HLX_ASSIGN_OR_RETURN(std::vector<Tensor> outputs,
                         executable_->RunDonated(std::move(per_process_args[0])));
    std::vector<std::vector<Tensor>> results;
    results.push_back(std::move(outputs));
    return results;
  }

 private:
  std::unique_ptr<cpu::Executable> executable_;
};
#endif

}  // namespace

StatusOr<std::unique_ptr<CompiledProgram>> CompileForCpu(std::unique_ptr<Module> module,
                                                         const ProgramOptions& options) {
#ifdef HLX_HAVE_CPU_BACKEND
  // One process: the CPU backend. Several processes meet in collectives, which only the evaluator runs.
  if (options.num_replicas * options.num_partitions == 1) {
    HLX_ASSIGN_OR_RETURN(std::unique_ptr<cpu::Executable> executable,
                         cpu::Compile(std::move(module), cpu::CompileOptions{}));
    return std::unique_ptr<CompiledProgram>(new CpuBackendProgram(std::move(executable)));
  }
#endif
  return std::unique_ptr<CompiledProgram>(new EvaluatorProgram(std::move(module), options));
}

}  // namespace hlx::runtime
