// The oneDNN call planner: which dot_general and convolution ops become calls, which ops after them
// each call absorbs as its epilogue, and what it reads for them.
#include "backend/cpu/library_calls.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "parse/text_reader.h"

namespace hlx::cpu {
namespace {

// A value as the expectations name it: %argN for an argument of @main, else its defining op's name.
std::string Name(const Value* v) {
  if (!v->defining_op()) return "%arg" + std::to_string(v->index());
  return std::string(v->defining_op()->name());
}

// The plan of @main: each call as "OP + EPILOGUE OP + ... (OPERAND, ...)", and the absorbed ops' names in
// program order.
struct Plan {
  std::vector<std::string> calls;
  std::vector<std::string> absorbed;
};

Plan PlanOf(const std::string& text) {
  Plan out;
  StatusOr<std::unique_ptr<Module>> module = ParseModule(text, "test.mlir");
  EXPECT_TRUE(module.ok()) << module.status().message();
  if (!module.ok()) return out;
  const Block& body = FuncBody(*(*module)->LookupFunc("main"));
  StatusOr<std::vector<LibraryCall>> calls = PlanLibraryCalls(body, (*module)->types());
  EXPECT_TRUE(calls.ok()) << calls.status().message();
  if (!calls.ok()) return out;
  for (const LibraryCall& call : *calls) {
    EXPECT_NE(call.library, nullptr);
    std::string s(call.op->name());
    for (const Op* op : call.epilogue_ops) s += " + " + std::string(op->name());
    s += " (";
    for (size_t i = 0; i < call.operands.size(); ++i) s += (i ? ", " : "") + Name(call.operands[i]);
    out.calls.push_back(s + ")");
  }
  const std::unordered_set<const Op*> absorbed = AbsorbedOps(body, *calls);
  for (const auto& op : body.ops())
    if (absorbed.count(op.get())) out.absorbed.push_back(std::string(op->name()));
  return out;
}

#define SKIP_WITHOUT_DNNL() \
  if (!DnnlAvailable()) GTEST_SKIP() << "hlx is built without oneDNN: no op becomes a call"

TEST(LibraryCalls, DotAbsorbsBiasScaleAndResidual) {
  SKIP_WITHOUT_DNNL();
  // As JAX and torchax write a dense layer: the scale and the bias broadcast, on either side of the op.
  Plan plan = PlanOf(R"(func.func @main(%a: tensor<7x16xf32>, %b: tensor<16x32xf32>, %s: tensor<f32>,
    %c: tensor<32xf32>, %r: tensor<7x32xf32>) -> tensor<7x32xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<7x16xf32>, tensor<16x32xf32>) -> tensor<7x32xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<7x32xf32>
  %1 = stablehlo.multiply %sb, %0 : tensor<7x32xf32>
  %c1 = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
  %cb = stablehlo.broadcast_in_dim %c1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<7x32xf32>
  %2 = stablehlo.add %cb, %1 : tensor<7x32xf32>
  %3 = stablehlo.add %2, %r : tensor<7x32xf32>
  func.return %3 : tensor<7x32xf32>
})");
  ASSERT_EQ(plan.calls.size(), 1u);
  EXPECT_EQ(
      plan.calls[0],
      "stablehlo.dot_general + stablehlo.multiply + stablehlo.add + stablehlo.add (%arg0, %arg1, %arg2, "
      "%arg3, %arg4)");
  EXPECT_EQ(plan.absorbed,
            (std::vector<std::string>{"stablehlo.dot_general", "stablehlo.broadcast_in_dim",
                                      "stablehlo.multiply", "stablehlo.broadcast_in_dim",
                                      "stablehlo.broadcast_in_dim", "stablehlo.add", "stablehlo.add"}));
}

