// Ops that make, reshape and rearrange tensors: iota, reshape, broadcasts, transpose, reverse, slices,
// concatenate, pads, get_dimension_size and torch_index_select. They move element bytes without
// looking at them, so every element type (sub-byte, complex, quantized storage) goes the same way.
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "interp/kernels.h"

namespace hlx {

namespace {

// Copies `n` elements of `width` bytes, the i-th from src + i * si elements to dst + i * di elements;
// widths of 1, 2, 4 and 8 bytes as loads and stores of that size.
template <typename T>
void StridedElementsOf(int64_t n, const char* src, int64_t si, char* dst, int64_t di) {
  for (int64_t i = 0; i < n; ++i) {
    T v;
    std::memcpy(&v, src + i * si * static_cast<int64_t>(sizeof(T)), sizeof(T));
    std::memcpy(dst + i * di * static_cast<int64_t>(sizeof(T)), &v, sizeof(T));
  }
}

void StridedElements(int64_t n, int width, const char* src, int64_t si, char* dst, int64_t di) {
  switch (width) {
    case 1:
      return StridedElementsOf<uint8_t>(n, src, si, dst, di);
    case 2:
      return StridedElementsOf<uint16_t>(n, src, si, dst, di);
    case 4:
      return StridedElementsOf<uint32_t>(n, src, si, dst, di);
    case 8:
      return StridedElementsOf<uint64_t>(n, src, si, dst, di);
    default:
      for (int64_t i = 0; i < n; ++i) std::memcpy(dst + i * di * width, src + i * si * width, width);
  }
}

}  // namespace

void StridedCopy(std::span<const int64_t> shape, int width, const char* src, int64_t src_base,
                 std::span<const int64_t> src_strides, char* dst, int64_t dst_base,
                 std::span<const int64_t> dst_strides) {
  if (NumElements(shape) == 0) return;
  const size_t rank = shape.size();
  if (rank == 0) {
    std::memcpy(dst + dst_base * width, src + src_base * width, width);
    return;
  }
  // The innermost dimension is a loop of its own; an odometer walks the outer ones.
  const int64_t inner = shape[rank - 1];
  const int64_t si = src_strides[rank - 1], di = dst_strides[rank - 1];
  // The outer index on the stack for up to 8 outer dimensions (no allocation per call: gathers copy
  // one window per index).
  int64_t stack_index[8] = {0};
  std::vector<int64_t> heap_index;
  int64_t* index = stack_index;
  if (rank - 1 > 8) {
    heap_index.assign(rank - 1, 0);
    index = heap_index.data();
  }
  const std::span<const int64_t> outer = shape.first(rank - 1);
  int64_t s = src_base, d = dst_base;
  while (true) {
    if (si == 1 && di == 1) {
      std::memcpy(dst + d * width, src + s * width, static_cast<size_t>(inner) * width);
    } else {
      StridedElements(inner, width, src + s * width, si, dst + d * width, di);
    }
    // Advance the outer index: dimensions that wrap go back to 0 and carry into the next one out.
    size_t k = rank - 1;
    while (k > 0 && ++index[k - 1] == outer[k - 1]) {
      --k;
      s -= src_strides[k] * (outer[k] - 1);
      d -= dst_strides[k] * (outer[k] - 1);
      index[k] = 0;
    }
    if (k == 0) return;
    s += src_strides[k - 1];
    d += dst_strides[k - 1];
  }
}

namespace {

Results One(Tensor t) { return std::vector<Tensor>{std::move(t)}; }

int64_t IntAttr(const OpCall& c, const char* name, int64_t default_value) {
  Attr a = c.op.attr(name);
  return a && a.Is(AttrKind::kInteger) ? a.int_value() : default_value;
}

// `out_type` filled from `in` read at `base` with `strides` per result dimension.
Tensor Rearranged(Type out_type, const Tensor& in, int64_t base, std::span<const int64_t> strides) {
  Tensor out = Tensor::Zeros(out_type);
  if (out.num_elements() == 0) return out;
  const std::vector<int64_t> dst_strides = Strides(out.shape());
  StridedCopy(out.shape(), out.element_bytes(), in.data(), base, strides, out.mutable_data(), 0, dst_strides);
  return out;
}

bool SameShape(std::span<const int64_t> a, std::span<const int64_t> b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end());
}

// Checks that the values of a shape operand equal the static result shape.
Status CheckShapeOperand(const OpCall& c, const Tensor& shape_operand, std::span<const int64_t> expected,
                         const char* what) {
  std::vector<int64_t> values = ReadInts(shape_operand);
  if (!std::equal(values.begin(), values.end(), expected.begin(), expected.end()))
    return c.Error(std::string(what) + " " + FormatIndex(values) + " does not match the result shape " +
                   FormatIndex(expected));
  return Status();
}

Tensor IotaOf(Type type, int64_t dimension) {
  Tensor out = Tensor::Zeros(type);
  const int64_t n = out.num_elements();
  if (n == 0) return out;
  const std::vector<int64_t> strides = Strides(out.shape());
  const int64_t stride = strides[dimension], size = out.shape()[dimension];
  const ElementType e = out.element();
  const int w = out.element_bytes();
  char* p = out.mutable_data();
  for (int64_t i = 0; i < n; ++i) {
    const int64_t v = (i / stride) % size;
    if (IsFloat(e)) {
      StoreFloat(e, p + i * w, static_cast<double>(v));
    } else if (IsComplex(e)) {
      StoreComplex(e, p + i * w, std::complex<double>(static_cast<double>(v), 0));
    } else {
      StoreInt(e, p + i * w, v);
    }
  }
  return out;
}

Tensor BroadcastInDim(Type out_type, const Tensor& in, std::span<const int64_t> dims) {
  std::vector<int64_t> strides(out_type.rank(), 0);
  const std::vector<int64_t> in_strides = Strides(in.shape());
  for (size_t i = 0; i < dims.size(); ++i)
    if (in.shape()[i] != 1) strides[dims[i]] = in_strides[i];
  return Rearranged(out_type, in, 0, strides);
}

Status CheckBroadcastDims(const OpCall& c, const Tensor& in, std::span<const int64_t> dims, Type out_type) {
  if (static_cast<int64_t>(dims.size()) != in.rank())
    return c.Error("has " + std::to_string(dims.size()) + " broadcast dimensions for an operand of rank " +
                   std::to_string(in.rank()));
  for (size_t i = 0; i < dims.size(); ++i) {
    if (dims[i] < 0 || dims[i] >= out_type.rank())
      return c.Error("broadcasts to dimension " + std::to_string(dims[i]) + " of a result of rank " +
                     std::to_string(out_type.rank()));
    if (in.shape()[i] != 1 && in.shape()[i] != out_type.dims()[dims[i]])
      return c.Error("cannot broadcast operand dimension " + std::to_string(i) + " of size " +
                     std::to_string(in.shape()[i]) + " to size " + std::to_string(out_type.dims()[dims[i]]));
  }
  return Status();
}

// The start of a slice of `size` in a dimension of `dim`, clamped so that the slice fits.
int64_t ClampStart(int64_t start, int64_t dim, int64_t size) {
  return std::clamp<int64_t>(start, 0, std::max<int64_t>(dim - size, 0));
}

Tensor Slice(Type out_type, const Tensor& in, std::span<const int64_t> start, std::span<const int64_t> step) {
  const std::vector<int64_t> in_strides = Strides(in.shape());
  std::vector<int64_t> strides(in.rank());
  int64_t base = 0;
  for (int64_t d = 0; d < in.rank(); ++d) {
    strides[d] = in_strides[d] * step[d];
    base += start[d] * in_strides[d];
  }
  return Rearranged(out_type, in, base, strides);
}

// pad with the given (already checked) paddings: low/high may be negative, interior not.
Tensor Pad(Type out_type, const Tensor& in, const Tensor& value, std::span<const int64_t> low,
           std::span<const int64_t> interior) {
  Tensor out = Tensor::Zeros(out_type);
  const int64_t n = out.num_elements();
  if (n == 0) return out;
  const int w = out.element_bytes();
  char* p = out.mutable_data();
  for (int64_t i = 0; i < n; ++i) std::memcpy(p + i * w, value.data(), w);
  // Operand element i of a dimension lands at low + i * (interior + 1); keep those inside the result.
  const int64_t rank = in.rank();
  const std::vector<int64_t> in_strides = Strides(in.shape()), out_strides = Strides(out.shape());
  std::vector<int64_t> counts(rank), src_strides(rank), dst_strides(rank);
  int64_t src_base = 0, dst_base = 0;
  for (int64_t d = 0; d < rank; ++d) {
    const int64_t step = interior[d] + 1, size = in.shape()[d], out_size = out.shape()[d];
    const int64_t first = low[d] >= 0 ? 0 : (-low[d] + step - 1) / step;
    const int64_t room = out_size - 1 - low[d];
    const int64_t last = room < 0 ? -1 : std::min(size - 1, room / step);
    counts[d] = std::max<int64_t>(last - first + 1, 0);
    src_strides[d] = in_strides[d];
    dst_strides[d] = out_strides[d] * step;
    src_base += first * in_strides[d];
    dst_base += (low[d] + first * step) * out_strides[d];
  }
  if (NumElements(counts) == 0) return out;
  StridedCopy(counts, w, in.data(), src_base, src_strides, p, dst_base, dst_strides);
  return out;
}

Status CheckPadding(const OpCall& c, const Tensor& in, Type out_type, std::span<const int64_t> low,
                    std::span<const int64_t> high, std::span<const int64_t> interior) {
  const size_t rank = static_cast<size_t>(in.rank());
  if (low.size() != rank || high.size() != rank || interior.size() != rank || out_type.rank() != in.rank())
    return c.Error("needs one padding per operand dimension (" + std::to_string(rank) + ")");
  for (size_t d = 0; d < rank; ++d) {
    if (interior[d] < 0) return c.Error("has negative interior padding " + std::to_string(interior[d]));
    const int64_t size = in.shape()[d];
    const int64_t expected = low[d] + high[d] + size + (size > 0 ? (size - 1) * interior[d] : 0);
    if (expected != out_type.dims()[d])
      return c.Error("pads dimension " + std::to_string(d) + " to " + std::to_string(expected) +
                     ", but the result has size " + std::to_string(out_type.dims()[d]));
  }
  return Status();
}

}  // namespace

