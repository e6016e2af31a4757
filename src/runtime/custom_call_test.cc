// The table of custom-call targets (hlx/custom_call.h) and XLA FFI handlers on every built backend:
// attributes, layouts, errors, state, and what registration refuses. The handlers are C functions of
// tests/ffi/example_handlers.c, linked in.
#include "hlx/custom_call.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "parse/text_reader.h"
#include "runtime/backend.h"

extern "C" {
XLA_FFI_Error* hlx_example_affine(XLA_FFI_CallFrame* frame);
XLA_FFI_Error* hlx_example_fail(XLA_FFI_CallFrame* frame);
XLA_FFI_Error* hlx_example_copy(XLA_FFI_CallFrame* frame);
XLA_FFI_Error* hlx_example_counter_instantiate(XLA_FFI_CallFrame* frame);
XLA_FFI_Error* hlx_example_counter_execute(XLA_FFI_CallFrame* frame);
XLA_FFI_Error* hlx_example_v02_counter_instantiate(XLA_FFI_CallFrame* frame);
XLA_FFI_Error* hlx_example_v02_counter_execute(XLA_FFI_CallFrame* frame);
XLA_FFI_Error* hlx_example_probe(XLA_FFI_CallFrame* frame);
XLA_FFI_Error* hlx_example_probe_v03(XLA_FFI_CallFrame* frame);
XLA_FFI_Error* hlx_example_future_major(XLA_FFI_CallFrame* frame);
XLA_FFI_Error* hlx_example_future_minor(XLA_FFI_CallFrame* frame);
}

namespace hlx::runtime {
namespace {

XLA_FFI_Handler_Bundle Execute(XLA_FFI_Handler* handler) {
  XLA_FFI_Handler_Bundle bundle{};
  bundle.execute = handler;
  return bundle;
}

// Registers the example handlers once, under test names.
void RegisterExamples() {
  static const bool registered = [] {
    EXPECT_TRUE(RegisterFfiCustomCall("hlx_test.affine", Execute(hlx_example_affine)).ok());
    EXPECT_TRUE(RegisterFfiCustomCall("hlx_test.fail", Execute(hlx_example_fail), "cpu").ok());
    EXPECT_TRUE(RegisterFfiCustomCall("hlx_test.copy", Execute(hlx_example_copy), "Host").ok());
    XLA_FFI_Handler_Bundle counter = Execute(hlx_example_counter_execute);
    counter.instantiate = hlx_example_counter_instantiate;
    EXPECT_TRUE(RegisterFfiCustomCall("hlx_test.counter", counter).ok());
    XLA_FFI_Handler_Bundle v02_counter = Execute(hlx_example_v02_counter_execute);
    v02_counter.instantiate = hlx_example_v02_counter_instantiate;
    EXPECT_TRUE(RegisterFfiCustomCall("hlx_test.v02_counter", v02_counter).ok());
    EXPECT_TRUE(RegisterFfiCustomCall("hlx_test.probe", Execute(hlx_example_probe)).ok());
    EXPECT_TRUE(RegisterFfiCustomCall("hlx_test.probe_v03", Execute(hlx_example_probe_v03)).ok());
    EXPECT_TRUE(RegisterIdentityCustomCall("hlx_test.marker").ok());
    return true;
  }();
  (void)registered;
}

std::vector<Backend> BuiltBackends() {
  std::vector<Backend> backends;
  for (Backend b : {Backend::kInterp, Backend::kCpu})
    if (BackendIsBuilt(b)) backends.push_back(b);
  return backends;
}

StatusOr<std::unique_ptr<CompiledProgram>> Compile(Backend backend, const std::string& text) {
  HLX_ASSIGN_OR_RETURN(std::unique_ptr<Module> module, ParseModule(text, "program.mlir"));
  ProgramOptions options;
  options.backend = backend;
  return CompileProgram(std::move(module), options);
}

// Runs @main of `text` on `args` (f32 values of the entry's argument types) and returns result 0 as
// doubles.
StatusOr<std::vector<double>> RunFloats(Backend backend, const std::string& text,
                                        const std::vector<std::vector<double>>& args) {
  HLX_ASSIGN_OR_RETURN(std::unique_ptr<CompiledProgram> program, Compile(backend, text));
  const Op* main = program->module().LookupFunc("main");
  std::vector<Tensor> inputs;
  for (size_t i = 0; i < args.size(); ++i)
    inputs.push_back(MakeFloats(main->region(0)->front()->arg(static_cast<int>(i))->type(), args[i]));
  HLX_ASSIGN_OR_RETURN(auto results, program->Run({inputs}));
  return ReadFloats(results[0][0]);
}

constexpr const char* kAffine = R"(func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = stablehlo.custom_call @hlx_test.affine(%x) {api_version = 4 : i32,
      backend_config = {a = 2.0 : f32, b = 5.0e-01 : f64, offsets = array<i64: 1, 2>, opts = {bias = 3 : i32}}}
      : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
})";

