// `hlx run --identity-custom-call=NAME` and `hlx bench --identity-custom-call=NAME` take the custom calls
// of target NAME for identities: each result is its operand of the same position. Without the flag the
// target is unknown; a call whose results are not its operands' types is an error at its place.

// RUN: %hlx run --backend=interp %s --case=0 --identity-custom-call=my.Marker --identity-custom-call=other.Tag
// RUN: %hlx run --backend=cpu %s --case=0 --identity-custom-call=my.Marker --identity-custom-call=other.Tag
// RUN: %hlx bench %s --iters=1 --identity-custom-call=my.Marker --identity-custom-call=other.Tag | FileCheck %s --check-prefix=BENCH
// BENCH: compile
// RUN: %expect-exit 3 %hlx run %s --case=0 --identity-custom-call=my.Marker 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: identity-custom-call.mlir:[[@LINE+13]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op calls target @other.Tag, which hlx does not implement
// RUN: %expect-exit 3 %hlx run %s --case=1 --identity-custom-call=my.Marker 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: identity-custom-call.mlir:[[@LINE+34]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op calls @my.Marker, an identity (--identity-custom-call), but its result #1 is tensor<2xf64> where operand #1 is tensor<2xf32>
// RUN: %expect-exit 3 %hlx run %s --case=2 --identity-custom-call=my.Marker 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: identity-custom-call.mlir:[[@LINE+40]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op calls @my.Marker, an identity (--identity-custom-call), but has 1 results for 2 operands
// RUN: %expect-exit 2 %hlx run %s --identity-custom-call= 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: hlx: run: --identity-custom-call needs a custom call target

// Two markers, one of two values and one with a side effect, inside a while loop's body too.
func.func @main() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %m:2 = stablehlo.custom_call @my.Marker(%a, %b) {backend_config = "anything"} : (tensor<2xf32>, tensor<2xi32>) -> (tensor<2xf32>, tensor<2xi32>)
  %t = stablehlo.custom_call @other.Tag(%m#0) {has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%i = %c0, %x = %t) : tensor<i32>, tensor<2xf32>
    cond {
      %c2 = stablehlo.constant dense<2> : tensor<i32>
      %lt = stablehlo.compare LT, %i, %c2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      %y = stablehlo.add %x, %x : tensor<2xf32>
      %z = stablehlo.custom_call @my.Marker(%y) : (tensor<2xf32>) -> tensor<2xf32>
      stablehlo.return %j, %z : tensor<i32>, tensor<2xf32>
    }
  check.expect_eq_const %w#1, dense<[4.0, 8.0]> : tensor<2xf32>
  check.expect_eq_const %m#1, dense<[3, 4]> : tensor<2xi32>
  return
}

// -----

func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<2xf32>
  %m:2 = stablehlo.custom_call @my.Marker(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf64>)
  return
}

// -----

func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<2xf32>
  %m = stablehlo.custom_call @my.Marker(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}