Results EvalIota(const OpCall& c) {
  const int64_t d = IntAttr(c, "iota_dimension", 0);
  if (d < 0 || d >= c.result_types[0].rank()) return c.Error("has iota_dimension out of range");
  return One(IotaOf(c.result_types[0], d));
}

Results EvalDynamicIota(const OpCall& c) {
  const int64_t d = IntAttr(c, "iota_dimension", 0);
  if (d < 0 || d >= c.result_types[0].rank()) return c.Error("has iota_dimension out of range");
  HLX_RETURN_IF_ERROR(CheckShapeOperand(c, c.args[0], c.result_types[0].dims(), "output_shape"));
  return One(IotaOf(c.result_types[0], d));
}

Results EvalReshape(const OpCall& c) {
  if (c.args[0].num_elements() != c.result_types[0].NumElements())
    return c.Error("reshapes " + std::to_string(c.args[0].num_elements()) + " elements to " +
                   c.result_types[0].ToString());
  return One(c.args[0].Retyped(c.result_types[0]));
}

Results EvalDynamicReshape(const OpCall& c) {
  HLX_RETURN_IF_ERROR(CheckShapeOperand(c, c.args[1], c.result_types[0].dims(), "output_shape"));
  return EvalReshape(c);
}

Results EvalBroadcast(const OpCall& c) {
  const Tensor& in = c.args[0];
  const Type out_type = c.result_types[0];
  const std::vector<int64_t> sizes = IntList(c.op, "broadcast_sizes");
  const int64_t lead = static_cast<int64_t>(sizes.size());
  if (lead + in.rank() != out_type.rank()) return c.Error("has a result of the wrong rank");
  std::vector<int64_t> strides(out_type.rank(), 0);
  const std::vector<int64_t> in_strides = Strides(in.shape());
  for (int64_t d = 0; d < in.rank(); ++d) {
    if (out_type.dims()[lead + d] != in.shape()[d]) return c.Error("has a result of the wrong shape");
    strides[lead + d] = in_strides[d];
  }
  return One(Rearranged(out_type, in, 0, strides));
}

