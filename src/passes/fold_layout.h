// fold-layout: folds layout changes (transposes, unit-dimension reshapes) into the ops that consume
// them, when the consumer's attributes can say the same thing.
#pragma once

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Rewrites, each exactly equivalent:
//   product(convert(transpose(x))) -> product(transpose(convert(x))), a dot_general's or convolution's
//       operand that only it reads, so that the transpose folds into the product (below);
//   dot_general(transpose(a), b) -> dot_general(a, b) with the dimension numbers mapped through the
//       permutation, when the free dimensions of the transposed operand keep their relative order (the
//       result lists batch, lhs free and rhs free dimensions in operand order), and the transposed operand
//       that read as a matrix (its free dimensions one run of memory, its contracting ones another, as
//       a GEMM reads them) still does; the same for rhs;
//   convolution(transpose(a), transpose(k)) -> convolution(a, k) with the input and kernel dimension
//       numbers mapped through the permutations (always possible);
//   reshape(broadcast_in_dim(x)) -> broadcast_in_dim(x) and broadcast_in_dim(reshape(x)) ->
//       broadcast_in_dim(x), when the reshape only adds or removes dimensions of size 1 (and drops no
//       dimension that x's broadcast dimensions map to).
// Transposes, reshapes and broadcasts left unused are removed. Returns whether it changed anything.
StatusOr<bool> FoldLayout(Module& module);

}  // namespace hlx
