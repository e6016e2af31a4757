#include "backend/cpu/native_ops.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

#include "backend/cpu/contraction.h"
#include "interp/kernels.h"
#include "interp/scalar_region.h"
#include "interp/tensor.h"
#include "ir/shape_inference.h"

namespace hlx::cpu {
namespace {

bool IsPlain(Type t) { return t.IsTensor() && t.HasStaticShape() && t.element_type().IsElement(); }

bool Contains(std::span<const int64_t> v, int64_t x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// Reads integer elements of one type (indices, start positions) as the evaluator's ReadInts does.
class IntReader {
 public:
  explicit IntReader(ElementType e) : e_(e), width_(ElementStorageBytes(e)) {}
  int64_t operator()(const char* base, int64_t i) const {
    const char* p = base + i * width_;
    switch (e_) {
      case ElementType::kSI32: {
        int32_t v;
        std::memcpy(&v, p, 4);
        return v;
      }
      case ElementType::kSI64: {
        int64_t v;
        std::memcpy(&v, p, 8);
        return v;
      }
      default:
        return LoadInt(e_, p);
    }
  }

 private:
  ElementType e_;
  int width_;
};

// A copy of an n-D box of elements between two strided layouts, with adjacent dimensions merged where
// both sides walk them as one; the innermost dimension is one memcpy when both sides are contiguous.
class BoxCopy {
 public:
  BoxCopy() = default;
  BoxCopy(std::vector<int64_t> shape, std::vector<int64_t> src, std::vector<int64_t> dst, int width)
      : width_(width) {
    for (size_t k = 0; k < shape.size(); ++k) {
      if (shape[k] == 1) continue;
      if (!shape_.empty() && src_.back() == src[k] * shape[k] && dst_.back() == dst[k] * shape[k]) {
        shape_.back() *= shape[k];
        src_.back() = src[k];
        dst_.back() = dst[k];
        continue;
      }
      shape_.push_back(shape[k]);
      src_.push_back(src[k]);
      dst_.push_back(dst[k]);
    }
    empty_ = NumElements(shape) == 0;
  }
  // Copies from element `s` of `src` to element `d` of `dst`; a box of one element is one memcpy (a
  // gather of one element per index copies millions of them).
  void Copy(const char* src, int64_t s, char* dst, int64_t d) const {
    if (empty_) return;
    if (shape_.empty())
      std::memcpy(dst + d * width_, src + s * width_, width_);
    else
      StridedCopy(shape_, width_, src, s, src_, dst, d, dst_);
  }

 private:
  std::vector<int64_t> shape_, src_, dst_;
  int width_ = 1;
  bool empty_ = false;
};

// ---- dynamic_update_slice -----------------------------------------------------------------------

class DynamicUpdateSliceOp : public NativeOp {
 public:
  static std::unique_ptr<NativeOp> Plan(const Op& op) {
    const Type in = op.operand(0)->type(), update = op.operand(1)->type();
    if (op.num_operands() != in.rank() + 2 || update.rank() != in.rank() || op.result(0)->type() != in)
      return nullptr;
    if (in.storage_element() != update.storage_element()) return nullptr;
    auto native = std::make_unique<DynamicUpdateSliceOp>();
    native->dims_.assign(in.dims().begin(), in.dims().end());
    native->sizes_.assign(update.dims().begin(), update.dims().end());
    for (int64_t d = 0; d < in.rank(); ++d) {
      if (native->sizes_[d] > native->dims_[d]) return nullptr;
      const Type start = op.operand(d + 2)->type();
      if (start.rank() != 0 || !IsInteger(start.element_type().element())) return nullptr;
      native->readers_.emplace_back(start.element_type().element());
    }
    const int width = ElementStorageBytes(in.storage_element());
    native->bytes_ = in.NumElements() * width;
    native->strides_ = Strides(native->dims_);
    native->copy_ = BoxCopy(native->sizes_, Strides(native->sizes_), native->strides_, width);
    return native;
  }

  void Run(std::span<const char* const> operands, std::span<char* const> results) const override {
    if (results[0] != operands[0]) std::memcpy(results[0], operands[0], bytes_);
    int64_t base = 0;
    for (size_t d = 0; d < dims_.size(); ++d) {
      const int64_t start = readers_[d](operands[d + 2], 0);
      base += std::clamp<int64_t>(start, 0, std::max<int64_t>(dims_[d] - sizes_[d], 0)) * strides_[d];
    }
    copy_.Copy(operands[1], 0, results[0], base);
  }
  int InPlaceOperand() const override { return 0; }

 private:
  std::vector<int64_t> dims_, sizes_, strides_;
  std::vector<IntReader> readers_;
  int64_t bytes_ = 0;
  BoxCopy copy_;
};

// ---- gather ---------------------------------------------------------------------------------------

// How gather and scatter pair an operand with its indices and the array of windows (gather's result,
// scatter's updates), from their dimension numbers: the operand dimensions a window spans (in order,
// the array's `window_side` dimensions), the array's other dimensions (one per index position) and the
// index dimensions they walk, and how many coordinates one index holds. nullopt where the numbers do
// not fit the ranks or each other.
struct IndexedWindows {
  std::vector<int64_t> window_dims, array_walk_dims, index_walk_dims;
  int64_t index_size = 0;
};
std::optional<IndexedWindows> MatchIndexedWindows(int64_t rank, Type indices, int64_t array_rank,
                                                  int64_t index_vector_dim,
                                                  std::span<const int64_t> index_to_operand,
                                                  std::span<const int64_t> dropped_dims,
                                                  std::span<const int64_t> operand_batching_dims,
                                                  std::span<const int64_t> index_batching_dims,
                                                  std::span<const int64_t> window_side) {
  const int64_t idx_rank = indices.rank(), ivd = index_vector_dim;
  if (ivd < 0 || ivd > idx_rank) return std::nullopt;
  IndexedWindows m;
  m.index_size = ivd < idx_rank ? indices.dims()[ivd] : 1;
  if (static_cast<int64_t>(index_to_operand.size()) != m.index_size) return std::nullopt;
  for (int64_t d : index_to_operand)
    if (d < 0 || d >= rank) return std::nullopt;
  for (int64_t d : window_side)
    if (d < 0 || d >= array_rank) return std::nullopt;
  for (int64_t d = 0; d < rank; ++d)
    if (!Contains(dropped_dims, d) && !Contains(operand_batching_dims, d)) m.window_dims.push_back(d);
  if (m.window_dims.size() != window_side.size()) return std::nullopt;
  for (int64_t d = 0; d < array_rank; ++d)
    if (!Contains(window_side, d)) m.array_walk_dims.push_back(d);
  for (int64_t d = 0; d < idx_rank; ++d)
    if (d != ivd) m.index_walk_dims.push_back(d);
  if (m.array_walk_dims.size() != m.index_walk_dims.size() ||
      operand_batching_dims.size() != index_batching_dims.size())
    return std::nullopt;
  return m;
}

class GatherOp : public NativeOp {
 public:
  static std::unique_ptr<NativeOp> Plan(const Op& op) {
    if (op.num_operands() != 2) return nullptr;
    const Type operand = op.operand(0)->type(), indices = op.operand(1)->type(), out = op.result(0)->type();
    if (!IsInteger(indices.element_type().element())) return nullptr;
    if (operand.storage_element() != out.storage_element()) return nullptr;
    Attr sizes_attr = op.attr("slice_sizes"), numbers = op.attr("dimension_numbers");
    if (!sizes_attr || !numbers) return nullptr;
    std::optional<std::vector<int64_t>> slice_sizes = sizes_attr.AsIntList();
    if (!slice_sizes) return nullptr;
    const GatherDims dims = GetGatherDims(numbers);
    const int64_t rank = operand.rank(), idx_rank = indices.rank();
    const int64_t ivd = dims.index_vector_dim;
    if (static_cast<int64_t>(slice_sizes->size()) != rank) return nullptr;
    const std::optional<IndexedWindows> m =
        MatchIndexedWindows(rank, indices, out.rank(), ivd, dims.start_index_map, dims.collapsed_slice_dims,
                            dims.operand_batching_dims, dims.start_indices_batching_dims, dims.offset_dims);
    if (!m) return nullptr;
    for (int64_t d = 0; d < rank; ++d)
      if ((*slice_sizes)[d] < 0 || (*slice_sizes)[d] > operand.dims()[d]) return nullptr;
    const std::vector<int64_t>&window_dims = m->window_dims, &batch_out_dims = m->array_walk_dims,
          &batch_idx_dims = m->index_walk_dims;
    const int64_t index_size = m->index_size;

    auto native = std::make_unique<GatherOp>();
    GatherOp& g = *native;
    const std::vector<int64_t> in_strides = Strides(operand.dims()), idx_strides = Strides(indices.dims()),
                               out_strides = Strides(out.dims());
    std::vector<int64_t> window_shape, window_src, window_dst;
    for (size_t k = 0; k < window_dims.size(); ++k) {
      window_shape.push_back(out.dims()[dims.offset_dims[k]]);
      if (window_shape.back() > (*slice_sizes)[window_dims[k]]) return nullptr;
      window_src.push_back(in_strides[window_dims[k]]);
      window_dst.push_back(out_strides[dims.offset_dims[k]]);
    }
    for (size_t k = 0; k < batch_idx_dims.size(); ++k) {
      g.batch_shape_.push_back(indices.dims()[batch_idx_dims[k]]);
      if (g.batch_shape_.back() != out.dims()[batch_out_dims[k]]) return nullptr;
      g.batch_idx_strides_.push_back(idx_strides[batch_idx_dims[k]]);
      g.batch_out_strides_.push_back(out_strides[batch_out_dims[k]]);
    }
    for (int64_t k = 0; k < index_size; ++k) {
      const int64_t d = dims.start_index_map[k];
      g.starts_.push_back(
          {ivd < idx_rank ? k * idx_strides[ivd] : 0, operand.dims()[d] - (*slice_sizes)[d], in_strides[d]});
    }
    // Batching dimensions: the index's batch position is the operand position.
    g.batch_in_strides_.assign(g.batch_shape_.size(), 0);
    for (size_t i = 0; i < dims.operand_batching_dims.size(); ++i) {
      const int64_t d_start = dims.start_indices_batching_dims[i];
      const int64_t pos = d_start < ivd ? d_start : d_start - 1;
      const int64_t d = dims.operand_batching_dims[i];
      if (pos < 0 || pos >= static_cast<int64_t>(g.batch_shape_.size())) return nullptr;
      if (g.batch_shape_[pos] > operand.dims()[d]) return nullptr;  // the evaluator reports this
      g.batch_in_strides_[pos] += in_strides[d];
    }
    g.reader_ = IntReader(indices.element_type().element());
    g.num_batches_ = out.NumElements() == 0 ? 0 : NumElements(g.batch_shape_);
    g.copy_ = BoxCopy(window_shape, window_src, window_dst, ElementStorageBytes(out.storage_element()));
    // A take along one dimension k: one coordinate per index, into dimension k, the windows whole in
    // every other dimension and laid out in the operand's order with the indices' dimension at k.
    if (index_size == 1 && dims.collapsed_slice_dims.size() == 1 && dims.operand_batching_dims.empty() &&
        g.batch_shape_.size() == 1 && dims.start_index_map[0] == dims.collapsed_slice_dims[0]) {
      const int64_t k = dims.start_index_map[0];
      bool whole = batch_out_dims[0] == k;
      for (int64_t d = 0; d < rank; ++d)
        if (d != k && (*slice_sizes)[d] != operand.dims()[d]) whole = false;
      if (whole) {
        g.take_ =
            Take{NumElements(operand.dims().first(k)), operand.dims()[k],
                 NumElements(operand.dims().subspan(k + 1)), ElementStorageBytes(out.storage_element())};
      }
    }
    return native;
  }

  // The windows go to the OpenMP threads in contiguous runs (each window is written by one thread),
  // from kParallelWindows windows on: torch-mlir's bilinear upsampling gathers one element per index,
  // millions of them.
  void Run(std::span<const char* const> operands, std::span<char* const> results) const override {
    if (take_) return RunTake(operands[0], operands[1], results[0]);
    const int64_t runs = num_batches_ >= kParallelWindows ? kRuns : 1;
#pragma omp parallel for schedule(static) if (runs > 1)
    for (int64_t r = 0; r < runs; ++r)
      RunWindows(operands[0], operands[1], results[0], num_batches_ * r / runs,
                 num_batches_ * (r + 1) / runs);
  }

 private:
  static constexpr int64_t kParallelWindows = 1 << 16, kRuns = 64;

  // A take along dimension k of an operand viewed as [outer, size, inner]: result [outer, n, inner],
  // row j of each outer block the operand's row clamp(index j); the outer blocks go to the threads.
  struct Take {
    int64_t outer, size, inner, width;
  };
  void RunTake(const char* in, const char* indices, char* out) const {
    const Take& t = *take_;
    const int64_t n = num_batches_ == 0 ? 0 : batch_shape_[0];
    std::vector<int64_t> rows(n);
    for (int64_t j = 0; j < n; ++j)
      rows[j] = std::clamp<int64_t>(reader_(indices, j * batch_idx_strides_[0] + starts_[0].index_offset), 0,
                                    t.size - 1);
    const int64_t row_bytes = t.inner * t.width;
#pragma omp parallel for schedule(static) if (t.outer * n * t.inner >= kParallelWindows)
    for (int64_t o = 0; o < t.outer; ++o) {
      const char* from = in + o * t.size * row_bytes;
      char* to = out + o * n * row_bytes;
      if (t.inner == 1 && t.width == 2) {
        for (int64_t j = 0; j < n; ++j) std::memcpy(to + j * 2, from + rows[j] * 2, 2);
      } else if (t.inner == 1 && t.width == 4) {
        for (int64_t j = 0; j < n; ++j) std::memcpy(to + j * 4, from + rows[j] * 4, 4);
      } else {
        for (int64_t j = 0; j < n; ++j)
          std::memcpy(to + j * row_bytes, from + rows[j] * row_bytes, row_bytes);
      }
    }
  }

  // Gathers windows [first, last) in row-major order of the batch positions.
  void RunWindows(const char* in, const char* indices, char* out, int64_t first, int64_t last) const {
    std::vector<int64_t> b(batch_shape_.size(), 0);
    for (int64_t rest = first, k = static_cast<int64_t>(b.size()) - 1; k >= 0; --k) {
      b[k] = rest % batch_shape_[k];
      rest /= batch_shape_[k];
    }
    for (int64_t n = first; n < last; ++n) {
      int64_t idx_base = 0, dst = 0, src = 0;
      for (size_t k = 0; k < b.size(); ++k) {
        idx_base += b[k] * batch_idx_strides_[k];
        dst += b[k] * batch_out_strides_[k];
        src += b[k] * batch_in_strides_[k];
      }
      for (const Start& s : starts_)
        src += std::clamp<int64_t>(reader_(indices, idx_base + s.index_offset), 0, s.limit) * s.stride;
      copy_.Copy(in, src, out, dst);
      NextIndex(batch_shape_, b);
    }
  }

  struct Start {
    int64_t index_offset;  // from the batch's first index element
    int64_t limit;         // the largest start the slice fits at
    int64_t stride;        // of the operand dimension
  };
  std::vector<int64_t> batch_shape_, batch_idx_strides_, batch_out_strides_, batch_in_strides_;
  std::vector<Start> starts_;
  IntReader reader_{ElementType::kSI64};
  int64_t num_batches_ = 0;
  std::optional<Take> take_;
  BoxCopy copy_;
};

// ---- scatter --------------------------------------------------------------------------------------

// How a scatter combines an update with the input, chosen as the evaluator chooses: a body that returns
// the updates replaces; a body of one binary op (one input) combines directly, adds of f32, i32 and i64
// by typed loops; any other body of scalar ops runs as compiled scalar code.
enum class Update { kReplace, kAddF32, kAddI32, kAddI64, kCombine, kRegion };

// Whether `region`'s body returns its last `n` arguments unchanged (of the first `n`'s types).
bool ReturnsUpdates(const Region& region, size_t n) {
  if (region.num_blocks() != 1) return false;
  const Block& b = *region.front();
  if (b.num_args() != static_cast<int>(2 * n) || b.ops().size() != 1) return false;
  const Op& ret = *b.ops().back();
  if (ret.num_operands() != static_cast<int>(n)) return false;
  for (size_t i = 0; i < n; ++i)
    if (ret.operand(i) != b.arg(n + i) || b.arg(n + i)->type() != b.arg(i)->type()) return false;
  return true;
}

class ScatterOp : public NativeOp {
 public:
  static constexpr size_t kMaxInputs = 16;  // of a body run as scalar code

  static std::unique_ptr<NativeOp> Plan(const Op& op) {
    const size_t n = (op.num_operands() - 1) / 2;
    if (n == 0 || op.num_operands() != static_cast<int>(2 * n + 1) || op.num_results() != static_cast<int>(n))
      return nullptr;
    const Type input = op.operand(0)->type(), indices = op.operand(n)->type(),
               updates = op.operand(n + 1)->type();
    if (!IsInteger(indices.element_type().element())) return nullptr;
    for (size_t i = 0; i < n; ++i) {
      const Type in_i = op.operand(i)->type(), upd_i = op.operand(n + 1 + i)->type();
      if (op.result(i)->type() != in_i || in_i.dims().size() != input.dims().size() ||
          !std::equal(in_i.dims().begin(), in_i.dims().end(), input.dims().begin()) ||
          !std::equal(upd_i.dims().begin(), upd_i.dims().end(), updates.dims().begin(),
                      updates.dims().end()) ||
          in_i.storage_element() != upd_i.storage_element())
        return nullptr;
    }
    const Region& region = *op.region(0);
    std::optional<Combine> direct;
    std::optional<ScalarRegion> scalar;
    Update body = Update::kReplace;
    const ElementType e = input.element_type().element();
    if (n == 1) direct = DirectCombiner(region, e);
    if (direct && *direct == Combine::kAdd && e == ElementType::kF32) {
      body = Update::kAddF32;
    } else if (direct && *direct == Combine::kAdd && (e == ElementType::kSI32 || e == ElementType::kUI32)) {
      body = Update::kAddI32;
    } else if (direct && *direct == Combine::kAdd && (e == ElementType::kSI64 || e == ElementType::kUI64)) {
      body = Update::kAddI64;
    } else if (direct) {
      body = Update::kCombine;
    } else if (ReturnsUpdates(region, n)) {
      body = Update::kReplace;
    } else {
      std::vector<ElementType> elements;
      for (size_t i = 0; i < 2 * n; ++i)
        elements.push_back(op.operand(i < n ? i : i + 1)->type().element_type().element());
      if (n > kMaxInputs) return nullptr;
      scalar = ScalarRegion::Compile(region, elements, std::span<const ElementType>(elements).first(n));
      if (!scalar) return nullptr;
      body = Update::kRegion;
    }
    Attr numbers = op.attr("scatter_dimension_numbers");
    if (!numbers) return nullptr;
    const ScatterDims dims = GetScatterDims(numbers);
    const int64_t rank = input.rank(), idx_rank = indices.rank();
    const int64_t ivd = dims.index_vector_dim;
    const std::optional<IndexedWindows> m = MatchIndexedWindows(
        rank, indices, updates.rank(), ivd, dims.scatter_dims_to_operand_dims, dims.inserted_window_dims,
        dims.input_batching_dims, dims.scatter_indices_batching_dims, dims.update_window_dims);
    if (!m) return nullptr;
    const std::vector<int64_t>&window_dims = m->window_dims, &scatter_upd_dims = m->array_walk_dims,
          &scatter_idx_dims = m->index_walk_dims;
    const int64_t index_size = m->index_size;
    for (size_t k = 0; k < scatter_upd_dims.size(); ++k)
      if (updates.dims()[scatter_upd_dims[k]] != indices.dims()[scatter_idx_dims[k]]) return nullptr;

    auto native = std::make_unique<ScatterOp>();
    ScatterOp& s = *native;
    s.n_ = n;
    s.body_ = body;
    s.combine_ = direct.value_or(Combine::kAdd);
    s.element_ = e;
    s.region_ = std::move(scalar);
    for (size_t i = 0; i < n; ++i)
      s.widths_.push_back(ElementStorageBytes(op.operand(i)->type().storage_element()));
    s.input_dims_.assign(input.dims().begin(), input.dims().end());
    const std::vector<int64_t> in_strides = Strides(input.dims()), idx_strides = Strides(indices.dims()),
                               upd_strides = Strides(updates.dims());
    s.in_strides_ = in_strides;
    s.window_size_.assign(rank, 1);
    for (size_t k = 0; k < window_dims.size(); ++k) {
      s.window_size_[window_dims[k]] = updates.dims()[dims.update_window_dims[k]];
      s.window_shape_.push_back(s.window_size_[window_dims[k]]);
      s.window_in_.push_back(in_strides[window_dims[k]]);
      s.window_upd_.push_back(upd_strides[dims.update_window_dims[k]]);
    }
    for (size_t k = 0; k < scatter_idx_dims.size(); ++k) {
      s.scatter_shape_.push_back(indices.dims()[scatter_idx_dims[k]]);
      s.scatter_idx_strides_.push_back(idx_strides[scatter_idx_dims[k]]);
      s.scatter_upd_strides_.push_back(upd_strides[scatter_upd_dims[k]]);
    }
    for (int64_t k = 0; k < index_size; ++k)
      s.starts_.push_back({ivd < idx_rank ? k * idx_strides[ivd] : 0, dims.scatter_dims_to_operand_dims[k]});
    for (size_t i = 0; i < dims.input_batching_dims.size(); ++i) {
      const int64_t d_start = dims.scatter_indices_batching_dims[i];
      const int64_t pos = d_start < ivd ? d_start : d_start - 1;
      if (pos < 0 || pos >= static_cast<int64_t>(s.scatter_shape_.size())) return nullptr;
      s.batching_.push_back({pos, dims.input_batching_dims[i]});
    }
    s.reader_ = IntReader(indices.element_type().element());
    s.num_windows_ = updates.NumElements() == 0 ? 0 : NumElements(s.scatter_shape_);
    s.window_elements_ = NumElements(s.window_shape_);
    for (size_t i = 0; i < n; ++i)
      s.copies_.emplace_back(s.window_shape_, s.window_upd_, s.window_in_, s.widths_[i]);
    return native;
  }

  void Run(std::span<const char* const> operands, std::span<char* const> results) const override {
    const size_t n = n_;
    const int64_t elements = NumElements(input_dims_);
    for (size_t i = 0; i < n; ++i)
      if (results[i] != operands[i]) std::memcpy(results[i], operands[i], elements * widths_[i]);
    const char* indices = operands[n];
    const size_t rank = input_dims_.size();
    std::optional<ScalarRegion> region_copy = region_;  // its registers are per run
    ScalarRegion* region = region_copy ? &*region_copy : nullptr;
    std::vector<int64_t> sc(scatter_shape_.size(), 0), start(rank), w(window_shape_.size());
    for (int64_t m = 0; m < num_windows_; ++m, NextIndex(scatter_shape_, sc)) {
      int64_t idx_base = 0, upd_base = 0;
      for (size_t k = 0; k < sc.size(); ++k) {
        idx_base += sc[k] * scatter_idx_strides_[k];
        upd_base += sc[k] * scatter_upd_strides_[k];
      }
      std::fill(start.begin(), start.end(), 0);
      for (const Start& st : starts_) start[st.dim] += reader_(indices, idx_base + st.index_offset);
      for (const Batching& bt : batching_) start[bt.dim] += sc[bt.pos];
      // A window that does not fit in the input entirely is skipped.
      bool fits = true;
      int64_t in_base = 0;
      for (size_t d = 0; d < rank; ++d) {
        fits &= start[d] >= 0 && start[d] + window_size_[d] <= input_dims_[d];
        in_base += start[d] * in_strides_[d];
      }
      if (!fits) continue;
      if (body_ == Update::kReplace) {
        for (size_t i = 0; i < n; ++i) copies_[i].Copy(operands[n + 1 + i], upd_base, results[i], in_base);
        continue;
      }
      // Row by row of the window's last dimension (its elements are distinct input elements, so the
      // order within a window changes nothing; windows combine in index order, as in the evaluator).
      if (window_shape_.empty()) {
        UpdateRow(results, operands, in_base, 0, upd_base, 0, 1, region);
        continue;
      }
      const size_t last = window_shape_.size() - 1;
      const int64_t inner = window_shape_[last];
      if (inner == 0) continue;
      const std::span<const int64_t> outer_shape = std::span<const int64_t>(window_shape_).first(last);
      w.assign(last, 0);
      for (int64_t r = 0, rows = window_elements_ / inner; r < rows; ++r, NextIndex(outer_shape, w)) {
        int64_t at = in_base, from = upd_base;
        for (size_t k = 0; k < last; ++k) {
          at += w[k] * window_in_[k];
          from += w[k] * window_upd_[k];
        }
        UpdateRow(results, operands, at, window_in_[last], from, window_upd_[last], inner, region);
      }
    }
  }
  int InPlaceOperand() const override { return 0; }

 private:
  // acc[at + k * acc_stride] += x[from + k * x_stride] for k < count, in elements of the input's type.
  // Updates `count` input elements from `at` (step `acc_stride`) with the update elements from `from`
  // (step `x_stride`); `region` is this run's copy of the compiled body (kRegion).
  void UpdateRow(std::span<char* const> results, std::span<const char* const> operands, int64_t at,
                 int64_t acc_stride, int64_t from, int64_t x_stride, int64_t count,
                 ScalarRegion* region) const {
    char* acc = results[0];
    const char* x = operands[n_ + 1];
    switch (body_) {
      case Update::kAddF32:
        // In double and rounded once, as the evaluator adds (the same float for every pair).
        AddElements<float>(acc, at, acc_stride, x, from, x_stride, count, [](float a, float b) {
          return static_cast<float>(static_cast<double>(a) + static_cast<double>(b));
        });
        break;
      case Update::kAddI32:
        AddElements<uint32_t>(acc, at, acc_stride, x, from, x_stride, count,
                              [](uint32_t a, uint32_t b) -> uint32_t { return a + b; });
        break;
      case Update::kAddI64:
        AddElements<uint64_t>(acc, at, acc_stride, x, from, x_stride, count,
                              [](uint64_t a, uint64_t b) -> uint64_t { return a + b; });
        break;
      case Update::kCombine: {
        const int w = widths_[0];
        for (int64_t k = 0; k < count; ++k)
          CombineInPlace(combine_, element_, acc + (at + k * acc_stride) * w, x + (from + k * x_stride) * w);
        break;
      }
      case Update::kRegion: {
        const size_t n = n_;
        char* accs[kMaxInputs];
        const char* args[2 * kMaxInputs];
        for (int64_t k = 0; k < count; ++k) {
          for (size_t i = 0; i < n; ++i) {
            accs[i] = results[i] + (at + k * acc_stride) * widths_[i];
            args[i] = accs[i];
            args[n + i] = operands[n + 1 + i] + (from + k * x_stride) * widths_[i];
          }
          region->Run(std::span<const char* const>(args, 2 * n), std::span<char* const>(accs, n));
        }
        break;
      }
      case Update::kReplace:
        break;
    }
  }
  template <typename T, typename F>
  static void AddElements(char* acc, int64_t at, int64_t acc_stride, const char* x, int64_t from,
                          int64_t x_stride, int64_t count, F add) {
    for (int64_t k = 0; k < count; ++k) {
      T a, b;
      std::memcpy(&a, acc + (at + k * acc_stride) * sizeof(T), sizeof(T));
      std::memcpy(&b, x + (from + k * x_stride) * sizeof(T), sizeof(T));
      a = add(a, b);
      std::memcpy(acc + (at + k * acc_stride) * sizeof(T), &a, sizeof(T));
    }
  }

  struct Start {
    int64_t index_offset;
    int64_t dim;
  };
  struct Batching {
    int64_t pos;  // in the scatter index
    int64_t dim;  // of the input
  };
  size_t n_ = 1;
  Update body_ = Update::kReplace;
  Combine combine_ = Combine::kAdd;          // kCombine
  ElementType element_ = ElementType::kF32;  // kCombine: of the input
  std::optional<ScalarRegion> region_;       // kRegion
  std::vector<int> widths_;                  // of each input
  std::vector<int64_t> input_dims_, in_strides_, window_size_, window_shape_, window_in_, window_upd_;
  std::vector<int64_t> scatter_shape_, scatter_idx_strides_, scatter_upd_strides_;
  std::vector<Start> starts_;
  std::vector<Batching> batching_;
  IntReader reader_{ElementType::kSI64};
  int64_t num_windows_ = 0, window_elements_ = 0;
  std::vector<BoxCopy> copies_;  // an update window into each input
};

// ---- sort -----------------------------------------------------------------------------------------

// The evaluator's stable bottom-up merge sort of `order` by `less` (the same comparisons in the same
// order, so a comparator that is no strict weak order gives the same result too).
template <typename Less>
void MergeSort(std::vector<int64_t>& order, std::vector<int64_t>& buffer, Less less) {
  const size_t n = order.size();
  buffer.resize(n);
  for (size_t width = 1; width < n; width *= 2) {
    for (size_t lo = 0; lo < n; lo += 2 * width) {
      const size_t mid = std::min(lo + width, n), hi = std::min(lo + 2 * width, n);
      size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) buffer[k++] = less(order[j], order[i]) ? order[j++] : order[i++];
      while (i < mid) buffer[k++] = order[i++];
      while (j < hi) buffer[k++] = order[j++];
    }
    order.swap(buffer);
  }
}

// A comparator that is one compare of the two elements of one operand (`compare LT, %a, %b`, the
// common sort), on an element type read directly; `swapped` when it compares (b, a).
struct DirectCompare {
  int operand = 0;
  bool swapped = false;
  ComparisonDirection direction = ComparisonDirection::LT;
  ElementType element = ElementType::kF32;
  bool is_unsigned = false;
};

std::optional<DirectCompare> DirectComparator(const Region& region, std::span<const ElementType> args) {
  if (region.num_blocks() != 1) return std::nullopt;
  const Block& b = *region.front();
  if (b.ops().size() != 2 || b.num_args() != static_cast<int>(args.size())) return std::nullopt;
  const Op& cmp = *b.ops()[0];
  const Op& ret = *b.ops()[1];
  if (cmp.kind() != OpKind::kCompare || ret.num_operands() != 1 || ret.operand(0) != cmp.result(0))
    return std::nullopt;
  int x = -1, y = -1;
  for (int a = 0; a < b.num_args(); ++a) {
    if (cmp.operand(0) == b.arg(a)) x = a;
    if (cmp.operand(1) == b.arg(a)) y = a;
  }
  if (x < 0 || y < 0 || x / 2 != y / 2 || x == y) return std::nullopt;
  const Attr direction = cmp.attr("comparison_direction"), type = cmp.attr("compare_type");
  if (!direction) return std::nullopt;
  DirectCompare out;
  out.operand = x / 2;
  out.swapped = x > y;
  out.direction = static_cast<ComparisonDirection>(direction.enum_value());
  out.element = args[x];
  const ComparisonType compare_type =
      type ? static_cast<ComparisonType>(type.enum_value()) : ComparisonType::NOTYPE;
  switch (out.element) {
    case ElementType::kF32:
    case ElementType::kF64:
      if (compare_type == ComparisonType::TOTALORDER) return std::nullopt;
      break;
    case ElementType::kSI32:
    case ElementType::kSI64:
      out.is_unsigned = compare_type == ComparisonType::UNSIGNED;
      break;
    case ElementType::kUI32:
    case ElementType::kUI64:
      out.is_unsigned = true;
      break;
    default:
      return std::nullopt;
  }
  return out;
}

// Sort, and XLA's ApproxTopK custom call (computed exactly, as the evaluator does): its inputs sorted
// along reduction_dim by the called comparator, the first elements of each line kept and the init
// values past the input's end.
class SortOp : public NativeOp {
 public:
  static std::unique_ptr<NativeOp> Plan(const Op& op) {
    Attr dim_attr = op.attr("dimension");
    int64_t dim = dim_attr && dim_attr.Is(AttrKind::kInteger) ? dim_attr.int_value() : -1;
    if (op.num_operands() > 0 && dim < 0) dim += op.operand(0)->type().rank();
    return Plan(op, *op.region(0), op.num_operands(), dim);
  }

