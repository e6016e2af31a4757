// Ops that index with computed positions or combine elements through a region: gather, scatter, sort,
// reduce, reduce_window and select_and_scatter; and the custom call @ApproxTopK, which sorts as sort does.
//
// Regions get scalar tensors. When a combining region is one binary op of its two arguments (add,
// multiply, maximum, minimum, and, or on reals or integers), the op is applied directly, rounding to the
// element type after every step as the region would. Other regions of scalar elementwise ops run as
// compiled scalar code (scalar_region.h); the rest run through the evaluator.
#include <algorithm>
#include <cstring>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

#include "interp/kernels.h"
#include "interp/scalar_region.h"
#include "ir/shape_inference.h"

namespace hlx {
namespace {

Type ScalarType(const OpCall& c, const Tensor& t) {
  return c.ctx.types().Tensor(std::span<const int64_t>(), t.type().element_type());
}

// Element `i` of `t` as a scalar tensor of `scalar_type`.
Tensor ScalarAt(Type scalar_type, const Tensor& t, int64_t i) {
  const int w = t.element_bytes();
  return Tensor::FromBytes(scalar_type, std::string(t.data() + i * w, w));
}

bool Contains(std::span<const int64_t> v, int64_t x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// The element types of `a` then `b`.
std::vector<ElementType> Elements(std::span<const Tensor> a, std::span<const Tensor> b = {}) {
  std::vector<ElementType> e;
  for (const Tensor& t : a) e.push_back(t.element());
  for (const Tensor& t : b) e.push_back(t.element());
  return e;
}

}  // namespace

// ---- Binary combiners applied without running the region (scalar_region.h) -----------------------------

std::optional<Combine> DirectCombiner(const Region& region, ElementType e) {
  const Op* combine = BinaryCombinerOf(region);
  if (!combine || combine->num_results() != 1 || combine->num_regions() != 0) return std::nullopt;
  const Op& op = *combine;
  const Block& b = *region.front();
  if (b.arg(0)->type() != b.arg(1)->type() || op.result(0)->type() != b.arg(0)->type()) return std::nullopt;
  const Type arg_type = b.arg(0)->type();
  if (!arg_type.IsTensor() || arg_type.rank() != 0 || arg_type.storage_element() != e) return std::nullopt;
  const OpKind kind = op.kind();
  if (arg_type.element_type().IsQuant()) {
    if (arg_type.element_type().quant().quantized_dimension >= 0) return std::nullopt;
    if (kind == OpKind::kMaximum) return Combine::kMax;
    if (kind == OpKind::kMinimum) return Combine::kMin;
    return std::nullopt;
  }
  const bool real = IsFloat(e), integral = IsInteger(e) || IsBool(e);
  if (!real && !integral) return std::nullopt;
  if (kind == OpKind::kAdd) return Combine::kAdd;
  if (kind == OpKind::kMultiply) return Combine::kMul;
  if (kind == OpKind::kMaximum) return Combine::kMax;
  if (kind == OpKind::kMinimum) return Combine::kMin;
  if (kind == OpKind::kAnd && integral) return Combine::kAnd;
  if (kind == OpKind::kOr && integral) return Combine::kOr;
  return std::nullopt;
}

namespace {

template <typename T>
T RealCombine(Combine k, T a, T b) {
  switch (k) {
    case Combine::kAdd:
      return a + b;
    case Combine::kMul:
      return a * b;
    case Combine::kMax:
      if (std::isnan(a)) return a;
      if (std::isnan(b)) return b;
      if (a == 0 && b == 0) return std::signbit(a) ? b : a;
      return a > b ? a : b;
    case Combine::kMin:
      if (std::isnan(a)) return a;
      if (std::isnan(b)) return b;
      if (a == 0 && b == 0) return std::signbit(a) ? a : b;
      return a < b ? a : b;
    case Combine::kAnd:
    case Combine::kOr:
      break;
  }
  return a;
}

int64_t IntCombine(Combine k, ElementType e, int64_t a, int64_t b) {
  const bool bool_type = IsBool(e), unsigned_type = IsUnsigned(e);
  const bool less = unsigned_type ? static_cast<uint64_t>(a) < static_cast<uint64_t>(b) : a < b;
  switch (k) {
    case Combine::kAdd:
      return bool_type ? (a | b) : static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
    case Combine::kMul:
      return bool_type ? (a & b) : static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
    case Combine::kMax:
      return less ? b : a;
    case Combine::kMin:
      return less ? a : b;
    case Combine::kAnd:
      return a & b;
    case Combine::kOr:
      return a | b;
  }
  return a;
}

}  // namespace

void CombineInPlace(Combine k, ElementType e, char* acc, const char* x) {
  if (IsFloat(e)) {
    if (e == ElementType::kF64) {
      const long double r = RealCombine<long double>(k, LoadFloat(e, acc), LoadFloat(e, x));
      StoreFloat(e, acc, static_cast<double>(r));
    } else {
      StoreFloat(e, acc, RealCombine<double>(k, LoadFloat(e, acc), LoadFloat(e, x)));
    }
  } else {
    StoreInt(e, acc, IntCombine(k, e, LoadInt(e, acc), LoadInt(e, x)));
  }
}

namespace {

// Runs a combining region on `n` accumulators and `n` new values, all scalars; writes the results into
// `acc`.
Status RunCombiner(const OpCall& c, const Region& region, std::vector<Tensor>& acc,
                   const std::vector<Tensor>& values) {
  std::vector<Tensor> args = acc;
  args.insert(args.end(), values.begin(), values.end());
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> r, c.ctx.RunRegion(region, args));
  if (r.size() != acc.size()) return c.Error("has a body that returns the wrong number of values");
  for (size_t i = 0; i < acc.size(); ++i) {
    if (!r[i].is_tensor() || r[i].num_elements() != 1 || r[i].element_bytes() != acc[i].element_bytes())
      return c.Error("has a body that returns " + r[i].type().ToString() + " for " +
                     acc[i].type().ToString());
    acc[i] = r[i];
  }
  return Status();
}

// ---- gather -----------------------------------------------------------------------------------------

Results Gather(const OpCall& c, const GatherDims& dims, std::span<const int64_t> slice_sizes) {
  const Tensor& operand = c.args[0];
  const Tensor& start_indices = c.args[1];
  const Type out_type = c.result_types[0];
  const int64_t rank = operand.rank(), idx_rank = start_indices.rank(), out_rank = out_type.rank();
  const int64_t ivd = dims.index_vector_dim;
  if (static_cast<int64_t>(slice_sizes.size()) != rank)
    return c.Error("needs one slice size per operand dimension");
  if (ivd < 0 || ivd > idx_rank) return c.Error("has index_vector_dim out of range");
  const int64_t index_size = ivd < idx_rank ? start_indices.shape()[ivd] : 1;
  if (static_cast<int64_t>(dims.start_index_map.size()) != index_size)
    return c.Error("has a start_index_map of the wrong size");
  for (int64_t d : dims.start_index_map)
    if (d < 0 || d >= rank) return c.Error("has start_index_map out of range");
  for (int64_t d = 0; d < rank; ++d)
    if (slice_sizes[d] < 0 || slice_sizes[d] > operand.shape()[d])
      return c.Error("has slice size " + std::to_string(slice_sizes[d]) + " out of range in dimension " +
                     std::to_string(d));
  // Operand dimensions that the offset dims of the result walk, in order.
  std::vector<int64_t> window_dims;
  for (int64_t d = 0; d < rank; ++d)
    if (!Contains(dims.collapsed_slice_dims, d) && !Contains(dims.operand_batching_dims, d))
      window_dims.push_back(d);
  if (window_dims.size() != dims.offset_dims.size()) return c.Error("has offset_dims of the wrong size");
  // Result dimensions that are batch dimensions, matching the index dimensions other than ivd.
  std::vector<int64_t> batch_out_dims, batch_idx_dims;
  for (int64_t d = 0; d < out_rank; ++d)
    if (!Contains(dims.offset_dims, d)) batch_out_dims.push_back(d);
  for (int64_t d = 0; d < idx_rank; ++d)
    if (d != ivd) batch_idx_dims.push_back(d);
  if (batch_out_dims.size() != batch_idx_dims.size()) return c.Error("has a result of the wrong rank");
  if (dims.operand_batching_dims.size() != dims.start_indices_batching_dims.size())
    return c.Error("has operand and start_indices batching dims of different sizes");

  Tensor out = Tensor::Zeros(out_type);
  if (out.num_elements() == 0) return std::vector<Tensor>{out};
  const std::vector<int64_t> indices = ReadInts(start_indices);
  const std::vector<int64_t> in_strides = Strides(operand.shape()),
                             idx_strides = Strides(start_indices.shape()),
                             out_strides = Strides(out_type.dims());
  std::vector<int64_t> window_shape, window_src, window_dst;
  for (size_t k = 0; k < window_dims.size(); ++k) {
    window_shape.push_back(out_type.dims()[dims.offset_dims[k]]);
    if (window_shape.back() > slice_sizes[window_dims[k]])
      return c.Error("has a result larger than its slices");
    window_src.push_back(in_strides[window_dims[k]]);
    window_dst.push_back(out_strides[dims.offset_dims[k]]);
  }
  std::vector<int64_t> batch_shape;
  for (size_t k = 0; k < batch_idx_dims.size(); ++k) {
    batch_shape.push_back(start_indices.shape()[batch_idx_dims[k]]);
    if (batch_shape.back() != out_type.dims()[batch_out_dims[k]])
      return c.Error("has a result whose batch dimensions do not match the indices");
  }
  std::vector<int64_t> b(batch_shape.size(), 0);
  const int64_t num_batches = NumElements(batch_shape);
  for (int64_t n = 0; n < num_batches; ++n, NextIndex(batch_shape, b)) {
    int64_t idx_base = 0, dst = 0;
    for (size_t k = 0; k < b.size(); ++k) {
      idx_base += b[k] * idx_strides[batch_idx_dims[k]];
      dst += b[k] * out_strides[batch_out_dims[k]];
    }
    int64_t src = 0;
    for (int64_t k = 0; k < index_size; ++k) {
      const int64_t d = dims.start_index_map[k];
      const int64_t start = indices[idx_base + (ivd < idx_rank ? k * idx_strides[ivd] : 0)];
      src += std::clamp<int64_t>(start, 0, operand.shape()[d] - slice_sizes[d]) * in_strides[d];
    }
    for (size_t i = 0; i < dims.operand_batching_dims.size(); ++i) {
      const int64_t d_start = dims.start_indices_batching_dims[i];
      const int64_t pos = d_start < ivd ? d_start : d_start - 1;
      const int64_t v = b[pos];
      const int64_t d = dims.operand_batching_dims[i];
      if (v >= operand.shape()[d]) return c.Error("has a batch index out of range of the operand");
      src += v * in_strides[d];
    }
    StridedCopy(window_shape, out.element_bytes(), operand.data(), src, window_src, out.mutable_data(), dst,
                window_dst);
  }
  return std::vector<Tensor>{out};
}

// ---- sort -------------------------------------------------------------------------------------------

// A stable merge sort of `order` by `less`, which may fail; it never reads outside `order`, whatever
// `less` answers.
template <typename Less>
Status MergeSort(std::vector<int64_t>& order, Less less) {
  const size_t n = order.size();
  std::vector<int64_t> buffer(n);
  for (size_t width = 1; width < n; width *= 2) {
    for (size_t lo = 0; lo < n; lo += 2 * width) {
      const size_t mid = std::min(lo + width, n), hi = std::min(lo + 2 * width, n);
      size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) {
        HLX_ASSIGN_OR_RETURN(bool right_first, less(order[j], order[i]));
        buffer[k++] = right_first ? order[j++] : order[i++];
      }
      while (i < mid) buffer[k++] = order[i++];
      while (j < hi) buffer[k++] = order[j++];
    }
    order.swap(buffer);
  }
  return Status();
}

// Sorts `inputs` (of one shape) along `dim` by `comparator`, stably: a region of the op (`function`
// empty) or the body of the module's function `function`, either taking two scalars of each input
// (lhs then rhs) and returning an i1 that is true where lhs goes first. Returns the sorted inputs.
Results SortAlong(const OpCall& c, std::span<const Tensor> inputs, int64_t dim, const Region& comparator,
                  std::string_view function) {
  const size_t n = inputs.size();
  std::vector<Tensor> results;
  for (size_t i = 0; i < n; ++i) results.push_back(Tensor::Zeros(inputs[i].type()));
  if (inputs[0].num_elements() == 0) return results;
  const std::span<const int64_t> shape = inputs[0].shape();
  const int64_t rank = inputs[0].rank();
  const std::vector<int64_t> strides = Strides(shape);
  const int64_t size = shape[dim], stride = strides[dim];
  std::vector<Type> scalar_types;
  for (const Tensor& t : inputs) scalar_types.push_back(ScalarType(c, t));
  std::vector<Tensor> args(2 * n);
  std::vector<ElementType> arg_elements;
  for (const Tensor& t : inputs) arg_elements.insert(arg_elements.end(), 2, t.element());
  const ElementType i1 = ElementType::kI1;
  std::optional<ScalarRegion> scalar = ScalarRegion::Compile(comparator, arg_elements, {&i1, 1});
  std::vector<const char*> scalar_args(2 * n);
  char less_than = 0;
  char* const scalar_result[1] = {&less_than};
  // Each 1-D line along `dim` starts at an index whose `dim` coordinate is 0.
  std::vector<int64_t> outer(shape.begin(), shape.end());
  outer[dim] = 1;
  std::vector<int64_t> index(rank, 0), order(size);
  const int64_t lines = NumElements(outer);
  for (int64_t l = 0; l < lines; ++l, NextIndex(outer, index)) {
    int64_t base = 0;
    for (int64_t d = 0; d < rank; ++d) base += index[d] * strides[d];
    for (int64_t k = 0; k < size; ++k) order[k] = k;
    HLX_RETURN_IF_ERROR(MergeSort(order, [&](int64_t a, int64_t b) -> StatusOr<bool> {
      if (scalar) {
        for (size_t i = 0; i < n; ++i) {
          const int w = inputs[i].element_bytes();
          scalar_args[2 * i] = inputs[i].data() + (base + a * stride) * w;
          scalar_args[2 * i + 1] = inputs[i].data() + (base + b * stride) * w;
        }
        scalar->Run(scalar_args, scalar_result);
        return less_than != 0;
      }
      for (size_t i = 0; i < n; ++i) {
        args[2 * i] = ScalarAt(scalar_types[i], inputs[i], base + a * stride);
        args[2 * i + 1] = ScalarAt(scalar_types[i], inputs[i], base + b * stride);
      }
      HLX_ASSIGN_OR_RETURN(std::vector<Tensor> r, function.empty()
                                                      ? c.ctx.RunRegion(comparator, args)
                                                      : c.ctx.CallFunction(c.op, function, args));
      if (r.size() != 1 || !r[0].is_tensor() || r[0].num_elements() != 1 || !IsBool(r[0].element()))
        return c.Error("has a comparator that does not return one i1");
      return LoadInt(r[0].element(), r[0].data()) != 0;
    }));
    for (size_t i = 0; i < n; ++i) {
      const int w = results[i].element_bytes();
      char* dst = results[i].mutable_data();
      for (int64_t k = 0; k < size; ++k)
        std::memcpy(dst + (base + k * stride) * w, inputs[i].data() + (base + order[k] * stride) * w, w);
    }
  }
  return results;
}

// ---- reductions over windows ------------------------------------------------------------------------

}  // namespace