TEST(CustomCalls, FfiHandlerGetsBuffersAndAttributesOnEveryBackend) {
  RegisterExamples();
  for (Backend backend : BuiltBackends()) {
    SCOPED_TRACE(std::string(BackendName(backend)));
    StatusOr<std::vector<double>> y = RunFloats(backend, kAffine, {{1, 2, 3, 4}});
    ASSERT_TRUE(y.ok()) << y.status().message();
    // 2x + 0.5 + offsets[i % 2] + 3
    EXPECT_EQ(*y, (std::vector<double>{6.5, 9.5, 10.5, 13.5}));
  }
}

TEST(CustomCalls, CpuBackendCallsTheHandlerOnItsBuffers) {
  RegisterExamples();
  if (!BackendIsBuilt(Backend::kCpu)) GTEST_SKIP() << "built without the cpu backend";
  StatusOr<std::unique_ptr<CompiledProgram>> program = Compile(Backend::kCpu, kAffine);
  ASSERT_TRUE(program.ok()) << program.status().message();
  std::vector<std::string> steps = (*program)->StepLabels();
  EXPECT_NE(std::find(steps.begin(), steps.end(), "ffi @hlx_test.affine"), steps.end());
  for (const auto& [op, run] : (*program)->OpRuns()) {
    if (op->kind() == OpKind::kCustomCall) {
      EXPECT_EQ(run, schedule::OpRun::kLibrary);
    }
  }
}

TEST(CustomCalls, OperandsAndResultsAreHandedOverInTheirLayouts) {
  RegisterExamples();
  // The operand is column-major: the handler sees 1 4 2 5 3 6 and copies that into the row-major result.
  const std::string text = R"(func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = stablehlo.custom_call @hlx_test.copy(%x) {api_version = 4 : i32, operand_layouts = [dense<[0, 1]> : tensor<2xindex>],
      result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %y : tensor<2x3xf32>
})";
  // And a column-major result: the row-major operand's bytes, read back column by column.
  const std::string result_layout = R"(func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %y = stablehlo.custom_call @hlx_test.copy(%x) {api_version = 4 : i32, result_layouts = [dense<[0, 1]> : tensor<2xindex>]}
      : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %y : tensor<2x3xf32>
})";
  for (Backend backend : BuiltBackends()) {
    SCOPED_TRACE(std::string(BackendName(backend)));
    StatusOr<std::vector<double>> y = RunFloats(backend, text, {{1, 2, 3, 4, 5, 6}});
    ASSERT_TRUE(y.ok()) << y.status().message();
    EXPECT_EQ(*y, (std::vector<double>{1, 4, 2, 5, 3, 6}));
    y = RunFloats(backend, result_layout, {{1, 2, 3, 4, 5, 6}});
    ASSERT_TRUE(y.ok()) << y.status().message();
    EXPECT_EQ(*y, (std::vector<double>{1, 3, 5, 2, 4, 6}));
  }
}

