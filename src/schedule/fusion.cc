#include "schedule/fusion.h"

#include <algorithm>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "schedule/cost_model.h"

namespace hlx::schedule {
namespace {

// The flops per element up to which a group is computed again in each of its readers rather than
// written once and read by each (an op, or an op and the broadcast it reads through).
constexpr double kCheapFlopsPerElement = 2;

double Elements(const Value* v) { return static_cast<double>(v->type().NumElements()); }

// Ops that read some operand element more than once per result element or per element of the
// operand (each result element reads every operand of a concatenate or pad).
bool RepeatsReads(const Op& op) {
  if (op.kind() == OpKind::kConcatenate || op.kind() == OpKind::kPad) return true;
  if (op.kind() == OpKind::kReduceWindow) return true;  // overlapping windows read elements again
  return op.num_operands() > 0 && Elements(op.result(0)) > Elements(op.operand(0));
}

// The distinct operands a group of ops reads from outside itself (no op of the group defines them), in
// the order the ops read them.
std::vector<const Value*> ExternalOperands(const std::vector<const Op*>& ops) {
  std::unordered_set<const Op*> members(ops.begin(), ops.end());
  std::unordered_set<const Value*> seen;
  std::vector<const Value*> values;
  for (const Op* op : ops)
    for (const Value* v : op->operands())
      if (!members.count(v->defining_op()) && seen.insert(v).second) values.push_back(v);
  return values;
}

double ExternalReadBytes(const std::vector<const Op*>& ops) {
  double bytes = 0;
  for (const Value* v : ExternalOperands(ops)) bytes += BytesOfType(v->type());
  return bytes;
}

// Whether a kernel of `ops` (its root last) can write `outputs` at its root's index: where every op
// reads the element it writes it runs over the flattened elements, and each output needs the root's
// element count; elsewhere it loops over the root's rows, and each needs the root's shape.
bool OutputsWritable(const std::vector<const Op*>& ops, const std::vector<const Op*>& outputs) {
  const bool flat = std::all_of(ops.begin(), ops.end(), [](const Op* op) { return ReadsSameElement(*op); });
  const Type root = ops.back()->result(0)->type();
  return std::all_of(outputs.begin(), outputs.end(), [&](const Op* op) {
    const Type t = op->result(0)->type();
    return flat ? t.NumElements() == root.NumElements() : std::ranges::equal(t.dims(), root.dims());
  });
}

// Whether `op` may be in a fusion that writes outputs: it reads the element it writes, or is an iota.
bool MayWriteOutputs(const Op& op) { return ReadsSameElement(op) || op.kind() == OpKind::kIota; }

// Whether copies of a cheap group in each of its `readers` fusions move fewer bytes than its own kernel:
// the copies read the group's operands (`operand_bytes`) once each, where the kernel writes its result
// (`result_bytes`; unless a reader outside the fusions needs it written anyway) and each reader reads
// it. A broadcast of a small operand or an op of one operand pays; x * sigmoid(x) read by two fusions
// (its two operands read twice, against its result written once and read twice) does not, and its copies
// would also keep both operands alive until the last reader.
bool CopiesPay(double operand_bytes, double result_bytes, size_t readers, bool written_anyway) {
  const double n = static_cast<double>(readers);
  return operand_bytes * n < result_bytes * (written_anyway ? n : n + 1);
}

// The op of `block` that holds `op` (itself, or the region op whose body holds it), null if none does.
const Op* InBlock(const Op* op, const Block& block) {
  while (op && op->parent_block() != &block)
    op = op->parent_block() ? op->parent_block()->parent_op() : nullptr;
  return op;
}

struct Group {
  std::vector<const Op*> ops;  // program order
  bool alive = true;
  double flops_per_element = 0;  // of the root's element, summed over the group's ops
};

}  // namespace

bool ReadsSameElement(const Op& op) {
  if (op.kind() == OpKind::kBroadcastInDim) return op.operand(0)->type().NumElements() == 1;
  if (op.kind() == OpKind::kReshape) return true;
  return op.info().MapsElements();
}

std::vector<Fusion> PlanFusions(const Block& block, const std::function<bool(const Op&)>& fusible) {
  std::unordered_map<const Op*, size_t> position;
  for (size_t i = 0; i < block.ops().size(); ++i) position[block.ops()[i].get()] = i;
  std::vector<Group> groups;
  std::unordered_map<const Op*, int> group_of;  // the group an op is the root of, or a member of
  std::unordered_map<const Op*, std::vector<int>> in_groups;  // every group that computes the op
  for (const auto& owned : block.ops()) {
    const Op& op = *owned;
    if (!fusible(op)) continue;
    group_of[&op] = static_cast<int>(groups.size());
    in_groups[&op].push_back(static_cast<int>(groups.size()));
    groups.push_back({{&op}, true, FlopsPerElement(op.kind())});
  }
  std::vector<bool> copied(groups.size(), false);  // the group's op also computes inside other groups
  auto root = [&](int g) { return groups[g].ops.back(); };
  auto merge_into = [&](int from, int into) {
    Group& a = groups[from];
    Group& b = groups[into];
    for (const Op* op : a.ops) {
      if (group_of[op] == from) group_of[op] = into;  // copies of other groups' ops stay theirs
      in_groups[op].push_back(into);
    }
    b.ops.insert(b.ops.end(), a.ops.begin(), a.ops.end());
    std::sort(b.ops.begin(), b.ops.end(),
              [&](const Op* x, const Op* y) { return position[x] < position[y]; });
    b.ops.erase(std::unique(b.ops.begin(), b.ops.end()), b.ops.end());
    b.flops_per_element += a.flops_per_element;
    a.alive = false;
  };

  // Whether `op` is in any of groups `hs` (as its own op or a copy).
  auto in_any = [&](std::initializer_list<int> hs, const Op* op) {
    return std::any_of(hs.begin(), hs.end(), [&](int h) {
      return std::find(groups[h].ops.begin(), groups[h].ops.end(), op) != groups[h].ops.end();
    });
  };
  // The ops of groups `hs` (their own, not copies of other groups' ops) besides the root of the last
  // whose results ops outside all of them read: the outputs a group of them merged would write.
  auto read_outside = [&](std::initializer_list<int> hs) {
    auto member = [&](const Op* op) { return in_any(hs, op); };
    const Op* new_root = root(*(hs.end() - 1));
    std::vector<const Op*> outputs;
    for (int h : hs)
      for (const Op* op : groups[h].ops) {
        if (op == new_root || group_of[op] != h) continue;
        const auto& users = op->result(0)->users();
        if (!std::all_of(users.begin(), users.end(), member)) outputs.push_back(op);
      }
    return outputs;
  };
  auto merged_ops = [&](int g, int into) {
    std::vector<const Op*> ops = groups[g].ops;
    ops.insert(ops.end(), groups[into].ops.begin(), groups[into].ops.end());  // `into`'s root last
    return ops;
  };
  // Whether the merge of group `g` into `into` leaves its outputs writable: read only after the merged
  // root (the kernel runs there), by a group of same-element ops and iotas that can write them.
  auto keeps_outputs = [&](int g, int into) {
    const std::vector<const Op*> outputs = read_outside({g, into});
    if (outputs.empty()) return true;
    for (const Op* op : outputs)
      for (const Op* user : op->result(0)->users()) {
        if (in_any({g, into}, user)) continue;
        const Op* at = InBlock(user, block);
        if (!at || position[at] <= position[root(into)]) return false;
      }
    const std::vector<const Op*> ops = merged_ops(g, into);
    return std::all_of(ops.begin(), ops.end(), [](const Op* op) { return MayWriteOutputs(*op); }) &&
           OutputsWritable(ops, outputs);
  };
  // Whether copies of group `g`'s ops in `into` leave `into`'s outputs writable (a copy may make the
  // kernel loop over rows).
  auto copy_keeps_outputs = [&](int g, int into) {
    return OutputsWritable(merged_ops(g, into), read_outside({into}));
  };

  // Producer-into-consumer merges, best saving first, until none is left.
  while (true) {
    struct Candidate {
      double saving;
      int from, into;
      bool duplicate;
    };
    std::vector<Candidate> candidates;
    for (int g = 0; g < static_cast<int>(groups.size()); ++g) {
      if (!groups[g].alive) continue;
      const Op* r = root(g);
      if (r->kind() == OpKind::kReduce || r->kind() == OpKind::kReduceWindow)
        continue;  // a reduction only ends a fusion
      std::set<int> consumers;
      bool outside = false, reshaped_outside = false, repeats = false;
      for (const Op* user : r->result(0)->users()) {
        auto it = group_of.find(user);
        if (it == group_of.end() || user->parent_block() != &block) {
          outside = true;
          continue;
        }
        consumers.insert(it->second);
        repeats |= RepeatsReads(*user);
        // A reshape read outside the fusions reads the result's bytes as they are, so they are written.
        if (user->kind() == OpKind::kReshape)
          for (const Op* next : user->result(0)->users())
            reshaped_outside |= !group_of.count(next) || next->parent_block() != &block;
      }
      if (consumers.empty()) continue;
      const double bytes = BytesOfType(r->result(0)->type());
      // Cheap enough to compute again in every reader: a few flops per element (one op, or an op and
      // the broadcast or other data movement it reads through).
      const bool cheap = groups[g].flops_per_element <= kCheapFlopsPerElement;
      if (consumers.size() == 1 && !outside) {
        const int into = *consumers.begin();
        // Copies of a group's op read its operands from memory: it takes no producers in.
        if (copied[g] || copied[into]) continue;
        const double ratio = Elements(root(into)->result(0)) / std::max(1.0, Elements(r->result(0)));
        const double repeated = repeats ? std::max(ratio, 2.0) - 1 : std::max(ratio - 1, 0.0);
        if (repeated > 0 && groups[g].flops_per_element > 1) continue;  // never repeat expensive work
        if (!keeps_outputs(g, into)) continue;
        candidates.push_back(
            {2 * bytes - repeated * groups[g].flops_per_element * Elements(r->result(0)), g, into, false});
      } else if (cheap && CopiesPay(ExternalReadBytes(groups[g].ops), bytes, consumers.size(),
                                    outside || reshaped_outside)) {
        for (int into : consumers)
          if (!copied[into] && copy_keeps_outputs(g, into)) candidates.push_back({bytes, g, into, true});
      } else if (!copied[g]) {
        // Into one reader, the result kept as an output for the others: its read there is saved.
        for (int into : consumers)
          if (!copied[into] && keeps_outputs(g, into)) candidates.push_back({bytes, g, into, false});
      }
    }
    // Siblings, once no producer merges or copies are left (they may still take a sibling in and so
    // make a producer's readers one): a group of same-element ops whose every operand that is not a
    // scalar or a constant another, later group of them reads too merges into it, each operand then
    // read once; its root becomes an output there (the rounds of a generator whose last two ops each
    // read the same word).
    auto same_element = [&](int g) {
      return std::all_of(groups[g].ops.begin(), groups[g].ops.end(),
                         [](const Op* op) { return MayWriteOutputs(*op); });
    };
    for (int g = 0; candidates.empty() && g < static_cast<int>(groups.size()); ++g) {
      if (!groups[g].alive || copied[g] || !same_element(g)) continue;
      std::vector<const Value*> shared;
      for (const Value* v : ExternalOperands(groups[g].ops)) {
        const Op* def = v->defining_op();
        if (Elements(v) > 1 && !(def && def->kind() == OpKind::kConstant)) shared.push_back(v);
      }
      if (shared.empty()) continue;
      std::set<int> tried;
      for (const Op* user : shared[0]->users()) {
        auto it = group_of.find(user);
        if (it == group_of.end() || user->parent_block() != &block) continue;
        const int into = it->second;
        if (into == g || !groups[into].alive || copied[into] || !tried.insert(into).second) continue;
        if (position[root(into)] <= position[root(g)] || !same_element(into) ||
            Elements(root(into)->result(0)) != Elements(root(g)->result(0)))
          continue;
        const std::vector<const Value*> read = ExternalOperands(groups[into].ops);
        if (!std::all_of(shared.begin(), shared.end(), [&](const Value* v) {
              return std::find(read.begin(), read.end(), v) != read.end();
            }))
          continue;
        if (!keeps_outputs(g, into)) continue;
        double bytes = 0;
        for (const Value* v : shared) bytes += BytesOfType(v->type());
        candidates.push_back({bytes, g, into, false});
      }
    }
    if (candidates.empty()) break;
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& a, const Candidate& b) { return a.saving > b.saving; });
    bool merged = false;
    std::set<int> touched;
    for (const Candidate& c : candidates) {
      if (!groups[c.from].alive || !groups[c.into].alive || touched.count(c.from) || touched.count(c.into))
        continue;
      if (c.duplicate) {
        // A copy of the cheap group computes inside the consumer; the group keeps its own kernel for
        // the rest.
        Group& b = groups[c.into];
        if (std::find(b.ops.begin(), b.ops.end(), root(c.from)) != b.ops.end()) continue;
        for (const Op* op : groups[c.from].ops) {
          if (std::find(b.ops.begin(), b.ops.end(), op) != b.ops.end()) continue;
          b.ops.insert(std::upper_bound(b.ops.begin(), b.ops.end(), op,
                                        [&](const Op* x, const Op* y) { return position[x] < position[y]; }),
                       op);
          in_groups[op].push_back(c.into);
        }
        b.flops_per_element += groups[c.from].flops_per_element;
        copied[c.from] = true;
        touched.insert(c.into);
        merged = true;
        continue;
      }
      // A group copied into its readers earlier in this round takes no producers in (its copies would
      // lack them), and neither does one that holds copies.
      if (copied[c.from] || copied[c.into]) continue;
      merge_into(c.from, c.into);
      touched.insert(c.from);
      touched.insert(c.into);
      merged = true;
    }
    if (!merged) break;
    // A duplicated group whose every reader now computes it has no kernel of its own left to run.
    for (int g = 0; g < static_cast<int>(groups.size()); ++g) {
      if (!groups[g].alive || !copied[g]) continue;
      const Op* r = root(g);
      // Every live group that computes a reader (itself or a copy of it) must compute the op too.
      const std::vector<int>& with_r = in_groups[r];
      bool needed = false;
      for (const Op* user : r->result(0)->users()) {
        auto it = in_groups.find(user);
        if (it == in_groups.end() || user->parent_block() != &block) {
          needed = true;
          break;
        }
        bool computed = false;
        for (int g2 : it->second) {
          if (!groups[g2].alive) continue;
          computed = true;
          if (std::find(with_r.begin(), with_r.end(), g2) == with_r.end()) needed = true;
        }
        needed |= !computed;
      }
      if (!needed) groups[g].alive = false;
    }
  }

  std::vector<Fusion> fusions;
  for (int g = 0; g < static_cast<int>(groups.size()); ++g) {
    if (!groups[g].alive) continue;
    const std::vector<const Op*>& ops = groups[g].ops;
    const bool only_reshapes =
        std::all_of(ops.begin(), ops.end(), [](const Op* op) { return op->kind() == OpKind::kReshape; });
    if (only_reshapes) continue;
    Fusion fusion{ops, read_outside({g})};
    fusions.push_back(std::move(fusion));
  }
  std::sort(fusions.begin(), fusions.end(), [&](const Fusion& a, const Fusion& b) {
    return position[a.ops.back()] < position[b.ops.back()];
  });
  return fusions;
}

std::string FindUnwrittenRead(const std::vector<Fusion>& fusions) {
  std::unordered_set<const Op*> roots, fused;
  for (const Fusion& f : fusions) {
    roots.insert(f.ops.back());
    roots.insert(f.outputs.begin(), f.outputs.end());
    fused.insert(f.ops.begin(), f.ops.end());
  }
  for (const Fusion& f : fusions) {
    std::unordered_set<const Op*> inside(f.ops.begin(), f.ops.end());
    for (const Op* op : f.ops)
      for (const Value* v : op->operands()) {
        const Op* def = v->defining_op();
        if (def && !inside.count(def) && fused.count(def) && !roots.count(def))
          return std::string(op->name()) + " (in the fusion of " + f.ops.back()->name() + ") reads " +
                 def->name() + ", which no step writes";
      }
  }
  return "";
}

}  // namespace hlx::schedule
