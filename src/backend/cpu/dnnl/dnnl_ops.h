// oneDNN calls for the CPU backend: one dot_general or convolution op (with an optional epilogue of
// elementwise steps fused into it) becomes a oneDNN primitive, made once when a program is compiled and
// run many times.
//
// Operands and results are in hlx's storage layout: dense, row-major, the op's own dimension order. The
// planner maps the op's dimension numbers onto oneDNN memory descriptors with strides, so that no
// transpose is materialized. A Plan function returns null when oneDNN cannot run the op (element types,
// dimension numbers or attributes it does not take, or hlx built without oneDNN): the caller then uses
// its own path. An error Status means oneDNN failed on an op it said it could run.
//
// Threads: oneDNN runs on the process's OpenMP pool, the same one hlx's kernels use.
#pragma once

#include <memory>
#include <span>
#include <vector>

#include "ir/ir.h"
#include "support/status.h"

namespace hlx::cpu {

// What is fused after the op, applied in order to its result. A binary step reads one extra operand,
// broadcastable to the result (its type says its shape); an eltwise step has none. An integer product
// (s8/u8 x s8 into s32) takes steps only after a first kConvert to f32, and may end with a kConvert to
// s8 or u8 (saturating, as StableHLO's convert does): a requantization done in the primitive.
struct DnnlEpilogue {
  enum class Kind {
    kAdd,       // result + operand
    kSubtract,  // result - operand
    kMultiply,  // result * operand
    kDivide,    // result / operand
    kMaximum,   // max(result, operand)
    kRound,     // round half to even
    kConvert,   // the result converted to `element`
    kRelu,      // max(result, 0)
    kTanh,
    kLogistic,
    kExp,
    kGeluTanh,  // 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
    kGeluErf,   // 0.5 x (1 + erf(x / sqrt(2)))
  };
  struct Step {
    Kind kind;
    Type operand_type;                        // binary steps only; null for eltwise steps
    ElementType element = ElementType::kF32;  // kConvert only
  };
  std::vector<Step> steps;
};

// One planned op. Run is safe to call from several threads at once.
class DnnlOp {
 public:
  virtual ~DnnlOp() = default;
  // `operands`: the op's operands in order, then one per binary epilogue step in order; `result`: the
  // result buffer (the op's result type, or the last epilogue step's).
  virtual Status Run(std::span<const void* const> operands, void* result) const = 0;
  // Says that operand `index` holds the same bytes, `data`, on every run (a constant of the program that
  // outlives the op). An op that would copy that operand into a layout of its own before each run
  // (convolution weights into oneDNN's blocked layouts) copies it once now and keeps the copy; Run then
  // ignores the pointer it is given for that operand. Call before the first Run, from one thread.
  virtual Status SetConstantOperand(int index, const void* data) { return Status::Ok(); }
  // Whether SetConstantOperand made the op a copy of operand `index` of its own, so that Run never reads
  // the bytes it is given for it (the program may then drop its own: ReleaseCopiedConstants).
  virtual bool KeepsConstantOperand(int index) const { return false; }
  // What the compiled plan and hlx bench --profile call a step that runs this op: "library" for a
  // oneDNN primitive, "streaming" for hlx's streaming product (streaming_dot.h) and "packed" for its
  // packed product (packed_dot.h), which run through this interface too.
  virtual const char* kind() const { return "library"; }
};

// Whether hlx was built with oneDNN.
bool DnnlAvailable();

// The narrow float types whose products oneDNN computes with the CPU's own dot-product instructions:
// bf16 on CPUs with AVX512-BF16 or AMX. Empty without oneDNN.
std::vector<ElementType> DnnlNativeNarrowFloats();

// Whether a oneDNN product should take a tanh into its epilogue: on CPUs with AVX-512 (its brgemm
// kernels apply post-ops to each block in registers); without them its GEMM (`gemm:jit`) applies a tanh
// in a slow pass of its own: on an AMD EPYC with AVX2, 16 products of 512 x 128 by 128 x 128, each
// followed by a tanh, took 4.8 to 5.9 ms with the tanh as a post-op against 2.6 with the tanh in a
// kernel after each call. PlanDnnlDot takes a tanh either way. False without oneDNN.
bool DnnlDotTakesTanh();

StatusOr<std::unique_ptr<DnnlOp>> PlanDnnlDot(const Op& dot_general, const DnnlEpilogue& epilogue = {});
// With `bf16_weights`, the op's kernel operand is the bf16 tensor that the convolution's f32 kernel is
// converted from: each run widens it into a buffer of the calling thread, in cache, which oneDNN then
// packs into its layout (oneDNN 2.6 packs bf16 into an f32 layout with its reference code only).
StatusOr<std::unique_ptr<DnnlOp>> PlanDnnlConvolution(const Op& convolution,
                                                      const DnnlEpilogue& epilogue = {},
                                                      bool bf16_weights = false);

// Products of f32 matrices that one of hlx's own ops has laid out itself (winograd_conv.h): Run's
// operands are `a` and `w`, its result `c`, and it computes c[b] = a[b] w[b] for each b < batch, a[b]
// being m x k, w[b] k x n and c[b] m x n, each dense and row-major, matrix b of each at b times its
// stride (in floats; at least the matrix's size). Null without oneDNN.
StatusOr<std::unique_ptr<DnnlOp>> PlanDnnlMatmuls(int64_t batch, int64_t m, int64_t k, int64_t n,
                                                  int64_t a_stride, int64_t w_stride, int64_t c_stride);

}  // namespace hlx::cpu
