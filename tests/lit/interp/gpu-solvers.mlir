// The GPU solver custom calls of JAX's CUDA and ROCm lowerings (cusolver_*, hipsolver_*) run on the
// LAPACK kernels of the CPU targets, with the GPU forms' attributes (`lower`, `algorithm`, the older
// calls' packed descriptor and workspace result); lu_pivots_to_permutation and threefry2x32 as jaxlib's
// GPU kernels compute them. Factorizations whose factors are not unique (eigenvectors) are checked by
// reconstruction (A = V diag(w) V^H, V^H V = I), the others also against values from the same LAPACK
// routines called through scipy.linalg.lapack; threefry against jax.random's threefry2x32 on JAX's CPU.

// RUN: %hlx run --backend=interp %s
// RUN: %hlx run --backend=cpu %s
// syevd: eigenvalues ascending and eigenvectors, read from the `lower` triangle only (the other holds
// 99s); column-major, as JAX lays it out.
func.func @syevd() {
  %a = stablehlo.constant dense<[[2.0, 99.0, 99.0], [1.0, 3.0, 99.0], [0.0, 1.0, 4.0]]> : tensor<3x3xf32>
  %sym = stablehlo.constant dense<[[2.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 4.0]]> : tensor<3x3xf32>
  %eye = stablehlo.constant dense<[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]> : tensor<3x3xf32>
  %r:3 = stablehlo.custom_call @cusolver_syevd_ffi(%a) {mhlo.backend_config = {algorithm = 0 : ui8, lower = true}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<i32>)
  check.expect_almost_eq_const %r#1, dense<[1.2679492235183716, 3.0, 4.732050895690918]> : tensor<3xf32>
  check.expect_eq_const %r#2, dense<0> : tensor<i32>
  %w = stablehlo.broadcast_in_dim %r#1, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
  %vw = stablehlo.multiply %r#0, %w : tensor<3x3xf32>
  %vwv = stablehlo.dot_general %vw, %r#0, contracting_dims = [1] x [1] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  check.expect_almost_eq %vwv, %sym, tolerance = 1.0e-5 : tensor<3x3xf32>
  %vv = stablehlo.dot_general %r#0, %r#0, contracting_dims = [0] x [0] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  check.expect_almost_eq %vv, %eye, tolerance = 1.0e-5 : tensor<3x3xf32>
  // The upper triangle, with the method named (2: Jacobi): the same decomposition.
  %at = stablehlo.transpose %a, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
  %u:3 = stablehlo.custom_call @hipsolver_syevd_ffi(%at) {mhlo.backend_config = {algorithm = 2 : ui8, lower = false}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<i32>)
  check.expect_almost_eq %u#1, %r#1, tolerance = 1.0e-5 : tensor<3xf32>
  func.return
}

// -----

// syevd on a batch of Hermitian complex<f64> matrices (batch dimension leading): A = V diag(w) V^H.
func.func @heevd() {
  %a = stablehlo.constant dense<[[[(2.0, 0.0), (1.0, -1.0)], [(1.0, 1.0), (3.0, 0.0)]], [[(1.0, 0.0), (0.0, 2.0)], [(0.0, -2.0), (-1.0, 0.0)]]]> : tensor<2x2x2xcomplex<f64>>
  %r:3 = stablehlo.custom_call @hipsolver_syevd_ffi(%a) {mhlo.backend_config = {algorithm = 0 : ui8, lower = true}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x2x2xcomplex<f64>>) -> (tensor<2x2x2xcomplex<f64>>, tensor<2x2xf64>, tensor<2xi32>)
  check.expect_almost_eq_const %r#1, dense<[[1.0, 4.0], [-2.23606797749979, 2.23606797749979]]> : tensor<2x2xf64>
  check.expect_eq_const %r#2, dense<0> : tensor<2xi32>
  %wc = stablehlo.convert %r#1 : (tensor<2x2xf64>) -> tensor<2x2xcomplex<f64>>
  %w = stablehlo.broadcast_in_dim %wc, dims = [0, 2] : (tensor<2x2xcomplex<f64>>) -> tensor<2x2x2xcomplex<f64>>
  %vw = stablehlo.multiply %r#0, %w : tensor<2x2x2xcomplex<f64>>
  %re = stablehlo.real %r#0 : (tensor<2x2x2xcomplex<f64>>) -> tensor<2x2x2xf64>
  %im = stablehlo.imag %r#0 : (tensor<2x2x2xcomplex<f64>>) -> tensor<2x2x2xf64>
  %nim = stablehlo.negate %im : tensor<2x2x2xf64>
  %vc = stablehlo.complex %re, %nim : tensor<2x2x2xcomplex<f64>>
  %vwv = stablehlo.dot_general %vw, %vc, batching_dims = [0] x [0], contracting_dims = [2] x [2] : (tensor<2x2x2xcomplex<f64>>, tensor<2x2x2xcomplex<f64>>) -> tensor<2x2x2xcomplex<f64>>
  check.expect_almost_eq %vwv, %a, tolerance = 1.0e-12 : tensor<2x2x2xcomplex<f64>>
  func.return
}

