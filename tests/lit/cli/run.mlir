// `hlx run`: self-checking programs, failing checks, arguments, outputs and usage errors.

// A passing program exits 0.
// RUN: %hlx run %s --case=0

// A failing check exits 1 and names the first mismatching element, both values and the tolerance.
// RUN: %expect-exit 1 %hlx run %s --case=1 2>&1 | FileCheck %s --check-prefix=FAIL
// FAIL: run.mlir:[[#@LINE+36]]:3: 'check.expect_eq_const' failed: element [1]: actual 3, expected 4 (exact equality); 1 of 3 elements differ
// FAIL-NEXT: run.mlir:[[#@LINE+38]]:3: 'stablehlo.custom_call' failed: element [0]: actual 1, expected 1.0000005 (4 ULP apart, at most 3 allowed); 1 of 2 elements differ
// FAIL-NOT: failed

// Arguments: random by default, zeros, or from a file; outputs printed and saved.
// RUN: %hlx run %s --case=2 --inputs=zeros --print-outputs | FileCheck %s --check-prefix=ZEROS
// ZEROS: tensor<2x2xf32> {
// ZEROS-NEXT: {{\[\[}}1, 1], [1, 1]]
// ZEROS-NEXT: }
// RUN: %hlx run %s --case=2 --seed=7 --save-outputs=%t.npz
// RUN: %hlx run %s --case=2 --seed=7 --save-outputs=%t.again.npz
// RUN: cmp %t.npz %t.again.npz
// RUN: %hlx run %s --case=2 --inputs=%t.npz --print-outputs | FileCheck %s --check-prefix=FROMFILE
// FROMFILE: tensor<2x2xf32> {

// Errors: an unknown custom call names its target; a missing case; unknown flags.
// RUN: %expect-exit 3 %hlx run %s --case=3 2>&1 | FileCheck %s --check-prefix=TARGET
// TARGET: run.mlir:[[#@LINE+40]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op calls target @my.kernel, which hlx does not implement
// RUN: %expect-exit 2 %hlx run %s --case=9 2>&1 | FileCheck %s --check-prefix=NOCASE
// NOCASE: has 4 case(s); there is no case 9
// RUN: %expect-exit 2 %hlx run %s --frobnicate 2>&1 | FileCheck %s --check-prefix=FLAG
// FLAG: hlx: run: unknown flag '--frobnicate'
// RUN: %expect-exit 2 %hlx run %s --num-replicas=0 2>&1 | FileCheck %s --check-prefix=REPLICAS
// REPLICAS: --num-replicas needs an integer from 1 to 4096

func.func @main() {
  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = stablehlo.add %a, %a : tensor<3xi32>
  check.expect_eq_const %b, dense<[2, 4, 6]> : tensor<3xi32>
  func.return
}

// -----

func.func @main() {
  %a = stablehlo.constant dense<[1, 3, 5]> : tensor<3xi32>
  check.expect_eq_const %a, dense<[1, 4, 5]> : tensor<3xi32>
  %b = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %c = stablehlo.constant dense<[1.00000048, 2.0]> : tensor<2xf32>
  stablehlo.custom_call @check.expect_close(%b, %c) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
  %d = stablehlo.constant dense<[1.00000036, 2.0]> : tensor<2xf32>
  stablehlo.custom_call @check.expect_close(%b, %d) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
  func.return
}

// -----

func.func @main(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %one = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  %y = stablehlo.add %x, %one : tensor<2x2xf32>
  return %y : tensor<2x2xf32>
}

// -----

func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<f32>
  %b = stablehlo.custom_call @my.kernel(%a) : (tensor<f32>) -> tensor<f32>
  func.return
}
