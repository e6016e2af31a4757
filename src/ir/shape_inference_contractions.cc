// Shape inference of gather and scatter, contractions, reductions and windows, numerics, collectives and
// CHLO's top_k; see shape_inference.h.
#include <algorithm>
#include <optional>
#include <string>

#include "ir/op_checks.h"
#include "ir/shape_inference.h"
#include "support/check.h"
#include "support/int_math.h"

namespace hlx {
namespace {

using Shape = std::vector<int64_t>;

// `bound` elements with `dilation - 1` holes between every two.
int64_t DilatedBound(int64_t bound, int64_t dilation) {
  return bound <= 0 ? 0 : SatAdd(SatMul(bound - 1, dilation), 1);
}

// Positions of a window of `window` elements, moved by `stride`, in `bound` elements.
int64_t StridedBound(int64_t bound, int64_t window, int64_t stride) {
  if (bound <= 0 || window > bound || stride <= 0) return 0;
  return (bound - window) / stride + 1;
}

}  // namespace

std::vector<int64_t> WindowOutputShape(std::span<const int64_t> base, std::span<const int64_t> window_sizes,
                                       std::span<const int64_t> strides, std::span<const int64_t> padding,
                                       std::span<const int64_t> base_dilations,
                                       std::span<const int64_t> window_dilations) {
  std::vector<int64_t> out;
  for (size_t i = 0; i < window_sizes.size() && i < base.size(); ++i) {
    if (base[i] == kDynamic || window_sizes[i] == kDynamic) {
      out.push_back(kDynamic);
      continue;
    }
    int64_t padded =
        SatAdd(SatAdd(padding[2 * i], DilatedBound(base[i], base_dilations[i])), padding[2 * i + 1]);
    out.push_back(StridedBound(padded, DilatedBound(window_sizes[i], window_dilations[i]), strides[i]));
  }
  return out;
}

// ---- Gather and scatter ---------------------------------------------------------------------------------

StatusOr<ResultShapes> InferGatherShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  bool dynamic = op.kind() == OpKind::kDynamicGather;
  Type operand = op.operand(0)->type();
  Type indices = op.operand(1)->type();
  HLX_RETURN_IF_ERROR(c.ExpectKind(op, "start_indices", indices, kIntEl));
  Attr dn;
  HLX_RETURN_IF_ERROR(c.RequireStruct(op, "dimension_numbers", StructKind::kGatherDims, &dn));
  std::vector<int64_t> offset_dims, collapsed, operand_batching, indices_batching, start_index_map;
  int64_t ivd = 0;  // absent means 0, as MLIR prints and reads it
  HLX_RETURN_IF_ERROR(c.StructList(op, dn, "offset_dims", &offset_dims));
  HLX_RETURN_IF_ERROR(c.StructList(op, dn, "collapsed_slice_dims", &collapsed));
  HLX_RETURN_IF_ERROR(c.StructList(op, dn, "operand_batching_dims", &operand_batching));
  HLX_RETURN_IF_ERROR(c.StructList(op, dn, "start_indices_batching_dims", &indices_batching));
  HLX_RETURN_IF_ERROR(c.StructList(op, dn, "start_index_map", &start_index_map));
  HLX_RETURN_IF_ERROR(c.StructInt(op, dn, "index_vector_dim", false, &ivd));
  bool sorted = false;
  HLX_RETURN_IF_ERROR(c.OptionalBool(op, "indices_are_sorted", &sorted));
  // Slice sizes: an attribute, or for dynamic_gather an operand (known when it is a constant).
  std::optional<std::vector<int64_t>> slice_sizes;
  int64_t num_slice_sizes = 0;
  if (dynamic) {
    Type t = op.operand(2)->type();
    HLX_RETURN_IF_ERROR(c.ExpectKind(op, "slice_sizes", t, kIntEl));
    if (t.rank() != 1) return c.Error(op, "expected slice_sizes of rank 1", Str(t));
    num_slice_sizes = t.dims()[0];
    slice_sizes = ConstantInts(op.operand(2));
  } else {
    std::vector<int64_t> sizes;
    HLX_RETURN_IF_ERROR(c.RequireIntList(op, "slice_sizes", &sizes));
    num_slice_sizes = static_cast<int64_t>(sizes.size());
    slice_sizes = std::move(sizes);
  }
  int64_t rank = operand.rank();
  int64_t irank = indices.rank();
  int64_t implied_rank =
      static_cast<int64_t>(offset_dims.size() + collapsed.size() + operand_batching.size());
  if (implied_rank != rank)
    return c.Error(
        op,
        "expected offset_dims, collapsed_slice_dims and operand_batching_dims to have rank(operand) = " +
            std::to_string(rank) + " entries in all",
        std::to_string(implied_rank));
  if (ivd < 0 || ivd > irank)
    return c.Error(op, "expected index_vector_dim in [0, " + std::to_string(irank) + "]",
                   std::to_string(ivd));
  int64_t index_size = ivd == irank ? 1 : indices.dims()[ivd];
  if (index_size != kDynamic && index_size != static_cast<int64_t>(start_index_map.size()))
    return c.Error(op,
                   "expected start_index_map to have " + Count(index_size, "entry") +
                       " (the size of the index vector dimension)",
                   ListStr(start_index_map));
  HLX_RETURN_IF_ERROR(c.SortedDims(op, "offset_dims", offset_dims));
  HLX_RETURN_IF_ERROR(c.UniqueDims(op, "offset_dims", offset_dims));
  HLX_RETURN_IF_ERROR(
      c.DisjointDims(op, "collapsed_slice_dims", collapsed, "operand_batching_dims", operand_batching));
  HLX_RETURN_IF_ERROR(c.SortedDims(op, "collapsed_slice_dims", collapsed));
  HLX_RETURN_IF_ERROR(c.DimsInRange(op, "collapsed_slice_dims", collapsed, rank));
  HLX_RETURN_IF_ERROR(c.SortedDims(op, "operand_batching_dims", operand_batching));
  HLX_RETURN_IF_ERROR(c.DimsInRange(op, "operand_batching_dims", operand_batching, rank));
  HLX_RETURN_IF_ERROR(c.UniqueDims(op, "start_indices_batching_dims", indices_batching));
  HLX_RETURN_IF_ERROR(c.DimsInRange(op, "start_indices_batching_dims", indices_batching, irank));
  if (Contains(indices_batching, ivd))
    return c.Error(op, "expected start_indices_batching_dims without index_vector_dim " + std::to_string(ivd),
                   ListStr(indices_batching));
  if (operand_batching.size() != indices_batching.size())
    return c.Error(op,
                   "expected as many start_indices_batching_dims as operand_batching_dims (" +
                       std::to_string(operand_batching.size()) + ")",
                   ListStr(indices_batching));
  for (size_t i = 0; i < operand_batching.size(); ++i)
    if (!DimsCompatible(operand.dims()[operand_batching[i]], indices.dims()[indices_batching[i]]))
      return c.Error(
          op, "expected operand and start_indices batching dimensions #" + std::to_string(i) + " of one size",
          Str(operand) + " and " + Str(indices));
  HLX_RETURN_IF_ERROR(
      c.DisjointDims(op, "start_index_map", start_index_map, "operand_batching_dims", operand_batching));
  HLX_RETURN_IF_ERROR(c.DimsInRange(op, "start_index_map", start_index_map, rank));
  if (num_slice_sizes != kDynamic && num_slice_sizes != rank)
    return c.Error(
        op, "expected slice_sizes to have one entry per operand dimension (" + std::to_string(rank) + ")",
        std::to_string(num_slice_sizes));
  if (slice_sizes && static_cast<int64_t>(slice_sizes->size()) != rank) slice_sizes.reset();
  if (slice_sizes) {
    for (int64_t d : Concat(collapsed, operand_batching))
      if ((*slice_sizes)[d] > 1)
        return c.Error(
            op, "expected slice_sizes[" + std::to_string(d) + "] <= 1 (a collapsed or batching dimension)",
            std::to_string((*slice_sizes)[d]));
    for (int64_t i = 0; i < rank; ++i) {
      int64_t s = (*slice_sizes)[i];
      int64_t d = operand.dims()[i];
      if (s < 0 || (d != kDynamic && s > d))
        return c.Error(op, "expected 0 <= slice_sizes[" + std::to_string(i) + "] <= " + DimStr(d),
                       std::to_string(s));
    }
  }
  // The result: offset dimensions take the slice sizes of the kept operand dimensions; the others take
  // the batch dimensions of start_indices (all but index_vector_dim).
  int64_t result_rank = static_cast<int64_t>(offset_dims.size()) + (ivd == irank ? irank + 1 : irank) - 1;
  HLX_RETURN_IF_ERROR(c.DimsInRange(op, "offset_dims", offset_dims, result_rank));
  std::vector<int64_t> kept_sizes;
  for (int64_t i = 0; i < rank; ++i)
    if (!Contains(collapsed, i) && !Contains(operand_batching, i))
      kept_sizes.push_back(slice_sizes ? (*slice_sizes)[i] : kDynamic);
  std::vector<int64_t> inferred;
  int64_t offset_index = 0;
  int64_t batch_index = 0;
  for (int64_t i = 0; i < result_rank; ++i) {
    if (Contains(offset_dims, i)) {
      inferred.push_back(offset_index < static_cast<int64_t>(kept_sizes.size()) ? kept_sizes[offset_index]
                                                                                : kDynamic);
      ++offset_index;
      continue;
    }
    int64_t index = batch_index++;
    if (index >= ivd) ++index;
    inferred.push_back(index < irank ? indices.dims()[index] : kDynamic);
  }
  return ResultShapes(1, std::move(inferred));
}

