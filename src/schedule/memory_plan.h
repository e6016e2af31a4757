// The memory plan of a compiled program: one arena per run, and each intermediate buffer's offset in
// it, chosen from the buffers' live ranges so that buffers that are never live at the same time share
// bytes.
//
// Steps are numbered in execution order. A buffer is defined by step `def` and last read by step
// `last_use` (>= def). A buffer may name an operand buffer of its defining step that it may take over
// in place (`in_place_of`): the step reads each element of that operand before it writes the same
// element, so when that operand dies at this step the two share bytes. Offsets are multiples of
// kArenaAlignment.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace hlx::schedule {

inline constexpr int64_t kArenaAlignment = 64;

struct BufferUse {
  int64_t bytes = 0;
  int def = 0;
  int last_use = 0;
  int in_place_of = -1;  // index of a buffer this one may reuse, or -1
};

struct MemoryPlan {
  std::vector<int64_t> offsets;  // one per buffer
  int64_t arena_bytes = 0;
  // The most bytes live at one step (buffers taken over in place counted once): no plan's arena is
  // smaller, so arena_bytes / live_peak_bytes says how much the placement wastes.
  int64_t live_peak_bytes = 0;
};

// Assigns offsets so that buffers live at the same step never overlap (a result never overlaps an
// operand unless it was allowed to take it over in place). Two placements are tried, and the smaller
// arena kept: step by step in program order (best fit among the free ranges), and largest buffer first
// beside the buffers already placed whose live ranges meet its own.
MemoryPlan PlanMemory(std::span<const BufferUse> buffers);

}  // namespace hlx::schedule
