// The verifier: checks a module against the StableHLO spec's per-op constraints and infers result
// types. The first violation comes back as an INVALID_ARGUMENT Status whose message is
// `file:line:col: error: 'op.name' op <what was expected>, found <what was found>`.
#pragma once

#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

Status VerifyModule(const Module& module);
// Verifies one op (and the ops in its regions).
Status VerifyOp(const Module& module, const Op& op);

}  // namespace hlx
