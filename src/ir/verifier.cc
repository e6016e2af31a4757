// The verifier: generic structure (operand, result and region counts from ops.def, terminators, symbol
// references) and the StableHLO spec's per-op constraints, with shape inference of result types.
//
// Conventions. Dynamic dimensions (`?`) are compatible with any size. Element types of quantized tensors
// are compared the way StableHLO's type inference compares them: two quantized types are compatible when
// their storage type, storage range, expressed type and granularity (per-tensor or per-axis) agree.
// Attributes are read defensively: a missing attribute, an attribute of the wrong kind or a dimension
// number out of range is an error, never an out-of-bounds read.
//
// Layout: helpers for messages, types and attributes; then the Verifier class: generic structure, the
// dispatch over every op kind, and one function per op family, in the order of ops.def.
#include "ir/verifier.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hlx {
namespace {

// ---- Text for messages ---------------------------------------------------------------------------

std::string Str(Type t) { return t ? t.ToString() : std::string("no type"); }

std::string DimStr(int64_t d) { return d == kDynamic ? std::string("?") : std::to_string(d); }

std::string ListStr(std::span<const int64_t> values) {
  std::string out = "[";
  for (size_t i = 0; i < values.size(); ++i) {
    if (i) out += ", ";
    out += DimStr(values[i]);
  }
  return out + "]";
}

std::string TypesStr(std::span<const Type> types) {
  std::string out = "(";
  for (size_t i = 0; i < types.size(); ++i) {
    if (i) out += ", ";
    out += Str(types[i]);
  }
  return out + ")";
}

// "1 operand", "2 operands".
std::string Count(int64_t n, std::string_view noun) {
  std::string out = std::to_string(n) + " " + std::string(noun);
  if (n == 1) return out;
  if (out.back() == 'y') {
    out.pop_back();
    return out + "ies";
  }
  return out + (out.back() == 'x' ? "es" : "s");
}

std::string Quoted(std::string_view name) {
  std::string out(1, '\'');
  out.append(name);
  out.push_back('\'');
  return out;
}

const char* AttrKindName(AttrKind kind) {
  switch (kind) {
    case AttrKind::kUnit:
      return "a unit attribute";
    case AttrKind::kBool:
      return "a boolean";
    case AttrKind::kInteger:
      return "an integer";
    case AttrKind::kFloat:
      return "a float";
    case AttrKind::kString:
      return "a string";
    case AttrKind::kType:
      return "a type";
    case AttrKind::kArray:
      return "an array";
    case AttrKind::kDenseArray:
      return "a dense array";
    case AttrKind::kDenseElements:
      return "dense elements";
    case AttrKind::kDenseResource:
      return "a dense resource";
    case AttrKind::kDictionary:
      return "a dictionary";
    case AttrKind::kSymbolRef:
      return "a symbol reference";
    case AttrKind::kEnum:
      return "an enum";
    case AttrKind::kStruct:
      return "a structured attribute";
    case AttrKind::kLocation:
      return "a location";
    case AttrKind::kOpaque:
      return "an opaque attribute";
  }
  return "an attribute";
}

// ---- Types -------------------------------------------------------------------------------------

std::vector<Type> TypesOf(std::span<Value* const> values) {
  std::vector<Type> out;
  out.reserve(values.size());
  for (Value* v : values) out.push_back(v->type());
  return out;
}

std::vector<Type> ResultTypes(const Op& op) {
  std::vector<Type> out;
  for (int i = 0; i < op.num_results(); ++i) out.push_back(op.result(i)->type());
  return out;
}

std::vector<Type> ArgTypes(const Block& block) {
  std::vector<Type> out;
  for (int i = 0; i < block.num_args(); ++i) out.push_back(block.arg(i)->type());
  return out;
}

bool IsTensor(Type t) { return t && t.IsTensor(); }

bool DimsCompatible(int64_t a, int64_t b) { return a == kDynamic || b == kDynamic || a == b; }

bool ShapesCompatible(std::span<const int64_t> a, std::span<const int64_t> b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!DimsCompatible(a[i], b[i])) return false;
  return true;
}

// Element kinds, as a bit set, for constraints such as "float, complex or quantized".
enum ElementKind : unsigned {
  kBoolEl = 1,
  kSignedEl = 2,
  kUnsignedEl = 4,
  kFloatEl = 8,
  kComplexEl = 16,
  kQuantEl = 32,
  kIntEl = kSignedEl | kUnsignedEl,
  kAnyEl = kBoolEl | kIntEl | kFloatEl | kComplexEl | kQuantEl,
};

// The kind of an element type (an element or quant Type).
unsigned KindOf(Type element) {
  if (!element) return 0;
  if (element.IsQuant()) return kQuantEl;
  if (!element.IsElement()) return 0;
  switch (GetElementInfo(element.element()).category) {
    case ElementCategory::kBool:
      return kBoolEl;
    case ElementCategory::kSigned:
      return kSignedEl;
    case ElementCategory::kUnsigned:
      return kUnsignedEl;
    case ElementCategory::kFloat:
      return kFloatEl;
    case ElementCategory::kComplex:
      return kComplexEl;
  }
  return 0;
}

std::string KindsName(unsigned kinds) {
  if ((kinds & kAnyEl) == kAnyEl) return "any element type";
  std::vector<std::string> names;
  if (kinds & kBoolEl) names.push_back("boolean");
  if ((kinds & kIntEl) == kIntEl) {
    names.push_back("integer");
  } else {
    if (kinds & kSignedEl) names.push_back("signed integer");
    if (kinds & kUnsignedEl) names.push_back("unsigned integer");
  }
  if (kinds & kFloatEl) names.push_back("float");
  if (kinds & kComplexEl) names.push_back("complex");
  if (kinds & kQuantEl) names.push_back("quantized");
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i) out += i + 1 == names.size() ? " or " : ", ";
    out += names[i];
  }
  return out;
}

bool IsPerAxis(Type element) {
  return element && element.IsQuant() && element.quant().quantized_dimension >= 0;
}

// Bits of an element type; quantized types count their storage type.
int BitWidth(Type element) {
  if (element.IsQuant()) return GetElementInfo(element.quant().storage).bit_width;
  if (element.IsElement()) return GetElementInfo(element.element()).bit_width;
  return 0;
}

// Element types that StableHLO's type inference treats as compatible: equal, or both quantized with
// the same storage type and range, expressed type and granularity.
bool ElementsCompatible(Type a, Type b) {
  if (a && b && a.IsQuant() && b.IsQuant()) {
    const QuantParams& p = a.quant();
    const QuantParams& q = b.quant();
    return p.storage == q.storage && p.storage_min == q.storage_min && p.storage_max == q.storage_max &&
           p.expressed == q.expressed && (p.quantized_dimension >= 0) == (q.quantized_dimension >= 0);
  }
  return a == b;
}

bool TypesCompatible(Type a, Type b) {
  if (!a || !b) return false;
  if (a.IsTensor() && b.IsTensor())
    return ShapesCompatible(a.dims(), b.dims()) && ElementsCompatible(a.element_type(), b.element_type());
  if (a.IsTuple() && b.IsTuple()) {
    if (a.types().size() != b.types().size()) return false;
    for (size_t i = 0; i < a.types().size(); ++i)
      if (!TypesCompatible(a.types()[i], b.types()[i])) return false;
    return true;
  }
  return a == b;
}

bool TypeListsCompatible(std::span<const Type> a, std::span<const Type> b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!TypesCompatible(a[i], b[i])) return false;
  return true;
}

// Equal element types, where any two floats count as equal when `ignore_fp_precision`.
bool SameElement(Type a, Type b, bool ignore_fp_precision) {
  if (ignore_fp_precision && KindOf(a) == kFloatEl && KindOf(b) == kFloatEl) return true;
  return a == b;
}

// Tensors of compatible shapes and the same element type (floats of any width when
// `ignore_fp_precision`).
bool ShapeAndElementCompatible(Type a, Type b, bool ignore_fp_precision) {
  return IsTensor(a) && IsTensor(b) && ShapesCompatible(a.dims(), b.dims()) &&
         SameElement(a.element_type(), b.element_type(), ignore_fp_precision);
}

// An element type `from` promotes to `to` when both are of the same family (integers and booleans,
// floats, complex, quantized with the same expressed type) and `to` is at least as wide.
bool Promotable(Type from, Type to, bool ignore_fp_precision) {
  unsigned kf = KindOf(from);
  unsigned kt = KindOf(to);
  const unsigned int_like = kBoolEl | kIntEl;
  bool same_family = ((kf & int_like) && (kt & int_like)) ||
                     (kf == kt && (kf == kFloatEl || kf == kComplexEl)) ||
                     (kf == kQuantEl && kt == kQuantEl && from.quant().expressed == to.quant().expressed);
  if (!same_family) return false;
  if (ignore_fp_precision && kf == kFloatEl) return true;
  return BitWidth(from) <= BitWidth(to);
}

bool Contains(std::span<const int64_t> values, int64_t x) {
  return std::find(values.begin(), values.end(), x) != values.end();
}

bool IsUnique(std::span<const int64_t> values) {
  std::set<int64_t> seen;
  for (int64_t v : values)
    if (!seen.insert(v).second) return false;
  return true;
}

std::vector<int64_t> Concat(std::span<const int64_t> a, std::span<const int64_t> b) {
  std::vector<int64_t> out(a.begin(), a.end());
  out.insert(out.end(), b.begin(), b.end());
  return out;
}

// ---- Attribute values, read defensively -----------------------------------------------------------

// Dense elements whose byte buffer holds every element their type promises.
bool DenseBytesValid(const Attr& a) {
  Type t = a.type();
  if (!IsTensor(t) || !t.HasStaticShape()) return false;
  int64_t n = a.dense_is_splat() ? 1 : t.NumElements();
  return static_cast<int64_t>(a.dense_bytes().size()) >= n * ElementStorageBytes(t.storage_element());
}

std::optional<int64_t> IntOf(const Attr& a) {
  if (a.Is(AttrKind::kInteger)) return a.int_value();
  return std::nullopt;
}

std::optional<std::vector<int64_t>> IntListOf(const Attr& a) {
  if (!a) return std::nullopt;
  if (a.Is(AttrKind::kDenseElements)) {
    Type t = a.type();
    if (!IsTensor(t) || t.rank() != 1 || !DenseBytesValid(a)) return std::nullopt;
  }
  return a.AsIntList();
}

struct IntMatrix {
  int64_t rows = 0;
  int64_t cols = 0;
  std::vector<int64_t> values;  // row-major
};

// A 2-D tensor of integers given as dense elements (padding, replica groups, source-target pairs).
std::optional<IntMatrix> IntMatrixOf(const Attr& a) {
  if (!a.Is(AttrKind::kDenseElements)) return std::nullopt;
  Type t = a.type();
  if (!IsTensor(t) || t.rank() != 2 || !t.element_type().IsElement()) return std::nullopt;
  ElementType e = t.element_type().element();
  if ((!IsInteger(e) && !IsBool(e)) || !DenseBytesValid(a)) return std::nullopt;
  IntMatrix m;
  m.rows = t.dims()[0];
  m.cols = t.dims()[1];
  for (int64_t i = 0; i < m.rows * m.cols; ++i) m.values.push_back(DenseIntAt(a, i));
  return m;
}

// Shapes and paddings given as constant operands are small; larger constants are not read.
constexpr int64_t kMaxShapeConstant = 1 << 12;

// The integers of a constant operand (stablehlo.constant or arith.constant of integers), if it is one.
std::optional<std::vector<int64_t>> ConstantInts(const Value* v) {
  const Op* def = v->defining_op();
  if (!def || (def->kind() != OpKind::kConstant && def->kind() != OpKind::kArithConstant))
    return std::nullopt;
  Attr value = def->attr("value");
  if (!value.Is(AttrKind::kDenseElements) || !DenseBytesValid(value)) return std::nullopt;
  Type t = value.type();
  if (!t.element_type().IsElement()) return std::nullopt;
  ElementType e = t.element_type().element();
  if ((!IsInteger(e) && !IsBool(e)) || t.NumElements() > kMaxShapeConstant) return std::nullopt;
  std::vector<int64_t> out;
  for (int64_t i = 0; i < t.NumElements(); ++i) out.push_back(DenseIntAt(value, i));
  return out;
}

// Window sizes after dilation and striding, as in StableHLO's shape functions.
// Arithmetic on sizes taken from attributes saturates instead of overflowing: absurd sizes then fail the
// shape comparison like any wrong size.
int64_t SatAdd(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_add_overflow(a, b, &r)) return (b > 0) ? INT64_MAX : INT64_MIN + 1;
  return r;
}

int64_t SatMul(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r)) return ((a < 0) != (b < 0)) ? INT64_MIN + 1 : INT64_MAX;
  return r;
}

int64_t DilatedBound(int64_t bound, int64_t dilation) {
  return bound <= 0 ? 0 : SatAdd(SatMul(bound - 1, dilation), 1);
}

int64_t StridedBound(int64_t bound, int64_t window, int64_t stride) {
  if (bound <= 0 || window > bound || stride <= 0) return 0;
  return (bound - window) / stride + 1;
}

struct WindowDim {
  int64_t size = 1;
  int64_t stride = 1;
  int64_t pad_low = 0;
  int64_t pad_high = 0;
  int64_t base_dilation = 1;
  int64_t window_dilation = 1;
};

std::vector<int64_t> WindowOutputShape(std::span<const int64_t> base, std::span<const WindowDim> window) {
  std::vector<int64_t> out;
  for (size_t i = 0; i < window.size() && i < base.size(); ++i) {
    const WindowDim& w = window[i];
    if (base[i] == kDynamic || w.size == kDynamic) {
      out.push_back(kDynamic);
      continue;
    }
    int64_t padded = SatAdd(SatAdd(w.pad_low, DilatedBound(base[i], w.base_dilation)), w.pad_high);
    out.push_back(StridedBound(padded, DilatedBound(w.size, w.window_dilation), w.stride));
  }
  return out;
}

// Which ops may end a region of `parent` (nullptr: the module body, which has no terminator).
bool IsTerminatorFor(const Op* parent, OpKind kind) {
  if (!parent) return false;
  if (parent->kind() == OpKind::kFunc)
    return kind == OpKind::kFuncReturn || kind == OpKind::kCfBr || kind == OpKind::kCfCondBr;
  if (parent->kind() == OpKind::kSdyManualComputation) return kind == OpKind::kSdyReturn;
  return kind == OpKind::kReturn;
}

const char* ExpectedTerminator(const Op* parent) {
  if (parent && parent->kind() == OpKind::kFunc) return "'func.return' (or a branch)";
  if (parent && parent->kind() == OpKind::kSdyManualComputation) return "'sdy.return'";
  return "'stablehlo.return'";
}

// How the result element type of a unary elementwise op follows from its operand's.
enum class UnaryResult {
  kSame,       // the operand's
  kRealPart,   // the operand's, or its real part type when complex
  kBool,       // i1
  kConverted,  // any non-quantized type
};

class Verifier {
 public:
  explicit Verifier(const Module& module) : module_(module), types_(module.types()) {}

  // The module body: functions and module-level annotations.
  Status VerifyBody();
  // `op`'s structure and constraints, then the ops in its regions.
  Status VerifyTree(const Op& op);

 private:
  // `file:line:col: error: 'op.name' op <expected>, found <found>`.
  Status Error(const Op& op, const std::string& expected, const std::string& found) const {
    return InvalidArgument(module_.Where(op.loc()) + ": error: '" + op.name() + "' op " + expected +
                           ", found " + found);
  }

  // The func.func named `name` at module level, or nullptr. Unlike Module::LookupFunc, it tolerates
  // functions whose attributes are malformed (those fail their own verification).
  const Op* FindFunc(std::string_view name) const {
    for (const auto& op : module_.body().ops()) {
      Attr sym = op->attr("sym_name");
      if (op->kind() == OpKind::kFunc && sym.Is(AttrKind::kString) && sym.string_value() == name)
        return op.get();
    }
    return nullptr;
  }

  // ---- Generic structure ----
  Status VerifyCounts(const Op& op) const;
  Status VerifyRegionShape(const Op& op, int index) const;
  Status VerifySemantics(const Op& op);

  // ---- Attributes ----
  Status WrongAttr(const Op& op, std::string_view name, std::string_view want, const Attr& found) const;
  Status RequireInt(const Op& op, std::string_view name, int64_t* out) const;
  Status OptionalInt(const Op& op, std::string_view name, int64_t* out) const;
  Status RequireIntList(const Op& op, std::string_view name, std::vector<int64_t>* out) const;
  // reduce and reduce_window: N inputs, then N initial values, and N results.
  Status SplitInputsAndInits(const Op& op, std::vector<Type>* inputs, std::vector<Type>* inits) const;
  Status VerifyTransferChannel(const Op& op, int64_t host_type, const char* host_name) const;
  // A required integer list with one entry per operand dimension.
  Status RequireDimList(const Op& op, std::string_view name, int64_t rank, std::vector<int64_t>* out) const;
  Status OptionalIntList(const Op& op, std::string_view name, std::vector<int64_t>* out,
                         bool* present = nullptr) const;
  Status OptionalBool(const Op& op, std::string_view name, bool* out) const;
  Status RequireEnum(const Op& op, std::string_view name, EnumFamily family, int* out) const;
  Status OptionalEnum(const Op& op, std::string_view name, EnumFamily family, int* out) const;
  Status RequireString(const Op& op, std::string_view name, std::string* out) const;
  Status RequireStruct(const Op& op, std::string_view name, StructKind kind, Attr* out) const;
  Status StructInt(const Op& op, const Attr& s, std::string_view field, bool required, int64_t* out) const;
  Status StructList(const Op& op, const Attr& s, std::string_view field, std::vector<int64_t>* out) const;
  Status OptionalPadding(const Op& op, std::string_view name,
                         std::vector<std::pair<int64_t, int64_t>>* out) const;
  Status PrecisionConfig(const Op& op, std::vector<int>* out) const;
  Status OptionalChannelId(const Op& op, int64_t* channel_id, int64_t* channel_type = nullptr) const;
  Status ReplicaGroups(const Op& op, bool all_groups_same_size, bool use_global_device_ids,
                       std::optional<int64_t> group_size) const;

  // ---- Common shapes of constraints ----
  Status ExpectTensors(const Op& op) const;
  Status ExpectTensor(const Op& op, std::string_view what, Type t) const;
  Status ExpectKind(const Op& op, std::string_view what, Type tensor, unsigned kinds) const;
  Status ExpectScalarOf(const Op& op, std::string_view what, Type t, unsigned kinds) const;
  Status ExpectSameShapes(const Op& op) const;
  Status ExpectResultShape(const Op& op, int result, std::span<const int64_t> inferred) const;
  Status ExpectResultElement(const Op& op, int result, Type element) const;
  Status ExpectSameElement(const Op& op, std::string_view what_a, Type a, std::string_view what_b,
                           Type b) const;
  Status ExpectCompatible(const Op& op, std::string_view what_a, Type a, std::string_view what_b,
                          Type b) const;
  Status DimsInRange(const Op& op, std::string_view name, std::span<const int64_t> dims, int64_t rank) const;
  Status UniqueDims(const Op& op, std::string_view name, std::span<const int64_t> dims) const;
  Status SortedDims(const Op& op, std::string_view name, std::span<const int64_t> dims) const;
  Status DisjointDims(const Op& op, std::string_view name_a, std::span<const int64_t> a,
                      std::string_view name_b, std::span<const int64_t> b) const;
  Status ExpectPermutation(const Op& op, std::string_view name, std::span<const int64_t> dims,
                           int64_t rank) const;
  Status ExpectResultCount(const Op& op, int64_t count) const;
  Status ExpectWindow(const Op& op, std::span<const int64_t> window_dimensions,
                      std::span<const int64_t> strides, std::span<const std::pair<int64_t, int64_t>> padding,
                      std::span<const int64_t> lhs_dilation, std::span<const int64_t> rhs_dilation,
                      std::span<const int64_t> reversal, std::vector<WindowDim>* window) const;
  // A reduction body `(E0, ..., EN-1, E0, ..., EN-1) -> (E0, ..., EN-1)` over `inputs` starting from
  // `inits`; `allowed_dims` are the dimensions the body's arguments may keep (the result's).
  Status ExpectReducer(const Op& op, int region, std::span<const Type> inputs, std::span<const Type> inits,
                       std::span<const int64_t> allowed_dims) const;
  // `(tensor<E>, ..., tensor<E>) -> tensor<i1>` comparator-like bodies.
  Status ExpectPredicateBody(const Op& op, int region, std::span<const Type> arg_elements) const;
  // The region's single block and the types its terminator returns.
  const Block& Body(const Op& op, int region) const { return *op.region(region)->front(); }
  std::vector<Type> Returned(const Op& op, int region) const {
    const Block& b = Body(op, region);
    return TypesOf(b.back()->operands());
  }

