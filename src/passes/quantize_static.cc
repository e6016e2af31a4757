#include "passes/quantize_static.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <map>
#include <optional>
#include <span>
#include <utility>

#include "interp/kernels.h"
#include "passes/rewrite.h"

namespace hlx {
namespace {

// The value of `v` when it is a constant splat of a float, possibly broadcast, reshaped or converted.
std::optional<double> SplatOf(const Value* v) {
  const Op* op = v->defining_op();
  if (!op) return std::nullopt;
  if (op->kind() == OpKind::kBroadcastInDim || op->kind() == OpKind::kReshape ||
      op->kind() == OpKind::kConvert)
    return SplatOf(op->operand(0));
  if (op->kind() != OpKind::kConstant) return std::nullopt;
  Attr value = op->attr("value");
  if (!value.Is(AttrKind::kDenseElements) || !value.dense_is_splat() || !DenseBytesValid(value) ||
      !IsFloat(v->type().storage_element()))
    return std::nullopt;
  return DenseFloatAt(value, 0);
}

// The op that reads `v`, when it is the only one.
Op* SingleUser(const Value* v) { return v->users().size() == 1 ? v->users()[0] : nullptr; }

// The other operand of a binary op `op` that reads `v`.
Value* OtherOperand(const Op& op, const Value* v) { return op.operand(op.operand(0) == v ? 1 : 0); }

// A `maximum` or `minimum` with a constant splat: a relu's 0, a relu6's 6, a clamp's limit.
struct Bound {
  Op* op;
  double limit;
};

// The chain of bounds after `v`: the bound of v's type that is the only user of `v`, then the one after
// that, and so on.
std::vector<Bound> BoundsAfter(const Value* v) {
  std::vector<Bound> bounds;
  for (Op* user = SingleUser(v);
       user && (user->kind() == OpKind::kMaximum || user->kind() == OpKind::kMinimum) &&
       user->operand(0) != user->operand(1) && user->result(0)->type() == v->type();
       user = SingleUser(v)) {
    const std::optional<double> limit = SplatOf(OtherOperand(*user, v));
    if (!limit) break;
    bounds.push_back({user, *limit});
    v = user->result(0);
  }
  return bounds;
}

// The add of a constant-derived bias that is the only user of a contraction's result, or null.
Op* BiasAddOf(const Op& contraction, const QuantizeOptions& options) {
  if (!(options.ops & kQuantAdd)) return nullptr;
  const Value* result = contraction.result(0);
  Op* user = SingleUser(result);
  if (!user || user->kind() != OpKind::kAdd || user->operand(0) == user->operand(1)) return nullptr;
  const Value* bias = OtherOperand(*user, result);
  return bias->type() == result->type() && IsConstantDerived(bias) ? user : nullptr;
}

bool IsContraction(const Op& op, const QuantizeOptions& options) {
  if (!ContractionAllowed(op, options)) return false;
  return IsQuantizableFloat(op.result(0)->type()) && IsQuantizableFloat(op.operand(0)->type()) &&
         IsQuantizableFloat(op.operand(1)->type()) &&
         op.operand(0)->type().element_type() == op.result(0)->type().element_type() &&
         op.operand(1)->type().element_type() == op.result(0)->type().element_type();
}

bool IsFloatBinary(const Op& op) {
  return IsQuantizableFloat(op.result(0)->type()) && op.operand(0)->type() == op.result(0)->type() &&
         op.operand(1)->type() == op.result(0)->type();
}

// Whether `op` is a reduce_window of one input whose body returns the maximum of its two arguments.
bool IsMaxPool(const Op& op) {
  if (op.kind() != OpKind::kReduceWindow || op.num_operands() != 2 || op.num_regions() != 1) return false;
  const Op* combine = BinaryCombinerOf(*op.region(0));
  return combine && combine->kind() == OpKind::kMaximum;
}

Type QuantTensor(TypeContext& types, Type like, const QuantParams& q) {
  return types.Tensor(like.dims(), types.Quant(q));
}

// The accumulator's parameters: i32, zero point 0, scale s_lhs * s_rhs (per `axis` of the result when
// the rhs has a scale per output feature), rounded to the expressed type.
QuantParams AccumulatorParams(const QuantParams& lhs, const QuantParams& rhs, int64_t axis) {
  QuantParams acc;
  acc.storage = ElementType::kSI32;
  acc.storage_min = INT32_MIN;
  acc.storage_max = INT32_MAX;
  acc.expressed = lhs.expressed;
  acc.quantized_dimension = rhs.quantized_dimension >= 0 ? static_cast<int32_t>(axis) : -1;
  for (double s : rhs.scales) {
    char buffer[16];
    StoreFloat(lhs.expressed, buffer, lhs.scales[0] * s);
    acc.scales.push_back(LoadFloat(lhs.expressed, buffer));
    acc.zero_points.push_back(0);
  }
  return acc;
}

class StaticQuantizer {
 public:
  StaticQuantizer(Module& module, Block& block, const QuantizeOptions& options, const ValueRanges& ranges)
      : module_(module), types_(module.types()), block_(block), options_(options), ranges_(ranges) {}

