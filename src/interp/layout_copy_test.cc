// The tiled transposes and the layout copies give what an element-by-element copy gives, for every
// element width, for matrices whose sides are and are not multiples of the tile, batched.
#include "interp/layout_copy.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace hlx {
namespace {

// `n` elements of `width` bytes, every byte different from its neighbours'.
std::string Pattern(int64_t n, int width) {
  std::string bytes(static_cast<size_t>(n * width), '\0');
  for (size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<char>(i * 7 + i / 251);
  return bytes;
}

// Element (b, r, c) of row-major batch x rows x cols matrices, as bytes.
std::string At(const std::string& m, int64_t b, int64_t r, int64_t c, int64_t rows, int64_t cols, int width) {
  return m.substr(static_cast<size_t>(((b * rows + r) * cols + c) * width), width);
}

struct Shape {
  int64_t batch, rows, cols;
};
constexpr Shape kShapes[] = {{1, 1, 1},   {2, 3, 5},   {1, 8, 8},  {3, 17, 9},
                             {1, 64, 40}, {2, 33, 33}, {1, 16, 24}};

TEST(LayoutCopy, TransposesMatricesOfEveryWidth) {
  for (int width : {1, 2, 4, 8, 16})
    for (const Shape& s : kShapes) {
      const std::string src = Pattern(s.batch * s.rows * s.cols, width);
      std::string dst(src.size(), '\0');
      TransposeMatrices(src.data(), dst.data(), s.batch, s.rows, s.cols, width);
      for (int64_t b = 0; b < s.batch; ++b)
        for (int64_t r = 0; r < s.rows; ++r)
          for (int64_t c = 0; c < s.cols; ++c)
            ASSERT_EQ(At(dst, b, c, r, s.cols, s.rows, width), At(src, b, r, c, s.rows, s.cols, width))
                << width << "-byte elements, " << s.batch << " x " << s.rows << " x " << s.cols << " at ("
                << b << ", " << r << ", " << c << ")";
      if (s.rows != s.cols) continue;
      std::string in_place = src;
      TransposeSquareMatricesInPlace(in_place.data(), s.batch, s.rows, width);
      EXPECT_EQ(in_place, dst) << width << "-byte elements, " << s.batch << " x " << s.rows << " in place";
    }
}

TEST(LayoutCopy, ToAndFromEveryLayout) {
  const std::vector<int64_t> dims = {3, 4, 5};
  const std::string src = Pattern(60, 8);
  std::vector<int64_t> layout = {0, 1, 2};
  do {
    // The physical stride of each dimension, minor to major.
    std::vector<int64_t> stride(3);
    int64_t s = 1;
    for (int64_t d : layout) {
      stride[d] = s;
      s *= dims[d];
    }
    std::string physical(src.size(), '\0'), back(src.size(), '\0');
    ToLayout(src.data(), physical.data(), dims, layout, 8);
    for (int64_t i = 0; i < 3; ++i)
      for (int64_t j = 0; j < 4; ++j)
        for (int64_t k = 0; k < 5; ++k)
          ASSERT_EQ(
              physical.substr(static_cast<size_t>((i * stride[0] + j * stride[1] + k * stride[2]) * 8), 8),
              src.substr(static_cast<size_t>(((i * 4 + j) * 5 + k) * 8), 8))
              << "layout {" << layout[0] << ", " << layout[1] << ", " << layout[2] << "}";
    FromLayout(physical.data(), back.data(), dims, layout, 8);
    EXPECT_EQ(back, src);
  } while (std::next_permutation(layout.begin(), layout.end()));
}

TEST(LayoutCopy, ClassifiesLayoutsIgnoringUnitDimensions) {
  using V = std::vector<int64_t>;
  EXPECT_EQ(ClassifyLayout(V{4, 5}, V{1, 0}), LayoutOrder::kRowMajor);
  EXPECT_EQ(ClassifyLayout(V{4, 5}, V{0, 1}), LayoutOrder::kTransposedMatrices);
  EXPECT_EQ(ClassifyLayout(V{2, 4, 5}, V{1, 2, 0}), LayoutOrder::kTransposedMatrices);
  EXPECT_EQ(ClassifyLayout(V{2, 4, 5}, V{0, 1, 2}), LayoutOrder::kOther);
  // A 1 x 5 matrix is the same bytes in either order; so is a batch of one.
  EXPECT_EQ(ClassifyLayout(V{1, 5}, V{0, 1}), LayoutOrder::kRowMajor);
  EXPECT_EQ(ClassifyLayout(V{1, 4, 5}, V{1, 2, 0}), LayoutOrder::kTransposedMatrices);
  EXPECT_EQ(ClassifyLayout(V{7}, V{0}), LayoutOrder::kRowMajor);
  EXPECT_EQ(ClassifyLayout(V{}, V{}), LayoutOrder::kRowMajor);
}

}  // namespace
}  // namespace hlx
