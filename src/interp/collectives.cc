// Collectives, process ids, tokens and host transfers (the spec's "Collective ops"), and the SPMD
// annotations that move values between full shapes and per-partition shards.
//
// Processes are numbered replica-major: process = replica * num_partitions + partition. A collective
// splits the process grid into groups (cross_replica, cross_partition, cross_replica_and_partition or
// flattened_ids, chosen by channel_id and use_global_device_ids), and the processes of a group meet in the
// rendezvous under a key naming the op. A lone process (no rendezvous) forms every group by itself.
#include <algorithm>
#include <cctype>
#include <cstring>
#include <optional>
#include <sstream>

#include "interp/kernels.h"
#include "interp/process_groups.h"

namespace hlx {
namespace {

int64_t SelfId(const EvalContext& ctx) {
  return ctx.replica_id() * ctx.num_partitions() + ctx.partition_id();
}

// A process-group error (process_groups.h) as an error about the op.
Status OpStatus(const OpCall& c, const Status& status) {
  return status.ok() ? status : c.Error(status.message());
}

// The group of this process among the groups the op's `replica_groups` make in `mode`; nullopt when no
// group holds it. A lone process is its own group.
StatusOr<std::optional<std::vector<int64_t>>> OwnGroup(const OpCall& c) {
  const int64_t self = SelfId(c.ctx);
  if (!c.ctx.rendezvous()) return std::optional<std::vector<int64_t>>(std::vector<int64_t>{self});
  auto groups = CollectiveGroups(c.op, c.ctx.num_replicas(), c.ctx.num_partitions());
  if (!groups.ok()) return OpStatus(c, groups.status());
  const int64_t g = GroupIndexOf(*groups, self);
  if (g < 0) return std::optional<std::vector<int64_t>>();
  return std::optional(std::move((*groups)[g]));
}

StatusOr<std::vector<int64_t>> RequiredGroup(const OpCall& c) {
  HLX_ASSIGN_OR_RETURN(auto group, OwnGroup(c));
  if (!group)
    return c.Error("runs on process (replica " + std::to_string(c.ctx.replica_id()) + ", partition " +
                   std::to_string(c.ctx.partition_id()) + "), which none of its groups holds");
  return std::move(*group);
}

// Where the op's processes meet: the op itself.
std::string OpKey(const Op& op) {
  std::ostringstream key;
  key << op.name() << '@' << static_cast<const void*>(&op);
  return key.str();
}

// Every process of `group` contributes `value`; returns the contributions in group order.
StatusOr<std::vector<Tensor>> Meet(const OpCall& c, std::span<const int64_t> group, Tensor value) {
  if (!c.ctx.rendezvous()) return std::vector<Tensor>{std::move(value)};
  return c.ctx.rendezvous()->Exchange(OpKey(c.op), SelfId(c.ctx), group, std::move(value));
}

// Several values as one tuple, to exchange them together.
Tensor Pack(EvalContext& ctx, std::span<const Tensor> values) {
  std::vector<Type> types;
  for (const Tensor& v : values) types.push_back(v.type());
  return Tensor::Tuple(ctx.types().Tuple(types), std::vector<Tensor>(values.begin(), values.end()));
}

int64_t IndexIn(std::span<const int64_t> group, int64_t id) {
  return std::find(group.begin(), group.end(), id) - group.begin();
}

// Bytes of one step along dimension `dim` of a tensor of `shape` (the elements after it, times size).
int64_t InnerBytes(std::span<const int64_t> shape, int64_t dim, int element_bytes) {
  int64_t n = element_bytes;
  for (size_t d = dim + 1; d < shape.size(); ++d) n *= shape[d];
  return n;
}
int64_t OuterCount(std::span<const int64_t> shape, int64_t dim) {
  int64_t n = 1;
  for (int64_t d = 0; d < dim; ++d) n *= shape[d];
  return n;
}

// The tensor of `type` that holds `parts` one after another along `dim`.
StatusOr<Tensor> ConcatAlong(const OpCall& c, std::span<const Tensor> parts, int64_t dim, Type type) {
  if (dim < 0 || dim >= type.rank()) return c.Error("has dimension " + std::to_string(dim) + " out of range");
  int64_t total = 0;
  for (const Tensor& p : parts) total += p.shape()[dim];
  if (total != type.dims()[dim])
    return c.Error("joins " + std::to_string(parts.size()) + " parts into " + std::to_string(total) +
                   " along dimension " + std::to_string(dim) + ", but its result type is " + type.ToString());
  Tensor out = Tensor::Zeros(type);
  char* dst = out.mutable_data();
  const int64_t outer = OuterCount(type.dims(), dim);
  for (int64_t o = 0; o < outer; ++o)
    for (const Tensor& p : parts) {
      const int64_t chunk = p.shape()[dim] * InnerBytes(p.shape(), dim, p.element_bytes());
      std::memcpy(dst, p.data() + o * chunk, chunk);
      dst += chunk;
    }
  return out;
}

// `size` entries of `t` along `dim` from `start`, as a tensor of `t`'s element type.
Tensor SliceAlong(EvalContext& ctx, const Tensor& t, int64_t dim, int64_t start, int64_t size) {
  std::vector<int64_t> dims(t.shape().begin(), t.shape().end());
  dims[dim] = size;
  Tensor out = Tensor::Zeros(ctx.types().Tensor(dims, t.type().element_type()));
  const int64_t inner = InnerBytes(t.shape(), dim, t.element_bytes());
  const int64_t outer = OuterCount(t.shape(), dim);
  char* dst = out.mutable_data();
  for (int64_t o = 0; o < outer; ++o)
    std::memcpy(dst + o * size * inner, t.data() + (o * t.shape()[dim] + start) * inner, size * inner);
  return out;
}

// `t` with its elements converted to `element` (the reduction's element type, which the operands'
// promote to).
Tensor ConvertTo(EvalContext& ctx, const Tensor& t, Type element) {
  const Type type = ctx.types().Tensor(t.shape(), element);
  const ElementType e = element.element();
  if (IsComplex(e)) return MakeComplexes(type, ReadComplexes(t));
  if (IsFloat(e)) return MakeFloats(type, ReadFloats(t));
  return MakeInts(type, ReadInts(t));
}

bool IsWholeTensorReducer(OpKind kind) {
  return kind == OpKind::kAdd || kind == OpKind::kMultiply || kind == OpKind::kMaximum ||
         kind == OpKind::kMinimum || kind == OpKind::kAnd || kind == OpKind::kOr || kind == OpKind::kXor;
}

// `lhs` and `rhs` (of one type) combined element by element with the op's reduction region.
StatusOr<Tensor> Combine(const OpCall& c, const Tensor& lhs, const Tensor& rhs) {
  const Region& region = *c.op.region(0);
  const Block& body = *region.front();
  if (body.num_args() != 2) return c.Error("needs a reduction region of two arguments");
  // A region that is one elementwise op of its two arguments runs once on the whole tensors.
  if (body.ops().size() == 2) {
    const Op& op = *body.ops()[0];
    const Op& ret = *body.ops()[1];
    if (IsWholeTensorReducer(op.kind()) && op.num_operands() == 2 && op.operand(0) == body.arg(0) &&
        op.operand(1) == body.arg(1) && ret.num_operands() == 1 && ret.operand(0) == op.result(0)) {
      const Tensor args[] = {lhs, rhs};
      const Type types[] = {lhs.type()};
      HLX_ASSIGN_OR_RETURN(std::vector<Tensor> r, EvalElementwise(OpCall{op, args, types, c.ctx}));
      return r[0];
    }
  }
  const Type scalar = c.ctx.types().Tensor(std::span<const int64_t>(), lhs.type().element_type());
  Tensor out = Tensor::Zeros(lhs.type());
  const int w = lhs.element_bytes();
  char* dst = out.mutable_data();
  for (int64_t i = 0; i < lhs.num_elements(); ++i) {
    const Tensor args[] = {Tensor::FromBytes(scalar, std::string(lhs.data() + i * w, w)),
                           Tensor::FromBytes(scalar, std::string(rhs.data() + i * w, w))};
    HLX_ASSIGN_OR_RETURN(std::vector<Tensor> r, c.ctx.RunRegion(region, args));
    if (r.size() != 1 || !r[0].is_tensor() || r[0].type() != scalar)
      return c.Error("has a reduction region that does not give one " + scalar.ToString());
    std::memcpy(dst + i * w, r[0].data(), w);
  }
  return out;
}

// The reduction of operand `index` over `contributions` (packed operands of each process, in group
// order), folded left to right, as `result_type`.
StatusOr<Tensor> ReduceContributions(const OpCall& c, std::span<const Tensor> contributions, size_t index,
                                     Type result_type) {
  const Type element = result_type.element_type();
  auto operand = [&](size_t k) {
    const Tensor& t = contributions[k].elements()[index];
    return t.type().element_type() == element ? t : ConvertTo(c.ctx, t, element);
  };
  Tensor acc = operand(0);
  for (size_t k = 1; k < contributions.size(); ++k) {
    HLX_ASSIGN_OR_RETURN(acc, Combine(c, acc, operand(k)));
  }
  if (acc.type() != result_type)
    return c.Error("reduces to " + acc.type().ToString() + ", but its result type is " +
                   result_type.ToString());
  return acc;
}

// For every operand, the reduction over this process's group.
StatusOr<std::vector<Tensor>> AllReduceInGroup(const OpCall& c, std::span<const int64_t> group,
                                               std::span<const Type> result_types) {
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> all, Meet(c, group, Pack(c.ctx, c.args)));
  std::vector<Tensor> results;
  for (size_t i = 0; i < c.args.size(); ++i) {
    HLX_ASSIGN_OR_RETURN(Tensor r, ReduceContributions(c, all, i, result_types[i]));
    results.push_back(std::move(r));
  }
  return results;
}

StatusOr<int64_t> IntAttr(const OpCall& c, std::string_view name) {
  Attr a = c.op.attr(name);
  if (!a.Is(AttrKind::kInteger)) return c.Error("needs an integer `" + std::string(name) + "`");
  return a.int_value();
}

}  // namespace