  StatusOr<bool> Run() {
    bool changed = false;
    for (size_t i = 0; i < block_.ops().size(); ++i) {
      Op& op = *block_.ops()[i];
      // Ops a rewrite before them absorbed (a bias add, a relu) are left for removal.
      if (op.num_results() == 0 || !op.result(0)->HasUses()) continue;
      OpEmitter e(types_, block_, i, op);
      StatusOr<bool> rewritten = Rewrite(op, e);
      if (!rewritten.ok()) return rewritten.status();
      changed |= *rewritten;
      i = e.index();
    }
    if (changed) EraseDeadOps(block_);
    return changed;
  }

 private:
  StatusOr<bool> Rewrite(Op& op, OpEmitter& e) {
    if (IsContraction(op, options_)) return Contraction(op, e);
    switch (op.kind()) {
      case OpKind::kAdd:
        return (options_.ops & kQuantAdd) && IsFloatBinary(op) ? Add(op, e) : false;
      case OpKind::kReshape:
        return (options_.ops & kQuantReshape) && KeepScale(op, e);
      case OpKind::kTranspose:
        return (options_.ops & kQuantTranspose) && KeepScale(op, e);
      case OpKind::kBroadcastInDim:
        return (options_.ops & kQuantBroadcast) && KeepScale(op, e);
      case OpKind::kConcatenate:
        return (options_.ops & kQuantConcatenate) && Concatenate(op, e);
      case OpKind::kReduceWindow:
        return (options_.ops & kQuantMaxPool) && IsMaxPool(op) ? MaxPool(op, e) : false;
      default:
        return false;
    }
  }

  // The calibrated range of `v`, or of the value it stands for (a rewrite's uniform_dequantize).
  const Range* RangeOf(const Value* v) const {
    if (auto it = stands_for_.find(v); it != stands_for_.end()) v = it->second;
    auto it = ranges_.find(v);
    return it == ranges_.end() ? nullptr : &it->second;
  }

  // The quantized value a rewrite made of float value `v` (what its uniform_dequantize reads), or null.
  Value* Available(const Value* v) const {
    auto it = quantized_.find(v);
    return it == quantized_.end() ? nullptr : it->second;
  }

  Type Int8Type(const Value* v, const Range& range, Symmetry symmetry) {
    return QuantTensor(types_, v->type(),
                       Int8Params(range, symmetry, ExpressedFor(v->type().storage_element())));
  }

  // `v` (a float value, or one a rewrite quantized) as a value of the quantized type `type`.
  Value* QuantizedAs(Value* v, Type type, OpEmitter& e) {
    const std::pair<const Value*, const TypeStorage*> key{v, type.storage()};
    if (auto it = cache_.find(key); it != cache_.end()) return it->second;
    Value* source = v;
    if (Value* q = Available(v)) {
      if (q->type() == type) return q;
      source = q;
    } else {
      const ElementType expressed = type.element_type().quant().expressed;
      if (v->type().storage_element() != expressed)
        source = e.Emit(OpKind::kConvert, {v}, types_.Tensor(v->type().dims(), types_.Element(expressed)));
    }
    Value* quantized = e.Emit(OpKind::kUniformQuantize, {source}, type);
    cache_[key] = quantized;
    return quantized;
  }

