// hlx's own custom-call targets run as steps of the CPU backend on its planned buffers, not on the
// evaluator: JAX's LAPACK, cuSOLVER and TPU linear algebra as library steps (XLA's Qr and
// LuDecomposition write their tuples' elements, which get_tuple_element reads without a step),
// lu_pivots_to_permutation, threefry2x32, AWS Neuron's softmax and shape_assertion as native steps,
// ApproxTopK as a native sort, and an identity (mhlo.copy) as no step at all. They give the evaluator's
// bits.

// RUN: %hlx run --backend=cpu --print-after-all %s | FileCheck %s
// RUN: %hlx run --backend=cpu --print-outputs %s > %t.cpu
// RUN: %hlx run --backend=interp --print-outputs %s > %t.interp
// RUN: diff %t.cpu %t.interp
// RUN: %hlx bench --iters=2 --profile %s | FileCheck %s --check-prefix=PROFILE

// CHECK-LABEL: ----- memory plan -----
// CHECK-DAG: library @lapack_sgesdd_ffi
// CHECK-DAG: library @lapack_dgesdd_ffi
// CHECK-DAG: library @lapack_ssyevd_ffi
// CHECK-DAG: library @lapack_dgeev_ffi
// CHECK-DAG: library @cusolver_getrf_ffi
// CHECK-DAG: library @Qr
// CHECK-DAG: library @LuDecomposition
// CHECK-DAG: native @cu_lu_pivots_to_permutation
// CHECK-DAG: native @cu_threefry2x32_ffi
// CHECK-DAG: native @AwsNeuronSoftmax
// CHECK-DAG: native @shape_assertion
// CHECK-DAG: native stablehlo.custom_call
// CHECK-NOT: evaluate

// PROFILE: profile (2 runs
// PROFILE-NOT: evaluate
// PROFILE: library
// PROFILE-NOT: evaluate
// PROFILE: longest steps:
// PROFILE-NOT: evaluate

func.func @gt(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %0 : tensor<i1>
}

