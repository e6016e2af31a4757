// pipeline-collectives, the collective pipeliner: in a loop that runs at least once, a collective whose
// result the iteration only stores moves to the start of the next iteration (forward: a prologue
// computes the first iteration's other ops, an epilogue the last collective and its store), and one of
// invariants and counters moves to the end of the previous iteration (backward: a prologue computes
// the first). A loop that may not run, or whose collective feeds the next iteration's compute, is left
// alone.
// RUN: %hlx opt %s --passes=pipeline-collectives | FileCheck %s
// A second run moves nothing more.
// RUN: %hlx opt %s --passes=pipeline-collectives > %t.mlir
// RUN: %hlx opt %t.mlir --passes=pipeline-collectives | diff %t.mlir -

// Each rewritten function gives the original's results, bit for bit, on every replica: on the evaluator;
// and on the CPU backend, where the rewritten program and the original run as they are
// and where the backend pipelines the original itself (--pipeline-collectives).
// RUN: %hlx run %s --backend=interp --entry=forward --seed=2 --save-outputs=%t.f.npz
// RUN: %hlx run %t.mlir --backend=interp --entry=forward --seed=2 --save-outputs=%t.f.interp.npz
// RUN: %hlx compare %t.f.npz %t.f.interp.npz --rtol=0 | FileCheck %s --check-prefix=SAME8
// RUN: %hlx run %s --backend=cpu --entry=forward --seed=2 --save-outputs=%t.f.cpu.npz
// RUN: %hlx run %t.mlir --backend=cpu --entry=forward --seed=2 --save-outputs=%t.f.cpu1.npz
// RUN: %hlx run %s --backend=cpu --entry=forward --seed=2 --pipeline-collectives --save-outputs=%t.f.cpu2.npz
// RUN: %hlx compare %t.f.cpu.npz %t.f.cpu1.npz --rtol=0 | FileCheck %s --check-prefix=SAME8
// RUN: %hlx compare %t.f.cpu.npz %t.f.cpu2.npz --rtol=0 | FileCheck %s --check-prefix=SAME8
// RUN: %hlx run %s --backend=interp --entry=forward_one_trip --seed=3 --save-outputs=%t.o.npz
// RUN: %hlx run %t.mlir --backend=interp --entry=forward_one_trip --seed=3 --save-outputs=%t.o.interp.npz
// RUN: %hlx compare %t.o.npz %t.o.interp.npz --rtol=0 | FileCheck %s --check-prefix=SAME8
// RUN: %hlx run %s --backend=interp --entry=backward --seed=4 --save-outputs=%t.b.npz
// RUN: %hlx run %t.mlir --backend=interp --entry=backward --seed=4 --save-outputs=%t.b.interp.npz
// RUN: %hlx compare %t.b.npz %t.b.interp.npz --rtol=0 | FileCheck %s --check-prefix=SAME4
// RUN: %hlx run %s --backend=cpu --entry=backward --seed=4 --save-outputs=%t.b.cpu.npz
// RUN: %hlx run %t.mlir --backend=cpu --entry=backward --seed=4 --save-outputs=%t.b.cpu1.npz
// RUN: %hlx run %s --backend=cpu --entry=backward --seed=4 --pipeline-collectives --save-outputs=%t.b.cpu2.npz
// RUN: %hlx compare %t.b.cpu.npz %t.b.cpu1.npz --rtol=0 | FileCheck %s --check-prefix=SAME4
// RUN: %hlx compare %t.b.cpu.npz %t.b.cpu2.npz --rtol=0 | FileCheck %s --check-prefix=SAME4
// SAME8-COUNT-8: ok
// SAME8-NOT: over
// SAME4-COUNT-4: ok
// SAME4-NOT: over

