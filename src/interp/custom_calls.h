// The table of custom-call targets (include/hlx/custom_call.h) as the evaluator and the backends read
// it: one entry per target name, for hlx's own targets and the ones users register.
//
// hlx's own targets (docs/custom-calls.md): the check.* targets of the StableHLO test suite; the
// GSPMD markers Sharding, SPMDFullToShardShape and SPMDShardToFullShape; the annotation identities
// annotate_device_placement, mhlo.copy and xla.sdy.FuncResultSharding; mhlo.topk; XLA's ApproxTopK;
// shape_assertion; AWS Neuron's softmax calls (vendor_calls.cc); JAX's solver calls and XLA's Qr,
// ProductOfElementaryHouseholderReflectors and LuDecomposition (lapack_calls.h); threefry2x32 of JAX's
// GPU lowerings.
//
// Most of hlx's own targets compute on buffers: a call is prepared once per call site (checked, its
// attributes read, its workspace sizes known) as a BuiltinCall, which the CPU backend runs as a step on
// its run's buffers and the evaluator runs on its tensors, so both run the same code. The checks (which
// record into the evaluator's report) and the GSPMD markers (whose results depend on the simulated
// process) are the evaluator's alone; ApproxTopK has a native step of its own on the CPU backend
// (backend/cpu/native_ops.h) beside the evaluator's.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "hlx/custom_call.h"
#include "interp/kernels.h"

namespace hlx {

// Where a call to one of hlx's own targets is prepared: the op, its module, the target it names and the
// types it runs on (the op's own on the CPU backend; the evaluated operands' on the evaluator).
struct BuiltinSite {
  const Module& module;
  const Op& op;
  std::string_view target;
  std::span<const Type> operand_types;
  std::span<const Type> result_types;  // as the op has them: a tuple stays a tuple

  // An error at the op's place, as the evaluator writes them: "f.mlir:3:5: error: '<op>' op <message>".
  Status Error(std::string_view message) const;
};

// A call to one of hlx's own targets prepared for one call site. Safe to run from several threads at
// once; what a run needs beyond its buffers (LAPACK's workspaces, column-major copies) is kept by the
// call and reused by the runs that follow, one set per thread running it at a time.
class BuiltinCall {
 public:
  virtual ~BuiltinCall() = default;
  // Runs the call: `operands` are the base addresses of dense row-major buffers of the operand types
  // the call was prepared for; `results` those of its results, a tuple result giving one buffer per
  // element, in order (FlatResultTypes). Results never share bytes with operands. The call writes every
  // element of every result the program reads; a result the op leaves unused may be left as it was.
  virtual Status Run(std::span<const char* const> operands, std::span<char* const> results) const = 0;
};

// The types of the buffers a BuiltinCall writes for `result_types`: each tuple's elements in its place.
std::vector<Type> FlatResultTypes(std::span<const Type> result_types);

struct CustomCallTarget {
  enum class Kind {
    kBuiltin,   // hlx's own
    kIdentity,  // returns its operands
    kFfi,       // an XLA FFI handler
  };
  Kind kind = Kind::kBuiltin;
  // kBuiltin: prepares a call to run on buffers (BuiltinCall); an error, at the op's place, for a call
  // that does not fit the target. Null for the targets only the evaluator runs (`evaluate`).
  StatusOr<std::unique_ptr<BuiltinCall>> (*prepare)(const BuiltinSite& site) = nullptr;
  // kBuiltin without `prepare`: the evaluator's implementation, which answers every call to a name it
  // is registered for.
  std::optional<Results> (*evaluate)(const OpCall& c, std::string_view target) = nullptr;
  // kBuiltin: whether the implementation calls a library routine (LAPACK) for its work.
  bool calls_library = false;
  XLA_FFI_Handler_Bundle ffi{};  // kFfi
};

// The target registered as `name`, or null. An entry, once registered, lives as long as the process.
const CustomCallTarget* FindCustomCallTarget(std::string_view name);

// Prepared calls of hlx's own targets, beside the evaluator code they share (lapack_calls.h has the
// solvers'): JAX's threefry2x32 of its GPU lowerings (rng.cc), AWS Neuron's softmax calls
// (vendor_calls.cc).
StatusOr<std::unique_ptr<BuiltinCall>> PrepareThreeFry2x32Call(const BuiltinSite& site);
StatusOr<std::unique_ptr<BuiltinCall>> PrepareVendorCall(const BuiltinSite& site);

}  // namespace hlx
