// The kernel emitter: kernel_emitter.h says what a kernel computes and how its loops run.
#include "backend/cpu/kernel_emitter.h"

#include <llvm/Analysis/AssumptionCache.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/IntrinsicsX86.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Transforms/Utils/Local.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <unordered_map>
#include <utility>

#include "backend/cpu/math_ir.h"
#include "interp/tensor.h"
#include "ir/printer.h"
#include "schedule/fusion.h"
#include "support/check.h"
#include "support/int_math.h"

namespace hlx::cpu {
namespace {

bool SupportedElement(ElementType e) {
  constexpr ElementType kSupported[] = {
      ElementType::kF32,  ElementType::kF64,  ElementType::kBF16, ElementType::kF16,  ElementType::kI1,
      ElementType::kSI8,  ElementType::kSI16, ElementType::kSI32, ElementType::kSI64, ElementType::kUI8,
      ElementType::kUI16, ElementType::kUI32, ElementType::kUI64};
  for (ElementType s : kSupported)
    if (s == e) return true;
  return false;
}

bool SupportedType(Type t) {
  return t.IsTensor() && t.HasStaticShape() && !t.element_type().IsQuant() &&
         SupportedElement(t.storage_element());
}

ElementType ElementOf(const Value* v) { return v->type().storage_element(); }
int BitsOf(ElementType e) { return GetElementInfo(e).bit_width; }

// Whether an inner loop of `count` iterations over results of `element` runs with its iterations as
// masked vector lanes: where they are fewer than a vector's lanes, which the vectorizer would otherwise
// leave all to its scalar remainder (1000 dependent ops on 4 elements: 35 against 9 us). A longer loop
// keeps its plain vector iterations: masking every one of them cost more than its scalar remainder
// saved (64M-element GELU 77 against 41 ms; exp over rows of 79, 1.5 against 1.2 ms).
bool PredicateTail(int64_t count, ElementType element) {
  const int64_t lanes = 64 / std::max(4, BitsOf(element) / 8);  // AVX-512 lanes of the computing type
  return count > 1 && count < lanes;
}
bool IsNarrowFloat(ElementType e) { return e == ElementType::kBF16 || e == ElementType::kF16; }

// The number of float operations on the longest chain of dependent ones from block `first` to block
// `last` (in function order), loads not counted: the latency an element's value waits for.
int FloatChainDepth(llvm::BasicBlock* first, llvm::BasicBlock* last) {
  std::unordered_map<const llvm::Value*, int> depth;
  int longest = 0;
  for (llvm::BasicBlock* block = first; block; block = block == last ? nullptr : block->getNextNode())
    for (llvm::Instruction& inst : *block) {
      int d = 0;
      for (const llvm::Value* operand : inst.operands())
        if (auto it = depth.find(operand); it != depth.end()) d = std::max(d, it->second);
      if (inst.getType()->isFloatingPointTy() && !llvm::isa<llvm::LoadInst>(inst)) ++d;
      depth[&inst] = d;
      longest = std::max(longest, d);
    }
  return longest;
}

// How many vectors an inner loop computes side by side, for a body whose longest chain has `depth`
// float operations; 0 leaves the choice to the loop vectorizer. It interleaves only loops it costs as
// small, for their loop overhead, and runs any longer body one vector at a time, whose dependent chain
// then keeps the out-of-order window short of independent work. From 20 dependent float operations on
// (a GELU, SiLU, log or logistic, not a lone exp or tanh) 4 vectors side by side ran faster on an AVX2
// Zen 3, one core, 256K elements in cache: tanh-form GELU 0.26 -> 0.19 ms, SiLU 0.22 -> 0.17 ms, log
// 0.26 -> 0.23 ms; below it, a lone exp measured the same or slower at 4 (0.145 against 0.157 ms).
// 8 side by side (197 x 3072 elements, 2 threads, same CPU) took longer than 4 but for the tanh-form
// GELU: SiLU 1.21 times 4's time, bf16 log 1.08, the erf-form GELU 1.07, the tanh-form 0.97.
int InterleaveCount(int depth) { return depth >= 20 ? 4 : 0; }

// The element types of the results the kernel emitter computes an op for, inside a fusion (each op its
// own case of KernelEmitter::ComputeOp).
enum class Domain { kNone, kAny, kFloat, kInteger };

// The ops no kernel computes, as case labels: KernelDomain gives them Domain::kNone, so ComputeOp never
// sees them. Both switches name every op kind (no default:), and share this one list.
#define HLX_OPS_WITHOUT_KERNEL            \
  case OpKind::kImag:                     \
  case OpKind::kReal:                     \
  case OpKind::kReducePrecision:          \
  case OpKind::kUniformQuantize:          \
  case OpKind::kUniformDequantize:        \
  case OpKind::kComplex:                  \
  case OpKind::kConstant:                 \
  case OpKind::kDynamicIota:              \
  case OpKind::kDynamicReshape:           \
  case OpKind::kBroadcast:                \
  case OpKind::kDynamicBroadcastInDim:    \
  case OpKind::kRealDynamicSlice:         \
  case OpKind::kDynamicUpdateSlice:       \
  case OpKind::kDynamicPad:               \
  case OpKind::kGetDimensionSize:         \
  case OpKind::kGather:                   \
  case OpKind::kDynamicGather:            \
  case OpKind::kScatter:                  \
  case OpKind::kSort:                     \
  case OpKind::kTuple:                    \
  case OpKind::kGetTupleElement:          \
  case OpKind::kDot:                      \
  case OpKind::kDotGeneral:               \
  case OpKind::kEinsum:                   \
  case OpKind::kUnaryEinsum:              \
  case OpKind::kConvolution:              \
  case OpKind::kDynamicConv:              \
  case OpKind::kSelectAndScatter:         \
  case OpKind::kMap:                      \
  case OpKind::kTorchIndexSelect:         \
  case OpKind::kWhile:                    \
  case OpKind::kIf:                       \
  case OpKind::kCase:                     \
  case OpKind::kReturn:                   \
  case OpKind::kOptimizationBarrier:      \
  case OpKind::kComposite:                \
  case OpKind::kCustomCall:               \
  case OpKind::kFft:                      \
  case OpKind::kRng:                      \
  case OpKind::kRngBitGenerator:          \
  case OpKind::kTriangularSolve:          \
  case OpKind::kCholesky:                 \
  case OpKind::kBatchNormTraining:        \
  case OpKind::kBatchNormInference:       \
  case OpKind::kBatchNormGrad:            \
  case OpKind::kAllGather:                \
  case OpKind::kAllReduce:                \
  case OpKind::kReduceScatter:            \
  case OpKind::kAllToAll:                 \
  case OpKind::kCollectivePermute:        \
  case OpKind::kCollectiveBroadcast:      \
  case OpKind::kCollectiveReduce:         \
  case OpKind::kReplicaId:                \
  case OpKind::kPartitionId:              \
  case OpKind::kAfterAll:                 \
  case OpKind::kCreateToken:              \
  case OpKind::kInfeed:                   \
  case OpKind::kOutfeed:                  \
  case OpKind::kSend:                     \
  case OpKind::kRecv:                     \
  case OpKind::kChloAcos:                 \
  case OpKind::kChloAcosh:                \
  case OpKind::kChloAsin:                 \
  case OpKind::kChloAsinh:                \
  case OpKind::kChloAtan:                 \
  case OpKind::kChloAtanh:                \
  case OpKind::kChloBesselI1e:            \
  case OpKind::kChloConj:                 \
  case OpKind::kChloCosh:                 \
  case OpKind::kChloIsInf:                \
  case OpKind::kChloIsNegInf:             \
  case OpKind::kChloIsPosInf:             \
  case OpKind::kChloSinh:                 \
  case OpKind::kChloSquare:               \
  case OpKind::kChloTan:                  \
  case OpKind::kChloMulhi:                \
  case OpKind::kChloNextAfter:            \
  case OpKind::kChloPolygamma:            \
  case OpKind::kChloZeta:                 \
  case OpKind::kChloTopK:                 \
  case OpKind::kChloRaggedDot:            \
  case OpKind::kChloScan:                 \
  case OpKind::kFunc:                     \
  case OpKind::kFuncReturn:               \
  case OpKind::kFuncCall:                 \
  case OpKind::kCfBr:                     \
  case OpKind::kCfCondBr:                 \
  case OpKind::kArithConstant:            \
  case OpKind::kTensorExtract:            \
  case OpKind::kSdyMesh:                  \
  case OpKind::kSdyConstant:              \
  case OpKind::kSdyShardingConstraint:    \
  case OpKind::kSdyManualComputation:     \
  case OpKind::kSdyReturn:                \
  case OpKind::kCheckExpectEq:            \
  case OpKind::kCheckExpectEqConst:       \
  case OpKind::kCheckExpectAlmostEq:      \
  case OpKind::kCheckExpectAlmostEqConst: \
  case OpKind::kCheckExpectClose:         \
  case OpKind::kCheckExpectSerializedEq:  \
  case OpKind::kInterpreterRunParallel:   \
  case OpKind::kInterpreterProbe:         \
  case OpKind::kInterpreterPrint:

Domain KernelDomain(OpKind kind) {
  switch (kind) {
    case OpKind::kAbs:
    case OpKind::kNegate:
    case OpKind::kSign:
    case OpKind::kConvert:
    case OpKind::kAdd:
    case OpKind::kDivide:
    case OpKind::kMaximum:
    case OpKind::kMinimum:
    case OpKind::kMultiply:
    case OpKind::kPower:
    case OpKind::kRemainder:
    case OpKind::kSubtract:
    case OpKind::kCompare:
    case OpKind::kClamp:
    case OpKind::kSelect:
    case OpKind::kIota:
    case OpKind::kReshape:
    case OpKind::kBroadcastInDim:
    case OpKind::kTranspose:
    case OpKind::kReverse:
    case OpKind::kSlice:
    case OpKind::kDynamicSlice:
    case OpKind::kConcatenate:
    case OpKind::kPad:
    case OpKind::kBitcastConvert:
    case OpKind::kIsFinite:
      return Domain::kAny;
    case OpKind::kCbrt:
    case OpKind::kCeil:
    case OpKind::kCosine:
    case OpKind::kExponential:
    case OpKind::kExponentialMinusOne:
    case OpKind::kFloor:
    case OpKind::kLog:
    case OpKind::kLogPlusOne:
    case OpKind::kLogistic:
    case OpKind::kRoundNearestAfz:
    case OpKind::kRoundNearestEven:
    case OpKind::kRsqrt:
    case OpKind::kSine:
    case OpKind::kSqrt:
    case OpKind::kTan:
    case OpKind::kTanh:
    case OpKind::kAtan2:
    case OpKind::kChloErf:
    case OpKind::kChloErfInv:
    case OpKind::kChloErfc:
    case OpKind::kChloLgamma:
    case OpKind::kChloDigamma:
      return Domain::kFloat;
    case OpKind::kNot:
    case OpKind::kAnd:
    case OpKind::kOr:
    case OpKind::kShiftLeft:
    case OpKind::kShiftRightArithmetic:
    case OpKind::kShiftRightLogical:
    case OpKind::kXor:
    case OpKind::kPopulationCount:
    case OpKind::kCountLeadingZeros:
      return Domain::kInteger;
    // reduce and reduce_window have kernels of their own (EmitReduce, EmitReduceWindow), where CanEmit
    // accepts them. The CPU backend runs the others as library calls, native ops or control flow, or
    // hands them to the evaluator (compile.cc), which runs every op.
    case OpKind::kReduce:
    case OpKind::kReduceWindow:
      HLX_OPS_WITHOUT_KERNEL
      return Domain::kNone;
  }
  HLX_UNREACHABLE("op kind");
}

// The binary ops a reduction's body may combine with in a kernel (ReduceCombiner).
enum class Combiner { kAdd, kMultiply, kMaximum, kMinimum, kAnd, kOr };
std::optional<Combiner> CombinerOf(OpKind kind) {
  if (kind == OpKind::kAdd) return Combiner::kAdd;
  if (kind == OpKind::kMultiply) return Combiner::kMultiply;
  if (kind == OpKind::kMaximum) return Combiner::kMaximum;
  if (kind == OpKind::kMinimum) return Combiner::kMinimum;
  if (kind == OpKind::kAnd) return Combiner::kAnd;
  if (kind == OpKind::kOr) return Combiner::kOr;
  return std::nullopt;
}

// The op a reduce combines with when its body is one binary op of the accumulator and the element
// (`return op(acc, x)` or `op(x, acc)`) that kernels compute; null otherwise.
const Op* ReduceCombiner(const Op& reduce) {
  if (reduce.num_operands() != 2 || reduce.num_regions() != 1) return nullptr;
  const Op* combine = BinaryCombinerOf(*reduce.region(0));
  if (!combine || !CombinerOf(combine->kind())) return nullptr;
  // The element types must be the reduce's own (no promotion inside the body).
  if (combine->result(0)->type().storage_element() != reduce.result(0)->type().storage_element())
    return nullptr;
  return combine;
}

// A reduce_window's window (ir.h), where every window size is positive; nullopt otherwise.
std::optional<Window> GetPositiveWindow(const Op& op) {
  std::optional<Window> w = GetWindow(op);
  if (!w || std::any_of(w->dimensions.begin(), w->dimensions.end(), [](int64_t x) { return x < 1; }))
    return std::nullopt;
  return w;
}

using Index = std::vector<llvm::Value*>;

// Emits one kernel's body: the value of any fused op at an index, computed from the operands.
class KernelEmitter {
 public:
  // With `through_cache`, the kernel streams its result (kStreamStoresAttribute) where the result is
  // aligned, and calls `through_cache`, the same kernel emitted without it, where it is not.
  KernelEmitter(llvm::LLVMContext& ctx, llvm::Module& module, const KernelSpec& spec, bool entries_one_by_one,
                llvm::Function* through_cache = nullptr)
      : ctx_(ctx),
        module_(module),
        spec_(spec),
        b_(ctx),
        math_(b_, module),
        entries_one_by_one_(entries_one_by_one),
        through_cache_(through_cache) {
    for (const Op* op : spec.ops) in_group_[op->result(0)] = op;
    for (size_t i = 0; i < spec.operands.size(); ++i) operand_index_[spec.operands[i]] = static_cast<int>(i);
    for (const LookupTable& table : spec.tables) tables_[table.value] = &table;
  }

