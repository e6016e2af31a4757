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
  StatusOr<RunResult> RunChecked(std::span<const std::vector<Tensor>> per_process_args) const override {
    if (per_process_args.size() == 1 && eval_.num_replicas * eval_.num_partitions == 1)
      return RunFunction(*module_, entry_, per_process_args[0], eval_);
    return RunFunctionPerProcess(*module_, entry_, per_process_args, eval_);
  }
  std::vector<std::string> StepLabels() const override { return {}; }
  std::vector<std::pair<const Op*, schedule::OpRun>> OpRuns() const override { return {}; }
  std::vector<std::string> CollectiveLabels() const override { return {}; }
  Status RunProfiled(std::span<const std::vector<Tensor>>, std::vector<ProcessProfile>&) const override {
    return Unimplemented("the evaluator runs a program op by op: it has no steps to time");
  }

 private:
  std::unique_ptr<Module> module_;
  std::string entry_;
  EvalOptions eval_;
};

#ifdef HLX_HAVE_CPU_BACKEND
// Runs the entry function on the optimizing CPU backend (backend/cpu/executable.h): compiled once, run
// once per process on a device thread of its own.
class CpuBackendProgram : public CompiledProgram {
 public:
  explicit CpuBackendProgram(std::unique_ptr<cpu::CpuExecutable> executable)
      : executable_(std::move(executable)) {}

  const Module& module() const override { return executable_->module(); }
  std::optional<ProgramCost> cost() const override {
    const cpu::CompileStats& stats = executable_->stats();
    ProgramCost cost{stats.flops,           stats.bytes_moved,        stats.planned_temp_bytes,
                     stats.live_peak_bytes, stats.intermediate_bytes, stats.compile_ms};
    cost.argument_bytes = stats.argument_bytes;
    cost.result_bytes = stats.result_bytes;
    cost.code_bytes = stats.code_bytes;
    cost.constant_bytes = stats.constant_bytes;
    return cost;
  }

  StatusOr<std::vector<std::vector<Tensor>>> Run(
      std::vector<std::vector<Tensor>> per_process_args) const override {
    CheckReport checks;
    return executable_->RunDevices(std::move(per_process_args), /*donated=*/true, checks);
  }
  StatusOr<RunResult> RunChecked(std::span<const std::vector<Tensor>> per_process_args) const override {
    RunResult result;
    HLX_ASSIGN_OR_RETURN(result.outputs,
                         executable_->RunDevices(Copy(per_process_args), false, result.checks));
    return result;
  }
  std::vector<std::string> StepLabels() const override { return executable_->StepLabels(); }
  std::vector<std::pair<const Op*, schedule::OpRun>> OpRuns() const override { return executable_->OpRuns(); }
  std::vector<std::string> CollectiveLabels() const override { return executable_->CollectiveLabels(); }
  Status RunProfiled(std::span<const std::vector<Tensor>> per_process_args,
                     std::vector<ProcessProfile>& profile) const override {
    CheckReport checks;
    std::vector<cpu::DeviceProfile> devices;
    HLX_RETURN_IF_ERROR(executable_->RunDevices(Copy(per_process_args), false, checks, &devices).status());
    profile.resize(devices.size());
    for (size_t d = 0; d < devices.size(); ++d) {
      Add(devices[d].step_ns, profile[d].step_ns);
      Add(devices[d].collective_bytes, profile[d].collective_bytes);
      profile[d].blocked_ns += devices[d].blocked_ns;
      profile[d].overlapped_ns += devices[d].overlapped_ns;
    }
    return Status::Ok();
  }

 private:
  // The argument lists, as the executable takes them (tensors share their bytes, which it only reads).
  static std::vector<std::vector<Tensor>> Copy(std::span<const std::vector<Tensor>> lists) {
    return std::vector<std::vector<Tensor>>(lists.begin(), lists.end());
  }
  static void Add(const std::vector<int64_t>& from, std::vector<int64_t>& into) {
    into.resize(from.size(), 0);
    for (size_t i = 0; i < from.size(); ++i) into[i] += from[i];
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
  if (options.backend == Backend::kCpu) {
    cpu::CpuCompileOptions compile;
    compile.entry = options.entry;
    compile.eval = options.eval;
    compile.print_after_all = options.print_after_all;
    compile.print_plan = options.print_plan;
    compile.async_collectives = options.async_collectives;
    compile.pipeline_collectives = options.pipeline_collectives;
    compile.combine_collectives = options.combine_collectives;
    compile.flush_denormals = options.flush_denormals;
    compile.lookup_tables = options.lookup_tables;
    HLX_ASSIGN_OR_RETURN(std::unique_ptr<cpu::CpuExecutable> executable,
                         cpu::Compile(std::move(module), compile));
    return std::unique_ptr<CompiledProgram>(new CpuBackendProgram(std::move(executable)));
  }
#endif
  return std::unique_ptr<CompiledProgram>(new EvaluatorProgram(std::move(module), options));
}

}  // namespace hlx::runtime
