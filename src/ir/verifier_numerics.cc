// The verifier's numerics and linear algebra: fft, rng, rng_bit_generator, triangular_solve, cholesky
// and the batch norms.
#include <string>
#include <vector>

#include "ir/verifier_internal.h"

namespace hlx {

// ---- Numerics and linear algebra ------------------------------------------------------------------

Status Verifier::VerifyFft(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferFftShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  // FFT and IFFT keep the complex element type, RFFT makes f32 (f64) complex<f32> (complex<f64>), and
  // IRFFT takes the real part type.
  Type element = op.operand(0)->type().element_type();
  switch (static_cast<FftType>(op.attr("fft_type").enum_value())) {
    case FftType::FFT:
    case FftType::IFFT:
      return ExpectResultElement(op, 0, element);
    case FftType::RFFT:
      return ExpectResultElement(
          op, 0,
          types_.Element(element.element() == ElementType::kF32 ? ElementType::kC64 : ElementType::kC128));
    case FftType::IRFFT:
      return ExpectResultElement(op, 0, types_.Element(ComplexPartType(element.element())));
  }
  return Status::Ok();
}

Status Verifier::VerifyRng(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type a = op.operand(0)->type();
  Type b = op.operand(1)->type();
  int distribution = 0;
  HLX_RETURN_IF_ERROR(RequireEnum(op, "rng_distribution", EnumFamily::kRngDistribution, &distribution));
  HLX_RETURN_IF_ERROR(ExpectScalarOf(op, "a", a, kBoolEl | kIntEl | kFloatEl));
  HLX_RETURN_IF_ERROR(ExpectScalarOf(op, "b", b, kBoolEl | kIntEl | kFloatEl));
  HLX_RETURN_IF_ERROR(ExpectSameElement(op, "a", a, "b", b));
  HLX_RETURN_IF_ERROR(ExpectSameElement(op, "a", a, "the result", op.result(0)->type()));
  if (static_cast<RngDistribution>(distribution) == RngDistribution::NORMAL &&
      KindOf(a.element_type()) != kFloatEl)
    return Error(op, "expected float a and b for a NORMAL distribution", Str(a));
  return ExpectShapeOperand(op, 2, "shape");
}

Status Verifier::VerifyRngBitGenerator(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  int algorithm = 0;
  HLX_RETURN_IF_ERROR(RequireEnum(op, "rng_algorithm", EnumFamily::kRngAlgorithm, &algorithm));
  Type state = op.operand(0)->type();
  HLX_RETURN_IF_ERROR(ExpectCompatible(op, "initial_state", state, "output_state", op.result(0)->type()));
  return ExpectKind(op, "output", op.result(1)->type(), kIntEl | kFloatEl);
}

Status Verifier::VerifyTriangularSolve(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type a = op.operand(0)->type();
  Type b = op.operand(1)->type();
  bool left_side = false;
  bool flag = false;
  int transpose = 0;
  HLX_RETURN_IF_ERROR(OptionalBool(op, "left_side", &left_side));
  HLX_RETURN_IF_ERROR(OptionalBool(op, "lower", &flag));
  HLX_RETURN_IF_ERROR(OptionalBool(op, "unit_diagonal", &flag));
  HLX_RETURN_IF_ERROR(RequireEnum(op, "transpose_a", EnumFamily::kTranspose, &transpose));
  if (static_cast<Transpose>(transpose) == Transpose::TRANSPOSE_INVALID)
    return Error(op, "expected transpose_a NO_TRANSPOSE, TRANSPOSE or ADJOINT", "TRANSPOSE_INVALID");
  HLX_RETURN_IF_ERROR(ExpectKind(op, "a", a, kFloatEl | kComplexEl | kQuantEl));
  if (!ElementsCompatible(a.element_type(), b.element_type()))
    return Error(op, "expected a and b of one element type", Str(a) + " and " + Str(b));
  int64_t rank = a.rank();
  if (rank < 2) return Error(op, "expected a of rank >= 2", Str(a));
  if (!DimsCompatible(a.dims()[rank - 2], a.dims()[rank - 1]))
    return Error(op, "expected a square a", Str(a));
  if (b.rank() != rank)
    return Error(op, "expected b of rank " + std::to_string(rank) + " (the rank of a)", Str(b));
  if (!DimsCompatible(a.dims()[rank - 1], b.dims()[left_side ? rank - 2 : rank - 1]))
    return Error(op,
                 std::string("expected the ") + (left_side ? "second-to-last" : "last") +
                     " dimension of b to match a " + Str(a),
                 Str(b));
  if (!ShapesCompatible(a.dims().first(rank - 2), b.dims().first(rank - 2)))
    return Error(op, "expected a and b of one batch shape", Str(a) + " and " + Str(b));
  return ExpectCompatible(op, "b", b, "the result", op.result(0)->type());
}

Status Verifier::VerifyCholesky(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type a = op.operand(0)->type();
  bool lower = false;
  HLX_RETURN_IF_ERROR(OptionalBool(op, "lower", &lower));
  HLX_RETURN_IF_ERROR(ExpectKind(op, "a", a, kFloatEl | kComplexEl | kQuantEl));
  int64_t rank = a.rank();
  if (rank < 2) return Error(op, "expected a of rank >= 2", Str(a));
  if (!DimsCompatible(a.dims()[rank - 2], a.dims()[rank - 1]))
    return Error(op, "expected a square a", Str(a));
  return ExpectCompatible(op, "a", a, "the result", op.result(0)->type());
}

Status Verifier::VerifyBatchNorm(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferBatchNormShape(module_, op));
  for (int i = 0; i < op.num_results(); ++i) {
    HLX_RETURN_IF_ERROR(ExpectResultShape(op, i, shapes[i]));
    HLX_RETURN_IF_ERROR(ExpectResultElement(op, i, op.operand(0)->type().element_type()));
  }
  return Status::Ok();
}

}  // namespace hlx
