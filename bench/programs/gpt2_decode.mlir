// GPT-2 small's next token over its 256-position cache, 124.4M parameters as arguments (bench/gen_models.py, flax 0.12.8, jax 0.10.2)
module @jit_apply attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<50257x768xf32>, %arg1: tensor<2304xf32>, %arg2: tensor<768x2304xf32>, %arg3: tensor<768xf32>, %arg4: tensor<768x768xf32>, %arg5: tensor<768xf32>, %arg6: tensor<768xf32>, %arg7: tensor<768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768xf32>, %arg10: tensor<3072x768xf32>, %arg11: tensor<3072xf32>, %arg12: tensor<768x3072xf32>, %arg13: tensor<2304xf32>, %arg14: tensor<768x2304xf32>, %arg15: tensor<768xf32>, %arg16: tensor<768x768xf32>, %arg17: tensor<768xf32>, %arg18: tensor<768xf32>, %arg19: tensor<768xf32>, %arg20: tensor<768xf32>, %arg21: tensor<768xf32>, %arg22: tensor<3072x768xf32>, %arg23: tensor<3072xf32>, %arg24: tensor<768x3072xf32>, %arg25: tensor<2304xf32>, %arg26: tensor<768x2304xf32>, %arg27: tensor<768xf32>, %arg28: tensor<768x768xf32>, %arg29: tensor<768xf32>, %arg30: tensor<768xf32>, %arg31: tensor<768xf32>, %arg32: tensor<768xf32>, %arg33: tensor<768xf32>, %arg34: tensor<3072x768xf32>, %arg35: tensor<3072xf32>, %arg36: tensor<768x3072xf32>, %arg37: tensor<2304xf32>, %arg38: tensor<768x2304xf32>, %arg39: tensor<768xf32>, %arg40: tensor<768x768xf32>, %arg41: tensor<768xf32>, %arg42: tensor<768xf32>, %arg43: tensor<768xf32>, %arg44: tensor<768xf32>, %arg45: tensor<768xf32>, %arg46: tensor<3072x768xf32>, %arg47: tensor<3072xf32>, %arg48: tensor<768x3072xf32>, %arg49: tensor<2304xf32>, %arg50: tensor<768x2304xf32>, %arg51: tensor<768xf32>, %arg52: tensor<768x768xf32>, %arg53: tensor<768xf32>, %arg54: tensor<768xf32>, %arg55: tensor<768xf32>, %arg56: tensor<768xf32>, %arg57: tensor<768xf32>, %arg58: tensor<3072x768xf32>, %arg59: tensor<3072xf32>, %arg60: tensor<768x3072xf32>, %arg61: tensor<2304xf32>, %arg62: tensor<768x2304xf32>, %arg63: tensor<768xf32>, %arg64: tensor<768x768xf32>, %arg65: tensor<768xf32>, %arg66: tensor<768xf32>, %arg67: tensor<768xf32>, %arg68: tensor<768xf32>, %arg69: tensor<768xf32>, %arg70: tensor<3072x768xf32>, %arg71: tensor<3072xf32>, %arg72: tensor<768x3072xf32>, %arg73: tensor<2304xf32>, %arg74: tensor<768x2304xf32>, %arg75: tensor<768xf32>, %arg76: tensor<768x768xf32>, %arg77: tensor<768xf32>, %arg78: tensor<768xf32>, %arg79: tensor<768xf32>, %arg80: tensor<768xf32>, %arg81: tensor<768xf32>, %arg82: tensor<3072x768xf32>, %arg83: tensor<3072xf32>, %arg84: tensor<768x3072xf32>, %arg85: tensor<2304xf32>, %arg86: tensor<768x2304xf32>, %arg87: tensor<768xf32>, %arg88: tensor<768x768xf32>, %arg89: tensor<768xf32>, %arg90: tensor<768xf32>, %arg91: tensor<768xf32>, %arg92: tensor<768xf32>, %arg93: tensor<768xf32>, %arg94: tensor<3072x768xf32>, %arg95: tensor<3072xf32>, %arg96: tensor<768x3072xf32>, %arg97: tensor<2304xf32>, %arg98: tensor<768x2304xf32>, %arg99: tensor<768xf32>, %arg100: tensor<768x768xf32>, %arg101: tensor<768xf32>, %arg102: tensor<768xf32>, %arg103: tensor<768xf32>, %arg104: tensor<768xf32>, %arg105: tensor<768xf32>, %arg106: tensor<3072x768xf32>, %arg107: tensor<3072xf32>, %arg108: tensor<768x3072xf32>, %arg109: tensor<2304xf32>, %arg110: tensor<768x2304xf32>, %arg111: tensor<768xf32>, %arg112: tensor<768x768xf32>, %arg113: tensor<768xf32>, %arg114: tensor<768xf32>, %arg115: tensor<768xf32>, %arg116: tensor<768xf32>, %arg117: tensor<768xf32>, %arg118: tensor<3072x768xf32>, %arg119: tensor<3072xf32>, %arg120: tensor<768x3072xf32>, %arg121: tensor<2304xf32>, %arg122: tensor<768x2304xf32>, %arg123: tensor<768xf32>, %arg124: tensor<768x768xf32>, %arg125: tensor<768xf32>, %arg126: tensor<768xf32>, %arg127: tensor<768xf32>, %arg128: tensor<768xf32>, %arg129: tensor<768xf32>, %arg130: tensor<3072x768xf32>, %arg131: tensor<3072xf32>, %arg132: tensor<768x3072xf32>, %arg133: tensor<2304xf32>, %arg134: tensor<768x2304xf32>, %arg135: tensor<768xf32>, %arg136: tensor<768x768xf32>, %arg137: tensor<768xf32>, %arg138: tensor<768xf32>, %arg139: tensor<768xf32>, %arg140: tensor<768xf32>, %arg141: tensor<768xf32>, %arg142: tensor<3072x768xf32>, %arg143: tensor<3072xf32>, %arg144: tensor<768x3072xf32>, %arg145: tensor<768xf32>, %arg146: tensor<768xf32>, %arg147: tensor<1024x768xf32>, %arg148: tensor<1x1xi32>, %arg149: tensor<12x2x1x12x256x64xf32>, %arg150: tensor<i32>) -> (tensor<1x50257xf32> {jax.result_info = "result[0]"}, tensor<12x2x1x12x256x64xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg150, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %1 = stablehlo.add %arg150, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg150 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg147, %2, %c_1, sizes = [1, 768] : (tensor<1024x768xf32>, tensor<i32>, tensor<i32>) -> tensor<1x768xf32>
    %4 = call @_take(%arg0, %arg148) : (tensor<50257x768xf32>, tensor<1x1xi32>) -> tensor<1x1x768xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<1x768xf32>) -> tensor<1x1x768xf32>
    %6 = stablehlo.add %4, %5 : tensor<1x1x768xf32>
    %7 = stablehlo.slice %arg149 [0:1, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %9 = chlo.square %6 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_2 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%9 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_4 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<1x1xf32>
    %16 = chlo.square %12 : tensor<1x1xf32> -> tensor<1x1xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<1x1xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<1x1xf32>
    %20 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %23 = stablehlo.subtract %6, %22 : tensor<1x1x768xf32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %25 = stablehlo.add %21, %24 : tensor<1x1x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<1x1x1xf32>
    %27 = stablehlo.reshape %arg6 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<1x1x768xf32>
    %30 = stablehlo.multiply %23, %29 : tensor<1x1x768xf32>
    %31 = stablehlo.reshape %arg5 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %32 = stablehlo.add %30, %31 : tensor<1x1x768xf32>
    %33 = stablehlo.dot_general %32, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x2304xf32>) -> tensor<1x1x2304xf32>
    %34 = stablehlo.reshape %arg1 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %35 = stablehlo.add %33, %34 : tensor<1x1x2304xf32>
    %36 = stablehlo.slice %35 [0:1, 0:1, 0:768] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %37 = stablehlo.slice %35 [0:1, 0:1, 768:1536] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %38 = stablehlo.slice %35 [0:1, 0:1, 1536:2304] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %39 = stablehlo.reshape %36 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %40 = stablehlo.transpose %39, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %41 = stablehlo.reshape %37 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %43 = stablehlo.reshape %38 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %45 = stablehlo.slice %8 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %46 = stablehlo.reshape %45 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.compare LT, %arg150, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<256> : tensor<i32>
    %48 = stablehlo.add %arg150, %c_8 : tensor<i32>
    %49 = stablehlo.select %47, %48, %arg150 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.dynamic_update_slice %46, %42, %c_9, %c_10, %49, %c_11 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %51 = stablehlo.slice %8 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.compare LT, %arg150, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<256> : tensor<i32>
    %54 = stablehlo.add %arg150, %c_13 : tensor<i32>
    %55 = stablehlo.select %53, %54, %arg150 : tensor<i1>, tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.dynamic_update_slice %52, %44, %c_14, %c_15, %55, %c_16 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %57 = stablehlo.dot_general %40, %50, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x256xf32>
    %cst_17 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %58 = stablehlo.sqrt %cst_17 : tensor<f32>
    %59 = stablehlo.convert %58 : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<1x12x1x256xf32>
    %61 = stablehlo.divide %57, %60 : tensor<1x12x1x256xf32>
    %62 = stablehlo.iota dim = 0 : tensor<256xi32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %64 = stablehlo.iota dim = 0 : tensor<1xi32>
    %65 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %66 = stablehlo.add %65, %64 : tensor<1xi32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x256xi32>
    %69 = stablehlo.compare LE, %63, %68, SIGNED : (tensor<1x256xi32>, tensor<1x256xi32>) -> tensor<1x256xi1>
    %cst_18 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %70 = call @_where_0(%69, %61, %cst_18) : (tensor<1x256xi1>, tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1x256xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x12x1xf32>
    %73 = stablehlo.maximum %72, %71 : tensor<1x12x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %76 = stablehlo.subtract %70, %75 : tensor<1x12x1x256xf32>
    %77 = stablehlo.exponential %76 : tensor<1x12x1x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_21) applies stablehlo.add across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %81 = stablehlo.divide %77, %80 : tensor<1x12x1x256xf32>
    %82 = stablehlo.dot_general %81, %56, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x64xf32>
    %83 = stablehlo.transpose %82, dims = [0, 2, 1, 3] : (tensor<1x12x1x64xf32>) -> tensor<1x1x12x64xf32>
    %84 = stablehlo.reshape %83 : (tensor<1x1x12x64xf32>) -> tensor<1x1x768xf32>
    %85 = stablehlo.dot_general %84, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x768xf32>) -> tensor<1x1x768xf32>
    %86 = stablehlo.reshape %arg3 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %87 = stablehlo.add %85, %86 : tensor<1x1x768xf32>
    %88 = stablehlo.add %6, %87 : tensor<1x1x768xf32>
    %89 = chlo.square %88 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%88 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_23 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %92 = stablehlo.divide %90, %91 : tensor<1x1xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%89 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_25 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %95 = stablehlo.divide %93, %94 : tensor<1x1xf32>
    %96 = chlo.square %92 : tensor<1x1xf32> -> tensor<1x1xf32>
    %97 = stablehlo.subtract %95, %96 : tensor<1x1xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %99 = stablehlo.maximum %98, %97 : tensor<1x1xf32>
    %100 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %103 = stablehlo.subtract %88, %102 : tensor<1x1x768xf32>
    %cst_27 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %105 = stablehlo.add %101, %104 : tensor<1x1x1xf32>
    %106 = stablehlo.rsqrt %105 : tensor<1x1x1xf32>
    %107 = stablehlo.reshape %arg8 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %108 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %109 = stablehlo.multiply %108, %107 : tensor<1x1x768xf32>
    %110 = stablehlo.multiply %103, %109 : tensor<1x1x768xf32>
    %111 = stablehlo.reshape %arg7 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %112 = stablehlo.add %110, %111 : tensor<1x1x768xf32>
    %113 = stablehlo.dot_general %112, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x3072xf32>) -> tensor<1x1x3072xf32>
    %114 = stablehlo.reshape %arg11 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %115 = stablehlo.add %113, %114 : tensor<1x1x3072xf32>
    %116 = stablehlo.multiply %115, %115 : tensor<1x1x3072xf32>
    %117 = stablehlo.multiply %116, %115 : tensor<1x1x3072xf32>
    %cst_28 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %119 = stablehlo.multiply %118, %117 : tensor<1x1x3072xf32>
    %120 = stablehlo.add %115, %119 : tensor<1x1x3072xf32>
    %cst_29 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<1x1x3072xf32>
    %123 = stablehlo.tanh %122 : tensor<1x1x3072xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %125 = stablehlo.add %124, %123 : tensor<1x1x3072xf32>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<1x1x3072xf32>
    %128 = stablehlo.multiply %115, %127 : tensor<1x1x3072xf32>
    %129 = stablehlo.dot_general %128, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x3072xf32>, tensor<3072x768xf32>) -> tensor<1x1x768xf32>
    %130 = stablehlo.reshape %arg9 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %131 = stablehlo.add %129, %130 : tensor<1x1x768xf32>
    %132 = stablehlo.add %88, %131 : tensor<1x1x768xf32>
    %133 = stablehlo.broadcast_in_dim %50, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %134 = stablehlo.broadcast_in_dim %56, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %135 = stablehlo.concatenate %133, %134, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %136 = stablehlo.slice %arg149 [1:2, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %137 = stablehlo.reshape %136 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %138 = chlo.square %132 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%132 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_33 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %141 = stablehlo.divide %139, %140 : tensor<1x1xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%138 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_35 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %144 = stablehlo.divide %142, %143 : tensor<1x1xf32>
    %145 = chlo.square %141 : tensor<1x1xf32> -> tensor<1x1xf32>
    %146 = stablehlo.subtract %144, %145 : tensor<1x1xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %148 = stablehlo.maximum %147, %146 : tensor<1x1xf32>
    %149 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %151 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %152 = stablehlo.subtract %132, %151 : tensor<1x1x768xf32>
    %cst_37 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %154 = stablehlo.add %150, %153 : tensor<1x1x1xf32>
    %155 = stablehlo.rsqrt %154 : tensor<1x1x1xf32>
    %156 = stablehlo.reshape %arg18 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %157 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %158 = stablehlo.multiply %157, %156 : tensor<1x1x768xf32>
    %159 = stablehlo.multiply %152, %158 : tensor<1x1x768xf32>
    %160 = stablehlo.reshape %arg17 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %161 = stablehlo.add %159, %160 : tensor<1x1x768xf32>
    %162 = stablehlo.dot_general %161, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x2304xf32>) -> tensor<1x1x2304xf32>
    %163 = stablehlo.reshape %arg13 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %164 = stablehlo.add %162, %163 : tensor<1x1x2304xf32>
    %165 = stablehlo.slice %164 [0:1, 0:1, 0:768] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %166 = stablehlo.slice %164 [0:1, 0:1, 768:1536] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %167 = stablehlo.slice %164 [0:1, 0:1, 1536:2304] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %168 = stablehlo.reshape %165 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %169 = stablehlo.transpose %168, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %170 = stablehlo.reshape %166 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %171 = stablehlo.transpose %170, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %172 = stablehlo.reshape %167 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %173 = stablehlo.transpose %172, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %174 = stablehlo.slice %137 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %175 = stablehlo.reshape %174 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %176 = stablehlo.compare LT, %arg150, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_39 = stablehlo.constant dense<256> : tensor<i32>
    %177 = stablehlo.add %arg150, %c_39 : tensor<i32>
    %178 = stablehlo.select %176, %177, %arg150 : tensor<i1>, tensor<i32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %179 = stablehlo.dynamic_update_slice %175, %171, %c_40, %c_41, %178, %c_42 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %180 = stablehlo.slice %137 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %181 = stablehlo.reshape %180 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %182 = stablehlo.compare LT, %arg150, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_44 = stablehlo.constant dense<256> : tensor<i32>
    %183 = stablehlo.add %arg150, %c_44 : tensor<i32>
    %184 = stablehlo.select %182, %183, %arg150 : tensor<i1>, tensor<i32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %185 = stablehlo.dynamic_update_slice %181, %173, %c_45, %c_46, %184, %c_47 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %186 = stablehlo.dot_general %169, %179, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x256xf32>
    %cst_48 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %187 = stablehlo.sqrt %cst_48 : tensor<f32>
    %188 = stablehlo.convert %187 : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [] : (tensor<f32>) -> tensor<1x12x1x256xf32>
    %190 = stablehlo.divide %186, %189 : tensor<1x12x1x256xf32>
    %191 = stablehlo.iota dim = 0 : tensor<256xi32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %193 = stablehlo.iota dim = 0 : tensor<1xi32>
    %194 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %195 = stablehlo.add %194, %193 : tensor<1xi32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x256xi32>
    %198 = stablehlo.compare LE, %192, %197, SIGNED : (tensor<1x256xi32>, tensor<1x256xi32>) -> tensor<1x256xi1>
    %cst_49 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %199 = call @_where_0(%198, %190, %cst_49) : (tensor<1x256xi1>, tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1x256xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_50) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x12x1xf32>
    %202 = stablehlo.maximum %201, %200 : tensor<1x12x1xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %205 = stablehlo.subtract %199, %204 : tensor<1x12x1x256xf32>
    %206 = stablehlo.exponential %205 : tensor<1x12x1x256xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %210 = stablehlo.divide %206, %209 : tensor<1x12x1x256xf32>
    %211 = stablehlo.dot_general %210, %185, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x64xf32>
    %212 = stablehlo.transpose %211, dims = [0, 2, 1, 3] : (tensor<1x12x1x64xf32>) -> tensor<1x1x12x64xf32>
    %213 = stablehlo.reshape %212 : (tensor<1x1x12x64xf32>) -> tensor<1x1x768xf32>
    %214 = stablehlo.dot_general %213, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x768xf32>) -> tensor<1x1x768xf32>
    %215 = stablehlo.reshape %arg15 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %216 = stablehlo.add %214, %215 : tensor<1x1x768xf32>
    %217 = stablehlo.add %132, %216 : tensor<1x1x768xf32>
    %218 = chlo.square %217 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%217 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_54 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %221 = stablehlo.divide %219, %220 : tensor<1x1xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%218 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_56 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %224 = stablehlo.divide %222, %223 : tensor<1x1xf32>
    %225 = chlo.square %221 : tensor<1x1xf32> -> tensor<1x1xf32>
    %226 = stablehlo.subtract %224, %225 : tensor<1x1xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %228 = stablehlo.maximum %227, %226 : tensor<1x1xf32>
    %229 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %230 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %231 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %232 = stablehlo.subtract %217, %231 : tensor<1x1x768xf32>
    %cst_58 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %234 = stablehlo.add %230, %233 : tensor<1x1x1xf32>
    %235 = stablehlo.rsqrt %234 : tensor<1x1x1xf32>
    %236 = stablehlo.reshape %arg20 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %237 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %238 = stablehlo.multiply %237, %236 : tensor<1x1x768xf32>
    %239 = stablehlo.multiply %232, %238 : tensor<1x1x768xf32>
    %240 = stablehlo.reshape %arg19 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %241 = stablehlo.add %239, %240 : tensor<1x1x768xf32>
    %242 = stablehlo.dot_general %241, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x3072xf32>) -> tensor<1x1x3072xf32>
    %243 = stablehlo.reshape %arg23 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %244 = stablehlo.add %242, %243 : tensor<1x1x3072xf32>
    %245 = stablehlo.multiply %244, %244 : tensor<1x1x3072xf32>
    %246 = stablehlo.multiply %245, %244 : tensor<1x1x3072xf32>
    %cst_59 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %248 = stablehlo.multiply %247, %246 : tensor<1x1x3072xf32>
    %249 = stablehlo.add %244, %248 : tensor<1x1x3072xf32>
    %cst_60 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %251 = stablehlo.multiply %250, %249 : tensor<1x1x3072xf32>
    %252 = stablehlo.tanh %251 : tensor<1x1x3072xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %254 = stablehlo.add %253, %252 : tensor<1x1x3072xf32>
    %cst_62 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %256 = stablehlo.multiply %255, %254 : tensor<1x1x3072xf32>
    %257 = stablehlo.multiply %244, %256 : tensor<1x1x3072xf32>
    %258 = stablehlo.dot_general %257, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x3072xf32>, tensor<3072x768xf32>) -> tensor<1x1x768xf32>
    %259 = stablehlo.reshape %arg21 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %260 = stablehlo.add %258, %259 : tensor<1x1x768xf32>
    %261 = stablehlo.add %217, %260 : tensor<1x1x768xf32>
    %262 = stablehlo.broadcast_in_dim %179, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %263 = stablehlo.broadcast_in_dim %185, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %264 = stablehlo.concatenate %262, %263, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %265 = stablehlo.slice %arg149 [2:3, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %266 = stablehlo.reshape %265 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %267 = chlo.square %261 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.reduce(%261 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_64 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %270 = stablehlo.divide %268, %269 : tensor<1x1xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%267 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_66 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %273 = stablehlo.divide %271, %272 : tensor<1x1xf32>
    %274 = chlo.square %270 : tensor<1x1xf32> -> tensor<1x1xf32>
    %275 = stablehlo.subtract %273, %274 : tensor<1x1xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %277 = stablehlo.maximum %276, %275 : tensor<1x1xf32>
    %278 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %279 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %280 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %281 = stablehlo.subtract %261, %280 : tensor<1x1x768xf32>
    %cst_68 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %283 = stablehlo.add %279, %282 : tensor<1x1x1xf32>
    %284 = stablehlo.rsqrt %283 : tensor<1x1x1xf32>
    %285 = stablehlo.reshape %arg54 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %286 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %287 = stablehlo.multiply %286, %285 : tensor<1x1x768xf32>
    %288 = stablehlo.multiply %281, %287 : tensor<1x1x768xf32>
    %289 = stablehlo.reshape %arg53 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %290 = stablehlo.add %288, %289 : tensor<1x1x768xf32>
    %291 = stablehlo.dot_general %290, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x2304xf32>) -> tensor<1x1x2304xf32>
    %292 = stablehlo.reshape %arg49 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %293 = stablehlo.add %291, %292 : tensor<1x1x2304xf32>
    %294 = stablehlo.slice %293 [0:1, 0:1, 0:768] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %295 = stablehlo.slice %293 [0:1, 0:1, 768:1536] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %296 = stablehlo.slice %293 [0:1, 0:1, 1536:2304] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %297 = stablehlo.reshape %294 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %298 = stablehlo.transpose %297, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %299 = stablehlo.reshape %295 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %300 = stablehlo.transpose %299, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %301 = stablehlo.reshape %296 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %302 = stablehlo.transpose %301, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %303 = stablehlo.slice %266 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %304 = stablehlo.reshape %303 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %305 = stablehlo.compare LT, %arg150, %c_69, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_70 = stablehlo.constant dense<256> : tensor<i32>
    %306 = stablehlo.add %arg150, %c_70 : tensor<i32>
    %307 = stablehlo.select %305, %306, %arg150 : tensor<i1>, tensor<i32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %308 = stablehlo.dynamic_update_slice %304, %300, %c_71, %c_72, %307, %c_73 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %309 = stablehlo.slice %266 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %310 = stablehlo.reshape %309 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %311 = stablehlo.compare LT, %arg150, %c_74, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_75 = stablehlo.constant dense<256> : tensor<i32>
    %312 = stablehlo.add %arg150, %c_75 : tensor<i32>
    %313 = stablehlo.select %311, %312, %arg150 : tensor<i1>, tensor<i32>
    %c_76 = stablehlo.constant dense<0> : tensor<i32>
    %c_77 = stablehlo.constant dense<0> : tensor<i32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %314 = stablehlo.dynamic_update_slice %310, %302, %c_76, %c_77, %313, %c_78 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %315 = stablehlo.dot_general %298, %308, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x256xf32>
    %cst_79 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %316 = stablehlo.sqrt %cst_79 : tensor<f32>
    %317 = stablehlo.convert %316 : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [] : (tensor<f32>) -> tensor<1x12x1x256xf32>
    %319 = stablehlo.divide %315, %318 : tensor<1x12x1x256xf32>
    %320 = stablehlo.iota dim = 0 : tensor<256xi32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %322 = stablehlo.iota dim = 0 : tensor<1xi32>
    %323 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %324 = stablehlo.add %323, %322 : tensor<1xi32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x256xi32>
    %327 = stablehlo.compare LE, %321, %326, SIGNED : (tensor<1x256xi32>, tensor<1x256xi32>) -> tensor<1x256xi1>
    %cst_80 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %328 = call @_where_0(%327, %319, %cst_80) : (tensor<1x256xi1>, tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1x256xf32>
    %cst_81 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %329 = stablehlo.reduce(%328 init: %cst_81) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %cst_82 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1x12x1xf32>
    %331 = stablehlo.maximum %330, %329 : tensor<1x12x1xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %334 = stablehlo.subtract %328, %333 : tensor<1x12x1x256xf32>
    %335 = stablehlo.exponential %334 : tensor<1x12x1x256xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.reduce(%335 init: %cst_83) applies stablehlo.add across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %339 = stablehlo.divide %335, %338 : tensor<1x12x1x256xf32>
    %340 = stablehlo.dot_general %339, %314, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x64xf32>
    %341 = stablehlo.transpose %340, dims = [0, 2, 1, 3] : (tensor<1x12x1x64xf32>) -> tensor<1x1x12x64xf32>
    %342 = stablehlo.reshape %341 : (tensor<1x1x12x64xf32>) -> tensor<1x1x768xf32>
    %343 = stablehlo.dot_general %342, %arg52, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x768xf32>) -> tensor<1x1x768xf32>
    %344 = stablehlo.reshape %arg51 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %345 = stablehlo.add %343, %344 : tensor<1x1x768xf32>
    %346 = stablehlo.add %261, %345 : tensor<1x1x768xf32>
    %347 = chlo.square %346 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.reduce(%346 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_85 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %350 = stablehlo.divide %348, %349 : tensor<1x1xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.reduce(%347 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_87 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %353 = stablehlo.divide %351, %352 : tensor<1x1xf32>
    %354 = chlo.square %350 : tensor<1x1xf32> -> tensor<1x1xf32>
    %355 = stablehlo.subtract %353, %354 : tensor<1x1xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %357 = stablehlo.maximum %356, %355 : tensor<1x1xf32>
    %358 = stablehlo.broadcast_in_dim %350, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %359 = stablehlo.broadcast_in_dim %357, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %360 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %361 = stablehlo.subtract %346, %360 : tensor<1x1x768xf32>
    %cst_89 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %363 = stablehlo.add %359, %362 : tensor<1x1x1xf32>
    %364 = stablehlo.rsqrt %363 : tensor<1x1x1xf32>
    %365 = stablehlo.reshape %arg56 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %366 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %367 = stablehlo.multiply %366, %365 : tensor<1x1x768xf32>
    %368 = stablehlo.multiply %361, %367 : tensor<1x1x768xf32>
    %369 = stablehlo.reshape %arg55 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %370 = stablehlo.add %368, %369 : tensor<1x1x768xf32>
    %371 = stablehlo.dot_general %370, %arg60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x3072xf32>) -> tensor<1x1x3072xf32>
    %372 = stablehlo.reshape %arg59 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %373 = stablehlo.add %371, %372 : tensor<1x1x3072xf32>
    %374 = stablehlo.multiply %373, %373 : tensor<1x1x3072xf32>
    %375 = stablehlo.multiply %374, %373 : tensor<1x1x3072xf32>
    %cst_90 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %377 = stablehlo.multiply %376, %375 : tensor<1x1x3072xf32>
    %378 = stablehlo.add %373, %377 : tensor<1x1x3072xf32>
    %cst_91 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %380 = stablehlo.multiply %379, %378 : tensor<1x1x3072xf32>
    %381 = stablehlo.tanh %380 : tensor<1x1x3072xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %383 = stablehlo.add %382, %381 : tensor<1x1x3072xf32>
    %cst_93 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %385 = stablehlo.multiply %384, %383 : tensor<1x1x3072xf32>
    %386 = stablehlo.multiply %373, %385 : tensor<1x1x3072xf32>
    %387 = stablehlo.dot_general %386, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x3072xf32>, tensor<3072x768xf32>) -> tensor<1x1x768xf32>
    %388 = stablehlo.reshape %arg57 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %389 = stablehlo.add %387, %388 : tensor<1x1x768xf32>
    %390 = stablehlo.add %346, %389 : tensor<1x1x768xf32>
    %391 = stablehlo.broadcast_in_dim %308, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %392 = stablehlo.broadcast_in_dim %314, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %393 = stablehlo.concatenate %391, %392, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %394 = stablehlo.slice %arg149 [3:4, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %395 = stablehlo.reshape %394 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %396 = chlo.square %390 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.reduce(%390 init: %cst_94) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_95 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %399 = stablehlo.divide %397, %398 : tensor<1x1xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%396 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_97 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %402 = stablehlo.divide %400, %401 : tensor<1x1xf32>
    %403 = chlo.square %399 : tensor<1x1xf32> -> tensor<1x1xf32>
    %404 = stablehlo.subtract %402, %403 : tensor<1x1xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %406 = stablehlo.maximum %405, %404 : tensor<1x1xf32>
    %407 = stablehlo.broadcast_in_dim %399, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %408 = stablehlo.broadcast_in_dim %406, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %409 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %410 = stablehlo.subtract %390, %409 : tensor<1x1x768xf32>
    %cst_99 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %412 = stablehlo.add %408, %411 : tensor<1x1x1xf32>
    %413 = stablehlo.rsqrt %412 : tensor<1x1x1xf32>
    %414 = stablehlo.reshape %arg66 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %415 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %416 = stablehlo.multiply %415, %414 : tensor<1x1x768xf32>
    %417 = stablehlo.multiply %410, %416 : tensor<1x1x768xf32>
    %418 = stablehlo.reshape %arg65 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %419 = stablehlo.add %417, %418 : tensor<1x1x768xf32>
    %420 = stablehlo.dot_general %419, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x2304xf32>) -> tensor<1x1x2304xf32>
    %421 = stablehlo.reshape %arg61 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %422 = stablehlo.add %420, %421 : tensor<1x1x2304xf32>
    %423 = stablehlo.slice %422 [0:1, 0:1, 0:768] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %424 = stablehlo.slice %422 [0:1, 0:1, 768:1536] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %425 = stablehlo.slice %422 [0:1, 0:1, 1536:2304] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %426 = stablehlo.reshape %423 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %427 = stablehlo.transpose %426, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %428 = stablehlo.reshape %424 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %429 = stablehlo.transpose %428, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %430 = stablehlo.reshape %425 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %431 = stablehlo.transpose %430, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %432 = stablehlo.slice %395 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %433 = stablehlo.reshape %432 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_100 = stablehlo.constant dense<0> : tensor<i32>
    %434 = stablehlo.compare LT, %arg150, %c_100, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_101 = stablehlo.constant dense<256> : tensor<i32>
    %435 = stablehlo.add %arg150, %c_101 : tensor<i32>
    %436 = stablehlo.select %434, %435, %arg150 : tensor<i1>, tensor<i32>
    %c_102 = stablehlo.constant dense<0> : tensor<i32>
    %c_103 = stablehlo.constant dense<0> : tensor<i32>
    %c_104 = stablehlo.constant dense<0> : tensor<i32>
    %437 = stablehlo.dynamic_update_slice %433, %429, %c_102, %c_103, %436, %c_104 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %438 = stablehlo.slice %395 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %439 = stablehlo.reshape %438 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_105 = stablehlo.constant dense<0> : tensor<i32>
    %440 = stablehlo.compare LT, %arg150, %c_105, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_106 = stablehlo.constant dense<256> : tensor<i32>
    %441 = stablehlo.add %arg150, %c_106 : tensor<i32>
    %442 = stablehlo.select %440, %441, %arg150 : tensor<i1>, tensor<i32>
    %c_107 = stablehlo.constant dense<0> : tensor<i32>
    %c_108 = stablehlo.constant dense<0> : tensor<i32>
    %c_109 = stablehlo.constant dense<0> : tensor<i32>
    %443 = stablehlo.dynamic_update_slice %439, %431, %c_107, %c_108, %442, %c_109 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %444 = stablehlo.dot_general %427, %437, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x256xf32>
    %cst_110 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %445 = stablehlo.sqrt %cst_110 : tensor<f32>
    %446 = stablehlo.convert %445 : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [] : (tensor<f32>) -> tensor<1x12x1x256xf32>
    %448 = stablehlo.divide %444, %447 : tensor<1x12x1x256xf32>
    %449 = stablehlo.iota dim = 0 : tensor<256xi32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %451 = stablehlo.iota dim = 0 : tensor<1xi32>
    %452 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %453 = stablehlo.add %452, %451 : tensor<1xi32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x256xi32>
    %456 = stablehlo.compare LE, %450, %455, SIGNED : (tensor<1x256xi32>, tensor<1x256xi32>) -> tensor<1x256xi1>
    %cst_111 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %457 = call @_where_0(%456, %448, %cst_111) : (tensor<1x256xi1>, tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1x256xf32>
    %cst_112 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %458 = stablehlo.reduce(%457 init: %cst_112) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %cst_113 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<1x12x1xf32>
    %460 = stablehlo.maximum %459, %458 : tensor<1x12x1xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %463 = stablehlo.subtract %457, %462 : tensor<1x12x1x256xf32>
    %464 = stablehlo.exponential %463 : tensor<1x12x1x256xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.reduce(%464 init: %cst_114) applies stablehlo.add across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %468 = stablehlo.divide %464, %467 : tensor<1x12x1x256xf32>
    %469 = stablehlo.dot_general %468, %443, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x64xf32>
    %470 = stablehlo.transpose %469, dims = [0, 2, 1, 3] : (tensor<1x12x1x64xf32>) -> tensor<1x1x12x64xf32>
    %471 = stablehlo.reshape %470 : (tensor<1x1x12x64xf32>) -> tensor<1x1x768xf32>
    %472 = stablehlo.dot_general %471, %arg64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x768xf32>) -> tensor<1x1x768xf32>
    %473 = stablehlo.reshape %arg63 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %474 = stablehlo.add %472, %473 : tensor<1x1x768xf32>
    %475 = stablehlo.add %390, %474 : tensor<1x1x768xf32>
    %476 = chlo.square %475 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %477 = stablehlo.reduce(%475 init: %cst_115) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_116 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %479 = stablehlo.divide %477, %478 : tensor<1x1xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %480 = stablehlo.reduce(%476 init: %cst_117) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_118 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %482 = stablehlo.divide %480, %481 : tensor<1x1xf32>
    %483 = chlo.square %479 : tensor<1x1xf32> -> tensor<1x1xf32>
    %484 = stablehlo.subtract %482, %483 : tensor<1x1xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %486 = stablehlo.maximum %485, %484 : tensor<1x1xf32>
    %487 = stablehlo.broadcast_in_dim %479, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %488 = stablehlo.broadcast_in_dim %486, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %489 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %490 = stablehlo.subtract %475, %489 : tensor<1x1x768xf32>
    %cst_120 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %492 = stablehlo.add %488, %491 : tensor<1x1x1xf32>
    %493 = stablehlo.rsqrt %492 : tensor<1x1x1xf32>
    %494 = stablehlo.reshape %arg68 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %495 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %496 = stablehlo.multiply %495, %494 : tensor<1x1x768xf32>
    %497 = stablehlo.multiply %490, %496 : tensor<1x1x768xf32>
    %498 = stablehlo.reshape %arg67 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %499 = stablehlo.add %497, %498 : tensor<1x1x768xf32>
    %500 = stablehlo.dot_general %499, %arg72, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x3072xf32>) -> tensor<1x1x3072xf32>
    %501 = stablehlo.reshape %arg71 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %502 = stablehlo.add %500, %501 : tensor<1x1x3072xf32>
    %503 = stablehlo.multiply %502, %502 : tensor<1x1x3072xf32>
    %504 = stablehlo.multiply %503, %502 : tensor<1x1x3072xf32>
    %cst_121 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %506 = stablehlo.multiply %505, %504 : tensor<1x1x3072xf32>
    %507 = stablehlo.add %502, %506 : tensor<1x1x3072xf32>
    %cst_122 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %509 = stablehlo.multiply %508, %507 : tensor<1x1x3072xf32>
    %510 = stablehlo.tanh %509 : tensor<1x1x3072xf32>
    %cst_123 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %512 = stablehlo.add %511, %510 : tensor<1x1x3072xf32>
    %cst_124 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %514 = stablehlo.multiply %513, %512 : tensor<1x1x3072xf32>
    %515 = stablehlo.multiply %502, %514 : tensor<1x1x3072xf32>
    %516 = stablehlo.dot_general %515, %arg70, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x3072xf32>, tensor<3072x768xf32>) -> tensor<1x1x768xf32>
    %517 = stablehlo.reshape %arg69 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %518 = stablehlo.add %516, %517 : tensor<1x1x768xf32>
    %519 = stablehlo.add %475, %518 : tensor<1x1x768xf32>
    %520 = stablehlo.broadcast_in_dim %437, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %521 = stablehlo.broadcast_in_dim %443, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %522 = stablehlo.concatenate %520, %521, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %523 = stablehlo.slice %arg149 [4:5, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %524 = stablehlo.reshape %523 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %525 = chlo.square %519 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.reduce(%519 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_126 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %528 = stablehlo.divide %526, %527 : tensor<1x1xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%525 init: %cst_127) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_128 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %531 = stablehlo.divide %529, %530 : tensor<1x1xf32>
    %532 = chlo.square %528 : tensor<1x1xf32> -> tensor<1x1xf32>
    %533 = stablehlo.subtract %531, %532 : tensor<1x1xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %535 = stablehlo.maximum %534, %533 : tensor<1x1xf32>
    %536 = stablehlo.broadcast_in_dim %528, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %537 = stablehlo.broadcast_in_dim %535, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %538 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %539 = stablehlo.subtract %519, %538 : tensor<1x1x768xf32>
    %cst_130 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %541 = stablehlo.add %537, %540 : tensor<1x1x1xf32>
    %542 = stablehlo.rsqrt %541 : tensor<1x1x1xf32>
    %543 = stablehlo.reshape %arg78 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %544 = stablehlo.broadcast_in_dim %542, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %545 = stablehlo.multiply %544, %543 : tensor<1x1x768xf32>
    %546 = stablehlo.multiply %539, %545 : tensor<1x1x768xf32>
    %547 = stablehlo.reshape %arg77 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %548 = stablehlo.add %546, %547 : tensor<1x1x768xf32>
    %549 = stablehlo.dot_general %548, %arg74, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x2304xf32>) -> tensor<1x1x2304xf32>
    %550 = stablehlo.reshape %arg73 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %551 = stablehlo.add %549, %550 : tensor<1x1x2304xf32>
    %552 = stablehlo.slice %551 [0:1, 0:1, 0:768] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %553 = stablehlo.slice %551 [0:1, 0:1, 768:1536] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %554 = stablehlo.slice %551 [0:1, 0:1, 1536:2304] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %555 = stablehlo.reshape %552 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %556 = stablehlo.transpose %555, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %557 = stablehlo.reshape %553 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %558 = stablehlo.transpose %557, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %559 = stablehlo.reshape %554 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %560 = stablehlo.transpose %559, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %561 = stablehlo.slice %524 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %562 = stablehlo.reshape %561 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_131 = stablehlo.constant dense<0> : tensor<i32>
    %563 = stablehlo.compare LT, %arg150, %c_131, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_132 = stablehlo.constant dense<256> : tensor<i32>
    %564 = stablehlo.add %arg150, %c_132 : tensor<i32>
    %565 = stablehlo.select %563, %564, %arg150 : tensor<i1>, tensor<i32>
    %c_133 = stablehlo.constant dense<0> : tensor<i32>
    %c_134 = stablehlo.constant dense<0> : tensor<i32>
    %c_135 = stablehlo.constant dense<0> : tensor<i32>
    %566 = stablehlo.dynamic_update_slice %562, %558, %c_133, %c_134, %565, %c_135 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %567 = stablehlo.slice %524 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %568 = stablehlo.reshape %567 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_136 = stablehlo.constant dense<0> : tensor<i32>
    %569 = stablehlo.compare LT, %arg150, %c_136, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_137 = stablehlo.constant dense<256> : tensor<i32>
    %570 = stablehlo.add %arg150, %c_137 : tensor<i32>
    %571 = stablehlo.select %569, %570, %arg150 : tensor<i1>, tensor<i32>
    %c_138 = stablehlo.constant dense<0> : tensor<i32>
    %c_139 = stablehlo.constant dense<0> : tensor<i32>
    %c_140 = stablehlo.constant dense<0> : tensor<i32>
    %572 = stablehlo.dynamic_update_slice %568, %560, %c_138, %c_139, %571, %c_140 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %573 = stablehlo.dot_general %556, %566, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x256xf32>
    %cst_141 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %574 = stablehlo.sqrt %cst_141 : tensor<f32>
    %575 = stablehlo.convert %574 : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [] : (tensor<f32>) -> tensor<1x12x1x256xf32>
    %577 = stablehlo.divide %573, %576 : tensor<1x12x1x256xf32>
    %578 = stablehlo.iota dim = 0 : tensor<256xi32>
    %579 = stablehlo.broadcast_in_dim %578, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %580 = stablehlo.iota dim = 0 : tensor<1xi32>
    %581 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %582 = stablehlo.add %581, %580 : tensor<1xi32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x256xi32>
    %585 = stablehlo.compare LE, %579, %584, SIGNED : (tensor<1x256xi32>, tensor<1x256xi32>) -> tensor<1x256xi1>
    %cst_142 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %586 = call @_where_0(%585, %577, %cst_142) : (tensor<1x256xi1>, tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1x256xf32>
    %cst_143 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %587 = stablehlo.reduce(%586 init: %cst_143) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %cst_144 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<1x12x1xf32>
    %589 = stablehlo.maximum %588, %587 : tensor<1x12x1xf32>
    %590 = stablehlo.broadcast_in_dim %589, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %591 = stablehlo.broadcast_in_dim %590, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %592 = stablehlo.subtract %586, %591 : tensor<1x12x1x256xf32>
    %593 = stablehlo.exponential %592 : tensor<1x12x1x256xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.reduce(%593 init: %cst_145) applies stablehlo.add across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %597 = stablehlo.divide %593, %596 : tensor<1x12x1x256xf32>
    %598 = stablehlo.dot_general %597, %572, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x64xf32>
    %599 = stablehlo.transpose %598, dims = [0, 2, 1, 3] : (tensor<1x12x1x64xf32>) -> tensor<1x1x12x64xf32>
    %600 = stablehlo.reshape %599 : (tensor<1x1x12x64xf32>) -> tensor<1x1x768xf32>
    %601 = stablehlo.dot_general %600, %arg76, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x768xf32>) -> tensor<1x1x768xf32>
    %602 = stablehlo.reshape %arg75 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %603 = stablehlo.add %601, %602 : tensor<1x1x768xf32>
    %604 = stablehlo.add %519, %603 : tensor<1x1x768xf32>
    %605 = chlo.square %604 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.reduce(%604 init: %cst_146) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_147 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %608 = stablehlo.divide %606, %607 : tensor<1x1xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %609 = stablehlo.reduce(%605 init: %cst_148) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_149 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %611 = stablehlo.divide %609, %610 : tensor<1x1xf32>
    %612 = chlo.square %608 : tensor<1x1xf32> -> tensor<1x1xf32>
    %613 = stablehlo.subtract %611, %612 : tensor<1x1xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %615 = stablehlo.maximum %614, %613 : tensor<1x1xf32>
    %616 = stablehlo.broadcast_in_dim %608, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %617 = stablehlo.broadcast_in_dim %615, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %618 = stablehlo.broadcast_in_dim %616, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %619 = stablehlo.subtract %604, %618 : tensor<1x1x768xf32>
    %cst_151 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %621 = stablehlo.add %617, %620 : tensor<1x1x1xf32>
    %622 = stablehlo.rsqrt %621 : tensor<1x1x1xf32>
    %623 = stablehlo.reshape %arg80 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %624 = stablehlo.broadcast_in_dim %622, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %625 = stablehlo.multiply %624, %623 : tensor<1x1x768xf32>
    %626 = stablehlo.multiply %619, %625 : tensor<1x1x768xf32>
    %627 = stablehlo.reshape %arg79 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %628 = stablehlo.add %626, %627 : tensor<1x1x768xf32>
    %629 = stablehlo.dot_general %628, %arg84, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x3072xf32>) -> tensor<1x1x3072xf32>
    %630 = stablehlo.reshape %arg83 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %631 = stablehlo.add %629, %630 : tensor<1x1x3072xf32>
    %632 = stablehlo.multiply %631, %631 : tensor<1x1x3072xf32>
    %633 = stablehlo.multiply %632, %631 : tensor<1x1x3072xf32>
    %cst_152 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %635 = stablehlo.multiply %634, %633 : tensor<1x1x3072xf32>
    %636 = stablehlo.add %631, %635 : tensor<1x1x3072xf32>
    %cst_153 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %638 = stablehlo.multiply %637, %636 : tensor<1x1x3072xf32>
    %639 = stablehlo.tanh %638 : tensor<1x1x3072xf32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %641 = stablehlo.add %640, %639 : tensor<1x1x3072xf32>
    %cst_155 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %643 = stablehlo.multiply %642, %641 : tensor<1x1x3072xf32>
    %644 = stablehlo.multiply %631, %643 : tensor<1x1x3072xf32>
    %645 = stablehlo.dot_general %644, %arg82, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x3072xf32>, tensor<3072x768xf32>) -> tensor<1x1x768xf32>
    %646 = stablehlo.reshape %arg81 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %647 = stablehlo.add %645, %646 : tensor<1x1x768xf32>
    %648 = stablehlo.add %604, %647 : tensor<1x1x768xf32>
    %649 = stablehlo.broadcast_in_dim %566, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %650 = stablehlo.broadcast_in_dim %572, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %651 = stablehlo.concatenate %649, %650, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %652 = stablehlo.slice %arg149 [5:6, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %653 = stablehlo.reshape %652 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %654 = chlo.square %648 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %655 = stablehlo.reduce(%648 init: %cst_156) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_157 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %657 = stablehlo.divide %655, %656 : tensor<1x1xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %658 = stablehlo.reduce(%654 init: %cst_158) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_159 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %660 = stablehlo.divide %658, %659 : tensor<1x1xf32>
    %661 = chlo.square %657 : tensor<1x1xf32> -> tensor<1x1xf32>
    %662 = stablehlo.subtract %660, %661 : tensor<1x1xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %664 = stablehlo.maximum %663, %662 : tensor<1x1xf32>
    %665 = stablehlo.broadcast_in_dim %657, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %666 = stablehlo.broadcast_in_dim %664, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %667 = stablehlo.broadcast_in_dim %665, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %668 = stablehlo.subtract %648, %667 : tensor<1x1x768xf32>
    %cst_161 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %670 = stablehlo.add %666, %669 : tensor<1x1x1xf32>
    %671 = stablehlo.rsqrt %670 : tensor<1x1x1xf32>
    %672 = stablehlo.reshape %arg90 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %673 = stablehlo.broadcast_in_dim %671, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %674 = stablehlo.multiply %673, %672 : tensor<1x1x768xf32>
    %675 = stablehlo.multiply %668, %674 : tensor<1x1x768xf32>
    %676 = stablehlo.reshape %arg89 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %677 = stablehlo.add %675, %676 : tensor<1x1x768xf32>
    %678 = stablehlo.dot_general %677, %arg86, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x2304xf32>) -> tensor<1x1x2304xf32>
    %679 = stablehlo.reshape %arg85 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %680 = stablehlo.add %678, %679 : tensor<1x1x2304xf32>
    %681 = stablehlo.slice %680 [0:1, 0:1, 0:768] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %682 = stablehlo.slice %680 [0:1, 0:1, 768:1536] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %683 = stablehlo.slice %680 [0:1, 0:1, 1536:2304] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %684 = stablehlo.reshape %681 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %685 = stablehlo.transpose %684, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %686 = stablehlo.reshape %682 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %687 = stablehlo.transpose %686, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %688 = stablehlo.reshape %683 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %689 = stablehlo.transpose %688, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %690 = stablehlo.slice %653 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %691 = stablehlo.reshape %690 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_162 = stablehlo.constant dense<0> : tensor<i32>
    %692 = stablehlo.compare LT, %arg150, %c_162, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_163 = stablehlo.constant dense<256> : tensor<i32>
    %693 = stablehlo.add %arg150, %c_163 : tensor<i32>
    %694 = stablehlo.select %692, %693, %arg150 : tensor<i1>, tensor<i32>
    %c_164 = stablehlo.constant dense<0> : tensor<i32>
    %c_165 = stablehlo.constant dense<0> : tensor<i32>
    %c_166 = stablehlo.constant dense<0> : tensor<i32>
    %695 = stablehlo.dynamic_update_slice %691, %687, %c_164, %c_165, %694, %c_166 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %696 = stablehlo.slice %653 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %697 = stablehlo.reshape %696 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_167 = stablehlo.constant dense<0> : tensor<i32>
    %698 = stablehlo.compare LT, %arg150, %c_167, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_168 = stablehlo.constant dense<256> : tensor<i32>
    %699 = stablehlo.add %arg150, %c_168 : tensor<i32>
    %700 = stablehlo.select %698, %699, %arg150 : tensor<i1>, tensor<i32>
    %c_169 = stablehlo.constant dense<0> : tensor<i32>
    %c_170 = stablehlo.constant dense<0> : tensor<i32>
    %c_171 = stablehlo.constant dense<0> : tensor<i32>
    %701 = stablehlo.dynamic_update_slice %697, %689, %c_169, %c_170, %700, %c_171 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %702 = stablehlo.dot_general %685, %695, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x256xf32>
    %cst_172 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %703 = stablehlo.sqrt %cst_172 : tensor<f32>
    %704 = stablehlo.convert %703 : tensor<f32>
    %705 = stablehlo.broadcast_in_dim %704, dims = [] : (tensor<f32>) -> tensor<1x12x1x256xf32>
    %706 = stablehlo.divide %702, %705 : tensor<1x12x1x256xf32>
    %707 = stablehlo.iota dim = 0 : tensor<256xi32>
    %708 = stablehlo.broadcast_in_dim %707, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %709 = stablehlo.iota dim = 0 : tensor<1xi32>
    %710 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %711 = stablehlo.add %710, %709 : tensor<1xi32>
    %712 = stablehlo.broadcast_in_dim %711, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %713 = stablehlo.broadcast_in_dim %712, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x256xi32>
    %714 = stablehlo.compare LE, %708, %713, SIGNED : (tensor<1x256xi32>, tensor<1x256xi32>) -> tensor<1x256xi1>
    %cst_173 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %715 = call @_where_0(%714, %706, %cst_173) : (tensor<1x256xi1>, tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1x256xf32>
    %cst_174 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %716 = stablehlo.reduce(%715 init: %cst_174) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %cst_175 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<1x12x1xf32>
    %718 = stablehlo.maximum %717, %716 : tensor<1x12x1xf32>
    %719 = stablehlo.broadcast_in_dim %718, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %721 = stablehlo.subtract %715, %720 : tensor<1x12x1x256xf32>
    %722 = stablehlo.exponential %721 : tensor<1x12x1x256xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %723 = stablehlo.reduce(%722 init: %cst_176) applies stablehlo.add across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %726 = stablehlo.divide %722, %725 : tensor<1x12x1x256xf32>
    %727 = stablehlo.dot_general %726, %701, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x64xf32>
    %728 = stablehlo.transpose %727, dims = [0, 2, 1, 3] : (tensor<1x12x1x64xf32>) -> tensor<1x1x12x64xf32>
    %729 = stablehlo.reshape %728 : (tensor<1x1x12x64xf32>) -> tensor<1x1x768xf32>
    %730 = stablehlo.dot_general %729, %arg88, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x768xf32>) -> tensor<1x1x768xf32>
    %731 = stablehlo.reshape %arg87 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %732 = stablehlo.add %730, %731 : tensor<1x1x768xf32>
    %733 = stablehlo.add %648, %732 : tensor<1x1x768xf32>
    %734 = chlo.square %733 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %735 = stablehlo.reduce(%733 init: %cst_177) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_178 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %737 = stablehlo.divide %735, %736 : tensor<1x1xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %738 = stablehlo.reduce(%734 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_180 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %740 = stablehlo.divide %738, %739 : tensor<1x1xf32>
    %741 = chlo.square %737 : tensor<1x1xf32> -> tensor<1x1xf32>
    %742 = stablehlo.subtract %740, %741 : tensor<1x1xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %744 = stablehlo.maximum %743, %742 : tensor<1x1xf32>
    %745 = stablehlo.broadcast_in_dim %737, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %746 = stablehlo.broadcast_in_dim %744, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %747 = stablehlo.broadcast_in_dim %745, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %748 = stablehlo.subtract %733, %747 : tensor<1x1x768xf32>
    %cst_182 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %750 = stablehlo.add %746, %749 : tensor<1x1x1xf32>
    %751 = stablehlo.rsqrt %750 : tensor<1x1x1xf32>
    %752 = stablehlo.reshape %arg92 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %753 = stablehlo.broadcast_in_dim %751, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %754 = stablehlo.multiply %753, %752 : tensor<1x1x768xf32>
    %755 = stablehlo.multiply %748, %754 : tensor<1x1x768xf32>
    %756 = stablehlo.reshape %arg91 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %757 = stablehlo.add %755, %756 : tensor<1x1x768xf32>
    %758 = stablehlo.dot_general %757, %arg96, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x3072xf32>) -> tensor<1x1x3072xf32>
    %759 = stablehlo.reshape %arg95 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %760 = stablehlo.add %758, %759 : tensor<1x1x3072xf32>
    %761 = stablehlo.multiply %760, %760 : tensor<1x1x3072xf32>
    %762 = stablehlo.multiply %761, %760 : tensor<1x1x3072xf32>
    %cst_183 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %764 = stablehlo.multiply %763, %762 : tensor<1x1x3072xf32>
    %765 = stablehlo.add %760, %764 : tensor<1x1x3072xf32>
    %cst_184 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %767 = stablehlo.multiply %766, %765 : tensor<1x1x3072xf32>
    %768 = stablehlo.tanh %767 : tensor<1x1x3072xf32>
    %cst_185 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %770 = stablehlo.add %769, %768 : tensor<1x1x3072xf32>
    %cst_186 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %772 = stablehlo.multiply %771, %770 : tensor<1x1x3072xf32>
    %773 = stablehlo.multiply %760, %772 : tensor<1x1x3072xf32>
    %774 = stablehlo.dot_general %773, %arg94, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x3072xf32>, tensor<3072x768xf32>) -> tensor<1x1x768xf32>
    %775 = stablehlo.reshape %arg93 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %776 = stablehlo.add %774, %775 : tensor<1x1x768xf32>
    %777 = stablehlo.add %733, %776 : tensor<1x1x768xf32>
    %778 = stablehlo.broadcast_in_dim %695, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %779 = stablehlo.broadcast_in_dim %701, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %780 = stablehlo.concatenate %778, %779, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %781 = stablehlo.slice %arg149 [6:7, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %782 = stablehlo.reshape %781 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %783 = chlo.square %777 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %784 = stablehlo.reduce(%777 init: %cst_187) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_188 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %786 = stablehlo.divide %784, %785 : tensor<1x1xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %787 = stablehlo.reduce(%783 init: %cst_189) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_190 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %789 = stablehlo.divide %787, %788 : tensor<1x1xf32>
    %790 = chlo.square %786 : tensor<1x1xf32> -> tensor<1x1xf32>
    %791 = stablehlo.subtract %789, %790 : tensor<1x1xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %793 = stablehlo.maximum %792, %791 : tensor<1x1xf32>
    %794 = stablehlo.broadcast_in_dim %786, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %795 = stablehlo.broadcast_in_dim %793, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %796 = stablehlo.broadcast_in_dim %794, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %797 = stablehlo.subtract %777, %796 : tensor<1x1x768xf32>
    %cst_192 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %799 = stablehlo.add %795, %798 : tensor<1x1x1xf32>
    %800 = stablehlo.rsqrt %799 : tensor<1x1x1xf32>
    %801 = stablehlo.reshape %arg102 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %802 = stablehlo.broadcast_in_dim %800, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %803 = stablehlo.multiply %802, %801 : tensor<1x1x768xf32>
    %804 = stablehlo.multiply %797, %803 : tensor<1x1x768xf32>
    %805 = stablehlo.reshape %arg101 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %806 = stablehlo.add %804, %805 : tensor<1x1x768xf32>
    %807 = stablehlo.dot_general %806, %arg98, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x2304xf32>) -> tensor<1x1x2304xf32>
    %808 = stablehlo.reshape %arg97 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %809 = stablehlo.add %807, %808 : tensor<1x1x2304xf32>
    %810 = stablehlo.slice %809 [0:1, 0:1, 0:768] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %811 = stablehlo.slice %809 [0:1, 0:1, 768:1536] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %812 = stablehlo.slice %809 [0:1, 0:1, 1536:2304] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %813 = stablehlo.reshape %810 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %814 = stablehlo.transpose %813, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %815 = stablehlo.reshape %811 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %816 = stablehlo.transpose %815, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %817 = stablehlo.reshape %812 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %818 = stablehlo.transpose %817, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %819 = stablehlo.slice %782 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %820 = stablehlo.reshape %819 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_193 = stablehlo.constant dense<0> : tensor<i32>
    %821 = stablehlo.compare LT, %arg150, %c_193, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_194 = stablehlo.constant dense<256> : tensor<i32>
    %822 = stablehlo.add %arg150, %c_194 : tensor<i32>
    %823 = stablehlo.select %821, %822, %arg150 : tensor<i1>, tensor<i32>
    %c_195 = stablehlo.constant dense<0> : tensor<i32>
    %c_196 = stablehlo.constant dense<0> : tensor<i32>
    %c_197 = stablehlo.constant dense<0> : tensor<i32>
    %824 = stablehlo.dynamic_update_slice %820, %816, %c_195, %c_196, %823, %c_197 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %825 = stablehlo.slice %782 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %826 = stablehlo.reshape %825 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_198 = stablehlo.constant dense<0> : tensor<i32>
    %827 = stablehlo.compare LT, %arg150, %c_198, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_199 = stablehlo.constant dense<256> : tensor<i32>
    %828 = stablehlo.add %arg150, %c_199 : tensor<i32>
    %829 = stablehlo.select %827, %828, %arg150 : tensor<i1>, tensor<i32>
    %c_200 = stablehlo.constant dense<0> : tensor<i32>
    %c_201 = stablehlo.constant dense<0> : tensor<i32>
    %c_202 = stablehlo.constant dense<0> : tensor<i32>
    %830 = stablehlo.dynamic_update_slice %826, %818, %c_200, %c_201, %829, %c_202 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %831 = stablehlo.dot_general %814, %824, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x256xf32>
    %cst_203 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %832 = stablehlo.sqrt %cst_203 : tensor<f32>
    %833 = stablehlo.convert %832 : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<1x12x1x256xf32>
    %835 = stablehlo.divide %831, %834 : tensor<1x12x1x256xf32>
    %836 = stablehlo.iota dim = 0 : tensor<256xi32>
    %837 = stablehlo.broadcast_in_dim %836, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %838 = stablehlo.iota dim = 0 : tensor<1xi32>
    %839 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %840 = stablehlo.add %839, %838 : tensor<1xi32>
    %841 = stablehlo.broadcast_in_dim %840, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %842 = stablehlo.broadcast_in_dim %841, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x256xi32>
    %843 = stablehlo.compare LE, %837, %842, SIGNED : (tensor<1x256xi32>, tensor<1x256xi32>) -> tensor<1x256xi1>
    %cst_204 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %844 = call @_where_0(%843, %835, %cst_204) : (tensor<1x256xi1>, tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1x256xf32>
    %cst_205 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %845 = stablehlo.reduce(%844 init: %cst_205) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %cst_206 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<1x12x1xf32>
    %847 = stablehlo.maximum %846, %845 : tensor<1x12x1xf32>
    %848 = stablehlo.broadcast_in_dim %847, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %849 = stablehlo.broadcast_in_dim %848, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %850 = stablehlo.subtract %844, %849 : tensor<1x12x1x256xf32>
    %851 = stablehlo.exponential %850 : tensor<1x12x1x256xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %852 = stablehlo.reduce(%851 init: %cst_207) applies stablehlo.add across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %853 = stablehlo.broadcast_in_dim %852, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %854 = stablehlo.broadcast_in_dim %853, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %855 = stablehlo.divide %851, %854 : tensor<1x12x1x256xf32>
    %856 = stablehlo.dot_general %855, %830, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x64xf32>
    %857 = stablehlo.transpose %856, dims = [0, 2, 1, 3] : (tensor<1x12x1x64xf32>) -> tensor<1x1x12x64xf32>
    %858 = stablehlo.reshape %857 : (tensor<1x1x12x64xf32>) -> tensor<1x1x768xf32>
    %859 = stablehlo.dot_general %858, %arg100, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x768xf32>) -> tensor<1x1x768xf32>
    %860 = stablehlo.reshape %arg99 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %861 = stablehlo.add %859, %860 : tensor<1x1x768xf32>
    %862 = stablehlo.add %777, %861 : tensor<1x1x768xf32>
    %863 = chlo.square %862 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %864 = stablehlo.reduce(%862 init: %cst_208) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_209 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %866 = stablehlo.divide %864, %865 : tensor<1x1xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %867 = stablehlo.reduce(%863 init: %cst_210) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_211 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %869 = stablehlo.divide %867, %868 : tensor<1x1xf32>
    %870 = chlo.square %866 : tensor<1x1xf32> -> tensor<1x1xf32>
    %871 = stablehlo.subtract %869, %870 : tensor<1x1xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %873 = stablehlo.maximum %872, %871 : tensor<1x1xf32>
    %874 = stablehlo.broadcast_in_dim %866, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %875 = stablehlo.broadcast_in_dim %873, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %876 = stablehlo.broadcast_in_dim %874, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %877 = stablehlo.subtract %862, %876 : tensor<1x1x768xf32>
    %cst_213 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %879 = stablehlo.add %875, %878 : tensor<1x1x1xf32>
    %880 = stablehlo.rsqrt %879 : tensor<1x1x1xf32>
    %881 = stablehlo.reshape %arg104 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %882 = stablehlo.broadcast_in_dim %880, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %883 = stablehlo.multiply %882, %881 : tensor<1x1x768xf32>
    %884 = stablehlo.multiply %877, %883 : tensor<1x1x768xf32>
    %885 = stablehlo.reshape %arg103 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %886 = stablehlo.add %884, %885 : tensor<1x1x768xf32>
    %887 = stablehlo.dot_general %886, %arg108, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x3072xf32>) -> tensor<1x1x3072xf32>
    %888 = stablehlo.reshape %arg107 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %889 = stablehlo.add %887, %888 : tensor<1x1x3072xf32>
    %890 = stablehlo.multiply %889, %889 : tensor<1x1x3072xf32>
    %891 = stablehlo.multiply %890, %889 : tensor<1x1x3072xf32>
    %cst_214 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %893 = stablehlo.multiply %892, %891 : tensor<1x1x3072xf32>
    %894 = stablehlo.add %889, %893 : tensor<1x1x3072xf32>
    %cst_215 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %896 = stablehlo.multiply %895, %894 : tensor<1x1x3072xf32>
    %897 = stablehlo.tanh %896 : tensor<1x1x3072xf32>
    %cst_216 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %899 = stablehlo.add %898, %897 : tensor<1x1x3072xf32>
    %cst_217 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %901 = stablehlo.multiply %900, %899 : tensor<1x1x3072xf32>
    %902 = stablehlo.multiply %889, %901 : tensor<1x1x3072xf32>
    %903 = stablehlo.dot_general %902, %arg106, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x3072xf32>, tensor<3072x768xf32>) -> tensor<1x1x768xf32>
    %904 = stablehlo.reshape %arg105 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %905 = stablehlo.add %903, %904 : tensor<1x1x768xf32>
    %906 = stablehlo.add %862, %905 : tensor<1x1x768xf32>
    %907 = stablehlo.broadcast_in_dim %824, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %908 = stablehlo.broadcast_in_dim %830, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %909 = stablehlo.concatenate %907, %908, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %910 = stablehlo.slice %arg149 [7:8, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %911 = stablehlo.reshape %910 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %912 = chlo.square %906 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %913 = stablehlo.reduce(%906 init: %cst_218) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_219 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %915 = stablehlo.divide %913, %914 : tensor<1x1xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %916 = stablehlo.reduce(%912 init: %cst_220) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_221 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %918 = stablehlo.divide %916, %917 : tensor<1x1xf32>
    %919 = chlo.square %915 : tensor<1x1xf32> -> tensor<1x1xf32>
    %920 = stablehlo.subtract %918, %919 : tensor<1x1xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %922 = stablehlo.maximum %921, %920 : tensor<1x1xf32>
    %923 = stablehlo.broadcast_in_dim %915, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %924 = stablehlo.broadcast_in_dim %922, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %925 = stablehlo.broadcast_in_dim %923, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %926 = stablehlo.subtract %906, %925 : tensor<1x1x768xf32>
    %cst_223 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %928 = stablehlo.add %924, %927 : tensor<1x1x1xf32>
    %929 = stablehlo.rsqrt %928 : tensor<1x1x1xf32>
    %930 = stablehlo.reshape %arg114 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %931 = stablehlo.broadcast_in_dim %929, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %932 = stablehlo.multiply %931, %930 : tensor<1x1x768xf32>
    %933 = stablehlo.multiply %926, %932 : tensor<1x1x768xf32>
    %934 = stablehlo.reshape %arg113 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %935 = stablehlo.add %933, %934 : tensor<1x1x768xf32>
    %936 = stablehlo.dot_general %935, %arg110, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x2304xf32>) -> tensor<1x1x2304xf32>
    %937 = stablehlo.reshape %arg109 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %938 = stablehlo.add %936, %937 : tensor<1x1x2304xf32>
    %939 = stablehlo.slice %938 [0:1, 0:1, 0:768] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %940 = stablehlo.slice %938 [0:1, 0:1, 768:1536] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %941 = stablehlo.slice %938 [0:1, 0:1, 1536:2304] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %942 = stablehlo.reshape %939 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %943 = stablehlo.transpose %942, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %944 = stablehlo.reshape %940 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %945 = stablehlo.transpose %944, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %946 = stablehlo.reshape %941 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %947 = stablehlo.transpose %946, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %948 = stablehlo.slice %911 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %949 = stablehlo.reshape %948 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_224 = stablehlo.constant dense<0> : tensor<i32>
    %950 = stablehlo.compare LT, %arg150, %c_224, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_225 = stablehlo.constant dense<256> : tensor<i32>
    %951 = stablehlo.add %arg150, %c_225 : tensor<i32>
    %952 = stablehlo.select %950, %951, %arg150 : tensor<i1>, tensor<i32>
    %c_226 = stablehlo.constant dense<0> : tensor<i32>
    %c_227 = stablehlo.constant dense<0> : tensor<i32>
    %c_228 = stablehlo.constant dense<0> : tensor<i32>
    %953 = stablehlo.dynamic_update_slice %949, %945, %c_226, %c_227, %952, %c_228 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %954 = stablehlo.slice %911 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %955 = stablehlo.reshape %954 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_229 = stablehlo.constant dense<0> : tensor<i32>
    %956 = stablehlo.compare LT, %arg150, %c_229, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_230 = stablehlo.constant dense<256> : tensor<i32>
    %957 = stablehlo.add %arg150, %c_230 : tensor<i32>
    %958 = stablehlo.select %956, %957, %arg150 : tensor<i1>, tensor<i32>
    %c_231 = stablehlo.constant dense<0> : tensor<i32>
    %c_232 = stablehlo.constant dense<0> : tensor<i32>
    %c_233 = stablehlo.constant dense<0> : tensor<i32>
    %959 = stablehlo.dynamic_update_slice %955, %947, %c_231, %c_232, %958, %c_233 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %960 = stablehlo.dot_general %943, %953, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x256xf32>
    %cst_234 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %961 = stablehlo.sqrt %cst_234 : tensor<f32>
    %962 = stablehlo.convert %961 : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %962, dims = [] : (tensor<f32>) -> tensor<1x12x1x256xf32>
    %964 = stablehlo.divide %960, %963 : tensor<1x12x1x256xf32>
    %965 = stablehlo.iota dim = 0 : tensor<256xi32>
    %966 = stablehlo.broadcast_in_dim %965, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %967 = stablehlo.iota dim = 0 : tensor<1xi32>
    %968 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %969 = stablehlo.add %968, %967 : tensor<1xi32>
    %970 = stablehlo.broadcast_in_dim %969, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %971 = stablehlo.broadcast_in_dim %970, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x256xi32>
    %972 = stablehlo.compare LE, %966, %971, SIGNED : (tensor<1x256xi32>, tensor<1x256xi32>) -> tensor<1x256xi1>
    %cst_235 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %973 = call @_where_0(%972, %964, %cst_235) : (tensor<1x256xi1>, tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1x256xf32>
    %cst_236 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %974 = stablehlo.reduce(%973 init: %cst_236) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %cst_237 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %975 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<1x12x1xf32>
    %976 = stablehlo.maximum %975, %974 : tensor<1x12x1xf32>
    %977 = stablehlo.broadcast_in_dim %976, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %978 = stablehlo.broadcast_in_dim %977, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %979 = stablehlo.subtract %973, %978 : tensor<1x12x1x256xf32>
    %980 = stablehlo.exponential %979 : tensor<1x12x1x256xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %981 = stablehlo.reduce(%980 init: %cst_238) applies stablehlo.add across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %982 = stablehlo.broadcast_in_dim %981, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %983 = stablehlo.broadcast_in_dim %982, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %984 = stablehlo.divide %980, %983 : tensor<1x12x1x256xf32>
    %985 = stablehlo.dot_general %984, %959, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x64xf32>
    %986 = stablehlo.transpose %985, dims = [0, 2, 1, 3] : (tensor<1x12x1x64xf32>) -> tensor<1x1x12x64xf32>
    %987 = stablehlo.reshape %986 : (tensor<1x1x12x64xf32>) -> tensor<1x1x768xf32>
    %988 = stablehlo.dot_general %987, %arg112, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x768xf32>) -> tensor<1x1x768xf32>
    %989 = stablehlo.reshape %arg111 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %990 = stablehlo.add %988, %989 : tensor<1x1x768xf32>
    %991 = stablehlo.add %906, %990 : tensor<1x1x768xf32>
    %992 = chlo.square %991 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %993 = stablehlo.reduce(%991 init: %cst_239) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_240 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %995 = stablehlo.divide %993, %994 : tensor<1x1xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %996 = stablehlo.reduce(%992 init: %cst_241) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_242 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %998 = stablehlo.divide %996, %997 : tensor<1x1xf32>
    %999 = chlo.square %995 : tensor<1x1xf32> -> tensor<1x1xf32>
    %1000 = stablehlo.subtract %998, %999 : tensor<1x1xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1002 = stablehlo.maximum %1001, %1000 : tensor<1x1xf32>
    %1003 = stablehlo.broadcast_in_dim %995, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1004 = stablehlo.broadcast_in_dim %1002, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1005 = stablehlo.broadcast_in_dim %1003, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1006 = stablehlo.subtract %991, %1005 : tensor<1x1x768xf32>
    %cst_244 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1008 = stablehlo.add %1004, %1007 : tensor<1x1x1xf32>
    %1009 = stablehlo.rsqrt %1008 : tensor<1x1x1xf32>
    %1010 = stablehlo.reshape %arg116 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1011 = stablehlo.broadcast_in_dim %1009, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1012 = stablehlo.multiply %1011, %1010 : tensor<1x1x768xf32>
    %1013 = stablehlo.multiply %1006, %1012 : tensor<1x1x768xf32>
    %1014 = stablehlo.reshape %arg115 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1015 = stablehlo.add %1013, %1014 : tensor<1x1x768xf32>
    %1016 = stablehlo.dot_general %1015, %arg120, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x3072xf32>) -> tensor<1x1x3072xf32>
    %1017 = stablehlo.reshape %arg119 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1018 = stablehlo.add %1016, %1017 : tensor<1x1x3072xf32>
    %1019 = stablehlo.multiply %1018, %1018 : tensor<1x1x3072xf32>
    %1020 = stablehlo.multiply %1019, %1018 : tensor<1x1x3072xf32>
    %cst_245 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1022 = stablehlo.multiply %1021, %1020 : tensor<1x1x3072xf32>
    %1023 = stablehlo.add %1018, %1022 : tensor<1x1x3072xf32>
    %cst_246 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1025 = stablehlo.multiply %1024, %1023 : tensor<1x1x3072xf32>
    %1026 = stablehlo.tanh %1025 : tensor<1x1x3072xf32>
    %cst_247 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1028 = stablehlo.add %1027, %1026 : tensor<1x1x3072xf32>
    %cst_248 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1030 = stablehlo.multiply %1029, %1028 : tensor<1x1x3072xf32>
    %1031 = stablehlo.multiply %1018, %1030 : tensor<1x1x3072xf32>
    %1032 = stablehlo.dot_general %1031, %arg118, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x3072xf32>, tensor<3072x768xf32>) -> tensor<1x1x768xf32>
    %1033 = stablehlo.reshape %arg117 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1034 = stablehlo.add %1032, %1033 : tensor<1x1x768xf32>
    %1035 = stablehlo.add %991, %1034 : tensor<1x1x768xf32>
    %1036 = stablehlo.broadcast_in_dim %953, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1037 = stablehlo.broadcast_in_dim %959, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1038 = stablehlo.concatenate %1036, %1037, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1039 = stablehlo.slice %arg149 [8:9, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1040 = stablehlo.reshape %1039 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1041 = chlo.square %1035 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1042 = stablehlo.reduce(%1035 init: %cst_249) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_250 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1044 = stablehlo.divide %1042, %1043 : tensor<1x1xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1045 = stablehlo.reduce(%1041 init: %cst_251) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_252 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1047 = stablehlo.divide %1045, %1046 : tensor<1x1xf32>
    %1048 = chlo.square %1044 : tensor<1x1xf32> -> tensor<1x1xf32>
    %1049 = stablehlo.subtract %1047, %1048 : tensor<1x1xf32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1051 = stablehlo.maximum %1050, %1049 : tensor<1x1xf32>
    %1052 = stablehlo.broadcast_in_dim %1044, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1053 = stablehlo.broadcast_in_dim %1051, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1054 = stablehlo.broadcast_in_dim %1052, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1055 = stablehlo.subtract %1035, %1054 : tensor<1x1x768xf32>
    %cst_254 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1057 = stablehlo.add %1053, %1056 : tensor<1x1x1xf32>
    %1058 = stablehlo.rsqrt %1057 : tensor<1x1x1xf32>
    %1059 = stablehlo.reshape %arg126 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1060 = stablehlo.broadcast_in_dim %1058, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1061 = stablehlo.multiply %1060, %1059 : tensor<1x1x768xf32>
    %1062 = stablehlo.multiply %1055, %1061 : tensor<1x1x768xf32>
    %1063 = stablehlo.reshape %arg125 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1064 = stablehlo.add %1062, %1063 : tensor<1x1x768xf32>
    %1065 = stablehlo.dot_general %1064, %arg122, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x2304xf32>) -> tensor<1x1x2304xf32>
    %1066 = stablehlo.reshape %arg121 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %1067 = stablehlo.add %1065, %1066 : tensor<1x1x2304xf32>
    %1068 = stablehlo.slice %1067 [0:1, 0:1, 0:768] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %1069 = stablehlo.slice %1067 [0:1, 0:1, 768:1536] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %1070 = stablehlo.slice %1067 [0:1, 0:1, 1536:2304] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %1071 = stablehlo.reshape %1068 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %1072 = stablehlo.transpose %1071, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %1073 = stablehlo.reshape %1069 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %1074 = stablehlo.transpose %1073, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %1075 = stablehlo.reshape %1070 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %1076 = stablehlo.transpose %1075, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %1077 = stablehlo.slice %1040 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1078 = stablehlo.reshape %1077 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_255 = stablehlo.constant dense<0> : tensor<i32>
    %1079 = stablehlo.compare LT, %arg150, %c_255, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_256 = stablehlo.constant dense<256> : tensor<i32>
    %1080 = stablehlo.add %arg150, %c_256 : tensor<i32>
    %1081 = stablehlo.select %1079, %1080, %arg150 : tensor<i1>, tensor<i32>
    %c_257 = stablehlo.constant dense<0> : tensor<i32>
    %c_258 = stablehlo.constant dense<0> : tensor<i32>
    %c_259 = stablehlo.constant dense<0> : tensor<i32>
    %1082 = stablehlo.dynamic_update_slice %1078, %1074, %c_257, %c_258, %1081, %c_259 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1083 = stablehlo.slice %1040 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1084 = stablehlo.reshape %1083 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_260 = stablehlo.constant dense<0> : tensor<i32>
    %1085 = stablehlo.compare LT, %arg150, %c_260, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_261 = stablehlo.constant dense<256> : tensor<i32>
    %1086 = stablehlo.add %arg150, %c_261 : tensor<i32>
    %1087 = stablehlo.select %1085, %1086, %arg150 : tensor<i1>, tensor<i32>
    %c_262 = stablehlo.constant dense<0> : tensor<i32>
    %c_263 = stablehlo.constant dense<0> : tensor<i32>
    %c_264 = stablehlo.constant dense<0> : tensor<i32>
    %1088 = stablehlo.dynamic_update_slice %1084, %1076, %c_262, %c_263, %1087, %c_264 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1089 = stablehlo.dot_general %1072, %1082, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x256xf32>
    %cst_265 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1090 = stablehlo.sqrt %cst_265 : tensor<f32>
    %1091 = stablehlo.convert %1090 : tensor<f32>
    %1092 = stablehlo.broadcast_in_dim %1091, dims = [] : (tensor<f32>) -> tensor<1x12x1x256xf32>
    %1093 = stablehlo.divide %1089, %1092 : tensor<1x12x1x256xf32>
    %1094 = stablehlo.iota dim = 0 : tensor<256xi32>
    %1095 = stablehlo.broadcast_in_dim %1094, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %1096 = stablehlo.iota dim = 0 : tensor<1xi32>
    %1097 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1098 = stablehlo.add %1097, %1096 : tensor<1xi32>
    %1099 = stablehlo.broadcast_in_dim %1098, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %1100 = stablehlo.broadcast_in_dim %1099, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x256xi32>
    %1101 = stablehlo.compare LE, %1095, %1100, SIGNED : (tensor<1x256xi32>, tensor<1x256xi32>) -> tensor<1x256xi1>
    %cst_266 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1102 = call @_where_0(%1101, %1093, %cst_266) : (tensor<1x256xi1>, tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1x256xf32>
    %cst_267 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1103 = stablehlo.reduce(%1102 init: %cst_267) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %cst_268 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1104 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<1x12x1xf32>
    %1105 = stablehlo.maximum %1104, %1103 : tensor<1x12x1xf32>
    %1106 = stablehlo.broadcast_in_dim %1105, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %1107 = stablehlo.broadcast_in_dim %1106, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %1108 = stablehlo.subtract %1102, %1107 : tensor<1x12x1x256xf32>
    %1109 = stablehlo.exponential %1108 : tensor<1x12x1x256xf32>
    %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1110 = stablehlo.reduce(%1109 init: %cst_269) applies stablehlo.add across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %1111 = stablehlo.broadcast_in_dim %1110, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %1112 = stablehlo.broadcast_in_dim %1111, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %1113 = stablehlo.divide %1109, %1112 : tensor<1x12x1x256xf32>
    %1114 = stablehlo.dot_general %1113, %1088, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x64xf32>
    %1115 = stablehlo.transpose %1114, dims = [0, 2, 1, 3] : (tensor<1x12x1x64xf32>) -> tensor<1x1x12x64xf32>
    %1116 = stablehlo.reshape %1115 : (tensor<1x1x12x64xf32>) -> tensor<1x1x768xf32>
    %1117 = stablehlo.dot_general %1116, %arg124, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x768xf32>) -> tensor<1x1x768xf32>
    %1118 = stablehlo.reshape %arg123 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1119 = stablehlo.add %1117, %1118 : tensor<1x1x768xf32>
    %1120 = stablehlo.add %1035, %1119 : tensor<1x1x768xf32>
    %1121 = chlo.square %1120 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_270 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1122 = stablehlo.reduce(%1120 init: %cst_270) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_271 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1124 = stablehlo.divide %1122, %1123 : tensor<1x1xf32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1125 = stablehlo.reduce(%1121 init: %cst_272) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_273 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1127 = stablehlo.divide %1125, %1126 : tensor<1x1xf32>
    %1128 = chlo.square %1124 : tensor<1x1xf32> -> tensor<1x1xf32>
    %1129 = stablehlo.subtract %1127, %1128 : tensor<1x1xf32>
    %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1130 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1131 = stablehlo.maximum %1130, %1129 : tensor<1x1xf32>
    %1132 = stablehlo.broadcast_in_dim %1124, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1133 = stablehlo.broadcast_in_dim %1131, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1134 = stablehlo.broadcast_in_dim %1132, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1135 = stablehlo.subtract %1120, %1134 : tensor<1x1x768xf32>
    %cst_275 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1136 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1137 = stablehlo.add %1133, %1136 : tensor<1x1x1xf32>
    %1138 = stablehlo.rsqrt %1137 : tensor<1x1x1xf32>
    %1139 = stablehlo.reshape %arg128 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1140 = stablehlo.broadcast_in_dim %1138, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1141 = stablehlo.multiply %1140, %1139 : tensor<1x1x768xf32>
    %1142 = stablehlo.multiply %1135, %1141 : tensor<1x1x768xf32>
    %1143 = stablehlo.reshape %arg127 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1144 = stablehlo.add %1142, %1143 : tensor<1x1x768xf32>
    %1145 = stablehlo.dot_general %1144, %arg132, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x3072xf32>) -> tensor<1x1x3072xf32>
    %1146 = stablehlo.reshape %arg131 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1147 = stablehlo.add %1145, %1146 : tensor<1x1x3072xf32>
    %1148 = stablehlo.multiply %1147, %1147 : tensor<1x1x3072xf32>
    %1149 = stablehlo.multiply %1148, %1147 : tensor<1x1x3072xf32>
    %cst_276 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1151 = stablehlo.multiply %1150, %1149 : tensor<1x1x3072xf32>
    %1152 = stablehlo.add %1147, %1151 : tensor<1x1x3072xf32>
    %cst_277 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1154 = stablehlo.multiply %1153, %1152 : tensor<1x1x3072xf32>
    %1155 = stablehlo.tanh %1154 : tensor<1x1x3072xf32>
    %cst_278 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1156 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1157 = stablehlo.add %1156, %1155 : tensor<1x1x3072xf32>
    %cst_279 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1158 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1159 = stablehlo.multiply %1158, %1157 : tensor<1x1x3072xf32>
    %1160 = stablehlo.multiply %1147, %1159 : tensor<1x1x3072xf32>
    %1161 = stablehlo.dot_general %1160, %arg130, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x3072xf32>, tensor<3072x768xf32>) -> tensor<1x1x768xf32>
    %1162 = stablehlo.reshape %arg129 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1163 = stablehlo.add %1161, %1162 : tensor<1x1x768xf32>
    %1164 = stablehlo.add %1120, %1163 : tensor<1x1x768xf32>
    %1165 = stablehlo.broadcast_in_dim %1082, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1166 = stablehlo.broadcast_in_dim %1088, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1167 = stablehlo.concatenate %1165, %1166, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1168 = stablehlo.slice %arg149 [9:10, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1169 = stablehlo.reshape %1168 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1170 = chlo.square %1164 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1171 = stablehlo.reduce(%1164 init: %cst_280) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_281 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1172 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1173 = stablehlo.divide %1171, %1172 : tensor<1x1xf32>
    %cst_282 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1174 = stablehlo.reduce(%1170 init: %cst_282) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_283 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1175 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1176 = stablehlo.divide %1174, %1175 : tensor<1x1xf32>
    %1177 = chlo.square %1173 : tensor<1x1xf32> -> tensor<1x1xf32>
    %1178 = stablehlo.subtract %1176, %1177 : tensor<1x1xf32>
    %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1179 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1180 = stablehlo.maximum %1179, %1178 : tensor<1x1xf32>
    %1181 = stablehlo.broadcast_in_dim %1173, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1182 = stablehlo.broadcast_in_dim %1180, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1183 = stablehlo.broadcast_in_dim %1181, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1184 = stablehlo.subtract %1164, %1183 : tensor<1x1x768xf32>
    %cst_285 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1185 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1186 = stablehlo.add %1182, %1185 : tensor<1x1x1xf32>
    %1187 = stablehlo.rsqrt %1186 : tensor<1x1x1xf32>
    %1188 = stablehlo.reshape %arg138 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1189 = stablehlo.broadcast_in_dim %1187, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1190 = stablehlo.multiply %1189, %1188 : tensor<1x1x768xf32>
    %1191 = stablehlo.multiply %1184, %1190 : tensor<1x1x768xf32>
    %1192 = stablehlo.reshape %arg137 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1193 = stablehlo.add %1191, %1192 : tensor<1x1x768xf32>
    %1194 = stablehlo.dot_general %1193, %arg134, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x2304xf32>) -> tensor<1x1x2304xf32>
    %1195 = stablehlo.reshape %arg133 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %1196 = stablehlo.add %1194, %1195 : tensor<1x1x2304xf32>
    %1197 = stablehlo.slice %1196 [0:1, 0:1, 0:768] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %1198 = stablehlo.slice %1196 [0:1, 0:1, 768:1536] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %1199 = stablehlo.slice %1196 [0:1, 0:1, 1536:2304] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %1200 = stablehlo.reshape %1197 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %1201 = stablehlo.transpose %1200, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %1202 = stablehlo.reshape %1198 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %1203 = stablehlo.transpose %1202, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %1204 = stablehlo.reshape %1199 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %1205 = stablehlo.transpose %1204, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %1206 = stablehlo.slice %1169 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1207 = stablehlo.reshape %1206 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_286 = stablehlo.constant dense<0> : tensor<i32>
    %1208 = stablehlo.compare LT, %arg150, %c_286, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_287 = stablehlo.constant dense<256> : tensor<i32>
    %1209 = stablehlo.add %arg150, %c_287 : tensor<i32>
    %1210 = stablehlo.select %1208, %1209, %arg150 : tensor<i1>, tensor<i32>
    %c_288 = stablehlo.constant dense<0> : tensor<i32>
    %c_289 = stablehlo.constant dense<0> : tensor<i32>
    %c_290 = stablehlo.constant dense<0> : tensor<i32>
    %1211 = stablehlo.dynamic_update_slice %1207, %1203, %c_288, %c_289, %1210, %c_290 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1212 = stablehlo.slice %1169 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1213 = stablehlo.reshape %1212 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_291 = stablehlo.constant dense<0> : tensor<i32>
    %1214 = stablehlo.compare LT, %arg150, %c_291, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_292 = stablehlo.constant dense<256> : tensor<i32>
    %1215 = stablehlo.add %arg150, %c_292 : tensor<i32>
    %1216 = stablehlo.select %1214, %1215, %arg150 : tensor<i1>, tensor<i32>
    %c_293 = stablehlo.constant dense<0> : tensor<i32>
    %c_294 = stablehlo.constant dense<0> : tensor<i32>
    %c_295 = stablehlo.constant dense<0> : tensor<i32>
    %1217 = stablehlo.dynamic_update_slice %1213, %1205, %c_293, %c_294, %1216, %c_295 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1218 = stablehlo.dot_general %1201, %1211, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x256xf32>
    %cst_296 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1219 = stablehlo.sqrt %cst_296 : tensor<f32>
    %1220 = stablehlo.convert %1219 : tensor<f32>
    %1221 = stablehlo.broadcast_in_dim %1220, dims = [] : (tensor<f32>) -> tensor<1x12x1x256xf32>
    %1222 = stablehlo.divide %1218, %1221 : tensor<1x12x1x256xf32>
    %1223 = stablehlo.iota dim = 0 : tensor<256xi32>
    %1224 = stablehlo.broadcast_in_dim %1223, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %1225 = stablehlo.iota dim = 0 : tensor<1xi32>
    %1226 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1227 = stablehlo.add %1226, %1225 : tensor<1xi32>
    %1228 = stablehlo.broadcast_in_dim %1227, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %1229 = stablehlo.broadcast_in_dim %1228, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x256xi32>
    %1230 = stablehlo.compare LE, %1224, %1229, SIGNED : (tensor<1x256xi32>, tensor<1x256xi32>) -> tensor<1x256xi1>
    %cst_297 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1231 = call @_where_0(%1230, %1222, %cst_297) : (tensor<1x256xi1>, tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1x256xf32>
    %cst_298 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1232 = stablehlo.reduce(%1231 init: %cst_298) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %cst_299 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1233 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<1x12x1xf32>
    %1234 = stablehlo.maximum %1233, %1232 : tensor<1x12x1xf32>
    %1235 = stablehlo.broadcast_in_dim %1234, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %1236 = stablehlo.broadcast_in_dim %1235, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %1237 = stablehlo.subtract %1231, %1236 : tensor<1x12x1x256xf32>
    %1238 = stablehlo.exponential %1237 : tensor<1x12x1x256xf32>
    %cst_300 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1239 = stablehlo.reduce(%1238 init: %cst_300) applies stablehlo.add across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %1240 = stablehlo.broadcast_in_dim %1239, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %1241 = stablehlo.broadcast_in_dim %1240, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %1242 = stablehlo.divide %1238, %1241 : tensor<1x12x1x256xf32>
    %1243 = stablehlo.dot_general %1242, %1217, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x64xf32>
    %1244 = stablehlo.transpose %1243, dims = [0, 2, 1, 3] : (tensor<1x12x1x64xf32>) -> tensor<1x1x12x64xf32>
    %1245 = stablehlo.reshape %1244 : (tensor<1x1x12x64xf32>) -> tensor<1x1x768xf32>
    %1246 = stablehlo.dot_general %1245, %arg136, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x768xf32>) -> tensor<1x1x768xf32>
    %1247 = stablehlo.reshape %arg135 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1248 = stablehlo.add %1246, %1247 : tensor<1x1x768xf32>
    %1249 = stablehlo.add %1164, %1248 : tensor<1x1x768xf32>
    %1250 = chlo.square %1249 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_301 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1251 = stablehlo.reduce(%1249 init: %cst_301) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_302 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1252 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1253 = stablehlo.divide %1251, %1252 : tensor<1x1xf32>
    %cst_303 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1254 = stablehlo.reduce(%1250 init: %cst_303) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_304 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1255 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1256 = stablehlo.divide %1254, %1255 : tensor<1x1xf32>
    %1257 = chlo.square %1253 : tensor<1x1xf32> -> tensor<1x1xf32>
    %1258 = stablehlo.subtract %1256, %1257 : tensor<1x1xf32>
    %cst_305 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1259 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1260 = stablehlo.maximum %1259, %1258 : tensor<1x1xf32>
    %1261 = stablehlo.broadcast_in_dim %1253, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1262 = stablehlo.broadcast_in_dim %1260, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1263 = stablehlo.broadcast_in_dim %1261, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1264 = stablehlo.subtract %1249, %1263 : tensor<1x1x768xf32>
    %cst_306 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1265 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1266 = stablehlo.add %1262, %1265 : tensor<1x1x1xf32>
    %1267 = stablehlo.rsqrt %1266 : tensor<1x1x1xf32>
    %1268 = stablehlo.reshape %arg140 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1269 = stablehlo.broadcast_in_dim %1267, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1270 = stablehlo.multiply %1269, %1268 : tensor<1x1x768xf32>
    %1271 = stablehlo.multiply %1264, %1270 : tensor<1x1x768xf32>
    %1272 = stablehlo.reshape %arg139 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1273 = stablehlo.add %1271, %1272 : tensor<1x1x768xf32>
    %1274 = stablehlo.dot_general %1273, %arg144, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x3072xf32>) -> tensor<1x1x3072xf32>
    %1275 = stablehlo.reshape %arg143 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1276 = stablehlo.add %1274, %1275 : tensor<1x1x3072xf32>
    %1277 = stablehlo.multiply %1276, %1276 : tensor<1x1x3072xf32>
    %1278 = stablehlo.multiply %1277, %1276 : tensor<1x1x3072xf32>
    %cst_307 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1279 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1280 = stablehlo.multiply %1279, %1278 : tensor<1x1x3072xf32>
    %1281 = stablehlo.add %1276, %1280 : tensor<1x1x3072xf32>
    %cst_308 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1282 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1283 = stablehlo.multiply %1282, %1281 : tensor<1x1x3072xf32>
    %1284 = stablehlo.tanh %1283 : tensor<1x1x3072xf32>
    %cst_309 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1285 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1286 = stablehlo.add %1285, %1284 : tensor<1x1x3072xf32>
    %cst_310 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1287 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1288 = stablehlo.multiply %1287, %1286 : tensor<1x1x3072xf32>
    %1289 = stablehlo.multiply %1276, %1288 : tensor<1x1x3072xf32>
    %1290 = stablehlo.dot_general %1289, %arg142, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x3072xf32>, tensor<3072x768xf32>) -> tensor<1x1x768xf32>
    %1291 = stablehlo.reshape %arg141 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1292 = stablehlo.add %1290, %1291 : tensor<1x1x768xf32>
    %1293 = stablehlo.add %1249, %1292 : tensor<1x1x768xf32>
    %1294 = stablehlo.broadcast_in_dim %1211, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1295 = stablehlo.broadcast_in_dim %1217, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1296 = stablehlo.concatenate %1294, %1295, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1297 = stablehlo.slice %arg149 [10:11, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1298 = stablehlo.reshape %1297 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1299 = chlo.square %1293 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_311 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1300 = stablehlo.reduce(%1293 init: %cst_311) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_312 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1302 = stablehlo.divide %1300, %1301 : tensor<1x1xf32>
    %cst_313 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1303 = stablehlo.reduce(%1299 init: %cst_313) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_314 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1304 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1305 = stablehlo.divide %1303, %1304 : tensor<1x1xf32>
    %1306 = chlo.square %1302 : tensor<1x1xf32> -> tensor<1x1xf32>
    %1307 = stablehlo.subtract %1305, %1306 : tensor<1x1xf32>
    %cst_315 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1308 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1309 = stablehlo.maximum %1308, %1307 : tensor<1x1xf32>
    %1310 = stablehlo.broadcast_in_dim %1302, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1311 = stablehlo.broadcast_in_dim %1309, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1312 = stablehlo.broadcast_in_dim %1310, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1313 = stablehlo.subtract %1293, %1312 : tensor<1x1x768xf32>
    %cst_316 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1314 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1315 = stablehlo.add %1311, %1314 : tensor<1x1x1xf32>
    %1316 = stablehlo.rsqrt %1315 : tensor<1x1x1xf32>
    %1317 = stablehlo.reshape %arg30 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1318 = stablehlo.broadcast_in_dim %1316, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1319 = stablehlo.multiply %1318, %1317 : tensor<1x1x768xf32>
    %1320 = stablehlo.multiply %1313, %1319 : tensor<1x1x768xf32>
    %1321 = stablehlo.reshape %arg29 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1322 = stablehlo.add %1320, %1321 : tensor<1x1x768xf32>
    %1323 = stablehlo.dot_general %1322, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x2304xf32>) -> tensor<1x1x2304xf32>
    %1324 = stablehlo.reshape %arg25 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %1325 = stablehlo.add %1323, %1324 : tensor<1x1x2304xf32>
    %1326 = stablehlo.slice %1325 [0:1, 0:1, 0:768] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %1327 = stablehlo.slice %1325 [0:1, 0:1, 768:1536] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %1328 = stablehlo.slice %1325 [0:1, 0:1, 1536:2304] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %1329 = stablehlo.reshape %1326 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %1330 = stablehlo.transpose %1329, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %1331 = stablehlo.reshape %1327 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %1332 = stablehlo.transpose %1331, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %1333 = stablehlo.reshape %1328 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %1334 = stablehlo.transpose %1333, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %1335 = stablehlo.slice %1298 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1336 = stablehlo.reshape %1335 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_317 = stablehlo.constant dense<0> : tensor<i32>
    %1337 = stablehlo.compare LT, %arg150, %c_317, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_318 = stablehlo.constant dense<256> : tensor<i32>
    %1338 = stablehlo.add %arg150, %c_318 : tensor<i32>
    %1339 = stablehlo.select %1337, %1338, %arg150 : tensor<i1>, tensor<i32>
    %c_319 = stablehlo.constant dense<0> : tensor<i32>
    %c_320 = stablehlo.constant dense<0> : tensor<i32>
    %c_321 = stablehlo.constant dense<0> : tensor<i32>
    %1340 = stablehlo.dynamic_update_slice %1336, %1332, %c_319, %c_320, %1339, %c_321 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1341 = stablehlo.slice %1298 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1342 = stablehlo.reshape %1341 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_322 = stablehlo.constant dense<0> : tensor<i32>
    %1343 = stablehlo.compare LT, %arg150, %c_322, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_323 = stablehlo.constant dense<256> : tensor<i32>
    %1344 = stablehlo.add %arg150, %c_323 : tensor<i32>
    %1345 = stablehlo.select %1343, %1344, %arg150 : tensor<i1>, tensor<i32>
    %c_324 = stablehlo.constant dense<0> : tensor<i32>
    %c_325 = stablehlo.constant dense<0> : tensor<i32>
    %c_326 = stablehlo.constant dense<0> : tensor<i32>
    %1346 = stablehlo.dynamic_update_slice %1342, %1334, %c_324, %c_325, %1345, %c_326 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1347 = stablehlo.dot_general %1330, %1340, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x256xf32>
    %cst_327 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1348 = stablehlo.sqrt %cst_327 : tensor<f32>
    %1349 = stablehlo.convert %1348 : tensor<f32>
    %1350 = stablehlo.broadcast_in_dim %1349, dims = [] : (tensor<f32>) -> tensor<1x12x1x256xf32>
    %1351 = stablehlo.divide %1347, %1350 : tensor<1x12x1x256xf32>
    %1352 = stablehlo.iota dim = 0 : tensor<256xi32>
    %1353 = stablehlo.broadcast_in_dim %1352, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %1354 = stablehlo.iota dim = 0 : tensor<1xi32>
    %1355 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1356 = stablehlo.add %1355, %1354 : tensor<1xi32>
    %1357 = stablehlo.broadcast_in_dim %1356, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %1358 = stablehlo.broadcast_in_dim %1357, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x256xi32>
    %1359 = stablehlo.compare LE, %1353, %1358, SIGNED : (tensor<1x256xi32>, tensor<1x256xi32>) -> tensor<1x256xi1>
    %cst_328 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1360 = call @_where_0(%1359, %1351, %cst_328) : (tensor<1x256xi1>, tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1x256xf32>
    %cst_329 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1361 = stablehlo.reduce(%1360 init: %cst_329) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %cst_330 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1362 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<1x12x1xf32>
    %1363 = stablehlo.maximum %1362, %1361 : tensor<1x12x1xf32>
    %1364 = stablehlo.broadcast_in_dim %1363, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %1365 = stablehlo.broadcast_in_dim %1364, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %1366 = stablehlo.subtract %1360, %1365 : tensor<1x12x1x256xf32>
    %1367 = stablehlo.exponential %1366 : tensor<1x12x1x256xf32>
    %cst_331 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1368 = stablehlo.reduce(%1367 init: %cst_331) applies stablehlo.add across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %1369 = stablehlo.broadcast_in_dim %1368, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %1370 = stablehlo.broadcast_in_dim %1369, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %1371 = stablehlo.divide %1367, %1370 : tensor<1x12x1x256xf32>
    %1372 = stablehlo.dot_general %1371, %1346, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x64xf32>
    %1373 = stablehlo.transpose %1372, dims = [0, 2, 1, 3] : (tensor<1x12x1x64xf32>) -> tensor<1x1x12x64xf32>
    %1374 = stablehlo.reshape %1373 : (tensor<1x1x12x64xf32>) -> tensor<1x1x768xf32>
    %1375 = stablehlo.dot_general %1374, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x768xf32>) -> tensor<1x1x768xf32>
    %1376 = stablehlo.reshape %arg27 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1377 = stablehlo.add %1375, %1376 : tensor<1x1x768xf32>
    %1378 = stablehlo.add %1293, %1377 : tensor<1x1x768xf32>
    %1379 = chlo.square %1378 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_332 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1380 = stablehlo.reduce(%1378 init: %cst_332) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_333 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1381 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1382 = stablehlo.divide %1380, %1381 : tensor<1x1xf32>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1383 = stablehlo.reduce(%1379 init: %cst_334) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_335 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1384 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1385 = stablehlo.divide %1383, %1384 : tensor<1x1xf32>
    %1386 = chlo.square %1382 : tensor<1x1xf32> -> tensor<1x1xf32>
    %1387 = stablehlo.subtract %1385, %1386 : tensor<1x1xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1388 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1389 = stablehlo.maximum %1388, %1387 : tensor<1x1xf32>
    %1390 = stablehlo.broadcast_in_dim %1382, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1391 = stablehlo.broadcast_in_dim %1389, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1392 = stablehlo.broadcast_in_dim %1390, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1393 = stablehlo.subtract %1378, %1392 : tensor<1x1x768xf32>
    %cst_337 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1394 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1395 = stablehlo.add %1391, %1394 : tensor<1x1x1xf32>
    %1396 = stablehlo.rsqrt %1395 : tensor<1x1x1xf32>
    %1397 = stablehlo.reshape %arg32 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1398 = stablehlo.broadcast_in_dim %1396, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1399 = stablehlo.multiply %1398, %1397 : tensor<1x1x768xf32>
    %1400 = stablehlo.multiply %1393, %1399 : tensor<1x1x768xf32>
    %1401 = stablehlo.reshape %arg31 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1402 = stablehlo.add %1400, %1401 : tensor<1x1x768xf32>
    %1403 = stablehlo.dot_general %1402, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x3072xf32>) -> tensor<1x1x3072xf32>
    %1404 = stablehlo.reshape %arg35 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1405 = stablehlo.add %1403, %1404 : tensor<1x1x3072xf32>
    %1406 = stablehlo.multiply %1405, %1405 : tensor<1x1x3072xf32>
    %1407 = stablehlo.multiply %1406, %1405 : tensor<1x1x3072xf32>
    %cst_338 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1408 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1409 = stablehlo.multiply %1408, %1407 : tensor<1x1x3072xf32>
    %1410 = stablehlo.add %1405, %1409 : tensor<1x1x3072xf32>
    %cst_339 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1411 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1412 = stablehlo.multiply %1411, %1410 : tensor<1x1x3072xf32>
    %1413 = stablehlo.tanh %1412 : tensor<1x1x3072xf32>
    %cst_340 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1414 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1415 = stablehlo.add %1414, %1413 : tensor<1x1x3072xf32>
    %cst_341 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1417 = stablehlo.multiply %1416, %1415 : tensor<1x1x3072xf32>
    %1418 = stablehlo.multiply %1405, %1417 : tensor<1x1x3072xf32>
    %1419 = stablehlo.dot_general %1418, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x3072xf32>, tensor<3072x768xf32>) -> tensor<1x1x768xf32>
    %1420 = stablehlo.reshape %arg33 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1421 = stablehlo.add %1419, %1420 : tensor<1x1x768xf32>
    %1422 = stablehlo.add %1378, %1421 : tensor<1x1x768xf32>
    %1423 = stablehlo.broadcast_in_dim %1340, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1424 = stablehlo.broadcast_in_dim %1346, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1425 = stablehlo.concatenate %1423, %1424, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1426 = stablehlo.slice %arg149 [11:12, 0:2, 0:1, 0:12, 0:256, 0:64] : (tensor<12x2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1427 = stablehlo.reshape %1426 : (tensor<1x2x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1428 = chlo.square %1422 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_342 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1429 = stablehlo.reduce(%1422 init: %cst_342) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_343 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1430 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1431 = stablehlo.divide %1429, %1430 : tensor<1x1xf32>
    %cst_344 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1432 = stablehlo.reduce(%1428 init: %cst_344) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_345 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1433 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1434 = stablehlo.divide %1432, %1433 : tensor<1x1xf32>
    %1435 = chlo.square %1431 : tensor<1x1xf32> -> tensor<1x1xf32>
    %1436 = stablehlo.subtract %1434, %1435 : tensor<1x1xf32>
    %cst_346 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1437 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1438 = stablehlo.maximum %1437, %1436 : tensor<1x1xf32>
    %1439 = stablehlo.broadcast_in_dim %1431, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1440 = stablehlo.broadcast_in_dim %1438, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1441 = stablehlo.broadcast_in_dim %1439, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1442 = stablehlo.subtract %1422, %1441 : tensor<1x1x768xf32>
    %cst_347 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1444 = stablehlo.add %1440, %1443 : tensor<1x1x1xf32>
    %1445 = stablehlo.rsqrt %1444 : tensor<1x1x1xf32>
    %1446 = stablehlo.reshape %arg42 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1447 = stablehlo.broadcast_in_dim %1445, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1448 = stablehlo.multiply %1447, %1446 : tensor<1x1x768xf32>
    %1449 = stablehlo.multiply %1442, %1448 : tensor<1x1x768xf32>
    %1450 = stablehlo.reshape %arg41 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1451 = stablehlo.add %1449, %1450 : tensor<1x1x768xf32>
    %1452 = stablehlo.dot_general %1451, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x2304xf32>) -> tensor<1x1x2304xf32>
    %1453 = stablehlo.reshape %arg37 : (tensor<2304xf32>) -> tensor<1x1x2304xf32>
    %1454 = stablehlo.add %1452, %1453 : tensor<1x1x2304xf32>
    %1455 = stablehlo.slice %1454 [0:1, 0:1, 0:768] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %1456 = stablehlo.slice %1454 [0:1, 0:1, 768:1536] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %1457 = stablehlo.slice %1454 [0:1, 0:1, 1536:2304] : (tensor<1x1x2304xf32>) -> tensor<1x1x768xf32>
    %1458 = stablehlo.reshape %1455 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %1459 = stablehlo.transpose %1458, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %1460 = stablehlo.reshape %1456 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %1461 = stablehlo.transpose %1460, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %1462 = stablehlo.reshape %1457 : (tensor<1x1x768xf32>) -> tensor<1x1x12x64xf32>
    %1463 = stablehlo.transpose %1462, dims = [0, 2, 1, 3] : (tensor<1x1x12x64xf32>) -> tensor<1x12x1x64xf32>
    %1464 = stablehlo.slice %1427 [0:1, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1465 = stablehlo.reshape %1464 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_348 = stablehlo.constant dense<0> : tensor<i32>
    %1466 = stablehlo.compare LT, %arg150, %c_348, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_349 = stablehlo.constant dense<256> : tensor<i32>
    %1467 = stablehlo.add %arg150, %c_349 : tensor<i32>
    %1468 = stablehlo.select %1466, %1467, %arg150 : tensor<i1>, tensor<i32>
    %c_350 = stablehlo.constant dense<0> : tensor<i32>
    %c_351 = stablehlo.constant dense<0> : tensor<i32>
    %c_352 = stablehlo.constant dense<0> : tensor<i32>
    %1469 = stablehlo.dynamic_update_slice %1465, %1461, %c_350, %c_351, %1468, %c_352 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1470 = stablehlo.slice %1427 [1:2, 0:1, 0:12, 0:256, 0:64] : (tensor<2x1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1471 = stablehlo.reshape %1470 : (tensor<1x1x12x256x64xf32>) -> tensor<1x12x256x64xf32>
    %c_353 = stablehlo.constant dense<0> : tensor<i32>
    %1472 = stablehlo.compare LT, %arg150, %c_353, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_354 = stablehlo.constant dense<256> : tensor<i32>
    %1473 = stablehlo.add %arg150, %c_354 : tensor<i32>
    %1474 = stablehlo.select %1472, %1473, %arg150 : tensor<i1>, tensor<i32>
    %c_355 = stablehlo.constant dense<0> : tensor<i32>
    %c_356 = stablehlo.constant dense<0> : tensor<i32>
    %c_357 = stablehlo.constant dense<0> : tensor<i32>
    %1475 = stablehlo.dynamic_update_slice %1471, %1463, %c_355, %c_356, %1474, %c_357 : (tensor<1x12x256x64xf32>, tensor<1x12x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x12x256x64xf32>
    %1476 = stablehlo.dot_general %1459, %1469, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x64xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x256xf32>
    %cst_358 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1477 = stablehlo.sqrt %cst_358 : tensor<f32>
    %1478 = stablehlo.convert %1477 : tensor<f32>
    %1479 = stablehlo.broadcast_in_dim %1478, dims = [] : (tensor<f32>) -> tensor<1x12x1x256xf32>
    %1480 = stablehlo.divide %1476, %1479 : tensor<1x12x1x256xf32>
    %1481 = stablehlo.iota dim = 0 : tensor<256xi32>
    %1482 = stablehlo.broadcast_in_dim %1481, dims = [1] : (tensor<256xi32>) -> tensor<1x256xi32>
    %1483 = stablehlo.iota dim = 0 : tensor<1xi32>
    %1484 = stablehlo.broadcast_in_dim %arg150, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1485 = stablehlo.add %1484, %1483 : tensor<1xi32>
    %1486 = stablehlo.broadcast_in_dim %1485, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %1487 = stablehlo.broadcast_in_dim %1486, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x256xi32>
    %1488 = stablehlo.compare LE, %1482, %1487, SIGNED : (tensor<1x256xi32>, tensor<1x256xi32>) -> tensor<1x256xi1>
    %cst_359 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1489 = call @_where_0(%1488, %1480, %cst_359) : (tensor<1x256xi1>, tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1x256xf32>
    %cst_360 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1490 = stablehlo.reduce(%1489 init: %cst_360) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %cst_361 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1491 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<1x12x1xf32>
    %1492 = stablehlo.maximum %1491, %1490 : tensor<1x12x1xf32>
    %1493 = stablehlo.broadcast_in_dim %1492, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %1494 = stablehlo.broadcast_in_dim %1493, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %1495 = stablehlo.subtract %1489, %1494 : tensor<1x12x1x256xf32>
    %1496 = stablehlo.exponential %1495 : tensor<1x12x1x256xf32>
    %cst_362 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1497 = stablehlo.reduce(%1496 init: %cst_362) applies stablehlo.add across dimensions = [3] : (tensor<1x12x1x256xf32>, tensor<f32>) -> tensor<1x12x1xf32>
    %1498 = stablehlo.broadcast_in_dim %1497, dims = [0, 1, 2] : (tensor<1x12x1xf32>) -> tensor<1x12x1x1xf32>
    %1499 = stablehlo.broadcast_in_dim %1498, dims = [0, 1, 2, 3] : (tensor<1x12x1x1xf32>) -> tensor<1x12x1x256xf32>
    %1500 = stablehlo.divide %1496, %1499 : tensor<1x12x1x256xf32>
    %1501 = stablehlo.dot_general %1500, %1475, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x12x1x256xf32>, tensor<1x12x256x64xf32>) -> tensor<1x12x1x64xf32>
    %1502 = stablehlo.transpose %1501, dims = [0, 2, 1, 3] : (tensor<1x12x1x64xf32>) -> tensor<1x1x12x64xf32>
    %1503 = stablehlo.reshape %1502 : (tensor<1x1x12x64xf32>) -> tensor<1x1x768xf32>
    %1504 = stablehlo.dot_general %1503, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x768xf32>) -> tensor<1x1x768xf32>
    %1505 = stablehlo.reshape %arg39 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1506 = stablehlo.add %1504, %1505 : tensor<1x1x768xf32>
    %1507 = stablehlo.add %1422, %1506 : tensor<1x1x768xf32>
    %1508 = chlo.square %1507 : tensor<1x1x768xf32> -> tensor<1x1x768xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1509 = stablehlo.reduce(%1507 init: %cst_363) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_364 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1510 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1511 = stablehlo.divide %1509, %1510 : tensor<1x1xf32>
    %cst_365 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1512 = stablehlo.reduce(%1508 init: %cst_365) applies stablehlo.add across dimensions = [2] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<1x1xf32>
    %cst_366 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1513 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1514 = stablehlo.divide %1512, %1513 : tensor<1x1xf32>
    %1515 = chlo.square %1511 : tensor<1x1xf32> -> tensor<1x1xf32>
    %1516 = stablehlo.subtract %1514, %1515 : tensor<1x1xf32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1517 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1518 = stablehlo.maximum %1517, %1516 : tensor<1x1xf32>
    %1519 = stablehlo.broadcast_in_dim %1511, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1520 = stablehlo.broadcast_in_dim %1518, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1521 = stablehlo.broadcast_in_dim %1519, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1522 = stablehlo.subtract %1507, %1521 : tensor<1x1x768xf32>
    %cst_368 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1523 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %1524 = stablehlo.add %1520, %1523 : tensor<1x1x1xf32>
    %1525 = stablehlo.rsqrt %1524 : tensor<1x1x1xf32>
    %1526 = stablehlo.reshape %arg44 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1527 = stablehlo.broadcast_in_dim %1525, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<1x1x768xf32>
    %1528 = stablehlo.multiply %1527, %1526 : tensor<1x1x768xf32>
    %1529 = stablehlo.multiply %1522, %1528 : tensor<1x1x768xf32>
    %1530 = stablehlo.reshape %arg43 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1531 = stablehlo.add %1529, %1530 : tensor<1x1x768xf32>
    %1532 = stablehlo.dot_general %1531, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x768xf32>, tensor<768x3072xf32>) -> tensor<1x1x3072xf32>
    %1533 = stablehlo.reshape %arg47 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %1534 = stablehlo.add %1532, %1533 : tensor<1x1x3072xf32>
    %1535 = stablehlo.multiply %1534, %1534 : tensor<1x1x3072xf32>
    %1536 = stablehlo.multiply %1535, %1534 : tensor<1x1x3072xf32>
    %cst_369 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1537 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1538 = stablehlo.multiply %1537, %1536 : tensor<1x1x3072xf32>
    %1539 = stablehlo.add %1534, %1538 : tensor<1x1x3072xf32>
    %cst_370 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1540 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1541 = stablehlo.multiply %1540, %1539 : tensor<1x1x3072xf32>
    %1542 = stablehlo.tanh %1541 : tensor<1x1x3072xf32>
    %cst_371 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1543 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1544 = stablehlo.add %1543, %1542 : tensor<1x1x3072xf32>
    %cst_372 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1545 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<1x1x3072xf32>
    %1546 = stablehlo.multiply %1545, %1544 : tensor<1x1x3072xf32>
    %1547 = stablehlo.multiply %1534, %1546 : tensor<1x1x3072xf32>
    %1548 = stablehlo.dot_general %1547, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x1x3072xf32>, tensor<3072x768xf32>) -> tensor<1x1x768xf32>
    %1549 = stablehlo.reshape %arg45 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1550 = stablehlo.add %1548, %1549 : tensor<1x1x768xf32>
    %1551 = stablehlo.add %1507, %1550 : tensor<1x1x768xf32>
    %1552 = stablehlo.broadcast_in_dim %1469, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1553 = stablehlo.broadcast_in_dim %1475, dims = [1, 2, 3, 4] : (tensor<1x12x256x64xf32>) -> tensor<1x1x12x256x64xf32>
    %1554 = stablehlo.concatenate %1552, %1553, dim = 0 : (tensor<1x1x12x256x64xf32>, tensor<1x1x12x256x64xf32>) -> tensor<2x1x12x256x64xf32>
    %1555 = stablehlo.reshape %1551 : (tensor<1x1x768xf32>) -> tensor<1x768xf32>
    %1556 = chlo.square %1555 : tensor<1x768xf32> -> tensor<1x768xf32>
    %cst_373 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1557 = stablehlo.reduce(%1555 init: %cst_373) applies stablehlo.add across dimensions = [1] : (tensor<1x768xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_374 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1558 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1559 = stablehlo.divide %1557, %1558 : tensor<1xf32>
    %cst_375 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1560 = stablehlo.reduce(%1556 init: %cst_375) applies stablehlo.add across dimensions = [1] : (tensor<1x768xf32>, tensor<f32>) -> tensor<1xf32>
    %cst_376 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1561 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1562 = stablehlo.divide %1560, %1561 : tensor<1xf32>
    %1563 = chlo.square %1559 : tensor<1xf32> -> tensor<1xf32>
    %1564 = stablehlo.subtract %1562, %1563 : tensor<1xf32>
    %cst_377 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1565 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1566 = stablehlo.maximum %1565, %1564 : tensor<1xf32>
    %1567 = stablehlo.broadcast_in_dim %1559, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1568 = stablehlo.broadcast_in_dim %1566, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1569 = stablehlo.broadcast_in_dim %1567, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x768xf32>
    %1570 = stablehlo.subtract %1555, %1569 : tensor<1x768xf32>
    %cst_378 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1571 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1572 = stablehlo.add %1568, %1571 : tensor<1x1xf32>
    %1573 = stablehlo.rsqrt %1572 : tensor<1x1xf32>
    %1574 = stablehlo.reshape %arg146 : (tensor<768xf32>) -> tensor<1x768xf32>
    %1575 = stablehlo.broadcast_in_dim %1573, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x768xf32>
    %1576 = stablehlo.multiply %1575, %1574 : tensor<1x768xf32>
    %1577 = stablehlo.multiply %1570, %1576 : tensor<1x768xf32>
    %1578 = stablehlo.reshape %arg145 : (tensor<768xf32>) -> tensor<1x768xf32>
    %1579 = stablehlo.add %1577, %1578 : tensor<1x768xf32>
    %1580 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<50257x768xf32>) -> tensor<768x50257xf32>
    %1581 = stablehlo.dot_general %1579, %1580, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x768xf32>, tensor<768x50257xf32>) -> tensor<1x50257xf32>
    %1582 = stablehlo.broadcast_in_dim %135, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1583 = stablehlo.broadcast_in_dim %264, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1584 = stablehlo.broadcast_in_dim %393, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1585 = stablehlo.broadcast_in_dim %522, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1586 = stablehlo.broadcast_in_dim %651, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1587 = stablehlo.broadcast_in_dim %780, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1588 = stablehlo.broadcast_in_dim %909, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1589 = stablehlo.broadcast_in_dim %1038, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1590 = stablehlo.broadcast_in_dim %1167, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1591 = stablehlo.broadcast_in_dim %1296, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1592 = stablehlo.broadcast_in_dim %1425, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1593 = stablehlo.broadcast_in_dim %1554, dims = [1, 2, 3, 4, 5] : (tensor<2x1x12x256x64xf32>) -> tensor<1x2x1x12x256x64xf32>
    %1594 = stablehlo.concatenate %1582, %1583, %1584, %1585, %1586, %1587, %1588, %1589, %1590, %1591, %1592, %1593, dim = 0 : (tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>, tensor<1x2x1x12x256x64xf32>) -> tensor<12x2x1x12x256x64xf32>
    return %1581, %1594 : tensor<1x50257xf32>, tensor<12x2x1x12x256x64xf32>
  }
  func.func private @_take(%arg0: tensor<50257x768xf32>, %arg1: tensor<1x1xi32>) -> tensor<1x1x768xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %c_0 = stablehlo.constant dense<50257> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x1xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x1xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %c_1 = stablehlo.constant dense<50256> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.compare LE, %5, %8, SIGNED : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %10 = stablehlo.and %7, %9 : tensor<1x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x1x1xi1>, tensor<i1>) -> tensor<1x1xi1>
    %12 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 768>}> : (tensor<50257x768xf32>, tensor<1x1x1xi32>) -> tensor<1x1x768xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x1x768xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x768xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<1x1x768xi1>, tensor<1x1x768xf32>
    return %15 : tensor<1x1x768xf32>
  }
  func.func private @_where(%arg0: tensor<1x1xi1>, %arg1: tensor<1x1xi32>, %arg2: tensor<1x1xi32>) -> tensor<1x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x1xi1>, tensor<1x1xi32>
    return %0 : tensor<1x1xi32>
  }
  func.func private @_where_0(%arg0: tensor<1x256xi1>, %arg1: tensor<1x12x1x256xf32>, %arg2: tensor<f32>) -> tensor<1x12x1x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<1x256xi1>) -> tensor<1x12x1x256xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x12x1x256xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<1x12x1x256xi1>, tensor<1x12x1x256xf32>
    return %2 : tensor<1x12x1x256xf32>
  }
}
