#include "backend/cpu/executor.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <memory>
#include <new>
#include <string>

#ifdef _OPENMP
#include <omp.h>
#endif
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

#include "support/check.h"
#include "support/host_memory.h"
#include "support/int_math.h"

namespace hlx::cpu {
namespace {

// What one run owns: the arena, the result buffers, the objects, and the address of every value.
class RunState {
 public:
  // With `donated`, an argument whose bytes no other tensor holds may become a result (Program::donors).
  RunState(const Program& program, BufferPool& buffers, std::span<const Tensor> args, bool donated)
      : program_(program),
        args_(args),
        results_(program.results.size()),
        objects_(program.num_objects),
        addresses_(program.values.size()) {
    if (program.arena_bytes > 0 && !(arena_ = buffers.Take(program.arena_bytes))) return;
    char* const arena = arena_ ? arena_->data() + AlignedOffset(*arena_) : nullptr;
    std::vector<bool> donor_free(args.size(), false);
    if (donated)
      for (size_t a = 0; a < args.size(); ++a) donor_free[a] = args[a].OwnsBytesAlone();
    for (size_t v = 0; v < program.values.size(); ++v) {
      const ValueSlot& slot = program.values[v];
      switch (slot.where) {
        case ValueSlot::Where::kArgument:
          addresses_[v] = const_cast<char*>(args[slot.index].data());
          break;
        case ValueSlot::Where::kConstant:
          addresses_[v] = program.constants[slot.index]
                              ? const_cast<char*>(program.constants[slot.index].data())
                              : nullptr;  // dropped: no step reads it
          break;
        case ValueSlot::Where::kArena:
          // A program whose every temporary has no elements has no arena; such values need no address.
          addresses_[v] = arena ? arena + slot.index : nullptr;
          break;
        case ValueSlot::Where::kResult: {
          // The result's own value comes first; values aliasing its bytes (reshapes) come after it.
          Tensor& result = results_[slot.index];
          if (!result && !program.donors.empty())
            for (int a : program.donors[slot.index])
              if (donor_free[a]) {
                donor_free[a] = false;
                result = args[a].Retyped(slot.type);
                break;
              }
          if (!result) {
            std::shared_ptr<std::string> bytes = buffers.Take(slot.bytes);
            if (!bytes) return;
            const size_t offset = AlignedOffset(*bytes);
            result = Tensor::FromStorage(slot.type, std::move(bytes), offset);
          }
          // Ours alone to write: a fresh buffer, or a donated argument's bytes, which the argument
          // shares with the result until the run ends.
          addresses_[v] = const_cast<char*>(result.data());
          break;
        }
        case ValueSlot::Where::kObject:
          addresses_[v] = nullptr;
          break;
      }
    }
    ok_ = true;
  }
  bool ok() const { return ok_; }

  // Value `v`'s bytes (a held tensor's where it holds them).
  char* Address(int v) const {
    const ValueSlot& slot = program_.values[v];
    if (slot.where != ValueSlot::Where::kObject) return addresses_[v];
    const Tensor& held = objects_[slot.index];
    return held.is_tensor() && held.byte_size() > 0 ? const_cast<char*>(held.data()) : nullptr;
  }
  // Value `v` as an evaluator Tensor (arena bytes are copied).
  Tensor AsTensor(int v) const {
    const ValueSlot& slot = program_.values[v];
    switch (slot.where) {
      case ValueSlot::Where::kArgument:
        if (args_[slot.index].type() == slot.type) return args_[slot.index];
        break;
      case ValueSlot::Where::kConstant:
        if (program_.constants[slot.index].type() == slot.type) return program_.constants[slot.index];
        break;
      case ValueSlot::Where::kResult:
        if (results_[slot.index].type() == slot.type) return results_[slot.index];
        break;
      case ValueSlot::Where::kObject: {
        // (a reshape of a held tensor shares its bytes under its own type)
        const Tensor& held = objects_[slot.index];
        return !held.is_tensor() || held.type() == slot.type ? held : held.Retyped(slot.type);
      }
      case ValueSlot::Where::kArena:
        break;
    }
    return Tensor::CopyOf(slot.type, std::string_view(addresses_[v], slot.bytes));  // one copy, aligned
  }
  // Value `v` as a tensor over the run's own bytes where it is in the arena (not copied; they stay put
  // until the step that reads it ends), else as AsTensor gives it.
  Tensor View(int v) const {
    const ValueSlot& slot = program_.values[v];
    if (slot.where != ValueSlot::Where::kArena || !arena_ || !slot.bytes) return AsTensor(v);
    return Tensor::FromStorage(slot.type, arena_, static_cast<size_t>(addresses_[v] - arena_->data()));
  }
  // Whether `t`'s bytes are in the arena (a view of it).
  bool InArena(const Tensor& t) const {
    return arena_ && t.byte_size() > 0 && t.data() >= arena_->data() &&
           t.data() < arena_->data() + arena_->size();
  }
  // Stores an evaluator result as value `v`.
  void Store(int v, Tensor t) {
    const ValueSlot& slot = program_.values[v];
    if (slot.where == ValueSlot::Where::kArena) {
      if (slot.bytes) std::memcpy(addresses_[v], t.data(), slot.bytes);
      return;
    }
    HLX_CHECK(slot.where == ValueSlot::Where::kObject);
    objects_[slot.index] = std::move(t);
  }
  void Release(int v) { objects_[program_.values[v].index] = Tensor(); }