  llvm::Function* Emit(const std::string& name, KernelShape* shape) {
    const Op& root = *spec_.ops.back();
    if (root.kind() == OpKind::kReduce) return EmitReduce(name, shape);
    if (root.kind() == OpKind::kReduceWindow) return EmitReduceWindow(name, shape);
    Type root_type = root.result(0)->type();
    const int64_t n = root_type.NumElements();
    flat_ = true;
    for (const Op* op : spec_.ops) flat_ &= schedule::ReadsSameElement(*op);
    for (const Op* op : spec_.outputs)  // written at the root's index: its flat one, or its own
      HLX_CHECK(flat_ || std::ranges::equal(op->result(0)->type().dims(), root_type.dims()));
    std::vector<int64_t> dims(root_type.dims().begin(), root_type.dims().end());
    int64_t inner = 1, outer = 1;
    constexpr int64_t kFlatBlock = 1024, kChunkElements = 16384;
    if (flat_) {
      inner = std::min<int64_t>(std::max<int64_t>(n, 1), kFlatBlock);
      outer = CeilDiv(n, inner);
    } else {
      inner = dims.empty() ? 1 : dims.back();
      outer = inner == 0 ? 0 : n / inner;
    }
    shape->trip_count = outer;
    shape->grain = std::max<int64_t>(1, kChunkElements / std::max<int64_t>(inner, 1));
    shape->same_element = flat_;
    const KernelStart start = BeginKernel(name);
    Loop(fn_->getArg(2), fn_->getArg(3), "outer", [&](llvm::Value* o) {
      Index outer_index;
      llvm::Value* inner_count = b_.getInt64(inner);
      if (flat_) {
        llvm::Value* remaining = b_.CreateSub(b_.getInt64(n), b_.CreateMul(o, b_.getInt64(inner)));
        inner_count = b_.CreateSelect(b_.CreateICmpSLT(remaining, inner_count), remaining, inner_count);
      } else {
        llvm::Value* rest = o;
        for (int d = static_cast<int>(dims.size()) - 2; d >= 0; --d) {
          outer_index.insert(outer_index.begin(), d == 0 ? rest : b_.CreateURem(rest, b_.getInt64(dims[d])));
          if (d > 0) rest = b_.CreateUDiv(rest, b_.getInt64(dims[d]));
        }
      }
      llvm::Value* row = b_.CreateMul(o, b_.getInt64(inner));
      // The inner loop's iterations touch disjoint elements of the result, and read the operands only at
      // their own element or away from the result's bytes (a result shares bytes only with an operand
      // of a same-element kernel): its accesses are parallel, so the vectorizer needs no overlap checks,
      // which would send a kernel writing over its operand down the scalar path.
      const bool scalar = entries_one_by_one_ && OnlyMovesEntries();
      auto hints = [&](llvm::BasicBlock* first, llvm::BasicBlock* last) {
        if (scalar) return std::vector<llvm::Metadata*>{Hint("llvm.loop.vectorize.width", b_.getInt32(1))};
        std::vector<llvm::Metadata*> hints;
        if (int count = InterleaveCount(FloatChainDepth(first, last)))
          hints.push_back(Hint("llvm.loop.interleave.count", b_.getInt32(count)));
        if (PredicateTail(inner, root_type.storage_element()))
          hints.push_back(Hint("llvm.loop.vectorize.predicate.enable", b_.getTrue()));
        return hints;
      };
      llvm::Value* first = b_.getInt64(0);
      if (const int lanes = PackedLanes(); lanes > 1) {
        // `lanes` elements an iteration, inserted into one vector of kPackedBytes and stored at once
        // (past the caches: StreamStores); the inner loop below takes the rest of the row.
        const LookupTable& table = *tables_.at(root.result(0));
        auto* vector = llvm::FixedVectorType::get(b_.getIntNTy(kPackedBytes * 8 / lanes), lanes);
        llvm::Value* vectors = b_.CreateUDiv(inner_count, b_.getInt64(lanes));
        Loop(
            b_.getInt64(0), vectors, "packed",
            [&](llvm::Value* v) {
              llvm::Value* at = b_.CreateAdd(row, b_.CreateMul(v, b_.getInt64(lanes)));
              llvm::Value* packed = llvm::PoisonValue::get(vector);
              for (int k = 0; k < lanes; ++k) {
                llvm::Value* key = Compute(table.index, {b_.CreateAdd(at, b_.getInt64(k))});
                packed = b_.CreateInsertElement(packed, LoadEntryBits(table, key), b_.getInt64(k));
              }
              llvm::StoreInst* store = b_.CreateAlignedStore(
                  packed, b_.CreateGEP(StorageType(root_type.storage_element()), start.out, at),
                  llvm::Align(kPackedBytes));
              InLoopGroup(store);
            },
            Accesses::kParallel, hints);
        first = b_.CreateMul(vectors, b_.getInt64(lanes));
      }
      Loop(
          first, inner_count, "inner",
          [&](llvm::Value* i) {
            llvm::Value* linear = b_.CreateAdd(row, i);
            Index index;
            if (flat_) {
              index = {linear};
            } else {
              index = outer_index;
              if (!dims.empty()) index.push_back(i);
            }
            // Every result's element first, then the stores: a result may take over an operand's bytes.
            std::vector<llvm::Value*> values = {Compute(root.result(0), index)};
            for (const Op* op : spec_.outputs) values.push_back(Compute(op->result(0), index));
            StoreElement(root.result(0), start.out, linear, values[0]);
            for (size_t k = 0; k < spec_.outputs.size(); ++k)
              StoreElement(spec_.outputs[k]->result(0), start.outputs[k], linear, values[k + 1]);
          },
          Accesses::kParallel, hints);
    });
    b_.CreateRetVoid();
    return fn_;
  }

 private:
  // A reduce and its fused producers: one outer iteration per result element; the inner loop folds
  // the reduced elements into the accumulator (f32/f64 sums and products in vector lanes, see
  // Combine; the rest in row-major order, as the evaluator does), so the result has the same bits on
  // every run and at every thread count. A reduce whose result elements read their elements a few at
  // a time from every row of the operand is a column reduce instead (EmitColumnReduce).
  llvm::Function* EmitReduce(const std::string& name, KernelShape* shape) {
    const Op& root = *spec_.ops.back();
    const Op& combine = *ReduceCombiner(root);
    Type in_type = root.operand(0)->type();
    std::vector<int64_t> in_dims(in_type.dims().begin(), in_type.dims().end());
    std::vector<int64_t> reduced = IntList(root, "dimensions");
    std::vector<bool> is_reduced(in_dims.size(), false);
    for (int64_t d : reduced) is_reduced[d] = true;
    std::vector<int64_t> kept_dims, reduced_dims;
    for (size_t d = 0; d < in_dims.size(); ++d)
      (is_reduced[d] ? reduced_dims : kept_dims).push_back(in_dims[d]);
    const int64_t outer = NumElements(kept_dims), inner = NumElements(reduced_dims);
    shape->trip_count = outer;
    constexpr int64_t kChunkElements = 16384;
    shape->grain = std::max<int64_t>(1, kChunkElements / std::max<int64_t>(inner, 1));
    if (const std::optional<ColumnLayout> columns = Columns(root, combine, in_dims, is_reduced))
      return EmitColumnReduce(name, root, combine, *columns, shape);
    flat_ = false;

    const KernelStart start = BeginKernel(name);
    llvm::Value* init = Compute(root.operand(1), {});
    Loop(fn_->getArg(2), fn_->getArg(3), "outer", [&](llvm::Value* o) {
      const Index kept = Delinearize(kept_dims, o);
      auto fold = [&](llvm::Value* r, const std::vector<llvm::Value*>& acc) -> std::vector<llvm::Value*> {
        Index reduced_index = Delinearize(reduced_dims, r);
        Index index(in_dims.size());
        for (size_t d = 0, k = 0, j = 0; d < in_dims.size(); ++d)
          index[d] = is_reduced[d] ? reduced_index[j++] : kept[k++];
        return {Combine(combine, root.result(0), acc[0], Compute(root.operand(0), index))};
      };
      llvm::Value* acc = CarryingLoop(b_.getInt64(0), b_.getInt64(inner), "inner", {init}, fold)[0];
      StoreElement(root.result(0), start.out, o, acc);
    });
    b_.CreateRetVoid();
    return fn_;
  }

