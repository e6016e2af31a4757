// combine-collectives: the all_reduces of a block that meet in the same groups and reduce the same way,
// and do not depend on one another, become one variadic all_reduce, up to a size threshold; the same
// for all_gathers along the same dimension, and for reduce_scatters that reduce the same way along the
// same dimension (a variadic reduce_scatter: hlx's, as XLA's, takes several operands; StableHLO's takes
// one). Fewer collectives, each moving more bytes at once: every collective is a meeting of all its
// devices, whose cost is paid per meeting (XLA's all-reduce, all-gather and reduce-scatter combiners).
// The partitioned program of a training step all-reduces each gradient on its own; combined, the
// gradients of a step meet a few times.
//
// Ops combine when their operands have one element type (as MHLO requires of a variadic collective),
// and they have the same replica_groups, channel type, use_global_device_ids and (for all_reduce and
// reduce_scatter) the same reduction of one binary op over the same element type, or (for all_gather)
// the same all_gather_dim, (for reduce_scatter) the same scatter_dimension. The combined op stands where
// the group's first op stood while every operand of the group is defined before it, else where its last
// stood while no result of the group has been used before it.
#pragma once

#include <cstdint>

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// The most bytes of operands one combined collective takes (XLA's default threshold for its
// all-reduce combiner on CPU and GPU is of this order).
inline constexpr int64_t kCombineThresholdBytes = int64_t{32} << 20;

// Combines the all_reduces, all_gathers and reduce_scatters of every block of `module`; returns whether
// it combined any.
StatusOr<bool> CombineCollectives(Module& module, int64_t threshold_bytes = kCombineThresholdBytes);

// Writes each reduce_scatter of several operands as one per operand, each with a channel of its own:
// StableHLO's form, for readers that hold a program to StableHLO's op definitions (JAX reads the program
// the PJRT plugin compiled so). Returns whether it split any.
bool SplitReduceScatters(Module& module);

}  // namespace hlx
