// The compiled form of an entry function: a flat list of steps over numbered values, and where each
// value's bytes live while the program runs. Built by Compile (compile.cc), run by Execute (executor.cc).
//
// Every value of a static tensor type lives in an argument, a constant, the run's arena (at the offset
// the memory plan gave it) or, for a result that a kernel, library call or native op computes, the
// buffer the caller receives (written in place, never copied); tuples, tokens and bare scalars live as
// evaluator Tensors ("objects").
// A value may alias another's bytes (reshape), and then shares its place. Steps run in order; a step
// reads only values that earlier steps (or the arguments and constants) define.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "backend/cpu/collective_ops.h"
#include "backend/cpu/dnnl/dnnl_ops.h"
#include "backend/cpu/native_ops.h"
#include "interp/custom_calls.h"
#include "interp/ffi_call.h"
#include "interp/tensor.h"
#include "ir/ir.h"

namespace hlx::cpu {

class DeviceThreads;  // executor.h

struct ValueSlot {
  enum class Where { kArgument, kConstant, kArena, kResult, kObject };
  Where where = Where::kObject;
  int64_t index = 0;  // argument number, constant number, arena offset, result number or object number
  Type type;
  int64_t bytes = 0;  // tensors only
};

// A JIT kernel: computes elements [begin, end) of its loop nest's flattened outer iterations, reading
// `operands` and writing `results` (base pointers, in the order of the step's lists).
using KernelFn = void (*)(const char* const* operands, char* const* results, int64_t begin, int64_t end);

struct Step {
  enum class Kind {
    kEvaluate,     // one op through the evaluator
    kCall,         // the whole entry function through the evaluator (programs the backend cannot plan)
    kKernel,       // a fused loop kernel
    kLibrary,      // a oneDNN call
    kWhile,        // stablehlo.while: its cond and body compiled as programs of their own, run in turn
    kBranch,       // stablehlo.if / stablehlo.case: each branch compiled as a program, one of them run
    kNative,       // a native data-movement op (native_ops.h) on the run's buffers
    kCollective,   // a collective, replica_id or partition_id (collective_ops.h) on the devices' buffers
    kParallel,     // interpreter.run_parallel: one program run on a device grid of its own
    kCustomCall,   // a custom call to a registered FFI handler (interp/ffi_call.h) on the run's buffers
    kBuiltinCall,  // a custom call to one of hlx's own targets (interp/custom_calls.h) on the run's buffers
  };
  Kind kind = Kind::kEvaluate;
  const Op* op = nullptr;     // kEvaluate: the op; kKernel/kLibrary: the root op, for messages
  std::string callee;         // kCall: the function
  std::vector<int> operands;  // value numbers
  std::vector<int> results;
  // kEvaluate: the values of the function that the op's regions read, and their value numbers.
  std::vector<std::pair<const Value*, int>> captured;
  std::vector<const Op*> fused;  // kKernel: the ops the kernel computes, the root last
  int kernel_index = -1;         // kKernel: its index in the program's kernel library
  int tables = 0;                // kKernel: the lookup tables it reads (lookup_tables.h)
  KernelFn kernel = nullptr;
  int64_t trip_count = 0;  // kKernel: the number of outer iterations
  int64_t grain = 1;       // kKernel: outer iterations per thread chunk, at least
  const DnnlOp* library = nullptr;
  // kWhile and kBranch: the programs of the op's regions, each over (the block's arguments, then the
  // values of enclosing blocks the regions read). kWhile: cond and body; cond returns one i1, body the
  // next loop-carried values; the step's operands are the initial values, then the captured ones.
  // kBranch: the branches; the step's operands are the selector (if: i1, case: index), then the
  // captured values.
  std::vector<const struct Program*> regions;
  int num_carried = 0;  // kWhile
  // kParallel: the program of the function every process runs is regions[0]; process p (of
  // num_replicas x num_partitions, replica-major) takes operands [p * k, (p + 1) * k) for the k
  // arguments of the function and gives results [p * m, (p + 1) * m) for its m results.
  int64_t num_replicas = 1, num_partitions = 1;
  DeviceThreads* devices = nullptr;  // kParallel: the threads its devices run on
  const NativeOp* native = nullptr;
  const CollectiveOp* collective = nullptr;
  int collective_index = -1;  // kCollective: its place in the executable's list of collectives
  // kCollective: all of the collective, or its start or done (schedule/latency_hiding.h). A start
  // defines the results; a done lists the operands and then the results as its operands (it reads the
  // one and the other devices write the other until it ends) and defines nothing; collective_operands
  // says where the results begin.
  CollectivePhase phase = CollectivePhase::kWhole;
  int collective_operands = 0;
  const FfiCall* custom_call = nullptr;
  // kBuiltinCall: the prepared call, and whether it calls a library (LAPACK). Its results are the
  // leaves of the op's results: a tuple result (read through get_tuple_element alone) gives one per
  // element.
  const BuiltinCall* builtin = nullptr;
  bool calls_library = false;
  std::vector<int> release;  // object values dropped after this step
};

struct Program {
  std::vector<ValueSlot> values;
  std::vector<Step> steps;
  // Indexed by a kConstant slot's index; an empty tensor where only oneDNN calls read the constant, from
  // copies of their own (ReleaseCopiedConstants: its value's address is then null).
  std::vector<Tensor> constants;
  // Kernels that read only constants and whose results only oneDNN calls read (a weight dequantized
  // from int8 by a convert and a multiply, say): run once when the program is compiled, each writing
  // its result into a constant (its slot is kConstant), which the calls then pack as they pack any
  // constant weight. They are not among `steps`.
  std::vector<Step> constant_steps;
  std::vector<Type> arg_types;
  std::vector<int> results;  // value numbers of the entry function's results
  // Per result: the arguments whose bytes may become that result's bytes when the caller donates them
  // (an argument of its size that kernels, oneDNN calls and native ops alone read, for the last time
  // before the result is written, or where the result may be written over it in place).
  std::vector<std::vector<int>> donors;
  int64_t num_objects = 0;
  int64_t arena_bytes = 0;
  // Runs of the entry program flush denormals to zero (CpuCompileOptions::flush_denormals).
  bool flush_denormals = false;
  std::vector<std::unique_ptr<DnnlOp>> library_ops;           // owned here, referenced by steps
  std::vector<std::unique_ptr<NativeOp>> native_ops;          // the same
  std::vector<std::unique_ptr<CollectiveOp>> collective_ops;  // the same
  std::vector<std::unique_ptr<FfiCall>> custom_calls;         // the same
  std::vector<std::unique_ptr<BuiltinCall>> builtin_calls;    // the same
  std::vector<std::unique_ptr<Program>> regions;              // the programs of kWhile and kBranch steps
};

// After a program is compiled (compile.cc): drops each constant of `program` (and of its loops' and
// branches' programs) that only oneDNN calls read, each from a copy of its own
// (DnnlOp::KeepsConstantOperand: weights packed or reversed for a convolution or a product), so that a
// model's weights are held once, not twice; their values' addresses are then null. A constant any other
// step reads, a result and a captured value stay, copied to aligned storage (kTensorAlignment) where
// they lie elsewhere (a dense attribute's bytes). Adds the bytes of the constants kept and of those
// dropped to `kept` and `released`.
void ReleaseCopiedConstants(Program& program, int64_t& kept, int64_t& released);

}  // namespace hlx::cpu
