#include "sharding/pipeline_collectives.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "passes/rewrite.h"

namespace hlx {
namespace {

using ValueMap = std::unordered_map<const Value*, Value*>;

Value* Mapped(const ValueMap& map, Value* v) {
  auto it = map.find(v);
  return it == map.end() ? v : it->second;
}

// The block that holds `v`: the block it is an argument of, or the block of the op that defines it.
const Block* BlockOf(const Value* v) {
  return v->owner_block() ? v->owner_block() : v->defining_op()->parent_block();
}

// Whether `v` is defined inside the regions of `op`.
bool DefinedInside(const Value* v, const Op& op) {
  for (const Block* b = BlockOf(v); b != nullptr;) {
    const Op* parent = b->parent_op();
    if (parent == &op) return true;
    if (parent == nullptr) return false;
    b = parent->parent_block();
  }
  return false;
}

void CollectReads(const Op& op, const Op& root, std::vector<Value*>& out) {
  for (Value* v : op.operands())
    if (&op == &root || !DefinedInside(v, root)) out.push_back(v);
  for (int r = 0; r < op.num_regions(); ++r)
    for (int b = 0; b < op.region(r)->num_blocks(); ++b)
      for (const auto& inner : op.region(r)->block(b)->ops()) CollectReads(*inner, root, out);
}

// The values `op` reads: its operands, and those of the ops in its regions that are defined outside it.
std::vector<Value*> Reads(const Op& op) {
  std::vector<Value*> out;
  CollectReads(op, op, out);
  return out;
}

// The op of `block` that is `op` or holds it in its regions; null when `op` is not in `block`.
const Op* TopLevelIn(const Op* op, const Block& block) {
  while (op != nullptr && op->parent_block() != &block) op = op->parent_op();
  return op;
}

// Whether `v` is a result of an op of `block` (not an argument, not a value from outside).
bool ComputedIn(const Value* v, const Block& block) {
  return v->defining_op() != nullptr && v->defining_op()->parent_block() == &block;
}

// The collectives the pass moves: all_reduce, all_gather and reduce_scatter of static tensors.
bool Pipelinable(const Op& op) {
  if (op.kind() != OpKind::kAllReduce && op.kind() != OpKind::kAllGather &&
      op.kind() != OpKind::kReduceScatter)
    return false;
  for (Value* v : op.operands())
    if (!v->type().IsTensor() || !v->type().HasStaticShape()) return false;
  return op.num_results() > 0;
}

// A while loop of one-block regions whose body returns one value per carried value.
bool SimpleLoop(const Op& loop) {
  if (loop.kind() != OpKind::kWhile || loop.num_regions() != 2) return false;
  for (int r = 0; r < 2; ++r)
    if (loop.region(r)->num_blocks() != 1 || loop.region(r)->front()->num_args() != loop.num_operands() ||
        loop.region(r)->front()->empty())
      return false;
  const Op* ret = loop.region(1)->front()->back();
  return ret->kind() == OpKind::kReturn && ret->num_operands() == loop.num_operands();
}

// Whether the loop's condition holds for its initial operands, so that its body runs at least once:
// the condition is a comparison of integers that are constants, or carried values whose initial
// operands are constants.
bool RunsOnce(const Op& loop) {
  const Block& cond = *loop.region(0)->front();
  const Op* ret = cond.back();
  if (ret->num_operands() != 1) return false;
  const Op* compare = ret->operand(0)->defining_op();
  if (compare == nullptr || compare->kind() != OpKind::kCompare || compare->parent_block() != &cond)
    return false;
  auto initial = [&](const Value* v) -> std::optional<int64_t> {
    if (v->owner_block() == &cond) v = loop.operand(v->index());
    const Type t = v->type();
    if (!t.IsTensor() || t.rank() != 0 || !IsInteger(t.storage_element())) return std::nullopt;
    Attr value = ConstantValue(v);
    if (!value) return std::nullopt;
    return DenseIntAt(value, 0);
  };
  const std::optional<int64_t> a = initial(compare->operand(0)), b = initial(compare->operand(1));
  const Attr direction = compare->attr("comparison_direction");
  if (!a || !b || !direction.Is(AttrKind::kEnum)) return false;
  const bool is_unsigned = IsUnsigned(compare->operand(0)->type().storage_element());
  auto less = [&](int64_t x, int64_t y) {
    return is_unsigned ? static_cast<uint64_t>(x) < static_cast<uint64_t>(y) : x < y;
  };
  switch (static_cast<ComparisonDirection>(direction.enum_value())) {
    case ComparisonDirection::EQ:
      return *a == *b;
    case ComparisonDirection::NE:
      return *a != *b;
    case ComparisonDirection::LT:
      return less(*a, *b);
    case ComparisonDirection::LE:
      return !less(*b, *a);
    case ComparisonDirection::GT:
      return less(*b, *a);
    case ComparisonDirection::GE:
      return !less(*a, *b);
  }
  return false;
}

// Fresh channel handles for the collectives the pass clones: each channel names one op.
class Channels {
 public:
  explicit Channels(Module& module) {
    ForEachBlock(module, [&](Block& block) {
      for (const auto& op : block.ops()) {
        Attr handle = op->attr("channel_handle");
        Attr id = handle.Is(AttrKind::kStruct) ? handle.Get("handle") : Attr();
        if (id.Is(AttrKind::kInteger)) next_ = std::max(next_, id.int_value() + 1);
      }
    });
  }

