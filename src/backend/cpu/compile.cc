// Compile: the backend's pipeline, readable top to bottom. The optimization pipeline (passes/pipeline.h:
// inline, decompose-chlo, simplify, constant folding, CSE, DCE, layout folding), then the entry function
// becomes values and steps (constants evaluated once, reshapes aliased), fusion groups become kernels
// (those that only compute a oneDNN call's constant operand run once, here), the memory plan places the
// intermediates, and the plan is printed when asked.
#include <algorithm>
#include <chrono>
#include <functional>
#include <ostream>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#ifdef __GLIBC__
#include <malloc.h>  // malloc_trim
#endif

#include "backend/cpu/dnnl/dnnl_ops.h"
#include "backend/cpu/executable.h"
#include "backend/cpu/executor.h"
#include "backend/cpu/jit.h"
#include "backend/cpu/kernel_emitter.h"
#include "backend/cpu/library_calls.h"
#include "backend/cpu/lookup_tables.h"
#include "backend/cpu/program.h"
#include "interp/custom_calls.h"
#include "interp/ffi_call.h"
#include "ir/printer.h"
#include "passes/pipeline.h"
#include "schedule/cost_model.h"
#include "schedule/fusion.h"
#include "schedule/latency_hiding.h"
#include "schedule/memory_plan.h"
#include "sharding/combine.h"
#include "sharding/pipeline_collectives.h"
#include "support/check.h"
#include "support/host_memory.h"

namespace hlx::cpu {
namespace {

using schedule::BufferUse;
using schedule::CostOf;
using schedule::FindUnwrittenRead;
using schedule::Fusion;
using schedule::MemoryPlan;
using schedule::OpCost;
using schedule::PlanFusions;
using schedule::PlanMemory;

// The arena and result bytes of one run of `program` and of the programs of its loops.
int64_t RunBytes(const Program& program) {
  int64_t bytes = program.arena_bytes;
  for (const ValueSlot& slot : program.values)
    if (slot.where == ValueSlot::Where::kResult) bytes += slot.bytes;
  for (const auto& region : program.regions) bytes += RunBytes(*region);
  return bytes;
}

// Gives the kernel steps of `program` and of its loops' programs their compiled functions.
void LinkKernels(Program& program, const KernelLibrary& kernels) {
  for (Step& step : program.steps)
    if (step.kind == Step::Kind::kKernel) step.kernel = kernels.Get(step.kernel_index);
  for (Step& step : program.constant_steps) step.kernel = kernels.Get(step.kernel_index);
  for (auto& region : program.regions) LinkKernels(*region, kernels);
}

// The ops of `block`, a block of a function the evaluator runs whole.
void AddEvaluatedOps(const Block& block, std::vector<std::pair<const Op*, schedule::OpRun>>& out) {
  for (const auto& op : block.ops()) {
    if (op->kind() == OpKind::kConstant || op->kind() == OpKind::kFuncReturn || op->kind() == OpKind::kReturn)
      continue;
    out.emplace_back(op.get(), schedule::OpRun::kEvaluator);
  }
}

// The ops `program` computes at run time, each with how it runs (CpuExecutable::OpRuns).
void AddOpRuns(const Module& module, const Program& program,
               std::vector<std::pair<const Op*, schedule::OpRun>>& out) {
  for (const Step& step : program.steps) {
    switch (step.kind) {
      case Step::Kind::kKernel:
        for (const Op* op : step.fused) out.emplace_back(op, schedule::OpRun::kKernel);
        break;
      case Step::Kind::kLibrary:
        out.emplace_back(step.op, schedule::OpRun::kLibrary);
        for (const Op* op : step.fused) out.emplace_back(op, schedule::OpRun::kLibrary);
        break;
      case Step::Kind::kNative:
      case Step::Kind::kCollective:
        out.emplace_back(step.op, schedule::OpRun::kNative);
        break;
      case Step::Kind::kCustomCall:
        out.emplace_back(step.op, schedule::OpRun::kLibrary);
        break;
      case Step::Kind::kBuiltinCall:
        out.emplace_back(step.op, step.calls_library ? schedule::OpRun::kLibrary : schedule::OpRun::kNative);
        break;
      case Step::Kind::kParallel:
        out.emplace_back(step.op, schedule::OpRun::kNative);
        AddOpRuns(module, *step.regions[0], out);
        break;
      case Step::Kind::kWhile:
      case Step::Kind::kBranch:
        out.emplace_back(step.op, schedule::OpRun::kNative);
        for (const Program* region : step.regions) AddOpRuns(module, *region, out);
        break;
      case Step::Kind::kEvaluate:
        out.emplace_back(step.op, schedule::OpRun::kEvaluator);
        break;
      case Step::Kind::kCall: {
        const Region& body = *module.LookupFunc(step.callee)->region(0);
        for (int b = 0; b < body.num_blocks(); ++b) AddEvaluatedOps(*body.block(b), out);
        break;
      }
    }
  }
}

// Runs the constant steps of `program` and of the programs of its loops and branches (the kernels that
// read only constants), each into its constant, then hands every oneDNN call that reads one of those
// constants its bytes to pack (DnnlOp::SetConstantOperand), as the builder hands it the others.
Status ComputeConstants(Program& program, bool flush_denormals) {
  std::unordered_set<int64_t> computed;  // constant numbers
  for (const Step& step : program.constant_steps) {
    std::vector<const char*> operands;
    for (int v : step.operands) operands.push_back(program.constants[program.values[v].index].data());
    const int64_t constant = program.values[step.results[0]].index;
    char* result = program.constants[constant].mutable_data();
    RunKernelOnce(step, operands.data(), &result, flush_denormals);
    computed.insert(constant);
  }
  std::unordered_map<const DnnlOp*, DnnlOp*> library_ops;
  for (const auto& op : program.library_ops) library_ops[op.get()] = op.get();
  for (const Step& step : program.steps) {
    if (step.kind != Step::Kind::kLibrary) continue;
    for (size_t i = 0; i < step.operands.size(); ++i) {
      const ValueSlot& slot = program.values[step.operands[i]];
      if (slot.where != ValueSlot::Where::kConstant || !computed.count(slot.index)) continue;
      HLX_RETURN_IF_ERROR(
          library_ops.at(step.library)
              ->SetConstantOperand(static_cast<int>(i), program.constants[slot.index].data()));
    }
  }
  for (auto& region : program.regions) HLX_RETURN_IF_ERROR(ComputeConstants(*region, flush_denormals));
  return Status::Ok();
}

}  // namespace

void ReleaseCopiedConstants(Program& program, int64_t& kept, int64_t& released) {
  std::vector<bool> read(program.constants.size(), false);
  auto mark = [&](int v) {
    const ValueSlot& slot = program.values[v];
    if (slot.where == ValueSlot::Where::kConstant) read[slot.index] = true;
  };
  for (int v : program.results) mark(v);
  for (const Step& step : program.steps) {
    for (size_t i = 0; i < step.operands.size(); ++i)
      if (step.kind != Step::Kind::kLibrary || !step.library->KeepsConstantOperand(static_cast<int>(i)))
        mark(step.operands[i]);
    for (const auto& [value, v] : step.captured) mark(v);
  }
  for (Tensor& constant : program.constants) {
    if (!constant) continue;
    const auto bytes = static_cast<int64_t>(constant.byte_size());
    if (read[&constant - program.constants.data()]) {
      kept += bytes;
      if (constant.byte_size() >= kAlignedTensorBytes &&
          reinterpret_cast<uintptr_t>(constant.data()) % kTensorAlignment != 0)
        constant = Tensor::CopyOf(constant.type(), constant.bytes());
    } else {
      released += bytes;
      constant = Tensor();
    }
  }
  for (auto& region : program.regions) ReleaseCopiedConstants(*region, kept, released);
}

namespace {

// One step of a printed plan: `label: what (operands) -> (results)`, and the tables a kernel reads.
void PrintStep(std::ostream& os, const std::string& label, const Step& step) {
  os << label << ": " << StepLabel(step) << " (";
  for (size_t i = 0; i < step.operands.size(); ++i) os << (i ? ", " : "") << "%" << step.operands[i];
  os << ") -> (";
  for (size_t i = 0; i < step.results.size(); ++i) os << (i ? ", " : "") << "%" << step.results[i];
  os << ")";
  if (step.tables > 0) os << " reading " << step.tables << (step.tables == 1 ? " table" : " tables");
  os << "\n";
}

// The steps of `program`, one a line, each with the values it reads and writes (numbered in its
// program), after its constant steps (`constant 0: ...`, run when it was compiled); after a loop's,
// branch's or parallel run's step, the steps of its programs, indented under their names (`body step
// 3: ...`).
void PrintSteps(std::ostream& os, const Program& program, const std::string& indent) {
  for (size_t s = 0; s < program.constant_steps.size(); ++s)
    PrintStep(os, indent + "constant " + std::to_string(s), program.constant_steps[s]);
  for (size_t s = 0; s < program.steps.size(); ++s) {
    const Step& step = program.steps[s];
    PrintStep(os, indent + "step " + std::to_string(s), step);
    for (size_t r = 0; r < step.regions.size(); ++r) {
      std::string name = step.kind == Step::Kind::kWhile    ? (r == 0 ? "cond " : "body ")
                         : step.kind == Step::Kind::kBranch ? "branch " + std::to_string(r) + " "
                                                            : "process ";
      PrintSteps(os, *step.regions[r], indent + "  " + name);
    }
  }
}

// On several devices, with asynchronous collectives: the loops' collectives moved into the next or the
// previous iteration, where they overlap a whole iteration's compute (sharding/pipeline_collectives.h);
// the ones it moved then meet others at their new places, so collectives are combined again (combine.h)
// unless options.combine_collectives says not.
Status PipelineLoopCollectives(Module& module, const CpuCompileOptions& options,
                               const PipelineOptions& pipeline) {
  if (!options.async_collectives || !options.pipeline_collectives ||
      options.eval.num_replicas * options.eval.num_partitions == 1)
    return Status::Ok();
  HLX_ASSIGN_OR_RETURN(bool changed, PipelineCollectives(module));
  if (!changed) return Status::Ok();
  if (options.combine_collectives) HLX_RETURN_IF_ERROR(CombineCollectives(module).status());
  if (pipeline.print_after_all)
    *pipeline.print_after_all << "// ----- IR after pipeline-collectives -----\n"
                              << PrintModule(module, pipeline.print_options);
  return Status::Ok();
}

class CpuExecutableImpl : public CpuExecutable {
 public:
  CpuExecutableImpl(std::unique_ptr<Module> module, const EvalOptions& eval)
      : module_(std::move(module)),
        evaluator_(*module_, eval),
        num_replicas_(eval.num_replicas),
        num_partitions_(eval.num_partitions) {
    if (num_devices() > 1) devices_ = std::make_unique<DeviceThreads>(num_devices());
  }

