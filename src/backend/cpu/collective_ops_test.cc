// The native collectives checked against the reference evaluator, bit for bit: random programs of one
// collective op (random shapes, element types, replica and partition counts, group layouts in every
// mode, reduction regions of every kind: typed, the evaluator's element combiners, compiled scalar code
// and regions run through the evaluator) run on random per-device inputs, once as the evaluator's
// simulated processes and once as device threads meeting in a Communicator, and every result byte of
// every device must match. Then the same ops inside whole programs (between elementwise ops, and in
// while loops) compiled by the CPU backend once for all devices and run on them (RunDevices).
#include "backend/cpu/collective_ops.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <numeric>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "backend/cpu/executable.h"
#include "interp/evaluator.h"
#include "ir/verifier.h"
#include "parse/text_reader.h"

namespace hlx::cpu {
namespace {

// A one-op program and the device grid it runs on.
struct Case {
  std::string text;
  int64_t replicas = 1, partitions = 1;
  // Per operand: values the test sets on every device (dynamic broadcast roots), else empty.
  std::vector<std::vector<int64_t>> fixed;
};

std::string Dims(const std::vector<int64_t>& dims, const std::string& element) {
  std::string s = "tensor<";
  for (int64_t d : dims) s += std::to_string(d) + "x";
  return s + element + ">";
}

std::string Groups(const std::vector<std::vector<int64_t>>& groups) {
  std::string s = "dense<[";
  for (size_t g = 0; g < groups.size(); ++g) {
    s += g ? ", [" : "[";
    for (size_t i = 0; i < groups[g].size(); ++i) s += (i ? ", " : "") + std::to_string(groups[g][i]);
    s += "]";
  }
  return s + "]> : tensor<" + std::to_string(groups.size()) + "x" + std::to_string(groups[0].size()) +
         "xi64>";
}

// `, a = 1, b = 2` as an attribute dictionary.
std::string Braced(const std::string& attrs) { return attrs.empty() ? "" : "{" + attrs.substr(2) + "}"; }

// A reduction region over scalars of `element`: `kind` is an op name for `return op(x, y)`, or one of
// "swapped" (op(y, x): not the evaluator's direct form), "scalar" (x * y + x: compiled scalar code) and
// "outside" (x + exp(y): beyond the scalar subset, run through the evaluator).
std::string Region(const std::string& kind, const std::string& element) {
  const std::string t = "tensor<" + element + ">";
  std::string body;
  if (kind == "swapped") {
    body = "%0 = stablehlo.add %y, %x : " + t + "\n      stablehlo.return %0 : " + t;
  } else if (kind == "scalar") {
    body = "%0 = stablehlo.multiply %x, %y : " + t + "\n      %1 = stablehlo.add %0, %x : " + t +
           "\n      stablehlo.return %1 : " + t;
  } else if (kind == "outside") {
    body = "%0 = stablehlo.exponential %y : " + t + "\n      %1 = stablehlo.add %x, %0 : " + t +
           "\n      stablehlo.return %1 : " + t;
  } else {
    body = "%0 = stablehlo." + kind + " %x, %y : " + t + "\n      stablehlo.return %0 : " + t;
  }
  return "({\n    ^bb0(%x: " + t + ", %y: " + t + "):\n      " + body + "\n  })";
}

class Generator {
 public:
  explicit Generator(uint64_t seed) : rng_(seed) {}

