// The passes of src/passes that `hlx opt --passes=a,b,...` can run, by name, and the options they take.
#pragma once

#include <iosfwd>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "interp/tensor.h"
#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

struct PassOptions {
  // refine-shapes: the function to refine and its argument types (and values of dimension arguments),
  // as ParseArgTypes reads them.
  std::string entry = "main";
  std::string arg_types;
  // optimize: where to print the module after each step of the pipeline (null: nowhere), and whether to
  // verify it after each step (passes/pipeline.h).
  std::ostream* print_after_all = nullptr;
  bool verify_each = true;
  // spmd-partition: the number of partitions (0: the module's mhlo.num_partitions, else its meshes').
  int64_t num_partitions = 0;
};

// A pass that `--passes=NAME` runs: its name and the function that runs it, which returns whether it
// changed anything.
struct PassEntry {
  std::string_view name;
  StatusOr<bool> (*run)(Module& module, const PassOptions& options);
};

// The passes of src/passes, in the order `hlx opt --help` lists them. Passes of later layers
// (src/sharding) have tables of their own; the command line joins them.
std::span<const PassEntry> OptimizationPasses();

// The pass names of a comma-separated list (`--passes=A,B`), checked against `passes`.
StatusOr<std::vector<std::string>> ParsePassList(std::string_view list, std::span<const PassEntry> passes);

// Runs the pass `name` of `passes` on `module`; returns whether it changed anything. An unknown name is a
// bug of the caller (check it with ParsePassList first).
StatusOr<bool> RunPass(std::span<const PassEntry> passes, std::string_view name, Module& module,
                       const PassOptions& options);

// Argument types as `--arg-types` spells them: a comma-separated list of tensor types
// (`tensor<2x3xf32>`, `tensor<i64>`); an integer scalar may carry a value, `tensor<i64>=3`, for a
// dimension argument whose value the refinement may use. Types are made in `types`.
struct ArgTypes {
  std::vector<Type> types;
  std::vector<Tensor> values;  // one per type; empty Tensors where no value was given
};
StatusOr<ArgTypes> ParseArgTypes(TypeContext& types, std::string_view text);

}  // namespace hlx
