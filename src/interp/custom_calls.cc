// The table of custom-call targets (custom_calls.h, include/hlx/custom_call.h), and the evaluator's
// custom_call, which runs the target its call names.
#include "interp/custom_calls.h"

#include <iterator>
#include <map>
#include <memory>
#include <shared_mutex>

#include "interp/ffi_call.h"
#include "interp/lapack_calls.h"

namespace hlx {

namespace {

// Returns its operands, of the results' types.
std::optional<Results> Identity(const OpCall& c, std::string_view target) {
  bool same = c.args.size() == c.result_types.size();
  for (size_t i = 0; same && i < c.args.size(); ++i) same = c.args[i].type() == c.result_types[i];
  if (same) return Results(std::vector<Tensor>(c.args.begin(), c.args.end()));
  return Results(c.Error("custom call @" + std::string(target) + " cannot change its operand's type"));
}

// shape_assertion(predicate, dims...) of shape-polymorphic exports: an error with the call's message
// where the predicate is false.
class ShapeAssertion final : public BuiltinCall {
 public:
  static StatusOr<std::unique_ptr<BuiltinCall>> Prepare(const BuiltinSite& site) {
    if (site.operand_types.empty() || !site.operand_types[0].IsTensor() ||
        !site.operand_types[0].element_type().IsElement())
      return site.Error("@shape_assertion needs a predicate operand");
    auto call = std::make_unique<ShapeAssertion>();
    call->element_ = site.operand_types[0].element_type().element();
    Attr message = site.op.attr("error_message");
    call->failure_ =
        site.Error("shape assertion failed: " +
                   (message.Is(AttrKind::kString) ? message.string_value() : std::string("(no message)")));
    return std::unique_ptr<BuiltinCall>(std::move(call));
  }
  Status Run(std::span<const char* const> operands, std::span<char* const>) const override {
    return LoadInt(element_, operands[0]) ? Status::Ok() : failure_;
  }

 private:
  ElementType element_ = ElementType::kI1;
  Status failure_;
};

// The platforms whose handlers run on host buffers, as hlx's do.
bool HostPlatform(std::string_view platform) {
  for (std::string_view p : {"hlx", "HLX", "cpu", "CPU", "Host", "host"})
    if (platform == p) return true;
  return false;
}

class Registry {
 public:
  Registry() {
    // Targets only the evaluator runs.
    auto evaluated = [&](std::string name,
                         std::optional<Results> (*evaluate)(const OpCall&, std::string_view)) {
      CustomCallTarget t;
      t.evaluate = evaluate;
      targets_.emplace(std::move(name), std::make_unique<CustomCallTarget>(t));
    };
    // Targets that run on buffers.
    auto prepared = [&](std::string name,
                        StatusOr<std::unique_ptr<BuiltinCall>> (*prepare)(const BuiltinSite&),
                        bool calls_library = false) {
      CustomCallTarget t;
      t.prepare = prepare;
      t.calls_library = calls_library;
      targets_.emplace(std::move(name), std::make_unique<CustomCallTarget>(t));
    };
    for (const char* name : {"check.expect_eq", "check.expect_almost_eq", "check.expect_close", "check.eq"})
      evaluated(name, EvalCheckCustomCall);
    for (const char* name : {"Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape"})
      evaluated(name, EvalSpmdCustomCall);
    for (const char* name : {"AwsNeuronSoftmax", "AwsNeuronSoftmaxBackward"})
      prepared(name, PrepareVendorCall);
    for (const auto& [name, lapack] : SolverTargets()) prepared(name, PrepareSolverCall, lapack);
    for (const char* name : {"cu_threefry2x32_ffi", "hip_threefry2x32_ffi"})
      prepared(name, PrepareThreeFry2x32Call);
    // (the CPU backend runs these two as native steps: backend/cpu/native_ops.h)
    evaluated("mhlo.topk",
              [](const OpCall& c, std::string_view) -> std::optional<Results> { return EvalChloTopK(c); });
    evaluated("ApproxTopK", [](const OpCall& c, std::string_view) -> std::optional<Results> {
      return EvalApproxTopKCall(c);
    });
    prepared("shape_assertion", ShapeAssertion::Prepare);
    // A memory-space placement, a copy, and the Shardy export's mark of a function result's sharding
    // (which import-shardings reads where the program is partitioned).
    for (const char* name : {"annotate_device_placement", "mhlo.copy", "xla.sdy.FuncResultSharding"}) {
      CustomCallTarget t;
      t.kind = CustomCallTarget::Kind::kIdentity;
      targets_.emplace(name, std::make_unique<CustomCallTarget>(t));
    }
  }

