// Global values and the pieces devices hold of them: a global tensor split into each device's piece by
// its sharding, the global tensor assembled from the pieces, the arguments of each process of a
// partitioned function and its global results, and a sharded program run from global arguments on the
// evaluator's simulated partitions.
//
// A device's piece of a value split as `s` is the tile TileIndex gives it, of the local shape
// (LocalShape); past the end of an uneven dimension it holds zeros. Devices are partition ids.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "interp/evaluator.h"
#include "interp/tensor.h"
#include "ir/ir.h"
#include "sharding/partitioner.h"
#include "sharding/sharding.h"
#include "support/status.h"

namespace hlx {

// The piece of `global` that partition `device` holds when it is split as `s` (a replicated sharding
// may name no mesh; one that splits names a mesh of `meshes`). Its type is made in `types`.
Tensor ShardOf(const Tensor& global, const TensorSharding& s, const MeshTable& meshes, int64_t device,
               TypeContext& types);

// The global tensor of type `global` split as `s` whose pieces `pieces` are, one per partition id (any
// device's piece of each tile is taken; the copies are not compared). Unreduced axes are summed.
StatusOr<Tensor> AssembleShards(std::span<const Tensor> pieces, Type global, const TensorSharding& s,
                                const MeshTable& meshes);

// Each process's arguments of a partitioned function of signature `signature`, from its global
// arguments `args`: process p (replica-major, partition p % num_partitions) gets its piece of each
// global argument (a manual argument whole), typed in `types`.
std::vector<std::vector<Tensor>> ShardArguments(const SpmdProgram& program, const SpmdSignature& signature,
                                                std::span<const Tensor> args, int64_t num_replicas,
                                                TypeContext& types);

// Each replica's global results, assembled from the results of its partitions (`per_process`,
// replica-major, as ShardArguments orders the processes). A manual result, which each device holds
// its own of, has no global value: an error that names `where`.
StatusOr<std::vector<std::vector<Tensor>>> AssembleResults(const SpmdProgram& program,
                                                           const SpmdSignature& signature,
                                                           std::span<const std::vector<Tensor>> per_process,
                                                           int64_t num_replicas, std::string_view where);

// Runs `entry` of a module with sharding annotations as options.num_partitions SPMD partitions per
// replica on the evaluator: partitions the module (partitioner.h), gives each partition its piece of
// the global `args`, runs the partitions and assembles each result. The outputs are one list of global
// results per replica. (`hlx run` does the same through the runtime, on the backend it names.)
StatusOr<RunResult> RunPartitioned(Module& module, std::string_view entry, std::span<const Tensor> args,
                                   const EvalOptions& options);

}  // namespace hlx
