// The passes of src/sharding that `hlx opt --passes=NAME` runs, beside those of src/passes
// (passes/passes.h; the command line joins the two tables).
#pragma once

#include <span>

#include "passes/passes.h"

namespace hlx {

// inline-manual-computations, import-shardings, propagate-shardings (propagate.h), spmd-partition
// (partitioner.h), combine-collectives (combine.h).
std::span<const PassEntry> ShardingPasses();

// import-shardings: every sharding annotation of the module (sdy.sharding, xla.sdy.* frontend
// attributes and custom calls, mhlo.sharding) read and checked (import.h), and written back as
// `sdy.mesh` ops and `sdy.sharding` attributes. Returns whether it wrote anything.
StatusOr<bool> ImportShardingsPass(Module& module);

}  // namespace hlx
