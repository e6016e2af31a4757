// Elementwise ops, with the spec's semantics for every element type.
//
// Integers compute in 64 bits and wrap to their width; unsigned types compute as uint64_t. Division by
// zero gives all ones (x / 0 = -1 signed, the maximum unsigned), x % 0 = x, INT_MIN / -1 = INT_MIN and
// INT_MIN % -1 = 0, as XLA defines them. Shifts by at least the bit width (or by a negative amount) give
// 0, or the sign fill for shift_right_arithmetic. Floats narrower than f64 compute in double and round
// once to their type; f64 and complex<f64> compute in long double, so that the transcendental functions
// stay within an ULP of the exact result. maximum and minimum propagate NaN; max(-0, +0) = +0 and
// min(-0, +0) = -0. Float-to-integer conversion truncates toward zero and saturates; NaN converts to 0.
#include <bit>
#include <cmath>
#include <complex>
#include <cstring>
#include <limits>

#include "interp/element_maps.h"
#include "interp/kernels.h"
#include "interp/scalar_region.h"

namespace hlx {
namespace {

using C = std::complex<double>;

bool IsWide(ElementType e) { return e == ElementType::kF64 || e == ElementType::kC128; }

// ---- Float helpers, on a compute type T (double or long double) ------------------------------------
template <typename T>
T Logistic(T x) {
  if (x >= 0) return 1 / (1 + std::exp(-x));
  T e = std::exp(x);
  return e / (1 + e);
}

template <typename T>
T RoundAfz(T x) {
  return std::round(x);
}

template <typename T>
T Sign(T x) {
  if (std::isnan(x)) return x;
  if (x == 0) return x;
  return x > 0 ? 1 : -1;
}

template <typename T>
T Max(T a, T b) {
  if (std::isnan(a)) return a;
  if (std::isnan(b)) return b;
  if (a == 0 && b == 0) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}

template <typename T>
T Min(T a, T b) {
  if (std::isnan(a)) return a;
  if (std::isnan(b)) return b;
  if (a == 0 && b == 0) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}

// exp(x) (cos y + i sin y), as XLA computes it: an infinite or NaN imaginary part gives NaN, a zero
// imaginary part stays exact.
template <typename T>
std::complex<T> ComplexExp(std::complex<T> z) {
  const T x = z.real(), y = z.imag();
  if (y == 0) return {std::exp(x), y};
  const T e = std::exp(x);
  return {e * std::cos(y), e * std::sin(y)};
}

template <typename T>
std::complex<T> ComplexExpm1(std::complex<T> z) {
  // exp(x) cos(y) - 1 without cancellation near 0: expm1(x) cos(y) - 2 sin^2(y/2).
  T x = z.real(), y = z.imag();
  if (std::isfinite(x) && std::isfinite(y) && std::fabs(x) < 1 && std::fabs(y) < 1) {
    T s = std::sin(y / 2);
    return {std::expm1(x) * std::cos(y) - 2 * s * s, std::exp(x) * std::sin(y)};
  }
  return ComplexExp(z) - T(1);
}

template <typename T>
std::complex<T> ComplexLog1p(std::complex<T> z) {
  T x = z.real(), y = z.imag();
  if (std::isfinite(x) && std::isfinite(y) && std::fabs(x) < T(0.5) && std::fabs(y) < T(0.5)) {
    // log|1+z| = log1p(2x + x^2 + y^2) / 2
    return {std::log1p(x * (2 + x) + y * y) / 2, std::atan2(y, 1 + x)};
  }
  return std::log(T(1) + z);
}

template <typename T>
std::complex<T> ComplexSign(std::complex<T> z) {
  if (std::isnan(z.real()) || std::isnan(z.imag()))
    return {std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::quiet_NaN()};
  if (z.real() == 0 && z.imag() == 0) return z;
  T m = std::abs(z);
  if (std::isinf(m)) {
    // One part infinite: the sign points along it.
    return {std::isinf(z.real()) ? std::copysign(T(1), z.real()) : T(0) * z.real(),
            std::isinf(z.imag()) ? std::copysign(T(1), z.imag()) : T(0) * z.imag()};
  }
  return z / m;
}

template <typename T>
std::complex<T> ComplexPow(std::complex<T> a, std::complex<T> b) {
  if (b == std::complex<T>(0)) return 1;
  if (a == std::complex<T>(0)) {
    if (b.real() > 0) return 0;
    return {std::numeric_limits<T>::infinity(), 0};
  }
  return std::pow(a, b);
}

// ---- Integer helpers --------------------------------------------------------------------------------
int64_t IntMin(ElementType e) {
  const int bits = GetElementInfo(e).bit_width;
  return bits >= 64 ? std::numeric_limits<int64_t>::min() : -(int64_t{1} << (bits - 1));
}

int64_t Divide(ElementType e, int64_t a, int64_t b) {
  if (IsUnsigned(e)) {
    if (b == 0) return -1;
    return static_cast<int64_t>(static_cast<uint64_t>(a) / static_cast<uint64_t>(b));
  }
  if (b == 0) return -1;
  if (b == -1 && a == IntMin(e)) return a;
  return a / b;
}

int64_t Remainder(ElementType e, int64_t a, int64_t b) {
  if (IsUnsigned(e)) {
    if (b == 0) return a;
    return static_cast<int64_t>(static_cast<uint64_t>(a) % static_cast<uint64_t>(b));
  }
  if (b == 0) return a;
  if (b == -1) return 0;
  return a % b;
}

int64_t Power(ElementType e, int64_t base, int64_t exponent) {
  if (!IsUnsigned(e) && exponent < 0) {
    if (base == 1) return 1;
    if (base == -1) return (exponent & 1) ? -1 : 1;
    return 0;
  }
  uint64_t result = 1, b = static_cast<uint64_t>(base), n = static_cast<uint64_t>(exponent);
  while (n) {
    if (n & 1) result *= b;
    b *= b;
    n >>= 1;
  }
  return static_cast<int64_t>(result);
}

int BitWidth(ElementType e) { return IsBool(e) ? 1 : GetElementInfo(e).bit_width; }

uint64_t MaskOf(ElementType e) {
  const int bits = BitWidth(e);
  return bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
}

int64_t ShiftLeft(ElementType e, int64_t a, int64_t b) {
  const uint64_t n = static_cast<uint64_t>(b) & MaskOf(e);
  if (n >= static_cast<uint64_t>(BitWidth(e))) return 0;
  return static_cast<int64_t>(static_cast<uint64_t>(a) << n);
}

int64_t ShiftRightLogical(ElementType e, int64_t a, int64_t b) {
  const uint64_t n = static_cast<uint64_t>(b) & MaskOf(e);
  if (n >= static_cast<uint64_t>(BitWidth(e))) return 0;
  return static_cast<int64_t>((static_cast<uint64_t>(a) & MaskOf(e)) >> n);
}

int64_t ShiftRightArithmetic(ElementType e, int64_t a, int64_t b) {
  const uint64_t n = static_cast<uint64_t>(b) & MaskOf(e);
  // Sign-extend from the type's width first (unsigned types too: the top bit is the sign here).
  const int bits = BitWidth(e);
  int64_t v = a;
  if (bits < 64) {
    const uint64_t u = static_cast<uint64_t>(a) & MaskOf(e);
    v = (u >> (bits - 1)) ? static_cast<int64_t>(u | ~MaskOf(e)) : static_cast<int64_t>(u);
  }
  if (n >= static_cast<uint64_t>(bits)) return v < 0 ? -1 : 0;
  return v >> n;
}

int64_t CountLeadingZeros(ElementType e, int64_t a) {
  const int bits = BitWidth(e);
  const uint64_t u = static_cast<uint64_t>(a) & MaskOf(e);
  return std::countl_zero(u) - (64 - bits);
}

int64_t PopCount(ElementType e, int64_t a) { return std::popcount(static_cast<uint64_t>(a) & MaskOf(e)); }

bool IntLess(ElementType e, int64_t a, int64_t b) {
  return IsUnsigned(e) ? static_cast<uint64_t>(a) < static_cast<uint64_t>(b) : a < b;
}

// ---- Conversions ------------------------------------------------------------------------------------
// An integer value as the nearest value of a float type, rounded once.
void StoreIntAsFloat(ElementType to, char* p, int64_t v, bool is_unsigned) {
  if (to == ElementType::kF32) {
    float f = is_unsigned ? static_cast<float>(static_cast<uint64_t>(v)) : static_cast<float>(v);
    std::memcpy(p, &f, 4);
    return;
  }
  if (to == ElementType::kF64) {
    double d = is_unsigned ? static_cast<double>(static_cast<uint64_t>(v)) : static_cast<double>(v);
    std::memcpy(p, &d, 8);
    return;
  }
  // Narrower formats: make the double exact or round it to odd, so the second rounding is the only one.
  const bool negative = !is_unsigned && v < 0;
  uint64_t m = negative ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  int shift = 0;
  while (m >= (uint64_t{1} << 53)) {
    m = (m >> 1) | (m & 1);
    ++shift;
  }
  double d = std::ldexp(static_cast<double>(m), shift);
  StoreFloat(to, p, negative ? -d : d);
}

int64_t FloatToInt(ElementType to, double x) {
  if (std::isnan(x)) return 0;
  if (IsBool(to)) return x != 0;
  x = std::trunc(x);
  const int bits = GetElementInfo(to).bit_width;
  if (IsUnsigned(to)) {
    if (x <= 0) return 0;
    const double max = bits >= 64 ? 18446744073709551615.0 : static_cast<double>((uint64_t{1} << bits) - 1);
    if (x >= max) return static_cast<int64_t>(bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1);
    return static_cast<int64_t>(static_cast<uint64_t>(x));
  }
  const int64_t lo = IntMin(to);
  const int64_t hi = bits >= 64 ? std::numeric_limits<int64_t>::max() : (int64_t{1} << (bits - 1)) - 1;
  if (x <= static_cast<double>(lo)) return lo;
  if (x >= static_cast<double>(hi)) return hi;
  return static_cast<int64_t>(x);
}

Results One(Tensor t) { return std::vector<Tensor>{std::move(t)}; }

// A float result from complex operands (abs, real, imag).
template <typename T, typename F>
Tensor MapComplexToFloat(Type out_type, const Tensor& in, F f) {
  Tensor out = Tensor::Zeros(out_type);
  const ElementType oe = out.element();
  const int ow = out.element_bytes(), iw = in.element_bytes();
  char* po = out.mutable_data();
  for (int64_t i = 0; i < out.num_elements(); ++i) {
    C v = LoadComplex(in.element(), in.data() + i * iw);
    StoreFloat(oe, po + i * ow, static_cast<double>(f(std::complex<T>(v.real(), v.imag()))));
  }
  return out;
}

// A bool result from operands of any type, through per-domain predicates.
template <typename FI, typename FF, typename FC>
Tensor MapToBool(Type out_type, std::span<const Tensor> in, FI fi, FF ff, FC fc) {
  Tensor out = Tensor::Zeros(out_type);
  char* po = out.mutable_data();
  const ElementType e = in[0].element();
  const int64_t n = out.num_elements();
  Operand a = OperandOf(in[0]);
  Operand b = in.size() > 1 ? OperandOf(in[1]) : a;
  for (int64_t i = 0; i < n; ++i) {
    const char* pa = a.data + i * a.step;
    const char* pb = b.data + i * b.step;
    bool r;
    if (IsComplex(e)) {
      r = fc(LoadComplex(e, pa), in.size() > 1 ? LoadComplex(e, pb) : C());
    } else if (IsFloat(e)) {
      r = ff(LoadFloat(e, pa), in.size() > 1 ? LoadFloat(e, pb) : 0.0);
    } else {
      r = fi(LoadInt(e, pa), in.size() > 1 ? LoadInt(e, pb) : 0);
    }
    po[i] = r ? 1 : 0;
  }
  return out;
}

// Runs `f` with the compute type of the element type: long double for f64 and complex<f64>.
#define HLX_FLOAT_DISPATCH(e, BODY) \
  if (IsWide(e)) {                  \
    using T = long double;          \
    BODY;                           \
  } else {                          \
    using T = double;               \
    BODY;                           \
  }

// ---- Unary ------------------------------------------------------------------------------------------
// Real and complex functions of one operand, for ops defined on floats and complex numbers.
template <typename RealFn, typename ComplexFn>
Results FloatUnary(const OpCall& c, RealFn real_fn, ComplexFn complex_fn) {
  const Tensor& x = c.args[0];
  const ElementType e = x.element();
  if (IsComplex(e)) {
    HLX_FLOAT_DISPATCH(
        e, return One(MapComplexes<T>(c.result_types[0], c.args,
                                      [&](const std::complex<T>* a) { return complex_fn(a[0]); })));
  }
  if (IsFloat(e)) {
    HLX_FLOAT_DISPATCH(
        e, return One(MapFloats<T>(c.result_types[0], c.args, [&](const T* a) { return real_fn(a[0]); })));
  }
  return c.Error("is not defined on " + x.type().ToString());
}

Results EvalIntUnary(const OpCall& c, int64_t (*f)(ElementType, int64_t)) {
  const ElementType e = c.args[0].element();
  if (!IsInteger(e)) return c.Error("is not defined on " + c.args[0].type().ToString());
  return One(MapInts(c.result_types[0], c.args, [&](const int64_t* a) { return f(e, a[0]); }));
}

Results EvalRealImag(const OpCall& c, bool imag) {
  const ElementType e = c.args[0].element();
  if (IsComplex(e)) {
    return One(MapComplexToFloat<double>(c.result_types[0], c.args[0],
                                         [imag](C z) { return imag ? z.imag() : z.real(); }));
  }
  if (!IsFloat(e)) return c.Error("is not defined on " + c.args[0].type().ToString());
  return One(imag ? Tensor::Zeros(c.result_types[0]) : c.args[0]);
}

// XLA's reduce_precision on the bits of a format with `src_exp` exponent and `src_man` mantissa bits.
uint64_t ReducePrecisionBits(uint64_t x, int src_exp, int src_man, int exp_bits, int man_bits) {
  const uint64_t total = 1 + src_exp + src_man;
  const uint64_t sign_mask = uint64_t{1} << (total - 1);
  const uint64_t exp_mask = ((uint64_t{1} << src_exp) - 1) << src_man;
  const bool nan = (x & exp_mask) == exp_mask && (x & ((uint64_t{1} << src_man) - 1)) != 0;
  const uint64_t original = x;
  if (man_bits < src_man) {
    const uint64_t last_bit_mask = uint64_t{1} << (src_man - man_bits);
    const uint64_t base_bias = (last_bit_mask >> 1) - 1;
    const uint64_t last_bit = (x & last_bit_mask) >> (src_man - man_bits);
    x = (x + last_bit + base_bias) & ~(last_bit_mask - 1);
  }
  if (exp_bits < src_exp) {
    const uint64_t bias = (uint64_t{1} << (src_exp - 1)) - 1;
    const uint64_t reduced_bias = (uint64_t{1} << (exp_bits - 1)) - 1;
    const uint64_t max_exp = bias + reduced_bias;
    const uint64_t min_exp = bias - reduced_bias;
    const uint64_t e = x & exp_mask;
    if (e > (max_exp << src_man)) {
      x = (x & sign_mask) | exp_mask;
    } else if (e <= (min_exp << src_man)) {
      x = x & sign_mask;
    }
  }
  if (nan) return man_bits > 0 ? original : ((original & sign_mask) | exp_mask);
  return x;
}

// ---- Binary -----------------------------------------------------------------------------------------
template <typename T>
T RealArith(Arith op, T a, T b) {
  switch (op) {
    case Arith::kAdd:
      return a + b;
    case Arith::kSub:
      return a - b;
    case Arith::kMul:
      return a * b;
    case Arith::kDiv:
      return a / b;
    case Arith::kRem:
      return std::fmod(a, b);
    case Arith::kMax:
      return Max(a, b);
    case Arith::kMin:
      return Min(a, b);
    case Arith::kPow:
      return std::pow(a, b);
    case Arith::kAtan2:
      return std::atan2(a, b);
  }
  return a;
}

template <typename T>
bool ComplexLess(std::complex<T> a, std::complex<T> b) {
  return a.real() < b.real() || (a.real() == b.real() && a.imag() < b.imag());
}

template <typename T>
std::complex<T> ComplexArith(Arith op, std::complex<T> a, std::complex<T> b) {
  switch (op) {
    case Arith::kAdd:
      return a + b;
    case Arith::kSub:
      return a - b;
    case Arith::kMul:
      return a * b;
    case Arith::kDiv:
      return a / b;
    case Arith::kRem: {
      std::complex<T> q = a / b;
      return a - b * std::complex<T>(std::trunc(q.real()), std::trunc(q.imag()));
    }
    case Arith::kMax:
      return ComplexLess(a, b) ? b : a;
    case Arith::kMin:
      return ComplexLess(b, a) ? b : a;
    case Arith::kPow:
      return ComplexPow(a, b);
    case Arith::kAtan2: {
      // atan2(a, b) = -i log((b + i a) / sqrt(b^2 + a^2))
      const std::complex<T> i(0, 1);
      return -i * std::log((b + i * a) / std::sqrt(b * b + a * a));
    }
  }
  return a;
}

int64_t IntArith(Arith op, ElementType e, int64_t a, int64_t b) {
  switch (op) {
    case Arith::kAdd:
      return IsBool(e) ? (a | b) : static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
    case Arith::kSub:
      return IsBool(e) ? (a & ~b & 1)
                       : static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b));
    case Arith::kMul:
      return IsBool(e) ? (a & b) : static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
    case Arith::kDiv:
      return Divide(e, a, b);
    case Arith::kRem:
      return Remainder(e, a, b);
    case Arith::kMax:
      return IntLess(e, a, b) ? b : a;
    case Arith::kMin:
      return IntLess(e, a, b) ? a : b;
    case Arith::kPow:
      return Power(e, a, b);
    case Arith::kAtan2:
      return 0;
  }
  return a;
}

