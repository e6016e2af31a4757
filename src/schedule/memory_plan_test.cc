#include "schedule/memory_plan.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

namespace hlx::schedule {
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

TEST(MemoryPlan, LargestFirstAvoidsFragmentation) {
  // In program order, T (long-lived, small) lands at the start of the space P and Q freed, and W no
  // longer fits there: 576 bytes. Placing W first and the small buffers around it needs 384.
  std::vector<BufferUse> buffers = {
      {128, 0, 1, -1}, {128, 0, 1, -1}, {64, 1, 3, -1}, {64, 2, 4, -1}, {256, 3, 4, -1}};
  MemoryPlan plan = PlanMemory(buffers);
  EXPECT_EQ(plan.arena_bytes, 384);
  EXPECT_EQ(plan.live_peak_bytes, 384);
}

TEST(MemoryPlan, RandomPlansKeepLiveBuffersApart) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<BufferUse> buffers;
    std::vector<bool> taken_over;  // its bytes pass on to a result at its last use
    const int steps = 2 + static_cast<int>(rng() % 30);
    for (int step = 0; step < steps; ++step) {
      for (int r = static_cast<int>(rng() % 3); r >= 0; --r) {
        BufferUse b;
        b.bytes = 1 + static_cast<int64_t>(rng() % 4096);
        b.def = step;
        b.last_use = step + static_cast<int>(rng() % 6);
        // Sometimes an operand of the same size dying here.
        for (size_t j = 0; j < buffers.size(); ++j)
          if (buffers[j].last_use == step && buffers[j].def < step && !taken_over[j] && rng() % 2) {
            b.bytes = buffers[j].bytes;
            b.in_place_of = static_cast<int>(j);
            taken_over[j] = true;
            break;
          }
        buffers.push_back(b);
        taken_over.push_back(false);
      }
    }
    MemoryPlan plan = PlanMemory(buffers);
    int64_t peak_live = 0;  // no plan can use less than the most bytes live at one step
    for (int step = 0; step < steps + 6; ++step) {
      int64_t live = 0;
      for (size_t i = 0; i < buffers.size(); ++i) {
        const BufferUse& b = buffers[i];
        if (b.def <= step && step <= b.last_use && !(taken_over[i] && step == b.last_use))
          live += (b.bytes + kArenaAlignment - 1) / kArenaAlignment * kArenaAlignment;
      }
      peak_live = std::max(peak_live, live);
    }
    EXPECT_EQ(plan.live_peak_bytes, peak_live);
    EXPECT_GE(plan.arena_bytes, peak_live);
    for (size_t i = 0; i < buffers.size(); ++i) {
      EXPECT_LE(plan.offsets[i] + buffers[i].bytes, plan.arena_bytes);
      for (size_t j = i + 1; j < buffers.size(); ++j) {
        const bool live_together =
            buffers[i].def <= buffers[j].last_use && buffers[j].def <= buffers[i].last_use;
        const bool in_place =
            buffers[j].in_place_of == static_cast<int>(i) || buffers[i].in_place_of == static_cast<int>(j);
        if (live_together && !in_place) {
          EXPECT_FALSE(Overlap(plan, buffers, i, j)) << trial;
        }
      }
    }
  }
}

}  // namespace
}  // namespace hlx::schedule
