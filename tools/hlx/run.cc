// hlx run: reads a program, gives its entry function arguments, runs it with the CPU backend or the
// reference evaluator and reports what its checks found.
#include <algorithm>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "interp/evaluator.h"
#include "io/npy.h"
#include "ir/verifier.h"
#include "parse/module_reader.h"
#include "passes/identity_calls.h"
#include "passes/inline.h"
#include "passes/lift_constants.h"
#include "passes/passes.h"
#include "passes/refine_shapes.h"
#include "runtime/backend.h"
#include "sharding/partitioner.h"
#include "sharding/shards.h"
#include "tools/hlx/cli.h"

namespace hlx {

const char* const kRunHelp =
    "Usage: hlx run FILE [options]\n"
    "\n"
    "Runs a function of a program with the CPU backend or the reference evaluator (`-` reads standard\n"
    "input). A file\n"
    "split by `// -----` lines runs case by case. The program's checks (check.* ops and custom\n"
    "calls) are counted; a failing check prints the first mismatching element: its index, both values\n"
    "and the tolerance. Exits with 0 when every check passes, 1 when a check fails, 2 on a usage\n"
    "error and 3 when a program cannot be read, verified or run.\n"
    "\n"
    "Options:\n"
    "  --backend=cpu|interp    the optimizing CPU backend (the default when hlx is built with LLVM) or\n"
    "                          the reference evaluator\n"
    "  --print-after-all       (cpu) print the backend's plan after each of its steps\n"
    "  --entry=NAME            the function to run (default: main; else the module's only function;\n"
    "                          else each function that takes no arguments)\n"
    "  --inputs=random|zeros|FILE\n"
    "                          arguments: pseudo-random values (the default; each process its own),\n"
    "                          zeros, or the arrays of a .npz or .npy file (named arg0, arg1, ... or\n"
    "                          taken in order; p<process>_arg<i> for one process's own)\n"
    "  --samples               with --inputs=FILE: each array stacks the argument's values for N\n"
    "                          samples on a leading axis (shape [N, ...]); the program is compiled once\n"
    "                          and runs on each sample in turn; --save-outputs stacks each result the\n"
    "                          same way, as --print-outputs prints them (one process only)\n"
    "  --seed=N                seed of the random inputs (default 0)\n"
    "  --case=N                run only case N (counted from 0) of a split file\n"
    "  --num-replicas=N        run as N replicas (default: the module's mhlo.num_replicas, else 1)\n"
    "  --num-partitions=N      run as N partitions per replica (default: the module's\n"
    "                          mhlo.num_partitions, else the device count of the meshes or device\n"
    "                          lists its shardings name, else 1). The replicas x partitions\n"
    "                          processes meet in the collectives: on the CPU backend the program is\n"
    "                          compiled once and each process runs on a device thread of its own; on\n"
    "                          the evaluator they are simulated processes. A program with sharding\n"
    "                          annotations is partitioned first (SPMD): each partition is given its\n"
    "                          piece of the global arguments, and the results are assembled into\n"
    "                          global values\n"
    "  --dynamic-dim=N         the size given to each dynamic dimension of the entry's argument types\n"
    "                          that has no bound (default 4; a bounded one gets its bound; with\n"
    "                          --inputs=FILE, the size of the file's array for that argument). The\n"
    "                          program is then refined to static shapes before it runs; integer scalar\n"
    "                          arguments ahead of the first dynamic one are taken for dimension\n"
    "                          arguments (as shape-polymorphic JAX exports pass them) and get N too\n"
    "                          (or the file's value)\n" HLX_EXECUTION_FLAGS_HELP
    "  --identity-custom-call=NAME\n"
    "                          take custom calls of target NAME for identities: each result is its\n"
    "                          operand of the same position and type (repeatable; before --passes)\n"
    "  --passes=A,B            run these passes (hlx opt --help lists them) before running\n"
    "  --lift-constants        pass the entry function's constants that ops compute from as arguments\n"
    "                          (after its own), so that no op is computed from constants when the\n"
    "                          program is compiled: a self-checking test's op runs in the backend's code\n"
    "                          (calls are inlined first)\n"
    "  --op-runs=FILE          (cpu) write how the compiled program's ops run, one line per op family\n"
    "                          and way, `family<TAB>way<TAB>count`, ways being kernel, library, native\n"
    "                          and evaluator (checks are not counted)\n"
    "  --print-outputs         print the entry function's results\n"
    "  --save-outputs=FILE     write the results to a .npz file (result0, result1, ...; with several\n"
    "                          processes: p<process>_result<i>), or a .npy file for one result\n"
    "  --help                  show this help\n";

namespace {

struct RunOptions {
  runtime::Backend backend = runtime::DefaultBackend();
  bool print_after_all = false;
  std::string entry;
  std::string inputs = "random";
  bool samples = false;  // --samples: the inputs file stacks several samples
  uint64_t seed = 0;
  std::optional<int> only_case;
  int64_t num_replicas = 0;    // 0: the module's (ChooseProcessCounts)
  int64_t num_partitions = 0;  // 0: the module's
  bool print_outputs = false;
  std::string save_outputs;
  int64_t dynamic_dim = 4;
  std::vector<std::string> identity_custom_calls;
  ExecutionFlags execution;
  std::vector<std::string> passes;
  bool lift_constants = false;
  std::string op_runs;
};

bool ParseCount(const std::string& text, int64_t min, int64_t* out) {
  if (text.empty() || text.size() > 18) return false;
  for (char ch : text)
    if (ch < '0' || ch > '9') return false;
  *out = std::stoll(text);
  return *out >= min;
}

// The functions a run starts in: --entry; else @main; else the module's only function; else every
// function that takes no arguments, in order (test files that hold one test per function).
StatusOr<std::vector<std::string>> ChooseEntries(const Module& module, const std::string& requested) {
  if (!requested.empty()) {
    if (!module.LookupFunc(requested))
      return NotFound(module.source_name() + ": error: no function @" + requested + " to run");
    return std::vector<std::string>{requested};
  }
  if (module.LookupFunc("main")) return std::vector<std::string>{"main"};
  std::vector<std::string> all, nullary;
  for (const auto& op : module.body().ops()) {
    if (op->kind() != OpKind::kFunc) continue;
    all.emplace_back(FuncName(*op));
    if (FuncType(*op).types().empty()) nullary.emplace_back(FuncName(*op));
  }
  if (all.size() == 1) return all;
  if (all.size() > 1 && nullary.empty())
    return NotFound(
        module.source_name() +
        ": error: the module has no @main and no function without arguments; choose one with --entry");
  return nullary;
}

Tensor FromHostArray(Type type, const HostArray& array) { return Tensor::FromBytes(type, array.bytes); }

// The array of an --inputs file for argument `i` of process `process`: p<process>_arg<i>, else arg<i>,
// else the i-th array; null when there is none.
const HostArray* FindArgArray(const NamedArrays& arrays, size_t i, int64_t process) {
  const HostArray* found = nullptr;
  for (const auto& [name, array] : arrays)
    if (name == "arg" + std::to_string(i)) found = &array;
  for (const auto& [name, array] : arrays)
    if (name == "p" + std::to_string(process) + "_arg" + std::to_string(i)) found = &array;
  if (!found && i < arrays.size()) found = &arrays[i].second;
  return found;
}

// Refines `func` to static shapes when an argument type has dynamic dimensions (see --dynamic-dim); returns
// the values the dimension arguments must take (an empty Tensor for every other argument).
StatusOr<std::vector<Tensor>> RefineDynamicEntry(Module& module, Op& func, const RunOptions& options) {
  Type type = FuncType(func);
  std::vector<Tensor> fixed(type.types().size());
  auto is_dynamic = [](Type t) { return t.IsTensor() && !t.HasStaticShape(); };
  if (std::ranges::none_of(type.types(), is_dynamic)) return fixed;
  // An --inputs file's arrays give the dynamic dimensions their sizes.
  std::optional<NamedArrays> arrays;
  if (options.inputs != "random" && options.inputs != "zeros") {
    HLX_ASSIGN_OR_RETURN(NamedArrays read, ReadArraysFile(options.inputs));
    arrays = std::move(read);
  }
  TypeContext& types = module.types();
  std::vector<Type> static_types;
  bool before_dynamic = true;
  for (size_t i = 0; i < type.types().size(); ++i) {
    Type t = type.types()[i];
    const HostArray* array = arrays ? FindArgArray(*arrays, i, 0) : nullptr;
    before_dynamic &= !is_dynamic(t);
    if (!is_dynamic(t)) {
      static_types.push_back(t);
      if (before_dynamic && t.IsTensor() && t.rank() == 0 && IsInteger(t.storage_element())) {
        int64_t size = options.dynamic_dim;
        if (array && array->shape.empty()) {
          HostArray value = *array;
          HLX_RETURN_IF_ERROR(ConvertRawElements(value, t.storage_element(), options.inputs));
          size = ReadInts(FromHostArray(t, value))[0];
        }
        fixed[i] = MakeInts(t, std::vector<int64_t>{size});
      }
      continue;
    }
    std::vector<int64_t> dims(t.dims().begin(), t.dims().end());
    const bool from_file = array && static_cast<int64_t>(array->shape.size()) == t.rank();
    for (size_t d = 0; d < dims.size(); ++d)
      if (dims[d] == kDynamic)
        dims[d] = from_file                                            ? array->shape[d]
                  : d < t.bounds().size() && t.bounds()[d] != kDynamic ? t.bounds()[d]
                                                                       : options.dynamic_dim;
    static_types.push_back(types.Tensor(dims, t.element_type()));
  }
  HLX_RETURN_IF_ERROR(RefineShapes(module, FuncName(func), static_types, fixed).status());
  HLX_RETURN_IF_ERROR(VerifyModule(module));
  return fixed;
}

// The arguments of `func` for each of `num_processes` processes, as the --inputs option says; `fixed` has
// the values of dimension arguments. Random arguments differ from process to process (process 0 gets
// those of a run of one process); a file's `p<process>_arg<i>` arrays are process <process>'s own.
StatusOr<std::vector<std::vector<Tensor>>> MakeInputs(const Module& module, const Op& func,
                                                      const RunOptions& options,
                                                      std::span<const Tensor> fixed, int64_t num_processes) {
  Type type = FuncType(func);
  std::vector<std::vector<Tensor>> args(num_processes);
  std::optional<NamedArrays> arrays;
  if (options.inputs != "random" && options.inputs != "zeros") {
    HLX_ASSIGN_OR_RETURN(NamedArrays read, ReadArraysFile(options.inputs));
    arrays = std::move(read);
  }
  for (size_t i = 0; i < type.types().size(); ++i) {
    Type t = type.types()[i];
    const std::string where =
        module.source_name() + ": argument #" + std::to_string(i) + " of @" + std::string(FuncName(func));
    if (!t.IsTensor())
      return Unimplemented(where + " has type " + t.ToString() + "; hlx run can only make tensor arguments");
    if (!t.HasStaticShape())
      return Unimplemented(where + " has the dynamic type " + t.ToString() +
                           "; hlx run needs static argument types");
    for (int64_t p = 0; p < num_processes; ++p) {
      if (fixed[i]) {
        args[p].push_back(fixed[i]);
        continue;
      }
      if (!arrays) {
        args[p].push_back(options.inputs == "zeros" ? Tensor::Zeros(t)
                                                    : RandomTensor(t, options.seed * 1000003 + i +
                                                                          static_cast<uint64_t>(p) * 7919));
        continue;
      }
      const HostArray* found = FindArgArray(*arrays, i, p);
      if (!found) return InvalidArgument(options.inputs + ": has no array for " + where);
      HostArray array = *found;
      HLX_RETURN_IF_ERROR(ConvertRawElements(array, t.storage_element(), options.inputs));
      std::vector<int64_t> dims(t.dims().begin(), t.dims().end());
      if (array.shape != dims)
        return InvalidArgument(options.inputs + ": the array for " + where + " has shape " +
                               FormatIndex(array.shape) + ", expected " + t.ToString());
      args[p].push_back(FromHostArray(t, array));
    }
  }
  return args;
}

// --samples: the arguments of `func` for each sample of the --inputs file, whose arrays stack the samples on
// a leading axis (every array the same number of them); `fixed` as for MakeInputs.
StatusOr<std::vector<std::vector<Tensor>>> MakeSampleInputs(const Module& module, const Op& func,
                                                            const RunOptions& options,
                                                            std::span<const Tensor> fixed) {
  if (options.inputs == "random" || options.inputs == "zeros")
    return InvalidArgument("--samples: the samples come from an --inputs file, not --inputs=" +
                           options.inputs);
  HLX_ASSIGN_OR_RETURN(NamedArrays arrays, ReadArraysFile(options.inputs));
  Type type = FuncType(func);
  std::optional<int64_t> count;
  std::vector<HostArray> stacks(type.types().size());  // empty for a dimension argument's fixed value
  for (size_t i = 0; i < type.types().size(); ++i) {
    Type t = type.types()[i];
    const std::string where =
        module.source_name() + ": argument #" + std::to_string(i) + " of @" + std::string(FuncName(func));
    if (!t.IsTensor() || !t.HasStaticShape())
      return Unimplemented(where + " has type " + t.ToString() + "; --samples needs static tensor arguments");
    if (fixed[i]) continue;
    const HostArray* found = FindArgArray(arrays, i, 0);
    if (!found) return InvalidArgument(options.inputs + ": has no array for " + where);
    HostArray& array = stacks[i] = *found;
    HLX_RETURN_IF_ERROR(ConvertRawElements(array, t.storage_element(), options.inputs));
    std::vector<int64_t> expected(t.dims().begin(), t.dims().end());
    const bool stacked = !array.shape.empty() && std::equal(array.shape.begin() + 1, array.shape.end(),
                                                            expected.begin(), expected.end());
    if (!stacked || (count && array.shape[0] != *count))
      return InvalidArgument(options.inputs + ": the array for " + where + " has shape " +
                             FormatIndex(array.shape) + ", expected [" +
                             (count ? std::to_string(*count) : std::string("N")) +
                             (expected.empty() ? "]" : ", " + FormatIndex(expected).substr(1)) + " (" +
                             t.ToString() + " for each sample)");
    count = array.shape[0];
  }
  if (!count) return InvalidArgument(options.inputs + ": --samples needs an argument read from the file");
  std::vector<std::vector<Tensor>> samples(*count);
  for (size_t i = 0; i < type.types().size(); ++i) {
    const size_t bytes = stacks[i].bytes.size() / static_cast<size_t>(*count);
    for (int64_t s = 0; s < *count; ++s)
      samples[s].push_back(
          fixed[i] ? fixed[i] : Tensor::FromBytes(type.types()[i], stacks[i].bytes.substr(s * bytes, bytes)));
  }
  return samples;
}

// --samples: each result stacked over the samples (`outputs[s]` the results of sample s), as one process's.
StatusOr<std::vector<Tensor>> StackSamples(TypeContext& types,
                                           const std::vector<std::vector<Tensor>>& outputs) {
  std::vector<Tensor> stacked;
  if (outputs.empty()) return stacked;
  for (size_t i = 0; i < outputs[0].size(); ++i) {
    const Tensor& first = outputs[0][i];
    if (!first.is_tensor())
      return Unimplemented("--samples: result #" + std::to_string(i) + " is not a tensor");
    std::vector<int64_t> dims = {static_cast<int64_t>(outputs.size())};
    dims.insert(dims.end(), first.shape().begin(), first.shape().end());
    std::string bytes;
    for (const std::vector<Tensor>& sample : outputs) bytes += sample[i].bytes();
    stacked.push_back(Tensor::FromBytes(types.Tensor(dims, first.type().element_type()), bytes));
  }
  return stacked;
}

}  // namespace

StatusOr<std::vector<std::vector<Tensor>>> PrepareEntry(Module& module, const std::string& entry,
                                                        const std::string& inputs, uint64_t seed,
                                                        int64_t dynamic_dim, int64_t num_processes) {
  Op* func = module.LookupFunc(entry);
  if (!func) return NotFound(module.source_name() + ": error: no function @" + entry);
  RunOptions options;
  options.inputs = inputs;
  options.seed = seed;
  options.dynamic_dim = dynamic_dim;
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> fixed, RefineDynamicEntry(module, *func, options));
  return MakeInputs(module, *func, options, fixed, num_processes);
}

