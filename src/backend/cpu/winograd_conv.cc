// Winograd convolution F(4x4, 3x3): winograd_conv.h says what it takes and why.
#include "backend/cpu/winograd_conv.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "backend/cpu/own_products.h"
#include "interp/tensor.h"
#include "support/host_memory.h"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace hlx::cpu {
namespace {

// Everything here is x86-64 code; elsewhere PlanWinogradConvolution declines.
#if defined(__x86_64__)

// Input and output channels at least: 32 channels on 256 x 256 ran in 0.62 of oneDNN's direct
// convolution's time on 2 AVX2 cores; fewer make thinner products for the GEMM, against the same passes
// of the transforms over memory.
constexpr int64_t kMinChannels = 32;
// Tiles of the result (4 x 4 outputs each, over the batch) at least: the rows of each product, over which
// the kernel's transform (each run, for a kernel passed as an argument) is spread. Against oneDNN's
// direct convolution, kernels as arguments: 16 tiles 1.14 (256 channels) and 0.91 (512), 36 tiles 0.72
// (256), 4 tiles 1.8 (512).
constexpr int64_t kMinTiles = 24;
// Tiles at least where the kernel is a constant, transformed once: 16 tiles ran in 0.52 of the direct
// convolution's time (256 channels) and 0.51 (512), 9 tiles in 0.75 (256), 4 tiles in 1.66 (512: the
// transformed kernel, 4 times the kernel's bytes, is read from memory for each run's few products).
constexpr int64_t kMinTilesConstant = 9;
// The transformed input and products of one block of tiles (36 x tiles x (C + K) floats) stay in this
// many bytes, within the last-level cache, between the transforms and the GEMM.
constexpr int64_t kBlockBytes = int64_t{6} << 20;
// Tiles per block at least, whatever kBlockBytes says: 512 channels over 49 tiles, in two blocks of 25,
// ran as long as the direct convolution, and in one block in 0.66 of its time.
constexpr int64_t kMinBlock = 64;
// A transformed kernel of more bytes than this is written around the cache.
constexpr int64_t kStreamKernelBytes = int64_t{16} << 20;

// Buffers of the calling thread, reused by its later runs.
enum class Buffer { kInputCopy, kInput, kProducts, kKernel, kKernelRows, kCount };
float* ThreadFloats(Buffer which, int64_t floats) {
  return static_cast<float*>(ThreadBuffer(which, static_cast<size_t>(floats) * sizeof(float)));
}

// The floats between the 36 points' matrices of `floats` each: an odd number of 64-byte lines. The
// transforms write (and read) the 36 matrices at once, one row each; a stride of a power of two (128
// KiB for 256 tiles of 128 channels) put all 36 rows in one set of each cache, of 8 ways, and the input
// transform took twice as long as the products.
int64_t PointStride(int64_t floats) {
  int64_t lines = (floats + 15) / 16;
  if (lines % 2 == 0) ++lines;
  return lines * 16;
}

constexpr int kTile = 4;   // outputs per tile side
constexpr int kInput = 6;  // inputs per tile side
constexpr int kPoints = kInput * kInput;

#pragma GCC push_options
#pragma GCC target("avx2,fma")

// 8 channels at once; the transforms are written once over T, a float or a V8.
typedef float V8 __attribute__((vector_size(32)));

template <typename T>
inline T Load(const float* p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return v;
}
template <typename T>
inline void Store(float* p, T v) {
  std::memcpy(p, &v, sizeof(T));
}
// The lanes of T (8 for a V8), read from `p` with stride `stride`: f32 values, or bf16 bits widened.
template <typename T, bool kBf16>
inline T Gather(const void* p, int64_t stride) {
  constexpr int kLanes = sizeof(T) / sizeof(float);
  float lanes[kLanes];
  for (int l = 0; l < kLanes; ++l) {
    if constexpr (kBf16) {
      const uint32_t bits = uint32_t{static_cast<const uint16_t*>(p)[l * stride]} << 16;
      std::memcpy(&lanes[l], &bits, sizeof(float));
    } else {
      lanes[l] = static_cast<const float*>(p)[l * stride];
    }
  }
  return Load<T>(lanes);
}

// B^T x for a column x of 6 inputs (the points 0, 1, -1, 2, -2 and infinity).
template <typename T>
inline void InputColumn(const T x[6], T out[6]) {
  out[0] = 4.0f * x[0] - 5.0f * x[2] + x[4];
  out[1] = x[3] + x[4] - 4.0f * (x[1] + x[2]);
  out[2] = x[4] - x[3] + 4.0f * (x[1] - x[2]);
  out[3] = x[4] - x[2] + 2.0f * (x[3] - x[1]);
  out[4] = x[4] - x[2] + 2.0f * (x[1] - x[3]);
  out[5] = 4.0f * x[1] - 5.0f * x[3] + x[5];
}

// A^T m for a column m of 6 products: 4 outputs.
template <typename T>
inline void OutputColumn(const T m[6], T out[4]) {
  const T sum12 = m[1] + m[2], diff12 = m[1] - m[2], sum34 = m[3] + m[4], diff34 = m[3] - m[4];
  out[0] = m[0] + sum12 + sum34;
  out[1] = diff12 + 2.0f * diff34;
  out[2] = sum12 + 4.0f * sum34;
  out[3] = diff12 + 8.0f * diff34 + m[5];
}

// G g for a column g of 3 kernel values: 6 values.
template <typename T>
inline void KernelColumn(const T g[3], T out[6]) {
  out[0] = 0.25f * g[0];
  out[1] = (g[0] + g[1] + g[2]) * (-1.0f / 6);
  out[2] = (g[0] - g[1] + g[2]) * (-1.0f / 6);
  out[3] = g[0] * (1.0f / 24) + g[1] * (1.0f / 12) + g[2] * (1.0f / 6);
  out[4] = g[0] * (1.0f / 24) - g[1] * (1.0f / 12) + g[2] * (1.0f / 6);
  out[5] = g[2];
}

// The geometry of one convolution, its dimensions in the order [batch, outer spatial, inner spatial,
// feature] of the input and the result.
struct Geometry {
  int64_t batch, in_h, in_w, channels;  // the input
  int64_t in_n, in_y, in_x, in_c;       // the input's strides, in elements
  bool channels_last;                   // the input dense in [batch, outer, inner, feature] order
  int64_t out_h, out_w, features;       // the result
  int64_t pad_h, pad_w;                 // low padding
  int64_t tiles_h, tiles_w, tiles;      // tiles of the result: per side, and in all
  int64_t block;                        // tiles per block
  // Floats between the 36 points' matrices: of the transformed input ([block x C]), of the products
  // ([block x K]) and of the transformed kernel ([C x K]), each an odd number of cache lines
  // (PointStride).
  int64_t v_stride, m_stride, u_stride;
  // The kernel: strides of its outer and inner spatial, input and output feature dimensions, and whether
  // each spatial dimension is read backwards.
  int64_t k_h, k_w, k_in, k_out;
  bool reverse_h, reverse_w;
};

// Where tile t of the result starts: its batch index and its first output row and column.
struct TileOrigin {
  int64_t n, y, x;
};
inline TileOrigin OriginOf(const Geometry& g, int64_t t) {
  const int64_t per_image = g.tiles_h * g.tiles_w, rest = t % per_image;
  return {t / per_image, rest / g.tiles_w * kTile, rest % g.tiles_w * kTile};
}

// Transforms input tile t for channels [c, c + lanes of T) into row `row` of v, the 36 points'
// [block x C] matrices.
template <typename T>
inline void InputTile(const Geometry& g, const float* in, int64_t t, int64_t row, int64_t c, float* v) {
  const TileOrigin o = OriginOf(g, t);
  const int64_t n = o.n, y0 = o.y - g.pad_h, x0 = o.x - g.pad_w;
  T d[kInput][kInput];
  for (int i = 0; i < kInput; ++i) {
    const int64_t y = y0 + i;
    for (int j = 0; j < kInput; ++j) {
      const int64_t x = x0 + j;
      d[i][j] = y >= 0 && y < g.in_h && x >= 0 && x < g.in_w
                    ? Load<T>(in + ((n * g.in_h + y) * g.in_w + x) * g.channels + c)
                    : T{};
    }
  }
  // Columns, then rows: B^T d B.
  T column[kInput], tmp[kInput][kInput];
  for (int j = 0; j < kInput; ++j) {
    T out[kInput];
    for (int i = 0; i < kInput; ++i) column[i] = d[i][j];
    InputColumn(column, out);
    for (int i = 0; i < kInput; ++i) tmp[i][j] = out[i];
  }
  for (int i = 0; i < kInput; ++i) {
    T out[kInput];
    InputColumn(tmp[i], out);
    for (int j = 0; j < kInput; ++j) Store(v + (i * kInput + j) * g.v_stride + row * g.channels + c, out[j]);
  }
}

// Transforms the products of tile t (row `row` of m, the 36 points' [block x K] matrices) for features
// [k, k + lanes of T) back into the result.
template <typename T>
inline void OutputTile(const Geometry& g, const float* m, int64_t t, int64_t row, int64_t k, float* out) {
  const auto [n, y0, x0] = OriginOf(g, t);
  T tmp[kTile][kInput];
  for (int j = 0; j < kInput; ++j) {
    T column[kInput], y[kTile];
    for (int i = 0; i < kInput; ++i)
      column[i] = Load<T>(m + (i * kInput + j) * g.m_stride + row * g.features + k);
    OutputColumn(column, y);
    for (int i = 0; i < kTile; ++i) tmp[i][j] = y[i];
  }
  for (int i = 0; i < kTile && y0 + i < g.out_h; ++i) {
    T y[kTile];
    OutputColumn(tmp[i], y);
    float* line = out + ((n * g.out_h + y0 + i) * g.out_w + x0) * g.features + k;
    for (int j = 0; j < kTile && x0 + j < g.out_w; ++j) Store(line + j * g.features, y[j]);
  }
}

// Transforms the kernel for input channel c and output features [k, k + lanes of T) into `out`, the
// 36 points' rows of K values (`point_stride` apart).
template <typename T, bool kBf16>
inline void KernelTile(const Geometry& g, const void* w, int64_t c, int64_t k, float* out,
                       int64_t point_stride) {
  const int64_t element = kBf16 ? 2 : 4;
  T kernel[3][3];
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 3; ++b) {
      const int64_t index =
          (g.reverse_h ? 2 - a : a) * g.k_h + (g.reverse_w ? 2 - b : b) * g.k_w + c * g.k_in + k * g.k_out;
      const void* p = static_cast<const char*>(w) + index * element;
      if constexpr (!kBf16 && sizeof(T) > sizeof(float)) {
        if (g.k_out == 1) {
          kernel[a][b] = Load<T>(static_cast<const float*>(p));
          continue;
        }
      }
      kernel[a][b] = Gather<T, kBf16>(p, g.k_out);
    }
  // G g G^T: columns, then rows.
  T tmp[kInput][3];
  for (int b = 0; b < 3; ++b) {
    const T column[3] = {kernel[0][b], kernel[1][b], kernel[2][b]};
    T transformed[kInput];
    KernelColumn(column, transformed);
    for (int i = 0; i < kInput; ++i) tmp[i][b] = transformed[i];
  }
  for (int i = 0; i < kInput; ++i) {
    T transformed[kInput];
    KernelColumn(tmp[i], transformed);
    for (int j = 0; j < kInput; ++j) Store(out + (i * kInput + j) * point_stride + k, transformed[j]);
  }
}