  StatusOr<std::vector<Tensor>> Run(std::span<const Tensor> args) const override {
    CheckReport checks;
    return RunChecked(args, checks);
  }
  StatusOr<std::vector<Tensor>> RunChecked(std::span<const Tensor> args, CheckReport& checks) const override {
    HLX_RETURN_IF_ERROR(OneDevice());
    return Execute(program_, *buffers_, evaluator_, module_->source_name(), args, false, checks);
  }
  StatusOr<std::vector<Tensor>> RunDonated(std::vector<Tensor> args) const override {
    HLX_RETURN_IF_ERROR(OneDevice());
    CheckReport checks;
    return Execute(program_, *buffers_, evaluator_, module_->source_name(), args, true, checks);
  }
  StatusOr<std::vector<Tensor>> RunProfiled(std::span<const Tensor> args,
                                            std::vector<int64_t>& step_ns) const override {
    HLX_RETURN_IF_ERROR(OneDevice());
    CheckReport checks;
    DeviceRun device;
    device.step_ns = &step_ns;
    return Execute(program_, *buffers_, evaluator_, module_->source_name(), args, false, checks, device);
  }
  int64_t num_devices() const override { return num_replicas_ * num_partitions_; }
  StatusOr<std::vector<std::vector<Tensor>>> RunDevices(std::vector<std::vector<Tensor>> per_device_args,
                                                        bool donated, CheckReport& checks,
                                                        std::vector<DeviceProfile>* profile) const override {
    const int64_t n = num_devices();
    if (static_cast<int64_t>(per_device_args.size()) != n)
      return InvalidArgument(module_->source_name() + ": error: the program runs on " + std::to_string(n) +
                             " devices, got arguments for " + std::to_string(per_device_args.size()));
    if (profile) {
      profile->resize(n);
      for (DeviceProfile& p : *profile) p.collective_bytes.resize(collective_labels_.size(), 0);
    }
    auto device_run = [&](int64_t d, Communicator* communicator) {
      DeviceRun run;
      run.device = d;
      run.num_replicas = num_replicas_;
      run.num_partitions = num_partitions_;
      run.communicator = communicator;
      if (profile) {
        run.step_ns = &(*profile)[d].step_ns;
        run.collective_bytes = &(*profile)[d].collective_bytes;
        run.blocked_ns = &(*profile)[d].blocked_ns;
        run.overlapped_ns = &(*profile)[d].overlapped_ns;
      }
      return run;
    };
    std::vector<std::vector<Tensor>> outputs(n);
    if (n == 1) {
      HLX_ASSIGN_OR_RETURN(outputs[0], Execute(program_, *buffers_, evaluator_, module_->source_name(),
                                               per_device_args[0], donated, checks, device_run(0, nullptr)));
      return outputs;
    }
    Communicator communicator(n);
    std::vector<StatusOr<std::vector<Tensor>>> results(n, Internal("the device did not run"));
    std::vector<CheckReport> device_checks(n);
    devices_->Run([&](int64_t d) {
      results[d] = Execute(program_, *buffers_, evaluator_, module_->source_name(), per_device_args[d],
                           donated, device_checks[d], device_run(d, &communicator));
      if (!results[d].ok()) communicator.Abort(results[d].status());
      communicator.Finished();
    });
    for (CheckReport& c : device_checks) {
      checks.passed += c.passed;
      for (std::string& failure : c.failures) checks.failures.push_back(std::move(failure));
    }
    for (int64_t d = 0; d < n; ++d) {
      if (!results[d].ok()) return results[d].status();
      outputs[d] = std::move(results[d]).value();
    }
    return outputs;
  }
  std::vector<std::string> StepLabels() const override {
    std::vector<std::string> labels;
    for (const Step& step : program_.steps) labels.push_back(StepLabel(step));
    return labels;
  }
  std::vector<std::pair<const Op*, schedule::OpRun>> OpRuns() const override {
    std::vector<std::pair<const Op*, schedule::OpRun>> runs;
    AddOpRuns(*module_, program_, runs);
    return runs;
  }
  std::vector<std::string> CollectiveLabels() const override { return collective_labels_; }
  const CompileStats& stats() const override { return stats_; }

