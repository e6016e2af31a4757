#include "support/host_memory.h"

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

}  // namespace hlx
