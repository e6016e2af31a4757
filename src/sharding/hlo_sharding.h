// XLA's HLO sharding text (what `mhlo.sharding` attributes hold) and its import into Shardy's model.
//
//   {replicated}  {maximal device=3}  {manual}  {unknown}
//   {devices=[2,4]0,1,2,3,4,5,6,7}              the tile assignment, listed
//   {devices=[4,2]<=[8]}  {devices=[2,4]<=[2,4]T(1,0)}   ... as a reshaped, transposed iota
//   {devices=[2,1,2]<=[4] last_tile_dim_replicate}     the last tile dimension holds copies
//   {devices=[2,2,2]<=[8] last_tile_dims={manual}}     the last tile dimensions are manual / replicated
//   {{replicated}, {devices=[2]0,1}}            one sharding per element of a tuple (or per result)
//
// `metadata={...}`, `shard_as N` and `shard_like N` are read and not kept.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "sharding/sharding.h"
#include "support/status.h"

namespace hlx {

struct HloSharding {
  enum class Kind { kReplicated, kMaximal, kManual, kUnknown, kTiled, kTuple };
  enum class Subgroup { kReplicated, kManual };

  Kind kind = Kind::kReplicated;
  int64_t device = 0;                   // kMaximal
  std::vector<int64_t> tile_dims;       // kTiled: the tiles of each tensor dimension, then of each subgroup
  std::vector<int64_t> iota_reshape;    // kTiled as an iota: `<=[reshape]`
  std::vector<int64_t> iota_transpose;  //   and `T(perm)`; empty when there is none
  std::vector<int64_t> devices;         // kTiled with the devices listed
  std::vector<Subgroup> subgroups;      // the trailing tile dimensions that are not tensor dimensions
  std::vector<HloSharding> elements;    // kTuple

  // kTiled: the number of devices (the product of tile_dims) and the tensor rank the tiles are for.
  int64_t num_devices() const;
  int64_t rank() const { return static_cast<int64_t>(tile_dims.size() - subgroups.size()); }
  // Whether any part of the value is per-device (manual).
  bool manual() const;
  // kTiled: the device of each tile, row-major over tile_dims (the iota computed).
  std::vector<int64_t> DeviceList() const;
};

// Reads an HLO sharding and checks it: tile dimensions of at least 1 whose product is the number of
// devices listed or reshaped (so a tile count that does not divide the devices is an error), a
// permutation as the transpose, each device id from 0 to N-1 once, subgroups no more than the tile
// dimensions. The error says what was expected and what was found.
StatusOr<HloSharding> ParseHloSharding(std::string_view text);

// Imports the non-tuple HLO shardings of one module into Shardy shardings over meshes made for them.
// Tiled shardings (all over the same number of devices) share one mesh, `mesh` with axes "_axis_0",
// "_axis_1", ... (major to minor) cut so that every iota tile assignment is whole axes of it; a tile
// assignment that cannot be (its devices are listed out of any iota order, or its pieces do not line up
// with the others') gets a mesh of its own with device ids, `mesh_1`, .... `{replicated}` is closed and
// replicated on `mesh` (a mesh without axes where no sharding is tiled), `{maximal device=N}` is on the
// mesh `maximal_mesh_N` = <[], device_ids=[N]>. Manual and unknown shardings import as nullopt. Tiled
// dimensions are closed: GSPMD shardings say exactly how each dimension is split. `taken` says which
// mesh names the module already uses.
struct HloShardingUse {
  const HloSharding* sharding;  // not a tuple
  int64_t rank;                 // of the value it shards
};
struct ImportedHloShardings {
  std::vector<std::pair<std::string, Mesh>> meshes;      // the meshes made, in order
  std::vector<std::optional<TensorSharding>> shardings;  // one per use
};
ImportedHloShardings ImportHloShardings(std::span<const HloShardingUse> uses,
                                        const std::function<bool(std::string_view)>& taken);

}  // namespace hlx
