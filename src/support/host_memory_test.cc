#include "support/host_memory.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

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
// transparent huge pages. (Nothing is said of a small one: heap memory keeps the advice an earlier
// large buffer there had, so in a process that made such buffers before, a small one's flags may
// carry it too.)
TEST(ResizeZeroed, AdvisesHugePagesForLargeBuffers) {
  if (!std::ifstream("/sys/kernel/mm/transparent_hugepage/enabled"))
    GTEST_SKIP() << "this kernel has no transparent huge pages";
  std::string large;
  ResizeZeroed(large, 3 * kHugePageAdviceBytes);
  const std::string large_flags = MappingFlags(reinterpret_cast<uintptr_t>(large.data()) + large.size() / 2);
  ASSERT_NE(large_flags, "") << "no mapping holds the buffer in /proc/self/smaps";
  EXPECT_NE(large_flags.find(" hg"), std::string::npos) << large_flags;
}

// The last-level cache is the highest level's data or unified cache, its size in Linux's units, at most
// kMaxCacheBytesPerCpu for each CPU that shares it; the host's own is read from Linux's folder (0 where
// there is none).
TEST(LastLevelCacheBytes, ReadsTheHighestLevelsDataCache) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("hlx_cache_test_" + std::to_string(getpid()));
  auto cache = [&](int index, const std::string& level, const std::string& type, const std::string& size) {
    const fs::path folder = dir / ("index" + std::to_string(index));
    fs::create_directories(folder);
    std::ofstream(folder / "level") << level << "\n";
    std::ofstream(folder / "type") << type << "\n";
    std::ofstream(folder / "size") << size << "\n";
  };
  EXPECT_EQ(LastLevelCacheBytes((dir / "missing").string()), 0);
  cache(0, "1", "Data", "32K");
  cache(1, "1", "Instruction", "32K");
  EXPECT_EQ(LastLevelCacheBytes(dir.string()), 32 << 10);
  cache(2, "2", "Unified", "512K");
  cache(3, "3", "Instruction", "64M");  // not data: skipped
  EXPECT_EQ(LastLevelCacheBytes(dir.string()), 512 << 10);
  cache(4, "3", "Unified", "32768K");
  EXPECT_EQ(LastLevelCacheBytes(dir.string()), int64_t{32} << 20);
  cache(5, "4", "Unified", "lots");  // not a size: skipped
  EXPECT_EQ(LastLevelCacheBytes(dir.string()), int64_t{32} << 20);
  // The CPUs that share it bound it at kMaxCacheBytesPerCpu each: a virtual machine's 2 CPUs told of
  // their host's 480 MiB count on 32 MiB, and a list Linux would not write leaves the size as it is.
  auto shared_by = [&](const std::string& cpus) {
    std::ofstream(dir / "index4" / "shared_cpu_list") << cpus << "\n";
  };
  cache(4, "3", "Unified", "491520K");
  EXPECT_EQ(LastLevelCacheBytes(dir.string()), int64_t{480} << 20);
  shared_by("0-1");
  EXPECT_EQ(LastLevelCacheBytes(dir.string()), 2 * kMaxCacheBytesPerCpu);
  shared_by("0,2-5,8");
  EXPECT_EQ(LastLevelCacheBytes(dir.string()), 6 * kMaxCacheBytesPerCpu);
  shared_by("0-63");
  EXPECT_EQ(LastLevelCacheBytes(dir.string()), int64_t{480} << 20);
  shared_by("3-1");
  EXPECT_EQ(LastLevelCacheBytes(dir.string()), int64_t{480} << 20);
  shared_by("0-1,");
  EXPECT_EQ(LastLevelCacheBytes(dir.string()), int64_t{480} << 20);
  fs::remove_all(dir);
  EXPECT_GE(LastLevelCacheBytes(), 0);
}

}  // namespace
// Each enum type and each of its values has a buffer of its own, 64-byte aligned, reused while large
// enough; another thread has others.
enum class SlotsA { kFirst, kSecond, kCount };
enum class SlotsB { kFirst, kCount };
TEST(ThreadBuffer, SlotsAndThreadsApart) {
  void* a0 = ThreadBuffer(SlotsA::kFirst, 100);
  void* a1 = ThreadBuffer(SlotsA::kSecond, 100);
  void* b0 = ThreadBuffer(SlotsB::kFirst, 100);
  EXPECT_NE(a0, a1);
  EXPECT_NE(a0, b0);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(a0) % 64, 0u);
  EXPECT_EQ(ThreadBuffer(SlotsA::kFirst, 50), a0);
  void* grown = ThreadBuffer(SlotsA::kFirst, 1 << 20);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(grown) % 64, 0u);
  std::memset(grown, 1, 1 << 20);  // all of it writable
  void* other = nullptr;
  std::thread([&] { other = ThreadBuffer(SlotsA::kFirst, 100); }).join();
  EXPECT_NE(other, grown);
}

}  // namespace hlx
