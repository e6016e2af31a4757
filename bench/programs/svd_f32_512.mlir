// jnp.linalg.svd of a 512x512 f32 matrix: U, S and V^T in full (bench/gen_linalg.py, jax 0.10.2)
module @jit_svd attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x512xf32>) -> (tensor<512x512xf32> {jax.result_info = "result.U"}, tensor<512xf32> {jax.result_info = "result.S"}, tensor<512x512xf32> {jax.result_info = "result.Vh"}) {
    %0:3 = call @svd(%arg0) : (tensor<512x512xf32>) -> (tensor<512x512xf32>, tensor<512xf32>, tensor<512x512xf32>)
    return %0#0, %0#1, %0#2 : tensor<512x512xf32>, tensor<512xf32>, tensor<512x512xf32>
  }
  func.func private @svd(%arg0: tensor<512x512xf32>) -> (tensor<512x512xf32>, tensor<512xf32>, tensor<512x512xf32>) {
    %0:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=512, j=512, k=512, l=512, m=512, n=512, o=512, p=512, q=512}, custom>} : (tensor<512x512xf32>) -> (tensor<512x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<512xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<512xi1>, tensor<512xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<512x512xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<512x512xi1>, tensor<512x512xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<512x512xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<512x512xi1>, tensor<512x512xf32>
    return %10, %6, %14 : tensor<512x512xf32>, tensor<512xf32>, tensor<512x512xf32>
  }
}
