// Region bodies that run as compiled scalar code (scalar_region.h): variadic reductions (argmax and
// argmin with NaN and ties), multi-key sort comparators, i1 reductions, and scatter, reduce_window and
// select_and_scatter bodies of several ops, and bodies outside the scalar subset, which the evaluator
// runs op by op. Each result is the one the spec gives.
// RUN: %hlx run --backend=interp %s
// RUN: %hlx run --backend=cpu %s

func.func @argmax_variadic_reduce() {
  %x = stablehlo.constant dense<[[1.0, 5.0, 5.0, -2.0], [0x7FC00000, 3.0, 0x7FC00000, 9.0], [-1.0, -1.0, -3.0, -0.5]]> : tensor<3x4xf32>
  %i = stablehlo.iota dim = 1 : tensor<3x4xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  // The first index of the largest value; NaN counts as the largest.
  %v, %k = stablehlo.reduce(%x init: %ninf), (%i init: %zero) across dimensions = [1]
    : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
   reducer(%a: tensor<f32>, %c: tensor<f32>) (%ai: tensor<i32>, %ci: tensor<i32>) {
    %gt = stablehlo.compare GT, %a, %c, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %nan = stablehlo.compare NE, %a, %a, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %pick_a = stablehlo.or %gt, %nan : tensor<i1>
    %eq = stablehlo.compare EQ, %a, %c, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %lower = stablehlo.compare LT, %ai, %ci, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %lower : tensor<i1>
    %keep = stablehlo.or %pick_a, %tie : tensor<i1>
    %rv = stablehlo.select %keep, %a, %c : tensor<i1>, tensor<f32>
    %ri = stablehlo.select %keep, %ai, %ci : tensor<i1>, tensor<i32>
    stablehlo.return %rv, %ri : tensor<f32>, tensor<i32>
  }
  check.expect_eq_const %k, dense<[1, 0, 3]> : tensor<3xi32>
  check.expect_eq_const %v, dense<[5.0, 0x7FC00000, -0.5]> : tensor<3xf32>
  return
}

// -----

func.func @argmin_bf16_with_convert() {
  %x = stablehlo.constant dense<[3.5, -2.25, 7.0, -2.25, 0.125]> : tensor<5xbf16>
  %i = stablehlo.iota dim = 0 : tensor<5xui8>
  %inf = stablehlo.constant dense<0x7F80> : tensor<bf16>
  %zero = stablehlo.constant dense<0> : tensor<ui8>
  %v, %k = stablehlo.reduce(%x init: %inf), (%i init: %zero) across dimensions = [0]
    : (tensor<5xbf16>, tensor<5xui8>, tensor<bf16>, tensor<ui8>) -> (tensor<bf16>, tensor<ui8>)
   reducer(%a: tensor<bf16>, %c: tensor<bf16>) (%ai: tensor<ui8>, %ci: tensor<ui8>) {
    %fa = stablehlo.convert %a : (tensor<bf16>) -> tensor<f32>
    %fc = stablehlo.convert %c : (tensor<bf16>) -> tensor<f32>
    %le = stablehlo.compare LE, %fa, %fc : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %rv = stablehlo.select %le, %a, %c : tensor<i1>, tensor<bf16>
    %ri = stablehlo.select %le, %ai, %ci : tensor<i1>, tensor<ui8>
    stablehlo.return %rv, %ri : tensor<bf16>, tensor<ui8>
  }
  check.expect_eq_const %v, dense<-2.25> : tensor<bf16>
  check.expect_eq_const %k, dense<1> : tensor<ui8>
  return
}

// -----

func.func @multi_key_sort() {
  // Ascending by the first key, then descending by the second; the third operand rides along.
  %k0 = stablehlo.constant dense<[2, 1, 2, 1, 0, 2]> : tensor<6xi32>
  %k1 = stablehlo.constant dense<[0.5, 3.0, 1.5, -1.0, 2.0, 0.5]> : tensor<6xf32>
  %p = stablehlo.iota dim = 0 : tensor<6xi64>
  %s:3 = "stablehlo.sort"(%k0, %k1, %p) ({
  ^bb0(%a0: tensor<i32>, %b0: tensor<i32>, %a1: tensor<f32>, %b1: tensor<f32>, %ap: tensor<i64>, %bp: tensor<i64>):
    %lt = stablehlo.compare LT, %a0, %b0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %a0, %b0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %gt = stablehlo.compare GT, %a1, %b1, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %tie = stablehlo.and %eq, %gt : tensor<i1>
    %r = stablehlo.or %lt, %tie : tensor<i1>
    stablehlo.return %r : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<6xi32>, tensor<6xf32>, tensor<6xi64>) -> (tensor<6xi32>, tensor<6xf32>, tensor<6xi64>)
  check.expect_eq_const %s#0, dense<[0, 1, 1, 2, 2, 2]> : tensor<6xi32>
  check.expect_eq_const %s#1, dense<[2.0, 3.0, -1.0, 1.5, 0.5, 0.5]> : tensor<6xf32>
  check.expect_eq_const %s#2, dense<[4, 1, 3, 2, 0, 5]> : tensor<6xi64>
  return
}

// -----

func.func @sort_descending_ui8_rows() {
  %x = stablehlo.constant dense<[[3, 250, 7], [0, 9, 200]]> : tensor<2x3xui8>
  %s = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
    %r = stablehlo.compare GT, %a, %b : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    stablehlo.return %r : tensor<i1>
  }) {dimension = 1 : i64} : (tensor<2x3xui8>) -> tensor<2x3xui8>
  check.expect_eq_const %s, dense<[[250, 7, 3], [200, 9, 0]]> : tensor<2x3xui8>
  return
}

