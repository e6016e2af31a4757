// Executable: a program compiled for a client's devices, and its execution.
//
// Compile reads a program (MLIR text or bytecode, told apart by content), verifies it, checks that its
// entry function `main` has static tensor arguments and results, and places it on devices: one per
// process (num_replicas x num_partitions, replica-major), from the compile options' device assignment
// or the client's default one. Arguments marked for donation in the program (`tf.aliasing_output` or
// `jax.buffer_donor` on a parameter of `main`) are consumed by Execute unless the caller says not to.
//
// Execute runs synchronously: when it returns, every output buffer is ready. It returns an error for
// what the caller got wrong (argument count, types, shapes, deleted buffers); an error while running
// the program is not returned but carried by every output buffer's ready event, as it would be were
// the execution asynchronous.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/backend.h"
#include "runtime/client.h"
#include "runtime/compile_options.h"

namespace hlx::runtime {

// The shape of one argument or result of `main`, and the memory it lives in (`mhlo.memory_kind` on the
// argument or result: "device", the default, or "pinned_host").
struct ArrayShape {
  ElementType element;
  std::vector<int64_t> dims;
  Memory::Kind memory = Memory::kDevice;
};

class Executable {
 public:
  // `program` is MLIR text or bytecode; `source_name` names it in diagnostics.
  static StatusOr<std::shared_ptr<Executable>> Compile(Client* client, std::string_view program,
                                                       const std::string& source_name,
                                                       const CompileOptions& options);

  const std::string& name() const { return name_; }
  int64_t num_replicas() const { return options_.num_replicas; }
  int64_t num_partitions() const { return options_.num_partitions; }
  // The device of each process, replica-major (empty for a portable executable).
  std::span<Device* const> devices() const { return devices_; }
  std::span<const ArrayShape> parameters() const { return parameters_; }
  std::span<const ArrayShape> results() const { return results_; }
  // The program as hlx received it (MLIR text or bytecode, before partitioning): what a serialized
  // executable holds, compiled again when it is loaded.
  const std::string& source() const { return source_; }
  // The `mhlo.sharding` of each parameter and result of `main` after partitioning (HLO sharding text),
  // empty where there is none: what a PJRT client reads as the executable's shardings.
  std::span<const std::string> parameter_shardings() const { return parameter_shardings_; }
  std::span<const std::string> result_shardings() const { return result_shardings_; }
  // The module as the backend runs it, after hlx's optimizations (not to be read while a run types
  // values in it: optimized_text() prints it under the run lock).
  const Module& module() const { return program_->module(); }
  // The program as the backend runs it, after hlx's optimizations, as MLIR text (printed when first
  // asked for). A reduce_scatter of several operands (combine.h) is written as one per operand, as
  // StableHLO has it: JAX reads this text with StableHLO's op definitions.
  const std::string& optimized_text() const;
  // The cost of one run, where the backend measures it.
  std::optional<ProgramCost> cost() const { return program_->cost(); }
  // A hash of the program as received and the options, as hex.
  const std::string& fingerprint() const { return fingerprint_; }

  // Runs the program with one argument list per process (or one list and `on_device` for a
  // single-process executable launched on a device of the caller's choice). Arguments whose index is
  // in `non_donatable` are never donated. Returns one output list per process.
  StatusOr<std::vector<std::vector<std::shared_ptr<Buffer>>>> Execute(
      std::span<const std::vector<Buffer*>> arguments, Device* on_device,
      const std::set<int64_t>& non_donatable);

 private:
  Executable() = default;
  Status CheckArguments(std::span<const std::vector<Buffer*>> arguments) const;

  Client* client_ = nullptr;
  CompileOptions options_;
  std::string name_;
  std::vector<Device*> devices_;
  std::vector<ArrayShape> parameters_;
  std::vector<ArrayShape> results_;
  // The parameters' types in the program's type context and the results' in the client's, interned
  // once at compile time: a run only retypes its tensors.
  std::vector<Type> parameter_types_;
  std::vector<Type> result_types_;
  std::set<int64_t> donated_;
  std::string source_;
  std::vector<std::string> parameter_shardings_;
  std::vector<std::string> result_shardings_;
  mutable std::once_flag optimized_once_;
  mutable std::string optimized_text_;
  std::string fingerprint_;
  mutable std::mutex run_mutex_;  // one run at a time: the program's type context is not thread safe
  std::unique_ptr<CompiledProgram> program_;
};

}  // namespace hlx::runtime
