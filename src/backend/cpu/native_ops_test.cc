// The native ops (data movement, and the contractions of contraction.h) checked against the reference
// evaluator, bit for bit: each program's @main holds one op; it runs on random inputs (indices chosen to
// hit the edges: out of bounds, negative, duplicates; NaNs, signed zeros and ties for sort and top-k;
// integers that overflow in contractions) through PlanNativeOp's op and through the evaluator, and every
// result byte must match.
#include "backend/cpu/native_ops.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <limits>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "interp/evaluator.h"
#include "parse/test_module.h"
#include "parse/text_reader.h"

namespace hlx::cpu {
namespace {

// The first op of @main.
const Op& TheOp(const Module& module) { return *FuncBody(*module.LookupFunc("main")).ops().front(); }

// Random arguments for `op`; `fill` may overwrite argument i's bytes (indices, special values).
using Fill = std::function<void(int, Tensor&)>;

std::vector<Tensor> Arguments(const Op& op, uint64_t seed, const Fill& fill) {
  std::vector<Tensor> args;
  for (int i = 0; i < op.num_operands(); ++i) {
    args.push_back(RandomTensor(op.operand(i)->type(), seed * 101 + i));
    if (fill) fill(i, args.back());
  }
  return args;
}

// Stores `values` into the integer tensor `t`, cycling through them.
void SetInts(Tensor& t, const std::vector<int64_t>& values) {
  const int w = t.element_bytes();
  for (int64_t i = 0; i < t.num_elements(); ++i)
    StoreInt(t.element(), t.mutable_data() + i * w, values[i % values.size()]);
}

// Stores the 16-bit patterns `bits` (bf16, f16) into `t`, cycling through them.
void SetBits16(Tensor& t, const std::vector<uint16_t>& bits) {
  for (int64_t i = 0; i < t.num_elements(); ++i)
    std::memcpy(t.mutable_data() + 2 * i, &bits[i % bits.size()], 2);
}

// Stores floats into the f32 tensor `t`: `values` picked by a simple generator from `seed`.
void SetFloats(Tensor& t, const std::vector<float>& values, uint64_t seed) {
  uint64_t s = seed * 2654435761u + 1;
  for (int64_t i = 0; i < t.num_elements(); ++i) {
    s = s * 6364136223846793005u + 1442695040888963407u;
    const float v = values[(s >> 33) % values.size()];
    std::memcpy(t.mutable_data() + i * 4, &v, 4);
  }
}

// Runs @main's op natively and through the evaluator on the same arguments, `runs` times with different
// seeds, and expects the same bytes. An op that may work in place also runs with result 0 in the bytes
// of the operand it may take over.
void ExpectSame(const std::string& text, const Fill& fill = nullptr, int runs = 5) {
  std::unique_ptr<Module> module = ParseTestModule(text, Verify::kNo);
  ASSERT_NE(module, nullptr);
  const Op& op = TheOp(*module);
  std::unique_ptr<NativeOp> native = PlanNativeOp(op, *module);
  ASSERT_NE(native, nullptr) << op.name() << " has no native op";
  OpEvaluator evaluator(*module, EvalOptions());
  for (int run = 0; run < runs; ++run) {
    std::vector<Tensor> args = Arguments(op, run, fill);
    OpRunState state;
    StatusOr<std::vector<Tensor>> want = evaluator.Evaluate(op, args, {}, state);
    ASSERT_TRUE(want.ok()) << want.status().message();
    std::vector<const char*> operands;
    for (const Tensor& a : args) operands.push_back(a.data());
    std::vector<std::string> got;
    std::vector<char*> results;
    for (int r = 0; r < op.num_results(); ++r) got.emplace_back((*want)[r].bytes().size(), '\x5a');
    for (std::string& g : got) results.push_back(g.data());
    native->Run(operands, results);
    for (int r = 0; r < op.num_results(); ++r)
      EXPECT_TRUE(got[r] == (*want)[r].bytes()) << op.name() << " result " << r << " differs, run " << run;
    const int in = native->InPlaceOperand();
    if (in >= 0) {
      std::string bytes(args[in].bytes());
      std::vector<const char*> in_place = operands;
      in_place[in] = bytes.data();
      results[0] = bytes.data();
      native->Run(in_place, results);
      EXPECT_TRUE(bytes == (*want)[0].bytes()) << op.name() << " in place differs, run " << run;
    }
  }
}

TEST(NativeOps, GatherRowsWithClampedIndices) {
  ExpectSame(R"(
func.func @main(%x: tensor<10x4xf32>, %i: tensor<7x1xi32>) -> tensor<7x4xf32> {
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1],
      collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
      slice_sizes = array<i64: 1, 4>}> : (tensor<10x4xf32>, tensor<7x1xi32>) -> tensor<7x4xf32>
  return %0 : tensor<7x4xf32>
})",
             [](int i, Tensor& t) {
               if (i == 1) SetInts(t, {3, -3, 12, 9, 0, 10, 4});
             });
}