Results EvalGather(const OpCall& c) {
  return Gather(c, GetGatherDims(c.op.attr("dimension_numbers")), IntList(c.op, "slice_sizes"));
}

Results EvalDynamicGather(const OpCall& c) {
  return Gather(c, GetGatherDims(c.op.attr("dimension_numbers")), ReadInts(c.args[2]));
}

Results EvalScatter(const OpCall& c) {
  const size_t n = (c.args.size() - 1) / 2;
  if (c.args.size() != 2 * n + 1 || n == 0) return c.Error("needs as many updates as inputs");
  const std::span<const Tensor> inputs = c.args.first(n), updates = c.args.subspan(n + 1);
  const Tensor& scatter_indices = c.args[n];
  const ScatterDims dims = GetScatterDims(c.op.attr("scatter_dimension_numbers"));
  const int64_t rank = inputs[0].rank(), idx_rank = scatter_indices.rank(), upd_rank = updates[0].rank();
  const int64_t ivd = dims.index_vector_dim;
  if (ivd < 0 || ivd > idx_rank) return c.Error("has index_vector_dim out of range");
  const int64_t index_size = ivd < idx_rank ? scatter_indices.shape()[ivd] : 1;
  if (static_cast<int64_t>(dims.scatter_dims_to_operand_dims.size()) != index_size)
    return c.Error("has scatter_dims_to_operand_dims of the wrong size");
  for (int64_t d : dims.scatter_dims_to_operand_dims)
    if (d < 0 || d >= rank) return c.Error("has scatter_dims_to_operand_dims out of range");
  for (size_t i = 1; i < n; ++i)
    if (inputs[i].shape().size() != inputs[0].shape().size() ||
        !std::equal(inputs[i].shape().begin(), inputs[i].shape().end(), inputs[0].shape().begin()) ||
        !std::equal(updates[i].shape().begin(), updates[i].shape().end(), updates[0].shape().begin(),
                    updates[0].shape().end()))
      return c.Error("has inputs or updates of different shapes");
  // Input dimensions the update window dims walk, in order.
  std::vector<int64_t> window_dims;
  for (int64_t d = 0; d < rank; ++d)
    if (!Contains(dims.inserted_window_dims, d) && !Contains(dims.input_batching_dims, d))
      window_dims.push_back(d);
  if (window_dims.size() != dims.update_window_dims.size())
    return c.Error("has update_window_dims of the wrong size");
  std::vector<int64_t> scatter_upd_dims, scatter_idx_dims;
  for (int64_t d = 0; d < upd_rank; ++d)
    if (!Contains(dims.update_window_dims, d)) scatter_upd_dims.push_back(d);
  for (int64_t d = 0; d < idx_rank; ++d)
    if (d != ivd) scatter_idx_dims.push_back(d);
  if (scatter_upd_dims.size() != scatter_idx_dims.size()) return c.Error("has updates of the wrong rank");
  for (size_t k = 0; k < scatter_upd_dims.size(); ++k)
    if (updates[0].shape()[scatter_upd_dims[k]] != scatter_indices.shape()[scatter_idx_dims[k]])
      return c.Error("has updates whose scatter dimensions do not match the indices");
  if (dims.input_batching_dims.size() != dims.scatter_indices_batching_dims.size())
    return c.Error("has input and scatter_indices batching dims of different sizes");

  std::vector<Tensor> results;
  for (size_t i = 0; i < n; ++i) results.push_back(inputs[i].Retyped(c.result_types[i]));
  const std::vector<int64_t> indices = ReadInts(scatter_indices);
  const std::vector<int64_t> in_strides = Strides(inputs[0].shape()),
                             idx_strides = Strides(scatter_indices.shape()),
                             upd_strides = Strides(updates[0].shape());
  // The full window: one position per input dimension, of the update's size in window dims.
  std::vector<int64_t> window_size(rank, 1);
  std::vector<int64_t> window_shape, window_in, window_upd;
  for (size_t k = 0; k < window_dims.size(); ++k) {
    window_size[window_dims[k]] = updates[0].shape()[dims.update_window_dims[k]];
    window_shape.push_back(window_size[window_dims[k]]);
    window_in.push_back(in_strides[window_dims[k]]);
    window_upd.push_back(upd_strides[dims.update_window_dims[k]]);
  }
  const Region& region = *c.op.region(0);
  std::optional<Combine> direct;
  if (n == 1) direct = DirectCombiner(region, results[0].element());
  std::optional<ScalarRegion> scalar;
  if (!direct) scalar = ScalarRegion::Compile(region, Elements(results, updates), Elements(results));
  std::vector<const char*> scalar_args(2 * n);
  std::vector<char*> scalar_accs(n);
  std::vector<Type> scalar_types;
  for (size_t i = 0; i < n; ++i) scalar_types.push_back(ScalarType(c, results[i]));
  std::vector<char*> out_data;
  for (Tensor& r : results) out_data.push_back(r.mutable_data());

  std::vector<int64_t> scatter_shape;
  for (int64_t d : scatter_idx_dims) scatter_shape.push_back(scatter_indices.shape()[d]);
  std::vector<int64_t> s(scatter_shape.size(), 0), start(rank), w(window_shape.size());
  const int64_t num_windows = updates[0].num_elements() == 0 ? 0 : NumElements(scatter_shape);
  const int64_t window_elements = NumElements(window_shape);
  std::vector<Tensor> acc(n), values(n);
  for (int64_t m = 0; m < num_windows; ++m, NextIndex(scatter_shape, s)) {
    int64_t idx_base = 0, upd_base = 0;
    for (size_t k = 0; k < s.size(); ++k) {
      idx_base += s[k] * idx_strides[scatter_idx_dims[k]];
      upd_base += s[k] * upd_strides[scatter_upd_dims[k]];
    }
    std::fill(start.begin(), start.end(), 0);
    for (int64_t k = 0; k < index_size; ++k)
      start[dims.scatter_dims_to_operand_dims[k]] +=
          indices[idx_base + (ivd < idx_rank ? k * idx_strides[ivd] : 0)];
    for (size_t i = 0; i < dims.input_batching_dims.size(); ++i) {
      const int64_t d_start = dims.scatter_indices_batching_dims[i];
      start[dims.input_batching_dims[i]] += s[d_start < ivd ? d_start : d_start - 1];
    }
    // A window that does not fit in the input entirely is skipped.
    bool fits = true;
    int64_t in_base = 0;
    for (int64_t d = 0; d < rank; ++d) {
      fits &= start[d] >= 0 && start[d] + window_size[d] <= inputs[0].shape()[d];
      in_base += start[d] * in_strides[d];
    }
    if (!fits) continue;
    std::fill(w.begin(), w.end(), 0);
    for (int64_t e = 0; e < window_elements; ++e, NextIndex(window_shape, w)) {
      int64_t at = in_base, from = upd_base;
      for (size_t k = 0; k < w.size(); ++k) {
        at += w[k] * window_in[k];
        from += w[k] * window_upd[k];
      }
      if (direct) {
        const int width = results[0].element_bytes();
        CombineInPlace(*direct, results[0].element(), out_data[0] + at * width,
                       updates[0].data() + from * width);
        continue;
      }
      if (scalar) {
        for (size_t i = 0; i < n; ++i) {
          scalar_accs[i] = out_data[i] + at * results[i].element_bytes();
          scalar_args[i] = scalar_accs[i];
          scalar_args[n + i] = updates[i].data() + from * updates[i].element_bytes();
        }
        scalar->Run(scalar_args, scalar_accs);
        continue;
      }
      for (size_t i = 0; i < n; ++i) {
        acc[i] = ScalarAt(scalar_types[i], results[i], at);
        values[i] = ScalarAt(ScalarType(c, updates[i]), updates[i], from);
      }
      HLX_RETURN_IF_ERROR(RunCombiner(c, region, acc, values));
      for (size_t i = 0; i < n; ++i) {
        const int width = results[i].element_bytes();
        std::memcpy(out_data[i] + at * width, acc[i].data(), width);
      }
    }
  }
  return results;
}

