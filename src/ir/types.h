// Types of hlx's IR: element types, quantized element types, ranked tensors (static or dynamic
// dimensions, optional bounds), tuples, tokens and function types.
//
// Types are immutable and interned in a TypeContext, so two types are equal exactly when their
// pointers are. A `Type` is a cheap handle (one pointer); a null Type means "no type". A TypeContext
// must outlive every Type made from it; a Module owns its context.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "support/float_formats.h"

namespace hlx {

enum class ElementType : uint8_t {
#define ELEMENT(E, M, BITS, CAT) E,
#include "ir/element_types.def"
};

enum class ElementCategory : uint8_t { kBool, kSigned, kUnsigned, kFloat, kComplex };

struct ElementInfo {
  ElementType type;
  const char* mnemonic;
  int bit_width;
  ElementCategory category;
  const FloatFormat* small_float;  // set for floats narrower than 32 bits
};

const ElementInfo& GetElementInfo(ElementType type);
// nullptr when `mnemonic` names no element type.
const ElementInfo* LookupElementType(std::string_view mnemonic);
// Bytes one element takes in a dense constant or buffer.
int ElementStorageBytes(ElementType type);
inline bool IsFloat(ElementType t) { return GetElementInfo(t).category == ElementCategory::kFloat; }
inline bool IsComplex(ElementType t) { return GetElementInfo(t).category == ElementCategory::kComplex; }
inline bool IsInteger(ElementType t) {
  auto c = GetElementInfo(t).category;
  return c == ElementCategory::kSigned || c == ElementCategory::kUnsigned;
}
inline bool IsBool(ElementType t) { return t == ElementType::kI1; }
inline bool IsUnsigned(ElementType t) { return GetElementInfo(t).category == ElementCategory::kUnsigned; }
// The real type of a complex element type's parts (f32 for complex<f32>).
ElementType ComplexPartType(ElementType t);

enum class TypeKind : uint8_t { kElement, kQuant, kTensor, kTuple, kToken, kFunction };

// A dimension that is not known statically.
inline constexpr int64_t kDynamic = INT64_MIN;

// Parameters of `!quant.uniform<storage<min:max>:expressed[:axis], scales/zero points>`.
struct QuantParams {
  ElementType storage;
  int64_t storage_min;
  int64_t storage_max;
  ElementType expressed;
  int32_t quantized_dimension;  // -1 for per-tensor quantization
  std::vector<double> scales;
  std::vector<int64_t> zero_points;
  bool operator==(const QuantParams&) const = default;
};

class TypeStorage;

class Type {
 public:
  Type() = default;
  explicit Type(const TypeStorage* storage) : s_(storage) {}

  explicit operator bool() const { return s_ != nullptr; }
  bool operator==(const Type& other) const = default;
  const TypeStorage* storage() const { return s_; }

  TypeKind kind() const;
  bool IsElement() const { return s_ && kind() == TypeKind::kElement; }
  bool IsQuant() const { return s_ && kind() == TypeKind::kQuant; }
  bool IsTensor() const { return s_ && kind() == TypeKind::kTensor; }
  bool IsTuple() const { return s_ && kind() == TypeKind::kTuple; }
  bool IsToken() const { return s_ && kind() == TypeKind::kToken; }
  bool IsFunction() const { return s_ && kind() == TypeKind::kFunction; }

  // kElement
  ElementType element() const;
  // kQuant
  const QuantParams& quant() const;
  // kTensor: element type (an element or quant Type), dimensions, bounds (empty when none).
  Type element_type() const;
  std::span<const int64_t> dims() const;
  std::span<const int64_t> bounds() const;
  int64_t rank() const { return static_cast<int64_t>(dims().size()); }
  bool HasStaticShape() const;
  // Product of the dimensions (saturated at INT64_MAX, see support/int_math.h); only for static shapes.
  int64_t NumElements() const;
  // The storage element type of a tensor: its element, or the storage type of its quant element.
  ElementType storage_element() const;
  // kTuple: elements; kFunction: inputs.
  std::span<const Type> types() const;
  // kFunction
  std::span<const Type> results() const;

  // The MLIR spelling: `tensor<2x?xf32>`, `!stablehlo.token`, `(f32) -> f32`, ...
  std::string ToString() const;

 private:
  const TypeStorage* s_ = nullptr;
};

struct TypeHash {
  size_t operator()(Type t) const { return std::hash<const void*>()(t.storage()); }
};

// Owns and interns types. Thread-safe.
class TypeContext {
 public:
  TypeContext();
  ~TypeContext();
  TypeContext(const TypeContext&) = delete;
  TypeContext& operator=(const TypeContext&) = delete;

  Type Element(ElementType e);
  Type Quant(const QuantParams& params);
  // `element` is an element or quant Type; `bounds` is empty or has one entry per dimension, kDynamic
  // for "no bound".
  Type Tensor(std::span<const int64_t> dims, Type element, std::span<const int64_t> bounds = {});
  Type Tensor(std::initializer_list<int64_t> dims, ElementType element) {
    return Tensor(std::span<const int64_t>(dims.begin(), dims.size()), Element(element));
  }
  Type Tuple(std::span<const Type> types);
  Type Token();
  Type Function(std::span<const Type> inputs, std::span<const Type> results);

 private:
  Type Intern(std::unique_ptr<TypeStorage> storage);

  std::mutex mutex_;
  std::unordered_map<std::string, std::unique_ptr<TypeStorage>> types_;
  std::vector<Type> elements_;
};

}  // namespace hlx
