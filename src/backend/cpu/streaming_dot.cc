// The streaming product of a few rows with a large matrix: streaming_dot.h says what it takes and why.
#include "backend/cpu/streaming_dot.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <memory>
#include <span>
#include <utility>
#include <vector>

#if defined(__x86_64__)
#include <immintrin.h>
#endif
#if defined(_OPENMP)
#include <omp.h>
#endif

#include "support/int_math.h"

namespace hlx::cpu {
namespace {

// Everything here is x86-64 code; elsewhere PlanStreamingDot declines.
#if defined(__x86_64__)

constexpr int64_t kMaxRows = 12;
// Rows one pass of the kernel multiplies: more are split into passes of near-equal size over the same
// tile of the matrix, which the first pass leaves in the cache for the others.
constexpr int64_t kMaxPassRows = 8;
constexpr int64_t kMinMatrixBytes = int64_t{1} << 20;
// Columns of the result per tile of an [N, K] matrix: the unit of work a thread takes, and what the
// epilogue runs over while the tile is in cache.
constexpr int64_t kTileColumns = 128;
// Columns of the result per tile of a [K, N] matrix at most: the accumulators of a tile (rows x columns
// floats) stay in the cache while the tile's share of each matrix row streams past.
constexpr int64_t kMaxPanelColumns = 2048;
// Rows of a [K, N] matrix walked together: that many sequential streams per thread.
constexpr int64_t kPanelSteps = 8;

// How the large matrix holds its elements: [N, K] (a row per column of the result, as torch's Linear
// keeps its weights) or [K, N] (a row per contraction step, as JAX's dense layers do).
enum class Layout { kNK, kKN };

// One epilogue step over a tile: x(m, n) = x(m, n) op operand[row_offset[m] + n * column_stride] for the
// binary kinds, tanh(x(m, n)) for tanh.
struct TileStep {
  DnnlEpilogue::Kind kind;
  int operand = -1;  // the step's operand's index in Run's operands; binary steps only
  std::array<int64_t, kMaxRows> row_offset{};
  int64_t column_stride = 0;
};

#define HLX_AVX512 __attribute__((target("avx512f,avx512bw,avx512vl")))
// The loops over accumulators unrolled early, so that the accumulators live in registers.
#define HLX_UNROLL _Pragma("GCC unroll 16")

// Rows of the matrix the kernel prefetches ahead of the ones it reads. Prefetches past the matrix's end
// are harmless: prefetch instructions do not fault.
constexpr int64_t kRowsAhead = 4;

// 16 elements of the matrix from `p` as floats (those `mask` leaves out 0): f32 as they are, int8 weights
// (whose scales the epilogue applies) converted.
HLX_AVX512 inline __m512 Load16(__mmask16 mask, const float* p) { return _mm512_maskz_loadu_ps(mask, p); }
HLX_AVX512 inline __m512 Load16(__mmask16 mask, const int8_t* p) {
  return _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_maskz_loadu_epi8(mask, p)));
}

// The sum of v's 16 lanes.
HLX_AVX512 inline float SumLanes(__m512 v) {
  alignas(64) float lanes[16];
  _mm512_store_ps(lanes, v);
  float sum = 0;
  for (float lane : lanes) sum += lane;
  return sum;
}

// tile[m * ld + j] = sum over p of a[m * k + p] * b[j * k + p], for the R rows j of the [N, K]
// matrix starting at b: 16 contraction steps at a time, M x R accumulators in registers.
template <typename W, int M, int R>
HLX_AVX512 void RowsNK(const float* a, int64_t k, const W* b, float* tile, int64_t ld) {
  __m512 acc[M][R];
  HLX_UNROLL
  for (int m = 0; m < M; ++m) {
    HLX_UNROLL
    for (int j = 0; j < R; ++j) acc[m][j] = _mm512_setzero_ps();
  }
  for (int64_t p = 0; p < k; p += 16) {
    const __mmask16 mask = k - p >= 16 ? __mmask16(0xffff) : __mmask16((1u << (k - p)) - 1);
    __m512 bv[R];
    HLX_UNROLL
    for (int j = 0; j < R; ++j) {
      bv[j] = Load16(mask, b + j * k + p);
      _mm_prefetch(reinterpret_cast<const char*>(b + (j + kRowsAhead) * k + p), _MM_HINT_T0);
    }
    HLX_UNROLL
    for (int m = 0; m < M; ++m) {
      const __m512 av = _mm512_maskz_loadu_ps(mask, a + m * k + p);
      HLX_UNROLL
      for (int j = 0; j < R; ++j) acc[m][j] = _mm512_fmadd_ps(av, bv[j], acc[m][j]);
    }
  }
  HLX_UNROLL
  for (int m = 0; m < M; ++m) {
    HLX_UNROLL
    for (int j = 0; j < R; ++j) tile[m * ld + j] = SumLanes(acc[m][j]);
  }
}

