// The kernel emitter of the CPU backend: each loop fusion (a group of elementwise and data-movement ops
// with one root, or a reduce or reduce_window and its fused producers) becomes one LLVM IR function that
// computes the root's elements (and, for a fusion of same-element ops, those of its other outputs).
// jit.h compiles a program's kernels; math_ir.h emits the math they call.
//
// A kernel has the signature KernelFn (program.h). Its loop nest runs over the root's shape viewed as
// [outer, inner]: inner is the contiguous last dimension (or, for fusions whose ops all read their
// operands at the root's own element, a block of the flattened elements), and [begin, end) selects
// outer iterations, so that the executor can split a kernel over threads. Values are computed in f32
// for f32, bf16 and f16 (rounded to the element type after every op, as the evaluator rounds) and in
// their own width otherwise.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace llvm {
class AssumptionCache;
class DominatorTree;
class Function;
class LLVMContext;
class Module;
}  // namespace llvm

namespace hlx::cpu {

// Whether every element of `v` is the same: a one-element tensor or a splat constant. Kernels read
// such operands once.
bool IsUniform(const Value* v);

// Whether the emitter can compute `op` inside a fusion (its kind, element types and attributes).
bool CanEmit(const Op& op);

// A value of a kernel read from a table instead of computed: `value` is computed by elementwise ops
// from `index` alone (and constants), and `index`, of at most 16 bits, selects its entry by its bits
// (lookup_tables.h).
struct LookupTable {
  const Value* value;  // a fused op's result
  const Value* index;  // a fused op's result or a kernel operand of 8 or 16 bits
  // Per bit pattern of `index` (its storage bits, unsigned): the bits of `value` as the kernel computes
  // them (f32, bf16 and f16 as the f32 of the value; integers zero-extended).
  std::shared_ptr<const std::vector<uint32_t>> entries;
  // The symbol the kernel reads `entries` at (an external constant the kernel library defines): one per
  // distinct table of a program.
  std::string symbol;
};

// One kernel to emit.
struct KernelSpec {
  std::vector<const Op*> ops;          // in program order; the last is the root
  std::vector<const Value*> operands;  // the values read from outside the fusion, in KernelFn order
  // Ops besides the root whose results the kernel writes too (KernelFn's results 1, 2, ...; the root's
  // is result 0), at the root's index: of the root's element count in a kernel whose every op reads its
  // operands at the element it writes, else of the root's shape (schedule::Fusion::outputs).
  std::vector<const Op*> outputs;
  std::vector<LookupTable> tables;  // values the kernel reads from tables
};

// Where a kernel's loops split the root's elements.
struct KernelShape {
  int64_t trip_count = 0;  // outer iterations
  int64_t grain = 1;       // outer iterations per thread chunk
  // Every fused op reads its operands at the element it writes (no reduction): the result may take
  // over the bytes of an operand of its size that dies here, each element read before it is written.
  bool same_element = false;
};

// What a kernel computes, as text: each op's name, result type and attributes (and a reduce's combiner),
// and where its operands come from (an earlier op of the fusion, or a kernel operand, its type and
// whether the kernel reads it as one element), and the tables it reads. Specs of the same signature get
// the same kernel.
std::string KernelSignature(const KernelSpec& spec);

// Emits the kernel of `spec` (every op CanEmit takes) as the function `name` of `module`, and sets
// `shape` to where its loops split. Returns the function. With `stream_result`, the kernel has
// kStreamStoresAttribute and stores its result past the caches where the result is aligned as
// kTensorAlignment says (elsewhere it runs a twin, `name`.through_cache, that does not).
// `entries_one_by_one` says that the CPU's gathers are slow (kReadsTablesAttribute): a kernel that
// only moves table entries then keeps its loops scalar, and writes a streamed result read from a table
// by a kernel operand several elements to a 64-bit store.
llvm::Function* EmitKernel(llvm::LLVMContext& ctx, llvm::Module& module, const KernelSpec& spec,
                           const std::string& name, KernelShape* shape, bool stream_result = false,
                           bool entries_one_by_one = false);

// The bytes of the results a kernel of `spec` writes.
int64_t ResultBytes(const KernelSpec& spec);

// A kernel that reads lookup tables carries this attribute. The loop vectorizer reads a table's entries
// for a vector of lanes with a gather instruction; where the CPU's gathers are slow (LLVM's
// "fast-gather" is not among its features: AMD's Zen), the JIT has it load them one by one instead
// (LLVM's "prefer-no-gather"), which took 0.06 ms where gathers took 0.08 on a bf16 GELU of 256 x 1024
// in cache (2 AVX2 Zen 3 cores; 64M elements: 15.5-19.9 against 20.5-21.0 ms). An elementwise kernel
// there whose results are only moved (entries selected by indices it loads, or its operands: a lone
// GELU) keeps its loops scalar: the vector loop's inserts and extracts cost more than the loads they
// gather (a bf16 GELU of 64M elements on 2 AVX-512 Zen 4 cores: 8.4-10.7 against 11.0-13.7 ms). Such a
// kernel whose result is streamed loads 16 bytes of entries into the lanes of a vector and streams it:
// 11.46 ms against 13.97 for 64-bit words packed by shifts and ors (medians of 10 alternating runs on 2
// Zen 4 cores), which had taken 6.8-8.0 against 8.0-10.1 one by one on a Zen 5. EmitKernel's
// entries_one_by_one makes both choices.
inline constexpr char kReadsTablesAttribute[] = "hlx-reads-tables";

// Streaming stores. A result larger than the last-level cache is evicted before anyone reads it again,
// and a store that misses the cache first reads the line it writes: a third stream beside an
// elementwise kernel's read and write. x86's non-temporal stores (movntps) write whole lines to memory
// without that read (a 64M-element multiply by a constant: 26 -> 15 ms on two AVX2 cores). They must be
// aligned to their size, which only the loop vectorizer's output shows: the kernel carries this
// attribute and StreamStores runs after the vectorizer.
inline constexpr char kStreamStoresAttribute[] = "hlx-stream-stores";

// Makes each vector store and each 64-bit integer store of `f` whose address is known (from its own
// alignment, or from `assumptions` as `dominators` order them) to be aligned to its size non-temporal, and
// fences them (sfence) before `f` returns: they are weakly ordered, and a thread told by a plain store that
// the kernel is done could otherwise read the result before it reached memory. x86 only. Returns whether it
// changed `f`.
bool StreamStores(llvm::Function& f, llvm::AssumptionCache& assumptions,
                  const llvm::DominatorTree& dominators);

}  // namespace hlx::cpu
