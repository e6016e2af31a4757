#include "passes/calibration.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace hlx {
namespace {

// The mean squared error of quantizing `values` into `range`, computed on the values themselves.
double ExactError(const std::vector<double>& values, Range range, Symmetry symmetry) {
  const QuantParams q = Int8Params(range, symmetry, ElementType::kF64);
  double sum = 0;
  for (double v : values) sum += (v - FakeQuantize(v, q)) * (v - FakeQuantize(v, q));
  return sum / static_cast<double>(values.size());
}

RangeObserver Observe(const std::vector<std::vector<double>>& samples, bool histogram) {
  RangeObserver observer;
  for (const auto& s : samples) observer.AddSample(s);
  if (histogram)
    for (const auto& s : samples) observer.AddToHistogram(s);
  return observer;
}

// Deterministic values spread evenly over [lo, hi), in a scrambled order.
std::vector<double> Spread(int n, double lo, double hi) {
  std::vector<double> v(n);
  for (int i = 0; i < n; ++i) v[i] = lo + (hi - lo) * static_cast<double>((i * 7919) % n) / n;
  return v;
}

TEST(CalibrationTest, ParsesMethods) {
  EXPECT_EQ(ParseCalibration("min-max")->method, CalibrationMethod::kMinMax);
  EXPECT_EQ(ParseCalibration("average-min-max")->method, CalibrationMethod::kAverageMinMax);
  EXPECT_EQ(ParseCalibration("mse")->method, CalibrationMethod::kMse);
  StatusOr<Calibration> p = ParseCalibration("percentile:99.9");
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p->method, CalibrationMethod::kPercentile);
  EXPECT_DOUBLE_EQ(p->percentile, 99.9);
  EXPECT_EQ(ParseCalibration("percentile:101").status().message(),
            "--calibrate=percentile:P needs P from 50 to 100, found '101'");
  EXPECT_EQ(ParseCalibration("percentile:").status().message(),
            "--calibrate=percentile:P needs P from 50 to 100, found ''");
  EXPECT_EQ(ParseCalibration("entropy").status().message(),
            "--calibrate needs min-max, average-min-max, percentile:P or mse, found 'entropy'");
}

TEST(CalibrationTest, MinMaxAndAverageMinMax) {
  RangeObserver observer = Observe({{-1, 2, 3}, {0.5, 5}}, false);
  const Range all = observer.Estimate({CalibrationMethod::kMinMax}, Symmetry::kAsymmetric);
  EXPECT_EQ(all.min, -1);
  EXPECT_EQ(all.max, 5);
  // Per-sample minima -1 and 0.5 (mean -0.25), maxima 3 and 5 (mean 4).
  const Range average = observer.Estimate({CalibrationMethod::kAverageMinMax}, Symmetry::kAsymmetric);
  EXPECT_DOUBLE_EQ(average.min, -0.25);
  EXPECT_DOUBLE_EQ(average.max, 4);
}

TEST(CalibrationTest, RangesHoldZeroAndSkipValuesThatAreNotFinite) {
  RangeObserver observer = Observe({{-INFINITY, 1, NAN, 2}}, true);
  const Range r = observer.Estimate({CalibrationMethod::kMinMax}, Symmetry::kAsymmetric);
  EXPECT_EQ(r.min, 0);
  EXPECT_EQ(r.max, 2);
  EXPECT_EQ(RangeObserver().Estimate({CalibrationMethod::kMse}, Symmetry::kAsymmetric).max, 0);
}

TEST(CalibrationTest, PercentileOfKnownData) {
  // 20000 values evenly over [-5000, 5000) in two samples: the 99th percentile is 4900 and the 1st
  // -4900, each read to within a bin (10000 / 2048).
  std::vector<double> values = Spread(20000, -5000, 5000);
  RangeObserver observer = Observe({std::vector<double>(values.begin(), values.begin() + 10000),
                                    std::vector<double>(values.begin() + 10000, values.end())},
                                   true);
  const double bin = 10000.0 / RangeObserver::kBins;
  const Range p99 = observer.Estimate({CalibrationMethod::kPercentile, 99}, Symmetry::kAsymmetric);
  EXPECT_NEAR(p99.max, 4900, bin);
  EXPECT_NEAR(p99.min, -4900, bin);
  const Range p100 = observer.Estimate({CalibrationMethod::kPercentile, 100}, Symmetry::kAsymmetric);
  EXPECT_NEAR(p100.max, 4999.5, 1);
  EXPECT_EQ(p100.min, -5000);
}

TEST(CalibrationTest, PercentileLeavesOutliersOut) {
  // 999 values in [0, 1) and one at 100: the 99.5th percentile is about 1, not 100.
  std::vector<double> values = Spread(999, 0, 1);
  values.push_back(100);
  RangeObserver observer = Observe({values}, true);
  const Range r = observer.Estimate({CalibrationMethod::kPercentile, 99.5}, Symmetry::kAsymmetric);
  EXPECT_EQ(r.min, 0);
  EXPECT_NEAR(r.max, 1, 100.0 / RangeObserver::kBins);
}