  // The entry function's results: those written in place are handed over, the others (arguments,
  // constants, values returned twice, arena values) are copied or shared.
  std::vector<Tensor> TakeResults() {
    std::vector<Tensor> out(program_.results.size());
    std::vector<bool> owned(out.size());
    for (size_t r = 0; r < out.size(); ++r) {
      const ValueSlot& slot = program_.values[program_.results[r]];
      owned[r] = slot.where == ValueSlot::Where::kResult && slot.index == static_cast<int64_t>(r) &&
                 results_[r].type() == slot.type;
      if (!owned[r]) out[r] = AsTensor(program_.results[r]);
    }
    for (size_t r = 0; r < out.size(); ++r)
      if (owned[r]) out[r] = std::move(results_[r]);
    return out;
  }

 private:
  const Program& program_;
  std::span<const Tensor> args_;
  bool ok_ = false;
  std::shared_ptr<std::string> arena_;
  std::vector<Tensor> results_;
  std::vector<Tensor> objects_;
  std::vector<char*> addresses_;
};

// Runs kernel step `step` on the buffers `operands` and `results`, its outer iterations split over the
// OpenMP threads in fixed chunks of its grain, so that every run computes every element the same way.
void RunKernelChunks(const Step& step, const char* const* operands, char* const* results) {
  const int64_t n = step.trip_count;
  if (n <= step.grain) {
    step.kernel(operands, results, 0, n);
    return;
  }
  const int64_t chunks = CeilDiv(n, step.grain);
#pragma omp parallel for schedule(static)
  for (int64_t c = 0; c < chunks; ++c) {
    const int64_t begin = c * step.grain;
    step.kernel(operands, results, begin, std::min(n, begin + step.grain));
  }
}

// Stores `values`, what a while or branch step's region made, as the step's (held) results. A value
// the region passed through unchanged may still be a view of the arena, whose bytes later steps
// reuse: the result holds a copy.
void StoreHeldResults(const Step& step, RunState& state, std::vector<Tensor>& values) {
  for (size_t r = 0; r < step.results.size(); ++r)
    state.Store(step.results[r], state.InArena(values[r])
                                     ? Tensor::CopyOf(values[r].type(), values[r].bytes())
                                     : std::move(values[r]));
}

void RunKernel(const Step& step, const RunState& state) {
  // Buffer addresses on the stack; kernels with more operands than that (rare) use the heap.
  constexpr size_t kStackBuffers = 64;
  const char* stack_operands[kStackBuffers];
  char* stack_results[kStackBuffers];
  std::vector<const char*> heap_operands;
  std::vector<char*> heap_results;
  const char** operands = stack_operands;
  char** results = stack_results;
  if (step.operands.size() > kStackBuffers) {
    heap_operands.resize(step.operands.size());
    operands = heap_operands.data();
  }
  if (step.results.size() > kStackBuffers) {
    heap_results.resize(step.results.size());
    results = heap_results.data();
  }
  for (size_t i = 0; i < step.operands.size(); ++i) operands[i] = state.Address(step.operands[i]);
  for (size_t i = 0; i < step.results.size(); ++i) results[i] = state.Address(step.results[i]);
  RunKernelChunks(step, operands, results);
}

#if defined(__x86_64__) || defined(__i386__)
constexpr unsigned kFlushBits = _MM_FLUSH_ZERO_ON | _MM_DENORMALS_ZERO_ON;
unsigned Mxcsr() { return _mm_getcsr(); }
void SetMxcsr(unsigned value) { _mm_setcsr(value); }
#else
constexpr unsigned kFlushBits = 0;
unsigned Mxcsr() { return 0; }
void SetMxcsr(unsigned) {}
#endif

// On a thread that runs programs: whether the OpenMP threads of its parallel regions (the team's
// members but itself) flush denormals (FTZ: a denormal result is written as zero; DAZ: a denormal
// operand is read as zero), as the last program it ran asked. They keep the setting from run to run,
// since two parallel regions a run cost more than a small program's run; the calling thread's own
// setting is the run's alone (CallerDenormals), so that the caller's code after it (numpy in a JAX
// process, say) keeps its own.
thread_local bool workers_flush = false;

void SetWorkersDenormals(bool flush) {
  if (flush == workers_flush) return;
#ifdef _OPENMP
#pragma omp parallel
  if (omp_get_thread_num() != 0) SetMxcsr(flush ? Mxcsr() | kFlushBits : Mxcsr() & ~kFlushBits);
#endif
  workers_flush = flush;
}

// FTZ and DAZ on the calling thread while it lives, where `flush` asks; its MXCSR restored after.
class CallerDenormals {
 public:
  explicit CallerDenormals(bool flush) : flush_(flush), saved_(Mxcsr()) {
    if (flush_) SetMxcsr(saved_ | kFlushBits);
  }
  ~CallerDenormals() {
    if (flush_) SetMxcsr(saved_);
  }
  CallerDenormals(const CallerDenormals&) = delete;
  CallerDenormals& operator=(const CallerDenormals&) = delete;

