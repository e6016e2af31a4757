// inline-manual-computations: a fully manual SPMD program (what jax.pmap and jax.shard_map lower to) into
// the program each device runs.
#pragma once

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// JAX lowers pmap and shard_map to an @main over GLOBAL shapes whose work happens in
// `sdy.manual_computation`s over every axis of their mesh, each body on LOCAL (per-device) shapes:
//
//   func @main(%x: tensor<8x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) -> tensor<8x3xf32> {
//     %0 = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"i"}, {}]>] out_shardings=[...]
//          manual_axes={"i"} (%l: tensor<1x3xf32>) { ... sdy.return %r : tensor<1x3xf32> } : ...
//     return %0 : tensor<8x3xf32>
//   }
//
// This rewrites @main to take and return each device's shard (a dimension sharded over mesh axes is
// divided by the product of their sizes) and puts the bodies in place of the manual computations, so
// @main becomes `func @main(%l: tensor<1x3xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> ...
// { ... return %r }`. Each sdy.sharding argument and result attribute becomes the `mhlo.sharding` of the
// global value in XLA's HLO sharding text, on every argument and result, and the module gets
// `mhlo.spmd_parameters_shardings` and `mhlo.spmd_output_sharding`, as XLA's partitioner records them:
// PJRT clients (JAX) read them from the optimized program to learn how the executable's outputs are
// sharded. Partition p runs the program as mesh device p: the collectives in the bodies already name
// partitions (use_global_device_ids), and which shard a partition holds is the caller's business.
//
// Every value from @main's arguments to its results must stay per-device: an argument is used by manual
// computations that take it with the sharding it has (an argument without sdy.sharding takes the one its
// first manual computation or sdy.sharding_constraint gives it, as XLA's propagation would), a result is
// what a manual computation (or an op below) returns with the sharding the result declares, and a manual
// computation may feed another that takes the same sharding. An sdy.sharding_constraint that leaves a
// value's sharding as it is goes. Outside the bodies only pure ops whose operands are all replicated
// (constants, say), and elementwise ops whose operands share one sharding, may appear; they work on each
// device's shard as they are. Anything else (a manual computation over some of the mesh's axes, an op on
// global shapes, a value resharded between manual computations) is UNIMPLEMENTED with the op's location,
// as it needs SPMD partitioning. Manual computations outside @main's top level are brought there by
// inlining calls first. Returns whether it changed anything: false for a program without manual
// computations.
StatusOr<bool> InlineManualComputations(Module& module);

}  // namespace hlx
