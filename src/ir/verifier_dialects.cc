// The verifier's ops of other dialects: CHLO, func, cf and tensor, and Shardy.
#include <string>
#include <utility>
#include <vector>

#include "ir/verifier_internal.h"

namespace hlx {

// ---- CHLO --------------------------------------------------------------------------------------------

Status Verifier::VerifyChloUnary(const Op& op, bool bool_result) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferElementwiseShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  Type element = op.operand(0)->type().element_type();
  return ExpectResultElement(op, 0, bool_result ? types_.Element(ElementType::kI1) : element);
}

// Binary CHLO ops broadcast their operands NumPy-style (see InferChloBroadcastShape).
Status Verifier::VerifyChloBinary(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  Type lhs = op.operand(0)->type();
  Type rhs = op.operand(1)->type();
  if (!ElementsCompatible(lhs.element_type(), rhs.element_type()))
    return Error(op, "expected lhs and rhs of one element type", Str(lhs) + " and " + Str(rhs));
  HLX_RETURN_IF_ERROR(ExpectResultElement(op, 0, lhs.element_type()));
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferChloBroadcastShape(module_, op));
  return ExpectResultShape(op, 0, shapes[0]);
}

Status Verifier::VerifyChloTopK(const Op& op) {
  HLX_ASSIGN_OR_RETURN(ResultShapes shapes, InferChloTopKShape(module_, op));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 0, shapes[0]));
  HLX_RETURN_IF_ERROR(ExpectResultShape(op, 1, shapes[1]));
  HLX_RETURN_IF_ERROR(ExpectResultElement(op, 0, op.operand(0)->type().element_type()));
  return ExpectResultElement(op, 1, types_.Element(ElementType::kSI32));
}

Status Verifier::VerifyChloScan(const Op& op) {
  HLX_RETURN_IF_ERROR(ExpectTensors(op));
  std::vector<Type> returned = Returned(op, 0);
  if (static_cast<int64_t>(returned.size()) != op.num_results())
    return Error(op, "expected region #0 to return " + Count(op.num_results(), "value") + " (one per result)",
                 std::to_string(returned.size()));
  return Status::Ok();
}

// ---- func, cf and small ops of other dialects ------------------------------------------------------------

Status Verifier::VerifyFunc(const Op& op) {
  std::string name;
  HLX_RETURN_IF_ERROR(RequireString(op, "sym_name", &name));
  Attr type_attr = op.attr("function_type");
  if (!type_attr.Is(AttrKind::kType) || !type_attr.type() || !type_attr.type().IsFunction())
    return WrongAttr(op, "function_type", "a function type", type_attr);
  if (Attr visibility = op.attr("sym_visibility"); visibility && !visibility.Is(AttrKind::kString))
    return WrongAttr(op, "sym_visibility", "a string", visibility);
  Type type = type_attr.type();
  std::vector<Type> inputs(type.types().begin(), type.types().end());
  std::vector<Type> outputs(type.results().begin(), type.results().end());
  // Argument and result attributes: one dictionary per input and per result.
  for (const auto& [attr_name, count] :
       {std::pair<const char*, size_t>{"arg_attrs", inputs.size()}, {"res_attrs", outputs.size()}}) {
    Attr attrs = op.attr(attr_name);
    if (!attrs) continue;
    if (!attrs.Is(AttrKind::kArray) || attrs.elements().size() != count)
      return Error(
          op, "expected " + Quoted(attr_name) + " to be an array of " + Count(count, "dictionary"),
          attrs.Is(AttrKind::kArray) ? Count(attrs.elements().size(), "entry") : AttrKindName(attrs.kind()));
  }
  const Region& region = *op.region(0);
  if (region.empty()) return Status::Ok();
  std::vector<Type> args = ArgTypes(*region.front());
  if (args != inputs)
    return Error(op, "expected @" + name + "'s entry block to take its input types " + TypesStr(inputs),
                 TypesStr(args));
  for (int b = 0; b < region.num_blocks(); ++b) {
    const Op& last = *region.block(b)->back();
    if (last.kind() != OpKind::kFuncReturn) continue;
    std::vector<Type> returned = TypesOf(last.operands());
    if (returned != outputs)
      return Error(last, "expected the result types of @" + name + " " + TypesStr(outputs),
                   TypesStr(returned));
  }
  return Status::Ok();
}