Results EvalBroadcastInDim(const OpCall& c) {
  const std::vector<int64_t> dims = IntList(c.op, "broadcast_dimensions");
  HLX_RETURN_IF_ERROR(CheckBroadcastDims(c, c.args[0], dims, c.result_types[0]));
  return One(BroadcastInDim(c.result_types[0], c.args[0], dims));
}

Results EvalDynamicBroadcastInDim(const OpCall& c) {
  const std::vector<int64_t> dims = IntList(c.op, "broadcast_dimensions");
  HLX_RETURN_IF_ERROR(CheckShapeOperand(c, c.args[1], c.result_types[0].dims(), "output_dimensions"));
  HLX_RETURN_IF_ERROR(CheckBroadcastDims(c, c.args[0], dims, c.result_types[0]));
  return One(BroadcastInDim(c.result_types[0], c.args[0], dims));
}

Results EvalTranspose(const OpCall& c) {
  const Tensor& in = c.args[0];
  const std::vector<int64_t> perm = IntList(c.op, "permutation");
  if (static_cast<int64_t>(perm.size()) != in.rank()) return c.Error("has a permutation of the wrong size");
  const std::vector<int64_t> in_strides = Strides(in.shape());
  std::vector<int64_t> strides(perm.size()), permuted(perm.size());
  for (size_t i = 0; i < perm.size(); ++i) {
    if (perm[i] < 0 || perm[i] >= in.rank()) return c.Error("has a permutation out of range");
    strides[i] = in_strides[perm[i]];
    permuted[i] = in.shape()[perm[i]];
  }
  if (!SameShape(permuted, c.result_types[0].dims()))
    return c.Error("has a result of shape " + FormatIndex(c.result_types[0].dims()) + ", expected " +
                   FormatIndex(permuted));
  return One(Rearranged(c.result_types[0], in, 0, strides));
}

