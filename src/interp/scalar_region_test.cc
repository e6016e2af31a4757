// ScalarRegion checked against the general evaluator: each body is written as a function of scalars,
// which RunFunction runs op by op on scalar tensors, and which also runs as compiled scalar code on the
// same elements. Elements are random bits, small values and specials (NaN, infinities, -0, wrapping
// integers); the results must be the same bytes.
#include "interp/scalar_region.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "interp/evaluator.h"
#include "parse/test_module.h"
#include "parse/text_reader.h"

namespace hlx {
namespace {

std::string ReplaceAll(std::string text, std::string_view from, std::string_view to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

std::string Hex(std::string_view bytes) {
  std::string s;
  for (unsigned char c : bytes) {
    s += "0123456789abcdef"[c >> 4];
    s += "0123456789abcdef"[c & 15];
  }
  return s;
}

// A real element of `e` at `p`: its bits at random, a special value, or a small value.
void RandomReal(ElementType e, std::mt19937_64& rng, char* p) {
  static constexpr double kSpecial[] = {0.0,      -0.0,      1.0, -1.0, 0.5,  3.0,
                                        INFINITY, -INFINITY, NAN, -NAN, 1e30, -1e-30};
  switch (rng() % 3) {
    case 0: {
      const uint64_t bits = rng();
      std::memcpy(p, &bits, ElementStorageBytes(e));
      return;
    }
    case 1:
      StoreFloat(e, p, kSpecial[rng() % std::size(kSpecial)]);
      return;
    default:
      StoreFloat(e, p, std::ldexp(static_cast<double>(rng() % 2001) - 1000, -6));
  }
}

std::string RandomElement(ElementType e, std::mt19937_64& rng) {
  std::string bytes(ElementStorageBytes(e), '\0');
  if (IsBool(e) || IsInteger(e)) {
    const int64_t v = (rng() & 1) ? static_cast<int64_t>(rng()) : static_cast<int64_t>(rng() % 17) - 8;
    StoreInt(e, bytes.data(), v);
  } else if (IsFloat(e)) {
    RandomReal(e, rng, bytes.data());
  } else {
    const ElementType part = ComplexPartType(e);
    RandomReal(part, rng, bytes.data());
    RandomReal(part, rng, bytes.data() + ElementStorageBytes(part));
  }
  return bytes;
}

std::optional<ScalarRegion> CompileMain(const Module& module) {
  const Op& main = *module.LookupFunc("main");
  const Block& body = FuncBody(main);
  std::vector<ElementType> args, results;
  for (int i = 0; i < body.num_args(); ++i) args.push_back(body.arg(i)->type().element_type().element());
  for (int i = 0; i < body.back()->num_operands(); ++i)
    results.push_back(body.back()->operand(i)->type().element_type().element());
  return ScalarRegion::Compile(*main.region(0), args, results);
}

// Runs @main of `text` both ways on `samples` random argument lists and expects the same bytes.
void ExpectSameAsEvaluator(const std::string& text, int samples = 400) {
  std::unique_ptr<Module> module = ParseTestModule(text, Verify::kNo);
  ASSERT_NE(module, nullptr);
  std::optional<ScalarRegion> scalar = CompileMain(*module);
  ASSERT_TRUE(scalar.has_value()) << "does not compile:\n" << text;
  const Block& body = FuncBody(*module->LookupFunc("main"));
  std::mt19937_64 rng(7);
  int64_t mismatches = 0;
  for (int s = 0; s < samples; ++s) {
    std::vector<Tensor> args;
    std::vector<const char*> arg_data;
    std::string shown;
    for (int i = 0; i < body.num_args(); ++i) {
      const Type type = body.arg(i)->type();
      args.push_back(Tensor::FromBytes(type, RandomElement(type.element_type().element(), rng)));
      shown += " " + FormatElement(args.back(), 0);
    }
    for (const Tensor& t : args) arg_data.push_back(t.data());
    StatusOr<RunResult> want = RunFunction(*module, "main", args, EvalOptions());
    ASSERT_TRUE(want.ok()) << want.status().message();
    const std::vector<Tensor>& outputs = want->outputs[0];
    std::vector<std::string> got;
    std::vector<char*> got_data;
    for (const Tensor& t : outputs) got.emplace_back(t.bytes().size(), '\x5a');
    for (std::string& g : got) got_data.push_back(g.data());
    scalar->Run(arg_data, got_data);
    for (size_t r = 0; r < outputs.size(); ++r)
      if (Hex(got[r]) != Hex(outputs[r].bytes()) && ++mismatches <= 3)
        ADD_FAILURE() << "arguments" << shown << ": result " << r << " is " << Hex(got[r]) << ", evaluator "
                      << Hex(outputs[r].bytes()) << " (" << FormatElement(outputs[r], 0) << ")\n"
                      << text;
  }
  EXPECT_EQ(mismatches, 0);
}

// Element types spelled as in MLIR.
const char* const kFloats[] = {"f32", "f64", "bf16", "f16"};
const char* const kInts[] = {"i32", "ui8", "i8", "i64", "ui32"};
const char* const kComplexes[] = {"complex<f32>", "complex<f64>"};

// A function of two $T arguments returning one $T.
std::string Binary(std::string_view body, std::string_view type) {
  return ReplaceAll(
      "func.func @main(%a: tensor<$T>, %b: tensor<$T>) -> tensor<$T> {\n" + std::string(body) + "\n}\n", "$T",
      type);
}

TEST(ScalarRegion, ArithmeticChainsMatchTheEvaluator) {
  const std::string body = R"(
  %0 = stablehlo.multiply %a, %b : tensor<$T>
  %1 = stablehlo.add %0, %a : tensor<$T>
  %2 = stablehlo.subtract %1, %b : tensor<$T>
  %3 = stablehlo.divide %2, %b : tensor<$T>
  %4 = stablehlo.remainder %3, %a : tensor<$T>
  return %4 : tensor<$T>)";
  for (const char* t : kFloats) ExpectSameAsEvaluator(Binary(body, t));
  for (const char* t : kInts) ExpectSameAsEvaluator(Binary(body, t));
  for (const char* t : kComplexes) ExpectSameAsEvaluator(Binary(body, t));
}

TEST(ScalarRegion, MaxMinPowerAtan2MatchTheEvaluator) {
  const std::string body = R"(
  %0 = stablehlo.maximum %a, %b : tensor<$T>
  %1 = stablehlo.minimum %0, %b : tensor<$T>
  %2 = stablehlo.power %1, %a : tensor<$T>
  %3 = stablehlo.atan2 %2, %b : tensor<$T>
  %4 = stablehlo.maximum %3, %a : tensor<$T>
  return %4 : tensor<$T>)";
  for (const char* t : kFloats) ExpectSameAsEvaluator(Binary(body, t));
  const std::string int_body = R"(
  %0 = stablehlo.maximum %a, %b : tensor<$T>
  %1 = stablehlo.minimum %0, %a : tensor<$T>
  %2 = stablehlo.power %b, %1 : tensor<$T>
  return %2 : tensor<$T>)";
  for (const char* t : kInts) ExpectSameAsEvaluator(Binary(int_body, t));
}

