// hlx bench --json prints exactly one JSON object with every field, and the GELU is one kernel with
// no evaluated step; the cost model counts its argument and result once and its splat constants as
// one element each, the constants the program holds too.

// RUN: %hlx bench --iters=1 --json %s | %python -c "import json, sys; r = json.loads(sys.stdin.read()); keys = ['file', 'backend', 'iters', 'num_replicas', 'num_partitions', 'compile_ms', 'run_ms', 'gflops', 'gbps', 'flops', 'bytes', 'planned_temp_bytes', 'live_peak_bytes', 'intermediate_bytes', 'argument_bytes', 'result_bytes', 'constant_bytes', 'code_bytes', 'collective_bytes', 'collectives', 'peak_rss_bytes']; assert sorted(r) == sorted(keys), r; assert r['backend'] == 'cpu' and r['iters'] == 1 and r['flops'] > 0 and r['bytes'] == 2 * 4 * 64 * 64 + 4 * 4 and r['planned_temp_bytes'] >= r['live_peak_bytes'] and r['argument_bytes'] == r['result_bytes'] == 4 * 64 * 64 and r['collectives'] == [] and r['constant_bytes'] == 4 * 4 and r['code_bytes'] > 0, r; print('ok')" | FileCheck %s --check-prefix=JSON
// RUN: %hlx bench --iters=2 %s | FileCheck %s
// RUN: %hlx bench --iters=1 --backend=interp --json %s | %python -c "import json, sys; r = json.loads(sys.stdin.read()); assert r['backend'] == 'interp' and r['planned_temp_bytes'] == 0, r; print('ok')" | FileCheck %s --check-prefix=JSON
// RUN: %expect-exit 2 %hlx bench --iters=0 %s

// JSON: ok
// CHECK: step 0: kernel {stablehlo.multiply, stablehlo.multiply, stablehlo.multiply, stablehlo.add, stablehlo.multiply, stablehlo.tanh, stablehlo.add, stablehlo.multiply, stablehlo.multiply}
// CHECK-NOT: evaluate
// CHECK: (cpu, 2 runs)
// CHECK: compile
// CHECK: run (median)
// CHECK: GB/s
// CHECK: GFLOP/s
// CHECK: MB planned (at least {{.*}} MB live at once) for
// CHECK: held 16 bytes of constants, {{[1-9][0-9]*}} of kernel code
// CHECK: peak RSS
func.func @main(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %half = stablehlo.constant dense<0.5> : tensor<64x64xf32>
  %one = stablehlo.constant dense<1.0> : tensor<64x64xf32>
  %c = stablehlo.constant dense<0.0447149985> : tensor<64x64xf32>
  %s = stablehlo.constant dense<0.797884583> : tensor<64x64xf32>
  %x2 = stablehlo.multiply %x, %x : tensor<64x64xf32>
  %x3 = stablehlo.multiply %x2, %x : tensor<64x64xf32>
  %t0 = stablehlo.multiply %c, %x3 : tensor<64x64xf32>
  %t1 = stablehlo.add %x, %t0 : tensor<64x64xf32>
  %t2 = stablehlo.multiply %s, %t1 : tensor<64x64xf32>
  %t3 = stablehlo.tanh %t2 : tensor<64x64xf32>
  %t4 = stablehlo.add %one, %t3 : tensor<64x64xf32>
  %t5 = stablehlo.multiply %half, %x : tensor<64x64xf32>
  %y = stablehlo.multiply %t5, %t4 : tensor<64x64xf32>
  return %y : tensor<64x64xf32>
}
