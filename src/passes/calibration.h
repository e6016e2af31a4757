// Calibration for post-training quantization: the range of values a tensor takes, estimated from the
// values it took while the float program ran on representative inputs, and the int8 quantization
// parameters of a range.
//
// A RangeObserver sees one tensor's values, sample by sample; what it keeps depends on the method:
//   min-max          the smallest and largest value over every sample;
//   average-min-max  the mean over the samples of each sample's smallest and largest value;
//   percentile:P     the values at quantiles (100 - P)% and P% of all samples' values together, read from
//                    a histogram (so the P% in the middle fall inside the range);
//   mse              the clipping range whose int8 quantization has the least mean squared error over all
//                    samples' values, searched on a histogram.
// The histogram methods take two passes over the samples: the first finds the smallest and largest
// value, the second counts the values into kBins equal bins between them. Values that are not finite
// (the -inf of a mask, a NaN) are left out of every statistic. Every range holds 0, so that zero (the
// padding of a convolution, a relu's floor) is exactly representable.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "ir/types.h"
#include "support/status.h"

namespace hlx {

enum class CalibrationMethod { kMinMax, kAverageMinMax, kPercentile, kMse };

struct Calibration {
  CalibrationMethod method = CalibrationMethod::kMinMax;
  double percentile = 99.99;  // kPercentile: P, in [50, 100]
};

// `min-max`, `average-min-max`, `percentile:P` (50 <= P <= 100) or `mse`; an error says what was expected.
StatusOr<Calibration> ParseCalibration(std::string_view text);
// Whether `calibration` needs the second pass (AddToHistogram).
bool NeedsHistogram(const Calibration& calibration);

struct Range {
  double min = 0;
  double max = 0;
};

// How the int8 values represent a range: with a zero point over [min, max] (activations), or with zero
// point 0 over [-a, a], a the larger magnitude of the two ends (weights, and the rhs of a contraction,
// whose zero point the spec fixes at 0).
enum class Symmetry { kAsymmetric, kSymmetric };

// The parameters of `!quant.uniform<i8:EXPRESSED, scale:zero_point>` for `range` (widened to hold 0):
// asymmetric, scale (max - min) / 255 and the zero point that maps min to -128 (rounded half to even);
// symmetric, scale a / 127 and zero point 0. The scale is rounded to `expressed`, the precision the
// quantized ops compute it in; a range of one point (0) gets scale 1.
QuantParams Int8Params(Range range, Symmetry symmetry, ElementType expressed);
// `x` quantized with `q` (per-tensor) and dequantized back, in double: the value int8 keeps of `x`.
double FakeQuantize(double x, const QuantParams& q);

class RangeObserver {
 public:
  static constexpr int kBins = 2048;

  // First pass: one sample's values.
  void AddSample(std::span<const double> values);
  // Second pass, for the histogram methods: the same samples' values again.
  void AddToHistogram(std::span<const double> values);
  // The estimated range, for values to be quantized with `symmetry` (mse simulates that quantization;
  // the other methods ignore it). Without finite values, [0, 0].
  Range Estimate(const Calibration& calibration, Symmetry symmetry) const;

  int64_t samples() const { return samples_; }

 private:
  // The value at fraction `q` (0..1) of the counted values, interpolated within its bin.
  double Quantile(double q) const;
  Range MseRange(Symmetry symmetry) const;
  // The mean squared error of quantizing the counted values into `range`.
  double QuantizationError(Range range, Symmetry symmetry) const;

  double min_ = 0, max_ = 0;  // over every finite value (valid when finite_ > 0)
  int64_t finite_ = 0;
  double sum_min_ = 0, sum_max_ = 0;  // of each sample's smallest and largest finite value
  int64_t samples_ = 0, samples_with_values_ = 0;
  std::vector<int64_t> histogram_;  // kBins bins over [min_, max_]
  int64_t counted_ = 0;
};

}  // namespace hlx
