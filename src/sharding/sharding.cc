#include "sharding/sharding.h"

#include <algorithm>

#include "support/check.h"

namespace hlx {
namespace {

std::string Quote(std::string_view name) {
  std::string s = "\"";
  for (char c : name) {
    if (c == '"' || c == '\\') s += '\\';
    s += c;
  }
  return s + "\"";
}

std::string JoinInts(std::span<const int64_t> ints, const char* separator = ",") {
  std::string s;
  for (size_t i = 0; i < ints.size(); ++i) s += (i ? separator : "") + std::to_string(ints[i]);
  return s;
}

// Each mesh axis cut at the pieces the sharding's (sub-)axes name, major to minor: axis index, pre_size
// and size of every piece, in mesh order.
struct Piece {
  int axis;
  int64_t pre, size;
};
std::vector<Piece> MeshPieces(const TensorSharding& s, const Mesh& mesh) {
  std::vector<Piece> pieces;
  for (size_t a = 0; a < mesh.axes.size(); ++a) {
    std::vector<int64_t> cuts = {1, mesh.axes[a].size};
    auto add = [&](const AxisRef& ref) {
      if (ref.name == mesh.axes[a].name) cuts.insert(cuts.end(), {ref.pre_size, ref.pre_size * ref.size});
    };
    for (const DimSharding& dim : s.dims)
      for (const AxisRef& ref : dim.axes) add(ref);
    std::sort(cuts.begin(), cuts.end());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
    for (size_t c = 0; c + 1 < cuts.size(); ++c)
      pieces.push_back({static_cast<int>(a), cuts[c], cuts[c + 1] / cuts[c]});
  }
  return pieces;
}

bool Covers(const AxisRef& ref, const Mesh& mesh, const Piece& piece) {
  return mesh.axes[piece.axis].name == ref.name && piece.pre >= ref.pre_size &&
         piece.pre < ref.pre_size * ref.size;
}

}  // namespace

// ---- Mesh ----------------------------------------------------------------------------------------------

int64_t Mesh::num_devices() const {
  int64_t n = 1;
  for (const MeshAxis& axis : axes) n *= axis.size;
  return n;
}

int64_t Mesh::AxisSize(std::string_view name) const {
  int index = AxisIndex(name);
  return index < 0 ? 0 : axes[index].size;
}

int Mesh::AxisIndex(std::string_view name) const {
  for (size_t a = 0; a < axes.size(); ++a)
    if (axes[a].name == name) return static_cast<int>(a);
  return -1;
}

int64_t Mesh::DeviceAt(int64_t position) const {
  return device_ids.empty() ? position : device_ids[static_cast<size_t>(position)];
}

std::string Mesh::ToString() const {
  std::string s = "<[";
  for (size_t a = 0; a < axes.size(); ++a)
    s += (a ? ", " : "") + Quote(axes[a].name) + "=" + std::to_string(axes[a].size);
  s += "]";
  if (!device_ids.empty()) s += ", device_ids=[" + JoinInts(device_ids, ", ") + "]";
  return s + ">";
}

Status CheckMesh(const Mesh& mesh) {
  for (size_t a = 0; a < mesh.axes.size(); ++a) {
    if (mesh.axes[a].size < 1)
      return InvalidArgument("expected an axis size of at least 1, found " + Quote(mesh.axes[a].name) + "=" +
                             std::to_string(mesh.axes[a].size));
    for (size_t b = 0; b < a; ++b)
      if (mesh.axes[a].name == mesh.axes[b].name)
        return InvalidArgument("expected distinct axis names, found " + Quote(mesh.axes[a].name) + " twice");
  }
  if (mesh.device_ids.empty()) return Status::Ok();
  if (mesh.axes.empty()) {
    if (mesh.device_ids.size() != 1 || mesh.device_ids[0] < 0)
      return InvalidArgument("expected one non-negative device id for a mesh without axes, found [" +
                             JoinInts(mesh.device_ids, ", ") + "]");
    return Status::Ok();
  }
  const int64_t n = mesh.num_devices();
  if (static_cast<int64_t>(mesh.device_ids.size()) != n)
    return InvalidArgument("expected " + std::to_string(n) +
                           " device ids (the product of the axis sizes), found " +
                           std::to_string(mesh.device_ids.size()));
  std::vector<bool> seen(static_cast<size_t>(n), false);
  for (int64_t id : mesh.device_ids) {
    if (id < 0 || id >= n)
      return InvalidArgument("expected device ids from 0 to " + std::to_string(n - 1) + ", found " +
                             std::to_string(id));
    if (seen[id])
      return InvalidArgument("expected distinct device ids, found " + std::to_string(id) + " twice");
    seen[id] = true;
  }
  return Status::Ok();
}

// ---- Axes --------------------------------------------------------------------------------------------

bool AxisRef::Overlaps(const AxisRef& other) const {
  if (name != other.name) return false;
  return pre_size < other.pre_size * other.size && other.pre_size < pre_size * size;
}

bool AxisRef::IsMajorPartOf(const AxisRef& other) const {
  return name == other.name && pre_size == other.pre_size && size >= 1 && other.size % size == 0;
}

std::string AxisRef::ToString() const {
  std::string s = Quote(name);
  if (!whole()) s += ":(" + std::to_string(pre_size) + ")" + std::to_string(size);
  return s;
}

AxisRef WholeAxis(const Mesh& mesh, std::string_view name) {
  const int64_t size = mesh.AxisSize(name);
  HLX_CHECK(size > 0);
  return AxisRef{std::string(name), 1, size, size};
}

int64_t AxesSize(std::span<const AxisRef> axes) {
  int64_t n = 1;
  for (const AxisRef& a : axes) n *= a.size;
  return n;
}

bool IsAxesPrefix(std::span<const AxisRef> prefix, std::span<const AxisRef> axes) {
  if (prefix.size() > axes.size()) return false;
  for (size_t i = 0; i < prefix.size(); ++i) {
    if (prefix[i] == axes[i]) continue;
    if (i + 1 == prefix.size() && prefix[i].IsMajorPartOf(axes[i])) continue;
    return false;
  }
  return true;
}

std::string AxesToString(std::span<const AxisRef> axes) {
  std::string s = "{";
  for (size_t a = 0; a < axes.size(); ++a) s += (a ? ", " : "") + axes[a].ToString();
  return s + "}";
}

// ---- TensorSharding ----------------------------------------------------------------------------------

bool TensorSharding::IsReplicated() const {
  for (const DimSharding& d : dims)
    if (!d.axes.empty()) return false;
  return true;
}

std::vector<int64_t> TensorSharding::DimShards() const {
  std::vector<int64_t> shards;
  for (const DimSharding& d : dims) shards.push_back(d.shards());
  return shards;
}

bool TensorSharding::UsesAxis(const AxisRef& axis) const {
  auto any = [&](std::span<const AxisRef> refs) {
    return std::any_of(refs.begin(), refs.end(), [&](const AxisRef& r) { return r.Overlaps(axis); });
  };
  for (const DimSharding& d : dims)
    if (any(d.axes)) return true;
  return any(replicated) || any(unreduced);
}

std::string TensorSharding::ToString() const {
  std::string s = "<@" + mesh + ", [";
  for (size_t d = 0; d < dims.size(); ++d) {
    s += d ? ", {" : "{";
    for (size_t a = 0; a < dims[d].axes.size(); ++a) s += (a ? ", " : "") + dims[d].axes[a].ToString();
    if (!dims[d].closed) s += dims[d].axes.empty() ? "?" : ", ?";
    s += "}";
    if (dims[d].priority) s += "p" + std::to_string(*dims[d].priority);
  }
  s += "]";
  if (!replicated.empty()) s += ", replicated=" + AxesToString(replicated);
  if (!unreduced.empty()) s += ", unreduced=" + AxesToString(unreduced);
  return s + ">";
}

TensorSharding OpenSharding(std::string mesh, int64_t rank) {
  TensorSharding s{std::move(mesh), std::vector<DimSharding>(static_cast<size_t>(rank)), {}, {}};
  for (DimSharding& d : s.dims) d.closed = false;
  return s;
}

TensorSharding ReplicatedSharding(std::string mesh, int64_t rank) {
  return TensorSharding{std::move(mesh), std::vector<DimSharding>(static_cast<size_t>(rank)), {}, {}};
}

bool SameTiling(const TensorSharding& a, const TensorSharding& b) {
  if (a.IsReplicated() && b.IsReplicated()) return true;
  if (a.mesh != b.mesh || a.dims.size() != b.dims.size()) return false;
  for (size_t d = 0; d < a.dims.size(); ++d)
    if (a.dims[d].axes != b.dims[d].axes) return false;
  return true;
}

TensorSharding WithoutAxes(TensorSharding s, std::span<const std::string> names) {
  auto drop = [&](std::vector<AxisRef>& axes) {
    std::erase_if(
        axes, [&](const AxisRef& a) { return std::find(names.begin(), names.end(), a.name) != names.end(); });
  };
  for (DimSharding& d : s.dims) drop(d.axes);
  drop(s.replicated);
  drop(s.unreduced);
  return s;
}

std::string ShardingPerValueText(std::span<const TensorSharding> shardings) {
  std::string s = "#sdy.sharding_per_value<[";
  for (size_t i = 0; i < shardings.size(); ++i) s += (i ? ", " : "") + shardings[i].ToString();
  return s + "]>";
}

Status CheckSharding(const TensorSharding& s, const Mesh& mesh) {
  std::vector<const AxisRef*> used;
  auto check = [&](const AxisRef& ref) -> Status {
    const int64_t size = mesh.AxisSize(ref.name);
    if (size == 0) {
      std::string names;
      for (const MeshAxis& a : mesh.axes) names += (names.empty() ? "" : ", ") + Quote(a.name);
      return InvalidArgument("expected an axis of the mesh @" + s.mesh + " (" +
                             (names.empty() ? "none" : names) + "), found " + Quote(ref.name));
    }
    if (ref.axis_size != size || ref.pre_size < 1 || ref.size < 1 || size % (ref.pre_size * ref.size) != 0 ||
        (!ref.whole() && ref.size == size))
      return InvalidArgument("expected a sub-axis (pre)size whose sizes divide the axis " + Quote(ref.name) +
                             " of size " + std::to_string(size) + ", found " + ref.ToString());
    if (!ref.whole() && ref.size == 1)
      return InvalidArgument("expected a sub-axis of size greater than 1, found " + ref.ToString());
    for (const AxisRef* other : used)
      if (other->Overlaps(ref))
        return InvalidArgument("expected each axis used once, found " + other->ToString() + " and " +
                               ref.ToString());
    used.push_back(&ref);
    return Status::Ok();
  };
  for (const DimSharding& d : s.dims) {
    for (const AxisRef& ref : d.axes) HLX_RETURN_IF_ERROR(check(ref));
    if (d.priority && *d.priority < 0)
      return InvalidArgument("expected a priority p0, p1, ..., found p" + std::to_string(*d.priority));
  }
  for (const AxisRef& ref : s.replicated) HLX_RETURN_IF_ERROR(check(ref));
  for (const AxisRef& ref : s.unreduced) HLX_RETURN_IF_ERROR(check(ref));
  return Status::Ok();
}

// ---- Tile assignments --------------------------------------------------------------------------------

int64_t TileAssignment::num_tiles() const {
  int64_t n = 1;
  for (int64_t t : tiles) n *= t;
  return n;
}

std::optional<std::vector<int64_t>> TileAssignment::TileOf(int64_t device) const {
  auto it = std::find(devices.begin(), devices.end(), device);
  if (it == devices.end()) return std::nullopt;
  int64_t flat = (it - devices.begin()) / replicas;
  std::vector<int64_t> tile(tiles.size());
  for (size_t d = tiles.size(); d-- > 0;) {
    tile[d] = flat % tiles[d];
    flat /= tiles[d];
  }
  return tile;
}

TileAssignment GetTileAssignment(const TensorSharding& s, const Mesh& mesh) {
  TileAssignment t;
  t.tiles = s.DimShards();
  const std::vector<Piece> pieces = MeshPieces(s, mesh);
  std::vector<Piece> unused;
  for (const Piece& p : pieces) {
    bool used = false;
    for (const DimSharding& d : s.dims)
      for (const AxisRef& ref : d.axes) used |= Covers(ref, mesh, p);
    if (!used) {
      unused.push_back(p);
      t.replicas *= p.size;
    }
  }
  const int64_t n = mesh.num_devices();
  t.devices.assign(static_cast<size_t>(n), -1);
  std::vector<int64_t> coord(mesh.axes.size(), 0);
  // The index a (sub-)axis piece has at mesh coordinate `c` of its axis.
  auto digit = [](int64_t c, int64_t axis_size, int64_t pre, int64_t size) {
    return (c / (axis_size / (pre * size))) % size;
  };
  for (int64_t p = 0; p < n; ++p) {
    int64_t flat = 0;
    for (const DimSharding& d : s.dims) {
      int64_t index = 0;
      for (const AxisRef& ref : d.axes)
        index =
            index * ref.size + digit(coord[mesh.AxisIndex(ref.name)], ref.axis_size, ref.pre_size, ref.size);
      flat = flat * d.shards() + index;
    }
    int64_t replica = 0;
    for (const Piece& u : unused)
      replica = replica * u.size + digit(coord[u.axis], mesh.axes[u.axis].size, u.pre, u.size);
    t.devices[static_cast<size_t>(flat * t.replicas + replica)] = mesh.DeviceAt(p);
    for (size_t a = coord.size(); a-- > 0;) {
      if (++coord[a] < mesh.axes[a].size) break;
      coord[a] = 0;
    }
  }
  return t;
}

std::vector<int64_t> LocalShape(std::span<const int64_t> global, std::span<const int64_t> tiles) {
  HLX_CHECK(global.size() == tiles.size());
  std::vector<int64_t> local;
  for (size_t d = 0; d < global.size(); ++d) local.push_back((global[d] + tiles[d] - 1) / tiles[d]);
  return local;
}

TileBounds GetTileBounds(std::span<const int64_t> global, std::span<const int64_t> tiles,
                         std::span<const int64_t> tile) {
  HLX_CHECK(global.size() == tiles.size() && tile.size() == tiles.size());
  TileBounds b;
  const std::vector<int64_t> local = LocalShape(global, tiles);
  for (size_t d = 0; d < global.size(); ++d) {
    b.start.push_back(std::min(global[d], tile[d] * local[d]));
    b.limit.push_back(std::min(global[d], (tile[d] + 1) * local[d]));
  }
  return b;
}

std::string HloShardingText(const TensorSharding& s, const Mesh& mesh) {
  if (mesh.maximal()) return "{maximal device=" + std::to_string(mesh.device_ids[0]) + "}";
  const TileAssignment t = GetTileAssignment(s, mesh);
  if (t.num_tiles() == 1) return "{replicated}";
  std::vector<int64_t> tile_dims = t.tiles;
  if (t.replicas > 1) tile_dims.push_back(t.replicas);
  const std::string suffix = t.replicas > 1 ? " last_tile_dim_replicate}" : "}";
  if (!mesh.device_ids.empty())
    return "{devices=[" + JoinInts(tile_dims) + "]" + JoinInts(t.devices) + suffix;

  // The iota form: the mesh positions reshaped to the pieces the sharding cuts the axes into, transposed
  // to the order the dimensions use them (the unused ones last). Canonical as XLA writes it: pieces of
  // size 1 dropped, pieces that stay neighbours merged, no `T` when the order is the mesh's.
  const std::vector<Piece> pieces = MeshPieces(s, mesh);
  std::vector<int64_t> perm;
  std::vector<bool> used(pieces.size(), false);
  for (const DimSharding& d : s.dims)
    for (const AxisRef& ref : d.axes)
      for (size_t p = 0; p < pieces.size(); ++p)
        if (Covers(ref, mesh, pieces[p])) {
          perm.push_back(static_cast<int64_t>(p));
          used[p] = true;
        }
  for (size_t p = 0; p < pieces.size(); ++p)
    if (!used[p]) perm.push_back(static_cast<int64_t>(p));
  std::vector<int64_t> kept(pieces.size(), -1), dims, order;
  for (size_t p = 0; p < pieces.size(); ++p)
    if (pieces[p].size > 1) {
      kept[p] = static_cast<int64_t>(dims.size());
      dims.push_back(pieces[p].size);
    }
  for (int64_t p : perm)
    if (kept[p] >= 0) order.push_back(kept[p]);
  // Each run of consecutive pieces in `order` becomes one dimension.
  std::vector<int64_t> run_of(dims.size(), -1), run_size;
  for (size_t i = 0; i < order.size(); ++i) {
    if (i > 0 && order[i] == order[i - 1] + 1) {
      run_of[order[i]] = run_of[order[i - 1]];
      run_size[run_of[order[i]]] *= dims[order[i]];
    } else {
      run_of[order[i]] = static_cast<int64_t>(run_size.size());
      run_size.push_back(dims[order[i]]);
    }
  }
  // The runs in mesh order are the reshape dimensions; the transpose lists them in the order used.
  std::vector<int64_t> merged, run_position(run_size.size(), -1), transpose;
  for (size_t p = 0; p < dims.size(); ++p)
    if (p == 0 || run_of[p] != run_of[p - 1]) {
      run_position[run_of[p]] = static_cast<int64_t>(merged.size());
      merged.push_back(run_size[run_of[p]]);
    }
  bool identity = true;
  for (size_t i = 0; i < order.size(); ++i)
    if (i == 0 || order[i] != order[i - 1] + 1) {
      transpose.push_back(run_position[run_of[order[i]]]);
      identity &= transpose.back() == static_cast<int64_t>(transpose.size()) - 1;
    }
  if (identity)
    return "{devices=[" + JoinInts(tile_dims) + "]<=[" + std::to_string(mesh.num_devices()) + "]" + suffix;
  return "{devices=[" + JoinInts(tile_dims) + "]<=[" + JoinInts(merged) + "]T(" + JoinInts(transpose) + ")" +
         suffix;
}

}  // namespace hlx