  Case Next() {
    static const std::pair<int64_t, int64_t> kGrids[] = {{1, 2}, {2, 1}, {2, 2}, {4, 1}, {1, 4},
                                                         {2, 3}, {3, 2}, {1, 8}, {8, 1}, {2, 4}};
    Case c;
    std::tie(c.replicas, c.partitions) = kGrids[Pick(std::size(kGrids))];
    static const char* kOps[] = {"all_reduce",       "all_gather",         "reduce_scatter",
                                 "all_to_all",       "collective_permute", "collective_broadcast",
                                 "collective_reduce"};
    const std::string op = kOps[Pick(std::size(kOps))];
    const bool replica_group_op =
        op == "all_reduce" || op == "all_gather" || op == "reduce_scatter" || op == "collective_reduce";
    // The mode: 0 no channel (replica ids), 1 a channel (replica ids across partitions, or partition
    // ids), 2 a channel and global device ids (flattened ids).
    const int mode = static_cast<int>(Pick(replica_group_op ? 3 : 2));
    const int64_t bound = mode == 2                        ? c.replicas * c.partitions
                          : mode == 1 && !replica_group_op ? c.partitions
                                                           : c.replicas;
    std::string attrs;
    if (mode > 0) attrs += ", channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>";
    if (mode == 2) attrs += ", use_global_device_ids";
    // Groups of ids: a random permutation cut into groups of one size.
    std::vector<int64_t> divisors;
    for (int64_t g = 1; g <= bound; ++g)
      if (bound % g == 0) divisors.push_back(g);
    const int64_t size = divisors[Pick(divisors.size())];
    std::vector<int64_t> ids(bound);
    std::iota(ids.begin(), ids.end(), 0);
    std::shuffle(ids.begin(), ids.end(), rng_);
    std::vector<std::vector<int64_t>> groups;
    for (int64_t i = 0; i < bound; i += size) groups.emplace_back(ids.begin() + i, ids.begin() + i + size);
    if (op == "collective_broadcast" && groups.size() > 1 && Pick(2)) groups.pop_back();  // some get zeros
    if (op != "collective_permute") {
      if (size < bound || op != "all_reduce" || Pick(2)) attrs += ", replica_groups = " + Groups(groups);
    }
    // Processes per group.
    const int64_t n = mode == 1 && replica_group_op ? size * c.partitions : size;

    std::vector<int64_t> shape;
    const int64_t rank = 1 + static_cast<int64_t>(Pick(3));
    for (int64_t d = 0; d < rank; ++d) shape.push_back(1 + static_cast<int64_t>(Pick(4)));
    const int64_t dim = static_cast<int64_t>(Pick(rank));
    std::ostringstream text;
    if (op == "all_reduce" || op == "reduce_scatter" || op == "collective_reduce") {
      static const std::pair<const char*, const char*> kReductions[] = {
          {"f32", "add"},     {"f32", "multiply"},    {"f32", "maximum"},  {"f32", "minimum"},
          {"f64", "add"},     {"f64", "multiply"},    {"f64", "maximum"},  {"bf16", "add"},
          {"f16", "maximum"}, {"i32", "add"},         {"i32", "multiply"}, {"i32", "maximum"},
          {"i32", "and"},     {"i32", "xor"},         {"ui32", "minimum"}, {"i64", "add"},
          {"ui64", "or"},     {"i8", "add"},          {"ui8", "maximum"},  {"i1", "or"},
          {"i1", "and"},      {"f32", "swapped"},     {"f32", "scalar"},   {"i32", "scalar"},
          {"f32", "outside"}, {"complex<f32>", "add"}};
      const auto [element, kind] = kReductions[Pick(std::size(kReductions))];
      std::string in_element = element;
      if (std::string(element) == "f32" && std::string(kind) == "add" && Pick(3) == 0) in_element = "f16";
      std::vector<int64_t> in = shape, out = shape;
      if (op == "reduce_scatter") {
        in[dim] *= n;
        attrs += ", scatter_dimension = " + std::to_string(dim) + " : i64";
      }
      const bool two = op == "all_reduce" && Pick(3) == 0;
      const std::string a = Dims(in, in_element), r = Dims(out, element);
      text << "func.func @main(%a: " << a << (two ? ", %b: " + a : "") << ") -> (" << r
           << (two ? ", " + r : "") << ") {\n";
      text << "  %r" << (two ? ":2" : "") << " = \"stablehlo." << op << "\"(%a" << (two ? ", %b" : "") << ") "
           << Region(kind, element) << " " << Braced(attrs) << " : (" << a << (two ? ", " + a : "")
           << ") -> (" << r << (two ? ", " + r : "") << ")\n";
      text << "  return " << (two ? "%r#0, %r#1" : "%r") << " : " << r << (two ? ", " + r : "") << "\n}\n";
    } else {
      static const char* kElements[] = {"f32", "i8", "bf16", "i1", "i64", "complex<f64>"};
      const std::string element = kElements[Pick(std::size(kElements))];
      std::vector<int64_t> in = shape, out = shape;
      std::string extra_operand, extra_type;
      if (op == "all_gather") {
        out[dim] *= n;
        attrs += ", all_gather_dim = " + std::to_string(dim) + " : i64";
      } else if (op == "all_to_all") {
        const int64_t concat = static_cast<int64_t>(Pick(rank));
        in[dim] *= n;
        out = in;
        out[dim] /= n;
        out[concat] *= n;
        attrs += ", split_dimension = " + std::to_string(dim) +
                 " : i64, concat_dimension = " + std::to_string(concat) +
                 " : i64, split_count = " + std::to_string(n) + " : i64";
      } else if (op == "collective_permute") {
        std::vector<int64_t> targets(bound);
        std::iota(targets.begin(), targets.end(), 0);
        std::shuffle(targets.begin(), targets.end(), rng_);
        std::vector<std::vector<int64_t>> pairs;
        for (int64_t s = 0; s < bound; ++s)
          if (Pick(4) != 0) pairs.push_back({s, targets[s]});
        if (pairs.empty()) pairs.push_back({0, targets[0]});
        attrs += ", source_target_pairs = " + Groups(pairs);
      } else if (op == "collective_broadcast" && Pick(2)) {
        attrs += ", has_dynamic_root";
        extra_type = "tensor<1xi32>";
        extra_operand = ", %root";
        std::vector<int64_t> roots;
        c.fixed.resize(2);
        c.fixed[1] = {static_cast<int64_t>(Pick(size))};
      }
      const std::string a = Dims(in, element), r = Dims(out, element);
      text << "func.func @main(%a: " << a << (extra_type.empty() ? "" : ", %root: " + extra_type) << ") -> "
           << r << " {\n";
      text << "  %r = \"stablehlo." << op << "\"(%a" << extra_operand << ") " << Braced(attrs) << " : (" << a
           << (extra_type.empty() ? "" : ", " + extra_type) << ") -> " << r << "\n";
      text << "  return %r : " << r << "\n}\n";
    }
    c.text = text.str();
    return c;
  }

