#include "runtime/backend.h"

#include <utility>

#include "support/check.h"

#ifdef HLX_HAVE_CPU_BACKEND
#include "backend/cpu/executable.h"
#endif

namespace hlx::runtime {
namespace {

// Runs the entry function on the reference evaluator: one process through RunFunction, several
// (replicas x partitions, meeting in the collectives) through RunFunctionPerProcess.
class EvaluatorProgram : public CompiledProgram {
 public:
  EvaluatorProgram(std::unique_ptr<Module> module, const ProgramOptions& options)
      : module_(std::move(module)), entry_(options.entry), eval_(options.eval) {}

  const Module& module() const override { return *module_; }
  std::optional<ProgramCost> cost() const override { return std::nullopt; }

  StatusOr<std::vector<std::vector<Tensor>>> Run(
      std::vector<std::vector<Tensor>> per_process_args) const override {
    if (per_process_args.size() == 1 && eval_.num_replicas * eval_.num_partitions == 1) {
      HLX_ASSIGN_OR_RETURN(RunResult result, RunFunction(*module_, entry_, per_process_args[0], eval_));
      return std::move(result.outputs);
    }
    HLX_ASSIGN_OR_RETURN(RunResult result, RunFunctionPerProcess(*module_, entry_, per_process_args, eval_));
    return std::move(result.outputs);
  }
  StatusOr<RunResult> RunChecked(std::span<const Tensor> args) const override {
    return RunFunction(*module_, entry_, args, eval_);
  }
  std::vector<std::string> StepLabels() const override { return {}; }
  std::vector<std::pair<const Op*, schedule::OpRun>> OpRuns() const override { return {}; }
  StatusOr<std::vector<Tensor>> RunProfiled(std::span<const Tensor> args,
                                            std::vector<int64_t>& step_ns) const override {
    return Unimplemented("the evaluator runs a program op by op: it has no steps to time");
  }

 private:
  std::unique_ptr<Module> module_;
  std::string entry_;
  EvalOptions eval_;
};

#ifdef HLX_HAVE_CPU_BACKEND
// Runs the entry function as one process on the optimizing CPU backend (backend/cpu/executable.h).
class CpuBackendProgram : public CompiledProgram {
 public:
  explicit CpuBackendProgram(std::unique_ptr<cpu::CpuExecutable> executable)
      : executable_(std::move(executable)) {}

  const Module& module() const override { return executable_->module(); }
  std::optional<ProgramCost> cost() const override {
    const cpu::CompileStats& stats = executable_->stats();
    return ProgramCost{stats.flops,           stats.bytes_moved,        stats.planned_temp_bytes,
                       stats.live_peak_bytes, stats.intermediate_bytes, stats.compile_ms};
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
  StatusOr<RunResult> RunChecked(std::span<const Tensor> args) const override {
    RunResult result;
    HLX_ASSIGN_OR_RETURN(std::vector<Tensor> outputs, executable_->RunChecked(args, result.checks));
    result.outputs.push_back(std::move(outputs));
    return result;
  }
  std::vector<std::string> StepLabels() const override { return executable_->StepLabels(); }
  std::vector<std::pair<const Op*, schedule::OpRun>> OpRuns() const override { return executable_->OpRuns(); }
  StatusOr<std::vector<Tensor>> RunProfiled(std::span<const Tensor> args,
                                            std::vector<int64_t>& step_ns) const override {
    return executable_->RunProfiled(args, step_ns);
  }

 private:
  std::unique_ptr<cpu::CpuExecutable> executable_;
};
#endif

}  // namespace

Backend DefaultBackend() { return BackendIsBuilt(Backend::kCpu) ? Backend::kCpu : Backend::kInterp; }

std::string_view BackendName(Backend backend) {
  switch (backend) {
    case Backend::kInterp:
      return "interp";
    case Backend::kCpu:
      return "cpu";
  }
  HLX_UNREACHABLE("a backend without a name");
}

bool BackendIsBuilt(Backend backend) {
#ifdef HLX_HAVE_CPU_BACKEND
  return true;
#else
  return backend != Backend::kCpu;
#endif
}

StatusOr<Backend> FindBackend(std::string_view name) {
  for (Backend backend : {Backend::kCpu, Backend::kInterp}) {
    if (name != BackendName(backend)) continue;
    if (!BackendIsBuilt(backend))
      return Unimplemented("this hlx was built without LLVM, so without the cpu backend");
    return backend;
  }
  return InvalidArgument("unknown backend '" + std::string(name) + "' (backends: cpu, interp)");
}

StatusOr<std::unique_ptr<CompiledProgram>> CompileProgram(std::unique_ptr<Module> module,
                                                          const ProgramOptions& options) {
  HLX_CHECK_MSG(BackendIsBuilt(options.backend), "a program compiled for a backend this hlx does not have");
#ifdef HLX_HAVE_CPU_BACKEND
  // One process: the CPU backend. Several processes meet in collectives, which only the evaluator runs.
  if (options.backend == Backend::kCpu && options.eval.num_replicas * options.eval.num_partitions == 1) {
    cpu::CpuCompileOptions compile;
    compile.entry = options.entry;
    compile.eval = options.eval;
    compile.print_after_all = options.print_after_all;
    compile.print_plan = options.print_plan;
    HLX_ASSIGN_OR_RETURN(std::unique_ptr<cpu::CpuExecutable> executable,
                         cpu::Compile(std::move(module), compile));
    return std::unique_ptr<CompiledProgram>(new CpuBackendProgram(std::move(executable)));
  }
#endif
  return std::unique_ptr<CompiledProgram>(new EvaluatorProgram(std::move(module), options));
}

}  // namespace hlx::runtime