  const Module& module() const override { return *module_; }
  const OpEvaluator& evaluator() const { return evaluator_; }
  Program& program() { return program_; }
  // Called once the memory plan has sized the arena: the pool keeps the buffers of two runs of every
  // device.
  void MakeBufferPool() { buffers_ = BufferPool::Create(2 * num_devices() * RunBytes(program_)); }
  void set_kernels(std::unique_ptr<KernelLibrary> kernels) { kernels_ = std::move(kernels); }
  // While the kernels are planned: the tables they may read (null: none).
  void set_lookup_tables(std::unique_ptr<LookupTables> tables) { lookup_tables_ = std::move(tables); }
  LookupTables* lookup_tables() const { return lookup_tables_.get(); }
  KernelLibrary* kernels() const { return kernels_.get(); }
  CompileStats& mutable_stats() { return stats_; }
  // The threads of the devices of a run_parallel step.
  DeviceThreads* AddDeviceThreads(int64_t num_devices) {
    parallel_devices_.push_back(std::make_unique<DeviceThreads>(num_devices));
    return parallel_devices_.back().get();
  }
  // Numbers a collective of the program, for the profile's bytes per collective.
  int AddCollective(const Op& op) {
    collective_labels_.push_back(std::string(op.name()) + " at " + module_->Where(op.loc()));
    return static_cast<int>(collective_labels_.size()) - 1;
  }

 private:
  Status OneDevice() const {
    if (num_devices() == 1) return Status::Ok();
    return InvalidArgument(module_->source_name() + ": error: the program was compiled for " +
                           std::to_string(num_devices()) + " devices; run it on all of them (RunDevices)");
  }

  std::unique_ptr<Module> module_;
  OpEvaluator evaluator_;
  const int64_t num_replicas_, num_partitions_;
  std::unique_ptr<KernelLibrary> kernels_;  // the JIT code the program's steps call
  std::unique_ptr<LookupTables> lookup_tables_;
  Program program_;
  std::shared_ptr<BufferPool> buffers_;
  std::unique_ptr<DeviceThreads> devices_;                        // several devices: the threads they run on
  std::vector<std::unique_ptr<DeviceThreads>> parallel_devices_;  // those of run_parallel steps
  std::vector<std::string> collective_labels_;
  CompileStats stats_;
};

bool IsArenaType(Type t) { return t.IsTensor() && t.HasStaticShape(); }

// A bitcast_convert between a quantized tensor and its storage integers (lower_quantized.h): the same
// bytes.
bool IsStorageView(const Op& op) {
  if (op.kind() != OpKind::kBitcastConvert) return false;
  const Type from = op.operand(0)->type(), to = op.result(0)->type();
  return from.IsTensor() && to.IsTensor() && std::ranges::equal(from.dims(), to.dims()) &&
         (from.element_type().IsQuant() || to.element_type().IsQuant()) &&
         from.storage_element() == to.storage_element();
}

// Whether steps of `kind` read and write the run's buffers alone, keeping no tensor that holds them.
bool OnBuffers(Step::Kind kind) {
  switch (kind) {
    case Step::Kind::kKernel:
    case Step::Kind::kLibrary:
    case Step::Kind::kNative:
    case Step::Kind::kCollective:
    case Step::Kind::kCustomCall:
    case Step::Kind::kBuiltinCall:
      return true;
    case Step::Kind::kEvaluate:
    case Step::Kind::kCall:
    case Step::Kind::kWhile:
    case Step::Kind::kBranch:
    case Step::Kind::kParallel:
      return false;
  }
  return false;
}

int64_t BytesOf(Type t) { return t.NumElements() * ElementStorageBytes(t.storage_element()); }

// Whether the backend can plan `body` as a flat list of steps: one block, static types throughout.
bool PlannableRegion(const Region& body) {
  if (body.num_blocks() != 1) return false;
  const Block& block = *body.front();
  for (int a = 0; a < block.num_args(); ++a)
    if (!IsArenaType(block.arg(a)->type())) return false;
  for (const auto& op : block.ops())
    for (int r = 0; r < op->num_results(); ++r) {
      Type t = op->result(r)->type();
      if (t.IsTensor() && !t.HasStaticShape()) return false;
    }
  return true;
}

// The values of `block` that ops nested in `op`'s regions read.
void CollectCaptured(const Op& op, const std::unordered_map<const Value*, int>& ids,
                     std::vector<std::pair<const Value*, int>>& out) {
  for (int r = 0; r < op.num_regions(); ++r)
    for (int b = 0; b < op.region(r)->num_blocks(); ++b)
      for (const auto& nested : op.region(r)->block(b)->ops()) {
        for (Value* v : nested->operands()) {
          auto it = ids.find(v);
          if (it == ids.end()) continue;
          bool seen = false;
          for (const auto& [value, id] : out) seen |= value == v;
          if (!seen) out.emplace_back(v, it->second);
        }
        CollectCaptured(*nested, ids, out);
      }
}

class Builder {
 public:
  Builder(CpuExecutableImpl& compiled, const CpuCompileOptions& options)
      : Builder(compiled, compiled.program(), options, options.eval.num_replicas,
                options.eval.num_partitions) {}
  // A builder of `program`, a region's program inside the compiled one, for a program that runs on
  // num_replicas x num_partitions devices.
  Builder(CpuExecutableImpl& compiled, Program& program, const CpuCompileOptions& options,
          int64_t num_replicas, int64_t num_partitions)
      : compiled_(compiled),
        program_(program),
        stats_(compiled.mutable_stats()),
        options_(options),
        num_replicas_(num_replicas),
        num_partitions_(num_partitions) {}

  Status Build(const Op& func) { return BuildBlock(*func.region(0)->front(), {}); }

