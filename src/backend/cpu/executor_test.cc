// The executor's buffers: results written in place and handed to the caller, recycled through the
// executable's BufferPool once the caller drops them, never while the caller holds them; donated
// arguments becoming results.
#include "backend/cpu/executor.h"

#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <future>
#include <thread>
#if defined(__x86_64__) || defined(__i386__)
#include <xmmintrin.h>
#endif
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "backend/cpu/dnnl/dnnl_ops.h"
#include "backend/cpu/executable.h"
#include "interp/tensor.h"
#include "parse/text_reader.h"
#include "support/host_memory.h"

namespace hlx::cpu {
namespace {

// The executable of `text`, or null (and a failed expectation) when it does not compile.
std::unique_ptr<CpuExecutable> CompileText(const std::string& text,
                                           const CpuCompileOptions& options = CpuCompileOptions()) {
  auto module = ParseModule(text, "test.mlir");
  EXPECT_TRUE(module.ok()) << module.status().message();
  if (!module.ok()) return nullptr;
  auto executable = Compile(std::move(*module), options);
  EXPECT_TRUE(executable.ok()) << executable.status().message();
  if (!executable.ok()) return nullptr;
  return std::move(executable).value();
}

// An f32 argument of the executable's own type with elements start, start + 1, ...
Tensor Counting(const CpuExecutable& executable, int arg, float start) {
  Type t = FuncType(*executable.module().LookupFunc("main")).types()[arg];
  std::vector<double> values(t.NumElements());
  for (size_t i = 0; i < values.size(); ++i) values[i] = start + static_cast<double>(i);
  return MakeFloats(t, values);
}

const float* Floats(const Tensor& t) { return reinterpret_cast<const float*>(t.data()); }

constexpr const char* kAddOne = R"(func.func @main(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %one = stablehlo.constant dense<1.0> : tensor<1024xf32>
  %y = stablehlo.add %x, %one : tensor<1024xf32>
  return %y : tensor<1024xf32>
})";

TEST(Executor, DroppedResultBuffersAreReused) {
  auto executable = CompileText(kAddOne);
  ASSERT_NE(executable, nullptr);
  std::vector<Tensor> args = {Counting(*executable, 0, 0)};
  const char* first = nullptr;
  {
    auto results = executable->Run(args);
    ASSERT_TRUE(results.ok());
    first = (*results)[0].data();
    EXPECT_EQ(Floats((*results)[0])[5], 6.0f);
  }
  auto again = executable->Run(args);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ((*again)[0].data(), first);
  EXPECT_EQ(Floats((*again)[0])[1023], 1024.0f);
}

// Results start at a multiple of kTensorAlignment (a cache line), as the arena's buffers do: the
// pool's buffers are padded to allow it.
TEST(Executor, ResultsAreAligned) {
  auto executable = CompileText(kAddOne);
  ASSERT_NE(executable, nullptr);
  std::vector<Tensor> args = {Counting(*executable, 0, 0)};
  for (int run = 0; run < 3; ++run) {
    auto results = executable->Run(args);
    ASSERT_TRUE(results.ok());
    EXPECT_EQ(reinterpret_cast<uintptr_t>((*results)[0].data()) % kTensorAlignment, 0u);
    EXPECT_EQ(Floats((*results)[0])[1023], 1024.0f);
  }
}

TEST(Executor, HeldResultsAreNeverOverwritten) {
  auto executable = CompileText(kAddOne);
  ASSERT_NE(executable, nullptr);
  std::vector<Tensor> a = {Counting(*executable, 0, 0)}, b = {Counting(*executable, 0, 100)};
  auto first = executable->Run(a);
  auto second = executable->Run(b);
  ASSERT_TRUE(first.ok() && second.ok());
  EXPECT_NE((*first)[0].data(), (*second)[0].data());
  EXPECT_EQ(Floats((*first)[0])[7], 8.0f);
  EXPECT_EQ(Floats((*second)[0])[7], 108.0f);
}

