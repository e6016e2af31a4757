// The evaluator's driver: frames of values, blocks and branches, the op dispatch table, the
// dequantize-compute-quantize wrapper, simulated processes and their rendezvous, and the ops that are
// about structure rather than data (constants, tuples, control flow, calls, custom calls, annotations).
#include "interp/evaluator.h"

#include <algorithm>
#include <condition_variable>
#include <cstring>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <unordered_map>

#include "interp/kernels.h"
#include "interp/scalar_region.h"
#include "support/check.h"

namespace hlx {

Status EvalContext::OpError(const Op& op, std::string_view message) const {
  return InvalidArgument(module().Where(op.loc()) + ": error: '" + op.name() + "' op " +
                         std::string(message));
}

namespace {

// How the evaluator runs one op kind: the implementation, and whether it runs on dequantized values when
// its operands or results are quantized.
struct Impl {
  Results (*fn)(const OpCall&) = nullptr;
  bool on_dequantized = false;
};

// Terminators and ops that only structure a module have no implementation: the block runner handles
// them.
Impl LookupImpl(OpKind kind) {
  switch (kind) {
    case OpKind::kAbs:
      return {EvalAbs, true};
    case OpKind::kCbrt:
      return {EvalCbrt, true};
    case OpKind::kCeil:
      return {EvalCeil, true};
    case OpKind::kCountLeadingZeros:
      return {EvalCountLeadingZeros, true};
    case OpKind::kCosine:
      return {EvalCosine, true};
    case OpKind::kExponential:
      return {EvalExponential, true};
    case OpKind::kExponentialMinusOne:
      return {EvalExponentialMinusOne, true};
    case OpKind::kFloor:
      return {EvalFloor, true};
    case OpKind::kImag:
      return {EvalImag, true};
    case OpKind::kIsFinite:
      return {EvalIsFinite, true};
    case OpKind::kLog:
      return {EvalLog, true};
    case OpKind::kLogPlusOne:
      return {EvalLogPlusOne, true};
    case OpKind::kLogistic:
      return {EvalLogistic, true};
    case OpKind::kNegate:
      return {EvalNegate, true};
    case OpKind::kNot:
      return {EvalNot, true};
    case OpKind::kPopulationCount:
      return {EvalPopulationCount, true};
    case OpKind::kReal:
      return {EvalReal, true};
    case OpKind::kRoundNearestAfz:
      return {EvalRoundNearestAfz, true};
    case OpKind::kRoundNearestEven:
      return {EvalRoundNearestEven, true};
    case OpKind::kRsqrt:
      return {EvalRsqrt, true};
    case OpKind::kSign:
      return {EvalSign, true};
    case OpKind::kSine:
      return {EvalSine, true};
    case OpKind::kSqrt:
      return {EvalSqrt, true};
    case OpKind::kTan:
      return {EvalTan, true};
    case OpKind::kTanh:
      return {EvalTanh, true};
    case OpKind::kConvert:
      return {EvalConvert, true};
    case OpKind::kReducePrecision:
      return {EvalReducePrecision, true};
    case OpKind::kAdd:
      return {EvalAdd, true};
    case OpKind::kAnd:
      return {EvalAnd, true};
    case OpKind::kAtan2:
      return {EvalAtan2, true};
    case OpKind::kComplex:
      return {EvalComplexOp, true};
    case OpKind::kDivide:
      return {EvalDivide, true};
    case OpKind::kMaximum:
      return {EvalMaximum, true};
    case OpKind::kMinimum:
      return {EvalMinimum, true};
    case OpKind::kMultiply:
      return {EvalMultiply, true};
    case OpKind::kOr:
      return {EvalOr, true};
    case OpKind::kPower:
      return {EvalPower, true};
    case OpKind::kRemainder:
      return {EvalRemainder, true};
    case OpKind::kShiftLeft:
      return {EvalShiftLeft, true};
    case OpKind::kShiftRightArithmetic:
      return {EvalShiftRightArithmetic, true};
    case OpKind::kShiftRightLogical:
      return {EvalShiftRightLogical, true};
    case OpKind::kSubtract:
      return {EvalSubtract, true};
    case OpKind::kXor:
      return {EvalXor, true};
    case OpKind::kCompare:
      return {EvalCompare, true};
    case OpKind::kClamp:
      return {EvalClamp, true};
    case OpKind::kSelect:
      return {EvalSelect, true};
    case OpKind::kBitcastConvert:
      return {EvalBitcastConvert, false};
    case OpKind::kUniformQuantize:
      return {EvalUniformQuantize, false};
    case OpKind::kUniformDequantize:
      return {EvalUniformDequantize, false};
    case OpKind::kConstant:
    case OpKind::kArithConstant:
    case OpKind::kSdyConstant:
      return {EvalConstant, false};
    case OpKind::kIota:
      return {EvalIota, true};
    case OpKind::kDynamicIota:
      return {EvalDynamicIota, true};
    case OpKind::kReshape:
      return {EvalReshape, true};
    case OpKind::kDynamicReshape:
      return {EvalDynamicReshape, true};
    case OpKind::kBroadcast:
      return {EvalBroadcast, true};
    case OpKind::kBroadcastInDim:
      return {EvalBroadcastInDim, true};
    case OpKind::kDynamicBroadcastInDim:
      return {EvalDynamicBroadcastInDim, true};
    case OpKind::kTranspose:
      return {EvalTranspose, true};
    case OpKind::kReverse:
      return {EvalReverse, true};
    case OpKind::kSlice:
      return {EvalSlice, true};
    case OpKind::kDynamicSlice:
      return {EvalDynamicSlice, true};
    case OpKind::kRealDynamicSlice:
      return {EvalRealDynamicSlice, true};
    case OpKind::kDynamicUpdateSlice:
      return {EvalDynamicUpdateSlice, true};
    case OpKind::kConcatenate:
      return {EvalConcatenate, true};
    case OpKind::kPad:
      return {EvalPad, true};
    case OpKind::kDynamicPad:
      return {EvalDynamicPad, true};
    case OpKind::kGetDimensionSize:
      return {EvalGetDimensionSize, false};
    case OpKind::kGather:
      return {EvalGather, true};
    case OpKind::kDynamicGather:
      return {EvalDynamicGather, true};
    case OpKind::kScatter:
      return {EvalScatter, true};
    case OpKind::kSort:
      return {EvalSort, true};
    case OpKind::kTuple:
      return {EvalTuple, false};
    case OpKind::kGetTupleElement:
      return {EvalGetTupleElement, false};
    case OpKind::kDot:
      return {EvalDot, true};
    case OpKind::kDotGeneral:
      return {EvalDotGeneral, true};
    case OpKind::kEinsum:
      return {EvalEinsum, true};
    case OpKind::kUnaryEinsum:
      return {EvalUnaryEinsum, true};
    case OpKind::kConvolution:
      return {EvalConvolution, true};
    case OpKind::kDynamicConv:
      return {EvalDynamicConv, true};
    case OpKind::kReduce:
      return {EvalReduce, true};
    case OpKind::kReduceWindow:
      return {EvalReduceWindow, true};
    case OpKind::kSelectAndScatter:
      return {EvalSelectAndScatter, true};
    case OpKind::kMap:
      return {EvalMap, true};
    case OpKind::kTorchIndexSelect:
      return {EvalTorchIndexSelect, true};
    case OpKind::kWhile:
      return {EvalWhile, false};
    case OpKind::kIf:
      return {EvalIf, false};
    case OpKind::kCase:
      return {EvalCase, false};
    case OpKind::kOptimizationBarrier:
      return {EvalOptimizationBarrier, false};
    case OpKind::kComposite:
      return {EvalComposite, false};
    case OpKind::kCustomCall:
      return {EvalCustomCall, false};
    case OpKind::kFft:
      return {EvalFft, true};
    case OpKind::kRng:
      return {EvalRng, true};
    case OpKind::kRngBitGenerator:
      return {EvalRngBitGenerator, false};
    case OpKind::kTriangularSolve:
      return {EvalTriangularSolve, true};
    case OpKind::kCholesky:
      return {EvalCholesky, true};
    case OpKind::kBatchNormTraining:
      return {EvalBatchNormTraining, true};
    case OpKind::kBatchNormInference:
      return {EvalBatchNormInference, true};
    case OpKind::kBatchNormGrad:
      return {EvalBatchNormGrad, true};
    case OpKind::kAllGather:
      return {EvalAllGather, true};
    case OpKind::kAllReduce:
      return {EvalAllReduce, true};
    case OpKind::kReduceScatter:
      return {EvalReduceScatter, true};
    case OpKind::kAllToAll:
      return {EvalAllToAll, true};
    case OpKind::kCollectivePermute:
      return {EvalCollectivePermute, true};
    case OpKind::kCollectiveBroadcast:
      return {EvalCollectiveBroadcast, true};
    case OpKind::kCollectiveReduce:
      return {EvalCollectiveReduce, true};
    case OpKind::kReplicaId:
      return {EvalReplicaId, false};
    case OpKind::kPartitionId:
      return {EvalPartitionId, false};
    case OpKind::kAfterAll:
      return {EvalAfterAll, false};
    case OpKind::kCreateToken:
      return {EvalCreateToken, false};
    case OpKind::kInfeed:
      return {EvalInfeed, false};
    case OpKind::kOutfeed:
      return {EvalOutfeed, false};
    case OpKind::kSend:
      return {EvalSend, false};
    case OpKind::kRecv:
      return {EvalRecv, false};
    case OpKind::kChloAcos:
      return {EvalChloAcos, true};
    case OpKind::kChloAcosh:
      return {EvalChloAcosh, true};
    case OpKind::kChloAsin:
      return {EvalChloAsin, true};
    case OpKind::kChloAsinh:
      return {EvalChloAsinh, true};
    case OpKind::kChloAtan:
      return {EvalChloAtan, true};
    case OpKind::kChloAtanh:
      return {EvalChloAtanh, true};
    case OpKind::kChloBesselI1e:
      return {EvalChloBesselI1e, true};
    case OpKind::kChloConj:
      return {EvalChloConj, true};
    case OpKind::kChloCosh:
      return {EvalChloCosh, true};
    case OpKind::kChloDigamma:
      return {EvalChloDigamma, true};
    case OpKind::kChloErf:
      return {EvalChloErf, true};
    case OpKind::kChloErfInv:
      return {EvalChloErfInv, true};
    case OpKind::kChloErfc:
      return {EvalChloErfc, true};
    case OpKind::kChloIsInf:
      return {EvalChloIsInf, true};
    case OpKind::kChloIsNegInf:
      return {EvalChloIsNegInf, true};
    case OpKind::kChloIsPosInf:
      return {EvalChloIsPosInf, true};
    case OpKind::kChloLgamma:
      return {EvalChloLgamma, true};
    case OpKind::kChloSinh:
      return {EvalChloSinh, true};
    case OpKind::kChloSquare:
      return {EvalChloSquare, true};
    case OpKind::kChloTan:
      return {EvalChloTan, true};
    case OpKind::kChloMulhi:
      return {EvalChloMulhi, true};
    case OpKind::kChloNextAfter:
      return {EvalChloNextAfter, true};
    case OpKind::kChloPolygamma:
      return {EvalChloPolygamma, true};
    case OpKind::kChloZeta:
      return {EvalChloZeta, true};
    case OpKind::kChloTopK:
      return {EvalChloTopK, true};
    case OpKind::kChloRaggedDot:
      return {EvalChloRaggedDot, true};
    case OpKind::kChloScan:
      return {EvalChloScan, false};
    case OpKind::kFuncCall:
      return {EvalFuncCall, false};
    case OpKind::kTensorExtract:
      return {EvalTensorExtract, false};
    case OpKind::kSdyShardingConstraint:
      return {EvalSdyShardingConstraint, false};
    case OpKind::kSdyManualComputation:
      return {EvalSdyManualComputation, false};
    case OpKind::kCheckExpectEq:
      return {EvalCheckExpectEq, false};
    case OpKind::kCheckExpectEqConst:
      return {EvalCheckExpectEqConst, false};
    case OpKind::kCheckExpectAlmostEq:
      return {EvalCheckExpectAlmostEq, false};
    case OpKind::kCheckExpectAlmostEqConst:
      return {EvalCheckExpectAlmostEqConst, false};
    case OpKind::kCheckExpectClose:
      return {EvalCheckExpectClose, false};
    case OpKind::kCheckExpectSerializedEq:
      return {EvalCheckExpectSerializedEq, false};
    case OpKind::kInterpreterRunParallel:
      return {EvalInterpreterRunParallel, false};
    case OpKind::kInterpreterProbe:
      return {EvalInterpreterProbe, false};
    case OpKind::kInterpreterPrint:
      return {EvalInterpreterPrint, false};
    // Handled by the block runner, or not executable.
    case OpKind::kCfBr:
    case OpKind::kCfCondBr:
      return {nullptr, false};
    case OpKind::kReturn:
    case OpKind::kFuncReturn:
    case OpKind::kSdyReturn:
    case OpKind::kFunc:
    case OpKind::kSdyMesh:
      return {nullptr, false};
  }
  return {};
}

const Impl& ImplFor(OpKind kind) {
  static const std::vector<Impl> table = [] {
    std::vector<Impl> t(kNumOpKinds);
    for (int k = 0; k < kNumOpKinds; ++k) t[k] = LookupImpl(static_cast<OpKind>(k));
    return t;
  }();
  return table[static_cast<int>(kind)];
}

}  // namespace

Results EvalElementwise(const OpCall& c) {
  if (c.op.info().family != OpFamily::kElementwise) return c.Error("is not an elementwise op");
  return ImplFor(c.op.kind()).fn(c);
}

namespace {

// Where a value's tensor lives while a region runs: `up` frames above the frame of the region that reads
// it (0: that frame), at `slot`. `up` is -1 for a value no enclosing region defines.
struct SlotRef {
  int up;
  int slot;
};

// What the evaluator needs to run one op without hashing: where its operands are, where its results
// go, and which slots of its block hold values dead after it.
struct OpPlan {
  std::vector<SlotRef> operands;
  std::vector<int> results;
  std::vector<int> dead_after;
};

struct BlockPlan {
  std::vector<int> args;
  std::vector<OpPlan> ops;
};

// The slots of every region of a module: each value defined in a region (block arguments and op
// results of all its blocks) gets a slot in that region's frame, and each block lists per op the slots
// that die after it, so tensors are freed after their last use.
class Plan {
 public:
  explicit Plan(const Module& module) {
    for (const auto& op : module.body().ops()) {
      if (op->kind() == OpKind::kFunc) funcs_.emplace(FuncName(*op), op.get());
      AddRegions(*op);
    }
  }
  // The func.func named `name`, or null; calls find their callee here rather than scanning the module.
  const Op* Func(std::string_view name) const {
    auto it = funcs_.find(std::string(name));
    return it == funcs_.end() ? nullptr : it->second;
  }
  int NumSlots(const Region* region) const { return num_slots_.at(region); }
  int Slot(const Value* value) const { return slot_.at(value); }
  const BlockPlan& ForBlock(const Block* block) const { return blocks_.at(block); }