StatusOr<ResultShapes> InferScatterShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  int64_t num_operands = op.num_operands();
  if (num_operands < 3 || num_operands % 2 == 0)
    return c.Error(op, "expected N inputs, scatter_indices and N updates (2N+1 operands, N >= 1)",
                   std::to_string(num_operands) + " operands");
  int n = static_cast<int>((num_operands - 1) / 2);
  HLX_RETURN_IF_ERROR(c.ExpectResultCount(op, n));
  std::vector<Type> inputs, updates, update_scalars;
  for (int i = 0; i < n; ++i) {
    inputs.push_back(op.operand(i)->type());
    updates.push_back(op.operand(n + 1 + i)->type());
    update_scalars.push_back(c.types().Tensor(std::span<const int64_t>(), updates.back().element_type()));
  }
  Type indices = op.operand(n)->type();
  HLX_RETURN_IF_ERROR(c.ExpectKind(op, "scatter_indices", indices, kIntEl));
  Attr dn;
  HLX_RETURN_IF_ERROR(c.RequireStruct(op, "scatter_dimension_numbers", StructKind::kScatterDims, &dn));
  std::vector<int64_t> update_window_dims, inserted, input_batching, indices_batching, to_operand;
  int64_t ivd = 0;
  HLX_RETURN_IF_ERROR(c.StructList(op, dn, "update_window_dims", &update_window_dims));
  HLX_RETURN_IF_ERROR(c.StructList(op, dn, "inserted_window_dims", &inserted));
  HLX_RETURN_IF_ERROR(c.StructList(op, dn, "input_batching_dims", &input_batching));
  HLX_RETURN_IF_ERROR(c.StructList(op, dn, "scatter_indices_batching_dims", &indices_batching));
  HLX_RETURN_IF_ERROR(c.StructList(op, dn, "scatter_dims_to_operand_dims", &to_operand));
  HLX_RETURN_IF_ERROR(c.StructInt(op, dn, "index_vector_dim", false, &ivd));
  bool flag = false;
  HLX_RETURN_IF_ERROR(c.OptionalBool(op, "indices_are_sorted", &flag));
  HLX_RETURN_IF_ERROR(c.OptionalBool(op, "unique_indices", &flag));
  for (int i = 1; i < n; ++i) {
    if (!ShapesCompatible(inputs[0].dims(), inputs[i].dims()))
      return c.Error(op, "expected inputs of one shape " + ListStr(inputs[0].dims()), Str(inputs[i]));
    if (!ShapesCompatible(updates[0].dims(), updates[i].dims()))
      return c.Error(op, "expected updates of one shape " + ListStr(updates[0].dims()), Str(updates[i]));
  }
  int64_t irank = indices.rank();
  if (ivd < 0 || ivd > irank)
    return c.Error(op, "expected index_vector_dim in [0, " + std::to_string(irank) + "]",
                   std::to_string(ivd));
  HLX_RETURN_IF_ERROR(c.ExpectReducer(op, 0, inputs, update_scalars, {}));
  std::vector<int64_t> expanded(indices.dims().begin(), indices.dims().end());
  if (ivd == irank) expanded.push_back(1);
  int64_t updates_rank =
      static_cast<int64_t>(expanded.size()) - 1 + static_cast<int64_t>(update_window_dims.size());
  for (Type u : updates)
    if (u.rank() != updates_rank)
      return c.Error(op,
                     "expected updates of rank " + std::to_string(updates_rank) +
                         " (rank of scatter_indices - 1 + size of update_window_dims)",
                     Str(u));
  for (int i = 0; i < n; ++i) {
    Type input = inputs[i];
    int64_t rank = input.rank();
    int64_t window_size =
        static_cast<int64_t>(update_window_dims.size() + inserted.size() + input_batching.size());
    if (rank != window_size)
      return c.Error(
          op,
          "expected update_window_dims, inserted_window_dims and input_batching_dims to have rank(input) = " +
              std::to_string(rank) + " entries in all",
          std::to_string(window_size));
    HLX_RETURN_IF_ERROR(c.SortedDims(op, "update_window_dims", update_window_dims));
    HLX_RETURN_IF_ERROR(c.UniqueDims(op, "update_window_dims", update_window_dims));
    HLX_RETURN_IF_ERROR(c.DimsInRange(op, "update_window_dims", update_window_dims, updates_rank));
    HLX_RETURN_IF_ERROR(
        c.DisjointDims(op, "inserted_window_dims", inserted, "input_batching_dims", input_batching));
    HLX_RETURN_IF_ERROR(c.SortedDims(op, "inserted_window_dims", inserted));
    HLX_RETURN_IF_ERROR(c.DimsInRange(op, "inserted_window_dims", inserted, rank));
    HLX_RETURN_IF_ERROR(c.SortedDims(op, "input_batching_dims", input_batching));
    HLX_RETURN_IF_ERROR(c.DimsInRange(op, "input_batching_dims", input_batching, rank));
    HLX_RETURN_IF_ERROR(c.UniqueDims(op, "scatter_indices_batching_dims", indices_batching));
    HLX_RETURN_IF_ERROR(c.DimsInRange(op, "scatter_indices_batching_dims", indices_batching,
                                      static_cast<int64_t>(expanded.size())));
    if (Contains(indices_batching, ivd))
      return c.Error(op,
                     "expected scatter_indices_batching_dims without index_vector_dim " + std::to_string(ivd),
                     ListStr(indices_batching));
    if (input_batching.size() != indices_batching.size())
      return c.Error(op,
                     "expected as many scatter_indices_batching_dims as input_batching_dims (" +
                         std::to_string(input_batching.size()) + ")",
                     ListStr(indices_batching));
    for (size_t k = 0; k < input_batching.size(); ++k)
      if (!DimsCompatible(input.dims()[input_batching[k]], expanded[indices_batching[k]]))
        return c.Error(
            op,
            "expected input and scatter_indices batching dimensions #" + std::to_string(k) + " of one size",
            Str(input) + " and " + Str(indices));
    int64_t index_size = expanded[ivd];
    if (index_size != kDynamic && index_size != static_cast<int64_t>(to_operand.size()))
      return c.Error(op,
                     "expected scatter_dims_to_operand_dims to have " + Count(index_size, "entry") +
                         " (the size of the index vector dimension)",
                     ListStr(to_operand));
    HLX_RETURN_IF_ERROR(c.DisjointDims(op, "scatter_dims_to_operand_dims", to_operand, "input_batching_dims",
                                       input_batching));
    HLX_RETURN_IF_ERROR(c.DimsInRange(op, "scatter_dims_to_operand_dims", to_operand, rank));
    // Window dimensions of the updates fit in the input; scatter dimensions match scatter_indices.
    std::vector<int64_t> max_window;
    for (int64_t d = 0; d < rank; ++d)
      if (!Contains(inserted, d) && !Contains(input_batching, d)) max_window.push_back(input.dims()[d]);
    std::span<const int64_t> update_dims = updates[i].dims();
    for (size_t k = 0; k < update_window_dims.size() && k < max_window.size(); ++k) {
      int64_t u = update_dims[update_window_dims[k]];
      if (u != kDynamic && max_window[k] != kDynamic && u > max_window[k])
        return c.Error(op,
                       "expected update window dimension " + std::to_string(update_window_dims[k]) +
                           " of size at most " + std::to_string(max_window[k]) + " (the input's)",
                       Str(updates[i]));
    }
    size_t seen = 0;
    for (int64_t d = 0; d < updates_rank; ++d) {
      if (Contains(update_window_dims, d)) continue;
      if (static_cast<int64_t>(seen) == ivd) ++seen;
      if (seen >= expanded.size()) break;
      if (!DimsCompatible(update_dims[d], expanded[seen]))
        return c.Error(op,
                       "expected update scatter dimension " + std::to_string(d) + " of size " +
                           DimStr(expanded[seen]) + " (that of scatter_indices)",
                       Str(updates[i]));
      ++seen;
    }
  }
  ResultShapes out;
  for (Type input : inputs) out.push_back(DimsOf(input));
  return out;
}

