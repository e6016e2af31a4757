// Ops with regions: the signatures of reduce, sort, while, case, if, map, reduce_window and
// select_and_scatter bodies, and result types that follow from them.
// RUN: %expect-exit 1 %hlx check %s 2>&1 | FileCheck %s

func.func @reduce_result(%a: tensor<2x3xf32>, %init: tensor<f32>) -> tensor<2xf32> {
  %0 = stablehlo.reduce(%a init: %init) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
// CHECK: regions.mlir:[[@LINE-3]]:3: error: 'stablehlo.reduce' op expected result of shape [3] (inferred from the operands), found tensor<2xf32>

// -----

func.func @reduce_body(%a: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%a init: %init) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%x: tensor<f32>, %y: tensor<i32>) {
    stablehlo.return %x : tensor<f32>
  }
  func.return %0 : tensor<f32>
}
// CHECK: regions.mlir:[[@LINE-6]]:3: error: 'stablehlo.reduce' op expected argument #1 of region #0 to have the type it returns tensor<f32>, found tensor<i32>

// -----

func.func @sort_comparator(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimension = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
// CHECK: regions.mlir:[[@LINE-6]]:3: error: 'stablehlo.sort' op expected region #0 to return one tensor<i1>, found (tensor<f32>)

// -----

func.func @sort_dimension(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.compare LT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) {dimension = 1 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
// CHECK: regions.mlir:[[@LINE-7]]:3: error: 'stablehlo.sort' op expected 'dimension' in [-1, 1), found 1

// -----

func.func @while_cond(%a: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.while(%iter = %a) : tensor<i32>
   cond {
    stablehlo.return %iter : tensor<i32>
  } do {
    stablehlo.return %iter : tensor<i32>
  }
  func.return %0 : tensor<i32>
}
// CHECK: regions.mlir:[[@LINE-8]]:3: error: 'stablehlo.while' op expected region #0 (cond) to return one tensor<i1>, found (tensor<i32>)

// -----

func.func @case_branches(%i: tensor<i32>, %a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<2xf32>
  }, {
    stablehlo.return %b : tensor<3xf32>
  }) : (tensor<i32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
// CHECK: regions.mlir:[[@LINE-7]]:3: error: 'stablehlo.case' op expected region #1 to return the types of region #0 (tensor<2xf32>), found (tensor<3xf32>)

// -----

func.func @if_pred(%p: tensor<2xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<2xf32>
  }, {
    stablehlo.return %a : tensor<2xf32>
  }) : (tensor<2xi1>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
// CHECK: regions.mlir:[[@LINE-7]]:3: error: 'stablehlo.if' op expected pred to be a 0-d tensor of boolean elements, found tensor<2xi1>

// -----

func.func @map_arguments(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.map"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
// CHECK: regions.mlir:[[@LINE-6]]:3: error: 'stablehlo.map' op expected region #0 to take 1 argument, found 2

// -----

func.func @reduce_window(%a: tensor<8xf32>, %init: tensor<f32>) -> tensor<8xf32> {
  %0 = "stablehlo.reduce_window"(%a, %init) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.maximum %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
  func.return %0 : tensor<8xf32>
}
// CHECK: regions.mlir:[[@LINE-7]]:3: error: 'stablehlo.reduce_window' op expected result of shape [4] (inferred from the operands), found tensor<8xf32>

// -----

func.func @select_and_scatter(%a: tensor<8xf32>, %src: tensor<3xf32>, %init: tensor<f32>) -> tensor<8xf32> {
  %0 = "stablehlo.select_and_scatter"(%a, %src, %init) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.compare GE, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<8xf32>, tensor<3xf32>, tensor<f32>) -> tensor<8xf32>
  func.return %0 : tensor<8xf32>
}
// CHECK: regions.mlir:[[@LINE-11]]:3: error: 'stablehlo.select_and_scatter' op expected a source of shape [4] (one element per window) and element type f32, found tensor<3xf32>

// CHECK: 0 passed, 1 failed