 private:
  size_t Pick(size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(rng_); }
  std::mt19937_64 rng_;
};

// Runs the case's op natively on its devices; returns each device's results and moved bytes.
struct NativeRun {
  std::vector<std::vector<Tensor>> results;
  std::vector<int64_t> moved;
  std::vector<Status> statuses;
};

NativeRun RunNative(const CollectiveOp& native, const Module& module, const Op& op, const Case& c,
                    const std::vector<std::vector<Tensor>>& args) {
  const int64_t n = c.replicas * c.partitions;
  NativeRun run;
  run.results.resize(n);
  run.moved.resize(n);
  run.statuses.resize(n);
  Communicator communicator(n);
  OpEvaluator evaluator(module, EvalOptions());
  std::vector<std::thread> threads;
  for (int64_t d = 0; d < n; ++d)
    threads.emplace_back([&, d] {
      OpRunState state;
      DeviceContext device{d, &communicator, &evaluator, &state};
      std::vector<const char*> operands;
      for (const Tensor& a : args[d]) operands.push_back(a.data());
      std::vector<char*> results;
      for (int r = 0; r < op.num_results(); ++r) {
        // Garbage first: every byte of a result must be written.
        Tensor t = Tensor::Zeros(op.result(r)->type());
        std::memset(t.mutable_data(), 0x5a, t.bytes().size());
        run.results[d].push_back(std::move(t));
      }
      for (Tensor& t : run.results[d]) results.push_back(t.mutable_data());
      StatusOr<int64_t> moved = native.Run(device, operands, results);
      run.statuses[d] = moved.status();
      if (moved.ok()) run.moved[d] = *moved;
      if (!moved.ok()) communicator.Abort(moved.status());
      communicator.Finished();
    });
  for (auto& t : threads) t.join();
  return run;
}

std::vector<std::vector<Tensor>> Arguments(const Op& func, const Case& c, uint64_t seed) {
  std::vector<std::vector<Tensor>> args;
  const Type type = FuncType(func);
  for (int64_t d = 0; d < c.replicas * c.partitions; ++d) {
    args.emplace_back();
    for (size_t i = 0; i < type.types().size(); ++i) {
      Tensor t = RandomTensor(type.types()[i], seed * 7919 + d * 131 + i);
      if (i < c.fixed.size() && !c.fixed[i].empty()) t = MakeInts(type.types()[i], c.fixed[i]);
      args.back().push_back(std::move(t));
    }
  }
  return args;
}

void CheckCase(const Case& c, uint64_t seed) {
  SCOPED_TRACE(c.text + "on " + std::to_string(c.replicas) + " replicas x " + std::to_string(c.partitions) +
               " partitions");
  StatusOr<std::unique_ptr<Module>> module = ParseModule(c.text, "<test>");
  ASSERT_TRUE(module.ok()) << module.status().message();
  ASSERT_TRUE(VerifyModule(**module).ok()) << VerifyModule(**module).message();
  const Op& func = *(*module)->LookupFunc("main");
  const Op& op = *FuncBody(func).ops().front();
  const std::vector<std::vector<Tensor>> args = Arguments(func, c, seed);
  EvalOptions options;
  options.num_replicas = c.replicas;
  options.num_partitions = c.partitions;
  StatusOr<RunResult> expected = RunFunctionPerProcess(**module, "main", args, options);
  ASSERT_TRUE(expected.ok()) << expected.status().message();
  std::unique_ptr<CollectiveOp> native = PlanCollective(op, **module, c.replicas, c.partitions);
  ASSERT_NE(native, nullptr) << "no native plan";
  NativeRun got = RunNative(*native, **module, op, c, args);
  for (size_t d = 0; d < got.results.size(); ++d) {
    ASSERT_TRUE(got.statuses[d].ok()) << got.statuses[d].message();
    for (size_t r = 0; r < got.results[d].size(); ++r)
      EXPECT_EQ(got.results[d][r].bytes(), expected->outputs[d][r].bytes())
          << "device " << d << " result " << r << ": expected " << FormatTensor(expected->outputs[d][r])
          << " got " << FormatTensor(got.results[d][r]);
  }
}

TEST(CollectiveOps, RandomProgramsMatchTheEvaluatorBitForBit) {
  Generator generator(20240611);
  for (uint64_t i = 0; i < 400; ++i) {
    CheckCase(generator.Next(), i);
    if (HasFatalFailure() || HasFailure()) break;
  }
}

TEST(CollectiveOps, AllReduceMovesEachDevicesShareOnce) {
  Case c;
  c.replicas = 4;
  c.text = R"(func.func @main(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %r = "stablehlo.all_reduce"(%a) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %0 = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %0 : tensor<f32>
  }) : (tensor<1024xf32>) -> tensor<1024xf32>
  return %r : tensor<1024xf32>
})";
  CheckCase(c, 1);
  auto module = ParseModule(c.text, "<test>");
  ASSERT_TRUE(module.ok());
  const Op& func = *(*module)->LookupFunc("main");
  const Op& op = *FuncBody(func).ops().front();
  auto native = PlanCollective(op, **module, 4, 1);
  ASSERT_NE(native, nullptr);
  NativeRun got = RunNative(*native, **module, op, c, Arguments(func, c, 1));
  // Each device reads its quarter from the three others and writes it into their results.
  EXPECT_EQ(got.moved, std::vector<int64_t>(4, 3 * 256 * (4 + 4)));
}

