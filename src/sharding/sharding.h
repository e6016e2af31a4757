// The sharding model: how a tensor is split over devices, as Shardy describes it, and the GSPMD view of it
// that a partitioner works with.
//
// A Mesh names its axes (major to minor) with their sizes; its positions, row-major over the axes, are
// devices (position p is device p unless the mesh lists device ids). A TensorSharding gives each tensor
// dimension the mesh axes that split it, major to minor, which may be sub-axes ("x":(2)4: the 4 pieces of
// axis "x" after its 2 major ones), whether more axes may still be added to it (open, `?`) or not
// (closed), and a priority (`p0` first). Axes no dimension uses hold copies of the same tile; they may be
// named explicitly (`replicated={...}`) so that propagation does not use them. A maximal sharding (the
// whole tensor on one device) is a sharding on a mesh without axes and with one device id.
//
// Invariants of a TensorSharding checked by CheckSharding: its mesh has every axis it names; sub-axes
// divide their axis; no (sub-)axis is used twice (across dimensions, replicated and unreduced axes).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "support/status.h"

namespace hlx {

struct MeshAxis {
  std::string name;
  int64_t size = 1;
  bool operator==(const MeshAxis& other) const = default;
};

struct Mesh {
  std::vector<MeshAxis> axes;       // major to minor
  std::vector<int64_t> device_ids;  // empty: position p is device p; else the device of each position

  // The number of positions: the product of the axis sizes (1 without axes).
  int64_t num_devices() const;
  // The size of the axis `name`, or 0 when the mesh has none.
  int64_t AxisSize(std::string_view name) const;
  // The index of the axis `name`, or -1.
  int AxisIndex(std::string_view name) const;
  // The device at row-major position `position`.
  int64_t DeviceAt(int64_t position) const;
  // A mesh without axes and with one device: the whole tensor lives on that device.
  bool maximal() const { return axes.empty() && device_ids.size() == 1; }
  // Shardy's text of the mesh body: `<["a"=2, "b"=4]>`, `<["a"=2], device_ids=[1, 0]>`, `<[],
  // device_ids=[3]>`.
  std::string ToString() const;
  bool operator==(const Mesh& other) const = default;
};

// Meshes by name (the `sdy.mesh` symbol), in name order.
using MeshTable = std::map<std::string, Mesh, std::less<>>;

// Checks a mesh: axis sizes at least 1, distinct axis names, and device ids (when given) a permutation of
// 0..num_devices-1, or a single non-negative id for a mesh without axes. The message says what was
// expected and what was found.
Status CheckMesh(const Mesh& mesh);

// A mesh axis, or the sub-axis `"name":(pre_size)size` of it: the `size` pieces of the axis that follow
// its `pre_size` major ones. A whole axis has pre_size 1 and size axis_size.
struct AxisRef {
  std::string name;
  int64_t pre_size = 1;
  int64_t size = 1;
  int64_t axis_size = 1;  // the size of the whole axis in its mesh

  bool whole() const { return pre_size == 1 && size == axis_size; }
  // Whether this and `other` share a piece of one axis.
  bool Overlaps(const AxisRef& other) const;
  // Whether this is `other` or a major part of it (same axis and pre_size, a size dividing other's).
  bool IsMajorPartOf(const AxisRef& other) const;
  // `"x"` or `"x":(2)4`.
  std::string ToString() const;
  bool operator==(const AxisRef& other) const {
    return name == other.name && pre_size == other.pre_size && size == other.size;
  }
};

// The whole axis `name` of `mesh`, which must have it.
AxisRef WholeAxis(const Mesh& mesh, std::string_view name);
// The product of the sizes of `axes`.
int64_t AxesSize(std::span<const AxisRef> axes);
// Whether `prefix` is the start of `axes`: equal refs, except that its last may be a major part of the
// ref at its place in `axes`.
bool IsAxesPrefix(std::span<const AxisRef> prefix, std::span<const AxisRef> axes);
// `{"x", "y":(1)2}`.
std::string AxesToString(std::span<const AxisRef> axes);

struct DimSharding {
  std::vector<AxisRef> axes;        // major to minor
  bool closed = true;               // false: `?`, propagation may add minor axes
  std::optional<int64_t> priority;  // `pN`: 0 is the highest

