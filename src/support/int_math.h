// Integer arithmetic that must not overflow: the backend's tiling and chunking, and shape inference on
// sizes taken from attributes, which a program may set to anything.
#pragma once

#include <cstdint>

namespace hlx {

// a / b rounded up, for a >= 0 and b > 0: how many pieces of b cover a.
constexpr int64_t CeilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

// a + b and a * b, saturated to [INT64_MIN + 1, INT64_MAX] instead of overflowing. INT64_MIN itself is
// never produced, because it stands for a dynamic dimension (kDynamic in ir/types.h); absurd sizes thus
// stay absurd (and fail whatever comparison they meet) without undefined behaviour.
constexpr int64_t SatAdd(int64_t a, int64_t b) {
  int64_t r = 0;
  if (__builtin_add_overflow(a, b, &r)) return b > 0 ? INT64_MAX : INT64_MIN + 1;
  return r == INT64_MIN ? INT64_MIN + 1 : r;
}

constexpr int64_t SatMul(int64_t a, int64_t b) {
  int64_t r = 0;
  if (__builtin_mul_overflow(a, b, &r)) return (a < 0) != (b < 0) ? INT64_MIN + 1 : INT64_MAX;
  return r == INT64_MIN ? INT64_MIN + 1 : r;
}

}  // namespace hlx
