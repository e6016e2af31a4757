#include "passes/dce.h"

#include "passes/rewrite.h"

namespace hlx {

StatusOr<bool> Dce(Module& module) {
  bool changed = false;
  for (bool swept = true; swept;) {
    swept = false;
    ForEachBlock(module, [&](Block& block) { swept |= EraseDeadOps(block); });
    changed |= swept;
  }
  return changed;
}

}  // namespace hlx