  // The steps of `block`, whose arguments are the program's first arguments and `captured` (values
  // of enclosing blocks that the block reads) the rest.
  Status BuildBlock(const Block& block, std::span<const Value* const> captured) {
    for (int a = 0; a < block.num_args(); ++a) {
      program_.arg_types.push_back(block.arg(a)->type());
      AddValue(block.arg(a),
               {ValueSlot::Where::kArgument, a, block.arg(a)->type(), BytesOf(block.arg(a)->type())});
    }
    for (const Value* v : captured) {
      const int64_t a = static_cast<int64_t>(program_.arg_types.size());
      program_.arg_types.push_back(v->type());
      AddValue(v, {ValueSlot::Where::kArgument, a, v->type(), BytesOf(v->type())});
    }
    // oneDNN calls first: the ops their epilogues absorb are no fusion's.
    HLX_ASSIGN_OR_RETURN(std::vector<LibraryCall> calls, PlanLibraryCalls(block, compiled_.module().types()));
    std::unordered_map<const Op*, LibraryCall*> call_at;  // by the op whose place the call takes
    const std::unordered_set<const Op*> absorbed = AbsorbedOps(block, calls);
    for (LibraryCall& call : calls) call_at[call.last()] = &call;
    call_ops_ = absorbed;
    for (const LibraryCall& call : calls) call_ops_.insert(call.op);
    std::vector<Fusion> fusions;
    if (compiled_.kernels())
      fusions = PlanFusions(block, [&](const Op& op) { return CanEmit(op) && !absorbed.count(&op); });
    std::unordered_map<const Op*, const Fusion*> fusion_of_root;
    std::unordered_set<const Op*>& fused = fused_;
    for (const Fusion& f : fusions) {
      fusion_of_root[f.ops.back()] = &f;
      fused.insert(f.ops.begin(), f.ops.end());
    }
    if (std::string unwritten = FindUnwrittenRead(fusions); !unwritten.empty()) {
      // A bug of the planner: run unfused rather than wrong, and say so where the plan is printed.
      if (options_.print_after_all)
        *options_.print_after_all << "// fusion plan dropped, every op runs on its own: " << unwritten
                                  << "\n";
      fusions.clear();
      fusion_of_root.clear();
      fused.clear();
    }
    for (const auto& owned : block.ops()) {
      const Op& op = *owned;
      if (auto call = call_at.find(&op); call != call_at.end()) {
        HLX_RETURN_IF_ERROR(AddLibraryCallStep(*call->second));
        continue;
      }
      if (absorbed.count(&op)) continue;
      // An element of a tuple that a step wrote element by element is that element's value.
      if (op.kind() == OpKind::kGetTupleElement) {
        if (auto parts = tuple_parts_.find(op.operand(0)); parts != tuple_parts_.end()) {
          const int64_t index = op.attr("index").int_value();
          HLX_CHECK(index >= 0 && index < static_cast<int64_t>(parts->second.size()));
          ids_[op.result(0)] = parts->second[index];
          continue;
        }
      }
      if (auto root = fusion_of_root.find(&op); root != fusion_of_root.end()) {
        AddKernelStep(*root->second);
        continue;
      }
      if (op.kind() == OpKind::kFuncReturn || op.kind() == OpKind::kReturn) {
        for (Value* v : op.operands()) program_.results.push_back(ids_.at(v));
        continue;
      }
      if (op.kind() == OpKind::kConstant) {
        // A splat that only kernels read is kept as its one element: they read no other.
        const bool kernels_only =
            std::all_of(op.result(0)->users().begin(), op.result(0)->users().end(), [&](const Op* user) {
              // (a reshape may alias the constant's bytes instead)
              return fused.count(user) > 0 && user->kind() != OpKind::kReshape;
            });
        if (IsUniform(op.result(0)) && kernels_only && op.result(0)->HasUses()) {
          Type t = op.result(0)->type();
          AddValue(op.result(0), {ValueSlot::Where::kConstant,
                                  static_cast<int64_t>(program_.constants.size()), t, BytesOf(t)});
          program_.constants.push_back(
              Tensor::FromDense(op.attr("value"), compiled_.module().types().Tensor({}, t.element_type())));
          continue;
        }
        // (a dense constant is its attribute's bytes, not a copy, until ReleaseCopiedConstants drops it
        // or copies it aligned)
        OpRunState unused;
        HLX_ASSIGN_OR_RETURN(std::vector<Tensor> value, compiled_.evaluator().Evaluate(op, {}, {}, unused));
        AddValue(op.result(0), {ValueSlot::Where::kConstant, static_cast<int64_t>(program_.constants.size()),
                                op.result(0)->type(), BytesOf(op.result(0)->type())});
        program_.constants.push_back(std::move(value[0]));
        continue;
      }
      // A reshape of a materialized value shares its bytes (one inside a fusion has no bytes to share),
      // as does a bitcast_convert between a quantized type and its storage integers.
      if ((op.kind() == OpKind::kReshape || IsStorageView(op)) && IsArenaType(op.operand(0)->type()) &&
          ids_.count(op.operand(0))) {
        // The same bytes under another shape.
        const int from = ids_.at(op.operand(0));
        ValueSlot slot = program_.values[from];
        slot.type = op.result(0)->type();
        const int id = AddValue(op.result(0), slot);
        alias_of_[id] = Root(from);
        continue;
      }
      if (fused.count(&op)) continue;  // computed inside the fusions that read it
      if (op.kind() == OpKind::kWhile || op.kind() == OpKind::kIf || op.kind() == OpKind::kCase) {
        HLX_ASSIGN_OR_RETURN(bool compiled, AddRegionsStep(op));
        if (compiled) continue;
      }
      if (op.kind() == OpKind::kInterpreterRunParallel) {
        HLX_ASSIGN_OR_RETURN(bool compiled, AddParallelStep(op));
        if (compiled) continue;
      }
      if (std::unique_ptr<CollectiveOp> collective =
              PlanCollective(op, compiled_.module(), num_replicas_, num_partitions_)) {
        AddCollectiveStep(op, std::move(collective));
        continue;
      }
      if (std::unique_ptr<NativeOp> native = PlanNativeOp(op, compiled_.module())) {
        AddNativeStep(op, std::move(native));
        continue;
      }
      if (op.kind() == OpKind::kCustomCall && AliasIdentity(op)) continue;
      if (op.kind() == OpKind::kCustomCall) {
        HLX_ASSIGN_OR_RETURN(bool added, AddCustomCallStep(op));
        if (added) continue;
      }
      AddEvaluateStep(op);
    }
    return Status::Ok();
  }

  // A while loop, if or case whose regions are each one block of static types runs them as programs
  // of their own (their kernels join the executable's): the loop's cond and body in turn, or the one
  // branch the selector picks, without the evaluator. Returns false for other ops, which run on the
  // evaluator.
  StatusOr<bool> AddRegionsStep(const Op& op) {
    for (int r = 0; r < op.num_regions(); ++r)
      if (!PlannableRegion(*op.region(r))) return false;
    for (Value* v : op.operands())
      if (!IsArenaType(v->type())) return false;
    for (int r = 0; r < op.num_results(); ++r)
      if (!IsArenaType(op.result(r)->type())) return false;
    Step step;
    step.kind = op.kind() == OpKind::kWhile ? Step::Kind::kWhile : Step::Kind::kBranch;
    step.op = &op;
    for (Value* v : op.operands()) step.operands.push_back(ids_.at(v));
    std::vector<std::pair<const Value*, int>> captured;
    CollectCaptured(op, ids_, captured);
    std::vector<const Value*> captured_values;
    for (const auto& [value, id] : captured) {
      if (!IsArenaType(value->type())) return false;
      captured_values.push_back(value);
      step.operands.push_back(id);
    }
    if (step.kind == Step::Kind::kWhile) step.num_carried = op.num_operands();
    for (int r = 0; r < op.num_regions(); ++r) {
      auto region = std::make_unique<Program>();
      Builder nested(compiled_, *region, options_, num_replicas_, num_partitions_);
      HLX_RETURN_IF_ERROR(nested.BuildBlock(*op.region(r)->front(), captured_values));
      nested.PlanBuffers();
      step.regions.push_back(region.get());
      program_.regions.push_back(std::move(region));
    }
    // A while's or branch's results are the tensors its (last) region run made, held (and read where
    // they are, RunState::Address) rather than copied into the arena.
    for (int r = 0; r < op.num_results(); ++r) step.results.push_back(AddHeld(op.result(r)));
    program_.steps.push_back(std::move(step));
    return true;
  }