  // ApproxTopK(inputs..., init values...) with called_computations = [@comparator] and
  // mhlo.backend_config = {reduction_dim, top_k, ...}; null where the evaluator would find an error.
  static std::unique_ptr<NativeOp> PlanApproxTopK(const Op& op, const Module& module) {
    Attr called = op.attr("called_computations");
    if (!called.Is(AttrKind::kArray) || called.elements().size() != 1 ||
        !called.elements()[0].Is(AttrKind::kSymbolRef))
      return nullptr;
    const Op* func = module.LookupFunc(called.elements()[0].symbol_path().back());
    Attr config = op.attr("mhlo.backend_config");
    Attr dim = config.Is(AttrKind::kDictionary) ? config.Get("reduction_dim") : Attr();
    if (!func || !dim.Is(AttrKind::kInteger) || op.num_operands() % 2 != 0) return nullptr;
    const int n = op.num_operands() / 2;
    for (int i = 0; i < n; ++i) {
      const Type init = op.operand(n + i)->type();
      if (init.rank() != 0 || init.element_type() != op.operand(i)->type().element_type()) return nullptr;
    }
    auto native = Plan(op, *func->region(0), n, dim.int_value());
    if (!native) return nullptr;
    if (Attr top_k = config.Get("top_k"); top_k.Is(AttrKind::kInteger) && native->kept_ < top_k.int_value())
      return nullptr;
    return native;
  }

