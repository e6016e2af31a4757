// transposed-conv-as-dot: a transposed convolution whose stride equals its window (flax's and PyTorch's
// ConvTranspose with kernel 2 and stride 2, the upsampling of U-Nets and decoders) adds each input pixel
// into its own block of output pixels, one kernel tap each: it is a matrix product of the input's
// features with the kernel, whose [input pixels, taps, output features] result is then interleaved into
// place (depth to space). The product runs as one GEMM; as a convolution over an input dilated by the
// stride, the same work went to a deconvolution kernel that reads the mostly-zero dilated input at a
// fraction of the machine's speed (oneDNN's: 5 GFLOP/s for a 64-to-32 feature 2x2 upsampling on two
// cores, where the product runs at over 100).
#pragma once

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Rewrites, exactly equivalent (each output element gets the one product the convolution gave it):
//   convolution(x, k) with lhs_dilation d equal to the window size in every spatial dimension (and above
//       1 in one), unit window strides and rhs dilation, one feature and batch group, static shapes and
//       no quantized types ->
//       pad(reshape(transpose(dot_general(x, transpose(reverse(k))))), 0) where the product contracts
//       x's input features with k's, moved to k's front (a plain [K, N] matrix for a GEMM); the transpose
//       puts each spatial dimension of x beside the kernel's (the output's layout, dimension by
//       dimension), the reshape merges them, and the pad moves the result by the convolution's padding
//       (padding d - 1 on both sides gives the product's blocks exactly; less crops, more adds zeros).
//       The kernel is reversed in the spatial dimensions window_reversal does not reverse (a transposed
//       convolution reads its window backwards); no reverse, transpose or pad is made that would change
//       nothing.
// Returns whether it changed anything.
StatusOr<bool> TransposedConvAsDot(Module& module);

}  // namespace hlx
