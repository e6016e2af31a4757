// What the quantization passes share (quantize_static.h, quantize_weights.h, quantize_dynamic.h): the op
// families `hlx quantize --ops=` names, how a contraction's weight is found, evaluated and quantized, and
// an emitter that inserts the ops of a rewrite before the op it replaces.
//
// The passes rewrite the top-level block of one function (the entry, after `inline`); ops in nested
// regions stay as they are. A weight is an operand computed from constants alone through pure ops
// without regions (a constant, or what transposes, reshapes and converts make of it): its value is
// known when the program is quantized. Weights are quantized symmetrically (zero point 0), per tensor or
// per output feature.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "interp/tensor.h"
#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// The op families the quantization passes may rewrite (a bit set).
enum QuantizableOp : uint32_t {
  kQuantDot = 1u << 0,          // stablehlo.dot_general
  kQuantConv = 1u << 1,         // stablehlo.convolution
  kQuantAdd = 1u << 2,          // stablehlo.add
  kQuantReshape = 1u << 3,      // stablehlo.reshape
  kQuantTranspose = 1u << 4,    // stablehlo.transpose
  kQuantBroadcast = 1u << 5,    // stablehlo.broadcast_in_dim
  kQuantConcatenate = 1u << 6,  // stablehlo.concatenate
  kQuantMaxPool = 1u << 7,      // stablehlo.reduce_window whose body is a maximum
  kQuantGather = 1u << 8,       // stablehlo.gather of a constant table (an embedding)
  kQuantAllOps = (1u << 9) - 1,
};

// A comma-separated list of the names dot, conv, add, reshape, transpose, broadcast, concatenate,
// max_pool and gather (`--ops=dot,conv`), or `none` (no op: the program is only bound and optimized, a
// float baseline); an error names the unknown entry and lists the names.
StatusOr<uint32_t> ParseQuantizableOps(std::string_view list);

struct QuantizeOptions {
  std::string entry = "main";   // the function to rewrite
  uint32_t ops = kQuantAllOps;  // QuantizableOp bits
  bool per_channel = false;     // weights per output feature rather than per tensor
};

// The top-level block of the function the passes rewrite (options.entry); an error when there is none.
StatusOr<Block*> EntryBlock(Module& module, const QuantizeOptions& options);

// Whether `op` is a dot_general or convolution that options.ops lets the passes rewrite.
bool ContractionAllowed(const Op& op, const QuantizeOptions& options);

// Whether `t` is a static tensor of f16, bf16, f32 or f64 elements, the types the passes quantize.
bool IsQuantizableFloat(Type t);

// Whether `v` is computed from constants alone, through pure ops without regions.
bool IsConstantDerived(const Value* v);

// Which operand of a dot_general or convolution is its weight: a convolution's kernel, a dot_general's
// rhs (else its lhs) when it is constant-derived and a float the passes quantize; -1 when none is.
int WeightOperand(const Op& op);

// The dimension of operand `index` (0 or 1) of a dot_general or convolution that holds output features
// (the dimension a per-channel weight is quantized along): a convolution kernel's output feature
// dimension, or the last dimension of a dot_general operand that is neither contracted nor batched;
// -1 when there is none.
int64_t OutputFeatureDim(const Op& op, int index);

// The dimension of the result of a dot_general or convolution that dimension `dim` (an output feature
// dimension, see OutputFeatureDim) of operand `index` becomes.
int64_t ResultDimOf(const Op& op, int index, int64_t dim);

// The value of the constant-derived `v` (in the module's own types), computed by the evaluator; an error
// at the constant's place where its data is elided (dense_resource).
StatusOr<Tensor> EvaluateConstant(Module& module, const Value* v);

// The expressed type of the quantized types the static quantizer gives values of float type `element`:
// f32 for bf16 and f16 (the scales, the dequantized values and every quantize and dequantize then
// compute in f32, rounding once, as the quantizer's calibration assumed; bf16 arithmetic would round
// each step of the formulas), else `element`. The values reach the program's float ops through a
// convert.
ElementType ExpressedFor(ElementType element);

// `w` (a float tensor) quantized to int8 symmetrically, per tensor (axis -1) or with one scale per index of
// dimension `axis`: each scale is the largest magnitude over 127 (1 where all are 0), rounded to the
// float type `expressed`. The result's type is `tensor<...x!quant.uniform<i8:expressed...>>` made in
// `types`.
Tensor QuantizeWeight(TypeContext& types, const Tensor& w, int64_t axis, ElementType expressed);

// Replaces each stablehlo.gather of the top-level block of function `options.entry` (where options.ops
// has kQuantGather) whose operand is a constant-derived float table (an embedding) by a gather of the
// table quantized to int8, symmetrically and per tensor (QuantizeWeight), and a `uniform_dequantize` of
// the rows gathered to the gather's float type: the table is stored as int8 and the gather moves int8
// rows (lower-quantized runs it on the storage integers; a per-axis table could not be). `hlx quantize`
// runs it after the rewrite of every mode. Returns whether it changed anything; an elided table
// (dense_resource) is an error at its place.
StatusOr<bool> QuantizeGatherTables(Module& module, const QuantizeOptions& options);

// Inserts ops into a block before position `index`, each at the location of op `at` (the op a rewrite
// replaces), so that every op of the rewrite points to the source op it came from.
class OpEmitter {
 public:
  using Attrs = std::vector<std::pair<std::string, Attr>>;
  OpEmitter(TypeContext& types, Block& block, size_t index, const Op& at)
      : types_(types), block_(block), index_(index), at_(at) {}

  // A new op of one result; returns the result.
  Value* Emit(OpKind kind, std::vector<Value*> operands, Type type, Attrs attrs = {});
  // Inserts a ready op; returns it.
  Op* Insert(std::unique_ptr<Op> op);
  // A stablehlo.constant holding `value` (quantized values as their storage integers).
  Value* Constant(const Tensor& value);
  // A splat stablehlo.constant of `type` (a float, integer or quantized tensor type), from `storage`, the
  // value of its storage element.
  Value* Splat(Type type, double storage);
  // stablehlo.reduce of `x` over `dims` (increasing) by `combine` (a binary op kind), from the splat
  // `init` of x's element type.
  Value* Reduce(Value* x, std::vector<int64_t> dims, OpKind combine, double init);
  // `op` copied with other operands and result types (attributes, locations and regions kept).
  Op* Copy(const Op& op, std::vector<Value*> operands, std::vector<Type> results);

  size_t index() const { return index_; }
  const Op& at() const { return at_; }

 private:
  TypeContext& types_;
  Block& block_;
  size_t index_;
  const Op& at_;
};

// Calls `rewrite(op, e)` on each op of the entry block (function options.entry) for which `which(op)`
// holds, in block order, `e` inserting before `op`; `rewrite` returns whether it changed anything (ops it
// leaves unused are erased at the end), and the ops it inserts are not visited. Returns whether any call
// changed anything.
StatusOr<bool> RewriteOps(Module& module, const QuantizeOptions& options,
                          const std::function<bool(const Op& op)>& which,
                          const std::function<StatusOr<bool>(Op& op, OpEmitter& e)>& rewrite);

// RewriteOps on each dot_general and convolution that options.ops allows.
StatusOr<bool> RewriteContractions(Module& module, const QuantizeOptions& options,
                                   const std::function<StatusOr<bool>(Op& op, OpEmitter& e)>& rewrite);

}  // namespace hlx