 private:
  bool flush_;
  unsigned saved_;
};

}  // namespace

void RunKernelOnce(const Step& step, const char* const* operands, char* const* results,
                   bool flush_denormals) {
  SetWorkersDenormals(flush_denormals);
  CallerDenormals caller(flush_denormals);
  RunKernelChunks(step, operands, results);
}

namespace {

// Runs a oneDNN call with denormal floats flushed to zero, on the calling thread and on the OpenMP
// threads the call splits its work over (the same pool as this thread's parallel regions; the setting
// is per thread), as XLA's CPU runtime runs everything: a product or convolution reading denormals
// (attention probabilities far below the maximum, say) otherwise takes a microcode assist per
// operation on Intel CPUs, up to 40 times as long. The kernels, whose results are the evaluator's to
// the ULP, keep IEEE denormals: the setting is restored before the call returns. In a run that
// flushes denormals throughout (Program::flush_denormals) every thread of the team flushes already.
Status RunLibraryCall(const Step& step, const RunState& state) {
  std::vector<const void*> inputs;
  for (int v : step.operands) inputs.push_back(state.Address(v));
  if (workers_flush) return step.library->Run(inputs, state.Address(step.results[0]));
  CallerDenormals caller(true);
  SetWorkersDenormals(true);
  Status status = step.library->Run(inputs, state.Address(step.results[0]));
  SetWorkersDenormals(false);
  return status;
}

// The run state of the evaluator's steps on `device`: its process, meeting the others in its communicator.
OpRunState ProcessState(const DeviceRun& device) {
  OpRunState run;
  run.replica_id = device.device / device.num_partitions;
  run.partition_id = device.device % device.num_partitions;
  run.num_replicas = device.num_replicas;
  run.num_partitions = device.num_partitions;
  run.rendezvous = device.communicator;
  return run;
}

void MergeChecks(CheckReport from, CheckReport& into) {
  into.passed += from.passed;
  for (std::string& failure : from.failures) into.failures.push_back(std::move(failure));
}

}  // namespace

std::shared_ptr<BufferPool> BufferPool::Create(int64_t keep_bytes) {
  return std::shared_ptr<BufferPool>(new BufferPool(keep_bytes));
}

std::shared_ptr<std::string> BufferPool::Take(int64_t bytes) {
  const int64_t size = static_cast<int64_t>(AlignableSize(static_cast<size_t>(bytes)));
  std::unique_ptr<std::string> buffer;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = idle_.find(size); it != idle_.end() && !it->second.empty()) {
      buffer = std::move(it->second.back());
      it->second.pop_back();
      idle_bytes_ -= size;
    }
  }
  if (!buffer) {
    // More than the host has could only be overcommitted, and zeroing it would end the process.
    if (bytes > HostMemoryBytes()) return nullptr;
    try {
      buffer = std::make_unique<std::string>();
      ResizeZeroed(*buffer, static_cast<size_t>(size));
    } catch (const std::bad_alloc&) {
      return nullptr;
    }
  }
  std::weak_ptr<BufferPool> pool = weak_from_this();
  return std::shared_ptr<std::string>(buffer.release(), [pool](std::string* p) {
    std::unique_ptr<std::string> owned(p);
    if (std::shared_ptr<BufferPool> alive = pool.lock()) alive->Give(std::move(owned));
  });
}

