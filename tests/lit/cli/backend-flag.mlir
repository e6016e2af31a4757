// `--backend` of hlx run, bench and conform: cpu or interp; another name is a usage error (exit 2).
// RUN: %expect-exit 2 %hlx run %s --backend=gpu 2>&1 | FileCheck %s --check-prefix=RUNERR
// RUN: %expect-exit 2 %hlx bench %s --backend=gpu 2>&1 | FileCheck %s --check-prefix=BENCH
// RUN: %expect-exit 2 %hlx conform %s --backend=gpu 2>&1 | FileCheck %s --check-prefix=CONFORM
// RUN: %hlx run %s --backend=interp --print-outputs | FileCheck %s --check-prefix=OUT
// RUNERR: run: unknown backend 'gpu' (backends: cpu, interp)
// BENCH: bench: unknown backend 'gpu' (backends: cpu, interp)
// CONFORM: conform: unknown backend 'gpu' (backends: cpu, interp)
// OUT: [3, 5]
func.func @main() -> tensor<2xi32> {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %2 = stablehlo.add %0, %1 : tensor<2xi32>
  return %2 : tensor<2xi32>
}
