// Shape inference (see shape_inference.h): the dispatch over every op, then one function per op or op
// family in the order of ops.def: elementwise ops, shapes and data movement. Gather and scatter onwards
// are in shape_inference_contractions.cc.
#include "ir/shape_inference.h"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>

#include "ir/op_checks.h"
#include "support/check.h"
#include "support/int_math.h"

namespace hlx {
namespace {

using Shape = std::vector<int64_t>;

// A dimension of `size` elements padded by `low` and `high` elements and `interior` elements between
// every two.
int64_t PaddedSize(int64_t size, int64_t low, int64_t high, int64_t interior) {
  return SatAdd(SatAdd(SatAdd(size, low), high), SatMul(std::max<int64_t>(size - 1, 0), interior));
}

}  // namespace

// ---- Dispatch: every op of ops.def ------------------------------------------------------------------------

StatusOr<ResultShapes> InferResultShapes(const Module& module, const Op& op) {
  switch (op.kind()) {
    HLX_SAME_SHAPE_ELEMENTWISE_CASES
    case OpKind::kClamp:
    case OpKind::kSelect:
      return InferElementwiseShape(module, op);
    case OpKind::kChloMulhi:
    case OpKind::kChloNextAfter:
    case OpKind::kChloPolygamma:
    case OpKind::kChloZeta:
      return InferChloBroadcastShape(module, op);
    case OpKind::kSort:
    case OpKind::kAllReduce:
    case OpKind::kCollectiveReduce:
    case OpKind::kTriangularSolve:
    case OpKind::kCholesky:
    case OpKind::kCollectivePermute:
      return InferOperandShapes(module, op);
    case OpKind::kBitcastConvert:
      return InferBitcastConvertShape(module, op);
    case OpKind::kBroadcast:
      return InferBroadcastShape(module, op);
    case OpKind::kBroadcastInDim:
    case OpKind::kDynamicBroadcastInDim:
      return InferBroadcastInDimShape(module, op);
    case OpKind::kReshape:
      return InferReshapeShape(module, op);
    case OpKind::kTranspose:
      return InferTransposeShape(module, op);
    case OpKind::kReverse:
      return InferReverseShape(module, op);
    case OpKind::kSlice:
      return InferSliceShape(module, op);
    case OpKind::kDynamicSlice:
      return InferDynamicSliceShape(module, op);
    case OpKind::kDynamicUpdateSlice:
      return InferDynamicUpdateSliceShape(module, op);
    case OpKind::kConcatenate:
      return InferConcatenateShape(module, op);
    case OpKind::kPad:
      return InferPadShape(module, op);
    case OpKind::kDynamicPad:
      return InferDynamicPadShape(module, op);
    case OpKind::kGetDimensionSize:
      return InferGetDimensionSizeShape(module, op);
    case OpKind::kGather:
    case OpKind::kDynamicGather:
      return InferGatherShape(module, op);
    case OpKind::kScatter:
      return InferScatterShape(module, op);
    case OpKind::kDot:
      return InferDotShape(module, op);
    case OpKind::kDotGeneral:
      return InferDotGeneralShape(module, op);
    case OpKind::kConvolution:
    case OpKind::kDynamicConv:
      return InferConvolutionShape(module, op);
    case OpKind::kReduce:
      return InferReduceShape(module, op);
    case OpKind::kReduceWindow:
      return InferReduceWindowShape(module, op);
    case OpKind::kSelectAndScatter:
      return InferSelectAndScatterShape(module, op);
    case OpKind::kFft:
      return InferFftShape(module, op);
    case OpKind::kBatchNormTraining:
    case OpKind::kBatchNormInference:
    case OpKind::kBatchNormGrad:
      return InferBatchNormShape(module, op);
    case OpKind::kAllToAll:
      return InferAllToAllShape(module, op);
    case OpKind::kChloTopK:
      return InferChloTopKShape(module, op);
    // Results whose shapes come from operand values, regions, callees or attributes only, and ops
    // without results that have shapes.
    case OpKind::kConstant:
    case OpKind::kIota:
    case OpKind::kDynamicIota:
    case OpKind::kDynamicReshape:
    case OpKind::kRealDynamicSlice:
    case OpKind::kTuple:
    case OpKind::kGetTupleElement:
    case OpKind::kEinsum:
    case OpKind::kUnaryEinsum:
    case OpKind::kMap:
    case OpKind::kTorchIndexSelect:
    case OpKind::kWhile:
    case OpKind::kIf:
    case OpKind::kCase:
    case OpKind::kReturn:
    case OpKind::kOptimizationBarrier:
    case OpKind::kComposite:
    case OpKind::kCustomCall:
    case OpKind::kRng:
    case OpKind::kRngBitGenerator:
    case OpKind::kAllGather:
    case OpKind::kReduceScatter:
    case OpKind::kCollectiveBroadcast:
    case OpKind::kReplicaId:
    case OpKind::kPartitionId:
    case OpKind::kAfterAll:
    case OpKind::kCreateToken:
    case OpKind::kInfeed:
    case OpKind::kOutfeed:
    case OpKind::kSend:
    case OpKind::kRecv:
    case OpKind::kChloRaggedDot:
    case OpKind::kChloScan:
    case OpKind::kFunc:
    case OpKind::kFuncReturn:
    case OpKind::kFuncCall:
    case OpKind::kCfBr:
    case OpKind::kCfCondBr:
    case OpKind::kArithConstant:
    case OpKind::kTensorExtract:
    case OpKind::kSdyMesh:
    case OpKind::kSdyConstant:
    case OpKind::kSdyShardingConstraint:
    case OpKind::kSdyManualComputation:
    case OpKind::kSdyReturn:
    case OpKind::kCheckExpectEq:
    case OpKind::kCheckExpectEqConst:
    case OpKind::kCheckExpectAlmostEq:
    case OpKind::kCheckExpectAlmostEqConst:
    case OpKind::kCheckExpectClose:
    case OpKind::kCheckExpectSerializedEq:
    case OpKind::kInterpreterRunParallel:
    case OpKind::kInterpreterProbe:
    case OpKind::kInterpreterPrint:
      return ResultShapes{};
  }
  return ResultShapes{};
}

// ---- Elementwise ----------------------------------------------------------------------------------------

StatusOr<ResultShapes> InferElementwiseShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectOperandTensors(op));
  const bool select = op.kind() == OpKind::kSelect, clamp = op.kind() == OpKind::kClamp;
  // The operand that gives the shape: select's on_true, clamp's operand, else the first.
  const int main = select || clamp ? 1 : 0;
  if (op.num_operands() <= main)
    return c.Error(op, "expected at least " + Count(main + 1, "operand"), std::to_string(op.num_operands()));
  const Type shape_of = op.operand(main)->type();
  Shape merged = DimsOf(shape_of);
  for (int i = 0; i < op.num_operands(); ++i) {
    Type t = op.operand(i)->type();
    if (select && i == 0) {
      if (t.rank() == 0) continue;
      if (!ShapesCompatible(t.dims(), shape_of.dims()))
        return c.Error(
            op, "expected pred to be a 0-d tensor or of the shape of on_true " + ListStr(shape_of.dims()),
            Str(t));
    } else if (clamp && i != main) {
      if (t.rank() == 0) continue;
      if (!ShapesCompatible(t.dims(), shape_of.dims()))
        return c.Error(op,
                       std::string(i == 0 ? "expected min" : "expected max") +
                           " to be a 0-d tensor or of the operand's shape " + ListStr(shape_of.dims()),
                       Str(t));
    } else if (select && i == 2) {
      if (!ShapesCompatible(t.dims(), shape_of.dims()))
        return c.Error(op, "expected on_false to match on_true " + Str(shape_of), Str(t));
    } else if (!ShapesCompatible(shape_of.dims(), t.dims())) {
      return c.Error(op, "expected operands and results of one shape " + ListStr(shape_of.dims()), Str(t));
    }
    for (size_t d = 0; d < merged.size(); ++d)
      if (merged[d] == kDynamic) merged[d] = t.dims()[d];
  }
  return ResultShapes(1, std::move(merged));
}