  // Gives the collectives of `op` (a clone) and of its regions channels of their own, of the same types.
  void Renew(Op& op) {
    Attr handle = op.attr("channel_handle");
    if (op.info().Has(kCollective) && handle.Is(AttrKind::kStruct)) {
      Attr type = handle.Get("type");
      op.SetAttr("channel_handle", Attr::Struct(StructKind::kChannelHandle,
                                                {{"handle", Attr::Integer(next_++, Type())},
                                                 {"type", type ? type : Attr::Integer(1, Type())}}));
    }
    for (int r = 0; r < op.num_regions(); ++r)
      for (int b = 0; b < op.region(r)->num_blocks(); ++b)
        for (const auto& inner : op.region(r)->block(b)->ops()) Renew(*inner);
  }

 private:
  int64_t next_ = 1;
};

// A copy of `cond` as the condition region of `loop`, with arguments of `types` (the carried values',
// then the ones the rewrite adds, which the condition does not read).
void CloneCondition(const Block& cond, std::span<const Type> types, Op& loop) {
  Block& block = *loop.AddRegion()->AddBlock();
  ValueMap map;
  for (size_t i = 0; i < types.size(); ++i) {
    Value* arg = block.AddArg(types[i]);
    if (static_cast<int>(i) < cond.num_args()) map[cond.arg(static_cast<int>(i))] = arg;
  }
  for (const auto& op : cond.ops()) block.Append(CloneOp(*op, map));
}

// A while op that stands in for `loop`: its attributes, these operands and result types.
std::unique_ptr<Op> NewLoop(const Op& loop, std::span<Value* const> operands, std::span<const Type> types) {
  std::unique_ptr<Op> next = MakeOpAt(loop, OpKind::kWhile, operands, types);
  for (const NamedAttr& a : loop.attrs()) next->SetAttr(a.name, a.value);
  return next;
}

// ---- Forward: a collective whose result the iteration only stores moves to the next iteration ----------

// The ops of `body` that `root`'s results reach (root included, into `uses`), and the positions of the
// body's return they reach (`reaches`). False when one of them is not pure.
bool ForwardUses(const Op& root, const Block& body, std::unordered_set<const Op*>& uses,
                 std::vector<bool>& reaches) {
  const Op& ret = *body.back();
  std::vector<const Op*> work{&root};
  uses.insert(&root);
  while (!work.empty()) {
    const Op* op = work.back();
    work.pop_back();
    for (int r = 0; r < op->num_results(); ++r)
      for (const Op* user : op->result(r)->users()) {
        const Op* top = TopLevelIn(user, body);
        if (top == &ret) {
          for (int i = 0; i < ret.num_operands(); ++i)
            reaches[i] = reaches[i] || ret.operand(i) == op->result(r);
          continue;
        }
        if (top == nullptr || !IsPure(*top)) return false;
        if (uses.insert(top).second) work.push_back(top);
      }
  }
  return true;
}

Op* PipelineForward(Op& loop, Channels& channels) {
  const Block& cond = *loop.region(0)->front();
  const Block& body = *loop.region(1)->front();
  const Op& ret = *body.back();
  const int n = loop.num_operands();
  std::unordered_set<const Op*> moved;
  std::unordered_set<const Op*> roots;
  std::vector<bool> output(n, false);  // the carried values the moved ops write (output buffers)
  for (const auto& owned : body.ops()) {
    const Op& op = *owned;
    if (!Pipelinable(op) || moved.count(&op)) continue;
    // A collective whose operands are there when the iteration starts overlaps it already.
    if (std::none_of(op.operands().begin(), op.operands().end(),
                     [&](Value* v) { return ComputedIn(v, body); }))
      continue;
    std::unordered_set<const Op*> uses;
    std::vector<bool> reaches(n, false);
    if (!ForwardUses(op, body, uses, reaches)) continue;
    bool ok = std::find(reaches.begin(), reaches.end(), true) != reaches.end();
    for (int p = 0; p < n && ok; ++p) {
      if (!reaches[p]) continue;
      ok = !cond.arg(p)->HasUses();
      for (const Op* user : body.arg(p)->users()) ok = ok && uses.count(TopLevelIn(user, body)) > 0;
    }
    if (!ok) continue;
    moved.insert(uses.begin(), uses.end());
    roots.insert(&op);
    for (int p = 0; p < n; ++p) output[p] = output[p] || reaches[p];
  }
  if (roots.empty() || !RunsOnce(loop)) return nullptr;

  // What the moved ops read from the iteration they leave: carried to the next one; but the body's
  // constants, which the moved ops get copies of.
  std::vector<Value*> carried;
  std::unordered_set<const Op*> constants;
  std::unordered_set<const Value*> seen;
  for (const auto& owned : body.ops()) {
    if (!moved.count(owned.get())) continue;
    for (Value* v : Reads(*owned)) {
      const bool from_iteration = v->owner_block() == &body
                                      ? !output[v->index()]
                                      : ComputedIn(v, body) && !moved.count(v->defining_op());
      if (!from_iteration) continue;
      if (v->defining_op() && v->defining_op()->kind() == OpKind::kConstant) {
        constants.insert(v->defining_op());
      } else if (seen.insert(v).second) {
        carried.push_back(v);
      }
    }
  }

  // The prologue: the first iteration's other ops, before the loop.
  Block& parent = *loop.parent_block();
  size_t at = IndexInBlock(loop);
  ValueMap first;
  for (int i = 0; i < n; ++i) first[body.arg(i)] = loop.operand(i);
  std::unordered_set<Op*> prologue;
  for (const auto& owned : body.ops()) {
    if (owned.get() == &ret || moved.count(owned.get())) continue;
    Op* clone = parent.Insert(at++, CloneOp(*owned, first));
    channels.Renew(*clone);
    prologue.insert(clone);
  }
  std::vector<Value*> operands;
  std::vector<Type> types;
  for (int i = 0; i < n; ++i) {
    operands.push_back(output[i] ? loop.operand(i) : Mapped(first, ret.operand(i)));
    types.push_back(loop.result(i)->type());
  }
  for (Value* v : carried) {
    operands.push_back(Mapped(first, v));
    types.push_back(v->type());
  }
  std::unique_ptr<Op> next = NewLoop(loop, operands, types);
  CloneCondition(cond, types, *next);

  // The body: the moved collectives on what the previous iteration carried, first, so that they overlap
  // the iteration's own ops; then those; then the rest of the moved ops.
  Block& b = *next->AddRegion()->AddBlock();
  for (Type t : types) b.AddArg(t);
  ValueMap own, previous;
  for (int i = 0; i < n; ++i) {
    own[body.arg(i)] = b.arg(i);
    if (output[i]) previous[body.arg(i)] = b.arg(i);
  }
  for (size_t k = 0; k < carried.size(); ++k) previous[carried[k]] = b.arg(n + static_cast<int>(k));
  for (const auto& owned : body.ops())
    if (constants.count(owned.get())) b.Append(CloneOp(*owned, previous));
  for (const auto& owned : body.ops())
    if (roots.count(owned.get())) b.Append(CloneOp(*owned, previous));
  for (const auto& owned : body.ops())
    if (owned.get() != &ret && !moved.count(owned.get())) b.Append(CloneOp(*owned, own));
  for (const auto& owned : body.ops())
    if (moved.count(owned.get()) && !roots.count(owned.get())) b.Append(CloneOp(*owned, previous));
  std::vector<Value*> returned;
  for (int i = 0; i < n; ++i) returned.push_back(Mapped(output[i] ? previous : own, ret.operand(i)));
  for (Value* v : carried) returned.push_back(Mapped(own, v));
  b.Append(MakeOpAt(ret, OpKind::kReturn, returned, {}));
  Op* placed = parent.Insert(at, std::move(next));

  // The epilogue: the last iteration's moved ops, after the loop.
  ValueMap last;
  for (int i = 0; i < n; ++i)
    if (output[i]) last[body.arg(i)] = placed->result(i);
  for (size_t k = 0; k < carried.size(); ++k) last[carried[k]] = placed->result(n + static_cast<int>(k));
  size_t after = at + 1;
  for (const auto& owned : body.ops()) {
    if (!moved.count(owned.get()) && !constants.count(owned.get())) continue;
    Op* clone = parent.Insert(after++, CloneOp(*owned, last));
    channels.Renew(*clone);
  }
  for (int i = 0; i < n; ++i)
    loop.result(i)->ReplaceAllUsesWith(output[i] ? Mapped(last, ret.operand(i)) : placed->result(i));
  parent.Erase(&loop);
  EraseUnusedCandidates(parent, prologue);
  return placed;
}

// ---- Backward: a collective of invariants and counters moves to the previous iteration ---------------

// How carried value `q` is known early in an iteration for the next one: its own argument (the body
// returns it unchanged: nullptr, true) or one pure op of it and constants (that op, true); else false.
std::pair<const Op*, bool> NextValue(const Block& body, int q) {
  const Value* next = body.back()->operand(q);
  if (next == body.arg(q)) return {nullptr, true};
  const Op* step = next->defining_op();
  if (step == nullptr || step->parent_block() != &body || step->num_regions() != 0 || !IsPure(*step))
    return {nullptr, false};
  for (const Value* v : step->operands()) {
    const bool outside = !ComputedIn(v, body) && v->owner_block() != &body;
    const bool constant = ComputedIn(v, body) && v->defining_op()->kind() == OpKind::kConstant;
    if (v != body.arg(q) && !outside && !constant) return {nullptr, false};
  }
  return {step, true};
}

Op* PipelineBackward(Op& loop, Channels& channels) {
  const Block& cond = *loop.region(0)->front();
  const Block& body = *loop.region(1)->front();
  const Op& ret = *body.back();
  const int n = loop.num_operands();
  std::vector<const Op*> collectives;
  std::unordered_set<const Op*> slice;  // the ops that compute their operands
  std::unordered_set<const Op*> steps;  // the ops that compute the next values of the counters they read
  std::vector<int> read;                // the carried values they read
  for (const auto& owned : body.ops()) {
    const Op& op = *owned;
    if (!Pipelinable(op)) continue;
    // A collective whose results only the next iteration reads is there already.
    bool used = false;
    for (int r = 0; r < op.num_results(); ++r)
      for (const Op* user : op.result(r)->users()) used = used || TopLevelIn(user, body) != &ret;
    if (!used) continue;
    std::unordered_set<const Op*> own;
    std::unordered_set<const Op*> own_steps;
    std::vector<int> own_read;
    std::vector<Value*> work = Reads(op);
    bool ok = true;
    while (!work.empty() && ok) {
      Value* v = work.back();
      work.pop_back();
      if (v->owner_block() == &body) {
        const auto [step, known] = NextValue(body, v->index());
        ok = known;
        if (step != nullptr) own_steps.insert(step);
        own_read.push_back(v->index());
      } else if (ComputedIn(v, body)) {
        const Op* def = v->defining_op();
        if (own.count(def)) continue;
        ok = IsPure(*def);
        own.insert(def);
        for (Value* w : Reads(*def)) work.push_back(w);
      }
    }
    if (!ok) continue;
    collectives.push_back(&op);
    slice.insert(own.begin(), own.end());
    steps.insert(own_steps.begin(), own_steps.end());
    read.insert(read.end(), own_read.begin(), own_read.end());
  }
  if (collectives.empty() || !RunsOnce(loop)) return nullptr;

  // The prologue: the first iteration's collectives, before the loop.
  Block& parent = *loop.parent_block();
  size_t at = IndexInBlock(loop);
  ValueMap first;
  for (int i = 0; i < n; ++i) first[body.arg(i)] = loop.operand(i);
  for (const auto& owned : body.ops())
    if (slice.count(owned.get())) parent.Insert(at++, CloneOp(*owned, first));
  std::vector<Value*> operands(loop.operands().begin(), loop.operands().end());
  std::vector<Type> types;
  for (int i = 0; i < n; ++i) types.push_back(loop.result(i)->type());
  for (const Op* op : collectives) {
    Op* clone = parent.Insert(at++, CloneOp(*op, first));
    channels.Renew(*clone);
    for (int r = 0; r < clone->num_results(); ++r) {
      operands.push_back(clone->result(r));
      types.push_back(clone->result(r)->type());
    }
  }
  std::unique_ptr<Op> next = NewLoop(loop, operands, types);
  CloneCondition(cond, types, *next);

  // The body: first the counters' next values and from them the next iteration's operands; then the
  // iteration's ops on the carried results; the next iteration's collectives at the end, so that the
  // scheduler starts them as early as their operands allow and they overlap the iteration's compute.
  Block& b = *next->AddRegion()->AddBlock();
  for (Type t : types) b.AddArg(t);
  ValueMap own, ahead;  // ahead: the next iteration's view of the carried values
  for (int i = 0; i < n; ++i) own[body.arg(i)] = b.arg(i);
  int k = n;
  for (const Op* op : collectives)
    for (int r = 0; r < op->num_results(); ++r) own[op->result(r)] = b.arg(k++);
  std::unordered_set<const Op*> hoisted(steps.begin(), steps.end());
  for (const Op* step : steps)
    for (const Value* v : step->operands())
      if (ComputedIn(v, body)) hoisted.insert(v->defining_op());  // constants
  std::unordered_set<Op*> stale;  // this iteration's copies of the slice, which may be unused now
  auto copy = [&](const Op& op) {
    Op* clone = b.Append(CloneOp(op, own));
    if (slice.count(&op)) stale.insert(clone);
  };
  for (const auto& owned : body.ops())
    if (hoisted.count(owned.get())) copy(*owned);
  for (int q : read) ahead[body.arg(q)] = Mapped(own, ret.operand(q));
  for (const auto& owned : body.ops())
    if (slice.count(owned.get())) b.Append(CloneOp(*owned, ahead));
  for (const auto& owned : body.ops()) {
    const Op* op = owned.get();
    if (op == &ret || hoisted.count(op) ||
        std::find(collectives.begin(), collectives.end(), op) != collectives.end())
      continue;
    copy(*op);
  }
  std::vector<Value*> returned;
  for (int i = 0; i < n; ++i) returned.push_back(Mapped(own, ret.operand(i)));
  for (const Op* op : collectives) {
    Op* clone = b.Append(CloneOp(*op, ahead));
    for (int r = 0; r < clone->num_results(); ++r) returned.push_back(clone->result(r));
  }
  b.Append(MakeOpAt(ret, OpKind::kReturn, returned, {}));
  EraseUnusedCandidates(b, stale);
  Op* placed = parent.Insert(at, std::move(next));
  for (int i = 0; i < n; ++i) loop.result(i)->ReplaceAllUsesWith(placed->result(i));
  parent.Erase(&loop);
  return placed;
}

void CollectLoops(const Block& block, std::vector<Op*>& loops) {
  for (const auto& op : block.ops()) {
    for (int r = 0; r < op->num_regions(); ++r)
      for (int b = 0; b < op->region(r)->num_blocks(); ++b) CollectLoops(*op->region(r)->block(b), loops);
    if (op->kind() == OpKind::kWhile) loops.push_back(op.get());
  }
}

}  // namespace

StatusOr<bool> PipelineCollectives(Module& module) {
  Channels channels(module);
  std::vector<Op*> loops;
  CollectLoops(module.body(), loops);
  bool changed = false;
  for (Op* loop : loops) {
    if (!SimpleLoop(*loop)) continue;
    if (Op* next = PipelineBackward(*loop, channels)) {
      loop = next;
      changed = true;
    }
    changed |= PipelineForward(*loop, channels) != nullptr;
  }
  return changed;
}

}  // namespace hlx
