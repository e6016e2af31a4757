// Generic structure: counts from the op table, terminators, function types, calls, placement.
// Each case is wrong in one way; the verifier names the place, the op, what it expected and what it found.
// RUN: %expect-exit 1 %hlx check %s 2>&1 | FileCheck %s

func.func @operand_count(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.add"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
// CHECK: structure.mlir:[[@LINE-3]]:3: error: 'stablehlo.add' op expected 2 operands, found 1

// -----

func.func @return_types(%a: tensor<2xf32>) -> tensor<3xf32> {
  func.return %a : tensor<2xf32>
}
// CHECK: structure.mlir:[[@LINE-2]]:3: error: 'func.return' op expected the result types of @return_types (tensor<3xf32>), found (tensor<2xf32>)

// -----

func.func @wrong_terminator(%a: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%a init: %init) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%x: tensor<f32>, %y: tensor<f32>) {
    func.return %x : tensor<f32>
  }
  func.return %0 : tensor<f32>
}
// CHECK: structure.mlir:[[@LINE-6]]:3: error: 'stablehlo.reduce' op expected region #0 to end with 'stablehlo.return', found 'func.return'

// -----

func.func @callee(%a: tensor<2xf32>) -> tensor<2xf32> {
  func.return %a : tensor<2xf32>
}
func.func @call_types(%a: tensor<3xf32>) -> tensor<2xf32> {
  %0 = func.call @callee(%a) : (tensor<3xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
// CHECK: structure.mlir:[[@LINE-3]]:3: error: 'func.call' op expected operand types (tensor<2xf32>) (those of @callee), found (tensor<3xf32>)

// -----

func.func @unknown_callee(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = func.call @nowhere(%a) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
// CHECK: structure.mlir:[[@LINE-3]]:3: error: 'func.call' op expected 'callee' to name a function of the module, found @nowhere

// -----

func.func @missing_attribute() -> tensor<4xi32> {
  %0 = "stablehlo.iota"() : () -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}
// CHECK: structure.mlir:[[@LINE-3]]:3: error: 'stablehlo.iota' op expected attribute 'iota_dimension' to be an integer, found none

// -----

func.func @attribute_kind(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.reverse"(%a) {dimensions = "0"} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
// CHECK: structure.mlir:[[@LINE-3]]:3: error: 'stablehlo.reverse' op expected attribute 'dimensions' to be a list of integers, found a string

// CHECK: 0 passed, 1 failed
