// What the optimization passes share: which ops are pure, walking every block of a module, making and
// cloning ops, and the small attribute and constant helpers rewrites use.
//
// An op is pure when its only effect is its results: it can be removed when they are unused, merged with
// an identical op, and (given constant operands) folded. Ops with the kSideEffect or kCollective trait
// (ops.def), custom calls (but for the targets listed in rewrite.cc), calls and composites (whose callees
// may have effects), terminators and functions are not; an op with regions is pure when every op in
// them is.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "ir/ir.h"

namespace hlx {

bool IsPure(const Op& op);

// Calls `fn` on every block of every op of the module, nested regions included; a block's nested
// blocks come after it. `fn` may change the ops of the block it is given (not of other blocks).
void ForEachBlock(Module& module, const std::function<void(Block&)>& fn);
void ForEachBlockIn(Op& op, const std::function<void(Block&)>& fn);

// A new op of `kind` at `at`'s location (source and producer location) with these operands and result
// types; attributes are set by the caller.
std::unique_ptr<Op> MakeOpAt(const Op& at, OpKind kind, std::span<Value* const> operands,
                             std::span<const Type> results);

// A copy of `op` (attributes, locations, regions) whose operands are read through `map` (a value that is
// not in `map` is used as it is); the copy's results and nested values are added to `map`.
std::unique_ptr<Op> CloneOp(const Op& op, std::unordered_map<const Value*, Value*>& map);

// The position of `op` in its block.
size_t IndexInBlock(const Op& op);

// Erases the pure ops of `block` whose results are all unused, last to first (so a chain of dead ops
// goes in one sweep); returns whether it erased any. Ops without results are kept.
bool EraseDeadOps(Block& block);

// Erases the ops of `candidates` that lie in `block`, are pure and have unused results, last to first,
// and with them the ops of `block` that only they used. Returns whether it erased any.
bool EraseUnusedCandidates(Block& block, std::unordered_set<Op*> candidates);

// Whether `v` is a tensor of a static shape.
bool IsStaticTensor(const Value* v);

// An i64 dense array attribute (`array<i64: 1, 2>`), as ops' dimension lists are written.
Attr I64Array(std::span<const int64_t> values);

// The dense elements of a stablehlo.constant (or an arith.constant of a tensor, as torch-mlir writes
// shape values), or a null Attr when `v` is not defined by one.
Attr ConstantValue(const Value* v);

}  // namespace hlx