  // Float value `v` is now computed as the quantized `q`: its readers read `uniform_dequantize(q)`.
  void Publish(Value* v, Value* q, OpEmitter& e) {
    const ElementType expressed = q->type().element_type().quant().expressed;
    Value* dequantized =
        e.Emit(OpKind::kUniformDequantize, {q}, types_.Tensor(v->type().dims(), types_.Element(expressed)));
    if (v->type().storage_element() != expressed)
      dequantized = e.Emit(OpKind::kConvert, {dequantized}, v->type());
    v->ReplaceAllUsesWith(dequantized);
    quantized_[dequantized] = q;
    stands_for_[dequantized] = v;
  }

  // The value the result `v` of a rewrite is published as, and the i8 type it is quantized to: the last
  // of the bounds after `v` (BoundsAfter) that has a range and whose quantization makes every bound up
  // to it redundant (each limit quantizes to the storage limit on its side: quantizing being monotonic,
  // quantizing `v` itself then gives the same integers: a relu's 0 where the range starts at 0, a
  // relu6's 6 where it ends at 6 or below), else `v` at its own range; nullopt without a range.
  std::optional<std::pair<Value*, Type>> Published(Value* v) {
    const std::vector<Bound> bounds = BoundsAfter(v);
    for (size_t k = bounds.size(); k > 0; --k) {
      Value* last = bounds[k - 1].op->result(0);
      const Range* range = RangeOf(last);
      if (!range) continue;
      const Type type = Int8Type(last, *range, Symmetry::kAsymmetric);
      const QuantParams& q = type.element_type().quant();
      const Type scalar = types_.Tensor(std::span<const int64_t>(), type.element_type());
      const Type expressed = types_.Tensor(std::span<const int64_t>(), types_.Element(q.expressed));
      const bool redundant = std::all_of(bounds.begin(), bounds.begin() + k, [&](const Bound& bound) {
        const int64_t stored = ReadInts(Quantize(Filled(expressed, bound.limit), scalar))[0];
        return stored == (bound.op->kind() == OpKind::kMaximum ? q.storage_min : q.storage_max);
      });
      if (redundant) return std::pair{last, type};
    }
    if (const Range* range = RangeOf(v)) return std::pair{v, Int8Type(v, *range, Symmetry::kAsymmetric)};
    return std::nullopt;
  }

  StatusOr<bool> Contraction(Op& op, OpEmitter& e) {
    const int weight = WeightOperand(op);
    for (int k = 0; k < 2; ++k)
      if (k != weight && !RangeOf(op.operand(k))) return false;
    Op* bias_add = BiasAddOf(op, options_);
    if (bias_add && !RangeOf(bias_add->result(0))) bias_add = nullptr;
    const auto out = Published(bias_add ? bias_add->result(0) : op.result(0));
    if (!out) return false;

    Value* q[2];
    for (int k = 0; k < 2; ++k) {
      Value* operand = op.operand(k);
      if (k == weight) {
        HLX_ASSIGN_OR_RETURN(Tensor w, EvaluateConstant(module_, operand));
        const int64_t axis = options_.per_channel && k == 1 ? OutputFeatureDim(op, 1) : -1;
        q[k] = e.Constant(QuantizeWeight(types_, w, axis, ExpressedFor(w.element())));
      } else {
        q[k] = QuantizedAs(
            operand,
            Int8Type(operand, *RangeOf(operand), k == 1 ? Symmetry::kSymmetric : Symmetry::kAsymmetric), e);
      }
    }
    const QuantParams& lhs = q[0]->type().element_type().quant();
    const QuantParams& rhs = q[1]->type().element_type().quant();
    const int64_t axis = rhs.quantized_dimension >= 0 ? ResultDimOf(op, 1, rhs.quantized_dimension) : -1;
    const Type acc_type = QuantTensor(types_, op.result(0)->type(), AccumulatorParams(lhs, rhs, axis));
    Value* sum = e.Copy(op, {q[0], q[1]}, {acc_type})->result(0);
    if (bias_add) {
      HLX_ASSIGN_OR_RETURN(Value * bias, Bias(OtherOperand(*bias_add, op.result(0)), acc_type, e));
      sum = e.Emit(OpKind::kAdd, {sum, bias}, acc_type);
    }
    Publish(out->first, e.Emit(OpKind::kUniformQuantize, {sum}, out->second), e);
    return true;
  }

