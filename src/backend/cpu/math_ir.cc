// The math library of the CPU kernels: math_ir.h says what it emits.
#include "backend/cpu/math_ir.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/Module.h>

#include <cstdint>
#include <limits>
#include <numbers>

namespace hlx::cpu {

// ---- Rounding, intrinsics, float maximum and minimum ------------------------------------------------
// The f32 bits `bits` rounded to nearest-even at bf16 precision, the low half cleared; a NaN whose low
// half is not zero may carry into an infinity or another sign.
llvm::Value* MathIr::RoundedBF16Bits(llvm::Value* bits) {
  llvm::Value* lsb = b_.CreateAnd(b_.CreateLShr(bits, 16), b_.getInt32(1));
  return b_.CreateAnd(b_.CreateAdd(bits, b_.CreateAdd(lsb, b_.getInt32(0x7fff))), b_.getInt32(0xffff0000u));
}

// The f32 bits of `x` rounded to nearest-even at bf16 precision (NaNs stay NaNs).
llvm::Value* MathIr::BF16Bits(llvm::Value* x) {
  llvm::Value* bits = b_.CreateBitCast(x, b_.getInt32Ty());
  llvm::Value* quiet = b_.CreateOr(b_.CreateAnd(bits, b_.getInt32(0xffff0000u)), b_.getInt32(0x00400000));
  return b_.CreateSelect(b_.CreateFCmpUNO(x, x), quiet, RoundedBF16Bits(bits));
}

// `x` (f32) rounded to the precision of the narrow float `e`, as a value of that type would hold it.
llvm::Value* MathIr::RoundTo(ElementType e, llvm::Value* x) {
  if (e == ElementType::kF16) return b_.CreateFPExt(b_.CreateFPTrunc(x, b_.getHalfTy()), b_.getFloatTy());
  if (e == ElementType::kBF16) return b_.CreateBitCast(BF16Bits(x), b_.getFloatTy());
  return x;
}

// A bf16 value held in f32 has a zero low half, NaNs included (loads and constants are exact, RoundTo
// clears the low half of the NaNs it quiets). An op on such values gives a NaN with a zero low half too,
// so the rounding increment (at most 0x8000) never carries a NaN's payload into its exponent or sign,
// and the guard that RoundTo needs for NaNs from anywhere (an f32 NaN's payload may fill the low half)
// can go: five vector operations per value instead of nine. An IEEE operation returns one of its NaN
// operands, quieted, or the default NaN (x86, AArch64), whose low half is zero; an f32 NaN widened to f64
// and narrowed back keeps its bits (quieted). The functions above and below return, for a NaN, their
// NaN operand itself (exp, logistic, log, log1p, expm1, sin, cos, tan, erf, erfc, lgamma, digamma, cbrt;
// atan2, pow and remainder through IEEE operations on it), a quiet NaN constant (log below 0, log1p
// below -1, sin, cos and tan of infinities, erf_inv outside [-1, 1], digamma's poles, pow of a negative
// base), or an IEEE operation's NaN; tanh carries its NaN operand through IEEE operations (the integer
// shift that makes 2^n gives 0 for a NaN whose low half is zero, and 0 times NaN is that NaN). Their
// integer steps (exponents, reductions) make finite values only: clamps keep 2^n finite, and the
// selects for the edges replace whatever those steps compute there.
llvm::Value* MathIr::RoundResultTo(ElementType e, llvm::Value* x) {
  if (e != ElementType::kBF16) return RoundTo(e, x);
  return b_.CreateBitCast(RoundedBF16Bits(b_.CreateBitCast(x, b_.getInt32Ty())), b_.getFloatTy());
}

llvm::Value* MathIr::Intrinsic(llvm::Intrinsic::ID id, std::vector<llvm::Value*> args) {
  return b_.CreateIntrinsic(id, {args[0]->getType()}, args);
}

// copysign(magnitude, x) for a magnitude known not to be negative (its sign bit clear, or a NaN whose
// sign does not matter): x's sign bit or'ed in, one instruction on the result's chain where copysign
// first clears the magnitude's sign. f32 values.
llvm::Value* MathIr::WithSignOf(llvm::Value* magnitude, llvm::Value* x) {
  llvm::Type* i32 = b_.getInt32Ty();
  llvm::Value* sign = b_.CreateAnd(b_.CreateBitCast(x, i32), b_.getInt32(0x80000000u));
  return b_.CreateBitCast(b_.CreateOr(b_.CreateBitCast(magnitude, i32), sign), x->getType());
}

// StableHLO's float maximum or minimum (`id`: llvm.maximum or llvm.minimum: NaN wins, -0 < +0) of a
// and b, values of element type `e`. For f16, held in f32, LLVM 19 narrows the f32 intrinsic to the
// f16 one, whose x86 vector lowering (F16C) returns the zero instead of the NaN in max(+0, NaN) and
// min(-0, NaN): a NaN operand is passed on explicitly there.
llvm::Value* MathIr::FloatMinMax(llvm::Intrinsic::ID id, ElementType e, llvm::Value* a, llvm::Value* b) {
  llvm::Value* r = Intrinsic(id, {a, b});
  if (e != ElementType::kF16) return r;
  return b_.CreateSelect(b_.CreateFCmpUNO(a, b), b_.CreateFAdd(a, b), r);
}

// ---- Transcendentals of f32 (and bf16, f16), in f32 ---------------------------------------------
// Straight-line f32 code that the loop vectorizer takes 16 lanes at a time (no calls): range
// reduction and a minimax polynomial (Cephes' coefficients), within 2 ULP of the correctly rounded
// result (math_ir_test measures the distance to the evaluator, which rounds libm's double result).
llvm::Value* MathIr::F32(float v) { return llvm::ConstantFP::get(b_.getFloatTy(), v); }

// a * b + c, fused where the CPU has FMA.
llvm::Value* MathIr::MulAdd(llvm::Value* a, llvm::Value* b, llvm::Value* c) {
  return Intrinsic(llvm::Intrinsic::fmuladd, {a, b, c});
}

llvm::Value* MathIr::Poly(llvm::Value* x, std::initializer_list<float> coefficients) {
  // Horner's rule, highest degree first.
  llvm::Value* acc = nullptr;
  for (float c : coefficients) acc = acc ? MulAdd(acc, x, F32(c)) : F32(c);
  return acc;
}

// exp(x): 2^n e^r with n = rint(x / ln 2) and |r| <= ln(2)/2 reduced in two steps (Cody and Waite:
// ln 2's high part has 9 bits, so n times it is exact), e^r = 1 + r + r^2 P(r). The scale 2^n is
// applied as two factors so that results near the overflow and subnormal ends are rounded once.
llvm::Value* MathIr::FloatExp(llvm::Value* x) {
  llvm::Value* c =
      Intrinsic(llvm::Intrinsic::minnum, {Intrinsic(llvm::Intrinsic::maxnum, {x, F32(-104)}), F32(89)});
  llvm::Value* n = Intrinsic(llvm::Intrinsic::rint, {b_.CreateFMul(c, F32(1.44269504088896341f))});
  llvm::Value* r = MulAdd(n, F32(-0.693359375f), c);
  r = MulAdd(n, F32(2.12194440e-4f), r);
  llvm::Value* p = b_.CreateFAdd(ExpMinusOnePolynomial(r), F32(1));
  llvm::Value* ni = b_.CreateFPToSI(n, b_.getInt32Ty());
  llvm::Value* half = b_.CreateAShr(ni, 1);
  llvm::Value* result = b_.CreateFMul(b_.CreateFMul(p, Pow2(half)), Pow2(b_.CreateSub(ni, half)));
  return b_.CreateSelect(b_.CreateFCmpUNO(x, x), x, result);
}

// e^r - 1 for |r| <= ln(2)/2: r + r^2 P(r), P Cephes' minimax polynomial of degree 5, evaluated in
// pairs of terms (Estrin): as many multiplies as Horner's rule with r^2 computed once and shared with
// the last step, and a dependent chain of four steps after r^2 instead of seven.
llvm::Value* MathIr::ExpMinusOnePolynomial(llvm::Value* r) {
  llvm::Value* r2 = b_.CreateFMul(r, r);
  llvm::Value* low = MulAdd(F32(1.6666665459e-1f), r, F32(5.0000001201e-1f));
  llvm::Value* mid = MulAdd(F32(8.3334519073e-3f), r, F32(4.1665795894e-2f));
  llvm::Value* high = MulAdd(F32(1.9875691500e-4f), r, F32(1.3981999507e-3f));
  llvm::Value* p = MulAdd(MulAdd(high, r2, mid), r2, low);
  return MulAdd(p, r2, r);
}

// 2^e as an f32, for an i32 e in [-126, 127].
llvm::Value* MathIr::Pow2(llvm::Value* e) {
  return b_.CreateBitCast(b_.CreateShl(b_.CreateAdd(e, b_.getInt32(127)), 23), b_.getFloatTy());
}

// log(x) for x > 0: x = m 2^e with m in [sqrt(1/2), sqrt(2)), f = m - 1,
// log(x) = f - f^2/2 + f^3 P(f) + e ln 2 (ln 2 in two parts).
llvm::Value* MathIr::FloatLog(llvm::Value* x) {
  llvm::Type* i32 = b_.getInt32Ty();
  // Subnormals are scaled into the normal range first.
  llvm::Value* tiny = b_.CreateFCmpOLT(x, F32(1.17549435e-38f));
  llvm::Value* scaled = b_.CreateSelect(tiny, b_.CreateFMul(x, F32(16777216.0f)), x);
  llvm::Value* bits = b_.CreateBitCast(scaled, i32);
  // Rebase the mantissa into [sqrt(1/2), sqrt(2)) by an offset on the bits.
  llvm::Value* shifted = b_.CreateSub(bits, b_.getInt32(0x3f3504f3));
  llvm::Value* e = b_.CreateAShr(shifted, 23);
  llvm::Value* m = b_.CreateBitCast(b_.CreateSub(bits, b_.CreateShl(e, 23)), x->getType());
  llvm::Value* ef = b_.CreateFSub(b_.CreateSIToFP(e, x->getType()), b_.CreateSelect(tiny, F32(24), F32(0)));
  llvm::Value* f = b_.CreateFSub(m, F32(1));
  llvm::Value* f2 = b_.CreateFMul(f, f);
  llvm::Value* p =
      Poly(f, {7.0376836292e-2f, -1.1514610310e-1f, 1.1676998740e-1f, -1.2420140846e-1f, 1.4249322787e-1f,
               -1.6668057665e-1f, 2.0000714765e-1f, -2.4999993993e-1f, 3.3333331174e-1f});
  llvm::Value* y = b_.CreateFMul(b_.CreateFMul(p, f), f2);
  y = MulAdd(ef, F32(-2.12194440e-4f), y);
  y = MulAdd(f2, F32(-0.5f), y);
  llvm::Value* result = MulAdd(ef, F32(0.693359375f), b_.CreateFAdd(f, y));
  // Zero, negative, infinite and NaN arguments.
  llvm::Value* inf = F32(std::numeric_limits<float>::infinity());
  result = b_.CreateSelect(b_.CreateFCmpOEQ(x, inf), inf, result);
  result = b_.CreateSelect(b_.CreateFCmpOEQ(x, F32(0)), F32(-std::numeric_limits<float>::infinity()), result);
  result = b_.CreateSelect(b_.CreateFCmpOLT(x, F32(0)), F32(std::numeric_limits<float>::quiet_NaN()), result);
  return b_.CreateSelect(b_.CreateFCmpUNO(x, x), x, result);
}

// tanh(x) = E / (E + 2) with E = e^{2|x|} - 1 and the sign of x (1 from 10 on, where tanh rounds to
// 1). E = 2^n (e^r - 1) + (2^n - 1) with 2|x| = n ln 2 + r, |r| <= ln(2)/2: e^r - 1 is exp's own
// polynomial before its 1 is added, so E keeps its accuracy near 0, where tanh(x) ~ x, and one path
// serves every x. ln 2 is one f32 here (exp needs two parts): r is then off by n times its error,
// under 29 * 2e-9, while tanh's relative error is E's times 2 / (E + 2): under 0.1 ULP for every
// n > 0 (the most at n = 1), and r is exact for n = 0.
llvm::Value* MathIr::FloatTanh(llvm::Value* x) {
  llvm::Value* a = Intrinsic(llvm::Intrinsic::fabs, {x});
  // min(10, |x|) as the CPU's min computes it (10 < a ? 10 : a), so that a NaN flows through every
  // step below to the result.
  llvm::Value* m = b_.CreateSelect(b_.CreateFCmpOLT(F32(10), a), F32(10), a);
  llvm::Value* y = b_.CreateFAdd(m, m);
  // n = rint(y / ln 2) without a rounding or a conversion instruction: adding 1.5 * 2^23 + 127 rounds
  // to an integer, whose low mantissa bits then hold n + 127, 2^n's biased exponent, which a shift
  // moves into the exponent field. The product is m times 2 / ln 2, the same bits as y times 1 / ln 2
  // (doubling is exact) without waiting for y.
  constexpr float kShift = 12582912.0f + 127;  // 1.5 * 2^23 + 127
  llvm::Value* shifted = MulAdd(m, F32(2 * 1.44269504088896341f), F32(kShift));
  llvm::Value* n = b_.CreateFSub(shifted, F32(kShift));
  llvm::Value* r = MulAdd(n, F32(-0.693147182f), y);
  llvm::Value* scale =
      b_.CreateBitCast(b_.CreateShl(b_.CreateBitCast(shifted, b_.getInt32Ty()), 23), b_.getFloatTy());
  llvm::Value* e = MulAdd(scale, ExpMinusOnePolynomial(r), b_.CreateFSub(scale, F32(1)));
  llvm::Value* t = b_.CreateFDiv(e, b_.CreateFAdd(e, F32(2)));
  return WithSignOf(t, x);
}

// logistic(x): 1 / (1 + e^-x) for x >= 0, e^x / (1 + e^x) below.
llvm::Value* MathIr::FloatLogistic(llvm::Value* x) {
  llvm::Value* e = FloatExp(b_.CreateFNeg(Intrinsic(llvm::Intrinsic::fabs, {x})));
  llvm::Value* denom = b_.CreateFAdd(F32(1), e);
  llvm::Value* numerator = b_.CreateSelect(b_.CreateFCmpOGE(x, F32(0)), F32(1), e);
  llvm::Value* result = b_.CreateFDiv(numerator, denom);
  return b_.CreateSelect(b_.CreateFCmpUNO(x, x), x, result);
}

// ---- sin, cos and tan of f32 --------------------------------------------------------------------
// |x| = k pi/2 + r with |r| <= pi/4, exactly for every f32 (Payne and Hanek): |x| = M 2^E with M a
// 24-bit integer, and M times the 96 bits of 2/pi that can reach the quadrant (the earlier ones add
// multiples of 4) gives k mod 4 and r's fraction as integers. sin and cos of r are Taylor polynomials
// in double, so the f32 result is rounded once from a value within ~1e-12 of exact. The bits of 2/pi
// are read from a table, which the loop vectorizer reads with gathers.
llvm::Value* MathIr::D64(double v) { return llvm::ConstantFP::get(b_.getDoubleTy(), v); }

llvm::Value* MathIr::DoublePoly(llvm::Value* x, std::initializer_list<double> coefficients) {
  llvm::Value* acc = nullptr;
  for (double c : coefficients) acc = acc ? Intrinsic(llvm::Intrinsic::fmuladd, {acc, x, D64(c)}) : D64(c);
  return acc;
}

llvm::GlobalVariable* MathIr::TwoOverPiBits() {
  // A zero word, then 2/pi's first 256 bits after the point.
  static constexpr uint32_t kWords[] = {0,          0xA2F9836E, 0x4E441529, 0xFC2757D1, 0xF534DDC0,
                                        0xDB629599, 0x3C439041, 0xFE5163AB, 0xDEBBC561};
  const char* name = "hlx_two_over_pi_bits";
  if (llvm::GlobalVariable* g = module_.getNamedGlobal(name)) return g;
  std::vector<llvm::Constant*> words;
  for (uint32_t w : kWords) words.push_back(b_.getInt32(w));
  auto* type = llvm::ArrayType::get(b_.getInt32Ty(), words.size());
  return new llvm::GlobalVariable(module_, type, /*isConstant=*/true, llvm::GlobalValue::InternalLinkage,
                                  llvm::ConstantArray::get(type, words), name);
}

// The quadrant (i32, 0..3) and the remainder r (double) of a = |x| (a finite f32) over pi/2.
std::pair<llvm::Value*, llvm::Value*> MathIr::ReduceHalfPi(llvm::Value* a) {
  llvm::Type* i64 = b_.getInt64Ty();
  llvm::Value* bits = b_.CreateBitCast(a, b_.getInt32Ty());
  llvm::Value* exponent = b_.CreateSub(b_.CreateLShr(bits, 23), b_.getInt32(150));
  llvm::Value* mantissa =
      b_.CreateZExt(b_.CreateOr(b_.CreateAnd(bits, b_.getInt32(0x7fffff)), b_.getInt32(0x800000)), i64);
  // The window starts at 2/pi's bit E - 1 (bit i after the point is the table's bit i + 31).
  llvm::Value* start =
      Intrinsic(llvm::Intrinsic::smax, {b_.CreateAdd(exponent, b_.getInt32(30)), b_.getInt32(0)});
  llvm::Value* word = b_.CreateLShr(start, 5);
  llvm::Value* shift = b_.CreateZExt(b_.CreateAnd(start, b_.getInt32(31)), i64);
  llvm::GlobalVariable* table = TwoOverPiBits();
  auto load = [&](int k) {
    llvm::Value* index = b_.CreateZExt(b_.CreateAdd(word, b_.getInt32(k)), i64);
    llvm::Value* ptr = b_.CreateGEP(table->getValueType(), table, {b_.getInt64(0), index});
    return b_.CreateZExt(b_.CreateLoad(b_.getInt32Ty(), ptr), i64);
  };
  llvm::Value* t[4] = {load(0), load(1), load(2), load(3)};
  llvm::Value* low32 = b_.getInt64(0xffffffffu);
  auto window_word = [&](int k) {
    llvm::Value* pair = b_.CreateOr(b_.CreateShl(t[k], 32), t[k + 1]);
    return b_.CreateLShr(b_.CreateShl(pair, shift), 32);
  };
  // M times the window: hi 2^64 + mid 2^32 + lo, a 120-bit product from three 56-bit ones.
  llvm::Value* p0 = b_.CreateMul(mantissa, window_word(0));
  llvm::Value* p1 = b_.CreateMul(mantissa, window_word(1));
  llvm::Value* p2 = b_.CreateMul(mantissa, window_word(2));
  llvm::Value* c1 = b_.CreateAdd(b_.CreateLShr(p2, 32), b_.CreateAnd(p1, low32));
  llvm::Value* c2 =
      b_.CreateAdd(b_.CreateAdd(b_.CreateLShr(c1, 32), b_.CreateLShr(p1, 32)), b_.CreateAnd(p0, low32));
  llvm::Value* hi = b_.CreateAdd(b_.CreateShl(b_.CreateLShr(p0, 32), 32), c2);
  // a 2/pi = M W 2^-94: the quadrant is bits 94-95 of the product, the fraction the bits below.
  llvm::Value* quadrant =
      b_.CreateAnd(b_.CreateTrunc(b_.CreateLShr(hi, 30), b_.getInt32Ty()), b_.getInt32(3));
  llvm::Type* dbl = b_.getDoubleTy();
  llvm::Value* f =
      b_.CreateFMul(b_.CreateUIToFP(b_.CreateAnd(hi, b_.getInt64((1 << 30) - 1)), dbl), D64(0x1p-30));
  f = Intrinsic(llvm::Intrinsic::fmuladd, {b_.CreateUIToFP(b_.CreateAnd(c1, low32), dbl), D64(0x1p-62), f});
  f = Intrinsic(llvm::Intrinsic::fmuladd, {b_.CreateUIToFP(b_.CreateAnd(p2, low32), dbl), D64(0x1p-94), f});
  // A fraction above one half belongs to the next quadrant, as a negative remainder.
  llvm::Value* next = b_.CreateFCmpOGT(f, D64(0.5));
  f = b_.CreateSelect(next, b_.CreateFSub(f, D64(1)), f);
  quadrant = b_.CreateAnd(b_.CreateAdd(quadrant, b_.CreateZExt(next, b_.getInt32Ty())), b_.getInt32(3));
  llvm::Value* r = b_.CreateFMul(f, D64(1.5707963267948966));
  // Below pi/4 there is nothing to reduce.
  llvm::Value* small = b_.CreateFCmpOLT(a, F32(0.785398163f));
  return {b_.CreateSelect(small, b_.getInt32(0), quadrant),
          b_.CreateSelect(small, b_.CreateFPExt(a, dbl), r)};
}

// sin, cos or tan of the f32 x.
llvm::Value* MathIr::FloatTrigonometric(Trig f, llvm::Value* x) {
  llvm::Value* a = Intrinsic(llvm::Intrinsic::fabs, {x});
  auto [quadrant, r] = ReduceHalfPi(a);
  llvm::Value* r2 = b_.CreateFMul(r, r);
  llvm::Value* sin = Intrinsic(
      llvm::Intrinsic::fmuladd,
      {b_.CreateFMul(r, r2),
       DoublePoly(r2, {1.0 / 6227020800, -1.0 / 39916800, 1.0 / 362880, -1.0 / 5040, 1.0 / 120, -1.0 / 6}),
       r});
  llvm::Value* cos =
      DoublePoly(r2, {1.0 / 479001600, -1.0 / 3628800, 1.0 / 40320, -1.0 / 720, 1.0 / 24, -0.5, 1.0});
  return TrigonometricEdges(f, x, b_.CreateFPTrunc(FromQuadrant(f, quadrant, sin, cos), x->getType()));
}

// sin, cos or tan of k pi/2 + r from k mod 4 (i32) and sin r and cos r.
llvm::Value* MathIr::FromQuadrant(Trig f, llvm::Value* quadrant, llvm::Value* sin, llvm::Value* cos) {
  if (f == Trig::kTan) {
    // Period pi: tan(k pi/2 + r) is tan r for even k and -cot r for odd k.
    llvm::Value* odd = b_.CreateICmpNE(b_.CreateAnd(quadrant, b_.getInt32(1)), b_.getInt32(0));
    return b_.CreateSelect(odd, b_.CreateFNeg(b_.CreateFDiv(cos, sin)), b_.CreateFDiv(sin, cos));
  }
  // cos(a) = sin(a + pi/2): one quadrant on.
  llvm::Value* q = f == Trig::kCos ? b_.CreateAdd(quadrant, b_.getInt32(1)) : quadrant;
  llvm::Value* q_odd = b_.CreateICmpNE(b_.CreateAnd(q, b_.getInt32(1)), b_.getInt32(0));
  llvm::Value* value = b_.CreateSelect(q_odd, cos, sin);
  llvm::Value* negate = b_.CreateICmpNE(b_.CreateAnd(q, b_.getInt32(2)), b_.getInt32(0));
  return b_.CreateSelect(negate, b_.CreateFNeg(value), value);
}

// `value`, the function of |x|, made the function `f` of x: sin and tan are odd (sin(-0) is -0),
// infinities give NaN, NaN stays NaN.
llvm::Value* MathIr::TrigonometricEdges(Trig f, llvm::Value* x, llvm::Value* value) {
  llvm::Type* t = x->getType();
  if (f != Trig::kCos) {
    llvm::Type* bits = b_.getIntNTy(t->getPrimitiveSizeInBits());
    llvm::Value* negative = b_.CreateICmpSLT(b_.CreateBitCast(x, bits), llvm::ConstantInt::get(bits, 0));
    value = b_.CreateSelect(negative, b_.CreateFNeg(value), value);
  }
  llvm::Value* infinite =
      b_.CreateFCmpOEQ(Intrinsic(llvm::Intrinsic::fabs, {x}), llvm::ConstantFP::getInfinity(t));
  value = b_.CreateSelect(infinite, llvm::ConstantFP::getQNaN(t), value);
  return b_.CreateSelect(b_.CreateFCmpUNO(x, x), x, value);
}

// ---- Transcendentals of f64 ----------------------------------------------------------------------
// fdlibm's algorithms (the freely distributable libm most C libraries start from) as straight-line
// code the loop vectorizer takes 8 lanes at a time: reduction by ln 2 in two parts (the high part
// has 32 bits, so k times it is exact), its polynomials, and selects for the edges. Within 1 ULP of
// the correctly rounded result (tanh and logistic 2); math_ir_test measures them against the
// evaluator, which computes in long double.
constexpr double kLn2Hi = 6.93147180369123816490e-01;
constexpr double kLn2Lo = 1.90821492927058770002e-10;

// 2^k as a double, for an i64 k in [-1022, 1023].
llvm::Value* MathIr::DoublePow2(llvm::Value* k) {
  return b_.CreateBitCast(b_.CreateShl(b_.CreateAdd(k, b_.getInt64(1023)), 52), b_.getDoubleTy());
}

// `d` with the low 32 bits of its mantissa cleared: its first 21 significant bits, so that the
// product of two such values is exact.
llvm::Value* MathIr::HighBits(llvm::Value* d) {
  llvm::Type* i64 = b_.getInt64Ty();
  return b_.CreateBitCast(b_.CreateAnd(b_.CreateBitCast(d, i64), b_.getInt64(~int64_t{0xffffffff})),
                          b_.getDoubleTy());
}

// e^r for r = hi - lo, |r| <= ln(2)/2: with c = r - r^2 P(r^2), e^r = 1 + r + r c / (2 - c), the
// parts kept apart until the end (fdlibm's exp).
llvm::Value* MathIr::ExpOfReduced(llvm::Value* hi, llvm::Value* lo) {
  llvm::Value* r = b_.CreateFSub(hi, lo);
  llvm::Value* t = b_.CreateFMul(r, r);
  llvm::Value* p =
      DoublePoly(t, {4.13813679705723846039e-08, -1.65339022054652515390e-06, 6.61375632143793436117e-05,
                     -2.77777777770155933842e-03, 1.66666666666666019037e-01});
  llvm::Value* c = MulAdd(b_.CreateFNeg(t), p, r);
  llvm::Value* q = b_.CreateFDiv(b_.CreateFMul(r, c), b_.CreateFSub(D64(2), c));
  return b_.CreateFSub(D64(1), b_.CreateFSub(b_.CreateFSub(lo, q), hi));
}

// e^x: 2^k e^r with k = rint(x / ln 2) (ExpOfSum); x is clamped to [-746, 710], beyond which the
// result is 0 or inf either way.
llvm::Value* MathIr::F64Exp(llvm::Value* x) {
  llvm::Value* c =
      Intrinsic(llvm::Intrinsic::minnum, {Intrinsic(llvm::Intrinsic::maxnum, {x, D64(-746)}), D64(710)});
  // -0 added is no instruction: LLVM folds x + -0 to x.
  return b_.CreateSelect(b_.CreateFCmpUNO(x, x), x, ExpOfSum(c, D64(-0.0)));
}

// e^(big + small) for big in [-746, 710] and small below big's ULP or whole of no bits below 2^-40
// (erfc's -z^2 - 0.5625 and its small rest): k = rint((big + small) / ln 2), big - k ln2_hi exact (k
// ln2_hi has 32 bits), small added to it, k ln2_lo apart (ExpOfReduced); 2^k applied as two factors so
// that results near the overflow and subnormal ends are rounded once.
llvm::Value* MathIr::ExpOfSum(llvm::Value* big, llvm::Value* small) {
  llvm::Value* k = Intrinsic(llvm::Intrinsic::rint,
                             {b_.CreateFMul(b_.CreateFAdd(big, small), D64(1.44269504088896338700))});
  llvm::Value* y =
      ExpOfReduced(b_.CreateFAdd(MulAdd(k, D64(-kLn2Hi), big), small), b_.CreateFMul(k, D64(kLn2Lo)));
  llvm::Value* ki = b_.CreateFPToSI(k, b_.getInt64Ty());
  llvm::Value* half = b_.CreateAShr(ki, 1);
  return b_.CreateFMul(b_.CreateFMul(y, DoublePow2(half)), DoublePow2(b_.CreateSub(ki, half)));
}

// e^x - 1 = 2^k (e^r - 1) + (2^k - 1), e^r - 1 a Taylor polynomial to r^17 with the rounding error
// of r = hi - lo carried along. Below |x| = ln 2, k is 0 and r is x itself (no cancellation where
// 2^k (e^r - 1) and 2^k - 1 have opposite signs); from 60 on, e^x - 1 rounds to e^x.
llvm::Value* MathIr::F64Expm1(llvm::Value* x) {
  llvm::Value* c =
      Intrinsic(llvm::Intrinsic::minnum, {Intrinsic(llvm::Intrinsic::maxnum, {x, D64(-60)}), D64(60)});
  llvm::Value* k = Intrinsic(llvm::Intrinsic::rint, {b_.CreateFMul(c, D64(1.44269504088896338700))});
  k = b_.CreateSelect(b_.CreateFCmpOLT(Intrinsic(llvm::Intrinsic::fabs, {c}), D64(kLn2Hi)), D64(0), k);
  llvm::Value* hi = MulAdd(k, D64(-kLn2Hi), c);
  llvm::Value* lo = b_.CreateFMul(k, D64(kLn2Lo));
  llvm::Value* r = b_.CreateFSub(hi, lo);
  llvm::Value* r_error = b_.CreateFSub(b_.CreateFSub(hi, r), lo);
  std::vector<double> taylor;
  double factorial = 1;
  for (int n = 2; n <= 17; ++n) taylor.insert(taylor.begin(), 1 / (factorial *= n));
  llvm::Value* p = nullptr;
  for (double coefficient : taylor) p = p ? MulAdd(p, r, D64(coefficient)) : D64(coefficient);
  llvm::Value* tail = MulAdd(b_.CreateFMul(r, r), p, b_.CreateFMul(r_error, b_.CreateFAdd(r, D64(1))));
  llvm::Value* e = b_.CreateFAdd(r, tail);
  llvm::Value* scale = DoublePow2(b_.CreateFPToSI(k, b_.getInt64Ty()));
  llvm::Value* result = MulAdd(scale, e, b_.CreateFSub(scale, D64(1)));
  result = b_.CreateSelect(b_.CreateFCmpOGT(x, D64(60)), F64Exp(x), result);
  // expm1(-0) is -0; NaN stays NaN.
  result = b_.CreateSelect(b_.CreateFCmpOEQ(x, D64(0)), x, result);
  return b_.CreateSelect(b_.CreateFCmpUNO(x, x), x, result);
}

// log(u) + c for u > 0 finite, c a correction much smaller than u's ulp (log1p's), by fdlibm's log:
// u = m 2^k with m in [sqrt(1/2), sqrt(2)), f = m - 1, s = f / (2 + f),
// log(m) = f - f^2/2 + s (f^2/2 + R(s^2)).
llvm::Value* MathIr::LogPlusCorrection(llvm::Value* u, llvm::Value* k, llvm::Value* correction) {
  llvm::Value* bits = b_.CreateBitCast(u, b_.getInt64Ty());
  llvm::Value* e = b_.CreateAShr(b_.CreateSub(bits, b_.getInt64(0x3fe6a09e667f3bcdLL)), 52);
  llvm::Value* m = b_.CreateBitCast(b_.CreateSub(bits, b_.CreateShl(e, 52)), b_.getDoubleTy());
  k = b_.CreateFAdd(k, b_.CreateSIToFP(e, b_.getDoubleTy()));
  llvm::Value* f = b_.CreateFSub(m, D64(1));
  llvm::Value* half_f2 = b_.CreateFMul(b_.CreateFMul(f, f), D64(0.5));
  llvm::Value* s = b_.CreateFDiv(f, b_.CreateFAdd(f, D64(2)));
  llvm::Value* z = b_.CreateFMul(s, s);
  llvm::Value* w = b_.CreateFMul(z, z);
  llvm::Value* t1 = b_.CreateFMul(
      w, DoublePoly(w, {1.531383769920937332e-01, 2.222219843214978396e-01, 3.999999999940941908e-01}));
  llvm::Value* t2 = b_.CreateFMul(z, DoublePoly(w, {1.479819860511658591e-01, 1.818357216161805012e-01,
                                                    2.857142874366239149e-01, 6.666666666666735130e-01}));
  llvm::Value* big_r = b_.CreateFAdd(t2, t1);
  llvm::Value* low = MulAdd(k, D64(kLn2Lo), correction);
  llvm::Value* inner = MulAdd(s, b_.CreateFAdd(half_f2, big_r), low);
  return MulAdd(k, D64(kLn2Hi), b_.CreateFNeg(b_.CreateFSub(b_.CreateFSub(half_f2, inner), f)));
}

llvm::Value* MathIr::F64Log(llvm::Value* x) {
  // Subnormals are scaled into the normal range first.
  llvm::Value* tiny = b_.CreateFCmpOLT(x, D64(0x1p-1022));
  llvm::Value* u = b_.CreateSelect(tiny, b_.CreateFMul(x, D64(0x1p54)), x);
  llvm::Value* result = LogPlusCorrection(u, b_.CreateSelect(tiny, D64(-54), D64(0)), D64(0));
  return LogEdges(x, x, result);
}

// log1p(x) = log(u) + (1 + x - u) / u for u = 1 + x rounded (fdlibm's log1p).
llvm::Value* MathIr::F64Log1p(llvm::Value* x) {
  llvm::Value* u = b_.CreateFAdd(x, D64(1));
  // 1 + x - u exactly: as 1 - (u - x) from u = 2 on, as x - (u - 1) below.
  llvm::Value* error =
      b_.CreateSelect(b_.CreateFCmpOGE(u, D64(2)), b_.CreateFSub(D64(1), b_.CreateFSub(u, x)),
                      b_.CreateFSub(x, b_.CreateFSub(u, D64(1))));
  llvm::Value* safe_u = Intrinsic(llvm::Intrinsic::maxnum, {u, D64(0x1p-1022)});
  llvm::Value* result = LogPlusCorrection(safe_u, D64(0), b_.CreateFDiv(error, safe_u));
  result = b_.CreateSelect(b_.CreateFCmpOEQ(x, D64(0)), x, result);  // log1p(-0) is -0
  return LogEdges(x, u, result);
}

// The edges of log and log1p, whose argument `u` is `x` or 1 + x: log(0) = -inf, log of a negative
// number NaN, log(inf) = inf, NaN stays NaN.
llvm::Value* MathIr::LogEdges(llvm::Value* x, llvm::Value* u, llvm::Value* result) {
  const double inf = std::numeric_limits<double>::infinity();
  result = b_.CreateSelect(b_.CreateFCmpOEQ(u, D64(inf)), D64(inf), result);
  result = b_.CreateSelect(b_.CreateFCmpOEQ(u, D64(0)), D64(-inf), result);
  result =
      b_.CreateSelect(b_.CreateFCmpOLT(u, D64(0)), D64(std::numeric_limits<double>::quiet_NaN()), result);
  return b_.CreateSelect(b_.CreateFCmpUNO(x, x), x, result);
}

// tanh(x): below |x| = 0.625 x + x^3 P(x^2) / Q(x^2) (Cephes), above 1 - 2 / (e^{2|x|} + 1) with the
// sign of x (1 from 22 on, where tanh rounds to 1).
llvm::Value* MathIr::F64Tanh(llvm::Value* x) {
  llvm::Value* a = Intrinsic(llvm::Intrinsic::fabs, {x});
  llvm::Value* z = b_.CreateFMul(x, x);
  llvm::Value* p =
      DoublePoly(z, {-9.64399179425052238628e-1, -9.92877231001918586564e1, -1.61468768441708447952e3});
  llvm::Value* q =
      DoublePoly(z, {1.0, 1.12811678491632931402e2, 2.23548839060100448583e3, 4.84406305325125486048e3});
  llvm::Value* small = MulAdd(b_.CreateFMul(x, z), b_.CreateFDiv(p, q), x);
  llvm::Value* e = F64Exp(b_.CreateFMul(Intrinsic(llvm::Intrinsic::minnum, {a, D64(22)}), D64(2)));
  llvm::Value* large = b_.CreateFSub(D64(1), b_.CreateFDiv(D64(2), b_.CreateFAdd(e, D64(1))));
  large = Intrinsic(llvm::Intrinsic::copysign, {large, x});
  llvm::Value* result = b_.CreateSelect(b_.CreateFCmpOLT(a, D64(0.625)), small, large);
  // tanh(-0) is -0; NaN stays NaN.
  return b_.CreateSelect(b_.CreateFCmpUEQ(x, D64(0)), x, b_.CreateSelect(b_.CreateFCmpUNO(x, x), x, result));
}

// logistic(x): 1 / (1 + e^-x) for x >= 0, e^x / (1 + e^x) below.
llvm::Value* MathIr::F64Logistic(llvm::Value* x) {
  llvm::Value* e = F64Exp(b_.CreateFNeg(Intrinsic(llvm::Intrinsic::fabs, {x})));
  llvm::Value* numerator = b_.CreateSelect(b_.CreateFCmpOGE(x, D64(0)), D64(1), e);
  llvm::Value* result = b_.CreateFDiv(numerator, b_.CreateFAdd(D64(1), e));
  return b_.CreateSelect(b_.CreateFCmpUNO(x, x), x, result);
}

// cbrt(x) (FreeBSD's cbrt): a first guess from the exponent divided by 3 on the bits, a polynomial
// that brings it to 23 bits, rounded away from zero to 22 bits so that its cube is exact, then one
// Newton step to 53 bits, within 0.667 ULP.
llvm::Value* MathIr::F64Cbrt(llvm::Value* x) {
  llvm::Type* i64 = b_.getInt64Ty();
  llvm::Value* bits = b_.CreateBitCast(x, i64);
  llvm::Value* sign = b_.CreateAnd(bits, b_.getInt64(0x8000000000000000ULL));
  llvm::Value* magnitude = b_.CreateXor(bits, sign);
  // Zeros and subnormals are scaled by 2^54 first.
  llvm::Value* tiny = b_.CreateICmpULT(magnitude, b_.getInt64(0x0010000000000000LL));
  llvm::Value* scaled =
      b_.CreateBitCast(b_.CreateFMul(Intrinsic(llvm::Intrinsic::fabs, {x}), D64(0x1p54)), i64);
  llvm::Value* high = b_.CreateLShr(b_.CreateSelect(tiny, scaled, magnitude), 32);
  // (1023 - 1023/3 - 0.03306235651) 2^20, and less 54/3 for the scaled ones.
  llvm::Value* bias = b_.CreateSelect(tiny, b_.getInt64(696219795), b_.getInt64(715094163));
  llvm::Value* guess = b_.CreateAdd(b_.CreateUDiv(high, b_.getInt64(3)), bias);
  llvm::Value* t = b_.CreateBitCast(b_.CreateOr(sign, b_.CreateShl(guess, 32)), b_.getDoubleTy());
  llvm::Value* r = b_.CreateFMul(b_.CreateFMul(t, t), b_.CreateFDiv(t, x));
  llvm::Value* p =
      b_.CreateFAdd(DoublePoly(r, {1.621429720105354466140, -1.88497979543377169875, 1.87595182427177009643}),
                    b_.CreateFMul(b_.CreateFMul(b_.CreateFMul(r, r), r),
                                  DoublePoly(r, {0.145996192886612446982, -0.758397934778766047437})));
  t = b_.CreateFMul(t, p);
  llvm::Value* t_bits = b_.CreateAdd(b_.CreateBitCast(t, i64), b_.getInt64(0x80000000LL));
  t = b_.CreateBitCast(b_.CreateAnd(t_bits, b_.getInt64(0xffffffffc0000000ULL)), b_.getDoubleTy());
  llvm::Value* quotient = b_.CreateFDiv(x, b_.CreateFMul(t, t));
  llvm::Value* step = b_.CreateFDiv(b_.CreateFSub(quotient, t), b_.CreateFAdd(b_.CreateFAdd(t, t), quotient));
  llvm::Value* result = MulAdd(t, step, t);
  // Zeros, infinities and NaNs are their own cube roots.
  llvm::Value* itself = b_.CreateOr(
      b_.CreateFCmpUEQ(x, D64(0)),
      b_.CreateFCmpUEQ(Intrinsic(llvm::Intrinsic::fabs, {x}), D64(std::numeric_limits<double>::infinity())));
  return b_.CreateSelect(itself, x, result);
}

// atan(a) for a >= 0 (fdlibm's atan): a is reduced to |t| <= 7/16 by one of four intervals,
// atan(a) = atan(c) + atan(t) with t = (a - c) / (1 + a c) and atan(c) in two parts, and atan(t) is
// t - t^3 P(t^2).
llvm::Value* MathIr::F64AtanOfPositive(llvm::Value* a) {
  auto below = [&](double bound) { return b_.CreateFCmpOLT(a, D64(bound)); };
  // c = 0, 1/2, 1, 3/2 and infinity (t = -1/a), from the smallest interval up.
  llvm::Value* one = D64(1);
  llvm::Value* numerator = b_.CreateSelect(below(2.4375), b_.CreateFSub(a, D64(1.5)), D64(-1));
  llvm::Value* denominator = b_.CreateSelect(below(2.4375), MulAdd(a, D64(1.5), one), a);
  numerator = b_.CreateSelect(below(1.1875), b_.CreateFSub(a, one), numerator);
  denominator = b_.CreateSelect(below(1.1875), b_.CreateFAdd(a, one), denominator);
  numerator = b_.CreateSelect(below(0.6875), MulAdd(a, D64(2), D64(-1)), numerator);
  denominator = b_.CreateSelect(below(0.6875), b_.CreateFAdd(a, D64(2)), denominator);
  numerator = b_.CreateSelect(below(0.4375), a, numerator);
  denominator = b_.CreateSelect(below(0.4375), one, denominator);
  auto pick = [&](double none, double half, double unit, double three_halves, double infinite) {
    llvm::Value* v = b_.CreateSelect(below(2.4375), D64(three_halves), D64(infinite));
    v = b_.CreateSelect(below(1.1875), D64(unit), v);
    v = b_.CreateSelect(below(0.6875), D64(half), v);
    return b_.CreateSelect(below(0.4375), D64(none), v);
  };
  llvm::Value* atan_hi = pick(0, 4.63647609000806093515e-01, 7.85398163397448278999e-01,
                              9.82793723247329054082e-01, 1.57079632679489655800e+00);
  llvm::Value* atan_lo = pick(0, 2.26987774529616870924e-17, 3.06161699786838301793e-17,
                              1.39033110312309984516e-17, 6.12323399573676603587e-17);
  llvm::Value* t = b_.CreateFDiv(numerator, denominator);
  llvm::Value* z = b_.CreateFMul(t, t);
  llvm::Value* w = b_.CreateFMul(z, z);
  llvm::Value* s1 = b_.CreateFMul(
      z, DoublePoly(w, {1.62858201153657823623e-02, 4.97687799461593236017e-02, 6.66107313738753120669e-02,
                        9.09088713343650656196e-02, 1.42857142725034663711e-01, 3.33333333333329318027e-01}));
  llvm::Value* s2 = b_.CreateFMul(
      w, DoublePoly(w, {-3.65315727442169155270e-02, -5.83357013379057348645e-02, -7.69187620504482999495e-02,
                        -1.11111104054623557880e-01, -1.99999999998764832476e-01}));
  llvm::Value* tail = b_.CreateFSub(MulAdd(t, b_.CreateFAdd(s1, s2), b_.CreateFNeg(atan_lo)), t);
  return b_.CreateFSub(atan_hi, tail);
}

// atan2(y, x) (fdlibm's): atan(|y / x|) put in the quadrant of (x, y), with its edges (signed zeros,
// infinities, NaN) as C's atan2 defines them.
llvm::Value* MathIr::F64Atan2(llvm::Value* y, llvm::Value* x) {
  const double pi = 3.1415926535897931160, pi_lo = 1.2246467991473531772e-16;
  const double inf = std::numeric_limits<double>::infinity();
  llvm::Value* ay = Intrinsic(llvm::Intrinsic::fabs, {y});
  llvm::Value* ax = Intrinsic(llvm::Intrinsic::fabs, {x});
  llvm::Value* z = F64AtanOfPositive(b_.CreateFDiv(ay, ax));
  // x < 0 (or -0): pi - z; pi in two parts.
  llvm::Value* x_negative = b_.CreateICmpSLT(b_.CreateBitCast(x, b_.getInt64Ty()), b_.getInt64(0));
  llvm::Value* angle = b_.CreateSelect(x_negative, b_.CreateFSub(D64(pi), b_.CreateFSub(z, D64(pi_lo))), z);
  // Both infinite: pi/4 or 3pi/4; y infinite or x zero: pi/2; y zero or x infinite: 0 or pi.
  llvm::Value* x_inf = b_.CreateFCmpOEQ(ax, D64(inf));
  llvm::Value* y_inf = b_.CreateFCmpOEQ(ay, D64(inf));
  llvm::Value* zero_or_pi = b_.CreateSelect(x_negative, D64(pi), D64(0));
  angle = b_.CreateSelect(x_inf, zero_or_pi, angle);
  angle = b_.CreateSelect(b_.CreateOr(y_inf, b_.CreateFCmpOEQ(ax, D64(0))), D64(pi / 2), angle);
  angle = b_.CreateSelect(b_.CreateAnd(x_inf, y_inf),
                          b_.CreateSelect(x_negative, D64(3 * pi / 4), D64(pi / 4)), angle);
  angle = b_.CreateSelect(b_.CreateFCmpOEQ(ay, D64(0)), zero_or_pi, angle);
  llvm::Value* result = Intrinsic(llvm::Intrinsic::copysign, {angle, y});
  llvm::Value* nan = b_.CreateFCmpUNO(x, y);
  return b_.CreateSelect(nan, b_.CreateFAdd(x, y), result);
}

// ---- sin, cos and tan of f64 --------------------------------------------------------------------
// |x| = k pi/2 + r with |r| <= pi/4 exactly (Payne and Hanek): |x| = M 2^E with M a 53-bit integer,
// and M times the 192 bits of 2/pi that can reach the quadrant (the earlier ones add multiples of 4)
// gives k mod 4 and r's fraction to 2^-122 as integers, enough for the closest a double comes to a
// multiple of pi/2 (2^-61 relative). r as a double-double then goes through fdlibm's sin and cos
// kernels (tan through its own). The words of 2/pi are read from a table, which the loop vectorizer
// reads with gathers.
llvm::GlobalVariable* MathIr::TwoOverPiWords() {
  // Two zero words, then 2/pi's first 1,216 bits after the point.
  static constexpr uint32_t kWords[] = {
      0,          0,          0xA2F9836E, 0x4E441529, 0xFC2757D1, 0xF534DDC0, 0xDB629599, 0x3C439041,
      0xFE5163AB, 0xDEBBC561, 0xB7246E3A, 0x424DD2E0, 0x06492EEA, 0x09D1921C, 0xFE1DEB1C, 0xB129A73E,
      0xE88235F5, 0x2EBB4484, 0xE99C7026, 0xB45F7E41, 0x3991D639, 0x835339F4, 0x9C845F8B, 0xBDF9283B,
      0x1FF897FF, 0xDE05980F, 0xEF2F118B, 0x5A0A6D1F, 0x6D367ECF, 0x27CB09B7, 0x4F463F66, 0x9E5FEA2D,
      0x7527BAC7, 0xEBE5F17B, 0x3D0739F7, 0x8A5292EA, 0x6BFB5FB1, 0x1F8D5D08, 0x56033046, 0xFC7B6BAB};
  const char* name = "hlx_two_over_pi_words";
  if (llvm::GlobalVariable* g = module_.getNamedGlobal(name)) return g;
  std::vector<llvm::Constant*> values;
  for (uint32_t w : kWords) values.push_back(b_.getInt32(w));
  auto* type = llvm::ArrayType::get(b_.getInt32Ty(), values.size());
  return new llvm::GlobalVariable(module_, type, /*isConstant=*/true, llvm::GlobalValue::InternalLinkage,
                                  llvm::ConstantArray::get(type, values), name);
}

// The quadrant and remainder of a = |x| (a finite double) over pi/2.
MathIr::Reduced MathIr::ReduceHalfPiF64(llvm::Value* a) {
  llvm::Type* i64 = b_.getInt64Ty();
  llvm::Value* bits = b_.CreateBitCast(a, i64);
  llvm::Value* exponent = b_.CreateSub(b_.CreateLShr(bits, 52), b_.getInt64(1075));
  llvm::Value* mantissa =
      b_.CreateOr(b_.CreateAnd(bits, b_.getInt64((int64_t{1} << 52) - 1)), b_.getInt64(int64_t{1} << 52));
  // 2/pi's bit i after the point is the table's bit i + 63; the window starts at bit E - 5, so that
  // the product's bits 186 and 187 are the quadrant.
  llvm::Value* start =
      Intrinsic(llvm::Intrinsic::smax, {b_.CreateAdd(exponent, b_.getInt64(58)), b_.getInt64(0)});
  llvm::Value* word = b_.CreateLShr(start, 5);
  llvm::Value* shift = b_.CreateAnd(start, b_.getInt64(31));
  llvm::GlobalVariable* table = TwoOverPiWords();
  std::vector<llvm::Value*> t;
  for (int k = 0; k < 7; ++k) {
    llvm::Value* ptr =
        b_.CreateGEP(table->getValueType(), table, {b_.getInt64(0), b_.CreateAdd(word, b_.getInt64(k))});
    t.push_back(b_.CreateZExt(b_.CreateLoad(b_.getInt32Ty(), ptr), i64));
  }
  llvm::Value* low32 = b_.getInt64(0xffffffffu);
  // The window's six words w_0 (highest) to w_5, and M = m1 2^32 + m0.
  std::vector<llvm::Value*> w;
  for (int j = 0; j < 6; ++j)
    w.push_back(b_.CreateLShr(b_.CreateShl(b_.CreateOr(b_.CreateShl(t[j], 32), t[j + 1]), shift), 32));
  llvm::Value* m0 = b_.CreateAnd(mantissa, low32);
  llvm::Value* m1 = b_.CreateLShr(mantissa, 32);
  // M W in 32-bit limbs L_0 (lowest) to L_5: m0 w_j lands on limb 5 - j, m1 w_j on limb 6 - j, each
  // product's high half one limb up.
  std::vector<llvm::Value*> column(6, b_.getInt64(0));
  auto add = [&](int c, llvm::Value* v) {
    if (c >= 0 && c < 6) column[c] = b_.CreateAdd(column[c], v);
  };
  for (int j = 0; j < 6; ++j) {
    llvm::Value* p0 = b_.CreateMul(m0, w[j]);
    llvm::Value* p1 = b_.CreateMul(m1, w[j]);
    add(5 - j, b_.CreateAnd(p0, low32));
    add(6 - j, b_.CreateLShr(p0, 32));
    add(6 - j, b_.CreateAnd(p1, low32));
    add(7 - j, b_.CreateLShr(p1, 32));
  }
  std::vector<llvm::Value*> limb(6);
  llvm::Value* carry = b_.getInt64(0);
  for (int c = 0; c < 6; ++c) {
    llvm::Value* sum = b_.CreateAdd(column[c], carry);
    limb[c] = b_.CreateAnd(sum, low32);
    carry = b_.CreateLShr(sum, 32);
  }
  llvm::Value* quadrant =
      b_.CreateAnd(b_.CreateTrunc(b_.CreateLShr(limb[5], 26), b_.getInt32Ty()), b_.getInt32(3));
  // The fraction: high = its first 58 bits, low = the next 64.
  llvm::Value* high =
      b_.CreateOr(b_.CreateShl(b_.CreateAnd(limb[5], b_.getInt64((1 << 26) - 1)), 32), limb[4]);
  llvm::Value* low = b_.CreateOr(b_.CreateShl(limb[3], 32), limb[2]);
  // A fraction of one half or more belongs to the next quadrant, as a negative remainder: 1 - f.
  llvm::Value* next = b_.CreateICmpNE(b_.CreateLShr(high, 57), b_.getInt64(0));
  llvm::Value* borrow = b_.CreateZExt(b_.CreateICmpNE(low, b_.getInt64(0)), i64);
  llvm::Value* mask58 = b_.getInt64((int64_t{1} << 58) - 1);
  high = b_.CreateSelect(next, b_.CreateAnd(b_.CreateSub(b_.CreateNeg(high), borrow), mask58), high);
  low = b_.CreateSelect(next, b_.CreateNeg(low), low);
  quadrant = b_.CreateAnd(b_.CreateAdd(quadrant, b_.CreateZExt(next, b_.getInt32Ty())), b_.getInt32(3));
  // f = high 2^-58 + low 2^-122 as a double-double, then times pi/2 (in two parts).
  llvm::Type* dbl = b_.getDoubleTy();
  llvm::Value* high_rounded = b_.CreateUIToFP(high, dbl);
  llvm::Value* high_error = b_.CreateSub(high, b_.CreateFPToUI(high_rounded, i64));
  llvm::Value* f_hi = b_.CreateFMul(high_rounded, D64(0x1p-58));
  llvm::Value* f_lo = MulAdd(b_.CreateUIToFP(low, dbl), D64(0x1p-122),
                             b_.CreateFMul(b_.CreateSIToFP(high_error, dbl), D64(0x1p-58)));
  llvm::Value* f = b_.CreateFAdd(f_hi, f_lo);
  f_lo = b_.CreateFSub(f_lo, b_.CreateFSub(f, f_hi));
  const double half_pi_hi = 1.5707963267948966, half_pi_lo = 6.123233995736766e-17;
  llvm::Value* r_hi = b_.CreateFMul(f, D64(half_pi_hi));
  llvm::Value* r_lo = Intrinsic(llvm::Intrinsic::fma, {f, D64(half_pi_hi), b_.CreateFNeg(r_hi)});
  r_lo = b_.CreateFAdd(r_lo, MulAdd(f, D64(half_pi_lo), b_.CreateFMul(f_lo, D64(half_pi_hi))));
  llvm::Value* r = b_.CreateFAdd(r_hi, r_lo);
  r_lo = b_.CreateFSub(r_lo, b_.CreateFSub(r, r_hi));
  r = b_.CreateSelect(next, b_.CreateFNeg(r), r);
  r_lo = b_.CreateSelect(next, b_.CreateFNeg(r_lo), r_lo);
  // Below pi/4 there is nothing to reduce.
  llvm::Value* small = b_.CreateFCmpOLT(a, D64(0.78539816339744828));
  return {b_.CreateSelect(small, b_.getInt32(0), quadrant), b_.CreateSelect(small, a, r),
          b_.CreateSelect(small, D64(0), r_lo)};
}

// sin(x + y) for |x| <= pi/4, |y| tiny (fdlibm's __kernel_sin).
llvm::Value* MathIr::KernelSin(llvm::Value* x, llvm::Value* y) {
  llvm::Value* z = b_.CreateFMul(x, x);
  llvm::Value* v = b_.CreateFMul(z, x);
  llvm::Value* r =
      DoublePoly(z, {1.58969099521155010221e-10, -2.50507602534068634195e-08, 2.75573137070700676789e-06,
                     -1.98412698298579493134e-04, 8.33333333332248946124e-03});
  llvm::Value* inner =
      b_.CreateFSub(b_.CreateFMul(z, b_.CreateFSub(b_.CreateFMul(y, D64(0.5)), b_.CreateFMul(v, r))), y);
  return b_.CreateFSub(x, b_.CreateFSub(inner, b_.CreateFMul(v, D64(-1.66666666666666324348e-01))));
}

// cos(x + y) for |x| <= pi/4, |y| tiny (fdlibm's __kernel_cos).
llvm::Value* MathIr::KernelCos(llvm::Value* x, llvm::Value* y) {
  llvm::Value* z = b_.CreateFMul(x, x);
  llvm::Value* w = b_.CreateFMul(z, z);
  llvm::Value* r = MulAdd(
      b_.CreateFMul(w, w),
      DoublePoly(z, {-1.13596475577881948265e-11, 2.08757232129817482790e-09, -2.75573143513906633035e-07}),
      b_.CreateFMul(z, DoublePoly(z, {2.48015872894767294178e-05, -1.38888888888741095749e-03,
                                      4.16666666666666019037e-02})));
  llvm::Value* half_z = b_.CreateFMul(z, D64(0.5));
  llvm::Value* one_minus = b_.CreateFSub(D64(1), half_z);
  llvm::Value* correction = b_.CreateFAdd(b_.CreateFSub(b_.CreateFSub(D64(1), one_minus), half_z),
                                          b_.CreateFSub(b_.CreateFMul(z, r), b_.CreateFMul(x, y)));
  return b_.CreateFAdd(one_minus, correction);
}

// sin, cos or tan of the f64 x.
llvm::Value* MathIr::DoubleTrigonometric(Trig f, llvm::Value* x) {
  llvm::Value* a = Intrinsic(llvm::Intrinsic::fabs, {x});
  Reduced r = ReduceHalfPiF64(a);
  if (f == Trig::kTan) return TrigonometricEdges(f, x, KernelTan(r));
  llvm::Value* sin = KernelSin(r.hi, r.lo);
  llvm::Value* cos = KernelCos(r.hi, r.lo);
  return TrigonometricEdges(f, x, FromQuadrant(f, r.quadrant, sin, cos));
}

// tan(r) for an even quadrant, -1/tan(r) for an odd one (fdlibm's __kernel_tan): from |r| = 0.6743 on,
// tan(pi/4 - |r|) instead, whose polynomial converges faster, turned back by
// tan(pi/4 - t) = (1 - tan t) / (1 + tan t); -1/tan(r) of the small ones with a correction step.
llvm::Value* MathIr::KernelTan(const Reduced& reduced) {
  llvm::Value* x = reduced.hi;
  llvm::Value* y = reduced.lo;
  llvm::Value* odd = b_.CreateICmpNE(b_.CreateAnd(reduced.quadrant, b_.getInt32(1)), b_.getInt32(0));
  llvm::Value* big = b_.CreateFCmpOGE(Intrinsic(llvm::Intrinsic::fabs, {x}), D64(0.6743316650390625));
  llvm::Value* negative = b_.CreateFCmpOLT(x, D64(0));
  llvm::Value* flip = b_.CreateAnd(big, negative);
  llvm::Value* xs = b_.CreateSelect(flip, b_.CreateFNeg(x), x);
  llvm::Value* ys = b_.CreateSelect(flip, b_.CreateFNeg(y), y);
  llvm::Value* folded = b_.CreateFAdd(b_.CreateFSub(D64(7.85398163397448278999e-01), xs),
                                      b_.CreateFSub(D64(3.06161699786838301793e-17), ys));
  x = b_.CreateSelect(big, folded, xs);
  y = b_.CreateSelect(big, D64(0), ys);
  llvm::Value* z = b_.CreateFMul(x, x);
  llvm::Value* w = b_.CreateFMul(z, z);
  llvm::Value* r =
      DoublePoly(w, {-1.85586374855275456654e-05, 7.81794442939557092300e-05, 5.88041240820264096874e-04,
                     3.59207910759131235356e-03, 2.18694882948595424599e-02, 1.33333333333201242699e-01});
  llvm::Value* v = b_.CreateFMul(
      z, DoublePoly(w, {2.59073051863633712884e-05, 7.14072491382608190305e-05, 2.46463134818469906812e-04,
                        1.45620945432529025516e-03, 8.86323982359930005737e-03, 5.39682539762260521377e-02}));
  llvm::Value* s = b_.CreateFMul(z, x);
  r = b_.CreateFAdd(y, b_.CreateFMul(z, MulAdd(s, b_.CreateFAdd(r, v), y)));
  r = MulAdd(D64(3.33333333333334091986e-01), s, r);
  w = b_.CreateFAdd(x, r);
  // Folded: +-(iy - 2 (x - (w^2 / (w + iy) - r))) with iy = 1 for tan, -1 for -1/tan.
  llvm::Value* iy = b_.CreateSelect(odd, D64(-1), D64(1));
  llvm::Value* unfolded = b_.CreateFSub(
      iy, b_.CreateFMul(
              D64(2),
              b_.CreateFSub(x, b_.CreateFSub(b_.CreateFDiv(b_.CreateFMul(w, w), b_.CreateFAdd(w, iy)), r))));
  unfolded = b_.CreateSelect(negative, b_.CreateFNeg(unfolded), unfolded);
  // -1/(x + r) with w's and -1/w's low 32 bits cleared, so that their products are exact.
  llvm::Value* w_head = HighBits(w);
  llvm::Value* w_tail = b_.CreateFSub(r, b_.CreateFSub(w_head, x));
  llvm::Value* a = b_.CreateFDiv(D64(-1), w);
  llvm::Value* t = HighBits(a);
  llvm::Value* e = MulAdd(t, w_head, D64(1));
  llvm::Value* inverse = MulAdd(a, MulAdd(t, w_tail, e), t);
  return b_.CreateSelect(big, unfolded, b_.CreateSelect(odd, inverse, w));
}

// ---- expm1 and log1p of f32, in double ------------------------------------------------------------
// Both keep their accuracy near zero, where exp(x) - 1 and log(1 + x) cancel: Taylor series there,
// the f64 exp and log elsewhere; the f32 result is rounded once from a value within ~1e-16 of exact.
llvm::Value* MathIr::FloatExpm1(llvm::Value* x) {
  llvm::Value* d = b_.CreateFPExt(x, b_.getDoubleTy());
  llvm::Value* taylor = b_.CreateFMul(
      d, DoublePoly(d, {1.0 / 479001600, 1.0 / 39916800, 1.0 / 3628800, 1.0 / 362880, 1.0 / 40320, 1.0 / 5040,
                        1.0 / 720, 1.0 / 120, 1.0 / 24, 1.0 / 6, 0.5, 1.0}));
  llvm::Value* far = b_.CreateFSub(F64Exp(d), D64(1));
  llvm::Value* near = b_.CreateFCmpOLT(Intrinsic(llvm::Intrinsic::fabs, {d}), D64(0.5));
  llvm::Value* value = b_.CreateFPTrunc(b_.CreateSelect(near, taylor, far), x->getType());
  // NaN stays NaN.
  return b_.CreateSelect(b_.CreateFCmpUNO(x, x), x, value);
}

llvm::Value* MathIr::FloatLog1p(llvm::Value* x) {
  llvm::Value* d = b_.CreateFPExt(x, b_.getDoubleTy());
  llvm::Value* taylor = b_.CreateFMul(d, DoublePoly(d, {-1.0 / 6, 1.0 / 5, -1.0 / 4, 1.0 / 3, -0.5, 1.0}));
  llvm::Value* one_plus = b_.CreateFAdd(d, D64(1));  // exact for f32 x
  llvm::Value* far = F64Log(one_plus);
  llvm::Value* near = b_.CreateFCmpOLT(Intrinsic(llvm::Intrinsic::fabs, {d}), D64(1e-3));
  llvm::Value* value = b_.CreateFPTrunc(b_.CreateSelect(near, taylor, far), x->getType());
  // log1p(-1) = -inf, below -1 NaN, log1p(inf) = inf.
  llvm::Value* inf = F32(std::numeric_limits<float>::infinity());
  value = b_.CreateSelect(b_.CreateFCmpOEQ(x, inf), inf, value);
  value = b_.CreateSelect(b_.CreateFCmpOEQ(x, F32(-1)), F32(-std::numeric_limits<float>::infinity()), value);
  value = b_.CreateSelect(b_.CreateFCmpOLT(x, F32(-1)), F32(std::numeric_limits<float>::quiet_NaN()), value);
  return b_.CreateSelect(b_.CreateFCmpUNO(x, x), x, value);
}

// ---- erf and erfc of f64 -------------------------------------------------------------------------
// fdlibm's s_erf.c as straight-line code. For a = |x| below 0.84375, erf(x) = x + x y with y =
// P(x^2)/Q(x^2); below 1.25, erf(a) = erx + P(s)/Q(s), s = a - 1, erx = erf(1) to 24 bits; below 28,
// erfc(a) = e^{-z^2 - 0.5625} e^{(z - a)(z + a) + R(u)/S(u)} / a, u = 1/a^2, with z a's first 21 bits (z^2
// exact), and R/S a fit for a below 1/0.35 or another above it; from 28 on erfc(a) underflows. Each
// lane's range selects its numerator and denominator before the one division. erf(a) = 1 - erfc(a) from
// 1.25 on (rounding to 1 from about 6), and erfc = 1 - erf below 1.25 (from 1/4 to 0.84375 as 1/2 -
// (x y + (x - 1/2)), which keeps the low bits). erf(-x) = -erf(x), erfc(-x) = 2 - erfc(x).
std::pair<llvm::Value*, llvm::Value*> MathIr::F64ErfErfc(llvm::Value* x) {
  constexpr double kErx = 8.45062911510467529297e-01;
  llvm::Value* a = Intrinsic(llvm::Intrinsic::fabs, {x});
  llvm::Value* x2 = b_.CreateFMul(x, x);
  llvm::Value* near_p =
      DoublePoly(x2, {-2.37630166566501626084e-05, -5.77027029648944159157e-03, -2.84817495755985104766e-02,
                      -3.25042107247001499370e-01, 1.28379167095512558561e-01});
  llvm::Value* near_q =
      DoublePoly(x2, {-3.96022827877536812320e-06, 1.32494738004321644526e-04, 5.08130628187576562776e-03,
                      6.50222499887672944485e-02, 3.97917223959155352819e-01, 1.0});
  llvm::Value* s = b_.CreateFSub(a, D64(1));
  llvm::Value* mid_p =
      DoublePoly(s, {-2.16637559486879084300e-03, 3.54783043256182359371e-02, -1.10894694282396677476e-01,
                     3.18346619901161753674e-01, -3.72207876035701323847e-01, 4.14856118683748331666e-01,
                     -2.36211856075265944077e-03});
  llvm::Value* mid_q = DoublePoly(
      s, {1.19844998467991074170e-02, 1.36370839120290507362e-02, 1.26171219808761642112e-01,
          7.18286544141962662868e-02, 5.40397917702171048937e-01, 1.06420880400844228286e-01, 1.0});
  // The tail's a, kept in [1.25, 28] so that other lanes' infinities make no NaN.
  llvm::Value* t =
      Intrinsic(llvm::Intrinsic::minnum, {Intrinsic(llvm::Intrinsic::maxnum, {a, D64(1.25)}), D64(28)});
  llvm::Value* u = b_.CreateFDiv(D64(1), b_.CreateFMul(t, t));
  llvm::Value* low_r =
      DoublePoly(u, {-9.81432934416914548592e+00, -8.12874355063065934246e+01, -1.84605092906711035994e+02,
                     -1.62396669462573470355e+02, -6.23753324503260060396e+01, -1.05586262253232909814e+01,
                     -6.93858572707181764372e-01, -9.86494403484714822705e-03});
  llvm::Value* low_s =
      DoublePoly(u, {-6.04244152148580987438e-02, 6.57024977031928170135e+00, 1.08635005541779435134e+02,
                     4.29008140027567833386e+02, 6.45387271733267880336e+02, 4.34565877475229228821e+02,
                     1.37657754143519042600e+02, 1.96512716674392571292e+01, 1.0});
  llvm::Value* high_r =
      DoublePoly(u, {-4.83519191608651397019e+02, -1.02509513161107724954e+03, -6.37566443368389627722e+02,
                     -1.60636384855821916062e+02, -1.77579549177547519889e+01, -7.99283237680523006574e-01,
                     -9.86494292470009928597e-03});
  llvm::Value* high_s =
      DoublePoly(u, {-2.24409524465858183362e+01, 4.74528541206955367215e+02, 2.55305040643316442583e+03,
                     3.19985821950859553908e+03, 1.53672958608443695994e+03, 3.25792512996573918826e+02,
                     3.03380607434824582924e+01, 1.0});
  llvm::Value* high = b_.CreateFCmpOGE(t, D64(1 / 0.35));
  llvm::Value* near = b_.CreateFCmpOLT(a, D64(0.84375));
  llvm::Value* mid = b_.CreateFCmpOLT(a, D64(1.25));
  llvm::Value* num =
      b_.CreateSelect(near, near_p, b_.CreateSelect(mid, mid_p, b_.CreateSelect(high, high_r, low_r)));
  llvm::Value* den =
      b_.CreateSelect(near, near_q, b_.CreateSelect(mid, mid_q, b_.CreateSelect(high, high_s, low_s)));
  llvm::Value* q = b_.CreateFDiv(num, den);
  // e^{big + small}, big = -z^2 - 0.5625 exact (at least -746, below which the result is 0 either way),
  // reduced by ln 2 as one (ExpOfSum): only small's rounding and the polynomial's remain (fdlibm
  // multiplies e^big by e^small, two roundings of exp).
  llvm::Value* z = HighBits(t);
  llvm::Value* big = Intrinsic(llvm::Intrinsic::maxnum,
                               {b_.CreateFSub(b_.CreateFNeg(b_.CreateFMul(z, z)), D64(0.5625)), D64(-746)});
  llvm::Value* small = MulAdd(b_.CreateFSub(z, t), b_.CreateFAdd(z, t), q);
  llvm::Value* tail = b_.CreateFDiv(ExpOfSum(big, small), t);  // erfc(a), a in [1.25, 28]
  llvm::Value* positive = b_.CreateFCmpOGE(x, D64(0));
  // erf
  llvm::Value* near_erf = MulAdd(x, q, x);
  llvm::Value* far_erf = b_.CreateSelect(mid, b_.CreateFAdd(D64(kErx), q), b_.CreateFSub(D64(1), tail));
  llvm::Value* erf = b_.CreateSelect(near, near_erf, Intrinsic(llvm::Intrinsic::copysign, {far_erf, x}));
  // erfc
  llvm::Value* near_erfc = b_.CreateSelect(
      b_.CreateFCmpOLT(x, D64(0.25)), b_.CreateFSub(D64(1), near_erf),
      b_.CreateFSub(D64(0.5), b_.CreateFAdd(b_.CreateFMul(x, q), b_.CreateFSub(x, D64(0.5)))));
  llvm::Value* mid_erfc = b_.CreateSelect(positive, b_.CreateFSub(D64(1 - kErx), q),
                                          b_.CreateFAdd(D64(1), b_.CreateFAdd(D64(kErx), q)));
  llvm::Value* far_tail = b_.CreateSelect(b_.CreateFCmpOGE(a, D64(28)), D64(0), tail);
  llvm::Value* far_erfc = b_.CreateSelect(positive, far_tail, b_.CreateFSub(D64(2), far_tail));
  llvm::Value* erfc = b_.CreateSelect(near, near_erfc, b_.CreateSelect(mid, mid_erfc, far_erfc));
  llvm::Value* nan = b_.CreateFCmpUNO(x, x);
  return {b_.CreateSelect(nan, x, erf), b_.CreateSelect(nan, x, erfc)};
}

// ---- erf and erfc of f32: erfc (and erf_inv's Newton step) in double, erf in f32 ------------------------
// a = |x| (an f32, so a^2 is exact in double). Below 1, erf(a) = a P(a^2), P erf's Taylor series to
// a^29 (truncated 3e-14 from erf(1)). From 1 on, erfc(a) = e^{-a^2} g(1/a) / a, g(u) = a e^{a^2}
// erfc(a) fitted on u in [1/10.125, 1] by a degree-16 polynomial (Chebyshev nodes, 1.6e-11 relative;
// erfc(a) underflows f32 from 10.06 on, so larger a is clamped). erf(a) = 1 - erfc(a) there, erfc =
// 1 - erf below 1 (at least 0.157), and the signs fold as erf(-a) = -erf(a), erfc(-a) = 2 - erfc(a).
// The f32 result is rounded once from a value within ~1e-10 of exact.
// erf(a) and erfc(a) in double, for a = |x| of an f32 x.
std::pair<llvm::Value*, llvm::Value*> MathIr::DoubleErfErfc(llvm::Value* a) {
  llvm::Value* a2 = b_.CreateFMul(a, a);
  llvm::Value* taylor = b_.CreateFMul(
      a, DoublePoly(a2, {4.4632242632864775e-13, -6.7113668551641105e-12, 9.422759064650411e-11,
                         -1.2290555301717928e-09, 1.4807192815879218e-08, -1.6365844691234924e-07,
                         1.6462114365889248e-06, -1.492565035840625e-05, 0.00012055332981789664,
                         -0.0008548327023450853, 0.005223977625442188, -0.026866170645131252,
                         0.11283791670955126, -0.37612638903183754, 1.1283791670955126}));
  // (the clamp also maps NaN to 10.125: the caller puts NaN back)
  llvm::Value* c =
      Intrinsic(llvm::Intrinsic::minnum, {Intrinsic(llvm::Intrinsic::maxnum, {a, D64(1)}), D64(10.125)});
  llvm::Value* u = b_.CreateFDiv(D64(1), c);
  llvm::Value* t = b_.CreateFMul(b_.CreateFSub(u, D64(0.5493827160493827)), D64(1 / 0.4506172839506173));
  llvm::Value* g = DoublePoly(
      t, {9.716966395151467e-07, -1.1875927500643468e-06, -3.6444314458125077e-06, 7.73706553311804e-06,
          -4.945042446768858e-06, 1.4923595486970515e-06, 9.966805347527941e-06, -5.566342746921983e-05,
          0.00014762458605417403, -0.00023917708432430319, 0.00010046377222100618, 0.0009279114265676064,
          -0.004006398806117546, 0.009021465736831602, -0.004172040025399707, -0.07660937638091767,
          0.5024583755044276});
  llvm::Value* tail = b_.CreateFMul(b_.CreateFMul(F64Exp(b_.CreateFNeg(b_.CreateFMul(c, c))), g), u);
  llvm::Value* near = b_.CreateFCmpOLT(a, D64(1));
  llvm::Value* erf = b_.CreateSelect(near, taylor, b_.CreateFSub(D64(1), tail));
  llvm::Value* erfc = b_.CreateSelect(near, b_.CreateFSub(D64(1), taylor), tail);
  return {erf, erfc};
}

// Q(s) of erf(a) = a + a Q(a^2) below a = 1, evaluated in s's type (f32, or f64 for erf_inv's residual).
llvm::Value* MathIr::ErfSmallQ(llvm::Value* s) {
  static constexpr double kQ[] = {7.882497108e-05, -8.018854992e-04, 5.189311943e-03, -2.685432880e-02,
                                  1.128359746e-01, -3.761262690e-01, 1.283791659e-01};  // f32 values
  llvm::Value* acc = nullptr;
  for (double c : kQ) {
    llvm::Value* k = llvm::ConstantFP::get(s->getType(), c);
    acc = acc ? MulAdd(acc, s, k) : k;
  }
  return acc;
}

// erf of f32 in f32 (a GELU's erf), within 1 ULP: for a = |x| below 1, erf(a) = a + a Q(a^2), the
// exact a plus a small correction; from 1 on, erf(a) = 1 - erfc(a) with erfc(a) a polynomial in
// a - 2.46875 over [1, 3.95], where it needs only the absolute accuracy of erf's ULP near 1 (2^-24),
// and a clamped to 3.95, from where erf rounds to 1 (erfc(3.95) = 2.3e-8, under half that ULP). Q
// (degree 6, 1.2e-9 absolute) and the erfc polynomial (degree 15, 5e-10 absolute) are Chebyshev
// least-squares fits at 3000 Chebyshev nodes of the functions computed to 30 digits, turned into
// monomial coefficients. The erfc polynomial is evaluated as its even and odd halves, two Horner
// chains in t^2 (one multiply more than Horner's rule in t, and half its dependent
// chain). Against libm's erf rounded to f32: every 7th f32 from 0 to 4.5 and every 707th of their
// negatives (156.3M values) 98.6% equal, the rest 1 ULP away; every 7th from 1 to 10, 98.0% equal.
llvm::Value* MathIr::FloatErf(llvm::Value* x) {
  llvm::Value* a = Intrinsic(llvm::Intrinsic::fabs, {x});
  llvm::Value* near = MulAdd(a, ErfSmallQ(b_.CreateFMul(a, a)), a);
  llvm::Value* c =
      Intrinsic(llvm::Intrinsic::minnum, {Intrinsic(llvm::Intrinsic::maxnum, {a, F32(1)}), F32(3.95f)});
  llvm::Value* t = b_.CreateFSub(c, F32(2.46875f));
  llvm::Value* t2 = b_.CreateFMul(t, t);
  llvm::Value* odd = Poly(t2, {3.622417549e-07f, -3.123738707e-06f, -1.363208287e-05f, 2.778090492e-04f,
                               -4.702789314e-04f, -6.651982397e-03f, -9.489464752e-03f, -2.544181412e-03f});
  llvm::Value* even = Poly(t2, {-1.049850199e-06f, 1.700511632e-05f, -7.728458395e-05f, -3.336762764e-04f,
                                2.909042653e-03f, 9.619825965e-03f, 6.280955942e-03f, 4.806047629e-04f});
  llvm::Value* erfc = MulAdd(odd, t, even);
  llvm::Value* erf = b_.CreateSelect(b_.CreateFCmpOLT(a, F32(1)), near, b_.CreateFSub(F32(1), erfc));
  return b_.CreateSelect(b_.CreateFCmpUNO(x, x), x, WithSignOf(erf, x));
}

llvm::Value* MathIr::FloatErfc(llvm::Value* x) {
  llvm::Value* a = b_.CreateFPExt(Intrinsic(llvm::Intrinsic::fabs, {x}), b_.getDoubleTy());
  llvm::Value* erfc = DoubleErfErfc(a).second;
  llvm::Value* folded = b_.CreateSelect(b_.CreateFCmpOLT(x, F32(0)), b_.CreateFSub(D64(2), erfc), erfc);
  return b_.CreateSelect(b_.CreateFCmpUNO(x, x), x, b_.CreateFPTrunc(folded, x->getType()));
}

// erf^-1(x) of f32, in f32: Giles' single-precision approximation y0 (w = -log((1 - a)(1 + a)) for a
// = |x|, a polynomial in w - 2.5 below w = 5 and in sqrt(w) - 3 above, times a; ~3e-7 relative), then
// one Newton step, y0 - f(y0) / f'(y0), with e^{y0^2} (y0^2 split into a rounded part and its exact
// remainder by an fma) for 1 / f'. Up to a = 0.85 (y <= 1.018), f(y) = erf(y) - a = (y - a) + y Q(y^2)
// with erf's Q (FloatErf): y - a is exact (y is within a factor 2 of a), so the residual is as
// accurate as Q. From there on f(y) = erfc(y) - (1 - a), 1 - a exact, and erfc(y) = e^{-y^2} g(y):
// the step is (sqrt(pi) / 2) (g(y) - (1 - a) e^{y^2}), g a degree-11 polynomial in y - 2.43 fitted
// over [1, 3.86] (erf_inv(1 - 2^-24) = 3.83) for relative error against mpmath (4e-8 with its f32
// coefficients). Either residual's error moves y by under half an ULP, so the result is within 1 ULP
// of erf_inv(x) rounded. erf_inv(+-1) = +-inf, NaN outside [-1, 1].
llvm::Value* MathIr::FloatErfInv(llvm::Value* x) {
  llvm::Value* a = Intrinsic(llvm::Intrinsic::fabs, {x});
  llvm::Value* c = b_.CreateFSub(F32(1), a);  // exact from 0.5 on
  llvm::Value* w = b_.CreateFNeg(FloatLog(b_.CreateFMul(c, b_.CreateFAdd(F32(1), a))));
  llvm::Value* central = Poly(b_.CreateFSub(w, F32(2.5f)),
                              {2.81022636e-08f, 3.43273939e-07f, -3.5233877e-06f, -4.39150654e-06f,
                               0.00021858087f, -0.00125372503f, -0.00417768164f, 0.246640727f, 1.50140941f});
  llvm::Value* tail = Poly(b_.CreateFSub(Intrinsic(llvm::Intrinsic::sqrt, {w}), F32(3)),
                           {-0.000200214257f, 0.000100950558f, 0.00134934322f, -0.00367342844f,
                            0.00573950773f, -0.0076224613f, 0.00943887047f, 1.00167406f, 2.83297682f});
  llvm::Value* y = b_.CreateFMul(b_.CreateSelect(b_.CreateFCmpOLT(w, F32(5)), central, tail), a);
  llvm::Value* y2 = b_.CreateFMul(y, y);
  llvm::Value* y2_rest = MulAdd(y, y, b_.CreateFNeg(y2));
  llvm::Value* e = FloatExp(y2);
  e = MulAdd(e, y2_rest, e);  // e^{y^2}
  // erf(y) - a in double: y Q(y^2) in f32 is off by up to 3e-8 near y = 1 (an ULP of Q, whose slope
  // also meets y^2's rounding), which e^{y^2} would make more than an ULP of the step.
  llvm::Value* yd = b_.CreateFPExt(y, b_.getDoubleTy());
  llvm::Value* qd = ErfSmallQ(b_.CreateFMul(yd, yd));
  llvm::Value* residual = b_.CreateFPTrunc(
      MulAdd(yd, qd, b_.CreateFPExt(b_.CreateFSub(y, a), b_.getDoubleTy())), b_.getFloatTy());
  llvm::Value* erf_step = b_.CreateFMul(b_.CreateFNeg(residual), e);
  llvm::Value* g = Poly(b_.CreateFSub(y, F32(2.43f)),
                        {-4.607003632e-07f, 1.957532504e-06f, -4.844951036e-06f, 1.732422243e-05f,
                         -6.866301555e-05f, 2.438408992e-04f, -8.287024684e-04f, 2.739252523e-03f,
                         -8.729710244e-03f, 2.669358440e-02f, -7.795976847e-02f, 2.161356658e-01f});
  llvm::Value* erfc_step = MulAdd(b_.CreateFNeg(c), e, g);
  llvm::Value* step = b_.CreateSelect(b_.CreateFCmpOLE(a, F32(0.85f)), erf_step, erfc_step);
  y = MulAdd(step, F32(0.886226925452758f), y);  // sqrt(pi) / 2
  return ErfInvEdges(x, y);
}

// erf_inv(x) from y, the inverse of erf at |x| (f32 or f64): y with x's sign, x = +-0 keeping its sign,
// +-1 giving +-inf, |x| > 1 and NaN giving NaN.
llvm::Value* MathIr::ErfInvEdges(llvm::Value* x, llvm::Value* y) {
  llvm::Type* t = x->getType();
  llvm::Value* a = Intrinsic(llvm::Intrinsic::fabs, {x});
  llvm::Value* one = llvm::ConstantFP::get(t, 1.0);
  llvm::Value* value = Intrinsic(llvm::Intrinsic::copysign, {y, x});
  value = b_.CreateSelect(b_.CreateFCmpOEQ(x, llvm::ConstantFP::get(t, 0.0)), x, value);
  value = b_.CreateSelect(b_.CreateFCmpOEQ(a, one),
                          Intrinsic(llvm::Intrinsic::copysign, {llvm::ConstantFP::getInfinity(t), x}), value);
  return b_.CreateSelect(b_.CreateFCmpUGT(a, one), llvm::ConstantFP::getQNaN(t), value);
}

// erf^-1(x) of f64: Giles' double-precision approximation y0 = a p(w), a = |x|, w = -log((1 - a)(1 +
// a)), p a polynomial in w - 3.125 below w = 6.25, in sqrt(w) - 3.25 below 16 and in sqrt(w) - 5 above,
// then one Newton step as FloatErfInv takes, with F64ErfErfc: on erf(y) - a up to a = 1/2, on erfc(y) -
// (1 - a) (1 - a exact) above, where erf's slope 2/sqrt(pi) e^{-y^2} is small and erfc keeps the
// residual's relative precision. erf_inv(+-1) = +-inf, NaN outside [-1, 1].
llvm::Value* MathIr::F64ErfInv(llvm::Value* x) {
  llvm::Value* a = Intrinsic(llvm::Intrinsic::fabs, {x});
  llvm::Value* c = b_.CreateFSub(D64(1), a);  // exact from 0.5 on
  llvm::Value* w = b_.CreateFNeg(F64Log(b_.CreateFMul(c, b_.CreateFAdd(D64(1), a))));
  llvm::Value* central =
      DoublePoly(b_.CreateFSub(w, D64(3.125)),
                 {-3.6444120640178196996e-21, -1.685059138182016589e-19,  1.2858480715256400167e-18,
                  1.115787767802518096e-17,   -1.333171662854620906e-16,  2.0972767875968561637e-17,
                  6.6376381343583238325e-15,  -4.0545662729752068639e-14, -8.1519341976054721522e-14,
                  2.6335093153082322977e-12,  -1.2975133253453532498e-11, -5.4154120542946279317e-11,
                  1.051212273321532285e-09,   -4.1126339803469836976e-09, -2.9070369957882005086e-08,
                  4.2347877827932403518e-07,  -1.3654692000834678645e-06, -1.3882523362786468719e-05,
                  0.0001867342080340571352,   -0.00074070253416626697512, -0.0060336708714301490533,
                  0.24015818242558961693,     1.6536545626831027356});
  llvm::Value* root = Intrinsic(llvm::Intrinsic::sqrt, {w});
  llvm::Value* middle = DoublePoly(
      b_.CreateFSub(root, D64(3.25)),
      {2.2137376921775787049e-09, 9.0756561938885390979e-08, -2.7517406297064545428e-07,
       1.8239629214389227755e-08, 1.5027403968909827627e-06, -4.013867526981545969e-06,
       2.9234449089955446044e-06, 1.2475304481671778723e-05, -4.7318229009055733981e-05,
       6.8284851459573175448e-05, 2.4031110387097893999e-05, -0.0003550375203628474796,
       0.00095328937973738049703, -0.0016882755560235047313, 0.0024914420961078508066,
       -0.0037512085075692412107, 0.005370914553590063617, 1.0052589676941592334, 3.0838856104922207635});
  llvm::Value* tail =
      DoublePoly(b_.CreateFSub(root, D64(5)),
                 {-2.7109920616438573243e-11, -2.5556418169965252055e-10, 1.5076572693500548083e-09,
                  -3.7894654401267369937e-09, 7.6157012080783393804e-09, -1.4960026627149240478e-08,
                  2.9147953450901080826e-08, -6.7711997758452339498e-08, 2.2900482228026654717e-07,
                  -9.9298272942317002539e-07, 4.5260625972231537039e-06, -1.9681778105531670567e-05,
                  7.5995277030017761139e-05, -0.00021503011930044477347, -0.00013871931833623122026,
                  1.0103004648645343977, 4.8499064014085844221});
  llvm::Value* p = b_.CreateSelect(b_.CreateFCmpOLT(w, D64(6.25)), central,
                                   b_.CreateSelect(b_.CreateFCmpOLT(w, D64(16)), middle, tail));
  llvm::Value* y = b_.CreateFMul(p, a);
  const auto [erf, erfc] = F64ErfErfc(y);
  llvm::Value* residual = b_.CreateSelect(b_.CreateFCmpOLE(a, D64(0.5)), b_.CreateFSub(erf, a),
                                          b_.CreateFSub(c, erfc));  // erf(y) - a either way
  // y - residual / (2/sqrt(pi) e^{-y^2})
  llvm::Value* inverse_slope = b_.CreateFMul(F64Exp(b_.CreateFMul(y, y)), D64(0.88622692545275801365));
  return ErfInvEdges(x, MulAdd(b_.CreateFNeg(residual), inverse_slope, y));
}

// ---- lgamma and digamma of f32, in double -----------------------------------------------------------
// lgamma: Lanczos' approximation (g = 7, 9 terms, ~1e-15 relative in Gamma) from x = 1/2 on,
// lgamma(x) = log(2 pi)/2 + (x - 1/2) log(t) - t + log(A(x)), t = x + 6.5; below, the reflection
// lgamma(x) = log(pi / |sin(pi x)|) - lgamma(1 - x), with sin(pi x) of x's distance to the nearest integer
// (exact in double for an f32 x); either way one log of a quotient. Its absolute error, ~1e-15 where the
// terms cancel (at lgamma's zeros, 1, 2 and between the negative poles), stays under a quarter of an f32
// ULP even at the f32 values nearest those zeros, and 1 and 2 give 0 exactly; non-positive integers give
// +inf, as C's lgamma does, and so do the infinities.
llvm::Value* MathIr::FloatLgamma(llvm::Value* x) {
  llvm::Value* d = b_.CreateFPExt(x, b_.getDoubleTy());
  llvm::Value* reflect = b_.CreateFCmpOLT(d, D64(0.5));
  llvm::Value* z = b_.CreateFSub(b_.CreateSelect(reflect, b_.CreateFSub(D64(1), d), d), D64(1));
  constexpr double kLanczos[] = {676.5203681218851,     -1259.1392167224028,  771.32342877765313,
                                 -176.61502916214059,   12.507343278686905,   -0.13857109526572012,
                                 9.9843695780195716e-6, 1.5056327351493116e-7};
  // A(z) = c0 + sum c_i / (z + i) as one fraction (one division where the sum took eight), z clamped at
  // 1e30 so that the denominator, a product of eight z + i, stays finite (A(1e30) is c0 to 2e-29).
  llvm::Value* zc = Intrinsic(llvm::Intrinsic::minnum, {z, D64(1e30)});
  llvm::Value* num = D64(0.99999999999980993);
  llvm::Value* den = D64(1);
  for (int i = 0; i < 8; ++i) {
    llvm::Value* y = b_.CreateFAdd(zc, D64(i + 1));
    num = MulAdd(num, y, b_.CreateFMul(D64(kLanczos[i]), den));
    den = b_.CreateFMul(den, y);
  }
  llvm::Value* a = b_.CreateFDiv(num, den);
  llvm::Value* t = b_.CreateFAdd(z, D64(7.5));
  // lgamma(z + 1) = rest + log A, rest = log(2 pi)/2 + (z + 1/2) log t - t.
  llvm::Value* rest = b_.CreateFAdd(MulAdd(b_.CreateFAdd(z, D64(0.5)), F64Log(t), b_.CreateFNeg(t)),
                                    D64(0.91893853320467274178));
  // |sin(pi x)| of x's distance to the nearest integer, u = |x - rint(x)| <= 1/2 (exact): sin(pi u), or
  // cos(pi (1/2 - u)) from u = 1/4 on (1/2 - u exact), each argument within pi/4 (fdlibm's kernels).
  llvm::Value* u =
      Intrinsic(llvm::Intrinsic::fabs, {b_.CreateFSub(d, Intrinsic(llvm::Intrinsic::rint, {d}))});
  llvm::Value* sine = b_.CreateSelect(
      b_.CreateFCmpOLE(u, D64(0.25)), KernelSin(b_.CreateFMul(u, D64(std::numbers::pi)), D64(0)),
      KernelCos(b_.CreateFMul(b_.CreateFSub(D64(0.5), u), D64(std::numbers::pi)), D64(0)));
  // One log for both ways: log A, or log(pi / (|sin(pi x)| A)) = log(pi / |sin(pi x)|) - log A.
  llvm::Value* log =
      F64Log(b_.CreateSelect(reflect, b_.CreateFDiv(D64(std::numbers::pi), b_.CreateFMul(sine, a)), a));
  // lgamma(1) = lgamma(2) = 0 exactly, where the sum's terms leave ~1e-16.
  llvm::Value* one_or_two = b_.CreateOr(b_.CreateFCmpOEQ(d, D64(1)), b_.CreateFCmpOEQ(d, D64(2)));
  llvm::Value* lanczos = b_.CreateSelect(one_or_two, D64(0), b_.CreateFAdd(rest, log));
  llvm::Value* reflected = b_.CreateFSub(log, rest);
  llvm::Value* value = b_.CreateFPTrunc(b_.CreateSelect(reflect, reflected, lanczos), x->getType());
  value = b_.CreateSelect(
      b_.CreateFCmpOEQ(Intrinsic(llvm::Intrinsic::fabs, {x}), llvm::ConstantFP::getInfinity(x->getType())),
      llvm::ConstantFP::getInfinity(x->getType()), value);
  return b_.CreateSelect(b_.CreateFCmpUNO(x, x), x, value);
}

// digamma, as the evaluator computes it in double, step for step: below 0 the reflection psi(x) =
// psi(1 - x) - pi / tan(pi r), r = x - round(x); then psi(y) = psi(y + 1) - 1/y until y >= 12 (12 steps
// whose lanes stop subtracting there); then psi(y) = log y - 1/(2y) - sum B_2k / (2k y^2k), 8 terms. The
// same operations in the same order, so the double results differ only by log's and tan's last bits
// (F64Log and DoubleTrigonometric against the C library). Non-positive integers and -inf give NaN, +inf
// itself.
llvm::Value* MathIr::FloatDigamma(llvm::Value* x) {
  llvm::Value* d = b_.CreateFPExt(x, b_.getDoubleTy());
  llvm::Value* negative = b_.CreateFCmpOLT(d, D64(0));
  llvm::Value* r = b_.CreateFSub(d, Intrinsic(llvm::Intrinsic::round, {d}));
  // tan(p), p = pi r (|p| <= pi/2), reduced as fdlibm's rem_pio2 reduces arguments below 3 pi/4: by
  // pi/2 in two parts (the first 33 bits, so that |p| - pi/2_1 is exact) from pi/4 on.
  llvm::Value* p = b_.CreateFMul(D64(std::numbers::pi), r);
  llvm::Value* a = Intrinsic(llvm::Intrinsic::fabs, {p});
  llvm::Value* z = b_.CreateFSub(a, D64(1.57079632673412561417e+00));
  llvm::Value* hi = b_.CreateFSub(z, D64(6.07710050650619224932e-11));
  llvm::Value* lo = b_.CreateFSub(b_.CreateFSub(z, hi), D64(6.07710050650619224932e-11));
  llvm::Value* folded = b_.CreateFCmpOGT(a, D64(0.78539816339744828));
  llvm::Value* tan = KernelTan({b_.CreateZExt(folded, b_.getInt32Ty()), b_.CreateSelect(folded, hi, a),
                                b_.CreateSelect(folded, lo, D64(0))});
  tan = Intrinsic(llvm::Intrinsic::copysign, {tan, p});
  llvm::Value* result = b_.CreateSelect(negative, b_.CreateFDiv(D64(-std::numbers::pi), tan), D64(0));
  llvm::Value* y = b_.CreateSelect(negative, b_.CreateFSub(D64(1), d), d);
  for (int step = 0; step < 12; ++step) {
    llvm::Value* below = b_.CreateFCmpOLT(y, D64(12));
    result = b_.CreateSelect(below, b_.CreateFSub(result, b_.CreateFDiv(D64(1), y)), result);
    y = b_.CreateSelect(below, b_.CreateFAdd(y, D64(1)), y);
  }
  constexpr double kB[] = {1.0 / 12,  -1.0 / 120,     1.0 / 252, -1.0 / 240,
                           1.0 / 132, -691.0 / 32760, 1.0 / 12,  -3617.0 / 8160};
  llvm::Value* inv2 = b_.CreateFDiv(D64(1), b_.CreateFMul(y, y));
  llvm::Value* sum = D64(0);
  llvm::Value* power = inv2;
  for (double b : kB) {
    sum = b_.CreateFAdd(sum, b_.CreateFMul(D64(b), power));
    power = b_.CreateFMul(power, inv2);
  }
  llvm::Value* psi = b_.CreateFSub(
      b_.CreateFSub(b_.CreateFAdd(result, F64Log(y)), b_.CreateFDiv(D64(1), b_.CreateFMul(D64(2), y))), sum);
  llvm::Value* value = b_.CreateFPTrunc(psi, x->getType());
  llvm::Type* t = x->getType();
  value = b_.CreateSelect(b_.CreateFCmpOEQ(x, llvm::ConstantFP::getInfinity(t)), x, value);
  llvm::Value* pole = b_.CreateAnd(b_.CreateFCmpOLE(x, llvm::ConstantFP::get(t, 0.0)),
                                   b_.CreateFCmpOEQ(x, Intrinsic(llvm::Intrinsic::floor, {x})));
  value = b_.CreateSelect(pole, llvm::ConstantFP::getQNaN(t), value);
  return b_.CreateSelect(b_.CreateFCmpUNO(x, x), x, value);
}

// ---- Float remainder and power, as C's fmod and pow define them ---------------------------------
// fmod(x, y) of f32 or f64 (x's type), exact as fmod is. Quotients below 2^52 take the fast path,
// in double: q = trunc(|x| / |y|) is the quotient or one more, and |x| - q |y| is then
// representable (a multiple of |y|'s ulp below |y|), so one fma gives it exactly, plus |y| where it
// came out negative. Larger ones branch to long division on integer mantissas: |x| = Mx 2^Ex and
// |y| = My 2^Ey (subnormals too), (Mx 2^(Ex - Ey)) mod My by 64-bit integer remainders that shift in
// 11 bits of the exponent difference at a time for f64 (40 for f32), times 2^Ey; the loop keeps the
// kernel scalar. y = 0, infinite x and NaN give NaN; |x| < |y| gives x.
llvm::Value* MathIr::FloatRemainder(llvm::Value* x, llvm::Value* y) {
  llvm::Type* t = x->getType();
  llvm::Type* dbl = b_.getDoubleTy();
  const bool is_double = t->isDoubleTy();
  const unsigned bits = is_double ? 64 : 32, mantissa_bits = is_double ? 52 : 23;
  llvm::Type* it = b_.getIntNTy(bits);
  llvm::Value* magnitude_mask = llvm::ConstantInt::get(it, llvm::APInt::getSignedMaxValue(bits));
  llvm::Value* ax = b_.CreateAnd(b_.CreateBitCast(x, it), magnitude_mask);
  llvm::Value* ay = b_.CreateAnd(b_.CreateBitCast(y, it), magnitude_mask);
  llvm::Value* infinity_bits = b_.CreateBitCast(llvm::ConstantFP::getInfinity(t), it);
  llvm::Value* invalid =
      b_.CreateOr(b_.CreateOr(b_.CreateICmpUGE(ax, infinity_bits), b_.CreateICmpUGT(ay, infinity_bits)),
                  b_.CreateICmpEQ(ay, llvm::ConstantInt::get(it, 0)));
  // Finite x above finite nonzero y (a NaN y compares above every finite x).
  llvm::Value* reduce = b_.CreateAnd(b_.CreateICmpUGT(ax, ay), b_.CreateNot(invalid));
  llvm::Value* a = Intrinsic(llvm::Intrinsic::fabs, {is_double ? x : b_.CreateFPExt(x, dbl)});
  llvm::Value* b = Intrinsic(llvm::Intrinsic::fabs, {is_double ? y : b_.CreateFPExt(y, dbl)});
  llvm::Value* quotient = b_.CreateFDiv(a, b);
  // The rounded quotient is below 2^52 only where the exact one is.
  llvm::Value* far = b_.CreateAnd(reduce, b_.CreateFCmpUGE(quotient, D64(0x1p52)));
  llvm::Value* q = Intrinsic(llvm::Intrinsic::trunc, {quotient});
  llvm::Value* r = Intrinsic(llvm::Intrinsic::fma, {b_.CreateFNeg(q), b, a});
  r = b_.CreateSelect(b_.CreateFCmpOLT(r, D64(0)), b_.CreateFAdd(r, b), r);
  llvm::Value* near = Intrinsic(llvm::Intrinsic::copysign, {is_double ? r : b_.CreateFPTrunc(r, t), x});
  llvm::Value* zero = Intrinsic(llvm::Intrinsic::copysign, {llvm::ConstantFP::get(t, 0.0), x});
  llvm::Value* result = b_.CreateSelect(b_.CreateICmpEQ(ax, ay), zero, x);
  result = b_.CreateSelect(reduce, near, result);
  llvm::Value* product = b_.CreateFMul(x, y);
  result = b_.CreateSelect(invalid, b_.CreateFDiv(product, product), result);

  llvm::BasicBlock* before = b_.GetInsertBlock();
  llvm::LLVMContext& ctx = b_.getContext();
  llvm::Function* fn = before->getParent();
  llvm::BasicBlock* divide = llvm::BasicBlock::Create(ctx, "fmod.far", fn);
  llvm::BasicBlock* loop = llvm::BasicBlock::Create(ctx, "fmod.loop", fn);
  llvm::BasicBlock* last = llvm::BasicBlock::Create(ctx, "fmod.last", fn);
  llvm::BasicBlock* join = llvm::BasicBlock::Create(ctx, "fmod.join", fn);
  b_.CreateCondBr(far, divide, join);

  b_.SetInsertPoint(divide);
  llvm::Type* i64 = b_.getInt64Ty();
  const int64_t chunk = is_double ? 11 : 40;          // a remainder below 2^(mantissa_bits + 1) shifted fits
  const int64_t scale_bias = is_double ? 1075 : 150;  // |v| = M 2^(E - scale_bias)
  // Integer mantissa and exponent of each.
  auto split = [&](llvm::Value* magnitude) {
    llvm::Value* wide = b_.CreateZExt(magnitude, i64);
    llvm::Value* e = b_.CreateLShr(wide, mantissa_bits);
    llvm::Value* m = b_.CreateAnd(wide, b_.getInt64((int64_t{1} << mantissa_bits) - 1));
    m = b_.CreateSelect(b_.CreateICmpEQ(e, b_.getInt64(0)), m,
                        b_.CreateOr(m, b_.getInt64(int64_t{1} << mantissa_bits)));
    return std::make_pair(m, Intrinsic(llvm::Intrinsic::umax, {e, b_.getInt64(1)}));
  };
  auto [mx, ex] = split(ax);
  auto [my, ey] = split(ay);
  llvm::Value* d = b_.CreateSub(ex, ey);
  b_.CreateCondBr(b_.CreateICmpSGT(d, b_.getInt64(chunk)), loop, last);
  b_.SetInsertPoint(loop);
  llvm::PHINode* m = b_.CreatePHI(i64, 2, "m");
  llvm::PHINode* left = b_.CreatePHI(i64, 2, "left");
  m->addIncoming(mx, divide);
  left->addIncoming(d, divide);
  llvm::Value* next_m = b_.CreateURem(b_.CreateShl(m, chunk), my);
  llvm::Value* next_left = b_.CreateSub(left, b_.getInt64(chunk));
  m->addIncoming(next_m, loop);
  left->addIncoming(next_left, loop);
  b_.CreateCondBr(b_.CreateICmpSGT(next_left, b_.getInt64(chunk)), loop, last);

  b_.SetInsertPoint(last);
  llvm::PHINode* last_m = b_.CreatePHI(i64, 2, "last_m");
  llvm::PHINode* last_left = b_.CreatePHI(i64, 2, "last_left");
  last_m->addIncoming(mx, divide);
  last_m->addIncoming(next_m, loop);
  last_left->addIncoming(d, divide);
  last_left->addIncoming(next_left, loop);
  llvm::Value* rest = b_.CreateURem(b_.CreateShl(last_m, last_left), my);
  // rest 2^(ey - scale_bias) is exact (a multiple of the smallest subnormal below |y|): two
  // power-of-two factors, each in the normal range.
  llvm::Value* k = b_.CreateSub(ey, b_.getInt64(scale_bias));
  llvm::Value* half = b_.CreateAShr(k, 1);
  auto pow2 = [&](llvm::Value* e) {
    return is_double ? DoublePow2(e) : Pow2(b_.CreateTrunc(e, b_.getInt32Ty()));
  };
  llvm::Value* far_value =
      b_.CreateFMul(b_.CreateFMul(b_.CreateUIToFP(rest, t), pow2(half)), pow2(b_.CreateSub(k, half)));
  far_value = Intrinsic(llvm::Intrinsic::copysign, {far_value, x});
  b_.CreateBr(join);

  b_.SetInsertPoint(join);
  llvm::PHINode* value = b_.CreatePHI(t, 2, "fmod");
  value->addIncoming(result, before);
  value->addIncoming(far_value, last);
  return value;
}

// log2(a) as t1 + t2 with t1 of 21 significant bits, to about 2^-64 relative, for a finite a > 0
// (fdlibm's pow): a = m 2^n with m in [sqrt(3)/2, sqrt(3)) near 1 or 1.5 = bp, s = (m - bp) / (m + bp)
// in two parts, log(m / bp) = 2s + 2/3 s^3 + s^5 R(s^2), scaled by 1/ln 2 (in parts) and added to n
// and log2(bp) (in parts) with every product of high parts exact.
std::pair<llvm::Value*, llvm::Value*> MathIr::F64Log2Extended(llvm::Value* a) {
  llvm::Type* i64 = b_.getInt64Ty();
  llvm::Type* dbl = b_.getDoubleTy();
  auto sub = [&](llvm::Value* p, llvm::Value* q) { return b_.CreateFSub(p, q); };
  auto add = [&](llvm::Value* p, llvm::Value* q) { return b_.CreateFAdd(p, q); };
  auto mul = [&](llvm::Value* p, llvm::Value* q) { return b_.CreateFMul(p, q); };
  // Subnormals are scaled into the normal range first.
  llvm::Value* tiny = b_.CreateFCmpOLT(a, D64(0x1p-1022));
  a = b_.CreateSelect(tiny, mul(a, D64(0x1p53)), a);
  llvm::Value* bits = b_.CreateBitCast(a, i64);
  llvm::Value* high = b_.CreateLShr(bits, 32);
  llvm::Value* n = b_.CreateAdd(b_.CreateSub(b_.CreateLShr(high, 20), b_.getInt64(1023)),
                                b_.CreateSelect(tiny, b_.getInt64(-53), b_.getInt64(0)));
  // The mantissa's high bits pick bp: 1 below sqrt(3/2), 1.5 below sqrt(3), above that 1 for half
  // the mantissa (and n one more).
  llvm::Value* j = b_.CreateAnd(high, b_.getInt64(0xfffff));
  llvm::Value* halve = b_.CreateICmpUGE(j, b_.getInt64(0xBB67A));
  llvm::Value* k = b_.CreateAnd(b_.CreateICmpUGT(j, b_.getInt64(0x3988E)), b_.CreateNot(halve));
  n = b_.CreateAdd(n, b_.CreateZExt(halve, i64));
  llvm::Value* ix = b_.CreateSub(b_.CreateOr(j, b_.getInt64(0x3ff00000)),
                                 b_.CreateSelect(halve, b_.getInt64(0x100000), b_.getInt64(0)));
  llvm::Value* m =
      b_.CreateBitCast(b_.CreateOr(b_.CreateShl(ix, 32), b_.CreateAnd(bits, b_.getInt64(0xffffffff))), dbl);
  llvm::Value* bp = b_.CreateSelect(k, D64(1.5), D64(1));
  llvm::Value* dp_h = b_.CreateSelect(k, D64(5.84962487220764160156e-01), D64(0));
  llvm::Value* dp_l = b_.CreateSelect(k, D64(1.35003920212974897128e-08), D64(0));
  llvm::Value* u = sub(m, bp);
  llvm::Value* v = b_.CreateFDiv(D64(1), add(m, bp));
  llvm::Value* s = mul(u, v);
  llvm::Value* s_h = HighBits(s);
  // t_h: m + bp's high bits, from the exponent and mantissa's high bits.
  llvm::Value* t_h_bits =
      b_.CreateAdd(b_.CreateOr(b_.CreateLShr(ix, 1), b_.getInt64(0x20000000)),
                   b_.CreateAdd(b_.getInt64(0x00080000), b_.CreateShl(b_.CreateZExt(k, i64), 18)));
  llvm::Value* t_h = b_.CreateBitCast(b_.CreateShl(t_h_bits, 32), dbl);
  llvm::Value* t_l = sub(m, sub(t_h, bp));
  llvm::Value* s_l = mul(v, sub(sub(u, mul(s_h, t_h)), mul(s_h, t_l)));
  llvm::Value* s2 = mul(s, s);
  llvm::Value* r = mul(mul(s2, s2), DoublePoly(s2, {2.06975017800338417784e-01, 2.30660745775561754067e-01,
                                                    2.72728123808534006489e-01, 3.33333329818377432918e-01,
                                                    4.28571428578550184252e-01, 5.99999999999994648725e-01}));
  r = add(r, mul(s_l, add(s_h, s)));
  s2 = mul(s_h, s_h);
  t_h = HighBits(add(add(D64(3), s2), r));
  t_l = sub(r, sub(sub(t_h, D64(3)), s2));
  // (3 + s^2 + R) s = p_h + p_l, then times 2/(3 ln 2) = cp (in parts).
  u = mul(s_h, t_h);
  v = add(mul(s_l, t_h), mul(t_l, s));
  llvm::Value* p_h = HighBits(add(u, v));
  llvm::Value* p_l = sub(v, sub(p_h, u));
  const double cp = 9.61796693925975554329e-01, cp_h = 9.61796700954437255859e-01,
               cp_l = -7.02846165095275826516e-09;
  llvm::Value* z_h = mul(D64(cp_h), p_h);
  llvm::Value* z_l = add(add(mul(D64(cp_l), p_h), mul(p_l, D64(cp))), dp_l);
  llvm::Value* nd = b_.CreateSIToFP(n, dbl);
  llvm::Value* t1 = HighBits(add(add(add(z_h, z_l), dp_h), nd));
  llvm::Value* t2 = sub(z_l, sub(sub(sub(t1, nd), dp_h), z_h));
  return {t1, t2};
}

// pow(x, y) of f64 (fdlibm's pow): y log2|x| as p_h + p_l from the extended log2 and y split into
// its high bits and the rest, 2^n 2^f with n the nearest integer and 2^f = e^(f ln 2) by exp's
// polynomial in extended precision; the scale 2^n applied as two factors, so that results near the
// overflow and subnormal ends are rounded once. The sign is x's for an odd integer y, a negative x
// with any other finite y gives NaN, and the edges are C's: pow(x, +-0) = 1 and pow(1, y) = 1 even for
// NaN, pow(-1, +-inf) = 1, zeros and infinities of x and y by the sign of y and |x| against 1.
llvm::Value* MathIr::F64Pow(llvm::Value* x, llvm::Value* y) {
  const double inf = std::numeric_limits<double>::infinity();
  auto sub = [&](llvm::Value* p, llvm::Value* q) { return b_.CreateFSub(p, q); };
  auto add = [&](llvm::Value* p, llvm::Value* q) { return b_.CreateFAdd(p, q); };
  auto mul = [&](llvm::Value* p, llvm::Value* q) { return b_.CreateFMul(p, q); };
  llvm::Value* ax = Intrinsic(llvm::Intrinsic::fabs, {x});
  llvm::Value* ay = Intrinsic(llvm::Intrinsic::fabs, {y});
  // Below 2^-1022 and above 2^1023 (and 0 and inf) log2 is computed of something else: those
  // results are replaced by the edges below.
  llvm::Value* safe_x =
      b_.CreateSelect(b_.CreateAnd(b_.CreateFCmpOGT(ax, D64(0)), b_.CreateFCmpOLT(ax, D64(inf))), ax, D64(1));
  auto [t1, t2] = F64Log2Extended(safe_x);
  // Beyond 2^64 every x but 1 overflows or underflows, as it does at 2^64.
  llvm::Value* cy = Intrinsic(llvm::Intrinsic::minnum,
                              {Intrinsic(llvm::Intrinsic::maxnum, {y, D64(-0x1p64)}), D64(0x1p64)});
  llvm::Value* y1 = HighBits(cy);
  llvm::Value* p_l = add(mul(sub(cy, y1), t1), mul(cy, t2));
  llvm::Value* p_h = mul(y1, t1);
  llvm::Value* z = add(p_l, p_h);
  llvm::Value* n = Intrinsic(
      llvm::Intrinsic::rint,
      {Intrinsic(llvm::Intrinsic::minnum, {Intrinsic(llvm::Intrinsic::maxnum, {z, D64(-1100)}), D64(1100)})});
  p_h = sub(p_h, n);  // exact
  // 2^f for f = p_h + p_l, |f| <= 1/2: g + w = f ln 2 (g of 21 bits times ln 2's high part, w the
  // rest), then e^(g + w) by exp's polynomial with w carried alongside.
  llvm::Value* t = HighBits(add(p_l, p_h));
  const double lg2 = 6.93147180559945286227e-01, lg2_h = 6.93147182464599609375e-01,
               lg2_l = -1.90465429995776804525e-09;
  llvm::Value* u = mul(t, D64(lg2_h));
  llvm::Value* v = add(mul(sub(p_l, sub(t, p_h)), D64(lg2)), mul(t, D64(lg2_l)));
  llvm::Value* g = add(u, v);
  llvm::Value* w = sub(v, sub(g, u));
  llvm::Value* g2 = mul(g, g);
  llvm::Value* c = sub(g, mul(g2, DoublePoly(g2, {4.13813679705723846039e-08, -1.65339022054652515390e-06,
                                                  6.61375632143793436117e-05, -2.77777777770155933842e-03,
                                                  1.66666666666666019037e-01})));
  llvm::Value* r = sub(b_.CreateFDiv(mul(g, c), sub(c, D64(2))), add(w, mul(g, w)));
  // 1 + (g - r) with both sums' rounding errors carried (Fast2Sum: |r| <= |g| and |g - r| < 1), so
  // that e is rounded once.
  llvm::Value* s = sub(g, r);
  llvm::Value* s_lo = sub(sub(g, s), r);
  llvm::Value* e = add(D64(1), s);
  e = add(e, add(add(sub(D64(1), e), s), s_lo));
  llvm::Value* ni = b_.CreateFPToSI(n, b_.getInt64Ty());
  llvm::Value* half = b_.CreateAShr(ni, 1);
  llvm::Value* result = mul(mul(e, DoublePow2(half)), DoublePow2(b_.CreateSub(ni, half)));
  result = b_.CreateSelect(b_.CreateFCmpOGT(z, D64(1100)), D64(inf), result);
  result = b_.CreateSelect(b_.CreateFCmpOLT(z, D64(-1100)), D64(0), result);
  // y an integer (every y from 2^53 on is an even one), and odd.
  llvm::Value* integer = b_.CreateFCmpOEQ(Intrinsic(llvm::Intrinsic::trunc, {y}), y);
  llvm::Value* exact = b_.CreateFCmpOLT(ay, D64(0x1p53));
  llvm::Value* yi = b_.CreateFPToSI(b_.CreateSelect(exact, y, D64(0)), b_.getInt64Ty());
  llvm::Value* odd = b_.CreateAnd(b_.CreateAnd(integer, exact),
                                  b_.CreateICmpNE(b_.CreateAnd(yi, b_.getInt64(1)), b_.getInt64(0)));
  llvm::Value* negative_x = b_.CreateICmpSLT(b_.CreateBitCast(x, b_.getInt64Ty()), b_.getInt64(0));
  // A negative finite x with a non-integer y: NaN.
  result = b_.CreateSelect(b_.CreateAnd(b_.CreateFCmpOLT(x, D64(0)), b_.CreateNot(integer)),
                           D64(std::numeric_limits<double>::quiet_NaN()), result);
  // x zero or infinite: infinite for a zero x and negative y or an infinite x and positive y.
  llvm::Value* zero_x = b_.CreateFCmpOEQ(ax, D64(0));
  llvm::Value* edge_x = b_.CreateOr(zero_x, b_.CreateFCmpOEQ(ax, D64(inf)));
  llvm::Value* edge_value =
      b_.CreateSelect(b_.CreateICmpEQ(zero_x, b_.CreateFCmpOLT(y, D64(0))), D64(inf), D64(0));
  result = b_.CreateSelect(edge_x, edge_value, result);
  result = b_.CreateSelect(b_.CreateAnd(odd, negative_x), b_.CreateFNeg(result), result);
  // y infinite: 1 for |x| = 1, else infinite where |x| > 1 and y = inf or |x| < 1 and y = -inf.
  llvm::Value* infinite_value = b_.CreateSelect(
      b_.CreateICmpEQ(b_.CreateFCmpOGT(ax, D64(1)), b_.CreateFCmpOGT(y, D64(0))), D64(inf), D64(0));
  infinite_value = b_.CreateSelect(b_.CreateFCmpOEQ(ax, D64(1)), D64(1), infinite_value);
  result = b_.CreateSelect(b_.CreateFCmpOEQ(ay, D64(inf)), infinite_value, result);
  result = b_.CreateSelect(b_.CreateFCmpUNO(x, y), add(x, y), result);
  return b_.CreateSelect(b_.CreateOr(b_.CreateFCmpOEQ(y, D64(0)), b_.CreateFCmpOEQ(x, D64(1))), D64(1),
                         result);
}

// ---- Integer division, remainder and power, as the evaluator defines them ----------------------
// x / 0 is -1 (all ones) and x % 0 is x; signed INT_MIN / -1 is INT_MIN and x % -1 is 0. LLVM's
// division is undefined on those, so the divisor is replaced by 1 there and the result chosen by
// selects (no branches, so the loop stays vectorizable). On i1 (0 or 1, divided as signed), a / b is
// a where b is 1 and true where b is 0, a % b is a where b is 0 and false where b is 1.
llvm::Value* MathIr::IntegerDivide(ElementType e, llvm::Value* a, llvm::Value* b, bool remainder) {
  if (IsBool(e)) return remainder ? b_.CreateAnd(a, b_.CreateNot(b)) : b_.CreateOr(a, b_.CreateNot(b));
  llvm::Type* t = a->getType();
  llvm::Value* zero = llvm::ConstantInt::get(t, 0);
  llvm::Value* one = llvm::ConstantInt::get(t, 1);
  llvm::Value* by_zero = b_.CreateICmpEQ(b, zero);
  llvm::Value* special = by_zero;
  if (!IsUnsigned(e)) {
    llvm::Value* minus_one = b_.CreateICmpEQ(b, llvm::Constant::getAllOnesValue(t));
    // INT_MIN / -1 divides by 1 instead (INT_MIN is the answer); any x % -1 is x % 1 = 0.
    if (!remainder)
      minus_one = b_.CreateAnd(
          minus_one, b_.CreateICmpEQ(a, llvm::ConstantInt::get(
                                            t, llvm::APInt::getSignedMinValue(t->getIntegerBitWidth()))));
    special = b_.CreateOr(special, minus_one);
  }
  llvm::Value* safe = b_.CreateSelect(special, one, b);
  llvm::Value* result;
  if (remainder)
    result = IsUnsigned(e) ? b_.CreateURem(a, safe) : b_.CreateSRem(a, safe);
  else
    result = IsUnsigned(e) ? b_.CreateUDiv(a, safe) : b_.CreateSDiv(a, safe);
  return b_.CreateSelect(by_zero, remainder ? a : llvm::Constant::getAllOnesValue(t), result);
}

// base^exponent wrapped to the width: square and multiply over every bit of the exponent, unrolled.
// A negative signed exponent gives 1 for base 1, +-1 for base -1 (by the exponent's parity), else 0.
llvm::Value* MathIr::IntegerPower(ElementType e, llvm::Value* base, llvm::Value* exponent) {
  if (IsBool(e)) return b_.CreateOr(base, b_.CreateNot(exponent));
  llvm::Type* t = base->getType();
  const unsigned bits = t->getIntegerBitWidth();
  llvm::Value* zero = llvm::ConstantInt::get(t, 0);
  llvm::Value* one = llvm::ConstantInt::get(t, 1);
  llvm::Value* minus_one = llvm::Constant::getAllOnesValue(t);
  llvm::Value* result = one;
  llvm::Value* square = base;
  for (unsigned i = 0; i < bits; ++i) {
    llvm::Value* bit = b_.CreateICmpNE(
        b_.CreateAnd(exponent, llvm::ConstantInt::get(t, llvm::APInt::getOneBitSet(bits, i))), zero);
    result = b_.CreateSelect(bit, b_.CreateMul(result, square), result);
    if (i + 1 < bits) square = b_.CreateMul(square, square);
  }
  if (IsUnsigned(e)) return result;
  llvm::Value* odd = b_.CreateICmpNE(b_.CreateAnd(exponent, one), zero);
  llvm::Value* negative_value = b_.CreateSelect(
      b_.CreateICmpEQ(base, one), one,
      b_.CreateSelect(b_.CreateICmpEQ(base, minus_one), b_.CreateSelect(odd, minus_one, one), zero));
  return b_.CreateSelect(b_.CreateICmpSLT(exponent, zero), negative_value, result);
}

}  // namespace hlx::cpu