TEST(CustomCalls, HandlerErrorIsLocatedAndKeepsItsMessage) {
  RegisterExamples();
  const std::string text = R"(func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = stablehlo.custom_call @hlx_test.fail(%x) {api_version = 4 : i32, backend_config = {message = "the input was odd"}}
      : (tensor<2xf32>) -> tensor<2xf32>
  return %y : tensor<2xf32>
})";
  for (Backend backend : BuiltBackends()) {
    SCOPED_TRACE(std::string(BackendName(backend)));
    StatusOr<std::vector<double>> y = RunFloats(backend, text, {{1, 2}});
    ASSERT_FALSE(y.ok());
    EXPECT_EQ(y.status().code(), StatusCode::kFailedPrecondition);
    EXPECT_EQ(y.status().message(),
              "program.mlir:2:3: error: 'stablehlo.custom_call' op: FFI target @hlx_test.fail failed in its "
              "execute stage: the input was odd");
  }
}

TEST(CustomCalls, CallsThatTheConventionCannotPassAreLocatedErrors) {
  RegisterExamples();
  const std::string old_api = R"(func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = stablehlo.custom_call @hlx_test.affine(%x) {api_version = 2 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
})";
  const std::string array_attr = R"(func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = stablehlo.custom_call @hlx_test.affine(%x) {api_version = 4 : i32, backend_config = {opts = {w = [1, 2]}}}
      : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
})";
  for (Backend backend : BuiltBackends()) {
    SCOPED_TRACE(std::string(BackendName(backend)));
    StatusOr<std::vector<double>> y = RunFloats(backend, old_api, {{1, 2, 3, 4}});
    ASSERT_FALSE(y.ok());
    EXPECT_EQ(
        y.status().message(),
        "program.mlir:2:3: error: 'stablehlo.custom_call' op calls FFI target @hlx_test.affine: expected the "
        "typed FFI (api_version = 4, or attributes in mhlo.backend_config), found the untyped convention of "
        "api_version = 2");
    y = RunFloats(backend, array_attr, {{1, 2, 3, 4}});
    ASSERT_FALSE(y.ok());
    EXPECT_NE(y.status().message().find("attribute backend_config.opts.w is `[1, 2]`, which the FFI calling "
                                        "convention cannot pass"),
              std::string::npos)
        << y.status().message();
  }
}

TEST(CustomCalls, InstantiateStateLivesWithTheCompiledCall) {
  RegisterExamples();
  const std::string text = R"(func.func @main() -> tensor<i64> {
  %n = stablehlo.custom_call @hlx_test.counter() {api_version = 4 : i32, backend_config = {start = 5 : i64}}
      : () -> tensor<i64>
  return %n : tensor<i64>
})";
  // The same counter built for ABI 0.2, whose state args have no stage.
  std::string v02 = text;
  v02.replace(v02.find("hlx_test.counter"), std::string("hlx_test.counter").size(), "hlx_test.v02_counter");
  for (Backend backend : BuiltBackends()) {
    for (const auto& [abi, program_text] : {std::pair<std::string, std::string>{"0.3", text}, {"0.2", v02}}) {
      SCOPED_TRACE(std::string(BackendName(backend)) + ", a handler of " + abi);
      StatusOr<std::unique_ptr<CompiledProgram>> program = Compile(backend, program_text);
      ASSERT_TRUE(program.ok()) << program.status().message();
      std::vector<int64_t> seen;
      for (int run = 0; run < 3; ++run) {
        auto results = (*program)->Run({{}});
        ASSERT_TRUE(results.ok()) << results.status().message();
        seen.push_back(ReadInts((*results)[0][0])[0]);
      }
      // The CPU backend instantiates the call once per compiled program; the evaluator, on every run.
      const std::vector<int64_t> expected =
          backend == Backend::kCpu ? std::vector<int64_t>{5, 6, 7} : std::vector<int64_t>{5, 5, 5};
      EXPECT_EQ(seen, expected);
    }
  }
}

TEST(CustomCalls, IdentityTargetsReturnTheirOperands) {
  RegisterExamples();
  const std::string text = R"(func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %y = stablehlo.custom_call @hlx_test.marker(%x) : (tensor<3xf32>) -> tensor<3xf32>
  return %y : tensor<3xf32>
})";
  for (Backend backend : BuiltBackends()) {
    StatusOr<std::vector<double>> y = RunFloats(backend, text, {{1, 2, 3}});
    ASSERT_TRUE(y.ok()) << y.status().message();
    EXPECT_EQ(*y, (std::vector<double>{1, 2, 3}));
  }
}

