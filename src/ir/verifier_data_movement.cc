// The verifier's constants, shape ops and data movement (reshape, broadcast, transpose, slices,
// concatenate, pad), gather, scatter, sort and tuples. Shape inference checks operands and attributes
// and gives the result shapes; this adds element types, regions and the declared results' own
// constraints.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "ir/verifier_internal.h"
#include "support/int_math.h"

namespace hlx {

// ---- Constants, shapes and data movement --------------------------------------------------------------

Status Verifier::VerifyConstant(const Op& op) {
  Attr value = op.attr("value");
  Type result = op.result(0)->type();
  if (value.Is(AttrKind::kDenseElements) || value.Is(AttrKind::kDenseResource)) {
    Type vt = value.type();
    bool ok = vt && vt == result;
    // Quantized constants hold their values in the storage type.
    if (!ok && IsTensor(vt) && IsTensor(result) && result.element_type().IsQuant())
      ok = vt == types_.Tensor(result.dims(), types_.Element(result.element_type().quant().storage),
                               result.bounds());
    if (!ok) return Error(op, "expected the result type to be the type of 'value' " + Str(vt), Str(result));
    if (value.Is(AttrKind::kDenseElements) && !DenseBytesValid(value))
      return Error(op, "expected 'value' to hold every element of " + Str(vt),
                   std::to_string(value.dense_bytes().size()) + " bytes");
    return Status::Ok();
  }
  if (op.kind() == OpKind::kArithConstant) {
    if (value.Is(AttrKind::kInteger) || value.Is(AttrKind::kFloat)) {
      Type vt = value.type()
                    ? value.type()
                    : types_.Element(value.Is(AttrKind::kInteger) ? ElementType::kSI64 : ElementType::kF64);
      if (vt != result)
        return Error(op, "expected the result type to be the type of 'value' " + Str(vt), Str(result));
      return Status::Ok();
    }
    if (value.Is(AttrKind::kBool)) {
      if (result != types_.Element(ElementType::kI1))
        return Error(op, "expected result type i1", Str(result));
      return Status::Ok();
    }
  }
  return WrongAttr(op, "value", "dense elements", value);
}

Status Verifier::VerifyIota(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type result = op.result(0)->type();
  int64_t dim = 0;
  HLX_RETURN_IF_ERROR(RequireInt(op, "iota_dimension", &dim));
  if (result.rank() == 0) return Error(op, "expected a result of rank >= 1", Str(result));
  if (dim < 0 || dim >= result.rank())
    return Error(op, "expected 'iota_dimension' in [0, " + std::to_string(result.rank()) + ")",
                 std::to_string(dim));
  return Status::Ok();
}

Status Verifier::VerifyDynamicIota(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type result = op.result(0)->type();
  int64_t dim = 0;
  HLX_RETURN_IF_ERROR(RequireInt(op, "iota_dimension", &dim));
  if (dim < 0 || dim >= result.rank())
    return Error(op, "expected 'iota_dimension' in [0, " + std::to_string(result.rank()) + ")",
                 std::to_string(dim));
  return ExpectShapeOperand(op, 0, "output_shape");
}

Status Verifier::VerifyReshape(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  Type result = op.result(0)->type();
  HLX_RETURN_IF_ERROR(ExpectResultElement(op, 0, operand.element_type()));
  if (operand.HasStaticShape() && result.HasStaticShape() && operand.NumElements() != result.NumElements())
    return Error(op,
                 "expected a result of " + std::to_string(operand.NumElements()) +
                     " elements (as the operand " + Str(operand) + ")",
                 Str(result));
  Type oe = operand.element_type();
  Type re = result.element_type();
  if (oe.IsQuant() && re.IsQuant() && !IsPerAxis(oe) && !IsPerAxis(re) && oe != re)
    return Error(op, "expected the result's quantization parameters to be the operand's " + Str(oe), Str(re));
  return Status::Ok();
}

Status Verifier::VerifyDynamicReshape(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  Type result = op.result(0)->type();
  HLX_RETURN_IF_ERROR(ExpectResultElement(op, 0, operand.element_type()));
  HLX_RETURN_IF_ERROR(ExpectShapeOperand(op, 1, "output_shape"));
  if (operand.HasStaticShape() && result.HasStaticShape() && operand.NumElements() != result.NumElements())
    return Error(op,
                 "expected a result of " + std::to_string(operand.NumElements()) +
                     " elements (as the operand " + Str(operand) + ")",
                 Str(result));
  if (std::optional<std::vector<int64_t>> shape = ConstantInts(op.operand(1));
      shape && operand.HasStaticShape()) {
    int64_t count = 1;
    for (int64_t d : *shape) count = SatMul(count, d);
    if (count != operand.NumElements())
      return Error(op, "expected output_shape to hold " + std::to_string(operand.NumElements()) + " elements",
                   ListStr(*shape));
  }
  return Status::Ok();
}

Status Verifier::VerifyBroadcast(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferBroadcastShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  return ExpectSameElement(op, "the operand", op.operand(0)->type(), "the result", op.result(0)->type());
}

Status Verifier::ExpectBroadcastDims(const Op& op, std::span<const int64_t> dims, bool dynamic) {
  Type operand = op.operand(0)->type();
  Type result = op.result(0)->type();
  Type oe = operand.element_type();
  Type re = result.element_type();
  HLX_RETURN_IF_ERROR(ExpectResultElement(op, 0, oe));
  if (oe.IsQuant() && re.IsQuant() && !IsPerAxis(oe) && !IsPerAxis(re) && oe != re)
    return Error(op, "expected the result's quantization parameters to be the operand's " + Str(oe), Str(re));
  // Shape inference checks the dimensions' count, uniqueness and range; a declared result size must be
  // that of the operand dimension mapped to it (or compatible with it, for dynamic_broadcast_in_dim).
  HLX_RETURN_IF_ERROR(InferBroadcastInDimShape(module_, op).status());
  for (size_t i = 0; i < dims.size(); ++i) {
    int64_t d = operand.dims()[i];
    int64_t r = result.dims()[dims[i]];
    if (d == kDynamic || d == 1) continue;
    bool ok = dynamic ? DimsCompatible(d, r) : d == r;
    if (!ok)
      return Error(op,
                   "expected operand dimension " + std::to_string(i) + " (" + DimStr(d) +
                       ") to be 1 or the size of result dimension " + std::to_string(dims[i]),
                   Str(result));
  }
  if (IsPerAxis(oe) && IsPerAxis(re)) {
    int64_t q = oe.quant().quantized_dimension;
    if (q < static_cast<int64_t>(dims.size()) && re.quant().quantized_dimension != dims[q])
      return Error(op,
                   "expected the result's quantization dimension to be broadcast_dimensions[" +
                       std::to_string(q) + "] = " + std::to_string(dims[q]),
                   std::to_string(re.quant().quantized_dimension));
  }
  return Status::Ok();
}

Status Verifier::VerifyBroadcastInDim(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  std::vector<int64_t> dims;
  HLX_RETURN_IF_ERROR(RequireIntList(op, "broadcast_dimensions", &dims));
  return ExpectBroadcastDims(op, dims, /*dynamic=*/false);
}

Status Verifier::VerifyDynamicBroadcastInDim(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  std::vector<int64_t> dims;
  std::vector<int64_t> expanding;
  std::vector<int64_t> nonexpanding;
  HLX_RETURN_IF_ERROR(RequireIntList(op, "broadcast_dimensions", &dims));
  HLX_RETURN_IF_ERROR(OptionalIntList(op, "known_expanding_dimensions", &expanding));
  HLX_RETURN_IF_ERROR(OptionalIntList(op, "known_nonexpanding_dimensions", &nonexpanding));
  HLX_RETURN_IF_ERROR(ExpectBroadcastDims(op, dims, /*dynamic=*/true));
  HLX_RETURN_IF_ERROR(ExpectShapeOperand(op, 1, "output_dimensions"));
  HLX_RETURN_IF_ERROR(DisjointDims(op, "known_expanding_dimensions", expanding,
                                   "known_nonexpanding_dimensions", nonexpanding));
  HLX_RETURN_IF_ERROR(DimsInRange(op, "known_expanding_dimensions", expanding, operand.rank()));
  HLX_RETURN_IF_ERROR(DimsInRange(op, "known_nonexpanding_dimensions", nonexpanding, operand.rank()));
  if (std::optional<std::vector<int64_t>> shape = ConstantInts(op.operand(1))) {
    for (size_t i = 0; i < dims.size(); ++i) {
      int64_t d = operand.dims()[i];
      if (d == kDynamic || d == 1 || dims[i] >= static_cast<int64_t>(shape->size())) continue;
      if (d != (*shape)[dims[i]])
        return Error(op,
                     "expected operand dimension " + std::to_string(i) + " (" + std::to_string(d) +
                         ") to be 1 or output_dimensions[" + std::to_string(dims[i]) + "]",
                     std::to_string((*shape)[dims[i]]));
    }
  }
  return Status::Ok();
}

Status Verifier::VerifyTranspose(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferTransposeShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  Type oe = op.operand(0)->type().element_type();
  Type re = op.result(0)->type().element_type();
  HLX_RETURN_IF_ERROR(ExpectResultElement(op, 0, oe));
  if (oe.IsQuant() && re.IsQuant() && !IsPerAxis(oe) && !IsPerAxis(re) && oe != re)
    return Error(op, "expected the result's quantization parameters to be the operand's " + Str(oe), Str(re));
  if (IsPerAxis(oe) && IsPerAxis(re)) {
    std::vector<int64_t> permutation = IntList(op, "permutation");
    int64_t q = re.quant().quantized_dimension;
    if (q < static_cast<int64_t>(permutation.size()) && oe.quant().quantized_dimension != permutation[q])
      return Error(op,
                   "expected the operand's quantization dimension to be permutation[" + std::to_string(q) +
                       "] = " + std::to_string(permutation[q]),
                   std::to_string(oe.quant().quantized_dimension));
  }
  return Status::Ok();
}

Status Verifier::VerifyReverse(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferReverseShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  return ExpectSameElement(op, "the operand", op.operand(0)->type(), "the result", op.result(0)->type());
}

Status Verifier::VerifySlice(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferSliceShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  return ExpectSameElement(op, "the operand", op.operand(0)->type(), "the result", op.result(0)->type());
}

Status Verifier::VerifyDynamicSlice(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferDynamicSliceShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  return ExpectSameElement(op, "the operand", op.operand(0)->type(), "the result", op.result(0)->type());
}

Status Verifier::VerifyRealDynamicSlice(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  const char* names[] = {"start_indices", "limit_indices", "strides"};
  for (int i = 1; i <= 3; ++i) {
    Type t = op.operand(i)->type();
    HLX_RETURN_IF_ERROR(ExpectKind(op, names[i - 1], t, kIntEl));
    if (t.rank() != 1 || !DimsCompatible(t.dims()[0], operand.rank()))
      return Error(op,
                   "expected " + std::string(names[i - 1]) +
                       " to be 1-D with one entry per operand dimension (" + std::to_string(operand.rank()) +
                       ")",
                   Str(t));
    if (t != op.operand(1)->type())
      return Error(op, "expected start_indices, limit_indices and strides of one type", Str(t));
  }
  if (op.result(0)->type().rank() != operand.rank())
    return Error(op, "expected a result of rank " + std::to_string(operand.rank()),
                 Str(op.result(0)->type()));
  return ExpectSameElement(op, "the operand", operand, "the result", op.result(0)->type());
}

Status Verifier::VerifyDynamicUpdateSlice(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferDynamicUpdateSliceShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  return ExpectSameElement(op, "the operand", op.operand(0)->type(), "the result", op.result(0)->type());
}

Status Verifier::VerifyConcatenate(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferConcatenateShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  return ExpectSameElement(op, "the operands", op.operand(0)->type(), "the result", op.result(0)->type());
}

Status Verifier::VerifyPad(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferPadShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  return ExpectSameElement(op, "the operand", op.operand(0)->type(), "the result", op.result(0)->type());
}

Status Verifier::VerifyDynamicPad(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferDynamicPadShape(module_, op));
  return ExpectResultShape(op, 0, shapes[0]);
}