// Binary CHLO ops broadcast their operands NumPy-style: trailing dimensions align, size 1 stretches.
StatusOr<ResultShapes> InferChloBroadcastShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type lhs = op.operand(0)->type();
  Type rhs = op.operand(1)->type();
  // With broadcast_dimensions the operands map onto the result as that says; not inferred here.
  if (op.attr("broadcast_dimensions")) return ResultShapes(1, Shape(op.result(0)->type().rank(), kDynamic));
  int64_t rank = std::max(lhs.rank(), rhs.rank());
  Shape inferred;
  for (int64_t i = 0; i < rank; ++i) {
    int64_t l = i < rank - lhs.rank() ? 1 : lhs.dims()[i - (rank - lhs.rank())];
    int64_t r = i < rank - rhs.rank() ? 1 : rhs.dims()[i - (rank - rhs.rank())];
    if (l == 1) {
      inferred.push_back(r);
    } else if (r == 1) {
      inferred.push_back(l);
    } else if (DimsCompatible(l, r)) {
      inferred.push_back(l == kDynamic ? r : l);
    } else {
      return c.Error(op, "expected lhs and rhs shapes that broadcast together",
                     Str(lhs) + " and " + Str(rhs));
    }
  }
  return ResultShapes(1, std::move(inferred));
}