TEST(LibraryCalls, BatchedDotAbsorbsBroadcastsAlongAnyResultDimension) {
  SKIP_WITHOUT_DNNL();
  // Result [batch, m, n]: a bias per column, a scale per row (broadcast into the middle dimension).
  Plan plan = PlanOf(R"(func.func @main(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<16xf32>,
    %r: tensor<4xf32>) -> tensor<2x4x16xf32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x4x8xf32>, tensor<2x8x16xf32>) -> tensor<2x4x16xf32>
  %cb = stablehlo.broadcast_in_dim %c, dims = [2] : (tensor<16xf32>) -> tensor<2x4x16xf32>
  %1 = stablehlo.add %0, %cb : tensor<2x4x16xf32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [1] : (tensor<4xf32>) -> tensor<2x4x16xf32>
  %2 = stablehlo.subtract %1, %rb : tensor<2x4x16xf32>
  func.return %2 : tensor<2x4x16xf32>
})");
  ASSERT_EQ(plan.calls.size(), 1u);
  EXPECT_EQ(plan.calls[0],
            "stablehlo.dot_general + stablehlo.add + stablehlo.subtract (%arg0, %arg1, %arg2, %arg3)");
}

TEST(LibraryCalls, ChainStopsAtWhatOneDnnRefuses) {
  SKIP_WITHOUT_DNNL();
  // The result's first two dimensions are one oneDNN dimension (m): an operand broadcast along one of
  // them only has no single stride, so the chain ends before it.
  Plan plan = PlanOf(R"(func.func @main(%a: tensor<2x3x16xf32>, %b: tensor<16x5xf32>, %c: tensor<5xf32>,
    %d: tensor<2x1x5xf32>) -> tensor<2x3x5xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [2] x [0] : (tensor<2x3x16xf32>, tensor<16x5xf32>) -> tensor<2x3x5xf32>
  %cb = stablehlo.broadcast_in_dim %c, dims = [2] : (tensor<5xf32>) -> tensor<2x3x5xf32>
  %1 = stablehlo.add %0, %cb : tensor<2x3x5xf32>
  %db = stablehlo.broadcast_in_dim %d, dims = [0, 1, 2] : (tensor<2x1x5xf32>) -> tensor<2x3x5xf32>
  %2 = stablehlo.add %1, %db : tensor<2x3x5xf32>
  func.return %2 : tensor<2x3x5xf32>
})");
  ASSERT_EQ(plan.calls.size(), 1u);
  EXPECT_EQ(plan.calls[0], "stablehlo.dot_general + stablehlo.add (%arg0, %arg1, %arg2)");
  EXPECT_EQ(plan.absorbed, (std::vector<std::string>{"stablehlo.dot_general", "stablehlo.broadcast_in_dim",
                                                     "stablehlo.add"}));
}

TEST(LibraryCalls, OperandNotInMemoryYetGoesToTheLaterCall) {
  SKIP_WITHOUT_DNNL();
  // %2 adds two products: the first call cannot read the second's result, computed after it; the second
  // call reads the first's. %6 adds %5, which the fourth dot's chain may absorb (so it may be in no
  // memory): the third dot's chain takes none of it, and the fourth's goes on through %6.
  Plan plan = PlanOf(R"(func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x8xf32>,
    %d: tensor<8x16xf32>, %e: tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %1 = stablehlo.dot_general %c, %d, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %2 = stablehlo.add %0, %1 : tensor<4x16xf32>
  %3 = stablehlo.dot_general %a, %d, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %4 = stablehlo.dot_general %c, %b, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %5 = stablehlo.add %4, %e : tensor<4x16xf32>
  %6 = stablehlo.add %3, %5 : tensor<4x16xf32>
  func.return %2, %6 : tensor<4x16xf32>, tensor<4x16xf32>
})");
  EXPECT_EQ(plan.calls, (std::vector<std::string>{
                            "stablehlo.dot_general (%arg0, %arg1)",
                            "stablehlo.dot_general + stablehlo.add (%arg2, %arg3, stablehlo.dot_general)",
                            "stablehlo.dot_general (%arg0, %arg3)",
                            "stablehlo.dot_general + stablehlo.add + stablehlo.add (%arg2, %arg1, %arg4, "
                            "stablehlo.dot_general)",
                        }));
}