// -----

// The older syevd and syevj calls: a descriptor (type, fill mode 122 lower or 121 upper, batch, n,
// workspace size) in backend_config and a workspace result, which comes back zero.
func.func @syevd_descriptor() {
  %a = stablehlo.constant dense<[[2.0, 99.0, 99.0], [1.0, 3.0, 99.0], [0.0, 1.0, 4.0]]> : tensor<3x3xf32>
  %sym = stablehlo.constant dense<[[2.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 4.0]]> : tensor<3x3xf32>
  %r:4 = stablehlo.custom_call @hipsolver_syevd(%a) {api_version = 2 : i32, backend_config = "\00\00\00\00z\00\00\00\01\00\00\00\03\00\00\00\05\00\00\00", operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>]} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<i32>, tensor<5xf32>)
  check.expect_almost_eq_const %r#1, dense<[1.2679492235183716, 3.0, 4.732050895690918]> : tensor<3xf32>
  check.expect_eq_const %r#2, dense<0> : tensor<i32>
  check.expect_eq_const %r#3, dense<0.0> : tensor<5xf32>
  %w = stablehlo.broadcast_in_dim %r#1, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
  %vw = stablehlo.multiply %r#0, %w : tensor<3x3xf32>
  %vwv = stablehlo.dot_general %vw, %r#0, contracting_dims = [1] x [1] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  check.expect_almost_eq %vwv, %sym, tolerance = 1.0e-5 : tensor<3x3xf32>
  %b = stablehlo.constant dense<[[2.0, 1.0, 0.0], [99.0, 3.0, 1.0], [99.0, 99.0, 4.0]]> : tensor<3x3xf64>
  %s:4 = stablehlo.custom_call @hipsolver_syevj(%b) {api_version = 2 : i32, backend_config = "\01\00\00\00y\00\00\00\01\00\00\00\03\00\00\00\04\00\00\00", operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<0> : tensor<1xindex>]} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3xf64>, tensor<i32>, tensor<4xf64>)
  check.expect_almost_eq_const %s#1, dense<[1.2679491924311228, 3.0, 4.732050807568877]> : tensor<3xf64>
  func.return
}

// -----

