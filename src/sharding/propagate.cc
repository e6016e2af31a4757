#include "sharding/propagate.h"

#include <algorithm>
#include <limits>
#include <numeric>
#include <set>
#include <unordered_map>
#include <utility>

#include "passes/rewrite.h"
#include "sharding/import.h"
#include "sharding/rules.h"
#include "support/check.h"

namespace hlx {
namespace {

// The round of dimensions without a priority: the last.
constexpr int64_t kLastRound = std::numeric_limits<int64_t>::max();

// A tensor propagation gives a sharding: a value, a function result, or the in/out sharding of a
// manual computation.
struct TensorState {
  const Value* value = nullptr;  // null for function results and manual computations' shardings
  int64_t rank = 0;
  std::optional<TensorSharding> sharding;
  std::vector<int64_t> round;       // per dimension: the round from which its axes are read
  bool fixed = false;               // never changes
  bool manual = false;              // each device's own: neither read nor written
  std::vector<std::string> barred;  // axes it may not use (the manual axes around it)
};

// An op's (or a data-flow edge's) rule over tensors: operands, then results (-1: not a tensor).
struct Step {
  ShardingRule rule;
  std::vector<int> operands, results;
  int order;  // 0: pointwise and data flow, 1: the others but contractions and reductions, 2: those
};

// The axes of a dimension split among its factors, major to minor: each factor takes axes until they
// make its size (an axis larger than what is left splits into sub-axes); the last factor, or one whose
// size an axis does not fit, takes the rest.
std::vector<std::vector<AxisRef>> Project(std::span<const AxisRef> axes, const std::vector<int>& factors,
                                          const std::vector<int64_t>& sizes) {
  std::vector<std::vector<AxisRef>> out(factors.size());
  if (factors.empty()) return out;
  size_t i = 0;
  int64_t left = sizes[factors[0]];
  bool overflow = false;
  for (const AxisRef& original : axes) {
    AxisRef axis = original;
    for (;;) {
      while (!overflow && i + 1 < factors.size() && left == 1) left = sizes[factors[++i]];
      if (overflow || i + 1 == factors.size() || left < 1) {
        out[i].push_back(axis);
        break;
      }
      if (left % axis.size == 0) {
        out[i].push_back(axis);
        left /= axis.size;
        break;
      }
      if (axis.size % left == 0) {
        out[i].push_back(AxisRef{axis.name, axis.pre_size, left, axis.axis_size});
        axis = AxisRef{axis.name, axis.pre_size * left, axis.size / left, axis.axis_size};
        left = 1;
        continue;
      }
      overflow = true;
    }
  }
  return out;
}

// The longest prefix of `axes` whose sizes divide `size` (the last one cut to a major sub-axis where
// that divides it).
std::vector<AxisRef> FitSize(const std::vector<AxisRef>& axes, int64_t size) {
  std::vector<AxisRef> out;
  int64_t left = size;
  for (const AxisRef& a : axes) {
    if (left >= 1 && left % a.size == 0) {
      out.push_back(a);
      left /= a.size;
      continue;
    }
    const int64_t g = left >= 1 ? std::gcd(left, a.size) : 1;
    if (g > 1) out.push_back(AxisRef{a.name, a.pre_size, g, a.axis_size});
    break;
  }
  return out;
}

// The axes of `axes` up to the first that overlaps one of `taken`.
std::vector<AxisRef> BeforeOverlap(const std::vector<AxisRef>& axes, const std::vector<AxisRef>& taken) {
  std::vector<AxisRef> out;
  for (const AxisRef& a : axes) {
    if (std::any_of(taken.begin(), taken.end(), [&](const AxisRef& t) { return t.Overlaps(a); })) break;
    out.push_back(a);
  }
  return out;
}

// `axes` (and `last`, if given) with neighbouring pieces of one axis merged ("x":(1)2, "x":(2)2 is "x").
std::vector<AxisRef> MergeAxes(std::vector<AxisRef> axes, std::optional<AxisRef> last = std::nullopt) {
  if (last) axes.push_back(*last);
  std::vector<AxisRef> out;
  for (const AxisRef& a : axes) {
    if (!out.empty() && out.back().name == a.name && out.back().pre_size * out.back().size == a.pre_size) {
      out.back().size *= a.size;
      continue;
    }
    out.push_back(a);
  }
  return out;
}

// A rule tying tensors of rank `rank` dimension by dimension.
ShardingRule IdentityRule(int64_t rank, size_t num_from, size_t num_to) {
  ShardingRule rule;
  std::vector<std::vector<int>> dims;
  for (int64_t d = 0; d < rank; ++d) {
    rule.factor_sizes.push_back(-1);
    rule.factor_kinds.push_back(FactorKind::kPassThrough);
    dims.push_back({static_cast<int>(d)});
  }
  rule.operands.assign(num_from, dims);
  rule.results.assign(num_to, dims);
  return rule;
}

class Propagator {
 public:
  Propagator(Module& module, ModuleShardings shardings) : module_(module), shardings_(std::move(shardings)) {}
  StatusOr<bool> Run();

