// hlx bench: compiles a program once, runs it many times on the same arguments, and reports the
// compilation time, the median run time, the rates the cost model's totals give (GB/s, GFLOP/s), the
// memory plan against the sum of intermediates, and the process's peak resident memory.
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "ir/verifier.h"
#include "parse/module_reader.h"
#include "passes/identity_calls.h"
#include "runtime/backend.h"
#include "sharding/shards.h"
#include "tools/hlx/cli.h"

namespace hlx {

const char* const kBenchHelp =
    "Usage: hlx bench FILE [options]\n"
    "\n"
    "Compiles the entry function of a program (the first case of a split file) once, runs it --iters\n"
    "times on the same arguments after one warm-up run, and prints the compile time, the median run\n"
    "time, the achieved GB/s and GFLOP/s (the cost model's bytes moved and flops over the median), the\n"
    "planned temporary memory against the sum of all intermediate buffers, one process's memory\n"
    "(arguments, results, temporaries), the bytes each collective moved per run over all processes,\n"
    "and the peak resident memory of the process. With several replicas or partitions, a run is a run of\n"
    "every process (on the CPU backend, a device thread each) and the rates count every process's\n"
    "work. A program with sharding annotations over several partitions is partitioned first, as hlx\n"
    "run does, and partitioning counts in the compile time. The evaluator has no compile step and no memory "
    "plan: it reports the CPU backend's cost\n"
    "model totals (when hlx is built with LLVM) and zeros for the plan and the collectives.\n"
    "\n"
    "Options:\n"
    "  --backend=cpu|interp    the backend to time (default: cpu when hlx is built with LLVM)\n"
    "  --iters=N               timed runs (default 10)\n"
    "  --entry=NAME            the function to run (as hlx run chooses it by default)\n"
    "  --inputs=random|zeros|FILE\n"
    "                          the arguments, as hlx run makes them (default random)\n"
    "  --seed=N                seed of the random inputs (default 0)\n"
    "  --num-replicas=N        run as N replicas (default: the module's mhlo.num_replicas, else 1)\n"
    "  --num-partitions=N      run as N partitions per replica (default: as hlx run chooses it, the\n"
    "                          module's mhlo.num_partitions, else the device count of its shardings,\n"
    "                          else 1)\n" HLX_EXECUTION_FLAGS_HELP
    "  --identity-custom-call=NAME\n"
    "                          take custom calls of target NAME for identities, as hlx run does\n"
    "                          (repeatable)\n"
    "  --json                  print exactly one JSON object: file, backend, iters, num_replicas,\n"
    "                          num_partitions, compile_ms, run_ms, gflops, gbps, flops, bytes,\n"
    "                          planned_temp_bytes, live_peak_bytes, intermediate_bytes, argument_bytes,\n"
    "                          result_bytes, constant_bytes, code_bytes, collective_bytes,\n"
    "                          collectives ([{op, bytes}]), peak_rss_bytes\n"
    "  --profile               (cpu) after the timed runs, run --iters more with each step timed and\n"
    "                          print the time per run by step kind and the steps that take longest\n"
    "                          (with several processes: averaged over them, then per device the time\n"
    "                          in steps, the time blocked in collective steps and the time computing\n"
    "                          between collectives' starts and dones, loop bodies included)\n"
    "  --help                  show this help\n";

namespace {

struct BenchOptions {
  runtime::Backend backend = runtime::DefaultBackend();
  int64_t iters = 10;
  std::string entry;
  std::string inputs = "random";
  uint64_t seed = 0;
  int64_t num_replicas = 0;    // 0: the module's (ChooseProcessCounts)
  int64_t num_partitions = 0;  // 0: the module's
  std::vector<std::string> identity_custom_calls;
  ExecutionFlags execution;
  bool json = false;
  bool profile = false;
};

struct BenchResult {
  int64_t num_replicas = 1, num_partitions = 1;  // the processes timed
  double compile_ms = 0, run_ms = 0, flops = 0, bytes = 0;
  int64_t planned_temp_bytes = 0, live_peak_bytes = 0, intermediate_bytes = 0, peak_rss_bytes = 0;
  int64_t argument_bytes = 0, result_bytes = 0;  // one process's
  int64_t constant_bytes = 0, code_bytes = 0;    // what the compiled program holds
  // Each collective and the bytes it moved in one run, over all processes.
  std::vector<std::pair<std::string, int64_t>> collectives;
  int64_t collective_bytes = 0;
  std::string plan;     // the compiled steps and arena, for the text report
  std::string profile;  // with --profile: the table of step times
};

using Clock = std::chrono::steady_clock;

double Millis(Clock::time_point since) {
  return std::chrono::duration<double, std::milli>(Clock::now() - since).count();
}

// The median of `times`, reordering them.
double Median(std::vector<double>& times) {
  std::sort(times.begin(), times.end());
  const size_t n = times.size();
  return n % 2 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2;
}

int64_t PeakRssBytes() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<int64_t>(usage.ru_maxrss) * 1024;
}

std::string JsonString(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

// The profile's report: milliseconds per run by step kind (the label's first word), then the steps
// that take longest; `step_ns` is summed over `runs` runs of each of `processes` processes.
std::string ProfileTable(const std::vector<std::string>& labels, const std::vector<int64_t>& step_ns,
                         int64_t runs, int64_t processes) {
  constexpr size_t kTopSteps = 15;
  double total = 0;
  for (int64_t ns : step_ns) total += static_cast<double>(ns);
  // ns summed over runs (and processes) -> ms per run (and process)
  const double per_run = 1e-6 / static_cast<double>(runs * processes);
  std::map<std::string, std::pair<double, int>> by_kind;
  for (size_t s = 0; s < labels.size(); ++s) {
    auto& [ns, count] = by_kind[labels[s].substr(0, labels[s].find(' '))];
    ns += static_cast<double>(step_ns[s]);
    ++count;
  }
  std::ostringstream os;
  char line[256];
  if (processes == 1) {
    std::snprintf(line, sizeof(line), "profile (%lld runs, ms per run; %.3f ms in steps)\n",
                  static_cast<long long>(runs), total * per_run);
  } else {
    std::snprintf(line, sizeof(line),
                  "profile (%lld runs of %lld processes, ms per run and process; %.3f ms in steps)\n",
                  static_cast<long long>(runs), static_cast<long long>(processes), total * per_run);
  }
  os << line;
  for (const auto& [kind, entry] : by_kind) {
    std::snprintf(line, sizeof(line), "  %-10s %10.3f ms  %5.1f%%  %d steps\n", kind.c_str(),
                  entry.first * per_run, total > 0 ? 100 * entry.first / total : 0.0, entry.second);
    os << line;
  }
  std::vector<size_t> order(labels.size());
  for (size_t s = 0; s < order.size(); ++s) order[s] = s;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return step_ns[a] > step_ns[b]; });
  os << "  longest steps:\n";
  for (size_t i = 0; i < std::min(kTopSteps, order.size()); ++i) {
    const size_t s = order[i];
    std::snprintf(line, sizeof(line), "  %10.3f ms  %5.1f%%  step %zu: ", step_ns[s] * per_run,
                  total > 0 ? 100 * step_ns[s] / total : 0.0, s);
    os << line << labels[s] << "\n";
  }
  return os.str();
}

