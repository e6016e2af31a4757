// What hlx's own products (the streaming product, streaming_dot.h, and the packed product,
// packed_dot.h) share: the tensors they take, the threads they run on, and their epilogue, the
// elementwise steps a call absorbs after its product, applied to a tile of the result while the tile is
// in cache (each step computes in f32 with one rounding, as a kernel would).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "backend/cpu/dnnl/dnnl_ops.h"
#include "ir/ir.h"

namespace hlx::cpu {

// Whether `type` is an f32 tensor of static shape with no dimension of size 0.
bool IsStaticF32Tensor(Type type);

// The threads a product's parallel region runs on: OpenMP's, else 1.
int64_t ProductThreads();

// One step, over a result seen as `rows` x `columns` row-major: x(m, n) = x(m, n) op
// operand[row_offset[m] + n * column_stride] for the binary kinds (add, subtract, multiply), tanh(x(m, n))
// for tanh.
struct TileStep {
  DnnlEpilogue::Kind kind;
  int operand = -1;                 // the operand's index in Run's operands; binary steps only
  std::vector<int64_t> row_offset;  // per result row; binary steps only
  int64_t column_stride = 0;        // 1, or 0 where the operand is broadcast along every column dimension
};

// Plans `epilogue` for a product whose result has type `result`, its first `row_dims` dimensions making
// the rows and the others the columns. Steps of kinds add, subtract, multiply and tanh; a binary step's
// operand (f32, Run's operand `first_operand` for the first binary step, the next for each after) is
// viewed with the result's rank, each dimension 1 (broadcast) or the result's, and along the column
// dimensions either all of them or none. nullopt when a step is not of these.
std::optional<std::vector<TileStep>> PlanTileSteps(const DnnlEpilogue& epilogue, Type result,
                                                   int64_t row_dims, int first_operand);

// Applies `steps`, in order, to rows [m0, m0 + rows) and columns [c0, c0 + width) of the result, held in
// `tile`: element (m0 + i, c0 + j) at tile[i * ld + j].
void ApplyTileSteps(std::span<const TileStep> steps, std::span<const void* const> operands, int64_t m0,
                    int64_t rows, int64_t c0, int64_t width, float* tile, int64_t ld);

}  // namespace hlx::cpu