  // A reduce whose operand lies as [rows][kept][run] (dimensions of extent 1 aside): at least one reduced
  // dimension, then the kept ones, then reduced ones of fewer than kColumnRun elements in all (the
  // statistics of a group or batch norm over NHWC). One outer iteration per result element would read
  // the operand once per result element, a few elements a row.
  struct ColumnLayout {
    int64_t rows, kept, run;
  };
  static constexpr int64_t kColumnRun = 16;
  // The operand elements of each row that a call of a column reduce reads: a call covers the result
  // elements of this many (four cache lines of f32), so that its inner loop vectorizes and the calls
  // read apart.
  static constexpr int64_t kColumnRow = 64;

  std::optional<ColumnLayout> Columns(const Op& root, const Op& combine, const std::vector<int64_t>& in_dims,
                                      const std::vector<bool>& is_reduced) const {
    // Every fused producer reads its operands at the element it computes: the operand's element at a
    // linear position is computed from the same position of the kernel's operands.
    for (const Op* op : spec_.ops)
      if (op != &root && !schedule::ReadsSameElement(*op)) return std::nullopt;
    ColumnLayout layout{1, 1, 1};
    int part = 0;  // 0: the rows, 1: the kept dimensions, 2: the run
    for (size_t d = 0; d < in_dims.size(); ++d) {
      if (in_dims[d] == 1) continue;
      if (part == 0 && !is_reduced[d]) part = layout.rows > 1 ? 1 : -1;
      if (part == 1 && is_reduced[d]) part = 2;
      if (part == 2 && !is_reduced[d]) part = -1;
      if (part < 0) return std::nullopt;
      (part == 0 ? layout.rows : part == 1 ? layout.kept : layout.run) *= in_dims[d];
    }
    if (layout.rows == 1 || layout.kept == 1 || layout.run >= kColumnRun) return std::nullopt;
    // Folding a run apart from its row reorders a result element's fold: f32 and f64 sums and products
    // only, which Combine marks reassociable. Without a run, each folds its elements in row-major order.
    if (layout.run > 1) {
      const ElementType e = ElementOf(root.result(0));
      const Combiner c = *CombinerOf(combine.kind());
      if ((e != ElementType::kF32 && e != ElementType::kF64) ||
          (c != Combiner::kAdd && c != Combiner::kMultiply))
        return std::nullopt;
    }
    return layout;
  }

  // A column reduce (ColumnLayout): the call's result elements [begin, end) cover (end - begin) x run
  // operand elements of each row, which lie together. One pass over the rows folds them into as many
  // partial results (the first row's elements combined with the init value, without a run), the inner
  // loop along the row; then each result element folds its run's partials, after the init value.
  llvm::Function* EmitColumnReduce(const std::string& name, const Op& root, const Op& combine,
                                   const ColumnLayout& layout, KernelShape* shape) {
    const int64_t grain = CeilDiv(kColumnRow, layout.run);
    shape->grain = grain;
    flat_ = true;  // operand elements by their linear position
    const KernelStart start = BeginKernel(name);
    llvm::Value* begin = fn_->getArg(2);
    llvm::Value* end = fn_->getArg(3);
    llvm::Value* init = Compute(root.operand(1), {});
    cache_.clear();
    llvm::Type* acc_type = init->getType();
    llvm::Value* partial = b_.CreateAlloca(acc_type, b_.getInt64(grain * layout.run), "partial");
    llvm::Value* count = b_.CreateSub(end, begin);
    llvm::Value* width = b_.CreateMul(count, b_.getInt64(layout.run));
    llvm::Value* first_element = b_.CreateMul(begin, b_.getInt64(layout.run));
    const int64_t row = layout.kept * layout.run;

    auto partial_at = [&](llvm::Value* j) { return b_.CreateGEP(acc_type, partial, j); };
    auto load_partial = [&](llvm::Value* j) {
      llvm::LoadInst* load = b_.CreateLoad(acc_type, partial_at(j));
      InLoopGroup(load);
      return load;
    };
    auto store_partial = [&](llvm::Value* j, llvm::Value* v) {
      llvm::StoreInst* store = b_.CreateStore(v, partial_at(j));
      InLoopGroup(store);
    };
    auto element = [&](llvm::Value* row_start, llvm::Value* j) {
      return Compute(root.operand(0), {b_.CreateAdd(row_start, b_.CreateAdd(first_element, j))});
    };

    // The first row, then the others, then the results.
    Loop(
        b_.getInt64(0), width, "first",
        [&](llvm::Value* j) {
          llvm::Value* x = element(b_.getInt64(0), j);
          store_partial(j, layout.run == 1 ? Combine(combine, root.result(0), init, x) : x);
        },
        Accesses::kParallel);
    Loop(b_.getInt64(1), b_.getInt64(layout.rows), "rows", [&](llvm::Value* r) {
      llvm::Value* row_start = b_.CreateMul(r, b_.getInt64(row));
      Loop(
          b_.getInt64(0), width, "row",
          [&](llvm::Value* j) {
            store_partial(j, Combine(combine, root.result(0), load_partial(j), element(row_start, j)));
          },
          Accesses::kParallel);
    });
    Loop(b_.getInt64(0), count, "results", [&](llvm::Value* k) {
      llvm::Value* first = b_.CreateMul(k, b_.getInt64(layout.run));
      llvm::Value* acc = layout.run == 1 ? load_partial(first) : init;
      for (int64_t t = 0; t < layout.run && layout.run > 1; ++t)
        acc = Combine(combine, root.result(0), acc, load_partial(b_.CreateAdd(first, b_.getInt64(t))));
      StoreElement(root.result(0), start.out, b_.CreateAdd(begin, k), acc);
    });
    b_.CreateRetVoid();
    return fn_;
  }

  // A reduce_window (pooling) and its fused producers. One outer iteration per result row: the result's
  // elements but for its last dimension when the window does not move along it (window 1, stride 1, no
  // padding or dilation: NHWC pooling's channels), else per result element. The row is set to the init
  // value, then each window position, in row-major order, folds into it the input element there, or the
  // init value where the position falls in padding or between dilated elements: the evaluator's order,
  // so the same bits. The innermost loop runs along the row, contiguous in the input and the result.
  llvm::Function* EmitReduceWindow(const std::string& name, KernelShape* shape) {
    const Op& root = *spec_.ops.back();
    const Op& combine = *ReduceCombiner(root);
    const Value* input = root.operand(0);
    const Value* result = root.result(0);
    const std::vector<int64_t> in_dims(input->type().dims().begin(), input->type().dims().end());
    const std::vector<int64_t> out_dims(result->type().dims().begin(), result->type().dims().end());
    const Window w = *GetPositiveWindow(root);
    const size_t rank = in_dims.size();
    const bool along_row = rank > 0 && w.dimensions[rank - 1] == 1 && w.strides[rank - 1] == 1 &&
                           w.base_dilations[rank - 1] == 1 && w.padding[2 * (rank - 1)] == 0 &&
                           out_dims[rank - 1] == in_dims[rank - 1];
    const size_t moving = along_row ? rank - 1 : rank;  // the dimensions the window moves along
    const int64_t row = along_row ? out_dims[rank - 1] : 1;
    const std::vector<int64_t> row_dims(out_dims.begin(), out_dims.begin() + moving);
    const std::vector<int64_t> window_dims(w.dimensions.begin(), w.dimensions.begin() + moving);
    const int64_t window_count = NumElements(window_dims);
    shape->trip_count = NumElements(row_dims);
    constexpr int64_t kChunkElements = 16384;
    shape->grain = std::max<int64_t>(1, kChunkElements / std::max<int64_t>(row * window_count, 1));
    flat_ = false;

    const KernelStart start = BeginKernel(name);
    llvm::Value* init = Compute(root.operand(1), {});
    Loop(fn_->getArg(2), fn_->getArg(3), "outer", [&](llvm::Value* o) {  // the result's rows
      const Index row_index = Delinearize(row_dims, o);
      llvm::Value* row_start = b_.CreateMul(o, b_.getInt64(row));
      // Each loop along the row: `body(c, linear)` for c in [0, row), linear the result element's index.
      auto along = [&](const char* what, const std::function<void(llvm::Value*, llvm::Value*)>& body) {
        Loop(b_.getInt64(0), b_.getInt64(row), what,
             [&](llvm::Value* c) { body(c, b_.CreateAdd(row_start, c)); });
      };
      along("init",
            [&](llvm::Value*, llvm::Value* linear) { StoreElement(result, start.out, linear, init); });
      Loop(b_.getInt64(0), b_.getInt64(window_count), "window", [&](llvm::Value* e) {
        const Index window_index = Delinearize(window_dims, e);
        // The input element under this window position (clamped into the input where there is none).
        Index at(rank);
        llvm::Value* real = b_.getTrue();
        for (size_t d = 0; d < moving; ++d) {
          llvm::Value* p =
              b_.CreateSub(b_.CreateAdd(b_.CreateMul(row_index[d], b_.getInt64(w.strides[d])),
                                        b_.CreateMul(window_index[d], b_.getInt64(w.window_dilations[d]))),
                           b_.getInt64(w.padding[2 * d]));
          llvm::Value* in_bounds = b_.CreateICmpSGE(p, b_.getInt64(0));
          const int64_t dilation = w.base_dilations[d];
          if (dilation != 1) {
            in_bounds = b_.CreateAnd(
                in_bounds, b_.CreateICmpEQ(b_.CreateSRem(p, b_.getInt64(dilation)), b_.getInt64(0)));
            p = b_.CreateSDiv(p, b_.getInt64(dilation));
          }
          in_bounds = b_.CreateAnd(in_bounds, b_.CreateICmpSLT(p, b_.getInt64(in_dims[d])));
          real = b_.CreateAnd(real, in_bounds);
          at[d] = b_.CreateSelect(in_bounds, p, b_.getInt64(0));
        }
        along("fold", [&](llvm::Value* c, llvm::Value* linear) {
          Index index = at;
          if (along_row) index[rank - 1] = c;
          llvm::Value* x = b_.CreateSelect(real, Compute(input, index), init);
          StoreElement(result, start.out, linear,
                       Combine(combine, result, LoadElement(result, start.out, linear), x));
        });
      });
    });
    b_.CreateRetVoid();
    return fn_;
  }

