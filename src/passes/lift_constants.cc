#include "passes/lift_constants.h"

#include <algorithm>
#include <string>

#include "passes/rewrite.h"

namespace hlx {

bool IsCheck(const Op& op) {
  if (std::string_view(op.name()).starts_with("check.")) return true;
  if (op.kind() != OpKind::kCustomCall) return false;
  Attr target = op.attr("call_target_name");
  return target.Is(AttrKind::kString) && target.string_value().starts_with("check.");
}

namespace {

// Whether an op computes from `v`: a user other than a check or the function's return.
bool ComputedFrom(const Value& v) {
  return std::any_of(v.users().begin(), v.users().end(), [](const Op* user) {
    return !IsCheck(*user) && user->kind() != OpKind::kFuncReturn && user->kind() != OpKind::kReturn;
  });
}

}  // namespace

StatusOr<std::vector<Tensor>> LiftConstants(Module& module, std::string_view func) {
  Op* f = module.LookupFunc(func);
  if (!f) return NotFound(module.source_name() + ": error: no function @" + std::string(func));
  Block& body = FuncBody(*f);
  std::vector<Op*> lifted;
  for (const auto& op : body.ops())
    if (op->kind() == OpKind::kConstant && ConstantValue(op->result(0)) && ComputedFrom(*op->result(0)))
      lifted.push_back(op.get());
  std::vector<Tensor> values;
  if (lifted.empty()) return values;
  for (Op* op : lifted) {
    Value* arg = body.AddArg(op->result(0)->type());
    values.push_back(Tensor::FromDense(op->attr("value"), op->result(0)->type()));
    op->result(0)->ReplaceAllUsesWith(arg);
    body.Erase(op);
  }
  std::vector<Type> inputs;
  for (int a = 0; a < body.num_args(); ++a) inputs.push_back(body.arg(a)->type());
  const Type type = FuncType(*f);
  f->SetAttr("function_type", Attr::TypeAttr(module.types().Function(inputs, type.results())));
  // Argument attributes, where the function has them, get an empty dictionary for each new argument.
  if (Attr attrs = f->attr("arg_attrs"); attrs.Is(AttrKind::kArray)) {
    std::vector<Attr> list(attrs.elements().begin(), attrs.elements().end());
    list.resize(inputs.size(), Attr::Dictionary({}));
    f->SetAttr("arg_attrs", Attr::Array(std::move(list)));
  }
  return values;
}

}  // namespace hlx
