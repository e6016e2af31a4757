// The streaming product of a few rows with a large matrix: streaming_dot.h says what it takes and why.
#include "backend/cpu/streaming_dot.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <memory>
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

// Everything here is x86-64 code; elsewhere PlanStreamingDot declines.
#if defined(__x86_64__)

constexpr int64_t kMaxRows = 12;
// Rows at most with bf16 or f16 weights on AVX2, where the packed product (packed_dot.h) takes more: 8
// bf16 weights of 3072 x 768 (37.7 MB, beyond L3), 2 threads of an AMD EPYC, packed / streamed time over 5
// alternating pairs: 4 rows 2.27, 8 rows 1.37, 12 rows 0.85.
constexpr int64_t kMaxNarrowRowsAvx2 = 8;
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

// bf16 and f16 weights as the kernels read them: 16-bit storage, one type each so that Load can tell
// them apart.
struct Bf16 {
  uint16_t bits;
};
struct F16 {
  uint16_t bits;
};

// The loops over accumulators unrolled early, so that the accumulators live in registers.
#define HLX_UNROLL _Pragma("GCC unroll 16")

// Rows of the matrix the kernel prefetches ahead of the ones it reads. Prefetches past the matrix's end
// are harmless: prefetch instructions do not fault.
constexpr int64_t kRowsAhead = 4;

// The cache the matrix's lines are prefetched into: the level 2. Prefetched into the level 1, each line
// held one of the few level-1 miss buffers until it arrived, and the stream ran at the latency those
// buffers allow: BERT-base's [N, K] products read their 440 MB at 23 GB/s on a 2-core Zen 4 whose
// plain two-thread read runs at 46, and the level 2 took them from 19.9 to 14.4 ms a run
// (docs/cpu-backend.md).
constexpr _mm_hint kPrefetchHint = _MM_HINT_T1;

// The kernels for AVX-512 (F, BW, VL): 16 floats a vector, 32 registers.
#pragma GCC push_options
#pragma GCC target("avx512f,avx512bw,avx512vl")
namespace avx512 {
constexpr int kLanes = 16;
using Vec = __m512;
using Mask = __mmask16;
inline Mask MaskOf(int64_t count) { return count == 16 ? Mask(0xffff) : Mask((1u << count) - 1); }
inline Vec Zero() { return _mm512_setzero_ps(); }
inline Vec Set1(float x) { return _mm512_set1_ps(x); }
inline Vec Load(Mask mask, const float* p) { return _mm512_maskz_loadu_ps(mask, p); }
inline Vec Load(Mask mask, const int8_t* p) {
  return _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_maskz_loadu_epi8(mask, p)));
}
inline Vec Load(Mask mask, const Bf16* p) {
  return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(_mm256_maskz_loadu_epi16(mask, p)), 16));
}
inline Vec Load(Mask mask, const F16* p) { return _mm512_cvtph_ps(_mm256_maskz_loadu_epi16(mask, p)); }
inline Vec MulAdd(Vec a, Vec b, Vec c) { return _mm512_fmadd_ps(a, b, c); }
inline void Store(float* p, Mask mask, Vec v) { _mm512_mask_storeu_ps(p, mask, v); }
// The sum of v's lanes, in order.
inline float SumLanes(Vec v) {
  alignas(64) float lanes[kLanes];
  _mm512_store_ps(lanes, v);
  float sum = 0;
  for (float lane : lanes) sum += lane;
  return sum;
}
// M x R (RowsNK) and M x V (PanelKN) accumulators: at most 16 of the 32 registers.
constexpr int kPassRows = 8;
constexpr int BlockOf(int m) { return m <= 4 ? 4 : 2; }
constexpr int VectorsOf(int m) { return m <= 4 ? 4 : m <= 8 ? 2 : 1; }
#define HLX_STREAMING_KN 1
#include "backend/cpu/streaming_dot_kernels.inc"
#undef HLX_STREAMING_KN
}  // namespace avx512
#pragma GCC pop_options

