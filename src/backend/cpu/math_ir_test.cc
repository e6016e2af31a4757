// The math library of the kernels (math_ir.h) against the reference evaluator, through kernels the CPU
// backend compiles: f32 transcendentals (f32 polynomials; sin, cos and tan reduced exactly and evaluated
// in double) and f64 ones on random and edge values must be within 1 ULP (tanh, logistic, erfc: 2) of the
// evaluator's correctly rounded results; float remainder must match it exactly, float power within 1 ULP;
// integer division, remainder and power must match it bit for bit on every integer type.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

#include "backend/cpu/executable.h"
#include "interp/evaluator.h"
#include "parse/text_reader.h"

namespace hlx::cpu {
namespace {

// Distance in units in the last place between two floats or two doubles (0 when both are NaN).
template <typename T>
int64_t UlpDistance(T a, T b) {
  using Bits = std::conditional_t<sizeof(T) == 4, int32_t, int64_t>;
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b) ? 0 : INT64_MAX;
  // Zeros of opposite signs are as wrong as any other wrong result.
  if (a == 0 && b == 0) return std::signbit(a) == std::signbit(b) ? 0 : INT64_MAX;
  auto ordered = [](T f) {
    Bits i;
    std::memcpy(&i, &f, sizeof(T));
    // Negative numbers count down from -0, which is 0 like +0 (wrapping like the hardware's).
    return i < 0 ? static_cast<Bits>(std::numeric_limits<Bits>::min() - i) : i;
  };
  const Bits d = ordered(a) - ordered(b);
  return d < 0 ? -static_cast<int64_t>(d) : static_cast<int64_t>(d);
}

struct Comparison {
  int64_t max_ulp = 0;
  double worst_input = 0;
  // How many values are 0, 1, 2 and more ULP away.
  std::array<int64_t, 4> count = {};
};

// Runs `stablehlo.<op>` (or `op` itself when it names its dialect, as `chlo.erf`) over `operands` (one
// vector of values each) with the CPU backend and with the evaluator.
template <typename T>
Comparison CompareOp(const std::string& op, const std::vector<std::vector<T>>& operands) {
  const std::vector<T>& values = operands[0];
  const std::string element = sizeof(T) == 4 ? "f32" : "f64";
  const std::string type = "tensor<" + std::to_string(values.size()) + "x" + element + ">";
  std::string params, names;
  for (size_t i = 0; i < operands.size(); ++i) {
    params += (i ? ", %x" : "%x") + std::to_string(i) + ": " + type;
    names += (i ? ", %x" : "%x") + std::to_string(i);
  }
  const std::string name = op.find('.') == std::string::npos ? "stablehlo." + op : op;
  // (chlo's ops write their result type after an arrow)
  const std::string types = name.rfind("chlo.", 0) == 0 ? type + " -> " + type : type;
  const std::string text = "func.func @main(" + params + ") -> " + type + " {\n  %0 = " + name + " " + names +
                           " : " + types + "\n  return %0 : " + type + "\n}\n";
  auto for_cpu = ParseModule(text, "test.mlir");
  auto for_interp = ParseModule(text, "test.mlir");
  EXPECT_TRUE(for_cpu.ok() && for_interp.ok());
  if (!for_cpu.ok() || !for_interp.ok()) return {};
  Module& interp_module = **for_interp;
  Type t = FuncType(*interp_module.LookupFunc("main")).types()[0];
  std::vector<Tensor> args;
  for (const std::vector<T>& operand : operands)
    args.push_back(MakeFloats(t, std::vector<double>(operand.begin(), operand.end())));
  auto expected = RunFunction(interp_module, "main", args, EvalOptions());
  EXPECT_TRUE(expected.ok());
  if (!expected.ok()) return {};
  // The compiled program has its own types: its arguments are made of the same bytes.
  Type cpu_type = FuncType(*(*for_cpu)->LookupFunc("main")).types()[0];
  auto executable = Compile(std::move(*for_cpu), CpuCompileOptions());
  EXPECT_TRUE(executable.ok()) << executable.status().message();
  if (!executable.ok()) return {};
  EXPECT_EQ((*executable)->stats().num_kernels, 1);
  std::vector<Tensor> cpu_args;
  for (const Tensor& arg : args) cpu_args.push_back(Tensor::CopyOf(cpu_type, arg.bytes()));
  auto actual = (*executable)->Run(cpu_args);
  EXPECT_TRUE(actual.ok()) << actual.status().message();
  if (!actual.ok()) return {};
  const T* want = reinterpret_cast<const T*>(expected->outputs[0][0].data());
  const T* got = reinterpret_cast<const T*>((*actual)[0].data());
  Comparison c;
  for (size_t i = 0; i < values.size(); ++i) {
    const int64_t d = UlpDistance(want[i], got[i]);
    ++c.count[std::min<int64_t>(d, 3)];
    if (d > c.max_ulp) {
      c.max_ulp = d;
      c.worst_input = values[i];
    }
  }
  // The table of the report: the share of values at each distance.
  std::printf("%s %s: max %lld ULP; 0: %.4f%%, 1: %.4f%%, 2: %.4f%%, more: %.4f%% of %zu\n", op.c_str(),
              element.c_str(), static_cast<long long>(c.max_ulp), 100.0 * c.count[0] / values.size(),
              100.0 * c.count[1] / values.size(), 100.0 * c.count[2] / values.size(),
              100.0 * c.count[3] / values.size(), values.size());
  return c;
}

template <typename T>
Comparison CompareUnary(const std::string& op, const std::vector<T>& values) {
  return CompareOp<T>(op, {values});
}

std::vector<float> EdgeValues() {
  const float inf = std::numeric_limits<float>::infinity();
  return {0.0f,     -0.0f,   inf,       -inf,    std::numeric_limits<float>::quiet_NaN(),
          1e-45f,   -1e-45f, 1.17e-38f, 3.4e38f, -3.4e38f,
          1.0f,     -1.0f,   0.5f,      88.72f,  88.73f,
          -87.3f,   -103.9f, -104.0f,   1e-4f,   -1e-7f,
          2.44e-4f, 20.0f,   -20.0f,    9.0f,    0.6931472f};
}

// `edges`, then `count` random values of magnitude 2^lo to 2^hi, both signs unless `positive`, drawn
// by `Engine` from `seed`.
template <typename T, typename Engine>
std::vector<T> EdgesAndRandom(std::vector<T> edges, int count, int lo, int hi, bool positive, uint32_t seed) {
  Engine rng(seed);
  std::uniform_real_distribution<T> mantissa(1, 2);
  std::uniform_int_distribution<int> exponent(lo, hi);
  std::vector<T> v = std::move(edges);
  for (int i = 0; i < count; ++i) {
    T x = std::ldexp(mantissa(rng), exponent(rng));
    v.push_back(positive || (rng() & 1) ? x : -x);
  }
  return v;
}

std::vector<float> RandomValues(int count, int lo, int hi, bool positive, uint32_t seed) {
  return EdgesAndRandom<float, std::mt19937>(EdgeValues(), count, lo, hi, positive, seed);
}

TEST(Transcendentals, ExponentialWithinOneUlp) {
  Comparison c = CompareUnary("exponential", RandomValues(100000, -30, 7, false, 1));
  EXPECT_LE(c.max_ulp, 1) << "worst input " << c.worst_input;
}

TEST(Transcendentals, LogWithinOneUlp) {
  Comparison c = CompareUnary("log", RandomValues(100000, -140, 127, true, 2));
  EXPECT_LE(c.max_ulp, 1) << "worst input " << c.worst_input;
}

TEST(Transcendentals, TanhWithinTwoUlp) {
  Comparison c = CompareUnary("tanh", RandomValues(100000, -30, 5, false, 3));
  EXPECT_LE(c.max_ulp, 2) << "worst input " << c.worst_input;
}

TEST(Transcendentals, LogisticWithinTwoUlp) {
  Comparison c = CompareUnary("logistic", RandomValues(100000, -30, 7, false, 4));
  EXPECT_LE(c.max_ulp, 2) << "worst input " << c.worst_input;
}

// erf and erfc over every magnitude, and densely over [-10.5, 10.5], where they are neither x nor
// saturated (erfc reaches f32's subnormals near 9.2 and underflows from 10.06 on).
std::vector<float> ErfValues(uint32_t seed) {
  std::vector<float> v = RandomValues(60000, -40, 6, false, seed);
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dense(-10.5f, 10.5f);
  for (int i = 0; i < 100000; ++i) v.push_back(dense(rng));
  v.insert(v.end(), {0.84375f, 1.0f, std::nextafter(1.0f, 0.0f), 3.9f, 9.19f, 10.05f, 10.06f, -10.06f});
  return v;
}

TEST(Transcendentals, ErfAndErfcWithinOneUlp) {
  for (const char* op : {"chlo.erf", "chlo.erfc"}) {
    Comparison c = CompareUnary(op, ErfValues(11));
    EXPECT_LE(c.max_ulp, 1) << op << ": worst input " << c.worst_input;
  }
}

// erf_inv over (-1, 1): every magnitude, dense values, and the ends, where 1 - |x| is a few ULP.
TEST(Transcendentals, ErfInvWithinOneUlp) {
  std::vector<float> v = RandomValues(60000, -40, -1, false, 13);
  std::mt19937 rng(13);
  std::uniform_real_distribution<float> dense(-1.0f, 1.0f);
  for (int i = 0; i < 100000; ++i) v.push_back(dense(rng));
  for (float edge = 1.0f; edge > 0.99f; edge = std::nextafter(edge, 0.0f)) {
    v.push_back(edge);
    v.push_back(-edge);
  }
  v.insert(v.end(), {0.5f, std::nextafter(0.5f, 1.0f), 1.5f, -2.0f});
  Comparison c = CompareUnary("chlo.erf_inv", v);
  EXPECT_LE(c.max_ulp, 1) << "worst input " << c.worst_input;
}

// lgamma and digamma over every magnitude of either sign, densely over [-20, 20] (the negative
// poles and the zeros between them, lgamma's zeros at 1 and 2, digamma's at 1.4616), and next to
// those: non-positive integers, 1, 2 and digamma's root.
std::vector<float> GammaValues(uint32_t seed) {
  std::vector<float> v = RandomValues(60000, -40, 40, false, seed);
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dense(-20.0f, 20.0f);
  for (int i = 0; i < 100000; ++i) v.push_back(dense(rng));
  for (float center : {0.0f, -1.0f, -2.0f, -2.4570549f, -3.0f, 1.0f, 2.0f, 1.4616321f, 12.0f}) {
    float e = center;
    for (int i = 0; i < 64; ++i) e = std::nextafter(e, -100.0f);
    for (int i = 0; i < 129; ++i, e = std::nextafter(e, 100.0f)) v.push_back(e);
  }
  return v;
}

TEST(Transcendentals, LgammaAndDigammaWithinOneUlp) {
  for (const char* op : {"chlo.lgamma", "chlo.digamma"}) {
    Comparison c = CompareUnary(op, GammaValues(21));
    EXPECT_LE(c.max_ulp, 1) << op << ": worst input " << c.worst_input << "; " << c.count[0] << " equal, "
                            << c.count[1] << " 1 ULP, " << c.count[2] << " 2, " << c.count[3] << " more";
  }
}

// Small, moderate and huge arguments (the last need all of the reduction's bits of 2/pi), and
// near-multiples of pi/2, where the remainder cancels most of the argument.
std::vector<float> TrigonometricValues(uint32_t seed) {
  std::vector<float> v = RandomValues(60000, -30, 7, false, seed);
  std::vector<float> huge = RandomValues(40000, 7, 127, false, seed + 1);
  v.insert(v.end(), huge.begin(), huge.end());
  for (int k = 1; k < 2000; ++k) {
    const float near = static_cast<float>(k * 1.5707963267948966);
    v.push_back(near);
    v.push_back(std::nextafter(near, 0.0f));
    v.push_back(-std::nextafter(near, 1e9f));
  }
  v.insert(v.end(), {16777216.0f, 1e10f, 1e20f, 1e30f, 102940.4f, 0.785398f, 0.7853982f, 2.3561945f});
  return v;
}

TEST(Transcendentals, SineWithinOneUlp) {
  Comparison c = CompareUnary("sine", TrigonometricValues(5));
  EXPECT_LE(c.max_ulp, 1) << "worst input " << c.worst_input;
}

TEST(Transcendentals, CosineWithinOneUlp) {
  Comparison c = CompareUnary("cosine", TrigonometricValues(6));
  EXPECT_LE(c.max_ulp, 1) << "worst input " << c.worst_input;
}

TEST(Transcendentals, TanWithinOneUlp) {
  Comparison c = CompareUnary("tan", TrigonometricValues(7));
  EXPECT_LE(c.max_ulp, 1) << "worst input " << c.worst_input;
}

TEST(Transcendentals, Expm1WithinOneUlp) {
  Comparison c = CompareUnary("exponential_minus_one", RandomValues(100000, -140, 7, false, 8));
  EXPECT_LE(c.max_ulp, 1) << "worst input " << c.worst_input;
}

TEST(Transcendentals, Log1pWithinOneUlp) {
  std::vector<float> values = RandomValues(100000, -140, 127, true, 9);
  std::vector<float> negative = RandomValues(50000, -140, -1, true, 10);
  for (float v : negative) values.push_back(-v);
  values.insert(values.end(), {-1.0f, -0.99999994f, -2.0f});
  Comparison c = CompareUnary("log_plus_one", values);
  EXPECT_LE(c.max_ulp, 1) << "worst input " << c.worst_input;
}

// ---- f64 ----------------------------------------------------------------------------------------
std::vector<double> DoubleEdgeValues() {
  const double inf = std::numeric_limits<double>::infinity();
  return {0.0,
          -0.0,
          inf,
          -inf,
          std::numeric_limits<double>::quiet_NaN(),
          4.9e-324,
          -4.9e-324,
          2.2e-308,
          1.7e308,
          -1.7e308,
          1.0,
          -1.0,
          0.5,
          709.78,
          709.79,
          -708.4,
          -745.1,
          -745.2,
          -746.0,
          1e-4,
          -1e-17,
          20.0,
          -20.0,
          22.0,
          0.6931471805599453,
          -0.6931471805599453,
          0.625,
          -0.625,
          60.0,
          -60.0,
          37.5,
          -37.5,
          1e-300,
          -1e-300,
          0.34657359027997264};
}

std::vector<double> RandomDoubles(int count, int lo, int hi, bool positive, uint32_t seed) {
  return EdgesAndRandom<double, std::mt19937_64>(DoubleEdgeValues(), count, lo, hi, positive, seed);
}

TEST(Transcendentals, F64ExponentialWithinOneUlp) {
  Comparison c = CompareUnary("exponential", RandomDoubles(200000, -60, 10, false, 11));
  EXPECT_LE(c.max_ulp, 1) << "worst input " << c.worst_input;
}

TEST(Transcendentals, F64Expm1WithinOneUlp) {
  Comparison c = CompareUnary("exponential_minus_one", RandomDoubles(200000, -60, 10, false, 12));
  EXPECT_LE(c.max_ulp, 1) << "worst input " << c.worst_input;
}

TEST(Transcendentals, F64LogWithinOneUlp) {
  std::vector<double> values = RandomDoubles(200000, -1074, 1023, true, 13);
  std::vector<double> near_one = RandomDoubles(50000, -60, -1, false, 14);
  for (double v : near_one) values.push_back(1 + v);
  Comparison c = CompareUnary("log", values);
  EXPECT_LE(c.max_ulp, 1) << "worst input " << c.worst_input;
}

TEST(Transcendentals, F64Log1pWithinOneUlp) {
  std::vector<double> values = RandomDoubles(150000, -1074, 1023, true, 15);
  std::vector<double> negative = RandomDoubles(100000, -1074, -1, true, 16);
  for (double v : negative) values.push_back(-v);
  values.insert(values.end(), {-1.0, -0.9999999999999999, -2.0});
  Comparison c = CompareUnary("log_plus_one", values);
  EXPECT_LE(c.max_ulp, 1) << "worst input " << c.worst_input;
}

// erf and erfc of f64 over every magnitude and densely over [-28.5, 28.5], across each of their ranges'
// ends (0.84375, 1.25, 1/0.35, 6, 28) and where erfc reaches the subnormals (from 26.55): erf within 1
// ULP of the evaluator (libm's), erfc within 2 (each a few ULP from exact: of these 300K values, 10
// were 2 ULP apart, 8.9% 1 ULP, the rest equal).
TEST(Transcendentals, F64ErfWithinOneUlpErfcTwo) {
  std::vector<double> v = RandomDoubles(100000, -1074, 9, false, 19);
  std::mt19937_64 rng(19);
  std::uniform_real_distribution<double> dense(-28.5, 28.5);
  for (int i = 0; i < 200000; ++i) v.push_back(dense(rng));
  for (double edge : {0.25, 0.84375, 1.25, 1 / 0.35, 6.0, 26.55, 27.2, 28.0}) {
    for (double e : {std::nextafter(edge, 0.0), edge, std::nextafter(edge, 30.0)}) {
      v.push_back(e);
      v.push_back(-e);
    }
  }
  for (const auto& [op, ulp] : {std::pair{"chlo.erf", 1}, std::pair{"chlo.erfc", 2}}) {
    Comparison c = CompareUnary(op, v);
    EXPECT_LE(c.max_ulp, ulp) << op << ": worst input " << c.worst_input << "; " << c.count[0] << " equal, "
                              << c.count[1] << " 1 ULP, " << c.count[2] << " 2, " << c.count[3] << " more";
  }
}

// erf_inv of f64 over (-1, 1): every magnitude, dense values, and the ends, where 1 - |x| is a few ULP.
TEST(Transcendentals, F64ErfInvWithinOneUlp) {
  std::vector<double> v = RandomDoubles(100000, -1074, -1, false, 20);
  std::mt19937_64 rng(20);
  std::uniform_real_distribution<double> dense(-1.0, 1.0);
  for (int i = 0; i < 200000; ++i) v.push_back(dense(rng));
  double edge = 1.0;
  for (int i = 0; i < 2000; ++i, edge = std::nextafter(edge, 0.0)) {
    v.push_back(edge);
    v.push_back(-edge);
  }
  for (double e : {0.5, std::nextafter(0.5, 1.0), 1.5, -2.0, 0.9986, 0.99999999999})  // w near 6.25, 16
    v.push_back(e);
  Comparison c = CompareUnary("chlo.erf_inv", v);
  EXPECT_LE(c.max_ulp, 1) << "worst input " << c.worst_input << "; " << c.count[0] << " equal, " << c.count[1]
                          << " 1 ULP, " << c.count[2] << " 2, " << c.count[3] << " more";
}

TEST(Transcendentals, F64TanhWithinTwoUlp) {
  Comparison c = CompareUnary("tanh", RandomDoubles(200000, -40, 6, false, 17));
  EXPECT_LE(c.max_ulp, 2) << "worst input " << c.worst_input;
}

TEST(Transcendentals, F64LogisticWithinTwoUlp) {
  Comparison c = CompareUnary("logistic", RandomDoubles(200000, -60, 10, false, 18));
  EXPECT_LE(c.max_ulp, 2) << "worst input " << c.worst_input;
}

// Small, moderate and huge arguments (up to 2^1023, which need all of the reduction's bits of 2/pi),
// near-multiples of pi/2, and 6381956970095103 2^797, the double closest to one (its remainder is
// 2^-61 times it).
std::vector<double> DoubleTrigonometricValues(uint32_t seed) {
  std::vector<double> v = RandomDoubles(100000, -30, 10, false, seed);
  std::vector<double> huge = RandomDoubles(100000, 10, 1023, false, seed + 1);
  v.insert(v.end(), huge.begin(), huge.end());
  for (int k = 1; k < 5000; ++k) {
    const double near = k * 1.5707963267948966;
    v.push_back(near);
    v.push_back(std::nextafter(near, 0.0));
    v.push_back(-std::nextafter(near, 1e300));
  }
  v.insert(v.end(), {std::ldexp(6381956970095103.0, 797), -std::ldexp(6381956970095103.0, 797), 1e22, 1e300,
                     0.7853981633974483, 0.7853981633974484, 2.356194490192345});
  return v;
}

TEST(Transcendentals, F64SineWithinOneUlp) {
  Comparison c = CompareUnary("sine", DoubleTrigonometricValues(23));
  EXPECT_LE(c.max_ulp, 1) << "worst input " << c.worst_input;
}

TEST(Transcendentals, F64CosineWithinOneUlp) {
  Comparison c = CompareUnary("cosine", DoubleTrigonometricValues(25));
  EXPECT_LE(c.max_ulp, 1) << "worst input " << c.worst_input;
}

TEST(Transcendentals, F64TanWithinOneUlp) {
  Comparison c = CompareUnary("tan", DoubleTrigonometricValues(27));
  EXPECT_LE(c.max_ulp, 1) << "worst input " << c.worst_input;
}

TEST(Transcendentals, CbrtWithinOneUlp) {
  Comparison f32 = CompareUnary("cbrt", RandomValues(100000, -149, 127, false, 19));
  EXPECT_LE(f32.max_ulp, 1) << "worst input " << f32.worst_input;
  Comparison f64 = CompareUnary("cbrt", RandomDoubles(200000, -1074, 1023, false, 20));
  EXPECT_LE(f64.max_ulp, 1) << "worst input " << f64.worst_input;
}

// atan2 over random pairs of every magnitude and sign, and every pair of edge values (zeros,
// infinities, NaN, ones).
template <typename T>
std::vector<std::vector<T>> Atan2Operands(const std::vector<T>& random) {
  const T inf = std::numeric_limits<T>::infinity();
  const std::vector<T> edges = {0, -0.0, 1, -1, inf, -inf, std::numeric_limits<T>::quiet_NaN(), T(1e-30), 3};
  std::vector<std::vector<T>> operands(2);
  for (T y : edges)
    for (T x : edges) {
      operands[0].push_back(y);
      operands[1].push_back(x);
    }
  for (size_t i = 0; i + 1 < random.size(); i += 2) {
    operands[0].push_back(random[i]);
    operands[1].push_back(random[i + 1]);
  }
  return operands;
}

TEST(Transcendentals, Atan2WithinOneUlp) {
  Comparison f32 = CompareOp("atan2", Atan2Operands(RandomValues(200000, -40, 40, false, 21)));
  EXPECT_LE(f32.max_ulp, 1) << "worst y " << f32.worst_input;
  Comparison f64 = CompareOp("atan2", Atan2Operands(RandomDoubles(400000, -80, 80, false, 22)));
  EXPECT_LE(f64.max_ulp, 1) << "worst y " << f64.worst_input;
}

// ---- Float remainder and power ---------------------------------------------------------------------
// Every pair of edge values (signed zeros, infinities, NaN, ones and values next to them, the smallest
// subnormal and the largest finite value, halves, small integers and the largest odd ones), then `count`
// random pairs from each of `ranges`: x and y of magnitude 2^lo to 2^hi, signs at random unless positive;
// with `integer_y`, y a random integer in [-hi_y, hi_y] instead.
template <typename T>
struct PairRange {
  int x_lo, x_hi;
  bool x_positive;
  int y_lo, y_hi;
  bool integer_y;
};

template <typename T>
std::vector<std::vector<T>> PairOperands(const std::vector<PairRange<T>>& ranges, int count, uint32_t seed) {
  using Engine = std::conditional_t<sizeof(T) == 4, std::mt19937, std::mt19937_64>;
  const T inf = std::numeric_limits<T>::infinity();
  const T nan = std::numeric_limits<T>::quiet_NaN();
  const T tiny = std::numeric_limits<T>::denorm_min(), huge = std::numeric_limits<T>::max();
  const T edges[] = {0,
                     -0.0,
                     1,
                     -1,
                     2,
                     -2,
                     0.5,
                     -0.5,
                     3,
                     -3,
                     inf,
                     -inf,
                     nan,
                     tiny,
                     -tiny,
                     huge,
                     -huge,
                     T(0.1),
                     T(1e-3),
                     T(7.5),
                     T(16777215),
                     T(-9007199254740991.0),
                     T(1.0000001),
                     T(-0.9999999),
                     std::numeric_limits<T>::min()};
  std::vector<std::vector<T>> operands(2);
  for (T x : edges)
    for (T y : edges) {
      operands[0].push_back(x);
      operands[1].push_back(y);
    }
  Engine rng(seed);
  std::uniform_real_distribution<T> mantissa(1, 2);
  for (const PairRange<T>& range : ranges) {
    std::uniform_int_distribution<int> x_exponent(range.x_lo, range.x_hi), y_exponent(range.y_lo, range.y_hi);
    std::uniform_int_distribution<int> y_integer(-range.y_hi, range.y_hi);
    for (int i = 0; i < count; ++i) {
      T x = std::ldexp(mantissa(rng), x_exponent(rng));
      if (!range.x_positive && (rng() & 1)) x = -x;
      T y = range.integer_y ? T(y_integer(rng)) : std::ldexp(mantissa(rng), y_exponent(rng));
      if (!range.integer_y && (rng() & 1)) y = -y;
      operands[0].push_back(x);
      operands[1].push_back(y);
    }
  }
  return operands;
}

TEST(FloatKernels, RemainderMatchesTheEvaluatorExactly) {
  // Quotients of every size (exponent differences up to the whole range, subnormals included), and
  // close magnitudes.
  Comparison f32 = CompareOp("remainder", PairOperands<float>({{-149, 127, false, -149, 127, false},
                                                               {-20, 40, false, -10, 10, false},
                                                               {-149, -100, false, -149, -120, false}},
                                                              50000, 31));
  EXPECT_EQ(f32.max_ulp, 0) << "worst x " << f32.worst_input;
  Comparison f64 = CompareOp("remainder", PairOperands<double>({{-1074, 1023, false, -1074, 1023, false},
                                                                {-20, 70, false, -10, 10, false},
                                                                {-1074, -1000, false, -1074, -1030, false}},
                                                               50000, 32));
  EXPECT_EQ(f64.max_ulp, 0) << "worst x " << f64.worst_input;
}

// `operands` with the pairs (x, k) for a few small x and every integer k in [lo, hi]: exact powers of
// two down to the subnormals and up to overflow, and powers of ten and three, negative ones alternating
// in sign.
template <typename T>
std::vector<std::vector<T>> WithIntegerPowers(std::vector<std::vector<T>> operands, int lo, int hi) {
  for (T x : {T(2), T(-2), T(0.5), T(10), T(-10), T(3), T(-0.75)})
    for (int k = lo; k <= hi; ++k) {
      operands[0].push_back(x);
      operands[1].push_back(T(k));
    }
  return operands;
}

TEST(FloatKernels, PowerWithinOneUlp) {
  // Moderate x and y, x of every magnitude with small y, x near 1 with large y (results near the
  // overflow and subnormal ends too), negative x with integer y, and integer powers of small x.
  Comparison f32 = CompareOp("power", WithIntegerPowers(PairOperands<float>({{-20, 20, false, -8, 5, false},
                                                                             {-149, 127, true, -6, 1, false},
                                                                             {-1, 0, true, 4, 12, false},
                                                                             {-8, 8, false, 0, 40, true}},
                                                                            40000, 33),
                                                        -160, 160));
  EXPECT_LE(f32.max_ulp, 1) << "worst x " << f32.worst_input;
  Comparison f64 =
      CompareOp("power", WithIntegerPowers(PairOperands<double>({{-20, 20, false, -8, 7, false},
                                                                 {-1074, 1023, true, -6, 1, false},
                                                                 {-1, 0, true, 8, 30, false},
                                                                 {-8, 8, false, 0, 300, true}},
                                                                40000, 34),
                                           -1100, 1100));
  EXPECT_LE(f64.max_ulp, 1) << "worst x " << f64.worst_input;
}

// ---- Integer division, remainder and power --------------------------------------------------------
// Every pair of edge values of the type (0, +-1, +-2, the extremes and their neighbours, small
// exponents) and random pairs, through `stablehlo.<op>` on both backends: the bytes must be equal.
std::vector<int64_t> IntegerEdgeValues(int bits, bool is_unsigned) {
  if (bits == 1) return {0, 1};
  const int64_t min = is_unsigned ? 0 : bits == 64 ? INT64_MIN : -(int64_t{1} << (bits - 1));
  const int64_t max = is_unsigned ? (bits == 64 ? -1 : (int64_t{1} << bits) - 1)
                                  : (bits == 64 ? INT64_MAX : (int64_t{1} << (bits - 1)) - 1);
  std::vector<int64_t> v = {0,    1,  2,  3,   5,       7,       8,   13,     bits - 1,
                            bits, 63, 64, min, min + 1, min + 2, max, max - 1};
  if (!is_unsigned) v.insert(v.end(), {-1, -2, -3, -7, -8, -64});
  return v;
}

void ExpectIntegerOpMatches(const std::string& op, const std::string& element, int bits, bool is_unsigned) {
  std::vector<int64_t> a, b;
  const std::vector<int64_t> edges = IntegerEdgeValues(bits, is_unsigned);
  for (int64_t x : edges)
    for (int64_t y : edges) {
      a.push_back(x);
      b.push_back(y);
    }
  std::mt19937_64 rng(bits * 2 + is_unsigned);
  for (int i = 0; i < 4000; ++i) {
    a.push_back(static_cast<int64_t>(rng()));
    // Small divisors and exponents too, where most of the work is.
    b.push_back(i % 2 ? static_cast<int64_t>(rng()) : static_cast<int64_t>(rng() % 70) - 35);
  }
  const std::string type = "tensor<" + std::to_string(a.size()) + "x" + element + ">";
  const std::string text = "func.func @main(%a: " + type + ", %b: " + type + ") -> " + type +
                           " {\n  %0 = stablehlo." + op + " %a, %b : " + type + "\n  return %0 : " + type +
                           "\n}\n";
  auto for_cpu = ParseModule(text, "test.mlir");
  auto for_interp = ParseModule(text, "test.mlir");
  ASSERT_TRUE(for_cpu.ok() && for_interp.ok());
  Type t = FuncType(*(*for_interp)->LookupFunc("main")).types()[0];
  // MakeInts wraps the values to the type's width.
  std::vector<Tensor> args = {MakeInts(t, a), MakeInts(t, b)};
  auto expected = RunFunction(**for_interp, "main", args, EvalOptions());
  ASSERT_TRUE(expected.ok()) << expected.status().message();
  Type cpu_type = FuncType(*(*for_cpu)->LookupFunc("main")).types()[0];
  auto executable = Compile(std::move(*for_cpu), CpuCompileOptions());
  ASSERT_TRUE(executable.ok()) << executable.status().message();
  EXPECT_EQ((*executable)->stats().num_kernels, 1) << op << " on " << element;
  std::vector<Tensor> cpu_args = {Tensor::CopyOf(cpu_type, args[0].bytes()),
                                  Tensor::CopyOf(cpu_type, args[1].bytes())};
  auto actual = (*executable)->Run(cpu_args);
  ASSERT_TRUE(actual.ok()) << actual.status().message();
  const std::vector<int64_t> want = ReadInts(expected->outputs[0][0]);
  const std::vector<int64_t> got = ReadInts((*actual)[0]);
  ASSERT_EQ(want.size(), got.size());
  for (size_t i = 0; i < want.size(); ++i)
    ASSERT_EQ(want[i], got[i]) << op << " on " << element << ": " << ReadInts(args[0])[i] << ", "
                               << ReadInts(args[1])[i];
}

struct IntegerType {
  const char* name;
  int bits;
  bool is_unsigned;
};
constexpr IntegerType kIntegerTypes[] = {{"i1", 1, false},   {"i8", 8, false},   {"i16", 16, false},
                                         {"i32", 32, false}, {"i64", 64, false}, {"ui8", 8, true},
                                         {"ui16", 16, true}, {"ui32", 32, true}, {"ui64", 64, true}};

TEST(IntegerKernels, DivideMatchesTheEvaluator) {
  for (const IntegerType& t : kIntegerTypes) ExpectIntegerOpMatches("divide", t.name, t.bits, t.is_unsigned);
}

TEST(IntegerKernels, RemainderMatchesTheEvaluator) {
  for (const IntegerType& t : kIntegerTypes)
    ExpectIntegerOpMatches("remainder", t.name, t.bits, t.is_unsigned);
}

TEST(IntegerKernels, PowerMatchesTheEvaluator) {
  for (const IntegerType& t : kIntegerTypes) ExpectIntegerOpMatches("power", t.name, t.bits, t.is_unsigned);
}

}  // namespace
}  // namespace hlx::cpu
