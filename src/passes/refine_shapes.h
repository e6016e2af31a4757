// Shape refinement: turns a program with dynamic shapes into one with static shapes, for given static
// argument types.
//
// Starting from the entry function's argument types, it walks the ops in order and gives each result the
// static type its operands imply, by the shape functions of ir/shape_inference.h that the verifier checks
// with; an op whose operands or attributes break its constraints once their shapes are known is an error
// with the verifier's message, and so is a result size that overflows 64 bits. Small integer values (shape
// computations: constants, get_dimension_size, arithmetic, convert, reshape, concatenate, slice, broadcast of
// shape tensors) are folded to constants as it goes, with the evaluator's elementwise kernels, so that the
// dynamic ops whose shapes come from operands become their static forms:
//   dynamic_broadcast_in_dim -> broadcast_in_dim     dynamic_reshape -> reshape
//   dynamic_iota -> iota                             real_dynamic_slice -> slice
//   dynamic_pad -> pad                               dynamic_gather -> gather
// and so do the custom calls that shape-polymorphic JAX exports write for ops with no dynamic form, as
// StableHLO's own refinement turns them (a malformed one is an error at the call):
//   @stablehlo.dynamic_top_k(operand, k) -> chlo.top_k
//   @stablehlo.dynamic_approx_top_k(inputs..., inits..., k, shape operands) -> @ApproxTopK with top_k = k
//   @stablehlo.dynamic_rng_bit_generator(state, shape) -> rng_bit_generator
//   @stablehlo.dynamic_reduce_window(inputs..., inits..., window sizes, strides, base and window
//       dilations, padding) with called_computations = [@reducer] -> reduce_window, the reducer's body
//       (func.return made stablehlo.return) its region
// The `shape_assertion` custom call is folded away when its predicate folds to true and is an error when
// it folds to false. Functions called with func.call are refined for the argument types (and known
// argument values) of their call; a function called with different types at different calls is an
// error. while, if and case regions are refined with their operands' types. Values that stay unknown
// keep their dynamic dimensions; ops left dynamic are reported by the verifier or the evaluator later.
#pragma once

#include <span>
#include <string_view>

#include "interp/tensor.h"
#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Refines function `entry` of `module` (and the functions it calls) for static argument types
// `arg_types`, one per argument. `arg_values` is empty or has one entry per argument: a tensor for an
// argument whose value is known (the dimension arguments of shape-polymorphic programs, which carry the
// sizes of dynamic dimensions), an empty Tensor for the others. Returns whether anything changed.
StatusOr<bool> RefineShapes(Module& module, std::string_view entry, std::span<const Type> arg_types,
                            std::span<const Tensor> arg_values = {});

}  // namespace hlx