  // interpreter.run_parallel of one function on every process (num_replicas x num_partitions, as
  // `programs` lists them) without an infeed: the function is compiled once, for that many devices, and
  // runs on a thread per device (its collectives native), each device taking its share of the operands
  // in order and giving its share of the results. Returns false for other programs, which run on the
  // evaluator.
  StatusOr<bool> AddParallelStep(const Op& op) {
    Attr programs = op.attr("programs");
    if (!programs.Is(AttrKind::kArray) || programs.elements().empty() || op.attr("infeed")) return false;
    std::string name;
    int64_t partitions = -1;
    for (const Attr& replica : programs.elements()) {
      if (!replica.Is(AttrKind::kArray) || replica.elements().empty()) return false;
      if (partitions < 0) partitions = static_cast<int64_t>(replica.elements().size());
      if (static_cast<int64_t>(replica.elements().size()) != partitions) return false;
      for (const Attr& f : replica.elements()) {
        if (!f.Is(AttrKind::kSymbolRef)) return false;
        if (name.empty()) name = f.symbol_path().back();
        if (f.symbol_path().back() != name) return false;
      }
    }
    const int64_t replicas = static_cast<int64_t>(programs.elements().size()),
                  devices = replicas * partitions;
    const Op* func = compiled_.module().LookupFunc(name);
    if (!func || !PlannableRegion(*func->region(0))) return false;
    const Type type = FuncType(*func);
    const size_t num_args = type.types().size(), num_results = type.results().size();
    if (op.num_operands() != static_cast<int>(devices * num_args) ||
        op.num_results() != static_cast<int>(devices * num_results))
      return false;
    for (int i = 0; i < op.num_operands(); ++i)
      if (op.operand(i)->type() != type.types()[i % num_args] || !IsArenaType(op.operand(i)->type()))
        return false;
    for (int r = 0; r < op.num_results(); ++r)
      if (op.result(r)->type() != type.results()[r % num_results] || !IsArenaType(op.result(r)->type()))
        return false;
    Step step;
    step.kind = Step::Kind::kParallel;
    step.op = &op;
    for (Value* v : op.operands()) step.operands.push_back(ids_.at(v));
    auto program = std::make_unique<Program>();
    Builder nested(compiled_, *program, options_, replicas, partitions);
    HLX_RETURN_IF_ERROR(nested.BuildBlock(*func->region(0)->front(), {}));
    nested.PlanBuffers();
    step.regions.push_back(program.get());
    program_.regions.push_back(std::move(program));
    step.num_replicas = replicas;
    step.num_partitions = partitions;
    step.devices = compiled_.AddDeviceThreads(devices);
    for (int r = 0; r < op.num_results(); ++r) step.results.push_back(AddResult(op.result(r)));
    program_.steps.push_back(std::move(step));
    return true;
  }

  // The whole function through the evaluator.
  void BuildCall(const Op& func) {
    Type type = FuncType(func);
    Step step;
    step.kind = Step::Kind::kCall;
    step.callee = std::string(FuncName(func));
    for (size_t i = 0; i < type.types().size(); ++i) {
      program_.arg_types.push_back(type.types()[i]);
      step.operands.push_back(
          AddSlot({ValueSlot::Where::kArgument, static_cast<int64_t>(i), type.types()[i], 0}));
    }
    for (Type t : FuncType(func).results()) {
      const int id = AddSlot({ValueSlot::Where::kObject, program_.num_objects++, t, 0});
      step.results.push_back(id);
      program_.results.push_back(id);
    }
    program_.steps.push_back(std::move(step));
    ++stats_.num_fallback_ops;
  }

  // The entry program's donors (Program::donors), from each value's defining and last reading step.
  // Evaluator steps may keep what they read in tensors that outlive the step, so an argument they read
  // is no donor.
  void FindDonors(const std::vector<int>& def, const std::vector<int>& last) {
    std::vector<bool> read_by_evaluator(program_.values.size(), false);
    for (const Step& step : program_.steps) {
      if (OnBuffers(step.kind)) continue;
      for (int v : step.operands) read_by_evaluator[Root(v)] = true;
      for (const auto& [value, v] : step.captured) read_by_evaluator[Root(v)] = true;
    }
    program_.donors.assign(program_.results.size(), {});
    for (size_t r = 0; r < program_.results.size(); ++r) {
      const int v = program_.results[r];
      const ValueSlot& slot = program_.values[v];
      if (slot.where != ValueSlot::Where::kResult || slot.index != static_cast<int64_t>(r)) continue;
      auto in_place = in_place_.find(v);
      for (size_t a = 0; a < program_.values.size(); ++a) {
        const ValueSlot& arg = program_.values[a];
        if (arg.where != ValueSlot::Where::kArgument || Root(static_cast<int>(a)) != static_cast<int>(a) ||
            arg.bytes != slot.bytes || read_by_evaluator[a])
          continue;
        const bool over_it =
            in_place != in_place_.end() && std::any_of(in_place->second.begin(), in_place->second.end(),
                                                       [&](int c) { return Root(c) == static_cast<int>(a); });
        if (last[a] < def[v] || (last[a] == def[v] && over_it))
          program_.donors[r].push_back(static_cast<int>(arg.index));
      }
    }
  }

  // On several devices, each collective that meets the others becomes a start and a done, placed by
  // the latency-hiding scheduler (schedule/latency_hiding.h) over the compute around them.
  void OverlapCollectives() {
    if (!options_.async_collectives || num_replicas_ * num_partitions_ == 1) return;
    std::vector<schedule::ScheduleNode> nodes(program_.steps.size());
    bool any = false;
    for (size_t s = 0; s < program_.steps.size(); ++s) {
      const Step& step = program_.steps[s];
      schedule::ScheduleNode& node = nodes[s];
      for (int v : step.operands) node.uses.push_back(Root(v));
      for (const auto& [value, v] : step.captured) node.uses.push_back(Root(v));
      for (int v : step.results) {
        node.defines.push_back(Root(v));
        if (auto it = in_place_.find(v); it != in_place_.end())
          for (int over : it->second) node.overwrites.push_back(Root(over));
      }
      switch (step.kind) {
        case Step::Kind::kKernel:
        case Step::Kind::kLibrary:
        case Step::Kind::kNative:
        case Step::Kind::kCustomCall:
        case Step::Kind::kBuiltinCall: {
          schedule::OpCost cost = CostOf(*step.op);
          for (const Op* op : step.fused) {
            if (op == step.op) continue;
            const schedule::OpCost more = CostOf(*op);
            cost.flops += more.flops;
            cost.bytes += more.bytes;
          }
          node.seconds = schedule::ComputeSeconds(cost);
          break;
        }
        case Step::Kind::kCollective:
          if (!step.collective->Meets()) break;  // replica_id, partition_id: compute
          node.kind = schedule::ScheduleNode::Kind::kCollective;
          for (int v : step.operands) node.operand_bytes += program_.values[v].bytes;
          for (int v : step.results) node.result_bytes += program_.values[v].bytes;
          node.seconds =
              schedule::TransferSeconds(static_cast<double>(node.operand_bytes + node.result_bytes));
          any = true;
          break;
        case Step::Kind::kEvaluate:
        case Step::Kind::kCall:
        case Step::Kind::kWhile:
        case Step::Kind::kBranch:
        case Step::Kind::kParallel:
          node.kind = schedule::ScheduleNode::Kind::kBarrier;
          break;
      }
    }
    if (!any) return;
    std::vector<Step> steps = std::move(program_.steps);
    program_.steps.clear();
    for (const schedule::ScheduleEntry& entry : schedule::ScheduleLatencyHiding(nodes)) {
      Step& step = steps[entry.node];
      switch (entry.phase) {
        case schedule::SchedulePhase::kWhole:
          program_.steps.push_back(std::move(step));
          break;
        case schedule::SchedulePhase::kStart: {
          Step start = step;
          start.phase = CollectivePhase::kStart;
          program_.steps.push_back(std::move(start));
          break;
        }
        case schedule::SchedulePhase::kDone: {
          Step done = step;
          done.phase = CollectivePhase::kDone;
          done.collective_operands = static_cast<int>(step.operands.size());
          done.operands.insert(done.operands.end(), step.results.begin(), step.results.end());
          done.results.clear();
          program_.steps.push_back(std::move(done));
          break;
        }
      }
    }
  }

