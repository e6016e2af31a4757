// The math library of the CPU kernels (kernel_emitter.h): the LLVM IR of the functions a kernel computes
// beyond single instructions, emitted at an IRBuilder's insertion point. The transcendentals (exp, expm1,
// log, log1p, tanh, logistic, sin, cos, tan, cbrt, atan2, power, erf, erfc and erf_inv in f32 and f64;
// lgamma and digamma in f32) are straight-line code the loop vectorizer takes whole, within 2 ULP of the
// evaluator's correctly rounded results (no libm calls); float remainder is exact; integer division,
// remainder and power compute the evaluator's results bit for bit, division by zero and INT_MIN / -1
// included; and values held in f32 are rounded to bf16 or f16 as a value of that type would hold them.
// math_ir_test.cc measures each against the evaluator.
//
// The Float functions take and return f32 values (bf16 and f16 are computed in f32, the caller rounding
// the result; FloatRemainder takes f64 too), the F64 and Double ones f64 values; integer values are of
// their element type's width (i1 for booleans).
#pragma once

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Intrinsics.h>

#include <initializer_list>
#include <utility>
#include <vector>

#include "ir/types.h"

namespace hlx::cpu {

// The trigonometric functions the kernels compute.
enum class Trig { kSin, kCos, kTan };

// Emits the math of one kernel through the builder `b`, at its insertion point, into `module` (which
// receives the tables of 2/pi that sin, cos and tan read). Float remainder adds blocks to the function
// being emitted and leaves the builder in the block where they join.
class MathIr {
 public:
  MathIr(llvm::IRBuilder<>& b, llvm::Module& module) : b_(b), module_(module) {}

  // ---- Rounding, intrinsics, float maximum and minimum ----
  // The f32 bits of `x` rounded to nearest-even at bf16 precision (NaNs stay NaNs).
  llvm::Value* BF16Bits(llvm::Value* x);
  // `x` (f32) rounded to the precision of the narrow float `e`, as a value of that type would hold it.
  llvm::Value* RoundTo(ElementType e, llvm::Value* x);
  // RoundTo for `x` the f32 result of an op on values of type `e` held in f32 (one IEEE operation or
  // a function of this file, computed in f32 or in f64 and narrowed): for bf16, without RoundTo's NaN
  // guard (see math_ir.cc). Not for a value converted from another type, whose NaN may carry payload
  // where a bf16 value has none.
  llvm::Value* RoundResultTo(ElementType e, llvm::Value* x);
  // The intrinsic `id` of `args`, overloaded on the first argument's type.
  llvm::Value* Intrinsic(llvm::Intrinsic::ID id, std::vector<llvm::Value*> args);
  // copysign(magnitude, x) for an f32 magnitude that is not negative (or is a NaN), in one or.
  llvm::Value* WithSignOf(llvm::Value* magnitude, llvm::Value* x);
  // StableHLO's float maximum or minimum (`id`: llvm.maximum or llvm.minimum: NaN wins, -0 < +0) of a
  // and b, values of element type `e`.
  llvm::Value* FloatMinMax(llvm::Intrinsic::ID id, ElementType e, llvm::Value* a, llvm::Value* b);

  // ---- Transcendentals of f32 ----
  llvm::Value* FloatExp(llvm::Value* x);
  llvm::Value* FloatExpm1(llvm::Value* x);
  llvm::Value* FloatLog(llvm::Value* x);
  llvm::Value* FloatLog1p(llvm::Value* x);
  llvm::Value* FloatTanh(llvm::Value* x);
  llvm::Value* FloatLogistic(llvm::Value* x);
  llvm::Value* FloatTrigonometric(Trig f, llvm::Value* x);
  llvm::Value* FloatErf(llvm::Value* x);
  llvm::Value* FloatErfc(llvm::Value* x);
  llvm::Value* FloatErfInv(llvm::Value* x);
  llvm::Value* FloatLgamma(llvm::Value* x);
  llvm::Value* FloatDigamma(llvm::Value* x);