Results EvalAllGather(const OpCall& c) {
  HLX_ASSIGN_OR_RETURN(int64_t dim, IntAttr(c, "all_gather_dim"));
  HLX_ASSIGN_OR_RETURN(std::vector<int64_t> group, RequiredGroup(c));
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> all, Meet(c, group, Pack(c.ctx, c.args)));
  std::vector<Tensor> results;
  for (size_t i = 0; i < c.args.size(); ++i) {
    std::vector<Tensor> parts;
    for (const Tensor& contribution : all) parts.push_back(contribution.elements()[i]);
    HLX_ASSIGN_OR_RETURN(Tensor r, ConcatAlong(c, parts, dim, c.result_types[i]));
    results.push_back(std::move(r));
  }
  return results;
}

Results EvalAllReduce(const OpCall& c) {
  HLX_ASSIGN_OR_RETURN(std::vector<int64_t> group, RequiredGroup(c));
  return AllReduceInGroup(c, group, c.result_types);
}

// Each operand reduced over the group, and this process's part of it along the scatter dimension.
Results EvalReduceScatter(const OpCall& c) {
  HLX_ASSIGN_OR_RETURN(int64_t dim, IntAttr(c, "scatter_dimension"));
  HLX_ASSIGN_OR_RETURN(std::vector<int64_t> group, RequiredGroup(c));
  const int64_t n = static_cast<int64_t>(group.size());
  std::vector<Type> full;
  for (size_t i = 0; i < c.args.size(); ++i) {
    const Tensor& operand = c.args[i];
    if (dim < 0 || dim >= operand.rank()) return c.Error("scatters along a dimension out of range");
    if (operand.shape()[dim] % n != 0 || c.result_types[i].dims()[dim] != operand.shape()[dim] / n)
      return c.Error("scatters dimension " + std::to_string(dim) + " of " + operand.type().ToString() +
                     " over " + std::to_string(n) + " processes into " + c.result_types[i].ToString());
    full.push_back(c.ctx.types().Tensor(operand.shape(), c.result_types[i].element_type()));
  }
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> reduced, AllReduceInGroup(c, group, full));
  const int64_t self = IndexIn(group, SelfId(c.ctx));
  std::vector<Tensor> results;
  for (size_t i = 0; i < c.args.size(); ++i) {
    const int64_t size = c.args[i].shape()[dim] / n;
    results.push_back(SliceAlong(c.ctx, reduced[i], dim, self * size, size));
  }
  return results;
}

