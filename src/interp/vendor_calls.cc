// Custom calls of vendors' exporters that the evaluator implements, so that programs exported for other
// devices run here.
//
// AWS Neuron (torch-neuronx) writes softmax as custom calls:
//   AwsNeuronSoftmax(x)             y = exp(x - max(x)) / sum(exp(x - max(x))) along one dimension;
//   AwsNeuronSoftmaxBackward(dy, y) dx = y * (dy - sum(dy * y)) along that dimension, given the upstream
//                                   gradient dy and the forward output y.
// The dimension is backend_config, a decimal integer ("3"); without one, the last dimension. (In the
// exported programs read so far the value always names the last dimension of the operand.)
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "interp/kernels.h"

namespace hlx {

namespace {

// The softmax dimension of a call on operands of rank `rank`.
StatusOr<int64_t> SoftmaxDim(const OpCall& c, int64_t rank) {
  Attr config = c.op.attr("backend_config");
  if (!config.Is(AttrKind::kString) || config.string_value().empty()) return rank - 1;
  const std::string& s = config.string_value();
  int64_t dim = 0;
  for (char ch : s) {
    if (ch < '0' || ch > '9' || dim > rank)
      return c.Error("expected backend_config to be a dimension, found \"" + s + "\"");
    dim = dim * 10 + (ch - '0');
  }
  if (dim >= rank)
    return c.Error("softmax dimension " + s + " is out of range for rank " + std::to_string(rank));
  return dim;
}

// Calls `row(offset, stride, n)` for every line of `shape` along `dim`: elements offset + k * stride.
template <typename F>
void ForEachLine(std::span<const int64_t> shape, int64_t dim, F row) {
  int64_t inner = 1, outer = 1;
  for (int64_t i = dim + 1; i < static_cast<int64_t>(shape.size()); ++i) inner *= shape[i];
  for (int64_t i = 0; i < dim; ++i) outer *= shape[i];
  const int64_t n = shape[dim];
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) row(o * n * inner + i, inner, n);
}

Results Softmax(const OpCall& c, bool backward) {
  const size_t arity = backward ? 2 : 1;
  if (c.args.size() != arity || c.result_types.size() != 1)
    return c.Error(std::string("expected ") + (backward ? "two operands" : "one operand") +
                   " and one result");
  for (const Tensor& t : c.args)
    if (!t.is_tensor() || !IsFloat(t.element()) || t.type() != c.result_types[0])
      return c.Error("expected float operands of the result's type, found " + t.type().ToString());
  const Tensor& x = c.args[0];
  if (x.rank() == 0) return c.Error("expected an operand of rank 1 or more");
  HLX_ASSIGN_OR_RETURN(int64_t dim, SoftmaxDim(c, x.rank()));
  std::vector<double> a = ReadFloats(x);
  std::vector<double> out(a.size());
  if (backward) {
    std::vector<double> y = ReadFloats(c.args[1]);
    ForEachLine(x.shape(), dim, [&](int64_t off, int64_t stride, int64_t n) {
      double dot = 0;
      for (int64_t k = 0; k < n; ++k) dot += a[off + k * stride] * y[off + k * stride];
      for (int64_t k = 0; k < n; ++k)
        out[off + k * stride] = y[off + k * stride] * (a[off + k * stride] - dot);
    });
  } else {
    ForEachLine(x.shape(), dim, [&](int64_t off, int64_t stride, int64_t n) {
      double max = -HUGE_VAL;
      for (int64_t k = 0; k < n; ++k) max = std::max(max, a[off + k * stride]);
      double sum = 0;
      for (int64_t k = 0; k < n; ++k) sum += (out[off + k * stride] = std::exp(a[off + k * stride] - max));
      for (int64_t k = 0; k < n; ++k) out[off + k * stride] /= sum;
    });
  }
  return std::vector<Tensor>{MakeFloats(c.result_types[0], out)};
}

}  // namespace

std::optional<Results> EvalVendorCustomCall(const OpCall& c, std::string_view target) {
  if (target == "AwsNeuronSoftmax") return Softmax(c, false);
  if (target == "AwsNeuronSoftmaxBackward") return Softmax(c, true);
  return std::nullopt;
}

}  // namespace hlx
