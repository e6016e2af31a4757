// The collective pipeliner on the CPU backend (--pipeline-collectives): a training step of a scanned MLP
// (jax.lax.scan over 3 layers, weights and batch split over 8 devices: Inputs/scanned-mlp-fsdp8.mlir,
// written by bench/gen_scanned_mlp.py) partitioned over 8 devices. Its backward loop gathers each
// layer's weights and reduce-scatters each layer's gradients into the stacked gradients; the backend
// moves the gather to the previous iteration and the reduce_scatters (combined into one) to the next,
// and the latency-hiding scheduler overlaps both with the body's compute: each starts in the body's
// program and is done after compute that does not need it.
// RUN: %hlx run %S/Inputs/scanned-mlp-fsdp8.mlir --pipeline-collectives --print-after-all | FileCheck %s
// CHECK-LABEL: ----- IR after pipeline-collectives -----
// CHECK-LABEL: ----- memory plan -----
// CHECK: while (cond: 1 steps, body: {{[0-9]+}} steps)
// CHECK: while (cond: 1 steps, body: {{[0-9]+}} steps)
// CHECK-NEXT: cond step 0:
// CHECK-NEXT: body step 0: collective-start stablehlo.reduce_scatter
// CHECK-NEXT: body step 1: kernel
// CHECK: body step {{[0-9]+}}: collective-done stablehlo.reduce_scatter
// CHECK: body step {{[0-9]+}}: collective-start stablehlo.all_gather
// CHECK-NEXT: body step {{[0-9]+}}: {{kernel|library|native}}
// CHECK: body step {{[0-9]+}}: collective-done stablehlo.all_gather
// The last iteration's reduce_scatter, after the loop.
// CHECK: step {{[0-9]+}}: collective stablehlo.reduce_scatter

// Without the flag the loops stay as they are.
// RUN: %hlx run %S/Inputs/scanned-mlp-fsdp8.mlir --print-after-all | FileCheck %s --check-prefix=KEPT
// KEPT-NOT: IR after pipeline-collectives
// KEPT: ----- memory plan -----

// The results, bit for bit, with and without pipelining and with collectives run whole; and, within
// rounding, the evaluator's.
// RUN: %hlx run %S/Inputs/scanned-mlp-fsdp8.mlir --seed=7 --pipeline-collectives --save-outputs=%t.pipelined.npz
// RUN: %hlx run %S/Inputs/scanned-mlp-fsdp8.mlir --seed=7 --save-outputs=%t.async.npz
// RUN: %hlx run %S/Inputs/scanned-mlp-fsdp8.mlir --seed=7 --no-async-collectives --save-outputs=%t.whole.npz
// RUN: %hlx run %S/Inputs/scanned-mlp-fsdp8.mlir --seed=7 --backend=interp --save-outputs=%t.interp.npz
// RUN: %hlx compare %t.async.npz %t.pipelined.npz --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: %hlx compare %t.whole.npz %t.pipelined.npz --rtol=0 | FileCheck %s --check-prefix=SAME
// RUN: %hlx compare %t.interp.npz %t.pipelined.npz --rtol=1e-5 | FileCheck %s --check-prefix=SAME
// SAME-COUNT-3: ok
// SAME-NOT: over

// hlx bench --profile counts the loops' collective steps per device.
// RUN: %hlx bench %S/Inputs/scanned-mlp-fsdp8.mlir --iters=1 --profile | FileCheck %s --check-prefix=PROFILE
// PROFILE: per device (ms per run: in steps, blocked in collective steps, overlapped with compute):
// PROFILE-COUNT-8: device {{[0-7]}} {{[0-9.]+}} ms {{[0-9.]+}} ms
