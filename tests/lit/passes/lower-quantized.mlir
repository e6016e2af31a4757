// lower-quantized turns each kind of quantized op into integer and float arithmetic; the CPU backend,
// which runs it first, computes what the evaluator computes from the quantized program.
// RUN: %hlx opt %s --passes=lower-quantized | FileCheck %s
// RUN: %hlx opt %s --passes=lower-quantized | %hlx check -
// Each function on the evaluator and on the CPU backend, the same random arguments:
// RUN: %hlx run %s --entry=quantize --backend=interp --seed=3 --save-outputs=%t.quantize.i.npz
// RUN: %hlx run %s --entry=quantize --backend=cpu --seed=3 --save-outputs=%t.quantize.c.npz
// RUN: %hlx compare %t.quantize.i.npz %t.quantize.c.npz --rtol=0
// RUN: %hlx run %s --entry=dot --backend=interp --seed=3 --save-outputs=%t.dot.i.npz
// RUN: %hlx run %s --entry=dot --backend=cpu --seed=3 --save-outputs=%t.dot.c.npz
// RUN: %hlx compare %t.dot.i.npz %t.dot.c.npz --rtol=0
// RUN: %hlx run %s --entry=conv --backend=interp --seed=3 --save-outputs=%t.conv.i.npz
// RUN: %hlx run %s --entry=conv --backend=cpu --seed=3 --save-outputs=%t.conv.c.npz
// RUN: %hlx compare %t.conv.i.npz %t.conv.c.npz --rtol=0
// RUN: %hlx run %s --entry=pool --backend=interp --seed=3 --save-outputs=%t.pool.i.npz
// RUN: %hlx run %s --entry=pool --backend=cpu --seed=3 --save-outputs=%t.pool.c.npz
// RUN: %hlx compare %t.pool.i.npz %t.pool.c.npz --rtol=0
// RUN: %hlx run %s --entry=moves --backend=interp --seed=3 --save-outputs=%t.moves.i.npz
// RUN: %hlx run %s --entry=moves --backend=cpu --seed=3 --save-outputs=%t.moves.c.npz
// RUN: %hlx compare %t.moves.i.npz %t.moves.c.npz --rtol=0
// RUN: %hlx run %s --entry=generic --backend=interp --seed=3 --save-outputs=%t.generic.i.npz
// RUN: %hlx run %s --entry=generic --backend=cpu --seed=3 --save-outputs=%t.generic.c.npz
// RUN: %hlx compare %t.generic.i.npz %t.generic.c.npz --rtol=0
// RUN: %hlx run %s --entry=kept --backend=interp --seed=3 --save-outputs=%t.kept.i.npz
// RUN: %hlx run %s --entry=kept --backend=cpu --seed=3 --save-outputs=%t.kept.c.npz
// RUN: %hlx compare %t.kept.i.npz %t.kept.c.npz --rtol=0
// RUN: %hlx run %s --entry=boundary --backend=interp --seed=3 --save-outputs=%t.boundary.i.npz
// RUN: %hlx run %s --entry=boundary --backend=cpu --seed=3 --save-outputs=%t.boundary.c.npz
// RUN: %hlx compare %t.boundary.i.npz %t.boundary.c.npz --rtol=0
// RUN: %hlx run %s --entry=bias --backend=interp --seed=3 --save-outputs=%t.bias.i.npz
// RUN: %hlx run %s --entry=bias --backend=cpu --seed=3 --save-outputs=%t.bias.c.npz
// RUN: %hlx compare %t.bias.i.npz %t.bias.c.npz --rtol=0
// RUN: %hlx run %s --entry=product_bias --backend=interp --seed=3 --save-outputs=%t.product_bias.i.npz
// RUN: %hlx run %s --entry=product_bias --backend=cpu --seed=3 --save-outputs=%t.product_bias.c.npz
// RUN: %hlx compare %t.product_bias.i.npz %t.product_bias.c.npz --rtol=0
// RUN: %hlx run %s --entry=narrow --backend=interp --seed=3 --save-outputs=%t.narrow.i.npz
// RUN: %hlx run %s --entry=narrow --backend=cpu --seed=3 --save-outputs=%t.narrow.c.npz
// RUN: %hlx compare %t.narrow.i.npz %t.narrow.c.npz --rtol=0
// RUN: %hlx run %s --entry=attention --backend=interp --seed=3 --save-outputs=%t.attention.i.npz
// RUN: %hlx run %s --entry=attention --backend=cpu --seed=3 --save-outputs=%t.attention.c.npz
// RUN: %hlx compare %t.attention.i.npz %t.attention.c.npz --rtol=0