TEST(CustomCalls, RegistrationRefusesConflictsOtherPlatformsAndNewerAbis) {
  RegisterExamples();
  // The same handlers again: nothing changes.
  EXPECT_TRUE(RegisterFfiCustomCall("hlx_test.affine", Execute(hlx_example_affine)).ok());
  Status other = RegisterFfiCustomCall("hlx_test.affine", Execute(hlx_example_copy));
  EXPECT_EQ(other.message(),
            "custom-call target @hlx_test.affine is already registered with other FFI handlers");
  Status own = RegisterFfiCustomCall("lapack_sgetrf_ffi", Execute(hlx_example_copy));
  EXPECT_EQ(own.message(), "custom-call target @lapack_sgetrf_ffi is already one of hlx's own targets");
  Status identity = RegisterIdentityCustomCall("hlx_test.affine");
  EXPECT_FALSE(identity.ok());
  Status gpu = RegisterFfiCustomCall("hlx_test.gpu", Execute(hlx_example_copy), "CUDA");
  EXPECT_EQ(gpu.message(),
            "FFI target @hlx_test.gpu is registered for platform \"CUDA\"; hlx runs handlers of platform "
            "\"hlx\" (or \"cpu\", \"Host\"), on host buffers");
  Status newer = RegisterFfiCustomCall("hlx_test.newer", Execute(hlx_example_future_major));
  EXPECT_EQ(newer.message(),
            "FFI target @hlx_test.newer was built for XLA FFI ABI version 1.4; hlx calls handlers of version "
            "0.4 and older minor versions");
  Status newer_minor = RegisterFfiCustomCall("hlx_test.newer", Execute(hlx_example_future_minor));
  EXPECT_EQ(newer_minor.message(),
            "FFI target @hlx_test.newer was built for XLA FFI ABI version 0.5; hlx calls handlers of version "
            "0.4 and older minor versions");
  Status unnamed = RegisterFfiCustomCall("", Execute(hlx_example_copy));
  EXPECT_FALSE(unnamed.ok());
  std::vector<std::string> names = CustomCallTargetNames();
  EXPECT_TRUE(std::is_sorted(names.begin(), names.end()));
  for (const char* name :
       {"hlx_test.affine", "hlx_test.marker", "lapack_dgesdd_ffi", "cusolver_syevj", "mhlo.topk"})
    EXPECT_NE(std::find(names.begin(), names.end(), name), names.end()) << name;
  EXPECT_EQ(std::find(names.begin(), names.end(), "hlx_test.gpu"), names.end());
  EXPECT_EQ(std::find(names.begin(), names.end(), "hlx_test.newer"), names.end());
}

TEST(CustomCalls, LibrariesRegisterThroughTheApiTable) {
  const XLA_FFI_Api* api = FfiApi();
  ASSERT_NE(api, nullptr);
  EXPECT_EQ(api->api_version.major_version, XLA_FFI_API_MAJOR);
  XLA_FFI_Handler_Register_Args args{};
  args.struct_size = XLA_FFI_Handler_Register_Args_STRUCT_SIZE;
  const std::string name = "hlx_test.registered_by_library", platform = "Host";
  args.name = {name.data(), name.size()};
  args.platform = {platform.data(), platform.size()};
  args.bundle.execute = hlx_example_copy;
  ASSERT_EQ(api->XLA_FFI_Handler_Register(&args), nullptr);
  std::vector<std::string> names = CustomCallTargetNames();
  EXPECT_NE(std::find(names.begin(), names.end(), name), names.end());
  // A refusal comes back as an FFI error with the message.
  const std::string gpu = "ROCM";
  args.platform = {gpu.data(), gpu.size()};
  XLA_FFI_Error* refused = api->XLA_FFI_Handler_Register(&args);
  ASSERT_NE(refused, nullptr);
  XLA_FFI_Error_GetDetails_Args details{};
  details.struct_size = XLA_FFI_Error_GetDetails_Args_STRUCT_SIZE;
  details.error = refused;
  api->XLA_FFI_Error_GetDetails(&details);
  EXPECT_NE(std::string(details.message).find("platform \"ROCM\""), std::string::npos);
  EXPECT_EQ(details.errc, XLA_FFI_Error_Code_INVALID_ARGUMENT);
  XLA_FFI_Error_Destroy_Args destroy{};
  destroy.struct_size = XLA_FFI_Error_Destroy_Args_STRUCT_SIZE;
  destroy.error = refused;
  api->XLA_FFI_Error_Destroy(&destroy);
}