void BufferPool::Give(std::unique_ptr<std::string> buffer) {
  const int64_t bytes = static_cast<int64_t>(buffer->size());
  std::lock_guard<std::mutex> lock(mutex_);
  if (idle_bytes_ + bytes > keep_bytes_) return;  // freed as `buffer` goes
  idle_bytes_ += bytes;
  idle_[bytes].push_back(std::move(buffer));
}

namespace {

// Runs the steps of `program` (the entry's, or a loop's) on `args` of its argument types; the
// evaluator's steps record checks and probes into `run`, one for the whole run of the entry.
// `device` says which device runs and what it measures (its step times only for the entry's steps).
StatusOr<std::vector<Tensor>> RunStepsPending(const Program& program, BufferPool& buffers,
                                              const OpEvaluator& evaluator, std::span<const Tensor> args,
                                              OpRunState& run, const DeviceRun& device, bool donated,
                                              std::vector<int64_t>* step_ns, Communicator::Meeting*& pending);

// Runs the steps of `program`. A collective started and not done when a step fails is ended before the
// run's buffers go: the device's meeting is aborted, or, where the group has already met, completed
// without this device's part, since the others read and write its buffers until every member departs.
StatusOr<std::vector<Tensor>> RunSteps(const Program& program, BufferPool& buffers,
                                       const OpEvaluator& evaluator, std::span<const Tensor> args,
                                       OpRunState& run, const DeviceRun& device, bool donated = false,
                                       std::vector<int64_t>* step_ns = nullptr) {
  Communicator::Meeting* pending = nullptr;
  StatusOr<std::vector<Tensor>> results =
      RunStepsPending(program, buffers, evaluator, args, run, device, donated, step_ns, pending);
  if (!results.ok() && pending != nullptr) {
    device.communicator->Abort(results.status());
    Status ended = device.communicator->Complete(
        pending, {}, [](std::span<const std::span<char* const>>) { return Status::Ok(); });
    (void)ended;  // the run's own error is the one to report
  }
  return results;
}

StatusOr<std::vector<Tensor>> RunStepsPending(const Program& program, BufferPool& buffers,
                                              const OpEvaluator& evaluator, std::span<const Tensor> args,
                                              OpRunState& run, const DeviceRun& device, bool donated,
                                              std::vector<int64_t>* step_ns,
                                              Communicator::Meeting*& pending) {
  RunState state(program, buffers, args, donated);
  if (!state.ok())
    return ResourceExhausted("cannot allocate the " + std::to_string(program.arena_bytes) +
                             " bytes of temporaries and the results of a run");
  std::vector<Tensor> operands;
  std::vector<std::pair<const Value*, Tensor>> captured;
  for (size_t s = 0; s < program.steps.size(); ++s) {
    const Step& step = program.steps[s];
    const bool timed = step_ns != nullptr || device.blocked_ns != nullptr;
    const bool between = pending != nullptr;  // a collective started and not done yet
    const auto start = timed ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point();
    switch (step.kind) {
      case Step::Kind::kKernel:
        RunKernel(step, state);
        break;
      case Step::Kind::kLibrary:
        HLX_RETURN_IF_ERROR(RunLibraryCall(step, state));
        break;
      case Step::Kind::kWhile: {
        // The loop-carried values pass from one program's results to the next's arguments as
        // tensors; the captured values follow them in every argument list.
        const size_t carried = static_cast<size_t>(step.num_carried);
        std::vector<Tensor> values(step.operands.size());
        for (size_t i = 0; i < values.size(); ++i) values[i] = state.View(step.operands[i]);
        while (true) {
          StatusOr<std::vector<Tensor>> go =
              RunSteps(*step.regions[0], buffers, evaluator, values, run, device);
          if (!go.ok()) return go.status();
          if (LoadInt((*go)[0].element(), (*go)[0].data()) == 0) break;
          StatusOr<std::vector<Tensor>> next =
              RunSteps(*step.regions[1], buffers, evaluator, values, run, device);
          if (!next.ok()) return next.status();
          for (size_t i = 0; i < carried; ++i) values[i] = std::move((*next)[i]);
        }
        StoreHeldResults(step, state, values);
        break;
      }
      case Step::Kind::kBranch: {
        // if: the true branch for a true predicate; case: the branch of the index, the last one for
        // an index out of range.
        const Tensor selector = state.AsTensor(step.operands[0]);
        const int64_t n = static_cast<int64_t>(step.regions.size());
        int64_t index = LoadInt(selector.element(), selector.data());
        if (step.op->kind() == OpKind::kIf) index = index ? 0 : 1;
        if (index < 0 || index >= n) index = n - 1;
        std::vector<Tensor> captured_values;
        for (size_t i = 1; i < step.operands.size(); ++i)
          captured_values.push_back(state.View(step.operands[i]));
        StatusOr<std::vector<Tensor>> results =
            RunSteps(*step.regions[index], buffers, evaluator, captured_values, run, device);
        if (!results.ok()) return results.status();
        StoreHeldResults(step, state, *results);
        break;
      }
      case Step::Kind::kNative: {
        std::vector<const char*> inputs;
        std::vector<char*> outputs;
        for (int v : step.operands) inputs.push_back(state.Address(v));
        for (int v : step.results) outputs.push_back(state.Address(v));
        step.native->Run(inputs, outputs);
        break;
      }
      case Step::Kind::kCustomCall: {
        std::vector<const char*> inputs;
        std::vector<char*> outputs;
        for (int v : step.operands) inputs.push_back(state.Address(v));
        for (int v : step.results) outputs.push_back(state.Address(v));
        HLX_RETURN_IF_ERROR(
            step.custom_call->Run(inputs, outputs, FfiRunInfo{0, static_cast<int32_t>(device.device)}));
        break;
      }
      case Step::Kind::kBuiltinCall: {
        std::vector<const char*> inputs;
        std::vector<char*> outputs;
        for (int v : step.operands) inputs.push_back(state.Address(v));
        for (int v : step.results) outputs.push_back(state.Address(v));
        HLX_RETURN_IF_ERROR(step.builtin->Run(inputs, outputs));
        break;
      }
      case Step::Kind::kCollective: {
        std::vector<const char*> inputs;
        std::vector<char*> outputs;
        if (step.phase == CollectivePhase::kDone) {
          // The operands, then the results (Step::phase).
          for (int i = 0; i < static_cast<int>(step.operands.size()); ++i) {
            if (i < step.collective_operands)
              inputs.push_back(state.Address(step.operands[i]));
            else
              outputs.push_back(state.Address(step.operands[i]));
          }
        } else {
          for (int v : step.operands) inputs.push_back(state.Address(v));
          for (int v : step.results) outputs.push_back(state.Address(v));
        }
        const DeviceContext context{device.device, device.communicator, &evaluator,
                                    &run,          step.phase,          &pending};
        StatusOr<int64_t> moved = step.collective->Run(context, inputs, outputs);
        // A done completes its meeting, even when it fails (Communicator::Complete).
        if (step.phase == CollectivePhase::kDone) pending = nullptr;
        if (!moved.ok()) return moved.status();
        if (device.collective_bytes && step.phase != CollectivePhase::kStart)
          (*device.collective_bytes)[step.collective_index] += *moved;
        break;
      }
      case Step::Kind::kParallel: {
        const Program& process = *step.regions[0];
        const int64_t n = step.num_replicas * step.num_partitions;
        const size_t k = process.arg_types.size(), m = process.results.size();
        std::vector<std::vector<Tensor>> process_args(n);
        for (int64_t p = 0; p < n; ++p)
          for (size_t i = 0; i < k; ++i) process_args[p].push_back(state.AsTensor(step.operands[p * k + i]));
        Communicator communicator(n);
        std::vector<StatusOr<std::vector<Tensor>>> results(n, Internal("the process did not run"));
        std::vector<OpRunState> runs(n);
        // Each process counts its collectives' bytes apart; they join this device's after the run.
        std::vector<std::vector<int64_t>> moved(n);
        step.devices->Run([&](int64_t d) {
          DeviceRun process_device;
          process_device.device = d;
          process_device.num_replicas = step.num_replicas;
          process_device.num_partitions = step.num_partitions;
          process_device.communicator = &communicator;
          if (device.collective_bytes) {
            moved[d].assign(device.collective_bytes->size(), 0);
            process_device.collective_bytes = &moved[d];
          }
          runs[d] = ProcessState(process_device);
          results[d] = RunSteps(process, buffers, evaluator, process_args[d], runs[d], process_device);
          if (!results[d].ok()) communicator.Abort(results[d].status());
          communicator.Finished();
        });
        for (OpRunState& r : runs) MergeChecks(std::move(r.checks), run.checks);
        for (const std::vector<int64_t>& bytes : moved)
          for (size_t c = 0; c < bytes.size(); ++c) (*device.collective_bytes)[c] += bytes[c];
        for (int64_t p = 0; p < n; ++p) {
          if (!results[p].ok()) return results[p].status();
          for (size_t r = 0; r < m; ++r) state.Store(step.results[p * m + r], std::move((*results[p])[r]));
        }
        break;
      }
      case Step::Kind::kEvaluate:
      case Step::Kind::kCall: {
        operands.clear();
        for (int v : step.operands) operands.push_back(state.AsTensor(v));
        captured.clear();
        for (const auto& [value, v] : step.captured) captured.emplace_back(value, state.AsTensor(v));
        StatusOr<std::vector<Tensor>> results = step.kind == Step::Kind::kCall
                                                    ? evaluator.Call(step.callee, operands, run)
                                                    : evaluator.Evaluate(*step.op, operands, captured, run);
        if (!results.ok()) return results.status();
        HLX_CHECK(results->size() == step.results.size());
        for (size_t r = 0; r < step.results.size(); ++r)
          state.Store(step.results[r], std::move((*results)[r]));
        break;
      }
    }
    for (int v : step.release) state.Release(v);
    if (!timed) continue;
    const int64_t ns =
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start)
            .count();
    if (step_ns) (*step_ns)[s] += ns;
    if (device.blocked_ns && step.kind == Step::Kind::kCollective) {
      *device.blocked_ns += ns;
    } else if (device.overlapped_ns && between) {
      *device.overlapped_ns += ns;
    }
  }
  return state.TakeResults();
}

}  // namespace

