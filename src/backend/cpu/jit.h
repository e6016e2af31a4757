// The JIT of the CPU backend: a program's kernels (kernel_emitter.h) go into LLVM modules, optimized at
// O3 and compiled for the host CPU (its own name and features: AVX-512 where the CPU has it) on as many
// threads as run the program (OMP_NUM_THREADS): kernel i goes to module i % threads, each module in an
// LLVM context of its own, compiled to an object on its thread, and ORC LLJIT links the objects.
// Fusions that compute the same thing (the layers of a model) share one kernel.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <string>

#include "backend/cpu/kernel_emitter.h"
#include "backend/cpu/program.h"
#include "support/status.h"

namespace hlx::cpu {

// The JIT and the kernels it compiled; lives as long as the program that calls them.
class KernelLibrary {
 public:
  virtual ~KernelLibrary() = default;
  // Adds a kernel; returns its index.
  virtual int Add(const KernelSpec& spec, KernelShape* shape) = 0;
  // Compiles every kernel added (once). `ir_out`, when not null, receives the optimized IR.
  virtual Status Compile(std::ostream* ir_out) = 0;
  virtual KernelFn Get(int index) const = 0;
  // The bytes of the machine-code objects Compile linked and of the lookup tables the kernels read (0
  // before it, or with no kernels).
  virtual int64_t code_bytes() const = 0;
};

// Kernels whose result holds `stream_result_bytes` or more store it past the caches (EmitKernel's
// stream_result; the compiler passes the last-level cache's size); 0: none, nor on a host other than x86.
// `entries_one_by_one` is EmitKernel's: by default whether the host's gathers are slow (tests set it).
StatusOr<std::unique_ptr<KernelLibrary>> CreateKernelLibrary(
    const std::string& module_name, int64_t stream_result_bytes = 0,
    std::optional<bool> entries_one_by_one = std::nullopt);

}  // namespace hlx::cpu
