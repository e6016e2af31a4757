// The packed product of f32 rows with bf16 or f16 weights: packed_dot.h says what it takes and why.
#include "backend/cpu/packed_dot.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include "backend/cpu/own_products.h"
#include "support/int_math.h"

namespace hlx::cpu {
namespace {

// Everything here is x86-64 code; elsewhere PlanPackedDot declines.
#if defined(__x86_64__)

// The micro-kernel's tile: kTileRows x kTileColumns accumulators, 2 vectors of 8 floats a row (12 of the
// 16 registers, 2 for the matrix's row, 1 for the broadcast lhs element).
constexpr int64_t kTileRows = 6;
constexpr int64_t kTileColumns = 16;
// Contraction steps per block: a packed 16-column panel (16 KiB) stays in L1 while the micro-kernel
// walks the row panels of the lhs block past it.
constexpr int64_t kBlockK = 256;
// Rows of the lhs per block at most: a packed block (144 KiB) stays in L2.
constexpr int64_t kBlockM = 144;
// Rows of the lhs at least. With fewer, the micro-kernel's loads outnumber its multiply-adds and the
// convert and oneDNN's or the streaming product did better: 8 bf16 weights of 768 x 3072 (2 threads,
// alternating runs) 1 row 1.18 to 1.34 times slower packed, 2 rows 1.00 to 1.14, 4 rows 0.95 to 1.06,
// 8 rows 0.78 to 0.88. (The streaming product, which reads the narrow weights itself, is asked first
// and takes [N, K] weights of one contracting dimension up to 8 rows; what comes here with fewer than
// 4 rows are [K, N] weights and [N, K] ones of several contracting dimensions.)
constexpr int64_t kMinRows = 4;
// Columns of the result a thread takes at most at once: where its rows are more than one block, its
// packed share of the matrix (2 MiB a block of contraction steps) stays in L3 for the blocks after the
// first.
constexpr int64_t kMaxChunkColumns = 2048;
// Columns of the result between epilogue passes: a block's rows of them (at most 72 KiB) are still in L2.
constexpr int64_t kEpilogueColumns = 128;

// How the matrix holds element (p, n) (contraction step p, result column n): [K, N] at p * columns + n,
// [N, K] at n * k + p.
enum class Layout { kKN, kNK };

#pragma GCC push_options
#pragma GCC target("avx2,fma,f16c")

// 8 narrow floats widened to f32: bf16 by shifting its bits into the high half, f16 by F16C.
template <ElementType W>
inline __m256 Widen8(const uint16_t* p) {
  const __m128i bits = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
  if constexpr (W == ElementType::kBF16) {
    return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(bits), 16));
  } else {
    return _mm256_cvtph_ps(bits);
  }
}
// One narrow float widened to f32.
template <ElementType W>
inline float Widen1(uint16_t bits) {
  if constexpr (W == ElementType::kBF16) {
    const uint32_t wide = uint32_t{bits} << 16;
    float x;
    std::memcpy(&x, &wide, sizeof(x));
    return x;
  } else {
    return _cvtsh_ss(bits);
  }
}

// Transposes the 8 x 8 block of rows r[0..7] in place: r[i] becomes column i.
inline void Transpose8(__m256 r[8]) {
  __m256 t[8], u[8];
  for (int i = 0; i < 8; i += 2) {
    t[i] = _mm256_unpacklo_ps(r[i], r[i + 1]);
    t[i + 1] = _mm256_unpackhi_ps(r[i], r[i + 1]);
  }
  for (int i = 0; i < 8; i += 4) {
    u[i] = _mm256_shuffle_ps(t[i], t[i + 2], 0x44);
    u[i + 1] = _mm256_shuffle_ps(t[i], t[i + 2], 0xee);
    u[i + 2] = _mm256_shuffle_ps(t[i + 1], t[i + 3], 0x44);
    u[i + 3] = _mm256_shuffle_ps(t[i + 1], t[i + 3], 0xee);
  }
  for (int i = 0; i < 4; ++i) {
    r[i] = _mm256_permute2f128_ps(u[i], u[i + 4], 0x20);
    r[i + 4] = _mm256_permute2f128_ps(u[i], u[i + 4], 0x31);
  }
}