 private:
  void AddRegions(const Op& op) {
    for (int r = 0; r < op.num_regions(); ++r) AddRegion(*op.region(r));
  }
  static const Region* RegionOf(const Value* v) {
    const Block* b = v->owner_block() ? v->owner_block() : v->defining_op()->parent_block();
    return b ? b->parent() : nullptr;
  }
  // The op of `block` that is or contains `user`; null when `user` is outside `block`.
  static const Op* AncestorIn(const Block* block, const Op* user) {
    while (user && user->parent_block() != block) user = user->parent_op();
    return user;
  }
  void AddRegion(const Region& region) {
    int& count = num_slots_[&region];
    for (int b = 0; b < region.num_blocks(); ++b) {
      const Block& block = *region.block(b);
      for (int a = 0; a < block.num_args(); ++a) slot_[block.arg(a)] = count++;
      for (const auto& op : block.ops())
        for (int r = 0; r < op->num_results(); ++r) slot_[op->result(r)] = count++;
    }
    for (int b = 0; b < region.num_blocks(); ++b) AddBlock(region, *region.block(b));
  }
  void AddBlock(const Region& region, const Block& block) {
    BlockPlan& plan = blocks_[&block];
    plan.ops.resize(block.ops().size());
    std::unordered_map<const Op*, size_t> position;
    for (size_t i = 0; i < block.ops().size(); ++i) position[block.ops()[i].get()] = i;
    // A value used only inside this block dies after the op that (directly or in a region) uses it last.
    auto add_value = [&](const Value* v, size_t defined_at) {
      size_t last = defined_at;
      for (const Op* user : v->users()) {
        const Op* ancestor = AncestorIn(&block, user);
        if (!ancestor) return;  // used in another block of the region: kept to the end
        last = std::max(last, position.at(ancestor));
      }
      if (!plan.ops.empty()) plan.ops[last].dead_after.push_back(slot_.at(v));
    };
    for (int a = 0; a < block.num_args(); ++a) {
      plan.args.push_back(slot_.at(block.arg(a)));
      add_value(block.arg(a), 0);
    }
    for (size_t i = 0; i < block.ops().size(); ++i) {
      const Op& op = *block.ops()[i];
      OpPlan& op_plan = plan.ops[i];
      for (const Value* v : op.operands()) {
        // Count the regions between this block's region and the one defining v.
        SlotRef ref{-1, 0};
        const Region* r = &region;
        for (int up = 0; r; ++up) {
          if (r == RegionOf(v)) {
            ref = {up, slot_.at(v)};
            break;
          }
          const Op* owner = r->parent_op();
          r = owner && owner->parent_block() ? owner->parent_block()->parent() : nullptr;
        }
        op_plan.operands.push_back(ref);
      }
      for (int r = 0; r < op.num_results(); ++r) {
        op_plan.results.push_back(slot_.at(op.result(r)));
        add_value(op.result(r), i);
      }
      AddRegions(op);
    }
  }
  std::unordered_map<std::string, const Op*> funcs_;
  std::unordered_map<const Value*, int> slot_;
  std::unordered_map<const Region*, int> num_slots_;
  std::unordered_map<const Block*, BlockPlan> blocks_;
};

// The tensors of one region invocation, by slot; reads of outer values go up the parent chain.
struct Frame {
  const Frame* parent = nullptr;
  std::vector<Tensor> slots;

