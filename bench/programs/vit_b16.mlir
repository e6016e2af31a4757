// ViT-B/16 classifying one 224x224 image, 86.6M parameters as arguments (bench/gen_models.py, flax 0.12.8, jax 0.10.2)
module @jit_apply attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<768xf32>, %arg1: tensor<16x16x3x768xf32>, %arg2: tensor<1000xf32>, %arg3: tensor<768x1000xf32>, %arg4: tensor<768xf32>, %arg5: tensor<768xf32>, %arg6: tensor<768xf32>, %arg7: tensor<768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768xf32>, %arg10: tensor<768xf32>, %arg11: tensor<3072x768xf32>, %arg12: tensor<3072xf32>, %arg13: tensor<768x3072xf32>, %arg14: tensor<12x64xf32>, %arg15: tensor<768x12x64xf32>, %arg16: tensor<768xf32>, %arg17: tensor<12x64x768xf32>, %arg18: tensor<12x64xf32>, %arg19: tensor<768x12x64xf32>, %arg20: tensor<12x64xf32>, %arg21: tensor<768x12x64xf32>, %arg22: tensor<768xf32>, %arg23: tensor<768xf32>, %arg24: tensor<768xf32>, %arg25: tensor<768xf32>, %arg26: tensor<768xf32>, %arg27: tensor<3072x768xf32>, %arg28: tensor<3072xf32>, %arg29: tensor<768x3072xf32>, %arg30: tensor<12x64xf32>, %arg31: tensor<768x12x64xf32>, %arg32: tensor<768xf32>, %arg33: tensor<12x64x768xf32>, %arg34: tensor<12x64xf32>, %arg35: tensor<768x12x64xf32>, %arg36: tensor<12x64xf32>, %arg37: tensor<768x12x64xf32>, %arg38: tensor<768xf32>, %arg39: tensor<768xf32>, %arg40: tensor<768xf32>, %arg41: tensor<768xf32>, %arg42: tensor<768xf32>, %arg43: tensor<3072x768xf32>, %arg44: tensor<3072xf32>, %arg45: tensor<768x3072xf32>, %arg46: tensor<12x64xf32>, %arg47: tensor<768x12x64xf32>, %arg48: tensor<768xf32>, %arg49: tensor<12x64x768xf32>, %arg50: tensor<12x64xf32>, %arg51: tensor<768x12x64xf32>, %arg52: tensor<12x64xf32>, %arg53: tensor<768x12x64xf32>, %arg54: tensor<768xf32>, %arg55: tensor<768xf32>, %arg56: tensor<768xf32>, %arg57: tensor<768xf32>, %arg58: tensor<768xf32>, %arg59: tensor<3072x768xf32>, %arg60: tensor<3072xf32>, %arg61: tensor<768x3072xf32>, %arg62: tensor<12x64xf32>, %arg63: tensor<768x12x64xf32>, %arg64: tensor<768xf32>, %arg65: tensor<12x64x768xf32>, %arg66: tensor<12x64xf32>, %arg67: tensor<768x12x64xf32>, %arg68: tensor<12x64xf32>, %arg69: tensor<768x12x64xf32>, %arg70: tensor<768xf32>, %arg71: tensor<768xf32>, %arg72: tensor<768xf32>, %arg73: tensor<768xf32>, %arg74: tensor<768xf32>, %arg75: tensor<3072x768xf32>, %arg76: tensor<3072xf32>, %arg77: tensor<768x3072xf32>, %arg78: tensor<12x64xf32>, %arg79: tensor<768x12x64xf32>, %arg80: tensor<768xf32>, %arg81: tensor<12x64x768xf32>, %arg82: tensor<12x64xf32>, %arg83: tensor<768x12x64xf32>, %arg84: tensor<12x64xf32>, %arg85: tensor<768x12x64xf32>, %arg86: tensor<768xf32>, %arg87: tensor<768xf32>, %arg88: tensor<768xf32>, %arg89: tensor<768xf32>, %arg90: tensor<768xf32>, %arg91: tensor<3072x768xf32>, %arg92: tensor<3072xf32>, %arg93: tensor<768x3072xf32>, %arg94: tensor<12x64xf32>, %arg95: tensor<768x12x64xf32>, %arg96: tensor<768xf32>, %arg97: tensor<12x64x768xf32>, %arg98: tensor<12x64xf32>, %arg99: tensor<768x12x64xf32>, %arg100: tensor<12x64xf32>, %arg101: tensor<768x12x64xf32>, %arg102: tensor<768xf32>, %arg103: tensor<768xf32>, %arg104: tensor<768xf32>, %arg105: tensor<768xf32>, %arg106: tensor<768xf32>, %arg107: tensor<3072x768xf32>, %arg108: tensor<3072xf32>, %arg109: tensor<768x3072xf32>, %arg110: tensor<12x64xf32>, %arg111: tensor<768x12x64xf32>, %arg112: tensor<768xf32>, %arg113: tensor<12x64x768xf32>, %arg114: tensor<12x64xf32>, %arg115: tensor<768x12x64xf32>, %arg116: tensor<12x64xf32>, %arg117: tensor<768x12x64xf32>, %arg118: tensor<768xf32>, %arg119: tensor<768xf32>, %arg120: tensor<768xf32>, %arg121: tensor<768xf32>, %arg122: tensor<768xf32>, %arg123: tensor<3072x768xf32>, %arg124: tensor<3072xf32>, %arg125: tensor<768x3072xf32>, %arg126: tensor<12x64xf32>, %arg127: tensor<768x12x64xf32>, %arg128: tensor<768xf32>, %arg129: tensor<12x64x768xf32>, %arg130: tensor<12x64xf32>, %arg131: tensor<768x12x64xf32>, %arg132: tensor<12x64xf32>, %arg133: tensor<768x12x64xf32>, %arg134: tensor<768xf32>, %arg135: tensor<768xf32>, %arg136: tensor<768xf32>, %arg137: tensor<768xf32>, %arg138: tensor<768xf32>, %arg139: tensor<3072x768xf32>, %arg140: tensor<3072xf32>, %arg141: tensor<768x3072xf32>, %arg142: tensor<12x64xf32>, %arg143: tensor<768x12x64xf32>, %arg144: tensor<768xf32>, %arg145: tensor<12x64x768xf32>, %arg146: tensor<12x64xf32>, %arg147: tensor<768x12x64xf32>, %arg148: tensor<12x64xf32>, %arg149: tensor<768x12x64xf32>, %arg150: tensor<768xf32>, %arg151: tensor<768xf32>, %arg152: tensor<768xf32>, %arg153: tensor<768xf32>, %arg154: tensor<768xf32>, %arg155: tensor<3072x768xf32>, %arg156: tensor<3072xf32>, %arg157: tensor<768x3072xf32>, %arg158: tensor<12x64xf32>, %arg159: tensor<768x12x64xf32>, %arg160: tensor<768xf32>, %arg161: tensor<12x64x768xf32>, %arg162: tensor<12x64xf32>, %arg163: tensor<768x12x64xf32>, %arg164: tensor<12x64xf32>, %arg165: tensor<768x12x64xf32>, %arg166: tensor<768xf32>, %arg167: tensor<768xf32>, %arg168: tensor<768xf32>, %arg169: tensor<768xf32>, %arg170: tensor<768xf32>, %arg171: tensor<3072x768xf32>, %arg172: tensor<3072xf32>, %arg173: tensor<768x3072xf32>, %arg174: tensor<12x64xf32>, %arg175: tensor<768x12x64xf32>, %arg176: tensor<768xf32>, %arg177: tensor<12x64x768xf32>, %arg178: tensor<12x64xf32>, %arg179: tensor<768x12x64xf32>, %arg180: tensor<12x64xf32>, %arg181: tensor<768x12x64xf32>, %arg182: tensor<768xf32>, %arg183: tensor<768xf32>, %arg184: tensor<768xf32>, %arg185: tensor<768xf32>, %arg186: tensor<768xf32>, %arg187: tensor<3072x768xf32>, %arg188: tensor<3072xf32>, %arg189: tensor<768x3072xf32>, %arg190: tensor<12x64xf32>, %arg191: tensor<768x12x64xf32>, %arg192: tensor<768xf32>, %arg193: tensor<12x64x768xf32>, %arg194: tensor<12x64xf32>, %arg195: tensor<768x12x64xf32>, %arg196: tensor<12x64xf32>, %arg197: tensor<768x12x64xf32>, %arg198: tensor<1x1x768xf32>, %arg199: tensor<1x197x768xf32>, %arg200: tensor<1x224x224x3xf32>) -> (tensor<1x1000xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg200, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [16, 16], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x224x224x3xf32>, tensor<16x16x3x768xf32>) -> tensor<1x14x14x768xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<768xf32>) -> tensor<1x1x1x768xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x768xf32>) -> tensor<1x14x14x768xf32>
    %3 = stablehlo.add %0, %2 : tensor<1x14x14x768xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x14x14x768xf32>) -> tensor<1x196x768xf32>
    %5 = stablehlo.concatenate %arg198, %4, dim = 1 : (tensor<1x1x768xf32>, tensor<1x196x768xf32>) -> tensor<1x197x768xf32>
    %6 = stablehlo.add %5, %arg199 : tensor<1x197x768xf32>
    %7 = chlo.square %6 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_0 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x197xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_2 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %13 = stablehlo.divide %11, %12 : tensor<1x197xf32>
    %14 = chlo.square %10 : tensor<1x197xf32> -> tensor<1x197xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<1x197xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<1x197xf32>
    %18 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %21 = stablehlo.subtract %6, %20 : tensor<1x197x768xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %23 = stablehlo.add %19, %22 : tensor<1x197x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<1x197x1xf32>
    %25 = stablehlo.reshape %arg7 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %28 = stablehlo.multiply %26, %27 : tensor<1x197x768xf32>
    %29 = stablehlo.multiply %21, %28 : tensor<1x197x768xf32>
    %30 = stablehlo.reshape %arg6 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %32 = stablehlo.add %29, %31 : tensor<1x197x768xf32>
    %33 = stablehlo.dot_general %32, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %34 = stablehlo.reshape %arg18 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %36 = stablehlo.add %33, %35 : tensor<1x197x12x64xf32>
    %37 = stablehlo.dot_general %32, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %38 = stablehlo.reshape %arg14 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %40 = stablehlo.add %37, %39 : tensor<1x197x12x64xf32>
    %41 = stablehlo.dot_general %32, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %42 = stablehlo.reshape %arg20 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %44 = stablehlo.add %41, %43 : tensor<1x197x12x64xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %45 = stablehlo.sqrt %cst_5 : tensor<f32>
    %46 = stablehlo.convert %45 : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<1x197x12x64xf32>
    %48 = stablehlo.divide %36, %47 : tensor<1x197x12x64xf32>
    %49 = stablehlo.dot_general %48, %40, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x197x12x64xf32>) -> tensor<1x12x197x197xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x12x197xf32>
    %52 = stablehlo.maximum %51, %50 : tensor<1x12x197xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %55 = stablehlo.subtract %49, %54 : tensor<1x12x197x197xf32>
    %56 = stablehlo.exponential %55 : tensor<1x12x197x197xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %60 = stablehlo.divide %56, %59 : tensor<1x12x197x197xf32>
    %61 = stablehlo.dot_general %44, %60, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x12x197x197xf32>) -> tensor<1x12x64x197xf32>
    %62 = stablehlo.transpose %61, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xf32>) -> tensor<1x197x12x64xf32>
    %63 = stablehlo.dot_general %62, %arg17, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x197x768xf32>
    %64 = stablehlo.reshape %arg16 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %66 = stablehlo.add %63, %65 : tensor<1x197x768xf32>
    %67 = stablehlo.add %6, %66 : tensor<1x197x768xf32>
    %68 = chlo.square %67 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%67 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_10 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %71 = stablehlo.divide %69, %70 : tensor<1x197xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%68 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_12 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %74 = stablehlo.divide %72, %73 : tensor<1x197xf32>
    %75 = chlo.square %71 : tensor<1x197xf32> -> tensor<1x197xf32>
    %76 = stablehlo.subtract %74, %75 : tensor<1x197xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %78 = stablehlo.maximum %77, %76 : tensor<1x197xf32>
    %79 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %82 = stablehlo.subtract %67, %81 : tensor<1x197x768xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %84 = stablehlo.add %80, %83 : tensor<1x197x1xf32>
    %85 = stablehlo.rsqrt %84 : tensor<1x197x1xf32>
    %86 = stablehlo.reshape %arg9 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %87 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<1x197x768xf32>
    %90 = stablehlo.multiply %82, %89 : tensor<1x197x768xf32>
    %91 = stablehlo.reshape %arg8 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %93 = stablehlo.add %90, %92 : tensor<1x197x768xf32>
    %94 = stablehlo.dot_general %93, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x3072xf32>) -> tensor<1x197x3072xf32>
    %95 = stablehlo.reshape %arg12 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x197x3072xf32>
    %97 = stablehlo.add %94, %96 : tensor<1x197x3072xf32>
    %98 = stablehlo.multiply %97, %97 : tensor<1x197x3072xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<1x197x3072xf32>
    %cst_15 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<1x197x3072xf32>
    %102 = stablehlo.add %97, %101 : tensor<1x197x3072xf32>
    %cst_16 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %104 = stablehlo.multiply %103, %102 : tensor<1x197x3072xf32>
    %105 = stablehlo.tanh %104 : tensor<1x197x3072xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %107 = stablehlo.add %106, %105 : tensor<1x197x3072xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %109 = stablehlo.multiply %108, %107 : tensor<1x197x3072xf32>
    %110 = stablehlo.multiply %97, %109 : tensor<1x197x3072xf32>
    %111 = stablehlo.dot_general %110, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xf32>, tensor<3072x768xf32>) -> tensor<1x197x768xf32>
    %112 = stablehlo.reshape %arg10 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %114 = stablehlo.add %111, %113 : tensor<1x197x768xf32>
    %115 = stablehlo.add %67, %114 : tensor<1x197x768xf32>
    %116 = chlo.square %115 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%115 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_20 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %119 = stablehlo.divide %117, %118 : tensor<1x197xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%116 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_22 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %122 = stablehlo.divide %120, %121 : tensor<1x197xf32>
    %123 = chlo.square %119 : tensor<1x197xf32> -> tensor<1x197xf32>
    %124 = stablehlo.subtract %122, %123 : tensor<1x197xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %126 = stablehlo.maximum %125, %124 : tensor<1x197xf32>
    %127 = stablehlo.broadcast_in_dim %119, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %129 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %130 = stablehlo.subtract %115, %129 : tensor<1x197x768xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %132 = stablehlo.add %128, %131 : tensor<1x197x1xf32>
    %133 = stablehlo.rsqrt %132 : tensor<1x197x1xf32>
    %134 = stablehlo.reshape %arg23 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %135 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %136 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<1x197x768xf32>
    %138 = stablehlo.multiply %130, %137 : tensor<1x197x768xf32>
    %139 = stablehlo.reshape %arg22 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %141 = stablehlo.add %138, %140 : tensor<1x197x768xf32>
    %142 = stablehlo.dot_general %141, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %143 = stablehlo.reshape %arg34 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %145 = stablehlo.add %142, %144 : tensor<1x197x12x64xf32>
    %146 = stablehlo.dot_general %141, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %147 = stablehlo.reshape %arg30 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %149 = stablehlo.add %146, %148 : tensor<1x197x12x64xf32>
    %150 = stablehlo.dot_general %141, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %151 = stablehlo.reshape %arg36 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %153 = stablehlo.add %150, %152 : tensor<1x197x12x64xf32>
    %cst_25 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %154 = stablehlo.sqrt %cst_25 : tensor<f32>
    %155 = stablehlo.convert %154 : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<1x197x12x64xf32>
    %157 = stablehlo.divide %145, %156 : tensor<1x197x12x64xf32>
    %158 = stablehlo.dot_general %157, %149, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x197x12x64xf32>) -> tensor<1x12x197x197xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x12x197xf32>
    %161 = stablehlo.maximum %160, %159 : tensor<1x12x197xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %164 = stablehlo.subtract %158, %163 : tensor<1x12x197x197xf32>
    %165 = stablehlo.exponential %164 : tensor<1x12x197x197xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %169 = stablehlo.divide %165, %168 : tensor<1x12x197x197xf32>
    %170 = stablehlo.dot_general %153, %169, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x12x197x197xf32>) -> tensor<1x12x64x197xf32>
    %171 = stablehlo.transpose %170, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xf32>) -> tensor<1x197x12x64xf32>
    %172 = stablehlo.dot_general %171, %arg33, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x197x768xf32>
    %173 = stablehlo.reshape %arg32 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %175 = stablehlo.add %172, %174 : tensor<1x197x768xf32>
    %176 = stablehlo.add %115, %175 : tensor<1x197x768xf32>
    %177 = chlo.square %176 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%176 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_30 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %180 = stablehlo.divide %178, %179 : tensor<1x197xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%177 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_32 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %183 = stablehlo.divide %181, %182 : tensor<1x197xf32>
    %184 = chlo.square %180 : tensor<1x197xf32> -> tensor<1x197xf32>
    %185 = stablehlo.subtract %183, %184 : tensor<1x197xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %187 = stablehlo.maximum %186, %185 : tensor<1x197xf32>
    %188 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %189 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %190 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %191 = stablehlo.subtract %176, %190 : tensor<1x197x768xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %193 = stablehlo.add %189, %192 : tensor<1x197x1xf32>
    %194 = stablehlo.rsqrt %193 : tensor<1x197x1xf32>
    %195 = stablehlo.reshape %arg25 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %196 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %197 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %198 = stablehlo.multiply %196, %197 : tensor<1x197x768xf32>
    %199 = stablehlo.multiply %191, %198 : tensor<1x197x768xf32>
    %200 = stablehlo.reshape %arg24 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %202 = stablehlo.add %199, %201 : tensor<1x197x768xf32>
    %203 = stablehlo.dot_general %202, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x3072xf32>) -> tensor<1x197x3072xf32>
    %204 = stablehlo.reshape %arg28 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x197x3072xf32>
    %206 = stablehlo.add %203, %205 : tensor<1x197x3072xf32>
    %207 = stablehlo.multiply %206, %206 : tensor<1x197x3072xf32>
    %208 = stablehlo.multiply %207, %206 : tensor<1x197x3072xf32>
    %cst_35 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %210 = stablehlo.multiply %209, %208 : tensor<1x197x3072xf32>
    %211 = stablehlo.add %206, %210 : tensor<1x197x3072xf32>
    %cst_36 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %213 = stablehlo.multiply %212, %211 : tensor<1x197x3072xf32>
    %214 = stablehlo.tanh %213 : tensor<1x197x3072xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %216 = stablehlo.add %215, %214 : tensor<1x197x3072xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %218 = stablehlo.multiply %217, %216 : tensor<1x197x3072xf32>
    %219 = stablehlo.multiply %206, %218 : tensor<1x197x3072xf32>
    %220 = stablehlo.dot_general %219, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xf32>, tensor<3072x768xf32>) -> tensor<1x197x768xf32>
    %221 = stablehlo.reshape %arg26 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %223 = stablehlo.add %220, %222 : tensor<1x197x768xf32>
    %224 = stablehlo.add %176, %223 : tensor<1x197x768xf32>
    %225 = chlo.square %224 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.reduce(%224 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_40 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %228 = stablehlo.divide %226, %227 : tensor<1x197xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.reduce(%225 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_42 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %231 = stablehlo.divide %229, %230 : tensor<1x197xf32>
    %232 = chlo.square %228 : tensor<1x197xf32> -> tensor<1x197xf32>
    %233 = stablehlo.subtract %231, %232 : tensor<1x197xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %235 = stablehlo.maximum %234, %233 : tensor<1x197xf32>
    %236 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %237 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %238 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %239 = stablehlo.subtract %224, %238 : tensor<1x197x768xf32>
    %cst_44 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %241 = stablehlo.add %237, %240 : tensor<1x197x1xf32>
    %242 = stablehlo.rsqrt %241 : tensor<1x197x1xf32>
    %243 = stablehlo.reshape %arg71 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %244 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %245 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %246 = stablehlo.multiply %244, %245 : tensor<1x197x768xf32>
    %247 = stablehlo.multiply %239, %246 : tensor<1x197x768xf32>
    %248 = stablehlo.reshape %arg70 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %250 = stablehlo.add %247, %249 : tensor<1x197x768xf32>
    %251 = stablehlo.dot_general %250, %arg83, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %252 = stablehlo.reshape %arg82 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %254 = stablehlo.add %251, %253 : tensor<1x197x12x64xf32>
    %255 = stablehlo.dot_general %250, %arg79, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %256 = stablehlo.reshape %arg78 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %258 = stablehlo.add %255, %257 : tensor<1x197x12x64xf32>
    %259 = stablehlo.dot_general %250, %arg85, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %260 = stablehlo.reshape %arg84 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %262 = stablehlo.add %259, %261 : tensor<1x197x12x64xf32>
    %cst_45 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %263 = stablehlo.sqrt %cst_45 : tensor<f32>
    %264 = stablehlo.convert %263 : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<f32>) -> tensor<1x197x12x64xf32>
    %266 = stablehlo.divide %254, %265 : tensor<1x197x12x64xf32>
    %267 = stablehlo.dot_general %266, %258, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x197x12x64xf32>) -> tensor<1x12x197x197xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %268 = stablehlo.reduce(%267 init: %cst_46) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x12x197xf32>
    %270 = stablehlo.maximum %269, %268 : tensor<1x12x197xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %273 = stablehlo.subtract %267, %272 : tensor<1x12x197x197xf32>
    %274 = stablehlo.exponential %273 : tensor<1x12x197x197xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%274 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %278 = stablehlo.divide %274, %277 : tensor<1x12x197x197xf32>
    %279 = stablehlo.dot_general %262, %278, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x12x197x197xf32>) -> tensor<1x12x64x197xf32>
    %280 = stablehlo.transpose %279, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xf32>) -> tensor<1x197x12x64xf32>
    %281 = stablehlo.dot_general %280, %arg81, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x197x768xf32>
    %282 = stablehlo.reshape %arg80 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %284 = stablehlo.add %281, %283 : tensor<1x197x768xf32>
    %285 = stablehlo.add %224, %284 : tensor<1x197x768xf32>
    %286 = chlo.square %285 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%285 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_50 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %289 = stablehlo.divide %287, %288 : tensor<1x197xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%286 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_52 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %292 = stablehlo.divide %290, %291 : tensor<1x197xf32>
    %293 = chlo.square %289 : tensor<1x197xf32> -> tensor<1x197xf32>
    %294 = stablehlo.subtract %292, %293 : tensor<1x197xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %296 = stablehlo.maximum %295, %294 : tensor<1x197xf32>
    %297 = stablehlo.broadcast_in_dim %289, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %298 = stablehlo.broadcast_in_dim %296, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %299 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %300 = stablehlo.subtract %285, %299 : tensor<1x197x768xf32>
    %cst_54 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %302 = stablehlo.add %298, %301 : tensor<1x197x1xf32>
    %303 = stablehlo.rsqrt %302 : tensor<1x197x1xf32>
    %304 = stablehlo.reshape %arg73 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %305 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %306 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %307 = stablehlo.multiply %305, %306 : tensor<1x197x768xf32>
    %308 = stablehlo.multiply %300, %307 : tensor<1x197x768xf32>
    %309 = stablehlo.reshape %arg72 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %311 = stablehlo.add %308, %310 : tensor<1x197x768xf32>
    %312 = stablehlo.dot_general %311, %arg77, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x3072xf32>) -> tensor<1x197x3072xf32>
    %313 = stablehlo.reshape %arg76 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x197x3072xf32>
    %315 = stablehlo.add %312, %314 : tensor<1x197x3072xf32>
    %316 = stablehlo.multiply %315, %315 : tensor<1x197x3072xf32>
    %317 = stablehlo.multiply %316, %315 : tensor<1x197x3072xf32>
    %cst_55 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %319 = stablehlo.multiply %318, %317 : tensor<1x197x3072xf32>
    %320 = stablehlo.add %315, %319 : tensor<1x197x3072xf32>
    %cst_56 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %322 = stablehlo.multiply %321, %320 : tensor<1x197x3072xf32>
    %323 = stablehlo.tanh %322 : tensor<1x197x3072xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %325 = stablehlo.add %324, %323 : tensor<1x197x3072xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %327 = stablehlo.multiply %326, %325 : tensor<1x197x3072xf32>
    %328 = stablehlo.multiply %315, %327 : tensor<1x197x3072xf32>
    %329 = stablehlo.dot_general %328, %arg75, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xf32>, tensor<3072x768xf32>) -> tensor<1x197x768xf32>
    %330 = stablehlo.reshape %arg74 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %332 = stablehlo.add %329, %331 : tensor<1x197x768xf32>
    %333 = stablehlo.add %285, %332 : tensor<1x197x768xf32>
    %334 = chlo.square %333 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.reduce(%333 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_60 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %337 = stablehlo.divide %335, %336 : tensor<1x197xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%334 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_62 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %340 = stablehlo.divide %338, %339 : tensor<1x197xf32>
    %341 = chlo.square %337 : tensor<1x197xf32> -> tensor<1x197xf32>
    %342 = stablehlo.subtract %340, %341 : tensor<1x197xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %344 = stablehlo.maximum %343, %342 : tensor<1x197xf32>
    %345 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %346 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %347 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %348 = stablehlo.subtract %333, %347 : tensor<1x197x768xf32>
    %cst_64 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %350 = stablehlo.add %346, %349 : tensor<1x197x1xf32>
    %351 = stablehlo.rsqrt %350 : tensor<1x197x1xf32>
    %352 = stablehlo.reshape %arg87 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %353 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %354 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %355 = stablehlo.multiply %353, %354 : tensor<1x197x768xf32>
    %356 = stablehlo.multiply %348, %355 : tensor<1x197x768xf32>
    %357 = stablehlo.reshape %arg86 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %359 = stablehlo.add %356, %358 : tensor<1x197x768xf32>
    %360 = stablehlo.dot_general %359, %arg99, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %361 = stablehlo.reshape %arg98 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %363 = stablehlo.add %360, %362 : tensor<1x197x12x64xf32>
    %364 = stablehlo.dot_general %359, %arg95, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %365 = stablehlo.reshape %arg94 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %367 = stablehlo.add %364, %366 : tensor<1x197x12x64xf32>
    %368 = stablehlo.dot_general %359, %arg101, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %369 = stablehlo.reshape %arg100 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %371 = stablehlo.add %368, %370 : tensor<1x197x12x64xf32>
    %cst_65 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %372 = stablehlo.sqrt %cst_65 : tensor<f32>
    %373 = stablehlo.convert %372 : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [] : (tensor<f32>) -> tensor<1x197x12x64xf32>
    %375 = stablehlo.divide %363, %374 : tensor<1x197x12x64xf32>
    %376 = stablehlo.dot_general %375, %367, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x197x12x64xf32>) -> tensor<1x12x197x197xf32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %377 = stablehlo.reduce(%376 init: %cst_66) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1x12x197xf32>
    %379 = stablehlo.maximum %378, %377 : tensor<1x12x197xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %382 = stablehlo.subtract %376, %381 : tensor<1x12x197x197xf32>
    %383 = stablehlo.exponential %382 : tensor<1x12x197x197xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.reduce(%383 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %387 = stablehlo.divide %383, %386 : tensor<1x12x197x197xf32>
    %388 = stablehlo.dot_general %371, %387, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x12x197x197xf32>) -> tensor<1x12x64x197xf32>
    %389 = stablehlo.transpose %388, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xf32>) -> tensor<1x197x12x64xf32>
    %390 = stablehlo.dot_general %389, %arg97, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x197x768xf32>
    %391 = stablehlo.reshape %arg96 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %393 = stablehlo.add %390, %392 : tensor<1x197x768xf32>
    %394 = stablehlo.add %333, %393 : tensor<1x197x768xf32>
    %395 = chlo.square %394 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.reduce(%394 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_70 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %398 = stablehlo.divide %396, %397 : tensor<1x197xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.reduce(%395 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_72 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %401 = stablehlo.divide %399, %400 : tensor<1x197xf32>
    %402 = chlo.square %398 : tensor<1x197xf32> -> tensor<1x197xf32>
    %403 = stablehlo.subtract %401, %402 : tensor<1x197xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %405 = stablehlo.maximum %404, %403 : tensor<1x197xf32>
    %406 = stablehlo.broadcast_in_dim %398, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %407 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %408 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %409 = stablehlo.subtract %394, %408 : tensor<1x197x768xf32>
    %cst_74 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %411 = stablehlo.add %407, %410 : tensor<1x197x1xf32>
    %412 = stablehlo.rsqrt %411 : tensor<1x197x1xf32>
    %413 = stablehlo.reshape %arg89 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %414 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %415 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %416 = stablehlo.multiply %414, %415 : tensor<1x197x768xf32>
    %417 = stablehlo.multiply %409, %416 : tensor<1x197x768xf32>
    %418 = stablehlo.reshape %arg88 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %420 = stablehlo.add %417, %419 : tensor<1x197x768xf32>
    %421 = stablehlo.dot_general %420, %arg93, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x3072xf32>) -> tensor<1x197x3072xf32>
    %422 = stablehlo.reshape %arg92 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x197x3072xf32>
    %424 = stablehlo.add %421, %423 : tensor<1x197x3072xf32>
    %425 = stablehlo.multiply %424, %424 : tensor<1x197x3072xf32>
    %426 = stablehlo.multiply %425, %424 : tensor<1x197x3072xf32>
    %cst_75 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %428 = stablehlo.multiply %427, %426 : tensor<1x197x3072xf32>
    %429 = stablehlo.add %424, %428 : tensor<1x197x3072xf32>
    %cst_76 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %431 = stablehlo.multiply %430, %429 : tensor<1x197x3072xf32>
    %432 = stablehlo.tanh %431 : tensor<1x197x3072xf32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %434 = stablehlo.add %433, %432 : tensor<1x197x3072xf32>
    %cst_78 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %436 = stablehlo.multiply %435, %434 : tensor<1x197x3072xf32>
    %437 = stablehlo.multiply %424, %436 : tensor<1x197x3072xf32>
    %438 = stablehlo.dot_general %437, %arg91, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xf32>, tensor<3072x768xf32>) -> tensor<1x197x768xf32>
    %439 = stablehlo.reshape %arg90 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %441 = stablehlo.add %438, %440 : tensor<1x197x768xf32>
    %442 = stablehlo.add %394, %441 : tensor<1x197x768xf32>
    %443 = chlo.square %442 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.reduce(%442 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_80 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %446 = stablehlo.divide %444, %445 : tensor<1x197xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%443 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_82 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %449 = stablehlo.divide %447, %448 : tensor<1x197xf32>
    %450 = chlo.square %446 : tensor<1x197xf32> -> tensor<1x197xf32>
    %451 = stablehlo.subtract %449, %450 : tensor<1x197xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %453 = stablehlo.maximum %452, %451 : tensor<1x197xf32>
    %454 = stablehlo.broadcast_in_dim %446, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %455 = stablehlo.broadcast_in_dim %453, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %456 = stablehlo.broadcast_in_dim %454, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %457 = stablehlo.subtract %442, %456 : tensor<1x197x768xf32>
    %cst_84 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %459 = stablehlo.add %455, %458 : tensor<1x197x1xf32>
    %460 = stablehlo.rsqrt %459 : tensor<1x197x1xf32>
    %461 = stablehlo.reshape %arg103 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %462 = stablehlo.broadcast_in_dim %460, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %463 = stablehlo.broadcast_in_dim %461, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %464 = stablehlo.multiply %462, %463 : tensor<1x197x768xf32>
    %465 = stablehlo.multiply %457, %464 : tensor<1x197x768xf32>
    %466 = stablehlo.reshape %arg102 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %468 = stablehlo.add %465, %467 : tensor<1x197x768xf32>
    %469 = stablehlo.dot_general %468, %arg115, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %470 = stablehlo.reshape %arg114 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %472 = stablehlo.add %469, %471 : tensor<1x197x12x64xf32>
    %473 = stablehlo.dot_general %468, %arg111, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %474 = stablehlo.reshape %arg110 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %476 = stablehlo.add %473, %475 : tensor<1x197x12x64xf32>
    %477 = stablehlo.dot_general %468, %arg117, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %478 = stablehlo.reshape %arg116 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %480 = stablehlo.add %477, %479 : tensor<1x197x12x64xf32>
    %cst_85 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %481 = stablehlo.sqrt %cst_85 : tensor<f32>
    %482 = stablehlo.convert %481 : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [] : (tensor<f32>) -> tensor<1x197x12x64xf32>
    %484 = stablehlo.divide %472, %483 : tensor<1x197x12x64xf32>
    %485 = stablehlo.dot_general %484, %476, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x197x12x64xf32>) -> tensor<1x12x197x197xf32>
    %cst_86 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %486 = stablehlo.reduce(%485 init: %cst_86) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %cst_87 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<1x12x197xf32>
    %488 = stablehlo.maximum %487, %486 : tensor<1x12x197xf32>
    %489 = stablehlo.broadcast_in_dim %488, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %491 = stablehlo.subtract %485, %490 : tensor<1x12x197x197xf32>
    %492 = stablehlo.exponential %491 : tensor<1x12x197x197xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %493 = stablehlo.reduce(%492 init: %cst_88) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %496 = stablehlo.divide %492, %495 : tensor<1x12x197x197xf32>
    %497 = stablehlo.dot_general %480, %496, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x12x197x197xf32>) -> tensor<1x12x64x197xf32>
    %498 = stablehlo.transpose %497, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xf32>) -> tensor<1x197x12x64xf32>
    %499 = stablehlo.dot_general %498, %arg113, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x197x768xf32>
    %500 = stablehlo.reshape %arg112 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %502 = stablehlo.add %499, %501 : tensor<1x197x768xf32>
    %503 = stablehlo.add %442, %502 : tensor<1x197x768xf32>
    %504 = chlo.square %503 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %505 = stablehlo.reduce(%503 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_90 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %507 = stablehlo.divide %505, %506 : tensor<1x197xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %508 = stablehlo.reduce(%504 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_92 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %510 = stablehlo.divide %508, %509 : tensor<1x197xf32>
    %511 = chlo.square %507 : tensor<1x197xf32> -> tensor<1x197xf32>
    %512 = stablehlo.subtract %510, %511 : tensor<1x197xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %514 = stablehlo.maximum %513, %512 : tensor<1x197xf32>
    %515 = stablehlo.broadcast_in_dim %507, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %516 = stablehlo.broadcast_in_dim %514, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %517 = stablehlo.broadcast_in_dim %515, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %518 = stablehlo.subtract %503, %517 : tensor<1x197x768xf32>
    %cst_94 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %520 = stablehlo.add %516, %519 : tensor<1x197x1xf32>
    %521 = stablehlo.rsqrt %520 : tensor<1x197x1xf32>
    %522 = stablehlo.reshape %arg105 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %523 = stablehlo.broadcast_in_dim %521, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %524 = stablehlo.broadcast_in_dim %522, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %525 = stablehlo.multiply %523, %524 : tensor<1x197x768xf32>
    %526 = stablehlo.multiply %518, %525 : tensor<1x197x768xf32>
    %527 = stablehlo.reshape %arg104 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %529 = stablehlo.add %526, %528 : tensor<1x197x768xf32>
    %530 = stablehlo.dot_general %529, %arg109, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x3072xf32>) -> tensor<1x197x3072xf32>
    %531 = stablehlo.reshape %arg108 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x197x3072xf32>
    %533 = stablehlo.add %530, %532 : tensor<1x197x3072xf32>
    %534 = stablehlo.multiply %533, %533 : tensor<1x197x3072xf32>
    %535 = stablehlo.multiply %534, %533 : tensor<1x197x3072xf32>
    %cst_95 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %537 = stablehlo.multiply %536, %535 : tensor<1x197x3072xf32>
    %538 = stablehlo.add %533, %537 : tensor<1x197x3072xf32>
    %cst_96 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %540 = stablehlo.multiply %539, %538 : tensor<1x197x3072xf32>
    %541 = stablehlo.tanh %540 : tensor<1x197x3072xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %543 = stablehlo.add %542, %541 : tensor<1x197x3072xf32>
    %cst_98 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %545 = stablehlo.multiply %544, %543 : tensor<1x197x3072xf32>
    %546 = stablehlo.multiply %533, %545 : tensor<1x197x3072xf32>
    %547 = stablehlo.dot_general %546, %arg107, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xf32>, tensor<3072x768xf32>) -> tensor<1x197x768xf32>
    %548 = stablehlo.reshape %arg106 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %550 = stablehlo.add %547, %549 : tensor<1x197x768xf32>
    %551 = stablehlo.add %503, %550 : tensor<1x197x768xf32>
    %552 = chlo.square %551 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %553 = stablehlo.reduce(%551 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_100 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %555 = stablehlo.divide %553, %554 : tensor<1x197xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.reduce(%552 init: %cst_101) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_102 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %558 = stablehlo.divide %556, %557 : tensor<1x197xf32>
    %559 = chlo.square %555 : tensor<1x197xf32> -> tensor<1x197xf32>
    %560 = stablehlo.subtract %558, %559 : tensor<1x197xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %562 = stablehlo.maximum %561, %560 : tensor<1x197xf32>
    %563 = stablehlo.broadcast_in_dim %555, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %564 = stablehlo.broadcast_in_dim %562, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %565 = stablehlo.broadcast_in_dim %563, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %566 = stablehlo.subtract %551, %565 : tensor<1x197x768xf32>
    %cst_104 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %568 = stablehlo.add %564, %567 : tensor<1x197x1xf32>
    %569 = stablehlo.rsqrt %568 : tensor<1x197x1xf32>
    %570 = stablehlo.reshape %arg119 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %571 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %572 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %573 = stablehlo.multiply %571, %572 : tensor<1x197x768xf32>
    %574 = stablehlo.multiply %566, %573 : tensor<1x197x768xf32>
    %575 = stablehlo.reshape %arg118 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %577 = stablehlo.add %574, %576 : tensor<1x197x768xf32>
    %578 = stablehlo.dot_general %577, %arg131, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %579 = stablehlo.reshape %arg130 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %581 = stablehlo.add %578, %580 : tensor<1x197x12x64xf32>
    %582 = stablehlo.dot_general %577, %arg127, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %583 = stablehlo.reshape %arg126 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %585 = stablehlo.add %582, %584 : tensor<1x197x12x64xf32>
    %586 = stablehlo.dot_general %577, %arg133, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %587 = stablehlo.reshape %arg132 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %588 = stablehlo.broadcast_in_dim %587, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %589 = stablehlo.add %586, %588 : tensor<1x197x12x64xf32>
    %cst_105 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %590 = stablehlo.sqrt %cst_105 : tensor<f32>
    %591 = stablehlo.convert %590 : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [] : (tensor<f32>) -> tensor<1x197x12x64xf32>
    %593 = stablehlo.divide %581, %592 : tensor<1x197x12x64xf32>
    %594 = stablehlo.dot_general %593, %585, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x197x12x64xf32>) -> tensor<1x12x197x197xf32>
    %cst_106 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %595 = stablehlo.reduce(%594 init: %cst_106) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %cst_107 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<1x12x197xf32>
    %597 = stablehlo.maximum %596, %595 : tensor<1x12x197xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %599 = stablehlo.broadcast_in_dim %598, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %600 = stablehlo.subtract %594, %599 : tensor<1x12x197x197xf32>
    %601 = stablehlo.exponential %600 : tensor<1x12x197x197xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %602 = stablehlo.reduce(%601 init: %cst_108) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %605 = stablehlo.divide %601, %604 : tensor<1x12x197x197xf32>
    %606 = stablehlo.dot_general %589, %605, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x12x197x197xf32>) -> tensor<1x12x64x197xf32>
    %607 = stablehlo.transpose %606, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xf32>) -> tensor<1x197x12x64xf32>
    %608 = stablehlo.dot_general %607, %arg129, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x197x768xf32>
    %609 = stablehlo.reshape %arg128 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %611 = stablehlo.add %608, %610 : tensor<1x197x768xf32>
    %612 = stablehlo.add %551, %611 : tensor<1x197x768xf32>
    %613 = chlo.square %612 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %614 = stablehlo.reduce(%612 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_110 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %616 = stablehlo.divide %614, %615 : tensor<1x197xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %617 = stablehlo.reduce(%613 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_112 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %619 = stablehlo.divide %617, %618 : tensor<1x197xf32>
    %620 = chlo.square %616 : tensor<1x197xf32> -> tensor<1x197xf32>
    %621 = stablehlo.subtract %619, %620 : tensor<1x197xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %623 = stablehlo.maximum %622, %621 : tensor<1x197xf32>
    %624 = stablehlo.broadcast_in_dim %616, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %625 = stablehlo.broadcast_in_dim %623, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %626 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %627 = stablehlo.subtract %612, %626 : tensor<1x197x768xf32>
    %cst_114 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %629 = stablehlo.add %625, %628 : tensor<1x197x1xf32>
    %630 = stablehlo.rsqrt %629 : tensor<1x197x1xf32>
    %631 = stablehlo.reshape %arg121 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %632 = stablehlo.broadcast_in_dim %630, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %633 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %634 = stablehlo.multiply %632, %633 : tensor<1x197x768xf32>
    %635 = stablehlo.multiply %627, %634 : tensor<1x197x768xf32>
    %636 = stablehlo.reshape %arg120 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %637 = stablehlo.broadcast_in_dim %636, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %638 = stablehlo.add %635, %637 : tensor<1x197x768xf32>
    %639 = stablehlo.dot_general %638, %arg125, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x3072xf32>) -> tensor<1x197x3072xf32>
    %640 = stablehlo.reshape %arg124 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x197x3072xf32>
    %642 = stablehlo.add %639, %641 : tensor<1x197x3072xf32>
    %643 = stablehlo.multiply %642, %642 : tensor<1x197x3072xf32>
    %644 = stablehlo.multiply %643, %642 : tensor<1x197x3072xf32>
    %cst_115 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %646 = stablehlo.multiply %645, %644 : tensor<1x197x3072xf32>
    %647 = stablehlo.add %642, %646 : tensor<1x197x3072xf32>
    %cst_116 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %649 = stablehlo.multiply %648, %647 : tensor<1x197x3072xf32>
    %650 = stablehlo.tanh %649 : tensor<1x197x3072xf32>
    %cst_117 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %652 = stablehlo.add %651, %650 : tensor<1x197x3072xf32>
    %cst_118 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %653 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %654 = stablehlo.multiply %653, %652 : tensor<1x197x3072xf32>
    %655 = stablehlo.multiply %642, %654 : tensor<1x197x3072xf32>
    %656 = stablehlo.dot_general %655, %arg123, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xf32>, tensor<3072x768xf32>) -> tensor<1x197x768xf32>
    %657 = stablehlo.reshape %arg122 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %659 = stablehlo.add %656, %658 : tensor<1x197x768xf32>
    %660 = stablehlo.add %612, %659 : tensor<1x197x768xf32>
    %661 = chlo.square %660 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %662 = stablehlo.reduce(%660 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_120 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %664 = stablehlo.divide %662, %663 : tensor<1x197xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %665 = stablehlo.reduce(%661 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_122 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %667 = stablehlo.divide %665, %666 : tensor<1x197xf32>
    %668 = chlo.square %664 : tensor<1x197xf32> -> tensor<1x197xf32>
    %669 = stablehlo.subtract %667, %668 : tensor<1x197xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %671 = stablehlo.maximum %670, %669 : tensor<1x197xf32>
    %672 = stablehlo.broadcast_in_dim %664, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %673 = stablehlo.broadcast_in_dim %671, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %674 = stablehlo.broadcast_in_dim %672, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %675 = stablehlo.subtract %660, %674 : tensor<1x197x768xf32>
    %cst_124 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %677 = stablehlo.add %673, %676 : tensor<1x197x1xf32>
    %678 = stablehlo.rsqrt %677 : tensor<1x197x1xf32>
    %679 = stablehlo.reshape %arg135 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %680 = stablehlo.broadcast_in_dim %678, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %681 = stablehlo.broadcast_in_dim %679, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %682 = stablehlo.multiply %680, %681 : tensor<1x197x768xf32>
    %683 = stablehlo.multiply %675, %682 : tensor<1x197x768xf32>
    %684 = stablehlo.reshape %arg134 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %685 = stablehlo.broadcast_in_dim %684, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %686 = stablehlo.add %683, %685 : tensor<1x197x768xf32>
    %687 = stablehlo.dot_general %686, %arg147, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %688 = stablehlo.reshape %arg146 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %689 = stablehlo.broadcast_in_dim %688, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %690 = stablehlo.add %687, %689 : tensor<1x197x12x64xf32>
    %691 = stablehlo.dot_general %686, %arg143, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %692 = stablehlo.reshape %arg142 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %693 = stablehlo.broadcast_in_dim %692, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %694 = stablehlo.add %691, %693 : tensor<1x197x12x64xf32>
    %695 = stablehlo.dot_general %686, %arg149, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %696 = stablehlo.reshape %arg148 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %697 = stablehlo.broadcast_in_dim %696, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %698 = stablehlo.add %695, %697 : tensor<1x197x12x64xf32>
    %cst_125 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %699 = stablehlo.sqrt %cst_125 : tensor<f32>
    %700 = stablehlo.convert %699 : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %700, dims = [] : (tensor<f32>) -> tensor<1x197x12x64xf32>
    %702 = stablehlo.divide %690, %701 : tensor<1x197x12x64xf32>
    %703 = stablehlo.dot_general %702, %694, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x197x12x64xf32>) -> tensor<1x12x197x197xf32>
    %cst_126 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %704 = stablehlo.reduce(%703 init: %cst_126) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %cst_127 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %705 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<1x12x197xf32>
    %706 = stablehlo.maximum %705, %704 : tensor<1x12x197xf32>
    %707 = stablehlo.broadcast_in_dim %706, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %708 = stablehlo.broadcast_in_dim %707, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %709 = stablehlo.subtract %703, %708 : tensor<1x12x197x197xf32>
    %710 = stablehlo.exponential %709 : tensor<1x12x197x197xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %711 = stablehlo.reduce(%710 init: %cst_128) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %712 = stablehlo.broadcast_in_dim %711, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %713 = stablehlo.broadcast_in_dim %712, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %714 = stablehlo.divide %710, %713 : tensor<1x12x197x197xf32>
    %715 = stablehlo.dot_general %698, %714, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x12x197x197xf32>) -> tensor<1x12x64x197xf32>
    %716 = stablehlo.transpose %715, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xf32>) -> tensor<1x197x12x64xf32>
    %717 = stablehlo.dot_general %716, %arg145, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x197x768xf32>
    %718 = stablehlo.reshape %arg144 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %719 = stablehlo.broadcast_in_dim %718, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %720 = stablehlo.add %717, %719 : tensor<1x197x768xf32>
    %721 = stablehlo.add %660, %720 : tensor<1x197x768xf32>
    %722 = chlo.square %721 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %723 = stablehlo.reduce(%721 init: %cst_129) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_130 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %725 = stablehlo.divide %723, %724 : tensor<1x197xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %726 = stablehlo.reduce(%722 init: %cst_131) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_132 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %728 = stablehlo.divide %726, %727 : tensor<1x197xf32>
    %729 = chlo.square %725 : tensor<1x197xf32> -> tensor<1x197xf32>
    %730 = stablehlo.subtract %728, %729 : tensor<1x197xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %732 = stablehlo.maximum %731, %730 : tensor<1x197xf32>
    %733 = stablehlo.broadcast_in_dim %725, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %734 = stablehlo.broadcast_in_dim %732, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %735 = stablehlo.broadcast_in_dim %733, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %736 = stablehlo.subtract %721, %735 : tensor<1x197x768xf32>
    %cst_134 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %738 = stablehlo.add %734, %737 : tensor<1x197x1xf32>
    %739 = stablehlo.rsqrt %738 : tensor<1x197x1xf32>
    %740 = stablehlo.reshape %arg137 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %741 = stablehlo.broadcast_in_dim %739, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %742 = stablehlo.broadcast_in_dim %740, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %743 = stablehlo.multiply %741, %742 : tensor<1x197x768xf32>
    %744 = stablehlo.multiply %736, %743 : tensor<1x197x768xf32>
    %745 = stablehlo.reshape %arg136 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %746 = stablehlo.broadcast_in_dim %745, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %747 = stablehlo.add %744, %746 : tensor<1x197x768xf32>
    %748 = stablehlo.dot_general %747, %arg141, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x3072xf32>) -> tensor<1x197x3072xf32>
    %749 = stablehlo.reshape %arg140 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %750 = stablehlo.broadcast_in_dim %749, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x197x3072xf32>
    %751 = stablehlo.add %748, %750 : tensor<1x197x3072xf32>
    %752 = stablehlo.multiply %751, %751 : tensor<1x197x3072xf32>
    %753 = stablehlo.multiply %752, %751 : tensor<1x197x3072xf32>
    %cst_135 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %755 = stablehlo.multiply %754, %753 : tensor<1x197x3072xf32>
    %756 = stablehlo.add %751, %755 : tensor<1x197x3072xf32>
    %cst_136 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %758 = stablehlo.multiply %757, %756 : tensor<1x197x3072xf32>
    %759 = stablehlo.tanh %758 : tensor<1x197x3072xf32>
    %cst_137 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %761 = stablehlo.add %760, %759 : tensor<1x197x3072xf32>
    %cst_138 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %763 = stablehlo.multiply %762, %761 : tensor<1x197x3072xf32>
    %764 = stablehlo.multiply %751, %763 : tensor<1x197x3072xf32>
    %765 = stablehlo.dot_general %764, %arg139, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xf32>, tensor<3072x768xf32>) -> tensor<1x197x768xf32>
    %766 = stablehlo.reshape %arg138 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %767 = stablehlo.broadcast_in_dim %766, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %768 = stablehlo.add %765, %767 : tensor<1x197x768xf32>
    %769 = stablehlo.add %721, %768 : tensor<1x197x768xf32>
    %770 = chlo.square %769 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %771 = stablehlo.reduce(%769 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_140 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %773 = stablehlo.divide %771, %772 : tensor<1x197xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %774 = stablehlo.reduce(%770 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_142 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %776 = stablehlo.divide %774, %775 : tensor<1x197xf32>
    %777 = chlo.square %773 : tensor<1x197xf32> -> tensor<1x197xf32>
    %778 = stablehlo.subtract %776, %777 : tensor<1x197xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %780 = stablehlo.maximum %779, %778 : tensor<1x197xf32>
    %781 = stablehlo.broadcast_in_dim %773, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %782 = stablehlo.broadcast_in_dim %780, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %783 = stablehlo.broadcast_in_dim %781, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %784 = stablehlo.subtract %769, %783 : tensor<1x197x768xf32>
    %cst_144 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %786 = stablehlo.add %782, %785 : tensor<1x197x1xf32>
    %787 = stablehlo.rsqrt %786 : tensor<1x197x1xf32>
    %788 = stablehlo.reshape %arg151 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %789 = stablehlo.broadcast_in_dim %787, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %790 = stablehlo.broadcast_in_dim %788, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %791 = stablehlo.multiply %789, %790 : tensor<1x197x768xf32>
    %792 = stablehlo.multiply %784, %791 : tensor<1x197x768xf32>
    %793 = stablehlo.reshape %arg150 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %794 = stablehlo.broadcast_in_dim %793, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %795 = stablehlo.add %792, %794 : tensor<1x197x768xf32>
    %796 = stablehlo.dot_general %795, %arg163, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %797 = stablehlo.reshape %arg162 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %798 = stablehlo.broadcast_in_dim %797, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %799 = stablehlo.add %796, %798 : tensor<1x197x12x64xf32>
    %800 = stablehlo.dot_general %795, %arg159, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %801 = stablehlo.reshape %arg158 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %802 = stablehlo.broadcast_in_dim %801, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %803 = stablehlo.add %800, %802 : tensor<1x197x12x64xf32>
    %804 = stablehlo.dot_general %795, %arg165, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %805 = stablehlo.reshape %arg164 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %806 = stablehlo.broadcast_in_dim %805, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %807 = stablehlo.add %804, %806 : tensor<1x197x12x64xf32>
    %cst_145 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %808 = stablehlo.sqrt %cst_145 : tensor<f32>
    %809 = stablehlo.convert %808 : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %809, dims = [] : (tensor<f32>) -> tensor<1x197x12x64xf32>
    %811 = stablehlo.divide %799, %810 : tensor<1x197x12x64xf32>
    %812 = stablehlo.dot_general %811, %803, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x197x12x64xf32>) -> tensor<1x12x197x197xf32>
    %cst_146 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %813 = stablehlo.reduce(%812 init: %cst_146) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %cst_147 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<1x12x197xf32>
    %815 = stablehlo.maximum %814, %813 : tensor<1x12x197xf32>
    %816 = stablehlo.broadcast_in_dim %815, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %817 = stablehlo.broadcast_in_dim %816, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %818 = stablehlo.subtract %812, %817 : tensor<1x12x197x197xf32>
    %819 = stablehlo.exponential %818 : tensor<1x12x197x197xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %820 = stablehlo.reduce(%819 init: %cst_148) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %821 = stablehlo.broadcast_in_dim %820, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %822 = stablehlo.broadcast_in_dim %821, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %823 = stablehlo.divide %819, %822 : tensor<1x12x197x197xf32>
    %824 = stablehlo.dot_general %807, %823, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x12x197x197xf32>) -> tensor<1x12x64x197xf32>
    %825 = stablehlo.transpose %824, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xf32>) -> tensor<1x197x12x64xf32>
    %826 = stablehlo.dot_general %825, %arg161, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x197x768xf32>
    %827 = stablehlo.reshape %arg160 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %828 = stablehlo.broadcast_in_dim %827, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %829 = stablehlo.add %826, %828 : tensor<1x197x768xf32>
    %830 = stablehlo.add %769, %829 : tensor<1x197x768xf32>
    %831 = chlo.square %830 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %832 = stablehlo.reduce(%830 init: %cst_149) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_150 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %834 = stablehlo.divide %832, %833 : tensor<1x197xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %835 = stablehlo.reduce(%831 init: %cst_151) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_152 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %837 = stablehlo.divide %835, %836 : tensor<1x197xf32>
    %838 = chlo.square %834 : tensor<1x197xf32> -> tensor<1x197xf32>
    %839 = stablehlo.subtract %837, %838 : tensor<1x197xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %841 = stablehlo.maximum %840, %839 : tensor<1x197xf32>
    %842 = stablehlo.broadcast_in_dim %834, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %843 = stablehlo.broadcast_in_dim %841, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %844 = stablehlo.broadcast_in_dim %842, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %845 = stablehlo.subtract %830, %844 : tensor<1x197x768xf32>
    %cst_154 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %847 = stablehlo.add %843, %846 : tensor<1x197x1xf32>
    %848 = stablehlo.rsqrt %847 : tensor<1x197x1xf32>
    %849 = stablehlo.reshape %arg153 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %850 = stablehlo.broadcast_in_dim %848, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %851 = stablehlo.broadcast_in_dim %849, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %852 = stablehlo.multiply %850, %851 : tensor<1x197x768xf32>
    %853 = stablehlo.multiply %845, %852 : tensor<1x197x768xf32>
    %854 = stablehlo.reshape %arg152 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %855 = stablehlo.broadcast_in_dim %854, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %856 = stablehlo.add %853, %855 : tensor<1x197x768xf32>
    %857 = stablehlo.dot_general %856, %arg157, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x3072xf32>) -> tensor<1x197x3072xf32>
    %858 = stablehlo.reshape %arg156 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %859 = stablehlo.broadcast_in_dim %858, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x197x3072xf32>
    %860 = stablehlo.add %857, %859 : tensor<1x197x3072xf32>
    %861 = stablehlo.multiply %860, %860 : tensor<1x197x3072xf32>
    %862 = stablehlo.multiply %861, %860 : tensor<1x197x3072xf32>
    %cst_155 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %864 = stablehlo.multiply %863, %862 : tensor<1x197x3072xf32>
    %865 = stablehlo.add %860, %864 : tensor<1x197x3072xf32>
    %cst_156 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %867 = stablehlo.multiply %866, %865 : tensor<1x197x3072xf32>
    %868 = stablehlo.tanh %867 : tensor<1x197x3072xf32>
    %cst_157 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %870 = stablehlo.add %869, %868 : tensor<1x197x3072xf32>
    %cst_158 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %872 = stablehlo.multiply %871, %870 : tensor<1x197x3072xf32>
    %873 = stablehlo.multiply %860, %872 : tensor<1x197x3072xf32>
    %874 = stablehlo.dot_general %873, %arg155, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xf32>, tensor<3072x768xf32>) -> tensor<1x197x768xf32>
    %875 = stablehlo.reshape %arg154 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %876 = stablehlo.broadcast_in_dim %875, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %877 = stablehlo.add %874, %876 : tensor<1x197x768xf32>
    %878 = stablehlo.add %830, %877 : tensor<1x197x768xf32>
    %879 = chlo.square %878 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %880 = stablehlo.reduce(%878 init: %cst_159) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_160 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %882 = stablehlo.divide %880, %881 : tensor<1x197xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %883 = stablehlo.reduce(%879 init: %cst_161) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_162 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %885 = stablehlo.divide %883, %884 : tensor<1x197xf32>
    %886 = chlo.square %882 : tensor<1x197xf32> -> tensor<1x197xf32>
    %887 = stablehlo.subtract %885, %886 : tensor<1x197xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %889 = stablehlo.maximum %888, %887 : tensor<1x197xf32>
    %890 = stablehlo.broadcast_in_dim %882, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %891 = stablehlo.broadcast_in_dim %889, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %892 = stablehlo.broadcast_in_dim %890, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %893 = stablehlo.subtract %878, %892 : tensor<1x197x768xf32>
    %cst_164 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %895 = stablehlo.add %891, %894 : tensor<1x197x1xf32>
    %896 = stablehlo.rsqrt %895 : tensor<1x197x1xf32>
    %897 = stablehlo.reshape %arg167 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %898 = stablehlo.broadcast_in_dim %896, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %899 = stablehlo.broadcast_in_dim %897, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %900 = stablehlo.multiply %898, %899 : tensor<1x197x768xf32>
    %901 = stablehlo.multiply %893, %900 : tensor<1x197x768xf32>
    %902 = stablehlo.reshape %arg166 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %903 = stablehlo.broadcast_in_dim %902, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %904 = stablehlo.add %901, %903 : tensor<1x197x768xf32>
    %905 = stablehlo.dot_general %904, %arg179, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %906 = stablehlo.reshape %arg178 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %907 = stablehlo.broadcast_in_dim %906, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %908 = stablehlo.add %905, %907 : tensor<1x197x12x64xf32>
    %909 = stablehlo.dot_general %904, %arg175, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %910 = stablehlo.reshape %arg174 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %911 = stablehlo.broadcast_in_dim %910, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %912 = stablehlo.add %909, %911 : tensor<1x197x12x64xf32>
    %913 = stablehlo.dot_general %904, %arg181, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %914 = stablehlo.reshape %arg180 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %915 = stablehlo.broadcast_in_dim %914, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %916 = stablehlo.add %913, %915 : tensor<1x197x12x64xf32>
    %cst_165 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %917 = stablehlo.sqrt %cst_165 : tensor<f32>
    %918 = stablehlo.convert %917 : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %918, dims = [] : (tensor<f32>) -> tensor<1x197x12x64xf32>
    %920 = stablehlo.divide %908, %919 : tensor<1x197x12x64xf32>
    %921 = stablehlo.dot_general %920, %912, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x197x12x64xf32>) -> tensor<1x12x197x197xf32>
    %cst_166 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %922 = stablehlo.reduce(%921 init: %cst_166) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %cst_167 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<1x12x197xf32>
    %924 = stablehlo.maximum %923, %922 : tensor<1x12x197xf32>
    %925 = stablehlo.broadcast_in_dim %924, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %926 = stablehlo.broadcast_in_dim %925, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %927 = stablehlo.subtract %921, %926 : tensor<1x12x197x197xf32>
    %928 = stablehlo.exponential %927 : tensor<1x12x197x197xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %929 = stablehlo.reduce(%928 init: %cst_168) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %930 = stablehlo.broadcast_in_dim %929, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %931 = stablehlo.broadcast_in_dim %930, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %932 = stablehlo.divide %928, %931 : tensor<1x12x197x197xf32>
    %933 = stablehlo.dot_general %916, %932, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x12x197x197xf32>) -> tensor<1x12x64x197xf32>
    %934 = stablehlo.transpose %933, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xf32>) -> tensor<1x197x12x64xf32>
    %935 = stablehlo.dot_general %934, %arg177, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x197x768xf32>
    %936 = stablehlo.reshape %arg176 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %937 = stablehlo.broadcast_in_dim %936, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %938 = stablehlo.add %935, %937 : tensor<1x197x768xf32>
    %939 = stablehlo.add %878, %938 : tensor<1x197x768xf32>
    %940 = chlo.square %939 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %941 = stablehlo.reduce(%939 init: %cst_169) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_170 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %943 = stablehlo.divide %941, %942 : tensor<1x197xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %944 = stablehlo.reduce(%940 init: %cst_171) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_172 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %946 = stablehlo.divide %944, %945 : tensor<1x197xf32>
    %947 = chlo.square %943 : tensor<1x197xf32> -> tensor<1x197xf32>
    %948 = stablehlo.subtract %946, %947 : tensor<1x197xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %950 = stablehlo.maximum %949, %948 : tensor<1x197xf32>
    %951 = stablehlo.broadcast_in_dim %943, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %952 = stablehlo.broadcast_in_dim %950, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %953 = stablehlo.broadcast_in_dim %951, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %954 = stablehlo.subtract %939, %953 : tensor<1x197x768xf32>
    %cst_174 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %955 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %956 = stablehlo.add %952, %955 : tensor<1x197x1xf32>
    %957 = stablehlo.rsqrt %956 : tensor<1x197x1xf32>
    %958 = stablehlo.reshape %arg169 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %959 = stablehlo.broadcast_in_dim %957, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %960 = stablehlo.broadcast_in_dim %958, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %961 = stablehlo.multiply %959, %960 : tensor<1x197x768xf32>
    %962 = stablehlo.multiply %954, %961 : tensor<1x197x768xf32>
    %963 = stablehlo.reshape %arg168 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %964 = stablehlo.broadcast_in_dim %963, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %965 = stablehlo.add %962, %964 : tensor<1x197x768xf32>
    %966 = stablehlo.dot_general %965, %arg173, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x3072xf32>) -> tensor<1x197x3072xf32>
    %967 = stablehlo.reshape %arg172 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %968 = stablehlo.broadcast_in_dim %967, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x197x3072xf32>
    %969 = stablehlo.add %966, %968 : tensor<1x197x3072xf32>
    %970 = stablehlo.multiply %969, %969 : tensor<1x197x3072xf32>
    %971 = stablehlo.multiply %970, %969 : tensor<1x197x3072xf32>
    %cst_175 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %972 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %973 = stablehlo.multiply %972, %971 : tensor<1x197x3072xf32>
    %974 = stablehlo.add %969, %973 : tensor<1x197x3072xf32>
    %cst_176 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %975 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %976 = stablehlo.multiply %975, %974 : tensor<1x197x3072xf32>
    %977 = stablehlo.tanh %976 : tensor<1x197x3072xf32>
    %cst_177 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %978 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %979 = stablehlo.add %978, %977 : tensor<1x197x3072xf32>
    %cst_178 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %981 = stablehlo.multiply %980, %979 : tensor<1x197x3072xf32>
    %982 = stablehlo.multiply %969, %981 : tensor<1x197x3072xf32>
    %983 = stablehlo.dot_general %982, %arg171, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xf32>, tensor<3072x768xf32>) -> tensor<1x197x768xf32>
    %984 = stablehlo.reshape %arg170 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %985 = stablehlo.broadcast_in_dim %984, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %986 = stablehlo.add %983, %985 : tensor<1x197x768xf32>
    %987 = stablehlo.add %939, %986 : tensor<1x197x768xf32>
    %988 = chlo.square %987 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %989 = stablehlo.reduce(%987 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_180 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %991 = stablehlo.divide %989, %990 : tensor<1x197xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %992 = stablehlo.reduce(%988 init: %cst_181) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_182 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %993 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %994 = stablehlo.divide %992, %993 : tensor<1x197xf32>
    %995 = chlo.square %991 : tensor<1x197xf32> -> tensor<1x197xf32>
    %996 = stablehlo.subtract %994, %995 : tensor<1x197xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %998 = stablehlo.maximum %997, %996 : tensor<1x197xf32>
    %999 = stablehlo.broadcast_in_dim %991, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1000 = stablehlo.broadcast_in_dim %998, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1001 = stablehlo.broadcast_in_dim %999, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1002 = stablehlo.subtract %987, %1001 : tensor<1x197x768xf32>
    %cst_184 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %1004 = stablehlo.add %1000, %1003 : tensor<1x197x1xf32>
    %1005 = stablehlo.rsqrt %1004 : tensor<1x197x1xf32>
    %1006 = stablehlo.reshape %arg183 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1007 = stablehlo.broadcast_in_dim %1005, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1008 = stablehlo.broadcast_in_dim %1006, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1009 = stablehlo.multiply %1007, %1008 : tensor<1x197x768xf32>
    %1010 = stablehlo.multiply %1002, %1009 : tensor<1x197x768xf32>
    %1011 = stablehlo.reshape %arg182 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1012 = stablehlo.broadcast_in_dim %1011, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1013 = stablehlo.add %1010, %1012 : tensor<1x197x768xf32>
    %1014 = stablehlo.dot_general %1013, %arg195, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1015 = stablehlo.reshape %arg194 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %1016 = stablehlo.broadcast_in_dim %1015, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1017 = stablehlo.add %1014, %1016 : tensor<1x197x12x64xf32>
    %1018 = stablehlo.dot_general %1013, %arg191, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1019 = stablehlo.reshape %arg190 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %1020 = stablehlo.broadcast_in_dim %1019, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1021 = stablehlo.add %1018, %1020 : tensor<1x197x12x64xf32>
    %1022 = stablehlo.dot_general %1013, %arg197, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1023 = stablehlo.reshape %arg196 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %1024 = stablehlo.broadcast_in_dim %1023, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1025 = stablehlo.add %1022, %1024 : tensor<1x197x12x64xf32>
    %cst_185 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1026 = stablehlo.sqrt %cst_185 : tensor<f32>
    %1027 = stablehlo.convert %1026 : tensor<f32>
    %1028 = stablehlo.broadcast_in_dim %1027, dims = [] : (tensor<f32>) -> tensor<1x197x12x64xf32>
    %1029 = stablehlo.divide %1017, %1028 : tensor<1x197x12x64xf32>
    %1030 = stablehlo.dot_general %1029, %1021, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x197x12x64xf32>) -> tensor<1x12x197x197xf32>
    %cst_186 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1031 = stablehlo.reduce(%1030 init: %cst_186) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %cst_187 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1032 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<1x12x197xf32>
    %1033 = stablehlo.maximum %1032, %1031 : tensor<1x12x197xf32>
    %1034 = stablehlo.broadcast_in_dim %1033, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %1035 = stablehlo.broadcast_in_dim %1034, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %1036 = stablehlo.subtract %1030, %1035 : tensor<1x12x197x197xf32>
    %1037 = stablehlo.exponential %1036 : tensor<1x12x197x197xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1038 = stablehlo.reduce(%1037 init: %cst_188) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %1039 = stablehlo.broadcast_in_dim %1038, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %1040 = stablehlo.broadcast_in_dim %1039, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %1041 = stablehlo.divide %1037, %1040 : tensor<1x12x197x197xf32>
    %1042 = stablehlo.dot_general %1025, %1041, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x12x197x197xf32>) -> tensor<1x12x64x197xf32>
    %1043 = stablehlo.transpose %1042, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xf32>) -> tensor<1x197x12x64xf32>
    %1044 = stablehlo.dot_general %1043, %arg193, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x197x768xf32>
    %1045 = stablehlo.reshape %arg192 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1046 = stablehlo.broadcast_in_dim %1045, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1047 = stablehlo.add %1044, %1046 : tensor<1x197x768xf32>
    %1048 = stablehlo.add %987, %1047 : tensor<1x197x768xf32>
    %1049 = chlo.square %1048 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1050 = stablehlo.reduce(%1048 init: %cst_189) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_190 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1052 = stablehlo.divide %1050, %1051 : tensor<1x197xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1053 = stablehlo.reduce(%1049 init: %cst_191) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_192 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1055 = stablehlo.divide %1053, %1054 : tensor<1x197xf32>
    %1056 = chlo.square %1052 : tensor<1x197xf32> -> tensor<1x197xf32>
    %1057 = stablehlo.subtract %1055, %1056 : tensor<1x197xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1059 = stablehlo.maximum %1058, %1057 : tensor<1x197xf32>
    %1060 = stablehlo.broadcast_in_dim %1052, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1061 = stablehlo.broadcast_in_dim %1059, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1062 = stablehlo.broadcast_in_dim %1060, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1063 = stablehlo.subtract %1048, %1062 : tensor<1x197x768xf32>
    %cst_194 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1064 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %1065 = stablehlo.add %1061, %1064 : tensor<1x197x1xf32>
    %1066 = stablehlo.rsqrt %1065 : tensor<1x197x1xf32>
    %1067 = stablehlo.reshape %arg185 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1068 = stablehlo.broadcast_in_dim %1066, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1069 = stablehlo.broadcast_in_dim %1067, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1070 = stablehlo.multiply %1068, %1069 : tensor<1x197x768xf32>
    %1071 = stablehlo.multiply %1063, %1070 : tensor<1x197x768xf32>
    %1072 = stablehlo.reshape %arg184 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1073 = stablehlo.broadcast_in_dim %1072, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1074 = stablehlo.add %1071, %1073 : tensor<1x197x768xf32>
    %1075 = stablehlo.dot_general %1074, %arg189, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x3072xf32>) -> tensor<1x197x3072xf32>
    %1076 = stablehlo.reshape %arg188 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1077 = stablehlo.broadcast_in_dim %1076, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x197x3072xf32>
    %1078 = stablehlo.add %1075, %1077 : tensor<1x197x3072xf32>
    %1079 = stablehlo.multiply %1078, %1078 : tensor<1x197x3072xf32>
    %1080 = stablehlo.multiply %1079, %1078 : tensor<1x197x3072xf32>
    %cst_195 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %1082 = stablehlo.multiply %1081, %1080 : tensor<1x197x3072xf32>
    %1083 = stablehlo.add %1078, %1082 : tensor<1x197x3072xf32>
    %cst_196 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %1085 = stablehlo.multiply %1084, %1083 : tensor<1x197x3072xf32>
    %1086 = stablehlo.tanh %1085 : tensor<1x197x3072xf32>
    %cst_197 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %1088 = stablehlo.add %1087, %1086 : tensor<1x197x3072xf32>
    %cst_198 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1089 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %1090 = stablehlo.multiply %1089, %1088 : tensor<1x197x3072xf32>
    %1091 = stablehlo.multiply %1078, %1090 : tensor<1x197x3072xf32>
    %1092 = stablehlo.dot_general %1091, %arg187, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xf32>, tensor<3072x768xf32>) -> tensor<1x197x768xf32>
    %1093 = stablehlo.reshape %arg186 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1094 = stablehlo.broadcast_in_dim %1093, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1095 = stablehlo.add %1092, %1094 : tensor<1x197x768xf32>
    %1096 = stablehlo.add %1048, %1095 : tensor<1x197x768xf32>
    %1097 = chlo.square %1096 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1098 = stablehlo.reduce(%1096 init: %cst_199) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_200 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1100 = stablehlo.divide %1098, %1099 : tensor<1x197xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1101 = stablehlo.reduce(%1097 init: %cst_201) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_202 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1103 = stablehlo.divide %1101, %1102 : tensor<1x197xf32>
    %1104 = chlo.square %1100 : tensor<1x197xf32> -> tensor<1x197xf32>
    %1105 = stablehlo.subtract %1103, %1104 : tensor<1x197xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1106 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1107 = stablehlo.maximum %1106, %1105 : tensor<1x197xf32>
    %1108 = stablehlo.broadcast_in_dim %1100, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1109 = stablehlo.broadcast_in_dim %1107, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1110 = stablehlo.broadcast_in_dim %1108, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1111 = stablehlo.subtract %1096, %1110 : tensor<1x197x768xf32>
    %cst_204 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1112 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %1113 = stablehlo.add %1109, %1112 : tensor<1x197x1xf32>
    %1114 = stablehlo.rsqrt %1113 : tensor<1x197x1xf32>
    %1115 = stablehlo.reshape %arg39 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1116 = stablehlo.broadcast_in_dim %1114, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1117 = stablehlo.broadcast_in_dim %1115, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1118 = stablehlo.multiply %1116, %1117 : tensor<1x197x768xf32>
    %1119 = stablehlo.multiply %1111, %1118 : tensor<1x197x768xf32>
    %1120 = stablehlo.reshape %arg38 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1121 = stablehlo.broadcast_in_dim %1120, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1122 = stablehlo.add %1119, %1121 : tensor<1x197x768xf32>
    %1123 = stablehlo.dot_general %1122, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1124 = stablehlo.reshape %arg50 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %1125 = stablehlo.broadcast_in_dim %1124, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1126 = stablehlo.add %1123, %1125 : tensor<1x197x12x64xf32>
    %1127 = stablehlo.dot_general %1122, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1128 = stablehlo.reshape %arg46 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %1129 = stablehlo.broadcast_in_dim %1128, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1130 = stablehlo.add %1127, %1129 : tensor<1x197x12x64xf32>
    %1131 = stablehlo.dot_general %1122, %arg53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1132 = stablehlo.reshape %arg52 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %1133 = stablehlo.broadcast_in_dim %1132, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1134 = stablehlo.add %1131, %1133 : tensor<1x197x12x64xf32>
    %cst_205 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1135 = stablehlo.sqrt %cst_205 : tensor<f32>
    %1136 = stablehlo.convert %1135 : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %1136, dims = [] : (tensor<f32>) -> tensor<1x197x12x64xf32>
    %1138 = stablehlo.divide %1126, %1137 : tensor<1x197x12x64xf32>
    %1139 = stablehlo.dot_general %1138, %1130, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x197x12x64xf32>) -> tensor<1x12x197x197xf32>
    %cst_206 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1140 = stablehlo.reduce(%1139 init: %cst_206) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %cst_207 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<1x12x197xf32>
    %1142 = stablehlo.maximum %1141, %1140 : tensor<1x12x197xf32>
    %1143 = stablehlo.broadcast_in_dim %1142, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %1144 = stablehlo.broadcast_in_dim %1143, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %1145 = stablehlo.subtract %1139, %1144 : tensor<1x12x197x197xf32>
    %1146 = stablehlo.exponential %1145 : tensor<1x12x197x197xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1147 = stablehlo.reduce(%1146 init: %cst_208) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %1148 = stablehlo.broadcast_in_dim %1147, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %1149 = stablehlo.broadcast_in_dim %1148, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %1150 = stablehlo.divide %1146, %1149 : tensor<1x12x197x197xf32>
    %1151 = stablehlo.dot_general %1134, %1150, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x12x197x197xf32>) -> tensor<1x12x64x197xf32>
    %1152 = stablehlo.transpose %1151, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xf32>) -> tensor<1x197x12x64xf32>
    %1153 = stablehlo.dot_general %1152, %arg49, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x197x768xf32>
    %1154 = stablehlo.reshape %arg48 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1155 = stablehlo.broadcast_in_dim %1154, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1156 = stablehlo.add %1153, %1155 : tensor<1x197x768xf32>
    %1157 = stablehlo.add %1096, %1156 : tensor<1x197x768xf32>
    %1158 = chlo.square %1157 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1159 = stablehlo.reduce(%1157 init: %cst_209) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_210 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1160 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1161 = stablehlo.divide %1159, %1160 : tensor<1x197xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1162 = stablehlo.reduce(%1158 init: %cst_211) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_212 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1163 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1164 = stablehlo.divide %1162, %1163 : tensor<1x197xf32>
    %1165 = chlo.square %1161 : tensor<1x197xf32> -> tensor<1x197xf32>
    %1166 = stablehlo.subtract %1164, %1165 : tensor<1x197xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1167 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1168 = stablehlo.maximum %1167, %1166 : tensor<1x197xf32>
    %1169 = stablehlo.broadcast_in_dim %1161, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1170 = stablehlo.broadcast_in_dim %1168, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1171 = stablehlo.broadcast_in_dim %1169, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1172 = stablehlo.subtract %1157, %1171 : tensor<1x197x768xf32>
    %cst_214 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1173 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %1174 = stablehlo.add %1170, %1173 : tensor<1x197x1xf32>
    %1175 = stablehlo.rsqrt %1174 : tensor<1x197x1xf32>
    %1176 = stablehlo.reshape %arg41 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1177 = stablehlo.broadcast_in_dim %1175, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1178 = stablehlo.broadcast_in_dim %1176, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1179 = stablehlo.multiply %1177, %1178 : tensor<1x197x768xf32>
    %1180 = stablehlo.multiply %1172, %1179 : tensor<1x197x768xf32>
    %1181 = stablehlo.reshape %arg40 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1182 = stablehlo.broadcast_in_dim %1181, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1183 = stablehlo.add %1180, %1182 : tensor<1x197x768xf32>
    %1184 = stablehlo.dot_general %1183, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x3072xf32>) -> tensor<1x197x3072xf32>
    %1185 = stablehlo.reshape %arg44 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1186 = stablehlo.broadcast_in_dim %1185, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x197x3072xf32>
    %1187 = stablehlo.add %1184, %1186 : tensor<1x197x3072xf32>
    %1188 = stablehlo.multiply %1187, %1187 : tensor<1x197x3072xf32>
    %1189 = stablehlo.multiply %1188, %1187 : tensor<1x197x3072xf32>
    %cst_215 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1190 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %1191 = stablehlo.multiply %1190, %1189 : tensor<1x197x3072xf32>
    %1192 = stablehlo.add %1187, %1191 : tensor<1x197x3072xf32>
    %cst_216 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1193 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %1194 = stablehlo.multiply %1193, %1192 : tensor<1x197x3072xf32>
    %1195 = stablehlo.tanh %1194 : tensor<1x197x3072xf32>
    %cst_217 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1196 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %1197 = stablehlo.add %1196, %1195 : tensor<1x197x3072xf32>
    %cst_218 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1198 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %1199 = stablehlo.multiply %1198, %1197 : tensor<1x197x3072xf32>
    %1200 = stablehlo.multiply %1187, %1199 : tensor<1x197x3072xf32>
    %1201 = stablehlo.dot_general %1200, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xf32>, tensor<3072x768xf32>) -> tensor<1x197x768xf32>
    %1202 = stablehlo.reshape %arg42 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1203 = stablehlo.broadcast_in_dim %1202, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1204 = stablehlo.add %1201, %1203 : tensor<1x197x768xf32>
    %1205 = stablehlo.add %1157, %1204 : tensor<1x197x768xf32>
    %1206 = chlo.square %1205 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1207 = stablehlo.reduce(%1205 init: %cst_219) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_220 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1208 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1209 = stablehlo.divide %1207, %1208 : tensor<1x197xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1210 = stablehlo.reduce(%1206 init: %cst_221) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_222 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1211 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1212 = stablehlo.divide %1210, %1211 : tensor<1x197xf32>
    %1213 = chlo.square %1209 : tensor<1x197xf32> -> tensor<1x197xf32>
    %1214 = stablehlo.subtract %1212, %1213 : tensor<1x197xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1215 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1216 = stablehlo.maximum %1215, %1214 : tensor<1x197xf32>
    %1217 = stablehlo.broadcast_in_dim %1209, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1218 = stablehlo.broadcast_in_dim %1216, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1219 = stablehlo.broadcast_in_dim %1217, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1220 = stablehlo.subtract %1205, %1219 : tensor<1x197x768xf32>
    %cst_224 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1221 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %1222 = stablehlo.add %1218, %1221 : tensor<1x197x1xf32>
    %1223 = stablehlo.rsqrt %1222 : tensor<1x197x1xf32>
    %1224 = stablehlo.reshape %arg55 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1225 = stablehlo.broadcast_in_dim %1223, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1226 = stablehlo.broadcast_in_dim %1224, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1227 = stablehlo.multiply %1225, %1226 : tensor<1x197x768xf32>
    %1228 = stablehlo.multiply %1220, %1227 : tensor<1x197x768xf32>
    %1229 = stablehlo.reshape %arg54 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1230 = stablehlo.broadcast_in_dim %1229, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1231 = stablehlo.add %1228, %1230 : tensor<1x197x768xf32>
    %1232 = stablehlo.dot_general %1231, %arg67, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1233 = stablehlo.reshape %arg66 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %1234 = stablehlo.broadcast_in_dim %1233, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1235 = stablehlo.add %1232, %1234 : tensor<1x197x12x64xf32>
    %1236 = stablehlo.dot_general %1231, %arg63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1237 = stablehlo.reshape %arg62 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %1238 = stablehlo.broadcast_in_dim %1237, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1239 = stablehlo.add %1236, %1238 : tensor<1x197x12x64xf32>
    %1240 = stablehlo.dot_general %1231, %arg69, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1241 = stablehlo.reshape %arg68 : (tensor<12x64xf32>) -> tensor<1x1x12x64xf32>
    %1242 = stablehlo.broadcast_in_dim %1241, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x197x12x64xf32>
    %1243 = stablehlo.add %1240, %1242 : tensor<1x197x12x64xf32>
    %cst_225 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1244 = stablehlo.sqrt %cst_225 : tensor<f32>
    %1245 = stablehlo.convert %1244 : tensor<f32>
    %1246 = stablehlo.broadcast_in_dim %1245, dims = [] : (tensor<f32>) -> tensor<1x197x12x64xf32>
    %1247 = stablehlo.divide %1235, %1246 : tensor<1x197x12x64xf32>
    %1248 = stablehlo.dot_general %1247, %1239, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x197x12x64xf32>) -> tensor<1x12x197x197xf32>
    %cst_226 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1249 = stablehlo.reduce(%1248 init: %cst_226) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %cst_227 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1250 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<1x12x197xf32>
    %1251 = stablehlo.maximum %1250, %1249 : tensor<1x12x197xf32>
    %1252 = stablehlo.broadcast_in_dim %1251, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %1253 = stablehlo.broadcast_in_dim %1252, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %1254 = stablehlo.subtract %1248, %1253 : tensor<1x12x197x197xf32>
    %1255 = stablehlo.exponential %1254 : tensor<1x12x197x197xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1256 = stablehlo.reduce(%1255 init: %cst_228) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %1257 = stablehlo.broadcast_in_dim %1256, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %1258 = stablehlo.broadcast_in_dim %1257, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x197xf32>
    %1259 = stablehlo.divide %1255, %1258 : tensor<1x12x197x197xf32>
    %1260 = stablehlo.dot_general %1243, %1259, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<1x12x197x197xf32>) -> tensor<1x12x64x197xf32>
    %1261 = stablehlo.transpose %1260, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xf32>) -> tensor<1x197x12x64xf32>
    %1262 = stablehlo.dot_general %1261, %arg65, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xf32>, tensor<12x64x768xf32>) -> tensor<1x197x768xf32>
    %1263 = stablehlo.reshape %arg64 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1264 = stablehlo.broadcast_in_dim %1263, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1265 = stablehlo.add %1262, %1264 : tensor<1x197x768xf32>
    %1266 = stablehlo.add %1205, %1265 : tensor<1x197x768xf32>
    %1267 = chlo.square %1266 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1268 = stablehlo.reduce(%1266 init: %cst_229) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_230 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1269 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1270 = stablehlo.divide %1268, %1269 : tensor<1x197xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1271 = stablehlo.reduce(%1267 init: %cst_231) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_232 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1272 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1273 = stablehlo.divide %1271, %1272 : tensor<1x197xf32>
    %1274 = chlo.square %1270 : tensor<1x197xf32> -> tensor<1x197xf32>
    %1275 = stablehlo.subtract %1273, %1274 : tensor<1x197xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1276 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1277 = stablehlo.maximum %1276, %1275 : tensor<1x197xf32>
    %1278 = stablehlo.broadcast_in_dim %1270, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1279 = stablehlo.broadcast_in_dim %1277, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1280 = stablehlo.broadcast_in_dim %1278, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1281 = stablehlo.subtract %1266, %1280 : tensor<1x197x768xf32>
    %cst_234 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1282 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %1283 = stablehlo.add %1279, %1282 : tensor<1x197x1xf32>
    %1284 = stablehlo.rsqrt %1283 : tensor<1x197x1xf32>
    %1285 = stablehlo.reshape %arg57 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1286 = stablehlo.broadcast_in_dim %1284, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1287 = stablehlo.broadcast_in_dim %1285, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1288 = stablehlo.multiply %1286, %1287 : tensor<1x197x768xf32>
    %1289 = stablehlo.multiply %1281, %1288 : tensor<1x197x768xf32>
    %1290 = stablehlo.reshape %arg56 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1291 = stablehlo.broadcast_in_dim %1290, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1292 = stablehlo.add %1289, %1291 : tensor<1x197x768xf32>
    %1293 = stablehlo.dot_general %1292, %arg61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xf32>, tensor<768x3072xf32>) -> tensor<1x197x3072xf32>
    %1294 = stablehlo.reshape %arg60 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1295 = stablehlo.broadcast_in_dim %1294, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x197x3072xf32>
    %1296 = stablehlo.add %1293, %1295 : tensor<1x197x3072xf32>
    %1297 = stablehlo.multiply %1296, %1296 : tensor<1x197x3072xf32>
    %1298 = stablehlo.multiply %1297, %1296 : tensor<1x197x3072xf32>
    %cst_235 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1299 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %1300 = stablehlo.multiply %1299, %1298 : tensor<1x197x3072xf32>
    %1301 = stablehlo.add %1296, %1300 : tensor<1x197x3072xf32>
    %cst_236 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1302 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %1303 = stablehlo.multiply %1302, %1301 : tensor<1x197x3072xf32>
    %1304 = stablehlo.tanh %1303 : tensor<1x197x3072xf32>
    %cst_237 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1305 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %1306 = stablehlo.add %1305, %1304 : tensor<1x197x3072xf32>
    %cst_238 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1307 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<1x197x3072xf32>
    %1308 = stablehlo.multiply %1307, %1306 : tensor<1x197x3072xf32>
    %1309 = stablehlo.multiply %1296, %1308 : tensor<1x197x3072xf32>
    %1310 = stablehlo.dot_general %1309, %arg59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xf32>, tensor<3072x768xf32>) -> tensor<1x197x768xf32>
    %1311 = stablehlo.reshape %arg58 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1312 = stablehlo.broadcast_in_dim %1311, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1313 = stablehlo.add %1310, %1312 : tensor<1x197x768xf32>
    %1314 = stablehlo.add %1266, %1313 : tensor<1x197x768xf32>
    %1315 = stablehlo.slice %1314 [0:1, 0:1, 0:768] : (tensor<1x197x768xf32>) -> tensor<1x1x768xf32>
    %1316 = stablehlo.reshape %1315 : (tensor<1x1x768xf32>) -> tensor<1x768xf32>
    %1317 = chlo.square %1316 : tensor<1x768xf32> -> tensor<1x768xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1318 = stablehlo.reduce(%1316 init: %cst_239) applies stablehlo.add across dimensions = [1] : (tensor<1x768xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_240 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1319 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1320 = stablehlo.divide %1318, %1319 : tensor<1xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1321 = stablehlo.reduce(%1317 init: %cst_241) applies stablehlo.add across dimensions = [1] : (tensor<1x768xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_242 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1322 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1323 = stablehlo.divide %1321, %1322 : tensor<1xf32>
    %1324 = chlo.square %1320 : tensor<1xf32> -> tensor<1xf32>
    %1325 = stablehlo.subtract %1323, %1324 : tensor<1xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1326 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1327 = stablehlo.maximum %1326, %1325 : tensor<1xf32>
    %1328 = stablehlo.broadcast_in_dim %1320, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1329 = stablehlo.broadcast_in_dim %1327, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1330 = stablehlo.broadcast_in_dim %1328, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x768xf32>
    %1331 = stablehlo.subtract %1316, %1330 : tensor<1x768xf32>
    %cst_244 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1332 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1333 = stablehlo.add %1329, %1332 : tensor<1x1xf32>
    %1334 = stablehlo.rsqrt %1333 : tensor<1x1xf32>
    %1335 = stablehlo.reshape %arg5 : (tensor<768xf32>) -> tensor<1x768xf32>
    %1336 = stablehlo.broadcast_in_dim %1334, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x768xf32>
    %1337 = stablehlo.multiply %1336, %1335 : tensor<1x768xf32>
    %1338 = stablehlo.multiply %1331, %1337 : tensor<1x768xf32>
    %1339 = stablehlo.reshape %arg4 : (tensor<768xf32>) -> tensor<1x768xf32>
    %1340 = stablehlo.add %1338, %1339 : tensor<1x768xf32>
    %1341 = stablehlo.dot_general %1340, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x768xf32>, tensor<768x1000xf32>) -> tensor<1x1000xf32>
    %1342 = stablehlo.reshape %arg2 : (tensor<1000xf32>) -> tensor<1x1000xf32>
    %1343 = stablehlo.add %1341, %1342 : tensor<1x1000xf32>
    return %1343 : tensor<1x1000xf32>
  }
}
