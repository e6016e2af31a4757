// Elementwise maps over tensors, shared by the elementwise and chlo ops: each loads the operands'
// elements into a compute domain (int64_t, a float type T, or std::complex<T>), applies `f` to an array
// of them, and stores the result rounded into the result's element type. An operand with one element is
// broadcast against the result's shape.
//
// The element functions at the end apply one elementwise op to single elements in storage format, with
// exactly the loads, compute domain and rounding of the tensor ops (elementwise.cc), for region bodies
// run without tensors (scalar_region.h).
#pragma once

#include <complex>
#include <cstring>
#include <optional>
#include <span>

#include "interp/tensor.h"
#include "ir/ops.h"

namespace hlx {
// An operand as the maps read it: element i is at data + i * step (step 0 broadcasts a scalar).
struct Operand {
  const char* data;
  int64_t step;
  ElementType element;
};

inline Operand OperandOf(const Tensor& t) {
  return {t.data(), t.num_elements() == 1 ? 0 : int64_t{t.element_bytes()}, t.element()};
}

template <typename F>
Tensor MapInts(Type out_type, std::span<const Tensor> in, F f) {
  Tensor out = Tensor::Zeros(out_type);
  const ElementType oe = out.element();
  const int ow = out.element_bytes();
  char* po = out.mutable_data();
  const int64_t n = out.num_elements();
  Operand ops[3];
  for (size_t a = 0; a < in.size(); ++a) ops[a] = OperandOf(in[a]);
  int64_t args[3] = {0, 0, 0};
  for (int64_t i = 0; i < n; ++i) {
    for (size_t a = 0; a < in.size(); ++a) args[a] = LoadInt(ops[a].element, ops[a].data + i * ops[a].step);
    StoreInt(oe, po + i * ow, f(args));
  }
  return out;
}

template <typename T, typename F>
Tensor MapFloats(Type out_type, std::span<const Tensor> in, F f) {
  Tensor out = Tensor::Zeros(out_type);
  const ElementType oe = out.element();
  const int ow = out.element_bytes();
  char* po = out.mutable_data();
  const int64_t n = out.num_elements();
  Operand ops[3];
  bool all_f32 = oe == ElementType::kF32;
  for (size_t a = 0; a < in.size(); ++a) {
    ops[a] = OperandOf(in[a]);
    all_f32 &= ops[a].element == ElementType::kF32;
  }
  T args[3] = {0, 0, 0};
  if (all_f32) {
    // The common case, without per-element type dispatch.
    float* fo = reinterpret_cast<float*>(po);
    for (int64_t i = 0; i < n; ++i) {
      for (size_t a = 0; a < in.size(); ++a) {
        float v;
        std::memcpy(&v, ops[a].data + i * ops[a].step, 4);
        args[a] = v;
      }
      fo[i] = static_cast<float>(f(args));
    }
    return out;
  }
  for (int64_t i = 0; i < n; ++i) {
    for (size_t a = 0; a < in.size(); ++a) args[a] = LoadFloat(ops[a].element, ops[a].data + i * ops[a].step);
    StoreFloat(oe, po + i * ow, static_cast<double>(f(args)));
  }
  return out;
}

template <typename T, typename F>
Tensor MapComplexes(Type out_type, std::span<const Tensor> in, F f) {
  Tensor out = Tensor::Zeros(out_type);
  const ElementType oe = out.element();
  const int ow = out.element_bytes();
  char* po = out.mutable_data();
  const int64_t n = out.num_elements();
  Operand ops[3];
  for (size_t a = 0; a < in.size(); ++a) ops[a] = OperandOf(in[a]);
  std::complex<T> args[3];
  for (int64_t i = 0; i < n; ++i) {
    for (size_t a = 0; a < in.size(); ++a) {
      std::complex<double> v = LoadComplex(ops[a].element, ops[a].data + i * ops[a].step);
      args[a] = std::complex<T>(v.real(), v.imag());
    }
    std::complex<T> r = f(args);
    StoreComplex(oe, po + i * ow,
                 std::complex<double>(static_cast<double>(r.real()), static_cast<double>(r.imag())));
  }
  return out;
}

// ---- One element at a time -------------------------------------------------------------------------

enum class Arith { kAdd, kSub, kMul, kDiv, kRem, kMax, kMin, kPow, kAtan2 };
enum class Bitwise { kAnd, kOr, kXor, kShl, kShrl, kShra };
enum class Unary { kNegate, kNot, kAbs };

// The arithmetic or bitwise op `kind` is, or nullopt.
std::optional<Arith> ArithOf(OpKind kind);
std::optional<Bitwise> BitwiseOf(OpKind kind);
std::optional<Unary> UnaryOf(OpKind kind);
// Whether the arithmetic op is defined on elements of type `e` (bitwise ops: integers and bools).
bool ArithDefinedOn(Arith op, ElementType e);
bool UnaryDefinedOn(Unary op, ElementType e);

// `op` of the elements at `a` and `b` (type `e`), stored at `out` as type `out_e`.
void ArithElement(Arith op, ElementType e, ElementType out_e, const char* a, const char* b, char* out);
// `op` of the element at `a` (type `e`; abs of a complex gives its part type), stored at `out` as `out_e`.
void UnaryElement(Unary op, ElementType e, ElementType out_e, const char* a, char* out);
void BitwiseElement(Bitwise op, ElementType e, ElementType out_e, const char* a, const char* b, char* out);
// stablehlo.compare of the elements at `a` and `b` (type `e`), stored at `out` as an i1.
void CompareElement(ComparisonDirection dir, ComparisonType type, ElementType e, const char* a, const char* b,
                    char* out);
// stablehlo.convert of the element at `src`.
void ConvertElement(ElementType from, ElementType to, const char* src, char* dst);

}  // namespace hlx
