// quantize-dynamic: dynamic-range int8 quantization (`hlx quantize --mode=dynamic`). Weights are int8
// constants; each activation is quantized when the program runs, at a scale computed from its own
// values, with plain StableHLO ops (no `!quant.uniform` types: the scale is not known beforehand), and
// the contraction runs on i8 values into i32.
#pragma once

#include "ir/ir.h"
#include "passes/quantize.h"
#include "support/status.h"

namespace hlx {

// Rewrites each dot_general and convolution of the top-level block of function `options.entry` that
// `options.ops` allows, whose rhs (kernel) is a weight (WeightOperand) and whose lhs is a float
// activation, into (C the compute type: f64 for f64, else f32):
//
//   x = convert(lhs) to C;  a = maximum(-reduce_min(x), reduce_max(x))
//   s = maximum(a / 127, smallest normal of C)
//   xq = convert(clamp(-127, round_nearest_even(x / s), 127)) to i8
//   acc = op(xq, wq) into i32, wq the weight as an i8 constant, quantized symmetrically with scale sw
//         (per tensor, or per output feature with options.per_channel)
//   result = convert(convert(acc) to C * s * sw) to the op's float type
//
// The activation's quantization is symmetric (zero point 0), so that a convolution's zero padding
// stays exact and the i32 sums need no zero-point correction. The float weights replaced are removed.
// Returns whether it changed anything; an elided weight is an error at its place.
StatusOr<bool> QuantizeDynamic(Module& module, const QuantizeOptions& options);

}  // namespace hlx