TEST(NativeOps, GatherWindowsWithBatchingDims) {
  // The StableHLO spec's example: batching dims, a 2-element index vector, 2x2 windows.
  ExpectSame(R"(
func.func @main(%x: tensor<2x3x4x2xi32>, %i: tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32> {
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4],
      collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1],
      start_index_map = [2, 1], index_vector_dim = 3>,
      slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi32>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi32>
  return %0 : tensor<2x2x3x2x2xi32>
})",
             [](int i, Tensor& t) {
               if (i == 1) SetInts(t, {0, 1, 9, -1, 2, 2, 3, 0, -7, 5, 1, 1, 2});
             });
}

TEST(NativeOps, GatherIndexVectorDimPastTheEnd) {
  ExpectSame(R"(
func.func @main(%x: tensor<5x6xbf16>, %i: tensor<3xui8>) -> tensor<3x5x2xbf16> {
  %0 = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2],
      start_index_map = [1], index_vector_dim = 1>,
      slice_sizes = array<i64: 5, 2>}> : (tensor<5x6xbf16>, tensor<3xui8>) -> tensor<3x5x2xbf16>
  return %0 : tensor<3x5x2xbf16>
})",
             [](int i, Tensor& t) {
               if (i == 1) SetInts(t, {5, 255, 2});
             });
}

TEST(NativeOps, ScatterAddF32WithDuplicatesAndOutOfBounds) {
  ExpectSame(R"(
func.func @main(%x: tensor<6x3xf32>, %i: tensor<8x1xi32>, %u: tensor<8x3xf32>) -> tensor<6x3xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<
      update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0],
      index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<6x3xf32>, tensor<8x1xi32>, tensor<8x3xf32>) -> tensor<6x3xf32>
  return %0 : tensor<6x3xf32>
})",
             [](int i, Tensor& t) {
               if (i == 1) SetInts(t, {1, 1, -1, 6, 5, 0, 1, 100});
               if (i == 2)
                 SetFloats(t, {1e30f, -1e30f, 0.1f, -0.0f, 3.5f, std::numeric_limits<float>::quiet_NaN()}, 9);
             });
}

TEST(NativeOps, ScatterAddI32PartialWindows) {
  // 2x2 windows into a 4x5 input: windows that do not fit entirely are skipped.
  ExpectSame(R"(
func.func @main(%x: tensor<4x5xi32>, %i: tensor<6x2xi64>, %u: tensor<6x2x2xi32>) -> tensor<4x5xi32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<
      update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %b, %a : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) : (tensor<4x5xi32>, tensor<6x2xi64>, tensor<6x2x2xi32>) -> tensor<4x5xi32>
  return %0 : tensor<4x5xi32>
})",
             [](int i, Tensor& t) {
               if (i == 1) SetInts(t, {0, 0, 3, 4, 2, 3, 0, 0, -1, 2, 1, 1});
               if (i == 2) SetInts(t, {2147483647, 5, -8, 1});
             });
}

TEST(NativeOps, ScatterReplaceTwoInputs) {
  ExpectSame(R"(
func.func @main(%x: tensor<5x2xf32>, %y: tensor<5x2xi8>, %i: tensor<4xi32>, %u: tensor<4x2xf32>,
                %v: tensor<4x2xi8>) -> (tensor<5x2xf32>, tensor<5x2xi8>) {
  %0:2 = "stablehlo.scatter"(%x, %y, %i, %u, %v) <{scatter_dimension_numbers = #stablehlo.scatter<
      update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0],
      index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<i8>, %c: tensor<f32>, %d: tensor<i8>):
    stablehlo.return %c, %d : tensor<f32>, tensor<i8>
  }) : (tensor<5x2xf32>, tensor<5x2xi8>, tensor<4xi32>, tensor<4x2xf32>, tensor<4x2xi8>)
      -> (tensor<5x2xf32>, tensor<5x2xi8>)
  return %0#0, %0#1 : tensor<5x2xf32>, tensor<5x2xi8>
})",
             [](int i, Tensor& t) {
               if (i == 2) SetInts(t, {4, 4, -2, 1});
             });
}

TEST(NativeOps, ScatterMaxBf16WithNaNs) {
  // One binary op of another type: combined as the evaluator combines (NaN and signed zero rules).
  ExpectSame(R"(
func.func @main(%x: tensor<5x4xbf16>, %i: tensor<6x1xi32>, %u: tensor<6x4xbf16>) -> tensor<5x4xbf16> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<
      update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0],
      index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %s = stablehlo.maximum %a, %b : tensor<bf16>
    stablehlo.return %s : tensor<bf16>
  }) : (tensor<5x4xbf16>, tensor<6x1xi32>, tensor<6x4xbf16>) -> tensor<5x4xbf16>
  return %0 : tensor<5x4xbf16>
})",
             [](int i, Tensor& t) {
               if (i == 1) SetInts(t, {1, 1, 4, 0, 5, 1});
               if (i == 2) SetBits16(t, {0x7FC0, 0x8000, 0x0000, 0x3F80, 0xFFC0, 0xBF80, 0x7F80});
             });
}

