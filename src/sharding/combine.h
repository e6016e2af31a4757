// combine-collectives: the all_reduces of a block that meet in the same groups and reduce the same way,
// and do not depend on one another, become one variadic all_reduce, up to a size threshold; the same
// for all_gathers along the same dimension. Fewer collectives, each moving more bytes at once: every
// collective is a meeting of all its devices, whose cost is paid per meeting (XLA's all-reduce and
// all-gather combiners). The partitioned program of a training step all-reduces each gradient on its
// own; combined, the gradients of a step meet a few times.
//
// Ops combine when their operands have one element type (as MHLO requires of a variadic collective),
// and they have the same replica_groups, channel type, use_global_device_ids and (for
// all_reduce) the same reduction of one binary op over the same element type, or (for all_gather) the
// same all_gather_dim. A group grows while none of its results has been used: the combined op stands
// where the group's last op stood, so every operand is defined before it and every use follows it.
#pragma once

#include <cstdint>

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// The most bytes of operands one combined collective takes (XLA's default threshold for its
// all-reduce combiner on CPU and GPU is of this order).
inline constexpr int64_t kCombineThresholdBytes = int64_t{32} << 20;

// Combines the all_reduces and all_gathers of every block of `module`; returns whether it combined any.
StatusOr<bool> CombineCollectives(Module& module, int64_t threshold_bytes = kCombineThresholdBytes);

}  // namespace hlx
