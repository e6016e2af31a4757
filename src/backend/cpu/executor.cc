#include "backend/cpu/executor.h"

#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

#include "support/check.h"

namespace hlx::cpu {
namespace {

// What one run owns: the arena, the objects, and the address of every value.
class RunState {
 public:
  RunState(const Program& program, ArenaPool& arenas, std::span<const Tensor> args)
      : program_(program),
        arenas_(arenas),
        args_(args),
        objects_(program.num_objects),
        addresses_(program.values.size()) {
    if (program.arena_bytes > 0) arena_ = arenas.Take();
    for (size_t v = 0; v < program.values.size(); ++v) {
      const ValueSlot& slot = program.values[v];
      switch (slot.where) {
        case ValueSlot::Where::kArgument:
          addresses_[v] = const_cast<char*>(args[slot.index].data());
          break;
        case ValueSlot::Where::kConstant:
          addresses_[v] = const_cast<char*>(program.constants[slot.index].data());
          break;
        case ValueSlot::Where::kArena:
          addresses_[v] = arena_.get() + slot.index;
          break;
        case ValueSlot::Where::kObject:
          addresses_[v] = nullptr;
          break;
      }
    }
  }
  ~RunState() {
    if (arena_) arenas_.Give(std::move(arena_));
  }
  bool ok() const { return program_.arena_bytes == 0 || arena_; }

  char* Address(int v) const { return addresses_[v]; }
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
      case ValueSlot::Where::kObject:
        return objects_[slot.index];
      case ValueSlot::Where::kArena:
        break;
    }
    return Tensor::FromBytes(slot.type, std::string(addresses_[v], slot.bytes));
  }
  // Stores an evaluator result as value `v`.
  void Store(int v, Tensor t) {
    const ValueSlot& slot = program_.values[v];
    if (slot.where == ValueSlot::Where::kArena) {
      std::memcpy(addresses_[v], t.data(), slot.bytes);
      return;
    }
    HLX_CHECK(slot.where == ValueSlot::Where::kObject);
    objects_[slot.index] = std::move(t);
  }
  void Release(int v) { objects_[program_.values[v].index] = Tensor(); }

 private:
  const Program& program_;
  ArenaPool& arenas_;
  std::span<const Tensor> args_;
  Arena arena_;
  std::vector<Tensor> objects_;
  std::vector<char*> addresses_;
};

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
  const int64_t n = step.trip_count;
  if (n <= step.grain) {
    step.kernel(operands, results, 0, n);
    return;
  }
  // Fixed chunks, so that every run computes every element the same way.
  const int64_t chunks = (n + step.grain - 1) / step.grain;
#pragma omp parallel for schedule(static)
  for (int64_t c = 0; c < chunks; ++c) {
    const int64_t begin = c * step.grain;
    step.kernel(operands, results, begin, std::min(n, begin + step.grain));
  }
}

void MergeChecks(CheckReport from, CheckReport& into) {
  into.passed += from.passed;
  for (std::string& failure : from.failures) into.failures.push_back(std::move(failure));
}

}  // namespace

Arena ArenaPool::Take() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!free_.empty()) {
      Arena arena = std::move(free_.back());
      free_.pop_back();
      return arena;
    }
  }
  constexpr size_t kAlignment = 64;
  const size_t bytes = (static_cast<size_t>(bytes_) + kAlignment - 1) / kAlignment * kAlignment;
  return Arena(static_cast<char*>(std::aligned_alloc(kAlignment, bytes)));
}

void ArenaPool::Give(Arena arena) {
  std::lock_guard<std::mutex> lock(mutex_);
  free_.push_back(std::move(arena));
}

StatusOr<std::vector<Tensor>> Execute(const Program& program, ArenaPool& arenas, const OpEvaluator& evaluator,
                                      const std::string& module_name, std::span<const Tensor> args,
                                      CheckReport& checks) {
  if (args.size() != program.arg_types.size())
    return InvalidArgument(module_name + ": error: the entry function takes " +
                           std::to_string(program.arg_types.size()) + " arguments, got " +
                           std::to_string(args.size()));
  for (size_t i = 0; i < args.size(); ++i)
    if (args[i].type() != program.arg_types[i])
      return InvalidArgument(module_name + ": error: argument #" + std::to_string(i) + " must be " +
                             program.arg_types[i].ToString() + ", got " + args[i].type().ToString());
  RunState state(program, arenas, args);
  if (!state.ok())
    return ResourceExhausted("cannot allocate " + std::to_string(program.arena_bytes) +
                             " bytes of temporaries");
  OpRunState run;
  std::vector<Tensor> operands;
  std::vector<std::pair<const Value*, Tensor>> captured;
  for (const Step& step : program.steps) {
    switch (step.kind) {
      case Step::Kind::kKernel:
        RunKernel(step, state);
        break;
      case Step::Kind::kLibrary: {
        std::vector<const void*> inputs;
        for (int v : step.operands) inputs.push_back(state.Address(v));
        HLX_RETURN_IF_ERROR(step.library->Run(inputs, state.Address(step.results[0])));
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
      case Step::Kind::kEvaluate:
      case Step::Kind::kCall: {
        operands.clear();
        for (int v : step.operands) operands.push_back(state.AsTensor(v));
        captured.clear();
        for (const auto& [value, v] : step.captured) captured.emplace_back(value, state.AsTensor(v));
        StatusOr<std::vector<Tensor>> results = step.kind == Step::Kind::kCall
                                                    ? evaluator.Call(step.callee, operands, run)
                                                    : evaluator.Evaluate(*step.op, operands, captured, run);
        if (!results.ok()) {
          MergeChecks(std::move(run.checks), checks);
          return results.status();
        }
        HLX_CHECK(results->size() == step.results.size());
        for (size_t r = 0; r < step.results.size(); ++r)
          state.Store(step.results[r], std::move((*results)[r]));
        break;
      }
    }
    for (int v : step.release) state.Release(v);
  }
  MergeChecks(std::move(run.checks), checks);
  std::vector<Tensor> results;
  results.reserve(program.results.size());
  for (int v : program.results) results.push_back(state.AsTensor(v));
  return results;
}

}  // namespace hlx::cpu
