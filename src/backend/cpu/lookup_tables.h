// Lookup tables for the CPU backend's kernels: a fused value computed by elementwise ops from one value
// of at most 16 bits (bf16, f16, 8- and 16-bit integers) and constants takes at most 65536 values, which
// the evaluator computes once, when the program is compiled; the kernel reads them from a table indexed
// by that value's bits instead of computing them.
//
// A bf16 chain pays most: each of its ops rounds its f32 result to bf16 (as the spec and the evaluator
// do), which costs more instructions than the op, so that a bf16 GELU computed on AVX2 ran at half the
// speed of the f32 one it is half the bytes of. The table holds the evaluator's results, so a kernel that
// reads one computes bit for bit what the evaluator does, IEEE denormals included (also where the program
// runs with denormals flushed).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "backend/cpu/kernel_emitter.h"
#include "interp/evaluator.h"
#include "ir/ir.h"

namespace hlx::cpu {

// What a value of a fused chain costs to compute, per element, in the units of a table read (about one
// vector instruction per lane group): a math function 20, a bf16 result's rounding 5 more, an f16's 2
// more, another op 1. A table pays where its chain costs at least kMinTableCost.
inline constexpr int kMinTableCost = 24;

// Chooses and fills the tables of kernels. One serves the kernels of one program (of one kernel
// library): tables of the same chain and constants are filled once, and each distinct table gets a
// symbol of its own, hlx.table.N.
class LookupTables {
 public:
  // `evaluator` evaluates the ops of the module the kernels compute (OpEvaluator::EvaluateElementwise);
  // `types` is that module's type context. With `flush_denormals` (the program runs with FTZ and DAZ)
  // the chain is evaluated as the computed kernel runs it: every f32, bf16 or f64 denormal it reads or
  // makes, the index and each step's value, is the zero of its sign.
  LookupTables(const OpEvaluator& evaluator, TypeContext& types, bool flush_denormals = false)
      : evaluator_(evaluator), types_(types), flush_denormals_(flush_denormals) {}

  // The tables worth reading in the kernel of `spec` (whose `tables` it ignores): for each fused value
  // that the kernel needs (its results, and operands of ops not of its chain) and that is computed from
  // one index of at most 16 bits at a cost of at least kMinTableCost, in a kernel of at least as many
  // elements as the table has entries, a table of its values; the costliest first, up to 1 MiB of
  // tables (four of 16-bit indices: a kernel touches the entries of the values it reads, which for
  // activations are a few thousand of a bf16's 65536). A chain the evaluator cannot run on every index
  // gets no table.
  std::vector<LookupTable> Plan(const KernelSpec& spec);

 private:
  struct Filled {
    std::shared_ptr<const std::vector<uint32_t>> entries;  // null: the evaluator failed
    std::string symbol;
  };
  // The table of `value`, computed by `chain` (program order) from `index`; `key` is that chain as
  // text, its ops, constants and element types.
  const Filled& Fill(const std::string& key, const Value* value, const Value* index,
                     const std::vector<const Op*>& chain);

  const OpEvaluator& evaluator_;
  TypeContext& types_;
  const bool flush_denormals_;
  std::unordered_map<std::string, Filled> filled_;  // by key
  int tables_filled_ = 0;
};

}  // namespace hlx::cpu