  // ---- One function per op family, in the order of ops.def ----
  Status VerifyUnary(const Op& op, unsigned kinds, UnaryResult result);
  Status VerifyBitcastConvert(const Op& op);
  Status VerifyReducePrecision(const Op& op);
  Status VerifyUniformQuantize(const Op& op);
  Status VerifyUniformDequantize(const Op& op);
  Status VerifyBinary(const Op& op, unsigned kinds, bool is_add);
  Status VerifyQuantizedAdd(const Op& op, Type lhs, Type rhs, Type result);
  Status VerifyComplex(const Op& op);
  Status VerifyCompare(const Op& op);
  Status VerifyClamp(const Op& op);
  Status VerifySelect(const Op& op);
  Status VerifyConstant(const Op& op);
  Status VerifyIota(const Op& op);
  Status VerifyDynamicIota(const Op& op);
  Status VerifyReshape(const Op& op);
  Status VerifyDynamicReshape(const Op& op);
  Status ExpectShapeOperand(const Op& op, int operand, std::string_view what) const;
  Status VerifyBroadcast(const Op& op);
  Status VerifyBroadcastInDim(const Op& op);
  Status VerifyDynamicBroadcastInDim(const Op& op);
  Status ExpectBroadcastDims(const Op& op, std::span<const int64_t> dims, bool dynamic);
  Status VerifyTranspose(const Op& op);
  Status VerifyReverse(const Op& op);
  Status VerifySlice(const Op& op);
  Status VerifyDynamicSlice(const Op& op);
  Status VerifyRealDynamicSlice(const Op& op);
  Status VerifyDynamicUpdateSlice(const Op& op);
  Status ExpectStartIndices(const Op& op, int first, int count) const;
  Status VerifyConcatenate(const Op& op);
  Status VerifyPad(const Op& op);
  Status VerifyDynamicPad(const Op& op);
  Status VerifyGetDimensionSize(const Op& op);
  Status VerifyGather(const Op& op);
  Status VerifyScatter(const Op& op);
  Status VerifySort(const Op& op);
  Status VerifyTuple(const Op& op);
  Status VerifyGetTupleElement(const Op& op);
  Status VerifyDot(const Op& op);
  Status VerifyDotGeneral(const Op& op);
  Status VerifyEinsum(const Op& op);
  Status VerifyConvolution(const Op& op);
  Status QuantizedContraction(const Op& op, Type lhs_element, Type rhs_element, Type result_element) const;
  Status VerifyReduce(const Op& op);
  Status VerifyReduceWindow(const Op& op);
  Status VerifySelectAndScatter(const Op& op);
  Status VerifyMap(const Op& op);
  Status VerifyTorchIndexSelect(const Op& op);
  Status VerifyWhile(const Op& op);
  Status VerifyIf(const Op& op);
  Status VerifyCase(const Op& op);
  Status ExpectBranches(const Op& op, int first_region) const;
  Status VerifyOptimizationBarrier(const Op& op);
  Status VerifyComposite(const Op& op);
  Status VerifyCustomCall(const Op& op);
  Status VerifyFft(const Op& op);
  Status VerifyRng(const Op& op);
  Status VerifyRngBitGenerator(const Op& op);
  Status VerifyTriangularSolve(const Op& op);
  Status VerifyCholesky(const Op& op);
  Status VerifyBatchNorm(const Op& op);
  Status VerifyAllGather(const Op& op);
  Status VerifyAllReduce(const Op& op);
  Status VerifyReduceScatter(const Op& op);
  Status VerifyAllToAll(const Op& op);
  Status VerifyCollectivePermute(const Op& op);
  Status VerifyCollectiveBroadcast(const Op& op);
  Status VerifyIdOp(const Op& op);
  Status VerifyAfterAll(const Op& op);
  Status VerifyCreateToken(const Op& op);
  Status VerifyInfeedOrRecv(const Op& op);
  Status VerifyOutfeedOrSend(const Op& op);
  Status VerifyChloUnary(const Op& op, bool bool_result);
  Status VerifyChloBinary(const Op& op);
  Status VerifyChloTopK(const Op& op);
  Status VerifyChloScan(const Op& op);
  Status VerifyFunc(const Op& op);
  Status VerifyCall(const Op& op);
  Status VerifyBranch(const Op& op);
  Status VerifyTensorExtract(const Op& op);
  Status VerifyShardingConstraint(const Op& op);
  Status VerifyManualComputation(const Op& op);

  const Module& module_;
  TypeContext& types_;
};

// ---- Generic structure ---------------------------------------------------------------------------

Status Verifier::VerifyBody() {
  std::set<std::string_view> names;
  for (const auto& op : module_.body().ops()) {
    if (op->kind() != OpKind::kFunc && op->kind() != OpKind::kSdyMesh)
      return Error(*op, "expected to be inside a function", "it at module level");
    HLX_RETURN_IF_ERROR(VerifyTree(*op));
    if (op->kind() == OpKind::kFunc && !names.insert(op->attr("sym_name").string_value()).second)
      return Error(*op, "expected a function name not used before in the module",
                   "a second @" + op->attr("sym_name").string_value());
  }
  return Status::Ok();
}

Status Verifier::VerifyTree(const Op& op) {
  HLX_RETURN_IF_ERROR(VerifyCounts(op));
  for (int r = 0; r < op.num_regions(); ++r) HLX_RETURN_IF_ERROR(VerifyRegionShape(op, r));
  HLX_RETURN_IF_ERROR(VerifySemantics(op));
  for (int r = 0; r < op.num_regions(); ++r) {
    const Region& region = *op.region(r);
    for (int b = 0; b < region.num_blocks(); ++b)
      for (const auto& child : region.block(b)->ops()) HLX_RETURN_IF_ERROR(VerifyTree(*child));
  }
  return Status::Ok();
}

Status Verifier::VerifyCounts(const Op& op) const {
  const OpInfo& info = op.info();
  if (info.num_operands >= 0 && op.num_operands() != info.num_operands)
    return Error(op, "expected " + Count(info.num_operands, "operand"), std::to_string(op.num_operands()));
  if (info.num_results >= 0 && op.num_results() != info.num_results)
    return Error(op, "expected " + Count(info.num_results, "result"), std::to_string(op.num_results()));
  if (info.num_regions >= 0 && op.num_regions() != info.num_regions)
    return Error(op, "expected " + Count(info.num_regions, "region"), std::to_string(op.num_regions()));
  for (int i = 0; i < op.num_operands(); ++i)
    if (!op.operand(i)->type())
      return Error(op, "expected operand #" + std::to_string(i) + " to have a type", "none");
  for (int i = 0; i < op.num_results(); ++i)
    if (!op.result(i)->type())
      return Error(op, "expected result #" + std::to_string(i) + " to have a type", "none");
  bool is_branch = op.kind() == OpKind::kCfBr || op.kind() == OpKind::kCfCondBr;
  if (!is_branch && op.num_successors() != 0)
    return Error(op, "expected no successor blocks", Count(op.num_successors(), "successor"));
  if (op.kind() == OpKind::kCfBr && op.num_successors() != 1)
    return Error(op, "expected 1 successor block", std::to_string(op.num_successors()));
  if (op.kind() == OpKind::kCfCondBr && op.num_successors() != 2)
    return Error(op, "expected 2 successor blocks", std::to_string(op.num_successors()));
  for (int s = 0; s < op.num_successors(); ++s) {
    int64_t start = op.successor_operand_start(s);
    int64_t count = op.successor_operand_count(s);
    if (!op.successor(s) || start < 0 || count < 0 || start + count > op.num_operands())
      return Error(op, "expected successor #" + std::to_string(s) + " to name a block and operands in range",
                   "operands [" + std::to_string(start) + ", " + std::to_string(start + count) + ") of " +
                       std::to_string(op.num_operands()));
  }
  return Status::Ok();
}

Status Verifier::VerifyRegionShape(const Op& op, int index) const {
  const Region& region = *op.region(index);
  std::string which = "region #" + std::to_string(index);
  if (region.empty()) {
    if (op.kind() == OpKind::kFunc) return Status::Ok();  // a declaration
    return Error(op, "expected " + which + " to have a block", "an empty region");
  }
  if (region.num_blocks() > 1 && op.kind() != OpKind::kFunc)
    return Error(op, "expected " + which + " to have one block", Count(region.num_blocks(), "block"));
  for (int b = 0; b < region.num_blocks(); ++b) {
    const Block& block = *region.block(b);
    if (block.empty())
      return Error(op, "expected every block of " + which + " to end with " + ExpectedTerminator(&op),
                   "an empty block");
    const auto& ops = block.ops();
    for (size_t i = 0; i + 1 < ops.size(); ++i) {
      if (ops[i]->info().Has(kTerminator))
        return Error(*ops[i], "expected to be the last op of its block",
                     Count(ops.size() - i - 1, "op") + " after it");
      if (ops[i]->kind() == OpKind::kFunc)
        return Error(*ops[i], "expected to be at module level", "it inside '" + std::string(op.name()) + "'");
    }
    const Op& last = *ops.back();
    if (!IsTerminatorFor(&op, last.kind()))
      return Error(op, "expected " + which + " to end with " + ExpectedTerminator(&op), Quoted(last.name()));
  }
  return Status::Ok();
}

// ---- Attributes ----------------------------------------------------------------------------------

Status Verifier::WrongAttr(const Op& op, std::string_view name, std::string_view want,
                           const Attr& found) const {
  return Error(op, "expected attribute " + Quoted(name) + " to be " + std::string(want),
               found ? AttrKindName(found.kind()) : "none");
}

Status Verifier::RequireInt(const Op& op, std::string_view name, int64_t* out) const {
  Attr a = op.attr(name);
  std::optional<int64_t> v = IntOf(a);
  if (!v) return WrongAttr(op, name, "an integer", a);
  *out = *v;
  return Status::Ok();
}

Status Verifier::OptionalInt(const Op& op, std::string_view name, int64_t* out) const {
  if (!op.attr(name)) return Status::Ok();
  return RequireInt(op, name, out);
}

Status Verifier::RequireIntList(const Op& op, std::string_view name, std::vector<int64_t>* out) const {
  Attr a = op.attr(name);
  std::optional<std::vector<int64_t>> v = IntListOf(a);
  if (!v) return WrongAttr(op, name, "a list of integers", a);
  *out = std::move(*v);
  return Status::Ok();
}

Status Verifier::RequireDimList(const Op& op, std::string_view name, int64_t rank,
                                std::vector<int64_t>* out) const {
  HLX_RETURN_IF_ERROR(RequireIntList(op, name, out));
  if (static_cast<int64_t>(out->size()) != rank)
    return Error(op,
                 "expected " + Quoted(name) + " to have one entry per operand dimension (" +
                     std::to_string(rank) + ")",
                 ListStr(*out));
  return Status::Ok();
}

Status Verifier::OptionalIntList(const Op& op, std::string_view name, std::vector<int64_t>* out,
                                 bool* present) const {
  if (present) *present = static_cast<bool>(op.attr(name));
  if (!op.attr(name)) return Status::Ok();
  return RequireIntList(op, name, out);
}

Status Verifier::OptionalBool(const Op& op, std::string_view name, bool* out) const {
  Attr a = op.attr(name);
  if (!a) return Status::Ok();
  if (a.Is(AttrKind::kUnit)) {
    *out = true;
  } else if (a.Is(AttrKind::kBool)) {
    *out = a.bool_value();
  } else {
    return WrongAttr(op, name, "a boolean", a);
  }
  return Status::Ok();
}

Status Verifier::RequireEnum(const Op& op, std::string_view name, EnumFamily family, int* out) const {
  Attr a = op.attr(name);
  if (!a.Is(AttrKind::kEnum) || a.enum_family() != family || a.enum_value() < 0 ||
      a.enum_value() >= EnumValueCount(family))
    return WrongAttr(op, name, std::string("a ") + EnumFamilyName(family), a);
  *out = a.enum_value();
  return Status::Ok();
}

Status Verifier::OptionalEnum(const Op& op, std::string_view name, EnumFamily family, int* out) const {
  if (!op.attr(name)) return Status::Ok();
  return RequireEnum(op, name, family, out);
}

Status Verifier::RequireString(const Op& op, std::string_view name, std::string* out) const {
  Attr a = op.attr(name);
  if (!a.Is(AttrKind::kString)) return WrongAttr(op, name, "a string", a);
  *out = a.string_value();
  return Status::Ok();
}

Status Verifier::RequireStruct(const Op& op, std::string_view name, StructKind kind, Attr* out) const {
  Attr a = op.attr(name);
  if (!a.Is(AttrKind::kStruct) || a.struct_kind() != kind)
    return WrongAttr(op, name, std::string("#") + StructName(kind) + "<...>", a);
  *out = a;
  return Status::Ok();
}

Status Verifier::StructInt(const Op& op, const Attr& s, std::string_view field, bool required,
                           int64_t* out) const {
  Attr f = s.Get(field);
  if (!f && !required) return Status::Ok();
  std::optional<int64_t> v = IntOf(f);
  if (!v)
    return Error(
        op, "expected field " + Quoted(field) + " of #" + StructName(s.struct_kind()) + " to be an integer",
        f ? AttrKindName(f.kind()) : "none");
  *out = *v;
  return Status::Ok();
}

Status Verifier::StructList(const Op& op, const Attr& s, std::string_view field,
                            std::vector<int64_t>* out) const {
  Attr f = s.Get(field);
  out->clear();
  if (!f) return Status::Ok();
  std::optional<std::vector<int64_t>> v = IntListOf(f);
  if (!v)
    return Error(op,
                 "expected field " + Quoted(field) + " of #" + StructName(s.struct_kind()) +
                     " to be a list of integers",
                 AttrKindName(f.kind()));
  *out = std::move(*v);
  return Status::Ok();
}

Status Verifier::OptionalPadding(const Op& op, std::string_view name,
                                 std::vector<std::pair<int64_t, int64_t>>* out) const {
  Attr a = op.attr(name);
  out->clear();
  if (!a) return Status::Ok();
  std::optional<IntMatrix> m = IntMatrixOf(a);
  if (!m || m->cols != 2) {
    std::string found = AttrKindName(a.kind());
    if (a.Is(AttrKind::kDenseElements)) found += " of type " + Str(a.type());
    return Error(op, "expected attribute " + Quoted(name) + " to be an Nx2 tensor of integers", found);
  }
  for (int64_t r = 0; r < m->rows; ++r) out->push_back({m->values[2 * r], m->values[2 * r + 1]});
  return Status::Ok();
}

Status Verifier::PrecisionConfig(const Op& op, std::vector<int>* out) const {
  Attr a = op.attr("precision_config");
  out->clear();
  if (!a) return Status::Ok();
  if (!a.Is(AttrKind::kArray)) return WrongAttr(op, "precision_config", "an array of precisions", a);
  for (const Attr& e : a.elements()) {
    if (!e.Is(AttrKind::kEnum) || e.enum_family() != EnumFamily::kPrecision || e.enum_value() < 0 ||
        e.enum_value() >= EnumValueCount(EnumFamily::kPrecision))
      return Error(op, "expected every entry of 'precision_config' to be a precision",
                   AttrKindName(e.kind()));
    out->push_back(e.enum_value());
  }
  if (out->size() > 2)
    return Error(op, "expected 'precision_config' to have at most 2 entries", std::to_string(out->size()));
  return Status::Ok();
}

Status Verifier::OptionalChannelId(const Op& op, int64_t* channel_id, int64_t* channel_type) const {
  *channel_id = 0;
  Attr a = op.attr("channel_handle");
  if (!a) return Status::Ok();
  Attr handle;
  HLX_RETURN_IF_ERROR(RequireStruct(op, "channel_handle", StructKind::kChannelHandle, &handle));
  HLX_RETURN_IF_ERROR(StructInt(op, handle, "handle", false, channel_id));
  if (channel_type) HLX_RETURN_IF_ERROR(StructInt(op, handle, "type", false, channel_type));
  return Status::Ok();
}

Status Verifier::ReplicaGroups(const Op& op, bool all_groups_same_size, bool use_global_device_ids,
                               std::optional<int64_t> group_size) const {
  Attr a = op.attr("replica_groups");
  if (!a) return WrongAttr(op, "replica_groups", "a 2-D tensor of replica ids", a);
  if (!a.Is(AttrKind::kDenseElements)) return Status::Ok();  // mesh-axes groups are not checked here
  std::optional<IntMatrix> m = IntMatrixOf(a);
  if (!m) return Error(op, "expected 'replica_groups' to be a 2-D tensor of integers", Str(a.type()));
  if (use_global_device_ids && m->values.empty())
    return Error(op, "expected non-empty 'replica_groups' when 'use_global_device_ids' is set", "none");
  std::set<int64_t> seen;
  for (int64_t id : m->values) {
    if (id == -1 && !all_groups_same_size) continue;
    if (id < 0) return Error(op, "expected replica ids >= 0 in 'replica_groups'", std::to_string(id));
    if (!seen.insert(id).second)
      return Error(op, "expected every replica id once in 'replica_groups'", std::to_string(id) + " twice");
  }
  for (int64_t id = 0; id < static_cast<int64_t>(seen.size()); ++id)
    if (!seen.count(id))
      return Error(
          op,
          "expected 'replica_groups' to hold every replica id in [0, " + std::to_string(seen.size()) + ")",
          "no replica id " + std::to_string(id));
  if (all_groups_same_size && group_size && m->cols != *group_size)
    return Error(op, "expected groups of size " + std::to_string(*group_size) + " in 'replica_groups'",
                 "size " + std::to_string(m->cols));
  return Status::Ok();
}

// ---- Common shapes of constraints ----------------------------------------------------------------

Status Verifier::ExpectTensor(const Op& op, std::string_view what, Type t) const {
  if (!IsTensor(t)) return Error(op, "expected " + std::string(what) + " to be a tensor", Str(t));
  return Status::Ok();
}

Status Verifier::ExpectTensors(const Op& op) const {
  for (int i = 0; i < op.num_operands(); ++i)
    HLX_RETURN_IF_ERROR(ExpectTensor(op, "operand #" + std::to_string(i), op.operand(i)->type()));
  for (int i = 0; i < op.num_results(); ++i)
    HLX_RETURN_IF_ERROR(ExpectTensor(op, "result #" + std::to_string(i), op.result(i)->type()));
  return Status::Ok();
}

Status Verifier::ExpectKind(const Op& op, std::string_view what, Type tensor, unsigned kinds) const {
  HLX_RETURN_IF_ERROR(ExpectTensor(op, what, tensor));
  if (!(KindOf(tensor.element_type()) & kinds))
    return Error(op, "expected " + std::string(what) + " to have " + KindsName(kinds) + " elements",
                 Str(tensor));
  return Status::Ok();
}

Status Verifier::ExpectScalarOf(const Op& op, std::string_view what, Type t, unsigned kinds) const {
  HLX_RETURN_IF_ERROR(ExpectTensor(op, what, t));
  if (t.rank() != 0 || !(KindOf(t.element_type()) & kinds))
    return Error(op,
                 "expected " + std::string(what) + " to be a 0-d tensor of " + KindsName(kinds) + " elements",
                 Str(t));
  return Status::Ok();
}

Status Verifier::ExpectSameShapes(const Op& op) const {
  std::vector<Type> all = TypesOf(op.operands());
  for (Type t : ResultTypes(op)) all.push_back(t);
  for (size_t i = 1; i < all.size(); ++i)
    if (!ShapesCompatible(all[0].dims(), all[i].dims()))
      return Error(op, "expected operands and results of one shape " + ListStr(all[0].dims()), Str(all[i]));
  return Status::Ok();
}

Status Verifier::ExpectResultShape(const Op& op, int result, std::span<const int64_t> inferred) const {
  Type t = op.result(result)->type();
  if (!ShapesCompatible(inferred, t.dims())) {
    std::string which = op.num_results() == 1 ? "result" : "result #" + std::to_string(result);
    return Error(op, "expected " + which + " of shape " + ListStr(inferred) + " (inferred from the operands)",
                 Str(t));
  }
  return Status::Ok();
}

Status Verifier::ExpectResultElement(const Op& op, int result, Type element) const {
  Type t = op.result(result)->type();
  if (!ElementsCompatible(element, t.element_type())) {
    std::string which = op.num_results() == 1 ? "result" : "result #" + std::to_string(result);
    return Error(op, "expected " + which + " element type " + Str(element), Str(t));
  }
  return Status::Ok();
}

Status Verifier::ExpectSameElement(const Op& op, std::string_view what_a, Type a, std::string_view what_b,
                                   Type b) const {
  if (a.element_type() != b.element_type())
    return Error(op,
                 "expected " + std::string(what_b) + " to have the element type of " + std::string(what_a) +
                     " " + Str(a.element_type()),
                 Str(b));
  return Status::Ok();
}

Status Verifier::ExpectCompatible(const Op& op, std::string_view what_a, Type a, std::string_view what_b,
                                  Type b) const {
  if (!TypesCompatible(a, b))
    return Error(op, "expected " + std::string(what_b) + " to match " + std::string(what_a) + " " + Str(a),
                 Str(b));
  return Status::Ok();
}

Status Verifier::DimsInRange(const Op& op, std::string_view name, std::span<const int64_t> dims,
                             int64_t rank) const {
  for (int64_t d : dims)
    if (d < 0 || d >= rank)
      return Error(op, "expected every entry of " + Quoted(name) + " in [0, " + std::to_string(rank) + ")",
                   std::to_string(d) + " in " + ListStr(dims));
  return Status::Ok();
}

Status Verifier::UniqueDims(const Op& op, std::string_view name, std::span<const int64_t> dims) const {
  if (!IsUnique(dims)) return Error(op, "expected " + Quoted(name) + " without duplicates", ListStr(dims));
  return Status::Ok();
}

Status Verifier::SortedDims(const Op& op, std::string_view name, std::span<const int64_t> dims) const {
  if (!std::is_sorted(dims.begin(), dims.end()))
    return Error(op, "expected " + Quoted(name) + " to be sorted", ListStr(dims));
  return Status::Ok();
}

Status Verifier::DisjointDims(const Op& op, std::string_view name_a, std::span<const int64_t> a,
                              std::string_view name_b, std::span<const int64_t> b) const {
  std::vector<int64_t> all = Concat(a, b);
  if (!IsUnique(all))
    return Error(op, "expected " + Quoted(name_a) + " and " + Quoted(name_b) + " without duplicates",
                 ListStr(a) + " and " + ListStr(b));
  return Status::Ok();
}

Status Verifier::ExpectPermutation(const Op& op, std::string_view name, std::span<const int64_t> dims,
                                   int64_t rank) const {
  std::vector<int64_t> sorted(dims.begin(), dims.end());
  std::sort(sorted.begin(), sorted.end());
  bool ok = static_cast<int64_t>(sorted.size()) == rank;
  for (int64_t i = 0; ok && i < rank; ++i) ok = sorted[i] == i;
  if (!ok)
    return Error(op, "expected " + Quoted(name) + " to be a permutation of [0, " + std::to_string(rank) + ")",
                 ListStr(dims));
  return Status::Ok();
}

Status Verifier::ExpectResultCount(const Op& op, int64_t count) const {
  if (op.num_results() != count)
    return Error(op, "expected " + Count(count, "result"), std::to_string(op.num_results()));
  return Status::Ok();
}

Status Verifier::ExpectWindow(const Op& op, std::span<const int64_t> window_dimensions,
                              std::span<const int64_t> strides,
                              std::span<const std::pair<int64_t, int64_t>> padding,
                              std::span<const int64_t> lhs_dilation, std::span<const int64_t> rhs_dilation,
                              std::span<const int64_t> reversal, std::vector<WindowDim>* window) const {
  size_t n = window_dimensions.size();
  auto check_size = [&](size_t size, const char* name) -> Status {
    if (size != 0 && size != n)
      return Error(
          op,
          "expected " + std::string(name) + " to have " + Count(n, "entry") + " (one per window dimension)",
          std::to_string(size));
    return Status::Ok();
  };
  HLX_RETURN_IF_ERROR(check_size(strides.size(), "the window strides"));
  HLX_RETURN_IF_ERROR(check_size(lhs_dilation.size(), "the base (lhs) dilations"));
  HLX_RETURN_IF_ERROR(check_size(rhs_dilation.size(), "the window (rhs) dilations"));
  HLX_RETURN_IF_ERROR(check_size(padding.size(), "the padding"));
  HLX_RETURN_IF_ERROR(check_size(reversal.size(), "the window reversal"));
  window->assign(n, WindowDim());
  for (size_t i = 0; i < n; ++i) {
    WindowDim& w = (*window)[i];
    w.size = window_dimensions[i];
    if (w.size != kDynamic && w.size <= 0)
      return Error(op, "expected positive window dimensions", ListStr(window_dimensions));
    if (!strides.empty()) w.stride = strides[i];
    if (w.stride <= 0) return Error(op, "expected positive window strides", ListStr(strides));
    if (!lhs_dilation.empty()) w.base_dilation = lhs_dilation[i];
    if (w.base_dilation <= 0)
      return Error(op, "expected positive base (lhs) dilations", ListStr(lhs_dilation));
    if (!rhs_dilation.empty()) w.window_dilation = rhs_dilation[i];
    if (w.window_dilation <= 0)
      return Error(op, "expected positive window (rhs) dilations", ListStr(rhs_dilation));
    if (!padding.empty()) {
      w.pad_low = padding[i].first;
      w.pad_high = padding[i].second;
    }
  }
  return Status::Ok();
}

