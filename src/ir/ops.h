// The op catalogue: one enum value and one OpInfo per line of ops.def, with the families, pretty forms
// and traits that its columns name.
#pragma once

#include <cstdint>
#include <string_view>

namespace hlx {

enum class OpKind : uint16_t {
#define OP(E, NAME, FAMILY, SYNTAX, NOPS, NRES, NREG, TRAITS, ...) k##E,
#include "ir/ops.def"
};

inline constexpr int kNumOpKinds = 0
#define OP(E, NAME, FAMILY, SYNTAX, NOPS, NRES, NREG, TRAITS, ...) +1
#include "ir/ops.def"
    ;

// The families ops are reported in (hlx conform), in order of precedence: a program counts in the first
// family one of its ops belongs to. kQuantized holds the quantization ops (and, for reports, programs
// with quantized types); kOther the ops that only structure or check a program.
enum class OpFamily : uint8_t {
  kCollectives,
  kQuantized,
  kChlo,
  kRngFftLinalg,
  kGatherScatterSort,
  kDotConv,
  kReduce,
  kControlFlow,
  kShape,
  kElementwise,
  kOther,
};
inline constexpr int kNumOpFamilies = static_cast<int>(OpFamily::kOther) + 1;

// How an op is written in pretty form. The printer writes this form; the text reader accepts it and the
// generic form. Where an op has named parts (`dims = [...]`), printer.cc and op_syntax.cc say which.
enum class Syntax : uint8_t {
  kGeneric,                // "name"(%a) <{...}> ({regions}) {attrs} : (A) -> R
  kDefault,                // %a, %b attrs : T   (or : (A, B) -> R when types differ)
  kCompare,                // EQ, %a, %b, FLOAT : (A, B) -> R
  kComplex,                // %a, %b : R
  kSelect,                 // %p, %a, %b : P, T   (or functional type)
  kConstant,               // dense<...> : T
  kDim,                    // %a, dim = N : (A) -> R   (iota, concatenate, get_dimension_size, ...)
  kDims,                   // %a, dims = [...] : (A) -> R   (broadcast_in_dim, transpose, reverse, ...)
  kSizes,                  // %a, sizes = [...] : (A) -> R   (broadcast, dynamic_slice)
  kSlice,                  // %a [0:2, 1:4:2] : (A) -> R
  kPad,                    // %a, %v, low = [...], high = [...], interior = [...] : (A, V) -> R
  kTuple,                  // %a, %b : tuple<A, B>
  kGetTupleElement,        // %t[0] : (tuple<...>) -> R
  kDot,                    // %a, %b, precision = [...] : (A, B) -> R
  kDotGeneral,             // %a, %b, batching_dims = [..] x [..], contracting_dims = [..] x [..], ...
  kConvolution,            // (%a, %b) dim_numbers = ..., window = {...} {attrs} : (A, B) -> R
  kReduce,                 // (%a init: %i) applies OP across dimensions = [...] : ...  or with a body
  kWhile,                  // (%arg = %init, ...) : T cond {...} do {...}
  kTypedOperands,          // %a, %b, key = value : A, B   (results, if any, take the operand types)
  kComposite,              // "name" %a {attrs} : (A) -> R
  kCustomCall,             // @target(%a) {attrs} : (A) -> R
  kFft,                    // %a, type = FFT, length = [...] : (A) -> R
  kRng,                    // %a, %b, %shape, distribution = UNIFORM : (...) -> R
  kRngBitGenerator,        // %s, algorithm = THREE_FRY : (S) -> (S, R)
  kCholesky,               // %a, lower = true : T
  kReducePrecision,        // %a, format = e5m10 : T
  kChlo,                   // %a, %b : A, B -> R
  kChloTopK,               // (%a, k = 4) : A -> (V, I)
  kChloScan,               // (%in) inits(%init) dimension=0 {body} : (...) -> (...)
  kFunc,                   // func.func public @f(%arg0: T {attrs}) -> (R {attrs}) attributes {...} {...}
  kCall,                   // @f(%a) : (A) -> R
  kBranch,                 // ^bb1(%a : T)
  kCondBranch,             // %c, ^bb1(%a : T), ^bb2
  kTensorExtract,          // %t[%i, %j] : T
  kSdyMesh,                // @mesh = <["x"=2]>
  kSdyShardingConstraint,  // %a <@mesh, [{"x"}]> : T
  kSdyManualComputation,  // (%a) in_shardings=[...] out_shardings=[...] manual_axes={...} (%b: T) {...} : (A)
                          // -> R
  kCheckConst,            // %a, dense<...> : T
};

enum OpTrait : uint32_t {
  kNone = 0,
  kElementwise = 1 << 0,
  kCommutative = 1 << 1,
  kTerminator = 1 << 2,
  kSideEffect = 1 << 3,  // an effect besides its results (checks, host I/O, rng state): never removed
  kIsolatedFromAbove = 1 << 4,
  kCollective = 1 << 5,      // meets the other processes: never removed, merged or folded
  kFunctionalType = 1 << 6,  // its MLIR syntax ends in a functional type `(A, B) -> R`, even where every
                             // type is the same
  kTranscendental = 1 << 7,  // a polynomial after a range reduction (exp, log, sin, erf, pow, ...): about
                             // 20 flops per element to the cost model
  kIterative = 1 << 8,       // a division or square root, which the hardware iterates: about 4 flops per
                             // element to the cost model
};

struct OpInfo {
  OpKind kind;
  const char* name;
  OpFamily family;
  Syntax syntax;
  int num_operands;  // -1: variadic
  int num_results;   // -1: variadic
  int num_regions;   // -1: variadic
  uint32_t traits;
  // The kDim, kDims and kSizes forms: the attribute the keyword's value sets; nullptr for the others.
  const char* syntax_attr = nullptr;
  constexpr bool Has(OpTrait t) const { return (traits & t) != 0; }
  // Whether the op computes each result element from the operands' elements at the same position: the
  // kElementwise ops, select and clamp (whose predicate and bounds may also be 0-d, one value for all).
  constexpr bool MapsElements() const {
    return Has(kElementwise) || kind == OpKind::kSelect || kind == OpKind::kClamp;
  }
  // Whether the op's result holds only elements of its first operand, rearranged or repeated: the
  // broadcasts, reshape, transpose, reverse and slice.
  constexpr bool MovesElements() const {
    return kind == OpKind::kBroadcastInDim || kind == OpKind::kBroadcast || kind == OpKind::kReshape ||
           kind == OpKind::kTranspose || kind == OpKind::kReverse || kind == OpKind::kSlice;
  }
};

// The case labels of the kElementwise ops whose operands all have the result's shape, for switches over
// OpKind that treat them alike (shape inference, sharding rules): every kElementwise op of ops.def but
// CHLO's four broadcasting binary ones (mulhi, next_after, polygamma, zeta), as ops.cc checks.
#define HLX_SAME_SHAPE_ELEMENTWISE_CASES \
  case OpKind::kAbs:                     \
  case OpKind::kCbrt:                    \
  case OpKind::kCeil:                    \
  case OpKind::kCountLeadingZeros:       \
  case OpKind::kCosine:                  \
  case OpKind::kExponential:             \
  case OpKind::kExponentialMinusOne:     \
  case OpKind::kFloor:                   \
  case OpKind::kImag:                    \
  case OpKind::kIsFinite:                \
  case OpKind::kLog:                     \
  case OpKind::kLogPlusOne:              \
  case OpKind::kLogistic:                \
  case OpKind::kNegate:                  \
  case OpKind::kNot:                     \
  case OpKind::kPopulationCount:         \
  case OpKind::kReal:                    \
  case OpKind::kRoundNearestAfz:         \
  case OpKind::kRoundNearestEven:        \
  case OpKind::kRsqrt:                   \
  case OpKind::kSign:                    \
  case OpKind::kSine:                    \
  case OpKind::kSqrt:                    \
  case OpKind::kTan:                     \
  case OpKind::kTanh:                    \
  case OpKind::kConvert:                 \
  case OpKind::kReducePrecision:         \
  case OpKind::kUniformQuantize:         \
  case OpKind::kUniformDequantize:       \
  case OpKind::kAdd:                     \
  case OpKind::kAnd:                     \
  case OpKind::kAtan2:                   \
  case OpKind::kComplex:                 \
  case OpKind::kDivide:                  \
  case OpKind::kMaximum:                 \
  case OpKind::kMinimum:                 \
  case OpKind::kMultiply:                \
  case OpKind::kOr:                      \
  case OpKind::kPower:                   \
  case OpKind::kRemainder:               \
  case OpKind::kShiftLeft:               \
  case OpKind::kShiftRightArithmetic:    \
  case OpKind::kShiftRightLogical:       \
  case OpKind::kSubtract:                \
  case OpKind::kXor:                     \
  case OpKind::kCompare:                 \
  case OpKind::kChloAcos:                \
  case OpKind::kChloAcosh:               \
  case OpKind::kChloAsin:                \
  case OpKind::kChloAsinh:               \
  case OpKind::kChloAtan:                \
  case OpKind::kChloAtanh:               \
  case OpKind::kChloBesselI1e:           \
  case OpKind::kChloConj:                \
  case OpKind::kChloCosh:                \
  case OpKind::kChloDigamma:             \
  case OpKind::kChloErf:                 \
  case OpKind::kChloErfInv:              \
  case OpKind::kChloErfc:                \
  case OpKind::kChloIsInf:               \
  case OpKind::kChloIsNegInf:            \
  case OpKind::kChloIsPosInf:            \
  case OpKind::kChloLgamma:              \
  case OpKind::kChloSinh:                \
  case OpKind::kChloSquare:              \
  case OpKind::kChloTan:

const OpInfo& GetOpInfo(OpKind kind);
// nullptr when no op of ops.def has this name.
const OpInfo* LookupOp(std::string_view name);

OpFamily FamilyOf(OpKind kind);
const char* OpFamilyName(OpFamily family);

// For ops written `..., keyword = value`: the keyword and the attribute that holds the value (`dim = 0`
// is iota's iota_dimension, `dims = [...]` is transpose's permutation, `sizes = [...]` is
// dynamic_slice's slice_sizes); both nullptr for the other forms.
struct SyntaxKeyword {
  const char* keyword;
  const char* attr;
};
SyntaxKeyword GetSyntaxKeyword(OpKind kind);

}  // namespace hlx
