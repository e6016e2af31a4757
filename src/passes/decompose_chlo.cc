// decompose-chlo, following the decompositions of StableHLO's chlo-legalize-to-stablehlo.
//
// Decomposed, for operands of static shape:
//   conj, square (real and complex), tan (into stablehlo.tan), is_inf, is_pos_inf, is_neg_inf,
//   mulhi (integers of every width), next_after, top_k (a stable sort of values and indices, then a
//   slice), and, for real operands, sinh, cosh, asin, acos, atan, asinh, acosh, atanh. f16 and bf16
//   compute in f32 and round once at the end, as CHLO does.
//
// Left for direct evaluation (src/interp/chlo.cc), because a decomposition would be less accurate than
// the evaluator, which computes in a wider type and rounds once:
//   - complex sinh, cosh, asin, acos, atan, asinh, acosh, atanh: CHLO's complex formulas lose accuracy
//     near the branch cuts and at extreme magnitudes, where the evaluator's std::complex functions in a
//     wider type stay within an ULP;
//   - erf, erfc, erf_inv, lgamma, digamma, bessel_i1e, polygamma, zeta: CHLO's decompositions are f32
//     rational and Lanczos approximations (a few ULPs off in f32, and far off near the poles of lgamma
//     and digamma), while the evaluator's series and C library functions are within an ULP;
//   - ragged_dot and scan, which are not elementwise rewrites.
#include "passes/decompose_chlo.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <numbers>
#include <string>
#include <utility>
#include <vector>

#include "interp/tensor.h"

namespace hlx {
namespace {

using Attrs = std::vector<std::pair<std::string, Attr>>;
using Dir = ComparisonDirection;

class Emitter;

// A value under construction, with the emitter that builds on it, so decompositions read like formulas.
struct X {
  Emitter* e;
  Value* v;
  Type type() const { return v->type(); }
};

// Inserts stablehlo ops before a chlo op (at `index` of `block`), each with the chlo op's location.
class Emitter {
 public:
  Emitter(TypeContext& types, Block& block, size_t index, const Op& at)
      : types_(types), block_(block), index_(index), at_(at) {}

  size_t index() const { return index_; }
  TypeContext& types() { return types_; }
  X Wrap(Value* v) { return {this, v}; }

  // An op in the current block, before the chlo op.
  X Emit(OpKind kind, std::vector<Value*> operands, Type type, Attrs attrs = {}) {
    Op* op = block_.Insert(index_++, Make(kind, operands, {type}, std::move(attrs)));
    return {this, op->result(0)};
  }
  std::unique_ptr<Op> Make(OpKind kind, const std::vector<Value*>& operands, const std::vector<Type>& results,
                           Attrs attrs) {
    auto op = std::make_unique<Op>(kind, at_.loc());
    op->set_debug_loc(at_.debug_loc());
    for (Value* v : operands) op->AddOperand(v);
    for (Type t : results) op->AddResult(t);
    for (auto& [name, value] : attrs) op->SetAttr(name, std::move(value));
    return op;
  }
  Op* Insert(std::unique_ptr<Op> op) { return block_.Insert(index_++, std::move(op)); }

  // `t` with element type `e`.
  Type WithElement(Type t, ElementType e) { return types_.Tensor(t.dims(), types_.Element(e)); }

  // A splat constant of `type` (a float, integer or complex element type).
  X Splat(Type type, double value) {
    Tensor one = Filled(types_.Tensor(std::span<const int64_t>(), type.element_type()), value);
    return Emit(
        OpKind::kConstant, {}, type,
        {{"value", Attr::DenseElements(type, std::make_shared<const std::string>(one.bytes()), true)}});
  }
  X Unary(OpKind kind, X a) { return Emit(kind, {a.v}, a.type()); }
  X Binary(OpKind kind, X a, X b) { return Emit(kind, {a.v, b.v}, a.type()); }
  X Compare(Dir dir, X a, X b) {
    return Emit(
        OpKind::kCompare, {a.v, b.v}, WithElement(a.type(), ElementType::kI1),
        {{"comparison_direction", Attr::Enum(EnumFamily::kComparisonDirection, static_cast<int>(dir))}});
  }
  X Convert(X a, ElementType e) {
    if (a.type().storage_element() == e) return a;
    return Emit(OpKind::kConvert, {a.v}, WithElement(a.type(), e));
  }
  X Bitcast(X a, ElementType e) { return Emit(OpKind::kBitcastConvert, {a.v}, WithElement(a.type(), e)); }

