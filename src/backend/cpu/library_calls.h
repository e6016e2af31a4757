// Which dot_general and convolution ops of a block run as oneDNN calls, and which elementwise ops after
// each the call computes as oneDNN post-ops (its epilogue): bias adds, batch norm's subtract/multiply/
// add, a residual add. Planned before fusion: the ops a call absorbs get no step and are no fusion's.
#pragma once

#include <memory>
#include <unordered_set>
#include <vector>

#include "backend/cpu/dnnl/dnnl_ops.h"
#include "ir/ir.h"
#include "support/status.h"

namespace hlx::cpu {

// A dot_general or convolution that oneDNN runs, with its epilogue. The call's step stands where the last
// epilogue op stands, so every value it reads is defined by then, and writes that op's result; the op
// and the other epilogue ops have no step of their own.
struct LibraryCall {
  const Op* op = nullptr;
  std::vector<const Op*> epilogue_ops;  // in order; each the only reader of the previous one's result
  // Ops before the op whose work the call does: the convert of int8 weights to the f32 rhs of a
  // streaming product, or of bf16 or f16 weights to that of a packed product, which then reads the
  // narrow tensor (operands[1]).
  std::vector<const Op*> prologue_ops;
  std::vector<const Value*> operands;  // the op's operands (as the call reads them), then one per binary
                                       // epilogue step
  std::unique_ptr<DnnlOp> library;

  const Op* last() const { return epilogue_ops.empty() ? op : epilogue_ops.back(); }
};

// Plans every dot_general and convolution of `block` that oneDNN takes, each with the longest prefix of
// its epilogue chain that oneDNN takes. A chain step is the only reader of the previous result, of the
// result's type: a tanh, or an elementwise add, subtract (the chain's value first) or multiply. A binary
// step's other operand is read without the broadcast_in_dim ops that only add dimensions (in their order), as
// oneDNN broadcasts a binary post-op operand whose dimensions are 1 or the result's (`types` makes the type
// of that view); it must be in memory when the call runs: an argument, a constant, the result of a call
// planned before, or a value no chain could absorb. Returns the calls in program order.
StatusOr<std::vector<LibraryCall>> PlanLibraryCalls(const Block& block, TypeContext& types);

// The ops that get no step because calls compute them: each call's op when it has an epilogue, its
// prologue and epilogue ops, and the broadcasts whose every reader is absorbed.
std::unordered_set<const Op*> AbsorbedOps(const Block& block, const std::vector<LibraryCall>& calls);

}  // namespace hlx::cpu
