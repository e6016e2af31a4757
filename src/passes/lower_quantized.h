// lower-quantized: ops on quantized tensors (`!quant.uniform` elements) become the integer and float
// arithmetic the spec defines them by, on storage integers, so that a backend runs them in its own
// kernels and libraries instead of dequantizing in its evaluator. The CPU backend runs it first.
//
//  - uniform_quantize and uniform_dequantize become their formulas in the expressed type, per tensor and
//    per axis: divide by the scale, add the zero point, clamp to the storage range, round half to even,
//    convert (a NaN to the storage value nearest 0; for a storage type's whole range, the conversion's
//    saturation clamps); subtract the zero point, convert, multiply by the scale. A quantized constant
//    becomes a constant of its storage integers.
//  - Ops that only move elements of one per-tensor quantized type (reshape, broadcast, transpose,
//    reverse, slice, concatenate, pad; gather and dynamic_slice, by integer indices), and reduce and
//    reduce_window whose body is a maximum or minimum of its two arguments, run on the storage integers.
//  - dot_general and convolution of quantized operands (the lhs per tensor; the rhs per tensor or per
//    axis along an output feature; a convolution's rhs with zero points 0) multiply the storage integers
//    into i32 sums (an i8 x i8 product is one int8 library call), subtract the zero points' share (a
//    convolution pads its lhs with the lhs's zero point instead of padding with 0 and dilating), and
//    requantize the sums, which stand at the product of the operands' scales, to the result's type.
//  - A dequantized weight that only a float dot_general reads, as its rhs, with zero points 0 and one
//    scale per tensor or per rhs free dimension (a weight-only program's), becomes the product of its
//    converted storage integers followed by a multiply by the scales along the result's dimension of
//    that axis: the CPU backend's streaming product then reads the int8 weights themselves. The scales
//    multiply the sums rather than each weight, so the result differs from the evaluator's by rounding.
//  - add and subtract of one quantized type with zero points 0 (a bias added to an i32 accumulator) add
//    the storage integers, clamped to the storage range.
//  - Every other op on quantized values without regions runs on their dequantized values and quantizes
//    its results: the spec's dequantize_op_quantize, the ops the evaluator runs.
//
// Results are the evaluator's bit for bit, but for dot_general, convolution and those adds: their
// integer sums are exact where the evaluator adds rounded floats, so a result may differ by the
// evaluator's rounding error, at most one unit of an 8-bit result's storage; and for the products of
// scaled-after weights, within f32 rounding.
//
// What stays quantized: control flow, calls, custom calls, collectives and ops whose regions take
// quantized values otherwise (a reduce that adds them). The values they exchange with lowered ops pass
// through bitcast_convert (the same bytes), which the CPU backend aliases. Function signatures keep
// their types.
#pragma once

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Lowers every quantized op of every function of `module` that it can (see above); returns whether it
// changed anything.
StatusOr<bool> LowerQuantized(Module& module);

}  // namespace hlx
