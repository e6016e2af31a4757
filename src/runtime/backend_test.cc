// The runtime's backend choice: names, errors, and the programs each backend compiles.
#include "runtime/backend.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "parse/text_reader.h"

namespace hlx::runtime {
namespace {

// @main adds its argument to itself and checks the sum once.
constexpr const char* kDouble = R"(func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %a : tensor<2xf32>
  check.expect_eq_const %0, dense<[2.0, 4.0]> : tensor<2xf32>
  return %0 : tensor<2xf32>
})";

// Each process adds its argument over the replicas (cross_replica) and adds its replica id.
constexpr const char* kSum = R"(func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.all_reduce"(%a) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) : (tensor<2xf32>) -> tensor<2xf32>
  %r = stablehlo.replica_id : tensor<ui32>
  %f = stablehlo.convert %r : (tensor<ui32>) -> tensor<f32>
  %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<2xf32>
  %1 = stablehlo.add %0, %b : tensor<2xf32>
  return %1 : tensor<2xf32>
})";

std::unique_ptr<CompiledProgram> Compile(Backend backend, const char* text = kDouble, int64_t replicas = 1) {
  auto module = ParseModule(text, "program.mlir");
  EXPECT_TRUE(module.ok()) << module.status().message();
  if (!module.ok()) return nullptr;
  ProgramOptions options;
  options.backend = backend;
  options.eval.num_replicas = replicas;
  auto program = CompileProgram(std::move(*module), options);
  EXPECT_TRUE(program.ok()) << program.status().message();
  return program.ok() ? std::move(*program) : nullptr;
}

TEST(BackendChoice, NamesAndTheDefault) {
  EXPECT_EQ(BackendName(Backend::kCpu), "cpu");
  EXPECT_EQ(BackendName(Backend::kInterp), "interp");
  StatusOr<Backend> interp = FindBackend("interp");
  ASSERT_TRUE(interp.ok());
  EXPECT_EQ(*interp, Backend::kInterp);
  EXPECT_TRUE(BackendIsBuilt(Backend::kInterp));
  EXPECT_EQ(DefaultBackend(), BackendIsBuilt(Backend::kCpu) ? Backend::kCpu : Backend::kInterp);
}

TEST(BackendChoice, UnknownNameListsTheBackends) {
  StatusOr<Backend> gpu = FindBackend("gpu");
  ASSERT_FALSE(gpu.ok());
  EXPECT_EQ(gpu.status().message(), "unknown backend 'gpu' (backends: cpu, interp)");
}

TEST(BackendChoice, CpuIsFoundExactlyWhereItIsBuilt) {
  StatusOr<Backend> cpu = FindBackend("cpu");
  EXPECT_EQ(cpu.ok(), BackendIsBuilt(Backend::kCpu));
  if (!cpu.ok()) {
    EXPECT_EQ(cpu.status().message(), "this hlx was built without LLVM, so without the cpu backend");
  }
}

TEST(BackendChoice, EveryBuiltBackendRunsAndCountsChecks) {
  for (Backend backend : {Backend::kInterp, Backend::kCpu}) {
    if (!BackendIsBuilt(backend)) continue;
    SCOPED_TRACE(std::string(BackendName(backend)));
    std::unique_ptr<CompiledProgram> program = Compile(backend);
    ASSERT_NE(program, nullptr);
    Type type = program->module().types().Tensor({2}, ElementType::kF32);
    std::vector<std::vector<Tensor>> args = {{MakeFloats(type, std::vector<double>{1.0, 2.0})}};
    StatusOr<RunResult> result = program->RunChecked(args);
    ASSERT_TRUE(result.ok()) << result.status().message();
    EXPECT_EQ(result->checks.passed, 1);
    EXPECT_TRUE(result->checks.failures.empty());
    ASSERT_EQ(result->outputs.size(), 1u);
    ASSERT_EQ(result->outputs[0].size(), 1u);
    EXPECT_EQ(FormatTensor(result->outputs[0][0]),
              FormatTensor(MakeFloats(type, std::vector<double>{2.0, 4.0})));
  }
}

