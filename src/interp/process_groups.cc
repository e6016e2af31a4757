#include "interp/process_groups.h"

#include <algorithm>
#include <string>

#include "interp/tensor.h"

namespace hlx {

int64_t ChannelId(const Op& op) {
  Attr handle = op.attr("channel_handle");
  if (!handle.Is(AttrKind::kStruct)) return 0;
  Attr id = handle.Get("handle");
  return id ? id.int_value() : 0;
}

namespace {

bool UsesGlobalDeviceIds(const Op& op) {
  Attr a = op.attr("use_global_device_ids");
  return a && (!a.Is(AttrKind::kBool) || a.bool_value());
}

}  // namespace

GroupMode ReplicaGroupMode(const Op& op) {
  if (ChannelId(op) <= 0) return GroupMode::kCrossReplica;
  return UsesGlobalDeviceIds(op) ? GroupMode::kFlattenedIds : GroupMode::kCrossReplicaAndPartition;
}

GroupMode ReplicaOrPartitionMode(const Op& op) {
  return ChannelId(op) <= 0 ? GroupMode::kCrossReplica : GroupMode::kCrossPartition;
}

StatusOr<std::vector<std::vector<int64_t>>> IdRows(const Op& op, std::string_view name) {
  std::vector<std::vector<int64_t>> rows;
  Attr a = op.attr(name);
  if (!a) return rows;
  if (!a.Is(AttrKind::kDenseElements) || a.type().rank() != 2 ||
      !IsInteger(a.type().element_type().element()))
    return InvalidArgument("needs `" + std::string(name) + "` as a 2-D tensor of integers");
  const std::vector<int64_t> ids = ReadInts(Tensor::FromDense(a));
  const int64_t cols = a.type().dims()[1];
  for (int64_t r = 0; r < a.type().dims()[0]; ++r) {
    std::vector<int64_t> row;
    for (int64_t k = 0; k < cols; ++k)
      if (ids[r * cols + k] != -1) row.push_back(ids[r * cols + k]);
    rows.push_back(std::move(row));
  }
  return rows;
}

StatusOr<std::vector<std::vector<int64_t>>> ProcessGroups(GroupMode mode,
                                                          std::vector<std::vector<int64_t>> groups,
                                                          int64_t num_replicas, int64_t num_partitions) {
  const int64_t replicas = num_replicas, partitions = num_partitions;
  const int64_t bound = mode == GroupMode::kCrossPartition ? partitions
                        : mode == GroupMode::kFlattenedIds ? replicas * partitions
                                                           : replicas;
  if (groups.empty()) {
    groups.emplace_back();
    for (int64_t i = 0; i < bound; ++i) groups[0].push_back(i);
  }
  std::vector<std::vector<int64_t>> result;
  for (const auto& group : groups) {
    for (int64_t id : group)
      if (id < 0 || id >= bound)
        return InvalidArgument("names id " + std::to_string(id) + " in its groups, outside [0, " +
                               std::to_string(bound) + ")");
    switch (mode) {
      case GroupMode::kCrossReplica:
        for (int64_t p = 0; p < partitions; ++p) {
          result.emplace_back();
          for (int64_t r : group) result.back().push_back(r * partitions + p);
        }
        break;
      case GroupMode::kCrossPartition:
        for (int64_t r = 0; r < replicas; ++r) {
          result.emplace_back();
          for (int64_t p : group) result.back().push_back(r * partitions + p);
        }
        break;
      case GroupMode::kCrossReplicaAndPartition:
        result.emplace_back();
        for (int64_t p = 0; p < partitions; ++p)
          for (int64_t r : group) result.back().push_back(r * partitions + p);
        break;
      case GroupMode::kFlattenedIds:
        result.push_back(group);
        break;
    }
  }
  return result;
}

StatusOr<std::vector<std::vector<int64_t>>> CollectiveGroups(const Op& op, int64_t num_replicas,
                                                             int64_t num_partitions) {
  const bool replica_group_op = op.kind() == OpKind::kAllGather || op.kind() == OpKind::kAllReduce ||
                                op.kind() == OpKind::kReduceScatter || op.kind() == OpKind::kCollectiveReduce;
  const GroupMode mode = replica_group_op ? ReplicaGroupMode(op) : ReplicaOrPartitionMode(op);
  HLX_ASSIGN_OR_RETURN(auto rows, IdRows(op, "replica_groups"));
  return ProcessGroups(mode, std::move(rows), num_replicas, num_partitions);
}

int64_t GroupIndexOf(std::span<const std::vector<int64_t>> groups, int64_t process) {
  for (size_t g = 0; g < groups.size(); ++g)
    if (std::find(groups[g].begin(), groups[g].end(), process) != groups[g].end())
      return static_cast<int64_t>(g);
  return -1;
}

std::vector<int64_t> PermuteLine(const Op& op, int64_t process, int64_t num_replicas,
                                 int64_t num_partitions) {
  const bool across_replicas = ReplicaOrPartitionMode(op) == GroupMode::kCrossReplica;
  const int64_t replica = process / num_partitions, partition = process % num_partitions;
  std::vector<int64_t> line;
  for (int64_t k = 0; k < (across_replicas ? num_replicas : num_partitions); ++k)
    line.push_back(across_replicas ? k * num_partitions + partition : replica * num_partitions + k);
  return line;
}

StatusOr<std::vector<std::vector<int64_t>>> PermutePairs(const Op& op, int64_t num_replicas,
                                                         int64_t num_partitions) {
  HLX_ASSIGN_OR_RETURN(auto pairs, IdRows(op, "source_target_pairs"));
  const int64_t bound =
      ReplicaOrPartitionMode(op) == GroupMode::kCrossReplica ? num_replicas : num_partitions;
  for (const auto& pair : pairs)
    if (pair.size() != 2 || pair[0] < 0 || pair[0] >= bound || pair[1] < 0 || pair[1] >= bound)
      return InvalidArgument("has a source-target pair that is not two ids in [0, " + std::to_string(bound) +
                             ")");
  return pairs;
}

}  // namespace hlx
