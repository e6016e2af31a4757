// The CPU backend's fusion plans (schedule/fusion.h over the ops its code generator emits) of real models.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "backend/cpu/kernel_emitter.h"
#include "parse/text_reader.h"
#include "passes/pipeline.h"
#include "schedule/fusion.h"

namespace hlx::cpu {
namespace {

using schedule::FindUnwrittenRead;
using schedule::Fusion;
using schedule::PlanFusions;

// The plans of the corpus's models after the optimization pipeline, as the backend makes them, keep
// the planner's invariant: a plan that breaks it is dropped, and the model runs unfused (BERT once did,
// through a group copied into its readers and given a producer in the same round).
TEST(FusionPlans, CorpusModelPlansKeepTheirInvariant) {
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
