// ViT-B/16 in bf16 (parameters and computation) classifying one 224x224 image, 86.6M parameters as arguments (bench/gen_models.py, flax 0.12.8, jax 0.10.2)
module @jit_apply attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<768xbf16>, %arg1: tensor<16x16x3x768xbf16>, %arg2: tensor<1000xbf16>, %arg3: tensor<768x1000xbf16>, %arg4: tensor<768xbf16>, %arg5: tensor<768xbf16>, %arg6: tensor<768xbf16>, %arg7: tensor<768xbf16>, %arg8: tensor<768xbf16>, %arg9: tensor<768xbf16>, %arg10: tensor<768xbf16>, %arg11: tensor<3072x768xbf16>, %arg12: tensor<3072xbf16>, %arg13: tensor<768x3072xbf16>, %arg14: tensor<12x64xbf16>, %arg15: tensor<768x12x64xbf16>, %arg16: tensor<768xbf16>, %arg17: tensor<12x64x768xbf16>, %arg18: tensor<12x64xbf16>, %arg19: tensor<768x12x64xbf16>, %arg20: tensor<12x64xbf16>, %arg21: tensor<768x12x64xbf16>, %arg22: tensor<768xbf16>, %arg23: tensor<768xbf16>, %arg24: tensor<768xbf16>, %arg25: tensor<768xbf16>, %arg26: tensor<768xbf16>, %arg27: tensor<3072x768xbf16>, %arg28: tensor<3072xbf16>, %arg29: tensor<768x3072xbf16>, %arg30: tensor<12x64xbf16>, %arg31: tensor<768x12x64xbf16>, %arg32: tensor<768xbf16>, %arg33: tensor<12x64x768xbf16>, %arg34: tensor<12x64xbf16>, %arg35: tensor<768x12x64xbf16>, %arg36: tensor<12x64xbf16>, %arg37: tensor<768x12x64xbf16>, %arg38: tensor<768xbf16>, %arg39: tensor<768xbf16>, %arg40: tensor<768xbf16>, %arg41: tensor<768xbf16>, %arg42: tensor<768xbf16>, %arg43: tensor<3072x768xbf16>, %arg44: tensor<3072xbf16>, %arg45: tensor<768x3072xbf16>, %arg46: tensor<12x64xbf16>, %arg47: tensor<768x12x64xbf16>, %arg48: tensor<768xbf16>, %arg49: tensor<12x64x768xbf16>, %arg50: tensor<12x64xbf16>, %arg51: tensor<768x12x64xbf16>, %arg52: tensor<12x64xbf16>, %arg53: tensor<768x12x64xbf16>, %arg54: tensor<768xbf16>, %arg55: tensor<768xbf16>, %arg56: tensor<768xbf16>, %arg57: tensor<768xbf16>, %arg58: tensor<768xbf16>, %arg59: tensor<3072x768xbf16>, %arg60: tensor<3072xbf16>, %arg61: tensor<768x3072xbf16>, %arg62: tensor<12x64xbf16>, %arg63: tensor<768x12x64xbf16>, %arg64: tensor<768xbf16>, %arg65: tensor<12x64x768xbf16>, %arg66: tensor<12x64xbf16>, %arg67: tensor<768x12x64xbf16>, %arg68: tensor<12x64xbf16>, %arg69: tensor<768x12x64xbf16>, %arg70: tensor<768xbf16>, %arg71: tensor<768xbf16>, %arg72: tensor<768xbf16>, %arg73: tensor<768xbf16>, %arg74: tensor<768xbf16>, %arg75: tensor<3072x768xbf16>, %arg76: tensor<3072xbf16>, %arg77: tensor<768x3072xbf16>, %arg78: tensor<12x64xbf16>, %arg79: tensor<768x12x64xbf16>, %arg80: tensor<768xbf16>, %arg81: tensor<12x64x768xbf16>, %arg82: tensor<12x64xbf16>, %arg83: tensor<768x12x64xbf16>, %arg84: tensor<12x64xbf16>, %arg85: tensor<768x12x64xbf16>, %arg86: tensor<768xbf16>, %arg87: tensor<768xbf16>, %arg88: tensor<768xbf16>, %arg89: tensor<768xbf16>, %arg90: tensor<768xbf16>, %arg91: tensor<3072x768xbf16>, %arg92: tensor<3072xbf16>, %arg93: tensor<768x3072xbf16>, %arg94: tensor<12x64xbf16>, %arg95: tensor<768x12x64xbf16>, %arg96: tensor<768xbf16>, %arg97: tensor<12x64x768xbf16>, %arg98: tensor<12x64xbf16>, %arg99: tensor<768x12x64xbf16>, %arg100: tensor<12x64xbf16>, %arg101: tensor<768x12x64xbf16>, %arg102: tensor<768xbf16>, %arg103: tensor<768xbf16>, %arg104: tensor<768xbf16>, %arg105: tensor<768xbf16>, %arg106: tensor<768xbf16>, %arg107: tensor<3072x768xbf16>, %arg108: tensor<3072xbf16>, %arg109: tensor<768x3072xbf16>, %arg110: tensor<12x64xbf16>, %arg111: tensor<768x12x64xbf16>, %arg112: tensor<768xbf16>, %arg113: tensor<12x64x768xbf16>, %arg114: tensor<12x64xbf16>, %arg115: tensor<768x12x64xbf16>, %arg116: tensor<12x64xbf16>, %arg117: tensor<768x12x64xbf16>, %arg118: tensor<768xbf16>, %arg119: tensor<768xbf16>, %arg120: tensor<768xbf16>, %arg121: tensor<768xbf16>, %arg122: tensor<768xbf16>, %arg123: tensor<3072x768xbf16>, %arg124: tensor<3072xbf16>, %arg125: tensor<768x3072xbf16>, %arg126: tensor<12x64xbf16>, %arg127: tensor<768x12x64xbf16>, %arg128: tensor<768xbf16>, %arg129: tensor<12x64x768xbf16>, %arg130: tensor<12x64xbf16>, %arg131: tensor<768x12x64xbf16>, %arg132: tensor<12x64xbf16>, %arg133: tensor<768x12x64xbf16>, %arg134: tensor<768xbf16>, %arg135: tensor<768xbf16>, %arg136: tensor<768xbf16>, %arg137: tensor<768xbf16>, %arg138: tensor<768xbf16>, %arg139: tensor<3072x768xbf16>, %arg140: tensor<3072xbf16>, %arg141: tensor<768x3072xbf16>, %arg142: tensor<12x64xbf16>, %arg143: tensor<768x12x64xbf16>, %arg144: tensor<768xbf16>, %arg145: tensor<12x64x768xbf16>, %arg146: tensor<12x64xbf16>, %arg147: tensor<768x12x64xbf16>, %arg148: tensor<12x64xbf16>, %arg149: tensor<768x12x64xbf16>, %arg150: tensor<768xbf16>, %arg151: tensor<768xbf16>, %arg152: tensor<768xbf16>, %arg153: tensor<768xbf16>, %arg154: tensor<768xbf16>, %arg155: tensor<3072x768xbf16>, %arg156: tensor<3072xbf16>, %arg157: tensor<768x3072xbf16>, %arg158: tensor<12x64xbf16>, %arg159: tensor<768x12x64xbf16>, %arg160: tensor<768xbf16>, %arg161: tensor<12x64x768xbf16>, %arg162: tensor<12x64xbf16>, %arg163: tensor<768x12x64xbf16>, %arg164: tensor<12x64xbf16>, %arg165: tensor<768x12x64xbf16>, %arg166: tensor<768xbf16>, %arg167: tensor<768xbf16>, %arg168: tensor<768xbf16>, %arg169: tensor<768xbf16>, %arg170: tensor<768xbf16>, %arg171: tensor<3072x768xbf16>, %arg172: tensor<3072xbf16>, %arg173: tensor<768x3072xbf16>, %arg174: tensor<12x64xbf16>, %arg175: tensor<768x12x64xbf16>, %arg176: tensor<768xbf16>, %arg177: tensor<12x64x768xbf16>, %arg178: tensor<12x64xbf16>, %arg179: tensor<768x12x64xbf16>, %arg180: tensor<12x64xbf16>, %arg181: tensor<768x12x64xbf16>, %arg182: tensor<768xbf16>, %arg183: tensor<768xbf16>, %arg184: tensor<768xbf16>, %arg185: tensor<768xbf16>, %arg186: tensor<768xbf16>, %arg187: tensor<3072x768xbf16>, %arg188: tensor<3072xbf16>, %arg189: tensor<768x3072xbf16>, %arg190: tensor<12x64xbf16>, %arg191: tensor<768x12x64xbf16>, %arg192: tensor<768xbf16>, %arg193: tensor<12x64x768xbf16>, %arg194: tensor<12x64xbf16>, %arg195: tensor<768x12x64xbf16>, %arg196: tensor<12x64xbf16>, %arg197: tensor<768x12x64xbf16>, %arg198: tensor<1x1x768xbf16>, %arg199: tensor<1x197x768xbf16>, %arg200: tensor<1x224x224x3xbf16>) -> (tensor<1x1000xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg200, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [16, 16], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x224x224x3xbf16>, tensor<16x16x3x768xbf16>) -> tensor<1x14x14x768xbf16>
    %1 = stablehlo.reshape %arg0 : (tensor<768xbf16>) -> tensor<1x1x1x768xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x768xbf16>) -> tensor<1x14x14x768xbf16>
    %3 = stablehlo.add %0, %2 : tensor<1x14x14x768xbf16>
    %4 = stablehlo.reshape %3 : (tensor<1x14x14x768xbf16>) -> tensor<1x196x768xbf16>
    %5 = stablehlo.concatenate %arg198, %4, dim = 1 : (tensor<1x1x768xbf16>, tensor<1x196x768xbf16>) -> tensor<1x197x768xbf16>
    %6 = stablehlo.add %5, %arg199 : tensor<1x197x768xbf16>
    %7 = stablehlo.convert %6 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %8 = chlo.square %7 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_0 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %11 = stablehlo.divide %9, %10 : tensor<1x197xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_2 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x197xf32>
    %15 = chlo.square %11 : tensor<1x197xf32> -> tensor<1x197xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<1x197xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<1x197xf32>
    %19 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %21 = stablehlo.convert %6 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %22 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<1x197x768xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %25 = stablehlo.add %20, %24 : tensor<1x197x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<1x197x1xf32>
    %27 = stablehlo.reshape %arg7 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %28 = stablehlo.convert %27 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<1x197x768xf32>
    %32 = stablehlo.multiply %23, %31 : tensor<1x197x768xf32>
    %33 = stablehlo.reshape %arg6 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %34 = stablehlo.convert %33 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %36 = stablehlo.add %32, %35 : tensor<1x197x768xf32>
    %37 = stablehlo.convert %36 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %38 = stablehlo.dot_general %37, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %39 = stablehlo.reshape %arg18 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %41 = stablehlo.add %38, %40 : tensor<1x197x12x64xbf16>
    %42 = stablehlo.dot_general %37, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %43 = stablehlo.reshape %arg14 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %45 = stablehlo.add %42, %44 : tensor<1x197x12x64xbf16>
    %46 = stablehlo.dot_general %37, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %47 = stablehlo.reshape %arg20 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %49 = stablehlo.add %46, %48 : tensor<1x197x12x64xbf16>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %50 = stablehlo.sqrt %cst_5 : tensor<f32>
    %51 = stablehlo.convert %50 : (tensor<f32>) -> tensor<bf16>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<bf16>) -> tensor<1x197x12x64xbf16>
    %53 = stablehlo.divide %41, %52 : tensor<1x197x12x64xbf16>
    %54 = stablehlo.dot_general %53, %45, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x197x12x64xbf16>) -> tensor<1x12x197x197xbf16>
    %cst_6 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %55 = stablehlo.reduce(%54 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xbf16>, tensor<bf16>) -> tensor<1x12x197xbf16>
    %cst_7 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %56 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<1x12x197xbf16>
    %57 = stablehlo.maximum %56, %55 : tensor<1x12x197xbf16>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x12x197xbf16>) -> tensor<1x12x197x1xbf16>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %60 = stablehlo.subtract %54, %59 : tensor<1x12x197x197xbf16>
    %61 = stablehlo.exponential %60 : tensor<1x12x197x197xbf16>
    %62 = stablehlo.convert %61 : (tensor<1x12x197x197xbf16>) -> tensor<1x12x197x197xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %65 = stablehlo.convert %64 : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x1xbf16>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %67 = stablehlo.divide %61, %66 : tensor<1x12x197x197xbf16>
    %68 = stablehlo.dot_general %49, %67, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x12x197x197xbf16>) -> tensor<1x12x64x197xbf16>
    %69 = stablehlo.transpose %68, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xbf16>) -> tensor<1x197x12x64xbf16>
    %70 = stablehlo.dot_general %69, %arg17, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<1x197x768xbf16>
    %71 = stablehlo.reshape %arg16 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %73 = stablehlo.add %70, %72 : tensor<1x197x768xbf16>
    %74 = stablehlo.add %6, %73 : tensor<1x197x768xbf16>
    %75 = stablehlo.convert %74 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %76 = chlo.square %75 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%75 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_10 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %79 = stablehlo.divide %77, %78 : tensor<1x197xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%76 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_12 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %82 = stablehlo.divide %80, %81 : tensor<1x197xf32>
    %83 = chlo.square %79 : tensor<1x197xf32> -> tensor<1x197xf32>
    %84 = stablehlo.subtract %82, %83 : tensor<1x197xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %86 = stablehlo.maximum %85, %84 : tensor<1x197xf32>
    %87 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %89 = stablehlo.convert %74 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %90 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %91 = stablehlo.subtract %89, %90 : tensor<1x197x768xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %93 = stablehlo.add %88, %92 : tensor<1x197x1xf32>
    %94 = stablehlo.rsqrt %93 : tensor<1x197x1xf32>
    %95 = stablehlo.reshape %arg9 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %96 = stablehlo.convert %95 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %97 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %98 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %99 = stablehlo.multiply %97, %98 : tensor<1x197x768xf32>
    %100 = stablehlo.multiply %91, %99 : tensor<1x197x768xf32>
    %101 = stablehlo.reshape %arg8 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %102 = stablehlo.convert %101 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %104 = stablehlo.add %100, %103 : tensor<1x197x768xf32>
    %105 = stablehlo.convert %104 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %106 = stablehlo.dot_general %105, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x3072xbf16>) -> tensor<1x197x3072xbf16>
    %107 = stablehlo.reshape %arg12 : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<1x1x3072xbf16>) -> tensor<1x197x3072xbf16>
    %109 = stablehlo.add %106, %108 : tensor<1x197x3072xbf16>
    %110 = stablehlo.multiply %109, %109 : tensor<1x197x3072xbf16>
    %111 = stablehlo.multiply %110, %109 : tensor<1x197x3072xbf16>
    %cst_15 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %112 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %113 = stablehlo.multiply %112, %111 : tensor<1x197x3072xbf16>
    %114 = stablehlo.add %109, %113 : tensor<1x197x3072xbf16>
    %cst_16 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %115 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %116 = stablehlo.multiply %115, %114 : tensor<1x197x3072xbf16>
    %117 = stablehlo.tanh %116 : tensor<1x197x3072xbf16>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %118 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %119 = stablehlo.add %118, %117 : tensor<1x197x3072xbf16>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %120 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %121 = stablehlo.multiply %120, %119 : tensor<1x197x3072xbf16>
    %122 = stablehlo.multiply %109, %121 : tensor<1x197x3072xbf16>
    %123 = stablehlo.dot_general %122, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xbf16>, tensor<3072x768xbf16>) -> tensor<1x197x768xbf16>
    %124 = stablehlo.reshape %arg10 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %126 = stablehlo.add %123, %125 : tensor<1x197x768xbf16>
    %127 = stablehlo.add %74, %126 : tensor<1x197x768xbf16>
    %128 = stablehlo.convert %127 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %129 = chlo.square %128 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%128 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_20 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %132 = stablehlo.divide %130, %131 : tensor<1x197xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%129 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_22 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %135 = stablehlo.divide %133, %134 : tensor<1x197xf32>
    %136 = chlo.square %132 : tensor<1x197xf32> -> tensor<1x197xf32>
    %137 = stablehlo.subtract %135, %136 : tensor<1x197xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %139 = stablehlo.maximum %138, %137 : tensor<1x197xf32>
    %140 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %141 = stablehlo.broadcast_in_dim %139, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %142 = stablehlo.convert %127 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %143 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %144 = stablehlo.subtract %142, %143 : tensor<1x197x768xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %146 = stablehlo.add %141, %145 : tensor<1x197x1xf32>
    %147 = stablehlo.rsqrt %146 : tensor<1x197x1xf32>
    %148 = stablehlo.reshape %arg23 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %149 = stablehlo.convert %148 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %150 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %151 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<1x197x768xf32>
    %153 = stablehlo.multiply %144, %152 : tensor<1x197x768xf32>
    %154 = stablehlo.reshape %arg22 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %155 = stablehlo.convert %154 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %157 = stablehlo.add %153, %156 : tensor<1x197x768xf32>
    %158 = stablehlo.convert %157 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %159 = stablehlo.dot_general %158, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %160 = stablehlo.reshape %arg34 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %162 = stablehlo.add %159, %161 : tensor<1x197x12x64xbf16>
    %163 = stablehlo.dot_general %158, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %164 = stablehlo.reshape %arg30 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %166 = stablehlo.add %163, %165 : tensor<1x197x12x64xbf16>
    %167 = stablehlo.dot_general %158, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %168 = stablehlo.reshape %arg36 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %170 = stablehlo.add %167, %169 : tensor<1x197x12x64xbf16>
    %cst_25 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %171 = stablehlo.sqrt %cst_25 : tensor<f32>
    %172 = stablehlo.convert %171 : (tensor<f32>) -> tensor<bf16>
    %173 = stablehlo.broadcast_in_dim %172, dims = [] : (tensor<bf16>) -> tensor<1x197x12x64xbf16>
    %174 = stablehlo.divide %162, %173 : tensor<1x197x12x64xbf16>
    %175 = stablehlo.dot_general %174, %166, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x197x12x64xbf16>) -> tensor<1x12x197x197xbf16>
    %cst_26 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %176 = stablehlo.reduce(%175 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xbf16>, tensor<bf16>) -> tensor<1x12x197xbf16>
    %cst_27 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %177 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<1x12x197xbf16>
    %178 = stablehlo.maximum %177, %176 : tensor<1x12x197xbf16>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<1x12x197xbf16>) -> tensor<1x12x197x1xbf16>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %181 = stablehlo.subtract %175, %180 : tensor<1x12x197x197xbf16>
    %182 = stablehlo.exponential %181 : tensor<1x12x197x197xbf16>
    %183 = stablehlo.convert %182 : (tensor<1x12x197x197xbf16>) -> tensor<1x12x197x197xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %186 = stablehlo.convert %185 : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x1xbf16>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %188 = stablehlo.divide %182, %187 : tensor<1x12x197x197xbf16>
    %189 = stablehlo.dot_general %170, %188, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x12x197x197xbf16>) -> tensor<1x12x64x197xbf16>
    %190 = stablehlo.transpose %189, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xbf16>) -> tensor<1x197x12x64xbf16>
    %191 = stablehlo.dot_general %190, %arg33, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<1x197x768xbf16>
    %192 = stablehlo.reshape %arg32 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %194 = stablehlo.add %191, %193 : tensor<1x197x768xbf16>
    %195 = stablehlo.add %127, %194 : tensor<1x197x768xbf16>
    %196 = stablehlo.convert %195 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %197 = chlo.square %196 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.reduce(%196 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_30 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %200 = stablehlo.divide %198, %199 : tensor<1x197xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%197 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_32 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %203 = stablehlo.divide %201, %202 : tensor<1x197xf32>
    %204 = chlo.square %200 : tensor<1x197xf32> -> tensor<1x197xf32>
    %205 = stablehlo.subtract %203, %204 : tensor<1x197xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %207 = stablehlo.maximum %206, %205 : tensor<1x197xf32>
    %208 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %209 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %210 = stablehlo.convert %195 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %211 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %212 = stablehlo.subtract %210, %211 : tensor<1x197x768xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %214 = stablehlo.add %209, %213 : tensor<1x197x1xf32>
    %215 = stablehlo.rsqrt %214 : tensor<1x197x1xf32>
    %216 = stablehlo.reshape %arg25 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %217 = stablehlo.convert %216 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %218 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %219 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %220 = stablehlo.multiply %218, %219 : tensor<1x197x768xf32>
    %221 = stablehlo.multiply %212, %220 : tensor<1x197x768xf32>
    %222 = stablehlo.reshape %arg24 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %223 = stablehlo.convert %222 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %225 = stablehlo.add %221, %224 : tensor<1x197x768xf32>
    %226 = stablehlo.convert %225 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %227 = stablehlo.dot_general %226, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x3072xbf16>) -> tensor<1x197x3072xbf16>
    %228 = stablehlo.reshape %arg28 : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<1x1x3072xbf16>) -> tensor<1x197x3072xbf16>
    %230 = stablehlo.add %227, %229 : tensor<1x197x3072xbf16>
    %231 = stablehlo.multiply %230, %230 : tensor<1x197x3072xbf16>
    %232 = stablehlo.multiply %231, %230 : tensor<1x197x3072xbf16>
    %cst_35 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %233 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %234 = stablehlo.multiply %233, %232 : tensor<1x197x3072xbf16>
    %235 = stablehlo.add %230, %234 : tensor<1x197x3072xbf16>
    %cst_36 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %236 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %237 = stablehlo.multiply %236, %235 : tensor<1x197x3072xbf16>
    %238 = stablehlo.tanh %237 : tensor<1x197x3072xbf16>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %239 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %240 = stablehlo.add %239, %238 : tensor<1x197x3072xbf16>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %241 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %242 = stablehlo.multiply %241, %240 : tensor<1x197x3072xbf16>
    %243 = stablehlo.multiply %230, %242 : tensor<1x197x3072xbf16>
    %244 = stablehlo.dot_general %243, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xbf16>, tensor<3072x768xbf16>) -> tensor<1x197x768xbf16>
    %245 = stablehlo.reshape %arg26 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %247 = stablehlo.add %244, %246 : tensor<1x197x768xbf16>
    %248 = stablehlo.add %195, %247 : tensor<1x197x768xbf16>
    %249 = stablehlo.convert %248 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %250 = chlo.square %249 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%249 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_40 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %253 = stablehlo.divide %251, %252 : tensor<1x197xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%250 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_42 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %256 = stablehlo.divide %254, %255 : tensor<1x197xf32>
    %257 = chlo.square %253 : tensor<1x197xf32> -> tensor<1x197xf32>
    %258 = stablehlo.subtract %256, %257 : tensor<1x197xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %260 = stablehlo.maximum %259, %258 : tensor<1x197xf32>
    %261 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %262 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %263 = stablehlo.convert %248 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %264 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %265 = stablehlo.subtract %263, %264 : tensor<1x197x768xf32>
    %cst_44 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %267 = stablehlo.add %262, %266 : tensor<1x197x1xf32>
    %268 = stablehlo.rsqrt %267 : tensor<1x197x1xf32>
    %269 = stablehlo.reshape %arg71 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %270 = stablehlo.convert %269 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %271 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %272 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %273 = stablehlo.multiply %271, %272 : tensor<1x197x768xf32>
    %274 = stablehlo.multiply %265, %273 : tensor<1x197x768xf32>
    %275 = stablehlo.reshape %arg70 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %276 = stablehlo.convert %275 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %278 = stablehlo.add %274, %277 : tensor<1x197x768xf32>
    %279 = stablehlo.convert %278 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %280 = stablehlo.dot_general %279, %arg83, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %281 = stablehlo.reshape %arg82 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %283 = stablehlo.add %280, %282 : tensor<1x197x12x64xbf16>
    %284 = stablehlo.dot_general %279, %arg79, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %285 = stablehlo.reshape %arg78 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %287 = stablehlo.add %284, %286 : tensor<1x197x12x64xbf16>
    %288 = stablehlo.dot_general %279, %arg85, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %289 = stablehlo.reshape %arg84 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %291 = stablehlo.add %288, %290 : tensor<1x197x12x64xbf16>
    %cst_45 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %292 = stablehlo.sqrt %cst_45 : tensor<f32>
    %293 = stablehlo.convert %292 : (tensor<f32>) -> tensor<bf16>
    %294 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<bf16>) -> tensor<1x197x12x64xbf16>
    %295 = stablehlo.divide %283, %294 : tensor<1x197x12x64xbf16>
    %296 = stablehlo.dot_general %295, %287, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x197x12x64xbf16>) -> tensor<1x12x197x197xbf16>
    %cst_46 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %297 = stablehlo.reduce(%296 init: %cst_46) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xbf16>, tensor<bf16>) -> tensor<1x12x197xbf16>
    %cst_47 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %298 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<1x12x197xbf16>
    %299 = stablehlo.maximum %298, %297 : tensor<1x12x197xbf16>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x12x197xbf16>) -> tensor<1x12x197x1xbf16>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %302 = stablehlo.subtract %296, %301 : tensor<1x12x197x197xbf16>
    %303 = stablehlo.exponential %302 : tensor<1x12x197x197xbf16>
    %304 = stablehlo.convert %303 : (tensor<1x12x197x197xbf16>) -> tensor<1x12x197x197xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.reduce(%304 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %307 = stablehlo.convert %306 : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x1xbf16>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %309 = stablehlo.divide %303, %308 : tensor<1x12x197x197xbf16>
    %310 = stablehlo.dot_general %291, %309, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x12x197x197xbf16>) -> tensor<1x12x64x197xbf16>
    %311 = stablehlo.transpose %310, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xbf16>) -> tensor<1x197x12x64xbf16>
    %312 = stablehlo.dot_general %311, %arg81, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<1x197x768xbf16>
    %313 = stablehlo.reshape %arg80 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %315 = stablehlo.add %312, %314 : tensor<1x197x768xbf16>
    %316 = stablehlo.add %248, %315 : tensor<1x197x768xbf16>
    %317 = stablehlo.convert %316 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %318 = chlo.square %317 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.reduce(%317 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_50 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %321 = stablehlo.divide %319, %320 : tensor<1x197xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.reduce(%318 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_52 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %324 = stablehlo.divide %322, %323 : tensor<1x197xf32>
    %325 = chlo.square %321 : tensor<1x197xf32> -> tensor<1x197xf32>
    %326 = stablehlo.subtract %324, %325 : tensor<1x197xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %328 = stablehlo.maximum %327, %326 : tensor<1x197xf32>
    %329 = stablehlo.broadcast_in_dim %321, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %330 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %331 = stablehlo.convert %316 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %332 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %333 = stablehlo.subtract %331, %332 : tensor<1x197x768xf32>
    %cst_54 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %335 = stablehlo.add %330, %334 : tensor<1x197x1xf32>
    %336 = stablehlo.rsqrt %335 : tensor<1x197x1xf32>
    %337 = stablehlo.reshape %arg73 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %338 = stablehlo.convert %337 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %339 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %340 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %341 = stablehlo.multiply %339, %340 : tensor<1x197x768xf32>
    %342 = stablehlo.multiply %333, %341 : tensor<1x197x768xf32>
    %343 = stablehlo.reshape %arg72 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %344 = stablehlo.convert %343 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %346 = stablehlo.add %342, %345 : tensor<1x197x768xf32>
    %347 = stablehlo.convert %346 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %348 = stablehlo.dot_general %347, %arg77, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x3072xbf16>) -> tensor<1x197x3072xbf16>
    %349 = stablehlo.reshape %arg76 : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<1x1x3072xbf16>) -> tensor<1x197x3072xbf16>
    %351 = stablehlo.add %348, %350 : tensor<1x197x3072xbf16>
    %352 = stablehlo.multiply %351, %351 : tensor<1x197x3072xbf16>
    %353 = stablehlo.multiply %352, %351 : tensor<1x197x3072xbf16>
    %cst_55 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %354 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %355 = stablehlo.multiply %354, %353 : tensor<1x197x3072xbf16>
    %356 = stablehlo.add %351, %355 : tensor<1x197x3072xbf16>
    %cst_56 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %357 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %358 = stablehlo.multiply %357, %356 : tensor<1x197x3072xbf16>
    %359 = stablehlo.tanh %358 : tensor<1x197x3072xbf16>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %360 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %361 = stablehlo.add %360, %359 : tensor<1x197x3072xbf16>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %362 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %363 = stablehlo.multiply %362, %361 : tensor<1x197x3072xbf16>
    %364 = stablehlo.multiply %351, %363 : tensor<1x197x3072xbf16>
    %365 = stablehlo.dot_general %364, %arg75, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xbf16>, tensor<3072x768xbf16>) -> tensor<1x197x768xbf16>
    %366 = stablehlo.reshape %arg74 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %368 = stablehlo.add %365, %367 : tensor<1x197x768xbf16>
    %369 = stablehlo.add %316, %368 : tensor<1x197x768xbf16>
    %370 = stablehlo.convert %369 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %371 = chlo.square %370 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.reduce(%370 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_60 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %374 = stablehlo.divide %372, %373 : tensor<1x197xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %375 = stablehlo.reduce(%371 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_62 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %377 = stablehlo.divide %375, %376 : tensor<1x197xf32>
    %378 = chlo.square %374 : tensor<1x197xf32> -> tensor<1x197xf32>
    %379 = stablehlo.subtract %377, %378 : tensor<1x197xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %381 = stablehlo.maximum %380, %379 : tensor<1x197xf32>
    %382 = stablehlo.broadcast_in_dim %374, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %383 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %384 = stablehlo.convert %369 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %385 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %386 = stablehlo.subtract %384, %385 : tensor<1x197x768xf32>
    %cst_64 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %388 = stablehlo.add %383, %387 : tensor<1x197x1xf32>
    %389 = stablehlo.rsqrt %388 : tensor<1x197x1xf32>
    %390 = stablehlo.reshape %arg87 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %391 = stablehlo.convert %390 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %392 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %393 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %394 = stablehlo.multiply %392, %393 : tensor<1x197x768xf32>
    %395 = stablehlo.multiply %386, %394 : tensor<1x197x768xf32>
    %396 = stablehlo.reshape %arg86 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %397 = stablehlo.convert %396 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %399 = stablehlo.add %395, %398 : tensor<1x197x768xf32>
    %400 = stablehlo.convert %399 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %401 = stablehlo.dot_general %400, %arg99, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %402 = stablehlo.reshape %arg98 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %404 = stablehlo.add %401, %403 : tensor<1x197x12x64xbf16>
    %405 = stablehlo.dot_general %400, %arg95, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %406 = stablehlo.reshape %arg94 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %408 = stablehlo.add %405, %407 : tensor<1x197x12x64xbf16>
    %409 = stablehlo.dot_general %400, %arg101, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %410 = stablehlo.reshape %arg100 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %412 = stablehlo.add %409, %411 : tensor<1x197x12x64xbf16>
    %cst_65 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %413 = stablehlo.sqrt %cst_65 : tensor<f32>
    %414 = stablehlo.convert %413 : (tensor<f32>) -> tensor<bf16>
    %415 = stablehlo.broadcast_in_dim %414, dims = [] : (tensor<bf16>) -> tensor<1x197x12x64xbf16>
    %416 = stablehlo.divide %404, %415 : tensor<1x197x12x64xbf16>
    %417 = stablehlo.dot_general %416, %408, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x197x12x64xbf16>) -> tensor<1x12x197x197xbf16>
    %cst_66 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %418 = stablehlo.reduce(%417 init: %cst_66) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xbf16>, tensor<bf16>) -> tensor<1x12x197xbf16>
    %cst_67 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %419 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<bf16>) -> tensor<1x12x197xbf16>
    %420 = stablehlo.maximum %419, %418 : tensor<1x12x197xbf16>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<1x12x197xbf16>) -> tensor<1x12x197x1xbf16>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %423 = stablehlo.subtract %417, %422 : tensor<1x12x197x197xbf16>
    %424 = stablehlo.exponential %423 : tensor<1x12x197x197xbf16>
    %425 = stablehlo.convert %424 : (tensor<1x12x197x197xbf16>) -> tensor<1x12x197x197xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.reduce(%425 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %428 = stablehlo.convert %427 : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x1xbf16>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %430 = stablehlo.divide %424, %429 : tensor<1x12x197x197xbf16>
    %431 = stablehlo.dot_general %412, %430, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x12x197x197xbf16>) -> tensor<1x12x64x197xbf16>
    %432 = stablehlo.transpose %431, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xbf16>) -> tensor<1x197x12x64xbf16>
    %433 = stablehlo.dot_general %432, %arg97, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<1x197x768xbf16>
    %434 = stablehlo.reshape %arg96 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %436 = stablehlo.add %433, %435 : tensor<1x197x768xbf16>
    %437 = stablehlo.add %369, %436 : tensor<1x197x768xbf16>
    %438 = stablehlo.convert %437 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %439 = chlo.square %438 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.reduce(%438 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_70 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %442 = stablehlo.divide %440, %441 : tensor<1x197xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %443 = stablehlo.reduce(%439 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_72 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %445 = stablehlo.divide %443, %444 : tensor<1x197xf32>
    %446 = chlo.square %442 : tensor<1x197xf32> -> tensor<1x197xf32>
    %447 = stablehlo.subtract %445, %446 : tensor<1x197xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %449 = stablehlo.maximum %448, %447 : tensor<1x197xf32>
    %450 = stablehlo.broadcast_in_dim %442, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %451 = stablehlo.broadcast_in_dim %449, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %452 = stablehlo.convert %437 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %453 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %454 = stablehlo.subtract %452, %453 : tensor<1x197x768xf32>
    %cst_74 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %456 = stablehlo.add %451, %455 : tensor<1x197x1xf32>
    %457 = stablehlo.rsqrt %456 : tensor<1x197x1xf32>
    %458 = stablehlo.reshape %arg89 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %459 = stablehlo.convert %458 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %460 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %461 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %462 = stablehlo.multiply %460, %461 : tensor<1x197x768xf32>
    %463 = stablehlo.multiply %454, %462 : tensor<1x197x768xf32>
    %464 = stablehlo.reshape %arg88 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %465 = stablehlo.convert %464 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %467 = stablehlo.add %463, %466 : tensor<1x197x768xf32>
    %468 = stablehlo.convert %467 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %469 = stablehlo.dot_general %468, %arg93, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x3072xbf16>) -> tensor<1x197x3072xbf16>
    %470 = stablehlo.reshape %arg92 : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2] : (tensor<1x1x3072xbf16>) -> tensor<1x197x3072xbf16>
    %472 = stablehlo.add %469, %471 : tensor<1x197x3072xbf16>
    %473 = stablehlo.multiply %472, %472 : tensor<1x197x3072xbf16>
    %474 = stablehlo.multiply %473, %472 : tensor<1x197x3072xbf16>
    %cst_75 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %475 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %476 = stablehlo.multiply %475, %474 : tensor<1x197x3072xbf16>
    %477 = stablehlo.add %472, %476 : tensor<1x197x3072xbf16>
    %cst_76 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %478 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %479 = stablehlo.multiply %478, %477 : tensor<1x197x3072xbf16>
    %480 = stablehlo.tanh %479 : tensor<1x197x3072xbf16>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %481 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %482 = stablehlo.add %481, %480 : tensor<1x197x3072xbf16>
    %cst_78 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %483 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %484 = stablehlo.multiply %483, %482 : tensor<1x197x3072xbf16>
    %485 = stablehlo.multiply %472, %484 : tensor<1x197x3072xbf16>
    %486 = stablehlo.dot_general %485, %arg91, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xbf16>, tensor<3072x768xbf16>) -> tensor<1x197x768xbf16>
    %487 = stablehlo.reshape %arg90 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %489 = stablehlo.add %486, %488 : tensor<1x197x768xbf16>
    %490 = stablehlo.add %437, %489 : tensor<1x197x768xbf16>
    %491 = stablehlo.convert %490 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %492 = chlo.square %491 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %493 = stablehlo.reduce(%491 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_80 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %495 = stablehlo.divide %493, %494 : tensor<1x197xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %496 = stablehlo.reduce(%492 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_82 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %498 = stablehlo.divide %496, %497 : tensor<1x197xf32>
    %499 = chlo.square %495 : tensor<1x197xf32> -> tensor<1x197xf32>
    %500 = stablehlo.subtract %498, %499 : tensor<1x197xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %502 = stablehlo.maximum %501, %500 : tensor<1x197xf32>
    %503 = stablehlo.broadcast_in_dim %495, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %504 = stablehlo.broadcast_in_dim %502, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %505 = stablehlo.convert %490 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %506 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %507 = stablehlo.subtract %505, %506 : tensor<1x197x768xf32>
    %cst_84 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %509 = stablehlo.add %504, %508 : tensor<1x197x1xf32>
    %510 = stablehlo.rsqrt %509 : tensor<1x197x1xf32>
    %511 = stablehlo.reshape %arg103 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %512 = stablehlo.convert %511 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %513 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %514 = stablehlo.broadcast_in_dim %512, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %515 = stablehlo.multiply %513, %514 : tensor<1x197x768xf32>
    %516 = stablehlo.multiply %507, %515 : tensor<1x197x768xf32>
    %517 = stablehlo.reshape %arg102 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %518 = stablehlo.convert %517 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %520 = stablehlo.add %516, %519 : tensor<1x197x768xf32>
    %521 = stablehlo.convert %520 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %522 = stablehlo.dot_general %521, %arg115, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %523 = stablehlo.reshape %arg114 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %525 = stablehlo.add %522, %524 : tensor<1x197x12x64xbf16>
    %526 = stablehlo.dot_general %521, %arg111, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %527 = stablehlo.reshape %arg110 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %528 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %529 = stablehlo.add %526, %528 : tensor<1x197x12x64xbf16>
    %530 = stablehlo.dot_general %521, %arg117, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %531 = stablehlo.reshape %arg116 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %533 = stablehlo.add %530, %532 : tensor<1x197x12x64xbf16>
    %cst_85 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %534 = stablehlo.sqrt %cst_85 : tensor<f32>
    %535 = stablehlo.convert %534 : (tensor<f32>) -> tensor<bf16>
    %536 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<bf16>) -> tensor<1x197x12x64xbf16>
    %537 = stablehlo.divide %525, %536 : tensor<1x197x12x64xbf16>
    %538 = stablehlo.dot_general %537, %529, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x197x12x64xbf16>) -> tensor<1x12x197x197xbf16>
    %cst_86 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %539 = stablehlo.reduce(%538 init: %cst_86) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xbf16>, tensor<bf16>) -> tensor<1x12x197xbf16>
    %cst_87 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %540 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<bf16>) -> tensor<1x12x197xbf16>
    %541 = stablehlo.maximum %540, %539 : tensor<1x12x197xbf16>
    %542 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2] : (tensor<1x12x197xbf16>) -> tensor<1x12x197x1xbf16>
    %543 = stablehlo.broadcast_in_dim %542, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %544 = stablehlo.subtract %538, %543 : tensor<1x12x197x197xbf16>
    %545 = stablehlo.exponential %544 : tensor<1x12x197x197xbf16>
    %546 = stablehlo.convert %545 : (tensor<1x12x197x197xbf16>) -> tensor<1x12x197x197xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %547 = stablehlo.reduce(%546 init: %cst_88) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %549 = stablehlo.convert %548 : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x1xbf16>
    %550 = stablehlo.broadcast_in_dim %549, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %551 = stablehlo.divide %545, %550 : tensor<1x12x197x197xbf16>
    %552 = stablehlo.dot_general %533, %551, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x12x197x197xbf16>) -> tensor<1x12x64x197xbf16>
    %553 = stablehlo.transpose %552, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xbf16>) -> tensor<1x197x12x64xbf16>
    %554 = stablehlo.dot_general %553, %arg113, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<1x197x768xbf16>
    %555 = stablehlo.reshape %arg112 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %557 = stablehlo.add %554, %556 : tensor<1x197x768xbf16>
    %558 = stablehlo.add %490, %557 : tensor<1x197x768xbf16>
    %559 = stablehlo.convert %558 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %560 = chlo.square %559 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %561 = stablehlo.reduce(%559 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_90 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %563 = stablehlo.divide %561, %562 : tensor<1x197xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%560 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_92 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %566 = stablehlo.divide %564, %565 : tensor<1x197xf32>
    %567 = chlo.square %563 : tensor<1x197xf32> -> tensor<1x197xf32>
    %568 = stablehlo.subtract %566, %567 : tensor<1x197xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %570 = stablehlo.maximum %569, %568 : tensor<1x197xf32>
    %571 = stablehlo.broadcast_in_dim %563, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %572 = stablehlo.broadcast_in_dim %570, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %573 = stablehlo.convert %558 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %574 = stablehlo.broadcast_in_dim %571, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %575 = stablehlo.subtract %573, %574 : tensor<1x197x768xf32>
    %cst_94 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %577 = stablehlo.add %572, %576 : tensor<1x197x1xf32>
    %578 = stablehlo.rsqrt %577 : tensor<1x197x1xf32>
    %579 = stablehlo.reshape %arg105 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %580 = stablehlo.convert %579 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %581 = stablehlo.broadcast_in_dim %578, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %582 = stablehlo.broadcast_in_dim %580, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %583 = stablehlo.multiply %581, %582 : tensor<1x197x768xf32>
    %584 = stablehlo.multiply %575, %583 : tensor<1x197x768xf32>
    %585 = stablehlo.reshape %arg104 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %586 = stablehlo.convert %585 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %587 = stablehlo.broadcast_in_dim %586, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %588 = stablehlo.add %584, %587 : tensor<1x197x768xf32>
    %589 = stablehlo.convert %588 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %590 = stablehlo.dot_general %589, %arg109, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x3072xbf16>) -> tensor<1x197x3072xbf16>
    %591 = stablehlo.reshape %arg108 : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 1, 2] : (tensor<1x1x3072xbf16>) -> tensor<1x197x3072xbf16>
    %593 = stablehlo.add %590, %592 : tensor<1x197x3072xbf16>
    %594 = stablehlo.multiply %593, %593 : tensor<1x197x3072xbf16>
    %595 = stablehlo.multiply %594, %593 : tensor<1x197x3072xbf16>
    %cst_95 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %596 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %597 = stablehlo.multiply %596, %595 : tensor<1x197x3072xbf16>
    %598 = stablehlo.add %593, %597 : tensor<1x197x3072xbf16>
    %cst_96 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %599 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %600 = stablehlo.multiply %599, %598 : tensor<1x197x3072xbf16>
    %601 = stablehlo.tanh %600 : tensor<1x197x3072xbf16>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %602 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %603 = stablehlo.add %602, %601 : tensor<1x197x3072xbf16>
    %cst_98 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %604 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %605 = stablehlo.multiply %604, %603 : tensor<1x197x3072xbf16>
    %606 = stablehlo.multiply %593, %605 : tensor<1x197x3072xbf16>
    %607 = stablehlo.dot_general %606, %arg107, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xbf16>, tensor<3072x768xbf16>) -> tensor<1x197x768xbf16>
    %608 = stablehlo.reshape %arg106 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %609 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %610 = stablehlo.add %607, %609 : tensor<1x197x768xbf16>
    %611 = stablehlo.add %558, %610 : tensor<1x197x768xbf16>
    %612 = stablehlo.convert %611 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %613 = chlo.square %612 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %614 = stablehlo.reduce(%612 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_100 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %616 = stablehlo.divide %614, %615 : tensor<1x197xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %617 = stablehlo.reduce(%613 init: %cst_101) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_102 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %619 = stablehlo.divide %617, %618 : tensor<1x197xf32>
    %620 = chlo.square %616 : tensor<1x197xf32> -> tensor<1x197xf32>
    %621 = stablehlo.subtract %619, %620 : tensor<1x197xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %623 = stablehlo.maximum %622, %621 : tensor<1x197xf32>
    %624 = stablehlo.broadcast_in_dim %616, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %625 = stablehlo.broadcast_in_dim %623, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %626 = stablehlo.convert %611 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %627 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %628 = stablehlo.subtract %626, %627 : tensor<1x197x768xf32>
    %cst_104 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %630 = stablehlo.add %625, %629 : tensor<1x197x1xf32>
    %631 = stablehlo.rsqrt %630 : tensor<1x197x1xf32>
    %632 = stablehlo.reshape %arg119 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %633 = stablehlo.convert %632 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %634 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %635 = stablehlo.broadcast_in_dim %633, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %636 = stablehlo.multiply %634, %635 : tensor<1x197x768xf32>
    %637 = stablehlo.multiply %628, %636 : tensor<1x197x768xf32>
    %638 = stablehlo.reshape %arg118 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %639 = stablehlo.convert %638 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %640 = stablehlo.broadcast_in_dim %639, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %641 = stablehlo.add %637, %640 : tensor<1x197x768xf32>
    %642 = stablehlo.convert %641 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %643 = stablehlo.dot_general %642, %arg131, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %644 = stablehlo.reshape %arg130 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %645 = stablehlo.broadcast_in_dim %644, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %646 = stablehlo.add %643, %645 : tensor<1x197x12x64xbf16>
    %647 = stablehlo.dot_general %642, %arg127, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %648 = stablehlo.reshape %arg126 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %649 = stablehlo.broadcast_in_dim %648, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %650 = stablehlo.add %647, %649 : tensor<1x197x12x64xbf16>
    %651 = stablehlo.dot_general %642, %arg133, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %652 = stablehlo.reshape %arg132 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %653 = stablehlo.broadcast_in_dim %652, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %654 = stablehlo.add %651, %653 : tensor<1x197x12x64xbf16>
    %cst_105 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %655 = stablehlo.sqrt %cst_105 : tensor<f32>
    %656 = stablehlo.convert %655 : (tensor<f32>) -> tensor<bf16>
    %657 = stablehlo.broadcast_in_dim %656, dims = [] : (tensor<bf16>) -> tensor<1x197x12x64xbf16>
    %658 = stablehlo.divide %646, %657 : tensor<1x197x12x64xbf16>
    %659 = stablehlo.dot_general %658, %650, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x197x12x64xbf16>) -> tensor<1x12x197x197xbf16>
    %cst_106 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %660 = stablehlo.reduce(%659 init: %cst_106) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xbf16>, tensor<bf16>) -> tensor<1x12x197xbf16>
    %cst_107 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %661 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<bf16>) -> tensor<1x12x197xbf16>
    %662 = stablehlo.maximum %661, %660 : tensor<1x12x197xbf16>
    %663 = stablehlo.broadcast_in_dim %662, dims = [0, 1, 2] : (tensor<1x12x197xbf16>) -> tensor<1x12x197x1xbf16>
    %664 = stablehlo.broadcast_in_dim %663, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %665 = stablehlo.subtract %659, %664 : tensor<1x12x197x197xbf16>
    %666 = stablehlo.exponential %665 : tensor<1x12x197x197xbf16>
    %667 = stablehlo.convert %666 : (tensor<1x12x197x197xbf16>) -> tensor<1x12x197x197xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %668 = stablehlo.reduce(%667 init: %cst_108) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %669 = stablehlo.broadcast_in_dim %668, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %670 = stablehlo.convert %669 : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x1xbf16>
    %671 = stablehlo.broadcast_in_dim %670, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %672 = stablehlo.divide %666, %671 : tensor<1x12x197x197xbf16>
    %673 = stablehlo.dot_general %654, %672, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x12x197x197xbf16>) -> tensor<1x12x64x197xbf16>
    %674 = stablehlo.transpose %673, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xbf16>) -> tensor<1x197x12x64xbf16>
    %675 = stablehlo.dot_general %674, %arg129, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<1x197x768xbf16>
    %676 = stablehlo.reshape %arg128 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %677 = stablehlo.broadcast_in_dim %676, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %678 = stablehlo.add %675, %677 : tensor<1x197x768xbf16>
    %679 = stablehlo.add %611, %678 : tensor<1x197x768xbf16>
    %680 = stablehlo.convert %679 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %681 = chlo.square %680 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %682 = stablehlo.reduce(%680 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_110 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %684 = stablehlo.divide %682, %683 : tensor<1x197xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %685 = stablehlo.reduce(%681 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_112 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %687 = stablehlo.divide %685, %686 : tensor<1x197xf32>
    %688 = chlo.square %684 : tensor<1x197xf32> -> tensor<1x197xf32>
    %689 = stablehlo.subtract %687, %688 : tensor<1x197xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %691 = stablehlo.maximum %690, %689 : tensor<1x197xf32>
    %692 = stablehlo.broadcast_in_dim %684, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %693 = stablehlo.broadcast_in_dim %691, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %694 = stablehlo.convert %679 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %695 = stablehlo.broadcast_in_dim %692, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %696 = stablehlo.subtract %694, %695 : tensor<1x197x768xf32>
    %cst_114 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %698 = stablehlo.add %693, %697 : tensor<1x197x1xf32>
    %699 = stablehlo.rsqrt %698 : tensor<1x197x1xf32>
    %700 = stablehlo.reshape %arg121 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %701 = stablehlo.convert %700 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %702 = stablehlo.broadcast_in_dim %699, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %703 = stablehlo.broadcast_in_dim %701, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %704 = stablehlo.multiply %702, %703 : tensor<1x197x768xf32>
    %705 = stablehlo.multiply %696, %704 : tensor<1x197x768xf32>
    %706 = stablehlo.reshape %arg120 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %707 = stablehlo.convert %706 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %708 = stablehlo.broadcast_in_dim %707, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %709 = stablehlo.add %705, %708 : tensor<1x197x768xf32>
    %710 = stablehlo.convert %709 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %711 = stablehlo.dot_general %710, %arg125, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x3072xbf16>) -> tensor<1x197x3072xbf16>
    %712 = stablehlo.reshape %arg124 : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %713 = stablehlo.broadcast_in_dim %712, dims = [0, 1, 2] : (tensor<1x1x3072xbf16>) -> tensor<1x197x3072xbf16>
    %714 = stablehlo.add %711, %713 : tensor<1x197x3072xbf16>
    %715 = stablehlo.multiply %714, %714 : tensor<1x197x3072xbf16>
    %716 = stablehlo.multiply %715, %714 : tensor<1x197x3072xbf16>
    %cst_115 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %717 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %718 = stablehlo.multiply %717, %716 : tensor<1x197x3072xbf16>
    %719 = stablehlo.add %714, %718 : tensor<1x197x3072xbf16>
    %cst_116 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %720 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %721 = stablehlo.multiply %720, %719 : tensor<1x197x3072xbf16>
    %722 = stablehlo.tanh %721 : tensor<1x197x3072xbf16>
    %cst_117 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %723 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %724 = stablehlo.add %723, %722 : tensor<1x197x3072xbf16>
    %cst_118 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %725 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %726 = stablehlo.multiply %725, %724 : tensor<1x197x3072xbf16>
    %727 = stablehlo.multiply %714, %726 : tensor<1x197x3072xbf16>
    %728 = stablehlo.dot_general %727, %arg123, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xbf16>, tensor<3072x768xbf16>) -> tensor<1x197x768xbf16>
    %729 = stablehlo.reshape %arg122 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %730 = stablehlo.broadcast_in_dim %729, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %731 = stablehlo.add %728, %730 : tensor<1x197x768xbf16>
    %732 = stablehlo.add %679, %731 : tensor<1x197x768xbf16>
    %733 = stablehlo.convert %732 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %734 = chlo.square %733 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %735 = stablehlo.reduce(%733 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_120 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %737 = stablehlo.divide %735, %736 : tensor<1x197xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %738 = stablehlo.reduce(%734 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_122 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %740 = stablehlo.divide %738, %739 : tensor<1x197xf32>
    %741 = chlo.square %737 : tensor<1x197xf32> -> tensor<1x197xf32>
    %742 = stablehlo.subtract %740, %741 : tensor<1x197xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %744 = stablehlo.maximum %743, %742 : tensor<1x197xf32>
    %745 = stablehlo.broadcast_in_dim %737, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %746 = stablehlo.broadcast_in_dim %744, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %747 = stablehlo.convert %732 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %748 = stablehlo.broadcast_in_dim %745, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %749 = stablehlo.subtract %747, %748 : tensor<1x197x768xf32>
    %cst_124 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %751 = stablehlo.add %746, %750 : tensor<1x197x1xf32>
    %752 = stablehlo.rsqrt %751 : tensor<1x197x1xf32>
    %753 = stablehlo.reshape %arg135 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %754 = stablehlo.convert %753 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %755 = stablehlo.broadcast_in_dim %752, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %756 = stablehlo.broadcast_in_dim %754, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %757 = stablehlo.multiply %755, %756 : tensor<1x197x768xf32>
    %758 = stablehlo.multiply %749, %757 : tensor<1x197x768xf32>
    %759 = stablehlo.reshape %arg134 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %760 = stablehlo.convert %759 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %761 = stablehlo.broadcast_in_dim %760, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %762 = stablehlo.add %758, %761 : tensor<1x197x768xf32>
    %763 = stablehlo.convert %762 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %764 = stablehlo.dot_general %763, %arg147, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %765 = stablehlo.reshape %arg146 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %766 = stablehlo.broadcast_in_dim %765, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %767 = stablehlo.add %764, %766 : tensor<1x197x12x64xbf16>
    %768 = stablehlo.dot_general %763, %arg143, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %769 = stablehlo.reshape %arg142 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %770 = stablehlo.broadcast_in_dim %769, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %771 = stablehlo.add %768, %770 : tensor<1x197x12x64xbf16>
    %772 = stablehlo.dot_general %763, %arg149, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %773 = stablehlo.reshape %arg148 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %774 = stablehlo.broadcast_in_dim %773, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %775 = stablehlo.add %772, %774 : tensor<1x197x12x64xbf16>
    %cst_125 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %776 = stablehlo.sqrt %cst_125 : tensor<f32>
    %777 = stablehlo.convert %776 : (tensor<f32>) -> tensor<bf16>
    %778 = stablehlo.broadcast_in_dim %777, dims = [] : (tensor<bf16>) -> tensor<1x197x12x64xbf16>
    %779 = stablehlo.divide %767, %778 : tensor<1x197x12x64xbf16>
    %780 = stablehlo.dot_general %779, %771, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x197x12x64xbf16>) -> tensor<1x12x197x197xbf16>
    %cst_126 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %781 = stablehlo.reduce(%780 init: %cst_126) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xbf16>, tensor<bf16>) -> tensor<1x12x197xbf16>
    %cst_127 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %782 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<bf16>) -> tensor<1x12x197xbf16>
    %783 = stablehlo.maximum %782, %781 : tensor<1x12x197xbf16>
    %784 = stablehlo.broadcast_in_dim %783, dims = [0, 1, 2] : (tensor<1x12x197xbf16>) -> tensor<1x12x197x1xbf16>
    %785 = stablehlo.broadcast_in_dim %784, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %786 = stablehlo.subtract %780, %785 : tensor<1x12x197x197xbf16>
    %787 = stablehlo.exponential %786 : tensor<1x12x197x197xbf16>
    %788 = stablehlo.convert %787 : (tensor<1x12x197x197xbf16>) -> tensor<1x12x197x197xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %789 = stablehlo.reduce(%788 init: %cst_128) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %790 = stablehlo.broadcast_in_dim %789, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %791 = stablehlo.convert %790 : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x1xbf16>
    %792 = stablehlo.broadcast_in_dim %791, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %793 = stablehlo.divide %787, %792 : tensor<1x12x197x197xbf16>
    %794 = stablehlo.dot_general %775, %793, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x12x197x197xbf16>) -> tensor<1x12x64x197xbf16>
    %795 = stablehlo.transpose %794, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xbf16>) -> tensor<1x197x12x64xbf16>
    %796 = stablehlo.dot_general %795, %arg145, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<1x197x768xbf16>
    %797 = stablehlo.reshape %arg144 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %798 = stablehlo.broadcast_in_dim %797, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %799 = stablehlo.add %796, %798 : tensor<1x197x768xbf16>
    %800 = stablehlo.add %732, %799 : tensor<1x197x768xbf16>
    %801 = stablehlo.convert %800 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %802 = chlo.square %801 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %803 = stablehlo.reduce(%801 init: %cst_129) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_130 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %805 = stablehlo.divide %803, %804 : tensor<1x197xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %806 = stablehlo.reduce(%802 init: %cst_131) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_132 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %808 = stablehlo.divide %806, %807 : tensor<1x197xf32>
    %809 = chlo.square %805 : tensor<1x197xf32> -> tensor<1x197xf32>
    %810 = stablehlo.subtract %808, %809 : tensor<1x197xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %812 = stablehlo.maximum %811, %810 : tensor<1x197xf32>
    %813 = stablehlo.broadcast_in_dim %805, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %814 = stablehlo.broadcast_in_dim %812, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %815 = stablehlo.convert %800 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %816 = stablehlo.broadcast_in_dim %813, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %817 = stablehlo.subtract %815, %816 : tensor<1x197x768xf32>
    %cst_134 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %819 = stablehlo.add %814, %818 : tensor<1x197x1xf32>
    %820 = stablehlo.rsqrt %819 : tensor<1x197x1xf32>
    %821 = stablehlo.reshape %arg137 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %822 = stablehlo.convert %821 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %823 = stablehlo.broadcast_in_dim %820, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %824 = stablehlo.broadcast_in_dim %822, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %825 = stablehlo.multiply %823, %824 : tensor<1x197x768xf32>
    %826 = stablehlo.multiply %817, %825 : tensor<1x197x768xf32>
    %827 = stablehlo.reshape %arg136 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %828 = stablehlo.convert %827 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %829 = stablehlo.broadcast_in_dim %828, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %830 = stablehlo.add %826, %829 : tensor<1x197x768xf32>
    %831 = stablehlo.convert %830 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %832 = stablehlo.dot_general %831, %arg141, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x3072xbf16>) -> tensor<1x197x3072xbf16>
    %833 = stablehlo.reshape %arg140 : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %834 = stablehlo.broadcast_in_dim %833, dims = [0, 1, 2] : (tensor<1x1x3072xbf16>) -> tensor<1x197x3072xbf16>
    %835 = stablehlo.add %832, %834 : tensor<1x197x3072xbf16>
    %836 = stablehlo.multiply %835, %835 : tensor<1x197x3072xbf16>
    %837 = stablehlo.multiply %836, %835 : tensor<1x197x3072xbf16>
    %cst_135 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %838 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %839 = stablehlo.multiply %838, %837 : tensor<1x197x3072xbf16>
    %840 = stablehlo.add %835, %839 : tensor<1x197x3072xbf16>
    %cst_136 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %841 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %842 = stablehlo.multiply %841, %840 : tensor<1x197x3072xbf16>
    %843 = stablehlo.tanh %842 : tensor<1x197x3072xbf16>
    %cst_137 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %844 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %845 = stablehlo.add %844, %843 : tensor<1x197x3072xbf16>
    %cst_138 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %846 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %847 = stablehlo.multiply %846, %845 : tensor<1x197x3072xbf16>
    %848 = stablehlo.multiply %835, %847 : tensor<1x197x3072xbf16>
    %849 = stablehlo.dot_general %848, %arg139, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xbf16>, tensor<3072x768xbf16>) -> tensor<1x197x768xbf16>
    %850 = stablehlo.reshape %arg138 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %851 = stablehlo.broadcast_in_dim %850, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %852 = stablehlo.add %849, %851 : tensor<1x197x768xbf16>
    %853 = stablehlo.add %800, %852 : tensor<1x197x768xbf16>
    %854 = stablehlo.convert %853 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %855 = chlo.square %854 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %856 = stablehlo.reduce(%854 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_140 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %858 = stablehlo.divide %856, %857 : tensor<1x197xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %859 = stablehlo.reduce(%855 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_142 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %861 = stablehlo.divide %859, %860 : tensor<1x197xf32>
    %862 = chlo.square %858 : tensor<1x197xf32> -> tensor<1x197xf32>
    %863 = stablehlo.subtract %861, %862 : tensor<1x197xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %865 = stablehlo.maximum %864, %863 : tensor<1x197xf32>
    %866 = stablehlo.broadcast_in_dim %858, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %867 = stablehlo.broadcast_in_dim %865, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %868 = stablehlo.convert %853 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %869 = stablehlo.broadcast_in_dim %866, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %870 = stablehlo.subtract %868, %869 : tensor<1x197x768xf32>
    %cst_144 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %872 = stablehlo.add %867, %871 : tensor<1x197x1xf32>
    %873 = stablehlo.rsqrt %872 : tensor<1x197x1xf32>
    %874 = stablehlo.reshape %arg151 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %875 = stablehlo.convert %874 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %876 = stablehlo.broadcast_in_dim %873, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %877 = stablehlo.broadcast_in_dim %875, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %878 = stablehlo.multiply %876, %877 : tensor<1x197x768xf32>
    %879 = stablehlo.multiply %870, %878 : tensor<1x197x768xf32>
    %880 = stablehlo.reshape %arg150 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %881 = stablehlo.convert %880 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %882 = stablehlo.broadcast_in_dim %881, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %883 = stablehlo.add %879, %882 : tensor<1x197x768xf32>
    %884 = stablehlo.convert %883 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %885 = stablehlo.dot_general %884, %arg163, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %886 = stablehlo.reshape %arg162 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %887 = stablehlo.broadcast_in_dim %886, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %888 = stablehlo.add %885, %887 : tensor<1x197x12x64xbf16>
    %889 = stablehlo.dot_general %884, %arg159, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %890 = stablehlo.reshape %arg158 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %891 = stablehlo.broadcast_in_dim %890, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %892 = stablehlo.add %889, %891 : tensor<1x197x12x64xbf16>
    %893 = stablehlo.dot_general %884, %arg165, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %894 = stablehlo.reshape %arg164 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %895 = stablehlo.broadcast_in_dim %894, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %896 = stablehlo.add %893, %895 : tensor<1x197x12x64xbf16>
    %cst_145 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %897 = stablehlo.sqrt %cst_145 : tensor<f32>
    %898 = stablehlo.convert %897 : (tensor<f32>) -> tensor<bf16>
    %899 = stablehlo.broadcast_in_dim %898, dims = [] : (tensor<bf16>) -> tensor<1x197x12x64xbf16>
    %900 = stablehlo.divide %888, %899 : tensor<1x197x12x64xbf16>
    %901 = stablehlo.dot_general %900, %892, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x197x12x64xbf16>) -> tensor<1x12x197x197xbf16>
    %cst_146 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %902 = stablehlo.reduce(%901 init: %cst_146) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xbf16>, tensor<bf16>) -> tensor<1x12x197xbf16>
    %cst_147 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %903 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<bf16>) -> tensor<1x12x197xbf16>
    %904 = stablehlo.maximum %903, %902 : tensor<1x12x197xbf16>
    %905 = stablehlo.broadcast_in_dim %904, dims = [0, 1, 2] : (tensor<1x12x197xbf16>) -> tensor<1x12x197x1xbf16>
    %906 = stablehlo.broadcast_in_dim %905, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %907 = stablehlo.subtract %901, %906 : tensor<1x12x197x197xbf16>
    %908 = stablehlo.exponential %907 : tensor<1x12x197x197xbf16>
    %909 = stablehlo.convert %908 : (tensor<1x12x197x197xbf16>) -> tensor<1x12x197x197xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %910 = stablehlo.reduce(%909 init: %cst_148) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %911 = stablehlo.broadcast_in_dim %910, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %912 = stablehlo.convert %911 : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x1xbf16>
    %913 = stablehlo.broadcast_in_dim %912, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %914 = stablehlo.divide %908, %913 : tensor<1x12x197x197xbf16>
    %915 = stablehlo.dot_general %896, %914, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x12x197x197xbf16>) -> tensor<1x12x64x197xbf16>
    %916 = stablehlo.transpose %915, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xbf16>) -> tensor<1x197x12x64xbf16>
    %917 = stablehlo.dot_general %916, %arg161, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<1x197x768xbf16>
    %918 = stablehlo.reshape %arg160 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %919 = stablehlo.broadcast_in_dim %918, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %920 = stablehlo.add %917, %919 : tensor<1x197x768xbf16>
    %921 = stablehlo.add %853, %920 : tensor<1x197x768xbf16>
    %922 = stablehlo.convert %921 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %923 = chlo.square %922 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %924 = stablehlo.reduce(%922 init: %cst_149) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_150 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %925 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %926 = stablehlo.divide %924, %925 : tensor<1x197xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %927 = stablehlo.reduce(%923 init: %cst_151) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_152 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %928 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %929 = stablehlo.divide %927, %928 : tensor<1x197xf32>
    %930 = chlo.square %926 : tensor<1x197xf32> -> tensor<1x197xf32>
    %931 = stablehlo.subtract %929, %930 : tensor<1x197xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %933 = stablehlo.maximum %932, %931 : tensor<1x197xf32>
    %934 = stablehlo.broadcast_in_dim %926, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %935 = stablehlo.broadcast_in_dim %933, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %936 = stablehlo.convert %921 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %937 = stablehlo.broadcast_in_dim %934, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %938 = stablehlo.subtract %936, %937 : tensor<1x197x768xf32>
    %cst_154 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %940 = stablehlo.add %935, %939 : tensor<1x197x1xf32>
    %941 = stablehlo.rsqrt %940 : tensor<1x197x1xf32>
    %942 = stablehlo.reshape %arg153 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %943 = stablehlo.convert %942 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %944 = stablehlo.broadcast_in_dim %941, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %945 = stablehlo.broadcast_in_dim %943, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %946 = stablehlo.multiply %944, %945 : tensor<1x197x768xf32>
    %947 = stablehlo.multiply %938, %946 : tensor<1x197x768xf32>
    %948 = stablehlo.reshape %arg152 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %949 = stablehlo.convert %948 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %950 = stablehlo.broadcast_in_dim %949, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %951 = stablehlo.add %947, %950 : tensor<1x197x768xf32>
    %952 = stablehlo.convert %951 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %953 = stablehlo.dot_general %952, %arg157, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x3072xbf16>) -> tensor<1x197x3072xbf16>
    %954 = stablehlo.reshape %arg156 : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %955 = stablehlo.broadcast_in_dim %954, dims = [0, 1, 2] : (tensor<1x1x3072xbf16>) -> tensor<1x197x3072xbf16>
    %956 = stablehlo.add %953, %955 : tensor<1x197x3072xbf16>
    %957 = stablehlo.multiply %956, %956 : tensor<1x197x3072xbf16>
    %958 = stablehlo.multiply %957, %956 : tensor<1x197x3072xbf16>
    %cst_155 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %959 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %960 = stablehlo.multiply %959, %958 : tensor<1x197x3072xbf16>
    %961 = stablehlo.add %956, %960 : tensor<1x197x3072xbf16>
    %cst_156 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %962 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %963 = stablehlo.multiply %962, %961 : tensor<1x197x3072xbf16>
    %964 = stablehlo.tanh %963 : tensor<1x197x3072xbf16>
    %cst_157 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %965 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %966 = stablehlo.add %965, %964 : tensor<1x197x3072xbf16>
    %cst_158 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %967 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %968 = stablehlo.multiply %967, %966 : tensor<1x197x3072xbf16>
    %969 = stablehlo.multiply %956, %968 : tensor<1x197x3072xbf16>
    %970 = stablehlo.dot_general %969, %arg155, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xbf16>, tensor<3072x768xbf16>) -> tensor<1x197x768xbf16>
    %971 = stablehlo.reshape %arg154 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %972 = stablehlo.broadcast_in_dim %971, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %973 = stablehlo.add %970, %972 : tensor<1x197x768xbf16>
    %974 = stablehlo.add %921, %973 : tensor<1x197x768xbf16>
    %975 = stablehlo.convert %974 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %976 = chlo.square %975 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %977 = stablehlo.reduce(%975 init: %cst_159) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_160 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %978 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %979 = stablehlo.divide %977, %978 : tensor<1x197xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %980 = stablehlo.reduce(%976 init: %cst_161) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_162 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %981 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %982 = stablehlo.divide %980, %981 : tensor<1x197xf32>
    %983 = chlo.square %979 : tensor<1x197xf32> -> tensor<1x197xf32>
    %984 = stablehlo.subtract %982, %983 : tensor<1x197xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %986 = stablehlo.maximum %985, %984 : tensor<1x197xf32>
    %987 = stablehlo.broadcast_in_dim %979, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %988 = stablehlo.broadcast_in_dim %986, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %989 = stablehlo.convert %974 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %990 = stablehlo.broadcast_in_dim %987, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %991 = stablehlo.subtract %989, %990 : tensor<1x197x768xf32>
    %cst_164 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %993 = stablehlo.add %988, %992 : tensor<1x197x1xf32>
    %994 = stablehlo.rsqrt %993 : tensor<1x197x1xf32>
    %995 = stablehlo.reshape %arg167 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %996 = stablehlo.convert %995 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %997 = stablehlo.broadcast_in_dim %994, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %998 = stablehlo.broadcast_in_dim %996, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %999 = stablehlo.multiply %997, %998 : tensor<1x197x768xf32>
    %1000 = stablehlo.multiply %991, %999 : tensor<1x197x768xf32>
    %1001 = stablehlo.reshape %arg166 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1002 = stablehlo.convert %1001 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %1003 = stablehlo.broadcast_in_dim %1002, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1004 = stablehlo.add %1000, %1003 : tensor<1x197x768xf32>
    %1005 = stablehlo.convert %1004 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %1006 = stablehlo.dot_general %1005, %arg179, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1007 = stablehlo.reshape %arg178 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %1008 = stablehlo.broadcast_in_dim %1007, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1009 = stablehlo.add %1006, %1008 : tensor<1x197x12x64xbf16>
    %1010 = stablehlo.dot_general %1005, %arg175, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1011 = stablehlo.reshape %arg174 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %1012 = stablehlo.broadcast_in_dim %1011, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1013 = stablehlo.add %1010, %1012 : tensor<1x197x12x64xbf16>
    %1014 = stablehlo.dot_general %1005, %arg181, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1015 = stablehlo.reshape %arg180 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %1016 = stablehlo.broadcast_in_dim %1015, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1017 = stablehlo.add %1014, %1016 : tensor<1x197x12x64xbf16>
    %cst_165 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1018 = stablehlo.sqrt %cst_165 : tensor<f32>
    %1019 = stablehlo.convert %1018 : (tensor<f32>) -> tensor<bf16>
    %1020 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<bf16>) -> tensor<1x197x12x64xbf16>
    %1021 = stablehlo.divide %1009, %1020 : tensor<1x197x12x64xbf16>
    %1022 = stablehlo.dot_general %1021, %1013, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x197x12x64xbf16>) -> tensor<1x12x197x197xbf16>
    %cst_166 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %1023 = stablehlo.reduce(%1022 init: %cst_166) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xbf16>, tensor<bf16>) -> tensor<1x12x197xbf16>
    %cst_167 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %1024 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<bf16>) -> tensor<1x12x197xbf16>
    %1025 = stablehlo.maximum %1024, %1023 : tensor<1x12x197xbf16>
    %1026 = stablehlo.broadcast_in_dim %1025, dims = [0, 1, 2] : (tensor<1x12x197xbf16>) -> tensor<1x12x197x1xbf16>
    %1027 = stablehlo.broadcast_in_dim %1026, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %1028 = stablehlo.subtract %1022, %1027 : tensor<1x12x197x197xbf16>
    %1029 = stablehlo.exponential %1028 : tensor<1x12x197x197xbf16>
    %1030 = stablehlo.convert %1029 : (tensor<1x12x197x197xbf16>) -> tensor<1x12x197x197xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1031 = stablehlo.reduce(%1030 init: %cst_168) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %1032 = stablehlo.broadcast_in_dim %1031, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %1033 = stablehlo.convert %1032 : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x1xbf16>
    %1034 = stablehlo.broadcast_in_dim %1033, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %1035 = stablehlo.divide %1029, %1034 : tensor<1x12x197x197xbf16>
    %1036 = stablehlo.dot_general %1017, %1035, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x12x197x197xbf16>) -> tensor<1x12x64x197xbf16>
    %1037 = stablehlo.transpose %1036, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xbf16>) -> tensor<1x197x12x64xbf16>
    %1038 = stablehlo.dot_general %1037, %arg177, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<1x197x768xbf16>
    %1039 = stablehlo.reshape %arg176 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1040 = stablehlo.broadcast_in_dim %1039, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %1041 = stablehlo.add %1038, %1040 : tensor<1x197x768xbf16>
    %1042 = stablehlo.add %974, %1041 : tensor<1x197x768xbf16>
    %1043 = stablehlo.convert %1042 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %1044 = chlo.square %1043 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1045 = stablehlo.reduce(%1043 init: %cst_169) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_170 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1047 = stablehlo.divide %1045, %1046 : tensor<1x197xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1048 = stablehlo.reduce(%1044 init: %cst_171) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_172 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1050 = stablehlo.divide %1048, %1049 : tensor<1x197xf32>
    %1051 = chlo.square %1047 : tensor<1x197xf32> -> tensor<1x197xf32>
    %1052 = stablehlo.subtract %1050, %1051 : tensor<1x197xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1053 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1054 = stablehlo.maximum %1053, %1052 : tensor<1x197xf32>
    %1055 = stablehlo.broadcast_in_dim %1047, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1056 = stablehlo.broadcast_in_dim %1054, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1057 = stablehlo.convert %1042 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %1058 = stablehlo.broadcast_in_dim %1055, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1059 = stablehlo.subtract %1057, %1058 : tensor<1x197x768xf32>
    %cst_174 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %1061 = stablehlo.add %1056, %1060 : tensor<1x197x1xf32>
    %1062 = stablehlo.rsqrt %1061 : tensor<1x197x1xf32>
    %1063 = stablehlo.reshape %arg169 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1064 = stablehlo.convert %1063 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %1065 = stablehlo.broadcast_in_dim %1062, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1066 = stablehlo.broadcast_in_dim %1064, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1067 = stablehlo.multiply %1065, %1066 : tensor<1x197x768xf32>
    %1068 = stablehlo.multiply %1059, %1067 : tensor<1x197x768xf32>
    %1069 = stablehlo.reshape %arg168 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1070 = stablehlo.convert %1069 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %1071 = stablehlo.broadcast_in_dim %1070, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1072 = stablehlo.add %1068, %1071 : tensor<1x197x768xf32>
    %1073 = stablehlo.convert %1072 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %1074 = stablehlo.dot_general %1073, %arg173, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x3072xbf16>) -> tensor<1x197x3072xbf16>
    %1075 = stablehlo.reshape %arg172 : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %1076 = stablehlo.broadcast_in_dim %1075, dims = [0, 1, 2] : (tensor<1x1x3072xbf16>) -> tensor<1x197x3072xbf16>
    %1077 = stablehlo.add %1074, %1076 : tensor<1x197x3072xbf16>
    %1078 = stablehlo.multiply %1077, %1077 : tensor<1x197x3072xbf16>
    %1079 = stablehlo.multiply %1078, %1077 : tensor<1x197x3072xbf16>
    %cst_175 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %1080 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %1081 = stablehlo.multiply %1080, %1079 : tensor<1x197x3072xbf16>
    %1082 = stablehlo.add %1077, %1081 : tensor<1x197x3072xbf16>
    %cst_176 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %1083 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %1084 = stablehlo.multiply %1083, %1082 : tensor<1x197x3072xbf16>
    %1085 = stablehlo.tanh %1084 : tensor<1x197x3072xbf16>
    %cst_177 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1086 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %1087 = stablehlo.add %1086, %1085 : tensor<1x197x3072xbf16>
    %cst_178 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %1088 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %1089 = stablehlo.multiply %1088, %1087 : tensor<1x197x3072xbf16>
    %1090 = stablehlo.multiply %1077, %1089 : tensor<1x197x3072xbf16>
    %1091 = stablehlo.dot_general %1090, %arg171, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xbf16>, tensor<3072x768xbf16>) -> tensor<1x197x768xbf16>
    %1092 = stablehlo.reshape %arg170 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1093 = stablehlo.broadcast_in_dim %1092, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %1094 = stablehlo.add %1091, %1093 : tensor<1x197x768xbf16>
    %1095 = stablehlo.add %1042, %1094 : tensor<1x197x768xbf16>
    %1096 = stablehlo.convert %1095 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %1097 = chlo.square %1096 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1098 = stablehlo.reduce(%1096 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_180 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1100 = stablehlo.divide %1098, %1099 : tensor<1x197xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1101 = stablehlo.reduce(%1097 init: %cst_181) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_182 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1103 = stablehlo.divide %1101, %1102 : tensor<1x197xf32>
    %1104 = chlo.square %1100 : tensor<1x197xf32> -> tensor<1x197xf32>
    %1105 = stablehlo.subtract %1103, %1104 : tensor<1x197xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1106 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1107 = stablehlo.maximum %1106, %1105 : tensor<1x197xf32>
    %1108 = stablehlo.broadcast_in_dim %1100, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1109 = stablehlo.broadcast_in_dim %1107, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1110 = stablehlo.convert %1095 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %1111 = stablehlo.broadcast_in_dim %1108, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1112 = stablehlo.subtract %1110, %1111 : tensor<1x197x768xf32>
    %cst_184 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %1114 = stablehlo.add %1109, %1113 : tensor<1x197x1xf32>
    %1115 = stablehlo.rsqrt %1114 : tensor<1x197x1xf32>
    %1116 = stablehlo.reshape %arg183 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1117 = stablehlo.convert %1116 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %1118 = stablehlo.broadcast_in_dim %1115, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1119 = stablehlo.broadcast_in_dim %1117, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1120 = stablehlo.multiply %1118, %1119 : tensor<1x197x768xf32>
    %1121 = stablehlo.multiply %1112, %1120 : tensor<1x197x768xf32>
    %1122 = stablehlo.reshape %arg182 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1123 = stablehlo.convert %1122 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %1124 = stablehlo.broadcast_in_dim %1123, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1125 = stablehlo.add %1121, %1124 : tensor<1x197x768xf32>
    %1126 = stablehlo.convert %1125 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %1127 = stablehlo.dot_general %1126, %arg195, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1128 = stablehlo.reshape %arg194 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %1129 = stablehlo.broadcast_in_dim %1128, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1130 = stablehlo.add %1127, %1129 : tensor<1x197x12x64xbf16>
    %1131 = stablehlo.dot_general %1126, %arg191, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1132 = stablehlo.reshape %arg190 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %1133 = stablehlo.broadcast_in_dim %1132, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1134 = stablehlo.add %1131, %1133 : tensor<1x197x12x64xbf16>
    %1135 = stablehlo.dot_general %1126, %arg197, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1136 = stablehlo.reshape %arg196 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %1137 = stablehlo.broadcast_in_dim %1136, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1138 = stablehlo.add %1135, %1137 : tensor<1x197x12x64xbf16>
    %cst_185 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1139 = stablehlo.sqrt %cst_185 : tensor<f32>
    %1140 = stablehlo.convert %1139 : (tensor<f32>) -> tensor<bf16>
    %1141 = stablehlo.broadcast_in_dim %1140, dims = [] : (tensor<bf16>) -> tensor<1x197x12x64xbf16>
    %1142 = stablehlo.divide %1130, %1141 : tensor<1x197x12x64xbf16>
    %1143 = stablehlo.dot_general %1142, %1134, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x197x12x64xbf16>) -> tensor<1x12x197x197xbf16>
    %cst_186 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %1144 = stablehlo.reduce(%1143 init: %cst_186) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xbf16>, tensor<bf16>) -> tensor<1x12x197xbf16>
    %cst_187 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %1145 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<bf16>) -> tensor<1x12x197xbf16>
    %1146 = stablehlo.maximum %1145, %1144 : tensor<1x12x197xbf16>
    %1147 = stablehlo.broadcast_in_dim %1146, dims = [0, 1, 2] : (tensor<1x12x197xbf16>) -> tensor<1x12x197x1xbf16>
    %1148 = stablehlo.broadcast_in_dim %1147, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %1149 = stablehlo.subtract %1143, %1148 : tensor<1x12x197x197xbf16>
    %1150 = stablehlo.exponential %1149 : tensor<1x12x197x197xbf16>
    %1151 = stablehlo.convert %1150 : (tensor<1x12x197x197xbf16>) -> tensor<1x12x197x197xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1152 = stablehlo.reduce(%1151 init: %cst_188) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %1153 = stablehlo.broadcast_in_dim %1152, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %1154 = stablehlo.convert %1153 : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x1xbf16>
    %1155 = stablehlo.broadcast_in_dim %1154, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %1156 = stablehlo.divide %1150, %1155 : tensor<1x12x197x197xbf16>
    %1157 = stablehlo.dot_general %1138, %1156, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x12x197x197xbf16>) -> tensor<1x12x64x197xbf16>
    %1158 = stablehlo.transpose %1157, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xbf16>) -> tensor<1x197x12x64xbf16>
    %1159 = stablehlo.dot_general %1158, %arg193, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<1x197x768xbf16>
    %1160 = stablehlo.reshape %arg192 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1161 = stablehlo.broadcast_in_dim %1160, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %1162 = stablehlo.add %1159, %1161 : tensor<1x197x768xbf16>
    %1163 = stablehlo.add %1095, %1162 : tensor<1x197x768xbf16>
    %1164 = stablehlo.convert %1163 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %1165 = chlo.square %1164 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1166 = stablehlo.reduce(%1164 init: %cst_189) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_190 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1167 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1168 = stablehlo.divide %1166, %1167 : tensor<1x197xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1169 = stablehlo.reduce(%1165 init: %cst_191) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_192 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1170 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1171 = stablehlo.divide %1169, %1170 : tensor<1x197xf32>
    %1172 = chlo.square %1168 : tensor<1x197xf32> -> tensor<1x197xf32>
    %1173 = stablehlo.subtract %1171, %1172 : tensor<1x197xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1174 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1175 = stablehlo.maximum %1174, %1173 : tensor<1x197xf32>
    %1176 = stablehlo.broadcast_in_dim %1168, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1177 = stablehlo.broadcast_in_dim %1175, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1178 = stablehlo.convert %1163 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %1179 = stablehlo.broadcast_in_dim %1176, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1180 = stablehlo.subtract %1178, %1179 : tensor<1x197x768xf32>
    %cst_194 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1181 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %1182 = stablehlo.add %1177, %1181 : tensor<1x197x1xf32>
    %1183 = stablehlo.rsqrt %1182 : tensor<1x197x1xf32>
    %1184 = stablehlo.reshape %arg185 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1185 = stablehlo.convert %1184 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %1186 = stablehlo.broadcast_in_dim %1183, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1187 = stablehlo.broadcast_in_dim %1185, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1188 = stablehlo.multiply %1186, %1187 : tensor<1x197x768xf32>
    %1189 = stablehlo.multiply %1180, %1188 : tensor<1x197x768xf32>
    %1190 = stablehlo.reshape %arg184 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1191 = stablehlo.convert %1190 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %1192 = stablehlo.broadcast_in_dim %1191, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1193 = stablehlo.add %1189, %1192 : tensor<1x197x768xf32>
    %1194 = stablehlo.convert %1193 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %1195 = stablehlo.dot_general %1194, %arg189, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x3072xbf16>) -> tensor<1x197x3072xbf16>
    %1196 = stablehlo.reshape %arg188 : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %1197 = stablehlo.broadcast_in_dim %1196, dims = [0, 1, 2] : (tensor<1x1x3072xbf16>) -> tensor<1x197x3072xbf16>
    %1198 = stablehlo.add %1195, %1197 : tensor<1x197x3072xbf16>
    %1199 = stablehlo.multiply %1198, %1198 : tensor<1x197x3072xbf16>
    %1200 = stablehlo.multiply %1199, %1198 : tensor<1x197x3072xbf16>
    %cst_195 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %1201 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %1202 = stablehlo.multiply %1201, %1200 : tensor<1x197x3072xbf16>
    %1203 = stablehlo.add %1198, %1202 : tensor<1x197x3072xbf16>
    %cst_196 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %1204 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %1205 = stablehlo.multiply %1204, %1203 : tensor<1x197x3072xbf16>
    %1206 = stablehlo.tanh %1205 : tensor<1x197x3072xbf16>
    %cst_197 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1207 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %1208 = stablehlo.add %1207, %1206 : tensor<1x197x3072xbf16>
    %cst_198 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %1209 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %1210 = stablehlo.multiply %1209, %1208 : tensor<1x197x3072xbf16>
    %1211 = stablehlo.multiply %1198, %1210 : tensor<1x197x3072xbf16>
    %1212 = stablehlo.dot_general %1211, %arg187, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xbf16>, tensor<3072x768xbf16>) -> tensor<1x197x768xbf16>
    %1213 = stablehlo.reshape %arg186 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1214 = stablehlo.broadcast_in_dim %1213, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %1215 = stablehlo.add %1212, %1214 : tensor<1x197x768xbf16>
    %1216 = stablehlo.add %1163, %1215 : tensor<1x197x768xbf16>
    %1217 = stablehlo.convert %1216 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %1218 = chlo.square %1217 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1219 = stablehlo.reduce(%1217 init: %cst_199) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_200 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1220 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1221 = stablehlo.divide %1219, %1220 : tensor<1x197xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1222 = stablehlo.reduce(%1218 init: %cst_201) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_202 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1224 = stablehlo.divide %1222, %1223 : tensor<1x197xf32>
    %1225 = chlo.square %1221 : tensor<1x197xf32> -> tensor<1x197xf32>
    %1226 = stablehlo.subtract %1224, %1225 : tensor<1x197xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1227 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1228 = stablehlo.maximum %1227, %1226 : tensor<1x197xf32>
    %1229 = stablehlo.broadcast_in_dim %1221, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1230 = stablehlo.broadcast_in_dim %1228, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1231 = stablehlo.convert %1216 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %1232 = stablehlo.broadcast_in_dim %1229, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1233 = stablehlo.subtract %1231, %1232 : tensor<1x197x768xf32>
    %cst_204 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1234 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %1235 = stablehlo.add %1230, %1234 : tensor<1x197x1xf32>
    %1236 = stablehlo.rsqrt %1235 : tensor<1x197x1xf32>
    %1237 = stablehlo.reshape %arg39 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1238 = stablehlo.convert %1237 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %1239 = stablehlo.broadcast_in_dim %1236, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1240 = stablehlo.broadcast_in_dim %1238, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1241 = stablehlo.multiply %1239, %1240 : tensor<1x197x768xf32>
    %1242 = stablehlo.multiply %1233, %1241 : tensor<1x197x768xf32>
    %1243 = stablehlo.reshape %arg38 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1244 = stablehlo.convert %1243 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %1245 = stablehlo.broadcast_in_dim %1244, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1246 = stablehlo.add %1242, %1245 : tensor<1x197x768xf32>
    %1247 = stablehlo.convert %1246 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %1248 = stablehlo.dot_general %1247, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1249 = stablehlo.reshape %arg50 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %1250 = stablehlo.broadcast_in_dim %1249, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1251 = stablehlo.add %1248, %1250 : tensor<1x197x12x64xbf16>
    %1252 = stablehlo.dot_general %1247, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1253 = stablehlo.reshape %arg46 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %1254 = stablehlo.broadcast_in_dim %1253, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1255 = stablehlo.add %1252, %1254 : tensor<1x197x12x64xbf16>
    %1256 = stablehlo.dot_general %1247, %arg53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1257 = stablehlo.reshape %arg52 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %1258 = stablehlo.broadcast_in_dim %1257, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1259 = stablehlo.add %1256, %1258 : tensor<1x197x12x64xbf16>
    %cst_205 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1260 = stablehlo.sqrt %cst_205 : tensor<f32>
    %1261 = stablehlo.convert %1260 : (tensor<f32>) -> tensor<bf16>
    %1262 = stablehlo.broadcast_in_dim %1261, dims = [] : (tensor<bf16>) -> tensor<1x197x12x64xbf16>
    %1263 = stablehlo.divide %1251, %1262 : tensor<1x197x12x64xbf16>
    %1264 = stablehlo.dot_general %1263, %1255, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x197x12x64xbf16>) -> tensor<1x12x197x197xbf16>
    %cst_206 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %1265 = stablehlo.reduce(%1264 init: %cst_206) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xbf16>, tensor<bf16>) -> tensor<1x12x197xbf16>
    %cst_207 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %1266 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<bf16>) -> tensor<1x12x197xbf16>
    %1267 = stablehlo.maximum %1266, %1265 : tensor<1x12x197xbf16>
    %1268 = stablehlo.broadcast_in_dim %1267, dims = [0, 1, 2] : (tensor<1x12x197xbf16>) -> tensor<1x12x197x1xbf16>
    %1269 = stablehlo.broadcast_in_dim %1268, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %1270 = stablehlo.subtract %1264, %1269 : tensor<1x12x197x197xbf16>
    %1271 = stablehlo.exponential %1270 : tensor<1x12x197x197xbf16>
    %1272 = stablehlo.convert %1271 : (tensor<1x12x197x197xbf16>) -> tensor<1x12x197x197xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1273 = stablehlo.reduce(%1272 init: %cst_208) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %1274 = stablehlo.broadcast_in_dim %1273, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %1275 = stablehlo.convert %1274 : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x1xbf16>
    %1276 = stablehlo.broadcast_in_dim %1275, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %1277 = stablehlo.divide %1271, %1276 : tensor<1x12x197x197xbf16>
    %1278 = stablehlo.dot_general %1259, %1277, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x12x197x197xbf16>) -> tensor<1x12x64x197xbf16>
    %1279 = stablehlo.transpose %1278, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xbf16>) -> tensor<1x197x12x64xbf16>
    %1280 = stablehlo.dot_general %1279, %arg49, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<1x197x768xbf16>
    %1281 = stablehlo.reshape %arg48 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1282 = stablehlo.broadcast_in_dim %1281, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %1283 = stablehlo.add %1280, %1282 : tensor<1x197x768xbf16>
    %1284 = stablehlo.add %1216, %1283 : tensor<1x197x768xbf16>
    %1285 = stablehlo.convert %1284 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %1286 = chlo.square %1285 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1287 = stablehlo.reduce(%1285 init: %cst_209) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_210 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1288 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1289 = stablehlo.divide %1287, %1288 : tensor<1x197xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1290 = stablehlo.reduce(%1286 init: %cst_211) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_212 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1291 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1292 = stablehlo.divide %1290, %1291 : tensor<1x197xf32>
    %1293 = chlo.square %1289 : tensor<1x197xf32> -> tensor<1x197xf32>
    %1294 = stablehlo.subtract %1292, %1293 : tensor<1x197xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1295 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1296 = stablehlo.maximum %1295, %1294 : tensor<1x197xf32>
    %1297 = stablehlo.broadcast_in_dim %1289, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1298 = stablehlo.broadcast_in_dim %1296, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1299 = stablehlo.convert %1284 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %1300 = stablehlo.broadcast_in_dim %1297, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1301 = stablehlo.subtract %1299, %1300 : tensor<1x197x768xf32>
    %cst_214 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1302 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %1303 = stablehlo.add %1298, %1302 : tensor<1x197x1xf32>
    %1304 = stablehlo.rsqrt %1303 : tensor<1x197x1xf32>
    %1305 = stablehlo.reshape %arg41 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1306 = stablehlo.convert %1305 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %1307 = stablehlo.broadcast_in_dim %1304, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1308 = stablehlo.broadcast_in_dim %1306, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1309 = stablehlo.multiply %1307, %1308 : tensor<1x197x768xf32>
    %1310 = stablehlo.multiply %1301, %1309 : tensor<1x197x768xf32>
    %1311 = stablehlo.reshape %arg40 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1312 = stablehlo.convert %1311 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %1313 = stablehlo.broadcast_in_dim %1312, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1314 = stablehlo.add %1310, %1313 : tensor<1x197x768xf32>
    %1315 = stablehlo.convert %1314 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %1316 = stablehlo.dot_general %1315, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x3072xbf16>) -> tensor<1x197x3072xbf16>
    %1317 = stablehlo.reshape %arg44 : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %1318 = stablehlo.broadcast_in_dim %1317, dims = [0, 1, 2] : (tensor<1x1x3072xbf16>) -> tensor<1x197x3072xbf16>
    %1319 = stablehlo.add %1316, %1318 : tensor<1x197x3072xbf16>
    %1320 = stablehlo.multiply %1319, %1319 : tensor<1x197x3072xbf16>
    %1321 = stablehlo.multiply %1320, %1319 : tensor<1x197x3072xbf16>
    %cst_215 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %1322 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %1323 = stablehlo.multiply %1322, %1321 : tensor<1x197x3072xbf16>
    %1324 = stablehlo.add %1319, %1323 : tensor<1x197x3072xbf16>
    %cst_216 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %1325 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %1326 = stablehlo.multiply %1325, %1324 : tensor<1x197x3072xbf16>
    %1327 = stablehlo.tanh %1326 : tensor<1x197x3072xbf16>
    %cst_217 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1328 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %1329 = stablehlo.add %1328, %1327 : tensor<1x197x3072xbf16>
    %cst_218 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %1330 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %1331 = stablehlo.multiply %1330, %1329 : tensor<1x197x3072xbf16>
    %1332 = stablehlo.multiply %1319, %1331 : tensor<1x197x3072xbf16>
    %1333 = stablehlo.dot_general %1332, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xbf16>, tensor<3072x768xbf16>) -> tensor<1x197x768xbf16>
    %1334 = stablehlo.reshape %arg42 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1335 = stablehlo.broadcast_in_dim %1334, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %1336 = stablehlo.add %1333, %1335 : tensor<1x197x768xbf16>
    %1337 = stablehlo.add %1284, %1336 : tensor<1x197x768xbf16>
    %1338 = stablehlo.convert %1337 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %1339 = chlo.square %1338 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1340 = stablehlo.reduce(%1338 init: %cst_219) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_220 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1341 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1342 = stablehlo.divide %1340, %1341 : tensor<1x197xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1343 = stablehlo.reduce(%1339 init: %cst_221) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_222 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1344 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1345 = stablehlo.divide %1343, %1344 : tensor<1x197xf32>
    %1346 = chlo.square %1342 : tensor<1x197xf32> -> tensor<1x197xf32>
    %1347 = stablehlo.subtract %1345, %1346 : tensor<1x197xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1348 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1349 = stablehlo.maximum %1348, %1347 : tensor<1x197xf32>
    %1350 = stablehlo.broadcast_in_dim %1342, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1351 = stablehlo.broadcast_in_dim %1349, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1352 = stablehlo.convert %1337 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %1353 = stablehlo.broadcast_in_dim %1350, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1354 = stablehlo.subtract %1352, %1353 : tensor<1x197x768xf32>
    %cst_224 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1355 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %1356 = stablehlo.add %1351, %1355 : tensor<1x197x1xf32>
    %1357 = stablehlo.rsqrt %1356 : tensor<1x197x1xf32>
    %1358 = stablehlo.reshape %arg55 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1359 = stablehlo.convert %1358 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %1360 = stablehlo.broadcast_in_dim %1357, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1361 = stablehlo.broadcast_in_dim %1359, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1362 = stablehlo.multiply %1360, %1361 : tensor<1x197x768xf32>
    %1363 = stablehlo.multiply %1354, %1362 : tensor<1x197x768xf32>
    %1364 = stablehlo.reshape %arg54 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1365 = stablehlo.convert %1364 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %1366 = stablehlo.broadcast_in_dim %1365, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1367 = stablehlo.add %1363, %1366 : tensor<1x197x768xf32>
    %1368 = stablehlo.convert %1367 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %1369 = stablehlo.dot_general %1368, %arg67, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1370 = stablehlo.reshape %arg66 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %1371 = stablehlo.broadcast_in_dim %1370, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1372 = stablehlo.add %1369, %1371 : tensor<1x197x12x64xbf16>
    %1373 = stablehlo.dot_general %1368, %arg63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1374 = stablehlo.reshape %arg62 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %1375 = stablehlo.broadcast_in_dim %1374, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1376 = stablehlo.add %1373, %1375 : tensor<1x197x12x64xbf16>
    %1377 = stablehlo.dot_general %1368, %arg69, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1378 = stablehlo.reshape %arg68 : (tensor<12x64xbf16>) -> tensor<1x1x12x64xbf16>
    %1379 = stablehlo.broadcast_in_dim %1378, dims = [0, 1, 2, 3] : (tensor<1x1x12x64xbf16>) -> tensor<1x197x12x64xbf16>
    %1380 = stablehlo.add %1377, %1379 : tensor<1x197x12x64xbf16>
    %cst_225 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1381 = stablehlo.sqrt %cst_225 : tensor<f32>
    %1382 = stablehlo.convert %1381 : (tensor<f32>) -> tensor<bf16>
    %1383 = stablehlo.broadcast_in_dim %1382, dims = [] : (tensor<bf16>) -> tensor<1x197x12x64xbf16>
    %1384 = stablehlo.divide %1372, %1383 : tensor<1x197x12x64xbf16>
    %1385 = stablehlo.dot_general %1384, %1376, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x197x12x64xbf16>) -> tensor<1x12x197x197xbf16>
    %cst_226 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %1386 = stablehlo.reduce(%1385 init: %cst_226) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x197x197xbf16>, tensor<bf16>) -> tensor<1x12x197xbf16>
    %cst_227 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %1387 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<bf16>) -> tensor<1x12x197xbf16>
    %1388 = stablehlo.maximum %1387, %1386 : tensor<1x12x197xbf16>
    %1389 = stablehlo.broadcast_in_dim %1388, dims = [0, 1, 2] : (tensor<1x12x197xbf16>) -> tensor<1x12x197x1xbf16>
    %1390 = stablehlo.broadcast_in_dim %1389, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %1391 = stablehlo.subtract %1385, %1390 : tensor<1x12x197x197xbf16>
    %1392 = stablehlo.exponential %1391 : tensor<1x12x197x197xbf16>
    %1393 = stablehlo.convert %1392 : (tensor<1x12x197x197xbf16>) -> tensor<1x12x197x197xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1394 = stablehlo.reduce(%1393 init: %cst_228) applies stablehlo.add across dimensions = [3] : (tensor<1x12x197x197xf32>, tensor<f32>) -> tensor<1x12x197xf32>
    %1395 = stablehlo.broadcast_in_dim %1394, dims = [0, 1, 2] : (tensor<1x12x197xf32>) -> tensor<1x12x197x1xf32>
    %1396 = stablehlo.convert %1395 : (tensor<1x12x197x1xf32>) -> tensor<1x12x197x1xbf16>
    %1397 = stablehlo.broadcast_in_dim %1396, dims = [0, 1, 2, 3] : (tensor<1x12x197x1xbf16>) -> tensor<1x12x197x197xbf16>
    %1398 = stablehlo.divide %1392, %1397 : tensor<1x12x197x197xbf16>
    %1399 = stablehlo.dot_general %1380, %1398, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<1x12x197x197xbf16>) -> tensor<1x12x64x197xbf16>
    %1400 = stablehlo.transpose %1399, dims = [0, 3, 1, 2] : (tensor<1x12x64x197xbf16>) -> tensor<1x197x12x64xbf16>
    %1401 = stablehlo.dot_general %1400, %arg65, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x197x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<1x197x768xbf16>
    %1402 = stablehlo.reshape %arg64 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1403 = stablehlo.broadcast_in_dim %1402, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %1404 = stablehlo.add %1401, %1403 : tensor<1x197x768xbf16>
    %1405 = stablehlo.add %1337, %1404 : tensor<1x197x768xbf16>
    %1406 = stablehlo.convert %1405 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %1407 = chlo.square %1406 : tensor<1x197x768xf32> -> tensor<1x197x768xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1408 = stablehlo.reduce(%1406 init: %cst_229) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_230 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1409 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1410 = stablehlo.divide %1408, %1409 : tensor<1x197xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1411 = stablehlo.reduce(%1407 init: %cst_231) applies stablehlo.add across dimensions = [2] : (tensor<1x197x768xf32>, tensor<f32>) -> tensor<1x197xf32>
    %cst_232 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1412 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1413 = stablehlo.divide %1411, %1412 : tensor<1x197xf32>
    %1414 = chlo.square %1410 : tensor<1x197xf32> -> tensor<1x197xf32>
    %1415 = stablehlo.subtract %1413, %1414 : tensor<1x197xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<1x197xf32>
    %1417 = stablehlo.maximum %1416, %1415 : tensor<1x197xf32>
    %1418 = stablehlo.broadcast_in_dim %1410, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1419 = stablehlo.broadcast_in_dim %1417, dims = [0, 1] : (tensor<1x197xf32>) -> tensor<1x197x1xf32>
    %1420 = stablehlo.convert %1405 : (tensor<1x197x768xbf16>) -> tensor<1x197x768xf32>
    %1421 = stablehlo.broadcast_in_dim %1418, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1422 = stablehlo.subtract %1420, %1421 : tensor<1x197x768xf32>
    %cst_234 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1423 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<1x197x1xf32>
    %1424 = stablehlo.add %1419, %1423 : tensor<1x197x1xf32>
    %1425 = stablehlo.rsqrt %1424 : tensor<1x197x1xf32>
    %1426 = stablehlo.reshape %arg57 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1427 = stablehlo.convert %1426 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %1428 = stablehlo.broadcast_in_dim %1425, dims = [0, 1, 2] : (tensor<1x197x1xf32>) -> tensor<1x197x768xf32>
    %1429 = stablehlo.broadcast_in_dim %1427, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1430 = stablehlo.multiply %1428, %1429 : tensor<1x197x768xf32>
    %1431 = stablehlo.multiply %1422, %1430 : tensor<1x197x768xf32>
    %1432 = stablehlo.reshape %arg56 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1433 = stablehlo.convert %1432 : (tensor<1x1x768xbf16>) -> tensor<1x1x768xf32>
    %1434 = stablehlo.broadcast_in_dim %1433, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x197x768xf32>
    %1435 = stablehlo.add %1431, %1434 : tensor<1x197x768xf32>
    %1436 = stablehlo.convert %1435 : (tensor<1x197x768xf32>) -> tensor<1x197x768xbf16>
    %1437 = stablehlo.dot_general %1436, %arg61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x768xbf16>, tensor<768x3072xbf16>) -> tensor<1x197x3072xbf16>
    %1438 = stablehlo.reshape %arg60 : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %1439 = stablehlo.broadcast_in_dim %1438, dims = [0, 1, 2] : (tensor<1x1x3072xbf16>) -> tensor<1x197x3072xbf16>
    %1440 = stablehlo.add %1437, %1439 : tensor<1x197x3072xbf16>
    %1441 = stablehlo.multiply %1440, %1440 : tensor<1x197x3072xbf16>
    %1442 = stablehlo.multiply %1441, %1440 : tensor<1x197x3072xbf16>
    %cst_235 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %1443 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %1444 = stablehlo.multiply %1443, %1442 : tensor<1x197x3072xbf16>
    %1445 = stablehlo.add %1440, %1444 : tensor<1x197x3072xbf16>
    %cst_236 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %1446 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %1447 = stablehlo.multiply %1446, %1445 : tensor<1x197x3072xbf16>
    %1448 = stablehlo.tanh %1447 : tensor<1x197x3072xbf16>
    %cst_237 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1449 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %1450 = stablehlo.add %1449, %1448 : tensor<1x197x3072xbf16>
    %cst_238 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %1451 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<bf16>) -> tensor<1x197x3072xbf16>
    %1452 = stablehlo.multiply %1451, %1450 : tensor<1x197x3072xbf16>
    %1453 = stablehlo.multiply %1440, %1452 : tensor<1x197x3072xbf16>
    %1454 = stablehlo.dot_general %1453, %arg59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x197x3072xbf16>, tensor<3072x768xbf16>) -> tensor<1x197x768xbf16>
    %1455 = stablehlo.reshape %arg58 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %1456 = stablehlo.broadcast_in_dim %1455, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<1x197x768xbf16>
    %1457 = stablehlo.add %1454, %1456 : tensor<1x197x768xbf16>
    %1458 = stablehlo.add %1405, %1457 : tensor<1x197x768xbf16>
    %1459 = stablehlo.slice %1458 [0:1, 0:1, 0:768] : (tensor<1x197x768xbf16>) -> tensor<1x1x768xbf16>
    %1460 = stablehlo.reshape %1459 : (tensor<1x1x768xbf16>) -> tensor<1x768xbf16>
    %1461 = stablehlo.convert %1460 : (tensor<1x768xbf16>) -> tensor<1x768xf32>
    %1462 = chlo.square %1461 : tensor<1x768xf32> -> tensor<1x768xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1463 = stablehlo.reduce(%1461 init: %cst_239) applies stablehlo.add across dimensions = [1] : (tensor<1x768xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_240 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1464 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1465 = stablehlo.divide %1463, %1464 : tensor<1xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1466 = stablehlo.reduce(%1462 init: %cst_241) applies stablehlo.add across dimensions = [1] : (tensor<1x768xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_242 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1467 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1468 = stablehlo.divide %1466, %1467 : tensor<1xf32>
    %1469 = chlo.square %1465 : tensor<1xf32> -> tensor<1xf32>
    %1470 = stablehlo.subtract %1468, %1469 : tensor<1xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1471 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1472 = stablehlo.maximum %1471, %1470 : tensor<1xf32>
    %1473 = stablehlo.broadcast_in_dim %1465, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1474 = stablehlo.broadcast_in_dim %1472, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1475 = stablehlo.convert %1460 : (tensor<1x768xbf16>) -> tensor<1x768xf32>
    %1476 = stablehlo.broadcast_in_dim %1473, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x768xf32>
    %1477 = stablehlo.subtract %1475, %1476 : tensor<1x768xf32>
    %cst_244 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1478 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1479 = stablehlo.add %1474, %1478 : tensor<1x1xf32>
    %1480 = stablehlo.rsqrt %1479 : tensor<1x1xf32>
    %1481 = stablehlo.reshape %arg5 : (tensor<768xbf16>) -> tensor<1x768xbf16>
    %1482 = stablehlo.convert %1481 : (tensor<1x768xbf16>) -> tensor<1x768xf32>
    %1483 = stablehlo.broadcast_in_dim %1480, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x768xf32>
    %1484 = stablehlo.multiply %1483, %1482 : tensor<1x768xf32>
    %1485 = stablehlo.multiply %1477, %1484 : tensor<1x768xf32>
    %1486 = stablehlo.reshape %arg4 : (tensor<768xbf16>) -> tensor<1x768xbf16>
    %1487 = stablehlo.convert %1486 : (tensor<1x768xbf16>) -> tensor<1x768xf32>
    %1488 = stablehlo.add %1485, %1487 : tensor<1x768xf32>
    %1489 = stablehlo.convert %1488 : (tensor<1x768xf32>) -> tensor<1x768xbf16>
    %1490 = stablehlo.dot_general %1489, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x768xbf16>, tensor<768x1000xbf16>) -> tensor<1x1000xbf16>
    %1491 = stablehlo.reshape %arg2 : (tensor<1000xbf16>) -> tensor<1x1000xbf16>
    %1492 = stablehlo.add %1490, %1491 : tensor<1x1000xbf16>
    return %1492 : tensor<1x1000xbf16>
  }
}