StatusOr<ResultShapes> InferOperandShapes(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectOperandTensors(op));
  // Result i takes the shape of operand `first + i`.
  const OpKind kind = op.kind();
  const bool per_operand =
      kind == OpKind::kSort || kind == OpKind::kAllReduce || kind == OpKind::kCollectiveReduce;
  const int first = kind == OpKind::kTriangularSolve ? 1 : 0;
  const int count = per_operand ? op.num_operands() : 1;
  if (count > op.num_results() || first + count > op.num_operands())
    return c.Error(op, "expected " + Count(count, "result") + " (one per operand)",
                   std::to_string(op.num_results()));
  ResultShapes out;
  for (int i = 0; i < count; ++i) out.push_back(DimsOf(op.operand(first + i)->type()));
  return out;
}

StatusOr<ResultShapes> InferBitcastConvertShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type in = op.operand(0)->type();
  Type out = op.result(0)->type();
  Type in_el = in.element_type();
  Type out_el = out.element_type();
  if ((KindOf(in_el) == kComplexEl) != (KindOf(out_el) == kComplexEl))
    return c.Error(op, "expected both or neither of operand and result to be complex",
                   Str(in) + " and " + Str(out));
  int in_bits = BitWidth(in_el);
  int out_bits = BitWidth(out_el);
  Shape inferred = DimsOf(in);
  // The tensor of narrower elements has one more dimension, of size wide / narrow.
  if (out_bits < in_bits) inferred.push_back(in_bits / out_bits);
  if (out_bits > in_bits && !inferred.empty()) inferred.pop_back();
  return ResultShapes(1, std::move(inferred));
}

// ---- Shapes and data movement ----------------------------------------------------------------------------

StatusOr<ResultShapes> InferBroadcastShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type operand = op.operand(0)->type();
  std::vector<int64_t> sizes;
  HLX_RETURN_IF_ERROR(c.RequireIntList(op, "broadcast_sizes", &sizes));
  for (int64_t s : sizes)
    if (s < 0) return c.Error(op, "expected non-negative 'broadcast_sizes'", ListStr(sizes));
  return ResultShapes(1, Concat(sizes, operand.dims()));
}