  // Liveness, the memory plan, and when object values are released.
  void PlanBuffers() {
    OverlapCollectives();
    const int num_steps = static_cast<int>(program_.steps.size());
    std::vector<int> def(program_.values.size(), -1), last(program_.values.size(), -1);
    for (int s = 0; s < num_steps; ++s) {
      const Step& step = program_.steps[s];
      for (int v : step.results) def[Root(v)] = s;
      auto use = [&](int v) { last[Root(v)] = std::max(last[Root(v)], s); };
      for (int v : step.operands) use(v);
      for (const auto& [value, v] : step.captured) use(v);
    }
    for (int v : program_.results) last[Root(v)] = num_steps;
    // A result that a kernel, library call or native op computes is written into the buffer the caller
    // receives (the first time the function returns it; aliases of it read the same bytes).
    for (size_t r = 0; r < program_.results.size(); ++r) {
      const int v = program_.results[r];
      ValueSlot& slot = program_.values[v];
      if (Root(v) != v || slot.where != ValueSlot::Where::kArena || def[v] < 0) continue;
      const Step::Kind kind = program_.steps[def[v]].kind;
      if (!OnBuffers(kind)) continue;
      slot.where = ValueSlot::Where::kResult;
      slot.index = static_cast<int64_t>(r);
    }
    if (&program_ == &compiled_.program()) FindDonors(def, last);
    std::vector<BufferUse> buffers;
    std::vector<int> buffer_value;
    std::unordered_map<int, int> buffer_of;
    for (size_t v = 0; v < program_.values.size(); ++v) {
      ValueSlot& slot = program_.values[v];
      if (Root(static_cast<int>(v)) != static_cast<int>(v)) continue;
      if (slot.where == ValueSlot::Where::kObject && last[v] >= 0 && last[v] < num_steps)
        program_.steps[last[v]].release.push_back(static_cast<int>(v));
      if (slot.where != ValueSlot::Where::kArena) continue;
      HLX_CHECK(def[v] >= 0);
      buffer_of[static_cast<int>(v)] = static_cast<int>(buffers.size());
      buffers.push_back({slot.bytes, def[v], std::max(def[v], last[v]), -1});
      buffer_value.push_back(static_cast<int>(v));
      stats_.intermediate_bytes += slot.bytes;
    }
    // A buffer may take over the first of its candidate operands that dies where it is defined.
    for (size_t b = 0; b < buffers.size(); ++b) {
      auto it = in_place_.find(buffer_value[b]);
      if (it == in_place_.end()) continue;
      for (int candidate : it->second) {
        auto from = buffer_of.find(Root(candidate));
        if (from == buffer_of.end() || buffers[from->second].last_use != buffers[b].def ||
            buffers[from->second].bytes != buffers[b].bytes)
          continue;
        buffers[b].in_place_of = from->second;
        break;
      }
    }
    MemoryPlan plan = PlanMemory(buffers);
    for (size_t b = 0; b < buffers.size(); ++b) program_.values[buffer_value[b]].index = plan.offsets[b];
    for (size_t v = 0; v < program_.values.size(); ++v) {
      const int root = Root(static_cast<int>(v));
      if (root == static_cast<int>(v)) continue;
      program_.values[v].where = program_.values[root].where;
      program_.values[v].index = program_.values[root].index;
    }
    program_.arena_bytes = plan.arena_bytes;
    stats_.planned_temp_bytes += plan.arena_bytes;  // loops' programs first, the entry's last
    stats_.live_peak_bytes += plan.live_peak_bytes;
  }

  void Print(std::ostream& os, std::string_view title) const {
    os << "// ----- " << title << " -----\n";
    PrintSteps(os, program_, "");
    os << "arena: " << program_.arena_bytes << " bytes for " << stats_.intermediate_bytes
       << " bytes of intermediates\n";
  }

 private:
  int AddSlot(const ValueSlot& slot) {
    program_.values.push_back(slot);
    return static_cast<int>(program_.values.size()) - 1;
  }
  int AddValue(const Value* v, const ValueSlot& slot) {
    const int id = AddSlot(slot);
    ids_[v] = id;
    return id;
  }
  int Root(int v) const {
    auto it = alias_of_.find(v);
    return it == alias_of_.end() ? v : it->second;
  }
  int AddResult(const Value* v) {
    Type t = v->type();
    if (IsArenaType(t)) return AddValue(v, {ValueSlot::Where::kArena, 0, t, BytesOf(t)});
    return AddHeld(v);
  }
  // A value the run holds as a tensor (its bytes, when a step stores it, are its address).
  int AddHeld(const Value* v) {
    return AddValue(v, {ValueSlot::Where::kObject, program_.num_objects++, v->type(), 0});
  }

  // Appends `step`, which computes `op`, adding its cost to the totals and one to `count`.
  void PushStep(Step step, const Op& op, int64_t& count) {
    const OpCost cost = CostOf(op);
    stats_.flops += cost.flops;
    stats_.bytes_moved += cost.bytes;
    program_.steps.push_back(std::move(step));
    ++count;
  }

  // Whether only oneDNN calls read `v`: each reader is a call's op or an op a call absorbs, or a reshape
  // (sharing v's bytes) that only calls read.
  bool ReadOnlyByCalls(const Value* v) const {
    for (const Op* user : v->users()) {
      if (call_ops_.count(user)) continue;
      if (user->kind() == OpKind::kReshape && !fused_.count(user) && ReadOnlyByCalls(user->result(0)))
        continue;
      return false;
    }
    return v->HasUses();
  }

  // A fused loop kernel. One that reads only constants and whose result only oneDNN calls read (a weight
  // dequantized from int8) is a constant step instead: it runs once, when the program is compiled
  // (ComputeConstants), into a constant that the calls pack once, and no run repeats it.
  void AddKernelStep(const Fusion& fusion) {
    Step step;
    step.kind = Step::Kind::kKernel;
    step.op = fusion.ops.back();
    step.fused = fusion.ops;
    KernelSpec spec;
    spec.ops = fusion.ops;
    spec.outputs = fusion.outputs;
    std::unordered_set<const Value*> inside, seen;
    for (const Op* op : fusion.ops) inside.insert(op->result(0));
    OpCost cost;
    for (const Op* op : fusion.ops) {
      cost.flops += CostOf(*op).flops;
      for (Value* v : op->operands()) {
        if (inside.count(v) || !seen.insert(v).second) continue;
        spec.operands.push_back(v);
        step.operands.push_back(ids_.at(v));
        cost.bytes += IsUniform(v) ? ElementStorageBytes(v->type().storage_element()) : BytesOf(v->type());
      }
    }
    const Value* root = step.op->result(0);
    cost.bytes += BytesOf(root->type());
    for (const Op* output : fusion.outputs) cost.bytes += BytesOf(output->result(0)->type());
    const bool constant = fusion.outputs.empty() && IsArenaType(root->type()) && ReadOnlyByCalls(root) &&
                          std::ranges::all_of(step.operands, [&](int v) {
                            return program_.values[v].where == ValueSlot::Where::kConstant;
                          });
    if (constant) {
      const int64_t index = static_cast<int64_t>(program_.constants.size());
      program_.constants.push_back(Tensor::Zeros(root->type()));
      computed_constants_.insert(index);
      step.results.push_back(
          AddValue(root, {ValueSlot::Where::kConstant, index, root->type(), BytesOf(root->type())}));
    } else {
      step.results.push_back(AddResult(root));
      for (const Op* output : fusion.outputs) step.results.push_back(AddResult(output->result(0)));
      stats_.flops += cost.flops;
      stats_.bytes_moved += cost.bytes;
    }
    if (compiled_.lookup_tables()) spec.tables = compiled_.lookup_tables()->Plan(spec);
    step.tables = static_cast<int>(spec.tables.size());
    KernelShape shape;
    step.kernel_index = compiled_.kernels()->Add(spec, &shape);
    step.trip_count = shape.trip_count;
    step.grain = shape.grain;
    if (constant) {
      program_.constant_steps.push_back(std::move(step));
      return;
    }
    if (shape.same_element)
      for (int v : step.operands)
        if (program_.values[v].bytes == program_.values[step.results[0]].bytes && ReadOnce(step, v))
          in_place_[step.results[0]].push_back(v);
    program_.steps.push_back(std::move(step));
    ++stats_.num_kernels;
  }