Status Verifier::VerifyGetDimensionSize(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferGetDimensionSizeShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  return ExpectResultElement(op, 0, types_.Element(ElementType::kSI32));
}

// ---- Gather, scatter, sort, tuples -------------------------------------------------------------------

Status Verifier::VerifyGather(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferGatherShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  return ExpectSameElement(op, "the operand", op.operand(0)->type(), "the result", op.result(0)->type());
}

Status Verifier::VerifyScatter(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferScatterShape(module_, op));
  std::vector<Type> returned = Returned(op, 0);
  for (int i = 0; i < op.num_results(); ++i) {
    HLX_RETURN_IF_ERROR(ExpectResultShape(op, i, shapes[i]));
    HLX_RETURN_IF_ERROR(ExpectResultElement(op, i, returned[i].element_type()));
  }
  return Status::Ok();
}

Status Verifier::VerifySort(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  if (op.num_operands() < 1) return Error(op, "expected at least 1 input", "none");
  HLX_RETURN_IF_ERROR(ExpectResultCount(op, op.num_operands()));
  HLX_RETURN_IF_ERROR(ExpectSameShapes(op));
  std::vector<Type> elements;
  for (int i = 0; i < op.num_operands(); ++i) {
    Type t = op.operand(i)->type();
    HLX_RETURN_IF_ERROR(ExpectCompatible(op, "input #" + std::to_string(i), t, "result #" + std::to_string(i),
                                         op.result(i)->type()));
    elements.push_back(t.element_type());
    elements.push_back(t.element_type());
  }
  int64_t dim = -1;
  bool stable = false;
  HLX_RETURN_IF_ERROR(OptionalInt(op, "dimension", &dim));
  HLX_RETURN_IF_ERROR(OptionalBool(op, "is_stable", &stable));
  int64_t rank = op.operand(0)->type().rank();
  if (dim < -rank || dim >= rank)
    return Error(op, "expected 'dimension' in [" + std::to_string(-rank) + ", " + std::to_string(rank) + ")",
                 std::to_string(dim));
  return ExpectPredicateBody(op, 0, elements);
}

Status Verifier::VerifyTuple(const Op& op) {
  Type want = types_.Tuple(TypesOf(op.operands()));
  return ExpectCompatible(op, "the operand types", want, "the result", op.result(0)->type());
}

Status Verifier::VerifyGetTupleElement(const Op& op) {
  Type tuple = op.operand(0)->type();
  if (!tuple.IsTuple()) return Error(op, "expected a tuple operand", Str(tuple));
  int64_t index = 0;
  HLX_RETURN_IF_ERROR(RequireInt(op, "index", &index));
  int64_t size = static_cast<int64_t>(tuple.types().size());
  if (index < 0 || index >= size)
    return Error(op, "expected 'index' in [0, " + std::to_string(size) + ")", std::to_string(index));
  return ExpectCompatible(op, "tuple element #" + std::to_string(index), tuple.types()[index], "the result",
                          op.result(0)->type());
}

}  // namespace hlx