Results EvalAllToAll(const OpCall& c) {
  HLX_ASSIGN_OR_RETURN(int64_t split_dim, IntAttr(c, "split_dimension"));
  HLX_ASSIGN_OR_RETURN(int64_t concat_dim, IntAttr(c, "concat_dimension"));
  HLX_ASSIGN_OR_RETURN(int64_t split_count, IntAttr(c, "split_count"));
  HLX_ASSIGN_OR_RETURN(std::vector<int64_t> group, RequiredGroup(c));
  if (static_cast<int64_t>(group.size()) != split_count)
    return c.Error("splits into " + std::to_string(split_count) + " parts for a group of " +
                   std::to_string(group.size()) + " processes");
  for (const Tensor& a : c.args)
    if (split_dim < 0 || split_dim >= a.rank() || a.shape()[split_dim] % split_count != 0)
      return c.Error("cannot split " + a.type().ToString() + " along dimension " + std::to_string(split_dim) +
                     " into " + std::to_string(split_count) + " parts");
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> all, Meet(c, group, Pack(c.ctx, c.args)));
  const int64_t self = IndexIn(group, SelfId(c.ctx));
  std::vector<Tensor> results;
  for (size_t i = 0; i < c.args.size(); ++i) {
    const int64_t size = c.args[i].shape()[split_dim] / split_count;
    std::vector<Tensor> parts;
    for (const Tensor& contribution : all)
      parts.push_back(SliceAlong(c.ctx, contribution.elements()[i], split_dim, self * size, size));
    HLX_ASSIGN_OR_RETURN(Tensor r, ConcatAlong(c, parts, concat_dim, c.result_types[i]));
    results.push_back(std::move(r));
  }
  return results;
}

