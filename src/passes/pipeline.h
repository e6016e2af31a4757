// The optimization pipeline: the passes that make a program ready for a backend, in order. pipeline.cc
// reads top to bottom; `hlx opt --passes=optimize` runs it, `--print-after-all` shows each step.
#pragma once

#include <iosfwd>

#include "ir/ir.h"
#include "ir/printer.h"
#include "support/status.h"

namespace hlx {

struct PipelineOptions {
  // Where to print the module after each step, under a line `// ----- IR after NAME -----` (null:
  // nowhere), and how.
  std::ostream* print_after_all = nullptr;
  PrintOptions print_options;
  // Verify the module after each step; a step that leaves it invalid is named in the error.
#ifdef NDEBUG
  bool verify_each = false;
#else
  bool verify_each = true;
#endif
};

// Runs inline, decompose-chlo, simplify, fold-constants, cse, dce, fold-layout, simplify and dce on
// `module`. Sets `*changed` (when given) to whether a step changed anything. An error names the step.
Status RunOptimizationPipeline(Module& module, const PipelineOptions& options, bool* changed = nullptr);

}  // namespace hlx
