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

std::unique_ptr<CompiledProgram> Compile(Backend backend) {
  auto module = ParseModule(kDouble, "double.mlir");
  EXPECT_TRUE(module.ok()) << module.status().message();
  if (!module.ok()) return nullptr;
  ProgramOptions options;
  options.backend = backend;
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
    std::vector<Tensor> args = {MakeFloats(type, std::vector<double>{1.0, 2.0})};
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

TEST(BackendChoice, OnlyTheCpuBackendMeasuresAndTimesSteps) {
  std::unique_ptr<CompiledProgram> interp = Compile(Backend::kInterp);
  ASSERT_NE(interp, nullptr);
  EXPECT_FALSE(interp->cost().has_value());
  EXPECT_TRUE(interp->StepLabels().empty());
  std::vector<int64_t> step_ns;
  Type type = interp->module().types().Tensor({2}, ElementType::kF32);
  std::vector<Tensor> args = {MakeFloats(type, std::vector<double>{1.0, 2.0})};
  EXPECT_FALSE(interp->RunProfiled(args, step_ns).ok());
  if (!BackendIsBuilt(Backend::kCpu)) GTEST_SKIP() << "hlx is built without the cpu backend";
  std::unique_ptr<CompiledProgram> cpu = Compile(Backend::kCpu);
  ASSERT_NE(cpu, nullptr);
  ASSERT_TRUE(cpu->cost().has_value());
  EXPECT_EQ(cpu->cost()->flops, 2);
  const std::vector<std::string> labels = cpu->StepLabels();
  EXPECT_FALSE(labels.empty());
  Type cpu_type = cpu->module().types().Tensor({2}, ElementType::kF32);
  std::vector<Tensor> cpu_args = {MakeFloats(cpu_type, std::vector<double>{1.0, 2.0})};
  ASSERT_TRUE(cpu->RunProfiled(cpu_args, step_ns).ok());
  EXPECT_EQ(step_ns.size(), labels.size());
}

}  // namespace
}  // namespace hlx::runtime
