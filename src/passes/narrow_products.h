// narrow-products: a product whose operands are both widened from the same narrow float type reads the
// narrow operands, for a backend that multiplies them natively (bf16 on CPUs with bf16 dot-product
// instructions). torch-mlir exports a bf16 linear layer as converts of its activations and weights to
// f32, an f32 product and a convert back: without this, the weights were widened on every run and the
// product ran in f32.
#pragma once

#include <span>

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Rewrites, exactly equivalent:
//   dot_general(convert(a), convert(b)) -> dot_general(a, b) with the same result type, when a and b
//       have the same element type, one of `narrow` (bf16 or f16), and the converts widen it to the
//       result's element type, f32 or f64. A dot_general converts its operands to its result's element
//       type itself (StableHLO's preferred element type), and the product of two bf16 or f16 values is
//       exact in f32, so the result is the same.
// The converts left unused are removed. Returns whether it changed anything.
StatusOr<bool> NarrowProducts(Module& module, std::span<const ElementType> narrow);

}  // namespace hlx
