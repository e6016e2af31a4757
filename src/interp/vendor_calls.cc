// Custom calls of vendors' exporters that hlx implements (BuiltinCall, custom_calls.h), so that programs
// exported for other devices run here.
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

#include "interp/custom_calls.h"

namespace hlx {

namespace {

// The softmax dimension of a call on operands of rank `rank`.
StatusOr<int64_t> SoftmaxDim(const BuiltinSite& site, int64_t rank) {
  Attr config = site.op.attr("backend_config");
  if (!config.Is(AttrKind::kString) || config.string_value().empty()) return rank - 1;
  const std::string& s = config.string_value();
  int64_t dim = 0;
  for (char ch : s) {
    if (ch < '0' || ch > '9' || dim > rank)
      return site.Error("expected backend_config to be a dimension, found \"" + s + "\"");
    dim = dim * 10 + (ch - '0');
  }
  if (dim >= rank)
    return site.Error("softmax dimension " + s + " is out of range for rank " + std::to_string(rank));
  return dim;
}

// Softmax or its gradient along one dimension, computed in double and rounded to the element type.
class SoftmaxCall final : public BuiltinCall {
 public:
  static StatusOr<std::unique_ptr<BuiltinCall>> Prepare(const BuiltinSite& site, bool backward) {
    const size_t arity = backward ? 2 : 1;
    if (site.operand_types.size() != arity || site.result_types.size() != 1)
      return site.Error(std::string("expected ") + (backward ? "two operands" : "one operand") +
                        " and one result");
    const Type type = site.result_types[0];
    for (Type t : site.operand_types)
      if (!t.IsTensor() || !t.element_type().IsElement() || !IsFloat(t.element_type().element()) || t != type)
        return site.Error("expected float operands of the result's type, found " + t.ToString());
    if (type.rank() == 0) return site.Error("expected an operand of rank 1 or more");
    HLX_ASSIGN_OR_RETURN(int64_t dim, SoftmaxDim(site, type.rank()));
    auto call = std::make_unique<SoftmaxCall>();
    call->backward_ = backward;
    call->element_ = type.element_type().element();
    // Lines of n elements `inner` apart, `outer` x `inner` of them.
    call->n_ = type.dims()[dim];
    for (int64_t i = dim + 1; i < type.rank(); ++i) call->inner_ *= type.dims()[i];
    for (int64_t i = 0; i < dim; ++i) call->outer_ *= type.dims()[i];
    return std::unique_ptr<BuiltinCall>(std::move(call));
  }

  Status Run(std::span<const char* const> operands, std::span<char* const> results) const override {
    const int width = ElementStorageBytes(element_);
    std::vector<double> a(n_), y(n_), out(n_);
    auto load = [&](const char* base, int64_t offset, std::vector<double>& line) {
      for (int64_t k = 0; k < n_; ++k) line[k] = LoadFloat(element_, base + (offset + k * inner_) * width);
    };
    for (int64_t o = 0; o < outer_; ++o)
      for (int64_t i = 0; i < inner_; ++i) {
        const int64_t offset = o * n_ * inner_ + i;
        load(operands[0], offset, a);
        if (backward_) {
          load(operands[1], offset, y);
          double dot = 0;
          for (int64_t k = 0; k < n_; ++k) dot += a[k] * y[k];
          for (int64_t k = 0; k < n_; ++k) out[k] = y[k] * (a[k] - dot);
        } else {
          double max = -HUGE_VAL;
          for (int64_t k = 0; k < n_; ++k) max = std::max(max, a[k]);
          double sum = 0;
          for (int64_t k = 0; k < n_; ++k) sum += (out[k] = std::exp(a[k] - max));
          for (int64_t k = 0; k < n_; ++k) out[k] /= sum;
        }
        for (int64_t k = 0; k < n_; ++k)
          StoreFloat(element_, results[0] + (offset + k * inner_) * width, out[k]);
      }
    return Status::Ok();
  }

 private:
  bool backward_ = false;
  ElementType element_ = ElementType::kF32;
  int64_t n_ = 0, inner_ = 1, outer_ = 1;
};

}  // namespace

StatusOr<std::unique_ptr<BuiltinCall>> PrepareVendorCall(const BuiltinSite& site) {
  return SoftmaxCall::Prepare(site, site.target == "AwsNeuronSoftmaxBackward");
}

}  // namespace hlx
