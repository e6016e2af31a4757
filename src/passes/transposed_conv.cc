#include "passes/transposed_conv.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <unordered_set>
#include <vector>

#include "passes/rewrite.h"

namespace hlx {
namespace {

using Dims = std::vector<int64_t>;

// Inserts a new op of one result before `at` and returns that result.
Value* Emit(Op& at, OpKind kind, std::span<Value* const> operands, Type type,
            std::span<const NamedAttr> attrs = {}) {
  std::unique_ptr<Op> op = MakeOpAt(at, kind, operands, {&type, 1});
  for (const NamedAttr& a : attrs) op->SetAttr(a.name, a.value);
  return at.parent_block()->Insert(IndexInBlock(at), std::move(op))->result(0);
}

// Whether `conv` is a transposed convolution whose windows do not overlap: the conditions of the header.
bool IsBlockUpsampling(const Op& conv, const ConvWindow& w) {
  if (!IsStaticTensor(conv.operand(0)) || !IsStaticTensor(conv.operand(1)) || !IsStaticTensor(conv.result(0)))
    return false;
  for (const Value* v : {conv.operand(0), conv.operand(1), conv.result(0)})
    if (v->type().element_type().IsQuant()) return false;
  if (w.feature_group_count != 1 || w.batch_group_count != 1) return false;
  const std::span<const int64_t> kernel = conv.operand(1)->type().dims();
  bool dilated = false;
  for (int64_t s = 0; s < w.num_spatial(); ++s) {
    if (w.strides[s] != 1 || w.rhs_dilation[s] != 1 || w.lhs_dilation[s] != kernel[w.dims.kernel_spatial[s]])
      return false;
    dilated |= w.lhs_dilation[s] > 1;
  }
  return dilated;
}

bool Rewrite(Op& conv, TypeContext& types) {
  const std::optional<ConvWindow> window = GetConvWindow(conv);
  if (!window || !IsBlockUpsampling(conv, *window)) return false;
  const ConvDims& d = window->dims;
  const int64_t ns = window->num_spatial();
  Value* x = conv.operand(0);
  Value* k = conv.operand(1);
  const Type result = conv.result(0)->type();
  const std::span<const int64_t> xd = x->type().dims(), kd = k->type().dims();
  const int64_t rank = ns + 2;

  // The product: x's free dimensions in order, then k's.
  Dims product_dims, x_at(rank, -1), k_at(rank, -1);
  for (int64_t i = 0; i < rank; ++i)
    if (i != d.input_feature)
      x_at[i] = static_cast<int64_t>(product_dims.size()), product_dims.push_back(xd[i]);
  for (int64_t i = 0; i < rank; ++i)
    if (i != d.kernel_input_feature)
      k_at[i] = static_cast<int64_t>(product_dims.size()), product_dims.push_back(kd[i]);

  // Dimension by dimension of the result: batch, features, or a spatial one as the input's pixel (major)
  // and the kernel's tap (minor), merged by the reshape.
  Dims permutation, full, pad_low(rank, 0), pad_high(rank, 0);
  bool pads = false;
  for (int64_t o = 0; o < rank; ++o) {
    if (o == d.output_batch) {
      permutation.push_back(x_at[d.input_batch]);
      full.push_back(xd[d.input_batch]);
    } else if (o == d.output_feature) {
      permutation.push_back(k_at[d.kernel_output_feature]);
      full.push_back(kd[d.kernel_output_feature]);
    } else {
      const int64_t s = std::ranges::find(d.output_spatial, o) - d.output_spatial.begin();
      const int64_t taps = kd[d.kernel_spatial[s]];
      permutation.push_back(x_at[d.input_spatial[s]]);
      permutation.push_back(k_at[d.kernel_spatial[s]]);
      full.push_back(xd[d.input_spatial[s]] * taps);
      pad_low[o] = window->padding[2 * s] - (taps - 1);
      pad_high[o] = window->padding[2 * s + 1] - (taps - 1);
      pads |= pad_low[o] != 0 || pad_high[o] != 0;
    }
  }
  for (int64_t o = 0; o < rank; ++o)
    if (full[o] + pad_low[o] + pad_high[o] != result.dims()[o]) return false;  // not a result it can give

  // The kernel read backwards where the convolution reads it forwards.
  Dims reversed;
  for (int64_t s = 0; s < ns; ++s)
    if (window->reversal[s] == 0 && kd[d.kernel_spatial[s]] > 1) reversed.push_back(d.kernel_spatial[s]);
  if (!reversed.empty()) {
    std::ranges::sort(reversed);
    const NamedAttr attrs[] = {{"dimensions", I64Array(reversed)}};
    k = Emit(conv, OpKind::kReverse, {&k, 1}, k->type(), attrs);
  }

  // The kernel with its input features first, so that the product reads it as a plain [K, N] matrix.
  int64_t contracted = d.kernel_input_feature;
  if (d.kernel_input_feature != 0) {
    Dims order = {d.kernel_input_feature}, dims = {kd[d.kernel_input_feature]};
    for (int64_t i = 0; i < rank; ++i)
      if (i != d.kernel_input_feature) order.push_back(i), dims.push_back(kd[i]);
    const NamedAttr attrs[] = {{"permutation", I64Array(order)}};
    k = Emit(conv, OpKind::kTranspose, {&k, 1}, types.Tensor(dims, k->type().element_type()), attrs);
    contracted = 0;
  }

  DotDims dot;
  dot.lhs_contracting = {d.input_feature};
  dot.rhs_contracting = {contracted};
  std::vector<NamedAttr> dot_attrs = {{"dot_dimension_numbers", MakeDotDims(dot)}};
  if (const Attr precision = conv.attr("precision_config"))
    dot_attrs.push_back({"precision_config", precision});
  Value* operands[] = {x, k};
  Value* product =
      Emit(conv, OpKind::kDotGeneral, operands, types.Tensor(product_dims, result.element_type()), dot_attrs);

  Value* interleaved = product;
  if (!std::ranges::is_sorted(permutation)) {
    Dims transposed_dims;
    for (int64_t p : permutation) transposed_dims.push_back(product_dims[p]);
    const NamedAttr transpose_attrs[] = {{"permutation", I64Array(permutation)}};
    interleaved = Emit(conv, OpKind::kTranspose, {&product, 1},
                       types.Tensor(transposed_dims, result.element_type()), transpose_attrs);
  }
  Value* merged = Emit(conv, OpKind::kReshape, {&interleaved, 1}, types.Tensor(full, result.element_type()));
  if (pads) {
    const Type scalar = types.Tensor(std::span<const int64_t>(), result.element_type());
    auto zero = std::make_shared<const std::string>(ElementStorageBytes(scalar.storage_element()), '\0');
    const NamedAttr value[] = {{"value", Attr::DenseElements(scalar, zero, true)}};
    Value* padding = Emit(conv, OpKind::kConstant, {}, scalar, value);
    const NamedAttr pad_attrs[] = {{"edge_padding_low", I64Array(pad_low)},
                                   {"edge_padding_high", I64Array(pad_high)},
                                   {"interior_padding", I64Array(Dims(rank, 0))}};
    Value* pad_operands[] = {merged, padding};
    merged = Emit(conv, OpKind::kPad, pad_operands, result, pad_attrs);
  }
  conv.result(0)->ReplaceAllUsesWith(merged);
  return true;
}

}  // namespace

StatusOr<bool> TransposedConvAsDot(Module& module) {
  bool changed = false;
  TypeContext& types = module.types();
  ForEachBlock(module, [&](Block& block) {
    std::unordered_set<Op*> rewritten;
    for (size_t i = 0; i < block.ops().size(); ++i) {
      Op* op = block.ops()[i].get();
      if (op->kind() != OpKind::kConvolution) continue;
      const size_t before = block.ops().size();
      if (!Rewrite(*op, types)) continue;
      rewritten.insert(op);
      i += block.ops().size() - before;  // past the ops placed before it
      changed = true;
    }
    EraseUnusedCandidates(block, std::move(rewritten));
  });
  return changed;
}

}  // namespace hlx
