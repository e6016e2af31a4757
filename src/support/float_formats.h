// Small floating-point formats (bf16, f16, and the f8/f6/f4 formats of StableHLO) as bit patterns.
//
// Every format is described by one row of a table: exponent and mantissa widths, bias, and how it
// encodes infinities, NaN and negative zero. Encode rounds to nearest, ties to even, as IEEE 754 does;
// a finite value too large for a format becomes infinity where the format has one, NaN where it has
// NaN but no infinity, and the largest finite value otherwise.
#pragma once

#include <cstdint>

namespace hlx {

// How a format spends its special encodings.
enum class FloatSpecials : uint8_t {
  kIeee,              // all-ones exponent: infinity (mantissa 0) or NaN; has -0
  kFiniteNanAllOnes,  // "FN": no infinity; NaN is every bit of exponent and mantissa set; has -0
  kFiniteNoNan,       // "FN" f6/f4: no infinity and no NaN; has -0
  kFnuz,              // "FNUZ": no infinity, no -0; NaN is the sign bit alone (0x80)
  kE8M0,              // f8E8M0FNU: unsigned, exponent only, no zero; NaN is 0xFF
};

struct FloatFormat {
  int exponent_bits;
  int mantissa_bits;
  int bias;
  FloatSpecials specials;

  int total_bits() const {
    return (specials == FloatSpecials::kE8M0 ? 0 : 1) + exponent_bits + mantissa_bits;
  }
};

// Rounds `value` to the nearest value of `format` (ties to even) and returns its bit pattern.
uint64_t EncodeFloat(const FloatFormat& format, double value);
// The exact value of a bit pattern of `format`.
double DecodeFloat(const FloatFormat& format, uint64_t bits);

}  // namespace hlx