Status Verifier::VerifyCall(const Op& op) {
  Attr callee = op.attr("callee");
  if (!callee.Is(AttrKind::kSymbolRef) || callee.symbol_path().size() != 1)
    return WrongAttr(op, "callee", "a function symbol", callee);
  const std::string& name = callee.symbol_path()[0];
  const Op* func = FindFunc(name);
  Attr type_attr = func ? func->attr("function_type") : Attr();
  if (!type_attr.Is(AttrKind::kType) || !type_attr.type() || !type_attr.type().IsFunction())
    return Error(op, "expected 'callee' to name a function of the module", "@" + name);
  Type type = type_attr.type();
  std::vector<Type> inputs(type.types().begin(), type.types().end());
  std::vector<Type> outputs(type.results().begin(), type.results().end());
  std::vector<Type> operands = TypesOf(op.operands());
  std::vector<Type> results = ResultTypes(op);
  if (operands != inputs)
    return Error(op, "expected operand types " + TypesStr(inputs) + " (those of @" + name + ")",
                 TypesStr(operands));
  if (results != outputs)
    return Error(op, "expected result types " + TypesStr(outputs) + " (those of @" + name + ")",
                 TypesStr(results));
  return Status::Ok();
}

Status Verifier::VerifyBranch(const Op& op) {
  if (op.kind() == OpKind::kCfCondBr) {
    if (op.num_operands() < 1) return Error(op, "expected a condition operand", "none");
    Type cond = op.operand(0)->type();
    Type i1 = types_.Element(ElementType::kI1);
    if (cond != i1 && cond != types_.Tensor(std::span<const int64_t>(), i1))
      return Error(op, "expected an i1 condition", Str(cond));
  }
  for (int s = 0; s < op.num_successors(); ++s) {
    const Block& target = *op.successor(s);
    if (!op.parent_block() || target.parent() != op.parent_block()->parent())
      return Error(op, "expected successor #" + std::to_string(s) + " in the region of the branch",
                   "another region");
    std::vector<Type> passed;
    for (int i = 0; i < op.successor_operand_count(s); ++i)
      passed.push_back(op.operand(op.successor_operand_start(s) + i)->type());
    std::vector<Type> args = ArgTypes(target);
    if (passed != args)
      return Error(
          op,
          "expected successor #" + std::to_string(s) + " operands of its argument types " + TypesStr(args),
          TypesStr(passed));
  }
  return Status::Ok();
}

Status Verifier::VerifyTensorExtract(const Op& op) {
  if (op.num_operands() < 1) return Error(op, "expected a tensor operand", "none");
  Type tensor = op.operand(0)->type();
  HLX_RETURN_IF_ERROR(ExpectTensor(op, "operand #0", tensor));
  if (op.num_operands() - 1 != tensor.rank())
    return Error(op, "expected one index per dimension of " + Str(tensor),
                 Count(op.num_operands() - 1, "index"));
  Type index = types_.Element(ElementType::kIndex);
  for (int i = 1; i < op.num_operands(); ++i)
    if (op.operand(i)->type() != index)
      return Error(op, "expected indices of type index", Str(op.operand(i)->type()));
  if (op.result(0)->type() != tensor.element_type())
    return Error(op, "expected result type " + Str(tensor.element_type()), Str(op.result(0)->type()));
  return Status::Ok();
}

// ---- Shardy --------------------------------------------------------------------------------------------

Status Verifier::VerifyShardingConstraint(const Op& op) {
  return ExpectCompatible(op, "the operand", op.operand(0)->type(), "the result", op.result(0)->type());
}

// The body sees per-device (local) shapes, which differ from the global operand and result shapes; only
// the counts and element types must agree.
Status Verifier::VerifyManualComputation(const Op& op) {
  const Block& body = Body(op, 0);
  if (body.num_args() != op.num_operands())
    return Error(op,
                 "expected region #0 to take " + Count(op.num_operands(), "argument") + " (one per operand)",
                 std::to_string(body.num_args()));
  for (int i = 0; i < op.num_operands(); ++i) {
    Type outer = op.operand(i)->type();
    Type inner = body.arg(i)->type();
    if (IsTensor(outer) && IsTensor(inner) && outer.element_type() != inner.element_type())
      return Error(op,
                   "expected argument #" + std::to_string(i) +
                       " of region #0 to have the element type of operand #" + std::to_string(i) + " " +
                       Str(outer),
                   Str(inner));
  }
  std::vector<Type> returned = Returned(op, 0);
  if (static_cast<int64_t>(returned.size()) != op.num_results())
    return Error(op, "expected region #0 to return " + Count(op.num_results(), "value") + " (one per result)",
                 std::to_string(returned.size()));
  for (int i = 0; i < op.num_results(); ++i) {
    Type outer = op.result(i)->type();
    if (IsTensor(outer) && IsTensor(returned[i]) && outer.element_type() != returned[i].element_type())
      return Error(op,
                   "expected result #" + std::to_string(i) + " to have the element type region #0 returns " +
                       Str(returned[i]),
                   Str(outer));
  }
  return Status::Ok();
}

}  // namespace hlx
