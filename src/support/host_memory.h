// The host's memory: its physical memory plus swap, the most that all of a process's pages can ever
// occupy. A buffer larger than that can only be promised by the kernel's overcommit and then ends the
// process when its pages are touched, so allocators refuse it up front (an error the caller reports,
// RESOURCE_EXHAUSTED) instead of letting the process be killed. How large buffers get their pages. The
// size of the last-level cache, past which the CPU backend's kernels store their results. And the
// scratch buffers each thread keeps for the ops it runs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <new>
#include <string>

namespace hlx {

// Physical memory plus swap, in bytes (read once); INT64_MAX where the host does not say.
int64_t HostMemoryBytes();

// Makes `s` (empty) hold `size` zero bytes. A buffer of kHugePageAdviceBytes or more is advised for
// transparent huge pages (MADV_HUGEPAGE) before its pages are first touched, so that where the kernel
// gives them on request (Linux's default `madvise` setting) it is backed 2 MiB at a time: a stream
// through it then misses the TLB once per 2 MiB instead of once per 4 KiB. A 64M-element GELU's
// median went 47.1 -> 39.9, 40.8 -> 38.1, 48.6 -> 48.4 and 45.0 -> 42.8 ms in four series of 7 to 11
// alternating runs (AVX2 Zen 3, 2 threads); BERT-base, which reads 438 MB of weights a run, stayed
// within the noise (30.3 against 30.6 ms).
inline constexpr size_t kHugePageAdviceBytes = size_t{4} << 20;
void ResizeZeroed(std::string& s, size_t size);

// The bytes of the last (highest-level) data or unified cache of the host's CPU 0 as Linux describes it
// (read once), 0 where it does not: Linux's figure, not the C library's, which said 256 MiB for a
// virtual AMD EPYC whose level 3 holds 32; at most kMaxCacheBytesPerCpu for each CPU Linux says shares
// it. The second form reads a folder laid out as Linux's /sys/devices/system/cpu/cpu0/cache.
//
// A virtual machine may be told of its host's whole cache: a 2-CPU Intel Xeon with AMX read 480 MiB of
// level 3 shared by its 2 CPUs, where the other tenants of the host's cores fill it too. There, a
// kernel's result of 64 MiB that ran again and again was evicted between runs (x * 1.5 + 1.5 over 16M
// f32: 41 GB/s with the result through the cache, 53 past it) where 32 MiB still ran as fast through
// the cache (55 against 54 GB/s). No CPU gives a core more than about 12 MiB of last-level cache (AMD's
// stacked caches; Intel's Xeons 2 to 5), so a larger share per CPU describes cache that is not this
// machine's own.
inline constexpr int64_t kMaxCacheBytesPerCpu = int64_t{16} << 20;
int64_t LastLevelCacheBytes();
int64_t LastLevelCacheBytes(const std::string& cache_dir);

// A buffer of at least `bytes` bytes, aligned to 64, that belongs to the calling thread: one for each
// value of the enum Slot (whose last value is kCount), reused by the thread's later calls with that
// value and freed when the thread ends. Scratch space between the steps of an op that may run on several
// threads at once (oneDNN's scratchpads and repacked operands, the Winograd convolution's transforms).
// Each enum type has buffers of its own, so that an op's buffers never alias those of another op it
// calls. Contents do not survive a call that grows the buffer.
template <typename Slot>
void* ThreadBuffer(Slot slot, size_t bytes) {
  struct Buffer {
    void* data = nullptr;
    size_t size = 0;
    ~Buffer() { ::operator delete(data, std::align_val_t(64)); }
  };
  thread_local Buffer buffers[static_cast<size_t>(Slot::kCount)];
  Buffer& buffer = buffers[static_cast<size_t>(slot)];
  if (buffer.size < bytes) {
    ::operator delete(buffer.data, std::align_val_t(64));
    buffer.data = nullptr;
    buffer.size = 0;  // empty, should the allocation below throw
    buffer.data = ::operator new(bytes, std::align_val_t(64));
    buffer.size = bytes;
  }
  return buffer.data;
}

}  // namespace hlx
