#include "backend/cpu/jit.h"

#include <gtest/gtest.h>
#include <llvm/Support/CommandLine.h>

#include <cstring>
#include <string>
#include <vector>

#include "backend/cpu/kernel_emitter.h"
#include "backend/cpu/test_kernel.h"
#include "ir/ir.h"
#include "parse/text_reader.h"

namespace hlx::cpu {
namespace {

// Making a kernel library turns LLVM's loop strength reduction off (jit.cc says why); an LLVM whose
// option had another name would compile with it, slower, and say nothing but this.
TEST(KernelLibrary, CompilesWithoutLoopStrengthReduction) {
  ASSERT_TRUE(CreateKernelLibrary("test").ok());
  llvm::StringMap<llvm::cl::Option*>& options = llvm::cl::getRegisteredOptions();
  auto it = options.find("disable-lsr");
  ASSERT_NE(it, options.end()) << "LLVM has no option disable-lsr";
  EXPECT_EQ(it->second->getNumOccurrences(), 1);
}

// A kernel whose result reaches the library's threshold stores it past the caches: non-temporal vector
// stores, fenced before it returns, where the result is aligned; where it is not (a donated argument
// over unaligned bytes), its twin stores through the cache. Both write every element; below the
// threshold (or at 0) the kernel streams nothing.
TEST(KernelLibrary, StreamsLargeResultsWhereTheyAreAligned) {
  auto module =
      ParseModule(R"(func.func @main(%a: tensor<4100xf32>, %b: tensor<4100xf32>) -> tensor<4100xf32> {
  %0 = stablehlo.multiply %a, %b : tensor<4100xf32>
  return %0 : tensor<4100xf32>
})",
                  "test.mlir");
  ASSERT_TRUE(module.ok()) << module.status().message();
  const Op& multiply = *FuncBody(*(*module)->LookupFunc("main")).ops()[0];
  KernelSpec spec;
  spec.ops = {&multiply};
  spec.operands = {multiply.operand(0), multiply.operand(1)};
  constexpr int64_t n = 4100;
  ASSERT_EQ(ResultBytes(spec), n * 4);
  std::vector<float> a(n), b(n);
  for (int64_t i = 0; i < n; ++i) {
    a[i] = 0.25f * static_cast<float>(i);
    b[i] = static_cast<float>(i % 7) - 3.0f;
  }
  for (int64_t threshold : {int64_t{0}, n * 4 + 1, n * 4}) {
    const TestKernel kernel = CompileTestKernel(spec, threshold);
    ASSERT_TRUE(kernel.fn);
#if defined(__x86_64__)
    const bool streams = threshold == n * 4;
    EXPECT_EQ(kernel.ir.find("!nontemporal") != std::string::npos, streams) << threshold;
    EXPECT_EQ(kernel.ir.find("call void @llvm.x86.sse.sfence()") != std::string::npos, streams) << threshold;
#endif
    const char* operands[] = {reinterpret_cast<const char*>(a.data()),
                              reinterpret_cast<const char*>(b.data())};
    for (size_t offset : {size_t{0}, size_t{4}, size_t{32}}) {
      OffsetBytes result(n * 4, offset);
      char* results[] = {result.data()};
      kernel.fn(operands, results, 0, kernel.shape.trip_count);
      for (int64_t i = 0; i < n; ++i) {
        float value;
        std::memcpy(&value, results[0] + 4 * i, 4);
        ASSERT_EQ(value, a[i] * b[i])
            << "threshold " << threshold << ", offset " << offset << ", element " << i;
      }
    }
  }
}

}  // namespace
}  // namespace hlx::cpu
