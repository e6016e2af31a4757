// Ops with the dimension numbers and regions that torch_eager.py must translate: tests/torch_eager_check.py
// runs it with torch_eager.py and with hlx's evaluator on the same inputs and compares the results.
func.func @main(%a: tensor<2x3x4xf32>, %b: tensor<2x5x4xf32>, %img: tensor<1x6x6x4xf32>,
                %w: tensor<3x3x2x4xf32>, %table: tensor<7x3xf32>, %ids: tensor<2x3xi32>,
                %h: tensor<bf16>, %v: tensor<8xbf16>, %m: tensor<4x3xbf16>, %p: tensor<2x64x64xf32>)
    -> (tensor<2x3x5xf32>, tensor<1x3x3x4xf32>, tensor<2x3x3xf32>, tensor<1x3x3x4xf32>,
        tensor<2x9xf32>, tensor<3xf32>, tensor<2x3xi32>, tensor<4x3xbf16>, tensor<2x3x2xf32>,
        tensor<2x3x2xi32>, tensor<f32>, tensor<3xbf16>, tensor<2x3xi1>, tensor<4xf32>,
        tensor<2x64x64xf32>) {
  // dot_general with a batch dimension and the contracting dimensions last on both sides.
  %dot = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [2]
      : (tensor<2x3x4xf32>, tensor<2x5x4xf32>) -> tensor<2x3x5xf32>
  // A batched product large enough for torch_eager.py to hand it to oneDNN.
  %pp = stablehlo.dot_general %p, %p, batching_dims = [0] x [0], contracting_dims = [2] x [1]
      : (tensor<2x64x64xf32>, tensor<2x64x64xf32>) -> tensor<2x64x64xf32>
  // NHWC x HWIO convolution, 2 groups, stride 2, asymmetric padding.
  %conv = stablehlo.convolution(%img, %w)
      dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
      window = {stride = [2, 2], pad = [[1, 0], [0, 1]]}
      {batch_group_count = 1 : i64, feature_group_count = 2 : i64}
      : (tensor<1x6x6x4xf32>, tensor<3x3x2x4xf32>) -> tensor<1x3x3x4xf32>
  // An embedding lookup; out-of-range ids clamp.
  %ids3 = stablehlo.reshape %ids : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
  %gather = "stablehlo.gather"(%table, %ids3) {dimension_numbers = #stablehlo.gather<offset_dims = [2],
      collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>,
      slice_sizes = array<i64: 1, 3>} : (tensor<7x3xf32>, tensor<2x3x1xi32>) -> tensor<2x3x3xf32>
  // Max pooling 3x3, stride 2, padded with -inf.
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %pool = "stablehlo.reduce_window"(%img, %ninf) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %mx = stablehlo.maximum %x, %y : tensor<f32>
      stablehlo.return %mx : tensor<f32>
    }) {window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>,
        padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>}
      : (tensor<1x6x6x4xf32>, tensor<f32>) -> tensor<1x3x3x4xf32>
  // Interior and negative padding.
  %zero = stablehlo.constant dense<0.5> : tensor<f32>
  %a2 = stablehlo.reshape %a : (tensor<2x3x4xf32>) -> tensor<2x12xf32>
  %pad = stablehlo.pad %a2, %zero, low = [0, -2], high = [0, -3], interior = [0, 0]
      : (tensor<2x12xf32>, tensor<f32>) -> tensor<2x7xf32>
  %pad2 = stablehlo.pad %pad, %zero, low = [0, 1], high = [0, -5], interior = [0, 1]
      : (tensor<2x7xf32>, tensor<f32>) -> tensor<2x9xf32>
  // A reduction with max, then a while loop that doubles until a bound.
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %rmax = stablehlo.reduce(%a init: %init) applies stablehlo.maximum across dimensions = [0, 2]
      : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c3 = stablehlo.constant dense<3> : tensor<i32>
  %loop:2 = stablehlo.while(%i = %c0, %acc = %ids) : tensor<i32>, tensor<2x3xi32>
    cond {
      %lt = stablehlo.compare LT, %i, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %next = stablehlo.add %i, %c1 : tensor<i32>
      %twice = stablehlo.add %acc, %acc : tensor<2x3xi32>
      stablehlo.return %next, %twice : tensor<i32>, tensor<2x3xi32>
    }
  // bf16: a matrix-vector product as dot_general; top-k of the f32 batched product's rows.
  %hb = stablehlo.broadcast_in_dim %h, dims = [] : (tensor<bf16>) -> tensor<4x3xbf16>
  %mh = stablehlo.multiply %m, %hb : tensor<4x3xbf16>
  %v3 = stablehlo.slice %v [2:8:2] : (tensor<8xbf16>) -> tensor<3xbf16>
  %mv = stablehlo.dot_general %mh, %v3, contracting_dims = [1] x [0] : (tensor<4x3xbf16>, tensor<3xbf16>) -> tensor<4xbf16>
  %mm = stablehlo.broadcast_in_dim %mv, dims = [0] : (tensor<4xbf16>) -> tensor<4x3xbf16>
  %sum = stablehlo.add %mm, %m : tensor<4x3xbf16>
  %top:2 = stablehlo.custom_call @mhlo.topk(%dot) {mhlo.attributes = {k = 2 : i64}, mhlo.version = 1 : i64}
      : (tensor<2x3x5xf32>) -> (tensor<2x3x2xf32>, tensor<2x3x2xi32>)
  // case on a computed index; reverse, convert, iota, select, dynamic_update_slice.
  %idx = stablehlo.reduce(%ids init: %c0) applies stablehlo.add across dimensions = [0, 1]
      : (tensor<2x3xi32>, tensor<i32>) -> tensor<i32>
  %branch = "stablehlo.case"(%idx) ({
      %one = stablehlo.constant dense<1.0> : tensor<f32>
      stablehlo.return %one : tensor<f32>
    }, {
      %two = stablehlo.constant dense<2.0> : tensor<f32>
      stablehlo.return %two : tensor<f32>
    }) : (tensor<i32>) -> tensor<f32>
  %rev = stablehlo.reverse %v3, dims = [0] : tensor<3xbf16>
  %iota = stablehlo.iota dim = 1 : tensor<2x3xi32>
  %gt = stablehlo.compare GT, %ids, %iota : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
  %big = stablehlo.select %gt, %ids, %iota : tensor<2x3xi1>, tensor<2x3xi32>
  %bigf = stablehlo.convert %big : (tensor<2x3xi32>) -> tensor<2x3xf32>
  %row = stablehlo.slice %bigf [0:1, 0:2] : (tensor<2x3xf32>) -> tensor<1x2xf32>
  %row1 = stablehlo.reshape %row : (tensor<1x2xf32>) -> tensor<2xf32>
  %base = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %upd = stablehlo.dynamic_update_slice %base, %row1, %idx : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4xf32>
  return %dot, %conv, %gather, %pool, %pad2, %rmax, %loop#1, %sum, %top#0, %top#1, %branch, %rev, %gt, %upd, %pp
      : tensor<2x3x5xf32>, tensor<1x3x3x4xf32>, tensor<2x3x3xf32>, tensor<1x3x3x4xf32>, tensor<2x9xf32>,
        tensor<3xf32>, tensor<2x3xi32>, tensor<4x3xbf16>, tensor<2x3x2xf32>, tensor<2x3x2xi32>, tensor<f32>,
        tensor<3xbf16>,
        tensor<2x3xi1>, tensor<4xf32>, tensor<2x64x64xf32>
}
