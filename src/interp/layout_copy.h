// Copies between hlx's dense row-major buffers and the physical orders that custom calls name
// (`operand_layouts` / `result_layouts`, XLA's minor-to-major dimension lists), for the libraries that
// read another order: LAPACK reads column-major matrices. The common order, each trailing matrix
// transposed with the batch dimensions leading (JAX's layout for its LAPACK calls), is copied in tiles
// that fit in the cache; any other order element by element.
#pragma once

#include <cstdint>
#include <span>

namespace hlx {

// How a physical order relates to row-major for an array of `dims` (dimensions of size 1 ignored, as
// they do not move bytes).
enum class LayoutOrder {
  kRowMajor,            // the same bytes
  kTransposedMatrices,  // each rows x cols matrix of the last two dimensions column-major, batch leading
  kOther,
};
LayoutOrder ClassifyLayout(std::span<const int64_t> dims, std::span<const int64_t> layout);

// Transposes `batch` row-major matrices of rows x cols in `src` into `dst` (then cols x rows row-major:
// the same matrices column-major). Elements of `width` bytes: 1, 2, 4, 8 or 16. `src` and `dst` do not
// overlap.
void TransposeMatrices(const char* src, char* dst, int64_t batch, int64_t rows, int64_t cols, int width);

// Transposes `batch` n x n matrices of `data` in place.
void TransposeSquareMatricesInPlace(char* data, int64_t batch, int64_t n, int width);

// Copies the row-major array `src` of `dims` into `dst` in the physical order `layout` (a permutation of
// the dimensions, minor to major), or back from that order (FromLayout); `width`-byte elements. The
// same bytes are one copy, transposed matrices the tiled transposes, any other order element by element.
void ToLayout(const char* src, char* dst, std::span<const int64_t> dims, std::span<const int64_t> layout,
              int width);
void FromLayout(const char* src, char* dst, std::span<const int64_t> dims, std::span<const int64_t> layout,
                int width);

}  // namespace hlx