Status Verifier::ExpectReducer(const Op& op, int region, std::span<const Type> inputs,
                               std::span<const Type> inits, std::span<const int64_t> allowed_dims) const {
  const Block& body = Body(op, region);
  std::string which = "region #" + std::to_string(region);
  int64_t n = static_cast<int64_t>(inputs.size());
  if (body.num_args() != 2 * n)
    return Error(op, "expected " + which + " to take " + Count(2 * n, "argument"),
                 std::to_string(body.num_args()));
  std::vector<Type> returned = Returned(op, region);
  if (static_cast<int64_t>(returned.size()) != n)
    return Error(op, "expected " + which + " to return " + Count(n, "value"),
                 std::to_string(returned.size()));
  for (Type t : returned)
    if (!IsTensor(t)) return Error(op, "expected " + which + " to return tensors", Str(t));
  for (int64_t i = 0; i < n; ++i) {
    Type acc = returned[i];
    Type acc_arg = body.arg(i)->type();
    Type input_arg = body.arg(n + i)->type();
    if (!ShapeAndElementCompatible(acc, acc_arg, false))
      return Error(op,
                   "expected argument #" + std::to_string(i) + " of " + which +
                       " to have the type it returns " + Str(acc),
                   Str(acc_arg));
    if (!ShapeAndElementCompatible(acc, input_arg, true))
      return Error(op,
                   "expected argument #" + std::to_string(n + i) + " of " + which +
                       " to have the type it returns " + Str(acc),
                   Str(input_arg));
    if (!IsTensor(inits[i]) || !ShapesCompatible(inits[i].dims(), acc.dims()))
      return Error(op,
                   "expected the initial value #" + std::to_string(i) + " to have the shape " + which +
                       " returns " + ListStr(acc.dims()),
                   Str(inits[i]));
    if (!Promotable(inits[i].element_type(), acc.element_type(), true))
      return Error(op,
                   "expected " + which + " to return an element type that " + Str(inits[i].element_type()) +
                       " (the initial value's) promotes to",
                   Str(acc));
    if (!IsTensor(inputs[i]) || !Promotable(inputs[i].element_type(), input_arg.element_type(), true))
      return Error(op,
                   "expected argument #" + std::to_string(n + i) + " of " + which +
                       " to have an element type that " +
                       Str(IsTensor(inputs[i]) ? inputs[i].element_type() : inputs[i]) + " promotes to",
                   Str(input_arg));
    // The arguments may keep a subsequence of the result's dimensions (usually none: 0-d tensors).
    std::span<const int64_t> arg_dims = input_arg.dims();
    if (arg_dims.size() > allowed_dims.size())
      return Error(op,
                   "expected argument #" + std::to_string(n + i) + " of " + which + " of rank at most " +
                       std::to_string(allowed_dims.size()),
                   Str(input_arg));
    size_t matched = 0;
    for (size_t d = 0; d < allowed_dims.size() && matched < arg_dims.size(); ++d)
      if (DimsCompatible(allowed_dims[d], arg_dims[matched])) ++matched;
    if (matched != arg_dims.size())
      return Error(op,
                   "expected the shape of argument #" + std::to_string(n + i) + " of " + which +
                       " to be compatible with the input's",
                   Str(input_arg));
  }
  return Status::Ok();
}

Status Verifier::ExpectPredicateBody(const Op& op, int region, std::span<const Type> arg_elements) const {
  const Block& body = Body(op, region);
  std::string which = "region #" + std::to_string(region);
  if (body.num_args() != static_cast<int64_t>(arg_elements.size()))
    return Error(op, "expected " + which + " to take " + Count(arg_elements.size(), "argument"),
                 std::to_string(body.num_args()));
  for (int i = 0; i < body.num_args(); ++i) {
    Type want = types_.Tensor(std::span<const int64_t>(), arg_elements[i]);
    if (body.arg(i)->type() != want)
      return Error(op, "expected argument #" + std::to_string(i) + " of " + which + " to be " + Str(want),
                   Str(body.arg(i)->type()));
  }
  std::vector<Type> returned = Returned(op, region);
  if (returned.size() != 1 || !IsTensor(returned[0]) || returned[0].rank() != 0 ||
      KindOf(returned[0].element_type()) != kBoolEl)
    return Error(op, "expected " + which + " to return one tensor<i1>", TypesStr(returned));
  return Status::Ok();
}

// ---- The dispatch: every op of ops.def -------------------------------------------------------------

Status Verifier::VerifySemantics(const Op& op) {
  const unsigned kFloatComplexQuant = kFloatEl | kComplexEl | kQuantEl;
  const unsigned kNumeric = kIntEl | kFloatEl | kComplexEl | kQuantEl;
  switch (op.kind()) {
    // Elementwise unary.
    case OpKind::kAbs:
      return VerifyUnary(op, kSignedEl | kFloatComplexQuant, UnaryResult::kRealPart);
    case OpKind::kCbrt:
    case OpKind::kCosine:
    case OpKind::kExponential:
    case OpKind::kExponentialMinusOne:
    case OpKind::kLog:
    case OpKind::kLogPlusOne:
    case OpKind::kLogistic:
    case OpKind::kRsqrt:
    case OpKind::kSine:
    case OpKind::kSqrt:
    case OpKind::kTan:
    case OpKind::kTanh:
      return VerifyUnary(op, kFloatComplexQuant, UnaryResult::kSame);
    case OpKind::kCeil:
    case OpKind::kFloor:
    case OpKind::kRoundNearestAfz:
    case OpKind::kRoundNearestEven:
      return VerifyUnary(op, kFloatEl | kQuantEl, UnaryResult::kSame);
    case OpKind::kCountLeadingZeros:
    case OpKind::kPopulationCount:
      return VerifyUnary(op, kIntEl, UnaryResult::kSame);
    case OpKind::kImag:
    case OpKind::kReal:
      return VerifyUnary(op, kFloatEl | kComplexEl, UnaryResult::kRealPart);
    case OpKind::kIsFinite:
      return VerifyUnary(op, kFloatEl | kQuantEl, UnaryResult::kBool);
    case OpKind::kNegate:
      return VerifyUnary(op, kNumeric, UnaryResult::kSame);
    case OpKind::kNot:
      return VerifyUnary(op, kBoolEl | kIntEl, UnaryResult::kSame);
    case OpKind::kSign:
      return VerifyUnary(op, kSignedEl | kFloatComplexQuant, UnaryResult::kSame);
    case OpKind::kConvert:
      return VerifyUnary(op, kAnyEl & ~kQuantEl, UnaryResult::kConverted);
    case OpKind::kBitcastConvert:
      return VerifyBitcastConvert(op);
    case OpKind::kReducePrecision:
      return VerifyReducePrecision(op);
    case OpKind::kUniformQuantize:
      return VerifyUniformQuantize(op);
    case OpKind::kUniformDequantize:
      return VerifyUniformDequantize(op);
    // Elementwise binary and ternary.
    case OpKind::kAdd:
      return VerifyBinary(op, kAnyEl, /*is_add=*/true);
    case OpKind::kAnd:
    case OpKind::kOr:
    case OpKind::kXor:
      return VerifyBinary(op, kBoolEl | kIntEl, false);
    case OpKind::kAtan2:
      return VerifyBinary(op, kFloatComplexQuant, false);
    case OpKind::kDivide:
    case OpKind::kPower:
    case OpKind::kRemainder:
    case OpKind::kSubtract:
      return VerifyBinary(op, kNumeric, false);
    case OpKind::kMaximum:
    case OpKind::kMinimum:
    case OpKind::kMultiply:
      return VerifyBinary(op, kAnyEl, false);
    case OpKind::kShiftLeft:
    case OpKind::kShiftRightArithmetic:
    case OpKind::kShiftRightLogical:
      return VerifyBinary(op, kIntEl, false);
    case OpKind::kComplex:
      return VerifyComplex(op);
    case OpKind::kCompare:
      return VerifyCompare(op);
    case OpKind::kClamp:
      return VerifyClamp(op);
    case OpKind::kSelect:
      return VerifySelect(op);
    // Constants, shapes and data movement.
    case OpKind::kConstant:
    case OpKind::kArithConstant:
    case OpKind::kSdyConstant:
      return VerifyConstant(op);
    case OpKind::kIota:
      return VerifyIota(op);
    case OpKind::kDynamicIota:
      return VerifyDynamicIota(op);
    case OpKind::kReshape:
      return VerifyReshape(op);
    case OpKind::kDynamicReshape:
      return VerifyDynamicReshape(op);
    case OpKind::kBroadcast:
      return VerifyBroadcast(op);
    case OpKind::kBroadcastInDim:
      return VerifyBroadcastInDim(op);
    case OpKind::kDynamicBroadcastInDim:
      return VerifyDynamicBroadcastInDim(op);
    case OpKind::kTranspose:
      return VerifyTranspose(op);
    case OpKind::kReverse:
      return VerifyReverse(op);
    case OpKind::kSlice:
      return VerifySlice(op);
    case OpKind::kDynamicSlice:
      return VerifyDynamicSlice(op);
    case OpKind::kRealDynamicSlice:
      return VerifyRealDynamicSlice(op);
    case OpKind::kDynamicUpdateSlice:
      return VerifyDynamicUpdateSlice(op);
    case OpKind::kConcatenate:
      return VerifyConcatenate(op);
    case OpKind::kPad:
      return VerifyPad(op);
    case OpKind::kDynamicPad:
      return VerifyDynamicPad(op);
    case OpKind::kGetDimensionSize:
      return VerifyGetDimensionSize(op);
    case OpKind::kGather:
    case OpKind::kDynamicGather:
      return VerifyGather(op);
    case OpKind::kScatter:
      return VerifyScatter(op);
    case OpKind::kSort:
      return VerifySort(op);
    case OpKind::kTuple:
      return VerifyTuple(op);
    case OpKind::kGetTupleElement:
      return VerifyGetTupleElement(op);
    // Contractions, reductions, windows.
    case OpKind::kDot:
      return VerifyDot(op);
    case OpKind::kDotGeneral:
      return VerifyDotGeneral(op);
    case OpKind::kEinsum:
    case OpKind::kUnaryEinsum:
      return VerifyEinsum(op);
    case OpKind::kConvolution:
    case OpKind::kDynamicConv:
      return VerifyConvolution(op);
    case OpKind::kReduce:
      return VerifyReduce(op);
    case OpKind::kReduceWindow:
      return VerifyReduceWindow(op);
    case OpKind::kSelectAndScatter:
      return VerifySelectAndScatter(op);
    case OpKind::kMap:
      return VerifyMap(op);
    case OpKind::kTorchIndexSelect:
      return VerifyTorchIndexSelect(op);
    // Control flow.
    case OpKind::kWhile:
      return VerifyWhile(op);
    case OpKind::kIf:
      return VerifyIf(op);
    case OpKind::kCase:
      return VerifyCase(op);
    case OpKind::kOptimizationBarrier:
      return VerifyOptimizationBarrier(op);
    case OpKind::kComposite:
      return VerifyComposite(op);
    case OpKind::kCustomCall:
      return VerifyCustomCall(op);
    // Numerics and linear algebra.
    case OpKind::kFft:
      return VerifyFft(op);
    case OpKind::kRng:
      return VerifyRng(op);
    case OpKind::kRngBitGenerator:
      return VerifyRngBitGenerator(op);
    case OpKind::kTriangularSolve:
      return VerifyTriangularSolve(op);
    case OpKind::kCholesky:
      return VerifyCholesky(op);
    case OpKind::kBatchNormTraining:
    case OpKind::kBatchNormInference:
    case OpKind::kBatchNormGrad:
      return VerifyBatchNorm(op);
    // Distribution, tokens and host communication.
    case OpKind::kAllGather:
      return VerifyAllGather(op);
    case OpKind::kAllReduce:
    case OpKind::kCollectiveReduce:
      return VerifyAllReduce(op);
    case OpKind::kReduceScatter:
      return VerifyReduceScatter(op);
    case OpKind::kAllToAll:
      return VerifyAllToAll(op);
    case OpKind::kCollectivePermute:
      return VerifyCollectivePermute(op);
    case OpKind::kCollectiveBroadcast:
      return VerifyCollectiveBroadcast(op);
    case OpKind::kReplicaId:
    case OpKind::kPartitionId:
      return VerifyIdOp(op);
    case OpKind::kAfterAll:
      return VerifyAfterAll(op);
    case OpKind::kCreateToken:
      return VerifyCreateToken(op);
    case OpKind::kInfeed:
    case OpKind::kRecv:
      return VerifyInfeedOrRecv(op);
    case OpKind::kOutfeed:
    case OpKind::kSend:
      return VerifyOutfeedOrSend(op);
    // CHLO.
    case OpKind::kChloAcos:
    case OpKind::kChloAcosh:
    case OpKind::kChloAsin:
    case OpKind::kChloAsinh:
    case OpKind::kChloAtan:
    case OpKind::kChloAtanh:
    case OpKind::kChloBesselI1e:
    case OpKind::kChloConj:
    case OpKind::kChloCosh:
    case OpKind::kChloDigamma:
    case OpKind::kChloErf:
    case OpKind::kChloErfInv:
    case OpKind::kChloErfc:
    case OpKind::kChloLgamma:
    case OpKind::kChloSinh:
    case OpKind::kChloSquare:
    case OpKind::kChloTan:
      return VerifyChloUnary(op, /*bool_result=*/false);
    case OpKind::kChloIsInf:
    case OpKind::kChloIsNegInf:
    case OpKind::kChloIsPosInf:
      return VerifyChloUnary(op, /*bool_result=*/true);
    case OpKind::kChloMulhi:
    case OpKind::kChloNextAfter:
    case OpKind::kChloPolygamma:
    case OpKind::kChloZeta:
      return VerifyChloBinary(op);
    case OpKind::kChloTopK:
      return VerifyChloTopK(op);
    case OpKind::kChloRaggedDot:
      return ExpectTensors(op);
    case OpKind::kChloScan:
      return VerifyChloScan(op);
    // func, cf and small ops of other dialects.
    case OpKind::kFunc:
      return VerifyFunc(op);
    case OpKind::kFuncCall:
      return VerifyCall(op);
    case OpKind::kCfBr:
    case OpKind::kCfCondBr:
      return VerifyBranch(op);
    case OpKind::kTensorExtract:
      return VerifyTensorExtract(op);
    // Shardy.
    case OpKind::kSdyShardingConstraint:
      return VerifyShardingConstraint(op);
    case OpKind::kSdyManualComputation:
      return VerifyManualComputation(op);
    // Nothing to check beyond structure: terminators (their parents check what they return),
    // annotations and test ops.
    case OpKind::kReturn:
    case OpKind::kFuncReturn:
    case OpKind::kSdyReturn:
    case OpKind::kSdyMesh:
    case OpKind::kCheckExpectEq:
    case OpKind::kCheckExpectEqConst:
    case OpKind::kCheckExpectAlmostEq:
    case OpKind::kCheckExpectAlmostEqConst:
    case OpKind::kCheckExpectClose:
    case OpKind::kCheckExpectSerializedEq:
    case OpKind::kInterpreterRunParallel:
    case OpKind::kInterpreterProbe:
    case OpKind::kInterpreterPrint:
      return Status::Ok();
  }
  return Status::Ok();
}

// ---- Elementwise unary -----------------------------------------------------------------------------

Status Verifier::VerifyUnary(const Op& op, unsigned kinds, UnaryResult result) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type in = op.operand(0)->type();
  Type out = op.result(0)->type();
  HLX_RETURN_IF_ERROR(ExpectKind(op, "operand", in, kinds));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, in.dims()));
  Type in_el = in.element_type();
  switch (result) {
    case UnaryResult::kSame:
      return ExpectResultElement(op, 0, in_el);
    case UnaryResult::kRealPart: {
      Type want = KindOf(in_el) == kComplexEl ? types_.Element(ComplexPartType(in_el.element())) : in_el;
      return ExpectResultElement(op, 0, want);
    }
    case UnaryResult::kBool:
      return ExpectResultElement(op, 0, types_.Element(ElementType::kI1));
    case UnaryResult::kConverted:
      return ExpectKind(op, "result", out, kAnyEl & ~kQuantEl);
  }
  return Status::Ok();
}

Status Verifier::VerifyBitcastConvert(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type in = op.operand(0)->type();
  Type out = op.result(0)->type();
  Type in_el = in.element_type();
  Type out_el = out.element_type();
  if ((KindOf(in_el) == kComplexEl) != (KindOf(out_el) == kComplexEl))
    return Error(op, "expected both or neither of operand and result to be complex",
                 Str(in) + " and " + Str(out));
  int in_bits = BitWidth(in_el);
  int out_bits = BitWidth(out_el);
  if (in_bits == out_bits) return ExpectResultShape(op, 0, in.dims());
  // The tensor of narrower elements has one more dimension, of size wide / narrow.
  bool narrowing = out_bits < in_bits;
  Type narrow = narrowing ? out : in;
  Type wide = narrowing ? in : out;
  int64_t ratio = std::max(in_bits, out_bits) / std::min(in_bits, out_bits);
  std::vector<int64_t> want(wide.dims().begin(), wide.dims().end());
  want.push_back(ratio);
  bool ok = narrow.rank() == wide.rank() + 1 &&
            std::max(in_bits, out_bits) % std::min(in_bits, out_bits) == 0 &&
            ShapesCompatible(want, narrow.dims());
  if (!ok) {
    if (narrowing) return ExpectResultShape(op, 0, want);
    return Error(op,
                 "expected the operand shape to be the result shape " + ListStr(out.dims()) +
                     " plus a last dimension of " + std::to_string(ratio),
                 Str(in));
  }
  return Status::Ok();
}

Status Verifier::VerifyReducePrecision(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type in = op.operand(0)->type();
  HLX_RETURN_IF_ERROR(ExpectKind(op, "operand", in, kFloatEl | kQuantEl));
  HLX_RETURN_IF_ERROR(ExpectCompatible(op, "the operand", in, "the result", op.result(0)->type()));
  int64_t exponent_bits = 0;
  int64_t mantissa_bits = 0;
  HLX_RETURN_IF_ERROR(RequireInt(op, "exponent_bits", &exponent_bits));
  HLX_RETURN_IF_ERROR(RequireInt(op, "mantissa_bits", &mantissa_bits));
  if (exponent_bits < 1) return Error(op, "expected 'exponent_bits' >= 1", std::to_string(exponent_bits));
  if (mantissa_bits < 0) return Error(op, "expected 'mantissa_bits' >= 0", std::to_string(mantissa_bits));
  return Status::Ok();
}

Status Verifier::VerifyUniformQuantize(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type in = op.operand(0)->type();
  Type out = op.result(0)->type();
  HLX_RETURN_IF_ERROR(ExpectKind(op, "operand", in, kFloatEl | kQuantEl));
  HLX_RETURN_IF_ERROR(ExpectKind(op, "result", out, kQuantEl));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, in.dims()));
  Type in_el = in.element_type();
  ElementType expressed = in_el.IsQuant() ? in_el.quant().expressed : in_el.element();
  if (out.element_type().quant().expressed != expressed)
    return Error(op, "expected the result's expressed type to be " + Str(types_.Element(expressed)),
                 Str(out));
  return Status::Ok();
}

Status Verifier::VerifyUniformDequantize(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type in = op.operand(0)->type();
  HLX_RETURN_IF_ERROR(ExpectKind(op, "operand", in, kQuantEl));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, in.dims()));
  return ExpectResultElement(op, 0, types_.Element(in.element_type().quant().expressed));
}

// ---- Elementwise binary and ternary ------------------------------------------------------------------

Status Verifier::VerifyBinary(const Op& op, unsigned kinds, bool is_add) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type lhs = op.operand(0)->type();
  Type rhs = op.operand(1)->type();
  Type result = op.result(0)->type();
  HLX_RETURN_IF_ERROR(ExpectKind(op, "lhs", lhs, kinds));
  HLX_RETURN_IF_ERROR(ExpectKind(op, "rhs", rhs, kinds));
  HLX_RETURN_IF_ERROR(ExpectSameShapes(op));
  Type l = lhs.element_type();
  Type r = rhs.element_type();
  Type o = result.element_type();
  if (is_add && (l.IsQuant() || r.IsQuant() || o.IsQuant())) return VerifyQuantizedAdd(op, l, r, o);
  if (!ElementsCompatible(l, r) || !ElementsCompatible(l, o))
    return Error(op, "expected operands and result of one element type",
                 TypesStr(std::vector<Type>{lhs, rhs}) + " -> " + Str(result));
  return Status::Ok();
}

Status Verifier::VerifyQuantizedAdd(const Op& op, Type l, Type r, Type o) {
  std::string found = Str(l) + ", " + Str(r) + " -> " + Str(o);
  if (!l.IsQuant() || !r.IsQuant() || !o.IsQuant())
    return Error(op, "expected operands and result to be all quantized or all not", found);
  const QuantParams& lq = l.quant();
  const QuantParams& rq = r.quant();
  const QuantParams& oq = o.quant();
  if (lq.storage != rq.storage || lq.storage != oq.storage)
    return Error(op, "expected operands and result of one quantization storage type", found);
  if (lq.expressed != rq.expressed || lq.expressed != oq.expressed)
    return Error(op, "expected operands and result of one quantization expressed type", found);
  bool l_axis = IsPerAxis(l);
  bool r_axis = IsPerAxis(r);
  bool o_axis = IsPerAxis(o);
  if ((l_axis || r_axis) && !o_axis)
    return Error(op, "expected a per-axis quantized result when an operand is per-axis quantized", found);
  if (!l_axis && !r_axis && o_axis)
    return Error(op, "expected a per-tensor quantized result when both operands are per-tensor quantized",
                 found);
  if ((l_axis && lq.quantized_dimension != oq.quantized_dimension) ||
      (r_axis && rq.quantized_dimension != oq.quantized_dimension))
    return Error(op, "expected operands and result of one quantization dimension", found);
  return Status::Ok();
}

Status Verifier::VerifyComplex(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type lhs = op.operand(0)->type();
  Type rhs = op.operand(1)->type();
  HLX_RETURN_IF_ERROR(ExpectSameShapes(op));
  Type part = lhs.element_type();
  if (part != types_.Element(ElementType::kF32) && part != types_.Element(ElementType::kF64))
    return Error(op, "expected lhs to have f32 or f64 elements", Str(lhs));
  HLX_RETURN_IF_ERROR(ExpectSameElement(op, "lhs", lhs, "rhs", rhs));
  ElementType complex = part.element() == ElementType::kF32 ? ElementType::kC64 : ElementType::kC128;
  return ExpectResultElement(op, 0, types_.Element(complex));
}

