#include "backend/cpu/memory_plan.h"

#include <gtest/gtest.h>

namespace hlx::cpu {
namespace {

bool Overlap(const MemoryPlan& plan, const std::vector<BufferUse>& b, int i, int j) {
  return plan.offsets[i] < plan.offsets[j] + b[j].bytes && plan.offsets[j] < plan.offsets[i] + b[i].bytes;
}

TEST(MemoryPlan, BuffersLiveTogetherNeverOverlap) {
  // A chain a -> b -> c -> d where each buffer dies at the next step, plus one buffer live throughout.
  std::vector<BufferUse> buffers = {
      {100, 0, 1, -1}, {100, 1, 2, -1}, {100, 2, 3, -1}, {100, 3, 4, -1}, {50, 0, 4, -1}};
  MemoryPlan plan = PlanMemory(buffers);
  for (int i = 0; i < 5; ++i) {
    for (int j = i + 1; j < 5; ++j) {
      const bool live_together =
          buffers[i].def <= buffers[j].last_use && buffers[j].def <= buffers[i].last_use;
      if (live_together) {
        EXPECT_FALSE(Overlap(plan, buffers, i, j)) << i << " " << j;
      }
    }
  }
  // Two 128-byte slots reused for the chain, one 64-byte slot for the long-lived buffer.
  EXPECT_EQ(plan.arena_bytes, 2 * 128 + 64);
  for (int64_t offset : plan.offsets) EXPECT_EQ(offset % kArenaAlignment, 0);
}

TEST(MemoryPlan, InPlaceTakesOverADyingOperand) {
  std::vector<BufferUse> buffers = {{256, 0, 1, -1}, {256, 1, 2, 0}, {256, 2, 3, 1}};
  MemoryPlan plan = PlanMemory(buffers);
  EXPECT_EQ(plan.offsets[0], plan.offsets[1]);
  EXPECT_EQ(plan.offsets[1], plan.offsets[2]);
  EXPECT_EQ(plan.arena_bytes, 256);
}

TEST(MemoryPlan, NoInPlaceWhenTheOperandLivesOn) {
  std::vector<BufferUse> buffers = {{256, 0, 2, -1}, {256, 1, 2, 0}};
  MemoryPlan plan = PlanMemory(buffers);
  EXPECT_NE(plan.offsets[0], plan.offsets[1]);
  EXPECT_EQ(plan.arena_bytes, 512);
}

}  // namespace
}  // namespace hlx::cpu
