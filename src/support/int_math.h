// Integer arithmetic the backend's tiling and chunking share.
#pragma once

#include <cstdint>

namespace hlx {

// a / b rounded up, for a >= 0 and b > 0: how many pieces of b cover a.
constexpr int64_t CeilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

}  // namespace hlx