// The channel loops: 8 at a time, then one at a time.
template <typename F>
inline void ByLanes(int64_t count, F f) {
  int64_t i = 0;
  for (; i + 8 <= count; i += 8) f(V8{}, i);
  for (; i < count; ++i) f(0.0f, i);
}

// The kernel transformed into u, the 36 points' [C x K] matrices. Each input channel's 36 rows are made
// in a buffer of the thread first and then copied out row by row: written straight into u, a thread's
// stores went to 36 places a matrix apart at once, and the transform of a 512 x 512 kernel took longer
// than the products that read it. A transformed kernel of more than kStreamKernelBytes goes around the
// cache (the products' blocks then read it from memory either way).
template <bool kBf16>
void TransformKernel(const Geometry& g, const void* w, float* u) {
  const int64_t features = g.features, row_stride = PointStride(features);
  const bool stream =
      g.u_stride * kPoints * static_cast<int64_t>(sizeof(float)) > kStreamKernelBytes && features % 8 == 0;
#pragma omp parallel if (g.channels * features >= 4096)
  {
    float* rows = ThreadFloats(Buffer::kKernelRows, kPoints * row_stride);
#pragma omp for schedule(static)
    for (int64_t c = 0; c < g.channels; ++c) {
      ByLanes(features, [&](auto lanes, int64_t k) {
        KernelTile<decltype(lanes), kBf16>(g, w, c, k, rows, row_stride);
      });
      for (int p = 0; p < kPoints; ++p) {
        const float* from = rows + p * row_stride;
        float* to = u + p * g.u_stride + c * features;
        if (stream) {
          for (int64_t k = 0; k < features; k += 8) _mm256_stream_ps(to + k, _mm256_load_ps(from + k));
        } else {
          std::memcpy(to, from, features * sizeof(float));
        }
      }
    }
    if (stream) _mm_sfence();
  }
}

