#include "schedule/cost_model.h"

namespace hlx::schedule {

double BytesOfType(Type t) {
  if (!t.IsTensor() || !t.HasStaticShape()) return 0;
  return static_cast<double>(t.NumElements()) * ElementStorageBytes(t.storage_element());
}

double FlopsPerElement(OpKind kind) {
  const OpInfo& info = GetOpInfo(kind);
  if (info.Has(kTranscendental)) return 20;
  if (info.Has(kIterative)) return 4;
  return 1;
}

OpCost CostOf(const Op& op) {
  OpCost cost;
  for (Value* v : op.operands()) cost.bytes += BytesOfType(v->type());
  double result_elements = 0;
  for (int r = 0; r < op.num_results(); ++r) {
    cost.bytes += BytesOfType(op.result(r)->type());
    Type t = op.result(r)->type();
    if (t.IsTensor() && t.HasStaticShape()) result_elements += static_cast<double>(t.NumElements());
  }
  if (op.kind() == OpKind::kDotGeneral || op.kind() == OpKind::kDot) {
    double contracted = 1;
    Type lhs = op.operand(0)->type();
    if (op.kind() == OpKind::kDot) {
      if (lhs.IsTensor() && lhs.rank() > 0) contracted = static_cast<double>(lhs.dims().back());
    } else {
      for (int64_t d : StructIntList(op.attr("dot_dimension_numbers"), "lhs_contracting_dimensions"))
        if (lhs.IsTensor() && d < lhs.rank()) contracted *= static_cast<double>(lhs.dims()[d]);
    }
    cost.flops = 2 * result_elements * contracted;
  } else if (op.kind() == OpKind::kConvolution) {
    Type kernel = op.operand(1)->type();
    const int64_t out_feature = StructInt(op.attr("dimension_numbers"), "kernel_output_feature_dimension", 0);
    if (kernel.IsTensor() && kernel.HasStaticShape() && out_feature < kernel.rank() &&
        kernel.dims()[out_feature] > 0)
      cost.flops =
          2 * result_elements * static_cast<double>(kernel.NumElements() / kernel.dims()[out_feature]);
  } else if (op.kind() == OpKind::kReduce || op.kind() == OpKind::kReduceWindow) {
    for (Value* v : op.operands()) {
      Type t = v->type();
      if (t.IsTensor() && t.HasStaticShape()) cost.flops += static_cast<double>(t.NumElements());
    }
  } else if (op.info().Has(kElementwise)) {
    cost.flops = result_elements * FlopsPerElement(op.kind());
  }
  return cost;
}

}  // namespace hlx::schedule
