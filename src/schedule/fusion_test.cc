// Fusion planning: which ops share a kernel, and which the cost model keeps apart.
#include "schedule/fusion.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "parse/text_reader.h"
#include "passes/pipeline.h"

namespace hlx::schedule {
namespace {

// The ops these tests let fuse, as a loop-kernel backend would: elementwise ops, the data movement they
// read through, and reductions of one input. (The CPU backend asks its code generator instead:
// backend/cpu/fusion_plans_test.cc.)
bool Fusible(const Op& op) {
  constexpr OpKind kDataMovement[] = {
      OpKind::kBroadcastInDim, OpKind::kReshape, OpKind::kTranspose, OpKind::kSlice,
      OpKind::kConcatenate,    OpKind::kPad,     OpKind::kIota};
  if (op.num_results() != 1) return false;
  if (op.kind() == OpKind::kReduce) return op.num_operands() == 2;
  return op.info().Has(kElementwise) ||
         std::ranges::find(kDataMovement, op.kind()) != std::end(kDataMovement);
}

// The fusions of @main, each as its op names joined by spaces, and after " | writes" the ops besides the
// root whose results it writes too.
std::vector<std::string> Plan(const std::string& text) {
  auto module = ParseModule(text, "test.mlir");
  EXPECT_TRUE(module.ok()) << module.status().message();
  if (!module.ok()) return {};
  const Block& body = FuncBody(*(*module)->LookupFunc("main"));
  std::vector<std::string> out;
  for (const Fusion& f : PlanFusions(body, Fusible)) {
    std::string names;
    for (const Op* op : f.ops) names += (names.empty() ? "" : " ") + std::string(op->name());
    if (!f.outputs.empty()) names += " | writes";
    for (const Op* op : f.outputs) names += " " + std::string(op->name());
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

TEST(Fusion, CheapProducerOfTwoFullOperandsIsWrittenOnceForTwoReaders) {
  // SiLU, x * sigmoid(x), read by a max pool and by a concatenate (a U-Net's skip connection): copies in
  // both readers would read x and sigmoid(x) twice (4 arrays) where one write and two reads (3) do, and
  // would keep both alive until the last reader. The negate's kernel computes it and writes it for the
  // concatenate, which runs after it.
  auto plan = Plan(R"(func.func @main(%x: tensor<8x8xf32>, %s: tensor<8x8xf32>, %u: tensor<8x8xf32>)
      -> (tensor<8x8xf32>, tensor<16x8xf32>) {
  %0 = stablehlo.multiply %x, %s : tensor<8x8xf32>
  %1 = stablehlo.negate %0 : tensor<8x8xf32>
  %2 = stablehlo.concatenate %0, %u, dim = 0 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
  return %1, %2 : tensor<8x8xf32>, tensor<16x8xf32>
})");
  ASSERT_EQ(plan.size(), 2u);
  EXPECT_EQ(plan[0], "stablehlo.multiply stablehlo.negate | writes stablehlo.multiply");
  EXPECT_EQ(plan[1], "stablehlo.concatenate");
}

TEST(Fusion, RoundsOfTwoWordsAreOneKernelWritingBoth) {
  // Two rounds of a counter-based generator (threefry's add, rotate, xor): each round's words are read
  // by the next round's two ops. One kernel reads the two words and writes the last round's two.
  auto plan = Plan(
      R"(func.func @main(%x: tensor<64xui32>, %y: tensor<64xui32>) -> (tensor<64xui32>, tensor<64xui32>) {
  %c13 = stablehlo.constant dense<13> : tensor<64xui32>
  %c19 = stablehlo.constant dense<19> : tensor<64xui32>
  %0 = stablehlo.add %x, %y : tensor<64xui32>
  %1 = stablehlo.shift_left %y, %c13 : tensor<64xui32>
  %2 = stablehlo.shift_right_logical %y, %c19 : tensor<64xui32>
  %3 = stablehlo.or %1, %2 : tensor<64xui32>
  %4 = stablehlo.xor %0, %3 : tensor<64xui32>
  %5 = stablehlo.add %0, %4 : tensor<64xui32>
  %6 = stablehlo.shift_left %4, %c13 : tensor<64xui32>
  %7 = stablehlo.shift_right_logical %4, %c19 : tensor<64xui32>
  %8 = stablehlo.or %6, %7 : tensor<64xui32>
  %9 = stablehlo.xor %5, %8 : tensor<64xui32>
  return %5, %9 : tensor<64xui32>, tensor<64xui32>
})");
  ASSERT_EQ(plan.size(), 1u);
  EXPECT_EQ(plan[0],
            "stablehlo.add stablehlo.shift_left stablehlo.shift_right_logical stablehlo.or stablehlo.xor "
            "stablehlo.add stablehlo.shift_left stablehlo.shift_right_logical stablehlo.or stablehlo.xor | "
            "writes stablehlo.add");
}

TEST(Fusion, OutputsAreReadOnlyAfterTheirKernel) {
  // exp(a) is read by a negate and, before it, by a multiply: merged into the negate, it would be
  // written after the multiply reads it; merged into the multiply, after the negate's kernel, which then
  // reads it. Either way one kernel writes it for the other.
  auto plan =
      Plan(R"(func.func @main(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = stablehlo.exponential %a : tensor<8xf32>
  %1 = stablehlo.multiply %0, %b : tensor<8xf32>
  %2 = stablehlo.negate %0 : tensor<8xf32>
  return %1, %2 : tensor<8xf32>, tensor<8xf32>
})");
  ASSERT_EQ(plan.size(), 2u);
  EXPECT_EQ(plan[0], "stablehlo.exponential stablehlo.multiply | writes stablehlo.exponential");
  EXPECT_EQ(plan[1], "stablehlo.negate");
}

TEST(Fusion, OnlyKernelsOverTheSameElementsWriteOutputs) {
  // exp(a) read by a transpose and, after it, by a negate: a transposing kernel cannot write exp(a) in
  // its own order beside its root, and the negate's kernel would write it after the transpose reads it,
  // so exp(a) keeps a kernel of its own.
  auto plan = Plan(R"(func.func @main(%a: tensor<8x4xf32>) -> (tensor<4x8xf32>, tensor<8x4xf32>) {
  %0 = stablehlo.exponential %a : tensor<8x4xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
  %2 = stablehlo.negate %0 : tensor<8x4xf32>
  return %1, %2 : tensor<4x8xf32>, tensor<8x4xf32>
})");
  ASSERT_EQ(plan.size(), 3u);
  EXPECT_EQ(plan[0], "stablehlo.exponential");
  EXPECT_EQ(plan[1], "stablehlo.transpose");
  EXPECT_EQ(plan[2], "stablehlo.negate");
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

// The plans of the corpus's models after the optimization pipeline keep the planner's invariant (the CPU
// backend's own plans are checked in backend/cpu/fusion_plans_test.cc).
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
    std::vector<Fusion> fusions = PlanFusions(FuncBody(*main), Fusible);
    EXPECT_FALSE(fusions.empty()) << name;
    EXPECT_EQ(FindUnwrittenRead(fusions), "") << name;
    ++planned;
  }
  if (planned == 0) GTEST_SKIP() << "no model found under " << models;
}

}  // namespace
}  // namespace hlx::schedule