// The input copied into channels-last order at `out`, where it lies in another (a channels-first input
// whose transpose the layout passes folded into the convolution): rows of the image by the threads, 8
// channels of a pixel at a time.
void ChannelsLastCopy(const Geometry& g, const float* in, float* out) {
#pragma omp parallel for schedule(static)
  for (int64_t row = 0; row < g.batch * g.in_h; ++row) {
    const int64_t n = row / g.in_h, y = row % g.in_h;
    const float* from = in + n * g.in_n + y * g.in_y;
    float* to = out + row * g.in_w * g.channels;
    ByLanes(g.channels, [&](auto lanes, int64_t c) {
      using T = decltype(lanes);
      for (int64_t x = 0; x < g.in_w; ++x)
        Store(to + x * g.channels + c, Gather<T, false>(from + x * g.in_x + c * g.in_c, g.in_c));
    });
  }
}

void TransformInput(const Geometry& g, const float* in, int64_t t0, int64_t count, float* v) {
#pragma omp parallel for schedule(static)
  for (int64_t row = 0; row < count; ++row)
    ByLanes(g.channels,
            [&](auto lanes, int64_t c) { InputTile<decltype(lanes)>(g, in, t0 + row, row, c, v); });
}

#pragma GCC pop_options

// Whether the convolution's kernel is a constant of the program (or, with `bf16_weights`, the convert
// of one), which SetConstantOperand will hand over before the first run.
bool KernelIsConstant(const Op& conv, bool bf16_weights) {
  const Op* def = conv.operand(1)->defining_op();
  if (def && bf16_weights && def->kind() == OpKind::kConvert) def = def->operand(0)->defining_op();
  return def && def->kind() == OpKind::kConstant;
}

