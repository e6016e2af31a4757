// Not implemented yet: every op here reports that it is unimplemented.
#include "interp/kernels.h"

namespace hlx {

Results EvalAllGather(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalAllReduce(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalReduceScatter(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalAllToAll(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalCollectivePermute(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalCollectiveBroadcast(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalCollectiveReduce(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalReplicaId(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalPartitionId(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalAfterAll(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalCreateToken(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalInfeed(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalOutfeed(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalSend(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}
Results EvalRecv(const OpCall& c) {
  return Status(StatusCode::kUnimplemented, c.ctx.module().Where(c.op.loc()) + ": error: '" +
                                                std::string(c.op.name()) + "' op is not implemented yet");
}

}  // namespace hlx