TEST(ScalarRegion, NegateNotAbsMatchTheEvaluator) {
  const std::string body = R"(
  %0 = stablehlo.negate %a : tensor<$T>
  %1 = stablehlo.abs %b : tensor<$T>
  %2 = stablehlo.add %0, %1 : tensor<$T>
  %3 = stablehlo.negate %2 : tensor<$T>
  return %3 : tensor<$T>)";
  for (const char* t : kFloats) ExpectSameAsEvaluator(Binary(body, t));
  for (const char* t : kInts) ExpectSameAsEvaluator(Binary(body, t));
  ExpectSameAsEvaluator(Binary(body, "i1"));
  ExpectSameAsEvaluator(Binary(R"(
  %0 = stablehlo.not %a : tensor<$T>
  %1 = stablehlo.xor %0, %b : tensor<$T>
  %2 = stablehlo.not %1 : tensor<$T>
  return %2 : tensor<$T>)",
                               "i1"));
  for (const char* t : kInts)
    ExpectSameAsEvaluator(Binary(R"(
  %0 = stablehlo.not %a : tensor<$T>
  %1 = stablehlo.abs %0 : tensor<$T>
  %2 = stablehlo.multiply %1, %b : tensor<$T>
  return %2 : tensor<$T>)",
                                 t));
  for (const char* part : {"f32", "f64"})
    ExpectSameAsEvaluator(
        ReplaceAll(R"(func.func @main(%a: tensor<complex<$T>>) -> (tensor<$T>, tensor<complex<$T>>) {
  %0 = stablehlo.abs %a : (tensor<complex<$T>>) -> tensor<$T>
  %1 = stablehlo.negate %a : tensor<complex<$T>>
  return %0, %1 : tensor<$T>, tensor<complex<$T>>
})",
                   "$T", part));
}