TEST(CustomCalls, TheApiTableTakesTheArgsOfOlderMinorVersions) {
  const XLA_FFI_Api* api = FfiApi();
  EXPECT_EQ(api->api_version.minor_version, 4);
  EXPECT_EQ(api->struct_size, XLA_FFI_Api_STRUCT_SIZE);
  // A 0.3 registration, in memory whose bytes past its struct_size (where 0.4 has `traits` and the
  // end of `record`) are not its own.
  union {
    XLA_FFI_Handler_Register_Args_V03 v03;
    XLA_FFI_Handler_Register_Args v04;
  } args;
  std::memset(&args, 0xff, sizeof(args));
  const std::string name = "hlx_test.registered_v03", platform = "cpu";
  args.v03.struct_size = XLA_FFI_Handler_Register_Args_V03_STRUCT_SIZE;
  args.v03.extension_start = nullptr;
  args.v03.name = {name.data(), name.size()};
  args.v03.platform = {platform.data(), platform.size()};
  args.v03.instantiate = args.v03.prepare = args.v03.initialize = nullptr;
  args.v03.execute = hlx_example_copy;
  args.v03.traits = 0;
  ASSERT_EQ(api->XLA_FFI_Handler_Register(&args.v04), nullptr);
  // Registered without a record handler: the same handlers again, as 0.4 passes them, change nothing.
  XLA_FFI_Handler_Register_Args again{};
  again.struct_size = XLA_FFI_Handler_Register_Args_STRUCT_SIZE;
  again.name = args.v03.name;
  again.platform = args.v03.platform;
  again.bundle.execute = hlx_example_copy;
  EXPECT_EQ(api->XLA_FFI_Handler_Register(&again), nullptr);
  const std::string text = R"(func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %y = stablehlo.custom_call @hlx_test.registered_v03(%x) {api_version = 4 : i32}
      : (tensor<3xf32>) -> tensor<3xf32>
  return %y : tensor<3xf32>
})";
  for (Backend backend : BuiltBackends()) {
    StatusOr<std::vector<double>> y = RunFloats(backend, text, {{1, 2, 3}});
    ASSERT_TRUE(y.ok()) << y.status().message();
    EXPECT_EQ(*y, (std::vector<double>{1, 2, 3}));
  }
  // Args smaller than the oldest layout an entry takes are refused, with the sizes.
  XLA_FFI_Stream_Get_Args stream{};
  stream.struct_size = sizeof(size_t);
  XLA_FFI_Error* refused = api->XLA_FFI_Stream_Get(&stream);
  ASSERT_NE(refused, nullptr);
  XLA_FFI_Error_GetDetails_Args details{};
  details.struct_size = XLA_FFI_Error_GetDetails_Args_STRUCT_SIZE;
  details.error = refused;
  api->XLA_FFI_Error_GetDetails(&details);
  EXPECT_EQ(details.errc, XLA_FFI_Error_Code_INVALID_ARGUMENT);
  EXPECT_EQ(std::string(details.message),
            "XLA_FFI_Stream_Get_Args: expected a struct_size of at least 32 (XLA FFI ABI 0.4), found 8");
  // 0.3's GetMessage args: the message, and nothing written past them.
  details.struct_size = XLA_FFI_STRUCT_SIZE(XLA_FFI_Error_GetDetails_Args, message);
  details.message = nullptr;
  details.errc = XLA_FFI_Error_Code_OK;
  api->XLA_FFI_Error_GetDetails(&details);
  EXPECT_NE(details.message, nullptr);
  EXPECT_EQ(details.errc, XLA_FFI_Error_Code_OK);
  XLA_FFI_Error_Destroy_Args destroy{};
  destroy.struct_size = XLA_FFI_Error_Destroy_Args_STRUCT_SIZE;
  destroy.error = refused;
  api->XLA_FFI_Error_Destroy(&destroy);
  XLA_FFI_Handler_Register_Args tiny{};
  tiny.struct_size = 16;
  refused = api->XLA_FFI_Handler_Register(&tiny);
  ASSERT_NE(refused, nullptr);
  details.struct_size = XLA_FFI_Error_GetDetails_Args_STRUCT_SIZE;
  details.error = refused;
  api->XLA_FFI_Error_GetDetails(&details);
  EXPECT_EQ(
      std::string(details.message),
      "XLA_FFI_Handler_Register_Args: expected a struct_size of at least 84 (XLA FFI ABI 0.4), found 16");
  destroy.error = refused;
  api->XLA_FFI_Error_Destroy(&destroy);
}

