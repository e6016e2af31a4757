// A two-layer perceptron on a batch of 8 flattened 28x28 images, in StableHLO as JAX exports it:
//   hidden = relu(x . w1 + b1),  logits = hidden . w2 + b2,
// and, for a numerically stable softmax, the largest logit of each row.
//
//   hlx check examples/mlp.mlir
//   hlx opt examples/mlp.mlir
//   hlx run examples/mlp.mlir --print-outputs      (random inputs; --inputs=FILE.npz for your own)
module @mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<8x784xf32>, %w1: tensor<784x128xf32>, %b1: tensor<128xf32>,
                         %w2: tensor<128x10xf32>, %b2: tensor<10xf32>) -> (tensor<8x10xf32>, tensor<8xf32>) {
    %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x784xf32>, tensor<784x128xf32>) -> tensor<8x128xf32>
    %1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<128xf32>) -> tensor<8x128xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x128xf32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %hidden = stablehlo.maximum %2, %3 : tensor<8x128xf32>
    %4 = stablehlo.dot_general %hidden, %w2, contracting_dims = [1] x [0] : (tensor<8x128xf32>, tensor<128x10xf32>) -> tensor<8x10xf32>
    %5 = stablehlo.broadcast_in_dim %b2, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %logits = stablehlo.add %4, %5 : tensor<8x10xf32>
    %neg_inf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %row_max = stablehlo.reduce(%logits init: %neg_inf) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    return %logits, %row_max : tensor<8x10xf32>, tensor<8xf32>
  }
}
