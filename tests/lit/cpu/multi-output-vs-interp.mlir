// A kernel writes other ops' results beside its root where every op reads the element it writes and
// the other readers run after it: the rounds of a counter-based generator (threefry's add, rotate,
// xor, as jax.random lowers them: a loop of rounds over two words) are one kernel an iteration,
// reading the two words and writing the next two. The words match the evaluator's bit for bit.

// RUN: %hlx run --backend=cpu --print-after-all --case=0 %s | FileCheck %s --check-prefix=PLAN
// RUN: %hlx run --backend=cpu --print-outputs --case=0 --seed=7 %s > %t.cpu
// RUN: %hlx run --backend=interp --print-outputs --case=0 --seed=7 %s > %t.interp
// RUN: diff %t.cpu %t.interp

// PLAN-LABEL: ----- fusion plan -----
// PLAN:      while (cond: 1 steps, body: 2 steps)
// PLAN-NEXT:   cond step 0: kernel {stablehlo.compare}
// PLAN-NEXT:   body step 0: kernel {stablehlo.add, stablehlo.shift_left, stablehlo.shift_right_logical, stablehlo.or, stablehlo.xor, stablehlo.add, stablehlo.shift_left, stablehlo.shift_right_logical, stablehlo.or, stablehlo.xor, stablehlo.broadcast_in_dim, stablehlo.add, stablehlo.add} ({{.*}}) -> (%{{[0-9]+}}, %{{[0-9]+}})
// PLAN-NEXT:   body step 1: kernel {stablehlo.add}
// PLAN:      kernel {stablehlo.xor}
// PLAN-LABEL: arena:
func.func @main(%x: tensor<37x65xui32>, %y: tensor<37x65xui32>, %key: tensor<ui32>) -> (tensor<37x65xui32>, tensor<37x65xui32>, tensor<37x65xui32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %zero, %a = %x, %b = %y) : tensor<i32>, tensor<37x65xui32>, tensor<37x65xui32>
  cond {
    %n = stablehlo.constant dense<5> : tensor<i32>
    %go = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %go : tensor<i1>
  } do {
    %c13 = stablehlo.constant dense<13> : tensor<37x65xui32>
    %c19 = stablehlo.constant dense<19> : tensor<37x65xui32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %a1 = stablehlo.add %a, %b : tensor<37x65xui32>
    %s1 = stablehlo.shift_left %b, %c13 : tensor<37x65xui32>
    %t1 = stablehlo.shift_right_logical %b, %c19 : tensor<37x65xui32>
    %r1 = stablehlo.or %s1, %t1 : tensor<37x65xui32>
    %b1 = stablehlo.xor %a1, %r1 : tensor<37x65xui32>
    %a2 = stablehlo.add %a1, %b1 : tensor<37x65xui32>
    %s2 = stablehlo.shift_left %b1, %c19 : tensor<37x65xui32>
    %t2 = stablehlo.shift_right_logical %b1, %c13 : tensor<37x65xui32>
    %r2 = stablehlo.or %s2, %t2 : tensor<37x65xui32>
    %b2 = stablehlo.xor %a2, %r2 : tensor<37x65xui32>
    // The key is added to each word: the first add reads a2 before b2's add, which reads it too.
    %k = stablehlo.broadcast_in_dim %key, dims = [] : (tensor<ui32>) -> tensor<37x65xui32>
    %a3 = stablehlo.add %a2, %k : tensor<37x65xui32>
    %b3 = stablehlo.add %b2, %k : tensor<37x65xui32>
    %next = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %next, %a3, %b3 : tensor<i32>, tensor<37x65xui32>, tensor<37x65xui32>
  }
  %mix = stablehlo.xor %r#1, %r#2 : tensor<37x65xui32>
  return %r#1, %r#2, %mix : tensor<37x65xui32>, tensor<37x65xui32>, tensor<37x65xui32>
}

// -----

// A 64-bit counter from iotas, split into its two words and keyed: one kernel over the rows (an iota
// makes it loop over them) that writes both words.
// RUN: %hlx run --backend=cpu --print-after-all --case=1 %s | FileCheck %s --check-prefix=IOTA
// RUN: %hlx run --backend=cpu --print-outputs --case=1 --seed=7 %s > %t.cpu1
// RUN: %hlx run --backend=interp --print-outputs --case=1 --seed=7 %s > %t.interp1
// RUN: diff %t.cpu1 %t.interp1
// IOTA-LABEL: ----- fusion plan -----
// IOTA-NEXT:  kernel {stablehlo.iota, stablehlo.iota, stablehlo.multiply, stablehlo.add, stablehlo.shift_right_logical, stablehlo.convert, stablehlo.convert, stablehlo.broadcast_in_dim, stablehlo.add, stablehlo.add} ({{.*}}) -> (%{{[0-9]+}}, %{{[0-9]+}})
// IOTA-NEXT:  arena:
func.func @main(%key: tensor<ui32>) -> (tensor<6x35xui32>, tensor<6x35xui32>) {
  %c35 = stablehlo.constant dense<35> : tensor<6x35xui64>
  %c32 = stablehlo.constant dense<32> : tensor<6x35xui64>
  %row = stablehlo.iota dim = 0 : tensor<6x35xui64>
  %col = stablehlo.iota dim = 1 : tensor<6x35xui64>
  %base = stablehlo.multiply %row, %c35 : tensor<6x35xui64>
  %n = stablehlo.add %base, %col : tensor<6x35xui64>
  %high = stablehlo.shift_right_logical %n, %c32 : tensor<6x35xui64>
  %hi = stablehlo.convert %high : (tensor<6x35xui64>) -> tensor<6x35xui32>
  %lo = stablehlo.convert %n : (tensor<6x35xui64>) -> tensor<6x35xui32>
  %k = stablehlo.broadcast_in_dim %key, dims = [] : (tensor<ui32>) -> tensor<6x35xui32>
  %a = stablehlo.add %hi, %k : tensor<6x35xui32>
  %b = stablehlo.add %lo, %k : tensor<6x35xui32>
  return %a, %b : tensor<6x35xui32>, tensor<6x35xui32>
}
