#include "passes/separable_gathers.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <span>
#include <unordered_set>
#include <vector>

#include "passes/rewrite.h"

namespace hlx {
namespace {

using Dims = std::vector<int64_t>;

Attr IntArrayAttr(std::span<const int64_t> values) {
  std::vector<Attr> elements;
  for (int64_t v : values) elements.push_back(Attr::Integer(v, Type()));
  return Attr::Array(std::move(elements));
}

// Coordinate k of a separable gather's indices: `source`, whose elements in order are the coordinate at
// each position along result dimension k (n of them), or a splat (`source` null) the same everywhere.
struct Coordinate {
  Value* source = nullptr;
  int64_t n = 0;
};

// Coordinate `k` from `v` (of the index shape, one coordinate wide): a splat constant, or a
// broadcast_in_dim of a value whose dimensions of size above 1 (at most one) map to result dimension k.
std::optional<Coordinate> CoordinateAlong(Value* v, int64_t k, int64_t n) {
  if (const Attr dense = ConstantValue(v); dense && dense.dense_is_splat()) return Coordinate{nullptr, n};
  const Op* def = v->defining_op();
  if (!def || def->kind() != OpKind::kBroadcastInDim || !IsStaticTensor(def->operand(0))) return std::nullopt;
  const std::optional<Dims> dims = def->attr("broadcast_dimensions").AsIntList();
  const auto shape = def->operand(0)->type().dims();
  if (!dims || dims->size() != shape.size()) return std::nullopt;
  for (size_t i = 0; i < shape.size(); ++i)
    if (shape[i] != 1 && (*dims)[i] != k) return std::nullopt;
  if (def->operand(0)->type().NumElements() != n) return std::nullopt;
  return Coordinate{def->operand(0), n};
}

// Whether `v` is an integer of at least 32 bits, which holds every coordinate of a dimension below 2^31.
bool WideInteger(const Value* v) {
  const ElementType e = v->type().storage_element();
  return IsInteger(e) && GetElementInfo(e).bit_width >= 32;
}

// Whether coordinate `c` picks each of the `size` positions of its operand dimension in order (so that
// dimension needs no gather): an iota along its one dimension of `size` elements (possibly converted
// between integers of 32 bits or more), a constant 0, 1, ..., or a splat where the dimension and the
// result's have one position.
bool IsIdentity(const Coordinate& c, int64_t size) {
  if (c.n != size) return false;
  if (!c.source) return size == 1;
  const Op* def = c.source->defining_op();
  while (def && def->kind() == OpKind::kConvert && WideInteger(def->result(0)) &&
         WideInteger(def->operand(0)))
    def = def->operand(0)->defining_op();
  if (def && def->kind() == OpKind::kIota) {
    const auto dims = def->result(0)->type().dims();
    const int64_t along =
        def->attr("iota_dimension").Is(AttrKind::kInteger) ? def->attr("iota_dimension").int_value() : -1;
    return WideInteger(def->result(0)) && size < (int64_t{1} << 31) && along >= 0 &&
           along < static_cast<int64_t>(dims.size()) && dims[along] == size;
  }
  const Attr dense = ConstantValue(c.source);
  if (!dense || !DenseBytesValid(dense)) return false;
  for (int64_t i = 0; i < size; ++i)
    if (DenseIntAt(dense, i) != i) return false;
  return true;
}

// Rewrites `gather` as a chain of one-dimension gathers; false when it is not of the separable form.
bool Separate(Op& gather, TypeContext& types) {
  if (gather.num_operands() != 2 || !IsStaticTensor(gather.operand(0)) || !IsStaticTensor(gather.result(0)))
    return false;
  Value* x = gather.operand(0);
  const int64_t rank = x->type().rank();
  const GatherDims dims = GetGatherDims(gather.attr("dimension_numbers"));
  Dims iota(rank);
  for (int64_t d = 0; d < rank; ++d) iota[d] = d;
  const std::optional<Dims> sizes = gather.attr("slice_sizes").AsIntList();
  if (rank == 0 || !dims.offset_dims.empty() || dims.collapsed_slice_dims != iota ||
      dims.start_index_map != iota || !dims.operand_batching_dims.empty() || dims.index_vector_dim != rank ||
      !sizes || *sizes != Dims(rank, 1) || gather.result(0)->type().rank() != rank)
    return false;
  const Op* concat = gather.operand(1)->defining_op();
  if (!concat || concat->kind() != OpKind::kConcatenate || concat->num_operands() != rank ||
      !concat->attr("dimension").Is(AttrKind::kInteger) || concat->attr("dimension").int_value() != rank)
    return false;
  const auto out = gather.result(0)->type().dims();
  std::vector<Coordinate> coordinates;
  for (int64_t k = 0; k < rank; ++k) {
    const std::optional<Coordinate> c = CoordinateAlong(concat->operand(k), k, out[k]);
    if (!c || (c->source && !IsInteger(c->source->type().storage_element()))) return false;
    coordinates.push_back(*c);
  }
  std::vector<bool> identity;
  for (int64_t k = 0; k < rank; ++k) {
    identity.push_back(IsIdentity(coordinates[k], x->type().dims()[k]));
    if (!identity[k] && !coordinates[k].source) return false;
  }
  Value* t = x;
  for (int64_t k = 0; k < rank; ++k) {
    const Coordinate& c = coordinates[k];
    if (identity[k]) continue;
    // The indices as [n, 1]; the slices whole but for dimension k.
    const Type index_type = types.Tensor(Dims{c.n, 1}, c.source->type().element_type());
    Value* index = c.source;
    std::unique_ptr<Op> reshape = MakeOpAt(gather, OpKind::kReshape, {&index, 1}, {&index_type, 1});
    index = gather.parent_block()->Insert(IndexInBlock(gather), std::move(reshape))->result(0);
    Dims slice(t->type().dims().begin(), t->type().dims().end()), offsets, shape = slice;
    slice[k] = 1;
    shape[k] = c.n;
    for (int64_t d = 0; d < rank; ++d)
      if (d != k) offsets.push_back(d);
    const Type result = types.Tensor(shape, x->type().element_type());
    Value* operands[] = {t, index};
    std::unique_ptr<Op> part = MakeOpAt(gather, OpKind::kGather, operands, {&result, 1});
    part->SetAttr("dimension_numbers",
                  Attr::Struct(StructKind::kGatherDims, {{"offset_dims", IntArrayAttr(offsets)},
                                                         {"collapsed_slice_dims", IntArrayAttr(Dims{k})},
                                                         {"start_index_map", IntArrayAttr(Dims{k})},
                                                         {"index_vector_dim", Attr::Integer(1, Type())}}));
    part->SetAttr("slice_sizes", I64Array(slice));
    t = gather.parent_block()->Insert(IndexInBlock(gather), std::move(part))->result(0);
  }
  if (t == x) return false;  // every coordinate the identity: a copy, left as it is
  gather.result(0)->ReplaceAllUsesWith(t);
  return true;
}

}  // namespace

StatusOr<bool> SeparableGathers(Module& module) {
  bool changed = false;
  ForEachBlock(module, [&](Block& block) {
    std::unordered_set<Op*> replaced;
    for (size_t i = 0; i < block.ops().size(); ++i) {
      Op* op = block.ops()[i].get();
      if (op->kind() != OpKind::kGather || !op->result(0)->HasUses()) continue;
      const size_t before = block.ops().size();
      if (!Separate(*op, module.types())) continue;
      replaced.insert(op);
      changed = true;
      i += block.ops().size() - before;  // past the ops inserted before it
    }
    EraseUnusedCandidates(block, std::move(replaced));
  });
  return changed;
}

}  // namespace hlx