!a = !quant.uniform<i8:f32, 0.5:-3>
!w = !quant.uniform<i8:f32, 0.25>
!wc = !quant.uniform<i8:f32:1, {0.25, 0.5}>
!acc = !quant.uniform<i32:f32, 0.125>
!accc = !quant.uniform<i32:f32:1, {0.125, 0.25}>
!o = !quant.uniform<i8:f32, 0.75:2>

// Quantize: x / scale + zero point, rounded half to even, converted: for i8's whole range the
// conversion's saturation is the spec's clamp, and it takes a NaN to 0 as the spec's rule does.
// CHECK-LABEL: func.func @quantize
// CHECK:      %[[S:.*]] = stablehlo.divide %{{.*}}, %{{.*}} : tensor<4xf32>
// CHECK-NEXT: stablehlo.constant dense<-3.0> : tensor<4xf32>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.add %[[S]], %{{.*}} : tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.round_nearest_even %[[Z]] : tensor<4xf32>
// CHECK-NEXT: %[[I8:.*]] = stablehlo.convert %[[R]] : (tensor<4xf32>) -> tensor<4xi8>
// Requantize: dequantize ((q - zero point) converted, times the scale), then quantize.
// CHECK-NEXT: %[[W:.*]] = stablehlo.convert %[[I8]] : (tensor<4xi8>) -> tensor<4xi32>
// CHECK-NEXT: stablehlo.constant dense<-3> : tensor<4xi32>
// CHECK-NEXT: stablehlo.subtract %[[W]]
// CHECK-NEXT: stablehlo.convert {{.*}} -> tensor<4xf32>
// CHECK-NEXT: stablehlo.constant dense<0.5>
// CHECK-NEXT: stablehlo.multiply
// CHECK-NEXT: stablehlo.constant dense<0.75>
// CHECK-NEXT: stablehlo.divide
// CHECK-NOT:  quant.uniform
// CHECK:      return
func.func @quantize(%x: tensor<4xf32>) -> tensor<4xf32> {
  %scale = stablehlo.constant dense<100.0> : tensor<4xf32>
  %xs = stablehlo.multiply %x, %scale : tensor<4xf32>
  %q = stablehlo.uniform_quantize %xs : (tensor<4xf32>) -> tensor<4x!a>
  %r = stablehlo.uniform_quantize %q : (tensor<4x!a>) -> tensor<4x!o>
  %d = stablehlo.uniform_dequantize %r : (tensor<4x!o>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// A product of an asymmetric activation and a per-channel weight: i8 x i8 into i32, less the activation's
// zero point times the weight's column sums (1 + 3 - 5 and 2 + 4 + 6, computed here), multiplied
// before their broadcast (a constant that fold-constants computes, which the CPU backend's oneDNN call
// subtracts), already at the accumulator's scales (0.5 x {0.25, 0.5}).
// CHECK-LABEL: func.func @dot
// CHECK:      %[[W:.*]] = stablehlo.constant dense<{{\[\[}}1, 2], [3, 4], [-5, 6]]> : tensor<3x2xi8>
// CHECK:      %[[Q:.*]] = stablehlo.convert {{.*}} -> tensor<2x3xi8>
// CHECK-NEXT: %[[P:.*]] = stablehlo.dot_general %[[Q]], %[[W]], contracting_dims = [1] x [0] : (tensor<2x3xi8>, tensor<3x2xi8>) -> tensor<2x2xi32>
// CHECK-NEXT: %[[SUMS:.*]] = stablehlo.constant dense<[-1, 12]> : tensor<2xi32>
// CHECK-NEXT: %[[Z:.*]] = stablehlo.constant dense<-3> : tensor<2xi32>
// CHECK-NEXT: %[[ZS:.*]] = stablehlo.multiply %[[SUMS]], %[[Z]] : tensor<2xi32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %[[ZS]], dims = [1]
// CHECK-NEXT: %[[ACC:.*]] = stablehlo.subtract %[[P]], %[[B]] : tensor<2x2xi32>
// CHECK-NEXT: stablehlo.convert %[[ACC]] : (tensor<2x2xi32>) -> tensor<2x2xf32>
// CHECK-NEXT: stablehlo.constant dense<[0.125, 0.25]> : tensor<2xf32>
// CHECK-NOT:  quant.uniform
// CHECK:      return
func.func @dot(%x: tensor<2x3xf32>) -> tensor<2x2xf32> {
  %w = "stablehlo.constant"() {value = dense<[[1, 2], [3, 4], [-5, 6]]> : tensor<3x2xi8>} : () -> tensor<3x2x!wc>
  %scale = stablehlo.constant dense<40.0> : tensor<2x3xf32>
  %xs = stablehlo.multiply %x, %scale : tensor<2x3xf32>
  %q = stablehlo.uniform_quantize %xs : (tensor<2x3xf32>) -> tensor<2x3x!a>
  %p = stablehlo.dot_general %q, %w, contracting_dims = [1] x [0] : (tensor<2x3x!a>, tensor<3x2x!wc>) -> tensor<2x2x!accc>
  %o = stablehlo.uniform_quantize %p : (tensor<2x2x!accc>) -> tensor<2x2x!o>
  %d = stablehlo.uniform_dequantize %o : (tensor<2x2x!o>) -> tensor<2x2xf32>
  return %d : tensor<2x2xf32>
}

// A convolution padded with 0 (the dequantized value) pads its i8 lhs with the zero point instead.
// CHECK-LABEL: func.func @conv
// CHECK:      %[[ZP:.*]] = stablehlo.constant dense<-3> : tensor<i8>
// CHECK-NEXT: %[[PAD:.*]] = stablehlo.pad %{{.*}}, %[[ZP]], low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<1x4x4x2xi8>, tensor<i8>) -> tensor<1x6x6x2xi8>
// CHECK-NEXT: %[[CONV:.*]] = stablehlo.convolution(%[[PAD]], %{{.*}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {{.*}} : (tensor<1x6x6x2xi8>, tensor<3x3x2x2xi8>) -> tensor<1x4x4x2xi32>
// CHECK:      stablehlo.reduce({{.*}}) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x3x2x2xi32>, tensor<i32>) -> tensor<2xi32>
// CHECK:      stablehlo.subtract %[[CONV]]
// CHECK-NOT:  quant.uniform
// CHECK:      return
func.func @conv(%x: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x2xf32>) -> tensor<1x4x4x2xf32> {
  %scale = stablehlo.constant dense<20.0> : tensor<1x4x4x2xf32>
  %xs = stablehlo.multiply %x, %scale : tensor<1x4x4x2xf32>
  %q = stablehlo.uniform_quantize %xs : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2x!a>
  %qk = stablehlo.uniform_quantize %k : (tensor<3x3x2x2xf32>) -> tensor<3x3x2x2x!w>
  %c = stablehlo.convolution(%q, %qk) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2x!a>, tensor<3x3x2x2x!w>) -> tensor<1x4x4x2x!acc>
  %o = stablehlo.uniform_quantize %c : (tensor<1x4x4x2x!acc>) -> tensor<1x4x4x2x!o>
  %d = stablehlo.uniform_dequantize %o : (tensor<1x4x4x2x!o>) -> tensor<1x4x4x2xf32>
  return %d : tensor<1x4x4x2xf32>
}

// Max pooling takes the largest storage integer.
// CHECK-LABEL: func.func @pool
// CHECK:      "stablehlo.reduce_window"(%{{.*}}, %{{.*}}) ({
// CHECK-NEXT: ^bb0(%{{.*}}: tensor<i8>, %{{.*}}: tensor<i8>):
// CHECK-NEXT:   stablehlo.maximum %{{.*}}, %{{.*}} : tensor<i8>
// CHECK:      -> tensor<1x2x2x1xi8>
// CHECK-NOT:  quant.uniform
// CHECK:      return
func.func @pool(%x: tensor<1x4x4x1xf32>) -> tensor<1x2x2x1xf32> {
  %scale = stablehlo.constant dense<20.0> : tensor<1x4x4x1xf32>
  %xs = stablehlo.multiply %x, %scale : tensor<1x4x4x1xf32>
  %q = stablehlo.uniform_quantize %xs : (tensor<1x4x4x1xf32>) -> tensor<1x4x4x1x!a>
  %init = "stablehlo.constant"() {value = dense<-128> : tensor<i8>} : () -> tensor<!a>
  %p = "stablehlo.reduce_window"(%q, %init) ({
  ^bb0(%l: tensor<!a>, %r: tensor<!a>):
    %m = stablehlo.maximum %l, %r : tensor<!a>
    stablehlo.return %m : tensor<!a>
  }) {window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>} : (tensor<1x4x4x1x!a>, tensor<!a>) -> tensor<1x2x2x1x!a>
  %d = stablehlo.uniform_dequantize %p : (tensor<1x2x2x1x!a>) -> tensor<1x2x2x1xf32>
  return %d : tensor<1x2x2x1xf32>
}

// A gather and a dynamic_slice move the storage integers, by their integer indices.
// CHECK-LABEL: func.func @moves
// CHECK:      "stablehlo.gather"(%{{.*}}, %arg1) {{.*}} : (tensor<6x3xi8>, tensor<4xi32>) -> tensor<4x3xi8>
// CHECK:      stablehlo.dynamic_slice %{{.*}}, %arg2, %{{.*}}, sizes = [2, 3] : (tensor<6x3xi8>, tensor<i32>, tensor<i32>) -> tensor<2x3xi8>
// CHECK-NOT:  quant.uniform
// CHECK:      return
func.func @moves(%x: tensor<6x3xf32>, %ids: tensor<4xi32>, %row: tensor<i32>) -> (tensor<4x3xf32>, tensor<2x3xf32>) {
  %scale = stablehlo.constant dense<20.0> : tensor<6x3xf32>
  %xs = stablehlo.multiply %x, %scale : tensor<6x3xf32>
  %q = stablehlo.uniform_quantize %xs : (tensor<6x3xf32>) -> tensor<6x3x!a>
  %g = "stablehlo.gather"(%q, %ids) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<6x3x!a>, tensor<4xi32>) -> tensor<4x3x!a>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %s = stablehlo.dynamic_slice %q, %row, %zero, sizes = [2, 3] : (tensor<6x3x!a>, tensor<i32>, tensor<i32>) -> tensor<2x3x!a>
  %gd = stablehlo.uniform_dequantize %g : (tensor<4x3x!a>) -> tensor<4x3xf32>
  %sd = stablehlo.uniform_dequantize %s : (tensor<2x3x!a>) -> tensor<2x3xf32>
  return %gd, %sd : tensor<4x3xf32>, tensor<2x3xf32>
}