 private:
  // The tensor of `v` (made on first use), or -1 for a value that is no tensor.
  int TensorOf(const Value* v);
  int NewTensor(int64_t rank, const Value* v, std::optional<TensorSharding> sharding);
  void SetFixed(int id, const TensorSharding& s);
  // A step tying `from` to `to` dimension by dimension (same ranks).
  void Tie(std::vector<int> from, std::vector<int> to);
  Status BuildBlock(const Block& block);
  Status BuildOp(const Op& op);
  Status BuildManualComputation(const Op& op, const ManualShardings& m);
  // A step between the global tensor `global` of a manual computation over `manual` axes and the body's
  // tensor `body` of it (ManualEdgeRule); `to_body`: from an in_sharding to a block argument.
  void ManualEdge(int global, int body, const std::vector<std::string>& manual, bool to_body);
  void MarkManual();
  // Writes back the in/out shardings of the manual computations over some axes that propagation
  // extended with free axes.
  void WriteManualShardings();
  bool Apply(const Step& step, int64_t round, bool forward);
  std::optional<std::vector<AxisRef>> Extend(const TensorState& t, int64_t d, const std::vector<int>& factors,
                                             const std::vector<std::vector<AxisRef>>& current,
                                             const std::vector<std::vector<AxisRef>>& chosen,
                                             const std::vector<int64_t>& sizes) const;

