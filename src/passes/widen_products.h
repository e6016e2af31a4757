// widen-products: products of narrow floats (bf16, f16) computed on f32 copies of their operands, for a
// backend whose fast products are f32 ones on this CPU. Without AVX512-BF16 (an AVX2 CPU, say) oneDNN
// has no bf16 matmul or convolution, and a bf16 product went to hlx's own GEMM, which computes bf16 in
// double: 5 GFLOP/s at 512x512x512 where oneDNN's f32 matmul runs at 90. The inverse of narrow-products,
// which the same backend runs where the CPU has the instructions.
#pragma once

#include <span>

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Rewrites each dot_general and convolution of static shape whose operands are both of one of the
// `widen` float types (bf16 or f16) and whose result is bf16, f16 or f32:
//   op(a, b) : R  ->  convert(op(convert(a) : f32, convert(b) : f32) : f32) : R
// (no convert after the op when R is f32). The products of two bf16 or f16 values are exact in f32, so
// the result differs from the original only in how the sums are rounded, in f32 as a backend's native
// bf16 product accumulates; StableHLO leaves a product's precision to the implementation. A
// dot_general with an `algorithm` attribute (which names its precisions) is left as it is. Returns
// whether it changed anything.
StatusOr<bool> WidenProducts(Module& module, std::span<const ElementType> widen);

}  // namespace hlx