Results EvalCollectivePermute(const OpCall& c) {
  auto pairs = PermutePairs(c.op, c.ctx.num_replicas(), c.ctx.num_partitions());
  if (!pairs.ok()) return OpStatus(c, pairs.status());
  const bool across_replicas = ReplicaOrPartitionMode(c.op) == GroupMode::kCrossReplica;
  const int64_t own = across_replicas ? c.ctx.replica_id() : c.ctx.partition_id();
  // The processes that differ from this one only in the replica (or partition) id, by that id.
  const std::vector<int64_t> line =
      c.ctx.rendezvous() ? PermuteLine(c.op, SelfId(c.ctx), c.ctx.num_replicas(), c.ctx.num_partitions())
                         : std::vector<int64_t>{SelfId(c.ctx)};
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> all, Meet(c, line, c.args[0]));
  for (const auto& pair : *pairs) {
    if (pair[1] != own) continue;
    if (c.ctx.rendezvous()) return std::vector<Tensor>{all[pair[0]]};
    if (pair[0] == own) return std::vector<Tensor>{all[0]};
  }
  return std::vector<Tensor>{Tensor::Zeros(c.result_types[0])};
}

// Every data operand comes from the first process of the group, or with `has_dynamic_root` from the
// process of the group that the last operand (one index per data operand) names.
Results EvalCollectiveBroadcast(const OpCall& c) {
  const bool dynamic_root = static_cast<bool>(c.op.attr("has_dynamic_root"));
  const size_t num_data = c.args.size() - (dynamic_root ? 1 : 0);
  if (num_data != c.result_types.size() ||
      (dynamic_root && c.args.back().num_elements() != static_cast<int64_t>(num_data)))
    return c.Error("needs one root per data operand and one result per data operand");
  const std::vector<int64_t> roots =
      dynamic_root ? ReadInts(c.args.back()) : std::vector<int64_t>(num_data, 0);
  HLX_ASSIGN_OR_RETURN(auto group, OwnGroup(c));
  std::vector<Tensor> results;
  if (!group) {
    for (Type t : c.result_types) results.push_back(Tensor::Zeros(t));
    return results;
  }
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> all, Meet(c, *group, Pack(c.ctx, c.args.first(num_data))));
  for (size_t i = 0; i < num_data; ++i) {
    if (roots[i] < 0 || roots[i] >= static_cast<int64_t>(all.size()))
      return c.Error("has root " + std::to_string(roots[i]) + " outside its group of " +
                     std::to_string(all.size()) + " processes");
    results.push_back(all[roots[i]].elements()[i]);
  }
  return results;
}

Results EvalCollectiveReduce(const OpCall& c) {
  HLX_ASSIGN_OR_RETURN(std::vector<int64_t> group, RequiredGroup(c));
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> reduced, AllReduceInGroup(c, group, c.result_types));
  if (group[0] == SelfId(c.ctx)) return reduced;
  std::vector<Tensor> zeros;
  for (Type t : c.result_types) zeros.push_back(Tensor::Zeros(t));
  return zeros;
}

Results EvalReplicaId(const OpCall& c) {
  const int64_t id = c.ctx.replica_id();
  return std::vector<Tensor>{MakeInts(c.result_types[0], std::span<const int64_t>(&id, 1))};
}

Results EvalPartitionId(const OpCall& c) {
  const int64_t id = c.ctx.partition_id();
  return std::vector<Tensor>{MakeInts(c.result_types[0], std::span<const int64_t>(&id, 1))};
}

Results EvalAfterAll(const OpCall& c) { return std::vector<Tensor>{Tensor::Token(c.result_types[0])}; }

Results EvalCreateToken(const OpCall& c) { return std::vector<Tensor>{Tensor::Token(c.result_types[0])}; }

Results EvalInfeed(const OpCall& c) {
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> values, c.ctx.NextInfeed(c.op));
  if (values.size() + 1 != c.result_types.size())
    return c.Error("receives " + std::to_string(values.size()) + " values from the infeed but has " +
                   std::to_string(c.result_types.size() - 1) + " value results");
  for (size_t i = 0; i < values.size(); ++i)
    if (values[i].type() != c.result_types[i])
      return c.Error("receives " + values[i].type().ToString() + " from the infeed for a result of type " +
                     c.result_types[i].ToString());
  values.push_back(Tensor::Token(c.result_types.back()));
  return values;
}

Results EvalOutfeed(const OpCall& c) { return std::vector<Tensor>{Tensor::Token(c.result_types[0])}; }

namespace {

// A channel's two ends meet in the rendezvous as two pseudo-processes, so the n-th send on a channel
// meets its n-th recv whichever processes run them.
constexpr int64_t kSenderEnd = -1;
constexpr int64_t kReceiverEnd = -2;
constexpr int64_t kChannelEnds[] = {kSenderEnd, kReceiverEnd};

std::string ChannelKey(const Op& op) { return "channel " + std::to_string(ChannelId(op)); }

bool IsHostTransfer(const Op& op) {
  Attr a = op.attr("is_host_transfer");
  return a && (!a.Is(AttrKind::kBool) || a.bool_value());
}

}  // namespace

