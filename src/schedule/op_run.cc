#include "schedule/op_run.h"

#include "support/check.h"

namespace hlx::schedule {

const char* OpRunName(OpRun run) {
  switch (run) {
    case OpRun::kKernel:
      return "kernel";
    case OpRun::kLibrary:
      return "library";
    case OpRun::kNative:
      return "native";
    case OpRun::kEvaluator:
      return "evaluator";
  }
  HLX_UNREACHABLE("an op run without a name");
}

}  // namespace hlx::schedule
