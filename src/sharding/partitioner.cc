#include "sharding/partitioner.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <set>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <utility>

#include "interp/process_groups.h"
#include "interp/tensor.h"
#include "ir/op_checks.h"
#include "passes/inline.h"
#include "passes/rewrite.h"
#include "sharding/combine.h"
#include "sharding/import.h"
#include "sharding/propagate.h"
#include "sharding/reshard.h"
#include "support/check.h"

namespace hlx {
namespace {

constexpr std::string_view kRemark = "hlx.spmd_remark";

int64_t RankOf(Type type) { return type.IsTensor() ? type.rank() : 0; }

bool IsSplit(const TensorSharding& s) { return !s.IsReplicated() || !s.unreduced.empty(); }

// `s` as messages write it.
std::string Describe(const TensorSharding& s) { return IsSplit(s) ? s.ToString() : "replicated"; }

// `s` without its unreduced axes: what an op that is not a contraction computes.
TensorSharding WithoutUnreduced(TensorSharding s) {
  s.unreduced.clear();
  if (s.IsReplicated()) return Replicated(s.rank());
  return s;
}

// `s` with only the dimensions `keep` says split; the others whole.
TensorSharding KeepDims(const TensorSharding& s, const std::vector<bool>& keep) {
  TensorSharding out = WithoutUnreduced(s);
  for (size_t d = 0; d < out.dims.size(); ++d)
    if (!keep[d]) out.dims[d].axes.clear();
  return out.IsReplicated() ? Replicated(out.rank()) : out;
}

// Whether every use of `v`, an op's result, is in the op's block: a partial sum summed where it is used
// is then summed once, not in every iteration of a loop or call of a branch that reads it.
bool UsedInItsBlock(const Value* v) {
  if (!v->defining_op()) return false;
  const Block* block = v->defining_op()->parent_block();
  return std::all_of(v->users().begin(), v->users().end(),
                     [&](const Op* user) { return user->parent_block() == block; });
}

// `s` with the unreduced axes `axes` of `mesh`: a partial sum over them.
TensorSharding WithUnreduced(TensorSharding s, std::span<const AxisRef> axes, const std::string& mesh) {
  s.unreduced.assign(axes.begin(), axes.end());
  if (!axes.empty()) s.mesh = mesh;
  return s;
}

// Whether `a` and `b` split each dimension by the same axes (unreduced axes aside).
bool SameDimAxes(const TensorSharding& a, const TensorSharding& b) {
  const bool a_split = !a.IsReplicated(), b_split = !b.IsReplicated();
  if (!a_split || !b_split) return a_split == b_split && a.rank() == b.rank();
  if (a.mesh != b.mesh || a.rank() != b.rank()) return false;
  for (int64_t d = 0; d < a.rank(); ++d)
    if (a.dims[d].axes != b.dims[d].axes) return false;
  return true;
}

// A sharding of rank `rank` on `mesh` (replicated on no mesh when `dims` splits nothing).
TensorSharding MakeSharding(const std::string& mesh, std::vector<std::vector<AxisRef>> dims) {
  TensorSharding s = Replicated(static_cast<int64_t>(dims.size()));
  bool any = false;
  for (size_t d = 0; d < dims.size(); ++d) {
    any |= !dims[d].empty();
    s.dims[d].axes = std::move(dims[d]);
  }
  if (any) s.mesh = mesh;
  return s;
}

std::vector<AxisRef> AllAxes(const TensorSharding& s) {
  std::vector<AxisRef> axes;
  for (const DimSharding& d : s.dims) axes.insert(axes.end(), d.axes.begin(), d.axes.end());
  return axes;
}

bool Overlap(std::span<const AxisRef> a, std::span<const AxisRef> b) {
  for (const AxisRef& x : a)
    for (const AxisRef& y : b)
      if (x.Overlaps(y)) return true;
  return false;
}

// Whether the pieces of a body value of type `body` split as `free` are those of the global value
// split as `manual` then `free` (the manual axes major in each dimension): each free split is even.
bool EvenFreeSplit(Type body, const TensorSharding& free) {
  for (int64_t d = 0; d < free.rank(); ++d)
    if (body.dims()[d] % free.dims[d].shards() != 0) return false;
  return true;
}

// `manual` then `free` in each dimension.
TensorSharding ManualThenFree(const TensorSharding& manual, const TensorSharding& free,
                              const std::string& mesh) {
  std::vector<std::vector<AxisRef>> dims(manual.dims.size());
  for (size_t d = 0; d < dims.size(); ++d) {
    dims[d] = manual.dims[d].axes;
    dims[d].insert(dims[d].end(), free.dims[d].axes.begin(), free.dims[d].axes.end());
  }
  return MakeSharding(mesh, dims);
}

// The dense value of a constant op (stablehlo, sdy or arith), or a null Attr.
Attr ConstantOf(const Value* v) {
  const Op* def = v->defining_op();
  if (!def || (def->kind() != OpKind::kConstant && def->kind() != OpKind::kSdyConstant &&
               def->kind() != OpKind::kArithConstant))
    return Attr();
  Attr value = def->attr("value");
  return value.Is(AttrKind::kDenseElements) ? value : Attr();
}

// Whether `value` holds `x` in every element (a dense of a real or integer type).
bool AllEqual(const Attr& value, double x) {
  const int64_t n = value.dense_is_splat() ? 1 : value.type().NumElements();
  const ElementType e = value.type().storage_element();
  for (int64_t i = 0; i < n; ++i) {
    if (IsFloat(e) ? DenseFloatAt(value, i) != x : static_cast<double>(DenseIntAt(value, i)) != x)
      return false;
  }
  return true;
}

// Whether a value of type `t` may be left as partial sums that a sum all_reduce adds up: a float, integer
// or complex tensor, not quantized.
bool Summable(Type t) {
  const ElementType e = t.storage_element();
  return !t.element_type().IsQuant() && (IsFloat(e) || IsInteger(e) || IsComplex(e));
}

// Whether `v` is a constant of zeros of a real or integer type, or a broadcast of one.
bool IsZero(const Value* v) {
  const Op* def = v->defining_op();
  if (def && def->kind() == OpKind::kBroadcastInDim) v = def->operand(0);
  Attr value = ConstantOf(v);
  if (!value) return false;
  const ElementType e = value.type().storage_element();
  return (IsFloat(e) || IsInteger(e)) && AllEqual(value, 0.0);
}

// How a reduction region combines two values, when it is one op of its two arguments.
std::optional<OpKind> ReducerKind(const Region& region) {
  const Op* combine = BinaryCombinerOf(region);
  if (!combine) return std::nullopt;
  switch (combine->kind()) {
    case OpKind::kAdd:
    case OpKind::kMultiply:
    case OpKind::kMaximum:
    case OpKind::kMinimum:
    case OpKind::kAnd:
    case OpKind::kOr:
    case OpKind::kXor:
      return combine->kind();
    default:
      return std::nullopt;
  }
}

// Whether a reduction with this region and initial value may reduce each device's piece and then combine
// the pieces' results: its combiner is idempotent (max, min, and, or), or the initial value is its
// identity (0 for add, or and xor, 1 for multiply).
bool ReducesByPieces(const Region& region, const Value* init) {
  std::optional<OpKind> kind = ReducerKind(region);
  if (!kind) return false;
  if (*kind == OpKind::kMaximum || *kind == OpKind::kMinimum || *kind == OpKind::kAnd || *kind == OpKind::kOr)
    return true;
  Attr value = ConstantOf(init);
  if (!value || IsComplex(value.type().storage_element())) return false;
  return AllEqual(value, *kind == OpKind::kMultiply ? 1.0 : 0.0);
}

// Whether `v` is defined inside `op` (by an op nested in it, or as an argument of one of its blocks).
bool DefinedInside(const Value* v, const Op& op) {
  const Op* parent = v->defining_op() ? v->defining_op()->parent_op() : v->owner_block()->parent_op();
  if (v->defining_op() == &op) return false;
  for (; parent; parent = parent->parent_op())
    if (parent == &op) return true;
  return false;
}

// The values `op`'s regions read from outside it, in order of first use.
std::vector<const Value*> Captured(const Op& op) {
  std::vector<const Value*> captured;
  std::function<void(const Op&)> visit = [&](const Op& inner) {
    for (int r = 0; r < inner.num_regions(); ++r)
      for (int b = 0; b < inner.region(r)->num_blocks(); ++b)
        for (const auto& nested : inner.region(r)->block(b)->ops()) {
          for (const Value* v : nested->operands())
            if (!DefinedInside(v, op) && std::find(captured.begin(), captured.end(), v) == captured.end())
              captured.push_back(v);
          visit(*nested);
        }
  };
  visit(op);
  return captured;
}

// The integers of a list attribute or of a dense integer tensor of any rank; empty when absent.
std::vector<int64_t> AllInts(const Attr& a) {
  if (!a) return {};
  if (a.Is(AttrKind::kDenseElements)) {
    std::vector<int64_t> v;
    const int64_t n = a.type().NumElements();
    for (int64_t i = 0; i < n; ++i) v.push_back(DenseIntAt(a, i));
    return v;
  }
  return a.AsIntList().value_or(std::vector<int64_t>{});
}

std::string Callee(const Op& call) {
  Attr callee = call.attr("callee");
  return callee.Is(AttrKind::kSymbolRef) ? callee.symbol_path().front() : std::string();
}

class Partitioner {
 public:
  Partitioner(Module& module, ModuleShardings shardings, int64_t num_partitions, int64_t num_replicas)
      : module_(module),
        shardings_(std::move(shardings)),
        b_(module, shardings_.meshes, num_partitions, num_replicas) {}

  StatusOr<SpmdProgram> Run();

 private:
  struct Emitted {
    std::vector<ShardedValue> results;
    Op* op = nullptr;    // the op that computes them, for a remark
    std::string remark;  // why it is computed whole although its operands are split
    // Whether results the module gives no sharding keep theirs (those of calls, manual computations and
    // optimization barriers) rather than being replicated.
    bool keep = false;
  };

  std::string Where(const Op& op) const { return module_.Where(op.loc()) + ": "; }
  // `s` normalized; inside a manual computation, without its manual axes.
  TensorSharding Norm(const TensorSharding& s) const {
    return Normalize(manual_axes_.empty() ? s : WithoutAxes(s, manual_axes_), shardings_.meshes);
  }
  // The sharding the module gives `v` (normalized), or replicated.
  TensorSharding Target(const Value* v) const;
  bool Annotated(const Value* v) const { return shardings_.values.count(v) > 0; }
  // The sharding of a function argument: its own, else the one a manual computation that takes it gives.
  TensorSharding ArgumentSharding(const Value* arg) const;
  const ShardedValue& Get(const Value* v) const {
    auto it = values_.find(v);
    HLX_CHECK_MSG(it != values_.end(), "every operand is partitioned before its users");
    return it->second;
  }
  // `v`'s local value split as `s` (resharded where it is split otherwise; a manual value as it is).
  StatusOr<Value*> Local(const Value* v, const TensorSharding& s);
  StatusOr<Value*> LocalReplicated(const Value* v) { return Local(v, Replicated(RankOf(v->type()))); }

  Status PartitionFunc(Op& func, SpmdSignature& signature);
  // Emits the ops of `block`, whose arguments take `args`, into the builder's block; returns the values
  // its terminator returns.
  StatusOr<std::vector<ShardedValue>> EmitBlock(const Block& block, std::span<const ShardedValue> args);
  Status EmitOp(const Op& op);
  // A copy of `op` with these operands and result types (its regions copied, the values they read from
  // outside replicated), without sharding annotations, appended to the builder's block.
  StatusOr<Op*> CloneWith(const Op& op, std::span<Value* const> operands, std::span<const Type> results);
  Emitted Results(Op* op, std::span<const Type> globals, const TensorSharding& s);

