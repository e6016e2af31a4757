// inline: replaces function calls by the bodies of their callees.
#pragma once

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Replaces every func.call (in nested regions too) by a copy of the callee's body, its arguments bound to
// the call's operands and the call's results replaced by the values the callee returns; the copied ops
// keep the callee's locations. Calls to functions on a call cycle, and to functions whose body has more
// than one block, stay. Then drops the private functions that nothing refers to any more (by a call or
// any other symbol reference). Returns whether it changed anything.
StatusOr<bool> Inline(Module& module);

}  // namespace hlx