  // ---- Transcendentals of f64 (cbrt, atan2 and power of f32 are these, rounded once more) ----
  llvm::Value* F64Exp(llvm::Value* x);
  llvm::Value* F64Expm1(llvm::Value* x);
  llvm::Value* F64Log(llvm::Value* x);
  llvm::Value* F64Log1p(llvm::Value* x);
  llvm::Value* F64Tanh(llvm::Value* x);
  llvm::Value* F64Logistic(llvm::Value* x);
  llvm::Value* DoubleTrigonometric(Trig f, llvm::Value* x);
  llvm::Value* F64Cbrt(llvm::Value* x);
  llvm::Value* F64Atan2(llvm::Value* y, llvm::Value* x);
  llvm::Value* F64Pow(llvm::Value* x, llvm::Value* y);
  // erf(x) and erfc(x) of an f64 x.
  std::pair<llvm::Value*, llvm::Value*> F64ErfErfc(llvm::Value* x);
  llvm::Value* F64ErfInv(llvm::Value* x);

  // ---- Remainder, division and power ----
  // fmod(x, y) of f32 or f64 (x's type), exact as fmod is.
  llvm::Value* FloatRemainder(llvm::Value* x, llvm::Value* y);
  // a / b, or a % b with `remainder`, of the integer element type `e`, as the evaluator computes them.
  llvm::Value* IntegerDivide(ElementType e, llvm::Value* a, llvm::Value* b, bool remainder);
  // base^exponent of the integer element type `e`, as the evaluator computes it.
  llvm::Value* IntegerPower(ElementType e, llvm::Value* base, llvm::Value* exponent);

 private:
  // `bits` (i32, an f32's bits) rounded to bf16 precision; NaNs unguarded.
  llvm::Value* RoundedBF16Bits(llvm::Value* bits);
  // The quadrant and the remainder of |x| over pi/2, for f64 x.
  struct Reduced {
    llvm::Value* quadrant;  // i32, 0..3
    llvm::Value* hi;        // r = hi + lo, |hi| <= pi/4
    llvm::Value* lo;
  };

  // f32 building blocks.
  llvm::Value* F32(float v);
  llvm::Value* MulAdd(llvm::Value* a, llvm::Value* b, llvm::Value* c);
  llvm::Value* Poly(llvm::Value* x, std::initializer_list<float> coefficients);
  llvm::Value* ExpMinusOnePolynomial(llvm::Value* r);
  llvm::Value* Pow2(llvm::Value* e);
  llvm::GlobalVariable* TwoOverPiBits();
  std::pair<llvm::Value*, llvm::Value*> ReduceHalfPi(llvm::Value* a);
  llvm::Value* FromQuadrant(Trig f, llvm::Value* quadrant, llvm::Value* sin, llvm::Value* cos);
  llvm::Value* TrigonometricEdges(Trig f, llvm::Value* x, llvm::Value* value);
  std::pair<llvm::Value*, llvm::Value*> DoubleErfErfc(llvm::Value* a);
  llvm::Value* ErfSmallQ(llvm::Value* s);
  llvm::Value* ErfInvEdges(llvm::Value* x, llvm::Value* y);

  // f64 building blocks.
  llvm::Value* D64(double v);
  llvm::Value* DoublePoly(llvm::Value* x, std::initializer_list<double> coefficients);
  llvm::Value* DoublePow2(llvm::Value* k);
  llvm::Value* HighBits(llvm::Value* d);
  llvm::Value* ExpOfReduced(llvm::Value* hi, llvm::Value* lo);
  llvm::Value* ExpOfSum(llvm::Value* big, llvm::Value* small);
  llvm::Value* LogPlusCorrection(llvm::Value* u, llvm::Value* k, llvm::Value* correction);
  llvm::Value* LogEdges(llvm::Value* x, llvm::Value* u, llvm::Value* result);
  llvm::Value* F64AtanOfPositive(llvm::Value* a);
  llvm::GlobalVariable* TwoOverPiWords();
  Reduced ReduceHalfPiF64(llvm::Value* a);
  llvm::Value* KernelSin(llvm::Value* x, llvm::Value* y);
  llvm::Value* KernelCos(llvm::Value* x, llvm::Value* y);
  llvm::Value* KernelTan(const Reduced& reduced);
  std::pair<llvm::Value*, llvm::Value*> F64Log2Extended(llvm::Value* a);

  llvm::IRBuilder<>& b_;
  llvm::Module& module_;
};

}  // namespace hlx::cpu
