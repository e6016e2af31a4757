// quantize-static: post-training static-range int8 quantization of a function, from the ranges its
// values took on representative inputs (calibration.h; `hlx quantize --mode=static` runs the float
// program to collect them, then this pass).
#pragma once

#include <unordered_map>
#include <vector>

#include "ir/ir.h"
#include "passes/calibration.h"
#include "passes/quantize.h"
#include "support/status.h"

namespace hlx {

// The calibrated range of each value QuantizeStatic reads one for (only looked up, never iterated).
using ValueRanges = std::unordered_map<const Value*, Range>;

// A value QuantizeStatic reads a range for, and how it quantizes the value (which the mse calibration
// simulates).
struct CalibrationValue {
  Value* value;
  Symmetry symmetry;
};

// The values of the top-level block of function `options.entry` whose ranges QuantizeStatic reads, in
// block order, each once: the activation operands and the results of the dot_generals and convolutions
// it may quantize (and of the bias add and relu each may absorb), the operands and results of adds, and
// the results of concatenates. A value is symmetric when it is the rhs of a contraction. Run the same
// options' QuantizeStatic with their ranges.
StatusOr<std::vector<CalibrationValue>> StaticQuantizationValues(Module& module,
                                                                 const QuantizeOptions& options);

// Rewrites the top-level block of function `options.entry`, in block order, into int8 ops where
// `options.ops` allows and `ranges` has what a rewrite needs; returns whether it changed anything.
//
//   dot_general, convolution (float operands and result):
//     the activation operands become `uniform_quantize` to i8 at their ranges (asymmetric with a zero
//     point; the rhs symmetric, as the spec requires a zero point of 0 there), the weight (WeightOperand)
//     a quantized constant (symmetric; per output feature with options.per_channel when it is the rhs
//     or kernel); the op accumulates in i32, `!quant.uniform<i32:F, s_lhs * s_rhs>` (one scale per
//     output feature for a per-channel weight). A single user `add` of a constant-derived bias adds it
//     in i32 at the same scale. The accumulator (or sum) is then requantized with `uniform_quantize` to
//     i8 at the range of the result, or of its single user `maximum(x, 0)` (the relu then lies in the
//     requantization's clamp: its range starts at 0, so negative values clamp to the zero point).
//   add (float operands and result, one operand already quantized by a rewrite before it, each
//     operand's range at least 1/256 of the result's so that int8 keeps it): both operands i8 at
//     their ranges, the result i8 at its range (or its relu's, as above).
//   reshape, transpose, broadcast_in_dim, and reduce_window of a maximum (max pooling) whose operand a
//     rewrite quantized: the same op on the quantized value, whose scale it keeps (the pool's init value
//     quantized, its body a maximum of quantized scalars).
//   concatenate of operands that rewrites quantized: requantized to one type where they differ (that
//     of the result's range), then concatenated.
// Every rewritten value reaches the float ops that read it through `uniform_dequantize`, and a rewrite
// that reads it quantized takes the quantized value instead (requantizing where the types differ).
// Float ops are left alone. The float ops replaced, the weights' float constants among them, are
// removed. The quantized types express f32 where the program computes in bf16 or f16 (ExpressedFor):
// a bf16 value is converted to f32 before its uniform_quantize, and a uniform_dequantize to f32 is
// converted to bf16 for the float ops that read it.
StatusOr<bool> QuantizeStatic(Module& module, const QuantizeOptions& options, const ValueRanges& ranges);

}  // namespace hlx
