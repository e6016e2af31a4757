#include "passes/refine_shapes.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "interp/kernels.h"
#include "ir/op_checks.h"
#include "ir/shape_inference.h"
#include "passes/rewrite.h"
#include "support/check.h"
#include "support/int_math.h"

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

// The ops of shape computations: pure, cheap, and dead once their values are folded into static ops.
bool IsShapeComputation(const Op& op) {
  const OpKind kind = op.kind();
  return op.num_regions() == 0 &&
         (op.info().Has(kElementwise) || kind == OpKind::kConstant || kind == OpKind::kGetDimensionSize ||
          kind == OpKind::kReshape || kind == OpKind::kConcatenate || kind == OpKind::kConvert ||
          kind == OpKind::kSlice || kind == OpKind::kBroadcastInDim);
}

// Whether `a` and `b` hold the same value: they are one value, or the same results of two shape
// computations of one kind, with equal attributes, on operands that hold the same values.
bool SameValue(const Value* a, const Value* b, int depth = 8) {
  if (a == b) return true;
  const Op* x = a->defining_op();
  const Op* y = b->defining_op();
  if (depth == 0 || !x || !y || x->kind() != y->kind() || !IsShapeComputation(*x) || a->type() != b->type() ||
      a->index() != b->index() || x->num_operands() != y->num_operands() ||
      !std::ranges::equal(x->attrs(), y->attrs(), [](const NamedAttr& p, const NamedAttr& q) {
        return p.name == q.name && p.value == q.value;
      }))
    return false;
  for (int i = 0; i < x->num_operands(); ++i)
    if (!SameValue(x->operand(i), y->operand(i), depth - 1)) return false;
  return true;
}

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
  // The custom calls of shape-polymorphic exports that stand for ops whose shapes come from operands
  // (stablehlo.dynamic_top_k, ...): the op they stand for once those operands are known. Returns the op
  // now at `index` (the call itself where nothing is known).
  StatusOr<Op*> RefineDynamicCall(Block& block, size_t index, const std::string& target);
  Status RefineRegions(Op& op);
  // Gives `op`'s results the shapes its operands imply (shape_inference.h), where they are dynamic.
  Status RefineResults(Op& op);
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
  // The known value that `limit` adds to `start`, as JAX computes the limits of a slice whose start is
  // only known at run time.
  std::optional<Dims> KnownSize(const Value* limit, const Value* start) const {
    const Op* add = limit->defining_op();
    if (!add || add->kind() != OpKind::kAdd) return std::nullopt;
    for (int i = 0; i < 2; ++i)
      if (SameValue(add->operand(i), start)) return KnownInts(add->operand(1 - i));
    return std::nullopt;
  }
  Status Fold(const Op& op);
  Status Error(const Op& op, const std::string& message) const {
    return Status(StatusCode::kInvalidArgument,
                  module_.Where(op.loc()) + ": error: '" + op.name() + "' op " + message);
  }
  // Inserts a new op of `kind` with `operands`, one result of `type` and the attributes `attrs` at `index`
  // of `block`, with the location of the op there.
  Op* Insert(Block& block, size_t index, OpKind kind, std::vector<Value*> operands, Type type,
             std::vector<std::pair<std::string, Attr>> attrs) {
    return Insert(block, index, kind, std::move(operands), std::vector<Type>{type}, std::move(attrs));
  }
  Op* Insert(Block& block, size_t index, OpKind kind, std::vector<Value*> operands, std::vector<Type> types,
             std::vector<std::pair<std::string, Attr>> attrs);
  // Replaces the op at `index` of `block` (its results, one for one) by a new op, as Insert makes it.
  Op* Replace(Block& block, size_t index, OpKind kind, std::vector<Value*> operands, Type type,
              std::vector<std::pair<std::string, Attr>> attrs) {
    return Replace(block, index, kind, std::move(operands), std::vector<Type>{type}, std::move(attrs));
  }
  Op* Replace(Block& block, size_t index, OpKind kind, std::vector<Value*> operands, std::vector<Type> types,
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

Status Refiner::RefineResults(Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferResultShapes(module_, op));
  for (int r = 0; r < op.num_results() && r < static_cast<int>(shapes.size()); ++r) {
    Value* v = op.result(r);
    Type t = v->type();
    if (!t.IsTensor() || static_cast<int64_t>(shapes[r].size()) != t.rank()) continue;
    Dims merged(t.dims().begin(), t.dims().end());
    for (size_t d = 0; d < merged.size(); ++d) {
      if (merged[d] != kDynamic) continue;
      if (shapes[r][d] == kOverflowedSize)
        return Error(op, "has a result dimension whose size overflows 64 bits (dimension " +
                             std::to_string(d) + " of result #" + std::to_string(r) + ")");
      merged[d] = shapes[r][d];
    }
    SetType(v, types_.Tensor(merged, t.element_type()));
  }
  return Status::Ok();
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
    if (!IsShapeComputation(*op)) continue;
    bool used = false;
    for (int r = 0; r < op->num_results(); ++r) used |= op->result(r)->HasUses();
    if (used) continue;
    for (int r = 0; r < op->num_results(); ++r) known_.erase(op->result(r));
    block.Erase(op);
    changed_ = true;
  }
  return Status::Ok();
}