class WinogradConvolution final : public DnnlOp {
 public:
  WinogradConvolution(const Geometry& g, bool bf16_weights, std::unique_ptr<DnnlOp> products,
                      std::vector<TileStep> steps)
      : g_(g), bf16_(bf16_weights), products_(std::move(products)), steps_(std::move(steps)) {}

  Status SetConstantOperand(int index, const void* data) override {
    if (index != 1) return Status::Ok();
    kernel_.reset(static_cast<float*>(::operator new(KernelFloats() * sizeof(float), std::align_val_t(64))));
    TransformKernelOf(data, kernel_.get());
    return Status::Ok();
  }
  bool KeepsConstantOperand(int index) const override { return index == 1 && kernel_ != nullptr; }
  const char* kind() const override { return "winograd"; }

  Status Run(std::span<const void* const> operands, void* result) const override {
    const float* in = static_cast<const float*>(operands[0]);
    if (!g_.channels_last) {
      float* copy = ThreadFloats(Buffer::kInputCopy, g_.batch * g_.in_h * g_.in_w * g_.channels);
      ChannelsLastCopy(g_, in, copy);
      in = copy;
    }
    float* out = static_cast<float*>(result);
    const float* u = kernel_.get();
    if (!u) {
      float* transformed = ThreadFloats(Buffer::kKernel, KernelFloats());
      TransformKernelOf(operands[1], transformed);
      u = transformed;
    }
    float* v = ThreadFloats(Buffer::kInput, kPoints * g_.v_stride);
    float* m = ThreadFloats(Buffer::kProducts, kPoints * g_.m_stride);
    for (int64_t t0 = 0; t0 < g_.tiles; t0 += g_.block) {
      const int64_t count = std::min(g_.block, g_.tiles - t0);
      // The rows of a last, shorter block past `count` hold earlier blocks' values: their products are
      // computed and never read.
      TransformInput(g_, in, t0, count, v);
      const void* const factors[] = {v, u};
      HLX_RETURN_IF_ERROR(products_->Run(factors, m));
      TransformOutput(operands, t0, count, m, out);
    }
    return Status::Ok();
  }

