#include "sharding/hlo_sharding.h"

#include <algorithm>
#include <map>

#include "sharding/text_cursor.h"
#include "support/check.h"

namespace hlx {
namespace {

std::string JoinInts(std::span<const int64_t> ints) {
  std::string s;
  for (size_t i = 0; i < ints.size(); ++i) s += (i ? "," : "") + std::to_string(ints[i]);
  return s;
}

int64_t Product(std::span<const int64_t> ints) {
  int64_t n = 1;
  for (int64_t i : ints) n *= i;
  return n;
}

// `[a,b,...]` of non-negative integers.
StatusOr<std::vector<int64_t>> ReadIntList(TextCursor& t, std::string_view what) {
  HLX_RETURN_IF_ERROR(t.Expect("[", "'[' and " + std::string(what)));
  std::vector<int64_t> ints;
  while (!t.Eat("]")) {
    if (!ints.empty()) HLX_RETURN_IF_ERROR(t.Expect(",", "',' or ']'"));
    std::optional<int64_t> i = t.Int();
    if (!i) return t.Fail("a non-negative integer in " + std::string(what));
    ints.push_back(*i);
  }
  return ints;
}

Status CheckTiled(const HloSharding& s) {
  for (int64_t d : s.tile_dims)
    if (d < 1)
      return InvalidArgument("expected tile dimensions of at least 1, found [" + JoinInts(s.tile_dims) + "]");
  const int64_t tiles = Product(s.tile_dims);
  if (s.subgroups.size() > s.tile_dims.size())
    return InvalidArgument("expected at most " + std::to_string(s.tile_dims.size()) +
                           " last tile dimensions (the tile dimensions), found " +
                           std::to_string(s.subgroups.size()));
  if (!s.iota_reshape.empty()) {
    const int64_t devices = Product(s.iota_reshape);
    if (devices != tiles)
      return InvalidArgument("expected tile dimensions [" + JoinInts(s.tile_dims) +
                             "] whose product is the " + std::to_string(devices) + " devices of <=[" +
                             JoinInts(s.iota_reshape) + "], found " + std::to_string(tiles) + " tiles");
    if (!s.iota_transpose.empty()) {
      std::vector<int64_t> sorted = s.iota_transpose;
      std::sort(sorted.begin(), sorted.end());
      bool permutation = sorted.size() == s.iota_reshape.size();
      for (size_t i = 0; permutation && i < sorted.size(); ++i)
        permutation = sorted[i] == static_cast<int64_t>(i);
      if (!permutation)
        return InvalidArgument("expected a permutation of the " + std::to_string(s.iota_reshape.size()) +
                               " reshape dimensions as the transpose, found T(" + JoinInts(s.iota_transpose) +
                               ")");
    }
    return Status::Ok();
  }
  if (static_cast<int64_t>(s.devices.size()) != tiles)
    return InvalidArgument("expected " + std::to_string(tiles) + " device ids for the tile dimensions [" +
                           JoinInts(s.tile_dims) + "], found " + std::to_string(s.devices.size()));
  std::vector<bool> seen(static_cast<size_t>(tiles), false);
  for (int64_t id : s.devices) {
    if (id >= tiles)
      return InvalidArgument("expected device ids from 0 to " + std::to_string(tiles - 1) + ", found " +
                             std::to_string(id));
    if (seen[id])
      return InvalidArgument("expected each device once, found device " + std::to_string(id) + " twice");
    seen[id] = true;
  }
  return Status::Ok();
}

// One sharding, after its `{`, up to and with its `}`.
StatusOr<HloSharding> ReadSingle(TextCursor& t) {
  HloSharding s;
  std::optional<std::string> word = t.BareId();
  if (!word) return t.Fail("replicated, maximal, manual, unknown or devices=");
  if (*word == "replicated") {
    s.kind = HloSharding::Kind::kReplicated;
  } else if (*word == "manual") {
    s.kind = HloSharding::Kind::kManual;
  } else if (*word == "unknown") {
    s.kind = HloSharding::Kind::kUnknown;
  } else if (*word == "maximal") {
    s.kind = HloSharding::Kind::kMaximal;
    HLX_RETURN_IF_ERROR(t.Expect("device", "device=N"));
    HLX_RETURN_IF_ERROR(t.Expect("="));
    std::optional<int64_t> device = t.Int();
    if (!device) return t.Fail("a device id");
    s.device = *device;
  } else if (*word == "devices") {
    s.kind = HloSharding::Kind::kTiled;
    HLX_RETURN_IF_ERROR(t.Expect("="));
    HLX_ASSIGN_OR_RETURN(s.tile_dims, ReadIntList(t, "the tile dimensions"));
    if (t.Eat("<")) {
      HLX_RETURN_IF_ERROR(t.Expect("=", "'<=' and the iota's shape"));
      HLX_ASSIGN_OR_RETURN(s.iota_reshape, ReadIntList(t, "the iota's shape"));
      if (t.Eat("T")) {
        HLX_RETURN_IF_ERROR(t.Expect("("));
        while (!t.Eat(")")) {
          if (!s.iota_transpose.empty()) HLX_RETURN_IF_ERROR(t.Expect(",", "',' or ')'"));
          std::optional<int64_t> d = t.Int();
          if (!d) return t.Fail("a dimension of the transpose");
          s.iota_transpose.push_back(*d);
        }
      }
    } else {
      do {
        std::optional<int64_t> id = t.Int();
        if (!id) return t.Fail("a device id or '<=[...]'");
        s.devices.push_back(*id);
      } while (t.Eat(","));
    }
  } else {
    return InvalidArgument("expected replicated, maximal, manual, unknown or devices=, found '" + *word +
                           "'");
  }
  while (!t.Eat("}")) {
    std::optional<std::string> key = t.BareId();
    if (!key) return t.Fail("'}' or a sharding attribute");
    if (*key == "last_tile_dim_replicate" && s.kind == HloSharding::Kind::kTiled && s.subgroups.empty()) {
      s.subgroups.push_back(HloSharding::Subgroup::kReplicated);
    } else if (*key == "last_tile_dims" && s.kind == HloSharding::Kind::kTiled && s.subgroups.empty()) {
      HLX_RETURN_IF_ERROR(t.Expect("="));
      HLX_RETURN_IF_ERROR(t.Expect("{"));
      while (!t.Eat("}")) {
        if (!s.subgroups.empty()) HLX_RETURN_IF_ERROR(t.Expect(",", "',' or '}'"));
        std::optional<std::string> kind = t.BareId();
        if (kind == "manual") {
          s.subgroups.push_back(HloSharding::Subgroup::kManual);
        } else if (kind == "replicated") {
          s.subgroups.push_back(HloSharding::Subgroup::kReplicated);
        } else {
          return InvalidArgument("expected manual or replicated in last_tile_dims, found '" +
                                 kind.value_or("") + "'");
        }
      }
    } else if (*key == "metadata") {
      HLX_RETURN_IF_ERROR(t.Expect("="));
      HLX_RETURN_IF_ERROR(t.Expect("{"));
      if (!t.SkipBalanced("{", "}")) return t.Fail("'}' closing the metadata");
    } else if (*key == "shard_as" || *key == "shard_like") {
      if (!t.Int()) return t.Fail("the group id of " + *key);
    } else {
      return InvalidArgument(
          "expected '}' or a sharding attribute (last_tile_dim_replicate, last_tile_dims=, "
          "metadata=, shard_as, shard_like) that applies here, found '" +
          *key + "'");
    }
  }
  if (s.kind == HloSharding::Kind::kTiled) HLX_RETURN_IF_ERROR(CheckTiled(s));
  return s;
}

// `{...}`: one sharding or a tuple of them.
StatusOr<HloSharding> ReadSharding(TextCursor& t) {
  HLX_RETURN_IF_ERROR(t.Expect("{", "'{' to begin the sharding"));
  if (!t.Is("{") && !t.Is("}")) return ReadSingle(t);
  HloSharding tuple;
  tuple.kind = HloSharding::Kind::kTuple;
  while (!t.Eat("}")) {
    if (!tuple.elements.empty()) HLX_RETURN_IF_ERROR(t.Expect(",", "',' or '}'"));
    HLX_ASSIGN_OR_RETURN(HloSharding element, ReadSharding(t));
    tuple.elements.push_back(std::move(element));
  }
  return tuple;
}

// ---- Import ------------------------------------------------------------------------------------------

// An iota tile assignment with size-1 reshape dimensions dropped and the dimensions that stay neighbours
// under the transpose merged.
struct Iota {
  std::vector<int64_t> reshape, perm;
};
Iota CanonicalIota(const HloSharding& s) {
  Iota iota;
  std::vector<int64_t> perm = s.iota_transpose;
  if (perm.empty())
    for (size_t i = 0; i < s.iota_reshape.size(); ++i) perm.push_back(static_cast<int64_t>(i));
  std::vector<int64_t> index(s.iota_reshape.size(), -1);
  for (size_t d = 0; d < s.iota_reshape.size(); ++d)
    if (s.iota_reshape[d] > 1) {
      index[d] = static_cast<int64_t>(iota.reshape.size());
      iota.reshape.push_back(s.iota_reshape[d]);
    }
  for (int64_t p : perm)
    if (index[p] >= 0) iota.perm.push_back(index[p]);
  for (bool merged = true; merged;) {
    merged = false;
    for (size_t i = 0; i + 1 < iota.perm.size() && !merged; ++i) {
      const int64_t a = iota.perm[i];
      if (iota.perm[i + 1] != a + 1) continue;
      iota.reshape[a] *= iota.reshape[a + 1];
      iota.reshape.erase(iota.reshape.begin() + a + 1);
      iota.perm.erase(iota.perm.begin() + static_cast<int64_t>(i) + 1);
      for (int64_t& p : iota.perm)
        if (p > a) --p;
      merged = true;
    }
  }
  return iota;
}

// A piece of the device ids: the digit of stride `lo` up to `hi` (exclusive) of a device id.
struct Span {
  int64_t lo, hi;
};

// The pieces each tile dimension takes of an iota's device ids, major to minor; nullopt when a tile
// dimension does not line up with the iota's dimensions.
std::optional<std::vector<std::vector<Span>>> TileSpans(const HloSharding& s) {
  const Iota iota = CanonicalIota(s);
  std::vector<int64_t> stride(iota.reshape.size(), 1);
  for (size_t d = iota.reshape.size(); d-- > 1;) stride[d - 1] = stride[d] * iota.reshape[d];
  std::vector<std::vector<Span>> spans;
  size_t i = 0;      // the transposed dimension being taken
  int64_t used = 1;  // how much of it the earlier tile dimensions took
  for (int64_t need : s.tile_dims) {
    spans.emplace_back();
    while (need > 1) {
      if (i >= iota.perm.size()) return std::nullopt;
      const int64_t dim = iota.perm[i], size = iota.reshape[dim], left = size / used;
      int64_t take;
      if (need % left == 0) {
        take = left;
      } else if (left % need == 0) {
        take = need;
      } else {
        return std::nullopt;
      }
      const int64_t lo = stride[dim] * (size / (used * take));
      spans.back().push_back({lo, lo * take});
      need /= take;
      used *= take;
      if (used == size) {
        ++i;
        used = 1;
      }
    }
  }
  return spans;
}

// Whether `cuts` (sorted) divide one another in turn.
bool IsChain(const std::vector<int64_t>& cuts) {
  for (size_t i = 0; i + 1 < cuts.size(); ++i)
    if (cuts[i + 1] % cuts[i] != 0) return false;
  return true;
}

std::string FreshName(std::string base, const std::function<bool(std::string_view)>& taken,
                      const std::vector<std::pair<std::string, Mesh>>& made) {
  auto used = [&](const std::string& name) {
    if (taken(name)) return true;
    for (const auto& [n, m] : made)
      if (n == name) return true;
    return false;
  };
  if (!used(base)) return base;
  for (int i = 1;; ++i)
    if (!used(base + "_" + std::to_string(i))) return base + "_" + std::to_string(i);
}

}  // namespace

int64_t HloSharding::num_devices() const { return Product(tile_dims); }

bool HloSharding::manual() const {
  if (kind == Kind::kManual) return true;
  if (kind == Kind::kTuple)
    return std::any_of(elements.begin(), elements.end(), [](const HloSharding& e) { return e.manual(); });
  return std::find(subgroups.begin(), subgroups.end(), Subgroup::kManual) != subgroups.end();
}

std::vector<int64_t> HloSharding::DeviceList() const {
  if (iota_reshape.empty()) return devices;
  // Position k of the transposed iota holds the id whose index along reshape dimension perm[i] is k's
  // index along dimension i.
  std::vector<int64_t> perm = iota_transpose;
  if (perm.empty())
    for (size_t i = 0; i < iota_reshape.size(); ++i) perm.push_back(static_cast<int64_t>(i));
  std::vector<int64_t> stride(iota_reshape.size(), 1);
  for (size_t d = iota_reshape.size(); d-- > 1;) stride[d - 1] = stride[d] * iota_reshape[d];
  std::vector<int64_t> list, index(perm.size(), 0);
  const int64_t n = Product(iota_reshape);
  for (int64_t k = 0; k < n; ++k) {
    int64_t id = 0;
    for (size_t i = 0; i < perm.size(); ++i) id += index[i] * stride[perm[i]];
    list.push_back(id);
    for (size_t i = perm.size(); i-- > 0;) {
      if (++index[i] < iota_reshape[perm[i]]) break;
      index[i] = 0;
    }
  }
  return list;
}

StatusOr<HloSharding> ParseHloSharding(std::string_view text) {
  TextCursor t(text);
  HLX_ASSIGN_OR_RETURN(HloSharding s, ReadSharding(t));
  if (!t.AtEnd()) return t.Fail("the end of the sharding");
  return s;
}

ImportedHloShardings ImportHloShardings(std::span<const HloShardingUse> uses,
                                        const std::function<bool(std::string_view)>& taken) {
  ImportedHloShardings out;
  out.shardings.resize(uses.size());

  // The cuts of the shared mesh: the strides where its axes begin, a divisibility chain from 1 to N.
  std::vector<int64_t> cuts;
  std::vector<std::optional<std::vector<std::vector<Span>>>> spans(uses.size());
  for (size_t u = 0; u < uses.size(); ++u) {
    const HloSharding& s = *uses[u].sharding;
    HLX_CHECK(s.kind != HloSharding::Kind::kTuple);
    if (s.kind != HloSharding::Kind::kTiled || s.manual()) continue;
    HloSharding iota = s;
    const std::vector<int64_t> list = s.DeviceList();
    bool is_iota = true;
    for (size_t i = 0; i < list.size(); ++i) is_iota &= list[i] == static_cast<int64_t>(i);
    if (s.iota_reshape.empty()) {
      if (!is_iota) continue;  // listed out of order: a mesh with device ids
      iota.iota_reshape = {static_cast<int64_t>(list.size())};
      iota.devices.clear();
    }
    spans[u] = TileSpans(iota);
    if (!spans[u]) continue;
    std::vector<int64_t> merged = cuts;
    if (merged.empty()) merged = {1, s.num_devices()};
    if (merged.back() != s.num_devices()) {  // over another number of devices than the others
      spans[u].reset();
      continue;
    }
    for (const auto& dim : *spans[u])
      for (const Span& span : dim) merged.insert(merged.end(), {span.lo, span.hi});
    std::sort(merged.begin(), merged.end());
    merged.erase(std::unique(merged.begin(), merged.end()), merged.end());
    if (!IsChain(merged)) {
      spans[u].reset();
      continue;
    }
    cuts = std::move(merged);
  }
  // The shared mesh is made where a sharding is on it.
  std::string main_name;
  for (size_t u = 0; u < uses.size() && main_name.empty(); ++u)
    if (uses[u].sharding->kind == HloSharding::Kind::kReplicated || spans[u])
      main_name = FreshName("mesh", taken, out.meshes);
  if (!main_name.empty()) out.meshes.push_back({main_name, Mesh()});
  // Axis k (major first) spans the strides [cuts[n-1-k], cuts[n-k]).
  Mesh main;
  const size_t num_axes = cuts.empty() ? 0 : cuts.size() - 1;
  for (size_t k = 0; k < num_axes; ++k)
    main.axes.push_back({"_axis_" + std::to_string(k), cuts[num_axes - k] / cuts[num_axes - k - 1]});

  std::map<std::pair<std::vector<int64_t>, std::vector<int64_t>>, std::string> listed_meshes;
  for (size_t u = 0; u < uses.size(); ++u) {
    const HloSharding& s = *uses[u].sharding;
    const int64_t rank = uses[u].rank;
    switch (s.kind) {
      case HloSharding::Kind::kReplicated:
        out.shardings[u] = ReplicatedSharding(main_name, rank);
        break;
      case HloSharding::Kind::kMaximal: {
        const std::string name = "maximal_mesh_" + std::to_string(s.device);
        bool made = false;
        for (const auto& [n, m] : out.meshes) made |= n == name;
        if (!made) out.meshes.push_back({name, Mesh{{}, {s.device}}});
        out.shardings[u] = ReplicatedSharding(name, rank);
        break;
      }
      case HloSharding::Kind::kManual:
      case HloSharding::Kind::kUnknown:
      case HloSharding::Kind::kTuple:
        break;
      case HloSharding::Kind::kTiled: {
        if (s.manual()) break;
        TensorSharding t = ReplicatedSharding(main_name, rank);
        if (spans[u]) {
          for (int64_t d = 0; d < rank; ++d)
            for (const Span& span : (*spans[u])[d])
              for (size_t k = 0; k < num_axes; ++k) {
                const int64_t lo = cuts[num_axes - k - 1], hi = cuts[num_axes - k];
                if (lo >= span.lo && hi <= span.hi)
                  t.dims[d].axes.push_back(WholeAxis(main, main.axes[k].name));
              }
        } else {
          // A mesh of its own: one axis per tile dimension (but those of size 1), listing the devices.
          std::vector<int64_t> list = s.DeviceList();
          auto key = std::make_pair(s.tile_dims, list);
          auto it = listed_meshes.find(key);
          if (it == listed_meshes.end()) {
            Mesh mesh;
            for (size_t d = 0; d < s.tile_dims.size(); ++d)
              if (s.tile_dims[d] > 1) mesh.axes.push_back({"_axis_" + std::to_string(d), s.tile_dims[d]});
            mesh.device_ids = list;
            bool iota = true;
            for (size_t i = 0; i < list.size(); ++i) iota &= list[i] == static_cast<int64_t>(i);
            if (iota) mesh.device_ids.clear();
            it = listed_meshes.emplace(key, FreshName("mesh", taken, out.meshes)).first;
            out.meshes.push_back({it->second, std::move(mesh)});
          }
          t.mesh = it->second;
          const Mesh* mesh = nullptr;
          for (const auto& [n, m] : out.meshes)
            if (n == t.mesh) mesh = &m;
          for (int64_t d = 0; d < rank; ++d)
            if (s.tile_dims[d] > 1) t.dims[d].axes.push_back(WholeAxis(*mesh, "_axis_" + std::to_string(d)));
        }
        out.shardings[u] = std::move(t);
        break;
      }
    }
  }
  if (!main_name.empty()) out.meshes[0].second = std::move(main);
  return out;
}

}  // namespace hlx