  const Tensor* Find(SlotRef ref) const {
    const Frame* f = this;
    for (int i = 0; i < ref.up && f; ++i) f = f->parent;
    if (ref.up < 0 || !f || !f->slots[ref.slot]) return nullptr;
    return &f->slots[ref.slot];
  }
};

// The rendezvous of `num_processes` threads. When every process still running waits for a meeting
// that cannot complete (the others finished or wait elsewhere), the rendezvous aborts instead of hanging.
class LocalRendezvous : public Rendezvous {
 public:
  explicit LocalRendezvous(int64_t num_processes) : num_processes_(num_processes) {}

  StatusOr<std::vector<Tensor>> Exchange(const std::string& key, int64_t process,
                                         std::span<const int64_t> group, Tensor contribution) override {
    std::unique_lock<std::mutex> lock(mutex_);
    const int64_t sequence = sequence_[{key, process}]++;
    SlotKey slot_key{key, sequence, std::vector<int64_t>(group.begin(), group.end())};
    Slot& slot = slots_[slot_key];
    slot.contributions[process] = std::move(contribution);
    if (slot.contributions.size() == group.size()) {
      blocked_ -= static_cast<int64_t>(group.size()) - 1;
      cv_.notify_all();
    } else {
      ++blocked_;
      AbortIfStuck(key);
      cv_.wait(lock, [&] { return !aborted_.ok() || slot.contributions.size() == group.size(); });
    }
    if (!aborted_.ok()) return aborted_;
    std::vector<Tensor> all;
    for (int64_t p : group) {
      auto it = slot.contributions.find(p);
      if (it == slot.contributions.end())
        return Internal("collective group lists process " + std::to_string(p) + " twice");
      all.push_back(it->second);
    }
    if (++slot.taken == static_cast<int64_t>(group.size())) slots_.erase(slot_key);
    return all;
  }
  void Abort(const Status& status) override {
    std::lock_guard<std::mutex> lock(mutex_);
    if (aborted_.ok()) aborted_ = status.ok() ? Internal("aborted") : status;
    cv_.notify_all();
  }
  // Called by each process when it has finished.
  void Finished() {
    std::lock_guard<std::mutex> lock(mutex_);
    ++finished_;
    AbortIfStuck("");
  }

