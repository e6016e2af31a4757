// The packed product: f32 rows times a matrix of bf16 or f16 weights, where oneDNN has no product of
// those types (a CPU with AVX2 but neither AVX512-BF16 nor AMX). There widen-products makes each such
// product an f32 one, its weights converted to an f32 copy first; that copy costs a pass over memory on
// every run (35 of the 340 ms of a bf16 ViT-B/16 run, its 86.6M weights being arguments). This GEMM
// converts each weight as it packs it into its cache blocks (bf16 by a shift, f16 by F16C's conversion),
// so that the product reads the narrow tensor once, half the bytes of the copy, and writes no copy.
//
// Blocked as BLIS's GEMMs are: per thread a range of the result's columns (and of its rows where the
// columns are too few to share); per block of kBlockK contraction steps and block of at most kBlockM
// rows of the lhs, those rows packed into panels of 6 (they stay in L2), and per 16 columns of the
// matrix a panel, packed as the first block of rows comes to it (it stays in L1) while the next
// panel's weights are prefetched from memory; a micro-kernel multiplies a 6-row panel by a 16-column
// one with 12 vector accumulators, one fused multiply-add per product. Sums run in the order of the
// contraction in f32, as oneDNN's GEMM sums them: results agree with the evaluator's within f32's
// rounding, not bit for bit. The epilogue (own_products.h) runs over each block of the result while
// it is in cache.
#pragma once

#include <memory>

#include "backend/cpu/dnnl/dnnl_ops.h"
#include "ir/ir.h"
#include "support/status.h"

namespace hlx::cpu {

// Plans `dot_general` with `epilogue` as a packed product whose rhs operand (as Run receives it) is the
// tensor of `weights` (bf16 or f16) that the dot's f32 rhs is converted from; null when it is not one.
// Takes: f32 lhs, rhs and result of static shape; at least 4 rows (lhs elements over the contraction's
// size); no batch dimensions; the lhs's contracting dimensions
// its last ones, in order; the rhs's its first ones ([K, N], as JAX's dense layers hold their kernels)
// or its last ones ([N, K], as torch's Linear holds its weight), paired in the same order; epilogue steps
// that PlanTileSteps takes; a host with AVX2, FMA and F16C and without AVX-512F (where oneDNN's
// 16-lane f32 GEMM on the converted copy outruns an 8-lane kernel). The op runs as a DnnlOp does
// (operands: lhs, the narrow rhs, then one per binary epilogue step).
StatusOr<std::unique_ptr<DnnlOp>> PlanPackedDot(const Op& dot_general, const DnnlEpilogue& epilogue,
                                                ElementType weights);

}  // namespace hlx::cpu
