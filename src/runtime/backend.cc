#include "runtime/backend.h"

#include <utility>

#include "interp/evaluator.h"

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

  StatusOr<std::vector<std::vector<Tensor>>> Run(
      std::span<const std::vector<Tensor>> per_process_args) const override {
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

}  // namespace

StatusOr<std::unique_ptr<CompiledProgram>> CompileForCpu(std::unique_ptr<Module> module,
                                                         const ProgramOptions& options) {
  return std::unique_ptr<CompiledProgram>(new EvaluatorProgram(std::move(module), options));
}

}  // namespace hlx::runtime
