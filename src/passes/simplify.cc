// The rules of simplify, one line each: a pattern, what it becomes, and when the rule holds.
//
// A pattern is an op of a kind with patterns for its operands (both orders tried for commutative ops), a
// variable (x, y, p: the same variable twice must be the same value), or a constant whose every element
// is +0 (Zero: 0, +0.0, false), -0.0 (NegZero), or 1 (One: 1, 1.0, true), or any constant (AnyY, AnyP,
// bound to y and p). A rule's result is a
// variable, whose value then replaces the op (only when its type is the op's result type), or a
// builder that makes the replacing op from what the pattern matched.
//
// Floats: x + 0.0 is not x (-0.0 + 0.0 is +0.0), but x + -0.0 and x - 0.0 are; x * 0 is not 0 (NaN,
// infinities, -0.0); complex x * 1 is not x (inf * 0 in the cross terms). The rules say so in `when`.
#include "passes/simplify.h"

#include <array>
#include <cmath>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

#include "interp/tensor.h"
#include "passes/rewrite.h"
#include "support/check.h"

namespace hlx {
namespace {

// ---- Patterns ---------------------------------------------------------------------------------------

enum class ConstKind : uint8_t { kZero, kNegZero, kOne, kAny };

struct Pat {
  enum Kind : uint8_t { kVar, kOp, kConst } kind;
  int var = -1;  // kVar: the variable; kConst: the variable that binds the constant (-1: none)
  OpKind op = OpKind::kConstant;
  ConstKind constant = ConstKind::kZero;
  std::vector<Pat> args;
};

constexpr int kNumVars = 3;

// What a pattern matched: its variables, and its ops in pre-order (ops[0] is the root).
struct Match {
  std::array<Value*, kNumVars> vars{};
  std::vector<Op*> ops;
};

bool AllElements(const Attr& dense, ConstKind kind) {
  const ElementType e = dense.type().storage_element();
  const int64_t n = dense.dense_is_splat() ? 1 : dense.type().NumElements();
  if (kind == ConstKind::kAny) return true;
  if (IsComplex(e)) return false;
  for (int64_t i = 0; i < n; ++i) {
    if (IsFloat(e)) {
      const double v = DenseFloatAt(dense, i);
      const bool ok =
          kind == ConstKind::kOne ? v == 1.0 : v == 0.0 && std::signbit(v) == (kind == ConstKind::kNegZero);
      if (!ok) return false;
    } else {
      if (kind == ConstKind::kNegZero) return false;
      if (DenseIntAt(dense, i) != (kind == ConstKind::kOne ? 1 : 0)) return false;
    }
  }
  return true;
}

bool MatchPat(const Pat& pat, Value* v, Match& m) {
  switch (pat.kind) {
    case Pat::kVar:
      if (m.vars[pat.var] && m.vars[pat.var] != v) return false;
      m.vars[pat.var] = v;
      return true;
    case Pat::kConst: {
      Attr dense = ConstantValue(v);
      if (!dense || dense.type().IsQuant() || !dense.type().element_type().IsElement() ||
          !AllElements(dense, pat.constant))
        return false;
      if (pat.var >= 0) m.vars[pat.var] = v;
      return true;
    }
    case Pat::kOp: {
      Op* op = v->defining_op();
      if (!op || op->kind() != pat.op || op->num_operands() != static_cast<int>(pat.args.size()) ||
          op->num_results() != 1)
        return false;
      m.ops.push_back(op);
      const Match saved = m;
      auto match_args = [&](std::initializer_list<int> order) {
        int i = 0;
        for (int a : order)
          if (!MatchPat(pat.args[i++], op->operand(a), m)) return false;
        return true;
      };
      if (pat.args.size() == 2) {
        if (match_args({0, 1})) return true;
        m = saved;
        return op->info().Has(kCommutative) && match_args({1, 0});
      }
      for (size_t i = 0; i < pat.args.size(); ++i)
        if (!MatchPat(pat.args[i], op->operand(static_cast<int>(i)), m)) return false;
      return true;
    }
  }
  HLX_UNREACHABLE("pattern kind");
}

Pat Var(int v) { return Pat{Pat::kVar, v, OpKind::kConstant, ConstKind::kZero, {}}; }
Pat Const(ConstKind kind, int var = -1) { return Pat{Pat::kConst, var, OpKind::kConstant, kind, {}}; }
Pat Of(OpKind kind, std::vector<Pat> args) {
  return Pat{Pat::kOp, -1, kind, ConstKind::kZero, std::move(args)};
}

const Pat x = Var(0), y = Var(1), p = Var(2);
const Pat Zero = Const(ConstKind::kZero), NegZero = Const(ConstKind::kNegZero), One = Const(ConstKind::kOne);
const Pat True = One, False = Zero;
// The constant 0, bound to y.
const Pat ZeroY = Const(ConstKind::kZero, 1);
const Pat AnyY = Const(ConstKind::kAny, 1), AnyP = Const(ConstKind::kAny, 2);

Pat operator+(Pat a, Pat b) { return Of(OpKind::kAdd, {a, b}); }
Pat operator-(Pat a, Pat b) { return Of(OpKind::kSubtract, {a, b}); }
Pat operator*(Pat a, Pat b) { return Of(OpKind::kMultiply, {a, b}); }
Pat operator/(Pat a, Pat b) { return Of(OpKind::kDivide, {a, b}); }
Pat operator&(Pat a, Pat b) { return Of(OpKind::kAnd, {a, b}); }
Pat operator|(Pat a, Pat b) { return Of(OpKind::kOr, {a, b}); }
Pat operator^(Pat a, Pat b) { return Of(OpKind::kXor, {a, b}); }
Pat operator-(Pat a) { return Of(OpKind::kNegate, {a}); }
Pat operator~(Pat a) { return Of(OpKind::kNot, {a}); }
Pat Max(Pat a, Pat b) { return Of(OpKind::kMaximum, {a, b}); }
Pat Min(Pat a, Pat b) { return Of(OpKind::kMinimum, {a, b}); }
Pat Select(Pat c, Pat a, Pat b) { return Of(OpKind::kSelect, {c, a, b}); }
Pat Convert(Pat a) { return Of(OpKind::kConvert, {a}); }
Pat Reshape(Pat a) { return Of(OpKind::kReshape, {a}); }
Pat Transpose(Pat a) { return Of(OpKind::kTranspose, {a}); }
Pat BroadcastInDim(Pat a) { return Of(OpKind::kBroadcastInDim, {a}); }
Pat Slice(Pat a) { return Of(OpKind::kSlice, {a}); }
Pat Concatenate(Pat a) { return Of(OpKind::kConcatenate, {a}); }
Pat PadWith(Pat a, Pat value) { return Of(OpKind::kPad, {a, value}); }
Pat Reverse(Pat a) { return Of(OpKind::kReverse, {a}); }
Pat Compare(Pat a, Pat b) { return Of(OpKind::kCompare, {a, b}); }
Pat GetTupleElement(Pat a) { return Of(OpKind::kGetTupleElement, {a}); }

// ---- When a rule holds ------------------------------------------------------------------------------

using Guard = bool (*)(const Match&);

ElementType RootElement(const Match& m) { return m.ops[0]->result(0)->type().storage_element(); }
bool Always(const Match&) { return true; }
bool Integers(const Match& m) { return IsInteger(RootElement(m)) || IsBool(RootElement(m)); }
bool Floats(const Match& m) { return IsFloat(RootElement(m)); }
bool NotComplex(const Match& m) { return !IsComplex(RootElement(m)); }
bool IsIdentity(const std::vector<int64_t>& dims) {
  for (size_t i = 0; i < dims.size(); ++i)
    if (dims[i] != static_cast<int64_t>(i)) return false;
  return true;
}
bool IdentityPermutation(const Match& m) { return IsIdentity(IntList(*m.ops[0], "permutation")); }
bool IdentityDims(const Match& m) { return IsIdentity(IntList(*m.ops[0], "broadcast_dimensions")); }
bool UnitStrides(const Match& m) {
  for (int64_t s : IntList(*m.ops[0], "strides"))
    if (s != 1) return false;
  return true;
}
bool NoPadding(const Match& m) {
  for (const char* name : {"edge_padding_low", "edge_padding_high", "interior_padding"})
    for (int64_t v : IntList(*m.ops[0], name))
      if (v != 0) return false;
  return true;
}
bool NoDims(const Match& m) { return IntList(*m.ops[0], "dimensions").empty(); }
bool SameDims(const Match& m) {
  std::vector<int64_t> a = IntList(*m.ops[0], "dimensions"), b = IntList(*m.ops[1], "dimensions");
  return std::set<int64_t>(a.begin(), a.end()) == std::set<int64_t>(b.begin(), b.end());
}

// (x -/+ broadcast(y)) + broadcast(p): integers, y and p constants of one type broadcast alike.
bool TwoBroadcastConstants(const Match& m) {
  return IsInteger(RootElement(m)) && m.vars[1]->type() == m.vars[2]->type() &&
         m.ops[2]->result(0)->type() == m.ops[3]->result(0)->type() &&
         IntList(*m.ops[2], "broadcast_dimensions") == IntList(*m.ops[3], "broadcast_dimensions");
}

bool OfIntegers(const Match& m) {
  const ElementType e = m.vars[0]->type().storage_element();
  return !m.vars[0]->type().element_type().IsQuant() && (IsInteger(e) || IsBool(e));
}
bool OfTuple(const Match& m) {
  const Op* def = m.vars[0]->defining_op();
  return def && def->kind() == OpKind::kTuple;
}

// ---- Builders ---------------------------------------------------------------------------------------

using Build = Value* (*)(const Match&);

// An op of `kind` on x with the root's result type, inserted before the root.
Op* Emit(const Match& m, OpKind kind) {
  Op& root = *m.ops[0];
  Value* operand = m.vars[0];
  Type type = root.result(0)->type();
  return root.parent_block()->Insert(IndexInBlock(root), MakeOpAt(root, kind, {&operand, 1}, {&type, 1}));
}

// reshape(reshape(x)) -> reshape(x)
Value* OneReshape(const Match& m) { return Emit(m, OpKind::kReshape)->result(0); }

// transpose(transpose(x, inner), outer) -> transpose(x, inner[outer[i]])
Value* OneTranspose(const Match& m) {
  std::vector<int64_t> outer = IntList(*m.ops[0], "permutation"), inner = IntList(*m.ops[1], "permutation");
  std::vector<int64_t> perm;
  for (int64_t d : outer) perm.push_back(inner[d]);
  Op* op = Emit(m, OpKind::kTranspose);
  op->SetAttr("permutation", I64Array(perm));
  return op->result(0);
}

// broadcast_in_dim(broadcast_in_dim(x, inner), outer) -> broadcast_in_dim(x, outer[inner[i]])
Value* OneBroadcast(const Match& m) {
  std::vector<int64_t> outer = IntList(*m.ops[0], "broadcast_dimensions");
  std::vector<int64_t> inner = IntList(*m.ops[1], "broadcast_dimensions");
  std::vector<int64_t> dims;
  for (int64_t d : inner) dims.push_back(outer[d]);
  Op* op = Emit(m, OpKind::kBroadcastInDim);
  op->SetAttr("broadcast_dimensions", I64Array(dims));
  return op->result(0);
}

// x - x -> 0, x ^ x -> 0 (a splat constant of the root's type)
Value* ZeroConstant(const Match& m) {
  Op& root = *m.ops[0];
  Type type = root.result(0)->type();
  auto zero = std::make_shared<const std::string>(ElementStorageBytes(type.storage_element()), '\0');
  Op* op = root.parent_block()->Insert(IndexInBlock(root), MakeOpAt(root, OpKind::kConstant, {}, {&type, 1}));
  op->SetAttr("value", Attr::DenseElements(type, zero, true));
  return op->result(0);
}

// compare(x, x) of integers -> true for EQ, GE and LE, false for NE, GT and LT
Value* SelfComparison(const Match& m) {
  Op& root = *m.ops[0];
  const auto dir = static_cast<ComparisonDirection>(root.attr("comparison_direction").enum_value());
  const bool holds =
      dir == ComparisonDirection::EQ || dir == ComparisonDirection::GE || dir == ComparisonDirection::LE;
  Type type = root.result(0)->type();
  Op* op = root.parent_block()->Insert(IndexInBlock(root), MakeOpAt(root, OpKind::kConstant, {}, {&type, 1}));
  op->SetAttr("value",
              Attr::DenseElements(type, std::make_shared<const std::string>(1, holds ? '\1' : '\0'), true));
  return op->result(0);
}

// (x - broadcast(y)) + broadcast(p) -> x + broadcast(p - y), and (x + broadcast(y)) + broadcast(p) ->
// x + broadcast(p + y), y and p integer constants (two's complement sums, as the ops compute them): a
// product's zero-point share and its bias become one constant.
Value* CombinedConstants(const Match& m) {
  Op& root = *m.ops[0];
  const Type type = m.vars[1]->type();
  const std::vector<int64_t> y = ReadInts(Tensor::FromDense(ConstantValue(m.vars[1]), type));
  std::vector<int64_t> sum = ReadInts(Tensor::FromDense(ConstantValue(m.vars[2]), type));
  const bool subtract = m.ops[1]->kind() == OpKind::kSubtract;
  for (size_t i = 0; i < sum.size(); ++i)  // wrapped to the element's width by MakeInts
    sum[i] = static_cast<int64_t>(subtract ? static_cast<uint64_t>(sum[i]) - static_cast<uint64_t>(y[i])
                                           : static_cast<uint64_t>(sum[i]) + static_cast<uint64_t>(y[i]));
  const Tensor combined = MakeInts(type, sum);
  Block& block = *root.parent_block();
  Op* constant = block.Insert(IndexInBlock(root), MakeOpAt(root, OpKind::kConstant, {}, {&type, 1}));
  constant->SetAttr("value",
                    Attr::DenseElements(type, std::make_shared<const std::string>(combined.bytes()), false));
  Value* c = constant->result(0);
  Type wide = m.ops[2]->result(0)->type();
  Op* broadcast =
      block.Insert(IndexInBlock(root), MakeOpAt(root, OpKind::kBroadcastInDim, {&c, 1}, {&wide, 1}));
  broadcast->SetAttr("broadcast_dimensions", m.ops[2]->attr("broadcast_dimensions"));
  Value* operands[] = {m.vars[0], broadcast->result(0)};
  Type type_out = root.result(0)->type();
  return block.Insert(IndexInBlock(root), MakeOpAt(root, OpKind::kAdd, operands, {&type_out, 1}))->result(0);
}

// get_tuple_element(tuple(a, b, ...), i) -> the tuple's operand i
Value* TupleOperand(const Match& m) {
  return m.vars[0]->defining_op()->operand(static_cast<int>(m.ops[0]->attr("index").int_value()));
}

// ---- The rules --------------------------------------------------------------------------------------

struct Rule {
  Pat from;
  int to_var;  // the variable whose value replaces the op, or -1 when `build` makes it
  Build build;
  Guard when;
};

Rule To(Pat from, Pat to, Guard when = Always) { return {std::move(from), to.var, nullptr, when}; }
Rule To(Pat from, Build build, Guard when = Always) { return {std::move(from), -1, build, when}; }

const std::vector<Rule>& Rules() {
  static const std::vector<Rule> rules = {
      // Identities of arithmetic.
      To(x + Zero, x, Integers),
      To(x + NegZero, x, Floats),
      To(x - Zero, x, NotComplex),
      To(x * One, x, NotComplex),
      To(x * ZeroY, y, Integers),
      To(x / One, x, NotComplex),
      To(x - x, ZeroConstant, Integers),
      To((x - BroadcastInDim(AnyY)) + BroadcastInDim(AnyP), CombinedConstants, TwoBroadcastConstants),
      To((x + BroadcastInDim(AnyY)) + BroadcastInDim(AnyP), CombinedConstants, TwoBroadcastConstants),
      To(-(-x), x),
      To(Max(x, x), x),
      To(Min(x, x), x),
      // Identities of logic (and bitwise integer logic).
      To(~(~x), x),
      To(x & x, x),
      To(x | x, x),
      To(x & ZeroY, y, Integers),
      To(x | Zero, x, Integers),
      To(x ^ Zero, x, Integers),
      To(x ^ x, ZeroConstant, Integers),
      To(Select(True, x, y), x),
      To(Select(False, x, y), y),
      To(Select(p, x, x), x),
      To(Compare(x, x), SelfComparison, OfIntegers),
      // Conversions and data movement that do nothing, and pairs that make one.
      To(Convert(x), x),
      To(Reshape(x), x),
      To(Reshape(Reshape(x)), OneReshape),
      To(Transpose(x), x, IdentityPermutation),
      To(Transpose(Transpose(x)), OneTranspose),
      To(BroadcastInDim(x), x, IdentityDims),
      To(BroadcastInDim(BroadcastInDim(x)), OneBroadcast),
      To(Slice(x), x, UnitStrides),
      To(Concatenate(x), x),
      To(PadWith(x, y), x, NoPadding),
      To(Reverse(x), x, NoDims),
      To(Reverse(Reverse(x)), x, SameDims),
      To(GetTupleElement(x), TupleOperand, OfTuple),
  };
  return rules;
}

// The rules whose pattern's root is an op of each kind.
const std::vector<std::vector<const Rule*>>& RulesByKind() {
  static const std::vector<std::vector<const Rule*>> by_kind = [] {
    std::vector<std::vector<const Rule*>> table(kNumOpKinds);
    for (const Rule& rule : Rules()) table[static_cast<size_t>(rule.from.op)].push_back(&rule);
    return table;
  }();
  return by_kind;
}

// Applies the first rule that matches `op`; returns the value that replaces it, or null.
Value* Rewrite(Op& op) {
  if (op.num_results() != 1 || op.result(0)->type().IsQuant() ||
      (op.result(0)->type().IsTensor() && op.result(0)->type().element_type().IsQuant()))
    return nullptr;
  for (const Rule* rule : RulesByKind()[static_cast<size_t>(op.kind())]) {
    Match m;
    if (!MatchPat(rule->from, op.result(0), m) || !rule->when(m)) continue;
    if (rule->build) return rule->build(m);
    Value* v = m.vars[rule->to_var];
    if (v->type() == op.result(0)->type()) return v;
  }
  return nullptr;
}

// One sweep over a block; returns whether a rule applied. Ops the rewrites left unused go.
bool SimplifyBlock(Block& block) {
  std::unordered_set<Op*> replaced;
  bool changed = false;
  for (size_t i = 0; i < block.ops().size(); ++i) {
    Op* op = block.ops()[i].get();
    Value* to = Rewrite(*op);
    if (!to) continue;
    op->result(0)->ReplaceAllUsesWith(to);
    replaced.insert(op);
    changed = true;
    while (block.ops()[i].get() != op) ++i;  // past the ops a builder inserted before this one
  }
  EraseUnusedCandidates(block, std::move(replaced));
  return changed;
}

}  // namespace

StatusOr<bool> Simplify(Module& module) {
  bool changed = false;
  for (bool swept = true; swept;) {
    swept = false;
    ForEachBlock(module, [&](Block& block) { swept |= SimplifyBlock(block); });
    changed |= swept;
  }
  return changed;
}

}  // namespace hlx
