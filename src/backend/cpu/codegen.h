// LLVM code generation for loop fusions: each fusion (a group of elementwise and data-movement ops with
// one root) becomes one LLVM IR function that computes the root's elements, and all of a program's
// kernels are compiled together through ORC LLJIT for the host CPU (its own name and features: AVX-512
// where the CPU has it).
//
// A kernel has the signature KernelFn (program.h). Its loop nest runs over the root's shape viewed as
// [outer, inner]: inner is the contiguous last dimension (or, for fusions whose ops all read their
// operands at the root's own element, a block of the flattened elements), and [begin, end) selects
// outer iterations, so that the executor can split a kernel over threads. Values are computed in f32
// for f32, bf16 and f16 (rounded to the element type after every op, as the evaluator rounds) and in
// their own width otherwise. The transcendentals (exp, expm1, log, log1p, tanh, logistic, sin, cos,
// tan, cbrt, atan2 and power in f32 and f64; erf, erfc and erf_inv in f32) are straight-line code the loop
// vectorizer takes whole, within 2 ULP of the evaluator's correctly rounded results (no libm calls);
// float remainder is exact; integer division, remainder and power compute the evaluator's results bit for
// bit, division by zero and INT_MIN / -1 included.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "backend/cpu/program.h"
#include "ir/ir.h"
#include "support/status.h"

namespace hlx::cpu {

// Whether every element of `v` is the same: a one-element tensor or a splat constant. Kernels read
// such operands once.
bool IsUniform(const Value* v);

// Whether the emitter can compute `op` inside a fusion (its kind, element types and attributes).
bool CanEmit(const Op& op);

// One kernel to emit.
struct KernelSpec {
  std::vector<const Op*> ops;          // in program order; the last is the root
  std::vector<const Value*> operands;  // the values read from outside the fusion, in KernelFn order
};

// Where a kernel's loops split the root's elements.
struct KernelShape {
  int64_t trip_count = 0;  // outer iterations
  int64_t grain = 1;       // outer iterations per thread chunk
  // Every fused op reads its operands at the element it writes (no reduction): the result may take
  // over the bytes of an operand of its size that dies here, each element read before it is written.
  bool same_element = false;
};

// The JIT and the kernels it compiled; lives as long as the program that calls them.
class KernelLibrary {
 public:
  virtual ~KernelLibrary() = default;
  // Adds a kernel; returns its index.
  virtual int Add(const KernelSpec& spec, KernelShape* shape) = 0;
  // Compiles every kernel added (once). `ir_out`, when not null, receives the optimized IR.
  virtual Status Compile(std::ostream* ir_out) = 0;
  virtual KernelFn Get(int index) const = 0;
};

StatusOr<std::unique_ptr<KernelLibrary>> CreateKernelLibrary(const std::string& module_name);

}  // namespace hlx::cpu