// With several processes, the profile's time per device: in all its steps; blocked in collectives (in
// the collective steps: a whole collective waits for its group and moves the data, a start only
// publishes, a done waits for the group and moves the data); and overlapped, the time of the steps that
// ran between a collective's start and its done, while the other devices arrived. The last two count
// the steps of the programs of loops and branches too (a loop's collectives run there).
std::string DeviceCollectiveTable(const std::vector<runtime::ProcessProfile>& profile, int64_t runs) {
  std::ostringstream os;
  char line[256];
  os << "  per device (ms per run: in steps, blocked in collective steps, overlapped with compute):\n";
  for (size_t p = 0; p < profile.size(); ++p) {
    double steps = 0;
    for (int64_t ns : profile[p].step_ns) steps += static_cast<double>(ns);
    const double blocked = static_cast<double>(profile[p].blocked_ns),
                 overlapped = static_cast<double>(profile[p].overlapped_ns);
    const double per_run = 1e-6 / static_cast<double>(runs);
    std::snprintf(line, sizeof(line), "  device %3zu  %10.3f ms  %10.3f ms  %5.1f%%  %10.3f ms\n", p,
                  steps * per_run, blocked * per_run, steps > 0 ? 100 * blocked / steps : 0.0,
                  overlapped * per_run);
    os << line;
  }
  return os.str();
}