  // Whether `v`, computed as `computed` (a partial sum over its unreduced axes) and to be split as
  // `target`, stays a partial sum: every use of it is in its own block (UsedInItsBlock), and its pieces
  // are target's.
  bool SumsLater(const Value* v, const ShardedValue& computed, const TensorSharding& target) const;
  // The unreduced axes that the result of `op` (elementwise, convert), split as `s`, keeps of its
  // operands' partial sums, where it is linear in them: add and subtract of two partial sums over the
  // same axes, negate, multiply by a value that is none, divide one by such a value (not of integers),
  // and a conversion to a wider float type (each partial sum exact in it). Empty otherwise.
  std::vector<AxisRef> LinearPartials(const Op& op, const TensorSharding& s) const;
  // The unreduced axes of `v`, an operand of `op`, where it is a partial sum whose pieces are split as
  // `s` and `op` is its only user (else empty): a partial sum that other ops read is summed for them
  // anyway, and then summing `op`'s partial result too would only add a collective.
  std::vector<AxisRef> PartialAs(const Op& op, const Value* v, const TensorSharding& s) const;
  StatusOr<Emitted> Manual(const Op& op);
  StatusOr<Emitted> Whole(const Op& op, std::string remark);
  StatusOr<Emitted> Elementwise(const Op& op);
  StatusOr<Emitted> Constant(const Op& op);
  StatusOr<Emitted> Iota(const Op& op);
  StatusOr<Emitted> BroadcastInDim(const Op& op);
  StatusOr<Emitted> Transpose(const Op& op);
  StatusOr<Emitted> Reshape(const Op& op);
  // transpose and reshape: the operand split as `operand_s` (a partial sum as it is), the result as `s`.
  StatusOr<Emitted> MovePieces(const Op& op, const TensorSharding& operand_s, const TensorSharding& s);
  struct Contraction {
    std::vector<int64_t> from_lhs, from_rhs;  // per result dimension: its lhs / rhs dimension or -1
    std::vector<std::pair<int64_t, int64_t>> contracting;  // (lhs dimension, rhs dimension)
    // Convolution: spatial dimensions split like the result, whose windows read `low` and `high` elements
    // of the neighbouring pieces of the lhs (halo exchange); the padding of their window goes.
    struct Halo {
      int64_t lhs_dim, window, low, high;
    };
    std::vector<Halo> halos;
  };
  StatusOr<Emitted> Contract(const Op& op, const Contraction& c);
  StatusOr<Emitted> DotGeneral(const Op& op);
  StatusOr<Emitted> Dot(const Op& op);
  StatusOr<Emitted> Convolution(const Op& op);
  StatusOr<Emitted> Reduce(const Op& op);
  // An op whose results correspond to its same-rank operands element by element along the dimensions
  // `parallel` says (each split like the result); its other operands whole.
  // reduce_window: `halo` gives, per dimension, the elements before and after each piece its windows
  // read from the neighbouring pieces (its padding there is then dropped).
  StatusOr<Emitted> Positional(const Op& op, const std::vector<bool>& parallel, const std::string& what,
                               const std::vector<std::pair<int64_t, int64_t>>& halo = {});
  StatusOr<Emitted> Gather(const Op& op);
  // A scatter keeps its inputs split along a dimension its update windows take whole and along one of
  // scatter indices whose windows are single elements (the rows of an embedding's gradient): each device
  // moves the indices into its piece, where the windows of the rows other devices hold do not fit and are
  // skipped, as the op skips them. The updates' scatter dimensions and the indices stay whole.
  StatusOr<Emitted> Scatter(const Op& op);
  // `indices` (local, of a gather or scatter whose index vector is along `index_vector_dim` and names
  // the operand dimensions `index_map`) as i64 start indices into this device's piece of the operand (of
  // type `operand_type`, split as `operand_s`) along the dimensions `moved`. With `clamp`, each is first
  // clamped as a gather clamps it, and the mask, over the indices' batch dimensions, of those whose rows
  // this device holds comes second (else null).
  std::pair<Value*, Value*> MoveIndices(int64_t index_vector_dim, std::span<const int64_t> index_map,
                                        Type operand_type, const TensorSharding& operand_s,
                                        std::span<const int64_t> moved, Value* indices, bool clamp);
  // A collective of a manual computation's body (over the manual axes): split like its results along
  // the dimensions it does not move across devices (`moved`), the others whole. Outside manual
  // computations, computed whole.
  StatusOr<Emitted> Collective(const Op& op, const std::vector<int64_t>& moved);
  StatusOr<Emitted> While(const Op& op);
  StatusOr<Emitted> Branches(const Op& op);
  // Partitions the block of region `r` of `op` into a new region of `into`, whose block takes
  // arguments of the local types `locals` (of global types `globals`, split as `arg_shardings`), and
  // returns each value resharded as `returned_as` says (a manual value as it is).
  Status RegionInto(const Op& op, int r, Op& into, std::span<const Type> locals,
                    std::span<const Type> globals, std::span<const TensorSharding> arg_shardings,
                    const std::function<TensorSharding(size_t, const ShardedValue&)>& returned_as);
  // The results of `emitted`, the partitioned while/if/case `op` (whose attributes, other than its
  // shardings, it takes), of global types `globals` split as `shardings`.
  Emitted ControlFlowResults(const Op& op, Op* emitted, std::span<const Type> globals,
                             std::span<const TensorSharding> shardings);
  StatusOr<Emitted> Call(const Op& op);
  StatusOr<Emitted> ManualComputation(const Op& op, const ManualShardings& manual, const Block& body);
  // JAX's Shardy export around a call of @xla.sdy.manual_computation_body: each operand's piece as the
  // call's in_sharding gives it (GlobalToLocalShape), and the call's results as pieces of values split as
  // its out_shardings (LocalToGlobalShape).
  StatusOr<Emitted> GlobalToLocal(const Op& op);
  StatusOr<Emitted> LocalToGlobal(const Op& op);
  // Whether every axis of the manual computation's mesh is manual inside it (its own manual axes and
  // those of the manual computations around it).
  bool AllManual(const ManualShardings& manual) const;
  // An in/out sharding of `manual` as its manual axes and its free axes (normalized).
  std::pair<TensorSharding, TensorSharding> SplitManual(const TensorSharding& s,
                                                        const ManualShardings& manual) const;
  // The body's value of `v` (a global value taken with the in_sharding `in`), of the body's type `body`:
  // each device's piece of it along the free axes where they split it evenly, else the whole of it. An
  // error where `body` is not v's type divided by the manual axes.
  StatusOr<ShardedValue> EnterManual(const Op& op, const std::string& what, const Value* v,
                                     const TensorSharding& in, const ManualShardings& manual, Type body);
  // The global value of type `global` (a result with the out_sharding `out`) of the body's value `v`.
  StatusOr<ShardedValue> LeaveManual(const Op& op, const std::string& what, const ShardedValue& v,
                                     const TensorSharding& out, const ManualShardings& manual, Type global);
  StatusOr<Emitted> PassThrough(const Op& op);

