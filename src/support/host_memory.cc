#include "support/host_memory.h"

#include <sys/mman.h>
#include <sys/sysinfo.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <limits>
#include <string_view>

namespace hlx {

int64_t HostMemoryBytes() {
  static const int64_t bytes = [] {
    struct sysinfo info;
    if (sysinfo(&info) != 0 || info.totalram == 0) return std::numeric_limits<int64_t>::max();
    const long double total = (static_cast<long double>(info.totalram) + info.totalswap) * info.mem_unit;
    return total >= static_cast<long double>(std::numeric_limits<int64_t>::max())
               ? std::numeric_limits<int64_t>::max()
               : static_cast<int64_t>(total);
  }();
  return bytes;
}

void ResizeZeroed(std::string& s, size_t size) {
  // Reserving allocates without touching: a buffer this large is usually a fresh mapping of the
  // allocator's, whose pages the kernel backs on first write, when resize zeroes them. Its whole 2 MiB
  // pages inside are advised in between; pages already backed (memory the allocator reuses) keep their
  // size, and where the kernel has no huge pages the advice fails and changes nothing.
  s.reserve(size);
#ifdef MADV_HUGEPAGE
  constexpr uintptr_t kHuge = uintptr_t{2} << 20;
  if (size >= kHugePageAdviceBytes) {
    const uintptr_t at = reinterpret_cast<uintptr_t>(s.data());
    const uintptr_t begin = (at + kHuge - 1) / kHuge * kHuge, end = (at + size) / kHuge * kHuge;
    if (end > begin) madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
  }
#endif
  s.resize(size);
}

namespace {

// The first line of `path`, "" where it cannot be read.
std::string FirstLine(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::string line;
  std::getline(in, line);
  return line;
}

// The number of CPUs in a Linux CPU list ("0-1", "0,2-5,8"), 0 where it is not one.
int64_t CountCpus(const std::string& list) {
  int64_t count = 0;
  const char* p = list.data();
  const char* const end = list.data() + list.size();
  while (p < end) {
    int64_t first = 0;
    auto parsed = std::from_chars(p, end, first);
    if (parsed.ec != std::errc()) return 0;
    p = parsed.ptr;
    int64_t last = first;
    if (p < end && *p == '-') {
      parsed = std::from_chars(p + 1, end, last);
      if (parsed.ec != std::errc() || last < first) return 0;
      p = parsed.ptr;
    }
    count += last - first + 1;
    if (p < end && (*p != ',' || ++p == end)) return 0;
  }
  return count;
}

}  // namespace

int64_t LastLevelCacheBytes(const std::string& cache_dir) {
  // Each indexN folder is one cache: its level, its type (Data, Instruction, Unified) and its size
  // ("32768K").
  int64_t level = 0, bytes = 0, sharing_cpus = 0;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(cache_dir, error)) {
    if (entry.path().filename().string().rfind("index", 0) != 0) continue;
    if (FirstLine(entry.path() / "type") == "Instruction") continue;
    const std::string level_text = FirstLine(entry.path() / "level"), size = FirstLine(entry.path() / "size");
    int64_t this_level = 0, this_bytes = 0;
    if (std::from_chars(level_text.data(), level_text.data() + level_text.size(), this_level).ec !=
        std::errc())
      continue;
    const auto [unit, error_code] = std::from_chars(size.data(), size.data() + size.size(), this_bytes);
    if (error_code != std::errc()) continue;
    const std::string_view suffix(unit, size.data() + size.size() - unit);
    const int shift = suffix == "K" ? 10 : suffix == "M" ? 20 : suffix == "G" ? 30 : suffix.empty() ? 0 : -1;
    if (shift < 0) continue;  // a unit this reader does not know
    this_bytes <<= shift;
    if (this_level > level || (this_level == level && this_bytes > bytes)) {
      level = this_level;
      bytes = this_bytes;
      sharing_cpus = CountCpus(FirstLine(entry.path() / "shared_cpu_list"));
    }
  }
  return sharing_cpus > 0 ? std::min(bytes, sharing_cpus * kMaxCacheBytesPerCpu) : bytes;
}

int64_t LastLevelCacheBytes() {
  static const int64_t bytes = LastLevelCacheBytes("/sys/devices/system/cpu/cpu0/cache");
  return bytes;
}

}  // namespace hlx
