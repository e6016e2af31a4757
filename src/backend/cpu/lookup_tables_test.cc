// Which fused values LookupTables reads from tables, and what it fills them with: the evaluator's values
// of the chain at every bit pattern of its index.
#include "backend/cpu/lookup_tables.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#if defined(__x86_64__)
#include <immintrin.h>
#endif
#include <memory>
#include <regex>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "backend/cpu/test_kernel.h"
#include "interp/evaluator.h"
#include "interp/tensor.h"
#include "parse/test_module.h"
#include "parse/text_reader.h"

namespace hlx::cpu {
namespace {

// The kernel of a function's body as one fusion: its ops but the constants and the return, which it reads
// as operands.
KernelSpec WholeBody(const Module& module, std::string_view function = "main") {
  KernelSpec spec;
  std::unordered_set<const Value*> inside, read;
  for (const auto& owned : FuncBody(*module.LookupFunc(function)).ops()) {
    const Op* op = owned.get();
    if (op->kind() == OpKind::kFuncReturn || op->kind() == OpKind::kConstant) continue;
    for (const Value* v : op->operands())
      if (!inside.count(v) && read.insert(v).second) spec.operands.push_back(v);
    spec.ops.push_back(op);
    inside.insert(op->result(0));
  }
  return spec;
}

struct Planned {
  std::unique_ptr<Module> module;
  std::vector<LookupTable> tables;
  const Value* arg(int i) const { return FuncBody(*module->LookupFunc("main")).arg(i); }
  const Value* result(int op) const { return FuncBody(*module->LookupFunc("main")).ops()[op]->result(0); }
};

Planned Plan(const std::string& text) {
  Planned planned{ParseTestModule(text), {}};
  if (!planned.module) return planned;
  OpEvaluator evaluator(*planned.module, EvalOptions());
  LookupTables tables(evaluator, planned.module->types());
  planned.tables = tables.Plan(WholeBody(*planned.module));
  return planned;
}

const char* const kGelu = R"(
func.func @main(%x: tensor<256x256xbf16>) -> tensor<256x256xbf16> {
  %half = stablehlo.constant dense<5.000000e-01> : tensor<256x256xbf16>
  %one = stablehlo.constant dense<1.000000e+00> : tensor<256x256xbf16>
  %k = stablehlo.constant dense<0.797884583> : tensor<256x256xbf16>
  %c = stablehlo.constant dense<CONSTANT> : tensor<256x256xbf16>
  %x2 = stablehlo.multiply %x, %x : tensor<256x256xbf16>
  %x3 = stablehlo.multiply %x2, %x : tensor<256x256xbf16>
  %cx3 = stablehlo.multiply %c, %x3 : tensor<256x256xbf16>
  %inner = stablehlo.add %x, %cx3 : tensor<256x256xbf16>
  %scaled = stablehlo.multiply %k, %inner : tensor<256x256xbf16>
  %th = stablehlo.tanh %scaled : tensor<256x256xbf16>
  %onep = stablehlo.add %one, %th : tensor<256x256xbf16>
  %hx = stablehlo.multiply %half, %x : tensor<256x256xbf16>
  %y = stablehlo.multiply %hx, %onep : tensor<256x256xbf16>
  return %y : tensor<256x256xbf16>
}
)";

// `text` with every `from` replaced by `to`.
std::string Replaced(std::string text, const std::string& from, const std::string& to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

std::string Gelu(const std::string& constant) {
  std::string text = kGelu;
  text.replace(text.find("CONSTANT"), 8, constant);
  return text;
}

TEST(LookupTablesTest, BF16GeluReadsOneTableOfTheEvaluatorsValues) {
  Planned p = Plan(Gelu("4.471500e-02"));
  ASSERT_EQ(p.tables.size(), 1u);
  const LookupTable& table = p.tables[0];
  EXPECT_EQ(table.value, p.result(12));  // the root
  EXPECT_EQ(table.index, p.arg(0));
  ASSERT_EQ(table.entries->size(), 65536u);
  // Each entry is the f32 of the bf16 GELU the evaluator computes for that bit pattern.
  for (uint32_t bits : {0x0000u, 0x3F80u, 0xBF80u, 0x4000u, 0x7F80u, 0x7FC0u, 0x0001u}) {
    std::string in(2 * 65536, '\0');
    const uint16_t pattern = static_cast<uint16_t>(bits);
    std::memcpy(in.data(), &pattern, 2);
    const Tensor x = Tensor::FromBytes(p.module->types().Tensor({256, 256}, ElementType::kBF16), in);
    StatusOr<RunResult> run = RunFunction(*p.module, "main", {&x, 1}, EvalOptions());
    ASSERT_TRUE(run.ok()) << run.status().message();
    uint16_t want;
    std::memcpy(&want, run->outputs[0][0].data(), 2);
    EXPECT_EQ((*table.entries)[bits], uint32_t{want} << 16) << "at 0x" << std::hex << bits;
  }
}

TEST(LookupTablesTest, AProgramsChainsShareTablesByTheirConstants) {
  // @main and @same compute the same GELU, @other's differs in a constant.
  std::string text = Gelu("4.471500e-02");
  std::string same = Gelu("4.471500e-02"), other = Gelu("5.000000e-02");
  same.replace(same.find("@main"), 5, "@same");
  other.replace(other.find("@main"), 5, "@other");
  std::unique_ptr<Module> module = ParseTestModule(text + same + other);
  ASSERT_TRUE(module);
  OpEvaluator evaluator(*module, EvalOptions());
  LookupTables tables(evaluator, module->types());
  KernelSpec a = WholeBody(*module, "main"), b = WholeBody(*module, "same"), c = WholeBody(*module, "other");
  a.tables = tables.Plan(a);
  b.tables = tables.Plan(b);
  c.tables = tables.Plan(c);
  ASSERT_EQ(a.tables.size(), 1u);
  ASSERT_EQ(b.tables.size(), 1u);
  ASSERT_EQ(c.tables.size(), 1u);
  // The same chain is filled once, and its kernels share one kernel.
  EXPECT_EQ(a.tables[0].entries.get(), b.tables[0].entries.get());
  EXPECT_EQ(a.tables[0].symbol, b.tables[0].symbol);
  EXPECT_EQ(KernelSignature(a), KernelSignature(b));
  // Another constant: another table, another kernel.
  EXPECT_NE(a.tables[0].symbol, c.tables[0].symbol);
  EXPECT_NE(*a.tables[0].entries, *c.tables[0].entries);
  EXPECT_NE(KernelSignature(a), KernelSignature(c));
}

// The entries of the one table of the body of `text`'s @main, planned as a program that keeps
// denormals (`kept`) and as one that flushes them (`flush`); empty where `text` does not parse or a
// plan has not exactly one table.
struct BothWays {
  explicit BothWays(const char* text) : module(ParseTestModule(text)) {
    if (!module) return;
    OpEvaluator evaluator(*module, EvalOptions());
    for (bool flushed : {false, true}) {
      LookupTables tables(evaluator, module->types(), flushed);
      const std::vector<LookupTable> planned = tables.Plan(WholeBody(*module));
      if (planned.size() == 1) (flushed ? flush : kept) = *planned[0].entries;
    }
  }
  std::unique_ptr<Module> module;
  std::vector<uint32_t> kept, flush;
};

TEST(LookupTablesTest, FlushedTablesReadDenormalsAsZerosAndWriteNone) {
  // exp(x) - 1 + 2^-130 (a denormal f32 constant that the f32 sum keeps where exp(x) - 1 is 0).
  const BothWays tables(R"(
func.func @main(%x: tensor<65536xbf16>) -> tensor<65536xf32> {
  %tiny = stablehlo.constant dense<0x00080000> : tensor<65536xf32>
  %e = stablehlo.exponential_minus_one %x : tensor<65536xbf16>
  %w = stablehlo.convert %e : (tensor<65536xbf16>) -> tensor<65536xf32>
  %s = stablehlo.add %w, %tiny : tensor<65536xf32>
  return %s : tensor<65536xf32>
})");
  ASSERT_FALSE(tables.kept.empty() || tables.flush.empty());
  const std::vector<uint32_t>&kept = tables.kept, &flush = tables.flush;
  EXPECT_EQ(kept[0x0000], 0x00080000u);     // expm1(0) + 2^-130: a denormal, kept
  EXPECT_EQ(flush[0x0000], 0u);             // and flushed
  EXPECT_NE(kept[0x0001], kept[0x0000]);    // expm1 of the smallest bf16 denormal is itself
  EXPECT_EQ(flush[0x0001], flush[0x0000]);  // a denormal index reads as +0
  EXPECT_EQ(flush[0x8001], flush[0x8000]);  // and -0
  EXPECT_EQ(flush[0x3F80], kept[0x3F80]);   // normal values alike
}

// Flushed, a step that underflows gives the next step a zero, as the kernel computing the chain under
// FTZ and DAZ does: ((x^2 2^100)^2) 3 of x = 2^-65 is 3 2^-60 in IEEE arithmetic, and 0 where x^2, 2^-130,
// is flushed. Each step is exact in f32 and rounded once to bf16, so the computed kernel gives the
// evaluator's bits at every index.
TEST(LookupTablesTest, FlushedTablesFlushWhatTheChainMakesOnItsWay) {
  const BothWays tables(R"(
func.func @main(%x: tensor<65536xbf16>) -> tensor<65536xbf16> {
  %big = stablehlo.constant dense<0x7180> : tensor<65536xbf16>
  %three = stablehlo.constant dense<3.000000e+00> : tensor<65536xbf16>
  %a = stablehlo.multiply %x, %x : tensor<65536xbf16>
  %b = stablehlo.multiply %a, %big : tensor<65536xbf16>
  %c = stablehlo.multiply %b, %b : tensor<65536xbf16>
  %d = stablehlo.multiply %c, %three : tensor<65536xbf16>
  return %d : tensor<65536xbf16>
})");
  ASSERT_FALSE(tables.kept.empty() || tables.flush.empty());
  const std::vector<uint32_t>&kept = tables.kept, &flush = tables.flush;
  const Module& module = *tables.module;
  const KernelSpec spec = WholeBody(module);
  constexpr uint32_t kTwoToMinus65 = 0x1F00;    // bf16 bits
  EXPECT_EQ(kept[kTwoToMinus65], 0x22400000u);  // 3 2^-60, f32 bits
  EXPECT_EQ(flush[kTwoToMinus65], 0u);
  EXPECT_EQ(flush[0x8000 | kTwoToMinus65], 0u);  // -x: x^2 is +0
  EXPECT_EQ(flush[0x3F80], kept[0x3F80]);        // 1: 3 2^200 overflows to infinity either way
#if defined(__x86_64__)
  // The chain computed, under FTZ and DAZ, at every bit pattern; the constants' operands hold their values.
  std::vector<uint16_t> x(65536), y(65536);
  for (uint32_t i = 0; i < 65536; ++i) x[i] = static_cast<uint16_t>(i);
  std::vector<Tensor> constants;
  constants.reserve(spec.operands.size());  // their data stays where the operands point
  std::vector<const char*> operands;
  for (const Value* v : spec.operands) {
    if (const Op* def = v->defining_op()) {
      constants.push_back(Tensor::FromDense(def->attr("value"), v->type()));
      operands.push_back(constants.back().data());
    } else {
      operands.push_back(reinterpret_cast<const char*>(x.data()));
    }
  }
  const TestKernel kernel = CompileTestKernel(spec, 0);
  ASSERT_TRUE(kernel.fn);
  char* results[] = {reinterpret_cast<char*>(y.data())};
  const unsigned mxcsr = _mm_getcsr();
  _mm_setcsr(mxcsr | _MM_FLUSH_ZERO_ON | _MM_DENORMALS_ZERO_ON);
  kernel.fn(operands.data(), results, 0, kernel.shape.trip_count);
  _mm_setcsr(mxcsr);
  int64_t differ = 0;
  for (uint32_t i = 0; i < 65536; ++i) {
    const bool nan = (y[i] & 0x7F80) == 0x7F80 && (y[i] & 0x7F) != 0;
    differ += nan ? (flush[i] & 0x7FFFFFFFu) <= 0x7F800000u : flush[i] != uint32_t{y[i]} << 16;
  }
  EXPECT_EQ(differ, 0);
  EXPECT_EQ(y[kTwoToMinus65], 0u);
#endif
}

TEST(LookupTablesTest, CheapChainsAndWideIndicesAreComputed) {
  // Two bf16 ops cost less than a table read.
  EXPECT_TRUE(Plan(R"(
func.func @main(%x: tensor<65536xbf16>) -> tensor<65536xbf16> {
  %two = stablehlo.constant dense<2.0> : tensor<65536xbf16>
  %one = stablehlo.constant dense<1.0> : tensor<65536xbf16>
  %m = stablehlo.multiply %x, %two : tensor<65536xbf16>
  %a = stablehlo.add %m, %one : tensor<65536xbf16>
  return %a : tensor<65536xbf16>
})")
                  .tables.empty());
  // f32 values do not index tables.
  EXPECT_TRUE(Plan(R"(
func.func @main(%x: tensor<65536xf32>) -> tensor<65536xf32> {
  %t = stablehlo.tanh %x : tensor<65536xf32>
  %e = stablehlo.exponential %t : tensor<65536xf32>
  return %e : tensor<65536xf32>
})")
                  .tables.empty());
  // A kernel of fewer elements than the table has entries computes them.
  EXPECT_TRUE(Plan(R"(
func.func @main(%x: tensor<1000xbf16>) -> tensor<1000xbf16> {
  %t = stablehlo.tanh %x : tensor<1000xbf16>
  %e = stablehlo.exponential %t : tensor<1000xbf16>
  return %e : tensor<1000xbf16>
})")
                  .tables.empty());
}

TEST(LookupTablesTest, AValueOfTwoOperandsIndexesTheChainAfterIt) {
  // tanh(x) is written and read by the sum, which mixes two values; the sum indexes exp's table.
  Planned p = Plan(R"(
func.func @main(%x: tensor<65536xbf16>, %y: tensor<65536xbf16>) -> tensor<65536xbf16> {
  %t = stablehlo.tanh %x : tensor<65536xbf16>
  %s = stablehlo.add %t, %y : tensor<65536xbf16>
  %e = stablehlo.exponential %s : tensor<65536xbf16>
  return %e : tensor<65536xbf16>
})");
  ASSERT_EQ(p.tables.size(), 2u);
  EXPECT_EQ(p.tables[0].value, p.result(0));  // tanh, by x
  EXPECT_EQ(p.tables[0].index, p.arg(0));
  EXPECT_EQ(p.tables[1].value, p.result(2));  // exp, by the sum
  EXPECT_EQ(p.tables[1].index, p.result(1));
}

TEST(LookupTablesTest, Int8ChainFillsIntegerEntries) {
  Planned p = Plan(R"(
func.func @main(%x: tensor<1024xi8>) -> tensor<1024xi8> {
  %scale = stablehlo.constant dense<5.000000e-02> : tensor<1024xf32>
  %q_scale = stablehlo.constant dense<1.270000e+02> : tensor<1024xf32>
  %w = stablehlo.convert %x : (tensor<1024xi8>) -> tensor<1024xf32>
  %r = stablehlo.multiply %w, %scale : tensor<1024xf32>
  %s = stablehlo.logistic %r : tensor<1024xf32>
  %q = stablehlo.multiply %s, %q_scale : tensor<1024xf32>
  %n = stablehlo.round_nearest_even %q : tensor<1024xf32>
  %i = stablehlo.convert %n : (tensor<1024xf32>) -> tensor<1024xi8>
  return %i : tensor<1024xi8>
})");
  ASSERT_EQ(p.tables.size(), 1u);
  ASSERT_EQ(p.tables[0].entries->size(), 256u);
  // logistic(0) = 0.5 -> 64 (63.5 to even); -128 * 0.05 = -6.4 -> 127 / (1 + e^6.4) = 0.2 -> 0.
  EXPECT_EQ((*p.tables[0].entries)[0], 64u);
  EXPECT_EQ((*p.tables[0].entries)[0x80] & 0xFF, 0u);
  EXPECT_EQ((*p.tables[0].entries)[127] & 0xFF, 127u);  // 127 / (1 + e^-6.35) = 126.78
}

// A kernel whose one result a table gives for a kernel operand (1999 x 77: rows of 1024 elements and a
// last of 323), its result streamed, writes each element's entry: in 16-byte vectors of the entries'
// storage bits where the CPU loads entries one by one (8 of a lone bf16 GELU, 4 of an f32 chain from
// bf16, 16 of an int8 chain), in vectors where it gathers them, one by one for what a row's vectors
// leave, and through its twin where the result is not aligned. Called one chunk of rows at a time, as
// the executor calls it.
TEST(LookupTablesTest, StreamedTableKernelsWriteEveryElement) {
  const std::string to_f32 = R"(
func.func @main(%x: tensor<1999x77xbf16>) -> tensor<1999x77xf32> {
  %w = stablehlo.convert %x : (tensor<1999x77xbf16>) -> tensor<1999x77xf32>
  %t = stablehlo.tanh %w : tensor<1999x77xf32>
  %e = stablehlo.exponential %t : tensor<1999x77xf32>
  return %e : tensor<1999x77xf32>
})";
  // Negative results too: the entries of si8 hold them sign-extended.
  const std::string int8 = R"(
func.func @main(%x: tensor<1999x77xi8>) -> tensor<1999x77xi8> {
  %scale = stablehlo.constant dense<5.000000e-02> : tensor<1999x77xf32>
  %q_scale = stablehlo.constant dense<2.550000e+02> : tensor<1999x77xf32>
  %offset = stablehlo.constant dense<1.280000e+02> : tensor<1999x77xf32>
  %w = stablehlo.convert %x : (tensor<1999x77xi8>) -> tensor<1999x77xf32>
  %r = stablehlo.multiply %w, %scale : tensor<1999x77xf32>
  %s = stablehlo.logistic %r : tensor<1999x77xf32>
  %q = stablehlo.multiply %s, %q_scale : tensor<1999x77xf32>
  %c = stablehlo.subtract %q, %offset : tensor<1999x77xf32>
  %n = stablehlo.round_nearest_even %c : tensor<1999x77xf32>
  %i = stablehlo.convert %n : (tensor<1999x77xf32>) -> tensor<1999x77xi8>
  return %i : tensor<1999x77xi8>
})";
  for (const auto& [text, packed] :
       {std::pair{Replaced(Gelu("4.471500e-02"), "256x256", "1999x77"), "<8 x i16>"},
        std::pair{to_f32, "<4 x i32>"}, std::pair{int8, "<16 x i8>"}}) {
    SCOPED_TRACE(packed);
    Planned p = Plan(text);
    ASSERT_EQ(p.tables.size(), 1u);
    KernelSpec spec = WholeBody(*p.module);
    spec.tables = p.tables;
    const Value* root = spec.ops.back()->result(0);
    ASSERT_EQ(p.tables[0].value, root);
    const size_t in_bytes = ElementStorageBytes(p.arg(0)->type().storage_element());
    const size_t out_bytes = ElementStorageBytes(root->type().storage_element());
    constexpr int64_t n = 1999 * 77;
    std::vector<char> x(n * in_bytes);
    std::vector<uint32_t> position(n);
    for (int64_t i = 0; i < n; ++i) {
      position[i] = static_cast<uint32_t>((i * 2654435761u) >> 13) & ((1u << (8 * in_bytes)) - 1);
      std::memcpy(x.data() + i * in_bytes, &position[i], in_bytes);
    }
    // The constants' operands hold zeros: the table replaced the chain that read them.
    std::vector<std::vector<char>> operand_bytes;
    std::vector<const char*> operands;
    for (const Value* v : spec.operands) {
      if (v == p.arg(0)) {
        operands.push_back(x.data());
        continue;
      }
      operand_bytes.emplace_back(v->type().NumElements() * ElementStorageBytes(v->type().storage_element()),
                                 0);
      operands.push_back(operand_bytes.back().data());
    }
    // The storage bits of an entry: a bf16's high half, the low bytes of the rest.
    const int shift = root->type().storage_element() == ElementType::kBF16 ? 16 : 0;
    for (bool one_by_one : {true, false}) {
      const TestKernel kernel = CompileTestKernel(spec, ResultBytes(spec), one_by_one);
      ASSERT_TRUE(kernel.fn);
#if defined(__x86_64__)
      EXPECT_NE(kernel.ir.find("!nontemporal"), std::string::npos) << one_by_one;
      EXPECT_EQ(kernel.ir.find("packed.body") != std::string::npos, one_by_one);
      if (one_by_one) {
        EXPECT_NE(kernel.ir.find(std::string("store ") + packed), std::string::npos);
      }
#endif
      for (size_t offset : {size_t{0}, out_bytes, size_t{64}}) {
        OffsetBytes result(n * out_bytes, offset);
        char* results[] = {result.data()};
        for (int64_t begin = 0; begin < kernel.shape.trip_count; begin += kernel.shape.grain)
          kernel.fn(operands.data(), results, begin,
                    std::min(begin + kernel.shape.grain, kernel.shape.trip_count));
        int64_t wrong = 0;
        for (int64_t i = 0; i < n; ++i) {
          uint32_t y = 0, want = (*spec.tables[0].entries)[position[i]] >> shift;
          std::memcpy(&y, results[0] + out_bytes * i, out_bytes);
          if (out_bytes < 4) want &= (1u << (8 * out_bytes)) - 1;
          wrong += y != want;
        }
        EXPECT_EQ(wrong, 0) << "one by one " << one_by_one << ", offset " << offset;
      }
    }
  }
}