  // The first `n` operands sorted along `dim` by `comparator`; the results have their shapes, or fewer
  // or more elements along `dim` (more: operands n.. give the values past the end, one per input).
  static std::unique_ptr<SortOp> Plan(const Op& op, const Region& comparator_region, int n, int64_t dim) {
    if (n == 0 || op.num_results() != n || op.num_operands() < n) return nullptr;
    const Type first = op.operand(0)->type(), first_result = op.result(0)->type();
    const int64_t rank = first.rank();
    if (rank == 0 || dim < 0 || dim >= rank || first_result.rank() != rank) return nullptr;
    auto native = std::make_unique<SortOp>();
    std::vector<ElementType> arg_elements;
    for (int i = 0; i < n; ++i) {
      const Type t = op.operand(i)->type(), r = op.result(i)->type();
      if (!std::equal(t.dims().begin(), t.dims().end(), first.dims().begin(), first.dims().end()) ||
          r.element_type() != t.element_type() || r.rank() != rank)
        return nullptr;
      for (int64_t d = 0; d < rank; ++d)
        if (r.dims()[d] != (d == dim ? first_result.dims()[dim] : t.dims()[d])) return nullptr;
      arg_elements.insert(arg_elements.end(), 2, t.element_type().element());
      native->widths_.push_back(ElementStorageBytes(t.storage_element()));
    }
    const ElementType i1 = ElementType::kI1;
    std::optional<ScalarRegion> comparator = ScalarRegion::Compile(comparator_region, arg_elements, {&i1, 1});
    if (!comparator) return nullptr;
    native->comparator_ = std::move(comparator);
    native->direct_ = DirectComparator(comparator_region, arg_elements);
    native->shape_.assign(first.dims().begin(), first.dims().end());
    native->empty_ = first_result.NumElements() == 0;
    const std::vector<int64_t> strides = Strides(native->shape_);
    native->strides_ = strides;
    native->size_ = native->shape_[dim];
    native->stride_ = strides[dim];
    native->outer_ = native->shape_;
    native->outer_[dim] = 1;
    native->kept_ = first_result.dims()[dim];
    native->out_strides_ = Strides(first_result.dims());
    native->out_stride_ = native->out_strides_[dim];
    return native;
  }