Results EvalSort(const OpCall& c) {
  const size_t n = c.args.size();
  if (n == 0) return c.Error("needs at least one input");
  const int64_t rank = c.args[0].rank();
  Attr dim_attr = c.op.attr("dimension");
  int64_t dim = dim_attr && dim_attr.Is(AttrKind::kInteger) ? dim_attr.int_value() : -1;
  if (dim < 0) dim += rank;
  if (rank == 0 || dim < 0 || dim >= rank) return c.Error("sorts along a dimension out of range");
  for (size_t i = 0; i < n; ++i)
    if (!std::equal(c.args[i].shape().begin(), c.args[i].shape().end(), c.args[0].shape().begin(),
                    c.args[0].shape().end()) ||
        c.result_types[i] != c.args[i].type())
      return c.Error("has inputs or results of different shapes");
  return SortAlong(c, c.args, dim, *c.op.region(0), "");
}

// ApproxTopK(inputs..., init_values...) with called_computations = [@comparator]: XLA's approximate
// top-k, computed exactly. Along reduction_dim each line of the inputs is ordered by the comparator
// (stably, as sort does) and the first r elements are kept, r being the results' size along that
// dimension; where r exceeds the input's size, the init values fill the rest.
Results EvalApproxTopKCall(const OpCall& c) {
  auto error = [&](const std::string& message) { return c.Error("custom call @ApproxTopK: " + message); };
  const size_t n = c.args.size() / 2;
  if (c.args.size() % 2 != 0 || n == 0)
    return error("expected inputs and as many init values, found " + std::to_string(c.args.size()) +
                 " operands");
  if (c.result_types.size() != n)
    return error("expected " + std::to_string(n) + " results, one per input, found " +
                 std::to_string(c.result_types.size()));
  Attr called = c.op.attr("called_computations");
  if (!called.Is(AttrKind::kArray) || called.elements().size() != 1 ||
      !called.elements()[0].Is(AttrKind::kSymbolRef))
    return error("expected called_computations to name one comparator function");
  const std::string& comparator = called.elements()[0].symbol_path().back();
  const Op* func = c.ctx.module().LookupFunc(comparator);
  if (!func) return error("the comparator @" + comparator + " is not a function of the module");
  Attr config = c.op.attr("mhlo.backend_config");
  Attr dim_attr = config.Is(AttrKind::kDictionary) ? config.Get("reduction_dim") : Attr();
  if (!dim_attr.Is(AttrKind::kInteger))
    return error("expected an integer reduction_dim in mhlo.backend_config");
  const Tensor& first = c.args[0];
  const int64_t rank = first.rank(), dim = dim_attr.int_value();
  if (dim < 0 || dim >= rank)
    return error("reduction_dim " + std::to_string(dim) + " is out of range for inputs of rank " +
                 std::to_string(rank));
  for (size_t i = 0; i < n; ++i) {
    const Tensor &input = c.args[i], &init = c.args[n + i];
    if (!input.is_tensor() || !std::ranges::equal(input.shape(), first.shape()))
      return error("expected every input to have the shape of the first, " + first.type().ToString() +
                   "; input #" + std::to_string(i) + " is " + input.type().ToString());
    if (!init.is_tensor() || init.rank() != 0 || init.element() != input.element())
      return error("expected init value #" + std::to_string(i) +
                   " to be a scalar of the element type of input #" + std::to_string(i) + ", found " +
                   init.type().ToString());
  }
  const Type out0 = c.result_types[0];
  const int64_t size = first.shape()[dim];
  const int64_t kept = out0.IsTensor() && out0.rank() == rank ? out0.dims()[dim] : -1;
  for (size_t i = 0; i < n; ++i) {
    const Type t = c.result_types[i];
    bool ok = t.IsTensor() && t.rank() == rank && t.element_type() == c.args[i].type().element_type();
    for (int64_t d = 0; ok && d < rank; ++d) ok = t.dims()[d] == (d == dim ? kept : first.shape()[d]);
    if (!ok)
      return error("expected result #" + std::to_string(i) +
                   " to have the shape of the inputs but along reduction_dim " + std::to_string(dim) +
                   ", and the element type of input #" + std::to_string(i) + ", found " + t.ToString());
  }
  if (Attr top_k = config.Get("top_k"); top_k.Is(AttrKind::kInteger) && kept < top_k.int_value())
    return error("the results keep " + std::to_string(kept) +
                 " elements along reduction_dim, fewer than top_k = " + std::to_string(top_k.int_value()));
  HLX_ASSIGN_OR_RETURN(std::vector<Tensor> sorted,
                       SortAlong(c, c.args.subspan(0, n), dim, *func->region(0), comparator));
  // Copies the first min(kept, size) elements of each line, then the init values.
  std::vector<Tensor> results;
  const std::vector<int64_t> in_strides = Strides(first.shape());
  std::vector<int64_t> out_shape(first.shape().begin(), first.shape().end());
  out_shape[dim] = kept;
  for (size_t i = 0; i < n; ++i) {
    Tensor out = Tensor::Zeros(c.result_types[i]);
    const int w = out.element_bytes();
    char* dst = out.mutable_data();
    std::vector<int64_t> index(rank, 0);
    for (int64_t at = 0; at < out.num_elements(); ++at, NextIndex(out_shape, index)) {
      const int64_t from = std::inner_product(index.begin(), index.end(), in_strides.begin(), int64_t{0});
      std::memcpy(dst + at * w, index[dim] < size ? sorted[i].data() + from * w : c.args[n + i].data(), w);
    }
    results.push_back(std::move(out));
  }
  return results;
}