TEST(LibraryCalls, BroadcastReadElsewhereToo) {
  SKIP_WITHOUT_DNNL();
  // The bias %s is computed, and its broadcast is read by another add as well, so a kernel computes the
  // broadcast (and may compute %s inside it): the call reads the broadcast, which is not absorbed.
  Plan computed = PlanOf(R"(func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<16xf32>,
    %z: tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>) {
  %s = stablehlo.exponential %c : tensor<16xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<16xf32>) -> tensor<4x16xf32>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %1 = stablehlo.add %0, %sb : tensor<4x16xf32>
  %2 = stablehlo.add %sb, %z : tensor<4x16xf32>
  func.return %1, %2 : tensor<4x16xf32>, tensor<4x16xf32>
})");
  EXPECT_EQ(computed.calls,
            (std::vector<std::string>{
                "stablehlo.dot_general + stablehlo.add (%arg0, %arg1, stablehlo.broadcast_in_dim)"}));
  EXPECT_EQ(computed.absorbed, (std::vector<std::string>{"stablehlo.dot_general", "stablehlo.add"}));
  // An argument is in memory whatever reads its broadcast: the call reads it.
  Plan argument = PlanOf(R"(func.func @main(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<16xf32>,
    %z: tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>) {
  %sb = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<16xf32>) -> tensor<4x16xf32>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  %1 = stablehlo.add %0, %sb : tensor<4x16xf32>
  %2 = stablehlo.add %sb, %z : tensor<4x16xf32>
  func.return %1, %2 : tensor<4x16xf32>, tensor<4x16xf32>
})");
  EXPECT_EQ(argument.calls,
            (std::vector<std::string>{"stablehlo.dot_general + stablehlo.add (%arg0, %arg1, %arg2)"}));
  EXPECT_EQ(argument.absorbed, (std::vector<std::string>{"stablehlo.dot_general", "stablehlo.add"}));
}

TEST(LibraryCalls, WhichStepsAreAbsorbed) {
  SKIP_WITHOUT_DNNL();
  auto epilogue = [](const std::string& body, const std::string& type = "f32") {
    const std::string r = "tensor<4x16x" + type + ">";
    return PlanOf("func.func @main(%a: tensor<4x8x" + type + ">, %b: tensor<8x16x" + type + ">, %c: " + r +
                  ") -> " + r +
                  " {\n  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8x" +
                  type + ">, tensor<8x16x" + type + ">) -> " + r + "\n" + body + "  func.return %1 : " + r +
                  "\n}\n")
        .calls;
  };
  const std::vector<std::string> lone_dot{"stablehlo.dot_general (%arg0, %arg1)"};
  // tanh is taken (oneDNN's computes StableHLO's) where oneDNN's product applies it fast
  // (DnnlDotTakesTanh), else the call ends before it; maximum (relu) and the other activations stay
  // kernels: oneDNN's differ from StableHLO's on NaN or below the normal range.
  EXPECT_EQ(
      epilogue(
          "  %t = stablehlo.tanh %0 : tensor<4x16xf32>\n  %1 = stablehlo.add %t, %c : tensor<4x16xf32>\n"),
      DnnlDotTakesTanh() ? std::vector<std::string>{"stablehlo.dot_general + stablehlo.tanh + stablehlo.add "
                                                    "(%arg0, %arg1, %arg2)"}
                         : lone_dot);
  EXPECT_EQ(epilogue("  %1 = stablehlo.maximum %0, %c : tensor<4x16xf32>\n"), lone_dot);
  EXPECT_EQ(epilogue("  %1 = stablehlo.logistic %0 : tensor<4x16xf32>\n"), lone_dot);
  EXPECT_EQ(epilogue("  %1 = stablehlo.exponential %0 : tensor<4x16xf32>\n"), lone_dot);
  // c - x is no post-op.
  EXPECT_EQ(epilogue("  %1 = stablehlo.subtract %c, %0 : tensor<4x16xf32>\n"), lone_dot);
  // The result read twice.
  EXPECT_EQ(epilogue("  %1 = stablehlo.add %0, %0 : tensor<4x16xf32>\n"), lone_dot);
  // Integer results: oneDNN's post-ops compute in f32 (and int8 products are taken on CPUs with VNNI).
  const std::vector<std::string> int8 =
      PlanOf(
          R"(func.func @main(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xi8>, tensor<8x16xi8>) -> tensor<4x16xi32>
  %1 = stablehlo.add %0, %c : tensor<4x16xi32>
  func.return %1 : tensor<4x16xi32>
})")
          .calls;
  EXPECT_TRUE(int8.empty() || int8 == lone_dot);
}

