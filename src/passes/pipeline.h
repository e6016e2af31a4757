// The optimization pipeline: the passes that make a program ready for a backend, in order. pipeline.cc
// reads top to bottom; `hlx opt --passes=optimize` runs it, `--print-after-all` shows each step.
#pragma once

#include <iosfwd>
#include <vector>

#include "ir/ir.h"
#include "ir/printer.h"
#include "support/status.h"

namespace hlx {

struct PipelineOptions {
  // Where to print the module after each step, under a line `// ----- IR after NAME -----` (null:
  // nowhere), and how.
  std::ostream* print_after_all = nullptr;
  PrintOptions print_options;
  // Lower quantized ops to integer and float arithmetic (lower_quantized.h) after decompose-chlo, so
  // that the passes after it fold quantized constants and fuse the arithmetic: what a backend that runs
  // them in its own kernels asks for.
  bool lower_quantized = false;
  // Compute convolutions channels-last (channels_last.h) before fold-layout: what a backend whose
  // convolutions are fast in that layout asks for.
  bool channels_last_convolutions = false;
  // Let products of operands widened from these float types read the narrow operands (narrow_products.h)
  // before fold-layout: what a backend that multiplies them natively asks for.
  std::vector<ElementType> narrow_products;
  // Compute products of these narrow float types on f32 copies of their operands (widen_products.h)
  // before fold-layout: what a backend whose fast products on this CPU are f32 ones asks for.
  std::vector<ElementType> widen_products;
  // Verify the module after each step; a step that leaves it invalid is named in the error.
#ifdef NDEBUG
  bool verify_each = false;
#else
  bool verify_each = true;
#endif
};

// Runs inline, decompose-chlo, (lower-quantized,) simplify, fold-constants, cse, dce, (channels-last,)
// (narrow-products,) (widen-products,) fold-layout, separable-gathers, simplify and dce on `module`. Sets
// `*changed` (when given) to whether a step changed anything. An error names the step.
Status RunOptimizationPipeline(Module& module, const PipelineOptions& options, bool* changed = nullptr);

}  // namespace hlx
