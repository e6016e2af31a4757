// hlx's own dot_general, dot and convolution: the native ops (native_ops.h) for what oneDNN does not
// take, f64, integer and bool element types, mixed element types and shapes its planner refuses. The
// Builder offers an op to oneDNN first and plans it here when oneDNN declines.
//
// Both are one GEMM: operands are converted to the evaluator's compute domain for the result type (f32
// for f32; double for f64, bf16 and f16; wrapping 32-bit unsigned arithmetic for integer results up to 32
// bits, 64-bit for wider ones and bool) and packed into panels whose contraction dimension is
// contiguous (convolution gathers its windows, im2col, while packing), then multiplied in cache-sized
// tiles split over the process's OpenMP threads by a register-blocked kernel built for the host's vector
// width at run time. Every result element sums its products in increasing contraction index with one
// rounding per multiply and per add, as the evaluator does, so the results are the evaluator's bit for
// bit (integers keep the low bits the evaluator's 64-bit wrapping arithmetic keeps).
//
// A Plan function returns null where the evaluator computes something else or would report an error:
// complex types, an integer result from float operands, invalid dimension numbers or attributes.
#pragma once

#include <memory>

#include "backend/cpu/native_ops.h"

namespace hlx::cpu {

// stablehlo.dot_general or stablehlo.dot.
std::unique_ptr<NativeOp> PlanNativeDot(const Op& op);
// stablehlo.convolution, every attribute the evaluator takes.
std::unique_ptr<NativeOp> PlanNativeConvolution(const Op& op);

}  // namespace hlx::cpu
