#include "passes/fold_constants.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "interp/evaluator.h"
#include "passes/rewrite.h"

namespace hlx {
namespace {

bool IsPlainStaticTensor(Type t) {
  return t.IsTensor() && t.HasStaticShape() && t.element_type().IsElement();
}

bool Foldable(const Op& op) {
  const OpKind kind = op.kind();
  if (op.num_operands() == 0 || op.num_results() == 0 || op.num_regions() > 0 || op.num_successors() > 0 ||
      !IsPure(op) || kind == OpKind::kCustomCall || kind == OpKind::kOptimizationBarrier ||
      kind == OpKind::kSdyShardingConstraint)
    return false;
  for (Value* v : op.operands())
    if (!ConstantValue(v) || !IsPlainStaticTensor(v->type())) return false;
  for (int r = 0; r < op.num_results(); ++r)
    if (!IsPlainStaticTensor(op.result(r)->type())) return false;
  return true;
}

// `t`, a static tensor type of an element type, made in `types`.
Type InContext(TypeContext& types, Type t) {
  return types.Tensor(t.dims(), types.Element(t.storage_element()));
}

Attr Dense(Type type, std::string bytes, bool splat) {
  return Attr::DenseElements(type, std::make_shared<const std::string>(std::move(bytes)), splat);
}

// `bytes` (every element of `type`) as a dense attribute, a splat when the elements are all equal.
Attr DenseOrSplat(Type type, const std::string& bytes) {
  const size_t size = static_cast<size_t>(ElementStorageBytes(type.storage_element()));
  bool splat = bytes.size() >= size;
  for (size_t at = size; splat && at < bytes.size(); at += size)
    splat = bytes.compare(at, size, bytes, 0, size) == 0;
  return splat ? Dense(type, bytes.substr(0, size), true) : Dense(type, bytes, false);
}

// Runs a copy of `op` on constant operands in a module of its own; each operand and result is a tensor
// of the type `scalar` says: rank 0 (one element of a splat) or the op's own types. Returns the bytes of
// each result, or nothing when the evaluator rejects the op.
std::optional<std::vector<std::string>> Evaluate(const Op& op, bool scalar) {
  Module scratch;
  TypeContext& types = scratch.types();
  auto type_of = [&](Type t) {
    return scalar ? types.Tensor({}, types.Element(t.storage_element())) : InContext(types, t);
  };
  std::vector<Type> results;
  for (int r = 0; r < op.num_results(); ++r) results.push_back(type_of(op.result(r)->type()));
  auto func = std::make_unique<Op>(OpKind::kFunc, op.loc());
  func->SetAttr("sym_name", Attr::String("fold"));
  func->SetAttr("function_type", Attr::TypeAttr(types.Function({}, results)));
  Block& body = *func->AddRegion()->AddBlock();
  std::vector<Value*> operands;
  for (Value* v : op.operands()) {
    Attr dense = ConstantValue(v);
    Type type = type_of(v->type());
    auto constant = std::make_unique<Op>(OpKind::kConstant, op.loc());
    constant->SetAttr(
        "value",
        scalar ? Dense(type, dense.dense_bytes().substr(0, ElementStorageBytes(type.storage_element())), true)
               : Attr::DenseElements(type, std::make_shared<const std::string>(dense.dense_bytes()),
                                     dense.dense_is_splat()));
    operands.push_back(constant->AddResult(type));
    body.Append(std::move(constant));
  }
  auto copy = std::make_unique<Op>(op.kind(), op.loc());
  for (Value* v : operands) copy->AddOperand(v);
  for (Type t : results) copy->AddResult(t);
  for (const NamedAttr& a : op.attrs()) copy->SetAttr(a.name, a.value);
  Op* computed = body.Append(std::move(copy));
  auto ret = std::make_unique<Op>(OpKind::kFuncReturn, op.loc());
  for (int r = 0; r < computed->num_results(); ++r) ret->AddOperand(computed->result(r));
  body.Append(std::move(ret));
  scratch.body().Append(std::move(func));
  StatusOr<RunResult> run = RunFunction(scratch, "fold", {}, EvalOptions());
  if (!run.ok()) return std::nullopt;
  std::vector<std::string> bytes;
  for (const Tensor& t : run->outputs[0]) bytes.emplace_back(t.bytes());
  return bytes;
}

// The values of `op`'s results as dense attributes, or nothing when they are not folded.
std::optional<std::vector<Attr>> Fold(const Op& op) {
  bool small = true, splat_operands = true;
  for (int r = 0; r < op.num_results(); ++r)
    small &= op.result(r)->type().NumElements() <= kMaxFoldedElements;
  for (Value* v : op.operands()) {
    Attr dense = ConstantValue(v);
    splat_operands &= dense.dense_is_splat() || dense.type().NumElements() == 1;
  }
  std::vector<Attr> values;
  if (!small && splat_operands && GetOpInfo(op.kind()).MovesElements() &&
      op.operand(0)->type().storage_element() == op.result(0)->type().storage_element()) {
    values.push_back(Dense(op.result(0)->type(), ConstantValue(op.operand(0)).dense_bytes(), true));
    return values;
  }
  const bool scalar = !small && splat_operands && op.info().Has(kElementwise);
  if (!small && !scalar) return std::nullopt;
  std::optional<std::vector<std::string>> bytes = Evaluate(op, scalar);
  if (!bytes) return std::nullopt;
  for (int r = 0; r < op.num_results(); ++r) {
    Type type = op.result(r)->type();
    values.push_back(scalar ? Dense(type, (*bytes)[r], true) : DenseOrSplat(type, (*bytes)[r]));
  }
  return values;
}

bool FoldBlock(Block& block) {
  bool changed = false;
  for (size_t i = 0; i < block.ops().size(); ++i) {
    Op* op = block.ops()[i].get();
    if (!Foldable(*op)) continue;
    std::optional<std::vector<Attr>> values = Fold(*op);
    if (!values) continue;
    for (int r = 0; r < op->num_results(); ++r) {
      auto constant = MakeOpAt(*op, OpKind::kConstant, {}, {});
      Value* result = constant->AddResult(op->result(r)->type());
      constant->SetAttr("value", (*values)[r]);
      block.Insert(i++, std::move(constant));
      op->result(r)->ReplaceAllUsesWith(result);
    }
    std::vector<Op*> inputs;
    for (Value* v : op->operands())
      if (std::ranges::find(inputs, v->defining_op()) == inputs.end()) inputs.push_back(v->defining_op());
    block.Erase(op);
    --i;
    // Constants of this block that only the folded op used go too (all come before it).
    for (Op* input : inputs) {
      if (input->parent_block() != &block || input->result(0)->HasUses()) continue;
      block.Erase(input);
      --i;
    }
    changed = true;
  }
  return changed;
}

}  // namespace

StatusOr<bool> FoldConstants(Module& module) {
  bool changed = false;
  ForEachBlock(module, [&](Block& block) { changed |= FoldBlock(block); });
  return changed;
}

}  // namespace hlx
