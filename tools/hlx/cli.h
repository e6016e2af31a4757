// Pieces that the commands of the hlx command line share: exit codes, argument helpers, file reading,
// and the entry point of each command that lives in a file of its own.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "interp/evaluator.h"
#include "interp/tensor.h"
#include "ir/ir.h"
#include "passes/passes.h"
#include "runtime/backend.h"
#include "sharding/partitioner.h"
#include "support/status.h"

namespace hlx {

constexpr int kExitOk = 0;
constexpr int kExitFailed = 1;  // a program failed to read or verify; for hlx run: a check failed
constexpr int kExitUsage = 2;   // unknown command or flag, missing argument
constexpr int kExitError = 3;   // hlx run: the program could not be read, verified or run

// Every pass `--passes=` can name: those of src/passes, then those of src/sharding.
std::span<const PassEntry> HlxPasses();

// Prints `hlx: message` to standard error and returns kExitUsage.
int UsageError(const std::string& message);
bool IsHelpFlag(std::string_view arg);
// Reads a whole file as bytes; `-` is standard input.
StatusOr<std::string> ReadFile(const std::string& path);
// The name of an input in diagnostics (`<stdin>` for `-`).
std::string DisplayName(const std::string& path);
// The value of `--name=value` when `arg` is that flag.
bool FlagValue(std::string_view arg, std::string_view name, std::string* value);

// The help of the flags hlx run and hlx bench share that change how a program runs (a string literal,
// to be joined with the commands' own help text).
#define HLX_EXECUTION_FLAGS_HELP                                                                             \
  "  --no-async-collectives  run each collective whole where the program has it, instead of as a\n"          \
  "                          start and a done that the latency-hiding scheduler moves apart so that\n"       \
  "                          the device computes while the others arrive (cpu backend, several devices;\n"   \
  "                          no collective pipelining either)\n"                                             \
  "  --pipeline-collectives  move each loop's collectives into the next or previous iteration, where they\n" \
  "                          overlap a whole iteration's compute (off by default: the in-process\n"          \
  "                          collectives move their data on the device's own thread, so it adds work\n"      \
  "                          without hiding a transfer)\n"                                                   \
  "  --no-combine-collectives\n"                                                                             \
  "                          keep the collectives a partitioned program needs one by one, instead of\n"      \
  "                          merging the small all_reduces, all_gathers and reduce_scatters of a block\n"    \
  "                          that meet in the same groups into one (combine-collectives)\n"                  \
  "  --flush-denormals       (cpu) run with denormal floats flushed to zero, as XLA's CPU runtime and\n"     \
  "                          hlx's PJRT plugin run (FTZ and DAZ); without it every step but the oneDNN\n"    \
  "                          calls keeps IEEE denormals, as the evaluator computes them\n"                   \
  "  --no-lookup-tables      (cpu) compute every fused value, instead of reading a value computed by\n"      \
  "                          elementwise ops from one 8- or 16-bit value (a bf16 GELU) from a table\n"       \
  "                          the evaluator fills when the program is compiled\n"                             \
  "  --ffi-target=NAME=LIBRARY:SYMBOL\n"                                                                     \
  "                          run custom calls of target NAME with the XLA FFI handler SYMBOL of the\n"       \
  "                          shared library LIBRARY (typed FFI, api_version = 4; repeatable)\n"

// How hlx run and hlx bench run a program on the CPU backend: its collectives and its denormals
// (runtime::ProgramOptions).
struct ExecutionFlags {
  bool async_collectives = true;      // --no-async-collectives clears it
  bool pipeline_collectives = false;  // --pipeline-collectives sets it
  bool combine_collectives = true;    // --no-combine-collectives clears it
  bool flush_denormals = false;       // --flush-denormals sets it
  bool lookup_tables = true;          // --no-lookup-tables clears it
};

// Takes `arg` when it is one of the flags HLX_EXECUTION_FLAGS_HELP describes: --no-async-collectives,
// --pipeline-collectives, --no-combine-collectives, --flush-denormals and --no-lookup-tables set `flags`,
// --ffi-target registers its handler (an error is printed as `hlx COMMAND: ...`). Returns nullopt for any
// other flag, else the exit code to stop with, or kExitOk to go on.
std::optional<int> TakeExecutionFlag(std::string_view command, const std::string& arg, ExecutionFlags& flags);
// Sets the fields of `options` that `flags` govern.
void ApplyExecutionFlags(const ExecutionFlags& flags, runtime::ProgramOptions& options);

// Registers the FFI handler that `--ffi-target=NAME=LIBRARY:SYMBOL` names: SYMBOL of the shared library
// LIBRARY (loaded now; a path, or a name the dynamic loader finds), an XLA_FFI_Handler, as custom-call
// target NAME (hlx/custom_call.h). An error says what could not be parsed, loaded, found or registered.
Status RegisterFfiTargetFlag(const std::string& value);

// Checks the value of `--backend` for `command` (runtime::FindBackend: cpu or interp, and cpu only where
// hlx has it). Returns the usage error's message, or an empty string for a good value.
std::string CheckBackend(std::string_view command, const std::string& value);

// The op family an op counts under in hlx conform's tables: quantized when an operand or result has a
// quantized element type, else its kind's (FamilyOf).
OpFamily FamilyOfOp(const Op& op);

// hlx run (run.cc).
extern const char* const kRunHelp;
int RunRun(const std::vector<std::string>& args);
// The entry function `hlx run` would choose (--entry, else @main, else the only function).
StatusOr<std::string> ChooseEntry(const Module& module, const std::string& requested);
// Arguments for `entry`, one list per process of `num_processes`, as `hlx run --inputs=... --seed=...
// --dynamic-dim=...` makes them, after refining a dynamic entry to static shapes (run.cc).
StatusOr<std::vector<std::vector<Tensor>>> PrepareEntry(Module& module, const std::string& entry,
                                                        const std::string& inputs, uint64_t seed,
                                                        int64_t dynamic_dim, int64_t num_processes);
// The replicas and partitions a run of `module` takes: each count given (not 0), else the module's
// mhlo.num_replicas (else 1) and DefaultPartitionCount (mhlo.num_partitions, else the device count of its
// shardings, else 1); an error past 4096 processes (run.cc).
struct ProcessCounts {
  int64_t replicas = 1, partitions = 1;
};
StatusOr<ProcessCounts> ChooseProcessCounts(const Module& module, int64_t num_replicas,
                                            int64_t num_partitions);
// A program with sharding annotations run over several partitions is partitioned (SPMD) before it
// compiles: its processes get their pieces of one list of global arguments, and their results assemble
// into global values, one list per replica (run.cc).
struct Partitioned {
  SpmdProgram program;
  SpmdSignature signature;  // the entry's
};
// Whether `module` run over `num_partitions` partitions is partitioned first (its arguments are then
// global, one list for every process).
bool RunsPartitioned(const Module& module, int64_t num_partitions);
// Prepares `module` for num_replicas x num_partitions processes (PartitionForDevices:
// propagate-shardings, spmd-partition, and combine-collectives unless `execution` says not) and returns the
// partitioned program with the signature of `entry`; sharding/shards.h's ShardArguments and AssembleResults
// then turn global arguments into each process's and its results back into global values.
StatusOr<Partitioned> PartitionForRun(Module& module, const std::string& entry, int64_t num_replicas,
                                      int64_t num_partitions, const ExecutionFlags& execution);
// hlx bench (bench.cc).
extern const char* const kBenchHelp;
int RunBench(const std::vector<std::string>& args);
// hlx compare (compare.cc).
extern const char* const kCompareHelp;
int RunCompare(const std::vector<std::string>& args);
// hlx quantize (quantize.cc).
extern const char* const kQuantizeHelp;
int RunQuantize(const std::vector<std::string>& args);
// hlx conform (conform.cc).
extern const char* const kConformHelp;
int RunConform(const std::vector<std::string>& args);

}  // namespace hlx
