#include "support/hash.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace hlx {
namespace {

TEST(Hash64, SameBytesSameHashAndEveryByteCounts) {
  std::string bytes(1000, 'x');
  for (size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<char>(i * 7);
  EXPECT_EQ(Hash64(bytes), Hash64(std::string(bytes)));
  // Changing any one byte, in the 32-byte blocks, the 8-byte words or the last bytes, changes the hash;
  // so does the length and the seed.
  std::set<uint64_t> seen = {Hash64(bytes)};
  for (size_t i = 0; i < bytes.size(); ++i) {
    std::string changed = bytes;
    changed[i] ^= 1;
    EXPECT_TRUE(seen.insert(Hash64(changed)).second) << "byte " << i;
  }
  for (size_t n = 0; n < 70; ++n) EXPECT_TRUE(seen.insert(Hash64(bytes.substr(0, n))).second) << n;
  EXPECT_NE(Hash64(bytes, 1), Hash64(bytes));
  EXPECT_EQ(HexHash64(bytes).size(), 16u);
}

}  // namespace
}  // namespace hlx
