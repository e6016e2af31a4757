// The StableHLO translation of HLO modules: tuples flattened into results and while operands,
// computations as regions or private functions, fusions inlined, attributes renamed.

// RUN: %hlx opt %S/Inputs/elementwise.hlo | FileCheck %s --check-prefix=ELEM
// ELEM: module @elementwise {
// ELEM: func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xi1>, tensor<2xf32>)
// ELEM: stablehlo.constant dense<{{\[\[}}1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
// ELEM: stablehlo.negate %{{.*}} {mhlo.frontend_attributes =
// ELEM: stablehlo.compare LT, %arg0, %arg1, FLOAT
// ELEM: stablehlo.reduce(%{{.*}} init: %{{.*}}) applies stablehlo.add across dimensions = [1]
// ELEM-NOT: stablehlo.tuple
// ELEM: return

// RUN: %hlx opt %S/Inputs/control.hlo | FileCheck %s --check-prefix=CONTROL
// CONTROL: stablehlo.while(%iterArg0 = %{{.*}}, %iterArg1 = %{{.*}}) : tensor<i32>, tensor<f32>
// CONTROL: call @double
// CONTROL: "stablehlo.if"
// CONTROL: "stablehlo.case"
// CONTROL: stablehlo.maximum
// CONTROL: func.func private @double(%arg0: tensor<f32>) -> tensor<f32>

// RUN: %hlx opt %S/Inputs/contractions.hlo | FileCheck %s --check-prefix=CONTRACT
// CONTRACT: stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [1] x [0], precision = [HIGHEST, DEFAULT]
// CONTRACT: stablehlo.convolution(%{{.*}}, %{{.*}}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]
// CONTRACT: "stablehlo.reduce_window"
// CONTRACT: "stablehlo.sort"
// CONTRACT: "stablehlo.gather"
// CONTRACT: "stablehlo.scatter"

// RUN: %hlx opt %S/Inputs/collectives.hlo | FileCheck %s --check-prefix=COLL
// COLL: module @collectives attributes {mhlo.num_replicas = 2 : i32}
// COLL: stablehlo.replica_id
// COLL: "stablehlo.all_reduce"
// COLL: "stablehlo.all_gather"
// COLL: "stablehlo.reduce_scatter"
// COLL: "stablehlo.collective_permute"

// RUN: %hlx opt %S/Inputs/softmax.hlo | FileCheck %s --check-prefix=SOFTMAX
// SOFTMAX: stablehlo.custom_call @AwsNeuronSoftmax(%{{.*}}) {api_version = #stablehlo<custom_call_api_version API_VERSION_UNSPECIFIED>, backend_config = "1"}
// SOFTMAX: stablehlo.custom_call @AwsNeuronSoftmaxBackward(%{{.*}}, %{{.*}}) {backend_config = "1"}
