// read_corpus: how fast hlx reads and verifies MLIR text.
//
//   read_corpus [CORPUS_DIR] [--repetitions N]
//
// Loads every *.mlir file under CORPUS_DIR (default $HLX_CORPUS, else ../shared/corpus) into memory,
// then times reading and verifying all of them on one thread, N times (default 5), and prints the
// median. The peer on the same bytes is a single pass counting lines (memchr): the floor that any
// reader of the text pays, so the ratio says how many times slower than a plain scan hlx reads.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include "ir/verifier.h"
#include "parse/text_reader.h"

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

struct SourceFile {
  std::string path;
  std::string text;
};

std::vector<SourceFile> LoadCorpus(const std::string& root) {
  std::vector<SourceFile> files;
  std::error_code error;
  fs::recursive_directory_iterator it(root, error), end;
  for (; !error && it != end; it.increment(error)) {
    if (!it->is_regular_file() || it->path().extension() != ".mlir") continue;
    std::ifstream in(it->path(), std::ios::binary);
    std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    files.push_back({it->path().string(), std::move(text)});
  }
  std::sort(files.begin(), files.end(), [](const auto& a, const auto& b) { return a.path < b.path; });
  return files;
}

double Median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  size_t n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

// Reads and verifies every case of every file; returns how many cases failed.
int ReadAll(const std::vector<SourceFile>& files) {
  int failed = 0;
  for (const SourceFile& file : files) {
    for (const hlx::TextCase& c : hlx::SplitCases(file.text)) {
      auto module = hlx::ParseModule(c.text, file.path, c.first_line);
      if (!module.ok() || !hlx::VerifyModule(**module).ok()) ++failed;
    }
  }
  return failed;
}

size_t CountLines(const std::vector<SourceFile>& files) {
  size_t lines = 0;
  for (const SourceFile& file : files) {
    const char* p = file.text.data();
    const char* end = p + file.text.size();
    while ((p = static_cast<const char*>(std::memchr(p, '\n', end - p))) != nullptr) {
      ++lines;
      ++p;
    }
  }
  return lines;
}

template <typename F>
double Seconds(F&& f) {
  auto start = Clock::now();
  f();
  return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  const char* env = std::getenv("HLX_CORPUS");
  std::string root = env ? env : "../shared/corpus";
  int repetitions = 5;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--repetitions" && i + 1 < argc) {
      repetitions = std::max(1, std::atoi(argv[++i]));
    } else if (arg == "--help" || arg == "-h") {
      std::printf("usage: read_corpus [CORPUS_DIR] [--repetitions N]\n");
      return 0;
    } else if (!arg.empty() && arg[0] == '-') {
      std::fprintf(stderr, "read_corpus: unknown flag '%s'\n", arg.c_str());
      return 2;
    } else {
      root = arg;
    }
  }
  if (!fs::is_directory(root)) {
    std::printf("corpus not found at %s: benchmark not run\n", root.c_str());
    return 0;
  }

  std::vector<SourceFile> files = LoadCorpus(root);
  size_t bytes = 0;
  for (const SourceFile& file : files) bytes += file.text.size();
  const double mb = bytes / 1e6;
  std::printf("read_corpus: %zu files, %.2f MB from %s\n", files.size(), mb, root.c_str());

  int failed = 0;
  std::vector<double> hlx_times, scan_times;
  size_t lines = 0;
  for (int r = 0; r < repetitions; ++r) {
    hlx_times.push_back(Seconds([&] { failed = ReadAll(files); }));
    scan_times.push_back(Seconds([&] { lines = CountLines(files); }));
  }
  double hlx_s = Median(hlx_times), scan_s = Median(scan_times);
  std::printf("  hlx parse+verify   %8.3f s  %9.1f MB/s   (median of %d; %d cases failed)\n", hlx_s,
              mb / hlx_s, repetitions, failed);
  std::printf("  peer: line count   %8.4f s  %9.1f MB/s   (%zu lines)\n", scan_s, mb / scan_s, lines);
  std::printf("  ratio: hlx takes %.0fx the time of a plain scan\n", hlx_s / scan_s);
  return 0;
}
