#include "support/float_formats.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace hlx {
namespace {

constexpr FloatFormat kBF16{8, 7, 127, FloatSpecials::kIeee};
constexpr FloatFormat kF16{5, 10, 15, FloatSpecials::kIeee};
constexpr FloatFormat kF8E5M2{5, 2, 15, FloatSpecials::kIeee};
constexpr FloatFormat kF8E4M3{4, 3, 7, FloatSpecials::kIeee};
constexpr FloatFormat kF8E3M4{3, 4, 3, FloatSpecials::kIeee};
constexpr FloatFormat kF8E4M3FN{4, 3, 7, FloatSpecials::kFiniteNanAllOnes};
constexpr FloatFormat kF8E4M3FNUZ{4, 3, 8, FloatSpecials::kFnuz};
constexpr FloatFormat kF8E4M3B11FNUZ{4, 3, 11, FloatSpecials::kFnuz};
constexpr FloatFormat kF8E5M2FNUZ{5, 2, 16, FloatSpecials::kFnuz};
constexpr FloatFormat kF8E8M0FNU{8, 0, 127, FloatSpecials::kE8M0};
constexpr FloatFormat kF6E2M3FN{2, 3, 1, FloatSpecials::kFiniteNoNan};
constexpr FloatFormat kF6E3M2FN{3, 2, 3, FloatSpecials::kFiniteNoNan};
constexpr FloatFormat kF4E2M1FN{2, 1, 1, FloatSpecials::kFiniteNoNan};

struct NamedFormat {
  const char* name;
  FloatFormat format;
};
constexpr NamedFormat kAllFormats[] = {
    {"bf16", kBF16},
    {"f16", kF16},
    {"f8E5M2", kF8E5M2},
    {"f8E4M3", kF8E4M3},
    {"f8E3M4", kF8E3M4},
    {"f8E4M3FN", kF8E4M3FN},
    {"f8E4M3FNUZ", kF8E4M3FNUZ},
    {"f8E4M3B11FNUZ", kF8E4M3B11FNUZ},
    {"f8E5M2FNUZ", kF8E5M2FNUZ},
    {"f8E8M0FNU", kF8E8M0FNU},
    {"f6E2M3FN", kF6E2M3FN},
    {"f6E3M2FN", kF6E3M2FN},
    {"f4E2M1FN", kF4E2M1FN},
};

float BitsToF32(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

// Every bit pattern decodes to a value that encodes back to the same pattern (NaNs to some NaN; the
// FNUZ formats have no -0, so 0x80 is their NaN rather than a zero).
TEST(FloatFormats, EveryPatternRoundTrips) {
  for (const NamedFormat& named : kAllFormats) {
    const FloatFormat& f = named.format;
    const uint64_t count = uint64_t{1} << f.total_bits();
    for (uint64_t bits = 0; bits < count; ++bits) {
      double value = DecodeFloat(f, bits);
      uint64_t again = EncodeFloat(f, value);
      if (std::isnan(value)) {
        EXPECT_TRUE(std::isnan(DecodeFloat(f, again))) << named.name << " bits " << bits;
      } else {
        EXPECT_EQ(again, bits) << named.name << " value " << value;
      }
    }
  }
}

// bf16 is the upper half of an f32: decoding must agree with the f32 that has those upper bits.
TEST(FloatFormats, Bf16DecodesLikeTheUpperHalfOfF32) {
  for (uint32_t bits = 0; bits < 0x10000; ++bits) {
    float expected = BitsToF32(bits << 16);
    double value = DecodeFloat(kBF16, bits);
    if (std::isnan(expected)) {
      EXPECT_TRUE(std::isnan(value)) << bits;
    } else {
      EXPECT_EQ(value, static_cast<double>(expected)) << bits;
    }
  }
}

TEST(FloatFormats, Bf16RoundsToNearestEven) {
  EXPECT_EQ(EncodeFloat(kBF16, 1.0), 0x3F80u);
  EXPECT_EQ(EncodeFloat(kBF16, -2.0), 0xC000u);
  // Halfway between 1 and 1 + 2^-7: ties go to the even mantissa (1.0).
  EXPECT_EQ(EncodeFloat(kBF16, 1.0 + std::ldexp(1.0, -8)), 0x3F80u);
  // Halfway between 1 + 2^-7 (odd) and 1 + 2^-6 (even): up to the even one.
  EXPECT_EQ(EncodeFloat(kBF16, 1.0 + 3 * std::ldexp(1.0, -8)), 0x3F82u);
  // Just above halfway rounds up; just below rounds down.
  EXPECT_EQ(EncodeFloat(kBF16, 1.0 + std::ldexp(1.0, -8) + std::ldexp(1.0, -20)), 0x3F81u);
  EXPECT_EQ(EncodeFloat(kBF16, 1.0 + std::ldexp(1.0, -8) - std::ldexp(1.0, -20)), 0x3F80u);
  EXPECT_EQ(EncodeFloat(kBF16, 3.14159265358979), 0x4049u);
}

TEST(FloatFormats, Bf16Specials) {
  EXPECT_EQ(EncodeFloat(kBF16, 0.0), 0x0000u);
  EXPECT_EQ(EncodeFloat(kBF16, -0.0), 0x8000u);
  EXPECT_EQ(EncodeFloat(kBF16, HUGE_VAL), 0x7F80u);
  EXPECT_EQ(EncodeFloat(kBF16, -HUGE_VAL), 0xFF80u);
  EXPECT_TRUE(std::isnan(DecodeFloat(kBF16, EncodeFloat(kBF16, std::nan("")))));
  // The largest f32 lies above the largest bf16 plus half an ulp: it overflows to infinity.
  EXPECT_EQ(EncodeFloat(kBF16, std::numeric_limits<float>::max()), 0x7F80u);
  EXPECT_EQ(EncodeFloat(kBF16, DecodeFloat(kBF16, 0x7F7F)), 0x7F7Fu);
  // The smallest subnormal, and half of it (a tie, to even: zero).
  EXPECT_EQ(EncodeFloat(kBF16, std::ldexp(1.0, -133)), 0x0001u);
  EXPECT_EQ(EncodeFloat(kBF16, std::ldexp(1.0, -134)), 0x0000u);
}

TEST(FloatFormats, F16Values) {
  EXPECT_EQ(EncodeFloat(kF16, 1.0), 0x3C00u);
  EXPECT_EQ(EncodeFloat(kF16, -2.5), 0xC100u);
  EXPECT_EQ(EncodeFloat(kF16, 65504.0), 0x7BFFu);
  EXPECT_EQ(DecodeFloat(kF16, 0x7BFF), 65504.0);
  // Below the midpoint between 65504 and 65536 rounds down; the midpoint itself ties to even, which
  // is 2^16: too large, so infinity.
  EXPECT_EQ(EncodeFloat(kF16, 65519.0), 0x7BFFu);
  EXPECT_EQ(EncodeFloat(kF16, 65520.0), 0x7C00u);
  EXPECT_EQ(EncodeFloat(kF16, -1e6), 0xFC00u);
  // Subnormals: 2^-24 is the smallest; 2^-25 ties to zero; 1.5 * 2^-25 rounds up to 2^-24.
  EXPECT_EQ(EncodeFloat(kF16, std::ldexp(1.0, -24)), 0x0001u);
  EXPECT_EQ(EncodeFloat(kF16, std::ldexp(1.0, -25)), 0x0000u);
  EXPECT_EQ(EncodeFloat(kF16, 1.5 * std::ldexp(1.0, -25)), 0x0001u);
  EXPECT_EQ(EncodeFloat(kF16, 3 * std::ldexp(1.0, -25)), 0x0002u);  // 1.5 units: tie to even (2)
  EXPECT_EQ(EncodeFloat(kF16, std::ldexp(1.0, -14)), 0x0400u);      // the smallest normal
  EXPECT_EQ(DecodeFloat(kF16, 0x03FF), std::ldexp(1023.0, -24));    // the largest subnormal
  EXPECT_EQ(EncodeFloat(kF16, 0.1), 0x2E66u);
}

TEST(FloatFormats, F8E4M3FnHasNoInfinity) {
  EXPECT_EQ(EncodeFloat(kF8E4M3FN, 448.0), 0x7Eu);
  EXPECT_EQ(DecodeFloat(kF8E4M3FN, 0x7E), 448.0);
  EXPECT_TRUE(std::isnan(DecodeFloat(kF8E4M3FN, 0x7F)));
  EXPECT_TRUE(std::isnan(DecodeFloat(kF8E4M3FN, 0xFF)));
  EXPECT_EQ(EncodeFloat(kF8E4M3FN, 464.0), 0x7Eu);  // halfway to 480 (NaN's pattern): to even, 448
  EXPECT_EQ(EncodeFloat(kF8E4M3FN, 500.0), 0x7Fu);  // too large: NaN
  EXPECT_EQ(EncodeFloat(kF8E4M3FN, HUGE_VAL), 0x7Fu);
  EXPECT_EQ(EncodeFloat(kF8E4M3FN, -HUGE_VAL), 0xFFu);
  EXPECT_EQ(EncodeFloat(kF8E4M3FN, -0.0), 0x80u);
  EXPECT_EQ(EncodeFloat(kF8E4M3FN, std::ldexp(1.0, -9)), 0x01u);  // the smallest subnormal
}

TEST(FloatFormats, F8E5M2IsIeee) {
  EXPECT_EQ(EncodeFloat(kF8E5M2, 57344.0), 0x7Bu);
  EXPECT_EQ(EncodeFloat(kF8E5M2, HUGE_VAL), 0x7Cu);
  EXPECT_EQ(EncodeFloat(kF8E5M2, 1e9), 0x7Cu);
  EXPECT_EQ(EncodeFloat(kF8E5M2, 1.0), 0x3Cu);
  EXPECT_EQ(EncodeFloat(kF8E5M2, 1.125), 0x3Cu);  // halfway between 1 and 1.25: to even
  EXPECT_EQ(EncodeFloat(kF8E5M2, 1.375), 0x3Eu);  // halfway between 1.25 and 1.5: to even
  EXPECT_TRUE(std::isnan(DecodeFloat(kF8E5M2, 0x7D)));
}

TEST(FloatFormats, FnuzHasNoNegativeZero) {
  EXPECT_EQ(EncodeFloat(kF8E4M3FNUZ, -0.0), 0x00u);
  EXPECT_EQ(EncodeFloat(kF8E5M2FNUZ, -0.0), 0x00u);
  EXPECT_TRUE(std::isnan(DecodeFloat(kF8E4M3FNUZ, 0x80)));
  EXPECT_EQ(EncodeFloat(kF8E4M3FNUZ, std::nan("")), 0x80u);
  EXPECT_EQ(EncodeFloat(kF8E4M3FNUZ, HUGE_VAL), 0x80u);
  EXPECT_EQ(EncodeFloat(kF8E4M3FNUZ, 240.0), 0x7Fu);  // the largest finite
  EXPECT_EQ(EncodeFloat(kF8E4M3FNUZ, -1.0), 0xC0u);
  // A negative value that rounds to zero has no -0 to go to.
  EXPECT_EQ(EncodeFloat(kF8E4M3FNUZ, -std::ldexp(1.0, -20)), 0x00u);
}

TEST(FloatFormats, E8M0IsPowersOfTwo) {
  EXPECT_EQ(EncodeFloat(kF8E8M0FNU, 1.0), 0x7Fu);
  EXPECT_EQ(EncodeFloat(kF8E8M0FNU, 0.25), 0x7Du);
  EXPECT_EQ(EncodeFloat(kF8E8M0FNU, 3.0), 0x81u);  // log2 3 = 1.58: rounds to 2 (4.0)
  EXPECT_EQ(EncodeFloat(kF8E8M0FNU, 1.4), 0x7Fu);  // below sqrt 2: 1.0
  EXPECT_EQ(EncodeFloat(kF8E8M0FNU, 0.0), 0xFFu);  // no zero: NaN
  EXPECT_EQ(EncodeFloat(kF8E8M0FNU, -1.0), 0xFFu);
  EXPECT_EQ(DecodeFloat(kF8E8M0FNU, 0x00), std::ldexp(1.0, -127));
  EXPECT_TRUE(std::isnan(DecodeFloat(kF8E8M0FNU, 0xFF)));
}

TEST(FloatFormats, SubByteFormatsSaturate) {
  const double f4_values[] = {0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0};
  for (uint64_t bits = 0; bits < 8; ++bits) EXPECT_EQ(DecodeFloat(kF4E2M1FN, bits), f4_values[bits]);
  EXPECT_EQ(EncodeFloat(kF4E2M1FN, 100.0), 0x7u);
  EXPECT_EQ(EncodeFloat(kF4E2M1FN, -HUGE_VAL), 0xFu);
  EXPECT_EQ(EncodeFloat(kF4E2M1FN, 5.0), 0x6u);  // halfway between 4 and 6: to even (4)
  EXPECT_EQ(EncodeFloat(kF6E2M3FN, 7.5), 0x1Fu);
  EXPECT_EQ(EncodeFloat(kF6E3M2FN, 28.0), 0x1Fu);
  EXPECT_EQ(EncodeFloat(kF6E3M2FN, 1e9), 0x1Fu);
}

TEST(FloatFormats, TotalBits) {
  EXPECT_EQ(kBF16.total_bits(), 16);
  EXPECT_EQ(kF16.total_bits(), 16);
  EXPECT_EQ(kF8E4M3FN.total_bits(), 8);
  EXPECT_EQ(kF8E8M0FNU.total_bits(), 8);
  EXPECT_EQ(kF6E2M3FN.total_bits(), 6);
  EXPECT_EQ(kF4E2M1FN.total_bits(), 4);
}

}  // namespace
}  // namespace hlx