// Any other op runs on the dequantized values: tanh on f32 between the formulas.
// CHECK-LABEL: func.func @generic
// CHECK:      stablehlo.tanh %{{.*}} : tensor<3xf32>
// CHECK-NOT:  quant.uniform
// CHECK:      return
func.func @generic(%x: tensor<3xf32>) -> tensor<3xf32> {
  %scale = stablehlo.constant dense<4.0> : tensor<3xf32>
  %xs = stablehlo.multiply %x, %scale : tensor<3xf32>
  %q = stablehlo.uniform_quantize %xs : (tensor<3xf32>) -> tensor<3x!a>
  %t = stablehlo.tanh %q : (tensor<3x!a>) -> tensor<3x!o>
  %d = stablehlo.uniform_dequantize %t : (tensor<3x!o>) -> tensor<3xf32>
  return %d : tensor<3xf32>
}

// A reduce that adds quantized values stays, seeing the lowered values through bitcast_convert.
// CHECK-LABEL: func.func @kept
// CHECK:      %[[V:.*]] = stablehlo.bitcast_convert %{{.*}} : (tensor<4xi8>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
// CHECK:      stablehlo.reduce(%[[V]] init: %{{.*}}) across dimensions = [0] : (tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
func.func @kept(%x: tensor<4xf32>) -> tensor<f32> {
  %scale = stablehlo.constant dense<10.0> : tensor<4xf32>
  %xs = stablehlo.multiply %x, %scale : tensor<4xf32>
  %q = stablehlo.uniform_quantize %xs : (tensor<4xf32>) -> tensor<4x!a>
  %zero = "stablehlo.constant"() {value = dense<-3> : tensor<i8>} : () -> tensor<!a>
  %s = stablehlo.reduce(%q init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<4x!a>, tensor<!a>) -> tensor<!a>
  %d = stablehlo.uniform_dequantize %s : (tensor<!a>) -> tensor<f32>
  return %d : tensor<f32>
}

