// Inside the evaluator: what an op's implementation sees, and the list of implementations.
//
// Each op of ops.def is evaluated by one function `Eval<Op>(const OpCall&)`, declared below grouped by
// the file that defines it. evaluator.cc dispatches to them with one switch over OpKind. An
// implementation reads its operands (already evaluated, static shapes), the op's attributes and the
// result types it must produce, and returns one Tensor per result. Quantized operands never reach an
// implementation other than the quantization ops': evaluator.cc dequantizes them, runs the op on the
// expressed type and quantizes the results (the spec's dequantize_op_quantize).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "interp/evaluator.h"
#include "interp/tensor.h"
#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// The evaluator as an op implementation sees it: regions and functions to call, the simulated process it
// runs as, and where errors and check results go.
class EvalContext {
 public:
  virtual ~EvalContext() = default;

  virtual const Module& module() const = 0;
  virtual const EvalOptions& options() const = 0;
  TypeContext& types() const { return module().types(); }
  // An error about `op`: "file:line:col: error: 'stablehlo.add' op <message>".
  Status OpError(const Op& op, std::string_view message) const;

  // Runs a region's entry block (and any blocks it branches to) with `args` as its arguments, and returns
  // the operands of the terminator that leaves the region.
  virtual StatusOr<std::vector<Tensor>> RunRegion(const Region& region, std::span<const Tensor> args) = 0;
  // Calls the function `name` of the module.
  virtual StatusOr<std::vector<Tensor>> CallFunction(const Op& caller, std::string_view name,
                                                     std::span<const Tensor> args) = 0;

  // The simulated process this evaluation runs as.
  virtual int64_t replica_id() const = 0;
  virtual int64_t partition_id() const = 0;
  virtual int64_t num_replicas() const = 0;
  virtual int64_t num_partitions() const = 0;
  // Where processes meet for collectives; null when the evaluation runs as one lone process.
  virtual Rendezvous* rendezvous() const = 0;

  // Records the outcome of a check op.
  virtual void ReportCheck(const Op& op, bool passed, const std::string& detail) = 0;
  // Where interpreter.print writes; null for nowhere.
  virtual std::ostream* print_stream() const = 0;
  // Runs `functions` (one per process, replica-major) as processes of their own, each with its
  // arguments; returns each process's results. `infeed` names the functions whose results the infeed
  // ops of these processes receive, in order. For interpreter.run_parallel.
  virtual StatusOr<std::vector<std::vector<Tensor>>> RunParallel(const Op& op,
                                                                 std::span<const std::string> functions,
                                                                 std::span<const std::vector<Tensor>> args,
                                                                 int64_t num_replicas, int64_t num_partitions,
                                                                 std::span<const std::string> infeed) = 0;
  // The next infeed value: the results of the next function of the infeed queue.
  virtual StatusOr<std::vector<Tensor>> NextInfeed(const Op& op) = 0;

  // interpreter.probe: the values recorded under a probe id, in order (null when none).
  virtual void Probe(const std::string& id, const Tensor& value) = 0;
  virtual const std::vector<Tensor>* Probed(const std::string& id) const = 0;
};

// One op to evaluate.
struct OpCall {
  const Op& op;
  std::span<const Tensor> args;
  // The types of the results to produce: the op's result types, or their expressed types when the op
  // runs on dequantized values.
  std::span<const Type> result_types;
  EvalContext& ctx;

  Status Error(std::string_view message) const { return ctx.OpError(op, message); }
};

using Results = StatusOr<std::vector<Tensor>>;

// ---- evaluator.cc: structure, control flow, calls, custom calls, checks, annotations ------------
Results EvalConstant(const OpCall& c);
Results EvalTuple(const OpCall& c);
Results EvalGetTupleElement(const OpCall& c);
Results EvalWhile(const OpCall& c);
Results EvalIf(const OpCall& c);
Results EvalCase(const OpCall& c);
Results EvalOptimizationBarrier(const OpCall& c);
Results EvalComposite(const OpCall& c);
Results EvalCustomCall(const OpCall& c);
Results EvalFuncCall(const OpCall& c);
Results EvalTensorExtract(const OpCall& c);
Results EvalSdyShardingConstraint(const OpCall& c);
Results EvalSdyManualComputation(const OpCall& c);
Results EvalMap(const OpCall& c);

