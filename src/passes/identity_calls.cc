#include "passes/identity_calls.h"

#include <algorithm>

#include "passes/rewrite.h"

namespace hlx {

StatusOr<bool> ForwardIdentityCustomCalls(Module& module, std::span<const std::string> targets) {
  bool changed = false;
  Status status;
  ForEachBlock(module, [&](Block& block) {
    for (size_t i = 0; i < block.ops().size() && status.ok();) {
      Op* op = block.ops()[i].get();
      Attr target = op->attr("call_target_name");
      if (op->kind() != OpKind::kCustomCall || !target.Is(AttrKind::kString) ||
          std::ranges::find(targets, target.string_value()) == targets.end()) {
        ++i;
        continue;
      }
      const std::string where = module.Where(op->loc()) + ": error: 'stablehlo.custom_call' op calls @" +
                                target.string_value() + ", an identity (--identity-custom-call), but ";
      if (op->num_results() != op->num_operands()) {
        status = InvalidArgument(where + "has " + std::to_string(op->num_results()) + " results for " +
                                 std::to_string(op->num_operands()) + " operands");
        return;
      }
      for (int r = 0; r < op->num_results(); ++r)
        if (op->result(r)->type() != op->operand(r)->type()) {
          status = InvalidArgument(where + "its result #" + std::to_string(r) + " is " +
                                   op->result(r)->type().ToString() + " where operand #" + std::to_string(r) +
                                   " is " + op->operand(r)->type().ToString());
          return;
        }
      for (int r = 0; r < op->num_results(); ++r) op->result(r)->ReplaceAllUsesWith(op->operand(r));
      block.Erase(op);
      changed = true;
    }
  });
  if (!status.ok()) return status;
  return changed;
}

}  // namespace hlx
