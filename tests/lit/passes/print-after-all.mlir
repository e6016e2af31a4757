// hlx opt --print-after-all prints the module to standard error after each pass of --passes, and after
// each step of optimize, under a header naming it; standard output keeps only the final module.

// RUN: %hlx opt --passes=simplify,dce --print-after-all %s 2>&1 >/dev/null | FileCheck %s --check-prefix=PASSES
// PASSES: // ----- IR after simplify -----
// PASSES: stablehlo.constant dense<5>
// PASSES-NEXT: return %arg0
// PASSES: // ----- IR after dce -----
// PASSES-NOT: stablehlo.constant
// PASSES: return %arg0

// RUN: %hlx opt --passes=optimize --print-after-all %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STEPS
// STEPS: // ----- IR after inline -----
// STEPS: // ----- IR after decompose-chlo -----
// STEPS: // ----- IR after simplify -----
// STEPS: // ----- IR after fold-constants -----
// STEPS: // ----- IR after cse -----
// STEPS: // ----- IR after dce -----
// STEPS: // ----- IR after fold-layout -----
// STEPS: // ----- IR after simplify -----
// STEPS: // ----- IR after dce -----
// STEPS-NOT: IR after

// RUN: %hlx opt --passes=optimize --print-after-all %s 2>/dev/null | FileCheck %s --check-prefix=OUT
// OUT-NOT: IR after
// OUT: func.func @main
// OUT-NEXT: return %arg0

func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {
  %five = stablehlo.constant dense<5> : tensor<4xi32>
  %one = stablehlo.constant dense<1> : tensor<4xi32>
  %0 = stablehlo.multiply %x, %one : tensor<4xi32>
  return %0 : tensor<4xi32>
}
