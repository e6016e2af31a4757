// hlx: the command line.
//
//   hlx check [--roundtrip] FILE|DIR...   read and verify programs; print one line per failure and a summary
//   hlx opt FILE [--passes=...] [options]  read, verify, optimize and print a program
//   hlx run FILE [options]                 run a program with the CPU backend or the evaluator (run.cc)
//   hlx bench FILE [options]               time a program's compilation and runs (bench.cc)
//   hlx conform PATH... [options]          run a corpus, one process per program (conform.cc)
//   hlx quantize FILE [options]            quantize a program to int8 after training (quantize.cc)
//
// Exit codes: 0 success, 1 a program failed to read or verify (hlx run: a check failed), 2 a usage error
// (unknown command or flag, missing argument), 3 (hlx run) a program could not be read or run. Every
// diagnostic about a program starts with `file:line:col: `.
#include <algorithm>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <new>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "ir/printer.h"
#include "ir/verifier.h"
#include "parse/module_reader.h"
#include "parse/text_reader.h"
#include "passes/passes.h"
#include "support/status.h"
#include "tools/hlx/cli.h"

namespace hlx {
namespace {

namespace fs = std::filesystem;

constexpr const char* kMainHelp =
    "hlx: an OpenXLA-compatible compiler for StableHLO programs.\n"
    "\n"
    "Usage: hlx COMMAND [ARGS...]\n"
    "\n"
    "Commands:\n"
    "  check    read and verify programs, and report each one that fails\n"
    "  opt      read, verify and print a program\n"
    "  run      run a program with the CPU backend or the reference evaluator and report its checks\n"
    "  bench    time a program: compilation, the median run, GB/s, GFLOP/s and memory\n"
    "  compare  compare two runs' outputs (.npz) array by array within a relative tolerance\n"
    "  conform  run every program of a test corpus and tabulate the outcomes per op family\n"
    "  quantize quantize a program to int8 after training: static, weight-only or dynamic\n"
    "  help     describe a command: hlx help COMMAND\n"
    "\n"
    "Run `hlx COMMAND --help` for a command's options.\n";

constexpr const char* kCheckHelp =
    "Usage: hlx check [--roundtrip] FILE|DIR...\n"
    "\n"
    "Reads and verifies each MLIR text file. A directory stands for every *.mlir file under it.\n"
    "A file with lines `// -----` is split there into cases, each read as its own module; a file\n"
    "passes when all its cases pass. Prints one line per failing file or case, then a summary line\n"
    "`N passed, M failed`. Exits with 0 when every file passes, 1 otherwise.\n"
    "\n"
    "Options:\n"
    "  --roundtrip   also check that print -> read -> print gives the same text, in pretty form, in\n"
    "                generic form and with locations\n"
    "  --help        show this help\n";

constexpr const char* kOptHelp =
    "Usage: hlx opt FILE [--passes=NAME,...] [--print-after-all] [--arg-types=TYPES] [--entry=NAME]\n"
    "               [--num-partitions=N] [--print-debuginfo] [--generic]\n"
    "\n"
    "Reads and verifies an MLIR text file (`-` reads standard input), runs the passes named by --passes\n"
    "in order (verifying the module after each) and prints the result to standard output; cases of a\n"
    "file split by `// -----` lines are printed separated by such lines.\n"
    "\n"
    "Passes:\n"
    "  refine-shapes       refine dynamic shapes to static ones for the entry function's argument types\n"
    "                      given by --arg-types; fold shape computations into static ops\n"
    "  decompose-chlo      rewrite chlo ops into stablehlo ops with CHLO's semantics (special functions\n"
    "                      and complex inverse trigonometry stay for direct evaluation)\n"
    "  inline              inline every func.call, then drop private functions nothing refers to\n"
    "  simplify            algebraic rewrites (x * 1 -> x, neg(neg(x)) -> x, transpose of transpose,\n"
    "                      reshape to the same type, ...) to a fixed point; exact for -0.0 and NaN\n"
    "  fold-constants      evaluate ops of constant operands into constants (results of at most 1024\n"
    "                      elements, or splats of any size)\n"
    "  cse                 merge identical pure ops into the first\n"
    "  dce                 remove pure ops whose results are unused\n"
    "  fold-layout         fold transposes into dot_general and convolution dimension numbers, and\n"
    "                      unit-dimension reshapes into broadcast_in_dim\n"
    "  separable-gathers   a gather of one element per index whose coordinates each vary along one\n"
    "                      result dimension (bilinear upsampling) into one gather of slices per dimension\n"
    "  optimize            the optimization pipeline: inline, decompose-chlo, simplify, fold-constants,\n"
    "                      cse, dce, fold-layout, separable-gathers, simplify, dce\n"
    "  lower-quantized     quantized ops into integer and float arithmetic on their storage integers\n"
    "                      (what the CPU backend runs)\n"
    "  channels-last       int8, f32 and bf16 convolutions of a channels-first program computed\n"
    "                      channels-last, the transposes back moved down past elementwise ops, pads\n"
    "                      and pools to the next convolution (what the CPU backend runs)\n"
    "  narrow-products     a dot_general of operands converted from bf16 or f16 reads them as they are\n"
    "                      (what the CPU backend runs for bf16 where the CPU has bf16 instructions)\n"
    "  fold-batch-norm     a convolution's inference batch normalization into its kernel and a bias\n"
    "                      (hlx quantize runs it in static mode)\n"
    "  inline-manual-computations\n"
    "                      a fully manual SPMD program (jax.pmap, jax.shard_map: sdy.manual_computation\n"
    "                      over every mesh axis) into the program each device runs, on local shapes\n"
    "  import-shardings    read every sharding annotation (sdy.sharding, mhlo.sharding, JAX's xla.sdy.*\n"
    "                      attributes and custom calls), check it, and write it as sdy.mesh ops and\n"
    "                      sdy.sharding attributes\n"
    "  propagate-shardings import the shardings and give every value one, through each op's sharding\n"
    "                      rule (user priorities first, then pointwise ops, then the others); print them\n"
    "                      as sdy.sharding attributes\n"
    "  lift-constants      make the entry function's constants that ops compute from (not those only\n"
    "                      checks read) its arguments, so that compiling folds nothing from them\n"
    "  spmd-partition      the SPMD partitioner: a program whose values carry shardings into the one\n"
    "                      program each device runs, on local shapes, with the collectives it needs\n"
    "                      (values without a sharding are replicated)\n"
    "  combine-collectives the all_reduces (and all_gathers, reduce_scatters) of a block that meet in the\n"
    "                      same groups and do not depend on one another into one, up to 32 MiB of\n"
    "                      operands\n"
    "  pipeline-collectives the collective pipeliner: a loop's collective whose result the iteration only\n"
    "                      stores moves to the next iteration (a prologue before the loop, an epilogue\n"
    "                      after it); one of invariants and counters moves to the previous one\n"
    "\n"
    "Options:\n"
    "  --passes=A,B        the passes to run, in order\n"
    "  --print-after-all   print the module to standard error after each pass (and each step of\n"
    "                      optimize), under a line `// ----- IR after NAME -----`\n"
    "  --arg-types=TYPES   refine-shapes: the entry's argument types, comma-separated static tensor\n"
    "                      types; an integer scalar may carry its value, `tensor<i64>=3`, for a\n"
    "                      dimension argument\n"
    "  --entry=NAME        refine-shapes, lift-constants, fold-batch-norm: the function to rewrite\n"
    "                      (default main)\n"
    "  --num-partitions=N  spmd-partition: the number of devices (default: the module's\n"
    "                      mhlo.num_partitions, else the device count of its meshes)\n"
    "  --print-debuginfo   print each op's source location `loc(...)`\n"
    "  --generic           print every op in generic form\n"
    "  --help              show this help\n";

// The files that `hlx check` reads for one argument: the file itself, or every *.mlir file under a
// directory in path order. A bad argument becomes an entry that fails when read.
std::vector<std::string> ExpandInput(const std::string& arg) {
  std::error_code error;
  if (!fs::is_directory(arg, error)) return {arg};
  std::vector<std::string> files;
  fs::recursive_directory_iterator it(arg, fs::directory_options::skip_permission_denied, error);
  for (; !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
    std::error_code file_error;
    if (it->is_regular_file(file_error) && it->path().extension() == ".mlir") {
      files.push_back(it->path().string());
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

// The first line where `a` and `b` differ, as "line N: `old` became `new`".
std::string FirstDifference(std::string_view a, std::string_view b) {
  int line = 1;
  while (true) {
    size_t a_end = std::min(a.find('\n'), a.size());
    size_t b_end = std::min(b.find('\n'), b.size());
    std::string_view a_line = a.substr(0, a_end), b_line = b.substr(0, b_end);
    if (a_line != b_line || a.empty() != b.empty()) {
      auto show = [](std::string_view text, std::string_view line_text) {
        return text.empty() ? std::string("the end of the text") : "`" + std::string(line_text) + "`";
      };
      return "line " + std::to_string(line) + ": " + show(a, a_line) + " became " + show(b, b_line);
    }
    if (a.empty()) return "no difference";
    a.remove_prefix(std::min(a_end + 1, a.size()));
    b.remove_prefix(std::min(b_end + 1, b.size()));
    ++line;
  }
}

Status CheckRoundTrip(const Module& module, const std::string& name, int first_line,
                      const PrintOptions& options);

// Checks that printing `module`, reading the text back and printing again gives the same text, in
// pretty form, in generic form and with locations.
Status CheckRoundTrip(const Module& module, const std::string& name, int first_line) {
  PrintOptions with_locations;
  with_locations.debug_info = true;
  PrintOptions generic;
  generic.generic = true;
  for (const PrintOptions& options : {PrintOptions(), generic, with_locations})
    HLX_RETURN_IF_ERROR(CheckRoundTrip(module, name, first_line, options));
  return Status::Ok();
}

Status CheckRoundTrip(const Module& module, const std::string& name, int first_line,
                      const PrintOptions& options) {
  std::string where = name + ":" + std::to_string(first_line) + ": ";
  if (options.generic) where += "in generic form: ";
  if (options.debug_info) where += "with locations: ";
  std::string printed = PrintModule(module, options);
  StatusOr<std::unique_ptr<Module>> reread = ParseModule(printed, name + " (as printed)");
  if (!reread.ok()) {
    return InvalidArgument(where + "the printed module does not read back: " + reread.status().message());
  }
  Status verified = VerifyModule(**reread);
  if (!verified.ok()) {
    return InvalidArgument(where + "the printed module does not verify: " + verified.message());
  }
  std::string reprinted = PrintModule(**reread, options);
  if (reprinted != printed) {
    return InvalidArgument(where + "print -> read -> print is not a fixed point; printed " +
                           FirstDifference(printed, reprinted));
  }
  return Status::Ok();
}

// Reads and verifies every case of a file; returns one failing Status per failing case.
std::vector<Status> CheckFile(const std::string& path, bool roundtrip) {
  StatusOr<std::string> text = ReadFile(path);
  if (!text.ok()) return {text.status()};
  const std::string name = DisplayName(path);
  std::vector<Status> failures;
  for (ModuleCase& c : ReadModuleCases(*text, name)) {
    StatusOr<std::unique_ptr<Module>>& module = c.module;
    Status status = module.ok() ? VerifyModule(**module) : module.status();
    if (status.ok() && roundtrip) status = CheckRoundTrip(**module, name, c.first_line);
    if (!status.ok()) failures.push_back(status);
  }
  return failures;
}

int RunCheck(const std::vector<std::string>& args) {
  bool roundtrip = false;
  std::vector<std::string> inputs;
  bool flags_done = false;
  for (const std::string& arg : args) {
    if (!flags_done && IsHelpFlag(arg)) {
      std::cout << kCheckHelp;
      return kExitOk;
    } else if (!flags_done && arg == "--roundtrip") {
      roundtrip = true;
    } else if (!flags_done && arg == "--") {
      flags_done = true;
    } else if (!flags_done && arg.size() > 1 && arg[0] == '-') {
      return UsageError("check: unknown flag '" + arg + "' (see hlx check --help)");
    } else {
      inputs.push_back(arg);
    }
  }
  if (inputs.empty()) return UsageError("check: expected at least one FILE or DIR (see hlx check --help)");

  int passed = 0, failed = 0;
  for (const std::string& input : inputs) {
    std::vector<std::string> files = ExpandInput(input);
    if (files.empty()) {
      std::cerr << input << ": no *.mlir files in this directory\n";
      ++failed;
    }
    for (const std::string& file : files) {
      std::vector<Status> failures = CheckFile(file, roundtrip);
      for (const Status& failure : failures) std::cerr << failure.message() << "\n";
      ++(failures.empty() ? passed : failed);
    }
  }
  std::cerr.flush();
  std::cout << passed << " passed, " << failed << " failed\n";
  return failed == 0 ? kExitOk : kExitFailed;
}

int RunOpt(const std::vector<std::string>& args) {
  PrintOptions options;
  PassOptions pass_options;
  std::vector<std::string> passes;
  std::vector<std::string> inputs;
  bool print_after_all = false;
  bool flags_done = false;
  for (const std::string& arg : args) {
    if (!flags_done && IsHelpFlag(arg)) {
      std::cout << kOptHelp;
      return kExitOk;
    } else if (!flags_done && arg.starts_with("--passes=")) {
      StatusOr<std::vector<std::string>> names = ParsePassList(arg.substr(9), HlxPasses());
      if (!names.ok()) return UsageError("opt: " + names.status().message());
      passes.insert(passes.end(), names->begin(), names->end());
    } else if (!flags_done && arg == "--print-after-all") {
      print_after_all = true;
    } else if (!flags_done && arg.starts_with("--arg-types=")) {
      pass_options.arg_types = arg.substr(12);
    } else if (!flags_done && arg.starts_with("--entry=")) {
      pass_options.entry = arg.substr(8);
    } else if (!flags_done && arg.starts_with("--num-partitions=")) {
      const std::string value = arg.substr(17);
      if (value.empty() || value.size() > 4 || value.find_first_not_of("0123456789") != std::string::npos ||
          std::stoll(value) < 1 || std::stoll(value) > 4096)
        return UsageError("opt: --num-partitions needs an integer from 1 to 4096");
      pass_options.num_partitions = std::stoll(value);
    } else if (!flags_done && arg == "--print-debuginfo") {
      options.debug_info = true;
    } else if (!flags_done && arg == "--generic") {
      options.generic = true;
    } else if (!flags_done && arg == "--") {
      flags_done = true;
    } else if (!flags_done && arg.size() > 1 && arg[0] == '-') {
      return UsageError("opt: unknown flag '" + arg + "' (see hlx opt --help)");
    } else {
      inputs.push_back(arg);
    }
  }
  if (inputs.size() != 1) return UsageError("opt: expected exactly one FILE (see hlx opt --help)");
  const std::string& path = inputs[0];
  const std::string name = DisplayName(path);

  StatusOr<std::string> text = ReadFile(path);
  if (!text.ok()) {
    std::cerr << text.status().message() << "\n";
    return kExitFailed;
  }
  // Everything is read and verified before anything is printed.
  std::vector<std::unique_ptr<Module>> modules;
  for (ModuleCase& c : ReadModuleCases(*text, name)) {
    StatusOr<std::unique_ptr<Module>>& module = c.module;
    Status status = module.ok() ? VerifyModule(**module) : module.status();
    for (size_t p = 0; status.ok() && p < passes.size(); ++p) {
      const bool pipeline = passes[p] == "optimize";
      pass_options.print_after_all = print_after_all && pipeline ? &std::cerr : nullptr;
      StatusOr<bool> changed = RunPass(HlxPasses(), passes[p], **module, pass_options);
      status = changed.ok() ? VerifyModule(**module) : changed.status();
      if (!status.ok() && changed.ok())
        status = Status(status.code(), status.message() + " (after pass " + passes[p] + ")");
      if (status.ok() && print_after_all && !pipeline)
        std::cerr << "// ----- IR after " << passes[p] << " -----\n" << PrintModule(**module, options);
    }
    if (!status.ok()) {
      std::cerr << status.message() << "\n";
      return kExitFailed;
    }
    modules.push_back(std::move(*module));
  }
  for (size_t i = 0; i < modules.size(); ++i) {
    if (i > 0) std::cout << "// -----\n";
    std::cout << PrintModule(*modules[i], options);
  }
  std::cout.flush();
  return std::cout ? kExitOk : kExitFailed;
}

int RunHelp(const std::vector<std::string>& args) {
  if (args.empty()) {
    std::cout << kMainHelp;
  } else if (args[0] == "check") {
    std::cout << kCheckHelp;
  } else if (args[0] == "opt") {
    std::cout << kOptHelp;
  } else if (args[0] == "run") {
    std::cout << kRunHelp;
  } else if (args[0] == "bench") {
    std::cout << kBenchHelp;
  } else if (args[0] == "compare") {
    std::cout << kCompareHelp;
  } else if (args[0] == "conform") {
    std::cout << kConformHelp;
  } else if (args[0] == "quantize") {
    std::cout << kQuantizeHelp;
  } else if (args[0] == "help" || IsHelpFlag(args[0])) {
    std::cout << "Usage: hlx help [COMMAND]\n\nDescribes hlx, or one of its commands.\n";
  } else {
    return UsageError("help: unknown command '" + args[0] +
                      "' (commands: check, opt, run, bench, compare, conform, quantize, help)");
  }
  return kExitOk;
}

int Main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) {
    std::cerr << kMainHelp;
    return kExitUsage;
  }
  std::string command = args[0];
  args.erase(args.begin());
  if (command == "check") return RunCheck(args);
  if (command == "opt") return RunOpt(args);
  if (command == "run") return RunRun(args);
  if (command == "bench") return RunBench(args);
  if (command == "compare") return RunCompare(args);
  if (command == "conform") return RunConform(args);
  if (command == "quantize") return RunQuantize(args);
  if (command == "help" || IsHelpFlag(command)) return RunHelp(args);
  if (command.size() > 1 && command[0] == '-') {
    return UsageError("unknown flag '" + command + "' (see hlx --help)");
  }
  return UsageError("unknown command '" + command +
                    "' (commands: check, opt, run, bench, compare, conform, quantize, help; see hlx --help)");
}

}  // namespace
}  // namespace hlx

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  try {
    return hlx::Main(argc, argv);
  } catch (const std::bad_alloc&) {
    std::cerr << "hlx: out of memory\n";
  } catch (const std::exception& e) {
    std::cerr << "hlx: internal error: " << e.what() << "\n";
  }
  return 1;
}
