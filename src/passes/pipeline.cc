#include "passes/pipeline.h"

#include <ostream>
#include <string>
#include <string_view>

#include "ir/verifier.h"
#include "passes/channels_last.h"
#include "passes/cse.h"
#include "passes/dce.h"
#include "passes/decompose_chlo.h"
#include "passes/fold_constants.h"
#include "passes/fold_layout.h"
#include "passes/inline.h"
#include "passes/lower_quantized.h"
#include "passes/narrow_products.h"
#include "passes/separable_gathers.h"
#include "passes/simplify.h"
#include "passes/transposed_conv.h"
#include "passes/widen_products.h"

namespace hlx {
namespace {

// Runs the steps of a pipeline one after the other: each is verified and printed as the options say.
class Steps {
 public:
  Steps(Module& module, const PipelineOptions& options) : module_(module), options_(options) {}

  template <typename Pass>
  Status Run(std::string_view name, const Pass& pass) {
    StatusOr<bool> changed = pass(module_);
    if (!changed.ok())
      return Status(changed.status().code(),
                    changed.status().message() + " (in pass " + std::string(name) + ")");
    changed_ |= *changed;
    if (options_.verify_each) {
      Status verified = VerifyModule(module_);
      if (!verified.ok())
        return Status(verified.code(), verified.message() + " (after pass " + std::string(name) + ")");
    }
    if (options_.print_after_all)
      *options_.print_after_all << "// ----- IR after " << name << " -----\n"
                                << PrintModule(module_, options_.print_options);
    return Status::Ok();
  }
  bool changed() const { return changed_; }

 private:
  Module& module_;
  const PipelineOptions& options_;
  bool changed_ = false;
};

StatusOr<bool> DecomposeChloStep(Module& module) { return DecomposeChlo(module); }

}  // namespace

Status RunOptimizationPipeline(Module& module, const PipelineOptions& options, bool* changed) {
  Steps steps(module, options);
  // Frontend: one function, stablehlo ops only.
  HLX_RETURN_IF_ERROR(steps.Run("inline", Inline));
  HLX_RETURN_IF_ERROR(steps.Run("decompose-chlo", DecomposeChloStep));
  if (options.lower_quantized) HLX_RETURN_IF_ERROR(steps.Run("lower-quantized", LowerQuantized));
  // Convolutions that are matrix products.
  HLX_RETURN_IF_ERROR(steps.Run("transposed-conv-as-dot", TransposedConvAsDot));
  // Algebra, constants, and what they leave behind.
  HLX_RETURN_IF_ERROR(steps.Run("simplify", Simplify));
  HLX_RETURN_IF_ERROR(steps.Run("fold-constants", FoldConstants));
  HLX_RETURN_IF_ERROR(steps.Run("cse", Cse));
  HLX_RETURN_IF_ERROR(steps.Run("dce", Dce));
  // Layout: transposes and unit reshapes into the ops that consume them, then tidy up again.
  if (options.channels_last_convolutions) HLX_RETURN_IF_ERROR(steps.Run("channels-last", ChannelsLast));
  if (!options.narrow_products.empty())
    HLX_RETURN_IF_ERROR(
        steps.Run("narrow-products", [&](Module& m) { return NarrowProducts(m, options.narrow_products); }));
  if (!options.widen_products.empty())
    HLX_RETURN_IF_ERROR(
        steps.Run("widen-products", [&](Module& m) { return WidenProducts(m, options.widen_products); }));
  HLX_RETURN_IF_ERROR(steps.Run("fold-layout", FoldLayout));
  // Gathers of separable indices: after fold-layout, which leaves their coordinates as broadcasts.
  HLX_RETURN_IF_ERROR(steps.Run("separable-gathers", SeparableGathers));
  HLX_RETURN_IF_ERROR(steps.Run("simplify", Simplify));
  HLX_RETURN_IF_ERROR(steps.Run("dce", Dce));
  if (changed) *changed = steps.changed();
  return Status::Ok();
}

}  // namespace hlx