TEST(NativeOps, ScatterTwoInputsAsScalarCode) {
  // A body of several ops over two inputs (an argmax-like update) runs as compiled scalar code.
  ExpectSame(R"(
func.func @main(%x: tensor<5xf32>, %y: tensor<5xi32>, %i: tensor<8x1xi32>, %u: tensor<8xf32>,
                %v: tensor<8xi32>) -> (tensor<5xf32>, tensor<5xi32>) {
  %0:2 = "stablehlo.scatter"(%x, %y, %i, %u, %v) <{scatter_dimension_numbers = #stablehlo.scatter<
      inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
    %gt = stablehlo.compare GT, %c, %a, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %m = stablehlo.select %gt, %c, %a : tensor<i1>, tensor<f32>
    %k = stablehlo.select %gt, %d, %b : tensor<i1>, tensor<i32>
    stablehlo.return %m, %k : tensor<f32>, tensor<i32>
  }) : (tensor<5xf32>, tensor<5xi32>, tensor<8x1xi32>, tensor<8xf32>, tensor<8xi32>) -> (tensor<5xf32>, tensor<5xi32>)
  return %0#0, %0#1 : tensor<5xf32>, tensor<5xi32>
})",
             [](int i, Tensor& t) {
               if (i == 2) SetInts(t, {0, 4, 4, 2, -1, 5, 0, 3});
             });
}

TEST(NativeOps, ScatterWithBatchingDims) {
  ExpectSame(R"(
func.func @main(%x: tensor<3x4xf32>, %i: tensor<3x2x1xi32>, %u: tensor<3x2xf32>) -> tensor<3x4xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<
      inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0],
      scatter_dims_to_operand_dims = [1], index_vector_dim = 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<3x2x1xi32>, tensor<3x2xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
})",
             [](int i, Tensor& t) {
               if (i == 1) SetInts(t, {0, 3, 3, 4, -1, 2});
             });
}

const std::vector<float> kSpecial = {1.0f,
                                     -1.0f,
                                     0.0f,
                                     -0.0f,
                                     2.5f,
                                     2.5f,
                                     std::numeric_limits<float>::infinity(),
                                     -std::numeric_limits<float>::infinity(),
                                     std::numeric_limits<float>::quiet_NaN(),
                                     -std::numeric_limits<float>::quiet_NaN()};

TEST(NativeOps, SortFloatsWithNaNsAndTies) {
  for (const char* type : {"FLOAT", "TOTALORDER"})
    ExpectSame(std::string(R"(
func.func @main(%x: tensor<4x33xf32>, %p: tensor<4x33xi32>) -> (tensor<4x33xf32>, tensor<4x33xi32>) {
  %0:2 = "stablehlo.sort"(%x, %p) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %a, %b, )") +
                   type + R"( : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<4x33xf32>, tensor<4x33xi32>) -> (tensor<4x33xf32>, tensor<4x33xi32>)
  return %0#0, %0#1 : tensor<4x33xf32>, tensor<4x33xi32>
})",
               [](int i, Tensor& t) {
                 if (i == 0) SetFloats(t, kSpecial, 3);
                 if (i == 1) SetInts(t, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12});
               });
}

TEST(NativeOps, SortAlongTheOuterDimensionByTwoKeys) {
  ExpectSame(R"(
func.func @main(%k: tensor<17x3xi32>, %j: tensor<17x3xui8>) -> (tensor<17x3xi32>, tensor<17x3xui8>) {
  %0:2 = "stablehlo.sort"(%k, %j) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<ui8>, %d: tensor<ui8>):
    %lt = stablehlo.compare GT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %lt2 = stablehlo.compare LT, %c, %d, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    %tie = stablehlo.and %eq, %lt2 : tensor<i1>
    %r = stablehlo.or %lt, %tie : tensor<i1>
    stablehlo.return %r : tensor<i1>
  }) : (tensor<17x3xi32>, tensor<17x3xui8>) -> (tensor<17x3xi32>, tensor<17x3xui8>)
  return %0#0, %0#1 : tensor<17x3xi32>, tensor<17x3xui8>
})",
             [](int i, Tensor& t) {
               if (i == 0) SetInts(t, {1, -2, 1, 3, 1, -2, 0});
             });
}

TEST(NativeOps, SortBySecondOperandUnsignedAndSwapped) {
  // One compare of the second operand's elements, (b, a), unsigned: the direct comparator.
  ExpectSame(R"(
func.func @main(%x: tensor<3x40xf32>, %k: tensor<3x40xi32>) -> (tensor<3x40xf32>, tensor<3x40xi32>) {
  %0:2 = "stablehlo.sort"(%x, %k) <{dimension = 1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare LT, %d, %c, UNSIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<3x40xf32>, tensor<3x40xi32>) -> (tensor<3x40xf32>, tensor<3x40xi32>)
  return %0#0, %0#1 : tensor<3x40xf32>, tensor<3x40xi32>
})",
             [](int i, Tensor& t) {
               if (i == 1) SetInts(t, {3, -1, 0, 3, 7, -8, 2, 3});
             });
}