  // acc <combine> x in the element type of `result`, with the evaluator's semantics of that op.
  llvm::Value* Combine(const Op& combine, const Value* result, llvm::Value* acc, llvm::Value* x) {
    const ElementType e = ElementOf(result);
    const bool is_float = IsFloat(e);
    const bool is_unsigned = IsUnsigned(e) || IsBool(e);
    auto rounded = [&](llvm::Value* v) { return IsNarrowFloat(e) ? math_.RoundResultTo(e, v) : v; };
    // f32 and f64 sums and products may be reassociated: the loop vectorizer then folds the row into
    // vector lanes and adds the lanes in a fixed tree. The order is fixed when the kernel is compiled,
    // so every run and every thread count gives the same bits.
    auto reassociable = [&](llvm::Value* v) {
      if (!IsNarrowFloat(e)) llvm::cast<llvm::Instruction>(v)->setHasAllowReassoc(true);
      return rounded(v);
    };
    switch (*CombinerOf(combine.kind())) {
      case Combiner::kAdd:
        if (IsBool(e)) return b_.CreateOr(acc, x);
        return is_float ? reassociable(b_.CreateFAdd(acc, x)) : b_.CreateAdd(acc, x);
      case Combiner::kMultiply:
        if (IsBool(e)) return b_.CreateAnd(acc, x);
        return is_float ? reassociable(b_.CreateFMul(acc, x)) : b_.CreateMul(acc, x);
      case Combiner::kMaximum:
        if (is_float) return math_.FloatMinMax(llvm::Intrinsic::maximum, e, acc, x);
        return math_.Intrinsic(is_unsigned ? llvm::Intrinsic::umax : llvm::Intrinsic::smax, {acc, x});
      case Combiner::kMinimum:
        if (is_float) return math_.FloatMinMax(llvm::Intrinsic::minimum, e, acc, x);
        return math_.Intrinsic(is_unsigned ? llvm::Intrinsic::umin : llvm::Intrinsic::smin, {acc, x});
      case Combiner::kAnd:
        return b_.CreateAnd(acc, x);
      case Combiner::kOr:
        return b_.CreateOr(acc, x);
    }
    HLX_UNREACHABLE(combine.name());
  }

  // The loop hint that the loads and stores of access_group_ (the loop being emitted) are independent
  // from one iteration to the next.
  llvm::MDNode* ParallelAccesses() {
    return llvm::MDNode::get(ctx_, {llvm::MDString::get(ctx_, "llvm.loop.parallel_accesses"), access_group_});
  }
  // The loop hint `name` (llvm.loop.*) with `value`.
  llvm::MDNode* Hint(const char* name, llvm::Constant* value) {
    return llvm::MDNode::get(ctx_, {llvm::MDString::get(ctx_, name), llvm::ConstantAsMetadata::get(value)});
  }
  // Puts the load or store `access` in the access group of the loop being emitted, if it has one.
  void InLoopGroup(llvm::Instruction* access) {
    if (access_group_) access->setMetadata(llvm::LLVMContext::MD_access_group, access_group_);
  }
  // A loop's metadata: its distinct, self-referencing id and `hints`.
  llvm::MDNode* LoopId(const std::vector<llvm::Metadata*>& hints) {
    std::vector<llvm::Metadata*> operands = {nullptr};
    operands.insert(operands.end(), hints.begin(), hints.end());
    llvm::MDNode* id = llvm::MDNode::getDistinct(ctx_, operands);
    id->replaceOperandWith(0, id);
    return id;
  }

  // Whether a loop's iterations touch disjoint bytes of what they write (kParallel).
  enum class Accesses { kDependent, kParallel };
  // Hints for a loop's latch, from the first and the last block of its body.
  using LoopHints =
      std::function<std::vector<llvm::Metadata*>(llvm::BasicBlock* first, llvm::BasicBlock* last)>;

  // Emits a counted loop at the builder's insert point: an iteration for each i from `begin` while
  // i < `end` (i64 values), emitted by `body(i, carried)`, which returns the values it carries into the
  // next iteration (as many as `initial` has: a reduce's accumulator). The builder is left after the
  // loop, where the carried values are returned. Values computed in an iteration leave cache_: they do
  // not dominate the next. A parallel loop's loads and stores join an access group, and its latch says
  // so (llvm.loop.parallel_accesses), so that the vectorizer needs no overlap checks; `hints` add to it.
  std::vector<llvm::Value*> CarryingLoop(
      llvm::Value* begin, llvm::Value* end, const std::string& name, const std::vector<llvm::Value*>& initial,
      const std::function<std::vector<llvm::Value*>(llvm::Value*, const std::vector<llvm::Value*>&)>& body,
      Accesses accesses = Accesses::kDependent, const LoopHints& hints = nullptr) {
    llvm::BasicBlock* from = b_.GetInsertBlock();
    auto* head = llvm::BasicBlock::Create(ctx_, name, fn_);
    auto* inside = llvm::BasicBlock::Create(ctx_, name + ".body", fn_);
    auto* after = llvm::BasicBlock::Create(ctx_, name + ".done");  // laid out after the body's blocks
    b_.CreateBr(head);
    b_.SetInsertPoint(head);
    llvm::PHINode* i = b_.CreatePHI(b_.getInt64Ty(), 2, name + ".i");
    i->addIncoming(begin, from);
    std::vector<llvm::Value*> carried;
    for (llvm::Value* value : initial) {
      llvm::PHINode* phi = b_.CreatePHI(value->getType(), 2, name + ".carried");
      phi->addIncoming(value, from);
      carried.push_back(phi);
    }
    b_.CreateCondBr(b_.CreateICmpSLT(i, end), inside, after);
    b_.SetInsertPoint(inside);
    llvm::MDNode* outer_group = access_group_;
    if (accesses == Accesses::kParallel) access_group_ = llvm::MDNode::getDistinct(ctx_, {});
    const std::vector<llvm::Value*> next = body(i, carried);
    HLX_CHECK(next.size() == carried.size());
    cache_.clear();
    llvm::BasicBlock* last = b_.GetInsertBlock();
    i->addIncoming(b_.CreateAdd(i, b_.getInt64(1)), last);
    for (size_t k = 0; k < next.size(); ++k)
      llvm::cast<llvm::PHINode>(carried[k])->addIncoming(next[k], last);
    llvm::Instruction* latch = b_.CreateBr(head);
    std::vector<llvm::Metadata*> latch_hints;
    if (accesses == Accesses::kParallel) latch_hints.push_back(ParallelAccesses());
    if (hints)
      for (llvm::Metadata* hint : hints(inside, last)) latch_hints.push_back(hint);
    if (!latch_hints.empty()) latch->setMetadata(llvm::LLVMContext::MD_loop, LoopId(latch_hints));
    access_group_ = outer_group;
    after->insertInto(fn_);
    b_.SetInsertPoint(after);
    return carried;
  }
  // A loop that carries no value (CarryingLoop).
  void Loop(llvm::Value* begin, llvm::Value* end, const std::string& name,
            const std::function<void(llvm::Value*)>& body, Accesses accesses = Accesses::kDependent,
            const LoopHints& hints = nullptr) {
    CarryingLoop(
        begin, end, name, {},
        [&](llvm::Value* i, const std::vector<llvm::Value*>&) {
          body(i);
          return std::vector<llvm::Value*>{};
        },
        accesses, hints);
  }

  // A kernel's result pointers: the root's and its other outputs'.
  struct KernelStart {
    llvm::Value* out;
    std::vector<llvm::Value*> outputs;
  };

  // Starts the kernel function `name` (KernelFn's signature): in its entry block, loads the operands'
  // base pointers and the result pointers. The builder is left in the entry block (for a kernel that
  // streams its result, in the block where the result is aligned).
  KernelStart BeginKernel(const std::string& name) {
    llvm::Type* ptr = llvm::PointerType::getUnqual(ctx_);
    llvm::Type* i64 = b_.getInt64Ty();
    auto* fn_type = llvm::FunctionType::get(b_.getVoidTy(), {ptr, ptr, i64, i64}, false);
    fn_ = llvm::Function::Create(fn_type, llvm::Function::ExternalLinkage, name, module_);
    fn_->addFnAttr(llvm::Attribute::NoUnwind);
    // Vectors as wide as the CPU has: LLVM's tuning for Intel's AVX-512 CPUs prefers 256-bit vectors
    // (8 f32 lanes, where the registers hold 16), which halved the throughput of compute-bound kernels.
    fn_->addFnAttr("prefer-vector-width", "512");
    if (!spec_.tables.empty()) fn_->addFnAttr(kReadsTablesAttribute);
    KernelStart start;
    b_.SetInsertPoint(llvm::BasicBlock::Create(ctx_, "entry", fn_));
    LoadOperands(fn_->getArg(0));
    start.out = b_.CreateLoad(ptr, fn_->getArg(1));
    for (size_t k = 0; k < spec_.outputs.size(); ++k)
      start.outputs.push_back(b_.CreateLoad(ptr, b_.CreateConstGEP1_64(ptr, fn_->getArg(1), k + 1)));
    if (through_cache_) {
      // Non-temporal vector stores must be aligned to their size: the loops' rows start at multiples of
      // a vector where the result is aligned as kTensorAlignment says (the executor's buffers are), and
      // a result elsewhere (a donated argument over unaligned bytes) goes through the cache.
      fn_->addFnAttr(kStreamStoresAttribute);
      auto* aligned = llvm::BasicBlock::Create(ctx_, "aligned", fn_);
      auto* unaligned = llvm::BasicBlock::Create(ctx_, "unaligned", fn_);
      llvm::Value* bits = b_.CreatePtrToInt(start.out, i64);
      for (llvm::Value* output : start.outputs) bits = b_.CreateOr(bits, b_.CreatePtrToInt(output, i64));
      llvm::Value* offset = b_.CreateAnd(bits, kTensorAlignment - 1);
      b_.CreateCondBr(b_.CreateICmpEQ(offset, b_.getInt64(0)), aligned, unaligned);
      b_.SetInsertPoint(unaligned);
      std::vector<llvm::Value*> args;
      for (llvm::Argument& arg : fn_->args()) args.push_back(&arg);
      b_.CreateCall(through_cache_, args);
      b_.CreateRetVoid();
      b_.SetInsertPoint(aligned);
      b_.CreateAlignmentAssumption(module_.getDataLayout(), start.out, kTensorAlignment);
      for (llvm::Value* output : start.outputs)
        b_.CreateAlignmentAssumption(module_.getDataLayout(), output, kTensorAlignment);
    }
    return start;
  }

  void LoadOperands(llvm::Value* operands) {
    llvm::Type* ptr = llvm::PointerType::getUnqual(ctx_);
    for (size_t i = 0; i < spec_.operands.size(); ++i)
      operand_ptrs_.push_back(b_.CreateLoad(ptr, b_.CreateConstGEP1_64(ptr, operands, i)));
    // Scalars and splat constants are read once.
    for (size_t i = 0; i < spec_.operands.size(); ++i)
      if (IsUniform(spec_.operands[i]))
        scalars_[spec_.operands[i]] = LoadElement(spec_.operands[i], operand_ptrs_[i], b_.getInt64(0));
  }