TEST(CollectiveOps, ReplicaAndPartitionIds) {
  Case c;
  c.replicas = 2;
  c.partitions = 3;
  for (const char* op : {"replica_id", "partition_id"}) {
    c.text = std::string("func.func @main() -> tensor<ui32> {\n  %r = stablehlo.") + op +
             " : tensor<ui32>\n  return %r : tensor<ui32>\n}\n";
    CheckCase(c, 0);
  }
}

TEST(CollectiveOps, GroupsTheEvaluatorRejectsAreLeftToIt) {
  // A device in no group of an all_reduce is an error the evaluator reports.
  auto module = ParseModule(R"(func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.all_reduce"(%a) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %0 = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %0 : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
})",
                            "<test>");
  ASSERT_TRUE(module.ok());
  const Op& op = *FuncBody(*(*module)->LookupFunc("main")).ops().front();
  EXPECT_NE(PlanCollective(op, **module, 2, 1), nullptr);
  EXPECT_EQ(PlanCollective(op, **module, 3, 1), nullptr);
  EXPECT_EQ(PlanCollective(op, **module, 1, 1), nullptr);  // id 1 out of range
}

// The generated one-op program `text` with an elementwise op before and after the collective, and
// with `loop` the collective in a while loop of three iterations; empty when the op does not fit (a
// loop needs a result of the operand's type).
std::string Embed(const std::string& text, bool loop) {
  if (text.find("%r:2") != std::string::npos) return "";
  const size_t a_at = text.find("%a: ") + 4;
  const std::string a_type = text.substr(a_at, text.find_first_of(",)", a_at) - a_at);
  const size_t r_at = text.find("return %r : ") + 12;
  const std::string r_type = text.substr(r_at, text.find('\n', r_at) - r_at);
  const size_t op_begin = text.find("  %r = ");
  const size_t op_end = text.find("  return %r");
  std::string op = text.substr(op_begin, op_end - op_begin);
  const size_t first_line_end = text.find('\n') + 1;
  std::string out = text.substr(0, first_line_end);
  out += "  %p = stablehlo.add %a, %a : " + a_type + "\n";
  if (!loop) {
    op.replace(op.find("\"(%a"), 4, "\"(%p");
    out += op;
    out += "  %q = stablehlo.add %r, %r : " + r_type + "\n  return %q : " + r_type + "\n}\n";
    return out;
  }
  if (a_type != r_type || op.find("%root") != std::string::npos) return "";
  op.replace(op.find("\"(%a"), 4, "\"(%v");
  out += "  %c0 = stablehlo.constant dense<0> : tensor<i32>\n";
  out += "  %c1 = stablehlo.constant dense<1> : tensor<i32>\n";
  out += "  %c3 = stablehlo.constant dense<3> : tensor<i32>\n";
  out += "  %i, %w = stablehlo.while(%j = %c0, %v = %p) : tensor<i32>, " + a_type + "\n";
  out += "  cond {\n    %lt = stablehlo.compare LT, %j, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>\n";
  out += "    stablehlo.return %lt : tensor<i1>\n  } do {\n";
  out += op;
  out += "    %n = stablehlo.add %j, %c1 : tensor<i32>\n";
  out += "    stablehlo.return %n, %r : tensor<i32>, " + a_type + "\n  }\n";
  out += "  %q = stablehlo.add %w, %w : " + r_type + "\n  return %q : " + r_type + "\n}\n";
  return out;
}