Results EvalSend(const OpCall& c) {
  const Type token = c.result_types[0];
  if (c.args.empty() || !c.args.back().type().IsToken()) return c.Error("needs a token as its last operand");
  if (!c.ctx.rendezvous()) {
    if (IsHostTransfer(c.op)) return std::vector<Tensor>{Tensor::Token(token)};
    return c.Error("sends on channel " + std::to_string(ChannelId(c.op)) +
                   " with no other process to receive");
  }
  HLX_RETURN_IF_ERROR(
      c.ctx.rendezvous()
          ->Exchange(ChannelKey(c.op), kSenderEnd, kChannelEnds, Pack(c.ctx, c.args.first(c.args.size() - 1)))
          .status());
  return std::vector<Tensor>{Tensor::Token(token)};
}

Results EvalRecv(const OpCall& c) {
  if (!c.ctx.rendezvous())
    return c.Error("receives on channel " + std::to_string(ChannelId(c.op)) +
                   " with no other process to send");
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> ends, c.ctx.rendezvous()->Exchange(ChannelKey(c.op), kReceiverEnd,
                                                                              kChannelEnds, Pack(c.ctx, {})));
  std::vector<Tensor> values(ends[0].elements().begin(), ends[0].elements().end());
  if (values.size() + 1 != c.result_types.size())
    return c.Error("receives " + std::to_string(values.size()) + " values on channel " +
                   std::to_string(ChannelId(c.op)) + " but has " + std::to_string(c.result_types.size() - 1) +
                   " value results");
  for (size_t i = 0; i < values.size(); ++i)
    if (values[i].type() != c.result_types[i])
      return c.Error("receives " + values[i].type().ToString() + " for a result of type " +
                     c.result_types[i].ToString());
  values.push_back(Tensor::Token(c.result_types.back()));
  return values;
}

// ---- SPMD annotations on simulated partitions -------------------------------------------------------
//
// A sharding says, for each partition, which block of a full value it holds: per dimension, the block
// index (the shard spans [index * shard_dim, (index + 1) * shard_dim), cut at the full dimension).
// Partitions that share a block hold copies. Devices of a sharding are the partitions of one replica.

