// channels-last: the integer convolutions of a channels-first program (the i8 x i8 -> i32 products that
// lower-quantized makes of a quantized PyTorch export's convolutions) compute channels-last, and the
// layout changes this introduces travel down the program until they meet the next convolution, which
// folds them into its dimension numbers (fold-layout). oneDNN's int8 convolutions have fast kernels for
// channels-last data only: without this, each would reorder its input and its result around the
// primitive, two passes over the activations per convolution.
#pragma once

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Rewrites, each exactly equivalent:
//   convolution of an i8 or u8 input and an i8 kernel into i32 whose result's feature dimension is not
//       its last -> the same convolution with the result in [batch, spatial..., feature] order, and a
//       transpose back to the result's order;
//   elementwise(transpose(a, p), ...) -> transpose(elementwise(a, ...), p), when every operand of the
//       result's shape is a transpose by the same permutation, a broadcast_in_dim (its dimensions mapped
//       through p) or a splat constant (rank-0 operands, as clamp's bounds, stay); pad of a transpose
//       likewise (its padding permuted), so that a transpose moves past the kernels between two
//       convolutions.
// The ops left unused are removed; a transpose that meets a convolution is folded by fold-layout, two
// that meet cancel in simplify. Returns whether it changed anything.
StatusOr<bool> ChannelsLast(Module& module);

}  // namespace hlx