StatusOr<std::vector<Tensor>> Execute(const Program& program, BufferPool& buffers,
                                      const OpEvaluator& evaluator, const std::string& module_name,
                                      std::span<const Tensor> args, bool donated, CheckReport& checks,
                                      const DeviceRun& device) {
  if (device.step_ns) device.step_ns->resize(program.steps.size(), 0);
  if (args.size() != program.arg_types.size())
    return InvalidArgument(module_name + ": error: the entry function takes " +
                           std::to_string(program.arg_types.size()) + " arguments, got " +
                           std::to_string(args.size()));
  for (size_t i = 0; i < args.size(); ++i)
    if (args[i].type() != program.arg_types[i])
      return InvalidArgument(module_name + ": error: argument #" + std::to_string(i) + " must be " +
                             program.arg_types[i].ToString() + ", got " + args[i].type().ToString());
  OpRunState run = ProcessState(device);
  // A program compiled to flush denormals runs every step with FTZ and DAZ, on this thread (restored
  // after the run) and on its OpenMP team's other threads (kept for the next run: SetWorkersDenormals).
  SetWorkersDenormals(program.flush_denormals);
  StatusOr<std::vector<Tensor>> results = [&] {
    CallerDenormals caller(program.flush_denormals);
    return RunSteps(program, buffers, evaluator, args, run, device, donated, device.step_ns);
  }();
  MergeChecks(std::move(run.checks), checks);
  return results;
}

