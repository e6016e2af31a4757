// Values of the reference evaluator: tensors, tuples and tokens, and element access.
//
// A Tensor of tensor type holds its elements row-major in hlx's storage format (element_types.def):
// little-endian, one byte per element for i1 and sub-byte types, complex as two parts, quantized tensors
// as their storage integers. The bytes are shared between copies and copied on the first write
// (mutable_data), so passing tensors around is cheap. Tensor shapes are static: the evaluator runs
// programs whose dynamic dimensions have been refined (passes/refine_shapes.h).
//
// Elements are computed with in wide domains: every integer type as int64_t (signed types sign-extended,
// unsigned zero-extended, ui64 as its bit pattern), every real float type as double and complex types as
// std::complex<double>. Writing back rounds to nearest-even into the element type (and wraps integers to
// their width). For +, -, *, / and sqrt computing in double and rounding once gives the correctly
// rounded result for every float type narrower than f64, because double has more than 2p+2 bits.
#pragma once

#include <complex>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "ir/attributes.h"
#include "ir/types.h"

namespace hlx {

// Where a tensor's bytes start, when there are at least kAlignedTensorBytes of them: at a multiple of
// kTensorAlignment, a cache line and an AVX-512 vector. The CPU backend's kernels and oneDNN read and
// write whole vectors; at the 16 bytes malloc gives, every 64-byte load or store of a row spans two
// cache lines (oneDNN's f32 products of 128 to 197 rows ran 15 to 30% slower so). Shorter tensors (the
// evaluator's scalars) take no padding.
inline constexpr size_t kTensorAlignment = 64;
inline constexpr size_t kAlignedTensorBytes = 1024;

// Storage of `bytes` bytes (zeros) that can hold them aligned: a string of AlignableSize(bytes), which
// is kTensorAlignment - 1 bytes more when `bytes` is at least kAlignedTensorBytes. AlignedOffset says
// where they start in such a string (0 for a shorter one).
size_t AlignableSize(size_t bytes);
std::shared_ptr<std::string> AlignableStorage(size_t bytes);
size_t AlignedOffset(const std::string& storage);

class Tensor {
 public:
  Tensor() = default;
  // A tensor of the static tensor type `type` (or a scalar of an element type), every element zero bits.
  static Tensor Zeros(Type type);
  // A tensor of `type` holding `bytes` (NumElements * element size, storage format); copied where they
  // are not aligned as kTensorAlignment says.
  static Tensor FromBytes(Type type, std::string bytes);
  // A tensor of `type` holding a copy of `bytes` (its size, storage format), aligned.
  static Tensor CopyOf(Type type, std::string_view bytes);
  // A tensor of `type` over `bytes` (its size, storage format; a dense attribute's, say), shared and not
  // copied, wherever they start (not aligned as kTensorAlignment says); mutable_data copies them while
  // anything else holds them.
  static Tensor OverBytes(Type type, std::shared_ptr<const std::string> bytes);
  // A tensor of `type` over the shared `storage`, its bytes from `offset` on, which it neither copies
  // nor owns alone: whoever made `storage` decides, by its deleter, where the bytes go when the last
  // tensor over them is dropped (the CPU backend recycles its result buffers that way).
  static Tensor FromStorage(Type type, std::shared_ptr<std::string> storage, size_t offset = 0);
  // This tensor's bytes (shared, not copied) under `type`, a tensor type of the same storage size: the
  // same type from another TypeContext, or another shape of the same elements.
  Tensor Retyped(Type type) const;
  // The elements of a dense elements attribute as tensor type `type` (the attribute's own type when
  // null): a splat expanded, any other over the attribute's own bytes (OverBytes: not copied, not
  // aligned; mutable_data copies them first).
  static Tensor FromDense(const Attr& dense, Type type = Type());
  static Tensor Tuple(Type type, std::vector<Tensor> elements);
  static Tensor Token(Type type);

  Type type() const { return type_; }
  explicit operator bool() const { return static_cast<bool>(type_); }
  // Tensors, and scalars of a bare element type (what tensor.extract gives and cf.cond_br reads).
  bool is_tensor() const { return type_.IsTensor() || type_.IsElement(); }