Results EvalReverse(const OpCall& c) {
  const Tensor& in = c.args[0];
  if (!SameShape(in.shape(), c.result_types[0].dims())) return c.Error("has a result of another shape");
  std::vector<int64_t> strides = Strides(in.shape());
  int64_t base = 0;
  std::vector<bool> reversed(in.rank(), false);
  for (int64_t d : IntList(c.op, "dimensions")) {
    if (d < 0 || d >= in.rank()) return c.Error("reverses dimension " + std::to_string(d) + ", out of range");
    if (reversed[d]) continue;
    reversed[d] = true;
    base += (in.shape()[d] - 1) * strides[d];
    strides[d] = -strides[d];
  }
  return One(Rearranged(c.result_types[0], in, base, strides));
}

Results EvalSlice(const OpCall& c) {
  const Tensor& in = c.args[0];
  const std::vector<int64_t> start = IntList(c.op, "start_indices"), limit = IntList(c.op, "limit_indices");
  std::vector<int64_t> step = IntList(c.op, "strides");
  if (step.empty()) step.assign(in.rank(), 1);
  const size_t rank = static_cast<size_t>(in.rank());
  if (start.size() != rank || limit.size() != rank || step.size() != rank ||
      c.result_types[0].rank() != in.rank())
    return c.Error("needs one start, limit and stride per operand dimension");
  for (size_t d = 0; d < rank; ++d) {
    if (start[d] < 0 || start[d] > limit[d] || limit[d] > in.shape()[d] || step[d] <= 0)
      return c.Error("slices dimension " + std::to_string(d) + " of size " + std::to_string(in.shape()[d]) +
                     " out of range");
    if ((limit[d] - start[d] + step[d] - 1) / step[d] != c.result_types[0].dims()[d])
      return c.Error("has a result of the wrong shape");
  }
  return One(Slice(c.result_types[0], in, start, step));
}