StatusOr<ProcessCounts> ChooseProcessCounts(const Module& module, int64_t num_replicas,
                                            int64_t num_partitions) {
  ProcessCounts counts;
  Attr replicas = module.attr("mhlo.num_replicas");
  counts.replicas = num_replicas > 0                  ? num_replicas
                    : replicas.Is(AttrKind::kInteger) ? std::max<int64_t>(replicas.int_value(), 1)
                                                      : 1;
  if (num_partitions > 0) {
    counts.partitions = num_partitions;
  } else {
    HLX_ASSIGN_OR_RETURN(counts.partitions, DefaultPartitionCount(module));
  }
  if (counts.replicas > 4096 || counts.partitions > 4096 || counts.replicas * counts.partitions > 4096)
    return InvalidArgument(module.source_name() + ": runs " + std::to_string(counts.replicas) +
                           " replicas x " + std::to_string(counts.partitions) +
                           " partitions; hlx runs at most 4096 processes");
  return counts;
}

bool RunsPartitioned(const Module& module, int64_t num_partitions) {
  return num_partitions > 1 && HasShardingsToPartition(module);
}

StatusOr<Partitioned> PartitionForRun(Module& module, const std::string& entry, int64_t num_replicas,
                                      int64_t num_partitions, const ExecutionFlags& execution) {
  HLX_ASSIGN_OR_RETURN(SpmdProgram program, PartitionForDevices(module, num_partitions, num_replicas,
                                                                execution.combine_collectives));
  HLX_RETURN_IF_ERROR(VerifyModule(module));
  auto found = program.functions.find(entry);
  if (found == program.functions.end())
    return NotFound(module.source_name() + ": error: @" + entry + " is not a partitioned function");
  return Partitioned{std::move(program), found->second};
}