  // Tensors only.
  ElementType element() const { return type_.IsElement() ? type_.element() : type_.storage_element(); }
  std::span<const int64_t> shape() const {
    return type_.IsElement() ? std::span<const int64_t>() : type_.dims();
  }
  int64_t rank() const { return static_cast<int64_t>(shape().size()); }
  int64_t num_elements() const { return num_elements_; }
  int element_bytes() const { return ElementStorageBytes(element()); }
  size_t byte_size() const { return static_cast<size_t>(num_elements_) * element_bytes(); }
  std::string_view bytes() const { return {data(), byte_size()}; }
  // Whether no other tensor shares this tensor's bytes.
  bool OwnsBytesAlone() const { return bytes_.use_count() == 1; }
  const char* data() const { return bytes_->data() + offset_; }
  // Makes the bytes this tensor's own (copying them if shared) and returns them.
  char* mutable_data();

  // Tuples only.
  std::span<const Tensor> elements() const { return elements_; }

 private:
  Type type_;
  int64_t num_elements_ = 0;
  std::shared_ptr<std::string> bytes_;  // the storage
  size_t offset_ = 0;                   // where the tensor's bytes start in it
  std::vector<Tensor> elements_;
};

// ---- One element, at a pointer into storage -------------------------------------------------------
int64_t LoadInt(ElementType type, const char* p);   // integer and bool types
double LoadFloat(ElementType type, const char* p);  // real float types
std::complex<double> LoadComplex(ElementType type, const char* p);
// Wraps to the type's width (two's complement); bool stores value != 0.
void StoreInt(ElementType type, char* p, int64_t value);
// Rounds to nearest-even (small floats: support/float_formats.h).
void StoreFloat(ElementType type, char* p, double value);
void StoreComplex(ElementType type, char* p, std::complex<double> value);
// `value` wrapped to the width of `type` and sign- or zero-extended back, as LoadInt would read it.
int64_t WrapInt(ElementType type, int64_t value);
// `value` rounded to the real float type `type` (as StoreFloat rounds it) and widened back.
double RoundFloat(ElementType type, double value);

// ---- Whole tensors in a wide domain -----------------------------------------------------------------
std::vector<int64_t> ReadInts(const Tensor& t);
std::vector<double> ReadFloats(const Tensor& t);
std::vector<std::complex<double>> ReadComplexes(const Tensor& t);
// Tensors of the static tensor type `type` made from wide values (one per element).
Tensor MakeInts(Type type, std::span<const int64_t> values);
Tensor MakeFloats(Type type, std::span<const double> values);
Tensor MakeComplexes(Type type, std::span<const std::complex<double>> values);
// Any element as a double (complex: the real part); integers convert exactly up to 2^53.
double ElementAsDouble(const Tensor& t, int64_t index);
// The scalar `value` converted to `element_type` and broadcast to `type`.
Tensor Filled(Type type, double value);

// Pseudo-random elements, the same for the same type and seed: floats uniform in [-1, 1) (complex: each
// part), signed integers in [-8, 8], unsigned integers in [0, 16], bools either way.
Tensor RandomTensor(Type type, uint64_t seed);

// ---- Shapes and indices -----------------------------------------------------------------------------
// Row-major strides in elements.
std::vector<int64_t> Strides(std::span<const int64_t> shape);
int64_t NumElements(std::span<const int64_t> shape);
// Advances a multi-index in row-major order; returns false after the last index.
bool NextIndex(std::span<const int64_t> shape, std::span<int64_t> index);
// "[1, 2, 3]", for messages.
std::string FormatIndex(std::span<const int64_t> index);
// One element as text in its own type: `-1.5`, `nan`, `(1, -2)`, `true`, for messages and printing.
std::string FormatElement(const Tensor& t, int64_t index);
// A whole value as `hlx run --print-outputs` and interpreter.print show it: the type, then the elements
// in nested brackets (`tensor<2x2xi32> {\n  [[1, 2], [3, 4]]\n}`; a scalar `tensor<f32> {1.5}`).
std::string FormatTensor(const Tensor& t);

}  // namespace hlx