namespace {

using Blocks = std::vector<std::vector<int64_t>>;  // per partition, the block index of each dimension

// Integers separated by commas up to `close`, from text[pos]; advances pos past `close`.
std::optional<std::vector<int64_t>> ParseInts(std::string_view text, size_t& pos, char close) {
  std::vector<int64_t> values;
  while (pos < text.size() && text[pos] != close) {
    if (text[pos] == ',' || text[pos] == ' ') {
      ++pos;
      continue;
    }
    size_t end = pos;
    while (end < text.size() && (std::isdigit(static_cast<unsigned char>(text[end])) || text[end] == '-'))
      ++end;
    if (end == pos) return std::nullopt;
    values.push_back(std::stoll(std::string(text.substr(pos, end - pos))));
    pos = end;
  }
  if (pos >= text.size()) return std::nullopt;
  ++pos;
  return values;
}

// The blocks of a `rank`-dimensional value under the mhlo.sharding text `text` ("{replicated}",
// "{devices=[2,4]<=[8]}", "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}",
// "{devices=[2,2]0,2,1,3}").
StatusOr<Blocks> MhloBlocks(const OpCall& c, std::string_view text, int64_t rank, int64_t partitions) {
  auto bad = [&](std::string_view why) {
    return c.Error("cannot use the sharding \"" + std::string(text) + "\": " + std::string(why));
  };
  const size_t at = text.find("devices=[");
  if (at == std::string_view::npos) {
    if (text.find("replicated") != std::string_view::npos || text.find("manual") != std::string_view::npos ||
        text.find("maximal") != std::string_view::npos)
      return Blocks(partitions, std::vector<int64_t>(rank, 0));
    return bad("not a sharding hlx reads");
  }
  size_t pos = at + 9;
  auto tile = ParseInts(text, pos, ']');
  if (!tile) return bad("unreadable tile dimensions");
  const int64_t count = NumElements(*tile);
  std::vector<int64_t> devices;
  if (text.substr(pos, 3) == "<=[") {
    pos += 3;
    auto reshape = ParseInts(text, pos, ']');
    if (!reshape) return bad("unreadable device iota");
    std::vector<int64_t> perm;
    for (size_t i = 0; i < reshape->size(); ++i) perm.push_back(static_cast<int64_t>(i));
    if (text.substr(pos, 2) == "T(") {
      pos += 2;
      auto p = ParseInts(text, pos, ')');
      if (!p || p->size() != reshape->size()) return bad("unreadable transpose");
      perm = *p;
    }
    // iota(reshape) transposed by perm, read row-major.
    std::vector<int64_t> dims;
    for (int64_t d : perm) dims.push_back((*reshape)[d]);
    const std::vector<int64_t> strides = Strides(*reshape);
    std::vector<int64_t> index(dims.size(), 0);
    for (int64_t i = 0; i < NumElements(dims); ++i) {
      int64_t id = 0;
      for (size_t k = 0; k < dims.size(); ++k) id += index[k] * strides[perm[k]];
      devices.push_back(id);
      NextIndex(dims, index);
    }
  } else {
    size_t end = text.find_first_of(" }", pos);
    std::string list(text.substr(pos, end - pos));
    list += ' ';
    size_t lp = 0;
    auto ids = ParseInts(list, lp, ' ');
    if (!ids) return bad("unreadable device list");
    devices = *ids;
    pos = end;
  }
  if (static_cast<int64_t>(devices.size()) != count) return bad("the device list does not fill the tiles");
  int64_t trailing = 0;
  if (text.find("last_tile_dim_replicate", pos) != std::string_view::npos) trailing = 1;
  const size_t dims_at = text.find("last_tile_dims={", pos);
  if (dims_at != std::string_view::npos) {
    const size_t close = text.find('}', dims_at);
    trailing = 1 + std::count(text.begin() + dims_at, text.begin() + close, ',');
  }
  if (static_cast<int64_t>(tile->size()) != rank + trailing)
    return bad("its tiles do not match the value's rank");
  if (count != partitions)
    return bad("it spreads over " + std::to_string(count) + " devices, but the program runs " +
               std::to_string(partitions) + " partitions");
  Blocks blocks(partitions);
  std::vector<int64_t> index(tile->size(), 0);
  for (int64_t i = 0; i < count; ++i) {
    if (devices[i] < 0 || devices[i] >= partitions) return bad("it names a device out of range");
    blocks[devices[i]].assign(index.begin(), index.begin() + rank);
    NextIndex(*tile, index);
  }
  for (const auto& b : blocks)
    if (b.empty()) return bad("it leaves a device out");
  return blocks;
}

// This partition's block of `full` as a tensor of `shard_type` (zeros past the full dimensions).
Tensor TakeShard(const Tensor& full, std::span<const int64_t> block, Type shard_type) {
  Tensor out = Tensor::Zeros(shard_type);
  const int w = full.element_bytes();
  const auto full_strides = Strides(full.shape());
  std::vector<int64_t> index(shard_type.rank(), 0);
  char* dst = out.mutable_data();
  for (int64_t i = 0; i < out.num_elements(); ++i, NextIndex(shard_type.dims(), index)) {
    int64_t src = 0;
    bool inside = true;
    for (int64_t d = 0; d < shard_type.rank(); ++d) {
      const int64_t at = block[d] * shard_type.dims()[d] + index[d];
      inside &= at < full.shape()[d];
      src += at * full_strides[d];
    }
    if (inside) std::memcpy(dst + i * w, full.data() + src * w, w);
  }
  return out;
}

// The full value of `full_type` made of every partition's shard.
Tensor Assemble(std::span<const Tensor> shards, const Blocks& blocks, Type full_type) {
  Tensor out = Tensor::Zeros(full_type);
  const auto strides = Strides(full_type.dims());
  char* dst = out.mutable_data();
  for (size_t p = 0; p < shards.size(); ++p) {
    const Tensor& shard = shards[p];
    const int w = shard.element_bytes();
    std::vector<int64_t> index(shard.rank(), 0);
    for (int64_t i = 0; i < shard.num_elements(); ++i, NextIndex(shard.shape(), index)) {
      int64_t at_linear = 0;
      bool inside = true;
      for (int64_t d = 0; d < shard.rank(); ++d) {
        const int64_t at = blocks[p][d] * shard.shape()[d] + index[d];
        inside &= at < full_type.dims()[d];
        at_linear += at * strides[d];
      }
      if (inside) std::memcpy(dst + at_linear * w, shard.data() + i * w, w);
    }
  }
  return out;
}

// The partitions of this process's replica.
std::vector<int64_t> ReplicaPartitions(const EvalContext& ctx) {
  std::vector<int64_t> group;
  for (int64_t p = 0; p < ctx.num_partitions(); ++p)
    group.push_back(ctx.replica_id() * ctx.num_partitions() + p);
  return group;
}

// Every partition's `shard`, in partition order.
StatusOr<std::vector<Tensor>> GatherShards(const OpCall& c, Tensor shard) {
  if (!c.ctx.rendezvous()) return std::vector<Tensor>{std::move(shard)};
  return c.ctx.rendezvous()->Exchange(OpKey(c.op), SelfId(c.ctx), ReplicaPartitions(c.ctx), std::move(shard));
}

std::string ShardingText(const Op& op) {
  Attr a = op.attr("mhlo.sharding");
  return a.Is(AttrKind::kString) ? a.string_value() : "";
}

bool SameTypes(const OpCall& c) {
  if (c.args.size() != c.result_types.size()) return false;
  for (size_t i = 0; i < c.args.size(); ++i)
    if (c.args[i].type() != c.result_types[i]) return false;
  return true;
}

}  // namespace

