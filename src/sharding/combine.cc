#include "sharding/combine.h"

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "passes/rewrite.h"
#include "sharding/reshard.h"

namespace hlx {
namespace {

// The binary op that the reduction region of `op` applies (`return op(arg0, arg1)`), if it is one.
std::optional<OpKind> ReductionOf(const Op& op) {
  if (op.num_regions() != 1 || op.region(0)->num_blocks() != 1) return std::nullopt;
  const Block& body = *op.region(0)->front();
  if (body.num_args() != 2 || body.ops().size() != 2) return std::nullopt;
  const Op& apply = *body.ops()[0];
  const Op& ret = *body.ops()[1];
  if (apply.num_operands() != 2 || apply.num_results() != 1 || apply.num_regions() != 0) return std::nullopt;
  if (apply.operand(0) != body.arg(0) || apply.operand(1) != body.arg(1)) return std::nullopt;
  if (ret.num_operands() != 1 || ret.operand(0) != apply.result(0)) return std::nullopt;
  return apply.kind();
}

// Whether `op` can combine with others: an all_reduce or reduce_scatter whose reduction is one binary
// op, or an all_gather, over static tensors.
bool Combinable(const Op& op) {
  if (op.kind() != OpKind::kAllReduce && op.kind() != OpKind::kAllGather &&
      op.kind() != OpKind::kReduceScatter)
    return false;
  if (op.num_operands() == 0) return false;
  for (Value* v : op.operands())
    if (!v->type().IsTensor() || !v->type().HasStaticShape() ||
        v->type().element_type() != op.operand(0)->type().element_type())
      return false;
  if (op.kind() == OpKind::kAllGather) return static_cast<bool>(op.attr("all_gather_dim"));
  return ReductionOf(op).has_value() && (op.kind() == OpKind::kAllReduce || op.attr("scatter_dimension"));
}

// The type of the channel `op` names (its handle differs from op to op), or -1.
int64_t ChannelType(const Op& op) {
  Attr channel = op.attr("channel_handle");
  Attr type = channel ? channel.Get("type") : Attr();
  return type ? type.int_value() : -1;
}

// Whether two combinable collectives combine: the same kind, groups, channel type and device ids, and
// the same reduction over the same element type (all_reduce; reduce_scatter along the same dimension)
// or the same gathered dimension (all_gather).
bool SameCollective(const Op& a, const Op& b) {
  if (a.kind() != b.kind() || !(a.attr("replica_groups") == b.attr("replica_groups")) ||
      ChannelType(a) != ChannelType(b) ||
      static_cast<bool>(a.attr("use_global_device_ids")) !=
          static_cast<bool>(b.attr("use_global_device_ids")))
    return false;
  // One element type for all operands: MHLO's verifier, which JAX runs on the compiled program to read
  // its shardings, requires it of a variadic collective.
  if (a.operand(0)->type().element_type() != b.operand(0)->type().element_type()) return false;
  if (a.kind() == OpKind::kAllGather) return a.attr("all_gather_dim") == b.attr("all_gather_dim");
  if (a.kind() == OpKind::kReduceScatter && !(a.attr("scatter_dimension") == b.attr("scatter_dimension")))
    return false;
  return ReductionOf(a) == ReductionOf(b) &&
         a.region(0)->front()->arg(0)->type() == b.region(0)->front()->arg(0)->type();
}

int64_t OperandBytes(const Op& op) {
  int64_t bytes = 0;
  for (Value* v : op.operands()) {
    int64_t n = ElementStorageBytes(v->type().storage_element());
    for (int64_t d : v->type().dims()) n *= d;
    bytes += n;
  }
  return bytes;
}

// Whether `op`, or an op in its regions, reads a value of `values`.
bool Reads(const Op& op, const std::unordered_set<const Value*>& values) {
  for (Value* v : op.operands())
    if (values.count(v)) return true;
  for (int r = 0; r < op.num_regions(); ++r)
    for (int b = 0; b < op.region(r)->num_blocks(); ++b)
      for (const auto& inner : op.region(r)->block(b)->ops())
        if (Reads(*inner, values)) return true;
  return false;
}

// Ops combined into one, placed where the first of them stood (possible while every operand of the
// group is defined before the first op) or where the last stood (possible while no result of the
// group has been used).
struct Group {
  std::vector<Op*> ops;
  std::unordered_set<const Value*> results;
  int64_t bytes = 0;
  size_t first = 0;      // the first op's position in the block
  bool at_first = true;  // every operand is defined before the first op
  bool at_last = true;   // no result is used before the last op
};

// Replaces the ops of `group` (more than one) with one op of all their operands.
void Combine(Block& block, const Group& group) {
  const Op& first = *group.ops.front();
  std::vector<Value*> operands;
  std::vector<Type> types;
  for (Op* op : group.ops)
    for (int i = 0; i < op->num_operands(); ++i) {
      operands.push_back(op->operand(i));
      types.push_back(op->result(i)->type());
    }
  std::unique_ptr<Op> combined = MakeOpAt(first, first.kind(), operands, types);
  for (const NamedAttr& a : first.attrs()) combined->SetAttr(a.name, a.value);
  if (first.num_regions() == 1) CloneRegionInto(*first.region(0), *combined);
  const Op& at = group.at_first ? first : *group.ops.back();
  Op* placed = block.Insert(IndexInBlock(at), std::move(combined));
  int next = 0;
  for (Op* op : group.ops) {
    for (int i = 0; i < op->num_results(); ++i) op->result(i)->ReplaceAllUsesWith(placed->result(next++));
    block.Erase(op);
  }
}

bool CombineBlock(Block& block, int64_t threshold_bytes) {
  std::unordered_map<const Op*, size_t> position;
  for (size_t i = 0; i < block.ops().size(); ++i) position[block.ops()[i].get()] = i;
  // Whether every operand of `op` is defined before position `index` (or outside this block).
  auto defined_before = [&](const Op& op, size_t index) {
    for (Value* v : op.operands()) {
      const Op* def = v->defining_op();
      if (!def) continue;
      auto it = position.find(def);
      if (it != position.end() && it->second >= index) return false;
    }
    return true;
  };
  std::vector<Group> open, done;
  auto close = [&](size_t g) {
    done.push_back(std::move(open[g]));
    open.erase(open.begin() + static_cast<std::ptrdiff_t>(g));
  };
  for (size_t index = 0; index < block.ops().size(); ++index) {
    Op* op = block.ops()[index].get();
    // A use of a group's result: the combined op can no longer stand where the group's last op is.
    for (size_t g = 0; g < open.size();) {
      if (Reads(*op, open[g].results)) {
        open[g].at_last = false;
        if (!open[g].at_first) {
          close(g);
          continue;
        }
      }
      ++g;
    }
    if (!Combinable(*op)) continue;
    const int64_t bytes = OperandBytes(*op);
    Group* joined = nullptr;
    for (Group& g : open) {
      if (!SameCollective(*g.ops.front(), *op) || g.bytes + bytes > threshold_bytes) continue;
      const bool at_first = g.at_first && defined_before(*op, g.first);
      if (!at_first && !g.at_last) continue;
      g.at_first = at_first;
      joined = &g;
      break;
    }
    if (!joined) {
      open.push_back(Group{});
      joined = &open.back();
      joined->first = index;
    }
    joined->ops.push_back(op);
    for (int i = 0; i < op->num_results(); ++i) joined->results.insert(op->result(i));
    joined->bytes += bytes;
  }
  for (Group& g : open) done.push_back(std::move(g));
  bool changed = false;
  for (const Group& g : done) {
    if (g.ops.size() < 2) continue;
    Combine(block, g);
    changed = true;
  }
  return changed;
}

}  // namespace

bool SplitReduceScatters(Module& module) {
  int64_t next_channel = 1;
  std::vector<Op*> variadic;
  ForEachBlock(module, [&](Block& block) {
    for (const auto& op : block.ops()) {
      Attr handle = op->attr("channel_handle");
      Attr id = handle.Is(AttrKind::kStruct) ? handle.Get("handle") : Attr();
      if (id.Is(AttrKind::kInteger)) next_channel = std::max(next_channel, id.int_value() + 1);
      if (op->kind() == OpKind::kReduceScatter && op->num_operands() > 1) variadic.push_back(op.get());
    }
  });
  for (Op* op : variadic) {
    Block& block = *op->parent_block();
    for (int i = 0; i < op->num_operands(); ++i) {
      Value* operand = op->operand(i);
      const Type type = op->result(i)->type();
      std::unique_ptr<Op> one = MakeOpAt(*op, OpKind::kReduceScatter, std::span<Value* const>(&operand, 1),
                                         std::span<const Type>(&type, 1));
      for (const NamedAttr& a : op->attrs()) one->SetAttr(a.name, a.value);
      if (Attr handle = op->attr("channel_handle"); handle.Is(AttrKind::kStruct) && i > 0) {
        Attr channel_type = handle.Get("type");
        one->SetAttr("channel_handle",
                     Attr::Struct(StructKind::kChannelHandle,
                                  {{"handle", Attr::Integer(next_channel++, Type())},
                                   {"type", channel_type ? channel_type : Attr::Integer(1, Type())}}));
      }
      CloneRegionInto(*op->region(0), *one);
      op->result(i)->ReplaceAllUsesWith(block.Insert(IndexInBlock(*op), std::move(one))->result(0));
    }
    block.Erase(op);
  }
  return !variadic.empty();
}

StatusOr<bool> CombineCollectives(Module& module, int64_t threshold_bytes) {
  bool changed = false;
  ForEachBlock(module, [&](Block& block) { changed |= CombineBlock(block, threshold_bytes); });
  return changed;
}

}  // namespace hlx
