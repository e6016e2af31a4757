// The oneDNN call planner: library_calls.h says what it plans.
#include "backend/cpu/library_calls.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <utility>

#include "backend/cpu/packed_dot.h"
#include "backend/cpu/streaming_dot.h"
#include "backend/cpu/winograd_conv.h"

namespace hlx::cpu {
namespace {

// The ops oneDNN may run as a call with an epilogue.
bool IsLibraryOp(const Op& op) {
  return op.kind() == OpKind::kDotGeneral || op.kind() == OpKind::kConvolution;
}

// The convert that makes a dot_general's f32 rhs from narrower weights, when the dot is its only reader:
// int8 ones (a weight-only quantized program's, lower_quantized.h) or bf16 and f16 ones (widen-products
// makes every product of those an f32 one where oneDNN has none of them); and a convolution's f32 kernel
// from bf16 weights; else null.
const Op* WeightConvert(const Op& op) {
  if (op.kind() != OpKind::kDotGeneral && op.kind() != OpKind::kConvolution) return nullptr;
  const Op* convert = op.operand(1)->defining_op();
  if (!convert || convert->kind() != OpKind::kConvert || convert->parent_block() != op.parent_block() ||
      convert->result(0)->users().size() != 1)
    return nullptr;
  const Type from = convert->operand(0)->type(), to = convert->result(0)->type();
  if (!from.IsTensor() || !from.element_type().IsElement() || !to.element_type().IsElement() ||
      to.element_type().element() != ElementType::kF32)
    return nullptr;
  const ElementType narrow = from.element_type().element();
  if (op.kind() == OpKind::kConvolution) return narrow == ElementType::kBF16 ? convert : nullptr;
  return narrow == ElementType::kSI8 || narrow == ElementType::kBF16 || narrow == ElementType::kF16 ? convert
                                                                                                    : nullptr;
}

// A few rows times a large matrix streams the matrix (streaming_dot.h), int8, bf16 and f16 weights
// through their convert; more rows of bf16 and f16 weights are packed through theirs (packed_dot.h); the
// call then absorbs the `weight_convert`. A 3 x 3 convolution over many channels runs as a Winograd
// one (winograd_conv.h). A convolution's bf16 weights are widened as they are read. Everything else goes
// to oneDNN (a product's tanh where DnnlDotTakesTanh).
StatusOr<std::unique_ptr<DnnlOp>> PlanLibraryOp(const Op& op, const DnnlEpilogue& epilogue,
                                                const Op* weight_convert) {
  if (op.kind() == OpKind::kConvolution) {
    HLX_ASSIGN_OR_RETURN(std::unique_ptr<DnnlOp> winograd,
                         PlanWinogradConvolution(op, epilogue, weight_convert != nullptr));
    if (winograd) return winograd;
    return PlanDnnlConvolution(op, epilogue, weight_convert != nullptr);
  }
  if (weight_convert) {
    const ElementType narrow = weight_convert->operand(0)->type().element_type().element();
    HLX_ASSIGN_OR_RETURN(std::unique_ptr<DnnlOp> streaming, PlanStreamingDot(op, epilogue, narrow));
    if (streaming || narrow == ElementType::kSI8) return streaming;
    return PlanPackedDot(op, epilogue, narrow);
  }
  HLX_ASSIGN_OR_RETURN(std::unique_ptr<DnnlOp> streaming, PlanStreamingDot(op, epilogue));
  if (streaming) return streaming;
  // Where oneDNN's product applies a tanh slowly (DnnlDotTakesTanh), the call ends before it: the caller
  // then plans the chain's shorter prefixes, and the tanh runs in a kernel.
  const bool has_tanh = std::any_of(epilogue.steps.begin(), epilogue.steps.end(),
                                    [](const auto& step) { return step.kind == DnnlEpilogue::Kind::kTanh; });
  if (has_tanh && !DnnlDotTakesTanh()) return std::unique_ptr<DnnlOp>();
  return PlanDnnlDot(op, epilogue);
}

// A binary step's operand as the call reads it: `value`, viewed as `type` (of the result's rank, each
// dimension 1 or the result's), whose row-major bytes are `value`'s.
struct BroadcastSource {
  const Value* value;
  Type type;
};

// The value of the constant that defines `v`, of element type `element`; else a null Attr.
Attr ConstantValue(const Value* v, ElementType element) {
  const Op* def = v->defining_op();
  if (!def || def->kind() != OpKind::kConstant) return Attr();
  const Attr dense = def->attr("value");
  if (!dense || !dense.Is(AttrKind::kDenseElements) || dense.type().storage_element() != element)
    return Attr();
  return dense;
}

// Whether `ok` holds for each stored element of `dense` (a splat stores one).
bool EveryElement(const Attr& dense, const std::function<bool(int64_t)>& ok) {
  const int64_t n = dense.dense_is_splat() ? 1 : dense.type().NumElements();
  for (int64_t i = 0; i < n; ++i)
    if (!ok(i)) return false;
  return true;
}

// `v` (of the type of an epilogue's result) without the broadcast_in_dim ops that only add dimensions
// of their result, keeping their operand's in order: the operand's bytes, viewed with 1 in each added
// dimension, broadcast to the result as oneDNN broadcasts binary post-op operands; a splat constant,
// viewed as its one element. Broadcasts in `kept` are read as they are.
BroadcastSource StripBroadcasts(const Value* v, const std::unordered_set<const Op*>& kept,
                                TypeContext& types) {
  const Type result = v->type();
  std::vector<int64_t> position(result.rank());  // of each dimension of `v` in the result
  for (int64_t d = 0; d < result.rank(); ++d) position[d] = d;
  while (const Op* def = v->defining_op()) {
    if (def->kind() != OpKind::kBroadcastInDim || kept.count(def)) break;
    const std::optional<std::vector<int64_t>> dims = def->attr("broadcast_dimensions").AsIntList();
    if (!dims || !std::is_sorted(dims->begin(), dims->end()) ||
        std::adjacent_find(dims->begin(), dims->end()) != dims->end())
      break;
    std::vector<int64_t> from_position;
    for (int64_t d : *dims) from_position.push_back(position[d]);
    position = std::move(from_position);
    v = def->operand(0);
  }
  // A splat constant is read as its first element, broadcast: its buffer holds at least that.
  if (const Attr dense = ConstantValue(v, v->type().storage_element()); dense && dense.dense_is_splat())
    return {v, types.Tensor(std::vector<int64_t>(static_cast<size_t>(result.rank()), 1),
                            v->type().element_type())};
  if (v->type().rank() == result.rank()) return {v, v->type()};
  std::vector<int64_t> view(result.rank(), 1);
  for (size_t i = 0; i < position.size(); ++i) view[position[i]] = v->type().dims()[i];
  return {v, types.Tensor(view, v->type().element_type())};
}

// One step of an epilogue: `user` reads `x` (the result so far) and computes, elementwise, tanh(x), or
// x + y, x - y or x * y for a `y` that `readable` accepts (one in memory when the call runs). Sets
// `step`, and `operand` to `y` without its broadcasts (null for tanh); false when `user` is none of
// these. oneDNN computes these post-ops in f32 as hlx's kernels do, one rounding each, NaN in, NaN out;
// its tanh is within 1 ULP of the evaluator's for normal floats (a run flushes the call's denormals to
// zero, executor.cc) and maps NaN and infinities as StableHLO does. Other
// activations stay kernels (dnnl_ops_test.cc checks why): oneDNN's max (relu) returns the other operand
// where one is NaN and StableHLO's returns NaN, its exp turns NaN into inf, its exp and logistic flush
// results below f32's normal range to 0, and its GELUs differ from JAX's formulas where they cancel.
bool MatchEpilogueStep(const Op& user, const Value* x, const std::function<bool(const Value*)>& readable,
                       const std::unordered_set<const Op*>& kept, TypeContext& types,
                       DnnlEpilogue::Step& step, const Value*& operand) {
  if (!user.info().Has(kElementwise) || user.num_results() != 1 || user.result(0)->type() != x->type())
    return false;
  operand = nullptr;
  if (user.kind() == OpKind::kTanh && user.num_operands() == 1) {
    step.kind = DnnlEpilogue::Kind::kTanh;
    return true;
  }
  if (user.kind() == OpKind::kRoundNearestEven && user.num_operands() == 1) {
    step.kind = DnnlEpilogue::Kind::kRound;
    return true;
  }
  if (user.num_operands() != 2) return false;
  const bool x_first = user.operand(0) == x;
  if (!x_first && user.operand(1) != x) return false;
  const Value* y = user.operand(x_first ? 1 : 0);
  if (y == x) return false;
  if (user.kind() == OpKind::kAdd) {
    step.kind = DnnlEpilogue::Kind::kAdd;
  } else if (user.kind() == OpKind::kMultiply) {
    step.kind = DnnlEpilogue::Kind::kMultiply;
  } else if (user.kind() == OpKind::kSubtract && x_first) {
    step.kind = DnnlEpilogue::Kind::kSubtract;
  } else if (user.kind() == OpKind::kDivide && x_first) {
    step.kind = DnnlEpilogue::Kind::kDivide;
  } else {
    return false;
  }
  const BroadcastSource source = StripBroadcasts(y, kept, types);
  operand = source.value;
  if (operand->type().element_type() != x->type().element_type() || !readable(operand)) return false;
  step.operand_type = source.type;
  return true;
}

// `user`, a convert of `x` to the same shape, as an epilogue step: to f32 from s32 (`first`, an integer
// product's result), or from f32 to s8 or u8. Else false.
bool MatchConvertStep(const Op& user, const Value* x, bool first, DnnlEpilogue::Step& step) {
  if (user.kind() != OpKind::kConvert || user.num_operands() != 1) return false;
  const Type from = x->type(), to = user.result(0)->type();
  if (!from.IsTensor() || !to.IsTensor() || from.dims().size() != to.dims().size() ||
      !std::equal(from.dims().begin(), from.dims().end(), to.dims().begin()) ||
      !from.element_type().IsElement() || !to.element_type().IsElement())
    return false;
  const ElementType in = from.element_type().element(), out = to.element_type().element();
  step.kind = DnnlEpilogue::Kind::kConvert;
  step.element = out;
  if (first) return in == ElementType::kSI32 && out == ElementType::kF32;
  return in == ElementType::kF32 && (out == ElementType::kSI8 || out == ElementType::kUI8);
}

// Whether every value is a constant of normal, finite f32 numbers. An epilogue of such operands after
// an integer's conversion to f32 computes no NaN (nor reads a subnormal, which a call flushes to zero),
// so that its final conversion to an integer, which oneDNN saturates as it does NaN, matches convert's.
bool NormalF32Constants(std::span<const Value* const> values) {
  return std::all_of(values.begin(), values.end(), [](const Value* v) {
    const Attr dense = ConstantValue(v, ElementType::kF32);
    return dense && EveryElement(dense, [&](int64_t i) {
             const double f = DenseFloatAt(dense, i);
             return std::isfinite(f) && std::fabs(f) >= std::numeric_limits<float>::min();
           });
  });
}

// The largest magnitude of the sums an integer product `op` (of s8 or u8 operands) computes: its
// contracting size times its operands' largest magnitudes; 0 when unknown.
int64_t IntegerSumBound(const Op& op) {
  auto largest = [](const Value* v) -> int64_t {
    const Type t = v->type();
    if (!t.IsTensor() || !t.element_type().IsElement()) return 0;
    const ElementType e = t.element_type().element();
    return e == ElementType::kSI8 ? 128 : e == ElementType::kUI8 ? 255 : 0;
  };
  const Type lhs = op.operand(0)->type(), rhs = op.operand(1)->type();
  int64_t k = 1;
  if (op.kind() == OpKind::kDotGeneral) {
    for (int64_t d : GetDotDims(op.attr("dot_dimension_numbers")).lhs_contracting) k *= lhs.dims()[d];
  } else if (op.kind() == OpKind::kConvolution) {
    const int64_t out = rhs.dims()[GetConvDims(op.attr("dimension_numbers")).kernel_output_feature];
    k = out > 0 ? rhs.NumElements() / out : 0;
  } else {
    return 0;
  }
  return k * largest(op.operand(0)) * largest(op.operand(1));
}

// Whether `v` is a constant of s32 integers of magnitude at most 2^24, which f32 holds exactly.
bool ExactS32Constant(const Value* v) {
  const Attr dense = ConstantValue(v, ElementType::kSI32);
  return dense &&
         EveryElement(dense, [&](int64_t i) { return std::abs(DenseIntAt(dense, i)) <= (int64_t{1} << 24); });
}

// The chain of epilogue steps after `op`'s result: each op the only reader of the previous result and
// accepted by MatchEpilogueStep. An integer product's chain starts with the adds and subtracts of
// ExactS32Constants (a zero point's correction) while its sums are at most 2^24 (then f32 computes
// them exactly, as oneDNN's post-ops do), then needs its conversion to f32, and may end with a
// conversion to s8 or u8 where every binary operand after that is a NormalF32Constants (a
// requantization). `operands` gets each binary step's other operand.
std::vector<const Op*> MatchEpilogue(const Block& block, const Op& op,
                                     const std::function<bool(const Value*)>& readable,
                                     const std::unordered_set<const Op*>& kept, TypeContext& types,
                                     DnnlEpilogue& epilogue, std::vector<const Value*>& operands) {
  std::vector<const Op*> ops;
  const Type result = op.result(0)->type();
  bool integer = result.IsTensor() && result.element_type().IsElement() &&
                 result.element_type().element() == ElementType::kSI32;
  const int64_t sum_bound = integer ? IntegerSumBound(op) : 0;
  const bool exact_sums = sum_bound > 0 && sum_bound <= (int64_t{1} << 24);
  bool converted = false;     // an integer product's result converted to f32
  size_t float_operands = 0;  // the index in `operands` of the first binary operand after that
  for (const Value* x = op.result(0); x->users().size() == 1;) {
    const Op& user = *x->users()[0];
    DnnlEpilogue::Step step;
    const Value* operand = nullptr;
    if (user.parent_block() != &block) break;
    if (user.kind() == OpKind::kConvert) {
      if (!MatchConvertStep(user, x, integer, step)) break;
      if (!integer && (!converted || !NormalF32Constants(std::span(operands).subspan(float_operands)))) break;
      ops.push_back(&user);
      epilogue.steps.push_back(step);
      if (!integer) break;  // converted back to an integer: nothing follows
      integer = false;
      converted = true;
      float_operands = operands.size();
      x = user.result(0);
      continue;
    }
    if (!MatchEpilogueStep(user, x, readable, kept, types, step, operand)) break;
    if (integer && (!exact_sums ||
                    (step.kind != DnnlEpilogue::Kind::kAdd && step.kind != DnnlEpilogue::Kind::kSubtract) ||
                    !ExactS32Constant(operand)))
      break;
    ops.push_back(&user);
    epilogue.steps.push_back(step);
    if (operand) operands.push_back(operand);
    x = user.result(0);
  }
  return ops;
}

// The calls of `block`, whose binary operands are read through no broadcast in `kept`.
StatusOr<std::vector<LibraryCall>> PlanCalls(const Block& block, const std::unordered_set<const Op*>& kept,
                                             TypeContext& types) {
  // Every op some epilogue might absorb: their results are in no memory unless a call ends there.
  std::unordered_set<const Op*> candidates;
  auto any_value = [](const Value*) { return true; };
  for (const auto& owned : block.ops()) {
    if (!IsLibraryOp(*owned)) continue;
    DnnlEpilogue unused_epilogue;
    std::vector<const Value*> unused_operands;
    for (const Op* op :
         MatchEpilogue(block, *owned, any_value, kept, types, unused_epilogue, unused_operands))
      candidates.insert(op);
  }
  std::unordered_set<const Value*> call_results;
  auto readable = [&](const Value* v) {
    const Op* def = v->defining_op();
    return !def || call_results.count(v) || (!IsLibraryOp(*def) && !candidates.count(def));
  };
  std::vector<LibraryCall> calls;
  for (const auto& owned : block.ops()) {
    const Op& op = *owned;
    if (!IsLibraryOp(op)) continue;
    LibraryCall call;
    call.op = &op;
    call.operands = {op.operand(0), op.operand(1)};
    DnnlEpilogue epilogue;
    std::vector<const Value*> step_operands;  // per binary epilogue step
    call.epilogue_ops = MatchEpilogue(block, op, readable, kept, types, epilogue, step_operands);
    // The longest prefix of the chain that oneDNN takes; narrow weights read as they are first (int8
    // ones streamed, bf16 and f16 ones packed), else converted by their own step.
    const std::vector<const Op*> chain = call.epilogue_ops;
    const DnnlEpilogue whole = epilogue;
    const std::vector<const Value*> all_step_operands = step_operands;
    std::vector<const Op*> ways = {nullptr};
    if (const Op* convert = WeightConvert(op)) ways.insert(ways.begin(), convert);
    for (const Op* weight_convert : ways) {
      call.epilogue_ops = chain;
      epilogue = whole;
      step_operands = all_step_operands;
      while (true) {
        HLX_ASSIGN_OR_RETURN(call.library, PlanLibraryOp(op, epilogue, weight_convert));
        if (call.library || epilogue.steps.empty()) break;
        if (epilogue.steps.back().operand_type) step_operands.pop_back();
        epilogue.steps.pop_back();
        call.epilogue_ops.pop_back();
      }
      if (call.library && weight_convert) {
        call.prologue_ops = {weight_convert};
        call.operands[1] = weight_convert->operand(0);
      }
      if (call.library) break;
    }
    if (!call.library) continue;
    call.operands.insert(call.operands.end(), step_operands.begin(), step_operands.end());
    call_results.insert(call.last()->result(0));
    calls.push_back(std::move(call));
  }
  return calls;
}

}  // namespace

StatusOr<std::vector<LibraryCall>> PlanLibraryCalls(const Block& block, TypeContext& types) {
  // A call reads a binary operand without its broadcasts only where they get no step: a broadcast that
  // a kernel computes may take its operand into that kernel (or, a splat constant, have it kept as one
  // element), leaving the call nothing to read. Such broadcasts are read as they are, and the calls
  // planned again, until every stripped broadcast is absorbed. Block arguments are always in memory.
  std::unordered_set<const Op*> kept;
  while (true) {
    HLX_ASSIGN_OR_RETURN(std::vector<LibraryCall> calls, PlanCalls(block, kept, types));
    const std::unordered_set<const Op*> absorbed = AbsorbedOps(block, calls);
    const size_t num_kept = kept.size();
    for (const LibraryCall& call : calls)
      for (size_t i = 0, binary = 0; i < call.epilogue_ops.size(); ++i) {
        const Op& step = *call.epilogue_ops[i];
        if (step.num_operands() != 2) continue;
        const Value* x = i == 0 ? call.op->result(0) : call.epilogue_ops[i - 1]->result(0);
        const Value* source = call.operands[2 + binary++];
        if (!source->defining_op()) continue;
        for (const Value* y = step.operand(step.operand(0) == x ? 1 : 0); y != source;
             y = y->defining_op()->operand(0))
          if (!absorbed.count(y->defining_op())) kept.insert(y->defining_op());
      }
    if (kept.size() == num_kept) return calls;
  }
}

std::unordered_set<const Op*> AbsorbedOps(const Block& block, const std::vector<LibraryCall>& calls) {
  std::unordered_set<const Op*> absorbed;
  std::unordered_set<const Value*> read;  // by the calls: computed whatever else reads them
  for (const LibraryCall& call : calls) {
    read.insert(call.operands.begin(), call.operands.end());
    absorbed.insert(call.prologue_ops.begin(), call.prologue_ops.end());
    if (call.epilogue_ops.empty()) continue;
    absorbed.insert(call.op);
    absorbed.insert(call.epilogue_ops.begin(), call.epilogue_ops.end());
  }
  for (auto it = block.ops().rbegin(); it != block.ops().rend(); ++it) {
    const Op& op = **it;
    if (op.kind() != OpKind::kBroadcastInDim || !op.result(0)->HasUses() || read.count(op.result(0)))
      continue;
    const auto& users = op.result(0)->users();
    if (std::all_of(users.begin(), users.end(), [&](const Op* user) { return absorbed.count(user) > 0; }))
      absorbed.insert(&op);
  }
  return absorbed;
}

}  // namespace hlx::cpu