std::optional<Results> EvalSpmdCustomCall(const OpCall& c, std::string_view target) {
  if (target != "Sharding" && target != "SPMDFullToShardShape" && target != "SPMDShardToFullShape")
    return std::nullopt;
  if (SameTypes(c)) return Results(std::vector<Tensor>(c.args.begin(), c.args.end()));
  if (target == "Sharding" || c.args.size() != 1 || c.result_types.size() != 1 || !c.args[0].is_tensor())
    return Results(c.Error("custom call @" + std::string(target) + " cannot change its operand's type"));
  const Type result = c.result_types[0];
  if (target == "SPMDFullToShardShape") {
    const Op* producer = c.op.operand(0)->defining_op();
    Attr producer_target = producer ? producer->attr("call_target_name") : Attr();
    if (!producer_target.Is(AttrKind::kString) || producer_target.string_value() != "Sharding")
      return Results(c.Error("takes a shard of a value that no @Sharding custom call annotates"));
    auto blocks = MhloBlocks(c, ShardingText(*producer), result.rank(), c.ctx.num_partitions());
    if (!blocks.ok()) return Results(blocks.status());
    return Results(std::vector<Tensor>{TakeShard(c.args[0], (*blocks)[c.ctx.partition_id()], result)});
  }
  auto blocks = MhloBlocks(c, ShardingText(c.op), result.rank(), c.ctx.num_partitions());
  if (!blocks.ok()) return Results(blocks.status());
  auto shards = GatherShards(c, c.args[0]);
  if (!shards.ok()) return Results(shards.status());
  if (static_cast<int64_t>(shards->size()) != c.ctx.num_partitions())
    return Results(c.Error("gathers shards of " + std::to_string(c.ctx.num_partitions()) +
                           " partitions but runs as a lone process"));
  return Results(std::vector<Tensor>{Assemble(*shards, *blocks, result)});
}

namespace {

// The quoted names in `text` ("x", "y"), in order.
std::vector<std::string> QuotedNames(std::string_view text) {
  std::vector<std::string> names;
  for (size_t pos = text.find('"'); pos != std::string_view::npos; pos = text.find('"', pos)) {
    const size_t end = text.find('"', pos + 1);
    if (end == std::string_view::npos) break;
    names.emplace_back(text.substr(pos + 1, end - pos - 1));
    pos = end + 1;
  }
  return names;
}

// An sdy mesh: its axes and sizes, and which device each mesh position is.
struct Mesh {
  std::vector<std::pair<std::string, int64_t>> axes;
  std::vector<int64_t> device_ids;
};

StatusOr<Mesh> FindMesh(const OpCall& c, std::string_view name) {
  for (const auto& op : c.ctx.module().body().ops()) {
    if (op->kind() != OpKind::kSdyMesh) continue;
    Attr sym = op->attr("sym_name");
    if (!sym.Is(AttrKind::kString) || sym.string_value() != name) continue;
    const std::string& text = op->attr("mesh").string_value();
    Mesh mesh;
    const size_t ids_at = text.find("device_ids=[");
    for (size_t pos = text.find('"'); pos != std::string::npos && pos < ids_at; pos = text.find('"', pos)) {
      const size_t end = text.find('"', pos + 1);
      const size_t eq = text.find('=', end);
      if (end == std::string::npos || eq != end + 1) return c.Error("cannot read the mesh " + text);
      mesh.axes.emplace_back(text.substr(pos + 1, end - pos - 1), std::stoll(text.substr(eq + 1)));
      pos = end + 1;
    }
    int64_t size = 1;
    for (const auto& axis : mesh.axes) size *= axis.second;
    if (ids_at != std::string::npos) {
      size_t pos = ids_at + 12;
      auto ids = ParseInts(text, pos, ']');
      if (!ids) return c.Error("cannot read the device ids of the mesh " + text);
      mesh.device_ids = *ids;
    } else {
      for (int64_t i = 0; i < size; ++i) mesh.device_ids.push_back(i);
    }
    if (static_cast<int64_t>(mesh.device_ids.size()) != size)
      return c.Error("has a mesh whose device ids do not cover it: " + text);
    return mesh;
  }
  return c.Error("names the mesh @" + std::string(name) + ", which the module does not define");
}

// The blocks of each value of an `#sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>, ...]>` text, for values
// of ranks `ranks`, along the axes `manual` (the others, free, leave each device the whole of a block).
StatusOr<std::vector<Blocks>> SdyBlocks(const OpCall& c, const std::string& text,
                                        std::span<const int64_t> ranks,
                                        const std::vector<std::string>& manual) {
  std::vector<Blocks> result;
  size_t pos = 0;
  for (int64_t rank : ranks) {
    pos = text.find("<@", pos);
    if (pos == std::string::npos) return c.Error("has fewer shardings than values in " + text);
    const size_t name_end = text.find_first_of(", >", pos + 2);
    HLX_ASSIGN_OR_RETURN(Mesh mesh, FindMesh(c, text.substr(pos + 2, name_end - pos - 2)));
    const int64_t devices = static_cast<int64_t>(mesh.device_ids.size());
    if (devices != c.ctx.num_partitions())
      return c.Error("shards over a mesh of " + std::to_string(devices) + " devices, but the program runs " +
                     std::to_string(c.ctx.num_partitions()) + " partitions");
    // Each dimension's axes, major to minor.
    std::vector<std::vector<size_t>> dim_axes;
    const size_t open = text.find('[', name_end);
    size_t at = open + 1;
    while (at < text.size() && text[at] != ']') {
      if (text[at] != '{') {
        ++at;
        continue;
      }
      const size_t close = text.find('}', at);
      const std::string_view dim(text.data() + at, close - at);
      if (dim.find(':') != std::string_view::npos)
        return c.Error("uses sub-axes, which hlx does not split: " + text);
      dim_axes.emplace_back();
      for (const std::string& axis : QuotedNames(dim)) {
        if (std::find(manual.begin(), manual.end(), axis) == manual.end()) continue;
        size_t k = 0;
        while (k < mesh.axes.size() && mesh.axes[k].first != axis) ++k;
        if (k == mesh.axes.size())
          return c.Error("shards along the axis \"" + axis + "\", which its mesh lacks");
        dim_axes.back().push_back(k);
      }
      at = close + 1;
    }
    pos = at;
    if (static_cast<int64_t>(dim_axes.size()) != rank)
      return c.Error("has a sharding of " + std::to_string(dim_axes.size()) +
                     " dimensions for a value of rank " + std::to_string(rank));
    Blocks blocks(devices);
    std::vector<int64_t> sizes;
    for (const auto& axis : mesh.axes) sizes.push_back(axis.second);
    std::vector<int64_t> coords(sizes.size(), 0);
    for (int64_t position = 0; position < devices; ++position, NextIndex(sizes, coords)) {
      const int64_t device = mesh.device_ids[position];
      if (device < 0 || device >= devices) return c.Error("has a mesh device id out of range");
      for (const auto& axes : dim_axes) {
        int64_t block = 0;
        for (size_t k : axes) block = block * sizes[k] + coords[k];
        blocks[device].push_back(block);
      }
    }
    result.push_back(std::move(blocks));
  }
  return result;
}

}  // namespace