// The signature keeps its types: arguments and results pass through bitcast_convert.
// CHECK-LABEL: func.func @boundary
// CHECK-NEXT: %[[IN:.*]] = stablehlo.bitcast_convert %arg0 : (tensor<4x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<4xi8>
// CHECK-NEXT: stablehlo.transpose %[[IN]], dims = [0] : (tensor<4xi8>) -> tensor<4xi8>
// CHECK:      %[[OUT:.*]] = stablehlo.bitcast_convert %{{.*}} : (tensor<4xi8>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
// CHECK-NEXT: return %[[OUT]]
func.func @boundary(%q: tensor<4x!a>) -> tensor<4x!a> {
  %t = stablehlo.transpose %q, dims = [0] : (tensor<4x!a>) -> tensor<4x!a>
  %n = stablehlo.negate %t : tensor<4x!a>
  return %n : tensor<4x!a>
}

// A bias added to an i32 accumulator at the same scale: the storage integers added in i64, clamped.
// CHECK-LABEL: func.func @bias
// CHECK:      %[[A:.*]] = stablehlo.convert %{{.*}} : (tensor<2x3xi32>) -> tensor<2x3xi64>
// CHECK-NEXT: %[[B:.*]] = stablehlo.convert %{{.*}} : (tensor<2x3xi32>) -> tensor<2x3xi64>
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<2x3xi64>
// CHECK-NEXT: stablehlo.constant dense<-2147483648> : tensor<2x3xi64>
// CHECK-NEXT: stablehlo.constant dense<2147483647> : tensor<2x3xi64>
// CHECK-NEXT: %[[C:.*]] = stablehlo.clamp %{{.*}}, %[[S]], %{{.*}} : tensor<2x3xi64>
// CHECK-NEXT: stablehlo.convert %[[C]] : (tensor<2x3xi64>) -> tensor<2x3xi32>
func.func @bias(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %scale = stablehlo.constant dense<1000.0> : tensor<2x3xf32>
  %xs = stablehlo.multiply %x, %scale : tensor<2x3xf32>
  %q = stablehlo.uniform_quantize %xs : (tensor<2x3xf32>) -> tensor<2x3x!acc>
  %b = "stablehlo.constant"() {value = dense<[1000, -2000, 3]> : tensor<3xi32>} : () -> tensor<3x!acc>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<3x!acc>) -> tensor<2x3x!acc>
  %s = stablehlo.add %q, %bb : tensor<2x3x!acc>
  %d = stablehlo.uniform_dequantize %s : (tensor<2x3x!acc>) -> tensor<2x3xf32>
  return %d : tensor<2x3xf32>
}

