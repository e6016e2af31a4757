// For unit tests only (it includes GoogleTest): a test's program from its MLIR text, read and verified.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "ir/verifier.h"
#include "parse/text_reader.h"

namespace hlx {

// Whether ParseTestModule verifies the module. Tests of a backend's steps may read programs that only
// the passes make and the verifier rejects (a product of ui8 by i8, a compare typed apart from its
// operands).
enum class Verify { kYes, kNo };

// The module of `text`, read and (with Verify::kYes) verified; nullptr, and a failure of the calling
// test with the message and the text, where either step fails.
inline std::unique_ptr<Module> ParseTestModule(const std::string& text, Verify verify = Verify::kYes) {
  StatusOr<std::unique_ptr<Module>> module = ParseModule(text, "<test>");
  EXPECT_TRUE(module.ok()) << module.status().message() << "\n" << text;
  if (!module.ok()) return nullptr;
  if (verify == Verify::kNo) return std::move(*module);
  const Status verified = VerifyModule(**module);
  EXPECT_TRUE(verified.ok()) << verified.message() << "\n" << text;
  return verified.ok() ? std::move(*module) : nullptr;
}

}  // namespace hlx