void CheckCompiledCase(const Case& c, uint64_t seed) {
  SCOPED_TRACE(c.text + "on " + std::to_string(c.replicas) + " replicas x " + std::to_string(c.partitions) +
               " partitions");
  StatusOr<std::unique_ptr<Module>> module = ParseModule(c.text, "<test>");
  ASSERT_TRUE(module.ok()) << module.status().message();
  ASSERT_TRUE(VerifyModule(**module).ok()) << VerifyModule(**module).message();
  const std::vector<std::vector<Tensor>> args = Arguments(*(*module)->LookupFunc("main"), c, seed);
  EvalOptions options;
  options.num_replicas = c.replicas;
  options.num_partitions = c.partitions;
  StatusOr<RunResult> expected = RunFunctionPerProcess(**module, "main", args, options);
  ASSERT_TRUE(expected.ok()) << expected.status().message();

  StatusOr<std::unique_ptr<Module>> copy = ParseModule(c.text, "<test>");
  ASSERT_TRUE(copy.ok());
  CpuCompileOptions compile;
  compile.eval = options;
  StatusOr<std::unique_ptr<CpuExecutable>> executable = Compile(std::move(*copy), compile);
  ASSERT_TRUE(executable.ok()) << executable.status().message();
  // No collective runs on the evaluator (complex adds may).
  for (const std::string& label : (*executable)->StepLabels())
    for (const char* name : {"all_", "collective_", "reduce_scatter"})
      EXPECT_FALSE(label.starts_with("evaluate") && label.find(name) != std::string::npos) << label;
  // The executable's arguments are typed in its own module.
  std::vector<std::vector<Tensor>> own_args;
  const Type type = FuncType(*(*executable)->module().LookupFunc("main"));
  for (const auto& device : args) {
    own_args.emplace_back();
    for (size_t i = 0; i < device.size(); ++i)
      own_args.back().push_back(Tensor::CopyOf(type.types()[i], device[i].bytes()));
  }
  for (int run = 0; run < 2; ++run) {
    CheckReport checks;
    StatusOr<std::vector<std::vector<Tensor>>> got = (*executable)->RunDevices(own_args, false, checks);
    ASSERT_TRUE(got.ok()) << got.status().message();
    ASSERT_EQ(got->size(), expected->outputs.size());
    for (size_t d = 0; d < got->size(); ++d)
      for (size_t r = 0; r < (*got)[d].size(); ++r)
        EXPECT_EQ((*got)[d][r].bytes(), expected->outputs[d][r].bytes())
            << "run " << run << " device " << d << " result " << r << ": expected "
            << FormatTensor(expected->outputs[d][r]) << " got " << FormatTensor((*got)[d][r]);
  }
}

