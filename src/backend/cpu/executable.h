// The optimizing CPU backend's entry points: Compile turns a module's entry function into a CpuExecutable
// (fusions chosen by a cost model, LLVM JIT kernels, oneDNN calls, a memory plan and a flat program of
// steps); Run executes it. Ops the backend does not compile run through the reference evaluator, so
// every program the evaluator runs also runs here.
//
// hlx_backend_cpu is built only when LLVM 19 is found. Outside the backend and its tests, only the
// runtime's backend choice (runtime/backend.h) calls it, guarded by HLX_HAVE_CPU_BACKEND.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "interp/evaluator.h"
#include "interp/tensor.h"
#include "ir/ir.h"
#include "schedule/op_run.h"
#include "support/status.h"

namespace hlx::cpu {

struct CpuCompileOptions {
  std::string entry = "main";
  std::ostream* print_after_all = nullptr;  // dump IR / fusion plan after each backend step
  std::ostream* print_plan = nullptr;       // the compiled program's steps and arena, once
  // The devices the program runs on (eval.num_replicas x eval.num_partitions, replica-major: one run
  // per device, meeting in the collectives), and how the ops that run through the evaluator behave
  // (print stream, elided constants, seed).
  EvalOptions eval;
  // On several devices: split collectives into a start and a done that the latency-hiding scheduler
  // (schedule/latency_hiding.h) moves apart, so that each device computes while the others arrive.
  bool async_collectives = true;
  // With async_collectives: loops' collectives moved into the next or previous iteration, where they
  // overlap a whole iteration's compute (sharding/pipeline_collectives.h). Off by default: a collective
  // of this backend moves its data in its done, on the device's own thread, so moving it to another
  // iteration hides no transfer, and the rewrite adds work (one collective more per loop moved
  // backward, a prologue, operands folded out of cache; docs/cpu-backend.md has the figures).
  bool pipeline_collectives = false;
  // The collectives pipelining moved are combined with the ones they meet (combine.h).
  bool combine_collectives = true;
  // Runs flush denormal floats to zero (FTZ and DAZ on every thread that runs the program's steps), as
  // XLA's CPU runtime does; false keeps IEEE denormals in every step but the oneDNN calls, as the
  // evaluator computes them.
  bool flush_denormals = false;
  // Kernels read a value computed by elementwise ops from one value of at most 16 bits (a bf16 GELU)
  // from a table the evaluator fills when the program is compiled, where that pays (lookup_tables.h).
  bool lookup_tables = true;
};

struct CompileStats {
  double compile_ms = 0;
  int64_t num_kernels = 0, num_library_calls = 0, num_native_ops = 0, num_collective_ops = 0,
          num_fallback_ops = 0;
  int64_t planned_temp_bytes = 0;     // the memory plan's arena
  int64_t live_peak_bytes = 0;        // the most bytes live at one step: no arena can be smaller
  int64_t intermediate_bytes = 0;     // the sum of all intermediate buffers
  double flops = 0, bytes_moved = 0;  // the cost model's totals for one run
  int64_t argument_bytes = 0;         // one device's arguments
  int64_t result_bytes = 0;           // one device's results
  int64_t code_bytes = 0;             // the JIT kernels' machine-code objects and lookup tables
  int64_t constant_bytes = 0;         // the constants the program holds (not those oneDNN copied)
};

// What a profiled run measured on one device.
struct DeviceProfile {
  std::vector<int64_t> step_ns;  // per step of the entry program (StepLabels): wall time, added
  // Per collective of the program (CollectiveLabels): the bytes this device moved between devices
  // (read from other devices' buffers or written into them), added.
  std::vector<int64_t> collective_bytes;
  // In every program the device runs (the entry's and its loops' and branches'): the wall time of its
  // collective steps (blocked: a whole collective or a done waits for the group and moves the data, a
  // start publishes), and of the steps that ran between a start and its done (overlapped), added.
  int64_t blocked_ns = 0;
  int64_t overlapped_ns = 0;
};

class CpuExecutable {
 public:
  virtual ~CpuExecutable() = default;
  // The single-device entry points below run a program compiled for one device; for several, they
  // return an error and RunDevices runs it.
  // Runs the entry function. Safe to call from several threads at once with different arguments.
  virtual StatusOr<std::vector<Tensor>> Run(std::span<const Tensor> args) const = 0;
  // Run, counting the outcome of the program's check ops in `checks`.
  virtual StatusOr<std::vector<Tensor>> RunChecked(std::span<const Tensor> args,
                                                   CheckReport& checks) const = 0;
  // Run, taking the arguments (donation): an argument whose bytes no other tensor holds may be written
  // over and come back as a result of its size, once the program no longer reads it. Arguments some
  // other tensor shares are only read, as Run reads them.
  virtual StatusOr<std::vector<Tensor>> RunDonated(std::vector<Tensor> args) const = 0;
  // Run, adding each step's wall time in nanoseconds to `step_ns` (one entry per StepLabels line).
  virtual StatusOr<std::vector<Tensor>> RunProfiled(std::span<const Tensor> args,
                                                    std::vector<int64_t>& step_ns) const = 0;
  // The devices the program was compiled for: num_replicas x num_partitions.
  virtual int64_t num_devices() const = 0;
  // Runs the entry function on every device, device d (replica-major) on per_device_args[d], each
  // device on a thread of its own (one device: on the caller's), meeting in the collectives; returns
  // each device's results. The check outcomes of every device are counted in `checks`, device after
  // device. With `donated`, as RunDonated. With `profile`, one entry per device gets each step's time
  // and each collective's bytes. An error on one device ends the others' runs. One multi-device run at
  // a time: a second caller waits for the first.
  virtual StatusOr<std::vector<std::vector<Tensor>>> RunDevices(
      std::vector<std::vector<Tensor>> per_device_args, bool donated, CheckReport& checks,
      std::vector<DeviceProfile>* profile = nullptr) const = 0;
  // The entry program's steps, in order, as --print-after-all shows them.
  virtual std::vector<std::string> StepLabels() const = 0;
  // Each op of the optimized module that a run computes (those of the steps of the entry program and
  // of its loops' and branches' programs, and every op of a function run whole on the evaluator), with
  // how it runs; constants, aliasing reshapes and returns compute nothing at run time and are not listed.
  virtual std::vector<std::pair<const Op*, schedule::OpRun>> OpRuns() const = 0;
  // The program's collectives (in the entry program and the programs of its regions), in the order
  // DeviceProfile counts them: "stablehlo.all_reduce at file:line:col".
  virtual std::vector<std::string> CollectiveLabels() const = 0;
  virtual const CompileStats& stats() const = 0;
  // The module after the backend's passes; its types type the arguments and results.
  virtual const Module& module() const = 0;
};

StatusOr<std::unique_ptr<CpuExecutable>> Compile(std::unique_ptr<Module> module,
                                                 const CpuCompileOptions& options);

}  // namespace hlx::cpu
