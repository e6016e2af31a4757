// What the verifier and shape inference share (internal to src/ir): the text of messages, predicates on
// types and dimensions, and OpChecks, which reads an op's attributes defensively and checks the common
// shapes of constraints, reporting a violation as an INVALID_ARGUMENT Status whose message is
// `file:line:col: error: 'op.name' op <what was expected>, found <what was found>`.
//
// Conventions. Dynamic dimensions (`?`) are compatible with any size. Element types of quantized tensors
// are compared the way StableHLO's type inference compares them: two quantized types are compatible when
// their storage type, storage range, expressed type and granularity (per-tensor or per-axis) agree.
// A missing attribute, an attribute of the wrong kind or a dimension number out of range is an error,
// never an out-of-bounds read.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// ---- Text for messages ----

std::string Str(Type t);                               // the type's MLIR spelling, or "no type"
std::string DimStr(int64_t d);                         // "?" for a dynamic dimension
std::string ListStr(std::span<const int64_t> values);  // "[1, ?, 3]"
std::string TypesStr(std::span<const Type> types);     // "(tensor<2xf32>, i1)"
std::string Count(int64_t n, std::string_view noun);   // "1 operand", "2 operands", "3 entries"
std::string Quoted(std::string_view name);             // 'name'
const char* AttrKindName(AttrKind kind);               // "an integer", "a dense array", ...

// ---- Types ----

std::vector<Type> TypesOf(std::span<Value* const> values);
std::vector<Type> ResultTypes(const Op& op);
std::vector<Type> ArgTypes(const Block& block);
inline bool IsTensor(Type t) { return t && t.IsTensor(); }
inline std::vector<int64_t> DimsOf(Type tensor) { return {tensor.dims().begin(), tensor.dims().end()}; }
inline bool DimsCompatible(int64_t a, int64_t b) { return a == kDynamic || b == kDynamic || a == b; }
bool ShapesCompatible(std::span<const int64_t> a, std::span<const int64_t> b);

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
// The kind of an element type (an element or quant Type); 0 for anything else.
unsigned KindOf(Type element);
std::string KindsName(unsigned kinds);  // "integer, float or complex"
bool IsPerAxis(Type element);
// Bits of an element type; quantized types count their storage type.
int BitWidth(Type element);
// Element types that StableHLO's type inference treats as compatible: equal, or both quantized with
// the same storage type and range, expressed type and granularity.
bool ElementsCompatible(Type a, Type b);
bool TypesCompatible(Type a, Type b);
bool TypeListsCompatible(std::span<const Type> a, std::span<const Type> b);
// Equal element types, where any two floats count as equal when `ignore_fp_precision`.
bool SameElement(Type a, Type b, bool ignore_fp_precision);
// Tensors of compatible shapes and the same element type (floats of any width when
// `ignore_fp_precision`).
bool ShapeAndElementCompatible(Type a, Type b, bool ignore_fp_precision);
// An element type `from` promotes to `to` when both are of the same family (integers and booleans,
// floats, complex, quantized with the same expressed type) and `to` is at least as wide.
bool Promotable(Type from, Type to, bool ignore_fp_precision);

bool Contains(std::span<const int64_t> values, int64_t x);
bool IsUnique(std::span<const int64_t> values);
std::vector<int64_t> Concat(std::span<const int64_t> a, std::span<const int64_t> b);

// ---- Attribute values, read defensively ----

std::optional<int64_t> IntOf(const Attr& a);

struct IntMatrix {
  int64_t rows = 0;
  int64_t cols = 0;
  std::vector<int64_t> values;  // row-major
};
// A 2-D tensor of integers given as dense elements (padding, replica groups, source-target pairs).
std::optional<IntMatrix> IntMatrixOf(const Attr& a);

// The integers of a constant operand (stablehlo.constant or arith.constant of integers, of at most 4096
// elements), if it is one.
std::optional<std::vector<int64_t>> ConstantInts(const Value* v);