TEST(CollectiveOps, CompiledProgramsOnEveryDeviceMatchTheEvaluator) {
  Generator generator(77);
  int compiled = 0, looped = 0;
  for (uint64_t i = 0; i < 120 && !HasFailure(); ++i) {
    Case c = generator.Next();
    const bool loop = i % 2 == 1;
    c.text = Embed(c.text, loop);
    if (c.text.empty()) continue;
    CheckCompiledCase(c, i);
    ++compiled;
    looped += loop;
  }
  EXPECT_GT(compiled, 60);
  EXPECT_GT(looped, 15);
}

TEST(CollectiveOps, RunParallelRunsItsFunctionOnDevicesOfItsOwn) {
  // The corpus's form: @main starts 2 replicas x 2 partitions of @f with interpreter.run_parallel.
  auto module = ParseModule(R"(module {
  func.func @f(%x: tensor<2xi64>) -> tensor<2xi64> {
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.add %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
    %p = stablehlo.partition_id : tensor<ui32>
    %q = stablehlo.convert %p : (tensor<ui32>) -> tensor<i64>
    %b = stablehlo.broadcast_in_dim %q, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %y = stablehlo.add %r, %b : tensor<2xi64>
    return %y : tensor<2xi64>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %b = stablehlo.constant dense<[10, 20]> : tensor<2xi64>
    %c = stablehlo.constant dense<[100, 200]> : tensor<2xi64>
    %d = stablehlo.constant dense<[1000, 2000]> : tensor<2xi64>
    %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {programs = [[@f, @f], [@f, @f]]}
        : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
        -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
    check.expect_eq_const %r#0, dense<[101, 202]> : tensor<2xi64>
    check.expect_eq_const %r#1, dense<[1011, 2021]> : tensor<2xi64>
    check.expect_eq_const %r#2, dense<[101, 202]> : tensor<2xi64>
    check.expect_eq_const %r#3, dense<[1011, 2021]> : tensor<2xi64>
    func.return
  }
})",
                            "<test>");
  ASSERT_TRUE(module.ok()) << module.status().message();
  auto executable = Compile(std::move(*module), CpuCompileOptions());
  ASSERT_TRUE(executable.ok()) << executable.status().message();
  EXPECT_EQ((*executable)->StepLabels().front(), "parallel (2 x 2 devices, 3 steps)");
  // Its collectives are native: the executable counts them.
  const std::vector<std::string> collectives = (*executable)->CollectiveLabels();
  ASSERT_EQ(collectives.size(), 2u);
  EXPECT_TRUE(collectives[0].starts_with("stablehlo.all_reduce at <test>:3:")) << collectives[0];
  EXPECT_TRUE(collectives[1].starts_with("stablehlo.partition_id at <test>:8:")) << collectives[1];
  CheckReport checks;
  std::vector<DeviceProfile> profile;
  ASSERT_TRUE((*executable)->RunDevices({{}}, false, checks, &profile).ok());
  EXPECT_EQ(checks.passed, 4);
  EXPECT_TRUE(checks.failures.empty()) << checks.failures[0];
  // The run's one device counts its processes' bytes: each of the 4 folds one of 2 elements with its
  // group's other member, reading 8 bytes and writing 8.
  ASSERT_EQ(profile.size(), 1u);
  EXPECT_EQ(profile[0].collective_bytes, (std::vector<int64_t>{64, 0}));
}

}  // namespace
}  // namespace hlx::cpu
