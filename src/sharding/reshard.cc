#include "sharding/reshard.h"

#include <algorithm>
#include <numeric>
#include <unordered_map>

#include "interp/tensor.h"
#include "passes/rewrite.h"
#include "support/check.h"

namespace hlx {
namespace {

int64_t CeilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

std::vector<int64_t> DimsOf(Type t) { return std::vector<int64_t>(t.dims().begin(), t.dims().end()); }

// The coordinate of mesh position `position` along each axis.
std::vector<int64_t> Coordinates(const Mesh& mesh, int64_t position) {
  std::vector<int64_t> c(mesh.axes.size());
  for (size_t a = mesh.axes.size(); a-- > 0;) {
    c[a] = position % mesh.axes[a].size;
    position /= mesh.axes[a].size;
  }
  return c;
}

// How many positions apart two neighbours along axis `a` are.
int64_t AxisStride(const Mesh& mesh, size_t a) {
  int64_t stride = 1;
  for (size_t b = a + 1; b < mesh.axes.size(); ++b) stride *= mesh.axes[b].size;
  return stride;
}

// For `ref` on `mesh`: its axis index, and how many steps of the axis coordinate one step of the
// sub-axis is.
std::pair<size_t, int64_t> AxisAndMinor(const Mesh& mesh, const AxisRef& ref) {
  const int a = mesh.AxisIndex(ref.name);
  HLX_CHECK(a >= 0);
  return {static_cast<size_t>(a), mesh.axes[a].size / (ref.pre_size * ref.size)};
}

bool SameAxes(std::span<const AxisRef> a, std::span<const AxisRef> b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
}

bool Contains(std::span<const AxisRef> axes, const AxisRef& ref) {
  return std::find(axes.begin(), axes.end(), ref) != axes.end();
}

// Whether `a` and `b` hold the same set of axes.
bool SameAxisSet(std::span<const AxisRef> a, std::span<const AxisRef> b) {
  if (a.size() != b.size()) return false;
  for (const AxisRef& r : a)
    if (!Contains(b, r)) return false;
  return true;
}

size_t CommonPrefix(std::span<const AxisRef> a, std::span<const AxisRef> b) {
  size_t n = 0;
  while (n < a.size() && n < b.size() && a[n] == b[n]) ++n;
  return n;
}

bool HasAxes(const TensorSharding& s) { return !s.IsReplicated() || !s.unreduced.empty(); }

// Whether `a` and `b` split each dimension by the same axes of the same mesh (both replicated: any mesh).
bool SameDims(const TensorSharding& a, const TensorSharding& b) {
  if (a.IsReplicated() && b.IsReplicated()) return true;
  if (a.mesh != b.mesh || a.dims.size() != b.dims.size()) return false;
  for (size_t d = 0; d < a.dims.size(); ++d)
    if (!SameAxes(a.dims[d].axes, b.dims[d].axes)) return false;
  return true;
}

}  // namespace

TensorSharding Replicated(int64_t rank) {
  return TensorSharding{"", std::vector<DimSharding>(static_cast<size_t>(rank)), {}, {}};
}

TensorSharding Normalize(const TensorSharding& s, const MeshTable& meshes) {
  TensorSharding out = Replicated(s.rank());
  out.mesh = s.mesh;
  auto it = meshes.find(s.mesh);
  bool any = false;
  if (it != meshes.end() && !it->second.maximal() && it->second.num_devices() > 1) {
    for (size_t d = 0; d < s.dims.size(); ++d)
      for (const AxisRef& ref : s.dims[d].axes)
        if (ref.size > 1) {
          out.dims[d].axes.push_back(ref);
          any = true;
        }
    for (const AxisRef& ref : s.unreduced)
      if (ref.size > 1) {
        out.unreduced.push_back(ref);
        any = true;
      }
  }
  return any ? out : Replicated(s.rank());
}

int64_t AxesIndex(const Mesh& mesh, std::span<const AxisRef> axes, int64_t position) {
  const std::vector<int64_t> coord = Coordinates(mesh, position);
  int64_t index = 0;
  for (const AxisRef& ref : axes) {
    auto [a, minor] = AxisAndMinor(mesh, ref);
    index = index * ref.size + (coord[a] / minor) % ref.size;
  }
  return index;
}

int64_t MeshPosition(const Mesh& mesh, int64_t device) {
  if (mesh.device_ids.empty()) return device;
  auto it = std::find(mesh.device_ids.begin(), mesh.device_ids.end(), device);
  HLX_CHECK(it != mesh.device_ids.end());
  return it - mesh.device_ids.begin();
}

int64_t TileIndex(const TensorSharding& s, const Mesh& mesh, int64_t dim, int64_t device) {
  return AxesIndex(mesh, s.dims[dim].axes, MeshPosition(mesh, device));
}

std::vector<std::vector<int64_t>> DeviceGroups(const Mesh& mesh, std::span<const AxisRef> axes) {
  std::map<int64_t, std::vector<std::pair<int64_t, int64_t>>> by_first;  // first position -> (index, device)
  for (int64_t p = 0; p < mesh.num_devices(); ++p) {
    const std::vector<int64_t> coord = Coordinates(mesh, p);
    int64_t first = p;
    for (const AxisRef& ref : axes) {
      auto [a, minor] = AxisAndMinor(mesh, ref);
      first -= ((coord[a] / minor) % ref.size) * minor * AxisStride(mesh, a);
    }
    by_first[first].push_back({AxesIndex(mesh, axes, p), mesh.DeviceAt(p)});
  }
  std::vector<std::vector<int64_t>> groups;
  for (auto& [first, members] : by_first) {
    std::sort(members.begin(), members.end());
    groups.emplace_back();
    for (const auto& m : members) groups.back().push_back(m.second);
  }
  return groups;
}

void CloneRegionInto(const Region& from, Op& to) {
  HLX_CHECK(from.num_blocks() == 1);
  std::unordered_map<const Value*, Value*> map;
  const Block& source = *from.front();
  Block& block = *to.AddRegion()->AddBlock();
  for (int a = 0; a < source.num_args(); ++a) map[source.arg(a)] = block.AddArg(source.arg(a)->type());
  for (const auto& op : source.ops()) block.Append(CloneOp(*op, map));
}

// ---- SpmdBuilder ---------------------------------------------------------------------------------------

SpmdBuilder::SpmdBuilder(Module& module, const MeshTable& meshes, int64_t num_partitions,
                         int64_t num_replicas)
    : module_(module), meshes_(meshes), num_partitions_(num_partitions), num_replicas_(num_replicas) {
  // Channels the program already uses (in manual computations) stay its own.
  ForEachBlock(module, [&](Block& block) {
    for (const auto& op : block.ops()) {
      Attr handle = op->attr("channel_handle");
      if (!handle.Is(AttrKind::kStruct)) continue;
      Attr id = handle.Get("handle");
      if (id.Is(AttrKind::kInteger)) next_channel_ = std::max(next_channel_, id.int_value() + 1);
    }
  });
}

const Mesh& SpmdBuilder::MeshOf(const TensorSharding& s) const {
  auto it = meshes_.find(s.mesh);
  HLX_CHECK_MSG(it != meshes_.end(), "a sharding with axes names a mesh the module has");
  return it->second;
}

Type SpmdBuilder::LocalType(Type global, const TensorSharding& s) const {
  if (!global.IsTensor() || s.IsReplicated()) return global;
  return types().Tensor(LocalShape(global.dims(), s.DimShards()), global.element_type());
}

Attr SpmdBuilder::I64(int64_t value) const {
  return Attr::Integer(value, types().Element(ElementType::kSI64));
}

Op* SpmdBuilder::Emit(OpKind kind, std::span<Value* const> operands, std::span<const Type> results,
                      std::vector<NamedAttr> attrs) {
  std::unique_ptr<Op> op = MakeOpAt(*at_, kind, operands, results);
  for (NamedAttr& a : attrs) op->SetAttr(a.name, std::move(a.value));
  return block_->Append(std::move(op));
}

Value* SpmdBuilder::Emit1(OpKind kind, std::span<Value* const> operands, Type result,
                          std::vector<NamedAttr> attrs) {
  return Emit(kind, operands, std::span<const Type>(&result, 1), std::move(attrs))->result(0);
}

Value* SpmdBuilder::Zeros(Type type) {
  const Type scalar = types().Tensor(std::span<const int64_t>(), type.element_type());
  auto bytes = std::make_shared<const std::string>(Tensor::Zeros(scalar).bytes());
  return Emit1(OpKind::kConstant, {}, type, {{"value", Attr::DenseElements(type, bytes, true)}});
}

Value* SpmdBuilder::ScalarI32(int64_t value) {
  const Type type = types().Tensor({}, ElementType::kSI32);
  auto bytes =
      std::make_shared<const std::string>(MakeInts(type, std::span<const int64_t>(&value, 1)).bytes());
  return Emit1(OpKind::kConstant, {}, type, {{"value", Attr::DenseElements(type, bytes, true)}});
}

Value* SpmdBuilder::PerDevice(std::span<const int64_t> table) {
  HLX_CHECK(static_cast<int64_t>(table.size()) == num_partitions_);
  std::vector<int64_t> key(table.begin(), table.end());
  if (auto it = tables_.find({block_, key}); it != tables_.end()) return it->second;
  Value* value = nullptr;
  if (std::all_of(table.begin(), table.end(), [&](int64_t v) { return v == table[0]; })) {
    value = ScalarI32(table[0]);
  } else {
    const Type i32 = types().Tensor({}, ElementType::kSI32);
    Value*& id = partition_id_[block_];
    if (!id) {
      Value* raw = Emit1(OpKind::kPartitionId, {}, types().Tensor({}, ElementType::kUI32));
      id = Emit1(OpKind::kConvert, std::span<Value* const>(&raw, 1), i32);
    }
    const Type table_type = types().Tensor({num_partitions_}, ElementType::kSI32);
    auto bytes = std::make_shared<const std::string>(MakeInts(table_type, table).bytes());
    Value* constant =
        Emit1(OpKind::kConstant, {}, table_type, {{"value", Attr::DenseElements(table_type, bytes, false)}});
    Value* operands[] = {constant, id};
    Value* one = Emit1(OpKind::kDynamicSlice, operands, types().Tensor({1}, ElementType::kSI32),
                       {{"slice_sizes", I64Array(std::vector<int64_t>{1})}});
    value = Emit1(OpKind::kReshape, std::span<Value* const>(&one, 1), i32);
  }
  tables_[{block_, std::move(key)}] = value;
  return value;
}

Value* SpmdBuilder::Broadcast(Value* scalar, Type type) {
  const Type scalar_type = types().Tensor(std::span<const int64_t>(), type.element_type());
  if (scalar->type() != scalar_type)
    scalar = Emit1(OpKind::kConvert, std::span<Value* const>(&scalar, 1), scalar_type);
  if (type.rank() == 0) return scalar;
  return Emit1(OpKind::kBroadcastInDim, std::span<Value* const>(&scalar, 1), type,
               {{"broadcast_dimensions", I64Array(std::vector<int64_t>{})}});
}

Attr SpmdBuilder::ReplicaGroups(const std::vector<std::vector<int64_t>>& groups, bool flattened) const {
  const int64_t size = groups.empty() ? 0 : static_cast<int64_t>(groups[0].size());
  const int64_t replicas = flattened ? num_replicas_ : 1;
  std::vector<int64_t> flat;
  for (int64_t r = 0; r < replicas; ++r)
    for (const auto& g : groups) {
      HLX_CHECK(static_cast<int64_t>(g.size()) == size);
      for (int64_t id : g) flat.push_back(r * num_partitions_ + id);
    }
  const Type type =
      types().Tensor({replicas * static_cast<int64_t>(groups.size()), size}, ElementType::kSI64);
  return Attr::DenseElements(type, std::make_shared<const std::string>(MakeInts(type, flat).bytes()), false);
}

Attr SpmdBuilder::NextChannel() {
  return Attr::Struct(StructKind::kChannelHandle, {{"handle", Attr::Integer(next_channel_++, Type())},
                                                   {"type", Attr::Integer(1, Type())}});
}

void SpmdBuilder::AddSumRegion(Op& op, Type element) {
  const Type scalar = types().Tensor(std::span<const int64_t>(), element);
  Block* body = op.AddRegion()->AddBlock();
  Value* args[] = {body->AddArg(scalar), body->AddArg(scalar)};
  const OpKind sum = scalar.storage_element() == ElementType::kI1 ? OpKind::kOr : OpKind::kAdd;
  auto add = MakeOpAt(op, sum, args, std::span<const Type>(&scalar, 1));
  Value* r = add->result(0);
  body->Append(std::move(add));
  body->Append(MakeOpAt(op, OpKind::kReturn, std::span<Value* const>(&r, 1), {}));
}

Value* SpmdBuilder::AllGather(Value* x, int64_t dim, const std::vector<std::vector<int64_t>>& groups) {
  std::vector<int64_t> dims = DimsOf(x->type());
  dims[dim] *= static_cast<int64_t>(groups[0].size());
  return Emit1(OpKind::kAllGather, std::span<Value* const>(&x, 1),
               types().Tensor(dims, x->type().element_type()),
               {{"all_gather_dim", I64(dim)},
                {"channel_handle", NextChannel()},
                {"replica_groups", ReplicaGroups(groups, true)},
                {"use_global_device_ids", Attr::Unit()}});
}

Value* SpmdBuilder::AllReduce(Value* x, const std::vector<std::vector<int64_t>>& groups,
                              const Region* computation) {
  const Type type = x->type();
  Op* op = Emit(OpKind::kAllReduce, std::span<Value* const>(&x, 1), std::span<const Type>(&type, 1),
                {{"channel_handle", NextChannel()},
                 {"replica_groups", ReplicaGroups(groups, true)},
                 {"use_global_device_ids", Attr::Unit()}});
  if (computation) {
    CloneRegionInto(*computation, *op);
  } else {
    AddSumRegion(*op, x->type().element_type());
  }
  return op->result(0);
}

Value* SpmdBuilder::ReduceScatter(Value* x, int64_t dim, const std::vector<std::vector<int64_t>>& groups) {
  std::vector<int64_t> dims = DimsOf(x->type());
  dims[dim] /= static_cast<int64_t>(groups[0].size());
  const Type result = types().Tensor(dims, x->type().element_type());
  Op* op = Emit(OpKind::kReduceScatter, std::span<Value* const>(&x, 1), std::span<const Type>(&result, 1),
                {{"channel_handle", NextChannel()},
                 {"replica_groups", ReplicaGroups(groups, true)},
                 {"scatter_dimension", I64(dim)},
                 {"use_global_device_ids", Attr::Unit()}});
  AddSumRegion(*op, x->type().element_type());
  return op->result(0);
}

Value* SpmdBuilder::AllToAll(Value* x, int64_t split_dim, int64_t concat_dim,
                             const std::vector<std::vector<int64_t>>& groups) {
  const int64_t k = static_cast<int64_t>(groups[0].size());
  std::vector<int64_t> dims = DimsOf(x->type());
  dims[split_dim] /= k;
  dims[concat_dim] *= k;
  return Emit1(OpKind::kAllToAll, std::span<Value* const>(&x, 1),
               types().Tensor(dims, x->type().element_type()),
               {{"channel_handle", NextChannel()},
                {"concat_dimension", I64(concat_dim)},
                {"replica_groups", ReplicaGroups(groups, false)},
                {"split_count", I64(k)},
                {"split_dimension", I64(split_dim)}});
}

Value* SpmdBuilder::CollectivePermute(Value* x, const std::vector<std::pair<int64_t, int64_t>>& pairs) {
  std::vector<int64_t> flat;
  for (const auto& [source, target] : pairs) flat.insert(flat.end(), {source, target});
  const Type type = types().Tensor({static_cast<int64_t>(pairs.size()), 2}, ElementType::kSI64);
  Attr pairs_attr =
      Attr::DenseElements(type, std::make_shared<const std::string>(MakeInts(type, flat).bytes()), false);
  return Emit1(OpKind::kCollectivePermute, std::span<Value* const>(&x, 1), x->type(),
               {{"channel_handle", NextChannel()}, {"source_target_pairs", pairs_attr}});
}

int64_t SpmdBuilder::PositionOf(const Mesh& mesh, int64_t device) const {
  if (mesh.device_ids.empty()) return device;
  const std::string key = mesh.ToString();
  std::vector<int64_t>& positions = positions_[key];
  if (positions.empty()) {
    positions.assign(mesh.device_ids.size(), 0);
    for (size_t p = 0; p < mesh.device_ids.size(); ++p)
      positions[static_cast<size_t>(mesh.device_ids[p])] = static_cast<int64_t>(p);
  }
  return positions[static_cast<size_t>(device)];
}

std::vector<int64_t> SpmdBuilder::TileIndexTable(const TensorSharding& s, int64_t dim) const {
  std::vector<int64_t> table(static_cast<size_t>(num_partitions_), 0);
  if (s.dims[dim].axes.empty()) return table;
  const Mesh& mesh = MeshOf(s);
  for (int64_t d = 0; d < num_partitions_; ++d)
    table[d] = AxesIndex(mesh, s.dims[dim].axes, PositionOf(mesh, d));
  return table;
}

Value* SpmdBuilder::MaskPadding(Value* x, Type global, const TensorSharding& s, std::span<const int64_t> dims,
                                Value* fill) {
  const Type local = x->type();
  const Type index_type = types().Tensor(local.dims(), types().Element(ElementType::kSI32));
  const Type mask_type = types().Tensor(local.dims(), types().Element(ElementType::kI1));
  Value* mask = nullptr;
  for (int64_t d : dims) {
    const int64_t tiles = s.dims[d].shards(), size = global.dims()[d], piece = local.dims()[d];
    if (tiles == 1 || piece * tiles == size) continue;
    std::vector<int64_t> offsets = TileIndexTable(s, d);
    for (int64_t& o : offsets) o *= piece;
    Value* iota = Emit1(OpKind::kIota, {}, index_type, {{"iota_dimension", I64(d)}});
    Value* add_operands[] = {iota, Broadcast(PerDevice(offsets), index_type)};
    Value* index = Emit1(OpKind::kAdd, add_operands, index_type);
    Value* compare_operands[] = {index, Broadcast(ScalarI32(size), index_type)};
    Value* inside = Emit1(OpKind::kCompare, compare_operands, mask_type,
                          {{"comparison_direction", Attr::Enum(EnumFamily::kComparisonDirection,
                                                               static_cast<int>(ComparisonDirection::LT))}});
    if (mask) {
      Value* both[] = {mask, inside};
      inside = Emit1(OpKind::kAnd, both, mask_type);
    }
    mask = inside;
  }
  if (!mask) return x;
  if (!fill) fill = Zeros(types().Tensor(std::span<const int64_t>(), local.element_type()));
  Value* operands[] = {mask, x, Broadcast(fill, local)};
  return Emit1(OpKind::kSelect, operands, local);
}

Value* SpmdBuilder::HaloExchange(Value* x, Type global, const TensorSharding& s, int64_t dim, int64_t low,
                                 int64_t high, Value* fill) {
  const int64_t dims_arr[] = {dim};
  x = MaskPadding(x, global, s, dims_arr, fill);
  const Type local = x->type();
  const int64_t piece = local.dims()[dim], tiles = s.dims[dim].shards();
  HLX_CHECK(low <= piece && high <= piece);
  const std::vector<std::vector<int64_t>> groups = DeviceGroups(MeshOf(s), s.dims[dim].axes);
  const std::vector<int64_t> tile = TileIndexTable(s, dim);
  // The `size` elements of x from `start` along dim, sent to the next (`forward`) or previous tile's device;
  // the devices at the end that receive nothing take `fill`.
  auto neighbour = [&](int64_t start, int64_t size, bool forward) {
    std::vector<int64_t> begin(static_cast<size_t>(local.rank()), 0), limit = DimsOf(local),
                                                                      strides(begin.size(), 1);
    begin[dim] = start;
    limit[dim] = start + size;
    std::vector<int64_t> shape = DimsOf(local);
    shape[dim] = size;
    const Type type = types().Tensor(shape, local.element_type());
    Value* part = Emit1(OpKind::kSlice, std::span<Value* const>(&x, 1), type,
                        {{"limit_indices", I64Array(limit)},
                         {"start_indices", I64Array(begin)},
                         {"strides", I64Array(strides)}});
    std::vector<std::pair<int64_t, int64_t>> pairs;
    for (const auto& g : groups)
      for (size_t i = 0; i + 1 < g.size(); ++i)
        pairs.push_back(forward ? std::pair(g[i], g[i + 1]) : std::pair(g[i + 1], g[i]));
    std::sort(pairs.begin(), pairs.end());
    Value* moved = CollectivePermute(part, pairs);
    std::vector<int64_t> at_end(tile.size());
    for (size_t p = 0; p < tile.size(); ++p) at_end[p] = tile[p] == (forward ? 0 : tiles - 1) ? 1 : 0;
    Value* compare_operands[] = {PerDevice(at_end), ScalarI32(0)};
    Value* end = Emit1(OpKind::kCompare, compare_operands, types().Tensor({}, ElementType::kI1),
                       {{"comparison_direction", Attr::Enum(EnumFamily::kComparisonDirection,
                                                            static_cast<int>(ComparisonDirection::NE))}});
    Value* operands[] = {end, Broadcast(fill, type), moved};
    return Emit1(OpKind::kSelect, operands, type);
  };
  std::vector<Value*> parts;
  if (low > 0) parts.push_back(neighbour(piece - low, low, true));
  parts.push_back(x);
  if (high > 0) parts.push_back(neighbour(0, high, false));
  if (parts.size() == 1) return x;
  std::vector<int64_t> shape = DimsOf(local);
  shape[dim] += low + high;
  return Emit1(OpKind::kConcatenate, parts, types().Tensor(shape, local.element_type()),
               {{"dimension", I64(dim)}});
}

// ---- Resharding ----------------------------------------------------------------------------------------

StatusOr<ShardedValue> SpmdBuilder::Reshard(const ShardedValue& v, const TensorSharding& to_given) {
  HLX_CHECK_MSG(!v.manual, "manual values are not resharded");
  const TensorSharding to = Normalize(to_given, meshes_);
  ShardedValue cur = v;
  cur.sharding = Normalize(v.sharding, meshes_);
  if (!HasAxes(cur.sharding) && !HasAxes(to)) {
    cur.sharding = to;
    return cur;
  }
  if (!v.global.IsTensor() || !v.global.HasStaticShape())
    return Unimplemented(module_.Where(at_->loc()) + ": " + at_->name() + ": a value of type " +
                         v.global.ToString() +
                         " cannot be split over devices; hlx splits static-shaped tensors");
  // Partial sums that `to` does not keep are summed first; all of them when the pieces move.
  std::vector<AxisRef> keep;
  if (SameDims(cur.sharding, to) && cur.sharding.mesh == to.mesh)
    for (const AxisRef& r : cur.sharding.unreduced)
      if (Contains(to.unreduced, r)) keep.push_back(r);
  cur = ResolveUnreduced(cur, to, keep);
  if (!SameDims(cur.sharding, to)) {
    if (cur.sharding.DimShards() == to.DimShards()) {
      cur = Permute(cur, to);
    } else {
      cur = Retile(cur, to);
    }
  }
  std::vector<AxisRef> extra;
  for (const AxisRef& r : to.unreduced)
    if (!Contains(cur.sharding.unreduced, r)) extra.push_back(r);
  if (!extra.empty()) cur = AddUnreduced(cur, to, extra);
  cur.sharding = to;
  return cur;
}

ShardedValue SpmdBuilder::ResolveUnreduced(ShardedValue v, const TensorSharding& to,
                                           std::span<const AxisRef> keep) {
  std::vector<AxisRef> sum;
  for (const AxisRef& r : v.sharding.unreduced)
    if (!Contains(keep, r)) sum.push_back(r);
  if (sum.empty()) return v;
  const Mesh& mesh = MeshOf(v.sharding);
  TensorSharding& s = v.sharding;
  s.unreduced.assign(keep.begin(), keep.end());
  // A dimension that `to` splits further by exactly these axes takes its piece of the sum.
  if (s.mesh == to.mesh) {
    for (size_t d = 0; d < s.dims.size(); ++d) {
      const auto& from_axes = s.dims[d].axes;
      const auto& to_axes = to.dims[d].axes;
      if (to_axes.size() != from_axes.size() + sum.size() ||
          CommonPrefix(from_axes, to_axes) != from_axes.size())
        continue;
      std::span<const AxisRef> suffix(to_axes.begin() + static_cast<ptrdiff_t>(from_axes.size()),
                                      to_axes.end());
      if (!SameAxisSet(suffix, sum)) continue;
      const int64_t k = AxesSize(suffix), piece = v.local->type().dims()[d];
      if (piece % k != 0 || piece / k != CeilDiv(v.global.dims()[d], to.dims[d].shards())) continue;
      v.local = ReduceScatter(v.local, static_cast<int64_t>(d), DeviceGroups(mesh, suffix));
      s.dims[d].axes = to_axes;
      return v;
    }
  }
  v.local = AllReduce(v.local, DeviceGroups(mesh, sum), nullptr);
  return v;
}

ShardedValue SpmdBuilder::AddUnreduced(ShardedValue v, const TensorSharding& to,
                                       std::span<const AxisRef> axes) {
  // The whole value on the devices at coordinate 0 of `axes`, zeros on the others: their sum is the value.
  const Mesh& mesh = MeshOf(to);
  std::vector<int64_t> table(static_cast<size_t>(num_partitions_));
  for (int64_t d = 0; d < num_partitions_; ++d)
    table[d] = AxesIndex(mesh, axes, PositionOf(mesh, d)) == 0 ? 1 : 0;
  const Type pred = types().Tensor({}, ElementType::kI1);
  Value* compare_operands[] = {PerDevice(table), ScalarI32(0)};
  Value* keep = Emit1(OpKind::kCompare, compare_operands, pred,
                      {{"comparison_direction", Attr::Enum(EnumFamily::kComparisonDirection,
                                                           static_cast<int>(ComparisonDirection::NE))}});
  Value* operands[] = {keep, v.local, Zeros(v.local->type())};
  v.local = Emit1(OpKind::kSelect, operands, v.local->type());
  v.sharding.unreduced.insert(v.sharding.unreduced.end(), axes.begin(), axes.end());
  if (v.sharding.mesh.empty()) v.sharding.mesh = to.mesh;
  return v;
}

bool SpmdBuilder::SameDeviceTiles(const TensorSharding& a, const TensorSharding& b) const {
  if (a.DimShards() != b.DimShards()) return false;
  for (int64_t d = 0; d < a.rank(); ++d)
    if (TileIndexTable(a, d) != TileIndexTable(b, d)) return false;
  return true;
}

ShardedValue SpmdBuilder::Permute(const ShardedValue& v, const TensorSharding& to) {
  ShardedValue out = v;
  out.sharding.dims = to.dims;
  out.sharding.mesh = to.mesh;
  if (SameDeviceTiles(v.sharding, to)) return out;
  // The flat tile index each device holds before and after.
  auto flat_tiles = [&](const TensorSharding& s) {
    std::vector<int64_t> flat(static_cast<size_t>(num_partitions_), 0);
    for (int64_t d = 0; d < s.rank(); ++d) {
      const std::vector<int64_t> t = TileIndexTable(s, d);
      for (int64_t p = 0; p < num_partitions_; ++p) flat[p] = flat[p] * s.dims[d].shards() + t[p];
    }
    return flat;
  };
  std::vector<int64_t> from = flat_tiles(v.sharding), wanted = flat_tiles(to);
  // Inside a manual computation, a device takes its tile from a device of its own manual coordinates.
  if (!manual_axes_.empty()) {
    const Mesh& mesh = meshes_.at(manual_mesh_);
    std::vector<AxisRef> manual;
    for (const std::string& name : manual_axes_) manual.push_back(WholeAxis(mesh, name));
    int64_t tiles = 1;
    for (int64_t t : to.DimShards()) tiles *= t;
    for (int64_t p = 0; p < num_partitions_; ++p) {
      const int64_t group = AxesIndex(mesh, manual, PositionOf(mesh, p));
      from[p] += group * tiles;
      wanted[p] += group * tiles;
    }
  }
  std::map<int64_t, std::vector<int64_t>> holders, takers;
  for (int64_t p = 0; p < num_partitions_; ++p) {
    holders[from[p]].push_back(p);
    takers[wanted[p]].push_back(p);
  }
  std::vector<std::pair<int64_t, int64_t>> pairs;
  for (auto& [tile, targets] : takers) {
    std::vector<int64_t>& sources = holders[tile];
    HLX_CHECK(sources.size() == targets.size());
    // A device that holds its tile already keeps it.
    std::vector<int64_t> rest_targets;
    for (int64_t t : targets) {
      auto it = std::find(sources.begin(), sources.end(), t);
      if (it != sources.end()) {
        pairs.push_back({t, t});
        sources.erase(it);
      } else {
        rest_targets.push_back(t);
      }
    }
    for (size_t i = 0; i < rest_targets.size(); ++i) pairs.push_back({sources[i], rest_targets[i]});
  }
  std::sort(pairs.begin(), pairs.end());
  out.local = CollectivePermute(v.local, pairs);
  return out;
}

ShardedValue SpmdBuilder::GatherDim(ShardedValue v, int64_t dim, size_t keep) {
  std::vector<AxisRef>& axes = v.sharding.dims[dim].axes;
  std::span<const AxisRef> gathered(axes.begin() + static_cast<ptrdiff_t>(keep), axes.end());
  v.local = AllGather(v.local, dim, DeviceGroups(MeshOf(v.sharding), gathered));
  axes.resize(keep);
  const int64_t size = v.global.dims()[dim];
  if (keep == 0 && v.local->type().dims()[dim] != size) {
    std::vector<int64_t> start(static_cast<size_t>(v.global.rank()), 0), limit = DimsOf(v.local->type()),
                                                                         strides(start.size(), 1);
    limit[dim] = size;
    v.local = Emit1(OpKind::kSlice, std::span<Value* const>(&v.local, 1),
                    types().Tensor(limit, v.local->type().element_type()),
                    {{"limit_indices", I64Array(limit)},
                     {"start_indices", I64Array(start)},
                     {"strides", I64Array(strides)}});
  }
  return v;
}

ShardedValue SpmdBuilder::Retile(ShardedValue v, const TensorSharding& to) {
  const int64_t rank = v.global.rank();
  const bool same_mesh = v.sharding.mesh == to.mesh && !v.sharding.mesh.empty();
  const Type to_local = LocalType(v.global, to);
  auto dim_axes = [](const TensorSharding& s, int64_t d) -> const std::vector<AxisRef>& {
    return s.dims[d].axes;
  };

  // One axis group moving from the minor end of one dimension to the minor end of another: all_to_all.
  if (same_mesh && v.sharding.unreduced.empty()) {
    int64_t gather_dim = -1, slice_dim = -1;
    bool single_move = true;
    std::vector<AxisRef> gathered, sliced;
    for (int64_t d = 0; d < rank && single_move; ++d) {
      const auto &from = dim_axes(v.sharding, d), &wanted = dim_axes(to, d);
      if (SameAxes(from, wanted)) continue;
      const size_t common = CommonPrefix(from, wanted);
      if (common == wanted.size() && gather_dim < 0) {
        gather_dim = d;
        gathered.assign(from.begin() + static_cast<ptrdiff_t>(common), from.end());
      } else if (common == from.size() && slice_dim < 0) {
        slice_dim = d;
        sliced.assign(wanted.begin() + static_cast<ptrdiff_t>(common), wanted.end());
      } else {
        single_move = false;
      }
    }
    if (single_move && gather_dim >= 0 && slice_dim >= 0 && SameAxes(gathered, sliced)) {
      const int64_t k = AxesSize(gathered);
      const Type local = v.local->type();
      if (local.dims()[gather_dim] * k == to_local.dims()[gather_dim] &&
          local.dims()[slice_dim] == to_local.dims()[slice_dim] * k) {
        v.local = AllToAll(v.local, slice_dim, gather_dim, DeviceGroups(MeshOf(to), gathered));
        v.sharding.dims = to.dims;
        return v;
      }
    }
  }

  // Gather what `to` does not keep, then take each device's piece of what it adds.
  std::vector<size_t> keep(static_cast<size_t>(rank), 0);
  for (int64_t d = 0; d < rank; ++d) {
    if (!same_mesh) continue;
    const auto &from = dim_axes(v.sharding, d), &wanted = dim_axes(to, d);
    size_t k = CommonPrefix(from, wanted);
    const int64_t size = v.global.dims()[d];
    if (k > 0) {
      const int64_t prefix =
          AxesSize(std::span<const AxisRef>(from.begin(), from.begin() + static_cast<ptrdiff_t>(k)));
      // The pieces below the prefix must tile the prefix's piece exactly (uneven dimensions may not).
      for (const auto* axes : {&from, &wanted}) {
        if (axes->size() <= k) continue;
        const int64_t below =
            AxesSize(std::span<const AxisRef>(axes->begin() + static_cast<ptrdiff_t>(k), axes->end()));
        if (CeilDiv(size, prefix) != CeilDiv(size, prefix * below) * below) k = 0;
      }
    }
    keep[d] = k;
  }
  for (int64_t d = 0; d < rank; ++d)
    if (dim_axes(v.sharding, d).size() > keep[d]) v = GatherDim(v, d, keep[d]);
  v.sharding.mesh = to.mesh;

  std::vector<int64_t> pad_high(static_cast<size_t>(rank), 0);
  std::vector<std::vector<int64_t>> starts;
  bool slice = false;
  for (int64_t d = 0; d < rank; ++d) {
    const auto& wanted = dim_axes(to, d);
    std::vector<int64_t> table(static_cast<size_t>(num_partitions_), 0);
    if (wanted.size() > keep[d]) {
      slice = true;
      const int64_t piece = to_local.dims()[d];
      if (keep[d] == 0) {
        table = TileIndexTable(to, d);
        pad_high[d] = std::max<int64_t>(0, piece * to.dims[d].shards() - v.local->type().dims()[d]);
      } else {
        const Mesh& mesh = MeshOf(to);
        std::span<const AxisRef> added(wanted.begin() + static_cast<ptrdiff_t>(keep[d]), wanted.end());
        for (int64_t p = 0; p < num_partitions_; ++p) table[p] = AxesIndex(mesh, added, PositionOf(mesh, p));
      }
      for (int64_t& t : table) t *= piece;
    }
    starts.push_back(std::move(table));
  }
  if (slice) {
    if (std::any_of(pad_high.begin(), pad_high.end(), [](int64_t p) { return p > 0; })) {
      std::vector<int64_t> dims = DimsOf(v.local->type()), zeros(static_cast<size_t>(rank), 0);
      for (int64_t d = 0; d < rank; ++d) dims[d] += pad_high[d];
      Value* operands[] = {v.local,
                           Zeros(types().Tensor(std::span<const int64_t>(), v.global.element_type()))};
      v.local = Emit1(OpKind::kPad, operands, types().Tensor(dims, v.global.element_type()),
                      {{"edge_padding_high", I64Array(pad_high)},
                       {"edge_padding_low", I64Array(zeros)},
                       {"interior_padding", I64Array(zeros)}});
    }
    std::vector<Value*> operands = {v.local};
    for (const std::vector<int64_t>& table : starts) operands.push_back(PerDevice(table));
    v.local = Emit1(OpKind::kDynamicSlice, operands, to_local, {{"slice_sizes", I64Array(DimsOf(to_local))}});
  }
  v.sharding.dims = to.dims;
  return v;
}

}  // namespace hlx
