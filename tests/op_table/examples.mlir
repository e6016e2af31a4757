// One program for each op of ops.def (or a few ops together, where one needs another), read by
// tests/op_table/op_table_test.cc: each case is verified, printed back in pretty and generic form, and
// its @main is run on the evaluator and on the CPU backend with the same pseudo-random arguments, whose
// results must agree. Every op kind must appear in some case: an op added to ops.def needs its example
// here (docs/adding-an-op.md).

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.abs %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.cbrt %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.ceil %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.cosine %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.exponential_minus_one %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.floor %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.log %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.log_plus_one %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.logistic %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.round_nearest_afz %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.round_nearest_even %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.rsqrt %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sign %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sine %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sqrt %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.tan %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.tanh %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xi1> {
  %0 = stablehlo.is_finite %x : (tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.count_leading_zeros %x : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.not %x : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @main(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.popcnt %x : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @main(%x: tensor<4xcomplex<f32>>) -> tensor<4xf32> {
  %0 = stablehlo.real %x : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xcomplex<f32>>) -> tensor<4xf32> {
  %0 = stablehlo.imag %x : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xi32> {
  %0 = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xi32> {
  %0 = stablehlo.bitcast_convert %x : (tensor<4xf32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.reduce_precision %x, format = e5m10 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.0625>>
  %1 = stablehlo.uniform_dequantize %0 : (tensor<4x!quant.uniform<i8:f32, 0.0625>>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.atan2 %x, %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.divide %x, %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.maximum %x, %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.minimum %x, %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.multiply %x, %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.power %x, %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.remainder %x, %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.subtract %x, %y : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.and %x, %y : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @main(%x: tensor<4xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.or %x, %y : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @main(%x: tensor<4xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.xor %x, %y : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @main(%x: tensor<4xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.shift_left %x, %y : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @main(%x: tensor<4xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.shift_right_arithmetic %x, %y : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @main(%x: tensor<4xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.shift_right_logical %x, %y : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xcomplex<f32>> {
  %0 = stablehlo.complex %x, %y : tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xi1> {
  %0 = stablehlo.compare LT, %x, %y, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @main(%lo: tensor<f32>, %x: tensor<4xf32>, %hi: tensor<f32>) -> tensor<4xf32> {
  %0 = stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%p: tensor<4xi1>, %x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.select %p, %x, %y : tensor<4xi1>, tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.acos %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.acosh %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.asin %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.asinh %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.atan %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.atanh %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.bessel_i1e %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.conj %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.cosh %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.digamma %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.erf_inv %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.erfc %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.lgamma %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.sinh %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.square %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.tan %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xi1> {
  %0 = chlo.is_inf %x : tensor<4xf32> -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xi1> {
  %0 = chlo.is_neg_inf %x : tensor<4xf32> -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xi1> {
  %0 = chlo.is_pos_inf %x : tensor<4xf32> -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @main(%x: tensor<4xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %0 = chlo.mulhi %x, %y : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.next_after %x, %y : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.polygamma %x, %y : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = chlo.zeta %x, %y : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xi32>, tensor<6xf32>, tensor<3x2xf32>) {
  %0 = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %1 = stablehlo.add %x, %0 : tensor<2x3xf32>
  %2 = stablehlo.iota dim = 0 : tensor<3xi32>
  %3 = stablehlo.reshape %1 : (tensor<2x3xf32>) -> tensor<6xf32>
  %4 = stablehlo.transpose %1, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %1, %2, %3, %4 : tensor<2x3xf32>, tensor<3xi32>, tensor<6xf32>, tensor<3x2xf32>
}

// -----

func.func @main(%x: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3x2xf32>, tensor<3xf32>) {
  %0 = stablehlo.broadcast %x, sizes = [2] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<3xf32>) -> tensor<3x2xf32>
  %2 = stablehlo.reverse %x, dims = [0] : tensor<3xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<3x2xf32>, tensor<3xf32>
}

// -----

func.func @main(%x: tensor<4x3xf32>, %y: tensor<2x3xf32>) -> (tensor<2x2xf32>, tensor<2x3xf32>, tensor<6x3xf32>, tensor<6x5xf32>, tensor<i32>) {
  %0 = stablehlo.slice %x [1:3, 0:3:2] : (tensor<4x3xf32>) -> tensor<2x2xf32>
  %i = stablehlo.constant dense<1> : tensor<i32>
  %j = stablehlo.constant dense<0> : tensor<i32>
  %1 = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %2 = stablehlo.concatenate %x, %y, dim = 0 : (tensor<4x3xf32>, tensor<2x3xf32>) -> tensor<6x3xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %3 = stablehlo.pad %x, %zero, low = [1, 0], high = [1, 1], interior = [0, 0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<6x4xf32>
  %4 = stablehlo.pad %3, %zero, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<6x5xf32>
  %5 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<4x3xf32>) -> tensor<i32>
  return %0, %1, %2, %4, %5 : tensor<2x2xf32>, tensor<2x3xf32>, tensor<6x3xf32>, tensor<6x5xf32>, tensor<i32>
}

// -----

func.func @main(%x: tensor<4x3xf32>, %u: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %i = stablehlo.constant dense<1> : tensor<i32>
  %j = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.dynamic_update_slice %x, %u, %i, %j : (tensor<4x3xf32>, tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @main(%x: tensor<6xf32>) -> (tensor<2x3xf32>, tensor<3xi32>, tensor<2x6xf32>, tensor<2xf32>, tensor<8xf32>) {
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %0 = stablehlo.dynamic_reshape %x, %shape : (tensor<6xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  %n = stablehlo.constant dense<3> : tensor<1xi64>
  %1 = stablehlo.dynamic_iota %n, dim = 0 : (tensor<1xi64>) -> tensor<3xi32>
  %bshape = stablehlo.constant dense<[2, 6]> : tensor<2xi64>
  %2 = stablehlo.dynamic_broadcast_in_dim %x, %bshape, dims = [1] : (tensor<6xf32>, tensor<2xi64>) -> tensor<2x6xf32>
  %start = stablehlo.constant dense<[1]> : tensor<1xi64>
  %limit = stablehlo.constant dense<[5]> : tensor<1xi64>
  %step = stablehlo.constant dense<[2]> : tensor<1xi64>
  %3 = stablehlo.real_dynamic_slice %x, %start, %limit, %step : (tensor<6xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %low = stablehlo.constant dense<[1]> : tensor<1xi64>
  %high = stablehlo.constant dense<[1]> : tensor<1xi64>
  %interior = stablehlo.constant dense<[0]> : tensor<1xi64>
  %4 = stablehlo.dynamic_pad %x, %zero, %low, %high, %interior : (tensor<6xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<8xf32>
  return %0, %1, %2, %3, %4 : tensor<2x3xf32>, tensor<3xi32>, tensor<2x6xf32>, tensor<2xf32>, tensor<8xf32>
}

// -----

func.func @main(%x: tensor<3x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %i = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi32>
  %0 = "stablehlo.gather"(%x, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 4>
  } : (tensor<3x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  %sizes = stablehlo.constant dense<[1, 4]> : tensor<2xi64>
  %1 = "stablehlo.dynamic_gather"(%x, %i, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>
  } : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x4xf32>
  return %0, %1 : tensor<2x4xf32>, tensor<2x4xf32>
}

// -----

func.func @main(%x: tensor<3x4xf32>, %u: tensor<2x4xf32>) -> tensor<3x4xf32> {
  %i = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi32>
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @main(%x: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 1 : i64, is_stable = true} : (tensor<2x5xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

func.func @main(%x: tensor<2xf32>, %y: tensor<3xi32>) -> (tensor<2xf32>, tensor<3xi32>) {
  %t = stablehlo.tuple %x, %y : tuple<tensor<2xf32>, tensor<3xi32>>
  %0 = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xf32>, tensor<3xi32>>) -> tensor<2xf32>
  %1 = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xf32>, tensor<3xi32>>) -> tensor<3xi32>
  return %0, %1 : tensor<2xf32>, tensor<3xi32>
}

// -----

func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<2x4x3xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
  %0 = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %1 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %2 = "stablehlo.einsum"(%a, %b) {einsum_config = "ab,bc->ac"} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %3 = "stablehlo.unary_einsum"(%c) {einsum_config = "abc->ab"} : (tensor<2x4x3xf32>) -> tensor<2x4xf32>
  return %0, %1, %2, %3 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
}

// -----

func.func @main(%x: tensor<1x4x4x1xf32>, %w: tensor<3x3x1x2xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<3x3x1x2xf32>) -> tensor<1x2x2x2xf32>
  %padding = stablehlo.constant dense<0> : tensor<2x2xi64>
  %1 = "stablehlo.dynamic_conv"(%x, %w, %padding) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    batch_group_count = 1 : i64,
    feature_group_count = 1 : i64
  } : (tensor<1x4x4x1xf32>, tensor<3x3x1x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2x2xf32>
  return %0, %1 : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
}

// -----

func.func @main(%x: tensor<3x4xf32>) -> (tensor<3xf32>, tensor<2x4xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %1 = "stablehlo.reduce_window"(%x, %zero) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<3x4xf32>, tensor<f32>) -> tensor<2x4xf32>
  return %0, %1 : tensor<3xf32>, tensor<2x4xf32>
}

// -----

func.func @main(%x: tensor<4x2xf32>, %s: tensor<2x2xf32>) -> tensor<4x2xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.select_and_scatter"(%x, %s, %zero) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %sum = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 1>} : (tensor<4x2xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @main(%x: tensor<2x2xf32>, %y: tensor<2x2xf32>, %t: tensor<3x4xf32>) -> (tensor<2x2xf32>, tensor<3x2xf32>) {
  %0 = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %p : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %i = stablehlo.constant dense<[3, 0]> : tensor<2xi32>
  %1 = "stablehlo.torch_index_select"(%t, %i) {dim = 1 : i64, batch_dims = 0 : i64} : (tensor<3x4xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  return %0, %1 : tensor<2x2xf32>, tensor<3x2xf32>
}

// -----

func.func @main(%x: tensor<f32>) -> (tensor<i64>, tensor<f32>) {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %ten = stablehlo.constant dense<10> : tensor<i64>
  %0:2 = stablehlo.while(%i = %zero, %sum = %x) : tensor<i64>, tensor<f32>
  cond {
    %lt = stablehlo.compare LT, %i, %ten : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %next = stablehlo.add %i, %one : tensor<i64>
    %twice = stablehlo.add %sum, %sum : tensor<f32>
    stablehlo.return %next, %twice : tensor<i64>, tensor<f32>
  }
  return %0#0, %0#1 : tensor<i64>, tensor<f32>
}

// -----

func.func @main(%p: tensor<i1>, %x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = "stablehlo.if"(%p) ({
    %n = stablehlo.negate %x : tensor<2xf32>
    stablehlo.return %n : tensor<2xf32>
  }, {
    stablehlo.return %x : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  %index = stablehlo.constant dense<1> : tensor<i32>
  %1 = "stablehlo.case"(%index) ({
    stablehlo.return %x : tensor<2xf32>
  }, {
    %a = stablehlo.abs %x : tensor<2xf32>
    stablehlo.return %a : tensor<2xf32>
  }) : (tensor<i32>) -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// -----

func.func @main(%x: tensor<2xf32>, %y: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0:2 = stablehlo.optimization_barrier %x, %y : tensor<2xf32>, tensor<2xf32>
  return %0#0, %0#1 : tensor<2xf32>, tensor<2xf32>
}

// -----

func.func @add_n.impl(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.constant dense<2.0> : tensor<2xf32>
  %1 = stablehlo.add %arg0, %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.composite "example.add_n" %x {composite_attributes = {n = 2 : i64}, decomposition = @add_n.impl} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @main(%x: tensor<2x5xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %0:2 = stablehlo.custom_call @mhlo.topk(%x) {mhlo.attributes = {k = 3 : i64, largest = true}, mhlo.version = 1 : i64} : (tensor<2x5xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi32>
}

// -----

func.func @main(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %0 = stablehlo.fft %x, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

// rng's values are the implementation's own: only their range is compared.
func.func @main() -> (tensor<2xui64>, tensor<4xui32>, tensor<4xi1>) {
  %state = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %0:2 = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
  %lo = stablehlo.constant dense<0.0> : tensor<f32>
  %hi = stablehlo.constant dense<1.0> : tensor<f32>
  %shape = stablehlo.constant dense<4> : tensor<1xi64>
  %1 = stablehlo.rng %lo, %hi, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<4xf32>
  %zeros = stablehlo.constant dense<0.0> : tensor<4xf32>
  %ones = stablehlo.constant dense<1.0> : tensor<4xf32>
  %above = stablehlo.compare GE, %1, %zeros, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %below = stablehlo.compare LT, %1, %ones, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %2 = stablehlo.and %above, %below : tensor<4xi1>
  return %0#0, %0#1, %2 : tensor<2xui64>, tensor<4xui32>, tensor<4xi1>
}

// -----

func.func @main(%b: tensor<3x2xf32>) -> (tensor<3x3xf32>, tensor<3x2xf32>) {
  %a = stablehlo.constant dense<[[4.0, 2.0, 0.4], [2.0, 5.0, 1.0], [0.4, 1.0, 3.0]]> : tensor<3x3xf32>
  %0 = stablehlo.cholesky %a, lower = true : tensor<3x3xf32>
  %1 = "stablehlo.triangular_solve"(%0, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  return %0, %1 : tensor<3x3xf32>, tensor<3x2xf32>
}

// -----

func.func @main(%x: tensor<4x2xf32>, %scale: tensor<2xf32>, %offset: tensor<2xf32>, %dy: tensor<4x2xf32>) -> (tensor<4x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %y, %mean, %var = "stablehlo.batch_norm_training"(%x, %scale, %offset) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<4x2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<4x2xf32>, tensor<2xf32>, tensor<2xf32>)
  %z = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %mean, %var) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<4x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<4x2xf32>
  %dx, %dscale, %doffset = "stablehlo.batch_norm_grad"(%x, %scale, %mean, %var, %dy) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<4x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<4x2xf32>) -> (tensor<4x2xf32>, tensor<2xf32>, tensor<2xf32>)
  return %y, %mean, %var, %z, %dx, %dscale, %doffset : tensor<4x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<2xf32>, tensor<2xf32>
}

// -----

func.func @main(%x: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<ui32>, tensor<ui32>) {
  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 1 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %2 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %3 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 1 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %4 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %5 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %6 = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %7 = stablehlo.replica_id : tensor<ui32>
  %8 = stablehlo.partition_id : tensor<ui32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<ui32>, tensor<ui32>
}

// -----

func.func @feed(%token: !stablehlo.token) -> (tensor<2xi64>, !stablehlo.token) {
  %0:2 = "stablehlo.infeed"(%token) : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  %1 = "stablehlo.outfeed"(%0#0, %0#1) : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  return %0#0, %1 : tensor<2xi64>, !stablehlo.token
}
func.func @queue() -> tensor<2xi64> {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  return %0 : tensor<2xi64>
}
func.func @main() {
  %token = stablehlo.after_all : !stablehlo.token
  %0:2 = "interpreter.run_parallel"(%token) {infeed = [@queue], programs = [[@feed]]} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  check.expect_eq_const %0#0, dense<[1, 2]> : tensor<2xi64>
  return
}

// -----

module @send_recv {
  func.func @send(%x: tensor<2xi64>, %token: !stablehlo.token) -> !stablehlo.token {
    %0 = "stablehlo.send"(%x, %token) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
    return %0 : !stablehlo.token
  }
  func.func @recv(%token: !stablehlo.token) -> (tensor<2xi64>, !stablehlo.token) {
    %0:2 = "stablehlo.recv"(%token) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
    return %0#0, %0#1 : tensor<2xi64>, !stablehlo.token
  }
  func.func @main() {
    %x = stablehlo.constant dense<[3, 4]> : tensor<2xi64>
    %token = stablehlo.create_token : !stablehlo.token
    %0, %1:2 = "interpreter.run_parallel"(%x, %token, %token) {programs = [[@send], [@recv]]} : (tensor<2xi64>, !stablehlo.token, !stablehlo.token) -> (!stablehlo.token, tensor<2xi64>, !stablehlo.token)
    check.expect_eq_const %1#0, dense<[3, 4]> : tensor<2xi64>
    return
  }
}

// -----

func.func @main(%x: tensor<2x5xf32>, %lhs: tensor<3x2xf32>, %rhs: tensor<2x2x4xf32>, %s: tensor<4xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>, tensor<3x4xf32>, tensor<4xi32>, tensor<i32>) {
  %0:2 = chlo.top_k(%x, k = 3) : tensor<2x5xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  %groups = stablehlo.constant dense<[2, 1]> : tensor<2xi64>
  %1 = "chlo.ragged_dot"(%lhs, %rhs, %groups) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<3x2xf32>, tensor<2x2x4xf32>, tensor<2xi64>) -> tensor<3x4xf32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %2:2 = chlo.scan(%s) inits(%init) dimension=0 {
  ^bb0(%a: tensor<i32>, %acc: tensor<i32>):
    %sum = stablehlo.add %a, %acc : tensor<i32>
    stablehlo.return %sum, %sum : tensor<i32>, tensor<i32>
  } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
  return %0#0, %0#1, %1, %2#0, %2#1 : tensor<2x3xf32>, tensor<2x3xi32>, tensor<3x4xf32>, tensor<4xi32>, tensor<i32>
}

// -----

func.func private @twice(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %x, %x : tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @main(%x: tensor<2xf32>, %flag: tensor<i1>) -> tensor<2xf32> {
  %0 = func.call @twice(%x) : (tensor<2xf32>) -> tensor<2xf32>
  %b = tensor.extract %flag[] : tensor<i1>
  cf.cond_br %b, ^yes, ^no
^yes:
  cf.br ^done(%0 : tensor<2xf32>)
^no:
  cf.br ^done(%x : tensor<2xf32>)
^done(%r: tensor<2xf32>):
  return %r : tensor<2xf32>
}

// -----

func.func @main() -> tensor<2xf32> {
  %0 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %1 = stablehlo.add %0, %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}

// -----

module @sharded {
  sdy.mesh @mesh = <["x"=1]>
  func.func @main(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
    %c = sdy.constant dense<1.0> : tensor<2x2xf32>
    %0 = sdy.sharding_constraint %x <@mesh, [{"x"}, {}]> : tensor<2x2xf32>
    %1 = sdy.manual_computation(%0, %c) in_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) {
      %s = stablehlo.add %a, %b : tensor<2x2xf32>
      sdy.return %s : tensor<2x2xf32>
    } : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    return %1 : tensor<2x2xf32>
  }
}

// -----

func.func @main() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[1.0, 2.0000002]> : tensor<2xf32>
  %i = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  check.expect_eq %i, %i : tensor<2xi32>
  check.expect_eq_const %i, dense<[1, 2]> : tensor<2xi32>
  check.expect_almost_eq %a, %b : tensor<2xf32>
  check.expect_almost_eq_const %a, dense<[1.0, 2.0]> : tensor<2xf32>
  check.expect_close %a, %b, max_ulp_difference = 2 : tensor<2xf32>, tensor<2xf32>
  %p = interpreter.probe %i, probe_id = "probe_i" : tensor<2xi32>
  check.expect_serialized_eq %p, probe_id = "probe_i" : tensor<2xi32>
  interpreter.print %a : tensor<2xf32>
  return
}
