// oneDNN planning checked against the reference evaluator: each program's @main takes the op's two
// operands and then one operand per binary epilogue step, and returns the op followed by its epilogue
// written as StableHLO ops. The planned op runs on random inputs and must match @main's result.
#include "backend/cpu/dnnl/dnnl_ops.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <fstream>
#include <functional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "interp/evaluator.h"
#include "parse/test_module.h"
#include "parse/text_reader.h"

namespace hlx::cpu {
namespace {

using Kind = DnnlEpilogue::Kind;

// The first dot_general, dot or convolution of @main.
const Op* TheOp(const Module& module) {
  for (const auto& op : FuncBody(*module.LookupFunc("main")).ops())
    if (op->kind() == OpKind::kDotGeneral || op->kind() == OpKind::kDot || op->kind() == OpKind::kConvolution)
      return op.get();
  return nullptr;
}

StatusOr<std::unique_ptr<DnnlOp>> Plan(const Op& op, const DnnlEpilogue& epilogue) {
  return op.kind() == OpKind::kConvolution ? PlanDnnlConvolution(op, epilogue) : PlanDnnlDot(op, epilogue);
}

// The epilogue whose binary operands are @main's arguments after the first two, in order.
DnnlEpilogue MakeEpilogue(const Module& module, std::vector<Kind> kinds) {
  DnnlEpilogue epilogue;
  const Block& body = FuncBody(*module.LookupFunc("main"));
  int next = 2;
  for (Kind kind : kinds) {
    const bool binary =
        kind == Kind::kAdd || kind == Kind::kSubtract || kind == Kind::kMultiply || kind == Kind::kMaximum;
    epilogue.steps.push_back({kind, binary ? body.arg(next++)->type() : Type()});
  }
  return epilogue;
}

// The largest difference allowed between oneDNN's result and the evaluator's (which computes in double
// and rounds once): f32 accumulation in another order, and two roundings of bf16 and f16 results
// (2^-7 relative each for bf16). Integer results are exact.
double Tolerance(ElementType result, double expected) {
  if (result == ElementType::kSI32) return 0;
  const double relative = result == ElementType::kF32 ? 1e-4 : 1.0 / 64;
  return relative * (1 + std::fabs(expected));
}

// Expects oneDNN's result `got` to be the evaluator's `want` within the tolerance of its type.
void ExpectClose(const Tensor& want, const Tensor& got) {
  int64_t bad = 0;
  for (int64_t i = 0; i < want.num_elements(); ++i) {
    const double w = ElementAsDouble(want, i), g = ElementAsDouble(got, i);
    if (std::fabs(w - g) <= Tolerance(want.element(), w)) continue;
    if (++bad <= 3) ADD_FAILURE() << "element " << i << ": oneDNN " << g << ", evaluator " << w;
  }
  EXPECT_EQ(bad, 0) << "of " << want.num_elements() << " elements";
}

// Plans the op of `text` with the epilogue `kinds`, runs it on random inputs, and compares it with the
// evaluator's @main, after a run on other inputs. With `threads` > 1, that many threads run the planned
// op at once, several times each. With `constant_weights`, the op is told, after one run, that its
// second operand is a constant (SetConstantOperand) and its runs are given a zero buffer in its place.
void ExpectMatches(const std::string& text, std::vector<Kind> kinds = {}, int threads = 1,
                   bool constant_weights = false) {
  std::unique_ptr<Module> module = ParseTestModule(text, Verify::kNo);
  ASSERT_NE(module, nullptr);
  const Op* op = TheOp(*module);
  ASSERT_NE(op, nullptr);
  StatusOr<std::unique_ptr<DnnlOp>> planned = Plan(*op, MakeEpilogue(*module, kinds));
  ASSERT_TRUE(planned.ok()) << planned.status().message();
  ASSERT_NE(*planned, nullptr) << "oneDNN did not take the op";

  const Block& body = FuncBody(*module->LookupFunc("main"));
  std::vector<Tensor> args;
  std::vector<const void*> pointers;
  for (int i = 0; i < body.num_args(); ++i) args.push_back(RandomTensor(body.arg(i)->type(), 17 + i));
  for (const Tensor& t : args) pointers.push_back(t.data());
  StatusOr<RunResult> expected = RunFunction(*module, "main", args, EvalOptions());
  ASSERT_TRUE(expected.ok()) << expected.status().message();
  const Tensor& want = expected->outputs[0][0];
  const Tensor zeros = Tensor::Zeros(args[1].type());
  if (constant_weights) {
    // A run with another weight given first: what it kept must not outlast the weight's packing.
    const Tensor other_weight = RandomTensor(args[1].type(), 57);
    std::vector<const void*> given_pointers = pointers;
    given_pointers[1] = other_weight.data();
    Tensor before = Tensor::Zeros(want.type());
    Status given = (*planned)->Run(given_pointers, before.mutable_data());
    ASSERT_TRUE(given.ok()) << given.message();
    Status set = (*planned)->SetConstantOperand(1, args[1].data());
    ASSERT_TRUE(set.ok()) << set.message();
    pointers[1] = zeros.data();
  }

  if (threads == 1) {
    // A run on other inputs, into another buffer, first: the op keeps what it made for that run, and the
    // next one must read and write its own buffers.
    std::vector<Tensor> others;
    for (int i = 0; i < body.num_args(); ++i) others.push_back(RandomTensor(body.arg(i)->type(), 91 + i));
    std::vector<const void*> other_pointers;
    for (const Tensor& t : others) other_pointers.push_back(t.data());
    if (constant_weights) other_pointers[1] = zeros.data();
    Tensor other = Tensor::Zeros(want.type());
    Status first = (*planned)->Run(other_pointers, other.mutable_data());
    ASSERT_TRUE(first.ok()) << first.message();
    Tensor got = Tensor::Zeros(want.type());
    Status run = (*planned)->Run(pointers, got.mutable_data());
    ASSERT_TRUE(run.ok()) << run.message();
    ExpectClose(want, got);
    return;
  }
  constexpr int kRunsPerThread = 8;
  std::vector<std::vector<Tensor>> results(threads);
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      for (int r = 0; r < kRunsPerThread; ++r) {
        Tensor got = Tensor::Zeros(want.type());
        if ((*planned)->Run(pointers, got.mutable_data()).ok()) results[t].push_back(got);
      }
    });
  for (std::thread& thread : pool) thread.join();
  for (const std::vector<Tensor>& thread_results : results) {
    ASSERT_EQ(thread_results.size(), kRunsPerThread);
    for (const Tensor& got : thread_results) ExpectClose(want, got);
  }
}

// Like ExpectMatches, where oneDNN may also refuse the op (it takes it on some CPUs or versions only).
void ExpectMatchesIfTaken(const std::string& text, std::vector<Kind> kinds = {}, int threads = 1,
                          bool constant_weights = false) {
  std::unique_ptr<Module> module = ParseTestModule(text, Verify::kNo);
  ASSERT_NE(module, nullptr);
  StatusOr<std::unique_ptr<DnnlOp>> planned = Plan(*TheOp(*module), MakeEpilogue(*module, kinds));
  ASSERT_TRUE(planned.ok()) << planned.status().message();
  if (*planned) ExpectMatches(text, kinds, threads, constant_weights);
}

// Whether /proc/cpuinfo lists `flag` among the CPU's features.
bool CpuHasFlag(std::string_view flag) {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line;
  while (std::getline(cpuinfo, line))
    if (line.starts_with("flags"))
      return (line + " ").find(" " + std::string(flag) + " ") != std::string::npos;
  return false;
}

