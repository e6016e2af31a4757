#include "passes/calibration.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>

#include "interp/tensor.h"

namespace hlx {
namespace {

// The clipping ranges mse tries: each end of [min, max] at k / kMseSteps of its length, k = 1..kMseSteps
// (both ends independently for asymmetric quantization, kSymmetricMseSteps magnitudes for symmetric).
constexpr int kMseSteps = 64;
constexpr int kSymmetricMseSteps = 256;

}  // namespace

StatusOr<Calibration> ParseCalibration(std::string_view text) {
  Calibration c;
  if (text == "min-max") return c;
  if (text == "average-min-max") {
    c.method = CalibrationMethod::kAverageMinMax;
    return c;
  }
  if (text == "mse") {
    c.method = CalibrationMethod::kMse;
    return c;
  }
  if (text.starts_with("percentile:")) {
    const std::string_view p = text.substr(11);
    double value = 0;
    auto [end, ec] = std::from_chars(p.data(), p.data() + p.size(), value);
    if (ec == std::errc() && end == p.data() + p.size() && value >= 50 && value <= 100) {
      c.method = CalibrationMethod::kPercentile;
      c.percentile = value;
      return c;
    }
    return InvalidArgument("--calibrate=percentile:P needs P from 50 to 100, found '" + std::string(p) + "'");
  }
  return InvalidArgument("--calibrate needs min-max, average-min-max, percentile:P or mse, found '" +
                         std::string(text) + "'");
}

bool NeedsHistogram(const Calibration& calibration) {
  return calibration.method == CalibrationMethod::kPercentile ||
         calibration.method == CalibrationMethod::kMse;
}

QuantParams Int8Params(Range range, Symmetry symmetry, ElementType expressed) {
  const double lo = std::min(range.min, 0.0), hi = std::max(range.max, 0.0);
  QuantParams q;
  q.storage = ElementType::kSI8;
  q.storage_min = -128;
  q.storage_max = 127;
  q.expressed = expressed;
  q.quantized_dimension = -1;
  double scale = symmetry == Symmetry::kSymmetric ? std::max(-lo, hi) / 127 : (hi - lo) / 255;
  scale = RoundFloat(expressed, scale);
  if (!(scale > 0) || !std::isfinite(scale)) scale = 1;
  int64_t zero_point = 0;
  if (symmetry == Symmetry::kAsymmetric)
    zero_point = std::clamp<int64_t>(static_cast<int64_t>(std::nearbyint(-128 - lo / scale)), -128, 127);
  q.scales = {scale};
  q.zero_points = {zero_point};
  return q;
}

double FakeQuantize(double x, const QuantParams& q) {
  const double scale = q.scales[0];
  const double zero_point = static_cast<double>(q.zero_points[0]);
  const double stored = std::clamp(std::nearbyint(x / scale + zero_point), static_cast<double>(q.storage_min),
                                   static_cast<double>(q.storage_max));
  return (stored - zero_point) * scale;
}

void RangeObserver::AddSample(std::span<const double> values) {
  ++samples_;
  double lo = INFINITY, hi = -INFINITY;
  int64_t finite = 0;
  for (double v : values) {
    if (!std::isfinite(v)) continue;
    lo = std::min(lo, v);
    hi = std::max(hi, v);
    ++finite;
  }
  if (finite == 0) return;
  min_ = finite_ == 0 ? lo : std::min(min_, lo);
  max_ = finite_ == 0 ? hi : std::max(max_, hi);
  finite_ += finite;
  sum_min_ += lo;
  sum_max_ += hi;
  ++samples_with_values_;
}

void RangeObserver::AddToHistogram(std::span<const double> values) {
  if (histogram_.empty()) histogram_.assign(kBins, 0);
  const double width = max_ - min_;
  for (double v : values) {
    if (!std::isfinite(v)) continue;
    int64_t bin = width > 0 ? static_cast<int64_t>((v - min_) / width * kBins) : 0;
    ++histogram_[std::clamp<int64_t>(bin, 0, kBins - 1)];
    ++counted_;
  }
}

double RangeObserver::Quantile(double q) const {
  if (counted_ == 0) return 0;
  const double width = (max_ - min_) / kBins;
  const double target = q * static_cast<double>(counted_);
  double before = 0;
  for (int b = 0; b < kBins; ++b) {
    const double n = static_cast<double>(histogram_[b]);
    if (n > 0 && before + n >= target) {
      const double inside = std::clamp((target - before) / n, 0.0, 1.0);
      return std::clamp(min_ + (b + inside) * width, min_, max_);
    }
    before += n;
  }
  return max_;
}

namespace {

// An antiderivative of (t - round(t))^2: each whole unit adds 1/12; within a unit, r = t - round(t) in
// [-1/2, 1/2) has added (r^3 + 1/8) / 3.
double RoundingErrorIntegral(double t) {
  const double n = std::floor(t + 0.5);
  const double r = t - n;
  return n / 12 + (r * r * r + 0.125) / 3;
}

// The integral over [a, b] of (x - c)^2.
double SquareIntegral(double a, double b, double c) {
  return ((b - c) * (b - c) * (b - c) - (a - c) * (a - c) * (a - c)) / 3;
}

// The mean of (x - FakeQuantize(x, q))^2 for x spread evenly over [a, b]: below the lowest level and
// above the highest the error is the distance to that level; between them, the distance to the nearest
// level, integrated in closed form.
double MeanSquaredError(double a, double b, const QuantParams& q) {
  const double scale = q.scales[0], zero_point = static_cast<double>(q.zero_points[0]);
  const double low = (static_cast<double>(q.storage_min) - zero_point) * scale;
  const double high = (static_cast<double>(q.storage_max) - zero_point) * scale;
  if (b <= a) {
    const double d = a - FakeQuantize(a, q);
    return d * d;
  }
  double sum = 0;
  if (a < low) sum += SquareIntegral(a, std::min(b, low), low);
  if (b > high) sum += SquareIntegral(std::max(a, high), b, high);
  const double from = std::max(a, low), to = std::min(b, high);
  if (to > from)
    sum += scale * scale * scale *
           (RoundingErrorIntegral((to - low) / scale) - RoundingErrorIntegral((from - low) / scale));
  return sum / (b - a);
}

}  // namespace

double RangeObserver::QuantizationError(Range range, Symmetry symmetry) const {
  // Each bin's values are taken as spread evenly over the bin.
  const QuantParams q = Int8Params(range, symmetry, ElementType::kF64);
  const double width = (max_ - min_) / kBins;
  double error = 0;
  for (int b = 0; b < kBins; ++b) {
    if (histogram_[b] == 0) continue;
    const double from = min_ + b * width;
    error += static_cast<double>(histogram_[b]) * MeanSquaredError(from, from + width, q);
  }
  return error / static_cast<double>(counted_);
}

Range RangeObserver::MseRange(Symmetry symmetry) const {
  const double lo = std::min(min_, 0.0), hi = std::max(max_, 0.0);
  Range best{lo, hi};
  double best_error = QuantizationError(best, symmetry);
  auto consider = [&](Range r) {
    const double error = QuantizationError(r, symmetry);
    if (error < best_error) {
      best_error = error;
      best = r;
    }
  };
  if (symmetry == Symmetry::kSymmetric) {
    const double a = std::max(-lo, hi);
    for (int k = 1; k < kSymmetricMseSteps; ++k) {
      const double t = a * k / kSymmetricMseSteps;
      consider({-t, t});
    }
    return best;
  }
  // Both ends move; an end at 0 stays there.
  const int lo_steps = lo < 0 ? kMseSteps : 1, hi_steps = hi > 0 ? kMseSteps : 1;
  for (int i = 1; i <= lo_steps; ++i)
    for (int j = 1; j <= hi_steps; ++j)
      if (i < lo_steps || j < hi_steps) consider({lo * i / lo_steps, hi * j / hi_steps});
  return best;
}

Range RangeObserver::Estimate(const Calibration& calibration, Symmetry symmetry) const {
  if (finite_ == 0) return {};
  Range r{min_, max_};
  switch (calibration.method) {
    case CalibrationMethod::kMinMax:
      break;
    case CalibrationMethod::kAverageMinMax:
      r = {sum_min_ / static_cast<double>(samples_with_values_),
           sum_max_ / static_cast<double>(samples_with_values_)};
      break;
    case CalibrationMethod::kPercentile:
      if (counted_ > 0)
        r = {Quantile(1 - calibration.percentile / 100), Quantile(calibration.percentile / 100)};
      break;
    case CalibrationMethod::kMse:
      if (counted_ > 0) r = MseRange(symmetry);
      break;
  }
  return {std::min(r.min, 0.0), std::max(r.max, 0.0)};
}

}  // namespace hlx