Status Verifier::VerifyCompare(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type lhs = op.operand(0)->type();
  Type rhs = op.operand(1)->type();
  HLX_RETURN_IF_ERROR(ExpectSameShapes(op));
  if (!ElementsCompatible(lhs.element_type(), rhs.element_type()))
    return Error(op, "expected lhs and rhs of one element type", Str(lhs) + " and " + Str(rhs));
  HLX_RETURN_IF_ERROR(ExpectResultElement(op, 0, types_.Element(ElementType::kI1)));
  int direction = 0;
  int compare_type = static_cast<int>(ComparisonType::NOTYPE);
  HLX_RETURN_IF_ERROR(RequireEnum(op, "comparison_direction", EnumFamily::kComparisonDirection, &direction));
  HLX_RETURN_IF_ERROR(OptionalEnum(op, "compare_type", EnumFamily::kComparisonType, &compare_type));
  unsigned kind = KindOf(lhs.element_type());
  unsigned allowed = kAnyEl;
  switch (static_cast<ComparisonType>(compare_type)) {
    case ComparisonType::NOTYPE:
      allowed = kAnyEl;
      break;
    case ComparisonType::FLOAT:
      allowed = kFloatEl | kComplexEl | kQuantEl;
      break;
    case ComparisonType::TOTALORDER:
      allowed = kFloatEl | kQuantEl;
      break;
    case ComparisonType::SIGNED:
      allowed = kSignedEl | kQuantEl;
      break;
    case ComparisonType::UNSIGNED:
      allowed = kUnsignedEl | kBoolEl | kQuantEl;
      break;
  }
  if (!(kind & allowed))
    return Error(op,
                 std::string("expected compare_type ") +
                     EnumValueName(EnumFamily::kComparisonType, compare_type) + " to compare " +
                     KindsName(allowed & ~kQuantEl) + " elements",
                 Str(lhs));
  return Status::Ok();
}

Status Verifier::VerifyClamp(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type min = op.operand(0)->type();
  Type operand = op.operand(1)->type();
  Type max = op.operand(2)->type();
  if (min.rank() != 0 && !ShapesCompatible(min.dims(), operand.dims()))
    return Error(op, "expected min to be a 0-d tensor or of the operand's shape " + ListStr(operand.dims()),
                 Str(min));
  if (max.rank() != 0 && !ShapesCompatible(max.dims(), operand.dims()))
    return Error(op, "expected max to be a 0-d tensor or of the operand's shape " + ListStr(operand.dims()),
                 Str(max));
  if (!ElementsCompatible(min.element_type(), operand.element_type()) ||
      !ElementsCompatible(max.element_type(), operand.element_type()))
    return Error(op, "expected min, operand and max of one element type",
                 TypesStr(std::vector<Type>{min, operand, max}));
  return ExpectCompatible(op, "the operand", operand, "the result", op.result(0)->type());
}

Status Verifier::VerifySelect(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type pred = op.operand(0)->type();
  Type on_true = op.operand(1)->type();
  Type on_false = op.operand(2)->type();
  HLX_RETURN_IF_ERROR(ExpectKind(op, "pred", pred, kBoolEl));
  if (pred.rank() != 0 && !ShapesCompatible(pred.dims(), on_true.dims()))
    return Error(op, "expected pred to be a 0-d tensor or of the shape of on_true " + ListStr(on_true.dims()),
                 Str(pred));
  HLX_RETURN_IF_ERROR(ExpectCompatible(op, "on_true", on_true, "on_false", on_false));
  return ExpectCompatible(op, "on_true", on_true, "the result", op.result(0)->type());
}

// ---- Constants, shapes and data movement --------------------------------------------------------------

Status Verifier::VerifyConstant(const Op& op) {
  Attr value = op.attr("value");
  Type result = op.result(0)->type();
  if (value.Is(AttrKind::kDenseElements) || value.Is(AttrKind::kDenseResource)) {
    Type vt = value.type();
    bool ok = vt && vt == result;
    // Quantized constants hold their values in the storage type.
    if (!ok && IsTensor(vt) && IsTensor(result) && result.element_type().IsQuant())
      ok = vt == types_.Tensor(result.dims(), types_.Element(result.element_type().quant().storage),
                               result.bounds());
    if (!ok) return Error(op, "expected the result type to be the type of 'value' " + Str(vt), Str(result));
    if (value.Is(AttrKind::kDenseElements) && !DenseBytesValid(value))
      return Error(op, "expected 'value' to hold every element of " + Str(vt),
                   std::to_string(value.dense_bytes().size()) + " bytes");
    return Status::Ok();
  }
  if (op.kind() == OpKind::kArithConstant) {
    if (value.Is(AttrKind::kInteger) || value.Is(AttrKind::kFloat)) {
      Type vt = value.type()
                    ? value.type()
                    : types_.Element(value.Is(AttrKind::kInteger) ? ElementType::kSI64 : ElementType::kF64);
      if (vt != result)
        return Error(op, "expected the result type to be the type of 'value' " + Str(vt), Str(result));
      return Status::Ok();
    }
    if (value.Is(AttrKind::kBool)) {
      if (result != types_.Element(ElementType::kI1))
        return Error(op, "expected result type i1", Str(result));
      return Status::Ok();
    }
  }
  return WrongAttr(op, "value", "dense elements", value);
}

Status Verifier::VerifyIota(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type result = op.result(0)->type();
  int64_t dim = 0;
  HLX_RETURN_IF_ERROR(RequireInt(op, "iota_dimension", &dim));
  if (result.rank() == 0) return Error(op, "expected a result of rank >= 1", Str(result));
  if (dim < 0 || dim >= result.rank())
    return Error(op, "expected 'iota_dimension' in [0, " + std::to_string(result.rank()) + ")",
                 std::to_string(dim));
  return Status::Ok();
}

// A 1-D tensor of integers giving the result's shape: as many entries as the result has dimensions, and
// when it is a constant, sizes that agree with the result's.
Status Verifier::ExpectShapeOperand(const Op& op, int operand, std::string_view what) const {
  Type shape = op.operand(operand)->type();
  Type result = op.result(0)->type();
  HLX_RETURN_IF_ERROR(ExpectKind(op, what, shape, kIntEl));
  if (shape.rank() != 1) return Error(op, "expected " + std::string(what) + " of rank 1", Str(shape));
  if (shape.dims()[0] != kDynamic && shape.dims()[0] != result.rank())
    return Error(op,
                 "expected " + std::string(what) + " to have one entry per result dimension (" +
                     std::to_string(result.rank()) + ")",
                 Str(shape));
  if (std::optional<std::vector<int64_t>> values = ConstantInts(op.operand(operand))) {
    bool ok = std::all_of(values->begin(), values->end(), [](int64_t v) { return v >= 0; });
    if (!ok || !ShapesCompatible(*values, result.dims()))
      return Error(op, "expected the result shape to match " + std::string(what) + " " + ListStr(*values),
                   Str(result));
  }
  return Status::Ok();
}

Status Verifier::VerifyDynamicIota(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type result = op.result(0)->type();
  int64_t dim = 0;
  HLX_RETURN_IF_ERROR(RequireInt(op, "iota_dimension", &dim));
  if (dim < 0 || dim >= result.rank())
    return Error(op, "expected 'iota_dimension' in [0, " + std::to_string(result.rank()) + ")",
                 std::to_string(dim));
  return ExpectShapeOperand(op, 0, "output_shape");
}

Status Verifier::VerifyReshape(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  Type result = op.result(0)->type();
  HLX_RETURN_IF_ERROR(ExpectResultElement(op, 0, operand.element_type()));
  if (operand.HasStaticShape() && result.HasStaticShape() && operand.NumElements() != result.NumElements())
    return Error(op,
                 "expected a result of " + std::to_string(operand.NumElements()) +
                     " elements (as the operand " + Str(operand) + ")",
                 Str(result));
  Type oe = operand.element_type();
  Type re = result.element_type();
  if (oe.IsQuant() && re.IsQuant() && !IsPerAxis(oe) && !IsPerAxis(re) && oe != re)
    return Error(op, "expected the result's quantization parameters to be the operand's " + Str(oe), Str(re));
  return Status::Ok();
}

Status Verifier::VerifyDynamicReshape(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  Type result = op.result(0)->type();
  HLX_RETURN_IF_ERROR(ExpectResultElement(op, 0, operand.element_type()));
  HLX_RETURN_IF_ERROR(ExpectShapeOperand(op, 1, "output_shape"));
  if (operand.HasStaticShape() && result.HasStaticShape() && operand.NumElements() != result.NumElements())
    return Error(op,
                 "expected a result of " + std::to_string(operand.NumElements()) +
                     " elements (as the operand " + Str(operand) + ")",
                 Str(result));
  if (std::optional<std::vector<int64_t>> shape = ConstantInts(op.operand(1));
      shape && operand.HasStaticShape()) {
    int64_t count = 1;
    for (int64_t d : *shape) count = SatMul(count, d);
    if (count != operand.NumElements())
      return Error(op, "expected output_shape to hold " + std::to_string(operand.NumElements()) + " elements",
                   ListStr(*shape));
  }
  return Status::Ok();
}

Status Verifier::VerifyBroadcast(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  std::vector<int64_t> sizes;
  HLX_RETURN_IF_ERROR(RequireIntList(op, "broadcast_sizes", &sizes));
  for (int64_t s : sizes)
    if (s < 0) return Error(op, "expected non-negative 'broadcast_sizes'", ListStr(sizes));
  std::vector<int64_t> inferred = Concat(sizes, operand.dims());
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, inferred));
  return ExpectSameElement(op, "the operand", operand, "the result", op.result(0)->type());
}

Status Verifier::ExpectBroadcastDims(const Op& op, std::span<const int64_t> dims, bool dynamic) {
  Type operand = op.operand(0)->type();
  Type result = op.result(0)->type();
  Type oe = operand.element_type();
  Type re = result.element_type();
  HLX_RETURN_IF_ERROR(ExpectResultElement(op, 0, oe));
  if (oe.IsQuant() && re.IsQuant() && !IsPerAxis(oe) && !IsPerAxis(re) && oe != re)
    return Error(op, "expected the result's quantization parameters to be the operand's " + Str(oe), Str(re));
  if (static_cast<int64_t>(dims.size()) != operand.rank())
    return Error(op,
                 "expected 'broadcast_dimensions' to have one entry per operand dimension (" +
                     std::to_string(operand.rank()) + ")",
                 ListStr(dims));
  if (result.rank() < operand.rank())
    return Error(op, "expected a result of rank >= " + std::to_string(operand.rank()) + " (the operand's)",
                 Str(result));
  HLX_RETURN_IF_ERROR(UniqueDims(op, "broadcast_dimensions", dims));
  HLX_RETURN_IF_ERROR(DimsInRange(op, "broadcast_dimensions", dims, result.rank()));
  for (size_t i = 0; i < dims.size(); ++i) {
    int64_t d = operand.dims()[i];
    int64_t r = result.dims()[dims[i]];
    if (d == kDynamic || d == 1) continue;
    bool ok = dynamic ? DimsCompatible(d, r) : d == r;
    if (!ok)
      return Error(op,
                   "expected operand dimension " + std::to_string(i) + " (" + DimStr(d) +
                       ") to be 1 or the size of result dimension " + std::to_string(dims[i]),
                   Str(result));
  }
  if (IsPerAxis(oe) && IsPerAxis(re)) {
    int64_t q = oe.quant().quantized_dimension;
    if (q < static_cast<int64_t>(dims.size()) && re.quant().quantized_dimension != dims[q])
      return Error(op,
                   "expected the result's quantization dimension to be broadcast_dimensions[" +
                       std::to_string(q) + "] = " + std::to_string(dims[q]),
                   std::to_string(re.quant().quantized_dimension));
  }
  return Status::Ok();
}

Status Verifier::VerifyBroadcastInDim(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  std::vector<int64_t> dims;
  HLX_RETURN_IF_ERROR(RequireIntList(op, "broadcast_dimensions", &dims));
  return ExpectBroadcastDims(op, dims, /*dynamic=*/false);
}

Status Verifier::VerifyDynamicBroadcastInDim(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  std::vector<int64_t> dims;
  std::vector<int64_t> expanding;
  std::vector<int64_t> nonexpanding;
  HLX_RETURN_IF_ERROR(RequireIntList(op, "broadcast_dimensions", &dims));
  HLX_RETURN_IF_ERROR(OptionalIntList(op, "known_expanding_dimensions", &expanding));
  HLX_RETURN_IF_ERROR(OptionalIntList(op, "known_nonexpanding_dimensions", &nonexpanding));
  HLX_RETURN_IF_ERROR(ExpectBroadcastDims(op, dims, /*dynamic=*/true));
  HLX_RETURN_IF_ERROR(ExpectShapeOperand(op, 1, "output_dimensions"));
  HLX_RETURN_IF_ERROR(DisjointDims(op, "known_expanding_dimensions", expanding,
                                   "known_nonexpanding_dimensions", nonexpanding));
  HLX_RETURN_IF_ERROR(DimsInRange(op, "known_expanding_dimensions", expanding, operand.rank()));
  HLX_RETURN_IF_ERROR(DimsInRange(op, "known_nonexpanding_dimensions", nonexpanding, operand.rank()));
  if (std::optional<std::vector<int64_t>> shape = ConstantInts(op.operand(1))) {
    for (size_t i = 0; i < dims.size(); ++i) {
      int64_t d = operand.dims()[i];
      if (d == kDynamic || d == 1 || dims[i] >= static_cast<int64_t>(shape->size())) continue;
      if (d != (*shape)[dims[i]])
        return Error(op,
                     "expected operand dimension " + std::to_string(i) + " (" + std::to_string(d) +
                         ") to be 1 or output_dimensions[" + std::to_string(dims[i]) + "]",
                     std::to_string((*shape)[dims[i]]));
    }
  }
  return Status::Ok();
}

Status Verifier::VerifyTranspose(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  Type result = op.result(0)->type();
  std::vector<int64_t> permutation;
  HLX_RETURN_IF_ERROR(RequireIntList(op, "permutation", &permutation));
  HLX_RETURN_IF_ERROR(ExpectPermutation(op, "permutation", permutation, operand.rank()));
  std::vector<int64_t> inferred;
  for (int64_t p : permutation) inferred.push_back(operand.dims()[p]);
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, inferred));
  Type oe = operand.element_type();
  Type re = result.element_type();
  HLX_RETURN_IF_ERROR(ExpectResultElement(op, 0, oe));
  if (oe.IsQuant() && re.IsQuant() && !IsPerAxis(oe) && !IsPerAxis(re) && oe != re)
    return Error(op, "expected the result's quantization parameters to be the operand's " + Str(oe), Str(re));
  if (IsPerAxis(oe) && IsPerAxis(re)) {
    int64_t q = re.quant().quantized_dimension;
    if (q < static_cast<int64_t>(permutation.size()) && oe.quant().quantized_dimension != permutation[q])
      return Error(op,
                   "expected the operand's quantization dimension to be permutation[" + std::to_string(q) +
                       "] = " + std::to_string(permutation[q]),
                   std::to_string(oe.quant().quantized_dimension));
  }
  return Status::Ok();
}

Status Verifier::VerifyReverse(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  std::vector<int64_t> dims;
  HLX_RETURN_IF_ERROR(RequireIntList(op, "dimensions", &dims));
  HLX_RETURN_IF_ERROR(UniqueDims(op, "dimensions", dims));
  HLX_RETURN_IF_ERROR(DimsInRange(op, "dimensions", dims, operand.rank()));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, operand.dims()));
  return ExpectSameElement(op, "the operand", operand, "the result", op.result(0)->type());
}

Status Verifier::VerifySlice(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  int64_t rank = operand.rank();
  std::vector<int64_t> start;
  std::vector<int64_t> limit;
  std::vector<int64_t> strides;
  HLX_RETURN_IF_ERROR(RequireDimList(op, "start_indices", rank, &start));
  HLX_RETURN_IF_ERROR(RequireDimList(op, "limit_indices", rank, &limit));
  HLX_RETURN_IF_ERROR(RequireDimList(op, "strides", rank, &strides));
  std::vector<int64_t> inferred;
  for (int64_t i = 0; i < rank; ++i) {
    int64_t dim = operand.dims()[i];
    if (start[i] < 0 || start[i] > limit[i] || (dim != kDynamic && limit[i] > dim))
      return Error(op,
                   "expected 0 <= start_indices[" + std::to_string(i) + "] <= limit_indices[" +
                       std::to_string(i) + "] <= " + DimStr(dim),
                   std::to_string(start[i]) + " and " + std::to_string(limit[i]));
    if (strides[i] <= 0) return Error(op, "expected positive strides", ListStr(strides));
    inferred.push_back(SatAdd(limit[i] - start[i], strides[i] - 1) / strides[i]);
  }
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, inferred));
  return ExpectSameElement(op, "the operand", operand, "the result", op.result(0)->type());
}

Status Verifier::ExpectStartIndices(const Op& op, int first, int count) const {
  for (int i = first; i < first + count; ++i) {
    Type t = op.operand(i)->type();
    HLX_RETURN_IF_ERROR(ExpectScalarOf(op, "start index #" + std::to_string(i - first), t, kIntEl));
    if (t != op.operand(first)->type())
      return Error(op, "expected start indices of one type " + Str(op.operand(first)->type()), Str(t));
  }
  return Status::Ok();
}

Status Verifier::VerifyDynamicSlice(const Op& op) {
  if (op.num_operands() < 1) return Error(op, "expected at least 1 operand", "none");
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  int64_t rank = operand.rank();
  if (op.num_operands() - 1 != rank)
    return Error(op, "expected one start index per operand dimension (" + std::to_string(rank) + ")",
                 std::to_string(op.num_operands() - 1));
  std::vector<int64_t> sizes;
  HLX_RETURN_IF_ERROR(RequireDimList(op, "slice_sizes", rank, &sizes));
  HLX_RETURN_IF_ERROR(ExpectStartIndices(op, 1, static_cast<int>(rank)));
  for (int64_t i = 0; i < rank; ++i) {
    int64_t dim = operand.dims()[i];
    if (sizes[i] < 0 || (dim != kDynamic && sizes[i] > dim))
      return Error(op, "expected 0 <= slice_sizes[" + std::to_string(i) + "] <= " + DimStr(dim),
                   std::to_string(sizes[i]));
  }
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, sizes));
  return ExpectSameElement(op, "the operand", operand, "the result", op.result(0)->type());
}

Status Verifier::VerifyRealDynamicSlice(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  const char* names[] = {"start_indices", "limit_indices", "strides"};
  for (int i = 1; i <= 3; ++i) {
    Type t = op.operand(i)->type();
    HLX_RETURN_IF_ERROR(ExpectKind(op, names[i - 1], t, kIntEl));
    if (t.rank() != 1 || !DimsCompatible(t.dims()[0], operand.rank()))
      return Error(op,
                   "expected " + std::string(names[i - 1]) +
                       " to be 1-D with one entry per operand dimension (" + std::to_string(operand.rank()) +
                       ")",
                   Str(t));
    if (t != op.operand(1)->type())
      return Error(op, "expected start_indices, limit_indices and strides of one type", Str(t));
  }
  if (op.result(0)->type().rank() != operand.rank())
    return Error(op, "expected a result of rank " + std::to_string(operand.rank()),
                 Str(op.result(0)->type()));
  return ExpectSameElement(op, "the operand", operand, "the result", op.result(0)->type());
}

Status Verifier::VerifyDynamicUpdateSlice(const Op& op) {
  if (op.num_operands() < 2)
    return Error(op, "expected at least 2 operands", std::to_string(op.num_operands()));
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  Type update = op.operand(1)->type();
  int64_t rank = operand.rank();
  if (update.rank() != rank)
    return Error(op, "expected an update of rank " + std::to_string(rank) + " (the operand's)", Str(update));
  if (op.num_operands() - 2 != rank)
    return Error(op, "expected one start index per operand dimension (" + std::to_string(rank) + ")",
                 std::to_string(op.num_operands() - 2));
  HLX_RETURN_IF_ERROR(ExpectStartIndices(op, 2, static_cast<int>(rank)));
  for (int64_t i = 0; i < rank; ++i) {
    int64_t u = update.dims()[i];
    int64_t d = operand.dims()[i];
    if (u != kDynamic && d != kDynamic && u > d)
      return Error(op,
                   "expected update dimension " + std::to_string(i) + " to be at most " + std::to_string(d),
                   Str(update));
  }
  HLX_RETURN_IF_ERROR(ExpectSameElement(op, "the operand", operand, "the update", update));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, operand.dims()));
  return ExpectSameElement(op, "the operand", operand, "the result", op.result(0)->type());
}

Status Verifier::VerifyConcatenate(const Op& op) {
  if (op.num_operands() < 1) return Error(op, "expected at least 1 operand", "none");
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type first = op.operand(0)->type();
  int64_t rank = first.rank();
  int64_t dim = 0;
  HLX_RETURN_IF_ERROR(RequireInt(op, "dimension", &dim));
  if (rank == 0) return Error(op, "expected operands of rank >= 1", Str(first));
  if (dim < 0 || dim >= rank)
    return Error(op, "expected 'dimension' in [0, " + std::to_string(rank) + ")", std::to_string(dim));
  std::vector<int64_t> inferred(first.dims().begin(), first.dims().end());
  inferred[dim] = 0;
  for (int i = 0; i < op.num_operands(); ++i) {
    Type t = op.operand(i)->type();
    std::string which = "operand #" + std::to_string(i);
    if (t.rank() != rank) return Error(op, "expected " + which + " of rank " + std::to_string(rank), Str(t));
    HLX_RETURN_IF_ERROR(ExpectSameElement(op, "operand #0", first, which, t));
    for (int64_t d = 0; d < rank; ++d) {
      int64_t size = t.dims()[d];
      if (d == dim) {
        inferred[d] = (inferred[d] == kDynamic || size == kDynamic) ? kDynamic : SatAdd(inferred[d], size);
      } else if (!DimsCompatible(inferred[d], size)) {
        return Error(op,
                     "expected " + which + " to match operand #0 " + Str(first) + " outside dimension " +
                         std::to_string(dim),
                     Str(t));
      } else if (inferred[d] == kDynamic) {
        inferred[d] = size;
      }
    }
  }
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, inferred));
  return ExpectSameElement(op, "the operands", first, "the result", op.result(0)->type());
}