namespace {

// Advances `index` through `shape` in row-major order and returns the offset `at` (under `strides`)
// moved along with it.
int64_t NextOffset(std::span<const int64_t> shape, std::span<const int64_t> strides,
                   std::vector<int64_t>& index, int64_t at) {
  for (int64_t d = static_cast<int64_t>(shape.size()) - 1; d >= 0; --d) {
    if (++index[d] < shape[d]) return at + strides[d];
    at -= strides[d] * (shape[d] - 1);
    index[d] = 0;
  }
  return at;
}

}  // namespace

Results EvalReduce(const OpCall& c) {
  const size_t n = c.args.size() / 2;
  if (c.args.size() != 2 * n || n == 0) return c.Error("needs as many init values as inputs");
  const std::span<const Tensor> inputs = c.args.first(n), inits = c.args.subspan(n);
  const std::vector<int64_t> reduced = IntList(c.op, "dimensions");
  const int64_t rank = inputs[0].rank();
  const std::span<const int64_t> shape = inputs[0].shape();
  for (int64_t d : reduced)
    if (d < 0 || d >= rank) return c.Error("reduces dimension " + std::to_string(d) + ", out of range");
  for (size_t i = 0; i < n; ++i) {
    if (!std::equal(inputs[i].shape().begin(), inputs[i].shape().end(), shape.begin(), shape.end()))
      return c.Error("has inputs of different shapes");
    if (inits[i].num_elements() != 1) return c.Error("needs scalar init values");
  }
  // Result strides per input dimension: 0 for the reduced ones.
  std::vector<int64_t> kept_shape;
  for (int64_t d = 0; d < rank; ++d)
    if (!Contains(reduced, d)) kept_shape.push_back(shape[d]);
  if (NumElements(kept_shape) != c.result_types[0].NumElements())
    return c.Error("has a result of the wrong shape");
  const std::vector<int64_t> kept_strides = Strides(kept_shape);
  std::vector<int64_t> out_strides(rank, 0);
  for (int64_t d = 0, k = 0; d < rank; ++d)
    if (!Contains(reduced, d)) out_strides[d] = kept_strides[k++];

  std::vector<Tensor> results;
  for (size_t i = 0; i < n; ++i) {
    Tensor r = Tensor::Zeros(c.result_types[i]);
    const int w = r.element_bytes();
    if (w != inits[i].element_bytes()) return c.Error("has results of a type other than its init values");
    char* p = r.mutable_data();
    for (int64_t k = 0; k < r.num_elements(); ++k) std::memcpy(p + k * w, inits[i].data(), w);
    results.push_back(std::move(r));
  }
  const int64_t total = inputs[0].num_elements();
  if (total == 0) return results;
  const Region& region = *c.op.region(0);
  // The input is walked in row-major order, so each result folds its elements in index order.
  std::vector<int64_t> index(rank, 0);
  if (n == 1) {
    if (std::optional<Combine> direct = DirectCombiner(region, results[0].element());
        direct && results[0].element() == inputs[0].element()) {
      const ElementType e = results[0].element();
      const int w = results[0].element_bytes();
      char* out = results[0].mutable_data();
      const char* in = inputs[0].data();
      int64_t at = 0;
      for (int64_t k = 0; k < total; ++k) {
        CombineInPlace(*direct, e, out + at * w, in + k * w);
        at = NextOffset(shape, out_strides, index, at);
      }
      return results;
    }
  }
  std::vector<char*> out_data;
  for (Tensor& r : results) out_data.push_back(r.mutable_data());
  if (std::optional<ScalarRegion> scalar =
          ScalarRegion::Compile(region, Elements(results, inputs), Elements(results))) {
    std::vector<const char*> args(2 * n);
    std::vector<char*> accs(n);
    std::vector<int> out_widths, in_widths;
    for (size_t i = 0; i < n; ++i) {
      out_widths.push_back(results[i].element_bytes());
      in_widths.push_back(inputs[i].element_bytes());
    }
    int64_t at = 0;
    for (int64_t k = 0; k < total; ++k) {
      for (size_t i = 0; i < n; ++i) {
        accs[i] = out_data[i] + at * out_widths[i];
        args[i] = accs[i];
        args[n + i] = inputs[i].data() + k * in_widths[i];
      }
      scalar->Run(args, accs);
      at = NextOffset(shape, out_strides, index, at);
    }
    return results;
  }
  std::vector<Type> acc_types, value_types;
  for (size_t i = 0; i < n; ++i) {
    acc_types.push_back(ScalarType(c, results[i]));
    value_types.push_back(ScalarType(c, inputs[i]));
  }
  std::vector<Tensor> acc(n), values(n);
  int64_t at = 0;
  for (int64_t k = 0; k < total; ++k) {
    for (size_t i = 0; i < n; ++i) {
      acc[i] = ScalarAt(acc_types[i], results[i], at);
      values[i] = ScalarAt(value_types[i], inputs[i], k);
    }
    HLX_RETURN_IF_ERROR(RunCombiner(c, region, acc, values));
    for (size_t i = 0; i < n; ++i) {
      const int w = results[i].element_bytes();
      std::memcpy(out_data[i] + at * w, acc[i].data(), w);
    }
    at = NextOffset(shape, out_strides, index, at);
  }
  return results;
}

