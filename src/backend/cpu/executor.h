// Runs a compiled Program: one arena, one buffer per result and one table of value addresses per run,
// then each step in order, writing results where the caller receives them. No lock is taken and nothing
// is allocated per step except by steps that run through the evaluator and by collectives (which meet
// the other devices' runs in a Communicator); large kernels split their iterations over the process's
// OpenMP threads. A program of several devices runs once per device, on DeviceThreads.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "backend/cpu/communicator.h"
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
  // A buffer that holds `bytes` bytes aligned (AlignableStorage, interp/tensor.h: they start at
  // AlignedOffset of it; its other contents unspecified), or null when it cannot be allocated or is
  // larger than the host's memory (support/host_memory.h).
  std::shared_ptr<std::string> Take(int64_t bytes);

 private:
  explicit BufferPool(int64_t keep_bytes) : keep_bytes_(keep_bytes) {}
  void Give(std::unique_ptr<std::string> buffer);

  const int64_t keep_bytes_;
  std::mutex mutex_;
  // Idle buffers by size; a size's list keeps its capacity, so that a run's Take and Give allocate no
  // map nodes once the sizes are known.
  std::unordered_map<int64_t, std::vector<std::unique_ptr<std::string>>> idle_;
  int64_t idle_bytes_ = 0;
};

// The device a run is on (a program compiled for num_replicas x num_partitions devices runs once per
// device, each on a thread of its own), where it meets the others, and what the run measures.
struct DeviceRun {
  int64_t device = 0;  // replica * num_partitions + partition
  int64_t num_replicas = 1;
  int64_t num_partitions = 1;
  Communicator* communicator = nullptr;  // null for a program of one device
  // Each step's wall time in nanoseconds, added to its entry (sized to the program's steps; a while or
  // if step's time includes its regions' steps); null: not timed.
  std::vector<int64_t>* step_ns = nullptr;
  // The bytes each collective moved between devices, added to its entry (Step::collective_index).
  std::vector<int64_t>* collective_bytes = nullptr;
  // The wall time of the collective steps, and of the steps between a collective's start and its done,
  // in the entry's program and in those of its loops and branches, added (DeviceProfile); null: not
  // timed.
  int64_t* blocked_ns = nullptr;
  int64_t* overlapped_ns = nullptr;
};

// Runs `program` on `args` (checked against its argument types) as `device`; `evaluator` runs the
// steps that fall back (as that device's process), counting check outcomes in `checks`; `buffers`
// gives the arena of temporaries and the result buffers that steps write in place. With `donated`, the
// caller gives the arguments up: one whose bytes no other tensor holds may be written over and returned
// as a result (Program::donors). `module_name` names the program in argument errors.
StatusOr<std::vector<Tensor>> Execute(const Program& program, BufferPool& buffers,
                                      const OpEvaluator& evaluator, const std::string& module_name,
                                      std::span<const Tensor> args, bool donated, CheckReport& checks,
                                      const DeviceRun& device = DeviceRun());

// The threads the devices of a multi-device executable run on, started at its first run and kept for
// its lifetime: each keeps its OpenMP team from run to run, and the process's OpenMP threads are shared
// out among the devices (each device's kernels and library calls split their loops over
// max(1, threads / devices) threads), so that N devices do not start N times as many threads as
// there are cores.
class DeviceThreads {
 public:
  explicit DeviceThreads(int64_t num_devices) : num_devices_(num_devices) {}
  ~DeviceThreads();
  DeviceThreads(const DeviceThreads&) = delete;
  DeviceThreads& operator=(const DeviceThreads&) = delete;

  // Runs `body(d)` for every device d, each on its own thread, and returns once all have returned. One
  // call at a time: a second caller waits for the first.
  void Run(const std::function<void(int64_t)>& body);

 private:
  void Work(int64_t device, int threads_per_device);

  const int64_t num_devices_;
  std::mutex call_mutex_;  // held by the one Run under way
  std::mutex mutex_;
  std::condition_variable cv_;
  const std::function<void(int64_t)>* body_ = nullptr;
  int64_t generation_ = 0;  // Run calls so far
  int64_t running_ = 0;     // devices still in the current call's body
  bool stop_ = false;
  std::vector<std::thread> threads_;
};

// Runs kernel step `step` once over the buffers `operands` and `results` (in the order of its lists), as
// a run runs it (on the calling thread and its OpenMP threads), with denormals flushed where
// `flush_denormals` asks (the calling thread's setting restored after): how a kernel that reads only
// constants is computed when its program is compiled (Program::constant_steps).
void RunKernelOnce(const Step& step, const char* const* operands, char* const* results, bool flush_denormals);

// What a step computes, as the plan prints it: "kernel {stablehlo.add, stablehlo.tanh}", "library
// stablehlo.dot_general + stablehlo.add", "native stablehlo.gather", "evaluate stablehlo.sort", ...
std::string StepLabel(const Step& step);

}  // namespace hlx::cpu