TEST(NativeOps, TopKCustomCallWithNaNsAndTies) {
  ExpectSame(R"(
func.func @main(%x: tensor<6x10xf32>) -> (tensor<6x3xf32>, tensor<6x3xi32>) {
  %0:2 = stablehlo.custom_call @mhlo.topk(%x) {mhlo.attributes = {k = 3 : i64}, mhlo.version = 1 : i64}
      : (tensor<6x10xf32>) -> (tensor<6x3xf32>, tensor<6x3xi32>)
  return %0#0, %0#1 : tensor<6x3xf32>, tensor<6x3xi32>
})",
             [](int, Tensor& t) { SetFloats(t, kSpecial, 7); });
  ExpectSame(R"(
func.func @main(%x: tensor<2x3x8xi64>) -> (tensor<2x3x8xi64>, tensor<2x3x8xi64>) {
  %0:2 = stablehlo.custom_call @mhlo.topk(%x) {mhlo.attributes = {k = 8 : i64, largest = false}}
      : (tensor<2x3x8xi64>) -> (tensor<2x3x8xi64>, tensor<2x3x8xi64>)
  return %0#0, %0#1 : tensor<2x3x8xi64>, tensor<2x3x8xi64>
})");
}

TEST(NativeOps, ApproxTopKCutAndPadded) {
  // The largest four of each row with their positions, by a comparator that is one compare.
  ExpectSame(R"(
func.func @main(%x: tensor<5x12xf32>, %p: tensor<5x12xi32>, %x0: tensor<f32>, %p0: tensor<i32>)
    -> (tensor<5x4xf32>, tensor<5x4xi32>) {
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %p, %x0, %p0) {called_computations = [@gt],
      mhlo.backend_config = {aggregate_to_topk = true, recall_target = 0.95 : f32, reduction_dim = 1 : i64,
                             reduction_input_size_override = -1 : i64, top_k = 4 : i64}}
      : (tensor<5x12xf32>, tensor<5x12xi32>, tensor<f32>, tensor<i32>) -> (tensor<5x4xf32>, tensor<5x4xi32>)
  return %0#0, %0#1 : tensor<5x4xf32>, tensor<5x4xi32>
}
func.func @gt(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
})",
             [](int i, Tensor& t) {
               if (i == 0) SetFloats(t, kSpecial, 5);
             });
  // Along the outer dimension, with more results than inputs: the init value fills the rest.
  ExpectSame(R"(
func.func @main(%x: tensor<3x7xi32>, %x0: tensor<i32>) -> tensor<5x7xi32> {
  %0 = stablehlo.custom_call @ApproxTopK(%x, %x0) {called_computations = [@lt],
      mhlo.backend_config = {aggregate_to_topk = false, reduction_dim = 0 : i64, top_k = 2 : i64}}
      : (tensor<3x7xi32>, tensor<i32>) -> tensor<5x7xi32>
  return %0 : tensor<5x7xi32>
}
func.func @lt(%a: tensor<i32>, %b: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
  return %0 : tensor<i1>
})",
             [](int i, Tensor& t) {
               if (i == 0) SetInts(t, {2, -1, 2, 0, 5});
             });
}

TEST(NativeOps, ReduceWindowMaxPoolWithPaddingAndNaNs) {
  ExpectSame(R"(
func.func @main(%x: tensor<2x9x9x3xf32>, %ninf: tensor<f32>) -> tensor<2x5x5x3xf32> {
  %0 = "stablehlo.reduce_window"(%x, %ninf) <{window_dimensions = array<i64: 1, 3, 3, 1>,
      window_strides = array<i64: 1, 2, 2, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<2x9x9x3xf32>, tensor<f32>) -> tensor<2x5x5x3xf32>
  return %0 : tensor<2x5x5x3xf32>
})",
             [](int i, Tensor& t) {
               if (i == 0) SetFloats(t, kSpecial, 5);
               if (i == 1) SetFloats(t, {-std::numeric_limits<float>::infinity()}, 0);
             });
}

TEST(NativeOps, ReduceWindowSumWithDilationsInI32AndBf16) {
  ExpectSame(R"(
func.func @main(%x: tensor<7x6xi32>, %z: tensor<i32>) -> tensor<7x4xi32> {
  %0 = "stablehlo.reduce_window"(%x, %z) <{window_dimensions = array<i64: 2, 3>,
      base_dilations = array<i64: 2, 1>, window_dilations = array<i64: 3, 1>,
      window_strides = array<i64: 2, 1>, padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %m : tensor<i32>
  }) : (tensor<7x6xi32>, tensor<i32>) -> tensor<7x4xi32>
  return %0 : tensor<7x4xi32>
})");
  ExpectSame(R"(
func.func @main(%x: tensor<4x10xbf16>, %z: tensor<bf16>) -> tensor<4x4xbf16> {
  %0 = "stablehlo.reduce_window"(%x, %z) <{window_dimensions = array<i64: 1, 4>,
      window_strides = array<i64: 1, 2>}> ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %m = stablehlo.add %a, %b : tensor<bf16>
    stablehlo.return %m : tensor<bf16>
  }) : (tensor<4x10xbf16>, tensor<bf16>) -> tensor<4x4xbf16>
  return %0 : tensor<4x4xbf16>
})");
}

