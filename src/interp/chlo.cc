// chlo ops, evaluated directly with CHLO's semantics rather than through their decompositions.
//
// Floats narrower than f64 compute in double and complex<f32> in complex<double>; f64 and complex<f64>
// compute in long double. Each result is rounded once to its type, so the elementary functions (which
// glibc computes within an ULP or two of the exact value in the wider type) land within an ULP of the
// exact result, including for huge and tiny inputs: the wider exponent range of long double keeps
// intermediate squares of f64 values finite. The special functions without a C library counterpart
// (digamma, erf_inv, bessel_i1e, zeta, polygamma) use series, asymptotic expansions and Newton steps in
// the wider type. Their values at poles and outside their domains follow XLA's implementations, which
// CHLO's decompositions reproduce: digamma is NaN at the non-positive integers, zeta(x, q) is NaN for
// x < 1 and infinite at x = 1, polygamma(n, x) is NaN unless n is a non-negative integer.
#include <algorithm>
#include <bit>
#include <cmath>
#include <complex>
#include <cstring>
#include <limits>
#include <numbers>
#include <numeric>

#include "interp/element_maps.h"
#include "interp/kernels.h"

namespace hlx {
namespace {

using C = std::complex<double>;
using LD = long double;

bool IsWide(ElementType e) { return e == ElementType::kF64 || e == ElementType::kC128; }

template <typename T>
constexpr T kNan = std::numeric_limits<T>::quiet_NaN();
template <typename T>
constexpr T kInf = std::numeric_limits<T>::infinity();

// ---- Special functions, in a compute type T (double or long double) ----------------------------------

// tan(pi x) for the reflection formulas, reduced first so that x near an integer stays exact.
template <typename T>
T TanPi(T x) {
  const T r = x - std::round(x);
  return std::tan(std::numbers::pi_v<T> * r);
}

template <typename T>
T Digamma(T x) {
  if (std::isnan(x)) return x;
  if (x <= 0 && x == std::floor(x)) return kNan<T>;
  if (x == kInf<T>) return x;
  T result = 0;
  if (x < 0) {
    // Reflection: psi(x) = psi(1 - x) - pi / tan(pi x).
    result = -std::numbers::pi_v<T> / TanPi(x);
    x = 1 - x;
  }
  while (x < 12) {
    result -= 1 / x;
    x += 1;
  }
  // Asymptotic series: log x - 1/(2x) - sum B_2k / (2k x^2k).
  static constexpr T kB[] = {T(1) / 12,  -T(1) / 120,     T(1) / 252, -T(1) / 240,
                             T(1) / 132, -T(691) / 32760, T(1) / 12,  -T(3617) / 8160};
  const T inv2 = 1 / (x * x);
  T sum = 0, power = inv2;
  for (T b : kB) {
    sum += b * power;
    power *= inv2;
  }
  return result + std::log(x) - 1 / (2 * x) - sum;
}

// Hurwitz zeta(s, q) = sum_k (q + k)^-s, by Euler-Maclaurin summation, with XLA's domain rules.
template <typename T>
T Zeta(T s, T q) {
  if (std::isnan(s) || std::isnan(q)) return kNan<T>;
  if (s == 1) return kInf<T>;
  if (s < 1) return kNan<T>;
  const bool s_is_int = s == std::floor(s);
  if (q <= 0) {
    if (q == std::floor(q)) return std::fmod(s, T(2)) == 0 && s_is_int ? kInf<T> : kNan<T>;
    if (!s_is_int) return kNan<T>;
  }
  if (s == kInf<T>) return q < 1 ? kInf<T> : (q == 1 ? T(1) : T(0));
  constexpr int kTerms = 16;
  T sum = 0;
  int k = 0;
  for (; k < kTerms; ++k) {
    const T term = std::pow(q + k, -s);
    sum += term;
    if (q + k > 0 && std::fabs(term) <= std::fabs(sum) * std::numeric_limits<T>::epsilon() / 4) return sum;
  }
  const T a = q + k;
  sum += std::pow(a, 1 - s) / (s - 1) + std::pow(a, -s) / 2;
  // Bernoulli numbers B_2j / (2j)!.
  static constexpr T kB[] = {T(1) / 12,
                             -T(1) / 720,
                             T(1) / 30240,
                             -T(1) / 1209600,
                             T(1) / 47900160,
                             -T(691) / 1307674368000,
                             T(1) / 74724249600,
                             -T(3617) / 10670622842880000,
                             T(43867) / 5109094217170944000,
                             -T(174611) / 802857662698291200000.0L};
  T factor = s * std::pow(a, -s - 1);  // s (s+1) ... (s+2j-2) a^(-s-2j+1)
  for (T b : kB) {
    const T term = b * factor;
    sum += term;
    if (std::fabs(term) <= std::fabs(sum) * std::numeric_limits<T>::epsilon() / 4) break;
    factor *= (s + 1 + 2 * (&b - kB)) * (s + 2 + 2 * (&b - kB)) / (a * a);
  }
  return sum;
}

template <typename T>
T Polygamma(T n, T x) {
  if (std::isnan(n) || std::isnan(x)) return kNan<T>;
  if (n < 0 || n != std::floor(n)) return kNan<T>;
  if (n == 0) return Digamma(x);
  const T sign = std::fmod(n, T(2)) == 0 ? -1 : 1;
  return sign * std::exp(std::lgamma(n + 1)) * Zeta(n + 1, x);
}

// The inverse of erf, by Newton steps on erf (|x| <= 1/2) or on erfc (closer to +-1, where 1 - |x| is
// exact and erfc keeps the relative precision erf loses).
template <typename T>
T ErfInv(T x) {
  if (std::isnan(x) || x < -1 || x > 1) return kNan<T>;
  if (x == 1 || x == -1) return std::copysign(kInf<T>, x);
  if (x == 0) return x;
  const T a = std::fabs(x);
  const T slope = 2 / std::sqrt(std::numbers::pi_v<T>);
  T y;
  if (a <= T(0.5)) {
    y = 0;
    for (int i = 0; i < 100; ++i) {
      const T step = (std::erf(y) - a) / (slope * std::exp(-y * y));
      y -= step;
      if (std::fabs(step) <= std::fabs(y) * std::numeric_limits<T>::epsilon()) break;
    }
  } else {
    const T t = 1 - a;
    // erfc(y) ~ exp(-y^2) / (y sqrt(pi)): a start within a few percent of the root.
    const T l = -std::log(t);
    y = std::sqrt(std::max(T(0.25), l - std::log(std::sqrt(std::numbers::pi_v<T> * std::max(l, T(1))))));
    for (int i = 0; i < 200; ++i) {
      const T step = (std::erfc(y) - t) / (-slope * std::exp(-y * y));
      y -= step;
      if (std::fabs(step) <= std::fabs(y) * std::numeric_limits<T>::epsilon()) break;
    }
  }
  return std::copysign(y, x);
}

// exp(-|x|) I1(x): the power series up to 40, the asymptotic series beyond.
template <typename T>
T BesselI1e(T x) {
  if (std::isnan(x)) return x;
  const T a = std::fabs(x);
  if (a == kInf<T>) return std::copysign(T(0), x);
  T result;
  if (a <= 40) {
    const T h = a / 2, h2 = h * h;
    T term = h, sum = h;
    for (int k = 1; k < 500; ++k) {
      term *= h2 / (T(k) * T(k + 1));
      sum += term;
      if (term <= sum * std::numeric_limits<T>::epsilon() / 8) break;
    }
    result = sum * std::exp(-a);
  } else {
    // 1 / sqrt(2 pi a) * sum_k (-1)^k prod_{j<=k} (4 - (2j-1)^2) / (k! (8a)^k).
    T term = 1, sum = 1;
    for (int k = 1; k < 60; ++k) {
      const T odd = 2 * k - 1;
      term *= -(4 - odd * odd) / (k * 8 * a);
      sum += term;
      if (std::fabs(term) <= std::fabs(sum) * std::numeric_limits<T>::epsilon() / 8) break;
    }
    result = sum / std::sqrt(2 * std::numbers::pi_v<T> * a);
  }
  return std::copysign(result, x);
}

// z^2 as (x - y)(x + y) + 2ixy: no cancellation in the real part, and the sign of zero kept.
template <typename T>
std::complex<T> ComplexSquare(std::complex<T> z) {
  const T x = z.real(), y = z.imag();
  if (std::isfinite(x) && std::isfinite(y)) return {(x - y) * (x + y), 2 * x * y};
  return z * z;
}

// ---- Elementwise drivers -----------------------------------------------------------------------------

inline int64_t At(const Tensor& t, int64_t i) { return t.num_elements() == 1 ? 0 : i; }

template <typename F>
Tensor MapPredicate(Type out_type, const Tensor& in, F f) {
  Tensor out = Tensor::Zeros(out_type);
  char* po = out.mutable_data();
  for (int64_t i = 0; i < out.num_elements(); ++i)
    StoreInt(out.element(), po + i * out.element_bytes(),
             f(LoadFloat(in.element(), in.data() + i * in.element_bytes())) ? 1 : 0);
  return out;
}

// The high half of the product of two n-bit integers, in 128 bits.
int64_t MulHi(ElementType e, int64_t a, int64_t b) {
  const int bits = GetElementInfo(e).bit_width;
  if (IsUnsigned(e)) {
    const unsigned __int128 p =
        static_cast<unsigned __int128>(static_cast<uint64_t>(a)) * static_cast<uint64_t>(b);
    return static_cast<int64_t>(static_cast<uint64_t>(p >> bits));
  }
  const __int128 p = static_cast<__int128>(a) * b;
  return static_cast<int64_t>(p >> bits);
}

// The next representable value after x toward y, by stepping x's bit pattern (any IEEE-like format).
void NextAfter(ElementType e, const char* px, const char* py, char* out) {
  const int bytes = ElementStorageBytes(e);
  const int bits = GetElementInfo(e).bit_width;
  const double x = LoadFloat(e, px), y = LoadFloat(e, py);
  if (std::isnan(x) || std::isnan(y)) {
    StoreFloat(e, out, kNan<double>);
    return;
  }
  if (x == y) {
    std::memcpy(out, py, bytes);
    return;
  }
  uint64_t u = 0;
  std::memcpy(&u, px, bytes);
  if (x == 0) {
    u = 1 | (std::signbit(y) ? uint64_t{1} << (bits - 1) : 0);
  } else if ((y > x) == (x > 0)) {
    ++u;
  } else {
    --u;
  }
  std::memcpy(out, &u, bytes);
}

Results One(Tensor t) { return std::vector<Tensor>{std::move(t)}; }

// f of the operands (one or two floats, in the compute type), elementwise.
template <typename F>
Results MapReals(const OpCall& c, F f) {
  const ElementType in = c.args[0].element();
  if (!IsFloat(in)) return c.Error("expects floating-point operands");
  const Type out_type = c.result_types[0];
  return One(IsWide(in)
                 ? MapFloats<LD>(out_type, c.args, [&](const LD* x) { return f(x[0], x[1]); })
                 : MapFloats<double>(out_type, c.args, [&](const double* x) { return f(x[0], x[1]); }));
}

// f of the one complex operand, elementwise.
template <typename F>
Results MapComplex(const OpCall& c, F f) {
  const Type out_type = c.result_types[0];
  return One(IsWide(c.args[0].element())
                 ? MapComplexes<LD>(out_type, c.args, [&](const std::complex<LD>* z) { return f(z[0]); })
                 : MapComplexes<double>(out_type, c.args, [&](const C* z) { return f(z[0]); }));
}

// An op defined on floats and complex numbers: `real` of the operands or `complex` of the operand.
template <typename Real, typename Complex>
Results RealOrComplex(const OpCall& c, Real real, Complex complex) {
  return IsComplex(c.args[0].element()) ? MapComplex(c, complex) : MapReals(c, real);
}

// An op defined on floats only.
template <typename Real>
Results RealOnly(const OpCall& c, Real real) {
  if (IsComplex(c.args[0].element())) return c.Error("expects real operands");
  return MapReals(c, real);
}

#define REAL(expr) [](auto x, auto) { return expr; }
#define CPLX(expr) [](auto z) { return expr; }

// cosh, or sinh with `sinh`. CHLO defines cosh(x) as exp(x + log(1/2)) + exp(-x + log(1/2)), and sinh(x)
// for |x| >= 1 as exp(x + log(1/2)) - exp(-x + log(1/2)), with the arguments of exp rounded to the
// element type (f32 for narrower types, which CHLO computes in f32); for large |x| that rounding moves
// the result by many ULPs, and programs checked against XLA expect the moved value. sinh below |x| = 1
// comes from expm1 without cancellation: the exact value, rounded once.
Results CoshOrSinh(const OpCall& c, bool sinh) {
  const ElementType in = c.args[0].element();
  if (IsComplex(in)) return sinh ? MapComplex(c, CPLX(std::sinh(z))) : MapComplex(c, CPLX(std::cosh(z)));
  if (!IsFloat(in)) return c.Error("expects floating-point operands");
  Tensor out = Tensor::Zeros(c.result_types[0]);
  const int w = out.element_bytes();
  char* po = out.mutable_data();
  auto rounded = [&](LD v) {
    return IsWide(in) ? static_cast<LD>(static_cast<double>(v)) : static_cast<LD>(static_cast<float>(v));
  };
  const LD half_log = rounded(std::log(LD(0.5)));
  for (int64_t i = 0; i < out.num_elements(); ++i) {
    const LD x = LoadFloat(in, c.args[0].data() + i * w);
    const LD a = std::exp(rounded(x + half_log)), b = std::exp(rounded(-x + half_log));
    const LD y = !sinh ? a + b : std::fabs(x) < 1 ? std::sinh(x) : a - b;
    StoreFloat(in, po + i * w, static_cast<double>(y));
  }
  return One(std::move(out));
}

}  // namespace

Results EvalChloAcos(const OpCall& c) { return RealOrComplex(c, REAL(std::acos(x)), CPLX(std::acos(z))); }
Results EvalChloAcosh(const OpCall& c) { return RealOrComplex(c, REAL(std::acosh(x)), CPLX(std::acosh(z))); }
Results EvalChloAsin(const OpCall& c) { return RealOrComplex(c, REAL(std::asin(x)), CPLX(std::asin(z))); }
Results EvalChloAsinh(const OpCall& c) { return RealOrComplex(c, REAL(std::asinh(x)), CPLX(std::asinh(z))); }
Results EvalChloAtan(const OpCall& c) { return RealOrComplex(c, REAL(std::atan(x)), CPLX(std::atan(z))); }
Results EvalChloAtanh(const OpCall& c) { return RealOrComplex(c, REAL(std::atanh(x)), CPLX(std::atanh(z))); }
Results EvalChloBesselI1e(const OpCall& c) { return RealOnly(c, REAL(BesselI1e(x))); }
Results EvalChloConj(const OpCall& c) { return RealOrComplex(c, REAL(x), CPLX(std::conj(z))); }
Results EvalChloDigamma(const OpCall& c) { return RealOnly(c, REAL(Digamma(x))); }
Results EvalChloErf(const OpCall& c) { return RealOnly(c, REAL(std::erf(x))); }
Results EvalChloErfInv(const OpCall& c) { return RealOnly(c, REAL(ErfInv(x))); }
Results EvalChloErfc(const OpCall& c) { return RealOnly(c, REAL(std::erfc(x))); }
Results EvalChloLgamma(const OpCall& c) {
  return RealOnly(c, REAL(std::isinf(x) ? kInf<decltype(x)> : std::lgamma(x)));
}
Results EvalChloSquare(const OpCall& c) { return RealOrComplex(c, REAL(x * x), CPLX(ComplexSquare(z))); }
Results EvalChloTan(const OpCall& c) { return RealOrComplex(c, REAL(std::tan(x)), CPLX(std::tan(z))); }
Results EvalChloPolygamma(const OpCall& c) {
  return RealOnly(c, [](auto n, auto x) { return Polygamma(n, x); });
}
Results EvalChloZeta(const OpCall& c) {
  return RealOnly(c, [](auto s, auto q) { return Zeta(s, q); });
}

Results EvalChloCosh(const OpCall& c) { return CoshOrSinh(c, /*sinh=*/false); }
Results EvalChloSinh(const OpCall& c) { return CoshOrSinh(c, /*sinh=*/true); }

Results EvalChloIsInf(const OpCall& c) {
  return One(MapPredicate(c.result_types[0], c.args[0], [](double x) { return std::isinf(x); }));
}
Results EvalChloIsNegInf(const OpCall& c) {
  return One(MapPredicate(c.result_types[0], c.args[0], [](double x) { return x == -kInf<double>; }));
}
Results EvalChloIsPosInf(const OpCall& c) {
  return One(MapPredicate(c.result_types[0], c.args[0], [](double x) { return x == kInf<double>; }));
}

Results EvalChloMulhi(const OpCall& c) {
  const ElementType in = c.args[0].element();
  Tensor out = Tensor::Zeros(c.result_types[0]);
  const int w = out.element_bytes();
  char* po = out.mutable_data();
  for (int64_t i = 0; i < out.num_elements(); ++i) {
    const int64_t a = LoadInt(in, c.args[0].data() + At(c.args[0], i) * w);
    const int64_t b = LoadInt(in, c.args[1].data() + At(c.args[1], i) * w);
    StoreInt(in, po + i * w, MulHi(in, a, b));
  }
  return One(std::move(out));
}

Results EvalChloNextAfter(const OpCall& c) {
  const ElementType in = c.args[0].element();
  Tensor out = Tensor::Zeros(c.result_types[0]);
  const int w = out.element_bytes();
  char* po = out.mutable_data();
  for (int64_t i = 0; i < out.num_elements(); ++i)
    NextAfter(in, c.args[0].data() + At(c.args[0], i) * w, c.args[1].data() + At(c.args[1], i) * w,
              po + i * w);
  return One(std::move(out));
}

// chlo.top_k and the custom call @mhlo.topk: the k largest elements of each row of the last dimension,
// in descending order, with their indices; ties keep the lower index first. Floats compare in the total
// order (-NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN), as CHLO's decomposition sorts them.
Results EvalChloTopK(const OpCall& c) {
  const Tensor& x = c.args[0];
  if (x.rank() == 0) return c.Error("expects an operand of rank at least 1");
  bool largest = true;
  if (Attr attrs = c.op.attr("mhlo.attributes"); attrs.Is(AttrKind::kDictionary)) {
    if (Attr l = attrs.Get("largest"); l.Is(AttrKind::kBool)) largest = l.bool_value();
  }
  const ElementType e = x.element();
  const int64_t n = x.shape().back();
  const int64_t k = c.result_types[0].dims().back();
  if (k > n) return c.Error("asks for k = " + std::to_string(k) + " of " + std::to_string(n) + " elements");
  const int64_t rows = n == 0 ? 0 : x.num_elements() / n;
  const int w = x.element_bytes();
  // Keys that order like the elements: floats by total order, integers by value.
  std::vector<int64_t> keys(x.num_elements());
  std::vector<uint64_t> ukeys;
  const bool is_unsigned = IsUnsigned(e);
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    const char* p = x.data() + i * w;
    if (IsFloat(e)) {
      const double v = LoadFloat(e, p);
      const int64_t bits = std::bit_cast<int64_t>(v);
      keys[i] = bits < 0 ? (bits ^ std::numeric_limits<int64_t>::max()) : bits;
    } else if (IsInteger(e) || IsBool(e)) {
      keys[i] = LoadInt(e, p);
    } else {
      return c.Error("expects integer or floating-point elements");
    }
  }
  auto less = [&](int64_t a, int64_t b) {
    return is_unsigned ? static_cast<uint64_t>(keys[a]) < static_cast<uint64_t>(keys[b]) : keys[a] < keys[b];
  };
  Tensor values = Tensor::Zeros(c.result_types[0]);
  Tensor indices = Tensor::Zeros(c.result_types[1]);
  char* pv = values.mutable_data();
  char* pi = indices.mutable_data();
  const ElementType ie = indices.element();
  const int iw = indices.element_bytes();
  std::vector<int64_t> order(n);
  for (int64_t r = 0; r < rows; ++r) {
    std::iota(order.begin(), order.end(), 0);
    const int64_t base = r * n;
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
      return largest ? less(base + b, base + a) : less(base + a, base + b);
    });
    for (int64_t j = 0; j < k; ++j) {
      std::memcpy(pv + (r * k + j) * w, x.data() + (base + order[j]) * w, w);
      StoreInt(ie, pi + (r * k + j) * iw, order[j]);
    }
  }
  return std::vector<Tensor>{std::move(values), std::move(indices)};
}