// ExpectMatches for a bf16 op: oneDNN must take it on a CPU with bf16 instructions (AVX512-BF16); on
// others it may refuse it (oneDNN 2.6 has no bf16 product for AVX2, where the CPU backend widens bf16
// products to f32 instead: widen_products.h).
void ExpectBf16Matches(const std::string& text, std::vector<Kind> kinds = {}, int threads = 1,
                       bool constant_weights = false) {
  if (CpuHasFlag("avx512_bf16")) {
    ExpectMatches(text, kinds, threads, constant_weights);
  } else {
    ExpectMatchesIfTaken(text, kinds, threads, constant_weights);
  }
}

// Expects the planner to refuse the op of `text` (a null plan, no error).
void ExpectRefused(const std::string& text, std::vector<Kind> kinds = {}) {
  std::unique_ptr<Module> module = ParseTestModule(text, Verify::kNo);
  ASSERT_NE(module, nullptr);
  const Op* op = TheOp(*module);
  ASSERT_NE(op, nullptr);
  StatusOr<std::unique_ptr<DnnlOp>> planned = Plan(*op, MakeEpilogue(*module, kinds));
  ASSERT_TRUE(planned.ok()) << planned.status().message();
  EXPECT_EQ(*planned, nullptr);
}

// A dot_general program: `dims` is the text after the operands (batching_dims, contracting_dims, ...).
std::string Dot(const std::string& lhs, const std::string& rhs, const std::string& dims,
                const std::string& result) {
  return "func.func @main(%a: tensor<" + lhs + ">, %b: tensor<" + rhs + ">) -> tensor<" + result +
         "> {\n  %0 = stablehlo.dot_general %a, %b, " + dims + " : (tensor<" + lhs + ">, tensor<" + rhs +
         ">) -> tensor<" + result + ">\n  func.return %0 : tensor<" + result + ">\n}\n";
}

// A convolution program.
std::string Conv(const std::string& lhs, const std::string& rhs, const std::string& layout,
                 const std::string& window, const std::string& result, int64_t groups = 1,
                 int64_t batch_groups = 1) {
  return "func.func @main(%a: tensor<" + lhs + ">, %b: tensor<" + rhs + ">) -> tensor<" + result +
         "> {\n  %0 = stablehlo.convolution(%a, %b) dim_numbers = " + layout + ", window = {" + window +
         "} {batch_group_count = " + std::to_string(batch_groups) +
         " : i64, feature_group_count = " + std::to_string(groups) + " : i64} : (tensor<" + lhs +
         ">, tensor<" + rhs + ">) -> tensor<" + result + ">\n  func.return %0 : tensor<" + result + ">\n}\n";
}

TEST(DnnlOps, Available) { EXPECT_TRUE(DnnlAvailable()); }

// ---- dot_general: dimension numbers --------------------------------------------------------------------

TEST(DnnlDot, Matmul) {
  ExpectMatches(Dot("8x16xf32", "16x12xf32", "contracting_dims = [1] x [0]", "8x12xf32"));
}

TEST(DnnlDot, TransposedOperands) {
  ExpectMatches(Dot("16x8xf32", "12x16xf32", "contracting_dims = [0] x [1]", "8x12xf32"));
  ExpectMatches(Dot("16x8xf32", "16x12xf32", "contracting_dims = [0] x [0]", "8x12xf32"));
  ExpectMatches(Dot("8x16xf32", "12x16xf32", "contracting_dims = [1] x [1]", "8x12xf32"));
}

TEST(DnnlDot, VectorOperands) {
  ExpectMatches(Dot("16xf32", "16x8xf32", "contracting_dims = [0] x [0]", "8xf32"));
  ExpectMatches(Dot("8x16xf32", "16xf32", "contracting_dims = [1] x [0]", "8xf32"));
  ExpectMatches(Dot("16xf32", "16xf32", "contracting_dims = [0] x [0]", "f32"));
  ExpectMatches(Dot("8xf32", "5xf32", "contracting_dims = [] x []", "8x5xf32"));
}

TEST(DnnlDot, BatchDims) {
  ExpectMatches(Dot("4x8x16xf32", "4x16x12xf32", "batching_dims = [0] x [0], contracting_dims = [2] x [1]",
                    "4x8x12xf32"));
  // Batch dimensions in the middle and at the end of the operands.
  ExpectMatches(
      Dot("5x3x7xf32", "7x3x4xf32", "batching_dims = [1] x [1], contracting_dims = [2] x [0]", "3x5x4xf32"));
  // Two batch dimensions that merge into one, and two that do not.
  ExpectMatches(Dot("2x3x4x8xf32", "2x3x8x5xf32",
                    "batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2]", "2x3x4x5xf32"));
  ExpectMatches(Dot("3x4x2x8xf32", "2x8x3x5xf32",
                    "batching_dims = [2, 0] x [0, 2], contracting_dims = [3] x [1]", "2x3x4x5xf32"));
}

TEST(DnnlDot, Attention) {
  // Multi-head attention as JAX writes it: scores `bqhd,bkhd->bhqk`, then `bhqk,bkhd->bhqd`.
  ExpectMatches(Dot("2x8x3x16xf32", "2x6x3x16xf32",
                    "batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3]", "2x3x8x6xf32"));
  ExpectMatches(Dot("2x3x8x6xf32", "2x6x3x16xf32",
                    "batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1]", "2x3x8x16xf32"));
}

TEST(DnnlDot, GroupedFreeAndContractingDims) {
  ExpectMatches(Dot("2x3x8xf32", "8x4x5xf32", "contracting_dims = [2] x [0]", "2x3x4x5xf32"));
  ExpectMatches(Dot("2x4x3x5xf32", "3x5x6xf32", "contracting_dims = [2, 3] x [0, 1]", "2x4x6xf32"));
  // The same pairs listed in the other order.
  ExpectMatches(Dot("2x4x3x5xf32", "3x5x6xf32", "contracting_dims = [3, 2] x [1, 0]", "2x4x6xf32"));
  // Batch, free and contracting dimensions interleaved.
  ExpectMatches(Dot("3x6x2x4x5xf32", "2x4x5x7xf32",
                    "batching_dims = [2] x [0], contracting_dims = [3, 4] x [1, 2]", "2x3x6x7xf32"));
}

TEST(DnnlDot, RefusesDimsWithoutOneStride) {
  // Contracting dimensions 0 and 2 of the lhs are not one strided dimension.
  ExpectRefused(Dot("3x4x5xf32", "3x5x6xf32", "contracting_dims = [0, 2] x [0, 1]", "4x6xf32"));
  // Free dimensions 0 and 2 of the lhs are split by a contracting one.
  ExpectRefused(Dot("3x4x5xf32", "4x6xf32", "contracting_dims = [1] x [0]", "3x5x6xf32"));
}

TEST(DnnlDot, CopiesOperandsOnlyReferenceCodeReadsAsTheyLie) {
  // A batch dimension innermost in both operands: oneDNN has only its reference matmul for that view,
  // so the operands are copied into dense buffers first.
  ExpectMatches(
      Dot("6x9x2xf32", "9x4x2xf32", "batching_dims = [2] x [2], contracting_dims = [1] x [0]", "2x6x4xf32"));
  // Neither the contracting nor the free dimension of the rhs is contiguous.
  ExpectMatches(Dot("2x8x20xf32", "20x5x7x2xf32", "batching_dims = [0] x [3], contracting_dims = [2] x [0]",
                    "2x8x5x7xf32"));
  // The MoE layer's expert matmul after a transpose is folded into it: the lhs's batch dimension is its
  // innermost.
  ExpectMatches(Dot("16x64x8xf32", "8x64x32xf32", "batching_dims = [2] x [0], contracting_dims = [1] x [1]",
                    "8x16x32xf32"),
                {}, 3);
}

