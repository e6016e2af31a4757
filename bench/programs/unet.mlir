// a U-Net mapping a 256x256 RGB image to 8 class maps, 7.8M parameters as arguments (bench/gen_models.py, flax 0.12.8, jax 0.10.2)
module @jit_apply attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<2x2x512x256xf32>, %arg2: tensor<128xf32>, %arg3: tensor<2x2x256x128xf32>, %arg4: tensor<64xf32>, %arg5: tensor<2x2x128x64xf32>, %arg6: tensor<32xf32>, %arg7: tensor<2x2x64x32xf32>, %arg8: tensor<8xf32>, %arg9: tensor<1x1x32x8xf32>, %arg10: tensor<32xf32>, %arg11: tensor<3x3x3x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<3x3x32x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<64xf32>, %arg19: tensor<3x3x32x64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<3x3x64x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<128xf32>, %arg27: tensor<3x3x64x128xf32>, %arg28: tensor<128xf32>, %arg29: tensor<3x3x128x128xf32>, %arg30: tensor<128xf32>, %arg31: tensor<128xf32>, %arg32: tensor<128xf32>, %arg33: tensor<128xf32>, %arg34: tensor<256xf32>, %arg35: tensor<3x3x128x256xf32>, %arg36: tensor<256xf32>, %arg37: tensor<3x3x256x256xf32>, %arg38: tensor<256xf32>, %arg39: tensor<256xf32>, %arg40: tensor<256xf32>, %arg41: tensor<256xf32>, %arg42: tensor<512xf32>, %arg43: tensor<3x3x256x512xf32>, %arg44: tensor<512xf32>, %arg45: tensor<3x3x512x512xf32>, %arg46: tensor<512xf32>, %arg47: tensor<512xf32>, %arg48: tensor<512xf32>, %arg49: tensor<512xf32>, %arg50: tensor<256xf32>, %arg51: tensor<3x3x512x256xf32>, %arg52: tensor<256xf32>, %arg53: tensor<3x3x256x256xf32>, %arg54: tensor<256xf32>, %arg55: tensor<256xf32>, %arg56: tensor<256xf32>, %arg57: tensor<256xf32>, %arg58: tensor<128xf32>, %arg59: tensor<3x3x256x128xf32>, %arg60: tensor<128xf32>, %arg61: tensor<3x3x128x128xf32>, %arg62: tensor<128xf32>, %arg63: tensor<128xf32>, %arg64: tensor<128xf32>, %arg65: tensor<128xf32>, %arg66: tensor<64xf32>, %arg67: tensor<3x3x128x64xf32>, %arg68: tensor<64xf32>, %arg69: tensor<3x3x64x64xf32>, %arg70: tensor<64xf32>, %arg71: tensor<64xf32>, %arg72: tensor<64xf32>, %arg73: tensor<64xf32>, %arg74: tensor<32xf32>, %arg75: tensor<3x3x64x32xf32>, %arg76: tensor<32xf32>, %arg77: tensor<3x3x32x32xf32>, %arg78: tensor<32xf32>, %arg79: tensor<32xf32>, %arg80: tensor<32xf32>, %arg81: tensor<32xf32>, %arg82: tensor<1x256x256x3xf32>) -> (tensor<1x256x256x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg82, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x256x256x3xf32>, tensor<3x3x3x32xf32>) -> tensor<1x256x256x32xf32>
    %1 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x256x256x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<1x256x256x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x256x256x32xf32>) -> tensor<1x256x256x8x4xf32>
    %5 = chlo.square %4 : tensor<1x256x256x8x4xf32> -> tensor<1x256x256x8x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x256x256x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_0 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %8 = stablehlo.divide %6, %7 : tensor<1x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x256x256x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_2 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %11 = stablehlo.divide %9, %10 : tensor<1x8xf32>
    %12 = chlo.square %8 : tensor<1x8xf32> -> tensor<1x8xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<1x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<1x8xf32>
    %16 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x8x4xf32>) -> tensor<1x32xf32>
    %18 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x8x4xf32>) -> tensor<1x32xf32>
    %20 = stablehlo.broadcast_in_dim %17, dims = [0, 3] : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 3] : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x256x256x32xf32>
    %23 = stablehlo.subtract %3, %22 : tensor<1x256x256x32xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %25 = stablehlo.add %21, %24 : tensor<1x1x1x32xf32>
    %26 = stablehlo.rsqrt %25 : tensor<1x1x1x32xf32>
    %27 = stablehlo.reshape %arg15 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<1x1x1x32xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x256x256x32xf32>
    %30 = stablehlo.multiply %23, %29 : tensor<1x256x256x32xf32>
    %31 = stablehlo.reshape %arg14 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x256x256x32xf32>
    %33 = stablehlo.add %30, %32 : tensor<1x256x256x32xf32>
    %34 = call @silu(%33) : (tensor<1x256x256x32xf32>) -> tensor<1x256x256x32xf32>
    %35 = stablehlo.convolution(%34, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x256x256x32xf32>, tensor<3x3x32x32xf32>) -> tensor<1x256x256x32xf32>
    %36 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x256x256x32xf32>
    %38 = stablehlo.add %35, %37 : tensor<1x256x256x32xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x256x256x32xf32>) -> tensor<1x256x256x8x4xf32>
    %40 = chlo.square %39 : tensor<1x256x256x8x4xf32> -> tensor<1x256x256x8x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%39 init: %cst_5) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x256x256x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_6 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %43 = stablehlo.divide %41, %42 : tensor<1x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%40 init: %cst_7) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x256x256x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_8 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %46 = stablehlo.divide %44, %45 : tensor<1x8xf32>
    %47 = chlo.square %43 : tensor<1x8xf32> -> tensor<1x8xf32>
    %48 = stablehlo.subtract %46, %47 : tensor<1x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %50 = stablehlo.maximum %49, %48 : tensor<1x8xf32>
    %51 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x8x4xf32>) -> tensor<1x32xf32>
    %53 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x8x4xf32>) -> tensor<1x32xf32>
    %55 = stablehlo.broadcast_in_dim %52, dims = [0, 3] : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 3] : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x256x256x32xf32>
    %58 = stablehlo.subtract %38, %57 : tensor<1x256x256x32xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %60 = stablehlo.add %56, %59 : tensor<1x1x1x32xf32>
    %61 = stablehlo.rsqrt %60 : tensor<1x1x1x32xf32>
    %62 = stablehlo.reshape %arg17 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<1x1x1x32xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x256x256x32xf32>
    %65 = stablehlo.multiply %58, %64 : tensor<1x256x256x32xf32>
    %66 = stablehlo.reshape %arg16 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x256x256x32xf32>
    %68 = stablehlo.add %65, %67 : tensor<1x256x256x32xf32>
    %69 = call @silu(%68) : (tensor<1x256x256x32xf32>) -> tensor<1x256x256x32xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<f32>
    %71 = "stablehlo.reduce_window"(%69, %70) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %662 = stablehlo.maximum %arg83, %arg84 : tensor<f32>
      stablehlo.return %662 : tensor<f32>
    }) : (tensor<1x256x256x32xf32>, tensor<f32>) -> tensor<1x128x128x32xf32>
    %72 = stablehlo.convolution(%71, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x128x128x32xf32>, tensor<3x3x32x64xf32>) -> tensor<1x128x128x64xf32>
    %73 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x128x128x64xf32>
    %75 = stablehlo.add %72, %74 : tensor<1x128x128x64xf32>
    %76 = stablehlo.reshape %75 : (tensor<1x128x128x64xf32>) -> tensor<1x128x128x8x8xf32>
    %77 = chlo.square %76 : tensor<1x128x128x8x8xf32> -> tensor<1x128x128x8x8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%76 init: %cst_12) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x128x128x8x8xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_13 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %80 = stablehlo.divide %78, %79 : tensor<1x8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%77 init: %cst_14) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x128x128x8x8xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_15 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %83 = stablehlo.divide %81, %82 : tensor<1x8xf32>
    %84 = chlo.square %80 : tensor<1x8xf32> -> tensor<1x8xf32>
    %85 = stablehlo.subtract %83, %84 : tensor<1x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %87 = stablehlo.maximum %86, %85 : tensor<1x8xf32>
    %88 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<1x8x8xf32>) -> tensor<1x64xf32>
    %90 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x8xf32>
    %91 = stablehlo.reshape %90 : (tensor<1x8x8xf32>) -> tensor<1x64xf32>
    %92 = stablehlo.broadcast_in_dim %89, dims = [0, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %93 = stablehlo.broadcast_in_dim %91, dims = [0, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x128x128x64xf32>
    %95 = stablehlo.subtract %75, %94 : tensor<1x128x128x64xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %97 = stablehlo.add %93, %96 : tensor<1x1x1x64xf32>
    %98 = stablehlo.rsqrt %97 : tensor<1x1x1x64xf32>
    %99 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %100 = stablehlo.multiply %98, %99 : tensor<1x1x1x64xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x128x128x64xf32>
    %102 = stablehlo.multiply %95, %101 : tensor<1x128x128x64xf32>
    %103 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x128x128x64xf32>
    %105 = stablehlo.add %102, %104 : tensor<1x128x128x64xf32>
    %106 = call @silu_0(%105) : (tensor<1x128x128x64xf32>) -> tensor<1x128x128x64xf32>
    %107 = stablehlo.convolution(%106, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x128x128x64xf32>, tensor<3x3x64x64xf32>) -> tensor<1x128x128x64xf32>
    %108 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x128x128x64xf32>
    %110 = stablehlo.add %107, %109 : tensor<1x128x128x64xf32>
    %111 = stablehlo.reshape %110 : (tensor<1x128x128x64xf32>) -> tensor<1x128x128x8x8xf32>
    %112 = chlo.square %111 : tensor<1x128x128x8x8xf32> -> tensor<1x128x128x8x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%111 init: %cst_18) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x128x128x8x8xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_19 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %115 = stablehlo.divide %113, %114 : tensor<1x8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%112 init: %cst_20) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x128x128x8x8xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_21 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %118 = stablehlo.divide %116, %117 : tensor<1x8xf32>
    %119 = chlo.square %115 : tensor<1x8xf32> -> tensor<1x8xf32>
    %120 = stablehlo.subtract %118, %119 : tensor<1x8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %122 = stablehlo.maximum %121, %120 : tensor<1x8xf32>
    %123 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x8xf32>
    %124 = stablehlo.reshape %123 : (tensor<1x8x8xf32>) -> tensor<1x64xf32>
    %125 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x8xf32>
    %126 = stablehlo.reshape %125 : (tensor<1x8x8xf32>) -> tensor<1x64xf32>
    %127 = stablehlo.broadcast_in_dim %124, dims = [0, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [0, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %129 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x128x128x64xf32>
    %130 = stablehlo.subtract %110, %129 : tensor<1x128x128x64xf32>
    %cst_23 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %132 = stablehlo.add %128, %131 : tensor<1x1x1x64xf32>
    %133 = stablehlo.rsqrt %132 : tensor<1x1x1x64xf32>
    %134 = stablehlo.reshape %arg25 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %135 = stablehlo.multiply %133, %134 : tensor<1x1x1x64xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x128x128x64xf32>
    %137 = stablehlo.multiply %130, %136 : tensor<1x128x128x64xf32>
    %138 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x128x128x64xf32>
    %140 = stablehlo.add %137, %139 : tensor<1x128x128x64xf32>
    %141 = call @silu_0(%140) : (tensor<1x128x128x64xf32>) -> tensor<1x128x128x64xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<f32>
    %143 = "stablehlo.reduce_window"(%141, %142) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %662 = stablehlo.maximum %arg83, %arg84 : tensor<f32>
      stablehlo.return %662 : tensor<f32>
    }) : (tensor<1x128x128x64xf32>, tensor<f32>) -> tensor<1x64x64x64xf32>
    %144 = stablehlo.convolution(%143, %arg27) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x64x64x64xf32>, tensor<3x3x64x128xf32>) -> tensor<1x64x64x128xf32>
    %145 = stablehlo.reshape %arg26 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x64x64x128xf32>
    %147 = stablehlo.add %144, %146 : tensor<1x64x64x128xf32>
    %148 = stablehlo.reshape %147 : (tensor<1x64x64x128xf32>) -> tensor<1x64x64x8x16xf32>
    %149 = chlo.square %148 : tensor<1x64x64x8x16xf32> -> tensor<1x64x64x8x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%148 init: %cst_25) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x64x64x8x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_26 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %152 = stablehlo.divide %150, %151 : tensor<1x8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%149 init: %cst_27) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x64x64x8x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_28 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %155 = stablehlo.divide %153, %154 : tensor<1x8xf32>
    %156 = chlo.square %152 : tensor<1x8xf32> -> tensor<1x8xf32>
    %157 = stablehlo.subtract %155, %156 : tensor<1x8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %159 = stablehlo.maximum %158, %157 : tensor<1x8xf32>
    %160 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x16xf32>
    %161 = stablehlo.reshape %160 : (tensor<1x8x16xf32>) -> tensor<1x128xf32>
    %162 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x16xf32>
    %163 = stablehlo.reshape %162 : (tensor<1x8x16xf32>) -> tensor<1x128xf32>
    %164 = stablehlo.broadcast_in_dim %161, dims = [0, 3] : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %165 = stablehlo.broadcast_in_dim %163, dims = [0, 3] : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %166 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x64x64x128xf32>
    %167 = stablehlo.subtract %147, %166 : tensor<1x64x64x128xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %169 = stablehlo.add %165, %168 : tensor<1x1x1x128xf32>
    %170 = stablehlo.rsqrt %169 : tensor<1x1x1x128xf32>
    %171 = stablehlo.reshape %arg31 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %172 = stablehlo.multiply %170, %171 : tensor<1x1x1x128xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x64x64x128xf32>
    %174 = stablehlo.multiply %167, %173 : tensor<1x64x64x128xf32>
    %175 = stablehlo.reshape %arg30 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x64x64x128xf32>
    %177 = stablehlo.add %174, %176 : tensor<1x64x64x128xf32>
    %178 = call @silu_1(%177) : (tensor<1x64x64x128xf32>) -> tensor<1x64x64x128xf32>
    %179 = stablehlo.convolution(%178, %arg29) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x64x64x128xf32>, tensor<3x3x128x128xf32>) -> tensor<1x64x64x128xf32>
    %180 = stablehlo.reshape %arg28 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x64x64x128xf32>
    %182 = stablehlo.add %179, %181 : tensor<1x64x64x128xf32>
    %183 = stablehlo.reshape %182 : (tensor<1x64x64x128xf32>) -> tensor<1x64x64x8x16xf32>
    %184 = chlo.square %183 : tensor<1x64x64x8x16xf32> -> tensor<1x64x64x8x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%183 init: %cst_31) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x64x64x8x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_32 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %187 = stablehlo.divide %185, %186 : tensor<1x8xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%184 init: %cst_33) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x64x64x8x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_34 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %190 = stablehlo.divide %188, %189 : tensor<1x8xf32>
    %191 = chlo.square %187 : tensor<1x8xf32> -> tensor<1x8xf32>
    %192 = stablehlo.subtract %190, %191 : tensor<1x8xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %194 = stablehlo.maximum %193, %192 : tensor<1x8xf32>
    %195 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x16xf32>
    %196 = stablehlo.reshape %195 : (tensor<1x8x16xf32>) -> tensor<1x128xf32>
    %197 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x16xf32>
    %198 = stablehlo.reshape %197 : (tensor<1x8x16xf32>) -> tensor<1x128xf32>
    %199 = stablehlo.broadcast_in_dim %196, dims = [0, 3] : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %200 = stablehlo.broadcast_in_dim %198, dims = [0, 3] : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %201 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x64x64x128xf32>
    %202 = stablehlo.subtract %182, %201 : tensor<1x64x64x128xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %204 = stablehlo.add %200, %203 : tensor<1x1x1x128xf32>
    %205 = stablehlo.rsqrt %204 : tensor<1x1x1x128xf32>
    %206 = stablehlo.reshape %arg33 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %207 = stablehlo.multiply %205, %206 : tensor<1x1x1x128xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x64x64x128xf32>
    %209 = stablehlo.multiply %202, %208 : tensor<1x64x64x128xf32>
    %210 = stablehlo.reshape %arg32 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x64x64x128xf32>
    %212 = stablehlo.add %209, %211 : tensor<1x64x64x128xf32>
    %213 = call @silu_1(%212) : (tensor<1x64x64x128xf32>) -> tensor<1x64x64x128xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<f32>
    %215 = "stablehlo.reduce_window"(%213, %214) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %662 = stablehlo.maximum %arg83, %arg84 : tensor<f32>
      stablehlo.return %662 : tensor<f32>
    }) : (tensor<1x64x64x128xf32>, tensor<f32>) -> tensor<1x32x32x128xf32>
    %216 = stablehlo.convolution(%215, %arg35) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x32x128xf32>, tensor<3x3x128x256xf32>) -> tensor<1x32x32x256xf32>
    %217 = stablehlo.reshape %arg34 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x32x32x256xf32>
    %219 = stablehlo.add %216, %218 : tensor<1x32x32x256xf32>
    %220 = stablehlo.reshape %219 : (tensor<1x32x32x256xf32>) -> tensor<1x32x32x8x32xf32>
    %221 = chlo.square %220 : tensor<1x32x32x8x32xf32> -> tensor<1x32x32x8x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%220 init: %cst_38) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_39 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %224 = stablehlo.divide %222, %223 : tensor<1x8xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%221 init: %cst_40) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_41 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %227 = stablehlo.divide %225, %226 : tensor<1x8xf32>
    %228 = chlo.square %224 : tensor<1x8xf32> -> tensor<1x8xf32>
    %229 = stablehlo.subtract %227, %228 : tensor<1x8xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %231 = stablehlo.maximum %230, %229 : tensor<1x8xf32>
    %232 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x32xf32>
    %233 = stablehlo.reshape %232 : (tensor<1x8x32xf32>) -> tensor<1x256xf32>
    %234 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x32xf32>
    %235 = stablehlo.reshape %234 : (tensor<1x8x32xf32>) -> tensor<1x256xf32>
    %236 = stablehlo.broadcast_in_dim %233, dims = [0, 3] : (tensor<1x256xf32>) -> tensor<1x1x1x256xf32>
    %237 = stablehlo.broadcast_in_dim %235, dims = [0, 3] : (tensor<1x256xf32>) -> tensor<1x1x1x256xf32>
    %238 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x32x32x256xf32>
    %239 = stablehlo.subtract %219, %238 : tensor<1x32x32x256xf32>
    %cst_43 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %241 = stablehlo.add %237, %240 : tensor<1x1x1x256xf32>
    %242 = stablehlo.rsqrt %241 : tensor<1x1x1x256xf32>
    %243 = stablehlo.reshape %arg39 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %244 = stablehlo.multiply %242, %243 : tensor<1x1x1x256xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x32x32x256xf32>
    %246 = stablehlo.multiply %239, %245 : tensor<1x32x32x256xf32>
    %247 = stablehlo.reshape %arg38 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x32x32x256xf32>
    %249 = stablehlo.add %246, %248 : tensor<1x32x32x256xf32>
    %250 = call @silu_2(%249) : (tensor<1x32x32x256xf32>) -> tensor<1x32x32x256xf32>
    %251 = stablehlo.convolution(%250, %arg37) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x32x256xf32>, tensor<3x3x256x256xf32>) -> tensor<1x32x32x256xf32>
    %252 = stablehlo.reshape %arg36 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x32x32x256xf32>
    %254 = stablehlo.add %251, %253 : tensor<1x32x32x256xf32>
    %255 = stablehlo.reshape %254 : (tensor<1x32x32x256xf32>) -> tensor<1x32x32x8x32xf32>
    %256 = chlo.square %255 : tensor<1x32x32x8x32xf32> -> tensor<1x32x32x8x32xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%255 init: %cst_44) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_45 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %259 = stablehlo.divide %257, %258 : tensor<1x8xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.reduce(%256 init: %cst_46) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_47 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %262 = stablehlo.divide %260, %261 : tensor<1x8xf32>
    %263 = chlo.square %259 : tensor<1x8xf32> -> tensor<1x8xf32>
    %264 = stablehlo.subtract %262, %263 : tensor<1x8xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %266 = stablehlo.maximum %265, %264 : tensor<1x8xf32>
    %267 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x32xf32>
    %268 = stablehlo.reshape %267 : (tensor<1x8x32xf32>) -> tensor<1x256xf32>
    %269 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x32xf32>
    %270 = stablehlo.reshape %269 : (tensor<1x8x32xf32>) -> tensor<1x256xf32>
    %271 = stablehlo.broadcast_in_dim %268, dims = [0, 3] : (tensor<1x256xf32>) -> tensor<1x1x1x256xf32>
    %272 = stablehlo.broadcast_in_dim %270, dims = [0, 3] : (tensor<1x256xf32>) -> tensor<1x1x1x256xf32>
    %273 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x32x32x256xf32>
    %274 = stablehlo.subtract %254, %273 : tensor<1x32x32x256xf32>
    %cst_49 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %276 = stablehlo.add %272, %275 : tensor<1x1x1x256xf32>
    %277 = stablehlo.rsqrt %276 : tensor<1x1x1x256xf32>
    %278 = stablehlo.reshape %arg41 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %279 = stablehlo.multiply %277, %278 : tensor<1x1x1x256xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x32x32x256xf32>
    %281 = stablehlo.multiply %274, %280 : tensor<1x32x32x256xf32>
    %282 = stablehlo.reshape %arg40 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x32x32x256xf32>
    %284 = stablehlo.add %281, %283 : tensor<1x32x32x256xf32>
    %285 = call @silu_2(%284) : (tensor<1x32x32x256xf32>) -> tensor<1x32x32x256xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<f32>
    %287 = "stablehlo.reduce_window"(%285, %286) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg83: tensor<f32>, %arg84: tensor<f32>):
      %662 = stablehlo.maximum %arg83, %arg84 : tensor<f32>
      stablehlo.return %662 : tensor<f32>
    }) : (tensor<1x32x32x256xf32>, tensor<f32>) -> tensor<1x16x16x256xf32>
    %288 = stablehlo.convolution(%287, %arg43) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x256xf32>, tensor<3x3x256x512xf32>) -> tensor<1x16x16x512xf32>
    %289 = stablehlo.reshape %arg42 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x16x16x512xf32>
    %291 = stablehlo.add %288, %290 : tensor<1x16x16x512xf32>
    %292 = stablehlo.reshape %291 : (tensor<1x16x16x512xf32>) -> tensor<1x16x16x8x64xf32>
    %293 = chlo.square %292 : tensor<1x16x16x8x64xf32> -> tensor<1x16x16x8x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%292 init: %cst_51) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x16x16x8x64xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_52 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %296 = stablehlo.divide %294, %295 : tensor<1x8xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.reduce(%293 init: %cst_53) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x16x16x8x64xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_54 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %299 = stablehlo.divide %297, %298 : tensor<1x8xf32>
    %300 = chlo.square %296 : tensor<1x8xf32> -> tensor<1x8xf32>
    %301 = stablehlo.subtract %299, %300 : tensor<1x8xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %303 = stablehlo.maximum %302, %301 : tensor<1x8xf32>
    %304 = stablehlo.broadcast_in_dim %296, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x64xf32>
    %305 = stablehlo.reshape %304 : (tensor<1x8x64xf32>) -> tensor<1x512xf32>
    %306 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x64xf32>
    %307 = stablehlo.reshape %306 : (tensor<1x8x64xf32>) -> tensor<1x512xf32>
    %308 = stablehlo.broadcast_in_dim %305, dims = [0, 3] : (tensor<1x512xf32>) -> tensor<1x1x1x512xf32>
    %309 = stablehlo.broadcast_in_dim %307, dims = [0, 3] : (tensor<1x512xf32>) -> tensor<1x1x1x512xf32>
    %310 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x16x16x512xf32>
    %311 = stablehlo.subtract %291, %310 : tensor<1x16x16x512xf32>
    %cst_56 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %313 = stablehlo.add %309, %312 : tensor<1x1x1x512xf32>
    %314 = stablehlo.rsqrt %313 : tensor<1x1x1x512xf32>
    %315 = stablehlo.reshape %arg47 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %316 = stablehlo.multiply %314, %315 : tensor<1x1x1x512xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x16x16x512xf32>
    %318 = stablehlo.multiply %311, %317 : tensor<1x16x16x512xf32>
    %319 = stablehlo.reshape %arg46 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x16x16x512xf32>
    %321 = stablehlo.add %318, %320 : tensor<1x16x16x512xf32>
    %322 = call @silu_3(%321) : (tensor<1x16x16x512xf32>) -> tensor<1x16x16x512xf32>
    %323 = stablehlo.convolution(%322, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x512xf32>, tensor<3x3x512x512xf32>) -> tensor<1x16x16x512xf32>
    %324 = stablehlo.reshape %arg44 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x16x16x512xf32>
    %326 = stablehlo.add %323, %325 : tensor<1x16x16x512xf32>
    %327 = stablehlo.reshape %326 : (tensor<1x16x16x512xf32>) -> tensor<1x16x16x8x64xf32>
    %328 = chlo.square %327 : tensor<1x16x16x8x64xf32> -> tensor<1x16x16x8x64xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %329 = stablehlo.reduce(%327 init: %cst_57) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x16x16x8x64xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_58 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %331 = stablehlo.divide %329, %330 : tensor<1x8xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.reduce(%328 init: %cst_59) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x16x16x8x64xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_60 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %334 = stablehlo.divide %332, %333 : tensor<1x8xf32>
    %335 = chlo.square %331 : tensor<1x8xf32> -> tensor<1x8xf32>
    %336 = stablehlo.subtract %334, %335 : tensor<1x8xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %338 = stablehlo.maximum %337, %336 : tensor<1x8xf32>
    %339 = stablehlo.broadcast_in_dim %331, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x64xf32>
    %340 = stablehlo.reshape %339 : (tensor<1x8x64xf32>) -> tensor<1x512xf32>
    %341 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x64xf32>
    %342 = stablehlo.reshape %341 : (tensor<1x8x64xf32>) -> tensor<1x512xf32>
    %343 = stablehlo.broadcast_in_dim %340, dims = [0, 3] : (tensor<1x512xf32>) -> tensor<1x1x1x512xf32>
    %344 = stablehlo.broadcast_in_dim %342, dims = [0, 3] : (tensor<1x512xf32>) -> tensor<1x1x1x512xf32>
    %345 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x16x16x512xf32>
    %346 = stablehlo.subtract %326, %345 : tensor<1x16x16x512xf32>
    %cst_62 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %348 = stablehlo.add %344, %347 : tensor<1x1x1x512xf32>
    %349 = stablehlo.rsqrt %348 : tensor<1x1x1x512xf32>
    %350 = stablehlo.reshape %arg49 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %351 = stablehlo.multiply %349, %350 : tensor<1x1x1x512xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x16x16x512xf32>
    %353 = stablehlo.multiply %346, %352 : tensor<1x16x16x512xf32>
    %354 = stablehlo.reshape %arg48 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<1x16x16x512xf32>
    %356 = stablehlo.add %353, %355 : tensor<1x16x16x512xf32>
    %357 = call @silu_3(%356) : (tensor<1x16x16x512xf32>) -> tensor<1x16x16x512xf32>
    %358 = stablehlo.convolution(%357, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x16x512xf32>, tensor<2x2x512x256xf32>) -> tensor<1x32x32x256xf32>
    %359 = stablehlo.reshape %arg0 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x32x32x256xf32>
    %361 = stablehlo.add %358, %360 : tensor<1x32x32x256xf32>
    %362 = stablehlo.concatenate %361, %285, dim = 3 : (tensor<1x32x32x256xf32>, tensor<1x32x32x256xf32>) -> tensor<1x32x32x512xf32>
    %363 = stablehlo.convolution(%362, %arg51) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x32x512xf32>, tensor<3x3x512x256xf32>) -> tensor<1x32x32x256xf32>
    %364 = stablehlo.reshape %arg50 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x32x32x256xf32>
    %366 = stablehlo.add %363, %365 : tensor<1x32x32x256xf32>
    %367 = stablehlo.reshape %366 : (tensor<1x32x32x256xf32>) -> tensor<1x32x32x8x32xf32>
    %368 = chlo.square %367 : tensor<1x32x32x8x32xf32> -> tensor<1x32x32x8x32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.reduce(%367 init: %cst_63) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_64 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %371 = stablehlo.divide %369, %370 : tensor<1x8xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.reduce(%368 init: %cst_65) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_66 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %374 = stablehlo.divide %372, %373 : tensor<1x8xf32>
    %375 = chlo.square %371 : tensor<1x8xf32> -> tensor<1x8xf32>
    %376 = stablehlo.subtract %374, %375 : tensor<1x8xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %378 = stablehlo.maximum %377, %376 : tensor<1x8xf32>
    %379 = stablehlo.broadcast_in_dim %371, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x32xf32>
    %380 = stablehlo.reshape %379 : (tensor<1x8x32xf32>) -> tensor<1x256xf32>
    %381 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x32xf32>
    %382 = stablehlo.reshape %381 : (tensor<1x8x32xf32>) -> tensor<1x256xf32>
    %383 = stablehlo.broadcast_in_dim %380, dims = [0, 3] : (tensor<1x256xf32>) -> tensor<1x1x1x256xf32>
    %384 = stablehlo.broadcast_in_dim %382, dims = [0, 3] : (tensor<1x256xf32>) -> tensor<1x1x1x256xf32>
    %385 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x32x32x256xf32>
    %386 = stablehlo.subtract %366, %385 : tensor<1x32x32x256xf32>
    %cst_68 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %388 = stablehlo.add %384, %387 : tensor<1x1x1x256xf32>
    %389 = stablehlo.rsqrt %388 : tensor<1x1x1x256xf32>
    %390 = stablehlo.reshape %arg55 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %391 = stablehlo.multiply %389, %390 : tensor<1x1x1x256xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x32x32x256xf32>
    %393 = stablehlo.multiply %386, %392 : tensor<1x32x32x256xf32>
    %394 = stablehlo.reshape %arg54 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x32x32x256xf32>
    %396 = stablehlo.add %393, %395 : tensor<1x32x32x256xf32>
    %397 = call @silu_2(%396) : (tensor<1x32x32x256xf32>) -> tensor<1x32x32x256xf32>
    %398 = stablehlo.convolution(%397, %arg53) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x32x256xf32>, tensor<3x3x256x256xf32>) -> tensor<1x32x32x256xf32>
    %399 = stablehlo.reshape %arg52 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x32x32x256xf32>
    %401 = stablehlo.add %398, %400 : tensor<1x32x32x256xf32>
    %402 = stablehlo.reshape %401 : (tensor<1x32x32x256xf32>) -> tensor<1x32x32x8x32xf32>
    %403 = chlo.square %402 : tensor<1x32x32x8x32xf32> -> tensor<1x32x32x8x32xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.reduce(%402 init: %cst_69) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_70 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %406 = stablehlo.divide %404, %405 : tensor<1x8xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.reduce(%403 init: %cst_71) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x32x32x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_72 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %409 = stablehlo.divide %407, %408 : tensor<1x8xf32>
    %410 = chlo.square %406 : tensor<1x8xf32> -> tensor<1x8xf32>
    %411 = stablehlo.subtract %409, %410 : tensor<1x8xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %413 = stablehlo.maximum %412, %411 : tensor<1x8xf32>
    %414 = stablehlo.broadcast_in_dim %406, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x32xf32>
    %415 = stablehlo.reshape %414 : (tensor<1x8x32xf32>) -> tensor<1x256xf32>
    %416 = stablehlo.broadcast_in_dim %413, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x32xf32>
    %417 = stablehlo.reshape %416 : (tensor<1x8x32xf32>) -> tensor<1x256xf32>
    %418 = stablehlo.broadcast_in_dim %415, dims = [0, 3] : (tensor<1x256xf32>) -> tensor<1x1x1x256xf32>
    %419 = stablehlo.broadcast_in_dim %417, dims = [0, 3] : (tensor<1x256xf32>) -> tensor<1x1x1x256xf32>
    %420 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x32x32x256xf32>
    %421 = stablehlo.subtract %401, %420 : tensor<1x32x32x256xf32>
    %cst_74 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %423 = stablehlo.add %419, %422 : tensor<1x1x1x256xf32>
    %424 = stablehlo.rsqrt %423 : tensor<1x1x1x256xf32>
    %425 = stablehlo.reshape %arg57 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %426 = stablehlo.multiply %424, %425 : tensor<1x1x1x256xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x32x32x256xf32>
    %428 = stablehlo.multiply %421, %427 : tensor<1x32x32x256xf32>
    %429 = stablehlo.reshape %arg56 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<1x32x32x256xf32>
    %431 = stablehlo.add %428, %430 : tensor<1x32x32x256xf32>
    %432 = call @silu_2(%431) : (tensor<1x32x32x256xf32>) -> tensor<1x32x32x256xf32>
    %433 = stablehlo.convolution(%432, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x32x32x256xf32>, tensor<2x2x256x128xf32>) -> tensor<1x64x64x128xf32>
    %434 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x64x64x128xf32>
    %436 = stablehlo.add %433, %435 : tensor<1x64x64x128xf32>
    %437 = stablehlo.concatenate %436, %213, dim = 3 : (tensor<1x64x64x128xf32>, tensor<1x64x64x128xf32>) -> tensor<1x64x64x256xf32>
    %438 = stablehlo.convolution(%437, %arg59) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x64x64x256xf32>, tensor<3x3x256x128xf32>) -> tensor<1x64x64x128xf32>
    %439 = stablehlo.reshape %arg58 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x64x64x128xf32>
    %441 = stablehlo.add %438, %440 : tensor<1x64x64x128xf32>
    %442 = stablehlo.reshape %441 : (tensor<1x64x64x128xf32>) -> tensor<1x64x64x8x16xf32>
    %443 = chlo.square %442 : tensor<1x64x64x8x16xf32> -> tensor<1x64x64x8x16xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.reduce(%442 init: %cst_75) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x64x64x8x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_76 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %446 = stablehlo.divide %444, %445 : tensor<1x8xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%443 init: %cst_77) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x64x64x8x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_78 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %449 = stablehlo.divide %447, %448 : tensor<1x8xf32>
    %450 = chlo.square %446 : tensor<1x8xf32> -> tensor<1x8xf32>
    %451 = stablehlo.subtract %449, %450 : tensor<1x8xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %453 = stablehlo.maximum %452, %451 : tensor<1x8xf32>
    %454 = stablehlo.broadcast_in_dim %446, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x16xf32>
    %455 = stablehlo.reshape %454 : (tensor<1x8x16xf32>) -> tensor<1x128xf32>
    %456 = stablehlo.broadcast_in_dim %453, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x16xf32>
    %457 = stablehlo.reshape %456 : (tensor<1x8x16xf32>) -> tensor<1x128xf32>
    %458 = stablehlo.broadcast_in_dim %455, dims = [0, 3] : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %459 = stablehlo.broadcast_in_dim %457, dims = [0, 3] : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %460 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x64x64x128xf32>
    %461 = stablehlo.subtract %441, %460 : tensor<1x64x64x128xf32>
    %cst_80 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %463 = stablehlo.add %459, %462 : tensor<1x1x1x128xf32>
    %464 = stablehlo.rsqrt %463 : tensor<1x1x1x128xf32>
    %465 = stablehlo.reshape %arg63 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %466 = stablehlo.multiply %464, %465 : tensor<1x1x1x128xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x64x64x128xf32>
    %468 = stablehlo.multiply %461, %467 : tensor<1x64x64x128xf32>
    %469 = stablehlo.reshape %arg62 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x64x64x128xf32>
    %471 = stablehlo.add %468, %470 : tensor<1x64x64x128xf32>
    %472 = call @silu_1(%471) : (tensor<1x64x64x128xf32>) -> tensor<1x64x64x128xf32>
    %473 = stablehlo.convolution(%472, %arg61) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x64x64x128xf32>, tensor<3x3x128x128xf32>) -> tensor<1x64x64x128xf32>
    %474 = stablehlo.reshape %arg60 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x64x64x128xf32>
    %476 = stablehlo.add %473, %475 : tensor<1x64x64x128xf32>
    %477 = stablehlo.reshape %476 : (tensor<1x64x64x128xf32>) -> tensor<1x64x64x8x16xf32>
    %478 = chlo.square %477 : tensor<1x64x64x8x16xf32> -> tensor<1x64x64x8x16xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.reduce(%477 init: %cst_81) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x64x64x8x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_82 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %481 = stablehlo.divide %479, %480 : tensor<1x8xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %482 = stablehlo.reduce(%478 init: %cst_83) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x64x64x8x16xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_84 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %484 = stablehlo.divide %482, %483 : tensor<1x8xf32>
    %485 = chlo.square %481 : tensor<1x8xf32> -> tensor<1x8xf32>
    %486 = stablehlo.subtract %484, %485 : tensor<1x8xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %488 = stablehlo.maximum %487, %486 : tensor<1x8xf32>
    %489 = stablehlo.broadcast_in_dim %481, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x16xf32>
    %490 = stablehlo.reshape %489 : (tensor<1x8x16xf32>) -> tensor<1x128xf32>
    %491 = stablehlo.broadcast_in_dim %488, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x16xf32>
    %492 = stablehlo.reshape %491 : (tensor<1x8x16xf32>) -> tensor<1x128xf32>
    %493 = stablehlo.broadcast_in_dim %490, dims = [0, 3] : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %494 = stablehlo.broadcast_in_dim %492, dims = [0, 3] : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %495 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x64x64x128xf32>
    %496 = stablehlo.subtract %476, %495 : tensor<1x64x64x128xf32>
    %cst_86 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %498 = stablehlo.add %494, %497 : tensor<1x1x1x128xf32>
    %499 = stablehlo.rsqrt %498 : tensor<1x1x1x128xf32>
    %500 = stablehlo.reshape %arg65 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %501 = stablehlo.multiply %499, %500 : tensor<1x1x1x128xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x64x64x128xf32>
    %503 = stablehlo.multiply %496, %502 : tensor<1x64x64x128xf32>
    %504 = stablehlo.reshape %arg64 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<1x64x64x128xf32>
    %506 = stablehlo.add %503, %505 : tensor<1x64x64x128xf32>
    %507 = call @silu_1(%506) : (tensor<1x64x64x128xf32>) -> tensor<1x64x64x128xf32>
    %508 = stablehlo.convolution(%507, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x64x64x128xf32>, tensor<2x2x128x64xf32>) -> tensor<1x128x128x64xf32>
    %509 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x128x128x64xf32>
    %511 = stablehlo.add %508, %510 : tensor<1x128x128x64xf32>
    %512 = stablehlo.concatenate %511, %141, dim = 3 : (tensor<1x128x128x64xf32>, tensor<1x128x128x64xf32>) -> tensor<1x128x128x128xf32>
    %513 = stablehlo.convolution(%512, %arg67) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x128x128x128xf32>, tensor<3x3x128x64xf32>) -> tensor<1x128x128x64xf32>
    %514 = stablehlo.reshape %arg66 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x128x128x64xf32>
    %516 = stablehlo.add %513, %515 : tensor<1x128x128x64xf32>
    %517 = stablehlo.reshape %516 : (tensor<1x128x128x64xf32>) -> tensor<1x128x128x8x8xf32>
    %518 = chlo.square %517 : tensor<1x128x128x8x8xf32> -> tensor<1x128x128x8x8xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %519 = stablehlo.reduce(%517 init: %cst_87) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x128x128x8x8xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_88 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %521 = stablehlo.divide %519, %520 : tensor<1x8xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.reduce(%518 init: %cst_89) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x128x128x8x8xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_90 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %524 = stablehlo.divide %522, %523 : tensor<1x8xf32>
    %525 = chlo.square %521 : tensor<1x8xf32> -> tensor<1x8xf32>
    %526 = stablehlo.subtract %524, %525 : tensor<1x8xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %528 = stablehlo.maximum %527, %526 : tensor<1x8xf32>
    %529 = stablehlo.broadcast_in_dim %521, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x8xf32>
    %530 = stablehlo.reshape %529 : (tensor<1x8x8xf32>) -> tensor<1x64xf32>
    %531 = stablehlo.broadcast_in_dim %528, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x8xf32>
    %532 = stablehlo.reshape %531 : (tensor<1x8x8xf32>) -> tensor<1x64xf32>
    %533 = stablehlo.broadcast_in_dim %530, dims = [0, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %534 = stablehlo.broadcast_in_dim %532, dims = [0, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %535 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x128x128x64xf32>
    %536 = stablehlo.subtract %516, %535 : tensor<1x128x128x64xf32>
    %cst_92 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %538 = stablehlo.add %534, %537 : tensor<1x1x1x64xf32>
    %539 = stablehlo.rsqrt %538 : tensor<1x1x1x64xf32>
    %540 = stablehlo.reshape %arg71 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %541 = stablehlo.multiply %539, %540 : tensor<1x1x1x64xf32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x128x128x64xf32>
    %543 = stablehlo.multiply %536, %542 : tensor<1x128x128x64xf32>
    %544 = stablehlo.reshape %arg70 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x128x128x64xf32>
    %546 = stablehlo.add %543, %545 : tensor<1x128x128x64xf32>
    %547 = call @silu_0(%546) : (tensor<1x128x128x64xf32>) -> tensor<1x128x128x64xf32>
    %548 = stablehlo.convolution(%547, %arg69) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x128x128x64xf32>, tensor<3x3x64x64xf32>) -> tensor<1x128x128x64xf32>
    %549 = stablehlo.reshape %arg68 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x128x128x64xf32>
    %551 = stablehlo.add %548, %550 : tensor<1x128x128x64xf32>
    %552 = stablehlo.reshape %551 : (tensor<1x128x128x64xf32>) -> tensor<1x128x128x8x8xf32>
    %553 = chlo.square %552 : tensor<1x128x128x8x8xf32> -> tensor<1x128x128x8x8xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %554 = stablehlo.reduce(%552 init: %cst_93) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x128x128x8x8xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_94 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %556 = stablehlo.divide %554, %555 : tensor<1x8xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.reduce(%553 init: %cst_95) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x128x128x8x8xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_96 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %559 = stablehlo.divide %557, %558 : tensor<1x8xf32>
    %560 = chlo.square %556 : tensor<1x8xf32> -> tensor<1x8xf32>
    %561 = stablehlo.subtract %559, %560 : tensor<1x8xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %563 = stablehlo.maximum %562, %561 : tensor<1x8xf32>
    %564 = stablehlo.broadcast_in_dim %556, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x8xf32>
    %565 = stablehlo.reshape %564 : (tensor<1x8x8xf32>) -> tensor<1x64xf32>
    %566 = stablehlo.broadcast_in_dim %563, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x8xf32>
    %567 = stablehlo.reshape %566 : (tensor<1x8x8xf32>) -> tensor<1x64xf32>
    %568 = stablehlo.broadcast_in_dim %565, dims = [0, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %569 = stablehlo.broadcast_in_dim %567, dims = [0, 3] : (tensor<1x64xf32>) -> tensor<1x1x1x64xf32>
    %570 = stablehlo.broadcast_in_dim %568, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x128x128x64xf32>
    %571 = stablehlo.subtract %551, %570 : tensor<1x128x128x64xf32>
    %cst_98 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %572 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %573 = stablehlo.add %569, %572 : tensor<1x1x1x64xf32>
    %574 = stablehlo.rsqrt %573 : tensor<1x1x1x64xf32>
    %575 = stablehlo.reshape %arg73 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %576 = stablehlo.multiply %574, %575 : tensor<1x1x1x64xf32>
    %577 = stablehlo.broadcast_in_dim %576, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x128x128x64xf32>
    %578 = stablehlo.multiply %571, %577 : tensor<1x128x128x64xf32>
    %579 = stablehlo.reshape %arg72 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<1x128x128x64xf32>
    %581 = stablehlo.add %578, %580 : tensor<1x128x128x64xf32>
    %582 = call @silu_0(%581) : (tensor<1x128x128x64xf32>) -> tensor<1x128x128x64xf32>
    %583 = stablehlo.convolution(%582, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x128x128x64xf32>, tensor<2x2x64x32xf32>) -> tensor<1x256x256x32xf32>
    %584 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %585 = stablehlo.broadcast_in_dim %584, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x256x256x32xf32>
    %586 = stablehlo.add %583, %585 : tensor<1x256x256x32xf32>
    %587 = stablehlo.concatenate %586, %69, dim = 3 : (tensor<1x256x256x32xf32>, tensor<1x256x256x32xf32>) -> tensor<1x256x256x64xf32>
    %588 = stablehlo.convolution(%587, %arg75) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x256x256x64xf32>, tensor<3x3x64x32xf32>) -> tensor<1x256x256x32xf32>
    %589 = stablehlo.reshape %arg74 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %590 = stablehlo.broadcast_in_dim %589, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x256x256x32xf32>
    %591 = stablehlo.add %588, %590 : tensor<1x256x256x32xf32>
    %592 = stablehlo.reshape %591 : (tensor<1x256x256x32xf32>) -> tensor<1x256x256x8x4xf32>
    %593 = chlo.square %592 : tensor<1x256x256x8x4xf32> -> tensor<1x256x256x8x4xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.reduce(%592 init: %cst_99) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x256x256x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_100 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %596 = stablehlo.divide %594, %595 : tensor<1x8xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.reduce(%593 init: %cst_101) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x256x256x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_102 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %599 = stablehlo.divide %597, %598 : tensor<1x8xf32>
    %600 = chlo.square %596 : tensor<1x8xf32> -> tensor<1x8xf32>
    %601 = stablehlo.subtract %599, %600 : tensor<1x8xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %603 = stablehlo.maximum %602, %601 : tensor<1x8xf32>
    %604 = stablehlo.broadcast_in_dim %596, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %605 = stablehlo.reshape %604 : (tensor<1x8x4xf32>) -> tensor<1x32xf32>
    %606 = stablehlo.broadcast_in_dim %603, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %607 = stablehlo.reshape %606 : (tensor<1x8x4xf32>) -> tensor<1x32xf32>
    %608 = stablehlo.broadcast_in_dim %605, dims = [0, 3] : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %609 = stablehlo.broadcast_in_dim %607, dims = [0, 3] : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %610 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x256x256x32xf32>
    %611 = stablehlo.subtract %591, %610 : tensor<1x256x256x32xf32>
    %cst_104 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %613 = stablehlo.add %609, %612 : tensor<1x1x1x32xf32>
    %614 = stablehlo.rsqrt %613 : tensor<1x1x1x32xf32>
    %615 = stablehlo.reshape %arg79 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %616 = stablehlo.multiply %614, %615 : tensor<1x1x1x32xf32>
    %617 = stablehlo.broadcast_in_dim %616, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x256x256x32xf32>
    %618 = stablehlo.multiply %611, %617 : tensor<1x256x256x32xf32>
    %619 = stablehlo.reshape %arg78 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x256x256x32xf32>
    %621 = stablehlo.add %618, %620 : tensor<1x256x256x32xf32>
    %622 = call @silu(%621) : (tensor<1x256x256x32xf32>) -> tensor<1x256x256x32xf32>
    %623 = stablehlo.convolution(%622, %arg77) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x256x256x32xf32>, tensor<3x3x32x32xf32>) -> tensor<1x256x256x32xf32>
    %624 = stablehlo.reshape %arg76 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x256x256x32xf32>
    %626 = stablehlo.add %623, %625 : tensor<1x256x256x32xf32>
    %627 = stablehlo.reshape %626 : (tensor<1x256x256x32xf32>) -> tensor<1x256x256x8x4xf32>
    %628 = chlo.square %627 : tensor<1x256x256x8x4xf32> -> tensor<1x256x256x8x4xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %629 = stablehlo.reduce(%627 init: %cst_105) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x256x256x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_106 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %631 = stablehlo.divide %629, %630 : tensor<1x8xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %632 = stablehlo.reduce(%628 init: %cst_107) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<1x256x256x8x4xf32>, tensor<f32>) -> tensor<1x8xf32>
    %cst_108 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %634 = stablehlo.divide %632, %633 : tensor<1x8xf32>
    %635 = chlo.square %631 : tensor<1x8xf32> -> tensor<1x8xf32>
    %636 = stablehlo.subtract %634, %635 : tensor<1x8xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %638 = stablehlo.maximum %637, %636 : tensor<1x8xf32>
    %639 = stablehlo.broadcast_in_dim %631, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %640 = stablehlo.reshape %639 : (tensor<1x8x4xf32>) -> tensor<1x32xf32>
    %641 = stablehlo.broadcast_in_dim %638, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %642 = stablehlo.reshape %641 : (tensor<1x8x4xf32>) -> tensor<1x32xf32>
    %643 = stablehlo.broadcast_in_dim %640, dims = [0, 3] : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %644 = stablehlo.broadcast_in_dim %642, dims = [0, 3] : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %645 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x256x256x32xf32>
    %646 = stablehlo.subtract %626, %645 : tensor<1x256x256x32xf32>
    %cst_110 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %648 = stablehlo.add %644, %647 : tensor<1x1x1x32xf32>
    %649 = stablehlo.rsqrt %648 : tensor<1x1x1x32xf32>
    %650 = stablehlo.reshape %arg81 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %651 = stablehlo.multiply %649, %650 : tensor<1x1x1x32xf32>
    %652 = stablehlo.broadcast_in_dim %651, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x256x256x32xf32>
    %653 = stablehlo.multiply %646, %652 : tensor<1x256x256x32xf32>
    %654 = stablehlo.reshape %arg80 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<1x256x256x32xf32>
    %656 = stablehlo.add %653, %655 : tensor<1x256x256x32xf32>
    %657 = call @silu(%656) : (tensor<1x256x256x32xf32>) -> tensor<1x256x256x32xf32>
    %658 = stablehlo.convolution(%657, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x256x256x32xf32>, tensor<1x1x32x8xf32>) -> tensor<1x256x256x8xf32>
    %659 = stablehlo.reshape %arg8 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %660 = stablehlo.broadcast_in_dim %659, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<1x256x256x8xf32>
    %661 = stablehlo.add %658, %660 : tensor<1x256x256x8xf32>
    return %661 : tensor<1x256x256x8xf32>
  }
  func.func private @silu(%arg0: tensor<1x256x256x32xf32>) -> tensor<1x256x256x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x256x256x32xf32>
    %1 = stablehlo.exponential %0 : tensor<1x256x256x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x256x256x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x256x256x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x256x256x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x256x256x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x256x256x32xf32>
    return %6 : tensor<1x256x256x32xf32>
  }
  func.func private @silu_0(%arg0: tensor<1x128x128x64xf32>) -> tensor<1x128x128x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x128x128x64xf32>
    %1 = stablehlo.exponential %0 : tensor<1x128x128x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x128x128x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x128x128x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x128x128x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x128x128x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x128x128x64xf32>
    return %6 : tensor<1x128x128x64xf32>
  }
  func.func private @silu_1(%arg0: tensor<1x64x64x128xf32>) -> tensor<1x64x64x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x64x64x128xf32>
    %1 = stablehlo.exponential %0 : tensor<1x64x64x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x64x64x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x64x64x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x64x64x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x64x64x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x64x64x128xf32>
    return %6 : tensor<1x64x64x128xf32>
  }
  func.func private @silu_2(%arg0: tensor<1x32x32x256xf32>) -> tensor<1x32x32x256xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x32x32x256xf32>
    %1 = stablehlo.exponential %0 : tensor<1x32x32x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x32x256xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x32x32x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32x32x256xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x32x32x256xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x32x32x256xf32>
    return %6 : tensor<1x32x32x256xf32>
  }
  func.func private @silu_3(%arg0: tensor<1x16x16x512xf32>) -> tensor<1x16x16x512xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x16x16x512xf32>
    %1 = stablehlo.exponential %0 : tensor<1x16x16x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16x16x512xf32>
    %3 = stablehlo.add %2, %1 : tensor<1x16x16x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x16x16x512xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1x16x16x512xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1x16x16x512xf32>
    return %6 : tensor<1x16x16x512xf32>
  }
}
