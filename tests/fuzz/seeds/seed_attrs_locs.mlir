#loc1 = loc("model.py":12:3)
module @attrs attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32> {mhlo.sharding = "{replicated}"} loc("x")) -> (tensor<8xf32> {jax.result_info = "out"}) {
    %0 = stablehlo.custom_call @my_target(%arg0) {backend_config = "cfg", has_side_effect = true, mhlo.frontend_attributes = {key = "value"}} : (tensor<8xf32>) -> tensor<8xf32> loc(#loc1)
    %1 = call @helper(%0) : (tensor<8xf32>) -> tensor<8xf32> loc(fused["a", "b"])
    return %1 : tensor<8xf32> loc(unknown)
  } loc(#loc1)
  func.func private @helper(%x: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.sqrt %x : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
} loc(#loc1)