// A batched product of at least 512 rows per batch whose weights are not constants runs as one 2-D
// product per batch index, each packing its weights (BatchLoopOp). Its binary epilogue steps are refused
// (the caller then plans the call without them), which is how this test sees that path is taken.
// `Batched(rows, step)`: [3, rows, 64] x [3, 64, 96], then `%r = step` (of %0, and of an argument %c of
// the result's type where it names one).
std::string Batched(int rows, const std::string& step) {
  const std::string lhs = "tensor<3x" + std::to_string(rows) + "x64xf32>", rhs = "tensor<3x64x96xf32>",
                    result = "tensor<3x" + std::to_string(rows) + "x96xf32>";
  const bool reads_c = step.find("%c") != std::string::npos;
  return "func.func @main(%a: " + lhs + ", %b: " + rhs + (reads_c ? ", %c: " + result : "") + ") -> " +
         result +
         " {\n  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : "
         "(" +
         lhs + ", " + rhs + ") -> " + result + "\n  %r = " + step + " : " + result +
         "\n  func.return %r : " + result + "\n}\n";
}

TEST(DnnlDot, BatchedProductOfManyRowsPacksEachBatchsWeights) {
  // With a binary step the per-batch products are refused where they would pack the weights (oneDNN's
  // brgemm kernels, on CPUs with AVX-512); on AVX2 oneDNN's gemm kernels read them as they lie, and the
  // batched product takes the step.
  if (CpuHasFlag("avx512f")) {
    ExpectRefused(Batched(512, "stablehlo.multiply %0, %c"), {Kind::kMultiply});
  } else {
    ExpectMatches(Batched(512, "stablehlo.multiply %0, %c"), {Kind::kMultiply});
  }
  ExpectMatches(Dot("3x512x64xf32", "3x64x96xf32", "batching_dims = [0] x [0], contracting_dims = [2] x [1]",
                    "3x512x96xf32"),
                {}, 2);
  // An elementwise epilogue step, which each 2-D product applies.
  ExpectMatches(Batched(512, "stablehlo.tanh %0"), {Kind::kTanh});
  ExpectBf16Matches(Dot("3x512x64xbf16", "3x64x96xbf16",
                        "batching_dims = [0] x [0], contracting_dims = [2] x [1]", "3x512x96xbf16"));
  // The Mixtral MoE layer's expert product: the lhs's batch dimension innermost, each slice copied
  // dense; and two batch dimensions that do not merge.
  ExpectMatches(Dot("512x64x3xf32", "3x64x96xf32", "batching_dims = [2] x [0], contracting_dims = [1] x [1]",
                    "3x512x96xf32"));
  ExpectMatches(Dot("2x512x3x32xf32", "3x2x32x40xf32",
                    "batching_dims = [0, 2] x [1, 0], contracting_dims = [3] x [2]", "2x3x512x40xf32"));
  // Fewer rows: one batched product, which takes the binary step.
  ExpectMatches(Batched(64, "stablehlo.multiply %0, %c"), {Kind::kMultiply});
}

// A 2-D product whose weight is not a constant measures, once per shape, whether to pack the weight
// before each run (PackingPays): 768 x 3072 weights read plain ran at half their packed speed on an
// Intel Xeon with AVX-512, square ones as fast. Either way the evaluator's results, the weight given
// as it lies and transposed, in f32 and bf16; planned twice, the same plan.
TEST(DnnlDot, MeasuredWeightPacking) {
  ExpectMatches(Dot("128x768xf32", "768x3072xf32", "contracting_dims = [1] x [0]", "128x3072xf32"));
  ExpectMatches(Dot("128x768xf32", "768x3072xf32", "contracting_dims = [1] x [0]", "128x3072xf32"));
  ExpectMatches(Dot("40x768xf32", "3072x768xf32", "contracting_dims = [1] x [1]", "40x3072xf32"));
  ExpectMatches(Dot("64x256xf32", "256x256xf32", "contracting_dims = [1] x [0]", "64x256xf32"));
  ExpectBf16Matches(Dot("128x768xbf16", "768x3072xbf16", "contracting_dims = [1] x [0]", "128x3072xf32"));
  ExpectMatches(Dot("128x768xf32", "768x3072xf32", "contracting_dims = [1] x [0]", "128x3072xf32"), {}, 2);
}

// A weight whose rows lie a multiple of 2 KiB apart is read from a copy with padded rows on CPUs without
// AVX-512 (PaddedWeight) where the product has enough rows: the evaluator's results either way, and
// with a binary epilogue step.
TEST(DnnlDot, AliasingWeightRows) {
  ExpectMatches(Dot("128x64xf32", "64x512xf32", "contracting_dims = [1] x [0]", "128x512xf32"));
  ExpectMatches(Dot("128x64xf32", "64x512xf32", "contracting_dims = [1] x [0]", "128x512xf32"), {}, 2);
  ExpectMatches(Dot("16x64xf32", "64x1024xf32", "contracting_dims = [1] x [0]", "16x1024xf32"));
  ExpectMatches(
      "func.func @main(%a: tensor<128x64xf32>, %b: tensor<64x512xf32>, %c: tensor<128x512xf32>) -> "
      "tensor<128x512xf32> {\n"
      "  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<128x64xf32>, "
      "tensor<64x512xf32>) -> tensor<128x512xf32>\n"
      "  %r = stablehlo.multiply %0, %c : tensor<128x512xf32>\n  func.return %r : tensor<128x512xf32>\n}\n",
      {Kind::kMultiply});
}

TEST(DnnlDot, LegacyDot) {
  ExpectMatches(
      "func.func @main(%a: tensor<8x16xf32>, %b: tensor<16x12xf32>) -> tensor<8x12xf32> {\n"
      "  %0 = stablehlo.dot %a, %b : (tensor<8x16xf32>, tensor<16x12xf32>) -> tensor<8x12xf32>\n"
      "  func.return %0 : tensor<8x12xf32>\n}\n");
}

TEST(DnnlDot, RefusesEmptyTensors) {
  ExpectRefused(Dot("0x16xf32", "16x12xf32", "contracting_dims = [1] x [0]", "0x12xf32"));
  ExpectRefused(Dot("8x0xf32", "0x12xf32", "contracting_dims = [1] x [0]", "8x12xf32"));
}

TEST(DnnlDot, SeveralThreadsAtOnce) {
  ExpectMatches(Dot("4x32x64xf32", "4x64x48xf32", "batching_dims = [0] x [0], contracting_dims = [2] x [1]",
                    "4x32x48xf32"),
                {}, 4);
}

// ---- dot_general: element types and attributes ---------------------------------------------------------

TEST(DnnlDot, Bf16) {
  ExpectBf16Matches(Dot("8x32xbf16", "32x12xbf16", "contracting_dims = [1] x [0]", "8x12xbf16"));
  ExpectBf16Matches(Dot("8x32xbf16", "32x12xbf16", "contracting_dims = [1] x [0]", "8x12xf32"));
  ExpectBf16Matches(Dot("3x8x32xbf16", "3x12x32xbf16",
                        "batching_dims = [0] x [0], contracting_dims = [2] x [2]", "3x8x12xbf16"));
}

// Whether the CPU has 8-bit dot-product instructions: oneDNN's int8 products are exact only with them,
// so the planner takes int8 only then.
bool CpuHasVnni() { return CpuHasFlag("avx512_vnni") || CpuHasFlag("avx_vnni"); }

TEST(DnnlDot, Int8) {
  if (!CpuHasVnni()) {
    ExpectRefused(Dot("8x32xi8", "32x12xi8", "contracting_dims = [1] x [0]", "8x12xi32"));
    return;
  }
  ExpectMatches(Dot("8x32xi8", "32x12xi8", "contracting_dims = [1] x [0]", "8x12xi32"));
  ExpectMatches(Dot("8x32xui8", "32x12xi8", "contracting_dims = [1] x [0]", "8x12xi32"));
  ExpectMatches(Dot("2x8x32xi8", "2x32x12xi8", "batching_dims = [0] x [0], contracting_dims = [2] x [1]",
                    "2x8x12xi32"));
}