TEST(Executor, ResultsReturnedTwiceOrAliasedOrArguments) {
  auto executable = CompileText(
      R"(func.func @main(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<6xf32>, tensor<2x3xf32>) {
  %y = stablehlo.multiply %x, %x : tensor<2x3xf32>
  %r = stablehlo.reshape %y : (tensor<2x3xf32>) -> tensor<6xf32>
  return %y, %y, %r, %x : tensor<2x3xf32>, tensor<2x3xf32>, tensor<6xf32>, tensor<2x3xf32>
})");
  ASSERT_NE(executable, nullptr);
  std::vector<Tensor> args = {Counting(*executable, 0, 1)};
  auto results = executable->Run(args);
  ASSERT_TRUE(results.ok());
  ASSERT_EQ(results->size(), 4u);
  for (int i = 0; i < 6; ++i) {
    const float want = static_cast<float>((i + 1) * (i + 1));
    EXPECT_EQ(Floats((*results)[0])[i], want);
    EXPECT_EQ(Floats((*results)[1])[i], want);
    EXPECT_EQ(Floats((*results)[2])[i], want);
    EXPECT_EQ(Floats((*results)[3])[i], static_cast<float>(i + 1));
  }
}

TEST(Executor, DonatedArgumentBecomesTheResult) {
  auto executable = CompileText(kAddOne);
  ASSERT_NE(executable, nullptr);
  Tensor x = Counting(*executable, 0, 0);
  const char* x_bytes = x.data();
  std::vector<Tensor> args;
  args.push_back(std::move(x));
  auto results = executable->RunDonated(std::move(args));
  ASSERT_TRUE(results.ok()) << results.status().message();
  EXPECT_EQ((*results)[0].data(), x_bytes);
  EXPECT_TRUE((*results)[0].OwnsBytesAlone());
  for (int i = 0; i < 1024; ++i) ASSERT_EQ(Floats((*results)[0])[i], static_cast<float>(i + 1));
}

TEST(Executor, ArgumentsSharedElsewhereAreOnlyRead) {
  auto executable = CompileText(kAddOne);
  ASSERT_NE(executable, nullptr);
  Tensor kept = Counting(*executable, 0, 0);
  auto results = executable->RunDonated({kept});
  ASSERT_TRUE(results.ok());
  EXPECT_NE((*results)[0].data(), kept.data());
  EXPECT_EQ(Floats(kept)[5], 5.0f);
  EXPECT_EQ(Floats((*results)[0])[5], 6.0f);
}

TEST(Executor, DonatedArgumentStillReadLaterIsNotWrittenOver) {
  // The dot's result has x's size, but the reduce after it still reads x.
  auto executable =
      CompileText(R"(func.func @main(%x: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16xf32>) {
  %y = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
  return %y, %s : tensor<16x16xf32>, tensor<16xf32>
})");
  ASSERT_NE(executable, nullptr);
  std::vector<Tensor> kept = {Counting(*executable, 0, 0)};
  auto expected = executable->Run(kept);
  ASSERT_TRUE(expected.ok());
  Tensor x = Counting(*executable, 0, 0);
  const char* x_bytes = x.data();
  std::vector<Tensor> args;
  args.push_back(std::move(x));
  auto results = executable->RunDonated(std::move(args));
  ASSERT_TRUE(results.ok());
  EXPECT_NE((*results)[0].data(), x_bytes);
  EXPECT_EQ((*results)[0].bytes(), (*expected)[0].bytes());
  EXPECT_EQ((*results)[1].bytes(), (*expected)[1].bytes());
}

TEST(Executor, ArgumentsTheEvaluatorReadsAreNotDonated) {
  // cholesky runs on the evaluator, which may keep what it reads; x dies there, before %y is written.
  auto executable = CompileText(R"(func.func @main(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c = "stablehlo.cholesky"(%x) {lower = true} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %y = stablehlo.add %c, %c : tensor<4x4xf32>
  return %y : tensor<4x4xf32>
})");
  ASSERT_NE(executable, nullptr);
  std::vector<double> spd(16, 0.0);
  for (int i = 0; i < 4; ++i) spd[i * 5] = 4.0;
  Tensor x = MakeFloats(FuncType(*executable->module().LookupFunc("main")).types()[0], spd);
  const char* x_bytes = x.data();
  std::vector<Tensor> args;
  args.push_back(std::move(x));
  auto results = executable->RunDonated(std::move(args));
  ASSERT_TRUE(results.ok()) << results.status().message();
  EXPECT_NE((*results)[0].data(), x_bytes);
  EXPECT_EQ(Floats((*results)[0])[0], 4.0f);
  EXPECT_EQ(Floats((*results)[0])[5], 4.0f);
}

