#include "passes/bind_arguments.h"

#include <string>
#include <vector>

#include "passes/quantize.h"

namespace hlx {

StatusOr<bool> BindArguments(Module& module, std::string_view func, const std::map<int, Tensor>& values) {
  Op* f = module.LookupFunc(func);
  if (!f) return NotFound(module.source_name() + ": error: no function @" + std::string(func));
  Block& body = FuncBody(*f);
  for (const auto& [index, value] : values) {
    if (index < 0 || index >= body.num_args())
      return InvalidArgument(module.source_name() + ": error: @" + std::string(func) + " has " +
                             std::to_string(body.num_args()) + " arguments; there is no argument #" +
                             std::to_string(index) + " to bind");
    if (value.type() != body.arg(index)->type())
      return InvalidArgument(module.source_name() + ": error: argument #" + std::to_string(index) + " of @" +
                             std::string(func) + " is " + body.arg(index)->type().ToString() +
                             "; its value is " + value.type().ToString());
  }
  if (values.empty() || body.empty()) return false;
  OpEmitter e(module.types(), body, 0, *body.ops().front());
  for (const auto& [index, value] : values) body.arg(index)->ReplaceAllUsesWith(e.Constant(value));
  // Last to first, so that the positions of those still to go stay.
  for (auto it = values.rbegin(); it != values.rend(); ++it) body.EraseArg(it->first);
  std::vector<Type> inputs;
  for (int a = 0; a < body.num_args(); ++a) inputs.push_back(body.arg(a)->type());
  f->SetAttr("function_type", Attr::TypeAttr(module.types().Function(inputs, FuncType(*f).results())));
  if (Attr attrs = f->attr("arg_attrs"); attrs.Is(AttrKind::kArray)) {
    std::vector<Attr> kept;
    for (size_t a = 0; a < attrs.elements().size(); ++a)
      if (!values.contains(static_cast<int>(a))) kept.push_back(attrs.elements()[a]);
    f->SetAttr("arg_attrs", Attr::Array(std::move(kept)));
  }
  return true;
}

}  // namespace hlx