// int8 convolutions in a channels-first layout (a quantized MobileNetV2's): oneDNN's int8 kernels read
// channels-last, so the input and result are reordered around the primitive.
TEST(DnnlConv, Int8ChannelsFirst) {
  const std::string nchw = "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]";
  if (!CpuHasVnni()) {
    ExpectRefused(Conv("1x32x14x14xi8", "16x32x1x1xi8", nchw, "", "1x16x14x14xi32"));
    return;
  }
  ExpectMatches(Conv("1x32x14x14xi8", "16x32x1x1xi8", nchw, "", "1x16x14x14xi32"));
  ExpectMatches(
      Conv("1x3x16x16xi8", "8x3x3x3xi8", nchw, "stride = [2, 2], pad = [[1, 1], [1, 1]]", "1x8x8x8xi32"));
  ExpectMatches(Conv("1x8x10x10xui8", "8x1x3x3xi8", nchw, "", "1x8x8x8xi32", 8));
}

TEST(DnnlDot, F16WhenTaken) {
  // oneDNN takes f16 only on CPUs with f16 arithmetic: a refusal is allowed, a wrong result is not.
  ExpectMatchesIfTaken(Dot("8x32xf16", "32x12xf16", "contracting_dims = [1] x [0]", "8x12xf16"));
  ExpectMatchesIfTaken(Dot("8x32xf16", "32x12xf16", "contracting_dims = [1] x [0]", "8x12xf32"));
}

TEST(DnnlDot, RefusesOtherElementTypes) {
  ExpectRefused(Dot("8x16xf64", "16x12xf64", "contracting_dims = [1] x [0]", "8x12xf64"));
  ExpectRefused(Dot("8x16xi32", "16x12xi32", "contracting_dims = [1] x [0]", "8x12xi32"));
  ExpectRefused(Dot("8x16xui8", "16x12xui8", "contracting_dims = [1] x [0]", "8x12xi32"));
  ExpectRefused(Dot("8x16xi8", "16x12xi8", "contracting_dims = [1] x [0]", "8x12xi8"));
  ExpectRefused(Dot("8x16xbf16", "16x12xf32", "contracting_dims = [1] x [0]", "8x12xf32"));
  ExpectRefused(
      Dot("8x16xcomplex<f32>", "16x12xcomplex<f32>", "contracting_dims = [1] x [0]", "8x12xcomplex<f32>"));
}

TEST(DnnlDot, PrecisionAndAlgorithm) {
  ExpectMatches(Dot("8x16xf32", "16x12xf32", "contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST]",
                    "8x12xf32"));
  const std::string f32_algorithm =
      "contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, "
      "accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = "
      "1, "
      "allow_imprecise_accumulation = false>";
  ExpectMatches(Dot("8x16xf32", "16x12xf32", f32_algorithm, "8x12xf32"));
  // bf16x3 and tf32 products are not what oneDNN computes.
  const std::string bf16x3 =
      "contracting_dims = [1] x [0], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, "
      "accumulation_type = f32, lhs_component_count = 3, rhs_component_count = 3, num_primitive_operations = "
      "6, "
      "allow_imprecise_accumulation = false>";
  ExpectRefused(Dot("8x16xf32", "16x12xf32", bf16x3, "8x12xf32"));
  const std::string tf32 =
      "contracting_dims = [1] x [0], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, "
      "accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = "
      "1, "
      "allow_imprecise_accumulation = false>";
  ExpectRefused(Dot("8x16xf32", "16x12xf32", tf32, "8x12xf32"));
}

TEST(DnnlDot, RefusesDynamicShapes) {
  ExpectRefused(Dot("?x16xf32", "16x12xf32", "contracting_dims = [1] x [0]", "?x12xf32"));
}

// ---- dot_general: epilogues ----------------------------------------------------------------------------

// A 2x3x16 by 16x5 product followed by `body` (StableHLO ops on %0 that end in %r), with `extra` the
// types of the binary operands.
std::string DotWith(const std::string& extra_args, const std::string& body, const std::string& type = "f32") {
  const std::string r = "tensor<2x3x5x" + type + ">";
  return "func.func @main(%a: tensor<2x3x16x" + type + ">, %b: tensor<16x5x" + type + ">" + extra_args +
         ") -> " + r +
         " {\n  %0 = stablehlo.dot_general %a, %b, contracting_dims = [2] x [0] : (tensor<2x3x16x" + type +
         ">, tensor<16x5x" + type + ">) -> " + r + "\n" + body + "  func.return %r : " + r + "\n}\n";
}

TEST(DnnlDotEpilogue, BinarySteps) {
  // A bias along the last dimension, broadcast with broadcast_in_dim as JAX writes it.
  ExpectMatches(
      DotWith(", %c: tensor<5xf32>",
              "  %1 = stablehlo.broadcast_in_dim %c, dims = [2] : (tensor<5xf32>) -> tensor<2x3x5xf32>\n"
              "  %r = stablehlo.add %0, %1 : tensor<2x3x5xf32>\n"),
      {Kind::kAdd});
  ExpectMatches(DotWith(", %c: tensor<2x3x5xf32>", "  %r = stablehlo.multiply %0, %c : tensor<2x3x5xf32>\n"),
                {Kind::kMultiply});
  ExpectMatches(
      DotWith(", %c: tensor<5xf32>",
              "  %1 = stablehlo.broadcast_in_dim %c, dims = [2] : (tensor<5xf32>) -> tensor<2x3x5xf32>\n"
              "  %r = stablehlo.maximum %0, %1 : tensor<2x3x5xf32>\n"),
      {Kind::kMaximum});
  // A scalar.
  ExpectMatches(
      DotWith(", %c: tensor<f32>",
              "  %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<2x3x5xf32>\n"
              "  %r = stablehlo.multiply %0, %1 : tensor<2x3x5xf32>\n"),
      {Kind::kMultiply});
  // One value per row: oneDNN 2.6 runs this broadcast only in its reference code, later versions may not.
  ExpectMatchesIfTaken(
      DotWith(", %c: tensor<2x3x1xf32>",
              "  %1 = stablehlo.broadcast_in_dim %c, dims = [0, 1, 2] : (tensor<2x3x1xf32>) -> "
              "tensor<2x3x5xf32>\n  %r = stablehlo.maximum %0, %1 : tensor<2x3x5xf32>\n"),
      {Kind::kMaximum});
  // A bf16 bias on a bf16 product.
  ExpectBf16Matches(
      DotWith(", %c: tensor<5xbf16>",
              "  %1 = stablehlo.broadcast_in_dim %c, dims = [2] : (tensor<5xbf16>) -> tensor<2x3x5xbf16>\n"
              "  %r = stablehlo.add %0, %1 : tensor<2x3x5xbf16>\n",
              "bf16"),
      {Kind::kAdd});
}