TEST(Executor, FlushesDenormalsOnlyWhenCompiledTo) {
  // 2^16 elements: the kernel's loop is split over the OpenMP threads, each of which must flush. x * y
  // reads the denormal 1e-39 (DAZ: as zero) and makes the denormal 1e-20 * 1e-20 (FTZ: zero).
  constexpr const char* kText =
      R"(func.func @main(%x: tensor<65536xf32>, %y: tensor<65536xf32>) -> tensor<65536xf32> {
  %p = stablehlo.multiply %x, %y : tensor<65536xf32>
  return %p : tensor<65536xf32>
})";
  CpuCompileOptions flush;
  flush.flush_denormals = true;
  auto ieee = CompileText(kText), flushed = CompileText(kText, flush);
  ASSERT_NE(ieee, nullptr);
  ASSERT_NE(flushed, nullptr);
  std::vector<double> x(65536), y(65536);
  for (size_t i = 0; i < x.size(); ++i) {
    x[i] = i % 2 ? 1e-39 : 1e-20;
    y[i] = i % 2 ? 2.0 : 1e-20;
  }
  auto arguments = [&](const CpuExecutable& executable) {
    Type type = FuncType(*executable.module().LookupFunc("main")).types()[0];
    return std::vector<Tensor>{MakeFloats(type, x), MakeFloats(type, y)};
  };
#if defined(__x86_64__) || defined(__i386__)
  constexpr unsigned kControl = ~0x3fu;  // MXCSR without its sticky exception flags
  const unsigned before = _mm_getcsr() & kControl;
#endif
  auto flushed_results = flushed->Run(arguments(*flushed));
  auto ieee_results = ieee->Run(arguments(*ieee));
  ASSERT_TRUE(flushed_results.ok() && ieee_results.ok());
#if defined(__x86_64__) || defined(__i386__)
  EXPECT_EQ(_mm_getcsr() & kControl, before) << "the calling thread's MXCSR is restored after the run";
  for (size_t i = 0; i < x.size(); ++i) {
    ASSERT_EQ(Floats((*flushed_results)[0])[i], 0.0f) << i;
    ASSERT_EQ(Floats((*ieee_results)[0])[i], static_cast<float>(x[i] * y[i])) << i;
  }
#endif
}

TEST(BufferPool, KeepsAtMostItsLimitOfIdleBuffers) {
  std::shared_ptr<BufferPool> pool = BufferPool::Create(100);
  std::shared_ptr<std::string> a = pool->Take(64), b = pool->Take(64);
  ASSERT_TRUE(a && b);
  const char* a_bytes = a->data();
  a.reset();  // kept: 64 idle bytes
  b.reset();  // freed: 128 would pass the limit
  std::shared_ptr<std::string> c = pool->Take(64), d = pool->Take(64);
  EXPECT_EQ(c->data(), a_bytes);
  EXPECT_EQ(c->size(), 64u);
  EXPECT_EQ(d->size(), 64u);
  std::shared_ptr<std::string> other = pool->Take(32);  // another size is never given a kept buffer
  EXPECT_EQ(other->size(), 32u);
}

TEST(BufferPool, ABufferLargerThanTheHostsMemoryIsRefused) {
  // Overcommitted, it would be allocated and then kill the process as its pages were zeroed.
  std::shared_ptr<BufferPool> pool = BufferPool::Create(1 << 20);
  if (HostMemoryBytes() == std::numeric_limits<int64_t>::max())
    GTEST_SKIP() << "the host's memory is unknown";
  EXPECT_EQ(pool->Take(HostMemoryBytes() + 1), nullptr);
  EXPECT_NE(pool->Take(1 << 20), nullptr);
}

TEST(BufferPool, BuffersMayOutliveThePool) {
  std::shared_ptr<BufferPool> pool = BufferPool::Create(1 << 20);
  std::shared_ptr<std::string> kept = pool->Take(256);
  std::memset(kept->data(), 7, kept->size());
  pool.reset();
  EXPECT_EQ((*kept)[255], 7);
  kept.reset();  // frees itself (ASan checks)
}

