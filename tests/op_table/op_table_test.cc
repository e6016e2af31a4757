// Every op of ops.def through every table that names it: its name and pretty form's keyword resolve, an
// example of it (examples.mlir, beside this file) verifies, prints in its pretty form and reads back to
// the same text (also from the generic form), runs on the evaluator, and runs on the CPU backend with the
// evaluator's results; where the kernel emitter says it computes the op, the op became a kernel, and
// where it does not, the backend's fallback ran it. A failure names the op, or the example's line and
// ops.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "interp/evaluator.h"
#include "interp/tensor.h"
#include "ir/ops.h"
#include "ir/printer.h"
#include "ir/verifier.h"
#include "parse/text_reader.h"
#ifdef HLX_HAVE_CPU_BACKEND
#include "backend/cpu/executable.h"
#include "backend/cpu/kernel_emitter.h"
#endif

namespace hlx {
namespace {

struct Example {
  std::string text;
  int first_line = 0;
  std::set<OpKind> kinds;  // every op of the case, nested ones included
};

void CollectKinds(const Block& block, std::set<OpKind>& kinds) {
  for (const auto& op : block.ops()) {
    kinds.insert(op->kind());
    for (int r = 0; r < op->num_regions(); ++r)
      for (int b = 0; b < op->region(r)->num_blocks(); ++b) CollectKinds(*op->region(r)->block(b), kinds);
  }
}

std::string Where(const Example& e) { return "examples.mlir:" + std::to_string(e.first_line); }

std::string Names(const std::set<OpKind>& kinds) {
  std::string out;
  for (OpKind k : kinds) {
    const OpInfo& info = GetOpInfo(k);
    if (info.kind == OpKind::kFunc || info.kind == OpKind::kFuncReturn) continue;
    out += out.empty() ? "" : ", ";
    out += info.name;
  }
  return out;
}

// The cases of examples.mlir, each with the ops it holds (an unreadable case holds none).
const std::vector<Example>& Examples() {
  static const std::vector<Example> examples = [] {
    std::ifstream in(HLX_OP_EXAMPLES);
    std::stringstream stream;
    stream << in.rdbuf();
    const std::string text = stream.str();
    std::vector<Example> out;
    for (const TextCase& c : SplitCases(text)) {
      Example e{std::string(c.text), c.first_line, {}};
      auto module = ParseModule(e.text, "examples.mlir", e.first_line);
      if (module.ok()) CollectKinds((*module)->body(), e.kinds);
      out.push_back(std::move(e));
    }
    return out;
  }();
  return examples;
}

std::unique_ptr<Module> Read(const Example& e) {
  auto module = ParseModule(e.text, "examples.mlir", e.first_line);
  EXPECT_TRUE(module.ok()) << module.status().message();
  return module.ok() ? std::move(*module) : nullptr;
}

// The pseudo-random arguments of @main, the same for every run of one example.
std::vector<Tensor> Arguments(const Module& module, const Example& e) {
  std::vector<Tensor> args;
  const Type type = FuncType(*module.LookupFunc("main"));
  for (size_t i = 0; i < type.types().size(); ++i)
    args.push_back(RandomTensor(type.types()[i], static_cast<uint64_t>(e.first_line) * 31 + i));
  return args;
}

TEST(OpTable, EveryOpResolves) {
  for (int k = 0; k < kNumOpKinds; ++k) {
    const OpKind kind = static_cast<OpKind>(k);
    const OpInfo& info = GetOpInfo(kind);
    SCOPED_TRACE(info.name);
    EXPECT_EQ(info.kind, kind);
    EXPECT_EQ(LookupOp(info.name), &info) << "the reader does not find the op by its name";
    EXPECT_NE(std::string_view(info.name).find('.'), std::string_view::npos) << "a name names its dialect";
    EXPECT_EQ(FamilyOf(kind), info.family);
    EXPECT_NE(std::string(OpFamilyName(info.family)), "");
    const SyntaxKeyword kw = GetSyntaxKeyword(kind);
    EXPECT_EQ(kw.keyword == nullptr, kw.attr == nullptr) << "a keyword without its attribute, or the reverse";
  }
}

TEST(OpTable, EveryOpHasAnExample) {
  std::set<OpKind> covered;
  for (const Example& e : Examples()) covered.insert(e.kinds.begin(), e.kinds.end());
  for (int k = 0; k < kNumOpKinds; ++k)
    if (!covered.count(static_cast<OpKind>(k)))
      ADD_FAILURE() << GetOpInfo(static_cast<OpKind>(k)).name
                    << " has no example in tests/op_table/examples.mlir";
}

TEST(OpTable, ExamplesVerifyAndPrintBack) {
  for (const Example& e : Examples()) {
    SCOPED_TRACE(Where(e) + " (" + Names(e.kinds) + ")");
    std::unique_ptr<Module> module = Read(e);
    if (!module) continue;
    Status verified = VerifyModule(*module);
    EXPECT_TRUE(verified.ok()) << verified.message();
    const std::string pretty = PrintModule(*module);
    // Each op whose pretty form ops.def names prints in it (not as the generic form's quoted name).
    for (OpKind k : e.kinds) {
      const OpInfo& info = GetOpInfo(k);
      if (info.syntax != Syntax::kGeneric) {
        EXPECT_EQ(pretty.find('"' + std::string(info.name) + "\"("), std::string::npos)
            << info.name << " printed in generic form:\n"
            << pretty;
      }
    }
    auto reread = ParseModule(pretty, "pretty.mlir");
    ASSERT_TRUE(reread.ok()) << reread.status().message() << "\n" << pretty;
    EXPECT_EQ(PrintModule(**reread), pretty);
    const std::string generic = PrintModule(*module, {.generic = true});
    auto from_generic = ParseModule(generic, "generic.mlir");
    ASSERT_TRUE(from_generic.ok()) << from_generic.status().message() << "\n" << generic;
    EXPECT_EQ(PrintModule(**from_generic), pretty);
  }
}

TEST(OpTable, EvaluatorRunsEveryExample) {
  for (const Example& e : Examples()) {
    SCOPED_TRACE(Where(e) + " (" + Names(e.kinds) + ")");
    std::unique_ptr<Module> module = Read(e);
    if (!module) continue;
    auto result = RunFunction(*module, "main", Arguments(*module, e), EvalOptions());
    ASSERT_TRUE(result.ok()) << result.status().message();
    EXPECT_TRUE(result->checks.failures.empty()) << result->checks.failures[0];
  }
}

#ifdef HLX_HAVE_CPU_BACKEND
// Whether `actual` holds `expected`'s values: integers exactly, floats (and each part of a complex
// number) within 1e-5 of the larger of 1 and the expected magnitude, NaN where it has NaN.
bool Close(const Tensor& expected, const Tensor& actual, std::string& why) {
  if (expected.type() != actual.type()) {
    why = "type " + actual.type().ToString() + " for " + expected.type().ToString();
    return false;
  }
  if (!expected.is_tensor()) return true;
  const ElementType e = expected.element();
  auto near = [](double want, double got) {
    if (std::isnan(want) || std::isnan(got)) return std::isnan(want) && std::isnan(got);
    if (std::isinf(want) || std::isinf(got)) return want == got;
    return std::fabs(want - got) <= 1e-5 * std::max(1.0, std::fabs(want));
  };
  for (int64_t i = 0; i < expected.num_elements(); ++i) {
    const char* a = expected.data() + i * expected.element_bytes();
    const char* b = actual.data() + i * actual.element_bytes();
    bool same;
    if (IsComplex(e)) {
      const std::complex<double> x = LoadComplex(e, a), y = LoadComplex(e, b);
      same = near(x.real(), y.real()) && near(x.imag(), y.imag());
    } else if (IsFloat(e)) {
      same = near(LoadFloat(e, a), LoadFloat(e, b));
    } else {
      same = LoadInt(e, a) == LoadInt(e, b);
    }
    if (!same) {
      why = "element " + std::to_string(i) + ": " + FormatElement(actual, i) + " for " +
            FormatElement(expected, i);
      return false;
    }
  }
  return true;
}

TEST(OpTable, CpuBackendAgreesWithEvaluator) {
  for (const Example& e : Examples()) {
    SCOPED_TRACE(Where(e) + " (" + Names(e.kinds) + ")");
    std::unique_ptr<Module> module = Read(e);
    std::unique_ptr<Module> for_cpu = Read(e);
    if (!module || !for_cpu) continue;
    const std::vector<Tensor> args = Arguments(*module, e);
    auto expected = RunFunction(*module, "main", args, EvalOptions());
    ASSERT_TRUE(expected.ok()) << expected.status().message();
    // An example of one op (besides func.func and func.return) that the kernel emitter computes.
    bool emitted = false;
    if (e.kinds.size() == 3) {
      const Block& body = *module->LookupFunc("main")->region(0)->front();
      emitted = body.ops().size() == 2 && cpu::CanEmit(*body.ops()[0]);
    }
    auto executable = cpu::Compile(std::move(for_cpu), cpu::CpuCompileOptions());
    ASSERT_TRUE(executable.ok()) << executable.status().message();
    // The compiled program has types of its own: its arguments are made of the same bytes.
    const Type cpu_types = FuncType(*(*executable)->module().LookupFunc("main"));
    std::vector<Tensor> cpu_args;
    for (size_t i = 0; i < args.size(); ++i) cpu_args.push_back(args[i].Retyped(cpu_types.types()[i]));
    CheckReport checks;
    auto actual = (*executable)->RunChecked(cpu_args, checks);
    ASSERT_TRUE(actual.ok()) << actual.status().message();
    EXPECT_TRUE(checks.failures.empty()) << checks.failures[0];
    const std::vector<Tensor>& want = expected->outputs[0];
    ASSERT_EQ(actual->size(), want.size());
    for (size_t i = 0; i < want.size(); ++i) {
      std::string why;
      EXPECT_TRUE(Close(want[i], (*actual)[i].Retyped(want[i].type()), why))
          << "result #" << i << ": " << why;
    }
    const cpu::CompileStats& stats = (*executable)->stats();
    if (emitted) {
      EXPECT_TRUE(stats.num_kernels >= 1 && stats.num_fallback_ops == 0)
          << "the kernel emitter computes the op, but the program has " << stats.num_kernels
          << " kernels and " << stats.num_fallback_ops << " ops the evaluator runs";
    }
  }
}
#endif

}  // namespace
}  // namespace hlx
