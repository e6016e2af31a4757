// hlx bench of a program of 4 partitions: one process's memory, the bytes each collective moved in a
// run (all_reduce: each of 4 devices reads 3 quarters of 4 KB and writes them into the others' results,
// 4 * 3 * 1 KB * 2; all_gather: each reads the other 3 devices' 1 KB), and a profile that counts the
// collective steps with the others, averaged over the devices.

// RUN: %hlx bench --iters=2 --num-partitions=4 %s | FileCheck %s
// RUN: %hlx bench --iters=2 --num-partitions=4 --profile %s | FileCheck %s --check-prefix=PROFILE
// RUN: %hlx bench --iters=1 --num-partitions=4 --json %s | %python -c "import json, sys; r = json.loads(sys.stdin.read()); assert r['num_partitions'] == 4 and r['argument_bytes'] == 5120 and r['result_bytes'] == 8192 and r['collective_bytes'] == 36864 and [c['bytes'] for c in r['collectives']] == [24576, 12288] and r['collectives'][0]['op'].startswith('stablehlo.all_reduce at '), r; print('ok')" | FileCheck %s --check-prefix=JSON
// RUN: %hlx bench --iters=1 --num-partitions=4 --backend=interp --json %s | %python -c "import json, sys; r = json.loads(sys.stdin.read()); assert r['backend'] == 'interp' and r['collectives'] == [] and r['collective_bytes'] == 0, r; print('ok')" | FileCheck %s --check-prefix=JSON
// RUN: %expect-exit 2 %hlx bench --num-partitions=0 %s

// CHECK: step 1: collective stablehlo.all_reduce
// CHECK: step 2: collective stablehlo.all_gather
// CHECK-NOT: evaluate
// CHECK: (cpu, 2 runs of 1 replicas x 4 partitions)
// CHECK: per process 5120 bytes of arguments, 8192 of results, 4096 of temporaries
// CHECK: collectives 36864 bytes moved per run between processes
// CHECK-NEXT: 24576 stablehlo.all_reduce at {{.*}}bench-collectives.mlir:29:3
// CHECK-NEXT: 12288 stablehlo.all_gather at {{.*}}bench-collectives.mlir:35:3

// PROFILE: profile (2 runs of 4 processes, ms per run and process; {{[0-9.]+}} ms in steps)
// PROFILE-DAG: collective {{ *}}{{[0-9.]+}} ms {{ *}}{{[0-9.]+}}% {{ *}}2 steps
// PROFILE-DAG: kernel {{ *}}{{[0-9.]+}} ms {{ *}}{{[0-9.]+}}% {{ *}}1 steps
// PROFILE-DAG: step 1: collective stablehlo.all_reduce
// PROFILE-DAG: step 2: collective stablehlo.all_gather
// JSON: ok
func.func @main(%x: tensor<1024xf32>, %y: tensor<256xf32>) -> (tensor<1024xf32>, tensor<1024xf32>) {
  %t = stablehlo.tanh %x : tensor<1024xf32>
  %s = "stablehlo.all_reduce"(%t) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %c = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %c : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<1024xf32>) -> tensor<1024xf32>
  %g = "stablehlo.all_gather"(%y) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>,
      use_global_device_ids, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>} : (tensor<256xf32>) -> tensor<1024xf32>
  return %s, %g : tensor<1024xf32>, tensor<1024xf32>
}
