// Float-to-integer conversions in the CPU backend's kernels saturate as the evaluator's do: NaN to 0,
// values beyond an integer type's range to its nearest bound, the rest truncated toward zero; for
// every integer width, signed and unsigned, from f32, f64 and bf16. Each array is long enough that
// the kernels' vector loops run, and the constants are run-time arguments (--lift-constants), so
// the conversions run in kernels (--op-runs).
// RUN: %hlx run %s --backend=interp --save-outputs=%t.interp.npz
// RUN: %hlx run %s --backend=cpu --lift-constants --save-outputs=%t.cpu.npz --op-runs=%t.runs
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=0
// RUN: FileCheck %s --input-file=%t.runs
// CHECK: elementwise kernel
// CHECK-NOT: evaluator
func.func @main() -> (tensor<96xi8>, tensor<96xui8>, tensor<96xi16>, tensor<96xui16>, tensor<96xi32>, tensor<96xui32>, tensor<96xi64>, tensor<96xui64>, tensor<96xi8>, tensor<96xui8>, tensor<96xi16>, tensor<96xui16>, tensor<96xi32>, tensor<96xui32>, tensor<96xi64>, tensor<96xui64>, tensor<96xi8>, tensor<96xui8>, tensor<96xi16>, tensor<96xui16>, tensor<96xi32>, tensor<96xui32>, tensor<96xi64>, tensor<96xui64>) {
  %f = stablehlo.constant dense<[0x7FC00000, 0x7F800000, 0xFF800000, 127.5, 128.0, -128.9, -129.0, 1.0e+10, -1.0e+10, -0.0, 255.9, 256.0, 2147483520.0, 2147483648.0, -2147483904.0, 4294967040.0, 4294967296.0, 9.0e+18, 1.9e+19, -1.5, 7.9, -8.5, 65535.5, -32768.7, 0x7FC00000, 0x7F800000, 0xFF800000, 127.5, 128.0, -128.9, -129.0, 1.0e+10, -1.0e+10, -0.0, 255.9, 256.0, 2147483520.0, 2147483648.0, -2147483904.0, 4294967040.0, 4294967296.0, 9.0e+18, 1.9e+19, -1.5, 7.9, -8.5, 65535.5, -32768.7, 0x7FC00000, 0x7F800000, 0xFF800000, 127.5, 128.0, -128.9, -129.0, 1.0e+10, -1.0e+10, -0.0, 255.9, 256.0, 2147483520.0, 2147483648.0, -2147483904.0, 4294967040.0, 4294967296.0, 9.0e+18, 1.9e+19, -1.5, 7.9, -8.5, 65535.5, -32768.7, 0x7FC00000, 0x7F800000, 0xFF800000, 127.5, 128.0, -128.9, -129.0, 1.0e+10, -1.0e+10, -0.0, 255.9, 256.0, 2147483520.0, 2147483648.0, -2147483904.0, 4294967040.0, 4294967296.0, 9.0e+18, 1.9e+19, -1.5, 7.9, -8.5, 65535.5, -32768.7]> : tensor<96xf32>
  %d = stablehlo.constant dense<[0x7FC00000, 0x7F800000, 0xFF800000, 127.5, 128.0, -128.9, -129.0, 1.0e+10, -1.0e+10, -0.0, 255.9, 256.0, 2147483520.0, 2147483648.0, -2147483904.0, 4294967040.0, 4294967296.0, 9.0e+18, 1.9e+19, -1.5, 7.9, -8.5, 65535.5, -32768.7, 0x7FC00000, 0x7F800000, 0xFF800000, 127.5, 128.0, -128.9, -129.0, 1.0e+10, -1.0e+10, -0.0, 255.9, 256.0, 2147483520.0, 2147483648.0, -2147483904.0, 4294967040.0, 4294967296.0, 9.0e+18, 1.9e+19, -1.5, 7.9, -8.5, 65535.5, -32768.7, 0x7FC00000, 0x7F800000, 0xFF800000, 127.5, 128.0, -128.9, -129.0, 1.0e+10, -1.0e+10, -0.0, 255.9, 256.0, 2147483520.0, 2147483648.0, -2147483904.0, 4294967040.0, 4294967296.0, 9.0e+18, 1.9e+19, -1.5, 7.9, -8.5, 65535.5, -32768.7, 0x7FC00000, 0x7F800000, 0xFF800000, 127.5, 128.0, -128.9, -129.0, 1.0e+10, -1.0e+10, -0.0, 255.9, 256.0, 2147483520.0, 2147483648.0, -2147483904.0, 4294967040.0, 4294967296.0, 9.0e+18, 1.9e+19, -1.5, 7.9, -8.5, 65535.5, -32768.7]> : tensor<96xf64>
  %b = stablehlo.convert %f : (tensor<96xf32>) -> tensor<96xbf16>
  %0 = stablehlo.convert %f : (tensor<96xf32>) -> tensor<96xi8>
  %1 = stablehlo.convert %f : (tensor<96xf32>) -> tensor<96xui8>
  %2 = stablehlo.convert %f : (tensor<96xf32>) -> tensor<96xi16>
  %3 = stablehlo.convert %f : (tensor<96xf32>) -> tensor<96xui16>
  %4 = stablehlo.convert %f : (tensor<96xf32>) -> tensor<96xi32>
  %5 = stablehlo.convert %f : (tensor<96xf32>) -> tensor<96xui32>
  %6 = stablehlo.convert %f : (tensor<96xf32>) -> tensor<96xi64>
  %7 = stablehlo.convert %f : (tensor<96xf32>) -> tensor<96xui64>
  %8 = stablehlo.convert %d : (tensor<96xf64>) -> tensor<96xi8>
  %9 = stablehlo.convert %d : (tensor<96xf64>) -> tensor<96xui8>
  %10 = stablehlo.convert %d : (tensor<96xf64>) -> tensor<96xi16>
  %11 = stablehlo.convert %d : (tensor<96xf64>) -> tensor<96xui16>
  %12 = stablehlo.convert %d : (tensor<96xf64>) -> tensor<96xi32>
  %13 = stablehlo.convert %d : (tensor<96xf64>) -> tensor<96xui32>
  %14 = stablehlo.convert %d : (tensor<96xf64>) -> tensor<96xi64>
  %15 = stablehlo.convert %d : (tensor<96xf64>) -> tensor<96xui64>
  %16 = stablehlo.convert %b : (tensor<96xbf16>) -> tensor<96xi8>
  %17 = stablehlo.convert %b : (tensor<96xbf16>) -> tensor<96xui8>
  %18 = stablehlo.convert %b : (tensor<96xbf16>) -> tensor<96xi16>
  %19 = stablehlo.convert %b : (tensor<96xbf16>) -> tensor<96xui16>
  %20 = stablehlo.convert %b : (tensor<96xbf16>) -> tensor<96xi32>
  %21 = stablehlo.convert %b : (tensor<96xbf16>) -> tensor<96xui32>
  %22 = stablehlo.convert %b : (tensor<96xbf16>) -> tensor<96xi64>
  %23 = stablehlo.convert %b : (tensor<96xbf16>) -> tensor<96xui64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23 : tensor<96xi8>, tensor<96xui8>, tensor<96xi16>, tensor<96xui16>, tensor<96xi32>, tensor<96xui32>, tensor<96xi64>, tensor<96xui64>, tensor<96xi8>, tensor<96xui8>, tensor<96xi16>, tensor<96xui16>, tensor<96xi32>, tensor<96xui32>, tensor<96xi64>, tensor<96xui64>, tensor<96xi8>, tensor<96xui8>, tensor<96xi16>, tensor<96xui16>, tensor<96xi32>, tensor<96xui32>, tensor<96xi64>, tensor<96xui64>
}
