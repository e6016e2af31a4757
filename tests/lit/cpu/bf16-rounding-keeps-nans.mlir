// A kernel rounds each bf16 result, held in f32, to bf16. An f32 value converted to bf16 may be a NaN
// whose payload lies in its low half, which the rounding increment would carry into an infinity or
// the other sign: the convert guards NaNs. Every other op reads bf16 values, whose low half is zero,
// and its NaNs have a zero low half too (its NaN operand, a quiet NaN or an IEEE operation's), so its
// result is rounded without the guard: arithmetic, a reduction's sum and each math function. Every
// result equals the evaluator's, NaNs at the same places (the evaluator writes the default NaN where
// the CPU passes an operand's payload on), infinities, overflow, ties, poles and the edges of each
// function's domain included (the first case writes the inputs, the second reads them at run time).

// RUN: %hlx run %s --case=0 --save-outputs=%t.in.npz
// RUN: %hlx run --backend=cpu --print-after-all --case=1 --inputs=%t.in.npz --save-outputs=%t.cpu.npz %s | FileCheck %s
// RUN: %hlx run --backend=interp --case=1 --inputs=%t.in.npz --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --bf16 --rtol=0
// CHECK:     kernel {stablehlo.convert}
// CHECK:     kernel {{.*}}stablehlo.sqrt
// CHECK-NOT: evaluate
func.func @main() -> (tensor<16xf32>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>) {
  // NaNs with low-half payloads (0x7F800001: signaling, one payload bit), an f32 tie that rounds to
  // even (0x3F808000 down, 0x3F818000 up), the largest f32 (rounds to infinity), -0 and a denormal.
  %f = stablehlo.constant dense<[0x7F800001, 0xFF800001, 0x7FFFFFFF, 0xFFFFFFFF, 0x7F807FFF, 0x7FBF8000,
                                 0x7FFF8000, 0xFFC08000, 0x3F808000, 0x3F818000, 0x7F7FFFFF, 0xFF7FFFFF,
                                 0x80000000, 0x00000001, 0x7F800000, 0x3F800001]> : tensor<16xf32>
  // bf16 NaNs (signaling 0x7F81 and 0xFF81, all payload bits 0x7FFF and 0xFFFF), infinities, the
  // largest finite (0x7F7F: its sum with itself overflows), denormals and ties.
  %a = stablehlo.constant dense<[[0x7F81, 0x7FFF, 0xFFFF, 0x7F80, 0xFF80, 0x7F7F, 0x0001, 1.0],
                                 [0xFF81, 2.0, 0x7FC1, 0x0000, 0x8000, 0x7F7F, 0x807F, 3.0]]> : tensor<2x8xbf16>
  %b = stablehlo.constant dense<[[1.0, 2.0, 0x7F80, 0xFF80, 0x7F80, 0x7F7F, 0x0001, 0x3B80],
                                 [0x7F81, 0xFFC2, 0x7F80, 0x0000, 0x7F80, 0x0080, 0x807F, 0x3C00]]> : tensor<2x8xbf16>
  // Edges: NaNs (signaling, all payload bits), infinities, the largest finite, -1 (log1p's pole), 1
  // (erf_inv's), zeros (log's, digamma's), negative integers (lgamma's and digamma's poles), values
  // below 0, below -1 and above 1 (outside log's, log1p's and erf_inv's domains) and denormals.
  %e = stablehlo.constant dense<[[0x7F81, 0xFFFF, 0x7F80, 0xFF80, 0x7F7F, -1.0, 1.0, 0.0],
                                 [0x8000, -3.0, -0.5, -2.0, 1.5, 0x0001, 0x7FFF, 0xFF81]]> : tensor<2x8xbf16>
  return %f, %a, %b, %e : tensor<16xf32>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>
}

// -----

func.func @main(%f: tensor<16xf32>, %a: tensor<2x8xbf16>, %b: tensor<2x8xbf16>, %e: tensor<2x8xbf16>)
    -> (tensor<16xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>,
        tensor<2x8xbf16>, tensor<2xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>,
        tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>,
        tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>,
        tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>,
        tensor<2x8xbf16>) {
  %c = stablehlo.convert %f : (tensor<16xf32>) -> tensor<16xbf16>
  %sum = stablehlo.add %a, %b : tensor<2x8xbf16>
  %diff = stablehlo.subtract %a, %b : tensor<2x8xbf16>
  %prod = stablehlo.multiply %a, %b : tensor<2x8xbf16>
  %quot = stablehlo.divide %a, %b : tensor<2x8xbf16>
  %neg = stablehlo.negate %a : tensor<2x8xbf16>
  %root = stablehlo.sqrt %neg : tensor<2x8xbf16>
  %zero = stablehlo.constant dense<0.0> : tensor<bf16>
  %rows = stablehlo.reduce(%sum init: %zero) applies stablehlo.add across dimensions = [1]
      : (tensor<2x8xbf16>, tensor<bf16>) -> tensor<2xbf16>
  %exp = stablehlo.exponential %a : tensor<2x8xbf16>
  %sigmoid = stablehlo.logistic %b : tensor<2x8xbf16>
  %tanh = stablehlo.tanh %sum : tensor<2x8xbf16>
  // Each math function of the NaNs and infinities of %a and of %e, the edges of its domain.
  %log = stablehlo.log %e : tensor<2x8xbf16>
  %log1p = stablehlo.log_plus_one %e : tensor<2x8xbf16>
  %expm1 = stablehlo.exponential_minus_one %a : tensor<2x8xbf16>
  %sin = stablehlo.sine %a : tensor<2x8xbf16>
  %cos = stablehlo.cosine %e : tensor<2x8xbf16>
  %tan = stablehlo.tan %a : tensor<2x8xbf16>
  %rsqrt = stablehlo.rsqrt %e : tensor<2x8xbf16>
  %cbrt = stablehlo.cbrt %a : tensor<2x8xbf16>
  %pow = stablehlo.power %e, %b : tensor<2x8xbf16>
  %rem = stablehlo.remainder %a, %e : tensor<2x8xbf16>
  %atan2 = stablehlo.atan2 %a, %e : tensor<2x8xbf16>
  %erf = chlo.erf %a : tensor<2x8xbf16> -> tensor<2x8xbf16>
  %erfc = chlo.erfc %e : tensor<2x8xbf16> -> tensor<2x8xbf16>
  %erf_inv = chlo.erf_inv %e : tensor<2x8xbf16> -> tensor<2x8xbf16>
  %lgamma = chlo.lgamma %e : tensor<2x8xbf16> -> tensor<2x8xbf16>
  %digamma = chlo.digamma %e : tensor<2x8xbf16> -> tensor<2x8xbf16>
  return %c, %sum, %diff, %prod, %quot, %root, %rows, %exp, %sigmoid, %tanh, %log, %log1p, %expm1, %sin,
         %cos, %tan, %rsqrt, %cbrt, %pow, %rem, %atan2, %erf, %erfc, %erf_inv, %lgamma, %digamma
      : tensor<16xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>,
        tensor<2x8xbf16>, tensor<2xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>,
        tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>,
        tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>,
        tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>, tensor<2x8xbf16>,
        tensor<2x8xbf16>
}