  void Run(std::span<const char* const> operands, std::span<char* const> results) const override {
    if (empty_) return;
    if (direct_) {
      switch (direct_->element) {
        case ElementType::kF32:
          return RunDirect<float>(operands, results);
        case ElementType::kF64:
          return RunDirect<double>(operands, results);
        case ElementType::kSI32:
        case ElementType::kUI32:
          return direct_->is_unsigned ? RunDirect<uint32_t>(operands, results)
                                      : RunDirect<int32_t>(operands, results);
        default:
          return direct_->is_unsigned ? RunDirect<uint64_t>(operands, results)
                                      : RunDirect<int64_t>(operands, results);
      }
    }
    const size_t n = widths_.size();
    ScalarRegion comparator = *comparator_;  // its registers are per run
    std::vector<const char*> args(2 * n);
    char less_than = 0;
    char* const result[1] = {&less_than};
    RunLines(operands, results, [&](int64_t base, int64_t a, int64_t b) {
      for (size_t i = 0; i < n; ++i) {
        args[2 * i] = operands[i] + (base + a * stride_) * widths_[i];
        args[2 * i + 1] = operands[i] + (base + b * stride_) * widths_[i];
      }
      comparator.Run(args, result);
      return less_than != 0;
    });
  }

 private:
  // The direct comparator on elements of type T (the same answers as the evaluator's compare: floats
  // compare as IEEE values, NaN unordered).
  template <typename T>
  void RunDirect(std::span<const char* const> operands, std::span<char* const> results) const {
    const char* keys = operands[direct_->operand];
    const ComparisonDirection direction = direct_->direction;
    const bool swapped = direct_->swapped;
    const int64_t stride = stride_;
    RunLines(operands, results, [&](int64_t base, int64_t a, int64_t b) {
      T x, y;
      std::memcpy(&x, keys + (base + a * stride) * sizeof(T), sizeof(T));
      std::memcpy(&y, keys + (base + b * stride) * sizeof(T), sizeof(T));
      return swapped ? Holds(direction, y, x) : Holds(direction, x, y);
    });
  }