StatusOr<std::string> ChooseEntry(const Module& module, const std::string& requested) {
  HLX_ASSIGN_OR_RETURN(std::vector<std::string> entries, ChooseEntries(module, requested));
  if (entries.size() != 1)
    return NotFound(module.source_name() +
                    ": error: the module has no single entry function; choose one with --entry");
  return entries[0];
}

namespace {

Status SaveOutputs(const std::string& path, const std::vector<std::vector<Tensor>>& outputs) {
  NamedArrays arrays;
  for (size_t p = 0; p < outputs.size(); ++p) {
    for (size_t i = 0; i < outputs[p].size(); ++i) {
      const Tensor& t = outputs[p][i];
      if (!t.is_tensor())
        return Unimplemented("--save-outputs: result #" + std::to_string(i) + " is not a tensor");
      HostArray array;
      array.element = t.element();
      array.shape.assign(t.shape().begin(), t.shape().end());
      array.bytes = t.bytes();
      std::string name = "result" + std::to_string(i);
      if (outputs.size() > 1) name = "p" + std::to_string(p) + "_" + name;
      arrays.emplace_back(std::move(name), std::move(array));
    }
  }
  return WriteArraysFile(path, arrays);
}

// --op-runs: how many ops of each family run in each way in `program`, checks left out.
Status WriteOpRuns(const std::string& path, const runtime::CompiledProgram& program) {
  std::map<std::pair<OpFamily, schedule::OpRun>, int64_t> counts;
  for (const auto& [op, run] : program.OpRuns())
    if (!IsCheck(*op)) ++counts[{FamilyOfOp(*op), run}];
  std::ofstream out(path);
  for (const auto& [key, count] : counts)
    out << OpFamilyName(key.first) << "\t" << schedule::OpRunName(key.second) << "\t" << count << "\n";
  if (!out) return Internal(path + ": cannot write the op runs");
  return Status::Ok();
}

// --lift-constants: inlines the calls, then makes the constants of `entry` that ops compute from its last
// arguments; returns each process's `per_process_args` followed by their values.
StatusOr<std::vector<std::vector<Tensor>>> LiftEntryConstants(
    Module& module, const std::string& entry, std::vector<std::vector<Tensor>> per_process_args) {
  HLX_RETURN_IF_ERROR(Inline(module).status());
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> lifted, LiftConstants(module, entry));
  HLX_RETURN_IF_ERROR(VerifyModule(module));
  for (std::vector<Tensor>& args : per_process_args) args.insert(args.end(), lifted.begin(), lifted.end());
  return per_process_args;
}