TEST(DnnlDotEpilogue, EltwiseSteps) {
  ExpectMatches(DotWith("",
                        "  %z = stablehlo.constant dense<0.0> : tensor<2x3x5xf32>\n"
                        "  %r = stablehlo.maximum %0, %z : tensor<2x3x5xf32>\n"),
                {Kind::kRelu});
  ExpectMatches(DotWith("", "  %r = stablehlo.tanh %0 : tensor<2x3x5xf32>\n"), {Kind::kTanh});
  ExpectMatches(DotWith("", "  %r = stablehlo.logistic %0 : tensor<2x3x5xf32>\n"), {Kind::kLogistic});
  ExpectMatches(DotWith("", "  %r = stablehlo.exponential %0 : tensor<2x3x5xf32>\n"), {Kind::kExp});
  ExpectMatches(DotWith("",
                        "  %h = stablehlo.constant dense<0.5> : tensor<2x3x5xf32>\n"
                        "  %one = stablehlo.constant dense<1.0> : tensor<2x3x5xf32>\n"
                        "  %c = stablehlo.constant dense<0.0447149984> : tensor<2x3x5xf32>\n"
                        "  %s = stablehlo.constant dense<0.797884583> : tensor<2x3x5xf32>\n"
                        "  %x2 = stablehlo.multiply %0, %0 : tensor<2x3x5xf32>\n"
                        "  %x3 = stablehlo.multiply %x2, %0 : tensor<2x3x5xf32>\n"
                        "  %cx3 = stablehlo.multiply %c, %x3 : tensor<2x3x5xf32>\n"
                        "  %in = stablehlo.add %0, %cx3 : tensor<2x3x5xf32>\n"
                        "  %sin = stablehlo.multiply %s, %in : tensor<2x3x5xf32>\n"
                        "  %t = stablehlo.tanh %sin : tensor<2x3x5xf32>\n"
                        "  %1t = stablehlo.add %one, %t : tensor<2x3x5xf32>\n"
                        "  %hx = stablehlo.multiply %h, %0 : tensor<2x3x5xf32>\n"
                        "  %r = stablehlo.multiply %hx, %1t : tensor<2x3x5xf32>\n"),
                {Kind::kGeluTanh});
  ExpectMatches(DotWith("",
                        "  %h = stablehlo.constant dense<0.5> : tensor<2x3x5xf32>\n"
                        "  %one = stablehlo.constant dense<1.0> : tensor<2x3x5xf32>\n"
                        "  %s = stablehlo.constant dense<0.707106769> : tensor<2x3x5xf32>\n"
                        "  %xs = stablehlo.multiply %0, %s : tensor<2x3x5xf32>\n"
                        "  %e = chlo.erf %xs : tensor<2x3x5xf32> -> tensor<2x3x5xf32>\n"
                        "  %1e = stablehlo.add %one, %e : tensor<2x3x5xf32>\n"
                        "  %hx = stablehlo.multiply %h, %0 : tensor<2x3x5xf32>\n"
                        "  %r = stablehlo.multiply %hx, %1e : tensor<2x3x5xf32>\n"),
                {Kind::kGeluErf});
}

TEST(DnnlDotEpilogue, SeveralSteps) {
  ExpectMatches(
      DotWith(", %c: tensor<5xf32>, %d: tensor<2x3x5xf32>",
              "  %1 = stablehlo.broadcast_in_dim %c, dims = [2] : (tensor<5xf32>) -> tensor<2x3x5xf32>\n"
              "  %2 = stablehlo.add %0, %1 : tensor<2x3x5xf32>\n"
              "  %3 = stablehlo.tanh %2 : tensor<2x3x5xf32>\n"
              "  %r = stablehlo.multiply %3, %d : tensor<2x3x5xf32>\n"),
      {Kind::kAdd, Kind::kTanh, Kind::kMultiply});
}

TEST(DnnlDotEpilogue, RefusesOperandsWithoutOneStride) {
  // Broadcast along dimension 1 but not 0: the two make one oneDNN dimension.
  ExpectRefused(DotWith(", %c: tensor<2x1x5xf32>",
                        "  %1 = stablehlo.broadcast_in_dim %c, dims = [0, 1, 2] : (tensor<2x1x5xf32>) -> "
                        "tensor<2x3x5xf32>\n  %r = stablehlo.add %0, %1 : tensor<2x3x5xf32>\n"),
                {Kind::kAdd});
  // Not broadcastable to the result.
  ExpectRefused(DotWith(", %c: tensor<4xf32>", "  %r = stablehlo.add %0, %0 : tensor<2x3x5xf32>\n"),
                {Kind::kAdd});
}

TEST(DnnlDotEpilogue, RefusesIntegerResults) {
  ExpectRefused(
      "func.func @main(%a: tensor<8x32xi8>, %b: tensor<32x12xi8>) -> tensor<8x12xi32> {\n"
      "  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x32xi8>, "
      "tensor<32x12xi8>) -> "
      "tensor<8x12xi32>\n  func.return %0 : tensor<8x12xi32>\n}\n",
      {Kind::kRelu});
}

// ---- eltwise post-ops against StableHLO ------------------------------------------------------------

// Distance in representable f32 values.
int64_t UlpDistance(float a, float b) {
  auto ordered = [](float f) {
    int32_t i;
    std::memcpy(&i, &f, sizeof i);
    return i < 0 ? -static_cast<int64_t>(i & 0x7fffffff) : static_cast<int64_t>(i);
  };
  return std::llabs(ordered(a) - ordered(b));
}

// How an eltwise post-op after a dot differs from the evaluator running `body` (StableHLO ops on the
// dot's result %0, of type `t`, ending in %r): whether NaN, infinities, zeros, huge values and results
// below f32's normal range come out as the evaluator's (NaN for NaN, else the same bits), and the
// largest distance in ULPs over a sweep of [-20, 20] and of magnitudes from 1e-44 to 30.
struct EltwiseReport {
  bool specials_match = true;
  int64_t max_ulp = 0;
};
EltwiseReport CompareEltwise(Kind kind, const std::function<std::string(const std::string&)>& body) {
  const std::vector<double> specials = {NAN,  -NAN,  INFINITY, -INFINITY, 0.0,  -0.0,
                                        88.8, -88.8, -100,     1e30,      -1e30};
  std::vector<double> xs = specials;
  for (int i = 0; i <= 20000; ++i) xs.push_back(-20.0 + 40.0 * i / 20000);
  for (double m = 1e-44; m < 30; m *= 1.01) xs.insert(xs.end(), {m, -m});
  const std::string t = "tensor<" + std::to_string(xs.size()) + "x1xf32>";
  // A product by 1 over one element: the dot's result is its input, exactly.
  std::unique_ptr<Module> module =
      ParseTestModule("func.func @main(%a: " + t + ", %b: tensor<1x1xf32>) -> " + t +
                          " {\n  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (" + t +
                          ", tensor<1x1xf32>) -> " + t + "\n" + body(t) + "  func.return %r : " + t + "\n}\n",
                      Verify::kNo);
  EltwiseReport report;
  EXPECT_NE(module, nullptr);
  if (!module) return report;
  StatusOr<std::unique_ptr<DnnlOp>> planned = PlanDnnlDot(*TheOp(*module), MakeEpilogue(*module, {kind}));
  EXPECT_TRUE(planned.ok() && *planned);
  if (!planned.ok() || !*planned) return report;
  const Block& main = FuncBody(*module->LookupFunc("main"));
  const std::vector<double> one{1.0};
  const std::vector<Tensor> args{MakeFloats(main.arg(0)->type(), xs), MakeFloats(main.arg(1)->type(), one)};
  StatusOr<RunResult> expected = RunFunction(*module, "main", args, EvalOptions());
  EXPECT_TRUE(expected.ok());
  if (!expected.ok()) return report;
  const Tensor& want = expected->outputs[0][0];
  Tensor got = Tensor::Zeros(want.type());
  const std::vector<const void*> pointers{args[0].data(), args[1].data()};
  EXPECT_TRUE((*planned)->Run(pointers, got.mutable_data()).ok());
  for (size_t i = 0; i < xs.size(); ++i) {
    const float w = static_cast<float>(ElementAsDouble(want, i)),
                g = static_cast<float>(ElementAsDouble(got, i));
    if (std::isnan(w) || std::isnan(g)) {
      report.specials_match &= std::isnan(w) && std::isnan(g);
    } else if (i < specials.size() || std::fabs(w) < 1.17549435e-38f) {
      report.specials_match &= std::memcmp(&w, &g, sizeof w) == 0;
    } else {
      report.max_ulp = std::max(report.max_ulp, UlpDistance(w, g));
    }
  }
  return report;
}

std::string Constant(const std::string& name, const std::string& value, const std::string& t) {
  return "  %" + name + " = stablehlo.constant dense<" + value + "> : " + t + "\n";
}