  // Sorts every line along the dimension with less(line base, a, b), then moves the operands' elements
  // (the first kept_ of each line; init values past its end).
  template <typename Less>
  void RunLines(std::span<const char* const> operands, std::span<char* const> results, Less less) const {
    const size_t n = widths_.size();
    const int64_t moved = std::min(size_, kept_);
    std::vector<int64_t> index(shape_.size(), 0), order(size_), buffer;
    do {
      int64_t base = 0, out_base = 0;
      for (size_t d = 0; d < shape_.size(); ++d) {
        base += index[d] * strides_[d];
        out_base += index[d] * out_strides_[d];
      }
      std::iota(order.begin(), order.end(), 0);
      MergeSort(order, buffer, [&](int64_t a, int64_t b) { return less(base, a, b); });
      for (size_t i = 0; i < n; ++i) {
        const int w = widths_[i];
        for (int64_t k = 0; k < moved; ++k)
          std::memcpy(results[i] + (out_base + k * out_stride_) * w,
                      operands[i] + (base + order[k] * stride_) * w, w);
        for (int64_t k = moved; k < kept_; ++k)
          std::memcpy(results[i] + (out_base + k * out_stride_) * w, operands[n + i], w);
      }
    } while (NextIndex(outer_, index));
  }

  std::optional<ScalarRegion> comparator_;  // set by Plan
  std::optional<DirectCompare> direct_;     // when the comparator is one compare
  std::vector<int> widths_;
  std::vector<int64_t> shape_, strides_, outer_, out_strides_;
  int64_t size_ = 0, stride_ = 0, kept_ = 0, out_stride_ = 0;  // kept_: the results' size along the dimension
  bool empty_ = false;
};

// ---- reduce_window ------------------------------------------------------------------------------

// RealCombine of the evaluator (indexing.cc) on f32 elements: computed in double, rounded to f32 after
// every step.
inline float CombineF32(Combine k, float acc, float x) {
  const double a = acc, b = x;
  switch (k) {
    case Combine::kAdd:
      return static_cast<float>(a + b);
    case Combine::kMul:
      return static_cast<float>(a * b);
    case Combine::kMax:
      if (std::isnan(a)) return static_cast<float>(a);
      if (std::isnan(b)) return static_cast<float>(b);
      if (a == 0 && b == 0) return static_cast<float>(std::signbit(a) ? b : a);
      return static_cast<float>(a > b ? a : b);
    case Combine::kMin:
      if (std::isnan(a)) return static_cast<float>(a);
      if (std::isnan(b)) return static_cast<float>(b);
      if (a == 0 && b == 0) return static_cast<float>(std::signbit(a) ? a : b);
      return static_cast<float>(a < b ? a : b);
    case Combine::kAnd:
    case Combine::kOr:
      break;
  }
  return acc;
}

class ReduceWindowOp : public NativeOp {
 public:
  static constexpr size_t kMaxInputs = 16;  // of a body run as scalar code