// Runs one function of a module; returns the exit code.
int RunEntry(std::unique_ptr<Module> owned, const std::string& entry, const RunOptions& options) {
  Module& module = *owned;
  Op& func = *module.LookupFunc(entry);
  StatusOr<ProcessCounts> counts = ChooseProcessCounts(module, options.num_replicas, options.num_partitions);
  if (!counts.ok()) {
    std::cerr << counts.status().message() << "\n";
    return kExitError;
  }
  const int64_t num_replicas = counts->replicas, num_partitions = counts->partitions;
  StatusOr<std::vector<Tensor>> fixed = RefineDynamicEntry(module, func, options);
  // A program to partition takes global arguments, the same for every process; others, each process's.
  const bool partition = RunsPartitioned(module, num_partitions);
  if (options.samples && num_replicas * num_partitions != 1) {
    std::cerr << module.source_name() << ": --samples runs one process; this program runs " << num_replicas
              << " replicas x " << num_partitions << " partitions\n";
    return kExitError;
  }
  // Each process's arguments, or with --samples each sample's.
  StatusOr<std::vector<std::vector<Tensor>>> args =
      !fixed.ok() ? fixed.status()
      : options.samples
          ? MakeSampleInputs(module, func, options, *fixed)
          : MakeInputs(module, func, options, *fixed, partition ? 1 : num_replicas * num_partitions);
  if (args.ok() && options.lift_constants) args = LiftEntryConstants(module, entry, std::move(*args));
  std::optional<Partitioned> partitioned;
  if (args.ok() && partition) {
    StatusOr<Partitioned> split =
        PartitionForRun(module, entry, num_replicas, num_partitions, options.execution);
    if (split.ok()) {
      partitioned = std::move(*split);
      *args = ShardArguments(partitioned->program, partitioned->signature, (*args)[0], num_replicas,
                             module.types());
    } else {
      args = split.status();
    }
  }
  if (!args.ok()) {
    std::cerr << args.status().message() << "\n";
    return kExitError;
  }
  runtime::ProgramOptions program_options;
  program_options.backend = options.backend;
  program_options.entry = entry;
  program_options.eval.num_replicas = num_replicas;
  program_options.eval.num_partitions = num_partitions;
  program_options.eval.print_stream = &std::cout;
  program_options.eval.fill_elided_constants = options.inputs == "random";
  program_options.eval.seed = options.seed;
  ApplyExecutionFlags(options.execution, program_options);
  if (options.print_after_all) program_options.print_after_all = &std::cout;
  const std::string where = module.source_name() + ": @" + entry;
  // The program owns the module, whose types type the results: it lives until they are printed.
  StatusOr<std::unique_ptr<runtime::CompiledProgram>> program =
      runtime::CompileProgram(std::move(owned), program_options);
  Status written =
      program.ok() && !options.op_runs.empty() ? WriteOpRuns(options.op_runs, **program) : program.status();
  StatusOr<RunResult> result = written;
  if (written.ok() && options.samples) {
    // One run per sample; the results stacked, as one process's.
    RunResult all;
    std::vector<std::vector<Tensor>> per_sample;
    for (const std::vector<Tensor>& sample : *args) {
      result = (*program)->RunChecked({&sample, 1});
      if (!result.ok()) break;
      all.checks.passed += result->checks.passed;
      all.checks.failures.insert(all.checks.failures.end(), result->checks.failures.begin(),
                                 result->checks.failures.end());
      per_sample.push_back(std::move(result->outputs[0]));
    }
    if (result.ok()) {
      StatusOr<std::vector<Tensor>> stacked = StackSamples(module.types(), per_sample);
      if (stacked.ok()) {
        all.outputs = {std::move(*stacked)};
        result = std::move(all);
      } else {
        result = stacked.status();
      }
    }
  } else if (written.ok()) {
    result = (*program)->RunChecked(*args);
  }
  if (result.ok() && partitioned) {
    StatusOr<std::vector<std::vector<Tensor>>> global =
        AssembleResults(partitioned->program, partitioned->signature, result->outputs, num_replicas, where);
    if (global.ok()) {
      result->outputs = std::move(*global);
    } else {
      result = global.status();
    }
  }
  if (!result.ok()) {
    std::cerr << result.status().message() << "\n";
    return kExitError;
  }
  for (const std::string& failure : result->checks.failures) std::cerr << failure << "\n";
  if (options.print_outputs) {
    for (size_t p = 0; p < result->outputs.size(); ++p) {
      if (result->outputs.size() > 1) std::cout << "process " << p << ":\n";
      for (const Tensor& t : result->outputs[p]) std::cout << FormatTensor(t);
    }
  }
  if (!options.save_outputs.empty()) {
    Status saved = SaveOutputs(options.save_outputs, result->outputs);
    if (!saved.ok()) {
      std::cerr << saved.message() << "\n";
      return kExitError;
    }
  }
  return result->checks.failures.empty() ? kExitOk : kExitFailed;
}

