// hlx's own custom-call targets on buffers (BuiltinCall), over every call of the solver and vendor lit
// tests: a prepared call writes every element of each result the program reads (the same bytes whatever
// its result buffers held), gives the same bytes on the runs that follow (the workspaces it keeps hold
// nothing of a run), and the same from two threads at once.
#include "interp/custom_calls.h"

#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <functional>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "parse/text_reader.h"

namespace hlx {
namespace {

// Buffers of `types`, each byte `fill`.
std::vector<std::string> Buffers(std::span<const Type> types, char fill) {
  std::vector<std::string> out;
  for (Type t : types)
    out.emplace_back(static_cast<size_t>(t.NumElements() * ElementStorageBytes(t.storage_element())), fill);
  return out;
}

// The values the operand takes: its constant where a constant defines it, else numbers in [-1, 1) (small
// integers for integer types).
std::string OperandBytes(const Value& v, std::mt19937& rng) {
  const Op* def = v.defining_op();
  if (def && def->kind() == OpKind::kConstant) {
    const Tensor t = Tensor::FromDense(def->attr("value"), v.type());
    return std::string(t.data(), t.bytes().size());
  }
  Tensor t = Tensor::Zeros(v.type());
  const ElementType e = v.type().storage_element();
  const int width = ElementStorageBytes(e);
  std::uniform_real_distribution<double> real(-1, 1);
  for (int64_t i = 0; i < t.num_elements(); ++i) {
    char* p = t.mutable_data() + i * width;
    if (IsFloat(e))
      StoreFloat(e, p, real(rng));
    else if (IsComplex(e))
      StoreComplex(e, p, {real(rng), real(rng)});
    else
      StoreInt(e, p, static_cast<int64_t>(rng() % 3));
  }
  return std::string(t.data(), t.bytes().size());
}

struct Runs {
  int calls = 0;
  int results_checked = 0;
};

// Checks every custom call to a target with a buffer form in the ops of `block` (and their regions);
// with `all_fit`, every such call must prepare (the other files hold error cases too).
void CheckCalls(const Module& module, const Block& block, const std::string& where, bool all_fit,
                std::mt19937& rng, Runs& runs) {
  for (const auto& owned : block.ops()) {
    const Op& op = *owned;
    for (int r = 0; r < op.num_regions(); ++r)
      for (int b = 0; b < op.region(r)->num_blocks(); ++b)
        CheckCalls(module, *op.region(r)->block(b), where, all_fit, rng, runs);
    if (op.kind() != OpKind::kCustomCall) continue;
    const std::string target = op.attr("call_target_name").string_value();
    const CustomCallTarget* entry = FindCustomCallTarget(target);
    if (!entry || !entry->prepare) continue;
    std::vector<Type> operand_types, result_types;
    bool plain = true;
    for (const Value* v : op.operands()) {
      operand_types.push_back(v->type());
      plain = plain && v->type().IsTensor() && v->type().HasStaticShape();
    }
    for (int r = 0; r < op.num_results(); ++r) result_types.push_back(op.result(r)->type());
    if (!plain) continue;
    StatusOr<std::unique_ptr<BuiltinCall>> call =
        entry->prepare(BuiltinSite{module, op, target, operand_types, result_types});
    EXPECT_TRUE(call.ok() || !all_fit) << call.status().message();
    if (!call.ok()) continue;
    ++runs.calls;
    const std::string what = where + ": @" + target + " at line " + std::to_string(op.loc().line);
    std::vector<std::string> operands;
    std::vector<const char*> in;
    for (const Value* v : op.operands()) operands.push_back(OperandBytes(*v, rng));
    for (const std::string& o : operands) in.push_back(o.data());
    const std::vector<Type> flat = FlatResultTypes(result_types);
    // Which results the program reads: every element of a tuple.
    std::vector<bool> read;
    for (int r = 0; r < op.num_results(); ++r) {
      const Type t = op.result(r)->type();
      read.insert(read.end(), t.IsTuple() ? t.types().size() : 1,
                  !t.IsTuple() ? op.result(r)->HasUses() : true);
    }
    auto run = [&](std::vector<std::string>& results) {
      std::vector<char*> out;
      for (std::string& r : results) out.push_back(r.data());
      return (*call)->Run(in, out);
    };
    std::vector<std::string> zeros = Buffers(flat, 0), filled = Buffers(flat, static_cast<char>(0xA5));
    const Status first = run(zeros);
    EXPECT_EQ(run(filled).code(), first.code()) << what;
    std::vector<std::string> one = Buffers(flat, 0x11), two = Buffers(flat, 0x22);
    Status status_one, status_two;
    std::thread other([&] { status_two = run(two); });
    status_one = run(one);
    other.join();
    EXPECT_EQ(status_one.code(), first.code()) << what;
    EXPECT_EQ(status_two.code(), first.code()) << what;
    if (!first.ok()) continue;
    for (size_t r = 0; r < flat.size(); ++r) {
      if (!read[r]) continue;
      ++runs.results_checked;
      EXPECT_EQ(zeros[r], filled[r]) << what << ": result #" << r << " depends on what its buffer held";
      EXPECT_EQ(zeros[r], one[r]) << what << ": result #" << r << " differs on a run from two threads";
      EXPECT_EQ(zeros[r], two[r]) << what << ": result #" << r << " differs on a run from two threads";
    }
  }
}

// Calls the lit tests do not make: shapes whose matrices are not square and batched (LAPACK's copies
// then go through the workspace), layouts that are neither row-major nor JAX's, unused results, the
// softmax calls and shape_assertion.
constexpr const char* kMoreCalls = R"(
func.func @main(%a: tensor<2x5x3xf32>, %b: tensor<3x4xf64>, %c: tensor<2x3x3xcomplex<f32>>, %x: tensor<4x6xf32>,
                %dy: tensor<4x6xf32>, %p: tensor<i1>) -> (tensor<2x3xf32>, tensor<2x5x3xf32>, tensor<2x3x3xf32>,
                tensor<3x4xf64>, tensor<4x4xf64>, tensor<2x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>,
                tensor<4x6xf32>, tensor<4x6xf32>, tensor<2x5x3xf32>) {
  %s:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%a) {mhlo.backend_config = {mode = 83 : ui8}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x5x3xf32>) -> (tensor<2x5x3xf32>, tensor<2x3xf32>, tensor<2x5x3xf32>, tensor<2x3x3xf32>, tensor<2xi32>)
  %d:5 = stablehlo.custom_call @lapack_dgesvd_ffi(%b) {mhlo.backend_config = {mode = 65 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3x4xf64>) -> (tensor<3x4xf64>, tensor<3xf64>, tensor<3x3xf64>, tensor<4x4xf64>, tensor<i32>)
  %e:4 = stablehlo.custom_call @lapack_cgeev_ffi(%c) {mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 78 : ui8}, operand_layouts = [dense<[0, 2, 1]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[0, 2, 1]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<2xi32>)
  %f = stablehlo.custom_call @AwsNeuronSoftmax(%x) {backend_config = "0"} : (tensor<4x6xf32>) -> tensor<4x6xf32>
  %g = stablehlo.custom_call @AwsNeuronSoftmaxBackward(%dy, %f) {backend_config = "1"} : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
  stablehlo.custom_call @shape_assertion(%p) {error_message = "never", has_side_effect = true} : (tensor<i1>) -> ()
  %q:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%a) {operand_layouts = [dense<[0, 1, 2]> : tensor<3xindex>], result_layouts = [dense<[2, 0, 1]> : tensor<3xindex>, dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x5x3xf32>) -> (tensor<2x5x3xf32>, tensor<2x3xf32>)
  return %s#1, %s#2, %s#3, %d#0, %d#3, %e#0, %e#1, %f, %g, %q#0 : tensor<2x3xf32>, tensor<2x5x3xf32>, tensor<2x3x3xf32>, tensor<3x4xf64>, tensor<4x4xf64>, tensor<2x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<2x5x3xf32>
})";

TEST(BuiltinCalls, WriteEveryResultTheSameOnEveryRunAndThread) {
  std::mt19937 rng(7);
  Runs runs;
  std::vector<std::pair<std::string, std::string>> files = {{"more calls", kMoreCalls}};
  for (const char* name :
       {"lapack-eigen.mlir", "lapack-factorizations.mlir", "gpu-solvers.mlir", "xla-linalg.mlir"}) {
    const std::string path = std::string(HLX_LIT_TESTS) + "/interp/" + name;
    std::ifstream in(path);
    ASSERT_TRUE(in) << "cannot read " << path;
    std::stringstream text;
    text << in.rdbuf();
    files.emplace_back(name, text.str());
  }
  for (const auto& [name, whole] : files) {
    for (const TextCase& c : SplitCases(whole)) {
      StatusOr<std::unique_ptr<Module>> module = ParseModule(c.text, name);
      ASSERT_TRUE(module.ok()) << module.status().message();
      for (const auto& op : (*module)->body().ops())
        for (int r = 0; r < op->num_regions(); ++r)
          for (int b = 0; b < op->region(r)->num_blocks(); ++b)
            CheckCalls(**module, *op->region(r)->block(b), name, name == "more calls", rng, runs);
    }
  }
  // Every routine of the solver tests at least once, at several types.
  EXPECT_GE(runs.calls, 65);
  EXPECT_GE(runs.results_checked, 135);
}

}  // namespace
}  // namespace hlx
