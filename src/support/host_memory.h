// The host's memory: its physical memory plus swap, the most that all of a process's pages can ever
// occupy. A buffer larger than that can only be promised by the kernel's overcommit and then ends the
// process when its pages are touched, so allocators refuse it up front (an error the caller reports,
// RESOURCE_EXHAUSTED) instead of letting the process be killed.
#pragma once

#include <cstdint>

namespace hlx {

// Physical memory plus swap, in bytes (read once); INT64_MAX where the host does not say.
int64_t HostMemoryBytes();

}  // namespace hlx
