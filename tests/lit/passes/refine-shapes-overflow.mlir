// refine-shapes: a result size that overflows 64 bits once a dynamic dimension has a size is an error at
// the op, never undefined behaviour (the -DHLX_SANITIZE=ON build runs this under UBSan): padding of
// pad, of dynamic_pad (which becomes a pad) and of reduce_window.

// RUN: %expect-exit 3 %hlx run %s --case=0 --dynamic-dim=4 2>&1 | FileCheck %s --check-prefix=PAD
// RUN: %expect-exit 3 %hlx run %s --case=0 --dynamic-dim=4 --backend=interp 2>&1 | FileCheck %s --check-prefix=PAD
// RUN: %expect-exit 3 %hlx run %s --case=1 --dynamic-dim=4 2>&1 | FileCheck %s --check-prefix=DYNAMIC-PAD
// RUN: %expect-exit 3 %hlx run %s --case=2 --dynamic-dim=4 2>&1 | FileCheck %s --check-prefix=WINDOW
// With room to spare the padding gives the right size.
// RUN: %hlx run %s --case=3 --dynamic-dim=2 --inputs=zeros --print-outputs | FileCheck %s --check-prefix=FITS

func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.pad %x, %z, low = [9223372036854775807], high = [9223372036854775807], interior = [0] : (tensor<?xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
// PAD: refine-shapes-overflow.mlir:[[@LINE-3]]:3: error: 'stablehlo.pad' op has a result dimension whose size overflows 64 bits (dimension 0 of result #0)

// -----

func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %low = stablehlo.constant dense<1> : tensor<1xi64>
  %high = stablehlo.constant dense<0> : tensor<1xi64>
  %interior = stablehlo.constant dense<4611686018427387904> : tensor<1xi64>
  %0 = stablehlo.dynamic_pad %x, %z, %low, %high, %interior : (tensor<?xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
// DYNAMIC-PAD: refine-shapes-overflow.mlir:[[@LINE-3]]:3: error: 'stablehlo.pad' op has a result dimension whose size overflows 64 bits (dimension 0 of result #0)

// -----

func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.reduce_window"(%x, %z) <{window_dimensions = array<i64: 1>, padding = dense<[[9223372036854775807, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<?xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
// WINDOW: refine-shapes-overflow.mlir:[[@LINE-7]]:3: error: 'stablehlo.reduce_window' op has a result dimension whose size overflows 64 bits (dimension 0 of result #0)

// -----

func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  %z = stablehlo.constant dense<7.0> : tensor<f32>
  %0 = stablehlo.pad %x, %z, low = [1], high = [-1], interior = [2] : (tensor<?xf32>, tensor<f32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
// FITS: tensor<4xf32> {
// FITS-NEXT: [7, 0, 7, 7]