// chlo.ragged_dot: a dot_general whose lhs ragged dimension is split into groups by group_sizes (the
// groups are consecutive and cover the first sum(group_sizes) indices). Three modes, by where the ragged
// dimension lies in lhs:
//   a free dimension: rhs has a group dimension; each lhs row multiplies the rhs slice of its group
//     (rows past the last group give zeros). Result: batch, lhs free, rhs free dimensions.
//   a contracting dimension: the result gets a leading group dimension; group g contracts only over its
//     own range of the ragged dimension.
//   a batch dimension: an ordinary dot_general over the grouped batch indices, zeros past the last group.
Results EvalChloRaggedDot(const OpCall& c) {
  const Tensor &lhs = c.args[0], &rhs = c.args[1], &sizes = c.args[2];
  Attr dims = c.op.attr("ragged_dot_dimension_numbers");
  auto list = [&](const char* name) {
    Attr a = dims.Get(name);
    return a ? a.AsIntList().value_or(std::vector<int64_t>{}) : std::vector<int64_t>{};
  };
  const std::vector<int64_t> lb = list("lhs_batching_dimensions"), rb = list("rhs_batching_dimensions"),
                             lc = list("lhs_contracting_dimensions"), rc = list("rhs_contracting_dimensions"),
                             lr = list("lhs_ragged_dimensions"), rg = list("rhs_group_dimensions");
  if (lr.size() != 1) return c.Error("expects exactly one lhs ragged dimension");
  if (sizes.rank() != 1) return c.Error("expects group_sizes of rank 1");
  const int64_t ragged = lr[0];
  const std::vector<int64_t> group_sizes = ReadInts(sizes);
  const int64_t num_groups = static_cast<int64_t>(group_sizes.size());
  // The group of each index along the ragged dimension (-1 past the last group).
  std::vector<int64_t> group_of(lhs.shape()[ragged], -1);
  for (int64_t g = 0, start = 0; g < num_groups; ++g) {
    for (int64_t i = start; i < std::min<int64_t>(start + group_sizes[g], group_of.size()); ++i)
      group_of[i] = g;
    start += group_sizes[g];
  }
  auto contains = [](const std::vector<int64_t>& v, int64_t d) { return std::ranges::count(v, d) > 0; };
  std::vector<int64_t> lhs_free, rhs_free;
  for (int64_t d = 0; d < lhs.rank(); ++d)
    if (!contains(lb, d) && !contains(lc, d)) lhs_free.push_back(d);
  for (int64_t d = 0; d < rhs.rank(); ++d)
    if (!contains(rb, d) && !contains(rc, d) && !contains(rg, d)) rhs_free.push_back(d);
  const bool ragged_contracting = contains(lc, ragged);
  const int64_t rhs_group = rg.empty() ? -1 : rg[0];
  if (!ragged_contracting && !contains(lb, ragged) && rhs_group < 0)
    return c.Error("expects an rhs group dimension when the ragged dimension is a free dimension");

  std::vector<int64_t> contract_shape;
  for (int64_t d : lc) contract_shape.push_back(lhs.shape()[d]);
  const std::vector<int64_t> ls = Strides(lhs.shape()), rs = Strides(rhs.shape());
  if (IsComplex(lhs.element())) return c.Error("expects real operands");
  std::vector<double> lv(lhs.num_elements()), rv(rhs.num_elements());
  for (int64_t i = 0; i < lhs.num_elements(); ++i) lv[i] = ElementAsDouble(lhs, i);
  for (int64_t i = 0; i < rhs.num_elements(); ++i) rv[i] = ElementAsDouble(rhs, i);
  const Type out_type = c.result_types[0];
  const std::span<const int64_t> out_shape = out_type.dims();
  std::vector<LD> out(NumElements(out_shape), 0);
  std::vector<int64_t> index(out_shape.size(), 0), contract(contract_shape.size(), 0);
  for (int64_t o = 0; o < static_cast<int64_t>(out.size()); ++o, NextIndex(out_shape, index)) {
    // Split the result index into (group), batch, lhs free, rhs free.
    size_t pos = 0;
    int64_t group = -1;
    if (ragged_contracting) group = index[pos++];
    int64_t lbase = 0, rbase = 0;
    for (size_t b = 0; b < lb.size(); ++b, ++pos) {
      lbase += index[pos] * ls[lb[b]];
      rbase += index[pos] * rs[rb[b]];
    }
    int64_t ragged_index = -1;
    for (int64_t d : lhs_free) {
      if (d == ragged) ragged_index = index[pos];
      lbase += index[pos++] * ls[d];
    }
    for (int64_t d : rhs_free) rbase += index[pos++] * rs[d];
    if (contains(lb, ragged)) {
      for (size_t b = 0; b < lb.size(); ++b)
        if (lb[b] == ragged && group_of[index[(ragged_contracting ? 1 : 0) + b]] < 0) ragged_index = -2;
      if (ragged_index == -2) continue;
    } else if (!ragged_contracting) {
      const int64_t g = group_of[ragged_index];
      if (g < 0) continue;
      rbase += g * rs[rhs_group];
    }
    LD sum = 0;
    std::fill(contract.begin(), contract.end(), 0);
    do {
      int64_t li = lbase, ri = rbase;
      bool in_group = true;
      for (size_t j = 0; j < lc.size(); ++j) {
        if (ragged_contracting && lc[j] == ragged && group_of[contract[j]] != group) in_group = false;
        li += contract[j] * ls[lc[j]];
        ri += contract[j] * rs[rc[j]];
      }
      if (in_group) sum += static_cast<LD>(lv[li]) * static_cast<LD>(rv[ri]);
    } while (NextIndex(contract_shape, contract));
    out[o] = sum;
  }
  std::vector<double> rounded(out.begin(), out.end());
  if (IsFloat(out_type.storage_element())) return One(MakeFloats(out_type, rounded));
  std::vector<int64_t> ints(out.begin(), out.end());
  return One(MakeInts(out_type, ints));
}