  // ---- Types and memory ------------------------------------------------------------------------
  llvm::Type* ComputeType(ElementType e) {
    if (e == ElementType::kF64) return b_.getDoubleTy();
    if (IsFloat(e)) return b_.getFloatTy();
    if (IsBool(e)) return b_.getInt1Ty();
    return b_.getIntNTy(BitsOf(e));
  }
  llvm::Type* StorageType(ElementType e) {
    switch (e) {
      case ElementType::kF64:
        return b_.getDoubleTy();
      case ElementType::kF32:
        return b_.getFloatTy();
      case ElementType::kF16:
        return b_.getHalfTy();
      case ElementType::kBF16:
        return b_.getInt16Ty();
      case ElementType::kI1:
        return b_.getInt8Ty();
      default:
        return b_.getIntNTy(BitsOf(e));
    }
  }
  llvm::Value* LoadElement(const Value* v, llvm::Value* base, llvm::Value* linear) {
    const ElementType e = ElementOf(v);
    llvm::Type* st = StorageType(e);
    llvm::LoadInst* raw = b_.CreateLoad(st, b_.CreateGEP(st, base, linear));
    InLoopGroup(raw);
    if (e == ElementType::kF16) return b_.CreateFPExt(raw, b_.getFloatTy());
    if (e == ElementType::kBF16)
      return b_.CreateBitCast(b_.CreateShl(b_.CreateZExt(raw, b_.getInt32Ty()), 16), b_.getFloatTy());
    if (e == ElementType::kI1) return b_.CreateICmpNE(raw, b_.getInt8(0));
    return raw;
  }
  // Whether `v`'s elements are moved, not computed: a kernel operand's, or a table's entries that such
  // a value selects, through ops that only move elements (OpInfo::MovesElements).
  bool Moved(const Value* v) const {
    if (auto table = tables_.find(v); table != tables_.end()) return Moved(table->second->index);
    auto group = in_group_.find(v);
    if (group == in_group_.end()) return true;
    return GetOpInfo(group->second->kind()).MovesElements() && Moved(group->second->operand(0));
  }
  // Whether an elementwise kernel reads tables and computes nothing else: each result it writes is
  // Moved, and none is f16 (converted from f32 as it is stored). Where the CPU's gathers are slow, its
  // loops stay scalar (kReadsTablesAttribute).
  bool OnlyMovesEntries() const {
    auto written = [&](const Op* op) {
      return Moved(op->result(0)) && ElementOf(op->result(0)) != ElementType::kF16;
    };
    return !spec_.tables.empty() && written(spec_.ops.back()) && std::ranges::all_of(spec_.outputs, written);
  }
  // Where an elementwise kernel writes several results an iteration, inserted into one vector of
  // kPackedBytes: the number of them, else 0. A kernel whose one result is a table's, which it only
  // moves (a bf16 chain from its input: a lone GELU), and streamed, where the CPU reads entries one by
  // one, is bound by its instructions: two loads an element, and the stores. Each entry loaded into
  // its lane (vpinsrw from memory) and one streaming store for each 16 bytes write the line without
  // reading it first, with an instruction an element fewer than 64-bit words packed by shifts and ors.
  static constexpr int kPackedBytes = 16;
  int PackedLanes() const {
    const Op& root = *spec_.ops.back();
    if (!entries_one_by_one_ || !through_cache_ || !flat_ || !spec_.outputs.empty() ||
        !tables_.count(root.result(0)) || !OnlyMovesEntries())
      return 0;
    const int bits = ElementStorageBytes(root.result(0)->type().storage_element()) * 8;
    return bits <= 32 ? kPackedBytes * 8 / bits : 0;
  }

  void StoreElement(const Value* v, llvm::Value* base, llvm::Value* linear, llvm::Value* value) {
    llvm::StoreInst* store =
        b_.CreateStore(RawElement(v, value), b_.CreateGEP(StorageType(ElementOf(v)), base, linear));
    InLoopGroup(store);
  }
  // What `v`'s storage holds for its computed value `value`, of its storage type.
  llvm::Value* RawElement(const Value* v, llvm::Value* value) {
    const ElementType e = ElementOf(v);
    llvm::Value* raw = value;
    if (e == ElementType::kF16) raw = b_.CreateFPTrunc(value, b_.getHalfTy());
    // A bf16 value is held in f32 already rounded to bf16 (rounded after each op that rounds, exact bits
    // from loads and constants): its high half is the value, NaN payloads included.
    if (e == ElementType::kBF16)
      raw = b_.CreateTrunc(b_.CreateLShr(b_.CreateBitCast(value, b_.getInt32Ty()), 16), b_.getInt16Ty());
    if (e == ElementType::kI1) raw = b_.CreateZExt(value, b_.getInt8Ty());
    return raw;
  }

  // ---- Values ----------------------------------------------------------------------------------
  llvm::Value* Linearize(std::span<const int64_t> dims, const Index& index) {
    if (flat_) return index.empty() ? b_.getInt64(0) : index[0];
    auto strides = Strides(dims);
    llvm::Value* linear = b_.getInt64(0);
    for (size_t d = 0; d < dims.size(); ++d)
      if (dims[d] != 1) linear = b_.CreateAdd(linear, b_.CreateMul(index[d], b_.getInt64(strides[d])));
    return linear;
  }
  Index Delinearize(std::span<const int64_t> dims, llvm::Value* linear) {
    Index index(dims.size());
    for (int d = static_cast<int>(dims.size()) - 1; d >= 0; --d) {
      index[d] = d == 0 ? linear : b_.CreateURem(linear, b_.getInt64(dims[d]));
      if (d > 0) linear = b_.CreateUDiv(linear, b_.getInt64(dims[d]));
    }
    return index;
  }

  // The index into a reshape's operand (dimensions `in`) of the element at `index` of its result
  // (dimensions `out`). The dimensions fall into groups whose sizes multiply to the same number on both
  // sides ([7, 768] and [1, 7, 12, 64]: {7} and {1, 7}, {768} and {12, 64}); each operand index is
  // computed from its group's result indices alone, so that a dimension that only splits or merges
  // needs no division and the innermost index stays the loop's own (which the vectorizer needs).
  Index ReshapeIndex(std::span<const int64_t> in, std::span<const int64_t> out, const Index& index) {
    Index sub(in.size());
    size_t i = 0, o = 0;
    while (i < in.size() || o < out.size()) {
      const size_t i0 = i, o0 = o;
      int64_t in_size = 1, out_size = 1;
      if (i < in.size()) in_size *= in[i++];
      if (o < out.size()) out_size *= out[o++];
      while (in_size != out_size) {
        if (in_size < out_size && i < in.size()) {
          in_size *= in[i++];
        } else if (out_size < in_size && o < out.size()) {
          out_size *= out[o++];
        } else {
          // Sizes that never meet (an empty tensor): the whole index at once.
          return Delinearize(in, Linearize(out, index));
        }
      }
      llvm::Value* linear = b_.getInt64(0);
      int64_t stride = 1;
      for (size_t d = o; d-- > o0;) {
        if (out[d] != 1) linear = b_.CreateAdd(linear, b_.CreateMul(index[d], b_.getInt64(stride)));
        stride *= out[d];
      }
      for (size_t d = i; d-- > i0;) {
        sub[d] = d == i0 ? linear : b_.CreateURem(linear, b_.getInt64(in[d]));
        if (d > i0) linear = b_.CreateUDiv(linear, b_.getInt64(in[d]));
      }
    }
    return sub;
  }

  // The value of `v` at `index` (one i64 per dimension of v; in flat mode the linear index).
  llvm::Value* Compute(const Value* v, const Index& index) {
    auto scalar = scalars_.find(v);
    if (scalar != scalars_.end()) return scalar->second;
    auto key = std::make_pair(v, index);
    auto cached = cache_.find(key);
    if (cached != cache_.end()) return cached->second;
    llvm::Value* result = nullptr;
    auto group = in_group_.find(v);
    if (auto table = tables_.find(v); table != tables_.end()) {
      result = ReadTable(*table->second, Compute(table->second->index, index));
    } else if (group == in_group_.end()) {
      result = LoadElement(v, operand_ptrs_[operand_index_.at(v)], Linearize(v->type().dims(), index));
    } else {
      result = ComputeOp(*group->second, index);
    }
    cache_.emplace(std::move(key), result);
    return result;
  }

  // The entry of `table` that the computed value `key` of its index selects, as the computed value of
  // the table's value.
  llvm::Value* ReadTable(const LookupTable& table, llvm::Value* key) {
    llvm::LoadInst* entry = b_.CreateLoad(b_.getInt32Ty(), EntryAddress(table, key));
    InLoopGroup(entry);
    const ElementType to = ElementOf(table.value);
    if (IsFloat(to)) return b_.CreateBitCast(entry, b_.getFloatTy());
    return b_.CreateTrunc(entry, ComputeType(to));
  }
  // The storage bits of the entry of `table` that `key` selects, loaded as the result holds them: a
  // bf16 entry's high half, an integer's low bytes, an f32 entry whole (not f16, widened to f32).
  llvm::Value* LoadEntryBits(const LookupTable& table, llvm::Value* key) {
    const ElementType to = ElementOf(table.value);
    HLX_CHECK(to != ElementType::kF16);
    const int bytes = ElementStorageBytes(to);
    const bool high = to == ElementType::kBF16;
    const int offset = module_.getDataLayout().isLittleEndian() == high ? 4 - bytes : 0;
    llvm::LoadInst* bits =
        b_.CreateLoad(b_.getIntNTy(bytes * 8),
                      b_.CreateConstInBoundsGEP1_64(b_.getInt8Ty(), EntryAddress(table, key), offset));
    InLoopGroup(bits);
    return bits;
  }
  // The address of the entry of `table` that the computed value `key` of its index selects. The table
  // is the external constant `table.symbol`, which the kernel library defines at the entries' address
  // (so that the IR, and its dumps, do not hold them).
  llvm::Value* EntryAddress(const LookupTable& table, llvm::Value* key) {
    const ElementType from = ElementOf(table.index);
    llvm::Value* bits = key;
    if (from == ElementType::kBF16) {
      bits = b_.CreateLShr(b_.CreateBitCast(key, b_.getInt32Ty()), 16);
    } else if (from == ElementType::kF16) {
      bits = b_.CreateBitCast(b_.CreateFPTrunc(key, b_.getHalfTy()), b_.getInt16Ty());
    }
    // A 32-bit position (a table has at most 2^16 entries): gathers of 32-bit indices take 8 entries
    // an instruction on AVX2, where 64-bit ones take 4.
    llvm::Value* position = b_.CreateZExt(bits, b_.getInt32Ty());
    llvm::GlobalVariable* global = module_.getNamedGlobal(table.symbol);
    if (!global) {
      auto* type = llvm::ArrayType::get(b_.getInt32Ty(), table.entries->size());
      global = new llvm::GlobalVariable(module_, type, /*isConstant=*/true,
                                        llvm::GlobalValue::ExternalLinkage, nullptr, table.symbol);
      global->setAlignment(llvm::Align(4));
    }
    return b_.CreateInBoundsGEP(b_.getInt32Ty(), global, position);
  }