// -----

func.func @i1_reduce_any_of_compare() {
  // Whether any element of a row is negative, through a body of a compare and an or.
  %x = stablehlo.constant dense<[[1, -2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %zero = stablehlo.constant dense<0> : tensor<2x3xi32>
  %neg = stablehlo.compare LT, %x, %zero : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
  %f = stablehlo.constant dense<false> : tensor<i1>
  %r = stablehlo.reduce(%neg init: %f) across dimensions = [1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<2xi1>
   reducer(%a: tensor<i1>, %b: tensor<i1>) {
    %t = stablehlo.constant dense<true> : tensor<i1>
    %nb = stablehlo.xor %b, %t : tensor<i1>
    %nnb = stablehlo.xor %nb, %t : tensor<i1>
    %o = stablehlo.or %a, %nnb : tensor<i1>
    stablehlo.return %o : tensor<i1>
  }
  check.expect_eq_const %r, dense<[true, false]> : tensor<2xi1>
  return
}

// -----

func.func @reduce_window_sum_of_squares_i32_wraps() {
  %x = stablehlo.constant dense<[3, 65536, 65536, -4, 2]> : tensor<5xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.reduce_window"(%x, %zero) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %sq = stablehlo.multiply %b, %b : tensor<i32>
    %s = stablehlo.add %a, %sq : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, padding = dense<[[1, 0]]> : tensor<1x2xi64>}
    : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
  // 65536^2 wraps to 0 in i32.
  check.expect_eq_const %r, dense<[9, 9, 0, 16, 20]> : tensor<5xi32>
  return
}

// -----

func.func @scatter_complex_multiply_accumulate() {
  %x = stablehlo.constant dense<[(1.0, 0.0), (0.0, 1.0), (2.0, 2.0)]> : tensor<3xcomplex<f32>>
  %i = stablehlo.constant dense<[[1], [1], [2]]> : tensor<3x1xi32>
  %u = stablehlo.constant dense<[(0.0, 1.0), (2.0, 0.0), (1.0, -1.0)]> : tensor<3xcomplex<f32>>
  %r = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>):
    %m = stablehlo.multiply %a, %b : tensor<complex<f32>>
    %s = stablehlo.subtract %m, %b : tensor<complex<f32>>
    stablehlo.return %s : tensor<complex<f32>>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<3xcomplex<f32>>, tensor<3x1xi32>, tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  // i * i - i = -1 - i; (-1 - i) * 2 - 2 = -4 - 2i; (2 + 2i)(1 - i) - (1 - i) = 4 - 1 + i = 3 + i.
  check.expect_eq_const %r, dense<[(1.0, 0.0), (-4.0, -2.0), (3.0, 1.0)]> : tensor<3xcomplex<f32>>
  return
}

// -----

func.func @select_and_scatter_min_f64() {
  %x = stablehlo.constant dense<[4.0, 1.0, 1.0, 3.0, 0.5, 2.0]> : tensor<6xf64>
  %src = stablehlo.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf64>
  %zero = stablehlo.constant dense<0.0> : tensor<f64>
  %r = "stablehlo.select_and_scatter"(%x, %src, %zero) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %le = stablehlo.compare LE, %a, %b : (tensor<f64>, tensor<f64>) -> tensor<i1>
    stablehlo.return %le : tensor<i1>
  }, {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %h = stablehlo.constant dense<0.5> : tensor<f64>
    %m = stablehlo.multiply %b, %h : tensor<f64>
    %s = stablehlo.add %a, %m : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) {window_dimensions = array<i64: 3>, window_strides = array<i64: 2>, padding = dense<[[0, 1]]> : tensor<1x2xi64>}
    : (tensor<6xf64>, tensor<3xf64>, tensor<f64>) -> tensor<6xf64>
  // Windows [4, 1, 1], [1, 3, 0.5], [0.5, 2]: the first minimum of each gets half its source.
  check.expect_eq_const %r, dense<[0.0, 5.0, 0.0, 0.0, 25.0, 0.0]> : tensor<6xf64>
  return
}

// -----

func.func @bodies_outside_the_scalar_subset() {
  // clamp is not in the scalar subset: the evaluator runs these bodies op by op.
  %x = stablehlo.constant dense<[5, -9, 2, 7]> : tensor<4xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.reduce(%x init: %zero) across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
   reducer(%a: tensor<i32>, %b: tensor<i32>) {
    %lo = stablehlo.constant dense<-3> : tensor<i32>
    %hi = stablehlo.constant dense<6> : tensor<i32>
    %c = stablehlo.clamp %lo, %b, %hi : tensor<i32>
    %s = stablehlo.add %a, %c : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }
  check.expect_eq_const %r, dense<10> : tensor<i32>
  %s = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %lo = stablehlo.constant dense<0> : tensor<i32>
    %hi = stablehlo.constant dense<6> : tensor<i32>
    %ca = stablehlo.clamp %lo, %a, %hi : tensor<i32>
    %cb = stablehlo.clamp %lo, %b, %hi : tensor<i32>
    %lt = stablehlo.compare LT, %ca, %cb : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xi32>) -> tensor<4xi32>
  // Clamped keys 5, 0, 2, 6: a stable sort by them.
  check.expect_eq_const %s, dense<[-9, 2, 5, 7]> : tensor<4xi32>
  return
}