// Packs columns [n, n + w) (w at most kTileColumns) and contraction steps [p0, p0 + depth) of the matrix
// `b` (its elements `columns` x `k`, held as `layout` says) into a panel: element (p, j) at out[p *
// kTileColumns + j], widened to f32, columns past w zero.
template <ElementType W>
void PackPanel(const uint16_t* b, Layout layout, int64_t k, int64_t columns, int64_t p0, int64_t depth,
               int64_t n, int64_t w, float* out) {
  if (layout == Layout::kKN) {
    const uint16_t* row = b + p0 * columns + n;
    for (int64_t p = 0; p < depth; ++p, row += columns, out += kTileColumns) {
      if (w == kTileColumns) {
        _mm256_store_ps(out, Widen8<W>(row));
        _mm256_store_ps(out + 8, Widen8<W>(row + 8));
      } else {
        for (int64_t j = 0; j < kTileColumns; ++j) out[j] = j < w ? Widen1<W>(row[j]) : 0.0f;
      }
    }
    return;
  }
  // [N, K]: the panel's columns are rows of the matrix; 8 contraction steps of 8 of them at a time,
  // transposed in registers.
  const uint16_t* rows = b + n * k + p0;
  int64_t p = 0;
  if (w == kTileColumns) {
    for (; p + 8 <= depth; p += 8) {
      for (int half = 0; half < 2; ++half) {
        __m256 r[8];
        for (int i = 0; i < 8; ++i) r[i] = Widen8<W>(rows + (half * 8 + i) * k + p);
        Transpose8(r);
        for (int i = 0; i < 8; ++i) _mm256_store_ps(out + (p + i) * kTileColumns + half * 8, r[i]);
      }
    }
  }
  for (; p < depth; ++p)
    for (int64_t j = 0; j < kTileColumns; ++j)
      out[p * kTileColumns + j] = j < w ? Widen1<W>(rows[j * k + p]) : 0.0f;
}

// Packs rows [m0, m0 + height) and contraction steps [p0, p0 + depth) of the row-major lhs `a` (rows of
// `k`) into panels of kTileRows rows: element (i, p) of panel q at out[q * depth * kTileRows + p *
// kTileRows + i], rows past `height` zero. Writes up to 2 floats past the last panel.
void PackRows(const float* a, int64_t k, int64_t m0, int64_t height, int64_t p0, int64_t depth, float* out) {
  for (int64_t i0 = 0; i0 < height; i0 += kTileRows, out += depth * kTileRows) {
    const int64_t h = std::min(kTileRows, height - i0);
    const float* rows = a + (m0 + i0) * k + p0;
    int64_t p = 0;
    if (h == kTileRows) {
      // 8 steps of the 6 rows at a time, transposed in registers (two zero rows): step p + i's 6 floats
      // and 2 more, which the next store overwrites.
      for (; p + 8 <= depth; p += 8) {
        __m256 r[8];
        for (int i = 0; i < kTileRows; ++i) r[i] = _mm256_loadu_ps(rows + i * k + p);
        r[6] = r[7] = _mm256_setzero_ps();
        Transpose8(r);
        for (int i = 0; i < 8; ++i) _mm256_storeu_ps(out + (p + i) * kTileRows, r[i]);
      }
    }
    for (; p < depth; ++p)
      for (int64_t i = 0; i < kTileRows; ++i) out[p * kTileRows + i] = i < h ? rows[i * k + p] : 0.0f;
  }
}

// c[i * ldc + j] (+)= sum over p of a[p * kTileRows + i] * b[p * kTileColumns + j] for i < R (the rows of
// the tile it computes, at most kTileRows) and the packed panels a and b of `depth` steps: the tile
// accumulates into c when `accumulate`, else replaces it.
template <int R>
void MicroKernel(int64_t depth, const float* a, const float* b, float* c, int64_t ldc, bool accumulate) {
  // The tile's rows are read at the end: fetched now, they arrive while the products run.
  if (accumulate) {
#pragma GCC unroll 6
    for (int i = 0; i < R; ++i) _mm_prefetch(reinterpret_cast<const char*>(c + i * ldc), _MM_HINT_T0);
  }
  __m256 lo[R], hi[R];
#pragma GCC unroll 6
  for (int i = 0; i < R; ++i) lo[i] = hi[i] = _mm256_setzero_ps();
  for (int64_t p = 0; p < depth; ++p, a += kTileRows, b += kTileColumns) {
    const __m256 b0 = _mm256_load_ps(b), b1 = _mm256_load_ps(b + 8);
#pragma GCC unroll 6
    for (int i = 0; i < R; ++i) {
      const __m256 x = _mm256_broadcast_ss(a + i);
      lo[i] = _mm256_fmadd_ps(x, b0, lo[i]);
      hi[i] = _mm256_fmadd_ps(x, b1, hi[i]);
    }
  }
#pragma GCC unroll 6
  for (int i = 0; i < R; ++i) {
    float* row = c + i * ldc;
    if (accumulate) {
      lo[i] = _mm256_add_ps(lo[i], _mm256_loadu_ps(row));
      hi[i] = _mm256_add_ps(hi[i], _mm256_loadu_ps(row + 8));
    }
    _mm256_storeu_ps(row, lo[i]);
    _mm256_storeu_ps(row + 8, hi[i]);
  }
}

