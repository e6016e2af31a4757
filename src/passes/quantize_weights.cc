#include "passes/quantize_weights.h"

namespace hlx {

StatusOr<bool> QuantizeWeights(Module& module, const QuantizeOptions& options) {
  return RewriteContractions(module, options, [&](Op& op, OpEmitter& e) -> StatusOr<bool> {
    const int weight = WeightOperand(op);
    if (weight < 0) return false;
    HLX_ASSIGN_OR_RETURN(Tensor w, EvaluateConstant(module, op.operand(weight)));
    const int64_t axis = options.per_channel ? OutputFeatureDim(op, weight) : -1;
    Value* quantized = e.Constant(QuantizeWeight(module.types(), w, axis, w.element()));
    op.SetOperand(weight, e.Emit(OpKind::kUniformDequantize, {quantized}, op.operand(weight)->type()));
    return true;
  });
}

}  // namespace hlx