// The kernels for AVX2 with FMA: 8 floats a vector, 16 registers; masks are vectors whose lanes' sign
// bits say which lanes a load or store touches.
#pragma GCC push_options
#pragma GCC target("avx2,fma,f16c")
namespace avx2 {
constexpr int kLanes = 8;
using Vec = __m256;
using Mask = __m256i;
inline Mask MaskOf(int64_t count) {
  return _mm256_cmpgt_epi32(_mm256_set1_epi32(static_cast<int>(count)),
                            _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}
inline Vec Zero() { return _mm256_setzero_ps(); }
inline Vec Set1(float x) { return _mm256_set1_ps(x); }
inline Vec Load(Mask mask, const float* p) { return _mm256_maskload_ps(p, mask); }
inline Vec Load(Mask mask, const int8_t* p) {
  // AVX2 has no byte-masked load: a full vector's 8 bytes at once, a partial one through a copy.
  const int count = __builtin_popcount(_mm256_movemask_ps(_mm256_castsi256_ps(mask)));
  int64_t bytes = 0;
  std::memcpy(&bytes, p, count);
  return _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_cvtsi64_si128(bytes)));
}
// 8 16-bit words (a partial vector's through a zeroed copy).
inline __m128i LoadWords(Mask mask, const void* p) {
  const int count = __builtin_popcount(_mm256_movemask_ps(_mm256_castsi256_ps(mask)));
  if (count == kLanes) return _mm_loadu_si128(static_cast<const __m128i*>(p));
  alignas(16) uint16_t words[kLanes] = {};
  std::memcpy(words, p, count * sizeof(uint16_t));
  return _mm_load_si128(reinterpret_cast<const __m128i*>(words));
}
inline Vec Load(Mask mask, const Bf16* p) {
  return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(LoadWords(mask, p)), 16));
}
inline Vec Load(Mask mask, const F16* p) { return _mm256_cvtph_ps(LoadWords(mask, p)); }
inline Vec MulAdd(Vec a, Vec b, Vec c) { return _mm256_fmadd_ps(a, b, c); }
inline void Store(float* p, Mask mask, Vec v) { _mm256_maskstore_ps(p, mask, v); }
// The sum of v's lanes, halves added pairwise: RowsNK sums its accumulators once per block of matrix
// rows, and a sum lane by lane took a fifth of a 7-row product's time here.
inline float SumLanes(Vec v) {
  const __m128 four = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
  const __m128 two = _mm_add_ps(four, _mm_movehl_ps(four, four));
  return _mm_cvtss_f32(_mm_add_ss(two, _mm_movehdup_ps(two)));
}
// M x R accumulators (RowsNK), with the operands, within the 16 registers.
constexpr int kPassRows = 8;
constexpr int BlockOf(int m) { return m <= 2 ? 4 : m <= 4 ? 2 : 1; }
// [K, N] matrices stay with oneDNN (no PanelKN): on a 2-core AMD EPYC with AVX2 its GEMM ran GPT-2's
// decode step (JAX's [K, N] weights, one row) in 39 to 40 ms a run against 48 to 52 with PanelKN built
// for AVX2, where RowsNK took BERT-base's [N, K] products (7 rows) from 36-43 to 27 ms.
#define HLX_STREAMING_KN 0
#include "backend/cpu/streaming_dot_kernels.inc"
#undef HLX_STREAMING_KN
}  // namespace avx2
#pragma GCC pop_options

class StreamingDot final : public DnnlOp {
 public:
  StreamingDot(int64_t rows, int64_t k, int64_t columns, Layout layout, ElementType weights, bool avx512,
               std::vector<TileStep> steps)
      : rows_(rows),
        k_(k),
        columns_(columns),
        layout_(layout),
        weights_(weights),
        avx512_(avx512),
        steps_(std::move(steps)) {
    tile_columns_ = kTileColumns;
    if (layout_ == Layout::kKN) {
      // A tile per thread, or a multiple of the thread count of tiles of at most kMaxPanelColumns.
      const int64_t threads = ProductThreads();
      const int64_t rounds = CeilDiv(columns_, threads * kMaxPanelColumns);
      tile_columns_ = CeilDiv(CeilDiv(columns_, threads * rounds), 16) * 16;
    }
  }

  Status Run(std::span<const void* const> operands, void* result) const override {
    auto* out = static_cast<float*>(result);
    switch (weights_) {
      case ElementType::kSI8:
        StreamOn<int8_t>(operands, out);
        break;
      case ElementType::kBF16:
        StreamOn<Bf16>(operands, out);
        break;
      case ElementType::kF16:
        StreamOn<F16>(operands, out);
        break;
      default:  // kF32: PlanStreamingDot takes no other type
        StreamOn<float>(operands, out);
    }
    return Status::Ok();
  }
  const char* kind() const override { return "streaming"; }

 private:
  // The product with a matrix of elements W, on this host's kernels.
  template <typename W>
  void StreamOn(std::span<const void* const> operands, float* out) const {
    const auto* b = static_cast<const W*>(operands[1]);
    avx512_ ? Stream<avx512::Kernels<W>>(operands, b, out) : Stream<avx2::Kernels<W>>(operands, b, out);
  }