// ---- checks.cc: check.* ops and interpreter.* ops ---------------------------------------------------
Results EvalCheckExpectEq(const OpCall& c);
Results EvalCheckExpectEqConst(const OpCall& c);
Results EvalCheckExpectAlmostEq(const OpCall& c);
Results EvalCheckExpectAlmostEqConst(const OpCall& c);
Results EvalCheckExpectClose(const OpCall& c);
Results EvalCheckExpectSerializedEq(const OpCall& c);
Results EvalInterpreterRunParallel(const OpCall& c);
Results EvalInterpreterProbe(const OpCall& c);
Results EvalInterpreterPrint(const OpCall& c);
// The check custom calls (`check.expect_eq`, `check.expect_close`, `check.expect_almost_eq`, ...);
// nullopt when `target` is not one.
std::optional<Results> EvalCheckCustomCall(const OpCall& c, std::string_view target);

// ---- elementwise.cc ---------------------------------------------------------------------------------
// The ops of family kElementwise in ops.def, one function each.
Results EvalAbs(const OpCall& c);
Results EvalCbrt(const OpCall& c);
Results EvalCeil(const OpCall& c);
Results EvalCountLeadingZeros(const OpCall& c);
Results EvalCosine(const OpCall& c);
Results EvalExponential(const OpCall& c);
Results EvalExponentialMinusOne(const OpCall& c);
Results EvalFloor(const OpCall& c);
Results EvalImag(const OpCall& c);
Results EvalIsFinite(const OpCall& c);
Results EvalLog(const OpCall& c);
Results EvalLogPlusOne(const OpCall& c);
Results EvalLogistic(const OpCall& c);
Results EvalNegate(const OpCall& c);
Results EvalNot(const OpCall& c);
Results EvalPopulationCount(const OpCall& c);
Results EvalReal(const OpCall& c);
Results EvalRoundNearestAfz(const OpCall& c);
Results EvalRoundNearestEven(const OpCall& c);
Results EvalRsqrt(const OpCall& c);
Results EvalSign(const OpCall& c);
Results EvalSine(const OpCall& c);
Results EvalSqrt(const OpCall& c);
Results EvalTan(const OpCall& c);
Results EvalTanh(const OpCall& c);
Results EvalConvert(const OpCall& c);
Results EvalBitcastConvert(const OpCall& c);
Results EvalReducePrecision(const OpCall& c);
Results EvalAdd(const OpCall& c);
Results EvalAnd(const OpCall& c);
Results EvalAtan2(const OpCall& c);
Results EvalComplexOp(const OpCall& c);
Results EvalDivide(const OpCall& c);
Results EvalMaximum(const OpCall& c);
Results EvalMinimum(const OpCall& c);
Results EvalMultiply(const OpCall& c);
Results EvalOr(const OpCall& c);
Results EvalPower(const OpCall& c);
Results EvalRemainder(const OpCall& c);
Results EvalShiftLeft(const OpCall& c);
Results EvalShiftRightArithmetic(const OpCall& c);
Results EvalShiftRightLogical(const OpCall& c);
Results EvalSubtract(const OpCall& c);
Results EvalXor(const OpCall& c);
Results EvalCompare(const OpCall& c);
Results EvalClamp(const OpCall& c);
Results EvalSelect(const OpCall& c);
// Any op of family kElementwise (evaluator.cc: through the evaluator's table); an error for the others.
Results EvalElementwise(const OpCall& c);

// ---- chlo.cc: chlo ops evaluated directly, with CHLO's semantics --------------------------------------
Results EvalChloAcos(const OpCall& c);
Results EvalChloAcosh(const OpCall& c);
Results EvalChloAsin(const OpCall& c);
Results EvalChloAsinh(const OpCall& c);
Results EvalChloAtan(const OpCall& c);
Results EvalChloAtanh(const OpCall& c);
Results EvalChloBesselI1e(const OpCall& c);
Results EvalChloConj(const OpCall& c);
Results EvalChloCosh(const OpCall& c);
Results EvalChloDigamma(const OpCall& c);
Results EvalChloErf(const OpCall& c);
Results EvalChloErfInv(const OpCall& c);
Results EvalChloErfc(const OpCall& c);
Results EvalChloIsInf(const OpCall& c);
Results EvalChloIsNegInf(const OpCall& c);
Results EvalChloIsPosInf(const OpCall& c);
Results EvalChloLgamma(const OpCall& c);
Results EvalChloSinh(const OpCall& c);
Results EvalChloSquare(const OpCall& c);
Results EvalChloTan(const OpCall& c);
Results EvalChloMulhi(const OpCall& c);
Results EvalChloNextAfter(const OpCall& c);
Results EvalChloPolygamma(const OpCall& c);
Results EvalChloZeta(const OpCall& c);
Results EvalChloTopK(const OpCall& c);
Results EvalChloRaggedDot(const OpCall& c);
Results EvalChloScan(const OpCall& c);