 private:
  int64_t KernelFloats() const { return kPoints * g_.u_stride; }
  void TransformKernelOf(const void* w, float* u) const {
    if (bf16_) {
      TransformKernel<true>(g_, w, u);
    } else {
      TransformKernel<false>(g_, w, u);
    }
  }
  // The products of tiles [t0, t0 + count) transformed into the result, and the epilogue applied to each
  // tile's rows of the result while they are in cache.
  void TransformOutput(std::span<const void* const> operands, int64_t t0, int64_t count, const float* m,
                       float* out) const;

  Geometry g_;
  bool bf16_;
  std::unique_ptr<DnnlOp> products_;
  std::vector<TileStep> steps_;
  struct Free {
    void operator()(float* p) const { ::operator delete(p, std::align_val_t(64)); }
  };
  std::unique_ptr<float, Free> kernel_;  // the constant kernel, transformed
};

#pragma GCC push_options
#pragma GCC target("avx2,fma")
void WinogradConvolution::TransformOutput(std::span<const void* const> operands, int64_t t0, int64_t count,
                                          const float* m, float* out) const {
#pragma omp parallel for schedule(static)
  for (int64_t row = 0; row < count; ++row) {
    const int64_t t = t0 + row;
    ByLanes(g_.features, [&](auto lanes, int64_t k) { OutputTile<decltype(lanes)>(g_, m, t, row, k, out); });
    if (steps_.empty()) continue;
    const auto [n, y0, x0] = OriginOf(g_, t);
    const int64_t width = std::min<int64_t>(kTile, g_.out_w - x0);
    for (int64_t y = y0; y < std::min(y0 + kTile, g_.out_h); ++y) {
      const int64_t first = (n * g_.out_h + y) * g_.out_w + x0;  // the tile line's first row of the result
      ApplyTileSteps(steps_, operands, first, width, 0, g_.features, out + first * g_.features, g_.features);
    }
  }
}
#pragma GCC pop_options

#endif  // defined(__x86_64__)

}  // namespace