// ---- Contractions, reductions and windows ----------------------------------------------------------------

StatusOr<ResultShapes> InferDotShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type lhs = op.operand(0)->type();
  Type rhs = op.operand(1)->type();
  std::vector<int> precision;
  HLX_RETURN_IF_ERROR(c.PrecisionConfig(op, &precision));
  std::span<const int64_t> l = lhs.dims();
  std::span<const int64_t> r = rhs.dims();
  Shape inferred;
  if (l.size() == 1 && r.size() == 1 && DimsCompatible(l[0], r[0])) {
  } else if (l.size() == 2 && r.size() == 1 && DimsCompatible(l[1], r[0])) {
    inferred = {l[0]};
  } else if (l.size() == 1 && r.size() == 2 && DimsCompatible(l[0], r[0])) {
    inferred = {r[1]};
  } else if (l.size() == 2 && r.size() == 2 && DimsCompatible(l[1], r[0])) {
    inferred = {l[0], r[1]};
  } else {
    return c.Error(op, "expected lhs and rhs of rank 1 or 2 with matching contracting dimensions",
                   Str(lhs) + " and " + Str(rhs));
  }
  return ResultShapes(1, std::move(inferred));
}

StatusOr<ResultShapes> InferDotGeneralShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type lhs = op.operand(0)->type();
  Type rhs = op.operand(1)->type();
  Attr dn;
  HLX_RETURN_IF_ERROR(c.RequireStruct(op, "dot_dimension_numbers", StructKind::kDotDims, &dn));
  std::vector<int64_t> lb, rb, lc, rc;
  HLX_RETURN_IF_ERROR(c.StructList(op, dn, "lhs_batching_dimensions", &lb));
  HLX_RETURN_IF_ERROR(c.StructList(op, dn, "rhs_batching_dimensions", &rb));
  HLX_RETURN_IF_ERROR(c.StructList(op, dn, "lhs_contracting_dimensions", &lc));
  HLX_RETURN_IF_ERROR(c.StructList(op, dn, "rhs_contracting_dimensions", &rc));
  std::vector<int> precision;
  HLX_RETURN_IF_ERROR(c.PrecisionConfig(op, &precision));
  if (lb.size() != rb.size())
    return c.Error(op, "expected as many rhs_batching_dimensions as lhs_batching_dimensions " + ListStr(lb),
                   ListStr(rb));
  if (lc.size() != rc.size())
    return c.Error(op,
                   "expected as many rhs_contracting_dimensions as lhs_contracting_dimensions " + ListStr(lc),
                   ListStr(rc));
  HLX_RETURN_IF_ERROR(c.DisjointDims(op, "lhs_batching_dimensions", lb, "lhs_contracting_dimensions", lc));
  HLX_RETURN_IF_ERROR(c.DisjointDims(op, "rhs_batching_dimensions", rb, "rhs_contracting_dimensions", rc));
  HLX_RETURN_IF_ERROR(c.DimsInRange(op, "lhs_batching_dimensions", lb, lhs.rank()));
  HLX_RETURN_IF_ERROR(c.DimsInRange(op, "lhs_contracting_dimensions", lc, lhs.rank()));
  HLX_RETURN_IF_ERROR(c.DimsInRange(op, "rhs_batching_dimensions", rb, rhs.rank()));
  HLX_RETURN_IF_ERROR(c.DimsInRange(op, "rhs_contracting_dimensions", rc, rhs.rank()));
  std::vector<int64_t> inferred;
  for (size_t i = 0; i < lb.size(); ++i) {
    int64_t l = lhs.dims()[lb[i]];
    int64_t r = rhs.dims()[rb[i]];
    if (!DimsCompatible(l, r))
      return c.Error(op,
                     "expected batching dimensions of one size (lhs " + std::to_string(lb[i]) + " and rhs " +
                         std::to_string(rb[i]) + ")",
                     Str(lhs) + " and " + Str(rhs));
    inferred.push_back(l == kDynamic ? r : l);
  }
  for (size_t i = 0; i < lc.size(); ++i)
    if (!DimsCompatible(lhs.dims()[lc[i]], rhs.dims()[rc[i]]))
      return c.Error(op,
                     "expected contracting dimensions of one size (lhs " + std::to_string(lc[i]) +
                         " and rhs " + std::to_string(rc[i]) + ")",
                     Str(lhs) + " and " + Str(rhs));
  for (int64_t i = 0; i < lhs.rank(); ++i)
    if (!Contains(lb, i) && !Contains(lc, i)) inferred.push_back(lhs.dims()[i]);
  for (int64_t i = 0; i < rhs.rank(); ++i)
    if (!Contains(rb, i) && !Contains(rc, i)) inferred.push_back(rhs.dims()[i]);
  return ResultShapes(1, std::move(inferred));
}