// A product's constant weight, which oneDNN packs into a copy of its own when the program is compiled:
// `returned` also returns the weight.
std::string ConstantWeightProduct(bool returned) {
  std::string weights = "[";
  for (int i = 0; i < 128; ++i) {
    weights += i ? ", [" : "[";
    for (int j = 0; j < 128; ++j) weights += (j ? ", " : "") + std::to_string((i * 7 + j * 3) % 11 - 5);
    weights += "]";
  }
  weights += "]";
  return "func.func @main(%x: tensor<64x128xf32>) -> (tensor<64x128xf32>" +
         std::string(returned ? ", tensor<128x128xf32>" : "") + ") {\n" + "  %w = stablehlo.constant dense<" +
         weights + "> : tensor<128x128xf32>\n" +
         "  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<64x128xf32>, "
         "tensor<128x128xf32>) -> tensor<64x128xf32>\n" +
         "  return %y" +
         (returned ? ", %w : tensor<64x128xf32>, tensor<128x128xf32>" : " : tensor<64x128xf32>") + "\n}";
}

// A product whose constant weight oneDNN may pack into a copy of its own (where it packs, depending on
// the CPU, the program drops its own: ReleaseCopiedConstants, tested below) reads the weight right; a
// returned constant stays, aligned.
TEST(Executor, ConstantWeightsReadFromOneDnnCopies) {
  if (!DnnlAvailable()) GTEST_SKIP() << "hlx was built without oneDNN";
  for (bool returned : {false, true}) {
    auto executable = CompileText(ConstantWeightProduct(returned));
    ASSERT_NE(executable, nullptr);
    EXPECT_EQ(executable->stats().num_library_calls, 1);
    if (returned) {
      EXPECT_EQ(executable->stats().constant_bytes, 128 * 128 * 4);
    }
    std::vector<Tensor> args = {Counting(*executable, 0, 0)};
    auto results = executable->Run(args);
    ASSERT_TRUE(results.ok()) << results.status().message();
    for (int i : {0, 17, 63})
      for (int j : {0, 5, 127}) {
        double want = 0;
        for (int k = 0; k < 128; ++k) want += (i * 128.0 + k) * ((k * 7 + j * 3) % 11 - 5);
        EXPECT_EQ(Floats((*results)[0])[i * 128 + j], static_cast<float>(want)) << i << ", " << j;
      }
    if (returned) {
      EXPECT_EQ(Floats((*results)[1])[1 * 128 + 2], static_cast<float>((7 + 6) % 11 - 5));
      // A constant that stays is the attribute's bytes copied aligned, as kernels read them best.
      EXPECT_EQ(reinterpret_cast<uintptr_t>((*results)[1].data()) % kTensorAlignment, 0u);
    }
  }
}

// The threads of this process, 0 where Linux's /proc does not list them.
int64_t ProcessThreads() {
  std::error_code error;
  int64_t count = 0;
  for (auto it = std::filesystem::directory_iterator("/proc/self/task", error);
       !error && it != std::filesystem::directory_iterator(); it.increment(error))
    ++count;
  return count;
}

// A compile's parallel work (a kernel computing a constant weight, oneDNN packing it and timing a
// product of an argument both ways) leaves no threads behind for the thread that asked for it: libgomp
// keeps an OpenMP team's threads for each thread that started one, and a compile's team left beside
// the runs' team made every barrier of the runs sleep (compile.cc).
TEST(Compile, LeavesNoThreadsBehindForTheCaller) {
  if (std::thread::hardware_concurrency() < 2) GTEST_SKIP() << "one CPU: no team of several threads";
  if (ProcessThreads() == 0) GTEST_SKIP() << "no /proc/self/task";
  const std::string program =
      R"(func.func @main(%x: tensor<256x512xf32>, %v: tensor<512x512xf32>) -> tensor<256x512xf32> {
  %i = stablehlo.iota dim = 0 : tensor<512x512xi32>
  %j = stablehlo.iota dim = 1 : tensor<512x512xi32>
  %s = stablehlo.add %i, %j : tensor<512x512xi32>
  %w = stablehlo.convert %s : (tensor<512x512xi32>) -> tensor<512x512xf32>
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
  %z = stablehlo.dot_general %y, %v, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x512xf32>) -> tensor<256x512xf32>
  return %z : tensor<256x512xf32>
})";
  const int64_t before = ProcessThreads();
  std::promise<int64_t> compiled;
  std::promise<void> done;
  std::thread caller([&] {
    auto executable = CompileText(program);
    compiled.set_value(ProcessThreads());
    done.get_future().wait();
  });
  const int64_t after = compiled.get_future().get();
  done.set_value();
  caller.join();
  EXPECT_EQ(after, before + 1) << "threads before the compile " << before
                               << ", the caller's included after it " << after;
}

