// The verifier: generic structure (operand, result and region counts from ops.def, terminators, symbol
// references), then the StableHLO spec's per-op constraints, dispatched here over every op of ops.def to
// one function per op family. Those live in the files verifier_internal.h lists, result shapes come
// from shape_inference.h, and the checks they share from op_checks.h.
#include "ir/verifier.h"

#include <set>
#include <string>
#include <string_view>

#include "ir/verifier_internal.h"

namespace hlx {
namespace {

// Which ops may end a region of `parent` (nullptr: the module body, which has no terminator).
bool IsTerminatorFor(const Op* parent, OpKind kind) {
  if (!parent) return false;
  if (parent->kind() == OpKind::kFunc)
    return kind == OpKind::kFuncReturn || kind == OpKind::kCfBr || kind == OpKind::kCfCondBr;
  if (parent->kind() == OpKind::kSdyManualComputation) return kind == OpKind::kSdyReturn;
  return kind == OpKind::kReturn;
}

const char* ExpectedTerminator(const Op* parent) {
  if (parent && parent->kind() == OpKind::kFunc) return "'func.return' (or a branch)";
  if (parent && parent->kind() == OpKind::kSdyManualComputation) return "'sdy.return'";
  return "'stablehlo.return'";
}

}  // namespace

const Op* Verifier::FindFunc(std::string_view name) const {
  for (const auto& op : module_.body().ops()) {
    Attr sym = op->attr("sym_name");
    if (op->kind() == OpKind::kFunc && sym.Is(AttrKind::kString) && sym.string_value() == name)
      return op.get();
  }
  return nullptr;
}

// ---- Generic structure ---------------------------------------------------------------------------

Status Verifier::VerifyBody() {
  std::set<std::string_view> names;
  for (const auto& op : module_.body().ops()) {
    if (op->kind() != OpKind::kFunc && op->kind() != OpKind::kSdyMesh)
      return Error(*op, "expected to be inside a function", "it at module level");
    HLX_RETURN_IF_ERROR(VerifyTree(*op));
    if (op->kind() == OpKind::kFunc && !names.insert(op->attr("sym_name").string_value()).second)
      return Error(*op, "expected a function name not used before in the module",
                   "a second @" + op->attr("sym_name").string_value());
  }
  return Status::Ok();
}

Status Verifier::VerifyTree(const Op& op) {
  HLX_RETURN_IF_ERROR(VerifyCounts(op));
  for (int r = 0; r < op.num_regions(); ++r) HLX_RETURN_IF_ERROR(VerifyRegionShape(op, r));
  HLX_RETURN_IF_ERROR(VerifySemantics(op));
  for (int r = 0; r < op.num_regions(); ++r) {
    const Region& region = *op.region(r);
    for (int b = 0; b < region.num_blocks(); ++b)
      for (const auto& child : region.block(b)->ops()) HLX_RETURN_IF_ERROR(VerifyTree(*child));
  }
  return Status::Ok();
}

Status Verifier::VerifyCounts(const Op& op) const {
  const OpInfo& info = op.info();
  if (info.num_operands >= 0 && op.num_operands() != info.num_operands)
    return Error(op, "expected " + Count(info.num_operands, "operand"), std::to_string(op.num_operands()));
  if (info.num_results >= 0 && op.num_results() != info.num_results)
    return Error(op, "expected " + Count(info.num_results, "result"), std::to_string(op.num_results()));
  if (info.num_regions >= 0 && op.num_regions() != info.num_regions)
    return Error(op, "expected " + Count(info.num_regions, "region"), std::to_string(op.num_regions()));
  for (int i = 0; i < op.num_operands(); ++i)
    if (!op.operand(i)->type())
      return Error(op, "expected operand #" + std::to_string(i) + " to have a type", "none");
  for (int i = 0; i < op.num_results(); ++i)
    if (!op.result(i)->type())
      return Error(op, "expected result #" + std::to_string(i) + " to have a type", "none");
  bool is_branch = op.kind() == OpKind::kCfBr || op.kind() == OpKind::kCfCondBr;
  if (!is_branch && op.num_successors() != 0)
    return Error(op, "expected no successor blocks", Count(op.num_successors(), "successor"));
  if (op.kind() == OpKind::kCfBr && op.num_successors() != 1)
    return Error(op, "expected 1 successor block", std::to_string(op.num_successors()));
  if (op.kind() == OpKind::kCfCondBr && op.num_successors() != 2)
    return Error(op, "expected 2 successor blocks", std::to_string(op.num_successors()));
  for (int s = 0; s < op.num_successors(); ++s) {
    int64_t start = op.successor_operand_start(s);
    int64_t count = op.successor_operand_count(s);
    if (!op.successor(s) || start < 0 || count < 0 || start + count > op.num_operands())
      return Error(op, "expected successor #" + std::to_string(s) + " to name a block and operands in range",
                   "operands [" + std::to_string(start) + ", " + std::to_string(start + count) + ") of " +
                       std::to_string(op.num_operands()));
  }
  return Status::Ok();
}

Status Verifier::VerifyRegionShape(const Op& op, int index) const {
  const Region& region = *op.region(index);
  std::string which = "region #" + std::to_string(index);
  if (region.empty()) {
    if (op.kind() == OpKind::kFunc) return Status::Ok();  // a declaration
    return Error(op, "expected " + which + " to have a block", "an empty region");
  }
  if (region.num_blocks() > 1 && op.kind() != OpKind::kFunc)
    return Error(op, "expected " + which + " to have one block", Count(region.num_blocks(), "block"));
  for (int b = 0; b < region.num_blocks(); ++b) {
    const Block& block = *region.block(b);
    if (block.empty())
      return Error(op, "expected every block of " + which + " to end with " + ExpectedTerminator(&op),
                   "an empty block");
    const auto& ops = block.ops();
    for (size_t i = 0; i + 1 < ops.size(); ++i) {
      if (ops[i]->info().Has(kTerminator))
        return Error(*ops[i], "expected to be the last op of its block",
                     Count(ops.size() - i - 1, "op") + " after it");
      if (ops[i]->kind() == OpKind::kFunc)
        return Error(*ops[i], "expected to be at module level", "it inside '" + std::string(op.name()) + "'");
    }
    const Op& last = *ops.back();
    if (!IsTerminatorFor(&op, last.kind()))
      return Error(op, "expected " + which + " to end with " + ExpectedTerminator(&op), Quoted(last.name()));
  }
  return Status::Ok();
}

// ---- The dispatch: every op of ops.def -------------------------------------------------------------

Status Verifier::VerifySemantics(const Op& op) {
  const unsigned kFloatComplexQuant = kFloatEl | kComplexEl | kQuantEl;
  const unsigned kNumeric = kIntEl | kFloatEl | kComplexEl | kQuantEl;
  switch (op.kind()) {
    // Elementwise unary.
    case OpKind::kAbs:
      return VerifyUnary(op, kSignedEl | kFloatComplexQuant, UnaryResult::kRealPart);
    case OpKind::kCbrt:
    case OpKind::kCosine:
    case OpKind::kExponential:
    case OpKind::kExponentialMinusOne:
    case OpKind::kLog:
    case OpKind::kLogPlusOne:
    case OpKind::kLogistic:
    case OpKind::kRsqrt:
    case OpKind::kSine:
    case OpKind::kSqrt:
    case OpKind::kTan:
    case OpKind::kTanh:
      return VerifyUnary(op, kFloatComplexQuant, UnaryResult::kSame);
    case OpKind::kCeil:
    case OpKind::kFloor:
    case OpKind::kRoundNearestAfz:
    case OpKind::kRoundNearestEven:
      return VerifyUnary(op, kFloatEl | kQuantEl, UnaryResult::kSame);
    case OpKind::kCountLeadingZeros:
    case OpKind::kPopulationCount:
      return VerifyUnary(op, kIntEl, UnaryResult::kSame);
    case OpKind::kImag:
    case OpKind::kReal:
      return VerifyUnary(op, kFloatEl | kComplexEl, UnaryResult::kRealPart);
    case OpKind::kIsFinite:
      return VerifyUnary(op, kFloatEl | kQuantEl, UnaryResult::kBool);
    case OpKind::kNegate:
      return VerifyUnary(op, kNumeric, UnaryResult::kSame);
    case OpKind::kNot:
      return VerifyUnary(op, kBoolEl | kIntEl, UnaryResult::kSame);
    case OpKind::kSign:
      return VerifyUnary(op, kSignedEl | kFloatComplexQuant, UnaryResult::kSame);
    case OpKind::kConvert:
      return VerifyUnary(op, kAnyEl & ~kQuantEl, UnaryResult::kConverted);
    case OpKind::kBitcastConvert:
      return VerifyBitcastConvert(op);
    case OpKind::kReducePrecision:
      return VerifyReducePrecision(op);
    case OpKind::kUniformQuantize:
      return VerifyUniformQuantize(op);
    case OpKind::kUniformDequantize:
      return VerifyUniformDequantize(op);
    // Elementwise binary and ternary.
    case OpKind::kAdd:
      return VerifyBinary(op, kAnyEl, /*is_add=*/true);
    case OpKind::kAnd:
    case OpKind::kOr:
    case OpKind::kXor:
      return VerifyBinary(op, kBoolEl | kIntEl, false);
    case OpKind::kAtan2:
      return VerifyBinary(op, kFloatComplexQuant, false);
    case OpKind::kDivide:
    case OpKind::kPower:
    case OpKind::kRemainder:
    case OpKind::kSubtract:
      return VerifyBinary(op, kNumeric, false);
    case OpKind::kMaximum:
    case OpKind::kMinimum:
    case OpKind::kMultiply:
      return VerifyBinary(op, kAnyEl, false);
    case OpKind::kShiftLeft:
    case OpKind::kShiftRightArithmetic:
    case OpKind::kShiftRightLogical:
      return VerifyBinary(op, kIntEl, false);
    case OpKind::kComplex:
      return VerifyComplex(op);
    case OpKind::kCompare:
      return VerifyCompare(op);
    case OpKind::kClamp:
      return VerifyClamp(op);
    case OpKind::kSelect:
      return VerifySelect(op);
    // Constants, shapes and data movement.
    case OpKind::kConstant:
    case OpKind::kArithConstant:
    case OpKind::kSdyConstant:
      return VerifyConstant(op);
    case OpKind::kIota:
      return VerifyIota(op);
    case OpKind::kDynamicIota:
      return VerifyDynamicIota(op);
    case OpKind::kReshape:
      return VerifyReshape(op);
    case OpKind::kDynamicReshape:
      return VerifyDynamicReshape(op);
    case OpKind::kBroadcast:
      return VerifyBroadcast(op);
    case OpKind::kBroadcastInDim:
      return VerifyBroadcastInDim(op);
    case OpKind::kDynamicBroadcastInDim:
      return VerifyDynamicBroadcastInDim(op);
    case OpKind::kTranspose:
      return VerifyTranspose(op);
    case OpKind::kReverse:
      return VerifyReverse(op);
    case OpKind::kSlice:
      return VerifySlice(op);
    case OpKind::kDynamicSlice:
      return VerifyDynamicSlice(op);
    case OpKind::kRealDynamicSlice:
      return VerifyRealDynamicSlice(op);
    case OpKind::kDynamicUpdateSlice:
      return VerifyDynamicUpdateSlice(op);
    case OpKind::kConcatenate:
      return VerifyConcatenate(op);
    case OpKind::kPad:
      return VerifyPad(op);
    case OpKind::kDynamicPad:
      return VerifyDynamicPad(op);
    case OpKind::kGetDimensionSize:
      return VerifyGetDimensionSize(op);
    case OpKind::kGather:
    case OpKind::kDynamicGather:
      return VerifyGather(op);
    case OpKind::kScatter:
      return VerifyScatter(op);
    case OpKind::kSort:
      return VerifySort(op);
    case OpKind::kTuple:
      return VerifyTuple(op);
    case OpKind::kGetTupleElement:
      return VerifyGetTupleElement(op);
    // Contractions, reductions, windows.
    case OpKind::kDot:
      return VerifyDot(op);
    case OpKind::kDotGeneral:
      return VerifyDotGeneral(op);
    case OpKind::kEinsum:
    case OpKind::kUnaryEinsum:
      return VerifyEinsum(op);
    case OpKind::kConvolution:
    case OpKind::kDynamicConv:
      return VerifyConvolution(op);
    case OpKind::kReduce:
      return VerifyReduce(op);
    case OpKind::kReduceWindow:
      return VerifyReduceWindow(op);
    case OpKind::kSelectAndScatter:
      return VerifySelectAndScatter(op);
    case OpKind::kMap:
      return VerifyMap(op);
    case OpKind::kTorchIndexSelect:
      return VerifyTorchIndexSelect(op);
    // Control flow.
    case OpKind::kWhile:
      return VerifyWhile(op);
    case OpKind::kIf:
      return VerifyIf(op);
    case OpKind::kCase:
      return VerifyCase(op);
    case OpKind::kOptimizationBarrier:
      return VerifyOptimizationBarrier(op);
    case OpKind::kComposite:
      return VerifyComposite(op);
    case OpKind::kCustomCall:
      return VerifyCustomCall(op);
    // Numerics and linear algebra.
    case OpKind::kFft:
      return VerifyFft(op);
    case OpKind::kRng:
      return VerifyRng(op);
    case OpKind::kRngBitGenerator:
      return VerifyRngBitGenerator(op);
    case OpKind::kTriangularSolve:
      return VerifyTriangularSolve(op);
    case OpKind::kCholesky:
      return VerifyCholesky(op);
    case OpKind::kBatchNormTraining:
    case OpKind::kBatchNormInference:
    case OpKind::kBatchNormGrad:
      return VerifyBatchNorm(op);
    // Distribution, tokens and host communication.
    case OpKind::kAllGather:
      return VerifyAllGather(op);
    case OpKind::kAllReduce:
    case OpKind::kCollectiveReduce:
      return VerifyAllReduce(op);
    case OpKind::kReduceScatter:
      return VerifyReduceScatter(op);
    case OpKind::kAllToAll:
      return VerifyAllToAll(op);
    case OpKind::kCollectivePermute:
      return VerifyCollectivePermute(op);
    case OpKind::kCollectiveBroadcast:
      return VerifyCollectiveBroadcast(op);
    case OpKind::kReplicaId:
    case OpKind::kPartitionId:
      return VerifyIdOp(op);
    case OpKind::kAfterAll:
      return VerifyAfterAll(op);
    case OpKind::kCreateToken:
      return VerifyCreateToken(op);
    case OpKind::kInfeed:
    case OpKind::kRecv:
      return VerifyInfeedOrRecv(op);
    case OpKind::kOutfeed:
    case OpKind::kSend:
      return VerifyOutfeedOrSend(op);
    // CHLO.
    case OpKind::kChloAcos:
    case OpKind::kChloAcosh:
    case OpKind::kChloAsin:
    case OpKind::kChloAsinh:
    case OpKind::kChloAtan:
    case OpKind::kChloAtanh:
    case OpKind::kChloBesselI1e:
    case OpKind::kChloConj:
    case OpKind::kChloCosh:
    case OpKind::kChloDigamma:
    case OpKind::kChloErf:
    case OpKind::kChloErfInv:
    case OpKind::kChloErfc:
    case OpKind::kChloLgamma:
    case OpKind::kChloSinh:
    case OpKind::kChloSquare:
    case OpKind::kChloTan:
      return VerifyChloUnary(op, /*bool_result=*/false);
    case OpKind::kChloIsInf:
    case OpKind::kChloIsNegInf:
    case OpKind::kChloIsPosInf:
      return VerifyChloUnary(op, /*bool_result=*/true);
    case OpKind::kChloMulhi:
    case OpKind::kChloNextAfter:
    case OpKind::kChloPolygamma:
    case OpKind::kChloZeta:
      return VerifyChloBinary(op);
    case OpKind::kChloTopK:
      return VerifyChloTopK(op);
    case OpKind::kChloRaggedDot:
      return ExpectTensors(op);
    case OpKind::kChloScan:
      return VerifyChloScan(op);
    // func, cf and small ops of other dialects.
    case OpKind::kFunc:
      return VerifyFunc(op);
    case OpKind::kFuncCall:
      return VerifyCall(op);
    case OpKind::kCfBr:
    case OpKind::kCfCondBr:
      return VerifyBranch(op);
    case OpKind::kTensorExtract:
      return VerifyTensorExtract(op);
    // Shardy.
    case OpKind::kSdyShardingConstraint:
      return VerifyShardingConstraint(op);
    case OpKind::kSdyManualComputation:
      return VerifyManualComputation(op);
    // Nothing to check beyond structure: terminators (their parents check what they return),
    // annotations and test ops.
    case OpKind::kReturn:
    case OpKind::kFuncReturn:
    case OpKind::kSdyReturn:
    case OpKind::kSdyMesh:
    case OpKind::kCheckExpectEq:
    case OpKind::kCheckExpectEqConst:
    case OpKind::kCheckExpectAlmostEq:
    case OpKind::kCheckExpectAlmostEqConst:
    case OpKind::kCheckExpectClose:
    case OpKind::kCheckExpectSerializedEq:
    case OpKind::kInterpreterRunParallel:
    case OpKind::kInterpreterProbe:
    case OpKind::kInterpreterPrint:
      return Status::Ok();
  }
  return Status::Ok();
}

Status VerifyModule(const Module& module) { return Verifier(module).VerifyBody(); }

Status VerifyOp(const Module& module, const Op& op) { return Verifier(module).VerifyTree(op); }

}  // namespace hlx
