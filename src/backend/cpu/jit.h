// The JIT of the CPU backend: all of a program's kernels (kernel_emitter.h) go into one LLVM module,
// optimized at O3 and compiled together through ORC LLJIT for the host CPU (its own name and features:
// AVX-512 where the CPU has it). Fusions that compute the same thing (the layers of a model) share one
// kernel.
#pragma once

#include <memory>
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
};

StatusOr<std::unique_ptr<KernelLibrary>> CreateKernelLibrary(const std::string& module_name);

}  // namespace hlx::cpu
