// The test ops of StableHLO's self-checking programs: `check.*` ops and custom calls, and the
// `interpreter.*` ops (run_parallel, probe, print).
//
// Comparisons, element by element (the first mismatch is reported with its index, both values and the
// tolerance):
//   expect_eq            exact; floats compare by value (-0 equals 0) and NaN matches NaN
//   expect_almost_eq     |actual - expected| <= tolerance for floats and each complex part (default
//                        1e-4 for the ops, 1e-3 for the custom call); NaN matches NaN, infinities must be
//                        equal; other types exact
//   expect_close         between min_ulp_difference (default 0) and max_ulp_difference (default 1 for the
//                        op, 3 for the custom call) ULPs apart in the elements' own format; NaN matches
//                        NaN, unequal non-finite values are infinitely apart; complex: the larger of the
//                        parts' distances.
//   custom call check.eq exact, and returns the outcome as a tensor<i1>.
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <sstream>

#include "interp/kernels.h"

namespace hlx {
namespace {

enum class Compare { kExact, kAlmost, kUlp };

struct Tolerance {
  Compare mode;
  double absolute = 0;                // kAlmost
  uint64_t min_ulp = 0, max_ulp = 0;  // kUlp: the distance must lie in [min_ulp, max_ulp]
};

// Magnitude bits and format facts for ULP distances.
struct FloatBits {
  uint64_t magnitude;
  bool negative;
  bool finite;
  bool nan;
};

FloatBits BitsOf(ElementType e, double value) {
  FloatBits b{0, std::signbit(value), std::isfinite(value), std::isnan(value)};
  if (e == ElementType::kF64) {
    b.magnitude = std::bit_cast<uint64_t>(std::fabs(value));
  } else if (e == ElementType::kF32) {
    b.magnitude = std::bit_cast<uint32_t>(static_cast<float>(std::fabs(value)));
  } else {
    const FloatFormat& f = *GetElementInfo(e).small_float;
    const uint64_t sign_bit = uint64_t{1} << (f.exponent_bits + f.mantissa_bits);
    b.magnitude = EncodeFloat(f, std::fabs(value)) & (sign_bit - 1);
  }
  return b;
}

// ULPs between two finite values of a float type: how many steps apart their encodings are (-0 and +0
// are 0 apart). NaN is 0 from NaN; any other pair that is not both finite is 0 apart when equal and
// infinitely apart otherwise.
uint64_t UlpDistance(ElementType e, double x, double y) {
  if (std::isnan(x) && std::isnan(y)) return 0;
  if (!std::isfinite(x) || !std::isfinite(y)) return x == y ? 0 : std::numeric_limits<uint64_t>::max();
  FloatBits a = BitsOf(e, x), b = BitsOf(e, y);
  if (a.negative != b.negative && (a.magnitude | b.magnitude) != 0) return a.magnitude + b.magnitude;
  return a.magnitude > b.magnitude ? a.magnitude - b.magnitude : b.magnitude - a.magnitude;
}

bool FloatsMatch(ElementType part, double x, double y, const Tolerance& tol, uint64_t* ulps) {
  if (tol.mode != Compare::kUlp && (std::isnan(x) || std::isnan(y))) return std::isnan(x) && std::isnan(y);
  switch (tol.mode) {
    case Compare::kExact:
      return x == y;
    case Compare::kAlmost:
      if (std::isinf(x) || std::isinf(y)) return x == y;
      return std::fabs(x - y) <= tol.absolute;
    case Compare::kUlp: {
      uint64_t d = UlpDistance(part, x, y);
      *ulps = std::max(*ulps, d);
      return d >= tol.min_ulp && d <= tol.max_ulp;
    }
  }
  return false;
}

std::string DescribeTolerance(const Tolerance& tol, uint64_t ulps) {
  std::ostringstream os;
  switch (tol.mode) {
    case Compare::kExact:
      os << "exact equality";
      break;
    case Compare::kAlmost:
      os << "absolute tolerance " << tol.absolute;
      break;
    case Compare::kUlp:
      os << ulps << " ULP apart, at most " << tol.max_ulp << " allowed";
      if (tol.min_ulp > 0) os << " and at least " << tol.min_ulp << " required";
      break;
  }
  return os.str();
}

// Compares element by element; an empty string when all match, else a description of the first mismatch.
std::string Mismatch(const Tensor& actual, const Tensor& expected, const Tolerance& tol) {
  if (actual.shape().size() != expected.shape().size() ||
      !std::equal(actual.shape().begin(), actual.shape().end(), expected.shape().begin()) ||
      actual.element() != expected.element())
    return "actual type " + actual.type().ToString() + " differs from expected type " +
           expected.type().ToString();
  const ElementType e = actual.element();
  const int w = actual.element_bytes();
  int64_t mismatches = 0;
  std::string first;
  std::vector<int64_t> index(actual.rank(), 0);
  for (int64_t i = 0; i < actual.num_elements(); ++i, NextIndex(actual.shape(), index)) {
    const char* pa = actual.data() + i * w;
    const char* pe = expected.data() + i * w;
    bool match;
    uint64_t ulps = 0;
    if (IsComplex(e)) {
      std::complex<double> a = LoadComplex(e, pa), x = LoadComplex(e, pe);
      const ElementType part = ComplexPartType(e);
      if (tol.mode == Compare::kUlp) {
        ulps = std::max(UlpDistance(part, a.real(), x.real()), UlpDistance(part, a.imag(), x.imag()));
        match = ulps >= tol.min_ulp && ulps <= tol.max_ulp;
      } else {
        bool real = FloatsMatch(part, a.real(), x.real(), tol, &ulps);
        bool imag = FloatsMatch(part, a.imag(), x.imag(), tol, &ulps);
        match = real && imag;
      }
    } else if (IsFloat(e)) {
      match = FloatsMatch(e, LoadFloat(e, pa), LoadFloat(e, pe), tol, &ulps);
    } else {
      match = LoadInt(e, pa) == LoadInt(e, pe);
    }
    if (match) continue;
    if (mismatches++ == 0) {
      Tolerance shown = IsFloat(e) || IsComplex(e) ? tol : Tolerance{Compare::kExact};
      first = "element " + FormatIndex(index) + ": actual " + FormatElement(actual, i) + ", expected " +
              FormatElement(expected, i) + " (" + DescribeTolerance(shown, ulps) + ")";
    }
  }
  if (mismatches == 0) return "";
  return first + "; " + std::to_string(mismatches) + " of " + std::to_string(actual.num_elements()) +
         " elements differ";
}

Results Check(const OpCall& c, const Tensor& actual, const Tensor& expected, const Tolerance& tol) {
  std::string detail = Mismatch(actual, expected, tol);
  c.ctx.ReportCheck(c.op, detail.empty(), detail);
  return std::vector<Tensor>{};
}

// Tensors of a `value` attribute, with the type of `like`.
StatusOr<Tensor> ConstValue(const OpCall& c, const Tensor& like) {
  Attr value = c.op.attr("value");
  if (!value.Is(AttrKind::kDenseElements)) return c.Error("has no dense `value`");
  if (value.type().NumElements() != like.num_elements() ||
      value.type().element_type().storage_element() != like.element())
    return c.Error("compares " + like.type().ToString() + " with a value of type " + value.type().ToString());
  return Tensor::FromDense(value, like.type());
}

double ToleranceAttr(const OpCall& c, double default_value) {
  Attr t = c.op.attr("tolerance");
  if (t.Is(AttrKind::kFloat)) return t.float_value();
  return default_value;
}

constexpr double kOpTolerance = 1e-4;
constexpr double kCustomCallTolerance = 1e-3;
constexpr uint64_t kCustomCallMaxUlp = 3;

}  // namespace

Results EvalCheckExpectEq(const OpCall& c) { return Check(c, c.args[0], c.args[1], {Compare::kExact}); }

Results EvalCheckExpectEqConst(const OpCall& c) {
  HLX_ASSIGN_OR_RETURN(Tensor expected, ConstValue(c, c.args[0]));
  return Check(c, c.args[0], expected, {Compare::kExact});
}

Results EvalCheckExpectAlmostEq(const OpCall& c) {
  return Check(c, c.args[0], c.args[1], {Compare::kAlmost, ToleranceAttr(c, kOpTolerance)});
}

Results EvalCheckExpectAlmostEqConst(const OpCall& c) {
  HLX_ASSIGN_OR_RETURN(Tensor expected, ConstValue(c, c.args[0]));
  return Check(c, c.args[0], expected, {Compare::kAlmost, ToleranceAttr(c, kOpTolerance)});
}

Results EvalCheckExpectClose(const OpCall& c) {
  Attr max_ulp = c.op.attr("max_ulp_difference");
  Attr min_ulp = c.op.attr("min_ulp_difference");
  Tolerance tol{Compare::kUlp};
  // The attributes are unsigned 64-bit: read the bits.
  tol.max_ulp = max_ulp.Is(AttrKind::kInteger) ? static_cast<uint64_t>(max_ulp.int_value()) : 1;
  tol.min_ulp = min_ulp.Is(AttrKind::kInteger) ? static_cast<uint64_t>(min_ulp.int_value()) : 0;
  return Check(c, c.args[0], c.args[1], tol);
}

Results EvalCheckExpectSerializedEq(const OpCall& c) {
  Attr id = c.op.attr("probe_id");
  if (!id.Is(AttrKind::kString)) return c.Error("has no `probe_id`");
  Attr iteration_attr = c.op.attr("iter");
  const int64_t iteration = iteration_attr.Is(AttrKind::kInteger) ? iteration_attr.int_value() : 0;
  const std::vector<Tensor>* probed = c.ctx.Probed(id.string_value());
  if (!probed || iteration < 0 || iteration >= static_cast<int64_t>(probed->size()))
    return c.Error("finds no value probed as \"" + id.string_value() + "\" at iteration " +
                   std::to_string(iteration));
  return Check(c, c.args[0], (*probed)[iteration], {Compare::kExact});
}

Results EvalInterpreterProbe(const OpCall& c) {
  Attr id = c.op.attr("probe_id");
  if (!id.Is(AttrKind::kString)) return c.Error("has no `probe_id`");
  c.ctx.Probe(id.string_value(), c.args[0]);
  return std::vector<Tensor>{c.args[0]};
}

Results EvalInterpreterPrint(const OpCall& c) {
  if (std::ostream* os = c.ctx.print_stream()) *os << FormatTensor(c.args[0]);
  return std::vector<Tensor>{};
}

Results EvalInterpreterRunParallel(const OpCall& c) {
  Attr programs = c.op.attr("programs");
  if (!programs.Is(AttrKind::kArray) || programs.elements().empty()) return c.Error("has no `programs`");
  const int64_t num_replicas = static_cast<int64_t>(programs.elements().size());
  int64_t num_partitions = -1;
  std::vector<std::string> functions;
  for (const Attr& replica : programs.elements()) {
    if (!replica.Is(AttrKind::kArray)) return c.Error("`programs` must be a list of lists of functions");
    if (num_partitions < 0) num_partitions = static_cast<int64_t>(replica.elements().size());
    if (static_cast<int64_t>(replica.elements().size()) != num_partitions || num_partitions == 0)
      return c.Error("every replica in `programs` must list the same, non-zero number of partitions");
    for (const Attr& f : replica.elements()) {
      if (!f.Is(AttrKind::kSymbolRef)) return c.Error("`programs` must name functions");
      functions.push_back(f.symbol_path().back());
    }
  }
  std::vector<std::string> infeed;
  if (Attr feed = c.op.attr("infeed"); feed.Is(AttrKind::kArray))
    for (const Attr& f : feed.elements())
      if (f.Is(AttrKind::kSymbolRef)) infeed.push_back(f.symbol_path().back());
  // The operands are handed out in order: each process takes as many as its function has arguments.
  std::vector<std::vector<Tensor>> args(functions.size());
  size_t next = 0;
  for (size_t p = 0; p < functions.size(); ++p) {
    const Op* f = c.ctx.module().LookupFunc(functions[p]);
    if (!f) return c.Error("runs @" + functions[p] + ", which the module does not define");
    const size_t n = FuncType(*f).types().size();
    if (next + n > c.args.size()) return c.Error("has too few operands for the arguments of its programs");
    args[p].assign(c.args.begin() + next, c.args.begin() + next + n);
    next += n;
  }
  if (next != c.args.size()) return c.Error("has more operands than its programs take");
  HLX_ASSIGN_OR_RETURN(auto outputs,
                       c.ctx.RunParallel(c.op, functions, args, num_replicas, num_partitions, infeed));
  std::vector<Tensor> results;
  for (auto& process : outputs)
    for (Tensor& t : process) results.push_back(std::move(t));
  if (results.size() != c.result_types.size())
    return c.Error("declares " + std::to_string(c.result_types.size()) +
                   " results, but its programs return " + std::to_string(results.size()));
  return results;
}

std::optional<Results> EvalCheckCustomCall(const OpCall& c, std::string_view target) {
  if (target == "check.expect_eq") return Check(c, c.args[0], c.args[1], {Compare::kExact});
  if (target == "check.expect_almost_eq")
    return Check(c, c.args[0], c.args[1], {Compare::kAlmost, kCustomCallTolerance});
  if (target == "check.expect_close") {
    Tolerance tol{Compare::kUlp};
    tol.max_ulp = kCustomCallMaxUlp;
    return Check(c, c.args[0], c.args[1], tol);
  }
  if (target == "check.eq") {
    std::string detail = Mismatch(c.args[0], c.args[1], {Compare::kExact});
    c.ctx.ReportCheck(c.op, detail.empty(), detail);
    if (c.result_types.size() != 1) return Results(c.Error("@check.eq must have one tensor<i1> result"));
    const int64_t ok = detail.empty() ? 1 : 0;
    return Results(std::vector<Tensor>{MakeInts(c.result_types[0], std::span<const int64_t>(&ok, 1))});
  }
  return std::nullopt;
}

}  // namespace hlx
