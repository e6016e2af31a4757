// A fused value computed by elementwise ops from one bf16, f16 or 8-bit value and constants is read from
// a table that the evaluator filled when the program was compiled, where its chain costs more than a
// table read: a bf16 GELU, an f16 ELU, an int8 sigmoid requantized, a bf16 tanh that a sum with another
// value reads, and a bf16 exp that a reduction reads. Over every bit pattern of the index (NaNs,
// infinities, denormals and signed zeros among them) the results equal the evaluator's bit for bit (the
// bf16 results are saved as their raw bits, so NaN payloads count too). Two GELUs that differ only in a
// constant read different tables. With --no-lookup-tables the kernels compute every value, within
// bf16's and f16's rounding of the evaluator's.

// RUN: %hlx run %s --case=0 --save-outputs=%t.in.npz
// RUN: %hlx run --backend=cpu --print-after-all --case=1 --inputs=%t.in.npz --save-outputs=%t.cpu.npz %s | FileCheck %s
// RUN: %hlx run --backend=interp --case=1 --inputs=%t.in.npz --save-outputs=%t.interp.npz %s
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=0
// RUN: %hlx run --backend=cpu --no-lookup-tables --print-after-all --case=1 --inputs=%t.in.npz --save-outputs=%t.computed.npz %s | FileCheck %s --check-prefix=COMPUTED
// RUN: %hlx compare %t.interp.npz %t.computed.npz --bf16 --rtol=0.01
// CHECK:     kernel {stablehlo.compare, stablehlo.exponential_minus_one, stablehlo.multiply, stablehlo.select} {{.*}} reading 1 table
// CHECK:     kernel {{.*}} reading 3 tables
// CHECK-DAG: @hlx.table.{{[0-9]+}} = external {{.*}}constant [65536 x i32]
// CHECK-DAG: @hlx.table.{{[0-9]+}} = external {{.*}}constant [256 x i32]
// COMPUTED-NOT: hlx.table
func.func @main() -> (tensor<256x256xbf16>, tensor<256x256xbf16>, tensor<256x256xf16>, tensor<4x256xi8>) {
  // Every bf16 and f16 bit pattern, in order, and every int8; %y: 0 to 65535 in bf16 (no NaN, whose
  // payload a computed sum passes on where the evaluator writes the default NaN).
  %bits = stablehlo.iota dim = 0 : tensor<65536xui16>
  %xb = stablehlo.bitcast_convert %bits : (tensor<65536xui16>) -> tensor<65536xbf16>
  %xb2 = stablehlo.reshape %xb : (tensor<65536xbf16>) -> tensor<256x256xbf16>
  %yb = stablehlo.convert %bits : (tensor<65536xui16>) -> tensor<65536xbf16>
  %yb2 = stablehlo.reshape %yb : (tensor<65536xbf16>) -> tensor<256x256xbf16>
  %xh = stablehlo.bitcast_convert %bits : (tensor<65536xui16>) -> tensor<65536xf16>
  %xh2 = stablehlo.reshape %xh : (tensor<65536xf16>) -> tensor<256x256xf16>
  %bytes = stablehlo.iota dim = 1 : tensor<4x256xui8>
  %xi = stablehlo.bitcast_convert %bytes : (tensor<4x256xui8>) -> tensor<4x256xi8>
  return %xb2, %yb2, %xh2, %xi : tensor<256x256xbf16>, tensor<256x256xbf16>, tensor<256x256xf16>, tensor<4x256xi8>
}

// -----

func.func @gelu(%x: tensor<256x256xbf16>, %c: tensor<bf16>) -> tensor<256x256xbf16> {
  %half_s = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
  %half = stablehlo.broadcast_in_dim %half_s, dims = [] : (tensor<bf16>) -> tensor<256x256xbf16>
  %one_s = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
  %one = stablehlo.broadcast_in_dim %one_s, dims = [] : (tensor<bf16>) -> tensor<256x256xbf16>
  %k_s = stablehlo.constant dense<0.797884583> : tensor<bf16>
  %k = stablehlo.broadcast_in_dim %k_s, dims = [] : (tensor<bf16>) -> tensor<256x256xbf16>
  %c_b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<bf16>) -> tensor<256x256xbf16>
  %x2 = stablehlo.multiply %x, %x : tensor<256x256xbf16>
  %x3 = stablehlo.multiply %x2, %x : tensor<256x256xbf16>
  %cx3 = stablehlo.multiply %c_b, %x3 : tensor<256x256xbf16>
  %inner = stablehlo.add %x, %cx3 : tensor<256x256xbf16>
  %scaled = stablehlo.multiply %k, %inner : tensor<256x256xbf16>
  %th = stablehlo.tanh %scaled : tensor<256x256xbf16>
  %onep = stablehlo.add %one, %th : tensor<256x256xbf16>
  %hx = stablehlo.multiply %half, %x : tensor<256x256xbf16>
  %y = stablehlo.multiply %hx, %onep : tensor<256x256xbf16>
  return %y : tensor<256x256xbf16>
}

