// The verifier's elementwise ops: unary (including conversions and quantization), binary and ternary
// (complex, compare, clamp, select). Their operands and results share one shape; the element types
// follow rules per op family.
#include <string>
#include <vector>

#include "ir/verifier_internal.h"

namespace hlx {

// ---- Elementwise unary -----------------------------------------------------------------------------

Status Verifier::VerifyUnary(const Op& op, unsigned kinds, UnaryResult result) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type in = op.operand(0)->type();
  Type out = op.result(0)->type();
  HLX_RETURN_IF_ERROR(ExpectKind(op, "operand", in, kinds));
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferElementwiseShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  Type in_el = in.element_type();
  switch (result) {
    case UnaryResult::kSame:
      return ExpectResultElement(op, 0, in_el);
    case UnaryResult::kRealPart: {
      Type want = KindOf(in_el) == kComplexEl ? types_.Element(ComplexPartType(in_el.element())) : in_el;
      return ExpectResultElement(op, 0, want);
    }
    case UnaryResult::kBool:
      return ExpectResultElement(op, 0, types_.Element(ElementType::kI1));
    case UnaryResult::kConverted:
      return ExpectKind(op, "result", out, kAnyEl & ~kQuantEl);
  }
  return Status::Ok();
}

Status Verifier::VerifyBitcastConvert(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferBitcastConvertShape(module_, op));
  Type in = op.operand(0)->type();
  Type out = op.result(0)->type();
  int in_bits = BitWidth(in.element_type());
  int out_bits = BitWidth(out.element_type());
  if (out_bits <= in_bits) return ExpectResultShape(op, 0, shapes[0]);
  // Widening: the operand has one more dimension than the result, of size wide / narrow.
  int64_t ratio = out_bits / in_bits;
  if (in.rank() != out.rank() + 1 || !DimsCompatible(in.dims().back(), ratio) ||
      !ShapesCompatible(shapes[0], out.dims()))
    return Error(op,
                 "expected the operand shape to be the result shape " + ListStr(out.dims()) +
                     " plus a last dimension of " + std::to_string(ratio),
                 Str(in));
  return Status::Ok();
}

Status Verifier::VerifyReducePrecision(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type in = op.operand(0)->type();
  HLX_RETURN_IF_ERROR(ExpectKind(op, "operand", in, kFloatEl | kQuantEl));
  HLX_RETURN_IF_ERROR(ExpectCompatible(op, "the operand", in, "the result", op.result(0)->type()));
  int64_t exponent_bits = 0;
  int64_t mantissa_bits = 0;
  HLX_RETURN_IF_ERROR(RequireInt(op, "exponent_bits", &exponent_bits));
  HLX_RETURN_IF_ERROR(RequireInt(op, "mantissa_bits", &mantissa_bits));
  if (exponent_bits < 1) return Error(op, "expected 'exponent_bits' >= 1", std::to_string(exponent_bits));
  if (mantissa_bits < 0) return Error(op, "expected 'mantissa_bits' >= 0", std::to_string(mantissa_bits));
  return Status::Ok();
}

Status Verifier::VerifyUniformQuantize(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type in = op.operand(0)->type();
  Type out = op.result(0)->type();
  HLX_RETURN_IF_ERROR(ExpectKind(op, "operand", in, kFloatEl | kQuantEl));
  HLX_RETURN_IF_ERROR(ExpectKind(op, "result", out, kQuantEl));
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferElementwiseShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  Type in_el = in.element_type();
  ElementType expressed = in_el.IsQuant() ? in_el.quant().expressed : in_el.element();
  if (out.element_type().quant().expressed != expressed)
    return Error(op, "expected the result's expressed type to be " + Str(types_.Element(expressed)),
                 Str(out));
  return Status::Ok();
}

Status Verifier::VerifyUniformDequantize(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type in = op.operand(0)->type();
  HLX_RETURN_IF_ERROR(ExpectKind(op, "operand", in, kQuantEl));
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferElementwiseShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  return ExpectResultElement(op, 0, types_.Element(in.element_type().quant().expressed));
}

// ---- Elementwise binary and ternary ------------------------------------------------------------------

Status Verifier::VerifyBinary(const Op& op, unsigned kinds, bool is_add) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type lhs = op.operand(0)->type();
  Type rhs = op.operand(1)->type();
  Type result = op.result(0)->type();
  HLX_RETURN_IF_ERROR(ExpectKind(op, "lhs", lhs, kinds));
  HLX_RETURN_IF_ERROR(ExpectKind(op, "rhs", rhs, kinds));
  HLX_RETURN_IF_ERROR(ExpectSameShapes(op));
  Type l = lhs.element_type();
  Type r = rhs.element_type();
  Type o = result.element_type();
  if (is_add && (l.IsQuant() || r.IsQuant() || o.IsQuant())) return VerifyQuantizedAdd(op, l, r, o);
  if (!ElementsCompatible(l, r) || !ElementsCompatible(l, o))
    return Error(op, "expected operands and result of one element type",
                 TypesStr(std::vector<Type>{lhs, rhs}) + " -> " + Str(result));
  return Status::Ok();
}