Op* Refiner::Insert(Block& block, size_t index, OpKind kind, std::vector<Value*> operands,
                    std::vector<Type> types, std::vector<std::pair<std::string, Attr>> attrs) {
  const Op* at = block.ops()[index].get();
  auto op = std::make_unique<Op>(kind, at->loc());
  for (Value* v : operands) op->AddOperand(v);
  for (Type type : types) op->AddResult(type);
  for (auto& [name, value] : attrs) op->SetAttr(name, std::move(value));
  op->set_debug_loc(at->debug_loc());
  changed_ = true;
  return block.Insert(index, std::move(op));
}

Op* Refiner::Replace(Block& block, size_t index, OpKind kind, std::vector<Value*> operands,
                     std::vector<Type> types, std::vector<std::pair<std::string, Attr>> attrs) {
  Op* old = block.ops()[index].get();
  HLX_CHECK(static_cast<int>(types.size()) == old->num_results());
  Op* added = Insert(block, index, kind, std::move(operands), std::move(types), std::move(attrs));
  for (int r = 0; r < old->num_results(); ++r) old->result(r)->ReplaceAllUsesWith(added->result(r));
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
    // A slice once its start and limit are known; a dynamic_slice (of starts taken apart into scalars) when
    // the limit adds known sizes to the start and the strides are 1.
    auto start = KnownInts(op->operand(1)), limit = KnownInts(op->operand(2)),
         strides = KnownInts(op->operand(3)), sizes = KnownSize(op->operand(2), op->operand(1));
    if (start && !limit && sizes && sizes->size() == start->size()) {
      limit = Dims(start->size());
      for (size_t d = 0; d < limit->size(); ++d) (*limit)[d] = SatAdd((*start)[d], (*sizes)[d]);
    }
    if (strides && (sizes || (start && limit)) &&
        std::ranges::any_of(*strides, [](int64_t s) { return s <= 0; }))
      return Error(*op, "has a non-positive stride");
    if (start && limit && strides) {
      op = Replace(block, index, OpKind::kSlice, {op->operand(0)}, op->result(0)->type(),
                   {{"start_indices", I64Array(*start)},
                    {"limit_indices", I64Array(*limit)},
                    {"strides", I64Array(*strides)}});
    } else if (sizes && strides && std::ranges::all_of(*strides, [](int64_t s) { return s == 1; })) {
      Dims dims(sizes->size());
      for (size_t d = 0; d < dims.size(); ++d) dims[d] = std::max<int64_t>(0, (*sizes)[d]);
      const ElementType index_type = op->operand(1)->type().storage_element();
      std::vector<Value*> operands = {op->operand(0)};
      for (int64_t d = 0; d < static_cast<int64_t>(dims.size()); ++d) {
        Op* one = Insert(block, index++, OpKind::kSlice, {op->operand(1)}, types_.Tensor({1}, index_type),
                         {{"start_indices", I64Array({d})},
                          {"limit_indices", I64Array({d + 1})},
                          {"strides", I64Array({1})}});
        operands.push_back(
            Insert(block, index++, OpKind::kReshape, {one->result(0)}, types_.Tensor({}, index_type), {})
                ->result(0));
      }
      op = Replace(block, index, OpKind::kDynamicSlice, std::move(operands), result_with(dims),
                   {{"slice_sizes", I64Array(dims)}});
    }
  } else if (kind == OpKind::kDynamicPad) {
    auto low = KnownInts(op->operand(2)), high = KnownInts(op->operand(3)),
         interior = KnownInts(op->operand(4));
    Type in = op->operand(0)->type();
    if (low && high && interior && in.HasStaticShape()) {
      // The pad's shape function gives its result type.
      op = Replace(block, index, OpKind::kPad, {op->operand(0), op->operand(1)}, op->result(0)->type(),
                   {{"edge_padding_low", I64Array(*low)},
                    {"edge_padding_high", I64Array(*high)},
                    {"interior_padding", I64Array(*interior)}});
    }
  } else if (kind == OpKind::kDynamicConv) {
    if (auto padding = KnownInts(op->operand(2))) {
      // Its window attributes are checked now that the padding is known, so that what is wrong with them
      // is said of this op rather than of the convolution it becomes.
      HLX_RETURN_IF_ERROR(InferConvolutionShape(module_, *op, *padding).status());
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
    } else if (target.Is(AttrKind::kString) && target.string_value().starts_with("stablehlo.dynamic_")) {
      HLX_ASSIGN_OR_RETURN(op, RefineDynamicCall(block, index, target.string_value()));
    }
  } else if (kind == OpKind::kFuncCall) {
    return RefineCall(*op);
  }
  if (index >= block.ops().size()) return Status::Ok();
  HLX_RETURN_IF_ERROR(RefineRegions(*op));
  HLX_RETURN_IF_ERROR(RefineResults(*op));
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

