// The one place where hlx chooses how a program runs.
//
// A backend is named `cpu` (the optimizing CPU backend, backend/cpu, in builds with LLVM 19) or `interp`
// (the reference evaluator, interp/evaluator.h). FindBackend turns a name into a Backend, or into an
// error that lists the names or says that this hlx was built without the one named; CompileProgram
// compiles a verified module's entry function for a backend and returns a CompiledProgram. A program of
// several processes (replicas x partitions) is compiled once and runs once per process: on the CPU
// backend each process is a device thread, the collectives native (backend/cpu/collective_ops.h); on
// the evaluator, its simulated processes. The runtime's executables, the PJRT plugin and the hlx
// command line all come here; none of them knows which backends exist.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "interp/evaluator.h"
#include "interp/tensor.h"
#include "ir/ir.h"
#include "schedule/op_run.h"
#include "support/status.h"

namespace hlx::runtime {

enum class Backend { kInterp, kCpu };

// The backend programs run on unless told: cpu where this hlx has it, interp otherwise.
Backend DefaultBackend();
// `cpu` or `interp`.
std::string_view BackendName(Backend backend);
// Whether this hlx has `backend` (cpu: built with LLVM 19).
bool BackendIsBuilt(Backend backend);
// The backend named `name`, or an error: "unknown backend 'NAME' (backends: cpu, interp)", or, for cpu
// in a build without it, "this hlx was built without LLVM, so without the cpu backend".
StatusOr<Backend> FindBackend(std::string_view name);

struct ProgramOptions {
  Backend backend = DefaultBackend();
  std::string entry = "main";  // the function the program runs
  // The processes (num_replicas x num_partitions), and how the ops the evaluator runs behave (where
  // interpreter.print writes, elided constants, their seed).
  EvalOptions eval;
  std::ostream* print_after_all = nullptr;  // cpu: the backend's IR and plan after each of its steps
  std::ostream* print_plan = nullptr;       // cpu: the compiled steps and arena, once
  // cpu, on several devices: collectives as a start and a done that the latency-hiding scheduler
  // moves apart (schedule/latency_hiding.h); false runs each whole where the program has it.
  bool async_collectives = true;
  // cpu, with async_collectives: loops' collectives moved into the next or previous iteration
  // (sharding/pipeline_collectives.h). Off by default: the in-process collectives move their data on the
  // device's own thread, so pipelining hides nothing more and adds work (docs/cpu-backend.md).
  bool pipeline_collectives = false;
  // cpu, on several devices: the collectives that pipelining moved are combined again (combine.h).
  bool combine_collectives = true;
  // cpu: runs flush denormal floats to zero, as XLA's CPU runtime does (cpu::CpuCompileOptions).
  bool flush_denormals = false;
  // cpu: kernels read values of chains from one 8- or 16-bit value from tables (cpu::LookupTables).
  bool lookup_tables = true;
};

// What compiling a program found out about running it: the cost model's totals for one run (flops, and
// bytes read and written), the temporary memory a run needs beside its arguments and results (the memory
// plan's arena), the most bytes live at one step (no arena can be smaller), the sum of all intermediate
// buffers, and how long compiling took.
struct ProgramCost {
  double flops = 0;
  double bytes_accessed = 0;
  int64_t temp_bytes = 0;
  int64_t live_peak_bytes = 0;
  int64_t intermediate_bytes = 0;
  double compile_ms = 0;
  int64_t argument_bytes = 0;  // one process's arguments
  int64_t result_bytes = 0;    // one process's results
  int64_t code_bytes = 0;      // the machine code generated for the program (its JIT kernels)
  int64_t constant_bytes = 0;  // the constants the program holds (not those only oneDNN's copies stand for)
};

// What profiled runs measured on one process: each step's wall time in nanoseconds (one entry per
// StepLabels line) and the bytes each collective moved between processes (one entry per
// CollectiveLabels line), added over the runs.
struct ProcessProfile {
  std::vector<int64_t> step_ns;
  std::vector<int64_t> collective_bytes;
  // The wall time of the process's collective steps (blocked), and of its steps between a collective's
  // start and its done (overlapped), in every program it runs (its loops' too), added over the runs.
  int64_t blocked_ns = 0;
  int64_t overlapped_ns = 0;
};

// A program ready to run. Tensors in and out are typed in the module's own type context (module()).
// Not reentrant: the caller runs one call at a time.
class CompiledProgram {
 public:
  virtual ~CompiledProgram() = default;
  // The program's cost, where the backend measures one (the CPU backend does; the evaluator does not).
  virtual std::optional<ProgramCost> cost() const = 0;
  // The module the program was compiled from (its types type the arguments and results).
  virtual const Module& module() const = 0;
  // Runs the entry function once per process (num_replicas x num_partitions processes, replica-major),
  // process i with per_process_args[i]; returns each process's results. The arguments are given up: one
  // whose bytes no other tensor holds (a donated buffer's) may be written over and come back as a
  // result's bytes.
  virtual StatusOr<std::vector<std::vector<Tensor>>> Run(
      std::vector<std::vector<Tensor>> per_process_args) const = 0;
  // Runs the entry function once per process, process i with per_process_args[i] (one list per
  // process), which stay untouched; returns each process's results and what the program's checks
  // (check.* ops and custom calls) found on every process.
  virtual StatusOr<RunResult> RunChecked(std::span<const std::vector<Tensor>> per_process_args) const = 0;
  // The steps of a run as print_after_all names them: empty for the evaluator, which has none.
  virtual std::vector<std::string> StepLabels() const = 0;
  // Each op a run computes, with how it runs (schedule/op_run.h): empty for the evaluator, which runs
  // every op itself.
  virtual std::vector<std::pair<const Op*, schedule::OpRun>> OpRuns() const = 0;
  // The program's collectives ("stablehlo.all_reduce at file:line:col"), as the profile counts them:
  // empty for the evaluator.
  virtual std::vector<std::string> CollectiveLabels() const = 0;
  // Runs every process as RunChecked does, adding what it measures to `profile` (one entry per
  // process); an error where there are no steps.
  virtual Status RunProfiled(std::span<const std::vector<Tensor>> per_process_args,
                             std::vector<ProcessProfile>& profile) const = 0;
};

StatusOr<std::unique_ptr<CompiledProgram>> CompileProgram(std::unique_ptr<Module> module,
                                                          const ProgramOptions& options);

}  // namespace hlx::runtime
