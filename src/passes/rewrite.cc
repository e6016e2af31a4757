#include "passes/rewrite.h"

#include <algorithm>
#include <array>

#include "support/check.h"

namespace hlx {
namespace {

// Custom call targets whose only effect is their results: annotations that pass their operand through,
// and top-k.
constexpr std::array<std::string_view, 4> kPureCustomCalls = {"Sharding", "SPMDFullToShardShape",
                                                              "SPMDShardToFullShape", "mhlo.topk"};

bool IsPureCustomCall(const Op& op) {
  Attr target = op.attr("call_target_name");
  Attr effect = op.attr("has_side_effect");
  if (effect.Is(AttrKind::kBool) && effect.bool_value()) return false;
  return target.Is(AttrKind::kString) &&
         std::ranges::find(kPureCustomCalls, target.string_value()) != kPureCustomCalls.end();
}

void WalkBlock(Block& block, const std::function<void(Block&)>& fn) {
  fn(block);
  for (const auto& op : block.ops())
    for (int r = 0; r < op->num_regions(); ++r)
      for (int b = 0; b < op->region(r)->num_blocks(); ++b) WalkBlock(*op->region(r)->block(b), fn);
}

}  // namespace

bool IsPure(const Op& op) {
  const OpInfo& info = op.info();
  if (info.Has(kSideEffect) || info.Has(kCollective) || info.Has(kTerminator)) return false;
  const OpKind kind = op.kind();
  if (kind == OpKind::kFunc || kind == OpKind::kFuncCall || kind == OpKind::kComposite) return false;
  if (kind == OpKind::kCustomCall && !IsPureCustomCall(op)) return false;
  for (int r = 0; r < op.num_regions(); ++r)
    for (int b = 0; b < op.region(r)->num_blocks(); ++b)
      for (const auto& inner : op.region(r)->block(b)->ops())
        if (!inner->info().Has(kTerminator) && !IsPure(*inner)) return false;
  return true;
}

void ForEachBlock(Module& module, const std::function<void(Block&)>& fn) {
  for (const auto& op : module.body().ops()) ForEachBlockIn(*op, fn);
}

void ForEachBlockIn(Op& op, const std::function<void(Block&)>& fn) {
  for (int r = 0; r < op.num_regions(); ++r)
    for (int b = 0; b < op.region(r)->num_blocks(); ++b) WalkBlock(*op.region(r)->block(b), fn);
}

std::unique_ptr<Op> MakeOpAt(const Op& at, OpKind kind, std::span<Value* const> operands,
                             std::span<const Type> results) {
  auto op = std::make_unique<Op>(kind, at.loc());
  op->set_debug_loc(at.debug_loc());
  for (Value* v : operands) op->AddOperand(v);
  for (Type t : results) op->AddResult(t);
  return op;
}

std::unique_ptr<Op> CloneOp(const Op& op, std::unordered_map<const Value*, Value*>& map) {
  auto copy = std::make_unique<Op>(op.kind(), op.loc());
  copy->set_debug_loc(op.debug_loc());
  for (Value* v : op.operands()) {
    auto it = map.find(v);
    copy->AddOperand(it == map.end() ? v : it->second);
  }
  for (int i = 0; i < op.num_results(); ++i) map[op.result(i)] = copy->AddResult(op.result(i)->type());
  for (const NamedAttr& a : op.attrs()) copy->SetAttr(a.name, a.value);
  // Blocks first (successors may point forward), then their arguments and ops.
  for (int r = 0; r < op.num_regions(); ++r) {
    const Region& from = *op.region(r);
    Region& to = *copy->AddRegion();
    std::unordered_map<const Block*, Block*> blocks;
    for (int b = 0; b < from.num_blocks(); ++b) blocks[from.block(b)] = to.AddBlock();
    for (int b = 0; b < from.num_blocks(); ++b) {
      const Block& fb = *from.block(b);
      Block& tb = *blocks[&fb];
      for (int a = 0; a < fb.num_args(); ++a) {
        map[fb.arg(a)] = tb.AddArg(fb.arg(a)->type());
        tb.set_arg_loc(a, fb.arg_loc(a));
      }
    }
    for (int b = 0; b < from.num_blocks(); ++b) {
      const Block& fb = *from.block(b);
      Block& tb = *blocks[&fb];
      for (const auto& inner : fb.ops()) {
        Op* cloned = tb.Append(CloneOp(*inner, map));
        for (int s = 0; s < inner->num_successors(); ++s)
          cloned->AddSuccessor(blocks.at(inner->successor(s)), inner->successor_operand_start(s),
                               inner->successor_operand_count(s));
      }
    }
  }
  return copy;
}

size_t IndexInBlock(const Op& op) {
  const auto& ops = op.parent_block()->ops();
  auto it = std::find_if(ops.begin(), ops.end(), [&](const auto& p) { return p.get() == &op; });
  HLX_CHECK(it != ops.end());
  return static_cast<size_t>(it - ops.begin());
}

bool EraseDeadOps(Block& block) {
  bool changed = false;
  for (size_t i = block.ops().size(); i-- > 0;) {
    Op* op = block.ops()[i].get();
    if (op->num_results() == 0 || !IsPure(*op)) continue;
    bool used = false;
    for (int r = 0; r < op->num_results(); ++r) used |= op->result(r)->HasUses();
    if (used) continue;
    block.Erase(op);
    changed = true;
  }
  return changed;
}

bool EraseUnusedCandidates(Block& block, std::unordered_set<Op*> candidates) {
  bool changed = false;
  for (size_t i = block.ops().size(); i-- > 0;) {
    Op* op = block.ops()[i].get();
    if (!candidates.count(op) || op->num_results() == 0 || !IsPure(*op)) continue;
    bool used = false;
    for (int r = 0; r < op->num_results(); ++r) used |= op->result(r)->HasUses();
    if (used) continue;
    for (Value* v : op->operands())
      if (Op* def = v->defining_op(); def && def->parent_block() == &block) candidates.insert(def);
    block.Erase(op);
    changed = true;
  }
  return changed;
}

Attr I64Array(std::span<const int64_t> values) {
  return Attr::DenseArray(ElementType::kSI64, std::vector<int64_t>(values.begin(), values.end()), {});
}

bool IsStaticTensor(const Value* v) { return v->type().IsTensor() && v->type().HasStaticShape(); }

Attr ConstantValue(const Value* v) {
  const Op* def = v->defining_op();
  if (!def || (def->kind() != OpKind::kConstant && def->kind() != OpKind::kArithConstant)) return Attr();
  Attr value = def->attr("value");
  return value.Is(AttrKind::kDenseElements) ? value : Attr();
}

}  // namespace hlx
