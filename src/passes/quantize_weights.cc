#include "passes/quantize_weights.h"

#include "passes/rewrite.h"

namespace hlx {

StatusOr<bool> QuantizeWeights(Module& module, const QuantizeOptions& options) {
  HLX_ASSIGN_OR_RETURN(Block * entry, EntryBlock(module, options));
  Block& block = *entry;
  bool changed = false;
  for (size_t i = 0; i < block.ops().size(); ++i) {
    Op& op = *block.ops()[i];
    const bool enabled = ContractionAllowed(op, options);
    const int weight = enabled ? WeightOperand(op) : -1;
    if (weight < 0) continue;
    OpEmitter e(module.types(), block, i, op);
    HLX_ASSIGN_OR_RETURN(Tensor w, EvaluateConstant(module, op.operand(weight)));
    const int64_t axis = options.per_channel ? OutputFeatureDim(op, weight) : -1;
    Value* quantized = e.Constant(QuantizeWeight(module.types(), w, axis));
    op.SetOperand(weight, e.Emit(OpKind::kUniformDequantize, {quantized}, op.operand(weight)->type()));
    i = e.index();
    changed = true;
  }
  if (changed) EraseDeadOps(block);
  return changed;
}

}  // namespace hlx