TEST(BackendChoice, EveryBuiltBackendRunsSeveralProcesses) {
  for (Backend backend : {Backend::kInterp, Backend::kCpu}) {
    if (!BackendIsBuilt(backend)) continue;
    SCOPED_TRACE(std::string(BackendName(backend)));
    std::unique_ptr<CompiledProgram> program = Compile(backend, kSum, 3);
    ASSERT_NE(program, nullptr);
    Type type = program->module().types().Tensor({2}, ElementType::kF32);
    std::vector<std::vector<Tensor>> args;
    for (double p = 0; p < 3; ++p) args.push_back({MakeFloats(type, std::vector<double>{p, 10 * p})});
    StatusOr<RunResult> result = program->RunChecked(args);
    ASSERT_TRUE(result.ok()) << result.status().message();
    ASSERT_EQ(result->outputs.size(), 3u);
    for (double p = 0; p < 3; ++p)
      EXPECT_EQ(FormatTensor(result->outputs[p][0]),
                FormatTensor(MakeFloats(type, std::vector<double>{3 + p, 30 + p})));
    // Run gives the arguments up (donation) and returns the same.
    StatusOr<std::vector<std::vector<Tensor>>> again = program->Run(args);
    ASSERT_TRUE(again.ok()) << again.status().message();
    EXPECT_EQ(FormatTensor((*again)[2][0]), FormatTensor(result->outputs[2][0]));
  }
}

TEST(BackendChoice, OnlyTheCpuBackendMeasuresAndTimesSteps) {
  std::unique_ptr<CompiledProgram> interp = Compile(Backend::kInterp);
  ASSERT_NE(interp, nullptr);
  EXPECT_FALSE(interp->cost().has_value());
  EXPECT_TRUE(interp->StepLabels().empty());
  EXPECT_TRUE(interp->CollectiveLabels().empty());
  std::vector<ProcessProfile> profile;
  Type type = interp->module().types().Tensor({2}, ElementType::kF32);
  std::vector<std::vector<Tensor>> args = {{MakeFloats(type, std::vector<double>{1.0, 2.0})}};
  EXPECT_FALSE(interp->RunProfiled(args, profile).ok());
  if (!BackendIsBuilt(Backend::kCpu)) GTEST_SKIP() << "hlx is built without the cpu backend";
  std::unique_ptr<CompiledProgram> cpu = Compile(Backend::kCpu);
  ASSERT_NE(cpu, nullptr);
  ASSERT_TRUE(cpu->cost().has_value());
  EXPECT_EQ(cpu->cost()->flops, 2);
  EXPECT_EQ(cpu->cost()->argument_bytes, 8);
  EXPECT_EQ(cpu->cost()->result_bytes, 8);
  const std::vector<std::string> labels = cpu->StepLabels();
  EXPECT_FALSE(labels.empty());
  Type cpu_type = cpu->module().types().Tensor({2}, ElementType::kF32);
  std::vector<std::vector<Tensor>> cpu_args = {{MakeFloats(cpu_type, std::vector<double>{1.0, 2.0})}};
  ASSERT_TRUE(cpu->RunProfiled(cpu_args, profile).ok());
  ASSERT_EQ(profile.size(), 1u);
  EXPECT_EQ(profile[0].step_ns.size(), labels.size());
}

TEST(BackendChoice, TheCpuBackendCountsTheBytesOfEachCollective) {
  if (!BackendIsBuilt(Backend::kCpu)) GTEST_SKIP() << "hlx is built without the cpu backend";
  std::unique_ptr<CompiledProgram> cpu = Compile(Backend::kCpu, kSum, 2);
  ASSERT_NE(cpu, nullptr);
  const std::vector<std::string> collectives = cpu->CollectiveLabels();
  ASSERT_EQ(collectives.size(), 2u);
  EXPECT_EQ(collectives[0], "stablehlo.all_reduce at program.mlir:2:3");
  EXPECT_EQ(collectives[1], "stablehlo.replica_id at program.mlir:7:3");
  Type type = cpu->module().types().Tensor({2}, ElementType::kF32);
  std::vector<std::vector<Tensor>> args(2, {MakeFloats(type, std::vector<double>{1.0, 2.0})});
  std::vector<ProcessProfile> profile;
  ASSERT_TRUE(cpu->RunProfiled(args, profile).ok());
  ASSERT_TRUE(cpu->RunProfiled(args, profile).ok());
  ASSERT_EQ(profile.size(), 2u);
  // Each of the two processes folds one element: it reads the other's (4 bytes) and writes it into
  // the other's result (4 bytes), twice.
  for (const ProcessProfile& p : profile) EXPECT_EQ(p.collective_bytes, (std::vector<int64_t>{16, 0}));
}

}  // namespace
}  // namespace hlx::runtime