Results EvalDynamicSlice(const OpCall& c) {
  const Tensor& in = c.args[0];
  const std::vector<int64_t> sizes = IntList(c.op, "slice_sizes");
  if (c.args.size() != static_cast<size_t>(in.rank()) + 1 || sizes.size() != static_cast<size_t>(in.rank()) ||
      c.result_types[0].rank() != in.rank())
    return c.Error("needs one start index and one slice size per operand dimension");
  std::vector<int64_t> start(in.rank()), step(in.rank(), 1);
  for (int64_t d = 0; d < in.rank(); ++d) {
    if (sizes[d] < 0 || sizes[d] > in.shape()[d] || sizes[d] != c.result_types[0].dims()[d])
      return c.Error("has slice size " + std::to_string(sizes[d]) + " out of range in dimension " +
                     std::to_string(d));
    start[d] = ClampStart(ReadInts(c.args[d + 1])[0], in.shape()[d], sizes[d]);
  }
  return One(Slice(c.result_types[0], in, start, step));
}

Results EvalRealDynamicSlice(const OpCall& c) {
  const Tensor& in = c.args[0];
  const std::vector<int64_t> start = ReadInts(c.args[1]), limit = ReadInts(c.args[2]),
                             step = ReadInts(c.args[3]);
  const size_t rank = static_cast<size_t>(in.rank());
  if (start.size() != rank || limit.size() != rank || step.size() != rank ||
      c.result_types[0].rank() != in.rank())
    return c.Error("needs one start, limit and stride per operand dimension");
  for (size_t d = 0; d < rank; ++d) {
    if (start[d] < 0 || start[d] > limit[d] || limit[d] > in.shape()[d] || step[d] <= 0)
      return c.Error("slices dimension " + std::to_string(d) + " of size " + std::to_string(in.shape()[d]) +
                     " as " + std::to_string(start[d]) + ":" + std::to_string(limit[d]) + ":" +
                     std::to_string(step[d]) + ", out of range");
    const int64_t size = (limit[d] - start[d] + step[d] - 1) / step[d];
    if (size != c.result_types[0].dims()[d])
      return c.Error("slices " + std::to_string(size) + " elements of dimension " + std::to_string(d) +
                     ", but the result has size " + std::to_string(c.result_types[0].dims()[d]));
  }
  return One(Slice(c.result_types[0], in, start, step));
}

Results EvalDynamicUpdateSlice(const OpCall& c) {
  const Tensor& in = c.args[0];
  const Tensor& update = c.args[1];
  if (c.args.size() != static_cast<size_t>(in.rank()) + 2 || update.rank() != in.rank() ||
      !SameShape(in.shape(), c.result_types[0].dims()))
    return c.Error("needs an update of the operand's rank and one start index per dimension");
  Tensor out = in.Retyped(c.result_types[0]);
  const std::vector<int64_t> out_strides = Strides(in.shape());
  int64_t base = 0;
  for (int64_t d = 0; d < in.rank(); ++d) {
    if (update.shape()[d] > in.shape()[d])
      return c.Error("has an update larger than the operand in dimension " + std::to_string(d));
    base += ClampStart(ReadInts(c.args[d + 2])[0], in.shape()[d], update.shape()[d]) * out_strides[d];
  }
  if (update.num_elements() == 0) return One(out);
  StridedCopy(update.shape(), out.element_bytes(), update.data(), 0, Strides(update.shape()),
              out.mutable_data(), base, out_strides);
  return One(out);
}

Results EvalConcatenate(const OpCall& c) {
  const Type out_type = c.result_types[0];
  const int64_t d = IntAttr(c, "dimension", 0);
  if (d < 0 || d >= out_type.rank()) return c.Error("concatenates along dimension out of range");
  Tensor out = Tensor::Zeros(out_type);
  const std::vector<int64_t> out_strides = Strides(out_type.dims());
  int64_t offset = 0;
  for (const Tensor& in : c.args) {
    if (in.rank() != out_type.rank()) return c.Error("has operands of different ranks");
    for (int64_t k = 0; k < in.rank(); ++k)
      if (k != d && in.shape()[k] != out_type.dims()[k]) return c.Error("has operands of different shapes");
    if (offset + in.shape()[d] > out_type.dims()[d])
      return c.Error("has a result too small for its operands");
    if (in.num_elements() > 0)
      StridedCopy(in.shape(), out.element_bytes(), in.data(), 0, Strides(in.shape()), out.mutable_data(),
                  offset * out_strides[d], out_strides);
    offset += in.shape()[d];
  }
  if (offset != out_type.dims()[d]) return c.Error("has a result larger than its operands");
  return One(out);
}

