#include "ir/ops.h"

#include <string>
#include <unordered_map>

namespace hlx {
namespace {
const OpInfo kOpInfos[] = {
#define OP(E, NAME, SYNTAX, NOPS, NRES, NREG, TRAITS) \
  {OpKind::k##E, NAME, Syntax::SYNTAX, NOPS, NRES, NREG, TRAITS},
#include "ir/ops.def"
};
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

}  // namespace hlx

namespace hlx {

SyntaxKeyword GetSyntaxKeyword(OpKind kind) {
  struct Entry {
    OpKind kind;
    SyntaxKeyword keyword;
  };
  static const Entry kEntries[] = {
      {OpKind::kIota, {"dim", "iota_dimension"}},
      {OpKind::kDynamicIota, {"dim", "iota_dimension"}},
      {OpKind::kConcatenate, {"dim", "dimension"}},
      {OpKind::kGetDimensionSize, {"dim", "dimension"}},
      {OpKind::kBroadcast, {"sizes", "broadcast_sizes"}},
      {OpKind::kBroadcastInDim, {"dims", "broadcast_dimensions"}},
      {OpKind::kDynamicBroadcastInDim, {"dims", "broadcast_dimensions"}},
      {OpKind::kTranspose, {"dims", "permutation"}},
      {OpKind::kReverse, {"dims", "dimensions"}},
      {OpKind::kDynamicSlice, {"sizes", "slice_sizes"}},
  };
  for (const Entry& e : kEntries)
    if (e.kind == kind) return e.keyword;
  return {nullptr, nullptr};
}

}  // namespace hlx
