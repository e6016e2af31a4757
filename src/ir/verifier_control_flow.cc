// The verifier's control flow (while, if, case, optimization_barrier) and the ops that name other code:
// composite and custom_call.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "ir/verifier_internal.h"

namespace hlx {
namespace {

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

}  // namespace

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
      std::optional<std::vector<int64_t>> layout = layouts.elements()[i].AsIntList();
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

}  // namespace hlx
