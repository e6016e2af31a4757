#include "passes/narrow_products.h"

#include <algorithm>
#include <optional>
#include <unordered_set>

#include "passes/rewrite.h"

namespace hlx {
namespace {

// The element type of a tensor of plain (not quantized) elements, or nullopt.
std::optional<ElementType> PlainElement(const Value* v) {
  const Type element = v->type().IsTensor() ? v->type().element_type() : Type();
  return element.IsElement() ? std::optional(element.element()) : std::nullopt;
}

// Makes dot_general `op` read the narrow operands under its two widening converts; returns the converts
// when it did.
std::vector<Op*> NarrowOperands(Op& op, std::span<const ElementType> narrow) {
  Op* lhs = op.operand(0)->defining_op();
  Op* rhs = op.operand(1)->defining_op();
  if (!lhs || !rhs || lhs->kind() != OpKind::kConvert || rhs->kind() != OpKind::kConvert) return {};
  const std::optional<ElementType> from = PlainElement(lhs->operand(0)), to = PlainElement(op.result(0));
  if (!from || !to || std::ranges::find(narrow, *from) == narrow.end() ||
      (*from != ElementType::kBF16 && *from != ElementType::kF16) ||
      (*to != ElementType::kF32 && *to != ElementType::kF64) || PlainElement(rhs->operand(0)) != from ||
      PlainElement(lhs->result(0)) != to || PlainElement(rhs->result(0)) != to)
    return {};
  op.SetOperand(0, lhs->operand(0));
  op.SetOperand(1, rhs->operand(0));
  return {lhs, rhs};
}

}  // namespace

StatusOr<bool> NarrowProducts(Module& module, std::span<const ElementType> narrow) {
  bool changed = false;
  ForEachBlock(module, [&](Block& block) {
    std::unordered_set<Op*> converts;
    for (const auto& op : block.ops()) {
      if (op->kind() != OpKind::kDotGeneral) continue;
      for (Op* convert : NarrowOperands(*op, narrow)) converts.insert(convert), changed = true;
    }
    EraseUnusedCandidates(block, std::move(converts));
  });
  return changed;
}

}  // namespace hlx