  // The constant-derived bias `b` quantized to the accumulator type `acc_type` (i32 at its scales): a
  // broadcast bias is quantized before its broadcast_in_dim, along the dimension that becomes the
  // accumulator's quantized dimension.
  StatusOr<Value*> Bias(Value* b, Type acc_type, OpEmitter& e) {
    const QuantParams& acc = acc_type.element_type().quant();
    const Op* def = b->defining_op();
    if (def && def->kind() == OpKind::kBroadcastInDim) {
      const Value* source = def->operand(0);
      const std::vector<int64_t> dims = IntList(*def, "broadcast_dimensions");
      QuantParams params = acc;
      bool ok = true;
      if (acc.quantized_dimension >= 0) {
        auto it = std::ranges::find(dims, acc.quantized_dimension);
        const int64_t k = it - dims.begin();
        ok = it != dims.end() && source->type().dims()[k] == acc_type.dims()[acc.quantized_dimension];
        params.quantized_dimension = static_cast<int32_t>(k);
      }
      if (ok) {
        HLX_ASSIGN_OR_RETURN(Tensor value, EvaluateConstant(module_, source));
        Value* quantized = e.Constant(Quantize(value, QuantTensor(types_, source->type(), params)));
        return e.Emit(OpKind::kBroadcastInDim, {quantized}, acc_type,
                      {{"broadcast_dimensions", def->attr("broadcast_dimensions")}});
      }
    }
    HLX_ASSIGN_OR_RETURN(Tensor value, EvaluateConstant(module_, b));
    return e.Constant(Quantize(value, acc_type));
  }

  // The range of an add's operand: calibrated, or (a constant-derived one) that of its value.
  StatusOr<Range> OperandRange(Value* v) {
    if (const Range* r = RangeOf(v)) return *r;
    HLX_ASSIGN_OR_RETURN(Tensor value, EvaluateConstant(module_, v));
    Range r;
    for (double x : ReadFloats(value))
      if (std::isfinite(x)) r = {std::min(r.min, x), std::max(r.max, x)};
    return r;
  }

  StatusOr<bool> Add(Op& op, OpEmitter& e) {
    const auto out = Published(op.result(0));
    const Range* result_range = RangeOf(op.result(0));
    if (!out || !result_range) return false;
    if (!Available(op.operand(0)) && !Available(op.operand(1))) return false;
    const double result_magnitude = std::max(-result_range->min, result_range->max);
    Range ranges[2];
    for (int k = 0; k < 2; ++k) {
      if (!RangeOf(op.operand(k)) && !IsConstantDerived(op.operand(k))) return false;
      HLX_ASSIGN_OR_RETURN(ranges[k], OperandRange(op.operand(k)));
      if (std::max(-ranges[k].min, ranges[k].max) * 256 < result_magnitude) return false;
    }
    Value* q[2];
    for (int k = 0; k < 2; ++k)
      q[k] = QuantizedAs(op.operand(k), Int8Type(op.operand(k), ranges[k], Symmetry::kAsymmetric), e);
    Publish(out->first, e.Emit(OpKind::kAdd, {q[0], q[1]}, out->second), e);
    return true;
  }

  // A per-tensor quantized value a rewrite made of `v`, or null.
  Value* AvailablePerTensor(const Value* v) const {
    Value* q = Available(v);
    return q && q->type().element_type().quant().quantized_dimension < 0 ? q : nullptr;
  }

  bool KeepScale(Op& op, OpEmitter& e) {
    Value* q = AvailablePerTensor(op.operand(0));
    if (!q) return false;
    const Type type = types_.Tensor(op.result(0)->type().dims(), q->type().element_type());
    Publish(op.result(0), e.Copy(op, {q}, {type})->result(0), e);
    return true;
  }

  bool Concatenate(Op& op, OpEmitter& e) {
    std::vector<Value*> q;
    for (Value* v : op.operands()) {
      q.push_back(AvailablePerTensor(v));
      if (!q.back()) return false;
    }
    Type element = q[0]->type().element_type();
    const bool same = std::ranges::all_of(q, [&](Value* v) { return v->type().element_type() == element; });
    if (!same) {
      const Range* range = RangeOf(op.result(0));
      if (!range) return false;
      element = Int8Type(op.result(0), *range, Symmetry::kAsymmetric).element_type();
      for (Value*& v : q)
        if (v->type().element_type() != element)
          v = e.Emit(OpKind::kUniformQuantize, {v}, types_.Tensor(v->type().dims(), element));
    }
    Publish(op.result(0), e.Copy(op, q, {types_.Tensor(op.result(0)->type().dims(), element)})->result(0), e);
    return true;
  }