TEST(ScalarRegion, BitwiseOpsMatchTheEvaluator) {
  const std::string body = R"(
  %0 = stablehlo.and %a, %b : tensor<$T>
  %1 = stablehlo.or %0, %a : tensor<$T>
  %2 = stablehlo.xor %1, %b : tensor<$T>
  %3 = stablehlo.shift_left %2, %b : tensor<$T>
  %4 = stablehlo.shift_right_logical %3, %a : tensor<$T>
  %5 = stablehlo.shift_right_arithmetic %4, %b : tensor<$T>
  %6 = stablehlo.add %5, %2 : tensor<$T>
  return %6 : tensor<$T>)";
  for (const char* t : kInts) ExpectSameAsEvaluator(Binary(body, t));
  const std::string bool_body = R"(
  %0 = stablehlo.and %a, %b : tensor<$T>
  %1 = stablehlo.xor %0, %a : tensor<$T>
  %2 = stablehlo.add %1, %b : tensor<$T>
  %3 = stablehlo.multiply %2, %a : tensor<$T>
  %4 = stablehlo.subtract %3, %b : tensor<$T>
  %5 = stablehlo.or %4, %0 : tensor<$T>
  return %5 : tensor<$T>)";
  ExpectSameAsEvaluator(Binary(bool_body, "i1"));
}

TEST(ScalarRegion, ComparesInEveryDirectionMatchTheEvaluator) {
  for (const char* dir : {"EQ", "NE", "LT", "LE", "GT", "GE"}) {
    for (const char* t : kFloats)
      for (const char* kind : {"FLOAT", "TOTALORDER"})
        ExpectSameAsEvaluator(ReplaceAll(
            ReplaceAll(ReplaceAll(R"(func.func @main(%a: tensor<$T>, %b: tensor<$T>) -> tensor<i1> {
  %0 = stablehlo.compare $D, %a, %b, $K : (tensor<$T>, tensor<$T>) -> tensor<i1>
  return %0 : tensor<i1>
})",
                                  "$T", t),
                       "$D", dir),
            "$K", kind));
    for (const char* t : {"i32", "ui8", "i64", "i1"})
      ExpectSameAsEvaluator(
          ReplaceAll(ReplaceAll(R"(func.func @main(%a: tensor<$T>, %b: tensor<$T>) -> tensor<i1> {
  %0 = stablehlo.compare $D, %a, %b : (tensor<$T>, tensor<$T>) -> tensor<i1>
  return %0 : tensor<i1>
})",
                                "$T", t),
                     "$D", dir));
  }
  ExpectSameAsEvaluator(R"(func.func @main(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>) -> tensor<i1> {
  %0 = stablehlo.compare EQ, %a, %b : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<i1>
  %1 = stablehlo.compare NE, %b, %a : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<i1>
  %2 = stablehlo.xor %0, %1 : tensor<i1>
  return %2 : tensor<i1>
})");
}