Results EvalArith(const OpCall& c, Arith op) {
  const ElementType e = c.args[0].element();
  if (IsComplex(e)) {
    HLX_FLOAT_DISPATCH(e,
                       return One(MapComplexes<T>(c.result_types[0], c.args, [op](const std::complex<T>* a) {
                         return ComplexArith<T>(op, a[0], a[1]);
                       })));
  }
  if (IsFloat(e)) {
    HLX_FLOAT_DISPATCH(e, return One(MapFloats<T>(c.result_types[0], c.args, [op](const T* a) {
                         return RealArith<T>(op, a[0], a[1]);
                       })));
  }
  if (op == Arith::kAtan2) return c.Error("is not defined on " + c.args[0].type().ToString());
  return One(
      MapInts(c.result_types[0], c.args, [op, e](const int64_t* a) { return IntArith(op, e, a[0], a[1]); }));
}

int64_t IntBitwise(Bitwise op, ElementType e, int64_t a, int64_t b) {
  switch (op) {
    case Bitwise::kAnd:
      return a & b;
    case Bitwise::kOr:
      return a | b;
    case Bitwise::kXor:
      return a ^ b;
    case Bitwise::kShl:
      return ShiftLeft(e, a, b);
    case Bitwise::kShrl:
      return ShiftRightLogical(e, a, b);
    case Bitwise::kShra:
      return ShiftRightArithmetic(e, a, b);
  }
  return 0;
}

