// A 64-bit hash of bytes for fingerprints: an executable's identity (its program and compile options).
// Not cryptographic. It reads 32 bytes per step in four independent lanes, so hashing the hundreds of
// megabytes of a program with its weights as constants takes milliseconds, not the second a
// byte-at-a-time hash does.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace hlx {

uint64_t Hash64(std::string_view bytes, uint64_t seed = 0);

// Hash64 as 16 lowercase hex digits.
std::string HexHash64(std::string_view bytes, uint64_t seed = 0);

}  // namespace hlx
