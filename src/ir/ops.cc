#include "ir/ops.h"

#include <iterator>
#include <string>
#include <unordered_map>

namespace hlx {
namespace {

constexpr OpInfo kOpInfos[] = {
#define OP(E, NAME, FAMILY, SYNTAX, NOPS, NRES, NREG, TRAITS, ...) \
  {OpKind::k##E, NAME, OpFamily::FAMILY, Syntax::SYNTAX, NOPS, NRES, NREG, TRAITS, __VA_ARGS__},
#include "ir/ops.def"
};

// The keyword of the forms `..., keyword = value`.
constexpr const char* KeywordOf(Syntax syntax) {
  switch (syntax) {
    case Syntax::kDim:
      return "dim";
    case Syntax::kDims:
      return "dims";
    case Syntax::kSizes:
      return "sizes";
    case Syntax::kGeneric:
    case Syntax::kDefault:
    case Syntax::kCompare:
    case Syntax::kComplex:
    case Syntax::kSelect:
    case Syntax::kConstant:
    case Syntax::kSlice:
    case Syntax::kPad:
    case Syntax::kTuple:
    case Syntax::kGetTupleElement:
    case Syntax::kDot:
    case Syntax::kDotGeneral:
    case Syntax::kConvolution:
    case Syntax::kReduce:
    case Syntax::kWhile:
    case Syntax::kTypedOperands:
    case Syntax::kComposite:
    case Syntax::kCustomCall:
    case Syntax::kFft:
    case Syntax::kRng:
    case Syntax::kRngBitGenerator:
    case Syntax::kCholesky:
    case Syntax::kReducePrecision:
    case Syntax::kChlo:
    case Syntax::kChloTopK:
    case Syntax::kChloScan:
    case Syntax::kFunc:
    case Syntax::kCall:
    case Syntax::kBranch:
    case Syntax::kCondBranch:
    case Syntax::kTensorExtract:
    case Syntax::kSdyMesh:
    case Syntax::kSdyShardingConstraint:
    case Syntax::kSdyManualComputation:
    case Syntax::kCheckConst:
      return nullptr;
  }
  return nullptr;
}

// Every line of ops.def is its OpKind's entry, and a form with a keyword names the attribute its value
// sets (no other form names one).
constexpr bool TableIsConsistent() {
  for (int i = 0; i < static_cast<int>(std::size(kOpInfos)); ++i) {
    const OpInfo& info = kOpInfos[i];
    if (static_cast<int>(info.kind) != i) return false;
    if ((KeywordOf(info.syntax) != nullptr) != (info.syntax_attr != nullptr)) return false;
  }
  return static_cast<int>(std::size(kOpInfos)) == kNumOpKinds;
}
static_assert(TableIsConsistent(),
              "ops.def: an op written in a kDim, kDims or kSizes form needs its syntax attribute, and no "
              "other op may have one");

// Whether `kind` is one of HLX_SAME_SHAPE_ELEMENTWISE_CASES or one of CHLO's broadcasting binary ops.
constexpr bool ListedElementwise(OpKind kind) {
  switch (kind) {
    HLX_SAME_SHAPE_ELEMENTWISE_CASES
    case OpKind::kChloMulhi:
    case OpKind::kChloNextAfter:
    case OpKind::kChloPolygamma:
    case OpKind::kChloZeta:
      return true;
    default:
      return false;
  }
}

constexpr bool ElementwiseListsMatchTraits() {
  for (const OpInfo& info : kOpInfos)
    if (ListedElementwise(info.kind) != info.Has(kElementwise)) return false;
  return true;
}
static_assert(ElementwiseListsMatchTraits(),
              "ops.h: HLX_SAME_SHAPE_ELEMENTWISE_CASES must name every kElementwise op of ops.def but "
              "CHLO's broadcasting binary ones, and no other");

}  // namespace

const OpInfo& GetOpInfo(OpKind kind) { return kOpInfos[static_cast<int>(kind)]; }

const OpInfo* LookupOp(std::string_view name) {
  static const std::unordered_map<std::string_view, const OpInfo*> by_name = [] {
    std::unordered_map<std::string_view, const OpInfo*> m;
    for (const OpInfo& info : kOpInfos) m.emplace(info.name, &info);
    return m;
  }();
  auto it = by_name.find(name);
  return it == by_name.end() ? nullptr : it->second;
}

OpFamily FamilyOf(OpKind kind) { return GetOpInfo(kind).family; }

const char* OpFamilyName(OpFamily family) {
  switch (family) {
    case OpFamily::kCollectives:
      return "collectives";
    case OpFamily::kQuantized:
      return "quantized";
    case OpFamily::kChlo:
      return "chlo";
    case OpFamily::kRngFftLinalg:
      return "rng/fft/linalg";
    case OpFamily::kGatherScatterSort:
      return "gather/scatter/sort";
    case OpFamily::kDotConv:
      return "dot/conv";
    case OpFamily::kReduce:
      return "reduce";
    case OpFamily::kControlFlow:
      return "control flow";
    case OpFamily::kShape:
      return "shape";
    case OpFamily::kElementwise:
      return "elementwise";
    case OpFamily::kOther:
      return "other";
  }
  return "other";
}

SyntaxKeyword GetSyntaxKeyword(OpKind kind) {
  const OpInfo& info = GetOpInfo(kind);
  return {KeywordOf(info.syntax), info.syntax_attr};
}

}  // namespace hlx
