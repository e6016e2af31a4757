// How an op of a compiled program runs: the ways a backend can compute it, so that a report (hlx run
// --op-runs, hlx conform --backend=cpu) can say how much of a program the backend's own code computed.
#pragma once

namespace hlx::schedule {

enum class OpRun {
  kKernel,     // inside a fused JIT kernel
  kLibrary,    // a library call: oneDNN (the op or its epilogue), or a LAPACK custom call
  kNative,     // a native step on the run's buffers, or a while/if/case whose regions run compiled
  kEvaluator,  // through the reference evaluator's implementation of the op
};

// "kernel", "library", "native" or "evaluator".
const char* OpRunName(OpRun run);

}  // namespace hlx::schedule
