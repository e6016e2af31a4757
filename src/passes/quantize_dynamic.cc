#include "passes/quantize_dynamic.h"

#include <cfloat>
#include <cmath>
#include <numeric>

#include "passes/rewrite.h"

namespace hlx {
namespace {

// `reduce(x, init) across every dimension` with a body of `kind` (maximum or minimum).
Value* ReduceAll(OpEmitter& e, Value* x, OpKind kind, double init) {
  std::vector<int64_t> dims(x->type().rank());
  std::iota(dims.begin(), dims.end(), 0);
  return e.Reduce(x, std::move(dims), kind, init);
}

// Rewrites the contraction `op` (rhs a weight) at the emitter's position; returns its new result.
StatusOr<Value*> Rewrite(Module& module, Op& op, OpEmitter& e, bool per_channel) {
  TypeContext& types = module.types();
  const Type result_type = op.result(0)->type();
  const ElementType f = result_type.storage_element();
  const ElementType c = f == ElementType::kF64 ? ElementType::kF64 : ElementType::kF32;
  const Type scalar = types.Tensor(std::span<const int64_t>(), types.Element(c));
  auto in_c = [&](Type t) { return types.Tensor(t.dims(), types.Element(c)); };
  auto broadcast = [&](Value* v, Type to, std::vector<int64_t> dims) {
    return e.Emit(OpKind::kBroadcastInDim, {v}, to, {{"broadcast_dimensions", I64Array(dims)}});
  };

  // The activation's scale and int8 values.
  Value* x = op.operand(0);
  const Type x_type = in_c(x->type());
  if (f != c) x = e.Emit(OpKind::kConvert, {x}, x_type);
  Value* largest = ReduceAll(e, x, OpKind::kMaximum, -INFINITY);
  Value* smallest = ReduceAll(e, x, OpKind::kMinimum, INFINITY);
  Value* magnitude = e.Emit(OpKind::kMaximum, {e.Emit(OpKind::kNegate, {smallest}, scalar), largest}, scalar);
  Value* scale = e.Emit(OpKind::kDivide, {magnitude, e.Splat(scalar, 127)}, scalar);
  scale =
      e.Emit(OpKind::kMaximum, {scale, e.Splat(scalar, c == ElementType::kF64 ? DBL_MIN : FLT_MIN)}, scalar);
  Value* scaled = e.Emit(OpKind::kDivide, {x, broadcast(scale, x_type, {})}, x_type);
  Value* rounded = e.Emit(OpKind::kRoundNearestEven, {scaled}, x_type);
  Value* clamped = e.Emit(OpKind::kClamp, {e.Splat(scalar, -127), rounded, e.Splat(scalar, 127)}, x_type);
  Value* xq =
      e.Emit(OpKind::kConvert, {clamped}, types.Tensor(x_type.dims(), types.Element(ElementType::kSI8)));

  // The weight as i8, with its scales.
  HLX_ASSIGN_OR_RETURN(Tensor w, EvaluateConstant(module, op.operand(1)));
  const int64_t axis = per_channel ? OutputFeatureDim(op, 1) : -1;
  const Tensor quantized = QuantizeWeight(types, w, axis, w.element());
  const std::vector<double>& weight_scales = quantized.type().element_type().quant().scales;
  Value* wq = e.Constant(quantized.Retyped(types.Tensor(w.shape(), types.Element(ElementType::kSI8))));

  // i32 sums, back to floats at the product of the scales.
  Value* acc =
      e.Copy(op, {xq, wq}, {types.Tensor(result_type.dims(), types.Element(ElementType::kSI32))})->result(0);
  const Type y_type = in_c(result_type);
  Value* y = e.Emit(OpKind::kConvert, {acc}, y_type);
  if (axis < 0) {
    Value* product = e.Emit(OpKind::kMultiply, {scale, e.Splat(scalar, weight_scales[0])}, scalar);
    y = e.Emit(OpKind::kMultiply, {y, broadcast(product, y_type, {})}, y_type);
  } else {
    const Type vector = types.Tensor({static_cast<int64_t>(weight_scales.size())}, c);
    Value* scales = e.Constant(MakeFloats(vector, weight_scales));
    y = e.Emit(OpKind::kMultiply, {y, broadcast(scale, y_type, {})}, y_type);
    y = e.Emit(OpKind::kMultiply, {y, broadcast(scales, y_type, {ResultDimOf(op, 1, axis)})}, y_type);
  }
  if (f != c) y = e.Emit(OpKind::kConvert, {y}, result_type);
  return y;
}

}  // namespace

StatusOr<bool> QuantizeDynamic(Module& module, const QuantizeOptions& options) {
  return RewriteContractions(module, options, [&](Op& op, OpEmitter& e) -> StatusOr<bool> {
    if (WeightOperand(op) != 1 || !IsQuantizableFloat(op.result(0)->type()) ||
        op.operand(0)->type().element_type() != op.result(0)->type().element_type() ||
        op.operand(1)->type().element_type() != op.result(0)->type().element_type() ||
        IsConstantDerived(op.operand(0)))
      return false;
    HLX_ASSIGN_OR_RETURN(Value * y, Rewrite(module, op, e, options.per_channel));
    op.result(0)->ReplaceAllUsesWith(y);
    return true;
  });
}

}  // namespace hlx