StatusOr<ResultShapes> InferBroadcastInDimShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type operand = op.operand(0)->type();
  Type result = op.result(0)->type();
  std::vector<int64_t> dims;
  HLX_RETURN_IF_ERROR(c.RequireIntList(op, "broadcast_dimensions", &dims));
  if (static_cast<int64_t>(dims.size()) != operand.rank())
    return c.Error(op,
                   "expected 'broadcast_dimensions' to have one entry per operand dimension (" +
                       std::to_string(operand.rank()) + ")",
                   ListStr(dims));
  if (result.rank() < operand.rank())
    return c.Error(op, "expected a result of rank >= " + std::to_string(operand.rank()) + " (the operand's)",
                   Str(result));
  HLX_RETURN_IF_ERROR(c.UniqueDims(op, "broadcast_dimensions", dims));
  HLX_RETURN_IF_ERROR(c.DimsInRange(op, "broadcast_dimensions", dims, result.rank()));
  Shape inferred = DimsOf(result);
  for (size_t i = 0; i < dims.size(); ++i)
    if (inferred[dims[i]] == kDynamic && operand.dims()[i] != 1) inferred[dims[i]] = operand.dims()[i];
  return ResultShapes(1, std::move(inferred));
}

StatusOr<ResultShapes> InferReshapeShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type operand = op.operand(0)->type();
  Shape inferred = DimsOf(op.result(0)->type());
  if (!operand.HasStaticShape() || std::count(inferred.begin(), inferred.end(), kDynamic) != 1)
    return ResultShapes(1, inferred);
  int64_t known = 1;
  for (int64_t d : inferred)
    if (d != kDynamic) known = SatMul(known, d);
  for (int64_t& d : inferred)
    if (d == kDynamic) d = known == 0 ? 0 : operand.NumElements() / known;
  return ResultShapes(1, std::move(inferred));
}

StatusOr<ResultShapes> InferTransposeShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type operand = op.operand(0)->type();
  std::vector<int64_t> permutation;
  HLX_RETURN_IF_ERROR(c.RequireIntList(op, "permutation", &permutation));
  HLX_RETURN_IF_ERROR(c.ExpectPermutation(op, "permutation", permutation, operand.rank()));
  Shape inferred;
  for (int64_t p : permutation) inferred.push_back(operand.dims()[p]);
  return ResultShapes(1, std::move(inferred));
}

StatusOr<ResultShapes> InferReverseShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type operand = op.operand(0)->type();
  std::vector<int64_t> dims;
  HLX_RETURN_IF_ERROR(c.RequireIntList(op, "dimensions", &dims));
  HLX_RETURN_IF_ERROR(c.UniqueDims(op, "dimensions", dims));
  HLX_RETURN_IF_ERROR(c.DimsInRange(op, "dimensions", dims, operand.rank()));
  return ResultShapes(1, DimsOf(operand));
}

StatusOr<ResultShapes> InferSliceShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type operand = op.operand(0)->type();
  int64_t rank = operand.rank();
  std::vector<int64_t> start;
  std::vector<int64_t> limit;
  std::vector<int64_t> strides;
  HLX_RETURN_IF_ERROR(c.RequireDimList(op, "start_indices", rank, &start));
  HLX_RETURN_IF_ERROR(c.RequireDimList(op, "limit_indices", rank, &limit));
  HLX_RETURN_IF_ERROR(c.RequireDimList(op, "strides", rank, &strides));
  Shape inferred;
  for (int64_t i = 0; i < rank; ++i) {
    int64_t dim = operand.dims()[i];
    if (start[i] < 0 || start[i] > limit[i] || (dim != kDynamic && limit[i] > dim))
      return c.Error(op,
                     "expected 0 <= start_indices[" + std::to_string(i) + "] <= limit_indices[" +
                         std::to_string(i) + "] <= " + DimStr(dim),
                     std::to_string(start[i]) + " and " + std::to_string(limit[i]));
    if (strides[i] <= 0) return c.Error(op, "expected positive strides", ListStr(strides));
    inferred.push_back(SatAdd(limit[i] - start[i], strides[i] - 1) / strides[i]);
  }
  return ResultShapes(1, std::move(inferred));
}