// tile[m * ld + j] += sum over p of a[m * k + p] * b[p * n + j] for p in [p0, p1) and j in [0, width),
// for the M rows of a and the [K, N] matrix's columns starting at b (the tile starts at 0 when p0 is 0):
// for each block of 16 V columns, M x V accumulators in registers over the rows [p0, p1), which stream
// side by side.
template <typename W, int M, int V>
HLX_AVX512 void PanelKN(const float* a, int64_t k, const W* b, int64_t n, int64_t p0, int64_t p1,
                        int64_t width, float* tile, int64_t ld) {
  for (int64_t j = 0; j < width; j += 16 * V) {
    __mmask16 mask[V];
    HLX_UNROLL
    for (int v = 0; v < V; ++v) {
      const int64_t count = std::clamp<int64_t>(width - j - 16 * v, 0, 16);
      mask[v] = count == 16 ? __mmask16(0xffff) : __mmask16((1u << count) - 1);
    }
    __m512 acc[M][V];
    HLX_UNROLL
    for (int m = 0; m < M; ++m) {
      HLX_UNROLL
      for (int v = 0; v < V; ++v)
        acc[m][v] =
            p0 == 0 ? _mm512_setzero_ps() : _mm512_maskz_loadu_ps(mask[v], tile + m * ld + j + 16 * v);
    }
    for (int64_t p = p0; p < p1; ++p) {
      const W* row = b + p * n + j;
      __m512 bv[V];
      HLX_UNROLL
      for (int v = 0; v < V; ++v) bv[v] = Load16(mask[v], row + 16 * v);
      _mm_prefetch(reinterpret_cast<const char*>(row + 32 * V), _MM_HINT_T0);
      HLX_UNROLL
      for (int m = 0; m < M; ++m) {
        const __m512 av = _mm512_set1_ps(a[m * k + p]);
        HLX_UNROLL
        for (int v = 0; v < V; ++v) acc[m][v] = _mm512_fmadd_ps(av, bv[v], acc[m][v]);
      }
    }
    HLX_UNROLL
    for (int m = 0; m < M; ++m) {
      HLX_UNROLL
      for (int v = 0; v < V; ++v) _mm512_mask_storeu_ps(tile + m * ld + j + 16 * v, mask[v], acc[m][v]);
    }
  }
}

// Register blocking per row count (at most kMaxPassRows): M x R accumulators, at most 16 of the 32
// vector registers.
constexpr int BlockOf(int m) { return m <= 4 ? 4 : 2; }

template <typename W>
using RowsKernel = void (*)(const float*, int64_t, const W*, float*, int64_t);

template <typename W, size_t... I>
constexpr std::array<RowsKernel<W>, kMaxPassRows> RowsKernels(std::index_sequence<I...>) {
  return {&RowsNK<W, I + 1, BlockOf(I + 1)>...};
}
template <typename W, size_t... I>
constexpr std::array<RowsKernel<W>, kMaxPassRows> SingleRowKernels(std::index_sequence<I...>) {
  return {&RowsNK<W, I + 1, 1>...};
}
template <typename W>
using PanelKernel = void (*)(const float*, int64_t, const W*, int64_t, int64_t, int64_t, int64_t, float*,
                             int64_t);
// Columns per register block of a [K, N] panel: M x V accumulators, at most 16 registers.
constexpr int VectorsOf(int m) { return m <= 4 ? 4 : m <= 8 ? 2 : 1; }
template <typename W, size_t... I>
constexpr std::array<PanelKernel<W>, kMaxRows> PanelKernels(std::index_sequence<I...>) {
  return {&PanelKN<W, I + 1, VectorsOf(I + 1)>...};
}
// The kernels for a matrix of elements W.
template <typename W>
struct Kernels {
  static constexpr auto kPanel = PanelKernels<W>(std::make_index_sequence<kMaxRows>());
  static constexpr auto kRows = RowsKernels<W>(std::make_index_sequence<kMaxPassRows>());
  static constexpr auto kSingleRow = SingleRowKernels<W>(std::make_index_sequence<kMaxPassRows>());
};