// Which activations the CPU backend may fuse into a call (library_calls.cc): only those whose NaN and
// infinities come out as StableHLO says and whose results are within 2 ULPs of the evaluator's.
TEST(DnnlEltwisePostOps, OnlyTanhComputesWhatStableHloDoes) {
  // tanh: NaN stays NaN, +-inf gives +-1, within 1 ULP here.
  const EltwiseReport tanh = CompareEltwise(
      Kind::kTanh, [](const std::string& t) { return "  %r = stablehlo.tanh %0 : " + t + "\n"; });
  EXPECT_TRUE(tanh.specials_match);
  EXPECT_LE(tanh.max_ulp, 2);
  // relu: max(NaN, 0) is 0, where StableHLO's maximum returns NaN.
  EXPECT_FALSE(CompareEltwise(Kind::kRelu, [](const std::string& t) {
                 return Constant("z", "0.0", t) + "  %r = stablehlo.maximum %0, %z : " + t + "\n";
               }).specials_match);
  // logistic and exp: results below the normal range become 0; exp(NaN) is inf.
  EXPECT_FALSE(CompareEltwise(Kind::kLogistic, [](const std::string& t) {
                 return "  %r = stablehlo.logistic %0 : " + t + "\n";
               }).specials_match);
  EXPECT_FALSE(CompareEltwise(Kind::kExp, [](const std::string& t) {
                 return "  %r = stablehlo.exponential %0 : " + t + "\n";
               }).specials_match);
  // GELU as JAX writes it: oneDNN's formulas are not the evaluator's rounding of each step, and where
  // 1 + tanh or 1 + erf cancels (x below about -4) the two differ by millions of ULPs.
  const EltwiseReport gelu_tanh = CompareEltwise(Kind::kGeluTanh, [](const std::string& t) {
    return Constant("h", "0.5", t) + Constant("one", "1.0", t) + Constant("c", "0.0447149984", t) +
           Constant("s", "0.797884583", t) + "  %x2 = stablehlo.multiply %0, %0 : " + t +
           "\n  %x3 = stablehlo.multiply %x2, %0 : " + t + "\n  %cx3 = stablehlo.multiply %c, %x3 : " + t +
           "\n  %in = stablehlo.add %0, %cx3 : " + t + "\n  %sin = stablehlo.multiply %s, %in : " + t +
           "\n  %th = stablehlo.tanh %sin : " + t + "\n  %1t = stablehlo.add %one, %th : " + t +
           "\n  %hx = stablehlo.multiply %h, %0 : " + t + "\n  %r = stablehlo.multiply %hx, %1t : " + t +
           "\n";
  });
  EXPECT_GT(gelu_tanh.max_ulp, 2);
  const EltwiseReport gelu_erf = CompareEltwise(Kind::kGeluErf, [](const std::string& t) {
    return Constant("h", "0.5", t) + Constant("one", "1.0", t) + Constant("s", "0.707106769", t) +
           "  %xs = stablehlo.multiply %0, %s : " + t + "\n  %e = chlo.erf %xs : " + t + " -> " + t +
           "\n  %1e = stablehlo.add %one, %e : " + t + "\n  %hx = stablehlo.multiply %h, %0 : " + t +
           "\n  %r = stablehlo.multiply %hx, %1e : " + t + "\n";
  });
  EXPECT_GT(gelu_erf.max_ulp, 2);
}

// ---- convolution ---------------------------------------------------------------------------------------

const char* kNhwc = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]";

TEST(DnnlConv, ResNetShapes) {
  // 3x3, stride 1, same padding; 3x3 stride 2 with the padding JAX gives "SAME"; 1x1 stride 2; the 7x7 stem.
  ExpectMatches(Conv("1x14x14x16xf32", "3x3x16x32xf32", kNhwc, "stride = [1, 1], pad = [[1, 1], [1, 1]]",
                     "1x14x14x32xf32"));
  ExpectMatches(Conv("2x15x15x8xf32", "3x3x8x16xf32", kNhwc, "stride = [2, 2], pad = [[0, 1], [0, 1]]",
                     "2x7x7x16xf32"));
  ExpectMatches(Conv("2x14x14x16xf32", "1x1x16x32xf32", kNhwc, "stride = [2, 2]", "2x7x7x32xf32"));
  ExpectMatches(Conv("1x32x32x3xf32", "7x7x3x16xf32", kNhwc, "stride = [2, 2], pad = [[3, 3], [3, 3]]",
                     "1x16x16x16xf32"));
}

TEST(DnnlConv, MobileNetShapes) {
  // Depthwise 3x3 (one input feature per group), stride 1 and 2, then a grouped convolution.
  ExpectMatches(Conv("1x12x12x32xf32", "3x3x1x32xf32", kNhwc, "stride = [1, 1], pad = [[1, 1], [1, 1]]",
                     "1x12x12x32xf32", 32));
  ExpectMatches(Conv("2x12x12x16xf32", "3x3x1x32xf32", kNhwc, "stride = [2, 2], pad = [[0, 1], [0, 1]]",
                     "2x6x6x32xf32", 16));
  ExpectMatches(Conv("1x10x10x16xf32", "3x3x4x32xf32", kNhwc, "pad = [[1, 1], [1, 1]]", "1x10x10x32xf32", 4));
}

TEST(DnnlConv, Dilation) {
  ExpectMatches(Conv("1x16x16x8xf32", "3x3x8x8xf32", kNhwc, "pad = [[2, 2], [2, 2]], rhs_dilate = [2, 2]",
                     "1x16x16x8xf32"));
  ExpectMatches(
      Conv("1x16x16x8xf32", "3x3x8x8xf32", kNhwc, "stride = [2, 1], rhs_dilate = [3, 1]", "1x5x14x8xf32"));
}

TEST(DnnlConv, Layouts) {
  ExpectMatches(Conv("2x8x10x10xf32", "16x8x3x3xf32", "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]",
                     "pad = [[1, 1], [1, 1]]", "2x16x10x10xf32"));
  // Any kernel layout: oneDNN reads the kernel in a blocked layout of its own, packed before each run.
  ExpectMatches(Conv("2x10x10x8xf32", "16x8x3x3xf32", "[b, 0, 1, f]x[o, i, 0, 1]->[b, 0, 1, f]",
                     "pad = [[1, 1], [1, 1]]", "2x10x10x16xf32"));
  ExpectMatches(Conv("2x10x10x8xf32", "3x16x3x8xf32", "[b, 0, 1, f]x[0, o, 1, i]->[b, 0, 1, f]",
                     "pad = [[1, 1], [1, 1]]", "2x10x10x16xf32"));
  // Spatial dimensions in the other order.
  ExpectMatches(Conv("2x10x10x8xf32", "3x3x8x16xf32", "[b, 1, 0, f]x[1, 0, i, o]->[b, 1, 0, f]",
                     "pad = [[1, 1], [0, 0]]", "2x8x10x16xf32"));
}

TEST(DnnlConv, RefusesLayoutsOnlyReferenceCodeRuns) {
  // Batch and feature dimensions in odd places, different in the operands and the result.
  ExpectRefused(Conv("9x2x8x6xf32", "6x3x3x4xf32", "[0, b, 1, f]x[i, 0, 1, o]->[f, 1, b, 0]",
                     "pad = [[1, 0], [0, 1]]", "4x7x2x8xf32"));
}