StatusOr<ResultShapes> InferDynamicSliceShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  if (op.num_operands() < 1) return c.Error(op, "expected at least 1 operand", "none");
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type operand = op.operand(0)->type();
  int64_t rank = operand.rank();
  if (op.num_operands() - 1 != rank)
    return c.Error(op, "expected one start index per operand dimension (" + std::to_string(rank) + ")",
                   std::to_string(op.num_operands() - 1));
  std::vector<int64_t> sizes;
  HLX_RETURN_IF_ERROR(c.RequireDimList(op, "slice_sizes", rank, &sizes));
  HLX_RETURN_IF_ERROR(c.ExpectStartIndices(op, 1, static_cast<int>(rank)));
  for (int64_t i = 0; i < rank; ++i) {
    int64_t dim = operand.dims()[i];
    if (sizes[i] < 0 || (dim != kDynamic && sizes[i] > dim))
      return c.Error(op, "expected 0 <= slice_sizes[" + std::to_string(i) + "] <= " + DimStr(dim),
                     std::to_string(sizes[i]));
  }
  return ResultShapes(1, std::move(sizes));
}

StatusOr<ResultShapes> InferDynamicUpdateSliceShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  if (op.num_operands() < 2)
    return c.Error(op, "expected at least 2 operands", std::to_string(op.num_operands()));
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type operand = op.operand(0)->type();
  Type update = op.operand(1)->type();
  int64_t rank = operand.rank();
  if (update.rank() != rank)
    return c.Error(op, "expected an update of rank " + std::to_string(rank) + " (the operand's)",
                   Str(update));
  if (op.num_operands() - 2 != rank)
    return c.Error(op, "expected one start index per operand dimension (" + std::to_string(rank) + ")",
                   std::to_string(op.num_operands() - 2));
  HLX_RETURN_IF_ERROR(c.ExpectStartIndices(op, 2, static_cast<int>(rank)));
  for (int64_t i = 0; i < rank; ++i) {
    int64_t u = update.dims()[i];
    int64_t d = operand.dims()[i];
    if (u != kDynamic && d != kDynamic && u > d)
      return c.Error(op,
                     "expected update dimension " + std::to_string(i) + " to be at most " + std::to_string(d),
                     Str(update));
  }
  HLX_RETURN_IF_ERROR(c.ExpectSameElement(op, "the operand", operand, "the update", update));
  return ResultShapes(1, DimsOf(operand));
}

StatusOr<ResultShapes> InferConcatenateShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  if (op.num_operands() < 1) return c.Error(op, "expected at least 1 operand", "none");
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type first = op.operand(0)->type();
  int64_t rank = first.rank();
  int64_t dim = 0;
  HLX_RETURN_IF_ERROR(c.RequireInt(op, "dimension", &dim));
  if (rank == 0) return c.Error(op, "expected operands of rank >= 1", Str(first));
  if (dim < 0 || dim >= rank)
    return c.Error(op, "expected 'dimension' in [0, " + std::to_string(rank) + ")", std::to_string(dim));
  Shape inferred = DimsOf(first);
  inferred[dim] = 0;
  for (int i = 0; i < op.num_operands(); ++i) {
    Type t = op.operand(i)->type();
    std::string which = "operand #" + std::to_string(i);
    if (t.rank() != rank)
      return c.Error(op, "expected " + which + " of rank " + std::to_string(rank), Str(t));
    HLX_RETURN_IF_ERROR(c.ExpectSameElement(op, "operand #0", first, which, t));
    for (int64_t d = 0; d < rank; ++d) {
      int64_t size = t.dims()[d];
      if (d == dim) {
        inferred[d] = (inferred[d] == kDynamic || size == kDynamic) ? kDynamic : SatAdd(inferred[d], size);
      } else if (!DimsCompatible(inferred[d], size)) {
        return c.Error(op,
                       "expected " + which + " to match operand #0 " + Str(first) + " outside dimension " +
                           std::to_string(dim),
                       Str(t));
      } else if (inferred[d] == kDynamic) {
        inferred[d] = size;
      }
    }
  }
  return ResultShapes(1, std::move(inferred));
}