class StreamingDot final : public DnnlOp {
 public:
  StreamingDot(int64_t rows, int64_t k, int64_t columns, Layout layout, bool int8,
               std::vector<TileStep> steps)
      : rows_(rows), k_(k), columns_(columns), layout_(layout), int8_(int8), steps_(std::move(steps)) {
    tile_columns_ = kTileColumns;
    if (layout_ == Layout::kKN) {
      // A tile per thread, or a multiple of the thread count of tiles of at most kMaxPanelColumns.
#if defined(_OPENMP)
      const int64_t threads = std::max(1, omp_get_max_threads());
#else
      const int64_t threads = 1;
#endif
      const int64_t rounds = CeilDiv(columns_, threads * kMaxPanelColumns);
      tile_columns_ = CeilDiv(CeilDiv(columns_, threads * rounds), 16) * 16;
    }
  }

  Status Run(std::span<const void* const> operands, void* result) const override {
    if (int8_) {
      Stream(operands, static_cast<const int8_t*>(operands[1]), static_cast<float*>(result));
    } else {
      Stream(operands, static_cast<const float*>(operands[1]), static_cast<float*>(result));
    }
    return Status::Ok();
  }
  const char* kind() const override { return "streaming"; }

 private:
  template <typename W>
  void Stream(std::span<const void* const> operands, const W* b, float* out) const {
    const auto* a = static_cast<const float*>(operands[0]);
    const int64_t tiles = CeilDiv(columns_, tile_columns_);
#pragma omp parallel
    {
      // The tile's rows start on cache lines (tile_columns_ is a multiple of 16 floats).
      // (left uninitialized: every element is written before it is read)
      auto storage = std::make_unique_for_overwrite<float[]>(rows_ * tile_columns_ + 15);
      float* tile = storage.get() + (-reinterpret_cast<uintptr_t>(storage.get()) / sizeof(float) & 15);
      // Static schedule: each thread streams one contiguous share of the matrix.
#pragma omp for schedule(static)
      for (int64_t t = 0; t < tiles; ++t) {
        const int64_t c0 = t * tile_columns_, width = std::min(tile_columns_, columns_ - c0);
        if (layout_ == Layout::kNK) {
          MultiplyRows(a, b, c0, width, tile);
        } else {
          for (int64_t p0 = 0; p0 < k_; p0 += kPanelSteps)
            Kernels<W>::kPanel[rows_ - 1](a, k_, b + c0, columns_, p0, std::min(k_, p0 + kPanelSteps), width,
                                          tile, tile_columns_);
        }
        ApplyEpilogue(operands, c0, width, tile);
        for (int64_t m = 0; m < rows_; ++m)
          std::copy_n(tile + m * tile_columns_, width, out + m * columns_ + c0);
      }
    }
  }

  // The tile of result columns [c0, c0 + width) of a product with an [N, K] matrix.
  template <typename W>
  void MultiplyRows(const float* a, const W* b, int64_t c0, int64_t width, float* tile) const {
    const int64_t passes = CeilDiv(rows_, kMaxPassRows);
    for (int64_t pass = 0, row = 0; pass < passes; ++pass) {
      const int64_t rows = (rows_ - row) / (passes - pass);
      const int64_t block = BlockOf(static_cast<int>(rows));
      const float* a_rows = a + row * k_;
      float* tile_rows = tile + row * tile_columns_;
      int64_t j = 0;
      for (; j + block <= width; j += block)
        Kernels<W>::kRows[rows - 1](a_rows, k_, b + (c0 + j) * k_, tile_rows + j, tile_columns_);
      for (; j < width; ++j)
        Kernels<W>::kSingleRow[rows - 1](a_rows, k_, b + (c0 + j) * k_, tile_rows + j, tile_columns_);
      row += rows;
    }
  }

  void ApplyEpilogue(std::span<const void* const> operands, int64_t c0, int64_t width, float* tile) const {
    for (const TileStep& step : steps_) {
      const auto* y = step.operand >= 0 ? static_cast<const float*>(operands[step.operand]) : nullptr;
      for (int64_t m = 0; m < rows_; ++m) {
        float* x = tile + m * tile_columns_;
        const float* row = y ? y + step.row_offset[m] + c0 * step.column_stride : nullptr;
        for (int64_t j = 0; j < width; ++j) {
          switch (step.kind) {
            case DnnlEpilogue::Kind::kAdd:
              x[j] += row[j * step.column_stride];
              break;
            case DnnlEpilogue::Kind::kSubtract:
              x[j] -= row[j * step.column_stride];
              break;
            case DnnlEpilogue::Kind::kMultiply:
              x[j] *= row[j * step.column_stride];
              break;
            default:  // kTanh: the only other kind planned
              x[j] = std::tanh(x[j]);
              break;
          }
        }
      }
    }
  }

