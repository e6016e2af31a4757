#include "backend/cpu/jit.h"

#include <gtest/gtest.h>
#include <llvm/Support/CommandLine.h>

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

}  // namespace
}  // namespace hlx::cpu