StatusOr<std::unique_ptr<DnnlOp>> PlanWinogradConvolution(const Op& conv, const DnnlEpilogue& epilogue,
                                                          bool bf16_weights) {
  std::unique_ptr<DnnlOp> none;
#if defined(__x86_64__)
  if (!__builtin_cpu_supports("avx2") || !__builtin_cpu_supports("fma")) return none;
  const Type lhs = conv.operand(0)->type(), rhs = conv.operand(1)->type(), result = conv.result(0)->type();
  if (!IsStaticF32Tensor(lhs) || !IsStaticF32Tensor(rhs) || !IsStaticF32Tensor(result)) return none;
  const std::optional<ConvWindow> window = GetConvWindow(conv);
  if (!window || window->num_spatial() != 2 || lhs.rank() != 4 || window->feature_group_count != 1 ||
      window->batch_group_count != 1)
    return none;
  const ConvDims& d = window->dims;
  for (int64_t i = 0; i < 2; ++i)
    if (window->strides[i] != 1 || window->lhs_dilation[i] != 1 || window->rhs_dilation[i] != 1 ||
        window->padding[2 * i] < 0 || window->padding[2 * i + 1] < 0 || rhs.dims()[d.kernel_spatial[i]] != 3)
      return none;
  // A channels-last result, [batch, outer, inner, feature]; the input in any order of its dimensions.
  if (d.output_batch != 0 || d.output_feature != 3) return none;
  const int64_t outer = d.output_spatial[0] == 1 ? 0 : 1, inner = 1 - outer;
  if (d.output_spatial[outer] != 1 || d.output_spatial[inner] != 2) return none;
  const std::vector<int64_t> in_strides = Strides(lhs.dims());
  Geometry g;
  g.batch = lhs.dims()[d.input_batch];
  g.in_h = lhs.dims()[d.input_spatial[outer]];
  g.in_w = lhs.dims()[d.input_spatial[inner]];
  g.channels = lhs.dims()[d.input_feature];
  g.in_n = in_strides[d.input_batch];
  g.in_y = in_strides[d.input_spatial[outer]];
  g.in_x = in_strides[d.input_spatial[inner]];
  g.in_c = in_strides[d.input_feature];
  g.channels_last = g.in_c == 1 && g.in_x == g.channels && g.in_y == g.in_w * g.channels &&
                    g.in_n == g.in_h * g.in_w * g.channels;
  g.out_h = result.dims()[1];
  g.out_w = result.dims()[2];
  g.features = result.dims()[3];
  if (rhs.dims()[d.kernel_input_feature] != g.channels || rhs.dims()[d.kernel_output_feature] != g.features ||
      g.out_h != g.in_h + window->padding[2 * outer] + window->padding[2 * outer + 1] - 2 ||
      g.out_w != g.in_w + window->padding[2 * inner] + window->padding[2 * inner + 1] - 2)
    return none;
  g.pad_h = window->padding[2 * outer];
  g.pad_w = window->padding[2 * inner];
  g.tiles_h = (g.out_h + kTile - 1) / kTile;
  g.tiles_w = (g.out_w + kTile - 1) / kTile;
  g.tiles = g.batch * g.tiles_h * g.tiles_w;
  if (g.channels < kMinChannels || g.features < kMinChannels ||
      g.tiles < (KernelIsConstant(conv, bf16_weights) ? kMinTilesConstant : kMinTiles))
    return none;
  const std::vector<int64_t> strides = Strides(rhs.dims());
  g.k_h = strides[d.kernel_spatial[outer]];
  g.k_w = strides[d.kernel_spatial[inner]];
  g.k_in = strides[d.kernel_input_feature];
  g.k_out = strides[d.kernel_output_feature];
  g.reverse_h = window->reversal[outer] != 0;
  g.reverse_w = window->reversal[inner] != 0;
  std::optional<std::vector<TileStep>> steps = PlanTileSteps(epilogue, result, 3, 2);
  if (!steps) return none;
  // Blocks of tiles of equal size, as large as kBlockBytes allows.
  const int64_t most = std::max<int64_t>(kMinBlock, kBlockBytes / (kPoints * 4 * (g.channels + g.features)));
  const int64_t blocks = (g.tiles + most - 1) / most;
  g.block = (g.tiles + blocks - 1) / blocks;
  g.v_stride = PointStride(g.block * g.channels);
  g.m_stride = PointStride(g.block * g.features);
  g.u_stride = PointStride(g.channels * g.features);
  HLX_ASSIGN_OR_RETURN(
      std::unique_ptr<DnnlOp> products,
      PlanDnnlMatmuls(kPoints, g.block, g.channels, g.features, g.v_stride, g.u_stride, g.m_stride));
  if (!products) return none;
  return std::unique_ptr<DnnlOp>(
      new WinogradConvolution(g, bf16_weights, std::move(products), std::move(*steps)));
#else
  return none;
#endif
}

}  // namespace hlx::cpu