  llvm::Value* ComputeOp(const Op& op, const Index& index) {
    const ElementType out = ElementOf(op.result(0));
    auto arg = [&](int i) { return Compute(op.operand(i), index); };
    // The op's f32 result rounded to a narrow `out`: its operands are values of that type (math_ir.h).
    auto rounded = [&](llvm::Value* x) { return IsNarrowFloat(out) ? math_.RoundResultTo(out, x) : x; };
    const bool is_float = IsFloat(out);
    const bool is_unsigned = IsUnsigned(out) || IsBool(out);
    auto is_double = [](llvm::Value* x) { return x->getType()->isDoubleTy(); };
    switch (op.kind()) {
      case OpKind::kAdd:
        if (IsBool(out)) return b_.CreateOr(arg(0), arg(1));
        return is_float ? rounded(b_.CreateFAdd(arg(0), arg(1))) : b_.CreateAdd(arg(0), arg(1));
      case OpKind::kSubtract:
        return is_float ? rounded(b_.CreateFSub(arg(0), arg(1))) : b_.CreateSub(arg(0), arg(1));
      case OpKind::kMultiply:
        if (IsBool(out)) return b_.CreateAnd(arg(0), arg(1));
        return is_float ? rounded(b_.CreateFMul(arg(0), arg(1))) : b_.CreateMul(arg(0), arg(1));
      case OpKind::kDivide:
        if (is_float) return rounded(b_.CreateFDiv(arg(0), arg(1)));
        return math_.IntegerDivide(out, arg(0), arg(1), /*remainder=*/false);
      case OpKind::kRemainder:
        if (is_float) return rounded(math_.FloatRemainder(arg(0), arg(1)));
        return math_.IntegerDivide(out, arg(0), arg(1), /*remainder=*/true);
      case OpKind::kPower: {
        if (!is_float) return math_.IntegerPower(out, arg(0), arg(1));
        // f32 from the f64 result, rounded once more (within 1 ULP).
        llvm::Value* x = arg(0);
        if (x->getType()->isDoubleTy()) return math_.F64Pow(x, arg(1));
        llvm::Value* d =
            math_.F64Pow(b_.CreateFPExt(x, b_.getDoubleTy()), b_.CreateFPExt(arg(1), b_.getDoubleTy()));
        return rounded(b_.CreateFPTrunc(d, x->getType()));
      }
      case OpKind::kMaximum:
        if (is_float) return math_.FloatMinMax(llvm::Intrinsic::maximum, out, arg(0), arg(1));
        return math_.Intrinsic(is_unsigned ? llvm::Intrinsic::umax : llvm::Intrinsic::smax, {arg(0), arg(1)});
      case OpKind::kMinimum:
        if (is_float) return math_.FloatMinMax(llvm::Intrinsic::minimum, out, arg(0), arg(1));
        return math_.Intrinsic(is_unsigned ? llvm::Intrinsic::umin : llvm::Intrinsic::smin, {arg(0), arg(1)});
      case OpKind::kNegate:
        return is_float ? b_.CreateFNeg(arg(0)) : b_.CreateNeg(arg(0));
      case OpKind::kAbs:
        if (is_float) return math_.Intrinsic(llvm::Intrinsic::fabs, {arg(0)});
        if (is_unsigned) return arg(0);
        return b_.CreateIntrinsic(llvm::Intrinsic::abs, {arg(0)->getType()}, {arg(0), b_.getFalse()});
      case OpKind::kSign: {
        llvm::Value* x = arg(0);
        if (is_float) {
          llvm::Type* t = x->getType();
          llvm::Value* one = llvm::ConstantFP::get(t, 1.0);
          llvm::Value* s = b_.CreateSelect(b_.CreateFCmpOGT(x, llvm::ConstantFP::get(t, 0.0)), one,
                                           llvm::ConstantFP::get(t, -1.0));
          // NaN and zeros are their own sign.
          return b_.CreateSelect(b_.CreateFCmpUEQ(x, llvm::ConstantFP::get(t, 0.0)), x,
                                 b_.CreateSelect(b_.CreateFCmpUNO(x, x), x, s));
        }
        if (is_unsigned)
          return b_.CreateZExt(b_.CreateICmpNE(x, llvm::ConstantInt::get(x->getType(), 0)), x->getType());
        llvm::Value* lo =
            math_.Intrinsic(llvm::Intrinsic::smax, {x, llvm::ConstantInt::getSigned(x->getType(), -1)});
        return math_.Intrinsic(llvm::Intrinsic::smin, {lo, llvm::ConstantInt::get(x->getType(), 1)});
      }
      case OpKind::kSqrt:
        return rounded(math_.Intrinsic(llvm::Intrinsic::sqrt, {arg(0)}));
      case OpKind::kRsqrt: {
        // In double, rounded once, as the evaluator computes it.
        llvm::Value* x = arg(0);
        llvm::Type* t = x->getType();
        llvm::Value* d = b_.CreateFPExt(x, b_.getDoubleTy());
        llvm::Value* r = b_.CreateFDiv(llvm::ConstantFP::get(b_.getDoubleTy(), 1.0),
                                       math_.Intrinsic(llvm::Intrinsic::sqrt, {d}));
        return rounded(t->isDoubleTy() ? r : b_.CreateFPTrunc(r, t));
      }
      case OpKind::kFloor:
        return math_.Intrinsic(llvm::Intrinsic::floor, {arg(0)});
      case OpKind::kCeil:
        return math_.Intrinsic(llvm::Intrinsic::ceil, {arg(0)});
      case OpKind::kRoundNearestEven:
        return math_.Intrinsic(llvm::Intrinsic::roundeven, {arg(0)});
      case OpKind::kRoundNearestAfz:
        return math_.Intrinsic(llvm::Intrinsic::round, {arg(0)});
      case OpKind::kLogistic:
        return is_double(arg(0)) ? math_.F64Logistic(arg(0)) : rounded(math_.FloatLogistic(arg(0)));
      case OpKind::kExponential:
        return is_double(arg(0)) ? math_.F64Exp(arg(0)) : rounded(math_.FloatExp(arg(0)));
      case OpKind::kLog:
        return is_double(arg(0)) ? math_.F64Log(arg(0)) : rounded(math_.FloatLog(arg(0)));
      case OpKind::kTanh:
        return is_double(arg(0)) ? math_.F64Tanh(arg(0)) : rounded(math_.FloatTanh(arg(0)));
      case OpKind::kSine:
        return is_double(arg(0)) ? math_.DoubleTrigonometric(Trig::kSin, arg(0))
                                 : rounded(math_.FloatTrigonometric(Trig::kSin, arg(0)));
      case OpKind::kCosine:
        return is_double(arg(0)) ? math_.DoubleTrigonometric(Trig::kCos, arg(0))
                                 : rounded(math_.FloatTrigonometric(Trig::kCos, arg(0)));
      case OpKind::kTan:
        return is_double(arg(0)) ? math_.DoubleTrigonometric(Trig::kTan, arg(0))
                                 : rounded(math_.FloatTrigonometric(Trig::kTan, arg(0)));
      case OpKind::kExponentialMinusOne:
        return is_double(arg(0)) ? math_.F64Expm1(arg(0)) : rounded(math_.FloatExpm1(arg(0)));
      case OpKind::kLogPlusOne:
        return is_double(arg(0)) ? math_.F64Log1p(arg(0)) : rounded(math_.FloatLog1p(arg(0)));
      case OpKind::kChloErf:
        return is_double(arg(0)) ? math_.F64ErfErfc(arg(0)).first : rounded(math_.FloatErf(arg(0)));
      case OpKind::kChloErfc:
        return is_double(arg(0)) ? math_.F64ErfErfc(arg(0)).second : rounded(math_.FloatErfc(arg(0)));
      case OpKind::kChloErfInv:
        return is_double(arg(0)) ? math_.F64ErfInv(arg(0)) : rounded(math_.FloatErfInv(arg(0)));
      case OpKind::kChloLgamma:
        return rounded(math_.FloatLgamma(arg(0)));
      case OpKind::kChloDigamma:
        return rounded(math_.FloatDigamma(arg(0)));
      case OpKind::kCbrt: {
        // f32 from the f64 result, rounded once more (within 1 ULP).
        llvm::Value* x = arg(0);
        if (x->getType()->isDoubleTy()) return math_.F64Cbrt(x);
        return rounded(b_.CreateFPTrunc(math_.F64Cbrt(b_.CreateFPExt(x, b_.getDoubleTy())), x->getType()));
      }
      case OpKind::kAtan2: {
        // f32 from the f64 result, rounded once more (within 1 ULP).
        llvm::Value* y = arg(0);
        llvm::Value* x = arg(1);
        if (y->getType()->isDoubleTy()) return math_.F64Atan2(y, x);
        llvm::Value* d =
            math_.F64Atan2(b_.CreateFPExt(y, b_.getDoubleTy()), b_.CreateFPExt(x, b_.getDoubleTy()));
        return rounded(b_.CreateFPTrunc(d, y->getType()));
      }
      case OpKind::kAnd:
        return b_.CreateAnd(arg(0), arg(1));
      case OpKind::kOr:
        return b_.CreateOr(arg(0), arg(1));
      case OpKind::kXor:
        return b_.CreateXor(arg(0), arg(1));
      case OpKind::kNot:
        return b_.CreateNot(arg(0));
      case OpKind::kPopulationCount:
        return math_.Intrinsic(llvm::Intrinsic::ctpop, {arg(0)});
      case OpKind::kCountLeadingZeros:
        return math_.Intrinsic(llvm::Intrinsic::ctlz, {arg(0), b_.getFalse()});  // of 0: the width
      case OpKind::kIsFinite: {
        llvm::Value* x = arg(0);
        return b_.CreateFCmpOLT(math_.Intrinsic(llvm::Intrinsic::fabs, {x}),
                                llvm::ConstantFP::getInfinity(x->getType()));
      }
      case OpKind::kBitcastConvert:
        // Of the same width and neither f16 nor bf16 (CanEmit): the computed value holds the bits.
        return b_.CreateBitCast(arg(0), ComputeType(out));
      case OpKind::kShiftLeft:
      case OpKind::kShiftRightArithmetic:
      case OpKind::kShiftRightLogical: {
        llvm::Value* x = arg(0);
        llvm::Value* n = arg(1);
        llvm::Type* t = x->getType();
        llvm::Value* too_far = b_.CreateICmpUGE(n, llvm::ConstantInt::get(t, BitsOf(out)));
        llvm::Value* safe = b_.CreateSelect(too_far, llvm::ConstantInt::get(t, 0), n);
        if (op.kind() == OpKind::kShiftLeft)
          return b_.CreateSelect(too_far, llvm::ConstantInt::get(t, 0), b_.CreateShl(x, safe));
        if (op.kind() == OpKind::kShiftRightLogical)
          return b_.CreateSelect(too_far, llvm::ConstantInt::get(t, 0), b_.CreateLShr(x, safe));
        return b_.CreateAShr(x, b_.CreateSelect(too_far, llvm::ConstantInt::get(t, BitsOf(out) - 1), n));
      }
      case OpKind::kCompare:
        return EmitCompare(op, arg(0), arg(1));
      case OpKind::kSelect:
        return b_.CreateSelect(arg(0), arg(1), arg(2));
      case OpKind::kClamp: {
        llvm::Value* lo = arg(0);
        llvm::Value* x = arg(1);
        llvm::Value* hi = arg(2);
        if (is_float)
          return math_.FloatMinMax(llvm::Intrinsic::minimum, out,
                                   math_.FloatMinMax(llvm::Intrinsic::maximum, out, x, lo), hi);
        llvm::Value* v =
            math_.Intrinsic(is_unsigned ? llvm::Intrinsic::umax : llvm::Intrinsic::smax, {x, lo});
        return math_.Intrinsic(is_unsigned ? llvm::Intrinsic::umin : llvm::Intrinsic::smin, {v, hi});
      }
      case OpKind::kConvert:
        return EmitConvert(ElementOf(op.operand(0)), out, arg(0));
      case OpKind::kIota: {
        llvm::Value* i = IndexAlong(op, index, op.attr("iota_dimension").int_value());
        return EmitConvert(ElementType::kSI64, out, i);
      }
      case OpKind::kBroadcastInDim: {
        Type in = op.operand(0)->type();
        auto bdims = IntList(op, "broadcast_dimensions");
        Index sub(in.rank());
        for (int64_t d = 0; d < in.rank(); ++d) sub[d] = in.dims()[d] == 1 ? b_.getInt64(0) : index[bdims[d]];
        return Compute(op.operand(0), sub);
      }
      case OpKind::kReshape:
        if (flat_) return Compute(op.operand(0), index);
        return Compute(op.operand(0),
                       ReshapeIndex(op.operand(0)->type().dims(), op.result(0)->type().dims(), index));
      case OpKind::kTranspose: {
        auto perm = IntList(op, "permutation");
        Index sub(perm.size());
        for (size_t d = 0; d < perm.size(); ++d) sub[perm[d]] = index[d];
        return Compute(op.operand(0), sub);
      }
      case OpKind::kReverse: {
        Index sub = index;
        auto in = op.operand(0)->type().dims();
        for (int64_t d : IntList(op, "dimensions")) sub[d] = b_.CreateSub(b_.getInt64(in[d] - 1), index[d]);
        return Compute(op.operand(0), sub);
      }
      case OpKind::kSlice: {
        auto start = IntList(op, "start_indices");
        auto strides = IntList(op, "strides");
        Index sub(index.size());
        for (size_t d = 0; d < index.size(); ++d) {
          const int64_t stride = strides.empty() ? 1 : strides[d];
          sub[d] = b_.CreateAdd(b_.getInt64(start[d]), b_.CreateMul(index[d], b_.getInt64(stride)));
        }
        return Compute(op.operand(0), sub);
      }
      case OpKind::kDynamicSlice: {
        auto in = op.operand(0)->type().dims();
        auto sizes = IntList(op, "slice_sizes");
        Index sub(index.size());
        for (size_t d = 0; d < index.size(); ++d) {
          const Value* start_value = op.operand(static_cast<int>(d) + 1);
          llvm::Value* s = EmitConvert(ElementOf(start_value), ElementType::kSI64, Compute(start_value, {}));
          s = math_.Intrinsic(llvm::Intrinsic::smax, {s, b_.getInt64(0)});
          s = math_.Intrinsic(llvm::Intrinsic::smin, {s, b_.getInt64(in[d] - sizes[d])});
          sub[d] = b_.CreateAdd(s, index[d]);
        }
        return Compute(op.operand(0), sub);
      }
      case OpKind::kConcatenate: {
        const int64_t dim = op.attr("dimension").int_value();
        llvm::Value* result = nullptr;
        int64_t offset = 0;
        for (int j = 0; j < op.num_operands(); ++j) {
          const int64_t size = op.operand(j)->type().dims()[dim];
          if (size == 0) continue;
          Index sub = index;
          llvm::Value* local = b_.CreateSub(index[dim], b_.getInt64(offset));
          llvm::Value* clamped = math_.Intrinsic(llvm::Intrinsic::smax, {local, b_.getInt64(0)});
          sub[dim] = math_.Intrinsic(llvm::Intrinsic::smin, {clamped, b_.getInt64(size - 1)});
          llvm::Value* v = Compute(op.operand(j), sub);
          result = result ? b_.CreateSelect(b_.CreateICmpSGE(local, b_.getInt64(0)), v, result) : v;
          offset += size;
        }
        return result;
      }
      case OpKind::kPad: {
        auto lo = IntList(op, "edge_padding_low");
        auto interior = IntList(op, "interior_padding");
        auto in = op.operand(0)->type().dims();
        llvm::Value* inside = b_.getTrue();
        Index sub(index.size());
        for (size_t d = 0; d < index.size(); ++d) {
          const int64_t step = (interior.empty() ? 0 : interior[d]) + 1;
          llvm::Value* t = b_.CreateSub(index[d], b_.getInt64(lo[d]));
          llvm::Value* q = b_.CreateSDiv(t, b_.getInt64(step));
          inside = b_.CreateAnd(inside, b_.CreateICmpSGE(t, b_.getInt64(0)));
          inside = b_.CreateAnd(inside, b_.CreateICmpSLT(q, b_.getInt64(in[d])));
          if (step > 1)
            inside =
                b_.CreateAnd(inside, b_.CreateICmpEQ(b_.CreateSRem(t, b_.getInt64(step)), b_.getInt64(0)));
          llvm::Value* clamped = math_.Intrinsic(llvm::Intrinsic::smax, {q, b_.getInt64(0)});
          sub[d] =
              math_.Intrinsic(llvm::Intrinsic::smin, {clamped, b_.getInt64(std::max<int64_t>(in[d] - 1, 0))});
        }
        if (op.operand(0)->type().NumElements() == 0) return Compute(op.operand(1), {});
        return b_.CreateSelect(inside, Compute(op.operand(0), sub), Compute(op.operand(1), {}));
      }
      // KernelDomain gives these none: CanEmit keeps them out of kernels.
      case OpKind::kReduce:
      case OpKind::kReduceWindow:
        HLX_OPS_WITHOUT_KERNEL
        break;
    }
    HLX_UNREACHABLE(op.name());
  }

