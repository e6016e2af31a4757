// Row-major <-> physical-order copies (layout_copy.h).
#include "interp/layout_copy.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>
#include <vector>

#include "support/check.h"

namespace hlx {

namespace {

struct Bytes16 {
  uint64_t lo, hi;
};

// Tiles of 8 x 8 elements, each read whole into a local tile and then written whole. Rows of a
// power-of-two length (512 floats) map a tile's lines to a few cache sets, so larger tiles evict their
// own lines (32 x 32 f32 tiles took 8x as long), and element-by-element copies between buffers at the
// same offset from a page stall on stores that seem to alias later loads (f64 took 7x as long).
constexpr int64_t kTile = 8;

template <typename E>
void Transpose(const E* src, E* dst, int64_t batch, int64_t rows, int64_t cols) {
  constexpr int64_t t = kTile;
  E tile[t][t];
  for (int64_t b = 0; b < batch; ++b, src += rows * cols, dst += rows * cols)
    for (int64_t r0 = 0; r0 < rows; r0 += t)
      for (int64_t c0 = 0; c0 < cols; c0 += t) {
        const int64_t nr = std::min(t, rows - r0), nc = std::min(t, cols - c0);
        if (nr < t || nc < t) {
          for (int64_t r = 0; r < nr; ++r)
            for (int64_t c = 0; c < nc; ++c) dst[(c0 + c) * rows + r0 + r] = src[(r0 + r) * cols + c0 + c];
          continue;
        }
        for (int64_t r = 0; r < t; ++r)
          for (int64_t c = 0; c < t; ++c) tile[c][r] = src[(r0 + r) * cols + c0 + c];
        for (int64_t c = 0; c < t; ++c)
          for (int64_t r = 0; r < t; ++r) dst[(c0 + c) * rows + r0 + r] = tile[c][r];
      }
}

template <typename E>
void TransposeInPlace(E* data, int64_t batch, int64_t n) {
  constexpr int64_t t = kTile;
  E upper[t][t], lower[t][t];
  for (int64_t b = 0; b < batch; ++b, data += n * n)
    for (int64_t r0 = 0; r0 < n; r0 += t)
      for (int64_t c0 = r0; c0 < n; c0 += t) {
        const int64_t nr = std::min(t, n - r0), nc = std::min(t, n - c0);
        if (nr < t || nc < t || r0 == c0) {
          for (int64_t r = r0; r < r0 + nr; ++r)
            for (int64_t c = std::max(c0, r + 1); c < c0 + nc; ++c)
              std::swap(data[r * n + c], data[c * n + r]);
          continue;
        }
        // Tile (r0, c0) and tile (c0, r0), each transposed into the other's place.
        for (int64_t r = 0; r < t; ++r)
          for (int64_t c = 0; c < t; ++c) {
            upper[c][r] = data[(r0 + r) * n + c0 + c];
            lower[c][r] = data[(c0 + r) * n + r0 + c];
          }
        for (int64_t r = 0; r < t; ++r)
          for (int64_t c = 0; c < t; ++c) {
            data[(r0 + r) * n + c0 + c] = lower[r][c];
            data[(c0 + r) * n + r0 + c] = upper[r][c];
          }
      }
}

// Calls f(T*) with `p` as a pointer to the unsigned type (or pair of them) of `width` bytes.
template <typename F>
void WithWidth(int width, F f) {
  switch (width) {
    case 1:
      return f(static_cast<uint8_t*>(nullptr));
    case 2:
      return f(static_cast<uint16_t*>(nullptr));
    case 4:
      return f(static_cast<uint32_t*>(nullptr));
    case 8:
      return f(static_cast<uint64_t*>(nullptr));
    case 16:
      return f(static_cast<Bytes16*>(nullptr));
    default:
      HLX_UNREACHABLE("element width");
  }
}

// Calls f(logical_index, physical_index) for every element of `dims` laid out as `layout`, a row of the
// last logical dimension at a time.
template <typename F>
void ForEachElement(std::span<const int64_t> dims, std::span<const int64_t> layout, F f) {
  const size_t rank = dims.size();
  std::vector<int64_t> stride(rank, 1);
  int64_t s = 1;
  for (int64_t d : layout) {
    stride[d] = s;
    s *= dims[d];
  }
  int64_t n = 1;
  for (int64_t d : dims) n *= d;
  if (n == 0) return;
  if (rank == 0) {
    f(0, 0);
    return;
  }
  const int64_t row = dims[rank - 1], step = stride[rank - 1];
  std::vector<int64_t> index(rank, 0);
  int64_t physical = 0;
  for (int64_t logical = 0; logical < n; logical += row) {
    for (int64_t j = 0, p = physical; j < row; ++j, p += step) f(logical + j, p);
    for (size_t d = rank - 1; d-- > 0;) {
      if (++index[d] < dims[d]) {
        physical += stride[d];
        break;
      }
      physical -= (dims[d] - 1) * stride[d];
      index[d] = 0;
    }
  }
}

// The dimensions of `order` (minor to major) whose size is not 1.
std::vector<int64_t> Moving(std::span<const int64_t> dims, std::span<const int64_t> order) {
  std::vector<int64_t> out;
  for (int64_t d : order)
    if (dims[d] != 1) out.push_back(d);
  return out;
}

}  // namespace

LayoutOrder ClassifyLayout(std::span<const int64_t> dims, std::span<const int64_t> layout) {
  const int64_t rank = static_cast<int64_t>(dims.size());
  std::vector<int64_t> row_major, transposed;
  for (int64_t d = rank - 1; d >= 0; --d) row_major.push_back(d);
  const std::vector<int64_t> moving = Moving(dims, layout);
  if (moving == Moving(dims, row_major)) return LayoutOrder::kRowMajor;
  if (rank < 2) return LayoutOrder::kOther;
  transposed = {rank - 2, rank - 1};
  for (int64_t d = rank - 3; d >= 0; --d) transposed.push_back(d);
  if (moving == Moving(dims, transposed)) return LayoutOrder::kTransposedMatrices;
  return LayoutOrder::kOther;
}

void TransposeMatrices(const char* src, char* dst, int64_t batch, int64_t rows, int64_t cols, int width) {
  WithWidth(width, [&](auto* type) {
    using E = std::remove_pointer_t<decltype(type)>;
    Transpose(reinterpret_cast<const E*>(src), reinterpret_cast<E*>(dst), batch, rows, cols);
  });
}

void TransposeSquareMatricesInPlace(char* data, int64_t batch, int64_t n, int width) {
  WithWidth(width, [&](auto* type) {
    using E = std::remove_pointer_t<decltype(type)>;
    TransposeInPlace(reinterpret_cast<E*>(data), batch, n);
  });
}

namespace {

// Copies between row-major order and the physical order `layout`: into it when `to_layout`, back from
// it otherwise.
void CopyLayout(const char* src, char* dst, std::span<const int64_t> dims, std::span<const int64_t> layout,
                int width, bool to_layout) {
  int64_t n = 1;
  for (int64_t d : dims) n *= d;
  switch (ClassifyLayout(dims, layout)) {
    case LayoutOrder::kRowMajor:
      if (n) std::memcpy(dst, src, static_cast<size_t>(n * width));
      return;
    case LayoutOrder::kTransposedMatrices: {
      const int64_t rows = dims[dims.size() - 2], cols = dims.back();
      return to_layout ? TransposeMatrices(src, dst, n / (rows * cols), rows, cols, width)
                       : TransposeMatrices(src, dst, n / (rows * cols), cols, rows, width);
    }
    case LayoutOrder::kOther:
      return ForEachElement(dims, layout, [&](int64_t l, int64_t p) {
        const int64_t from = to_layout ? l : p, to = to_layout ? p : l;
        std::memcpy(dst + to * width, src + from * width, width);
      });
  }
}

}  // namespace

void ToLayout(const char* src, char* dst, std::span<const int64_t> dims, std::span<const int64_t> layout,
              int width) {
  CopyLayout(src, dst, dims, layout, width, /*to_layout=*/true);
}

void FromLayout(const char* src, char* dst, std::span<const int64_t> dims, std::span<const int64_t> layout,
                int width) {
  CopyLayout(src, dst, dims, layout, width, /*to_layout=*/false);
}

}  // namespace hlx
