// REQUIRES: avx512_bf16
// On a CPU with bf16 dot-product instructions (which oneDNN uses: AVX512-BF16, AMX) the CPU backend
// runs narrow-products: torch-mlir's bf16 linear layer (activations and transposed weight converted to
// f32 for the product) becomes one oneDNN product of the bf16 operands as they lie (the weight
// transposed by its strides), with the bias as its epilogue; no step widens the activations or the
// weight. Its results are the evaluator's within bf16's rounding of sums oneDNN adds in another order.

// RUN: %hlx run %s --backend=cpu --print-after-all --inputs=zeros | FileCheck %s
// RUN: %hlx run %s --backend=cpu --seed=7 --save-outputs=%t.cpu.npz
// RUN: %hlx run %s --backend=interp --seed=7 --save-outputs=%t.interp.npz
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --bf16 --rtol=1e-2

// CHECK-LABEL: IR after narrow-products
// CHECK:       stablehlo.dot_general %arg0, %{{.*}} : (tensor<64x96xbf16>, tensor<96x80xbf16>) -> tensor<64x80xf32>
// CHECK-LABEL: fusion plan
// CHECK-NEXT:  step 0: library stablehlo.dot_general + stablehlo.add (%0, %1, %2) -> (%3)
// CHECK-NEXT:  step 1: kernel {stablehlo.convert} (%3) -> (%4)
func.func @main(%x: tensor<64x96xbf16>, %w: tensor<80x96xbf16>, %b: tensor<80xf32>) -> tensor<64x80xbf16> {
  %t = stablehlo.transpose %w, dims = [1, 0] : (tensor<80x96xbf16>) -> tensor<96x80xbf16>
  %xf = stablehlo.convert %x : (tensor<64x96xbf16>) -> tensor<64x96xf32>
  %wf = stablehlo.convert %t : (tensor<96x80xbf16>) -> tensor<96x80xf32>
  %d = stablehlo.dot_general %xf, %wf, contracting_dims = [1] x [0] : (tensor<64x96xf32>, tensor<96x80xf32>) -> tensor<64x80xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<80xf32>) -> tensor<64x80xf32>
  %s = stablehlo.add %d, %bb : tensor<64x80xf32>
  %r = stablehlo.convert %s : (tensor<64x80xf32>) -> tensor<64x80xbf16>
  return %r : tensor<64x80xbf16>
}
