// Attributes: the constant data that ops, functions and modules carry.
//
// An Attr is an immutable, shared value (copying one copies a pointer). Kinds cover MLIR's builtin
// attributes (integers, floats, strings, arrays, dictionaries, dense elements, dense arrays, symbol
// references, types, locations), StableHLO's enums (enums.def) and structured attributes
// (struct_attrs.def, read through the typed views below), and an opaque kind that keeps the exact text
// of attributes hlx does not interpret (`#sdy.sharding<...>`, other dialects), so nothing a producer
// wrote is lost. Dense elements hold raw little-endian bytes, shared rather than copied.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "ir/types.h"

namespace hlx {

enum class AttrKind : uint8_t {
  kUnit,           // `unit`, or a name alone in a dictionary
  kBool,           // true / false
  kInteger,        // `42 : i64` (type defaults to i64)
  kFloat,          // `1.0 : f32` (type defaults to f64)
  kString,         // "bytes", any bytes
  kType,           // a type used as a value
  kArray,          // [a, b, ...]
  kDenseArray,     // array<i64: 1, 2>
  kDenseElements,  // dense<...> : tensor<...>
  kDenseResource,  // dense_resource<handle> : tensor<...>; data supplied elsewhere (elided weights)
  kDictionary,     // {name = value, ...}, sorted by name
  kSymbolRef,      // @a or @a::@b
  kEnum,           // #stablehlo<comparison_direction EQ>
  kStruct,         // #stablehlo.gather<...> etc.
  kLocation,       // loc(...)
  kOpaque,         // any other #dialect<...>, kept as text
};

#define ENUM(E, NAME, ...) enum class E : uint8_t { __VA_ARGS__ };
#include "ir/enums.def"

enum class EnumFamily : uint8_t {
#define ENUM(E, NAME, ...) k##E,
#include "ir/enums.def"
};

enum class StructKind : uint8_t {
#define STRUCT(S, NAME) k##S,
#define FIELD(S, F, KIND, REQ)
#include "ir/struct_attrs.def"
};

enum class LocKind : uint8_t { kUnknown, kFileLineCol, kName, kCallSite, kFused };

class AttrStorage;
struct NamedAttr;

class Attr {
 public:
  Attr() = default;
  explicit Attr(std::shared_ptr<const AttrStorage> s) : s_(std::move(s)) {}
  explicit operator bool() const { return s_ != nullptr; }
  const AttrStorage* storage() const { return s_.get(); }

  AttrKind kind() const;
  bool Is(AttrKind k) const { return s_ && kind() == k; }

  // Factories.
  static Attr Unit();
  static Attr Bool(bool value);
  static Attr Integer(int64_t value, Type type);  // type: an integer, index or bool element type
  static Attr Float(double value, Type type);
  static Attr String(std::string bytes);
  static Attr TypeAttr(Type type);
  static Attr Array(std::vector<Attr> elements);
  static Attr DenseArray(ElementType element, std::vector<int64_t> ints, std::vector<double> floats);
  // `bytes` holds one element (a splat) or every element, in storage format (types.h).
  static Attr DenseElements(Type tensor_type, std::shared_ptr<const std::string> bytes, bool splat);
  static Attr DenseResource(std::string handle, Type tensor_type);
  static Attr Dictionary(std::vector<NamedAttr> entries);  // sorts by name
  static Attr SymbolRef(std::vector<std::string> path);
  static Attr Enum(EnumFamily family, int value, std::string dialect = "stablehlo");
  static Attr Struct(StructKind kind, std::vector<NamedAttr> fields);
  static Attr Location(LocKind kind, std::string name, int64_t line, int64_t col, std::vector<Attr> children,
                       Attr metadata = Attr());
  static Attr Opaque(std::string text);