  // The index along dimension `dim` of the op's result (in flat mode, recovered from the linear index).
  llvm::Value* IndexAlong(const Op& op, const Index& index, int64_t dim) {
    if (!flat_) return index[dim];
    return Delinearize(op.result(0)->type().dims(), index[0])[dim];
  }

  llvm::Value* EmitCompare(const Op& op, llvm::Value* a, llvm::Value* b) {
    const auto dir = static_cast<ComparisonDirection>(op.attr("comparison_direction").enum_value());
    const ElementType e = ElementOf(op.operand(0));
    if (IsFloat(e)) {
      switch (dir) {
        case ComparisonDirection::EQ:
          return b_.CreateFCmpOEQ(a, b);
        case ComparisonDirection::NE:
          return b_.CreateFCmpUNE(a, b);
        case ComparisonDirection::GE:
          return b_.CreateFCmpOGE(a, b);
        case ComparisonDirection::GT:
          return b_.CreateFCmpOGT(a, b);
        case ComparisonDirection::LE:
          return b_.CreateFCmpOLE(a, b);
        case ComparisonDirection::LT:
          return b_.CreateFCmpOLT(a, b);
      }
    }
    Attr type_attr = op.attr("compare_type");
    const bool is_unsigned =
        IsUnsigned(e) || IsBool(e) ||
        (type_attr && static_cast<ComparisonType>(type_attr.enum_value()) == ComparisonType::UNSIGNED);
    switch (dir) {
      case ComparisonDirection::EQ:
        return b_.CreateICmpEQ(a, b);
      case ComparisonDirection::NE:
        return b_.CreateICmpNE(a, b);
      case ComparisonDirection::GE:
        return is_unsigned ? b_.CreateICmpUGE(a, b) : b_.CreateICmpSGE(a, b);
      case ComparisonDirection::GT:
        return is_unsigned ? b_.CreateICmpUGT(a, b) : b_.CreateICmpSGT(a, b);
      case ComparisonDirection::LE:
        return is_unsigned ? b_.CreateICmpULE(a, b) : b_.CreateICmpSLE(a, b);
      case ComparisonDirection::LT:
        return is_unsigned ? b_.CreateICmpULT(a, b) : b_.CreateICmpSLT(a, b);
    }
    HLX_UNREACHABLE("comparison direction");
  }

  // `x` (in the compute type of `from`) converted as the evaluator converts it.
  llvm::Value* EmitConvert(ElementType from, ElementType to, llvm::Value* x) {
    llvm::Type* t = ComputeType(to);
    if (IsFloat(from) && IsFloat(to)) {
      llvm::Value* r = x->getType() == t ? x
                       : t->isDoubleTy() ? b_.CreateFPExt(x, t)
                                         : b_.CreateFPTrunc(x, t);
      return IsNarrowFloat(to) ? math_.RoundTo(to, r) : r;
    }
    if (IsFloat(from)) {
      if (IsBool(to)) return b_.CreateFCmpONE(x, llvm::ConstantFP::get(x->getType(), 0.0));
      return SaturatingFloatToInt(x, IsUnsigned(to), BitsOf(to), t);
    }
    const bool from_unsigned = IsUnsigned(from) || IsBool(from);
    if (IsFloat(to) && IsNarrowFloat(to) && BitsOf(from) > 16)
      return NarrowFromWideInteger(to, from_unsigned, x);
    if (IsFloat(to)) {
      llvm::Value* r = from_unsigned ? b_.CreateUIToFP(x, t) : b_.CreateSIToFP(x, t);
      return IsNarrowFloat(to) ? math_.RoundTo(to, r) : r;
    }
    if (IsBool(to)) return b_.CreateICmpNE(x, llvm::ConstantInt::get(x->getType(), 0));
    const unsigned from_bits = x->getType()->getIntegerBitWidth(), to_bits = t->getIntegerBitWidth();
    if (to_bits == from_bits) return x;
    if (to_bits < from_bits) return b_.CreateTrunc(x, t);
    return from_unsigned ? b_.CreateZExt(x, t) : b_.CreateSExt(x, t);
  }

  // `x` (f32 or f64) to the integer type `t` of `bits` bits as llvm.fpto[su]i.sat converts it (NaN to 0,
  // out-of-range values to the nearest bound), written out in compares and selects around a plain
  // conversion: LLVM 19 turns the intrinsic into one scalar conversion per lane, this into a handful of
  // vector instructions. The bounds are powers of two, exact in either float type: values at or above
  // 2^bits (2^(bits-1) if signed) become the largest integer, values below the least are raised to it,
  // and the plain conversion only sees values it is defined for (narrow types convert through i32).
  llvm::Value* SaturatingFloatToInt(llvm::Value* x, bool is_unsigned, int bits, llvm::Type* t) {
    llvm::Type* f = x->getType();
    const int magnitude_bits = is_unsigned ? bits : bits - 1;
    llvm::Value* least = llvm::ConstantFP::get(f, is_unsigned ? 0.0 : -std::ldexp(1.0, magnitude_bits));
    llvm::Value* too_big = b_.CreateFCmpOGE(x, llvm::ConstantFP::get(f, std::ldexp(1.0, magnitude_bits)));
    llvm::Value* bad = b_.CreateOr(b_.CreateFCmpUNO(x, x), too_big);
    llvm::Value* raised = b_.CreateSelect(b_.CreateFCmpOLT(x, least), least, x);
    llvm::Value* in_range = b_.CreateSelect(bad, llvm::ConstantFP::get(f, 0.0), raised);
    llvm::Value* converted;
    if (bits < 32) {
      converted = b_.CreateTrunc(b_.CreateFPToSI(in_range, b_.getInt32Ty()), t);
    } else {
      converted = is_unsigned ? b_.CreateFPToUI(in_range, t) : b_.CreateFPToSI(in_range, t);
    }
    const llvm::APInt largest =
        is_unsigned ? llvm::APInt::getMaxValue(bits) : llvm::APInt::getSignedMaxValue(bits);
    return b_.CreateSelect(too_big, llvm::ConstantInt::get(t, largest), converted);
  }

