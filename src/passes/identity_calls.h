// Custom calls that a user declares identities (hlx run and hlx bench --identity-custom-call=NAME):
// annotations of another toolchain that only mark values, which a program run by hlx can drop. The
// targets hlx itself knows for identities (annotate_device_placement, xla.sdy.FuncResultSharding, ...)
// need no declaration: the evaluator runs them (interp/evaluator.cc).
#pragma once

#include <span>
#include <string>

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Replaces every stablehlo.custom_call to one of `targets` by its operands (result i by operand i) and
// erases it, in every function and nested region. A call whose results are not its operands' types (as
// many, the same types in order) is an error naming its place. Returns whether it replaced any.
StatusOr<bool> ForwardIdentityCustomCalls(Module& module, std::span<const std::string> targets);

}  // namespace hlx