Results EvalBitwise(const OpCall& c, Bitwise op) {
  const ElementType e = c.args[0].element();
  if (!IsInteger(e) && !IsBool(e)) return c.Error("is not defined on " + c.args[0].type().ToString());
  return One(MapInts(c.result_types[0], c.args,
                     [op, e](const int64_t* a) { return IntBitwise(op, e, a[0], a[1]); }));
}

// Total order of floats: -NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN, as a signed integer key.
int64_t TotalOrderKey(long double v) {
  const double d = static_cast<double>(v);
  int64_t bits = std::bit_cast<int64_t>(d);
  return bits < 0 ? static_cast<int64_t>(static_cast<uint64_t>(bits) ^ 0x7FFFFFFFFFFFFFFFull) : bits;
}

bool CompareInts(ComparisonDirection dir, bool is_unsigned, int64_t a, int64_t b) {
  if (is_unsigned) return Holds(dir, static_cast<uint64_t>(a), static_cast<uint64_t>(b));
  return Holds(dir, a, b);
}

bool CompareReals(ComparisonDirection dir, bool total, long double a, long double b) {
  if (total) return Holds(dir, TotalOrderKey(a), TotalOrderKey(b));
  return Holds(dir, a, b);
}

bool CompareComplexes(ComparisonDirection dir, C a, C b) {
  if (dir == ComparisonDirection::EQ) return a == b;
  if (dir == ComparisonDirection::NE) return a != b;
  // Lexicographic order on (real, imag) for the ordering directions.
  if (a.real() != b.real()) return Holds(dir, a.real(), b.real());
  return Holds(dir, a.imag(), b.imag());
}