func.func @main(%xb: tensor<256x256xbf16>, %yb: tensor<256x256xbf16>, %xh: tensor<256x256xf16>,
                %xi: tensor<4x256xi8>)
    -> (tensor<256x256xbf16>, tensor<256x256xbf16>, tensor<256x256xf16>, tensor<4x256xi8>,
        tensor<256x256xbf16>, tensor<256x256xbf16>, tensor<256xbf16>) {
  %c1 = stablehlo.constant dense<4.471500e-02> : tensor<bf16>
  %gelu = func.call @gelu(%xb, %c1) : (tensor<256x256xbf16>, tensor<bf16>) -> tensor<256x256xbf16>
  %c2 = stablehlo.constant dense<5.000000e-02> : tensor<bf16>
  %gelu2 = func.call @gelu(%xb, %c2) : (tensor<256x256xbf16>, tensor<bf16>) -> tensor<256x256xbf16>

  // ELU in f16: x > 0 ? x : 1.5 (e^x - 1).
  %zero_h = stablehlo.constant dense<0.0> : tensor<256x256xf16>
  %alpha = stablehlo.constant dense<1.5> : tensor<256x256xf16>
  %positive = stablehlo.compare GT, %xh, %zero_h : (tensor<256x256xf16>, tensor<256x256xf16>) -> tensor<256x256xi1>
  %em1 = stablehlo.exponential_minus_one %xh : tensor<256x256xf16>
  %scaled_em1 = stablehlo.multiply %alpha, %em1 : tensor<256x256xf16>
  %elu = stablehlo.select %positive, %xh, %scaled_em1 : tensor<256x256xi1>, tensor<256x256xf16>

  // An int8 sigmoid: dequantized by 0.05, requantized by 127 with rounding to even and saturation.
  %wide = stablehlo.convert %xi : (tensor<4x256xi8>) -> tensor<4x256xf32>
  %scale = stablehlo.constant dense<5.000000e-02> : tensor<4x256xf32>
  %real = stablehlo.multiply %wide, %scale : tensor<4x256xf32>
  %sig = stablehlo.logistic %real : tensor<4x256xf32>
  %q_scale = stablehlo.constant dense<1.270000e+02> : tensor<4x256xf32>
  %q = stablehlo.multiply %sig, %q_scale : tensor<4x256xf32>
  %rounded = stablehlo.round_nearest_even %q : tensor<4x256xf32>
  %lo = stablehlo.constant dense<-1.280000e+02> : tensor<4x256xf32>
  %hi = stablehlo.constant dense<1.270000e+02> : tensor<4x256xf32>
  %clamped = stablehlo.clamp %lo, %rounded, %hi : tensor<4x256xf32>
  %qi = stablehlo.convert %clamped : (tensor<4x256xf32>) -> tensor<4x256xi8>

  // tanh(x), written and read by a sum with another value.
  %t = stablehlo.tanh %xb : tensor<256x256xbf16>
  %sum = stablehlo.add %t, %yb : tensor<256x256xbf16>

  // The largest e^x of each row.
  %e = stablehlo.exponential %xb : tensor<256x256xbf16>
  %lowest = stablehlo.constant dense<0xFF80> : tensor<bf16>
  %row_max = stablehlo.reduce(%e init: %lowest) applies stablehlo.maximum across dimensions = [1]
      : (tensor<256x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
  return %gelu, %gelu2, %elu, %qi, %t, %sum, %row_max
      : tensor<256x256xbf16>, tensor<256x256xbf16>, tensor<256x256xf16>, tensor<4x256xi8>,
        tensor<256x256xbf16>, tensor<256x256xbf16>, tensor<256xbf16>
}
