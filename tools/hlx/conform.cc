// hlx conform: runs every program of a test corpus, each in a process of its own, and tabulates the
// outcomes per op family.
//
// Each program (a file, or one `// -----` case of a file) runs as `hlx run FILE --case=N` in a child
// process, so a crash, a hang or an exhausted memory in one program costs only that program. Outcomes:
// pass (exit 0), fail (exit 1: a check found a wrong value), error (anything else: the program could not
// be read or run, an unsupported op, a crash, a timeout).
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#include "interp/evaluator.h"
#include "ir/ir.h"
#include "parse/text_reader.h"
#include "passes/passes.h"
#include "tools/hlx/cli.h"

namespace hlx {

const char* const kConformHelp =
    "Usage: hlx conform PATH... [options]\n"
    "\n"
    "Runs every program under PATH (each *.mlir file, and each `// -----` case of a file) with\n"
    "`hlx run`, each in a process of its own, and prints a table of outcomes per op family: passed,\n"
    "failed (a check found a wrong value) and error (the program could not be read or run, an\n"
    "unsupported op, a crash or a timeout), then totals per folder, the files marked RUN-DISABLED on\n"
    "their first line (run too, and counted on a line of their own) and every program that did not\n"
    "pass, with its reason. Exits with 0 when every program passes, 1 otherwise.\n"
    "\n"
    "Options:\n"
    "  --backend=NAME   the backend hlx run uses: interp (the default) or cpu; with cpu, each program's\n"
    "                   constants are its arguments (hlx run --lift-constants), so that its ops run in\n"
    "                   the backend's code rather than in constant folding\n"
    "  --jobs=N         programs run at once (default: the number of cores)\n"
    "  --passes=A,B     passes hlx run applies to each program before running it (hlx opt --help)\n"
    "  --timeout=S      seconds one program may take before it is killed (default 120)\n"
    "  --report=FILE    write one JSON line per program: file, case, status, family, detail (and for the\n"
    "                   cpu backend op_runs and quantized_op_runs: how many ops, and how many ops on\n"
    "                   quantized tensors, ran each way)\n"
    "  --help           show this help\n";

namespace {

namespace fs = std::filesystem;

void ClassifyBlock(const Block& block, OpFamily* best) {
  for (const auto& op : block.ops()) {
    OpFamily f = FamilyOfOp(*op);
    if (f < *best) *best = f;
    for (int r = 0; r < op->num_regions(); ++r)
      for (int b = 0; b < op->region(r)->num_blocks(); ++b) ClassifyBlock(*op->region(r)->block(b), best);
  }
}

struct Program {
  std::string file;
  int case_index = 0;
  bool disabled = false;  // the file's first line says RUN-DISABLED
  OpFamily family = OpFamily::kOther;
  std::string read_error;  // set when the program does not even read
};

enum class Outcome { kPass, kFail, kError };

// The ways a compiling backend runs an op (hlx run --op-runs), in the order of the table's columns.
constexpr const char* kOpRunWays[] = {"kernel", "native", "library", "evaluator"};
constexpr int kNumOpRunWays = 4;

struct Result {
  Outcome outcome = Outcome::kError;
  std::string detail;
  double seconds = 0;
  // A compiling backend: how many ops of each family ran in each way (kOpRunWays).
  int64_t op_runs[kNumOpFamilies][kNumOpRunWays] = {};
};

struct Options {
  std::string backend = "interp";
  std::string op_runs_dir;  // a compiling backend: where each program's hlx run writes its op runs
  int jobs = 1;
  double timeout = 120;
  std::string report;
  std::string passes;
};

std::vector<std::string> CollectFiles(const std::string& path) {
  std::error_code error;
  if (!fs::is_directory(path, error)) return {path};
  std::vector<std::string> files;
  fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, error);
  for (; !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
    std::error_code file_error;
    if (it->is_regular_file(file_error) && it->path().extension() == ".mlir")
      files.push_back(it->path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

void AddPrograms(const std::string& file, std::vector<Program>& programs) {
  StatusOr<std::string> text = ReadFile(file);
  if (!text.ok()) {
    Program p;
    p.file = file;
    p.read_error = text.status().message();
    programs.push_back(p);
    return;
  }
  const bool disabled = text->substr(0, text->find('\n')).find("RUN-DISABLED") != std::string::npos;
  std::vector<TextCase> cases = SplitCases(*text);
  for (size_t i = 0; i < cases.size(); ++i) {
    Program p;
    p.file = file;
    p.case_index = static_cast<int>(i);
    p.disabled = disabled;
    StatusOr<std::unique_ptr<Module>> module = ParseModule(cases[i].text, file, cases[i].first_line);
    if (module.ok()) {
      ClassifyBlock((*module)->body(), &p.family);
    } else {
      p.read_error = module.status().message();
    }
    programs.push_back(std::move(p));
  }
}

std::string OpRunsFile(const Options& options, size_t program) {
  return options.op_runs_dir + "/" + std::to_string(program);
}

// Adds the counts of an `hlx run --op-runs` file (`family<TAB>way<TAB>count` lines) to `result`, and
// removes the file.
void ReadOpRuns(const std::string& path, Result& result) {
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string family, way, count;
    if (!std::getline(fields, family, '\t') || !std::getline(fields, way, '\t') ||
        !std::getline(fields, count))
      continue;
    for (int f = 0; f < kNumOpFamilies; ++f)
      for (int w = 0; w < kNumOpRunWays; ++w)
        if (family == OpFamilyName(static_cast<OpFamily>(f)) && way == kOpRunWays[w])
          result.op_runs[f][w] += std::strtoll(count.c_str(), nullptr, 10);
  }
  std::error_code ignored;
  fs::remove(path, ignored);
}

// A child process running one program.
struct Child {
  size_t program;
  pid_t pid;
  int stderr_fd;
  std::string stderr_text;
  std::chrono::steady_clock::time_point start;
};

constexpr size_t kMaxCapturedBytes = 64 * 1024;

StatusOr<Child> Spawn(const std::string& self, const Program& program, size_t index, const Options& options) {
  int pipe_fds[2];
  if (pipe(pipe_fds) != 0) return Internal(std::string("pipe: ") + std::strerror(errno));
  std::vector<std::string> argv_strings = {self, "run", program.file,
                                           "--case=" + std::to_string(program.case_index),
                                           "--backend=" + options.backend};
  if (!options.passes.empty()) argv_strings.push_back("--passes=" + options.passes);
  // A compiling backend gets the program's constants at run time, or its constant folding would compute
  // the op under test through the evaluator; it says how it ran each op.
  if (options.backend != "interp") {
    argv_strings.push_back("--lift-constants");
    argv_strings.push_back("--op-runs=" + OpRunsFile(options, index));
  }
  std::vector<char*> argv;
  for (std::string& s : argv_strings) argv.push_back(s.data());
  argv.push_back(nullptr);
  pid_t pid = fork();
  if (pid < 0) {
    close(pipe_fds[0]);
    close(pipe_fds[1]);
    return Internal(std::string("fork: ") + std::strerror(errno));
  }
  if (pid == 0) {
    int null_fd = open("/dev/null", O_RDWR);
    dup2(null_fd, STDIN_FILENO);
    dup2(null_fd, STDOUT_FILENO);
    dup2(pipe_fds[1], STDERR_FILENO);
    close(pipe_fds[0]);
    close(pipe_fds[1]);
    execv(self.c_str(), argv.data());
    _exit(127);
  }
  close(pipe_fds[1]);
  fcntl(pipe_fds[0], F_SETFL, O_NONBLOCK);
  return Child{index, pid, pipe_fds[0], "", std::chrono::steady_clock::now()};
}

// Drains what a child has written to its standard error, keeping the first kMaxCapturedBytes.
void Drain(Child& child) {
  char buffer[4096];
  while (true) {
    ssize_t n = read(child.stderr_fd, buffer, sizeof(buffer));
    if (n <= 0) return;
    if (child.stderr_text.size() < kMaxCapturedBytes)
      child.stderr_text.append(buffer, std::min<size_t>(n, kMaxCapturedBytes - child.stderr_text.size()));
  }
}

// The first line of what a program printed, as the reason for its outcome.
std::string FirstLine(const std::string& text) {
  size_t start = text.find_first_not_of("\n");
  if (start == std::string::npos) return "";
  return text.substr(start, text.find('\n', start) - start);
}

Result Finish(Child& child, int wait_status, bool timed_out, double timeout) {
  Drain(child);
  close(child.stderr_fd);
  Result r;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - child.start).count();
  const std::string first = FirstLine(child.stderr_text);
  if (timed_out) {
    r.detail = "timeout: killed after " + std::to_string(static_cast<int>(timeout)) + " s";
  } else if (WIFSIGNALED(wait_status)) {
    r.detail =
        std::string("crash: ") + strsignal(WTERMSIG(wait_status)) + (first.empty() ? "" : ": " + first);
  } else if (WIFEXITED(wait_status) && WEXITSTATUS(wait_status) == kExitOk) {
    r.outcome = Outcome::kPass;
  } else if (WIFEXITED(wait_status) && WEXITSTATUS(wait_status) == kExitFailed) {
    r.outcome = Outcome::kFail;
    r.detail = first;
  } else {
    r.detail = first.empty() ? "exit code " + std::to_string(WEXITSTATUS(wait_status)) : first;
  }
  return r;
}

std::vector<Result> RunAll(const std::vector<Program>& programs, const Options& options) {
  std::vector<Result> results(programs.size());
  const std::string self = fs::read_symlink("/proc/self/exe").string();
  std::vector<Child> running;
  size_t next = 0, done = 0;
  while (done < programs.size()) {
    while (next < programs.size() && static_cast<int>(running.size()) < options.jobs) {
      const Program& p = programs[next];
      if (!p.read_error.empty()) {
        results[next].detail = p.read_error.substr(0, p.read_error.find('\n'));
        ++next;
        ++done;
        continue;
      }
      StatusOr<Child> child = Spawn(self, p, next, options);
      if (!child.ok()) {
        results[next].detail = child.status().message();
        ++next;
        ++done;
        continue;
      }
      running.push_back(std::move(*child));
      ++next;
    }
    if (running.empty()) continue;
    std::vector<pollfd> fds;
    for (const Child& c : running) fds.push_back({c.stderr_fd, POLLIN, 0});
    poll(fds.data(), fds.size(), 50);
    for (size_t i = 0; i < running.size();) {
      Child& c = running[i];
      Drain(c);
      int status = 0;
      pid_t waited = waitpid(c.pid, &status, WNOHANG);
      const double elapsed =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - c.start).count();
      bool timed_out = false;
      if (waited == 0 && elapsed > options.timeout) {
        kill(c.pid, SIGKILL);
        waitpid(c.pid, &status, 0);
        timed_out = true;
        waited = c.pid;
      }
      if (waited == c.pid) {
        results[c.program] = Finish(c, status, timed_out, options.timeout);
        if (!options.op_runs_dir.empty()) ReadOpRuns(OpRunsFile(options, c.program), results[c.program]);
        running.erase(running.begin() + static_cast<std::ptrdiff_t>(i));
        ++done;
      } else {
        ++i;
      }
    }
  }
  return results;
}

std::string JsonString(const std::string& s) {
  std::string out = "\"";
  for (unsigned char ch : s) {
    switch (ch) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (ch < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof(buf), "\\u%04x", ch);
          out += buf;
        } else {
          out += static_cast<char>(ch);
        }
    }
  }
  return out + "\"";
}

