// hlx built without oneDNN: no op is taken by oneDNN, and every caller uses its own path.
#include "backend/cpu/dnnl/dnnl_ops.h"

namespace hlx::cpu {

bool DnnlAvailable() { return false; }

std::vector<ElementType> DnnlNativeNarrowFloats() { return {}; }

bool DnnlDotTakesTanh() { return false; }

StatusOr<std::unique_ptr<DnnlOp>> PlanDnnlDot(const Op&, const DnnlEpilogue&) {
  return std::unique_ptr<DnnlOp>();
}

StatusOr<std::unique_ptr<DnnlOp>> PlanDnnlConvolution(const Op&, const DnnlEpilogue&, bool) {
  return std::unique_ptr<DnnlOp>();
}

StatusOr<std::unique_ptr<DnnlOp>> PlanDnnlMatmuls(int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
                                                  int64_t) {
  return std::unique_ptr<DnnlOp>();
}

}  // namespace hlx::cpu