TEST(ScalarRegion, VariadicArgmaxBodiesMatchTheEvaluator) {
  const std::string body =
      R"(func.func @main(%a: tensor<$T>, %ai: tensor<$I>, %c: tensor<$T>, %ci: tensor<$I>) -> (tensor<$T>, tensor<$I>) {
  %gt = stablehlo.compare GT, %a, %c : (tensor<$T>, tensor<$T>) -> tensor<i1>
  %nan = stablehlo.compare NE, %a, %a : (tensor<$T>, tensor<$T>) -> tensor<i1>
  %pick = stablehlo.or %gt, %nan : tensor<i1>
  %eq = stablehlo.compare EQ, %a, %c : (tensor<$T>, tensor<$T>) -> tensor<i1>
  %lower = stablehlo.compare LT, %ai, %ci : (tensor<$I>, tensor<$I>) -> tensor<i1>
  %tie = stablehlo.and %eq, %lower : tensor<i1>
  %keep = stablehlo.or %pick, %tie : tensor<i1>
  %rv = stablehlo.select %keep, %a, %c : tensor<i1>, tensor<$T>
  %ri = stablehlo.select %keep, %ai, %ci : tensor<i1>, tensor<$I>
  return %rv, %ri : tensor<$T>, tensor<$I>
})";
  for (const char* t : kFloats)
    for (const char* i : {"i32", "ui8", "i64"})
      ExpectSameAsEvaluator(ReplaceAll(ReplaceAll(body, "$T", t), "$I", i));
  for (const char* t : kInts) ExpectSameAsEvaluator(ReplaceAll(ReplaceAll(body, "$T", t), "$I", "i32"));
}

TEST(ScalarRegion, ConvertsAndConstantsMatchTheEvaluator) {
  ExpectSameAsEvaluator(
      R"(func.func @main(%a: tensor<f32>, %b: tensor<bf16>) -> (tensor<ui8>, tensor<f64>, tensor<i1>) {
  %0 = stablehlo.convert %a : (tensor<f32>) -> tensor<bf16>
  %1 = stablehlo.add %0, %b : tensor<bf16>
  %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<i32>
  %k = stablehlo.constant dense<-7> : tensor<i32>
  %3 = stablehlo.multiply %2, %k : tensor<i32>
  %4 = stablehlo.convert %3 : (tensor<i32>) -> tensor<ui8>
  %5 = stablehlo.convert %3 : (tensor<i32>) -> tensor<f64>
  %h = stablehlo.constant dense<0.1> : tensor<f64>
  %6 = stablehlo.add %5, %h : tensor<f64>
  %7 = stablehlo.convert %a : (tensor<f32>) -> tensor<i1>
  return %4, %6, %7 : tensor<ui8>, tensor<f64>, tensor<i1>
})");
  ExpectSameAsEvaluator(
      R"(func.func @main(%a: tensor<complex<f64>>, %b: tensor<i64>) -> (tensor<f32>, tensor<complex<f32>>) {
  %0 = stablehlo.convert %a : (tensor<complex<f64>>) -> tensor<f32>
  %1 = stablehlo.convert %b : (tensor<i64>) -> tensor<complex<f32>>
  %2 = stablehlo.convert %a : (tensor<complex<f64>>) -> tensor<complex<f32>>
  %3 = stablehlo.add %1, %2 : tensor<complex<f32>>
  return %0, %3 : tensor<f32>, tensor<complex<f32>>
})");
  ExpectSameAsEvaluator(
      R"(func.func @main(%a: tensor<ui32>, %b: tensor<i1>) -> (tensor<bf16>, tensor<f16>, tensor<i8>) {
  %0 = stablehlo.convert %a : (tensor<ui32>) -> tensor<bf16>
  %1 = stablehlo.convert %a : (tensor<ui32>) -> tensor<f16>
  %2 = stablehlo.convert %b : (tensor<i1>) -> tensor<i8>
  return %0, %1, %2 : tensor<bf16>, tensor<f16>, tensor<i8>
})",
      1);
}

TEST(ScalarRegion, ArgumentsReturnedAsTheyAre) {
  // A body that returns its arguments copies their bytes, NaN payloads included.
  ExpectSameAsEvaluator(R"(func.func @main(%a: tensor<f32>, %b: tensor<bf16>) -> (tensor<bf16>, tensor<f32>) {
  return %b, %a : tensor<bf16>, tensor<f32>
})");
}