TEST(CalibrationTest, MseClipsTheTailsOfLaplaceValues) {
  // 100000 quantiles of a Laplace distribution of scale 1 reach +-ln(100000) = 11.5; for int8 the
  // squared error is least when clipping at about 10 (the rounding error of the many small values
  // outweighs the clipping error of the few in the tails). The estimate is as good as the best
  // symmetric clipping found by trying every 0.05 on the values themselves.
  const int n = 100000;
  std::vector<double> values(n);
  for (int i = 0; i < n; ++i) {
    const double u = (i + 0.5) / n - 0.5;
    values[i] = (u < 0 ? 1 : -1) * std::log(1 - 2 * std::fabs(u));
  }
  RangeObserver observer = Observe({values}, true);
  const Range minmax = observer.Estimate({CalibrationMethod::kMinMax}, Symmetry::kSymmetric);
  double best = INFINITY;
  for (double a = 5; a <= 11.6; a += 0.05)
    best = std::min(best, ExactError(values, {-a, a}, Symmetry::kSymmetric));
  for (Symmetry symmetry : {Symmetry::kSymmetric, Symmetry::kAsymmetric}) {
    const Range mse = observer.Estimate({CalibrationMethod::kMse}, symmetry);
    EXPECT_GT(mse.max, 8);
    EXPECT_LT(mse.max, 11);
    EXPECT_LT(mse.min, -8);
    EXPECT_GT(mse.min, -11);
    const double error = ExactError(values, mse, symmetry);
    EXPECT_LT(error, ExactError(values, minmax, symmetry));
    EXPECT_LT(error, best * 1.03);
  }
}

TEST(CalibrationTest, MseKeepsTheRangeOfEvenlySpreadValues) {
  // Without outliers every clipping loses more than it gains: the range stays within a search step.
  std::vector<double> values = Spread(10000, -2, 6);
  RangeObserver observer = Observe({values}, true);
  const Range r = observer.Estimate({CalibrationMethod::kMse}, Symmetry::kAsymmetric);
  EXPECT_NEAR(r.min, -2, 2.0 / 64 + 1e-9);
  EXPECT_NEAR(r.max, 6, 6.0 / 64 + 1e-9);
  const Range full{-2, 6};
  EXPECT_LE(ExactError(values, r, Symmetry::kAsymmetric),
            ExactError(values, full, Symmetry::kAsymmetric) * 1.1);
}

TEST(CalibrationTest, Int8Params) {
  // Asymmetric [-1, 1]: scale 2/255 rounded to f32, a little above 2/255, so that the zero point
  // -128 + 1 / scale is a little below -0.5 and rounds to -1.
  QuantParams q = Int8Params({-1, 1}, Symmetry::kAsymmetric, ElementType::kF32);
  EXPECT_EQ(q.scales[0], static_cast<double>(static_cast<float>(2.0 / 255)));
  EXPECT_EQ(q.zero_points[0], -1);
  EXPECT_EQ(q.storage_min, -128);
  EXPECT_EQ(q.storage_max, 127);
  // Scale 1: the zero point -128 + 127.5 rounds half to even, to 0; -128 + 126.5 to -2.
  EXPECT_EQ(Int8Params({-127.5, 127.5}, Symmetry::kAsymmetric, ElementType::kF32).zero_points[0], 0);
  EXPECT_EQ(Int8Params({-126.5, 128.5}, Symmetry::kAsymmetric, ElementType::kF32).zero_points[0], -2);
  // A range of non-negative values maps 0 to -128.
  EXPECT_EQ(Int8Params({0.5, 3}, Symmetry::kAsymmetric, ElementType::kF32).zero_points[0], -128);
  // Symmetric: the larger magnitude over 127, zero point 0.
  q = Int8Params({-0.5, 2}, Symmetry::kSymmetric, ElementType::kF32);
  EXPECT_EQ(q.scales[0], static_cast<double>(static_cast<float>(2.0 / 127)));
  EXPECT_EQ(q.zero_points[0], 0);
  // A point range gets scale 1; bf16 rounds the scale to 8 significant bits.
  EXPECT_EQ(Int8Params({0, 0}, Symmetry::kAsymmetric, ElementType::kF32).scales[0], 1);
  EXPECT_EQ(Int8Params({0, 1}, Symmetry::kSymmetric, ElementType::kBF16).scales[0], 0.00787353515625);
  // FakeQuantize rounds half to even and clamps to the storage range.
  q = Int8Params({-32, 31.75}, Symmetry::kAsymmetric, ElementType::kF64);
  EXPECT_EQ(q.scales[0], 0.25);
  EXPECT_EQ(FakeQuantize(0.375, q), 0.5);
  EXPECT_EQ(FakeQuantize(0.625, q), 0.5);
  EXPECT_EQ(FakeQuantize(100, q), 31.75);
  EXPECT_EQ(FakeQuantize(-100, q), -32);
}

}  // namespace
}  // namespace hlx
