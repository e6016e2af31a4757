// Sharding rules: how the dimensions of an op's operands and results correspond, as factors (Shardy's
// OpShardingRule). A factor is one piece of the op's iteration space; each tensor dimension is a list of
// factors, major to minor (several where a reshape merges or splits dimensions), or none. Splitting a
// factor over mesh axes splits every dimension it is in the same way, which is what propagation
// (propagate.h) uses to carry a sharding from one tensor of an op to the others:
//
//   dot_general [b,i,k] x [b,k,j] -> [b,i,j]:   ([b, i, k], [b, k, j])->([b, i, j]), k a reduction
//   reshape [6,4] -> [2,12]:                    ([ij, k])->([i, jk]) {i=2, j=3, k=4}
//
// Control flow and calls (while, case, if, func.call, returns, optimization_barrier, sharding
// constraints) are not rules: propagation ties the values that flow into one another directly.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

enum class FactorKind : uint8_t {
  kPassThrough,      // every tensor that has it holds the same slice of it
  kReduction,        // in operands only: splitting it leaves partial results to be summed
  kNeedReplication,  // must stay whole on every device (a sort dimension, a factorization's matrix)
  kPermutation,      // splitting it makes devices exchange data (concatenate, pad, slice, windows)
};

struct ShardingRule {
  std::vector<int64_t> factor_sizes;  // kDynamic where the size is not static
  std::vector<FactorKind> factor_kinds;
  // Per operand, then per result: per dimension, its factors, major to minor.
  std::vector<std::vector<std::vector<int>>> operands, results;
  bool custom = false;  // written by the producer (`custom` in the rule's text)

  int num_factors() const { return static_cast<int>(factor_sizes.size()); }
  // Whether every factor passes through and is in every tensor of rank above 0, each dimension one
  // factor: elementwise ops, transposes, data flow. Propagation runs these first.
  bool IsPointwise() const;
  bool HasReduction() const;
  // Shardy's text: `([i, j], [j, k])->([i, k]) {i=2, j=4, k=8} reduction={j}`.
  std::string ToString() const;
};

// The rule of `op`, or nullopt where sharding does not pass through it (an op hlx has no rule for, an
// op of dynamic shapes or of no elements). A custom call's rule is the `sdy.sharding_rule` attribute
// (or the `xla.sdy.sharding_rule` frontend attribute) it carries, else one for the targets whose meaning
// is known; a malformed one is an error at the op.
StatusOr<std::optional<ShardingRule>> GetShardingRule(const Module& module, const Op& op);

// `#sdy.op_sharding_rule<([i, j])->([i]) {i=4, j=2} reduction={j}, custom>` for an op with the given
// operand and result ranks.
StatusOr<ShardingRule> ParseShardingRule(std::string_view text, const std::vector<int64_t>& operand_ranks,
                                         const std::vector<int64_t>& result_ranks);

}  // namespace hlx