  // An integer of 17 to 32 bits (`x`) to bf16 or f16 (held in f32), rounded once, half to even, as the
  // evaluator rounds it: the magnitude is rounded to the narrow type's significand bits in integer
  // arithmetic, which f32 then holds exactly (through f32 directly, a wide integer would round twice).
  llvm::Value* NarrowFromWideInteger(ElementType to, bool from_unsigned, llvm::Value* x) {
    llvm::Type* i64 = b_.getInt64Ty();
    auto c = [&](int64_t v) { return llvm::ConstantInt::get(i64, v); };
    llvm::Value* v = from_unsigned ? b_.CreateZExt(x, i64) : b_.CreateSExt(x, i64);
    llvm::Value* negative = b_.CreateICmpSLT(v, c(0));
    llvm::Value* magnitude = b_.CreateSelect(negative, b_.CreateNeg(v), v);
    const int64_t significand = to == ElementType::kBF16 ? 8 : 11;
    llvm::Value* width =
        b_.CreateSub(c(64), b_.CreateIntrinsic(llvm::Intrinsic::ctlz, {i64}, {magnitude, b_.getFalse()}));
    llvm::Value* shift =
        b_.CreateIntrinsic(llvm::Intrinsic::smax, {i64}, {b_.CreateSub(width, c(significand)), c(0)});
    llvm::Value* kept = b_.CreateLShr(magnitude, shift);
    llvm::Value* rest = b_.CreateAnd(magnitude, b_.CreateSub(b_.CreateShl(c(1), shift), c(1)));
    // Half of the last kept bit's weight (0 when nothing is dropped, so that nothing rounds up).
    llvm::Value* half = b_.CreateLShr(b_.CreateShl(c(1), shift), c(1));
    llvm::Value* up = b_.CreateOr(
        b_.CreateICmpUGT(rest, half),
        b_.CreateAnd(b_.CreateICmpEQ(rest, half), b_.CreateICmpNE(b_.CreateAnd(kept, c(1)), c(0))));
    up = b_.CreateAnd(up, b_.CreateICmpNE(shift, c(0)));
    llvm::Value* rounded = b_.CreateShl(b_.CreateAdd(kept, b_.CreateZExt(up, i64)), shift);
    llvm::Value* f =
        b_.CreateSIToFP(b_.CreateSelect(negative, b_.CreateNeg(rounded), rounded), b_.getFloatTy());
    return math_.RoundTo(to, f);
  }

  llvm::LLVMContext& ctx_;
  llvm::Module& module_;
  const KernelSpec& spec_;
  llvm::IRBuilder<> b_;
  MathIr math_;                          // the math library's functions, emitted through b_
  const bool entries_one_by_one_;        // the CPU's gathers are slow: table entries are loaded one by one
  llvm::Function* const through_cache_;  // a streaming kernel's twin, for results not aligned
  llvm::Function* fn_ = nullptr;
  bool flat_ = false;
  llvm::MDNode* access_group_ = nullptr;  // the loads and stores of the loop being emitted, when parallel
  std::unordered_map<const Value*, const Op*> in_group_;
  std::unordered_map<const Value*, int> operand_index_;
  std::vector<llvm::Value*> operand_ptrs_;
  std::unordered_map<const Value*, llvm::Value*> scalars_;
  std::unordered_map<const Value*, const LookupTable*> tables_;  // the values the kernel reads from tables
  std::map<std::pair<const Value*, Index>, llvm::Value*> cache_;
};

}  // namespace

std::string KernelSignature(const KernelSpec& spec) {
  std::unordered_map<const Value*, std::string> names;
  for (size_t i = 0; i < spec.operands.size(); ++i)
    names[spec.operands[i]] = "$" + std::to_string(i) + ":" + spec.operands[i]->type().ToString() +
                              (IsUniform(spec.operands[i]) ? ":uniform" : "");
  std::string text;
  for (size_t i = 0; i < spec.ops.size(); ++i) {
    const Op& op = *spec.ops[i];
    names[op.result(0)] = "%" + std::to_string(i);
    text += op.name();
    for (Value* v : op.operands()) text += " " + names.at(v);
    for (const NamedAttr& attr : op.attrs()) text += " " + attr.name + "=" + PrintAttr(attr.value);
    if (op.kind() == OpKind::kReduce || op.kind() == OpKind::kReduceWindow)
      text += std::string(" combines with ") + ReduceCombiner(op)->name();
    text += " -> " + op.result(0)->type().ToString() + ";";
  }
  for (const Op* op : spec.outputs) text += " writes " + names.at(op->result(0)) + ";";
  for (const LookupTable& table : spec.tables)
    text +=
        " reads " + names.at(table.value) + " by " + names.at(table.index) + " from @" + table.symbol + ";";
  return text;
}

bool IsUniform(const Value* v) {
  if (v->type().IsTensor() && v->type().HasStaticShape() && v->type().NumElements() == 1) return true;
  const Op* def = v->defining_op();
  if (!def || def->kind() != OpKind::kConstant) return false;
  Attr value = def->attr("value");
  return value.Is(AttrKind::kDenseElements) && value.dense_is_splat();
}

// Whether `op` only moves complex elements (a select, reshape, broadcast, transpose, reverse, slice,
// dynamic slice, concatenation or pad of complex values): kernels move them as integers of their width
// (ComputeType, StorageType), which no arithmetic ever sees. The other operands (a select's predicate,
// a dynamic slice's indices) are of the types kernels take.
bool MovesComplex(const Op& op) {
  constexpr OpKind kMoves[] = {OpKind::kSelect,       OpKind::kReshape,     OpKind::kBroadcastInDim,
                               OpKind::kTranspose,    OpKind::kReverse,     OpKind::kSlice,
                               OpKind::kDynamicSlice, OpKind::kConcatenate, OpKind::kPad};
  if (std::find(std::begin(kMoves), std::end(kMoves), op.kind()) == std::end(kMoves)) return false;
  auto complex = [](Type t) {
    return t.IsTensor() && t.HasStaticShape() && t.element_type().IsElement() &&
           IsComplex(t.element_type().element());
  };
  if (!complex(op.result(0)->type())) return false;
  for (const Value* v : op.operands())
    if (!complex(v->type()) && !SupportedType(v->type())) return false;
  return true;
}

bool CanEmit(const Op& op) {
  if (op.kind() == OpKind::kReduceWindow) {
    // One input of a static shape, one body kernels compute, a window of positive sizes and strides.
    return op.num_operands() == 2 && op.num_results() == 1 && SupportedType(op.operand(0)->type()) &&
           SupportedType(op.operand(1)->type()) && SupportedType(op.result(0)->type()) &&
           op.operand(0)->type().HasStaticShape() && op.result(0)->type().NumElements() > 0 &&
           ReduceCombiner(op) != nullptr && GetPositiveWindow(op).has_value();
  }
  if (op.kind() == OpKind::kReduce) {
    // One input whose body kernels compute (the init value is read as a scalar).
    return op.num_results() == 1 && SupportedType(op.operand(0)->type()) &&
           SupportedType(op.operand(1)->type()) && SupportedType(op.result(0)->type()) &&
           ReduceCombiner(op) != nullptr;
  }
  if (op.num_results() != 1 || op.num_regions() != 0) return false;
  if (MovesComplex(op)) return true;
  for (Value* v : op.operands())
    if (!SupportedType(v->type())) return false;
  if (!SupportedType(op.result(0)->type())) return false;
  const ElementType out = ElementOf(op.result(0));
  const Domain domain = KernelDomain(op.kind());
  if (domain == Domain::kNone) return false;
  if (domain == Domain::kFloat && !IsFloat(out)) return false;
  if (domain == Domain::kInteger && IsFloat(out)) return false;
  // lgamma and digamma are f32 code (bf16 and f16 through it); f64 runs on the evaluator.
  if ((op.kind() == OpKind::kChloLgamma || op.kind() == OpKind::kChloDigamma) && out == ElementType::kF64)
    return false;
  if (op.kind() == OpKind::kPopulationCount || op.kind() == OpKind::kCountLeadingZeros) return !IsBool(out);
  if (op.kind() == OpKind::kIsFinite) return IsFloat(ElementOf(op.operand(0)));
  if (op.kind() == OpKind::kBitcastConvert) {
    // One element for one, whose bits the computed value holds: f16 and bf16 are computed in f32, where
    // a signaling NaN's bits would not survive the round trip.
    const ElementType in = ElementOf(op.operand(0));
    return op.operand(0)->type().rank() == op.result(0)->type().rank() && BitsOf(in) == BitsOf(out) &&
           !IsBool(in) && !IsBool(out) && !IsNarrowFloat(in) && !IsNarrowFloat(out);
  }
  if (op.kind() == OpKind::kCompare) {
    Attr type = op.attr("compare_type");
    return !type || static_cast<ComparisonType>(type.enum_value()) != ComparisonType::TOTALORDER;
  }
  if (op.kind() == OpKind::kConvert) {
    // Conversions that would round twice through f32 are left to the evaluator (integers of up to 32
    // bits round once: NarrowFromWideInteger).
    const ElementType in = ElementOf(op.operand(0));
    return !(IsNarrowFloat(out) && (in == ElementType::kF64 || (!IsFloat(in) && BitsOf(in) > 32)));
  }
  return true;
}

llvm::Function* EmitKernel(llvm::LLVMContext& ctx, llvm::Module& module, const KernelSpec& spec,
                           const std::string& name, KernelShape* shape, bool stream_result,
                           bool entries_one_by_one) {
  if (!stream_result) return KernelEmitter(ctx, module, spec, entries_one_by_one).Emit(name, shape);
  llvm::Function* through_cache =
      KernelEmitter(ctx, module, spec, entries_one_by_one).Emit(name + ".through_cache", shape);
  through_cache->setLinkage(llvm::GlobalValue::InternalLinkage);
  return KernelEmitter(ctx, module, spec, entries_one_by_one, through_cache).Emit(name, shape);
}

int64_t ResultBytes(const KernelSpec& spec) {
  int64_t bytes = 0;
  auto add = [&](const Op* op) {
    const Type type = op->result(0)->type();
    bytes += type.NumElements() * ElementStorageBytes(type.storage_element());
  };
  add(spec.ops.back());
  for (const Op* op : spec.outputs) add(op);
  return bytes;
}

bool StreamStores(llvm::Function& f, llvm::AssumptionCache& assumptions,
                  const llvm::DominatorTree& dominators) {
  const llvm::DataLayout& layout = f.getParent()->getDataLayout();
  bool streamed = false;
  for (llvm::BasicBlock& block : f)
    for (llvm::Instruction& inst : block) {
      auto* store = llvm::dyn_cast<llvm::StoreInst>(&inst);
      if (!store || store->isVolatile()) continue;
      llvm::Type* type = store->getValueOperand()->getType();
      const uint64_t bytes = layout.getTypeStoreSize(type);
      // Vectors (movntps and its kin) and 64-bit words (movnti).
      if (type->isVectorTy() ? bytes < 16 || !llvm::isPowerOf2_64(bytes) : !type->isIntegerTy(64)) continue;
      const llvm::Align known = std::max(
          store->getAlign(),
          llvm::getKnownAlignment(store->getPointerOperand(), layout, store, &assumptions, &dominators));
      if (known.value() < bytes) continue;
      store->setAlignment(std::max(store->getAlign(), known));
      store->setMetadata(
          llvm::LLVMContext::MD_nontemporal,
          llvm::MDNode::get(f.getContext(), {llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(
                                                llvm::Type::getInt32Ty(f.getContext()), 1))}));
      streamed = true;
    }
  if (!streamed) return false;
  // Non-temporal stores are weakly ordered: without the fence, a thread told by a plain store that the
  // kernel is done could read the result before it reached memory.
  for (llvm::BasicBlock& block : f)
    if (auto* ret = llvm::dyn_cast<llvm::ReturnInst>(block.getTerminator()))
      llvm::IRBuilder<>(ret).CreateIntrinsic(llvm::Intrinsic::x86_sse_sfence, {}, {});
  return true;
}

#undef HLX_OPS_WITHOUT_KERNEL

}  // namespace hlx::cpu
