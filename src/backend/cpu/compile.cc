// Compile: the backend's pipeline, readable top to bottom. The optimization pipeline (passes/pipeline.h:
// inline, decompose-chlo, simplify, constant folding, CSE, DCE, layout folding), then the entry function
// becomes values and steps (constants evaluated once, reshapes aliased), fusion groups become kernels,
// the memory plan places the intermediates, and the plan is printed when asked.
#include <algorithm>
#include <chrono>
#include <ostream>
#include <unordered_map>
#include <unordered_set>

#include "backend/cpu/codegen.h"
#include "backend/cpu/cost_model.h"
#include "backend/cpu/executable.h"
#include "backend/cpu/executor.h"
#include "backend/cpu/fusion.h"
#include "backend/cpu/memory_plan.h"
#include "backend/cpu/program.h"
#include "passes/pipeline.h"
#include "support/check.h"

namespace hlx::cpu {
namespace {

class CompiledProgram : public Executable {
 public:
  CompiledProgram(std::unique_ptr<Module> module, const EvalOptions& eval)
      : module_(std::move(module)), evaluator_(*module_, eval) {}

  StatusOr<std::vector<Tensor>> Run(std::span<const Tensor> args) const override {
    CheckReport checks;
    return RunChecked(args, checks);
  }
  StatusOr<std::vector<Tensor>> RunChecked(std::span<const Tensor> args, CheckReport& checks) const override {
    return Execute(program_, *arenas_, evaluator_, module_->source_name(), args, checks);
  }
  const CompileStats& stats() const override { return stats_; }

  const Module& module() const override { return *module_; }
  const OpEvaluator& evaluator() const { return evaluator_; }
  Program& program() { return program_; }
  // Called once the memory plan has sized the arena.
  void MakeArenaPool() { arenas_ = std::make_unique<ArenaPool>(program_.arena_bytes); }
  void set_kernels(std::unique_ptr<KernelLibrary> kernels) { kernels_ = std::move(kernels); }
  KernelLibrary* kernels() const { return kernels_.get(); }
  CompileStats& mutable_stats() { return stats_; }