TEST(NativeOps, ReduceWindowTwoInputsAsScalarCode) {
  // An argmax over windows: two inputs, a body of compares and selects.
  ExpectSame(R"(
func.func @main(%x: tensor<12xf32>, %k: tensor<12xi32>, %xi: tensor<f32>, %ki: tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>) {
  %0:2 = "stablehlo.reduce_window"(%x, %k, %xi, %ki) <{window_dimensions = array<i64: 4>,
      window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
    %gt = stablehlo.compare GT, %c, %a, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %m = stablehlo.select %gt, %c, %a : tensor<i1>, tensor<f32>
    %i = stablehlo.select %gt, %d, %b : tensor<i1>, tensor<i32>
    stablehlo.return %m, %i : tensor<f32>, tensor<i32>
  }) : (tensor<12xf32>, tensor<12xi32>, tensor<f32>, tensor<i32>) -> (tensor<5xf32>, tensor<5xi32>)
  return %0#0, %0#1 : tensor<5xf32>, tensor<5xi32>
})");
}

TEST(NativeOps, ReduceArgmaxOverTwoInputs) {
  ExpectSame(R"(
func.func @main(%x: tensor<6x11xf32>, %k: tensor<6x11xi32>, %xi: tensor<f32>, %ki: tensor<i32>) -> (tensor<11xf32>, tensor<11xi32>) {
  %0:2 = stablehlo.reduce(%x init: %xi), (%k init: %ki) across dimensions = [0] : (tensor<6x11xf32>, tensor<6x11xi32>, tensor<f32>, tensor<i32>) -> (tensor<11xf32>, tensor<11xi32>)
    reducer(%a: tensor<f32>, %c: tensor<f32>) (%b: tensor<i32>, %d: tensor<i32>) {
    %gt = stablehlo.compare GT, %c, %a, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %m = stablehlo.select %gt, %c, %a : tensor<i1>, tensor<f32>
    %i = stablehlo.select %gt, %d, %b : tensor<i1>, tensor<i32>
    stablehlo.return %m, %i : tensor<f32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<11xf32>, tensor<11xi32>
})",
             [](int i, Tensor& t) {
               if (i == 0) SetFloats(t, kSpecial, 11);
             });
}

TEST(NativeOps, ReduceDirectCombinersAcrossSeveralDims) {
  for (const char* body : {"maximum", "add", "multiply"})
    ExpectSame(std::string(R"(
func.func @main(%x: tensor<3x4x5xf32>, %z: tensor<f32>) -> tensor<4xf32> {
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.)") +
                   body + R"( across dimensions = [0, 2] : (tensor<3x4x5xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
})",
               [](int i, Tensor& t) {
                 if (i == 0) SetFloats(t, kSpecial, 13);
               });
  ExpectSame(R"(
func.func @main(%x: tensor<3x4x5xi16>, %z: tensor<i16>) -> tensor<3xi16> {
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.minimum across dimensions = [1, 2] : (tensor<3x4x5xi16>, tensor<i16>) -> tensor<3xi16>
  return %0 : tensor<3xi16>
})");
}

TEST(NativeOps, SelectAndScatterMaxPoolGradient) {
  ExpectSame(R"(
func.func @main(%x: tensor<2x7x7x3xf32>, %g: tensor<2x4x4x3xf32>, %z: tensor<f32>) -> tensor<2x7x7x3xf32> {
  %0 = "stablehlo.select_and_scatter"(%x, %g, %z) <{window_dimensions = array<i64: 1, 3, 3, 1>,
      window_strides = array<i64: 1, 2, 2, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<2x7x7x3xf32>, tensor<2x4x4x3xf32>, tensor<f32>) -> tensor<2x7x7x3xf32>
  return %0 : tensor<2x7x7x3xf32>
})",
             [](int i, Tensor& t) {
               if (i == 0) SetFloats(t, kSpecial, 17);
             });
}

TEST(NativeOps, DynamicUpdateSliceWithClampedStarts) {
  for (const std::vector<int64_t>& starts : {std::vector<int64_t>{1, 2}, {-4, 9}, {100, -1}})
    ExpectSame(R"(
func.func @main(%x: tensor<5x7xf32>, %u: tensor<2x3xf32>, %a: tensor<i64>, %b: tensor<i32>) -> tensor<5x7xf32> {
  %0 = stablehlo.dynamic_update_slice %x, %u, %a, %b : (tensor<5x7xf32>, tensor<2x3xf32>, tensor<i64>, tensor<i32>) -> tensor<5x7xf32>
  return %0 : tensor<5x7xf32>
})",
               [&](int i, Tensor& t) {
                 if (i >= 2) SetInts(t, {starts[i - 2]});
               });
}

// ---- dot_general, dot and convolution (contraction.h) ----------------------------------------------

// `text` with every tensor element type written "xT>" made `type`.
std::string Typed(std::string text, const std::string& type) {
  for (size_t at; (at = text.find("xT>")) != std::string::npos;) text.replace(at, 3, "x" + type + ">");
  return text;
}