using MicroKernelFn = void (*)(int64_t, const float*, const float*, float*, int64_t, bool);
// kMicroKernels[r - 1] computes r rows.
constexpr MicroKernelFn kMicroKernels[kTileRows] = {&MicroKernel<1>, &MicroKernel<2>, &MicroKernel<3>,
                                                    &MicroKernel<4>, &MicroKernel<5>, &MicroKernel<6>};

#pragma GCC pop_options

// The source of the panel PackPanel packs from columns [n, n + w) and steps [p0, p0 + depth), in `units`
// parts: a step each of a [K, N] matrix, a column (a row of the matrix) each of an [N, K] one.
int64_t PanelUnits(Layout layout, int64_t depth, int64_t w) { return layout == Layout::kKN ? depth : w; }

// Prefetches parts [first, last) of that source into the cache, so that the weights, read from memory
// once a run, arrive while the panel before is multiplied. The prefetch instruction is written as
// assembly: a loop of nothing but _mm_prefetch has no effect that C++ keeps, and GCC deletes it.
void PrefetchPanel(const uint16_t* b, Layout layout, int64_t k, int64_t columns, int64_t p0, int64_t depth,
                   int64_t n, int64_t w, int64_t first, int64_t last) {
  auto fetch = [](const uint16_t* begin, int64_t elements) {
    const auto* bytes = reinterpret_cast<const char*>(begin);
    for (int64_t offset = 0; offset < elements * 2; offset += 64)
      asm volatile("prefetcht0 %0" : : "m"(bytes[offset]));
    asm volatile("prefetcht0 %0" : : "m"(bytes[elements * 2 - 1]));
  };
  for (int64_t u = first; u < last; ++u) {
    if (layout == Layout::kKN) {
      fetch(b + (p0 + u) * columns + n, w);
    } else {
      fetch(b + (n + u) * k + p0, depth);
    }
  }
}

// Floats on a 64-byte boundary, left uninitialized.
struct AlignedFloats {
  explicit AlignedFloats(int64_t count)
      : data(static_cast<float*>(::operator new(count * sizeof(float), std::align_val_t(64)))) {}
  ~AlignedFloats() { ::operator delete(data, std::align_val_t(64)); }
  AlignedFloats(const AlignedFloats&) = delete;
  AlignedFloats& operator=(const AlignedFloats&) = delete;
  float* data;
};

class PackedDot final : public DnnlOp {
 public:
  PackedDot(int64_t rows, int64_t k, int64_t columns, Layout layout, ElementType weights,
            std::vector<TileStep> steps)
      : rows_(rows), k_(k), columns_(columns), layout_(layout), weights_(weights), steps_(std::move(steps)) {
    // A share of the columns per thread, in chunks of at most kMaxChunkColumns; where there are fewer
    // chunks than threads, the rows are split too.
    const int64_t threads = ProductThreads();
    chunk_columns_ =
        std::min(kMaxChunkColumns, CeilDiv(CeilDiv(columns_, threads), kTileColumns) * kTileColumns);
    chunks_ = CeilDiv(columns_, chunk_columns_);
    row_parts_ = std::clamp<int64_t>(threads / chunks_, 1, CeilDiv(rows_, kTileRows));
    // A unit of one block of rows packs one panel at a time; one of more keeps its whole chunk's.
    const int64_t part_rows = CeilDiv(CeilDiv(rows_, kTileRows), row_parts_) * kTileRows;
    packed_columns_ =
        part_rows > kBlockM ? CeilDiv(chunk_columns_, kTileColumns) * kTileColumns : kTileColumns;
  }

