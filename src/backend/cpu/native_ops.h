// Native CPU implementations of the data-movement and window ops that neither the fused kernels nor oneDNN
// take: gather, scatter (bodies that replace, one binary op, or scalar code), sort (its comparator compared
// directly or run as compiled scalar code, interp/scalar_region.h) and XLA's ApproxTopK custom call (a
// sort of its inputs, cut or padded), top-k (the mhlo.topk custom call and chlo.top_k), reduce (what fusion
// leaves), reduce_window, select_and_scatter and dynamic_update_slice; and dot_general, dot and convolution
// in the types oneDNN does not take (contraction.h). The executor runs them on the run's buffers directly (a
// `native` step), without the evaluator's Tensor copies in and out.
//
// The data-movement ops move elements as bytes of their storage width and give the evaluator's results
// bit for bit (the contractions too, contraction.h says how): the same index clamping (gather,
// dynamic_update_slice) and skipping of windows out of bounds (scatter), the same update order, the same
// stable merge sort, the same top-k order (floats in total order, ties by lower index). An op they cannot
// plan (an attribute combination the evaluator would reject, a body outside the list) gets no native op,
// and the evaluator runs it.
#pragma once

#include <memory>
#include <span>

#include "ir/ir.h"

namespace hlx::cpu {

class NativeOp {
 public:
  virtual ~NativeOp() = default;
  // Runs the op: `operands` and `results` are the base addresses of the op's operands and results, in
  // order, each a dense row-major buffer of its static type. A result may share its bytes with the
  // operand `InPlaceOperand` names. Safe to call from several threads at once.
  virtual void Run(std::span<const char* const> operands, std::span<char* const> results) const = 0;
  // The operand whose buffer result 0 may take over (the op reads each of its elements before writing
  // the same element of the result), or -1.
  virtual int InPlaceOperand() const { return -1; }
};

// A native implementation of `op` of `module` (static tensor types throughout), or nullptr when there is
// none.
std::unique_ptr<NativeOp> PlanNativeOp(const Op& op, const Module& module);

}  // namespace hlx::cpu
