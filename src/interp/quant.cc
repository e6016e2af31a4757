// Uniform quantization: the spec's quantize and dequantize (per-tensor and per-axis), and the ops
// uniform_quantize (float to quantized, and requantization) and uniform_dequantize.
//
// Each step of the spec's formulas is a tensor op in the expressed type, so every intermediate is rounded
// to the expressed type: scale and zero point are constants of that type, x / scale and + zero point
// round once each, and the clamped value rounds half to even to the storage integer.
#include <algorithm>
#include <cmath>

#include "interp/kernels.h"

namespace hlx {
namespace {

// `value` rounded to the float element type `type`.
double RoundTo(ElementType type, double value) {
  char buffer[16];
  StoreFloat(type, buffer, value);
  return LoadFloat(type, buffer);
}

// For each element of a tensor of `shape` quantized with `q`: which scale and zero point apply (0 for
// per-tensor quantization, the index along the quantized dimension for per-axis).
std::vector<int64_t> ParamIndices(const QuantParams& q, std::span<const int64_t> shape) {
  std::vector<int64_t> indices(NumElements(shape), 0);
  if (q.quantized_dimension < 0) return indices;
  const int64_t d = q.quantized_dimension;
  const int64_t inner = Strides(shape)[d];
  for (size_t i = 0; i < indices.size(); ++i) indices[i] = (static_cast<int64_t>(i) / inner) % shape[d];
  return indices;
}

}  // namespace

Tensor Dequantize(const Tensor& t, Type expressed_type) {
  const QuantParams& q = t.type().element_type().quant();
  const std::vector<int64_t> storage = ReadInts(t);
  const std::vector<int64_t> param = ParamIndices(q, t.shape());
  std::vector<double> values(storage.size());
  for (size_t i = 0; i < storage.size(); ++i) {
    const double shifted = RoundTo(q.expressed, static_cast<double>(storage[i] - q.zero_points[param[i]]));
    values[i] = shifted * RoundTo(q.expressed, q.scales[param[i]]);
  }
  return MakeFloats(expressed_type, values);
}

Tensor Quantize(const Tensor& t, Type type) {
  const QuantParams& q = type.element_type().quant();
  const std::vector<double> x = ReadFloats(t);
  const std::vector<int64_t> param = ParamIndices(q, t.shape());
  const double lo = RoundTo(q.expressed, static_cast<double>(q.storage_min));
  const double hi = RoundTo(q.expressed, static_cast<double>(q.storage_max));
  std::vector<int64_t> storage(x.size());
  for (size_t i = 0; i < x.size(); ++i) {
    const int64_t zero_point = q.zero_points[param[i]];
    const double scaled = RoundTo(q.expressed, x[i] / RoundTo(q.expressed, q.scales[param[i]]));
    const double shifted =
        RoundTo(q.expressed, scaled + RoundTo(q.expressed, static_cast<double>(zero_point)));
    // The spec leaves converting a NaN to an integer open; like StableHLO's reference interpreter, hlx
    // takes it to 0 (kept within the storage range).
    if (std::isnan(shifted)) {
      storage[i] = std::clamp<int64_t>(0, q.storage_min, q.storage_max);
      continue;
    }
    storage[i] = static_cast<int64_t>(std::nearbyint(std::clamp(shifted, lo, hi)));
  }
  return MakeInts(type, storage);
}

Results EvalUniformQuantize(const OpCall& c) {
  const Tensor& operand = c.args[0];
  const Type result_type = c.result_types[0];
  if (!result_type.element_type().IsQuant()) return c.Error("must produce a quantized tensor");
  if (!operand.type().element_type().IsQuant()) {
    if (!IsFloat(operand.element())) return c.Error("quantizes floats or quantized tensors only");
    return std::vector<Tensor>{Quantize(operand, result_type)};
  }
  const QuantParams& from = operand.type().element_type().quant();
  const Type expressed = c.ctx.types().Tensor(operand.shape(), c.ctx.types().Element(from.expressed));
  return std::vector<Tensor>{Quantize(Dequantize(operand, expressed), result_type)};
}

Results EvalUniformDequantize(const OpCall& c) {
  const Tensor& operand = c.args[0];
  if (!operand.type().element_type().IsQuant()) return c.Error("dequantizes quantized tensors only");
  if (!IsFloat(c.result_types[0].element_type().element())) return c.Error("must produce a tensor of floats");
  return std::vector<Tensor>{Dequantize(operand, c.result_types[0])};
}

}  // namespace hlx
