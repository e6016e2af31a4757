// separable-gathers: a gather of one element per index whose index coordinates each vary along one
// result dimension (torch-mlir's bilinear upsampling: the row and column indices of every output pixel,
// broadcast and concatenated into one index tensor) becomes one gather per indexed dimension, each of
// whole rows or columns. The index tensor, several times the size of the result, is never made.
#pragma once

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Rewrites, exactly equivalent:
//   gather(x, concatenate(broadcast_in_dim(v_0, dims = [0]), ..., broadcast_in_dim(v_{r-1}, dims = [r-1])))
//       with every dimension of x collapsed, slice sizes 1, start_index_map [0, ..., r-1] and the index
//       vector the last dimension of its r + 1 (each operand of the concatenate one coordinate wide, and
//       each v_k a 1-D integer vector along result dimension k) -> a chain of gathers, one per dimension
//       k whose v_k is not iota over all of x's dimension k: gather(t, reshape(v_k) to [n_k, 1]) of the
//       slices of t that are whole but for dimension k, which the chain's result then has n_k of.
//       Gather clamps each coordinate into its dimension on its own, so the chain clamps as the one
//       gather does.
// The ops left unused are removed. Returns whether it changed anything.
StatusOr<bool> SeparableGathers(Module& module);

}  // namespace hlx