// ---- shape.cc ---------------------------------------------------------------------------------------
Results EvalIota(const OpCall& c);
Results EvalDynamicIota(const OpCall& c);
Results EvalReshape(const OpCall& c);
Results EvalDynamicReshape(const OpCall& c);
Results EvalBroadcast(const OpCall& c);
Results EvalBroadcastInDim(const OpCall& c);
Results EvalDynamicBroadcastInDim(const OpCall& c);
Results EvalTranspose(const OpCall& c);
Results EvalReverse(const OpCall& c);
Results EvalSlice(const OpCall& c);
Results EvalDynamicSlice(const OpCall& c);
Results EvalRealDynamicSlice(const OpCall& c);
Results EvalDynamicUpdateSlice(const OpCall& c);
Results EvalConcatenate(const OpCall& c);
Results EvalPad(const OpCall& c);
Results EvalDynamicPad(const OpCall& c);
Results EvalGetDimensionSize(const OpCall& c);
Results EvalTorchIndexSelect(const OpCall& c);
// Copies the elements of a box of `shape` (each `width` bytes) from `src` to `dst`; the element at index
// i is read at src_base + dot(i, src_strides) and written at dst_base + dot(i, dst_strides), in elements.
void StridedCopy(std::span<const int64_t> shape, int width, const char* src, int64_t src_base,
                 std::span<const int64_t> src_strides, char* dst, int64_t dst_base,
                 std::span<const int64_t> dst_strides);

// ---- indexing.cc: gather, scatter, sort, reductions -------------------------------------------------
Results EvalGather(const OpCall& c);
Results EvalDynamicGather(const OpCall& c);
Results EvalScatter(const OpCall& c);
Results EvalSort(const OpCall& c);
Results EvalReduce(const OpCall& c);
Results EvalReduceWindow(const OpCall& c);
Results EvalSelectAndScatter(const OpCall& c);
// XLA's custom call @ApproxTopK (inputs..., init values...; called_computations = [@comparator],
// mhlo.backend_config = {reduction_dim, top_k, ...}), computed exactly: each line along reduction_dim
// ordered by the comparator (stably), its first elements kept, the init values past the input's end.
Results EvalApproxTopKCall(const OpCall& c);

// ---- linalg.cc: contractions, convolution, fft, linear algebra, batch norm ----------------------------
Results EvalDot(const OpCall& c);
Results EvalDotGeneral(const OpCall& c);
Results EvalEinsum(const OpCall& c);
Results EvalUnaryEinsum(const OpCall& c);
Results EvalConvolution(const OpCall& c);
Results EvalDynamicConv(const OpCall& c);
Results EvalFft(const OpCall& c);
Results EvalTriangularSolve(const OpCall& c);
Results EvalCholesky(const OpCall& c);
Results EvalBatchNormTraining(const OpCall& c);
Results EvalBatchNormInference(const OpCall& c);
Results EvalBatchNormGrad(const OpCall& c);

// ---- rng.cc -----------------------------------------------------------------------------------------
Results EvalRng(const OpCall& c);
Results EvalRngBitGenerator(const OpCall& c);

// ---- quant.cc: uniform quantization ----------------------------------------------------------------
Results EvalUniformQuantize(const OpCall& c);
Results EvalUniformDequantize(const OpCall& c);
// A quantized tensor's values in its expressed type (a tensor of `expressed_type`).
Tensor Dequantize(const Tensor& t, Type expressed_type);
// `t` (of the expressed type) quantized to the quantized tensor type `type`.
Tensor Quantize(const Tensor& t, Type type);

// ---- collectives.cc: collectives, process ids, tokens, host transfers --------------------------------
Results EvalAllGather(const OpCall& c);
Results EvalAllReduce(const OpCall& c);
Results EvalReduceScatter(const OpCall& c);
Results EvalAllToAll(const OpCall& c);
Results EvalCollectivePermute(const OpCall& c);
Results EvalCollectiveBroadcast(const OpCall& c);
Results EvalCollectiveReduce(const OpCall& c);
Results EvalReplicaId(const OpCall& c);
Results EvalPartitionId(const OpCall& c);
Results EvalAfterAll(const OpCall& c);
Results EvalCreateToken(const OpCall& c);
Results EvalInfeed(const OpCall& c);
Results EvalOutfeed(const OpCall& c);
Results EvalSend(const OpCall& c);
Results EvalRecv(const OpCall& c);
// The SPMD custom calls @Sharding, @SPMDFullToShardShape and @SPMDShardToFullShape on simulated
// partitions; nullopt when `target` is not one. (sdy.manual_computation is defined here too.)
std::optional<Results> EvalSpmdCustomCall(const OpCall& c, std::string_view target);

}  // namespace hlx
