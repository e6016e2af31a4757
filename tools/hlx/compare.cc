// hlx compare: the differential check between two runs of a program (for example the CPU backend's
// outputs against the evaluator's): the arrays of two .npz/.npy files, array by array, within a relative
// tolerance, with the largest difference of each printed.
#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "interp/tensor.h"
#include "io/npy.h"
#include "tools/hlx/cli.h"

namespace hlx {

const char* const kCompareHelp =
    "Usage: hlx compare EXPECTED ACTUAL [--rtol=R | --min-sqnr=DB] [--bf16]\n"
    "\n"
    "Compares the arrays of two .npz (or .npy) files, as `hlx run --save-outputs` writes them: the same\n"
    "names in the same order, each with the same element type and shape. Floats (and each part of a\n"
    "complex) match when NaN sits at the same places in both, infinities are equal, and the largest\n"
    "difference of the finite elements is at most R times the largest magnitude in EXPECTED's array;\n"
    "integers and bools must be equal. Prints one line per array: its largest difference, absolute and\n"
    "relative to that magnitude. Exits with 0 when every array matches, 1 when one does not, 2 on a\n"
    "usage error and 3 when a file cannot be read.\n"
    "\n"
    "Options:\n"
    "  --rtol=R   the relative tolerance (default 1e-5); 0 asks for equal values\n"
    "  --min-sqnr=DB\n"
    "             judge floats by their signal-to-quantization-noise ratio instead, 10 log10(sum e^2 /\n"
    "             sum (e - a)^2) over the finite elements (e EXPECTED's, a ACTUAL's): an array matches\n"
    "             when it is at least DB decibels (and NaN and infinities sit at the same places); for\n"
    "             a quantized program's outputs against the float program's\n"
    "  --bf16     compare arrays of 16-bit unsigned integers as bf16 floats (NumPy has no bf16: hlx saves\n"
    "             bf16 arrays as their raw bits, `<u2`)\n"
    "  --help     show this help\n";

namespace {

struct Difference {
  double largest = 0;      // the largest |expected - actual| over finite elements (integers: count)
  double magnitude = 0;    // the largest |expected| over finite elements
  double signal = 0;       // the sum of expected^2 over finite elements
  double noise = 0;        // the sum of (expected - actual)^2 over finite elements
  int64_t mismatched = 0;  // NaN or infinities in one file only, or (integers) unequal elements
};

// One part of an element (complex elements have two) of each array, compared.
void CompareValue(double e, double a, Difference& d) {
  if (std::isnan(e) || std::isnan(a)) {
    d.mismatched += std::isnan(e) != std::isnan(a);
    return;
  }
  if (std::isinf(e) || std::isinf(a)) {
    d.mismatched += e != a;
    return;
  }
  d.largest = std::max(d.largest, std::fabs(e - a));
  d.magnitude = std::max(d.magnitude, std::fabs(e));
  d.signal += e * e;
  d.noise += (e - a) * (e - a);
}

Difference CompareArrays(const HostArray& expected, const HostArray& actual) {
  Difference d;
  const ElementType e = expected.element;
  const int width = ElementStorageBytes(e);
  const ElementCategory category = GetElementInfo(e).category;
  for (int64_t i = 0; i < expected.NumElements(); ++i) {
    const char* pe = expected.bytes.data() + i * width;
    const char* pa = actual.bytes.data() + i * width;
    switch (category) {
      case ElementCategory::kFloat:
        CompareValue(LoadFloat(e, pe), LoadFloat(e, pa), d);
        break;
      case ElementCategory::kComplex: {
        const std::complex<double> ce = LoadComplex(e, pe), ca = LoadComplex(e, pa);
        CompareValue(ce.real(), ca.real(), d);
        CompareValue(ce.imag(), ca.imag(), d);
        break;
      }
      default:
        d.mismatched += LoadInt(e, pe) != LoadInt(e, pa);
        break;
    }
  }
  return d;
}

std::string Format(double v) {
  char buf[32];
  std::snprintf(buf, sizeof(buf), "%.3g", v);
  return buf;
}

}  // namespace

int RunCompare(const std::vector<std::string>& args) {
  std::vector<std::string> files;
  double rtol = 1e-5;
  std::optional<double> min_sqnr;
  bool bf16 = false;
  for (const std::string& arg : args) {
    std::string value;
    if (IsHelpFlag(arg)) {
      std::cout << kCompareHelp;
      return kExitOk;
    }
    if (arg == "--bf16") {
      bf16 = true;
      continue;
    }
    if (FlagValue(arg, "--rtol", &value)) {
      char* end = nullptr;
      rtol = std::strtod(value.c_str(), &end);
      if (value.empty() || *end != '\0' || !(rtol >= 0))
        return UsageError("compare: --rtol needs a number of at least 0, got '" + value + "'");
      continue;
    }
    if (FlagValue(arg, "--min-sqnr", &value)) {
      char* end = nullptr;
      min_sqnr = std::strtod(value.c_str(), &end);
      if (value.empty() || *end != '\0' || !std::isfinite(*min_sqnr))
        return UsageError("compare: --min-sqnr needs a number of decibels, got '" + value + "'");
      continue;
    }
    if (arg.size() > 1 && arg[0] == '-')
      return UsageError("compare: unknown flag '" + arg + "' (see hlx compare --help)");
    files.push_back(arg);
  }
  if (files.size() != 2)
    return UsageError("compare: needs two files, EXPECTED and ACTUAL (see hlx compare --help)");
  NamedArrays arrays[2];
  for (int f = 0; f < 2; ++f) {
    StatusOr<NamedArrays> read = ReadArraysFile(files[f]);
    if (!read.ok()) {
      std::cerr << "hlx: " << read.status().message() << "\n";
      return kExitError;
    }
    arrays[f] = std::move(read).value();
    if (!bf16) continue;
    for (auto& [name, array] : arrays[f]) {
      if (array.element != ElementType::kUI16) continue;
      Status converted = ConvertRawElements(array, ElementType::kBF16, name);
      if (!converted.ok()) {
        std::cerr << "hlx: " << converted.message() << "\n";
        return kExitError;
      }
    }
  }
  const NamedArrays& expected = arrays[0];
  const NamedArrays& actual = arrays[1];
  if (expected.size() != actual.size()) {
    std::cout << files[1] << ": has " << actual.size() << " arrays, " << files[0] << " has "
              << expected.size() << "\n";
    return kExitFailed;
  }
  bool all_match = true;
  for (size_t i = 0; i < expected.size(); ++i) {
    const auto& [name, e] = expected[i];
    const auto& [actual_name, a] = actual[i];
    std::cout << name << ": ";
    if (name != actual_name || e.element != a.element || e.shape != a.shape) {
      std::cout << "differs in kind: " << files[1] << " has '" << actual_name << "' of "
                << GetElementInfo(a.element).mnemonic << FormatIndex(a.shape) << " where " << files[0]
                << " has " << GetElementInfo(e.element).mnemonic << FormatIndex(e.shape) << "\n";
      all_match = false;
      continue;
    }
    const Difference d = CompareArrays(e, a);
    const ElementCategory category = GetElementInfo(e.element).category;
    bool match = d.mismatched == 0;
    if ((category == ElementCategory::kFloat || category == ElementCategory::kComplex) && min_sqnr) {
      const double sqnr = d.noise > 0 ? 10 * std::log10(d.signal / d.noise) : INFINITY;
      match &= sqnr >= *min_sqnr;
      std::cout << "SQNR " << Format(sqnr) << " dB";
      if (d.mismatched) std::cout << ", " << d.mismatched << " NaN or infinities in one file only";
    } else if (category == ElementCategory::kFloat || category == ElementCategory::kComplex) {
      const double relative = d.magnitude > 0 ? d.largest / d.magnitude : (d.largest > 0 ? INFINITY : 0);
      match &= relative <= rtol;
      std::cout << "largest difference " << Format(d.largest) << " (" << Format(relative)
                << " of the largest magnitude " << Format(d.magnitude) << ")";
      if (d.mismatched) std::cout << ", " << d.mismatched << " NaN or infinities in one file only";
    } else {
      std::cout << d.mismatched << " unequal elements";
    }
    const bool by_sqnr =
        min_sqnr && (category == ElementCategory::kFloat || category == ElementCategory::kComplex);
    if (match) {
      std::cout << ": ok\n";
    } else if (by_sqnr) {
      std::cout << ": below " << Format(*min_sqnr) << " dB\n";
    } else {
      std::cout << ": over the tolerance\n";
    }
    all_match &= match;
  }
  return all_match ? kExitOk : kExitFailed;
}

}  // namespace hlx
