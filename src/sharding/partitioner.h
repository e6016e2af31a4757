// The SPMD partitioner: a module whose values carry shardings into the one program every device runs
// (SPMD: each device runs it as its partition, stablehlo.partition_id telling them apart), on local
// (per-device) shapes, with the collectives it needs.
//
// Each public function is partitioned: its arguments and results take the local types of their shardings,
// and each op of its body becomes the local ops and collectives that compute each device's piece of its
// results (docs/sharding.md, "The partitioner", says what each op does). A value's sharding is the one the
// module gives it (sdy.sharding, sdy.sharding_constraint, mhlo.sharding, ...: import.h); a value without
// one is replicated (propagation gives every value one first). Where an op cannot be computed on the
// pieces its operands have, they are resharded (reshard.h); where it is computed whole although its
// operands are split, the op says why in an `hlx.spmd_remark` attribute. The partial sums a contraction
// or a sum over split dimensions leaves pass through the ops linear in them and are summed where an op
// that is not reads them (docs/sharding.md, "Partial sums"). Calls are partitioned in place
// (inlined); the bodies of manual computations (sdy.manual_computation over every mesh axis, the GSPMD
// SPMDFullToShardShape / SPMDShardToFullShape pairs) are per-device code and stay as written, and those of
// manual computations over some of their mesh's axes are partitioned along the free axes, each device
// computing its piece of its own body values (docs/sharding.md, "Partly manual programs").
//
// The result records what a runtime needs: `mhlo.num_partitions`, each argument's and result's
// `mhlo.sharding` (the global value's, in XLA's text), and `mhlo.spmd_parameters_shardings` /
// `mhlo.spmd_output_sharding` on the module, whose presence marks a module as partitioned. sdy.mesh ops
// and the sharding annotations of partitioned ops go.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "ir/ir.h"
#include "sharding/sharding.h"
#include "support/status.h"

namespace hlx {

// A value of a partitioned function's signature: its global type and how it is split (a replicated
// sharding names no mesh); a manual value is each device's own, of the type the program gives it.
struct SpmdValue {
  Type global;
  TensorSharding sharding;
  bool manual = false;
};

struct SpmdSignature {
  std::vector<SpmdValue> args, results;
};

// What partitioning made of a module: the number of partitions, the meshes its shardings name, and the
// signature of each partitioned (public) function by name.
struct SpmdProgram {
  int64_t num_partitions = 1;
  MeshTable meshes;
  std::map<std::string, SpmdSignature, std::less<>> functions;
};

// Whether `module` has sharding annotations and is not partitioned yet (it has no
// mhlo.spmd_parameters_shardings). A module whose annotations do not read counts as annotated, so that
// partitioning reports them.
bool HasShardingsToPartition(const Module& module);

// The number of partitions `module` runs as when none is asked for: its mhlo.num_partitions, else the
// device count of the meshes its shardings name (GSPMD device lists included), else 1. An error where
// the shardings do not read or their meshes disagree.
StatusOr<int64_t> DefaultPartitionCount(const Module& module);

// Partitions `module` over `num_partitions` devices (0: the module's mhlo.num_partitions, else the
// device count of its meshes), for `num_replicas` replicas (0: the module's mhlo.num_replicas, else 1),
// each partitioned alike. Every mesh of more than one device must have num_partitions devices.
// Errors name the op: a malformed annotation (import.h), a manual computation whose body does not take
// the pieces its in_shardings give, a collective of a partly manual body whose groups cross the free
// axes, dynamic shapes split over devices, multi-block functions. A module partitioned already is left
// as it is.
StatusOr<SpmdProgram> PartitionSpmd(Module& module, int64_t num_partitions, int64_t num_replicas);

// What a program of several partitions that carries shardings goes through before it compiles, as in
// XLA: the annotated values' shardings propagate to the others (propagate.h), the program is
// partitioned (PartitionSpmd) and, with `combine_collectives`, its collectives are combined (combine.h).
// `hlx run`, `hlx bench` and the PJRT plugin call it.
StatusOr<SpmdProgram> PartitionForDevices(Module& module, int64_t num_partitions, int64_t num_replicas,
                                          bool combine_collectives = true);

// spmd-partition: PartitionSpmd as a pass; returns whether it changed anything.
StatusOr<bool> SpmdPartitionPass(Module& module, int64_t num_partitions);

}  // namespace hlx
