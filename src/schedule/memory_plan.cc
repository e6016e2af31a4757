#include "schedule/memory_plan.h"

#include <algorithm>
#include <iterator>
#include <map>

#include "support/check.h"

namespace hlx::schedule {
namespace {

int64_t RoundUp(int64_t bytes) { return (bytes + kArenaAlignment - 1) / kArenaAlignment * kArenaAlignment; }

// Free byte ranges of the arena, by offset, merged with their neighbours.
class FreeList {
 public:
  int64_t Allocate(int64_t bytes, int64_t& arena_end) {
    auto best = free_.end();
    for (auto it = free_.begin(); it != free_.end(); ++it)
      if (it->second >= bytes && (best == free_.end() || it->second < best->second)) best = it;
    if (best != free_.end()) {
      const int64_t offset = best->first, size = best->second;
      free_.erase(best);
      if (size > bytes) free_[offset + bytes] = size - bytes;
      return offset;
    }
    // Grow the arena, starting inside a free range that reaches its end.
    if (!free_.empty()) {
      auto last = std::prev(free_.end());
      if (last->first + last->second == arena_end) {
        const int64_t offset = last->first;
        free_.erase(last);
        arena_end = offset + bytes;
        return offset;
      }
    }
    const int64_t offset = arena_end;
    arena_end += bytes;
    return offset;
  }
  void Release(int64_t offset, int64_t bytes) {
    auto next = free_.lower_bound(offset);
    if (next != free_.end() && offset + bytes == next->first) {
      bytes += next->second;
      next = free_.erase(next);
    }
    if (next != free_.begin()) {
      auto prev = std::prev(next);
      if (prev->first + prev->second == offset) {
        prev->second += bytes;
        return;
      }
    }
    free_[offset] = bytes;
  }