// CHECK-LABEL: func.func @forward
// The prologue: the first iteration's product and tanh, and the counter's next value.
// CHECK: %[[Y0:.*]] = stablehlo.dot_general %arg0
// CHECK-NEXT: %[[T0:.*]] = stablehlo.tanh %[[Y0]]
// CHECK-NEXT: %[[I1:.*]] = stablehlo.add
// The loop carries the tanh to reduce and the counter to store it at.
// CHECK-NEXT: %[[LOOP:.*]]:6 = stablehlo.while(%[[I:.*]] = %[[I1]], %[[H:.*]] = %[[Y0]], %[[OUT:.*]] = %{{.*}}, %[[WS:.*]] = %arg1, %[[PEND:.*]] = %[[T0]], %[[AT:.*]] = %{{.*}})
// CHECK: } do {
// The body starts with the previous iteration's all_reduce, computes its own, and stores last.
// CHECK-NEXT: %[[ZERO:.*]] = stablehlo.constant dense<0>
// CHECK-NEXT: %[[G:.*]] = "stablehlo.all_reduce"(%[[PEND]])
// CHECK: stablehlo.dot_general %[[H]]
// CHECK: %[[T:.*]] = stablehlo.tanh
// CHECK: %[[NEXT:.*]] = stablehlo.add %[[I]]
// CHECK-NEXT: %[[G3:.*]] = stablehlo.reshape %[[G]]
// CHECK-NEXT: %[[O:.*]] = stablehlo.dynamic_update_slice %[[OUT]], %[[G3]], %[[AT]], %[[ZERO]], %[[ZERO]]
// CHECK-NEXT: stablehlo.return %[[NEXT]], %{{.*}}, %[[O]], %[[WS]], %[[T]], %[[I]] :
// The epilogue: the last iteration's all_reduce (a channel of its own) and store.
// CHECK: "stablehlo.all_reduce"(%[[LOOP]]#4)
// CHECK: channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>
// CHECK: %[[LAST:.*]] = stablehlo.dynamic_update_slice %[[LOOP]]#2, %{{.*}}, %[[LOOP]]#5,
// CHECK: return %[[LOOP]]#1, %[[LAST]]

// CHECK-LABEL: func.func @forward_one_trip
// CHECK: stablehlo.tanh
// CHECK: stablehlo.while
// CHECK: } do {
// CHECK: "stablehlo.all_reduce"(%iterArg
// CHECK: "stablehlo.all_reduce"

// CHECK-LABEL: func.func @backward
// The prologue gathers the first layer's piece (layer n - 1 - 0).
// CHECK: stablehlo.dynamic_slice %arg1
// CHECK: %[[G0:.*]] = "stablehlo.all_gather"
// CHECK-SAME: handle = 5
// CHECK-NEXT: %[[LOOP:.*]]:4 = stablehlo.while(%[[I:.*]] = %{{.*}}, %[[H:.*]] = %arg0, %[[WS:.*]] = %arg1, %[[G:.*]] = %[[G0]])
// CHECK: } do {
// The counter's next value first, then the next layer's piece from it; the iteration computes with the
// carried whole, and the next all_gather ends it.
// CHECK: %[[NEXT:.*]] = stablehlo.add %[[I]]
// CHECK: %[[BACK:.*]] = stablehlo.subtract %{{.*}}, %[[NEXT]]
// CHECK-NEXT: %[[LAYER:.*]] = stablehlo.subtract %[[BACK]]
// CHECK-NEXT: %[[PIECE:.*]] = stablehlo.dynamic_slice %[[WS]], %[[LAYER]]
// CHECK: stablehlo.dot_general %[[H]], %[[G]]
// CHECK: %[[GN:.*]] = "stablehlo.all_gather"
// CHECK-SAME: handle = 2
// CHECK-NEXT: stablehlo.return %[[NEXT]], %{{.*}}, %[[WS]], %[[GN]]
// CHECK: return %[[LOOP]]#1

