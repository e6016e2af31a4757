// Region bodies of scalars run without tensors: the combiner of reduce, reduce_window and scatter, the
// comparator of sort, the select and scatter bodies of select_and_scatter.
//
// A body whose ops are all rank-0 elementwise arithmetic (add, subtract, multiply, divide, remainder,
// maximum, minimum, power, atan2), negate, not, abs, bitwise ops (and, or, xor, shifts), compare, select,
// convert and constants (stablehlo, arith and sdy), ending in stablehlo.return (or func.return: a function of
// scalars), compiles once per op call into a flat list of instructions over a register file. Registers hold
// elements in storage format, and every instruction loads, computes and stores through the evaluator's own
// element functions (element_maps.h), so the results are the general evaluator's bit for bit: the same
// compute domain per type, rounding to the element type after every op, NaN handling, integer wrapping;
// select and return copy bytes as the tensor ops do. Scalar constants defined outside the region (CSE
// merges a body's constants with the function's) count as constants of the body. A body outside that
// subset (other ops, nested regions, other values captured from outside, quantized or ranked types) does
// not compile, and the caller runs the region through the evaluator.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "interp/element_maps.h"
#include "ir/ir.h"

namespace hlx {

class ScalarRegion {
 public:
  // `region` compiled for arguments of element types `args` and returned values of element types
  // `results`; nullopt when its body is outside the scalar subset or its types differ.
  static std::optional<ScalarRegion> Compile(const Region& region, std::span<const ElementType> args,
                                             std::span<const ElementType> results);

  // Runs the body on the elements at `args` (one per argument, storage format) and stores the returned
  // values at `results`. A result may be at the place of an argument: every argument is read first.
  void Run(std::span<const char* const> args, std::span<char* const> results);

 private:
  enum class Code : uint8_t { kArith, kUnary, kBitwise, kCompare, kSelect, kConvert };
  // dst = code(a, b[, c]) on registers; `e` is the operands' element type (select: the result's).
  struct Instr {
    Code code;
    Arith arith = Arith::kAdd;
    Unary unary = Unary::kNegate;
    Bitwise bitwise = Bitwise::kAnd;
    ComparisonDirection direction = ComparisonDirection::EQ;
    ComparisonType compare_type = ComparisonType::NOTYPE;
    ElementType e, out_e;
    int dst = 0, a = 0, b = 0, c = 0;
  };
  static constexpr int kRegisterBytes = 16;  // the widest element, complex<f64>

  char* Reg(int r) { return registers_.data() + r * kRegisterBytes; }

  std::vector<Instr> code_;
  // Arguments take registers 0..n-1; constants are written once, at compile time.
  std::vector<int> arg_bytes_;
  std::vector<int> result_regs_, result_bytes_;
  std::vector<char> registers_;
};

// A combining body that is one binary op of its two arguments, `return op(arg0, arg1)` (or of (arg1,
// arg0)): reduce, reduce_window, scatter and select_and_scatter apply it directly, without running the
// region (defined in indexing.cc).
enum class Combine { kAdd, kMul, kMax, kMin, kAnd, kOr };

// The combiner `region` computes on elements of type `e` (reals, integers, bool; and/or on integers and
// bool only); nullopt for any other body. A body of maximum or minimum over per-tensor quantized elements
// whose storage type is `e` combines their storage integers: dequantizing is increasing (the scale is
// positive), and the larger of two quantized values quantizes back to itself, so the storage integer
// of the result is the larger (smaller) storage integer.
std::optional<Combine> DirectCombiner(const Region& region, ElementType e);

// Combines the element at `acc` with the element at `x` (both of type `e`, storage format) into `acc`,
// rounding to `e` once as the region would (f64 in long double).
void CombineInPlace(Combine k, ElementType e, char* acc, const char* x);

// Whether `a dir b` holds, for values of one C++ type (the evaluator's compare and the native sort's
// direct comparator).
template <typename T>
bool Holds(ComparisonDirection dir, T a, T b) {
  switch (dir) {
    case ComparisonDirection::EQ:
      return a == b;
    case ComparisonDirection::NE:
      return a != b;
    case ComparisonDirection::GE:
      return a >= b;
    case ComparisonDirection::GT:
      return a > b;
    case ComparisonDirection::LE:
      return a <= b;
    case ComparisonDirection::LT:
      return a < b;
  }
  return false;
}

}  // namespace hlx