// A bias added to a product's sums, which lowering bounds (3 products of at most 128 x 127, less the
// zero point's share) as it bounds the constant bias (2000): no sum can leave i32, so the integers are
// added as they are, with no widening and no clamp.
// CHECK-LABEL: func.func @product_bias
// CHECK:      %[[P:.*]] = stablehlo.dot_general {{.*}} -> tensor<2x2xi32>
// CHECK:      %[[ACC:.*]] = stablehlo.subtract %[[P]], {{.*}} : tensor<2x2xi32>
// CHECK-NOT:  xi64>
// CHECK:      stablehlo.add %[[ACC]], {{.*}} : tensor<2x2xi32>
// CHECK-NOT:  xi64>
// CHECK:      return
func.func @product_bias(%x: tensor<2x3xf32>) -> tensor<2x2xf32> {
  %w = "stablehlo.constant"() {value = dense<[[1, 2], [3, 4], [-5, 6]]> : tensor<3x2xi8>} : () -> tensor<3x2x!w>
  %scale = stablehlo.constant dense<40.0> : tensor<2x3xf32>
  %xs = stablehlo.multiply %x, %scale : tensor<2x3xf32>
  %q = stablehlo.uniform_quantize %xs : (tensor<2x3xf32>) -> tensor<2x3x!a>
  %p = stablehlo.dot_general %q, %w, contracting_dims = [1] x [0] : (tensor<2x3x!a>, tensor<3x2x!w>) -> tensor<2x2x!acc>
  %b = "stablehlo.constant"() {value = dense<[2000, -7]> : tensor<2xi32>} : () -> tensor<2x!acc>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<2x!acc>) -> tensor<2x2x!acc>
  %s = stablehlo.add %p, %bb : tensor<2x2x!acc>
  %d = stablehlo.uniform_dequantize %s : (tensor<2x2x!acc>) -> tensor<2x2xf32>
  return %d : tensor<2x2xf32>
}