// The same domains and rounding as EvalArith's maps (MapFloats, MapComplexes).
template <typename T>
void ArithReals(Arith op, ElementType e, ElementType out_e, const char* a, const char* b, char* out) {
  StoreFloat(out_e, out, static_cast<double>(RealArith<T>(op, LoadFloat(e, a), LoadFloat(e, b))));
}

template <typename T>
void ArithComplexes(Arith op, ElementType e, ElementType out_e, const char* a, const char* b, char* out) {
  const C x = LoadComplex(e, a), y = LoadComplex(e, b);
  const std::complex<T> r =
      ComplexArith<T>(op, std::complex<T>(x.real(), x.imag()), std::complex<T>(y.real(), y.imag()));
  StoreComplex(out_e, out, C(static_cast<double>(r.real()), static_cast<double>(r.imag())));
}

// The same domains and rounding as EvalNegate and EvalAbs (FloatUnary, MapComplexToFloat).
template <typename T>
void UnaryReal(Unary op, ElementType e, ElementType out_e, const char* a, char* out) {
  const T x = LoadFloat(e, a);
  StoreFloat(out_e, out, static_cast<double>(op == Unary::kNegate ? -x : std::fabs(x)));
}

template <typename T>
void UnaryComplex(Unary op, ElementType e, ElementType out_e, const char* a, char* out) {
  const C v = LoadComplex(e, a);
  const std::complex<T> z(v.real(), v.imag());
  if (op == Unary::kAbs) {
    StoreFloat(out_e, out, static_cast<double>(std::abs(z)));
    return;
  }
  const std::complex<T> r = -z;
  StoreComplex(out_e, out, C(static_cast<double>(r.real()), static_cast<double>(r.imag())));
}

}  // namespace