Results EvalReduceWindow(const OpCall& c) {
  const size_t n = c.args.size() / 2;
  if (c.args.size() != 2 * n || n == 0) return c.Error("needs as many init values as inputs");
  const std::span<const Tensor> inputs = c.args.first(n), inits = c.args.subspan(n);
  const int64_t rank = inputs[0].rank();
  const std::span<const int64_t> shape = inputs[0].shape();
  const std::optional<Window> window_attrs = GetWindow(c.op);
  if (!window_attrs || window_attrs->rank() != rank)
    return c.Error("needs one window size, stride and dilation per input dimension, and [rank, 2] padding");
  const std::vector<int64_t>&window = window_attrs->dimensions, &strides = window_attrs->strides,
        &window_dilations = window_attrs->window_dilations, &base_dilations = window_attrs->base_dilations;
  if (std::any_of(window.begin(), window.end(), [](int64_t x) { return x < 0; }))
    return c.Error("has a negative window size");
  const Type out_type = c.result_types[0];
  const std::vector<int64_t> sizes =
      WindowOutputShape(shape, window, strides, window_attrs->padding, base_dilations, window_dilations);
  for (int64_t d = 0; d < rank; ++d)
    if (sizes[d] != out_type.dims()[d])
      return c.Error("has a result of size " + std::to_string(out_type.dims()[d]) + " in dimension " +
                     std::to_string(d) + ", expected " + std::to_string(sizes[d]));
  for (size_t i = 0; i < n; ++i)
    if (!std::equal(inputs[i].shape().begin(), inputs[i].shape().end(), shape.begin(), shape.end()) ||
        inits[i].num_elements() != 1)
      return c.Error("has inputs of different shapes or non-scalar init values");

  std::vector<Tensor> results;
  for (size_t i = 0; i < n; ++i) {
    results.push_back(Tensor::Zeros(c.result_types[i]));
    if (!std::equal(results[i].shape().begin(), results[i].shape().end(), out_type.dims().begin(),
                    out_type.dims().end()))
      return c.Error("has results of different shapes");
    if (results[i].element_bytes() != inits[i].element_bytes())
      return c.Error("has results of a type other than its init values");
  }
  const int64_t count = results[0].num_elements();
  if (count == 0) return results;
  const Region& region = *c.op.region(0);
  std::optional<Combine> direct;
  if (n == 1 && results[0].element() == inputs[0].element())
    direct = DirectCombiner(region, results[0].element());
  std::vector<Type> acc_types, value_types;
  for (size_t i = 0; i < n; ++i) {
    acc_types.push_back(ScalarType(c, results[i]));
    value_types.push_back(ScalarType(c, inputs[i]));
  }
  const std::vector<int64_t> in_strides = Strides(shape);
  std::vector<int64_t> o(rank, 0), w(rank, 0);
  const int64_t window_count = NumElements(window);
  std::vector<Tensor> acc(n), values(n);
  std::vector<char> direct_acc(inits[0].element_bytes());
  // The compiled region's accumulators, one 16-byte slot each (the widest element).
  std::optional<ScalarRegion> scalar;
  // Padding reads the init values in place of input elements, so those must have the input's type.
  if (!direct && Elements(inits) == Elements(inputs) && Elements(inits) == Elements(results))
    scalar = ScalarRegion::Compile(region, Elements(results, inputs), Elements(results));
  std::vector<char> scalar_acc(16 * n);
  std::vector<const char*> scalar_args(2 * n);
  std::vector<char*> scalar_accs(n);
  for (size_t i = 0; i < n; ++i) scalar_accs[i] = scalar_acc.data() + 16 * i;
  for (int64_t k = 0; k < count; ++k, NextIndex(out_type.dims(), o)) {
    for (size_t i = 0; i < n; ++i) acc[i] = inits[i];
    std::memcpy(direct_acc.data(), inits[0].data(), direct_acc.size());
    for (size_t i = 0; i < n; ++i) std::memcpy(scalar_accs[i], inits[i].data(), inits[i].element_bytes());
    std::fill(w.begin(), w.end(), 0);
    for (int64_t e = 0; e < window_count; ++e, NextIndex(window, w)) {
      // The window position in the padded, dilated input, and the input element there if any.
      int64_t at = 0;
      bool real = true;
      for (int64_t d = 0; d < rank && real; ++d) {
        const int64_t p = o[d] * strides[d] + w[d] * window_dilations[d] - window_attrs->pad_low(d);
        if (p < 0 || p % base_dilations[d] != 0 || p / base_dilations[d] >= shape[d]) {
          real = false;
        } else {
          at += p / base_dilations[d] * in_strides[d];
        }
      }
      if (direct) {
        const int width = inputs[0].element_bytes();
        CombineInPlace(*direct, inputs[0].element(), direct_acc.data(),
                       real ? inputs[0].data() + at * width : inits[0].data());
        continue;
      }
      if (scalar) {
        for (size_t i = 0; i < n; ++i) {
          scalar_args[i] = scalar_accs[i];
          scalar_args[n + i] = real ? inputs[i].data() + at * inputs[i].element_bytes() : inits[i].data();
        }
        scalar->Run(scalar_args, scalar_accs);
        continue;
      }
      for (size_t i = 0; i < n; ++i) values[i] = real ? ScalarAt(value_types[i], inputs[i], at) : inits[i];
      HLX_RETURN_IF_ERROR(RunCombiner(c, region, acc, values));
    }
    for (size_t i = 0; i < n; ++i) {
      const int width = results[i].element_bytes();
      const char* value = direct ? direct_acc.data() : scalar ? scalar_accs[i] : acc[i].data();
      std::memcpy(results[i].mutable_data() + k * width, value, width);
    }
  }
  return results;
}