 private:
  TypeContext& types_;
  Block& block_;
  size_t index_;
  const Op& at_;
};

// ---- Algebra on X ------------------------------------------------------------------------------------

X Like(X a, double c) { return a.e->Splat(a.type(), c); }
X operator+(X a, X b) { return a.e->Binary(OpKind::kAdd, a, b); }
X operator-(X a, X b) { return a.e->Binary(OpKind::kSubtract, a, b); }
X operator*(X a, X b) { return a.e->Binary(OpKind::kMultiply, a, b); }
X operator/(X a, X b) { return a.e->Binary(OpKind::kDivide, a, b); }
X operator-(X a) { return a.e->Unary(OpKind::kNegate, a); }
X operator+(X a, double c) { return a + Like(a, c); }
X operator+(double c, X a) { return Like(a, c) + a; }
X operator-(X a, double c) { return a - Like(a, c); }
X operator-(double c, X a) { return Like(a, c) - a; }
X operator*(double c, X a) { return Like(a, c) * a; }
X operator&(X a, X b) { return a.e->Binary(OpKind::kAnd, a, b); }
X operator|(X a, X b) { return a.e->Binary(OpKind::kOr, a, b); }
X operator&(X a, double c) { return a & Like(a, c); }
X operator|(X a, double c) { return a | Like(a, c); }
X operator>>(X a, double c) {
  const OpKind shift =
      IsUnsigned(a.type().storage_element()) ? OpKind::kShiftRightLogical : OpKind::kShiftRightArithmetic;
  return a.e->Binary(shift, a, Like(a, c));
}
X Abs(X a) { return a.e->Unary(OpKind::kAbs, a); }
X Sign(X a) { return a.e->Unary(OpKind::kSign, a); }
X Sqrt(X a) { return a.e->Unary(OpKind::kSqrt, a); }
X Exp(X a) { return a.e->Unary(OpKind::kExponential, a); }
X Expm1(X a) { return a.e->Unary(OpKind::kExponentialMinusOne, a); }
X Log(X a) { return a.e->Unary(OpKind::kLog, a); }
X Log1p(X a) { return a.e->Unary(OpKind::kLogPlusOne, a); }
X Tan(X a) { return a.e->Unary(OpKind::kTan, a); }
X IsFinite(X a) { return a.e->Emit(OpKind::kIsFinite, {a.v}, a.e->WithElement(a.type(), ElementType::kI1)); }
X Atan2(X a, X b) { return a.e->Binary(OpKind::kAtan2, a, b); }
X Eq(X a, X b) { return a.e->Compare(Dir::EQ, a, b); }
X Ne(X a, X b) { return a.e->Compare(Dir::NE, a, b); }
X Lt(X a, X b) { return a.e->Compare(Dir::LT, a, b); }
X Gt(X a, X b) { return a.e->Compare(Dir::GT, a, b); }
X Ge(X a, X b) { return a.e->Compare(Dir::GE, a, b); }
X Eq(X a, double c) { return Eq(a, Like(a, c)); }
X Ne(X a, double c) { return Ne(a, Like(a, c)); }
X Lt(X a, double c) { return Lt(a, Like(a, c)); }
X Ge(X a, double c) { return Ge(a, Like(a, c)); }
X Select(X p, X a, X b) { return a.e->Emit(OpKind::kSelect, {p.v, a.v, b.v}, a.type()); }
X Select(X p, X a, double c) { return Select(p, a, Like(a, c)); }
X Real(X z) {
  return z.e->Emit(OpKind::kReal, {z.v},
                   z.e->WithElement(z.type(), ComplexPartType(z.type().storage_element())));
}
X Imag(X z) {
  return z.e->Emit(OpKind::kImag, {z.v},
                   z.e->WithElement(z.type(), ComplexPartType(z.type().storage_element())));
}
// complex(re, im) of type `type`.
X Complex(X re, X im, Type type) { return re.e->Emit(OpKind::kComplex, {re.v, im.v}, type); }

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kLog2 = std::numbers::ln2;

// sqrt of the largest finite value of `e`: beyond it, squares overflow.
double SqrtMax(ElementType e) {
  return e == ElementType::kF64 ? std::sqrt(std::numeric_limits<double>::max())
                                : std::sqrt(static_cast<double>(std::numeric_limits<float>::max()));
}

// ---- Decompositions of real operands -----------------------------------------------------------------
// Each takes x (in f32 or f64) and returns the op's value in the same type.

X SinhReal(X x) {
  // Near zero, from expm1 (no cancellation); elsewhere exp(x + log(1/2)) - exp(-x + log(1/2)), which
  // stays finite up to the largest x whose sinh is finite.
  const X em1 = Expm1(x);
  const X small = 0.5 * (em1 + em1 / (em1 + 1.0));
  const X large = Exp(x + std::log(0.5)) - Exp(-x + std::log(0.5));
  return Select(Lt(Abs(x), 1.0), small, large);
}

X CoshReal(X x) { return Exp(x + std::log(0.5)) + Exp(-x + std::log(0.5)); }

// asin(x) = 2 atan2(x, 1 + sqrt((1 - x)(1 + x))).
X AsinReal(X x) { return 2.0 * Atan2(x, 1.0 + Sqrt((1.0 - x) * (1.0 + x))); }

// acos(x) = 2 atan2(sqrt((1 - x)(1 + x)), 1 + x), and pi at x = -1.
X AcosReal(X x) {
  const X half = Atan2(Sqrt((1.0 - x) * (1.0 + x)), 1.0 + x);
  return Select(Ne(x, -1.0), 2.0 * half, std::numbers::pi);
}

X AtanReal(X x) { return Atan2(x, Like(x, 1.0)); }

// asinh(x) = sign(x) log1p(a + a^2 / (1 + sqrt(1 + a^2))) with a = |x|; log(a) + log(2) where a^2
// would overflow.
X AsinhReal(X x) {
  const X a = Abs(x);
  const X a2 = a * a;
  const X moderate = Log1p(a + a2 / (1.0 + Sqrt(1.0 + a2)));
  const X huge = Log(a) + kLog2;
  return Sign(x) * Select(Ge(a, SqrtMax(x.type().storage_element())), huge, moderate);
}

// acosh(x) = log1p(y + sqrt(y (y + 2))) with y = x - 1; log(x) + log(2) where squares overflow; NaN
// below 1.
X AcoshReal(X x) {
  const X y = x - 1.0;
  const X moderate = Log1p(y + Sqrt(y * (y + 2.0)));
  const X huge = Log(x) + kLog2;
  const X value = Select(Ge(x, SqrtMax(x.type().storage_element())), huge, moderate);
  return Select(Lt(x, 1.0), Like(x, std::numeric_limits<double>::quiet_NaN()), value);
}

// atanh(x) = (log1p(x) - log1p(-x)) / 2: infinite at +-1, NaN beyond.
X AtanhReal(X x) { return 0.5 * (Log1p(x) - Log1p(-x)); }

// ---- Other decompositions ----------------------------------------------------------------------------

// x * x; for complex x = re + i im, ((re - im)(re + im), 2 re im), with a real part of exactly 0 where
// |re| = |im| is finite (where (re + im) alone may overflow).
X Square(X x) {
  if (!IsComplex(x.type().storage_element())) return x * x;
  const X re = Real(x), im = Imag(x);
  const X real = Select(IsFinite(re) & Eq(Abs(re), Abs(im)), Like(re, 0.0), (re - im) * (re + im));
  return Complex(real, 2.0 * (re * im), x.type());
}

X Conj(X z) {
  const X re = Real(z);
  return Complex(re, -Imag(z), z.type());
}

// The signed or unsigned integer type of `bits` bits.
ElementType IntOfWidth(int bits, bool is_unsigned) {
  switch (bits) {
    case 8:
      return is_unsigned ? ElementType::kUI8 : ElementType::kSI8;
    case 16:
      return is_unsigned ? ElementType::kUI16 : ElementType::kSI16;
    case 32:
      return is_unsigned ? ElementType::kUI32 : ElementType::kSI32;
    default:
      return is_unsigned ? ElementType::kUI64 : ElementType::kSI64;
  }
}

// The high half of the double-width product a * b.
X MulHi(X a, X b) {
  Emitter& e = *a.e;
  const ElementType t = a.type().storage_element();
  const int bits = GetElementInfo(t).bit_width;
  const bool is_unsigned = IsUnsigned(t);
  if (bits < 64) {
    const ElementType wide = IntOfWidth(2 * bits, is_unsigned);
    return e.Convert((e.Convert(a, wide) * e.Convert(b, wide)) >> bits, t);
  }
  // 64 bits: from 32-bit halves in u64, a = ah 2^32 + al: the carries of the cross terms go up.
  const X ua = is_unsigned ? a : e.Bitcast(a, ElementType::kUI64);
  const X ub = is_unsigned ? b : e.Bitcast(b, ElementType::kUI64);
  const double low_mask = 4294967295.0;
  const X al = ua & low_mask, ah = ua >> 32, bl = ub & low_mask, bh = ub >> 32;
  const X lo_lo = al * bl, hi_lo = ah * bl, lo_hi = al * bh, hi_hi = ah * bh;
  const X cross = (lo_lo >> 32) + (hi_lo & low_mask) + lo_hi;
  const X high = (hi_lo >> 32) + (cross >> 32) + hi_hi;
  if (is_unsigned) return high;
  // Signed: mulhi_s(a, b) = mulhi_u(a, b) - (a < 0 ? b : 0) - (b < 0 ? a : 0), modulo 2^64.
  const X zero = Like(a, 0.0);
  const X signed_high = e.Bitcast(high, t);
  return signed_high - Select(Lt(a, zero), b, zero) - Select(Lt(b, zero), a, zero);
}

// The next value after x toward y, by stepping x's bit pattern: up when moving away from zero, down
// toward it; from zero, the smallest subnormal with y's sign; y when x = y; NaN when either is.
X NextAfter(X x, X y) {
  Emitter& e = *x.e;
  const ElementType t = x.type().storage_element();
  const int bits = GetElementInfo(t).bit_width;
  const ElementType it = IntOfWidth(bits, false);
  const X xb = e.Bitcast(x, it), yb = e.Bitcast(y, it);
  const X zero = Like(x, 0.0);
  const X away = Eq(Gt(y, x), Gt(x, zero));
  const X stepped = xb + Select(away, Like(xb, 1.0), -1.0);
  const X sign_bit = Like(yb, std::ldexp(-1.0, bits - 1));
  const X from_zero = (yb & sign_bit) | 1.0;
  const X moved = e.Bitcast(Select(Eq(x, zero), from_zero, stepped), t);
  const X is_nan = Ne(x, x) | Ne(y, y);
  return Select(is_nan, Like(x, std::numeric_limits<double>::quiet_NaN()), Select(Eq(x, y), y, moved));
}

// top_k: sort the values (with their indices) along the last dimension, largest first (in the total
// order for floats; smallest first when mhlo.attributes says largest = false), stably so that ties keep
// the lower index first; then slice the first k of each row.
std::vector<Value*> TopK(Emitter& e, const Op& op) {
  TypeContext& types = e.types();
  Type in = op.operand(0)->type();
  Type values_type = op.result(0)->type(), indices_type = op.result(1)->type();
  const int64_t rank = in.rank(), last = rank - 1;
  const ElementType et = in.storage_element(), it = indices_type.storage_element();
  bool largest = true;
  if (Attr attrs = op.attr("mhlo.attributes"); attrs.Is(AttrKind::kDictionary))
    if (Attr l = attrs.Get("largest"); l.Is(AttrKind::kBool)) largest = l.bool_value();
  const X iota = e.Emit(OpKind::kIota, {}, e.WithElement(in, it),
                        {{"iota_dimension", Attr::Integer(last, types.Element(ElementType::kSI64))}});
  auto sort = e.Make(OpKind::kSort, {op.operand(0), iota.v}, {in, iota.type()},
                     {{"dimension", Attr::Integer(last, types.Element(ElementType::kSI64))},
                      {"is_stable", Attr::Bool(true)}});
  Block& body = *sort->AddRegion()->AddBlock();
  const Type scalar = types.Tensor({}, et), index_scalar = types.Tensor({}, it);
  Value* a = body.AddArg(scalar);
  Value* b = body.AddArg(scalar);
  body.AddArg(index_scalar);
  body.AddArg(index_scalar);
  Attrs compare_attrs = {{"comparison_direction", Attr::Enum(EnumFamily::kComparisonDirection,
                                                             static_cast<int>(largest ? Dir::GT : Dir::LT))}};
  if (IsFloat(et))
    compare_attrs.emplace_back("compare_type", Attr::Enum(EnumFamily::kComparisonType,
                                                          static_cast<int>(ComparisonType::TOTALORDER)));
  Op* compare =
      body.Append(e.Make(OpKind::kCompare, {a, b}, {types.Tensor({}, ElementType::kI1)}, compare_attrs));
  body.Append(e.Make(OpKind::kReturn, {compare->result(0)}, {}, {}));
  Op* sorted = e.Insert(std::move(sort));
  std::vector<int64_t> start(rank, 0), limit(in.dims().begin(), in.dims().end()), strides(rank, 1);
  limit[last] = values_type.dims()[last];
  Attrs slice = {{"start_indices", Attr::DenseArray(ElementType::kSI64, start, {})},
                 {"limit_indices", Attr::DenseArray(ElementType::kSI64, limit, {})},
                 {"strides", Attr::DenseArray(ElementType::kSI64, strides, {})}};
  return {e.Emit(OpKind::kSlice, {sorted->result(0)}, values_type, slice).v,
          e.Emit(OpKind::kSlice, {sorted->result(1)}, indices_type, slice).v};
}

// Decomposes a real transcendental: f16 and bf16 compute in f32.
template <typename F>
X InFloat32OrWider(X x, F f) {
  const ElementType t = x.type().storage_element();
  const bool narrow = t != ElementType::kF32 && t != ElementType::kF64;
  if (!narrow) return f(x);
  return x.e->Convert(f(x.e->Convert(x, ElementType::kF32)), t);
}

// The real transcendentals, by op.
constexpr std::pair<OpKind, X (*)(X)> kRealRules[] = {
    {OpKind::kChloSinh, SinhReal},   {OpKind::kChloCosh, CoshReal},   {OpKind::kChloAsin, AsinReal},
    {OpKind::kChloAcos, AcosReal},   {OpKind::kChloAtan, AtanReal},   {OpKind::kChloAsinh, AsinhReal},
    {OpKind::kChloAcosh, AcoshReal}, {OpKind::kChloAtanh, AtanhReal},
};

// The values replacing `op`'s results, emitted before it; empty when `op` stays.
std::vector<Value*> Decompose(Emitter& e, const Op& op) {
  for (const Value* v : op.operands())
    if (!v->type().IsTensor() || !v->type().HasStaticShape() || !v->type().element_type().IsElement())
      return {};
  const OpKind kind = op.kind();
  const ElementType t = op.operand(0)->type().storage_element();
  const bool real = IsFloat(t), complex = IsComplex(t);
  const X x = e.Wrap(op.operand(0));
  if (real)
    for (auto [rule_kind, rule] : kRealRules)
      if (kind == rule_kind) return {InFloat32OrWider(x, rule).v};
  if (kind == OpKind::kChloConj) return {complex ? Conj(x).v : x.v};
  if (kind == OpKind::kChloSquare) return {Square(x).v};
  if (kind == OpKind::kChloTan && (real || complex)) return {Tan(x).v};
  if (kind == OpKind::kChloIsInf && real) return {Eq(Abs(x), kInf).v};
  if (kind == OpKind::kChloIsPosInf && real) return {Eq(x, kInf).v};
  if (kind == OpKind::kChloIsNegInf && real) return {Eq(x, -kInf).v};
  if (kind == OpKind::kChloMulhi && IsInteger(t)) return {MulHi(x, e.Wrap(op.operand(1))).v};
  if (kind == OpKind::kChloNextAfter && real && GetElementInfo(t).bit_width >= 16)
    return {NextAfter(x, e.Wrap(op.operand(1))).v};
  if (kind == OpKind::kChloTopK && op.operand(0)->type().rank() > 0 && (real || IsInteger(t) || IsBool(t)))
    return TopK(e, op);
  return {};
}

// Orders the ops emitted at [begin, end) of `block` by a depth-first walk from `roots` that visits
// operands left to right, so the output does not depend on the order in which C++ evaluated the
// operands of a formula. Ops no root reaches keep their relative order, after the others.
void CanonicalOrder(Block& block, size_t begin, size_t end, const std::vector<Value*>& roots) {
  std::vector<Op*> emitted, order;
  for (size_t i = begin; i < end; ++i) emitted.push_back(block.ops()[i].get());
  auto is_emitted = [&](const Op* op) {
    return std::find(emitted.begin(), emitted.end(), op) != emitted.end();
  };
  auto placed = [&](const Op* op) { return std::find(order.begin(), order.end(), op) != order.end(); };
  std::vector<std::pair<Op*, int>> stack;  // op, next operand to visit
  for (Value* root : roots) {
    Op* def = root->defining_op();
    if (!def || !is_emitted(def) || placed(def)) continue;
    stack.push_back({def, 0});
    while (!stack.empty()) {
      auto& [op, next] = stack.back();
      if (next < op->num_operands()) {
        Op* d = op->operand(next++)->defining_op();
        bool on_stack = false;
        for (const auto& entry : stack) on_stack |= entry.first == d;
        if (d && is_emitted(d) && !placed(d) && !on_stack) stack.push_back({d, 0});
      } else {
        order.push_back(op);
        stack.pop_back();
      }
    }
  }
  for (Op* op : emitted)
    if (!placed(op)) order.push_back(op);
  block.Reorder(begin, order);
}

bool DecomposeBlock(Module& module, Block& block) {
  bool changed = false;
  for (size_t i = 0; i < block.ops().size(); ++i) {
    Op* op = block.ops()[i].get();
    for (int r = 0; r < op->num_regions(); ++r)
      for (int b = 0; b < op->region(r)->num_blocks(); ++b)
        changed |= DecomposeBlock(module, *op->region(r)->block(b));
    if (op->info().family != OpFamily::kChlo) continue;
    Emitter emitter(module.types(), block, i, *op);
    std::vector<Value*> replacements = Decompose(emitter, *op);
    if (replacements.empty()) continue;
    CanonicalOrder(block, i, emitter.index(), replacements);
    for (int r = 0; r < op->num_results(); ++r) op->result(r)->ReplaceAllUsesWith(replacements[r]);
    block.Erase(op);
    // Continue after the ops just emitted (the loop's increment steps past the last of them).
    i = emitter.index() - 1;
    changed = true;
  }
  return changed;
}

}  // namespace

bool DecomposeChlo(Module& module) { return DecomposeBlock(module, module.body()); }

}  // namespace hlx
