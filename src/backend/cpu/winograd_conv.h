// Winograd convolution: a 3 x 3 convolution of stride 1 over many channels computed as F(4x4, 3x3)
// (Lavin and Gray, "Fast Algorithms for Convolutional Neural Networks", 2016). Each 4 x 4 tile of the
// result comes from a 6 x 6 tile of the input: the input tile and the 3 x 3 kernel are transformed
// (B^T d B and G g G^T), multiplied elementwise and summed over the input channels, and the 6 x 6 sum is
// transformed back (A^T m A). The sums over channels are 36 matrix products, [tiles x C] by [C x K], that
// oneDNN's GEMM runs (PlanDnnlMatmuls); the transforms are this file's loops, vectorized across
// channels. 36 multiply-adds per tile, input and output channel instead of the direct convolution's
// 144: on a CPU without AVX-512, where oneDNN 2.6 has no Winograd convolution and its direct one runs at
// the FMA units' peak, this is the lever left for the 3 x 3 convolutions of U-Nets, ResNets and
// detectors.
//
// The results are not the direct convolution's bits: the transforms' constants (1/6, 1/24) are not exact
// in f32 and the sums run in another order, so results differ from the evaluator's by a few ULPs of the
// largest terms summed (docs/cpu-backend.md gives measured errors). The op is the compiler's choice where
// it pays: an f32 convolution (its kernel f32, or bf16 that the program widens, read as it is) of a
// 3 x 3 window, unit strides and dilations, outward padding, one feature and batch group, a channels-last
// result ([batch, spatial, spatial, feature]; an input in another order is copied into that order
// before each run, one pass over it), at least kMinChannels input and output channels and kMinTiles tiles of
// the result (kMinTilesConstant where the kernel is a constant), and an epilogue that PlanTileSteps takes; a
// host with AVX2 and FMA; hlx built with oneDNN.
#pragma once

#include <memory>

#include "backend/cpu/dnnl/dnnl_ops.h"
#include "ir/ir.h"
#include "support/status.h"

namespace hlx::cpu {

// Plans `convolution` with `epilogue` as a Winograd convolution, or returns null when it is not one
// (above). With `bf16_weights` the op's kernel operand is the bf16 tensor the f32 kernel is converted
// from. The op runs as a DnnlOp does (operands: input, kernel, then one per binary epilogue step); a
// constant kernel is transformed once (SetConstantOperand).
StatusOr<std::unique_ptr<DnnlOp>> PlanWinogradConvolution(const Op& convolution, const DnnlEpilogue& epilogue,
                                                          bool bf16_weights);

}  // namespace hlx::cpu