Status Verifier::VerifyPad(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  Type value = op.operand(1)->type();
  if (value.rank() != 0) return Error(op, "expected a 0-d padding_value", Str(value));
  HLX_RETURN_IF_ERROR(ExpectSameElement(op, "the operand", operand, "padding_value", value));
  int64_t rank = operand.rank();
  std::vector<int64_t> low;
  std::vector<int64_t> high;
  std::vector<int64_t> interior;
  HLX_RETURN_IF_ERROR(RequireDimList(op, "edge_padding_low", rank, &low));
  HLX_RETURN_IF_ERROR(RequireDimList(op, "edge_padding_high", rank, &high));
  HLX_RETURN_IF_ERROR(RequireDimList(op, "interior_padding", rank, &interior));
  std::vector<int64_t> inferred;
  for (int64_t i = 0; i < rank; ++i) {
    if (interior[i] < 0) return Error(op, "expected non-negative 'interior_padding'", ListStr(interior));
    int64_t d = operand.dims()[i];
    if (d == kDynamic) {
      inferred.push_back(kDynamic);
      continue;
    }
    int64_t size =
        SatAdd(SatAdd(SatAdd(d, low[i]), high[i]), SatMul(std::max<int64_t>(d - 1, 0), interior[i]));
    if (size < 0)
      return Error(op, "expected padding that leaves dimension " + std::to_string(i) + " non-negative",
                   "size " + std::to_string(size));
    inferred.push_back(size);
  }
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, inferred));
  return ExpectSameElement(op, "the operand", operand, "the result", op.result(0)->type());
}

Status Verifier::VerifyDynamicPad(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  Type value = op.operand(1)->type();
  Type result = op.result(0)->type();
  if (value.rank() != 0) return Error(op, "expected a 0-d padding_value", Str(value));
  HLX_RETURN_IF_ERROR(ExpectSameElement(op, "the operand", operand, "padding_value", value));
  HLX_RETURN_IF_ERROR(ExpectSameElement(op, "the operand", operand, "the result", result));
  const char* names[] = {"edge_padding_low", "edge_padding_high", "interior_padding"};
  std::vector<std::optional<std::vector<int64_t>>> values;
  for (int i = 2; i <= 4; ++i) {
    Type t = op.operand(i)->type();
    HLX_RETURN_IF_ERROR(ExpectKind(op, names[i - 2], t, kIntEl));
    if (t.rank() != 1 || !DimsCompatible(t.dims()[0], operand.rank()))
      return Error(op,
                   "expected " + std::string(names[i - 2]) +
                       " to be 1-D with one entry per operand dimension (" + std::to_string(operand.rank()) +
                       ")",
                   Str(t));
    if (t != op.operand(2)->type())
      return Error(op, "expected edge_padding_low, edge_padding_high and interior_padding of one type",
                   Str(t));
    values.push_back(ConstantInts(op.operand(i)));
  }
  if (values[2])
    for (int64_t v : *values[2])
      if (v < 0) return Error(op, "expected non-negative interior_padding", ListStr(*values[2]));
  if (result.rank() != operand.rank())
    return Error(op, "expected a result of rank " + std::to_string(operand.rank()), Str(result));
  if (values[0] && values[1] && values[2] && static_cast<int64_t>(values[0]->size()) == operand.rank() &&
      values[1]->size() == values[0]->size() && values[2]->size() == values[0]->size()) {
    std::vector<int64_t> inferred;
    for (int64_t i = 0; i < operand.rank(); ++i) {
      int64_t d = operand.dims()[i];
      inferred.push_back(d == kDynamic ? kDynamic
                                       : SatAdd(SatAdd(SatAdd(d, (*values[0])[i]), (*values[1])[i]),
                                                SatMul(std::max<int64_t>(d - 1, 0), (*values[2])[i])));
    }
    HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, inferred));
  }
  return Status::Ok();
}

Status Verifier::VerifyGetDimensionSize(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  int64_t dim = 0;
  HLX_RETURN_IF_ERROR(RequireInt(op, "dimension", &dim));
  if (dim < 0 || dim >= operand.rank())
    return Error(op, "expected 'dimension' in [0, " + std::to_string(operand.rank()) + ")",
                 std::to_string(dim));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, {}));
  return ExpectResultElement(op, 0, types_.Element(ElementType::kSI32));
}

// ---- Gather, scatter, sort, tuples -------------------------------------------------------------------

Status Verifier::VerifyGather(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  bool dynamic = op.kind() == OpKind::kDynamicGather;
  Type operand = op.operand(0)->type();
  Type indices = op.operand(1)->type();
  HLX_RETURN_IF_ERROR(ExpectKind(op, "start_indices", indices, kIntEl));
  Attr dn;
  HLX_RETURN_IF_ERROR(RequireStruct(op, "dimension_numbers", StructKind::kGatherDims, &dn));
  std::vector<int64_t> offset_dims, collapsed, operand_batching, indices_batching, start_index_map;
  int64_t ivd = 0;  // absent means 0, as MLIR prints and reads it
  HLX_RETURN_IF_ERROR(StructList(op, dn, "offset_dims", &offset_dims));
  HLX_RETURN_IF_ERROR(StructList(op, dn, "collapsed_slice_dims", &collapsed));
  HLX_RETURN_IF_ERROR(StructList(op, dn, "operand_batching_dims", &operand_batching));
  HLX_RETURN_IF_ERROR(StructList(op, dn, "start_indices_batching_dims", &indices_batching));
  HLX_RETURN_IF_ERROR(StructList(op, dn, "start_index_map", &start_index_map));
  HLX_RETURN_IF_ERROR(StructInt(op, dn, "index_vector_dim", false, &ivd));
  bool sorted = false;
  HLX_RETURN_IF_ERROR(OptionalBool(op, "indices_are_sorted", &sorted));
  // Slice sizes: an attribute, or for dynamic_gather an operand (known when it is a constant).
  std::optional<std::vector<int64_t>> slice_sizes;
  int64_t num_slice_sizes = 0;
  if (dynamic) {
    Type t = op.operand(2)->type();
    HLX_RETURN_IF_ERROR(ExpectKind(op, "slice_sizes", t, kIntEl));
    if (t.rank() != 1) return Error(op, "expected slice_sizes of rank 1", Str(t));
    num_slice_sizes = t.dims()[0];
    slice_sizes = ConstantInts(op.operand(2));
  } else {
    std::vector<int64_t> sizes;
    HLX_RETURN_IF_ERROR(RequireIntList(op, "slice_sizes", &sizes));
    num_slice_sizes = static_cast<int64_t>(sizes.size());
    slice_sizes = std::move(sizes);
  }
  int64_t rank = operand.rank();
  int64_t irank = indices.rank();
  int64_t implied_rank =
      static_cast<int64_t>(offset_dims.size() + collapsed.size() + operand_batching.size());
  if (implied_rank != rank)
    return Error(
        op,
        "expected offset_dims, collapsed_slice_dims and operand_batching_dims to have rank(operand) = " +
            std::to_string(rank) + " entries in all",
        std::to_string(implied_rank));
  if (ivd < 0 || ivd > irank)
    return Error(op, "expected index_vector_dim in [0, " + std::to_string(irank) + "]", std::to_string(ivd));
  int64_t index_size = ivd == irank ? 1 : indices.dims()[ivd];
  if (index_size != kDynamic && index_size != static_cast<int64_t>(start_index_map.size()))
    return Error(op,
                 "expected start_index_map to have " + Count(index_size, "entry") +
                     " (the size of the index vector dimension)",
                 ListStr(start_index_map));
  HLX_RETURN_IF_ERROR(SortedDims(op, "offset_dims", offset_dims));
  HLX_RETURN_IF_ERROR(UniqueDims(op, "offset_dims", offset_dims));
  HLX_RETURN_IF_ERROR(
      DisjointDims(op, "collapsed_slice_dims", collapsed, "operand_batching_dims", operand_batching));
  HLX_RETURN_IF_ERROR(SortedDims(op, "collapsed_slice_dims", collapsed));
  HLX_RETURN_IF_ERROR(DimsInRange(op, "collapsed_slice_dims", collapsed, rank));
  HLX_RETURN_IF_ERROR(SortedDims(op, "operand_batching_dims", operand_batching));
  HLX_RETURN_IF_ERROR(DimsInRange(op, "operand_batching_dims", operand_batching, rank));
  HLX_RETURN_IF_ERROR(UniqueDims(op, "start_indices_batching_dims", indices_batching));
  HLX_RETURN_IF_ERROR(DimsInRange(op, "start_indices_batching_dims", indices_batching, irank));
  if (Contains(indices_batching, ivd))
    return Error(op, "expected start_indices_batching_dims without index_vector_dim " + std::to_string(ivd),
                 ListStr(indices_batching));
  if (operand_batching.size() != indices_batching.size())
    return Error(op,
                 "expected as many start_indices_batching_dims as operand_batching_dims (" +
                     std::to_string(operand_batching.size()) + ")",
                 ListStr(indices_batching));
  for (size_t i = 0; i < operand_batching.size(); ++i)
    if (!DimsCompatible(operand.dims()[operand_batching[i]], indices.dims()[indices_batching[i]]))
      return Error(
          op, "expected operand and start_indices batching dimensions #" + std::to_string(i) + " of one size",
          Str(operand) + " and " + Str(indices));
  HLX_RETURN_IF_ERROR(
      DisjointDims(op, "start_index_map", start_index_map, "operand_batching_dims", operand_batching));
  HLX_RETURN_IF_ERROR(DimsInRange(op, "start_index_map", start_index_map, rank));
  if (num_slice_sizes != kDynamic && num_slice_sizes != rank)
    return Error(
        op, "expected slice_sizes to have one entry per operand dimension (" + std::to_string(rank) + ")",
        std::to_string(num_slice_sizes));
  if (slice_sizes && static_cast<int64_t>(slice_sizes->size()) != rank) slice_sizes.reset();
  if (slice_sizes) {
    for (int64_t d : Concat(collapsed, operand_batching))
      if ((*slice_sizes)[d] > 1)
        return Error(
            op, "expected slice_sizes[" + std::to_string(d) + "] <= 1 (a collapsed or batching dimension)",
            std::to_string((*slice_sizes)[d]));
    for (int64_t i = 0; i < rank; ++i) {
      int64_t s = (*slice_sizes)[i];
      int64_t d = operand.dims()[i];
      if (s < 0 || (d != kDynamic && s > d))
        return Error(op, "expected 0 <= slice_sizes[" + std::to_string(i) + "] <= " + DimStr(d),
                     std::to_string(s));
    }
  }
  // The result: offset dimensions take the slice sizes of the kept operand dimensions; the others take
  // the batch dimensions of start_indices (all but index_vector_dim).
  int64_t result_rank = static_cast<int64_t>(offset_dims.size()) + (ivd == irank ? irank + 1 : irank) - 1;
  HLX_RETURN_IF_ERROR(DimsInRange(op, "offset_dims", offset_dims, result_rank));
  std::vector<int64_t> kept_sizes;
  for (int64_t i = 0; i < rank; ++i)
    if (!Contains(collapsed, i) && !Contains(operand_batching, i))
      kept_sizes.push_back(slice_sizes ? (*slice_sizes)[i] : kDynamic);
  std::vector<int64_t> inferred;
  int64_t offset_index = 0;
  int64_t batch_index = 0;
  for (int64_t i = 0; i < result_rank; ++i) {
    if (Contains(offset_dims, i)) {
      inferred.push_back(offset_index < static_cast<int64_t>(kept_sizes.size()) ? kept_sizes[offset_index]
                                                                                : kDynamic);
      ++offset_index;
      continue;
    }
    int64_t index = batch_index++;
    if (index >= ivd) ++index;
    inferred.push_back(index < irank ? indices.dims()[index] : kDynamic);
  }
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, inferred));
  return ExpectSameElement(op, "the operand", operand, "the result", op.result(0)->type());
}

Status Verifier::VerifyScatter(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  int64_t num_operands = op.num_operands();
  if (num_operands < 3 || num_operands % 2 == 0)
    return Error(op, "expected N inputs, scatter_indices and N updates (2N+1 operands, N >= 1)",
                 std::to_string(num_operands) + " operands");
  int n = static_cast<int>((num_operands - 1) / 2);
  HLX_RETURN_IF_ERROR(ExpectResultCount(op, n));
  std::vector<Type> inputs, updates, update_scalars;
  for (int i = 0; i < n; ++i) {
    inputs.push_back(op.operand(i)->type());
    updates.push_back(op.operand(n + 1 + i)->type());
    update_scalars.push_back(types_.Tensor(std::span<const int64_t>(), updates.back().element_type()));
  }
  Type indices = op.operand(n)->type();
  HLX_RETURN_IF_ERROR(ExpectKind(op, "scatter_indices", indices, kIntEl));
  Attr dn;
  HLX_RETURN_IF_ERROR(RequireStruct(op, "scatter_dimension_numbers", StructKind::kScatterDims, &dn));
  std::vector<int64_t> update_window_dims, inserted, input_batching, indices_batching, to_operand;
  int64_t ivd = 0;
  HLX_RETURN_IF_ERROR(StructList(op, dn, "update_window_dims", &update_window_dims));
  HLX_RETURN_IF_ERROR(StructList(op, dn, "inserted_window_dims", &inserted));
  HLX_RETURN_IF_ERROR(StructList(op, dn, "input_batching_dims", &input_batching));
  HLX_RETURN_IF_ERROR(StructList(op, dn, "scatter_indices_batching_dims", &indices_batching));
  HLX_RETURN_IF_ERROR(StructList(op, dn, "scatter_dims_to_operand_dims", &to_operand));
  HLX_RETURN_IF_ERROR(StructInt(op, dn, "index_vector_dim", false, &ivd));
  bool flag = false;
  HLX_RETURN_IF_ERROR(OptionalBool(op, "indices_are_sorted", &flag));
  HLX_RETURN_IF_ERROR(OptionalBool(op, "unique_indices", &flag));
  for (int i = 1; i < n; ++i) {
    if (!ShapesCompatible(inputs[0].dims(), inputs[i].dims()))
      return Error(op, "expected inputs of one shape " + ListStr(inputs[0].dims()), Str(inputs[i]));
    if (!ShapesCompatible(updates[0].dims(), updates[i].dims()))
      return Error(op, "expected updates of one shape " + ListStr(updates[0].dims()), Str(updates[i]));
  }
  int64_t irank = indices.rank();
  if (ivd < 0 || ivd > irank)
    return Error(op, "expected index_vector_dim in [0, " + std::to_string(irank) + "]", std::to_string(ivd));
  HLX_RETURN_IF_ERROR(ExpectReducer(op, 0, inputs, update_scalars, {}));
  std::vector<int64_t> expanded(indices.dims().begin(), indices.dims().end());
  if (ivd == irank) expanded.push_back(1);
  int64_t updates_rank =
      static_cast<int64_t>(expanded.size()) - 1 + static_cast<int64_t>(update_window_dims.size());
  for (Type u : updates)
    if (u.rank() != updates_rank)
      return Error(op,
                   "expected updates of rank " + std::to_string(updates_rank) +
                       " (rank of scatter_indices - 1 + size of update_window_dims)",
                   Str(u));
  for (int i = 0; i < n; ++i) {
    Type input = inputs[i];
    int64_t rank = input.rank();
    int64_t window_size =
        static_cast<int64_t>(update_window_dims.size() + inserted.size() + input_batching.size());
    if (rank != window_size)
      return Error(
          op,
          "expected update_window_dims, inserted_window_dims and input_batching_dims to have rank(input) = " +
              std::to_string(rank) + " entries in all",
          std::to_string(window_size));
    HLX_RETURN_IF_ERROR(SortedDims(op, "update_window_dims", update_window_dims));
    HLX_RETURN_IF_ERROR(UniqueDims(op, "update_window_dims", update_window_dims));
    HLX_RETURN_IF_ERROR(DimsInRange(op, "update_window_dims", update_window_dims, updates_rank));
    HLX_RETURN_IF_ERROR(
        DisjointDims(op, "inserted_window_dims", inserted, "input_batching_dims", input_batching));
    HLX_RETURN_IF_ERROR(SortedDims(op, "inserted_window_dims", inserted));
    HLX_RETURN_IF_ERROR(DimsInRange(op, "inserted_window_dims", inserted, rank));
    HLX_RETURN_IF_ERROR(SortedDims(op, "input_batching_dims", input_batching));
    HLX_RETURN_IF_ERROR(DimsInRange(op, "input_batching_dims", input_batching, rank));
    HLX_RETURN_IF_ERROR(UniqueDims(op, "scatter_indices_batching_dims", indices_batching));
    HLX_RETURN_IF_ERROR(DimsInRange(op, "scatter_indices_batching_dims", indices_batching,
                                    static_cast<int64_t>(expanded.size())));
    if (Contains(indices_batching, ivd))
      return Error(op,
                   "expected scatter_indices_batching_dims without index_vector_dim " + std::to_string(ivd),
                   ListStr(indices_batching));
    if (input_batching.size() != indices_batching.size())
      return Error(op,
                   "expected as many scatter_indices_batching_dims as input_batching_dims (" +
                       std::to_string(input_batching.size()) + ")",
                   ListStr(indices_batching));
    for (size_t k = 0; k < input_batching.size(); ++k)
      if (!DimsCompatible(input.dims()[input_batching[k]], expanded[indices_batching[k]]))
        return Error(
            op,
            "expected input and scatter_indices batching dimensions #" + std::to_string(k) + " of one size",
            Str(input) + " and " + Str(indices));
    int64_t index_size = expanded[ivd];
    if (index_size != kDynamic && index_size != static_cast<int64_t>(to_operand.size()))
      return Error(op,
                   "expected scatter_dims_to_operand_dims to have " + Count(index_size, "entry") +
                       " (the size of the index vector dimension)",
                   ListStr(to_operand));
    HLX_RETURN_IF_ERROR(
        DisjointDims(op, "scatter_dims_to_operand_dims", to_operand, "input_batching_dims", input_batching));
    HLX_RETURN_IF_ERROR(DimsInRange(op, "scatter_dims_to_operand_dims", to_operand, rank));
    // Window dimensions of the updates fit in the input; scatter dimensions match scatter_indices.
    std::vector<int64_t> max_window;
    for (int64_t d = 0; d < rank; ++d)
      if (!Contains(inserted, d) && !Contains(input_batching, d)) max_window.push_back(input.dims()[d]);
    std::span<const int64_t> update_dims = updates[i].dims();
    for (size_t k = 0; k < update_window_dims.size() && k < max_window.size(); ++k) {
      int64_t u = update_dims[update_window_dims[k]];
      if (u != kDynamic && max_window[k] != kDynamic && u > max_window[k])
        return Error(op,
                     "expected update window dimension " + std::to_string(update_window_dims[k]) +
                         " of size at most " + std::to_string(max_window[k]) + " (the input's)",
                     Str(updates[i]));
    }
    size_t seen = 0;
    for (int64_t d = 0; d < updates_rank; ++d) {
      if (Contains(update_window_dims, d)) continue;
      if (static_cast<int64_t>(seen) == ivd) ++seen;
      if (seen >= expanded.size()) break;
      if (!DimsCompatible(update_dims[d], expanded[seen]))
        return Error(op,
                     "expected update scatter dimension " + std::to_string(d) + " of size " +
                         DimStr(expanded[seen]) + " (that of scatter_indices)",
                     Str(updates[i]));
      ++seen;
    }
  }
  std::vector<Type> returned = Returned(op, 0);
  for (int i = 0; i < n; ++i) {
    HLX_RETURN_IF_ERROR(ExpectResultShape(op, i, inputs[i].dims()));
    HLX_RETURN_IF_ERROR(ExpectResultElement(op, i, returned[i].element_type()));
  }
  return Status::Ok();
}

Status Verifier::VerifySort(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  if (op.num_operands() < 1) return Error(op, "expected at least 1 input", "none");
  HLX_RETURN_IF_ERROR(ExpectResultCount(op, op.num_operands()));
  HLX_RETURN_IF_ERROR(ExpectSameShapes(op));
  std::vector<Type> elements;
  for (int i = 0; i < op.num_operands(); ++i) {
    Type t = op.operand(i)->type();
    HLX_RETURN_IF_ERROR(ExpectCompatible(op, "input #" + std::to_string(i), t, "result #" + std::to_string(i),
                                         op.result(i)->type()));
    elements.push_back(t.element_type());
    elements.push_back(t.element_type());
  }
  int64_t dim = -1;
  bool stable = false;
  HLX_RETURN_IF_ERROR(OptionalInt(op, "dimension", &dim));
  HLX_RETURN_IF_ERROR(OptionalBool(op, "is_stable", &stable));
  int64_t rank = op.operand(0)->type().rank();
  if (dim < -rank || dim >= rank)
    return Error(op, "expected 'dimension' in [" + std::to_string(-rank) + ", " + std::to_string(rank) + ")",
                 std::to_string(dim));
  return ExpectPredicateBody(op, 0, elements);
}

Status Verifier::VerifyTuple(const Op& op) {
  Type want = types_.Tuple(TypesOf(op.operands()));
  return ExpectCompatible(op, "the operand types", want, "the result", op.result(0)->type());
}

Status Verifier::VerifyGetTupleElement(const Op& op) {
  Type tuple = op.operand(0)->type();
  if (!tuple.IsTuple()) return Error(op, "expected a tuple operand", Str(tuple));
  int64_t index = 0;
  HLX_RETURN_IF_ERROR(RequireInt(op, "index", &index));
  int64_t size = static_cast<int64_t>(tuple.types().size());
  if (index < 0 || index >= size)
    return Error(op, "expected 'index' in [0, " + std::to_string(size) + ")", std::to_string(index));
  return ExpectCompatible(op, "tuple element #" + std::to_string(index), tuple.types()[index], "the result",
                          op.result(0)->type());
}

// ---- Contractions, reductions, windows ------------------------------------------------------------------

Status Verifier::VerifyDot(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type lhs = op.operand(0)->type();
  Type rhs = op.operand(1)->type();
  std::vector<int> precision;
  HLX_RETURN_IF_ERROR(PrecisionConfig(op, &precision));
  std::span<const int64_t> l = lhs.dims();
  std::span<const int64_t> r = rhs.dims();
  std::vector<int64_t> inferred;
  if (l.size() == 1 && r.size() == 1 && DimsCompatible(l[0], r[0])) {
  } else if (l.size() == 2 && r.size() == 1 && DimsCompatible(l[1], r[0])) {
    inferred = {l[0]};
  } else if (l.size() == 1 && r.size() == 2 && DimsCompatible(l[0], r[0])) {
    inferred = {r[1]};
  } else if (l.size() == 2 && r.size() == 2 && DimsCompatible(l[1], r[0])) {
    inferred = {l[0], r[1]};
  } else {
    return Error(op, "expected lhs and rhs of rank 1 or 2 with matching contracting dimensions",
                 Str(lhs) + " and " + Str(rhs));
  }
  return ExpectResultShape(op, 0, inferred);
}