func.func @main(%a: tensor<8x8xf32>, %b: tensor<2x6x4xf64>, %c: tensor<6x6xf64>, %d: tensor<2x5x5xf32>,
                %e: tensor<4x3xf64>, %k: tensor<2x9xui32>, %x: tensor<2x9xui32>, %s: tensor<3x7xf32>)
    -> (tensor<8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<2x4xf64>, tensor<2x6x4xf64>,
        tensor<2x4x4xf64>, tensor<8x8xf32>, tensor<8xf32>, tensor<6xf64>, tensor<6xf64>,
        tensor<6x6xcomplex<f64>>, tensor<2x5x5xf32>, tensor<2x5xi32>, tensor<4x3xf64>, tensor<3xf64>,
        tensor<4x3xf64>, tensor<3xi32>, tensor<4xi32>, tensor<2x9xui32>, tensor<2x9xui32>,
        tensor<3x7xf32>, tensor<3x2xf32>, tensor<3x2xi32>) {
  // jnp.linalg.svd as JAX lowers it for its CPU: full (square) and thin (batched, not square).
  %copy = stablehlo.custom_call @mhlo.copy(%a) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %svd:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%copy) {mhlo.backend_config = {mode = 65 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<i32>)
  %thin:5 = stablehlo.custom_call @lapack_dgesdd_ffi(%b) {mhlo.backend_config = {mode = 83 : ui8}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x6x4xf64>) -> (tensor<2x6x4xf64>, tensor<2x4xf64>, tensor<2x6x4xf64>, tensor<2x4x4xf64>, tensor<2xi32>)
  // eigh of a symmetric matrix, eig of a general one.
  %at = stablehlo.transpose %a, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %sym = stablehlo.add %a, %at : tensor<8x8xf32>
  %eigh:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%sym) {mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]} : (tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8xf32>, tensor<i32>)
  %eig:5 = stablehlo.custom_call @lapack_dgeev_ffi(%c) {mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<6x6xf64>) -> (tensor<6xf64>, tensor<6xf64>, tensor<6x6xcomplex<f64>>, tensor<6x6xcomplex<f64>>, tensor<i32>)
  // LU as JAX lowers it for CUDA, with its pivots as a permutation.
  %lu:3 = stablehlo.custom_call @cusolver_getrf_ffi(%d) {mhlo.backend_config = {}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x5x5xf32>) -> (tensor<2x5x5xf32>, tensor<2x5xi32>, tensor<2xi32>)
  %one = stablehlo.constant dense<1> : tensor<2x5xi32>
  %pivots = stablehlo.subtract %lu#1, %one : tensor<2x5xi32>
  %perm = stablehlo.custom_call @cu_lu_pivots_to_permutation(%pivots) {mhlo.backend_config = {}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x5xi32>) -> tensor<2x5xi32>
  // XLA's QR and LU of JAX's TPU lowerings: tuples.
  %qr = stablehlo.custom_call @Qr(%e) {xla_shape = "(f64[4,3]{1,0}, f64[3]{0})"} : (tensor<4x3xf64>) -> tuple<tensor<4x3xf64>, tensor<3xf64>>
  %packed = stablehlo.get_tuple_element %qr[0] : (tuple<tensor<4x3xf64>, tensor<3xf64>>) -> tensor<4x3xf64>
  %taus = stablehlo.get_tuple_element %qr[1] : (tuple<tensor<4x3xf64>, tensor<3xf64>>) -> tensor<3xf64>
  %xlu = stablehlo.custom_call @LuDecomposition(%e) : (tensor<4x3xf64>) -> tuple<tensor<4x3xf64>, tensor<3xi32>, tensor<4xi32>>
  %xlu0 = stablehlo.get_tuple_element %xlu[0] : (tuple<tensor<4x3xf64>, tensor<3xi32>, tensor<4xi32>>) -> tensor<4x3xf64>
  %xlu1 = stablehlo.get_tuple_element %xlu[1] : (tuple<tensor<4x3xf64>, tensor<3xi32>, tensor<4xi32>>) -> tensor<3xi32>
  %xlu2 = stablehlo.get_tuple_element %xlu[2] : (tuple<tensor<4x3xf64>, tensor<3xi32>, tensor<4xi32>>) -> tensor<4xi32>
  // threefry2x32 of JAX's GPU lowering, AWS Neuron's softmax, a shape assertion that holds.
  %h:2 = stablehlo.custom_call @cu_threefry2x32_ffi(%k, %k, %x, %x) {mhlo.backend_config = {}} : (tensor<2x9xui32>, tensor<2x9xui32>, tensor<2x9xui32>, tensor<2x9xui32>) -> (tensor<2x9xui32>, tensor<2x9xui32>)
  %softmax = stablehlo.custom_call @AwsNeuronSoftmax(%s) {backend_config = "1"} : (tensor<3x7xf32>) -> tensor<3x7xf32>
  %true = stablehlo.constant dense<true> : tensor<i1>
  stablehlo.custom_call @shape_assertion(%true) {error_message = "never fails", has_side_effect = true} : (tensor<i1>) -> ()
  // approx_max_k as JAX lowers it for TPUs.
  %iota = stablehlo.iota dim = 1 : tensor<3x7xi32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m1 = stablehlo.constant dense<-1> : tensor<i32>
  %top:2 = stablehlo.custom_call @ApproxTopK(%s, %iota, %ninf, %m1) {called_computations = [@gt], mhlo.backend_config = {aggregate_to_topk = true, recall_target = 0.95 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<3x7xf32>, tensor<3x7xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x2xf32>, tensor<3x2xi32>)
  return %svd#1, %svd#2, %svd#3, %thin#1, %thin#2, %thin#3, %eigh#0, %eigh#1, %eig#0, %eig#1, %eig#3,
         %lu#0, %perm, %packed, %taus, %xlu0, %xlu1, %xlu2, %h#0, %h#1, %softmax, %top#0, %top#1
      : tensor<8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<2x4xf64>, tensor<2x6x4xf64>, tensor<2x4x4xf64>,
        tensor<8x8xf32>, tensor<8xf32>, tensor<6xf64>, tensor<6xf64>, tensor<6x6xcomplex<f64>>,
        tensor<2x5x5xf32>, tensor<2x5xi32>, tensor<4x3xf64>, tensor<3xf64>, tensor<4x3xf64>, tensor<3xi32>,
        tensor<4xi32>, tensor<2x9xui32>, tensor<2x9xui32>, tensor<3x7xf32>, tensor<3x2xf32>, tensor<3x2xi32>
}
