// What hlx's own products share: own_products.h says what each part is for.
#include "backend/cpu/own_products.h"

#include <algorithm>
#include <cmath>

#if defined(_OPENMP)
#include <omp.h>
#endif

namespace hlx::cpu {
namespace {

// x[j] = op(x[j], row[j * stride]) for j in [0, width), the loop specialized for a stride of 1 or 0 so
// that it vectorizes.
template <typename F>
void Binary(float* x, const float* row, int64_t stride, int64_t width, F op) {
  if (stride == 0) {
    const float y = row[0];
    for (int64_t j = 0; j < width; ++j) x[j] = op(x[j], y);
  } else {
    for (int64_t j = 0; j < width; ++j) x[j] = op(x[j], row[j]);
  }
}

}  // namespace

bool IsStaticF32Tensor(Type type) {
  if (!type.IsTensor() || !type.HasStaticShape() || !type.element_type().IsElement() ||
      type.element_type().element() != ElementType::kF32)
    return false;
  const auto dims = type.dims();
  return std::all_of(dims.begin(), dims.end(), [](int64_t d) { return d > 0; });
}

int64_t ProductThreads() {
#if defined(_OPENMP)
  return std::max(1, omp_get_max_threads());
#else
  return 1;
#endif
}

std::optional<std::vector<TileStep>> PlanTileSteps(const DnnlEpilogue& epilogue, Type result,
                                                   int64_t row_dims, int first_operand) {
  const int64_t rank = result.rank();
  int64_t rows = 1;
  for (int64_t d = 0; d < row_dims; ++d) rows *= result.dims()[d];
  std::vector<TileStep> steps;
  int next_operand = first_operand;
  for (const DnnlEpilogue::Step& s : epilogue.steps) {
    TileStep step;
    step.kind = s.kind;
    if (s.kind == DnnlEpilogue::Kind::kTanh) {
      steps.push_back(std::move(step));
      continue;
    }
    if (s.kind != DnnlEpilogue::Kind::kAdd && s.kind != DnnlEpilogue::Kind::kSubtract &&
        s.kind != DnnlEpilogue::Kind::kMultiply)
      return std::nullopt;
    // The operand's view: the result's rank, each dimension 1 (broadcast) or the result's.
    const Type view = s.operand_type;
    if (!view || view.rank() != rank || view.storage_element() != ElementType::kF32) return std::nullopt;
    std::vector<int64_t> strides(rank, 0);
    for (int64_t d = rank - 1, stride = 1; d >= 0; --d) {
      if (view.dims()[d] != 1 && view.dims()[d] != result.dims()[d]) return std::nullopt;
      if (view.dims()[d] != 1) strides[d] = stride;
      stride *= view.dims()[d];
    }
    // The column dimensions are the view's last ones: all of them the result's (the column index is
    // the offset), or all broadcast.
    bool all = true, none = true;
    for (int64_t d = row_dims; d < rank; ++d) {
      all = all && view.dims()[d] == result.dims()[d];
      none = none && view.dims()[d] == 1;
    }
    if (!all && !none) return std::nullopt;
    step.column_stride = all ? 1 : 0;
    step.operand = next_operand++;
    step.row_offset.assign(rows, 0);
    for (int64_t m = 0; m < rows; ++m)
      for (int64_t d = row_dims - 1, rest = m; d >= 0; --d) {
        step.row_offset[m] += rest % result.dims()[d] * strides[d];
        rest /= result.dims()[d];
      }
    steps.push_back(std::move(step));
  }
  return steps;
}

void ApplyTileSteps(std::span<const TileStep> steps, std::span<const void* const> operands, int64_t m0,
                    int64_t rows, int64_t c0, int64_t width, float* tile, int64_t ld) {
  for (const TileStep& step : steps) {
    const auto* y = step.operand >= 0 ? static_cast<const float*>(operands[step.operand]) : nullptr;
    for (int64_t i = 0; i < rows; ++i) {
      float* x = tile + i * ld;
      const float* row = y ? y + step.row_offset[m0 + i] + c0 * step.column_stride : nullptr;
      switch (step.kind) {
        case DnnlEpilogue::Kind::kAdd:
          Binary(x, row, step.column_stride, width, [](float a, float b) { return a + b; });
          break;
        case DnnlEpilogue::Kind::kSubtract:
          Binary(x, row, step.column_stride, width, [](float a, float b) { return a - b; });
          break;
        case DnnlEpilogue::Kind::kMultiply:
          Binary(x, row, step.column_stride, width, [](float a, float b) { return a * b; });
          break;
        default:  // kTanh: the only other kind planned
          for (int64_t j = 0; j < width; ++j) x[j] = std::tanh(x[j]);
          break;
      }
    }
  }
}

}  // namespace hlx::cpu