Status Verifier::VerifyDotGeneral(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type lhs = op.operand(0)->type();
  Type rhs = op.operand(1)->type();
  Type result = op.result(0)->type();
  Attr dn;
  HLX_RETURN_IF_ERROR(RequireStruct(op, "dot_dimension_numbers", StructKind::kDotDims, &dn));
  std::vector<int64_t> lb, rb, lc, rc;
  HLX_RETURN_IF_ERROR(StructList(op, dn, "lhs_batching_dimensions", &lb));
  HLX_RETURN_IF_ERROR(StructList(op, dn, "rhs_batching_dimensions", &rb));
  HLX_RETURN_IF_ERROR(StructList(op, dn, "lhs_contracting_dimensions", &lc));
  HLX_RETURN_IF_ERROR(StructList(op, dn, "rhs_contracting_dimensions", &rc));
  std::vector<int> precision;
  HLX_RETURN_IF_ERROR(PrecisionConfig(op, &precision));
  if (lb.size() != rb.size())
    return Error(op, "expected as many rhs_batching_dimensions as lhs_batching_dimensions " + ListStr(lb),
                 ListStr(rb));
  if (lc.size() != rc.size())
    return Error(op,
                 "expected as many rhs_contracting_dimensions as lhs_contracting_dimensions " + ListStr(lc),
                 ListStr(rc));
  HLX_RETURN_IF_ERROR(DisjointDims(op, "lhs_batching_dimensions", lb, "lhs_contracting_dimensions", lc));
  HLX_RETURN_IF_ERROR(DisjointDims(op, "rhs_batching_dimensions", rb, "rhs_contracting_dimensions", rc));
  HLX_RETURN_IF_ERROR(DimsInRange(op, "lhs_batching_dimensions", lb, lhs.rank()));
  HLX_RETURN_IF_ERROR(DimsInRange(op, "lhs_contracting_dimensions", lc, lhs.rank()));
  HLX_RETURN_IF_ERROR(DimsInRange(op, "rhs_batching_dimensions", rb, rhs.rank()));
  HLX_RETURN_IF_ERROR(DimsInRange(op, "rhs_contracting_dimensions", rc, rhs.rank()));
  std::vector<int64_t> inferred;
  for (size_t i = 0; i < lb.size(); ++i) {
    int64_t l = lhs.dims()[lb[i]];
    int64_t r = rhs.dims()[rb[i]];
    if (!DimsCompatible(l, r))
      return Error(op,
                   "expected batching dimensions of one size (lhs " + std::to_string(lb[i]) + " and rhs " +
                       std::to_string(rb[i]) + ")",
                   Str(lhs) + " and " + Str(rhs));
    inferred.push_back(l == kDynamic ? r : l);
  }
  for (size_t i = 0; i < lc.size(); ++i)
    if (!DimsCompatible(lhs.dims()[lc[i]], rhs.dims()[rc[i]]))
      return Error(op,
                   "expected contracting dimensions of one size (lhs " + std::to_string(lc[i]) + " and rhs " +
                       std::to_string(rc[i]) + ")",
                   Str(lhs) + " and " + Str(rhs));
  for (int64_t i = 0; i < lhs.rank(); ++i)
    if (!Contains(lb, i) && !Contains(lc, i)) inferred.push_back(lhs.dims()[i]);
  for (int64_t i = 0; i < rhs.rank(); ++i)
    if (!Contains(rb, i) && !Contains(rc, i)) inferred.push_back(rhs.dims()[i]);
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, inferred));
  if (Attr algorithm = op.attr("algorithm")) {
    if (!algorithm.Is(AttrKind::kStruct) || algorithm.struct_kind() != StructKind::kDotAlgorithm)
      return WrongAttr(op, "algorithm", "#stablehlo.dot_algorithm<...>", algorithm);
    for (int p : precision)
      if (p != static_cast<int>(Precision::DEFAULT))
        return Error(op, "expected DEFAULT precision_config when an algorithm is given",
                     EnumValueName(EnumFamily::kPrecision, p));
    for (const char* field : {"lhs_component_count", "rhs_component_count", "num_primitive_operations"}) {
      int64_t count = 1;
      HLX_RETURN_IF_ERROR(StructInt(op, algorithm, field, false, &count));
      if (count < 1)
        return Error(op, "expected a positive " + std::string(field) + " in 'algorithm'",
                     std::to_string(count));
    }
  }
  Type l = lhs.element_type();
  Type r = rhs.element_type();
  Type o = result.element_type();
  if (l.IsQuant() || r.IsQuant() || o.IsQuant()) {
    if (r.IsQuant() && IsPerAxis(r)) {
      for (int64_t z : r.quant().zero_points)
        if (z != 0) return Error(op, "expected rhs zero points of 0", Str(rhs));
      if (Contains(rc, r.quant().quantized_dimension))
        return Error(op,
                     "expected rhs quantization dimension outside rhs_contracting_dimensions " + ListStr(rc),
                     std::to_string(r.quant().quantized_dimension));
    } else if (r.IsQuant() && !r.quant().zero_points.empty() && r.quant().zero_points[0] != 0) {
      return Error(op, "expected rhs zero point 0", Str(rhs));
    }
    return QuantizedContraction(op, l, r, o);
  }
  if (!ElementsCompatible(l, r))
    return Error(op, "expected lhs and rhs of one element type", Str(lhs) + " and " + Str(rhs));
  return Status::Ok();
}

Status Verifier::VerifyEinsum(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  std::string config;
  return RequireString(op, "einsum_config", &config);
}

Status Verifier::VerifyConvolution(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  bool dynamic = op.kind() == OpKind::kDynamicConv;  // padding is operand #2
  Type lhs = op.operand(0)->type();
  Type rhs = op.operand(1)->type();
  Type result = op.result(0)->type();
  int64_t rank = lhs.rank();
  if (rank < 2) return Error(op, "expected lhs of rank >= 2", Str(lhs));
  if (rhs.rank() != rank)
    return Error(op, "expected rhs of rank " + std::to_string(rank) + " (the lhs's)", Str(rhs));
  Type l = lhs.element_type();
  Type r = rhs.element_type();
  Type o = result.element_type();
  bool quantized = l.IsQuant() || r.IsQuant() || o.IsQuant();
  if (!quantized && !ElementsCompatible(l, r))
    return Error(op, "expected lhs and rhs of one element type", Str(lhs) + " and " + Str(rhs));
  Attr dn;
  HLX_RETURN_IF_ERROR(RequireStruct(op, "dimension_numbers", StructKind::kConvDims, &dn));
  ConvDims d;
  HLX_RETURN_IF_ERROR(StructInt(op, dn, "input_batch_dimension", true, &d.input_batch));
  HLX_RETURN_IF_ERROR(StructInt(op, dn, "input_feature_dimension", true, &d.input_feature));
  HLX_RETURN_IF_ERROR(StructList(op, dn, "input_spatial_dimensions", &d.input_spatial));
  HLX_RETURN_IF_ERROR(StructInt(op, dn, "kernel_input_feature_dimension", true, &d.kernel_input_feature));
  HLX_RETURN_IF_ERROR(StructInt(op, dn, "kernel_output_feature_dimension", true, &d.kernel_output_feature));
  HLX_RETURN_IF_ERROR(StructList(op, dn, "kernel_spatial_dimensions", &d.kernel_spatial));
  HLX_RETURN_IF_ERROR(StructInt(op, dn, "output_batch_dimension", true, &d.output_batch));
  HLX_RETURN_IF_ERROR(StructInt(op, dn, "output_feature_dimension", true, &d.output_feature));
  HLX_RETURN_IF_ERROR(StructList(op, dn, "output_spatial_dimensions", &d.output_spatial));
  int64_t feature_groups = 0;
  int64_t batch_groups = 0;
  HLX_RETURN_IF_ERROR(RequireInt(op, "feature_group_count", &feature_groups));
  HLX_RETURN_IF_ERROR(RequireInt(op, "batch_group_count", &batch_groups));
  std::vector<int64_t> strides, lhs_dilation, rhs_dilation, reversal;
  std::vector<std::pair<int64_t, int64_t>> padding;
  HLX_RETURN_IF_ERROR(OptionalIntList(op, "window_strides", &strides));
  HLX_RETURN_IF_ERROR(OptionalIntList(op, "lhs_dilation", &lhs_dilation));
  HLX_RETURN_IF_ERROR(OptionalIntList(op, "rhs_dilation", &rhs_dilation));
  HLX_RETURN_IF_ERROR(OptionalIntList(op, "window_reversal", &reversal));
  if (!dynamic) HLX_RETURN_IF_ERROR(OptionalPadding(op, "padding", &padding));
  std::vector<int> precision;
  HLX_RETURN_IF_ERROR(PrecisionConfig(op, &precision));
  // Dimension numbers: as many spatial dimensions everywhere, each side a permutation of [0, rank).
  size_t spatial = d.input_spatial.size();
  if (d.kernel_spatial.size() != spatial || d.output_spatial.size() != spatial)
    return Error(op,
                 "expected as many kernel and output spatial dimensions as input spatial dimensions (" +
                     std::to_string(spatial) + ")",
                 std::to_string(d.kernel_spatial.size()) + " and " + std::to_string(d.output_spatial.size()));
  if (static_cast<int64_t>(spatial) + 2 != rank)
    return Error(op, "expected " + std::to_string(rank - 2) + " spatial dimensions (rank of lhs - 2)",
                 std::to_string(spatial));
  std::vector<int64_t> input_dims =
      Concat(std::vector<int64_t>{d.input_batch, d.input_feature}, d.input_spatial);
  std::vector<int64_t> kernel_dims =
      Concat(std::vector<int64_t>{d.kernel_input_feature, d.kernel_output_feature}, d.kernel_spatial);
  std::vector<int64_t> output_dims =
      Concat(std::vector<int64_t>{d.output_batch, d.output_feature}, d.output_spatial);
  HLX_RETURN_IF_ERROR(DimsInRange(op, "input dimension numbers", input_dims, rank));
  HLX_RETURN_IF_ERROR(DimsInRange(op, "kernel dimension numbers", kernel_dims, rank));
  HLX_RETURN_IF_ERROR(DimsInRange(op, "output dimension numbers", output_dims, rank));
  HLX_RETURN_IF_ERROR(UniqueDims(op, "input dimension numbers", input_dims));
  HLX_RETURN_IF_ERROR(UniqueDims(op, "kernel dimension numbers", kernel_dims));
  HLX_RETURN_IF_ERROR(UniqueDims(op, "output dimension numbers", output_dims));
  // Groups.
  if (feature_groups <= 0)
    return Error(op, "expected a positive feature_group_count", std::to_string(feature_groups));
  if (batch_groups <= 0)
    return Error(op, "expected a positive batch_group_count", std::to_string(batch_groups));
  if (feature_groups > 1 && batch_groups > 1)
    return Error(op, "expected feature_group_count or batch_group_count to be 1",
                 std::to_string(feature_groups) + " and " + std::to_string(batch_groups));
  int64_t input_batch = lhs.dims()[d.input_batch];
  int64_t input_features = lhs.dims()[d.input_feature];
  int64_t kernel_input_features = rhs.dims()[d.kernel_input_feature];
  int64_t kernel_output_features = rhs.dims()[d.kernel_output_feature];
  if (input_batch != kDynamic && input_batch % batch_groups != 0)
    return Error(op,
                 "expected the input batch dimension to be a multiple of batch_group_count " +
                     std::to_string(batch_groups),
                 std::to_string(input_batch));
  if (input_features != kDynamic) {
    if (input_features % feature_groups != 0)
      return Error(op,
                   "expected the input feature dimension to be a multiple of feature_group_count " +
                       std::to_string(feature_groups),
                   std::to_string(input_features));
    if (kernel_input_features != kDynamic && input_features / feature_groups != kernel_input_features)
      return Error(op,
                   "expected the kernel input feature dimension to be " + std::to_string(input_features) +
                       " / feature_group_count = " + std::to_string(input_features / feature_groups),
                   std::to_string(kernel_input_features));
  }
  if (kernel_output_features != kDynamic) {
    if (kernel_output_features % batch_groups != 0)
      return Error(op,
                   "expected the kernel output feature dimension to be a multiple of batch_group_count " +
                       std::to_string(batch_groups),
                   std::to_string(kernel_output_features));
    if (kernel_output_features % feature_groups != 0)
      return Error(op,
                   "expected the kernel output feature dimension to be a multiple of feature_group_count " +
                       std::to_string(feature_groups),
                   std::to_string(kernel_output_features));
  }
  // The window and the result shape.
  // dynamic_conv takes its padding as operand #2; its window is known (and checked) when that is a constant.
  bool window_known = true;
  if (dynamic) {
    Type pad = op.operand(2)->type();
    HLX_RETURN_IF_ERROR(ExpectKind(op, "padding", pad, kIntEl));
    if (pad.rank() != 2 || pad.dims()[0] != static_cast<int64_t>(spatial) || pad.dims()[1] != 2)
      return Error(op, "expected padding of shape [" + std::to_string(spatial) + ", 2]", Str(pad));
    std::optional<std::vector<int64_t>> values = ConstantInts(op.operand(2));
    window_known = values && values->size() == 2 * spatial;
    for (size_t i = 0; window_known && i < spatial; ++i)
      padding.push_back({(*values)[2 * i], (*values)[2 * i + 1]});
  }
  std::vector<int64_t> inferred(rank, kDynamic);
  if (window_known) {
    std::vector<int64_t> window_dims;
    for (int64_t k : d.kernel_spatial) window_dims.push_back(rhs.dims()[k]);
    std::vector<WindowDim> window;
    HLX_RETURN_IF_ERROR(
        ExpectWindow(op, window_dims, strides, padding, lhs_dilation, rhs_dilation, reversal, &window));
    std::vector<int64_t> input_spatial_sizes;
    for (int64_t s : d.input_spatial) input_spatial_sizes.push_back(lhs.dims()[s]);
    std::vector<int64_t> spatial_out = WindowOutputShape(input_spatial_sizes, window);
    for (size_t i = 0; i < spatial; ++i) inferred[d.output_spatial[i]] = spatial_out[i];
  }
  inferred[d.output_batch] = input_batch == kDynamic ? kDynamic : input_batch / batch_groups;
  inferred[d.output_feature] = kernel_output_features;
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, inferred));
  if (!quantized) return Status::Ok();
  if (IsPerAxis(r) && r.quant().quantized_dimension != d.kernel_output_feature)
    return Error(op,
                 "expected the rhs quantization dimension to be kernel_output_feature_dimension " +
                     std::to_string(d.kernel_output_feature),
                 std::to_string(r.quant().quantized_dimension));
  if (IsPerAxis(o) && o.quant().quantized_dimension != d.output_feature)
    return Error(op,
                 "expected the result quantization dimension to be output_feature_dimension " +
                     std::to_string(d.output_feature),
                 std::to_string(o.quant().quantized_dimension));
  return QuantizedContraction(op, l, r, o);
}

Status Verifier::SplitInputsAndInits(const Op& op, std::vector<Type>* inputs,
                                     std::vector<Type>* inits) const {
  int64_t num_operands = op.num_operands();
  if (num_operands < 2 || num_operands % 2 != 0)
    return Error(op, "expected N inputs and N initial values (2N operands, N >= 1)",
                 std::to_string(num_operands));
  int n = static_cast<int>(num_operands / 2);
  HLX_RETURN_IF_ERROR(ExpectResultCount(op, n));
  for (int i = 0; i < n; ++i) {
    inputs->push_back(op.operand(i)->type());
    inits->push_back(op.operand(n + i)->type());
  }
  return Status::Ok();
}

Status Verifier::VerifyReduce(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  std::vector<Type> inputs, inits;
  HLX_RETURN_IF_ERROR(SplitInputsAndInits(op, &inputs, &inits));
  int n = static_cast<int>(inputs.size());
  std::vector<int64_t> dims;
  HLX_RETURN_IF_ERROR(RequireIntList(op, "dimensions", &dims));
  for (int i = 1; i < n; ++i)
    if (!ShapesCompatible(inputs[0].dims(), inputs[i].dims()))
      return Error(op, "expected inputs of one shape " + ListStr(inputs[0].dims()), Str(inputs[i]));
  HLX_RETURN_IF_ERROR(DimsInRange(op, "dimensions", dims, inputs[0].rank()));
  HLX_RETURN_IF_ERROR(UniqueDims(op, "dimensions", dims));
  std::vector<int64_t> kept;
  for (int64_t d = 0; d < inputs[0].rank(); ++d)
    if (!Contains(dims, d)) kept.push_back(inputs[0].dims()[d]);
  HLX_RETURN_IF_ERROR(ExpectReducer(op, 0, inputs, inits, kept));
  std::vector<Type> returned = Returned(op, 0);
  for (int i = 0; i < n; ++i) {
    HLX_RETURN_IF_ERROR(ExpectResultShape(op, i, kept));
    HLX_RETURN_IF_ERROR(ExpectResultElement(op, i, returned[i].element_type()));
  }
  return Status::Ok();
}

Status Verifier::VerifyReduceWindow(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  std::vector<Type> inputs, inits;
  HLX_RETURN_IF_ERROR(SplitInputsAndInits(op, &inputs, &inits));
  int n = static_cast<int>(inputs.size());
  std::vector<int64_t> window_dims, strides, base_dilations, window_dilations;
  std::vector<std::pair<int64_t, int64_t>> padding;
  HLX_RETURN_IF_ERROR(RequireIntList(op, "window_dimensions", &window_dims));
  HLX_RETURN_IF_ERROR(OptionalIntList(op, "window_strides", &strides));
  HLX_RETURN_IF_ERROR(OptionalIntList(op, "base_dilations", &base_dilations));
  HLX_RETURN_IF_ERROR(OptionalIntList(op, "window_dilations", &window_dilations));
  HLX_RETURN_IF_ERROR(OptionalPadding(op, "padding", &padding));
  for (int i = 0; i < n; ++i) {
    if (!ShapesCompatible(inputs[0].dims(), inputs[i].dims()))
      return Error(op, "expected inputs of one shape " + ListStr(inputs[0].dims()), Str(inputs[i]));
    if (inputs[i].rank() != static_cast<int64_t>(window_dims.size()))
      return Error(op,
                   "expected 'window_dimensions' to have one entry per input dimension (" +
                       std::to_string(inputs[i].rank()) + ")",
                   ListStr(window_dims));
  }
  std::vector<WindowDim> window;
  HLX_RETURN_IF_ERROR(
      ExpectWindow(op, window_dims, strides, padding, base_dilations, window_dilations, {}, &window));
  HLX_RETURN_IF_ERROR(ExpectReducer(op, 0, inputs, inits, window_dims));
  std::vector<Type> returned = Returned(op, 0);
  for (int i = 0; i < n; ++i) {
    HLX_RETURN_IF_ERROR(ExpectResultShape(op, i, WindowOutputShape(inputs[i].dims(), window)));
    HLX_RETURN_IF_ERROR(ExpectResultElement(op, i, returned[i].element_type()));
  }
  return Status::Ok();
}

Status Verifier::VerifySelectAndScatter(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  Type source = op.operand(1)->type();
  Type init = op.operand(2)->type();
  // select: (tensor<E>, tensor<E>) -> tensor<i1>, E the operand's element type (any float width).
  const Block& select = Body(op, 0);
  Type scalar = types_.Tensor(std::span<const int64_t>(), operand.element_type());
  if (select.num_args() != 2)
    return Error(op, "expected region #0 (select) to take 2 arguments", std::to_string(select.num_args()));
  for (int i = 0; i < 2; ++i)
    if (!ShapeAndElementCompatible(scalar, select.arg(i)->type(), true))
      return Error(op,
                   "expected argument #" + std::to_string(i) + " of region #0 (select) to be " + Str(scalar),
                   Str(select.arg(i)->type()));
  std::vector<Type> selected = Returned(op, 0);
  if (selected.size() != 1 || !IsTensor(selected[0]) || selected[0].rank() != 0 ||
      KindOf(selected[0].element_type()) != kBoolEl)
    return Error(op, "expected region #0 (select) to return one tensor<i1>", TypesStr(selected));
  Type source_scalar = types_.Tensor(std::span<const int64_t>(), source.element_type());
  HLX_RETURN_IF_ERROR(ExpectReducer(op, 1, std::vector<Type>{source_scalar}, std::vector<Type>{init}, {}));
  std::vector<int64_t> window_dims, strides;
  std::vector<std::pair<int64_t, int64_t>> padding;
  HLX_RETURN_IF_ERROR(OptionalIntList(op, "window_dimensions", &window_dims));
  HLX_RETURN_IF_ERROR(OptionalIntList(op, "window_strides", &strides));
  HLX_RETURN_IF_ERROR(OptionalPadding(op, "padding", &padding));
  if (operand.rank() != static_cast<int64_t>(window_dims.size()))
    return Error(op,
                 "expected 'window_dimensions' to have one entry per operand dimension (" +
                     std::to_string(operand.rank()) + ")",
                 ListStr(window_dims));
  std::vector<WindowDim> window;
  HLX_RETURN_IF_ERROR(ExpectWindow(op, window_dims, strides, padding, {}, {}, {}, &window));
  std::vector<int64_t> windows = WindowOutputShape(operand.dims(), window);
  if (!ShapesCompatible(windows, source.dims()) ||
      !SameElement(operand.element_type(), source.element_type(), true))
    return Error(op,
                 "expected a source of shape " + ListStr(windows) +
                     " (one element per window) and element type " + Str(operand.element_type()),
                 Str(source));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, operand.dims()));
  return ExpectResultElement(op, 0, Returned(op, 1)[0].element_type());
}

Status Verifier::VerifyMap(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  if (op.num_operands() < 1) return Error(op, "expected at least 1 input", "none");
  HLX_RETURN_IF_ERROR(ExpectSameShapes(op));
  const Block& body = Body(op, 0);
  if (body.num_args() != op.num_operands())
    return Error(op, "expected region #0 to take " + Count(op.num_operands(), "argument"),
                 std::to_string(body.num_args()));
  for (int i = 0; i < body.num_args(); ++i) {
    Type want = types_.Tensor(std::span<const int64_t>(), op.operand(i)->type().element_type());
    if (body.arg(i)->type() != want)
      return Error(op, "expected argument #" + std::to_string(i) + " of region #0 to be " + Str(want),
                   Str(body.arg(i)->type()));
  }
  std::vector<Type> returned = Returned(op, 0);
  if (returned.size() != 1 || !IsTensor(returned[0]) || returned[0].rank() != 0)
    return Error(op, "expected region #0 to return one 0-d tensor", TypesStr(returned));
  std::vector<int64_t> dims;
  HLX_RETURN_IF_ERROR(RequireIntList(op, "dimensions", &dims));
  int64_t rank = op.operand(0)->type().rank();
  bool identity = static_cast<int64_t>(dims.size()) == rank;
  for (int64_t i = 0; identity && i < rank; ++i) identity = dims[i] == i;
  if (!identity)
    return Error(op, "expected 'dimensions' to be [0, ..., " + std::to_string(rank - 1) + "]", ListStr(dims));
  return ExpectResultElement(op, 0, returned[0].element_type());
}