 private:
  void AbortIfStuck(const std::string& key) {
    if (blocked_ == 0 || blocked_ + finished_ < num_processes_ || !aborted_.ok()) return;
    aborted_ = InvalidArgument("error: every running process waits at a collective or channel" +
                               (key.empty() ? std::string() : " (" + key + ")") +
                               " for processes that never arrive");
    cv_.notify_all();
  }

  using SlotKey = std::tuple<std::string, int64_t, std::vector<int64_t>>;
  struct Slot {
    std::map<int64_t, Tensor> contributions;
    int64_t taken = 0;
  };
  const int64_t num_processes_;
  std::mutex mutex_;
  std::condition_variable cv_;
  Status aborted_;
  int64_t blocked_ = 0;   // processes waiting for a meeting that has not completed
  int64_t finished_ = 0;  // processes that have returned
  std::map<std::pair<std::string, int64_t>, int64_t> sequence_;
  std::map<SlotKey, Slot> slots_;
};

// What all processes of one run share.
struct Shared {
  const Module& module;
  const EvalOptions& options;
  const Plan& plan;
  std::mutex mutex;  // guards checks
  CheckReport checks;
};

// The infeed of one group of processes: functions whose results the infeed ops receive, in order.
struct InfeedQueue {
  std::mutex mutex;
  std::vector<std::string> functions;
  size_t next = 0;
};

constexpr int kMaxCallDepth = 512;

class Process : public EvalContext {
 public:
  Process(Shared& shared, Rendezvous* rendezvous, InfeedQueue* infeed, int64_t replica, int64_t partition,
          int64_t num_replicas, int64_t num_partitions)
      : shared_(shared),
        rendezvous_(rendezvous),
        infeed_(infeed),
        replica_(replica),
        partition_(partition),
        num_replicas_(num_replicas),
        num_partitions_(num_partitions) {}

  const Module& module() const override { return shared_.module; }
  const EvalOptions& options() const override { return shared_.options; }
  int64_t replica_id() const override { return replica_; }
  int64_t partition_id() const override { return partition_; }
  int64_t num_replicas() const override { return num_replicas_; }
  int64_t num_partitions() const override { return num_partitions_; }
  Rendezvous* rendezvous() const override { return rendezvous_; }
  std::ostream* print_stream() const override { return shared_.options.print_stream; }

  void ReportCheck(const Op& op, bool passed, const std::string& detail) override {
    std::lock_guard<std::mutex> lock(shared_.mutex);
    if (passed) {
      ++shared_.checks.passed;
    } else {
      shared_.checks.failures.push_back(module().Where(op.loc()) + ": '" + op.name() + "' failed: " + detail);
    }
  }

  StatusOr<std::vector<Tensor>> RunRegion(const Region& region, std::span<const Tensor> args) override {
    return RunBlocks(region, args, current_frame_);
  }

  StatusOr<std::vector<Tensor>> CallFunction(const Op& caller, std::string_view name,
                                             std::span<const Tensor> args) override {
    const Op* func = shared_.plan.Func(name);
    if (!func) return OpError(caller, "calls @" + std::string(name) + ", which the module does not define");
    Block& body = FuncBody(*func);
    if (body.num_args() != static_cast<int>(args.size()))
      return OpError(caller, "passes " + std::to_string(args.size()) + " arguments to @" + std::string(name) +
                                 ", which takes " + std::to_string(body.num_args()));
    if (depth_ >= kMaxCallDepth)
      return OpError(caller, "calls nest deeper than " + std::to_string(kMaxCallDepth) + " levels");
    ++depth_;
    const Frame* saved = current_frame_;
    current_frame_ = nullptr;  // a function sees only its arguments
    auto results = RunBlocks(*func->region(0), args, nullptr);
    current_frame_ = saved;
    --depth_;
    return results;
  }

  StatusOr<std::vector<std::vector<Tensor>>> RunParallel(const Op& op, std::span<const std::string> functions,
                                                         std::span<const std::vector<Tensor>> args,
                                                         int64_t num_replicas, int64_t num_partitions,
                                                         std::span<const std::string> infeed) override;

  StatusOr<std::vector<Tensor>> NextInfeed(const Op& op) override {
    std::string function;
    {
      if (!infeed_) return OpError(op, "has no infeed to read");
      std::lock_guard<std::mutex> lock(infeed_->mutex);
      if (infeed_->next >= infeed_->functions.size()) return OpError(op, "reads past the end of the infeed");
      function = infeed_->functions[infeed_->next++];
    }
    return CallFunction(op, function, {});
  }

  void Probe(const std::string& id, const Tensor& value) override { (*probes_)[id].push_back(value); }
  const std::vector<Tensor>* Probed(const std::string& id) const override {
    auto it = probes_->find(id);
    return it == probes_->end() ? nullptr : &it->second;
  }

