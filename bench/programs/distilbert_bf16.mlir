// DistilBERT classifying a 128-token sequence, bf16, 67.0M parameters and buffers as arguments (bench/gen_torch_models.py, torch 2.15.0+cu132, torch-mlir 20261001); the arguments are:
// %arg0: word_embeddings.weight
// %arg1: position_embeddings.weight
// %arg2: embedding_norm.weight
// %arg3: embedding_norm.bias
// %arg4: blocks.0.attention.q.weight
// %arg5: blocks.0.attention.q.bias
// %arg6: blocks.0.attention.k.weight
// %arg7: blocks.0.attention.k.bias
// %arg8: blocks.0.attention.v.weight
// %arg9: blocks.0.attention.v.bias
// %arg10: blocks.0.attention.out.weight
// %arg11: blocks.0.attention.out.bias
// %arg12: blocks.0.sa_layer_norm.weight
// %arg13: blocks.0.sa_layer_norm.bias
// %arg14: blocks.0.lin1.weight
// %arg15: blocks.0.lin1.bias
// %arg16: blocks.0.lin2.weight
// %arg17: blocks.0.lin2.bias
// %arg18: blocks.0.output_layer_norm.weight
// %arg19: blocks.0.output_layer_norm.bias
// %arg20: blocks.1.attention.q.weight
// %arg21: blocks.1.attention.q.bias
// %arg22: blocks.1.attention.k.weight
// %arg23: blocks.1.attention.k.bias
// %arg24: blocks.1.attention.v.weight
// %arg25: blocks.1.attention.v.bias
// %arg26: blocks.1.attention.out.weight
// %arg27: blocks.1.attention.out.bias
// %arg28: blocks.1.sa_layer_norm.weight
// %arg29: blocks.1.sa_layer_norm.bias
// %arg30: blocks.1.lin1.weight
// %arg31: blocks.1.lin1.bias
// %arg32: blocks.1.lin2.weight
// %arg33: blocks.1.lin2.bias
// %arg34: blocks.1.output_layer_norm.weight
// %arg35: blocks.1.output_layer_norm.bias
// %arg36: blocks.2.attention.q.weight
// %arg37: blocks.2.attention.q.bias
// %arg38: blocks.2.attention.k.weight
// %arg39: blocks.2.attention.k.bias
// %arg40: blocks.2.attention.v.weight
// %arg41: blocks.2.attention.v.bias
// %arg42: blocks.2.attention.out.weight
// %arg43: blocks.2.attention.out.bias
// %arg44: blocks.2.sa_layer_norm.weight
// %arg45: blocks.2.sa_layer_norm.bias
// %arg46: blocks.2.lin1.weight
// %arg47: blocks.2.lin1.bias
// %arg48: blocks.2.lin2.weight
// %arg49: blocks.2.lin2.bias
// %arg50: blocks.2.output_layer_norm.weight
// %arg51: blocks.2.output_layer_norm.bias
// %arg52: blocks.3.attention.q.weight
// %arg53: blocks.3.attention.q.bias
// %arg54: blocks.3.attention.k.weight
// %arg55: blocks.3.attention.k.bias
// %arg56: blocks.3.attention.v.weight
// %arg57: blocks.3.attention.v.bias
// %arg58: blocks.3.attention.out.weight
// %arg59: blocks.3.attention.out.bias
// %arg60: blocks.3.sa_layer_norm.weight
// %arg61: blocks.3.sa_layer_norm.bias
// %arg62: blocks.3.lin1.weight
// %arg63: blocks.3.lin1.bias
// %arg64: blocks.3.lin2.weight
// %arg65: blocks.3.lin2.bias
// %arg66: blocks.3.output_layer_norm.weight
// %arg67: blocks.3.output_layer_norm.bias
// %arg68: blocks.4.attention.q.weight
// %arg69: blocks.4.attention.q.bias
// %arg70: blocks.4.attention.k.weight
// %arg71: blocks.4.attention.k.bias
// %arg72: blocks.4.attention.v.weight
// %arg73: blocks.4.attention.v.bias
// %arg74: blocks.4.attention.out.weight
// %arg75: blocks.4.attention.out.bias
// %arg76: blocks.4.sa_layer_norm.weight
// %arg77: blocks.4.sa_layer_norm.bias
// %arg78: blocks.4.lin1.weight
// %arg79: blocks.4.lin1.bias
// %arg80: blocks.4.lin2.weight
// %arg81: blocks.4.lin2.bias
// %arg82: blocks.4.output_layer_norm.weight
// %arg83: blocks.4.output_layer_norm.bias
// %arg84: blocks.5.attention.q.weight
// %arg85: blocks.5.attention.q.bias
// %arg86: blocks.5.attention.k.weight
// %arg87: blocks.5.attention.k.bias
// %arg88: blocks.5.attention.v.weight
// %arg89: blocks.5.attention.v.bias
// %arg90: blocks.5.attention.out.weight
// %arg91: blocks.5.attention.out.bias
// %arg92: blocks.5.sa_layer_norm.weight
// %arg93: blocks.5.sa_layer_norm.bias
// %arg94: blocks.5.lin1.weight
// %arg95: blocks.5.lin1.bias
// %arg96: blocks.5.lin2.weight
// %arg97: blocks.5.lin2.bias
// %arg98: blocks.5.output_layer_norm.weight
// %arg99: blocks.5.output_layer_norm.bias
// %arg100: pre_classifier.weight
// %arg101: pre_classifier.bias
// %arg102: classifier.weight
// %arg103: classifier.bias
// %arg104: input_ids
module {
  func.func @main(%arg0: tensor<30522x768xbf16>, %arg1: tensor<512x768xbf16>, %arg2: tensor<768xbf16>, %arg3: tensor<768xbf16>, %arg4: tensor<768x768xbf16>, %arg5: tensor<768xbf16>, %arg6: tensor<768x768xbf16>, %arg7: tensor<768xbf16>, %arg8: tensor<768x768xbf16>, %arg9: tensor<768xbf16>, %arg10: tensor<768x768xbf16>, %arg11: tensor<768xbf16>, %arg12: tensor<768xbf16>, %arg13: tensor<768xbf16>, %arg14: tensor<3072x768xbf16>, %arg15: tensor<3072xbf16>, %arg16: tensor<768x3072xbf16>, %arg17: tensor<768xbf16>, %arg18: tensor<768xbf16>, %arg19: tensor<768xbf16>, %arg20: tensor<768x768xbf16>, %arg21: tensor<768xbf16>, %arg22: tensor<768x768xbf16>, %arg23: tensor<768xbf16>, %arg24: tensor<768x768xbf16>, %arg25: tensor<768xbf16>, %arg26: tensor<768x768xbf16>, %arg27: tensor<768xbf16>, %arg28: tensor<768xbf16>, %arg29: tensor<768xbf16>, %arg30: tensor<3072x768xbf16>, %arg31: tensor<3072xbf16>, %arg32: tensor<768x3072xbf16>, %arg33: tensor<768xbf16>, %arg34: tensor<768xbf16>, %arg35: tensor<768xbf16>, %arg36: tensor<768x768xbf16>, %arg37: tensor<768xbf16>, %arg38: tensor<768x768xbf16>, %arg39: tensor<768xbf16>, %arg40: tensor<768x768xbf16>, %arg41: tensor<768xbf16>, %arg42: tensor<768x768xbf16>, %arg43: tensor<768xbf16>, %arg44: tensor<768xbf16>, %arg45: tensor<768xbf16>, %arg46: tensor<3072x768xbf16>, %arg47: tensor<3072xbf16>, %arg48: tensor<768x3072xbf16>, %arg49: tensor<768xbf16>, %arg50: tensor<768xbf16>, %arg51: tensor<768xbf16>, %arg52: tensor<768x768xbf16>, %arg53: tensor<768xbf16>, %arg54: tensor<768x768xbf16>, %arg55: tensor<768xbf16>, %arg56: tensor<768x768xbf16>, %arg57: tensor<768xbf16>, %arg58: tensor<768x768xbf16>, %arg59: tensor<768xbf16>, %arg60: tensor<768xbf16>, %arg61: tensor<768xbf16>, %arg62: tensor<3072x768xbf16>, %arg63: tensor<3072xbf16>, %arg64: tensor<768x3072xbf16>, %arg65: tensor<768xbf16>, %arg66: tensor<768xbf16>, %arg67: tensor<768xbf16>, %arg68: tensor<768x768xbf16>, %arg69: tensor<768xbf16>, %arg70: tensor<768x768xbf16>, %arg71: tensor<768xbf16>, %arg72: tensor<768x768xbf16>, %arg73: tensor<768xbf16>, %arg74: tensor<768x768xbf16>, %arg75: tensor<768xbf16>, %arg76: tensor<768xbf16>, %arg77: tensor<768xbf16>, %arg78: tensor<3072x768xbf16>, %arg79: tensor<3072xbf16>, %arg80: tensor<768x3072xbf16>, %arg81: tensor<768xbf16>, %arg82: tensor<768xbf16>, %arg83: tensor<768xbf16>, %arg84: tensor<768x768xbf16>, %arg85: tensor<768xbf16>, %arg86: tensor<768x768xbf16>, %arg87: tensor<768xbf16>, %arg88: tensor<768x768xbf16>, %arg89: tensor<768xbf16>, %arg90: tensor<768x768xbf16>, %arg91: tensor<768xbf16>, %arg92: tensor<768xbf16>, %arg93: tensor<768xbf16>, %arg94: tensor<3072x768xbf16>, %arg95: tensor<3072xbf16>, %arg96: tensor<768x3072xbf16>, %arg97: tensor<768xbf16>, %arg98: tensor<768xbf16>, %arg99: tensor<768xbf16>, %arg100: tensor<768x768xbf16>, %arg101: tensor<768xbf16>, %arg102: tensor<2x768xbf16>, %arg103: tensor<2xbf16>, %arg104: tensor<1x128xi32>) -> tensor<1x2xbf16> {
    %c = stablehlo.constant dense<0> : tensor<128xi64>
    %c_0 = stablehlo.constant dense<1> : tensor<128xi64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<1x128x3072xbf16>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<1x128x3072xbf16>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<1x128x3072xbf16>
    %cst_6 = stablehlo.constant dense<-4.000000e+00> : tensor<1x128x3072xf32>
    %cst_7 = stablehlo.constant dense<4.000000e+00> : tensor<1x128x3072xf32>
    %cst_8 = stablehlo.constant dense<-2.72614237E-10> : tensor<1x128x3072xf32>
    %cst_9 = stablehlo.constant dense<2.77068146E-8> : tensor<1x128x3072xf32>
    %cst_10 = stablehlo.constant dense<-2.10102394E-6> : tensor<1x128x3072xf32>
    %cst_11 = stablehlo.constant dense<-5.69250624E-5> : tensor<1x128x3072xf32>
    %cst_12 = stablehlo.constant dense<-7.34990637E-4> : tensor<1x128x3072xf32>
    %cst_13 = stablehlo.constant dense<-2.954600e-03> : tensor<1x128x3072xf32>
    %cst_14 = stablehlo.constant dense<-0.0160960332> : tensor<1x128x3072xf32>
    %cst_15 = stablehlo.constant dense<-1.45660715E-5> : tensor<1x128x3072xf32>
    %cst_16 = stablehlo.constant dense<-2.13374049E-4> : tensor<1x128x3072xf32>
    %cst_17 = stablehlo.constant dense<-0.00168282702> : tensor<1x128x3072xf32>
    %cst_18 = stablehlo.constant dense<-0.00737332925> : tensor<1x128x3072xf32>
    %cst_19 = stablehlo.constant dense<-0.0142647391> : tensor<1x128x3072xf32>
    %cst_20 = stablehlo.constant dense<-1.000000e+00> : tensor<1x128x3072xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<1x128x3072xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<1x768xbf16>
    %cst_23 = arith.constant dense<1> : tensor<1xi64>
    %cst_24 = arith.constant dense<768> : tensor<1xi64>
    %cst_25 = arith.constant dense<9.9999999999999998E-13> : tensor<1xf64>
    %cst_26 = arith.constant dense<8.000000e+00> : tensor<1xf64>
    %c_27 = stablehlo.constant dense<1> : tensor<i64>
    %c_28 = stablehlo.constant dense<128> : tensor<i64>
    %0 = stablehlo.convert %c_27 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.convert %c_28 : (tensor<i64>) -> tensor<f64>
    %2 = stablehlo.divide %1, %0 : tensor<f64>
    %3 = stablehlo.ceil %2 : tensor<f64>
    %4 = stablehlo.convert %3 : (tensor<f64>) -> tensor<i64>
    %5 = stablehlo.reshape %4 : (tensor<i64>) -> tensor<1xi64>
    %6 = stablehlo.dynamic_iota %5, dim = 0 : (tensor<1xi64>) -> tensor<128xi64>
    %7 = stablehlo.multiply %6, %c_0 : tensor<128xi64>
    %8 = stablehlo.add %7, %c : tensor<128xi64>
    %9 = "stablehlo.gather"(%arg0, %arg104) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 768>}> : (tensor<30522x768xbf16>, tensor<1x128xi32>) -> tensor<1x128x768xbf16>
    %10 = stablehlo.convert %9 : tensor<1x128x768xbf16>
    %11 = "stablehlo.gather"(%arg1, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 768>}> : (tensor<512x768xbf16>, tensor<128xi64>) -> tensor<128x768xbf16>
    %12 = stablehlo.convert %11 : tensor<128x768xbf16>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %14 = stablehlo.add %10, %13 : tensor<1x128x768xbf16>
    %15 = stablehlo.convert %14 : (tensor<1x128x768xbf16>) -> tensor<1x128x768xf32>
    %16 = stablehlo.convert %15 : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %17 = stablehlo.reduce(%16 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %18 = stablehlo.reshape %17 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %19 = stablehlo.convert %cst_24 : (tensor<1xi64>) -> tensor<1xf64>
    %20 = stablehlo.reshape %19 : (tensor<1xf64>) -> tensor<f64>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f64>) -> tensor<1x128x1xf64>
    %22 = stablehlo.divide %18, %21 : tensor<1x128x1xf64>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %24 = stablehlo.subtract %16, %23 : tensor<1x128x768xf64>
    %25 = stablehlo.multiply %24, %24 : tensor<1x128x768xf64>
    %26 = stablehlo.reduce(%25 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %27 = stablehlo.reshape %26 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %28 = stablehlo.divide %27, %21 : tensor<1x128x1xf64>
    %29 = stablehlo.convert %28 : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %30 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %32 = stablehlo.convert %cst_24 : (tensor<1xi64>) -> tensor<1xf32>
    %33 = stablehlo.reshape %32 : (tensor<1xf32>) -> tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %35 = stablehlo.divide %31, %34 : tensor<1x128x1xf32>
    %36 = stablehlo.convert %cst_25 : (tensor<1xf64>) -> tensor<1xf32>
    %37 = stablehlo.reshape %36 : (tensor<1xf32>) -> tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<1x128x1xf32>
    %39 = stablehlo.add %29, %38 : tensor<1x128x1xf32>
    %40 = stablehlo.rsqrt %39 : tensor<1x128x1xf32>
    %41 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %42 = stablehlo.subtract %15, %41 : tensor<1x128x768xf32>
    %43 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<1x128x768xf32>
    %45 = stablehlo.convert %arg2 : (tensor<768xbf16>) -> tensor<768xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %47 = stablehlo.multiply %44, %46 : tensor<1x128x768xf32>
    %48 = stablehlo.convert %arg3 : (tensor<768xbf16>) -> tensor<768xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %50 = stablehlo.add %47, %49 : tensor<1x128x768xf32>
    %51 = stablehlo.convert %50 : (tensor<1x128x768xf32>) -> tensor<1x128x768xbf16>
    %52 = stablehlo.reshape %51 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %53 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %54 = stablehlo.convert %arg5 : (tensor<768xbf16>) -> tensor<768xf32>
    %55 = stablehlo.convert %52 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %56 = stablehlo.convert %53 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %57 = stablehlo.dot_general %55, %56, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %58 = stablehlo.convert %cst_23 : (tensor<1xi64>) -> tensor<1xf32>
    %59 = stablehlo.reshape %58 : (tensor<1xf32>) -> tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<128x768xf32>
    %61 = stablehlo.multiply %57, %60 : tensor<128x768xf32>
    %62 = stablehlo.broadcast_in_dim %54, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %63 = stablehlo.multiply %62, %60 : tensor<128x768xf32>
    %64 = stablehlo.add %61, %63 : tensor<128x768xf32>
    %65 = stablehlo.convert %64 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %66 = stablehlo.reshape %65 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %67 = stablehlo.reshape %66 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %68 = stablehlo.transpose %67, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %69 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %70 = stablehlo.convert %arg7 : (tensor<768xbf16>) -> tensor<768xf32>
    %71 = stablehlo.convert %69 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %72 = stablehlo.dot_general %55, %71, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %73 = stablehlo.multiply %72, %60 : tensor<128x768xf32>
    %74 = stablehlo.broadcast_in_dim %70, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %75 = stablehlo.multiply %74, %60 : tensor<128x768xf32>
    %76 = stablehlo.add %73, %75 : tensor<128x768xf32>
    %77 = stablehlo.convert %76 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %78 = stablehlo.reshape %77 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %79 = stablehlo.reshape %78 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %80 = stablehlo.transpose %79, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %81 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %82 = stablehlo.convert %arg9 : (tensor<768xbf16>) -> tensor<768xf32>
    %83 = stablehlo.convert %81 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %84 = stablehlo.dot_general %55, %83, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %85 = stablehlo.multiply %84, %60 : tensor<128x768xf32>
    %86 = stablehlo.broadcast_in_dim %82, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %87 = stablehlo.multiply %86, %60 : tensor<128x768xf32>
    %88 = stablehlo.add %85, %87 : tensor<128x768xf32>
    %89 = stablehlo.convert %88 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %90 = stablehlo.reshape %89 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %91 = stablehlo.reshape %90 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %92 = stablehlo.transpose %91, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %93 = stablehlo.convert %cst_26 : (tensor<1xf64>) -> tensor<1xbf16>
    %94 = stablehlo.reshape %93 : (tensor<1xbf16>) -> tensor<bf16>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<bf16>) -> tensor<1x12x128x64xbf16>
    %96 = stablehlo.divide %68, %95 : tensor<1x12x128x64xbf16>
    %97 = stablehlo.transpose %80, dims = [0, 1, 3, 2] : (tensor<1x12x128x64xbf16>) -> tensor<1x12x64x128xbf16>
    %98 = stablehlo.reshape %96 : (tensor<1x12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %99 = stablehlo.reshape %97 : (tensor<1x12x64x128xbf16>) -> tensor<12x64x128xbf16>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<12x64x128xbf16>) -> tensor<12x64x128xbf16>
    %101 = stablehlo.dot_general %98, %100, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<12x128x64xbf16>, tensor<12x64x128xbf16>) -> tensor<12x128x128xbf16>
    %102 = stablehlo.reshape %101 : (tensor<12x128x128xbf16>) -> tensor<1x12x128x128xbf16>
    %103 = stablehlo.convert %102 : (tensor<1x12x128x128xbf16>) -> tensor<1x12x128x128xf32>
    %104 = stablehlo.reduce(%103 init: %cst_2) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %105 = stablehlo.reshape %104 : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %107 = stablehlo.subtract %103, %106 : tensor<1x12x128x128xf32>
    %108 = stablehlo.exponential %107 : tensor<1x12x128x128xf32>
    %109 = stablehlo.reduce(%108 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %110 = stablehlo.reshape %109 : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %112 = stablehlo.divide %108, %111 : tensor<1x12x128x128xf32>
    %113 = stablehlo.convert %112 : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xbf16>
    %114 = stablehlo.reshape %113 : (tensor<1x12x128x128xbf16>) -> tensor<12x128x128xbf16>
    %115 = stablehlo.reshape %92 : (tensor<1x12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %117 = stablehlo.dot_general %114, %116, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<12x128x128xbf16>, tensor<12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %118 = stablehlo.reshape %117 : (tensor<12x128x64xbf16>) -> tensor<1x12x128x64xbf16>
    %119 = stablehlo.transpose %118, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xbf16>) -> tensor<1x128x12x64xbf16>
    %120 = stablehlo.reshape %119 : (tensor<1x128x12x64xbf16>) -> tensor<1x128x768xbf16>
    %121 = stablehlo.reshape %120 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %122 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %123 = stablehlo.convert %arg11 : (tensor<768xbf16>) -> tensor<768xf32>
    %124 = stablehlo.convert %121 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %125 = stablehlo.convert %122 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %126 = stablehlo.dot_general %124, %125, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %127 = stablehlo.multiply %126, %60 : tensor<128x768xf32>
    %128 = stablehlo.broadcast_in_dim %123, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %129 = stablehlo.multiply %128, %60 : tensor<128x768xf32>
    %130 = stablehlo.add %127, %129 : tensor<128x768xf32>
    %131 = stablehlo.convert %130 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %132 = stablehlo.reshape %131 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %133 = stablehlo.add %51, %132 : tensor<1x128x768xbf16>
    %134 = stablehlo.convert %133 : (tensor<1x128x768xbf16>) -> tensor<1x128x768xf32>
    %135 = stablehlo.convert %134 : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %136 = stablehlo.reduce(%135 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %137 = stablehlo.reshape %136 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %138 = stablehlo.divide %137, %21 : tensor<1x128x1xf64>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %140 = stablehlo.subtract %135, %139 : tensor<1x128x768xf64>
    %141 = stablehlo.multiply %140, %140 : tensor<1x128x768xf64>
    %142 = stablehlo.reduce(%141 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %143 = stablehlo.reshape %142 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %144 = stablehlo.divide %143, %21 : tensor<1x128x1xf64>
    %145 = stablehlo.convert %144 : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %146 = stablehlo.reduce(%134 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %147 = stablehlo.reshape %146 : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %148 = stablehlo.divide %147, %34 : tensor<1x128x1xf32>
    %149 = stablehlo.add %145, %38 : tensor<1x128x1xf32>
    %150 = stablehlo.rsqrt %149 : tensor<1x128x1xf32>
    %151 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %152 = stablehlo.subtract %134, %151 : tensor<1x128x768xf32>
    %153 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %154 = stablehlo.multiply %152, %153 : tensor<1x128x768xf32>
    %155 = stablehlo.convert %arg12 : (tensor<768xbf16>) -> tensor<768xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %157 = stablehlo.multiply %154, %156 : tensor<1x128x768xf32>
    %158 = stablehlo.convert %arg13 : (tensor<768xbf16>) -> tensor<768xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %160 = stablehlo.add %157, %159 : tensor<1x128x768xf32>
    %161 = stablehlo.convert %160 : (tensor<1x128x768xf32>) -> tensor<1x128x768xbf16>
    %162 = stablehlo.reshape %161 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %163 = stablehlo.transpose %arg14, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %164 = stablehlo.convert %arg15 : (tensor<3072xbf16>) -> tensor<3072xf32>
    %165 = stablehlo.convert %162 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %166 = stablehlo.convert %163 : (tensor<768x3072xbf16>) -> tensor<768x3072xf32>
    %167 = stablehlo.dot_general %165, %166, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x3072xf32>) -> tensor<128x3072xf32>
    %168 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<128x3072xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<128x3072xf32>
    %170 = stablehlo.broadcast_in_dim %164, dims = [1] : (tensor<3072xf32>) -> tensor<128x3072xf32>
    %171 = stablehlo.multiply %170, %168 : tensor<128x3072xf32>
    %172 = stablehlo.add %169, %171 : tensor<128x3072xf32>
    %173 = stablehlo.convert %172 : (tensor<128x3072xf32>) -> tensor<128x3072xbf16>
    %174 = stablehlo.reshape %173 : (tensor<128x3072xbf16>) -> tensor<1x128x3072xbf16>
    %175 = stablehlo.multiply %174, %cst_5 : tensor<1x128x3072xbf16>
    %176 = stablehlo.rsqrt %cst_4 : tensor<1x128x3072xbf16>
    %177 = stablehlo.multiply %174, %176 : tensor<1x128x3072xbf16>
    %178 = stablehlo.convert %177 : (tensor<1x128x3072xbf16>) -> tensor<1x128x3072xf32>
    %179 = stablehlo.clamp %cst_6, %178, %cst_7 : tensor<1x128x3072xf32>
    %180 = stablehlo.multiply %179, %179 : tensor<1x128x3072xf32>
    %181 = stablehlo.multiply %cst_8, %180 : tensor<1x128x3072xf32>
    %182 = stablehlo.add %181, %cst_9 : tensor<1x128x3072xf32>
    %183 = stablehlo.multiply %182, %180 : tensor<1x128x3072xf32>
    %184 = stablehlo.add %183, %cst_10 : tensor<1x128x3072xf32>
    %185 = stablehlo.multiply %184, %180 : tensor<1x128x3072xf32>
    %186 = stablehlo.add %185, %cst_11 : tensor<1x128x3072xf32>
    %187 = stablehlo.multiply %186, %180 : tensor<1x128x3072xf32>
    %188 = stablehlo.add %187, %cst_12 : tensor<1x128x3072xf32>
    %189 = stablehlo.multiply %188, %180 : tensor<1x128x3072xf32>
    %190 = stablehlo.add %189, %cst_13 : tensor<1x128x3072xf32>
    %191 = stablehlo.multiply %190, %180 : tensor<1x128x3072xf32>
    %192 = stablehlo.add %191, %cst_14 : tensor<1x128x3072xf32>
    %193 = stablehlo.multiply %cst_15, %180 : tensor<1x128x3072xf32>
    %194 = stablehlo.add %193, %cst_16 : tensor<1x128x3072xf32>
    %195 = stablehlo.multiply %194, %180 : tensor<1x128x3072xf32>
    %196 = stablehlo.add %195, %cst_17 : tensor<1x128x3072xf32>
    %197 = stablehlo.multiply %196, %180 : tensor<1x128x3072xf32>
    %198 = stablehlo.add %197, %cst_18 : tensor<1x128x3072xf32>
    %199 = stablehlo.multiply %198, %180 : tensor<1x128x3072xf32>
    %200 = stablehlo.add %199, %cst_19 : tensor<1x128x3072xf32>
    %201 = stablehlo.multiply %179, %192 : tensor<1x128x3072xf32>
    %202 = stablehlo.divide %201, %200 : tensor<1x128x3072xf32>
    %203 = stablehlo.clamp %cst_20, %202, %cst_21 : tensor<1x128x3072xf32>
    %204 = stablehlo.convert %203 : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xbf16>
    %205 = stablehlo.add %204, %cst_3 : tensor<1x128x3072xbf16>
    %206 = stablehlo.multiply %205, %175 : tensor<1x128x3072xbf16>
    %207 = stablehlo.reshape %206 : (tensor<1x128x3072xbf16>) -> tensor<128x3072xbf16>
    %208 = stablehlo.transpose %arg16, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %209 = stablehlo.convert %arg17 : (tensor<768xbf16>) -> tensor<768xf32>
    %210 = stablehlo.convert %207 : (tensor<128x3072xbf16>) -> tensor<128x3072xf32>
    %211 = stablehlo.convert %208 : (tensor<3072x768xbf16>) -> tensor<3072x768xf32>
    %212 = stablehlo.dot_general %210, %211, contracting_dims = [1] x [0] : (tensor<128x3072xf32>, tensor<3072x768xf32>) -> tensor<128x768xf32>
    %213 = stablehlo.multiply %212, %60 : tensor<128x768xf32>
    %214 = stablehlo.broadcast_in_dim %209, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %215 = stablehlo.multiply %214, %60 : tensor<128x768xf32>
    %216 = stablehlo.add %213, %215 : tensor<128x768xf32>
    %217 = stablehlo.convert %216 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %218 = stablehlo.reshape %217 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %219 = stablehlo.add %161, %218 : tensor<1x128x768xbf16>
    %220 = stablehlo.convert %219 : (tensor<1x128x768xbf16>) -> tensor<1x128x768xf32>
    %221 = stablehlo.convert %220 : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %222 = stablehlo.reduce(%221 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %223 = stablehlo.reshape %222 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %224 = stablehlo.divide %223, %21 : tensor<1x128x1xf64>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %226 = stablehlo.subtract %221, %225 : tensor<1x128x768xf64>
    %227 = stablehlo.multiply %226, %226 : tensor<1x128x768xf64>
    %228 = stablehlo.reduce(%227 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %229 = stablehlo.reshape %228 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %230 = stablehlo.divide %229, %21 : tensor<1x128x1xf64>
    %231 = stablehlo.convert %230 : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %232 = stablehlo.reduce(%220 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %233 = stablehlo.reshape %232 : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %234 = stablehlo.divide %233, %34 : tensor<1x128x1xf32>
    %235 = stablehlo.add %231, %38 : tensor<1x128x1xf32>
    %236 = stablehlo.rsqrt %235 : tensor<1x128x1xf32>
    %237 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %238 = stablehlo.subtract %220, %237 : tensor<1x128x768xf32>
    %239 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %240 = stablehlo.multiply %238, %239 : tensor<1x128x768xf32>
    %241 = stablehlo.convert %arg18 : (tensor<768xbf16>) -> tensor<768xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %243 = stablehlo.multiply %240, %242 : tensor<1x128x768xf32>
    %244 = stablehlo.convert %arg19 : (tensor<768xbf16>) -> tensor<768xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %246 = stablehlo.add %243, %245 : tensor<1x128x768xf32>
    %247 = stablehlo.convert %246 : (tensor<1x128x768xf32>) -> tensor<1x128x768xbf16>
    %248 = stablehlo.reshape %247 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %249 = stablehlo.transpose %arg20, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %250 = stablehlo.convert %arg21 : (tensor<768xbf16>) -> tensor<768xf32>
    %251 = stablehlo.convert %248 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %252 = stablehlo.convert %249 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %253 = stablehlo.dot_general %251, %252, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %254 = stablehlo.multiply %253, %60 : tensor<128x768xf32>
    %255 = stablehlo.broadcast_in_dim %250, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %256 = stablehlo.multiply %255, %60 : tensor<128x768xf32>
    %257 = stablehlo.add %254, %256 : tensor<128x768xf32>
    %258 = stablehlo.convert %257 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %259 = stablehlo.reshape %258 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %260 = stablehlo.reshape %259 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %261 = stablehlo.transpose %260, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %262 = stablehlo.transpose %arg22, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %263 = stablehlo.convert %arg23 : (tensor<768xbf16>) -> tensor<768xf32>
    %264 = stablehlo.convert %262 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %265 = stablehlo.dot_general %251, %264, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %266 = stablehlo.multiply %265, %60 : tensor<128x768xf32>
    %267 = stablehlo.broadcast_in_dim %263, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %268 = stablehlo.multiply %267, %60 : tensor<128x768xf32>
    %269 = stablehlo.add %266, %268 : tensor<128x768xf32>
    %270 = stablehlo.convert %269 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %271 = stablehlo.reshape %270 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %272 = stablehlo.reshape %271 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %273 = stablehlo.transpose %272, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %274 = stablehlo.transpose %arg24, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %275 = stablehlo.convert %arg25 : (tensor<768xbf16>) -> tensor<768xf32>
    %276 = stablehlo.convert %274 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %277 = stablehlo.dot_general %251, %276, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %278 = stablehlo.multiply %277, %60 : tensor<128x768xf32>
    %279 = stablehlo.broadcast_in_dim %275, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %280 = stablehlo.multiply %279, %60 : tensor<128x768xf32>
    %281 = stablehlo.add %278, %280 : tensor<128x768xf32>
    %282 = stablehlo.convert %281 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %283 = stablehlo.reshape %282 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %284 = stablehlo.reshape %283 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %285 = stablehlo.transpose %284, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %286 = stablehlo.divide %261, %95 : tensor<1x12x128x64xbf16>
    %287 = stablehlo.transpose %273, dims = [0, 1, 3, 2] : (tensor<1x12x128x64xbf16>) -> tensor<1x12x64x128xbf16>
    %288 = stablehlo.reshape %286 : (tensor<1x12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %289 = stablehlo.reshape %287 : (tensor<1x12x64x128xbf16>) -> tensor<12x64x128xbf16>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<12x64x128xbf16>) -> tensor<12x64x128xbf16>
    %291 = stablehlo.dot_general %288, %290, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<12x128x64xbf16>, tensor<12x64x128xbf16>) -> tensor<12x128x128xbf16>
    %292 = stablehlo.reshape %291 : (tensor<12x128x128xbf16>) -> tensor<1x12x128x128xbf16>
    %293 = stablehlo.convert %292 : (tensor<1x12x128x128xbf16>) -> tensor<1x12x128x128xf32>
    %294 = stablehlo.reduce(%293 init: %cst_2) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %295 = stablehlo.reshape %294 : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %297 = stablehlo.subtract %293, %296 : tensor<1x12x128x128xf32>
    %298 = stablehlo.exponential %297 : tensor<1x12x128x128xf32>
    %299 = stablehlo.reduce(%298 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %300 = stablehlo.reshape %299 : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %302 = stablehlo.divide %298, %301 : tensor<1x12x128x128xf32>
    %303 = stablehlo.convert %302 : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xbf16>
    %304 = stablehlo.reshape %303 : (tensor<1x12x128x128xbf16>) -> tensor<12x128x128xbf16>
    %305 = stablehlo.reshape %285 : (tensor<1x12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %307 = stablehlo.dot_general %304, %306, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<12x128x128xbf16>, tensor<12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %308 = stablehlo.reshape %307 : (tensor<12x128x64xbf16>) -> tensor<1x12x128x64xbf16>
    %309 = stablehlo.transpose %308, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xbf16>) -> tensor<1x128x12x64xbf16>
    %310 = stablehlo.reshape %309 : (tensor<1x128x12x64xbf16>) -> tensor<1x128x768xbf16>
    %311 = stablehlo.reshape %310 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %312 = stablehlo.transpose %arg26, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %313 = stablehlo.convert %arg27 : (tensor<768xbf16>) -> tensor<768xf32>
    %314 = stablehlo.convert %311 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %315 = stablehlo.convert %312 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %316 = stablehlo.dot_general %314, %315, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %317 = stablehlo.multiply %316, %60 : tensor<128x768xf32>
    %318 = stablehlo.broadcast_in_dim %313, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %319 = stablehlo.multiply %318, %60 : tensor<128x768xf32>
    %320 = stablehlo.add %317, %319 : tensor<128x768xf32>
    %321 = stablehlo.convert %320 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %322 = stablehlo.reshape %321 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %323 = stablehlo.add %247, %322 : tensor<1x128x768xbf16>
    %324 = stablehlo.convert %323 : (tensor<1x128x768xbf16>) -> tensor<1x128x768xf32>
    %325 = stablehlo.convert %324 : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %326 = stablehlo.reduce(%325 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %327 = stablehlo.reshape %326 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %328 = stablehlo.divide %327, %21 : tensor<1x128x1xf64>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] : (tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %330 = stablehlo.subtract %325, %329 : tensor<1x128x768xf64>
    %331 = stablehlo.multiply %330, %330 : tensor<1x128x768xf64>
    %332 = stablehlo.reduce(%331 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %333 = stablehlo.reshape %332 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %334 = stablehlo.divide %333, %21 : tensor<1x128x1xf64>
    %335 = stablehlo.convert %334 : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %336 = stablehlo.reduce(%324 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %337 = stablehlo.reshape %336 : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %338 = stablehlo.divide %337, %34 : tensor<1x128x1xf32>
    %339 = stablehlo.add %335, %38 : tensor<1x128x1xf32>
    %340 = stablehlo.rsqrt %339 : tensor<1x128x1xf32>
    %341 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %342 = stablehlo.subtract %324, %341 : tensor<1x128x768xf32>
    %343 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %344 = stablehlo.multiply %342, %343 : tensor<1x128x768xf32>
    %345 = stablehlo.convert %arg28 : (tensor<768xbf16>) -> tensor<768xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %347 = stablehlo.multiply %344, %346 : tensor<1x128x768xf32>
    %348 = stablehlo.convert %arg29 : (tensor<768xbf16>) -> tensor<768xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %350 = stablehlo.add %347, %349 : tensor<1x128x768xf32>
    %351 = stablehlo.convert %350 : (tensor<1x128x768xf32>) -> tensor<1x128x768xbf16>
    %352 = stablehlo.reshape %351 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %353 = stablehlo.transpose %arg30, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %354 = stablehlo.convert %arg31 : (tensor<3072xbf16>) -> tensor<3072xf32>
    %355 = stablehlo.convert %352 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %356 = stablehlo.convert %353 : (tensor<768x3072xbf16>) -> tensor<768x3072xf32>
    %357 = stablehlo.dot_general %355, %356, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x3072xf32>) -> tensor<128x3072xf32>
    %358 = stablehlo.multiply %357, %168 : tensor<128x3072xf32>
    %359 = stablehlo.broadcast_in_dim %354, dims = [1] : (tensor<3072xf32>) -> tensor<128x3072xf32>
    %360 = stablehlo.multiply %359, %168 : tensor<128x3072xf32>
    %361 = stablehlo.add %358, %360 : tensor<128x3072xf32>
    %362 = stablehlo.convert %361 : (tensor<128x3072xf32>) -> tensor<128x3072xbf16>
    %363 = stablehlo.reshape %362 : (tensor<128x3072xbf16>) -> tensor<1x128x3072xbf16>
    %364 = stablehlo.multiply %363, %cst_5 : tensor<1x128x3072xbf16>
    %365 = stablehlo.multiply %363, %176 : tensor<1x128x3072xbf16>
    %366 = stablehlo.convert %365 : (tensor<1x128x3072xbf16>) -> tensor<1x128x3072xf32>
    %367 = stablehlo.clamp %cst_6, %366, %cst_7 : tensor<1x128x3072xf32>
    %368 = stablehlo.multiply %367, %367 : tensor<1x128x3072xf32>
    %369 = stablehlo.multiply %cst_8, %368 : tensor<1x128x3072xf32>
    %370 = stablehlo.add %369, %cst_9 : tensor<1x128x3072xf32>
    %371 = stablehlo.multiply %370, %368 : tensor<1x128x3072xf32>
    %372 = stablehlo.add %371, %cst_10 : tensor<1x128x3072xf32>
    %373 = stablehlo.multiply %372, %368 : tensor<1x128x3072xf32>
    %374 = stablehlo.add %373, %cst_11 : tensor<1x128x3072xf32>
    %375 = stablehlo.multiply %374, %368 : tensor<1x128x3072xf32>
    %376 = stablehlo.add %375, %cst_12 : tensor<1x128x3072xf32>
    %377 = stablehlo.multiply %376, %368 : tensor<1x128x3072xf32>
    %378 = stablehlo.add %377, %cst_13 : tensor<1x128x3072xf32>
    %379 = stablehlo.multiply %378, %368 : tensor<1x128x3072xf32>
    %380 = stablehlo.add %379, %cst_14 : tensor<1x128x3072xf32>
    %381 = stablehlo.multiply %cst_15, %368 : tensor<1x128x3072xf32>
    %382 = stablehlo.add %381, %cst_16 : tensor<1x128x3072xf32>
    %383 = stablehlo.multiply %382, %368 : tensor<1x128x3072xf32>
    %384 = stablehlo.add %383, %cst_17 : tensor<1x128x3072xf32>
    %385 = stablehlo.multiply %384, %368 : tensor<1x128x3072xf32>
    %386 = stablehlo.add %385, %cst_18 : tensor<1x128x3072xf32>
    %387 = stablehlo.multiply %386, %368 : tensor<1x128x3072xf32>
    %388 = stablehlo.add %387, %cst_19 : tensor<1x128x3072xf32>
    %389 = stablehlo.multiply %367, %380 : tensor<1x128x3072xf32>
    %390 = stablehlo.divide %389, %388 : tensor<1x128x3072xf32>
    %391 = stablehlo.clamp %cst_20, %390, %cst_21 : tensor<1x128x3072xf32>
    %392 = stablehlo.convert %391 : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xbf16>
    %393 = stablehlo.add %392, %cst_3 : tensor<1x128x3072xbf16>
    %394 = stablehlo.multiply %393, %364 : tensor<1x128x3072xbf16>
    %395 = stablehlo.reshape %394 : (tensor<1x128x3072xbf16>) -> tensor<128x3072xbf16>
    %396 = stablehlo.transpose %arg32, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %397 = stablehlo.convert %arg33 : (tensor<768xbf16>) -> tensor<768xf32>
    %398 = stablehlo.convert %395 : (tensor<128x3072xbf16>) -> tensor<128x3072xf32>
    %399 = stablehlo.convert %396 : (tensor<3072x768xbf16>) -> tensor<3072x768xf32>
    %400 = stablehlo.dot_general %398, %399, contracting_dims = [1] x [0] : (tensor<128x3072xf32>, tensor<3072x768xf32>) -> tensor<128x768xf32>
    %401 = stablehlo.multiply %400, %60 : tensor<128x768xf32>
    %402 = stablehlo.broadcast_in_dim %397, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %403 = stablehlo.multiply %402, %60 : tensor<128x768xf32>
    %404 = stablehlo.add %401, %403 : tensor<128x768xf32>
    %405 = stablehlo.convert %404 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %406 = stablehlo.reshape %405 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %407 = stablehlo.add %351, %406 : tensor<1x128x768xbf16>
    %408 = stablehlo.convert %407 : (tensor<1x128x768xbf16>) -> tensor<1x128x768xf32>
    %409 = stablehlo.convert %408 : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %410 = stablehlo.reduce(%409 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %411 = stablehlo.reshape %410 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %412 = stablehlo.divide %411, %21 : tensor<1x128x1xf64>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2] : (tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %414 = stablehlo.subtract %409, %413 : tensor<1x128x768xf64>
    %415 = stablehlo.multiply %414, %414 : tensor<1x128x768xf64>
    %416 = stablehlo.reduce(%415 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %417 = stablehlo.reshape %416 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %418 = stablehlo.divide %417, %21 : tensor<1x128x1xf64>
    %419 = stablehlo.convert %418 : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %420 = stablehlo.reduce(%408 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %421 = stablehlo.reshape %420 : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %422 = stablehlo.divide %421, %34 : tensor<1x128x1xf32>
    %423 = stablehlo.add %419, %38 : tensor<1x128x1xf32>
    %424 = stablehlo.rsqrt %423 : tensor<1x128x1xf32>
    %425 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %426 = stablehlo.subtract %408, %425 : tensor<1x128x768xf32>
    %427 = stablehlo.broadcast_in_dim %424, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %428 = stablehlo.multiply %426, %427 : tensor<1x128x768xf32>
    %429 = stablehlo.convert %arg34 : (tensor<768xbf16>) -> tensor<768xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %431 = stablehlo.multiply %428, %430 : tensor<1x128x768xf32>
    %432 = stablehlo.convert %arg35 : (tensor<768xbf16>) -> tensor<768xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %434 = stablehlo.add %431, %433 : tensor<1x128x768xf32>
    %435 = stablehlo.convert %434 : (tensor<1x128x768xf32>) -> tensor<1x128x768xbf16>
    %436 = stablehlo.reshape %435 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %437 = stablehlo.transpose %arg36, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %438 = stablehlo.convert %arg37 : (tensor<768xbf16>) -> tensor<768xf32>
    %439 = stablehlo.convert %436 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %440 = stablehlo.convert %437 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %441 = stablehlo.dot_general %439, %440, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %442 = stablehlo.multiply %441, %60 : tensor<128x768xf32>
    %443 = stablehlo.broadcast_in_dim %438, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %444 = stablehlo.multiply %443, %60 : tensor<128x768xf32>
    %445 = stablehlo.add %442, %444 : tensor<128x768xf32>
    %446 = stablehlo.convert %445 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %447 = stablehlo.reshape %446 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %448 = stablehlo.reshape %447 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %449 = stablehlo.transpose %448, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %450 = stablehlo.transpose %arg38, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %451 = stablehlo.convert %arg39 : (tensor<768xbf16>) -> tensor<768xf32>
    %452 = stablehlo.convert %450 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %453 = stablehlo.dot_general %439, %452, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %454 = stablehlo.multiply %453, %60 : tensor<128x768xf32>
    %455 = stablehlo.broadcast_in_dim %451, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %456 = stablehlo.multiply %455, %60 : tensor<128x768xf32>
    %457 = stablehlo.add %454, %456 : tensor<128x768xf32>
    %458 = stablehlo.convert %457 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %459 = stablehlo.reshape %458 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %460 = stablehlo.reshape %459 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %461 = stablehlo.transpose %460, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %462 = stablehlo.transpose %arg40, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %463 = stablehlo.convert %arg41 : (tensor<768xbf16>) -> tensor<768xf32>
    %464 = stablehlo.convert %462 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %465 = stablehlo.dot_general %439, %464, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %466 = stablehlo.multiply %465, %60 : tensor<128x768xf32>
    %467 = stablehlo.broadcast_in_dim %463, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %468 = stablehlo.multiply %467, %60 : tensor<128x768xf32>
    %469 = stablehlo.add %466, %468 : tensor<128x768xf32>
    %470 = stablehlo.convert %469 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %471 = stablehlo.reshape %470 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %472 = stablehlo.reshape %471 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %473 = stablehlo.transpose %472, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %474 = stablehlo.divide %449, %95 : tensor<1x12x128x64xbf16>
    %475 = stablehlo.transpose %461, dims = [0, 1, 3, 2] : (tensor<1x12x128x64xbf16>) -> tensor<1x12x64x128xbf16>
    %476 = stablehlo.reshape %474 : (tensor<1x12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %477 = stablehlo.reshape %475 : (tensor<1x12x64x128xbf16>) -> tensor<12x64x128xbf16>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2] : (tensor<12x64x128xbf16>) -> tensor<12x64x128xbf16>
    %479 = stablehlo.dot_general %476, %478, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<12x128x64xbf16>, tensor<12x64x128xbf16>) -> tensor<12x128x128xbf16>
    %480 = stablehlo.reshape %479 : (tensor<12x128x128xbf16>) -> tensor<1x12x128x128xbf16>
    %481 = stablehlo.convert %480 : (tensor<1x12x128x128xbf16>) -> tensor<1x12x128x128xf32>
    %482 = stablehlo.reduce(%481 init: %cst_2) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %483 = stablehlo.reshape %482 : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %485 = stablehlo.subtract %481, %484 : tensor<1x12x128x128xf32>
    %486 = stablehlo.exponential %485 : tensor<1x12x128x128xf32>
    %487 = stablehlo.reduce(%486 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %488 = stablehlo.reshape %487 : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %489 = stablehlo.broadcast_in_dim %488, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %490 = stablehlo.divide %486, %489 : tensor<1x12x128x128xf32>
    %491 = stablehlo.convert %490 : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xbf16>
    %492 = stablehlo.reshape %491 : (tensor<1x12x128x128xbf16>) -> tensor<12x128x128xbf16>
    %493 = stablehlo.reshape %473 : (tensor<1x12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2] : (tensor<12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %495 = stablehlo.dot_general %492, %494, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<12x128x128xbf16>, tensor<12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %496 = stablehlo.reshape %495 : (tensor<12x128x64xbf16>) -> tensor<1x12x128x64xbf16>
    %497 = stablehlo.transpose %496, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xbf16>) -> tensor<1x128x12x64xbf16>
    %498 = stablehlo.reshape %497 : (tensor<1x128x12x64xbf16>) -> tensor<1x128x768xbf16>
    %499 = stablehlo.reshape %498 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %500 = stablehlo.transpose %arg42, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %501 = stablehlo.convert %arg43 : (tensor<768xbf16>) -> tensor<768xf32>
    %502 = stablehlo.convert %499 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %503 = stablehlo.convert %500 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %504 = stablehlo.dot_general %502, %503, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %505 = stablehlo.multiply %504, %60 : tensor<128x768xf32>
    %506 = stablehlo.broadcast_in_dim %501, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %507 = stablehlo.multiply %506, %60 : tensor<128x768xf32>
    %508 = stablehlo.add %505, %507 : tensor<128x768xf32>
    %509 = stablehlo.convert %508 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %510 = stablehlo.reshape %509 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %511 = stablehlo.add %435, %510 : tensor<1x128x768xbf16>
    %512 = stablehlo.convert %511 : (tensor<1x128x768xbf16>) -> tensor<1x128x768xf32>
    %513 = stablehlo.convert %512 : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %514 = stablehlo.reduce(%513 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %515 = stablehlo.reshape %514 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %516 = stablehlo.divide %515, %21 : tensor<1x128x1xf64>
    %517 = stablehlo.broadcast_in_dim %516, dims = [0, 1, 2] : (tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %518 = stablehlo.subtract %513, %517 : tensor<1x128x768xf64>
    %519 = stablehlo.multiply %518, %518 : tensor<1x128x768xf64>
    %520 = stablehlo.reduce(%519 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %521 = stablehlo.reshape %520 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %522 = stablehlo.divide %521, %21 : tensor<1x128x1xf64>
    %523 = stablehlo.convert %522 : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %524 = stablehlo.reduce(%512 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %525 = stablehlo.reshape %524 : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %526 = stablehlo.divide %525, %34 : tensor<1x128x1xf32>
    %527 = stablehlo.add %523, %38 : tensor<1x128x1xf32>
    %528 = stablehlo.rsqrt %527 : tensor<1x128x1xf32>
    %529 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %530 = stablehlo.subtract %512, %529 : tensor<1x128x768xf32>
    %531 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %532 = stablehlo.multiply %530, %531 : tensor<1x128x768xf32>
    %533 = stablehlo.convert %arg44 : (tensor<768xbf16>) -> tensor<768xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %535 = stablehlo.multiply %532, %534 : tensor<1x128x768xf32>
    %536 = stablehlo.convert %arg45 : (tensor<768xbf16>) -> tensor<768xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %538 = stablehlo.add %535, %537 : tensor<1x128x768xf32>
    %539 = stablehlo.convert %538 : (tensor<1x128x768xf32>) -> tensor<1x128x768xbf16>
    %540 = stablehlo.reshape %539 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %541 = stablehlo.transpose %arg46, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %542 = stablehlo.convert %arg47 : (tensor<3072xbf16>) -> tensor<3072xf32>
    %543 = stablehlo.convert %540 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %544 = stablehlo.convert %541 : (tensor<768x3072xbf16>) -> tensor<768x3072xf32>
    %545 = stablehlo.dot_general %543, %544, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x3072xf32>) -> tensor<128x3072xf32>
    %546 = stablehlo.multiply %545, %168 : tensor<128x3072xf32>
    %547 = stablehlo.broadcast_in_dim %542, dims = [1] : (tensor<3072xf32>) -> tensor<128x3072xf32>
    %548 = stablehlo.multiply %547, %168 : tensor<128x3072xf32>
    %549 = stablehlo.add %546, %548 : tensor<128x3072xf32>
    %550 = stablehlo.convert %549 : (tensor<128x3072xf32>) -> tensor<128x3072xbf16>
    %551 = stablehlo.reshape %550 : (tensor<128x3072xbf16>) -> tensor<1x128x3072xbf16>
    %552 = stablehlo.multiply %551, %cst_5 : tensor<1x128x3072xbf16>
    %553 = stablehlo.multiply %551, %176 : tensor<1x128x3072xbf16>
    %554 = stablehlo.convert %553 : (tensor<1x128x3072xbf16>) -> tensor<1x128x3072xf32>
    %555 = stablehlo.clamp %cst_6, %554, %cst_7 : tensor<1x128x3072xf32>
    %556 = stablehlo.multiply %555, %555 : tensor<1x128x3072xf32>
    %557 = stablehlo.multiply %cst_8, %556 : tensor<1x128x3072xf32>
    %558 = stablehlo.add %557, %cst_9 : tensor<1x128x3072xf32>
    %559 = stablehlo.multiply %558, %556 : tensor<1x128x3072xf32>
    %560 = stablehlo.add %559, %cst_10 : tensor<1x128x3072xf32>
    %561 = stablehlo.multiply %560, %556 : tensor<1x128x3072xf32>
    %562 = stablehlo.add %561, %cst_11 : tensor<1x128x3072xf32>
    %563 = stablehlo.multiply %562, %556 : tensor<1x128x3072xf32>
    %564 = stablehlo.add %563, %cst_12 : tensor<1x128x3072xf32>
    %565 = stablehlo.multiply %564, %556 : tensor<1x128x3072xf32>
    %566 = stablehlo.add %565, %cst_13 : tensor<1x128x3072xf32>
    %567 = stablehlo.multiply %566, %556 : tensor<1x128x3072xf32>
    %568 = stablehlo.add %567, %cst_14 : tensor<1x128x3072xf32>
    %569 = stablehlo.multiply %cst_15, %556 : tensor<1x128x3072xf32>
    %570 = stablehlo.add %569, %cst_16 : tensor<1x128x3072xf32>
    %571 = stablehlo.multiply %570, %556 : tensor<1x128x3072xf32>
    %572 = stablehlo.add %571, %cst_17 : tensor<1x128x3072xf32>
    %573 = stablehlo.multiply %572, %556 : tensor<1x128x3072xf32>
    %574 = stablehlo.add %573, %cst_18 : tensor<1x128x3072xf32>
    %575 = stablehlo.multiply %574, %556 : tensor<1x128x3072xf32>
    %576 = stablehlo.add %575, %cst_19 : tensor<1x128x3072xf32>
    %577 = stablehlo.multiply %555, %568 : tensor<1x128x3072xf32>
    %578 = stablehlo.divide %577, %576 : tensor<1x128x3072xf32>
    %579 = stablehlo.clamp %cst_20, %578, %cst_21 : tensor<1x128x3072xf32>
    %580 = stablehlo.convert %579 : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xbf16>
    %581 = stablehlo.add %580, %cst_3 : tensor<1x128x3072xbf16>
    %582 = stablehlo.multiply %581, %552 : tensor<1x128x3072xbf16>
    %583 = stablehlo.reshape %582 : (tensor<1x128x3072xbf16>) -> tensor<128x3072xbf16>
    %584 = stablehlo.transpose %arg48, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %585 = stablehlo.convert %arg49 : (tensor<768xbf16>) -> tensor<768xf32>
    %586 = stablehlo.convert %583 : (tensor<128x3072xbf16>) -> tensor<128x3072xf32>
    %587 = stablehlo.convert %584 : (tensor<3072x768xbf16>) -> tensor<3072x768xf32>
    %588 = stablehlo.dot_general %586, %587, contracting_dims = [1] x [0] : (tensor<128x3072xf32>, tensor<3072x768xf32>) -> tensor<128x768xf32>
    %589 = stablehlo.multiply %588, %60 : tensor<128x768xf32>
    %590 = stablehlo.broadcast_in_dim %585, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %591 = stablehlo.multiply %590, %60 : tensor<128x768xf32>
    %592 = stablehlo.add %589, %591 : tensor<128x768xf32>
    %593 = stablehlo.convert %592 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %594 = stablehlo.reshape %593 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %595 = stablehlo.add %539, %594 : tensor<1x128x768xbf16>
    %596 = stablehlo.convert %595 : (tensor<1x128x768xbf16>) -> tensor<1x128x768xf32>
    %597 = stablehlo.convert %596 : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %598 = stablehlo.reduce(%597 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %599 = stablehlo.reshape %598 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %600 = stablehlo.divide %599, %21 : tensor<1x128x1xf64>
    %601 = stablehlo.broadcast_in_dim %600, dims = [0, 1, 2] : (tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %602 = stablehlo.subtract %597, %601 : tensor<1x128x768xf64>
    %603 = stablehlo.multiply %602, %602 : tensor<1x128x768xf64>
    %604 = stablehlo.reduce(%603 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %605 = stablehlo.reshape %604 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %606 = stablehlo.divide %605, %21 : tensor<1x128x1xf64>
    %607 = stablehlo.convert %606 : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %608 = stablehlo.reduce(%596 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %609 = stablehlo.reshape %608 : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %610 = stablehlo.divide %609, %34 : tensor<1x128x1xf32>
    %611 = stablehlo.add %607, %38 : tensor<1x128x1xf32>
    %612 = stablehlo.rsqrt %611 : tensor<1x128x1xf32>
    %613 = stablehlo.broadcast_in_dim %610, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %614 = stablehlo.subtract %596, %613 : tensor<1x128x768xf32>
    %615 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %616 = stablehlo.multiply %614, %615 : tensor<1x128x768xf32>
    %617 = stablehlo.convert %arg50 : (tensor<768xbf16>) -> tensor<768xf32>
    %618 = stablehlo.broadcast_in_dim %617, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %619 = stablehlo.multiply %616, %618 : tensor<1x128x768xf32>
    %620 = stablehlo.convert %arg51 : (tensor<768xbf16>) -> tensor<768xf32>
    %621 = stablehlo.broadcast_in_dim %620, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %622 = stablehlo.add %619, %621 : tensor<1x128x768xf32>
    %623 = stablehlo.convert %622 : (tensor<1x128x768xf32>) -> tensor<1x128x768xbf16>
    %624 = stablehlo.reshape %623 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %625 = stablehlo.transpose %arg52, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %626 = stablehlo.convert %arg53 : (tensor<768xbf16>) -> tensor<768xf32>
    %627 = stablehlo.convert %624 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %628 = stablehlo.convert %625 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %629 = stablehlo.dot_general %627, %628, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %630 = stablehlo.multiply %629, %60 : tensor<128x768xf32>
    %631 = stablehlo.broadcast_in_dim %626, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %632 = stablehlo.multiply %631, %60 : tensor<128x768xf32>
    %633 = stablehlo.add %630, %632 : tensor<128x768xf32>
    %634 = stablehlo.convert %633 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %635 = stablehlo.reshape %634 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %636 = stablehlo.reshape %635 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %637 = stablehlo.transpose %636, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %638 = stablehlo.transpose %arg54, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %639 = stablehlo.convert %arg55 : (tensor<768xbf16>) -> tensor<768xf32>
    %640 = stablehlo.convert %638 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %641 = stablehlo.dot_general %627, %640, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %642 = stablehlo.multiply %641, %60 : tensor<128x768xf32>
    %643 = stablehlo.broadcast_in_dim %639, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %644 = stablehlo.multiply %643, %60 : tensor<128x768xf32>
    %645 = stablehlo.add %642, %644 : tensor<128x768xf32>
    %646 = stablehlo.convert %645 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %647 = stablehlo.reshape %646 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %648 = stablehlo.reshape %647 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %649 = stablehlo.transpose %648, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %650 = stablehlo.transpose %arg56, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %651 = stablehlo.convert %arg57 : (tensor<768xbf16>) -> tensor<768xf32>
    %652 = stablehlo.convert %650 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %653 = stablehlo.dot_general %627, %652, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %654 = stablehlo.multiply %653, %60 : tensor<128x768xf32>
    %655 = stablehlo.broadcast_in_dim %651, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %656 = stablehlo.multiply %655, %60 : tensor<128x768xf32>
    %657 = stablehlo.add %654, %656 : tensor<128x768xf32>
    %658 = stablehlo.convert %657 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %659 = stablehlo.reshape %658 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %660 = stablehlo.reshape %659 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %661 = stablehlo.transpose %660, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %662 = stablehlo.divide %637, %95 : tensor<1x12x128x64xbf16>
    %663 = stablehlo.transpose %649, dims = [0, 1, 3, 2] : (tensor<1x12x128x64xbf16>) -> tensor<1x12x64x128xbf16>
    %664 = stablehlo.reshape %662 : (tensor<1x12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %665 = stablehlo.reshape %663 : (tensor<1x12x64x128xbf16>) -> tensor<12x64x128xbf16>
    %666 = stablehlo.broadcast_in_dim %665, dims = [0, 1, 2] : (tensor<12x64x128xbf16>) -> tensor<12x64x128xbf16>
    %667 = stablehlo.dot_general %664, %666, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<12x128x64xbf16>, tensor<12x64x128xbf16>) -> tensor<12x128x128xbf16>
    %668 = stablehlo.reshape %667 : (tensor<12x128x128xbf16>) -> tensor<1x12x128x128xbf16>
    %669 = stablehlo.convert %668 : (tensor<1x12x128x128xbf16>) -> tensor<1x12x128x128xf32>
    %670 = stablehlo.reduce(%669 init: %cst_2) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %671 = stablehlo.reshape %670 : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %672 = stablehlo.broadcast_in_dim %671, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %673 = stablehlo.subtract %669, %672 : tensor<1x12x128x128xf32>
    %674 = stablehlo.exponential %673 : tensor<1x12x128x128xf32>
    %675 = stablehlo.reduce(%674 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %676 = stablehlo.reshape %675 : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %677 = stablehlo.broadcast_in_dim %676, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %678 = stablehlo.divide %674, %677 : tensor<1x12x128x128xf32>
    %679 = stablehlo.convert %678 : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xbf16>
    %680 = stablehlo.reshape %679 : (tensor<1x12x128x128xbf16>) -> tensor<12x128x128xbf16>
    %681 = stablehlo.reshape %661 : (tensor<1x12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %682 = stablehlo.broadcast_in_dim %681, dims = [0, 1, 2] : (tensor<12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %683 = stablehlo.dot_general %680, %682, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<12x128x128xbf16>, tensor<12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %684 = stablehlo.reshape %683 : (tensor<12x128x64xbf16>) -> tensor<1x12x128x64xbf16>
    %685 = stablehlo.transpose %684, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xbf16>) -> tensor<1x128x12x64xbf16>
    %686 = stablehlo.reshape %685 : (tensor<1x128x12x64xbf16>) -> tensor<1x128x768xbf16>
    %687 = stablehlo.reshape %686 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %688 = stablehlo.transpose %arg58, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %689 = stablehlo.convert %arg59 : (tensor<768xbf16>) -> tensor<768xf32>
    %690 = stablehlo.convert %687 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %691 = stablehlo.convert %688 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %692 = stablehlo.dot_general %690, %691, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %693 = stablehlo.multiply %692, %60 : tensor<128x768xf32>
    %694 = stablehlo.broadcast_in_dim %689, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %695 = stablehlo.multiply %694, %60 : tensor<128x768xf32>
    %696 = stablehlo.add %693, %695 : tensor<128x768xf32>
    %697 = stablehlo.convert %696 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %698 = stablehlo.reshape %697 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %699 = stablehlo.add %623, %698 : tensor<1x128x768xbf16>
    %700 = stablehlo.convert %699 : (tensor<1x128x768xbf16>) -> tensor<1x128x768xf32>
    %701 = stablehlo.convert %700 : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %702 = stablehlo.reduce(%701 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %703 = stablehlo.reshape %702 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %704 = stablehlo.divide %703, %21 : tensor<1x128x1xf64>
    %705 = stablehlo.broadcast_in_dim %704, dims = [0, 1, 2] : (tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %706 = stablehlo.subtract %701, %705 : tensor<1x128x768xf64>
    %707 = stablehlo.multiply %706, %706 : tensor<1x128x768xf64>
    %708 = stablehlo.reduce(%707 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %709 = stablehlo.reshape %708 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %710 = stablehlo.divide %709, %21 : tensor<1x128x1xf64>
    %711 = stablehlo.convert %710 : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %712 = stablehlo.reduce(%700 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %713 = stablehlo.reshape %712 : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %714 = stablehlo.divide %713, %34 : tensor<1x128x1xf32>
    %715 = stablehlo.add %711, %38 : tensor<1x128x1xf32>
    %716 = stablehlo.rsqrt %715 : tensor<1x128x1xf32>
    %717 = stablehlo.broadcast_in_dim %714, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %718 = stablehlo.subtract %700, %717 : tensor<1x128x768xf32>
    %719 = stablehlo.broadcast_in_dim %716, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %720 = stablehlo.multiply %718, %719 : tensor<1x128x768xf32>
    %721 = stablehlo.convert %arg60 : (tensor<768xbf16>) -> tensor<768xf32>
    %722 = stablehlo.broadcast_in_dim %721, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %723 = stablehlo.multiply %720, %722 : tensor<1x128x768xf32>
    %724 = stablehlo.convert %arg61 : (tensor<768xbf16>) -> tensor<768xf32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %726 = stablehlo.add %723, %725 : tensor<1x128x768xf32>
    %727 = stablehlo.convert %726 : (tensor<1x128x768xf32>) -> tensor<1x128x768xbf16>
    %728 = stablehlo.reshape %727 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %729 = stablehlo.transpose %arg62, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %730 = stablehlo.convert %arg63 : (tensor<3072xbf16>) -> tensor<3072xf32>
    %731 = stablehlo.convert %728 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %732 = stablehlo.convert %729 : (tensor<768x3072xbf16>) -> tensor<768x3072xf32>
    %733 = stablehlo.dot_general %731, %732, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x3072xf32>) -> tensor<128x3072xf32>
    %734 = stablehlo.multiply %733, %168 : tensor<128x3072xf32>
    %735 = stablehlo.broadcast_in_dim %730, dims = [1] : (tensor<3072xf32>) -> tensor<128x3072xf32>
    %736 = stablehlo.multiply %735, %168 : tensor<128x3072xf32>
    %737 = stablehlo.add %734, %736 : tensor<128x3072xf32>
    %738 = stablehlo.convert %737 : (tensor<128x3072xf32>) -> tensor<128x3072xbf16>
    %739 = stablehlo.reshape %738 : (tensor<128x3072xbf16>) -> tensor<1x128x3072xbf16>
    %740 = stablehlo.multiply %739, %cst_5 : tensor<1x128x3072xbf16>
    %741 = stablehlo.multiply %739, %176 : tensor<1x128x3072xbf16>
    %742 = stablehlo.convert %741 : (tensor<1x128x3072xbf16>) -> tensor<1x128x3072xf32>
    %743 = stablehlo.clamp %cst_6, %742, %cst_7 : tensor<1x128x3072xf32>
    %744 = stablehlo.multiply %743, %743 : tensor<1x128x3072xf32>
    %745 = stablehlo.multiply %cst_8, %744 : tensor<1x128x3072xf32>
    %746 = stablehlo.add %745, %cst_9 : tensor<1x128x3072xf32>
    %747 = stablehlo.multiply %746, %744 : tensor<1x128x3072xf32>
    %748 = stablehlo.add %747, %cst_10 : tensor<1x128x3072xf32>
    %749 = stablehlo.multiply %748, %744 : tensor<1x128x3072xf32>
    %750 = stablehlo.add %749, %cst_11 : tensor<1x128x3072xf32>
    %751 = stablehlo.multiply %750, %744 : tensor<1x128x3072xf32>
    %752 = stablehlo.add %751, %cst_12 : tensor<1x128x3072xf32>
    %753 = stablehlo.multiply %752, %744 : tensor<1x128x3072xf32>
    %754 = stablehlo.add %753, %cst_13 : tensor<1x128x3072xf32>
    %755 = stablehlo.multiply %754, %744 : tensor<1x128x3072xf32>
    %756 = stablehlo.add %755, %cst_14 : tensor<1x128x3072xf32>
    %757 = stablehlo.multiply %cst_15, %744 : tensor<1x128x3072xf32>
    %758 = stablehlo.add %757, %cst_16 : tensor<1x128x3072xf32>
    %759 = stablehlo.multiply %758, %744 : tensor<1x128x3072xf32>
    %760 = stablehlo.add %759, %cst_17 : tensor<1x128x3072xf32>
    %761 = stablehlo.multiply %760, %744 : tensor<1x128x3072xf32>
    %762 = stablehlo.add %761, %cst_18 : tensor<1x128x3072xf32>
    %763 = stablehlo.multiply %762, %744 : tensor<1x128x3072xf32>
    %764 = stablehlo.add %763, %cst_19 : tensor<1x128x3072xf32>
    %765 = stablehlo.multiply %743, %756 : tensor<1x128x3072xf32>
    %766 = stablehlo.divide %765, %764 : tensor<1x128x3072xf32>
    %767 = stablehlo.clamp %cst_20, %766, %cst_21 : tensor<1x128x3072xf32>
    %768 = stablehlo.convert %767 : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xbf16>
    %769 = stablehlo.add %768, %cst_3 : tensor<1x128x3072xbf16>
    %770 = stablehlo.multiply %769, %740 : tensor<1x128x3072xbf16>
    %771 = stablehlo.reshape %770 : (tensor<1x128x3072xbf16>) -> tensor<128x3072xbf16>
    %772 = stablehlo.transpose %arg64, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %773 = stablehlo.convert %arg65 : (tensor<768xbf16>) -> tensor<768xf32>
    %774 = stablehlo.convert %771 : (tensor<128x3072xbf16>) -> tensor<128x3072xf32>
    %775 = stablehlo.convert %772 : (tensor<3072x768xbf16>) -> tensor<3072x768xf32>
    %776 = stablehlo.dot_general %774, %775, contracting_dims = [1] x [0] : (tensor<128x3072xf32>, tensor<3072x768xf32>) -> tensor<128x768xf32>
    %777 = stablehlo.multiply %776, %60 : tensor<128x768xf32>
    %778 = stablehlo.broadcast_in_dim %773, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %779 = stablehlo.multiply %778, %60 : tensor<128x768xf32>
    %780 = stablehlo.add %777, %779 : tensor<128x768xf32>
    %781 = stablehlo.convert %780 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %782 = stablehlo.reshape %781 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %783 = stablehlo.add %727, %782 : tensor<1x128x768xbf16>
    %784 = stablehlo.convert %783 : (tensor<1x128x768xbf16>) -> tensor<1x128x768xf32>
    %785 = stablehlo.convert %784 : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %786 = stablehlo.reduce(%785 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %787 = stablehlo.reshape %786 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %788 = stablehlo.divide %787, %21 : tensor<1x128x1xf64>
    %789 = stablehlo.broadcast_in_dim %788, dims = [0, 1, 2] : (tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %790 = stablehlo.subtract %785, %789 : tensor<1x128x768xf64>
    %791 = stablehlo.multiply %790, %790 : tensor<1x128x768xf64>
    %792 = stablehlo.reduce(%791 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %793 = stablehlo.reshape %792 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %794 = stablehlo.divide %793, %21 : tensor<1x128x1xf64>
    %795 = stablehlo.convert %794 : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %796 = stablehlo.reduce(%784 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %797 = stablehlo.reshape %796 : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %798 = stablehlo.divide %797, %34 : tensor<1x128x1xf32>
    %799 = stablehlo.add %795, %38 : tensor<1x128x1xf32>
    %800 = stablehlo.rsqrt %799 : tensor<1x128x1xf32>
    %801 = stablehlo.broadcast_in_dim %798, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %802 = stablehlo.subtract %784, %801 : tensor<1x128x768xf32>
    %803 = stablehlo.broadcast_in_dim %800, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %804 = stablehlo.multiply %802, %803 : tensor<1x128x768xf32>
    %805 = stablehlo.convert %arg66 : (tensor<768xbf16>) -> tensor<768xf32>
    %806 = stablehlo.broadcast_in_dim %805, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %807 = stablehlo.multiply %804, %806 : tensor<1x128x768xf32>
    %808 = stablehlo.convert %arg67 : (tensor<768xbf16>) -> tensor<768xf32>
    %809 = stablehlo.broadcast_in_dim %808, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %810 = stablehlo.add %807, %809 : tensor<1x128x768xf32>
    %811 = stablehlo.convert %810 : (tensor<1x128x768xf32>) -> tensor<1x128x768xbf16>
    %812 = stablehlo.reshape %811 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %813 = stablehlo.transpose %arg68, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %814 = stablehlo.convert %arg69 : (tensor<768xbf16>) -> tensor<768xf32>
    %815 = stablehlo.convert %812 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %816 = stablehlo.convert %813 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %817 = stablehlo.dot_general %815, %816, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %818 = stablehlo.multiply %817, %60 : tensor<128x768xf32>
    %819 = stablehlo.broadcast_in_dim %814, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %820 = stablehlo.multiply %819, %60 : tensor<128x768xf32>
    %821 = stablehlo.add %818, %820 : tensor<128x768xf32>
    %822 = stablehlo.convert %821 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %823 = stablehlo.reshape %822 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %824 = stablehlo.reshape %823 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %825 = stablehlo.transpose %824, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %826 = stablehlo.transpose %arg70, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %827 = stablehlo.convert %arg71 : (tensor<768xbf16>) -> tensor<768xf32>
    %828 = stablehlo.convert %826 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %829 = stablehlo.dot_general %815, %828, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %830 = stablehlo.multiply %829, %60 : tensor<128x768xf32>
    %831 = stablehlo.broadcast_in_dim %827, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %832 = stablehlo.multiply %831, %60 : tensor<128x768xf32>
    %833 = stablehlo.add %830, %832 : tensor<128x768xf32>
    %834 = stablehlo.convert %833 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %835 = stablehlo.reshape %834 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %836 = stablehlo.reshape %835 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %837 = stablehlo.transpose %836, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %838 = stablehlo.transpose %arg72, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %839 = stablehlo.convert %arg73 : (tensor<768xbf16>) -> tensor<768xf32>
    %840 = stablehlo.convert %838 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %841 = stablehlo.dot_general %815, %840, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %842 = stablehlo.multiply %841, %60 : tensor<128x768xf32>
    %843 = stablehlo.broadcast_in_dim %839, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %844 = stablehlo.multiply %843, %60 : tensor<128x768xf32>
    %845 = stablehlo.add %842, %844 : tensor<128x768xf32>
    %846 = stablehlo.convert %845 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %847 = stablehlo.reshape %846 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %848 = stablehlo.reshape %847 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %849 = stablehlo.transpose %848, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %850 = stablehlo.divide %825, %95 : tensor<1x12x128x64xbf16>
    %851 = stablehlo.transpose %837, dims = [0, 1, 3, 2] : (tensor<1x12x128x64xbf16>) -> tensor<1x12x64x128xbf16>
    %852 = stablehlo.reshape %850 : (tensor<1x12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %853 = stablehlo.reshape %851 : (tensor<1x12x64x128xbf16>) -> tensor<12x64x128xbf16>
    %854 = stablehlo.broadcast_in_dim %853, dims = [0, 1, 2] : (tensor<12x64x128xbf16>) -> tensor<12x64x128xbf16>
    %855 = stablehlo.dot_general %852, %854, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<12x128x64xbf16>, tensor<12x64x128xbf16>) -> tensor<12x128x128xbf16>
    %856 = stablehlo.reshape %855 : (tensor<12x128x128xbf16>) -> tensor<1x12x128x128xbf16>
    %857 = stablehlo.convert %856 : (tensor<1x12x128x128xbf16>) -> tensor<1x12x128x128xf32>
    %858 = stablehlo.reduce(%857 init: %cst_2) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %859 = stablehlo.reshape %858 : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %860 = stablehlo.broadcast_in_dim %859, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %861 = stablehlo.subtract %857, %860 : tensor<1x12x128x128xf32>
    %862 = stablehlo.exponential %861 : tensor<1x12x128x128xf32>
    %863 = stablehlo.reduce(%862 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %864 = stablehlo.reshape %863 : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %865 = stablehlo.broadcast_in_dim %864, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %866 = stablehlo.divide %862, %865 : tensor<1x12x128x128xf32>
    %867 = stablehlo.convert %866 : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xbf16>
    %868 = stablehlo.reshape %867 : (tensor<1x12x128x128xbf16>) -> tensor<12x128x128xbf16>
    %869 = stablehlo.reshape %849 : (tensor<1x12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %870 = stablehlo.broadcast_in_dim %869, dims = [0, 1, 2] : (tensor<12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %871 = stablehlo.dot_general %868, %870, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<12x128x128xbf16>, tensor<12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %872 = stablehlo.reshape %871 : (tensor<12x128x64xbf16>) -> tensor<1x12x128x64xbf16>
    %873 = stablehlo.transpose %872, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xbf16>) -> tensor<1x128x12x64xbf16>
    %874 = stablehlo.reshape %873 : (tensor<1x128x12x64xbf16>) -> tensor<1x128x768xbf16>
    %875 = stablehlo.reshape %874 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %876 = stablehlo.transpose %arg74, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %877 = stablehlo.convert %arg75 : (tensor<768xbf16>) -> tensor<768xf32>
    %878 = stablehlo.convert %875 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %879 = stablehlo.convert %876 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %880 = stablehlo.dot_general %878, %879, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %881 = stablehlo.multiply %880, %60 : tensor<128x768xf32>
    %882 = stablehlo.broadcast_in_dim %877, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %883 = stablehlo.multiply %882, %60 : tensor<128x768xf32>
    %884 = stablehlo.add %881, %883 : tensor<128x768xf32>
    %885 = stablehlo.convert %884 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %886 = stablehlo.reshape %885 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %887 = stablehlo.add %811, %886 : tensor<1x128x768xbf16>
    %888 = stablehlo.convert %887 : (tensor<1x128x768xbf16>) -> tensor<1x128x768xf32>
    %889 = stablehlo.convert %888 : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %890 = stablehlo.reduce(%889 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %891 = stablehlo.reshape %890 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %892 = stablehlo.divide %891, %21 : tensor<1x128x1xf64>
    %893 = stablehlo.broadcast_in_dim %892, dims = [0, 1, 2] : (tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %894 = stablehlo.subtract %889, %893 : tensor<1x128x768xf64>
    %895 = stablehlo.multiply %894, %894 : tensor<1x128x768xf64>
    %896 = stablehlo.reduce(%895 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %897 = stablehlo.reshape %896 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %898 = stablehlo.divide %897, %21 : tensor<1x128x1xf64>
    %899 = stablehlo.convert %898 : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %900 = stablehlo.reduce(%888 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %901 = stablehlo.reshape %900 : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %902 = stablehlo.divide %901, %34 : tensor<1x128x1xf32>
    %903 = stablehlo.add %899, %38 : tensor<1x128x1xf32>
    %904 = stablehlo.rsqrt %903 : tensor<1x128x1xf32>
    %905 = stablehlo.broadcast_in_dim %902, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %906 = stablehlo.subtract %888, %905 : tensor<1x128x768xf32>
    %907 = stablehlo.broadcast_in_dim %904, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %908 = stablehlo.multiply %906, %907 : tensor<1x128x768xf32>
    %909 = stablehlo.convert %arg76 : (tensor<768xbf16>) -> tensor<768xf32>
    %910 = stablehlo.broadcast_in_dim %909, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %911 = stablehlo.multiply %908, %910 : tensor<1x128x768xf32>
    %912 = stablehlo.convert %arg77 : (tensor<768xbf16>) -> tensor<768xf32>
    %913 = stablehlo.broadcast_in_dim %912, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %914 = stablehlo.add %911, %913 : tensor<1x128x768xf32>
    %915 = stablehlo.convert %914 : (tensor<1x128x768xf32>) -> tensor<1x128x768xbf16>
    %916 = stablehlo.reshape %915 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %917 = stablehlo.transpose %arg78, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %918 = stablehlo.convert %arg79 : (tensor<3072xbf16>) -> tensor<3072xf32>
    %919 = stablehlo.convert %916 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %920 = stablehlo.convert %917 : (tensor<768x3072xbf16>) -> tensor<768x3072xf32>
    %921 = stablehlo.dot_general %919, %920, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x3072xf32>) -> tensor<128x3072xf32>
    %922 = stablehlo.multiply %921, %168 : tensor<128x3072xf32>
    %923 = stablehlo.broadcast_in_dim %918, dims = [1] : (tensor<3072xf32>) -> tensor<128x3072xf32>
    %924 = stablehlo.multiply %923, %168 : tensor<128x3072xf32>
    %925 = stablehlo.add %922, %924 : tensor<128x3072xf32>
    %926 = stablehlo.convert %925 : (tensor<128x3072xf32>) -> tensor<128x3072xbf16>
    %927 = stablehlo.reshape %926 : (tensor<128x3072xbf16>) -> tensor<1x128x3072xbf16>
    %928 = stablehlo.multiply %927, %cst_5 : tensor<1x128x3072xbf16>
    %929 = stablehlo.multiply %927, %176 : tensor<1x128x3072xbf16>
    %930 = stablehlo.convert %929 : (tensor<1x128x3072xbf16>) -> tensor<1x128x3072xf32>
    %931 = stablehlo.clamp %cst_6, %930, %cst_7 : tensor<1x128x3072xf32>
    %932 = stablehlo.multiply %931, %931 : tensor<1x128x3072xf32>
    %933 = stablehlo.multiply %cst_8, %932 : tensor<1x128x3072xf32>
    %934 = stablehlo.add %933, %cst_9 : tensor<1x128x3072xf32>
    %935 = stablehlo.multiply %934, %932 : tensor<1x128x3072xf32>
    %936 = stablehlo.add %935, %cst_10 : tensor<1x128x3072xf32>
    %937 = stablehlo.multiply %936, %932 : tensor<1x128x3072xf32>
    %938 = stablehlo.add %937, %cst_11 : tensor<1x128x3072xf32>
    %939 = stablehlo.multiply %938, %932 : tensor<1x128x3072xf32>
    %940 = stablehlo.add %939, %cst_12 : tensor<1x128x3072xf32>
    %941 = stablehlo.multiply %940, %932 : tensor<1x128x3072xf32>
    %942 = stablehlo.add %941, %cst_13 : tensor<1x128x3072xf32>
    %943 = stablehlo.multiply %942, %932 : tensor<1x128x3072xf32>
    %944 = stablehlo.add %943, %cst_14 : tensor<1x128x3072xf32>
    %945 = stablehlo.multiply %cst_15, %932 : tensor<1x128x3072xf32>
    %946 = stablehlo.add %945, %cst_16 : tensor<1x128x3072xf32>
    %947 = stablehlo.multiply %946, %932 : tensor<1x128x3072xf32>
    %948 = stablehlo.add %947, %cst_17 : tensor<1x128x3072xf32>
    %949 = stablehlo.multiply %948, %932 : tensor<1x128x3072xf32>
    %950 = stablehlo.add %949, %cst_18 : tensor<1x128x3072xf32>
    %951 = stablehlo.multiply %950, %932 : tensor<1x128x3072xf32>
    %952 = stablehlo.add %951, %cst_19 : tensor<1x128x3072xf32>
    %953 = stablehlo.multiply %931, %944 : tensor<1x128x3072xf32>
    %954 = stablehlo.divide %953, %952 : tensor<1x128x3072xf32>
    %955 = stablehlo.clamp %cst_20, %954, %cst_21 : tensor<1x128x3072xf32>
    %956 = stablehlo.convert %955 : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xbf16>
    %957 = stablehlo.add %956, %cst_3 : tensor<1x128x3072xbf16>
    %958 = stablehlo.multiply %957, %928 : tensor<1x128x3072xbf16>
    %959 = stablehlo.reshape %958 : (tensor<1x128x3072xbf16>) -> tensor<128x3072xbf16>
    %960 = stablehlo.transpose %arg80, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %961 = stablehlo.convert %arg81 : (tensor<768xbf16>) -> tensor<768xf32>
    %962 = stablehlo.convert %959 : (tensor<128x3072xbf16>) -> tensor<128x3072xf32>
    %963 = stablehlo.convert %960 : (tensor<3072x768xbf16>) -> tensor<3072x768xf32>
    %964 = stablehlo.dot_general %962, %963, contracting_dims = [1] x [0] : (tensor<128x3072xf32>, tensor<3072x768xf32>) -> tensor<128x768xf32>
    %965 = stablehlo.multiply %964, %60 : tensor<128x768xf32>
    %966 = stablehlo.broadcast_in_dim %961, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %967 = stablehlo.multiply %966, %60 : tensor<128x768xf32>
    %968 = stablehlo.add %965, %967 : tensor<128x768xf32>
    %969 = stablehlo.convert %968 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %970 = stablehlo.reshape %969 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %971 = stablehlo.add %915, %970 : tensor<1x128x768xbf16>
    %972 = stablehlo.convert %971 : (tensor<1x128x768xbf16>) -> tensor<1x128x768xf32>
    %973 = stablehlo.convert %972 : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %974 = stablehlo.reduce(%973 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %975 = stablehlo.reshape %974 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %976 = stablehlo.divide %975, %21 : tensor<1x128x1xf64>
    %977 = stablehlo.broadcast_in_dim %976, dims = [0, 1, 2] : (tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %978 = stablehlo.subtract %973, %977 : tensor<1x128x768xf64>
    %979 = stablehlo.multiply %978, %978 : tensor<1x128x768xf64>
    %980 = stablehlo.reduce(%979 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %981 = stablehlo.reshape %980 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %982 = stablehlo.divide %981, %21 : tensor<1x128x1xf64>
    %983 = stablehlo.convert %982 : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %984 = stablehlo.reduce(%972 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %985 = stablehlo.reshape %984 : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %986 = stablehlo.divide %985, %34 : tensor<1x128x1xf32>
    %987 = stablehlo.add %983, %38 : tensor<1x128x1xf32>
    %988 = stablehlo.rsqrt %987 : tensor<1x128x1xf32>
    %989 = stablehlo.broadcast_in_dim %986, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %990 = stablehlo.subtract %972, %989 : tensor<1x128x768xf32>
    %991 = stablehlo.broadcast_in_dim %988, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %992 = stablehlo.multiply %990, %991 : tensor<1x128x768xf32>
    %993 = stablehlo.convert %arg82 : (tensor<768xbf16>) -> tensor<768xf32>
    %994 = stablehlo.broadcast_in_dim %993, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %995 = stablehlo.multiply %992, %994 : tensor<1x128x768xf32>
    %996 = stablehlo.convert %arg83 : (tensor<768xbf16>) -> tensor<768xf32>
    %997 = stablehlo.broadcast_in_dim %996, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %998 = stablehlo.add %995, %997 : tensor<1x128x768xf32>
    %999 = stablehlo.convert %998 : (tensor<1x128x768xf32>) -> tensor<1x128x768xbf16>
    %1000 = stablehlo.reshape %999 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %1001 = stablehlo.transpose %arg84, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %1002 = stablehlo.convert %arg85 : (tensor<768xbf16>) -> tensor<768xf32>
    %1003 = stablehlo.convert %1000 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %1004 = stablehlo.convert %1001 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %1005 = stablehlo.dot_general %1003, %1004, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %1006 = stablehlo.multiply %1005, %60 : tensor<128x768xf32>
    %1007 = stablehlo.broadcast_in_dim %1002, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %1008 = stablehlo.multiply %1007, %60 : tensor<128x768xf32>
    %1009 = stablehlo.add %1006, %1008 : tensor<128x768xf32>
    %1010 = stablehlo.convert %1009 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %1011 = stablehlo.reshape %1010 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %1012 = stablehlo.reshape %1011 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %1013 = stablehlo.transpose %1012, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %1014 = stablehlo.transpose %arg86, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %1015 = stablehlo.convert %arg87 : (tensor<768xbf16>) -> tensor<768xf32>
    %1016 = stablehlo.convert %1014 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %1017 = stablehlo.dot_general %1003, %1016, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %1018 = stablehlo.multiply %1017, %60 : tensor<128x768xf32>
    %1019 = stablehlo.broadcast_in_dim %1015, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %1020 = stablehlo.multiply %1019, %60 : tensor<128x768xf32>
    %1021 = stablehlo.add %1018, %1020 : tensor<128x768xf32>
    %1022 = stablehlo.convert %1021 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %1023 = stablehlo.reshape %1022 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %1024 = stablehlo.reshape %1023 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %1025 = stablehlo.transpose %1024, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %1026 = stablehlo.transpose %arg88, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %1027 = stablehlo.convert %arg89 : (tensor<768xbf16>) -> tensor<768xf32>
    %1028 = stablehlo.convert %1026 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %1029 = stablehlo.dot_general %1003, %1028, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %1030 = stablehlo.multiply %1029, %60 : tensor<128x768xf32>
    %1031 = stablehlo.broadcast_in_dim %1027, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %1032 = stablehlo.multiply %1031, %60 : tensor<128x768xf32>
    %1033 = stablehlo.add %1030, %1032 : tensor<128x768xf32>
    %1034 = stablehlo.convert %1033 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %1035 = stablehlo.reshape %1034 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %1036 = stablehlo.reshape %1035 : (tensor<1x128x768xbf16>) -> tensor<1x128x12x64xbf16>
    %1037 = stablehlo.transpose %1036, dims = [0, 2, 1, 3] : (tensor<1x128x12x64xbf16>) -> tensor<1x12x128x64xbf16>
    %1038 = stablehlo.divide %1013, %95 : tensor<1x12x128x64xbf16>
    %1039 = stablehlo.transpose %1025, dims = [0, 1, 3, 2] : (tensor<1x12x128x64xbf16>) -> tensor<1x12x64x128xbf16>
    %1040 = stablehlo.reshape %1038 : (tensor<1x12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %1041 = stablehlo.reshape %1039 : (tensor<1x12x64x128xbf16>) -> tensor<12x64x128xbf16>
    %1042 = stablehlo.broadcast_in_dim %1041, dims = [0, 1, 2] : (tensor<12x64x128xbf16>) -> tensor<12x64x128xbf16>
    %1043 = stablehlo.dot_general %1040, %1042, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<12x128x64xbf16>, tensor<12x64x128xbf16>) -> tensor<12x128x128xbf16>
    %1044 = stablehlo.reshape %1043 : (tensor<12x128x128xbf16>) -> tensor<1x12x128x128xbf16>
    %1045 = stablehlo.convert %1044 : (tensor<1x12x128x128xbf16>) -> tensor<1x12x128x128xf32>
    %1046 = stablehlo.reduce(%1045 init: %cst_2) applies stablehlo.maximum across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %1047 = stablehlo.reshape %1046 : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %1048 = stablehlo.broadcast_in_dim %1047, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %1049 = stablehlo.subtract %1045, %1048 : tensor<1x12x128x128xf32>
    %1050 = stablehlo.exponential %1049 : tensor<1x12x128x128xf32>
    %1051 = stablehlo.reduce(%1050 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<1x12x128x128xf32>, tensor<f32>) -> tensor<1x12x128xf32>
    %1052 = stablehlo.reshape %1051 : (tensor<1x12x128xf32>) -> tensor<1x12x128x1xf32>
    %1053 = stablehlo.broadcast_in_dim %1052, dims = [0, 1, 2, 3] : (tensor<1x12x128x1xf32>) -> tensor<1x12x128x128xf32>
    %1054 = stablehlo.divide %1050, %1053 : tensor<1x12x128x128xf32>
    %1055 = stablehlo.convert %1054 : (tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xbf16>
    %1056 = stablehlo.reshape %1055 : (tensor<1x12x128x128xbf16>) -> tensor<12x128x128xbf16>
    %1057 = stablehlo.reshape %1037 : (tensor<1x12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %1058 = stablehlo.broadcast_in_dim %1057, dims = [0, 1, 2] : (tensor<12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %1059 = stablehlo.dot_general %1056, %1058, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<12x128x128xbf16>, tensor<12x128x64xbf16>) -> tensor<12x128x64xbf16>
    %1060 = stablehlo.reshape %1059 : (tensor<12x128x64xbf16>) -> tensor<1x12x128x64xbf16>
    %1061 = stablehlo.transpose %1060, dims = [0, 2, 1, 3] : (tensor<1x12x128x64xbf16>) -> tensor<1x128x12x64xbf16>
    %1062 = stablehlo.reshape %1061 : (tensor<1x128x12x64xbf16>) -> tensor<1x128x768xbf16>
    %1063 = stablehlo.reshape %1062 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %1064 = stablehlo.transpose %arg90, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %1065 = stablehlo.convert %arg91 : (tensor<768xbf16>) -> tensor<768xf32>
    %1066 = stablehlo.convert %1063 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %1067 = stablehlo.convert %1064 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %1068 = stablehlo.dot_general %1066, %1067, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x768xf32>) -> tensor<128x768xf32>
    %1069 = stablehlo.multiply %1068, %60 : tensor<128x768xf32>
    %1070 = stablehlo.broadcast_in_dim %1065, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %1071 = stablehlo.multiply %1070, %60 : tensor<128x768xf32>
    %1072 = stablehlo.add %1069, %1071 : tensor<128x768xf32>
    %1073 = stablehlo.convert %1072 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %1074 = stablehlo.reshape %1073 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %1075 = stablehlo.add %999, %1074 : tensor<1x128x768xbf16>
    %1076 = stablehlo.convert %1075 : (tensor<1x128x768xbf16>) -> tensor<1x128x768xf32>
    %1077 = stablehlo.convert %1076 : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %1078 = stablehlo.reduce(%1077 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %1079 = stablehlo.reshape %1078 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %1080 = stablehlo.divide %1079, %21 : tensor<1x128x1xf64>
    %1081 = stablehlo.broadcast_in_dim %1080, dims = [0, 1, 2] : (tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %1082 = stablehlo.subtract %1077, %1081 : tensor<1x128x768xf64>
    %1083 = stablehlo.multiply %1082, %1082 : tensor<1x128x768xf64>
    %1084 = stablehlo.reduce(%1083 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %1085 = stablehlo.reshape %1084 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %1086 = stablehlo.divide %1085, %21 : tensor<1x128x1xf64>
    %1087 = stablehlo.convert %1086 : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %1088 = stablehlo.reduce(%1076 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %1089 = stablehlo.reshape %1088 : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1090 = stablehlo.divide %1089, %34 : tensor<1x128x1xf32>
    %1091 = stablehlo.add %1087, %38 : tensor<1x128x1xf32>
    %1092 = stablehlo.rsqrt %1091 : tensor<1x128x1xf32>
    %1093 = stablehlo.broadcast_in_dim %1090, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1094 = stablehlo.subtract %1076, %1093 : tensor<1x128x768xf32>
    %1095 = stablehlo.broadcast_in_dim %1092, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1096 = stablehlo.multiply %1094, %1095 : tensor<1x128x768xf32>
    %1097 = stablehlo.convert %arg92 : (tensor<768xbf16>) -> tensor<768xf32>
    %1098 = stablehlo.broadcast_in_dim %1097, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %1099 = stablehlo.multiply %1096, %1098 : tensor<1x128x768xf32>
    %1100 = stablehlo.convert %arg93 : (tensor<768xbf16>) -> tensor<768xf32>
    %1101 = stablehlo.broadcast_in_dim %1100, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %1102 = stablehlo.add %1099, %1101 : tensor<1x128x768xf32>
    %1103 = stablehlo.convert %1102 : (tensor<1x128x768xf32>) -> tensor<1x128x768xbf16>
    %1104 = stablehlo.reshape %1103 : (tensor<1x128x768xbf16>) -> tensor<128x768xbf16>
    %1105 = stablehlo.transpose %arg94, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %1106 = stablehlo.convert %arg95 : (tensor<3072xbf16>) -> tensor<3072xf32>
    %1107 = stablehlo.convert %1104 : (tensor<128x768xbf16>) -> tensor<128x768xf32>
    %1108 = stablehlo.convert %1105 : (tensor<768x3072xbf16>) -> tensor<768x3072xf32>
    %1109 = stablehlo.dot_general %1107, %1108, contracting_dims = [1] x [0] : (tensor<128x768xf32>, tensor<768x3072xf32>) -> tensor<128x3072xf32>
    %1110 = stablehlo.multiply %1109, %168 : tensor<128x3072xf32>
    %1111 = stablehlo.broadcast_in_dim %1106, dims = [1] : (tensor<3072xf32>) -> tensor<128x3072xf32>
    %1112 = stablehlo.multiply %1111, %168 : tensor<128x3072xf32>
    %1113 = stablehlo.add %1110, %1112 : tensor<128x3072xf32>
    %1114 = stablehlo.convert %1113 : (tensor<128x3072xf32>) -> tensor<128x3072xbf16>
    %1115 = stablehlo.reshape %1114 : (tensor<128x3072xbf16>) -> tensor<1x128x3072xbf16>
    %1116 = stablehlo.multiply %1115, %cst_5 : tensor<1x128x3072xbf16>
    %1117 = stablehlo.multiply %1115, %176 : tensor<1x128x3072xbf16>
    %1118 = stablehlo.convert %1117 : (tensor<1x128x3072xbf16>) -> tensor<1x128x3072xf32>
    %1119 = stablehlo.clamp %cst_6, %1118, %cst_7 : tensor<1x128x3072xf32>
    %1120 = stablehlo.multiply %1119, %1119 : tensor<1x128x3072xf32>
    %1121 = stablehlo.multiply %cst_8, %1120 : tensor<1x128x3072xf32>
    %1122 = stablehlo.add %1121, %cst_9 : tensor<1x128x3072xf32>
    %1123 = stablehlo.multiply %1122, %1120 : tensor<1x128x3072xf32>
    %1124 = stablehlo.add %1123, %cst_10 : tensor<1x128x3072xf32>
    %1125 = stablehlo.multiply %1124, %1120 : tensor<1x128x3072xf32>
    %1126 = stablehlo.add %1125, %cst_11 : tensor<1x128x3072xf32>
    %1127 = stablehlo.multiply %1126, %1120 : tensor<1x128x3072xf32>
    %1128 = stablehlo.add %1127, %cst_12 : tensor<1x128x3072xf32>
    %1129 = stablehlo.multiply %1128, %1120 : tensor<1x128x3072xf32>
    %1130 = stablehlo.add %1129, %cst_13 : tensor<1x128x3072xf32>
    %1131 = stablehlo.multiply %1130, %1120 : tensor<1x128x3072xf32>
    %1132 = stablehlo.add %1131, %cst_14 : tensor<1x128x3072xf32>
    %1133 = stablehlo.multiply %cst_15, %1120 : tensor<1x128x3072xf32>
    %1134 = stablehlo.add %1133, %cst_16 : tensor<1x128x3072xf32>
    %1135 = stablehlo.multiply %1134, %1120 : tensor<1x128x3072xf32>
    %1136 = stablehlo.add %1135, %cst_17 : tensor<1x128x3072xf32>
    %1137 = stablehlo.multiply %1136, %1120 : tensor<1x128x3072xf32>
    %1138 = stablehlo.add %1137, %cst_18 : tensor<1x128x3072xf32>
    %1139 = stablehlo.multiply %1138, %1120 : tensor<1x128x3072xf32>
    %1140 = stablehlo.add %1139, %cst_19 : tensor<1x128x3072xf32>
    %1141 = stablehlo.multiply %1119, %1132 : tensor<1x128x3072xf32>
    %1142 = stablehlo.divide %1141, %1140 : tensor<1x128x3072xf32>
    %1143 = stablehlo.clamp %cst_20, %1142, %cst_21 : tensor<1x128x3072xf32>
    %1144 = stablehlo.convert %1143 : (tensor<1x128x3072xf32>) -> tensor<1x128x3072xbf16>
    %1145 = stablehlo.add %1144, %cst_3 : tensor<1x128x3072xbf16>
    %1146 = stablehlo.multiply %1145, %1116 : tensor<1x128x3072xbf16>
    %1147 = stablehlo.reshape %1146 : (tensor<1x128x3072xbf16>) -> tensor<128x3072xbf16>
    %1148 = stablehlo.transpose %arg96, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %1149 = stablehlo.convert %arg97 : (tensor<768xbf16>) -> tensor<768xf32>
    %1150 = stablehlo.convert %1147 : (tensor<128x3072xbf16>) -> tensor<128x3072xf32>
    %1151 = stablehlo.convert %1148 : (tensor<3072x768xbf16>) -> tensor<3072x768xf32>
    %1152 = stablehlo.dot_general %1150, %1151, contracting_dims = [1] x [0] : (tensor<128x3072xf32>, tensor<3072x768xf32>) -> tensor<128x768xf32>
    %1153 = stablehlo.multiply %1152, %60 : tensor<128x768xf32>
    %1154 = stablehlo.broadcast_in_dim %1149, dims = [1] : (tensor<768xf32>) -> tensor<128x768xf32>
    %1155 = stablehlo.multiply %1154, %60 : tensor<128x768xf32>
    %1156 = stablehlo.add %1153, %1155 : tensor<128x768xf32>
    %1157 = stablehlo.convert %1156 : (tensor<128x768xf32>) -> tensor<128x768xbf16>
    %1158 = stablehlo.reshape %1157 : (tensor<128x768xbf16>) -> tensor<1x128x768xbf16>
    %1159 = stablehlo.add %1103, %1158 : tensor<1x128x768xbf16>
    %1160 = stablehlo.convert %1159 : (tensor<1x128x768xbf16>) -> tensor<1x128x768xf32>
    %1161 = stablehlo.convert %1160 : (tensor<1x128x768xf32>) -> tensor<1x128x768xf64>
    %1162 = stablehlo.reduce(%1161 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %1163 = stablehlo.reshape %1162 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %1164 = stablehlo.divide %1163, %21 : tensor<1x128x1xf64>
    %1165 = stablehlo.broadcast_in_dim %1164, dims = [0, 1, 2] : (tensor<1x128x1xf64>) -> tensor<1x128x768xf64>
    %1166 = stablehlo.subtract %1161, %1165 : tensor<1x128x768xf64>
    %1167 = stablehlo.multiply %1166, %1166 : tensor<1x128x768xf64>
    %1168 = stablehlo.reduce(%1167 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf64>, tensor<f64>) -> tensor<1x128xf64>
    %1169 = stablehlo.reshape %1168 : (tensor<1x128xf64>) -> tensor<1x128x1xf64>
    %1170 = stablehlo.divide %1169, %21 : tensor<1x128x1xf64>
    %1171 = stablehlo.convert %1170 : (tensor<1x128x1xf64>) -> tensor<1x128x1xf32>
    %1172 = stablehlo.reduce(%1160 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x128x768xf32>, tensor<f32>) -> tensor<1x128xf32>
    %1173 = stablehlo.reshape %1172 : (tensor<1x128xf32>) -> tensor<1x128x1xf32>
    %1174 = stablehlo.divide %1173, %34 : tensor<1x128x1xf32>
    %1175 = stablehlo.add %1171, %38 : tensor<1x128x1xf32>
    %1176 = stablehlo.rsqrt %1175 : tensor<1x128x1xf32>
    %1177 = stablehlo.broadcast_in_dim %1174, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1178 = stablehlo.subtract %1160, %1177 : tensor<1x128x768xf32>
    %1179 = stablehlo.broadcast_in_dim %1176, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<1x128x768xf32>
    %1180 = stablehlo.multiply %1178, %1179 : tensor<1x128x768xf32>
    %1181 = stablehlo.convert %arg98 : (tensor<768xbf16>) -> tensor<768xf32>
    %1182 = stablehlo.broadcast_in_dim %1181, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %1183 = stablehlo.multiply %1180, %1182 : tensor<1x128x768xf32>
    %1184 = stablehlo.convert %arg99 : (tensor<768xbf16>) -> tensor<768xf32>
    %1185 = stablehlo.broadcast_in_dim %1184, dims = [2] : (tensor<768xf32>) -> tensor<1x128x768xf32>
    %1186 = stablehlo.add %1183, %1185 : tensor<1x128x768xf32>
    %1187 = stablehlo.convert %1186 : (tensor<1x128x768xf32>) -> tensor<1x128x768xbf16>
    %1188 = stablehlo.slice %1187 [0:1, 0:1, 0:768] : (tensor<1x128x768xbf16>) -> tensor<1x1x768xbf16>
    %1189 = stablehlo.reshape %1188 : (tensor<1x1x768xbf16>) -> tensor<1x768xbf16>
    %1190 = stablehlo.transpose %arg100, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %1191 = stablehlo.convert %arg101 : (tensor<768xbf16>) -> tensor<768xf32>
    %1192 = stablehlo.convert %1189 : (tensor<1x768xbf16>) -> tensor<1x768xf32>
    %1193 = stablehlo.convert %1190 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %1194 = stablehlo.dot_general %1192, %1193, contracting_dims = [1] x [0] : (tensor<1x768xf32>, tensor<768x768xf32>) -> tensor<1x768xf32>
    %1195 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<1x768xf32>
    %1196 = stablehlo.multiply %1194, %1195 : tensor<1x768xf32>
    %1197 = stablehlo.broadcast_in_dim %1191, dims = [1] : (tensor<768xf32>) -> tensor<1x768xf32>
    %1198 = stablehlo.multiply %1197, %1195 : tensor<1x768xf32>
    %1199 = stablehlo.add %1196, %1198 : tensor<1x768xf32>
    %1200 = stablehlo.convert %1199 : (tensor<1x768xf32>) -> tensor<1x768xbf16>
    %1201 = stablehlo.maximum %1200, %cst_22 : tensor<1x768xbf16>
    %1202 = stablehlo.transpose %arg102, dims = [1, 0] : (tensor<2x768xbf16>) -> tensor<768x2xbf16>
    %1203 = stablehlo.convert %arg103 : (tensor<2xbf16>) -> tensor<2xf32>
    %1204 = stablehlo.convert %1201 : (tensor<1x768xbf16>) -> tensor<1x768xf32>
    %1205 = stablehlo.convert %1202 : (tensor<768x2xbf16>) -> tensor<768x2xf32>
    %1206 = stablehlo.dot_general %1204, %1205, contracting_dims = [1] x [0] : (tensor<1x768xf32>, tensor<768x2xf32>) -> tensor<1x2xf32>
    %1207 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %1208 = stablehlo.multiply %1206, %1207 : tensor<1x2xf32>
    %1209 = stablehlo.broadcast_in_dim %1203, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %1210 = stablehlo.multiply %1209, %1207 : tensor<1x2xf32>
    %1211 = stablehlo.add %1208, %1210 : tensor<1x2xf32>
    %1212 = stablehlo.convert %1211 : (tensor<1x2xf32>) -> tensor<1x2xbf16>
    return %1212 : tensor<1x2xbf16>
  }
}