#define REAL(expr) [](auto x) { return expr; }
#define CPLX(expr) [](auto z) { return expr; }

Results EvalAbs(const OpCall& c) {
  const ElementType e = c.args[0].element();
  if (IsComplex(e)) {
    HLX_FLOAT_DISPATCH(e, return One(MapComplexToFloat<T>(c.result_types[0], c.args[0],
                                                          [](std::complex<T> z) { return std::abs(z); })));
  }
  if (IsFloat(e)) return FloatUnary(c, REAL(std::fabs(x)), CPLX(z));
  return One(MapInts(c.result_types[0], c.args, [](const int64_t* a) {
    return a[0] < 0 ? static_cast<int64_t>(0 - static_cast<uint64_t>(a[0])) : a[0];
  }));
}

Results EvalNegate(const OpCall& c) {
  const ElementType e = c.args[0].element();
  if (IsFloat(e) || IsComplex(e)) return FloatUnary(c, REAL(-x), CPLX(-z));
  return One(MapInts(c.result_types[0], c.args,
                     [](const int64_t* a) { return static_cast<int64_t>(0 - static_cast<uint64_t>(a[0])); }));
}

Results EvalSign(const OpCall& c) {
  const ElementType e = c.args[0].element();
  if (IsFloat(e) || IsComplex(e)) return FloatUnary(c, REAL(Sign(x)), CPLX(ComplexSign(z)));
  if (IsUnsigned(e))
    return One(MapInts(c.result_types[0], c.args, [](const int64_t* a) { return int64_t{a[0] != 0}; }));
  return One(MapInts(c.result_types[0], c.args, [](const int64_t* a) {
    return a[0] > 0 ? int64_t{1} : a[0] < 0 ? int64_t{-1} : 0;
  }));
}

Results EvalNot(const OpCall& c) {
  const ElementType e = c.args[0].element();
  if (IsBool(e))
    return One(MapInts(c.result_types[0], c.args, [](const int64_t* a) { return int64_t{!a[0]}; }));
  if (!IsInteger(e)) return c.Error("is not defined on " + c.args[0].type().ToString());
  return One(MapInts(c.result_types[0], c.args, [](const int64_t* a) { return ~a[0]; }));
}

Results EvalIsFinite(const OpCall& c) {
  const ElementType e = c.args[0].element();
  if (!IsFloat(e)) return c.Error("is not defined on " + c.args[0].type().ToString());
  return One(MapToBool(
      c.result_types[0], c.args, [](int64_t, int64_t) { return true; },
      [](long double a, long double) { return std::isfinite(a); }, [](C, C) { return true; }));
}

Results EvalReducePrecision(const OpCall& c) {
  const Tensor& x = c.args[0];
  const ElementType e = x.element();
  if (!IsFloat(e)) return c.Error("is not defined on " + x.type().ToString());
  const int exp_bits = static_cast<int>(c.op.attr("exponent_bits").int_value());
  const int man_bits = static_cast<int>(c.op.attr("mantissa_bits").int_value());
  if (exp_bits < 1 || man_bits < 0) return c.Error("needs exponent_bits >= 1 and mantissa_bits >= 0");
  Tensor out = Tensor::Zeros(c.result_types[0]);
  char* po = out.mutable_data();
  const int w = x.element_bytes();
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    const char* pi = x.data() + i * w;
    if (e == ElementType::kF32) {
      uint32_t bits;
      std::memcpy(&bits, pi, 4);
      bits = static_cast<uint32_t>(ReducePrecisionBits(bits, 8, 23, exp_bits, std::min(man_bits, 23)));
      std::memcpy(po + i * 4, &bits, 4);
    } else if (e == ElementType::kF16 || e == ElementType::kBF16) {
      const int src_exp = e == ElementType::kF16 ? 5 : 8, src_man = e == ElementType::kF16 ? 10 : 7;
      uint16_t bits;
      std::memcpy(&bits, pi, 2);
      bits = static_cast<uint16_t>(ReducePrecisionBits(bits, src_exp, src_man, std::min(exp_bits, src_exp),
                                                       std::min(man_bits, src_man)));
      std::memcpy(po + i * 2, &bits, 2);
    } else {
      // f64, and the other formats through f64 (whose range and precision contain theirs).
      double d = LoadFloat(e, pi);
      uint64_t bits = std::bit_cast<uint64_t>(d);
      bits = ReducePrecisionBits(bits, 11, 52, std::min(exp_bits, 11), std::min(man_bits, 52));
      StoreFloat(e, po + i * w, std::bit_cast<double>(bits));
    }
  }
  return One(out);
}