  // Runs `func`'s body as this process's entry function.
  StatusOr<std::vector<Tensor>> RunEntry(const Op& func, std::span<const Tensor> args) {
    return RunBlocks(*func.region(0), args, nullptr);
  }

  // Runs the elementwise `op` on `args` of one shape, `dims`, which its results take instead of their own.
  StatusOr<std::vector<Tensor>> RunElementwise(const Op& op, std::span<const Tensor> args,
                                               std::span<const int64_t> dims) {
    result_dims_ = &dims;
    auto results = Apply(op, std::vector<Tensor>(args.begin(), args.end()));
    result_dims_ = nullptr;
    return results;
  }

  // Records and reads interpreter.probe values in `probes` instead of this process's own.
  void UseProbes(std::map<std::string, std::vector<Tensor>>* probes) { probes_ = probes; }

  // Runs one op of a function body with `args`; `captured` fills the slots of the function's frame that
  // the op's regions read.
  StatusOr<std::vector<Tensor>> RunOp(const Op& op, std::span<const Tensor> args,
                                      std::span<const std::pair<const Value*, Tensor>> captured) {
    Frame frame;
    if (op.num_regions() > 0 && op.parent_block()) {
      frame.slots.resize(shared_.plan.NumSlots(op.parent_block()->parent()));
      for (const auto& [value, tensor] : captured) frame.slots[shared_.plan.Slot(value)] = tensor;
    }
    current_frame_ = &frame;
    auto results = Apply(op, std::vector<Tensor>(args.begin(), args.end()));
    current_frame_ = nullptr;
    return results;
  }

 private:
  StatusOr<std::vector<Tensor>> RunBlocks(const Region& region, std::span<const Tensor> args,
                                          const Frame* parent);
  Status ExecuteOp(const Op& op, const OpPlan& plan, Frame& frame);
  // Runs `op` on `args` (dequantizing and quantizing around it where its implementation asks).
  StatusOr<std::vector<Tensor>> Apply(const Op& op, std::vector<Tensor> args);
  StatusOr<std::vector<Tensor>> Operands(const Op& op, const OpPlan& plan, const Frame& frame, int first,
                                         int count);

  Shared& shared_;
  Rendezvous* rendezvous_;
  InfeedQueue* infeed_;
  std::map<std::string, std::vector<Tensor>> own_probes_;
  std::map<std::string, std::vector<Tensor>>* probes_ = &own_probes_;
  int64_t replica_, partition_, num_replicas_, num_partitions_;
  const Frame* current_frame_ = nullptr;
  const std::span<const int64_t>* result_dims_ = nullptr;  // RunElementwise's shape
  int depth_ = 0;
};

StatusOr<std::vector<Tensor>> Process::Operands(const Op& op, const OpPlan& plan, const Frame& frame,
                                                int first, int count) {
  std::vector<Tensor> values;
  values.reserve(count);
  for (int i = first; i < first + count; ++i) {
    const Tensor* t = frame.Find(plan.operands[i]);
    if (!t) return OpError(op, "reads operand #" + std::to_string(i) + " before it has a value");
    values.push_back(*t);
  }
  return values;
}

bool IsReturn(OpKind k) {
  return k == OpKind::kReturn || k == OpKind::kFuncReturn || k == OpKind::kSdyReturn;
}

StatusOr<std::vector<Tensor>> Process::RunBlocks(const Region& region, std::span<const Tensor> args,
                                                 const Frame* parent) {
  if (region.empty()) return InvalidArgument(module().source_name() + ": error: an empty region cannot run");
  Frame frame;
  frame.parent = parent;
  frame.slots.resize(shared_.plan.NumSlots(&region));
  const Block* block = region.front();
  std::vector<Tensor> block_args(args.begin(), args.end());
  while (true) {
    if (block->num_args() != static_cast<int>(block_args.size())) {
      const Op* owner = region.parent_op();
      return InvalidArgument(module().Where(owner ? owner->loc() : SourceLoc{}) + ": error: a block of " +
                             std::to_string(block->num_args()) + " arguments is entered with " +
                             std::to_string(block_args.size()) + " values");
    }
    const BlockPlan& plan = shared_.plan.ForBlock(block);
    for (int a = 0; a < block->num_args(); ++a) frame.slots[plan.args[a]] = std::move(block_args[a]);
    const Block* next = nullptr;
    for (size_t i = 0; i < block->ops().size() && !next; ++i) {
      const Op& op = *block->ops()[i];
      const OpPlan& op_plan = plan.ops[i];
      if (IsReturn(op.kind())) return Operands(op, op_plan, frame, 0, op.num_operands());
      if (op.kind() == OpKind::kCfBr || op.kind() == OpKind::kCfCondBr) {
        int successor = 0;
        if (op.kind() == OpKind::kCfCondBr) {
          const Tensor* cond = frame.Find(op_plan.operands[0]);
          if (!cond) return OpError(op, "reads its condition before it has a value");
          successor = LoadInt(cond->element(), cond->data()) ? 0 : 1;
        }
        HLX_ASSIGN_OR_RETURN(block_args, Operands(op, op_plan, frame, op.successor_operand_start(successor),
                                                  op.successor_operand_count(successor)));
        next = op.successor(successor);
        continue;
      }
      const Frame* saved = current_frame_;
      current_frame_ = &frame;
      Status status = ExecuteOp(op, op_plan, frame);
      current_frame_ = saved;
      HLX_RETURN_IF_ERROR(status);
      for (int slot : op_plan.dead_after) frame.slots[slot] = Tensor();
    }
    if (!next) {
      const Op* owner = region.parent_op();
      return InvalidArgument(module().Where(owner ? owner->loc() : SourceLoc{}) +
                             ": error: a block ends without a terminator");
    }
    block = next;
  }
}

// The expressed-type twin of a type whose elements are quantized; other types as they are.
Type ExpressedType(TypeContext& types, Type t) {
  if (!t.IsTensor() || !t.element_type().IsQuant()) return t;
  return types.Tensor(t.dims(), types.Element(t.element_type().quant().expressed));
}

// The storage-type twin of a type whose elements are quantized; other types as they are.
Type StorageType(TypeContext& types, Type t) {
  if (!t.IsTensor() || !t.element_type().IsQuant()) return t;
  return types.Tensor(t.dims(), types.Element(t.element_type().quant().storage));
}

// Whether `op` only moves, copies or drops elements of its operands and every quantized operand and
// result has the same per-tensor quantized element type (a pad's padding value included); a gather's
// and a dynamic_slice's index operands are integers.
bool MovesStorage(const Op& op) {
  int moved = op.num_operands();  // the operands whose elements it moves
  switch (op.kind()) {
    case OpKind::kReshape:
    case OpKind::kBroadcast:
    case OpKind::kBroadcastInDim:
    case OpKind::kTranspose:
    case OpKind::kReverse:
    case OpKind::kSlice:
    case OpKind::kConcatenate:
    case OpKind::kPad:
      break;
    case OpKind::kGather:
    case OpKind::kDynamicSlice:
      moved = 1;
      break;
    default:
      return false;
  }
  Type element;
  auto same = [&element](Type t) {
    if (!t.IsTensor() || !t.element_type().IsQuant()) return false;
    if (t.element_type().quant().quantized_dimension >= 0) return false;
    if (!element) element = t.element_type();
    return t.element_type() == element;
  };
  for (int i = 0; i < op.num_operands(); ++i)
    if (i < moved ? !same(op.operand(i)->type()) : op.operand(i)->type().element_type().IsQuant())
      return false;
  for (int r = 0; r < op.num_results(); ++r)
    if (!same(op.result(r)->type())) return false;
  return true;
}

// Whether a region of `op` takes quantized values (a reduction's body over quantized elements): the op
// then runs on the quantized values, and each op of the body on their dequantized values.
bool RegionsTakeQuantized(const Op& op) {
  for (int r = 0; r < op.num_regions(); ++r) {
    const Region& region = *op.region(r);
    if (region.empty()) continue;
    for (int a = 0; a < region.front()->num_args(); ++a) {
      Type t = region.front()->arg(a)->type();
      if (t.IsTensor() && t.element_type().IsQuant()) return true;
    }
  }
  return false;
}

}  // namespace

QuantizedRun HowQuantizedRuns(const Op& op) {
  if (!ImplFor(op.kind()).on_dequantized) return QuantizedRun::kOwn;
  bool quantized = false;
  for (Value* v : op.operands()) quantized |= v->type().IsTensor() && v->type().element_type().IsQuant();
  for (int r = 0; r < op.num_results(); ++r) {
    const Type t = op.result(r)->type();
    quantized |= t.IsTensor() && t.element_type().IsQuant();
  }
  if (!quantized) return QuantizedRun::kOwn;
  if (MovesStorage(op)) return QuantizedRun::kStorage;
  return RegionsTakeQuantized(op) ? QuantizedRun::kRegions : QuantizedRun::kDequantized;
}

namespace {

Status Process::ExecuteOp(const Op& op, const OpPlan& plan, Frame& frame) {
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> args, Operands(op, plan, frame, 0, op.num_operands()));
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> results, Apply(op, std::move(args)));
  for (int r = 0; r < op.num_results(); ++r) frame.slots[plan.results[r]] = std::move(results[r]);
  return Status::Ok();
}