  Module& module_;
  ModuleShardings shardings_;
  SpmdBuilder b_;
  std::unordered_map<const Value*, ShardedValue> values_;
  std::vector<std::string> call_stack_;
  // The manual axes of the manual computations whose bodies are being partitioned, and their mesh.
  std::vector<std::string> manual_axes_;
  std::string manual_mesh_;
  // Resharded locals, by (local value, sharding, block).
  std::map<std::tuple<const Value*, std::string, const Block*>, Value*> resharded_;
};

TensorSharding Partitioner::ArgumentSharding(const Value* arg) const {
  if (Annotated(arg)) return Target(arg);
  // An argument without a sharding that a manual computation takes first takes its in_sharding, as
  // XLA's propagation gives it (and inline-manual-computations does).
  for (const Op* user : arg->users()) {
    const Value* taken = arg;
    if (CustomCallTarget(*user) == "xla.sdy.GlobalToLocalShape") {
      // JAX's Shardy export: the call of the manual computation body takes the custom call's result.
      for (int i = 0; i < user->num_operands(); ++i)
        if (user->operand(i) == arg) taken = user->result(i);
      if (taken == arg || taken->users().empty()) continue;
      user = taken->users()[0];
    }
    auto mc = shardings_.manual_computations.find(user);
    if (mc == shardings_.manual_computations.end()) continue;
    for (int i = 0; i < user->num_operands(); ++i)
      if (user->operand(i) == taken) return Norm(mc->second.in[i]);
  }
  return Target(arg);
}

TensorSharding Partitioner::Target(const Value* v) const {
  if (auto it = shardings_.values.find(v); it != shardings_.values.end()) return Norm(it->second);
  return Replicated(RankOf(v->type()));
}

StatusOr<Value*> Partitioner::Local(const Value* v, const TensorSharding& s) {
  const ShardedValue& sv = Get(v);
  if (sv.manual) return sv.local;
  const TensorSharding to = Norm(s);
  auto key = std::make_tuple(static_cast<const Value*>(sv.local), to.ToString() + "|" + to.mesh, b_.block());
  if (auto it = resharded_.find(key); it != resharded_.end()) return it->second;
  HLX_ASSIGN_OR_RETURN(ShardedValue r, b_.Reshard(sv, to));
  resharded_[key] = r.local;
  return r.local;
}

StatusOr<Op*> Partitioner::CloneWith(const Op& op, std::span<Value* const> operands,
                                     std::span<const Type> results) {
  std::unordered_map<const Value*, Value*> map;
  for (const Value* v : Captured(op)) {
    HLX_ASSIGN_OR_RETURN(Value * local, LocalReplicated(v));
    map[v] = local;
  }
  std::unique_ptr<Op> copy = CloneOp(op, map);
  for (int i = 0; i < copy->num_operands(); ++i) copy->SetOperand(i, operands[i]);
  for (int r = 0; r < copy->num_results(); ++r) copy->result(r)->set_type(results[r]);
  copy->RemoveAttr("sdy.sharding");
  copy->RemoveAttr("mhlo.sharding");
  return b_.block()->Append(std::move(copy));
}

Partitioner::Emitted Partitioner::Results(Op* op, std::span<const Type> globals, const TensorSharding& s) {
  Emitted e;
  e.op = op;
  for (int r = 0; r < op->num_results(); ++r) e.results.push_back({op->result(r), globals[r], s, false});
  return e;
}

// ---- Functions and blocks ------------------------------------------------------------------------------

StatusOr<std::vector<ShardedValue>> Partitioner::EmitBlock(const Block& block,
                                                           std::span<const ShardedValue> args) {
  for (int a = 0; a < block.num_args(); ++a) values_[block.arg(a)] = args[a];
  for (const auto& op : block.ops()) {
    if (op->info().Has(kTerminator)) {
      if (op->num_successors() > 0)
        return Unimplemented(Where(*op) + op->name() + ": hlx partitions functions and regions of one block");
      std::vector<ShardedValue> returned;
      for (const Value* v : op->operands()) returned.push_back(Get(v));
      return returned;
    }
    HLX_RETURN_IF_ERROR(EmitOp(*op));
  }
  return std::vector<ShardedValue>{};
}

Status Partitioner::PartitionFunc(Op& func, SpmdSignature& signature) {
  const std::string name(FuncName(func));
  if (func.region(0)->num_blocks() != 1)
    return Unimplemented(Where(func) + "@" + name + " has " + std::to_string(func.region(0)->num_blocks()) +
                         " blocks; hlx partitions functions of one block");
  const Block& old_body = FuncBody(func);
  auto new_func = std::make_unique<Op>(OpKind::kFunc, func.loc());
  new_func->set_debug_loc(func.debug_loc());
  for (const NamedAttr& a : func.attrs()) new_func->SetAttr(a.name, a.value);
  Block* body = new_func->AddRegion()->AddBlock();
  b_.SetInsertionPoint(body, &func);
  std::vector<ShardedValue> args;
  for (int a = 0; a < old_body.num_args(); ++a) {
    const Value* v = old_body.arg(a);
    const bool manual = shardings_.manual.count(v) > 0;
    const TensorSharding s = manual ? Replicated(RankOf(v->type())) : ArgumentSharding(v);
    if (v->type().IsTensor() && !v->type().HasStaticShape() && IsSplit(s))
      return Unimplemented(Where(func) + "argument " + std::to_string(a) + " of @" + name + " has the type " +
                           v->type().ToString() +
                           " and is split over devices; hlx splits static-shaped tensors");
    const Type local = b_.LocalType(v->type(), s);
    Value* arg = body->AddArg(local);
    body->set_arg_loc(a, old_body.arg_loc(a));
    args.push_back({arg, v->type(), s, manual});
    signature.args.push_back({v->type(), s, manual});
  }
  HLX_ASSIGN_OR_RETURN(std::vector<ShardedValue> returned, EmitBlock(old_body, args));
  const Op& ret = *old_body.back();
  b_.SetInsertionPoint(body, &ret);
  auto declared = shardings_.func_results.find(&func);
  std::vector<Value*> locals;
  for (size_t r = 0; r < returned.size(); ++r) {
    const ShardedValue& v = returned[r];
    if (v.manual) {
      locals.push_back(v.local);
      signature.results.push_back({v.global, Replicated(RankOf(v.global)), true});
      continue;
    }
    TensorSharding s = Replicated(RankOf(v.global));
    if (declared != shardings_.func_results.end() && r < declared->second.size() && declared->second[r])
      s = WithoutUnreduced(Norm(*declared->second[r]));
    HLX_ASSIGN_OR_RETURN(ShardedValue out, b_.Reshard(v, s));
    locals.push_back(out.local);
    signature.results.push_back({v.global, s, false});
  }
  b_.Emit(OpKind::kFuncReturn, locals, {});

  std::vector<Type> inputs, outputs;
  for (int a = 0; a < body->num_args(); ++a) inputs.push_back(body->arg(a)->type());
  for (Value* v : locals) outputs.push_back(v->type());
  new_func->SetAttr("function_type", Attr::TypeAttr(module_.types().Function(inputs, outputs)));
  // Each argument and result records the global value's sharding, as XLA's partitioner leaves it.
  auto texts = [&](std::string_view list, const std::vector<SpmdValue>& values) {
    Attr old = func.attr(list);
    std::vector<Attr> dicts;
    for (size_t i = 0; i < values.size(); ++i) {
      std::vector<NamedAttr> entries;
      if (old.Is(AttrKind::kArray) && i < old.elements().size() &&
          old.elements()[i].Is(AttrKind::kDictionary))
        for (const NamedAttr& e : old.elements()[i].entries())
          if (e.name != "sdy.sharding" && e.name != "mhlo.sharding") entries.push_back(e);
      const SpmdValue& v = values[i];
      std::string text = v.manual               ? "{manual}"
                         : !IsSplit(v.sharding) ? "{replicated}"
                                                : HloShardingText(v.sharding, b_.MeshOf(v.sharding));
      entries.push_back({"mhlo.sharding", Attr::String(std::move(text))});
      dicts.push_back(Attr::Dictionary(std::move(entries)));
    }
    new_func->SetAttr(list, Attr::Array(std::move(dicts)));
  };
  texts("arg_attrs", signature.args);
  texts("res_attrs", signature.results);

  Block& module_body = module_.body();
  module_body.Insert(IndexInBlock(func), std::move(new_func));
  values_.clear();
  resharded_.clear();
  func.DropAllReferences();
  module_body.Erase(&func);
  return Status::Ok();
}

// ---- Ops -----------------------------------------------------------------------------------------------

Status Partitioner::EmitOp(const Op& op) {
  b_.SetInsertionPoint(b_.block(), &op);
  bool manual = false, split_operand = false;
  for (const Value* v : op.operands()) {
    const ShardedValue& sv = Get(v);
    manual |= sv.manual;
    split_operand |= !sv.manual && !sv.sharding.IsReplicated();  // a partial sum is summed, not gathered
  }
  const std::string_view target = CustomCallTarget(op);
  StatusOr<Emitted> emitted = Emitted();
  for (int r = 0; r < op.num_results(); ++r) {
    const Type type = op.result(r)->type();
    if (type.IsTensor() && !type.HasStaticShape() && IsSplit(Target(op.result(r))))
      return Unimplemented(Where(op) + "result " + std::to_string(r) + " of " + op.name() + " has the type " +
                           type.ToString() + " and is split over devices; hlx splits static-shaped tensors");
  }
  if (target == "SPMDFullToShardShape") {
    const ShardedValue& v = Get(op.operand(0));
    if (v.manual)
      return Unimplemented(
          Where(op) +
          "SPMDFullToShardShape of a value that is manual already (a sharding with "
          "last_tile_dims={manual} is manual over some devices); hlx partitions manual code over "
          "every device");
    // Each device's piece (a partial sum summed first).
    HLX_ASSIGN_OR_RETURN(Value * piece, Local(op.operand(0), WithoutUnreduced(v.sharding)));
    if (piece->type() != op.result(0)->type())
      return Unimplemented(Where(op) + "SPMDFullToShardShape of a value split as " + Describe(v.sharding) +
                           " gives pieces of type " + piece->type().ToString() + ", not " +
                           op.result(0)->type().ToString() +
                           "; hlx partitions manual code over every device");
    emitted =
        Emitted{{{piece, op.result(0)->type(), Replicated(RankOf(op.result(0)->type())), true}}, nullptr, ""};
  } else if (target == "SPMDShardToFullShape") {
    const ShardedValue& v = Get(op.operand(0));
    const TensorSharding s = Target(op.result(0));
    if (b_.LocalType(op.result(0)->type(), s) != v.local->type())
      return Unimplemented(Where(op) + "SPMDShardToFullShape of pieces of type " +
                           v.local->type().ToString() + " into " + op.result(0)->type().ToString() +
                           " split as " + Describe(s) + "; hlx partitions manual code over every device");
    emitted = Emitted{{{v.local, op.result(0)->type(), s, false}}, nullptr, ""};
  } else if (target == "xla.sdy.GlobalToLocalShape") {
    emitted = GlobalToLocal(op);
  } else if (target == "xla.sdy.LocalToGlobalShape") {
    emitted = LocalToGlobal(op);
  } else if (manual && target == "Sharding") {
    emitted = Emitted{{Get(op.operand(0))}, nullptr, ""};  // an annotation of a manual value: nothing to do
  } else if (manual) {
    emitted = Manual(op);
  } else if (auto mc = shardings_.manual_computations.find(&op); mc != shardings_.manual_computations.end()) {
    const Block* body = nullptr;
    if (op.kind() == OpKind::kSdyManualComputation) {
      body = op.region(0)->front();
    } else if (const Op* callee = module_.LookupFunc(Callee(op))) {
      body = &FuncBody(*callee);
    } else {
      return InvalidArgument(Where(op) + "calls @" + Callee(op) + ", which the module does not define");
    }
    emitted = ManualComputation(op, mc->second, *body);
  } else if (op.info().MapsElements()) {
    emitted = Elementwise(op);
  } else {
    switch (op.kind()) {
      case OpKind::kConstant:
      case OpKind::kSdyConstant:
      case OpKind::kArithConstant:
        emitted = Constant(op);
        break;
      case OpKind::kIota:
        emitted = Iota(op);
        break;
      case OpKind::kBroadcastInDim:
        emitted = BroadcastInDim(op);
        break;
      case OpKind::kTranspose:
        emitted = Transpose(op);
        break;
      case OpKind::kReshape:
        emitted = Reshape(op);
        break;
      case OpKind::kDotGeneral:
        emitted = DotGeneral(op);
        break;
      case OpKind::kDot:
        emitted = Dot(op);
        break;
      case OpKind::kConvolution:
        emitted = Convolution(op);
        break;
      case OpKind::kReduce:
        emitted = Reduce(op);
        break;
      case OpKind::kGather:
        emitted = Gather(op);
        break;
      case OpKind::kScatter:
        emitted = Scatter(op);
        break;
      case OpKind::kWhile:
        emitted = While(op);
        break;
      case OpKind::kIf:
      case OpKind::kCase:
        emitted = Branches(op);
        break;
      case OpKind::kFuncCall:
        emitted = Call(op);
        break;
      case OpKind::kSdyShardingConstraint:
      case OpKind::kOptimizationBarrier:
        emitted = PassThrough(op);
        break;
      case OpKind::kAllReduce:
      case OpKind::kCollectivePermute:
      case OpKind::kCollectiveBroadcast:
        emitted = Collective(op, {});
        break;
      case OpKind::kAllGather:
        emitted = Collective(op, {op.attr("all_gather_dim").int_value()});
        break;
      case OpKind::kReduceScatter:
        emitted = Collective(op, {op.attr("scatter_dimension").int_value()});
        break;
      case OpKind::kAllToAll:
        emitted =
            Collective(op, {op.attr("split_dimension").int_value(), op.attr("concat_dimension").int_value()});
        break;
      case OpKind::kCustomCall:
        if (target == "Sharding" || target == "xla.sdy.FuncResultSharding") {
          emitted = PassThrough(op);
        } else {
          emitted = Whole(op, "the custom call @" + std::string(target) + " is computed whole");
        }
        break;
      case OpKind::kConcatenate: {
        std::vector<bool> parallel(static_cast<size_t>(RankOf(op.result(0)->type())), true);
        const int64_t dim = op.attr("dimension").int_value();
        parallel[dim] = false;
        emitted = Positional(op, parallel, "the concatenated dimension");
        break;
      }
      case OpKind::kPad: {
        const std::vector<int64_t> low = IntList(op, "edge_padding_low"),
                                   high = IntList(op, "edge_padding_high"),
                                   interior = IntList(op, "interior_padding");
        std::vector<bool> parallel(low.size());
        for (size_t d = 0; d < low.size(); ++d) parallel[d] = low[d] == 0 && high[d] == 0 && interior[d] == 0;
        emitted = Positional(op, parallel, "a padded dimension");
        break;
      }
      case OpKind::kSlice: {
        const std::vector<int64_t> start = IntList(op, "start_indices"), limit = IntList(op, "limit_indices"),
                                   strides = IntList(op, "strides");
        const Type in = op.operand(0)->type();
        std::vector<bool> parallel(start.size());
        for (size_t d = 0; d < start.size(); ++d)
          parallel[d] = start[d] == 0 && limit[d] == in.dims()[d] && (strides.empty() || strides[d] == 1);
        emitted = Positional(op, parallel, "a sliced dimension");
        break;
      }
      case OpKind::kDynamicSlice: {
        const std::vector<int64_t> sizes = IntList(op, "slice_sizes");
        const Type in = op.operand(0)->type();
        std::vector<bool> parallel(sizes.size());
        for (size_t d = 0; d < sizes.size(); ++d) parallel[d] = sizes[d] == in.dims()[d];
        emitted = Positional(op, parallel, "a sliced dimension");
        break;
      }
      case OpKind::kDynamicUpdateSlice: {
        const Type in = op.operand(0)->type(), update = op.operand(1)->type();
        std::vector<bool> parallel(static_cast<size_t>(in.rank()));
        for (int64_t d = 0; d < in.rank(); ++d) parallel[d] = update.dims()[d] == in.dims()[d];
        emitted = Positional(op, parallel, "an updated dimension");
        break;
      }
      case OpKind::kReverse: {
        std::vector<bool> parallel(static_cast<size_t>(RankOf(op.result(0)->type())), true);
        for (int64_t d : IntList(op, "dimensions")) parallel[d] = false;
        emitted = Positional(op, parallel, "a reversed dimension");
        break;
      }
      case OpKind::kSort: {
        std::vector<bool> parallel(static_cast<size_t>(RankOf(op.result(0)->type())), true);
        Attr dim = op.attr("dimension");
        const int64_t d = dim ? dim.int_value() : -1;
        if (d < 0) {
          std::fill(parallel.begin(), parallel.end(), false);
        } else {
          parallel[d] = false;
        }
        emitted = Positional(op, parallel, "the sorted dimension");
        break;
      }
      case OpKind::kReduceWindow: {
        const int64_t rank = RankOf(op.result(0)->type());
        auto list = [&](std::string_view name, int64_t fill) {
          std::vector<int64_t> v = AllInts(op.attr(name));
          if (v.empty()) v.assign(static_cast<size_t>(name == "padding" ? 2 * rank : rank), fill);
          return v;
        };
        const std::vector<int64_t> window = list("window_dimensions", 1), strides = list("window_strides", 1),
                                   base = list("base_dilations", 1), dilation = list("window_dilations", 1),
                                   padding = list("padding", 0);
        // Windows of 1 are parallel; "same" windows of stride 1 (as many padding elements as the window
        // has beyond its first) along a split dimension take their neighbours' edges (halo exchange).
        const TensorSharding target = WithoutUnreduced(Target(op.result(0)));
        const Type in = op.operand(0)->type();
        std::vector<bool> parallel(static_cast<size_t>(rank));
        std::vector<std::pair<int64_t, int64_t>> halo(static_cast<size_t>(rank), {0, 0});
        for (int64_t d = 0; d < rank; ++d) {
          const int64_t low = padding[2 * d], high = padding[2 * d + 1];
          const bool plain = strides[d] == 1 && base[d] == 1 && dilation[d] == 1;
          parallel[d] = plain && window[d] == 1 && low == 0 && high == 0;
          if (plain && window[d] > 1 && low >= 0 && high >= 0 && low + high == window[d] - 1 &&
              !target.dims[d].axes.empty()) {
            const int64_t piece = (in.dims()[d] + target.dims[d].shards() - 1) / target.dims[d].shards();
            if (low <= piece && high <= piece) {
              parallel[d] = true;
              halo[d] = {low, high};
            }
          }
        }
        emitted = Positional(op, parallel, "a dimension with a window wider than 1", halo);
        break;
      }
      default:
        emitted = Whole(op, std::string(op.name()) + " is computed whole");
        break;
    }
  }
  if (!emitted.ok()) return emitted.status();
  Emitted& e = *emitted;
  bool annotated = false;
  for (int r = 0; r < op.num_results(); ++r) annotated |= Annotated(op.result(r));
  bool split_result = false;
  for (int r = 0; r < op.num_results(); ++r) {
    ShardedValue& v = e.results[r];
    if (v.manual || shardings_.manual.count(op.result(r))) {
      v.manual = true;
      values_[op.result(r)] = v;
      continue;
    }
    split_result |= IsSplit(v.sharding);
    const bool keep = e.keep && !Annotated(op.result(r));
    // Partial sums stay partial, split as the result is, while every use is in this block: the ops that
    // are linear in them carry them on, and the first other use sums them (SumsLater).
    ShardedValue out = v;
    if (!keep) {
      const TensorSharding target = Target(op.result(r));
      const bool later = SumsLater(op.result(r), v, target);
      HLX_ASSIGN_OR_RETURN(
          out, b_.Reshard(v, later ? WithUnreduced(target, v.sharding.unreduced, v.sharding.mesh) : target));
    } else if (!v.sharding.unreduced.empty() && !UsedInItsBlock(op.result(r))) {
      HLX_ASSIGN_OR_RETURN(out, b_.Reshard(v, WithoutUnreduced(v.sharding)));
    }
    values_[op.result(r)] = out;
  }
  // Why an op of split operands is computed on whole values.
  if (e.op && split_operand) {
    if (e.remark.empty() && !annotated && !split_result)
      e.remark = "the result has no sharding: the op is computed on whole operands";
    if (!e.remark.empty()) e.op->SetAttr(kRemark, Attr::String(e.remark));
  }
  return Status::Ok();
}

bool Partitioner::SumsLater(const Value* v, const ShardedValue& computed,
                            const TensorSharding& target) const {
  return !computed.manual && !computed.sharding.unreduced.empty() && UsedInItsBlock(v) &&
         SameDimAxes(Norm(WithoutUnreduced(computed.sharding)), target) &&
         !Overlap(computed.sharding.unreduced, AllAxes(target));
}

std::vector<AxisRef> Partitioner::PartialAs(const Op& op, const Value* v, const TensorSharding& s) const {
  const ShardedValue& sv = Get(v);
  if (std::any_of(v->users().begin(), v->users().end(), [&](const Op* user) { return user != &op; }) ||
      sv.manual || sv.sharding.unreduced.empty() || Overlap(sv.sharding.unreduced, AllAxes(s)) ||
      !SameDimAxes(Norm(WithoutUnreduced(sv.sharding)), s))
    return {};
  return sv.sharding.unreduced;
}

std::vector<AxisRef> Partitioner::LinearPartials(const Op& op, const TensorSharding& s) const {
  const Type result = op.result(0)->type();
  if (op.num_results() != 1 || !result.IsTensor() || result.storage_element() == ElementType::kI1) return {};
  std::vector<std::vector<AxisRef>> partial;
  for (const Value* v : op.operands()) partial.push_back(PartialAs(op, v, s));
  const bool real = IsFloat(result.storage_element()) || IsComplex(result.storage_element());
  switch (op.kind()) {
    case OpKind::kAdd:
    case OpKind::kSubtract:  // (sum a) +- (sum b) = sum (a +- b)
      if (!partial[0].empty() && partial[0] == partial[1] &&
          Get(op.operand(0)).sharding.mesh == Get(op.operand(1)).sharding.mesh)
        return partial[0];
      return {};
    case OpKind::kNegate:
      return partial[0];
    case OpKind::kMultiply:  // (sum a) * b = sum (a * b)
      if (partial[0].empty() != partial[1].empty()) return partial[0].empty() ? partial[1] : partial[0];
      return {};
    case OpKind::kDivide:  // (sum a) / b = sum (a / b), not with integer division's rounding
      return real && partial[1].empty() ? partial[0] : std::vector<AxisRef>();
    case OpKind::kConvert: {
      // Each partial sum converts exactly to a wider float type, where they are then summed.
      const ElementType from = op.operand(0)->type().storage_element(), to = result.storage_element();
      const bool wider = IsFloat(from) && (to == ElementType::kF32 || to == ElementType::kF64) &&
                         ElementStorageBytes(to) > ElementStorageBytes(from);
      return wider ? partial[0] : std::vector<AxisRef>();
    }
    default:
      return {};
  }
}

StatusOr<Partitioner::Emitted> Partitioner::Manual(const Op& op) {
  std::vector<Value*> operands;
  for (const Value* v : op.operands()) {
    HLX_ASSIGN_OR_RETURN(Value * local, LocalReplicated(v));
    operands.push_back(local);
  }
  std::vector<Type> types;
  for (int r = 0; r < op.num_results(); ++r) types.push_back(op.result(r)->type());
  HLX_ASSIGN_OR_RETURN(Op * copy, CloneWith(op, operands, types));
  Emitted e = Results(copy, types, Replicated(0));
  for (int r = 0; r < op.num_results(); ++r) {
    e.results[r].sharding = Replicated(RankOf(types[r]));
    e.results[r].manual = true;
  }
  return e;
}

StatusOr<Partitioner::Emitted> Partitioner::Whole(const Op& op, std::string remark) {
  std::vector<Value*> operands;
  for (const Value* v : op.operands()) {
    HLX_ASSIGN_OR_RETURN(Value * local, LocalReplicated(v));
    operands.push_back(local);
  }
  std::vector<Type> types;
  for (int r = 0; r < op.num_results(); ++r) types.push_back(op.result(r)->type());
  HLX_ASSIGN_OR_RETURN(Op * copy, CloneWith(op, operands, types));
  Emitted e = Results(copy, types, Replicated(0));
  for (int r = 0; r < op.num_results(); ++r) e.results[r].sharding = Replicated(RankOf(types[r]));
  e.remark = std::move(remark);
  return e;
}

StatusOr<Partitioner::Emitted> Partitioner::Elementwise(const Op& op) {
  const Type global = op.result(0)->type();
  if (!global.IsTensor()) return Whole(op, "");
  const TensorSharding s = WithoutUnreduced(Target(op.result(0)));
  // A linear op of partial sums computes on them as they are: its result is a partial sum too.
  const std::vector<AxisRef> partial = LinearPartials(op, s);
  std::string mesh = s.mesh;
  for (const Value* v : op.operands())
    if (!partial.empty() && !PartialAs(op, v, s).empty()) mesh = Get(v).sharding.mesh;
  const TensorSharding result = WithUnreduced(s, partial, mesh);
  std::vector<Value*> operands;
  for (const Value* v : op.operands()) {
    const bool same_shape = v->type().IsTensor() && v->type().rank() == global.rank();
    const bool summed_later = !partial.empty() && !PartialAs(op, v, s).empty();
    HLX_ASSIGN_OR_RETURN(Value * local, !same_shape    ? LocalReplicated(v)
                                        : summed_later ? Local(v, result)
                                                       : Local(v, s));
    operands.push_back(local);
  }
  const Type local = b_.LocalType(global, s);
  HLX_ASSIGN_OR_RETURN(Op * copy, CloneWith(op, operands, std::span<const Type>(&local, 1)));
  return Results(copy, std::span<const Type>(&global, 1), result);
}

StatusOr<Partitioner::Emitted> Partitioner::Constant(const Op& op) {
  const Type global = op.result(0)->type();
  const TensorSharding s = WithoutUnreduced(Target(op.result(0)));
  Attr value = op.attr("value");
  if (IsSplit(s) && value.Is(AttrKind::kDenseElements) && value.dense_is_splat()) {
    // A splat is the same splat on every device, of the local shape.
    const Type local = b_.LocalType(global, s);
    Value* c = b_.Emit1(
        OpKind::kConstant, {}, local,
        {{"value",
          Attr::DenseElements(local, std::make_shared<const std::string>(value.dense_bytes()), true)}});
    return Emitted{{{c, global, s, false}}, c->defining_op(), ""};
  }
  // Other constants are made whole; each device then takes its piece.
  HLX_ASSIGN_OR_RETURN(Op * copy, CloneWith(op, {}, std::span<const Type>(&global, 1)));
  return Results(copy, std::span<const Type>(&global, 1), Replicated(RankOf(global)));
}

StatusOr<Partitioner::Emitted> Partitioner::Iota(const Op& op) {
  const Type global = op.result(0)->type();
  const TensorSharding s = WithoutUnreduced(Target(op.result(0)));
  const Type local = b_.LocalType(global, s);
  const int64_t dim = op.attr("iota_dimension").int_value();
  HLX_ASSIGN_OR_RETURN(Op * copy, CloneWith(op, {}, std::span<const Type>(&local, 1)));
  Value* result = copy->result(0);
  if (IsSplit(s) && !s.dims[dim].axes.empty()) {
    // Each device counts from the start of its piece.
    std::vector<int64_t> offsets = b_.TileIndexTable(s, dim);
    for (int64_t& o : offsets) o *= local.dims()[dim];
    Value* operands[] = {result, b_.Broadcast(b_.PerDevice(offsets), local)};
    result = b_.Emit1(OpKind::kAdd, operands, local);
  }
  return Emitted{{{result, global, s, false}}, copy, ""};
}

StatusOr<Partitioner::Emitted> Partitioner::BroadcastInDim(const Op& op) {
  const Type global = op.result(0)->type(), in = op.operand(0)->type();
  const TensorSharding s = WithoutUnreduced(Target(op.result(0)));
  const std::vector<int64_t> dims = IntList(op, "broadcast_dimensions");
  std::vector<std::vector<AxisRef>> operand_axes(static_cast<size_t>(in.rank()));
  for (size_t i = 0; i < dims.size(); ++i)
    if (in.dims()[i] == global.dims()[dims[i]]) operand_axes[i] = s.dims[dims[i]].axes;
  HLX_ASSIGN_OR_RETURN(Value * operand, Local(op.operand(0), MakeSharding(s.mesh, operand_axes)));
  const Type local = b_.LocalType(global, s);
  HLX_ASSIGN_OR_RETURN(Op * copy,
                       CloneWith(op, std::span<Value* const>(&operand, 1), std::span<const Type>(&local, 1)));
  return Results(copy, std::span<const Type>(&global, 1), s);
}

StatusOr<Partitioner::Emitted> Partitioner::Transpose(const Op& op) {
  const TensorSharding s = WithoutUnreduced(Target(op.result(0)));
  const std::vector<int64_t> perm = IntList(op, "permutation");
  std::vector<std::vector<AxisRef>> operand_axes(perm.size());
  for (size_t k = 0; k < perm.size(); ++k) operand_axes[perm[k]] = s.dims[k].axes;
  return MovePieces(op, MakeSharding(s.mesh, operand_axes), s);
}

StatusOr<Partitioner::Emitted> Partitioner::MovePieces(const Op& op, const TensorSharding& operand_s,
                                                       const TensorSharding& s) {
  const Type global = op.result(0)->type();
  // Partial sums move as they are.
  const std::vector<AxisRef> partial = PartialAs(op, op.operand(0), operand_s);
  const std::string mesh = partial.empty() ? s.mesh : Get(op.operand(0)).sharding.mesh;
  HLX_ASSIGN_OR_RETURN(Value * operand, Local(op.operand(0), WithUnreduced(operand_s, partial, mesh)));
  const Type local = b_.LocalType(global, s);
  HLX_ASSIGN_OR_RETURN(Op * copy,
                       CloneWith(op, std::span<Value* const>(&operand, 1), std::span<const Type>(&local, 1)));
  return Results(copy, std::span<const Type>(&global, 1), WithUnreduced(s, partial, mesh));
}

StatusOr<Partitioner::Emitted> Partitioner::Reshape(const Op& op) {
  const Type global = op.result(0)->type(), in = op.operand(0)->type();
  const TensorSharding s = WithoutUnreduced(Target(op.result(0)));
  // Groups of operand and result dimensions of equal products; in a group only the first dimension of
  // more than one element may be split (on both sides alike, evenly): its pieces are then whole rows
  // of the group.
  const std::vector<int64_t> a = DimsOf(in), r = DimsOf(global);
  std::vector<std::vector<AxisRef>> operand_axes(a.size());
  bool maps = IsSplit(s) && std::none_of(a.begin(), a.end(), [](int64_t x) { return x == 0; });
  size_t i = 0, j = 0;
  while (maps && (i < a.size() || j < r.size())) {
    std::vector<size_t> gi, gj;
    int64_t pi = 1, pj = 1;
    if (i < a.size()) pi *= a[i], gi.push_back(i++);
    if (j < r.size()) pj *= r[j], gj.push_back(j++);
    while (pi != pj) {
      if (pi < pj && i < a.size()) {
        pi *= a[i];
        gi.push_back(i++);
      } else if (pj < pi && j < r.size()) {
        pj *= r[j];
        gj.push_back(j++);
      } else {
        break;
      }
    }
    if (pi != pj) {
      maps = false;
      break;
    }
    auto major = [](const std::vector<size_t>& g, const std::vector<int64_t>& dims) -> std::optional<size_t> {
      for (size_t d : g)
        if (dims[d] > 1) return d;
      return std::nullopt;
    };
    const std::optional<size_t> ma = major(gi, a), mr = major(gj, r);
    for (size_t d : gj) {
      const std::vector<AxisRef>& axes = s.dims[d].axes;
      if (axes.empty()) continue;
      const int64_t k = AxesSize(axes);
      if (!ma || !mr || d != *mr || a[*ma] % k != 0 || r[d] % k != 0) {
        maps = false;
        break;
      }
      operand_axes[*ma] = axes;
    }
  }
  if (!IsSplit(s)) return MovePieces(op, Replicated(in.rank()), s);
  if (!maps) return Whole(op, "the split dimensions do not map through the reshape: it is computed whole");
  return MovePieces(op, MakeSharding(s.mesh, operand_axes), s);
}

StatusOr<Partitioner::Emitted> Partitioner::Contract(const Op& op, const Contraction& c) {
  const Type global = op.result(0)->type();
  const Type lhs_type = op.operand(0)->type(), rhs_type = op.operand(1)->type();
  TensorSharding result = WithoutUnreduced(Target(op.result(0)));
  for (size_t r = 0; r < c.from_lhs.size(); ++r)
    if (c.from_lhs[r] < 0 && c.from_rhs[r] < 0) result.dims[r].axes.clear();
  std::string mesh = IsSplit(result) ? result.mesh : std::string();
  // The axes each contracting pair is split by: the lhs's, else the rhs's, where they are not used by the
  // result (or split one result dimension last, which then takes its piece of the sum: reduce_scatter).
  const ShardedValue &lhs = Get(op.operand(0)), &rhs = Get(op.operand(1));
  std::vector<std::vector<AxisRef>> chosen(c.contracting.size());
  std::vector<AxisRef> used;
  for (size_t k = 0; k < c.contracting.size(); ++k) {
    const std::pair<const ShardedValue*, int64_t> candidates[] = {{&lhs, c.contracting[k].first},
                                                                  {&rhs, c.contracting[k].second}};
    for (const auto& [v, dim] : candidates) {
      if (v->manual || !IsSplit(v->sharding)) continue;
      const std::vector<AxisRef>& axes = v->sharding.dims[dim].axes;
      if (axes.empty() || (!mesh.empty() && v->sharding.mesh != mesh) || Overlap(axes, used)) continue;
      const std::vector<AxisRef> result_axes = AllAxes(result);
      bool ok = !Overlap(axes, result_axes);
      if (!ok) {
        for (DimSharding& d : result.dims) {
          if (d.axes.size() < axes.size() ||
              !std::equal(axes.begin(), axes.end(), d.axes.end() - static_cast<ptrdiff_t>(axes.size())))
            continue;
          std::vector<AxisRef> rest = result_axes;
          std::erase_if(
              rest, [&](const AxisRef& x) { return std::find(axes.begin(), axes.end(), x) != axes.end(); });
          if (Overlap(axes, rest)) continue;
          d.axes.resize(d.axes.size() - axes.size());
          ok = true;
          break;
        }
      }
      if (!ok) continue;
      chosen[k] = axes;
      used.insert(used.end(), axes.begin(), axes.end());
      mesh = v->sharding.mesh;
      break;
    }
  }
  std::vector<std::vector<AxisRef>> lhs_axes(static_cast<size_t>(lhs_type.rank())),
      rhs_axes(static_cast<size_t>(rhs_type.rank()));
  for (size_t r = 0; r < c.from_lhs.size(); ++r) {
    if (c.from_lhs[r] >= 0) lhs_axes[c.from_lhs[r]] = result.dims[r].axes;
    if (c.from_rhs[r] >= 0) rhs_axes[c.from_rhs[r]] = result.dims[r].axes;
  }
  std::vector<int64_t> masked;
  for (size_t k = 0; k < c.contracting.size(); ++k) {
    lhs_axes[c.contracting[k].first] = chosen[k];
    rhs_axes[c.contracting[k].second] = chosen[k];
    if (!chosen[k].empty()) masked.push_back(c.contracting[k].first);
  }
  const TensorSharding lhs_s = MakeSharding(mesh, lhs_axes), rhs_s = MakeSharding(mesh, rhs_axes);
  HLX_ASSIGN_OR_RETURN(Value * lhs_local, Local(op.operand(0), lhs_s));
  HLX_ASSIGN_OR_RETURN(Value * rhs_local, Local(op.operand(1), rhs_s));
  // The padding of an uneven contracting dimension must add nothing.
  if (!masked.empty()) lhs_local = b_.MaskPadding(lhs_local, lhs_type, lhs_s, masked, nullptr);
  for (const Contraction::Halo& h : c.halos) {
    Value* zero = b_.Zeros(module_.types().Tensor(std::span<const int64_t>(), lhs_type.element_type()));
    lhs_local = b_.HaloExchange(lhs_local, lhs_type, lhs_s, h.lhs_dim, h.low, h.high, zero);
  }
  std::vector<std::vector<AxisRef>> result_axes;
  for (const DimSharding& d : result.dims) result_axes.push_back(d.axes);
  TensorSharding computed = MakeSharding(mesh, result_axes);
  for (const auto& axes : chosen)
    computed.unreduced.insert(computed.unreduced.end(), axes.begin(), axes.end());
  if (!computed.unreduced.empty()) computed.mesh = mesh;
  const Type local = b_.LocalType(global, computed);
  Value* operands[] = {lhs_local, rhs_local};
  HLX_ASSIGN_OR_RETURN(Op * copy, CloneWith(op, operands, std::span<const Type>(&local, 1)));
  if (!c.halos.empty()) {
    std::optional<ConvWindow> w = GetConvWindow(op);
    HLX_CHECK(w.has_value());
    for (const Contraction::Halo& h : c.halos) w->padding[2 * h.window] = w->padding[2 * h.window + 1] = 0;
    const Type type = module_.types().Tensor({w->num_spatial(), 2}, ElementType::kSI64);
    copy->SetAttr("padding",
                  Attr::DenseElements(
                      type, std::make_shared<const std::string>(MakeInts(type, w->padding).bytes()), false));
  }
  return Results(copy, std::span<const Type>(&global, 1), computed);
}

StatusOr<Partitioner::Emitted> Partitioner::DotGeneral(const Op& op) {
  const DotDims dims = GetDotDims(op.attr("dot_dimension_numbers"));
  const int64_t lhs_rank = op.operand(0)->type().rank(), rhs_rank = op.operand(1)->type().rank();
  Contraction c;
  for (size_t k = 0; k < dims.lhs_batching.size(); ++k) {
    c.from_lhs.push_back(dims.lhs_batching[k]);
    c.from_rhs.push_back(dims.rhs_batching[k]);
  }
  auto free_dims = [](int64_t rank, const std::vector<int64_t>& batch, const std::vector<int64_t>& contract) {
    std::vector<int64_t> out;
    for (int64_t d = 0; d < rank; ++d)
      if (std::find(batch.begin(), batch.end(), d) == batch.end() &&
          std::find(contract.begin(), contract.end(), d) == contract.end())
        out.push_back(d);
    return out;
  };
  for (int64_t d : free_dims(lhs_rank, dims.lhs_batching, dims.lhs_contracting)) {
    c.from_lhs.push_back(d);
    c.from_rhs.push_back(-1);
  }
  for (int64_t d : free_dims(rhs_rank, dims.rhs_batching, dims.rhs_contracting)) {
    c.from_lhs.push_back(-1);
    c.from_rhs.push_back(d);
  }
  for (size_t k = 0; k < dims.lhs_contracting.size(); ++k)
    c.contracting.push_back({dims.lhs_contracting[k], dims.rhs_contracting[k]});
  return Contract(op, c);
}

StatusOr<Partitioner::Emitted> Partitioner::Dot(const Op& op) {
  const int64_t lhs_rank = op.operand(0)->type().rank(), rhs_rank = op.operand(1)->type().rank();
  Contraction c;
  if (lhs_rank == 2) {
    c.from_lhs.push_back(0);
    c.from_rhs.push_back(-1);
  }
  if (rhs_rank == 2) {
    c.from_lhs.push_back(-1);
    c.from_rhs.push_back(1);
  }
  c.contracting.push_back({lhs_rank - 1, 0});
  return Contract(op, c);
}

StatusOr<Partitioner::Emitted> Partitioner::Convolution(const Op& op) {
  std::optional<ConvWindow> w = GetConvWindow(op);
  if (!w) return Whole(op, "");
  const ConvDims& d = w->dims;
  const int64_t rank = RankOf(op.result(0)->type());
  Contraction c;
  c.from_lhs.assign(static_cast<size_t>(rank), -1);
  c.from_rhs.assign(static_cast<size_t>(rank), -1);
  // Batch and output features split like the result; input features contract (without groups); the
  // spatial dimensions are whole.
  if (w->batch_group_count == 1) c.from_lhs[d.output_batch] = d.input_batch;
  if (w->feature_group_count == 1 && w->batch_group_count == 1) {
    c.from_rhs[d.output_feature] = d.kernel_output_feature;
    c.contracting.push_back({d.input_feature, d.kernel_input_feature});
  }
  // A "same" window of stride 1 along a spatial dimension the result splits: each device convolves its
  // piece with its neighbours' edges.
  const TensorSharding target = WithoutUnreduced(Target(op.result(0)));
  const Type in = op.operand(0)->type(), kernel = op.operand(1)->type();
  for (int64_t i = 0; i < w->num_spatial(); ++i) {
    const int64_t out = d.output_spatial[i], window = kernel.dims()[d.kernel_spatial[i]];
    const int64_t low = w->padding[2 * i], high = w->padding[2 * i + 1];
    if (target.dims[out].axes.empty() || w->strides[i] != 1 || w->lhs_dilation[i] != 1 ||
        w->rhs_dilation[i] != 1 || w->reversal[i] != 0 || low < 0 || high < 0 || low + high != window - 1)
      continue;
    const int64_t piece =
        (in.dims()[d.input_spatial[i]] + target.dims[out].shards() - 1) / target.dims[out].shards();
    if (low > piece || high > piece) continue;
    c.from_lhs[out] = d.input_spatial[i];
    c.halos.push_back({d.input_spatial[i], i, low, high});
  }
  return Contract(op, c);
}

StatusOr<Partitioner::Emitted> Partitioner::Reduce(const Op& op) {
  const int64_t n = op.num_results();
  const Type in = op.operand(0)->type();
  const std::vector<int64_t> reduced = IntList(op, "dimensions");
  const TensorSharding s = WithoutUnreduced(Target(op.result(0)));
  std::vector<std::vector<AxisRef>> input_axes(static_cast<size_t>(in.rank()));
  std::vector<int64_t> kept;
  for (int64_t d = 0; d < in.rank(); ++d)
    if (std::find(reduced.begin(), reduced.end(), d) == reduced.end()) kept.push_back(d);
  for (size_t k = 0; k < kept.size(); ++k) input_axes[kept[k]] = s.dims[k].axes;
  std::string mesh = IsSplit(s) ? s.mesh : std::string();
  // Reduced dimensions keep the axes the input has where each device may reduce its piece and all_reduce
  // combine the pieces' results.
  const ShardedValue& input = Get(op.operand(0));
  std::vector<AxisRef> summed;
  std::string remark;
  if (!input.manual && IsSplit(input.sharding) && (mesh.empty() || input.sharding.mesh == mesh)) {
    bool by_pieces = n == 1 && ReducesByPieces(*op.region(0), op.operand(1));
    for (int64_t d : reduced) {
      const std::vector<AxisRef>& axes = input.sharding.dims[d].axes;
      if (axes.empty()) continue;
      if (!by_pieces) {
        remark =
            "the reduced dimensions are gathered: the reduction is not one add, multiply, maximum, minimum, "
            "and, or or xor with its identity as initial value";
        continue;
      }
      if (Overlap(axes, AllAxes(s))) continue;
      input_axes[d] = axes;
      summed.insert(summed.end(), axes.begin(), axes.end());
      mesh = input.sharding.mesh;
    }
  }
  const TensorSharding input_s = MakeSharding(mesh, input_axes);
  // A sum: its pieces' sums are partial sums of the result, as the sums of partial sums are.
  const bool sum = n == 1 && ReducerKind(*op.region(0)) == OpKind::kAdd &&
                   ReducesByPieces(*op.region(0), op.operand(1)) && in.storage_element() != ElementType::kI1;
  std::vector<AxisRef> partial = sum ? PartialAs(op, op.operand(0), input_s) : std::vector<AxisRef>();
  if (!partial.empty()) mesh = input.sharding.mesh;
  std::vector<Value*> operands;
  for (int64_t i = 0; i < n; ++i) {
    HLX_ASSIGN_OR_RETURN(Value * local,
                         Local(op.operand(static_cast<int>(i)), WithUnreduced(input_s, partial, mesh)));
    operands.push_back(local);
  }
  for (int64_t i = n; i < 2 * n; ++i) {
    HLX_ASSIGN_OR_RETURN(Value * local, LocalReplicated(op.operand(static_cast<int>(i))));
    operands.push_back(local);
  }
  if (!summed.empty()) operands[0] = b_.MaskPadding(operands[0], in, input_s, reduced, operands[1]);
  std::vector<std::vector<AxisRef>> result_axes;
  for (int64_t d : kept) result_axes.push_back(input_axes[d]);
  if (sum) partial.insert(partial.end(), summed.begin(), summed.end());
  const TensorSharding result_s = WithUnreduced(MakeSharding(mesh, result_axes), partial, mesh);
  std::vector<Type> globals, locals;
  for (int r = 0; r < op.num_results(); ++r) {
    globals.push_back(op.result(r)->type());
    locals.push_back(b_.LocalType(globals.back(), result_s));
  }
  HLX_ASSIGN_OR_RETURN(Op * copy, CloneWith(op, operands, locals));
  Emitted e = Results(copy, globals, result_s);
  e.remark = std::move(remark);
  if (!sum && !summed.empty())
    e.results[0].local =
        b_.AllReduce(copy->result(0), DeviceGroups(b_.MeshOf(input_s), summed), op.region(0));
  return e;
}

StatusOr<Partitioner::Emitted> Partitioner::Positional(const Op& op, const std::vector<bool>& parallel,
                                                       const std::string& what,
                                                       const std::vector<std::pair<int64_t, int64_t>>& halo) {
  const Type global0 = op.result(0)->type();
  const int64_t rank = RankOf(global0);
  const TensorSharding s = KeepDims(Target(op.result(0)), parallel);
  std::string remark;
  std::vector<Value*> operands;
  for (const Value* v : op.operands()) {
    const bool data = v->type().IsTensor() && v->type().rank() == rank && rank > 0;
    if (data && remark.empty()) {
      const ShardedValue& sv = Get(v);
      for (int64_t d = 0; d < rank; ++d)
        if (!parallel[d] && !sv.manual && IsSplit(sv.sharding) && !sv.sharding.dims[d].axes.empty())
          remark = what + " (" + std::to_string(d) + ") is gathered whole";
    }
    HLX_ASSIGN_OR_RETURN(Value * local, data ? Local(v, s) : LocalReplicated(v));
    operands.push_back(local);
  }
  // reduce_window's inputs (the first half of its operands) take their neighbours' edges, their initial
  // values (the second half) past the ends.
  bool exchanged = false;
  const int inputs = op.num_operands() / 2;
  for (int64_t d = 0; d < static_cast<int64_t>(halo.size()); ++d) {
    if (halo[d].first == 0 && halo[d].second == 0) continue;
    exchanged = true;
    for (int i = 0; i < inputs; ++i)
      operands[i] = b_.HaloExchange(operands[i], op.operand(i)->type(), s, d, halo[d].first, halo[d].second,
                                    operands[i + inputs]);
  }
  std::vector<Type> globals, locals;
  for (int r = 0; r < op.num_results(); ++r) {
    globals.push_back(op.result(r)->type());
    locals.push_back(RankOf(globals.back()) == rank ? b_.LocalType(globals.back(), s) : globals.back());
  }
  HLX_ASSIGN_OR_RETURN(Op * copy, CloneWith(op, operands, locals));
  if (exchanged) {
    // The padding the halo replaces goes.
    std::vector<int64_t> padding = AllInts(op.attr("padding"));
    if (padding.empty()) padding.assign(static_cast<size_t>(2 * rank), 0);
    for (int64_t d = 0; d < static_cast<int64_t>(halo.size()); ++d)
      if (halo[d].first != 0 || halo[d].second != 0) padding[2 * d] = padding[2 * d + 1] = 0;
    const Type type = module_.types().Tensor({rank, 2}, ElementType::kSI64);
    copy->SetAttr("padding",
                  Attr::DenseElements(
                      type, std::make_shared<const std::string>(MakeInts(type, padding).bytes()), false));
  }
  // Sizes that attributes give along the parallel dimensions are the local ones.
  if (op.kind() == OpKind::kSlice || op.kind() == OpKind::kDynamicSlice) {
    const char* name = op.kind() == OpKind::kSlice ? "limit_indices" : "slice_sizes";
    std::vector<int64_t> sizes = IntList(op, name);
    for (int64_t d = 0; d < rank; ++d)
      if (parallel[d]) sizes[d] = locals[0].dims()[d];
    copy->SetAttr(name, I64Array(sizes));
  }
  Emitted e = Results(copy, globals, s);
  for (int r = 0; r < op.num_results(); ++r)
    if (RankOf(globals[r]) != rank) e.results[r].sharding = Replicated(RankOf(globals[r]));
  e.remark = std::move(remark);
  return e;
}

StatusOr<Partitioner::Emitted> Partitioner::Gather(const Op& op) {
  const GatherDims dims = GetGatherDims(op.attr("dimension_numbers"));
  const Type global = op.result(0)->type(), indices = op.operand(1)->type(),
             operand_type = op.operand(0)->type();
  // Index-parallel: the indices split along the result's batch dimensions; operand batching dimensions
  // split as their indices' batching dimensions are, each device's rows paired with its indices.
  const TensorSharding target = WithoutUnreduced(Target(op.result(0)));
  std::vector<int64_t> index_dims, batch_dims;  // the indices' batch dimensions, the result's
  for (int64_t d = 0; d < indices.rank(); ++d)
    if (d != dims.index_vector_dim) index_dims.push_back(d);
  std::vector<std::vector<AxisRef>> index_axes(static_cast<size_t>(indices.rank()));
  std::vector<std::vector<AxisRef>> result_axes(static_cast<size_t>(global.rank()));
  std::vector<int64_t> offset_of(static_cast<size_t>(operand_type.rank()), -1);  // operand dim -> result dim
  {
    std::vector<int64_t> window;
    for (int64_t d = 0; d < operand_type.rank(); ++d)
      if (!Contains(dims.collapsed_slice_dims, d) && !Contains(dims.operand_batching_dims, d))
        window.push_back(d);
    for (size_t k = 0; k < dims.offset_dims.size() && k < window.size(); ++k)
      offset_of[window[k]] = dims.offset_dims[k];
  }
  size_t next = 0;
  for (int64_t d = 0; d < global.rank(); ++d) {
    if (Contains(dims.offset_dims, d)) continue;
    batch_dims.push_back(d);
    if (next < index_dims.size()) {
      index_axes[index_dims[next]] = target.dims[d].axes;
      result_axes[d] = target.dims[d].axes;
    }
    ++next;
  }
  std::string mesh = IsSplit(target) ? target.mesh : std::string();
  std::vector<AxisRef> used = AllAxes(MakeSharding(mesh, result_axes));
  std::vector<std::vector<AxisRef>> operand_axes(static_cast<size_t>(operand_type.rank()));
  for (size_t k = 0; k < dims.operand_batching_dims.size(); ++k)
    operand_axes[dims.operand_batching_dims[k]] = index_axes[dims.start_indices_batching_dims[k]];
  // Operand-parallel: an operand dimension the gather passes through whole (its slice the whole
  // dimension, no start index along it) stays split, the result's offset dimension split alike; one whose
  // slices are single elements at a start index (an embedding's row) stays split too where the result is
  // no larger than the operand: each device gathers from its piece with the indices moved into it and
  // zeros where they fall outside, a partial sum over its axes, summed where it is read.
  const ShardedValue& operand = Get(op.operand(0));
  const std::vector<int64_t> slice_sizes = IntList(op, "slice_sizes");
  const bool summable = Summable(global);
  std::vector<int64_t> masked;  // operand dimensions split under start indices
  std::vector<AxisRef> unreduced;
  bool dropped = false, larger = false;  // whether a split of the operand is gathered; for the result's size
  if (!operand.manual && IsSplit(operand.sharding)) {
    const bool same_mesh = mesh.empty() || operand.sharding.mesh == mesh;
    for (int64_t d = 0; d < operand_type.rank(); ++d) {
      std::vector<AxisRef> axes = operand.sharding.dims[d].axes;
      if (axes.empty() || Contains(dims.operand_batching_dims, d)) continue;
      const bool indexed = Contains(dims.start_index_map, d);
      const int64_t r = offset_of[d];
      if (!indexed && r >= 0 && slice_sizes[d] == operand_type.dims()[d]) {
        if (!target.dims[r].axes.empty() && !Overlap(target.dims[r].axes, used)) axes = target.dims[r].axes;
      } else if (!indexed || slice_sizes[d] != 1 || !summable) {
        axes.clear();
      } else if (global.NumElements() > operand_type.NumElements()) {
        larger = true;
        axes.clear();
      }
      if (axes.empty() || !same_mesh || Overlap(axes, used)) {
        dropped = true;
        continue;
      }
      operand_axes[d] = axes;
      used.insert(used.end(), axes.begin(), axes.end());
      if (mesh.empty()) mesh = operand.sharding.mesh;
      if (indexed) {
        masked.push_back(d);
        unreduced.insert(unreduced.end(), axes.begin(), axes.end());
      } else {
        result_axes[r] = axes;
      }
    }
  }
  const TensorSharding operand_s = MakeSharding(mesh, operand_axes);
  HLX_ASSIGN_OR_RETURN(Value * operand_local, Local(op.operand(0), operand_s));
  HLX_ASSIGN_OR_RETURN(Value * index_local, Local(op.operand(1), MakeSharding(mesh, index_axes)));
  const TensorSharding s = WithUnreduced(MakeSharding(mesh, result_axes), unreduced, mesh);
  const Type local = b_.LocalType(global, s);
  Value* mask = nullptr;
  if (!masked.empty())
    std::tie(index_local, mask) = MoveIndices(dims.index_vector_dim, dims.start_index_map, operand_type,
                                              operand_s, masked, index_local, true);
  Value* operands[] = {operand_local, index_local};
  HLX_ASSIGN_OR_RETURN(Op * copy, CloneWith(op, operands, std::span<const Type>(&local, 1)));
  std::vector<int64_t> local_sizes = slice_sizes;
  const Type operand_local_type = operand_local->type();
  for (int64_t d = 0; d < operand_type.rank(); ++d)
    if (!operand_axes[d].empty() && !Contains(masked, d) && !Contains(dims.operand_batching_dims, d))
      local_sizes[d] = operand_local_type.dims()[d];
  copy->SetAttr("slice_sizes", I64Array(local_sizes));
  Value* result = copy->result(0);
  if (mask) {
    // The mask is over the indices' batch dimensions, which are the result's batch dimensions in order.
    const Type mask_type = module_.types().Tensor(local.dims(), module_.types().Element(ElementType::kI1));
    Value* wide = b_.Emit1(OpKind::kBroadcastInDim, std::span<Value* const>(&mask, 1), mask_type,
                           {{"broadcast_dimensions", I64Array(batch_dims)}});
    Value* select[] = {
        wide, result,
        b_.Broadcast(b_.Zeros(module_.types().Tensor(std::span<const int64_t>(), local.element_type())),
                     local)};
    result = b_.Emit1(OpKind::kSelect, select, local);
  }
  Emitted e = Results(copy, std::span<const Type>(&global, 1), s);
  e.results[0].local = result;
  if (larger)
    e.remark = "the operand is gathered whole: the result, which would be summed over the devices, is larger";
  else if (dropped)
    e.remark = "the operand is gathered whole along dimensions the gather cannot split";
  return e;
}

std::pair<Value*, Value*> Partitioner::MoveIndices(int64_t index_vector_dim,
                                                   std::span<const int64_t> index_map, Type operand_type,
                                                   const TensorSharding& operand_s,
                                                   std::span<const int64_t> moved, Value* indices,
                                                   bool clamp) {
  TypeContext& types = module_.types();
  const Type type = indices->type();
  const int64_t rank = type.rank(), ivd = index_vector_dim;
  const bool implicit = ivd == rank;
  std::vector<int64_t> batch_shape;  // the indices' shape without the index vector dimension
  for (int64_t d = 0; d < rank; ++d)
    if (d != ivd) batch_shape.push_back(type.dims()[d]);
  std::vector<int64_t> component_shape = DimsOf(type);
  if (!implicit) component_shape[ivd] = 1;
  const Type component = types.Tensor(component_shape, types.Element(ElementType::kSI64));
  const Type original = types.Tensor(component_shape, type.element_type());
  const Type flags = types.Tensor(component_shape, types.Element(ElementType::kI1));
  auto compare = [&](Value* a, Value* b, ComparisonDirection direction) {
    Value* operands[] = {a, b};
    return b_.Emit1(OpKind::kCompare, operands, flags,
                    {{"comparison_direction",
                      Attr::Enum(EnumFamily::kComparisonDirection, static_cast<int>(direction))}});
  };
  std::vector<Value*> parts;
  Value* inside = nullptr;
  for (size_t j = 0; j < index_map.size(); ++j) {
    Value* part = indices;
    if (!implicit) {
      std::vector<int64_t> start(static_cast<size_t>(rank), 0), limit = DimsOf(type),
                                                                strides(start.size(), 1);
      start[ivd] = static_cast<int64_t>(j);
      limit[ivd] = static_cast<int64_t>(j) + 1;
      part = b_.Emit1(OpKind::kSlice, std::span<Value* const>(&indices, 1), original,
                      {{"limit_indices", I64Array(limit)},
                       {"start_indices", I64Array(start)},
                       {"strides", I64Array(strides)}});
    }
    const int64_t d = index_map[j];
    // Unsigned indices past int64's range: a gather clamps them to the dimension's end, which they keep;
    // a scatter skips them, as it skips the negative numbers they become.
    if (clamp && type.storage_element() == ElementType::kUI64) {
      Value* operands[] = {part, b_.Broadcast(b_.ScalarI32(operand_type.dims()[d] - 1), original)};
      part = b_.Emit1(OpKind::kMinimum, operands, original);
    }
    part = b_.Emit1(OpKind::kConvert, std::span<Value* const>(&part, 1), component);
    if (Contains(moved, d)) {
      const int64_t piece = b_.LocalType(operand_type, operand_s).dims()[d];
      if (clamp) {
        Value* bounds[] = {b_.Broadcast(b_.ScalarI32(0), component), part,
                           b_.Broadcast(b_.ScalarI32(operand_type.dims()[d] - 1), component)};
        part = b_.Emit1(OpKind::kClamp, bounds, component);
      }
      std::vector<int64_t> offsets = b_.TileIndexTable(operand_s, d);
      for (int64_t& o : offsets) o *= piece;
      Value* sub[] = {part, b_.Broadcast(b_.PerDevice(offsets), component)};
      part = b_.Emit1(OpKind::kSubtract, sub, component);
      if (clamp) {
        Value* low = compare(part, b_.Broadcast(b_.ScalarI32(0), component), ComparisonDirection::GE);
        Value* high = compare(part, b_.Broadcast(b_.ScalarI32(piece), component), ComparisonDirection::LT);
        Value* both[] = {low, high};
        Value* here = b_.Emit1(OpKind::kAnd, both, flags);
        if (inside) {
          Value* all[] = {inside, here};
          here = b_.Emit1(OpKind::kAnd, all, flags);
        }
        inside = here;
      }
    }
    parts.push_back(part);
  }
  Value* result = parts[0];
  if (!implicit && parts.size() > 1)
    result =
        b_.Emit1(OpKind::kConcatenate, parts, types.Tensor(DimsOf(type), types.Element(ElementType::kSI64)),
                 {{"dimension", b_.I64(ivd)}});
  Value* mask = inside;
  if (inside && !implicit)
    mask = b_.Emit1(OpKind::kReshape, std::span<Value* const>(&inside, 1),
                    types.Tensor(batch_shape, types.Element(ElementType::kI1)));
  return {result, mask};
}

StatusOr<Partitioner::Emitted> Partitioner::Scatter(const Op& op) {
  const int n = op.num_results();
  const ScatterDims dims = GetScatterDims(op.attr("scatter_dimension_numbers"));
  const Type input = op.operand(0)->type(), indices = op.operand(n)->type(),
             updates = op.operand(n + 1)->type();
  const std::string whole = "stablehlo.scatter is computed whole";
  const TensorSharding target = WithoutUnreduced(Target(op.result(0)));
  std::string mesh = IsSplit(target) ? target.mesh : std::string();
  std::vector<int64_t> window_of(static_cast<size_t>(input.rank()), -1);  // input dim -> update window dim
  size_t next = 0;
  for (int64_t d = 0; d < input.rank() && next < dims.update_window_dims.size(); ++d)
    if (!Contains(dims.inserted_window_dims, d) && !Contains(dims.input_batching_dims, d))
      window_of[d] = dims.update_window_dims[next++];
  std::vector<int64_t> index_dims;  // the indices' dimensions but the index vector dimension, in order
  for (int64_t d = 0; d < indices.rank(); ++d)
    if (d != dims.index_vector_dim) index_dims.push_back(d);
  std::vector<int64_t> scatter_of(static_cast<size_t>(indices.rank()), -1);  // index dim -> update dim
  next = 0;
  for (int64_t u = 0; u < updates.rank(); ++u)
    if (!Contains(dims.update_window_dims, u) && next < index_dims.size()) scatter_of[index_dims[next++]] = u;
  // Operand-parallel: the input split as the result is along whole update windows, along single-row
  // dimensions at scatter indices (the indices moved into each device's piece; the updates of rows a
  // device does not hold fall outside it and are skipped, as a scatter skips them) and along batching
  // dimensions (the indices' batching dimensions and the updates' matching scatter dimensions split alike).
  std::vector<std::vector<AxisRef>> input_axes(static_cast<size_t>(input.rank())),
      update_axes(static_cast<size_t>(updates.rank())), index_axes(static_cast<size_t>(indices.rank()));
  std::vector<int64_t> moved;
  bool dropped = false;
  for (int64_t d = 0; d < input.rank() && !mesh.empty(); ++d) {
    const std::vector<AxisRef>& axes = target.dims[d].axes;
    if (axes.empty()) continue;
    if (auto it = std::find(dims.input_batching_dims.begin(), dims.input_batching_dims.end(), d);
        it != dims.input_batching_dims.end()) {
      const int64_t j = dims.scatter_indices_batching_dims[it - dims.input_batching_dims.begin()];
      input_axes[d] = index_axes[j] = axes;
      if (scatter_of[j] >= 0) update_axes[scatter_of[j]] = axes;
      continue;
    }
    const int64_t u = window_of[d];
    const int64_t window = u < 0 ? 1 : updates.dims()[u];
    const bool indexed = Contains(dims.scatter_dims_to_operand_dims, d);
    if (indexed ? window != 1 : u < 0 || window != input.dims()[d]) {
      dropped = true;
      continue;
    }
    input_axes[d] = axes;
    if (indexed) {
      moved.push_back(d);
    } else {
      update_axes[u] = axes;
    }
  }
  TensorSharding input_s = MakeSharding(mesh, input_axes);
  // Index-parallel: a scatter-add keeps its updates split along their scatter dimensions (a
  // data-parallel gradient of an embedding's lookups), the indices split alike; each device adds its
  // updates into the input (the input on one device of those axes, zeros on the others), a partial sum
  // over them, summed where it is read. Taken where the updates are at least as large as each device's
  // piece of the result, which is what summing moves instead of gathering them.
  std::vector<AxisRef> unreduced;
  std::vector<int64_t> summed_dims;  // the updates' dimensions split for it
  const ShardedValue& update = Get(op.operand(n + 1));
  if (n == 1 && Summable(input) && ReducerKind(*op.region(0)) == OpKind::kAdd && !update.manual &&
      IsSplit(update.sharding) && (mesh.empty() || update.sharding.mesh == mesh) &&
      updates.NumElements() >= b_.LocalType(input, input_s).NumElements()) {
    std::vector<AxisRef> used = AllAxes(input_s);
    for (int64_t j : index_dims) {
      const int64_t u = scatter_of[j];
      if (u < 0 || !index_axes[j].empty()) continue;
      const std::vector<AxisRef>& axes = update.sharding.dims[u].axes;
      if (axes.empty() || Overlap(axes, used)) continue;
      index_axes[j] = update_axes[u] = axes;
      used.insert(used.end(), axes.begin(), axes.end());
      unreduced.insert(unreduced.end(), axes.begin(), axes.end());
      summed_dims.push_back(u);
    }
    if (!unreduced.empty() && mesh.empty()) mesh = update.sharding.mesh;
  }
  if (!IsSplit(input_s) && unreduced.empty()) return Whole(op, whole);
  input_s = MakeSharding(mesh, input_axes);
  const TensorSharding update_s = MakeSharding(mesh, update_axes);
  // A zero input is zeros on every device: each device's sum of its updates into it is its partial sum.
  const TensorSharding input_as = IsZero(op.operand(0)) ? input_s : WithUnreduced(input_s, unreduced, mesh);
  std::vector<Value*> operands;
  for (int t = 0; t < n; ++t) {
    HLX_ASSIGN_OR_RETURN(Value * local, Local(op.operand(t), input_as));
    operands.push_back(local);
  }
  HLX_ASSIGN_OR_RETURN(Value * index_local, Local(op.operand(n), MakeSharding(mesh, index_axes)));
  if (!moved.empty())
    index_local = MoveIndices(dims.index_vector_dim, dims.scatter_dims_to_operand_dims, input, input_s, moved,
                              index_local, false)
                      .first;
  operands.push_back(index_local);
  for (int t = 0; t < n; ++t) {
    HLX_ASSIGN_OR_RETURN(Value * local, Local(op.operand(n + 1 + t), update_s));
    // Padding rows of split scatter dimensions add zeros wherever their indices point.
    if (!summed_dims.empty()) local = b_.MaskPadding(local, updates, update_s, summed_dims, nullptr);
    operands.push_back(local);
  }
  std::vector<Type> globals, locals;
  for (int r = 0; r < n; ++r) {
    globals.push_back(op.result(r)->type());
    locals.push_back(b_.LocalType(globals.back(), input_s));
  }
  HLX_ASSIGN_OR_RETURN(Op * copy, CloneWith(op, operands, locals));
  Emitted e = Results(copy, globals, WithUnreduced(input_s, unreduced, mesh));
  if (dropped) e.remark = "the input is gathered whole along dimensions the scatter cannot split";
  return e;
}

StatusOr<Partitioner::Emitted> Partitioner::Collective(const Op& op, const std::vector<int64_t>& moved) {
  if (manual_axes_.empty()) return Whole(op, std::string(op.name()) + " is computed whole");
  // Its groups must meet devices of the same coordinates along the free axes, which hold the same
  // pieces of their values.
  const Mesh& mesh = shardings_.meshes.at(manual_mesh_);
  std::vector<AxisRef> free, manual;
  for (const MeshAxis& axis : mesh.axes) {
    const bool is_manual =
        std::find(manual_axes_.begin(), manual_axes_.end(), axis.name) != manual_axes_.end();
    if (axis.size > 1) (is_manual ? manual : free).push_back(WholeAxis(mesh, axis.name));
  }
  const int64_t partitions = b_.num_partitions();
  StatusOr<std::vector<std::vector<int64_t>>> groups =
      op.kind() == OpKind::kCollectivePermute ? PermutePairs(op, b_.num_replicas(), partitions)
                                              : CollectiveGroups(op, b_.num_replicas(), partitions);
  if (!groups.ok())
    return Status(groups.status().code(), Where(op) + op.name() + " " + groups.status().message());
  const bool partition_ids =
      op.kind() != OpKind::kCollectivePermute || ReplicaOrPartitionMode(op) == GroupMode::kCrossPartition;
  for (const std::vector<int64_t>& group : *groups) {
    for (int64_t id : group) {
      const int64_t first = partition_ids ? group[0] % partitions : 0,
                    p = partition_ids ? id % partitions : 0;
      if (AxesIndex(mesh, free, MeshPosition(mesh, p)) != AxesIndex(mesh, free, MeshPosition(mesh, first)))
        return InvalidArgument(Where(op) + op.name() + " in a manual computation over the axes " +
                               AxesToString(manual) + " meets partitions " + std::to_string(first) + " and " +
                               std::to_string(p) + ", which differ along the free axes " +
                               AxesToString(free));
    }
  }
  std::vector<bool> parallel(static_cast<size_t>(RankOf(op.result(0)->type())), true);
  for (int64_t d : moved) parallel[d] = false;
  return Positional(op, parallel, "a dimension " + std::string(op.name()) + " moves across devices");
}

Status Partitioner::RegionInto(
    const Op& op, int r, Op& into, std::span<const Type> locals, std::span<const Type> globals,
    std::span<const TensorSharding> arg_shardings,
    const std::function<TensorSharding(size_t, const ShardedValue&)>& returned_as) {
  const Block& from = *op.region(r)->front();
  Block* to = into.AddRegion()->AddBlock();
  std::vector<ShardedValue> args;
  for (size_t i = 0; i < locals.size(); ++i)
    args.push_back({to->AddArg(locals[i]), globals[i], arg_shardings[i], false});
  b_.SetInsertionPoint(to, &op);
  HLX_ASSIGN_OR_RETURN(std::vector<ShardedValue> returned, EmitBlock(from, args));
  b_.SetInsertionPoint(to, from.back());
  std::vector<Value*> results;
  for (size_t i = 0; i < returned.size(); ++i) {
    HLX_ASSIGN_OR_RETURN(ShardedValue v, returned[i].manual
                                             ? returned[i]
                                             : b_.Reshard(returned[i], returned_as(i, returned[i])));
    results.push_back(v.local);
  }
  b_.Emit(OpKind::kReturn, results, {});
  return Status();
}

Partitioner::Emitted Partitioner::ControlFlowResults(const Op& op, Op* emitted, std::span<const Type> globals,
                                                     std::span<const TensorSharding> shardings) {
  for (const NamedAttr& a : op.attrs())
    if (a.name != "sdy.sharding" && a.name != "mhlo.sharding") emitted->SetAttr(a.name, a.value);
  Emitted e;
  e.op = emitted;
  for (int i = 0; i < op.num_results(); ++i)
    e.results.push_back({emitted->result(i), globals[i], shardings[i], false});
  return e;
}

StatusOr<Partitioner::Emitted> Partitioner::While(const Op& op) {
  std::vector<TensorSharding> carried;
  std::vector<Value*> operands;
  std::vector<Type> locals, globals;
  for (int i = 0; i < op.num_operands(); ++i) {
    carried.push_back(WithoutUnreduced(Target(op.result(i))));
    HLX_ASSIGN_OR_RETURN(Value * local, Local(op.operand(i), carried.back()));
    operands.push_back(local);
    globals.push_back(op.result(i)->type());
    locals.push_back(b_.LocalType(globals.back(), carried.back()));
  }
  Block* outer = b_.block();
  Op* loop = b_.Emit(OpKind::kWhile, operands, locals);
  // The condition returns one replicated i1; the body returns the carried values as they go in.
  HLX_RETURN_IF_ERROR(RegionInto(op, 0, *loop, locals, globals, carried,
                                 [](size_t, const ShardedValue& v) { return Replicated(RankOf(v.global)); }));
  HLX_RETURN_IF_ERROR(RegionInto(op, 1, *loop, locals, globals, carried,
                                 [&](size_t i, const ShardedValue&) { return carried[i]; }));
  b_.SetInsertionPoint(outer, &op);
  return ControlFlowResults(op, loop, globals, carried);
}

StatusOr<Partitioner::Emitted> Partitioner::Branches(const Op& op) {
  std::vector<TensorSharding> shardings;
  std::vector<Type> locals, globals;
  for (int i = 0; i < op.num_results(); ++i) {
    shardings.push_back(WithoutUnreduced(Target(op.result(i))));
    globals.push_back(op.result(i)->type());
    locals.push_back(b_.LocalType(globals.back(), shardings.back()));
  }
  HLX_ASSIGN_OR_RETURN(Value * index, LocalReplicated(op.operand(0)));
  Block* outer = b_.block();
  Op* branch = b_.Emit(op.kind(), std::span<Value* const>(&index, 1), locals);
  for (int r = 0; r < op.num_regions(); ++r)
    HLX_RETURN_IF_ERROR(
        RegionInto(op, r, *branch, {}, {}, {}, [&](size_t i, const ShardedValue&) { return shardings[i]; }));
  b_.SetInsertionPoint(outer, &op);
  return ControlFlowResults(op, branch, globals, shardings);
}

StatusOr<Partitioner::Emitted> Partitioner::Call(const Op& op) {
  const std::string name = Callee(op);
  const Op* callee = module_.LookupFunc(name);
  if (!callee || callee->num_regions() != 1 || callee->region(0)->empty())
    return Whole(op, "");  // a declaration: called whole
  if (std::find(call_stack_.begin(), call_stack_.end(), name) != call_stack_.end())
    return Unimplemented(Where(op) + "@" + name + " calls itself; hlx partitions calls by inlining them");
  if (callee->region(0)->num_blocks() != 1)
    return Unimplemented(Where(op) + "@" + name +
                         " has several blocks; hlx partitions functions of one block");
  const Block& body = FuncBody(*callee);
  std::vector<ShardedValue> args;
  for (int i = 0; i < op.num_operands(); ++i) {
    ShardedValue v = Get(op.operand(i));
    const Value* param = body.arg(i);
    if (!v.manual && Annotated(param)) {
      HLX_ASSIGN_OR_RETURN(Value * local, Local(op.operand(i), Target(param)));
      v.local = local;
      v.sharding = Target(param);
    }
    args.push_back(v);
  }
  call_stack_.push_back(name);
  // The callee's values take the places of the call's (its body is partitioned in place).
  std::unordered_map<const Value*, ShardedValue> saved;
  for (int a = 0; a < body.num_args(); ++a)
    if (auto it = values_.find(body.arg(a)); it != values_.end()) saved.insert(*it);
  StatusOr<std::vector<ShardedValue>> returned = EmitBlock(body, args);
  call_stack_.pop_back();
  for (auto& [k, v] : saved) values_[k] = v;
  if (!returned.ok()) return returned.status();
  b_.SetInsertionPoint(b_.block(), &op);
  Emitted e;
  e.results = std::move(returned).value();
  // The results are what the callee returns, resharded to the callee's declared result shardings.
  auto declared = shardings_.func_results.find(callee);
  for (size_t r = 0; r < e.results.size(); ++r) {
    if (e.results[r].manual || declared == shardings_.func_results.end() || r >= declared->second.size() ||
        !declared->second[r])
      continue;
    HLX_ASSIGN_OR_RETURN(e.results[r], b_.Reshard(e.results[r], Norm(*declared->second[r])));
  }
  e.keep = true;
  return e;
}

StatusOr<Partitioner::Emitted> Partitioner::GlobalToLocal(const Op& op) {
  Emitted e;
  for (int r = 0; r < op.num_results(); ++r) {
    const Value* result = op.result(r);
    const ManualShardings* manual = nullptr;
    int index = -1;
    for (const Op* user : result->users()) {
      auto mc = shardings_.manual_computations.find(user);
      if (mc == shardings_.manual_computations.end()) continue;
      for (int i = 0; i < user->num_operands(); ++i)
        if (user->operand(i) == result) index = i;
      manual = &mc->second;
      break;
    }
    if (!manual)
      return Unimplemented(Where(op) + "xla.sdy.GlobalToLocalShape of a value no manual computation takes");
    HLX_ASSIGN_OR_RETURN(ShardedValue v,
                         EnterManual(op, "the operand of xla.sdy.GlobalToLocalShape", op.operand(r),
                                     manual->in[index], *manual, result->type()));
    if (AllManual(*manual)) {
      v.sharding = Replicated(RankOf(result->type()));
      v.manual = true;
    }
    e.results.push_back(v);
  }
  e.keep = true;
  return e;
}

StatusOr<Partitioner::Emitted> Partitioner::LocalToGlobal(const Op& op) {
  Emitted e;
  for (int r = 0; r < op.num_results(); ++r) {
    const Value* piece = op.operand(r);
    const Op* call = piece->defining_op();
    auto mc = call ? shardings_.manual_computations.find(call) : shardings_.manual_computations.end();
    if (mc == shardings_.manual_computations.end())
      return Unimplemented(Where(op) + "xla.sdy.LocalToGlobalShape of a value no manual computation gives");
    HLX_ASSIGN_OR_RETURN(ShardedValue v,
                         LeaveManual(op, "the result of xla.sdy.LocalToGlobalShape", Get(piece),
                                     mc->second.out[piece->index()], mc->second, op.result(r)->type()));
    e.results.push_back(v);
  }
  e.keep = true;
  return e;
}

bool Partitioner::AllManual(const ManualShardings& manual) const {
  auto it = shardings_.meshes.find(manual.mesh);
  if (it == shardings_.meshes.end()) return true;
  for (const MeshAxis& axis : it->second.axes)
    if (axis.size > 1 &&
        std::find(manual.manual_axes.begin(), manual.manual_axes.end(), axis.name) ==
            manual.manual_axes.end() &&
        std::find(manual_axes_.begin(), manual_axes_.end(), axis.name) == manual_axes_.end())
      return false;
  return true;
}

std::pair<TensorSharding, TensorSharding> Partitioner::SplitManual(const TensorSharding& s,
                                                                   const ManualShardings& manual) const {
  const TensorSharding n = Normalize(WithoutUnreduced(s), shardings_.meshes);
  std::vector<std::vector<AxisRef>> manual_dims(n.dims.size()), free_dims(n.dims.size());
  for (size_t d = 0; d < n.dims.size(); ++d)
    for (const AxisRef& a : n.dims[d].axes) {
      const bool is_manual =
          std::find(manual.manual_axes.begin(), manual.manual_axes.end(), a.name) != manual.manual_axes.end();
      (is_manual ? manual_dims : free_dims)[d].push_back(a);
    }
  return {MakeSharding(n.mesh, manual_dims), Norm(MakeSharding(n.mesh, free_dims))};
}

StatusOr<ShardedValue> Partitioner::EnterManual(const Op& op, const std::string& what, const Value* v,
                                                const TensorSharding& in, const ManualShardings& manual,
                                                Type body) {
  const Type global = v->type();
  const auto [manual_s, free] = SplitManual(in, manual);
  const Type piece = b_.LocalType(global, manual_s);
  bool exact = piece == body;
  for (int64_t d = 0; exact && d < manual_s.rank(); ++d)
    exact = piece.dims()[d] * manual_s.dims[d].shards() == global.dims()[d];
  if (!exact)
    return InvalidArgument(Where(op) + what + " of type " + global.ToString() + " split as " + in.ToString() +
                           " has pieces of type " + piece.ToString() + ", but the body takes " +
                           body.ToString());
  // The operand split by the manual axes then the free ones is each device's piece of its body value
  // split by the free ones, where those split evenly; else each device takes its whole body value.
  const bool even = EvenFreeSplit(body, free);
  HLX_ASSIGN_OR_RETURN(Value * local,
                       Local(v, even ? ManualThenFree(manual_s, free, manual.mesh) : manual_s));
  return ShardedValue{local, body, even ? free : Replicated(RankOf(body)), false};
}

StatusOr<ShardedValue> Partitioner::LeaveManual(const Op& op, const std::string& what, const ShardedValue& v,
                                                const TensorSharding& out, const ManualShardings& manual,
                                                Type global) {
  const auto [manual_s, free] = SplitManual(out, manual);
  const Type piece = b_.LocalType(global, manual_s);
  bool exact = piece == v.global;
  for (int64_t d = 0; exact && d < manual_s.rank(); ++d)
    exact = piece.dims()[d] * manual_s.dims[d].shards() == global.dims()[d];
  if (!exact)
    return InvalidArgument(Where(op) + what + " of type " + global.ToString() + " split as " +
                           out.ToString() + " has pieces of type " + piece.ToString() +
                           ", but the body returns " + v.global.ToString());
  if (v.manual) return ShardedValue{v.local, global, manual_s, false};
  HLX_CHECK_MSG(IsSplit(v.sharding) ? v.sharding.mesh == manual.mesh : true,
                "a body value leaves split on its manual computation's mesh");
  return ShardedValue{v.local, global, ManualThenFree(manual_s, v.sharding, manual.mesh), false};
}

StatusOr<Partitioner::Emitted> Partitioner::ManualComputation(const Op& op, const ManualShardings& manual,
                                                              const Block& body) {
  const bool call = op.kind() == OpKind::kFuncCall;  // JAX's Shardy export: GlobalToLocal made the pieces
  if (AllManual(manual) && !call) {
    // The body is each device's program as written.
    std::unordered_map<const Value*, Value*> map;
    for (int i = 0; i < op.num_operands(); ++i) {
      HLX_ASSIGN_OR_RETURN(ShardedValue v,
                           EnterManual(op, "operand " + std::to_string(i) + " of " + op.name(), op.operand(i),
                                       manual.in[i], manual, body.arg(i)->type()));
      map[body.arg(i)] = v.local;
    }
    Emitted e;
    for (const auto& inner : body.ops()) {
      if (inner->info().Has(kTerminator)) {
        for (int r = 0; r < op.num_results(); ++r) {
          auto it = map.find(inner->operand(r));
          Value* local = it == map.end() ? inner->operand(r) : it->second;
          HLX_ASSIGN_OR_RETURN(
              ShardedValue v,
              LeaveManual(op, "result " + std::to_string(r) + " of " + op.name(),
                          ShardedValue{local, local->type(), Replicated(RankOf(local->type())), true},
                          manual.out[r], manual, op.result(r)->type()));
          e.results.push_back(v);
        }
        break;
      }
      b_.block()->Append(CloneOp(*inner, map));
    }
    e.keep = true;
    return e;
  }
  if (AllManual(manual)) return Manual(op);  // a call of each device's program, inlined at the end
  // Over some of the mesh's axes: the body is partitioned along the free axes, each device computing its
  // piece of its own body values (their shapes divided by the manual axes).
  std::vector<ShardedValue> args;
  for (int i = 0; i < op.num_operands(); ++i) {
    if (call) {
      args.push_back(Get(op.operand(i)));
      continue;
    }
    HLX_ASSIGN_OR_RETURN(ShardedValue v,
                         EnterManual(op, "operand " + std::to_string(i) + " of " + op.name(), op.operand(i),
                                     manual.in[i], manual, body.arg(i)->type()));
    args.push_back(v);
  }
  const std::vector<std::string> outer = manual_axes_;
  const std::string outer_mesh = manual_mesh_;
  manual_axes_.insert(manual_axes_.end(), manual.manual_axes.begin(), manual.manual_axes.end());
  manual_mesh_ = manual.mesh;
  b_.SetManualAxes(manual_mesh_, manual_axes_);
  auto restore = [&] {
    manual_axes_ = outer;
    manual_mesh_ = outer_mesh;
    b_.SetManualAxes(manual_mesh_, manual_axes_);
  };
  // Each argument split as the body takes it (in its in_sharding's free axes); what the body returns
  // split as its out_sharding's free axes, where those split evenly.
  StatusOr<std::vector<ShardedValue>> returned = [&]() -> StatusOr<std::vector<ShardedValue>> {
    for (int i = 0; i < op.num_operands(); ++i) {
      if (args[i].manual) continue;
      const TensorSharding free = SplitManual(manual.in[i], manual).second;
      if (!EvenFreeSplit(args[i].global, free)) continue;
      HLX_ASSIGN_OR_RETURN(args[i], b_.Reshard(args[i], free));
    }
    HLX_ASSIGN_OR_RETURN(std::vector<ShardedValue> values, EmitBlock(body, args));
    b_.SetInsertionPoint(b_.block(), &op);
    for (size_t r = 0; r < values.size(); ++r) {
      if (values[r].manual)
        return Unimplemented(Where(op) + "result " + std::to_string(r) + " of " + op.name() +
                             " is each device's own value inside a manual computation over some axes");
      TensorSharding free = SplitManual(manual.out[r], manual).second;
      if (!EvenFreeSplit(values[r].global, free)) free = Replicated(RankOf(values[r].global));
      HLX_ASSIGN_OR_RETURN(values[r], b_.Reshard(values[r], free));
    }
    return values;
  }();
  restore();
  if (!returned.ok()) return returned.status();
  Emitted e;
  e.keep = true;
  for (size_t r = 0; r < returned->size(); ++r) {
    if (call) {
      e.results.push_back((*returned)[r]);
      continue;
    }
    HLX_ASSIGN_OR_RETURN(ShardedValue v,
                         LeaveManual(op, "result " + std::to_string(r) + " of " + op.name(), (*returned)[r],
                                     manual.out[r], manual, op.result(static_cast<int>(r))->type()));
    e.results.push_back(v);
  }
  return e;
}

StatusOr<Partitioner::Emitted> Partitioner::PassThrough(const Op& op) {
  // The results are the operands, each resharded to its result's sharding.
  Emitted e;
  std::vector<Value*> locals;
  for (int i = 0; i < op.num_operands(); ++i) e.results.push_back(Get(op.operand(i)));
  if (op.kind() == OpKind::kOptimizationBarrier) {
    std::vector<Type> types;
    for (const ShardedValue& v : e.results) {
      locals.push_back(v.local);
      types.push_back(v.local->type());
    }
    Op* barrier = b_.Emit(OpKind::kOptimizationBarrier, locals, types);
    for (int i = 0; i < op.num_operands(); ++i) e.results[i].local = barrier->result(i);
    e.keep = true;
  }
  return e;
}

StatusOr<SpmdProgram> Partitioner::Run() {
  SpmdProgram program;
  program.num_partitions = b_.num_partitions();
  program.meshes = shardings_.meshes;
  std::vector<Op*> funcs;
  for (const auto& op : module_.body().ops())
    if (op->kind() == OpKind::kFunc && FuncIsPublic(*op) && op->num_regions() == 1 && !op->region(0)->empty())
      funcs.push_back(op.get());
  std::string first;
  for (Op* func : funcs) {
    const std::string name(FuncName(*func));
    if (first.empty() || name == "main") first = name;
    HLX_RETURN_IF_ERROR(PartitionFunc(*func, program.functions[name]));
  }
  // What runtimes read: the partition count, and the entry's global shardings (as XLA records them).
  module_.SetAttr("mhlo.num_partitions",
                  Attr::Integer(b_.num_partitions(), module_.types().Element(ElementType::kSI32)));
  if (!first.empty()) {
    auto text = [&](const SpmdValue& v) {
      return v.manual              ? std::string("{manual}")
             : IsSplit(v.sharding) ? HloShardingText(v.sharding, b_.MeshOf(v.sharding))
                                   : "{replicated}";
    };
    const SpmdSignature& sig = program.functions.at(first);
    std::vector<Attr> parameters;
    for (const SpmdValue& v : sig.args) parameters.push_back(Attr::String(text(v)));
    module_.SetAttr("mhlo.spmd_parameters_shardings", Attr::Array(std::move(parameters)));
    if (sig.results.size() == 1) {
      module_.SetAttr("mhlo.spmd_output_sharding", Attr::String(text(sig.results[0])));
    } else if (!sig.results.empty()) {
      std::string tuple = "{";
      for (size_t r = 0; r < sig.results.size(); ++r) tuple += (r ? ", " : "") + text(sig.results[r]);
      module_.SetAttr("mhlo.spmd_output_sharding", Attr::String(tuple + "}"));
    }
  }
  Block& body = module_.body();
  for (size_t i = body.ops().size(); i-- > 0;)
    if (body.ops()[i]->kind() == OpKind::kSdyMesh) body.Erase(body.ops()[i].get());
  // Functions only the partitioned ones called go; calls left in manual code are inlined.
  HLX_RETURN_IF_ERROR(Inline(module_).status());
  // The meshes are gone, so are the annotations that name them in code copied as written (manual
  // bodies, the regions of reductions and collectives).
  ForEachBlock(module_, [](Block& block) {
    for (size_t i = block.ops().size(); i-- > 0;) {
      Op* op = block.ops()[i].get();
      op->RemoveAttr("sdy.sharding");
      if (op->kind() != OpKind::kSdyShardingConstraint) continue;
      op->result(0)->ReplaceAllUsesWith(op->operand(0));
      op->DropAllReferences();
      block.Erase(op);
    }
  });
  return program;
}

// The partition count: the one asked for, else the module's, else its meshes' device count.
StatusOr<int64_t> PartitionCount(const Module& module, const ModuleShardings& shardings, int64_t requested) {
  int64_t n = requested;
  Attr attr = module.attr("mhlo.num_partitions");
  if (attr.Is(AttrKind::kInteger)) {
    if (n > 0 && attr.int_value() != n)
      return InvalidArgument(module.Where(module.loc()) +
                             ": the module runs mhlo.num_partitions = " + std::to_string(attr.int_value()) +
                             " partitions, not the " + std::to_string(n) + " asked for");
    n = attr.int_value();
  }
  for (const auto& [name, mesh] : shardings.meshes) {
    if (mesh.maximal() || mesh.num_devices() <= 1) continue;
    if (n <= 0) n = mesh.num_devices();
    if (mesh.num_devices() != n)
      return InvalidArgument(module.Where(module.loc()) + ": the mesh @" + name + " " + mesh.ToString() +
                             " has " + std::to_string(mesh.num_devices()) + " devices; the program runs " +
                             std::to_string(n) + " partitions");
  }
  return std::max<int64_t>(n, 1);
}

}  // namespace

bool HasShardingsToPartition(const Module& module) {
  if (module.attr("mhlo.spmd_parameters_shardings")) return false;
  StatusOr<ModuleShardings> s = ImportShardings(module);
  if (!s.ok()) return true;
  if (!s->values.empty() || !s->manual.empty() || !s->manual_computations.empty()) return true;
  for (const auto& [func, results] : s->func_results)
    for (const auto& r : results)
      if (r) return true;
  return false;
}

StatusOr<int64_t> DefaultPartitionCount(const Module& module) {
  if (Attr attr = module.attr("mhlo.num_partitions"); attr.Is(AttrKind::kInteger))
    return std::max<int64_t>(attr.int_value(), 1);
  if (!HasShardingsToPartition(module)) return 1;
  HLX_ASSIGN_OR_RETURN(ModuleShardings shardings, ImportShardings(module));
  return PartitionCount(module, shardings, 0);
}

StatusOr<SpmdProgram> PartitionSpmd(Module& module, int64_t num_partitions, int64_t num_replicas) {
  if (module.attr("mhlo.spmd_parameters_shardings")) return SpmdProgram();
  HLX_ASSIGN_OR_RETURN(ModuleShardings shardings, ImportShardings(module));
  HLX_ASSIGN_OR_RETURN(int64_t n, PartitionCount(module, shardings, num_partitions));
  Attr replicas = module.attr("mhlo.num_replicas");
  if (num_replicas <= 0)
    num_replicas = replicas.Is(AttrKind::kInteger) ? std::max<int64_t>(1, replicas.int_value()) : 1;
  if (num_replicas > 1 || replicas)
    module.SetAttr("mhlo.num_replicas",
                   Attr::Integer(num_replicas, module.types().Element(ElementType::kSI32)));
  return Partitioner(module, std::move(shardings), n, num_replicas).Run();
}

StatusOr<SpmdProgram> PartitionForDevices(Module& module, int64_t num_partitions, int64_t num_replicas,
                                          bool combine_collectives) {
  HLX_RETURN_IF_ERROR(PropagateShardings(module).status());
  HLX_ASSIGN_OR_RETURN(SpmdProgram program, PartitionSpmd(module, num_partitions, num_replicas));
  if (combine_collectives) HLX_RETURN_IF_ERROR(CombineCollectives(module).status());
  return program;
}

StatusOr<bool> SpmdPartitionPass(Module& module, int64_t num_partitions) {
  if (module.attr("mhlo.spmd_parameters_shardings")) return false;
  HLX_RETURN_IF_ERROR(PartitionSpmd(module, num_partitions, 0).status());
  return true;
}

}  // namespace hlx
