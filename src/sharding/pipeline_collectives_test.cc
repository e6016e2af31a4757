#include "sharding/pipeline_collectives.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "interp/evaluator.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "parse/test_module.h"
#include "parse/text_reader.h"
#include "sharding/combine.h"

namespace hlx {
namespace {

constexpr int64_t kReplicas = 4;

// Each of the kReplicas processes' results of @main on its own random arguments.
std::vector<std::vector<Tensor>> RunProcesses(const Module& module) {
  std::vector<std::vector<Tensor>> args(kReplicas);
  Type type = FuncType(*module.LookupFunc("main"));
  for (int64_t p = 0; p < kReplicas; ++p)
    for (size_t i = 0; i < type.types().size(); ++i)
      args[p].push_back(RandomTensor(type.types()[i], p * 100 + i));
  EvalOptions options;
  options.num_replicas = kReplicas;
  StatusOr<RunResult> result = RunFunctionPerProcess(module, "main", args, options);
  EXPECT_TRUE(result.ok()) << result.status().message() << "\n" << PrintModule(module, PrintOptions());
  return result.ok() ? result->outputs : std::vector<std::vector<Tensor>>();
}

struct Outcome {
  bool changed = false;
  std::string text;  // the module after the pass
};

// Runs the pass on `text`; where it changes the program, checks that the result verifies and gives the
// same bits as the original on every process, and that a second run changes nothing more.
Outcome Pipeline(const std::string& text) {
  std::unique_ptr<Module> original = ParseTestModule(text), rewritten = ParseTestModule(text);
  if (!original || !rewritten) return {};
  StatusOr<bool> changed = PipelineCollectives(*rewritten);
  EXPECT_TRUE(changed.ok()) << changed.status().message();
  Outcome outcome{changed.ok() && *changed, PrintModule(*rewritten, PrintOptions())};
  if (!outcome.changed) return outcome;
  Status verified = VerifyModule(*rewritten);
  EXPECT_TRUE(verified.ok()) << verified.message() << "\n" << outcome.text;
  if (!verified.ok()) return outcome;
  const std::vector<std::vector<Tensor>> want = RunProcesses(*original), got = RunProcesses(*rewritten);
  EXPECT_EQ(want.size(), got.size());
  for (size_t p = 0; p < want.size() && p < got.size(); ++p) {
    EXPECT_EQ(want[p].size(), got[p].size());
    for (size_t r = 0; r < want[p].size() && r < got[p].size(); ++r) {
      EXPECT_EQ(want[p][r].type().ToString(), got[p][r].type().ToString());
      EXPECT_TRUE(want[p][r].bytes() == got[p][r].bytes()) << "process " << p << " result " << r << "\n"
                                                           << outcome.text;
    }
  }
  StatusOr<bool> again = PipelineCollectives(*rewritten);
  EXPECT_TRUE(again.ok() && !*again) << "a second run moves more:\n"
                                     << PrintModule(*rewritten, PrintOptions());
  return outcome;
}

std::string Replace(std::string text, const std::string& from, const std::string& to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

constexpr char kSum[] = R"(({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>})";

// A loop over layers: each iteration multiplies the carried activation by its layer's weights, all-reduces
// the tanh of the product, stores it in the stacked output (dynamic_update_slice at the counter) and
// carries the product on. TRIPS is the bound, INIT the counter's first value.
std::string ForwardLoop() {
  return Replace(R"(
func.func @main(%x: tensor<4x8xf32>, %w: tensor<4x8x8xf32>) -> (tensor<4x8xf32>, tensor<4x4x8xf32>) {
  %c0 = stablehlo.constant dense<INIT> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<TRIPS> : tensor<i32>
  %zeros = stablehlo.constant dense<0.0> : tensor<4x4x8xf32>
  %r:4 = stablehlo.while(%i = %c0, %h = %x, %out = %zeros, %ws = %w) : tensor<i32>, tensor<4x8xf32>, tensor<4x4x8xf32>, tensor<4x8x8xf32>
    cond {
      %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %z = stablehlo.constant dense<0> : tensor<i32>
      %w3 = stablehlo.dynamic_slice %ws, %i, %z, %z, sizes = [1, 8, 8] : (tensor<4x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
      %wi = stablehlo.reshape %w3 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
      %y = stablehlo.dot_general %h, %wi, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
      %t = stablehlo.tanh %y : tensor<4x8xf32>
      %g = "stablehlo.all_reduce"(%t) SUM : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %g3 = STORED
      %o = stablehlo.dynamic_update_slice %out, %g3, %i, %z, %z : (tensor<4x4x8xf32>, tensor<1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8xf32>
      %i1 = stablehlo.add %i, %c1 : tensor<i32>
      stablehlo.return %i1, NEXT, %o, %ws : tensor<i32>, tensor<4x8xf32>, tensor<4x4x8xf32>, tensor<4x8x8xf32>
    }
  return %r#1, %r#2 : tensor<4x8xf32>, tensor<4x4x8xf32>
}
)",
                 "SUM", kSum);
}

std::string Forward(
    int trips, const std::string& next = "%y", int init = 0,
    const std::string& stored = "stablehlo.reshape %g : (tensor<4x8xf32>) -> tensor<1x4x8xf32>") {
  std::string text = Replace(ForwardLoop(), "TRIPS", std::to_string(trips));
  text = Replace(text, "INIT", std::to_string(init));
  text = Replace(text, "NEXT", next);
  return Replace(text, "STORED", stored);
}

// The line of `text` after the one that holds position `at`.
std::string NextLine(const std::string& text, size_t at) {
  const size_t begin = text.find('\n', at) + 1, end = text.find('\n', begin);
  return text.substr(begin, end - begin);
}

TEST(PipelineCollectives, ForwardMovesAStoredResultToTheNextIteration) {
  const Outcome o = Pipeline(Forward(4));
  EXPECT_TRUE(o.changed);
  // The prologue computes the first tanh before the loop; the body starts with the all_reduce of the
  // carried one (after the constants the stores read); the epilogue all-reduces the last after the loop.
  const size_t loop = o.text.find("stablehlo.while"), body = o.text.find("} do {");
  EXPECT_LT(o.text.find("stablehlo.tanh"), loop) << o.text;
  const size_t reduce = o.text.find("\"stablehlo.all_reduce\"(%iterArg", body);
  EXPECT_NE(reduce, std::string::npos) << o.text;
  EXPECT_LT(reduce, o.text.find("stablehlo.dynamic_slice", body)) << "first in the body, but for constants\n"
                                                                  << o.text;
  const size_t end = o.text.find("\n    }\n", body);
  EXPECT_NE(o.text.find("\"stablehlo.all_reduce\"", end), std::string::npos) << o.text;
}

TEST(PipelineCollectives, ForwardIsExactForOneTrip) { EXPECT_TRUE(Pipeline(Forward(1)).changed); }

TEST(PipelineCollectives, ForwardDeclinesALoopThatMayNotRun) {
  EXPECT_FALSE(Pipeline(Forward(0)).changed);
  EXPECT_FALSE(Pipeline(Forward(4, "%y", 4)).changed);
  // The counter starts at an argument's value: the trip count is not known.
  std::string unknown = Replace(Forward(4), "%c0 = stablehlo.constant dense<0> : tensor<i32>",
                                "%c0 = stablehlo.convert %x0 : (tensor<f32>) -> tensor<i32>");
  unknown = Replace(unknown, "@main(%x: tensor<4x8xf32>,", "@main(%x0: tensor<f32>, %x: tensor<4x8xf32>,");
  EXPECT_FALSE(Pipeline(unknown).changed);
}

TEST(PipelineCollectives, ForwardDeclinesAResultTheNextIterationComputesWith) {
  // The reduced value is the next layer's input: moving it would not overlap anything.
  EXPECT_FALSE(Pipeline(Forward(4, "%g")).changed);
}

TEST(PipelineCollectives, ForwardDeclinesAnOutputBufferTheLoopReads) {
  // The body reads the stacked output it writes.
  std::string reads =
      Replace(Forward(4), "%t = stablehlo.tanh %y : tensor<4x8xf32>",
              "%t0 = stablehlo.tanh %y : tensor<4x8xf32>\n"
              "      %o0 = stablehlo.slice %out [0:1, 0:4, 0:8] : (tensor<4x4x8xf32>) -> tensor<1x4x8xf32>\n"
              "      %o1 = stablehlo.reshape %o0 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>\n"
              "      %t = stablehlo.add %t0, %o1 : tensor<4x8xf32>");
  EXPECT_FALSE(Pipeline(reads).changed);
  // The condition reads it.
  std::string cond = Replace(
      Forward(4), "%p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>",
      "%e = stablehlo.slice %out [0:1, 0:1, 0:1] : (tensor<4x4x8xf32>) -> tensor<1x1x1xf32>\n"
      "      %f = stablehlo.reshape %e : (tensor<1x1x1xf32>) -> tensor<f32>\n"
      "      %q = stablehlo.compare LT, %f, %f, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
      "      %p0 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "      %p = stablehlo.or %p0, %q : tensor<i1>");
  EXPECT_FALSE(Pipeline(cond).changed);
}

TEST(PipelineCollectives, ForwardDeclinesMovedOpsWithEffects) {
  // A second collective on the stored value would move with it: not a pure op.
  std::string text =
      Replace(Forward(4), "%g3 = stablehlo.reshape %g : (tensor<4x8xf32>) -> tensor<1x4x8xf32>",
              std::string("%gg = \"stablehlo.all_reduce\"(%g) ") + kSum +
                  " : (tensor<4x8xf32>) -> tensor<4x8xf32>\n"
                  "      %g3 = stablehlo.reshape %gg : (tensor<4x8xf32>) -> tensor<1x4x8xf32>");
  const Outcome o = Pipeline(text);
  // The second all_reduce's operand is the first's result, computed in the iteration: it is pipelined
  // itself, the first is not.
  EXPECT_TRUE(o.changed);
  EXPECT_EQ(o.text.find("\"stablehlo.all_reduce\"(%iterArg"),
            o.text.find("\"stablehlo.all_reduce\"", o.text.find("} do {")))
      << o.text;
}

// A loop whose layer weights are split over the processes: each iteration all-gathers its layer's piece
// (a dynamic_slice of the stacked pieces at the counter) and computes with the whole.
// `weights_next`: lines that compute %wn, the next iteration's weights (none: the weights are invariant).
std::string BackwardLoop(int trips, const std::string& weights_next = "") {
  std::string text = R"(
func.func @main(%x: tensor<4x8xf32>, %w: tensor<3x2x8xf32>) -> tensor<4x8xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %n = stablehlo.constant dense<TRIPS> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %h = %x, %ws = %w) : tensor<i32>, tensor<4x8xf32>, tensor<3x2x8xf32>
    cond {
      %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %z = stablehlo.constant dense<0> : tensor<i32>
      %w3 = stablehlo.dynamic_slice %ws, %i, %z, %z, sizes = [1, 2, 8] : (tensor<3x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8xf32>
      %wi = stablehlo.reshape %w3 : (tensor<1x2x8xf32>) -> tensor<2x8xf32>
      %g = "stablehlo.all_gather"(%wi) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x8xf32>) -> tensor<8x8xf32>
      %y = stablehlo.dot_general %h, %g, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
      %t = stablehlo.tanh %y : tensor<4x8xf32>
      %i1 = stablehlo.add %i, %c1 : tensor<i32>
      WEIGHTS_NEXT
      stablehlo.return %i1, %t, %wn : tensor<i32>, tensor<4x8xf32>, tensor<3x2x8xf32>
    }
  return %r#1 : tensor<4x8xf32>
}
)";
  text = Replace(text, "TRIPS", std::to_string(trips));
  if (weights_next.empty()) return Replace(Replace(text, "WEIGHTS_NEXT\n      ", ""), "%t, %wn", "%t, %ws");
  return Replace(text, "WEIGHTS_NEXT", weights_next);
}

TEST(PipelineCollectives, BackwardGathersTheNextLayerInThePreviousIteration) {
  const Outcome o = Pipeline(BackwardLoop(3));
  EXPECT_TRUE(o.changed);
  // The first gather before the loop, the next one at the end of the body, from the counter's next value.
  const size_t loop = o.text.find("stablehlo.while"), body = o.text.find("} do {");
  EXPECT_LT(o.text.find("stablehlo.all_gather"), loop) << o.text;
  const size_t next = o.text.find("stablehlo.all_gather", body);
  ASSERT_NE(next, std::string::npos) << o.text;
  EXPECT_NE(NextLine(o.text, next).find("stablehlo.return"), std::string::npos) << o.text;
}

TEST(PipelineCollectives, BackwardIsExactForOneTripAndDeclinesZero) {
  EXPECT_TRUE(Pipeline(BackwardLoop(1)).changed);
  EXPECT_FALSE(Pipeline(BackwardLoop(0)).changed);
}

TEST(PipelineCollectives, BackwardTakesCarriedValuesUpdatedByOneOpOfThemselves) {
  // The next weights are one op of this iteration's: known at the start of the iteration.
  EXPECT_TRUE(Pipeline(BackwardLoop(3, "%wn = stablehlo.exponential %ws : tensor<3x2x8xf32>")).changed);
}

TEST(PipelineCollectives, BackwardDeclinesAnOperandOfChangingValues) {
  // The weights change with the iteration's compute: the next iteration's operand is known only at its
  // end.
  EXPECT_FALSE(
      Pipeline(
          BackwardLoop(
              3,
              "%e = stablehlo.slice %t [0:1, 0:1] : (tensor<4x8xf32>) -> tensor<1x1xf32>\n"
              "      %e0 = stablehlo.reshape %e : (tensor<1x1xf32>) -> tensor<f32>\n"
              "      %eb = stablehlo.broadcast_in_dim %e0, dims = [] : (tensor<f32>) -> tensor<3x2x8xf32>\n"
              "      %wn = stablehlo.add %ws, %eb : tensor<3x2x8xf32>"))
          .changed);
}

// A reduce_scatter of each of two values along dimension 0, another of a third along dimension 1 and one
// that reduces by maximum: the first two combine; the others stay apart.
constexpr char kReduceScatters[] = R"(
func.func @main(%x: tensor<8x4xf32>, %y: tensor<4x4xf32>) -> (tensor<2x4xf32>, tensor<1x4xf32>, tensor<8x1xf32>, tensor<2x4xf32>) {
  %a = stablehlo.exponential %x : tensor<8x4xf32>
  %b = stablehlo.tanh %y : tensor<4x4xf32>
  %ra = "stablehlo.reduce_scatter"(%a) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64} : (tensor<8x4xf32>) -> tensor<2x4xf32>
  %rb = "stablehlo.reduce_scatter"(%b) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64} : (tensor<4x4xf32>) -> tensor<1x4xf32>
  %rc = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<8x4xf32>) -> tensor<8x1xf32>
  %rd = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.maximum %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64} : (tensor<8x4xf32>) -> tensor<2x4xf32>
  return %ra, %rb, %rc, %rd : tensor<2x4xf32>, tensor<1x4xf32>, tensor<8x1xf32>, tensor<2x4xf32>
}
)";

