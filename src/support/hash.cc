#include "support/hash.h"

#include <cstdio>
#include <cstring>

namespace hlx {
namespace {

constexpr uint64_t kPrime1 = 0x9E3779B185EBCA87ull;
constexpr uint64_t kPrime2 = 0xC2B2AE3D27D4EB4Full;
constexpr uint64_t kPrime3 = 0x165667B19E3779F9ull;

constexpr uint64_t Rotl(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

uint64_t Load64(const char* p) {
  uint64_t v;
  std::memcpy(&v, p, sizeof(v));
  return v;
}

// One lane's step: the word multiplied into the lane, rotated and multiplied again.
uint64_t Mix(uint64_t lane, uint64_t word) { return Rotl(lane + word * kPrime2, 31) * kPrime1; }

// Spreads every input bit over every output bit.
uint64_t Avalanche(uint64_t h) {
  h ^= h >> 33;
  h *= kPrime2;
  h ^= h >> 29;
  h *= kPrime3;
  return h ^ (h >> 32);
}

}  // namespace

uint64_t Hash64(std::string_view bytes, uint64_t seed) {
  const char* p = bytes.data();
  size_t n = bytes.size();
  uint64_t lanes[4] = {seed + kPrime1 + kPrime2, seed + kPrime2, seed, seed - kPrime1};
  for (; n >= 32; p += 32, n -= 32)
    for (int i = 0; i < 4; ++i) lanes[i] = Mix(lanes[i], Load64(p + 8 * i));
  uint64_t h = Rotl(lanes[0], 1) + Rotl(lanes[1], 7) + Rotl(lanes[2], 12) + Rotl(lanes[3], 18);
  h += bytes.size();
  for (; n >= 8; p += 8, n -= 8) h = Rotl(h ^ Mix(0, Load64(p)), 27) * kPrime1 + kPrime3;
  for (; n > 0; ++p, --n) h = Rotl(h ^ (static_cast<uint8_t>(*p) * kPrime3), 11) * kPrime1;
  return Avalanche(h);
}

std::string HexHash64(std::string_view bytes, uint64_t seed) {
  char out[17];
  std::snprintf(out, sizeof(out), "%016llx", static_cast<unsigned long long>(Hash64(bytes, seed)));
  return out;
}

}  // namespace hlx