Status Verifier::VerifyTorchIndexSelect(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  int64_t dim = 0;
  int64_t batch_dims = 0;
  HLX_RETURN_IF_ERROR(RequireInt(op, "dim", &dim));
  HLX_RETURN_IF_ERROR(RequireInt(op, "batch_dims", &batch_dims));
  return Status::Ok();
}

// Quantization constraints that dot_general and convolution share.
Status Verifier::QuantizedContraction(const Op& op, Type l, Type r, Type o) const {
  std::string found = Str(l) + ", " + Str(r) + " -> " + Str(o);
  if (!r.IsQuant() || l.IsQuant() != o.IsQuant())
    return Error(op, "expected a quantized rhs, and lhs and result both quantized or both not", found);
  if (l.IsQuant()) {
    if (l.quant().storage != r.quant().storage)
      return Error(op, "expected lhs and rhs of one quantization storage type", found);
    if (l.quant().expressed != r.quant().expressed || l.quant().expressed != o.quant().expressed)
      return Error(op, "expected lhs, rhs and result of one quantization expressed type", found);
    if (!IsPerAxis(r) && IsPerAxis(o))
      return Error(op, "expected a per-tensor quantized result for a per-tensor quantized rhs", found);
    return Status::Ok();
  }
  Type expressed = types_.Element(r.quant().expressed);
  if (l != expressed || o != expressed)
    return Error(op, "expected lhs and result element types to be the rhs's expressed type " + Str(expressed),
                 found);
  return Status::Ok();
}

// ---- Control flow ----------------------------------------------------------------------------------

Status Verifier::VerifyWhile(const Op& op) {
  std::vector<Type> operands = TypesOf(op.operands());
  HLX_RETURN_IF_ERROR(ExpectResultCount(op, op.num_operands()));
  std::vector<Type> results = ResultTypes(op);
  if (!TypeListsCompatible(operands, results))
    return Error(op, "expected result types " + TypesStr(operands) + " (the operand types)",
                 TypesStr(results));
  std::vector<Type> cond_args = ArgTypes(Body(op, 0));
  if (!TypeListsCompatible(operands, cond_args))
    return Error(op, "expected region #0 (cond) to take the operand types " + TypesStr(operands),
                 TypesStr(cond_args));
  std::vector<Type> body_args = ArgTypes(Body(op, 1));
  if (!TypeListsCompatible(operands, body_args))
    return Error(op, "expected region #1 (body) to take the operand types " + TypesStr(operands),
                 TypesStr(body_args));
  std::vector<Type> body_results = Returned(op, 1);
  if (!TypeListsCompatible(operands, body_results))
    return Error(op, "expected region #1 (body) to return the operand types " + TypesStr(operands),
                 TypesStr(body_results));
  std::vector<Type> cond_results = Returned(op, 0);
  if (cond_results.size() != 1 || !IsTensor(cond_results[0]) || cond_results[0].rank() != 0 ||
      KindOf(cond_results[0].element_type()) != kBoolEl)
    return Error(op, "expected region #0 (cond) to return one tensor<i1>", TypesStr(cond_results));
  return Status::Ok();
}

// Branches of if and case: no arguments, and all return compatible types, which are the results'.
Status Verifier::ExpectBranches(const Op& op, int first_region) const {
  if (op.num_regions() <= first_region) return Error(op, "expected at least one branch", "none");
  std::vector<Type> first = Returned(op, first_region);
  for (int r = first_region; r < op.num_regions(); ++r) {
    const Block& body = Body(op, r);
    if (body.num_args() != 0)
      return Error(op, "expected branch region #" + std::to_string(r) + " to take no arguments",
                   Count(body.num_args(), "argument"));
    std::vector<Type> returned = Returned(op, r);
    if (!TypeListsCompatible(first, returned))
      return Error(op,
                   "expected region #" + std::to_string(r) + " to return the types of region #" +
                       std::to_string(first_region) + " " + TypesStr(first),
                   TypesStr(returned));
  }
  std::vector<Type> results = ResultTypes(op);
  if (!TypeListsCompatible(first, results))
    return Error(op, "expected result types " + TypesStr(first) + " (those the branches return)",
                 TypesStr(results));
  return Status::Ok();
}

Status Verifier::VerifyIf(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectScalarOf(op, "pred", op.operand(0)->type(), kBoolEl));
  return ExpectBranches(op, 0);
}

Status Verifier::VerifyCase(const Op& op) {
  Type index = op.operand(0)->type();
  HLX_RETURN_IF_ERROR(ExpectTensor(op, "index", index));
  if (index.rank() != 0 || index.element_type() != types_.Element(ElementType::kSI32))
    return Error(op, "expected index of type tensor<i32>", Str(index));
  return ExpectBranches(op, 0);
}

Status Verifier::VerifyOptimizationBarrier(const Op& op) {
  std::vector<Type> operands = TypesOf(op.operands());
  HLX_RETURN_IF_ERROR(ExpectResultCount(op, op.num_operands()));
  if (!TypeListsCompatible(operands, ResultTypes(op)))
    return Error(op, "expected result types " + TypesStr(operands) + " (the operand types)",
                 TypesStr(ResultTypes(op)));
  return Status::Ok();
}

// A namespaced op name: [a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+
bool IsNamespacedOpName(std::string_view name) {
  auto alpha = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  auto digit = [](char c) { return c >= '0' && c <= '9'; };
  if (name.empty() || !alpha(name[0])) return false;
  size_t i = 1;
  while (i < name.size() && (alpha(name[i]) || digit(name[i]) || name[i] == '_')) ++i;
  int parts = 0;
  while (i < name.size()) {
    if (name[i] != '.') return false;
    size_t start = ++i;
    while (i < name.size() && (alpha(name[i]) || digit(name[i]) || name[i] == '_' || name[i] == '$')) ++i;
    if (i == start) return false;
    ++parts;
  }
  return parts > 0;
}

Status Verifier::VerifyComposite(const Op& op) {
  std::string name;
  HLX_RETURN_IF_ERROR(RequireString(op, "name", &name));
  if (!IsNamespacedOpName(name))
    return Error(op, "expected a namespaced op name such as \"my_namespace.my_op\"", "\"" + name + "\"");
  Attr decomposition = op.attr("decomposition");
  if (!decomposition.Is(AttrKind::kSymbolRef) || decomposition.symbol_path().size() != 1)
    return WrongAttr(op, "decomposition", "a function symbol", decomposition);
  const std::string& callee = decomposition.symbol_path()[0];
  const Op* func = FindFunc(callee);
  Type type =
      func && func->attr("function_type").Is(AttrKind::kType) ? func->attr("function_type").type() : Type();
  if (!type || !type.IsFunction())
    return Error(op, "expected 'decomposition' to name a function of the module", "@" + callee);
  std::vector<Type> operands = TypesOf(op.operands());
  std::vector<Type> results = ResultTypes(op);
  std::vector<Type> inputs(type.types().begin(), type.types().end());
  std::vector<Type> outputs(type.results().begin(), type.results().end());
  if (operands != inputs)
    return Error(op, "expected operand types " + TypesStr(inputs) + " (those of @" + callee + ")",
                 TypesStr(operands));
  if (results != outputs)
    return Error(op, "expected result types " + TypesStr(outputs) + " (those of @" + callee + ")",
                 TypesStr(results));
  int64_t version = 0;
  return OptionalInt(op, "version", &version);
}

Status Verifier::VerifyCustomCall(const Op& op) {
  std::string target;
  HLX_RETURN_IF_ERROR(RequireString(op, "call_target_name", &target));
  int api_version = 0;
  bool side_effect = false;
  // api_version: an enum, or the integer older producers write.
  if (Attr version = op.attr("api_version"); version.Is(AttrKind::kInteger)) {
    int64_t v = version.int_value();
    if (v < 0 || v >= EnumValueCount(EnumFamily::kCustomCallApiVersion))
      return Error(op,
                   "expected 'api_version' in [0, " +
                       std::to_string(EnumValueCount(EnumFamily::kCustomCallApiVersion)) + ")",
                   std::to_string(v));
  } else {
    HLX_RETURN_IF_ERROR(OptionalEnum(op, "api_version", EnumFamily::kCustomCallApiVersion, &api_version));
  }
  HLX_RETURN_IF_ERROR(OptionalBool(op, "has_side_effect", &side_effect));
  Attr operand_layouts = op.attr("operand_layouts");
  Attr result_layouts = op.attr("result_layouts");
  if (static_cast<bool>(operand_layouts) != static_cast<bool>(result_layouts))
    return Error(op, "expected both or neither of 'operand_layouts' and 'result_layouts'",
                 operand_layouts ? "only 'operand_layouts'" : "only 'result_layouts'");
  auto check_layouts = [&](const Attr& layouts, std::span<const Type> types, const char* name) -> Status {
    if (!layouts.Is(AttrKind::kArray)) return WrongAttr(op, name, "an array of layouts", layouts);
    if (layouts.elements().size() != types.size())
      return Error(op, "expected " + Quoted(name) + " to have " + Count(types.size(), "layout"),
                   std::to_string(layouts.elements().size()));
    for (size_t i = 0; i < types.size(); ++i) {
      std::optional<std::vector<int64_t>> layout = IntListOf(layouts.elements()[i]);
      if (!layout)
        return Error(op, "expected every entry of " + Quoted(name) + " to be a list of integers",
                     "another attribute");
      if (!IsTensor(types[i])) {
        if (!layout->empty())
          return Error(op, "expected an empty layout for non-tensor " + Str(types[i]) + " in " + Quoted(name),
                       ListStr(*layout));
        continue;
      }
      HLX_RETURN_IF_ERROR(ExpectPermutation(op, name, *layout, types[i].rank()));
    }
    return Status::Ok();
  };
  if (operand_layouts) {
    HLX_RETURN_IF_ERROR(check_layouts(operand_layouts, TypesOf(op.operands()), "operand_layouts"));
    HLX_RETURN_IF_ERROR(check_layouts(result_layouts, ResultTypes(op), "result_layouts"));
  }
  if (Attr called = op.attr("called_computations")) {
    if (!called.Is(AttrKind::kArray))
      return WrongAttr(op, "called_computations", "an array of functions", called);
    for (const Attr& callee : called.elements()) {
      bool found = callee.Is(AttrKind::kSymbolRef) && callee.symbol_path().size() == 1 &&
                   FindFunc(callee.symbol_path()[0]);
      if (!found)
        return Error(op, "expected 'called_computations' to name functions of the module",
                     callee.Is(AttrKind::kSymbolRef) && !callee.symbol_path().empty()
                         ? "@" + callee.symbol_path()[0]
                         : std::string(AttrKindName(callee.kind())));
    }
  }
  if (Attr aliases = op.attr("output_operand_aliases")) {
    if (!aliases.Is(AttrKind::kArray)) return WrongAttr(op, "output_operand_aliases", "an array", aliases);
    for (const Attr& alias : aliases.elements()) {
      if (!alias.Is(AttrKind::kStruct) || alias.struct_kind() != StructKind::kOutputOperandAlias)
        return Error(
            op, "expected every entry of 'output_operand_aliases' to be #stablehlo.output_operand_alias<...>",
            AttrKindName(alias.kind()));
      int64_t index = 0;
      HLX_RETURN_IF_ERROR(StructInt(op, alias, "operand_index", true, &index));
      if (index < 0 || index >= op.num_operands())
        return Error(op,
                     "expected output_operand_aliases to name operands in [0, " +
                         std::to_string(op.num_operands()) + ")",
                     "operand_index " + std::to_string(index));
    }
  }
  return Status::Ok();
}

// ---- Numerics and linear algebra ------------------------------------------------------------------

Status Verifier::VerifyFft(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  int type = 0;
  std::vector<int64_t> length;
  HLX_RETURN_IF_ERROR(RequireEnum(op, "fft_type", EnumFamily::kFftType, &type));
  HLX_RETURN_IF_ERROR(RequireIntList(op, "fft_length", &length));
  int64_t n = static_cast<int64_t>(length.size());
  if (n < 1 || n > 3) return Error(op, "expected 1 to 3 entries in 'fft_length'", ListStr(length));
  if (operand.rank() < n)
    return Error(op, "expected an operand of rank >= " + std::to_string(n) + " (the size of fft_length)",
                 Str(operand));
  FftType fft = static_cast<FftType>(type);
  Type element = operand.element_type();
  Type result_element = element;
  std::vector<int64_t> inferred(operand.dims().begin(), operand.dims().end());
  std::span<const int64_t> trailing = operand.dims().subspan(operand.rank() - n);
  switch (fft) {
    case FftType::FFT:
    case FftType::IFFT:
      HLX_RETURN_IF_ERROR(ExpectKind(op, "operand", operand, kComplexEl));
      break;
    case FftType::RFFT:
      if (element != types_.Element(ElementType::kF32) && element != types_.Element(ElementType::kF64))
        return Error(op, "expected an f32 or f64 operand for RFFT", Str(operand));
      result_element =
          types_.Element(element.element() == ElementType::kF32 ? ElementType::kC64 : ElementType::kC128);
      if (!ShapesCompatible(trailing, length))
        return Error(op, "expected the operand's trailing dimensions to be fft_length " + ListStr(length),
                     Str(operand));
      if (length.back() != 0) inferred.back() = length.back() / 2 + 1;
      break;
    case FftType::IRFFT: {
      HLX_RETURN_IF_ERROR(ExpectKind(op, "operand", operand, kComplexEl));
      result_element = types_.Element(ComplexPartType(element.element()));
      if (!ShapesCompatible(trailing.first(n - 1), std::span<const int64_t>(length).first(n - 1)))
        return Error(op,
                     "expected the operand's trailing dimensions but the last to be those of fft_length " +
                         ListStr(length),
                     Str(operand));
      int64_t last = operand.dims().back();
      if (!(DimsCompatible(last, 0) && length.back() == 0) && !DimsCompatible(last, length.back() / 2 + 1))
        return Error(op,
                     "expected the operand's last dimension to be fft_length[-1] / 2 + 1 = " +
                         std::to_string(length.back() / 2 + 1),
                     Str(operand));
      inferred.back() = length.back();
      break;
    }
  }
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, inferred));
  return ExpectResultElement(op, 0, result_element);
}

Status Verifier::VerifyRng(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type a = op.operand(0)->type();
  Type b = op.operand(1)->type();
  int distribution = 0;
  HLX_RETURN_IF_ERROR(RequireEnum(op, "rng_distribution", EnumFamily::kRngDistribution, &distribution));
  HLX_RETURN_IF_ERROR(ExpectScalarOf(op, "a", a, kBoolEl | kIntEl | kFloatEl));
  HLX_RETURN_IF_ERROR(ExpectScalarOf(op, "b", b, kBoolEl | kIntEl | kFloatEl));
  HLX_RETURN_IF_ERROR(ExpectSameElement(op, "a", a, "b", b));
  HLX_RETURN_IF_ERROR(ExpectSameElement(op, "a", a, "the result", op.result(0)->type()));
  if (static_cast<RngDistribution>(distribution) == RngDistribution::NORMAL &&
      KindOf(a.element_type()) != kFloatEl)
    return Error(op, "expected float a and b for a NORMAL distribution", Str(a));
  return ExpectShapeOperand(op, 2, "shape");
}

Status Verifier::VerifyRngBitGenerator(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  int algorithm = 0;
  HLX_RETURN_IF_ERROR(RequireEnum(op, "rng_algorithm", EnumFamily::kRngAlgorithm, &algorithm));
  Type state = op.operand(0)->type();
  HLX_RETURN_IF_ERROR(ExpectCompatible(op, "initial_state", state, "output_state", op.result(0)->type()));
  return ExpectKind(op, "output", op.result(1)->type(), kIntEl | kFloatEl);
}

Status Verifier::VerifyTriangularSolve(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type a = op.operand(0)->type();
  Type b = op.operand(1)->type();
  bool left_side = false;
  bool flag = false;
  int transpose = 0;
  HLX_RETURN_IF_ERROR(OptionalBool(op, "left_side", &left_side));
  HLX_RETURN_IF_ERROR(OptionalBool(op, "lower", &flag));
  HLX_RETURN_IF_ERROR(OptionalBool(op, "unit_diagonal", &flag));
  HLX_RETURN_IF_ERROR(RequireEnum(op, "transpose_a", EnumFamily::kTranspose, &transpose));
  if (static_cast<Transpose>(transpose) == Transpose::TRANSPOSE_INVALID)
    return Error(op, "expected transpose_a NO_TRANSPOSE, TRANSPOSE or ADJOINT", "TRANSPOSE_INVALID");
  HLX_RETURN_IF_ERROR(ExpectKind(op, "a", a, kFloatEl | kComplexEl | kQuantEl));
  if (!ElementsCompatible(a.element_type(), b.element_type()))
    return Error(op, "expected a and b of one element type", Str(a) + " and " + Str(b));
  int64_t rank = a.rank();
  if (rank < 2) return Error(op, "expected a of rank >= 2", Str(a));
  if (!DimsCompatible(a.dims()[rank - 2], a.dims()[rank - 1]))
    return Error(op, "expected a square a", Str(a));
  if (b.rank() != rank)
    return Error(op, "expected b of rank " + std::to_string(rank) + " (the rank of a)", Str(b));
  if (!DimsCompatible(a.dims()[rank - 1], b.dims()[left_side ? rank - 2 : rank - 1]))
    return Error(op,
                 std::string("expected the ") + (left_side ? "second-to-last" : "last") +
                     " dimension of b to match a " + Str(a),
                 Str(b));
  if (!ShapesCompatible(a.dims().first(rank - 2), b.dims().first(rank - 2)))
    return Error(op, "expected a and b of one batch shape", Str(a) + " and " + Str(b));
  return ExpectCompatible(op, "b", b, "the result", op.result(0)->type());
}

Status Verifier::VerifyCholesky(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type a = op.operand(0)->type();
  bool lower = false;
  HLX_RETURN_IF_ERROR(OptionalBool(op, "lower", &lower));
  HLX_RETURN_IF_ERROR(ExpectKind(op, "a", a, kFloatEl | kComplexEl | kQuantEl));
  int64_t rank = a.rank();
  if (rank < 2) return Error(op, "expected a of rank >= 2", Str(a));
  if (!DimsCompatible(a.dims()[rank - 2], a.dims()[rank - 1]))
    return Error(op, "expected a square a", Str(a));
  return ExpectCompatible(op, "a", a, "the result", op.result(0)->type());
}

Status Verifier::VerifyBatchNorm(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Attr epsilon = op.attr("epsilon");
  if (!epsilon.Is(AttrKind::kFloat)) return WrongAttr(op, "epsilon", "a float", epsilon);
  int64_t feature_index = 0;
  HLX_RETURN_IF_ERROR(RequireInt(op, "feature_index", &feature_index));
  Type operand = op.operand(0)->type();
  // Operands of the operand's shape, and 1-D operands of the feature count.
  std::vector<int> full = {0};
  if (op.kind() == OpKind::kBatchNormGrad) full.push_back(4);
  HLX_RETURN_IF_ERROR(ExpectKind(op, "operand", operand, kFloatEl | kQuantEl));
  if (feature_index < 0 || feature_index >= operand.rank())
    return Error(op, "expected 'feature_index' in [0, " + std::to_string(operand.rank()) + ")",
                 std::to_string(feature_index));
  int64_t features = operand.dims()[feature_index];
  std::vector<int64_t> feature_shape = {features};
  for (int i = 0; i < op.num_operands(); ++i) {
    Type t = op.operand(i)->type();
    std::string which = "operand #" + std::to_string(i);
    if (!ElementsCompatible(operand.element_type(), t.element_type()))
      return Error(op,
                   "expected " + which + " to have the operand's element type " + Str(operand.element_type()),
                   Str(t));
    bool is_full = std::find(full.begin(), full.end(), i) != full.end();
    if (is_full && !ShapesCompatible(operand.dims(), t.dims()))
      return Error(op, "expected " + which + " of the operand's shape " + ListStr(operand.dims()), Str(t));
    if (!is_full && !ShapesCompatible(feature_shape, t.dims()))
      return Error(op, "expected " + which + " of shape " + ListStr(feature_shape) + " (the feature count)",
                   Str(t));
  }
  for (int i = 0; i < op.num_results(); ++i) {
    HLX_RETURN_IF_ERROR(
        ExpectResultShape(op, i, i == 0 ? operand.dims() : std::span<const int64_t>(feature_shape)));
    HLX_RETURN_IF_ERROR(ExpectResultElement(op, i, operand.element_type()));
  }
  return Status::Ok();
}

// ---- Distribution, tokens and host communication -------------------------------------------------------

Status Verifier::VerifyAllGather(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  if (op.num_operands() < 1) return Error(op, "expected at least 1 operand", "none");
  HLX_RETURN_IF_ERROR(ExpectResultCount(op, op.num_operands()));
  int64_t dim = 0;
  int64_t channel_id = 0;
  bool global_ids = false;
  HLX_RETURN_IF_ERROR(RequireInt(op, "all_gather_dim", &dim));
  HLX_RETURN_IF_ERROR(OptionalBool(op, "use_global_device_ids", &global_ids));
  HLX_RETURN_IF_ERROR(OptionalChannelId(op, &channel_id));
  HLX_RETURN_IF_ERROR(ReplicaGroups(op, /*all_groups_same_size=*/true, global_ids, std::nullopt));
  if (global_ids && channel_id < 0)
    return Error(op, "expected a non-negative channel id with 'use_global_device_ids'",
                 std::to_string(channel_id));
  for (int i = 0; i < op.num_operands(); ++i) {
    Type operand = op.operand(i)->type();
    Type result = op.result(i)->type();
    if (dim < 0 || dim >= operand.rank())
      return Error(op, "expected 'all_gather_dim' in [0, " + std::to_string(operand.rank()) + ")",
                   std::to_string(dim));
    if (operand.dims()[dim] == 0)
      return Error(op, "expected a non-empty operand dimension 'all_gather_dim' = " + std::to_string(dim),
                   Str(operand));
    if (result.rank() != operand.rank())
      return Error(op, "expected result #" + std::to_string(i) + " of rank " + std::to_string(operand.rank()),
                   Str(result));
    for (int64_t d = 0; d < operand.rank(); ++d) {
      int64_t o = operand.dims()[d];
      int64_t r = result.dims()[d];
      bool ok = d == dim ? (o == kDynamic || r == kDynamic || r % o == 0) : DimsCompatible(o, r);
      if (!ok)
        return Error(op,
                     "expected result #" + std::to_string(i) + " to be operand #" + std::to_string(i) + " " +
                         Str(operand) + " gathered along dimension " + std::to_string(dim),
                     Str(result));
    }
    HLX_RETURN_IF_ERROR(ExpectResultElement(op, i, operand.element_type()));
  }
  return Status::Ok();
}