StatusOr<Op*> Refiner::RefineDynamicCall(Block& block, size_t index, const std::string& target) {
  Op* op = block.ops()[index].get();
  auto error = [&](const std::string& message) { return Error(*op, "@" + target + ": " + message); };
  auto counts = [&](const std::string& operands, const std::string& results) {
    return error("expected " + operands + " and " + results + ", found " +
                 std::to_string(op->num_operands()) + " operands and " + std::to_string(op->num_results()) +
                 " results");
  };
  // The known value of a shape operand, which must be an integer tensor of `rank`.
  auto shape_operand = [&](int i, const char* name, int64_t rank) -> StatusOr<std::optional<Dims>> {
    Type t = op->operand(i)->type();
    if (!t.IsTensor() || t.rank() != rank || !IsInteger(t.storage_element()))
      return error(std::string("expected ") + name + " (operand #" + std::to_string(i) +
                   ") to be an integer " + (rank == 0 ? "scalar" : "tensor of rank " + std::to_string(rank)) +
                   ", found " + t.ToString());
    return KnownInts(op->operand(i));
  };
  // `types` where they agree with the call's result types: a static dimension of the call stays.
  auto agreeing = [&](std::vector<Type> types) -> StatusOr<std::vector<Type>> {
    for (int r = 0; r < op->num_results(); ++r) {
      Type old = op->result(r)->type();
      bool ok =
          old.IsTensor() && old.rank() == types[r].rank() && old.element_type() == types[r].element_type();
      for (int64_t d = 0; ok && d < old.rank(); ++d)
        ok = old.dims()[d] == kDynamic || old.dims()[d] == types[r].dims()[d];
      if (!ok)
        return error("result #" + std::to_string(r) + " has type " + old.ToString() +
                     ", but its operands make it " + types[r].ToString());
    }
    return types;
  };
  // The one function that called_computations names.
  auto callee = [&]() -> StatusOr<Op*> {
    Attr called = op->attr("called_computations");
    if (!called.Is(AttrKind::kArray) || called.elements().size() != 1 ||
        !called.elements()[0].Is(AttrKind::kSymbolRef))
      return error("expected called_computations to name one function");
    const std::string& name = called.elements()[0].symbol_path().back();
    Op* func = module_.LookupFunc(name);
    if (!func) return error("calls @" + name + ", which the module does not define");
    return func;
  };
  const Type i64 = types_.Element(ElementType::kSI64);

  if (target == "stablehlo.dynamic_top_k") {
    // (operand, k) -> (values, indices): chlo.top_k.
    if (op->num_operands() != 2 || op->num_results() != 2)
      return counts("2 operands (operand, k)", "2 results (values, indices)");
    HLX_ASSIGN_OR_RETURN(std::optional<Dims> k, shape_operand(1, "k", 0));
    Type operand = op->operand(0)->type();
    if (!k || !operand.IsTensor() || operand.rank() < 1) return op;
    const int64_t last = operand.dims().back();
    if ((*k)[0] < 0 || (last != kDynamic && (*k)[0] > last))
      return error("k = " + std::to_string((*k)[0]) + " is not in [0, " + DimStr(last) +
                   "], the operand's last dimension");
    Dims dims(operand.dims().begin(), operand.dims().end());
    dims.back() = (*k)[0];
    HLX_ASSIGN_OR_RETURN(std::vector<Type> types,
                         agreeing({types_.Tensor(dims, operand.element_type()),
                                   types_.Tensor(dims, op->result(1)->type().element_type())}));
    return Replace(block, index, OpKind::kChloTopK, {op->operand(0)}, std::move(types),
                   {{"k", Attr::Integer((*k)[0], i64)}});
  }

  if (target == "stablehlo.dynamic_rng_bit_generator") {
    // (initial_state, output_shape) -> (output_state, output): rng_bit_generator.
    if (op->num_operands() != 2 || op->num_results() != 2)
      return counts("2 operands (initial_state, output_shape)", "2 results (output_state, output)");
    HLX_ASSIGN_OR_RETURN(std::optional<Dims> shape, shape_operand(1, "output_shape", 1));
    if (!shape) return op;
    if (std::ranges::any_of(*shape, [](int64_t d) { return d < 0; }))
      return error("output_shape " + FormatIndex(*shape) + " has a negative size");
    Attr algorithm = op->attr("rng_algorithm");
    if (!algorithm.Is(AttrKind::kEnum) || algorithm.enum_family() != EnumFamily::kRngAlgorithm)
      return error("expected an rng_algorithm attribute");
    HLX_ASSIGN_OR_RETURN(
        std::vector<Type> types,
        agreeing({op->operand(0)->type(), types_.Tensor(*shape, op->result(1)->type().element_type())}));
    return Replace(block, index, OpKind::kRngBitGenerator, {op->operand(0)}, std::move(types),
                   {{"rng_algorithm", algorithm}});
  }

  if (target == "stablehlo.dynamic_reduce_window") {
    // (inputs..., init_values..., window_dimensions, window_strides, base_dilations, window_dilations,
    // padding) with called_computations = [@reducer]: reduce_window, whose body is the reducer's.
    const int n = op->num_results();
    if (n < 1 || op->num_operands() != 2 * n + 5)
      return counts(
          "inputs, as many init values, then window_dimensions, window_strides, base_dilations, "
          "window_dilations and padding",
          "one result per input");
    HLX_ASSIGN_OR_RETURN(Op * reducer, callee());
    const Region& body = *reducer->region(0);
    if (body.num_blocks() != 1 || body.front()->num_args() != 2 * n)
      return error("expected the reducer @" + std::string(FuncName(*reducer)) + " to be one block of " +
                   std::to_string(2 * n) + " arguments");
    const int64_t rank = op->operand(0)->type().IsTensor() ? op->operand(0)->type().rank() : 0;
    const char* names[] = {"window_dimensions", "window_strides", "base_dilations", "window_dilations",
                           "padding"};
    std::vector<Dims> window;
    for (int i = 0; i < 5; ++i) {
      HLX_ASSIGN_OR_RETURN(std::optional<Dims> value, shape_operand(2 * n + i, names[i], i < 4 ? 1 : 2));
      if (!value) return op;
      if (static_cast<int64_t>(value->size()) != (i < 4 ? rank : 2 * rank))
        return error(std::string(names[i]) + " has " + std::to_string(value->size()) + " values, expected " +
                     std::to_string(i < 4 ? rank : 2 * rank) + " for inputs of rank " + std::to_string(rank));
      window.push_back(std::move(*value));
    }
    Tensor padding = MakeInts(types_.Tensor({rank, 2}, ElementType::kSI64), window[4]);
    std::vector<Value*> operands(op->operands().begin(), op->operands().begin() + 2 * n);
    std::vector<Type> types;
    for (int r = 0; r < n; ++r) types.push_back(op->result(r)->type());
    Op* reduce = Replace(
        block, index, OpKind::kReduceWindow, std::move(operands), std::move(types),
        {{"window_dimensions", I64Array(window[0])},
         {"window_strides", I64Array(window[1])},
         {"base_dilations", I64Array(window[2])},
         {"window_dilations", I64Array(window[3])},
         {"padding",
          Attr::DenseElements(padding.type(), std::make_shared<const std::string>(padding.bytes()), false)}});
    // The reducer's body, its func.return a stablehlo.return.
    const Block& from = *body.front();
    Block& to = *reduce->AddRegion()->AddBlock();
    std::unordered_map<const Value*, Value*> map;
    for (int a = 0; a < from.num_args(); ++a) map[from.arg(a)] = to.AddArg(from.arg(a)->type());
    for (const auto& inner : from.ops()) {
      if (inner->kind() != OpKind::kFuncReturn) {
        to.Append(CloneOp(*inner, map));
        continue;
      }
      auto ret = std::make_unique<Op>(OpKind::kReturn, inner->loc());
      for (Value* v : inner->operands()) ret->AddOperand(map.count(v) ? map.at(v) : v);
      ret->set_debug_loc(inner->debug_loc());
      to.Append(std::move(ret));
    }
    return reduce;
  }

  if (target == "stablehlo.dynamic_approx_top_k") {
    // (inputs..., init_values..., k) and the shape operands that indices_of_shape_operands lists (the
    // results' shapes), with called_computations = [@comparator]: ApproxTopK with top_k = k.
    std::vector<bool> is_shape(op->num_operands(), false);
    std::vector<int> shape_operands;
    if (Attr listed = op->attr("indices_of_shape_operands")) {
      auto list = listed.AsIntList();
      if (!list) return error("expected indices_of_shape_operands to be a list of operand indices");
      for (int64_t i : *list) {
        if (i < 0 || i >= op->num_operands() || is_shape[i])
          return error("indices_of_shape_operands lists " + std::to_string(i) +
                       ", which is not one more operand of " + std::to_string(op->num_operands()));
        is_shape[i] = true;
        shape_operands.push_back(static_cast<int>(i));
      }
    }
    std::vector<Value*> rest;
    for (int i = 0; i < op->num_operands(); ++i)
      if (!is_shape[i]) rest.push_back(op->operand(i));
    const int n = static_cast<int>(rest.size() - 1) / 2;
    if (rest.size() < 3 || rest.size() % 2 != 1 || op->num_results() != n)
      return error(
          "expected inputs, as many init values and k (besides the shape operands), and one result per "
          "input; found " +
          std::to_string(rest.size()) + " operands and " + std::to_string(op->num_results()) + " results");
    if (!shape_operands.empty() && static_cast<int>(shape_operands.size()) != n)
      return error("expected one shape operand per result, found " + std::to_string(shape_operands.size()));
    HLX_RETURN_IF_ERROR(callee().status());
    Attr config = op->attr("mhlo.backend_config");
    if (!config.Is(AttrKind::kDictionary)) return error("expected an mhlo.backend_config dictionary");
    if (config.Get("top_k")) return error("mhlo.backend_config has top_k, which the k operand gives");
    Attr dim_attr = config.Get("reduction_dim");
    Type input = rest[0]->type();
    if (!dim_attr.Is(AttrKind::kInteger) || !input.IsTensor() || dim_attr.int_value() < 0 ||
        dim_attr.int_value() >= input.rank())
      return error("expected mhlo.backend_config to have a reduction_dim among the inputs' dimensions");
    const int64_t dim = dim_attr.int_value();
    Value* k_value = rest[2 * n];
    Type kt = k_value->type();
    if (!kt.IsTensor() || kt.rank() != 0 || !IsInteger(kt.storage_element()))
      return error("expected k (operand #" + std::to_string(2 * n) + ") to be an integer scalar, found " +
                   kt.ToString());
    auto k = KnownInts(k_value);
    if (!k || !input.HasStaticShape()) return op;
    // Each result's shape: its shape operand's value, else the inputs' shape with k along reduction_dim.
    Dims dims(input.dims().begin(), input.dims().end());
    dims[dim] = (*k)[0];
    std::vector<Type> types;
    for (int r = 0; r < n; ++r) {
      Dims shape = dims;
      if (!shape_operands.empty()) {
        HLX_ASSIGN_OR_RETURN(std::optional<Dims> given,
                             shape_operand(shape_operands[r], "a shape operand", 1));
        if (!given) return op;
        shape = *given;
      } else if (Attr aggregate = config.Get("aggregate_to_topk");
                 aggregate.Is(AttrKind::kBool) && !aggregate.bool_value()) {
        return error("needs shape operands for its results' shapes when aggregate_to_topk is false");
      }
      bool ok = static_cast<int64_t>(shape.size()) == input.rank() && shape[dim] >= (*k)[0];
      for (int64_t d = 0; ok && d < input.rank(); ++d) ok = d == dim || shape[d] == input.dims()[d];
      if (!ok)
        return error("result #" + std::to_string(r) + " would have the shape " + FormatIndex(shape) +
                     ", which is not the inputs' shape " + FormatIndex(input.dims()) + " with at least k = " +
                     std::to_string((*k)[0]) + " along reduction_dim " + std::to_string(dim));
      types.push_back(types_.Tensor(shape, rest[r]->type().element_type()));
    }
    HLX_ASSIGN_OR_RETURN(types, agreeing(std::move(types)));
    std::vector<NamedAttr> entries(config.entries().begin(), config.entries().end());
    entries.push_back({"top_k", Attr::Integer((*k)[0], i64)});
    std::vector<std::pair<std::string, Attr>> attrs = {
        {"call_target_name", Attr::String("ApproxTopK")},
        {"mhlo.backend_config", Attr::Dictionary(std::move(entries))}};
    for (const NamedAttr& a : op->attrs())
      if (a.name != "call_target_name" && a.name != "mhlo.backend_config" &&
          a.name != "indices_of_shape_operands")
        attrs.emplace_back(a.name, a.value);
    rest.pop_back();
    return Replace(block, index, OpKind::kCustomCall, std::move(rest), std::move(types), std::move(attrs));
  }
  return op;
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
    out = args[0].Retyped(type);
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
  } else if (op.info().MapsElements()) {
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