// The first case of `text`, verified, its --identity-custom-call targets' calls replaced by their operands.
StatusOr<std::unique_ptr<Module>> ReadFirstCase(const std::string& text, const std::string& name,
                                                const BenchOptions& options) {
  std::vector<ModuleCase> cases = ReadModuleCases(text, name);
  if (cases.empty()) return InvalidArgument(name + ": error: no program to run");
  HLX_ASSIGN_OR_RETURN(std::unique_ptr<Module> module, std::move(cases[0].module));
  HLX_RETURN_IF_ERROR(VerifyModule(*module));
  HLX_RETURN_IF_ERROR(ForwardIdentityCustomCalls(*module, options.identity_custom_calls).status());
  return module;
}

StatusOr<BenchResult> Bench(const std::string& text, const std::string& name, const BenchOptions& options) {
  HLX_ASSIGN_OR_RETURN(std::unique_ptr<Module> module, ReadFirstCase(text, name, options));
  HLX_ASSIGN_OR_RETURN(std::string entry, ChooseEntry(*module, options.entry));
  HLX_ASSIGN_OR_RETURN(ProcessCounts counts,
                       ChooseProcessCounts(*module, options.num_replicas, options.num_partitions));
  const int64_t num_replicas = counts.replicas, num_partitions = counts.partitions;
  const int64_t processes = num_replicas * num_partitions;
  // A program with shardings is partitioned first, from global arguments (as hlx run does).
  const bool partition = RunsPartitioned(*module, num_partitions);
  HLX_ASSIGN_OR_RETURN(
      std::vector<std::vector<Tensor>> args,
      PrepareEntry(*module, entry, options.inputs, options.seed, 4, partition ? 1 : processes));
  double partition_ms = 0;
  if (partition) {
    const auto partition_start = Clock::now();
    HLX_ASSIGN_OR_RETURN(Partitioned partitioned,
                         PartitionForRun(*module, entry, num_replicas, num_partitions, options.execution));
    partition_ms = Millis(partition_start);
    args = ShardArguments(partitioned.program, partitioned.signature, args[0], num_replicas, module->types());
  }
  runtime::ProgramOptions program_options;
  program_options.backend = options.backend;
  program_options.entry = entry;
  program_options.eval.num_replicas = num_replicas;
  program_options.eval.num_partitions = num_partitions;
  program_options.eval.fill_elided_constants = options.inputs == "random";
  program_options.eval.seed = options.seed;
  ApplyExecutionFlags(options.execution, program_options);
  std::ostringstream plan;
  if (!options.json) program_options.print_plan = &plan;
  HLX_ASSIGN_OR_RETURN(std::unique_ptr<runtime::CompiledProgram> program,
                       runtime::CompileProgram(std::move(module), program_options));
  BenchResult result;
  result.num_replicas = num_replicas;
  result.num_partitions = num_partitions;
  std::optional<runtime::ProgramCost> cost = program->cost();
  if (cost) {
    result.compile_ms = partition_ms + cost->compile_ms;
    result.planned_temp_bytes = cost->temp_bytes;
    result.live_peak_bytes = cost->live_peak_bytes;
    result.intermediate_bytes = cost->intermediate_bytes;
    result.argument_bytes = cost->argument_bytes;
    result.result_bytes = cost->result_bytes;
    result.constant_bytes = cost->constant_bytes;
    result.code_bytes = cost->code_bytes;
    result.plan = plan.str();
  } else if (runtime::BackendIsBuilt(runtime::Backend::kCpu)) {
    // The evaluator measures nothing: a copy compiled for the CPU backend gives the cost model's totals.
    HLX_ASSIGN_OR_RETURN(std::unique_ptr<Module> cost_copy, ReadFirstCase(text, name, options));
    HLX_RETURN_IF_ERROR(PrepareEntry(*cost_copy, entry, options.inputs, options.seed, 4, 1).status());
    if (partition)
      HLX_RETURN_IF_ERROR(
          PartitionForRun(*cost_copy, entry, num_replicas, num_partitions, options.execution).status());
    runtime::ProgramOptions cpu_options = program_options;
    cpu_options.backend = runtime::Backend::kCpu;
    cpu_options.print_plan = nullptr;
    HLX_ASSIGN_OR_RETURN(std::unique_ptr<runtime::CompiledProgram> cpu_program,
                         runtime::CompileProgram(std::move(cost_copy), cpu_options));
    cost = cpu_program->cost();
  }
  if (cost) {
    // Every process does the work of one.
    result.flops = cost->flops * static_cast<double>(processes);
    result.bytes = cost->bytes_accessed * static_cast<double>(processes);
  }
  std::vector<double> times;
  for (int64_t i = 0; i <= options.iters; ++i) {
    const auto start = Clock::now();
    HLX_RETURN_IF_ERROR(program->RunChecked(args).status());
    if (i > 0) times.push_back(Millis(start));  // run 0 warms up
  }
  // The bytes each collective moves: one more run, measured (or the profiled runs).
  const std::vector<std::string> collectives = program->CollectiveLabels();
  std::vector<runtime::ProcessProfile> profile;
  int64_t measured_runs = 0;
  if (options.profile) {
    for (; measured_runs < options.iters; ++measured_runs)
      HLX_RETURN_IF_ERROR(program->RunProfiled(args, profile));
    std::vector<int64_t> step_ns(program->StepLabels().size(), 0);
    for (const runtime::ProcessProfile& p : profile)
      for (size_t s = 0; s < step_ns.size() && s < p.step_ns.size(); ++s) step_ns[s] += p.step_ns[s];
    result.profile = ProfileTable(program->StepLabels(), step_ns, options.iters, processes);
    if (processes > 1) result.profile += DeviceCollectiveTable(profile, options.iters);
  } else if (!collectives.empty()) {
    HLX_RETURN_IF_ERROR(program->RunProfiled(args, profile));
    measured_runs = 1;
  }
  for (size_t c = 0; c < collectives.size(); ++c) {
    int64_t bytes = 0;
    for (const runtime::ProcessProfile& p : profile)
      if (c < p.collective_bytes.size()) bytes += p.collective_bytes[c];
    bytes /= std::max<int64_t>(1, measured_runs);
    result.collectives.emplace_back(collectives[c], bytes);
    result.collective_bytes += bytes;
  }
  result.run_ms = Median(times);
  result.peak_rss_bytes = PeakRssBytes();
  return result;
}

