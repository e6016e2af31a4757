// fold-batch-norm: a convolution with a constant-derived kernel, followed by the affine ops of an
// inference-time batch normalization (adds, subtracts and multiplies by values that vary only along the
// output feature dimension, broadcast constants), becomes one convolution whose kernel is scaled per
// output feature and one bias add:
//
//   ((conv(x, w) - mean) * scale + shift) = conv(x, w * scale) + (shift - mean * scale)
//
// (the scale multiplied into each output feature's kernel and the bias computed in double, each rounded
// once to the kernel's and the result's element type). The normalization may run in a wider float type
// than the convolution (a bf16 program's convert to f32, the affine ops in f32, and a convert back to
// bf16, which the fold then replaces: the folded convolution and bias compute in bf16). `hlx quantize`
// runs it before calibrating, as other post-training quantizers do: the static quantizer then sees a
// convolution and a bias, which it adds in i32 and requantizes once, instead of float arithmetic
// between a dequantize and a quantize.
// The folded program computes what the original does up to the roundings of the reassociation.
#pragma once

#include "ir/ir.h"
#include "passes/quantize.h"
#include "support/status.h"

namespace hlx {

// Folds the batch normalizations after the convolutions of the top-level block of function
// `options.entry` (where options.ops allows convolutions); returns whether it folded any.
StatusOr<bool> FoldBatchNorm(Module& module, const QuantizeOptions& options);

}  // namespace hlx