int Count(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(CombineCollectives, ReduceScattersOfOneDimensionAndReductionCombine) {
  std::unique_ptr<Module> original = ParseTestModule(kReduceScatters),
                          combined = ParseTestModule(kReduceScatters);
  ASSERT_TRUE(original && combined);
  StatusOr<bool> changed = CombineCollectives(*combined);
  ASSERT_TRUE(changed.ok() && *changed);
  const std::string text = PrintModule(*combined, PrintOptions());
  ASSERT_TRUE(VerifyModule(*combined).ok()) << text;
  EXPECT_EQ(Count(text, "\"stablehlo.reduce_scatter\""), 3) << text;
  EXPECT_NE(text.find("\"stablehlo.reduce_scatter\"(%0, %1)"), std::string::npos) << text;
  EXPECT_NE(text.find("(tensor<8x4xf32>, tensor<4x4xf32>) -> (tensor<2x4xf32>, tensor<1x4xf32>)"),
            std::string::npos)
      << text;
  // The combined op gives each process what the separate ones gave, bit for bit; written apart again
  // (StableHLO's form), so does the split program.
  const std::vector<std::vector<Tensor>> want = RunProcesses(*original), got = RunProcesses(*combined);
  ASSERT_EQ(want.size(), got.size());
  for (size_t p = 0; p < want.size(); ++p)
    for (size_t r = 0; r < want[p].size(); ++r) EXPECT_TRUE(want[p][r].bytes() == got[p][r].bytes());
  EXPECT_TRUE(SplitReduceScatters(*combined));
  const std::string split = PrintModule(*combined, PrintOptions());
  ASSERT_TRUE(VerifyModule(*combined).ok()) << split;
  EXPECT_EQ(Count(split, "\"stablehlo.reduce_scatter\""), 4) << split;
  const std::vector<std::vector<Tensor>> apart = RunProcesses(*combined);
  for (size_t p = 0; p < want.size(); ++p)
    for (size_t r = 0; r < want[p].size(); ++r) EXPECT_TRUE(want[p][r].bytes() == apart[p][r].bytes());
  EXPECT_FALSE(SplitReduceScatters(*combined));
}

}  // namespace
}  // namespace hlx