TEST(NativeOps, DotGeneralF64BatchDimsInAnyPlace) {
  // Batch dimension 1 of the lhs and 2 of the rhs, contracting 0 and 1: the packing reorders them all.
  ExpectSame(R"(
func.func @main(%a: tensor<5x2x9xf64>, %b: tensor<17x5x2xf64>) -> tensor<2x9x17xf64> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [1] x [2], contracting_dims = [0] x [1]
      : (tensor<5x2x9xf64>, tensor<17x5x2xf64>) -> tensor<2x9x17xf64>
  return %0 : tensor<2x9x17xf64>
})");
}

TEST(NativeOps, DotGeneralAcrossTheTiles) {
  // Odd sizes past every cache block (rows 64, columns 128, contraction 256) and register block, in
  // f64 and f32: each element sums in the evaluator's order, so even f32 matches bit for bit.
  for (const char* t : {"f64", "f32"})
    ExpectSame(Typed(R"(
func.func @main(%a: tensor<2x70x301xT>, %b: tensor<2x301x131xT>) -> tensor<2x70x131xT> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1]
      : (tensor<2x70x301xT>, tensor<2x301x131xT>) -> tensor<2x70x131xT>
  return %0 : tensor<2x70x131xT>
})",
                     t),
               nullptr, 2);
}

TEST(NativeOps, DotGeneralIntegersWrapAround) {
  const std::vector<int64_t> big = {2147483647, -2147483647 - 1, 65537, -3, 123456789, 1 << 20};
  ExpectSame(R"(
func.func @main(%a: tensor<7x33xi32>, %b: tensor<33x19xi32>) -> tensor<7x19xi32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<7x33xi32>, tensor<33x19xi32>) -> tensor<7x19xi32>
  return %0 : tensor<7x19xi32>
})",
             [&](int, Tensor& t) { SetInts(t, big); });
  ExpectSame(R"(
func.func @main(%a: tensor<3x5x40xi64>, %b: tensor<3x40x9xi64>) -> tensor<3x5x9xi64> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1]
      : (tensor<3x5x40xi64>, tensor<3x40x9xi64>) -> tensor<3x5x9xi64>
  return %0 : tensor<3x5x9xi64>
})",
             [](int, Tensor& t) {
               SetInts(t, {std::numeric_limits<int64_t>::max(), std::numeric_limits<int64_t>::min(),
                           4294967297, -7, 3037000500});
             });
  for (const char* t : {"ui8", "ui16", "i16", "ui32", "ui64"})
    ExpectSame(Typed(R"(
func.func @main(%a: tensor<6x21xT>, %b: tensor<21x10xT>) -> tensor<6x10xT> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<6x21xT>, tensor<21x10xT>) -> tensor<6x10xT>
  return %0 : tensor<6x10xT>
})",
                     t),
               [&](int, Tensor& x) {
                 SetInts(x, {-1, 255, 65535, -32768, 1000003});
               });
}

TEST(NativeOps, DotGeneralWideningAndBoolTypes) {
  // Operands converted to the result's type first: i8 sign-extends and ui16 zero-extends to i32, i1
  // sums as integers (nonzero is true).
  for (const char* t : {"i8", "ui16"})
    ExpectSame(Typed(R"(
func.func @main(%a: tensor<5x9xT>, %b: tensor<9x4xT>) -> tensor<5x4xi32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<5x9xT>, tensor<9x4xT>) -> tensor<5x4xi32>
  return %0 : tensor<5x4xi32>
})",
                     t),
               [](int, Tensor& x) {
                 SetInts(x, {-128, 127, 65535, -1, 3});
               });
  ExpectSame(R"(
func.func @main(%a: tensor<3x70xi1>, %b: tensor<70x5xi1>) -> tensor<3x5xi1> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x70xi1>, tensor<70x5xi1>) -> tensor<3x5xi1>
  return %0 : tensor<3x5xi1>
})",
             [](int, Tensor& t) {
               SetInts(t, {0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0});
             });
  ExpectSame(R"(
func.func @main(%a: tensor<4x6xbf16>, %b: tensor<6x3xbf16>) -> tensor<4x3xbf16> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x6xbf16>, tensor<6x3xbf16>) -> tensor<4x3xbf16>
  return %0 : tensor<4x3xbf16>
})");
}

