#include "sharding/rules.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <numeric>
#include <utility>

#include "sharding/import.h"
#include "sharding/text_cursor.h"
#include "support/check.h"

namespace hlx {
namespace {

std::vector<int64_t> Shape(const Value* v) {
  Type t = v->type();
  return t.IsTensor() ? std::vector<int64_t>(t.dims().begin(), t.dims().end()) : std::vector<int64_t>();
}

bool Contains(const std::vector<int64_t>& list, int64_t x) {
  return std::find(list.begin(), list.end(), x) != list.end();
}

std::vector<int64_t> IntsAttr(const Op& op, std::string_view name) {
  Attr a = op.attr(name);
  std::optional<std::vector<int64_t>> ints = a ? a.AsIntList() : std::nullopt;
  return ints ? *ints : std::vector<int64_t>();
}

int64_t IntAttr(const Op& op, std::string_view name, int64_t default_value) {
  Attr a = op.attr(name);
  return a.Is(AttrKind::kInteger) ? a.int_value() : default_value;
}

// Builds a rule one factor at a time. A factor lists the (tensor, dimension) pairs it is in, for operands
// and results; it becomes the minor-most factor of each.
using Dims = std::vector<std::pair<int, int64_t>>;
class RuleBuilder {
 public:
  explicit RuleBuilder(const Op& op) {
    for (int i = 0; i < op.num_operands(); ++i) rule_.operands.emplace_back(Shape(op.operand(i)).size());
    for (int i = 0; i < op.num_results(); ++i) rule_.results.emplace_back(Shape(op.result(i)).size());
  }
  RuleBuilder& Add(int64_t size, const Dims& in, const Dims& out,
                   FactorKind kind = FactorKind::kPassThrough) {
    const int f = rule_.num_factors();
    rule_.factor_sizes.push_back(size);
    rule_.factor_kinds.push_back(kind);
    for (auto [t, d] : in) rule_.operands[t][d].push_back(f);
    for (auto [t, d] : out) rule_.results[t][d].push_back(f);
    return *this;
  }
  // One factor per dimension of `shape`, in every tensor of that rank; `kind_of(d)` gives its kind.
  RuleBuilder& Pointwise(const std::vector<int64_t>& shape,
                         const std::function<FactorKind(int64_t)>& kind_of = nullptr) {
    for (size_t d = 0; d < shape.size(); ++d) {
      Dims in, out;
      for (size_t t = 0; t < rule_.operands.size(); ++t)
        if (rule_.operands[t].size() == shape.size()) in.push_back({static_cast<int>(t), d});
      for (size_t t = 0; t < rule_.results.size(); ++t)
        if (rule_.results[t].size() == shape.size()) out.push_back({static_cast<int>(t), d});
      Add(shape[d], in, out, kind_of ? kind_of(static_cast<int64_t>(d)) : FactorKind::kPassThrough);
    }
    return *this;
  }
  ShardingRule Build() { return std::move(rule_); }

