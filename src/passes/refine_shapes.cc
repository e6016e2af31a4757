#include "passes/refine_shapes.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "interp/kernels.h"
#include "support/check.h"

namespace hlx {
namespace {

using Dims = std::vector<int64_t>;

// Shape values larger than this are not folded: shape computations are small.
constexpr int64_t kMaxFoldedElements = 1024;

// What the evaluator's elementwise kernels need to fold one op: no regions, calls or processes.
class FoldContext final : public EvalContext {
 public:
  explicit FoldContext(const Module& module) : module_(module) {}
  const Module& module() const override { return module_; }
  const EvalOptions& options() const override { return options_; }
  StatusOr<std::vector<Tensor>> RunRegion(const Region&, std::span<const Tensor>) override {
    return Refused();
  }
  StatusOr<std::vector<Tensor>> CallFunction(const Op&, std::string_view, std::span<const Tensor>) override {
    return Refused();
  }
  int64_t replica_id() const override { return 0; }
  int64_t partition_id() const override { return 0; }
  int64_t num_replicas() const override { return 1; }
  int64_t num_partitions() const override { return 1; }
  Rendezvous* rendezvous() const override { return nullptr; }
  void ReportCheck(const Op&, bool, const std::string&) override {}
  std::ostream* print_stream() const override { return nullptr; }
  StatusOr<std::vector<std::vector<Tensor>>> RunParallel(const Op&, std::span<const std::string>,
                                                         std::span<const std::vector<Tensor>>, int64_t,
                                                         int64_t, std::span<const std::string>) override {
    return Status(StatusCode::kUnimplemented, "not while folding constants");
  }
  StatusOr<std::vector<Tensor>> NextInfeed(const Op&) override { return Refused(); }
  void Probe(const std::string&, const Tensor&) override {}
  const std::vector<Tensor>* Probed(const std::string&) const override { return nullptr; }

 private:
  static Status Refused() { return Status(StatusCode::kUnimplemented, "not while folding constants"); }
  const Module& module_;
  EvalOptions options_;
};

Dims IntList(const Op& op, std::string_view name) {
  Attr a = op.attr(name);
  if (!a) return {};
  return a.AsIntList().value_or(Dims{});
}

Dims Field(const Attr& s, std::string_view name) {
  Attr a = s ? s.Get(name) : Attr();
  if (!a) return {};
  return a.AsIntList().value_or(Dims{});
}

bool IsStatic(std::span<const int64_t> dims) {
  return std::ranges::none_of(dims, [](int64_t d) { return d == kDynamic; });
}

bool Contains(const Dims& v, int64_t x) { return std::ranges::count(v, x) > 0; }

class Refiner {
 public:
  explicit Refiner(Module& module) : module_(module), types_(module.types()), fold_(module) {}

  Status RefineFunc(Op& func, std::span<const Type> arg_types, std::span<const Tensor> arg_values);
  bool changed() const { return changed_; }

 private:
  Status RefineBlock(Block& block);
  // Refines (or replaces) the op at `index` of `block`.
  Status RefineOp(Block& block, size_t index);
  Status RefineCall(Op& op);
  Status RefineRegions(Op& op);
  // The result shape `op` implies, where it can tell; null when it has no rule for the op.
  std::optional<Dims> InferShape(const Op& op);
  void SetResultShape(Value* v, const Dims& dims);
  void SetType(Value* v, Type t);
  // The value of `v` when known.
  const Tensor* Known(const Value* v) const {
    auto it = known_.find(v);
    return it == known_.end() ? nullptr : &it->second;
  }
  std::optional<Dims> KnownInts(const Value* v) const {
    const Tensor* t = Known(v);
    if (!t) return std::nullopt;
    return ReadInts(*t);
  }
  Status Fold(const Op& op);
  Status Error(const Op& op, const std::string& message) const {
    return Status(StatusCode::kInvalidArgument,
                  module_.Where(op.loc()) + ": error: '" + op.name() + "' op " + message);
  }
  // Replaces op `old` (at `index` of its block) by a new op of `kind` with `operands`, one result of
  // `type`, the attributes `attrs`.
  Op* Replace(Block& block, size_t index, OpKind kind, std::vector<Value*> operands, Type type,
              std::vector<std::pair<std::string, Attr>> attrs);
  Attr I64Array(const Dims& v) { return Attr::DenseArray(ElementType::kSI64, v, {}); }