  // Whether `step` reads the bytes of value `v` through `v` alone (no other operand shares them).
  bool ReadOnce(const Step& step, int v) const {
    int readers = 0;
    for (int u : step.operands) readers += Root(u) == Root(v);
    return readers == 1;
  }

  // A planned oneDNN call: reads the op's operands and its epilogue's, writes the last epilogue op's result.
  // A constant operand (the weights, mostly) is handed to the call to pack once, here or, where a constant
  // step computes it, once computed.
  Status AddLibraryCallStep(LibraryCall& call) {
    Step step;
    step.kind = Step::Kind::kLibrary;
    step.op = call.op;
    step.fused = call.epilogue_ops;
    for (size_t i = 0; i < call.operands.size(); ++i) {
      const int id = ids_.at(call.operands[i]);
      step.operands.push_back(id);
      const ValueSlot& slot = program_.values[id];
      // (a constant a constant step computes is handed over once computed: ComputeConstants)
      if (slot.where == ValueSlot::Where::kConstant && !computed_constants_.count(slot.index))
        HLX_RETURN_IF_ERROR(
            call.library->SetConstantOperand(static_cast<int>(i), program_.constants[slot.index].data()));
    }
    step.results.push_back(AddResult(call.last()->result(0)));
    step.library = call.library.get();
    program_.library_ops.push_back(std::move(call.library));
    for (const Op* op : step.fused) stats_.flops += CostOf(*op).flops;
    const OpCost cost = CostOf(*call.op);
    stats_.flops += cost.flops;
    stats_.bytes_moved += cost.bytes;
    program_.steps.push_back(std::move(step));
    ++stats_.num_library_calls;
    return Status::Ok();
  }

  // A native op; a result it may write over its operand's bytes shares them when that operand dies here.
  void AddNativeStep(const Op& op, std::unique_ptr<NativeOp> native) {
    Step step;
    step.kind = Step::Kind::kNative;
    step.op = &op;
    for (Value* v : op.operands()) step.operands.push_back(ids_.at(v));
    for (int r = 0; r < op.num_results(); ++r) step.results.push_back(AddResult(op.result(r)));
    if (const int in = native->InPlaceOperand(); in >= 0 && ReadOnce(step, step.operands[in]))
      in_place_[step.results[0]].push_back(step.operands[in]);
    step.native = native.get();
    program_.native_ops.push_back(std::move(native));
    PushStep(std::move(step), op, stats_.num_native_ops);
  }

  // A collective (or replica_id, partition_id): the device's operands and results, meeting the other
  // devices' in the communicator when it runs. It never writes over an operand: others read them.
  void AddCollectiveStep(const Op& op, std::unique_ptr<CollectiveOp> collective) {
    Step step;
    step.kind = Step::Kind::kCollective;
    step.op = &op;
    for (Value* v : op.operands()) step.operands.push_back(ids_.at(v));
    for (int r = 0; r < op.num_results(); ++r) step.results.push_back(AddResult(op.result(r)));
    step.collective = collective.get();
    step.collective_index = compiled_.AddCollective(op);
    program_.collective_ops.push_back(std::move(collective));
    PushStep(std::move(step), op, stats_.num_collective_ops);
  }

  // A custom call to an identity target (custom_calls.h) whose results are its operands, of their
  // types: each result shares its operand's bytes, with no step. False for any other op.
  bool AliasIdentity(const Op& op) {
    Attr target = op.attr("call_target_name");
    const CustomCallTarget* entry =
        target.Is(AttrKind::kString) ? FindCustomCallTarget(target.string_value()) : nullptr;
    if (!entry || entry->kind != CustomCallTarget::Kind::kIdentity || op.num_results() != op.num_operands())
      return false;
    for (int i = 0; i < op.num_operands(); ++i)
      if (op.result(i)->type() != op.operand(i)->type() || !IsArenaType(op.operand(i)->type()) ||
          !ids_.count(op.operand(i)))
        return false;
    for (int i = 0; i < op.num_operands(); ++i) {
      const int from = ids_.at(op.operand(i));
      const int id = AddValue(op.result(i), program_.values[from]);
      alias_of_[id] = Root(from);
    }
    return true;
  }

  // A custom call to an FFI handler (a target registered by users) or to one of hlx's own targets that
  // run on buffers, on the run's buffers; false where the target is neither or a value is not a plain
  // tensor (the evaluator runs it then).
  StatusOr<bool> AddCustomCallStep(const Op& op) {
    Attr target = op.attr("call_target_name");
    const CustomCallTarget* entry =
        target.Is(AttrKind::kString) ? FindCustomCallTarget(target.string_value()) : nullptr;
    if (entry && entry->kind == CustomCallTarget::Kind::kBuiltin)
      return AddBuiltinCallStep(op, *entry, target.string_value());
    if (!entry || entry->kind != CustomCallTarget::Kind::kFfi) return false;
    for (const Value* v : op.operands())
      if (!IsArenaType(v->type())) return false;
    for (int r = 0; r < op.num_results(); ++r)
      if (!IsArenaType(op.result(r)->type())) return false;
    HLX_ASSIGN_OR_RETURN(std::unique_ptr<FfiCall> call, FfiCall::Prepare(compiled_.module(), op, entry->ffi));
    Step step;
    step.kind = Step::Kind::kCustomCall;
    step.op = &op;
    for (Value* v : op.operands()) step.operands.push_back(ids_.at(v));
    for (int r = 0; r < op.num_results(); ++r) step.results.push_back(AddResult(op.result(r)));
    step.custom_call = call.get();
    program_.custom_calls.push_back(std::move(call));
    PushStep(std::move(step), op, stats_.num_library_calls);
    return true;
  }

