#include "passes/widen_products.h"

#include <algorithm>
#include <unordered_map>
#include <vector>

#include "passes/rewrite.h"

namespace hlx {
namespace {

// Whether `v` is a static tensor of one of `types`.
bool IsOneOf(const Value* v, std::span<const ElementType> types) {
  if (!IsStaticTensor(v) || !v->type().element_type().IsElement()) return false;
  return std::ranges::find(types, v->type().element_type().element()) != types.end();
}

// `v`'s tensor type with element type f32.
Type AsF32(TypeContext& types, const Value* v) {
  return types.Tensor(v->type().dims(), types.Element(ElementType::kF32));
}

// Widens product `op`, at `index` of `block`; returns the index of the op after the rewrite. `widened`
// maps each operand of the block's products rewritten so far to its f32 copy, which every later product
// reading it shares (the query, key and value projections of one activation convert it once).
size_t Widen(TypeContext& types, Block& block, size_t index, Op& op,
             std::unordered_map<const Value*, Value*>& widened) {
  Value* result = op.result(0);
  const Type narrow_result = result->type();
  for (int i = 0; i < 2; ++i) {
    Value* operand = op.operand(i);
    Value*& wide = widened[operand];
    if (!wide) {
      std::vector<Value*> in = {operand};
      std::vector<Type> out = {AsF32(types, operand)};
      wide = block.Insert(index++, MakeOpAt(op, OpKind::kConvert, in, out))->result(0);
    }
    op.SetOperand(i, wide);
  }
  ++index;  // `op`
  if (narrow_result.element_type().element() == ElementType::kF32) return index;
  result->set_type(AsF32(types, result));
  std::vector<Value*> in = {result};
  std::vector<Type> out = {narrow_result};
  Op* narrow = block.Insert(index++, MakeOpAt(op, OpKind::kConvert, in, out));
  result->ReplaceAllUsesWith(narrow->result(0));
  narrow->SetOperand(0, result);
  return index;
}

}  // namespace

StatusOr<bool> WidenProducts(Module& module, std::span<const ElementType> widen) {
  constexpr ElementType kResults[] = {ElementType::kBF16, ElementType::kF16, ElementType::kF32};
  bool changed = false;
  ForEachBlock(module, [&](Block& block) {
    std::unordered_map<const Value*, Value*> widened;
    for (size_t i = 0; i < block.ops().size();) {
      Op& op = *block.ops()[i];
      const bool product = op.kind() == OpKind::kDotGeneral || op.kind() == OpKind::kConvolution;
      if (!product || op.attr("algorithm") || !IsOneOf(op.operand(0), widen) ||
          !IsOneOf(op.operand(1), widen) ||
          op.operand(1)->type().element_type() != op.operand(0)->type().element_type() ||
          !IsOneOf(op.result(0), kResults)) {
        ++i;
        continue;
      }
      i = Widen(module.types(), block, i, op, widened);
      changed = true;
    }
  });
  return changed;
}

}  // namespace hlx
