// Not implemented yet: every op here reports that it is unimplemented.
#include "interp/kernels.h"

namespace hlx {

Results EvalUniformQuantize(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalUniformDequantize(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Tensor Dequantize(const Tensor& t, Type) { return t; }
Tensor Quantize(const Tensor& t, Type) { return t; }

}  // namespace hlx