  Module& module_;
  TypeContext& types_;
  FoldContext fold_;
  std::unordered_map<const Value*, Tensor> known_;
  // The argument types each function was refined for.
  std::map<std::string, std::vector<Type>> refined_;
  bool changed_ = false;
};

void Refiner::SetType(Value* v, Type t) {
  if (v->type() == t) return;
  v->set_type(t);
  changed_ = true;
}

void Refiner::SetResultShape(Value* v, const Dims& dims) {
  Type t = v->type();
  if (!t.IsTensor() || static_cast<int64_t>(dims.size()) != t.rank()) return;
  Dims merged(t.dims().begin(), t.dims().end());
  for (size_t i = 0; i < dims.size(); ++i)
    if (merged[i] == kDynamic) merged[i] = dims[i];
  SetType(v, types_.Tensor(merged, t.element_type()));
}

Status Refiner::RefineFunc(Op& func, std::span<const Type> arg_types, std::span<const Tensor> arg_values) {
  const std::string name = func.attr("sym_name").string_value();
  Block& entry = *func.region(0)->front();
  if (static_cast<int>(arg_types.size()) != entry.num_args())
    return Error(func, "takes " + std::to_string(entry.num_args()) + " arguments, refined with " +
                           std::to_string(arg_types.size()) + " argument types");
  std::vector<Type> wanted(arg_types.begin(), arg_types.end());
  if (auto it = refined_.find(name); it != refined_.end()) {
    if (it->second == wanted) return Status::Ok();
    return Error(func, "is called with different argument types; hlx refines each function once");
  }
  refined_[name] = wanted;
  for (int i = 0; i < entry.num_args(); ++i) {
    SetType(entry.arg(i), arg_types[i]);
    if (i < static_cast<int>(arg_values.size()) && arg_values[i]) known_[entry.arg(i)] = arg_values[i];
  }
  for (int b = 0; b < func.region(0)->num_blocks(); ++b)
    HLX_RETURN_IF_ERROR(RefineBlock(*func.region(0)->block(b)));
  // The signature follows the arguments and what the function returns.
  Type old_type = func.attr("function_type").type();
  std::vector<Type> results(old_type.results().begin(), old_type.results().end());
  const Op* last = entry.back();
  if (last && last->kind() == OpKind::kFuncReturn)
    for (int i = 0; i < last->num_operands() && i < static_cast<int>(results.size()); ++i)
      results[i] = last->operand(i)->type();
  Type new_type = types_.Function(wanted, results);
  if (new_type != old_type) {
    func.SetAttr("function_type", Attr::TypeAttr(new_type));
    changed_ = true;
  }
  return Status::Ok();
}

Status Refiner::RefineBlock(Block& block) {
  for (size_t i = 0; i < block.ops().size(); ++i) HLX_RETURN_IF_ERROR(RefineOp(block, i));
  // Shape computations whose values were folded into static ops are dead now.
  for (size_t i = block.ops().size(); i-- > 0;) {
    Op* op = block.ops()[i].get();
    const bool pure = op->info().Has(kElementwise) || op->kind() == OpKind::kConstant ||
                      op->kind() == OpKind::kGetDimensionSize || op->kind() == OpKind::kReshape ||
                      op->kind() == OpKind::kConcatenate || op->kind() == OpKind::kConvert ||
                      op->kind() == OpKind::kSlice || op->kind() == OpKind::kBroadcastInDim;
    if (!pure || op->num_regions() > 0) continue;
    bool used = false;
    for (int r = 0; r < op->num_results(); ++r) used |= op->result(r)->HasUses();
    if (used) continue;
    for (int r = 0; r < op->num_results(); ++r) known_.erase(op->result(r));
    block.Erase(op);
    changed_ = true;
  }
  return Status::Ok();
}

Op* Refiner::Replace(Block& block, size_t index, OpKind kind, std::vector<Value*> operands, Type type,
                     std::vector<std::pair<std::string, Attr>> attrs) {
  Op* old = block.ops()[index].get();
  auto op = std::make_unique<Op>(kind, old->loc());
  for (Value* v : operands) op->AddOperand(v);
  op->AddResult(type);
  for (auto& [name, value] : attrs) op->SetAttr(name, std::move(value));
  op->set_debug_loc(old->debug_loc());
  Op* added = block.Insert(index, std::move(op));
  old->result(0)->ReplaceAllUsesWith(added->result(0));
  block.Erase(old);
  changed_ = true;
  return added;
}

Status Refiner::RefineOp(Block& block, size_t index) {
  Op* op = block.ops()[index].get();
  // Ops whose shapes come from operand values become their static forms once those values are known.
  const OpKind kind = op->kind();
  auto result_with = [&](const Dims& dims) {
    return types_.Tensor(dims, op->result(0)->type().element_type());
  };
  if (kind == OpKind::kDynamicBroadcastInDim) {
    if (auto shape = KnownInts(op->operand(1))) {
      op = Replace(block, index, OpKind::kBroadcastInDim, {op->operand(0)}, result_with(*shape),
                   {{"broadcast_dimensions", op->attr("broadcast_dimensions")}});
    }
  } else if (kind == OpKind::kDynamicReshape) {
    if (auto shape = KnownInts(op->operand(1)))
      op = Replace(block, index, OpKind::kReshape, {op->operand(0)}, result_with(*shape), {});
  } else if (kind == OpKind::kDynamicIota) {
    if (auto shape = KnownInts(op->operand(0)))
      op = Replace(block, index, OpKind::kIota, {}, result_with(*shape),
                   {{"iota_dimension", op->attr("iota_dimension")}});
  } else if (kind == OpKind::kRealDynamicSlice) {
    auto start = KnownInts(op->operand(1)), limit = KnownInts(op->operand(2)),
         strides = KnownInts(op->operand(3));
    if (start && limit && strides) {
      Dims dims(start->size());
      for (size_t d = 0; d < dims.size(); ++d) {
        if ((*strides)[d] <= 0) return Error(*op, "has a non-positive stride");
        dims[d] = std::max<int64_t>(0, ((*limit)[d] - (*start)[d] + (*strides)[d] - 1) / (*strides)[d]);
      }
      op = Replace(block, index, OpKind::kSlice, {op->operand(0)}, result_with(dims),
                   {{"start_indices", I64Array(*start)},
                    {"limit_indices", I64Array(*limit)},
                    {"strides", I64Array(*strides)}});
    }
  } else if (kind == OpKind::kDynamicPad) {
    auto low = KnownInts(op->operand(2)), high = KnownInts(op->operand(3)),
         interior = KnownInts(op->operand(4));
    Type in = op->operand(0)->type();
    if (low && high && interior && in.HasStaticShape()) {
      Dims dims(in.dims().begin(), in.dims().end());
      for (size_t d = 0; d < dims.size(); ++d)
        dims[d] = (*low)[d] + (*high)[d] + dims[d] + std::max<int64_t>(dims[d] - 1, 0) * (*interior)[d];
      op = Replace(block, index, OpKind::kPad, {op->operand(0), op->operand(1)}, result_with(dims),
                   {{"edge_padding_low", I64Array(*low)},
                    {"edge_padding_high", I64Array(*high)},
                    {"interior_padding", I64Array(*interior)}});
    }
  } else if (kind == OpKind::kDynamicConv) {
    if (auto padding = KnownInts(op->operand(2))) {
      const int64_t spatial = static_cast<int64_t>(padding->size()) / 2;
      Tensor pad = MakeInts(types_.Tensor({spatial, 2}, ElementType::kSI64), *padding);
      std::vector<std::pair<std::string, Attr>> attrs = {
          {"padding",
           Attr::DenseElements(pad.type(), std::make_shared<const std::string>(pad.bytes()), false)}};
      for (const NamedAttr& a : op->attrs())
        if (a.name != "padding") attrs.emplace_back(a.name, a.value);
      op = Replace(block, index, OpKind::kConvolution, {op->operand(0), op->operand(1)},
                   op->result(0)->type(), std::move(attrs));
    }
  } else if (kind == OpKind::kDynamicGather) {
    if (auto sizes = KnownInts(op->operand(2))) {
      std::vector<std::pair<std::string, Attr>> attrs = {{"slice_sizes", I64Array(*sizes)}};
      for (const NamedAttr& a : op->attrs())
        if (a.name != "slice_sizes") attrs.emplace_back(a.name, a.value);
      op = Replace(block, index, OpKind::kGather, {op->operand(0), op->operand(1)}, op->result(0)->type(),
                   std::move(attrs));
    }
  } else if (kind == OpKind::kCustomCall) {
    Attr target = op->attr("call_target_name");
    if (target.Is(AttrKind::kString) && target.string_value() == "shape_assertion" &&
        op->num_operands() > 0) {
      if (const Tensor* pred = Known(op->operand(0))) {
        if (!LoadInt(pred->element(), pred->data())) {
          Attr message = op->attr("error_message");
          return Error(*op, "shape assertion failed: " +
                                (message.Is(AttrKind::kString) ? message.string_value() : "(no message)"));
        }
        block.Erase(op);
        changed_ = true;
        return index < block.ops().size() ? RefineOp(block, index) : Status::Ok();
      }
    }
  } else if (kind == OpKind::kFuncCall) {
    return RefineCall(*op);
  }
  if (index >= block.ops().size()) return Status::Ok();
  HLX_RETURN_IF_ERROR(RefineRegions(*op));
  if (op->num_results() >= 1) {
    if (std::optional<Dims> dims = InferShape(*op)) SetResultShape(op->result(0), *dims);
  }
  HLX_RETURN_IF_ERROR(Fold(*op));
  // A dimension size that is now known becomes a constant.
  if (kind == OpKind::kGetDimensionSize) {
    if (const Tensor* size = Known(op->result(0))) {
      Tensor value = *size;
      Op* constant = Replace(
          block, index, OpKind::kConstant, {}, value.type(),
          {{"value",
            Attr::DenseElements(value.type(), std::make_shared<const std::string>(value.bytes()), false)}});
      known_[constant->result(0)] = std::move(value);
    }
  }
  return Status::Ok();
}

Status Refiner::RefineCall(Op& op) {
  const std::string& name = op.attr("callee").symbol_path()[0];
  Op* callee = module_.LookupFunc(name);
  if (!callee) return Error(op, "calls @" + name + ", which the module does not define");
  std::vector<Type> types;
  std::vector<Tensor> values;
  for (Value* v : op.operands()) {
    types.push_back(v->type());
    const Tensor* t = Known(v);
    values.push_back(t ? *t : Tensor());
  }
  HLX_RETURN_IF_ERROR(RefineFunc(*callee, types, values));
  Type fn = callee->attr("function_type").type();
  for (int i = 0; i < op.num_results() && i < static_cast<int>(fn.results().size()); ++i)
    SetType(op.result(i), fn.results()[i]);
  return Status::Ok();
}

// Regions whose arguments follow the operands: while's condition and body get the operand types; the
// branches of if and case need no argument types, only their own ops refined. Results follow what the
// regions return.
Status Refiner::RefineRegions(Op& op) {
  if (op.num_regions() == 0) return Status::Ok();
  const bool is_while = op.kind() == OpKind::kWhile;
  for (int r = 0; r < op.num_regions(); ++r) {
    Region& region = *op.region(r);
    if (region.empty()) continue;
    Block& entry = *region.front();
    if (is_while)
      for (int i = 0; i < entry.num_args() && i < op.num_operands(); ++i)
        SetType(entry.arg(i), op.operand(i)->type());
    for (int b = 0; b < region.num_blocks(); ++b) HLX_RETURN_IF_ERROR(RefineBlock(*region.block(b)));
  }
  if (is_while || op.kind() == OpKind::kIf || op.kind() == OpKind::kCase) {
    const Region& region = *op.region(is_while ? 1 : 0);
    const Op* last = region.empty() ? nullptr : region.front()->back();
    if (last)
      for (int i = 0; i < op.num_results() && i < last->num_operands(); ++i)
        SetType(op.result(i), last->operand(i)->type());
  }
  return Status::Ok();
}

std::optional<Dims> Refiner::InferShape(const Op& op) {
  auto dims_of = [](const Value* v) {
    Type t = v->type();
    return t.IsTensor() ? Dims(t.dims().begin(), t.dims().end()) : Dims{};
  };
  const OpKind kind = op.kind();
  if (kind == OpKind::kSort || kind == OpKind::kScatter) {
    for (int r = 1; r < op.num_results(); ++r) SetResultShape(op.result(r), dims_of(op.operand(r)));
    return dims_of(op.operand(0));
  }
  if (kind == OpKind::kBitcastConvert) {
    if (op.operand(0)->type().rank() != op.result(0)->type().rank()) return std::nullopt;
    return dims_of(op.operand(0));
  }
  if (op.info().Has(kElementwise) || kind == OpKind::kSelect || kind == OpKind::kClamp) {
    // The operand of the result's rank with the most static dimensions.
    std::optional<Dims> best;
    for (const Value* v : op.operands()) {
      Dims d = dims_of(v);
      if (static_cast<int64_t>(d.size()) != op.result(0)->type().rank()) continue;
      if (!best || std::ranges::count(d, kDynamic) < std::ranges::count(*best, kDynamic)) best = d;
    }
    return best;
  }
  if (kind == OpKind::kBroadcastInDim) {
    Dims in = dims_of(op.operand(0)), out = dims_of(op.result(0)), map = IntList(op, "broadcast_dimensions");
    for (size_t i = 0; i < map.size() && i < in.size(); ++i)
      if (out[map[i]] == kDynamic && in[i] != 1) out[map[i]] = in[i];
    return out;
  }
  if (kind == OpKind::kReshape) {
    Dims in = dims_of(op.operand(0)), out = dims_of(op.result(0));
    if (!IsStatic(in) || std::ranges::count(out, kDynamic) != 1) return std::nullopt;
    int64_t known = 1;
    for (int64_t d : out)
      if (d != kDynamic) known *= d;
    for (int64_t& d : out)
      if (d == kDynamic) d = known == 0 ? 0 : NumElements(in) / known;
    return out;
  }
  if (kind == OpKind::kTranspose) {
    Dims in = dims_of(op.operand(0)), perm = IntList(op, "permutation"), out(perm.size());
    for (size_t i = 0; i < perm.size(); ++i) out[i] = in[perm[i]];
    return out;
  }
  if (kind == OpKind::kTriangularSolve) return dims_of(op.operand(1));
  if (kind == OpKind::kReverse) return dims_of(op.operand(0));
  if (kind == OpKind::kConcatenate) {
    const int64_t axis = op.attr("dimension").int_value();
    Dims out = dims_of(op.operand(0));
    for (int i = 1; i < op.num_operands(); ++i) {
      Dims d = dims_of(op.operand(i));
      out[axis] = (out[axis] == kDynamic || d[axis] == kDynamic) ? kDynamic : out[axis] + d[axis];
      for (size_t k = 0; k < out.size(); ++k)
        if (static_cast<int64_t>(k) != axis && out[k] == kDynamic) out[k] = d[k];
    }
    return out;
  }
  if (kind == OpKind::kSlice) {
    Dims start = IntList(op, "start_indices"), limit = IntList(op, "limit_indices"),
         strides = IntList(op, "strides"), out(start.size());
    for (size_t i = 0; i < out.size(); ++i) {
      const int64_t stride = i < strides.size() ? strides[i] : 1;
      out[i] = std::max<int64_t>(0, (limit[i] - start[i] + stride - 1) / stride);
    }
    return out;
  }
  if (kind == OpKind::kDynamicSlice) return IntList(op, "slice_sizes");
  if (kind == OpKind::kDynamicUpdateSlice) return dims_of(op.operand(0));
  if (kind == OpKind::kPad) {
    Dims in = dims_of(op.operand(0)), lo = IntList(op, "edge_padding_low"),
         hi = IntList(op, "edge_padding_high"), interior = IntList(op, "interior_padding");
    for (size_t i = 0; i < in.size(); ++i)
      if (in[i] != kDynamic) in[i] = lo[i] + hi[i] + in[i] + std::max<int64_t>(in[i] - 1, 0) * interior[i];
    return in;
  }
  if (kind == OpKind::kReduce) {
    // Every result has the same shape: the first input's, less the reduced dimensions.
    Dims in = dims_of(op.operand(0)), reduced = IntList(op, "dimensions"), out;
    for (size_t i = 0; i < in.size(); ++i)
      if (!Contains(reduced, static_cast<int64_t>(i))) out.push_back(in[i]);
    for (int r = 1; r < op.num_results(); ++r) SetResultShape(op.result(r), out);
    return out;
  }
  if (kind == OpKind::kReduceWindow) {
    Dims in = dims_of(op.operand(0)), window = IntList(op, "window_dimensions"),
         strides = IntList(op, "window_strides"), base = IntList(op, "base_dilations"),
         dil = IntList(op, "window_dilations");
    Dims pad(2 * in.size(), 0);
    if (Attr p = op.attr("padding"); p.Is(AttrKind::kDenseElements)) pad = ReadInts(Tensor::FromDense(p));
    Dims out(in.size(), kDynamic);
    for (size_t i = 0; i < in.size(); ++i) {
      if (in[i] == kDynamic) continue;
      const int64_t b = base.empty() ? 1 : base[i], s = strides.empty() ? 1 : strides[i],
                    w = dil.empty() ? 1 : dil[i];
      const int64_t padded = (in[i] == 0 ? 0 : (in[i] - 1) * b + 1) + pad[2 * i] + pad[2 * i + 1];
      const int64_t dilated_window = (window[i] - 1) * w + 1;
      out[i] = padded < dilated_window ? 0 : (padded - dilated_window) / s + 1;
    }
    for (int r = 1; r < op.num_results(); ++r) SetResultShape(op.result(r), out);
    return out;
  }
  if (kind == OpKind::kDot) {
    Dims l = dims_of(op.operand(0)), r = dims_of(op.operand(1)), out;
    if (l.size() == 2) out.push_back(l[0]);
    if (r.size() == 2) out.push_back(r[1]);
    return out;
  }
  if (kind == OpKind::kDotGeneral) {
    Attr dn = op.attr("dot_dimension_numbers");
    Dims l = dims_of(op.operand(0)), r = dims_of(op.operand(1)), out;
    Dims lb = Field(dn, "lhs_batching_dimensions"), rb = Field(dn, "rhs_batching_dimensions"),
         lc = Field(dn, "lhs_contracting_dimensions"), rc = Field(dn, "rhs_contracting_dimensions");
    for (int64_t d : lb) out.push_back(l[d]);
    for (size_t d = 0; d < l.size(); ++d)
      if (!Contains(lb, d) && !Contains(lc, d)) out.push_back(l[d]);
    for (size_t d = 0; d < r.size(); ++d)
      if (!Contains(rb, d) && !Contains(rc, d)) out.push_back(r[d]);
    return out;
  }
  if (kind == OpKind::kConvolution) {
    // Each spatial size is that of the dilated, padded input less the dilated window, over the stride,
    // plus one; the batch splits into batch groups; the features are the kernel's output features.
    const ConvDims d = GetConvDims(op.attr("dimension_numbers"));
    Dims in = dims_of(op.operand(0)), kernel = dims_of(op.operand(1)), out = dims_of(op.result(0));
    Dims strides = IntList(op, "window_strides"), lhs_dil = IntList(op, "lhs_dilation"),
         rhs_dil = IntList(op, "rhs_dilation");
    Dims pad(2 * d.input_spatial.size(), 0);
    if (Attr p = op.attr("padding"); p.Is(AttrKind::kDenseElements)) pad = ReadInts(Tensor::FromDense(p));
    auto at = [](const Dims& v, size_t i) { return i < v.size() ? v[i] : 1; };
    const int64_t batch_groups = op.attr("batch_group_count") ? op.attr("batch_group_count").int_value() : 1;
    if (in[d.input_batch] != kDynamic) out[d.output_batch] = in[d.input_batch] / batch_groups;
    out[d.output_feature] = kernel[d.kernel_output_feature];
    for (size_t i = 0; i < d.input_spatial.size() && 2 * i + 1 < pad.size(); ++i) {
      const int64_t size = in[d.input_spatial[i]], window = kernel[d.kernel_spatial[i]];
      if (size == kDynamic || window == kDynamic) continue;
      const int64_t padded = (size == 0 ? 0 : (size - 1) * at(lhs_dil, i) + 1) + pad[2 * i] + pad[2 * i + 1];
      const int64_t dilated_window = (window - 1) * at(rhs_dil, i) + 1;
      out[d.output_spatial[i]] = padded < dilated_window ? 0 : (padded - dilated_window) / at(strides, i) + 1;
    }
    return out;
  }
  if (kind == OpKind::kGather) {
    Attr dn = op.attr("dimension_numbers");
    Dims operand = dims_of(op.operand(0)), indices = dims_of(op.operand(1)),
         sizes = IntList(op, "slice_sizes");
    Dims offset_dims = Field(dn, "offset_dims"), collapsed = Field(dn, "collapsed_slice_dims"),
         batching = Field(dn, "operand_batching_dims");
    Attr ivd = dn ? dn.Get("index_vector_dim") : Attr();
    const int64_t index_vector_dim = ivd ? ivd.int_value() : static_cast<int64_t>(indices.size());
    Dims batch;
    for (size_t i = 0; i < indices.size(); ++i)
      if (static_cast<int64_t>(i) != index_vector_dim) batch.push_back(indices[i]);
    Dims offsets;
    for (size_t i = 0; i < sizes.size(); ++i)
      if (!Contains(collapsed, i) && !Contains(batching, i)) offsets.push_back(sizes[i]);
    const size_t rank = batch.size() + offsets.size();
    Dims out(rank);
    size_t bi = 0, oi = 0;
    for (size_t i = 0; i < rank; ++i) out[i] = Contains(offset_dims, i) ? offsets[oi++] : batch[bi++];
    return out;
  }
  return std::nullopt;
}

// Folds `op` when its operands are known and its result is a small integer tensor.
Status Refiner::Fold(const Op& op) {
  if (op.num_results() != 1) return Status::Ok();
  Type type = op.result(0)->type();
  if (!type.IsTensor() || !type.HasStaticShape() || type.NumElements() > kMaxFoldedElements ||
      !type.element_type().IsElement())
    return Status::Ok();
  const ElementType e = type.storage_element();
  if (!IsInteger(e) && !IsBool(e)) return Status::Ok();
  std::vector<Tensor> args;
  for (const Value* v : op.operands()) {
    const Tensor* t = Known(v);
    if (!t) {
      if (op.kind() != OpKind::kGetDimensionSize) return Status::Ok();
      args.emplace_back();
    } else {
      args.push_back(*t);
    }
  }
  Tensor out;
  const OpKind kind = op.kind();
  if (kind == OpKind::kConstant) {
    out = Tensor::FromDense(op.attr("value"), type);
  } else if (kind == OpKind::kGetDimensionSize) {
    const int64_t size = op.operand(0)->type().dims()[op.attr("dimension").int_value()];
    if (size == kDynamic) return Status::Ok();
    out = MakeInts(type, std::vector<int64_t>{size});
  } else if (kind == OpKind::kReshape) {
    out = Tensor::FromBytes(type, args[0].bytes());
  } else if (kind == OpKind::kBroadcastInDim) {
    if (args[0].num_elements() != 1) return Status::Ok();
    out = MakeInts(type, std::vector<int64_t>(type.NumElements(), ReadInts(args[0])[0]));
  } else if (kind == OpKind::kConcatenate) {
    // Along the leading dimension, the operands' elements follow one another.
    if (op.attr("dimension").int_value() != 0) return Status::Ok();
    std::vector<int64_t> all;
    for (const Tensor& t : args) {
      std::vector<int64_t> v = ReadInts(t);
      all.insert(all.end(), v.begin(), v.end());
    }
    out = MakeInts(type, all);
  } else if (kind == OpKind::kSlice) {
    if (type.rank() != 1) return Status::Ok();
    std::vector<int64_t> in = ReadInts(args[0]), v;
    Dims start = IntList(op, "start_indices"), strides = IntList(op, "strides");
    for (int64_t i = 0; i < type.dims()[0]; ++i)
      v.push_back(in[start[0] + i * (strides.empty() ? 1 : strides[0])]);
    out = MakeInts(type, v);
  } else if (op.info().Has(kElementwise) || kind == OpKind::kSelect || kind == OpKind::kClamp) {
    std::vector<Type> result_types = {type};
    // An op the kernels cannot fold (a chlo op, say) stays as it is.
    Results results = EvalElementwise(OpCall{op, args, result_types, fold_});
    if (!results.ok()) return Status::Ok();
    out = std::move((*results)[0]);
  } else {
    return Status::Ok();
  }
  known_[op.result(0)] = std::move(out);
  return Status::Ok();
}

}  // namespace

StatusOr<bool> RefineShapes(Module& module, std::string_view entry, std::span<const Type> arg_types,
                            std::span<const Tensor> arg_values) {
  Op* func = module.LookupFunc(entry);
  if (!func)
    return Status(StatusCode::kInvalidArgument,
                  module.source_name() + ": error: no function @" + std::string(entry) + " to refine");
  Refiner refiner(module);
  HLX_RETURN_IF_ERROR(refiner.RefineFunc(*func, arg_types, arg_values));
  return refiner.changed();
}

}  // namespace hlx