  int64_t rows_, k_, columns_;
  Layout layout_;
  bool int8_;  // the matrix holds int8 weights, read as floats
  std::vector<TileStep> steps_;
  int64_t tile_columns_;  // the result columns of a tile
};
bool IsF32Tensor(Type type) {
  if (!type.IsTensor() || !type.HasStaticShape() || !type.element_type().IsElement() ||
      type.element_type().element() != ElementType::kF32)
    return false;
  const auto dims = type.dims();
  return std::all_of(dims.begin(), dims.end(), [](int64_t d) { return d > 0; });
}
#endif  // __x86_64__

}  // namespace

StatusOr<std::unique_ptr<DnnlOp>> PlanStreamingDot(const Op& dot, const DnnlEpilogue& epilogue,
                                                   bool int8_weights) {
  std::unique_ptr<DnnlOp> none;
#if defined(__x86_64__)
  if (dot.kind() != OpKind::kDotGeneral || dot.attr("algorithm") || !__builtin_cpu_supports("avx512f") ||
      !__builtin_cpu_supports("avx512bw") || !__builtin_cpu_supports("avx512vl"))
    return none;
  const Type lhs = dot.operand(0)->type(), rhs = dot.operand(1)->type(), result = dot.result(0)->type();
  if (!IsF32Tensor(lhs) || !IsF32Tensor(rhs) || !IsF32Tensor(result) || rhs.rank() != 2) return none;
  Attr numbers = dot.attr("dot_dimension_numbers");
  if (!numbers) return none;
  const DotDims dims = GetDotDims(numbers);
  if (!dims.lhs_batching.empty() || dims.lhs_contracting.size() != 1 ||
      dims.lhs_contracting[0] != lhs.rank() - 1 || dims.rhs_contracting.size() != 1)
    return none;
  const Layout layout = dims.rhs_contracting[0] == 1 ? Layout::kNK : Layout::kKN;
  const int64_t k = lhs.dims().back(), columns = rhs.dims()[layout == Layout::kNK ? 0 : 1];
  const int64_t rows = lhs.NumElements() / k;
  if (rows > kMaxRows || rhs.NumElements() * 4 < kMinMatrixBytes) return none;
  // The result: the lhs's free dimensions, then the rhs's, row-major: element (m, n) at m * columns + n.
  std::vector<TileStep> steps;
  int next_operand = 2;
  for (const DnnlEpilogue::Step& s : epilogue.steps) {
    TileStep step;
    step.kind = s.kind;
    if (s.kind == DnnlEpilogue::Kind::kTanh) {
      steps.push_back(step);
      continue;
    }
    if (s.kind != DnnlEpilogue::Kind::kAdd && s.kind != DnnlEpilogue::Kind::kSubtract &&
        s.kind != DnnlEpilogue::Kind::kMultiply)
      return none;
    // The operand's view: the result's rank, each dimension 1 (broadcast) or the result's.
    const Type view = s.operand_type;
    if (!view || view.rank() != result.rank() || view.storage_element() != ElementType::kF32) return none;
    std::vector<int64_t> strides(result.rank(), 0);
    for (int64_t d = result.rank() - 1, stride = 1; d >= 0; --d) {
      if (view.dims()[d] != 1 && view.dims()[d] != result.dims()[d]) return none;
      if (view.dims()[d] != 1) strides[d] = stride;
      stride *= view.dims()[d];
    }
    step.operand = next_operand++;
    step.column_stride = strides.back();
    for (int64_t m = 0; m < rows; ++m)
      for (int64_t d = result.rank() - 2, rest = m; d >= 0; --d) {
        step.row_offset[m] += rest % result.dims()[d] * strides[d];
        rest /= result.dims()[d];
      }
    steps.push_back(step);
  }
  return std::unique_ptr<DnnlOp>(
      std::make_unique<StreamingDot>(rows, k, columns, layout, int8_weights, std::move(steps)));
#else
  return none;
#endif
}

}  // namespace hlx::cpu