  template <typename K, typename W>
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
          MultiplyRows<K>(a, b, c0, width, tile);
        } else if constexpr (K::kPanels) {
          for (int64_t p0 = 0; p0 < k_; p0 += kPanelSteps)
            K::kPanel[rows_ - 1](a, k_, b + c0, columns_, p0, std::min(k_, p0 + kPanelSteps), width, tile,
                                 tile_columns_);
        }
        ApplyTileSteps(steps_, operands, 0, rows_, c0, width, tile, tile_columns_);
        for (int64_t m = 0; m < rows_; ++m)
          std::copy_n(tile + m * tile_columns_, width, out + m * columns_ + c0);
      }
    }
  }

  // The tile of result columns [c0, c0 + width) of a product with an [N, K] matrix.
  template <typename K, typename W>
  void MultiplyRows(const float* a, const W* b, int64_t c0, int64_t width, float* tile) const {
    const int64_t passes = CeilDiv(rows_, K::kRowsPerPass);
    for (int64_t pass = 0, row = 0; pass < passes; ++pass) {
      const int64_t rows = (rows_ - row) / (passes - pass);
      const int64_t block = K::Block(rows);
      const float* a_rows = a + row * k_;
      float* tile_rows = tile + row * tile_columns_;
      int64_t j = 0;
      for (; j + block <= width; j += block)
        K::kRows[rows - 1](a_rows, k_, b + (c0 + j) * k_, tile_rows + j, tile_columns_);
      for (; j < width; ++j)
        K::kSingleRow[rows - 1](a_rows, k_, b + (c0 + j) * k_, tile_rows + j, tile_columns_);
      row += rows;
    }
  }

  int64_t rows_, k_, columns_;
  Layout layout_;
  ElementType weights_;  // the matrix's elements: f32, or int8, bf16 or f16 weights read as floats
  bool avx512_;          // the AVX-512 kernels, else the AVX2 ones
  std::vector<TileStep> steps_;
  int64_t tile_columns_;  // the result columns of a tile
};
#endif  // __x86_64__

}  // namespace

StatusOr<std::unique_ptr<DnnlOp>> PlanStreamingDot(const Op& dot, const DnnlEpilogue& epilogue,
                                                   ElementType weights) {
  std::unique_ptr<DnnlOp> none;
#if defined(__x86_64__)
  const bool avx512 = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                      __builtin_cpu_supports("avx512vl");
  const bool avx2 =
      __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("f16c");
  const bool readable = weights == ElementType::kF32 || weights == ElementType::kSI8 ||
                        weights == ElementType::kBF16 || weights == ElementType::kF16;
  if (dot.kind() != OpKind::kDotGeneral || dot.attr("algorithm") || (!avx512 && !avx2) || !readable)
    return none;
  const Type lhs = dot.operand(0)->type(), rhs = dot.operand(1)->type(), result = dot.result(0)->type();
  if (!IsStaticF32Tensor(lhs) || !IsStaticF32Tensor(rhs) || !IsStaticF32Tensor(result) || rhs.rank() != 2)
    return none;
  Attr numbers = dot.attr("dot_dimension_numbers");
  if (!numbers) return none;
  const DotDims dims = GetDotDims(numbers);
  if (!dims.lhs_batching.empty() || dims.lhs_contracting.size() != 1 ||
      dims.lhs_contracting[0] != lhs.rank() - 1 || dims.rhs_contracting.size() != 1)
    return none;
  const Layout layout = dims.rhs_contracting[0] == 1 ? Layout::kNK : Layout::kKN;
  if (layout == Layout::kKN && !(avx512 ? avx512::Kernels<float>::kPanels : avx2::Kernels<float>::kPanels))
    return none;
  const int64_t k = lhs.dims().back(), columns = rhs.dims()[layout == Layout::kNK ? 0 : 1];
  const int64_t rows = lhs.NumElements() / k;
  const bool narrow_float = weights == ElementType::kBF16 || weights == ElementType::kF16;
  if (rows > (narrow_float && !avx512 ? kMaxNarrowRowsAvx2 : kMaxRows) ||
      rhs.NumElements() * 4 < kMinMatrixBytes)
    return none;
  // The result: the lhs's free dimensions (the rows), then the rhs's free dimension, row-major.
  std::optional<std::vector<TileStep>> steps =
      PlanTileSteps(epilogue, result, result.rank() - 1, /*first_operand=*/2);
  if (!steps) return none;
  return std::unique_ptr<DnnlOp>(
      std::make_unique<StreamingDot>(rows, k, columns, layout, weights, avx512, std::move(*steps)));
#else
  return none;
#endif
}

}  // namespace hlx::cpu
