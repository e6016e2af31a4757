// The table of custom-call targets (include/hlx/custom_call.h) as the evaluator and the backends read
// it: one entry per target name, for hlx's own targets and the ones users register.
//
// hlx's own targets (docs/custom-calls.md): the check.* targets of the StableHLO test suite; the
// GSPMD markers Sharding, SPMDFullToShardShape and SPMDShardToFullShape; the annotation identities
// annotate_device_placement, mhlo.copy and xla.sdy.FuncResultSharding; mhlo.topk; XLA's ApproxTopK;
// shape_assertion; AWS Neuron's softmax calls (vendor_calls.cc); JAX's solver calls and XLA's Qr,
// ProductOfElementaryHouseholderReflectors and LuDecomposition (lapack_calls.h); threefry2x32 of JAX's
// GPU lowerings.
#pragma once

#include <optional>
#include <string_view>

#include "hlx/custom_call.h"
#include "interp/kernels.h"

namespace hlx {

struct CustomCallTarget {
  enum class Kind {
    kBuiltin,   // hlx's own, computed by the evaluator's `evaluate`
    kIdentity,  // returns its operands
    kFfi,       // an XLA FFI handler
  };
  Kind kind = Kind::kBuiltin;
  // kBuiltin: the evaluator's implementation, which answers every call to a name it is registered for.
  std::optional<Results> (*evaluate)(const OpCall& c, std::string_view target) = nullptr;
  // kBuiltin: whether the implementation calls a library routine (LAPACK) for its work.
  bool calls_library = false;
  XLA_FFI_Handler_Bundle ffi{};  // kFfi
};

// The target registered as `name`, or null. An entry, once registered, lives as long as the process.
const CustomCallTarget* FindCustomCallTarget(std::string_view name);

}  // namespace hlx
