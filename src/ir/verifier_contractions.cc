// The verifier's contractions (dot, dot_general, einsum, convolution), reductions and windows (reduce,
// reduce_window, select_and_scatter, map, torch_index_select), with the quantization rules dot_general
// and convolution share.
#include <string>
#include <vector>

#include "ir/verifier_internal.h"

namespace hlx {

// ---- Contractions, reductions, windows ------------------------------------------------------------------

Status Verifier::VerifyDot(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferDotShape(module_, op));
  return ExpectResultShape(op, 0, shapes[0]);
}

Status Verifier::VerifyDotGeneral(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferDotGeneralShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  Type lhs = op.operand(0)->type();
  Type rhs = op.operand(1)->type();
  Type result = op.result(0)->type();
  std::vector<int> precision;
  HLX_RETURN_IF_ERROR(PrecisionConfig(op, &precision));
  const std::vector<int64_t> rc = GetDotDims(op.attr("dot_dimension_numbers")).rhs_contracting;
  if (Attr algorithm = op.attr("algorithm")) {
    if (!algorithm.Is(AttrKind::kStruct) || algorithm.struct_kind() != StructKind::kDotAlgorithm)
      return WrongAttr(op, "algorithm", "#stablehlo.dot_algorithm<...>", algorithm);
    for (int p : precision)
      if (p != static_cast<int>(Precision::DEFAULT))
        return Error(op, "expected DEFAULT precision_config when an algorithm is given",
                     EnumValueName(EnumFamily::kPrecision, p));
    for (const char* field : {"lhs_component_count", "rhs_component_count", "num_primitive_operations"}) {
      int64_t count = 1;
      HLX_RETURN_IF_ERROR(StructInt(op, algorithm, field, false, &count));
      if (count < 1)
        return Error(op, "expected a positive " + std::string(field) + " in 'algorithm'",
                     std::to_string(count));
    }
  }
  Type l = lhs.element_type();
  Type r = rhs.element_type();
  Type o = result.element_type();
  if (l.IsQuant() || r.IsQuant() || o.IsQuant()) {
    if (r.IsQuant() && IsPerAxis(r)) {
      for (int64_t z : r.quant().zero_points)
        if (z != 0) return Error(op, "expected rhs zero points of 0", Str(rhs));
      if (Contains(rc, r.quant().quantized_dimension))
        return Error(op,
                     "expected rhs quantization dimension outside rhs_contracting_dimensions " + ListStr(rc),
                     std::to_string(r.quant().quantized_dimension));
    } else if (r.IsQuant() && !r.quant().zero_points.empty() && r.quant().zero_points[0] != 0) {
      return Error(op, "expected rhs zero point 0", Str(rhs));
    }
    return QuantizedContraction(op, l, r, o);
  }
  if (!ElementsCompatible(l, r))
    return Error(op, "expected lhs and rhs of one element type", Str(lhs) + " and " + Str(rhs));
  return Status::Ok();
}

Status Verifier::VerifyEinsum(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  std::string config;
  return RequireString(op, "einsum_config", &config);
}

Status Verifier::VerifyConvolution(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferConvolutionShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  Type l = op.operand(0)->type().element_type();
  Type r = op.operand(1)->type().element_type();
  Type o = op.result(0)->type().element_type();
  if (!l.IsQuant() && !r.IsQuant() && !o.IsQuant()) return Status::Ok();
  const ConvDims d = GetConvDims(op.attr("dimension_numbers"));
  if (IsPerAxis(r) && r.quant().quantized_dimension != d.kernel_output_feature)
    return Error(op,
                 "expected the rhs quantization dimension to be kernel_output_feature_dimension " +
                     std::to_string(d.kernel_output_feature),
                 std::to_string(r.quant().quantized_dimension));
  if (IsPerAxis(o) && o.quant().quantized_dimension != d.output_feature)
    return Error(op,
                 "expected the result quantization dimension to be output_feature_dimension " +
                     std::to_string(d.output_feature),
                 std::to_string(o.quant().quantized_dimension));
  return QuantizedContraction(op, l, r, o);
}