  Status Run(std::span<const void* const> operands, void* result) const override {
    weights_ == ElementType::kBF16 ? Multiply<ElementType::kBF16>(operands, static_cast<float*>(result))
                                   : Multiply<ElementType::kF16>(operands, static_cast<float*>(result));
    return Status::Ok();
  }
  const char* kind() const override { return "packed"; }

 private:
  template <ElementType W>
  void Multiply(std::span<const void* const> operands, float* c) const {
    const auto* a = static_cast<const float*>(operands[0]);
    const auto* b = static_cast<const uint16_t*>(operands[1]);
    const int64_t units = chunks_ * row_parts_;
#pragma omp parallel
    {
      AlignedFloats packed_matrix(kBlockK * packed_columns_);
      AlignedFloats packed_rows(kBlockK * CeilDiv(std::min(kBlockM, rows_), kTileRows) * kTileRows + 2);
#pragma omp for schedule(static)
      for (int64_t unit = 0; unit < units; ++unit) {
        const int64_t chunk = unit / row_parts_, part = unit % row_parts_;
        const int64_t n0 = chunk * chunk_columns_, width = std::min(chunk_columns_, columns_ - n0);
        // The part's rows: whole tiles, as evenly as they divide.
        const int64_t tiles = CeilDiv(rows_, kTileRows);
        const int64_t m_begin = std::min(rows_, tiles * part / row_parts_ * kTileRows);
        const int64_t m_end = std::min(rows_, tiles * (part + 1) / row_parts_ * kTileRows);
        MultiplyBlock<W>(operands, a, b, n0, width, m_begin, m_end, packed_matrix.data, packed_rows.data, c);
      }
    }
  }

  // Result rows [m_begin, m_end) and columns [n0, n0 + width).
  template <ElementType W>
  void MultiplyBlock(std::span<const void* const> operands, const float* a, const uint16_t* b, int64_t n0,
                     int64_t width, int64_t m_begin, int64_t m_end, float* packed_matrix, float* packed_rows,
                     float* c) const {
    alignas(64) float edge[kTileRows * kTileColumns];
    const int64_t height = m_end - m_begin;
    const int64_t row_blocks = CeilDiv(height, kBlockM);
    const int64_t block_rows = CeilDiv(CeilDiv(height, row_blocks), kTileRows) * kTileRows;
    for (int64_t p0 = 0; p0 < k_; p0 += kBlockK) {
      const int64_t depth = std::min(kBlockK, k_ - p0);
      const bool accumulate = p0 > 0, last = p0 + depth == k_;
      for (int64_t m0 = m_begin; m0 < m_end; m0 += block_rows) {
        const int64_t mc = std::min(block_rows, m_end - m0), tiles = CeilDiv(mc, kTileRows);
        PackRows(a, k_, m0, mc, p0, depth, packed_rows);
        for (int64_t g = 0; g < width; g += kEpilogueColumns) {
          const int64_t group_end = std::min(width, g + kEpilogueColumns);
          for (int64_t j = g; j < group_end; j += kTileColumns) {
            const int64_t w = std::min(kTileColumns, width - j);
            // The first block of rows packs each panel as it comes to it, into its place in the block when
            // other blocks of rows follow, else into one panel's space that stays in L1. It fetches the
            // next panel's source (the next block of steps' first after the last) a part per tile of rows.
            float* panel = packed_matrix + (row_blocks > 1 ? j * depth : 0);
            int64_t next_p0 = p0, next_depth = depth, next_j = j + kTileColumns;
            if (next_j >= width) next_p0 += depth, next_depth = std::min(kBlockK, k_ - next_p0), next_j = 0;
            const bool fetch = m0 == m_begin && next_p0 < k_;
            const int64_t next_w = std::min(kTileColumns, width - next_j);
            const int64_t units = fetch ? PanelUnits(layout_, next_depth, next_w) : 0;
            const int64_t per_tile = CeilDiv(units, tiles);
            if (m0 == m_begin) PackPanel<W>(b, layout_, k_, columns_, p0, depth, n0 + j, w, panel);
            for (int64_t i = 0, t = 0; i < mc; i += kTileRows, ++t) {
              if (fetch)
                PrefetchPanel(b, layout_, k_, columns_, next_p0, next_depth, n0 + next_j, next_w,
                              std::min(units, t * per_tile), std::min(units, (t + 1) * per_tile));
              const int64_t h = std::min(kTileRows, mc - i);
              float* tile = c + (m0 + i) * columns_ + n0 + j;
              if (w == kTileColumns) {
                kMicroKernels[h - 1](depth, packed_rows + i * depth, panel, tile, columns_, accumulate);
                continue;
              }
              // The last panel's columns past the result's end are computed into `edge` and dropped.
              kMicroKernels[h - 1](depth, packed_rows + i * depth, panel, edge, kTileColumns, false);
              for (int64_t r = 0; r < h; ++r)
                for (int64_t q = 0; q < w; ++q)
                  tile[r * columns_ + q] =
                      (accumulate ? tile[r * columns_ + q] : 0.0f) + edge[r * kTileColumns + q];
            }
          }
          if (last && !steps_.empty())
            ApplyTileSteps(steps_, operands, m0, mc, n0 + g, group_end - g, c + m0 * columns_ + n0 + g,
                           columns_);
        }
      }
    }
  }

