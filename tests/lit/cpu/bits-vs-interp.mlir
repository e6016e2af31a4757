// bitcast_convert between element types of one width (but f16 and bf16, computed in f32), is_finite,
// popcnt and count_leading_zeros are kernel ops: they fuse with their neighbours, and compute what the
// evaluator does, bit for bit: on random words, and (the first case writes them, the second reads them
// at run time) on zeros, infinities, NaNs, the largest and smallest floats and the edge words.

// RUN: %hlx run --backend=cpu --print-after-all --seed=5 --case=2 %s | FileCheck %s --check-prefix=PLAN
// RUN: %hlx run %s --case=0 --save-outputs=%t.npz
// RUN: %hlx run --backend=cpu --case=1 --inputs=%t.npz --print-outputs %s > %t.cpu
// RUN: %hlx run --backend=interp --case=1 --inputs=%t.npz --print-outputs %s > %t.interp
// RUN: diff %t.cpu %t.interp
// RUN: FileCheck %s --check-prefix=EDGES < %t.cpu
// RUN: %hlx run --backend=cpu --case=2 --print-outputs --seed=5 %s > %t.cpu-random
// RUN: %hlx run --backend=interp --case=2 --print-outputs --seed=5 %s > %t.interp-random
// RUN: diff %t.cpu-random %t.interp-random

// EDGES:      [true, true, false, false, false, true, true, false]
// EDGES-NEXT: }
// EDGES-NEXT: tensor<8xi1> {
// EDGES-NEXT: [true, true, false, false, false, true, true, false]
// EDGES:      [0, 32, 1, 1, 31, 1]
// EDGES:      [32, 0, 31, 0, 1, 15]
// EDGES:      [0, 8, 1]
// EDGES:      [8, 0, 3]
// EDGES:      [0, 2147483648, 2139095040, 4286578688, 2143289344, 2139095039, 1, 4290772993]
func.func @main() -> (tensor<8xf32>, tensor<8xf64>, tensor<6xi32>, tensor<3xui8>) {
  %f = stablehlo.constant dense<[0.0, -0.0, 0x7F800000, 0xFF800000, 0x7FC00000, 3.40282347e38, 1.0e-45, 0xFFC00001]> : tensor<8xf32>
  %d = stablehlo.constant dense<[0.0, -0.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 1.7976931348623157e308, 4.9e-324, 0x7FF0000000000001]> : tensor<8xf64>
  %w = stablehlo.constant dense<[0, -1, 1, -2147483648, 2147483647, 65536]> : tensor<6xi32>
  %b = stablehlo.constant dense<[0, 255, 16]> : tensor<3xui8>
  return %f, %d, %w, %b : tensor<8xf32>, tensor<8xf64>, tensor<6xi32>, tensor<3xui8>
}

// -----

func.func @main(%f: tensor<8xf32>, %d: tensor<8xf64>, %w: tensor<6xi32>, %b: tensor<3xui8>)
    -> (tensor<8xi1>, tensor<8xi1>, tensor<6xi32>, tensor<6xi32>, tensor<3xui8>, tensor<3xui8>,
        tensor<8xui32>, tensor<8xf32>, tensor<8xi64>, tensor<6xf32>) {
  %ffin = stablehlo.is_finite %f : (tensor<8xf32>) -> tensor<8xi1>
  %dfin = stablehlo.is_finite %d : (tensor<8xf64>) -> tensor<8xi1>
  %wpop = stablehlo.popcnt %w : tensor<6xi32>
  %wclz = stablehlo.count_leading_zeros %w : tensor<6xi32>
  %bpop = stablehlo.popcnt %b : tensor<3xui8>
  %bclz = stablehlo.count_leading_zeros %b : tensor<3xui8>
  // Float bits as words and back (NaN payloads and signs kept), doubles as words, words as floats.
  %fu = stablehlo.bitcast_convert %f : (tensor<8xf32>) -> tensor<8xui32>
  %ff = stablehlo.bitcast_convert %fu : (tensor<8xui32>) -> tensor<8xf32>
  %di = stablehlo.bitcast_convert %d : (tensor<8xf64>) -> tensor<8xi64>
  %wf = stablehlo.bitcast_convert %w : (tensor<6xi32>) -> tensor<6xf32>
  return %ffin, %dfin, %wpop, %wclz, %bpop, %bclz, %fu, %ff, %di, %wf
      : tensor<8xi1>, tensor<8xi1>, tensor<6xi32>, tensor<6xi32>, tensor<3xui8>, tensor<3xui8>,
        tensor<8xui32>, tensor<8xf32>, tensor<8xi64>, tensor<6xf32>
}

// -----

// PLAN-LABEL: ----- fusion plan -----
// PLAN-NOT: evaluate
// PLAN: kernel {stablehlo.shift_right_logical, stablehlo.or, stablehlo.bitcast_convert, stablehlo.is_finite}
// PLAN-NOT: evaluate
// PLAN: arena:
func.func @main(%u: tensor<4x33xui32>, %d: tensor<4x33xf64>, %b: tensor<4x33xi8>, %h: tensor<4x33xbf16>)
    -> (tensor<4x33xi1>, tensor<4x33xi64>, tensor<4x33xui8>, tensor<4x33xui32>, tensor<4x33xui32>,
        tensor<4x33xui32>, tensor<4x33xi1>, tensor<4x33xi1>, tensor<4x33xi1>) {
  // The uniform float in [1, 2) that jax.random builds from random bits, and whether it is finite.
  %c9 = stablehlo.constant dense<9> : tensor<4x33xui32>
  %one = stablehlo.constant dense<1065353216> : tensor<4x33xui32>
  %m = stablehlo.shift_right_logical %u, %c9 : tensor<4x33xui32>
  %o = stablehlo.or %m, %one : tensor<4x33xui32>
  %f = stablehlo.bitcast_convert %o : (tensor<4x33xui32>) -> tensor<4x33xf32>
  %fin = stablehlo.is_finite %f : (tensor<4x33xf32>) -> tensor<4x33xi1>
  // Random words as floats (some NaN, infinite or subnormal) and back.
  %raw = stablehlo.bitcast_convert %u : (tensor<4x33xui32>) -> tensor<4x33xf32>
  %rawfin = stablehlo.is_finite %raw : (tensor<4x33xf32>) -> tensor<4x33xi1>
  %back = stablehlo.bitcast_convert %raw : (tensor<4x33xf32>) -> tensor<4x33xui32>
  %di = stablehlo.bitcast_convert %d : (tensor<4x33xf64>) -> tensor<4x33xi64>
  %bu = stablehlo.bitcast_convert %b : (tensor<4x33xi8>) -> tensor<4x33xui8>
  %pop = stablehlo.popcnt %u : tensor<4x33xui32>
  %clz = stablehlo.count_leading_zeros %u : tensor<4x33xui32>
  %hfin = stablehlo.is_finite %h : (tensor<4x33xbf16>) -> tensor<4x33xi1>
  return %fin, %di, %bu, %back, %pop, %clz, %rawfin, %hfin, %fin
      : tensor<4x33xi1>, tensor<4x33xi64>, tensor<4x33xui8>, tensor<4x33xui32>, tensor<4x33xui32>,
        tensor<4x33xui32>, tensor<4x33xi1>, tensor<4x33xi1>, tensor<4x33xi1>
}
