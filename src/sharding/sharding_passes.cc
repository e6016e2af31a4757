#include "sharding/sharding_passes.h"

#include "sharding/combine.h"
#include "sharding/import.h"
#include "sharding/manual_computation.h"
#include "sharding/partitioner.h"
#include "sharding/pipeline_collectives.h"
#include "sharding/propagate.h"

namespace hlx {
namespace {

constexpr PassEntry kPasses[] = {
    {"inline-manual-computations",
     [](Module& m, const PassOptions&) -> StatusOr<bool> { return InlineManualComputations(m); }},
    {"import-shardings",
     [](Module& m, const PassOptions&) -> StatusOr<bool> { return ImportShardingsPass(m); }},
    {"propagate-shardings",
     [](Module& m, const PassOptions&) -> StatusOr<bool> { return PropagateShardings(m); }},
    {"spmd-partition",
     [](Module& m, const PassOptions& o) -> StatusOr<bool> {
       return SpmdPartitionPass(m, o.num_partitions);
     }},
    {"combine-collectives",
     [](Module& m, const PassOptions&) -> StatusOr<bool> { return CombineCollectives(m); }},
    {"pipeline-collectives",
     [](Module& m, const PassOptions&) -> StatusOr<bool> { return PipelineCollectives(m); }},
};

}  // namespace

std::span<const PassEntry> ShardingPasses() { return kPasses; }

StatusOr<bool> ImportShardingsPass(Module& module) {
  HLX_ASSIGN_OR_RETURN(ModuleShardings shardings, ImportShardings(module));
  bool any = !shardings.values.empty() || !shardings.new_meshes.empty();
  for (const auto& [func, results] : shardings.func_results)
    for (const auto& r : results) any |= r.has_value();
  if (!any) return false;
  WriteShardings(module, shardings);
  return true;
}

}  // namespace hlx
