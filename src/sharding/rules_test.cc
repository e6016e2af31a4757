#include "sharding/rules.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "parse/text_reader.h"

namespace hlx {
namespace {

// The rule of the first op of @main in `body` (the function's body text), as Shardy writes rules.
std::string RuleOf(const std::string& signature, const std::string& body) {
  const std::string text = "func.func @main" + signature + " {\n" + body + "\n}\n";
  StatusOr<std::unique_ptr<Module>> module = ParseModule(text, "test.mlir");
  EXPECT_TRUE(module.ok()) << module.status().message();
  if (!module.ok()) return "";
  const Op& op = *FuncBody(*(*module)->LookupFunc("main")).ops().front();
  StatusOr<std::optional<ShardingRule>> rule = GetShardingRule(**module, op);
  EXPECT_TRUE(rule.ok()) << rule.status().message();
  return rule.ok() && *rule ? (*rule)->ToString() : "none";
}

TEST(ShardingRules, Reshape) {
  // Merged and split dimensions make compound factors.
  EXPECT_EQ(
      RuleOf(
          "(%a: tensor<6x4xf32>) -> tensor<2x12xf32>",
          "%0 = stablehlo.reshape %a : (tensor<6x4xf32>) -> tensor<2x12xf32>\nreturn %0 : tensor<2x12xf32>"),
      "([ij, k])->([i, jk]) {i=2, j=3, k=4}");
  // Dimensions that do not share a factor: each side its own until they meet.
  EXPECT_EQ(
      RuleOf("(%a: tensor<2x3xf32>) -> tensor<3x2xf32>",
             "%0 = stablehlo.reshape %a : (tensor<2x3xf32>) -> tensor<3x2xf32>\nreturn %0 : tensor<3x2xf32>"),
      "([i, k])->([j, l]) {i=2, j=3, k=3, l=2}");
  // Size-1 dimensions have factors of their own.
  EXPECT_EQ(
      RuleOf("(%a: tensor<1x8xf32>) -> tensor<8x1xf32>",
             "%0 = stablehlo.reshape %a : (tensor<1x8xf32>) -> tensor<8x1xf32>\nreturn %0 : tensor<8x1xf32>"),
      "([i, j])->([j, k]) {i=1, j=8, k=1}");
}

TEST(ShardingRules, Contractions) {
  EXPECT_EQ(
      RuleOf(
          "(%a: tensor<4x8x16xf32>, %b: tensor<4x16x32xf32>) -> tensor<4x8x32xf32>",
          "%0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : "
          "(tensor<4x8x16xf32>, tensor<4x16x32xf32>) -> tensor<4x8x32xf32>\nreturn %0 : tensor<4x8x32xf32>"),
      "([i, j, l], [i, l, k])->([i, j, k]) {i=4, j=8, k=32, l=16} reduction={l}");
  EXPECT_EQ(RuleOf("(%a: tensor<8x16xf32>) -> tensor<8xf32>",
                   "%z = stablehlo.constant dense<0.0> : tensor<f32>\nreturn %z : tensor<f32>"),
            "none");
}

TEST(ShardingRules, ShapeOps) {
  EXPECT_EQ(
      RuleOf("(%a: tensor<8x1xf32>) -> tensor<4x8x16xf32>",
             "%0 = stablehlo.broadcast_in_dim %a, dims = [1, 2] : (tensor<8x1xf32>) -> tensor<4x8x16xf32>\n"
             "return %0 : tensor<4x8x16xf32>"),
      "([j, k])->([i, j, l]) {i=4, j=8, k=1, l=16}");
  EXPECT_EQ(RuleOf("(%a: tensor<8x16xf32>) -> tensor<4x16xf32>",
                   "%0 = stablehlo.slice %a [2:6, 0:16] : (tensor<8x16xf32>) -> tensor<4x16xf32>\n"
                   "return %0 : tensor<4x16xf32>"),
            "([i, j])->([i, j]) {i=4, j=16} permutation={i}");
  EXPECT_EQ(RuleOf("(%a: tensor<8x16xf32>) -> tensor<16x8xf32>",
                   "%0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>\n"
                   "return %0 : tensor<16x8xf32>"),
            "([j, i])->([i, j]) {i=16, j=8}");
}

TEST(ShardingRules, ParsesShardyText) {
  StatusOr<ShardingRule> rule = ParseShardingRule(
      "#sdy.op_sharding_rule<([ij, k], [k])->([i, j]) {i=2, j=3, k=4} reduction={k}, custom>", {2, 1}, {2});
  ASSERT_TRUE(rule.ok()) << rule.status().message();
  EXPECT_TRUE(rule->custom);
  EXPECT_EQ(rule->ToString(), "([ij, k], [k])->([i, j]) {i=2, j=3, k=4} reduction={k}, custom");
  EXPECT_FALSE(ParseShardingRule("#sdy.op_sharding_rule<([i])->([i]) {i=2}>", {2}, {1}).ok());
}

}  // namespace
}  // namespace hlx