// getrf: LU with partial pivoting, pivots 1-based; JAX then makes them 0-based and turns them into a
// permutation with lu_pivots_to_permutation.
func.func @getrf() {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [2.0, 9.0, 4.0, 1.0]]> : tensor<3x4xf32>
  %r:3 = stablehlo.custom_call @cusolver_getrf_ffi(%a) {mhlo.backend_config = {}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3xi32>, tensor<i32>)
  check.expect_almost_eq_const %r#0, dense<[[5.0, 6.0, 7.0, 8.0], [0.4000000059604645, 6.599999904632568, 1.2000000476837158, -2.200000047683716], [0.20000000298023224, 0.12121211737394333, 1.454545497894287, 2.6666665077209473]]> : tensor<3x4xf32>
  check.expect_eq_const %r#1, dense<[2, 3, 3]> : tensor<3xi32>
  check.expect_eq_const %r#2, dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<3xi32>
  %p0 = stablehlo.subtract %r#1, %one : tensor<3xi32>
  %perm = stablehlo.custom_call @cu_lu_pivots_to_permutation(%p0) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>]} : (tensor<3xi32>) -> tensor<3xi32>
  check.expect_eq_const %perm, dense<[1, 2, 0]> : tensor<3xi32>
  %b = stablehlo.constant dense<[[[(1.0, 1.0), (2.0, 0.0)], [(0.0, 1.0), (3.0, -1.0)]], [[(0.0, 0.0), (1.0, 0.0)], [(4.0, 2.0), (1.0, 1.0)]]]> : tensor<2x2x2xcomplex<f64>>
  %s:3 = stablehlo.custom_call @hipsolver_getrf_ffi(%b) {mhlo.backend_config = {}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x2x2xcomplex<f64>>) -> (tensor<2x2x2xcomplex<f64>>, tensor<2x2xi32>, tensor<2xi32>)
  check.expect_almost_eq_const %s#0, dense<[[[(1.0, 1.0), (2.0, 0.0)], [(0.5, 0.5), (2.0, -2.0)]], [[(4.0, 2.0), (1.0, 1.0)], [(0.0, 0.0), (1.0, 0.0)]]]> : tensor<2x2x2xcomplex<f64>>
  check.expect_eq_const %s#1, dense<[[1, 2], [2, 2]]> : tensor<2x2xi32>
  check.expect_eq_const %s#2, dense<0> : tensor<2xi32>
  func.return
}

// -----