// An op that copied its operand 1 when told it is a constant (as oneDNN's packed weights are).
class CopiesOperandOne final : public DnnlOp {
 public:
  Status Run(std::span<const void* const>, void*) const override { return Status::Ok(); }
  bool KeepsConstantOperand(int index) const override { return index == 1; }
};

TEST(ReleaseCopiedConstants, DropsWhatOnlyCopiesStandFor) {
  TypeContext types;
  const Type t = types.Tensor({16, 32}, ElementType::kF32);  // 2 KB: kept ones are aligned
  auto constant = [&](char fill) {
    auto storage = std::make_shared<std::string>(2048 + 4, fill);
    return Tensor::FromStorage(t, storage, 4);  // not on a cache line
  };
  CopiesOperandOne op;
  auto value = [&](ValueSlot::Where where, int64_t index) { return ValueSlot{where, index, t, 2048}; };
  // Constant 0 only op's copy stands for; op reads constant 1 as its operand 0; constant 2 is a result.
  Program program;
  program.values = {value(ValueSlot::Where::kConstant, 0), value(ValueSlot::Where::kConstant, 1),
                    value(ValueSlot::Where::kConstant, 2), value(ValueSlot::Where::kArena, 0)};
  program.constants = {constant('a'), constant('b'), constant('c')};
  Step call;
  call.kind = Step::Kind::kLibrary;
  call.library = &op;
  call.operands = {1, 0};
  call.results = {3};
  program.steps = {call};
  program.results = {2, 3};
  // A loop's program whose one constant only op's copy stands for, and one its evaluated step reads.
  auto region = std::make_unique<Program>();
  region->values = {value(ValueSlot::Where::kConstant, 0), value(ValueSlot::Where::kConstant, 1),
                    value(ValueSlot::Where::kArena, 0)};
  region->constants = {constant('d'), constant('e')};
  Step copied = call;
  copied.operands = {2, 0};
  copied.results = {2};
  Step evaluated;
  evaluated.kind = Step::Kind::kEvaluate;
  evaluated.operands = {1};
  region->steps = {copied, evaluated};
  program.regions.push_back(std::move(region));

  int64_t kept = 0, released = 0;
  ReleaseCopiedConstants(program, kept, released);
  EXPECT_EQ(released, 2 * 2048);
  EXPECT_EQ(kept, 3 * 2048);
  EXPECT_FALSE(program.constants[0]);
  EXPECT_FALSE(program.regions[0]->constants[0]);
  for (const Tensor* kept_constant :
       {&program.constants[1], &program.constants[2], &program.regions[0]->constants[1]}) {
    ASSERT_TRUE(*kept_constant);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(kept_constant->data()) % kTensorAlignment, 0u);
  }
  EXPECT_EQ(program.constants[1].bytes(), std::string(2048, 'b'));
  EXPECT_EQ(program.constants[2].bytes(), std::string(2048, 'c'));
  EXPECT_EQ(program.regions[0]->constants[1].bytes(), std::string(2048, 'e'));
}

TEST(BufferPool, RecyclesBySizeUpToWhatItKeeps) {
  std::shared_ptr<BufferPool> pool = BufferPool::Create(/*keep_bytes=*/3 * AlignableSize(1000));
  std::shared_ptr<std::string> a = pool->Take(1000), b = pool->Take(1000), c = pool->Take(5000);
  ASSERT_TRUE(a && b && c);
  const std::string *pa = a.get(), *pb = b.get();
  a.reset();
  b.reset();
  c.reset();  // more than the pool keeps beside a and b: freed
  // Buffers of the size asked for come back, the last given first; another size is new.
  std::shared_ptr<std::string> again = pool->Take(1000), more = pool->Take(1000), third = pool->Take(1000);
  EXPECT_EQ(again.get(), pb);
  EXPECT_EQ(more.get(), pa);
  EXPECT_NE(third.get(), pa);
  EXPECT_NE(third.get(), pb);
  EXPECT_GE(third->size(), 1000u);
}

}  // namespace
}  // namespace hlx::cpu