StatusOr<ResultShapes> InferConvolutionShape(const Module& module, const Op& op,
                                             std::optional<std::vector<int64_t>> dynamic_padding) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  bool dynamic = op.kind() == OpKind::kDynamicConv;  // padding is operand #2
  Type lhs = op.operand(0)->type();
  Type rhs = op.operand(1)->type();
  Type result = op.result(0)->type();
  int64_t rank = lhs.rank();
  if (rank < 2) return c.Error(op, "expected lhs of rank >= 2", Str(lhs));
  if (rhs.rank() != rank)
    return c.Error(op, "expected rhs of rank " + std::to_string(rank) + " (the lhs's)", Str(rhs));
  Type l = lhs.element_type();
  Type r = rhs.element_type();
  Type o = result.element_type();
  bool quantized = l.IsQuant() || r.IsQuant() || o.IsQuant();
  if (!quantized && !ElementsCompatible(l, r))
    return c.Error(op, "expected lhs and rhs of one element type", Str(lhs) + " and " + Str(rhs));
  Attr dn;
  HLX_RETURN_IF_ERROR(c.RequireStruct(op, "dimension_numbers", StructKind::kConvDims, &dn));
  ConvDims d;
  HLX_RETURN_IF_ERROR(c.StructInt(op, dn, "input_batch_dimension", true, &d.input_batch));
  HLX_RETURN_IF_ERROR(c.StructInt(op, dn, "input_feature_dimension", true, &d.input_feature));
  HLX_RETURN_IF_ERROR(c.StructList(op, dn, "input_spatial_dimensions", &d.input_spatial));
  HLX_RETURN_IF_ERROR(c.StructInt(op, dn, "kernel_input_feature_dimension", true, &d.kernel_input_feature));
  HLX_RETURN_IF_ERROR(c.StructInt(op, dn, "kernel_output_feature_dimension", true, &d.kernel_output_feature));
  HLX_RETURN_IF_ERROR(c.StructList(op, dn, "kernel_spatial_dimensions", &d.kernel_spatial));
  HLX_RETURN_IF_ERROR(c.StructInt(op, dn, "output_batch_dimension", true, &d.output_batch));
  HLX_RETURN_IF_ERROR(c.StructInt(op, dn, "output_feature_dimension", true, &d.output_feature));
  HLX_RETURN_IF_ERROR(c.StructList(op, dn, "output_spatial_dimensions", &d.output_spatial));
  int64_t feature_groups = 0;
  int64_t batch_groups = 0;
  HLX_RETURN_IF_ERROR(c.RequireInt(op, "feature_group_count", &feature_groups));
  HLX_RETURN_IF_ERROR(c.RequireInt(op, "batch_group_count", &batch_groups));
  std::vector<int64_t> strides, lhs_dilation, rhs_dilation, reversal;
  std::vector<std::pair<int64_t, int64_t>> padding;
  HLX_RETURN_IF_ERROR(c.OptionalIntList(op, "window_strides", &strides));
  HLX_RETURN_IF_ERROR(c.OptionalIntList(op, "lhs_dilation", &lhs_dilation));
  HLX_RETURN_IF_ERROR(c.OptionalIntList(op, "rhs_dilation", &rhs_dilation));
  HLX_RETURN_IF_ERROR(c.OptionalIntList(op, "window_reversal", &reversal));
  if (!dynamic) HLX_RETURN_IF_ERROR(c.OptionalPadding(op, "padding", &padding));
  std::vector<int> precision;
  HLX_RETURN_IF_ERROR(c.PrecisionConfig(op, &precision));
  // Dimension numbers: as many spatial dimensions everywhere, each side a permutation of [0, rank).
  size_t spatial = d.input_spatial.size();
  if (d.kernel_spatial.size() != spatial || d.output_spatial.size() != spatial)
    return c.Error(
        op,
        "expected as many kernel and output spatial dimensions as input spatial dimensions (" +
            std::to_string(spatial) + ")",
        std::to_string(d.kernel_spatial.size()) + " and " + std::to_string(d.output_spatial.size()));
  if (static_cast<int64_t>(spatial) + 2 != rank)
    return c.Error(op, "expected " + std::to_string(rank - 2) + " spatial dimensions (rank of lhs - 2)",
                   std::to_string(spatial));
  std::vector<int64_t> input_dims =
      Concat(std::vector<int64_t>{d.input_batch, d.input_feature}, d.input_spatial);
  std::vector<int64_t> kernel_dims =
      Concat(std::vector<int64_t>{d.kernel_input_feature, d.kernel_output_feature}, d.kernel_spatial);
  std::vector<int64_t> output_dims =
      Concat(std::vector<int64_t>{d.output_batch, d.output_feature}, d.output_spatial);
  HLX_RETURN_IF_ERROR(c.DimsInRange(op, "input dimension numbers", input_dims, rank));
  HLX_RETURN_IF_ERROR(c.DimsInRange(op, "kernel dimension numbers", kernel_dims, rank));
  HLX_RETURN_IF_ERROR(c.DimsInRange(op, "output dimension numbers", output_dims, rank));
  HLX_RETURN_IF_ERROR(c.UniqueDims(op, "input dimension numbers", input_dims));
  HLX_RETURN_IF_ERROR(c.UniqueDims(op, "kernel dimension numbers", kernel_dims));
  HLX_RETURN_IF_ERROR(c.UniqueDims(op, "output dimension numbers", output_dims));
  // Groups.
  if (feature_groups <= 0)
    return c.Error(op, "expected a positive feature_group_count", std::to_string(feature_groups));
  if (batch_groups <= 0)
    return c.Error(op, "expected a positive batch_group_count", std::to_string(batch_groups));
  if (feature_groups > 1 && batch_groups > 1)
    return c.Error(op, "expected feature_group_count or batch_group_count to be 1",
                   std::to_string(feature_groups) + " and " + std::to_string(batch_groups));
  int64_t input_batch = lhs.dims()[d.input_batch];
  int64_t input_features = lhs.dims()[d.input_feature];
  int64_t kernel_input_features = rhs.dims()[d.kernel_input_feature];
  int64_t kernel_output_features = rhs.dims()[d.kernel_output_feature];
  if (input_batch != kDynamic && input_batch % batch_groups != 0)
    return c.Error(op,
                   "expected the input batch dimension to be a multiple of batch_group_count " +
                       std::to_string(batch_groups),
                   std::to_string(input_batch));
  if (input_features != kDynamic) {
    if (input_features % feature_groups != 0)
      return c.Error(op,
                     "expected the input feature dimension to be a multiple of feature_group_count " +
                         std::to_string(feature_groups),
                     std::to_string(input_features));
    if (kernel_input_features != kDynamic && input_features / feature_groups != kernel_input_features)
      return c.Error(op,
                     "expected the kernel input feature dimension to be " + std::to_string(input_features) +
                         " / feature_group_count = " + std::to_string(input_features / feature_groups),
                     std::to_string(kernel_input_features));
  }
  if (kernel_output_features != kDynamic) {
    if (kernel_output_features % batch_groups != 0)
      return c.Error(op,
                     "expected the kernel output feature dimension to be a multiple of batch_group_count " +
                         std::to_string(batch_groups),
                     std::to_string(kernel_output_features));
    if (kernel_output_features % feature_groups != 0)
      return c.Error(op,
                     "expected the kernel output feature dimension to be a multiple of feature_group_count " +
                         std::to_string(feature_groups),
                     std::to_string(kernel_output_features));
  }
  // The window and the result shape. dynamic_conv takes its padding as operand #2; its window is checked
  // and its spatial sizes inferred where that is known.
  if (dynamic) {
    Type pad = op.operand(2)->type();
    HLX_RETURN_IF_ERROR(c.ExpectKind(op, "padding", pad, kIntEl));
    if (pad.rank() != 2 || pad.dims()[0] != static_cast<int64_t>(spatial) || pad.dims()[1] != 2)
      return c.Error(op, "expected padding of shape [" + std::to_string(spatial) + ", 2]", Str(pad));
    std::optional<std::vector<int64_t>> values =
        dynamic_padding ? dynamic_padding : ConstantInts(op.operand(2));
    for (size_t i = 0; values && values->size() == 2 * spatial && i < spatial; ++i)
      padding.push_back({(*values)[2 * i], (*values)[2 * i + 1]});
  }
  Shape inferred(rank, kDynamic);
  if (!dynamic || padding.size() == spatial) {
    std::vector<int64_t> window_dims;
    for (int64_t k : d.kernel_spatial) window_dims.push_back(rhs.dims()[k]);
    HLX_RETURN_IF_ERROR(
        c.ExpectWindow(op, window_dims, strides, padding, lhs_dilation, rhs_dilation, reversal));
    std::optional<ConvWindow> window = GetConvWindow(op);
    HLX_CHECK(window.has_value());
    for (size_t i = 0; dynamic && i < spatial; ++i) {
      window->padding[2 * i] = padding[i].first;
      window->padding[2 * i + 1] = padding[i].second;
    }
    std::vector<int64_t> input_spatial_sizes;
    for (int64_t s : d.input_spatial) input_spatial_sizes.push_back(lhs.dims()[s]);
    std::vector<int64_t> spatial_out =
        WindowOutputShape(input_spatial_sizes, window_dims, window->strides, window->padding,
                          window->lhs_dilation, window->rhs_dilation);
    for (size_t i = 0; i < spatial; ++i) inferred[d.output_spatial[i]] = spatial_out[i];
  }
  inferred[d.output_batch] = input_batch == kDynamic ? kDynamic : input_batch / batch_groups;
  inferred[d.output_feature] = kernel_output_features;
  return ResultShapes(1, std::move(inferred));
}