  Module& module_;
  ModuleShardings shardings_;
  std::vector<TensorState> tensors_;
  std::unordered_map<const Value*, int> tensor_of_;
  std::unordered_map<const Op*, std::vector<int>> func_results_;
  // The tensors of each manual computation's in_shardings.
  std::unordered_map<const Op*, std::vector<int>> manual_ins_;
  std::vector<Step> steps_;
  std::vector<std::string> barred_;  // the manual axes around the ops being built
  bool in_manual_ = false;           // building a manual computation over all its mesh's axes
};

int Propagator::NewTensor(int64_t rank, const Value* v, std::optional<TensorSharding> sharding) {
  TensorState t;
  t.value = v;
  t.rank = rank;
  t.round.assign(static_cast<size_t>(rank), kLastRound);
  t.barred = barred_;
  t.manual = in_manual_;
  if (sharding) {
    for (int64_t d = 0; d < rank && d < sharding->rank(); ++d)
      if (sharding->dims[d].priority) t.round[d] = *sharding->dims[d].priority;
    const Mesh* mesh = shardings_.FindMesh(sharding->mesh);
    t.fixed = mesh && mesh->maximal();
    t.sharding = std::move(sharding);
  }
  tensors_.push_back(std::move(t));
  return static_cast<int>(tensors_.size()) - 1;
}

int Propagator::TensorOf(const Value* v) {
  if (auto it = tensor_of_.find(v); it != tensor_of_.end()) return it->second;
  Type type = v->type();
  if (!type.IsTensor()) return tensor_of_[v] = -1;
  std::optional<TensorSharding> s;
  if (auto it = shardings_.values.find(v); it != shardings_.values.end()) s = it->second;
  const int id = NewTensor(type.rank(), v, std::move(s));
  if (shardings_.manual.count(v)) tensors_[id].manual = true;
  return tensor_of_[v] = id;
}

void Propagator::SetFixed(int id, const TensorSharding& s) {
  if (id < 0) return;
  tensors_[id].sharding = s;
  tensors_[id].fixed = true;
}

void Propagator::Tie(std::vector<int> from, std::vector<int> to) {
  int64_t rank = -1;
  for (const auto* list : {&from, &to})
    for (int id : *list)
      if (id >= 0) rank = tensors_[id].rank;
  if (rank < 0) return;
  for (auto* list : {&from, &to})
    for (int& id : *list)
      if (id >= 0 && tensors_[id].rank != rank) id = -1;
  steps_.push_back({IdentityRule(rank, from.size(), to.size()), std::move(from), std::move(to), 0});
}

// The rule between a manual computation's global value (an operand's in_sharding, or a result) and the
// body's value of it (a block argument, or what the body returns), whose dimensions are the global ones
// divided by the manual axes that split them (`manual_sizes`): the manual axes stay where the sharding
// has them, the free axes after them are the body's. `to_body`: the global tensor is the operand.
ShardingRule ManualEdgeRule(const std::vector<int64_t>& body_dims, const std::vector<int64_t>& manual_sizes,
                            bool to_body) {
  ShardingRule rule;
  std::vector<std::vector<int>> global(body_dims.size()), body(body_dims.size());
  for (size_t d = 0; d < body_dims.size(); ++d) {
    if (manual_sizes[d] > 1) {
      global[d].push_back(rule.num_factors());
      rule.factor_sizes.push_back(manual_sizes[d]);
      rule.factor_kinds.push_back(FactorKind::kNeedReplication);
    }
    global[d].push_back(rule.num_factors());
    body[d].push_back(rule.num_factors());
    rule.factor_sizes.push_back(body_dims[d]);
    rule.factor_kinds.push_back(FactorKind::kPassThrough);
  }
  rule.operands = {to_body ? global : body};
  rule.results = {to_body ? body : global};
  return rule;
}

void Propagator::ManualEdge(int global, int body, const std::vector<std::string>& manual, bool to_body) {
  if (global < 0 || body < 0 || !tensors_[global].sharding) return;
  const Value* body_value = tensors_[body].value;
  if (!body_value || !body_value->type().HasStaticShape()) return;
  const Mesh* mesh = shardings_.FindMesh(tensors_[global].sharding->mesh);
  if (!mesh) return;
  std::vector<int64_t> body_dims(body_value->type().dims().begin(), body_value->type().dims().end()),
      manual_sizes;
  for (const DimSharding& d : tensors_[global].sharding->dims) {
    int64_t size = 1;
    for (const AxisRef& a : d.axes)
      if (std::find(manual.begin(), manual.end(), a.name) != manual.end()) size *= a.size;
    manual_sizes.push_back(size);
  }
  if (manual_sizes.size() != body_dims.size()) return;
  steps_.push_back({ManualEdgeRule(body_dims, manual_sizes, to_body),
                    {to_body ? global : body},
                    {to_body ? body : global},
                    0});
}

Status Propagator::BuildManualComputation(const Op& op, const ManualShardings& m) {
  const Block& body = *op.region(0)->front();
  bool all_manual = true;
  if (const Mesh* mesh = shardings_.FindMesh(m.mesh))
    for (const MeshAxis& axis : mesh->axes)
      all_manual &= axis.size == 1 ||
                    std::find(m.manual_axes.begin(), m.manual_axes.end(), axis.name) != m.manual_axes.end() ||
                    std::find(barred_.begin(), barred_.end(), axis.name) != barred_.end();
  const std::vector<std::string> outer = barred_;
  const bool outer_manual = in_manual_;
  std::vector<std::string> manual = barred_;
  manual.insert(manual.end(), m.manual_axes.begin(), m.manual_axes.end());
  // Over every axis (or inside such a computation), the in/out shardings are fixed and the body is each
  // device's own. Over some axes, the free axes pass between the operands, the in/out shardings (after
  // their manual axes, in the dimensions they leave open) and the body.
  const bool partly = !in_manual_ && !all_manual;
  std::vector<int>& ins = manual_ins_[&op];
  for (int i = 0; i < op.num_operands(); ++i) {
    const int operand = TensorOf(op.operand(i));
    if (operand < 0) {
      ins.push_back(-1);
      continue;
    }
    const int in = NewTensor(tensors_[operand].rank, nullptr, std::nullopt);
    SetFixed(in, m.in[i]);
    tensors_[in].fixed = !partly;
    tensors_[in].barred = manual;
    Tie({operand}, {in});
    ins.push_back(in);
  }
  for (int r = 0; r < op.num_results(); ++r) {
    const int out = TensorOf(op.result(r));
    SetFixed(out, m.out[r]);
    if (out < 0) continue;
    tensors_[out].fixed = !partly;
    tensors_[out].barred = manual;
  }
  barred_ = manual;
  in_manual_ |= all_manual;
  for (int i = 0; partly && i < body.num_args() && i < op.num_operands(); ++i) {
    const int arg = TensorOf(body.arg(i));
    if (arg >= 0) tensors_[arg].sharding = WithoutAxes(m.in[i], m.manual_axes);
    ManualEdge(ins[i], arg, m.manual_axes, true);
  }
  Status status = BuildBlock(body);
  const Op* ret = body.back();
  if (status.ok() && partly && ret && ret->kind() == OpKind::kSdyReturn)
    for (int r = 0; r < ret->num_operands() && r < op.num_results(); ++r)
      ManualEdge(TensorOf(op.result(r)), TensorOf(ret->operand(r)), m.manual_axes, false);
  barred_ = outer;
  in_manual_ = outer_manual;
  return status;
}

Status Propagator::BuildBlock(const Block& block) {
  for (int a = 0; a < block.num_args(); ++a) TensorOf(block.arg(a));
  for (const auto& op : block.ops()) HLX_RETURN_IF_ERROR(BuildOp(*op));
  return Status::Ok();
}

Status Propagator::BuildOp(const Op& op) {
  auto results = [&] {
    std::vector<int> ids;
    for (int r = 0; r < op.num_results(); ++r) ids.push_back(TensorOf(op.result(r)));
    return ids;
  };
  auto terminator = [](const Region* region) -> const Op* {
    return region->empty() ? nullptr : region->front()->back();
  };
  const std::string_view target = CustomCallTarget(op);
  if (op.kind() == OpKind::kSdyManualComputation) {
    auto it = shardings_.manual_computations.find(&op);
    HLX_CHECK(it != shardings_.manual_computations.end());
    return BuildManualComputation(op, it->second);
  }
  if (op.kind() == OpKind::kWhile) {
    for (int r = 0; r < op.num_regions(); ++r) HLX_RETURN_IF_ERROR(BuildBlock(*op.region(r)->front()));
    const Op* body_return = terminator(op.region(1));
    for (int i = 0; i < op.num_operands(); ++i) {
      std::vector<int> from = {TensorOf(op.operand(i))};
      if (body_return && i < body_return->num_operands()) from.push_back(TensorOf(body_return->operand(i)));
      std::vector<int> to = {TensorOf(op.result(i))};
      for (int r = 0; r < op.num_regions(); ++r)
        if (i < op.region(r)->front()->num_args()) to.push_back(TensorOf(op.region(r)->front()->arg(i)));
      Tie(from, to);
    }
    return Status::Ok();
  }
  if (op.kind() == OpKind::kIf || op.kind() == OpKind::kCase) {
    for (int r = 0; r < op.num_regions(); ++r)
      if (!op.region(r)->empty()) HLX_RETURN_IF_ERROR(BuildBlock(*op.region(r)->front()));
    for (int i = 0; i < op.num_results(); ++i) {
      std::vector<int> from;
      for (int r = 0; r < op.num_regions(); ++r)
        if (const Op* ret = terminator(op.region(r)); ret && i < ret->num_operands())
          from.push_back(TensorOf(ret->operand(i)));
      Tie(from, {TensorOf(op.result(i))});
    }
    return Status::Ok();
  }
  if (op.kind() == OpKind::kFuncCall) {
    Attr callee_name = op.attr("callee");
    const Op* callee = callee_name.Is(AttrKind::kSymbolRef) && !callee_name.symbol_path().empty()
                           ? module_.LookupFunc(callee_name.symbol_path()[0])
                           : nullptr;
    const std::vector<int> ids = results();
    if (auto it = shardings_.manual_computations.find(&op); it != shardings_.manual_computations.end()) {
      // JAX's Shardy export of a manual computation: the global values are what
      // @xla.sdy.GlobalToLocalShape takes and @xla.sdy.LocalToGlobalShape gives.
      const ManualShardings& m = it->second;
      for (int i = 0; i < op.num_operands(); ++i) {
        const Op* local = op.operand(i)->defining_op();
        if (!local || CustomCallTarget(*local) != "xla.sdy.GlobalToLocalShape") continue;
        const int global = TensorOf(local->operand(op.operand(i)->index()));
        if (global < 0) continue;
        const int in = NewTensor(tensors_[global].rank, nullptr, std::nullopt);
        SetFixed(in, m.in[i]);
        Tie({global}, {in});
      }
      for (int r = 0; r < op.num_results(); ++r)
        for (const Op* user : op.result(r)->users())
          if (CustomCallTarget(*user) == "xla.sdy.LocalToGlobalShape")
            for (int k = 0; k < user->num_operands(); ++k)
              if (user->operand(k) == op.result(r)) SetFixed(TensorOf(user->result(k)), m.out[r]);
    }
    if (!callee || FuncBody(*callee).num_args() != op.num_operands()) return Status::Ok();
    for (int i = 0; i < op.num_operands(); ++i)
      Tie({TensorOf(op.operand(i))}, {TensorOf(FuncBody(*callee).arg(i))});
    const std::vector<int>& slots = func_results_[callee];
    for (int r = 0; r < op.num_results() && r < static_cast<int>(slots.size()); ++r)
      Tie({slots[r]}, {ids[r]});
    return Status::Ok();
  }
  if (op.kind() == OpKind::kFuncReturn) {
    const Op* func = op.parent_op();
    if (!func || func->kind() != OpKind::kFunc) return Status::Ok();
    const std::vector<int>& slots = func_results_[func];
    for (int r = 0; r < op.num_operands() && r < static_cast<int>(slots.size()); ++r)
      Tie({TensorOf(op.operand(r))}, {slots[r]});
    return Status::Ok();
  }
  if (op.kind() == OpKind::kOptimizationBarrier) {
    const std::vector<int> ids = results();
    for (int i = 0; i < op.num_operands() && i < op.num_results(); ++i)
      Tie({TensorOf(op.operand(i))}, {ids[i]});
    return Status::Ok();
  }
  if (op.kind() == OpKind::kSdyShardingConstraint) {
    Tie({TensorOf(op.operand(0))}, results());
    return Status::Ok();
  }
  if (target == "Sharding" || target == "xla.sdy.FuncResultSharding") {
    if (op.num_operands() == 1 && op.num_results() == 1) Tie({TensorOf(op.operand(0))}, results());
    return Status::Ok();
  }
  if (target == "SPMDFullToShardShape" || target == "xla.sdy.GlobalToLocalShape") {
    for (int id : results())
      if (id >= 0) tensors_[id].manual = true;
    return Status::Ok();
  }
  if (target == "SPMDShardToFullShape" || target == "xla.sdy.LocalToGlobalShape") {
    for (int id : results())
      if (id >= 0 && tensors_[id].sharding) tensors_[id].fixed = true;
    return Status::Ok();
  }
  HLX_ASSIGN_OR_RETURN(std::optional<ShardingRule> rule, GetShardingRule(module_, op));
  std::vector<int> operands;
  for (const Value* v : op.operands()) operands.push_back(TensorOf(v));
  std::vector<int> ids = results();
  if (!rule) return Status::Ok();
  const int order = rule->IsPointwise() ? 0 : rule->HasReduction() ? 2 : 1;
  steps_.push_back({std::move(*rule), std::move(operands), std::move(ids), order});
  return Status::Ok();
}

// A value computed from a manual one is manual too: across rules and data flow, from operands to
// results.
void Propagator::MarkManual() {
  for (bool changed = true; changed;) {
    changed = false;
    for (const Step& step : steps_) {
      bool manual = false;
      for (int id : step.operands) manual |= id >= 0 && tensors_[id].manual;
      if (!manual) continue;
      for (int id : step.results)
        if (id >= 0 && !tensors_[id].manual) tensors_[id].manual = changed = true;
    }
  }
}

bool Propagator::Apply(const Step& step, int64_t round, bool forward) {
  const ShardingRule& rule = step.rule;
  // The tensors of the step, operands first: (tensor id, its dimensions' factors).
  std::vector<std::pair<int, const std::vector<std::vector<int>>*>> all;
  for (size_t k = 0; k < step.operands.size(); ++k)
    if (step.operands[k] >= 0 && !tensors_[step.operands[k]].manual)
      all.push_back({step.operands[k], &rule.operands[k]});
  for (size_t k = 0; k < step.results.size(); ++k)
    if (step.results[k] >= 0 && !tensors_[step.results[k]].manual)
      all.push_back({step.results[k], &rule.results[k]});
  bool any_target = false;
  for (const auto& [id, dims] : all) {
    const bool is_target =
        forward ? std::find(step.results.begin(), step.results.end(), id) != step.results.end()
                : std::find(step.operands.begin(), step.operands.end(), id) != step.operands.end();
    any_target |= is_target && !tensors_[id].fixed;
  }
  if (!any_target) return false;

  // The mesh: the first sharded tensor's that has axes this round reads.
  std::string mesh;
  for (const auto& [id, dims] : all) {
    const TensorState& t = tensors_[id];
    if (!t.sharding) continue;
    const Mesh* m = shardings_.FindMesh(t.sharding->mesh);
    if (!m || m->maximal()) continue;
    for (int64_t d = 0; d < t.rank && mesh.empty(); ++d)
      if (!(*dims)[d].empty() && t.round[d] <= round && !t.sharding->dims[d].axes.empty())
        mesh = t.sharding->mesh;
    if (!mesh.empty()) break;
  }
  if (mesh.empty()) return false;

  // Each tensor's axes per factor: all of them, and those this round reads.
  const int n = rule.num_factors();
  struct Projection {
    std::vector<std::vector<AxisRef>> current, source;
    std::vector<bool> has;
  };
  std::vector<Projection> projections(all.size());
  for (size_t p = 0; p < all.size(); ++p) {
    const auto& [id, dims] = all[p];
    const TensorState& t = tensors_[id];
    Projection& proj = projections[p];
    proj.current.assign(n, {});
    proj.source.assign(n, {});
    proj.has.assign(n, false);
    const bool readable = t.sharding && t.sharding->mesh == mesh;
    for (int64_t d = 0; d < t.rank; ++d) {
      const std::vector<int>& factors = (*dims)[d];
      for (int f : factors) proj.has[f] = true;
      if (!readable) continue;
      std::vector<std::vector<AxisRef>> split = Project(t.sharding->dims[d].axes, factors, rule.factor_sizes);
      for (size_t i = 0; i < factors.size(); ++i) {
        proj.current[factors[i]] = split[i];
        if (t.round[d] <= round) proj.source[factors[i]] = split[i];
      }
    }
  }

  // Each factor's sharding.
  std::vector<std::vector<AxisRef>> chosen(n);
  std::vector<AxisRef> taken;  // the axes earlier factors chose
  for (int f = 0; f < n; ++f) {
    if (rule.factor_kinds[f] == FactorKind::kNeedReplication) continue;
    const std::vector<AxisRef>* best = nullptr;
    bool compatible = true;
    for (const Projection& proj : projections) {
      const std::vector<AxisRef>& axes = proj.source[f];
      if (!proj.has[f] || axes.empty()) continue;
      if (!best || IsAxesPrefix(*best, axes)) {
        best = &axes;
      } else if (!IsAxesPrefix(axes, *best)) {
        compatible = false;
      }
    }
    if (!best) continue;
    if (!compatible) {  // a conflict: the largest axes win, the earliest tensor's on a tie
      best = nullptr;
      for (const Projection& proj : projections) {
        const std::vector<AxisRef>& axes = proj.source[f];
        if (proj.has[f] && !axes.empty() && (!best || AxesSize(axes) > AxesSize(*best))) best = &axes;
      }
    }
    std::vector<AxisRef> axes = BeforeOverlap(*best, taken);
    if (rule.factor_sizes[f] >= 0) axes = FitSize(axes, rule.factor_sizes[f]);
    taken.insert(taken.end(), axes.begin(), axes.end());
    chosen[f] = std::move(axes);
  }

  // Give it to the targets whose open dimensions can take it.
  bool changed = false;
  for (size_t p = 0; p < all.size(); ++p) {
    const auto& [id, dims] = all[p];
    TensorState& t = tensors_[id];
    const bool is_target =
        forward ? std::find(step.results.begin(), step.results.end(), id) != step.results.end()
                : std::find(step.operands.begin(), step.operands.end(), id) != step.operands.end();
    if (!is_target || t.fixed) continue;
    if (t.sharding && t.sharding->mesh != mesh) continue;
    if (!t.sharding) {
      t.sharding = OpenSharding(mesh, t.rank);
      changed = true;
    }
    const Projection& proj = projections[p];
    for (int64_t d = 0; d < t.rank; ++d) {
      DimSharding& dim = t.sharding->dims[d];
      if (dim.closed || (*dims)[d].empty()) continue;
      std::optional<std::vector<AxisRef>> axes =
          Extend(t, d, (*dims)[d], proj.current, chosen, rule.factor_sizes);
      if (!axes || *axes == dim.axes) continue;
      if (dim.axes.empty()) t.round[d] = round;
      dim.axes = std::move(*axes);
      changed = true;
    }
  }
  return changed;
}

// The axes of dimension `d` of `t` once its factors take their shardings (`current`: what it gives each
// factor now): the first factor whose sharding extends what it has grows, provided the factors before it
// are complete and those after it have no axes (axes are added at the minor end); it grows up to the
// first axis the tensor uses elsewhere or may not use. nullopt where no factor can grow.
std::optional<std::vector<AxisRef>> Propagator::Extend(const TensorState& t, int64_t d,
                                                       const std::vector<int>& factors,
                                                       const std::vector<std::vector<AxisRef>>& current,
                                                       const std::vector<std::vector<AxisRef>>& chosen,
                                                       const std::vector<int64_t>& sizes) const {
  std::vector<AxisRef> axes;  // the axes of the factors before the one that grows
  for (size_t i = 0; i < factors.size(); ++i) {
    const int f = factors[i];
    const std::vector<AxisRef>& cur = current[f];
    const std::vector<AxisRef>& want = chosen[f];
    if (!(want == cur) && IsAxesPrefix(cur, want)) {
      for (size_t j = i + 1; j < factors.size(); ++j)
        if (!current[factors[j]].empty()) return std::nullopt;
      std::vector<AxisRef> used;
      for (int64_t e = 0; e < t.rank; ++e)
        if (e != d) used.insert(used.end(), t.sharding->dims[e].axes.begin(), t.sharding->dims[e].axes.end());
      used.insert(used.end(), t.sharding->replicated.begin(), t.sharding->replicated.end());
      used.insert(used.end(), t.sharding->unreduced.begin(), t.sharding->unreduced.end());
      const Mesh& mesh = shardings_.meshes.at(t.sharding->mesh);
      for (const std::string& b : t.barred)
        if (mesh.AxisSize(b) > 0) used.push_back(WholeAxis(mesh, b));
      auto free = [&](const AxisRef& a) {
        return std::none_of(used.begin(), used.end(), [&](const AxisRef& u) { return u.Overlaps(a); }) &&
               std::none_of(axes.begin(), axes.end(), [&](const AxisRef& u) { return u.Overlaps(a); });
      };
      axes.insert(axes.end(), cur.begin(), cur.end());
      if (!cur.empty() && !(cur.back() == want[cur.size() - 1])) {
        // Its last axis grows from a major part of an axis to more of it.
        const AxisRef grown = want[cur.size() - 1];
        axes.pop_back();
        if (!free(grown)) return MergeAxes(axes, cur.back());
        axes.push_back(grown);
      }
      for (size_t k = cur.size(); k < want.size() && free(want[k]); ++k) axes.push_back(want[k]);
      return MergeAxes(axes);
    }
    if (sizes[f] >= 0 && AxesSize(cur) != sizes[f])
      return std::nullopt;  // incomplete: nothing after it grows
    axes.insert(axes.end(), cur.begin(), cur.end());
  }
  return std::nullopt;
}

void Propagator::WriteManualShardings() {
  ForEachBlock(module_, [&](Block& block) {
    for (const auto& op : block.ops()) {
      auto ins = manual_ins_.find(op.get());
      if (ins == manual_ins_.end()) continue;
      ManualShardings& m = shardings_.manual_computations.at(op.get());
      bool changed = false;
      auto update = [&](TensorSharding& s, int id) {
        if (id < 0 || tensors_[id].fixed || !tensors_[id].sharding || *tensors_[id].sharding == s) return;
        s = *tensors_[id].sharding;
        changed = true;
      };
      for (size_t i = 0; i < ins->second.size(); ++i) update(m.in[i], ins->second[i]);
      for (int r = 0; r < op->num_results(); ++r) update(m.out[r], TensorOf(op->result(r)));
      if (!changed) continue;
      op->SetAttr("in_shardings", Attr::Opaque(ShardingPerValueText(m.in)));
      op->SetAttr("out_shardings", Attr::Opaque(ShardingPerValueText(m.out)));
    }
  });
}

StatusOr<bool> Propagator::Run() {
  // Function arguments and results first: calls refer to functions defined later.
  std::vector<const Op*> funcs;
  for (const auto& op : module_.body().ops())
    if (op->kind() == OpKind::kFunc && op->num_regions() == 1 && !op->region(0)->empty())
      funcs.push_back(op.get());
  for (const Op* func : funcs) {
    Type type = FuncType(*func);
    const Block& body = FuncBody(*func);
    for (int a = 0; a < body.num_args(); ++a) TensorOf(body.arg(a));
    std::vector<int>& slots = func_results_[func];
    auto declared = shardings_.func_results.find(func);
    for (size_t r = 0; type && r < type.results().size(); ++r) {
      std::optional<TensorSharding> s;
      if (declared != shardings_.func_results.end() && r < declared->second.size()) s = declared->second[r];
      slots.push_back(
          type.results()[r].IsTensor() ? NewTensor(type.results()[r].rank(), nullptr, std::move(s)) : -1);
    }
  }
  for (const Op* func : funcs)
    for (int b = 0; b < func->region(0)->num_blocks(); ++b)
      HLX_RETURN_IF_ERROR(BuildBlock(*func->region(0)->block(b)));
  MarkManual();

  std::set<int64_t> rounds = {kLastRound};
  for (const TensorState& t : tensors_)
    for (int64_t r : t.round) rounds.insert(r);
  for (int64_t round : rounds)
    for (int order = 0; order <= 2; ++order)
      for (bool changed = true; changed;) {
        changed = false;
        for (const Step& step : steps_)
          if (step.order <= order) changed |= Apply(step, round, true);
        for (auto it = steps_.rbegin(); it != steps_.rend(); ++it)
          if (it->order <= order) changed |= Apply(*it, round, false);
      }

  for (const TensorState& t : tensors_)
    if (t.value && t.sharding && !t.manual) shardings_.values[t.value] = *t.sharding;
  for (const Op* func : funcs) {
    auto& declared = shardings_.func_results[func];
    const std::vector<int>& slots = func_results_[func];
    declared.resize(slots.size());
    for (size_t r = 0; r < slots.size(); ++r)
      if (slots[r] >= 0 && tensors_[slots[r]].sharding && !tensors_[slots[r]].manual)
        declared[r] = tensors_[slots[r]].sharding;
  }
  WriteShardings(module_, shardings_);
  WriteManualShardings();
  return !shardings_.meshes.empty();
}

}  // namespace

StatusOr<bool> PropagateShardings(Module& module) {
  HLX_ASSIGN_OR_RETURN(ModuleShardings shardings, ImportShardings(module));
  return Propagator(module, std::move(shardings)).Run();
}

}  // namespace hlx
