// One AdamW training step of a flax transformer (2 blocks, dim 32, 4 heads), data + tensor
// parallel on a 2 x 4 mesh (bench/gen_flax_step.py, jax 0.10.2)
module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg10: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg12: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg14: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg15: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg16: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg18: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg20: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg25: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg26: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg28: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg29: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg30: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg31: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg32: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg34: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg35: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg38: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg39: tensor<128xf32>, %arg40: tensor<32x128xf32>, %arg41: tensor<32xf32>, %arg42: tensor<128x32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<4x8xf32>, %arg48: tensor<32x4x8xf32>, %arg49: tensor<32xf32>, %arg50: tensor<4x8x32xf32>, %arg51: tensor<4x8xf32>, %arg52: tensor<32x4x8xf32>, %arg53: tensor<4x8xf32>, %arg54: tensor<32x4x8xf32>, %arg55: tensor<128xf32>, %arg56: tensor<32x128xf32>, %arg57: tensor<32xf32>, %arg58: tensor<128x32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<32xf32>, %arg63: tensor<4x8xf32>, %arg64: tensor<32x4x8xf32>, %arg65: tensor<32xf32>, %arg66: tensor<4x8x32xf32>, %arg67: tensor<4x8xf32>, %arg68: tensor<32x4x8xf32>, %arg69: tensor<4x8xf32>, %arg70: tensor<32x4x8xf32>, %arg71: tensor<8xf32>, %arg72: tensor<32x8xf32>, %arg73: tensor<8x32xf32>, %arg74: tensor<32xf32>, %arg75: tensor<32xf32>, %arg76: tensor<8x32xf32>, %arg77: tensor<128xf32>, %arg78: tensor<32x128xf32>, %arg79: tensor<32xf32>, %arg80: tensor<128x32xf32>, %arg81: tensor<32xf32>, %arg82: tensor<32xf32>, %arg83: tensor<32xf32>, %arg84: tensor<32xf32>, %arg85: tensor<4x8xf32>, %arg86: tensor<32x4x8xf32>, %arg87: tensor<32xf32>, %arg88: tensor<4x8x32xf32>, %arg89: tensor<4x8xf32>, %arg90: tensor<32x4x8xf32>, %arg91: tensor<4x8xf32>, %arg92: tensor<32x4x8xf32>, %arg93: tensor<128xf32>, %arg94: tensor<32x128xf32>, %arg95: tensor<32xf32>, %arg96: tensor<128x32xf32>, %arg97: tensor<32xf32>, %arg98: tensor<32xf32>, %arg99: tensor<32xf32>, %arg100: tensor<32xf32>, %arg101: tensor<4x8xf32>, %arg102: tensor<32x4x8xf32>, %arg103: tensor<32xf32>, %arg104: tensor<4x8x32xf32>, %arg105: tensor<4x8xf32>, %arg106: tensor<32x4x8xf32>, %arg107: tensor<4x8xf32>, %arg108: tensor<32x4x8xf32>, %arg109: tensor<8xf32>, %arg110: tensor<32x8xf32>, %arg111: tensor<8x32xf32>, %arg112: tensor<32xf32>, %arg113: tensor<32xf32>, %arg114: tensor<8x32xf32>, %arg115: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg116: tensor<32x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg117: tensor<32x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<128xf32> {jax.result_info = "result[0][0]['Block_0']['Dense_0']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[0][0]['Block_0']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][0]['Block_0']['Dense_1']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[0][0]['Block_0']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][0]['Block_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0][0]['Block_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[0][0]['Block_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[0][0]['Block_0']['LayerNorm_1']['scale']"}, tensor<4x8xf32> {jax.result_info = "result[0][0]['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][0]['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][0]['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x8x32xf32> {jax.result_info = "result[0][0]['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0][0]['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][0]['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0][0]['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][0]['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0][0]['Block_1']['Dense_0']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[0][0]['Block_1']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][0]['Block_1']['Dense_1']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[0][0]['Block_1']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][0]['Block_1']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0][0]['Block_1']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[0][0]['Block_1']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[0][0]['Block_1']['LayerNorm_1']['scale']"}, tensor<4x8xf32> {jax.result_info = "result[0][0]['Block_1']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][0]['Block_1']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][0]['Block_1']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x8x32xf32> {jax.result_info = "result[0][0]['Block_1']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0][0]['Block_1']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][0]['Block_1']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0][0]['Block_1']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][0]['Block_1']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<8xf32> {jax.result_info = "result[0][0]['Dense_0']['bias']"}, tensor<32x8xf32> {jax.result_info = "result[0][0]['Dense_0']['kernel']"}, tensor<8x32xf32> {jax.result_info = "result[0][0]['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[0][0]['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0][0]['LayerNorm_0']['scale']"}, tensor<8x32xf32> {jax.result_info = "result[0][0]['position']"}, tensor<i32> {jax.result_info = "result[0][1][0].count"}, tensor<128xf32> {jax.result_info = "result[0][1][0].mu['Block_0']['Dense_0']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[0][1][0].mu['Block_0']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].mu['Block_0']['Dense_1']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[0][1][0].mu['Block_0']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].mu['Block_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].mu['Block_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].mu['Block_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].mu['Block_0']['LayerNorm_1']['scale']"}, tensor<4x8xf32> {jax.result_info = "result[0][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x8x32xf32> {jax.result_info = "result[0][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0][1][0].mu['Block_1']['Dense_0']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[0][1][0].mu['Block_1']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].mu['Block_1']['Dense_1']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[0][1][0].mu['Block_1']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].mu['Block_1']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].mu['Block_1']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].mu['Block_1']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].mu['Block_1']['LayerNorm_1']['scale']"}, tensor<4x8xf32> {jax.result_info = "result[0][1][0].mu['Block_1']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][1][0].mu['Block_1']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].mu['Block_1']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x8x32xf32> {jax.result_info = "result[0][1][0].mu['Block_1']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0][1][0].mu['Block_1']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][1][0].mu['Block_1']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0][1][0].mu['Block_1']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][1][0].mu['Block_1']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<8xf32> {jax.result_info = "result[0][1][0].mu['Dense_0']['bias']"}, tensor<32x8xf32> {jax.result_info = "result[0][1][0].mu['Dense_0']['kernel']"}, tensor<8x32xf32> {jax.result_info = "result[0][1][0].mu['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].mu['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].mu['LayerNorm_0']['scale']"}, tensor<8x32xf32> {jax.result_info = "result[0][1][0].mu['position']"}, tensor<128xf32> {jax.result_info = "result[0][1][0].nu['Block_0']['Dense_0']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[0][1][0].nu['Block_0']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].nu['Block_0']['Dense_1']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[0][1][0].nu['Block_0']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].nu['Block_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].nu['Block_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].nu['Block_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].nu['Block_0']['LayerNorm_1']['scale']"}, tensor<4x8xf32> {jax.result_info = "result[0][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x8x32xf32> {jax.result_info = "result[0][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0][1][0].nu['Block_1']['Dense_0']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[0][1][0].nu['Block_1']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].nu['Block_1']['Dense_1']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[0][1][0].nu['Block_1']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].nu['Block_1']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].nu['Block_1']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].nu['Block_1']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].nu['Block_1']['LayerNorm_1']['scale']"}, tensor<4x8xf32> {jax.result_info = "result[0][1][0].nu['Block_1']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][1][0].nu['Block_1']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].nu['Block_1']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x8x32xf32> {jax.result_info = "result[0][1][0].nu['Block_1']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0][1][0].nu['Block_1']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][1][0].nu['Block_1']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0][1][0].nu['Block_1']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0][1][0].nu['Block_1']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<8xf32> {jax.result_info = "result[0][1][0].nu['Dense_0']['bias']"}, tensor<32x8xf32> {jax.result_info = "result[0][1][0].nu['Dense_0']['kernel']"}, tensor<8x32xf32> {jax.result_info = "result[0][1][0].nu['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].nu['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0][1][0].nu['LayerNorm_0']['scale']"}, tensor<8x32xf32> {jax.result_info = "result[0][1][0].nu['position']"}, tensor<i32> {jax.result_info = "result[0][1][2].count"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0:2 = call @_take(%arg34, %arg116) : (tensor<8x32xf32>, tensor<32x8xi32>) -> (tensor<32x8x32xf32>, tensor<32x8x1xi32>)
    %1 = stablehlo.broadcast_in_dim %arg37, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x8x32xf32>) -> tensor<32x8x32xf32>
    %3 = stablehlo.add %0#0, %2 : tensor<32x8x32xf32>
    %4 = stablehlo.iota dim = 0 : tensor<8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<8xi32>) -> tensor<32x8xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<32x8xi32>) -> tensor<32x8x1xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 2] : (tensor<32x8xi32>) -> tensor<32x1x8xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<32x8x1xi32>) -> tensor<32x8x8xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<32x1x8xi32>) -> tensor<32x8x8xi32>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<32x8x8xi32>, tensor<32x8x8xi32>) -> tensor<32x8x8xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2, 3] : (tensor<32x8x8xi1>) -> tensor<32x1x8x8xi1>
    %12 = stablehlo.convert %11 : (tensor<32x1x8x8xi1>) -> tensor<32x1x8x8xf32>
    %13 = chlo.square %3 : tensor<32x8x32xf32> -> tensor<32x8x32xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x8x32xf32>
    %15 = stablehlo.multiply %14, %3 : tensor<32x8x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %18 = stablehlo.divide %16, %17 : tensor<32x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %21 = stablehlo.divide %19, %20 : tensor<32x8xf32>
    %22 = chlo.square %18 : tensor<32x8xf32> -> tensor<32x8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %24 = stablehlo.multiply %23, %18 : tensor<32x8xf32>
    %25 = stablehlo.subtract %21, %22 : tensor<32x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %27 = stablehlo.maximum %26, %25 : tensor<32x8xf32>
    %28 = stablehlo.compare EQ, %25, %27, FLOAT : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %31 = stablehlo.select %28, %29, %30 : tensor<32x8xi1>, tensor<32x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %33 = stablehlo.compare EQ, %32, %27, FLOAT : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %36 = stablehlo.select %33, %34, %35 : tensor<32x8xi1>, tensor<32x8xf32>
    %37 = stablehlo.divide %31, %36 : tensor<32x8xf32>
    %38 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %39 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x32xf32>
    %41 = stablehlo.subtract %3, %40 : tensor<32x8x32xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %43 = stablehlo.add %39, %42 : tensor<32x8x1xf32>
    %44 = stablehlo.rsqrt %43 : tensor<32x8x1xf32>
    %45 = stablehlo.divide %44, %43 : tensor<32x8x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<32x8x1xf32>
    %48 = stablehlo.reshape %arg5 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %49 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x32xf32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<32x8x32xf32>
    %52 = stablehlo.multiply %41, %51 : tensor<32x8x32xf32>
    %53 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %55 = stablehlo.add %52, %54 : tensor<32x8x32xf32>
    %56 = stablehlo.dot_general %55, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x8x32xf32>, tensor<32x4x8xf32>) -> tensor<32x8x4x8xf32>
    %57 = stablehlo.reshape %arg12 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<32x8x4x8xf32>
    %59 = stablehlo.add %56, %58 : tensor<32x8x4x8xf32>
    %60 = stablehlo.dot_general %55, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x8x32xf32>, tensor<32x4x8xf32>) -> tensor<32x8x4x8xf32>
    %61 = stablehlo.reshape %arg8 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<32x8x4x8xf32>
    %63 = stablehlo.add %60, %62 : tensor<32x8x4x8xf32>
    %64 = stablehlo.dot_general %55, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x8x32xf32>, tensor<32x4x8xf32>) -> tensor<32x8x4x8xf32>
    %65 = stablehlo.reshape %arg14 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<32x8x4x8xf32>
    %67 = stablehlo.add %64, %66 : tensor<32x8x4x8xf32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %68 = stablehlo.sqrt %cst_13 : tensor<f32>
    %69 = stablehlo.convert %68 : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<32x8x4x8xf32>
    %71 = stablehlo.divide %59, %70 : tensor<32x8x4x8xf32>
    %72 = stablehlo.dot_general %71, %63, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<32x8x4x8xf32>) -> tensor<32x4x8x8xf32>
    %cst_14 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %73:2 = call @_where_0(%12, %72, %cst_14) : (tensor<32x1x8x8xf32>, tensor<32x4x8x8xf32>, tensor<f32>) -> (tensor<32x4x8x8xf32>, tensor<32x4x8x8xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74 = stablehlo.reduce(%73#0 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<32x4x8x8xf32>, tensor<f32>) -> tensor<32x4x8xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %76 = stablehlo.maximum %75, %74 : tensor<32x4x8xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<32x4x8xf32>) -> tensor<32x4x8x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<32x4x8x1xf32>) -> tensor<32x4x8x8xf32>
    %79 = stablehlo.subtract %73#0, %78 : tensor<32x4x8x8xf32>
    %80 = stablehlo.exponential %79 : tensor<32x4x8x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<32x4x8x8xf32>, tensor<f32>) -> tensor<32x4x8xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<32x4x8xf32>) -> tensor<32x4x8x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<32x4x8x1xf32>) -> tensor<32x4x8x8xf32>
    %84 = stablehlo.divide %80, %83 : tensor<32x4x8x8xf32>
    %85 = stablehlo.multiply %82, %82 : tensor<32x4x8x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32x4x8x1xf32>
    %87 = stablehlo.divide %86, %85 : tensor<32x4x8x1xf32>
    %88 = stablehlo.dot_general %67, %84, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<32x4x8x8xf32>) -> tensor<32x4x8x8xf32>
    %89 = stablehlo.transpose %88, dims = [0, 3, 1, 2] : (tensor<32x4x8x8xf32>) -> tensor<32x8x4x8xf32>
    %90 = stablehlo.dot_general %89, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<4x8x32xf32>) -> tensor<32x8x32xf32>
    %91 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %93 = stablehlo.add %90, %92 : tensor<32x8x32xf32>
    %94 = stablehlo.add %3, %93 : tensor<32x8x32xf32>
    %95 = chlo.square %94 : tensor<32x8x32xf32> -> tensor<32x8x32xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32x8x32xf32>
    %97 = stablehlo.multiply %96, %94 : tensor<32x8x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%94 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %100 = stablehlo.divide %98, %99 : tensor<32x8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%95 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %103 = stablehlo.divide %101, %102 : tensor<32x8xf32>
    %104 = chlo.square %100 : tensor<32x8xf32> -> tensor<32x8xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %106 = stablehlo.multiply %105, %100 : tensor<32x8xf32>
    %107 = stablehlo.subtract %103, %104 : tensor<32x8xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %109 = stablehlo.maximum %108, %107 : tensor<32x8xf32>
    %110 = stablehlo.compare EQ, %107, %109, FLOAT : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xi1>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %113 = stablehlo.select %110, %111, %112 : tensor<32x8xi1>, tensor<32x8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %115 = stablehlo.compare EQ, %114, %109, FLOAT : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xi1>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %118 = stablehlo.select %115, %116, %117 : tensor<32x8xi1>, tensor<32x8xf32>
    %119 = stablehlo.divide %113, %118 : tensor<32x8xf32>
    %120 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %121 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %122 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x32xf32>
    %123 = stablehlo.subtract %94, %122 : tensor<32x8x32xf32>
    %cst_31 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %125 = stablehlo.add %121, %124 : tensor<32x8x1xf32>
    %126 = stablehlo.rsqrt %125 : tensor<32x8x1xf32>
    %127 = stablehlo.divide %126, %125 : tensor<32x8x1xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<32x8x1xf32>
    %130 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %131 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x32xf32>
    %132 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<32x8x32xf32>
    %134 = stablehlo.multiply %123, %133 : tensor<32x8x32xf32>
    %135 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %137 = stablehlo.add %134, %136 : tensor<32x8x32xf32>
    %138 = stablehlo.dot_general %137, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x8x32xf32>, tensor<32x128xf32>) -> tensor<32x8x128xf32>
    %139 = stablehlo.reshape %arg0 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<32x8x128xf32>
    %141 = stablehlo.add %138, %140 : tensor<32x8x128xf32>
    %cst_33 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32x8x128xf32>
    %143 = stablehlo.multiply %142, %141 : tensor<32x8x128xf32>
    %144 = stablehlo.negate %141 : tensor<32x8x128xf32>
    %cst_34 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32x8x128xf32>
    %146 = stablehlo.multiply %144, %145 : tensor<32x8x128xf32>
    %147 = chlo.erfc %146 : tensor<32x8x128xf32> -> tensor<32x8x128xf32>
    %148 = chlo.square %146 : tensor<32x8x128xf32> -> tensor<32x8x128xf32>
    %149 = stablehlo.negate %148 : tensor<32x8x128xf32>
    %150 = stablehlo.exponential %149 : tensor<32x8x128xf32>
    %151 = stablehlo.multiply %143, %147 : tensor<32x8x128xf32>
    %152 = stablehlo.dot_general %151, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x8x128xf32>, tensor<128x32xf32>) -> tensor<32x8x32xf32>
    %153 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %155 = stablehlo.add %152, %154 : tensor<32x8x32xf32>
    %156 = stablehlo.add %94, %155 : tensor<32x8x32xf32>
    %157 = chlo.square %156 : tensor<32x8x32xf32> -> tensor<32x8x32xf32>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32x8x32xf32>
    %159 = stablehlo.multiply %158, %156 : tensor<32x8x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%156 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %cst_37 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %162 = stablehlo.divide %160, %161 : tensor<32x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%157 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %cst_39 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %165 = stablehlo.divide %163, %164 : tensor<32x8xf32>
    %166 = chlo.square %162 : tensor<32x8xf32> -> tensor<32x8xf32>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %168 = stablehlo.multiply %167, %162 : tensor<32x8xf32>
    %169 = stablehlo.subtract %165, %166 : tensor<32x8xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %171 = stablehlo.maximum %170, %169 : tensor<32x8xf32>
    %172 = stablehlo.compare EQ, %169, %171, FLOAT : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xi1>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %175 = stablehlo.select %172, %173, %174 : tensor<32x8xi1>, tensor<32x8xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %177 = stablehlo.compare EQ, %176, %171, FLOAT : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xi1>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %180 = stablehlo.select %177, %178, %179 : tensor<32x8xi1>, tensor<32x8xf32>
    %181 = stablehlo.divide %175, %180 : tensor<32x8xf32>
    %182 = stablehlo.broadcast_in_dim %162, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %183 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %184 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x32xf32>
    %185 = stablehlo.subtract %156, %184 : tensor<32x8x32xf32>
    %cst_47 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %187 = stablehlo.add %183, %186 : tensor<32x8x1xf32>
    %188 = stablehlo.rsqrt %187 : tensor<32x8x1xf32>
    %189 = stablehlo.divide %188, %187 : tensor<32x8x1xf32>
    %cst_48 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %191 = stablehlo.multiply %190, %189 : tensor<32x8x1xf32>
    %192 = stablehlo.reshape %arg21 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %193 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x32xf32>
    %194 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<32x8x32xf32>
    %196 = stablehlo.multiply %185, %195 : tensor<32x8x32xf32>
    %197 = stablehlo.reshape %arg20 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %199 = stablehlo.add %196, %198 : tensor<32x8x32xf32>
    %200 = stablehlo.dot_general %199, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x8x32xf32>, tensor<32x4x8xf32>) -> tensor<32x8x4x8xf32>
    %201 = stablehlo.reshape %arg28 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<32x8x4x8xf32>
    %203 = stablehlo.add %200, %202 : tensor<32x8x4x8xf32>
    %204 = stablehlo.dot_general %199, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x8x32xf32>, tensor<32x4x8xf32>) -> tensor<32x8x4x8xf32>
    %205 = stablehlo.reshape %arg24 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<32x8x4x8xf32>
    %207 = stablehlo.add %204, %206 : tensor<32x8x4x8xf32>
    %208 = stablehlo.dot_general %199, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x8x32xf32>, tensor<32x4x8xf32>) -> tensor<32x8x4x8xf32>
    %209 = stablehlo.reshape %arg30 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<32x8x4x8xf32>
    %211 = stablehlo.add %208, %210 : tensor<32x8x4x8xf32>
    %cst_49 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %212 = stablehlo.sqrt %cst_49 : tensor<f32>
    %213 = stablehlo.convert %212 : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [] : (tensor<f32>) -> tensor<32x8x4x8xf32>
    %215 = stablehlo.divide %203, %214 : tensor<32x8x4x8xf32>
    %216 = stablehlo.dot_general %215, %207, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<32x8x4x8xf32>) -> tensor<32x4x8x8xf32>
    %cst_50 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %217:2 = call @_where_0(%12, %216, %cst_50) : (tensor<32x1x8x8xf32>, tensor<32x4x8x8xf32>, tensor<f32>) -> (tensor<32x4x8x8xf32>, tensor<32x4x8x8xi1>)
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %218 = stablehlo.reduce(%217#0 init: %cst_51) applies stablehlo.maximum across dimensions = [3] : (tensor<32x4x8x8xf32>, tensor<f32>) -> tensor<32x4x8xf32>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %220 = stablehlo.maximum %219, %218 : tensor<32x4x8xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<32x4x8xf32>) -> tensor<32x4x8x1xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2, 3] : (tensor<32x4x8x1xf32>) -> tensor<32x4x8x8xf32>
    %223 = stablehlo.subtract %217#0, %222 : tensor<32x4x8x8xf32>
    %224 = stablehlo.exponential %223 : tensor<32x4x8x8xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%224 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<32x4x8x8xf32>, tensor<f32>) -> tensor<32x4x8xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<32x4x8xf32>) -> tensor<32x4x8x1xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<32x4x8x1xf32>) -> tensor<32x4x8x8xf32>
    %228 = stablehlo.divide %224, %227 : tensor<32x4x8x8xf32>
    %229 = stablehlo.multiply %226, %226 : tensor<32x4x8x1xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<32x4x8x1xf32>
    %231 = stablehlo.divide %230, %229 : tensor<32x4x8x1xf32>
    %232 = stablehlo.dot_general %211, %228, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<32x4x8x8xf32>) -> tensor<32x4x8x8xf32>
    %233 = stablehlo.transpose %232, dims = [0, 3, 1, 2] : (tensor<32x4x8x8xf32>) -> tensor<32x8x4x8xf32>
    %234 = stablehlo.dot_general %233, %arg27, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<4x8x32xf32>) -> tensor<32x8x32xf32>
    %235 = stablehlo.reshape %arg26 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %237 = stablehlo.add %234, %236 : tensor<32x8x32xf32>
    %238 = stablehlo.add %156, %237 : tensor<32x8x32xf32>
    %239 = chlo.square %238 : tensor<32x8x32xf32> -> tensor<32x8x32xf32>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<32x8x32xf32>
    %241 = stablehlo.multiply %240, %238 : tensor<32x8x32xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%238 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %cst_57 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %244 = stablehlo.divide %242, %243 : tensor<32x8xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%239 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %cst_59 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %247 = stablehlo.divide %245, %246 : tensor<32x8xf32>
    %248 = chlo.square %244 : tensor<32x8xf32> -> tensor<32x8xf32>
    %cst_60 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %250 = stablehlo.multiply %249, %244 : tensor<32x8xf32>
    %251 = stablehlo.subtract %247, %248 : tensor<32x8xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %253 = stablehlo.maximum %252, %251 : tensor<32x8xf32>
    %254 = stablehlo.compare EQ, %251, %253, FLOAT : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xi1>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %257 = stablehlo.select %254, %255, %256 : tensor<32x8xi1>, tensor<32x8xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %259 = stablehlo.compare EQ, %258, %253, FLOAT : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xi1>
    %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %262 = stablehlo.select %259, %260, %261 : tensor<32x8xi1>, tensor<32x8xf32>
    %263 = stablehlo.divide %257, %262 : tensor<32x8xf32>
    %264 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %265 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %266 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x32xf32>
    %267 = stablehlo.subtract %238, %266 : tensor<32x8x32xf32>
    %cst_67 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %269 = stablehlo.add %265, %268 : tensor<32x8x1xf32>
    %270 = stablehlo.rsqrt %269 : tensor<32x8x1xf32>
    %271 = stablehlo.divide %270, %269 : tensor<32x8x1xf32>
    %cst_68 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %273 = stablehlo.multiply %272, %271 : tensor<32x8x1xf32>
    %274 = stablehlo.reshape %arg23 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %275 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x32xf32>
    %276 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %277 = stablehlo.multiply %275, %276 : tensor<32x8x32xf32>
    %278 = stablehlo.multiply %267, %277 : tensor<32x8x32xf32>
    %279 = stablehlo.reshape %arg22 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %281 = stablehlo.add %278, %280 : tensor<32x8x32xf32>
    %282 = stablehlo.dot_general %281, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x8x32xf32>, tensor<32x128xf32>) -> tensor<32x8x128xf32>
    %283 = stablehlo.reshape %arg16 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<32x8x128xf32>
    %285 = stablehlo.add %282, %284 : tensor<32x8x128xf32>
    %cst_69 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32x8x128xf32>
    %287 = stablehlo.multiply %286, %285 : tensor<32x8x128xf32>
    %288 = stablehlo.negate %285 : tensor<32x8x128xf32>
    %cst_70 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32x8x128xf32>
    %290 = stablehlo.multiply %288, %289 : tensor<32x8x128xf32>
    %291 = chlo.erfc %290 : tensor<32x8x128xf32> -> tensor<32x8x128xf32>
    %292 = chlo.square %290 : tensor<32x8x128xf32> -> tensor<32x8x128xf32>
    %293 = stablehlo.negate %292 : tensor<32x8x128xf32>
    %294 = stablehlo.exponential %293 : tensor<32x8x128xf32>
    %295 = stablehlo.multiply %287, %291 : tensor<32x8x128xf32>
    %296 = stablehlo.dot_general %295, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x8x128xf32>, tensor<128x32xf32>) -> tensor<32x8x32xf32>
    %297 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %299 = stablehlo.add %296, %298 : tensor<32x8x32xf32>
    %300 = stablehlo.add %238, %299 : tensor<32x8x32xf32>
    %301 = chlo.square %300 : tensor<32x8x32xf32> -> tensor<32x8x32xf32>
    %cst_71 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32x8x32xf32>
    %303 = stablehlo.multiply %302, %300 : tensor<32x8x32xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.reduce(%300 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %cst_73 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %306 = stablehlo.divide %304, %305 : tensor<32x8xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%301 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %cst_75 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %309 = stablehlo.divide %307, %308 : tensor<32x8xf32>
    %310 = chlo.square %306 : tensor<32x8xf32> -> tensor<32x8xf32>
    %cst_76 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %312 = stablehlo.multiply %311, %306 : tensor<32x8xf32>
    %313 = stablehlo.subtract %309, %310 : tensor<32x8xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %315 = stablehlo.maximum %314, %313 : tensor<32x8xf32>
    %316 = stablehlo.compare EQ, %313, %315, FLOAT : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xi1>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %319 = stablehlo.select %316, %317, %318 : tensor<32x8xi1>, tensor<32x8xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %321 = stablehlo.compare EQ, %320, %315, FLOAT : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xi1>
    %cst_81 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %324 = stablehlo.select %321, %322, %323 : tensor<32x8xi1>, tensor<32x8xf32>
    %325 = stablehlo.divide %319, %324 : tensor<32x8xf32>
    %326 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %327 = stablehlo.broadcast_in_dim %315, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %328 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x32xf32>
    %329 = stablehlo.subtract %300, %328 : tensor<32x8x32xf32>
    %cst_83 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %331 = stablehlo.add %327, %330 : tensor<32x8x1xf32>
    %332 = stablehlo.rsqrt %331 : tensor<32x8x1xf32>
    %333 = stablehlo.divide %332, %331 : tensor<32x8x1xf32>
    %cst_84 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %335 = stablehlo.multiply %334, %333 : tensor<32x8x1xf32>
    %336 = stablehlo.reshape %arg36 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %337 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x32xf32>
    %338 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %339 = stablehlo.multiply %337, %338 : tensor<32x8x32xf32>
    %340 = stablehlo.multiply %329, %339 : tensor<32x8x32xf32>
    %341 = stablehlo.reshape %arg35 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %343 = stablehlo.add %340, %342 : tensor<32x8x32xf32>
    %344 = stablehlo.dot_general %343, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x8x32xf32>, tensor<32x8xf32>) -> tensor<32x8x8xf32>
    %345 = stablehlo.reshape %arg32 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<32x8x8xf32>
    %347 = stablehlo.add %344, %346 : tensor<32x8x8xf32>
    %348 = stablehlo.broadcast_in_dim %arg117, dims = [0, 1] : (tensor<32x8xi32>) -> tensor<32x8x1xi32>
    %349:2 = call @take_along_axis(%347, %348) : (tensor<32x8x8xf32>, tensor<32x8x1xi32>) -> (tensor<32x8x1xf32>, tensor<32x8x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %350:2 = call @_take_1(%349#0, %c) : (tensor<32x8x1xf32>, tensor<i32>) -> (tensor<32x8xf32>, tensor<1xi32>)
    %cst_85 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %351 = stablehlo.reduce(%347 init: %cst_85) applies stablehlo.maximum across dimensions = [2] : (tensor<32x8x8xf32>, tensor<f32>) -> tensor<32x8xf32>
    %cst_86 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %353 = stablehlo.maximum %352, %351 : tensor<32x8xf32>
    %354 = stablehlo.is_finite %353 : (tensor<32x8xf32>) -> tensor<32x8xi1>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %356 = stablehlo.select %354, %353, %355 : tensor<32x8xi1>, tensor<32x8xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x8xf32>
    %359 = stablehlo.subtract %347, %358 : tensor<32x8x8xf32>
    %360 = stablehlo.exponential %359 : tensor<32x8x8xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.reduce(%360 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<32x8x8xf32>, tensor<f32>) -> tensor<32x8xf32>
    %362 = stablehlo.abs %361 : tensor<32x8xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %364 = stablehlo.compare GE, %361, %363, FLOAT : (tensor<32x8xf32>, tensor<32x8xf32>) -> tensor<32x8xi1>
    %365 = stablehlo.log %362 : tensor<32x8xf32>
    %366 = stablehlo.add %365, %356 : tensor<32x8xf32>
    %367 = stablehlo.subtract %366, %350#0 : tensor<32x8xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.reduce(%367 init: %cst_90) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_91 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %369 = stablehlo.divide %368, %cst_91 : tensor<f32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_93 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %370 = stablehlo.divide %cst_92, %cst_93 : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %372 = stablehlo.negate %371 : tensor<32x8xf32>
    %373 = stablehlo.divide %371, %362 : tensor<32x8xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %375 = stablehlo.select %364, %374, %373 : tensor<32x8xi1>, tensor<32x8xf32>
    %376 = stablehlo.select %364, %373, %374 : tensor<32x8xi1>, tensor<32x8xf32>
    %377 = stablehlo.negate %375 : tensor<32x8xf32>
    %378 = stablehlo.add %376, %377 : tensor<32x8xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x8xf32>
    %380 = stablehlo.multiply %379, %360 : tensor<32x8x8xf32>
    %381 = call @_take_3(%350#1, %372) : (tensor<1xi32>, tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %382 = call @take_along_axis_4(%349#1, %381) : (tensor<32x8x1x1xi32>, tensor<32x8x1xf32>) -> tensor<32x8x8xf32>
    %383 = stablehlo.add %380, %382 : tensor<32x8x8xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.reduce(%383 init: %cst_95) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %385 = stablehlo.reshape %384 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %386 = stablehlo.reshape %385 : (tensor<1x1x8xf32>) -> tensor<8xf32>
    %387 = stablehlo.dot_general %383, %343, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x8xf32>, tensor<32x8x32xf32>) -> tensor<8x32xf32>
    %388 = stablehlo.transpose %387, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %389 = stablehlo.dot_general %383, %arg33, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x8xf32>, tensor<32x8xf32>) -> tensor<32x8x32xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %390 = stablehlo.reduce(%389 init: %cst_96) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %391 = stablehlo.reshape %390 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %392 = stablehlo.reshape %391 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %393 = stablehlo.multiply %329, %389 : tensor<32x8x32xf32>
    %394 = stablehlo.multiply %389, %339 : tensor<32x8x32xf32>
    %395 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x32xf32>
    %396 = stablehlo.multiply %395, %393 : tensor<32x8x32xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.reduce(%396 init: %cst_97) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %398 = stablehlo.reshape %397 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %399 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %400 = stablehlo.multiply %393, %399 : tensor<32x8x32xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %401 = stablehlo.reduce(%400 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %402 = stablehlo.reshape %401 : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %403 = stablehlo.reshape %398 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %404 = stablehlo.multiply %402, %335 : tensor<32x8x1xf32>
    %405 = stablehlo.negate %394 : tensor<32x8x32xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %406 = stablehlo.reduce(%405 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %407 = stablehlo.reshape %406 : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.reduce(%404 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<32x8x1xf32>, tensor<f32>) -> tensor<32x8xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.reduce(%407 init: %cst_101) applies stablehlo.add across dimensions = [2] : (tensor<32x8x1xf32>, tensor<f32>) -> tensor<32x8xf32>
    %410 = stablehlo.multiply %408, %325 : tensor<32x8xf32>
    %411 = stablehlo.negate %410 : tensor<32x8xf32>
    %412 = stablehlo.multiply %411, %312 : tensor<32x8xf32>
    %413 = stablehlo.add %409, %412 : tensor<32x8xf32>
    %cst_102 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %415 = stablehlo.divide %410, %414 : tensor<32x8xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x32xf32>
    %cst_103 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %418 = stablehlo.divide %413, %417 : tensor<32x8xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x32xf32>
    %420 = stablehlo.add %394, %419 : tensor<32x8x32xf32>
    %421 = stablehlo.multiply %416, %303 : tensor<32x8x32xf32>
    %422 = stablehlo.add %420, %421 : tensor<32x8x32xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %423 = stablehlo.reduce(%422 init: %cst_104) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %424 = stablehlo.reshape %423 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %425 = stablehlo.reshape %424 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %426 = stablehlo.dot_general %422, %295, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x32xf32>, tensor<32x8x128xf32>) -> tensor<32x128xf32>
    %427 = stablehlo.transpose %426, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %428 = stablehlo.dot_general %422, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x32xf32>, tensor<128x32xf32>) -> tensor<32x8x128xf32>
    %429 = stablehlo.multiply %287, %428 : tensor<32x8x128xf32>
    %430 = stablehlo.multiply %428, %291 : tensor<32x8x128xf32>
    %cst_105 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32x8x128xf32>
    %432 = stablehlo.multiply %431, %429 : tensor<32x8x128xf32>
    %433 = stablehlo.multiply %432, %294 : tensor<32x8x128xf32>
    %cst_106 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<32x8x128xf32>
    %435 = stablehlo.multiply %433, %434 : tensor<32x8x128xf32>
    %436 = stablehlo.negate %435 : tensor<32x8x128xf32>
    %cst_107 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<32x8x128xf32>
    %438 = stablehlo.multiply %437, %430 : tensor<32x8x128xf32>
    %439 = stablehlo.add %436, %438 : tensor<32x8x128xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.reduce(%439 init: %cst_108) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %441 = stablehlo.reshape %440 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %442 = stablehlo.reshape %441 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %443 = stablehlo.dot_general %439, %281, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x128xf32>, tensor<32x8x32xf32>) -> tensor<128x32xf32>
    %444 = stablehlo.transpose %443, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %445 = stablehlo.dot_general %439, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x128xf32>, tensor<32x128xf32>) -> tensor<32x8x32xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %446 = stablehlo.reduce(%445 init: %cst_109) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %447 = stablehlo.reshape %446 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %448 = stablehlo.reshape %447 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %449 = stablehlo.multiply %267, %445 : tensor<32x8x32xf32>
    %450 = stablehlo.multiply %445, %277 : tensor<32x8x32xf32>
    %451 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x32xf32>
    %452 = stablehlo.multiply %451, %449 : tensor<32x8x32xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.reduce(%452 init: %cst_110) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %454 = stablehlo.reshape %453 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %455 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %456 = stablehlo.multiply %449, %455 : tensor<32x8x32xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.reduce(%456 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %458 = stablehlo.reshape %457 : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %459 = stablehlo.reshape %454 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %460 = stablehlo.multiply %458, %273 : tensor<32x8x1xf32>
    %461 = stablehlo.negate %450 : tensor<32x8x32xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %462 = stablehlo.reduce(%461 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %463 = stablehlo.reshape %462 : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %464 = stablehlo.add %422, %450 : tensor<32x8x32xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.reduce(%460 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<32x8x1xf32>, tensor<f32>) -> tensor<32x8xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %466 = stablehlo.reduce(%463 init: %cst_114) applies stablehlo.add across dimensions = [2] : (tensor<32x8x1xf32>, tensor<f32>) -> tensor<32x8xf32>
    %467 = stablehlo.multiply %465, %263 : tensor<32x8xf32>
    %468 = stablehlo.negate %467 : tensor<32x8xf32>
    %469 = stablehlo.multiply %468, %250 : tensor<32x8xf32>
    %470 = stablehlo.add %466, %469 : tensor<32x8xf32>
    %cst_115 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %472 = stablehlo.divide %467, %471 : tensor<32x8xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x32xf32>
    %cst_116 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %475 = stablehlo.divide %470, %474 : tensor<32x8xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x32xf32>
    %477 = stablehlo.add %464, %476 : tensor<32x8x32xf32>
    %478 = stablehlo.multiply %473, %241 : tensor<32x8x32xf32>
    %479 = stablehlo.add %477, %478 : tensor<32x8x32xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %480 = stablehlo.reduce(%479 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %481 = stablehlo.reshape %480 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %482 = stablehlo.reshape %481 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %483 = stablehlo.dot_general %479, %233, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x32xf32>, tensor<32x8x4x8xf32>) -> tensor<32x4x8xf32>
    %484 = stablehlo.transpose %483, dims = [1, 2, 0] : (tensor<32x4x8xf32>) -> tensor<4x8x32xf32>
    %485 = stablehlo.dot_general %479, %arg27, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<32x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x8x4x8xf32>
    %486 = stablehlo.transpose %485, dims = [0, 2, 3, 1] : (tensor<32x8x4x8xf32>) -> tensor<32x4x8x8xf32>
    %487 = stablehlo.dot_general %486, %211, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x4x8x8xf32>, tensor<32x8x4x8xf32>) -> tensor<32x4x8x8xf32>
    %488 = stablehlo.dot_general %486, %228, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<32x4x8x8xf32>, tensor<32x4x8x8xf32>) -> tensor<32x4x8x8xf32>
    %489 = stablehlo.transpose %488, dims = [0, 3, 1, 2] : (tensor<32x4x8x8xf32>) -> tensor<32x8x4x8xf32>
    %490 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2, 3] : (tensor<32x4x8x1xf32>) -> tensor<32x4x8x8xf32>
    %491 = stablehlo.multiply %487, %490 : tensor<32x4x8x8xf32>
    %492 = stablehlo.multiply %491, %224 : tensor<32x4x8x8xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %493 = stablehlo.reduce(%492 init: %cst_118) applies stablehlo.add across dimensions = [3] : (tensor<32x4x8x8xf32>, tensor<f32>) -> tensor<32x4x8xf32>
    %494 = stablehlo.reshape %493 : (tensor<32x4x8xf32>) -> tensor<32x4x8x1xf32>
    %495 = stablehlo.negate %494 : tensor<32x4x8x1xf32>
    %496 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<32x4x8x1xf32>) -> tensor<32x4x8x8xf32>
    %497 = stablehlo.divide %487, %496 : tensor<32x4x8x8xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %498 = stablehlo.reduce(%495 init: %cst_119) applies stablehlo.add across dimensions = [3] : (tensor<32x4x8x1xf32>, tensor<f32>) -> tensor<32x4x8xf32>
    %499 = stablehlo.broadcast_in_dim %498, dims = [0, 1, 2] : (tensor<32x4x8xf32>) -> tensor<32x4x8x8xf32>
    %500 = stablehlo.add %497, %499 : tensor<32x4x8x8xf32>
    %501 = stablehlo.multiply %500, %224 : tensor<32x4x8x8xf32>
    %502 = call @_where_5(%217#1, %501) : (tensor<32x4x8x8xi1>, tensor<32x4x8x8xf32>) -> tensor<32x4x8x8xf32>
    %503 = stablehlo.dot_general %502, %215, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x4x8x8xf32>, tensor<32x8x4x8xf32>) -> tensor<32x4x8x8xf32>
    %504 = stablehlo.transpose %503, dims = [0, 2, 1, 3] : (tensor<32x4x8x8xf32>) -> tensor<32x8x4x8xf32>
    %505 = stablehlo.dot_general %502, %207, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x4x8x8xf32>, tensor<32x8x4x8xf32>) -> tensor<32x4x8x8xf32>
    %506 = stablehlo.transpose %505, dims = [0, 2, 1, 3] : (tensor<32x4x8x8xf32>) -> tensor<32x8x4x8xf32>
    %507 = stablehlo.broadcast_in_dim %213, dims = [] : (tensor<f32>) -> tensor<32x8x4x8xf32>
    %508 = stablehlo.divide %506, %507 : tensor<32x8x4x8xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.reduce(%489 init: %cst_120) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %510 = stablehlo.reshape %509 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %511 = stablehlo.reshape %510 : (tensor<1x1x4x8xf32>) -> tensor<4x8xf32>
    %512 = stablehlo.dot_general %489, %199, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<32x8x32xf32>) -> tensor<4x8x32xf32>
    %513 = stablehlo.transpose %512, dims = [2, 0, 1] : (tensor<4x8x32xf32>) -> tensor<32x4x8xf32>
    %514 = stablehlo.dot_general %489, %arg31, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<32x4x8xf32>) -> tensor<32x8x32xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.reduce(%504 init: %cst_121) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %516 = stablehlo.reshape %515 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %517 = stablehlo.reshape %516 : (tensor<1x1x4x8xf32>) -> tensor<4x8xf32>
    %518 = stablehlo.dot_general %504, %199, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<32x8x32xf32>) -> tensor<4x8x32xf32>
    %519 = stablehlo.transpose %518, dims = [2, 0, 1] : (tensor<4x8x32xf32>) -> tensor<32x4x8xf32>
    %520 = stablehlo.dot_general %504, %arg25, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<32x4x8xf32>) -> tensor<32x8x32xf32>
    %521 = stablehlo.add %514, %520 : tensor<32x8x32xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.reduce(%508 init: %cst_122) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %523 = stablehlo.reshape %522 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %524 = stablehlo.reshape %523 : (tensor<1x1x4x8xf32>) -> tensor<4x8xf32>
    %525 = stablehlo.dot_general %508, %199, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<32x8x32xf32>) -> tensor<4x8x32xf32>
    %526 = stablehlo.transpose %525, dims = [2, 0, 1] : (tensor<4x8x32xf32>) -> tensor<32x4x8xf32>
    %527 = stablehlo.dot_general %508, %arg29, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<32x4x8xf32>) -> tensor<32x8x32xf32>
    %528 = stablehlo.add %521, %527 : tensor<32x8x32xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%528 init: %cst_123) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %530 = stablehlo.reshape %529 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %531 = stablehlo.reshape %530 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %532 = stablehlo.multiply %185, %528 : tensor<32x8x32xf32>
    %533 = stablehlo.multiply %528, %195 : tensor<32x8x32xf32>
    %534 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x32xf32>
    %535 = stablehlo.multiply %534, %532 : tensor<32x8x32xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.reduce(%535 init: %cst_124) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %537 = stablehlo.reshape %536 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %538 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %539 = stablehlo.multiply %532, %538 : tensor<32x8x32xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %540 = stablehlo.reduce(%539 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %541 = stablehlo.reshape %540 : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %542 = stablehlo.reshape %537 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %543 = stablehlo.multiply %541, %191 : tensor<32x8x1xf32>
    %544 = stablehlo.negate %533 : tensor<32x8x32xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %545 = stablehlo.reduce(%544 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %546 = stablehlo.reshape %545 : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %547 = stablehlo.add %479, %533 : tensor<32x8x32xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %548 = stablehlo.reduce(%543 init: %cst_127) applies stablehlo.add across dimensions = [2] : (tensor<32x8x1xf32>, tensor<f32>) -> tensor<32x8xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %549 = stablehlo.reduce(%546 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<32x8x1xf32>, tensor<f32>) -> tensor<32x8xf32>
    %550 = stablehlo.multiply %548, %181 : tensor<32x8xf32>
    %551 = stablehlo.negate %550 : tensor<32x8xf32>
    %552 = stablehlo.multiply %551, %168 : tensor<32x8xf32>
    %553 = stablehlo.add %549, %552 : tensor<32x8xf32>
    %cst_129 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %555 = stablehlo.divide %550, %554 : tensor<32x8xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x32xf32>
    %cst_130 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %558 = stablehlo.divide %553, %557 : tensor<32x8xf32>
    %559 = stablehlo.broadcast_in_dim %558, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x32xf32>
    %560 = stablehlo.add %547, %559 : tensor<32x8x32xf32>
    %561 = stablehlo.multiply %556, %159 : tensor<32x8x32xf32>
    %562 = stablehlo.add %560, %561 : tensor<32x8x32xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %563 = stablehlo.reduce(%562 init: %cst_131) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %564 = stablehlo.reshape %563 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %565 = stablehlo.reshape %564 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %566 = stablehlo.dot_general %562, %151, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x32xf32>, tensor<32x8x128xf32>) -> tensor<32x128xf32>
    %567 = stablehlo.transpose %566, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %568 = stablehlo.dot_general %562, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x32xf32>, tensor<128x32xf32>) -> tensor<32x8x128xf32>
    %569 = stablehlo.multiply %143, %568 : tensor<32x8x128xf32>
    %570 = stablehlo.multiply %568, %147 : tensor<32x8x128xf32>
    %cst_132 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<32x8x128xf32>
    %572 = stablehlo.multiply %571, %569 : tensor<32x8x128xf32>
    %573 = stablehlo.multiply %572, %150 : tensor<32x8x128xf32>
    %cst_133 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %574 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<32x8x128xf32>
    %575 = stablehlo.multiply %573, %574 : tensor<32x8x128xf32>
    %576 = stablehlo.negate %575 : tensor<32x8x128xf32>
    %cst_134 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<32x8x128xf32>
    %578 = stablehlo.multiply %577, %570 : tensor<32x8x128xf32>
    %579 = stablehlo.add %576, %578 : tensor<32x8x128xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %580 = stablehlo.reduce(%579 init: %cst_135) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %581 = stablehlo.reshape %580 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %582 = stablehlo.reshape %581 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %583 = stablehlo.dot_general %579, %137, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x128xf32>, tensor<32x8x32xf32>) -> tensor<128x32xf32>
    %584 = stablehlo.transpose %583, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %585 = stablehlo.dot_general %579, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x128xf32>, tensor<32x128xf32>) -> tensor<32x8x32xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %586 = stablehlo.reduce(%585 init: %cst_136) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %587 = stablehlo.reshape %586 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %588 = stablehlo.reshape %587 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %589 = stablehlo.multiply %123, %585 : tensor<32x8x32xf32>
    %590 = stablehlo.multiply %585, %133 : tensor<32x8x32xf32>
    %591 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x32xf32>
    %592 = stablehlo.multiply %591, %589 : tensor<32x8x32xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %593 = stablehlo.reduce(%592 init: %cst_137) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %594 = stablehlo.reshape %593 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %595 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %596 = stablehlo.multiply %589, %595 : tensor<32x8x32xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.reduce(%596 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %598 = stablehlo.reshape %597 : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %599 = stablehlo.reshape %594 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %600 = stablehlo.multiply %598, %129 : tensor<32x8x1xf32>
    %601 = stablehlo.negate %590 : tensor<32x8x32xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %602 = stablehlo.reduce(%601 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %603 = stablehlo.reshape %602 : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %604 = stablehlo.add %562, %590 : tensor<32x8x32xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.reduce(%600 init: %cst_140) applies stablehlo.add across dimensions = [2] : (tensor<32x8x1xf32>, tensor<f32>) -> tensor<32x8xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.reduce(%603 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<32x8x1xf32>, tensor<f32>) -> tensor<32x8xf32>
    %607 = stablehlo.multiply %605, %119 : tensor<32x8xf32>
    %608 = stablehlo.negate %607 : tensor<32x8xf32>
    %609 = stablehlo.multiply %608, %106 : tensor<32x8xf32>
    %610 = stablehlo.add %606, %609 : tensor<32x8xf32>
    %cst_142 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %612 = stablehlo.divide %607, %611 : tensor<32x8xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x32xf32>
    %cst_143 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %615 = stablehlo.divide %610, %614 : tensor<32x8xf32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x32xf32>
    %617 = stablehlo.add %604, %616 : tensor<32x8x32xf32>
    %618 = stablehlo.multiply %613, %97 : tensor<32x8x32xf32>
    %619 = stablehlo.add %617, %618 : tensor<32x8x32xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %620 = stablehlo.reduce(%619 init: %cst_144) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %621 = stablehlo.reshape %620 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %622 = stablehlo.reshape %621 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %623 = stablehlo.dot_general %619, %89, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x32xf32>, tensor<32x8x4x8xf32>) -> tensor<32x4x8xf32>
    %624 = stablehlo.transpose %623, dims = [1, 2, 0] : (tensor<32x4x8xf32>) -> tensor<4x8x32xf32>
    %625 = stablehlo.dot_general %619, %arg11, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<32x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x8x4x8xf32>
    %626 = stablehlo.transpose %625, dims = [0, 2, 3, 1] : (tensor<32x8x4x8xf32>) -> tensor<32x4x8x8xf32>
    %627 = stablehlo.dot_general %626, %67, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x4x8x8xf32>, tensor<32x8x4x8xf32>) -> tensor<32x4x8x8xf32>
    %628 = stablehlo.dot_general %626, %84, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<32x4x8x8xf32>, tensor<32x4x8x8xf32>) -> tensor<32x4x8x8xf32>
    %629 = stablehlo.transpose %628, dims = [0, 3, 1, 2] : (tensor<32x4x8x8xf32>) -> tensor<32x8x4x8xf32>
    %630 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<32x4x8x1xf32>) -> tensor<32x4x8x8xf32>
    %631 = stablehlo.multiply %627, %630 : tensor<32x4x8x8xf32>
    %632 = stablehlo.multiply %631, %80 : tensor<32x4x8x8xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %633 = stablehlo.reduce(%632 init: %cst_145) applies stablehlo.add across dimensions = [3] : (tensor<32x4x8x8xf32>, tensor<f32>) -> tensor<32x4x8xf32>
    %634 = stablehlo.reshape %633 : (tensor<32x4x8xf32>) -> tensor<32x4x8x1xf32>
    %635 = stablehlo.negate %634 : tensor<32x4x8x1xf32>
    %636 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<32x4x8x1xf32>) -> tensor<32x4x8x8xf32>
    %637 = stablehlo.divide %627, %636 : tensor<32x4x8x8xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %638 = stablehlo.reduce(%635 init: %cst_146) applies stablehlo.add across dimensions = [3] : (tensor<32x4x8x1xf32>, tensor<f32>) -> tensor<32x4x8xf32>
    %639 = stablehlo.broadcast_in_dim %638, dims = [0, 1, 2] : (tensor<32x4x8xf32>) -> tensor<32x4x8x8xf32>
    %640 = stablehlo.add %637, %639 : tensor<32x4x8x8xf32>
    %641 = stablehlo.multiply %640, %80 : tensor<32x4x8x8xf32>
    %642 = call @_where_5(%73#1, %641) : (tensor<32x4x8x8xi1>, tensor<32x4x8x8xf32>) -> tensor<32x4x8x8xf32>
    %643 = stablehlo.dot_general %642, %71, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x4x8x8xf32>, tensor<32x8x4x8xf32>) -> tensor<32x4x8x8xf32>
    %644 = stablehlo.transpose %643, dims = [0, 2, 1, 3] : (tensor<32x4x8x8xf32>) -> tensor<32x8x4x8xf32>
    %645 = stablehlo.dot_general %642, %63, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x4x8x8xf32>, tensor<32x8x4x8xf32>) -> tensor<32x4x8x8xf32>
    %646 = stablehlo.transpose %645, dims = [0, 2, 1, 3] : (tensor<32x4x8x8xf32>) -> tensor<32x8x4x8xf32>
    %647 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<32x8x4x8xf32>
    %648 = stablehlo.divide %646, %647 : tensor<32x8x4x8xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %649 = stablehlo.reduce(%629 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %650 = stablehlo.reshape %649 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %651 = stablehlo.reshape %650 : (tensor<1x1x4x8xf32>) -> tensor<4x8xf32>
    %652 = stablehlo.dot_general %629, %55, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<32x8x32xf32>) -> tensor<4x8x32xf32>
    %653 = stablehlo.transpose %652, dims = [2, 0, 1] : (tensor<4x8x32xf32>) -> tensor<32x4x8xf32>
    %654 = stablehlo.dot_general %629, %arg15, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<32x4x8xf32>) -> tensor<32x8x32xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %655 = stablehlo.reduce(%644 init: %cst_148) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %656 = stablehlo.reshape %655 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %657 = stablehlo.reshape %656 : (tensor<1x1x4x8xf32>) -> tensor<4x8xf32>
    %658 = stablehlo.dot_general %644, %55, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<32x8x32xf32>) -> tensor<4x8x32xf32>
    %659 = stablehlo.transpose %658, dims = [2, 0, 1] : (tensor<4x8x32xf32>) -> tensor<32x4x8xf32>
    %660 = stablehlo.dot_general %644, %arg9, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<32x4x8xf32>) -> tensor<32x8x32xf32>
    %661 = stablehlo.add %654, %660 : tensor<32x8x32xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %662 = stablehlo.reduce(%648 init: %cst_149) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %663 = stablehlo.reshape %662 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %664 = stablehlo.reshape %663 : (tensor<1x1x4x8xf32>) -> tensor<4x8xf32>
    %665 = stablehlo.dot_general %648, %55, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<32x8x32xf32>) -> tensor<4x8x32xf32>
    %666 = stablehlo.transpose %665, dims = [2, 0, 1] : (tensor<4x8x32xf32>) -> tensor<32x4x8xf32>
    %667 = stablehlo.dot_general %648, %arg13, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<32x8x4x8xf32>, tensor<32x4x8xf32>) -> tensor<32x8x32xf32>
    %668 = stablehlo.add %661, %667 : tensor<32x8x32xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %669 = stablehlo.reduce(%668 init: %cst_150) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %670 = stablehlo.reshape %669 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %671 = stablehlo.reshape %670 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %672 = stablehlo.multiply %41, %668 : tensor<32x8x32xf32>
    %673 = stablehlo.multiply %668, %51 : tensor<32x8x32xf32>
    %674 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<32x8x1xf32>) -> tensor<32x8x32xf32>
    %675 = stablehlo.multiply %674, %672 : tensor<32x8x32xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %676 = stablehlo.reduce(%675 init: %cst_151) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %677 = stablehlo.reshape %676 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %678 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<32x8x32xf32>
    %679 = stablehlo.multiply %672, %678 : tensor<32x8x32xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %680 = stablehlo.reduce(%679 init: %cst_152) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %681 = stablehlo.reshape %680 : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %682 = stablehlo.reshape %677 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %683 = stablehlo.multiply %681, %47 : tensor<32x8x1xf32>
    %684 = stablehlo.negate %673 : tensor<32x8x32xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %685 = stablehlo.reduce(%684 init: %cst_153) applies stablehlo.add across dimensions = [2] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<32x8xf32>
    %686 = stablehlo.reshape %685 : (tensor<32x8xf32>) -> tensor<32x8x1xf32>
    %687 = stablehlo.add %619, %673 : tensor<32x8x32xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %688 = stablehlo.reduce(%683 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<32x8x1xf32>, tensor<f32>) -> tensor<32x8xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %689 = stablehlo.reduce(%686 init: %cst_155) applies stablehlo.add across dimensions = [2] : (tensor<32x8x1xf32>, tensor<f32>) -> tensor<32x8xf32>
    %690 = stablehlo.multiply %688, %37 : tensor<32x8xf32>
    %691 = stablehlo.negate %690 : tensor<32x8xf32>
    %692 = stablehlo.multiply %691, %24 : tensor<32x8xf32>
    %693 = stablehlo.add %689, %692 : tensor<32x8xf32>
    %cst_156 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %695 = stablehlo.divide %690, %694 : tensor<32x8xf32>
    %696 = stablehlo.broadcast_in_dim %695, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x32xf32>
    %cst_157 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %698 = stablehlo.divide %693, %697 : tensor<32x8xf32>
    %699 = stablehlo.broadcast_in_dim %698, dims = [0, 1] : (tensor<32x8xf32>) -> tensor<32x8x32xf32>
    %700 = stablehlo.add %687, %699 : tensor<32x8x32xf32>
    %701 = stablehlo.multiply %696, %15 : tensor<32x8x32xf32>
    %702 = stablehlo.add %700, %701 : tensor<32x8x32xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %703 = stablehlo.reduce(%702 init: %cst_158) applies stablehlo.add across dimensions = [0] : (tensor<32x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %704 = stablehlo.reshape %703 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %705 = stablehlo.reduce(%704 init: %cst_159) applies stablehlo.add across dimensions = [0] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %706 = call @_take_6(%0#1, %702) : (tensor<32x8x1xi32>, tensor<32x8x32xf32>) -> tensor<8x32xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %707 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %708 = stablehlo.multiply %707, %582 : tensor<128xf32>
    %cst_161 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %710 = stablehlo.multiply %709, %arg39 : tensor<128xf32>
    %711 = stablehlo.add %708, %710 : tensor<128xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %713 = stablehlo.multiply %712, %584 : tensor<32x128xf32>
    %cst_163 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %715 = stablehlo.multiply %714, %arg40 : tensor<32x128xf32>
    %716 = stablehlo.add %713, %715 : tensor<32x128xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %718 = stablehlo.multiply %717, %565 : tensor<32xf32>
    %cst_165 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %720 = stablehlo.multiply %719, %arg41 : tensor<32xf32>
    %721 = stablehlo.add %718, %720 : tensor<32xf32>
    %cst_166 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %722 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %723 = stablehlo.multiply %722, %567 : tensor<128x32xf32>
    %cst_167 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %725 = stablehlo.multiply %724, %arg42 : tensor<128x32xf32>
    %726 = stablehlo.add %723, %725 : tensor<128x32xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %728 = stablehlo.multiply %727, %671 : tensor<32xf32>
    %cst_169 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %730 = stablehlo.multiply %729, %arg43 : tensor<32xf32>
    %731 = stablehlo.add %728, %730 : tensor<32xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %733 = stablehlo.multiply %732, %682 : tensor<32xf32>
    %cst_171 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %735 = stablehlo.multiply %734, %arg44 : tensor<32xf32>
    %736 = stablehlo.add %733, %735 : tensor<32xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %738 = stablehlo.multiply %737, %588 : tensor<32xf32>
    %cst_173 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %740 = stablehlo.multiply %739, %arg45 : tensor<32xf32>
    %741 = stablehlo.add %738, %740 : tensor<32xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %743 = stablehlo.multiply %742, %599 : tensor<32xf32>
    %cst_175 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %745 = stablehlo.multiply %744, %arg46 : tensor<32xf32>
    %746 = stablehlo.add %743, %745 : tensor<32xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %748 = stablehlo.multiply %747, %657 : tensor<4x8xf32>
    %cst_177 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %750 = stablehlo.multiply %749, %arg47 : tensor<4x8xf32>
    %751 = stablehlo.add %748, %750 : tensor<4x8xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %753 = stablehlo.multiply %752, %659 : tensor<32x4x8xf32>
    %cst_179 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %755 = stablehlo.multiply %754, %arg48 : tensor<32x4x8xf32>
    %756 = stablehlo.add %753, %755 : tensor<32x4x8xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %758 = stablehlo.multiply %757, %622 : tensor<32xf32>
    %cst_181 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %760 = stablehlo.multiply %759, %arg49 : tensor<32xf32>
    %761 = stablehlo.add %758, %760 : tensor<32xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %763 = stablehlo.multiply %762, %624 : tensor<4x8x32xf32>
    %cst_183 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %765 = stablehlo.multiply %764, %arg50 : tensor<4x8x32xf32>
    %766 = stablehlo.add %763, %765 : tensor<4x8x32xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %768 = stablehlo.multiply %767, %664 : tensor<4x8xf32>
    %cst_185 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %770 = stablehlo.multiply %769, %arg51 : tensor<4x8xf32>
    %771 = stablehlo.add %768, %770 : tensor<4x8xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %773 = stablehlo.multiply %772, %666 : tensor<32x4x8xf32>
    %cst_187 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %775 = stablehlo.multiply %774, %arg52 : tensor<32x4x8xf32>
    %776 = stablehlo.add %773, %775 : tensor<32x4x8xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %778 = stablehlo.multiply %777, %651 : tensor<4x8xf32>
    %cst_189 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %780 = stablehlo.multiply %779, %arg53 : tensor<4x8xf32>
    %781 = stablehlo.add %778, %780 : tensor<4x8xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %783 = stablehlo.multiply %782, %653 : tensor<32x4x8xf32>
    %cst_191 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %785 = stablehlo.multiply %784, %arg54 : tensor<32x4x8xf32>
    %786 = stablehlo.add %783, %785 : tensor<32x4x8xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %788 = stablehlo.multiply %787, %442 : tensor<128xf32>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %790 = stablehlo.multiply %789, %arg55 : tensor<128xf32>
    %791 = stablehlo.add %788, %790 : tensor<128xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %793 = stablehlo.multiply %792, %444 : tensor<32x128xf32>
    %cst_195 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %795 = stablehlo.multiply %794, %arg56 : tensor<32x128xf32>
    %796 = stablehlo.add %793, %795 : tensor<32x128xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %798 = stablehlo.multiply %797, %425 : tensor<32xf32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %800 = stablehlo.multiply %799, %arg57 : tensor<32xf32>
    %801 = stablehlo.add %798, %800 : tensor<32xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %803 = stablehlo.multiply %802, %427 : tensor<128x32xf32>
    %cst_199 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %805 = stablehlo.multiply %804, %arg58 : tensor<128x32xf32>
    %806 = stablehlo.add %803, %805 : tensor<128x32xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %808 = stablehlo.multiply %807, %531 : tensor<32xf32>
    %cst_201 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %810 = stablehlo.multiply %809, %arg59 : tensor<32xf32>
    %811 = stablehlo.add %808, %810 : tensor<32xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %813 = stablehlo.multiply %812, %542 : tensor<32xf32>
    %cst_203 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %815 = stablehlo.multiply %814, %arg60 : tensor<32xf32>
    %816 = stablehlo.add %813, %815 : tensor<32xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %818 = stablehlo.multiply %817, %448 : tensor<32xf32>
    %cst_205 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %820 = stablehlo.multiply %819, %arg61 : tensor<32xf32>
    %821 = stablehlo.add %818, %820 : tensor<32xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %823 = stablehlo.multiply %822, %459 : tensor<32xf32>
    %cst_207 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %825 = stablehlo.multiply %824, %arg62 : tensor<32xf32>
    %826 = stablehlo.add %823, %825 : tensor<32xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %828 = stablehlo.multiply %827, %517 : tensor<4x8xf32>
    %cst_209 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %830 = stablehlo.multiply %829, %arg63 : tensor<4x8xf32>
    %831 = stablehlo.add %828, %830 : tensor<4x8xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %833 = stablehlo.multiply %832, %519 : tensor<32x4x8xf32>
    %cst_211 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %835 = stablehlo.multiply %834, %arg64 : tensor<32x4x8xf32>
    %836 = stablehlo.add %833, %835 : tensor<32x4x8xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %838 = stablehlo.multiply %837, %482 : tensor<32xf32>
    %cst_213 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %840 = stablehlo.multiply %839, %arg65 : tensor<32xf32>
    %841 = stablehlo.add %838, %840 : tensor<32xf32>
    %cst_214 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %843 = stablehlo.multiply %842, %484 : tensor<4x8x32xf32>
    %cst_215 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %845 = stablehlo.multiply %844, %arg66 : tensor<4x8x32xf32>
    %846 = stablehlo.add %843, %845 : tensor<4x8x32xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %848 = stablehlo.multiply %847, %524 : tensor<4x8xf32>
    %cst_217 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %850 = stablehlo.multiply %849, %arg67 : tensor<4x8xf32>
    %851 = stablehlo.add %848, %850 : tensor<4x8xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %853 = stablehlo.multiply %852, %526 : tensor<32x4x8xf32>
    %cst_219 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %855 = stablehlo.multiply %854, %arg68 : tensor<32x4x8xf32>
    %856 = stablehlo.add %853, %855 : tensor<32x4x8xf32>
    %cst_220 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %858 = stablehlo.multiply %857, %511 : tensor<4x8xf32>
    %cst_221 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %860 = stablehlo.multiply %859, %arg69 : tensor<4x8xf32>
    %861 = stablehlo.add %858, %860 : tensor<4x8xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %863 = stablehlo.multiply %862, %513 : tensor<32x4x8xf32>
    %cst_223 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %865 = stablehlo.multiply %864, %arg70 : tensor<32x4x8xf32>
    %866 = stablehlo.add %863, %865 : tensor<32x4x8xf32>
    %cst_224 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %868 = stablehlo.multiply %867, %386 : tensor<8xf32>
    %cst_225 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %870 = stablehlo.multiply %869, %arg71 : tensor<8xf32>
    %871 = stablehlo.add %868, %870 : tensor<8xf32>
    %cst_226 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %873 = stablehlo.multiply %872, %388 : tensor<32x8xf32>
    %cst_227 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %875 = stablehlo.multiply %874, %arg72 : tensor<32x8xf32>
    %876 = stablehlo.add %873, %875 : tensor<32x8xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %878 = stablehlo.multiply %877, %706 : tensor<8x32xf32>
    %cst_229 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %880 = stablehlo.multiply %879, %arg73 : tensor<8x32xf32>
    %881 = stablehlo.add %878, %880 : tensor<8x32xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %883 = stablehlo.multiply %882, %392 : tensor<32xf32>
    %cst_231 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %885 = stablehlo.multiply %884, %arg74 : tensor<32xf32>
    %886 = stablehlo.add %883, %885 : tensor<32xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %888 = stablehlo.multiply %887, %403 : tensor<32xf32>
    %cst_233 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %890 = stablehlo.multiply %889, %arg75 : tensor<32xf32>
    %891 = stablehlo.add %888, %890 : tensor<32xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %893 = stablehlo.multiply %892, %705 : tensor<8x32xf32>
    %cst_235 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %895 = stablehlo.multiply %894, %arg76 : tensor<8x32xf32>
    %896 = stablehlo.add %893, %895 : tensor<8x32xf32>
    %897 = stablehlo.multiply %582, %582 : tensor<128xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %899 = stablehlo.multiply %898, %897 : tensor<128xf32>
    %cst_237 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %901 = stablehlo.multiply %900, %arg77 : tensor<128xf32>
    %902 = stablehlo.add %899, %901 : tensor<128xf32>
    %903 = stablehlo.multiply %584, %584 : tensor<32x128xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %905 = stablehlo.multiply %904, %903 : tensor<32x128xf32>
    %cst_239 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %907 = stablehlo.multiply %906, %arg78 : tensor<32x128xf32>
    %908 = stablehlo.add %905, %907 : tensor<32x128xf32>
    %909 = stablehlo.multiply %565, %565 : tensor<32xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %911 = stablehlo.multiply %910, %909 : tensor<32xf32>
    %cst_241 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %913 = stablehlo.multiply %912, %arg79 : tensor<32xf32>
    %914 = stablehlo.add %911, %913 : tensor<32xf32>
    %915 = stablehlo.multiply %567, %567 : tensor<128x32xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %917 = stablehlo.multiply %916, %915 : tensor<128x32xf32>
    %cst_243 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %919 = stablehlo.multiply %918, %arg80 : tensor<128x32xf32>
    %920 = stablehlo.add %917, %919 : tensor<128x32xf32>
    %921 = stablehlo.multiply %671, %671 : tensor<32xf32>
    %cst_244 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %923 = stablehlo.multiply %922, %921 : tensor<32xf32>
    %cst_245 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %925 = stablehlo.multiply %924, %arg81 : tensor<32xf32>
    %926 = stablehlo.add %923, %925 : tensor<32xf32>
    %927 = stablehlo.multiply %682, %682 : tensor<32xf32>
    %cst_246 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %928 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %929 = stablehlo.multiply %928, %927 : tensor<32xf32>
    %cst_247 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %930 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %931 = stablehlo.multiply %930, %arg82 : tensor<32xf32>
    %932 = stablehlo.add %929, %931 : tensor<32xf32>
    %933 = stablehlo.multiply %588, %588 : tensor<32xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %935 = stablehlo.multiply %934, %933 : tensor<32xf32>
    %cst_249 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %937 = stablehlo.multiply %936, %arg83 : tensor<32xf32>
    %938 = stablehlo.add %935, %937 : tensor<32xf32>
    %939 = stablehlo.multiply %599, %599 : tensor<32xf32>
    %cst_250 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %941 = stablehlo.multiply %940, %939 : tensor<32xf32>
    %cst_251 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %943 = stablehlo.multiply %942, %arg84 : tensor<32xf32>
    %944 = stablehlo.add %941, %943 : tensor<32xf32>
    %945 = stablehlo.multiply %657, %657 : tensor<4x8xf32>
    %cst_252 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %947 = stablehlo.multiply %946, %945 : tensor<4x8xf32>
    %cst_253 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %949 = stablehlo.multiply %948, %arg85 : tensor<4x8xf32>
    %950 = stablehlo.add %947, %949 : tensor<4x8xf32>
    %951 = stablehlo.multiply %659, %659 : tensor<32x4x8xf32>
    %cst_254 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %952 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %953 = stablehlo.multiply %952, %951 : tensor<32x4x8xf32>
    %cst_255 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %954 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %955 = stablehlo.multiply %954, %arg86 : tensor<32x4x8xf32>
    %956 = stablehlo.add %953, %955 : tensor<32x4x8xf32>
    %957 = stablehlo.multiply %622, %622 : tensor<32xf32>
    %cst_256 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %959 = stablehlo.multiply %958, %957 : tensor<32xf32>
    %cst_257 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %961 = stablehlo.multiply %960, %arg87 : tensor<32xf32>
    %962 = stablehlo.add %959, %961 : tensor<32xf32>
    %963 = stablehlo.multiply %624, %624 : tensor<4x8x32xf32>
    %cst_258 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %965 = stablehlo.multiply %964, %963 : tensor<4x8x32xf32>
    %cst_259 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %967 = stablehlo.multiply %966, %arg88 : tensor<4x8x32xf32>
    %968 = stablehlo.add %965, %967 : tensor<4x8x32xf32>
    %969 = stablehlo.multiply %664, %664 : tensor<4x8xf32>
    %cst_260 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %970 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %971 = stablehlo.multiply %970, %969 : tensor<4x8xf32>
    %cst_261 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %972 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %973 = stablehlo.multiply %972, %arg89 : tensor<4x8xf32>
    %974 = stablehlo.add %971, %973 : tensor<4x8xf32>
    %975 = stablehlo.multiply %666, %666 : tensor<32x4x8xf32>
    %cst_262 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %977 = stablehlo.multiply %976, %975 : tensor<32x4x8xf32>
    %cst_263 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %978 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %979 = stablehlo.multiply %978, %arg90 : tensor<32x4x8xf32>
    %980 = stablehlo.add %977, %979 : tensor<32x4x8xf32>
    %981 = stablehlo.multiply %651, %651 : tensor<4x8xf32>
    %cst_264 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %983 = stablehlo.multiply %982, %981 : tensor<4x8xf32>
    %cst_265 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %984 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %985 = stablehlo.multiply %984, %arg91 : tensor<4x8xf32>
    %986 = stablehlo.add %983, %985 : tensor<4x8xf32>
    %987 = stablehlo.multiply %653, %653 : tensor<32x4x8xf32>
    %cst_266 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %989 = stablehlo.multiply %988, %987 : tensor<32x4x8xf32>
    %cst_267 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %991 = stablehlo.multiply %990, %arg92 : tensor<32x4x8xf32>
    %992 = stablehlo.add %989, %991 : tensor<32x4x8xf32>
    %993 = stablehlo.multiply %442, %442 : tensor<128xf32>
    %cst_268 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %995 = stablehlo.multiply %994, %993 : tensor<128xf32>
    %cst_269 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %996 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %997 = stablehlo.multiply %996, %arg93 : tensor<128xf32>
    %998 = stablehlo.add %995, %997 : tensor<128xf32>
    %999 = stablehlo.multiply %444, %444 : tensor<32x128xf32>
    %cst_270 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1001 = stablehlo.multiply %1000, %999 : tensor<32x128xf32>
    %cst_271 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1002 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1003 = stablehlo.multiply %1002, %arg94 : tensor<32x128xf32>
    %1004 = stablehlo.add %1001, %1003 : tensor<32x128xf32>
    %1005 = stablehlo.multiply %425, %425 : tensor<32xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1007 = stablehlo.multiply %1006, %1005 : tensor<32xf32>
    %cst_273 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1009 = stablehlo.multiply %1008, %arg95 : tensor<32xf32>
    %1010 = stablehlo.add %1007, %1009 : tensor<32xf32>
    %1011 = stablehlo.multiply %427, %427 : tensor<128x32xf32>
    %cst_274 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1013 = stablehlo.multiply %1012, %1011 : tensor<128x32xf32>
    %cst_275 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1014 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1015 = stablehlo.multiply %1014, %arg96 : tensor<128x32xf32>
    %1016 = stablehlo.add %1013, %1015 : tensor<128x32xf32>
    %1017 = stablehlo.multiply %531, %531 : tensor<32xf32>
    %cst_276 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1019 = stablehlo.multiply %1018, %1017 : tensor<32xf32>
    %cst_277 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1020 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1021 = stablehlo.multiply %1020, %arg97 : tensor<32xf32>
    %1022 = stablehlo.add %1019, %1021 : tensor<32xf32>
    %1023 = stablehlo.multiply %542, %542 : tensor<32xf32>
    %cst_278 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1025 = stablehlo.multiply %1024, %1023 : tensor<32xf32>
    %cst_279 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1026 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1027 = stablehlo.multiply %1026, %arg98 : tensor<32xf32>
    %1028 = stablehlo.add %1025, %1027 : tensor<32xf32>
    %1029 = stablehlo.multiply %448, %448 : tensor<32xf32>
    %cst_280 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1031 = stablehlo.multiply %1030, %1029 : tensor<32xf32>
    %cst_281 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1032 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1033 = stablehlo.multiply %1032, %arg99 : tensor<32xf32>
    %1034 = stablehlo.add %1031, %1033 : tensor<32xf32>
    %1035 = stablehlo.multiply %459, %459 : tensor<32xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1037 = stablehlo.multiply %1036, %1035 : tensor<32xf32>
    %cst_283 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1038 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1039 = stablehlo.multiply %1038, %arg100 : tensor<32xf32>
    %1040 = stablehlo.add %1037, %1039 : tensor<32xf32>
    %1041 = stablehlo.multiply %517, %517 : tensor<4x8xf32>
    %cst_284 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1043 = stablehlo.multiply %1042, %1041 : tensor<4x8xf32>
    %cst_285 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1044 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1045 = stablehlo.multiply %1044, %arg101 : tensor<4x8xf32>
    %1046 = stablehlo.add %1043, %1045 : tensor<4x8xf32>
    %1047 = stablehlo.multiply %519, %519 : tensor<32x4x8xf32>
    %cst_286 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1049 = stablehlo.multiply %1048, %1047 : tensor<32x4x8xf32>
    %cst_287 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1051 = stablehlo.multiply %1050, %arg102 : tensor<32x4x8xf32>
    %1052 = stablehlo.add %1049, %1051 : tensor<32x4x8xf32>
    %1053 = stablehlo.multiply %482, %482 : tensor<32xf32>
    %cst_288 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1055 = stablehlo.multiply %1054, %1053 : tensor<32xf32>
    %cst_289 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1057 = stablehlo.multiply %1056, %arg103 : tensor<32xf32>
    %1058 = stablehlo.add %1055, %1057 : tensor<32xf32>
    %1059 = stablehlo.multiply %484, %484 : tensor<4x8x32xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1061 = stablehlo.multiply %1060, %1059 : tensor<4x8x32xf32>
    %cst_291 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1062 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1063 = stablehlo.multiply %1062, %arg104 : tensor<4x8x32xf32>
    %1064 = stablehlo.add %1061, %1063 : tensor<4x8x32xf32>
    %1065 = stablehlo.multiply %524, %524 : tensor<4x8xf32>
    %cst_292 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1067 = stablehlo.multiply %1066, %1065 : tensor<4x8xf32>
    %cst_293 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1069 = stablehlo.multiply %1068, %arg105 : tensor<4x8xf32>
    %1070 = stablehlo.add %1067, %1069 : tensor<4x8xf32>
    %1071 = stablehlo.multiply %526, %526 : tensor<32x4x8xf32>
    %cst_294 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1073 = stablehlo.multiply %1072, %1071 : tensor<32x4x8xf32>
    %cst_295 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1075 = stablehlo.multiply %1074, %arg106 : tensor<32x4x8xf32>
    %1076 = stablehlo.add %1073, %1075 : tensor<32x4x8xf32>
    %1077 = stablehlo.multiply %511, %511 : tensor<4x8xf32>
    %cst_296 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1079 = stablehlo.multiply %1078, %1077 : tensor<4x8xf32>
    %cst_297 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1081 = stablehlo.multiply %1080, %arg107 : tensor<4x8xf32>
    %1082 = stablehlo.add %1079, %1081 : tensor<4x8xf32>
    %1083 = stablehlo.multiply %513, %513 : tensor<32x4x8xf32>
    %cst_298 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1085 = stablehlo.multiply %1084, %1083 : tensor<32x4x8xf32>
    %cst_299 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1087 = stablehlo.multiply %1086, %arg108 : tensor<32x4x8xf32>
    %1088 = stablehlo.add %1085, %1087 : tensor<32x4x8xf32>
    %1089 = stablehlo.multiply %386, %386 : tensor<8xf32>
    %cst_300 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1091 = stablehlo.multiply %1090, %1089 : tensor<8xf32>
    %cst_301 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1092 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1093 = stablehlo.multiply %1092, %arg109 : tensor<8xf32>
    %1094 = stablehlo.add %1091, %1093 : tensor<8xf32>
    %1095 = stablehlo.multiply %388, %388 : tensor<32x8xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %1097 = stablehlo.multiply %1096, %1095 : tensor<32x8xf32>
    %cst_303 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1098 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %1099 = stablehlo.multiply %1098, %arg110 : tensor<32x8xf32>
    %1100 = stablehlo.add %1097, %1099 : tensor<32x8xf32>
    %1101 = stablehlo.multiply %706, %706 : tensor<8x32xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1103 = stablehlo.multiply %1102, %1101 : tensor<8x32xf32>
    %cst_305 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1104 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1105 = stablehlo.multiply %1104, %arg111 : tensor<8x32xf32>
    %1106 = stablehlo.add %1103, %1105 : tensor<8x32xf32>
    %1107 = stablehlo.multiply %392, %392 : tensor<32xf32>
    %cst_306 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1109 = stablehlo.multiply %1108, %1107 : tensor<32xf32>
    %cst_307 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1110 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1111 = stablehlo.multiply %1110, %arg112 : tensor<32xf32>
    %1112 = stablehlo.add %1109, %1111 : tensor<32xf32>
    %1113 = stablehlo.multiply %403, %403 : tensor<32xf32>
    %cst_308 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1114 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1115 = stablehlo.multiply %1114, %1113 : tensor<32xf32>
    %cst_309 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1116 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1117 = stablehlo.multiply %1116, %arg113 : tensor<32xf32>
    %1118 = stablehlo.add %1115, %1117 : tensor<32xf32>
    %1119 = stablehlo.multiply %705, %705 : tensor<8x32xf32>
    %cst_310 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1120 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1121 = stablehlo.multiply %1120, %1119 : tensor<8x32xf32>
    %cst_311 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1122 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1123 = stablehlo.multiply %1122, %arg114 : tensor<8x32xf32>
    %1124 = stablehlo.add %1121, %1123 : tensor<8x32xf32>
    %c_312 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1125 = stablehlo.compare LT, %arg38, %c_312, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_313 = stablehlo.constant dense<1> : tensor<i32>
    %1126 = stablehlo.add %arg38, %c_313 : tensor<i32>
    %c_314 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1127 = call @_where_7(%1125, %1126, %c_314) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_315 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1128 = stablehlo.convert %1127 : (tensor<i32>) -> tensor<f32>
    %1129 = stablehlo.power %cst_315, %1128 : tensor<f32>
    %cst_316 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1130 = stablehlo.subtract %cst_316, %1129 : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1132 = stablehlo.divide %711, %1131 : tensor<128xf32>
    %1133 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1134 = stablehlo.divide %716, %1133 : tensor<32x128xf32>
    %1135 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1136 = stablehlo.divide %721, %1135 : tensor<32xf32>
    %1137 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1138 = stablehlo.divide %726, %1137 : tensor<128x32xf32>
    %1139 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1140 = stablehlo.divide %731, %1139 : tensor<32xf32>
    %1141 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1142 = stablehlo.divide %736, %1141 : tensor<32xf32>
    %1143 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1144 = stablehlo.divide %741, %1143 : tensor<32xf32>
    %1145 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1146 = stablehlo.divide %746, %1145 : tensor<32xf32>
    %1147 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1148 = stablehlo.divide %751, %1147 : tensor<4x8xf32>
    %1149 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1150 = stablehlo.divide %756, %1149 : tensor<32x4x8xf32>
    %1151 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1152 = stablehlo.divide %761, %1151 : tensor<32xf32>
    %1153 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1154 = stablehlo.divide %766, %1153 : tensor<4x8x32xf32>
    %1155 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1156 = stablehlo.divide %771, %1155 : tensor<4x8xf32>
    %1157 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1158 = stablehlo.divide %776, %1157 : tensor<32x4x8xf32>
    %1159 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1160 = stablehlo.divide %781, %1159 : tensor<4x8xf32>
    %1161 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1162 = stablehlo.divide %786, %1161 : tensor<32x4x8xf32>
    %1163 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1164 = stablehlo.divide %791, %1163 : tensor<128xf32>
    %1165 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1166 = stablehlo.divide %796, %1165 : tensor<32x128xf32>
    %1167 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1168 = stablehlo.divide %801, %1167 : tensor<32xf32>
    %1169 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1170 = stablehlo.divide %806, %1169 : tensor<128x32xf32>
    %1171 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1172 = stablehlo.divide %811, %1171 : tensor<32xf32>
    %1173 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1174 = stablehlo.divide %816, %1173 : tensor<32xf32>
    %1175 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1176 = stablehlo.divide %821, %1175 : tensor<32xf32>
    %1177 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1178 = stablehlo.divide %826, %1177 : tensor<32xf32>
    %1179 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1180 = stablehlo.divide %831, %1179 : tensor<4x8xf32>
    %1181 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1182 = stablehlo.divide %836, %1181 : tensor<32x4x8xf32>
    %1183 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1184 = stablehlo.divide %841, %1183 : tensor<32xf32>
    %1185 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1186 = stablehlo.divide %846, %1185 : tensor<4x8x32xf32>
    %1187 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1188 = stablehlo.divide %851, %1187 : tensor<4x8xf32>
    %1189 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1190 = stablehlo.divide %856, %1189 : tensor<32x4x8xf32>
    %1191 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1192 = stablehlo.divide %861, %1191 : tensor<4x8xf32>
    %1193 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1194 = stablehlo.divide %866, %1193 : tensor<32x4x8xf32>
    %1195 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1196 = stablehlo.divide %871, %1195 : tensor<8xf32>
    %1197 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %1198 = stablehlo.divide %876, %1197 : tensor<32x8xf32>
    %1199 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1200 = stablehlo.divide %881, %1199 : tensor<8x32xf32>
    %1201 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1202 = stablehlo.divide %886, %1201 : tensor<32xf32>
    %1203 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1204 = stablehlo.divide %891, %1203 : tensor<32xf32>
    %1205 = stablehlo.broadcast_in_dim %1130, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1206 = stablehlo.divide %896, %1205 : tensor<8x32xf32>
    %cst_317 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1207 = stablehlo.convert %1127 : (tensor<i32>) -> tensor<f32>
    %1208 = stablehlo.power %cst_317, %1207 : tensor<f32>
    %cst_318 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1209 = stablehlo.subtract %cst_318, %1208 : tensor<f32>
    %1210 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1211 = stablehlo.divide %902, %1210 : tensor<128xf32>
    %1212 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1213 = stablehlo.divide %908, %1212 : tensor<32x128xf32>
    %1214 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1215 = stablehlo.divide %914, %1214 : tensor<32xf32>
    %1216 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1217 = stablehlo.divide %920, %1216 : tensor<128x32xf32>
    %1218 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1219 = stablehlo.divide %926, %1218 : tensor<32xf32>
    %1220 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1221 = stablehlo.divide %932, %1220 : tensor<32xf32>
    %1222 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1223 = stablehlo.divide %938, %1222 : tensor<32xf32>
    %1224 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1225 = stablehlo.divide %944, %1224 : tensor<32xf32>
    %1226 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1227 = stablehlo.divide %950, %1226 : tensor<4x8xf32>
    %1228 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1229 = stablehlo.divide %956, %1228 : tensor<32x4x8xf32>
    %1230 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1231 = stablehlo.divide %962, %1230 : tensor<32xf32>
    %1232 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1233 = stablehlo.divide %968, %1232 : tensor<4x8x32xf32>
    %1234 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1235 = stablehlo.divide %974, %1234 : tensor<4x8xf32>
    %1236 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1237 = stablehlo.divide %980, %1236 : tensor<32x4x8xf32>
    %1238 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1239 = stablehlo.divide %986, %1238 : tensor<4x8xf32>
    %1240 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1241 = stablehlo.divide %992, %1240 : tensor<32x4x8xf32>
    %1242 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1243 = stablehlo.divide %998, %1242 : tensor<128xf32>
    %1244 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1245 = stablehlo.divide %1004, %1244 : tensor<32x128xf32>
    %1246 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1247 = stablehlo.divide %1010, %1246 : tensor<32xf32>
    %1248 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1249 = stablehlo.divide %1016, %1248 : tensor<128x32xf32>
    %1250 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1251 = stablehlo.divide %1022, %1250 : tensor<32xf32>
    %1252 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1253 = stablehlo.divide %1028, %1252 : tensor<32xf32>
    %1254 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1255 = stablehlo.divide %1034, %1254 : tensor<32xf32>
    %1256 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1257 = stablehlo.divide %1040, %1256 : tensor<32xf32>
    %1258 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1259 = stablehlo.divide %1046, %1258 : tensor<4x8xf32>
    %1260 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1261 = stablehlo.divide %1052, %1260 : tensor<32x4x8xf32>
    %1262 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1263 = stablehlo.divide %1058, %1262 : tensor<32xf32>
    %1264 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1265 = stablehlo.divide %1064, %1264 : tensor<4x8x32xf32>
    %1266 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1267 = stablehlo.divide %1070, %1266 : tensor<4x8xf32>
    %1268 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1269 = stablehlo.divide %1076, %1268 : tensor<32x4x8xf32>
    %1270 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1271 = stablehlo.divide %1082, %1270 : tensor<4x8xf32>
    %1272 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1273 = stablehlo.divide %1088, %1272 : tensor<32x4x8xf32>
    %1274 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1275 = stablehlo.divide %1094, %1274 : tensor<8xf32>
    %1276 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %1277 = stablehlo.divide %1100, %1276 : tensor<32x8xf32>
    %1278 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1279 = stablehlo.divide %1106, %1278 : tensor<8x32xf32>
    %1280 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1281 = stablehlo.divide %1112, %1280 : tensor<32xf32>
    %1282 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1283 = stablehlo.divide %1118, %1282 : tensor<32xf32>
    %1284 = stablehlo.broadcast_in_dim %1209, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1285 = stablehlo.divide %1124, %1284 : tensor<8x32xf32>
    %cst_319 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1286 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1287 = stablehlo.add %1211, %1286 : tensor<128xf32>
    %1288 = stablehlo.sqrt %1287 : tensor<128xf32>
    %cst_320 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1289 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1290 = stablehlo.add %1288, %1289 : tensor<128xf32>
    %1291 = stablehlo.divide %1132, %1290 : tensor<128xf32>
    %cst_321 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1292 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1293 = stablehlo.add %1213, %1292 : tensor<32x128xf32>
    %1294 = stablehlo.sqrt %1293 : tensor<32x128xf32>
    %cst_322 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1295 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1296 = stablehlo.add %1294, %1295 : tensor<32x128xf32>
    %1297 = stablehlo.divide %1134, %1296 : tensor<32x128xf32>
    %cst_323 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1298 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1299 = stablehlo.add %1215, %1298 : tensor<32xf32>
    %1300 = stablehlo.sqrt %1299 : tensor<32xf32>
    %cst_324 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1302 = stablehlo.add %1300, %1301 : tensor<32xf32>
    %1303 = stablehlo.divide %1136, %1302 : tensor<32xf32>
    %cst_325 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1304 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1305 = stablehlo.add %1217, %1304 : tensor<128x32xf32>
    %1306 = stablehlo.sqrt %1305 : tensor<128x32xf32>
    %cst_326 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1307 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1308 = stablehlo.add %1306, %1307 : tensor<128x32xf32>
    %1309 = stablehlo.divide %1138, %1308 : tensor<128x32xf32>
    %cst_327 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1310 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1311 = stablehlo.add %1219, %1310 : tensor<32xf32>
    %1312 = stablehlo.sqrt %1311 : tensor<32xf32>
    %cst_328 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1313 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1314 = stablehlo.add %1312, %1313 : tensor<32xf32>
    %1315 = stablehlo.divide %1140, %1314 : tensor<32xf32>
    %cst_329 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1316 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1317 = stablehlo.add %1221, %1316 : tensor<32xf32>
    %1318 = stablehlo.sqrt %1317 : tensor<32xf32>
    %cst_330 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1319 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1320 = stablehlo.add %1318, %1319 : tensor<32xf32>
    %1321 = stablehlo.divide %1142, %1320 : tensor<32xf32>
    %cst_331 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1322 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1323 = stablehlo.add %1223, %1322 : tensor<32xf32>
    %1324 = stablehlo.sqrt %1323 : tensor<32xf32>
    %cst_332 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1325 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1326 = stablehlo.add %1324, %1325 : tensor<32xf32>
    %1327 = stablehlo.divide %1144, %1326 : tensor<32xf32>
    %cst_333 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1329 = stablehlo.add %1225, %1328 : tensor<32xf32>
    %1330 = stablehlo.sqrt %1329 : tensor<32xf32>
    %cst_334 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1331 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1332 = stablehlo.add %1330, %1331 : tensor<32xf32>
    %1333 = stablehlo.divide %1146, %1332 : tensor<32xf32>
    %cst_335 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1334 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1335 = stablehlo.add %1227, %1334 : tensor<4x8xf32>
    %1336 = stablehlo.sqrt %1335 : tensor<4x8xf32>
    %cst_336 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1337 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1338 = stablehlo.add %1336, %1337 : tensor<4x8xf32>
    %1339 = stablehlo.divide %1148, %1338 : tensor<4x8xf32>
    %cst_337 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1340 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1341 = stablehlo.add %1229, %1340 : tensor<32x4x8xf32>
    %1342 = stablehlo.sqrt %1341 : tensor<32x4x8xf32>
    %cst_338 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1343 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1344 = stablehlo.add %1342, %1343 : tensor<32x4x8xf32>
    %1345 = stablehlo.divide %1150, %1344 : tensor<32x4x8xf32>
    %cst_339 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1346 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1347 = stablehlo.add %1231, %1346 : tensor<32xf32>
    %1348 = stablehlo.sqrt %1347 : tensor<32xf32>
    %cst_340 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1349 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1350 = stablehlo.add %1348, %1349 : tensor<32xf32>
    %1351 = stablehlo.divide %1152, %1350 : tensor<32xf32>
    %cst_341 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1352 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1353 = stablehlo.add %1233, %1352 : tensor<4x8x32xf32>
    %1354 = stablehlo.sqrt %1353 : tensor<4x8x32xf32>
    %cst_342 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1355 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1356 = stablehlo.add %1354, %1355 : tensor<4x8x32xf32>
    %1357 = stablehlo.divide %1154, %1356 : tensor<4x8x32xf32>
    %cst_343 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1358 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1359 = stablehlo.add %1235, %1358 : tensor<4x8xf32>
    %1360 = stablehlo.sqrt %1359 : tensor<4x8xf32>
    %cst_344 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1361 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1362 = stablehlo.add %1360, %1361 : tensor<4x8xf32>
    %1363 = stablehlo.divide %1156, %1362 : tensor<4x8xf32>
    %cst_345 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1364 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1365 = stablehlo.add %1237, %1364 : tensor<32x4x8xf32>
    %1366 = stablehlo.sqrt %1365 : tensor<32x4x8xf32>
    %cst_346 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1367 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1368 = stablehlo.add %1366, %1367 : tensor<32x4x8xf32>
    %1369 = stablehlo.divide %1158, %1368 : tensor<32x4x8xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1370 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1371 = stablehlo.add %1239, %1370 : tensor<4x8xf32>
    %1372 = stablehlo.sqrt %1371 : tensor<4x8xf32>
    %cst_348 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1373 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1374 = stablehlo.add %1372, %1373 : tensor<4x8xf32>
    %1375 = stablehlo.divide %1160, %1374 : tensor<4x8xf32>
    %cst_349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1376 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1377 = stablehlo.add %1241, %1376 : tensor<32x4x8xf32>
    %1378 = stablehlo.sqrt %1377 : tensor<32x4x8xf32>
    %cst_350 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1379 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1380 = stablehlo.add %1378, %1379 : tensor<32x4x8xf32>
    %1381 = stablehlo.divide %1162, %1380 : tensor<32x4x8xf32>
    %cst_351 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1382 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1383 = stablehlo.add %1243, %1382 : tensor<128xf32>
    %1384 = stablehlo.sqrt %1383 : tensor<128xf32>
    %cst_352 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1385 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1386 = stablehlo.add %1384, %1385 : tensor<128xf32>
    %1387 = stablehlo.divide %1164, %1386 : tensor<128xf32>
    %cst_353 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1388 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1389 = stablehlo.add %1245, %1388 : tensor<32x128xf32>
    %1390 = stablehlo.sqrt %1389 : tensor<32x128xf32>
    %cst_354 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1391 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1392 = stablehlo.add %1390, %1391 : tensor<32x128xf32>
    %1393 = stablehlo.divide %1166, %1392 : tensor<32x128xf32>
    %cst_355 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1394 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1395 = stablehlo.add %1247, %1394 : tensor<32xf32>
    %1396 = stablehlo.sqrt %1395 : tensor<32xf32>
    %cst_356 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1397 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1398 = stablehlo.add %1396, %1397 : tensor<32xf32>
    %1399 = stablehlo.divide %1168, %1398 : tensor<32xf32>
    %cst_357 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1400 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1401 = stablehlo.add %1249, %1400 : tensor<128x32xf32>
    %1402 = stablehlo.sqrt %1401 : tensor<128x32xf32>
    %cst_358 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1403 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1404 = stablehlo.add %1402, %1403 : tensor<128x32xf32>
    %1405 = stablehlo.divide %1170, %1404 : tensor<128x32xf32>
    %cst_359 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1406 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1407 = stablehlo.add %1251, %1406 : tensor<32xf32>
    %1408 = stablehlo.sqrt %1407 : tensor<32xf32>
    %cst_360 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1409 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1410 = stablehlo.add %1408, %1409 : tensor<32xf32>
    %1411 = stablehlo.divide %1172, %1410 : tensor<32xf32>
    %cst_361 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1412 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1413 = stablehlo.add %1253, %1412 : tensor<32xf32>
    %1414 = stablehlo.sqrt %1413 : tensor<32xf32>
    %cst_362 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1415 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1416 = stablehlo.add %1414, %1415 : tensor<32xf32>
    %1417 = stablehlo.divide %1174, %1416 : tensor<32xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1418 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1419 = stablehlo.add %1255, %1418 : tensor<32xf32>
    %1420 = stablehlo.sqrt %1419 : tensor<32xf32>
    %cst_364 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1421 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1422 = stablehlo.add %1420, %1421 : tensor<32xf32>
    %1423 = stablehlo.divide %1176, %1422 : tensor<32xf32>
    %cst_365 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1424 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1425 = stablehlo.add %1257, %1424 : tensor<32xf32>
    %1426 = stablehlo.sqrt %1425 : tensor<32xf32>
    %cst_366 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1427 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1428 = stablehlo.add %1426, %1427 : tensor<32xf32>
    %1429 = stablehlo.divide %1178, %1428 : tensor<32xf32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1430 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1431 = stablehlo.add %1259, %1430 : tensor<4x8xf32>
    %1432 = stablehlo.sqrt %1431 : tensor<4x8xf32>
    %cst_368 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1433 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1434 = stablehlo.add %1432, %1433 : tensor<4x8xf32>
    %1435 = stablehlo.divide %1180, %1434 : tensor<4x8xf32>
    %cst_369 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1436 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1437 = stablehlo.add %1261, %1436 : tensor<32x4x8xf32>
    %1438 = stablehlo.sqrt %1437 : tensor<32x4x8xf32>
    %cst_370 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1439 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1440 = stablehlo.add %1438, %1439 : tensor<32x4x8xf32>
    %1441 = stablehlo.divide %1182, %1440 : tensor<32x4x8xf32>
    %cst_371 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1442 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1443 = stablehlo.add %1263, %1442 : tensor<32xf32>
    %1444 = stablehlo.sqrt %1443 : tensor<32xf32>
    %cst_372 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1445 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1446 = stablehlo.add %1444, %1445 : tensor<32xf32>
    %1447 = stablehlo.divide %1184, %1446 : tensor<32xf32>
    %cst_373 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1448 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1449 = stablehlo.add %1265, %1448 : tensor<4x8x32xf32>
    %1450 = stablehlo.sqrt %1449 : tensor<4x8x32xf32>
    %cst_374 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1451 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1452 = stablehlo.add %1450, %1451 : tensor<4x8x32xf32>
    %1453 = stablehlo.divide %1186, %1452 : tensor<4x8x32xf32>
    %cst_375 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1454 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1455 = stablehlo.add %1267, %1454 : tensor<4x8xf32>
    %1456 = stablehlo.sqrt %1455 : tensor<4x8xf32>
    %cst_376 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1457 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1458 = stablehlo.add %1456, %1457 : tensor<4x8xf32>
    %1459 = stablehlo.divide %1188, %1458 : tensor<4x8xf32>
    %cst_377 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1460 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1461 = stablehlo.add %1269, %1460 : tensor<32x4x8xf32>
    %1462 = stablehlo.sqrt %1461 : tensor<32x4x8xf32>
    %cst_378 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1463 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1464 = stablehlo.add %1462, %1463 : tensor<32x4x8xf32>
    %1465 = stablehlo.divide %1190, %1464 : tensor<32x4x8xf32>
    %cst_379 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1466 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1467 = stablehlo.add %1271, %1466 : tensor<4x8xf32>
    %1468 = stablehlo.sqrt %1467 : tensor<4x8xf32>
    %cst_380 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1469 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1470 = stablehlo.add %1468, %1469 : tensor<4x8xf32>
    %1471 = stablehlo.divide %1192, %1470 : tensor<4x8xf32>
    %cst_381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1472 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1473 = stablehlo.add %1273, %1472 : tensor<32x4x8xf32>
    %1474 = stablehlo.sqrt %1473 : tensor<32x4x8xf32>
    %cst_382 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1475 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1476 = stablehlo.add %1474, %1475 : tensor<32x4x8xf32>
    %1477 = stablehlo.divide %1194, %1476 : tensor<32x4x8xf32>
    %cst_383 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1478 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1479 = stablehlo.add %1275, %1478 : tensor<8xf32>
    %1480 = stablehlo.sqrt %1479 : tensor<8xf32>
    %cst_384 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1481 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1482 = stablehlo.add %1480, %1481 : tensor<8xf32>
    %1483 = stablehlo.divide %1196, %1482 : tensor<8xf32>
    %cst_385 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1484 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %1485 = stablehlo.add %1277, %1484 : tensor<32x8xf32>
    %1486 = stablehlo.sqrt %1485 : tensor<32x8xf32>
    %cst_386 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1487 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %1488 = stablehlo.add %1486, %1487 : tensor<32x8xf32>
    %1489 = stablehlo.divide %1198, %1488 : tensor<32x8xf32>
    %cst_387 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1490 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1491 = stablehlo.add %1279, %1490 : tensor<8x32xf32>
    %1492 = stablehlo.sqrt %1491 : tensor<8x32xf32>
    %cst_388 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1493 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1494 = stablehlo.add %1492, %1493 : tensor<8x32xf32>
    %1495 = stablehlo.divide %1200, %1494 : tensor<8x32xf32>
    %cst_389 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1496 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1497 = stablehlo.add %1281, %1496 : tensor<32xf32>
    %1498 = stablehlo.sqrt %1497 : tensor<32xf32>
    %cst_390 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1499 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1500 = stablehlo.add %1498, %1499 : tensor<32xf32>
    %1501 = stablehlo.divide %1202, %1500 : tensor<32xf32>
    %cst_391 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1502 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1503 = stablehlo.add %1283, %1502 : tensor<32xf32>
    %1504 = stablehlo.sqrt %1503 : tensor<32xf32>
    %cst_392 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1505 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1506 = stablehlo.add %1504, %1505 : tensor<32xf32>
    %1507 = stablehlo.divide %1204, %1506 : tensor<32xf32>
    %cst_393 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1508 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1509 = stablehlo.add %1285, %1508 : tensor<8x32xf32>
    %1510 = stablehlo.sqrt %1509 : tensor<8x32xf32>
    %cst_394 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1511 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1512 = stablehlo.add %1510, %1511 : tensor<8x32xf32>
    %1513 = stablehlo.divide %1206, %1512 : tensor<8x32xf32>
    %cst_395 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1514 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1515 = stablehlo.multiply %1514, %arg0 : tensor<128xf32>
    %1516 = stablehlo.add %1291, %1515 : tensor<128xf32>
    %cst_396 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1517 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1518 = stablehlo.multiply %1517, %arg1 : tensor<32x128xf32>
    %1519 = stablehlo.add %1297, %1518 : tensor<32x128xf32>
    %cst_397 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1520 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1521 = stablehlo.multiply %1520, %arg2 : tensor<32xf32>
    %1522 = stablehlo.add %1303, %1521 : tensor<32xf32>
    %cst_398 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1523 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1524 = stablehlo.multiply %1523, %arg3 : tensor<128x32xf32>
    %1525 = stablehlo.add %1309, %1524 : tensor<128x32xf32>
    %cst_399 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1526 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1527 = stablehlo.multiply %1526, %arg4 : tensor<32xf32>
    %1528 = stablehlo.add %1315, %1527 : tensor<32xf32>
    %cst_400 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1529 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1530 = stablehlo.multiply %1529, %arg5 : tensor<32xf32>
    %1531 = stablehlo.add %1321, %1530 : tensor<32xf32>
    %cst_401 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1532 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1533 = stablehlo.multiply %1532, %arg6 : tensor<32xf32>
    %1534 = stablehlo.add %1327, %1533 : tensor<32xf32>
    %cst_402 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1535 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1536 = stablehlo.multiply %1535, %arg7 : tensor<32xf32>
    %1537 = stablehlo.add %1333, %1536 : tensor<32xf32>
    %cst_403 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1538 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1539 = stablehlo.multiply %1538, %arg8 : tensor<4x8xf32>
    %1540 = stablehlo.add %1339, %1539 : tensor<4x8xf32>
    %cst_404 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1541 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1542 = stablehlo.multiply %1541, %arg9 : tensor<32x4x8xf32>
    %1543 = stablehlo.add %1345, %1542 : tensor<32x4x8xf32>
    %cst_405 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1544 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1545 = stablehlo.multiply %1544, %arg10 : tensor<32xf32>
    %1546 = stablehlo.add %1351, %1545 : tensor<32xf32>
    %cst_406 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1547 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1548 = stablehlo.multiply %1547, %arg11 : tensor<4x8x32xf32>
    %1549 = stablehlo.add %1357, %1548 : tensor<4x8x32xf32>
    %cst_407 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1550 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1551 = stablehlo.multiply %1550, %arg12 : tensor<4x8xf32>
    %1552 = stablehlo.add %1363, %1551 : tensor<4x8xf32>
    %cst_408 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1553 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1554 = stablehlo.multiply %1553, %arg13 : tensor<32x4x8xf32>
    %1555 = stablehlo.add %1369, %1554 : tensor<32x4x8xf32>
    %cst_409 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1556 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1557 = stablehlo.multiply %1556, %arg14 : tensor<4x8xf32>
    %1558 = stablehlo.add %1375, %1557 : tensor<4x8xf32>
    %cst_410 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1559 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1560 = stablehlo.multiply %1559, %arg15 : tensor<32x4x8xf32>
    %1561 = stablehlo.add %1381, %1560 : tensor<32x4x8xf32>
    %cst_411 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1562 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1563 = stablehlo.multiply %1562, %arg16 : tensor<128xf32>
    %1564 = stablehlo.add %1387, %1563 : tensor<128xf32>
    %cst_412 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1565 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1566 = stablehlo.multiply %1565, %arg17 : tensor<32x128xf32>
    %1567 = stablehlo.add %1393, %1566 : tensor<32x128xf32>
    %cst_413 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1568 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1569 = stablehlo.multiply %1568, %arg18 : tensor<32xf32>
    %1570 = stablehlo.add %1399, %1569 : tensor<32xf32>
    %cst_414 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1571 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1572 = stablehlo.multiply %1571, %arg19 : tensor<128x32xf32>
    %1573 = stablehlo.add %1405, %1572 : tensor<128x32xf32>
    %cst_415 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1574 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1575 = stablehlo.multiply %1574, %arg20 : tensor<32xf32>
    %1576 = stablehlo.add %1411, %1575 : tensor<32xf32>
    %cst_416 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1577 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1578 = stablehlo.multiply %1577, %arg21 : tensor<32xf32>
    %1579 = stablehlo.add %1417, %1578 : tensor<32xf32>
    %cst_417 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1580 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1581 = stablehlo.multiply %1580, %arg22 : tensor<32xf32>
    %1582 = stablehlo.add %1423, %1581 : tensor<32xf32>
    %cst_418 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1583 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1584 = stablehlo.multiply %1583, %arg23 : tensor<32xf32>
    %1585 = stablehlo.add %1429, %1584 : tensor<32xf32>
    %cst_419 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1586 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1587 = stablehlo.multiply %1586, %arg24 : tensor<4x8xf32>
    %1588 = stablehlo.add %1435, %1587 : tensor<4x8xf32>
    %cst_420 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1589 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1590 = stablehlo.multiply %1589, %arg25 : tensor<32x4x8xf32>
    %1591 = stablehlo.add %1441, %1590 : tensor<32x4x8xf32>
    %cst_421 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1592 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1593 = stablehlo.multiply %1592, %arg26 : tensor<32xf32>
    %1594 = stablehlo.add %1447, %1593 : tensor<32xf32>
    %cst_422 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1595 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1596 = stablehlo.multiply %1595, %arg27 : tensor<4x8x32xf32>
    %1597 = stablehlo.add %1453, %1596 : tensor<4x8x32xf32>
    %cst_423 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1598 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1599 = stablehlo.multiply %1598, %arg28 : tensor<4x8xf32>
    %1600 = stablehlo.add %1459, %1599 : tensor<4x8xf32>
    %cst_424 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1601 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1602 = stablehlo.multiply %1601, %arg29 : tensor<32x4x8xf32>
    %1603 = stablehlo.add %1465, %1602 : tensor<32x4x8xf32>
    %cst_425 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1604 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1605 = stablehlo.multiply %1604, %arg30 : tensor<4x8xf32>
    %1606 = stablehlo.add %1471, %1605 : tensor<4x8xf32>
    %cst_426 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1607 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1608 = stablehlo.multiply %1607, %arg31 : tensor<32x4x8xf32>
    %1609 = stablehlo.add %1477, %1608 : tensor<32x4x8xf32>
    %cst_427 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1610 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1611 = stablehlo.multiply %1610, %arg32 : tensor<8xf32>
    %1612 = stablehlo.add %1483, %1611 : tensor<8xf32>
    %cst_428 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1613 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %1614 = stablehlo.multiply %1613, %arg33 : tensor<32x8xf32>
    %1615 = stablehlo.add %1489, %1614 : tensor<32x8xf32>
    %cst_429 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1616 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1617 = stablehlo.multiply %1616, %arg34 : tensor<8x32xf32>
    %1618 = stablehlo.add %1495, %1617 : tensor<8x32xf32>
    %cst_430 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1619 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1620 = stablehlo.multiply %1619, %arg35 : tensor<32xf32>
    %1621 = stablehlo.add %1501, %1620 : tensor<32xf32>
    %cst_431 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1622 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1623 = stablehlo.multiply %1622, %arg36 : tensor<32xf32>
    %1624 = stablehlo.add %1507, %1623 : tensor<32xf32>
    %cst_432 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1625 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1626 = stablehlo.multiply %1625, %arg37 : tensor<8x32xf32>
    %1627 = stablehlo.add %1513, %1626 : tensor<8x32xf32>
    %c_433 = stablehlo.constant dense<0> : tensor<i32>
    %1628 = stablehlo.subtract %arg115, %c_433 : tensor<i32>
    %c_434 = stablehlo.constant dense<0> : tensor<i32>
    %c_435 = stablehlo.constant dense<10> : tensor<i32>
    %1629 = call @clip(%1628, %c_434, %c_435) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1630 = stablehlo.convert %1629 : (tensor<i32>) -> tensor<f32>
    %cst_436 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %1631 = stablehlo.divide %1630, %cst_436 : tensor<f32>
    %cst_437 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1632 = stablehlo.subtract %cst_437, %1631 : tensor<f32>
    %cst_438 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %1633 = stablehlo.multiply %cst_438, %1632 : tensor<f32>
    %cst_439 = stablehlo.constant dense<3.000000e-03> : tensor<f32>
    %1634 = stablehlo.add %1633, %cst_439 : tensor<f32>
    %c_440 = stablehlo.constant dense<10> : tensor<i32>
    %1635 = stablehlo.compare LT, %arg115, %c_440, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_441 = stablehlo.constant dense<10> : tensor<i32>
    %1636 = stablehlo.subtract %arg115, %c_441 : tensor<i32>
    %1637 = stablehlo.convert %1636 : (tensor<i32>) -> tensor<f32>
    %cst_442 = stablehlo.constant dense<9.000000e+01> : tensor<f32>
    %1638 = stablehlo.minimum %1637, %cst_442 : tensor<f32>
    %cst_443 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %1639 = stablehlo.multiply %cst_443, %1638 : tensor<f32>
    %cst_444 = stablehlo.constant dense<9.000000e+01> : tensor<f32>
    %1640 = stablehlo.divide %1639, %cst_444 : tensor<f32>
    %1641 = stablehlo.cosine %1640 : tensor<f32>
    %cst_445 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1642 = stablehlo.add %cst_445, %1641 : tensor<f32>
    %cst_446 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1643 = stablehlo.multiply %cst_446, %1642 : tensor<f32>
    %cst_447 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1644 = stablehlo.power %1643, %cst_447 : tensor<f32>
    %cst_448 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1645 = stablehlo.multiply %cst_448, %1644 : tensor<f32>
    %cst_449 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1646 = stablehlo.add %1645, %cst_449 : tensor<f32>
    %cst_450 = stablehlo.constant dense<3.000000e-03> : tensor<f32>
    %1647 = stablehlo.multiply %cst_450, %1646 : tensor<f32>
    %1648 = call @_where_8(%1635, %1634, %1647) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_451 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %1649 = stablehlo.multiply %cst_451, %1648 : tensor<f32>
    %1650 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1651 = stablehlo.multiply %1650, %1516 : tensor<128xf32>
    %1652 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1653 = stablehlo.multiply %1652, %1519 : tensor<32x128xf32>
    %1654 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1655 = stablehlo.multiply %1654, %1522 : tensor<32xf32>
    %1656 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1657 = stablehlo.multiply %1656, %1525 : tensor<128x32xf32>
    %1658 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1659 = stablehlo.multiply %1658, %1528 : tensor<32xf32>
    %1660 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1661 = stablehlo.multiply %1660, %1531 : tensor<32xf32>
    %1662 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1663 = stablehlo.multiply %1662, %1534 : tensor<32xf32>
    %1664 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1665 = stablehlo.multiply %1664, %1537 : tensor<32xf32>
    %1666 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1667 = stablehlo.multiply %1666, %1540 : tensor<4x8xf32>
    %1668 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1669 = stablehlo.multiply %1668, %1543 : tensor<32x4x8xf32>
    %1670 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1671 = stablehlo.multiply %1670, %1546 : tensor<32xf32>
    %1672 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1673 = stablehlo.multiply %1672, %1549 : tensor<4x8x32xf32>
    %1674 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1675 = stablehlo.multiply %1674, %1552 : tensor<4x8xf32>
    %1676 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1677 = stablehlo.multiply %1676, %1555 : tensor<32x4x8xf32>
    %1678 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1679 = stablehlo.multiply %1678, %1558 : tensor<4x8xf32>
    %1680 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1681 = stablehlo.multiply %1680, %1561 : tensor<32x4x8xf32>
    %1682 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1683 = stablehlo.multiply %1682, %1564 : tensor<128xf32>
    %1684 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1685 = stablehlo.multiply %1684, %1567 : tensor<32x128xf32>
    %1686 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1687 = stablehlo.multiply %1686, %1570 : tensor<32xf32>
    %1688 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1689 = stablehlo.multiply %1688, %1573 : tensor<128x32xf32>
    %1690 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1691 = stablehlo.multiply %1690, %1576 : tensor<32xf32>
    %1692 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1693 = stablehlo.multiply %1692, %1579 : tensor<32xf32>
    %1694 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1695 = stablehlo.multiply %1694, %1582 : tensor<32xf32>
    %1696 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1697 = stablehlo.multiply %1696, %1585 : tensor<32xf32>
    %1698 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1699 = stablehlo.multiply %1698, %1588 : tensor<4x8xf32>
    %1700 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1701 = stablehlo.multiply %1700, %1591 : tensor<32x4x8xf32>
    %1702 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1703 = stablehlo.multiply %1702, %1594 : tensor<32xf32>
    %1704 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1705 = stablehlo.multiply %1704, %1597 : tensor<4x8x32xf32>
    %1706 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1707 = stablehlo.multiply %1706, %1600 : tensor<4x8xf32>
    %1708 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1709 = stablehlo.multiply %1708, %1603 : tensor<32x4x8xf32>
    %1710 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1711 = stablehlo.multiply %1710, %1606 : tensor<4x8xf32>
    %1712 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1713 = stablehlo.multiply %1712, %1609 : tensor<32x4x8xf32>
    %1714 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1715 = stablehlo.multiply %1714, %1612 : tensor<8xf32>
    %1716 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %1717 = stablehlo.multiply %1716, %1615 : tensor<32x8xf32>
    %1718 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1719 = stablehlo.multiply %1718, %1618 : tensor<8x32xf32>
    %1720 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1721 = stablehlo.multiply %1720, %1621 : tensor<32xf32>
    %1722 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1723 = stablehlo.multiply %1722, %1624 : tensor<32xf32>
    %1724 = stablehlo.broadcast_in_dim %1649, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1725 = stablehlo.multiply %1724, %1627 : tensor<8x32xf32>
    %c_452 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1726 = stablehlo.compare LT, %arg115, %c_452, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_453 = stablehlo.constant dense<1> : tensor<i32>
    %1727 = stablehlo.add %arg115, %c_453 : tensor<i32>
    %c_454 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1728 = call @_where_7(%1726, %1727, %c_454) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1729 = stablehlo.add %arg0, %1651 : tensor<128xf32>
    %1730 = stablehlo.add %arg1, %1653 : tensor<32x128xf32>
    %1731 = stablehlo.add %arg2, %1655 : tensor<32xf32>
    %1732 = stablehlo.add %arg3, %1657 : tensor<128x32xf32>
    %1733 = stablehlo.add %arg4, %1659 : tensor<32xf32>
    %1734 = stablehlo.add %arg5, %1661 : tensor<32xf32>
    %1735 = stablehlo.add %arg6, %1663 : tensor<32xf32>
    %1736 = stablehlo.add %arg7, %1665 : tensor<32xf32>
    %1737 = stablehlo.add %arg8, %1667 : tensor<4x8xf32>
    %1738 = stablehlo.add %arg9, %1669 : tensor<32x4x8xf32>
    %1739 = stablehlo.add %arg10, %1671 : tensor<32xf32>
    %1740 = stablehlo.add %arg11, %1673 : tensor<4x8x32xf32>
    %1741 = stablehlo.add %arg12, %1675 : tensor<4x8xf32>
    %1742 = stablehlo.add %arg13, %1677 : tensor<32x4x8xf32>
    %1743 = stablehlo.add %arg14, %1679 : tensor<4x8xf32>
    %1744 = stablehlo.add %arg15, %1681 : tensor<32x4x8xf32>
    %1745 = stablehlo.add %arg16, %1683 : tensor<128xf32>
    %1746 = stablehlo.add %arg17, %1685 : tensor<32x128xf32>
    %1747 = stablehlo.add %arg18, %1687 : tensor<32xf32>
    %1748 = stablehlo.add %arg19, %1689 : tensor<128x32xf32>
    %1749 = stablehlo.add %arg20, %1691 : tensor<32xf32>
    %1750 = stablehlo.add %arg21, %1693 : tensor<32xf32>
    %1751 = stablehlo.add %arg22, %1695 : tensor<32xf32>
    %1752 = stablehlo.add %arg23, %1697 : tensor<32xf32>
    %1753 = stablehlo.add %arg24, %1699 : tensor<4x8xf32>
    %1754 = stablehlo.add %arg25, %1701 : tensor<32x4x8xf32>
    %1755 = stablehlo.add %arg26, %1703 : tensor<32xf32>
    %1756 = stablehlo.add %arg27, %1705 : tensor<4x8x32xf32>
    %1757 = stablehlo.add %arg28, %1707 : tensor<4x8xf32>
    %1758 = stablehlo.add %arg29, %1709 : tensor<32x4x8xf32>
    %1759 = stablehlo.add %arg30, %1711 : tensor<4x8xf32>
    %1760 = stablehlo.add %arg31, %1713 : tensor<32x4x8xf32>
    %1761 = stablehlo.add %arg32, %1715 : tensor<8xf32>
    %1762 = stablehlo.add %arg33, %1717 : tensor<32x8xf32>
    %1763 = stablehlo.add %arg34, %1719 : tensor<8x32xf32>
    %1764 = stablehlo.add %arg35, %1721 : tensor<32xf32>
    %1765 = stablehlo.add %arg36, %1723 : tensor<32xf32>
    %1766 = stablehlo.add %arg37, %1725 : tensor<8x32xf32>
    return %1729, %1730, %1731, %1732, %1733, %1734, %1735, %1736, %1737, %1738, %1739, %1740, %1741, %1742, %1743, %1744, %1745, %1746, %1747, %1748, %1749, %1750, %1751, %1752, %1753, %1754, %1755, %1756, %1757, %1758, %1759, %1760, %1761, %1762, %1763, %1764, %1765, %1766, %1127, %711, %716, %721, %726, %731, %736, %741, %746, %751, %756, %761, %766, %771, %776, %781, %786, %791, %796, %801, %806, %811, %816, %821, %826, %831, %836, %841, %846, %851, %856, %861, %866, %871, %876, %881, %886, %891, %896, %902, %908, %914, %920, %926, %932, %938, %944, %950, %956, %962, %968, %974, %980, %986, %992, %998, %1004, %1010, %1016, %1022, %1028, %1034, %1040, %1046, %1052, %1058, %1064, %1070, %1076, %1082, %1088, %1094, %1100, %1106, %1112, %1118, %1124, %1728, %369 : tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<i32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<8x32xf32>, %arg1: tensor<32x8xi32>) -> (tensor<32x8x32xf32>, tensor<32x8x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x8xi32>, tensor<32x8xi32>) -> tensor<32x8xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x8xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<32x8xi1>, tensor<32x8xi32>, tensor<32x8xi32>) -> tensor<32x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<32x8xi32>) -> tensor<32x8x1xi32>
    %c_1 = stablehlo.constant dense<7> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x8x1xi32>, tensor<32x8x1xi32>) -> tensor<32x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x8x1xi32>, tensor<32x8x1xi32>) -> tensor<32x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<32x8x1xi1>, tensor<i1>) -> tensor<32x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<8x32xf32>, tensor<32x8x1xi32>) -> tensor<32x8x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<32x8xi1>) -> tensor<32x8x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x8x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<32x8x32xi1>, tensor<32x8x32xf32>
    return %16, %5 : tensor<32x8x32xf32>, tensor<32x8x1xi32>
  }
  func.func private @_where(%arg0: tensor<32x8xi1>, %arg1: tensor<32x8xi32>, %arg2: tensor<32x8xi32>) -> tensor<32x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32x8xi1>, tensor<32x8xi32>
    return %0 : tensor<32x8xi32>
  }
  func.func private @_where_0(%arg0: tensor<32x1x8x8xf32>, %arg1: tensor<32x4x8x8xf32>, %arg2: tensor<f32>) -> (tensor<32x4x8x8xf32>, tensor<32x4x8x8xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1x8x8xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<32x1x8x8xf32>, tensor<32x1x8x8xf32>) -> tensor<32x1x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<32x1x8x8xi1>) -> tensor<32x4x8x8xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<32x4x8x8xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<32x4x8x8xi1>, tensor<32x4x8x8xf32>
    return %4, %2 : tensor<32x4x8x8xf32>, tensor<32x4x8x8xi1>
  }
  func.func private @take_along_axis(%arg0: tensor<32x8x8xf32>, %arg1: tensor<32x8x1xi32>) -> (tensor<32x8x1xf32>, tensor<32x8x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x8x1xi32>, tensor<32x8x1xi32>) -> tensor<32x8x1xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<32x8x1xi1>, tensor<32x8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<32x8x1xi32>) -> tensor<32x8x1x1xi32>
    %c_1 = stablehlo.constant dense<7> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x8x1x1xi32>, tensor<32x8x1x1xi32>) -> tensor<32x8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<32x8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x8x1x1xi32>, tensor<32x8x1x1xi32>) -> tensor<32x8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<32x8x1x1xi1>, tensor<i1>) -> tensor<32x8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<32x8x8xf32>, tensor<32x8x1x1xi32>) -> tensor<32x8x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<32x8x1xi1>, tensor<32x8x1xf32>
    return %15, %5 : tensor<32x8x1xf32>, tensor<32x8x1x1xi32>
  }
  func.func private @_take_1(%arg0: tensor<32x8x1xf32>, %arg1: tensor<i32>) -> (tensor<32x8xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_2(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 32, 8, 1>}> : (tensor<32x8x1xf32>, tensor<1xi32>) -> tensor<32x8xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<32x8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<32x8xi1>, tensor<32x8xf32>
    return %13, %3 : tensor<32x8xf32>, tensor<1xi32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_3(%arg0: tensor<1xi32>, %arg1: tensor<32x8xf32>) -> tensor<32x8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x8x1xf32>, tensor<1xi32>, tensor<32x8xf32>) -> tensor<32x8x1xf32>
    return %1 : tensor<32x8x1xf32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<32x8x1x1xi32>, %arg1: tensor<32x8x1xf32>) -> tensor<32x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x8x8xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x8x8xf32>, tensor<32x8x1x1xi32>, tensor<32x8x1xf32>) -> tensor<32x8x8xf32>
    return %1 : tensor<32x8x8xf32>
  }
  func.func private @_where_5(%arg0: tensor<32x4x8x8xi1>, %arg1: tensor<32x4x8x8xf32>) -> tensor<32x4x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x4x8x8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<32x4x8x8xi1>, tensor<32x4x8x8xf32>
    return %1 : tensor<32x4x8x8xf32>
  }
  func.func private @_take_6(%arg0: tensor<32x8x1xi32>, %arg1: tensor<32x8x32xf32>) -> tensor<8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x32xf32>, tensor<32x8x1xi32>, tensor<32x8x32xf32>) -> tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
}