Status Verifier::VerifyReduce(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferReduceShape(module_, op));
  std::vector<Type> returned = Returned(op, 0);
  for (int i = 0; i < op.num_results(); ++i) {
    HLX_RETURN_IF_ERROR(ExpectResultShape(op, i, shapes[i]));
    HLX_RETURN_IF_ERROR(ExpectResultElement(op, i, returned[i].element_type()));
  }
  return Status::Ok();
}

Status Verifier::VerifyReduceWindow(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferReduceWindowShape(module_, op));
  std::vector<Type> returned = Returned(op, 0);
  for (int i = 0; i < op.num_results(); ++i) {
    HLX_RETURN_IF_ERROR(ExpectResultShape(op, i, shapes[i]));
    HLX_RETURN_IF_ERROR(ExpectResultElement(op, i, returned[i].element_type()));
  }
  return Status::Ok();
}

Status Verifier::VerifySelectAndScatter(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferSelectAndScatterShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  return ExpectResultElement(op, 0, Returned(op, 1)[0].element_type());
}

Status Verifier::VerifyMap(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  if (op.num_operands() < 1) return Error(op, "expected at least 1 input", "none");
  HLX_RETURN_IF_ERROR(ExpectSameShapes(op));
  const Block& body = Body(op, 0);
  if (body.num_args() != op.num_operands())
    return Error(op, "expected region #0 to take " + Count(op.num_operands(), "argument"),
                 std::to_string(body.num_args()));
  for (int i = 0; i < body.num_args(); ++i) {
    Type want = types_.Tensor(std::span<const int64_t>(), op.operand(i)->type().element_type());
    if (body.arg(i)->type() != want)
      return Error(op, "expected argument #" + std::to_string(i) + " of region #0 to be " + Str(want),
                   Str(body.arg(i)->type()));
  }
  std::vector<Type> returned = Returned(op, 0);
  if (returned.size() != 1 || !IsTensor(returned[0]) || returned[0].rank() != 0)
    return Error(op, "expected region #0 to return one 0-d tensor", TypesStr(returned));
  std::vector<int64_t> dims;
  HLX_RETURN_IF_ERROR(RequireIntList(op, "dimensions", &dims));
  int64_t rank = op.operand(0)->type().rank();
  bool identity = static_cast<int64_t>(dims.size()) == rank;
  for (int64_t i = 0; identity && i < rank; ++i) identity = dims[i] == i;
  if (!identity)
    return Error(op, "expected 'dimensions' to be [0, ..., " + std::to_string(rank - 1) + "]", ListStr(dims));
  return ExpectResultElement(op, 0, returned[0].element_type());
}

Status Verifier::VerifyTorchIndexSelect(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  int64_t dim = 0;
  int64_t batch_dims = 0;
  HLX_RETURN_IF_ERROR(RequireInt(op, "dim", &dim));
  HLX_RETURN_IF_ERROR(RequireInt(op, "batch_dims", &batch_dims));
  return Status::Ok();
}

// Quantization constraints that dot_general and convolution share.
Status Verifier::QuantizedContraction(const Op& op, Type l, Type r, Type o) const {
  std::string found = Str(l) + ", " + Str(r) + " -> " + Str(o);
  if (!r.IsQuant() || l.IsQuant() != o.IsQuant())
    return Error(op, "expected a quantized rhs, and lhs and result both quantized or both not", found);
  if (l.IsQuant()) {
    if (l.quant().storage != r.quant().storage)
      return Error(op, "expected lhs and rhs of one quantization storage type", found);
    if (l.quant().expressed != r.quant().expressed || l.quant().expressed != o.quant().expressed)
      return Error(op, "expected lhs, rhs and result of one quantization expressed type", found);
    if (!IsPerAxis(r) && IsPerAxis(o))
      return Error(op, "expected a per-tensor quantized result for a per-tensor quantized rhs", found);
    return Status::Ok();
  }
  Type expressed = types_.Element(r.quant().expressed);
  if (l != expressed || o != expressed)
    return Error(op, "expected lhs and result element types to be the rhs's expressed type " + Str(expressed),
                 found);
  return Status::Ok();
}

}  // namespace hlx