TEST(NativeOps, DotGeneralRandomDimensionNumbers) {
  // Operands whose batch, contracting and free dimensions sit in random places, of random sizes (rank 0
  // to 6 each, scalars too).
  uint64_t state = 12345;
  auto next = [&](uint64_t n) {
    state = state * 6364136223846793005u + 1442695040888963407u;
    return static_cast<int64_t>((state >> 33) % n);
  };
  const char* types[] = {"f64", "i32", "ui8", "i64", "f32"};
  for (int c = 0; c < 25; ++c) {
    const int64_t nb = next(3), nk = next(3), nl = next(3), nr = next(3);
    std::vector<int64_t> batch(nb), contract(nk), lfree(nl), rfree(nr);
    for (int64_t& d : batch) d = 1 + next(3);
    for (int64_t& d : contract) d = 1 + next(9);
    for (int64_t& d : lfree) d = 1 + next(9);
    for (int64_t& d : rfree) d = 1 + next(9);
    // Each operand's dimensions: (role, index) pairs in a random order.
    auto layout = [&](const std::vector<int64_t>& free) {
      std::vector<std::pair<int, int64_t>> dims;
      for (int64_t i = 0; i < nb; ++i) dims.emplace_back(0, i);
      for (int64_t i = 0; i < nk; ++i) dims.emplace_back(1, i);
      for (size_t i = 0; i < free.size(); ++i) dims.emplace_back(2, static_cast<int64_t>(i));
      for (size_t i = dims.size(); i > 1; --i) std::swap(dims[i - 1], dims[next(i)]);
      return dims;
    };
    const auto l = layout(lfree), r = layout(rfree);
    const std::string t = types[c % 5];
    auto type = [&](const std::vector<std::pair<int, int64_t>>& dims, const std::vector<int64_t>& free) {
      std::string out = "tensor<";
      for (const auto& [role, i] : dims)
        out += std::to_string(role == 0 ? batch[i] : role == 1 ? contract[i] : free[i]) + "x";
      return out + t + ">";
    };
    auto where = [&](const std::vector<std::pair<int, int64_t>>& dims, int role) {
      std::string out;
      for (int64_t i = 0; i < (role == 0 ? nb : nk); ++i)
        for (size_t d = 0; d < dims.size(); ++d)
          if (dims[d] == std::make_pair(role, i)) out += (out.empty() ? "" : ", ") + std::to_string(d);
      return "[" + out + "]";
    };
    std::string result = "tensor<";
    for (int64_t d : batch) result += std::to_string(d) + "x";
    for (int64_t d : lfree) result += std::to_string(d) + "x";
    for (int64_t d : rfree) result += std::to_string(d) + "x";
    result += t + ">";
    const std::string lt = type(l, lfree), rt = type(r, rfree);
    ExpectSame("func.func @main(%a: " + lt + ", %b: " + rt + ") -> " + result +
                   " {\n  %0 = stablehlo.dot_general %a, %b, batching_dims = " + where(l, 0) + " x " +
                   where(r, 0) + ", contracting_dims = " + where(l, 1) + " x " + where(r, 1) + " : (" + lt +
                   ", " + rt + ") -> " + result + "\n  return %0 : " + result + "\n}",
               nullptr, 1);
  }
}

TEST(NativeOps, DotMatrixVectorI64) {
  ExpectSame(R"(
func.func @main(%a: tensor<9x13xi64>, %b: tensor<13xi64>) -> tensor<9xi64> {
  %0 = stablehlo.dot %a, %b : (tensor<9x13xi64>, tensor<13xi64>) -> tensor<9xi64>
  return %0 : tensor<9xi64>
})");
}

TEST(NativeOps, ConvolutionI32WithEveryWindowAttribute) {
  // Strides, padding, lhs and rhs dilation and a reversed window dimension, NHWC.
  ExpectSame(R"(
func.func @main(%x: tensor<2x7x6x3xi32>, %w: tensor<3x2x3x4xi32>) -> tensor<2x7x5x4xi32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
      window = {stride = [2, 1], pad = [[1, 2], [0, 1]], lhs_dilate = [2, 1], rhs_dilate = [1, 2],
      reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
      : (tensor<2x7x6x3xi32>, tensor<3x2x3x4xi32>) -> tensor<2x7x5x4xi32>
  return %0 : tensor<2x7x5x4xi32>
})",
             [](int, Tensor& t) {
               SetInts(t, {2147483647, -5, 77777, -2147483647 - 1, 3});
             });
}

TEST(NativeOps, ConvolutionF64FeatureGroups) {
  ExpectSame(R"(
func.func @main(%x: tensor<2x6x5x5xf64>, %w: tensor<9x2x3x3xf64>) -> tensor<2x9x3x3xf64> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {}
      {batch_group_count = 1 : i64, feature_group_count = 3 : i64}
      : (tensor<2x6x5x5xf64>, tensor<9x2x3x3xf64>) -> tensor<2x9x3x3xf64>
  return %0 : tensor<2x9x3x3xf64>
})");
}

TEST(NativeOps, ConvolutionI64BatchGroupsAndAnOutputLayoutOfItsOwn) {
  ExpectSame(R"(
func.func @main(%x: tensor<4x8x3xi64>, %w: tensor<3x3x6xi64>) -> tensor<6x6x2xi64> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, f]x[0, i, o]->[f, 0, b], window = {}
      {batch_group_count = 2 : i64, feature_group_count = 1 : i64}
      : (tensor<4x8x3xi64>, tensor<3x3x6xi64>) -> tensor<6x6x2xi64>
  return %0 : tensor<6x6x2xi64>
})",
             [](int, Tensor& t) {
               SetInts(t, {std::numeric_limits<int64_t>::max(), -9, 3037000500});
             });
}

TEST(NativeOps, ContractionsDeclineWhatTheEvaluatorComputesOtherwise) {
  // Complex results and float operands converted to an integer result stay on the evaluator.
  for (const char* text : {R"(
func.func @main(%a: tensor<2x3xcomplex<f32>>, %b: tensor<3x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
      : (tensor<2x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  return %0 : tensor<2x2xcomplex<f32>>
})",
                           R"(
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xi32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
})"}) {
    std::unique_ptr<Module> module = ParseTestModule(text, Verify::kNo);
    ASSERT_NE(module, nullptr);
    EXPECT_EQ(PlanNativeOp(TheOp(*module), *module), nullptr);
  }
}