std::string StepLabel(const Step& step) {
  std::string label;
  switch (step.kind) {
    case Step::Kind::kEvaluate:
      return std::string("evaluate ") + step.op->name();
    case Step::Kind::kCall:
      return "evaluate @" + step.callee;
    case Step::Kind::kKernel:
      label = "kernel {";
      for (size_t i = 0; i < step.fused.size(); ++i)
        label += std::string(i ? ", " : "") + step.fused[i]->name();
      return label + "}";
    case Step::Kind::kLibrary:
      label = std::string(step.library->kind()) + " " + step.op->name();
      for (const Op* op : step.fused) label += std::string(" + ") + op->name();  // the epilogue
      return label;
    case Step::Kind::kWhile:
      return "while (cond: " + std::to_string(step.regions[0]->steps.size()) +
             " steps, body: " + std::to_string(step.regions[1]->steps.size()) + " steps)";
    case Step::Kind::kBranch:
      label = std::string(step.op->name()) + " (";
      for (size_t r = 0; r < step.regions.size(); ++r)
        label += (r ? ", " : "") + std::to_string(step.regions[r]->steps.size()) + " steps";
      return label + ")";
    case Step::Kind::kNative:
      return std::string("native ") + step.op->name();
    case Step::Kind::kCustomCall:
      return "ffi @" + step.op->attr("call_target_name").string_value();
    case Step::Kind::kBuiltinCall:
      return (step.calls_library ? "library @" : "native @") +
             step.op->attr("call_target_name").string_value();
    case Step::Kind::kCollective:
      switch (step.phase) {
        case CollectivePhase::kWhole:
          return std::string("collective ") + step.op->name();
        case CollectivePhase::kStart:
          return std::string("collective-start ") + step.op->name();
        case CollectivePhase::kDone:
          return std::string("collective-done ") + step.op->name();
      }
      return label;
    case Step::Kind::kParallel:
      return "parallel (" + std::to_string(step.num_replicas) + " x " + std::to_string(step.num_partitions) +
             " devices, " + std::to_string(step.regions[0]->steps.size()) + " steps)";
  }
  return label;
}

