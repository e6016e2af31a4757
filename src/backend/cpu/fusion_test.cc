// Fusion planning: which ops share a kernel, and which the cost model keeps apart.
#include "backend/cpu/fusion.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "backend/cpu/codegen.h"
#include "parse/text_reader.h"
#include "passes/pipeline.h"

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

// The plans of the corpus's models after the optimization pipeline, as the backend makes them, keep
// the planner's invariant: a plan that breaks it is dropped, and the model runs unfused (BERT once did,
// through a group copied into its readers and given a producer in the same round).
TEST(Fusion, CorpusModelPlansKeepTheirInvariant) {
  const char* env = std::getenv("HLX_CORPUS");
  const std::string models = std::string(env ? env : HLX_DEFAULT_CORPUS) + "/models/";
  int planned = 0;
  for (const char* name : {"torchax_hf_bert_base.mlir", "jax_haiku_searchless_chess_9m_transformer.mlir",
                           "jax_flax_resnet50_elided_weights.mlir", "torchmlir_mobilenet_v2_bf16.mlir",
                           "tf_unidirectional_lstm.mlir", "jax_mixtral_moe_layer.mlir",
                           "torchxla_llama_attention_prefill_sdy.mlir"}) {
    std::ifstream in(models + name);
    if (!in) continue;
    std::stringstream text;
    text << in.rdbuf();
    auto module = ParseModule(text.str(), name);
    ASSERT_TRUE(module.ok()) << module.status().message();
    ASSERT_TRUE(RunOptimizationPipeline(**module, PipelineOptions()).ok()) << name;
    const Op* main = (*module)->LookupFunc("main");
    ASSERT_NE(main, nullptr) << name;
    std::vector<Fusion> fusions = PlanFusions(FuncBody(*main), [](const Op& op) { return CanEmit(op); });
    EXPECT_FALSE(fusions.empty()) << name;
    EXPECT_EQ(FindUnwrittenRead(fusions), "") << name;
    ++planned;
  }
  if (planned == 0) GTEST_SKIP() << "no model found under " << models;
}

}  // namespace
}  // namespace hlx::cpu