StatusOr<ResultShapes> InferReduceShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  std::vector<Type> inputs, inits;
  HLX_RETURN_IF_ERROR(c.SplitInputsAndInits(op, &inputs, &inits));
  int n = static_cast<int>(inputs.size());
  std::vector<int64_t> dims;
  HLX_RETURN_IF_ERROR(c.RequireIntList(op, "dimensions", &dims));
  for (int i = 1; i < n; ++i)
    if (!ShapesCompatible(inputs[0].dims(), inputs[i].dims()))
      return c.Error(op, "expected inputs of one shape " + ListStr(inputs[0].dims()), Str(inputs[i]));
  HLX_RETURN_IF_ERROR(c.DimsInRange(op, "dimensions", dims, inputs[0].rank()));
  HLX_RETURN_IF_ERROR(c.UniqueDims(op, "dimensions", dims));
  std::vector<int64_t> kept;
  for (int64_t d = 0; d < inputs[0].rank(); ++d)
    if (!Contains(dims, d)) kept.push_back(inputs[0].dims()[d]);
  HLX_RETURN_IF_ERROR(c.ExpectReducer(op, 0, inputs, inits, kept));
  return ResultShapes(n, kept);
}

StatusOr<ResultShapes> InferReduceWindowShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  std::vector<Type> inputs, inits;
  HLX_RETURN_IF_ERROR(c.SplitInputsAndInits(op, &inputs, &inits));
  int n = static_cast<int>(inputs.size());
  std::vector<int64_t> window_dims, strides, base_dilations, window_dilations;
  std::vector<std::pair<int64_t, int64_t>> padding;
  HLX_RETURN_IF_ERROR(c.RequireIntList(op, "window_dimensions", &window_dims));
  HLX_RETURN_IF_ERROR(c.OptionalIntList(op, "window_strides", &strides));
  HLX_RETURN_IF_ERROR(c.OptionalIntList(op, "base_dilations", &base_dilations));
  HLX_RETURN_IF_ERROR(c.OptionalIntList(op, "window_dilations", &window_dilations));
  HLX_RETURN_IF_ERROR(c.OptionalPadding(op, "padding", &padding));
  for (int i = 0; i < n; ++i) {
    if (!ShapesCompatible(inputs[0].dims(), inputs[i].dims()))
      return c.Error(op, "expected inputs of one shape " + ListStr(inputs[0].dims()), Str(inputs[i]));
    if (inputs[i].rank() != static_cast<int64_t>(window_dims.size()))
      return c.Error(op,
                     "expected 'window_dimensions' to have one entry per input dimension (" +
                         std::to_string(inputs[i].rank()) + ")",
                     ListStr(window_dims));
  }
  HLX_RETURN_IF_ERROR(
      c.ExpectWindow(op, window_dims, strides, padding, base_dilations, window_dilations, {}));
  HLX_RETURN_IF_ERROR(c.ExpectReducer(op, 0, inputs, inits, window_dims));
  std::optional<Window> window = GetWindow(op);
  HLX_CHECK(window.has_value());
  ResultShapes out;
  for (Type input : inputs)
    out.push_back(WindowOutputShape(input.dims(), window->dimensions, window->strides, window->padding,
                                    window->base_dilations, window->window_dilations));
  return out;
}

