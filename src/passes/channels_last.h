// channels-last: the convolutions of a channels-first program (PyTorch's exports; the i8 x i8 -> i32
// products that lower-quantized makes of their quantized convolutions, and f32 and bf16 ones) compute
// channels-last, and the layout changes this introduces travel down the program until they meet the
// next convolution, which folds them into its dimension numbers (fold-layout). oneDNN's fast
// convolution kernels (int8, bf16, depthwise) are for channels-last data: without this, each
// convolution would reorder its input and its result around the primitive (two passes over the
// activations), or run a slower GEMM-based kernel on the channels-first data.
#pragma once

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Rewrites, each exactly equivalent:
//   convolution of an i8 or u8 input and an i8 kernel into i32, or of f32 or bf16 operands and result,
//       whose result's feature dimension is not its last -> the same convolution with the result in
//       [batch, spatial..., feature] order, and a transpose back to the result's order;
//   elementwise(transpose(a, p), ...) -> transpose(elementwise(a, ...), p), when every operand of the
//       result's shape is a transpose by the same permutation, a broadcast_in_dim (its dimensions mapped
//       through p) or a splat constant (rank-0 operands, as clamp's bounds, stay); pad of a transpose
//       likewise (its padding permuted), so that a transpose moves past the kernels between two
//       convolutions;
//   reduce_window(transpose(a, p)) of one input -> transpose(reduce_window(a), p), its window sizes,
//       strides, dilations and padding permuted: a max pool between convolutions;
//   reduce(transpose(a)) over every dimension -> reduce(a), when the combiner ignores the order of the
//       elements (maximum, minimum; an integer add, multiply, and, or, xor): a dynamic int8
//       program's activation ranges.
// The ops left unused are removed; a transpose that meets a convolution is folded by fold-layout, two
// that meet cancel in simplify. Returns whether it changed anything.
StatusOr<bool> ChannelsLast(Module& module);

}  // namespace hlx