// A requantization after an int8 product: the zero point's correction (an i32 constant), the conversion
// to f32, the scales, the rounding and the saturating conversion to i8, as lower-quantized writes them.
std::string Requantization(int64_t k, const std::string& scale) {
  const std::string K = std::to_string(k);
  return R"(func.func @main(%a: tensor<64x)" + K + R"(xi8>, %b: tensor<)" + K +
         R"(x16xi8>, %s: tensor<f32>) -> tensor<64x16xi8> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x)" +
         K + R"(xi8>, tensor<)" + K + R"(x16xi8>) -> tensor<64x16xi32>
  %z = stablehlo.constant dense<[3, -5, 7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]> : tensor<16xi32>
  %zb = stablehlo.broadcast_in_dim %z, dims = [1] : (tensor<16xi32>) -> tensor<64x16xi32>
  %1 = stablehlo.subtract %0, %zb : tensor<64x16xi32>
  %2 = stablehlo.convert %1 : (tensor<64x16xi32>) -> tensor<64x16xf32>
  %m = stablehlo.constant dense<1.5e-04> : tensor<64x16xf32>
  %3 = stablehlo.multiply %2, %m : tensor<64x16xf32>
  %d = )" +
         scale + R"(
  %4 = stablehlo.divide %3, %d : tensor<64x16xf32>
  %5 = stablehlo.round_nearest_even %4 : tensor<64x16xf32>
  %6 = stablehlo.convert %5 : (tensor<64x16xf32>) -> tensor<64x16xi8>
  func.return %6 : tensor<64x16xi8>
})";
}

TEST(LibraryCalls, Int8ProductAbsorbsItsRequantization) {
  SKIP_WITHOUT_DNNL();
  const std::string constant = "stablehlo.constant dense<0.02> : tensor<64x16xf32>";
  const std::string argument =
      "stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<64x16xf32>";
  // Without 8-bit dot-product instructions oneDNN takes no int8 product (dnnl_ops.cc): no call at all.
  const Plan whole = PlanOf(Requantization(32, constant));
  if (whole.calls.empty()) GTEST_SKIP() << "oneDNN runs no int8 product on this CPU";
  // The splat constants are read as one element each (their operands are the constants themselves).
  EXPECT_EQ(whole.calls,
            (std::vector<std::string>{
                "stablehlo.dot_general + stablehlo.subtract + stablehlo.convert + stablehlo.multiply + "
                "stablehlo.divide + stablehlo.round_nearest_even + stablehlo.convert (%arg0, %arg1, "
                "stablehlo.constant, stablehlo.constant, stablehlo.constant)"}));
  // A scale that is not a constant might be 0 or NaN, where oneDNN's saturation differs from convert's:
  // the final conversion stays a kernel.
  EXPECT_EQ(PlanOf(Requantization(32, argument)).calls,
            (std::vector<std::string>{"stablehlo.dot_general + stablehlo.subtract + stablehlo.convert + "
                                      "stablehlo.multiply + stablehlo.divide + stablehlo.round_nearest_even "
                                      "(%arg0, %arg1, stablehlo.constant, stablehlo.constant, %arg2)"}));
  // Sums over 2048 products may pass 2^24, where f32 would round the correction's subtract: nothing is
  // absorbed.
  EXPECT_EQ(PlanOf(Requantization(2048, constant)).calls,
            (std::vector<std::string>{"stablehlo.dot_general (%arg0, %arg1)"}));
}

TEST(LibraryCalls, ConvolutionAbsorbsBatchNorm) {
  SKIP_WITHOUT_DNNL();
  Plan plan = PlanOf(R"(func.func @main(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>, %m: tensor<4xf32>,
    %s: tensor<4xf32>) -> tensor<1x8x8x4xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32>
  %mb = stablehlo.broadcast_in_dim %m, dims = [3] : (tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %1 = stablehlo.subtract %0, %mb : tensor<1x8x8x4xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [3] : (tensor<4xf32>) -> tensor<1x8x8x4xf32>
  %2 = stablehlo.multiply %1, %sb : tensor<1x8x8x4xf32>
  func.return %2 : tensor<1x8x8x4xf32>
})");
  EXPECT_EQ(
      plan.calls,
      (std::vector<std::string>{
          "stablehlo.convolution + stablehlo.subtract + stablehlo.multiply (%arg0, %arg1, %arg2, %arg3)"}));
}

}  // namespace
}  // namespace hlx::cpu