Results EvalSelectAndScatter(const OpCall& c) {
  const Tensor& operand = c.args[0];
  const Tensor& source = c.args[1];
  const Tensor& init = c.args[2];
  const int64_t rank = operand.rank();
  const std::span<const int64_t> shape = operand.shape();
  const std::optional<Window> window_attrs = GetWindow(c.op);
  if (!window_attrs || window_attrs->rank() != rank || source.rank() != rank)
    return c.Error("needs one window size and stride per operand dimension, and [rank, 2] padding");
  const std::vector<int64_t>&window = window_attrs->dimensions, &strides = window_attrs->strides;
  if (std::any_of(window.begin(), window.end(), [](int64_t x) { return x <= 0; }))
    return c.Error("has a window size out of range");
  const std::vector<int64_t> sizes =
      WindowOutputShape(shape, window, strides, window_attrs->padding, window_attrs->base_dilations,
                        window_attrs->window_dilations);
  for (int64_t d = 0; d < rank; ++d)
    if (sizes[d] != source.shape()[d])
      return c.Error("has a source of size " + std::to_string(source.shape()[d]) + " in dimension " +
                     std::to_string(d) + ", expected " + std::to_string(sizes[d]));
  Tensor result = Tensor::Zeros(c.result_types[0]);
  if (!std::equal(shape.begin(), shape.end(), result.shape().begin(), result.shape().end()))
    return c.Error("has a result of another shape than its operand");
  const int w = result.element_bytes();
  if (w != init.element_bytes()) return c.Error("has a result of a type other than its init value");
  char* out = result.mutable_data();
  for (int64_t k = 0; k < result.num_elements(); ++k) std::memcpy(out + k * w, init.data(), w);
  const Region& select = *c.op.region(0);
  const Region& scatter = *c.op.region(1);
  const Type operand_scalar = ScalarType(c, operand), source_scalar = ScalarType(c, source),
             result_scalar = ScalarType(c, result);
  const std::vector<int64_t> in_strides = Strides(shape);
  std::vector<int64_t> s(rank, 0), win(rank, 0);
  const int64_t window_count = NumElements(window);
  // The operand offset of window element `win` of source element `s`; -1 where it falls in padding.
  auto operand_offset = [&]() -> int64_t {
    int64_t at = 0;
    for (int64_t d = 0; d < rank; ++d) {
      const int64_t p = s[d] * strides[d] + win[d] - window_attrs->pad_low(d);
      if (p < 0 || p >= shape[d]) return -1;
      at += p * in_strides[d];
    }
    return at;
  };
  const ElementType i1 = ElementType::kI1, operand_elements[2] = {operand.element(), operand.element()},
                    scatter_elements[2] = {result.element(), source.element()};
  std::optional<ScalarRegion> scalar_select = ScalarRegion::Compile(select, operand_elements, {&i1, 1});
  std::optional<ScalarRegion> scalar_scatter =
      ScalarRegion::Compile(scatter, scatter_elements, {scatter_elements, 1});
  const int ow = operand.element_bytes();
  if (scalar_select && scalar_scatter) {
    char keep = 0;
    char* const keep_result[1] = {&keep};
    for (int64_t k = 0; k < source.num_elements(); ++k, NextIndex(source.shape(), s)) {
      int64_t selected = -1;
      std::fill(win.begin(), win.end(), 0);
      for (int64_t e = 0; e < window_count; ++e, NextIndex(window, win)) {
        const int64_t at = operand_offset();
        if (at < 0) continue;
        if (selected >= 0) {
          const char* const args[2] = {operand.data() + selected * ow, operand.data() + at * ow};
          scalar_select->Run(args, keep_result);
          if (keep != 0) continue;
        }
        selected = at;
      }
      if (selected < 0) continue;
      char* const acc[1] = {out + selected * w};
      const char* const args[2] = {acc[0], source.data() + k * source.element_bytes()};
      scalar_scatter->Run(args, acc);
    }
    return std::vector<Tensor>{result};
  }
  for (int64_t k = 0; k < source.num_elements(); ++k, NextIndex(source.shape(), s)) {
    // The selected element: the first one in the window that `select` prefers to every later one;
    // padding is never selected.
    int64_t selected = -1;
    Tensor selected_value;
    std::fill(win.begin(), win.end(), 0);
    for (int64_t e = 0; e < window_count; ++e, NextIndex(window, win)) {
      const int64_t at = operand_offset();
      if (at < 0) continue;
      Tensor value = ScalarAt(operand_scalar, operand, at);
      if (selected < 0) {
        selected = at;
        selected_value = value;
        continue;
      }
      const Tensor args[2] = {selected_value, value};
      HLX_ASSIGN_OR_RETURN(std::vector<Tensor> keep, c.ctx.RunRegion(select, args));
      if (keep.size() != 1 || !keep[0].is_tensor() || keep[0].num_elements() != 1 ||
          !IsBool(keep[0].element()))
        return c.Error("has a select region that does not return one i1");
      if (LoadInt(keep[0].element(), keep[0].data()) == 0) {
        selected = at;
        selected_value = value;
      }
    }
    if (selected < 0) continue;
    std::vector<Tensor> acc = {ScalarAt(result_scalar, result, selected)};
    HLX_RETURN_IF_ERROR(RunCombiner(c, scatter, acc, {ScalarAt(source_scalar, source, k)}));
    std::memcpy(result.mutable_data() + selected * w, acc[0].data(), w);
  }
  return std::vector<Tensor>{result};
}

}  // namespace hlx
