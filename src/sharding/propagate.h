// propagate-shardings: every value of a program gets a sharding, from the ones its producer annotated.
#pragma once

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Imports the module's shardings (import.h), propagates them to a fixed point, and writes every value's
// sharding back as `sdy.sharding` attributes (function arguments and results, op results) beside the
// `sdy.mesh` ops; values no sharding reaches get none (they are replicated).
//
// Each op relates its operands' and results' dimensions through factors (rules.h). For a factor, the
// axes each tensor gives it are compared: where one tensor's axes extend all the others', that is the
// factor's sharding; where they conflict, the larger set wins (the earlier tensor on a tie), and the
// tensor that loses keeps its own (the partitioner reshards it). The sharding is cut to what divides the
// factor's size and to axes no other factor of the op uses, and is given to every tensor whose open
// dimension holds a prefix of it; closed dimensions, manual values and fixed shardings (the in/out
// shardings of manual computations over every axis, maximal shardings) never change, need-replication
// factors never pass. The in/out shardings of a manual computation over some axes take free axes after
// their manual ones in their open dimensions, from the operands, the results' users and the body, and
// are written back on it, as are sharding constraints' open dimensions.
// Control flow and calls tie values directly: while operands, results and body arguments and returns;
// case and if results and branch returns; call operands and callee arguments, callee returns and call
// results; optimization_barrier, sharding constraints (`sdy.sharding_constraint`, the `@Sharding` custom
// call) operands and results.
//
// The order: rounds by user priority (dimensions marked p0 propagate first, then p1, ..., then those
// without one; a dimension a round gives axes joins the later rounds), and within a round, ops by kind
// (first pointwise ops and data flow, then the other ops but contractions and reductions, then all), each
// step run to a fixed point of a forward sweep (results from operands, in program order) and a backward
// sweep (operands from results, in reverse). Values that are each device's own (GSPMD `{manual}`, what
// `@SPMDFullToShardShape` and `@xla.sdy.GlobalToLocalShape` give and everything computed from them,
// bodies of manual computations over all their mesh's axes) are left alone.
//
// A malformed annotation or sharding rule is an error with its place (import.h). Returns whether the
// module has shardings (and so was annotated).
StatusOr<bool> PropagateShardings(Module& module);

}  // namespace hlx
