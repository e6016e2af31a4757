// a MiDaS-style depth model (ResNet-50, a top-down decoder with bilinear upsampling) on a 384x512 image, bf16, 35.1M parameters and buffers as arguments (bench/gen_torch_models.py, torch 2.15.0+cu132, torch-mlir 20261001); the arguments are:
// %arg0: backbone.conv1.weight
// %arg1: backbone.bn1.weight
// %arg2: backbone.bn1.bias
// %arg3: backbone.layers.0.conv1.weight
// %arg4: backbone.layers.0.bn1.weight
// %arg5: backbone.layers.0.bn1.bias
// %arg6: backbone.layers.0.conv2.weight
// %arg7: backbone.layers.0.bn2.weight
// %arg8: backbone.layers.0.bn2.bias
// %arg9: backbone.layers.0.conv3.weight
// %arg10: backbone.layers.0.bn3.weight
// %arg11: backbone.layers.0.bn3.bias
// %arg12: backbone.layers.0.downsample.0.weight
// %arg13: backbone.layers.0.downsample.1.weight
// %arg14: backbone.layers.0.downsample.1.bias
// %arg15: backbone.layers.1.conv1.weight
// %arg16: backbone.layers.1.bn1.weight
// %arg17: backbone.layers.1.bn1.bias
// %arg18: backbone.layers.1.conv2.weight
// %arg19: backbone.layers.1.bn2.weight
// %arg20: backbone.layers.1.bn2.bias
// %arg21: backbone.layers.1.conv3.weight
// %arg22: backbone.layers.1.bn3.weight
// %arg23: backbone.layers.1.bn3.bias
// %arg24: backbone.layers.2.conv1.weight
// %arg25: backbone.layers.2.bn1.weight
// %arg26: backbone.layers.2.bn1.bias
// %arg27: backbone.layers.2.conv2.weight
// %arg28: backbone.layers.2.bn2.weight
// %arg29: backbone.layers.2.bn2.bias
// %arg30: backbone.layers.2.conv3.weight
// %arg31: backbone.layers.2.bn3.weight
// %arg32: backbone.layers.2.bn3.bias
// %arg33: backbone.layers.3.conv1.weight
// %arg34: backbone.layers.3.bn1.weight
// %arg35: backbone.layers.3.bn1.bias
// %arg36: backbone.layers.3.conv2.weight
// %arg37: backbone.layers.3.bn2.weight
// %arg38: backbone.layers.3.bn2.bias
// %arg39: backbone.layers.3.conv3.weight
// %arg40: backbone.layers.3.bn3.weight
// %arg41: backbone.layers.3.bn3.bias
// %arg42: backbone.layers.3.downsample.0.weight
// %arg43: backbone.layers.3.downsample.1.weight
// %arg44: backbone.layers.3.downsample.1.bias
// %arg45: backbone.layers.4.conv1.weight
// %arg46: backbone.layers.4.bn1.weight
// %arg47: backbone.layers.4.bn1.bias
// %arg48: backbone.layers.4.conv2.weight
// %arg49: backbone.layers.4.bn2.weight
// %arg50: backbone.layers.4.bn2.bias
// %arg51: backbone.layers.4.conv3.weight
// %arg52: backbone.layers.4.bn3.weight
// %arg53: backbone.layers.4.bn3.bias
// %arg54: backbone.layers.5.conv1.weight
// %arg55: backbone.layers.5.bn1.weight
// %arg56: backbone.layers.5.bn1.bias
// %arg57: backbone.layers.5.conv2.weight
// %arg58: backbone.layers.5.bn2.weight
// %arg59: backbone.layers.5.bn2.bias
// %arg60: backbone.layers.5.conv3.weight
// %arg61: backbone.layers.5.bn3.weight
// %arg62: backbone.layers.5.bn3.bias
// %arg63: backbone.layers.6.conv1.weight
// %arg64: backbone.layers.6.bn1.weight
// %arg65: backbone.layers.6.bn1.bias
// %arg66: backbone.layers.6.conv2.weight
// %arg67: backbone.layers.6.bn2.weight
// %arg68: backbone.layers.6.bn2.bias
// %arg69: backbone.layers.6.conv3.weight
// %arg70: backbone.layers.6.bn3.weight
// %arg71: backbone.layers.6.bn3.bias
// %arg72: backbone.layers.7.conv1.weight
// %arg73: backbone.layers.7.bn1.weight
// %arg74: backbone.layers.7.bn1.bias
// %arg75: backbone.layers.7.conv2.weight
// %arg76: backbone.layers.7.bn2.weight
// %arg77: backbone.layers.7.bn2.bias
// %arg78: backbone.layers.7.conv3.weight
// %arg79: backbone.layers.7.bn3.weight
// %arg80: backbone.layers.7.bn3.bias
// %arg81: backbone.layers.7.downsample.0.weight
// %arg82: backbone.layers.7.downsample.1.weight
// %arg83: backbone.layers.7.downsample.1.bias
// %arg84: backbone.layers.8.conv1.weight
// %arg85: backbone.layers.8.bn1.weight
// %arg86: backbone.layers.8.bn1.bias
// %arg87: backbone.layers.8.conv2.weight
// %arg88: backbone.layers.8.bn2.weight
// %arg89: backbone.layers.8.bn2.bias
// %arg90: backbone.layers.8.conv3.weight
// %arg91: backbone.layers.8.bn3.weight
// %arg92: backbone.layers.8.bn3.bias
// %arg93: backbone.layers.9.conv1.weight
// %arg94: backbone.layers.9.bn1.weight
// %arg95: backbone.layers.9.bn1.bias
// %arg96: backbone.layers.9.conv2.weight
// %arg97: backbone.layers.9.bn2.weight
// %arg98: backbone.layers.9.bn2.bias
// %arg99: backbone.layers.9.conv3.weight
// %arg100: backbone.layers.9.bn3.weight
// %arg101: backbone.layers.9.bn3.bias
// %arg102: backbone.layers.10.conv1.weight
// %arg103: backbone.layers.10.bn1.weight
// %arg104: backbone.layers.10.bn1.bias
// %arg105: backbone.layers.10.conv2.weight
// %arg106: backbone.layers.10.bn2.weight
// %arg107: backbone.layers.10.bn2.bias
// %arg108: backbone.layers.10.conv3.weight
// %arg109: backbone.layers.10.bn3.weight
// %arg110: backbone.layers.10.bn3.bias
// %arg111: backbone.layers.11.conv1.weight
// %arg112: backbone.layers.11.bn1.weight
// %arg113: backbone.layers.11.bn1.bias
// %arg114: backbone.layers.11.conv2.weight
// %arg115: backbone.layers.11.bn2.weight
// %arg116: backbone.layers.11.bn2.bias
// %arg117: backbone.layers.11.conv3.weight
// %arg118: backbone.layers.11.bn3.weight
// %arg119: backbone.layers.11.bn3.bias
// %arg120: backbone.layers.12.conv1.weight
// %arg121: backbone.layers.12.bn1.weight
// %arg122: backbone.layers.12.bn1.bias
// %arg123: backbone.layers.12.conv2.weight
// %arg124: backbone.layers.12.bn2.weight
// %arg125: backbone.layers.12.bn2.bias
// %arg126: backbone.layers.12.conv3.weight
// %arg127: backbone.layers.12.bn3.weight
// %arg128: backbone.layers.12.bn3.bias
// %arg129: backbone.layers.13.conv1.weight
// %arg130: backbone.layers.13.bn1.weight
// %arg131: backbone.layers.13.bn1.bias
// %arg132: backbone.layers.13.conv2.weight
// %arg133: backbone.layers.13.bn2.weight
// %arg134: backbone.layers.13.bn2.bias
// %arg135: backbone.layers.13.conv3.weight
// %arg136: backbone.layers.13.bn3.weight
// %arg137: backbone.layers.13.bn3.bias
// %arg138: backbone.layers.13.downsample.0.weight
// %arg139: backbone.layers.13.downsample.1.weight
// %arg140: backbone.layers.13.downsample.1.bias
// %arg141: backbone.layers.14.conv1.weight
// %arg142: backbone.layers.14.bn1.weight
// %arg143: backbone.layers.14.bn1.bias
// %arg144: backbone.layers.14.conv2.weight
// %arg145: backbone.layers.14.bn2.weight
// %arg146: backbone.layers.14.bn2.bias
// %arg147: backbone.layers.14.conv3.weight
// %arg148: backbone.layers.14.bn3.weight
// %arg149: backbone.layers.14.bn3.bias
// %arg150: backbone.layers.15.conv1.weight
// %arg151: backbone.layers.15.bn1.weight
// %arg152: backbone.layers.15.bn1.bias
// %arg153: backbone.layers.15.conv2.weight
// %arg154: backbone.layers.15.bn2.weight
// %arg155: backbone.layers.15.bn2.bias
// %arg156: backbone.layers.15.conv3.weight
// %arg157: backbone.layers.15.bn3.weight
// %arg158: backbone.layers.15.bn3.bias
// %arg159: lateral.0.weight
// %arg160: lateral.0.bias
// %arg161: lateral.1.weight
// %arg162: lateral.1.bias
// %arg163: lateral.2.weight
// %arg164: lateral.2.bias
// %arg165: lateral.3.weight
// %arg166: lateral.3.bias
// %arg167: refine.0.weight
// %arg168: refine.0.bias
// %arg169: refine.1.weight
// %arg170: refine.1.bias
// %arg171: refine.2.weight
// %arg172: refine.2.bias
// %arg173: refine.3.weight
// %arg174: refine.3.bias
// %arg175: head1.weight
// %arg176: head1.bias
// %arg177: head2.weight
// %arg178: head2.bias
// %arg179: head3.weight
// %arg180: head3.bias
// %arg181: backbone.bn1.running_mean
// %arg182: backbone.bn1.running_var
// %arg183: backbone.layers.0.bn1.running_mean
// %arg184: backbone.layers.0.bn1.running_var
// %arg185: backbone.layers.0.bn2.running_mean
// %arg186: backbone.layers.0.bn2.running_var
// %arg187: backbone.layers.0.bn3.running_mean
// %arg188: backbone.layers.0.bn3.running_var
// %arg189: backbone.layers.0.downsample.1.running_mean
// %arg190: backbone.layers.0.downsample.1.running_var
// %arg191: backbone.layers.1.bn1.running_mean
// %arg192: backbone.layers.1.bn1.running_var
// %arg193: backbone.layers.1.bn2.running_mean
// %arg194: backbone.layers.1.bn2.running_var
// %arg195: backbone.layers.1.bn3.running_mean
// %arg196: backbone.layers.1.bn3.running_var
// %arg197: backbone.layers.2.bn1.running_mean
// %arg198: backbone.layers.2.bn1.running_var
// %arg199: backbone.layers.2.bn2.running_mean
// %arg200: backbone.layers.2.bn2.running_var
// %arg201: backbone.layers.2.bn3.running_mean
// %arg202: backbone.layers.2.bn3.running_var
// %arg203: backbone.layers.3.bn1.running_mean
// %arg204: backbone.layers.3.bn1.running_var
// %arg205: backbone.layers.3.bn2.running_mean
// %arg206: backbone.layers.3.bn2.running_var
// %arg207: backbone.layers.3.bn3.running_mean
// %arg208: backbone.layers.3.bn3.running_var
// %arg209: backbone.layers.3.downsample.1.running_mean
// %arg210: backbone.layers.3.downsample.1.running_var
// %arg211: backbone.layers.4.bn1.running_mean
// %arg212: backbone.layers.4.bn1.running_var
// %arg213: backbone.layers.4.bn2.running_mean
// %arg214: backbone.layers.4.bn2.running_var
// %arg215: backbone.layers.4.bn3.running_mean
// %arg216: backbone.layers.4.bn3.running_var
// %arg217: backbone.layers.5.bn1.running_mean
// %arg218: backbone.layers.5.bn1.running_var
// %arg219: backbone.layers.5.bn2.running_mean
// %arg220: backbone.layers.5.bn2.running_var
// %arg221: backbone.layers.5.bn3.running_mean
// %arg222: backbone.layers.5.bn3.running_var
// %arg223: backbone.layers.6.bn1.running_mean
// %arg224: backbone.layers.6.bn1.running_var
// %arg225: backbone.layers.6.bn2.running_mean
// %arg226: backbone.layers.6.bn2.running_var
// %arg227: backbone.layers.6.bn3.running_mean
// %arg228: backbone.layers.6.bn3.running_var
// %arg229: backbone.layers.7.bn1.running_mean
// %arg230: backbone.layers.7.bn1.running_var
// %arg231: backbone.layers.7.bn2.running_mean
// %arg232: backbone.layers.7.bn2.running_var
// %arg233: backbone.layers.7.bn3.running_mean
// %arg234: backbone.layers.7.bn3.running_var
// %arg235: backbone.layers.7.downsample.1.running_mean
// %arg236: backbone.layers.7.downsample.1.running_var
// %arg237: backbone.layers.8.bn1.running_mean
// %arg238: backbone.layers.8.bn1.running_var
// %arg239: backbone.layers.8.bn2.running_mean
// %arg240: backbone.layers.8.bn2.running_var
// %arg241: backbone.layers.8.bn3.running_mean
// %arg242: backbone.layers.8.bn3.running_var
// %arg243: backbone.layers.9.bn1.running_mean
// %arg244: backbone.layers.9.bn1.running_var
// %arg245: backbone.layers.9.bn2.running_mean
// %arg246: backbone.layers.9.bn2.running_var
// %arg247: backbone.layers.9.bn3.running_mean
// %arg248: backbone.layers.9.bn3.running_var
// %arg249: backbone.layers.10.bn1.running_mean
// %arg250: backbone.layers.10.bn1.running_var
// %arg251: backbone.layers.10.bn2.running_mean
// %arg252: backbone.layers.10.bn2.running_var
// %arg253: backbone.layers.10.bn3.running_mean
// %arg254: backbone.layers.10.bn3.running_var
// %arg255: backbone.layers.11.bn1.running_mean
// %arg256: backbone.layers.11.bn1.running_var
// %arg257: backbone.layers.11.bn2.running_mean
// %arg258: backbone.layers.11.bn2.running_var
// %arg259: backbone.layers.11.bn3.running_mean
// %arg260: backbone.layers.11.bn3.running_var
// %arg261: backbone.layers.12.bn1.running_mean
// %arg262: backbone.layers.12.bn1.running_var
// %arg263: backbone.layers.12.bn2.running_mean
// %arg264: backbone.layers.12.bn2.running_var
// %arg265: backbone.layers.12.bn3.running_mean
// %arg266: backbone.layers.12.bn3.running_var
// %arg267: backbone.layers.13.bn1.running_mean
// %arg268: backbone.layers.13.bn1.running_var
// %arg269: backbone.layers.13.bn2.running_mean
// %arg270: backbone.layers.13.bn2.running_var
// %arg271: backbone.layers.13.bn3.running_mean
// %arg272: backbone.layers.13.bn3.running_var
// %arg273: backbone.layers.13.downsample.1.running_mean
// %arg274: backbone.layers.13.downsample.1.running_var
// %arg275: backbone.layers.14.bn1.running_mean
// %arg276: backbone.layers.14.bn1.running_var
// %arg277: backbone.layers.14.bn2.running_mean
// %arg278: backbone.layers.14.bn2.running_var
// %arg279: backbone.layers.14.bn3.running_mean
// %arg280: backbone.layers.14.bn3.running_var
// %arg281: backbone.layers.15.bn1.running_mean
// %arg282: backbone.layers.15.bn1.running_var
// %arg283: backbone.layers.15.bn2.running_mean
// %arg284: backbone.layers.15.bn2.running_var
// %arg285: backbone.layers.15.bn3.running_mean
// %arg286: backbone.layers.15.bn3.running_var
// %arg287: input_image
module {
  func.func @main(%arg0: tensor<64x3x7x7xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64x64x1x1xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<64x64x3x3xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<64xbf16>, %arg9: tensor<256x64x1x1xbf16>, %arg10: tensor<256xbf16>, %arg11: tensor<256xbf16>, %arg12: tensor<256x64x1x1xbf16>, %arg13: tensor<256xbf16>, %arg14: tensor<256xbf16>, %arg15: tensor<64x256x1x1xbf16>, %arg16: tensor<64xbf16>, %arg17: tensor<64xbf16>, %arg18: tensor<64x64x3x3xbf16>, %arg19: tensor<64xbf16>, %arg20: tensor<64xbf16>, %arg21: tensor<256x64x1x1xbf16>, %arg22: tensor<256xbf16>, %arg23: tensor<256xbf16>, %arg24: tensor<64x256x1x1xbf16>, %arg25: tensor<64xbf16>, %arg26: tensor<64xbf16>, %arg27: tensor<64x64x3x3xbf16>, %arg28: tensor<64xbf16>, %arg29: tensor<64xbf16>, %arg30: tensor<256x64x1x1xbf16>, %arg31: tensor<256xbf16>, %arg32: tensor<256xbf16>, %arg33: tensor<128x256x1x1xbf16>, %arg34: tensor<128xbf16>, %arg35: tensor<128xbf16>, %arg36: tensor<128x128x3x3xbf16>, %arg37: tensor<128xbf16>, %arg38: tensor<128xbf16>, %arg39: tensor<512x128x1x1xbf16>, %arg40: tensor<512xbf16>, %arg41: tensor<512xbf16>, %arg42: tensor<512x256x1x1xbf16>, %arg43: tensor<512xbf16>, %arg44: tensor<512xbf16>, %arg45: tensor<128x512x1x1xbf16>, %arg46: tensor<128xbf16>, %arg47: tensor<128xbf16>, %arg48: tensor<128x128x3x3xbf16>, %arg49: tensor<128xbf16>, %arg50: tensor<128xbf16>, %arg51: tensor<512x128x1x1xbf16>, %arg52: tensor<512xbf16>, %arg53: tensor<512xbf16>, %arg54: tensor<128x512x1x1xbf16>, %arg55: tensor<128xbf16>, %arg56: tensor<128xbf16>, %arg57: tensor<128x128x3x3xbf16>, %arg58: tensor<128xbf16>, %arg59: tensor<128xbf16>, %arg60: tensor<512x128x1x1xbf16>, %arg61: tensor<512xbf16>, %arg62: tensor<512xbf16>, %arg63: tensor<128x512x1x1xbf16>, %arg64: tensor<128xbf16>, %arg65: tensor<128xbf16>, %arg66: tensor<128x128x3x3xbf16>, %arg67: tensor<128xbf16>, %arg68: tensor<128xbf16>, %arg69: tensor<512x128x1x1xbf16>, %arg70: tensor<512xbf16>, %arg71: tensor<512xbf16>, %arg72: tensor<256x512x1x1xbf16>, %arg73: tensor<256xbf16>, %arg74: tensor<256xbf16>, %arg75: tensor<256x256x3x3xbf16>, %arg76: tensor<256xbf16>, %arg77: tensor<256xbf16>, %arg78: tensor<1024x256x1x1xbf16>, %arg79: tensor<1024xbf16>, %arg80: tensor<1024xbf16>, %arg81: tensor<1024x512x1x1xbf16>, %arg82: tensor<1024xbf16>, %arg83: tensor<1024xbf16>, %arg84: tensor<256x1024x1x1xbf16>, %arg85: tensor<256xbf16>, %arg86: tensor<256xbf16>, %arg87: tensor<256x256x3x3xbf16>, %arg88: tensor<256xbf16>, %arg89: tensor<256xbf16>, %arg90: tensor<1024x256x1x1xbf16>, %arg91: tensor<1024xbf16>, %arg92: tensor<1024xbf16>, %arg93: tensor<256x1024x1x1xbf16>, %arg94: tensor<256xbf16>, %arg95: tensor<256xbf16>, %arg96: tensor<256x256x3x3xbf16>, %arg97: tensor<256xbf16>, %arg98: tensor<256xbf16>, %arg99: tensor<1024x256x1x1xbf16>, %arg100: tensor<1024xbf16>, %arg101: tensor<1024xbf16>, %arg102: tensor<256x1024x1x1xbf16>, %arg103: tensor<256xbf16>, %arg104: tensor<256xbf16>, %arg105: tensor<256x256x3x3xbf16>, %arg106: tensor<256xbf16>, %arg107: tensor<256xbf16>, %arg108: tensor<1024x256x1x1xbf16>, %arg109: tensor<1024xbf16>, %arg110: tensor<1024xbf16>, %arg111: tensor<256x1024x1x1xbf16>, %arg112: tensor<256xbf16>, %arg113: tensor<256xbf16>, %arg114: tensor<256x256x3x3xbf16>, %arg115: tensor<256xbf16>, %arg116: tensor<256xbf16>, %arg117: tensor<1024x256x1x1xbf16>, %arg118: tensor<1024xbf16>, %arg119: tensor<1024xbf16>, %arg120: tensor<256x1024x1x1xbf16>, %arg121: tensor<256xbf16>, %arg122: tensor<256xbf16>, %arg123: tensor<256x256x3x3xbf16>, %arg124: tensor<256xbf16>, %arg125: tensor<256xbf16>, %arg126: tensor<1024x256x1x1xbf16>, %arg127: tensor<1024xbf16>, %arg128: tensor<1024xbf16>, %arg129: tensor<512x1024x1x1xbf16>, %arg130: tensor<512xbf16>, %arg131: tensor<512xbf16>, %arg132: tensor<512x512x3x3xbf16>, %arg133: tensor<512xbf16>, %arg134: tensor<512xbf16>, %arg135: tensor<2048x512x1x1xbf16>, %arg136: tensor<2048xbf16>, %arg137: tensor<2048xbf16>, %arg138: tensor<2048x1024x1x1xbf16>, %arg139: tensor<2048xbf16>, %arg140: tensor<2048xbf16>, %arg141: tensor<512x2048x1x1xbf16>, %arg142: tensor<512xbf16>, %arg143: tensor<512xbf16>, %arg144: tensor<512x512x3x3xbf16>, %arg145: tensor<512xbf16>, %arg146: tensor<512xbf16>, %arg147: tensor<2048x512x1x1xbf16>, %arg148: tensor<2048xbf16>, %arg149: tensor<2048xbf16>, %arg150: tensor<512x2048x1x1xbf16>, %arg151: tensor<512xbf16>, %arg152: tensor<512xbf16>, %arg153: tensor<512x512x3x3xbf16>, %arg154: tensor<512xbf16>, %arg155: tensor<512xbf16>, %arg156: tensor<2048x512x1x1xbf16>, %arg157: tensor<2048xbf16>, %arg158: tensor<2048xbf16>, %arg159: tensor<256x256x3x3xbf16>, %arg160: tensor<256xbf16>, %arg161: tensor<256x512x3x3xbf16>, %arg162: tensor<256xbf16>, %arg163: tensor<256x1024x3x3xbf16>, %arg164: tensor<256xbf16>, %arg165: tensor<256x2048x3x3xbf16>, %arg166: tensor<256xbf16>, %arg167: tensor<256x256x3x3xbf16>, %arg168: tensor<256xbf16>, %arg169: tensor<256x256x3x3xbf16>, %arg170: tensor<256xbf16>, %arg171: tensor<256x256x3x3xbf16>, %arg172: tensor<256xbf16>, %arg173: tensor<256x256x3x3xbf16>, %arg174: tensor<256xbf16>, %arg175: tensor<128x256x3x3xbf16>, %arg176: tensor<128xbf16>, %arg177: tensor<32x128x3x3xbf16>, %arg178: tensor<32xbf16>, %arg179: tensor<1x32x1x1xbf16>, %arg180: tensor<1xbf16>, %arg181: tensor<64xbf16>, %arg182: tensor<64xbf16>, %arg183: tensor<64xbf16>, %arg184: tensor<64xbf16>, %arg185: tensor<64xbf16>, %arg186: tensor<64xbf16>, %arg187: tensor<256xbf16>, %arg188: tensor<256xbf16>, %arg189: tensor<256xbf16>, %arg190: tensor<256xbf16>, %arg191: tensor<64xbf16>, %arg192: tensor<64xbf16>, %arg193: tensor<64xbf16>, %arg194: tensor<64xbf16>, %arg195: tensor<256xbf16>, %arg196: tensor<256xbf16>, %arg197: tensor<64xbf16>, %arg198: tensor<64xbf16>, %arg199: tensor<64xbf16>, %arg200: tensor<64xbf16>, %arg201: tensor<256xbf16>, %arg202: tensor<256xbf16>, %arg203: tensor<128xbf16>, %arg204: tensor<128xbf16>, %arg205: tensor<128xbf16>, %arg206: tensor<128xbf16>, %arg207: tensor<512xbf16>, %arg208: tensor<512xbf16>, %arg209: tensor<512xbf16>, %arg210: tensor<512xbf16>, %arg211: tensor<128xbf16>, %arg212: tensor<128xbf16>, %arg213: tensor<128xbf16>, %arg214: tensor<128xbf16>, %arg215: tensor<512xbf16>, %arg216: tensor<512xbf16>, %arg217: tensor<128xbf16>, %arg218: tensor<128xbf16>, %arg219: tensor<128xbf16>, %arg220: tensor<128xbf16>, %arg221: tensor<512xbf16>, %arg222: tensor<512xbf16>, %arg223: tensor<128xbf16>, %arg224: tensor<128xbf16>, %arg225: tensor<128xbf16>, %arg226: tensor<128xbf16>, %arg227: tensor<512xbf16>, %arg228: tensor<512xbf16>, %arg229: tensor<256xbf16>, %arg230: tensor<256xbf16>, %arg231: tensor<256xbf16>, %arg232: tensor<256xbf16>, %arg233: tensor<1024xbf16>, %arg234: tensor<1024xbf16>, %arg235: tensor<1024xbf16>, %arg236: tensor<1024xbf16>, %arg237: tensor<256xbf16>, %arg238: tensor<256xbf16>, %arg239: tensor<256xbf16>, %arg240: tensor<256xbf16>, %arg241: tensor<1024xbf16>, %arg242: tensor<1024xbf16>, %arg243: tensor<256xbf16>, %arg244: tensor<256xbf16>, %arg245: tensor<256xbf16>, %arg246: tensor<256xbf16>, %arg247: tensor<1024xbf16>, %arg248: tensor<1024xbf16>, %arg249: tensor<256xbf16>, %arg250: tensor<256xbf16>, %arg251: tensor<256xbf16>, %arg252: tensor<256xbf16>, %arg253: tensor<1024xbf16>, %arg254: tensor<1024xbf16>, %arg255: tensor<256xbf16>, %arg256: tensor<256xbf16>, %arg257: tensor<256xbf16>, %arg258: tensor<256xbf16>, %arg259: tensor<1024xbf16>, %arg260: tensor<1024xbf16>, %arg261: tensor<256xbf16>, %arg262: tensor<256xbf16>, %arg263: tensor<256xbf16>, %arg264: tensor<256xbf16>, %arg265: tensor<1024xbf16>, %arg266: tensor<1024xbf16>, %arg267: tensor<512xbf16>, %arg268: tensor<512xbf16>, %arg269: tensor<512xbf16>, %arg270: tensor<512xbf16>, %arg271: tensor<2048xbf16>, %arg272: tensor<2048xbf16>, %arg273: tensor<2048xbf16>, %arg274: tensor<2048xbf16>, %arg275: tensor<512xbf16>, %arg276: tensor<512xbf16>, %arg277: tensor<512xbf16>, %arg278: tensor<512xbf16>, %arg279: tensor<2048xbf16>, %arg280: tensor<2048xbf16>, %arg281: tensor<512xbf16>, %arg282: tensor<512xbf16>, %arg283: tensor<512xbf16>, %arg284: tensor<512xbf16>, %arg285: tensor<2048xbf16>, %arg286: tensor<2048xbf16>, %arg287: tensor<1x3x384x512xbf16>) -> tensor<1x1x192x256xbf16> {
    %c = stablehlo.constant dense<127> : tensor<i64>
    %c_0 = stablehlo.constant dense<95> : tensor<i64>
    %c_1 = stablehlo.constant dense<1> : tensor<192x1xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<192xi64>
    %c_3 = stablehlo.constant dense<1> : tensor<192xi64>
    %c_4 = stablehlo.constant dense<192> : tensor<i64>
    %c_5 = stablehlo.constant dense<63> : tensor<i64>
    %c_6 = stablehlo.constant dense<0> : tensor<128xi64>
    %c_7 = stablehlo.constant dense<1> : tensor<128xi64>
    %c_8 = stablehlo.constant dense<128> : tensor<i64>
    %c_9 = stablehlo.constant dense<47> : tensor<i64>
    %c_10 = stablehlo.constant dense<1> : tensor<96x1xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<96xi64>
    %c_12 = stablehlo.constant dense<1> : tensor<96xi64>
    %c_13 = stablehlo.constant dense<96> : tensor<i64>
    %c_14 = stablehlo.constant dense<31> : tensor<i64>
    %c_15 = stablehlo.constant dense<0> : tensor<64xi64>
    %c_16 = stablehlo.constant dense<1> : tensor<64xi64>
    %c_17 = stablehlo.constant dense<64> : tensor<i64>
    %c_18 = stablehlo.constant dense<23> : tensor<i64>
    %c_19 = stablehlo.constant dense<1> : tensor<48x1xi64>
    %c_20 = stablehlo.constant dense<0> : tensor<48xi64>
    %c_21 = stablehlo.constant dense<1> : tensor<48xi64>
    %c_22 = stablehlo.constant dense<48> : tensor<i64>
    %c_23 = stablehlo.constant dense<0> : tensor<1xi64>
    %c_24 = stablehlo.constant dense<1> : tensor<1xi64>
    %c_25 = stablehlo.constant dense<0> : tensor<256xi64>
    %c_26 = stablehlo.constant dense<1> : tensor<256xi64>
    %c_27 = stablehlo.constant dense<256> : tensor<i64>
    %c_28 = stablehlo.constant dense<15> : tensor<i64>
    %c_29 = stablehlo.constant dense<0> : tensor<32xi64>
    %c_30 = stablehlo.constant dense<1> : tensor<32xi64>
    %c_31 = stablehlo.constant dense<32> : tensor<i64>
    %c_32 = stablehlo.constant dense<11> : tensor<i64>
    %c_33 = stablehlo.constant dense<1> : tensor<24x1xi64>
    %c_34 = stablehlo.constant dense<0> : tensor<24xi64>
    %c_35 = stablehlo.constant dense<1> : tensor<24xi64>
    %c_36 = stablehlo.constant dense<24> : tensor<i64>
    %c_37 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x64x192x256xbf16>
    %cst_38 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<1x64x96x128xbf16>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<1x256x96x128xbf16>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<1x128x96x128xbf16>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<1x128x48x64xbf16>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<1x512x48x64xbf16>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<1x256x48x64xbf16>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<1x256x24x32xbf16>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<1x1024x24x32xbf16>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<1x512x24x32xbf16>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<1x512x12x16xbf16>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<1x2048x12x16xbf16>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<1x256x12x16xbf16>
    %cst_51 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c_52 = stablehlo.constant dense<-9223372036854775808> : tensor<i64>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<1x32x192x256xbf16>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<1x1x192x256xbf16>
    %cst_55 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_56 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_57 = arith.constant dense<0.000000e+00> : tensor<1xf64>
    %cst_58 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %0 = stablehlo.convolution(%arg287, %arg0) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[3, 3], [3, 3]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x384x512xbf16>, tensor<64x3x7x7xbf16>) -> tensor<1x64x192x256xbf16>
    %1 = stablehlo.convert %arg181 : (tensor<64xbf16>) -> tensor<64xf32>
    %2 = stablehlo.convert %arg182 : (tensor<64xbf16>) -> tensor<64xf32>
    %3 = stablehlo.convert %cst_55 : (tensor<1xf64>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %6 = stablehlo.add %2, %5 : tensor<64xf32>
    %7 = stablehlo.rsqrt %6 : tensor<64xf32>
    %8 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<64x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %10 = stablehlo.reshape %7 : (tensor<64xf32>) -> tensor<64x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %12 = stablehlo.convert %0 : (tensor<1x64x192x256xbf16>) -> tensor<1x64x192x256xf32>
    %13 = stablehlo.broadcast_in_dim %9, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x192x256xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<1x64x192x256xf32>
    %15 = stablehlo.broadcast_in_dim %11, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x192x256xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<1x64x192x256xf32>
    %17 = stablehlo.reshape %arg1 : (tensor<64xbf16>) -> tensor<64x1xbf16>
    %18 = stablehlo.reshape %17 : (tensor<64x1xbf16>) -> tensor<64x1x1xbf16>
    %19 = stablehlo.convert %18 : (tensor<64x1x1xbf16>) -> tensor<64x1x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x192x256xf32>
    %21 = stablehlo.multiply %16, %20 : tensor<1x64x192x256xf32>
    %22 = stablehlo.reshape %arg2 : (tensor<64xbf16>) -> tensor<64x1xbf16>
    %23 = stablehlo.reshape %22 : (tensor<64x1xbf16>) -> tensor<64x1x1xbf16>
    %24 = stablehlo.convert %23 : (tensor<64x1x1xbf16>) -> tensor<64x1x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x192x256xf32>
    %26 = stablehlo.add %21, %25 : tensor<1x64x192x256xf32>
    %27 = stablehlo.convert %26 : (tensor<1x64x192x256xf32>) -> tensor<1x64x192x256xbf16>
    %28 = stablehlo.maximum %27, %cst : tensor<1x64x192x256xbf16>
    %29 = "stablehlo.reduce_window"(%28, %cst_38) <{padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg288: tensor<bf16>, %arg289: tensor<bf16>):
      %1770 = stablehlo.maximum %arg288, %arg289 : tensor<bf16>
      stablehlo.return %1770 : tensor<bf16>
    }) : (tensor<1x64x192x256xbf16>, tensor<bf16>) -> tensor<1x64x96x128xbf16>
    %30 = stablehlo.convolution(%29, %arg3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x96x128xbf16>, tensor<64x64x1x1xbf16>) -> tensor<1x64x96x128xbf16>
    %31 = stablehlo.convert %arg183 : (tensor<64xbf16>) -> tensor<64xf32>
    %32 = stablehlo.convert %arg184 : (tensor<64xbf16>) -> tensor<64xf32>
    %33 = stablehlo.add %32, %5 : tensor<64xf32>
    %34 = stablehlo.rsqrt %33 : tensor<64xf32>
    %35 = stablehlo.reshape %31 : (tensor<64xf32>) -> tensor<64x1xf32>
    %36 = stablehlo.reshape %35 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %37 = stablehlo.reshape %34 : (tensor<64xf32>) -> tensor<64x1xf32>
    %38 = stablehlo.reshape %37 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %39 = stablehlo.convert %30 : (tensor<1x64x96x128xbf16>) -> tensor<1x64x96x128xf32>
    %40 = stablehlo.broadcast_in_dim %36, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %41 = stablehlo.subtract %39, %40 : tensor<1x64x96x128xf32>
    %42 = stablehlo.broadcast_in_dim %38, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<1x64x96x128xf32>
    %44 = stablehlo.reshape %arg4 : (tensor<64xbf16>) -> tensor<64x1xbf16>
    %45 = stablehlo.reshape %44 : (tensor<64x1xbf16>) -> tensor<64x1x1xbf16>
    %46 = stablehlo.convert %45 : (tensor<64x1x1xbf16>) -> tensor<64x1x1xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %48 = stablehlo.multiply %43, %47 : tensor<1x64x96x128xf32>
    %49 = stablehlo.reshape %arg5 : (tensor<64xbf16>) -> tensor<64x1xbf16>
    %50 = stablehlo.reshape %49 : (tensor<64x1xbf16>) -> tensor<64x1x1xbf16>
    %51 = stablehlo.convert %50 : (tensor<64x1x1xbf16>) -> tensor<64x1x1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %53 = stablehlo.add %48, %52 : tensor<1x64x96x128xf32>
    %54 = stablehlo.convert %53 : (tensor<1x64x96x128xf32>) -> tensor<1x64x96x128xbf16>
    %55 = stablehlo.maximum %54, %cst_39 : tensor<1x64x96x128xbf16>
    %56 = stablehlo.convolution(%55, %arg6) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x96x128xbf16>, tensor<64x64x3x3xbf16>) -> tensor<1x64x96x128xbf16>
    %57 = stablehlo.convert %arg185 : (tensor<64xbf16>) -> tensor<64xf32>
    %58 = stablehlo.convert %arg186 : (tensor<64xbf16>) -> tensor<64xf32>
    %59 = stablehlo.add %58, %5 : tensor<64xf32>
    %60 = stablehlo.rsqrt %59 : tensor<64xf32>
    %61 = stablehlo.reshape %57 : (tensor<64xf32>) -> tensor<64x1xf32>
    %62 = stablehlo.reshape %61 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %63 = stablehlo.reshape %60 : (tensor<64xf32>) -> tensor<64x1xf32>
    %64 = stablehlo.reshape %63 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %65 = stablehlo.convert %56 : (tensor<1x64x96x128xbf16>) -> tensor<1x64x96x128xf32>
    %66 = stablehlo.broadcast_in_dim %62, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %67 = stablehlo.subtract %65, %66 : tensor<1x64x96x128xf32>
    %68 = stablehlo.broadcast_in_dim %64, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<1x64x96x128xf32>
    %70 = stablehlo.reshape %arg7 : (tensor<64xbf16>) -> tensor<64x1xbf16>
    %71 = stablehlo.reshape %70 : (tensor<64x1xbf16>) -> tensor<64x1x1xbf16>
    %72 = stablehlo.convert %71 : (tensor<64x1x1xbf16>) -> tensor<64x1x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %74 = stablehlo.multiply %69, %73 : tensor<1x64x96x128xf32>
    %75 = stablehlo.reshape %arg8 : (tensor<64xbf16>) -> tensor<64x1xbf16>
    %76 = stablehlo.reshape %75 : (tensor<64x1xbf16>) -> tensor<64x1x1xbf16>
    %77 = stablehlo.convert %76 : (tensor<64x1x1xbf16>) -> tensor<64x1x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %79 = stablehlo.add %74, %78 : tensor<1x64x96x128xf32>
    %80 = stablehlo.convert %79 : (tensor<1x64x96x128xf32>) -> tensor<1x64x96x128xbf16>
    %81 = stablehlo.maximum %80, %cst_39 : tensor<1x64x96x128xbf16>
    %82 = stablehlo.convolution(%81, %arg9) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x96x128xbf16>, tensor<256x64x1x1xbf16>) -> tensor<1x256x96x128xbf16>
    %83 = stablehlo.convert %arg187 : (tensor<256xbf16>) -> tensor<256xf32>
    %84 = stablehlo.convert %arg188 : (tensor<256xbf16>) -> tensor<256xf32>
    %85 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %86 = stablehlo.add %84, %85 : tensor<256xf32>
    %87 = stablehlo.rsqrt %86 : tensor<256xf32>
    %88 = stablehlo.reshape %83 : (tensor<256xf32>) -> tensor<256x1xf32>
    %89 = stablehlo.reshape %88 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %90 = stablehlo.reshape %87 : (tensor<256xf32>) -> tensor<256x1xf32>
    %91 = stablehlo.reshape %90 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %92 = stablehlo.convert %82 : (tensor<1x256x96x128xbf16>) -> tensor<1x256x96x128xf32>
    %93 = stablehlo.broadcast_in_dim %89, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x96x128xf32>
    %94 = stablehlo.subtract %92, %93 : tensor<1x256x96x128xf32>
    %95 = stablehlo.broadcast_in_dim %91, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x96x128xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<1x256x96x128xf32>
    %97 = stablehlo.reshape %arg10 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %98 = stablehlo.reshape %97 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %99 = stablehlo.convert %98 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x96x128xf32>
    %101 = stablehlo.multiply %96, %100 : tensor<1x256x96x128xf32>
    %102 = stablehlo.reshape %arg11 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %103 = stablehlo.reshape %102 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %104 = stablehlo.convert %103 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x96x128xf32>
    %106 = stablehlo.add %101, %105 : tensor<1x256x96x128xf32>
    %107 = stablehlo.convert %106 : (tensor<1x256x96x128xf32>) -> tensor<1x256x96x128xbf16>
    %108 = stablehlo.convolution(%29, %arg12) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x96x128xbf16>, tensor<256x64x1x1xbf16>) -> tensor<1x256x96x128xbf16>
    %109 = stablehlo.convert %arg189 : (tensor<256xbf16>) -> tensor<256xf32>
    %110 = stablehlo.convert %arg190 : (tensor<256xbf16>) -> tensor<256xf32>
    %111 = stablehlo.add %110, %85 : tensor<256xf32>
    %112 = stablehlo.rsqrt %111 : tensor<256xf32>
    %113 = stablehlo.reshape %109 : (tensor<256xf32>) -> tensor<256x1xf32>
    %114 = stablehlo.reshape %113 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %115 = stablehlo.reshape %112 : (tensor<256xf32>) -> tensor<256x1xf32>
    %116 = stablehlo.reshape %115 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %117 = stablehlo.convert %108 : (tensor<1x256x96x128xbf16>) -> tensor<1x256x96x128xf32>
    %118 = stablehlo.broadcast_in_dim %114, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x96x128xf32>
    %119 = stablehlo.subtract %117, %118 : tensor<1x256x96x128xf32>
    %120 = stablehlo.broadcast_in_dim %116, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x96x128xf32>
    %121 = stablehlo.multiply %119, %120 : tensor<1x256x96x128xf32>
    %122 = stablehlo.reshape %arg13 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %123 = stablehlo.reshape %122 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %124 = stablehlo.convert %123 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x96x128xf32>
    %126 = stablehlo.multiply %121, %125 : tensor<1x256x96x128xf32>
    %127 = stablehlo.reshape %arg14 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %128 = stablehlo.reshape %127 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %129 = stablehlo.convert %128 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x96x128xf32>
    %131 = stablehlo.add %126, %130 : tensor<1x256x96x128xf32>
    %132 = stablehlo.convert %131 : (tensor<1x256x96x128xf32>) -> tensor<1x256x96x128xbf16>
    %133 = stablehlo.add %107, %132 : tensor<1x256x96x128xbf16>
    %134 = stablehlo.maximum %133, %cst_40 : tensor<1x256x96x128xbf16>
    %135 = stablehlo.convolution(%134, %arg15) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x96x128xbf16>, tensor<64x256x1x1xbf16>) -> tensor<1x64x96x128xbf16>
    %136 = stablehlo.convert %arg191 : (tensor<64xbf16>) -> tensor<64xf32>
    %137 = stablehlo.convert %arg192 : (tensor<64xbf16>) -> tensor<64xf32>
    %138 = stablehlo.add %137, %5 : tensor<64xf32>
    %139 = stablehlo.rsqrt %138 : tensor<64xf32>
    %140 = stablehlo.reshape %136 : (tensor<64xf32>) -> tensor<64x1xf32>
    %141 = stablehlo.reshape %140 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %142 = stablehlo.reshape %139 : (tensor<64xf32>) -> tensor<64x1xf32>
    %143 = stablehlo.reshape %142 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %144 = stablehlo.convert %135 : (tensor<1x64x96x128xbf16>) -> tensor<1x64x96x128xf32>
    %145 = stablehlo.broadcast_in_dim %141, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %146 = stablehlo.subtract %144, %145 : tensor<1x64x96x128xf32>
    %147 = stablehlo.broadcast_in_dim %143, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %148 = stablehlo.multiply %146, %147 : tensor<1x64x96x128xf32>
    %149 = stablehlo.reshape %arg16 : (tensor<64xbf16>) -> tensor<64x1xbf16>
    %150 = stablehlo.reshape %149 : (tensor<64x1xbf16>) -> tensor<64x1x1xbf16>
    %151 = stablehlo.convert %150 : (tensor<64x1x1xbf16>) -> tensor<64x1x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %153 = stablehlo.multiply %148, %152 : tensor<1x64x96x128xf32>
    %154 = stablehlo.reshape %arg17 : (tensor<64xbf16>) -> tensor<64x1xbf16>
    %155 = stablehlo.reshape %154 : (tensor<64x1xbf16>) -> tensor<64x1x1xbf16>
    %156 = stablehlo.convert %155 : (tensor<64x1x1xbf16>) -> tensor<64x1x1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %158 = stablehlo.add %153, %157 : tensor<1x64x96x128xf32>
    %159 = stablehlo.convert %158 : (tensor<1x64x96x128xf32>) -> tensor<1x64x96x128xbf16>
    %160 = stablehlo.maximum %159, %cst_39 : tensor<1x64x96x128xbf16>
    %161 = stablehlo.convolution(%160, %arg18) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x96x128xbf16>, tensor<64x64x3x3xbf16>) -> tensor<1x64x96x128xbf16>
    %162 = stablehlo.convert %arg193 : (tensor<64xbf16>) -> tensor<64xf32>
    %163 = stablehlo.convert %arg194 : (tensor<64xbf16>) -> tensor<64xf32>
    %164 = stablehlo.add %163, %5 : tensor<64xf32>
    %165 = stablehlo.rsqrt %164 : tensor<64xf32>
    %166 = stablehlo.reshape %162 : (tensor<64xf32>) -> tensor<64x1xf32>
    %167 = stablehlo.reshape %166 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %168 = stablehlo.reshape %165 : (tensor<64xf32>) -> tensor<64x1xf32>
    %169 = stablehlo.reshape %168 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %170 = stablehlo.convert %161 : (tensor<1x64x96x128xbf16>) -> tensor<1x64x96x128xf32>
    %171 = stablehlo.broadcast_in_dim %167, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %172 = stablehlo.subtract %170, %171 : tensor<1x64x96x128xf32>
    %173 = stablehlo.broadcast_in_dim %169, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %174 = stablehlo.multiply %172, %173 : tensor<1x64x96x128xf32>
    %175 = stablehlo.reshape %arg19 : (tensor<64xbf16>) -> tensor<64x1xbf16>
    %176 = stablehlo.reshape %175 : (tensor<64x1xbf16>) -> tensor<64x1x1xbf16>
    %177 = stablehlo.convert %176 : (tensor<64x1x1xbf16>) -> tensor<64x1x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %179 = stablehlo.multiply %174, %178 : tensor<1x64x96x128xf32>
    %180 = stablehlo.reshape %arg20 : (tensor<64xbf16>) -> tensor<64x1xbf16>
    %181 = stablehlo.reshape %180 : (tensor<64x1xbf16>) -> tensor<64x1x1xbf16>
    %182 = stablehlo.convert %181 : (tensor<64x1x1xbf16>) -> tensor<64x1x1xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %184 = stablehlo.add %179, %183 : tensor<1x64x96x128xf32>
    %185 = stablehlo.convert %184 : (tensor<1x64x96x128xf32>) -> tensor<1x64x96x128xbf16>
    %186 = stablehlo.maximum %185, %cst_39 : tensor<1x64x96x128xbf16>
    %187 = stablehlo.convolution(%186, %arg21) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x96x128xbf16>, tensor<256x64x1x1xbf16>) -> tensor<1x256x96x128xbf16>
    %188 = stablehlo.convert %arg195 : (tensor<256xbf16>) -> tensor<256xf32>
    %189 = stablehlo.convert %arg196 : (tensor<256xbf16>) -> tensor<256xf32>
    %190 = stablehlo.add %189, %85 : tensor<256xf32>
    %191 = stablehlo.rsqrt %190 : tensor<256xf32>
    %192 = stablehlo.reshape %188 : (tensor<256xf32>) -> tensor<256x1xf32>
    %193 = stablehlo.reshape %192 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %194 = stablehlo.reshape %191 : (tensor<256xf32>) -> tensor<256x1xf32>
    %195 = stablehlo.reshape %194 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %196 = stablehlo.convert %187 : (tensor<1x256x96x128xbf16>) -> tensor<1x256x96x128xf32>
    %197 = stablehlo.broadcast_in_dim %193, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x96x128xf32>
    %198 = stablehlo.subtract %196, %197 : tensor<1x256x96x128xf32>
    %199 = stablehlo.broadcast_in_dim %195, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x96x128xf32>
    %200 = stablehlo.multiply %198, %199 : tensor<1x256x96x128xf32>
    %201 = stablehlo.reshape %arg22 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %202 = stablehlo.reshape %201 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %203 = stablehlo.convert %202 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x96x128xf32>
    %205 = stablehlo.multiply %200, %204 : tensor<1x256x96x128xf32>
    %206 = stablehlo.reshape %arg23 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %207 = stablehlo.reshape %206 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %208 = stablehlo.convert %207 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x96x128xf32>
    %210 = stablehlo.add %205, %209 : tensor<1x256x96x128xf32>
    %211 = stablehlo.convert %210 : (tensor<1x256x96x128xf32>) -> tensor<1x256x96x128xbf16>
    %212 = stablehlo.add %211, %134 : tensor<1x256x96x128xbf16>
    %213 = stablehlo.maximum %212, %cst_40 : tensor<1x256x96x128xbf16>
    %214 = stablehlo.convolution(%213, %arg24) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x96x128xbf16>, tensor<64x256x1x1xbf16>) -> tensor<1x64x96x128xbf16>
    %215 = stablehlo.convert %arg197 : (tensor<64xbf16>) -> tensor<64xf32>
    %216 = stablehlo.convert %arg198 : (tensor<64xbf16>) -> tensor<64xf32>
    %217 = stablehlo.add %216, %5 : tensor<64xf32>
    %218 = stablehlo.rsqrt %217 : tensor<64xf32>
    %219 = stablehlo.reshape %215 : (tensor<64xf32>) -> tensor<64x1xf32>
    %220 = stablehlo.reshape %219 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %221 = stablehlo.reshape %218 : (tensor<64xf32>) -> tensor<64x1xf32>
    %222 = stablehlo.reshape %221 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %223 = stablehlo.convert %214 : (tensor<1x64x96x128xbf16>) -> tensor<1x64x96x128xf32>
    %224 = stablehlo.broadcast_in_dim %220, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %225 = stablehlo.subtract %223, %224 : tensor<1x64x96x128xf32>
    %226 = stablehlo.broadcast_in_dim %222, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %227 = stablehlo.multiply %225, %226 : tensor<1x64x96x128xf32>
    %228 = stablehlo.reshape %arg25 : (tensor<64xbf16>) -> tensor<64x1xbf16>
    %229 = stablehlo.reshape %228 : (tensor<64x1xbf16>) -> tensor<64x1x1xbf16>
    %230 = stablehlo.convert %229 : (tensor<64x1x1xbf16>) -> tensor<64x1x1xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %232 = stablehlo.multiply %227, %231 : tensor<1x64x96x128xf32>
    %233 = stablehlo.reshape %arg26 : (tensor<64xbf16>) -> tensor<64x1xbf16>
    %234 = stablehlo.reshape %233 : (tensor<64x1xbf16>) -> tensor<64x1x1xbf16>
    %235 = stablehlo.convert %234 : (tensor<64x1x1xbf16>) -> tensor<64x1x1xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %237 = stablehlo.add %232, %236 : tensor<1x64x96x128xf32>
    %238 = stablehlo.convert %237 : (tensor<1x64x96x128xf32>) -> tensor<1x64x96x128xbf16>
    %239 = stablehlo.maximum %238, %cst_39 : tensor<1x64x96x128xbf16>
    %240 = stablehlo.convolution(%239, %arg27) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x96x128xbf16>, tensor<64x64x3x3xbf16>) -> tensor<1x64x96x128xbf16>
    %241 = stablehlo.convert %arg199 : (tensor<64xbf16>) -> tensor<64xf32>
    %242 = stablehlo.convert %arg200 : (tensor<64xbf16>) -> tensor<64xf32>
    %243 = stablehlo.add %242, %5 : tensor<64xf32>
    %244 = stablehlo.rsqrt %243 : tensor<64xf32>
    %245 = stablehlo.reshape %241 : (tensor<64xf32>) -> tensor<64x1xf32>
    %246 = stablehlo.reshape %245 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %247 = stablehlo.reshape %244 : (tensor<64xf32>) -> tensor<64x1xf32>
    %248 = stablehlo.reshape %247 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %249 = stablehlo.convert %240 : (tensor<1x64x96x128xbf16>) -> tensor<1x64x96x128xf32>
    %250 = stablehlo.broadcast_in_dim %246, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %251 = stablehlo.subtract %249, %250 : tensor<1x64x96x128xf32>
    %252 = stablehlo.broadcast_in_dim %248, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %253 = stablehlo.multiply %251, %252 : tensor<1x64x96x128xf32>
    %254 = stablehlo.reshape %arg28 : (tensor<64xbf16>) -> tensor<64x1xbf16>
    %255 = stablehlo.reshape %254 : (tensor<64x1xbf16>) -> tensor<64x1x1xbf16>
    %256 = stablehlo.convert %255 : (tensor<64x1x1xbf16>) -> tensor<64x1x1xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %258 = stablehlo.multiply %253, %257 : tensor<1x64x96x128xf32>
    %259 = stablehlo.reshape %arg29 : (tensor<64xbf16>) -> tensor<64x1xbf16>
    %260 = stablehlo.reshape %259 : (tensor<64x1xbf16>) -> tensor<64x1x1xbf16>
    %261 = stablehlo.convert %260 : (tensor<64x1x1xbf16>) -> tensor<64x1x1xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x96x128xf32>
    %263 = stablehlo.add %258, %262 : tensor<1x64x96x128xf32>
    %264 = stablehlo.convert %263 : (tensor<1x64x96x128xf32>) -> tensor<1x64x96x128xbf16>
    %265 = stablehlo.maximum %264, %cst_39 : tensor<1x64x96x128xbf16>
    %266 = stablehlo.convolution(%265, %arg30) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x96x128xbf16>, tensor<256x64x1x1xbf16>) -> tensor<1x256x96x128xbf16>
    %267 = stablehlo.convert %arg201 : (tensor<256xbf16>) -> tensor<256xf32>
    %268 = stablehlo.convert %arg202 : (tensor<256xbf16>) -> tensor<256xf32>
    %269 = stablehlo.add %268, %85 : tensor<256xf32>
    %270 = stablehlo.rsqrt %269 : tensor<256xf32>
    %271 = stablehlo.reshape %267 : (tensor<256xf32>) -> tensor<256x1xf32>
    %272 = stablehlo.reshape %271 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %273 = stablehlo.reshape %270 : (tensor<256xf32>) -> tensor<256x1xf32>
    %274 = stablehlo.reshape %273 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %275 = stablehlo.convert %266 : (tensor<1x256x96x128xbf16>) -> tensor<1x256x96x128xf32>
    %276 = stablehlo.broadcast_in_dim %272, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x96x128xf32>
    %277 = stablehlo.subtract %275, %276 : tensor<1x256x96x128xf32>
    %278 = stablehlo.broadcast_in_dim %274, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x96x128xf32>
    %279 = stablehlo.multiply %277, %278 : tensor<1x256x96x128xf32>
    %280 = stablehlo.reshape %arg31 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %281 = stablehlo.reshape %280 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %282 = stablehlo.convert %281 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x96x128xf32>
    %284 = stablehlo.multiply %279, %283 : tensor<1x256x96x128xf32>
    %285 = stablehlo.reshape %arg32 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %286 = stablehlo.reshape %285 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %287 = stablehlo.convert %286 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x96x128xf32>
    %289 = stablehlo.add %284, %288 : tensor<1x256x96x128xf32>
    %290 = stablehlo.convert %289 : (tensor<1x256x96x128xf32>) -> tensor<1x256x96x128xbf16>
    %291 = stablehlo.add %290, %213 : tensor<1x256x96x128xbf16>
    %292 = stablehlo.maximum %291, %cst_40 : tensor<1x256x96x128xbf16>
    %293 = stablehlo.convolution(%292, %arg33) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x96x128xbf16>, tensor<128x256x1x1xbf16>) -> tensor<1x128x96x128xbf16>
    %294 = stablehlo.convert %arg203 : (tensor<128xbf16>) -> tensor<128xf32>
    %295 = stablehlo.convert %arg204 : (tensor<128xbf16>) -> tensor<128xf32>
    %296 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %297 = stablehlo.add %295, %296 : tensor<128xf32>
    %298 = stablehlo.rsqrt %297 : tensor<128xf32>
    %299 = stablehlo.reshape %294 : (tensor<128xf32>) -> tensor<128x1xf32>
    %300 = stablehlo.reshape %299 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %301 = stablehlo.reshape %298 : (tensor<128xf32>) -> tensor<128x1xf32>
    %302 = stablehlo.reshape %301 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %303 = stablehlo.convert %293 : (tensor<1x128x96x128xbf16>) -> tensor<1x128x96x128xf32>
    %304 = stablehlo.broadcast_in_dim %300, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x96x128xf32>
    %305 = stablehlo.subtract %303, %304 : tensor<1x128x96x128xf32>
    %306 = stablehlo.broadcast_in_dim %302, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x96x128xf32>
    %307 = stablehlo.multiply %305, %306 : tensor<1x128x96x128xf32>
    %308 = stablehlo.reshape %arg34 : (tensor<128xbf16>) -> tensor<128x1xbf16>
    %309 = stablehlo.reshape %308 : (tensor<128x1xbf16>) -> tensor<128x1x1xbf16>
    %310 = stablehlo.convert %309 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x96x128xf32>
    %312 = stablehlo.multiply %307, %311 : tensor<1x128x96x128xf32>
    %313 = stablehlo.reshape %arg35 : (tensor<128xbf16>) -> tensor<128x1xbf16>
    %314 = stablehlo.reshape %313 : (tensor<128x1xbf16>) -> tensor<128x1x1xbf16>
    %315 = stablehlo.convert %314 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x96x128xf32>
    %317 = stablehlo.add %312, %316 : tensor<1x128x96x128xf32>
    %318 = stablehlo.convert %317 : (tensor<1x128x96x128xf32>) -> tensor<1x128x96x128xbf16>
    %319 = stablehlo.maximum %318, %cst_41 : tensor<1x128x96x128xbf16>
    %320 = stablehlo.convolution(%319, %arg36) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x96x128xbf16>, tensor<128x128x3x3xbf16>) -> tensor<1x128x48x64xbf16>
    %321 = stablehlo.convert %arg205 : (tensor<128xbf16>) -> tensor<128xf32>
    %322 = stablehlo.convert %arg206 : (tensor<128xbf16>) -> tensor<128xf32>
    %323 = stablehlo.add %322, %296 : tensor<128xf32>
    %324 = stablehlo.rsqrt %323 : tensor<128xf32>
    %325 = stablehlo.reshape %321 : (tensor<128xf32>) -> tensor<128x1xf32>
    %326 = stablehlo.reshape %325 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %327 = stablehlo.reshape %324 : (tensor<128xf32>) -> tensor<128x1xf32>
    %328 = stablehlo.reshape %327 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %329 = stablehlo.convert %320 : (tensor<1x128x48x64xbf16>) -> tensor<1x128x48x64xf32>
    %330 = stablehlo.broadcast_in_dim %326, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %331 = stablehlo.subtract %329, %330 : tensor<1x128x48x64xf32>
    %332 = stablehlo.broadcast_in_dim %328, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %333 = stablehlo.multiply %331, %332 : tensor<1x128x48x64xf32>
    %334 = stablehlo.reshape %arg37 : (tensor<128xbf16>) -> tensor<128x1xbf16>
    %335 = stablehlo.reshape %334 : (tensor<128x1xbf16>) -> tensor<128x1x1xbf16>
    %336 = stablehlo.convert %335 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %338 = stablehlo.multiply %333, %337 : tensor<1x128x48x64xf32>
    %339 = stablehlo.reshape %arg38 : (tensor<128xbf16>) -> tensor<128x1xbf16>
    %340 = stablehlo.reshape %339 : (tensor<128x1xbf16>) -> tensor<128x1x1xbf16>
    %341 = stablehlo.convert %340 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %343 = stablehlo.add %338, %342 : tensor<1x128x48x64xf32>
    %344 = stablehlo.convert %343 : (tensor<1x128x48x64xf32>) -> tensor<1x128x48x64xbf16>
    %345 = stablehlo.maximum %344, %cst_42 : tensor<1x128x48x64xbf16>
    %346 = stablehlo.convolution(%345, %arg39) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x48x64xbf16>, tensor<512x128x1x1xbf16>) -> tensor<1x512x48x64xbf16>
    %347 = stablehlo.convert %arg207 : (tensor<512xbf16>) -> tensor<512xf32>
    %348 = stablehlo.convert %arg208 : (tensor<512xbf16>) -> tensor<512xf32>
    %349 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %350 = stablehlo.add %348, %349 : tensor<512xf32>
    %351 = stablehlo.rsqrt %350 : tensor<512xf32>
    %352 = stablehlo.reshape %347 : (tensor<512xf32>) -> tensor<512x1xf32>
    %353 = stablehlo.reshape %352 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %354 = stablehlo.reshape %351 : (tensor<512xf32>) -> tensor<512x1xf32>
    %355 = stablehlo.reshape %354 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %356 = stablehlo.convert %346 : (tensor<1x512x48x64xbf16>) -> tensor<1x512x48x64xf32>
    %357 = stablehlo.broadcast_in_dim %353, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %358 = stablehlo.subtract %356, %357 : tensor<1x512x48x64xf32>
    %359 = stablehlo.broadcast_in_dim %355, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %360 = stablehlo.multiply %358, %359 : tensor<1x512x48x64xf32>
    %361 = stablehlo.reshape %arg40 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %362 = stablehlo.reshape %361 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %363 = stablehlo.convert %362 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %365 = stablehlo.multiply %360, %364 : tensor<1x512x48x64xf32>
    %366 = stablehlo.reshape %arg41 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %367 = stablehlo.reshape %366 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %368 = stablehlo.convert %367 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %370 = stablehlo.add %365, %369 : tensor<1x512x48x64xf32>
    %371 = stablehlo.convert %370 : (tensor<1x512x48x64xf32>) -> tensor<1x512x48x64xbf16>
    %372 = stablehlo.convolution(%292, %arg42) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x96x128xbf16>, tensor<512x256x1x1xbf16>) -> tensor<1x512x48x64xbf16>
    %373 = stablehlo.convert %arg209 : (tensor<512xbf16>) -> tensor<512xf32>
    %374 = stablehlo.convert %arg210 : (tensor<512xbf16>) -> tensor<512xf32>
    %375 = stablehlo.add %374, %349 : tensor<512xf32>
    %376 = stablehlo.rsqrt %375 : tensor<512xf32>
    %377 = stablehlo.reshape %373 : (tensor<512xf32>) -> tensor<512x1xf32>
    %378 = stablehlo.reshape %377 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %379 = stablehlo.reshape %376 : (tensor<512xf32>) -> tensor<512x1xf32>
    %380 = stablehlo.reshape %379 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %381 = stablehlo.convert %372 : (tensor<1x512x48x64xbf16>) -> tensor<1x512x48x64xf32>
    %382 = stablehlo.broadcast_in_dim %378, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %383 = stablehlo.subtract %381, %382 : tensor<1x512x48x64xf32>
    %384 = stablehlo.broadcast_in_dim %380, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %385 = stablehlo.multiply %383, %384 : tensor<1x512x48x64xf32>
    %386 = stablehlo.reshape %arg43 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %387 = stablehlo.reshape %386 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %388 = stablehlo.convert %387 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %390 = stablehlo.multiply %385, %389 : tensor<1x512x48x64xf32>
    %391 = stablehlo.reshape %arg44 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %392 = stablehlo.reshape %391 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %393 = stablehlo.convert %392 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %395 = stablehlo.add %390, %394 : tensor<1x512x48x64xf32>
    %396 = stablehlo.convert %395 : (tensor<1x512x48x64xf32>) -> tensor<1x512x48x64xbf16>
    %397 = stablehlo.add %371, %396 : tensor<1x512x48x64xbf16>
    %398 = stablehlo.maximum %397, %cst_43 : tensor<1x512x48x64xbf16>
    %399 = stablehlo.convolution(%398, %arg45) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x48x64xbf16>, tensor<128x512x1x1xbf16>) -> tensor<1x128x48x64xbf16>
    %400 = stablehlo.convert %arg211 : (tensor<128xbf16>) -> tensor<128xf32>
    %401 = stablehlo.convert %arg212 : (tensor<128xbf16>) -> tensor<128xf32>
    %402 = stablehlo.add %401, %296 : tensor<128xf32>
    %403 = stablehlo.rsqrt %402 : tensor<128xf32>
    %404 = stablehlo.reshape %400 : (tensor<128xf32>) -> tensor<128x1xf32>
    %405 = stablehlo.reshape %404 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %406 = stablehlo.reshape %403 : (tensor<128xf32>) -> tensor<128x1xf32>
    %407 = stablehlo.reshape %406 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %408 = stablehlo.convert %399 : (tensor<1x128x48x64xbf16>) -> tensor<1x128x48x64xf32>
    %409 = stablehlo.broadcast_in_dim %405, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %410 = stablehlo.subtract %408, %409 : tensor<1x128x48x64xf32>
    %411 = stablehlo.broadcast_in_dim %407, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %412 = stablehlo.multiply %410, %411 : tensor<1x128x48x64xf32>
    %413 = stablehlo.reshape %arg46 : (tensor<128xbf16>) -> tensor<128x1xbf16>
    %414 = stablehlo.reshape %413 : (tensor<128x1xbf16>) -> tensor<128x1x1xbf16>
    %415 = stablehlo.convert %414 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %417 = stablehlo.multiply %412, %416 : tensor<1x128x48x64xf32>
    %418 = stablehlo.reshape %arg47 : (tensor<128xbf16>) -> tensor<128x1xbf16>
    %419 = stablehlo.reshape %418 : (tensor<128x1xbf16>) -> tensor<128x1x1xbf16>
    %420 = stablehlo.convert %419 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %422 = stablehlo.add %417, %421 : tensor<1x128x48x64xf32>
    %423 = stablehlo.convert %422 : (tensor<1x128x48x64xf32>) -> tensor<1x128x48x64xbf16>
    %424 = stablehlo.maximum %423, %cst_42 : tensor<1x128x48x64xbf16>
    %425 = stablehlo.convolution(%424, %arg48) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x48x64xbf16>, tensor<128x128x3x3xbf16>) -> tensor<1x128x48x64xbf16>
    %426 = stablehlo.convert %arg213 : (tensor<128xbf16>) -> tensor<128xf32>
    %427 = stablehlo.convert %arg214 : (tensor<128xbf16>) -> tensor<128xf32>
    %428 = stablehlo.add %427, %296 : tensor<128xf32>
    %429 = stablehlo.rsqrt %428 : tensor<128xf32>
    %430 = stablehlo.reshape %426 : (tensor<128xf32>) -> tensor<128x1xf32>
    %431 = stablehlo.reshape %430 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %432 = stablehlo.reshape %429 : (tensor<128xf32>) -> tensor<128x1xf32>
    %433 = stablehlo.reshape %432 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %434 = stablehlo.convert %425 : (tensor<1x128x48x64xbf16>) -> tensor<1x128x48x64xf32>
    %435 = stablehlo.broadcast_in_dim %431, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %436 = stablehlo.subtract %434, %435 : tensor<1x128x48x64xf32>
    %437 = stablehlo.broadcast_in_dim %433, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %438 = stablehlo.multiply %436, %437 : tensor<1x128x48x64xf32>
    %439 = stablehlo.reshape %arg49 : (tensor<128xbf16>) -> tensor<128x1xbf16>
    %440 = stablehlo.reshape %439 : (tensor<128x1xbf16>) -> tensor<128x1x1xbf16>
    %441 = stablehlo.convert %440 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %443 = stablehlo.multiply %438, %442 : tensor<1x128x48x64xf32>
    %444 = stablehlo.reshape %arg50 : (tensor<128xbf16>) -> tensor<128x1xbf16>
    %445 = stablehlo.reshape %444 : (tensor<128x1xbf16>) -> tensor<128x1x1xbf16>
    %446 = stablehlo.convert %445 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %448 = stablehlo.add %443, %447 : tensor<1x128x48x64xf32>
    %449 = stablehlo.convert %448 : (tensor<1x128x48x64xf32>) -> tensor<1x128x48x64xbf16>
    %450 = stablehlo.maximum %449, %cst_42 : tensor<1x128x48x64xbf16>
    %451 = stablehlo.convolution(%450, %arg51) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x48x64xbf16>, tensor<512x128x1x1xbf16>) -> tensor<1x512x48x64xbf16>
    %452 = stablehlo.convert %arg215 : (tensor<512xbf16>) -> tensor<512xf32>
    %453 = stablehlo.convert %arg216 : (tensor<512xbf16>) -> tensor<512xf32>
    %454 = stablehlo.add %453, %349 : tensor<512xf32>
    %455 = stablehlo.rsqrt %454 : tensor<512xf32>
    %456 = stablehlo.reshape %452 : (tensor<512xf32>) -> tensor<512x1xf32>
    %457 = stablehlo.reshape %456 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %458 = stablehlo.reshape %455 : (tensor<512xf32>) -> tensor<512x1xf32>
    %459 = stablehlo.reshape %458 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %460 = stablehlo.convert %451 : (tensor<1x512x48x64xbf16>) -> tensor<1x512x48x64xf32>
    %461 = stablehlo.broadcast_in_dim %457, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %462 = stablehlo.subtract %460, %461 : tensor<1x512x48x64xf32>
    %463 = stablehlo.broadcast_in_dim %459, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %464 = stablehlo.multiply %462, %463 : tensor<1x512x48x64xf32>
    %465 = stablehlo.reshape %arg52 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %466 = stablehlo.reshape %465 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %467 = stablehlo.convert %466 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %469 = stablehlo.multiply %464, %468 : tensor<1x512x48x64xf32>
    %470 = stablehlo.reshape %arg53 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %471 = stablehlo.reshape %470 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %472 = stablehlo.convert %471 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %474 = stablehlo.add %469, %473 : tensor<1x512x48x64xf32>
    %475 = stablehlo.convert %474 : (tensor<1x512x48x64xf32>) -> tensor<1x512x48x64xbf16>
    %476 = stablehlo.add %475, %398 : tensor<1x512x48x64xbf16>
    %477 = stablehlo.maximum %476, %cst_43 : tensor<1x512x48x64xbf16>
    %478 = stablehlo.convolution(%477, %arg54) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x48x64xbf16>, tensor<128x512x1x1xbf16>) -> tensor<1x128x48x64xbf16>
    %479 = stablehlo.convert %arg217 : (tensor<128xbf16>) -> tensor<128xf32>
    %480 = stablehlo.convert %arg218 : (tensor<128xbf16>) -> tensor<128xf32>
    %481 = stablehlo.add %480, %296 : tensor<128xf32>
    %482 = stablehlo.rsqrt %481 : tensor<128xf32>
    %483 = stablehlo.reshape %479 : (tensor<128xf32>) -> tensor<128x1xf32>
    %484 = stablehlo.reshape %483 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %485 = stablehlo.reshape %482 : (tensor<128xf32>) -> tensor<128x1xf32>
    %486 = stablehlo.reshape %485 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %487 = stablehlo.convert %478 : (tensor<1x128x48x64xbf16>) -> tensor<1x128x48x64xf32>
    %488 = stablehlo.broadcast_in_dim %484, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %489 = stablehlo.subtract %487, %488 : tensor<1x128x48x64xf32>
    %490 = stablehlo.broadcast_in_dim %486, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %491 = stablehlo.multiply %489, %490 : tensor<1x128x48x64xf32>
    %492 = stablehlo.reshape %arg55 : (tensor<128xbf16>) -> tensor<128x1xbf16>
    %493 = stablehlo.reshape %492 : (tensor<128x1xbf16>) -> tensor<128x1x1xbf16>
    %494 = stablehlo.convert %493 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %496 = stablehlo.multiply %491, %495 : tensor<1x128x48x64xf32>
    %497 = stablehlo.reshape %arg56 : (tensor<128xbf16>) -> tensor<128x1xbf16>
    %498 = stablehlo.reshape %497 : (tensor<128x1xbf16>) -> tensor<128x1x1xbf16>
    %499 = stablehlo.convert %498 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %501 = stablehlo.add %496, %500 : tensor<1x128x48x64xf32>
    %502 = stablehlo.convert %501 : (tensor<1x128x48x64xf32>) -> tensor<1x128x48x64xbf16>
    %503 = stablehlo.maximum %502, %cst_42 : tensor<1x128x48x64xbf16>
    %504 = stablehlo.convolution(%503, %arg57) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x48x64xbf16>, tensor<128x128x3x3xbf16>) -> tensor<1x128x48x64xbf16>
    %505 = stablehlo.convert %arg219 : (tensor<128xbf16>) -> tensor<128xf32>
    %506 = stablehlo.convert %arg220 : (tensor<128xbf16>) -> tensor<128xf32>
    %507 = stablehlo.add %506, %296 : tensor<128xf32>
    %508 = stablehlo.rsqrt %507 : tensor<128xf32>
    %509 = stablehlo.reshape %505 : (tensor<128xf32>) -> tensor<128x1xf32>
    %510 = stablehlo.reshape %509 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %511 = stablehlo.reshape %508 : (tensor<128xf32>) -> tensor<128x1xf32>
    %512 = stablehlo.reshape %511 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %513 = stablehlo.convert %504 : (tensor<1x128x48x64xbf16>) -> tensor<1x128x48x64xf32>
    %514 = stablehlo.broadcast_in_dim %510, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %515 = stablehlo.subtract %513, %514 : tensor<1x128x48x64xf32>
    %516 = stablehlo.broadcast_in_dim %512, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %517 = stablehlo.multiply %515, %516 : tensor<1x128x48x64xf32>
    %518 = stablehlo.reshape %arg58 : (tensor<128xbf16>) -> tensor<128x1xbf16>
    %519 = stablehlo.reshape %518 : (tensor<128x1xbf16>) -> tensor<128x1x1xbf16>
    %520 = stablehlo.convert %519 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %522 = stablehlo.multiply %517, %521 : tensor<1x128x48x64xf32>
    %523 = stablehlo.reshape %arg59 : (tensor<128xbf16>) -> tensor<128x1xbf16>
    %524 = stablehlo.reshape %523 : (tensor<128x1xbf16>) -> tensor<128x1x1xbf16>
    %525 = stablehlo.convert %524 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %527 = stablehlo.add %522, %526 : tensor<1x128x48x64xf32>
    %528 = stablehlo.convert %527 : (tensor<1x128x48x64xf32>) -> tensor<1x128x48x64xbf16>
    %529 = stablehlo.maximum %528, %cst_42 : tensor<1x128x48x64xbf16>
    %530 = stablehlo.convolution(%529, %arg60) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x48x64xbf16>, tensor<512x128x1x1xbf16>) -> tensor<1x512x48x64xbf16>
    %531 = stablehlo.convert %arg221 : (tensor<512xbf16>) -> tensor<512xf32>
    %532 = stablehlo.convert %arg222 : (tensor<512xbf16>) -> tensor<512xf32>
    %533 = stablehlo.add %532, %349 : tensor<512xf32>
    %534 = stablehlo.rsqrt %533 : tensor<512xf32>
    %535 = stablehlo.reshape %531 : (tensor<512xf32>) -> tensor<512x1xf32>
    %536 = stablehlo.reshape %535 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %537 = stablehlo.reshape %534 : (tensor<512xf32>) -> tensor<512x1xf32>
    %538 = stablehlo.reshape %537 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %539 = stablehlo.convert %530 : (tensor<1x512x48x64xbf16>) -> tensor<1x512x48x64xf32>
    %540 = stablehlo.broadcast_in_dim %536, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %541 = stablehlo.subtract %539, %540 : tensor<1x512x48x64xf32>
    %542 = stablehlo.broadcast_in_dim %538, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %543 = stablehlo.multiply %541, %542 : tensor<1x512x48x64xf32>
    %544 = stablehlo.reshape %arg61 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %545 = stablehlo.reshape %544 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %546 = stablehlo.convert %545 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %548 = stablehlo.multiply %543, %547 : tensor<1x512x48x64xf32>
    %549 = stablehlo.reshape %arg62 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %550 = stablehlo.reshape %549 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %551 = stablehlo.convert %550 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %553 = stablehlo.add %548, %552 : tensor<1x512x48x64xf32>
    %554 = stablehlo.convert %553 : (tensor<1x512x48x64xf32>) -> tensor<1x512x48x64xbf16>
    %555 = stablehlo.add %554, %477 : tensor<1x512x48x64xbf16>
    %556 = stablehlo.maximum %555, %cst_43 : tensor<1x512x48x64xbf16>
    %557 = stablehlo.convolution(%556, %arg63) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x48x64xbf16>, tensor<128x512x1x1xbf16>) -> tensor<1x128x48x64xbf16>
    %558 = stablehlo.convert %arg223 : (tensor<128xbf16>) -> tensor<128xf32>
    %559 = stablehlo.convert %arg224 : (tensor<128xbf16>) -> tensor<128xf32>
    %560 = stablehlo.add %559, %296 : tensor<128xf32>
    %561 = stablehlo.rsqrt %560 : tensor<128xf32>
    %562 = stablehlo.reshape %558 : (tensor<128xf32>) -> tensor<128x1xf32>
    %563 = stablehlo.reshape %562 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %564 = stablehlo.reshape %561 : (tensor<128xf32>) -> tensor<128x1xf32>
    %565 = stablehlo.reshape %564 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %566 = stablehlo.convert %557 : (tensor<1x128x48x64xbf16>) -> tensor<1x128x48x64xf32>
    %567 = stablehlo.broadcast_in_dim %563, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %568 = stablehlo.subtract %566, %567 : tensor<1x128x48x64xf32>
    %569 = stablehlo.broadcast_in_dim %565, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %570 = stablehlo.multiply %568, %569 : tensor<1x128x48x64xf32>
    %571 = stablehlo.reshape %arg64 : (tensor<128xbf16>) -> tensor<128x1xbf16>
    %572 = stablehlo.reshape %571 : (tensor<128x1xbf16>) -> tensor<128x1x1xbf16>
    %573 = stablehlo.convert %572 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %575 = stablehlo.multiply %570, %574 : tensor<1x128x48x64xf32>
    %576 = stablehlo.reshape %arg65 : (tensor<128xbf16>) -> tensor<128x1xbf16>
    %577 = stablehlo.reshape %576 : (tensor<128x1xbf16>) -> tensor<128x1x1xbf16>
    %578 = stablehlo.convert %577 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %579 = stablehlo.broadcast_in_dim %578, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %580 = stablehlo.add %575, %579 : tensor<1x128x48x64xf32>
    %581 = stablehlo.convert %580 : (tensor<1x128x48x64xf32>) -> tensor<1x128x48x64xbf16>
    %582 = stablehlo.maximum %581, %cst_42 : tensor<1x128x48x64xbf16>
    %583 = stablehlo.convolution(%582, %arg66) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x48x64xbf16>, tensor<128x128x3x3xbf16>) -> tensor<1x128x48x64xbf16>
    %584 = stablehlo.convert %arg225 : (tensor<128xbf16>) -> tensor<128xf32>
    %585 = stablehlo.convert %arg226 : (tensor<128xbf16>) -> tensor<128xf32>
    %586 = stablehlo.add %585, %296 : tensor<128xf32>
    %587 = stablehlo.rsqrt %586 : tensor<128xf32>
    %588 = stablehlo.reshape %584 : (tensor<128xf32>) -> tensor<128x1xf32>
    %589 = stablehlo.reshape %588 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %590 = stablehlo.reshape %587 : (tensor<128xf32>) -> tensor<128x1xf32>
    %591 = stablehlo.reshape %590 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %592 = stablehlo.convert %583 : (tensor<1x128x48x64xbf16>) -> tensor<1x128x48x64xf32>
    %593 = stablehlo.broadcast_in_dim %589, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %594 = stablehlo.subtract %592, %593 : tensor<1x128x48x64xf32>
    %595 = stablehlo.broadcast_in_dim %591, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %596 = stablehlo.multiply %594, %595 : tensor<1x128x48x64xf32>
    %597 = stablehlo.reshape %arg67 : (tensor<128xbf16>) -> tensor<128x1xbf16>
    %598 = stablehlo.reshape %597 : (tensor<128x1xbf16>) -> tensor<128x1x1xbf16>
    %599 = stablehlo.convert %598 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %601 = stablehlo.multiply %596, %600 : tensor<1x128x48x64xf32>
    %602 = stablehlo.reshape %arg68 : (tensor<128xbf16>) -> tensor<128x1xbf16>
    %603 = stablehlo.reshape %602 : (tensor<128x1xbf16>) -> tensor<128x1x1xbf16>
    %604 = stablehlo.convert %603 : (tensor<128x1x1xbf16>) -> tensor<128x1x1xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x48x64xf32>
    %606 = stablehlo.add %601, %605 : tensor<1x128x48x64xf32>
    %607 = stablehlo.convert %606 : (tensor<1x128x48x64xf32>) -> tensor<1x128x48x64xbf16>
    %608 = stablehlo.maximum %607, %cst_42 : tensor<1x128x48x64xbf16>
    %609 = stablehlo.convolution(%608, %arg69) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x48x64xbf16>, tensor<512x128x1x1xbf16>) -> tensor<1x512x48x64xbf16>
    %610 = stablehlo.convert %arg227 : (tensor<512xbf16>) -> tensor<512xf32>
    %611 = stablehlo.convert %arg228 : (tensor<512xbf16>) -> tensor<512xf32>
    %612 = stablehlo.add %611, %349 : tensor<512xf32>
    %613 = stablehlo.rsqrt %612 : tensor<512xf32>
    %614 = stablehlo.reshape %610 : (tensor<512xf32>) -> tensor<512x1xf32>
    %615 = stablehlo.reshape %614 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %616 = stablehlo.reshape %613 : (tensor<512xf32>) -> tensor<512x1xf32>
    %617 = stablehlo.reshape %616 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %618 = stablehlo.convert %609 : (tensor<1x512x48x64xbf16>) -> tensor<1x512x48x64xf32>
    %619 = stablehlo.broadcast_in_dim %615, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %620 = stablehlo.subtract %618, %619 : tensor<1x512x48x64xf32>
    %621 = stablehlo.broadcast_in_dim %617, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %622 = stablehlo.multiply %620, %621 : tensor<1x512x48x64xf32>
    %623 = stablehlo.reshape %arg70 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %624 = stablehlo.reshape %623 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %625 = stablehlo.convert %624 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %627 = stablehlo.multiply %622, %626 : tensor<1x512x48x64xf32>
    %628 = stablehlo.reshape %arg71 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %629 = stablehlo.reshape %628 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %630 = stablehlo.convert %629 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %631 = stablehlo.broadcast_in_dim %630, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x48x64xf32>
    %632 = stablehlo.add %627, %631 : tensor<1x512x48x64xf32>
    %633 = stablehlo.convert %632 : (tensor<1x512x48x64xf32>) -> tensor<1x512x48x64xbf16>
    %634 = stablehlo.add %633, %556 : tensor<1x512x48x64xbf16>
    %635 = stablehlo.maximum %634, %cst_43 : tensor<1x512x48x64xbf16>
    %636 = stablehlo.convolution(%635, %arg72) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x48x64xbf16>, tensor<256x512x1x1xbf16>) -> tensor<1x256x48x64xbf16>
    %637 = stablehlo.convert %arg229 : (tensor<256xbf16>) -> tensor<256xf32>
    %638 = stablehlo.convert %arg230 : (tensor<256xbf16>) -> tensor<256xf32>
    %639 = stablehlo.add %638, %85 : tensor<256xf32>
    %640 = stablehlo.rsqrt %639 : tensor<256xf32>
    %641 = stablehlo.reshape %637 : (tensor<256xf32>) -> tensor<256x1xf32>
    %642 = stablehlo.reshape %641 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %643 = stablehlo.reshape %640 : (tensor<256xf32>) -> tensor<256x1xf32>
    %644 = stablehlo.reshape %643 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %645 = stablehlo.convert %636 : (tensor<1x256x48x64xbf16>) -> tensor<1x256x48x64xf32>
    %646 = stablehlo.broadcast_in_dim %642, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x48x64xf32>
    %647 = stablehlo.subtract %645, %646 : tensor<1x256x48x64xf32>
    %648 = stablehlo.broadcast_in_dim %644, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x48x64xf32>
    %649 = stablehlo.multiply %647, %648 : tensor<1x256x48x64xf32>
    %650 = stablehlo.reshape %arg73 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %651 = stablehlo.reshape %650 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %652 = stablehlo.convert %651 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %653 = stablehlo.broadcast_in_dim %652, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x48x64xf32>
    %654 = stablehlo.multiply %649, %653 : tensor<1x256x48x64xf32>
    %655 = stablehlo.reshape %arg74 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %656 = stablehlo.reshape %655 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %657 = stablehlo.convert %656 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x48x64xf32>
    %659 = stablehlo.add %654, %658 : tensor<1x256x48x64xf32>
    %660 = stablehlo.convert %659 : (tensor<1x256x48x64xf32>) -> tensor<1x256x48x64xbf16>
    %661 = stablehlo.maximum %660, %cst_44 : tensor<1x256x48x64xbf16>
    %662 = stablehlo.convolution(%661, %arg75) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x48x64xbf16>, tensor<256x256x3x3xbf16>) -> tensor<1x256x24x32xbf16>
    %663 = stablehlo.convert %arg231 : (tensor<256xbf16>) -> tensor<256xf32>
    %664 = stablehlo.convert %arg232 : (tensor<256xbf16>) -> tensor<256xf32>
    %665 = stablehlo.add %664, %85 : tensor<256xf32>
    %666 = stablehlo.rsqrt %665 : tensor<256xf32>
    %667 = stablehlo.reshape %663 : (tensor<256xf32>) -> tensor<256x1xf32>
    %668 = stablehlo.reshape %667 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %669 = stablehlo.reshape %666 : (tensor<256xf32>) -> tensor<256x1xf32>
    %670 = stablehlo.reshape %669 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %671 = stablehlo.convert %662 : (tensor<1x256x24x32xbf16>) -> tensor<1x256x24x32xf32>
    %672 = stablehlo.broadcast_in_dim %668, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %673 = stablehlo.subtract %671, %672 : tensor<1x256x24x32xf32>
    %674 = stablehlo.broadcast_in_dim %670, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %675 = stablehlo.multiply %673, %674 : tensor<1x256x24x32xf32>
    %676 = stablehlo.reshape %arg76 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %677 = stablehlo.reshape %676 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %678 = stablehlo.convert %677 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %679 = stablehlo.broadcast_in_dim %678, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %680 = stablehlo.multiply %675, %679 : tensor<1x256x24x32xf32>
    %681 = stablehlo.reshape %arg77 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %682 = stablehlo.reshape %681 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %683 = stablehlo.convert %682 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %684 = stablehlo.broadcast_in_dim %683, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %685 = stablehlo.add %680, %684 : tensor<1x256x24x32xf32>
    %686 = stablehlo.convert %685 : (tensor<1x256x24x32xf32>) -> tensor<1x256x24x32xbf16>
    %687 = stablehlo.maximum %686, %cst_45 : tensor<1x256x24x32xbf16>
    %688 = stablehlo.convolution(%687, %arg78) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<1024x256x1x1xbf16>) -> tensor<1x1024x24x32xbf16>
    %689 = stablehlo.convert %arg233 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %690 = stablehlo.convert %arg234 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %691 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %692 = stablehlo.add %690, %691 : tensor<1024xf32>
    %693 = stablehlo.rsqrt %692 : tensor<1024xf32>
    %694 = stablehlo.reshape %689 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %695 = stablehlo.reshape %694 : (tensor<1024x1xf32>) -> tensor<1024x1x1xf32>
    %696 = stablehlo.reshape %693 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %697 = stablehlo.reshape %696 : (tensor<1024x1xf32>) -> tensor<1024x1x1xf32>
    %698 = stablehlo.convert %688 : (tensor<1x1024x24x32xbf16>) -> tensor<1x1024x24x32xf32>
    %699 = stablehlo.broadcast_in_dim %695, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %700 = stablehlo.subtract %698, %699 : tensor<1x1024x24x32xf32>
    %701 = stablehlo.broadcast_in_dim %697, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %702 = stablehlo.multiply %700, %701 : tensor<1x1024x24x32xf32>
    %703 = stablehlo.reshape %arg79 : (tensor<1024xbf16>) -> tensor<1024x1xbf16>
    %704 = stablehlo.reshape %703 : (tensor<1024x1xbf16>) -> tensor<1024x1x1xbf16>
    %705 = stablehlo.convert %704 : (tensor<1024x1x1xbf16>) -> tensor<1024x1x1xf32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %707 = stablehlo.multiply %702, %706 : tensor<1x1024x24x32xf32>
    %708 = stablehlo.reshape %arg80 : (tensor<1024xbf16>) -> tensor<1024x1xbf16>
    %709 = stablehlo.reshape %708 : (tensor<1024x1xbf16>) -> tensor<1024x1x1xbf16>
    %710 = stablehlo.convert %709 : (tensor<1024x1x1xbf16>) -> tensor<1024x1x1xf32>
    %711 = stablehlo.broadcast_in_dim %710, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %712 = stablehlo.add %707, %711 : tensor<1x1024x24x32xf32>
    %713 = stablehlo.convert %712 : (tensor<1x1024x24x32xf32>) -> tensor<1x1024x24x32xbf16>
    %714 = stablehlo.convolution(%635, %arg81) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x48x64xbf16>, tensor<1024x512x1x1xbf16>) -> tensor<1x1024x24x32xbf16>
    %715 = stablehlo.convert %arg235 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %716 = stablehlo.convert %arg236 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %717 = stablehlo.add %716, %691 : tensor<1024xf32>
    %718 = stablehlo.rsqrt %717 : tensor<1024xf32>
    %719 = stablehlo.reshape %715 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %720 = stablehlo.reshape %719 : (tensor<1024x1xf32>) -> tensor<1024x1x1xf32>
    %721 = stablehlo.reshape %718 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %722 = stablehlo.reshape %721 : (tensor<1024x1xf32>) -> tensor<1024x1x1xf32>
    %723 = stablehlo.convert %714 : (tensor<1x1024x24x32xbf16>) -> tensor<1x1024x24x32xf32>
    %724 = stablehlo.broadcast_in_dim %720, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %725 = stablehlo.subtract %723, %724 : tensor<1x1024x24x32xf32>
    %726 = stablehlo.broadcast_in_dim %722, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %727 = stablehlo.multiply %725, %726 : tensor<1x1024x24x32xf32>
    %728 = stablehlo.reshape %arg82 : (tensor<1024xbf16>) -> tensor<1024x1xbf16>
    %729 = stablehlo.reshape %728 : (tensor<1024x1xbf16>) -> tensor<1024x1x1xbf16>
    %730 = stablehlo.convert %729 : (tensor<1024x1x1xbf16>) -> tensor<1024x1x1xf32>
    %731 = stablehlo.broadcast_in_dim %730, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %732 = stablehlo.multiply %727, %731 : tensor<1x1024x24x32xf32>
    %733 = stablehlo.reshape %arg83 : (tensor<1024xbf16>) -> tensor<1024x1xbf16>
    %734 = stablehlo.reshape %733 : (tensor<1024x1xbf16>) -> tensor<1024x1x1xbf16>
    %735 = stablehlo.convert %734 : (tensor<1024x1x1xbf16>) -> tensor<1024x1x1xf32>
    %736 = stablehlo.broadcast_in_dim %735, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %737 = stablehlo.add %732, %736 : tensor<1x1024x24x32xf32>
    %738 = stablehlo.convert %737 : (tensor<1x1024x24x32xf32>) -> tensor<1x1024x24x32xbf16>
    %739 = stablehlo.add %713, %738 : tensor<1x1024x24x32xbf16>
    %740 = stablehlo.maximum %739, %cst_46 : tensor<1x1024x24x32xbf16>
    %741 = stablehlo.convolution(%740, %arg84) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1024x24x32xbf16>, tensor<256x1024x1x1xbf16>) -> tensor<1x256x24x32xbf16>
    %742 = stablehlo.convert %arg237 : (tensor<256xbf16>) -> tensor<256xf32>
    %743 = stablehlo.convert %arg238 : (tensor<256xbf16>) -> tensor<256xf32>
    %744 = stablehlo.add %743, %85 : tensor<256xf32>
    %745 = stablehlo.rsqrt %744 : tensor<256xf32>
    %746 = stablehlo.reshape %742 : (tensor<256xf32>) -> tensor<256x1xf32>
    %747 = stablehlo.reshape %746 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %748 = stablehlo.reshape %745 : (tensor<256xf32>) -> tensor<256x1xf32>
    %749 = stablehlo.reshape %748 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %750 = stablehlo.convert %741 : (tensor<1x256x24x32xbf16>) -> tensor<1x256x24x32xf32>
    %751 = stablehlo.broadcast_in_dim %747, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %752 = stablehlo.subtract %750, %751 : tensor<1x256x24x32xf32>
    %753 = stablehlo.broadcast_in_dim %749, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %754 = stablehlo.multiply %752, %753 : tensor<1x256x24x32xf32>
    %755 = stablehlo.reshape %arg85 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %756 = stablehlo.reshape %755 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %757 = stablehlo.convert %756 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %758 = stablehlo.broadcast_in_dim %757, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %759 = stablehlo.multiply %754, %758 : tensor<1x256x24x32xf32>
    %760 = stablehlo.reshape %arg86 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %761 = stablehlo.reshape %760 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %762 = stablehlo.convert %761 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %763 = stablehlo.broadcast_in_dim %762, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %764 = stablehlo.add %759, %763 : tensor<1x256x24x32xf32>
    %765 = stablehlo.convert %764 : (tensor<1x256x24x32xf32>) -> tensor<1x256x24x32xbf16>
    %766 = stablehlo.maximum %765, %cst_45 : tensor<1x256x24x32xbf16>
    %767 = stablehlo.convolution(%766, %arg87) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<256x256x3x3xbf16>) -> tensor<1x256x24x32xbf16>
    %768 = stablehlo.convert %arg239 : (tensor<256xbf16>) -> tensor<256xf32>
    %769 = stablehlo.convert %arg240 : (tensor<256xbf16>) -> tensor<256xf32>
    %770 = stablehlo.add %769, %85 : tensor<256xf32>
    %771 = stablehlo.rsqrt %770 : tensor<256xf32>
    %772 = stablehlo.reshape %768 : (tensor<256xf32>) -> tensor<256x1xf32>
    %773 = stablehlo.reshape %772 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %774 = stablehlo.reshape %771 : (tensor<256xf32>) -> tensor<256x1xf32>
    %775 = stablehlo.reshape %774 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %776 = stablehlo.convert %767 : (tensor<1x256x24x32xbf16>) -> tensor<1x256x24x32xf32>
    %777 = stablehlo.broadcast_in_dim %773, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %778 = stablehlo.subtract %776, %777 : tensor<1x256x24x32xf32>
    %779 = stablehlo.broadcast_in_dim %775, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %780 = stablehlo.multiply %778, %779 : tensor<1x256x24x32xf32>
    %781 = stablehlo.reshape %arg88 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %782 = stablehlo.reshape %781 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %783 = stablehlo.convert %782 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %784 = stablehlo.broadcast_in_dim %783, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %785 = stablehlo.multiply %780, %784 : tensor<1x256x24x32xf32>
    %786 = stablehlo.reshape %arg89 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %787 = stablehlo.reshape %786 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %788 = stablehlo.convert %787 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %789 = stablehlo.broadcast_in_dim %788, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %790 = stablehlo.add %785, %789 : tensor<1x256x24x32xf32>
    %791 = stablehlo.convert %790 : (tensor<1x256x24x32xf32>) -> tensor<1x256x24x32xbf16>
    %792 = stablehlo.maximum %791, %cst_45 : tensor<1x256x24x32xbf16>
    %793 = stablehlo.convolution(%792, %arg90) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<1024x256x1x1xbf16>) -> tensor<1x1024x24x32xbf16>
    %794 = stablehlo.convert %arg241 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %795 = stablehlo.convert %arg242 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %796 = stablehlo.add %795, %691 : tensor<1024xf32>
    %797 = stablehlo.rsqrt %796 : tensor<1024xf32>
    %798 = stablehlo.reshape %794 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %799 = stablehlo.reshape %798 : (tensor<1024x1xf32>) -> tensor<1024x1x1xf32>
    %800 = stablehlo.reshape %797 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %801 = stablehlo.reshape %800 : (tensor<1024x1xf32>) -> tensor<1024x1x1xf32>
    %802 = stablehlo.convert %793 : (tensor<1x1024x24x32xbf16>) -> tensor<1x1024x24x32xf32>
    %803 = stablehlo.broadcast_in_dim %799, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %804 = stablehlo.subtract %802, %803 : tensor<1x1024x24x32xf32>
    %805 = stablehlo.broadcast_in_dim %801, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %806 = stablehlo.multiply %804, %805 : tensor<1x1024x24x32xf32>
    %807 = stablehlo.reshape %arg91 : (tensor<1024xbf16>) -> tensor<1024x1xbf16>
    %808 = stablehlo.reshape %807 : (tensor<1024x1xbf16>) -> tensor<1024x1x1xbf16>
    %809 = stablehlo.convert %808 : (tensor<1024x1x1xbf16>) -> tensor<1024x1x1xf32>
    %810 = stablehlo.broadcast_in_dim %809, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %811 = stablehlo.multiply %806, %810 : tensor<1x1024x24x32xf32>
    %812 = stablehlo.reshape %arg92 : (tensor<1024xbf16>) -> tensor<1024x1xbf16>
    %813 = stablehlo.reshape %812 : (tensor<1024x1xbf16>) -> tensor<1024x1x1xbf16>
    %814 = stablehlo.convert %813 : (tensor<1024x1x1xbf16>) -> tensor<1024x1x1xf32>
    %815 = stablehlo.broadcast_in_dim %814, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %816 = stablehlo.add %811, %815 : tensor<1x1024x24x32xf32>
    %817 = stablehlo.convert %816 : (tensor<1x1024x24x32xf32>) -> tensor<1x1024x24x32xbf16>
    %818 = stablehlo.add %817, %740 : tensor<1x1024x24x32xbf16>
    %819 = stablehlo.maximum %818, %cst_46 : tensor<1x1024x24x32xbf16>
    %820 = stablehlo.convolution(%819, %arg93) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1024x24x32xbf16>, tensor<256x1024x1x1xbf16>) -> tensor<1x256x24x32xbf16>
    %821 = stablehlo.convert %arg243 : (tensor<256xbf16>) -> tensor<256xf32>
    %822 = stablehlo.convert %arg244 : (tensor<256xbf16>) -> tensor<256xf32>
    %823 = stablehlo.add %822, %85 : tensor<256xf32>
    %824 = stablehlo.rsqrt %823 : tensor<256xf32>
    %825 = stablehlo.reshape %821 : (tensor<256xf32>) -> tensor<256x1xf32>
    %826 = stablehlo.reshape %825 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %827 = stablehlo.reshape %824 : (tensor<256xf32>) -> tensor<256x1xf32>
    %828 = stablehlo.reshape %827 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %829 = stablehlo.convert %820 : (tensor<1x256x24x32xbf16>) -> tensor<1x256x24x32xf32>
    %830 = stablehlo.broadcast_in_dim %826, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %831 = stablehlo.subtract %829, %830 : tensor<1x256x24x32xf32>
    %832 = stablehlo.broadcast_in_dim %828, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %833 = stablehlo.multiply %831, %832 : tensor<1x256x24x32xf32>
    %834 = stablehlo.reshape %arg94 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %835 = stablehlo.reshape %834 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %836 = stablehlo.convert %835 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %837 = stablehlo.broadcast_in_dim %836, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %838 = stablehlo.multiply %833, %837 : tensor<1x256x24x32xf32>
    %839 = stablehlo.reshape %arg95 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %840 = stablehlo.reshape %839 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %841 = stablehlo.convert %840 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %842 = stablehlo.broadcast_in_dim %841, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %843 = stablehlo.add %838, %842 : tensor<1x256x24x32xf32>
    %844 = stablehlo.convert %843 : (tensor<1x256x24x32xf32>) -> tensor<1x256x24x32xbf16>
    %845 = stablehlo.maximum %844, %cst_45 : tensor<1x256x24x32xbf16>
    %846 = stablehlo.convolution(%845, %arg96) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<256x256x3x3xbf16>) -> tensor<1x256x24x32xbf16>
    %847 = stablehlo.convert %arg245 : (tensor<256xbf16>) -> tensor<256xf32>
    %848 = stablehlo.convert %arg246 : (tensor<256xbf16>) -> tensor<256xf32>
    %849 = stablehlo.add %848, %85 : tensor<256xf32>
    %850 = stablehlo.rsqrt %849 : tensor<256xf32>
    %851 = stablehlo.reshape %847 : (tensor<256xf32>) -> tensor<256x1xf32>
    %852 = stablehlo.reshape %851 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %853 = stablehlo.reshape %850 : (tensor<256xf32>) -> tensor<256x1xf32>
    %854 = stablehlo.reshape %853 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %855 = stablehlo.convert %846 : (tensor<1x256x24x32xbf16>) -> tensor<1x256x24x32xf32>
    %856 = stablehlo.broadcast_in_dim %852, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %857 = stablehlo.subtract %855, %856 : tensor<1x256x24x32xf32>
    %858 = stablehlo.broadcast_in_dim %854, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %859 = stablehlo.multiply %857, %858 : tensor<1x256x24x32xf32>
    %860 = stablehlo.reshape %arg97 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %861 = stablehlo.reshape %860 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %862 = stablehlo.convert %861 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %863 = stablehlo.broadcast_in_dim %862, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %864 = stablehlo.multiply %859, %863 : tensor<1x256x24x32xf32>
    %865 = stablehlo.reshape %arg98 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %866 = stablehlo.reshape %865 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %867 = stablehlo.convert %866 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %868 = stablehlo.broadcast_in_dim %867, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %869 = stablehlo.add %864, %868 : tensor<1x256x24x32xf32>
    %870 = stablehlo.convert %869 : (tensor<1x256x24x32xf32>) -> tensor<1x256x24x32xbf16>
    %871 = stablehlo.maximum %870, %cst_45 : tensor<1x256x24x32xbf16>
    %872 = stablehlo.convolution(%871, %arg99) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<1024x256x1x1xbf16>) -> tensor<1x1024x24x32xbf16>
    %873 = stablehlo.convert %arg247 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %874 = stablehlo.convert %arg248 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %875 = stablehlo.add %874, %691 : tensor<1024xf32>
    %876 = stablehlo.rsqrt %875 : tensor<1024xf32>
    %877 = stablehlo.reshape %873 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %878 = stablehlo.reshape %877 : (tensor<1024x1xf32>) -> tensor<1024x1x1xf32>
    %879 = stablehlo.reshape %876 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %880 = stablehlo.reshape %879 : (tensor<1024x1xf32>) -> tensor<1024x1x1xf32>
    %881 = stablehlo.convert %872 : (tensor<1x1024x24x32xbf16>) -> tensor<1x1024x24x32xf32>
    %882 = stablehlo.broadcast_in_dim %878, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %883 = stablehlo.subtract %881, %882 : tensor<1x1024x24x32xf32>
    %884 = stablehlo.broadcast_in_dim %880, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %885 = stablehlo.multiply %883, %884 : tensor<1x1024x24x32xf32>
    %886 = stablehlo.reshape %arg100 : (tensor<1024xbf16>) -> tensor<1024x1xbf16>
    %887 = stablehlo.reshape %886 : (tensor<1024x1xbf16>) -> tensor<1024x1x1xbf16>
    %888 = stablehlo.convert %887 : (tensor<1024x1x1xbf16>) -> tensor<1024x1x1xf32>
    %889 = stablehlo.broadcast_in_dim %888, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %890 = stablehlo.multiply %885, %889 : tensor<1x1024x24x32xf32>
    %891 = stablehlo.reshape %arg101 : (tensor<1024xbf16>) -> tensor<1024x1xbf16>
    %892 = stablehlo.reshape %891 : (tensor<1024x1xbf16>) -> tensor<1024x1x1xbf16>
    %893 = stablehlo.convert %892 : (tensor<1024x1x1xbf16>) -> tensor<1024x1x1xf32>
    %894 = stablehlo.broadcast_in_dim %893, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %895 = stablehlo.add %890, %894 : tensor<1x1024x24x32xf32>
    %896 = stablehlo.convert %895 : (tensor<1x1024x24x32xf32>) -> tensor<1x1024x24x32xbf16>
    %897 = stablehlo.add %896, %819 : tensor<1x1024x24x32xbf16>
    %898 = stablehlo.maximum %897, %cst_46 : tensor<1x1024x24x32xbf16>
    %899 = stablehlo.convolution(%898, %arg102) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1024x24x32xbf16>, tensor<256x1024x1x1xbf16>) -> tensor<1x256x24x32xbf16>
    %900 = stablehlo.convert %arg249 : (tensor<256xbf16>) -> tensor<256xf32>
    %901 = stablehlo.convert %arg250 : (tensor<256xbf16>) -> tensor<256xf32>
    %902 = stablehlo.add %901, %85 : tensor<256xf32>
    %903 = stablehlo.rsqrt %902 : tensor<256xf32>
    %904 = stablehlo.reshape %900 : (tensor<256xf32>) -> tensor<256x1xf32>
    %905 = stablehlo.reshape %904 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %906 = stablehlo.reshape %903 : (tensor<256xf32>) -> tensor<256x1xf32>
    %907 = stablehlo.reshape %906 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %908 = stablehlo.convert %899 : (tensor<1x256x24x32xbf16>) -> tensor<1x256x24x32xf32>
    %909 = stablehlo.broadcast_in_dim %905, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %910 = stablehlo.subtract %908, %909 : tensor<1x256x24x32xf32>
    %911 = stablehlo.broadcast_in_dim %907, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %912 = stablehlo.multiply %910, %911 : tensor<1x256x24x32xf32>
    %913 = stablehlo.reshape %arg103 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %914 = stablehlo.reshape %913 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %915 = stablehlo.convert %914 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %916 = stablehlo.broadcast_in_dim %915, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %917 = stablehlo.multiply %912, %916 : tensor<1x256x24x32xf32>
    %918 = stablehlo.reshape %arg104 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %919 = stablehlo.reshape %918 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %920 = stablehlo.convert %919 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %921 = stablehlo.broadcast_in_dim %920, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %922 = stablehlo.add %917, %921 : tensor<1x256x24x32xf32>
    %923 = stablehlo.convert %922 : (tensor<1x256x24x32xf32>) -> tensor<1x256x24x32xbf16>
    %924 = stablehlo.maximum %923, %cst_45 : tensor<1x256x24x32xbf16>
    %925 = stablehlo.convolution(%924, %arg105) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<256x256x3x3xbf16>) -> tensor<1x256x24x32xbf16>
    %926 = stablehlo.convert %arg251 : (tensor<256xbf16>) -> tensor<256xf32>
    %927 = stablehlo.convert %arg252 : (tensor<256xbf16>) -> tensor<256xf32>
    %928 = stablehlo.add %927, %85 : tensor<256xf32>
    %929 = stablehlo.rsqrt %928 : tensor<256xf32>
    %930 = stablehlo.reshape %926 : (tensor<256xf32>) -> tensor<256x1xf32>
    %931 = stablehlo.reshape %930 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %932 = stablehlo.reshape %929 : (tensor<256xf32>) -> tensor<256x1xf32>
    %933 = stablehlo.reshape %932 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %934 = stablehlo.convert %925 : (tensor<1x256x24x32xbf16>) -> tensor<1x256x24x32xf32>
    %935 = stablehlo.broadcast_in_dim %931, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %936 = stablehlo.subtract %934, %935 : tensor<1x256x24x32xf32>
    %937 = stablehlo.broadcast_in_dim %933, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %938 = stablehlo.multiply %936, %937 : tensor<1x256x24x32xf32>
    %939 = stablehlo.reshape %arg106 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %940 = stablehlo.reshape %939 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %941 = stablehlo.convert %940 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %942 = stablehlo.broadcast_in_dim %941, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %943 = stablehlo.multiply %938, %942 : tensor<1x256x24x32xf32>
    %944 = stablehlo.reshape %arg107 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %945 = stablehlo.reshape %944 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %946 = stablehlo.convert %945 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %947 = stablehlo.broadcast_in_dim %946, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %948 = stablehlo.add %943, %947 : tensor<1x256x24x32xf32>
    %949 = stablehlo.convert %948 : (tensor<1x256x24x32xf32>) -> tensor<1x256x24x32xbf16>
    %950 = stablehlo.maximum %949, %cst_45 : tensor<1x256x24x32xbf16>
    %951 = stablehlo.convolution(%950, %arg108) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<1024x256x1x1xbf16>) -> tensor<1x1024x24x32xbf16>
    %952 = stablehlo.convert %arg253 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %953 = stablehlo.convert %arg254 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %954 = stablehlo.add %953, %691 : tensor<1024xf32>
    %955 = stablehlo.rsqrt %954 : tensor<1024xf32>
    %956 = stablehlo.reshape %952 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %957 = stablehlo.reshape %956 : (tensor<1024x1xf32>) -> tensor<1024x1x1xf32>
    %958 = stablehlo.reshape %955 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %959 = stablehlo.reshape %958 : (tensor<1024x1xf32>) -> tensor<1024x1x1xf32>
    %960 = stablehlo.convert %951 : (tensor<1x1024x24x32xbf16>) -> tensor<1x1024x24x32xf32>
    %961 = stablehlo.broadcast_in_dim %957, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %962 = stablehlo.subtract %960, %961 : tensor<1x1024x24x32xf32>
    %963 = stablehlo.broadcast_in_dim %959, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %964 = stablehlo.multiply %962, %963 : tensor<1x1024x24x32xf32>
    %965 = stablehlo.reshape %arg109 : (tensor<1024xbf16>) -> tensor<1024x1xbf16>
    %966 = stablehlo.reshape %965 : (tensor<1024x1xbf16>) -> tensor<1024x1x1xbf16>
    %967 = stablehlo.convert %966 : (tensor<1024x1x1xbf16>) -> tensor<1024x1x1xf32>
    %968 = stablehlo.broadcast_in_dim %967, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %969 = stablehlo.multiply %964, %968 : tensor<1x1024x24x32xf32>
    %970 = stablehlo.reshape %arg110 : (tensor<1024xbf16>) -> tensor<1024x1xbf16>
    %971 = stablehlo.reshape %970 : (tensor<1024x1xbf16>) -> tensor<1024x1x1xbf16>
    %972 = stablehlo.convert %971 : (tensor<1024x1x1xbf16>) -> tensor<1024x1x1xf32>
    %973 = stablehlo.broadcast_in_dim %972, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %974 = stablehlo.add %969, %973 : tensor<1x1024x24x32xf32>
    %975 = stablehlo.convert %974 : (tensor<1x1024x24x32xf32>) -> tensor<1x1024x24x32xbf16>
    %976 = stablehlo.add %975, %898 : tensor<1x1024x24x32xbf16>
    %977 = stablehlo.maximum %976, %cst_46 : tensor<1x1024x24x32xbf16>
    %978 = stablehlo.convolution(%977, %arg111) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1024x24x32xbf16>, tensor<256x1024x1x1xbf16>) -> tensor<1x256x24x32xbf16>
    %979 = stablehlo.convert %arg255 : (tensor<256xbf16>) -> tensor<256xf32>
    %980 = stablehlo.convert %arg256 : (tensor<256xbf16>) -> tensor<256xf32>
    %981 = stablehlo.add %980, %85 : tensor<256xf32>
    %982 = stablehlo.rsqrt %981 : tensor<256xf32>
    %983 = stablehlo.reshape %979 : (tensor<256xf32>) -> tensor<256x1xf32>
    %984 = stablehlo.reshape %983 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %985 = stablehlo.reshape %982 : (tensor<256xf32>) -> tensor<256x1xf32>
    %986 = stablehlo.reshape %985 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %987 = stablehlo.convert %978 : (tensor<1x256x24x32xbf16>) -> tensor<1x256x24x32xf32>
    %988 = stablehlo.broadcast_in_dim %984, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %989 = stablehlo.subtract %987, %988 : tensor<1x256x24x32xf32>
    %990 = stablehlo.broadcast_in_dim %986, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %991 = stablehlo.multiply %989, %990 : tensor<1x256x24x32xf32>
    %992 = stablehlo.reshape %arg112 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %993 = stablehlo.reshape %992 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %994 = stablehlo.convert %993 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %995 = stablehlo.broadcast_in_dim %994, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %996 = stablehlo.multiply %991, %995 : tensor<1x256x24x32xf32>
    %997 = stablehlo.reshape %arg113 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %998 = stablehlo.reshape %997 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %999 = stablehlo.convert %998 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %1000 = stablehlo.broadcast_in_dim %999, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %1001 = stablehlo.add %996, %1000 : tensor<1x256x24x32xf32>
    %1002 = stablehlo.convert %1001 : (tensor<1x256x24x32xf32>) -> tensor<1x256x24x32xbf16>
    %1003 = stablehlo.maximum %1002, %cst_45 : tensor<1x256x24x32xbf16>
    %1004 = stablehlo.convolution(%1003, %arg114) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<256x256x3x3xbf16>) -> tensor<1x256x24x32xbf16>
    %1005 = stablehlo.convert %arg257 : (tensor<256xbf16>) -> tensor<256xf32>
    %1006 = stablehlo.convert %arg258 : (tensor<256xbf16>) -> tensor<256xf32>
    %1007 = stablehlo.add %1006, %85 : tensor<256xf32>
    %1008 = stablehlo.rsqrt %1007 : tensor<256xf32>
    %1009 = stablehlo.reshape %1005 : (tensor<256xf32>) -> tensor<256x1xf32>
    %1010 = stablehlo.reshape %1009 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %1011 = stablehlo.reshape %1008 : (tensor<256xf32>) -> tensor<256x1xf32>
    %1012 = stablehlo.reshape %1011 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %1013 = stablehlo.convert %1004 : (tensor<1x256x24x32xbf16>) -> tensor<1x256x24x32xf32>
    %1014 = stablehlo.broadcast_in_dim %1010, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %1015 = stablehlo.subtract %1013, %1014 : tensor<1x256x24x32xf32>
    %1016 = stablehlo.broadcast_in_dim %1012, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %1017 = stablehlo.multiply %1015, %1016 : tensor<1x256x24x32xf32>
    %1018 = stablehlo.reshape %arg115 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %1019 = stablehlo.reshape %1018 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %1020 = stablehlo.convert %1019 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %1021 = stablehlo.broadcast_in_dim %1020, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %1022 = stablehlo.multiply %1017, %1021 : tensor<1x256x24x32xf32>
    %1023 = stablehlo.reshape %arg116 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %1024 = stablehlo.reshape %1023 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %1025 = stablehlo.convert %1024 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %1026 = stablehlo.broadcast_in_dim %1025, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %1027 = stablehlo.add %1022, %1026 : tensor<1x256x24x32xf32>
    %1028 = stablehlo.convert %1027 : (tensor<1x256x24x32xf32>) -> tensor<1x256x24x32xbf16>
    %1029 = stablehlo.maximum %1028, %cst_45 : tensor<1x256x24x32xbf16>
    %1030 = stablehlo.convolution(%1029, %arg117) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<1024x256x1x1xbf16>) -> tensor<1x1024x24x32xbf16>
    %1031 = stablehlo.convert %arg259 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %1032 = stablehlo.convert %arg260 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %1033 = stablehlo.add %1032, %691 : tensor<1024xf32>
    %1034 = stablehlo.rsqrt %1033 : tensor<1024xf32>
    %1035 = stablehlo.reshape %1031 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %1036 = stablehlo.reshape %1035 : (tensor<1024x1xf32>) -> tensor<1024x1x1xf32>
    %1037 = stablehlo.reshape %1034 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %1038 = stablehlo.reshape %1037 : (tensor<1024x1xf32>) -> tensor<1024x1x1xf32>
    %1039 = stablehlo.convert %1030 : (tensor<1x1024x24x32xbf16>) -> tensor<1x1024x24x32xf32>
    %1040 = stablehlo.broadcast_in_dim %1036, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %1041 = stablehlo.subtract %1039, %1040 : tensor<1x1024x24x32xf32>
    %1042 = stablehlo.broadcast_in_dim %1038, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %1043 = stablehlo.multiply %1041, %1042 : tensor<1x1024x24x32xf32>
    %1044 = stablehlo.reshape %arg118 : (tensor<1024xbf16>) -> tensor<1024x1xbf16>
    %1045 = stablehlo.reshape %1044 : (tensor<1024x1xbf16>) -> tensor<1024x1x1xbf16>
    %1046 = stablehlo.convert %1045 : (tensor<1024x1x1xbf16>) -> tensor<1024x1x1xf32>
    %1047 = stablehlo.broadcast_in_dim %1046, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %1048 = stablehlo.multiply %1043, %1047 : tensor<1x1024x24x32xf32>
    %1049 = stablehlo.reshape %arg119 : (tensor<1024xbf16>) -> tensor<1024x1xbf16>
    %1050 = stablehlo.reshape %1049 : (tensor<1024x1xbf16>) -> tensor<1024x1x1xbf16>
    %1051 = stablehlo.convert %1050 : (tensor<1024x1x1xbf16>) -> tensor<1024x1x1xf32>
    %1052 = stablehlo.broadcast_in_dim %1051, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %1053 = stablehlo.add %1048, %1052 : tensor<1x1024x24x32xf32>
    %1054 = stablehlo.convert %1053 : (tensor<1x1024x24x32xf32>) -> tensor<1x1024x24x32xbf16>
    %1055 = stablehlo.add %1054, %977 : tensor<1x1024x24x32xbf16>
    %1056 = stablehlo.maximum %1055, %cst_46 : tensor<1x1024x24x32xbf16>
    %1057 = stablehlo.convolution(%1056, %arg120) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1024x24x32xbf16>, tensor<256x1024x1x1xbf16>) -> tensor<1x256x24x32xbf16>
    %1058 = stablehlo.convert %arg261 : (tensor<256xbf16>) -> tensor<256xf32>
    %1059 = stablehlo.convert %arg262 : (tensor<256xbf16>) -> tensor<256xf32>
    %1060 = stablehlo.add %1059, %85 : tensor<256xf32>
    %1061 = stablehlo.rsqrt %1060 : tensor<256xf32>
    %1062 = stablehlo.reshape %1058 : (tensor<256xf32>) -> tensor<256x1xf32>
    %1063 = stablehlo.reshape %1062 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %1064 = stablehlo.reshape %1061 : (tensor<256xf32>) -> tensor<256x1xf32>
    %1065 = stablehlo.reshape %1064 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %1066 = stablehlo.convert %1057 : (tensor<1x256x24x32xbf16>) -> tensor<1x256x24x32xf32>
    %1067 = stablehlo.broadcast_in_dim %1063, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %1068 = stablehlo.subtract %1066, %1067 : tensor<1x256x24x32xf32>
    %1069 = stablehlo.broadcast_in_dim %1065, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %1070 = stablehlo.multiply %1068, %1069 : tensor<1x256x24x32xf32>
    %1071 = stablehlo.reshape %arg121 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %1072 = stablehlo.reshape %1071 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %1073 = stablehlo.convert %1072 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %1074 = stablehlo.broadcast_in_dim %1073, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %1075 = stablehlo.multiply %1070, %1074 : tensor<1x256x24x32xf32>
    %1076 = stablehlo.reshape %arg122 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %1077 = stablehlo.reshape %1076 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %1078 = stablehlo.convert %1077 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %1079 = stablehlo.broadcast_in_dim %1078, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %1080 = stablehlo.add %1075, %1079 : tensor<1x256x24x32xf32>
    %1081 = stablehlo.convert %1080 : (tensor<1x256x24x32xf32>) -> tensor<1x256x24x32xbf16>
    %1082 = stablehlo.maximum %1081, %cst_45 : tensor<1x256x24x32xbf16>
    %1083 = stablehlo.convolution(%1082, %arg123) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<256x256x3x3xbf16>) -> tensor<1x256x24x32xbf16>
    %1084 = stablehlo.convert %arg263 : (tensor<256xbf16>) -> tensor<256xf32>
    %1085 = stablehlo.convert %arg264 : (tensor<256xbf16>) -> tensor<256xf32>
    %1086 = stablehlo.add %1085, %85 : tensor<256xf32>
    %1087 = stablehlo.rsqrt %1086 : tensor<256xf32>
    %1088 = stablehlo.reshape %1084 : (tensor<256xf32>) -> tensor<256x1xf32>
    %1089 = stablehlo.reshape %1088 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %1090 = stablehlo.reshape %1087 : (tensor<256xf32>) -> tensor<256x1xf32>
    %1091 = stablehlo.reshape %1090 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %1092 = stablehlo.convert %1083 : (tensor<1x256x24x32xbf16>) -> tensor<1x256x24x32xf32>
    %1093 = stablehlo.broadcast_in_dim %1089, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %1094 = stablehlo.subtract %1092, %1093 : tensor<1x256x24x32xf32>
    %1095 = stablehlo.broadcast_in_dim %1091, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %1096 = stablehlo.multiply %1094, %1095 : tensor<1x256x24x32xf32>
    %1097 = stablehlo.reshape %arg124 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %1098 = stablehlo.reshape %1097 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %1099 = stablehlo.convert %1098 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %1100 = stablehlo.broadcast_in_dim %1099, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %1101 = stablehlo.multiply %1096, %1100 : tensor<1x256x24x32xf32>
    %1102 = stablehlo.reshape %arg125 : (tensor<256xbf16>) -> tensor<256x1xbf16>
    %1103 = stablehlo.reshape %1102 : (tensor<256x1xbf16>) -> tensor<256x1x1xbf16>
    %1104 = stablehlo.convert %1103 : (tensor<256x1x1xbf16>) -> tensor<256x1x1xf32>
    %1105 = stablehlo.broadcast_in_dim %1104, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x24x32xf32>
    %1106 = stablehlo.add %1101, %1105 : tensor<1x256x24x32xf32>
    %1107 = stablehlo.convert %1106 : (tensor<1x256x24x32xf32>) -> tensor<1x256x24x32xbf16>
    %1108 = stablehlo.maximum %1107, %cst_45 : tensor<1x256x24x32xbf16>
    %1109 = stablehlo.convolution(%1108, %arg126) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<1024x256x1x1xbf16>) -> tensor<1x1024x24x32xbf16>
    %1110 = stablehlo.convert %arg265 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %1111 = stablehlo.convert %arg266 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %1112 = stablehlo.add %1111, %691 : tensor<1024xf32>
    %1113 = stablehlo.rsqrt %1112 : tensor<1024xf32>
    %1114 = stablehlo.reshape %1110 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %1115 = stablehlo.reshape %1114 : (tensor<1024x1xf32>) -> tensor<1024x1x1xf32>
    %1116 = stablehlo.reshape %1113 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %1117 = stablehlo.reshape %1116 : (tensor<1024x1xf32>) -> tensor<1024x1x1xf32>
    %1118 = stablehlo.convert %1109 : (tensor<1x1024x24x32xbf16>) -> tensor<1x1024x24x32xf32>
    %1119 = stablehlo.broadcast_in_dim %1115, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %1120 = stablehlo.subtract %1118, %1119 : tensor<1x1024x24x32xf32>
    %1121 = stablehlo.broadcast_in_dim %1117, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %1122 = stablehlo.multiply %1120, %1121 : tensor<1x1024x24x32xf32>
    %1123 = stablehlo.reshape %arg127 : (tensor<1024xbf16>) -> tensor<1024x1xbf16>
    %1124 = stablehlo.reshape %1123 : (tensor<1024x1xbf16>) -> tensor<1024x1x1xbf16>
    %1125 = stablehlo.convert %1124 : (tensor<1024x1x1xbf16>) -> tensor<1024x1x1xf32>
    %1126 = stablehlo.broadcast_in_dim %1125, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %1127 = stablehlo.multiply %1122, %1126 : tensor<1x1024x24x32xf32>
    %1128 = stablehlo.reshape %arg128 : (tensor<1024xbf16>) -> tensor<1024x1xbf16>
    %1129 = stablehlo.reshape %1128 : (tensor<1024x1xbf16>) -> tensor<1024x1x1xbf16>
    %1130 = stablehlo.convert %1129 : (tensor<1024x1x1xbf16>) -> tensor<1024x1x1xf32>
    %1131 = stablehlo.broadcast_in_dim %1130, dims = [1, 2, 3] : (tensor<1024x1x1xf32>) -> tensor<1x1024x24x32xf32>
    %1132 = stablehlo.add %1127, %1131 : tensor<1x1024x24x32xf32>
    %1133 = stablehlo.convert %1132 : (tensor<1x1024x24x32xf32>) -> tensor<1x1024x24x32xbf16>
    %1134 = stablehlo.add %1133, %1056 : tensor<1x1024x24x32xbf16>
    %1135 = stablehlo.maximum %1134, %cst_46 : tensor<1x1024x24x32xbf16>
    %1136 = stablehlo.convolution(%1135, %arg129) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1024x24x32xbf16>, tensor<512x1024x1x1xbf16>) -> tensor<1x512x24x32xbf16>
    %1137 = stablehlo.convert %arg267 : (tensor<512xbf16>) -> tensor<512xf32>
    %1138 = stablehlo.convert %arg268 : (tensor<512xbf16>) -> tensor<512xf32>
    %1139 = stablehlo.add %1138, %349 : tensor<512xf32>
    %1140 = stablehlo.rsqrt %1139 : tensor<512xf32>
    %1141 = stablehlo.reshape %1137 : (tensor<512xf32>) -> tensor<512x1xf32>
    %1142 = stablehlo.reshape %1141 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %1143 = stablehlo.reshape %1140 : (tensor<512xf32>) -> tensor<512x1xf32>
    %1144 = stablehlo.reshape %1143 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %1145 = stablehlo.convert %1136 : (tensor<1x512x24x32xbf16>) -> tensor<1x512x24x32xf32>
    %1146 = stablehlo.broadcast_in_dim %1142, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x24x32xf32>
    %1147 = stablehlo.subtract %1145, %1146 : tensor<1x512x24x32xf32>
    %1148 = stablehlo.broadcast_in_dim %1144, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x24x32xf32>
    %1149 = stablehlo.multiply %1147, %1148 : tensor<1x512x24x32xf32>
    %1150 = stablehlo.reshape %arg130 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %1151 = stablehlo.reshape %1150 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %1152 = stablehlo.convert %1151 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %1153 = stablehlo.broadcast_in_dim %1152, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x24x32xf32>
    %1154 = stablehlo.multiply %1149, %1153 : tensor<1x512x24x32xf32>
    %1155 = stablehlo.reshape %arg131 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %1156 = stablehlo.reshape %1155 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %1157 = stablehlo.convert %1156 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %1158 = stablehlo.broadcast_in_dim %1157, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x24x32xf32>
    %1159 = stablehlo.add %1154, %1158 : tensor<1x512x24x32xf32>
    %1160 = stablehlo.convert %1159 : (tensor<1x512x24x32xf32>) -> tensor<1x512x24x32xbf16>
    %1161 = stablehlo.maximum %1160, %cst_47 : tensor<1x512x24x32xbf16>
    %1162 = stablehlo.convolution(%1161, %arg132) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x24x32xbf16>, tensor<512x512x3x3xbf16>) -> tensor<1x512x12x16xbf16>
    %1163 = stablehlo.convert %arg269 : (tensor<512xbf16>) -> tensor<512xf32>
    %1164 = stablehlo.convert %arg270 : (tensor<512xbf16>) -> tensor<512xf32>
    %1165 = stablehlo.add %1164, %349 : tensor<512xf32>
    %1166 = stablehlo.rsqrt %1165 : tensor<512xf32>
    %1167 = stablehlo.reshape %1163 : (tensor<512xf32>) -> tensor<512x1xf32>
    %1168 = stablehlo.reshape %1167 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %1169 = stablehlo.reshape %1166 : (tensor<512xf32>) -> tensor<512x1xf32>
    %1170 = stablehlo.reshape %1169 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %1171 = stablehlo.convert %1162 : (tensor<1x512x12x16xbf16>) -> tensor<1x512x12x16xf32>
    %1172 = stablehlo.broadcast_in_dim %1168, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1173 = stablehlo.subtract %1171, %1172 : tensor<1x512x12x16xf32>
    %1174 = stablehlo.broadcast_in_dim %1170, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1175 = stablehlo.multiply %1173, %1174 : tensor<1x512x12x16xf32>
    %1176 = stablehlo.reshape %arg133 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %1177 = stablehlo.reshape %1176 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %1178 = stablehlo.convert %1177 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %1179 = stablehlo.broadcast_in_dim %1178, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1180 = stablehlo.multiply %1175, %1179 : tensor<1x512x12x16xf32>
    %1181 = stablehlo.reshape %arg134 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %1182 = stablehlo.reshape %1181 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %1183 = stablehlo.convert %1182 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %1184 = stablehlo.broadcast_in_dim %1183, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1185 = stablehlo.add %1180, %1184 : tensor<1x512x12x16xf32>
    %1186 = stablehlo.convert %1185 : (tensor<1x512x12x16xf32>) -> tensor<1x512x12x16xbf16>
    %1187 = stablehlo.maximum %1186, %cst_48 : tensor<1x512x12x16xbf16>
    %1188 = stablehlo.convolution(%1187, %arg135) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x12x16xbf16>, tensor<2048x512x1x1xbf16>) -> tensor<1x2048x12x16xbf16>
    %1189 = stablehlo.convert %arg271 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1190 = stablehlo.convert %arg272 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1191 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1192 = stablehlo.add %1190, %1191 : tensor<2048xf32>
    %1193 = stablehlo.rsqrt %1192 : tensor<2048xf32>
    %1194 = stablehlo.reshape %1189 : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1195 = stablehlo.reshape %1194 : (tensor<2048x1xf32>) -> tensor<2048x1x1xf32>
    %1196 = stablehlo.reshape %1193 : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1197 = stablehlo.reshape %1196 : (tensor<2048x1xf32>) -> tensor<2048x1x1xf32>
    %1198 = stablehlo.convert %1188 : (tensor<1x2048x12x16xbf16>) -> tensor<1x2048x12x16xf32>
    %1199 = stablehlo.broadcast_in_dim %1195, dims = [1, 2, 3] : (tensor<2048x1x1xf32>) -> tensor<1x2048x12x16xf32>
    %1200 = stablehlo.subtract %1198, %1199 : tensor<1x2048x12x16xf32>
    %1201 = stablehlo.broadcast_in_dim %1197, dims = [1, 2, 3] : (tensor<2048x1x1xf32>) -> tensor<1x2048x12x16xf32>
    %1202 = stablehlo.multiply %1200, %1201 : tensor<1x2048x12x16xf32>
    %1203 = stablehlo.reshape %arg136 : (tensor<2048xbf16>) -> tensor<2048x1xbf16>
    %1204 = stablehlo.reshape %1203 : (tensor<2048x1xbf16>) -> tensor<2048x1x1xbf16>
    %1205 = stablehlo.convert %1204 : (tensor<2048x1x1xbf16>) -> tensor<2048x1x1xf32>
    %1206 = stablehlo.broadcast_in_dim %1205, dims = [1, 2, 3] : (tensor<2048x1x1xf32>) -> tensor<1x2048x12x16xf32>
    %1207 = stablehlo.multiply %1202, %1206 : tensor<1x2048x12x16xf32>
    %1208 = stablehlo.reshape %arg137 : (tensor<2048xbf16>) -> tensor<2048x1xbf16>
    %1209 = stablehlo.reshape %1208 : (tensor<2048x1xbf16>) -> tensor<2048x1x1xbf16>
    %1210 = stablehlo.convert %1209 : (tensor<2048x1x1xbf16>) -> tensor<2048x1x1xf32>
    %1211 = stablehlo.broadcast_in_dim %1210, dims = [1, 2, 3] : (tensor<2048x1x1xf32>) -> tensor<1x2048x12x16xf32>
    %1212 = stablehlo.add %1207, %1211 : tensor<1x2048x12x16xf32>
    %1213 = stablehlo.convert %1212 : (tensor<1x2048x12x16xf32>) -> tensor<1x2048x12x16xbf16>
    %1214 = stablehlo.convolution(%1135, %arg138) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1024x24x32xbf16>, tensor<2048x1024x1x1xbf16>) -> tensor<1x2048x12x16xbf16>
    %1215 = stablehlo.convert %arg273 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1216 = stablehlo.convert %arg274 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1217 = stablehlo.add %1216, %1191 : tensor<2048xf32>
    %1218 = stablehlo.rsqrt %1217 : tensor<2048xf32>
    %1219 = stablehlo.reshape %1215 : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1220 = stablehlo.reshape %1219 : (tensor<2048x1xf32>) -> tensor<2048x1x1xf32>
    %1221 = stablehlo.reshape %1218 : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1222 = stablehlo.reshape %1221 : (tensor<2048x1xf32>) -> tensor<2048x1x1xf32>
    %1223 = stablehlo.convert %1214 : (tensor<1x2048x12x16xbf16>) -> tensor<1x2048x12x16xf32>
    %1224 = stablehlo.broadcast_in_dim %1220, dims = [1, 2, 3] : (tensor<2048x1x1xf32>) -> tensor<1x2048x12x16xf32>
    %1225 = stablehlo.subtract %1223, %1224 : tensor<1x2048x12x16xf32>
    %1226 = stablehlo.broadcast_in_dim %1222, dims = [1, 2, 3] : (tensor<2048x1x1xf32>) -> tensor<1x2048x12x16xf32>
    %1227 = stablehlo.multiply %1225, %1226 : tensor<1x2048x12x16xf32>
    %1228 = stablehlo.reshape %arg139 : (tensor<2048xbf16>) -> tensor<2048x1xbf16>
    %1229 = stablehlo.reshape %1228 : (tensor<2048x1xbf16>) -> tensor<2048x1x1xbf16>
    %1230 = stablehlo.convert %1229 : (tensor<2048x1x1xbf16>) -> tensor<2048x1x1xf32>
    %1231 = stablehlo.broadcast_in_dim %1230, dims = [1, 2, 3] : (tensor<2048x1x1xf32>) -> tensor<1x2048x12x16xf32>
    %1232 = stablehlo.multiply %1227, %1231 : tensor<1x2048x12x16xf32>
    %1233 = stablehlo.reshape %arg140 : (tensor<2048xbf16>) -> tensor<2048x1xbf16>
    %1234 = stablehlo.reshape %1233 : (tensor<2048x1xbf16>) -> tensor<2048x1x1xbf16>
    %1235 = stablehlo.convert %1234 : (tensor<2048x1x1xbf16>) -> tensor<2048x1x1xf32>
    %1236 = stablehlo.broadcast_in_dim %1235, dims = [1, 2, 3] : (tensor<2048x1x1xf32>) -> tensor<1x2048x12x16xf32>
    %1237 = stablehlo.add %1232, %1236 : tensor<1x2048x12x16xf32>
    %1238 = stablehlo.convert %1237 : (tensor<1x2048x12x16xf32>) -> tensor<1x2048x12x16xbf16>
    %1239 = stablehlo.add %1213, %1238 : tensor<1x2048x12x16xbf16>
    %1240 = stablehlo.maximum %1239, %cst_49 : tensor<1x2048x12x16xbf16>
    %1241 = stablehlo.convolution(%1240, %arg141) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2048x12x16xbf16>, tensor<512x2048x1x1xbf16>) -> tensor<1x512x12x16xbf16>
    %1242 = stablehlo.convert %arg275 : (tensor<512xbf16>) -> tensor<512xf32>
    %1243 = stablehlo.convert %arg276 : (tensor<512xbf16>) -> tensor<512xf32>
    %1244 = stablehlo.add %1243, %349 : tensor<512xf32>
    %1245 = stablehlo.rsqrt %1244 : tensor<512xf32>
    %1246 = stablehlo.reshape %1242 : (tensor<512xf32>) -> tensor<512x1xf32>
    %1247 = stablehlo.reshape %1246 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %1248 = stablehlo.reshape %1245 : (tensor<512xf32>) -> tensor<512x1xf32>
    %1249 = stablehlo.reshape %1248 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %1250 = stablehlo.convert %1241 : (tensor<1x512x12x16xbf16>) -> tensor<1x512x12x16xf32>
    %1251 = stablehlo.broadcast_in_dim %1247, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1252 = stablehlo.subtract %1250, %1251 : tensor<1x512x12x16xf32>
    %1253 = stablehlo.broadcast_in_dim %1249, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1254 = stablehlo.multiply %1252, %1253 : tensor<1x512x12x16xf32>
    %1255 = stablehlo.reshape %arg142 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %1256 = stablehlo.reshape %1255 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %1257 = stablehlo.convert %1256 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %1258 = stablehlo.broadcast_in_dim %1257, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1259 = stablehlo.multiply %1254, %1258 : tensor<1x512x12x16xf32>
    %1260 = stablehlo.reshape %arg143 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %1261 = stablehlo.reshape %1260 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %1262 = stablehlo.convert %1261 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %1263 = stablehlo.broadcast_in_dim %1262, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1264 = stablehlo.add %1259, %1263 : tensor<1x512x12x16xf32>
    %1265 = stablehlo.convert %1264 : (tensor<1x512x12x16xf32>) -> tensor<1x512x12x16xbf16>
    %1266 = stablehlo.maximum %1265, %cst_48 : tensor<1x512x12x16xbf16>
    %1267 = stablehlo.convolution(%1266, %arg144) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x12x16xbf16>, tensor<512x512x3x3xbf16>) -> tensor<1x512x12x16xbf16>
    %1268 = stablehlo.convert %arg277 : (tensor<512xbf16>) -> tensor<512xf32>
    %1269 = stablehlo.convert %arg278 : (tensor<512xbf16>) -> tensor<512xf32>
    %1270 = stablehlo.add %1269, %349 : tensor<512xf32>
    %1271 = stablehlo.rsqrt %1270 : tensor<512xf32>
    %1272 = stablehlo.reshape %1268 : (tensor<512xf32>) -> tensor<512x1xf32>
    %1273 = stablehlo.reshape %1272 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %1274 = stablehlo.reshape %1271 : (tensor<512xf32>) -> tensor<512x1xf32>
    %1275 = stablehlo.reshape %1274 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %1276 = stablehlo.convert %1267 : (tensor<1x512x12x16xbf16>) -> tensor<1x512x12x16xf32>
    %1277 = stablehlo.broadcast_in_dim %1273, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1278 = stablehlo.subtract %1276, %1277 : tensor<1x512x12x16xf32>
    %1279 = stablehlo.broadcast_in_dim %1275, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1280 = stablehlo.multiply %1278, %1279 : tensor<1x512x12x16xf32>
    %1281 = stablehlo.reshape %arg145 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %1282 = stablehlo.reshape %1281 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %1283 = stablehlo.convert %1282 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %1284 = stablehlo.broadcast_in_dim %1283, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1285 = stablehlo.multiply %1280, %1284 : tensor<1x512x12x16xf32>
    %1286 = stablehlo.reshape %arg146 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %1287 = stablehlo.reshape %1286 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %1288 = stablehlo.convert %1287 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %1289 = stablehlo.broadcast_in_dim %1288, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1290 = stablehlo.add %1285, %1289 : tensor<1x512x12x16xf32>
    %1291 = stablehlo.convert %1290 : (tensor<1x512x12x16xf32>) -> tensor<1x512x12x16xbf16>
    %1292 = stablehlo.maximum %1291, %cst_48 : tensor<1x512x12x16xbf16>
    %1293 = stablehlo.convolution(%1292, %arg147) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x12x16xbf16>, tensor<2048x512x1x1xbf16>) -> tensor<1x2048x12x16xbf16>
    %1294 = stablehlo.convert %arg279 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1295 = stablehlo.convert %arg280 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1296 = stablehlo.add %1295, %1191 : tensor<2048xf32>
    %1297 = stablehlo.rsqrt %1296 : tensor<2048xf32>
    %1298 = stablehlo.reshape %1294 : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1299 = stablehlo.reshape %1298 : (tensor<2048x1xf32>) -> tensor<2048x1x1xf32>
    %1300 = stablehlo.reshape %1297 : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1301 = stablehlo.reshape %1300 : (tensor<2048x1xf32>) -> tensor<2048x1x1xf32>
    %1302 = stablehlo.convert %1293 : (tensor<1x2048x12x16xbf16>) -> tensor<1x2048x12x16xf32>
    %1303 = stablehlo.broadcast_in_dim %1299, dims = [1, 2, 3] : (tensor<2048x1x1xf32>) -> tensor<1x2048x12x16xf32>
    %1304 = stablehlo.subtract %1302, %1303 : tensor<1x2048x12x16xf32>
    %1305 = stablehlo.broadcast_in_dim %1301, dims = [1, 2, 3] : (tensor<2048x1x1xf32>) -> tensor<1x2048x12x16xf32>
    %1306 = stablehlo.multiply %1304, %1305 : tensor<1x2048x12x16xf32>
    %1307 = stablehlo.reshape %arg148 : (tensor<2048xbf16>) -> tensor<2048x1xbf16>
    %1308 = stablehlo.reshape %1307 : (tensor<2048x1xbf16>) -> tensor<2048x1x1xbf16>
    %1309 = stablehlo.convert %1308 : (tensor<2048x1x1xbf16>) -> tensor<2048x1x1xf32>
    %1310 = stablehlo.broadcast_in_dim %1309, dims = [1, 2, 3] : (tensor<2048x1x1xf32>) -> tensor<1x2048x12x16xf32>
    %1311 = stablehlo.multiply %1306, %1310 : tensor<1x2048x12x16xf32>
    %1312 = stablehlo.reshape %arg149 : (tensor<2048xbf16>) -> tensor<2048x1xbf16>
    %1313 = stablehlo.reshape %1312 : (tensor<2048x1xbf16>) -> tensor<2048x1x1xbf16>
    %1314 = stablehlo.convert %1313 : (tensor<2048x1x1xbf16>) -> tensor<2048x1x1xf32>
    %1315 = stablehlo.broadcast_in_dim %1314, dims = [1, 2, 3] : (tensor<2048x1x1xf32>) -> tensor<1x2048x12x16xf32>
    %1316 = stablehlo.add %1311, %1315 : tensor<1x2048x12x16xf32>
    %1317 = stablehlo.convert %1316 : (tensor<1x2048x12x16xf32>) -> tensor<1x2048x12x16xbf16>
    %1318 = stablehlo.add %1317, %1240 : tensor<1x2048x12x16xbf16>
    %1319 = stablehlo.maximum %1318, %cst_49 : tensor<1x2048x12x16xbf16>
    %1320 = stablehlo.convolution(%1319, %arg150) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2048x12x16xbf16>, tensor<512x2048x1x1xbf16>) -> tensor<1x512x12x16xbf16>
    %1321 = stablehlo.convert %arg281 : (tensor<512xbf16>) -> tensor<512xf32>
    %1322 = stablehlo.convert %arg282 : (tensor<512xbf16>) -> tensor<512xf32>
    %1323 = stablehlo.add %1322, %349 : tensor<512xf32>
    %1324 = stablehlo.rsqrt %1323 : tensor<512xf32>
    %1325 = stablehlo.reshape %1321 : (tensor<512xf32>) -> tensor<512x1xf32>
    %1326 = stablehlo.reshape %1325 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %1327 = stablehlo.reshape %1324 : (tensor<512xf32>) -> tensor<512x1xf32>
    %1328 = stablehlo.reshape %1327 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %1329 = stablehlo.convert %1320 : (tensor<1x512x12x16xbf16>) -> tensor<1x512x12x16xf32>
    %1330 = stablehlo.broadcast_in_dim %1326, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1331 = stablehlo.subtract %1329, %1330 : tensor<1x512x12x16xf32>
    %1332 = stablehlo.broadcast_in_dim %1328, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1333 = stablehlo.multiply %1331, %1332 : tensor<1x512x12x16xf32>
    %1334 = stablehlo.reshape %arg151 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %1335 = stablehlo.reshape %1334 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %1336 = stablehlo.convert %1335 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %1337 = stablehlo.broadcast_in_dim %1336, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1338 = stablehlo.multiply %1333, %1337 : tensor<1x512x12x16xf32>
    %1339 = stablehlo.reshape %arg152 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %1340 = stablehlo.reshape %1339 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %1341 = stablehlo.convert %1340 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %1342 = stablehlo.broadcast_in_dim %1341, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1343 = stablehlo.add %1338, %1342 : tensor<1x512x12x16xf32>
    %1344 = stablehlo.convert %1343 : (tensor<1x512x12x16xf32>) -> tensor<1x512x12x16xbf16>
    %1345 = stablehlo.maximum %1344, %cst_48 : tensor<1x512x12x16xbf16>
    %1346 = stablehlo.convolution(%1345, %arg153) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x12x16xbf16>, tensor<512x512x3x3xbf16>) -> tensor<1x512x12x16xbf16>
    %1347 = stablehlo.convert %arg283 : (tensor<512xbf16>) -> tensor<512xf32>
    %1348 = stablehlo.convert %arg284 : (tensor<512xbf16>) -> tensor<512xf32>
    %1349 = stablehlo.add %1348, %349 : tensor<512xf32>
    %1350 = stablehlo.rsqrt %1349 : tensor<512xf32>
    %1351 = stablehlo.reshape %1347 : (tensor<512xf32>) -> tensor<512x1xf32>
    %1352 = stablehlo.reshape %1351 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %1353 = stablehlo.reshape %1350 : (tensor<512xf32>) -> tensor<512x1xf32>
    %1354 = stablehlo.reshape %1353 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %1355 = stablehlo.convert %1346 : (tensor<1x512x12x16xbf16>) -> tensor<1x512x12x16xf32>
    %1356 = stablehlo.broadcast_in_dim %1352, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1357 = stablehlo.subtract %1355, %1356 : tensor<1x512x12x16xf32>
    %1358 = stablehlo.broadcast_in_dim %1354, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1359 = stablehlo.multiply %1357, %1358 : tensor<1x512x12x16xf32>
    %1360 = stablehlo.reshape %arg154 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %1361 = stablehlo.reshape %1360 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %1362 = stablehlo.convert %1361 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %1363 = stablehlo.broadcast_in_dim %1362, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1364 = stablehlo.multiply %1359, %1363 : tensor<1x512x12x16xf32>
    %1365 = stablehlo.reshape %arg155 : (tensor<512xbf16>) -> tensor<512x1xbf16>
    %1366 = stablehlo.reshape %1365 : (tensor<512x1xbf16>) -> tensor<512x1x1xbf16>
    %1367 = stablehlo.convert %1366 : (tensor<512x1x1xbf16>) -> tensor<512x1x1xf32>
    %1368 = stablehlo.broadcast_in_dim %1367, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x12x16xf32>
    %1369 = stablehlo.add %1364, %1368 : tensor<1x512x12x16xf32>
    %1370 = stablehlo.convert %1369 : (tensor<1x512x12x16xf32>) -> tensor<1x512x12x16xbf16>
    %1371 = stablehlo.maximum %1370, %cst_48 : tensor<1x512x12x16xbf16>
    %1372 = stablehlo.convolution(%1371, %arg156) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x12x16xbf16>, tensor<2048x512x1x1xbf16>) -> tensor<1x2048x12x16xbf16>
    %1373 = stablehlo.convert %arg285 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1374 = stablehlo.convert %arg286 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1375 = stablehlo.add %1374, %1191 : tensor<2048xf32>
    %1376 = stablehlo.rsqrt %1375 : tensor<2048xf32>
    %1377 = stablehlo.reshape %1373 : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1378 = stablehlo.reshape %1377 : (tensor<2048x1xf32>) -> tensor<2048x1x1xf32>
    %1379 = stablehlo.reshape %1376 : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1380 = stablehlo.reshape %1379 : (tensor<2048x1xf32>) -> tensor<2048x1x1xf32>
    %1381 = stablehlo.convert %1372 : (tensor<1x2048x12x16xbf16>) -> tensor<1x2048x12x16xf32>
    %1382 = stablehlo.broadcast_in_dim %1378, dims = [1, 2, 3] : (tensor<2048x1x1xf32>) -> tensor<1x2048x12x16xf32>
    %1383 = stablehlo.subtract %1381, %1382 : tensor<1x2048x12x16xf32>
    %1384 = stablehlo.broadcast_in_dim %1380, dims = [1, 2, 3] : (tensor<2048x1x1xf32>) -> tensor<1x2048x12x16xf32>
    %1385 = stablehlo.multiply %1383, %1384 : tensor<1x2048x12x16xf32>
    %1386 = stablehlo.reshape %arg157 : (tensor<2048xbf16>) -> tensor<2048x1xbf16>
    %1387 = stablehlo.reshape %1386 : (tensor<2048x1xbf16>) -> tensor<2048x1x1xbf16>
    %1388 = stablehlo.convert %1387 : (tensor<2048x1x1xbf16>) -> tensor<2048x1x1xf32>
    %1389 = stablehlo.broadcast_in_dim %1388, dims = [1, 2, 3] : (tensor<2048x1x1xf32>) -> tensor<1x2048x12x16xf32>
    %1390 = stablehlo.multiply %1385, %1389 : tensor<1x2048x12x16xf32>
    %1391 = stablehlo.reshape %arg158 : (tensor<2048xbf16>) -> tensor<2048x1xbf16>
    %1392 = stablehlo.reshape %1391 : (tensor<2048x1xbf16>) -> tensor<2048x1x1xbf16>
    %1393 = stablehlo.convert %1392 : (tensor<2048x1x1xbf16>) -> tensor<2048x1x1xf32>
    %1394 = stablehlo.broadcast_in_dim %1393, dims = [1, 2, 3] : (tensor<2048x1x1xf32>) -> tensor<1x2048x12x16xf32>
    %1395 = stablehlo.add %1390, %1394 : tensor<1x2048x12x16xf32>
    %1396 = stablehlo.convert %1395 : (tensor<1x2048x12x16xf32>) -> tensor<1x2048x12x16xbf16>
    %1397 = stablehlo.add %1396, %1319 : tensor<1x2048x12x16xbf16>
    %1398 = stablehlo.maximum %1397, %cst_49 : tensor<1x2048x12x16xbf16>
    %1399 = stablehlo.convolution(%1398, %arg165) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2048x12x16xbf16>, tensor<256x2048x3x3xbf16>) -> tensor<1x256x12x16xbf16>
    %1400 = stablehlo.reshape %arg166 : (tensor<256xbf16>) -> tensor<256x1x1xbf16>
    %1401 = stablehlo.broadcast_in_dim %1400, dims = [1, 2, 3] : (tensor<256x1x1xbf16>) -> tensor<1x256x12x16xbf16>
    %1402 = stablehlo.add %1399, %1401 : tensor<1x256x12x16xbf16>
    %1403 = stablehlo.convolution(%1402, %arg173) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x12x16xbf16>, tensor<256x256x3x3xbf16>) -> tensor<1x256x12x16xbf16>
    %1404 = stablehlo.reshape %arg174 : (tensor<256xbf16>) -> tensor<256x1x1xbf16>
    %1405 = stablehlo.broadcast_in_dim %1404, dims = [1, 2, 3] : (tensor<256x1x1xbf16>) -> tensor<1x256x12x16xbf16>
    %1406 = stablehlo.add %1403, %1405 : tensor<1x256x12x16xbf16>
    %1407 = stablehlo.maximum %1406, %cst_50 : tensor<1x256x12x16xbf16>
    %1408 = stablehlo.convolution(%1135, %arg163) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1024x24x32xbf16>, tensor<256x1024x3x3xbf16>) -> tensor<1x256x24x32xbf16>
    %1409 = stablehlo.reshape %arg164 : (tensor<256xbf16>) -> tensor<256x1x1xbf16>
    %1410 = stablehlo.broadcast_in_dim %1409, dims = [1, 2, 3] : (tensor<256x1x1xbf16>) -> tensor<1x256x24x32xbf16>
    %1411 = stablehlo.add %1408, %1410 : tensor<1x256x24x32xbf16>
    %1412 = stablehlo.convert %1407 : (tensor<1x256x12x16xbf16>) -> tensor<1x256x12x16xf32>
    %1413 = stablehlo.convert %c_37 : (tensor<i64>) -> tensor<f64>
    %1414 = stablehlo.convert %c_36 : (tensor<i64>) -> tensor<f64>
    %1415 = stablehlo.divide %1414, %1413 : tensor<f64>
    %1416 = stablehlo.ceil %1415 : tensor<f64>
    %1417 = stablehlo.convert %1416 : (tensor<f64>) -> tensor<i64>
    %1418 = stablehlo.reshape %1417 : (tensor<i64>) -> tensor<1xi64>
    %1419 = stablehlo.dynamic_iota %1418, dim = 0 : (tensor<1xi64>) -> tensor<24xi64>
    %1420 = stablehlo.multiply %1419, %c_35 : tensor<24xi64>
    %1421 = stablehlo.add %1420, %c_34 : tensor<24xi64>
    %1422 = stablehlo.convert %1421 : (tensor<24xi64>) -> tensor<24xf32>
    %1423 = stablehlo.convert %cst_56 : (tensor<1xf64>) -> tensor<1xf32>
    %1424 = stablehlo.reshape %1423 : (tensor<1xf32>) -> tensor<f32>
    %1425 = stablehlo.broadcast_in_dim %1424, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %1426 = stablehlo.add %1422, %1425 : tensor<24xf32>
    %1427 = stablehlo.multiply %1426, %1425 : tensor<24xf32>
    %1428 = stablehlo.subtract %1427, %1425 : tensor<24xf32>
    %1429 = stablehlo.convert %cst_57 : (tensor<1xf64>) -> tensor<1xf32>
    %1430 = stablehlo.reshape %1429 : (tensor<1xf32>) -> tensor<f32>
    %1431 = stablehlo.clamp %1430, %1428, %cst_51 : (tensor<f32>, tensor<24xf32>, tensor<f32>) -> tensor<24xf32>
    %1432 = stablehlo.reshape %1431 : (tensor<24xf32>) -> tensor<24x1xf32>
    %1433 = stablehlo.convert %1432 : (tensor<24x1xf32>) -> tensor<24x1xi64>
    %1434 = stablehlo.add %1433, %c_33 : tensor<24x1xi64>
    %1435 = stablehlo.clamp %c_52, %1434, %c_32 : (tensor<i64>, tensor<24x1xi64>, tensor<i64>) -> tensor<24x1xi64>
    %1436 = stablehlo.convert %c_31 : (tensor<i64>) -> tensor<f64>
    %1437 = stablehlo.divide %1436, %1413 : tensor<f64>
    %1438 = stablehlo.ceil %1437 : tensor<f64>
    %1439 = stablehlo.convert %1438 : (tensor<f64>) -> tensor<i64>
    %1440 = stablehlo.reshape %1439 : (tensor<i64>) -> tensor<1xi64>
    %1441 = stablehlo.dynamic_iota %1440, dim = 0 : (tensor<1xi64>) -> tensor<32xi64>
    %1442 = stablehlo.multiply %1441, %c_30 : tensor<32xi64>
    %1443 = stablehlo.add %1442, %c_29 : tensor<32xi64>
    %1444 = stablehlo.convert %1443 : (tensor<32xi64>) -> tensor<32xf32>
    %1445 = stablehlo.broadcast_in_dim %1424, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1446 = stablehlo.add %1444, %1445 : tensor<32xf32>
    %1447 = stablehlo.multiply %1446, %1445 : tensor<32xf32>
    %1448 = stablehlo.subtract %1447, %1445 : tensor<32xf32>
    %1449 = stablehlo.clamp %1430, %1448, %cst_51 : (tensor<f32>, tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
    %1450 = stablehlo.convert %1449 : (tensor<32xf32>) -> tensor<32xi64>
    %1451 = stablehlo.add %1450, %c_30 : tensor<32xi64>
    %1452 = stablehlo.clamp %c_52, %1451, %c_28 : (tensor<i64>, tensor<32xi64>, tensor<i64>) -> tensor<32xi64>
    %1453 = stablehlo.convert %c_27 : (tensor<i64>) -> tensor<f64>
    %1454 = stablehlo.divide %1453, %1413 : tensor<f64>
    %1455 = stablehlo.ceil %1454 : tensor<f64>
    %1456 = stablehlo.convert %1455 : (tensor<f64>) -> tensor<i64>
    %1457 = stablehlo.reshape %1456 : (tensor<i64>) -> tensor<1xi64>
    %1458 = stablehlo.dynamic_iota %1457, dim = 0 : (tensor<1xi64>) -> tensor<256xi64>
    %1459 = stablehlo.multiply %1458, %c_26 : tensor<256xi64>
    %1460 = stablehlo.add %1459, %c_25 : tensor<256xi64>
    %1461 = stablehlo.reshape %1460 : (tensor<256xi64>) -> tensor<256x1xi64>
    %1462 = stablehlo.reshape %1461 : (tensor<256x1xi64>) -> tensor<256x1x1xi64>
    %1463 = stablehlo.convert %c_37 : (tensor<i64>) -> tensor<f64>
    %1464 = stablehlo.divide %1463, %1413 : tensor<f64>
    %1465 = stablehlo.ceil %1464 : tensor<f64>
    %1466 = stablehlo.convert %1465 : (tensor<f64>) -> tensor<i64>
    %1467 = stablehlo.reshape %1466 : (tensor<i64>) -> tensor<1xi64>
    %1468 = stablehlo.dynamic_iota %1467, dim = 0 : (tensor<1xi64>) -> tensor<1xi64>
    %1469 = stablehlo.multiply %1468, %c_24 : tensor<1xi64>
    %1470 = stablehlo.add %1469, %c_23 : tensor<1xi64>
    %1471 = stablehlo.reshape %1470 : (tensor<1xi64>) -> tensor<1x1xi64>
    %1472 = stablehlo.reshape %1471 : (tensor<1x1xi64>) -> tensor<1x1x1xi64>
    %1473 = stablehlo.reshape %1472 : (tensor<1x1x1xi64>) -> tensor<1x1x1x1xi64>
    %1474 = stablehlo.broadcast_in_dim %1473, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi64>) -> tensor<1x256x24x32xi64>
    %1475 = stablehlo.reshape %1474 : (tensor<1x256x24x32xi64>) -> tensor<1x256x24x32x1xi64>
    %1476 = stablehlo.broadcast_in_dim %1462, dims = [1, 2, 3] : (tensor<256x1x1xi64>) -> tensor<1x256x24x32xi64>
    %1477 = stablehlo.reshape %1476 : (tensor<1x256x24x32xi64>) -> tensor<1x256x24x32x1xi64>
    %1478 = stablehlo.broadcast_in_dim %1433, dims = [2, 3] : (tensor<24x1xi64>) -> tensor<1x256x24x32xi64>
    %1479 = stablehlo.reshape %1478 : (tensor<1x256x24x32xi64>) -> tensor<1x256x24x32x1xi64>
    %1480 = stablehlo.broadcast_in_dim %1450, dims = [3] : (tensor<32xi64>) -> tensor<1x256x24x32xi64>
    %1481 = stablehlo.reshape %1480 : (tensor<1x256x24x32xi64>) -> tensor<1x256x24x32x1xi64>
    %1482 = stablehlo.concatenate %1475, %1477, %1479, %1481, dim = 4 : (tensor<1x256x24x32x1xi64>, tensor<1x256x24x32x1xi64>, tensor<1x256x24x32x1xi64>, tensor<1x256x24x32x1xi64>) -> tensor<1x256x24x32x4xi64>
    %1483 = "stablehlo.gather"(%1412, %1482) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x256x12x16xf32>, tensor<1x256x24x32x4xi64>) -> tensor<1x256x24x32xf32>
    %1484 = stablehlo.broadcast_in_dim %1452, dims = [3] : (tensor<32xi64>) -> tensor<1x256x24x32xi64>
    %1485 = stablehlo.reshape %1484 : (tensor<1x256x24x32xi64>) -> tensor<1x256x24x32x1xi64>
    %1486 = stablehlo.concatenate %1475, %1477, %1479, %1485, dim = 4 : (tensor<1x256x24x32x1xi64>, tensor<1x256x24x32x1xi64>, tensor<1x256x24x32x1xi64>, tensor<1x256x24x32x1xi64>) -> tensor<1x256x24x32x4xi64>
    %1487 = "stablehlo.gather"(%1412, %1486) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x256x12x16xf32>, tensor<1x256x24x32x4xi64>) -> tensor<1x256x24x32xf32>
    %1488 = stablehlo.broadcast_in_dim %1435, dims = [2, 3] : (tensor<24x1xi64>) -> tensor<1x256x24x32xi64>
    %1489 = stablehlo.reshape %1488 : (tensor<1x256x24x32xi64>) -> tensor<1x256x24x32x1xi64>
    %1490 = stablehlo.concatenate %1475, %1477, %1489, %1481, dim = 4 : (tensor<1x256x24x32x1xi64>, tensor<1x256x24x32x1xi64>, tensor<1x256x24x32x1xi64>, tensor<1x256x24x32x1xi64>) -> tensor<1x256x24x32x4xi64>
    %1491 = "stablehlo.gather"(%1412, %1490) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x256x12x16xf32>, tensor<1x256x24x32x4xi64>) -> tensor<1x256x24x32xf32>
    %1492 = stablehlo.concatenate %1475, %1477, %1489, %1485, dim = 4 : (tensor<1x256x24x32x1xi64>, tensor<1x256x24x32x1xi64>, tensor<1x256x24x32x1xi64>, tensor<1x256x24x32x1xi64>) -> tensor<1x256x24x32x4xi64>
    %1493 = "stablehlo.gather"(%1412, %1492) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x256x12x16xf32>, tensor<1x256x24x32x4xi64>) -> tensor<1x256x24x32xf32>
    %1494 = stablehlo.convert %1450 : (tensor<32xi64>) -> tensor<32xf32>
    %1495 = stablehlo.subtract %1449, %1494 : tensor<32xf32>
    %1496 = stablehlo.convert %cst_58 : (tensor<1xf64>) -> tensor<1xf32>
    %1497 = stablehlo.reshape %1496 : (tensor<1xf32>) -> tensor<f32>
    %1498 = stablehlo.clamp %1430, %1495, %1497 : (tensor<f32>, tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
    %1499 = stablehlo.subtract %1487, %1483 : tensor<1x256x24x32xf32>
    %1500 = stablehlo.broadcast_in_dim %1498, dims = [3] : (tensor<32xf32>) -> tensor<1x256x24x32xf32>
    %1501 = stablehlo.multiply %1499, %1500 : tensor<1x256x24x32xf32>
    %1502 = stablehlo.add %1483, %1501 : tensor<1x256x24x32xf32>
    %1503 = stablehlo.subtract %1493, %1491 : tensor<1x256x24x32xf32>
    %1504 = stablehlo.multiply %1503, %1500 : tensor<1x256x24x32xf32>
    %1505 = stablehlo.add %1491, %1504 : tensor<1x256x24x32xf32>
    %1506 = stablehlo.convert %1433 : (tensor<24x1xi64>) -> tensor<24x1xf32>
    %1507 = stablehlo.subtract %1432, %1506 : tensor<24x1xf32>
    %1508 = stablehlo.clamp %1430, %1507, %1497 : (tensor<f32>, tensor<24x1xf32>, tensor<f32>) -> tensor<24x1xf32>
    %1509 = stablehlo.subtract %1505, %1502 : tensor<1x256x24x32xf32>
    %1510 = stablehlo.broadcast_in_dim %1508, dims = [2, 3] : (tensor<24x1xf32>) -> tensor<1x256x24x32xf32>
    %1511 = stablehlo.multiply %1509, %1510 : tensor<1x256x24x32xf32>
    %1512 = stablehlo.add %1502, %1511 : tensor<1x256x24x32xf32>
    %1513 = stablehlo.convert %1512 : (tensor<1x256x24x32xf32>) -> tensor<1x256x24x32xbf16>
    %1514 = stablehlo.add %1411, %1513 : tensor<1x256x24x32xbf16>
    %1515 = stablehlo.convolution(%1514, %arg171) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<256x256x3x3xbf16>) -> tensor<1x256x24x32xbf16>
    %1516 = stablehlo.reshape %arg172 : (tensor<256xbf16>) -> tensor<256x1x1xbf16>
    %1517 = stablehlo.broadcast_in_dim %1516, dims = [1, 2, 3] : (tensor<256x1x1xbf16>) -> tensor<1x256x24x32xbf16>
    %1518 = stablehlo.add %1515, %1517 : tensor<1x256x24x32xbf16>
    %1519 = stablehlo.maximum %1518, %cst_45 : tensor<1x256x24x32xbf16>
    %1520 = stablehlo.convolution(%635, %arg161) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x48x64xbf16>, tensor<256x512x3x3xbf16>) -> tensor<1x256x48x64xbf16>
    %1521 = stablehlo.reshape %arg162 : (tensor<256xbf16>) -> tensor<256x1x1xbf16>
    %1522 = stablehlo.broadcast_in_dim %1521, dims = [1, 2, 3] : (tensor<256x1x1xbf16>) -> tensor<1x256x48x64xbf16>
    %1523 = stablehlo.add %1520, %1522 : tensor<1x256x48x64xbf16>
    %1524 = stablehlo.convert %1519 : (tensor<1x256x24x32xbf16>) -> tensor<1x256x24x32xf32>
    %1525 = stablehlo.convert %c_22 : (tensor<i64>) -> tensor<f64>
    %1526 = stablehlo.divide %1525, %1413 : tensor<f64>
    %1527 = stablehlo.ceil %1526 : tensor<f64>
    %1528 = stablehlo.convert %1527 : (tensor<f64>) -> tensor<i64>
    %1529 = stablehlo.reshape %1528 : (tensor<i64>) -> tensor<1xi64>
    %1530 = stablehlo.dynamic_iota %1529, dim = 0 : (tensor<1xi64>) -> tensor<48xi64>
    %1531 = stablehlo.multiply %1530, %c_21 : tensor<48xi64>
    %1532 = stablehlo.add %1531, %c_20 : tensor<48xi64>
    %1533 = stablehlo.convert %1532 : (tensor<48xi64>) -> tensor<48xf32>
    %1534 = stablehlo.broadcast_in_dim %1424, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %1535 = stablehlo.add %1533, %1534 : tensor<48xf32>
    %1536 = stablehlo.multiply %1535, %1534 : tensor<48xf32>
    %1537 = stablehlo.subtract %1536, %1534 : tensor<48xf32>
    %1538 = stablehlo.clamp %1430, %1537, %cst_51 : (tensor<f32>, tensor<48xf32>, tensor<f32>) -> tensor<48xf32>
    %1539 = stablehlo.reshape %1538 : (tensor<48xf32>) -> tensor<48x1xf32>
    %1540 = stablehlo.convert %1539 : (tensor<48x1xf32>) -> tensor<48x1xi64>
    %1541 = stablehlo.add %1540, %c_19 : tensor<48x1xi64>
    %1542 = stablehlo.clamp %c_52, %1541, %c_18 : (tensor<i64>, tensor<48x1xi64>, tensor<i64>) -> tensor<48x1xi64>
    %1543 = stablehlo.convert %c_17 : (tensor<i64>) -> tensor<f64>
    %1544 = stablehlo.divide %1543, %1413 : tensor<f64>
    %1545 = stablehlo.ceil %1544 : tensor<f64>
    %1546 = stablehlo.convert %1545 : (tensor<f64>) -> tensor<i64>
    %1547 = stablehlo.reshape %1546 : (tensor<i64>) -> tensor<1xi64>
    %1548 = stablehlo.dynamic_iota %1547, dim = 0 : (tensor<1xi64>) -> tensor<64xi64>
    %1549 = stablehlo.multiply %1548, %c_16 : tensor<64xi64>
    %1550 = stablehlo.add %1549, %c_15 : tensor<64xi64>
    %1551 = stablehlo.convert %1550 : (tensor<64xi64>) -> tensor<64xf32>
    %1552 = stablehlo.broadcast_in_dim %1424, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1553 = stablehlo.add %1551, %1552 : tensor<64xf32>
    %1554 = stablehlo.multiply %1553, %1552 : tensor<64xf32>
    %1555 = stablehlo.subtract %1554, %1552 : tensor<64xf32>
    %1556 = stablehlo.clamp %1430, %1555, %cst_51 : (tensor<f32>, tensor<64xf32>, tensor<f32>) -> tensor<64xf32>
    %1557 = stablehlo.convert %1556 : (tensor<64xf32>) -> tensor<64xi64>
    %1558 = stablehlo.add %1557, %c_16 : tensor<64xi64>
    %1559 = stablehlo.clamp %c_52, %1558, %c_14 : (tensor<i64>, tensor<64xi64>, tensor<i64>) -> tensor<64xi64>
    %1560 = stablehlo.broadcast_in_dim %1473, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi64>) -> tensor<1x256x48x64xi64>
    %1561 = stablehlo.reshape %1560 : (tensor<1x256x48x64xi64>) -> tensor<1x256x48x64x1xi64>
    %1562 = stablehlo.broadcast_in_dim %1462, dims = [1, 2, 3] : (tensor<256x1x1xi64>) -> tensor<1x256x48x64xi64>
    %1563 = stablehlo.reshape %1562 : (tensor<1x256x48x64xi64>) -> tensor<1x256x48x64x1xi64>
    %1564 = stablehlo.broadcast_in_dim %1540, dims = [2, 3] : (tensor<48x1xi64>) -> tensor<1x256x48x64xi64>
    %1565 = stablehlo.reshape %1564 : (tensor<1x256x48x64xi64>) -> tensor<1x256x48x64x1xi64>
    %1566 = stablehlo.broadcast_in_dim %1557, dims = [3] : (tensor<64xi64>) -> tensor<1x256x48x64xi64>
    %1567 = stablehlo.reshape %1566 : (tensor<1x256x48x64xi64>) -> tensor<1x256x48x64x1xi64>
    %1568 = stablehlo.concatenate %1561, %1563, %1565, %1567, dim = 4 : (tensor<1x256x48x64x1xi64>, tensor<1x256x48x64x1xi64>, tensor<1x256x48x64x1xi64>, tensor<1x256x48x64x1xi64>) -> tensor<1x256x48x64x4xi64>
    %1569 = "stablehlo.gather"(%1524, %1568) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x256x24x32xf32>, tensor<1x256x48x64x4xi64>) -> tensor<1x256x48x64xf32>
    %1570 = stablehlo.broadcast_in_dim %1559, dims = [3] : (tensor<64xi64>) -> tensor<1x256x48x64xi64>
    %1571 = stablehlo.reshape %1570 : (tensor<1x256x48x64xi64>) -> tensor<1x256x48x64x1xi64>
    %1572 = stablehlo.concatenate %1561, %1563, %1565, %1571, dim = 4 : (tensor<1x256x48x64x1xi64>, tensor<1x256x48x64x1xi64>, tensor<1x256x48x64x1xi64>, tensor<1x256x48x64x1xi64>) -> tensor<1x256x48x64x4xi64>
    %1573 = "stablehlo.gather"(%1524, %1572) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x256x24x32xf32>, tensor<1x256x48x64x4xi64>) -> tensor<1x256x48x64xf32>
    %1574 = stablehlo.broadcast_in_dim %1542, dims = [2, 3] : (tensor<48x1xi64>) -> tensor<1x256x48x64xi64>
    %1575 = stablehlo.reshape %1574 : (tensor<1x256x48x64xi64>) -> tensor<1x256x48x64x1xi64>
    %1576 = stablehlo.concatenate %1561, %1563, %1575, %1567, dim = 4 : (tensor<1x256x48x64x1xi64>, tensor<1x256x48x64x1xi64>, tensor<1x256x48x64x1xi64>, tensor<1x256x48x64x1xi64>) -> tensor<1x256x48x64x4xi64>
    %1577 = "stablehlo.gather"(%1524, %1576) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x256x24x32xf32>, tensor<1x256x48x64x4xi64>) -> tensor<1x256x48x64xf32>
    %1578 = stablehlo.concatenate %1561, %1563, %1575, %1571, dim = 4 : (tensor<1x256x48x64x1xi64>, tensor<1x256x48x64x1xi64>, tensor<1x256x48x64x1xi64>, tensor<1x256x48x64x1xi64>) -> tensor<1x256x48x64x4xi64>
    %1579 = "stablehlo.gather"(%1524, %1578) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x256x24x32xf32>, tensor<1x256x48x64x4xi64>) -> tensor<1x256x48x64xf32>
    %1580 = stablehlo.convert %1557 : (tensor<64xi64>) -> tensor<64xf32>
    %1581 = stablehlo.subtract %1556, %1580 : tensor<64xf32>
    %1582 = stablehlo.clamp %1430, %1581, %1497 : (tensor<f32>, tensor<64xf32>, tensor<f32>) -> tensor<64xf32>
    %1583 = stablehlo.subtract %1573, %1569 : tensor<1x256x48x64xf32>
    %1584 = stablehlo.broadcast_in_dim %1582, dims = [3] : (tensor<64xf32>) -> tensor<1x256x48x64xf32>
    %1585 = stablehlo.multiply %1583, %1584 : tensor<1x256x48x64xf32>
    %1586 = stablehlo.add %1569, %1585 : tensor<1x256x48x64xf32>
    %1587 = stablehlo.subtract %1579, %1577 : tensor<1x256x48x64xf32>
    %1588 = stablehlo.multiply %1587, %1584 : tensor<1x256x48x64xf32>
    %1589 = stablehlo.add %1577, %1588 : tensor<1x256x48x64xf32>
    %1590 = stablehlo.convert %1540 : (tensor<48x1xi64>) -> tensor<48x1xf32>
    %1591 = stablehlo.subtract %1539, %1590 : tensor<48x1xf32>
    %1592 = stablehlo.clamp %1430, %1591, %1497 : (tensor<f32>, tensor<48x1xf32>, tensor<f32>) -> tensor<48x1xf32>
    %1593 = stablehlo.subtract %1589, %1586 : tensor<1x256x48x64xf32>
    %1594 = stablehlo.broadcast_in_dim %1592, dims = [2, 3] : (tensor<48x1xf32>) -> tensor<1x256x48x64xf32>
    %1595 = stablehlo.multiply %1593, %1594 : tensor<1x256x48x64xf32>
    %1596 = stablehlo.add %1586, %1595 : tensor<1x256x48x64xf32>
    %1597 = stablehlo.convert %1596 : (tensor<1x256x48x64xf32>) -> tensor<1x256x48x64xbf16>
    %1598 = stablehlo.add %1523, %1597 : tensor<1x256x48x64xbf16>
    %1599 = stablehlo.convolution(%1598, %arg169) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x48x64xbf16>, tensor<256x256x3x3xbf16>) -> tensor<1x256x48x64xbf16>
    %1600 = stablehlo.reshape %arg170 : (tensor<256xbf16>) -> tensor<256x1x1xbf16>
    %1601 = stablehlo.broadcast_in_dim %1600, dims = [1, 2, 3] : (tensor<256x1x1xbf16>) -> tensor<1x256x48x64xbf16>
    %1602 = stablehlo.add %1599, %1601 : tensor<1x256x48x64xbf16>
    %1603 = stablehlo.maximum %1602, %cst_44 : tensor<1x256x48x64xbf16>
    %1604 = stablehlo.convolution(%292, %arg159) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x96x128xbf16>, tensor<256x256x3x3xbf16>) -> tensor<1x256x96x128xbf16>
    %1605 = stablehlo.reshape %arg160 : (tensor<256xbf16>) -> tensor<256x1x1xbf16>
    %1606 = stablehlo.broadcast_in_dim %1605, dims = [1, 2, 3] : (tensor<256x1x1xbf16>) -> tensor<1x256x96x128xbf16>
    %1607 = stablehlo.add %1604, %1606 : tensor<1x256x96x128xbf16>
    %1608 = stablehlo.convert %1603 : (tensor<1x256x48x64xbf16>) -> tensor<1x256x48x64xf32>
    %1609 = stablehlo.convert %c_13 : (tensor<i64>) -> tensor<f64>
    %1610 = stablehlo.divide %1609, %1413 : tensor<f64>
    %1611 = stablehlo.ceil %1610 : tensor<f64>
    %1612 = stablehlo.convert %1611 : (tensor<f64>) -> tensor<i64>
    %1613 = stablehlo.reshape %1612 : (tensor<i64>) -> tensor<1xi64>
    %1614 = stablehlo.dynamic_iota %1613, dim = 0 : (tensor<1xi64>) -> tensor<96xi64>
    %1615 = stablehlo.multiply %1614, %c_12 : tensor<96xi64>
    %1616 = stablehlo.add %1615, %c_11 : tensor<96xi64>
    %1617 = stablehlo.convert %1616 : (tensor<96xi64>) -> tensor<96xf32>
    %1618 = stablehlo.broadcast_in_dim %1424, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %1619 = stablehlo.add %1617, %1618 : tensor<96xf32>
    %1620 = stablehlo.multiply %1619, %1618 : tensor<96xf32>
    %1621 = stablehlo.subtract %1620, %1618 : tensor<96xf32>
    %1622 = stablehlo.clamp %1430, %1621, %cst_51 : (tensor<f32>, tensor<96xf32>, tensor<f32>) -> tensor<96xf32>
    %1623 = stablehlo.reshape %1622 : (tensor<96xf32>) -> tensor<96x1xf32>
    %1624 = stablehlo.convert %1623 : (tensor<96x1xf32>) -> tensor<96x1xi64>
    %1625 = stablehlo.add %1624, %c_10 : tensor<96x1xi64>
    %1626 = stablehlo.clamp %c_52, %1625, %c_9 : (tensor<i64>, tensor<96x1xi64>, tensor<i64>) -> tensor<96x1xi64>
    %1627 = stablehlo.convert %c_8 : (tensor<i64>) -> tensor<f64>
    %1628 = stablehlo.divide %1627, %1413 : tensor<f64>
    %1629 = stablehlo.ceil %1628 : tensor<f64>
    %1630 = stablehlo.convert %1629 : (tensor<f64>) -> tensor<i64>
    %1631 = stablehlo.reshape %1630 : (tensor<i64>) -> tensor<1xi64>
    %1632 = stablehlo.dynamic_iota %1631, dim = 0 : (tensor<1xi64>) -> tensor<128xi64>
    %1633 = stablehlo.multiply %1632, %c_7 : tensor<128xi64>
    %1634 = stablehlo.add %1633, %c_6 : tensor<128xi64>
    %1635 = stablehlo.convert %1634 : (tensor<128xi64>) -> tensor<128xf32>
    %1636 = stablehlo.broadcast_in_dim %1424, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1637 = stablehlo.add %1635, %1636 : tensor<128xf32>
    %1638 = stablehlo.multiply %1637, %1636 : tensor<128xf32>
    %1639 = stablehlo.subtract %1638, %1636 : tensor<128xf32>
    %1640 = stablehlo.clamp %1430, %1639, %cst_51 : (tensor<f32>, tensor<128xf32>, tensor<f32>) -> tensor<128xf32>
    %1641 = stablehlo.convert %1640 : (tensor<128xf32>) -> tensor<128xi64>
    %1642 = stablehlo.add %1641, %c_7 : tensor<128xi64>
    %1643 = stablehlo.clamp %c_52, %1642, %c_5 : (tensor<i64>, tensor<128xi64>, tensor<i64>) -> tensor<128xi64>
    %1644 = stablehlo.broadcast_in_dim %1473, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi64>) -> tensor<1x256x96x128xi64>
    %1645 = stablehlo.reshape %1644 : (tensor<1x256x96x128xi64>) -> tensor<1x256x96x128x1xi64>
    %1646 = stablehlo.broadcast_in_dim %1462, dims = [1, 2, 3] : (tensor<256x1x1xi64>) -> tensor<1x256x96x128xi64>
    %1647 = stablehlo.reshape %1646 : (tensor<1x256x96x128xi64>) -> tensor<1x256x96x128x1xi64>
    %1648 = stablehlo.broadcast_in_dim %1624, dims = [2, 3] : (tensor<96x1xi64>) -> tensor<1x256x96x128xi64>
    %1649 = stablehlo.reshape %1648 : (tensor<1x256x96x128xi64>) -> tensor<1x256x96x128x1xi64>
    %1650 = stablehlo.broadcast_in_dim %1641, dims = [3] : (tensor<128xi64>) -> tensor<1x256x96x128xi64>
    %1651 = stablehlo.reshape %1650 : (tensor<1x256x96x128xi64>) -> tensor<1x256x96x128x1xi64>
    %1652 = stablehlo.concatenate %1645, %1647, %1649, %1651, dim = 4 : (tensor<1x256x96x128x1xi64>, tensor<1x256x96x128x1xi64>, tensor<1x256x96x128x1xi64>, tensor<1x256x96x128x1xi64>) -> tensor<1x256x96x128x4xi64>
    %1653 = "stablehlo.gather"(%1608, %1652) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x256x48x64xf32>, tensor<1x256x96x128x4xi64>) -> tensor<1x256x96x128xf32>
    %1654 = stablehlo.broadcast_in_dim %1643, dims = [3] : (tensor<128xi64>) -> tensor<1x256x96x128xi64>
    %1655 = stablehlo.reshape %1654 : (tensor<1x256x96x128xi64>) -> tensor<1x256x96x128x1xi64>
    %1656 = stablehlo.concatenate %1645, %1647, %1649, %1655, dim = 4 : (tensor<1x256x96x128x1xi64>, tensor<1x256x96x128x1xi64>, tensor<1x256x96x128x1xi64>, tensor<1x256x96x128x1xi64>) -> tensor<1x256x96x128x4xi64>
    %1657 = "stablehlo.gather"(%1608, %1656) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x256x48x64xf32>, tensor<1x256x96x128x4xi64>) -> tensor<1x256x96x128xf32>
    %1658 = stablehlo.broadcast_in_dim %1626, dims = [2, 3] : (tensor<96x1xi64>) -> tensor<1x256x96x128xi64>
    %1659 = stablehlo.reshape %1658 : (tensor<1x256x96x128xi64>) -> tensor<1x256x96x128x1xi64>
    %1660 = stablehlo.concatenate %1645, %1647, %1659, %1651, dim = 4 : (tensor<1x256x96x128x1xi64>, tensor<1x256x96x128x1xi64>, tensor<1x256x96x128x1xi64>, tensor<1x256x96x128x1xi64>) -> tensor<1x256x96x128x4xi64>
    %1661 = "stablehlo.gather"(%1608, %1660) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x256x48x64xf32>, tensor<1x256x96x128x4xi64>) -> tensor<1x256x96x128xf32>
    %1662 = stablehlo.concatenate %1645, %1647, %1659, %1655, dim = 4 : (tensor<1x256x96x128x1xi64>, tensor<1x256x96x128x1xi64>, tensor<1x256x96x128x1xi64>, tensor<1x256x96x128x1xi64>) -> tensor<1x256x96x128x4xi64>
    %1663 = "stablehlo.gather"(%1608, %1662) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x256x48x64xf32>, tensor<1x256x96x128x4xi64>) -> tensor<1x256x96x128xf32>
    %1664 = stablehlo.convert %1641 : (tensor<128xi64>) -> tensor<128xf32>
    %1665 = stablehlo.subtract %1640, %1664 : tensor<128xf32>
    %1666 = stablehlo.clamp %1430, %1665, %1497 : (tensor<f32>, tensor<128xf32>, tensor<f32>) -> tensor<128xf32>
    %1667 = stablehlo.subtract %1657, %1653 : tensor<1x256x96x128xf32>
    %1668 = stablehlo.broadcast_in_dim %1666, dims = [3] : (tensor<128xf32>) -> tensor<1x256x96x128xf32>
    %1669 = stablehlo.multiply %1667, %1668 : tensor<1x256x96x128xf32>
    %1670 = stablehlo.add %1653, %1669 : tensor<1x256x96x128xf32>
    %1671 = stablehlo.subtract %1663, %1661 : tensor<1x256x96x128xf32>
    %1672 = stablehlo.multiply %1671, %1668 : tensor<1x256x96x128xf32>
    %1673 = stablehlo.add %1661, %1672 : tensor<1x256x96x128xf32>
    %1674 = stablehlo.convert %1624 : (tensor<96x1xi64>) -> tensor<96x1xf32>
    %1675 = stablehlo.subtract %1623, %1674 : tensor<96x1xf32>
    %1676 = stablehlo.clamp %1430, %1675, %1497 : (tensor<f32>, tensor<96x1xf32>, tensor<f32>) -> tensor<96x1xf32>
    %1677 = stablehlo.subtract %1673, %1670 : tensor<1x256x96x128xf32>
    %1678 = stablehlo.broadcast_in_dim %1676, dims = [2, 3] : (tensor<96x1xf32>) -> tensor<1x256x96x128xf32>
    %1679 = stablehlo.multiply %1677, %1678 : tensor<1x256x96x128xf32>
    %1680 = stablehlo.add %1670, %1679 : tensor<1x256x96x128xf32>
    %1681 = stablehlo.convert %1680 : (tensor<1x256x96x128xf32>) -> tensor<1x256x96x128xbf16>
    %1682 = stablehlo.add %1607, %1681 : tensor<1x256x96x128xbf16>
    %1683 = stablehlo.convolution(%1682, %arg167) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x96x128xbf16>, tensor<256x256x3x3xbf16>) -> tensor<1x256x96x128xbf16>
    %1684 = stablehlo.reshape %arg168 : (tensor<256xbf16>) -> tensor<256x1x1xbf16>
    %1685 = stablehlo.broadcast_in_dim %1684, dims = [1, 2, 3] : (tensor<256x1x1xbf16>) -> tensor<1x256x96x128xbf16>
    %1686 = stablehlo.add %1683, %1685 : tensor<1x256x96x128xbf16>
    %1687 = stablehlo.maximum %1686, %cst_40 : tensor<1x256x96x128xbf16>
    %1688 = stablehlo.convolution(%1687, %arg175) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x96x128xbf16>, tensor<128x256x3x3xbf16>) -> tensor<1x128x96x128xbf16>
    %1689 = stablehlo.reshape %arg176 : (tensor<128xbf16>) -> tensor<128x1x1xbf16>
    %1690 = stablehlo.broadcast_in_dim %1689, dims = [1, 2, 3] : (tensor<128x1x1xbf16>) -> tensor<1x128x96x128xbf16>
    %1691 = stablehlo.add %1688, %1690 : tensor<1x128x96x128xbf16>
    %1692 = stablehlo.convert %1691 : (tensor<1x128x96x128xbf16>) -> tensor<1x128x96x128xf32>
    %1693 = stablehlo.convert %c_4 : (tensor<i64>) -> tensor<f64>
    %1694 = stablehlo.divide %1693, %1413 : tensor<f64>
    %1695 = stablehlo.ceil %1694 : tensor<f64>
    %1696 = stablehlo.convert %1695 : (tensor<f64>) -> tensor<i64>
    %1697 = stablehlo.reshape %1696 : (tensor<i64>) -> tensor<1xi64>
    %1698 = stablehlo.dynamic_iota %1697, dim = 0 : (tensor<1xi64>) -> tensor<192xi64>
    %1699 = stablehlo.multiply %1698, %c_3 : tensor<192xi64>
    %1700 = stablehlo.add %1699, %c_2 : tensor<192xi64>
    %1701 = stablehlo.convert %1700 : (tensor<192xi64>) -> tensor<192xf32>
    %1702 = stablehlo.broadcast_in_dim %1424, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %1703 = stablehlo.add %1701, %1702 : tensor<192xf32>
    %1704 = stablehlo.multiply %1703, %1702 : tensor<192xf32>
    %1705 = stablehlo.subtract %1704, %1702 : tensor<192xf32>
    %1706 = stablehlo.clamp %1430, %1705, %cst_51 : (tensor<f32>, tensor<192xf32>, tensor<f32>) -> tensor<192xf32>
    %1707 = stablehlo.reshape %1706 : (tensor<192xf32>) -> tensor<192x1xf32>
    %1708 = stablehlo.convert %1707 : (tensor<192x1xf32>) -> tensor<192x1xi64>
    %1709 = stablehlo.add %1708, %c_1 : tensor<192x1xi64>
    %1710 = stablehlo.clamp %c_52, %1709, %c_0 : (tensor<i64>, tensor<192x1xi64>, tensor<i64>) -> tensor<192x1xi64>
    %1711 = stablehlo.convert %1460 : (tensor<256xi64>) -> tensor<256xf32>
    %1712 = stablehlo.broadcast_in_dim %1424, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1713 = stablehlo.add %1711, %1712 : tensor<256xf32>
    %1714 = stablehlo.multiply %1713, %1712 : tensor<256xf32>
    %1715 = stablehlo.subtract %1714, %1712 : tensor<256xf32>
    %1716 = stablehlo.clamp %1430, %1715, %cst_51 : (tensor<f32>, tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1717 = stablehlo.convert %1716 : (tensor<256xf32>) -> tensor<256xi64>
    %1718 = stablehlo.add %1717, %c_26 : tensor<256xi64>
    %1719 = stablehlo.clamp %c_52, %1718, %c : (tensor<i64>, tensor<256xi64>, tensor<i64>) -> tensor<256xi64>
    %1720 = stablehlo.reshape %1634 : (tensor<128xi64>) -> tensor<128x1xi64>
    %1721 = stablehlo.reshape %1720 : (tensor<128x1xi64>) -> tensor<128x1x1xi64>
    %1722 = stablehlo.broadcast_in_dim %1473, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi64>) -> tensor<1x128x192x256xi64>
    %1723 = stablehlo.reshape %1722 : (tensor<1x128x192x256xi64>) -> tensor<1x128x192x256x1xi64>
    %1724 = stablehlo.broadcast_in_dim %1721, dims = [1, 2, 3] : (tensor<128x1x1xi64>) -> tensor<1x128x192x256xi64>
    %1725 = stablehlo.reshape %1724 : (tensor<1x128x192x256xi64>) -> tensor<1x128x192x256x1xi64>
    %1726 = stablehlo.broadcast_in_dim %1708, dims = [2, 3] : (tensor<192x1xi64>) -> tensor<1x128x192x256xi64>
    %1727 = stablehlo.reshape %1726 : (tensor<1x128x192x256xi64>) -> tensor<1x128x192x256x1xi64>
    %1728 = stablehlo.broadcast_in_dim %1717, dims = [3] : (tensor<256xi64>) -> tensor<1x128x192x256xi64>
    %1729 = stablehlo.reshape %1728 : (tensor<1x128x192x256xi64>) -> tensor<1x128x192x256x1xi64>
    %1730 = stablehlo.concatenate %1723, %1725, %1727, %1729, dim = 4 : (tensor<1x128x192x256x1xi64>, tensor<1x128x192x256x1xi64>, tensor<1x128x192x256x1xi64>, tensor<1x128x192x256x1xi64>) -> tensor<1x128x192x256x4xi64>
    %1731 = "stablehlo.gather"(%1692, %1730) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x128x96x128xf32>, tensor<1x128x192x256x4xi64>) -> tensor<1x128x192x256xf32>
    %1732 = stablehlo.broadcast_in_dim %1719, dims = [3] : (tensor<256xi64>) -> tensor<1x128x192x256xi64>
    %1733 = stablehlo.reshape %1732 : (tensor<1x128x192x256xi64>) -> tensor<1x128x192x256x1xi64>
    %1734 = stablehlo.concatenate %1723, %1725, %1727, %1733, dim = 4 : (tensor<1x128x192x256x1xi64>, tensor<1x128x192x256x1xi64>, tensor<1x128x192x256x1xi64>, tensor<1x128x192x256x1xi64>) -> tensor<1x128x192x256x4xi64>
    %1735 = "stablehlo.gather"(%1692, %1734) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x128x96x128xf32>, tensor<1x128x192x256x4xi64>) -> tensor<1x128x192x256xf32>
    %1736 = stablehlo.broadcast_in_dim %1710, dims = [2, 3] : (tensor<192x1xi64>) -> tensor<1x128x192x256xi64>
    %1737 = stablehlo.reshape %1736 : (tensor<1x128x192x256xi64>) -> tensor<1x128x192x256x1xi64>
    %1738 = stablehlo.concatenate %1723, %1725, %1737, %1729, dim = 4 : (tensor<1x128x192x256x1xi64>, tensor<1x128x192x256x1xi64>, tensor<1x128x192x256x1xi64>, tensor<1x128x192x256x1xi64>) -> tensor<1x128x192x256x4xi64>
    %1739 = "stablehlo.gather"(%1692, %1738) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x128x96x128xf32>, tensor<1x128x192x256x4xi64>) -> tensor<1x128x192x256xf32>
    %1740 = stablehlo.concatenate %1723, %1725, %1737, %1733, dim = 4 : (tensor<1x128x192x256x1xi64>, tensor<1x128x192x256x1xi64>, tensor<1x128x192x256x1xi64>, tensor<1x128x192x256x1xi64>) -> tensor<1x128x192x256x4xi64>
    %1741 = "stablehlo.gather"(%1692, %1740) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<1x128x96x128xf32>, tensor<1x128x192x256x4xi64>) -> tensor<1x128x192x256xf32>
    %1742 = stablehlo.convert %1717 : (tensor<256xi64>) -> tensor<256xf32>
    %1743 = stablehlo.subtract %1716, %1742 : tensor<256xf32>
    %1744 = stablehlo.clamp %1430, %1743, %1497 : (tensor<f32>, tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1745 = stablehlo.subtract %1735, %1731 : tensor<1x128x192x256xf32>
    %1746 = stablehlo.broadcast_in_dim %1744, dims = [3] : (tensor<256xf32>) -> tensor<1x128x192x256xf32>
    %1747 = stablehlo.multiply %1745, %1746 : tensor<1x128x192x256xf32>
    %1748 = stablehlo.add %1731, %1747 : tensor<1x128x192x256xf32>
    %1749 = stablehlo.subtract %1741, %1739 : tensor<1x128x192x256xf32>
    %1750 = stablehlo.multiply %1749, %1746 : tensor<1x128x192x256xf32>
    %1751 = stablehlo.add %1739, %1750 : tensor<1x128x192x256xf32>
    %1752 = stablehlo.convert %1708 : (tensor<192x1xi64>) -> tensor<192x1xf32>
    %1753 = stablehlo.subtract %1707, %1752 : tensor<192x1xf32>
    %1754 = stablehlo.clamp %1430, %1753, %1497 : (tensor<f32>, tensor<192x1xf32>, tensor<f32>) -> tensor<192x1xf32>
    %1755 = stablehlo.subtract %1751, %1748 : tensor<1x128x192x256xf32>
    %1756 = stablehlo.broadcast_in_dim %1754, dims = [2, 3] : (tensor<192x1xf32>) -> tensor<1x128x192x256xf32>
    %1757 = stablehlo.multiply %1755, %1756 : tensor<1x128x192x256xf32>
    %1758 = stablehlo.add %1748, %1757 : tensor<1x128x192x256xf32>
    %1759 = stablehlo.convert %1758 : (tensor<1x128x192x256xf32>) -> tensor<1x128x192x256xbf16>
    %1760 = stablehlo.convolution(%1759, %arg177) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x192x256xbf16>, tensor<32x128x3x3xbf16>) -> tensor<1x32x192x256xbf16>
    %1761 = stablehlo.reshape %arg178 : (tensor<32xbf16>) -> tensor<32x1x1xbf16>
    %1762 = stablehlo.broadcast_in_dim %1761, dims = [1, 2, 3] : (tensor<32x1x1xbf16>) -> tensor<1x32x192x256xbf16>
    %1763 = stablehlo.add %1760, %1762 : tensor<1x32x192x256xbf16>
    %1764 = stablehlo.maximum %1763, %cst_53 : tensor<1x32x192x256xbf16>
    %1765 = stablehlo.convolution(%1764, %arg179) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x32x192x256xbf16>, tensor<1x32x1x1xbf16>) -> tensor<1x1x192x256xbf16>
    %1766 = stablehlo.reshape %arg180 : (tensor<1xbf16>) -> tensor<1x1x1xbf16>
    %1767 = stablehlo.broadcast_in_dim %1766, dims = [1, 2, 3] : (tensor<1x1x1xbf16>) -> tensor<1x1x192x256xbf16>
    %1768 = stablehlo.add %1765, %1767 : tensor<1x1x192x256xbf16>
    %1769 = stablehlo.maximum %1768, %cst_54 : tensor<1x1x192x256xbf16>
    return %1769 : tensor<1x1x192x256xbf16>
  }
}
