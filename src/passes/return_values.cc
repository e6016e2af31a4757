#include "passes/return_values.h"

#include <string>
#include <vector>

namespace hlx {

Status ReturnValues(Module& module, std::string_view func, std::span<Value* const> values) {
  Op* f = module.LookupFunc(func);
  if (!f) return NotFound(module.source_name() + ": error: no function @" + std::string(func));
  Block& body = FuncBody(*f);
  Op* ret = body.back();
  if (!ret || ret->kind() != OpKind::kFuncReturn)
    return InvalidArgument(module.Where(f->loc()) + ": error: @" + std::string(func) +
                           " does not end in func.return");
  const Type type = FuncType(*f);
  std::vector<Type> results(type.results().begin(), type.results().end());
  for (Value* v : values) {
    ret->AddOperand(v);
    results.push_back(v->type());
  }
  f->SetAttr("function_type", Attr::TypeAttr(module.types().Function(type.types(), results)));
  if (Attr attrs = f->attr("res_attrs"); attrs.Is(AttrKind::kArray)) {
    std::vector<Attr> list(attrs.elements().begin(), attrs.elements().end());
    list.resize(results.size(), Attr::Dictionary({}));
    f->SetAttr("res_attrs", Attr::Array(std::move(list)));
  }
  return Status::Ok();
}

}  // namespace hlx