Results EvalSdyManualComputation(const OpCall& c) {
  const Region& region = *c.op.region(0);
  const Block& body = *region.front();
  if (body.num_args() != static_cast<int>(c.args.size()))
    return c.Error("has a body of " + std::to_string(body.num_args()) + " arguments for " +
                   std::to_string(c.args.size()) + " operands");
  Attr in = c.op.attr("in_shardings"), out = c.op.attr("out_shardings"), axes = c.op.attr("manual_axes");
  if (!in.Is(AttrKind::kOpaque) || !out.Is(AttrKind::kOpaque))
    return c.Error("needs in_shardings and out_shardings");
  // Each device takes its block along the manual axes; the body computes all of it along the free ones.
  const std::vector<std::string> manual =
      axes.Is(AttrKind::kOpaque) ? QuotedNames(axes.string_value()) : std::vector<std::string>();
  std::vector<int64_t> in_ranks, out_ranks;
  for (const Tensor& a : c.args) in_ranks.push_back(a.rank());
  for (Type t : c.result_types) out_ranks.push_back(t.rank());
  bool sharded = false;
  for (size_t i = 0; i < c.args.size(); ++i)
    sharded |= body.arg(static_cast<int>(i))->type() != c.args[i].type();
  std::vector<Tensor> args(c.args.begin(), c.args.end());
  if (sharded) {
    HLX_ASSIGN_OR_RETURN(std::vector<Blocks> blocks, SdyBlocks(c, in.string_value(), in_ranks, manual));
    for (size_t i = 0; i < args.size(); ++i) {
      const Type shard = body.arg(static_cast<int>(i))->type();
      if (shard != args[i].type()) args[i] = TakeShard(args[i], blocks[i][c.ctx.partition_id()], shard);
    }
  }
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> results, c.ctx.RunRegion(region, args));
  if (results.size() != c.result_types.size())
    return c.Error("has a body that returns " + std::to_string(results.size()) + " values for " +
                   std::to_string(c.result_types.size()) + " results");
  bool gathered = false;
  for (size_t i = 0; i < results.size(); ++i) gathered |= results[i].type() != c.result_types[i];
  if (!gathered) return results;
  HLX_ASSIGN_OR_RETURN(std::vector<Blocks> blocks, SdyBlocks(c, out.string_value(), out_ranks, manual));
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> all, GatherShards(c, Pack(c.ctx, results)));
  if (static_cast<int64_t>(all.size()) != c.ctx.num_partitions())
    return c.Error("gathers shards of " + std::to_string(c.ctx.num_partitions()) +
                   " partitions but runs as a lone process");
  for (size_t i = 0; i < results.size(); ++i) {
    if (results[i].type() == c.result_types[i]) continue;
    std::vector<Tensor> shards;
    for (const Tensor& t : all) shards.push_back(t.elements()[i]);
    results[i] = Assemble(shards, blocks[i], c.result_types[i]);
  }
  return results;
}

}  // namespace hlx