TEST(DnnlConv, InputCopiedIntoTheResultsLayout) {
  // An NCHW input with an NHWC result (ResNet's stem once the input's transpose is folded in), and the
  // other way round: oneDNN reads the input copied into the result's dimension order.
  ExpectMatches(Conv("1x3x32x32xf32", "7x7x3x16xf32", "[b, f, 0, 1]x[0, 1, i, o]->[b, 0, 1, f]",
                     "stride = [2, 2], pad = [[3, 3], [3, 3]]", "1x16x16x16xf32"));
  ExpectMatches(Conv("2x10x10x8xf32", "3x3x8x16xf32", "[b, 0, 1, f]x[0, 1, i, o]->[b, f, 0, 1]",
                     "pad = [[1, 1], [1, 1]]", "2x16x10x10xf32"));
  // Several threads at once: each copies the input into a buffer of its own.
  ExpectMatches(Conv("2x8x10x10xf32", "3x3x8x16xf32", "[b, f, 0, 1]x[0, 1, i, o]->[b, 0, 1, f]",
                     "pad = [[1, 1], [1, 1]]", "2x10x10x16xf32"),
                {}, 4);
}

TEST(DnnlConv, OneAndThreeSpatialDims) {
  ExpectMatches(Conv("2x20x8xf32", "5x8x12xf32", "[b, 0, f]x[0, i, o]->[b, 0, f]",
                     "stride = [2], pad = [[2, 2]]", "2x10x12xf32"));
  ExpectMatches(Conv("1x6x6x6x4xf32", "3x3x3x4x8xf32", "[b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f]",
                     "pad = [[1, 1], [1, 1], [1, 1]]", "1x6x6x6x8xf32"));
}

TEST(DnnlConv, Bf16) {
  ExpectBf16Matches(
      Conv("1x14x14x16xbf16", "3x3x16x32xbf16", kNhwc, "pad = [[1, 1], [1, 1]]", "1x14x14x32xbf16"));
  ExpectBf16Matches(
      Conv("1x14x14x16xbf16", "3x3x16x32xbf16", kNhwc, "pad = [[1, 1], [1, 1]]", "1x14x14x32xf32"));
  ExpectBf16Matches(
      Conv("1x12x12x32xbf16", "3x3x1x32xbf16", kNhwc, "pad = [[1, 1], [1, 1]]", "1x12x12x32xbf16", 32));
}

// torch-mlir's MobileNetV2 in bf16: NCHW operands and OIHW kernels (oneDNN's gemm:jit convolution), the
// stem, depthwise 3x3 with stride 2 and 1, and a pointwise 1x1, with the model's own shapes.
TEST(DnnlConv, MobileNetV2Bf16Nchw) {
  const std::string nchw = "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]";
  ExpectBf16Matches(Conv("1x3x224x224xbf16", "32x3x3x3xbf16", nchw, "stride = [2, 2], pad = [[1, 1], [1, 1]]",
                         "1x32x112x112xbf16"));
  ExpectBf16Matches(Conv("1x96x112x112xbf16", "96x1x3x3xbf16", nchw,
                         "stride = [2, 2], pad = [[1, 1], [1, 1]]", "1x96x56x56xbf16", 96));
  ExpectBf16Matches(Conv("1x960x7x7xbf16", "960x1x3x3xbf16", nchw, "stride = [1, 1], pad = [[1, 1], [1, 1]]",
                         "1x960x7x7xbf16", 960));
  ExpectBf16Matches(Conv("1x320x7x7xbf16", "1280x320x1x1xbf16", nchw,
                         "stride = [1, 1], pad = [[0, 0], [0, 0]]", "1x1280x7x7xbf16"));
}

TEST(DnnlConv, DepthwiseChannelsFirstRunsChannelsLast) {
  // oneDNN's direct depthwise kernel reads channels-last: the input is reordered into it and the result
  // back out of it around each run, in buffers of each thread, with a depthwise multiplier of 1 and 2,
  // stride 2, and 3-D.
  const std::string nchw = "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]";
  ExpectMatches(Conv("2x16x12x12xf32", "16x1x3x3xf32", nchw, "stride = [2, 2], pad = [[1, 1], [1, 1]]",
                     "2x16x6x6xf32", 16),
                {}, 4);
  ExpectMatches(Conv("1x8x10x10xf32", "16x1x3x3xf32", nchw, "pad = [[1, 1], [1, 1]]", "1x16x10x10xf32", 8));
  ExpectBf16Matches(
      Conv("1x32x9x9xbf16", "32x1x3x3xbf16", nchw, "pad = [[1, 1], [1, 1]]", "1x32x9x9xbf16", 32), {}, 3);
  ExpectMatches(Conv("1x8x6x6x6xf32", "8x1x3x3x3xf32", "[b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2]",
                     "pad = [[1, 1], [1, 1], [1, 1]]", "1x8x6x6x6xf32", 8));
}

TEST(DnnlConv, Int8) {
  if (!CpuHasVnni()) {
    ExpectRefused(Conv("1x10x10x16xui8", "3x3x16x32xi8", kNhwc, "pad = [[1, 1], [1, 1]]", "1x10x10x32xi32"));
    return;
  }
  ExpectMatches(Conv("1x10x10x16xui8", "3x3x16x32xi8", kNhwc, "pad = [[1, 1], [1, 1]]", "1x10x10x32xi32"));
  ExpectMatches(Conv("1x10x10x16xi8", "3x3x16x32xi8", kNhwc, "pad = [[1, 1], [1, 1]]", "1x10x10x32xi32"));
}

TEST(DnnlConv, SeveralThreadsAtOnce) {
  // The kernel is packed into each thread's own buffer before each run.
  ExpectMatches(Conv("2x12x12x16xf32", "3x3x16x32xf32", kNhwc, "pad = [[1, 1], [1, 1]]", "2x12x12x32xf32"),
                {}, 4);
}

TEST(DnnlConv, ConstantWeightsPackedOnce) {
  // Blocked weights, weights reversed and blocked, an input copied into the result's layout: each run
  // reads the copy made once, not the operand it is given.
  ExpectMatches(Conv("1x14x14x16xf32", "3x3x16x32xf32", kNhwc, "pad = [[1, 1], [1, 1]]", "1x14x14x32xf32"),
                {}, 1, true);
  ExpectMatches(Conv("1x8x8x4xf32", "3x3x4x6xf32", kNhwc, "pad = [[1, 1], [1, 1]], reverse = [true, false]",
                     "1x8x8x6xf32"),
                {}, 1, true);
  ExpectMatches(Conv("1x3x16x16xf32", "7x7x3x16xf32", "[b, f, 0, 1]x[0, 1, i, o]->[b, 0, 1, f]",
                     "stride = [2, 2], pad = [[3, 3], [3, 3]]", "1x8x8x16xf32"),
                {}, 3, true);
  ExpectBf16Matches(
      Conv("1x14x14x16xbf16", "3x3x16x32xbf16", kNhwc, "pad = [[1, 1], [1, 1]]", "1x14x14x32xbf16"), {}, 1,
      true);
}

TEST(DnnlConv, WindowReversal) {
  ExpectMatches(Conv("1x8x8x4xf32", "3x3x4x6xf32", kNhwc, "pad = [[1, 1], [1, 1]], reverse = [true, false]",
                     "1x8x8x6xf32"));
  ExpectMatches(
      Conv("2x8x8x8xf32", "3x3x2x8xf32", kNhwc, "stride = [2, 2], reverse = [true, true]", "2x3x3x8xf32", 4));
}

