// GPT-2 small reading a 128-token prompt into a 256-position cache, 124.4M parameters as arguments (bench/gen_models.py, flax 0.12.8, jax 0.10.2)
module @jit_apply attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<50257x768xf32>, %arg1: tensor<2304xf32>, %arg2: tensor<768x2304xf32>, %arg3: tensor<768xf32>, %arg4: tensor<768x768xf32>, %arg5: tensor<768xf32>, %arg6: tensor<768xf32>, %arg7: tensor<768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768xf32>, %arg10: tensor<3072x768xf32>, %arg11: tensor<3072xf32>, %arg12: tensor<768x3072xf32>, %arg13: tensor<2304xf32>, %arg14: tensor<768x2304xf32>, %arg15: tensor<768xf32>, %arg16: tensor<768x768xf32>, %arg17: tensor<768xf32>, %arg18: tensor<768xf32>, %arg19: tensor<768xf32>, %arg20: tensor<768xf32>, %arg21: tensor<768xf32>, %arg22: tensor<3072x768xf32>, %arg23: tensor<3072xf32>, %arg24: tensor<768x3072xf32>, %arg25: tensor<2304xf32>, %arg26: tensor<768x2304xf32>, %arg27: tensor<768xf32>, %arg28: tensor<768x768xf32>, %arg29: tensor<768xf32>, %arg30: tensor<768xf32>, %arg31: tensor<768xf32>, %arg32: tensor<768xf32>, %arg33: tensor<768xf32>, %arg34: tensor<3072x768xf32>, %arg35: tensor<3072xf32>, %arg36: tensor<768x3072xf32>, %arg37: tensor<2304xf32>, %arg38: tensor<768x2304xf32>, %arg39: tensor<768xf32>, %arg40: tensor<768x768xf32>, %arg41: tensor<768xf32>, %arg42: tensor<768xf32>, %arg43: tensor<768xf32>, %arg44: tensor<768xf32>, %arg45: tensor<768xf32>, %arg46: tensor<3072x768xf32>, %arg47: tensor<3072xf32>, %arg48: tensor<768x3072xf32>, %arg49: tensor<2304xf32>, %arg50: tensor<768x2304xf32>, %arg51: tensor<768xf32>, %arg52: tensor<768x768xf32>, %arg53: tensor<768xf32>, %arg54: tensor<768xf32>, %arg55: tensor<768xf32>, %arg56: tensor<768xf32>, %arg57: tensor<768xf32>, %arg58: tensor<3072x768xf32>, %arg59: tensor<3072xf32>, %arg60: tensor<768x3072xf32>, %arg61: tensor<2304xf32>, %arg62: tensor<768x2304xf32>, %arg63: tensor<768xf32>, %arg64: tensor<768x768xf32>, %arg65: tensor<768xf32>, %arg66: tensor<768xf32>, %arg67: tensor<768xf32>, %arg68: tensor<768xf32>, %arg69: tensor<768xf32>, %arg70: tensor<3072x768xf32>, %arg71: tensor<3072xf32>, %arg72: tensor<768x3072xf32>, %arg73: tensor<2304xf32>, %arg74: tensor<768x2304xf32>, %arg75: tensor<768xf32>, %arg76: tensor<768x768xf32>, %arg77: tensor<768xf32>, %arg78: tensor<768xf32>, %arg79: tensor<768xf32>, %arg80: tensor<768xf32>, %arg81: tensor<768xf32>, %arg82: tensor<3072x768xf32>, %arg83: tensor<3072xf32>, %arg84: tensor<768x3072xf32>, %arg85: tensor<2304xf32>, %arg86: tensor<768x2304xf32>, %arg87: tensor<768xf32>, %arg88: tensor<768x768xf32>, %arg89: tensor<768xf32>, %arg90: tensor<768xf32>, %arg91: tensor<768xf32>, %arg92: tensor<768xf32>, %arg93: tensor<768xf32>, %arg94: tensor<3072x768xf32>, %arg95: tensor<3072xf32>, %arg96: tensor<768x3072xf32>, %arg97: tensor<2304xf32>, %arg98: tensor<768x2304xf32>, %arg99: tensor<768xf32>, %arg100: tensor<768x768xf32>, %arg101: tensor<768xf32>, %arg102: tensor<768xf32>, %arg103: tensor<768xf32>, %arg104: tensor<768xf32>, %arg105: tensor<768xf32>, %arg106: tensor<3072x768xf32>, %arg107: tensor<3072xf32>, %arg108: tensor<768x3072xf32>, %arg109: tensor<2304xf32>, %arg110: tensor<768x2304xf32>, %arg111: tensor<768xf32>, %arg112: tensor<768x768xf32>, %arg113: tensor<768xf32>, %arg114: tensor<768xf32>, %arg115: tensor<768xf32>, %arg116: tensor<768xf32>, %arg117: tensor<768xf32>, %arg118: tensor<3072x768xf32>, %arg119: tensor<3072xf32>, %arg120: tensor<768x3072xf32>, %arg121: tensor<2304xf32>, %arg122: tensor<768x2304xf32>, %arg123: tensor<768xf32>, %arg124: tensor<768x768xf32>, %arg125: tensor<768xf32>, %arg126: tensor<768xf32>, %arg127: tensor<768xf32>, %arg128: tensor<768xf32>, %arg129: tensor<768xf32>, %arg130: tensor<3072x768xf32>, %arg131: tensor<3072xf32>, %arg132: tensor<768x3072xf32>, %arg133: tensor<2304xf32>, %arg134: tensor<768x2304xf32>, %arg135: tensor<768xf32>, %arg136: tensor<768x768xf32>, %arg137: tensor<768xf32>, %arg138: tensor<768xf32>, %arg139: tensor<768xf32>, %arg140: tensor<768xf32>, %arg141: tensor<768xf32>, %arg142: tensor<3072x768xf32>, %arg143: tensor<3072xf32>, %arg144: tensor<768x3072xf32>, %arg145: tensor<768xf32>, %arg146: tensor<768xf32>, %arg147: tensor<1024x768xf32>, %arg148: tensor<1x128xi32>, %arg149: tensor<12x2x1x12x256x64xf32>, %arg150: tensor<i32>) -> (tensor<1x50257xf32> {jax.result_info = "result[0]"}, tensor<12x2x1x12x256x64xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg150, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %1 = stablehlo.add %arg150, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg150 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg147, %2, %c_1, sizes = [128, 768] : (tensor<1024x768xf32>, tensor<i32>, tensor<i32>) -> tensor<128x768xf32>
    %4 = call @_take(%arg0, %arg148) : (tensor<50257x768xf32>, tensor<1x128xi32>) -> tensor<1x128x768xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<128x768xf32>) -> tensor<1x128x768xf32>
    %6 = stablehlo.add %4, %5 : tensor<1x128x768xf32>
    %7 = stablehlo.slice %arg149 [0:1, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %9 = chlo.square %6 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_2 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%9 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_4 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %15 = stablehlo.divide %13, %14 : tensor<1x128xf32>
    %16 = chlo.square %12 : tensor<1x128xf32> -> tensor<1x128xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<1x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<1x128xf32>
    %20 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %23 = stablehlo.subtract %6, %22 : tensor<1x128x768xf32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %25 = stablehlo.add %21, %24 : tensor<1x128x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<1x128x1xf32>
    %27 = stablehlo.reshape %arg6 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<1x128x768xf32>
    %31 = stablehlo.multiply %23, %30 : tensor<1x128x768xf32>
    %32 = stablehlo.reshape %arg5 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %34 = stablehlo.add %31, %33 : tensor<1x128x768xf32>
    %35 = stablehlo.dot_general %34, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x2304xf32>) -> tensor<1x128x2304xf32>
    %36 = stablehlo.reshape %arg1 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<1x128x2304xf32>
    %38 = stablehlo.add %35, %37 : tensor<1x128x2304xf32>
    %39 = stablehlo.slice %38 [0:1, 0:128, 0:768] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %40 = stablehlo.slice %38 [0:1, 0:128, 768:1536] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %41 = stablehlo.slice %38 [0:1, 0:128, 1536:2304] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %42 = stablehlo.reshape %39 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %43 = stablehlo.transpose %42, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %44 = stablehlo.reshape %40 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %45 = stablehlo.transpose %44, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %46 = stablehlo.reshape %41 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %48 = stablehlo.slice %8 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %49 = stablehlo.reshape %48 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.compare LT, %arg150, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<256> : tensor<i32>
    %51 = stablehlo.add %arg150, %c_8 : tensor<i32>
    %52 = stablehlo.select %50, %51, %arg150 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.dynamic_update_slice %49, %45, %c_9, %c_10, %52, %c_11 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %54 = stablehlo.slice %8 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %55 = stablehlo.reshape %54 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.compare LT, %arg150, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<256> : tensor<i32>
    %57 = stablehlo.add %arg150, %c_13 : tensor<i32>
    %58 = stablehlo.select %56, %57, %arg150 : tensor<i1>, tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.dynamic_update_slice %55, %47, %c_14, %c_15, %58, %c_16 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %60 = stablehlo.dot_general %43, %53, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x256xf32>
    %cst_17 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %61 = stablehlo.sqrt %cst_17 : tensor<f32>
    %62 = stablehlo.convert %61 : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<1x12x128x256xf32>
    %64 = stablehlo.divide %60, %63 : tensor<1x12x128x256xf32>
    %65 = stablehlo.iota dim = 0 : tensor<256xi32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %67 = stablehlo.iota dim = 0 : tensor<128xi32>
    %68 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %69 = stablehlo.add %68, %67 : tensor<128xi32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %71 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<1x256xi32>) -> tensor<128x256xi32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<128x1xi32>) -> tensor<128x256xi32>
    %73 = stablehlo.compare LE, %71, %72, SIGNED : (tensor<128x256xi32>, tensor<128x256xi32>) -> tensor<128x256xi1>
    %cst_18 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %74 = call @_where_0(%73, %64, %cst_18) : (tensor<128x256xi1>, tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128x256xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %77 = stablehlo.maximum %76, %75 : tensor<1x12x128xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %80 = stablehlo.subtract %74, %79 : tensor<1x12x128x256xf32>
    %81 = stablehlo.exponential %80 : tensor<1x12x128x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_21) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %85 = stablehlo.divide %81, %84 : tensor<1x12x128x256xf32>
    %86 = stablehlo.dot_general %85, %59, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x64xf32>
    %87 = stablehlo.transpose %86, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %88 = stablehlo.reshape %87 : (tensor<1x128x12x64xf32>) -> tensor<1x128x768xf32>
    %89 = stablehlo.dot_general %88, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x768xf32>) -> tensor<1x128x768xf32>
    %90 = stablehlo.reshape %arg3 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %92 = stablehlo.add %89, %91 : tensor<1x128x768xf32>
    %93 = stablehlo.add %6, %92 : tensor<1x128x768xf32>
    %94 = chlo.square %93 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%93 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_23 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %97 = stablehlo.divide %95, %96 : tensor<1x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%94 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_25 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %100 = stablehlo.divide %98, %99 : tensor<1x128xf32>
    %101 = chlo.square %97 : tensor<1x128xf32> -> tensor<1x128xf32>
    %102 = stablehlo.subtract %100, %101 : tensor<1x128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %104 = stablehlo.maximum %103, %102 : tensor<1x128xf32>
    %105 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %106 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %108 = stablehlo.subtract %93, %107 : tensor<1x128x768xf32>
    %cst_27 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %110 = stablehlo.add %106, %109 : tensor<1x128x1xf32>
    %111 = stablehlo.rsqrt %110 : tensor<1x128x1xf32>
    %112 = stablehlo.reshape %arg8 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %113 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %114 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %115 = stablehlo.multiply %113, %114 : tensor<1x128x768xf32>
    %116 = stablehlo.multiply %108, %115 : tensor<1x128x768xf32>
    %117 = stablehlo.reshape %arg7 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %119 = stablehlo.add %116, %118 : tensor<1x128x768xf32>
    %120 = stablehlo.dot_general %119, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %121 = stablehlo.reshape %arg11 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %123 = stablehlo.add %120, %122 : tensor<1x128x3072xf32>
    %124 = stablehlo.multiply %123, %123 : tensor<1x128x3072xf32>
    %125 = stablehlo.multiply %124, %123 : tensor<1x128x3072xf32>
    %cst_28 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<1x128x3072xf32>
    %128 = stablehlo.add %123, %127 : tensor<1x128x3072xf32>
    %cst_29 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %130 = stablehlo.multiply %129, %128 : tensor<1x128x3072xf32>
    %131 = stablehlo.tanh %130 : tensor<1x128x3072xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %133 = stablehlo.add %132, %131 : tensor<1x128x3072xf32>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %135 = stablehlo.multiply %134, %133 : tensor<1x128x3072xf32>
    %136 = stablehlo.multiply %123, %135 : tensor<1x128x3072xf32>
    %137 = stablehlo.dot_general %136, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %138 = stablehlo.reshape %arg9 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %140 = stablehlo.add %137, %139 : tensor<1x128x768xf32>
    %141 = stablehlo.add %93, %140 : tensor<1x128x768xf32>
    %142 = stablehlo.broadcast_in_dim %53, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %143 = stablehlo.broadcast_in_dim %59, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %144 = stablehlo.concatenate %142, %143, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %145 = stablehlo.slice %arg149 [1:2, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %146 = stablehlo.reshape %145 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %147 = chlo.square %141 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%141 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_33 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %150 = stablehlo.divide %148, %149 : tensor<1x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%147 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_35 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %153 = stablehlo.divide %151, %152 : tensor<1x128xf32>
    %154 = chlo.square %150 : tensor<1x128xf32> -> tensor<1x128xf32>
    %155 = stablehlo.subtract %153, %154 : tensor<1x128xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %157 = stablehlo.maximum %156, %155 : tensor<1x128xf32>
    %158 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %159 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %160 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %161 = stablehlo.subtract %141, %160 : tensor<1x128x768xf32>
    %cst_37 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %163 = stablehlo.add %159, %162 : tensor<1x128x1xf32>
    %164 = stablehlo.rsqrt %163 : tensor<1x128x1xf32>
    %165 = stablehlo.reshape %arg18 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %166 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %167 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %168 = stablehlo.multiply %166, %167 : tensor<1x128x768xf32>
    %169 = stablehlo.multiply %161, %168 : tensor<1x128x768xf32>
    %170 = stablehlo.reshape %arg17 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %172 = stablehlo.add %169, %171 : tensor<1x128x768xf32>
    %173 = stablehlo.dot_general %172, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x2304xf32>) -> tensor<1x128x2304xf32>
    %174 = stablehlo.reshape %arg13 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<1x128x2304xf32>
    %176 = stablehlo.add %173, %175 : tensor<1x128x2304xf32>
    %177 = stablehlo.slice %176 [0:1, 0:128, 0:768] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %178 = stablehlo.slice %176 [0:1, 0:128, 768:1536] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %179 = stablehlo.slice %176 [0:1, 0:128, 1536:2304] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %180 = stablehlo.reshape %177 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %181 = stablehlo.transpose %180, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %182 = stablehlo.reshape %178 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %183 = stablehlo.transpose %182, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %184 = stablehlo.reshape %179 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %185 = stablehlo.transpose %184, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %186 = stablehlo.slice %146 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %187 = stablehlo.reshape %186 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %188 = stablehlo.compare LT, %arg150, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_39 = stablehlo.constant dense<256> : tensor<i32>
    %189 = stablehlo.add %arg150, %c_39 : tensor<i32>
    %190 = stablehlo.select %188, %189, %arg150 : tensor<i1>, tensor<i32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %191 = stablehlo.dynamic_update_slice %187, %183, %c_40, %c_41, %190, %c_42 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %192 = stablehlo.slice %146 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %193 = stablehlo.reshape %192 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %194 = stablehlo.compare LT, %arg150, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_44 = stablehlo.constant dense<256> : tensor<i32>
    %195 = stablehlo.add %arg150, %c_44 : tensor<i32>
    %196 = stablehlo.select %194, %195, %arg150 : tensor<i1>, tensor<i32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %197 = stablehlo.dynamic_update_slice %193, %185, %c_45, %c_46, %196, %c_47 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %198 = stablehlo.dot_general %181, %191, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x256xf32>
    %cst_48 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %199 = stablehlo.sqrt %cst_48 : tensor<f32>
    %200 = stablehlo.convert %199 : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [] : (tensor<f32>) -> tensor<1x12x128x256xf32>
    %202 = stablehlo.divide %198, %201 : tensor<1x12x128x256xf32>
    %203 = stablehlo.iota dim = 0 : tensor<256xi32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %205 = stablehlo.iota dim = 0 : tensor<128xi32>
    %206 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %207 = stablehlo.add %206, %205 : tensor<128xi32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %209 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<1x256xi32>) -> tensor<128x256xi32>
    %210 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<128x1xi32>) -> tensor<128x256xi32>
    %211 = stablehlo.compare LE, %209, %210, SIGNED : (tensor<128x256xi32>, tensor<128x256xi32>) -> tensor<128x256xi1>
    %cst_49 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %212 = call @_where_0(%211, %202, %cst_49) : (tensor<128x256xi1>, tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128x256xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %213 = stablehlo.reduce(%212 init: %cst_50) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %215 = stablehlo.maximum %214, %213 : tensor<1x12x128xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %218 = stablehlo.subtract %212, %217 : tensor<1x12x128x256xf32>
    %219 = stablehlo.exponential %218 : tensor<1x12x128x256xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %223 = stablehlo.divide %219, %222 : tensor<1x12x128x256xf32>
    %224 = stablehlo.dot_general %223, %197, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x64xf32>
    %225 = stablehlo.transpose %224, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %226 = stablehlo.reshape %225 : (tensor<1x128x12x64xf32>) -> tensor<1x128x768xf32>
    %227 = stablehlo.dot_general %226, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x768xf32>) -> tensor<1x128x768xf32>
    %228 = stablehlo.reshape %arg15 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %230 = stablehlo.add %227, %229 : tensor<1x128x768xf32>
    %231 = stablehlo.add %141, %230 : tensor<1x128x768xf32>
    %232 = chlo.square %231 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%231 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_54 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %235 = stablehlo.divide %233, %234 : tensor<1x128xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%232 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_56 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %238 = stablehlo.divide %236, %237 : tensor<1x128xf32>
    %239 = chlo.square %235 : tensor<1x128xf32> -> tensor<1x128xf32>
    %240 = stablehlo.subtract %238, %239 : tensor<1x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %242 = stablehlo.maximum %241, %240 : tensor<1x128xf32>
    %243 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %244 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %245 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %246 = stablehlo.subtract %231, %245 : tensor<1x128x768xf32>
    %cst_58 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %248 = stablehlo.add %244, %247 : tensor<1x128x1xf32>
    %249 = stablehlo.rsqrt %248 : tensor<1x128x1xf32>
    %250 = stablehlo.reshape %arg20 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %251 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %252 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %253 = stablehlo.multiply %251, %252 : tensor<1x128x768xf32>
    %254 = stablehlo.multiply %246, %253 : tensor<1x128x768xf32>
    %255 = stablehlo.reshape %arg19 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %257 = stablehlo.add %254, %256 : tensor<1x128x768xf32>
    %258 = stablehlo.dot_general %257, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %259 = stablehlo.reshape %arg23 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %261 = stablehlo.add %258, %260 : tensor<1x128x3072xf32>
    %262 = stablehlo.multiply %261, %261 : tensor<1x128x3072xf32>
    %263 = stablehlo.multiply %262, %261 : tensor<1x128x3072xf32>
    %cst_59 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %265 = stablehlo.multiply %264, %263 : tensor<1x128x3072xf32>
    %266 = stablehlo.add %261, %265 : tensor<1x128x3072xf32>
    %cst_60 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %268 = stablehlo.multiply %267, %266 : tensor<1x128x3072xf32>
    %269 = stablehlo.tanh %268 : tensor<1x128x3072xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %271 = stablehlo.add %270, %269 : tensor<1x128x3072xf32>
    %cst_62 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %273 = stablehlo.multiply %272, %271 : tensor<1x128x3072xf32>
    %274 = stablehlo.multiply %261, %273 : tensor<1x128x3072xf32>
    %275 = stablehlo.dot_general %274, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %276 = stablehlo.reshape %arg21 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %278 = stablehlo.add %275, %277 : tensor<1x128x768xf32>
    %279 = stablehlo.add %231, %278 : tensor<1x128x768xf32>
    %280 = stablehlo.broadcast_in_dim %191, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %281 = stablehlo.broadcast_in_dim %197, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %282 = stablehlo.concatenate %280, %281, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %283 = stablehlo.slice %arg149 [2:3, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %284 = stablehlo.reshape %283 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %285 = chlo.square %279 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%279 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_64 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %288 = stablehlo.divide %286, %287 : tensor<1x128xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.reduce(%285 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_66 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %291 = stablehlo.divide %289, %290 : tensor<1x128xf32>
    %292 = chlo.square %288 : tensor<1x128xf32> -> tensor<1x128xf32>
    %293 = stablehlo.subtract %291, %292 : tensor<1x128xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %295 = stablehlo.maximum %294, %293 : tensor<1x128xf32>
    %296 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %297 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %298 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %299 = stablehlo.subtract %279, %298 : tensor<1x128x768xf32>
    %cst_68 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %301 = stablehlo.add %297, %300 : tensor<1x128x1xf32>
    %302 = stablehlo.rsqrt %301 : tensor<1x128x1xf32>
    %303 = stablehlo.reshape %arg54 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %304 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %305 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %306 = stablehlo.multiply %304, %305 : tensor<1x128x768xf32>
    %307 = stablehlo.multiply %299, %306 : tensor<1x128x768xf32>
    %308 = stablehlo.reshape %arg53 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %310 = stablehlo.add %307, %309 : tensor<1x128x768xf32>
    %311 = stablehlo.dot_general %310, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x2304xf32>) -> tensor<1x128x2304xf32>
    %312 = stablehlo.reshape %arg49 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<1x128x2304xf32>
    %314 = stablehlo.add %311, %313 : tensor<1x128x2304xf32>
    %315 = stablehlo.slice %314 [0:1, 0:128, 0:768] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %316 = stablehlo.slice %314 [0:1, 0:128, 768:1536] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %317 = stablehlo.slice %314 [0:1, 0:128, 1536:2304] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %318 = stablehlo.reshape %315 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %319 = stablehlo.transpose %318, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %320 = stablehlo.reshape %316 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %321 = stablehlo.transpose %320, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %322 = stablehlo.reshape %317 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %323 = stablehlo.transpose %322, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %324 = stablehlo.slice %284 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %325 = stablehlo.reshape %324 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %326 = stablehlo.compare LT, %arg150, %c_69, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_70 = stablehlo.constant dense<256> : tensor<i32>
    %327 = stablehlo.add %arg150, %c_70 : tensor<i32>
    %328 = stablehlo.select %326, %327, %arg150 : tensor<i1>, tensor<i32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %329 = stablehlo.dynamic_update_slice %325, %321, %c_71, %c_72, %328, %c_73 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %330 = stablehlo.slice %284 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %331 = stablehlo.reshape %330 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %332 = stablehlo.compare LT, %arg150, %c_74, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_75 = stablehlo.constant dense<256> : tensor<i32>
    %333 = stablehlo.add %arg150, %c_75 : tensor<i32>
    %334 = stablehlo.select %332, %333, %arg150 : tensor<i1>, tensor<i32>
    %c_76 = stablehlo.constant dense<0> : tensor<i32>
    %c_77 = stablehlo.constant dense<0> : tensor<i32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %335 = stablehlo.dynamic_update_slice %331, %323, %c_76, %c_77, %334, %c_78 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %336 = stablehlo.dot_general %319, %329, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x256xf32>
    %cst_79 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %337 = stablehlo.sqrt %cst_79 : tensor<f32>
    %338 = stablehlo.convert %337 : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [] : (tensor<f32>) -> tensor<1x12x128x256xf32>
    %340 = stablehlo.divide %336, %339 : tensor<1x12x128x256xf32>
    %341 = stablehlo.iota dim = 0 : tensor<256xi32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %343 = stablehlo.iota dim = 0 : tensor<128xi32>
    %344 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %345 = stablehlo.add %344, %343 : tensor<128xi32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %347 = stablehlo.broadcast_in_dim %342, dims = [0, 1] : (tensor<1x256xi32>) -> tensor<128x256xi32>
    %348 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<128x1xi32>) -> tensor<128x256xi32>
    %349 = stablehlo.compare LE, %347, %348, SIGNED : (tensor<128x256xi32>, tensor<128x256xi32>) -> tensor<128x256xi1>
    %cst_80 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %350 = call @_where_0(%349, %340, %cst_80) : (tensor<128x256xi1>, tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128x256xf32>
    %cst_81 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %351 = stablehlo.reduce(%350 init: %cst_81) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_82 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %353 = stablehlo.maximum %352, %351 : tensor<1x12x128xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %356 = stablehlo.subtract %350, %355 : tensor<1x12x128x256xf32>
    %357 = stablehlo.exponential %356 : tensor<1x12x128x256xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %358 = stablehlo.reduce(%357 init: %cst_83) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %361 = stablehlo.divide %357, %360 : tensor<1x12x128x256xf32>
    %362 = stablehlo.dot_general %361, %335, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x64xf32>
    %363 = stablehlo.transpose %362, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %364 = stablehlo.reshape %363 : (tensor<1x128x12x64xf32>) -> tensor<1x128x768xf32>
    %365 = stablehlo.dot_general %364, %arg52, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x768xf32>) -> tensor<1x128x768xf32>
    %366 = stablehlo.reshape %arg51 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %368 = stablehlo.add %365, %367 : tensor<1x128x768xf32>
    %369 = stablehlo.add %279, %368 : tensor<1x128x768xf32>
    %370 = chlo.square %369 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%369 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_85 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %373 = stablehlo.divide %371, %372 : tensor<1x128xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%370 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_87 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %376 = stablehlo.divide %374, %375 : tensor<1x128xf32>
    %377 = chlo.square %373 : tensor<1x128xf32> -> tensor<1x128xf32>
    %378 = stablehlo.subtract %376, %377 : tensor<1x128xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %380 = stablehlo.maximum %379, %378 : tensor<1x128xf32>
    %381 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %382 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %383 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %384 = stablehlo.subtract %369, %383 : tensor<1x128x768xf32>
    %cst_89 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %386 = stablehlo.add %382, %385 : tensor<1x128x1xf32>
    %387 = stablehlo.rsqrt %386 : tensor<1x128x1xf32>
    %388 = stablehlo.reshape %arg56 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %389 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %390 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %391 = stablehlo.multiply %389, %390 : tensor<1x128x768xf32>
    %392 = stablehlo.multiply %384, %391 : tensor<1x128x768xf32>
    %393 = stablehlo.reshape %arg55 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %395 = stablehlo.add %392, %394 : tensor<1x128x768xf32>
    %396 = stablehlo.dot_general %395, %arg60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %397 = stablehlo.reshape %arg59 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %399 = stablehlo.add %396, %398 : tensor<1x128x3072xf32>
    %400 = stablehlo.multiply %399, %399 : tensor<1x128x3072xf32>
    %401 = stablehlo.multiply %400, %399 : tensor<1x128x3072xf32>
    %cst_90 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %403 = stablehlo.multiply %402, %401 : tensor<1x128x3072xf32>
    %404 = stablehlo.add %399, %403 : tensor<1x128x3072xf32>
    %cst_91 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %406 = stablehlo.multiply %405, %404 : tensor<1x128x3072xf32>
    %407 = stablehlo.tanh %406 : tensor<1x128x3072xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %409 = stablehlo.add %408, %407 : tensor<1x128x3072xf32>
    %cst_93 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %411 = stablehlo.multiply %410, %409 : tensor<1x128x3072xf32>
    %412 = stablehlo.multiply %399, %411 : tensor<1x128x3072xf32>
    %413 = stablehlo.dot_general %412, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %414 = stablehlo.reshape %arg57 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %416 = stablehlo.add %413, %415 : tensor<1x128x768xf32>
    %417 = stablehlo.add %369, %416 : tensor<1x128x768xf32>
    %418 = stablehlo.broadcast_in_dim %329, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %419 = stablehlo.broadcast_in_dim %335, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %420 = stablehlo.concatenate %418, %419, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %421 = stablehlo.slice %arg149 [3:4, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %422 = stablehlo.reshape %421 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %423 = chlo.square %417 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %424 = stablehlo.reduce(%417 init: %cst_94) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_95 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %426 = stablehlo.divide %424, %425 : tensor<1x128xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %427 = stablehlo.reduce(%423 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_97 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %429 = stablehlo.divide %427, %428 : tensor<1x128xf32>
    %430 = chlo.square %426 : tensor<1x128xf32> -> tensor<1x128xf32>
    %431 = stablehlo.subtract %429, %430 : tensor<1x128xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %433 = stablehlo.maximum %432, %431 : tensor<1x128xf32>
    %434 = stablehlo.broadcast_in_dim %426, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %435 = stablehlo.broadcast_in_dim %433, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %436 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %437 = stablehlo.subtract %417, %436 : tensor<1x128x768xf32>
    %cst_99 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %439 = stablehlo.add %435, %438 : tensor<1x128x1xf32>
    %440 = stablehlo.rsqrt %439 : tensor<1x128x1xf32>
    %441 = stablehlo.reshape %arg66 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %442 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %443 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %444 = stablehlo.multiply %442, %443 : tensor<1x128x768xf32>
    %445 = stablehlo.multiply %437, %444 : tensor<1x128x768xf32>
    %446 = stablehlo.reshape %arg65 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %448 = stablehlo.add %445, %447 : tensor<1x128x768xf32>
    %449 = stablehlo.dot_general %448, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x2304xf32>) -> tensor<1x128x2304xf32>
    %450 = stablehlo.reshape %arg61 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<1x128x2304xf32>
    %452 = stablehlo.add %449, %451 : tensor<1x128x2304xf32>
    %453 = stablehlo.slice %452 [0:1, 0:128, 0:768] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %454 = stablehlo.slice %452 [0:1, 0:128, 768:1536] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %455 = stablehlo.slice %452 [0:1, 0:128, 1536:2304] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %456 = stablehlo.reshape %453 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %457 = stablehlo.transpose %456, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %458 = stablehlo.reshape %454 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %459 = stablehlo.transpose %458, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %460 = stablehlo.reshape %455 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %461 = stablehlo.transpose %460, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %462 = stablehlo.slice %422 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %463 = stablehlo.reshape %462 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_100 = stablehlo.constant dense<0> : tensor<i32>
    %464 = stablehlo.compare LT, %arg150, %c_100, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_101 = stablehlo.constant dense<256> : tensor<i32>
    %465 = stablehlo.add %arg150, %c_101 : tensor<i32>
    %466 = stablehlo.select %464, %465, %arg150 : tensor<i1>, tensor<i32>
    %c_102 = stablehlo.constant dense<0> : tensor<i32>
    %c_103 = stablehlo.constant dense<0> : tensor<i32>
    %c_104 = stablehlo.constant dense<0> : tensor<i32>
    %467 = stablehlo.dynamic_update_slice %463, %459, %c_102, %c_103, %466, %c_104 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %468 = stablehlo.slice %422 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %469 = stablehlo.reshape %468 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_105 = stablehlo.constant dense<0> : tensor<i32>
    %470 = stablehlo.compare LT, %arg150, %c_105, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_106 = stablehlo.constant dense<256> : tensor<i32>
    %471 = stablehlo.add %arg150, %c_106 : tensor<i32>
    %472 = stablehlo.select %470, %471, %arg150 : tensor<i1>, tensor<i32>
    %c_107 = stablehlo.constant dense<0> : tensor<i32>
    %c_108 = stablehlo.constant dense<0> : tensor<i32>
    %c_109 = stablehlo.constant dense<0> : tensor<i32>
    %473 = stablehlo.dynamic_update_slice %469, %461, %c_107, %c_108, %472, %c_109 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %474 = stablehlo.dot_general %457, %467, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x256xf32>
    %cst_110 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %475 = stablehlo.sqrt %cst_110 : tensor<f32>
    %476 = stablehlo.convert %475 : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [] : (tensor<f32>) -> tensor<1x12x128x256xf32>
    %478 = stablehlo.divide %474, %477 : tensor<1x12x128x256xf32>
    %479 = stablehlo.iota dim = 0 : tensor<256xi32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %481 = stablehlo.iota dim = 0 : tensor<128xi32>
    %482 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %483 = stablehlo.add %482, %481 : tensor<128xi32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %485 = stablehlo.broadcast_in_dim %480, dims = [0, 1] : (tensor<1x256xi32>) -> tensor<128x256xi32>
    %486 = stablehlo.broadcast_in_dim %484, dims = [0, 1] : (tensor<128x1xi32>) -> tensor<128x256xi32>
    %487 = stablehlo.compare LE, %485, %486, SIGNED : (tensor<128x256xi32>, tensor<128x256xi32>) -> tensor<128x256xi1>
    %cst_111 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %488 = call @_where_0(%487, %478, %cst_111) : (tensor<128x256xi1>, tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128x256xf32>
    %cst_112 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %489 = stablehlo.reduce(%488 init: %cst_112) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_113 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %491 = stablehlo.maximum %490, %489 : tensor<1x12x128xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %494 = stablehlo.subtract %488, %493 : tensor<1x12x128x256xf32>
    %495 = stablehlo.exponential %494 : tensor<1x12x128x256xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %496 = stablehlo.reduce(%495 init: %cst_114) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %499 = stablehlo.divide %495, %498 : tensor<1x12x128x256xf32>
    %500 = stablehlo.dot_general %499, %473, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x64xf32>
    %501 = stablehlo.transpose %500, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %502 = stablehlo.reshape %501 : (tensor<1x128x12x64xf32>) -> tensor<1x128x768xf32>
    %503 = stablehlo.dot_general %502, %arg64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x768xf32>) -> tensor<1x128x768xf32>
    %504 = stablehlo.reshape %arg63 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %506 = stablehlo.add %503, %505 : tensor<1x128x768xf32>
    %507 = stablehlo.add %417, %506 : tensor<1x128x768xf32>
    %508 = chlo.square %507 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.reduce(%507 init: %cst_115) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_116 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %511 = stablehlo.divide %509, %510 : tensor<1x128xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %512 = stablehlo.reduce(%508 init: %cst_117) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_118 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %514 = stablehlo.divide %512, %513 : tensor<1x128xf32>
    %515 = chlo.square %511 : tensor<1x128xf32> -> tensor<1x128xf32>
    %516 = stablehlo.subtract %514, %515 : tensor<1x128xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %518 = stablehlo.maximum %517, %516 : tensor<1x128xf32>
    %519 = stablehlo.broadcast_in_dim %511, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %520 = stablehlo.broadcast_in_dim %518, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %521 = stablehlo.broadcast_in_dim %519, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %522 = stablehlo.subtract %507, %521 : tensor<1x128x768xf32>
    %cst_120 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %524 = stablehlo.add %520, %523 : tensor<1x128x1xf32>
    %525 = stablehlo.rsqrt %524 : tensor<1x128x1xf32>
    %526 = stablehlo.reshape %arg68 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %527 = stablehlo.broadcast_in_dim %525, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %528 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %529 = stablehlo.multiply %527, %528 : tensor<1x128x768xf32>
    %530 = stablehlo.multiply %522, %529 : tensor<1x128x768xf32>
    %531 = stablehlo.reshape %arg67 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %533 = stablehlo.add %530, %532 : tensor<1x128x768xf32>
    %534 = stablehlo.dot_general %533, %arg72, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %535 = stablehlo.reshape %arg71 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %536 = stablehlo.broadcast_in_dim %535, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %537 = stablehlo.add %534, %536 : tensor<1x128x3072xf32>
    %538 = stablehlo.multiply %537, %537 : tensor<1x128x3072xf32>
    %539 = stablehlo.multiply %538, %537 : tensor<1x128x3072xf32>
    %cst_121 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %541 = stablehlo.multiply %540, %539 : tensor<1x128x3072xf32>
    %542 = stablehlo.add %537, %541 : tensor<1x128x3072xf32>
    %cst_122 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %544 = stablehlo.multiply %543, %542 : tensor<1x128x3072xf32>
    %545 = stablehlo.tanh %544 : tensor<1x128x3072xf32>
    %cst_123 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %547 = stablehlo.add %546, %545 : tensor<1x128x3072xf32>
    %cst_124 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %549 = stablehlo.multiply %548, %547 : tensor<1x128x3072xf32>
    %550 = stablehlo.multiply %537, %549 : tensor<1x128x3072xf32>
    %551 = stablehlo.dot_general %550, %arg70, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %552 = stablehlo.reshape %arg69 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %554 = stablehlo.add %551, %553 : tensor<1x128x768xf32>
    %555 = stablehlo.add %507, %554 : tensor<1x128x768xf32>
    %556 = stablehlo.broadcast_in_dim %467, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %557 = stablehlo.broadcast_in_dim %473, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %558 = stablehlo.concatenate %556, %557, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %559 = stablehlo.slice %arg149 [4:5, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %560 = stablehlo.reshape %559 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %561 = chlo.square %555 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %562 = stablehlo.reduce(%555 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_126 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %564 = stablehlo.divide %562, %563 : tensor<1x128xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %565 = stablehlo.reduce(%561 init: %cst_127) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_128 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %566 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %567 = stablehlo.divide %565, %566 : tensor<1x128xf32>
    %568 = chlo.square %564 : tensor<1x128xf32> -> tensor<1x128xf32>
    %569 = stablehlo.subtract %567, %568 : tensor<1x128xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %571 = stablehlo.maximum %570, %569 : tensor<1x128xf32>
    %572 = stablehlo.broadcast_in_dim %564, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %573 = stablehlo.broadcast_in_dim %571, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %574 = stablehlo.broadcast_in_dim %572, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %575 = stablehlo.subtract %555, %574 : tensor<1x128x768xf32>
    %cst_130 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %577 = stablehlo.add %573, %576 : tensor<1x128x1xf32>
    %578 = stablehlo.rsqrt %577 : tensor<1x128x1xf32>
    %579 = stablehlo.reshape %arg78 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %580 = stablehlo.broadcast_in_dim %578, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %581 = stablehlo.broadcast_in_dim %579, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %582 = stablehlo.multiply %580, %581 : tensor<1x128x768xf32>
    %583 = stablehlo.multiply %575, %582 : tensor<1x128x768xf32>
    %584 = stablehlo.reshape %arg77 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %585 = stablehlo.broadcast_in_dim %584, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %586 = stablehlo.add %583, %585 : tensor<1x128x768xf32>
    %587 = stablehlo.dot_general %586, %arg74, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x2304xf32>) -> tensor<1x128x2304xf32>
    %588 = stablehlo.reshape %arg73 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<1x128x2304xf32>
    %590 = stablehlo.add %587, %589 : tensor<1x128x2304xf32>
    %591 = stablehlo.slice %590 [0:1, 0:128, 0:768] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %592 = stablehlo.slice %590 [0:1, 0:128, 768:1536] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %593 = stablehlo.slice %590 [0:1, 0:128, 1536:2304] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %594 = stablehlo.reshape %591 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %595 = stablehlo.transpose %594, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %596 = stablehlo.reshape %592 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %597 = stablehlo.transpose %596, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %598 = stablehlo.reshape %593 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %599 = stablehlo.transpose %598, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %600 = stablehlo.slice %560 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %601 = stablehlo.reshape %600 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_131 = stablehlo.constant dense<0> : tensor<i32>
    %602 = stablehlo.compare LT, %arg150, %c_131, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_132 = stablehlo.constant dense<256> : tensor<i32>
    %603 = stablehlo.add %arg150, %c_132 : tensor<i32>
    %604 = stablehlo.select %602, %603, %arg150 : tensor<i1>, tensor<i32>
    %c_133 = stablehlo.constant dense<0> : tensor<i32>
    %c_134 = stablehlo.constant dense<0> : tensor<i32>
    %c_135 = stablehlo.constant dense<0> : tensor<i32>
    %605 = stablehlo.dynamic_update_slice %601, %597, %c_133, %c_134, %604, %c_135 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %606 = stablehlo.slice %560 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %607 = stablehlo.reshape %606 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_136 = stablehlo.constant dense<0> : tensor<i32>
    %608 = stablehlo.compare LT, %arg150, %c_136, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_137 = stablehlo.constant dense<256> : tensor<i32>
    %609 = stablehlo.add %arg150, %c_137 : tensor<i32>
    %610 = stablehlo.select %608, %609, %arg150 : tensor<i1>, tensor<i32>
    %c_138 = stablehlo.constant dense<0> : tensor<i32>
    %c_139 = stablehlo.constant dense<0> : tensor<i32>
    %c_140 = stablehlo.constant dense<0> : tensor<i32>
    %611 = stablehlo.dynamic_update_slice %607, %599, %c_138, %c_139, %610, %c_140 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %612 = stablehlo.dot_general %595, %605, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x256xf32>
    %cst_141 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %613 = stablehlo.sqrt %cst_141 : tensor<f32>
    %614 = stablehlo.convert %613 : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %614, dims = [] : (tensor<f32>) -> tensor<1x12x128x256xf32>
    %616 = stablehlo.divide %612, %615 : tensor<1x12x128x256xf32>
    %617 = stablehlo.iota dim = 0 : tensor<256xi32>
    %618 = stablehlo.broadcast_in_dim %617, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %619 = stablehlo.iota dim = 0 : tensor<128xi32>
    %620 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %621 = stablehlo.add %620, %619 : tensor<128xi32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %623 = stablehlo.broadcast_in_dim %618, dims = [0, 1] : (tensor<1x256xi32>) -> tensor<128x256xi32>
    %624 = stablehlo.broadcast_in_dim %622, dims = [0, 1] : (tensor<128x1xi32>) -> tensor<128x256xi32>
    %625 = stablehlo.compare LE, %623, %624, SIGNED : (tensor<128x256xi32>, tensor<128x256xi32>) -> tensor<128x256xi1>
    %cst_142 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %626 = call @_where_0(%625, %616, %cst_142) : (tensor<128x256xi1>, tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128x256xf32>
    %cst_143 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %627 = stablehlo.reduce(%626 init: %cst_143) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_144 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %629 = stablehlo.maximum %628, %627 : tensor<1x12x128xf32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %631 = stablehlo.broadcast_in_dim %630, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %632 = stablehlo.subtract %626, %631 : tensor<1x12x128x256xf32>
    %633 = stablehlo.exponential %632 : tensor<1x12x128x256xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %634 = stablehlo.reduce(%633 init: %cst_145) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %635 = stablehlo.broadcast_in_dim %634, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %637 = stablehlo.divide %633, %636 : tensor<1x12x128x256xf32>
    %638 = stablehlo.dot_general %637, %611, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x64xf32>
    %639 = stablehlo.transpose %638, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %640 = stablehlo.reshape %639 : (tensor<1x128x12x64xf32>) -> tensor<1x128x768xf32>
    %641 = stablehlo.dot_general %640, %arg76, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x768xf32>) -> tensor<1x128x768xf32>
    %642 = stablehlo.reshape %arg75 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %643 = stablehlo.broadcast_in_dim %642, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %644 = stablehlo.add %641, %643 : tensor<1x128x768xf32>
    %645 = stablehlo.add %555, %644 : tensor<1x128x768xf32>
    %646 = chlo.square %645 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %647 = stablehlo.reduce(%645 init: %cst_146) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_147 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %649 = stablehlo.divide %647, %648 : tensor<1x128xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %650 = stablehlo.reduce(%646 init: %cst_148) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_149 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %652 = stablehlo.divide %650, %651 : tensor<1x128xf32>
    %653 = chlo.square %649 : tensor<1x128xf32> -> tensor<1x128xf32>
    %654 = stablehlo.subtract %652, %653 : tensor<1x128xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %656 = stablehlo.maximum %655, %654 : tensor<1x128xf32>
    %657 = stablehlo.broadcast_in_dim %649, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %658 = stablehlo.broadcast_in_dim %656, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %659 = stablehlo.broadcast_in_dim %657, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %660 = stablehlo.subtract %645, %659 : tensor<1x128x768xf32>
    %cst_151 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %662 = stablehlo.add %658, %661 : tensor<1x128x1xf32>
    %663 = stablehlo.rsqrt %662 : tensor<1x128x1xf32>
    %664 = stablehlo.reshape %arg80 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %665 = stablehlo.broadcast_in_dim %663, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %666 = stablehlo.broadcast_in_dim %664, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %667 = stablehlo.multiply %665, %666 : tensor<1x128x768xf32>
    %668 = stablehlo.multiply %660, %667 : tensor<1x128x768xf32>
    %669 = stablehlo.reshape %arg79 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %670 = stablehlo.broadcast_in_dim %669, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %671 = stablehlo.add %668, %670 : tensor<1x128x768xf32>
    %672 = stablehlo.dot_general %671, %arg84, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %673 = stablehlo.reshape %arg83 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %674 = stablehlo.broadcast_in_dim %673, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %675 = stablehlo.add %672, %674 : tensor<1x128x3072xf32>
    %676 = stablehlo.multiply %675, %675 : tensor<1x128x3072xf32>
    %677 = stablehlo.multiply %676, %675 : tensor<1x128x3072xf32>
    %cst_152 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %679 = stablehlo.multiply %678, %677 : tensor<1x128x3072xf32>
    %680 = stablehlo.add %675, %679 : tensor<1x128x3072xf32>
    %cst_153 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %682 = stablehlo.multiply %681, %680 : tensor<1x128x3072xf32>
    %683 = stablehlo.tanh %682 : tensor<1x128x3072xf32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %685 = stablehlo.add %684, %683 : tensor<1x128x3072xf32>
    %cst_155 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %687 = stablehlo.multiply %686, %685 : tensor<1x128x3072xf32>
    %688 = stablehlo.multiply %675, %687 : tensor<1x128x3072xf32>
    %689 = stablehlo.dot_general %688, %arg82, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %690 = stablehlo.reshape %arg81 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %691 = stablehlo.broadcast_in_dim %690, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %692 = stablehlo.add %689, %691 : tensor<1x128x768xf32>
    %693 = stablehlo.add %645, %692 : tensor<1x128x768xf32>
    %694 = stablehlo.broadcast_in_dim %605, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %695 = stablehlo.broadcast_in_dim %611, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %696 = stablehlo.concatenate %694, %695, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %697 = stablehlo.slice %arg149 [5:6, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %698 = stablehlo.reshape %697 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %699 = chlo.square %693 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %700 = stablehlo.reduce(%693 init: %cst_156) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_157 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %702 = stablehlo.divide %700, %701 : tensor<1x128xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %703 = stablehlo.reduce(%699 init: %cst_158) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_159 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %705 = stablehlo.divide %703, %704 : tensor<1x128xf32>
    %706 = chlo.square %702 : tensor<1x128xf32> -> tensor<1x128xf32>
    %707 = stablehlo.subtract %705, %706 : tensor<1x128xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %709 = stablehlo.maximum %708, %707 : tensor<1x128xf32>
    %710 = stablehlo.broadcast_in_dim %702, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %711 = stablehlo.broadcast_in_dim %709, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %712 = stablehlo.broadcast_in_dim %710, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %713 = stablehlo.subtract %693, %712 : tensor<1x128x768xf32>
    %cst_161 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %715 = stablehlo.add %711, %714 : tensor<1x128x1xf32>
    %716 = stablehlo.rsqrt %715 : tensor<1x128x1xf32>
    %717 = stablehlo.reshape %arg90 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %718 = stablehlo.broadcast_in_dim %716, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %719 = stablehlo.broadcast_in_dim %717, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %720 = stablehlo.multiply %718, %719 : tensor<1x128x768xf32>
    %721 = stablehlo.multiply %713, %720 : tensor<1x128x768xf32>
    %722 = stablehlo.reshape %arg89 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %723 = stablehlo.broadcast_in_dim %722, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %724 = stablehlo.add %721, %723 : tensor<1x128x768xf32>
    %725 = stablehlo.dot_general %724, %arg86, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x2304xf32>) -> tensor<1x128x2304xf32>
    %726 = stablehlo.reshape %arg85 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %727 = stablehlo.broadcast_in_dim %726, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<1x128x2304xf32>
    %728 = stablehlo.add %725, %727 : tensor<1x128x2304xf32>
    %729 = stablehlo.slice %728 [0:1, 0:128, 0:768] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %730 = stablehlo.slice %728 [0:1, 0:128, 768:1536] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %731 = stablehlo.slice %728 [0:1, 0:128, 1536:2304] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %732 = stablehlo.reshape %729 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %733 = stablehlo.transpose %732, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %734 = stablehlo.reshape %730 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %735 = stablehlo.transpose %734, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %736 = stablehlo.reshape %731 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %737 = stablehlo.transpose %736, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %738 = stablehlo.slice %698 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %739 = stablehlo.reshape %738 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_162 = stablehlo.constant dense<0> : tensor<i32>
    %740 = stablehlo.compare LT, %arg150, %c_162, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_163 = stablehlo.constant dense<256> : tensor<i32>
    %741 = stablehlo.add %arg150, %c_163 : tensor<i32>
    %742 = stablehlo.select %740, %741, %arg150 : tensor<i1>, tensor<i32>
    %c_164 = stablehlo.constant dense<0> : tensor<i32>
    %c_165 = stablehlo.constant dense<0> : tensor<i32>
    %c_166 = stablehlo.constant dense<0> : tensor<i32>
    %743 = stablehlo.dynamic_update_slice %739, %735, %c_164, %c_165, %742, %c_166 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %744 = stablehlo.slice %698 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %745 = stablehlo.reshape %744 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_167 = stablehlo.constant dense<0> : tensor<i32>
    %746 = stablehlo.compare LT, %arg150, %c_167, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_168 = stablehlo.constant dense<256> : tensor<i32>
    %747 = stablehlo.add %arg150, %c_168 : tensor<i32>
    %748 = stablehlo.select %746, %747, %arg150 : tensor<i1>, tensor<i32>
    %c_169 = stablehlo.constant dense<0> : tensor<i32>
    %c_170 = stablehlo.constant dense<0> : tensor<i32>
    %c_171 = stablehlo.constant dense<0> : tensor<i32>
    %749 = stablehlo.dynamic_update_slice %745, %737, %c_169, %c_170, %748, %c_171 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %750 = stablehlo.dot_general %733, %743, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x256xf32>
    %cst_172 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %751 = stablehlo.sqrt %cst_172 : tensor<f32>
    %752 = stablehlo.convert %751 : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %752, dims = [] : (tensor<f32>) -> tensor<1x12x128x256xf32>
    %754 = stablehlo.divide %750, %753 : tensor<1x12x128x256xf32>
    %755 = stablehlo.iota dim = 0 : tensor<256xi32>
    %756 = stablehlo.broadcast_in_dim %755, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %757 = stablehlo.iota dim = 0 : tensor<128xi32>
    %758 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %759 = stablehlo.add %758, %757 : tensor<128xi32>
    %760 = stablehlo.broadcast_in_dim %759, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %761 = stablehlo.broadcast_in_dim %756, dims = [0, 1] : (tensor<1x256xi32>) -> tensor<128x256xi32>
    %762 = stablehlo.broadcast_in_dim %760, dims = [0, 1] : (tensor<128x1xi32>) -> tensor<128x256xi32>
    %763 = stablehlo.compare LE, %761, %762, SIGNED : (tensor<128x256xi32>, tensor<128x256xi32>) -> tensor<128x256xi1>
    %cst_173 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %764 = call @_where_0(%763, %754, %cst_173) : (tensor<128x256xi1>, tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128x256xf32>
    %cst_174 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %765 = stablehlo.reduce(%764 init: %cst_174) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_175 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %767 = stablehlo.maximum %766, %765 : tensor<1x12x128xf32>
    %768 = stablehlo.broadcast_in_dim %767, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %769 = stablehlo.broadcast_in_dim %768, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %770 = stablehlo.subtract %764, %769 : tensor<1x12x128x256xf32>
    %771 = stablehlo.exponential %770 : tensor<1x12x128x256xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %772 = stablehlo.reduce(%771 init: %cst_176) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %773 = stablehlo.broadcast_in_dim %772, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %774 = stablehlo.broadcast_in_dim %773, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %775 = stablehlo.divide %771, %774 : tensor<1x12x128x256xf32>
    %776 = stablehlo.dot_general %775, %749, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x64xf32>
    %777 = stablehlo.transpose %776, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %778 = stablehlo.reshape %777 : (tensor<1x128x12x64xf32>) -> tensor<1x128x768xf32>
    %779 = stablehlo.dot_general %778, %arg88, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x768xf32>) -> tensor<1x128x768xf32>
    %780 = stablehlo.reshape %arg87 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %781 = stablehlo.broadcast_in_dim %780, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %782 = stablehlo.add %779, %781 : tensor<1x128x768xf32>
    %783 = stablehlo.add %693, %782 : tensor<1x128x768xf32>
    %784 = chlo.square %783 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %785 = stablehlo.reduce(%783 init: %cst_177) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_178 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %787 = stablehlo.divide %785, %786 : tensor<1x128xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %788 = stablehlo.reduce(%784 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_180 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %790 = stablehlo.divide %788, %789 : tensor<1x128xf32>
    %791 = chlo.square %787 : tensor<1x128xf32> -> tensor<1x128xf32>
    %792 = stablehlo.subtract %790, %791 : tensor<1x128xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %794 = stablehlo.maximum %793, %792 : tensor<1x128xf32>
    %795 = stablehlo.broadcast_in_dim %787, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %796 = stablehlo.broadcast_in_dim %794, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %797 = stablehlo.broadcast_in_dim %795, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %798 = stablehlo.subtract %783, %797 : tensor<1x128x768xf32>
    %cst_182 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %800 = stablehlo.add %796, %799 : tensor<1x128x1xf32>
    %801 = stablehlo.rsqrt %800 : tensor<1x128x1xf32>
    %802 = stablehlo.reshape %arg92 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %803 = stablehlo.broadcast_in_dim %801, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %804 = stablehlo.broadcast_in_dim %802, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %805 = stablehlo.multiply %803, %804 : tensor<1x128x768xf32>
    %806 = stablehlo.multiply %798, %805 : tensor<1x128x768xf32>
    %807 = stablehlo.reshape %arg91 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %808 = stablehlo.broadcast_in_dim %807, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %809 = stablehlo.add %806, %808 : tensor<1x128x768xf32>
    %810 = stablehlo.dot_general %809, %arg96, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %811 = stablehlo.reshape %arg95 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %812 = stablehlo.broadcast_in_dim %811, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %813 = stablehlo.add %810, %812 : tensor<1x128x3072xf32>
    %814 = stablehlo.multiply %813, %813 : tensor<1x128x3072xf32>
    %815 = stablehlo.multiply %814, %813 : tensor<1x128x3072xf32>
    %cst_183 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %817 = stablehlo.multiply %816, %815 : tensor<1x128x3072xf32>
    %818 = stablehlo.add %813, %817 : tensor<1x128x3072xf32>
    %cst_184 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %820 = stablehlo.multiply %819, %818 : tensor<1x128x3072xf32>
    %821 = stablehlo.tanh %820 : tensor<1x128x3072xf32>
    %cst_185 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %823 = stablehlo.add %822, %821 : tensor<1x128x3072xf32>
    %cst_186 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %825 = stablehlo.multiply %824, %823 : tensor<1x128x3072xf32>
    %826 = stablehlo.multiply %813, %825 : tensor<1x128x3072xf32>
    %827 = stablehlo.dot_general %826, %arg94, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %828 = stablehlo.reshape %arg93 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %829 = stablehlo.broadcast_in_dim %828, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %830 = stablehlo.add %827, %829 : tensor<1x128x768xf32>
    %831 = stablehlo.add %783, %830 : tensor<1x128x768xf32>
    %832 = stablehlo.broadcast_in_dim %743, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %833 = stablehlo.broadcast_in_dim %749, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %834 = stablehlo.concatenate %832, %833, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %835 = stablehlo.slice %arg149 [6:7, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %836 = stablehlo.reshape %835 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %837 = chlo.square %831 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %838 = stablehlo.reduce(%831 init: %cst_187) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_188 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %840 = stablehlo.divide %838, %839 : tensor<1x128xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %841 = stablehlo.reduce(%837 init: %cst_189) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_190 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %843 = stablehlo.divide %841, %842 : tensor<1x128xf32>
    %844 = chlo.square %840 : tensor<1x128xf32> -> tensor<1x128xf32>
    %845 = stablehlo.subtract %843, %844 : tensor<1x128xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %847 = stablehlo.maximum %846, %845 : tensor<1x128xf32>
    %848 = stablehlo.broadcast_in_dim %840, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %849 = stablehlo.broadcast_in_dim %847, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %850 = stablehlo.broadcast_in_dim %848, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %851 = stablehlo.subtract %831, %850 : tensor<1x128x768xf32>
    %cst_192 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %853 = stablehlo.add %849, %852 : tensor<1x128x1xf32>
    %854 = stablehlo.rsqrt %853 : tensor<1x128x1xf32>
    %855 = stablehlo.reshape %arg102 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %856 = stablehlo.broadcast_in_dim %854, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %857 = stablehlo.broadcast_in_dim %855, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %858 = stablehlo.multiply %856, %857 : tensor<1x128x768xf32>
    %859 = stablehlo.multiply %851, %858 : tensor<1x128x768xf32>
    %860 = stablehlo.reshape %arg101 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %861 = stablehlo.broadcast_in_dim %860, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %862 = stablehlo.add %859, %861 : tensor<1x128x768xf32>
    %863 = stablehlo.dot_general %862, %arg98, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x2304xf32>) -> tensor<1x128x2304xf32>
    %864 = stablehlo.reshape %arg97 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %865 = stablehlo.broadcast_in_dim %864, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<1x128x2304xf32>
    %866 = stablehlo.add %863, %865 : tensor<1x128x2304xf32>
    %867 = stablehlo.slice %866 [0:1, 0:128, 0:768] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %868 = stablehlo.slice %866 [0:1, 0:128, 768:1536] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %869 = stablehlo.slice %866 [0:1, 0:128, 1536:2304] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %870 = stablehlo.reshape %867 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %871 = stablehlo.transpose %870, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %872 = stablehlo.reshape %868 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %873 = stablehlo.transpose %872, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %874 = stablehlo.reshape %869 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %875 = stablehlo.transpose %874, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %876 = stablehlo.slice %836 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %877 = stablehlo.reshape %876 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_193 = stablehlo.constant dense<0> : tensor<i32>
    %878 = stablehlo.compare LT, %arg150, %c_193, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_194 = stablehlo.constant dense<256> : tensor<i32>
    %879 = stablehlo.add %arg150, %c_194 : tensor<i32>
    %880 = stablehlo.select %878, %879, %arg150 : tensor<i1>, tensor<i32>
    %c_195 = stablehlo.constant dense<0> : tensor<i32>
    %c_196 = stablehlo.constant dense<0> : tensor<i32>
    %c_197 = stablehlo.constant dense<0> : tensor<i32>
    %881 = stablehlo.dynamic_update_slice %877, %873, %c_195, %c_196, %880, %c_197 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %882 = stablehlo.slice %836 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %883 = stablehlo.reshape %882 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_198 = stablehlo.constant dense<0> : tensor<i32>
    %884 = stablehlo.compare LT, %arg150, %c_198, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_199 = stablehlo.constant dense<256> : tensor<i32>
    %885 = stablehlo.add %arg150, %c_199 : tensor<i32>
    %886 = stablehlo.select %884, %885, %arg150 : tensor<i1>, tensor<i32>
    %c_200 = stablehlo.constant dense<0> : tensor<i32>
    %c_201 = stablehlo.constant dense<0> : tensor<i32>
    %c_202 = stablehlo.constant dense<0> : tensor<i32>
    %887 = stablehlo.dynamic_update_slice %883, %875, %c_200, %c_201, %886, %c_202 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %888 = stablehlo.dot_general %871, %881, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x256xf32>
    %cst_203 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %889 = stablehlo.sqrt %cst_203 : tensor<f32>
    %890 = stablehlo.convert %889 : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %890, dims = [] : (tensor<f32>) -> tensor<1x12x128x256xf32>
    %892 = stablehlo.divide %888, %891 : tensor<1x12x128x256xf32>
    %893 = stablehlo.iota dim = 0 : tensor<256xi32>
    %894 = stablehlo.broadcast_in_dim %893, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %895 = stablehlo.iota dim = 0 : tensor<128xi32>
    %896 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %897 = stablehlo.add %896, %895 : tensor<128xi32>
    %898 = stablehlo.broadcast_in_dim %897, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %899 = stablehlo.broadcast_in_dim %894, dims = [0, 1] : (tensor<1x256xi32>) -> tensor<128x256xi32>
    %900 = stablehlo.broadcast_in_dim %898, dims = [0, 1] : (tensor<128x1xi32>) -> tensor<128x256xi32>
    %901 = stablehlo.compare LE, %899, %900, SIGNED : (tensor<128x256xi32>, tensor<128x256xi32>) -> tensor<128x256xi1>
    %cst_204 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %902 = call @_where_0(%901, %892, %cst_204) : (tensor<128x256xi1>, tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128x256xf32>
    %cst_205 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %903 = stablehlo.reduce(%902 init: %cst_205) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_206 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %905 = stablehlo.maximum %904, %903 : tensor<1x12x128xf32>
    %906 = stablehlo.broadcast_in_dim %905, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %907 = stablehlo.broadcast_in_dim %906, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %908 = stablehlo.subtract %902, %907 : tensor<1x12x128x256xf32>
    %909 = stablehlo.exponential %908 : tensor<1x12x128x256xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %910 = stablehlo.reduce(%909 init: %cst_207) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %911 = stablehlo.broadcast_in_dim %910, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %912 = stablehlo.broadcast_in_dim %911, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %913 = stablehlo.divide %909, %912 : tensor<1x12x128x256xf32>
    %914 = stablehlo.dot_general %913, %887, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x64xf32>
    %915 = stablehlo.transpose %914, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %916 = stablehlo.reshape %915 : (tensor<1x128x12x64xf32>) -> tensor<1x128x768xf32>
    %917 = stablehlo.dot_general %916, %arg100, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x768xf32>) -> tensor<1x128x768xf32>
    %918 = stablehlo.reshape %arg99 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %919 = stablehlo.broadcast_in_dim %918, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %920 = stablehlo.add %917, %919 : tensor<1x128x768xf32>
    %921 = stablehlo.add %831, %920 : tensor<1x128x768xf32>
    %922 = chlo.square %921 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %923 = stablehlo.reduce(%921 init: %cst_208) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_209 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %925 = stablehlo.divide %923, %924 : tensor<1x128xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %926 = stablehlo.reduce(%922 init: %cst_210) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_211 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %928 = stablehlo.divide %926, %927 : tensor<1x128xf32>
    %929 = chlo.square %925 : tensor<1x128xf32> -> tensor<1x128xf32>
    %930 = stablehlo.subtract %928, %929 : tensor<1x128xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %932 = stablehlo.maximum %931, %930 : tensor<1x128xf32>
    %933 = stablehlo.broadcast_in_dim %925, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %934 = stablehlo.broadcast_in_dim %932, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %935 = stablehlo.broadcast_in_dim %933, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %936 = stablehlo.subtract %921, %935 : tensor<1x128x768xf32>
    %cst_213 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %938 = stablehlo.add %934, %937 : tensor<1x128x1xf32>
    %939 = stablehlo.rsqrt %938 : tensor<1x128x1xf32>
    %940 = stablehlo.reshape %arg104 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %941 = stablehlo.broadcast_in_dim %939, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %942 = stablehlo.broadcast_in_dim %940, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %943 = stablehlo.multiply %941, %942 : tensor<1x128x768xf32>
    %944 = stablehlo.multiply %936, %943 : tensor<1x128x768xf32>
    %945 = stablehlo.reshape %arg103 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %946 = stablehlo.broadcast_in_dim %945, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %947 = stablehlo.add %944, %946 : tensor<1x128x768xf32>
    %948 = stablehlo.dot_general %947, %arg108, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %949 = stablehlo.reshape %arg107 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %950 = stablehlo.broadcast_in_dim %949, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %951 = stablehlo.add %948, %950 : tensor<1x128x3072xf32>
    %952 = stablehlo.multiply %951, %951 : tensor<1x128x3072xf32>
    %953 = stablehlo.multiply %952, %951 : tensor<1x128x3072xf32>
    %cst_214 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %954 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %955 = stablehlo.multiply %954, %953 : tensor<1x128x3072xf32>
    %956 = stablehlo.add %951, %955 : tensor<1x128x3072xf32>
    %cst_215 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %957 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %958 = stablehlo.multiply %957, %956 : tensor<1x128x3072xf32>
    %959 = stablehlo.tanh %958 : tensor<1x128x3072xf32>
    %cst_216 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %961 = stablehlo.add %960, %959 : tensor<1x128x3072xf32>
    %cst_217 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %962 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %963 = stablehlo.multiply %962, %961 : tensor<1x128x3072xf32>
    %964 = stablehlo.multiply %951, %963 : tensor<1x128x3072xf32>
    %965 = stablehlo.dot_general %964, %arg106, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %966 = stablehlo.reshape %arg105 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %967 = stablehlo.broadcast_in_dim %966, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %968 = stablehlo.add %965, %967 : tensor<1x128x768xf32>
    %969 = stablehlo.add %921, %968 : tensor<1x128x768xf32>
    %970 = stablehlo.broadcast_in_dim %881, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %971 = stablehlo.broadcast_in_dim %887, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %972 = stablehlo.concatenate %970, %971, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %973 = stablehlo.slice %arg149 [7:8, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %974 = stablehlo.reshape %973 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %975 = chlo.square %969 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %976 = stablehlo.reduce(%969 init: %cst_218) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_219 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %978 = stablehlo.divide %976, %977 : tensor<1x128xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %979 = stablehlo.reduce(%975 init: %cst_220) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_221 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %981 = stablehlo.divide %979, %980 : tensor<1x128xf32>
    %982 = chlo.square %978 : tensor<1x128xf32> -> tensor<1x128xf32>
    %983 = stablehlo.subtract %981, %982 : tensor<1x128xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %984 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %985 = stablehlo.maximum %984, %983 : tensor<1x128xf32>
    %986 = stablehlo.broadcast_in_dim %978, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %987 = stablehlo.broadcast_in_dim %985, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %988 = stablehlo.broadcast_in_dim %986, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %989 = stablehlo.subtract %969, %988 : tensor<1x128x768xf32>
    %cst_223 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %991 = stablehlo.add %987, %990 : tensor<1x128x1xf32>
    %992 = stablehlo.rsqrt %991 : tensor<1x128x1xf32>
    %993 = stablehlo.reshape %arg114 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %994 = stablehlo.broadcast_in_dim %992, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %995 = stablehlo.broadcast_in_dim %993, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %996 = stablehlo.multiply %994, %995 : tensor<1x128x768xf32>
    %997 = stablehlo.multiply %989, %996 : tensor<1x128x768xf32>
    %998 = stablehlo.reshape %arg113 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %999 = stablehlo.broadcast_in_dim %998, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1000 = stablehlo.add %997, %999 : tensor<1x128x768xf32>
    %1001 = stablehlo.dot_general %1000, %arg110, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x2304xf32>) -> tensor<1x128x2304xf32>
    %1002 = stablehlo.reshape %arg109 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %1003 = stablehlo.broadcast_in_dim %1002, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<1x128x2304xf32>
    %1004 = stablehlo.add %1001, %1003 : tensor<1x128x2304xf32>
    %1005 = stablehlo.slice %1004 [0:1, 0:128, 0:768] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %1006 = stablehlo.slice %1004 [0:1, 0:128, 768:1536] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %1007 = stablehlo.slice %1004 [0:1, 0:128, 1536:2304] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %1008 = stablehlo.reshape %1005 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %1009 = stablehlo.transpose %1008, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1010 = stablehlo.reshape %1006 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %1011 = stablehlo.transpose %1010, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1012 = stablehlo.reshape %1007 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %1013 = stablehlo.transpose %1012, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1014 = stablehlo.slice %974 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1015 = stablehlo.reshape %1014 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_224 = stablehlo.constant dense<0> : tensor<i32>
    %1016 = stablehlo.compare LT, %arg150, %c_224, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_225 = stablehlo.constant dense<256> : tensor<i32>
    %1017 = stablehlo.add %arg150, %c_225 : tensor<i32>
    %1018 = stablehlo.select %1016, %1017, %arg150 : tensor<i1>, tensor<i32>
    %c_226 = stablehlo.constant dense<0> : tensor<i32>
    %c_227 = stablehlo.constant dense<0> : tensor<i32>
    %c_228 = stablehlo.constant dense<0> : tensor<i32>
    %1019 = stablehlo.dynamic_update_slice %1015, %1011, %c_226, %c_227, %1018, %c_228 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1020 = stablehlo.slice %974 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1021 = stablehlo.reshape %1020 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_229 = stablehlo.constant dense<0> : tensor<i32>
    %1022 = stablehlo.compare LT, %arg150, %c_229, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_230 = stablehlo.constant dense<256> : tensor<i32>
    %1023 = stablehlo.add %arg150, %c_230 : tensor<i32>
    %1024 = stablehlo.select %1022, %1023, %arg150 : tensor<i1>, tensor<i32>
    %c_231 = stablehlo.constant dense<0> : tensor<i32>
    %c_232 = stablehlo.constant dense<0> : tensor<i32>
    %c_233 = stablehlo.constant dense<0> : tensor<i32>
    %1025 = stablehlo.dynamic_update_slice %1021, %1013, %c_231, %c_232, %1024, %c_233 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1026 = stablehlo.dot_general %1009, %1019, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x256xf32>
    %cst_234 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1027 = stablehlo.sqrt %cst_234 : tensor<f32>
    %1028 = stablehlo.convert %1027 : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %1028, dims = [] : (tensor<f32>) -> tensor<1x12x128x256xf32>
    %1030 = stablehlo.divide %1026, %1029 : tensor<1x12x128x256xf32>
    %1031 = stablehlo.iota dim = 0 : tensor<256xi32>
    %1032 = stablehlo.broadcast_in_dim %1031, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %1033 = stablehlo.iota dim = 0 : tensor<128xi32>
    %1034 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %1035 = stablehlo.add %1034, %1033 : tensor<128xi32>
    %1036 = stablehlo.broadcast_in_dim %1035, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %1037 = stablehlo.broadcast_in_dim %1032, dims = [0, 1] : (tensor<1x256xi32>) -> tensor<128x256xi32>
    %1038 = stablehlo.broadcast_in_dim %1036, dims = [0, 1] : (tensor<128x1xi32>) -> tensor<128x256xi32>
    %1039 = stablehlo.compare LE, %1037, %1038, SIGNED : (tensor<128x256xi32>, tensor<128x256xi32>) -> tensor<128x256xi1>
    %cst_235 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1040 = call @_where_0(%1039, %1030, %cst_235) : (tensor<128x256xi1>, tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128x256xf32>
    %cst_236 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1041 = stablehlo.reduce(%1040 init: %cst_236) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_237 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %1043 = stablehlo.maximum %1042, %1041 : tensor<1x12x128xf32>
    %1044 = stablehlo.broadcast_in_dim %1043, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %1045 = stablehlo.broadcast_in_dim %1044, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %1046 = stablehlo.subtract %1040, %1045 : tensor<1x12x128x256xf32>
    %1047 = stablehlo.exponential %1046 : tensor<1x12x128x256xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1048 = stablehlo.reduce(%1047 init: %cst_238) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %1049 = stablehlo.broadcast_in_dim %1048, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %1050 = stablehlo.broadcast_in_dim %1049, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %1051 = stablehlo.divide %1047, %1050 : tensor<1x12x128x256xf32>
    %1052 = stablehlo.dot_general %1051, %1025, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x64xf32>
    %1053 = stablehlo.transpose %1052, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %1054 = stablehlo.reshape %1053 : (tensor<1x128x12x64xf32>) -> tensor<1x128x768xf32>
    %1055 = stablehlo.dot_general %1054, %arg112, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x768xf32>) -> tensor<1x128x768xf32>
    %1056 = stablehlo.reshape %arg111 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1057 = stablehlo.broadcast_in_dim %1056, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1058 = stablehlo.add %1055, %1057 : tensor<1x128x768xf32>
    %1059 = stablehlo.add %969, %1058 : tensor<1x128x768xf32>
    %1060 = chlo.square %1059 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1061 = stablehlo.reduce(%1059 init: %cst_239) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_240 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1062 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1063 = stablehlo.divide %1061, %1062 : tensor<1x128xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1064 = stablehlo.reduce(%1060 init: %cst_241) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_242 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1066 = stablehlo.divide %1064, %1065 : tensor<1x128xf32>
    %1067 = chlo.square %1063 : tensor<1x128xf32> -> tensor<1x128xf32>
    %1068 = stablehlo.subtract %1066, %1067 : tensor<1x128xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1070 = stablehlo.maximum %1069, %1068 : tensor<1x128xf32>
    %1071 = stablehlo.broadcast_in_dim %1063, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1072 = stablehlo.broadcast_in_dim %1070, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1073 = stablehlo.broadcast_in_dim %1071, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1074 = stablehlo.subtract %1059, %1073 : tensor<1x128x768xf32>
    %cst_244 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %1076 = stablehlo.add %1072, %1075 : tensor<1x128x1xf32>
    %1077 = stablehlo.rsqrt %1076 : tensor<1x128x1xf32>
    %1078 = stablehlo.reshape %arg116 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1079 = stablehlo.broadcast_in_dim %1077, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1080 = stablehlo.broadcast_in_dim %1078, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1081 = stablehlo.multiply %1079, %1080 : tensor<1x128x768xf32>
    %1082 = stablehlo.multiply %1074, %1081 : tensor<1x128x768xf32>
    %1083 = stablehlo.reshape %arg115 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1084 = stablehlo.broadcast_in_dim %1083, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1085 = stablehlo.add %1082, %1084 : tensor<1x128x768xf32>
    %1086 = stablehlo.dot_general %1085, %arg120, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %1087 = stablehlo.reshape %arg119 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1088 = stablehlo.broadcast_in_dim %1087, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %1089 = stablehlo.add %1086, %1088 : tensor<1x128x3072xf32>
    %1090 = stablehlo.multiply %1089, %1089 : tensor<1x128x3072xf32>
    %1091 = stablehlo.multiply %1090, %1089 : tensor<1x128x3072xf32>
    %cst_245 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1092 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1093 = stablehlo.multiply %1092, %1091 : tensor<1x128x3072xf32>
    %1094 = stablehlo.add %1089, %1093 : tensor<1x128x3072xf32>
    %cst_246 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1095 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1096 = stablehlo.multiply %1095, %1094 : tensor<1x128x3072xf32>
    %1097 = stablehlo.tanh %1096 : tensor<1x128x3072xf32>
    %cst_247 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1098 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1099 = stablehlo.add %1098, %1097 : tensor<1x128x3072xf32>
    %cst_248 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1100 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1101 = stablehlo.multiply %1100, %1099 : tensor<1x128x3072xf32>
    %1102 = stablehlo.multiply %1089, %1101 : tensor<1x128x3072xf32>
    %1103 = stablehlo.dot_general %1102, %arg118, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %1104 = stablehlo.reshape %arg117 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1105 = stablehlo.broadcast_in_dim %1104, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1106 = stablehlo.add %1103, %1105 : tensor<1x128x768xf32>
    %1107 = stablehlo.add %1059, %1106 : tensor<1x128x768xf32>
    %1108 = stablehlo.broadcast_in_dim %1019, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1109 = stablehlo.broadcast_in_dim %1025, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1110 = stablehlo.concatenate %1108, %1109, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1111 = stablehlo.slice %arg149 [8:9, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1112 = stablehlo.reshape %1111 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1113 = chlo.square %1107 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1114 = stablehlo.reduce(%1107 init: %cst_249) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_250 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1116 = stablehlo.divide %1114, %1115 : tensor<1x128xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1117 = stablehlo.reduce(%1113 init: %cst_251) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_252 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1118 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1119 = stablehlo.divide %1117, %1118 : tensor<1x128xf32>
    %1120 = chlo.square %1116 : tensor<1x128xf32> -> tensor<1x128xf32>
    %1121 = stablehlo.subtract %1119, %1120 : tensor<1x128xf32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1122 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1123 = stablehlo.maximum %1122, %1121 : tensor<1x128xf32>
    %1124 = stablehlo.broadcast_in_dim %1116, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1125 = stablehlo.broadcast_in_dim %1123, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1126 = stablehlo.broadcast_in_dim %1124, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1127 = stablehlo.subtract %1107, %1126 : tensor<1x128x768xf32>
    %cst_254 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1128 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %1129 = stablehlo.add %1125, %1128 : tensor<1x128x1xf32>
    %1130 = stablehlo.rsqrt %1129 : tensor<1x128x1xf32>
    %1131 = stablehlo.reshape %arg126 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1132 = stablehlo.broadcast_in_dim %1130, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1133 = stablehlo.broadcast_in_dim %1131, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1134 = stablehlo.multiply %1132, %1133 : tensor<1x128x768xf32>
    %1135 = stablehlo.multiply %1127, %1134 : tensor<1x128x768xf32>
    %1136 = stablehlo.reshape %arg125 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1137 = stablehlo.broadcast_in_dim %1136, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1138 = stablehlo.add %1135, %1137 : tensor<1x128x768xf32>
    %1139 = stablehlo.dot_general %1138, %arg122, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x2304xf32>) -> tensor<1x128x2304xf32>
    %1140 = stablehlo.reshape %arg121 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %1141 = stablehlo.broadcast_in_dim %1140, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<1x128x2304xf32>
    %1142 = stablehlo.add %1139, %1141 : tensor<1x128x2304xf32>
    %1143 = stablehlo.slice %1142 [0:1, 0:128, 0:768] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %1144 = stablehlo.slice %1142 [0:1, 0:128, 768:1536] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %1145 = stablehlo.slice %1142 [0:1, 0:128, 1536:2304] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %1146 = stablehlo.reshape %1143 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %1147 = stablehlo.transpose %1146, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1148 = stablehlo.reshape %1144 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %1149 = stablehlo.transpose %1148, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1150 = stablehlo.reshape %1145 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %1151 = stablehlo.transpose %1150, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1152 = stablehlo.slice %1112 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1153 = stablehlo.reshape %1152 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_255 = stablehlo.constant dense<0> : tensor<i32>
    %1154 = stablehlo.compare LT, %arg150, %c_255, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_256 = stablehlo.constant dense<256> : tensor<i32>
    %1155 = stablehlo.add %arg150, %c_256 : tensor<i32>
    %1156 = stablehlo.select %1154, %1155, %arg150 : tensor<i1>, tensor<i32>
    %c_257 = stablehlo.constant dense<0> : tensor<i32>
    %c_258 = stablehlo.constant dense<0> : tensor<i32>
    %c_259 = stablehlo.constant dense<0> : tensor<i32>
    %1157 = stablehlo.dynamic_update_slice %1153, %1149, %c_257, %c_258, %1156, %c_259 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1158 = stablehlo.slice %1112 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1159 = stablehlo.reshape %1158 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_260 = stablehlo.constant dense<0> : tensor<i32>
    %1160 = stablehlo.compare LT, %arg150, %c_260, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_261 = stablehlo.constant dense<256> : tensor<i32>
    %1161 = stablehlo.add %arg150, %c_261 : tensor<i32>
    %1162 = stablehlo.select %1160, %1161, %arg150 : tensor<i1>, tensor<i32>
    %c_262 = stablehlo.constant dense<0> : tensor<i32>
    %c_263 = stablehlo.constant dense<0> : tensor<i32>
    %c_264 = stablehlo.constant dense<0> : tensor<i32>
    %1163 = stablehlo.dynamic_update_slice %1159, %1151, %c_262, %c_263, %1162, %c_264 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1164 = stablehlo.dot_general %1147, %1157, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x256xf32>
    %cst_265 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1165 = stablehlo.sqrt %cst_265 : tensor<f32>
    %1166 = stablehlo.convert %1165 : tensor<f32>
    %1167 = stablehlo.broadcast_in_dim %1166, dims = [] : (tensor<f32>) -> tensor<1x12x128x256xf32>
    %1168 = stablehlo.divide %1164, %1167 : tensor<1x12x128x256xf32>
    %1169 = stablehlo.iota dim = 0 : tensor<256xi32>
    %1170 = stablehlo.broadcast_in_dim %1169, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %1171 = stablehlo.iota dim = 0 : tensor<128xi32>
    %1172 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %1173 = stablehlo.add %1172, %1171 : tensor<128xi32>
    %1174 = stablehlo.broadcast_in_dim %1173, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %1175 = stablehlo.broadcast_in_dim %1170, dims = [0, 1] : (tensor<1x256xi32>) -> tensor<128x256xi32>
    %1176 = stablehlo.broadcast_in_dim %1174, dims = [0, 1] : (tensor<128x1xi32>) -> tensor<128x256xi32>
    %1177 = stablehlo.compare LE, %1175, %1176, SIGNED : (tensor<128x256xi32>, tensor<128x256xi32>) -> tensor<128x256xi1>
    %cst_266 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1178 = call @_where_0(%1177, %1168, %cst_266) : (tensor<128x256xi1>, tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128x256xf32>
    %cst_267 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1179 = stablehlo.reduce(%1178 init: %cst_267) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_268 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1180 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %1181 = stablehlo.maximum %1180, %1179 : tensor<1x12x128xf32>
    %1182 = stablehlo.broadcast_in_dim %1181, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %1183 = stablehlo.broadcast_in_dim %1182, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %1184 = stablehlo.subtract %1178, %1183 : tensor<1x12x128x256xf32>
    %1185 = stablehlo.exponential %1184 : tensor<1x12x128x256xf32>
    %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1186 = stablehlo.reduce(%1185 init: %cst_269) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %1187 = stablehlo.broadcast_in_dim %1186, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %1188 = stablehlo.broadcast_in_dim %1187, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %1189 = stablehlo.divide %1185, %1188 : tensor<1x12x128x256xf32>
    %1190 = stablehlo.dot_general %1189, %1163, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x64xf32>
    %1191 = stablehlo.transpose %1190, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %1192 = stablehlo.reshape %1191 : (tensor<1x128x12x64xf32>) -> tensor<1x128x768xf32>
    %1193 = stablehlo.dot_general %1192, %arg124, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x768xf32>) -> tensor<1x128x768xf32>
    %1194 = stablehlo.reshape %arg123 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1195 = stablehlo.broadcast_in_dim %1194, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1196 = stablehlo.add %1193, %1195 : tensor<1x128x768xf32>
    %1197 = stablehlo.add %1107, %1196 : tensor<1x128x768xf32>
    %1198 = chlo.square %1197 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_270 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1199 = stablehlo.reduce(%1197 init: %cst_270) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_271 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1200 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1201 = stablehlo.divide %1199, %1200 : tensor<1x128xf32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1202 = stablehlo.reduce(%1198 init: %cst_272) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_273 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1203 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1204 = stablehlo.divide %1202, %1203 : tensor<1x128xf32>
    %1205 = chlo.square %1201 : tensor<1x128xf32> -> tensor<1x128xf32>
    %1206 = stablehlo.subtract %1204, %1205 : tensor<1x128xf32>
    %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1207 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1208 = stablehlo.maximum %1207, %1206 : tensor<1x128xf32>
    %1209 = stablehlo.broadcast_in_dim %1201, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1210 = stablehlo.broadcast_in_dim %1208, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1211 = stablehlo.broadcast_in_dim %1209, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1212 = stablehlo.subtract %1197, %1211 : tensor<1x128x768xf32>
    %cst_275 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %1214 = stablehlo.add %1210, %1213 : tensor<1x128x1xf32>
    %1215 = stablehlo.rsqrt %1214 : tensor<1x128x1xf32>
    %1216 = stablehlo.reshape %arg128 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1217 = stablehlo.broadcast_in_dim %1215, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1218 = stablehlo.broadcast_in_dim %1216, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1219 = stablehlo.multiply %1217, %1218 : tensor<1x128x768xf32>
    %1220 = stablehlo.multiply %1212, %1219 : tensor<1x128x768xf32>
    %1221 = stablehlo.reshape %arg127 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1222 = stablehlo.broadcast_in_dim %1221, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1223 = stablehlo.add %1220, %1222 : tensor<1x128x768xf32>
    %1224 = stablehlo.dot_general %1223, %arg132, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %1225 = stablehlo.reshape %arg131 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1226 = stablehlo.broadcast_in_dim %1225, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %1227 = stablehlo.add %1224, %1226 : tensor<1x128x3072xf32>
    %1228 = stablehlo.multiply %1227, %1227 : tensor<1x128x3072xf32>
    %1229 = stablehlo.multiply %1228, %1227 : tensor<1x128x3072xf32>
    %cst_276 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1230 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1231 = stablehlo.multiply %1230, %1229 : tensor<1x128x3072xf32>
    %1232 = stablehlo.add %1227, %1231 : tensor<1x128x3072xf32>
    %cst_277 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1233 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1234 = stablehlo.multiply %1233, %1232 : tensor<1x128x3072xf32>
    %1235 = stablehlo.tanh %1234 : tensor<1x128x3072xf32>
    %cst_278 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1236 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1237 = stablehlo.add %1236, %1235 : tensor<1x128x3072xf32>
    %cst_279 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1238 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1239 = stablehlo.multiply %1238, %1237 : tensor<1x128x3072xf32>
    %1240 = stablehlo.multiply %1227, %1239 : tensor<1x128x3072xf32>
    %1241 = stablehlo.dot_general %1240, %arg130, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %1242 = stablehlo.reshape %arg129 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1243 = stablehlo.broadcast_in_dim %1242, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1244 = stablehlo.add %1241, %1243 : tensor<1x128x768xf32>
    %1245 = stablehlo.add %1197, %1244 : tensor<1x128x768xf32>
    %1246 = stablehlo.broadcast_in_dim %1157, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1247 = stablehlo.broadcast_in_dim %1163, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1248 = stablehlo.concatenate %1246, %1247, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1249 = stablehlo.slice %arg149 [9:10, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1250 = stablehlo.reshape %1249 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1251 = chlo.square %1245 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1252 = stablehlo.reduce(%1245 init: %cst_280) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_281 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1253 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1254 = stablehlo.divide %1252, %1253 : tensor<1x128xf32>
    %cst_282 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1255 = stablehlo.reduce(%1251 init: %cst_282) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_283 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1256 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1257 = stablehlo.divide %1255, %1256 : tensor<1x128xf32>
    %1258 = chlo.square %1254 : tensor<1x128xf32> -> tensor<1x128xf32>
    %1259 = stablehlo.subtract %1257, %1258 : tensor<1x128xf32>
    %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1260 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1261 = stablehlo.maximum %1260, %1259 : tensor<1x128xf32>
    %1262 = stablehlo.broadcast_in_dim %1254, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1263 = stablehlo.broadcast_in_dim %1261, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1264 = stablehlo.broadcast_in_dim %1262, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1265 = stablehlo.subtract %1245, %1264 : tensor<1x128x768xf32>
    %cst_285 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1266 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %1267 = stablehlo.add %1263, %1266 : tensor<1x128x1xf32>
    %1268 = stablehlo.rsqrt %1267 : tensor<1x128x1xf32>
    %1269 = stablehlo.reshape %arg138 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1270 = stablehlo.broadcast_in_dim %1268, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1271 = stablehlo.broadcast_in_dim %1269, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1272 = stablehlo.multiply %1270, %1271 : tensor<1x128x768xf32>
    %1273 = stablehlo.multiply %1265, %1272 : tensor<1x128x768xf32>
    %1274 = stablehlo.reshape %arg137 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1275 = stablehlo.broadcast_in_dim %1274, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1276 = stablehlo.add %1273, %1275 : tensor<1x128x768xf32>
    %1277 = stablehlo.dot_general %1276, %arg134, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x2304xf32>) -> tensor<1x128x2304xf32>
    %1278 = stablehlo.reshape %arg133 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %1279 = stablehlo.broadcast_in_dim %1278, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<1x128x2304xf32>
    %1280 = stablehlo.add %1277, %1279 : tensor<1x128x2304xf32>
    %1281 = stablehlo.slice %1280 [0:1, 0:128, 0:768] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %1282 = stablehlo.slice %1280 [0:1, 0:128, 768:1536] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %1283 = stablehlo.slice %1280 [0:1, 0:128, 1536:2304] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %1284 = stablehlo.reshape %1281 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %1285 = stablehlo.transpose %1284, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1286 = stablehlo.reshape %1282 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %1287 = stablehlo.transpose %1286, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1288 = stablehlo.reshape %1283 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %1289 = stablehlo.transpose %1288, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1290 = stablehlo.slice %1250 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1291 = stablehlo.reshape %1290 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_286 = stablehlo.constant dense<0> : tensor<i32>
    %1292 = stablehlo.compare LT, %arg150, %c_286, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_287 = stablehlo.constant dense<256> : tensor<i32>
    %1293 = stablehlo.add %arg150, %c_287 : tensor<i32>
    %1294 = stablehlo.select %1292, %1293, %arg150 : tensor<i1>, tensor<i32>
    %c_288 = stablehlo.constant dense<0> : tensor<i32>
    %c_289 = stablehlo.constant dense<0> : tensor<i32>
    %c_290 = stablehlo.constant dense<0> : tensor<i32>
    %1295 = stablehlo.dynamic_update_slice %1291, %1287, %c_288, %c_289, %1294, %c_290 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1296 = stablehlo.slice %1250 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1297 = stablehlo.reshape %1296 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_291 = stablehlo.constant dense<0> : tensor<i32>
    %1298 = stablehlo.compare LT, %arg150, %c_291, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_292 = stablehlo.constant dense<256> : tensor<i32>
    %1299 = stablehlo.add %arg150, %c_292 : tensor<i32>
    %1300 = stablehlo.select %1298, %1299, %arg150 : tensor<i1>, tensor<i32>
    %c_293 = stablehlo.constant dense<0> : tensor<i32>
    %c_294 = stablehlo.constant dense<0> : tensor<i32>
    %c_295 = stablehlo.constant dense<0> : tensor<i32>
    %1301 = stablehlo.dynamic_update_slice %1297, %1289, %c_293, %c_294, %1300, %c_295 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1302 = stablehlo.dot_general %1285, %1295, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x256xf32>
    %cst_296 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1303 = stablehlo.sqrt %cst_296 : tensor<f32>
    %1304 = stablehlo.convert %1303 : tensor<f32>
    %1305 = stablehlo.broadcast_in_dim %1304, dims = [] : (tensor<f32>) -> tensor<1x12x128x256xf32>
    %1306 = stablehlo.divide %1302, %1305 : tensor<1x12x128x256xf32>
    %1307 = stablehlo.iota dim = 0 : tensor<256xi32>
    %1308 = stablehlo.broadcast_in_dim %1307, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %1309 = stablehlo.iota dim = 0 : tensor<128xi32>
    %1310 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %1311 = stablehlo.add %1310, %1309 : tensor<128xi32>
    %1312 = stablehlo.broadcast_in_dim %1311, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %1313 = stablehlo.broadcast_in_dim %1308, dims = [0, 1] : (tensor<1x256xi32>) -> tensor<128x256xi32>
    %1314 = stablehlo.broadcast_in_dim %1312, dims = [0, 1] : (tensor<128x1xi32>) -> tensor<128x256xi32>
    %1315 = stablehlo.compare LE, %1313, %1314, SIGNED : (tensor<128x256xi32>, tensor<128x256xi32>) -> tensor<128x256xi1>
    %cst_297 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1316 = call @_where_0(%1315, %1306, %cst_297) : (tensor<128x256xi1>, tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128x256xf32>
    %cst_298 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1317 = stablehlo.reduce(%1316 init: %cst_298) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_299 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1318 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %1319 = stablehlo.maximum %1318, %1317 : tensor<1x12x128xf32>
    %1320 = stablehlo.broadcast_in_dim %1319, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %1321 = stablehlo.broadcast_in_dim %1320, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %1322 = stablehlo.subtract %1316, %1321 : tensor<1x12x128x256xf32>
    %1323 = stablehlo.exponential %1322 : tensor<1x12x128x256xf32>
    %cst_300 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1324 = stablehlo.reduce(%1323 init: %cst_300) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %1325 = stablehlo.broadcast_in_dim %1324, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %1326 = stablehlo.broadcast_in_dim %1325, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %1327 = stablehlo.divide %1323, %1326 : tensor<1x12x128x256xf32>
    %1328 = stablehlo.dot_general %1327, %1301, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x64xf32>
    %1329 = stablehlo.transpose %1328, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %1330 = stablehlo.reshape %1329 : (tensor<1x128x12x64xf32>) -> tensor<1x128x768xf32>
    %1331 = stablehlo.dot_general %1330, %arg136, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x768xf32>) -> tensor<1x128x768xf32>
    %1332 = stablehlo.reshape %arg135 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1333 = stablehlo.broadcast_in_dim %1332, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1334 = stablehlo.add %1331, %1333 : tensor<1x128x768xf32>
    %1335 = stablehlo.add %1245, %1334 : tensor<1x128x768xf32>
    %1336 = chlo.square %1335 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_301 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1337 = stablehlo.reduce(%1335 init: %cst_301) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_302 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1338 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1339 = stablehlo.divide %1337, %1338 : tensor<1x128xf32>
    %cst_303 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1340 = stablehlo.reduce(%1336 init: %cst_303) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_304 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1341 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1342 = stablehlo.divide %1340, %1341 : tensor<1x128xf32>
    %1343 = chlo.square %1339 : tensor<1x128xf32> -> tensor<1x128xf32>
    %1344 = stablehlo.subtract %1342, %1343 : tensor<1x128xf32>
    %cst_305 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1345 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1346 = stablehlo.maximum %1345, %1344 : tensor<1x128xf32>
    %1347 = stablehlo.broadcast_in_dim %1339, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1348 = stablehlo.broadcast_in_dim %1346, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1349 = stablehlo.broadcast_in_dim %1347, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1350 = stablehlo.subtract %1335, %1349 : tensor<1x128x768xf32>
    %cst_306 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1351 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %1352 = stablehlo.add %1348, %1351 : tensor<1x128x1xf32>
    %1353 = stablehlo.rsqrt %1352 : tensor<1x128x1xf32>
    %1354 = stablehlo.reshape %arg140 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1355 = stablehlo.broadcast_in_dim %1353, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1356 = stablehlo.broadcast_in_dim %1354, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1357 = stablehlo.multiply %1355, %1356 : tensor<1x128x768xf32>
    %1358 = stablehlo.multiply %1350, %1357 : tensor<1x128x768xf32>
    %1359 = stablehlo.reshape %arg139 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1360 = stablehlo.broadcast_in_dim %1359, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1361 = stablehlo.add %1358, %1360 : tensor<1x128x768xf32>
    %1362 = stablehlo.dot_general %1361, %arg144, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %1363 = stablehlo.reshape %arg143 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1364 = stablehlo.broadcast_in_dim %1363, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %1365 = stablehlo.add %1362, %1364 : tensor<1x128x3072xf32>
    %1366 = stablehlo.multiply %1365, %1365 : tensor<1x128x3072xf32>
    %1367 = stablehlo.multiply %1366, %1365 : tensor<1x128x3072xf32>
    %cst_307 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1369 = stablehlo.multiply %1368, %1367 : tensor<1x128x3072xf32>
    %1370 = stablehlo.add %1365, %1369 : tensor<1x128x3072xf32>
    %cst_308 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1371 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1372 = stablehlo.multiply %1371, %1370 : tensor<1x128x3072xf32>
    %1373 = stablehlo.tanh %1372 : tensor<1x128x3072xf32>
    %cst_309 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1374 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1375 = stablehlo.add %1374, %1373 : tensor<1x128x3072xf32>
    %cst_310 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1376 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1377 = stablehlo.multiply %1376, %1375 : tensor<1x128x3072xf32>
    %1378 = stablehlo.multiply %1365, %1377 : tensor<1x128x3072xf32>
    %1379 = stablehlo.dot_general %1378, %arg142, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %1380 = stablehlo.reshape %arg141 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1381 = stablehlo.broadcast_in_dim %1380, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1382 = stablehlo.add %1379, %1381 : tensor<1x128x768xf32>
    %1383 = stablehlo.add %1335, %1382 : tensor<1x128x768xf32>
    %1384 = stablehlo.broadcast_in_dim %1295, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1385 = stablehlo.broadcast_in_dim %1301, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1386 = stablehlo.concatenate %1384, %1385, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1387 = stablehlo.slice %arg149 [10:11, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1388 = stablehlo.reshape %1387 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1389 = chlo.square %1383 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_311 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1390 = stablehlo.reduce(%1383 init: %cst_311) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_312 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1391 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1392 = stablehlo.divide %1390, %1391 : tensor<1x128xf32>
    %cst_313 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1393 = stablehlo.reduce(%1389 init: %cst_313) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_314 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1394 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1395 = stablehlo.divide %1393, %1394 : tensor<1x128xf32>
    %1396 = chlo.square %1392 : tensor<1x128xf32> -> tensor<1x128xf32>
    %1397 = stablehlo.subtract %1395, %1396 : tensor<1x128xf32>
    %cst_315 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1398 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1399 = stablehlo.maximum %1398, %1397 : tensor<1x128xf32>
    %1400 = stablehlo.broadcast_in_dim %1392, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1401 = stablehlo.broadcast_in_dim %1399, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1402 = stablehlo.broadcast_in_dim %1400, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1403 = stablehlo.subtract %1383, %1402 : tensor<1x128x768xf32>
    %cst_316 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %1405 = stablehlo.add %1401, %1404 : tensor<1x128x1xf32>
    %1406 = stablehlo.rsqrt %1405 : tensor<1x128x1xf32>
    %1407 = stablehlo.reshape %arg30 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1408 = stablehlo.broadcast_in_dim %1406, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1409 = stablehlo.broadcast_in_dim %1407, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1410 = stablehlo.multiply %1408, %1409 : tensor<1x128x768xf32>
    %1411 = stablehlo.multiply %1403, %1410 : tensor<1x128x768xf32>
    %1412 = stablehlo.reshape %arg29 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1413 = stablehlo.broadcast_in_dim %1412, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1414 = stablehlo.add %1411, %1413 : tensor<1x128x768xf32>
    %1415 = stablehlo.dot_general %1414, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x2304xf32>) -> tensor<1x128x2304xf32>
    %1416 = stablehlo.reshape %arg25 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %1417 = stablehlo.broadcast_in_dim %1416, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<1x128x2304xf32>
    %1418 = stablehlo.add %1415, %1417 : tensor<1x128x2304xf32>
    %1419 = stablehlo.slice %1418 [0:1, 0:128, 0:768] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %1420 = stablehlo.slice %1418 [0:1, 0:128, 768:1536] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %1421 = stablehlo.slice %1418 [0:1, 0:128, 1536:2304] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %1422 = stablehlo.reshape %1419 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %1423 = stablehlo.transpose %1422, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1424 = stablehlo.reshape %1420 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %1425 = stablehlo.transpose %1424, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1426 = stablehlo.reshape %1421 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %1427 = stablehlo.transpose %1426, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1428 = stablehlo.slice %1388 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1429 = stablehlo.reshape %1428 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_317 = stablehlo.constant dense<0> : tensor<i32>
    %1430 = stablehlo.compare LT, %arg150, %c_317, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_318 = stablehlo.constant dense<256> : tensor<i32>
    %1431 = stablehlo.add %arg150, %c_318 : tensor<i32>
    %1432 = stablehlo.select %1430, %1431, %arg150 : tensor<i1>, tensor<i32>
    %c_319 = stablehlo.constant dense<0> : tensor<i32>
    %c_320 = stablehlo.constant dense<0> : tensor<i32>
    %c_321 = stablehlo.constant dense<0> : tensor<i32>
    %1433 = stablehlo.dynamic_update_slice %1429, %1425, %c_319, %c_320, %1432, %c_321 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1434 = stablehlo.slice %1388 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1435 = stablehlo.reshape %1434 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_322 = stablehlo.constant dense<0> : tensor<i32>
    %1436 = stablehlo.compare LT, %arg150, %c_322, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_323 = stablehlo.constant dense<256> : tensor<i32>
    %1437 = stablehlo.add %arg150, %c_323 : tensor<i32>
    %1438 = stablehlo.select %1436, %1437, %arg150 : tensor<i1>, tensor<i32>
    %c_324 = stablehlo.constant dense<0> : tensor<i32>
    %c_325 = stablehlo.constant dense<0> : tensor<i32>
    %c_326 = stablehlo.constant dense<0> : tensor<i32>
    %1439 = stablehlo.dynamic_update_slice %1435, %1427, %c_324, %c_325, %1438, %c_326 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1440 = stablehlo.dot_general %1423, %1433, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x256xf32>
    %cst_327 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1441 = stablehlo.sqrt %cst_327 : tensor<f32>
    %1442 = stablehlo.convert %1441 : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %1442, dims = [] : (tensor<f32>) -> tensor<1x12x128x256xf32>
    %1444 = stablehlo.divide %1440, %1443 : tensor<1x12x128x256xf32>
    %1445 = stablehlo.iota dim = 0 : tensor<256xi32>
    %1446 = stablehlo.broadcast_in_dim %1445, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %1447 = stablehlo.iota dim = 0 : tensor<128xi32>
    %1448 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %1449 = stablehlo.add %1448, %1447 : tensor<128xi32>
    %1450 = stablehlo.broadcast_in_dim %1449, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %1451 = stablehlo.broadcast_in_dim %1446, dims = [0, 1] : (tensor<1x256xi32>) -> tensor<128x256xi32>
    %1452 = stablehlo.broadcast_in_dim %1450, dims = [0, 1] : (tensor<128x1xi32>) -> tensor<128x256xi32>
    %1453 = stablehlo.compare LE, %1451, %1452, SIGNED : (tensor<128x256xi32>, tensor<128x256xi32>) -> tensor<128x256xi1>
    %cst_328 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1454 = call @_where_0(%1453, %1444, %cst_328) : (tensor<128x256xi1>, tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128x256xf32>
    %cst_329 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1455 = stablehlo.reduce(%1454 init: %cst_329) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_330 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1456 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %1457 = stablehlo.maximum %1456, %1455 : tensor<1x12x128xf32>
    %1458 = stablehlo.broadcast_in_dim %1457, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %1459 = stablehlo.broadcast_in_dim %1458, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %1460 = stablehlo.subtract %1454, %1459 : tensor<1x12x128x256xf32>
    %1461 = stablehlo.exponential %1460 : tensor<1x12x128x256xf32>
    %cst_331 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1462 = stablehlo.reduce(%1461 init: %cst_331) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %1463 = stablehlo.broadcast_in_dim %1462, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %1464 = stablehlo.broadcast_in_dim %1463, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %1465 = stablehlo.divide %1461, %1464 : tensor<1x12x128x256xf32>
    %1466 = stablehlo.dot_general %1465, %1439, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x64xf32>
    %1467 = stablehlo.transpose %1466, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %1468 = stablehlo.reshape %1467 : (tensor<1x128x12x64xf32>) -> tensor<1x128x768xf32>
    %1469 = stablehlo.dot_general %1468, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x768xf32>) -> tensor<1x128x768xf32>
    %1470 = stablehlo.reshape %arg27 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1471 = stablehlo.broadcast_in_dim %1470, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1472 = stablehlo.add %1469, %1471 : tensor<1x128x768xf32>
    %1473 = stablehlo.add %1383, %1472 : tensor<1x128x768xf32>
    %1474 = chlo.square %1473 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_332 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1475 = stablehlo.reduce(%1473 init: %cst_332) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_333 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1476 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1477 = stablehlo.divide %1475, %1476 : tensor<1x128xf32>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1478 = stablehlo.reduce(%1474 init: %cst_334) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_335 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1479 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1480 = stablehlo.divide %1478, %1479 : tensor<1x128xf32>
    %1481 = chlo.square %1477 : tensor<1x128xf32> -> tensor<1x128xf32>
    %1482 = stablehlo.subtract %1480, %1481 : tensor<1x128xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1483 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1484 = stablehlo.maximum %1483, %1482 : tensor<1x128xf32>
    %1485 = stablehlo.broadcast_in_dim %1477, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1486 = stablehlo.broadcast_in_dim %1484, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1487 = stablehlo.broadcast_in_dim %1485, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1488 = stablehlo.subtract %1473, %1487 : tensor<1x128x768xf32>
    %cst_337 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1489 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %1490 = stablehlo.add %1486, %1489 : tensor<1x128x1xf32>
    %1491 = stablehlo.rsqrt %1490 : tensor<1x128x1xf32>
    %1492 = stablehlo.reshape %arg32 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1493 = stablehlo.broadcast_in_dim %1491, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1494 = stablehlo.broadcast_in_dim %1492, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1495 = stablehlo.multiply %1493, %1494 : tensor<1x128x768xf32>
    %1496 = stablehlo.multiply %1488, %1495 : tensor<1x128x768xf32>
    %1497 = stablehlo.reshape %arg31 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1498 = stablehlo.broadcast_in_dim %1497, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1499 = stablehlo.add %1496, %1498 : tensor<1x128x768xf32>
    %1500 = stablehlo.dot_general %1499, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %1501 = stablehlo.reshape %arg35 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1502 = stablehlo.broadcast_in_dim %1501, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %1503 = stablehlo.add %1500, %1502 : tensor<1x128x3072xf32>
    %1504 = stablehlo.multiply %1503, %1503 : tensor<1x128x3072xf32>
    %1505 = stablehlo.multiply %1504, %1503 : tensor<1x128x3072xf32>
    %cst_338 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1506 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1507 = stablehlo.multiply %1506, %1505 : tensor<1x128x3072xf32>
    %1508 = stablehlo.add %1503, %1507 : tensor<1x128x3072xf32>
    %cst_339 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1509 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1510 = stablehlo.multiply %1509, %1508 : tensor<1x128x3072xf32>
    %1511 = stablehlo.tanh %1510 : tensor<1x128x3072xf32>
    %cst_340 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1512 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1513 = stablehlo.add %1512, %1511 : tensor<1x128x3072xf32>
    %cst_341 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1514 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1515 = stablehlo.multiply %1514, %1513 : tensor<1x128x3072xf32>
    %1516 = stablehlo.multiply %1503, %1515 : tensor<1x128x3072xf32>
    %1517 = stablehlo.dot_general %1516, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %1518 = stablehlo.reshape %arg33 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1519 = stablehlo.broadcast_in_dim %1518, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1520 = stablehlo.add %1517, %1519 : tensor<1x128x768xf32>
    %1521 = stablehlo.add %1473, %1520 : tensor<1x128x768xf32>
    %1522 = stablehlo.broadcast_in_dim %1433, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1523 = stablehlo.broadcast_in_dim %1439, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1524 = stablehlo.concatenate %1522, %1523, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1525 = stablehlo.slice %arg149 [11:12, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1526 = stablehlo.reshape %1525 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1527 = chlo.square %1521 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_342 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1528 = stablehlo.reduce(%1521 init: %cst_342) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_343 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1529 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1530 = stablehlo.divide %1528, %1529 : tensor<1x128xf32>
    %cst_344 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1531 = stablehlo.reduce(%1527 init: %cst_344) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_345 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1532 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1533 = stablehlo.divide %1531, %1532 : tensor<1x128xf32>
    %1534 = chlo.square %1530 : tensor<1x128xf32> -> tensor<1x128xf32>
    %1535 = stablehlo.subtract %1533, %1534 : tensor<1x128xf32>
    %cst_346 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1536 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1537 = stablehlo.maximum %1536, %1535 : tensor<1x128xf32>
    %1538 = stablehlo.broadcast_in_dim %1530, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1539 = stablehlo.broadcast_in_dim %1537, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1540 = stablehlo.broadcast_in_dim %1538, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1541 = stablehlo.subtract %1521, %1540 : tensor<1x128x768xf32>
    %cst_347 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1542 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %1543 = stablehlo.add %1539, %1542 : tensor<1x128x1xf32>
    %1544 = stablehlo.rsqrt %1543 : tensor<1x128x1xf32>
    %1545 = stablehlo.reshape %arg42 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1546 = stablehlo.broadcast_in_dim %1544, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1547 = stablehlo.broadcast_in_dim %1545, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1548 = stablehlo.multiply %1546, %1547 : tensor<1x128x768xf32>
    %1549 = stablehlo.multiply %1541, %1548 : tensor<1x128x768xf32>
    %1550 = stablehlo.reshape %arg41 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1551 = stablehlo.broadcast_in_dim %1550, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1552 = stablehlo.add %1549, %1551 : tensor<1x128x768xf32>
    %1553 = stablehlo.dot_general %1552, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x2304xf32>) -> tensor<1x128x2304xf32>
    %1554 = stablehlo.reshape %arg37 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %1555 = stablehlo.broadcast_in_dim %1554, dims = [0, 1, 2] : (tensor<1x1x2304xf32>) -> tensor<1x128x2304xf32>
    %1556 = stablehlo.add %1553, %1555 : tensor<1x128x2304xf32>
    %1557 = stablehlo.slice %1556 [0:1, 0:128, 0:768] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %1558 = stablehlo.slice %1556 [0:1, 0:128, 768:1536] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %1559 = stablehlo.slice %1556 [0:1, 0:128, 1536:2304] : (tensor<1x128x2304xf32>) -> tensor<1x128x768xf32>
    %1560 = stablehlo.reshape %1557 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %1561 = stablehlo.transpose %1560, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1562 = stablehlo.reshape %1558 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %1563 = stablehlo.transpose %1562, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1564 = stablehlo.reshape %1559 : (tensor<1x128x768xf32>) -> tensor<1x128x12x64xf32>
    %1565 = stablehlo.transpose %1564, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xf32>) -> tensor<1x12x128x64xf32>
    %1566 = stablehlo.slice %1526 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1567 = stablehlo.reshape %1566 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_348 = stablehlo.constant dense<0> : tensor<i32>
    %1568 = stablehlo.compare LT, %arg150, %c_348, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_349 = stablehlo.constant dense<256> : tensor<i32>
    %1569 = stablehlo.add %arg150, %c_349 : tensor<i32>
    %1570 = stablehlo.select %1568, %1569, %arg150 : tensor<i1>, tensor<i32>
    %c_350 = stablehlo.constant dense<0> : tensor<i32>
    %c_351 = stablehlo.constant dense<0> : tensor<i32>
    %c_352 = stablehlo.constant dense<0> : tensor<i32>
    %1571 = stablehlo.dynamic_update_slice %1567, %1563, %c_350, %c_351, %1570, %c_352 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1572 = stablehlo.slice %1526 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1573 = stablehlo.reshape %1572 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_353 = stablehlo.constant dense<0> : tensor<i32>
    %1574 = stablehlo.compare LT, %arg150, %c_353, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_354 = stablehlo.constant dense<256> : tensor<i32>
    %1575 = stablehlo.add %arg150, %c_354 : tensor<i32>
    %1576 = stablehlo.select %1574, %1575, %arg150 : tensor<i1>, tensor<i32>
    %c_355 = stablehlo.constant dense<0> : tensor<i32>
    %c_356 = stablehlo.constant dense<0> : tensor<i32>
    %c_357 = stablehlo.constant dense<0> : tensor<i32>
    %1577 = stablehlo.dynamic_update_slice %1573, %1565, %c_355, %c_356, %1576, %c_357 : (tensor<1x12x256x64xf32>, tensor<1x12x128x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1578 = stablehlo.dot_general %1561, %1571, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x256xf32>
    %cst_358 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1579 = stablehlo.sqrt %cst_358 : tensor<f32>
    %1580 = stablehlo.convert %1579 : tensor<f32>
    %1581 = stablehlo.broadcast_in_dim %1580, dims = [] : (tensor<f32>) -> tensor<1x12x128x256xf32>
    %1582 = stablehlo.divide %1578, %1581 : tensor<1x12x128x256xf32>
    %1583 = stablehlo.iota dim = 0 : tensor<256xi32>
    %1584 = stablehlo.broadcast_in_dim %1583, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %1585 = stablehlo.iota dim = 0 : tensor<128xi32>
    %1586 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<128xi32>
    %1587 = stablehlo.add %1586, %1585 : tensor<128xi32>
    %1588 = stablehlo.broadcast_in_dim %1587, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %1589 = stablehlo.broadcast_in_dim %1584, dims = [0, 1] : (tensor<1x256xi32>) -> tensor<128x256xi32>
    %1590 = stablehlo.broadcast_in_dim %1588, dims = [0, 1] : (tensor<128x1xi32>) -> tensor<128x256xi32>
    %1591 = stablehlo.compare LE, %1589, %1590, SIGNED : (tensor<128x256xi32>, tensor<128x256xi32>) -> tensor<128x256xi1>
    %cst_359 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1592 = call @_where_0(%1591, %1582, %cst_359) : (tensor<128x256xi1>, tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128x256xf32>
    %cst_360 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1593 = stablehlo.reduce(%1592 init: %cst_360) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %cst_361 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1594 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<1x12x128xf32>
    %1595 = stablehlo.maximum %1594, %1593 : tensor<1x12x128xf32>
    %1596 = stablehlo.broadcast_in_dim %1595, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %1597 = stablehlo.broadcast_in_dim %1596, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %1598 = stablehlo.subtract %1592, %1597 : tensor<1x12x128x256xf32>
    %1599 = stablehlo.exponential %1598 : tensor<1x12x128x256xf32>
    %cst_362 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1600 = stablehlo.reduce(%1599 init: %cst_362) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x256xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %1601 = stablehlo.broadcast_in_dim %1600, dims = [0, 1, 2] : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %1602 = stablehlo.broadcast_in_dim %1601, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x256xf32>
    %1603 = stablehlo.divide %1599, %1602 : tensor<1x12x128x256xf32>
    %1604 = stablehlo.dot_general %1603, %1577, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x128x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x128x64xf32>
    %1605 = stablehlo.transpose %1604, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xf32>) -> tensor<1x128x12x64xf32>
    %1606 = stablehlo.reshape %1605 : (tensor<1x128x12x64xf32>) -> tensor<1x128x768xf32>
    %1607 = stablehlo.dot_general %1606, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x768xf32>) -> tensor<1x128x768xf32>
    %1608 = stablehlo.reshape %arg39 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1609 = stablehlo.broadcast_in_dim %1608, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1610 = stablehlo.add %1607, %1609 : tensor<1x128x768xf32>
    %1611 = stablehlo.add %1521, %1610 : tensor<1x128x768xf32>
    %1612 = chlo.square %1611 : tensor<1x128x768xf32> -> tensor<1x128x768xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1613 = stablehlo.reduce(%1611 init: %cst_363) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_364 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1614 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1615 = stablehlo.divide %1613, %1614 : tensor<1x128xf32>
    %cst_365 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1616 = stablehlo.reduce(%1612 init: %cst_365) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %cst_366 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1617 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1618 = stablehlo.divide %1616, %1617 : tensor<1x128xf32>
    %1619 = chlo.square %1615 : tensor<1x128xf32> -> tensor<1x128xf32>
    %1620 = stablehlo.subtract %1618, %1619 : tensor<1x128xf32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1621 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %1622 = stablehlo.maximum %1621, %1620 : tensor<1x128xf32>
    %1623 = stablehlo.broadcast_in_dim %1615, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1624 = stablehlo.broadcast_in_dim %1622, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1625 = stablehlo.broadcast_in_dim %1623, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1626 = stablehlo.subtract %1611, %1625 : tensor<1x128x768xf32>
    %cst_368 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1627 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %1628 = stablehlo.add %1624, %1627 : tensor<1x128x1xf32>
    %1629 = stablehlo.rsqrt %1628 : tensor<1x128x1xf32>
    %1630 = stablehlo.reshape %arg44 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1631 = stablehlo.broadcast_in_dim %1629, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1632 = stablehlo.broadcast_in_dim %1630, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1633 = stablehlo.multiply %1631, %1632 : tensor<1x128x768xf32>
    %1634 = stablehlo.multiply %1626, %1633 : tensor<1x128x768xf32>
    %1635 = stablehlo.reshape %arg43 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1636 = stablehlo.broadcast_in_dim %1635, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1637 = stablehlo.add %1634, %1636 : tensor<1x128x768xf32>
    %1638 = stablehlo.dot_general %1637, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x768xf32>, tensor<768x3072xf32>) -> tensor<1x128x3072xf32>
    %1639 = stablehlo.reshape %arg47 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1640 = stablehlo.broadcast_in_dim %1639, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<1x128x3072xf32>
    %1641 = stablehlo.add %1638, %1640 : tensor<1x128x3072xf32>
    %1642 = stablehlo.multiply %1641, %1641 : tensor<1x128x3072xf32>
    %1643 = stablehlo.multiply %1642, %1641 : tensor<1x128x3072xf32>
    %cst_369 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1644 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1645 = stablehlo.multiply %1644, %1643 : tensor<1x128x3072xf32>
    %1646 = stablehlo.add %1641, %1645 : tensor<1x128x3072xf32>
    %cst_370 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1647 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1648 = stablehlo.multiply %1647, %1646 : tensor<1x128x3072xf32>
    %1649 = stablehlo.tanh %1648 : tensor<1x128x3072xf32>
    %cst_371 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1650 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1651 = stablehlo.add %1650, %1649 : tensor<1x128x3072xf32>
    %cst_372 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1652 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<1x128x3072xf32>
    %1653 = stablehlo.multiply %1652, %1651 : tensor<1x128x3072xf32>
    %1654 = stablehlo.multiply %1641, %1653 : tensor<1x128x3072xf32>
    %1655 = stablehlo.dot_general %1654, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x3072xf32>, tensor<3072x768xf32>) -> tensor<1x128x768xf32>
    %1656 = stablehlo.reshape %arg45 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1657 = stablehlo.broadcast_in_dim %1656, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<1x128x768xf32>
    %1658 = stablehlo.add %1655, %1657 : tensor<1x128x768xf32>
    %1659 = stablehlo.add %1611, %1658 : tensor<1x128x768xf32>
    %1660 = stablehlo.broadcast_in_dim %1571, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1661 = stablehlo.broadcast_in_dim %1577, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1662 = stablehlo.concatenate %1660, %1661, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1663 = stablehlo.slice %1659 [0:1, 127:128, 0:768] : (tensor<1x128x768xf32>) -> tensor<1x1x768xf32>
    %1664 = stablehlo.reshape %1663 : (tensor<1x1x768xf32>) -> tensor<1x768xf32>
    %1665 = chlo.square %1664 : tensor<1x768xf32> -> tensor<1x768xf32>
    %cst_373 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1666 = stablehlo.reduce(%1664 init: %cst_373) applies stablehlo.add across dimensions = [1] : (tensor<1x768xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_374 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1667 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1668 = stablehlo.divide %1666, %1667 : tensor<1xf32>
    %cst_375 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1669 = stablehlo.reduce(%1665 init: %cst_375) applies stablehlo.add across dimensions = [1] : (tensor<1x768xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_376 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1670 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1671 = stablehlo.divide %1669, %1670 : tensor<1xf32>
    %1672 = chlo.square %1668 : tensor<1xf32> -> tensor<1xf32>
    %1673 = stablehlo.subtract %1671, %1672 : tensor<1xf32>
    %cst_377 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1674 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1675 = stablehlo.maximum %1674, %1673 : tensor<1xf32>
    %1676 = stablehlo.broadcast_in_dim %1668, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1677 = stablehlo.broadcast_in_dim %1675, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1678 = stablehlo.broadcast_in_dim %1676, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x768xf32>
    %1679 = stablehlo.subtract %1664, %1678 : tensor<1x768xf32>
    %cst_378 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1680 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1681 = stablehlo.add %1677, %1680 : tensor<1x1xf32>
    %1682 = stablehlo.rsqrt %1681 : tensor<1x1xf32>
    %1683 = stablehlo.reshape %arg146 : (tensor<768xf32>) -> tensor<1x768xf32>
    %1684 = stablehlo.broadcast_in_dim %1682, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x768xf32>
    %1685 = stablehlo.multiply %1684, %1683 : tensor<1x768xf32>
    %1686 = stablehlo.multiply %1679, %1685 : tensor<1x768xf32>
    %1687 = stablehlo.reshape %arg145 : (tensor<768xf32>) -> tensor<1x768xf32>
    %1688 = stablehlo.add %1686, %1687 : tensor<1x768xf32>
    %1689 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<50257x768xf32>) -> tensor<768x50257xf32>
    %1690 = stablehlo.dot_general %1688, %1689, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x768xf32>, tensor<768x50257xf32>) -> tensor<1x50257xf32>
    %1691 = stablehlo.broadcast_in_dim %144, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1692 = stablehlo.broadcast_in_dim %282, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1693 = stablehlo.broadcast_in_dim %420, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1694 = stablehlo.broadcast_in_dim %558, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1695 = stablehlo.broadcast_in_dim %696, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1696 = stablehlo.broadcast_in_dim %834, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1697 = stablehlo.broadcast_in_dim %972, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1698 = stablehlo.broadcast_in_dim %1110, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1699 = stablehlo.broadcast_in_dim %1248, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1700 = stablehlo.broadcast_in_dim %1386, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1701 = stablehlo.broadcast_in_dim %1524, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1702 = stablehlo.broadcast_in_dim %1662, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1703 = stablehlo.concatenate %1691, %1692, %1693, %1694, %1695, %1696, %1697, %1698, %1699, %1700, %1701, %1702, dim = 0 : (tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>) -> tensor<12x2x1x12x256x64xf32>
    return %1690, %1703 : tensor<1x50257xf32>, tensor<12x2x1x12x256x64xf32>
  }
  func.func private @_take(%arg0: tensor<50257x768xf32>, %arg1: tensor<1x128xi32>) -> tensor<1x128x768xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x128xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x128xi32>, tensor<1x128xi32>) -> tensor<1x128xi1>
    %c_0 = stablehlo.constant dense<50257> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x128xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x128xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x128xi1>, tensor<1x128xi32>, tensor<1x128xi32>) -> tensor<1x128xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<1x128x1xi32>
    %c_1 = stablehlo.constant dense<50256> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x128x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x128x1xi32>, tensor<1x128x1xi32>) -> tensor<1x128x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x128x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x128x1xi32>, tensor<1x128x1xi32>) -> tensor<1x128x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x128x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x128x1xi1>, tensor<i1>) -> tensor<1x128xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 768>}> : (tensor<50257x768xf32>, tensor<1x128x1xi32>) -> tensor<1x128x768xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x128xi1>) -> tensor<1x128x768xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x128x768xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x128x768xi1>, tensor<1x128x768xf32>
    return %16 : tensor<1x128x768xf32>
  }
  func.func private @_where(%arg0: tensor<1x128xi1>, %arg1: tensor<1x128xi32>, %arg2: tensor<1x128xi32>) -> tensor<1x128xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x128xi1>, tensor<1x128xi32>
    return %0 : tensor<1x128xi32>
  }
  func.func private @_where_0(%arg0: tensor<128x256xi1>, %arg1: tensor<1x12x128x256xf32>, %arg2: tensor<f32>) -> tensor<1x12x128x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<128x256xi1>) -> tensor<1x12x128x256xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x12x128x256xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<1x12x128x256xi1>, tensor<1x12x128x256xf32>
    return %2 : tensor<1x12x128x256xf32>
  }
}
