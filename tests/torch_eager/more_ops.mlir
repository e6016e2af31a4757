// More ops for tests/torch_eager_check.py: dynamic_slice with clamped starts, clamp, if, a summing
// reduce_window with window dilation, product and and/or reductions, iota along a middle dimension
// (and dynamic_iota of a static shape, as torch-mlir writes arange),
// a transposing broadcast_in_dim, the legacy dot, a 1-D convolution in [b, f, 0] layout, and chlo.square
// (flax's layer norm).
func.func @main(%x: tensor<4x6xf32>, %i: tensor<i32>, %flags: tensor<3x2xi1>, %s: tensor<1x2x9xf32>,
                %k: tensor<3x2x3xf32>) -> (tensor<2x3xf32>, tensor<4x6xf32>, tensor<f32>, tensor<4x3xf32>,
                                          tensor<6xf32>, tensor<2xi1>, tensor<2xi1>, tensor<2x3x4xi32>,
                                          tensor<6x5x4xf32>, tensor<4x4xf32>, tensor<1x3x4xf32>,
                                          tensor<4x6xf32>, tensor<5x3xf32>) {
  %ds = stablehlo.dynamic_slice %x, %i, %i, sizes = [2, 3] : (tensor<4x6xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %lo = stablehlo.constant dense<-0.25> : tensor<f32>
  %hi = stablehlo.constant dense<0.5> : tensor<f32>
  %cl = stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %pred = stablehlo.compare GT, %i, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %branch = "stablehlo.if"(%pred) ({
      %a = stablehlo.constant dense<3.0> : tensor<f32>
      stablehlo.return %a : tensor<f32>
    }, {
      %b = stablehlo.constant dense<4.0> : tensor<f32>
      stablehlo.return %b : tensor<f32>
    }) : (tensor<i1>) -> tensor<f32>
  %fzero = stablehlo.constant dense<0.0> : tensor<f32>
  %win = "stablehlo.reduce_window"(%x, %fzero) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %sum = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %sum : tensor<f32>
    }) {window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>,
        window_dilations = array<i64: 1, 2>, padding = dense<[[0, 0], [0, 1]]> : tensor<2x2xi64>}
      : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x3xf32>
  %one = stablehlo.constant dense<1.0> : tensor<f32>
  %prod = stablehlo.reduce(%x init: %one) applies stablehlo.multiply across dimensions = [0]
      : (tensor<4x6xf32>, tensor<f32>) -> tensor<6xf32>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %false = stablehlo.constant dense<false> : tensor<i1>
  %all = stablehlo.reduce(%flags init: %true) applies stablehlo.and across dimensions = [0]
      : (tensor<3x2xi1>, tensor<i1>) -> tensor<2xi1>
  %any = stablehlo.reduce(%flags init: %false) applies stablehlo.or across dimensions = [0]
      : (tensor<3x2xi1>, tensor<i1>) -> tensor<2xi1>
  %iota = stablehlo.iota dim = 1 : tensor<2x3x4xi32>
  %shape = stablehlo.constant dense<[5, 3]> : tensor<2xi64>
  %diota = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi64>) -> tensor<5x3xf32>
  %xt = stablehlo.broadcast_in_dim %x, dims = [2, 0] : (tensor<4x6xf32>) -> tensor<6x5x4xf32>
  %tr = stablehlo.transpose %x, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
  %xxt = stablehlo.dot %x, %tr, precision = [DEFAULT, DEFAULT] : (tensor<4x6xf32>, tensor<6x4xf32>) -> tensor<4x4xf32>
  %conv = stablehlo.convolution(%s, %k)
      dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [2], rhs_dilate = [2]}
      {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
      : (tensor<1x2x9xf32>, tensor<3x2x3xf32>) -> tensor<1x3x3xf32>
  %cpad = stablehlo.pad %conv, %fzero, low = [0, 0, 1], high = [0, 0, 0], interior = [0, 0, 0]
      : (tensor<1x3x3xf32>, tensor<f32>) -> tensor<1x3x4xf32>
  %sq = chlo.square %x : tensor<4x6xf32> -> tensor<4x6xf32>
  return %ds, %cl, %branch, %win, %prod, %all, %any, %iota, %xt, %xxt, %cpad, %sq, %diota
      : tensor<2x3xf32>, tensor<4x6xf32>, tensor<f32>, tensor<4x3xf32>, tensor<6xf32>, tensor<2xi1>,
        tensor<2xi1>, tensor<2x3x4xi32>, tensor<6x5x4xf32>, tensor<4x4xf32>, tensor<1x3x4xf32>,
        tensor<4x6xf32>, tensor<5x3xf32>
}
