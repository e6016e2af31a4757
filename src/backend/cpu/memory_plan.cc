#include "backend/cpu/memory_plan.h"

#include <algorithm>
#include <iterator>
#include <map>

#include "support/check.h"

namespace hlx::cpu {
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

}  // namespace

MemoryPlan PlanMemory(std::span<const BufferUse> buffers) {
  MemoryPlan plan;
  plan.offsets.assign(buffers.size(), -1);
  int last_step = 0;
  for (const BufferUse& b : buffers) {
    HLX_CHECK(b.def <= b.last_use);
    last_step = std::max(last_step, b.last_use);
  }
  std::vector<std::vector<int>> defined(last_step + 1), dying(last_step + 1);
  for (size_t i = 0; i < buffers.size(); ++i) {
    defined[buffers[i].def].push_back(static_cast<int>(i));
    dying[buffers[i].last_use].push_back(static_cast<int>(i));
  }
  // A buffer taken over in place passes its bytes on; `owner` says who frees them.
  std::vector<int> owner(buffers.size());
  for (size_t i = 0; i < buffers.size(); ++i) owner[i] = static_cast<int>(i);
  std::vector<bool> handed_over(buffers.size(), false);
  FreeList free;
  for (int step = 0; step <= last_step; ++step) {
    for (int i : defined[step]) {
      const BufferUse& b = buffers[i];
      const int from = b.in_place_of;
      if (from >= 0 && buffers[from].last_use == step && !handed_over[from] &&
          RoundUp(buffers[from].bytes) == RoundUp(b.bytes) && plan.offsets[from] >= 0) {
        plan.offsets[i] = plan.offsets[from];
        handed_over[from] = true;
        continue;
      }
      plan.offsets[i] = free.Allocate(RoundUp(b.bytes), plan.arena_bytes);
    }
    for (int i : dying[step])
      if (!handed_over[i]) free.Release(plan.offsets[i], RoundUp(buffers[i].bytes));
  }
  return plan;
}

}  // namespace hlx::cpu
