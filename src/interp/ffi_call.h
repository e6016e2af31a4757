// Calls of XLA FFI handlers (hlx/xla_ffi.h): a custom call to a registered FFI target, prepared once
// per call site and run on buffers by any backend (the evaluator on its tensors, the CPU backend on its
// run's buffers), and hlx's FFI API table that the call frames carry.
//
// A call site's attributes are the entries of its `backend_config` dictionary, encoded once for the
// call frame as the ABI has them: booleans and integers as scalars of their type (i1 as PRED), floats
// as f32/f64 scalars, strings, dense arrays of integers or floats, and dictionaries of these, each
// level sorted by name. Buffers are handed over in the physical order that the call's operand_layouts
// and result_layouts name (row-major where they name none); an operand or result in another order is
// copied into or out of that order around the call.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <vector>

#include "hlx/xla_ffi.h"
#include "ir/ir.h"
#include "support/status.h"

namespace hlx {

// Where a call runs: what the handler reads through XLA_FFI_RunId_Get and XLA_FFI_DeviceOrdinal_Get.
struct FfiRunInfo {
  int64_t run_id = 0;
  int32_t device_ordinal = 0;
};

class FfiCall {
 public:
  // Prepares custom call `op` of `module` to the handlers `handlers` (registered as the op's target):
  // one call site, whose instantiate-stage state lives as long as it does (the CPU backend prepares
  // each call once per compiled program; the evaluator, each time it runs the call).
  // checks that the op asks for the typed FFI (api_version = 4), encodes its attributes and describes
  // its operands and results, then runs the instantiate stage where the handlers have one. An attribute
  // or a type the ABI cannot pass, or an error of the instantiate stage, is an error at the op's place.
  static StatusOr<std::unique_ptr<FfiCall>> Prepare(const Module& module, const Op& op,
                                                    const XLA_FFI_Handler_Bundle& handlers);
  ~FfiCall();

  // Runs the prepare, initialize and execute stages (those the handlers have) on `operands` and
  // `results`, the base addresses of dense row-major buffers of the op's operand and result types, and
  // waits for an asynchronous handler's future. An error the handler reports is an error at the op's
  // place that names the target and gives the handler's message. Safe to call from several threads.
  Status Run(std::span<const char* const> operands, std::span<char* const> results,
             const FfiRunInfo& run) const;

  // The state the instantiate stage set (XLA_FFI_State_Set), for the execute stage to get; deleted with
  // the deleter its type was registered with.
  struct State {
    int64_t type_id = 0;
    void* object = nullptr;
    void (*deleter)(void*) = nullptr;
  };

 private:
  struct Encoded;  // the attributes, as the call frame holds them
  struct Operand {
    XLA_FFI_DataType dtype = XLA_FFI_DataType_INVALID;
    std::vector<int64_t> dims;    // logical, row-major
    std::vector<int64_t> layout;  // its layout (minor to major), where not row-major
    int element_bytes = 0;
  };
  FfiCall() = default;
  Status Stage(XLA_FFI_Handler* handler, XLA_FFI_ExecutionStage stage, std::span<void* const> args,
               std::span<void* const> rets, const FfiRunInfo& run) const;

  const Module* module_ = nullptr;
  const Op* op_ = nullptr;
  std::string target_;
  XLA_FFI_Handler_Bundle handlers_{};
  std::unique_ptr<Encoded> attrs_;
  std::vector<Operand> operands_, results_;
  mutable std::mutex state_mutex_;
  mutable State state_;  // set by the instantiate stage
};

// hlx's XLA FFI API table (include/hlx/custom_call.h).
const XLA_FFI_Api* HlxFfiApi();

// The status an FFI error holds, with `context` before its message; frees the error. OK for null.
Status TakeFfiError(XLA_FFI_Error* error, std::string_view context);

// Asks execute handler `handler` for the FFI ABI version it was built with (the metadata extension, in
// a frame of the execute stage). An error naming both versions where it reports one that hlx cannot
// call (another major version, or a newer minor one); handlers that do not answer are taken as they
// are.
Status CheckFfiHandlerVersion(XLA_FFI_Handler* handler, std::string_view name);

}  // namespace hlx
