// Shape inference: the result shapes that an op's operand types and attributes imply, by the StableHLO
// spec's shape functions. The verifier checks declared result types against these shapes and the
// refine-shapes pass gives results these shapes, so the two share one copy of the arithmetic.
//
// Each function takes an op of the kinds it names, reads its operands' types and its attributes
// defensively and checks the constraints that the shapes rest on, in the order the verifier reports
// them. It may read the declared results' element types and ranks (which refinement leaves alone), but
// not their dimensions, except where the result's shape is partly declared rather than implied
// (InferReshapeShape, InferBroadcastInDimShape). It returns one list of dimensions per result, kDynamic
// where the operands do not tell, or an INVALID_ARGUMENT Status with the verifier's message:
// `file:line:col: error: 'op.name' op <what was expected>, found <what was found>`.
//
// Sizes computed from attribute values saturate (support/int_math.h): a size whose computation
// overflows comes back as kOverflowedSize, which no declared size matches, and never as undefined
// behaviour.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// One list of dimensions per result.
using ResultShapes = std::vector<std::vector<int64_t>>;

// What a size whose computation overflows 64 bits saturates to.
inline constexpr int64_t kOverflowedSize = INT64_MAX;

// The shapes of any op that has a shape function below; empty for the others.
StatusOr<ResultShapes> InferResultShapes(const Module& module, const Op& op);

// Elementwise ops (the kElementwise trait, except the broadcasting CHLO binary ops), select and clamp:
// the operands' common shape, where select's predicate and clamp's bounds may be 0-d.
StatusOr<ResultShapes> InferElementwiseShape(const Module& module, const Op& op);
// The broadcasting CHLO binary ops (chlo.mulhi, next_after, polygamma, zeta): NumPy broadcasting.
StatusOr<ResultShapes> InferChloBroadcastShape(const Module& module, const Op& op);
// Ops whose results take the shapes of operands: sort (each input), all_reduce and collective_reduce
// (each operand), triangular_solve (b), cholesky, reduce_precision, collective_permute (the operand).
StatusOr<ResultShapes> InferOperandShapes(const Module& module, const Op& op);
StatusOr<ResultShapes> InferBitcastConvertShape(const Module& module, const Op& op);

// Shapes and data movement.
StatusOr<ResultShapes> InferBroadcastShape(const Module& module, const Op& op);
// broadcast_in_dim and dynamic_broadcast_in_dim: the declared result's dimensions, where a dynamic one
// takes the size of the operand dimension mapped to it unless that is 1.
StatusOr<ResultShapes> InferBroadcastInDimShape(const Module& module, const Op& op);
// The declared result's dimensions, where a single dynamic one takes what a static operand's elements
// leave for it.
StatusOr<ResultShapes> InferReshapeShape(const Module& module, const Op& op);
StatusOr<ResultShapes> InferTransposeShape(const Module& module, const Op& op);
StatusOr<ResultShapes> InferReverseShape(const Module& module, const Op& op);
StatusOr<ResultShapes> InferSliceShape(const Module& module, const Op& op);
StatusOr<ResultShapes> InferDynamicSliceShape(const Module& module, const Op& op);
StatusOr<ResultShapes> InferDynamicUpdateSliceShape(const Module& module, const Op& op);
StatusOr<ResultShapes> InferConcatenateShape(const Module& module, const Op& op);
StatusOr<ResultShapes> InferPadShape(const Module& module, const Op& op);
// dynamic_pad: as pad where the paddings are constants; dynamic dimensions otherwise.
StatusOr<ResultShapes> InferDynamicPadShape(const Module& module, const Op& op);
StatusOr<ResultShapes> InferGetDimensionSizeShape(const Module& module, const Op& op);
// gather and dynamic_gather (whose slice sizes are known where they are a constant).
StatusOr<ResultShapes> InferGatherShape(const Module& module, const Op& op);
StatusOr<ResultShapes> InferScatterShape(const Module& module, const Op& op);

// Contractions, reductions and windows.
StatusOr<ResultShapes> InferDotShape(const Module& module, const Op& op);
StatusOr<ResultShapes> InferDotGeneralShape(const Module& module, const Op& op);
// convolution and dynamic_conv. dynamic_conv takes its padding as an operand: its window attributes are
// checked (as convolution's) and its spatial sizes inferred where the padding is known, as given by
// `dynamic_padding` (low and high per spatial dimension, as refinement folds them) or else where the
// operand is a constant.
StatusOr<ResultShapes> InferConvolutionShape(
    const Module& module, const Op& op, std::optional<std::vector<int64_t>> dynamic_padding = std::nullopt);
StatusOr<ResultShapes> InferReduceShape(const Module& module, const Op& op);
StatusOr<ResultShapes> InferReduceWindowShape(const Module& module, const Op& op);
StatusOr<ResultShapes> InferSelectAndScatterShape(const Module& module, const Op& op);

// Numerics, collectives and CHLO.
StatusOr<ResultShapes> InferFftShape(const Module& module, const Op& op);
// batch_norm_training, batch_norm_inference and batch_norm_grad.
StatusOr<ResultShapes> InferBatchNormShape(const Module& module, const Op& op);
StatusOr<ResultShapes> InferAllToAllShape(const Module& module, const Op& op);
StatusOr<ResultShapes> InferChloTopKShape(const Module& module, const Op& op);

// The size of each dimension of `base` after a window slides over it: the base dilated, then padded,
// then the number of strided positions of the dilated window in it. kDynamic where the base size or
// the window size is dynamic. Window sizes and strides are positive.
std::vector<int64_t> WindowOutputShape(std::span<const int64_t> base, std::span<const int64_t> window_sizes,
                                       std::span<const int64_t> strides, std::span<const int64_t> padding,
                                       std::span<const int64_t> base_dilations,
                                       std::span<const int64_t> window_dilations);

}  // namespace hlx