StatusOr<std::vector<Tensor>> Process::Apply(const Op& op, std::vector<Tensor> args) {
  const Impl& impl = ImplFor(op.kind());
  if (!impl.fn) return OpError(op, "cannot be evaluated here");
  std::vector<Type> result_types;
  result_types.reserve(op.num_results());
  for (int r = 0; r < op.num_results(); ++r) {
    Type t = op.result(r)->type();
    if (result_dims_) t = types().Tensor(*result_dims_, t.element_type());
    if (t.IsTensor() && !t.HasStaticShape())
      return OpError(op, "has a result of dynamic type " + t.ToString() +
                             "; refine the program's shapes first (hlx opt --passes=refine-shapes)");
    result_types.push_back(t);
  }

  std::vector<Tensor> results;
  const QuantizedRun how = HowQuantizedRuns(op);
  if (how == QuantizedRun::kStorage) {
    // Every quantized operand and result has one per-tensor quantized element type: the op moves
    // elements, and dequantizing, moving and quantizing back gives the storage integers moved.
    std::vector<Type> storage_types;
    for (Tensor& a : args) a = a.Retyped(StorageType(types(), a.type()));
    for (Type t : result_types) storage_types.push_back(StorageType(types(), t));
    HLX_ASSIGN_OR_RETURN(results, impl.fn(OpCall{op, args, storage_types, *this}));
    for (size_t r = 0; r < results.size(); ++r) results[r] = results[r].Retyped(result_types[r]);
  } else if (how == QuantizedRun::kDequantized) {
    // The spec's dequantize_op_quantize: run the op on the expressed values.
    for (Tensor& a : args)
      if (a.type().IsTensor() && a.type().element_type().IsQuant())
        a = Dequantize(a, ExpressedType(types(), a.type()));
    std::vector<Type> expressed;
    for (Type t : result_types) expressed.push_back(ExpressedType(types(), t));
    HLX_ASSIGN_OR_RETURN(results, impl.fn(OpCall{op, args, expressed, *this}));
    for (size_t r = 0; r < results.size(); ++r)
      if (result_types[r] != expressed[r]) results[r] = Quantize(results[r], result_types[r]);
  } else {
    HLX_ASSIGN_OR_RETURN(results, impl.fn(OpCall{op, args, result_types, *this}));
  }
  if (static_cast<int>(results.size()) != op.num_results())
    return Internal(module().Where(op.loc()) + ": '" + op.name() + "' produced " +
                    std::to_string(results.size()) + " results instead of " +
                    std::to_string(op.num_results()));
  for (int r = 0; r < op.num_results(); ++r) {
    if (results[r].type() != result_types[r])
      return Internal(module().Where(op.loc()) + ": '" + op.name() + "' produced a result of type " +
                      results[r].type().ToString() + " instead of " + result_types[r].ToString());
  }
  return results;
}