TEST(CustomCalls, HandlersSeeTheApiOf04AndThoseOf03KeepRunning) {
  RegisterExamples();
  const std::string probe = R"(func.func @main() -> tensor<4xi64> {
  %r = stablehlo.custom_call @hlx_test.probe() {api_version = 4 : i32} : () -> tensor<4xi64>
  return %r : tensor<4xi64>
})";
  const std::string probe_v03 = R"(func.func @main() -> tensor<2xi64> {
  %r = stablehlo.custom_call @hlx_test.probe_v03() {api_version = 4 : i32} : () -> tensor<2xi64>
  return %r : tensor<2xi64>
})";
  auto run = [](Backend backend, const std::string& text) -> StatusOr<std::vector<int64_t>> {
    HLX_ASSIGN_OR_RETURN(std::unique_ptr<CompiledProgram> program, Compile(backend, text));
    HLX_ASSIGN_OR_RETURN(auto results, program->Run({{}}));
    return ReadInts(results[0][0]);
  };
  for (Backend backend : BuiltBackends()) {
    SCOPED_TRACE(std::string(BackendName(backend)));
    // GetDetails: OUT_OF_RANGE and the message; FindExtension: none; the table: minor version 4.
    StatusOr<std::vector<int64_t>> r = run(backend, probe);
    ASSERT_TRUE(r.ok()) << r.status().message();
    EXPECT_EQ(*r, (std::vector<int64_t>{XLA_FFI_Error_Code_OUT_OF_RANGE, 1, 0, 4}));
    // 0.3's GetMessage: the message, and the field past its args untouched.
    r = run(backend, probe_v03);
    ASSERT_TRUE(r.ok()) << r.status().message();
    EXPECT_EQ(*r, (std::vector<int64_t>{99, 1}));
  }
}

TEST(CustomCalls, UnknownTargetSaysHowToRegisterOne) {
  const std::string text = R"(func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = stablehlo.custom_call @no.such_target(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %y : tensor<2xf32>
})";
  const std::string pallas = R"(func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = stablehlo.custom_call @tpu_custom_call(%x) : (tensor<2xf32>) -> tensor<2xf32>
  return %y : tensor<2xf32>
})";
  for (Backend backend : BuiltBackends()) {
    StatusOr<std::vector<double>> y = RunFloats(backend, text, {{1, 2}});
    ASSERT_FALSE(y.ok());
    EXPECT_EQ(y.status().code(), StatusCode::kUnimplemented);
    EXPECT_NE(y.status().message().find("program.mlir:2:3: error: 'stablehlo.custom_call' op calls target "
                                        "@no.such_target, which hlx does not implement (a target can be "
                                        "registered"),
              std::string::npos)
        << y.status().message();
    y = RunFloats(backend, pallas, {{1, 2}});
    ASSERT_FALSE(y.ok());
    EXPECT_NE(
        y.status().message().find("@tpu_custom_call, a Mosaic TPU kernel (Pallas), which hlx does not run"),
        std::string::npos)
        << y.status().message();
  }
}

}  // namespace
}  // namespace hlx::runtime