  const CustomCallTarget* Find(std::string_view name) const {
    std::shared_lock<std::shared_mutex> lock(mutex_);
    auto it = targets_.find(name);
    return it == targets_.end() ? nullptr : it->second.get();
  }

  // Adds `target` as `name`; the same entry again is a no-op.
  Status Add(std::string_view name, const CustomCallTarget& target) {
    if (name.empty()) return InvalidArgument("a custom-call target needs a name");
    std::unique_lock<std::shared_mutex> lock(mutex_);
    auto it = targets_.find(name);
    if (it == targets_.end()) {
      targets_.emplace(std::string(name), std::make_unique<CustomCallTarget>(target));
      return Status::Ok();
    }
    const CustomCallTarget& old = *it->second;
    const bool same =
        old.kind == target.kind &&
        (target.kind != CustomCallTarget::Kind::kFfi ||
         (old.ffi.instantiate == target.ffi.instantiate && old.ffi.prepare == target.ffi.prepare &&
          old.ffi.initialize == target.ffi.initialize && old.ffi.execute == target.ffi.execute &&
          old.ffi.record == target.ffi.record));
    if (same && target.kind != CustomCallTarget::Kind::kBuiltin) return Status::Ok();
    const char* what = old.kind == CustomCallTarget::Kind::kBuiltin    ? "one of hlx's own targets"
                       : old.kind == CustomCallTarget::Kind::kIdentity ? "registered as an identity"
                                                                       : "registered with other FFI handlers";
    return Status(StatusCode::kFailedPrecondition,
                  "custom-call target @" + std::string(name) + " is already " + what);
  }

  std::vector<std::string> Names() const {
    std::shared_lock<std::shared_mutex> lock(mutex_);
    std::vector<std::string> names;
    for (const auto& [name, target] : targets_) names.push_back(name);
    return names;
  }