// Runs the entry functions of one module, each on a fresh copy that `reread` gives; returns the exit code.
int RunModule(std::unique_ptr<Module> module, const RunOptions& options,
              const std::function<StatusOr<std::unique_ptr<Module>>()>& reread) {
  StatusOr<std::vector<std::string>> entries = ChooseEntries(*module, options.entry);
  if (!entries.ok()) {
    std::cerr << entries.status().message() << "\n";
    return kExitError;
  }
  int exit_code = kExitOk;
  for (size_t i = 0; i < entries->size(); ++i) {
    if (i > 0) {
      StatusOr<std::unique_ptr<Module>> copy = reread();
      if (!copy.ok()) {
        std::cerr << copy.status().message() << "\n";
        return kExitError;
      }
      module = std::move(copy).value();
    }
    exit_code = std::max(exit_code, RunEntry(std::move(module), (*entries)[i], options));
  }
  return exit_code;
}

}  // namespace

int RunRun(const std::vector<std::string>& args) {
  RunOptions options;
  std::vector<std::string> inputs;
  bool flags_done = false;
  for (const std::string& arg : args) {
    std::string value;
    int64_t number = 0;
    if (flags_done || arg.size() < 2 || arg[0] != '-') {
      inputs.push_back(arg);
    } else if (IsHelpFlag(arg)) {
      std::cout << kRunHelp;
      return kExitOk;
    } else if (arg == "--") {
      flags_done = true;
    } else if (FlagValue(arg, "--backend", &value)) {
      StatusOr<runtime::Backend> backend = runtime::FindBackend(value);
      if (!backend.ok()) return UsageError("run: " + backend.status().message());
      options.backend = *backend;
    } else if (arg == "--print-after-all") {
      options.print_after_all = true;
    } else if (FlagValue(arg, "--entry", &value)) {
      options.entry = value;
    } else if (FlagValue(arg, "--inputs", &value)) {
      if (value.empty()) return UsageError("run: --inputs needs random, zeros or a file");
      options.inputs = value;
    } else if (arg == "--samples") {
      options.samples = true;
    } else if (FlagValue(arg, "--seed", &value)) {
      if (!ParseCount(value, 0, &number)) return UsageError("run: --seed needs a non-negative integer");
      options.seed = static_cast<uint64_t>(number);
    } else if (FlagValue(arg, "--case", &value)) {
      if (!ParseCount(value, 0, &number) || number > 1'000'000'000)
        return UsageError("run: --case needs a case number, counted from 0");
      options.only_case = static_cast<int>(number);
    } else if (FlagValue(arg, "--num-replicas", &value)) {
      if (!ParseCount(value, 1, &options.num_replicas) || options.num_replicas > 4096)
        return UsageError("run: --num-replicas needs an integer from 1 to 4096");
    } else if (FlagValue(arg, "--num-partitions", &value)) {
      if (!ParseCount(value, 1, &options.num_partitions) || options.num_partitions > 4096)
        return UsageError("run: --num-partitions needs an integer from 1 to 4096");
    } else if (FlagValue(arg, "--dynamic-dim", &value)) {
      if (!ParseCount(value, 0, &options.dynamic_dim) || options.dynamic_dim > 1'000'000)
        return UsageError("run: --dynamic-dim needs an integer from 0 to 1000000");
    } else if (std::optional<int> taken = TakeExecutionFlag("run", arg, options.execution)) {
      if (*taken != kExitOk) return *taken;
    } else if (FlagValue(arg, "--identity-custom-call", &value)) {
      if (value.empty()) return UsageError("run: --identity-custom-call needs a custom call target");
      options.identity_custom_calls.push_back(value);
    } else if (FlagValue(arg, "--passes", &value)) {
      StatusOr<std::vector<std::string>> names = ParsePassList(value, HlxPasses());
      if (!names.ok()) return UsageError("run: " + names.status().message());
      options.passes = std::move(*names);
    } else if (arg == "--lift-constants") {
      options.lift_constants = true;
    } else if (FlagValue(arg, "--op-runs", &value)) {
      if (value.empty()) return UsageError("run: --op-runs needs a file name");
      options.op_runs = value;
    } else if (arg == "--print-outputs") {
      options.print_outputs = true;
    } else if (FlagValue(arg, "--save-outputs", &value)) {
      if (value.empty()) return UsageError("run: --save-outputs needs a file name");
      options.save_outputs = value;
    } else {
      return UsageError("run: unknown flag '" + arg + "' (see hlx run --help)");
    }
  }
  if (inputs.size() != 1) return UsageError("run: expected exactly one FILE (see hlx run --help)");
  if (!options.op_runs.empty() && options.backend != runtime::Backend::kCpu)
    return UsageError(
        "run: --op-runs tells how the cpu backend runs a program's ops; it needs --backend=cpu");
  if (options.num_replicas * options.num_partitions > 4096)
    return UsageError("run: at most 4096 processes (replicas x partitions)");
  const std::string name = DisplayName(inputs[0]);
  StatusOr<std::string> text = ReadFile(inputs[0]);
  if (!text.ok()) {
    std::cerr << text.status().message() << "\n";
    return kExitError;
  }
  std::vector<ModuleCase> cases = ReadModuleCases(*text, name);
  if (options.only_case && *options.only_case >= static_cast<int>(cases.size())) {
    std::cerr << name << ": has " << cases.size() << " case(s); there is no case " << *options.only_case
              << "\n";
    return kExitUsage;
  }
  int exit_code = kExitOk;
  for (size_t i = 0; i < cases.size(); ++i) {
    if (options.only_case && static_cast<int>(i) != *options.only_case) continue;
    StatusOr<std::unique_ptr<Module>>& module = cases[i].module;
    Status status = module.ok() ? VerifyModule(**module) : module.status();
    if (status.ok()) status = ForwardIdentityCustomCalls(**module, options.identity_custom_calls).status();
    for (const std::string& pass : options.passes) {
      if (!status.ok()) break;
      StatusOr<bool> changed = RunPass(HlxPasses(), pass, **module, PassOptions());
      status = changed.ok() ? VerifyModule(**module) : changed.status();
      if (!status.ok()) status = Status(status.code(), status.message() + " (after pass " + pass + ")");
    }
    int code = kExitError;
    if (status.ok()) {
      auto reread = [&]() -> StatusOr<std::unique_ptr<Module>> {
        std::vector<ModuleCase> again = ReadModuleCases(*text, name);
        HLX_ASSIGN_OR_RETURN(std::unique_ptr<Module> copy, std::move(again[i].module));
        HLX_RETURN_IF_ERROR(VerifyModule(*copy));
        HLX_RETURN_IF_ERROR(ForwardIdentityCustomCalls(*copy, options.identity_custom_calls).status());
        return copy;
      };
      code = RunModule(std::move(module).value(), options, reread);
    } else {
      std::cerr << status.message() << "\n";
    }
    exit_code = std::max(exit_code, code);
  }
  return exit_code;
}

}  // namespace hlx
