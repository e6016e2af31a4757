// Not implemented yet: every op here reports that it is unimplemented.
#include "interp/kernels.h"

namespace hlx {

Results EvalIota(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalDynamicIota(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalReshape(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalDynamicReshape(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalBroadcast(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalBroadcastInDim(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalDynamicBroadcastInDim(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalTranspose(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalReverse(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalSlice(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalDynamicSlice(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalRealDynamicSlice(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalDynamicUpdateSlice(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalConcatenate(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalPad(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalDynamicPad(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalGetDimensionSize(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalTorchIndexSelect(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}

}  // namespace hlx
