#include "passes/quantize.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>
#include <unordered_set>

#include "interp/evaluator.h"
#include "interp/kernels.h"
#include "passes/rewrite.h"

namespace hlx {
namespace {

constexpr std::pair<std::string_view, QuantizableOp> kOpNames[] = {
    {"dot", kQuantDot},
    {"conv", kQuantConv},
    {"add", kQuantAdd},
    {"reshape", kQuantReshape},
    {"transpose", kQuantTranspose},
    {"broadcast", kQuantBroadcast},
    {"concatenate", kQuantConcatenate},
    {"max_pool", kQuantMaxPool},
    {"gather", kQuantGather},
};

// The pure ops without regions that `v` is computed by, in block order (operands before users); false
// when a value it reads is not computed from constants alone.
bool ConstantSubgraph(const Value* v, std::unordered_set<const Op*>& seen, std::vector<const Op*>& order) {
  const Op* op = v->defining_op();
  if (!op) return false;
  if (seen.contains(op)) return true;
  if (op->num_regions() > 0 || !IsPure(*op) || op->kind() == OpKind::kCustomCall) return false;
  for (const Value* operand : op->operands())
    if (!ConstantSubgraph(operand, seen, order)) return false;
  seen.insert(op);
  order.push_back(op);
  return true;
}

}  // namespace

StatusOr<uint32_t> ParseQuantizableOps(std::string_view list) {
  uint32_t ops = 0;
  if (list == "none") return ops;
  for (size_t start = 0; start <= list.size();) {
    const size_t comma = std::min(list.find(',', start), list.size());
    const std::string_view name = list.substr(start, comma - start);
    auto it = std::ranges::find(kOpNames, name, &std::pair<std::string_view, QuantizableOp>::first);
    if (it == std::end(kOpNames)) {
      std::string known;
      for (const auto& [n, bit] : kOpNames) known += (known.empty() ? "" : ", ") + std::string(n);
      return InvalidArgument("--ops: unknown op '" + std::string(name) + "' (ops: " + known + "; or none)");
    }
    ops |= it->second;
    start = comma + 1;
  }
  return ops;
}

StatusOr<Block*> EntryBlock(Module& module, const QuantizeOptions& options) {
  Op* func = module.LookupFunc(options.entry);
  if (!func) return NotFound(module.source_name() + ": error: no function @" + options.entry);
  return &FuncBody(*func);
}

bool ContractionAllowed(const Op& op, const QuantizeOptions& options) {
  return (op.kind() == OpKind::kDotGeneral && (options.ops & kQuantDot)) ||
         (op.kind() == OpKind::kConvolution && (options.ops & kQuantConv));
}

bool IsQuantizableFloat(Type t) {
  if (!t.IsTensor() || !t.HasStaticShape() || !t.element_type().IsElement()) return false;
  const ElementType e = t.element_type().element();
  return e == ElementType::kF16 || e == ElementType::kBF16 || e == ElementType::kF32 ||
         e == ElementType::kF64;
}

bool IsConstantDerived(const Value* v) {
  std::unordered_set<const Op*> seen;
  std::vector<const Op*> order;
  return ConstantSubgraph(v, seen, order);
}

int WeightOperand(const Op& op) {
  auto weight = [&](int i) {
    return IsQuantizableFloat(op.operand(i)->type()) && IsConstantDerived(op.operand(i));
  };
  if (op.kind() == OpKind::kConvolution) return weight(1) ? 1 : -1;
  if (op.kind() != OpKind::kDotGeneral) return -1;
  if (weight(1)) return 1;
  return weight(0) ? 0 : -1;
}

int64_t OutputFeatureDim(const Op& op, int index) {
  if (op.kind() == OpKind::kConvolution)
    return index == 1 ? GetConvDims(op.attr("dimension_numbers")).kernel_output_feature : -1;
  const DotDims dims = GetDotDims(op.attr("dot_dimension_numbers"));
  const std::vector<int64_t>& batching = index == 0 ? dims.lhs_batching : dims.rhs_batching;
  const std::vector<int64_t>& contracting = index == 0 ? dims.lhs_contracting : dims.rhs_contracting;
  for (int64_t d = op.operand(index)->type().rank() - 1; d >= 0; --d)
    if (std::ranges::find(batching, d) == batching.end() &&
        std::ranges::find(contracting, d) == contracting.end())
      return d;
  return -1;
}

int64_t ResultDimOf(const Op& op, int index, int64_t dim) {
  if (op.kind() == OpKind::kConvolution) return GetConvDims(op.attr("dimension_numbers")).output_feature;
  // The result's dimensions: batching, then the lhs's free dimensions, then the rhs's.
  const DotDims dims = GetDotDims(op.attr("dot_dimension_numbers"));
  auto free_dims = [&](int i) {
    const std::vector<int64_t>& batching = i == 0 ? dims.lhs_batching : dims.rhs_batching;
    const std::vector<int64_t>& contracting = i == 0 ? dims.lhs_contracting : dims.rhs_contracting;
    std::vector<int64_t> free;
    for (int64_t d = 0; d < op.operand(i)->type().rank(); ++d)
      if (std::ranges::find(batching, d) == batching.end() &&
          std::ranges::find(contracting, d) == contracting.end())
        free.push_back(d);
    return free;
  };
  int64_t position = static_cast<int64_t>(dims.lhs_batching.size());
  if (index == 1) position += static_cast<int64_t>(free_dims(0).size());
  const std::vector<int64_t> free = free_dims(index);
  return position + (std::ranges::find(free, dim) - free.begin());
}

StatusOr<Tensor> EvaluateConstant(Module& module, const Value* v) {
  const Op* def = v->defining_op();
  if (def && def->kind() == OpKind::kConstant && def->attr("value").Is(AttrKind::kDenseElements))
    return Tensor::FromDense(def->attr("value"), v->type());
  std::unordered_set<const Op*> seen;
  std::vector<const Op*> order;
  if (!ConstantSubgraph(v, seen, order))
    return Internal("EvaluateConstant: a value not computed from constants");
  // A function of its own at the end of the module returns the value; the evaluator runs it.
  const Op& at = *order.back();
  auto func = std::make_unique<Op>(OpKind::kFunc, at.loc());
  const std::string name = "hlx.quantize.weight";
  func->SetAttr("sym_name", Attr::String(name));
  func->SetAttr("sym_visibility", Attr::String("private"));
  func->SetAttr("function_type", Attr::TypeAttr(module.types().Function({}, std::vector<Type>{v->type()})));
  Block& body = *func->AddRegion()->AddBlock();
  std::unordered_map<const Value*, Value*> map;
  for (const Op* op : order) body.Append(CloneOp(*op, map));
  std::vector<Value*> returned = {map.at(v)};
  body.Append(MakeOpAt(at, OpKind::kFuncReturn, returned, {}));
  Op* added = module.body().Append(std::move(func));
  StatusOr<RunResult> run = RunFunction(module, name, {}, EvalOptions());
  module.body().Erase(added);
  if (!run.ok()) return run.status();
  return run->outputs[0][0];
}

ElementType ExpressedFor(ElementType element) {
  return element == ElementType::kBF16 || element == ElementType::kF16 ? ElementType::kF32 : element;
}

Tensor QuantizeWeight(TypeContext& types, const Tensor& w, int64_t axis, ElementType expressed) {
  const std::vector<double> values = ReadFloats(w);
  const int64_t channels = axis < 0 ? 1 : w.shape()[axis];
  const int64_t inner = axis < 0 ? 1 : Strides(w.shape())[axis];
  std::vector<double> largest(channels, 0);
  for (size_t i = 0; i < values.size(); ++i) {
    const int64_t c = axis < 0 ? 0 : (static_cast<int64_t>(i) / inner) % channels;
    if (std::isfinite(values[i])) largest[c] = std::max(largest[c], std::fabs(values[i]));
  }
  QuantParams q;
  q.storage = ElementType::kSI8;
  q.storage_min = -128;
  q.storage_max = 127;
  q.expressed = expressed;
  q.quantized_dimension = static_cast<int32_t>(axis);
  for (double a : largest) {
    const double scale = RoundFloat(expressed, a / 127);
    q.scales.push_back(scale > 0 && std::isfinite(scale) ? scale : 1);
    q.zero_points.push_back(0);
  }
  const Type float_type = types.Tensor(w.shape(), types.Element(w.element()));
  return Quantize(w.Retyped(float_type), types.Tensor(w.shape(), types.Quant(q)));
}

StatusOr<bool> QuantizeGatherTables(Module& module, const QuantizeOptions& options) {
  auto table_gather = [&](const Op& op) {
    return (options.ops & kQuantGather) && op.kind() == OpKind::kGather &&
           IsQuantizableFloat(op.operand(0)->type()) && IsConstantDerived(op.operand(0)) &&
           IsQuantizableFloat(op.result(0)->type());
  };
  return RewriteOps(module, options, table_gather, [&](Op& op, OpEmitter& e) -> StatusOr<bool> {
    HLX_ASSIGN_OR_RETURN(Tensor table, EvaluateConstant(module, op.operand(0)));
    const Tensor quantized = QuantizeWeight(module.types(), table, -1, table.element());
    const Type rows = op.result(0)->type();
    std::vector<Value*> operands(op.operands().begin(), op.operands().end());
    operands[0] = e.Constant(quantized);
    Op* gather = e.Copy(op, operands, {module.types().Tensor(rows.dims(), quantized.type().element_type())});
    op.result(0)->ReplaceAllUsesWith(e.Emit(OpKind::kUniformDequantize, {gather->result(0)}, rows));
    return true;
  });
}

Value* OpEmitter::Emit(OpKind kind, std::vector<Value*> operands, Type type, Attrs attrs) {
  std::unique_ptr<Op> op = MakeOpAt(at_, kind, operands, std::vector<Type>{type});
  for (auto& [name, value] : attrs) op->SetAttr(name, std::move(value));
  return Insert(std::move(op))->result(0);
}

Op* OpEmitter::Insert(std::unique_ptr<Op> op) { return block_.Insert(index_++, std::move(op)); }

Value* OpEmitter::Constant(const Tensor& value) {
  const Type type = value.type();
  const Type storage = types_.Tensor(type.dims(), types_.Element(type.storage_element()));
  const std::string_view bytes = value.bytes();
  const size_t width = static_cast<size_t>(value.element_bytes());
  bool splat = bytes.size() >= width;
  for (size_t at = width; splat && at < bytes.size(); at += width)
    splat = bytes.compare(at, width, bytes, 0, width) == 0;
  auto data = std::make_shared<const std::string>(splat ? bytes.substr(0, width) : bytes);
  return Emit(OpKind::kConstant, {}, type, {{"value", Attr::DenseElements(storage, std::move(data), splat)}});
}

Value* OpEmitter::Splat(Type type, double storage) {
  const Type element = types_.Element(type.storage_element());
  const Tensor one = Filled(types_.Tensor(std::span<const int64_t>(), element), storage);
  auto data = std::make_shared<const std::string>(one.bytes());
  return Emit(OpKind::kConstant, {}, type,
              {{"value", Attr::DenseElements(types_.Tensor(type.dims(), element), std::move(data), true)}});
}

StatusOr<bool> RewriteOps(Module& module, const QuantizeOptions& options,
                          const std::function<bool(const Op& op)>& which,
                          const std::function<StatusOr<bool>(Op& op, OpEmitter& e)>& rewrite) {
  HLX_ASSIGN_OR_RETURN(Block * block, EntryBlock(module, options));
  bool changed = false;
  for (size_t i = 0; i < block->ops().size(); ++i) {
    Op& op = *block->ops()[i];
    if (!which(op)) continue;
    OpEmitter e(module.types(), *block, i, op);
    HLX_ASSIGN_OR_RETURN(bool rewritten, rewrite(op, e));
    i = e.index();  // `op` itself, after what the rewrite inserted
    changed |= rewritten;
  }
  if (changed) EraseDeadOps(*block);
  return changed;
}

StatusOr<bool> RewriteContractions(Module& module, const QuantizeOptions& options,
                                   const std::function<StatusOr<bool>(Op& op, OpEmitter& e)>& rewrite) {
  return RewriteOps(
      module, options, [&](const Op& op) { return ContractionAllowed(op, options); }, rewrite);
}

Value* OpEmitter::Reduce(Value* x, std::vector<int64_t> dims, OpKind combine, double init) {
  const Type scalar = types_.Tensor(std::span<const int64_t>(), x->type().element_type());
  std::vector<int64_t> kept;
  for (int64_t d = 0; d < x->type().rank(); ++d)
    if (std::ranges::find(dims, d) == dims.end()) kept.push_back(x->type().dims()[d]);
  std::vector<Value*> operands = {x, Splat(scalar, init)};
  std::unique_ptr<Op> reduce = MakeOpAt(at_, OpKind::kReduce, operands,
                                        std::vector<Type>{types_.Tensor(kept, x->type().element_type())});
  reduce->SetAttr("dimensions", I64Array(dims));
  Block& body = *reduce->AddRegion()->AddBlock();
  std::vector<Value*> args = {body.AddArg(scalar), body.AddArg(scalar)};
  Op* combined = body.Append(MakeOpAt(at_, combine, args, std::vector<Type>{scalar}));
  std::vector<Value*> returned = {combined->result(0)};
  body.Append(MakeOpAt(at_, OpKind::kReturn, returned, {}));
  return Insert(std::move(reduce))->result(0);
}

Op* OpEmitter::Copy(const Op& op, std::vector<Value*> operands, std::vector<Type> results) {
  std::unordered_map<const Value*, Value*> map;
  std::unique_ptr<Op> copy = CloneOp(op, map);
  for (size_t i = 0; i < operands.size(); ++i) copy->SetOperand(static_cast<int>(i), operands[i]);
  for (size_t r = 0; r < results.size(); ++r) copy->result(static_cast<int>(r))->set_type(results[r]);
  return Insert(std::move(copy));
}

}  // namespace hlx