// A narrower storage range keeps the clamp, and a NaN's place is remembered for the value nearest 0.
// CHECK-LABEL: func.func @narrow
// CHECK:      %[[Y:.*]] = stablehlo.divide
// CHECK-NEXT: %[[NAN:.*]] = stablehlo.compare NE, %[[Y]], %[[Y]]
// CHECK-NEXT: stablehlo.constant dense<-127.0>
// CHECK-NEXT: stablehlo.constant dense<127.0>
// CHECK-NEXT: %[[C:.*]] = stablehlo.clamp %{{.*}}, %[[Y]], %{{.*}} : tensor<4xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.round_nearest_even %[[C]]
// CHECK-NEXT: stablehlo.constant dense<0.0>
// CHECK-NEXT: %[[SEL:.*]] = stablehlo.select %[[NAN]], %{{.*}}, %[[R]]
// CHECK-NEXT: stablehlo.convert %[[SEL]] : (tensor<4xf32>) -> tensor<4xi8>
func.func @narrow(%x: tensor<4xf32>) -> tensor<4xf32> {
  %scale = stablehlo.constant dense<100.0> : tensor<4xf32>
  %xs = stablehlo.multiply %x, %scale : tensor<4xf32>
  %q = stablehlo.uniform_quantize %xs : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8<-127:127>:f32, 0.5>>
  %d = stablehlo.uniform_dequantize %q : (tensor<4x!quant.uniform<i8<-127:127>:f32, 0.5>>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}

// Attention's scores, [batch, queries, heads, dim] x [batch, keys, heads, dim] -> [batch, heads,
// queries, keys]: the lhs's zero point times the keys' sums, which land on [batch, heads, keys] out of
// their own order. The reduce sums a transposed view, so that the broadcast into the scores only adds
// the queries' dimension (read with strides, it slowed the requantization of every score).
// CHECK-LABEL: func.func @attention
// CHECK:      %[[T:.*]] = stablehlo.transpose %{{.*}}, dims = [0, 2, 1, 3] : (tensor<2x5x3x4xi8>) -> tensor<2x3x5x4xi8>
// CHECK-NEXT: %[[W:.*]] = stablehlo.convert %[[T]] : (tensor<2x3x5x4xi8>) -> tensor<2x3x5x4xi32>
// CHECK:      %[[S:.*]] = stablehlo.reduce(%[[W]] init: %{{.*}}) applies stablehlo.add across dimensions = [3]
// CHECK-NEXT: stablehlo.constant {{.*}} : tensor<2x3x5xi32>
// CHECK-NEXT: %[[ZS:.*]] = stablehlo.multiply %[[S]], {{.*}} : tensor<2x3x5xi32>
// CHECK-NEXT: stablehlo.broadcast_in_dim %[[ZS]], dims = [0, 1, 3] : (tensor<2x3x5xi32>) -> tensor<2x3x5x5xi32>
func.func @attention(%q: tensor<2x5x3x4xf32>, %k: tensor<2x5x3x4xf32>) -> tensor<2x3x5x5xf32> {
  %scale = stablehlo.constant dense<40.0> : tensor<2x5x3x4xf32>
  %qs = stablehlo.multiply %q, %scale : tensor<2x5x3x4xf32>
  %ks = stablehlo.multiply %k, %scale : tensor<2x5x3x4xf32>
  %qq = stablehlo.uniform_quantize %qs : (tensor<2x5x3x4xf32>) -> tensor<2x5x3x4x!a>
  %kq = stablehlo.uniform_quantize %ks : (tensor<2x5x3x4xf32>) -> tensor<2x5x3x4x!w>
  %p = stablehlo.dot_general %qq, %kq, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x5x3x4x!a>, tensor<2x5x3x4x!w>) -> tensor<2x3x5x5x!acc>
  %o = stablehlo.uniform_quantize %p : (tensor<2x3x5x5x!acc>) -> tensor<2x3x5x5x!o>
  %d = stablehlo.uniform_dequantize %o : (tensor<2x3x5x5x!o>) -> tensor<2x3x5x5xf32>
  return %d : tensor<2x3x5x5xf32>
}