// Runs one process per entry of `functions` (replica-major), each on its own thread when there are
// several, meeting in a fresh rendezvous.
StatusOr<std::vector<std::vector<Tensor>>> RunProcesses(Shared& shared, std::span<const Op* const> functions,
                                                        std::span<const std::vector<Tensor>> args,
                                                        int64_t num_replicas, int64_t num_partitions,
                                                        std::span<const std::string> infeed) {
  const size_t n = functions.size();
  std::vector<StatusOr<std::vector<Tensor>>> results(n, Internal("process did not run"));
  LocalRendezvous rendezvous(static_cast<int64_t>(n));
  InfeedQueue queue;
  queue.functions.assign(infeed.begin(), infeed.end());
  auto run = [&](size_t p) {
    Process process(shared, n > 1 ? &rendezvous : nullptr, &queue, static_cast<int64_t>(p) / num_partitions,
                    static_cast<int64_t>(p) % num_partitions, num_replicas, num_partitions);
    results[p] = process.RunEntry(*functions[p], args[p]);
    if (!results[p].ok()) rendezvous.Abort(results[p].status());
    rendezvous.Finished();
  };
  if (n == 1) {
    run(0);
  } else {
    std::vector<std::thread> threads;
    for (size_t p = 0; p < n; ++p) threads.emplace_back(run, p);
    for (auto& t : threads) t.join();
  }
  std::vector<std::vector<Tensor>> outputs;
  for (size_t p = 0; p < n; ++p) {
    if (!results[p].ok()) return results[p].status();
    outputs.push_back(std::move(results[p]).value());
  }
  return outputs;
}

StatusOr<std::vector<std::vector<Tensor>>> Process::RunParallel(const Op& op,
                                                                std::span<const std::string> functions,
                                                                std::span<const std::vector<Tensor>> args,
                                                                int64_t num_replicas, int64_t num_partitions,
                                                                std::span<const std::string> infeed) {
  std::vector<const Op*> funcs;
  for (const std::string& name : functions) {
    const Op* f = shared_.plan.Func(name);
    if (!f) return OpError(op, "runs @" + name + ", which the module does not define");
    funcs.push_back(f);
  }
  return RunProcesses(shared_, funcs, args, num_replicas, num_partitions, infeed);
}

}  // namespace

// ---- Ops about structure ------------------------------------------------------------------------

Results EvalConstant(const OpCall& c) {
  Attr value = c.op.attr("value");
  if (value.Is(AttrKind::kDenseResource) && c.ctx.options().fill_elided_constants)
    return std::vector<Tensor>{RandomTensor(
        c.result_types[0], c.ctx.options().seed ^ (uint64_t{c.op.loc().line} << 20 | c.op.loc().col))};
  if (value.Is(AttrKind::kDenseResource))
    return c.Error("holds elided data (dense_resource<" + value.string_value() +
                   ">); hlx has no values for it");
  if (!value.Is(AttrKind::kDenseElements)) return c.Error("has no dense `value`");
  return std::vector<Tensor>{Tensor::FromDense(value, c.result_types[0])};
}

Results EvalTuple(const OpCall& c) {
  return std::vector<Tensor>{
      Tensor::Tuple(c.result_types[0], std::vector<Tensor>(c.args.begin(), c.args.end()))};
}

Results EvalGetTupleElement(const OpCall& c) {
  int64_t index = c.op.attr("index").int_value();
  auto elements = c.args[0].elements();
  if (index < 0 || index >= static_cast<int64_t>(elements.size())) return c.Error("index out of range");
  return std::vector<Tensor>{elements[index]};
}

Results EvalWhile(const OpCall& c) {
  std::vector<Tensor> values(c.args.begin(), c.args.end());
  while (true) {
    HLX_ASSIGN_OR_RETURN(std::vector<Tensor> cond, c.ctx.RunRegion(*c.op.region(0), values));
    if (cond.size() != 1 || !cond[0].is_tensor() || cond[0].num_elements() != 1)
      return c.Error("condition must give one tensor<i1>");
    if (!LoadInt(cond[0].element(), cond[0].data())) return values;
    HLX_ASSIGN_OR_RETURN(values, c.ctx.RunRegion(*c.op.region(1), values));
  }
}

Results EvalIf(const OpCall& c) {
  const bool pred = LoadInt(c.args[0].element(), c.args[0].data()) != 0;
  return c.ctx.RunRegion(*c.op.region(pred ? 0 : 1), {});
}

Results EvalCase(const OpCall& c) {
  int64_t index = LoadInt(c.args[0].element(), c.args[0].data());
  const int64_t n = c.op.num_regions();
  if (index < 0 || index >= n) index = n - 1;  // the spec: out-of-range indices run the last branch
  return c.ctx.RunRegion(*c.op.region(static_cast<int>(index)), {});
}

Results EvalOptimizationBarrier(const OpCall& c) { return std::vector<Tensor>(c.args.begin(), c.args.end()); }

Results EvalComposite(const OpCall& c) {
  Attr decomposition = c.op.attr("decomposition");
  if (!decomposition.Is(AttrKind::kSymbolRef)) return c.Error("has no `decomposition` function");
  return c.ctx.CallFunction(c.op, decomposition.symbol_path().back(), c.args);
}

Results EvalFuncCall(const OpCall& c) {
  Attr callee = c.op.attr("callee");
  if (!callee.Is(AttrKind::kSymbolRef)) return c.Error("has no `callee`");
  return c.ctx.CallFunction(c.op, callee.symbol_path().back(), c.args);
}

Results EvalTensorExtract(const OpCall& c) {
  const Tensor& t = c.args[0];
  std::vector<int64_t> index;
  for (size_t i = 1; i < c.args.size(); ++i) index.push_back(LoadInt(c.args[i].element(), c.args[i].data()));
  int64_t linear = 0;
  auto strides = Strides(t.shape());
  for (size_t d = 0; d < index.size(); ++d) {
    if (index[d] < 0 || index[d] >= t.shape()[d])
      return c.Error("index " + FormatIndex(index) + " is out of bounds for tensor " + t.type().ToString());
    linear += index[d] * strides[d];
  }
  Tensor out = Tensor::Zeros(c.result_types[0]);
  std::memcpy(out.mutable_data(), t.data() + linear * t.element_bytes(), t.element_bytes());
  return std::vector<Tensor>{out};
}

Results EvalSdyShardingConstraint(const OpCall& c) { return std::vector<Tensor>{c.args[0]}; }

