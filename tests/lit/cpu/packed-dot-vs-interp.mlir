// Products whose f32 rhs is converted from bf16 or f16 weights run as hlx's packed product on CPUs with
// AVX2 and without AVX-512 (packed_dot.h), which reads the narrow weights and widens them as it packs
// them; elsewhere the convert is a kernel and the product a oneDNN call. [K, N] weights with a bias and
// tanh (N not a multiple of the 16-column panels, K not one of 8), [N, K] weights under a rank-3 lhs
// with a scale per row and a subtracted vector (two blocks of contraction steps and a tail), f16
// weights with two contracting dimensions, [N, K] weights with two, a bf16 product that widen-products
// makes an f32 one, more rows than a block with few columns (the threads split the rows), f16 [N, K]
// weights with K not a multiple of 8. A product of one row and a batched one stay oneDNN calls after
// their converts.
// The results match the evaluator's within f32's rounding.

// RUN: %if !avx512f %{ %hlx run --backend=cpu --print-after-all %s | FileCheck %s %}
// CHECK-LABEL: ----- fusion plan -----
// CHECK: packed stablehlo.dot_general + stablehlo.add + stablehlo.tanh (
// CHECK: packed stablehlo.dot_general + stablehlo.multiply + stablehlo.subtract (
// CHECK: packed stablehlo.dot_general (
// CHECK: packed stablehlo.dot_general (
// CHECK: packed stablehlo.dot_general (
// CHECK: packed stablehlo.dot_general + stablehlo.add (
// CHECK: library stablehlo.dot_general (
// CHECK: packed stablehlo.dot_general (
// CHECK: library stablehlo.dot_general (
// CHECK-NOT: evaluate
// CHECK-LABEL: ----- memory plan -----

// RUN: %hlx run --backend=cpu --save-outputs=%t.cpu.npz %s
// RUN: %hlx run --backend=interp --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-5

func.func @main(%x: tensor<197x300xf32>, %w: tensor<300x257xbf16>, %c: tensor<257xf32>,
                %y: tensor<2x5x520xf32>, %v: tensor<100x520xbf16>, %s: tensor<2x5xf32>, %d: tensor<100xf32>,
                %h: tensor<1x40x12x64xf32>, %hw: tensor<12x64x96xf16>,
                %g: tensor<5x2x64xf32>, %gw: tensor<96x2x64xbf16>,
                %a: tensor<33x70xbf16>, %b: tensor<70x50xbf16>,
                %t: tensor<300x64xf32>, %tw: tensor<64x16xbf16>, %tb: tensor<300x16xf32>,
                %o: tensor<1x768xf32>, %ow: tensor<768x1000xbf16>, %f: tensor<5x70xf32>, %fw: tensor<48x70xf16>,
                %bq: tensor<2x7x64xf32>, %bk: tensor<2x64x32xbf16>)
    -> (tensor<197x257xf32>, tensor<2x5x100xf32>, tensor<1x40x96xf32>, tensor<5x96xf32>, tensor<33x50xbf16>,
        tensor<300x16xf32>, tensor<1x1000xf32>, tensor<5x48xf32>, tensor<2x7x32xf32>) {
  %wf = stablehlo.convert %w : (tensor<300x257xbf16>) -> tensor<300x257xf32>
  %0 = stablehlo.dot_general %x, %wf, contracting_dims = [1] x [0] : (tensor<197x300xf32>, tensor<300x257xf32>) -> tensor<197x257xf32>
  %cb = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<257xf32>) -> tensor<197x257xf32>
  %1 = stablehlo.add %0, %cb : tensor<197x257xf32>
  %2 = stablehlo.tanh %1 : tensor<197x257xf32>

  %vf = stablehlo.convert %v : (tensor<100x520xbf16>) -> tensor<100x520xf32>
  %3 = stablehlo.dot_general %y, %vf, contracting_dims = [2] x [1] : (tensor<2x5x520xf32>, tensor<100x520xf32>) -> tensor<2x5x100xf32>
  %sb = stablehlo.broadcast_in_dim %s, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x100xf32>
  %4 = stablehlo.multiply %3, %sb : tensor<2x5x100xf32>
  %db = stablehlo.broadcast_in_dim %d, dims = [2] : (tensor<100xf32>) -> tensor<2x5x100xf32>
  %5 = stablehlo.subtract %4, %db : tensor<2x5x100xf32>

  %hf = stablehlo.convert %hw : (tensor<12x64x96xf16>) -> tensor<12x64x96xf32>
  %6 = stablehlo.dot_general %h, %hf, contracting_dims = [2, 3] x [0, 1] : (tensor<1x40x12x64xf32>, tensor<12x64x96xf32>) -> tensor<1x40x96xf32>

  %gf = stablehlo.convert %gw : (tensor<96x2x64xbf16>) -> tensor<96x2x64xf32>
  %7 = stablehlo.dot_general %g, %gf, contracting_dims = [1, 2] x [1, 2] : (tensor<5x2x64xf32>, tensor<96x2x64xf32>) -> tensor<5x96xf32>

  %8 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<33x70xbf16>, tensor<70x50xbf16>) -> tensor<33x50xbf16>

  %twf = stablehlo.convert %tw : (tensor<64x16xbf16>) -> tensor<64x16xf32>
  %9 = stablehlo.dot_general %t, %twf, contracting_dims = [1] x [0] : (tensor<300x64xf32>, tensor<64x16xf32>) -> tensor<300x16xf32>
  %10 = stablehlo.add %9, %tb : tensor<300x16xf32>

  %owf = stablehlo.convert %ow : (tensor<768x1000xbf16>) -> tensor<768x1000xf32>
  %11 = stablehlo.dot_general %o, %owf, contracting_dims = [1] x [0] : (tensor<1x768xf32>, tensor<768x1000xf32>) -> tensor<1x1000xf32>

  %fwf = stablehlo.convert %fw : (tensor<48x70xf16>) -> tensor<48x70xf32>
  %13 = stablehlo.dot_general %f, %fwf, contracting_dims = [1] x [1] : (tensor<5x70xf32>, tensor<48x70xf32>) -> tensor<5x48xf32>

  %bkf = stablehlo.convert %bk : (tensor<2x64x32xbf16>) -> tensor<2x64x32xf32>
  %12 = stablehlo.dot_general %bq, %bkf, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x7x64xf32>, tensor<2x64x32xf32>) -> tensor<2x7x32xf32>
  return %2, %5, %6, %7, %8, %10, %11, %13, %12 : tensor<197x257xf32>, tensor<2x5x100xf32>, tensor<1x40x96xf32>, tensor<5x96xf32>, tensor<33x50xbf16>, tensor<300x16xf32>, tensor<1x1000xf32>, tensor<5x48xf32>, tensor<2x7x32xf32>
}
