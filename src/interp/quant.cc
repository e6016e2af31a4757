// Uniform quantization: the spec's quantize and dequantize (per-tensor and per-axis), and the ops
// uniform_quantize (float to quantized, and requantization) and uniform_dequantize.
//
// Each step of the spec's formulas is a tensor op in the expressed type, so every intermediate is rounded
// to the expressed type: scale and zero point are constants of that type, x / scale and + zero point
// round once each, and the clamped value rounds half to even to the storage integer.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "interp/kernels.h"

namespace hlx {
namespace {

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

// The index of the scale and zero point of each element, computed as it goes (ParamIndices without the
// vector): 0 for per-tensor quantization.
class ParamCursor {
 public:
  ParamCursor(const QuantParams& q, std::span<const int64_t> shape)
      : inner_(q.quantized_dimension < 0 ? 0 : Strides(shape)[q.quantized_dimension]),
        size_(q.quantized_dimension < 0 ? 1 : shape[q.quantized_dimension]) {}
  int64_t operator()(int64_t i) const { return inner_ == 0 ? 0 : (i / inner_) % size_; }

 private:
  int64_t inner_, size_;
};

// The storage integers of an i8 or i32 tensor, or of any other storage type through LoadInt.
template <typename F>
void ForEachStored(const Tensor& t, F f) {
  const int64_t n = t.num_elements();
  if (t.element() == ElementType::kSI8) {
    const int8_t* p = reinterpret_cast<const int8_t*>(t.data());
    for (int64_t i = 0; i < n; ++i) f(i, p[i]);
  } else if (t.element() == ElementType::kSI32) {
    int32_t v;
    for (int64_t i = 0; i < n; ++i) {
      std::memcpy(&v, t.data() + i * 4, 4);
      f(i, v);
    }
  } else {
    const int width = t.element_bytes();
    for (int64_t i = 0; i < n; ++i) f(i, LoadInt(t.element(), t.data() + i * width));
  }
}

// f32 expressed values: each step of the formulas below in float arithmetic, which rounds every result
// to f32 once, as computing it in double and rounding to f32 does (a product of two floats is exact in
// double; a double quotient or sum of two floats rounds to the correctly rounded float, double having
// more than 2 * 24 + 2 bits).
Tensor DequantizeF32(const Tensor& t, Type expressed_type) {
  const QuantParams& q = t.type().element_type().quant();
  const ParamCursor param(q, t.shape());
  std::vector<float> scales(q.scales.begin(), q.scales.end());
  Tensor out = Tensor::Zeros(expressed_type);
  float* dst = reinterpret_cast<float*>(out.mutable_data());
  ForEachStored(t, [&](int64_t i, int64_t stored) {
    const int64_t p = param(i);
    dst[i] = static_cast<float>(stored - q.zero_points[p]) * scales[p];
  });
  return out;
}

Tensor QuantizeF32(const Tensor& t, Type type) {
  const QuantParams& q = type.element_type().quant();
  const ParamCursor param(q, t.shape());
  std::vector<float> scales(q.scales.begin(), q.scales.end()), zero_points;
  for (int64_t z : q.zero_points) zero_points.push_back(static_cast<float>(z));
  const float lo = static_cast<float>(q.storage_min), hi = static_cast<float>(q.storage_max);
  const int64_t nan_storage = std::clamp<int64_t>(0, q.storage_min, q.storage_max);
  const float* x = reinterpret_cast<const float*>(t.data());
  Tensor out = Tensor::Zeros(type);
  const ElementType storage = out.element();
  const int width = out.element_bytes();
  char* dst = out.mutable_data();
  for (int64_t i = 0; i < t.num_elements(); ++i) {
    const int64_t p = param(i);
    const float shifted = x[i] / scales[p] + zero_points[p];
    const int64_t stored =
        std::isnan(shifted) ? nan_storage : static_cast<int64_t>(std::nearbyint(std::clamp(shifted, lo, hi)));
    if (storage == ElementType::kSI8) {
      dst[i] = static_cast<char>(stored);
    } else {
      StoreInt(storage, dst + i * width, stored);
    }
  }
  return out;
}

}  // namespace

Tensor Dequantize(const Tensor& t, Type expressed_type) {
  const QuantParams& q = t.type().element_type().quant();
  if (q.expressed == ElementType::kF32 && expressed_type.storage_element() == ElementType::kF32)
    return DequantizeF32(t, expressed_type);
  const std::vector<int64_t> storage = ReadInts(t);
  const std::vector<int64_t> param = ParamIndices(q, t.shape());
  std::vector<double> values(storage.size());
  for (size_t i = 0; i < storage.size(); ++i) {
    const double shifted = RoundFloat(q.expressed, static_cast<double>(storage[i] - q.zero_points[param[i]]));
    values[i] = shifted * RoundFloat(q.expressed, q.scales[param[i]]);
  }
  return MakeFloats(expressed_type, values);
}

Tensor Quantize(const Tensor& t, Type type) {
  const QuantParams& q = type.element_type().quant();
  if (q.expressed == ElementType::kF32 && t.element() == ElementType::kF32) return QuantizeF32(t, type);
  const std::vector<double> x = ReadFloats(t);
  const std::vector<int64_t> param = ParamIndices(q, t.shape());
  const double lo = RoundFloat(q.expressed, static_cast<double>(q.storage_min));
  const double hi = RoundFloat(q.expressed, static_cast<double>(q.storage_max));
  std::vector<int64_t> storage(x.size());
  for (size_t i = 0; i < x.size(); ++i) {
    const int64_t zero_point = q.zero_points[param[i]];
    const double scaled = RoundFloat(q.expressed, x[i] / RoundFloat(q.expressed, q.scales[param[i]]));
    const double shifted =
        RoundFloat(q.expressed, scaled + RoundFloat(q.expressed, static_cast<double>(zero_point)));
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