StatusOr<ResultShapes> InferSelectAndScatterShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type operand = op.operand(0)->type();
  Type source = op.operand(1)->type();
  Type init = op.operand(2)->type();
  // select: (tensor<E>, tensor<E>) -> tensor<i1>, E the operand's element type (any float width).
  const Block& select = c.Body(op, 0);
  Type scalar = c.types().Tensor(std::span<const int64_t>(), operand.element_type());
  if (select.num_args() != 2)
    return c.Error(op, "expected region #0 (select) to take 2 arguments", std::to_string(select.num_args()));
  for (int i = 0; i < 2; ++i)
    if (!ShapeAndElementCompatible(scalar, select.arg(i)->type(), true))
      return c.Error(
          op, "expected argument #" + std::to_string(i) + " of region #0 (select) to be " + Str(scalar),
          Str(select.arg(i)->type()));
  std::vector<Type> selected = c.Returned(op, 0);
  if (selected.size() != 1 || !IsTensor(selected[0]) || selected[0].rank() != 0 ||
      KindOf(selected[0].element_type()) != kBoolEl)
    return c.Error(op, "expected region #0 (select) to return one tensor<i1>", TypesStr(selected));
  Type source_scalar = c.types().Tensor(std::span<const int64_t>(), source.element_type());
  HLX_RETURN_IF_ERROR(c.ExpectReducer(op, 1, std::vector<Type>{source_scalar}, std::vector<Type>{init}, {}));
  std::vector<int64_t> window_dims, strides;
  std::vector<std::pair<int64_t, int64_t>> padding;
  HLX_RETURN_IF_ERROR(c.OptionalIntList(op, "window_dimensions", &window_dims));
  HLX_RETURN_IF_ERROR(c.OptionalIntList(op, "window_strides", &strides));
  HLX_RETURN_IF_ERROR(c.OptionalPadding(op, "padding", &padding));
  if (operand.rank() != static_cast<int64_t>(window_dims.size()))
    return c.Error(op,
                   "expected 'window_dimensions' to have one entry per operand dimension (" +
                       std::to_string(operand.rank()) + ")",
                   ListStr(window_dims));
  HLX_RETURN_IF_ERROR(c.ExpectWindow(op, window_dims, strides, padding, {}, {}, {}));
  std::optional<Window> window = GetWindow(op);
  HLX_CHECK(window.has_value());
  std::vector<int64_t> windows =
      WindowOutputShape(operand.dims(), window->dimensions, window->strides, window->padding,
                        window->base_dilations, window->window_dilations);
  if (!ShapesCompatible(windows, source.dims()) ||
      !SameElement(operand.element_type(), source.element_type(), true))
    return c.Error(op,
                   "expected a source of shape " + ListStr(windows) +
                       " (one element per window) and element type " + Str(operand.element_type()),
                   Str(source));
  return ResultShapes(1, DimsOf(operand));
}