 private:
  std::map<int64_t, int64_t> free_;
};

// Groups of buffers that share bytes because each takes over the previous one in place: `group[i]` is
// the first buffer of i's chain. A buffer takes over an operand only when the operand dies at its
// definition, both round to the same size, and no other buffer took that operand over first.
std::vector<int> InPlaceChains(std::span<const BufferUse> buffers) {
  std::vector<int> group(buffers.size()), by_def(buffers.size());
  for (size_t i = 0; i < buffers.size(); ++i) group[i] = by_def[i] = static_cast<int>(i);
  std::stable_sort(by_def.begin(), by_def.end(),
                   [&](int a, int b) { return buffers[a].def < buffers[b].def; });
  std::vector<bool> handed_over(buffers.size(), false);
  for (int i : by_def) {
    const int from = buffers[i].in_place_of;
    if (from < 0 || handed_over[from] || buffers[from].last_use != buffers[i].def ||
        RoundUp(buffers[from].bytes) != RoundUp(buffers[i].bytes) || buffers[from].def >= buffers[i].def)
      continue;
    handed_over[from] = true;
    group[i] = group[from];
  }
  return group;
}

// Places the buffers step by step, as the program runs: a step's results take the best-fitting free range
// (else the arena's end) before the buffers dying at that step are freed.
MemoryPlan PlanInOrder(std::span<const BufferUse> buffers, const std::vector<int>& group) {
  MemoryPlan plan;
  plan.offsets.assign(buffers.size(), -1);
  int last_step = 0;
  for (const BufferUse& b : buffers) last_step = std::max(last_step, b.last_use);
  std::vector<std::vector<int>> defined(last_step + 1), dying(last_step + 1);
  std::vector<bool> passes_on(buffers.size(), false);  // its bytes go on to the next of its chain
  for (size_t i = 0; i < buffers.size(); ++i) {
    defined[buffers[i].def].push_back(static_cast<int>(i));
    dying[buffers[i].last_use].push_back(static_cast<int>(i));
    if (group[i] != static_cast<int>(i)) passes_on[buffers[i].in_place_of] = true;
  }
  FreeList free;
  for (int step = 0; step <= last_step; ++step) {
    for (int i : defined[step])
      plan.offsets[i] = group[i] != i ? plan.offsets[buffers[i].in_place_of]
                                      : free.Allocate(RoundUp(buffers[i].bytes), plan.arena_bytes);
    for (int i : dying[step])
      if (!passes_on[i]) free.Release(plan.offsets[i], RoundUp(buffers[i].bytes));
  }
  return plan;
}

// Places whole chains, largest first, each at the lowest offset where it fits beside the chains
// already placed whose live ranges meet its own (best fit among the gaps, else above them all). Large
// buffers placed first leave the gaps small ones fill, which placing in program order cannot foresee.
MemoryPlan PlanLargestFirst(std::span<const BufferUse> buffers, const std::vector<int>& group) {
  struct Chain {
    int64_t bytes = 0;
    int def = 0, last_use = 0;
    int64_t offset = -1;
  };
  std::vector<Chain> chains(buffers.size());
  std::vector<int> roots;
  for (size_t i = 0; i < buffers.size(); ++i) {
    if (group[i] != static_cast<int>(i)) continue;
    roots.push_back(static_cast<int>(i));
    chains[i] = {RoundUp(buffers[i].bytes), buffers[i].def, buffers[i].last_use, -1};
  }
  for (size_t i = 0; i < buffers.size(); ++i)
    chains[group[i]].last_use = std::max(chains[group[i]].last_use, buffers[i].last_use);
  std::stable_sort(roots.begin(), roots.end(),
                   [&](int a, int b) { return chains[a].bytes > chains[b].bytes; });
  MemoryPlan plan;
  std::vector<int> placed;
  std::vector<std::pair<int64_t, int64_t>> taken;  // [begin, end) of placed chains live at the same time
  for (int root : roots) {
    Chain& c = chains[root];
    taken.clear();
    for (int other : placed) {
      const Chain& o = chains[other];
      if (o.def <= c.last_use && c.def <= o.last_use) taken.emplace_back(o.offset, o.offset + o.bytes);
    }
    std::sort(taken.begin(), taken.end());
    int64_t best = -1, best_gap = 0, cursor = 0;
    for (const auto& [begin, end] : taken) {
      if (begin - cursor >= c.bytes && (best < 0 || begin - cursor < best_gap)) {
        best = cursor;
        best_gap = begin - cursor;
      }
      cursor = std::max(cursor, end);
    }
    c.offset = best >= 0 ? best : cursor;
    plan.arena_bytes = std::max(plan.arena_bytes, c.offset + c.bytes);
    placed.push_back(root);
  }
  plan.offsets.resize(buffers.size());
  for (size_t i = 0; i < buffers.size(); ++i) plan.offsets[i] = chains[group[i]].offset;
  return plan;
}

}  // namespace

MemoryPlan PlanMemory(std::span<const BufferUse> buffers) {
  for (const BufferUse& b : buffers) HLX_CHECK(b.def <= b.last_use);
  const std::vector<int> group = InPlaceChains(buffers);
  MemoryPlan in_order = PlanInOrder(buffers, group);
  MemoryPlan largest_first = PlanLargestFirst(buffers, group);
  MemoryPlan plan =
      largest_first.arena_bytes < in_order.arena_bytes ? std::move(largest_first) : std::move(in_order);
  // Live bytes per step, from a difference array over each chain's live range.
  int last_step = 0;
  for (const BufferUse& b : buffers) last_step = std::max(last_step, b.last_use);
  std::vector<int64_t> delta(last_step + 2, 0);
  std::vector<int> chain_end(buffers.size(), -1);
  for (size_t i = 0; i < buffers.size(); ++i)
    chain_end[group[i]] = std::max(chain_end[group[i]], buffers[i].last_use);
  for (size_t i = 0; i < buffers.size(); ++i) {
    if (group[i] != static_cast<int>(i)) continue;
    delta[buffers[i].def] += RoundUp(buffers[i].bytes);
    delta[chain_end[i] + 1] -= RoundUp(buffers[i].bytes);
  }
  int64_t live = 0;
  for (int64_t d : delta) plan.live_peak_bytes = std::max(plan.live_peak_bytes, live += d);
  return plan;
}

}  // namespace hlx::schedule
