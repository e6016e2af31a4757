#include "passes/fold_layout.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <span>
#include <unordered_set>
#include <vector>

#include "passes/rewrite.h"

namespace hlx {
namespace {

using Dims = std::vector<int64_t>;

// Whether `op` is a product whose operands' transposes fold into its dimension numbers.
bool IsProduct(const Op& op) { return op.kind() == OpKind::kDotGeneral || op.kind() == OpKind::kConvolution; }

// The transpose that defines `v`, or null.
Op* TransposeOf(Value* v) {
  Op* def = v->defining_op();
  return def && def->kind() == OpKind::kTranspose ? def : nullptr;
}

Dims Through(const Dims& perm, const Dims& dims) {
  Dims out;
  for (int64_t d : dims) out.push_back(perm[d]);
  return out;
}

// Whether `group` (dimensions of a row-major operand of shape `shape`, in the order a product reads
// them) is one run of memory: consecutive dimensions, outermost first, those of size 1 aside.
bool OneRun(std::span<const int64_t> shape, const Dims& group) {
  int64_t last = -1;
  for (int64_t d : group) {
    if (shape[d] == 1) continue;
    if (last >= 0) {
      if (d <= last) return false;
      for (int64_t between = last + 1; between < d; ++between)
        if (shape[between] != 1) return false;
    }
    last = d;
  }
  return true;
}

// Whether operand `index` of a product with dimension numbers `dims` reads as a matrix (batches aside):
// its free dimensions one run of memory and its contracting ones another (taken in the order of the
// lhs's), as matrix-multiply libraries read an operand.
bool ReadsAsMatrix(const DotDims& dims, int index, std::span<const int64_t> shape) {
  const Dims& batching = index == 0 ? dims.lhs_batching : dims.rhs_batching;
  const Dims& contracting = index == 0 ? dims.lhs_contracting : dims.rhs_contracting;
  std::vector<size_t> pairs(contracting.size());
  std::iota(pairs.begin(), pairs.end(), 0);
  std::ranges::sort(pairs,
                    [&](size_t a, size_t b) { return dims.lhs_contracting[a] < dims.lhs_contracting[b]; });
  Dims k, free;
  for (size_t p : pairs) k.push_back(contracting[p]);
  for (int64_t d = 0; d < static_cast<int64_t>(shape.size()); ++d)
    if (std::ranges::find(batching, d) == batching.end() &&
        std::ranges::find(contracting, d) == contracting.end())
      free.push_back(d);
  return OneRun(shape, free) && OneRun(shape, k);
}

// Makes operand `index` of `op` (a product) a transpose of a convert where it is a convert of a
// transpose that only products read (`op` the first of them): the convert, elementwise, gives the same
// values in either order, and a transpose a product reads directly folds into it (below). torch-mlir's
// bf16 linear layers convert the transposed weight to f32 where the CPU has no bf16 products
// (widen-products), and a channels-first bf16 convolution network's activation, computed channels-last
// and transposed back, is converted once for the two convolutions that read it at a downsampling
// block; without this the transpose ran in the convert's kernel, reading its operand by strides.
// Returns the old convert.
Op* ConvertBeforeTranspose(TypeContext& types, Op& op, int index) {
  Op* convert = op.operand(index)->defining_op();
  if (!convert || convert->kind() != OpKind::kConvert ||
      std::ranges::any_of(convert->result(0)->users(), [&](const Op* user) {
        return !IsProduct(*user) || user->parent_block() != op.parent_block();
      }))
    return nullptr;
  Op* transpose = TransposeOf(convert->operand(0));
  if (!transpose || !IsStaticTensor(transpose->operand(0))) return nullptr;
  Block& block = *op.parent_block();
  Value* x = transpose->operand(0);
  const Type wide = types.Tensor(x->type().dims(), convert->result(0)->type().element_type());
  Op* widened = block.Insert(IndexInBlock(op), MakeOpAt(*convert, OpKind::kConvert, {&x, 1}, {&wide, 1}));
  Value* widened_x = widened->result(0);
  const Type moved_type = convert->result(0)->type();
  Op* moved = block.Insert(IndexInBlock(op),
                           MakeOpAt(*transpose, OpKind::kTranspose, {&widened_x, 1}, {&moved_type, 1}));
  moved->SetAttr("permutation", transpose->attr("permutation"));
  convert->result(0)->ReplaceAllUsesWith(moved->result(0));
  return convert;
}

// Folds a transpose operand `index` of dot_general `op` into its dimension numbers; returns the
// transpose when it did.
Op* FoldDotOperand(Op& op, int index) {
  Op* transpose = TransposeOf(op.operand(index));
  if (!transpose) return nullptr;
  const Dims perm = IntList(*transpose, "permutation");
  DotDims dims = GetDotDims(op.attr("dot_dimension_numbers"));
  Dims& batching = index == 0 ? dims.lhs_batching : dims.rhs_batching;
  Dims& contracting = index == 0 ? dims.lhs_contracting : dims.rhs_contracting;
  // The free dimensions, in the transposed operand's order, must stay in order in the original.
  std::vector<bool> bound(perm.size(), false);
  for (int64_t d : batching) bound[d] = true;
  for (int64_t d : contracting) bound[d] = true;
  int64_t last = -1;
  for (size_t d = 0; d < perm.size(); ++d) {
    if (bound[d]) continue;
    if (perm[d] < last) return nullptr;
    last = perm[d];
  }
  const DotDims before = dims;
  batching = Through(perm, batching);
  contracting = Through(perm, contracting);
  if (ReadsAsMatrix(before, index, transpose->result(0)->type().dims()) &&
      !ReadsAsMatrix(dims, index, transpose->operand(0)->type().dims()))
    return nullptr;
  op.SetOperand(index, transpose->operand(0));
  op.SetAttr("dot_dimension_numbers", MakeDotDims(dims));
  return transpose;
}

// Folds transposes of convolution `op`'s input and kernel into its dimension numbers.
std::vector<Op*> FoldConvOperands(Op& op) {
  std::vector<Op*> folded;
  ConvDims dims = GetConvDims(op.attr("dimension_numbers"));
  if (Op* t = TransposeOf(op.operand(0))) {
    const Dims perm = IntList(*t, "permutation");
    dims.input_batch = perm[dims.input_batch];
    dims.input_feature = perm[dims.input_feature];
    dims.input_spatial = Through(perm, dims.input_spatial);
    op.SetOperand(0, t->operand(0));
    folded.push_back(t);
  }
  if (Op* t = TransposeOf(op.operand(1))) {
    const Dims perm = IntList(*t, "permutation");
    dims.kernel_input_feature = perm[dims.kernel_input_feature];
    dims.kernel_output_feature = perm[dims.kernel_output_feature];
    dims.kernel_spatial = Through(perm, dims.kernel_spatial);
    op.SetOperand(1, t->operand(0));
    folded.push_back(t);
  }
  if (!folded.empty()) op.SetAttr("dimension_numbers", MakeConvDims(dims));
  return folded;
}

// When a reshape from shape `from` to `to` only removes and inserts dimensions of size 1: the dimension
// of `to` each dimension of `from` becomes, -1 for a removed one.
std::optional<Dims> UnitReshape(std::span<const int64_t> from, std::span<const int64_t> to) {
  Dims map(from.size(), -1);
  size_t i = 0, j = 0;
  while (i < from.size() || j < to.size()) {
    if (i < from.size() && j < to.size() && from[i] == to[j]) {
      map[i++] = static_cast<int64_t>(j++);
    } else if (i < from.size() && from[i] == 1) {
      ++i;
    } else if (j < to.size() && to[j] == 1) {
      ++j;
    } else {
      return std::nullopt;
    }
  }
  return map;
}

// A broadcast_in_dim of x to `at`'s result type with dimensions `dims`, before `at`.
Value* Broadcast(Op& at, Value* x, const Dims& dims) {
  Type type = at.result(0)->type();
  Op* op =
      at.parent_block()->Insert(IndexInBlock(at), MakeOpAt(at, OpKind::kBroadcastInDim, {&x, 1}, {&type, 1}));
  op->SetAttr("broadcast_dimensions", I64Array(dims));
  return op->result(0);
}

// reshape(broadcast_in_dim(x, dims)) -> broadcast_in_dim(x, dims'), or null.
Value* FoldReshapeOfBroadcast(Op& reshape) {
  Op* broadcast = reshape.operand(0)->defining_op();
  if (!broadcast || broadcast->kind() != OpKind::kBroadcastInDim || !IsStaticTensor(broadcast->operand(0)) ||
      !IsStaticTensor(broadcast->result(0)) || !IsStaticTensor(reshape.result(0)))
    return nullptr;
  std::optional<Dims> map =
      UnitReshape(broadcast->result(0)->type().dims(), reshape.result(0)->type().dims());
  if (!map) return nullptr;
  Dims dims;
  for (int64_t d : IntList(*broadcast, "broadcast_dimensions")) {
    if ((*map)[d] < 0) return nullptr;
    dims.push_back((*map)[d]);
  }
  return Broadcast(reshape, broadcast->operand(0), dims);
}

// broadcast_in_dim(reshape(x), dims) -> broadcast_in_dim(x, dims'), or null.
Value* FoldBroadcastOfReshape(Op& broadcast) {
  Op* reshape = broadcast.operand(0)->defining_op();
  if (!reshape || reshape->kind() != OpKind::kReshape || !IsStaticTensor(reshape->operand(0)) ||
      !IsStaticTensor(reshape->result(0)) || !IsStaticTensor(broadcast.result(0)))
    return nullptr;
  std::optional<Dims> map =
      UnitReshape(reshape->operand(0)->type().dims(), reshape->result(0)->type().dims());
  if (!map) return nullptr;
  const Dims outer = IntList(broadcast, "broadcast_dimensions");
  Dims dims;
  for (int64_t d : *map) {
    if (d < 0) return nullptr;
    dims.push_back(outer[d]);
  }
  return Broadcast(broadcast, reshape->operand(0), dims);
}

bool FoldBlock(TypeContext& types, Block& block) {
  std::unordered_set<Op*> candidates;
  bool changed = false;
  for (size_t i = 0; i < block.ops().size(); ++i) {
    Op* op = block.ops()[i].get();
    if (IsProduct(*op)) {
      for (int index : {0, 1})
        if (Op* convert = ConvertBeforeTranspose(types, *op, index)) {
          candidates.insert(convert);
          changed = true;
          i += 2;  // past the new convert and transpose
        }
    }
    if (op->kind() == OpKind::kDotGeneral) {
      for (int index : {0, 1})
        if (Op* t = FoldDotOperand(*op, index)) candidates.insert(t), changed = true;
    } else if (op->kind() == OpKind::kConvolution) {
      for (Op* t : FoldConvOperands(*op)) candidates.insert(t), changed = true;
    } else if (op->kind() == OpKind::kReshape || op->kind() == OpKind::kBroadcastInDim) {
      Value* to = op->kind() == OpKind::kReshape ? FoldReshapeOfBroadcast(*op) : FoldBroadcastOfReshape(*op);
      if (!to) continue;
      candidates.insert(op->operand(0)->defining_op());
      op->result(0)->ReplaceAllUsesWith(to);
      candidates.insert(op);
      changed = true;
      ++i;  // past the new broadcast
    }
  }
  EraseUnusedCandidates(block, std::move(candidates));
  return changed;
}

}  // namespace

StatusOr<bool> FoldLayout(Module& module) {
  bool changed = false;
  ForEachBlock(module, [&](Block& block) { changed |= FoldBlock(module.types(), block); });
  return changed;
}

}  // namespace hlx