  StatusOr<bool> MaxPool(Op& op, OpEmitter& e) {
    Value* q = AvailablePerTensor(op.operand(0));
    if (!q || !IsConstantDerived(op.operand(1))) return false;
    const Type element = q->type().element_type();
    const Type scalar = types_.Tensor(std::span<const int64_t>(), element);
    HLX_ASSIGN_OR_RETURN(Tensor init, EvaluateConstant(module_, op.operand(1)));
    Value* q_init = e.Constant(Quantize(init, scalar));
    std::vector<Value*> operands = {q, q_init};
    std::vector<Type> results = {types_.Tensor(op.result(0)->type().dims(), element)};
    std::unique_ptr<Op> pool = MakeOpAt(op, OpKind::kReduceWindow, operands, results);
    for (const NamedAttr& a : op.attrs()) pool->SetAttr(a.name, a.value);
    Block& body = *pool->AddRegion()->AddBlock();
    std::vector<Value*> args = {body.AddArg(scalar), body.AddArg(scalar)};
    Op* max = body.Append(MakeOpAt(op, OpKind::kMaximum, args, std::vector<Type>{scalar}));
    std::vector<Value*> returned = {max->result(0)};
    body.Append(MakeOpAt(op, OpKind::kReturn, returned, {}));
    Publish(op.result(0), e.Insert(std::move(pool))->result(0), e);
    return true;
  }

  Module& module_;
  TypeContext& types_;
  Block& block_;
  const QuantizeOptions& options_;
  const ValueRanges& ranges_;
  // Float values (results of uniform_dequantize) -> the quantized values they dequantize.
  std::unordered_map<const Value*, Value*> quantized_;
  // Results of uniform_dequantize -> the float values they replaced.
  std::unordered_map<const Value*, const Value*> stands_for_;
  // (value, quantized type) -> the uniform_quantize made of it, for the next reader.
  std::map<std::pair<const Value*, const TypeStorage*>, Value*> cache_;
};

}  // namespace

StatusOr<std::vector<CalibrationValue>> StaticQuantizationValues(Module& module,
                                                                 const QuantizeOptions& options) {
  HLX_ASSIGN_OR_RETURN(Block * block, EntryBlock(module, options));
  std::vector<CalibrationValue> values;
  std::unordered_map<const Value*, size_t> position;
  auto add = [&](Value* v, Symmetry symmetry = Symmetry::kAsymmetric) {
    if (IsConstantDerived(v)) return;
    auto [it, added] = position.try_emplace(v, values.size());
    if (added) {
      values.push_back({v, symmetry});
    } else if (symmetry == Symmetry::kSymmetric) {
      values[it->second].symmetry = symmetry;
    }
  };
  auto add_result = [&](Value* v) {
    add(v);
    for (const Bound& bound : BoundsAfter(v)) add(bound.op->result(0));
  };
  for (const auto& op : block->ops()) {
    if (IsContraction(*op, options)) {
      const int weight = WeightOperand(*op);
      for (int k = 0; k < 2; ++k)
        if (k != weight) add(op->operand(k), k == 1 ? Symmetry::kSymmetric : Symmetry::kAsymmetric);
      add_result(op->result(0));
      if (Op* bias_add = BiasAddOf(*op, options)) add_result(bias_add->result(0));
    } else if (op->kind() == OpKind::kAdd && (options.ops & kQuantAdd) && IsFloatBinary(*op)) {
      add(op->operand(0));
      add(op->operand(1));
      add_result(op->result(0));
    } else if (op->kind() == OpKind::kConcatenate && (options.ops & kQuantConcatenate) &&
               IsQuantizableFloat(op->result(0)->type())) {
      add(op->result(0));
    }
  }
  return values;
}

StatusOr<bool> QuantizeStatic(Module& module, const QuantizeOptions& options, const ValueRanges& ranges) {
  HLX_ASSIGN_OR_RETURN(Block * block, EntryBlock(module, options));
  return StaticQuantizer(module, *block, options, ranges).Run();
}

}  // namespace hlx