TEST(DnnlConv, TransposedAsDeconvolution) {
  // lhs dilation as jax.lax.conv_transpose writes it: a 2x upsampling with a 3x3 kernel.
  ExpectMatches(Conv("1x8x8x4xf32", "3x3x4x6xf32", kNhwc, "pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2]",
                     "1x16x16x6xf32"));
  ExpectMatches(Conv("2x8x8x4xf32", "3x3x4x6xf32", kNhwc, "pad = [[2, 2], [2, 2]], lhs_dilate = [2, 2]",
                     "2x17x17x6xf32"));
  // With the window reversed too, in NCHW, with feature groups, and in 1-D with rhs dilation.
  ExpectMatches(Conv("1x8x8x4xf32", "3x3x4x6xf32", kNhwc,
                     "pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], reverse = [true, true]", "1x15x15x6xf32"));
  ExpectMatches(Conv("2x4x6x6xf32", "6x4x3x3xf32", "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]",
                     "pad = [[2, 1], [2, 1]], lhs_dilate = [2, 3]", "2x6x12x17xf32"));
  ExpectMatches(Conv("1x6x6x4xf32", "3x3x2x6xf32", kNhwc, "pad = [[2, 2], [2, 2]], lhs_dilate = [2, 2]",
                     "1x13x13x6xf32", 2));
  ExpectMatches(Conv("2x10x3xf32", "3x3x5xf32", "[b, 0, f]x[0, i, o]->[b, 0, f]",
                     "pad = [[4, 4]], lhs_dilate = [3], rhs_dilate = [2]", "2x32x5xf32"));
  ExpectBf16Matches(Conv("1x8x8x16xbf16", "3x3x16x8xbf16", kNhwc,
                         "pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2]", "1x16x16x8xbf16"));
}

TEST(DnnlConv, Refused) {
  // lhs dilation with window strides, or padding beyond the kernel's extent (outputs that read only
  // padding: a deconvolution would need negative padding).
  ExpectRefused(
      Conv("1x8x8x4xf32", "3x3x4x4xf32", kNhwc, "stride = [2, 2], lhs_dilate = [2, 2]", "1x7x7x4xf32"));
  ExpectRefused(Conv("1x8x8x4xf32", "3x3x4x4xf32", kNhwc, "pad = [[3, 3], [3, 3]], lhs_dilate = [2, 2]",
                     "1x19x19x4xf32"));
  // Batch groups, negative padding, f64.
  ExpectRefused(Conv("2x8x8x4xf32", "3x3x4x4xf32", kNhwc, "", "1x6x6x4xf32", 1, 2));
  ExpectRefused(Conv("1x8x8x4xf32", "3x3x4x4xf32", kNhwc, "pad = [[-1, 0], [0, 0]]", "1x5x6x4xf32"));
  ExpectRefused(Conv("1x8x8x4xf64", "3x3x4x4xf64", kNhwc, "", "1x6x6x4xf64"));
}

TEST(DnnlConvEpilogue, BiasAndRelu) {
  // A ResNet block's tail: bias per output feature, then relu.
  ExpectMatches(
      "func.func @main(%a: tensor<1x14x14x16xf32>, %b: tensor<3x3x16x32xf32>, %c: tensor<32xf32>) -> "
      "tensor<1x14x14x32xf32> {\n"
      "  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = "
      "{pad = "
      "[[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : "
      "(tensor<1x14x14x16xf32>, "
      "tensor<3x3x16x32xf32>) -> tensor<1x14x14x32xf32>\n"
      "  %1 = stablehlo.broadcast_in_dim %c, dims = [3] : (tensor<32xf32>) -> tensor<1x14x14x32xf32>\n"
      "  %2 = stablehlo.add %0, %1 : tensor<1x14x14x32xf32>\n"
      "  %z = stablehlo.constant dense<0.0> : tensor<1x14x14x32xf32>\n"
      "  %r = stablehlo.maximum %2, %z : tensor<1x14x14x32xf32>\n"
      "  func.return %r : tensor<1x14x14x32xf32>\n}\n",
      {Kind::kAdd, Kind::kRelu});
}

TEST(DnnlConvEpilogue, BatchNorm) {
  // Batch norm at inference: (x - mean) * scale + offset, per output feature, then relu.
  ExpectMatches(
      "func.func @main(%a: tensor<1x10x10x8xf32>, %b: tensor<1x1x8x16xf32>, %m: tensor<16xf32>, "
      "%s: tensor<1x1x1x16xf32>, %o: tensor<16xf32>) -> tensor<1x10x10x16xf32> {\n"
      "  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = "
      "{} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x10x10x8xf32>, "
      "tensor<1x1x8x16xf32>) -> tensor<1x10x10x16xf32>\n"
      "  %1 = stablehlo.broadcast_in_dim %m, dims = [3] : (tensor<16xf32>) -> tensor<1x10x10x16xf32>\n"
      "  %2 = stablehlo.subtract %0, %1 : tensor<1x10x10x16xf32>\n"
      "  %3 = stablehlo.broadcast_in_dim %s, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> "
      "tensor<1x10x10x16xf32>\n"
      "  %4 = stablehlo.multiply %2, %3 : tensor<1x10x10x16xf32>\n"
      "  %5 = stablehlo.broadcast_in_dim %o, dims = [3] : (tensor<16xf32>) -> tensor<1x10x10x16xf32>\n"
      "  %6 = stablehlo.add %4, %5 : tensor<1x10x10x16xf32>\n"
      "  %z = stablehlo.constant dense<0.0> : tensor<1x10x10x16xf32>\n"
      "  %r = stablehlo.maximum %6, %z : tensor<1x10x10x16xf32>\n"
      "  func.return %r : tensor<1x10x10x16xf32>\n}\n",
      {Kind::kSubtract, Kind::kMultiply, Kind::kAdd, Kind::kRelu});
}

TEST(DnnlConvEpilogue, ResidualInNchw) {
  // A residual added to an NCHW result, then gelu.
  ExpectMatches(
      "func.func @main(%a: tensor<2x8x6x6xf32>, %b: tensor<8x8x3x3xf32>, %c: tensor<2x8x6x6xf32>) -> "
      "tensor<2x8x6x6xf32> {\n"
      "  %0 = stablehlo.convolution(%a, %b) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = "
      "{pad = "
      "[[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : "
      "(tensor<2x8x6x6xf32>, "
      "tensor<8x8x3x3xf32>) -> tensor<2x8x6x6xf32>\n"
      "  %r0 = stablehlo.add %0, %c : tensor<2x8x6x6xf32>\n"
      "  %r = stablehlo.tanh %r0 : tensor<2x8x6x6xf32>\n"
      "  func.return %r : tensor<2x8x6x6xf32>\n}\n",
      {Kind::kAdd, Kind::kTanh});
}

// Products laid out by hlx's own ops (PlanDnnlMatmuls): 3 batches of [5 x 7] by [7 x 4], each operand's
// matrices further apart than their size (padding that must be neither read as data nor written).
TEST(DnnlMatmuls, StridedBatches) {
  constexpr int64_t kBatch = 3, kM = 5, kK = 7, kN = 4, kA = kM * kK + 3, kW = kK * kN + 5, kC = kM * kN + 2;
  StatusOr<std::unique_ptr<DnnlOp>> plan = PlanDnnlMatmuls(kBatch, kM, kK, kN, kA, kW, kC);
  ASSERT_TRUE(plan.ok()) << plan.status().message();
  ASSERT_NE(*plan, nullptr);
  std::vector<float> a(kBatch * kA), w(kBatch * kW), c(kBatch * kC, -7.0f);
  for (size_t i = 0; i < a.size(); ++i) a[i] = static_cast<float>(i % 11) - 5;
  for (size_t i = 0; i < w.size(); ++i) w[i] = static_cast<float>(i % 7) - 3;
  const void* const operands[] = {a.data(), w.data()};
  ASSERT_TRUE((*plan)->Run(operands, c.data()).ok());
  for (int64_t b = 0; b < kBatch; ++b) {
    for (int64_t i = 0; i < kM; ++i)
      for (int64_t j = 0; j < kN; ++j) {
        float sum = 0;  // small integers: exact in any order
        for (int64_t p = 0; p < kK; ++p) sum += a[b * kA + i * kK + p] * w[b * kW + p * kN + j];
        EXPECT_EQ(c[b * kC + i * kN + j], sum) << "batch " << b << ", element " << i << ", " << j;
      }
    for (int64_t pad = kM * kN; pad < kC; ++pad)
      EXPECT_EQ(c[b * kC + pad], -7.0f) << "padding of batch " << b;
  }
}

}  // namespace
}  // namespace hlx::cpu
