#include "passes/fold_batch_norm.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "interp/tensor.h"
#include "passes/rewrite.h"

namespace hlx {
namespace {

// The value of `v` (of a convolution's result type) for each index of dimension `feature`, when `v` is a
// broadcast of a constant-derived value that varies along that dimension alone (or a splat); nullopt
// otherwise.
std::optional<std::vector<double>> PerFeature(Module& module, const Value* v, int64_t feature) {
  const Op* def = v->defining_op();
  if (!def || def->kind() != OpKind::kBroadcastInDim || !IsConstantDerived(v)) return std::nullopt;
  const Value* source = def->operand(0);
  const std::vector<int64_t> to = IntList(*def, "broadcast_dimensions");
  const auto dims = source->type().dims();
  for (size_t d = 0; d < dims.size(); ++d)
    if (dims[d] != 1 && to[d] != feature) return std::nullopt;
  StatusOr<Tensor> value = EvaluateConstant(module, source);
  if (!value.ok() || !IsFloat(value->element())) return std::nullopt;
  std::vector<double> values = ReadFloats(*value);
  const int64_t features = v->type().dims()[feature];
  if (values.size() == 1) values.assign(features, values[0]);
  if (static_cast<int64_t>(values.size()) != features) return std::nullopt;
  return values;
}

// The single user of convolution result `v` when it is a convert to a wider float type of the same shape,
// else null.
Value* WidenedConvResult(Value* v) {
  if (v->users().size() != 1) return nullptr;
  Op& user = *v->users()[0];
  if (user.kind() != OpKind::kConvert) return nullptr;
  const Type to = user.result(0)->type();
  const ElementType from = v->type().storage_element(), wide = to.storage_element();
  const bool wider = IsFloat(wide) && !to.element_type().IsQuant() &&
                     GetElementInfo(wide).bit_width > GetElementInfo(from).bit_width;
  return wider ? user.result(0) : nullptr;
}

// Folds the normalization after convolution `conv`, the folded ops inserted through `e`; returns whether
// there was one.
StatusOr<bool> Fold(Module& module, OpEmitter& e, Op& conv) {
  const Type type = conv.result(0)->type();
  const ConvDims dims = GetConvDims(conv.attr("dimension_numbers"));
  const int64_t features = type.dims()[dims.output_feature];
  std::vector<double> scale(features, 1.0), bias(features, 0.0);
  // A bf16 or f16 program may normalize in f32: the convolution's result converted to a wider float
  // type, normalized there and converted back (or not).
  Value* const wide = WidenedConvResult(conv.result(0));
  Value* last = wide ? wide : conv.result(0);
  for (;;) {
    if (last->users().size() != 1) break;
    Op& user = *last->users()[0];
    if ((user.kind() != OpKind::kAdd && user.kind() != OpKind::kSubtract &&
         user.kind() != OpKind::kMultiply) ||
        user.result(0)->type() != last->type() || user.operand(0) == user.operand(1))
      break;
    const int at = user.operand(0) == last ? 0 : 1;
    std::optional<std::vector<double>> other = PerFeature(module, user.operand(1 - at), dims.output_feature);
    if (!other) break;
    for (int64_t f = 0; f < features; ++f) {
      const double o = (*other)[f];
      if (user.kind() == OpKind::kAdd) {
        bias[f] += o;
      } else if (user.kind() == OpKind::kMultiply) {
        scale[f] *= o;
        bias[f] *= o;
      } else if (at == 0) {  // y - o
        bias[f] -= o;
      } else {  // o - y
        scale[f] = -scale[f];
        bias[f] = o - bias[f];
      }
    }
    last = user.result(0);
  }
  if (last == conv.result(0) || last == wide) return false;
  if (wide && last->users().size() == 1) {
    Op& narrow = *last->users()[0];
    if (narrow.kind() == OpKind::kConvert && narrow.result(0)->type() == type) last = narrow.result(0);
  }

  TypeContext& types = module.types();
  HLX_ASSIGN_OR_RETURN(Tensor kernel, EvaluateConstant(module, conv.operand(1)));
  std::vector<double> w = ReadFloats(kernel);
  const auto kernel_dims = kernel.shape();
  const int64_t inner = Strides(kernel_dims)[dims.kernel_output_feature];
  for (size_t i = 0; i < w.size(); ++i) w[i] *= scale[(static_cast<int64_t>(i) / inner) % features];
  Value* folded_kernel = e.Constant(MakeFloats(kernel.type(), w));
  Value* y = e.Copy(conv, {conv.operand(0), folded_kernel}, {type})->result(0);
  if (std::ranges::any_of(bias, [](double b) { return b != 0; })) {
    const std::vector<int64_t> size = {features};
    Value* b = e.Constant(MakeFloats(types.Tensor(size, type.element_type()), bias));
    b = e.Emit(OpKind::kBroadcastInDim, {b}, type,
               {{"broadcast_dimensions", I64Array(std::vector<int64_t>{dims.output_feature})}});
    y = e.Emit(OpKind::kAdd, {y, b}, type);
  }
  if (last->type() != type) y = e.Emit(OpKind::kConvert, {y}, last->type());
  last->ReplaceAllUsesWith(y);
  return true;
}

}  // namespace

StatusOr<bool> FoldBatchNorm(Module& module, const QuantizeOptions& options) {
  return RewriteContractions(module, options, [&](Op& op, OpEmitter& e) -> StatusOr<bool> {
    if (op.kind() != OpKind::kConvolution || WeightOperand(op) != 1 ||
        !IsQuantizableFloat(op.result(0)->type()) || !op.result(0)->type().HasStaticShape())
      return false;
    // The folded convolution and its bias stand before the old one, which is left unused.
    return Fold(module, e, op);
  });
}

}  // namespace hlx