// ---- Checks of one op ----

class OpChecks {
 public:
  explicit OpChecks(const Module& module) : module_(module), types_(module.types()) {}

  const Module& module() const { return module_; }
  TypeContext& types() const { return types_; }

  // `file:line:col: error: 'op.name' op <expected>, found <found>`.
  Status Error(const Op& op, const std::string& expected, const std::string& found) const;

  // Attributes. Require* fail when the attribute is missing; Optional* leave `out` as it is then.
  Status WrongAttr(const Op& op, std::string_view name, std::string_view want, const Attr& found) const;
  Status RequireInt(const Op& op, std::string_view name, int64_t* out) const;
  Status OptionalInt(const Op& op, std::string_view name, int64_t* out) const;
  Status RequireIntList(const Op& op, std::string_view name, std::vector<int64_t>* out) const;
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
  // An Nx2 tensor of (low, high) pairs; empty when absent.
  Status OptionalPadding(const Op& op, std::string_view name,
                         std::vector<std::pair<int64_t, int64_t>>* out) const;
  Status PrecisionConfig(const Op& op, std::vector<int>* out) const;
  Status OptionalChannelId(const Op& op, int64_t* channel_id, int64_t* channel_type = nullptr) const;
  Status ReplicaGroups(const Op& op, bool all_groups_same_size, bool use_global_device_ids,
                       std::optional<int64_t> group_size) const;

  // Common shapes of constraints.
  Status ExpectTensors(const Op& op) const;  // every operand and result
  Status ExpectOperandTensors(const Op& op) const;
  Status ExpectTensor(const Op& op, std::string_view what, Type t) const;
  Status ExpectKind(const Op& op, std::string_view what, Type tensor, unsigned kinds) const;
  Status ExpectScalarOf(const Op& op, std::string_view what, Type t, unsigned kinds) const;
  // Every operand and result of the shape of operand #0.
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
  // Window sizes (positive, or dynamic where they come from a kernel's dimensions), and strides,
  // dilations, padding and reversal each empty or with one entry per window dimension; strides and
  // dilations positive.
  Status ExpectWindow(const Op& op, std::span<const int64_t> window_dimensions,
                      std::span<const int64_t> strides, std::span<const std::pair<int64_t, int64_t>> padding,
                      std::span<const int64_t> lhs_dilation, std::span<const int64_t> rhs_dilation,
                      std::span<const int64_t> reversal) const;
  // reduce and reduce_window: N inputs, then N initial values, and N results.
  Status SplitInputsAndInits(const Op& op, std::vector<Type>* inputs, std::vector<Type>* inits) const;
  // Operands [first, first + count): 0-d integer tensors of one type.
  Status ExpectStartIndices(const Op& op, int first, int count) const;
  // A 1-D tensor of integers giving the result's shape: as many entries as the result has dimensions,
  // and when it is a constant, sizes that agree with the result's.
  Status ExpectShapeOperand(const Op& op, int operand, std::string_view what) const;
  // A reduction body `(E0, ..., EN-1, E0, ..., EN-1) -> (E0, ..., EN-1)` over `inputs` starting from
  // `inits`; `allowed_dims` are the dimensions the body's arguments may keep (the result's).
  Status ExpectReducer(const Op& op, int region, std::span<const Type> inputs, std::span<const Type> inits,
                       std::span<const int64_t> allowed_dims) const;
  // `(tensor<E>, ..., tensor<E>) -> tensor<i1>` comparator-like bodies.
  Status ExpectPredicateBody(const Op& op, int region, std::span<const Type> arg_elements) const;

  // The region's single block and the types its terminator returns.
  const Block& Body(const Op& op, int region) const { return *op.region(region)->front(); }
  std::vector<Type> Returned(const Op& op, int region) const {
    return TypesOf(Body(op, region).back()->operands());
  }

 protected:
  const Module& module_;
  TypeContext& types_;
};

}  // namespace hlx