const char* OutcomeName(Outcome o) {
  return o == Outcome::kPass ? "pass" : o == Outcome::kFail ? "fail" : "error";
}

struct Tally {
  int64_t pass = 0, fail = 0, error = 0;
  void Add(Outcome o) { ++(o == Outcome::kPass ? pass : o == Outcome::kFail ? fail : error); }
  int64_t total() const { return pass + fail + error; }
};

std::string Row(const std::string& name, const Tally& t) {
  char buf[160];
  const double rate = t.total() ? 100.0 * static_cast<double>(t.pass) / static_cast<double>(t.total()) : 0.0;
  std::snprintf(buf, sizeof(buf), "%-28s %8lld %8lld %8lld %8lld %8.2f%%\n", name.c_str(),
                static_cast<long long>(t.pass), static_cast<long long>(t.fail),
                static_cast<long long>(t.error), static_cast<long long>(t.total()), rate);
  return buf;
}

// The folder a program belongs to in the per-folder totals: its directory relative to the argument
// it came from.
std::string FolderOf(const std::string& file, const std::vector<std::string>& roots) {
  for (const std::string& root : roots) {
    if (file.rfind(root, 0) == 0) {
      std::string rel = fs::path(file).lexically_relative(root).parent_path().string();
      return rel.empty() ? fs::path(root).filename().string() : rel;
    }
  }
  return fs::path(file).parent_path().string();
}