 private:
  std::unique_ptr<Module> module_;
  OpEvaluator evaluator_;
  std::unique_ptr<KernelLibrary> kernels_;  // the JIT code the program's steps call
  Program program_;
  std::unique_ptr<ArenaPool> arenas_;
  CompileStats stats_;
};

bool IsArenaType(Type t) { return t.IsTensor() && t.HasStaticShape(); }

int64_t BytesOf(Type t) { return t.NumElements() * ElementStorageBytes(t.storage_element()); }

// Whether the backend can plan `func` as a flat list of steps: one block, static types throughout.
bool Plannable(const Op& func) {
  const Region& body = *func.region(0);
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

// Whether every value a fusion reads from outside is written by a step: the root of a fusion, or an op
// outside every fusion.
bool EveryReadIsMaterialized(const std::vector<Fusion>& fusions,
                             const std::unordered_map<const Op*, const Fusion*>& fusion_of_root,
                             const std::unordered_set<const Op*>& fused) {
  for (const Fusion& f : fusions) {
    std::unordered_set<const Value*> inside;
    for (const Op* op : f.ops) inside.insert(op->result(0));
    for (const Op* op : f.ops)
      for (const Value* v : op->operands()) {
        const Op* def = v->defining_op();
        if (!inside.count(v) && def && fused.count(def) && !fusion_of_root.count(def)) return false;
      }
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
  Builder(CompiledProgram& compiled, const CompileOptions& options)
      : compiled_(compiled),
        program_(compiled.program()),
        stats_(compiled.mutable_stats()),
        options_(options) {}

  Status Build(const Op& func) {
    const Block& block = *func.region(0)->front();
    for (int a = 0; a < block.num_args(); ++a) {
      program_.arg_types.push_back(block.arg(a)->type());
      AddValue(block.arg(a),
               {ValueSlot::Where::kArgument, a, block.arg(a)->type(), BytesOf(block.arg(a)->type())});
    }
    std::vector<Fusion> fusions;
    if (compiled_.kernels()) fusions = PlanFusions(block, [](const Op& op) { return CanEmit(op); });
    std::unordered_map<const Op*, const Fusion*> fusion_of_root;
    std::unordered_set<const Op*> fused;
    for (const Fusion& f : fusions) {
      fusion_of_root[f.ops.back()] = &f;
      fused.insert(f.ops.begin(), f.ops.end());
    }
    if (!EveryReadIsMaterialized(fusions, fusion_of_root, fused)) {
      // A plan whose fusion reads a value no step writes is a bug of the planner: run unfused rather
      // than wrong.
      fusions.clear();
      fusion_of_root.clear();
      fused.clear();
    }
    for (const auto& owned : block.ops()) {
      const Op& op = *owned;
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
        OpRunState unused;
        HLX_ASSIGN_OR_RETURN(std::vector<Tensor> value, compiled_.evaluator().Evaluate(op, {}, {}, unused));
        AddValue(op.result(0), {ValueSlot::Where::kConstant, static_cast<int64_t>(program_.constants.size()),
                                op.result(0)->type(), BytesOf(op.result(0)->type())});
        program_.constants.push_back(std::move(value[0]));
        continue;
      }
      // A reshape of a materialized value shares its bytes (one inside a fusion has no bytes to share).
      if (op.kind() == OpKind::kReshape && IsArenaType(op.operand(0)->type()) && ids_.count(op.operand(0))) {
        // The same bytes under another shape.
        const int from = ids_.at(op.operand(0));
        ValueSlot slot = program_.values[from];
        slot.type = op.result(0)->type();
        const int id = AddValue(op.result(0), slot);
        alias_of_[id] = Root(from);
        continue;
      }
      if (fused.count(&op)) continue;  // computed inside the fusions that read it
      if (op.kind() == OpKind::kDotGeneral || op.kind() == OpKind::kConvolution) {
        auto planned = op.kind() == OpKind::kDotGeneral ? PlanDnnlDot(op) : PlanDnnlConvolution(op);
        if (!planned.ok()) return planned.status();
        if (*planned) {
          AddLibraryStep(op, std::move(planned).value());
          continue;
        }
      }
      if (std::unique_ptr<NativeOp> native = PlanNativeOp(op)) {
        AddNativeStep(op, std::move(native));
        continue;
      }
      AddEvaluateStep(op);
    }
    return Status::Ok();
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

  // Liveness, the memory plan, and when object values are released.
  void PlanBuffers() {
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
    for (size_t b = 0; b < buffers.size(); ++b) {
      auto it = in_place_.find(buffer_value[b]);
      if (it == in_place_.end()) continue;
      auto from = buffer_of.find(Root(it->second));
      if (from != buffer_of.end()) buffers[b].in_place_of = from->second;
    }
    MemoryPlan plan = PlanMemory(buffers);
    for (size_t b = 0; b < buffers.size(); ++b) program_.values[buffer_value[b]].index = plan.offsets[b];
    for (size_t v = 0; v < program_.values.size(); ++v) {
      const int root = Root(static_cast<int>(v));
      if (root != static_cast<int>(v)) program_.values[v].index = program_.values[root].index;
    }
    program_.arena_bytes = plan.arena_bytes;
    stats_.planned_temp_bytes = plan.arena_bytes;
  }

  void Print(std::ostream& os, std::string_view title) const {
    os << "// ----- " << title << " -----\n";
    for (size_t s = 0; s < program_.steps.size(); ++s) {
      const Step& step = program_.steps[s];
      os << "step " << s << ": ";
      switch (step.kind) {
        case Step::Kind::kEvaluate:
          os << "evaluate " << step.op->name();
          break;
        case Step::Kind::kCall:
          os << "evaluate @" << step.callee;
          break;
        case Step::Kind::kKernel:
          os << "kernel {";
          for (size_t i = 0; i < step.fused.size(); ++i) os << (i ? ", " : "") << step.fused[i]->name();
          os << "}";
          break;
        case Step::Kind::kLibrary:
          os << "library " << step.op->name();
          break;
        case Step::Kind::kNative:
          os << "native " << step.op->name();
          break;
      }
      os << " (";
      for (size_t i = 0; i < step.operands.size(); ++i) os << (i ? ", " : "") << "%" << step.operands[i];
      os << ") -> (";
      for (size_t i = 0; i < step.results.size(); ++i) os << (i ? ", " : "") << "%" << step.results[i];
      os << ")\n";
    }
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
    return AddValue(v, {ValueSlot::Where::kObject, program_.num_objects++, t, 0});
  }

  void AddKernelStep(const Fusion& fusion) {
    Step step;
    step.kind = Step::Kind::kKernel;
    step.op = fusion.ops.back();
    step.fused = fusion.ops;
    KernelSpec spec;
    spec.ops = fusion.ops;
    std::unordered_set<const Value*> inside, seen;
    for (const Op* op : fusion.ops) inside.insert(op->result(0));
    for (const Op* op : fusion.ops) {
      const OpCost cost = CostOf(*op);
      stats_.flops += cost.flops;
      for (Value* v : op->operands()) {
        if (inside.count(v) || !seen.insert(v).second) continue;
        spec.operands.push_back(v);
        step.operands.push_back(ids_.at(v));
        stats_.bytes_moved +=
            IsUniform(v) ? ElementStorageBytes(v->type().storage_element()) : BytesOf(v->type());
      }
    }
    stats_.bytes_moved += BytesOf(step.op->result(0)->type());
    step.results.push_back(AddResult(step.op->result(0)));
    KernelShape shape;
    step.kernel_index = compiled_.kernels()->Add(spec, &shape);
    step.trip_count = shape.trip_count;
    step.grain = shape.grain;
    program_.steps.push_back(std::move(step));
    ++stats_.num_kernels;
  }

  void AddLibraryStep(const Op& op, std::unique_ptr<DnnlOp> library) {
    Step step;
    step.kind = Step::Kind::kLibrary;
    step.op = &op;
    for (Value* v : op.operands()) step.operands.push_back(ids_.at(v));
    step.results.push_back(AddResult(op.result(0)));
    step.library = library.get();
    program_.library_ops.push_back(std::move(library));
    const OpCost cost = CostOf(op);
    stats_.flops += cost.flops;
    stats_.bytes_moved += cost.bytes;
    program_.steps.push_back(std::move(step));
    ++stats_.num_library_calls;
  }

  // A native op; a result it may write over its operand's bytes shares them when that operand dies here.
  void AddNativeStep(const Op& op, std::unique_ptr<NativeOp> native) {
    Step step;
    step.kind = Step::Kind::kNative;
    step.op = &op;
    for (Value* v : op.operands()) step.operands.push_back(ids_.at(v));
    for (int r = 0; r < op.num_results(); ++r) step.results.push_back(AddResult(op.result(r)));
    if (const int in = native->InPlaceOperand(); in >= 0) {
      // Not when another operand reads the same bytes.
      const int root = Root(step.operands[in]);
      int readers = 0;
      for (int v : step.operands) readers += Root(v) == root;
      if (readers == 1) in_place_[step.results[0]] = step.operands[in];
    }
    step.native = native.get();
    program_.native_ops.push_back(std::move(native));
    const OpCost cost = CostOf(op);
    stats_.flops += cost.flops;
    stats_.bytes_moved += cost.bytes;
    program_.steps.push_back(std::move(step));
    ++stats_.num_native_ops;
  }

  void AddEvaluateStep(const Op& op) {
    Step step;
    step.kind = Step::Kind::kEvaluate;
    step.op = &op;
    for (Value* v : op.operands()) step.operands.push_back(ids_.at(v));
    CollectCaptured(op, ids_, step.captured);
    for (int r = 0; r < op.num_results(); ++r) step.results.push_back(AddResult(op.result(r)));
    const OpCost cost = CostOf(op);
    stats_.flops += cost.flops;
    stats_.bytes_moved += cost.bytes;
    program_.steps.push_back(std::move(step));
    ++stats_.num_fallback_ops;
  }

  CompiledProgram& compiled_;
  Program& program_;
  CompileStats& stats_;
  const CompileOptions& options_;
  std::unordered_map<const Value*, int> ids_;
  std::unordered_map<int, int> alias_of_;  // value -> the value whose bytes it shares
  std::unordered_map<int, int> in_place_;  // value -> an operand value it may overwrite
};

}  // namespace

bool Available() { return true; }

StatusOr<std::unique_ptr<Executable>> Compile(std::unique_ptr<Module> module, const CompileOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  PipelineOptions pipeline;
  pipeline.print_after_all = options.print_after_all;
  HLX_RETURN_IF_ERROR(RunOptimizationPipeline(*module, pipeline));
  const Op* func = module->LookupFunc(options.entry);
  if (!func) return NotFound(module->source_name() + ": error: no function @" + options.entry);
  auto compiled = std::make_unique<CompiledProgram>(std::move(module), options.eval);
  HLX_ASSIGN_OR_RETURN(std::unique_ptr<KernelLibrary> kernels,
                       CreateKernelLibrary(compiled->module().source_name()));
  compiled->set_kernels(std::move(kernels));
  Builder builder(*compiled, options);
  if (Plannable(*func)) {
    HLX_RETURN_IF_ERROR(builder.Build(*func));
  } else {
    builder.BuildCall(*func);
  }
  if (options.print_after_all) builder.Print(*options.print_after_all, "fusion plan");
  HLX_RETURN_IF_ERROR(compiled->kernels()->Compile(nullptr));
  for (Step& step : compiled->program().steps)
    if (step.kind == Step::Kind::kKernel) step.kernel = compiled->kernels()->Get(step.kernel_index);
  builder.PlanBuffers();
  compiled->MakeArenaPool();
  if (options.print_after_all) builder.Print(*options.print_after_all, "memory plan");
  compiled->mutable_stats().compile_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return std::unique_ptr<Executable>(std::move(compiled));
}

}  // namespace hlx::cpu
