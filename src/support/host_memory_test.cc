#include "support/host_memory.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>

namespace hlx {
namespace {

TEST(ResizeZeroed, HoldsZeroBytesOfTheSize) {
  for (size_t size :
       {size_t{0}, size_t{1}, size_t{4095}, kHugePageAdviceBytes - 1, kHugePageAdviceBytes + 77}) {
    std::string s;
    ResizeZeroed(s, size);
    ASSERT_EQ(s.size(), size);
    EXPECT_TRUE(std::all_of(s.begin(), s.end(), [](char c) { return c == 0; })) << size;
  }
}

// The VmFlags of the mapping of this process that holds `address`, from /proc/self/smaps ("" where the
// host has no such file).
std::string MappingFlags(uintptr_t address) {
  std::ifstream smaps("/proc/self/smaps");
  std::string line;
  bool inside = false;
  while (std::getline(smaps, line)) {
    uintptr_t begin = 0, end = 0;
    char dash = 0;
    std::istringstream range(line);
    if (range >> std::hex >> begin >> dash >> end && dash == '-') inside = begin <= address && address < end;
    if (inside && line.rfind("VmFlags:", 0) == 0) return line;
  }
  return "";
}

// A large buffer's mapping carries the huge-page advice ("hg" among its VmFlags) where the kernel has
// transparent huge pages; a small one's does not.
TEST(ResizeZeroed, AdvisesHugePagesForLargeBuffersOnly) {
  if (!std::ifstream("/sys/kernel/mm/transparent_hugepage/enabled"))
    GTEST_SKIP() << "this kernel has no transparent huge pages";
  std::string large, small;
  ResizeZeroed(large, 3 * kHugePageAdviceBytes);
  ResizeZeroed(small, 4096);
  const std::string large_flags = MappingFlags(reinterpret_cast<uintptr_t>(large.data()) + large.size() / 2);
  ASSERT_NE(large_flags, "") << "no mapping holds the buffer in /proc/self/smaps";
  EXPECT_NE(large_flags.find(" hg"), std::string::npos) << large_flags;
  EXPECT_EQ(MappingFlags(reinterpret_cast<uintptr_t>(small.data())).find(" hg"), std::string::npos);
}

}  // namespace
}  // namespace hlx