// ---- Numerics, collectives and CHLO -----------------------------------------------------------------------

StatusOr<ResultShapes> InferFftShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type operand = op.operand(0)->type();
  int type = 0;
  std::vector<int64_t> length;
  HLX_RETURN_IF_ERROR(c.RequireEnum(op, "fft_type", EnumFamily::kFftType, &type));
  HLX_RETURN_IF_ERROR(c.RequireIntList(op, "fft_length", &length));
  int64_t n = static_cast<int64_t>(length.size());
  if (n < 1 || n > 3) return c.Error(op, "expected 1 to 3 entries in 'fft_length'", ListStr(length));
  if (operand.rank() < n)
    return c.Error(op, "expected an operand of rank >= " + std::to_string(n) + " (the size of fft_length)",
                   Str(operand));
  FftType fft = static_cast<FftType>(type);
  Type element = operand.element_type();
  Type result_element = element;
  std::vector<int64_t> inferred(operand.dims().begin(), operand.dims().end());
  std::span<const int64_t> trailing = operand.dims().subspan(operand.rank() - n);
  switch (fft) {
    case FftType::FFT:
    case FftType::IFFT:
      HLX_RETURN_IF_ERROR(c.ExpectKind(op, "operand", operand, kComplexEl));
      break;
    case FftType::RFFT:
      if (element != c.types().Element(ElementType::kF32) && element != c.types().Element(ElementType::kF64))
        return c.Error(op, "expected an f32 or f64 operand for RFFT", Str(operand));
      result_element =
          c.types().Element(element.element() == ElementType::kF32 ? ElementType::kC64 : ElementType::kC128);
      if (!ShapesCompatible(trailing, length))
        return c.Error(op, "expected the operand's trailing dimensions to be fft_length " + ListStr(length),
                       Str(operand));
      if (length.back() != 0) inferred.back() = length.back() / 2 + 1;
      break;
    case FftType::IRFFT: {
      HLX_RETURN_IF_ERROR(c.ExpectKind(op, "operand", operand, kComplexEl));
      result_element = c.types().Element(ComplexPartType(element.element()));
      if (!ShapesCompatible(trailing.first(n - 1), std::span<const int64_t>(length).first(n - 1)))
        return c.Error(op,
                       "expected the operand's trailing dimensions but the last to be those of fft_length " +
                           ListStr(length),
                       Str(operand));
      int64_t last = operand.dims().back();
      if (!(DimsCompatible(last, 0) && length.back() == 0) && !DimsCompatible(last, length.back() / 2 + 1))
        return c.Error(op,
                       "expected the operand's last dimension to be fft_length[-1] / 2 + 1 = " +
                           std::to_string(length.back() / 2 + 1),
                       Str(operand));
      inferred.back() = length.back();
      break;
    }
  }
  return ResultShapes(1, std::move(inferred));
}