bool ParseCount(const std::string& text, int64_t min, int64_t* out) {
  if (text.empty() || text.size() > 18) return false;
  for (char ch : text)
    if (ch < '0' || ch > '9') return false;
  *out = std::stoll(text);
  return *out >= min;
}

}  // namespace

int RunBench(const std::vector<std::string>& args) {
  BenchOptions options;
  std::vector<std::string> files;
  for (const std::string& arg : args) {
    std::string value;
    int64_t number = 0;
    if (arg.size() < 2 || arg[0] != '-') {
      files.push_back(arg);
    } else if (IsHelpFlag(arg)) {
      std::cout << kBenchHelp;
      return kExitOk;
    } else if (FlagValue(arg, "--backend", &value)) {
      StatusOr<runtime::Backend> backend = runtime::FindBackend(value);
      if (!backend.ok()) return UsageError("bench: " + backend.status().message());
      options.backend = *backend;
    } else if (FlagValue(arg, "--iters", &value)) {
      if (!ParseCount(value, 1, &options.iters) || options.iters > 1'000'000)
        return UsageError("bench: --iters needs an integer from 1 to 1000000");
    } else if (FlagValue(arg, "--entry", &value)) {
      options.entry = value;
    } else if (FlagValue(arg, "--inputs", &value)) {
      if (value.empty()) return UsageError("bench: --inputs needs random, zeros or a file");
      options.inputs = value;
    } else if (FlagValue(arg, "--seed", &value)) {
      if (!ParseCount(value, 0, &number)) return UsageError("bench: --seed needs a non-negative integer");
      options.seed = static_cast<uint64_t>(number);
    } else if (FlagValue(arg, "--num-replicas", &value)) {
      if (!ParseCount(value, 1, &options.num_replicas) || options.num_replicas > 4096)
        return UsageError("bench: --num-replicas needs an integer from 1 to 4096");
    } else if (FlagValue(arg, "--num-partitions", &value)) {
      if (!ParseCount(value, 1, &options.num_partitions) || options.num_partitions > 4096)
        return UsageError("bench: --num-partitions needs an integer from 1 to 4096");
    } else if (std::optional<int> taken = TakeExecutionFlag("bench", arg, options.execution)) {
      if (*taken != kExitOk) return *taken;
    } else if (FlagValue(arg, "--identity-custom-call", &value)) {
      if (value.empty()) return UsageError("bench: --identity-custom-call needs a custom call target");
      options.identity_custom_calls.push_back(value);
    } else if (arg == "--json") {
      options.json = true;
    } else if (arg == "--profile") {
      options.profile = true;
    } else {
      return UsageError("bench: unknown flag '" + arg + "' (see hlx bench --help)");
    }
  }
  if (files.size() != 1) return UsageError("bench: expected exactly one FILE (see hlx bench --help)");
  if (options.num_replicas * options.num_partitions > 4096)
    return UsageError("bench: at most 4096 processes (replicas x partitions)");
  if (options.profile && (options.json || options.backend != runtime::Backend::kCpu))
    return UsageError(
        "bench: --profile times the CPU backend's steps and prints a table: it takes "
        "neither --json nor --backend=interp");
  const std::string name = DisplayName(files[0]);
  StatusOr<std::string> text = ReadFile(files[0]);
  StatusOr<BenchResult> result = text.ok() ? Bench(*text, name, options) : text.status();
  if (!result.ok()) {
    std::cerr << result.status().message() << "\n";
    return kExitError;
  }
  const std::string backend(runtime::BackendName(options.backend));
  const double seconds = result->run_ms / 1000;
  const double gflops = seconds > 0 ? result->flops / seconds / 1e9 : 0;
  const double gbps = seconds > 0 ? result->bytes / seconds / 1e9 : 0;
  const int64_t processes = result->num_replicas * result->num_partitions;
  if (options.json) {
    std::ostringstream os;
    os.precision(9);
    os << "{\"file\": " << JsonString(name) << ", \"backend\": " << JsonString(backend)
       << ", \"iters\": " << options.iters << ", \"num_replicas\": " << result->num_replicas
       << ", \"num_partitions\": " << result->num_partitions << ", \"compile_ms\": " << result->compile_ms
       << ", \"run_ms\": " << result->run_ms << ", \"gflops\": " << gflops << ", \"gbps\": " << gbps
       << ", \"flops\": " << result->flops << ", \"bytes\": " << result->bytes
       << ", \"planned_temp_bytes\": " << result->planned_temp_bytes
       << ", \"live_peak_bytes\": " << result->live_peak_bytes
       << ", \"intermediate_bytes\": " << result->intermediate_bytes
       << ", \"argument_bytes\": " << result->argument_bytes << ", \"result_bytes\": " << result->result_bytes
       << ", \"constant_bytes\": " << result->constant_bytes << ", \"code_bytes\": " << result->code_bytes
       << ", \"collective_bytes\": " << result->collective_bytes << ", \"collectives\": [";
    for (size_t c = 0; c < result->collectives.size(); ++c)
      os << (c ? ", " : "") << "{\"op\": " << JsonString(result->collectives[c].first)
         << ", \"bytes\": " << result->collectives[c].second << "}";
    os << "], \"peak_rss_bytes\": " << result->peak_rss_bytes << "}\n";
    std::cout << os.str();
    return kExitOk;
  }
  std::cout << result->plan;
  if (processes == 1) {
    std::printf("%s (%s, %lld runs)\n", name.c_str(), backend.c_str(), static_cast<long long>(options.iters));
  } else {
    std::printf("%s (%s, %lld runs of %lld replicas x %lld partitions)\n", name.c_str(), backend.c_str(),
                static_cast<long long>(options.iters), static_cast<long long>(result->num_replicas),
                static_cast<long long>(result->num_partitions));
  }
  std::printf("  compile        %10.2f ms\n", result->compile_ms);
  std::printf("  run (median)   %10.3f ms\n", result->run_ms);
  std::printf("  throughput     %10.2f GB/s  %10.2f GFLOP/s  (%.3g bytes, %.3g flops per run)\n", gbps,
              gflops, result->bytes, result->flops);
  std::printf(
      "  temporaries    %10.2f MB planned (at least %.2f MB live at once) for %.2f MB of "
      "intermediates\n",
      result->planned_temp_bytes / 1e6, result->live_peak_bytes / 1e6, result->intermediate_bytes / 1e6);
  std::printf("  per process    %10lld bytes of arguments, %lld of results, %lld of temporaries\n",
              static_cast<long long>(result->argument_bytes), static_cast<long long>(result->result_bytes),
              static_cast<long long>(result->planned_temp_bytes));
  std::printf("  held           %10lld bytes of constants, %lld of kernel code\n",
              static_cast<long long>(result->constant_bytes), static_cast<long long>(result->code_bytes));
  if (!result->collectives.empty()) {
    std::printf("  collectives    %10lld bytes moved per run between processes\n",
                static_cast<long long>(result->collective_bytes));
    for (const auto& [label, bytes] : result->collectives)
      std::printf("    %12lld  %s\n", static_cast<long long>(bytes), label.c_str());
  }
  std::printf("  peak RSS       %10.2f MB\n", result->peak_rss_bytes / 1e6);
  std::printf("%s", result->profile.c_str());
  return kExitOk;
}

}  // namespace hlx