// How the backend ran the ops of the programs that are not RUN-DISABLED: per op family, how many ops ran
// in each way, summed over the programs.
std::string OpRunsTable(const std::vector<Program>& programs, const std::vector<Result>& results,
                        const std::string& backend) {
  int64_t counts[kNumOpFamilies + 1][kNumOpRunWays] = {};  // the last row: the total
  for (size_t i = 0; i < programs.size(); ++i) {
    if (programs[i].disabled) continue;
    for (int f = 0; f < kNumOpFamilies; ++f)
      for (int w = 0; w < kNumOpRunWays; ++w) {
        counts[f][w] += results[i].op_runs[f][w];
        counts[kNumOpFamilies][w] += results[i].op_runs[f][w];
      }
  }
  std::string out = "ops by family and how the " + backend +
                    " backend ran them (JIT kernels, native steps, library calls, evaluator fallbacks; "
                    "checks not counted)\n";
  char line[160];
  std::snprintf(line, sizeof(line), "%-28s %9s %9s %9s %9s\n", "family", kOpRunWays[0], kOpRunWays[1],
                kOpRunWays[2], kOpRunWays[3]);
  out += line;
  for (int f = 0; f <= kNumOpFamilies; ++f) {
    const int64_t* c = counts[f];
    if (c[0] + c[1] + c[2] + c[3] == 0) continue;
    std::snprintf(line, sizeof(line), "%-28s %9lld %9lld %9lld %9lld\n",
                  f == kNumOpFamilies ? "total" : OpFamilyName(static_cast<OpFamily>(f)),
                  static_cast<long long>(c[0]), static_cast<long long>(c[1]), static_cast<long long>(c[2]),
                  static_cast<long long>(c[3]));
    out += line;
  }
  return out;
}

}  // namespace