  static std::unique_ptr<NativeOp> Plan(const Op& op) {
    const size_t n = op.num_operands() / 2;
    if (n == 0 || n > kMaxInputs || op.num_operands() != static_cast<int>(2 * n) ||
        op.num_results() != static_cast<int>(n))
      return nullptr;
    const Type input = op.operand(0)->type(), out = op.result(0)->type();
    const int64_t rank = input.rank();
    const std::optional<Window> window = GetWindow(op);
    if (!window || window->rank() != rank ||
        std::any_of(window->dimensions.begin(), window->dimensions.end(), [](int64_t x) { return x < 0; }) ||
        WindowOutputShape(input.dims(), window->dimensions, window->strides, window->padding,
                          window->base_dilations, window->window_dilations) !=
            std::vector<int64_t>(out.dims().begin(), out.dims().end()))
      return nullptr;
    std::vector<ElementType> in_e, init_e, out_e;
    for (size_t i = 0; i < n; ++i) {
      const Type in_i = op.operand(i)->type(), init_i = op.operand(n + i)->type(),
                 out_i = op.result(i)->type();
      if (!std::equal(in_i.dims().begin(), in_i.dims().end(), input.dims().begin(), input.dims().end()) ||
          init_i.rank() != 0 ||
          !std::equal(out_i.dims().begin(), out_i.dims().end(), out.dims().begin(), out.dims().end()) ||
          ElementStorageBytes(out_i.storage_element()) != ElementStorageBytes(init_i.storage_element()))
        return nullptr;
      in_e.push_back(in_i.element_type().element());
      init_e.push_back(init_i.element_type().element());
      out_e.push_back(out_i.element_type().element());
    }
    auto native = std::make_unique<ReduceWindowOp>();
    ReduceWindowOp& r = *native;
    const Region& region = *op.region(0);
    if (n == 1 && out_e[0] == in_e[0]) r.direct_ = DirectCombiner(region, out_e[0]);
    if (!r.direct_) {
      if (in_e != init_e || in_e != out_e) return nullptr;
      std::vector<ElementType> args = out_e;
      args.insert(args.end(), in_e.begin(), in_e.end());
      r.region_ = ScalarRegion::Compile(region, args, out_e);
      if (!r.region_) return nullptr;
    }
    r.n_ = n;
    r.element_ = in_e[0];
    for (size_t i = 0; i < n; ++i)
      r.widths_.push_back(ElementStorageBytes(op.operand(i)->type().storage_element()));
    r.shape_.assign(input.dims().begin(), input.dims().end());
    r.out_shape_.assign(out.dims().begin(), out.dims().end());
    r.in_strides_ = Strides(r.shape_);
    r.window_ = window->dimensions;
    r.strides_ = window->strides;
    r.base_ = window->base_dilations;
    r.dilations_ = window->window_dilations;
    for (int64_t d = 0; d < rank; ++d) r.pad_low_.push_back(window->pad_low(d));
    r.count_ = out.NumElements();
    r.window_count_ = NumElements(r.window_);
    return native;
  }

  void Run(std::span<const char* const> operands, std::span<char* const> results) const override {
    const size_t rank = shape_.size(), n = n_;
    std::optional<ScalarRegion> region = region_;  // its registers are per run
    const bool f32 = direct_ && element_ == ElementType::kF32;
    alignas(16) char accs_storage[kMaxInputs][16];
    char* accs[kMaxInputs];
    const char* args[2 * kMaxInputs];
    for (size_t i = 0; i < n; ++i) accs[i] = accs_storage[i];
    std::vector<int64_t> o(rank, 0), w(rank, 0);
    for (int64_t k = 0; k < count_; ++k, NextIndex(out_shape_, o)) {
      for (size_t i = 0; i < n; ++i) std::memcpy(accs[i], operands[n + i], widths_[i]);
      float acc_f32;
      if (f32) std::memcpy(&acc_f32, accs[0], 4);
      std::fill(w.begin(), w.end(), 0);
      for (int64_t e = 0; e < window_count_; ++e, NextIndex(window_, w)) {
        // The window position in the padded, dilated input, and the input element there if any.
        int64_t at = 0;
        bool real = true;
        for (size_t d = 0; d < rank && real; ++d) {
          const int64_t p = o[d] * strides_[d] + w[d] * dilations_[d] - pad_low_[d];
          if (p < 0 || p % base_[d] != 0 || p / base_[d] >= shape_[d]) {
            real = false;
          } else {
            at += p / base_[d] * in_strides_[d];
          }
        }
        if (f32) {
          float x;
          std::memcpy(&x, real ? operands[0] + at * 4 : operands[1], 4);
          acc_f32 = CombineF32(*direct_, acc_f32, x);
        } else if (direct_) {
          CombineInPlace(*direct_, element_, accs[0], real ? operands[0] + at * widths_[0] : operands[1]);
        } else {
          for (size_t i = 0; i < n; ++i) {
            args[i] = accs[i];
            args[n + i] = real ? operands[i] + at * widths_[i] : operands[n + i];
          }
          region->Run(std::span<const char* const>(args, 2 * n), std::span<char* const>(accs, n));
        }
      }
      if (f32) std::memcpy(accs[0], &acc_f32, 4);
      for (size_t i = 0; i < n; ++i) std::memcpy(results[i] + k * widths_[i], accs[i], widths_[i]);
    }
  }