Results EvalPad(const OpCall& c) {
  const std::vector<int64_t> low = IntList(c.op, "edge_padding_low"),
                             high = IntList(c.op, "edge_padding_high"),
                             interior = IntList(c.op, "interior_padding");
  HLX_RETURN_IF_ERROR(CheckPadding(c, c.args[0], c.result_types[0], low, high, interior));
  return One(Pad(c.result_types[0], c.args[0], c.args[1], low, interior));
}

Results EvalDynamicPad(const OpCall& c) {
  const std::vector<int64_t> low = ReadInts(c.args[2]), high = ReadInts(c.args[3]),
                             interior = ReadInts(c.args[4]);
  HLX_RETURN_IF_ERROR(CheckPadding(c, c.args[0], c.result_types[0], low, high, interior));
  return One(Pad(c.result_types[0], c.args[0], c.args[1], low, interior));
}

Results EvalGetDimensionSize(const OpCall& c) {
  const int64_t d = IntAttr(c, "dimension", 0);
  if (d < 0 || d >= c.args[0].rank())
    return c.Error("asks for dimension " + std::to_string(d) + ", out of range");
  const int64_t size = c.args[0].shape()[d];
  return One(MakeInts(c.result_types[0], std::span<const int64_t>(&size, 1)));
}

Results EvalTorchIndexSelect(const OpCall& c) {
  // result[b..., pre..., i..., post...] = operand[b..., pre..., index[b..., i...], post...], where the
  // first batch_dims dimensions are shared by operand and index.
  const Tensor& in = c.args[0];
  const Tensor& index = c.args[1];
  const Type out_type = c.result_types[0];
  int64_t dim = IntAttr(c, "dim", 0), batch = IntAttr(c, "batch_dims", 0);
  if (dim < 0) dim += in.rank();
  if (batch < 0) batch += index.rank();
  if (dim < 0 || dim >= in.rank() || batch < 0 || batch > dim || batch > index.rank())
    return c.Error("has dim or batch_dims out of range");
  const int64_t index_rank = index.rank() - batch;
  std::vector<int64_t> expected(in.shape().begin(), in.shape().begin() + dim);
  expected.insert(expected.end(), index.shape().begin() + batch, index.shape().end());
  expected.insert(expected.end(), in.shape().begin() + dim + 1, in.shape().end());
  if (!SameShape(expected, out_type.dims()) ||
      !SameShape(in.shape().first(batch), index.shape().first(batch)))
    return c.Error("has a result of shape " + FormatIndex(out_type.dims()) + ", expected " +
                   FormatIndex(expected));
  const std::vector<int64_t> indices = ReadInts(index);
  const std::vector<int64_t> in_strides = Strides(in.shape()), index_strides = Strides(index.shape());
  Tensor out = Tensor::Zeros(out_type);
  const int w = out.element_bytes();
  char* p = out.mutable_data();
  std::vector<int64_t> o(out_type.rank(), 0);
  for (int64_t n = 0; n < out.num_elements(); ++n, NextIndex(out_type.dims(), o)) {
    int64_t at = 0;
    for (int64_t k = 0; k < batch; ++k) at += o[k] * index_strides[k];
    for (int64_t k = 0; k < index_rank; ++k) at += o[dim + k] * index_strides[batch + k];
    const int64_t i = indices[at];
    if (i < 0 || i >= in.shape()[dim])
      return c.Error("selects index " + std::to_string(i) + " of a dimension of size " +
                     std::to_string(in.shape()[dim]));
    int64_t src = i * in_strides[dim];
    for (int64_t k = 0; k < dim; ++k) src += o[k] * in_strides[k];
    for (int64_t k = dim + 1; k < in.rank(); ++k) src += o[k - 1 + index_rank] * in_strides[k];
    std::memcpy(p + n * w, in.data() + src * w, w);
  }
  return One(out);
}

}  // namespace hlx