  // A call to one of hlx's own targets, prepared here, on the run's buffers. A tuple result that only
  // get_tuple_element reads becomes one value per element. False where the target has no buffer form,
  // a value is no plain tensor (nor such a tuple), or the call does not fit its target: the evaluator
  // runs it then, and says what is wrong when it does.
  bool AddBuiltinCallStep(const Op& op, const CustomCallTarget& entry, std::string_view name) {
    if (!entry.prepare) return false;
    std::vector<Type> operand_types, result_types;
    for (const Value* v : op.operands()) {
      if (!IsArenaType(v->type())) return false;
      operand_types.push_back(v->type());
    }
    for (int r = 0; r < op.num_results(); ++r) {
      const Type t = op.result(r)->type();
      result_types.push_back(t);
      if (!t.IsTuple()) {
        if (!IsArenaType(t)) return false;
        continue;
      }
      for (Type element : t.types())
        if (!IsArenaType(element)) return false;
      for (const Op* user : op.result(r)->users())
        if (user->kind() != OpKind::kGetTupleElement || user->parent_block() != op.parent_block())
          return false;
    }
    StatusOr<std::unique_ptr<BuiltinCall>> call =
        entry.prepare(BuiltinSite{compiled_.module(), op, name, operand_types, result_types});
    if (!call.ok()) return false;
    Step step;
    step.kind = Step::Kind::kBuiltinCall;
    step.op = &op;
    for (Value* v : op.operands()) step.operands.push_back(ids_.at(v));
    for (int r = 0; r < op.num_results(); ++r) {
      const Type t = op.result(r)->type();
      if (!t.IsTuple()) {
        step.results.push_back(AddResult(op.result(r)));
        continue;
      }
      std::vector<int>& parts = tuple_parts_[op.result(r)];
      for (Type element : t.types()) {
        parts.push_back(AddSlot({ValueSlot::Where::kArena, 0, element, BytesOf(element)}));
        step.results.push_back(parts.back());
      }
    }
    step.builtin = call->get();
    step.calls_library = entry.calls_library;
    program_.builtin_calls.push_back(std::move(*call));
    PushStep(std::move(step), op, entry.calls_library ? stats_.num_library_calls : stats_.num_native_ops);
    return true;
  }

  void AddEvaluateStep(const Op& op) {
    Step step;
    step.kind = Step::Kind::kEvaluate;
    step.op = &op;
    for (Value* v : op.operands()) step.operands.push_back(ids_.at(v));
    CollectCaptured(op, ids_, step.captured);
    for (int r = 0; r < op.num_results(); ++r) step.results.push_back(AddResult(op.result(r)));
    PushStep(std::move(step), op, stats_.num_fallback_ops);
  }

  CpuExecutableImpl& compiled_;
  Program& program_;
  CompileStats& stats_;
  const CpuCompileOptions& options_;
  const int64_t num_replicas_, num_partitions_;  // the devices the program runs on
  std::unordered_map<const Value*, int> ids_;
  std::unordered_map<int, int> alias_of_;  // value -> the value whose bytes it shares
  std::unordered_map<const Value*, std::vector<int>> tuple_parts_;  // a tuple written element by element
  std::unordered_map<int, std::vector<int>> in_place_;  // value -> operand values it may overwrite
  std::unordered_set<const Op*> fused_;                 // the ops of the block's fusions
  std::unordered_set<const Op*> call_ops_;          // the block's oneDNN calls' ops and the ops they absorb
  std::unordered_set<int64_t> computed_constants_;  // the constants that constant steps compute
};

// Compile's work, on the calling thread.
StatusOr<std::unique_ptr<CpuExecutable>> CompileHere(std::unique_ptr<Module> module,
                                                     const CpuCompileOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  PipelineOptions pipeline;
  pipeline.print_after_all = options.print_after_all;
  pipeline.lower_quantized = true;
  // Channels-last convolutions are for oneDNN's kernels; hlx's own GEMM reads any layout alike.
  pipeline.channels_last_convolutions = DnnlAvailable();
  // Products of widened bf16 operands multiply the bf16 values where oneDNN has the CPU's instructions
  // for them (AVX512-BF16, AMX), not their f32 copies.
  pipeline.narrow_products = DnnlNativeNarrowFloats();
  // Where it has not, oneDNN has no product of them, and hlx's own GEMM computes them in double: they
  // run as f32 products instead (AVX2 CPUs, and f16 on CPUs without AVX512-FP16).
  if (DnnlAvailable()) {
    for (ElementType narrow : {ElementType::kBF16, ElementType::kF16})
      if (std::ranges::find(pipeline.narrow_products, narrow) == pipeline.narrow_products.end())
        pipeline.widen_products.push_back(narrow);
  }
  HLX_RETURN_IF_ERROR(RunOptimizationPipeline(*module, pipeline));
  HLX_RETURN_IF_ERROR(PipelineLoopCollectives(*module, options, pipeline));
  const Op* func = module->LookupFunc(options.entry);
  if (!func) return NotFound(module->source_name() + ": error: no function @" + options.entry);
  if (options.eval.num_replicas < 1 || options.eval.num_partitions < 1)
    return InvalidArgument("the number of replicas and partitions must be at least 1");
  auto compiled = std::make_unique<CpuExecutableImpl>(std::move(module), options.eval);
  HLX_ASSIGN_OR_RETURN(std::unique_ptr<KernelLibrary> kernels,
                       CreateKernelLibrary(compiled->module().source_name(), LastLevelCacheBytes()));
  compiled->set_kernels(std::move(kernels));
  compiled->program().flush_denormals = options.flush_denormals;
  if (options.lookup_tables)
    compiled->set_lookup_tables(std::make_unique<LookupTables>(
        compiled->evaluator(), compiled->module().types(), options.flush_denormals));
  Builder builder(*compiled, options);
  if (PlannableRegion(*func->region(0))) {
    HLX_RETURN_IF_ERROR(builder.Build(*func));
  } else {
    builder.BuildCall(*func);
  }
  if (options.print_after_all) builder.Print(*options.print_after_all, "fusion plan");
  compiled->set_lookup_tables(nullptr);  // the kernels hold their tables
  if (options.print_after_all) *options.print_after_all << "// ----- kernels (optimized LLVM IR) -----\n";
  HLX_RETURN_IF_ERROR(compiled->kernels()->Compile(options.print_after_all));
  LinkKernels(compiled->program(), *compiled->kernels());
  compiled->mutable_stats().code_bytes = compiled->kernels()->code_bytes();
  HLX_RETURN_IF_ERROR(ComputeConstants(compiled->program(), options.flush_denormals));
  int64_t released = 0;
  ReleaseCopiedConstants(compiled->program(), compiled->mutable_stats().constant_bytes, released);
#ifdef __GLIBC__
  // Weights freed in bulk stay in glibc's heap, counted in the process's memory, until it is trimmed.
  if (released >= (int64_t{16} << 20)) malloc_trim(0);
#endif
  builder.PlanBuffers();
  compiled->MakeBufferPool();
  if (options.print_after_all) builder.Print(*options.print_after_all, "memory plan");
  for (Type t : FuncType(*func).types())
    if (IsArenaType(t)) compiled->mutable_stats().argument_bytes += BytesOf(t);
  for (Type t : FuncType(*func).results())
    if (IsArenaType(t)) compiled->mutable_stats().result_bytes += BytesOf(t);
  compiled->mutable_stats().compile_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  if (options.print_plan) builder.Print(*options.print_plan, "plan");
  return std::unique_ptr<CpuExecutable>(std::move(compiled));
}

}  // namespace

// The compile runs on a thread of its own that ends with it. Its parallel work (oneDNN's packing trials
// and weight reorders, constants computed by kernels) runs on OpenMP teams, and libgomp keeps a team's
// threads for each thread that started one until that thread ends; once a process holds more of them
// than it has CPUs, every barrier sleeps in the kernel instead of spinning. jaxlib compiles on a thread
// other than the one that runs the program: the compile's team stayed beside the runs' team, and the
// flax training step of bench/run took 20 ms a step through JAX against 7.9 through `hlx bench` (2-CPU
// Intel Xeon; a third of its time in futex waits and wake-ups).
StatusOr<std::unique_ptr<CpuExecutable>> Compile(std::unique_ptr<Module> module,
                                                 const CpuCompileOptions& options) {
  StatusOr<std::unique_ptr<CpuExecutable>> compiled = Internal("the compile did not run");
  std::thread([&] { compiled = CompileHere(std::move(module), options); }).join();
  return compiled;
}

}  // namespace hlx::cpu
