#include "passes/channels_last.h"

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "interp/tensor.h"
#include "passes/rewrite.h"

namespace hlx {
namespace {

using Dims = std::vector<int64_t>;

// The shape `dims` permuted as transpose's `permutation` does its operand's: out[i] = dims[perm[i]].
Dims Permuted(std::span<const int64_t> dims, const Dims& perm) {
  Dims out;
  for (int64_t d : perm) out.push_back(dims[d]);
  return out;
}

// The inverse of permutation `perm`.
Dims Inverse(const Dims& perm) {
  Dims out(perm.size());
  for (size_t i = 0; i < perm.size(); ++i) out[perm[i]] = static_cast<int64_t>(i);
  return out;
}

// Inserts `op` before `at` and returns its only result.
Value* InsertBefore(Op& at, std::unique_ptr<Op> op) {
  return at.parent_block()->Insert(IndexInBlock(at), std::move(op))->result(0);
}

// The module's types, and the transposes the pass placed: only those move (a program's own transposes
// stay where they are).
struct Placed {
  TypeContext& types;
  std::unordered_set<const Op*> transposes;
};

// transpose(x, perm) of type `type`, placed before `at`.
Value* Transpose(Op& at, Value* x, const Dims& perm, Type type, Placed& placed) {
  std::unique_ptr<Op> op = MakeOpAt(at, OpKind::kTranspose, {&x, 1}, {&type, 1});
  op->SetAttr("permutation", I64Array(perm));
  Value* result = InsertBefore(at, std::move(op));
  placed.transposes.insert(result->defining_op());
  return result;
}

// A convolution oneDNN runs fastest channels-last: int8 into i32, f32, bf16.
bool IsOneDnnConvolution(const Op& op) {
  if (op.kind() != OpKind::kConvolution || !IsStaticTensor(op.operand(0)) || !IsStaticTensor(op.result(0)))
    return false;
  const ElementType in = op.operand(0)->type().element_type().element();
  const ElementType kernel = op.operand(1)->type().element_type().element();
  const ElementType out = op.result(0)->type().element_type().element();
  const bool int8 = (in == ElementType::kSI8 || in == ElementType::kUI8) && kernel == ElementType::kSI8 &&
                    out == ElementType::kSI32;
  const bool narrow_float =
      (in == ElementType::kF32 || in == ElementType::kBF16) && kernel == in && out == in;
  return int8 || narrow_float;
}

// An integer convolution whose result is not channels-last, computed channels-last and transposed back.
bool ToChannelsLast(Op& conv, Placed& placed) {
  ConvDims dims = GetConvDims(conv.attr("dimension_numbers"));
  const int64_t rank = static_cast<int64_t>(dims.output_spatial.size()) + 2;
  if (dims.output_feature == rank - 1) return false;
  // perm[d]: where result dimension d stands in the channels-last result.
  Dims perm(rank);
  perm[dims.output_batch] = 0;
  for (size_t i = 0; i < dims.output_spatial.size(); ++i)
    perm[dims.output_spatial[i]] = static_cast<int64_t>(i) + 1;
  perm[dims.output_feature] = rank - 1;
  const Type type = conv.result(0)->type();
  Dims last_dims(rank);
  for (int64_t d = 0; d < rank; ++d) last_dims[perm[d]] = type.dims()[d];
  const Type last_type = placed.types.Tensor(last_dims, type.element_type());
  dims.output_batch = 0;
  for (size_t i = 0; i < dims.output_spatial.size(); ++i)
    dims.output_spatial[i] = static_cast<int64_t>(i) + 1;
  dims.output_feature = rank - 1;
  std::vector<Value*> operands(conv.operands().begin(), conv.operands().end());
  std::unique_ptr<Op> last = MakeOpAt(conv, OpKind::kConvolution, operands, {&last_type, 1});
  for (const NamedAttr& a : conv.attrs()) last->SetAttr(a.name, a.value);
  last->SetAttr("dimension_numbers", MakeConvDims(dims));
  Value* computed = InsertBefore(conv, std::move(last));
  // The transpose back reads result dimension d from channels-last dimension perm[d].
  conv.result(0)->ReplaceAllUsesWith(Transpose(conv, computed, perm, type, placed));
  return true;
}

// An elementwise op (clamp and select too, whose bounds and predicate may also be scalars).
bool IsSinkable(const Op& op) {
  const bool elementwise = GetOpInfo(op.kind()).Has(OpTrait::kElementwise) || op.kind() == OpKind::kClamp ||
                           op.kind() == OpKind::kSelect;
  return elementwise && op.num_results() == 1 && op.num_regions() == 0 && IsStaticTensor(op.result(0));
}

bool IsSplat(const Op& op) {
  if (op.kind() != OpKind::kConstant) return false;
  const Attr value = op.attr("value");
  return value.Is(AttrKind::kDenseElements) && value.dense_is_splat();
}

// Whether Untransposed can give `v` (an operand of an elementwise op of the transposed shape) in the shape
// before transpose `perm`: a transpose by `perm`, a broadcast_in_dim, a splat constant, rank 0, or
// (`depth` deep) an elementwise op of values of those kinds other than transposes: a zero point's share,
// the product of a broadcast and a splat.
bool CanUntranspose(const Value* v, const Dims& perm, int depth) {
  if (v->type().rank() == 0) return true;
  const Op* def = v->defining_op();
  if (!def) return false;
  if (def->kind() == OpKind::kTranspose) return IntList(*def, "permutation") == perm;
  if (def->kind() == OpKind::kBroadcastInDim || IsSplat(*def)) return true;
  if (!IsSinkable(*def) || depth == 0) return false;
  for (const Value* operand : def->operands()) {
    const Op* producer = operand->defining_op();
    if ((producer && producer->kind() == OpKind::kTranspose) || !CanUntranspose(operand, perm, depth - 1))
      return false;
  }
  return true;
}

// `v`, which CanUntranspose takes, in the shape `shape` before transpose `perm`; new ops go before `at`.
Value* Untransposed(Op& at, Value* v, const Dims& perm, std::span<const int64_t> shape, TypeContext& types) {
  if (v->type().rank() == 0) return v;
  Op* def = v->defining_op();
  if (def->kind() == OpKind::kTranspose) return def->operand(0);
  const Type type = types.Tensor(shape, v->type().element_type());
  std::vector<Value*> operands;
  if (def->kind() != OpKind::kConstant && def->kind() != OpKind::kBroadcastInDim)
    for (Value* operand : def->operands()) operands.push_back(Untransposed(at, operand, perm, shape, types));
  else if (def->kind() == OpKind::kBroadcastInDim)
    operands.push_back(def->operand(0));
  std::unique_ptr<Op> op = MakeOpAt(at, def->kind(), operands, {&type, 1});
  for (const NamedAttr& a : def->attrs()) op->SetAttr(a.name, a.value);
  if (def->kind() == OpKind::kBroadcastInDim) {
    // Dimension d of the transposed shape is dimension perm[d] of `shape`.
    Dims to;
    for (int64_t d : IntList(*def, "broadcast_dimensions")) to.push_back(perm[d]);
    op->SetAttr("broadcast_dimensions", I64Array(to));
  } else if (def->kind() == OpKind::kConstant) {
    const Attr value = def->attr("value");
    const Type storage = types.Tensor(shape, types.Element(v->type().storage_element()));
    op->SetAttr("value",
                Attr::DenseElements(storage, std::make_shared<const std::string>(value.dense_bytes()), true));
  }
  return InsertBefore(at, std::move(op));
}

// The first operand of `op` that is a transpose the pass placed, or null.
Op* FirstPlacedTransposeOperand(const Op& op, const Placed& placed) {
  for (Value* v : op.operands()) {
    Op* def = v->defining_op();
    if (def && placed.transposes.contains(def)) return def;
  }
  return nullptr;
}

// Whether `reduce` (one input) reduces every dimension with a combiner that ignores the order of the
// elements: maximum or minimum, or an integer add, multiply, and, or, xor.
bool IsOrderFreeFullReduce(const Op& reduce) {
  if (reduce.num_operands() != 2 || reduce.num_regions() != 1) return false;
  const int64_t rank = reduce.operand(0)->type().rank();
  if (static_cast<int64_t>(IntList(reduce, "dimensions").size()) != rank) return false;
  const Op* combine = BinaryCombinerOf(*reduce.region(0));
  if (!combine) return false;
  const bool integer = !IsFloat(combine->result(0)->type().storage_element());
  switch (combine->kind()) {
    case OpKind::kMaximum:
    case OpKind::kMinimum:
      return true;
    case OpKind::kAdd:
    case OpKind::kMultiply:
    case OpKind::kAnd:
    case OpKind::kOr:
    case OpKind::kXor:
      return integer;
    default:
      return false;
  }
}

// reduce_window(transpose(a, perm)) of one input -> transpose(reduce_window(a), perm), its window
// attributes permuted; returns whether it did. A max pool between two convolutions then reads and
// writes channels-last data, where through the transpose its kernel read the activations with a stride.
bool SinkReduceWindow(Op& op, Placed& placed) {
  if (op.num_operands() != 2 || op.num_results() != 1 || !IsStaticTensor(op.result(0)) ||
      op.result(0)->type().rank() < 2)
    return false;
  Op* transpose = op.operand(0)->defining_op();
  if (!transpose || !placed.transposes.contains(transpose)) return false;
  const std::optional<Window> window = GetWindow(op);
  if (!window) return false;
  const Dims perm = IntList(*transpose, "permutation");
  const Dims inverse = Inverse(perm);
  const Type type = op.result(0)->type();
  std::unordered_map<const Value*, Value*> map{{op.operand(0), transpose->operand(0)}};
  std::unique_ptr<Op> moved = CloneOp(op, map);
  moved->result(0)->set_type(placed.types.Tensor(Permuted(type.dims(), inverse), type.element_type()));
  moved->SetAttr("window_dimensions", I64Array(Permuted(window->dimensions, inverse)));
  moved->SetAttr("window_strides", I64Array(Permuted(window->strides, inverse)));
  moved->SetAttr("base_dilations", I64Array(Permuted(window->base_dilations, inverse)));
  moved->SetAttr("window_dilations", I64Array(Permuted(window->window_dilations, inverse)));
  // [rank, 2] pairs (low, high): pair j of the moved op is pair inverse[j].
  Dims pairs;
  for (int64_t d : inverse) pairs.insert(pairs.end(), {window->pad_low(d), window->pad_high(d)});
  const Tensor padding =
      MakeInts(placed.types.Tensor(Dims{type.rank(), 2}, placed.types.Element(ElementType::kSI64)), pairs);
  moved->SetAttr("padding", Attr::DenseElements(padding.type(),
                                                std::make_shared<const std::string>(padding.bytes()), false));
  Value* computed = InsertBefore(op, std::move(moved));
  op.result(0)->ReplaceAllUsesWith(Transpose(op, computed, perm, type, placed));
  return true;
}

// Moves a transpose below elementwise op or pad `op`, or drops it before a reduce of every dimension
// whose combiner ignores the order; returns whether it did.
bool Sink(Op& op, Placed& placed) {
  TypeContext& types = placed.types;
  if (op.kind() == OpKind::kReduce && IsOrderFreeFullReduce(op)) {
    // The same elements in another order: the reduce reads the transpose's operand instead.
    Op* transpose = op.operand(0)->defining_op();
    if (!transpose || !placed.transposes.contains(transpose)) return false;
    op.SetOperand(0, transpose->operand(0));
    return true;
  }
  if (op.kind() == OpKind::kReduceWindow) return SinkReduceWindow(op, placed);
  if ((!IsSinkable(op) && op.kind() != OpKind::kPad) || !IsStaticTensor(op.result(0)) ||
      op.result(0)->type().rank() < 2)
    return false;
  Op* transpose = FirstPlacedTransposeOperand(op, placed);
  if (!transpose || (op.kind() == OpKind::kPad && transpose->result(0) != op.operand(0))) return false;
  const Dims perm = IntList(*transpose, "permutation");
  const Dims inverse = Inverse(perm);
  const Type type = op.result(0)->type();
  // The result's shape before the transpose: dimension perm[i] of it is dimension i of the result.
  const Dims shape = Permuted(type.dims(), inverse);
  // A pad's padding value is a scalar, which stays.
  const int moved_operands = op.kind() == OpKind::kPad ? 1 : op.num_operands();
  for (int k = 0; k < moved_operands; ++k)
    if (!CanUntranspose(op.operand(k), perm, /*depth=*/4)) return false;
  std::vector<Value*> operands;
  for (int k = 0; k < op.num_operands(); ++k)
    operands.push_back(k < moved_operands ? Untransposed(op, op.operand(k), perm, shape, types)
                                          : op.operand(k));
  const Type moved_type = types.Tensor(shape, type.element_type());
  std::unique_ptr<Op> moved = MakeOpAt(op, op.kind(), operands, {&moved_type, 1});
  for (const NamedAttr& a : op.attrs()) moved->SetAttr(a.name, a.value);
  if (op.kind() == OpKind::kPad) {
    for (const char* name : {"edge_padding_low", "edge_padding_high", "interior_padding"})
      moved->SetAttr(name, I64Array(Permuted(IntList(op, name), inverse)));
  }
  Value* computed = InsertBefore(op, std::move(moved));
  op.result(0)->ReplaceAllUsesWith(Transpose(op, computed, perm, type, placed));
  return true;
}

bool RewriteBlock(Block& block, TypeContext& types) {
  bool changed = false;
  Placed placed{types, {}};
  // An op rewritten stays in the block, unused, after the ops that replace it (which the walk visits
  // next): unused ops are passed over.
  for (size_t i = 0; i < block.ops().size(); ++i) {
    Op& op = *block.ops()[i];
    if (op.num_results() != 1 || !op.result(0)->HasUses()) continue;
    changed |= IsOneDnnConvolution(op) ? ToChannelsLast(op, placed) : Sink(op, placed);
  }
  if (changed) EraseDeadOps(block);
  return changed;
}

}  // namespace

StatusOr<bool> ChannelsLast(Module& module) {
  bool changed = false;
  ForEachBlock(module, [&](Block& block) { changed |= RewriteBlock(block, module.types()); });
  return changed;
}

}  // namespace hlx