StatusOr<ResultShapes> InferBatchNormShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Attr epsilon = op.attr("epsilon");
  if (!epsilon.Is(AttrKind::kFloat)) return c.WrongAttr(op, "epsilon", "a float", epsilon);
  int64_t feature_index = 0;
  HLX_RETURN_IF_ERROR(c.RequireInt(op, "feature_index", &feature_index));
  Type operand = op.operand(0)->type();
  // Operands of the operand's shape, and 1-D operands of the feature count.
  std::vector<int> full = {0};
  if (op.kind() == OpKind::kBatchNormGrad) full.push_back(4);
  HLX_RETURN_IF_ERROR(c.ExpectKind(op, "operand", operand, kFloatEl | kQuantEl));
  if (feature_index < 0 || feature_index >= operand.rank())
    return c.Error(op, "expected 'feature_index' in [0, " + std::to_string(operand.rank()) + ")",
                   std::to_string(feature_index));
  int64_t features = operand.dims()[feature_index];
  std::vector<int64_t> feature_shape = {features};
  for (int i = 0; i < op.num_operands(); ++i) {
    Type t = op.operand(i)->type();
    std::string which = "operand #" + std::to_string(i);
    if (!ElementsCompatible(operand.element_type(), t.element_type()))
      return c.Error(
          op, "expected " + which + " to have the operand's element type " + Str(operand.element_type()),
          Str(t));
    bool is_full = std::find(full.begin(), full.end(), i) != full.end();
    if (is_full && !ShapesCompatible(operand.dims(), t.dims()))
      return c.Error(op, "expected " + which + " of the operand's shape " + ListStr(operand.dims()), Str(t));
    if (!is_full && !ShapesCompatible(feature_shape, t.dims()))
      return c.Error(op, "expected " + which + " of shape " + ListStr(feature_shape) + " (the feature count)",
                     Str(t));
  }
  ResultShapes out;
  for (int i = 0; i < op.num_results(); ++i) out.push_back(i == 0 ? DimsOf(operand) : feature_shape);
  return out;
}

StatusOr<ResultShapes> InferAllToAllShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  if (op.num_operands() < 1) return c.Error(op, "expected at least 1 operand", "none");
  HLX_RETURN_IF_ERROR(c.ExpectResultCount(op, op.num_operands()));
  int64_t split_dim = 0;
  int64_t concat_dim = 0;
  int64_t split_count = 0;
  int64_t channel_id = 0;
  HLX_RETURN_IF_ERROR(c.RequireInt(op, "split_dimension", &split_dim));
  HLX_RETURN_IF_ERROR(c.RequireInt(op, "concat_dimension", &concat_dim));
  HLX_RETURN_IF_ERROR(c.RequireInt(op, "split_count", &split_count));
  HLX_RETURN_IF_ERROR(c.OptionalChannelId(op, &channel_id));
  if (split_count <= 0) return c.Error(op, "expected a positive 'split_count'", std::to_string(split_count));
  HLX_RETURN_IF_ERROR(c.ReplicaGroups(op, /*all_groups_same_size=*/true, false, split_count));
  ResultShapes out;
  for (int i = 0; i < op.num_operands(); ++i) {
    Type operand = op.operand(i)->type();
    int64_t rank = operand.rank();
    if (split_dim < 0 || split_dim >= rank)
      return c.Error(op, "expected 'split_dimension' in [0, " + std::to_string(rank) + ")",
                     std::to_string(split_dim));
    if (concat_dim < 0 || concat_dim >= rank)
      return c.Error(op, "expected 'concat_dimension' in [0, " + std::to_string(rank) + ")",
                     std::to_string(concat_dim));
    std::vector<int64_t> inferred(operand.dims().begin(), operand.dims().end());
    if (inferred[split_dim] != kDynamic) {
      if (inferred[split_dim] % split_count != 0)
        return c.Error(op,
                       "expected operand dimension 'split_dimension' to be a multiple of split_count " +
                           std::to_string(split_count),
                       Str(operand));
      inferred[split_dim] /= split_count;
    }
    if (inferred[concat_dim] != kDynamic) inferred[concat_dim] = SatMul(inferred[concat_dim], split_count);
    out.push_back(std::move(inferred));
  }
  return out;
}

StatusOr<ResultShapes> InferChloTopKShape(const Module& module, const Op& op) {
  const OpChecks c(module);
  HLX_RETURN_IF_ERROR(c.ExpectTensors(op));
  Type operand = op.operand(0)->type();
  int64_t k = 0;
  HLX_RETURN_IF_ERROR(c.RequireInt(op, "k", &k));
  if (operand.rank() < 1) return c.Error(op, "expected an operand of rank >= 1", Str(operand));
  int64_t last = operand.dims().back();
  if (k < 0 || (last != kDynamic && last < k))
    return c.Error(op, "expected 0 <= k <= the operand's last dimension " + DimStr(last), std::to_string(k));
  std::vector<int64_t> inferred(operand.dims().begin(), operand.dims().end());
  inferred.back() = k;
  return ResultShapes{inferred, inferred};
}

}  // namespace hlx
