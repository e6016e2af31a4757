#include "passes/cse.h"

#include <functional>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "passes/rewrite.h"

namespace hlx {
namespace {

size_t Mix(size_t seed, size_t value) {
  return seed ^ (value + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2));
}

// A hash that agrees with Attr's structural equality: it looks at the kind, and at the value of the
// common scalar and dense kinds.
size_t HashAttr(const Attr& a) {
  size_t h = static_cast<size_t>(a.kind());
  if (a.Is(AttrKind::kInteger)) return Mix(h, std::hash<int64_t>()(a.int_value()));
  if (a.Is(AttrKind::kDenseElements)) return Mix(h, std::hash<std::string_view>()(a.dense_bytes()));
  if (a.Is(AttrKind::kDenseArray)) {
    for (int64_t v : a.dense_array_ints()) h = Mix(h, std::hash<int64_t>()(v));
  }
  return h;
}

size_t HashOp(const Op& op) {
  size_t h = static_cast<size_t>(op.kind());
  for (Value* v : op.operands()) h = Mix(h, std::hash<const void*>()(v));
  for (int r = 0; r < op.num_results(); ++r) h = Mix(h, TypeHash()(op.result(r)->type()));
  for (const NamedAttr& a : op.attrs())
    h = Mix(Mix(h, std::hash<std::string_view>()(a.name)), HashAttr(a.value));
  // Regions by the kinds of their ops (their operands are matched by SameOp).
  for (int r = 0; r < op.num_regions(); ++r)
    for (int b = 0; b < op.region(r)->num_blocks(); ++b)
      for (const auto& inner : op.region(r)->block(b)->ops()) h = Mix(h, static_cast<size_t>(inner->kind()));
  return h;
}

// Values of two regions being compared that stand for each other (block arguments by position,
// results of ops that pair up); a value missing here must be the same value on both sides.
using ValuePairs = std::unordered_map<const Value*, const Value*>;

bool SameOp(const Op& a, const Op& b, ValuePairs& pairs) {
  if (a.kind() != b.kind() || a.num_operands() != b.num_operands() || a.num_results() != b.num_results() ||
      a.attrs().size() != b.attrs().size() || a.num_regions() != b.num_regions())
    return false;
  for (int i = 0; i < a.num_operands(); ++i) {
    auto paired = pairs.find(a.operand(i));
    if ((paired != pairs.end() ? paired->second : a.operand(i)) != b.operand(i)) return false;
  }
  for (int i = 0; i < a.num_results(); ++i)
    if (a.result(i)->type() != b.result(i)->type()) return false;
  for (size_t i = 0; i < a.attrs().size(); ++i)
    if (a.attrs()[i].name != b.attrs()[i].name || !(a.attrs()[i].value == b.attrs()[i].value)) return false;
  // Regions compute the same when their blocks' ops pair up one to one, in order.
  for (int r = 0; r < a.num_regions(); ++r) {
    const Region& ra = *a.region(r);
    const Region& rb = *b.region(r);
    if (ra.num_blocks() != rb.num_blocks()) return false;
    for (int k = 0; k < ra.num_blocks(); ++k) {
      const Block& ba = *ra.block(k);
      const Block& bb = *rb.block(k);
      if (ba.num_args() != bb.num_args() || ba.ops().size() != bb.ops().size()) return false;
      for (int i = 0; i < ba.num_args(); ++i) {
        if (ba.arg(i)->type() != bb.arg(i)->type()) return false;
        pairs[ba.arg(i)] = bb.arg(i);
      }
      for (size_t i = 0; i < ba.ops().size(); ++i) {
        const Op& oa = *ba.ops()[i];
        const Op& ob = *bb.ops()[i];
        if (oa.num_successors() != 0 || ob.num_successors() != 0 || !SameOp(oa, ob, pairs)) return false;
        for (int j = 0; j < oa.num_results(); ++j) pairs[oa.result(j)] = ob.result(j);
      }
    }
  }
  return true;
}

// Constants whose data lives elsewhere (`dense_resource`, elided weights among them) are not known to be
// equal, even under the same handle.
bool Mergeable(const Op& op) {
  for (const NamedAttr& a : op.attrs())
    if (a.value.Is(AttrKind::kDenseResource)) return false;
  return op.num_results() > 0 && op.num_successors() == 0 && op.kind() != OpKind::kOptimizationBarrier &&
         IsPure(op);
}

// The ops seen so far in a block and the blocks enclosing it, by hash.
class Scope {
 public:
  explicit Scope(const Scope* parent) : parent_(parent) {}
  Op* Find(const Op& op, size_t hash) const {
    for (const Scope* s = this; s; s = s->parent_) {
      auto [begin, end] = s->ops_.equal_range(hash);
      for (auto it = begin; it != end; ++it) {
        ValuePairs pairs;
        if (SameOp(*it->second, op, pairs)) return it->second;
      }
    }
    return nullptr;
  }
  void Add(Op* op, size_t hash) { ops_.emplace(hash, op); }

 private:
  const Scope* parent_;
  std::unordered_multimap<size_t, Op*> ops_;
};

bool CseBlock(Block& block, const Scope* parent) {
  Scope scope(parent);
  bool changed = false;
  std::vector<Op*> merged;
  for (const auto& owned : block.ops()) {
    Op* op = owned.get();
    if (Mergeable(*op)) {
      const size_t hash = HashOp(*op);
      if (Op* first = scope.Find(*op, hash)) {
        for (int r = 0; r < op->num_results(); ++r) op->result(r)->ReplaceAllUsesWith(first->result(r));
        merged.push_back(op);
        continue;
      }
      scope.Add(op, hash);
    }
    // Regions see this block's ops before them; functions see nothing outside.
    const Scope* inner_parent = op->info().Has(kIsolatedFromAbove) ? nullptr : &scope;
    for (int r = 0; r < op->num_regions(); ++r)
      for (int b = 0; b < op->region(r)->num_blocks(); ++b)
        changed |= CseBlock(*op->region(r)->block(b), inner_parent);
  }
  for (Op* op : merged) block.Erase(op);
  return changed || !merged.empty();
}

}  // namespace

StatusOr<bool> Cse(Module& module) {
  bool changed = false;
  for (const auto& op : module.body().ops())
    for (int r = 0; r < op->num_regions(); ++r)
      for (int b = 0; b < op->region(r)->num_blocks(); ++b)
        changed |= CseBlock(*op->region(r)->block(b), nullptr);
  return changed;
}

}  // namespace hlx
