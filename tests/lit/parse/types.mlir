// Every kind of type and constant spelling reads and prints back: bounds, quantized types with storage
// ranges and per-axis scales, tuples, tokens, small floats, NaN and infinity bit patterns, complex, unsigned
// 64-bit, sub-byte integers, splats rounded to bf16, empty tensors and elided resources.
// RUN: %hlx opt %s | FileCheck %s
// RUN: %hlx opt %s > %t.1.mlir && %hlx opt %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir

func.func @types(%a: tensor<?x4xf32, #stablehlo.bounds<8, ?>>, %b: tensor<2x!quant.uniform<i8<-127:127>:f32:0, {0.5:-3, 2.0e-2}>>,
                 %c: tensor<!quant.uniform<ui8:bf16, 0.25:128>>, %d: tuple<tensor<i1>, tuple<!stablehlo.token>>,
                 %e: tensor<3xf8E4M3FN>, %f: tensor<3xf8E5M2FNUZ>, %g: tensor<2xf4E2M1FN>, %h: tensor<2xf6E3M2FN>,
                 %i: tensor<2xf8E8M0FNU>, %j: tensor<2xi4>, %k: tensor<2xui2>, %l: tensor<?x?xcomplex<f64>, #stablehlo.type_extensions<bounds = [?, 3]>>) {
  %0 = stablehlo.constant dense<[0x7FC00000, 0xFF800000, -0.0, 1.5e-45]> : tensor<4xf32>
  %1 = stablehlo.constant dense<[1.0, 448.0, -0.001953125]> : tensor<3xf8E4M3FN>
  %2 = stablehlo.constant dense<[(1.0, -2.5), (0x7FF8000000000000, 0.0)]> : tensor<2xcomplex<f64>>
  %3 = stablehlo.constant dense<[18446744073709551615, 0]> : tensor<2xui64>
  %4 = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %5 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %6 = stablehlo.constant dense<1.703130e+00> : tensor<2x3xbf16>
  %7 = stablehlo.constant dense<> : tensor<0x3xf32>
  %8 = stablehlo.constant dense_resource<__elided__> : tensor<64x64xf32>
  %9 = stablehlo.constant dense<[0.5, 6.0]> : tensor<2xf4E2M1FN>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @types(%arg0: tensor<?x4xf32, #stablehlo.bounds<8, ?>>, %arg1: tensor<2x!quant.uniform<i8<-127:127>:f32:0, {0.5:-3,0.02}>>, %arg2: tensor<!quant.uniform<ui8:bf16, 0.25:128>>, %arg3: tuple<tensor<i1>, tuple<!stablehlo.token>>, %arg4: tensor<3xf8E4M3FN>, %arg5: tensor<3xf8E5M2FNUZ>, %arg6: tensor<2xf4E2M1FN>, %arg7: tensor<2xf6E3M2FN>, %arg8: tensor<2xf8E8M0FNU>, %arg9: tensor<2xi4>, %arg10: tensor<2xui2>, %arg11: tensor<?x?xcomplex<f64>, #stablehlo.bounds<?, 3>>) {
// CHECK-NEXT:     %0 = stablehlo.constant dense<[0x7FC00000, 0xFF800000, -0.0, 1.0e-45]> : tensor<4xf32>
// CHECK-NEXT:     %1 = stablehlo.constant dense<[1.0, 448.0, -0.001953125]> : tensor<3xf8E4M3FN>
// CHECK-NEXT:     %2 = stablehlo.constant dense<[(1.0, -2.5), (0x7FF8000000000000, 0.0)]> : tensor<2xcomplex<f64>>
// CHECK-NEXT:     %3 = stablehlo.constant dense<[18446744073709551615, 0]> : tensor<2xui64>
// CHECK-NEXT:     %4 = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
// CHECK-NEXT:     %5 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
// CHECK-NEXT:     %6 = stablehlo.constant dense<1.703125> : tensor<2x3xbf16>
// CHECK-NEXT:     %7 = stablehlo.constant dense<> : tensor<0x3xf32>
// CHECK-NEXT:     %8 = stablehlo.constant dense_resource<__elided__> : tensor<64x64xf32>
// CHECK-NEXT:     %9 = stablehlo.constant dense<[0.5, 6.0]> : tensor<2xf4E2M1FN>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
