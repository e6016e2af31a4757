// The kernel emitter's choice of ops (CanEmit): the kinds, element types and reduction bodies that kernels
// compute, and those left to library calls, native ops or the evaluator.
#include "backend/cpu/kernel_emitter.h"

#include <gtest/gtest.h>

#include <string>

#include "ir/ir.h"
#include "parse/text_reader.h"

namespace hlx::cpu {
namespace {

TEST(CanEmit, TakesSupportedOpsAndTypesOnly) {
  const std::string text =
      R"(func.func @main(%a: tensor<4xf32>, %b: tensor<4xi32>, %c: tensor<4xcomplex<f32>>) -> (tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xcomplex<f32>>) {
  %0 = stablehlo.exponential %a : tensor<4xf32>
  %1 = stablehlo.divide %b, %b : tensor<4xi32>
  %2 = stablehlo.add %b, %b : tensor<4xi32>
  %3 = stablehlo.add %c, %c : tensor<4xcomplex<f32>>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xi32>, tensor<4xi32>, tensor<4xcomplex<f32>>
})";
  auto module = ParseModule(text, "test.mlir");
  ASSERT_TRUE(module.ok()) << module.status().message();
  const auto& ops = FuncBody(*(*module)->LookupFunc("main")).ops();
  EXPECT_TRUE(CanEmit(*ops[0]));
  EXPECT_TRUE(CanEmit(*ops[1]));
  EXPECT_TRUE(CanEmit(*ops[2]));
  EXPECT_FALSE(CanEmit(*ops[3]));  // complex numbers too
}

TEST(CanEmit, ReduceWindowWithOneInputAndAKernelBody) {
  const std::string text =
      R"(func.func @main(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%a, %z) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<4x4xf32>
  %1:2 = "stablehlo.reduce_window"(%a, %b, %z, %z) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %u: tensor<f32>, %v: tensor<f32>):
    %s = stablehlo.add %x, %u : tensor<f32>
    %t = stablehlo.add %y, %v : tensor<f32>
    stablehlo.return %s, %t : tensor<f32>, tensor<f32>
  }) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<f32>, tensor<f32>) -> (tensor<4x4xf32>, tensor<4x4xf32>)
  %2 = "stablehlo.reduce_window"(%a, %z) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %s = stablehlo.subtract %x, %y : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<4x4xf32>
  return %0, %1#0, %1#1, %2 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
})";
  auto module = ParseModule(text, "test.mlir");
  ASSERT_TRUE(module.ok()) << module.status().message();
  const auto& ops = FuncBody(*(*module)->LookupFunc("main")).ops();
  EXPECT_TRUE(CanEmit(*ops[1]));   // a sum pool
  EXPECT_FALSE(CanEmit(*ops[2]));  // two inputs run on the evaluator
  EXPECT_FALSE(CanEmit(*ops[3]));  // so does a body kernels do not fold with (subtract)
}

}  // namespace
}  // namespace hlx::cpu