  // Accessors; each checks the kind.
  bool bool_value() const;
  int64_t int_value() const;
  double float_value() const;
  Type type() const;                        // kInteger, kFloat, kType, kDenseElements, kDenseResource
  const std::string& string_value() const;  // kString; kDenseResource handle; kOpaque text
  std::span<const Attr> elements() const;   // kArray; kLocation children
  ElementType dense_array_element() const;
  std::span<const int64_t> dense_array_ints() const;   // integer and bool dense arrays
  std::span<const double> dense_array_floats() const;  // float dense arrays
  const std::string& dense_bytes() const;
  // The same bytes, shared: what a tensor reads without a copy (Tensor::OverBytes).
  std::shared_ptr<const std::string> dense_storage() const;
  bool dense_is_splat() const;
  std::span<const NamedAttr> entries() const;  // kDictionary; kStruct fields
  std::span<const std::string> symbol_path() const;
  EnumFamily enum_family() const;
  int enum_value() const;
  const std::string& enum_dialect() const;
  StructKind struct_kind() const;
  LocKind loc_kind() const;
  int64_t loc_line() const;
  int64_t loc_col() const;
  Attr loc_metadata() const;

  // kDictionary / kStruct: the entry named `name`, or a null Attr.
  Attr Get(std::string_view name) const;

  // Integers of an int list: kArray of integers, kDenseArray, or a 1-D kDenseElements of integers (whose
  // bytes hold every element).
  std::optional<std::vector<int64_t>> AsIntList() const;

  // Structural equality.
  bool operator==(const Attr& other) const;

 private:
  std::shared_ptr<const AttrStorage> s_;
};

struct NamedAttr {
  std::string name;
  Attr value;
};

// The name of an enum family (`comparison_direction`) and of one value (`EQ`).
const char* EnumFamilyName(EnumFamily family);
const char* EnumValueName(EnumFamily family, int value);
int EnumValueCount(EnumFamily family);
std::optional<EnumFamily> LookupEnumFamily(std::string_view name);
// -1 when `value` is not a value of `family`.
int LookupEnumValue(EnumFamily family, std::string_view value);

// The schema of structured attributes (struct_attrs.def).
enum class FieldKind : uint8_t { kInt, kIntList, kBool, kType, kAny };
struct StructField {
  const char* name;
  FieldKind kind;
  bool required;
};
const char* StructName(StructKind kind);  // "stablehlo.gather"
std::span<const StructField> StructFields(StructKind kind);
std::optional<StructKind> LookupStruct(std::string_view name);

// Typed views of structured attributes. Missing optional fields read as their defaults: empty lists, and
// 0 for index_vector_dim (StableHLO's printer leaves out fields that hold their default). Struct
// attributes are schema-checked when made (by the reader or the Make* functions), so the views do not
// fail.
std::vector<int64_t> StructIntList(const Attr& attr, std::string_view field);
int64_t StructInt(const Attr& attr, std::string_view field, int64_t default_value);

struct GatherDims {
  std::vector<int64_t> offset_dims, collapsed_slice_dims, operand_batching_dims, start_indices_batching_dims,
      start_index_map;
  int64_t index_vector_dim;
};
struct ScatterDims {
  std::vector<int64_t> update_window_dims, inserted_window_dims, input_batching_dims,
      scatter_indices_batching_dims, scatter_dims_to_operand_dims;
  int64_t index_vector_dim;
};
struct DotDims {
  std::vector<int64_t> lhs_batching, rhs_batching, lhs_contracting, rhs_contracting;
};
struct ConvDims {
  int64_t input_batch, input_feature;
  std::vector<int64_t> input_spatial;
  int64_t kernel_input_feature, kernel_output_feature;
  std::vector<int64_t> kernel_spatial;
  int64_t output_batch, output_feature;
  std::vector<int64_t> output_spatial;
};
GatherDims GetGatherDims(const Attr& attr);
ScatterDims GetScatterDims(const Attr& attr);
DotDims GetDotDims(const Attr& attr);
ConvDims GetConvDims(const Attr& attr);
Attr MakeDotDims(const DotDims& dims);
Attr MakeConvDims(const ConvDims& dims);

// Whether dense elements have a static tensor type and a byte buffer that holds every element it
// promises (one for a splat). Readers of untrusted attributes check this before DenseIntAt.
bool DenseBytesValid(const Attr& dense);

// Reads element `index` of dense elements (a splat answers for every index) as the given C type.
// Integers are sign- or zero-extended by the element type; floats of any width widen to double.
int64_t DenseIntAt(const Attr& dense, int64_t index);
double DenseFloatAt(const Attr& dense, int64_t index);

}  // namespace hlx