Results EvalConvert(const OpCall& c) {
  const Tensor& x = c.args[0];
  Tensor out = Tensor::Zeros(c.result_types[0]);
  const ElementType from = x.element(), to = out.element();
  const int iw = x.element_bytes(), ow = out.element_bytes();
  char* po = out.mutable_data();
  const char* pi = x.data();
  for (int64_t i = 0; i < x.num_elements(); ++i) ConvertElement(from, to, pi + i * iw, po + i * ow);
  return One(out);
}

Results EvalComplexOp(const OpCall& c) {
  Tensor out = Tensor::Zeros(c.result_types[0]);
  const ElementType oe = out.element();
  const ElementType pe = c.args[0].element();
  const int pw = c.args[0].element_bytes(), ow = out.element_bytes();
  char* po = out.mutable_data();
  for (int64_t i = 0; i < out.num_elements(); ++i)
    StoreComplex(oe, po + i * ow,
                 C(LoadFloat(pe, c.args[0].data() + i * pw), LoadFloat(pe, c.args[1].data() + i * pw)));
  return One(out);
}

Results EvalCompare(const OpCall& c) {
  const auto dir = static_cast<ComparisonDirection>(c.op.attr("comparison_direction").enum_value());
  Attr type_attr = c.op.attr("compare_type");
  const ComparisonType type =
      type_attr ? static_cast<ComparisonType>(type_attr.enum_value()) : ComparisonType::NOTYPE;
  const ElementType e = c.args[0].element();
  const bool total = type == ComparisonType::TOTALORDER;
  const bool is_unsigned = IsUnsigned(e) || IsBool(e) || type == ComparisonType::UNSIGNED;
  return One(MapToBool(
      c.result_types[0], c.args, [&](int64_t a, int64_t b) { return CompareInts(dir, is_unsigned, a, b); },
      [&](long double a, long double b) { return CompareReals(dir, total, a, b); },
      [&](C a, C b) { return CompareComplexes(dir, a, b); }));
}

Results EvalClamp(const OpCall& c) {
  // clamp(min, operand, max) = min(max(operand, min), max); min and max may be scalars.
  const Tensor& lo = c.args[0];
  const Tensor& x = c.args[1];
  const Tensor& hi = c.args[2];
  const ElementType e = x.element();
  const Tensor ordered[3] = {x, lo, hi};
  if (IsComplex(e)) return c.Error("is not defined on " + x.type().ToString());
  if (IsFloat(e)) {
    HLX_FLOAT_DISPATCH(e, return One(MapFloats<T>(c.result_types[0], ordered,
                                                  [](const T* a) { return Min(Max(a[0], a[1]), a[2]); })));
  }
  return One(MapInts(c.result_types[0], ordered, [e](const int64_t* a) {
    int64_t v = IntLess(e, a[0], a[1]) ? a[1] : a[0];
    return IntLess(e, a[2], v) ? a[2] : v;
  }));
}

Results EvalSelect(const OpCall& c) {
  const Tensor& pred = c.args[0];
  const Tensor& on_true = c.args[1];
  const Tensor& on_false = c.args[2];
  Tensor out = Tensor::Zeros(c.result_types[0]);
  const int w = out.element_bytes();
  char* po = out.mutable_data();
  for (int64_t i = 0; i < out.num_elements(); ++i) {
    const bool p = pred.data()[pred.num_elements() == 1 ? 0 : i] != 0;
    std::memcpy(po + i * w, (p ? on_true : on_false).data() + i * w, w);
  }
  return One(out);
}

// ---- The elementwise ops, one function each (dispatched by the evaluator's table, evaluator.cc) -------
Results EvalCbrt(const OpCall& c) {
  return FloatUnary(c, REAL(std::cbrt(x)), CPLX(std::pow(z, decltype(z)(1.0L / 3))));
}
Results EvalCeil(const OpCall& c) { return FloatUnary(c, REAL(std::ceil(x)), CPLX(z)); }
Results EvalFloor(const OpCall& c) { return FloatUnary(c, REAL(std::floor(x)), CPLX(z)); }
Results EvalCountLeadingZeros(const OpCall& c) { return EvalIntUnary(c, CountLeadingZeros); }
Results EvalPopulationCount(const OpCall& c) { return EvalIntUnary(c, PopCount); }
Results EvalCosine(const OpCall& c) { return FloatUnary(c, REAL(std::cos(x)), CPLX(std::cos(z))); }
Results EvalSine(const OpCall& c) { return FloatUnary(c, REAL(std::sin(x)), CPLX(std::sin(z))); }
Results EvalTan(const OpCall& c) { return FloatUnary(c, REAL(std::tan(x)), CPLX(std::tan(z))); }
Results EvalTanh(const OpCall& c) { return FloatUnary(c, REAL(std::tanh(x)), CPLX(std::tanh(z))); }
Results EvalExponential(const OpCall& c) { return FloatUnary(c, REAL(std::exp(x)), CPLX(ComplexExp(z))); }
Results EvalExponentialMinusOne(const OpCall& c) {
  return FloatUnary(c, REAL(std::expm1(x)), CPLX(ComplexExpm1(z)));
}
Results EvalLog(const OpCall& c) { return FloatUnary(c, REAL(std::log(x)), CPLX(std::log(z))); }
Results EvalLogPlusOne(const OpCall& c) { return FloatUnary(c, REAL(std::log1p(x)), CPLX(ComplexLog1p(z))); }
Results EvalLogistic(const OpCall& c) {
  return FloatUnary(c, REAL(Logistic(x)), CPLX(decltype(z)(1) / (decltype(z)(1) + std::exp(-z))));
}
Results EvalSqrt(const OpCall& c) { return FloatUnary(c, REAL(std::sqrt(x)), CPLX(std::sqrt(z))); }
Results EvalRsqrt(const OpCall& c) {
  return FloatUnary(c, REAL(1 / std::sqrt(x)), CPLX(decltype(z)(1) / std::sqrt(z)));
}
Results EvalRoundNearestAfz(const OpCall& c) { return FloatUnary(c, REAL(RoundAfz(x)), CPLX(z)); }
Results EvalRoundNearestEven(const OpCall& c) { return FloatUnary(c, REAL(std::nearbyint(x)), CPLX(z)); }
Results EvalReal(const OpCall& c) { return EvalRealImag(c, false); }
Results EvalImag(const OpCall& c) { return EvalRealImag(c, true); }
Results EvalAdd(const OpCall& c) { return EvalArith(c, Arith::kAdd); }
Results EvalSubtract(const OpCall& c) { return EvalArith(c, Arith::kSub); }
Results EvalMultiply(const OpCall& c) { return EvalArith(c, Arith::kMul); }
Results EvalDivide(const OpCall& c) { return EvalArith(c, Arith::kDiv); }
Results EvalRemainder(const OpCall& c) { return EvalArith(c, Arith::kRem); }
Results EvalMaximum(const OpCall& c) { return EvalArith(c, Arith::kMax); }
Results EvalMinimum(const OpCall& c) { return EvalArith(c, Arith::kMin); }
Results EvalPower(const OpCall& c) { return EvalArith(c, Arith::kPow); }
Results EvalAtan2(const OpCall& c) { return EvalArith(c, Arith::kAtan2); }
Results EvalAnd(const OpCall& c) { return EvalBitwise(c, Bitwise::kAnd); }
Results EvalOr(const OpCall& c) { return EvalBitwise(c, Bitwise::kOr); }
Results EvalXor(const OpCall& c) { return EvalBitwise(c, Bitwise::kXor); }
Results EvalShiftLeft(const OpCall& c) { return EvalBitwise(c, Bitwise::kShl); }
Results EvalShiftRightLogical(const OpCall& c) { return EvalBitwise(c, Bitwise::kShrl); }
Results EvalShiftRightArithmetic(const OpCall& c) { return EvalBitwise(c, Bitwise::kShra); }