  // The number of pieces the axes cut the dimension into.
  int64_t shards() const { return AxesSize(axes); }
  bool operator==(const DimSharding& other) const = default;
};

struct TensorSharding {
  std::string mesh;                 // the name of its sdy.mesh
  std::vector<DimSharding> dims;    // one per tensor dimension
  std::vector<AxisRef> replicated;  // axes named as holding copies
  std::vector<AxisRef> unreduced;   // axes over which the value is a partial sum

  int64_t rank() const { return static_cast<int64_t>(dims.size()); }
  // Whether no dimension is split.
  bool IsReplicated() const;
  // The number of pieces of each dimension.
  std::vector<int64_t> DimShards() const;
  // Whether the axis (or an overlapping piece of it) is used by a dimension, or named replicated or
  // unreduced.
  bool UsesAxis(const AxisRef& axis) const;
  // Shardy's text without the attribute name: `<@mesh, [{"x"}, {"y", ?}p1], replicated={"z"}>`.
  std::string ToString() const;
  // The attribute text `#sdy.sharding<...>`.
  std::string AttrText() const { return "#sdy.sharding" + ToString(); }
  bool operator==(const TensorSharding& other) const = default;
};

// Fully open (`{?}` per dimension) or closed (`{}`) replicated shardings of rank `rank` on `mesh`.
TensorSharding OpenSharding(std::string mesh, int64_t rank);
TensorSharding ReplicatedSharding(std::string mesh, int64_t rank);

// Whether `a` and `b` split a tensor the same way: both replicated, or on one mesh with the same axes per
// dimension (open/closed and priorities aside).
bool SameTiling(const TensorSharding& a, const TensorSharding& b);

// `s` without the axes named `names` (in its dimensions and replicated and unreduced lists): what the
// body of a manual computation over those axes sees of a sharding.
TensorSharding WithoutAxes(TensorSharding s, std::span<const std::string> names);

// `#sdy.sharding_per_value<[<@m, [...]>, ...]>`.
std::string ShardingPerValueText(std::span<const TensorSharding> shardings);

// Checks `s` against `mesh`: every axis named is the mesh's, every sub-axis divides its axis and is a
// proper piece of it, and no piece of an axis is used twice.
Status CheckSharding(const TensorSharding& s, const Mesh& mesh);

// ---- The GSPMD view ----------------------------------------------------------------------------------

// Which device holds which tile: dimension d is cut into tiles[d] pieces; each tile is held by
// `replicas` devices. `devices` lists, row-major over (tiles..., replicas), the device holding each copy
// of each tile; every device of the mesh appears once. This is XLA's tile assignment
// (`{devices=[tiles...,replicas]d0,d1,...  last_tile_dim_replicate}`).
struct TileAssignment {
  std::vector<int64_t> tiles;
  int64_t replicas = 1;
  std::vector<int64_t> devices;

  int64_t num_tiles() const;
  // The tile `device` holds (its index along each dimension), or nullopt when it holds none.
  std::optional<std::vector<int64_t>> TileOf(int64_t device) const;
};
TileAssignment GetTileAssignment(const TensorSharding& s, const Mesh& mesh);

// The shape of each device's piece of a tensor of shape `global` cut into `tiles`: each dimension divided
// by its tiles, rounded up, so that an uneven dimension's last pieces are padded.
std::vector<int64_t> LocalShape(std::span<const int64_t> global, std::span<const int64_t> tiles);

// The part of a tensor of shape `global` that tile `tile` (an index per dimension) holds: [start, limit)
// per dimension. A padded tile holds less than the local shape, or nothing (start == limit) at the end of
// an uneven dimension.
struct TileBounds {
  std::vector<int64_t> start, limit;
};
TileBounds GetTileBounds(std::span<const int64_t> global, std::span<const int64_t> tiles,
                         std::span<const int64_t> tile);

// `s` over `mesh` as XLA writes an HLO sharding (what `mhlo.sharding` holds): `{replicated}`,
// `{maximal device=N}`, or the tile assignment `{devices=[tiles]<=[reshape]T(perm)}` in XLA's canonical
// iota form (`last_tile_dim_replicate` when mesh axes hold copies), or with the devices listed when the
// mesh has its own device ids.
std::string HloShardingText(const TensorSharding& s, const Mesh& mesh);

}  // namespace hlx