 private:
  mutable std::shared_mutex mutex_;
  std::map<std::string, std::unique_ptr<CustomCallTarget>, std::less<>> targets_;
};

Registry& Targets() {
  static Registry* registry = new Registry;  // never destroyed: handlers may run during exit
  return *registry;
}

// Kernels of other toolchains, which hlx does not run: (target, what it is).
constexpr std::pair<std::string_view, std::string_view> kForeignKernels[] = {
    {"tpu_custom_call", "a Mosaic TPU kernel (Pallas)"},
    {"mosaic_gpu", "a Mosaic GPU kernel (Pallas)"},
    {"mosaic_gpu_v2", "a Mosaic GPU kernel (Pallas)"},
    {"triton_kernel_call", "a Triton kernel (Pallas or jax-triton)"},
    {"__gpu$xla.gpu.triton", "a Triton kernel"},
};

// A call to one of hlx's own targets that run on buffers, on the evaluator's tensors.
Results RunBuiltin(const OpCall& c, const CustomCallTarget& target, std::string_view name) {
  std::vector<Type> operand_types;
  for (const Tensor& a : c.args) operand_types.push_back(a.type());
  const BuiltinSite site{c.ctx.module(), c.op, name, operand_types, c.result_types};
  HLX_ASSIGN_OR_RETURN(std::unique_ptr<BuiltinCall> call, target.prepare(site));
  std::vector<Tensor> flat;
  for (Type type : FlatResultTypes(c.result_types))
    flat.push_back(type.IsToken() ? Tensor::Token(type) : Tensor::Zeros(type));
  std::vector<const char*> in;
  std::vector<char*> out;
  for (const Tensor& a : c.args) in.push_back(a.is_tensor() ? a.data() : nullptr);
  for (Tensor& r : flat) out.push_back(r.is_tensor() ? r.mutable_data() : nullptr);
  HLX_RETURN_IF_ERROR(call->Run(in, out));
  std::vector<Tensor> results;
  size_t next = 0;
  for (Type type : c.result_types) {
    if (!type.IsTuple()) {
      results.push_back(std::move(flat[next++]));
      continue;
    }
    std::vector<Tensor> elements(std::make_move_iterator(flat.begin() + next),
                                 std::make_move_iterator(flat.begin() + next + type.types().size()));
    next += type.types().size();
    results.push_back(Tensor::Tuple(type, std::move(elements)));
  }
  return results;
}

Results RunFfi(const OpCall& c, const CustomCallTarget& target) {
  HLX_ASSIGN_OR_RETURN(std::unique_ptr<FfiCall> call, FfiCall::Prepare(c.ctx.module(), c.op, target.ffi));
  std::vector<Tensor> results;
  std::vector<const char*> in;
  std::vector<char*> out;
  for (const Tensor& a : c.args) in.push_back(a.is_tensor() ? a.data() : nullptr);
  for (Type type : c.result_types)
    results.push_back(type.IsToken() ? Tensor::Token(type) : Tensor::Zeros(type));
  for (Tensor& r : results) out.push_back(r.is_tensor() ? r.mutable_data() : nullptr);
  const FfiRunInfo run{
      0, static_cast<int32_t>(c.ctx.replica_id() * c.ctx.num_partitions() + c.ctx.partition_id())};
  HLX_RETURN_IF_ERROR(call->Run(in, out, run));
  return results;
}

}  // namespace

Status BuiltinSite::Error(std::string_view message) const {
  return InvalidArgument(module.Where(op.loc()) + ": error: '" + op.name() + "' op " + std::string(message));
}

std::vector<Type> FlatResultTypes(std::span<const Type> result_types) {
  std::vector<Type> flat;
  for (Type type : result_types) {
    if (type.IsTuple())
      flat.insert(flat.end(), type.types().begin(), type.types().end());
    else
      flat.push_back(type);
  }
  return flat;
}

const CustomCallTarget* FindCustomCallTarget(std::string_view name) { return Targets().Find(name); }

Status RegisterFfiCustomCall(std::string_view name, const XLA_FFI_Handler_Bundle& handlers,
                             std::string_view platform) {
  if (!HostPlatform(platform))
    return InvalidArgument(
        "FFI target @" + std::string(name) + " is registered for platform \"" + std::string(platform) +
        "\"; hlx runs handlers of platform \"hlx\" (or \"cpu\", \"Host\"), on host buffers");
  if (!handlers.execute)
    return InvalidArgument("FFI target @" + std::string(name) + " has no execute handler");
  // The execute handler answers for the bundle (its handlers come from one build): asking another
  // stage's handler would call it in a frame of the execute stage.
  HLX_RETURN_IF_ERROR(CheckFfiHandlerVersion(handlers.execute, name));
  CustomCallTarget target;
  target.kind = CustomCallTarget::Kind::kFfi;
  target.ffi = handlers;
  return Targets().Add(name, target);
}

Status RegisterIdentityCustomCall(std::string_view name) {
  CustomCallTarget target;
  target.kind = CustomCallTarget::Kind::kIdentity;
  return Targets().Add(name, target);
}

std::vector<std::string> CustomCallTargetNames() { return Targets().Names(); }

const XLA_FFI_Api* FfiApi() { return HlxFfiApi(); }

Results EvalCustomCall(const OpCall& c) {
  Attr target_attr = c.op.attr("call_target_name");
  const std::string target = target_attr.Is(AttrKind::kString) ? target_attr.string_value() : "";
  const CustomCallTarget* entry = FindCustomCallTarget(target);
  if (!entry) {
    // (A LAPACK routine hlx lacks is named as one.)
    const std::string where = c.ctx.module().Where(c.op.loc()) +
                              ": error: 'stablehlo.custom_call' op calls " +
                              (target.starts_with("lapack_") ? "LAPACK target @" : "target @") + target;
    for (const auto& [name, what] : kForeignKernels)
      if (target == name) return Unimplemented(where + ", " + std::string(what) + ", which hlx does not run");
    return Unimplemented(where +
                         ", which hlx does not implement (a target can be registered: hlx/custom_call.h, "
                         "hlx run --ffi-target, jax.ffi.register_ffi_target(..., platform=\"hlx\"); or "
                         "declared an identity: --identity-custom-call)");
  }
  switch (entry->kind) {
    case CustomCallTarget::Kind::kBuiltin: {
      if (entry->prepare) return RunBuiltin(c, *entry, target);
      std::optional<Results> results = entry->evaluate(c, target);
      HLX_CHECK_MSG(results.has_value(), "a registered custom-call target is not implemented");
      return std::move(*results);
    }
    case CustomCallTarget::Kind::kIdentity:
      return std::move(*Identity(c, target));
    case CustomCallTarget::Kind::kFfi:
      return RunFfi(c, *entry);
  }
  return c.Error("unknown kind of custom-call target");
}

}  // namespace hlx