// chlo.scan: runs the body once per index of the scan dimension (from the end when is_reverse), with
// that index's slices of the inputs and the carries; the body returns the slices of the outputs at that
// index, then the next carries. Results: the outputs, then the final carries.
Results EvalChloScan(const OpCall& c) {
  const int64_t num_inputs = c.op.attr("num_inputs").int_value();
  const int64_t num_carries = static_cast<int64_t>(c.args.size()) - num_inputs;
  const int64_t num_outputs = static_cast<int64_t>(c.result_types.size()) - num_carries;
  const int64_t dim = c.op.attr("dimension").int_value();
  Attr reverse_attr = c.op.attr("is_reverse");
  const bool reverse = reverse_attr.Is(AttrKind::kBool) && reverse_attr.bool_value();
  const int64_t length =
      num_inputs > 0 ? c.args[0].shape()[dim] : (num_outputs > 0 ? c.result_types[0].dims()[dim] : 0);
  TypeContext& types = c.ctx.types();
  // Slice `t` at index `i` of `dim`, or write `part` there.
  auto layout = [&](std::span<const int64_t> shape, int bytes) {
    int64_t outer = 1, inner = bytes;
    for (int64_t d = 0; d < dim; ++d) outer *= shape[d];
    for (int64_t d = dim + 1; d < static_cast<int64_t>(shape.size()); ++d) inner *= shape[d];
    return std::pair<int64_t, int64_t>{outer, inner};
  };
  auto slice_type = [&](Type t) {
    std::vector<int64_t> dims(t.dims().begin(), t.dims().end());
    dims.erase(dims.begin() + dim);
    return types.Tensor(dims, t.element_type());
  };
  std::vector<Tensor> outputs;
  for (int64_t k = 0; k < num_outputs; ++k) outputs.push_back(Tensor::Zeros(c.result_types[k]));
  std::vector<Tensor> carries(c.args.begin() + num_inputs, c.args.end());
  for (int64_t step = 0; step < length; ++step) {
    const int64_t i = reverse ? length - 1 - step : step;
    std::vector<Tensor> args;
    for (int64_t a = 0; a < num_inputs; ++a) {
      const Tensor& in = c.args[a];
      const auto [outer, inner] = layout(in.shape(), in.element_bytes());
      std::string bytes(outer * inner, '\0');
      for (int64_t o = 0; o < outer; ++o)
        std::memcpy(bytes.data() + o * inner, in.data() + (o * length + i) * inner, inner);
      args.push_back(Tensor::FromBytes(slice_type(in.type()), std::move(bytes)));
    }
    args.insert(args.end(), carries.begin(), carries.end());
    HLX_ASSIGN_OR_RETURN(std::vector<Tensor> returned, c.ctx.RunRegion(*c.op.region(0), args));
    for (int64_t k = 0; k < num_outputs; ++k) {
      Tensor& out = outputs[k];
      const auto [outer, inner] = layout(out.shape(), out.element_bytes());
      char* po = out.mutable_data();
      for (int64_t o = 0; o < outer; ++o)
        std::memcpy(po + (o * length + i) * inner, returned[k].data() + o * inner, inner);
    }
    carries.assign(returned.begin() + num_outputs, returned.end());
  }
  outputs.insert(outputs.end(), carries.begin(), carries.end());
  return outputs;
}

}  // namespace hlx
