#include "support/float_formats.h"

#include <cmath>
#include <limits>

namespace hlx {
namespace {

uint64_t NanBits(const FloatFormat& f) {
  switch (f.specials) {
    case FloatSpecials::kIeee:
      return ((uint64_t{1} << f.exponent_bits) - 1) << f.mantissa_bits |
             (uint64_t{1} << (f.mantissa_bits - 1));
    case FloatSpecials::kFiniteNanAllOnes:
      return (uint64_t{1} << (f.exponent_bits + f.mantissa_bits)) - 1;
    case FloatSpecials::kFiniteNoNan:
      return (uint64_t{1} << (f.exponent_bits + f.mantissa_bits)) - 1;
    case FloatSpecials::kFnuz:
      return uint64_t{1} << (f.exponent_bits + f.mantissa_bits);
    case FloatSpecials::kE8M0:
      return 0xFF;
  }
  return 0;
}

// The largest finite magnitude's encoding (without the sign bit).
uint64_t MaxFiniteBits(const FloatFormat& f) {
  uint64_t all = (uint64_t{1} << (f.exponent_bits + f.mantissa_bits)) - 1;
  switch (f.specials) {
    case FloatSpecials::kIeee:
      return (((uint64_t{1} << f.exponent_bits) - 1) << f.mantissa_bits) - 1;
    case FloatSpecials::kFiniteNanAllOnes:
      return all - 1;
    case FloatSpecials::kFiniteNoNan:
      return all;
    case FloatSpecials::kFnuz:
      return all;
    case FloatSpecials::kE8M0:
      return 0xFE;
  }
  return all;
}

}  // namespace

uint64_t EncodeFloat(const FloatFormat& f, double value) {
  const int man = f.mantissa_bits;
  const uint64_t sign_bit = uint64_t{1} << (f.exponent_bits + man);
  if (f.specials == FloatSpecials::kE8M0) {
    if (std::isnan(value) || value <= 0 || std::isinf(value)) return 0xFF;
    int e = 0;
    double m = std::frexp(value, &e);  // value = m * 2^e, m in [0.5, 1)
    // Round log2 to nearest: 2^(e-1) * (2m); 2m in [1, 2). Ties (2m == sqrt 2 is irrational) cannot occur.
    int exp = (2 * m >= std::sqrt(2.0)) ? e : e - 1;
    int biased = exp + f.bias;
    if (biased < 0) biased = 0;
    if (biased > 0xFE) return 0xFF;
    return static_cast<uint64_t>(biased);
  }
  if (std::isnan(value)) {
    uint64_t nan = NanBits(f);
    if (f.specials == FloatSpecials::kFiniteNoNan) return MaxFiniteBits(f);
    if (f.specials != FloatSpecials::kFnuz && std::signbit(value)) nan |= sign_bit;
    return nan;
  }
  const bool negative = std::signbit(value);
  const uint64_t sign = negative ? sign_bit : 0;
  double a = std::fabs(value);
  auto overflow = [&]() -> uint64_t {
    switch (f.specials) {
      case FloatSpecials::kIeee:
        return sign | (((uint64_t{1} << f.exponent_bits) - 1) << man);
      case FloatSpecials::kFiniteNanAllOnes:
        return sign | NanBits(f);
      case FloatSpecials::kFnuz:
        return NanBits(f);
      case FloatSpecials::kFiniteNoNan:
        return sign | MaxFiniteBits(f);
      case FloatSpecials::kE8M0:
        return 0xFF;
    }
    return 0;
  };
  if (std::isinf(a)) return overflow();
  if (a == 0) return f.specials == FloatSpecials::kFnuz ? 0 : sign;
  int e = 0;
  std::frexp(a, &e);  // a = m * 2^e with m in [0.5, 1): the unbiased exponent is e - 1.
  int biased = (e - 1) + f.bias;
  uint64_t bits;
  if (biased >= 1) {
    double q = std::nearbyint(std::ldexp(a, man - (e - 1)));  // in [2^man, 2^(man+1)]
    bits = (static_cast<uint64_t>(biased - 1) << man) + static_cast<uint64_t>(q);
  } else {
    // Subnormal: count units of the smallest subnormal, 2^(1 - bias - man).
    double q = std::nearbyint(std::ldexp(a, man - 1 + f.bias));
    bits = static_cast<uint64_t>(q);
  }
  if (bits > MaxFiniteBits(f)) return overflow();
  if (bits == 0 && f.specials == FloatSpecials::kFnuz) return 0;
  return sign | bits;
}

double DecodeFloat(const FloatFormat& f, uint64_t bits) {
  const int man = f.mantissa_bits;
  if (f.specials == FloatSpecials::kE8M0) {
    bits &= 0xFF;
    if (bits == 0xFF) return std::numeric_limits<double>::quiet_NaN();
    return std::ldexp(1.0, static_cast<int>(bits) - f.bias);
  }
  const uint64_t sign_bit = uint64_t{1} << (f.exponent_bits + man);
  const uint64_t magnitude = bits & (sign_bit - 1);
  const bool negative = (bits & sign_bit) != 0;
  const uint64_t exp_field = magnitude >> man;
  const uint64_t man_field = magnitude & ((uint64_t{1} << man) - 1);
  const uint64_t exp_max = (uint64_t{1} << f.exponent_bits) - 1;
  switch (f.specials) {
    case FloatSpecials::kIeee:
      if (exp_field == exp_max) {
        if (man_field != 0) return std::numeric_limits<double>::quiet_NaN();
        return negative ? -HUGE_VAL : HUGE_VAL;
      }
      break;
    case FloatSpecials::kFiniteNanAllOnes:
      if (exp_field == exp_max && man_field == (uint64_t{1} << man) - 1)
        return std::numeric_limits<double>::quiet_NaN();
      break;
    case FloatSpecials::kFnuz:
      if (negative && magnitude == 0) return std::numeric_limits<double>::quiet_NaN();
      break;
    case FloatSpecials::kFiniteNoNan:
    case FloatSpecials::kE8M0:
      break;
  }
  double v;
  if (exp_field == 0) {
    v = std::ldexp(static_cast<double>(man_field), 1 - f.bias - man);
  } else {
    v = std::ldexp(static_cast<double>(man_field | (uint64_t{1} << man)),
                   static_cast<int>(exp_field) - f.bias - man);
  }
  return negative ? -v : v;
}

}  // namespace hlx
