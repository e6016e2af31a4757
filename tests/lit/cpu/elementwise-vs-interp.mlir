// Kernels compute what the evaluator computes, bit for bit, on random inputs: float, narrow float and
// integer elementwise ops, comparisons, selects, clamps and conversions. (f64 transcendentals are left
// out: the evaluator computes them in long double, the kernels in double, within 1 or 2 ulp;
// math_ir_test measures them.)

// RUN: %hlx run --backend=cpu --print-after-all --print-outputs --seed=3 %s > %t.cpu
// RUN: FileCheck %s --check-prefix=PLAN < %t.cpu
// RUN: %hlx run --backend=cpu --print-outputs --seed=3 %s > %t.cpu-only
// RUN: %hlx run --backend=interp --print-outputs --seed=3 %s > %t.interp
// RUN: diff %t.cpu-only %t.interp

// PLAN: kernel {{{.*}}stablehlo.logistic{{.*}}}
// PLAN-NOT: evaluate stablehlo.add
func.func @main(%a: tensor<3x37xf32>, %b: tensor<3x37xf32>, %h: tensor<3x37xbf16>, %g: tensor<3x37xf16>,
                %d: tensor<3x37xf64>, %i: tensor<3x37xi32>, %u: tensor<3x37xui8>)
    -> (tensor<3x37xf32>, tensor<3x37xbf16>, tensor<3x37xf16>, tensor<3x37xf64>, tensor<3x37xi32>,
        tensor<3x37xui8>, tensor<3x37xi1>, tensor<3x37xi32>) {
  %0 = stablehlo.add %a, %b : tensor<3x37xf32>
  %1 = stablehlo.multiply %0, %a : tensor<3x37xf32>
  %2 = stablehlo.divide %1, %b : tensor<3x37xf32>
  %3 = stablehlo.logistic %2 : tensor<3x37xf32>
  %4 = stablehlo.exponential %3 : tensor<3x37xf32>
  %5 = stablehlo.sqrt %4 : tensor<3x37xf32>
  %6 = stablehlo.rsqrt %5 : tensor<3x37xf32>
  %7 = stablehlo.log %6 : tensor<3x37xf32>
  %8 = stablehlo.minimum %7, %a : tensor<3x37xf32>
  %9 = stablehlo.sign %8 : tensor<3x37xf32>
  %10 = stablehlo.add %9, %8 : tensor<3x37xf32>
  %h1 = stablehlo.multiply %h, %h : tensor<3x37xbf16>
  %h2 = stablehlo.add %h1, %h : tensor<3x37xbf16>
  %h3 = stablehlo.tanh %h2 : tensor<3x37xbf16>
  %g1 = stablehlo.subtract %g, %g : tensor<3x37xf16>
  %g2 = stablehlo.add %g1, %g : tensor<3x37xf16>
  %g3 = stablehlo.cosine %g2 : tensor<3x37xf16>
  %d1 = stablehlo.multiply %d, %d : tensor<3x37xf64>
  %d2 = stablehlo.sqrt %d1 : tensor<3x37xf64>
  %i1 = stablehlo.multiply %i, %i : tensor<3x37xi32>
  %i2 = stablehlo.shift_left %i1, %i : tensor<3x37xi32>
  %i3 = stablehlo.shift_right_arithmetic %i2, %i : tensor<3x37xi32>
  %i4 = stablehlo.abs %i3 : tensor<3x37xi32>
  %u1 = stablehlo.add %u, %u : tensor<3x37xui8>
  %u2 = stablehlo.maximum %u1, %u : tensor<3x37xui8>
  %c = stablehlo.compare LT, %a, %b : (tensor<3x37xf32>, tensor<3x37xf32>) -> tensor<3x37xi1>
  %s = stablehlo.select %c, %i4, %i : tensor<3x37xi1>, tensor<3x37xi32>
  %lo = stablehlo.constant dense<-2> : tensor<i32>
  %hi = stablehlo.constant dense<5> : tensor<i32>
  %cl = stablehlo.clamp %lo, %s, %hi : (tensor<i32>, tensor<3x37xi32>, tensor<i32>) -> tensor<3x37xi32>
  %f = stablehlo.convert %10 : (tensor<3x37xf32>) -> tensor<3x37xi32>
  %sum = stablehlo.add %cl, %f : tensor<3x37xi32>
  return %10, %h3, %g3, %d2, %i4, %u2, %c, %sum : tensor<3x37xf32>, tensor<3x37xbf16>, tensor<3x37xf16>, tensor<3x37xf64>, tensor<3x37xi32>, tensor<3x37xui8>, tensor<3x37xi1>, tensor<3x37xi32>
}