std::optional<Unary> UnaryOf(OpKind kind) {
  if (kind == OpKind::kNegate) return Unary::kNegate;
  if (kind == OpKind::kNot) return Unary::kNot;
  if (kind == OpKind::kAbs) return Unary::kAbs;
  return std::nullopt;
}

bool UnaryDefinedOn(Unary op, ElementType e) {
  if (op == Unary::kNot) return IsInteger(e) || IsBool(e);
  return IsInteger(e) || IsBool(e) || IsFloat(e) || IsComplex(e);
}

void UnaryElement(Unary op, ElementType e, ElementType out_e, const char* a, char* out) {
  if (IsComplex(e)) {
    if (IsWide(e)) return UnaryComplex<long double>(op, e, out_e, a, out);
    return UnaryComplex<double>(op, e, out_e, a, out);
  }
  if (IsFloat(e)) {
    if (IsWide(e)) return UnaryReal<long double>(op, e, out_e, a, out);
    return UnaryReal<double>(op, e, out_e, a, out);
  }
  const int64_t x = LoadInt(e, a);
  const int64_t negated = static_cast<int64_t>(0 - static_cast<uint64_t>(x));
  switch (op) {
    case Unary::kNegate:
      return StoreInt(out_e, out, negated);
    case Unary::kNot:
      return StoreInt(out_e, out, IsBool(e) ? int64_t{!x} : ~x);
    case Unary::kAbs:
      return StoreInt(out_e, out, x < 0 ? negated : x);
  }
}

std::optional<Arith> ArithOf(OpKind kind) {
  static constexpr std::pair<OpKind, Arith> kTable[] = {
      {OpKind::kAdd, Arith::kAdd},     {OpKind::kSubtract, Arith::kSub},  {OpKind::kMultiply, Arith::kMul},
      {OpKind::kDivide, Arith::kDiv},  {OpKind::kRemainder, Arith::kRem}, {OpKind::kMaximum, Arith::kMax},
      {OpKind::kMinimum, Arith::kMin}, {OpKind::kPower, Arith::kPow},     {OpKind::kAtan2, Arith::kAtan2},
  };
  for (const auto& [k, op] : kTable)
    if (k == kind) return op;
  return std::nullopt;
}

std::optional<Bitwise> BitwiseOf(OpKind kind) {
  static constexpr std::pair<OpKind, Bitwise> kTable[] = {
      {OpKind::kAnd, Bitwise::kAnd},
      {OpKind::kOr, Bitwise::kOr},
      {OpKind::kXor, Bitwise::kXor},
      {OpKind::kShiftLeft, Bitwise::kShl},
      {OpKind::kShiftRightLogical, Bitwise::kShrl},
      {OpKind::kShiftRightArithmetic, Bitwise::kShra},
  };
  for (const auto& [k, op] : kTable)
    if (k == kind) return op;
  return std::nullopt;
}

bool ArithDefinedOn(Arith op, ElementType e) {
  if (IsFloat(e) || IsComplex(e)) return true;
  return op != Arith::kAtan2 && (IsInteger(e) || IsBool(e));
}

void ArithElement(Arith op, ElementType e, ElementType out_e, const char* a, const char* b, char* out) {
  if (IsComplex(e)) {
    if (IsWide(e)) return ArithComplexes<long double>(op, e, out_e, a, b, out);
    return ArithComplexes<double>(op, e, out_e, a, b, out);
  }
  if (IsFloat(e)) {
    if (IsWide(e)) return ArithReals<long double>(op, e, out_e, a, b, out);
    return ArithReals<double>(op, e, out_e, a, b, out);
  }
  StoreInt(out_e, out, IntArith(op, e, LoadInt(e, a), LoadInt(e, b)));
}

