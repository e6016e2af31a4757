#include "passes/pipeline.h"

#include <gtest/gtest.h>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "ir/printer.h"
#include "ir/verifier.h"
#include "parse/test_module.h"
#include "parse/text_reader.h"
#include "passes/rewrite.h"

namespace hlx {
namespace {

constexpr const char* kProgram = R"(
func.func private @scale(%x: tensor<2x3xf32>, %s: tensor<f32>) -> tensor<2x3xf32> {
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
  %0 = stablehlo.multiply %x, %b : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
func.func @main(%x: tensor<2x3xf32>, %w: tensor<2x4xf32>) -> (tensor<3x4xf32>, tensor<2x3xf32>) {
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %0 = func.call @scale(%x, %one) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %1 = func.call @scale(%x, %one) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %t = stablehlo.transpose %1, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = stablehlo.dot_general %t, %w, contracting_dims = [1] x [0] : (tensor<3x2xf32>, tensor<2x4xf32>) -> tensor<3x4xf32>
  %3 = stablehlo.negate %0 : tensor<2x3xf32>
  %4 = stablehlo.negate %3 : tensor<2x3xf32>
  return %2, %4 : tensor<3x4xf32>, tensor<2x3xf32>
}
)";

TEST(PipelineTest, PrintsEveryStepInOrder) {
  std::unique_ptr<Module> module = ParseTestModule(kProgram);
  ASSERT_NE(module, nullptr);
  std::ostringstream log;
  PipelineOptions options;
  options.print_after_all = &log;
  options.verify_each = true;
  bool changed = false;
  ASSERT_TRUE(RunOptimizationPipeline(*module, options, &changed).ok());
  EXPECT_TRUE(changed);
  std::vector<std::string> steps;
  std::istringstream lines(log.str());
  for (std::string line; std::getline(lines, line);)
    if (line.starts_with("// ----- IR after ")) steps.push_back(line.substr(18, line.size() - 18 - 6));
  EXPECT_EQ(steps, (std::vector<std::string>{"inline", "decompose-chlo", "transposed-conv-as-dot", "simplify",
                                             "fold-constants", "cse", "dce", "fold-layout",
                                             "separable-gathers", "simplify", "dce"}));
}

TEST(PipelineTest, OptimizedProgramIsAFixedPoint) {
  std::unique_ptr<Module> module = ParseTestModule(kProgram);
  ASSERT_NE(module, nullptr);
  PipelineOptions options;
  options.verify_each = true;
  ASSERT_TRUE(RunOptimizationPipeline(*module, options).ok());
  const std::string once = PrintModule(*module);
  EXPECT_EQ(once.find("call"), std::string::npos) << once;
  EXPECT_EQ(once.find("transpose"), std::string::npos) << once;
  EXPECT_EQ(once.find("negate"), std::string::npos) << once;
  EXPECT_EQ(once.find("multiply"), std::string::npos) << once;
  bool changed = true;
  ASSERT_TRUE(RunOptimizationPipeline(*module, options, &changed).ok());
  EXPECT_FALSE(changed);
  EXPECT_EQ(PrintModule(*module), once);
}

TEST(PurityTest, EffectsAndCollectivesAreNotPure) {
  std::unique_ptr<Module> module = ParseTestModule(R"(
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %x : tensor<4xf32>
  %1 = stablehlo.custom_call @foo(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
  %3 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const %x, dense<1.0> : tensor<4xf32>
  return %0 : tensor<4xf32>
}
)");
  ASSERT_NE(module, nullptr);
  const auto& ops = FuncBody(*module->LookupFunc("main")).ops();
  std::vector<bool> pure;
  for (const auto& op : ops) pure.push_back(IsPure(*op));
  EXPECT_EQ(pure, (std::vector<bool>{true, false, true, false, false, false}));
}

}  // namespace
}  // namespace hlx
