// Which processes meet in a collective op: the spec's process groups, for the evaluator's simulated
// processes and the CPU backend's devices alike.
//
// Processes are numbered replica-major: process = replica * num_partitions + partition. A collective's
// `replica_groups` (or `source_target_pairs`) name replica ids, partition ids or flattened process ids,
// as its `channel_handle` and `use_global_device_ids` say (the spec's cross_replica, cross_partition,
// cross_replica_and_partition and flattened_ids); ProcessGroups turns them into groups of process ids.
// Each group lists its processes in the order their contributions are combined (all_reduce folds them
// left to right, all_gather concatenates them), so every process of a group sees the same order.
//
// Errors are Status messages without a location (the callers add the op's): ids out of range, a
// malformed attribute.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

enum class GroupMode { kCrossReplica, kCrossPartition, kCrossReplicaAndPartition, kFlattenedIds };

// The op's `channel_handle` id; 0 without one.
int64_t ChannelId(const Op& op);
// The mode of all_gather, all_reduce, reduce_scatter and collective_reduce: cross_replica without a
// channel, else flattened_ids with `use_global_device_ids`, else cross_replica_and_partition.
GroupMode ReplicaGroupMode(const Op& op);
// The mode of all_to_all, collective_broadcast and collective_permute: cross_replica without a channel,
// else cross_partition.
GroupMode ReplicaOrPartitionMode(const Op& op);

// The rows of the 2-D integer attribute `name` of `op`, the -1 entries (padding) dropped; empty when
// the op has no such attribute.
StatusOr<std::vector<std::vector<int64_t>>> IdRows(const Op& op, std::string_view name);

// The process groups that the id groups `groups` make in `mode` (no groups: one group of every id).
StatusOr<std::vector<std::vector<int64_t>>> ProcessGroups(GroupMode mode,
                                                          std::vector<std::vector<int64_t>> groups,
                                                          int64_t num_replicas, int64_t num_partitions);

// The process groups of a collective op with `replica_groups` (all_gather, all_reduce, reduce_scatter,
// collective_reduce, all_to_all, collective_broadcast), in its mode.
StatusOr<std::vector<std::vector<int64_t>>> CollectiveGroups(const Op& op, int64_t num_replicas,
                                                             int64_t num_partitions);

// The index in `groups` of the group that holds `process`, or -1.
int64_t GroupIndexOf(std::span<const std::vector<int64_t>> groups, int64_t process);

// collective_permute: the processes that differ from `process` only in the id its pairs name (the
// replica id without a channel, the partition id with one), in the order of that id.
std::vector<int64_t> PermuteLine(const Op& op, int64_t process, int64_t num_replicas, int64_t num_partitions);
// collective_permute's `source_target_pairs`, each checked to be two ids in range.
StatusOr<std::vector<std::vector<int64_t>>> PermutePairs(const Op& op, int64_t num_replicas,
                                                         int64_t num_partitions);

}  // namespace hlx
