// quantize-weights: weight-only int8 quantization (`hlx quantize --mode=weight-only`). The program
// keeps its float activations and ops; its weights are stored as int8 and dequantized where they are
// read.
#pragma once

#include "ir/ir.h"
#include "passes/quantize.h"
#include "support/status.h"

namespace hlx {

// Replaces the weight (WeightOperand) of each dot_general and convolution of the top-level block of
// function `options.entry` that `options.ops` allows by an int8 constant, quantized symmetrically per
// tensor (or, with options.per_channel, per index of the weight's output feature dimension), and a
// `uniform_dequantize` to the float type right before the op. The float constants replaced are removed.
// Returns whether it changed anything; an elided weight (dense_resource) is an error at its place.
StatusOr<bool> QuantizeWeights(Module& module, const QuantizeOptions& options);

}  // namespace hlx
