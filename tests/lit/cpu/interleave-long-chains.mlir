// A kernel whose value at an element waits on a long chain of dependent float operations (a GELU in its
// tanh form: 25) computes 4 vectors side by side in its loop, so that the CPU has independent work
// while each chain waits; a short one (a lone tanh: 18) is left to the loop vectorizer, which runs it
// one vector at a time. The GELU's vector loop divides 4 vectors an iteration, the tanh's one.
// Both compute what the evaluator does.

// RUN: %hlx run %s --print-after-all --inputs=zeros | FileCheck %s
// CHECK-LABEL: kernels (optimized LLVM IR)
// CHECK: define void @hlx_kernel_0
// CHECK: vector.body:
// CHECK-COUNT-4: fdiv <{{(8|16)}} x float>
// CHECK-NOT: fdiv <{{(8|16)}} x float>
// CHECK: middle.block:
// CHECK: define void @hlx_kernel_1
// CHECK: vector.body:
// CHECK: fdiv <{{(8|16)}} x float>
// CHECK-NOT: fdiv <{{(8|16)}} x float>
// CHECK: middle.block:

// RUN: %hlx run --backend=cpu --seed=3 %s --save-outputs=%t.cpu.npz
// RUN: %hlx run --backend=interp --seed=3 %s --save-outputs=%t.interp.npz
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-6 | FileCheck %s --check-prefix=SAME
// SAME-COUNT-2: result{{[0-9]+}}: {{.*}} ok
func.func @main(%x: tensor<1000xf32>, %y: tensor<1000xf32>) -> (tensor<1000xf32>, tensor<1000xf32>) {
  %half = stablehlo.constant dense<5.000000e-01> : tensor<1000xf32>
  %one = stablehlo.constant dense<1.000000e+00> : tensor<1000xf32>
  %k = stablehlo.constant dense<0.797884583> : tensor<1000xf32>
  %c = stablehlo.constant dense<4.471500e-02> : tensor<1000xf32>
  %x2 = stablehlo.multiply %x, %x : tensor<1000xf32>
  %x3 = stablehlo.multiply %x2, %x : tensor<1000xf32>
  %cx3 = stablehlo.multiply %c, %x3 : tensor<1000xf32>
  %inner = stablehlo.add %x, %cx3 : tensor<1000xf32>
  %scaled = stablehlo.multiply %k, %inner : tensor<1000xf32>
  %th = stablehlo.tanh %scaled : tensor<1000xf32>
  %onep = stablehlo.add %one, %th : tensor<1000xf32>
  %hx = stablehlo.multiply %half, %x : tensor<1000xf32>
  %gelu = stablehlo.multiply %hx, %onep : tensor<1000xf32>
  %e = stablehlo.tanh %y : tensor<1000xf32>
  return %gelu, %e : tensor<1000xf32>, tensor<1000xf32>
}
