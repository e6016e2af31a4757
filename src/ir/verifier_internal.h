// The verifier's class, shared by the files it is split into (internal to src/ir):
//   verifier.cc                generic structure (counts, regions, terminators) and the dispatch over
//                              every op of ops.def
//   verifier_elementwise.cc    elementwise unary, binary and ternary ops
//   verifier_data_movement.cc  constants, shapes and data movement; gather, scatter, sort, tuples
//   verifier_contractions.cc   contractions, reductions, windows
//   verifier_control_flow.cc   control flow, composite, custom_call
//   verifier_numerics.cc       numerics and linear algebra
//   verifier_collectives.cc    distribution, tokens and host communication
//   verifier_dialects.cc       CHLO, func, cf, tensor and Shardy ops
// Result shapes that follow from operands and attributes come from shape_inference.h; what the files
// above add is what inference does not cover: element types, regions, and constraints on the declared
// results themselves.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "ir/op_checks.h"
#include "ir/shape_inference.h"

namespace hlx {

// How the result element type of a unary elementwise op follows from its operand's.
enum class UnaryResult {
  kSame,       // the operand's
  kRealPart,   // the operand's, or its real part type when complex
  kBool,       // i1
  kConverted,  // any non-quantized type
};

class Verifier : public OpChecks {
 public:
  explicit Verifier(const Module& module) : OpChecks(module) {}

  // The module body: functions and module-level annotations.
  Status VerifyBody();
  // `op`'s structure and constraints, then the ops in its regions.
  Status VerifyTree(const Op& op);

 private:
  // The func.func named `name` at module level, or nullptr. Unlike Module::LookupFunc, it tolerates
  // functions whose attributes are malformed (those fail their own verification).
  const Op* FindFunc(std::string_view name) const;

  // ---- Generic structure (verifier.cc) ----
  Status VerifyCounts(const Op& op) const;
  Status VerifyRegionShape(const Op& op, int index) const;
  Status VerifySemantics(const Op& op);

  // ---- One function per op family, in the order of ops.def ----
  // verifier_elementwise.cc
  Status VerifyUnary(const Op& op, unsigned kinds, UnaryResult result);
  Status VerifyBitcastConvert(const Op& op);
  Status VerifyReducePrecision(const Op& op);
  Status VerifyUniformQuantize(const Op& op);
  Status VerifyUniformDequantize(const Op& op);
  Status VerifyBinary(const Op& op, unsigned kinds, bool is_add);
  Status VerifyQuantizedAdd(const Op& op, Type lhs, Type rhs, Type result);
  Status VerifyComplex(const Op& op);
  Status VerifyCompare(const Op& op);
  Status VerifyClamp(const Op& op);
  Status VerifySelect(const Op& op);
  // verifier_data_movement.cc
  Status VerifyConstant(const Op& op);
  Status VerifyIota(const Op& op);
  Status VerifyDynamicIota(const Op& op);
  Status VerifyReshape(const Op& op);
  Status VerifyDynamicReshape(const Op& op);
  Status VerifyBroadcast(const Op& op);
  Status VerifyBroadcastInDim(const Op& op);
  Status VerifyDynamicBroadcastInDim(const Op& op);
  Status ExpectBroadcastDims(const Op& op, std::span<const int64_t> dims, bool dynamic);
  Status VerifyTranspose(const Op& op);
  Status VerifyReverse(const Op& op);
  Status VerifySlice(const Op& op);
  Status VerifyDynamicSlice(const Op& op);
  Status VerifyRealDynamicSlice(const Op& op);
  Status VerifyDynamicUpdateSlice(const Op& op);
  Status VerifyConcatenate(const Op& op);
  Status VerifyPad(const Op& op);
  Status VerifyDynamicPad(const Op& op);
  Status VerifyGetDimensionSize(const Op& op);
  Status VerifyGather(const Op& op);
  Status VerifyScatter(const Op& op);
  Status VerifySort(const Op& op);
  Status VerifyTuple(const Op& op);
  Status VerifyGetTupleElement(const Op& op);
  // verifier_contractions.cc
  Status VerifyDot(const Op& op);
  Status VerifyDotGeneral(const Op& op);
  Status VerifyEinsum(const Op& op);
  Status VerifyConvolution(const Op& op);
  Status QuantizedContraction(const Op& op, Type lhs_element, Type rhs_element, Type result_element) const;
  Status VerifyReduce(const Op& op);
  Status VerifyReduceWindow(const Op& op);
  Status VerifySelectAndScatter(const Op& op);
  Status VerifyMap(const Op& op);
  Status VerifyTorchIndexSelect(const Op& op);
  // verifier_control_flow.cc
  Status VerifyWhile(const Op& op);
  Status VerifyIf(const Op& op);
  Status VerifyCase(const Op& op);
  Status ExpectBranches(const Op& op, int first_region) const;
  Status VerifyOptimizationBarrier(const Op& op);
  Status VerifyComposite(const Op& op);
  Status VerifyCustomCall(const Op& op);
  // verifier_numerics.cc
  Status VerifyFft(const Op& op);
  Status VerifyRng(const Op& op);
  Status VerifyRngBitGenerator(const Op& op);
  Status VerifyTriangularSolve(const Op& op);
  Status VerifyCholesky(const Op& op);
  Status VerifyBatchNorm(const Op& op);
  // verifier_collectives.cc
  Status VerifyAllGather(const Op& op);
  Status VerifyAllReduce(const Op& op);
  Status VerifyReduceScatter(const Op& op);
  Status VerifyAllToAll(const Op& op);
  Status VerifyCollectivePermute(const Op& op);
  Status VerifyCollectiveBroadcast(const Op& op);
  Status VerifyIdOp(const Op& op);
  Status VerifyAfterAll(const Op& op);
  Status VerifyCreateToken(const Op& op);
  Status VerifyInfeedOrRecv(const Op& op);
  Status VerifyOutfeedOrSend(const Op& op);
  Status VerifyTransferChannel(const Op& op, int64_t host_type, const char* host_name) const;
  // verifier_dialects.cc
  Status VerifyChloUnary(const Op& op, bool bool_result);
  Status VerifyChloBinary(const Op& op);
  Status VerifyChloTopK(const Op& op);
  Status VerifyChloScan(const Op& op);
  Status VerifyFunc(const Op& op);
  Status VerifyCall(const Op& op);
  Status VerifyBranch(const Op& op);
  Status VerifyTensorExtract(const Op& op);
  Status VerifyShardingConstraint(const Op& op);
  Status VerifyManualComputation(const Op& op);
};

}  // namespace hlx
