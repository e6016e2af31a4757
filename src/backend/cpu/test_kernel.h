// For unit tests only (it includes GoogleTest): one kernel compiled alone by a kernel library, and
// result bytes placed where a test wants them.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "backend/cpu/jit.h"
#include "backend/cpu/kernel_emitter.h"
#include "backend/cpu/program.h"

namespace hlx::cpu {

struct TestKernel {
  std::unique_ptr<KernelLibrary> library;  // holds the code
  KernelFn fn = nullptr;                   // nullptr (and a failure of the test) where it did not compile
  KernelShape shape;
  std::string ir;  // the optimized LLVM IR
};

// The kernel of `spec` from a library of its own, as CreateKernelLibrary's arguments say.
inline TestKernel CompileTestKernel(const KernelSpec& spec, int64_t stream_result_bytes,
                                    std::optional<bool> entries_one_by_one = std::nullopt) {
  TestKernel kernel;
  auto library = CreateKernelLibrary("test", stream_result_bytes, entries_one_by_one);
  EXPECT_TRUE(library.ok()) << library.status().message();
  if (!library.ok()) return kernel;
  kernel.library = std::move(*library);
  const int index = kernel.library->Add(spec, &kernel.shape);
  std::ostringstream ir;
  const Status compiled = kernel.library->Compile(&ir);
  EXPECT_TRUE(compiled.ok()) << compiled.message();
  if (!compiled.ok()) return kernel;
  kernel.ir = ir.str();
  kernel.fn = kernel.library->Get(index);
  return kernel;
}

// `bytes` zeros that start `offset` bytes past a 64-byte boundary.
class OffsetBytes {
 public:
  OffsetBytes(size_t bytes, size_t offset) : storage_(bytes + offset + 64, 0) {
    data_ = storage_.data() + (64 - reinterpret_cast<uintptr_t>(storage_.data()) % 64) % 64 + offset;
  }
  char* data() { return data_; }

 private:
  std::vector<char> storage_;
  char* data_;
};

}  // namespace hlx::cpu
