// Failing collectives end with an error instead of hanging.

// A process no group holds fails, and its partner, left waiting, is released.
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=0 2>&1 | FileCheck %s --check-prefix=NOGROUP
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=0 2>&1 | FileCheck %s --check-prefix=NOGROUP
// NOGROUP: which none of its groups holds

// A recv that no send matches: every running process waits, so the rendezvous gives up.
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=1 2>&1 | FileCheck %s --check-prefix=STUCK
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=1 2>&1 | FileCheck %s --check-prefix=STUCK
// STUCK: for processes that never arrive

module {
  func.func @sum(%x: tensor<i64>) -> tensor<i64> {
    %r = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %s = stablehlo.add %a, %b : tensor<i64>
        stablehlo.return %s : tensor<i64>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<i64>) -> tensor<i64>
    return %r : tensor<i64>
  }
  func.func @main() {
    %x = stablehlo.constant dense<1> : tensor<i64>
    %r:3 = "interpreter.run_parallel"(%x, %x, %x) {programs = [[@sum], [@sum], [@sum]]}
      : (tensor<i64>, tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>, tensor<i64>)
    func.return
  }
}

// -----

module {
  func.func @recv(%t: !stablehlo.token) -> tensor<i64> {
    %v, %t2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>}
      : (!stablehlo.token) -> (tensor<i64>, !stablehlo.token)
    return %v : tensor<i64>
  }
  func.func @idle(%t: !stablehlo.token) -> tensor<i64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    return %c : tensor<i64>
  }
  func.func @main() {
    %t = stablehlo.after_all : !stablehlo.token
    %r:2 = "interpreter.run_parallel"(%t, %t) {programs = [[@recv], [@idle]]}
      : (!stablehlo.token, !stablehlo.token) -> (tensor<i64>, tensor<i64>)
    func.return
  }
}