// CHECK-LABEL: func.func @declines_zero_trips
// CHECK: stablehlo.while
// CHECK-NEXT: cond
// CHECK: } do {
// CHECK: stablehlo.tanh
// CHECK-NEXT: "stablehlo.all_reduce"
// CHECK-LABEL: func.func @declines_carried_result
// CHECK: stablehlo.while
// CHECK: } do {
// CHECK: stablehlo.tanh
// CHECK-NEXT: "stablehlo.all_reduce"
// CHECK-NOT: "stablehlo.all_reduce"
// CHECK: return
module @pipeline attributes {mhlo.num_replicas = 4 : i32} {
  // Forward: each iteration all-reduces the tanh of its layer's product and stores it in the stacked
  // output; the product goes on to the next iteration.
  func.func @forward(%x: tensor<4x8xf32>, %w: tensor<4x8x8xf32>) -> (tensor<4x8xf32>, tensor<4x4x8xf32>) {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.constant dense<4> : tensor<i32>
    %zeros = stablehlo.constant dense<0.0> : tensor<4x4x8xf32>
    %r:4 = stablehlo.while(%i = %c0, %h = %x, %out = %zeros, %ws = %w) : tensor<i32>, tensor<4x8xf32>, tensor<4x4x8xf32>, tensor<4x8x8xf32>
      cond {
        %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      } do {
        %z = stablehlo.constant dense<0> : tensor<i32>
        %w3 = stablehlo.dynamic_slice %ws, %i, %z, %z, sizes = [1, 8, 8] : (tensor<4x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
        %wi = stablehlo.reshape %w3 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
        %y = stablehlo.dot_general %h, %wi, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
        %t = stablehlo.tanh %y : tensor<4x8xf32>
        %g = "stablehlo.all_reduce"(%t) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %s = stablehlo.add %a, %b : tensor<f32>
          stablehlo.return %s : tensor<f32>
        }) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x8xf32>) -> tensor<4x8xf32>
        %g3 = stablehlo.reshape %g : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
        %o = stablehlo.dynamic_update_slice %out, %g3, %i, %z, %z : (tensor<4x4x8xf32>, tensor<1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8xf32>
        %i1 = stablehlo.add %i, %c1 : tensor<i32>
        stablehlo.return %i1, %y, %o, %ws : tensor<i32>, tensor<4x8xf32>, tensor<4x4x8xf32>, tensor<4x8x8xf32>
      }
    return %r#1, %r#2 : tensor<4x8xf32>, tensor<4x4x8xf32>
  }

  // The same loop run once: the prologue computes the iteration, the loop runs zero times, the epilogue
  // all-reduces and stores.
  func.func @forward_one_trip(%x: tensor<4x8xf32>, %w: tensor<4x8x8xf32>) -> (tensor<4x8xf32>, tensor<4x4x8xf32>) {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.constant dense<1> : tensor<i32>
    %zeros = stablehlo.constant dense<0.0> : tensor<4x4x8xf32>
    %r:4 = stablehlo.while(%i = %c0, %h = %x, %out = %zeros, %ws = %w) : tensor<i32>, tensor<4x8xf32>, tensor<4x4x8xf32>, tensor<4x8x8xf32>
      cond {
        %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      } do {
        %z = stablehlo.constant dense<0> : tensor<i32>
        %w3 = stablehlo.dynamic_slice %ws, %i, %z, %z, sizes = [1, 8, 8] : (tensor<4x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
        %wi = stablehlo.reshape %w3 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
        %y = stablehlo.dot_general %h, %wi, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
        %t = stablehlo.tanh %y : tensor<4x8xf32>
        %g = "stablehlo.all_reduce"(%t) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %s = stablehlo.add %a, %b : tensor<f32>
          stablehlo.return %s : tensor<f32>
        }) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x8xf32>) -> tensor<4x8xf32>
        %g3 = stablehlo.reshape %g : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
        %o = stablehlo.dynamic_update_slice %out, %g3, %i, %z, %z : (tensor<4x4x8xf32>, tensor<1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8xf32>
        %i1 = stablehlo.add %i, %c1 : tensor<i32>
        stablehlo.return %i1, %y, %o, %ws : tensor<i32>, tensor<4x8xf32>, tensor<4x4x8xf32>, tensor<4x8x8xf32>
      }
    return %r#1, %r#2 : tensor<4x8xf32>, tensor<4x4x8xf32>
  }

  // Backward: the layers' weights are split over the replicas; each iteration all-gathers its layer's
  // piece, in reverse order as JAX's transposed scan takes them (layer n - 1 - i).
  func.func @backward(%x: tensor<4x8xf32>, %w: tensor<3x2x8xf32>) -> tensor<4x8xf32> {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.constant dense<3> : tensor<i32>
    %r:3 = stablehlo.while(%i = %c0, %h = %x, %ws = %w) : tensor<i32>, tensor<4x8xf32>, tensor<3x2x8xf32>
      cond {
        %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      } do {
        %z = stablehlo.constant dense<0> : tensor<i32>
        %back = stablehlo.subtract %n, %i : tensor<i32>
        %layer = stablehlo.subtract %back, %c1 : tensor<i32>
        %w3 = stablehlo.dynamic_slice %ws, %layer, %z, %z, sizes = [1, 2, 8] : (tensor<3x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8xf32>
        %wi = stablehlo.reshape %w3 : (tensor<1x2x8xf32>) -> tensor<2x8xf32>
        %g = "stablehlo.all_gather"(%wi) {all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<2x8xf32>) -> tensor<8x8xf32>
        %y = stablehlo.dot_general %h, %g, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
        %t = stablehlo.tanh %y : tensor<4x8xf32>
        %i1 = stablehlo.add %i, %c1 : tensor<i32>
        stablehlo.return %i1, %t, %ws : tensor<i32>, tensor<4x8xf32>, tensor<3x2x8xf32>
      }
    return %r#1 : tensor<4x8xf32>
  }

  // A loop that does not run: a prologue would compute what the loop never does. Left alone.
  func.func @declines_zero_trips(%x: tensor<4x8xf32>, %w: tensor<4x8x8xf32>) -> (tensor<4x8xf32>, tensor<4x4x8xf32>) {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.constant dense<0> : tensor<i32>
    %zeros = stablehlo.constant dense<0.0> : tensor<4x4x8xf32>
    %r:4 = stablehlo.while(%i = %c0, %h = %x, %out = %zeros, %ws = %w) : tensor<i32>, tensor<4x8xf32>, tensor<4x4x8xf32>, tensor<4x8x8xf32>
      cond {
        %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      } do {
        %z = stablehlo.constant dense<0> : tensor<i32>
        %w3 = stablehlo.dynamic_slice %ws, %i, %z, %z, sizes = [1, 8, 8] : (tensor<4x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
        %wi = stablehlo.reshape %w3 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
        %y = stablehlo.dot_general %h, %wi, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
        %t = stablehlo.tanh %y : tensor<4x8xf32>
        %g = "stablehlo.all_reduce"(%t) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %s = stablehlo.add %a, %b : tensor<f32>
          stablehlo.return %s : tensor<f32>
        }) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x8xf32>) -> tensor<4x8xf32>
        %g3 = stablehlo.reshape %g : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
        %o = stablehlo.dynamic_update_slice %out, %g3, %i, %z, %z : (tensor<4x4x8xf32>, tensor<1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8xf32>
        %i1 = stablehlo.add %i, %c1 : tensor<i32>
        stablehlo.return %i1, %y, %o, %ws : tensor<i32>, tensor<4x8xf32>, tensor<4x4x8xf32>, tensor<4x8x8xf32>
      }
    return %r#1, %r#2 : tensor<4x8xf32>, tensor<4x4x8xf32>
  }

  // The reduced value is also the next iteration's input (Megatron's row-parallel layer): moved, it
  // would overlap nothing. Left alone.
  func.func @declines_carried_result(%x: tensor<4x8xf32>, %w: tensor<4x8x8xf32>) -> (tensor<4x8xf32>, tensor<4x4x8xf32>) {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.constant dense<4> : tensor<i32>
    %zeros = stablehlo.constant dense<0.0> : tensor<4x4x8xf32>
    %r:4 = stablehlo.while(%i = %c0, %h = %x, %out = %zeros, %ws = %w) : tensor<i32>, tensor<4x8xf32>, tensor<4x4x8xf32>, tensor<4x8x8xf32>
      cond {
        %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      } do {
        %z = stablehlo.constant dense<0> : tensor<i32>
        %w3 = stablehlo.dynamic_slice %ws, %i, %z, %z, sizes = [1, 8, 8] : (tensor<4x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
        %wi = stablehlo.reshape %w3 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
        %y = stablehlo.dot_general %h, %wi, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
        %t = stablehlo.tanh %y : tensor<4x8xf32>
        %g = "stablehlo.all_reduce"(%t) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %s = stablehlo.add %a, %b : tensor<f32>
          stablehlo.return %s : tensor<f32>
        }) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<4x8xf32>) -> tensor<4x8xf32>
        %g3 = stablehlo.reshape %g : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
        %o = stablehlo.dynamic_update_slice %out, %g3, %i, %z, %z : (tensor<4x4x8xf32>, tensor<1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8xf32>
        %i1 = stablehlo.add %i, %c1 : tensor<i32>
        stablehlo.return %i1, %g, %o, %ws : tensor<i32>, tensor<4x8xf32>, tensor<4x4x8xf32>, tensor<4x8x8xf32>
      }
    return %r#1, %r#2 : tensor<4x8xf32>, tensor<4x4x8xf32>
  }
}