void BitwiseElement(Bitwise op, ElementType e, ElementType out_e, const char* a, const char* b, char* out) {
  StoreInt(out_e, out, IntBitwise(op, e, LoadInt(e, a), LoadInt(e, b)));
}

void CompareElement(ComparisonDirection dir, ComparisonType type, ElementType e, const char* a, const char* b,
                    char* out) {
  bool r;
  if (IsComplex(e)) {
    r = CompareComplexes(dir, LoadComplex(e, a), LoadComplex(e, b));
  } else if (IsFloat(e)) {
    r = CompareReals(dir, type == ComparisonType::TOTALORDER, LoadFloat(e, a), LoadFloat(e, b));
  } else {
    r = CompareInts(dir, IsUnsigned(e) || IsBool(e) || type == ComparisonType::UNSIGNED, LoadInt(e, a),
                    LoadInt(e, b));
  }
  *out = r ? 1 : 0;
}

void ConvertElement(ElementType from, ElementType to, const char* src, char* dst) {
  const bool to_int = IsInteger(to) || IsBool(to);
  if (IsInteger(from) || IsBool(from)) {
    const int64_t v = LoadInt(from, src);
    if (to_int) {
      StoreInt(to, dst, IsBool(to) ? (v != 0) : v);
    } else if (IsFloat(to)) {
      StoreIntAsFloat(to, dst, v, IsUnsigned(from));
    } else {
      const ElementType part = ComplexPartType(to);
      StoreIntAsFloat(part, dst, v, IsUnsigned(from));
      StoreFloat(part, dst + ElementStorageBytes(part), 0.0);
    }
  } else if (IsFloat(from)) {
    const double v = LoadFloat(from, src);
    if (to_int) {
      StoreInt(to, dst, FloatToInt(to, v));
    } else if (IsFloat(to)) {
      StoreFloat(to, dst, v);
    } else {
      StoreComplex(to, dst, C(v, 0.0));
    }
  } else {
    const C v = LoadComplex(from, src);
    if (to_int) {
      StoreInt(to, dst, FloatToInt(to, v.real()));
    } else if (IsFloat(to)) {
      StoreFloat(to, dst, v.real());
    } else {
      StoreComplex(to, dst, v);
    }
  }
}

Results EvalBitcastConvert(const OpCall& c) {
  // The bytes are reinterpreted: row-major elements of the operand, split or joined along a last
  // dimension when the widths differ. Sub-byte types are packed and unpacked through their bit width.
  const Tensor& x = c.args[0];
  const ElementType from = x.element(), to = c.result_types[0].storage_element();
  const int from_bits = GetElementInfo(from).bit_width, to_bits = GetElementInfo(to).bit_width;
  Tensor out = Tensor::Zeros(c.result_types[0]);
  if (from_bits == to_bits && ElementStorageBytes(from) == ElementStorageBytes(to)) {
    // Same storage: copy, then re-normalize sub-byte values (sign extension differs between types).
    std::memcpy(out.mutable_data(), x.data(), x.bytes().size());
    if (from_bits < 8) {
      char* p = out.mutable_data();
      for (int64_t i = 0; i < out.num_elements(); ++i) {
        const uint64_t bits = static_cast<uint8_t>(p[i]) & ((1u << from_bits) - 1);
        if (IsFloat(to)) {
          p[i] = static_cast<char>(bits);
        } else {
          StoreInt(to, p + i, static_cast<int64_t>(bits));
        }
      }
    }
    return One(out);
  }
  // Different widths: a little-endian bit stream of the operand's elements.
  const int64_t n_in = x.num_elements();
  std::vector<uint8_t> stream((n_in * from_bits + 7) / 8 + 16, 0);
  for (int64_t i = 0; i < n_in; ++i) {
    uint64_t lo = 0, hi = 0;
    const int sb = x.element_bytes();
    if (sb <= 8) {
      std::memcpy(&lo, x.data() + i * sb, sb);
    } else {
      std::memcpy(&lo, x.data() + i * sb, 8);
      std::memcpy(&hi, x.data() + i * sb + 8, 8);
    }
    for (int b = 0; b < from_bits; ++b) {
      const uint64_t bit = b < 64 ? (lo >> b) & 1 : (hi >> (b - 64)) & 1;
      const int64_t pos = i * from_bits + b;
      stream[pos / 8] |= static_cast<uint8_t>(bit << (pos % 8));
    }
  }
  char* po = out.mutable_data();
  const int ob = out.element_bytes();
  for (int64_t i = 0; i < out.num_elements(); ++i) {
    uint64_t lo = 0, hi = 0;
    for (int b = 0; b < to_bits; ++b) {
      const int64_t pos = i * to_bits + b;
      const uint64_t bit = (stream[pos / 8] >> (pos % 8)) & 1;
      if (b < 64) {
        lo |= bit << b;
      } else {
        hi |= bit << (b - 64);
      }
    }
    if (IsInteger(to) || IsBool(to)) {
      StoreInt(to, po + i * ob, static_cast<int64_t>(lo));
    } else if (ob <= 8) {
      std::memcpy(po + i * ob, &lo, ob);
    } else {
      std::memcpy(po + i * ob, &lo, 8);
      std::memcpy(po + i * ob + 8, &hi, 8);
    }
  }
  return One(out);
}

}  // namespace hlx