DeviceThreads::~DeviceThreads() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  cv_.notify_all();
  for (std::thread& t : threads_) t.join();
}

void DeviceThreads::Run(const std::function<void(int64_t)>& body) {
  std::lock_guard<std::mutex> call(call_mutex_);
  if (threads_.empty()) {
#ifdef _OPENMP
    const int threads_per_device = std::max<int>(1, omp_get_max_threads() / static_cast<int>(num_devices_));
#else
    const int threads_per_device = 1;
#endif
    for (int64_t d = 0; d < num_devices_; ++d)
      threads_.emplace_back([this, d, threads_per_device] { Work(d, threads_per_device); });
  }
  std::unique_lock<std::mutex> lock(mutex_);
  body_ = &body;
  running_ = num_devices_;
  ++generation_;
  cv_.notify_all();
  cv_.wait(lock, [&] { return running_ == 0; });
  body_ = nullptr;
}

void DeviceThreads::Work(int64_t device, [[maybe_unused]] int threads_per_device) {
#ifdef _OPENMP
  omp_set_num_threads(threads_per_device);
#endif
  int64_t seen = 0;
  while (true) {
    const std::function<void(int64_t)>* body;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      cv_.wait(lock, [&] { return stop_ || generation_ != seen; });
      if (stop_) return;
      seen = generation_;
      body = body_;
    }
    (*body)(device);
    std::lock_guard<std::mutex> lock(mutex_);
    if (--running_ == 0) cv_.notify_all();
  }
}

}  // namespace hlx::cpu
