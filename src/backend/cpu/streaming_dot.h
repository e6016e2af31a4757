// The product of a few rows with a large matrix (a transformer's layers at batch 1 and short sequences,
// a decoder's step): at most 12 rows, so the time goes to reading the matrix, once, from memory. A
// general GEMM reads it with the access pattern of its compute blocking (oneDNN reaches about 60% of
// the read bandwidth on these shapes); here each thread streams its own contiguous share of the
// matrix, rows prefetched ahead, and multiplies every row of the small operand in registers as the
// matrix passes. The epilogue (bias, residual, tanh) is applied to each tile while it is in cache.
//
// An f32 matrix, or int8, bf16 or f16 weights that the program converts to f32 (`weights`: the op reads
// the narrow tensor, a quarter or half of the bytes, and converts each element as it passes; a
// weight-only quantized program's scales follow the product as an epilogue multiply,
// lower_quantized.h; bf16 and f16 weights are those widen-products leaves where the CPU has no bf16 or
// f16 products and the rows are too few for the packed product, packed_dot.h). The rows and the
// result are f32, summed in f32 with fused multiply-adds (the order of the sums is this kernel's, as it is
// oneDNN's for the products it runs: results agree with the evaluator's within rounding, not bit for
// bit). Built for hosts with AVX-512 and for hosts with AVX2 and FMA (8 lanes, 16 registers: smaller
// register blocks; [N, K] matrices only, oneDNN reading [K, N] ones faster there); elsewhere
// PlanStreamingDot declines and oneDNN runs the op.
#pragma once

#include <memory>

#include "backend/cpu/dnnl/dnnl_ops.h"
#include "ir/ir.h"
#include "support/status.h"

namespace hlx::cpu {

// Plans `dot_general` with `epilogue` as a streaming product, or returns null when it is not one:
// f32 operands and result; no batch dimensions; one contracting dimension, the lhs's last; the lhs's
// other dimensions at most 12 elements in all (beyond, oneDNN's blocking does better; 8 for bf16 and f16
// weights on AVX2, beyond which the packed product does); an rhs of rank 2,
// [N, K] or [K, N], of at least 1 MiB; epilogue steps of kinds add, subtract, multiply and tanh; and a
// host with AVX-512 (F, BW and VL), or AVX2, FMA and F16C for an [N, K] matrix. The op it returns runs as
// a DnnlOp does (operands: lhs, rhs, then one per binary epilogue step); with `weights` int8, bf16 or f16
// its rhs operand is the tensor of that type that the dot's f32 rhs is converted from.
StatusOr<std::unique_ptr<DnnlOp>> PlanStreamingDot(const Op& dot_general, const DnnlEpilogue& epilogue,
                                                   ElementType weights = ElementType::kF32);

}  // namespace hlx::cpu