int RunConform(const std::vector<std::string>& args) {
  Options options;
  options.jobs = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::string> paths;
  for (const std::string& arg : args) {
    std::string value;
    if (IsHelpFlag(arg)) {
      std::cout << kConformHelp;
      return kExitOk;
    } else if (FlagValue(arg, "--backend", &value)) {
      if (std::string error = CheckBackend("conform", value); !error.empty()) return UsageError(error);
      options.backend = value;
    } else if (FlagValue(arg, "--passes", &value)) {
      if (StatusOr<std::vector<std::string>> names = ParsePassList(value, HlxPasses()); !names.ok())
        return UsageError("conform: " + names.status().message());
      options.passes = value;
    } else if (FlagValue(arg, "--jobs", &value)) {
      char* end = nullptr;
      long n = std::strtol(value.c_str(), &end, 10);
      if (value.empty() || *end || n < 1 || n > 1024)
        return UsageError("conform: --jobs needs an integer from 1 to 1024");
      options.jobs = static_cast<int>(n);
    } else if (FlagValue(arg, "--timeout", &value)) {
      char* end = nullptr;
      double s = std::strtod(value.c_str(), &end);
      if (value.empty() || *end || !(s > 0) || s > 86400)
        return UsageError("conform: --timeout needs seconds (> 0)");
      options.timeout = s;
    } else if (FlagValue(arg, "--report", &value)) {
      if (value.empty()) return UsageError("conform: --report needs a file name");
      options.report = value;
    } else if (arg.size() > 1 && arg[0] == '-') {
      return UsageError("conform: unknown flag '" + arg + "' (see hlx conform --help)");
    } else {
      paths.push_back(arg);
    }
  }
  if (paths.empty()) return UsageError("conform: expected at least one PATH (see hlx conform --help)");

  std::vector<Program> programs;
  for (const std::string& path : paths) {
    std::error_code error;
    if (!fs::exists(path, error)) {
      std::cerr << path << ": no such file or directory\n";
      return kExitError;
    }
    for (const std::string& file : CollectFiles(path)) AddPrograms(file, programs);
  }
  if (programs.empty()) {
    std::cerr << "conform: no *.mlir programs under the given paths\n";
    return kExitError;
  }
  if (options.backend != "interp") {
    std::string dir = (fs::temp_directory_path() / "hlx-conform-XXXXXX").string();
    if (!mkdtemp(dir.data())) {
      std::cerr << "conform: cannot make a temporary directory: " << std::strerror(errno) << "\n";
      return kExitError;
    }
    options.op_runs_dir = dir;
  }
  const auto start = std::chrono::steady_clock::now();
  std::vector<Result> results = RunAll(programs, options);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!options.op_runs_dir.empty()) {
    std::error_code ignored;
    fs::remove_all(options.op_runs_dir, ignored);
  }

  if (!options.report.empty()) {
    std::ofstream report(options.report);
    for (size_t i = 0; i < programs.size(); ++i) {
      report << "{\"file\": " << JsonString(programs[i].file) << ", \"case\": " << programs[i].case_index
             << ", \"status\": \"" << OutcomeName(results[i].outcome) << "\", \"family\": \""
             << OpFamilyName(programs[i].family) << "\", \"detail\": " << JsonString(results[i].detail)
             << ", \"disabled\": " << (programs[i].disabled ? "true" : "false");
      if (!options.op_runs_dir.empty()) {
        report << ", \"op_runs\": {";
        for (int w = 0; w < kNumOpRunWays; ++w) {
          int64_t n = 0;
          for (int f = 0; f < kNumOpFamilies; ++f) n += results[i].op_runs[f][w];
          report << (w ? ", " : "") << "\"" << kOpRunWays[w] << "\": " << n;
        }
        report << "}, \"quantized_op_runs\": {";
        for (int w = 0; w < kNumOpRunWays; ++w)
          report << (w ? ", " : "") << "\"" << kOpRunWays[w]
                 << "\": " << results[i].op_runs[static_cast<int>(OpFamily::kQuantized)][w];
        report << "}";
      }
      report << "}\n";
    }
    if (!report) {
      std::cerr << options.report << ": cannot write the report\n";
      return kExitError;
    }
  }

  Tally families[kNumOpFamilies], total, disabled;
  std::map<std::string, Tally> folders;
  for (size_t i = 0; i < programs.size(); ++i) {
    if (programs[i].disabled) {
      disabled.Add(results[i].outcome);
      continue;
    }
    families[static_cast<int>(programs[i].family)].Add(results[i].outcome);
    folders[FolderOf(programs[i].file, paths)].Add(results[i].outcome);
    total.Add(results[i].outcome);
  }
  std::cout << "Not passed:\n";
  for (size_t i = 0; i < programs.size(); ++i) {
    if (results[i].outcome == Outcome::kPass) continue;
    std::cout << "  " << OutcomeName(results[i].outcome) << "  " << programs[i].file << " case "
              << programs[i].case_index << (programs[i].disabled ? " (RUN-DISABLED)" : "") << ": "
              << results[i].detail << "\n";
  }
  char header[160];
  std::snprintf(header, sizeof(header), "%-28s %8s %8s %8s %8s %9s\n", "family", "passed", "failed", "error",
                "total", "pass rate");
  std::cout << "\n" << header;
  for (int f = 0; f < kNumOpFamilies; ++f)
    if (families[f].total()) std::cout << Row(OpFamilyName(static_cast<OpFamily>(f)), families[f]);
  std::cout << Row("total", total) << "\n";
  std::snprintf(header, sizeof(header), "%-28s %8s %8s %8s %8s %9s\n", "folder", "passed", "failed", "error",
                "total", "pass rate");
  std::cout << header;
  for (const auto& [folder, tally] : folders) std::cout << Row(folder, tally);
  if (disabled.total()) std::cout << Row("RUN-DISABLED files", disabled);
  if (!options.op_runs_dir.empty()) std::cout << "\n" << OpRunsTable(programs, results, options.backend);
  std::cout << "\n"
            << programs.size() << " programs in " << static_cast<int>(seconds) << " s, " << options.jobs
            << " at a time\n";
  return total.pass == total.total() && disabled.pass == disabled.total() ? kExitOk : kExitFailed;
}

}  // namespace hlx