 private:
  ShardingRule rule_;
};

// Dimension d of `in` and `out` as one factor where their sizes match, else as a factor of `kind` of the
// result's size (kind nullopt: a factor of each, not shared).
RuleBuilder& MatchDims(RuleBuilder& b, const std::vector<int64_t>& in, const std::vector<int64_t>& out,
                       const Dims& in_tensors, const Dims& out_tensors, int64_t in_d, int64_t out_d,
                       std::optional<FactorKind> mismatch) {
  auto at = [](const Dims& tensors, int64_t d) {
    Dims dims;
    for (auto [t, unused] : tensors) dims.push_back({t, d});
    return dims;
  };
  if (in[in_d] == out[out_d]) return b.Add(out[out_d], at(in_tensors, in_d), at(out_tensors, out_d));
  if (mismatch) return b.Add(out[out_d], at(in_tensors, in_d), at(out_tensors, out_d), *mismatch);
  b.Add(in[in_d], at(in_tensors, in_d), {});
  return b.Add(out[out_d], {}, at(out_tensors, out_d));
}

// The factors of a reshape: shared factors (the gcd of what is left of the current input and output
// dimensions) while both sides have consumed the same number of elements, a factor of one side alone
// until they meet again where they diverge. Size-1 dimensions get a factor of their own.
ShardingRule ReshapeRule(const Op& op) {
  const std::vector<int64_t> in = Shape(op.operand(0)), out = Shape(op.result(0));
  RuleBuilder b(op);
  size_t i = 0, j = 0;
  int64_t left_in = in.empty() ? 1 : in[0], left_out = out.empty() ? 1 : out[0];
  int64_t done_in = 1, done_out = 1;
  for (;;) {
    // Move past consumed dimensions; a dimension of size 1 gets its own factor.
    while (i < in.size() && left_in == 1) {
      if (in[i] == 1) b.Add(1, {{0, static_cast<int64_t>(i)}}, {});
      if (++i < in.size()) left_in = in[i];
    }
    while (j < out.size() && left_out == 1) {
      if (out[j] == 1) b.Add(1, {}, {{0, static_cast<int64_t>(j)}});
      if (++j < out.size()) left_out = out[j];
    }
    if (i == in.size() && j == out.size()) break;
    const int64_t g = i < in.size() && j < out.size() ? std::gcd(left_in, left_out) : 1;
    if (done_in == done_out && g > 1) {
      b.Add(g, {{0, static_cast<int64_t>(i)}}, {{0, static_cast<int64_t>(j)}});
      left_in /= g;
      left_out /= g;
      done_in *= g;
      done_out *= g;
    } else if (j == out.size() || (i < in.size() && done_in <= done_out)) {
      b.Add(left_in, {{0, static_cast<int64_t>(i)}}, {});
      done_in *= left_in;
      left_in = 1;
    } else {
      b.Add(left_out, {}, {{0, static_cast<int64_t>(j)}});
      done_out *= left_out;
      left_out = 1;
    }
  }
  return b.Build();
}

ShardingRule BroadcastInDimRule(const Op& op) {
  const std::vector<int64_t> in = Shape(op.operand(0)), out = Shape(op.result(0));
  const std::vector<int64_t> dims = IntsAttr(op, "broadcast_dimensions");
  RuleBuilder b(op);
  for (size_t r = 0; r < out.size(); ++r) {
    auto it = std::find(dims.begin(), dims.end(), static_cast<int64_t>(r));
    if (it == dims.end()) {
      b.Add(out[r], {}, {{0, r}});
      continue;
    }
    const int64_t d = it - dims.begin();
    if (in[d] == out[r]) {
      b.Add(out[r], {{0, d}}, {{0, r}});
    } else {  // a dimension of size 1 expanded
      b.Add(in[d], {{0, d}}, {});
      b.Add(out[r], {}, {{0, r}});
    }
  }
  return b.Build();
}

ShardingRule DotGeneralRule(const Op& op) {
  const std::vector<int64_t> lhs = Shape(op.operand(0)), rhs = Shape(op.operand(1));
  const DotDims dims = GetDotDims(op.attr("dot_dimension_numbers"));
  RuleBuilder b(op);
  int64_t out = 0;
  for (size_t k = 0; k < dims.lhs_batching.size(); ++k)
    b.Add(lhs[dims.lhs_batching[k]], {{0, dims.lhs_batching[k]}, {1, dims.rhs_batching[k]}}, {{0, out++}});
  for (size_t d = 0; d < lhs.size(); ++d)
    if (!Contains(dims.lhs_batching, d) && !Contains(dims.lhs_contracting, d))
      b.Add(lhs[d], {{0, d}}, {{0, out++}});
  for (size_t d = 0; d < rhs.size(); ++d)
    if (!Contains(dims.rhs_batching, d) && !Contains(dims.rhs_contracting, d))
      b.Add(rhs[d], {{1, d}}, {{0, out++}});
  for (size_t k = 0; k < dims.lhs_contracting.size(); ++k)
    b.Add(lhs[dims.lhs_contracting[k]], {{0, dims.lhs_contracting[k]}, {1, dims.rhs_contracting[k]}}, {},
          FactorKind::kReduction);
  return b.Build();
}

ShardingRule DotRule(const Op& op) {
  const std::vector<int64_t> lhs = Shape(op.operand(0)), rhs = Shape(op.operand(1));
  RuleBuilder b(op);
  int64_t out = 0;
  if (lhs.size() == 2) b.Add(lhs[0], {{0, 0}}, {{0, out++}});
  if (rhs.size() == 2) b.Add(rhs[1], {{1, 1}}, {{0, out++}});
  b.Add(rhs[0], {{0, static_cast<int64_t>(lhs.size()) - 1}, {1, 0}}, {}, FactorKind::kReduction);
  return b.Build();
}

std::optional<ShardingRule> ConvolutionRule(const Op& op) {
  std::optional<ConvWindow> w = GetConvWindow(op);
  if (!w) return std::nullopt;
  const std::vector<int64_t> in = Shape(op.operand(0)), kernel = Shape(op.operand(1)),
                             out = Shape(op.result(0));
  const ConvDims& d = w->dims;
  const int64_t batch_groups = w->batch_group_count, feature_groups = w->feature_group_count;
  RuleBuilder b(op);
  if (batch_groups > 1)  // the groups are the major part of the batch and of the output features
    b.Add(batch_groups, {{0, d.input_batch}, {1, d.kernel_output_feature}}, {{0, d.output_feature}});
  b.Add(out[d.output_batch], {{0, d.input_batch}}, {{0, d.output_batch}});
  if (feature_groups > 1)
    b.Add(feature_groups, {{0, d.input_feature}, {1, d.kernel_output_feature}}, {{0, d.output_feature}});
  b.Add(kernel[d.kernel_input_feature], {{0, d.input_feature}, {1, d.kernel_input_feature}}, {},
        FactorKind::kReduction);
  b.Add(out[d.output_feature] / (batch_groups * feature_groups), {{1, d.kernel_output_feature}},
        {{0, d.output_feature}});
  for (int64_t s = 0; s < w->num_spatial(); ++s) {
    // The windows of an input dimension are the output's; moving along them takes neighbours' data.
    b.Add(out[d.output_spatial[s]], {{0, d.input_spatial[s]}}, {{0, d.output_spatial[s]}},
          in[d.input_spatial[s]] == out[d.output_spatial[s]] && kernel[d.kernel_spatial[s]] == 1
              ? FactorKind::kPassThrough
              : FactorKind::kPermutation);
    b.Add(kernel[d.kernel_spatial[s]], {{1, d.kernel_spatial[s]}}, {}, FactorKind::kReduction);
  }
  return b.Build();
}

ShardingRule ReduceRule(const Op& op) {
  const int n = op.num_results();
  const std::vector<int64_t> in = Shape(op.operand(0)), dims = IntsAttr(op, "dimensions");
  RuleBuilder b(op);
  int64_t out = 0;
  for (size_t d = 0; d < in.size(); ++d) {
    Dims ins, outs;
    for (int t = 0; t < n; ++t) ins.push_back({t, d});
    if (Contains(dims, d)) {
      b.Add(in[d], ins, {}, FactorKind::kReduction);
      continue;
    }
    for (int t = 0; t < n; ++t) outs.push_back({t, out});
    b.Add(in[d], ins, outs);
    ++out;
  }
  return b.Build();
}

// reduce_window and select_and_scatter: a dimension the windows keep passes through; one they change is
// a permutation factor of the windows' count.
ShardingRule WindowRule(const Op& op, const std::vector<int64_t>& in, const std::vector<int64_t>& out,
                        const Dims& in_tensors, const Dims& out_tensors) {
  RuleBuilder b(op);
  for (size_t d = 0; d < in.size(); ++d)
    MatchDims(b, in, out, in_tensors, out_tensors, d, d, FactorKind::kPermutation);
  return b.Build();
}

ShardingRule ConcatenateRule(const Op& op) {
  const std::vector<int64_t> out = Shape(op.result(0));
  const int64_t dim = IntAttr(op, "dimension", 0);
  return RuleBuilder(op)
      .Pointwise(out,
                 [&](int64_t d) { return d == dim ? FactorKind::kPermutation : FactorKind::kPassThrough; })
      .Build();
}

ShardingRule GatherRule(const Op& op) {
  const std::vector<int64_t> operand = Shape(op.operand(0)), indices = Shape(op.operand(1)),
                             out = Shape(op.result(0));
  const GatherDims g = GetGatherDims(op.attr("dimension_numbers"));
  RuleBuilder b(op);
  std::vector<int64_t> window;  // the operand dimensions the offset dimensions take, in order
  for (size_t d = 0; d < operand.size(); ++d)
    if (!Contains(g.collapsed_slice_dims, d) && !Contains(g.operand_batching_dims, d)) window.push_back(d);
  int64_t batch = 0;
  for (size_t r = 0; r < out.size(); ++r) {
    auto offset = std::find(g.offset_dims.begin(), g.offset_dims.end(), static_cast<int64_t>(r));
    if (offset != g.offset_dims.end()) {
      const int64_t d = window[offset - g.offset_dims.begin()];
      MatchDims(b, operand, out, {{0, 0}}, {{0, 0}}, d, r, std::nullopt);
      continue;
    }
    const int64_t id = batch < g.index_vector_dim ? batch : batch + 1;
    ++batch;
    Dims ins = {{1, id}};
    auto k = std::find(g.start_indices_batching_dims.begin(), g.start_indices_batching_dims.end(), id);
    if (k != g.start_indices_batching_dims.end())
      ins.push_back({0, g.operand_batching_dims[k - g.start_indices_batching_dims.begin()]});
    b.Add(out[r], ins, {{0, r}});
  }
  for (int64_t d : g.collapsed_slice_dims) b.Add(operand[d], {{0, d}}, {});
  return b.Build();
}

ShardingRule ScatterRule(const Op& op) {
  const int n = op.num_results();
  const std::vector<int64_t> input = Shape(op.operand(0)), updates = Shape(op.operand(n + 1));
  const ScatterDims s = GetScatterDims(op.attr("scatter_dimension_numbers"));
  RuleBuilder b(op);
  auto inputs_at = [&](int64_t d) {
    Dims dims;
    for (int t = 0; t < n; ++t) dims.push_back({t, d});
    return dims;
  };
  auto updates_at = [&](int64_t d) {
    Dims dims;
    for (int t = 0; t < n; ++t) dims.push_back({n + 1 + t, d});
    return dims;
  };
  auto join = [](Dims a, const Dims& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
  };
  std::vector<int64_t> window;
  for (size_t d = 0; d < input.size(); ++d)
    if (!Contains(s.inserted_window_dims, d) && !Contains(s.input_batching_dims, d)) window.push_back(d);
  int64_t scatter = 0;
  for (size_t u = 0; u < updates.size(); ++u) {
    auto w = std::find(s.update_window_dims.begin(), s.update_window_dims.end(), static_cast<int64_t>(u));
    if (w != s.update_window_dims.end()) {
      const int64_t d = window[w - s.update_window_dims.begin()];
      if (input[d] == updates[u]) {
        b.Add(input[d], join(inputs_at(d), updates_at(u)), inputs_at(d));
      } else {
        b.Add(input[d], inputs_at(d), inputs_at(d));
        b.Add(updates[u], updates_at(u), {});
      }
      continue;
    }
    const int64_t id = scatter < s.index_vector_dim ? scatter : scatter + 1;
    ++scatter;
    auto k = std::find(s.scatter_indices_batching_dims.begin(), s.scatter_indices_batching_dims.end(), id);
    if (k != s.scatter_indices_batching_dims.end()) {
      const int64_t d = s.input_batching_dims[k - s.scatter_indices_batching_dims.begin()];
      b.Add(updates[u], join(join(inputs_at(d), {{n, id}}), updates_at(u)), inputs_at(d));
    } else {  // updates to the same place from several indices: partial results to combine
      b.Add(updates[u], join({{n, id}}, updates_at(u)), {}, FactorKind::kReduction);
    }
  }
  for (int64_t d : s.inserted_window_dims) b.Add(input[d], inputs_at(d), inputs_at(d));
  return b.Build();
}

// Batch dimensions pass through; the trailing `kept` dimensions must stay whole.
ShardingRule BatchRule(const Op& op, const std::vector<int64_t>& shape, int64_t kept) {
  const int64_t batch = static_cast<int64_t>(shape.size()) - kept;
  return RuleBuilder(op)
      .Pointwise(
          shape,
          [&](int64_t d) { return d < batch ? FactorKind::kPassThrough : FactorKind::kNeedReplication; })
      .Build();
}

// The dimensions of `a` and `b` that match, pointwise; the others are factors of their own.
ShardingRule MatchingDimsRule(const Op& op, int operand, int result) {
  const std::vector<int64_t> in = Shape(op.operand(operand)), out = Shape(op.result(result));
  RuleBuilder b(op);
  Dims ins, outs;
  for (int t = 0; t < op.num_operands(); ++t)
    if (Shape(op.operand(t)) == in) ins.push_back({t, 0});
  for (int t = 0; t < op.num_results(); ++t)
    if (Shape(op.result(t)).size() == out.size()) outs.push_back({t, 0});
  for (size_t d = 0; d < in.size() && d < out.size(); ++d)
    MatchDims(b, in, out, ins, outs, d, d, std::nullopt);
  return b.Build();
}

// A collective: each operand and its result correspond dimension by dimension, except the dimensions
// it gathers, scatters, splits or concatenates across devices (`moved`), which stay whole on both sides.
ShardingRule CollectiveRule(const Op& op, const std::vector<int64_t>& moved) {
  RuleBuilder b(op);
  for (int t = 0; t < op.num_operands() && t < op.num_results(); ++t) {
    const std::vector<int64_t> in = Shape(op.operand(t)), out = Shape(op.result(t));
    for (size_t d = 0; d < in.size() && d < out.size(); ++d) {
      if (!Contains(moved, static_cast<int64_t>(d)) && in[d] == out[d]) {
        b.Add(in[d], {{t, d}}, {{t, d}});
        continue;
      }
      b.Add(in[d], {{t, d}}, {}, FactorKind::kNeedReplication);
      b.Add(out[d], {}, {{t, d}}, FactorKind::kNeedReplication);
    }
  }
  return b.Build();
}

// Batch normalization: the operand's dimensions pass through to the results of its rank, and the feature
// dimension is also the one dimension of the scale, offset, mean and variance.
ShardingRule BatchNormRule(const Op& op) {
  const std::vector<int64_t> shape = Shape(op.operand(0));
  const int64_t feature = IntAttr(op, "feature_index", 0);
  RuleBuilder b(op);
  for (size_t d = 0; d < shape.size(); ++d) {
    Dims ins, outs;
    for (int t = 0; t < op.num_operands(); ++t) {
      const size_t rank = Shape(op.operand(t)).size();
      if (rank == shape.size()) ins.push_back({t, d});
      if (rank == 1 && static_cast<int64_t>(d) == feature) ins.push_back({t, 0});
    }
    for (int t = 0; t < op.num_results(); ++t) {
      const size_t rank = Shape(op.result(t)).size();
      if (rank == shape.size()) outs.push_back({t, d});
      if (rank == 1 && static_cast<int64_t>(d) == feature) outs.push_back({t, 0});
    }
    b.Add(shape[d], ins, outs);
  }
  return b.Build();
}

StatusOr<std::optional<ShardingRule>> CustomCallRule(const Op& op) {
  std::vector<int64_t> operand_ranks, result_ranks;
  for (int i = 0; i < op.num_operands(); ++i)
    operand_ranks.push_back(static_cast<int64_t>(Shape(op.operand(i)).size()));
  for (int i = 0; i < op.num_results(); ++i)
    result_ranks.push_back(static_cast<int64_t>(Shape(op.result(i)).size()));
  Attr text = op.attr("sdy.sharding_rule");
  if (!text) {
    Attr frontend = op.attr("mhlo.frontend_attributes");
    if (frontend.Is(AttrKind::kDictionary)) text = frontend.Get("xla.sdy.sharding_rule");
  }
  if (text.Is(AttrKind::kOpaque) || text.Is(AttrKind::kString)) {
    StatusOr<ShardingRule> rule = ParseShardingRule(text.string_value(), operand_ranks, result_ranks);
    if (!rule.ok()) return rule.status();
    return std::optional<ShardingRule>(std::move(rule).value());
  }
  const std::string_view target = CustomCallTarget(op);
  if (target == "annotate_device_placement" || target == "MoveToHost" || target == "MoveToDevice" ||
      target == "LayoutConstraint" || target == "X64Combine" || target == "mhlo.erf")
    return std::optional<ShardingRule>(RuleBuilder(op).Pointwise(Shape(op.result(0))).Build());
  if ((target == "mhlo.topk" || target == "ApproxTopK") && op.num_results() == 2)
    return std::optional<ShardingRule>(MatchingDimsRule(op, 0, 0));
  return std::optional<ShardingRule>();
}

bool StaticShapes(const Op& op) {
  for (const Value* v : op.operands())
    if (v->type().IsTensor() && !v->type().HasStaticShape()) return false;
  for (int r = 0; r < op.num_results(); ++r)
    if (op.result(r)->type().IsTensor() && !op.result(r)->type().HasStaticShape()) return false;
  return true;
}

}  // namespace

bool ShardingRule::IsPointwise() const {
  for (FactorKind k : factor_kinds)
    if (k != FactorKind::kPassThrough) return false;
  for (const auto* list : {&operands, &results})
    for (const auto& tensor : *list) {
      if (tensor.empty()) continue;
      if (static_cast<int>(tensor.size()) != num_factors()) return false;
      for (size_t d = 0; d < tensor.size(); ++d)
        if (tensor[d].size() != 1 || tensor[d][0] != static_cast<int>(d)) return false;
    }
  return true;
}

bool ShardingRule::HasReduction() const {
  return std::find(factor_kinds.begin(), factor_kinds.end(), FactorKind::kReduction) != factor_kinds.end();
}

std::string ShardingRule::ToString() const {
  auto name = [](int f) {
    std::string s(1, static_cast<char>('i' + f % 18));
    if (f >= 18) s += "_" + std::to_string(f / 18);
    return s;
  };
  auto tensors = [&](const std::vector<std::vector<std::vector<int>>>& list) {
    std::string s = "(";
    for (size_t t = 0; t < list.size(); ++t) {
      s += t ? ", [" : "[";
      for (size_t d = 0; d < list[t].size(); ++d) {
        s += d ? ", " : "";
        for (int f : list[t][d]) s += name(f);
      }
      s += "]";
    }
    return s + ")";
  };
  std::string s = tensors(operands) + "->" + tensors(results) + " {";
  for (int f = 0; f < num_factors(); ++f)
    s += (f ? ", " : "") + name(f) + "=" + std::to_string(factor_sizes[f]);
  s += "}";
  for (auto [kind, label] : {std::pair{FactorKind::kReduction, "reduction"},
                             std::pair{FactorKind::kNeedReplication, "need_replication"},
                             std::pair{FactorKind::kPermutation, "permutation"}}) {
    std::string list;
    for (int f = 0; f < num_factors(); ++f)
      if (factor_kinds[f] == kind) list += (list.empty() ? "" : ", ") + name(f);
    if (!list.empty()) s += std::string(" ") + label + "={" + list + "}";
  }
  return custom ? s + ", custom" : s;
}

StatusOr<ShardingRule> ParseShardingRule(std::string_view text, const std::vector<int64_t>& operand_ranks,
                                         const std::vector<int64_t>& result_ranks) {
  TextCursor t(text);
  const std::string where = "the sharding rule " + std::string(text) + ": ";
  auto fail = [&](const Status& s) { return Status(s.code(), where + s.message()); };
  if (!t.Eat("#sdy.op_sharding_rule") || !t.Eat("<")) return fail(t.Fail("#sdy.op_sharding_rule<"));
  // Each tensor's dimensions as factor names, e.g. [ij, k].
  using Names = std::vector<std::vector<std::string>>;
  auto read_tensors = [&](std::vector<Names>& tensors) -> Status {
    HLX_RETURN_IF_ERROR(t.Expect("("));
    while (!t.Eat(")")) {
      if (!tensors.empty()) HLX_RETURN_IF_ERROR(t.Expect(",", "',' or ')'"));
      HLX_RETURN_IF_ERROR(t.Expect("["));
      Names dims;
      while (!t.Eat("]")) {
        if (!dims.empty()) HLX_RETURN_IF_ERROR(t.Expect(",", "',' or ']'"));
        std::optional<std::string> id = t.BareId();
        if (!id) return t.Fail("factor names");
        std::vector<std::string> factors;
        for (size_t c = 0; c < id->size();) {
          size_t end = c + 1;
          if (end < id->size() && (*id)[end] == '_')
            for (++end; end < id->size() && std::isdigit(static_cast<unsigned char>((*id)[end]));) ++end;
          factors.push_back(id->substr(c, end - c));
          c = end;
        }
        dims.push_back(std::move(factors));
      }
      tensors.push_back(std::move(dims));
    }
    return Status::Ok();
  };
  std::vector<Names> ins, outs;
  if (Status s = read_tensors(ins); !s.ok()) return fail(s);
  if (Status s = t.Expect("->"); !s.ok()) return fail(s);
  if (Status s = read_tensors(outs); !s.ok()) return fail(s);
  ShardingRule rule;
  std::map<std::string, int> index;
  if (t.Eat("{")) {
    while (!t.Eat("}")) {
      if (!index.empty()) {
        if (Status s = t.Expect(",", "',' or '}'"); !s.ok()) return fail(s);
      }
      std::optional<std::string> name = t.BareId();
      if (!name) return fail(t.Fail("a factor name"));
      if (Status s = t.Expect("="); !s.ok()) return fail(s);
      std::optional<int64_t> size = t.Int();
      if (!size) return fail(t.Fail("the size of factor " + *name));
      index[*name] = rule.num_factors();
      rule.factor_sizes.push_back(*size);
      rule.factor_kinds.push_back(FactorKind::kPassThrough);
    }
  }
  for (;;) {
    t.Eat(",");
    std::optional<std::string> key = t.BareId();
    if (!key) break;
    if (*key == "custom") {
      rule.custom = true;
      continue;
    }
    FactorKind kind;
    if (*key == "reduction") {
      kind = FactorKind::kReduction;
    } else if (*key == "need_replication") {
      kind = FactorKind::kNeedReplication;
    } else if (*key == "permutation") {
      kind = FactorKind::kPermutation;
    } else if (*key == "blocked_propagation") {
      kind = FactorKind::kNeedReplication;
    } else {
      return fail(
          InvalidArgument("expected reduction, need_replication, permutation, blocked_propagation or "
                          "custom, found '" +
                          *key + "'"));
    }
    if (Status s = t.Expect("="); !s.ok()) return fail(s);
    if (Status s = t.Expect("{"); !s.ok()) return fail(s);
    while (!t.Eat("}")) {
      t.Eat(",");
      std::optional<std::string> name = t.BareId();
      if (!name || !index.count(*name)) return fail(t.Fail("a factor of the rule"));
      rule.factor_kinds[index[*name]] = kind;
    }
  }
  if (Status s = t.Expect(">"); !s.ok()) return fail(s);
  auto convert = [&](const std::vector<Names>& tensors, const std::vector<int64_t>& ranks, const char* what,
                     std::vector<std::vector<std::vector<int>>>& to) -> Status {
    if (tensors.size() != ranks.size())
      return InvalidArgument("expected " + std::to_string(ranks.size()) + " " + what + " mapping(s), found " +
                             std::to_string(tensors.size()));
    for (size_t i = 0; i < tensors.size(); ++i) {
      if (static_cast<int64_t>(tensors[i].size()) != ranks[i])
        return InvalidArgument("expected " + std::to_string(ranks[i]) + " dimension(s) for " + what + " " +
                               std::to_string(i) + ", found " + std::to_string(tensors[i].size()));
      to.emplace_back();
      for (const auto& dim : tensors[i]) {
        to.back().emplace_back();
        for (const std::string& name : dim) {
          auto it = index.find(name);
          if (it == index.end())
            return InvalidArgument("expected a factor with a size, found '" + name + "'");
          to.back().back().push_back(it->second);
        }
      }
    }
    return Status::Ok();
  };
  if (Status s = convert(ins, operand_ranks, "operand", rule.operands); !s.ok()) return fail(s);
  if (Status s = convert(outs, result_ranks, "result", rule.results); !s.ok()) return fail(s);
  return rule;
}

StatusOr<std::optional<ShardingRule>> GetShardingRule(const Module& module, const Op& op) {
  using Rule = std::optional<ShardingRule>;
  if (!StaticShapes(op)) return Rule();
  switch (op.kind()) {
    case OpKind::kCustomCall: {
      StatusOr<Rule> rule = CustomCallRule(op);
      if (!rule.ok())
        return Status(rule.status().code(), module.Where(op.loc()) + ": " + rule.status().message());
      return rule;
    }
    case OpKind::kChloMulhi:
    case OpKind::kChloNextAfter:
    case OpKind::kChloPolygamma:
    case OpKind::kChloZeta:
    case OpKind::kClamp:
    case OpKind::kSelect:
    case OpKind::kReverse:
    case OpKind::kMap:
      HLX_SAME_SHAPE_ELEMENTWISE_CASES
      return Rule(RuleBuilder(op).Pointwise(Shape(op.result(0))).Build());
    case OpKind::kAllReduce:
    case OpKind::kCollectivePermute:
    case OpKind::kCollectiveBroadcast:
      return Rule(CollectiveRule(op, {}));
    case OpKind::kAllGather:
      return Rule(CollectiveRule(op, {IntAttr(op, "all_gather_dim", 0)}));
    case OpKind::kReduceScatter:
      return Rule(CollectiveRule(op, {IntAttr(op, "scatter_dimension", 0)}));
    case OpKind::kAllToAll:
      return Rule(
          CollectiveRule(op, {IntAttr(op, "split_dimension", 0), IntAttr(op, "concat_dimension", 0)}));
    case OpKind::kBitcastConvert: {
      // Elements of another width: the extra minor dimension of the narrower side must stay whole.
      const std::vector<int64_t> in = Shape(op.operand(0)), out = Shape(op.result(0));
      RuleBuilder b(op);
      const std::vector<int64_t>& shorter = in.size() < out.size() ? in : out;
      for (size_t d = 0; d < shorter.size(); ++d) b.Add(shorter[d], {{0, d}}, {{0, d}});
      if (in.size() > out.size()) b.Add(in.back(), {{0, in.size() - 1}}, {}, FactorKind::kNeedReplication);
      if (out.size() > in.size()) b.Add(out.back(), {}, {{0, out.size() - 1}}, FactorKind::kNeedReplication);
      return Rule(b.Build());
    }
    case OpKind::kBroadcastInDim:
      return Rule(BroadcastInDimRule(op));
    case OpKind::kBroadcast: {
      const std::vector<int64_t> in = Shape(op.operand(0)), out = Shape(op.result(0));
      RuleBuilder b(op);
      const int64_t added = static_cast<int64_t>(out.size() - in.size());
      for (int64_t r = 0; r < added; ++r) b.Add(out[r], {}, {{0, r}});
      for (size_t d = 0; d < in.size(); ++d) b.Add(in[d], {{0, d}}, {{0, added + static_cast<int64_t>(d)}});
      return Rule(b.Build());
    }
    case OpKind::kReshape: {
      const Type in = op.operand(0)->type();
      if (!in.IsTensor() || in.NumElements() == 0) return Rule();
      return Rule(ReshapeRule(op));
    }
    case OpKind::kTranspose: {
      const std::vector<int64_t> in = Shape(op.operand(0)), perm = IntsAttr(op, "permutation");
      RuleBuilder b(op);
      for (size_t r = 0; r < perm.size(); ++r) b.Add(in[perm[r]], {{0, perm[r]}}, {{0, r}});
      return Rule(b.Build());
    }
    case OpKind::kDotGeneral:
      return Rule(DotGeneralRule(op));
    case OpKind::kDot:
      return Rule(DotRule(op));
    case OpKind::kConvolution:
      return ConvolutionRule(op);
    case OpKind::kReduce:
      return Rule(ReduceRule(op));
    case OpKind::kReduceWindow: {
      const int n = op.num_results();
      Dims ins, outs;
      for (int t = 0; t < n; ++t) {
        ins.push_back({t, 0});
        outs.push_back({t, 0});
      }
      return Rule(WindowRule(op, Shape(op.operand(0)), Shape(op.result(0)), ins, outs));
    }
    case OpKind::kSelectAndScatter: {
      // The operand and the result pass through; the source has the windows' count.
      const std::vector<int64_t> operand = Shape(op.operand(0)), source = Shape(op.operand(1));
      RuleBuilder b(op);
      for (size_t d = 0; d < operand.size(); ++d) {
        if (source[d] == operand[d]) {
          b.Add(operand[d], {{0, d}, {1, d}}, {{0, d}});
        } else {
          b.Add(operand[d], {{0, d}}, {{0, d}});
          b.Add(source[d], {{1, d}}, {}, FactorKind::kPermutation);
        }
      }
      return Rule(b.Build());
    }
    case OpKind::kConcatenate:
      return Rule(ConcatenateRule(op));
    case OpKind::kPad:
    case OpKind::kSlice: {
      const std::vector<int64_t> in = Shape(op.operand(0)), out = Shape(op.result(0));
      RuleBuilder b(op);
      for (size_t d = 0; d < in.size(); ++d)
        MatchDims(b, in, out, {{0, 0}}, {{0, 0}}, d, d, FactorKind::kPermutation);
      return Rule(b.Build());
    }
    case OpKind::kDynamicSlice: {
      // The start indices are known at run time only: a sliced dimension does not pass.
      const std::vector<int64_t> in = Shape(op.operand(0)), out = Shape(op.result(0));
      RuleBuilder b(op);
      for (size_t d = 0; d < in.size(); ++d) MatchDims(b, in, out, {{0, 0}}, {{0, 0}}, d, d, std::nullopt);
      return Rule(b.Build());
    }
    case OpKind::kDynamicUpdateSlice: {
      const std::vector<int64_t> in = Shape(op.operand(0)), update = Shape(op.operand(1));
      RuleBuilder b(op);
      for (size_t d = 0; d < in.size(); ++d) {
        if (in[d] == update[d]) {
          b.Add(in[d], {{0, d}, {1, d}}, {{0, d}});
        } else {
          b.Add(in[d], {{0, d}}, {{0, d}});
          b.Add(update[d], {{1, d}}, {});
        }
      }
      return Rule(b.Build());
    }
    case OpKind::kGather:
      return Rule(GatherRule(op));
    case OpKind::kScatter:
      return Rule(ScatterRule(op));
    case OpKind::kSort: {
      const int64_t dim = IntAttr(op, "dimension", -1);
      const std::vector<int64_t> shape = Shape(op.operand(0));
      const int64_t sorted = dim < 0 ? dim + static_cast<int64_t>(shape.size()) : dim;
      return Rule(RuleBuilder(op)
                      .Pointwise(shape,
                                 [&](int64_t d) {
                                   return d == sorted ? FactorKind::kNeedReplication
                                                      : FactorKind::kPassThrough;
                                 })
                      .Build());
    }
    case OpKind::kFft:
      return Rule(
          BatchRule(op, Shape(op.operand(0)), static_cast<int64_t>(IntsAttr(op, "fft_length").size())));
    case OpKind::kCholesky:
      return Rule(BatchRule(op, Shape(op.operand(0)), 2));
    case OpKind::kTriangularSolve: {
      const std::vector<int64_t> a = Shape(op.operand(0)), b = Shape(op.operand(1));
      const int64_t batch = static_cast<int64_t>(a.size()) - 2;
      RuleBuilder rb(op);
      for (int64_t d = 0; d < batch; ++d) rb.Add(a[d], {{0, d}, {1, d}}, {{0, d}});
      for (int64_t d = batch; d < batch + 2; ++d) {
        rb.Add(a[d], {{0, d}}, {}, FactorKind::kNeedReplication);
        rb.Add(b[d], {{1, d}}, {{0, d}}, FactorKind::kNeedReplication);
      }
      return Rule(rb.Build());
    }
    case OpKind::kChloTopK:
      return Rule(MatchingDimsRule(op, 0, 0));
    case OpKind::kBatchNormTraining:
    case OpKind::kBatchNormInference:
    case OpKind::kBatchNormGrad:
      return Rule(BatchNormRule(op));
    // Ops without operands: their results take shardings from their users.
    case OpKind::kConstant:
    case OpKind::kIota:
    case OpKind::kArithConstant:
    case OpKind::kSdyConstant:
    case OpKind::kReplicaId:
    case OpKind::kPartitionId:
    case OpKind::kCreateToken:
    // Data flow: propagation ties the values that flow into one another directly.
    case OpKind::kWhile:
    case OpKind::kIf:
    case OpKind::kCase:
    case OpKind::kReturn:
    case OpKind::kOptimizationBarrier:
    case OpKind::kFuncCall:
    case OpKind::kFuncReturn:
    case OpKind::kSdyShardingConstraint:
    case OpKind::kSdyManualComputation:
    case OpKind::kSdyReturn:
    case OpKind::kCfBr:
    case OpKind::kCfCondBr:
    // Shapes known at run time only.
    case OpKind::kDynamicIota:
    case OpKind::kDynamicReshape:
    case OpKind::kDynamicBroadcastInDim:
    case OpKind::kRealDynamicSlice:
    case OpKind::kDynamicPad:
    case OpKind::kGetDimensionSize:
    case OpKind::kDynamicGather:
    case OpKind::kDynamicConv:
    // Tuples, tokens, host communication, definitions and the test ops: nothing to split.
    case OpKind::kTuple:
    case OpKind::kGetTupleElement:
    case OpKind::kAfterAll:
    case OpKind::kInfeed:
    case OpKind::kOutfeed:
    case OpKind::kSend:
    case OpKind::kRecv:
    case OpKind::kFunc:
    case OpKind::kSdyMesh:
    case OpKind::kTensorExtract:
    case OpKind::kCheckExpectEq:
    case OpKind::kCheckExpectEqConst:
    case OpKind::kCheckExpectAlmostEq:
    case OpKind::kCheckExpectAlmostEqConst:
    case OpKind::kCheckExpectClose:
    case OpKind::kCheckExpectSerializedEq:
    case OpKind::kInterpreterRunParallel:
    case OpKind::kInterpreterProbe:
    case OpKind::kInterpreterPrint:
    // Not covered yet: random numbers, einsum (decomposed before), composites, torch_index_select,
    // ragged dot, scan.
    case OpKind::kRng:
    case OpKind::kCollectiveReduce:
    case OpKind::kRngBitGenerator:
    case OpKind::kEinsum:
    case OpKind::kUnaryEinsum:
    case OpKind::kComposite:
    case OpKind::kTorchIndexSelect:
    case OpKind::kChloRaggedDot:
    case OpKind::kChloScan:
      return Rule();
  }
  HLX_UNREACHABLE("unhandled op kind");
}

}  // namespace hlx