TEST(NativeOps, RunsFromSeveralThreadsAtOnce) {
  std::unique_ptr<Module> module = ParseTestModule(R"(
func.func @main(%x: tensor<64x50xf32>) -> tensor<64x50xf32> {
  %0 = "stablehlo.sort"(%x) <{dimension = 1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<64x50xf32>) -> tensor<64x50xf32>
  return %0 : tensor<64x50xf32>
})",
                                                   Verify::kNo);
  ASSERT_NE(module, nullptr);
  const Op& op = TheOp(*module);
  std::unique_ptr<NativeOp> native = PlanNativeOp(op, *module);
  ASSERT_NE(native, nullptr);
  const Tensor x = RandomTensor(op.operand(0)->type(), 1);
  std::string want(x.bytes().size(), '\0');
  {
    const char* in[1] = {x.data()};
    char* out[1] = {want.data()};
    native->Run(in, out);
  }
  std::vector<std::string> got(4, std::string(want.size(), '\0'));
  std::vector<std::thread> threads;
  for (std::string& g : got)
    threads.emplace_back([&] {
      for (int k = 0; k < 20; ++k) {
        const char* in[1] = {x.data()};
        char* out[1] = {g.data()};
        native->Run(in, out);
      }
    });
  for (std::thread& t : threads) t.join();
  for (const std::string& g : got) EXPECT_TRUE(g == want);
}

// Every gather, scatter, sort, top-k, reduce, reduce_window, dynamic_update_slice, dot_general and
// convolution of the StableHLO test programs of the corpus ($HLX_CORPUS, or ../shared/corpus beside the
// source tree) that has a native op runs on random arguments (indices -8..8: many out of bounds) natively and
// through the evaluator. The programs' own inputs are constants, which the CPU backend folds at compile time,
// so corpus_conform_cpu runs few of these ops natively; this runs them all.
TEST(NativeOps, CorpusOpsMatchTheEvaluator) {
  const char* env = std::getenv("HLX_CORPUS");
  const std::filesystem::path testdata =
      std::filesystem::path(env ? env : HLX_DEFAULT_CORPUS) / "stablehlo" / "testdata";
  if (!std::filesystem::is_directory(testdata))
    GTEST_SKIP() << "corpus not found at " << testdata << ": not run";
  int planned = 0, files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(testdata)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".mlir") continue;
    bool wanted = false;
    for (const char* op :
         {"gather", "scatter", "sort", "top_k", "dynamic_update_slice", "reduce", "argmax", "select_and",
          "argmin", "cumsum", "cummax", "cumprod", "cummin", "dot_general", "conv_general"})
      wanted |= name.find(op) != std::string::npos;
    if (!wanted) continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    StatusOr<std::unique_ptr<Module>> module = ParseModule(text.str(), name);
    if (!module.ok() || !(*module)->LookupFunc("main")) continue;
    ++files;
    OpEvaluator evaluator(**module, EvalOptions());
    for (const auto& owned : FuncBody(*(*module)->LookupFunc("main")).ops()) {
      const Op& op = *owned;
      std::unique_ptr<NativeOp> native = PlanNativeOp(op, **module);
      if (!native) continue;
      ++planned;
      for (uint64_t seed = 0; seed < 2; ++seed) {
        std::vector<Tensor> args = Arguments(op, seed, nullptr);
        OpRunState state;
        StatusOr<std::vector<Tensor>> want = evaluator.Evaluate(op, args, {}, state);
        ASSERT_TRUE(want.ok()) << name << ": " << want.status().message();
        std::vector<const char*> operands;
        for (const Tensor& a : args) operands.push_back(a.data());
        std::vector<std::string> got;
        std::vector<char*> results;
        for (int r = 0; r < op.num_results(); ++r) got.emplace_back((*want)[r].bytes().size(), '\x5a');
        for (std::string& g : got) results.push_back(g.data());
        native->Run(operands, results);
        for (int r = 0; r < op.num_results(); ++r)
          EXPECT_TRUE(got[r] == (*want)[r].bytes())
              << name << ": " << op.name() << " result " << r << " differs";
      }
    }
  }
  std::cout << planned << " native ops of " << files << " corpus programs checked\n";
  EXPECT_GT(planned, files / 2);
}

TEST(NativeOps, DeclinesWhatItDoesNotDo) {
  // A scatter whose body is no scalar arithmetic (exp) runs on the evaluator.
  std::unique_ptr<Module> module = ParseTestModule(R"(
func.func @main(%x: tensor<4xf32>, %i: tensor<2x1xi32>, %u: tensor<2xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<
      inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %e = stablehlo.exponential %b : tensor<f32>
    %s = stablehlo.add %a, %e : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
})",
                                                   Verify::kNo);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(PlanNativeOp(TheOp(*module), *module), nullptr);
}

}  // namespace
}  // namespace hlx::cpu