Status Verifier::VerifyQuantizedAdd(const Op& op, Type l, Type r, Type o) {
  std::string found = Str(l) + ", " + Str(r) + " -> " + Str(o);
  if (!l.IsQuant() || !r.IsQuant() || !o.IsQuant())
    return Error(op, "expected operands and result to be all quantized or all not", found);
  const QuantParams& lq = l.quant();
  const QuantParams& rq = r.quant();
  const QuantParams& oq = o.quant();
  if (lq.storage != rq.storage || lq.storage != oq.storage)
    return Error(op, "expected operands and result of one quantization storage type", found);
  if (lq.expressed != rq.expressed || lq.expressed != oq.expressed)
    return Error(op, "expected operands and result of one quantization expressed type", found);
  bool l_axis = IsPerAxis(l);
  bool r_axis = IsPerAxis(r);
  bool o_axis = IsPerAxis(o);
  if ((l_axis || r_axis) && !o_axis)
    return Error(op, "expected a per-axis quantized result when an operand is per-axis quantized", found);
  if (!l_axis && !r_axis && o_axis)
    return Error(op, "expected a per-tensor quantized result when both operands are per-tensor quantized",
                 found);
  if ((l_axis && lq.quantized_dimension != oq.quantized_dimension) ||
      (r_axis && rq.quantized_dimension != oq.quantized_dimension))
    return Error(op, "expected operands and result of one quantization dimension", found);
  return Status::Ok();
}

Status Verifier::VerifyComplex(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type lhs = op.operand(0)->type();
  Type rhs = op.operand(1)->type();
  HLX_RETURN_IF_ERROR(ExpectSameShapes(op));
  Type part = lhs.element_type();
  if (part != types_.Element(ElementType::kF32) && part != types_.Element(ElementType::kF64))
    return Error(op, "expected lhs to have f32 or f64 elements", Str(lhs));
  HLX_RETURN_IF_ERROR(ExpectSameElement(op, "lhs", lhs, "rhs", rhs));
  ElementType complex = part.element() == ElementType::kF32 ? ElementType::kC64 : ElementType::kC128;
  return ExpectResultElement(op, 0, types_.Element(complex));
}

Status Verifier::VerifyCompare(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type lhs = op.operand(0)->type();
  Type rhs = op.operand(1)->type();
  HLX_RETURN_IF_ERROR(ExpectSameShapes(op));
  if (!ElementsCompatible(lhs.element_type(), rhs.element_type()))
    return Error(op, "expected lhs and rhs of one element type", Str(lhs) + " and " + Str(rhs));
  HLX_RETURN_IF_ERROR(ExpectResultElement(op, 0, types_.Element(ElementType::kI1)));
  int direction = 0;
  int compare_type = static_cast<int>(ComparisonType::NOTYPE);
  HLX_RETURN_IF_ERROR(RequireEnum(op, "comparison_direction", EnumFamily::kComparisonDirection, &direction));
  HLX_RETURN_IF_ERROR(OptionalEnum(op, "compare_type", EnumFamily::kComparisonType, &compare_type));
  unsigned kind = KindOf(lhs.element_type());
  unsigned allowed = kAnyEl;
  switch (static_cast<ComparisonType>(compare_type)) {
    case ComparisonType::NOTYPE:
      allowed = kAnyEl;
      break;
    case ComparisonType::FLOAT:
      allowed = kFloatEl | kComplexEl | kQuantEl;
      break;
    case ComparisonType::TOTALORDER:
      allowed = kFloatEl | kQuantEl;
      break;
    case ComparisonType::SIGNED:
      allowed = kSignedEl | kQuantEl;
      break;
    case ComparisonType::UNSIGNED:
      allowed = kUnsignedEl | kBoolEl | kQuantEl;
      break;
  }
  if (!(kind & allowed))
    return Error(op,
                 std::string("expected compare_type ") +
                     EnumValueName(EnumFamily::kComparisonType, compare_type) + " to compare " +
                     KindsName(allowed & ~kQuantEl) + " elements",
                 Str(lhs));
  return Status::Ok();
}

Status Verifier::VerifyClamp(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type min = op.operand(0)->type();
  Type operand = op.operand(1)->type();
  Type max = op.operand(2)->type();
  HLX_RETURN_IF_ERROR(InferElementwiseShape(module_, op).status());  // min and max of the operand's shape
  if (!ElementsCompatible(min.element_type(), operand.element_type()) ||
      !ElementsCompatible(max.element_type(), operand.element_type()))
    return Error(op, "expected min, operand and max of one element type",
                 TypesStr(std::vector<Type>{min, operand, max}));
  return ExpectCompatible(op, "the operand", operand, "the result", op.result(0)->type());
}

Status Verifier::VerifySelect(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type pred = op.operand(0)->type();
  Type on_true = op.operand(1)->type();
  Type on_false = op.operand(2)->type();
  HLX_RETURN_IF_ERROR(ExpectKind(op, "pred", pred, kBoolEl));
  HLX_RETURN_IF_ERROR(InferElementwiseShape(module_, op).status());  // pred and on_false of on_true's shape
  HLX_RETURN_IF_ERROR(ExpectCompatible(op, "on_true", on_true, "on_false", on_false));
  return ExpectCompatible(op, "on_true", on_true, "the result", op.result(0)->type());
}

}  // namespace hlx