 private:
  size_t n_ = 1;
  std::optional<Combine> direct_;
  std::optional<ScalarRegion> region_;
  ElementType element_ = ElementType::kF32;
  std::vector<int> widths_;
  std::vector<int64_t> shape_, out_shape_, in_strides_, window_, strides_, base_, dilations_, pad_low_;
  int64_t count_ = 0, window_count_ = 0;
};

// ---- reduce (the ones fusion leaves: several inputs, other bodies) ------------------------------

class ReduceOp : public NativeOp {
 public:
  static constexpr size_t kMaxInputs = 16;  // of a body run as scalar code

  static std::unique_ptr<NativeOp> Plan(const Op& op) {
    const size_t n = op.num_operands() / 2;
    if (n == 0 || n > kMaxInputs || op.num_operands() != static_cast<int>(2 * n) ||
        op.num_results() != static_cast<int>(n))
      return nullptr;
    Attr dims_attr = op.attr("dimensions");
    if (!dims_attr) return nullptr;
    std::optional<std::vector<int64_t>> reduced = dims_attr.AsIntList();
    if (!reduced) return nullptr;
    const Type input = op.operand(0)->type();
    const int64_t rank = input.rank();
    for (int64_t d : *reduced)
      if (d < 0 || d >= rank) return nullptr;
    std::vector<ElementType> in_e, out_e;
    for (size_t i = 0; i < n; ++i) {
      const Type in_i = op.operand(i)->type(), init_i = op.operand(n + i)->type(),
                 out_i = op.result(i)->type();
      if (!std::equal(in_i.dims().begin(), in_i.dims().end(), input.dims().begin(), input.dims().end()) ||
          init_i.rank() != 0 ||
          ElementStorageBytes(out_i.storage_element()) != ElementStorageBytes(init_i.storage_element()))
        return nullptr;
      in_e.push_back(in_i.element_type().element());
      out_e.push_back(out_i.element_type().element());
    }
    std::vector<int64_t> kept_shape;
    for (int64_t d = 0; d < rank; ++d)
      if (!Contains(*reduced, d)) kept_shape.push_back(input.dims()[d]);
    for (size_t i = 0; i < n; ++i)
      if (NumElements(kept_shape) != op.result(i)->type().NumElements()) return nullptr;
    auto native = std::make_unique<ReduceOp>();
    ReduceOp& r = *native;
    const Region& region = *op.region(0);
    if (n == 1 && out_e[0] == in_e[0]) r.direct_ = DirectCombiner(region, out_e[0]);
    if (!r.direct_) {
      std::vector<ElementType> args = out_e;
      args.insert(args.end(), in_e.begin(), in_e.end());
      r.region_ = ScalarRegion::Compile(region, args, out_e);
      if (!r.region_) return nullptr;
    }
    r.n_ = n;
    r.element_ = in_e[0];
    for (size_t i = 0; i < n; ++i) {
      r.in_widths_.push_back(ElementStorageBytes(op.operand(i)->type().storage_element()));
      r.out_widths_.push_back(ElementStorageBytes(op.result(i)->type().storage_element()));
    }
    r.shape_.assign(input.dims().begin(), input.dims().end());
    const std::vector<int64_t> kept_strides = Strides(kept_shape);
    r.out_strides_.assign(rank, 0);
    for (int64_t d = 0, k = 0; d < rank; ++d)
      if (!Contains(*reduced, d)) r.out_strides_[d] = kept_strides[k++];
    r.total_ = input.NumElements();
    r.count_ = NumElements(kept_shape);
    return native;
  }

  void Run(std::span<const char* const> operands, std::span<char* const> results) const override {
    const size_t n = n_, rank = shape_.size();
    for (size_t i = 0; i < n; ++i)
      for (int64_t k = 0; k < count_; ++k)
        std::memcpy(results[i] + k * out_widths_[i], operands[n + i], out_widths_[i]);
    if (total_ == 0) return;
    // The input in row-major order, so each result folds its elements in index order, as the evaluator.
    std::vector<int64_t> index(rank, 0);
    auto next = [&](int64_t at) {
      for (int64_t d = static_cast<int64_t>(rank) - 1; d >= 0; --d) {
        if (++index[d] < shape_[d]) return at + out_strides_[d];
        at -= out_strides_[d] * (shape_[d] - 1);
        index[d] = 0;
      }
      return at;
    };
    int64_t at = 0;
    if (direct_ && element_ == ElementType::kF32) {
      const char* in = operands[0];
      char* out = results[0];
      for (int64_t k = 0; k < total_; ++k, at = next(at)) {
        float acc, x;
        std::memcpy(&acc, out + at * 4, 4);
        std::memcpy(&x, in + k * 4, 4);
        acc = CombineF32(*direct_, acc, x);
        std::memcpy(out + at * 4, &acc, 4);
      }
      return;
    }
    if (direct_) {
      const int w = in_widths_[0];
      for (int64_t k = 0; k < total_; ++k, at = next(at))
        CombineInPlace(*direct_, element_, results[0] + at * w, operands[0] + k * w);
      return;
    }
    ScalarRegion region = *region_;  // its registers are per run
    char* accs[kMaxInputs];
    const char* args[2 * kMaxInputs];
    for (int64_t k = 0; k < total_; ++k, at = next(at)) {
      for (size_t i = 0; i < n; ++i) {
        accs[i] = results[i] + at * out_widths_[i];
        args[i] = accs[i];
        args[n + i] = operands[i] + k * in_widths_[i];
      }
      region.Run(std::span<const char* const>(args, 2 * n), std::span<char* const>(accs, n));
    }
  }

 private:
  size_t n_ = 1;
  std::optional<Combine> direct_;
  std::optional<ScalarRegion> region_;
  ElementType element_ = ElementType::kF32;
  std::vector<int> in_widths_, out_widths_;
  std::vector<int64_t> shape_, out_strides_;
  int64_t total_ = 0, count_ = 0;
};

// ---- select_and_scatter ---------------------------------------------------------------------------

// Both bodies as compiled scalar code, as the evaluator runs them: per source element, the window's
// first element that `select` prefers to every later one (padding never selected) gets the source
// element scattered into it.
class SelectAndScatterOp : public NativeOp {
 public:
  static std::unique_ptr<NativeOp> Plan(const Op& op) {
    if (op.num_operands() != 3 || op.num_results() != 1 || op.num_regions() != 2) return nullptr;
    const Type operand = op.operand(0)->type(), source = op.operand(1)->type(), init = op.operand(2)->type(),
               out = op.result(0)->type();
    const int64_t rank = operand.rank();
    const std::optional<Window> window = GetWindow(op);
    if (!window || window->rank() != rank || source.rank() != rank || init.rank() != 0 ||
        std::any_of(window->dimensions.begin(), window->dimensions.end(), [](int64_t x) { return x <= 0; }) ||
        WindowOutputShape(operand.dims(), window->dimensions, window->strides, window->padding,
                          window->base_dilations, window->window_dilations) !=
            std::vector<int64_t>(source.dims().begin(), source.dims().end()))
      return nullptr;
    if (!std::equal(out.dims().begin(), out.dims().end(), operand.dims().begin(), operand.dims().end()) ||
        ElementStorageBytes(out.storage_element()) != ElementStorageBytes(init.storage_element()))
      return nullptr;
    const ElementType i1 = ElementType::kI1, oe = operand.element_type().element();
    const ElementType operand_elements[2] = {oe, oe},
                      scatter_elements[2] = {out.element_type().element(), source.element_type().element()};
    auto native = std::make_unique<SelectAndScatterOp>();
    SelectAndScatterOp& r = *native;
    r.select_ = ScalarRegion::Compile(*op.region(0), operand_elements, {&i1, 1});
    r.scatter_ = ScalarRegion::Compile(*op.region(1), scatter_elements, {scatter_elements, 1});
    if (!r.select_ || !r.scatter_) return nullptr;
    r.shape_.assign(operand.dims().begin(), operand.dims().end());
    r.source_shape_.assign(source.dims().begin(), source.dims().end());
    r.in_strides_ = Strides(r.shape_);
    r.window_ = window->dimensions;
    r.strides_ = window->strides;
    for (int64_t d = 0; d < rank; ++d) r.pad_low_.push_back(window->pad_low(d));
    r.operand_width_ = ElementStorageBytes(operand.storage_element());
    r.source_width_ = ElementStorageBytes(source.storage_element());
    r.out_width_ = ElementStorageBytes(out.storage_element());
    r.count_ = out.NumElements();
    r.source_count_ = source.NumElements();
    r.window_count_ = NumElements(r.window_);
    return native;
  }