// lu_pivots_to_permutation: row i of the identity swapped with row pivots[i], in order; pivots outside
// [0, m) swap nothing; batch dimensions leading.
func.func @pivots_to_permutation() {
  %p = stablehlo.constant dense<[[2, 2, 2], [1, -1, 7]]> : tensor<2x3xi32>
  %r = stablehlo.custom_call @cu_lu_pivots_to_permutation(%p) {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xi32>) -> tensor<2x4xi32>
  check.expect_eq_const %r, dense<[[2, 0, 1, 3], [1, 0, 2, 3]]> : tensor<2x4xi32>
  %s = stablehlo.custom_call @hip_lu_pivots_to_permutation(%p) {mhlo.backend_config = {}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %s, dense<[[2, 0, 1], [1, 0, 2]]> : tensor<2x3xi32>
  func.return
}

// -----

// geqrf and orgqr: Q R = A and Q^T Q = I on a batch of column-major f64 matrices.
func.func @qr() {
  %a = stablehlo.constant dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 10.0]], [[2.0, -1.0, 0.0], [-1.0, 2.0, -1.0], [0.0, -1.0, 2.0]]]> : tensor<2x3x3xf64>
  %eye = stablehlo.constant dense<[[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]], [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]]> : tensor<2x3x3xf64>
  %f:2 = stablehlo.custom_call @cusolver_geqrf_ffi(%a) {mhlo.backend_config = {}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3xf64>)
  %q = stablehlo.custom_call @cusolver_orgqr_ffi(%f#0, %f#1) {mhlo.backend_config = {}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>]} : (tensor<2x3x3xf64>, tensor<2x3xf64>) -> tensor<2x3x3xf64>
  %row = stablehlo.iota dim = 1 : tensor<2x3x3xi32>
  %col = stablehlo.iota dim = 2 : tensor<2x3x3xi32>
  %upper = stablehlo.compare LE, %row, %col : (tensor<2x3x3xi32>, tensor<2x3x3xi32>) -> tensor<2x3x3xi1>
  %zero = stablehlo.constant dense<0.0> : tensor<2x3x3xf64>
  %r = stablehlo.select %upper, %f#0, %zero : tensor<2x3x3xi1>, tensor<2x3x3xf64>
  %qr = stablehlo.dot_general %q, %r, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
  check.expect_almost_eq %qr, %a, tolerance = 1.0e-12 : tensor<2x3x3xf64>
  %qq = stablehlo.dot_general %q, %q, batching_dims = [0] x [0], contracting_dims = [1] x [1] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
  check.expect_almost_eq %qq, %eye, tolerance = 1.0e-12 : tensor<2x3x3xf64>
  // hipSOLVER's names, complex<f32>: the same Q R = A.
  %c = stablehlo.constant dense<[[(1.0, 1.0), (2.0, 0.0)], [(0.0, -1.0), (1.0, 2.0)]]> : tensor<2x2xcomplex<f32>>
  %g:2 = stablehlo.custom_call @hipsolver_geqrf_ffi(%c) {mhlo.backend_config = {}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x2xcomplex<f32>>) -> (tensor<2x2xcomplex<f32>>, tensor<2xcomplex<f32>>)
  %cq = stablehlo.custom_call @hipsolver_orgqr_ffi(%g#0, %g#1) {mhlo.backend_config = {}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<2x2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  %row2 = stablehlo.iota dim = 0 : tensor<2x2xi32>
  %col2 = stablehlo.iota dim = 1 : tensor<2x2xi32>
  %upper2 = stablehlo.compare LE, %row2, %col2 : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %czero = stablehlo.constant dense<(0.0, 0.0)> : tensor<2x2xcomplex<f32>>
  %cr = stablehlo.select %upper2, %g#0, %czero : tensor<2x2xi1>, tensor<2x2xcomplex<f32>>
  %cqr = stablehlo.dot_general %cq, %cr, contracting_dims = [1] x [0] : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  check.expect_almost_eq %cqr, %c, tolerance = 1.0e-5 : tensor<2x2xcomplex<f32>>
  func.return
}

// -----

// potrf: L L^T = A from the lower triangle; the upper form against cpotrf; info > 0 when A is not
// positive definite.
func.func @potrf() {
  %a = stablehlo.constant dense<[[4.0, 99.0, 99.0], [2.0, 5.0, 99.0], [-2.0, 1.0, 6.0]]> : tensor<3x3xf64>
  %sym = stablehlo.constant dense<[[4.0, 2.0, -2.0], [2.0, 5.0, 1.0], [-2.0, 1.0, 6.0]]> : tensor<3x3xf64>
  %r:2 = stablehlo.custom_call @cusolver_potrf_ffi(%a) {mhlo.backend_config = {lower = true}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<i32>)
  check.expect_eq_const %r#1, dense<0> : tensor<i32>
  %row = stablehlo.iota dim = 0 : tensor<3x3xi32>
  %col = stablehlo.iota dim = 1 : tensor<3x3xi32>
  %lower = stablehlo.compare GE, %row, %col : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
  %zero = stablehlo.constant dense<0.0> : tensor<3x3xf64>
  %l = stablehlo.select %lower, %r#0, %zero : tensor<3x3xi1>, tensor<3x3xf64>
  %llt = stablehlo.dot_general %l, %l, contracting_dims = [1] x [1] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
  check.expect_almost_eq %llt, %sym, tolerance = 1.0e-12 : tensor<3x3xf64>
  %c = stablehlo.constant dense<[[(4.0, 0.0), (2.0, -1.0)], [(2.0, 1.0), (5.0, 0.0)]]> : tensor<2x2xcomplex<f32>>
  %u:2 = stablehlo.custom_call @hipsolver_potrf_ffi(%c) {mhlo.backend_config = {lower = false}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<2x2xcomplex<f32>>) -> (tensor<2x2xcomplex<f32>>, tensor<i32>)
  check.expect_almost_eq_const %u#0, dense<[[(2.0, 0.0), (1.0, -0.5)], [(2.0, 1.0), (1.9364917278289795, 0.0)]]> : tensor<2x2xcomplex<f32>>
  %bad = stablehlo.constant dense<[[1.0, 2.0], [2.0, 1.0]]> : tensor<2x2xf32>
  %v:2 = stablehlo.custom_call @cusolver_potrf_ffi(%bad) {mhlo.backend_config = {lower = true}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<i32>)
  check.expect_eq_const %v#1, dense<2> : tensor<i32>
  func.return
}

// -----

// sytrd: tridiagonal reduction (reflectors, diagonal, off-diagonal, taus), against ssytrd and zhetrd.
func.func @sytrd() {
  %a = stablehlo.constant dense<[[[4.0, 1.0, 2.0], [1.0, 3.0, 0.0], [2.0, 0.0, 5.0]], [[1.0, 2.0, 3.0], [2.0, 1.0, 0.5], [3.0, 0.5, 2.0]]]> : tensor<2x3x3xf32>
  %r:5 = stablehlo.custom_call @cusolver_sytrd_ffi(%a) {mhlo.backend_config = {lower = true}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2x3xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2xi32>)
  check.expect_almost_eq_const %r#0, dense<[[[4.0, 1.0, 2.0], [-2.2360680103302, 4.600000381469727, 0.0], [0.6180340051651001, -0.7999998331069946, 3.3999998569488525]], [[1.0, 2.0, 3.0], [-3.605551242828369, 2.153846502304077, 0.5], [0.5351837873458862, -0.26923057436943054, 0.8461537957191467]]]> : tensor<2x3x3xf32>
  check.expect_almost_eq_const %r#1, dense<[[4.0, 4.600000381469727, 3.3999998569488525], [1.0, 2.153846502304077, 0.8461537957191467]]> : tensor<2x3xf32>
  check.expect_almost_eq_const %r#2, dense<[[-2.2360680103302, -0.7999998331069946], [-3.605551242828369, -0.26923057436943054]]> : tensor<2x2xf32>
  check.expect_almost_eq_const %r#3, dense<[[1.4472135305404663, 0.0], [1.554700255393982, 0.0]]> : tensor<2x2xf32>
  check.expect_eq_const %r#4, dense<0> : tensor<2xi32>
  %h = stablehlo.constant dense<[[(2.0, 0.0), (0.0, 1.0), (1.0, 1.0)], [(0.0, -1.0), (1.0, 0.0), (2.0, 0.0)], [(1.0, -1.0), (2.0, 0.0), (3.0, 0.0)]]> : tensor<3x3xcomplex<f64>>
  %s:5 = stablehlo.custom_call @hipsolver_sytrd_ffi(%h) {mhlo.backend_config = {lower = false}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xf64>, tensor<2xf64>, tensor<2xcomplex<f64>>, tensor<i32>)
  check.expect_almost_eq_const %s#1, dense<[0.9999999999999999, 2.0, 3.0]> : tensor<3xf64>
  check.expect_almost_eq_const %s#2, dense<[1.0000000000000002, -2.449489742783178]> : tensor<2xf64>
  check.expect_almost_eq_const %s#3, dense<[(1.0, 1.0), (1.816496580927726, 0.0)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

// threefry2x32: keys, counts -> the two hash words, element by element; the vectors include Random123's
// known answers (key 0 and count 0; the pi digits; all ones).
func.func @threefry() {
  %k0 = stablehlo.constant dense<[0, 320440878, 42, 4294967295]> : tensor<4xui32>
  %k1 = stablehlo.constant dense<[0, 57701188, 7, 4294967295]> : tensor<4xui32>
  %x0 = stablehlo.constant dense<[0, 608135816, 1, 4294967295]> : tensor<4xui32>
  %x1 = stablehlo.constant dense<[0, 2242054355, 2, 4294967295]> : tensor<4xui32>
  %r:2 = stablehlo.custom_call @cu_threefry2x32_ffi(%k0, %k1, %x0, %x1) {mhlo.backend_config = {}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>]} : (tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
  check.expect_eq_const %r#0, dense<[1797259609, 3297917596, 4217876042, 481924860]> : tensor<4xui32>
  check.expect_eq_const %r#1, dense<[2579123966, 1212020640, 3776675249, 3137350631]> : tensor<4xui32>
  %s:2 = stablehlo.custom_call @hip_threefry2x32_ffi(%k0, %k1, %x0, %x1) {mhlo.backend_config = {}} : (tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
  check.expect_eq %s#0, %r#0 : tensor<4xui32>
  check.expect_eq %s#1, %r#1 : tensor<4xui32>
  func.return
}
