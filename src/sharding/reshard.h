// What the SPMD partitioner emits the per-device program with: a builder of local ops, per-device tables
// indexed by partition_id, the collectives over mesh axes, and resharding, which turns each device's
// piece of a value split one way into its piece of the value split another way.
//
// Devices are partition ids: the device a mesh position holds (Mesh::DeviceAt) runs as that partition.
// Every mesh a sharding names has num_partitions devices, or is maximal (one device), which the
// partitioner treats as replicated. A value's local (per-device) shape is its global shape divided by the
// pieces of each dimension, rounded up (LocalShape); the padding at the end of an uneven dimension holds
// unspecified values, which the ops that would read them mask (MaskPadding).
//
// Collectives are written as XLA writes them: replica_groups of partition ids (each group ordered by
// the tile index its members hold), a channel_handle of a fresh handle (type 1, device to device) and,
// for all_gather, all_reduce and reduce_scatter, use_global_device_ids (their groups then name global
// ids, replica * num_partitions + partition, one set of groups per replica).
#pragma once

#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <tuple>
#include <vector>

#include "ir/ir.h"
#include "sharding/sharding.h"
#include "support/status.h"

namespace hlx {

// A value of the per-device program: its local value, the global value's type, and how that is split.
// A replicated sharding may name no mesh (`mesh` empty). A manual value (the inside of a manual
// computation) is each device's own: it has no global meaning and is never resharded.
struct ShardedValue {
  Value* local = nullptr;
  Type global;
  TensorSharding sharding;
  bool manual = false;
};

// The replicated sharding of rank `rank`, on no mesh.
TensorSharding Replicated(int64_t rank);

// `s` as the partitioner compares shardings: size-1 axes dropped, open dimensions, priorities and the
// replicated list forgotten, a maximal mesh's or a mesh without split dimensions' sharding replicated
// on no mesh.
TensorSharding Normalize(const TensorSharding& s, const MeshTable& meshes);

// The index of mesh position `position` along `axes` (pieces of mesh axes, major to minor): the
// mixed-radix number their coordinates make.
int64_t AxesIndex(const Mesh& mesh, std::span<const AxisRef> axes, int64_t position);

// The mesh position of partition `device` (its index in the mesh's device ids, or itself).
int64_t MeshPosition(const Mesh& mesh, int64_t device);

// The tile index along dimension `dim` that partition `device` holds of a value split as `s` on `mesh`.
int64_t TileIndex(const TensorSharding& s, const Mesh& mesh, int64_t dim, int64_t device);

// The devices that differ only in their coordinates along `axes`, one group per combination of the
// other coordinates (in the order of the group's first mesh position), each group ordered by AxesIndex.
std::vector<std::vector<int64_t>> DeviceGroups(const Mesh& mesh, std::span<const AxisRef> axes);

// Appends to `to` a region that is a copy of `from` (a region of one block that reads nothing from
// outside it, as reductions' are).
void CloneRegionInto(const Region& from, Op& to);

class SpmdBuilder {
 public:
  // The program runs as `num_replicas` replicas of `num_partitions` partitions; collectives stay within a
  // replica.
  SpmdBuilder(Module& module, const MeshTable& meshes, int64_t num_partitions, int64_t num_replicas);

  TypeContext& types() const { return module_.types(); }
  const MeshTable& meshes() const { return meshes_; }
  int64_t num_partitions() const { return num_partitions_; }
  int64_t num_replicas() const { return num_replicas_; }
  // The mesh of a sharding with split dimensions or unreduced axes.
  const Mesh& MeshOf(const TensorSharding& s) const;

  // Inside the body of a manual computation over `axes` of `mesh` (none: outside every manual
  // computation), values are each device's own along those axes: resharding moves data only between
  // devices of the same coordinates along them.
  void SetManualAxes(const std::string& mesh, std::vector<std::string> axes) {
    manual_mesh_ = mesh;
    manual_axes_ = std::move(axes);
  }

  // New ops go to the end of `block` and take the location of `at`.
  void SetInsertionPoint(Block* block, const Op* at) {
    block_ = block;
    at_ = at;
  }
  Block* block() const { return block_; }
  const Op& at() const { return *at_; }

  // The local type of a value of type `global` split as `s`: each dimension divided by its pieces,
  // rounded up. Non-tensor types and replicated shardings keep `global`.
  Type LocalType(Type global, const TensorSharding& s) const;