Results EvalMap(const OpCall& c) {
  // The computation applied to each index: scalars in, one scalar out.
  const Type out_type = c.result_types[0];
  Tensor out = Tensor::Zeros(out_type);
  const int64_t n = out.num_elements();
  // A body of scalar elementwise ops runs compiled (scalar_region.h), with the same results.
  std::vector<ElementType> arg_elements;
  for (const Tensor& a : c.args) arg_elements.push_back(a.element());
  const ElementType out_element = out.element();
  if (std::optional<ScalarRegion> scalar =
          ScalarRegion::Compile(*c.op.region(0), arg_elements, {&out_element, 1})) {
    std::vector<const char*> in(c.args.size());
    const int w = out.element_bytes();
    char* data = out.mutable_data();
    for (int64_t i = 0; i < n; ++i) {
      for (size_t a = 0; a < c.args.size(); ++a) in[a] = c.args[a].data() + i * c.args[a].element_bytes();
      char* dst = data + i * w;
      scalar->Run(in, {&dst, 1});
    }
    return std::vector<Tensor>{out};
  }
  const Block& body = *c.op.region(0)->front();
  std::vector<Tensor> scalars(c.args.size());
  for (int64_t i = 0; i < n; ++i) {
    for (size_t a = 0; a < c.args.size(); ++a) {
      const int w = c.args[a].element_bytes();
      scalars[a] =
          Tensor::FromBytes(body.arg(static_cast<int>(a))->type(), std::string(c.args[a].data() + i * w, w));
    }
    HLX_ASSIGN_OR_RETURN(std::vector<Tensor> r, c.ctx.RunRegion(*c.op.region(0), scalars));
    const int w = out.element_bytes();
    std::memcpy(out.mutable_data() + i * w, r[0].data(), w);
  }
  return std::vector<Tensor>{out};
}

StatusOr<RunResult> RunFunctionPerProcess(const Module& module, std::string_view entry,
                                          std::span<const std::vector<Tensor>> per_process_args,
                                          const EvalOptions& options) {
  const Op* func = module.LookupFunc(entry);
  if (!func) return NotFound(module.source_name() + ": error: no function @" + std::string(entry));
  const int64_t n = options.num_replicas * options.num_partitions;
  if (n < 1) return InvalidArgument("the number of replicas and partitions must be at least 1");
  if (static_cast<int64_t>(per_process_args.size()) != n)
    return InvalidArgument("expected arguments for " + std::to_string(n) + " processes, got " +
                           std::to_string(per_process_args.size()));
  Type type = FuncType(*func);
  for (const auto& args : per_process_args) {
    if (args.size() != type.types().size())
      return InvalidArgument(module.source_name() + ": error: @" + std::string(entry) + " takes " +
                             std::to_string(type.types().size()) + " arguments, got " +
                             std::to_string(args.size()));
    for (size_t i = 0; i < args.size(); ++i)
      if (args[i].type() != type.types()[i])
        return InvalidArgument(module.source_name() + ": error: argument #" + std::to_string(i) + " of @" +
                               std::string(entry) + " must be " + type.types()[i].ToString() + ", got " +
                               args[i].type().ToString());
  }
  Plan plan(module);
  Shared shared{module, options, plan, {}, {}};
  std::vector<const Op*> funcs(n, func);
  HLX_ASSIGN_OR_RETURN(auto outputs, RunProcesses(shared, funcs, per_process_args, options.num_replicas,
                                                  options.num_partitions, {}));
  return RunResult{std::move(outputs), std::move(shared.checks)};
}

StatusOr<RunResult> RunFunction(const Module& module, std::string_view entry, std::span<const Tensor> args,
                                const EvalOptions& options) {
  const int64_t n = std::max<int64_t>(1, options.num_replicas * options.num_partitions);
  std::vector<std::vector<Tensor>> per_process(n, std::vector<Tensor>(args.begin(), args.end()));
  return RunFunctionPerProcess(module, entry, per_process, options);
}

struct OpEvaluator::State {
  const Module& module;
  EvalOptions options;
  Plan plan;

  // Runs `body` on a process that `run` names, which records its probes and checks into `run`.
  template <typename Body>
  StatusOr<std::vector<Tensor>> AsProcess(OpRunState& run, Body body) const {
    Shared shared{module, options, plan, {}, {}};
    Process process(shared, run.rendezvous, nullptr, run.replica_id, run.partition_id, run.num_replicas,
                    run.num_partitions);
    process.UseProbes(&run.probes);
    StatusOr<std::vector<Tensor>> results = body(process);
    run.checks.passed += shared.checks.passed;
    for (std::string& failure : shared.checks.failures) run.checks.failures.push_back(std::move(failure));
    return results;
  }
};

OpEvaluator::OpEvaluator(const Module& module, const EvalOptions& options)
    : state_(new State{module, options, Plan(module)}) {
  state_->options.num_replicas = 1;
  state_->options.num_partitions = 1;
}

OpEvaluator::~OpEvaluator() = default;

StatusOr<std::vector<Tensor>> OpEvaluator::Evaluate(const Op& op, std::span<const Tensor> args,
                                                    std::span<const std::pair<const Value*, Tensor>> captured,
                                                    OpRunState& run) const {
  return state_->AsProcess(run, [&](Process& process) { return process.RunOp(op, args, captured); });
}

StatusOr<std::vector<Tensor>> OpEvaluator::EvaluateElementwise(const Op& op, std::span<const Tensor> args,
                                                               OpRunState& run) const {
  const bool elementwise = op.info().MapsElements();
  if (!elementwise || op.num_regions() > 0 || args.empty())
    return InvalidArgument(state_->module.Where(op.loc()) + ": error: '" + op.name() +
                           "' is not an elementwise op");
  const std::span<const int64_t> dims = args[0].type().dims();
  for (const Tensor& arg : args)
    if (!arg.type().IsTensor() || !std::ranges::equal(arg.type().dims(), dims))
      return InvalidArgument(state_->module.Where(op.loc()) + ": error: '" + op.name() +
                             "' evaluated elementwise on operands of different shapes");
  return state_->AsProcess(run, [&](Process& process) { return process.RunElementwise(op, args, dims); });
}

StatusOr<std::vector<Tensor>> OpEvaluator::Call(std::string_view name, std::span<const Tensor> args,
                                                OpRunState& run) const {
  const Op* func = state_->plan.Func(name);
  if (!func) return NotFound(state_->module.source_name() + ": error: no function @" + std::string(name));
  return state_->AsProcess(run, [&](Process& process) { return process.RunEntry(*func, args); });
}

StatusOr<std::vector<Tensor>> OpEvaluator::RunRegion(const Region& region, std::span<const Tensor> args,
                                                     OpRunState& run) const {
  return state_->AsProcess(run, [&](Process& process) { return process.RunRegion(region, args); });
}

}  // namespace hlx
