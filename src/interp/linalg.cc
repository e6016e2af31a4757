// Not implemented yet: every op here reports that it is unimplemented.
#include "interp/kernels.h"

namespace hlx {

Results EvalDot(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalDotGeneral(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalEinsum(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalUnaryEinsum(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalConvolution(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalDynamicConv(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalFft(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalTriangularSolve(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalCholesky(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalBatchNormTraining(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalBatchNormInference(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalBatchNormGrad(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}

}  // namespace hlx
