#include "support/host_memory.h"

#include <sys/mman.h>
#include <sys/sysinfo.h>

#include <limits>

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

}  // namespace hlx