  void Run(std::span<const char* const> operands, std::span<char* const> results) const override {
    const char* operand = operands[0];
    const char* source = operands[1];
    char* out = results[0];
    const int ow = operand_width_, w = out_width_;
    for (int64_t k = 0; k < count_; ++k) std::memcpy(out + k * w, operands[2], w);
    ScalarRegion select = *select_, scatter = *scatter_;  // their registers are per run
    const size_t rank = shape_.size();
    std::vector<int64_t> s(rank, 0), win(rank, 0);
    char keep = 0;
    char* const keep_result[1] = {&keep};
    for (int64_t k = 0; k < source_count_; ++k, NextIndex(source_shape_, s)) {
      int64_t selected = -1;
      std::fill(win.begin(), win.end(), 0);
      for (int64_t e = 0; e < window_count_; ++e, NextIndex(window_, win)) {
        int64_t at = 0;
        for (size_t d = 0; d < rank && at >= 0; ++d) {
          const int64_t p = s[d] * strides_[d] + win[d] - pad_low_[d];
          at = p < 0 || p >= shape_[d] ? -1 : at + p * in_strides_[d];
        }
        if (at < 0) continue;
        if (selected >= 0) {
          const char* const args[2] = {operand + selected * ow, operand + at * ow};
          select.Run(args, keep_result);
          if (keep != 0) continue;
        }
        selected = at;
      }
      if (selected < 0) continue;
      char* const acc[1] = {out + selected * w};
      const char* const args[2] = {acc[0], source + k * source_width_};
      scatter.Run(args, acc);
    }
  }

 private:
  std::optional<ScalarRegion> select_, scatter_;
  std::vector<int64_t> shape_, source_shape_, in_strides_, window_, strides_, pad_low_;
  int operand_width_ = 1, source_width_ = 1, out_width_ = 1;
  int64_t count_ = 0, source_count_ = 0, window_count_ = 0;
};

// ---- top-k ----------------------------------------------------------------------------------------

class TopKOp : public NativeOp {
 public:
  static std::unique_ptr<NativeOp> Plan(const Op& op) {
    if (op.num_operands() != 1 || op.num_results() != 2) return nullptr;
    const Type x = op.operand(0)->type(), values = op.result(0)->type(), indices = op.result(1)->type();
    if (x.rank() == 0 || values.rank() != x.rank() || indices.dims().size() != values.dims().size() ||
        !std::equal(indices.dims().begin(), indices.dims().end(), values.dims().begin()))
      return nullptr;
    const ElementType e = x.element_type().element();
    if (!IsFloat(e) && !IsInteger(e) && !IsBool(e)) return nullptr;
    if (values.element_type() != x.element_type() || !IsInteger(indices.element_type().element()))
      return nullptr;
    for (int64_t d = 0; d + 1 < x.rank(); ++d)
      if (x.dims()[d] != values.dims()[d]) return nullptr;
    auto native = std::make_unique<TopKOp>();
    native->largest_ = true;
    if (Attr attrs = op.attr("mhlo.attributes"); attrs.Is(AttrKind::kDictionary)) {
      if (Attr l = attrs.Get("largest"); l.Is(AttrKind::kBool)) native->largest_ = l.bool_value();
    }
    native->e_ = e;
    native->index_e_ = indices.element_type().element();
    native->n_ = x.dims().back();
    native->k_ = values.dims().back();
    if (native->k_ > native->n_) return nullptr;
    native->rows_ = native->n_ == 0 ? 0 : x.NumElements() / native->n_;
    return native;
  }

  void Run(std::span<const char* const> operands, std::span<char* const> results) const override {
    const int w = ElementStorageBytes(e_), iw = ElementStorageBytes(index_e_);
    const bool is_unsigned = IsUnsigned(e_);
    std::vector<int64_t> keys(n_), order(n_);
    for (int64_t r = 0; r < rows_; ++r) {
      const char* row = operands[0] + r * n_ * w;
      // Keys that order like the elements: floats by total order, integers by value.
      for (int64_t i = 0; i < n_; ++i) {
        if (e_ == ElementType::kF32) {
          float f;
          std::memcpy(&f, row + i * 4, 4);
          keys[i] = FloatKey(f);
        } else if (IsFloat(e_)) {
          keys[i] = FloatKey(LoadFloat(e_, row + i * w));
        } else {
          keys[i] = LoadInt(e_, row + i * w);
        }
      }
      auto less = [&](int64_t a, int64_t b) {
        return is_unsigned ? static_cast<uint64_t>(keys[a]) < static_cast<uint64_t>(keys[b])
                           : keys[a] < keys[b];
      };
      // The first k of a stable sort: ties go to the lower index, which makes the order total.
      std::iota(order.begin(), order.end(), 0);
      std::partial_sort(order.begin(), order.begin() + k_, order.end(), [&](int64_t a, int64_t b) {
        const bool before = largest_ ? less(b, a) : less(a, b);
        const bool after = largest_ ? less(a, b) : less(b, a);
        return before || (!after && a < b);
      });
      for (int64_t j = 0; j < k_; ++j) {
        std::memcpy(results[0] + (r * k_ + j) * w, row + order[j] * w, w);
        StoreInt(index_e_, results[1] + (r * k_ + j) * iw, order[j]);
      }
    }
  }

 private:
  static int64_t FloatKey(double v) {
    const int64_t bits = std::bit_cast<int64_t>(v);
    return bits < 0 ? (bits ^ std::numeric_limits<int64_t>::max()) : bits;
  }
  bool largest_ = true;
  ElementType e_ = ElementType::kF32, index_e_ = ElementType::kSI32;
  int64_t n_ = 0, k_ = 0, rows_ = 0;
};

}  // namespace

std::unique_ptr<NativeOp> PlanNativeOp(const Op& op, const Module& module) {
  for (int i = 0; i < op.num_operands(); ++i)
    if (!IsPlain(op.operand(i)->type())) return nullptr;
  for (int r = 0; r < op.num_results(); ++r)
    if (!IsPlain(op.result(r)->type())) return nullptr;
  // The ops with a native implementation; the evaluator runs every other op.
  const OpKind kind = op.kind();
  if (kind == OpKind::kDynamicUpdateSlice) return DynamicUpdateSliceOp::Plan(op);
  if (kind == OpKind::kGather) return GatherOp::Plan(op);
  if (kind == OpKind::kScatter) return ScatterOp::Plan(op);
  if (kind == OpKind::kSort) return SortOp::Plan(op);
  if (kind == OpKind::kReduceWindow) return ReduceWindowOp::Plan(op);
  if (kind == OpKind::kReduce) return ReduceOp::Plan(op);
  if (kind == OpKind::kSelectAndScatter) return SelectAndScatterOp::Plan(op);
  if (kind == OpKind::kChloTopK) return TopKOp::Plan(op);
  if (kind == OpKind::kDot || kind == OpKind::kDotGeneral) return PlanNativeDot(op);
  if (kind == OpKind::kConvolution) return PlanNativeConvolution(op);
  if (kind == OpKind::kCustomCall) {
    Attr target = op.attr("call_target_name");
    if (target.Is(AttrKind::kString) && target.string_value() == "mhlo.topk") return TopKOp::Plan(op);
    if (target.Is(AttrKind::kString) && target.string_value() == "ApproxTopK")
      return SortOp::PlanApproxTopK(op, module);
  }
  return nullptr;
}

}  // namespace hlx::cpu