// all_reduce and collective_reduce: the computation reduces each operand elementwise.
Status Verifier::VerifyAllReduce(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  if (op.num_operands() < 1) return Error(op, "expected at least 1 operand", "none");
  HLX_RETURN_IF_ERROR(ExpectResultCount(op, op.num_operands()));
  int64_t channel_id = 0;
  bool global_ids = false;
  HLX_RETURN_IF_ERROR(OptionalBool(op, "use_global_device_ids", &global_ids));
  HLX_RETURN_IF_ERROR(OptionalChannelId(op, &channel_id));
  if (op.attr("replica_groups"))
    HLX_RETURN_IF_ERROR(ReplicaGroups(op, /*all_groups_same_size=*/false, global_ids, std::nullopt));
  if (global_ids && channel_id <= 0)
    return Error(op, "expected a positive channel id with 'use_global_device_ids'",
                 std::to_string(channel_id));
  for (int i = 0; i < op.num_operands(); ++i) {
    Type operand = op.operand(i)->type();
    Type scalar = types_.Tensor(std::span<const int64_t>(), operand.element_type());
    HLX_RETURN_IF_ERROR(ExpectReducer(op, 0, std::vector<Type>{operand}, std::vector<Type>{scalar}, {}));
    HLX_RETURN_IF_ERROR(ExpectResultShape(op, i, operand.dims()));
    HLX_RETURN_IF_ERROR(ExpectResultElement(op, i, Returned(op, 0)[0].element_type()));
  }
  return Status::Ok();
}

Status Verifier::VerifyReduceScatter(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  Type result = op.result(0)->type();
  int64_t dim = 0;
  int64_t channel_id = 0;
  bool global_ids = false;
  HLX_RETURN_IF_ERROR(RequireInt(op, "scatter_dimension", &dim));
  HLX_RETURN_IF_ERROR(OptionalBool(op, "use_global_device_ids", &global_ids));
  HLX_RETURN_IF_ERROR(OptionalChannelId(op, &channel_id));
  HLX_RETURN_IF_ERROR(ReplicaGroups(op, /*all_groups_same_size=*/true, global_ids, std::nullopt));
  Type scalar = types_.Tensor(std::span<const int64_t>(), operand.element_type());
  HLX_RETURN_IF_ERROR(ExpectReducer(op, 0, std::vector<Type>{operand}, std::vector<Type>{scalar}, {}));
  if (result.rank() != operand.rank())
    return Error(op, "expected a result of rank " + std::to_string(operand.rank()) + " (the operand's)",
                 Str(result));
  if (dim < 0 || dim >= operand.rank())
    return Error(op, "expected 'scatter_dimension' in [0, " + std::to_string(operand.rank()) + ")",
                 std::to_string(dim));
  if (global_ids && channel_id <= 0)
    return Error(op, "expected a positive channel id with 'use_global_device_ids'",
                 std::to_string(channel_id));
  for (int64_t d = 0; d < operand.rank(); ++d) {
    int64_t o = operand.dims()[d];
    int64_t r = result.dims()[d];
    bool ok = d == dim ? (o == kDynamic || r == kDynamic || (r != 0 && o != 0 && o % r == 0))
                       : DimsCompatible(o, r);
    if (!ok)
      return Error(op,
                   "expected the result to be the operand " + Str(operand) + " scattered along dimension " +
                       std::to_string(dim),
                   Str(result));
  }
  return ExpectResultElement(op, 0, Returned(op, 0)[0].element_type());
}

Status Verifier::VerifyAllToAll(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  if (op.num_operands() < 1) return Error(op, "expected at least 1 operand", "none");
  HLX_RETURN_IF_ERROR(ExpectResultCount(op, op.num_operands()));
  int64_t split_dim = 0;
  int64_t concat_dim = 0;
  int64_t split_count = 0;
  int64_t channel_id = 0;
  HLX_RETURN_IF_ERROR(RequireInt(op, "split_dimension", &split_dim));
  HLX_RETURN_IF_ERROR(RequireInt(op, "concat_dimension", &concat_dim));
  HLX_RETURN_IF_ERROR(RequireInt(op, "split_count", &split_count));
  HLX_RETURN_IF_ERROR(OptionalChannelId(op, &channel_id));
  if (split_count <= 0) return Error(op, "expected a positive 'split_count'", std::to_string(split_count));
  HLX_RETURN_IF_ERROR(ReplicaGroups(op, /*all_groups_same_size=*/true, false, split_count));
  for (int i = 0; i < op.num_operands(); ++i) {
    Type operand = op.operand(i)->type();
    int64_t rank = operand.rank();
    if (split_dim < 0 || split_dim >= rank)
      return Error(op, "expected 'split_dimension' in [0, " + std::to_string(rank) + ")",
                   std::to_string(split_dim));
    if (concat_dim < 0 || concat_dim >= rank)
      return Error(op, "expected 'concat_dimension' in [0, " + std::to_string(rank) + ")",
                   std::to_string(concat_dim));
    std::vector<int64_t> inferred(operand.dims().begin(), operand.dims().end());
    if (inferred[split_dim] != kDynamic) {
      if (inferred[split_dim] % split_count != 0)
        return Error(op,
                     "expected operand dimension 'split_dimension' to be a multiple of split_count " +
                         std::to_string(split_count),
                     Str(operand));
      inferred[split_dim] /= split_count;
    }
    if (inferred[concat_dim] != kDynamic) inferred[concat_dim] = SatMul(inferred[concat_dim], split_count);
    HLX_RETURN_IF_ERROR(ExpectResultShape(op, i, inferred));
    HLX_RETURN_IF_ERROR(ExpectResultElement(op, i, operand.element_type()));
  }
  return Status::Ok();
}

Status Verifier::VerifyCollectivePermute(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  int64_t channel_id = 0;
  HLX_RETURN_IF_ERROR(OptionalChannelId(op, &channel_id));
  Attr pairs_attr = op.attr("source_target_pairs");
  std::optional<IntMatrix> pairs = IntMatrixOf(pairs_attr);
  if (!pairs || pairs->cols != 2)
    return WrongAttr(op, "source_target_pairs", "an Nx2 tensor of integers", pairs_attr);
  std::set<int64_t> sources;
  std::set<int64_t> targets;
  for (int64_t r = 0; r < pairs->rows; ++r) {
    int64_t source = pairs->values[2 * r];
    int64_t target = pairs->values[2 * r + 1];
    if (source < 0 || target < 0)
      return Error(op, "expected non-negative ids in 'source_target_pairs'",
                   std::to_string(source) + " -> " + std::to_string(target));
    if (!sources.insert(source).second)
      return Error(op, "expected each source once in 'source_target_pairs'",
                   std::to_string(source) + " twice");
    if (!targets.insert(target).second)
      return Error(op, "expected each target once in 'source_target_pairs'",
                   std::to_string(target) + " twice");
  }
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, op.operand(0)->type().dims()));
  return ExpectSameElement(op, "the operand", op.operand(0)->type(), "the result", op.result(0)->type());
}

// Operands: the data, plus with `has_dynamic_root` a 1-D i32 tensor naming each datum's root.
Status Verifier::VerifyCollectiveBroadcast(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  int64_t channel_id = 0;
  bool dynamic_root = false;
  HLX_RETURN_IF_ERROR(OptionalChannelId(op, &channel_id));
  HLX_RETURN_IF_ERROR(OptionalBool(op, "has_dynamic_root", &dynamic_root));
  Attr groups = op.attr("replica_groups");
  if (!groups) return WrongAttr(op, "replica_groups", "a 2-D tensor of replica ids", groups);
  if (groups.Is(AttrKind::kDenseElements)) {
    std::optional<IntMatrix> m = IntMatrixOf(groups);
    if (!m) return Error(op, "expected 'replica_groups' to be a 2-D tensor of integers", Str(groups.type()));
    std::set<int64_t> seen;
    for (int64_t id : m->values) {
      if (id < 0) return Error(op, "expected replica ids >= 0 in 'replica_groups'", std::to_string(id));
      if (!seen.insert(id).second)
        return Error(op, "expected every replica id once in 'replica_groups'", std::to_string(id) + " twice");
    }
  }
  int64_t num_data = op.num_operands() - (dynamic_root ? 1 : 0);
  if (num_data < 1)
    return Error(op,
                 dynamic_root ? "expected data operands and a root operand" : "expected at least 1 operand",
                 Count(op.num_operands(), "operand"));
  if (dynamic_root) {
    Type root = op.operand(op.num_operands() - 1)->type();
    Type want = types_.Tensor({num_data}, ElementType::kSI32);
    if (root != want)
      return Error(op, "expected the last operand (the roots, with 'has_dynamic_root') of type " + Str(want),
                   Str(root));
  }
  HLX_RETURN_IF_ERROR(ExpectResultCount(op, num_data));
  for (int i = 0; i < num_data; ++i)
    HLX_RETURN_IF_ERROR(ExpectCompatible(op, "operand #" + std::to_string(i), op.operand(i)->type(),
                                         "result #" + std::to_string(i), op.result(i)->type()));
  return Status::Ok();
}

Status Verifier::VerifyIdOp(const Op& op) {
  Type want = types_.Tensor(std::span<const int64_t>(), types_.Element(ElementType::kUI32));
  if (op.result(0)->type() != want)
    return Error(op, "expected result type " + Str(want), Str(op.result(0)->type()));
  return Status::Ok();
}

Status Verifier::VerifyAfterAll(const Op& op) {
  for (int i = 0; i < op.num_operands(); ++i)
    if (!op.operand(i)->type().IsToken())
      return Error(op, "expected token operands", Str(op.operand(i)->type()));
  return VerifyCreateToken(op);
}

Status Verifier::VerifyCreateToken(const Op& op) {
  if (!op.result(0)->type().IsToken()) return Error(op, "expected a token result", Str(op.result(0)->type()));
  return Status::Ok();
}

// infeed and recv: a token in; tensors and a token out.
Status Verifier::VerifyInfeedOrRecv(const Op& op) {
  if (!op.operand(0)->type().IsToken())
    return Error(op, "expected a token operand", Str(op.operand(0)->type()));
  if (op.num_results() < 1) return Error(op, "expected at least 1 result (a token)", "none");
  for (int i = 0; i + 1 < op.num_results(); ++i)
    HLX_RETURN_IF_ERROR(ExpectTensor(op, "result #" + std::to_string(i), op.result(i)->type()));
  Type last = op.result(op.num_results() - 1)->type();
  if (!last.IsToken()) return Error(op, "expected the last result to be a token", Str(last));
  if (op.kind() == OpKind::kInfeed) {
    std::string config;
    if (op.attr("infeed_config")) HLX_RETURN_IF_ERROR(RequireString(op, "infeed_config", &config));
    if (Attr layout = op.attr("layout")) {
      if (!layout.Is(AttrKind::kArray)) return WrongAttr(op, "layout", "an array", layout);
      if (static_cast<int64_t>(layout.elements().size()) != op.num_results() - 1)
        return Error(op,
                     "expected 'layout' to have one entry per tensor result (" +
                         std::to_string(op.num_results() - 1) + ")",
                     std::to_string(layout.elements().size()));
    }
    return Status::Ok();
  }
  return VerifyTransferChannel(op, 3, "host to device");
}

// outfeed and send: tensors and a token in; a token out.
Status Verifier::VerifyOutfeedOrSend(const Op& op) {
  if (op.num_operands() < 1) return Error(op, "expected at least 1 operand (a token)", "none");
  for (int i = 0; i + 1 < op.num_operands(); ++i)
    HLX_RETURN_IF_ERROR(ExpectTensor(op, "operand #" + std::to_string(i), op.operand(i)->type()));
  Type last = op.operand(op.num_operands() - 1)->type();
  if (!last.IsToken()) return Error(op, "expected the last operand to be a token", Str(last));
  HLX_RETURN_IF_ERROR(VerifyCreateToken(op));
  if (op.kind() == OpKind::kOutfeed) {
    std::string config;
    if (op.attr("outfeed_config")) HLX_RETURN_IF_ERROR(RequireString(op, "outfeed_config", &config));
    return Status::Ok();
  }
  return VerifyTransferChannel(op, 2, "device to host");
}

// send and recv: channel type 1 (device to device) without `is_host_transfer`; with it, `host_type`
// (2, device to host, for send; 3, host to device, for recv).
Status Verifier::VerifyTransferChannel(const Op& op, int64_t host_type, const char* host_name) const {
  int64_t channel_id = 0;
  int64_t channel_type = 0;
  bool host = false;
  HLX_RETURN_IF_ERROR(OptionalChannelId(op, &channel_id, &channel_type));
  HLX_RETURN_IF_ERROR(OptionalBool(op, "is_host_transfer", &host));
  if (!op.attr("channel_handle")) return Status::Ok();
  if (!host && channel_type != 1)
    return Error(op, "expected channel type 1 (device to device) without 'is_host_transfer'",
                 std::to_string(channel_type));
  if (host && channel_type != host_type)
    return Error(
        op,
        "expected channel type " + std::to_string(host_type) + " (" + host_name + ") with 'is_host_transfer'",
        std::to_string(channel_type));
  return Status::Ok();
}

// ---- CHLO --------------------------------------------------------------------------------------------

Status Verifier::VerifyChloUnary(const Op& op, bool bool_result) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, operand.dims()));
  return ExpectResultElement(op, 0, bool_result ? types_.Element(ElementType::kI1) : operand.element_type());
}

// Binary CHLO ops broadcast their operands NumPy-style: trailing dimensions align, size 1 stretches.
Status Verifier::VerifyChloBinary(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type lhs = op.operand(0)->type();
  Type rhs = op.operand(1)->type();
  if (!ElementsCompatible(lhs.element_type(), rhs.element_type()))
    return Error(op, "expected lhs and rhs of one element type", Str(lhs) + " and " + Str(rhs));
  HLX_RETURN_IF_ERROR(ExpectResultElement(op, 0, lhs.element_type()));
  if (op.attr("broadcast_dimensions")) return Status::Ok();
  int64_t rank = std::max(lhs.rank(), rhs.rank());
  std::vector<int64_t> inferred;
  for (int64_t i = 0; i < rank; ++i) {
    int64_t l = i < rank - lhs.rank() ? 1 : lhs.dims()[i - (rank - lhs.rank())];
    int64_t r = i < rank - rhs.rank() ? 1 : rhs.dims()[i - (rank - rhs.rank())];
    if (l == 1) {
      inferred.push_back(r);
    } else if (r == 1) {
      inferred.push_back(l);
    } else if (DimsCompatible(l, r)) {
      inferred.push_back(l == kDynamic ? r : l);
    } else {
      return Error(op, "expected lhs and rhs shapes that broadcast together", Str(lhs) + " and " + Str(rhs));
    }
  }
  return ExpectResultShape(op, 0, inferred);
}

Status Verifier::VerifyChloTopK(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type operand = op.operand(0)->type();
  int64_t k = 0;
  HLX_RETURN_IF_ERROR(RequireInt(op, "k", &k));
  if (operand.rank() < 1) return Error(op, "expected an operand of rank >= 1", Str(operand));
  int64_t last = operand.dims().back();
  if (k < 0 || (last != kDynamic && last < k))
    return Error(op, "expected 0 <= k <= the operand's last dimension " + DimStr(last), std::to_string(k));
  std::vector<int64_t> inferred(operand.dims().begin(), operand.dims().end());
  inferred.back() = k;
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, inferred));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 1, inferred));
  HLX_RETURN_IF_ERROR(ExpectResultElement(op, 0, operand.element_type()));
  return ExpectResultElement(op, 1, types_.Element(ElementType::kSI32));
}

Status Verifier::VerifyChloScan(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  std::vector<Type> returned = Returned(op, 0);
  if (static_cast<int64_t>(returned.size()) != op.num_results())
    return Error(op, "expected region #0 to return " + Count(op.num_results(), "value") + " (one per result)",
                 std::to_string(returned.size()));
  return Status::Ok();
}

// ---- func, cf and small ops of other dialects ------------------------------------------------------------

Status Verifier::VerifyFunc(const Op& op) {
  std::string name;
  HLX_RETURN_IF_ERROR(RequireString(op, "sym_name", &name));
  Attr type_attr = op.attr("function_type");
  if (!type_attr.Is(AttrKind::kType) || !type_attr.type() || !type_attr.type().IsFunction())
    return WrongAttr(op, "function_type", "a function type", type_attr);
  if (Attr visibility = op.attr("sym_visibility"); visibility && !visibility.Is(AttrKind::kString))
    return WrongAttr(op, "sym_visibility", "a string", visibility);
  Type type = type_attr.type();
  std::vector<Type> inputs(type.types().begin(), type.types().end());
  std::vector<Type> outputs(type.results().begin(), type.results().end());
  // Argument and result attributes: one dictionary per input and per result.
  for (const auto& [attr_name, count] :
       {std::pair<const char*, size_t>{"arg_attrs", inputs.size()}, {"res_attrs", outputs.size()}}) {
    Attr attrs = op.attr(attr_name);
    if (!attrs) continue;
    if (!attrs.Is(AttrKind::kArray) || attrs.elements().size() != count)
      return Error(
          op, "expected " + Quoted(attr_name) + " to be an array of " + Count(count, "dictionary"),
          attrs.Is(AttrKind::kArray) ? Count(attrs.elements().size(), "entry") : AttrKindName(attrs.kind()));
  }
  const Region& region = *op.region(0);
  if (region.empty()) return Status::Ok();
  std::vector<Type> args = ArgTypes(*region.front());
  if (args != inputs)
    return Error(op, "expected @" + name + "'s entry block to take its input types " + TypesStr(inputs),
                 TypesStr(args));
  for (int b = 0; b < region.num_blocks(); ++b) {
    const Op& last = *region.block(b)->back();
    if (last.kind() != OpKind::kFuncReturn) continue;
    std::vector<Type> returned = TypesOf(last.operands());
    if (returned != outputs)
      return Error(last, "expected the result types of @" + name + " " + TypesStr(outputs),
                   TypesStr(returned));
  }
  return Status::Ok();
}

Status Verifier::VerifyCall(const Op& op) {
  Attr callee = op.attr("callee");
  if (!callee.Is(AttrKind::kSymbolRef) || callee.symbol_path().size() != 1)
    return WrongAttr(op, "callee", "a function symbol", callee);
  const std::string& name = callee.symbol_path()[0];
  const Op* func = FindFunc(name);
  Attr type_attr = func ? func->attr("function_type") : Attr();
  if (!type_attr.Is(AttrKind::kType) || !type_attr.type() || !type_attr.type().IsFunction())
    return Error(op, "expected 'callee' to name a function of the module", "@" + name);
  Type type = type_attr.type();
  std::vector<Type> inputs(type.types().begin(), type.types().end());
  std::vector<Type> outputs(type.results().begin(), type.results().end());
  std::vector<Type> operands = TypesOf(op.operands());
  std::vector<Type> results = ResultTypes(op);
  if (operands != inputs)
    return Error(op, "expected operand types " + TypesStr(inputs) + " (those of @" + name + ")",
                 TypesStr(operands));
  if (results != outputs)
    return Error(op, "expected result types " + TypesStr(outputs) + " (those of @" + name + ")",
                 TypesStr(results));
  return Status::Ok();
}

Status Verifier::VerifyBranch(const Op& op) {
  if (op.kind() == OpKind::kCfCondBr) {
    if (op.num_operands() < 1) return Error(op, "expected a condition operand", "none");
    Type cond = op.operand(0)->type();
    Type i1 = types_.Element(ElementType::kI1);
    if (cond != i1 && cond != types_.Tensor(std::span<const int64_t>(), i1))
      return Error(op, "expected an i1 condition", Str(cond));
  }
  for (int s = 0; s < op.num_successors(); ++s) {
    const Block& target = *op.successor(s);
    if (!op.parent_block() || target.parent() != op.parent_block()->parent())
      return Error(op, "expected successor #" + std::to_string(s) + " in the region of the branch",
                   "another region");
    std::vector<Type> passed;
    for (int i = 0; i < op.successor_operand_count(s); ++i)
      passed.push_back(op.operand(op.successor_operand_start(s) + i)->type());
    std::vector<Type> args = ArgTypes(target);
    if (passed != args)
      return Error(
          op,
          "expected successor #" + std::to_string(s) + " operands of its argument types " + TypesStr(args),
          TypesStr(passed));
  }
  return Status::Ok();
}

Status Verifier::VerifyTensorExtract(const Op& op) {
  if (op.num_operands() < 1) return Error(op, "expected a tensor operand", "none");
  Type tensor = op.operand(0)->type();
  HLX_RETURN_IF_ERROR(ExpectTensor(op, "operand #0", tensor));
  if (op.num_operands() - 1 != tensor.rank())
    return Error(op, "expected one index per dimension of " + Str(tensor),
                 Count(op.num_operands() - 1, "index"));
  Type index = types_.Element(ElementType::kIndex);
  for (int i = 1; i < op.num_operands(); ++i)
    if (op.operand(i)->type() != index)
      return Error(op, "expected indices of type index", Str(op.operand(i)->type()));
  if (op.result(0)->type() != tensor.element_type())
    return Error(op, "expected result type " + Str(tensor.element_type()), Str(op.result(0)->type()));
  return Status::Ok();
}

// ---- Shardy --------------------------------------------------------------------------------------------

Status Verifier::VerifyShardingConstraint(const Op& op) {
  return ExpectCompatible(op, "the operand", op.operand(0)->type(), "the result", op.result(0)->type());
}

// The body sees per-device (local) shapes, which differ from the global operand and result shapes; only
// the counts and element types must agree.
Status Verifier::VerifyManualComputation(const Op& op) {
  const Block& body = Body(op, 0);
  if (body.num_args() != op.num_operands())
    return Error(op,
                 "expected region #0 to take " + Count(op.num_operands(), "argument") + " (one per operand)",
                 std::to_string(body.num_args()));
  for (int i = 0; i < op.num_operands(); ++i) {
    Type outer = op.operand(i)->type();
    Type inner = body.arg(i)->type();
    if (IsTensor(outer) && IsTensor(inner) && outer.element_type() != inner.element_type())
      return Error(op,
                   "expected argument #" + std::to_string(i) +
                       " of region #0 to have the element type of operand #" + std::to_string(i) + " " +
                       Str(outer),
                   Str(inner));
  }
  std::vector<Type> returned = Returned(op, 0);
  if (static_cast<int64_t>(returned.size()) != op.num_results())
    return Error(op, "expected region #0 to return " + Count(op.num_results(), "value") + " (one per result)",
                 std::to_string(returned.size()));
  for (int i = 0; i < op.num_results(); ++i) {
    Type outer = op.result(i)->type();
    if (IsTensor(outer) && IsTensor(returned[i]) && outer.element_type() != returned[i].element_type())
      return Error(op,
                   "expected result #" + std::to_string(i) + " to have the element type region #0 returns " +
                       Str(returned[i]),
                   Str(outer));
  }
  return Status::Ok();
}

}  // namespace

Status VerifyModule(const Module& module) { return Verifier(module).VerifyBody(); }

Status VerifyOp(const Module& module, const Op& op) { return Verifier(module).VerifyTree(op); }

}  // namespace hlx