StatusOr<ResultShapes> InferPadShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type operand = op.operand(0)->type();
  Type value = op.operand(1)->type();
  if (value.rank() != 0) return c.Error(op, "expected a 0-d padding_value", Str(value));
  HLX_RETURN_IF_ERROR(c.ExpectSameElement(op, "the operand", operand, "padding_value", value));
  int64_t rank = operand.rank();
  std::vector<int64_t> low;
  std::vector<int64_t> high;
  std::vector<int64_t> interior;
  HLX_RETURN_IF_ERROR(c.RequireDimList(op, "edge_padding_low", rank, &low));
  HLX_RETURN_IF_ERROR(c.RequireDimList(op, "edge_padding_high", rank, &high));
  HLX_RETURN_IF_ERROR(c.RequireDimList(op, "interior_padding", rank, &interior));
  Shape inferred;
  for (int64_t i = 0; i < rank; ++i) {
    if (interior[i] < 0) return c.Error(op, "expected non-negative 'interior_padding'", ListStr(interior));
    int64_t d = operand.dims()[i];
    if (d == kDynamic) {
      inferred.push_back(kDynamic);
      continue;
    }
    int64_t size = PaddedSize(d, low[i], high[i], interior[i]);
    if (size < 0)
      return c.Error(op, "expected padding that leaves dimension " + std::to_string(i) + " non-negative",
                     "size " + std::to_string(size));
    inferred.push_back(size);
  }
  return ResultShapes(1, std::move(inferred));
}

StatusOr<ResultShapes> InferDynamicPadShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type operand = op.operand(0)->type();
  Type value = op.operand(1)->type();
  Type result = op.result(0)->type();
  if (value.rank() != 0) return c.Error(op, "expected a 0-d padding_value", Str(value));
  HLX_RETURN_IF_ERROR(c.ExpectSameElement(op, "the operand", operand, "padding_value", value));
  HLX_RETURN_IF_ERROR(c.ExpectSameElement(op, "the operand", operand, "the result", result));
  const char* names[] = {"edge_padding_low", "edge_padding_high", "interior_padding"};
  std::vector<std::optional<std::vector<int64_t>>> values;
  for (int i = 2; i <= 4; ++i) {
    Type t = op.operand(i)->type();
    HLX_RETURN_IF_ERROR(c.ExpectKind(op, names[i - 2], t, kIntEl));
    if (t.rank() != 1 || !DimsCompatible(t.dims()[0], operand.rank()))
      return c.Error(op,
                     "expected " + std::string(names[i - 2]) +
                         " to be 1-D with one entry per operand dimension (" +
                         std::to_string(operand.rank()) + ")",
                     Str(t));
    if (t != op.operand(2)->type())
      return c.Error(op, "expected edge_padding_low, edge_padding_high and interior_padding of one type",
                     Str(t));
    values.push_back(ConstantInts(op.operand(i)));
  }
  if (values[2])
    for (int64_t v : *values[2])
      if (v < 0) return c.Error(op, "expected non-negative interior_padding", ListStr(*values[2]));
  if (result.rank() != operand.rank())
    return c.Error(op, "expected a result of rank " + std::to_string(operand.rank()), Str(result));
  Shape inferred(operand.rank(), kDynamic);
  if (values[0] && values[1] && values[2] && static_cast<int64_t>(values[0]->size()) == operand.rank() &&
      values[1]->size() == values[0]->size() && values[2]->size() == values[0]->size()) {
    for (int64_t i = 0; i < operand.rank(); ++i) {
      int64_t d = operand.dims()[i];
      if (d != kDynamic) inferred[i] = PaddedSize(d, (*values[0])[i], (*values[1])[i], (*values[2])[i]);
    }
  }
  return ResultShapes(1, std::move(inferred));
}

StatusOr<ResultShapes> InferGetDimensionSizeShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type operand = op.operand(0)->type();
  int64_t dim = 0;
  HLX_RETURN_IF_ERROR(c.RequireInt(op, "dimension", &dim));
  if (dim < 0 || dim >= operand.rank())
    return c.Error(op, "expected 'dimension' in [0, " + std::to_string(operand.rank()) + ")",
                   std::to_string(dim));
  return ResultShapes(1, Shape());
}

}  // namespace hlx