  // ---- Emitting ops ----
  Op* Emit(OpKind kind, std::span<Value* const> operands, std::span<const Type> results,
           std::vector<NamedAttr> attrs = {});
  Value* Emit1(OpKind kind, std::span<Value* const> operands, Type result, std::vector<NamedAttr> attrs = {});
  // A constant of `type` whose every element is zero bits (0, +0.0, false).
  Value* Zeros(Type type);
  // The scalar tensor<i32> `value`.
  Value* ScalarI32(int64_t value);
  // This device's entry of `table` (one entry per partition id) as a tensor<i32>: a constant table
  // sliced at partition_id, or a constant where every entry is the same.
  Value* PerDevice(std::span<const int64_t> table);
  // `scalar` (a rank-0 tensor) broadcast to `type`'s shape, converted to its element type first where
  // they differ.
  Value* Broadcast(Value* scalar, Type type);
  // An i64 integer attribute.
  Attr I64(int64_t value) const;

  // ---- Collectives over device groups ----
  Value* AllGather(Value* x, int64_t dim, const std::vector<std::vector<int64_t>>& groups);
  // With `computation` (a region of two scalars to one) or, when null, the sum of the element type.
  Value* AllReduce(Value* x, const std::vector<std::vector<int64_t>>& groups, const Region* computation);
  Value* ReduceScatter(Value* x, int64_t dim, const std::vector<std::vector<int64_t>>& groups);
  Value* AllToAll(Value* x, int64_t split_dim, int64_t concat_dim,
                  const std::vector<std::vector<int64_t>>& groups);
  Value* CollectivePermute(Value* x, const std::vector<std::pair<int64_t, int64_t>>& pairs);

  // ---- Per-device tables ----
  // The tile index along dimension `dim` that each device holds under `s` (one entry per partition id).
  std::vector<int64_t> TileIndexTable(const TensorSharding& s, int64_t dim) const;
  // The mesh position of each partition id on `mesh`.
  int64_t PositionOf(const Mesh& mesh, int64_t device) const;

  // `x` (the local value of a value of type `global` split as `s`) with the padding of dimensions `dims`
  // replaced by `fill`, a rank-0 value of x's element type (null: zero). Dimensions that are not padded
  // are left.
  Value* MaskPadding(Value* x, Type global, const TensorSharding& s, std::span<const int64_t> dims,
                     Value* fill);

  // `x` (the local value of a value of type `global` split as `s`) extended along dimension `dim` by the
  // `low` elements before its piece and the `high` elements after it, taken from the neighbouring pieces
  // with collective_permute; `fill` (a rank-0 value) past the ends of the dimension and in its padding.
  // `low` and `high` are at most the local size.
  Value* HaloExchange(Value* x, Type global, const TensorSharding& s, int64_t dim, int64_t low, int64_t high,
                      Value* fill);

  // Each device's piece of `v` split as `to`: the collectives and local slices that move the pieces
  // (resharding table in docs/sharding.md). `to` may name a mesh other than v's.
  StatusOr<ShardedValue> Reshard(const ShardedValue& v, const TensorSharding& to);

 private:
  // `groups` of partition ids as replica_groups; `flattened`: as the global ids (replica * partitions +
  // partition) of every replica's groups, for use_global_device_ids.
  Attr ReplicaGroups(const std::vector<std::vector<int64_t>>& groups, bool flattened) const;
  Attr NextChannel();
  void AddSumRegion(Op& op, Type element);
  // The steps of Reshard, on normalized shardings.
  // Sums the partial sums of v over its unreduced axes but `keep`: with reduce_scatter where `to` splits a
  // dimension further by exactly those axes, else with all_reduce.
  ShardedValue ResolveUnreduced(ShardedValue v, const TensorSharding& to, std::span<const AxisRef> keep);
  // Makes v a partial sum over `axes` (of to's mesh): the value on the devices at index 0 of `axes`,
  // zeros elsewhere.
  ShardedValue AddUnreduced(ShardedValue v, const TensorSharding& to, std::span<const AxisRef> axes);
  bool SameDeviceTiles(const TensorSharding& a, const TensorSharding& b) const;
  ShardedValue Permute(const ShardedValue& v, const TensorSharding& to);
  ShardedValue Retile(ShardedValue v, const TensorSharding& to);
  // Dimension `dim` all-gathered over its axes after the first `keep`; a dimension gathered whole is
  // cut back to its global size.
  ShardedValue GatherDim(ShardedValue v, int64_t dim, size_t keep);

  Module& module_;
  const MeshTable& meshes_;
  int64_t num_partitions_, num_replicas_;
  int64_t next_channel_ = 1;
  Block* block_ = nullptr;
  const Op* at_ = nullptr;
  // partition_id as a tensor<i32>, and the tables looked up, per block.
  std::map<const Block*, Value*> partition_id_;
  std::map<std::pair<const Block*, std::vector<int64_t>>, Value*> tables_;
  std::string manual_mesh_;
  std::vector<std::string> manual_axes_;
  // Device position of each partition id per mesh.
  mutable std::map<std::string, std::vector<int64_t>> positions_;
};

}  // namespace hlx
