// OpEvaluator::EvaluateElementwise: an elementwise op of a module evaluated on operands of another shape.
#include "interp/evaluator.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "parse/text_reader.h"

namespace hlx {
namespace {

const char* const kProgram = R"(
func.func @main(%x: tensor<2x3xbf16>, %y: tensor<2x3xbf16>) -> (tensor<2x3xbf16>, tensor<2xbf16>) {
  %s = stablehlo.add %x, %y : tensor<2x3xbf16>
  %zero = stablehlo.constant dense<0.0> : tensor<bf16>
  %r = stablehlo.reduce(%s init: %zero) applies stablehlo.add across dimensions = [1]
      : (tensor<2x3xbf16>, tensor<bf16>) -> tensor<2xbf16>
  return %s, %r : tensor<2x3xbf16>, tensor<2xbf16>
}
)";

struct Fixture {
  std::unique_ptr<Module> module;
  std::unique_ptr<OpEvaluator> evaluator;
  OpRunState run;
  const Op* op(int i) const { return FuncBody(*module->LookupFunc("main")).ops()[i].get(); }
  Tensor Floats(int64_t n, double first) const {
    std::vector<double> values;
    for (int64_t i = 0; i < n; ++i) values.push_back(first + static_cast<double>(i));
    return MakeFloats(module->types().Tensor({n}, ElementType::kBF16), values);
  }
};

Fixture Load() {
  StatusOr<std::unique_ptr<Module>> module = ParseModule(kProgram, "<test>");
  EXPECT_TRUE(module.ok()) << module.status().message();
  Fixture f;
  if (!module.ok()) return f;
  f.module = std::move(*module);
  f.evaluator = std::make_unique<OpEvaluator>(*f.module, EvalOptions());
  return f;
}

TEST(EvaluateElementwiseTest, ResultsTakeTheOperandsShape) {
  Fixture f = Load();
  ASSERT_TRUE(f.module);
  const Tensor args[] = {f.Floats(5, 1.0), f.Floats(5, 0.5)};
  StatusOr<std::vector<Tensor>> sum = f.evaluator->EvaluateElementwise(*f.op(0), args, f.run);
  ASSERT_TRUE(sum.ok()) << sum.status().message();
  ASSERT_EQ(sum->size(), 1u);
  EXPECT_EQ((*sum)[0].type(), f.module->types().Tensor({5}, ElementType::kBF16));
  EXPECT_EQ(ReadFloats((*sum)[0]), (std::vector<double>{1.5, 3.5, 5.5, 7.5, 9.5}));
}

TEST(EvaluateElementwiseTest, RefusesOtherOpsAndMixedShapes) {
  Fixture f = Load();
  ASSERT_TRUE(f.module);
  const Tensor mixed[] = {f.Floats(5, 1.0), f.Floats(4, 0.5)};
  StatusOr<std::vector<Tensor>> sum = f.evaluator->EvaluateElementwise(*f.op(0), mixed, f.run);
  ASSERT_FALSE(sum.ok());
  EXPECT_NE(
      sum.status().message().find("'stablehlo.add' evaluated elementwise on operands of different shapes"),
      std::string::npos)
      << sum.status().message();
  const Tensor args[] = {f.Floats(6, 1.0), f.Floats(1, 0.0)};
  StatusOr<std::vector<Tensor>> reduced = f.evaluator->EvaluateElementwise(*f.op(2), args, f.run);
  ASSERT_FALSE(reduced.ok());
  EXPECT_NE(reduced.status().message().find("<test>:5:3: error: 'stablehlo.reduce' is not an elementwise op"),
            std::string::npos)
      << reduced.status().message();
}

}  // namespace
}  // namespace hlx
