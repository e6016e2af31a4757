// Not implemented yet: every op here reports that it is unimplemented.
#include "interp/kernels.h"

namespace hlx {

Results EvalRng(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalRngBitGenerator(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}

}  // namespace hlx