  int64_t rows_, k_, columns_;
  Layout layout_;
  ElementType weights_;  // kBF16 or kF16
  std::vector<TileStep> steps_;
  int64_t chunk_columns_;   // result columns a unit of work takes at most
  int64_t chunks_;          // column chunks
  int64_t row_parts_;       // parts the rows are split into per chunk
  int64_t packed_columns_;  // the columns of the matrix a thread keeps packed
};

// Whether `dims` are first, first + 1, ..., in order.
bool Consecutive(std::span<const int64_t> dims, int64_t first) {
  for (size_t i = 0; i < dims.size(); ++i)
    if (dims[i] != first + static_cast<int64_t>(i)) return false;
  return true;
}
#endif  // __x86_64__

}  // namespace

StatusOr<std::unique_ptr<DnnlOp>> PlanPackedDot(const Op& dot, const DnnlEpilogue& epilogue,
                                                ElementType weights) {
  std::unique_ptr<DnnlOp> none;
#if defined(__x86_64__)
  if (!__builtin_cpu_supports("avx2") || !__builtin_cpu_supports("fma") || !__builtin_cpu_supports("f16c") ||
      __builtin_cpu_supports("avx512f"))
    return none;
  if (dot.kind() != OpKind::kDotGeneral || dot.attr("algorithm") ||
      (weights != ElementType::kBF16 && weights != ElementType::kF16))
    return none;
  const Type lhs = dot.operand(0)->type(), rhs = dot.operand(1)->type(), result = dot.result(0)->type();
  if (!IsStaticF32Tensor(lhs) || !IsStaticF32Tensor(rhs) || !IsStaticF32Tensor(result)) return none;
  const Attr numbers = dot.attr("dot_dimension_numbers");
  if (!numbers) return none;
  const DotDims dims = GetDotDims(numbers);
  const int64_t contracting = static_cast<int64_t>(dims.lhs_contracting.size());
  if (!dims.lhs_batching.empty() || contracting == 0 ||
      !Consecutive(dims.lhs_contracting, lhs.rank() - contracting))
    return none;
  Layout layout;
  if (Consecutive(dims.rhs_contracting, 0)) {
    layout = Layout::kKN;
  } else if (Consecutive(dims.rhs_contracting, rhs.rank() - contracting)) {
    layout = Layout::kNK;
  } else {
    return none;
  }
  int64_t k = 1;
  for (int64_t d : dims.lhs_contracting) k *= lhs.dims()[d];
  const int64_t rows = lhs.NumElements() / k, columns = rhs.NumElements() / k;
  if (rows < kMinRows) return none;
  // The result: the lhs's free dimensions (the rows), then the rhs's (the columns), row-major.
  std::optional<std::vector<TileStep>> steps =
      PlanTileSteps(epilogue, result, lhs.rank() - contracting, /*first_operand=*/2);
  if (!steps) return none;
  return std::unique_ptr<DnnlOp>(
      std::make_unique<PackedDot>(rows, k, columns, layout, weights, std::move(*steps)));
#else
  return none;
#endif
}

}  // namespace hlx::cpu