TEST(ScalarRegion, ConstantsDefinedOutsideTheRegion) {
  // CSE leaves a reduce body reading the function's `false`: it compiles as a constant of the body. A
  // body reading another value of the function (the init) does not compile.
  std::unique_ptr<Module> module = ParseTestModule(R"(
func.func @main(%x: tensor<4xi1>, %z: tensor<i1>) -> (tensor<i1>, tensor<i1>) {
  %f = stablehlo.constant dense<false> : tensor<i1>
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
    reducer(%a: tensor<i1>, %b: tensor<i1>) {
    %t = stablehlo.constant dense<true> : tensor<i1>
    %o = stablehlo.or %a, %b : tensor<i1>
    %s = stablehlo.select %o, %t, %f : tensor<i1>, tensor<i1>
    stablehlo.return %s : tensor<i1>
  }
  %1 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
    reducer(%a: tensor<i1>, %b: tensor<i1>) {
    %o = stablehlo.or %a, %b : tensor<i1>
    %s = stablehlo.select %o, %o, %z : tensor<i1>, tensor<i1>
    stablehlo.return %s : tensor<i1>
  }
  return %0, %1 : tensor<i1>, tensor<i1>
})",
                                                   Verify::kNo);
  ASSERT_NE(module, nullptr);
  const auto& ops = FuncBody(*module->LookupFunc("main")).ops();
  const ElementType i1 = ElementType::kI1;
  const ElementType args[] = {i1, i1};
  std::optional<ScalarRegion> scalar = ScalarRegion::Compile(*ops[1]->region(0), args, {&i1, 1});
  ASSERT_TRUE(scalar.has_value());
  for (char a = 0; a < 2; ++a)
    for (char b = 0; b < 2; ++b) {
      const char* in[] = {&a, &b};
      char out = 5;
      char* outs[] = {&out};
      scalar->Run(in, outs);
      EXPECT_EQ(out, a | b);
    }
  EXPECT_FALSE(ScalarRegion::Compile(*ops[2]->region(0), args, {&i1, 1}).has_value());
}

TEST(ScalarRegion, OtherBodiesDoNotCompile) {
  const char* const bodies[] = {
      // An op outside the subset.
      R"(func.func @main(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.exponential %a : tensor<f32>
  return %0 : tensor<f32>
})",
      // Ranked values.
      R"(func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %b : tensor<2xf32>
  return %0 : tensor<2xf32>
})",
      // atan2 on integers is not defined.
      R"(func.func @main(%a: tensor<i32>, %b: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.atan2 %a, %b : tensor<i32>
  return %0 : tensor<i32>
})",
  };
  for (const char* text : bodies) {
    std::unique_ptr<Module> module = ParseTestModule(text, Verify::kNo);
    ASSERT_NE(module, nullptr);
    const Block& body = FuncBody(*module->LookupFunc("main"));
    if (!body.arg(0)->type().element_type().IsElement()) continue;
    EXPECT_FALSE(CompileMain(*module).has_value()) << text;
  }
  // Argument or result types other than the body's.
  std::unique_ptr<Module> module = ParseTestModule(
      Binary("  %0 = stablehlo.add %a, %b : tensor<$T>\n  return %0 : tensor<$T>", "f32"), Verify::kNo);
  ASSERT_NE(module, nullptr);
  const Region& region = *module->LookupFunc("main")->region(0);
  const ElementType f32 = ElementType::kF32, f64 = ElementType::kF64;
  const ElementType f32s[2] = {f32, f32}, mixed[2] = {f32, f64};
  EXPECT_TRUE(ScalarRegion::Compile(region, f32s, {&f32, 1}).has_value());
  EXPECT_FALSE(ScalarRegion::Compile(region, mixed, {&f32, 1}).has_value());
  EXPECT_FALSE(ScalarRegion::Compile(region, f32s, {&f64, 1}).has_value());
  EXPECT_FALSE(ScalarRegion::Compile(region, f32s, {}).has_value());
}

}  // namespace
}  // namespace hlx