// Where the CPU loads table entries one by one, a kernel that only moves them (its results are entries
// selected by values it loads, broadcast on the way) keeps its loops scalar; one that
// computes besides (an f16 result, converted from f32 as it is stored; an add after the table) is
// vectorized, as every table kernel is where the CPU gathers entries.
TEST(LookupTablesTest, KernelsThatOnlyMoveEntriesStayScalarWhereGathersAreSlow) {
  const std::string gelu = Gelu("4.471500e-02");
  // The GELU of the argument's rows broadcast, and the GELU plus another argument.
  const std::string broadcast =
      Replaced(Replaced(gelu, "%x: tensor<256x256xbf16>", "%x0: tensor<256xbf16>"), "  %x2 =",
               "  %x = stablehlo.broadcast_in_dim %x0, dims = [1] : "
               "(tensor<256xbf16>) -> tensor<256x256xbf16>\n  %x2 =");
  const std::string added = Replaced(
      Replaced(gelu, "%x: tensor<256x256xbf16>", "%x: tensor<256x256xbf16>, %b: tensor<256x256xbf16>"),
      "return %y", "%z = stablehlo.add %y, %b : tensor<256x256xbf16>\n  return %z");
  const std::regex vector_type("<[0-9]+ x ");
  struct Case {
    const char* name;
    std::string text;
    bool moves;
  };
  for (const Case& c : {Case{"gelu", gelu, true}, Case{"broadcast", broadcast, true},
                        Case{"f16", Replaced(gelu, "bf16", "f16"), false}, Case{"added", added, false}}) {
    Planned p = Plan(c.text);
    ASSERT_TRUE(p.module) << c.name;
    ASSERT_EQ(p.tables.size(), 1u) << c.name;
    KernelSpec spec = WholeBody(*p.module);
    spec.tables = p.tables;
    for (bool one_by_one : {true, false}) {
      const TestKernel kernel = CompileTestKernel(spec, /*stream_result_bytes=*/0, one_by_one);
      ASSERT_TRUE(kernel.fn) << c.name;
      EXPECT_EQ(std::regex_search(kernel.ir, vector_type), !(one_by_one && c.moves))
          << c.name << ", one by one " << one_by_one;
    }
  }
}

}  // namespace
}  // namespace hlx::cpu
