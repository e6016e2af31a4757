// Fusion planning: which ops share a kernel, and which the cost model keeps apart.
#include "backend/cpu/fusion.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "backend/cpu/codegen.h"
#include "parse/text_reader.h"

namespace hlx::cpu {
namespace {

// The fusions of @main, each as its op names joined by spaces.
std::vector<std::string> Plan(const std::string& text) {
  auto module = ParseModule(text, "test.mlir");
  EXPECT_TRUE(module.ok()) << module.status().message();
  if (!module.ok()) return {};
  const Block& body = FuncBody(*(*module)->LookupFunc("main"));
  std::vector<std::string> out;
  for (const Fusion& f : PlanFusions(body, [](const Op& op) { return CanEmit(op); })) {
    std::string names;
    for (const Op* op : f.ops) names += (names.empty() ? "" : " ") + std::string(op->name());
    out.push_back(names);
  }
  return out;
}

TEST(Fusion, ElementwiseChainIsOneKernel) {
  auto plan = Plan(R"(func.func @main(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.add %a, %b : tensor<8xf32>
  %1 = stablehlo.exponential %0 : tensor<8xf32>
  %2 = stablehlo.multiply %1, %a : tensor<8xf32>
  return %2 : tensor<8xf32>
})");
  ASSERT_EQ(plan.size(), 1u);
  EXPECT_EQ(plan[0], "stablehlo.add stablehlo.exponential stablehlo.multiply");
}

TEST(Fusion, ExpensiveProducerIsNotRepeatedThroughABroadcast) {
  // exp of 8 elements read by a 8x1024 broadcast: fusing would compute each exp 1024 times.
  auto plan = Plan(R"(func.func @main(%a: tensor<8xf32>, %b: tensor<8x1024xf32>) -> tensor<8x1024xf32> {
  %0 = stablehlo.exponential %a : tensor<8xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<8xf32>) -> tensor<8x1024xf32>
  %2 = stablehlo.add %1, %b : tensor<8x1024xf32>
  return %2 : tensor<8x1024xf32>
})");
  ASSERT_EQ(plan.size(), 2u);
  EXPECT_EQ(plan[0], "stablehlo.exponential");
  EXPECT_EQ(plan[1], "stablehlo.broadcast_in_dim stablehlo.add");
}

TEST(Fusion, CheapProducerIsDuplicatedIntoEachReader) {
  // The broadcast feeds two fusions that the tuple return keeps apart: each computes it itself.
  auto plan =
      Plan(R"(func.func @main(%a: tensor<8xf32>, %b: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %0 = stablehlo.broadcast_in_dim %a, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
  %1 = stablehlo.add %0, %b : tensor<8x4xf32>
  %2 = stablehlo.multiply %0, %b : tensor<8x4xf32>
  return %1, %2 : tensor<8x4xf32>, tensor<8x4xf32>
})");
  ASSERT_EQ(plan.size(), 2u);
  EXPECT_EQ(plan[0], "stablehlo.broadcast_in_dim stablehlo.add");
  EXPECT_EQ(plan[1], "stablehlo.broadcast_in_dim stablehlo.multiply");
}

TEST(Fusion, ReduceTakesProducersButEndsItsFusion) {
  auto plan = Plan(R"(func.func @main(%a: tensor<8x16xf32>) -> tensor<8xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.multiply %a, %a : tensor<8x16xf32>
  %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  %2 = stablehlo.sqrt %1 : tensor<8xf32>
  return %2 : tensor<8xf32>
})");
  ASSERT_EQ(plan.size(), 2u);
  EXPECT_EQ(plan[0], "stablehlo.multiply stablehlo.reduce");
  EXPECT_EQ(plan[1], "stablehlo.sqrt");
}

}  // namespace
}  // namespace hlx::cpu
