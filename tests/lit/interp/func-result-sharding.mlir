// Annotations hlx runs as identities: annotate_device_placement (a memory space), mhlo.copy and
// xla.sdy.FuncResultSharding (the Shardy export's mark of a function result's sharding; on one device
// it marks the value and returns it), as JAX's Shardy export writes them; on both backends.
// RUN: %hlx run --backend=interp %s --case=0
// RUN: %hlx run --backend=cpu %s --case=0
// RUN: %expect-exit 3 %hlx run --backend=interp %s --case=1 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: %expect-exit 3 %hlx run --backend=cpu %s --case=1 2>&1 | FileCheck %s --check-prefix=TYPE

module @jit_func attributes {mhlo.frontend_attributes = {xla.sdy.meshes = "{mesh = #sdy.mesh<[\22a\22=1]>}"}, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() {
    %x = stablehlo.constant dense<[1.5]> : tensor<1xf32>
    %y = stablehlo.constant dense<[2.0]> : tensor<1xf32>
    %r = call @f(%x, %y) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    check.expect_eq_const %r, dense<[3.5]> : tensor<1xf32>
    return
  }
  func.func private @f(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>) -> tensor<1xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<1xf32>
    %1 = stablehlo.custom_call @annotate_device_placement(%0) {has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "pinned_host"}} : (tensor<1xf32>) -> tensor<1xf32>
    %2 = stablehlo.custom_call @xla.sdy.FuncResultSharding(%1) {has_side_effect = true, mhlo.frontend_attributes = {xla.sdy.sharding = "#sdy.sharding_per_value<[<@mesh, [{\22a\22}]>]>"}} : (tensor<1xf32>) -> tensor<1xf32>
    return %2 : tensor<1xf32>
  }
}

// -----

// TYPE: func-result-sharding.mlir:[[@LINE+3]]:{{[0-9]+}}: error: 'stablehlo.custom_call' op custom call @xla.sdy.FuncResultSharding cannot change its operand's type
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<2xf32>
  %b = stablehlo.custom_call @xla.sdy.FuncResultSharding(%a) {has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf64>
  return
}
