#include "passes/passes.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "passes/channels_last.h"
#include "passes/cse.h"
#include "passes/dce.h"
#include "passes/decompose_chlo.h"
#include "passes/fold_batch_norm.h"
#include "passes/fold_constants.h"
#include "passes/fold_layout.h"
#include "passes/inline.h"
#include "passes/lift_constants.h"
#include "passes/lower_quantized.h"
#include "passes/narrow_products.h"
#include "passes/pipeline.h"
#include "passes/refine_shapes.h"
#include "passes/separable_gathers.h"
#include "passes/simplify.h"
#include "passes/transposed_conv.h"
#include "passes/widen_products.h"
#include "support/check.h"

namespace hlx {
namespace {

StatusOr<bool> RunRefineShapes(Module& module, const PassOptions& options) {
  HLX_ASSIGN_OR_RETURN(ArgTypes args, ParseArgTypes(module.types(), options.arg_types));
  return RefineShapes(module, options.entry, args.types, args.values);
}

StatusOr<bool> RunOptimize(Module& module, const PassOptions& options) {
  PipelineOptions pipeline;
  pipeline.print_after_all = options.print_after_all;
  pipeline.verify_each = options.verify_each;
  bool changed = false;
  HLX_RETURN_IF_ERROR(RunOptimizationPipeline(module, pipeline, &changed));
  return changed;
}

StatusOr<bool> RunLiftConstants(Module& module, const PassOptions& options) {
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> values, LiftConstants(module, options.entry));
  return !values.empty();
}

constexpr PassEntry kPasses[] = {
    {"refine-shapes", RunRefineShapes},
    {"decompose-chlo", [](Module& m, const PassOptions&) -> StatusOr<bool> { return DecomposeChlo(m); }},
    {"inline", [](Module& m, const PassOptions&) -> StatusOr<bool> { return Inline(m); }},
    {"simplify", [](Module& m, const PassOptions&) -> StatusOr<bool> { return Simplify(m); }},
    {"fold-constants", [](Module& m, const PassOptions&) -> StatusOr<bool> { return FoldConstants(m); }},
    {"cse", [](Module& m, const PassOptions&) -> StatusOr<bool> { return Cse(m); }},
    {"dce", [](Module& m, const PassOptions&) -> StatusOr<bool> { return Dce(m); }},
    {"fold-layout", [](Module& m, const PassOptions&) -> StatusOr<bool> { return FoldLayout(m); }},
    {"separable-gathers",
     [](Module& m, const PassOptions&) -> StatusOr<bool> { return SeparableGathers(m); }},
    {"optimize", RunOptimize},
    {"lift-constants", RunLiftConstants},
    {"lower-quantized", [](Module& m, const PassOptions&) -> StatusOr<bool> { return LowerQuantized(m); }},
    {"channels-last", [](Module& m, const PassOptions&) -> StatusOr<bool> { return ChannelsLast(m); }},
    {"narrow-products",
     [](Module& m, const PassOptions&) -> StatusOr<bool> {
       constexpr ElementType kNarrow[] = {ElementType::kBF16, ElementType::kF16};
       return NarrowProducts(m, kNarrow);
     }},
    {"widen-products",
     [](Module& m, const PassOptions&) -> StatusOr<bool> {
       constexpr ElementType kNarrow[] = {ElementType::kBF16, ElementType::kF16};
       return WidenProducts(m, kNarrow);
     }},
    {"fold-batch-norm",
     [](Module& m, const PassOptions& options) -> StatusOr<bool> {
       QuantizeOptions quantize;
       quantize.entry = options.entry;
       return FoldBatchNorm(m, quantize);
     }},
    {"transposed-conv-as-dot",
     [](Module& m, const PassOptions&) -> StatusOr<bool> { return TransposedConvAsDot(m); }},
};

Status BadArgTypes(std::string_view text, const std::string& why) {
  return Status(StatusCode::kInvalidArgument, "--arg-types: " + why + " in '" + std::string(text) + "'");
}

bool ParseInt(std::string_view s, int64_t& v) {
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc() && end == s.data() + s.size();
}

// One `tensor<AxBxE>[=V]` entry.
Status ParseArgType(TypeContext& types, std::string_view entry, ArgTypes& out) {
  std::string_view value;
  if (size_t eq = entry.find('='); eq != std::string_view::npos) {
    value = entry.substr(eq + 1);
    entry = entry.substr(0, eq);
  }
  if (!entry.starts_with("tensor<") || !entry.ends_with(">"))
    return BadArgTypes(entry, "expected tensor<...>");
  std::string_view body = entry.substr(7, entry.size() - 8);
  std::vector<int64_t> dims;
  size_t x;
  while ((x = body.find('x')) != std::string_view::npos && x > 0 && std::isdigit(body[0])) {
    int64_t d;
    if (!ParseInt(body.substr(0, x), d) || d < 0) return BadArgTypes(entry, "expected a static dimension");
    dims.push_back(d);
    body = body.substr(x + 1);
  }
  const ElementInfo* element = LookupElementType(body);
  if (!element) return BadArgTypes(entry, "unknown element type '" + std::string(body) + "'");
  Type type = types.Tensor(dims, types.Element(element->type));
  out.types.push_back(type);
  if (value.empty()) {
    out.values.emplace_back();
    return Status::Ok();
  }
  int64_t v;
  if (!dims.empty() || !IsInteger(element->type) || !ParseInt(value, v))
    return BadArgTypes(entry, "a value goes with an integer scalar type only");
  out.values.push_back(MakeInts(type, std::vector<int64_t>{v}));
  return Status::Ok();
}

}  // namespace

std::span<const PassEntry> OptimizationPasses() { return kPasses; }

StatusOr<std::vector<std::string>> ParsePassList(std::string_view list, std::span<const PassEntry> passes) {
  std::vector<std::string> names;
  for (size_t start = 0; start <= list.size();) {
    const size_t comma = std::min(list.find(',', start), list.size());
    std::string name(list.substr(start, comma - start));
    if (std::ranges::find(passes, name, &PassEntry::name) == passes.end()) {
      std::string known;
      for (const PassEntry& p : passes) known += (known.empty() ? "" : ", ") + std::string(p.name);
      return InvalidArgument("unknown pass '" + name + "' (passes: " + known + ")");
    }
    names.push_back(std::move(name));
    start = comma + 1;
  }
  return names;
}

StatusOr<ArgTypes> ParseArgTypes(TypeContext& types, std::string_view text) {
  ArgTypes out;
  while (!text.empty()) {
    size_t comma = text.find(',');
    HLX_RETURN_IF_ERROR(ParseArgType(types, text.substr(0, comma), out));
    text = comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1);
  }
  return out;
}

StatusOr<bool> RunPass(std::span<const PassEntry> passes, std::string_view name, Module& module,
                       const PassOptions& options) {
  auto it = std::ranges::find(passes, name, &PassEntry::name);
  HLX_CHECK(it != passes.end());
  return it->run(module, options);
}

}  // namespace hlx
