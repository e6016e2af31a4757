// a DETR detector (ResNet-50, 6 + 6 transformer layers, 100 queries) on a 384x512 image, bf16, 41.6M parameters and buffers as arguments (bench/gen_torch_models.py, torch 2.15.0+cu132, torch-mlir 20261001); the arguments are:
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
// %arg159: input_proj.weight
// %arg160: input_proj.bias
// %arg161: encoder.0.self_attn.q.weight
// %arg162: encoder.0.self_attn.q.bias
// %arg163: encoder.0.self_attn.k.weight
// %arg164: encoder.0.self_attn.k.bias
// %arg165: encoder.0.self_attn.v.weight
// %arg166: encoder.0.self_attn.v.bias
// %arg167: encoder.0.self_attn.out.weight
// %arg168: encoder.0.self_attn.out.bias
// %arg169: encoder.0.linear1.weight
// %arg170: encoder.0.linear1.bias
// %arg171: encoder.0.linear2.weight
// %arg172: encoder.0.linear2.bias
// %arg173: encoder.0.norm1.weight
// %arg174: encoder.0.norm1.bias
// %arg175: encoder.0.norm2.weight
// %arg176: encoder.0.norm2.bias
// %arg177: encoder.1.self_attn.q.weight
// %arg178: encoder.1.self_attn.q.bias
// %arg179: encoder.1.self_attn.k.weight
// %arg180: encoder.1.self_attn.k.bias
// %arg181: encoder.1.self_attn.v.weight
// %arg182: encoder.1.self_attn.v.bias
// %arg183: encoder.1.self_attn.out.weight
// %arg184: encoder.1.self_attn.out.bias
// %arg185: encoder.1.linear1.weight
// %arg186: encoder.1.linear1.bias
// %arg187: encoder.1.linear2.weight
// %arg188: encoder.1.linear2.bias
// %arg189: encoder.1.norm1.weight
// %arg190: encoder.1.norm1.bias
// %arg191: encoder.1.norm2.weight
// %arg192: encoder.1.norm2.bias
// %arg193: encoder.2.self_attn.q.weight
// %arg194: encoder.2.self_attn.q.bias
// %arg195: encoder.2.self_attn.k.weight
// %arg196: encoder.2.self_attn.k.bias
// %arg197: encoder.2.self_attn.v.weight
// %arg198: encoder.2.self_attn.v.bias
// %arg199: encoder.2.self_attn.out.weight
// %arg200: encoder.2.self_attn.out.bias
// %arg201: encoder.2.linear1.weight
// %arg202: encoder.2.linear1.bias
// %arg203: encoder.2.linear2.weight
// %arg204: encoder.2.linear2.bias
// %arg205: encoder.2.norm1.weight
// %arg206: encoder.2.norm1.bias
// %arg207: encoder.2.norm2.weight
// %arg208: encoder.2.norm2.bias
// %arg209: encoder.3.self_attn.q.weight
// %arg210: encoder.3.self_attn.q.bias
// %arg211: encoder.3.self_attn.k.weight
// %arg212: encoder.3.self_attn.k.bias
// %arg213: encoder.3.self_attn.v.weight
// %arg214: encoder.3.self_attn.v.bias
// %arg215: encoder.3.self_attn.out.weight
// %arg216: encoder.3.self_attn.out.bias
// %arg217: encoder.3.linear1.weight
// %arg218: encoder.3.linear1.bias
// %arg219: encoder.3.linear2.weight
// %arg220: encoder.3.linear2.bias
// %arg221: encoder.3.norm1.weight
// %arg222: encoder.3.norm1.bias
// %arg223: encoder.3.norm2.weight
// %arg224: encoder.3.norm2.bias
// %arg225: encoder.4.self_attn.q.weight
// %arg226: encoder.4.self_attn.q.bias
// %arg227: encoder.4.self_attn.k.weight
// %arg228: encoder.4.self_attn.k.bias
// %arg229: encoder.4.self_attn.v.weight
// %arg230: encoder.4.self_attn.v.bias
// %arg231: encoder.4.self_attn.out.weight
// %arg232: encoder.4.self_attn.out.bias
// %arg233: encoder.4.linear1.weight
// %arg234: encoder.4.linear1.bias
// %arg235: encoder.4.linear2.weight
// %arg236: encoder.4.linear2.bias
// %arg237: encoder.4.norm1.weight
// %arg238: encoder.4.norm1.bias
// %arg239: encoder.4.norm2.weight
// %arg240: encoder.4.norm2.bias
// %arg241: encoder.5.self_attn.q.weight
// %arg242: encoder.5.self_attn.q.bias
// %arg243: encoder.5.self_attn.k.weight
// %arg244: encoder.5.self_attn.k.bias
// %arg245: encoder.5.self_attn.v.weight
// %arg246: encoder.5.self_attn.v.bias
// %arg247: encoder.5.self_attn.out.weight
// %arg248: encoder.5.self_attn.out.bias
// %arg249: encoder.5.linear1.weight
// %arg250: encoder.5.linear1.bias
// %arg251: encoder.5.linear2.weight
// %arg252: encoder.5.linear2.bias
// %arg253: encoder.5.norm1.weight
// %arg254: encoder.5.norm1.bias
// %arg255: encoder.5.norm2.weight
// %arg256: encoder.5.norm2.bias
// %arg257: decoder.0.self_attn.q.weight
// %arg258: decoder.0.self_attn.q.bias
// %arg259: decoder.0.self_attn.k.weight
// %arg260: decoder.0.self_attn.k.bias
// %arg261: decoder.0.self_attn.v.weight
// %arg262: decoder.0.self_attn.v.bias
// %arg263: decoder.0.self_attn.out.weight
// %arg264: decoder.0.self_attn.out.bias
// %arg265: decoder.0.cross_attn.q.weight
// %arg266: decoder.0.cross_attn.q.bias
// %arg267: decoder.0.cross_attn.k.weight
// %arg268: decoder.0.cross_attn.k.bias
// %arg269: decoder.0.cross_attn.v.weight
// %arg270: decoder.0.cross_attn.v.bias
// %arg271: decoder.0.cross_attn.out.weight
// %arg272: decoder.0.cross_attn.out.bias
// %arg273: decoder.0.linear1.weight
// %arg274: decoder.0.linear1.bias
// %arg275: decoder.0.linear2.weight
// %arg276: decoder.0.linear2.bias
// %arg277: decoder.0.norm1.weight
// %arg278: decoder.0.norm1.bias
// %arg279: decoder.0.norm2.weight
// %arg280: decoder.0.norm2.bias
// %arg281: decoder.0.norm3.weight
// %arg282: decoder.0.norm3.bias
// %arg283: decoder.1.self_attn.q.weight
// %arg284: decoder.1.self_attn.q.bias
// %arg285: decoder.1.self_attn.k.weight
// %arg286: decoder.1.self_attn.k.bias
// %arg287: decoder.1.self_attn.v.weight
// %arg288: decoder.1.self_attn.v.bias
// %arg289: decoder.1.self_attn.out.weight
// %arg290: decoder.1.self_attn.out.bias
// %arg291: decoder.1.cross_attn.q.weight
// %arg292: decoder.1.cross_attn.q.bias
// %arg293: decoder.1.cross_attn.k.weight
// %arg294: decoder.1.cross_attn.k.bias
// %arg295: decoder.1.cross_attn.v.weight
// %arg296: decoder.1.cross_attn.v.bias
// %arg297: decoder.1.cross_attn.out.weight
// %arg298: decoder.1.cross_attn.out.bias
// %arg299: decoder.1.linear1.weight
// %arg300: decoder.1.linear1.bias
// %arg301: decoder.1.linear2.weight
// %arg302: decoder.1.linear2.bias
// %arg303: decoder.1.norm1.weight
// %arg304: decoder.1.norm1.bias
// %arg305: decoder.1.norm2.weight
// %arg306: decoder.1.norm2.bias
// %arg307: decoder.1.norm3.weight
// %arg308: decoder.1.norm3.bias
// %arg309: decoder.2.self_attn.q.weight
// %arg310: decoder.2.self_attn.q.bias
// %arg311: decoder.2.self_attn.k.weight
// %arg312: decoder.2.self_attn.k.bias
// %arg313: decoder.2.self_attn.v.weight
// %arg314: decoder.2.self_attn.v.bias
// %arg315: decoder.2.self_attn.out.weight
// %arg316: decoder.2.self_attn.out.bias
// %arg317: decoder.2.cross_attn.q.weight
// %arg318: decoder.2.cross_attn.q.bias
// %arg319: decoder.2.cross_attn.k.weight
// %arg320: decoder.2.cross_attn.k.bias
// %arg321: decoder.2.cross_attn.v.weight
// %arg322: decoder.2.cross_attn.v.bias
// %arg323: decoder.2.cross_attn.out.weight
// %arg324: decoder.2.cross_attn.out.bias
// %arg325: decoder.2.linear1.weight
// %arg326: decoder.2.linear1.bias
// %arg327: decoder.2.linear2.weight
// %arg328: decoder.2.linear2.bias
// %arg329: decoder.2.norm1.weight
// %arg330: decoder.2.norm1.bias
// %arg331: decoder.2.norm2.weight
// %arg332: decoder.2.norm2.bias
// %arg333: decoder.2.norm3.weight
// %arg334: decoder.2.norm3.bias
// %arg335: decoder.3.self_attn.q.weight
// %arg336: decoder.3.self_attn.q.bias
// %arg337: decoder.3.self_attn.k.weight
// %arg338: decoder.3.self_attn.k.bias
// %arg339: decoder.3.self_attn.v.weight
// %arg340: decoder.3.self_attn.v.bias
// %arg341: decoder.3.self_attn.out.weight
// %arg342: decoder.3.self_attn.out.bias
// %arg343: decoder.3.cross_attn.q.weight
// %arg344: decoder.3.cross_attn.q.bias
// %arg345: decoder.3.cross_attn.k.weight
// %arg346: decoder.3.cross_attn.k.bias
// %arg347: decoder.3.cross_attn.v.weight
// %arg348: decoder.3.cross_attn.v.bias
// %arg349: decoder.3.cross_attn.out.weight
// %arg350: decoder.3.cross_attn.out.bias
// %arg351: decoder.3.linear1.weight
// %arg352: decoder.3.linear1.bias
// %arg353: decoder.3.linear2.weight
// %arg354: decoder.3.linear2.bias
// %arg355: decoder.3.norm1.weight
// %arg356: decoder.3.norm1.bias
// %arg357: decoder.3.norm2.weight
// %arg358: decoder.3.norm2.bias
// %arg359: decoder.3.norm3.weight
// %arg360: decoder.3.norm3.bias
// %arg361: decoder.4.self_attn.q.weight
// %arg362: decoder.4.self_attn.q.bias
// %arg363: decoder.4.self_attn.k.weight
// %arg364: decoder.4.self_attn.k.bias
// %arg365: decoder.4.self_attn.v.weight
// %arg366: decoder.4.self_attn.v.bias
// %arg367: decoder.4.self_attn.out.weight
// %arg368: decoder.4.self_attn.out.bias
// %arg369: decoder.4.cross_attn.q.weight
// %arg370: decoder.4.cross_attn.q.bias
// %arg371: decoder.4.cross_attn.k.weight
// %arg372: decoder.4.cross_attn.k.bias
// %arg373: decoder.4.cross_attn.v.weight
// %arg374: decoder.4.cross_attn.v.bias
// %arg375: decoder.4.cross_attn.out.weight
// %arg376: decoder.4.cross_attn.out.bias
// %arg377: decoder.4.linear1.weight
// %arg378: decoder.4.linear1.bias
// %arg379: decoder.4.linear2.weight
// %arg380: decoder.4.linear2.bias
// %arg381: decoder.4.norm1.weight
// %arg382: decoder.4.norm1.bias
// %arg383: decoder.4.norm2.weight
// %arg384: decoder.4.norm2.bias
// %arg385: decoder.4.norm3.weight
// %arg386: decoder.4.norm3.bias
// %arg387: decoder.5.self_attn.q.weight
// %arg388: decoder.5.self_attn.q.bias
// %arg389: decoder.5.self_attn.k.weight
// %arg390: decoder.5.self_attn.k.bias
// %arg391: decoder.5.self_attn.v.weight
// %arg392: decoder.5.self_attn.v.bias
// %arg393: decoder.5.self_attn.out.weight
// %arg394: decoder.5.self_attn.out.bias
// %arg395: decoder.5.cross_attn.q.weight
// %arg396: decoder.5.cross_attn.q.bias
// %arg397: decoder.5.cross_attn.k.weight
// %arg398: decoder.5.cross_attn.k.bias
// %arg399: decoder.5.cross_attn.v.weight
// %arg400: decoder.5.cross_attn.v.bias
// %arg401: decoder.5.cross_attn.out.weight
// %arg402: decoder.5.cross_attn.out.bias
// %arg403: decoder.5.linear1.weight
// %arg404: decoder.5.linear1.bias
// %arg405: decoder.5.linear2.weight
// %arg406: decoder.5.linear2.bias
// %arg407: decoder.5.norm1.weight
// %arg408: decoder.5.norm1.bias
// %arg409: decoder.5.norm2.weight
// %arg410: decoder.5.norm2.bias
// %arg411: decoder.5.norm3.weight
// %arg412: decoder.5.norm3.bias
// %arg413: decoder_norm.weight
// %arg414: decoder_norm.bias
// %arg415: query_embed.weight
// %arg416: class_embed.weight
// %arg417: class_embed.bias
// %arg418: bbox_embed.0.weight
// %arg419: bbox_embed.0.bias
// %arg420: bbox_embed.1.weight
// %arg421: bbox_embed.1.bias
// %arg422: bbox_embed.2.weight
// %arg423: bbox_embed.2.bias
// %arg424: backbone.bn1.running_mean
// %arg425: backbone.bn1.running_var
// %arg426: backbone.layers.0.bn1.running_mean
// %arg427: backbone.layers.0.bn1.running_var
// %arg428: backbone.layers.0.bn2.running_mean
// %arg429: backbone.layers.0.bn2.running_var
// %arg430: backbone.layers.0.bn3.running_mean
// %arg431: backbone.layers.0.bn3.running_var
// %arg432: backbone.layers.0.downsample.1.running_mean
// %arg433: backbone.layers.0.downsample.1.running_var
// %arg434: backbone.layers.1.bn1.running_mean
// %arg435: backbone.layers.1.bn1.running_var
// %arg436: backbone.layers.1.bn2.running_mean
// %arg437: backbone.layers.1.bn2.running_var
// %arg438: backbone.layers.1.bn3.running_mean
// %arg439: backbone.layers.1.bn3.running_var
// %arg440: backbone.layers.2.bn1.running_mean
// %arg441: backbone.layers.2.bn1.running_var
// %arg442: backbone.layers.2.bn2.running_mean
// %arg443: backbone.layers.2.bn2.running_var
// %arg444: backbone.layers.2.bn3.running_mean
// %arg445: backbone.layers.2.bn3.running_var
// %arg446: backbone.layers.3.bn1.running_mean
// %arg447: backbone.layers.3.bn1.running_var
// %arg448: backbone.layers.3.bn2.running_mean
// %arg449: backbone.layers.3.bn2.running_var
// %arg450: backbone.layers.3.bn3.running_mean
// %arg451: backbone.layers.3.bn3.running_var
// %arg452: backbone.layers.3.downsample.1.running_mean
// %arg453: backbone.layers.3.downsample.1.running_var
// %arg454: backbone.layers.4.bn1.running_mean
// %arg455: backbone.layers.4.bn1.running_var
// %arg456: backbone.layers.4.bn2.running_mean
// %arg457: backbone.layers.4.bn2.running_var
// %arg458: backbone.layers.4.bn3.running_mean
// %arg459: backbone.layers.4.bn3.running_var
// %arg460: backbone.layers.5.bn1.running_mean
// %arg461: backbone.layers.5.bn1.running_var
// %arg462: backbone.layers.5.bn2.running_mean
// %arg463: backbone.layers.5.bn2.running_var
// %arg464: backbone.layers.5.bn3.running_mean
// %arg465: backbone.layers.5.bn3.running_var
// %arg466: backbone.layers.6.bn1.running_mean
// %arg467: backbone.layers.6.bn1.running_var
// %arg468: backbone.layers.6.bn2.running_mean
// %arg469: backbone.layers.6.bn2.running_var
// %arg470: backbone.layers.6.bn3.running_mean
// %arg471: backbone.layers.6.bn3.running_var
// %arg472: backbone.layers.7.bn1.running_mean
// %arg473: backbone.layers.7.bn1.running_var
// %arg474: backbone.layers.7.bn2.running_mean
// %arg475: backbone.layers.7.bn2.running_var
// %arg476: backbone.layers.7.bn3.running_mean
// %arg477: backbone.layers.7.bn3.running_var
// %arg478: backbone.layers.7.downsample.1.running_mean
// %arg479: backbone.layers.7.downsample.1.running_var
// %arg480: backbone.layers.8.bn1.running_mean
// %arg481: backbone.layers.8.bn1.running_var
// %arg482: backbone.layers.8.bn2.running_mean
// %arg483: backbone.layers.8.bn2.running_var
// %arg484: backbone.layers.8.bn3.running_mean
// %arg485: backbone.layers.8.bn3.running_var
// %arg486: backbone.layers.9.bn1.running_mean
// %arg487: backbone.layers.9.bn1.running_var
// %arg488: backbone.layers.9.bn2.running_mean
// %arg489: backbone.layers.9.bn2.running_var
// %arg490: backbone.layers.9.bn3.running_mean
// %arg491: backbone.layers.9.bn3.running_var
// %arg492: backbone.layers.10.bn1.running_mean
// %arg493: backbone.layers.10.bn1.running_var
// %arg494: backbone.layers.10.bn2.running_mean
// %arg495: backbone.layers.10.bn2.running_var
// %arg496: backbone.layers.10.bn3.running_mean
// %arg497: backbone.layers.10.bn3.running_var
// %arg498: backbone.layers.11.bn1.running_mean
// %arg499: backbone.layers.11.bn1.running_var
// %arg500: backbone.layers.11.bn2.running_mean
// %arg501: backbone.layers.11.bn2.running_var
// %arg502: backbone.layers.11.bn3.running_mean
// %arg503: backbone.layers.11.bn3.running_var
// %arg504: backbone.layers.12.bn1.running_mean
// %arg505: backbone.layers.12.bn1.running_var
// %arg506: backbone.layers.12.bn2.running_mean
// %arg507: backbone.layers.12.bn2.running_var
// %arg508: backbone.layers.12.bn3.running_mean
// %arg509: backbone.layers.12.bn3.running_var
// %arg510: backbone.layers.13.bn1.running_mean
// %arg511: backbone.layers.13.bn1.running_var
// %arg512: backbone.layers.13.bn2.running_mean
// %arg513: backbone.layers.13.bn2.running_var
// %arg514: backbone.layers.13.bn3.running_mean
// %arg515: backbone.layers.13.bn3.running_var
// %arg516: backbone.layers.13.downsample.1.running_mean
// %arg517: backbone.layers.13.downsample.1.running_var
// %arg518: backbone.layers.14.bn1.running_mean
// %arg519: backbone.layers.14.bn1.running_var
// %arg520: backbone.layers.14.bn2.running_mean
// %arg521: backbone.layers.14.bn2.running_var
// %arg522: backbone.layers.14.bn3.running_mean
// %arg523: backbone.layers.14.bn3.running_var
// %arg524: backbone.layers.15.bn1.running_mean
// %arg525: backbone.layers.15.bn1.running_var
// %arg526: backbone.layers.15.bn2.running_mean
// %arg527: backbone.layers.15.bn2.running_var
// %arg528: backbone.layers.15.bn3.running_mean
// %arg529: backbone.layers.15.bn3.running_var
// %arg530: input_image
module {
  func.func @main(%arg0: tensor<64x3x7x7xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<64x64x1x1xbf16>, %arg4: tensor<64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<64x64x3x3xbf16>, %arg7: tensor<64xbf16>, %arg8: tensor<64xbf16>, %arg9: tensor<256x64x1x1xbf16>, %arg10: tensor<256xbf16>, %arg11: tensor<256xbf16>, %arg12: tensor<256x64x1x1xbf16>, %arg13: tensor<256xbf16>, %arg14: tensor<256xbf16>, %arg15: tensor<64x256x1x1xbf16>, %arg16: tensor<64xbf16>, %arg17: tensor<64xbf16>, %arg18: tensor<64x64x3x3xbf16>, %arg19: tensor<64xbf16>, %arg20: tensor<64xbf16>, %arg21: tensor<256x64x1x1xbf16>, %arg22: tensor<256xbf16>, %arg23: tensor<256xbf16>, %arg24: tensor<64x256x1x1xbf16>, %arg25: tensor<64xbf16>, %arg26: tensor<64xbf16>, %arg27: tensor<64x64x3x3xbf16>, %arg28: tensor<64xbf16>, %arg29: tensor<64xbf16>, %arg30: tensor<256x64x1x1xbf16>, %arg31: tensor<256xbf16>, %arg32: tensor<256xbf16>, %arg33: tensor<128x256x1x1xbf16>, %arg34: tensor<128xbf16>, %arg35: tensor<128xbf16>, %arg36: tensor<128x128x3x3xbf16>, %arg37: tensor<128xbf16>, %arg38: tensor<128xbf16>, %arg39: tensor<512x128x1x1xbf16>, %arg40: tensor<512xbf16>, %arg41: tensor<512xbf16>, %arg42: tensor<512x256x1x1xbf16>, %arg43: tensor<512xbf16>, %arg44: tensor<512xbf16>, %arg45: tensor<128x512x1x1xbf16>, %arg46: tensor<128xbf16>, %arg47: tensor<128xbf16>, %arg48: tensor<128x128x3x3xbf16>, %arg49: tensor<128xbf16>, %arg50: tensor<128xbf16>, %arg51: tensor<512x128x1x1xbf16>, %arg52: tensor<512xbf16>, %arg53: tensor<512xbf16>, %arg54: tensor<128x512x1x1xbf16>, %arg55: tensor<128xbf16>, %arg56: tensor<128xbf16>, %arg57: tensor<128x128x3x3xbf16>, %arg58: tensor<128xbf16>, %arg59: tensor<128xbf16>, %arg60: tensor<512x128x1x1xbf16>, %arg61: tensor<512xbf16>, %arg62: tensor<512xbf16>, %arg63: tensor<128x512x1x1xbf16>, %arg64: tensor<128xbf16>, %arg65: tensor<128xbf16>, %arg66: tensor<128x128x3x3xbf16>, %arg67: tensor<128xbf16>, %arg68: tensor<128xbf16>, %arg69: tensor<512x128x1x1xbf16>, %arg70: tensor<512xbf16>, %arg71: tensor<512xbf16>, %arg72: tensor<256x512x1x1xbf16>, %arg73: tensor<256xbf16>, %arg74: tensor<256xbf16>, %arg75: tensor<256x256x3x3xbf16>, %arg76: tensor<256xbf16>, %arg77: tensor<256xbf16>, %arg78: tensor<1024x256x1x1xbf16>, %arg79: tensor<1024xbf16>, %arg80: tensor<1024xbf16>, %arg81: tensor<1024x512x1x1xbf16>, %arg82: tensor<1024xbf16>, %arg83: tensor<1024xbf16>, %arg84: tensor<256x1024x1x1xbf16>, %arg85: tensor<256xbf16>, %arg86: tensor<256xbf16>, %arg87: tensor<256x256x3x3xbf16>, %arg88: tensor<256xbf16>, %arg89: tensor<256xbf16>, %arg90: tensor<1024x256x1x1xbf16>, %arg91: tensor<1024xbf16>, %arg92: tensor<1024xbf16>, %arg93: tensor<256x1024x1x1xbf16>, %arg94: tensor<256xbf16>, %arg95: tensor<256xbf16>, %arg96: tensor<256x256x3x3xbf16>, %arg97: tensor<256xbf16>, %arg98: tensor<256xbf16>, %arg99: tensor<1024x256x1x1xbf16>, %arg100: tensor<1024xbf16>, %arg101: tensor<1024xbf16>, %arg102: tensor<256x1024x1x1xbf16>, %arg103: tensor<256xbf16>, %arg104: tensor<256xbf16>, %arg105: tensor<256x256x3x3xbf16>, %arg106: tensor<256xbf16>, %arg107: tensor<256xbf16>, %arg108: tensor<1024x256x1x1xbf16>, %arg109: tensor<1024xbf16>, %arg110: tensor<1024xbf16>, %arg111: tensor<256x1024x1x1xbf16>, %arg112: tensor<256xbf16>, %arg113: tensor<256xbf16>, %arg114: tensor<256x256x3x3xbf16>, %arg115: tensor<256xbf16>, %arg116: tensor<256xbf16>, %arg117: tensor<1024x256x1x1xbf16>, %arg118: tensor<1024xbf16>, %arg119: tensor<1024xbf16>, %arg120: tensor<256x1024x1x1xbf16>, %arg121: tensor<256xbf16>, %arg122: tensor<256xbf16>, %arg123: tensor<256x256x3x3xbf16>, %arg124: tensor<256xbf16>, %arg125: tensor<256xbf16>, %arg126: tensor<1024x256x1x1xbf16>, %arg127: tensor<1024xbf16>, %arg128: tensor<1024xbf16>, %arg129: tensor<512x1024x1x1xbf16>, %arg130: tensor<512xbf16>, %arg131: tensor<512xbf16>, %arg132: tensor<512x512x3x3xbf16>, %arg133: tensor<512xbf16>, %arg134: tensor<512xbf16>, %arg135: tensor<2048x512x1x1xbf16>, %arg136: tensor<2048xbf16>, %arg137: tensor<2048xbf16>, %arg138: tensor<2048x1024x1x1xbf16>, %arg139: tensor<2048xbf16>, %arg140: tensor<2048xbf16>, %arg141: tensor<512x2048x1x1xbf16>, %arg142: tensor<512xbf16>, %arg143: tensor<512xbf16>, %arg144: tensor<512x512x3x3xbf16>, %arg145: tensor<512xbf16>, %arg146: tensor<512xbf16>, %arg147: tensor<2048x512x1x1xbf16>, %arg148: tensor<2048xbf16>, %arg149: tensor<2048xbf16>, %arg150: tensor<512x2048x1x1xbf16>, %arg151: tensor<512xbf16>, %arg152: tensor<512xbf16>, %arg153: tensor<512x512x3x3xbf16>, %arg154: tensor<512xbf16>, %arg155: tensor<512xbf16>, %arg156: tensor<2048x512x1x1xbf16>, %arg157: tensor<2048xbf16>, %arg158: tensor<2048xbf16>, %arg159: tensor<256x2048x1x1xbf16>, %arg160: tensor<256xbf16>, %arg161: tensor<256x256xbf16>, %arg162: tensor<256xbf16>, %arg163: tensor<256x256xbf16>, %arg164: tensor<256xbf16>, %arg165: tensor<256x256xbf16>, %arg166: tensor<256xbf16>, %arg167: tensor<256x256xbf16>, %arg168: tensor<256xbf16>, %arg169: tensor<2048x256xbf16>, %arg170: tensor<2048xbf16>, %arg171: tensor<256x2048xbf16>, %arg172: tensor<256xbf16>, %arg173: tensor<256xbf16>, %arg174: tensor<256xbf16>, %arg175: tensor<256xbf16>, %arg176: tensor<256xbf16>, %arg177: tensor<256x256xbf16>, %arg178: tensor<256xbf16>, %arg179: tensor<256x256xbf16>, %arg180: tensor<256xbf16>, %arg181: tensor<256x256xbf16>, %arg182: tensor<256xbf16>, %arg183: tensor<256x256xbf16>, %arg184: tensor<256xbf16>, %arg185: tensor<2048x256xbf16>, %arg186: tensor<2048xbf16>, %arg187: tensor<256x2048xbf16>, %arg188: tensor<256xbf16>, %arg189: tensor<256xbf16>, %arg190: tensor<256xbf16>, %arg191: tensor<256xbf16>, %arg192: tensor<256xbf16>, %arg193: tensor<256x256xbf16>, %arg194: tensor<256xbf16>, %arg195: tensor<256x256xbf16>, %arg196: tensor<256xbf16>, %arg197: tensor<256x256xbf16>, %arg198: tensor<256xbf16>, %arg199: tensor<256x256xbf16>, %arg200: tensor<256xbf16>, %arg201: tensor<2048x256xbf16>, %arg202: tensor<2048xbf16>, %arg203: tensor<256x2048xbf16>, %arg204: tensor<256xbf16>, %arg205: tensor<256xbf16>, %arg206: tensor<256xbf16>, %arg207: tensor<256xbf16>, %arg208: tensor<256xbf16>, %arg209: tensor<256x256xbf16>, %arg210: tensor<256xbf16>, %arg211: tensor<256x256xbf16>, %arg212: tensor<256xbf16>, %arg213: tensor<256x256xbf16>, %arg214: tensor<256xbf16>, %arg215: tensor<256x256xbf16>, %arg216: tensor<256xbf16>, %arg217: tensor<2048x256xbf16>, %arg218: tensor<2048xbf16>, %arg219: tensor<256x2048xbf16>, %arg220: tensor<256xbf16>, %arg221: tensor<256xbf16>, %arg222: tensor<256xbf16>, %arg223: tensor<256xbf16>, %arg224: tensor<256xbf16>, %arg225: tensor<256x256xbf16>, %arg226: tensor<256xbf16>, %arg227: tensor<256x256xbf16>, %arg228: tensor<256xbf16>, %arg229: tensor<256x256xbf16>, %arg230: tensor<256xbf16>, %arg231: tensor<256x256xbf16>, %arg232: tensor<256xbf16>, %arg233: tensor<2048x256xbf16>, %arg234: tensor<2048xbf16>, %arg235: tensor<256x2048xbf16>, %arg236: tensor<256xbf16>, %arg237: tensor<256xbf16>, %arg238: tensor<256xbf16>, %arg239: tensor<256xbf16>, %arg240: tensor<256xbf16>, %arg241: tensor<256x256xbf16>, %arg242: tensor<256xbf16>, %arg243: tensor<256x256xbf16>, %arg244: tensor<256xbf16>, %arg245: tensor<256x256xbf16>, %arg246: tensor<256xbf16>, %arg247: tensor<256x256xbf16>, %arg248: tensor<256xbf16>, %arg249: tensor<2048x256xbf16>, %arg250: tensor<2048xbf16>, %arg251: tensor<256x2048xbf16>, %arg252: tensor<256xbf16>, %arg253: tensor<256xbf16>, %arg254: tensor<256xbf16>, %arg255: tensor<256xbf16>, %arg256: tensor<256xbf16>, %arg257: tensor<256x256xbf16>, %arg258: tensor<256xbf16>, %arg259: tensor<256x256xbf16>, %arg260: tensor<256xbf16>, %arg261: tensor<256x256xbf16>, %arg262: tensor<256xbf16>, %arg263: tensor<256x256xbf16>, %arg264: tensor<256xbf16>, %arg265: tensor<256x256xbf16>, %arg266: tensor<256xbf16>, %arg267: tensor<256x256xbf16>, %arg268: tensor<256xbf16>, %arg269: tensor<256x256xbf16>, %arg270: tensor<256xbf16>, %arg271: tensor<256x256xbf16>, %arg272: tensor<256xbf16>, %arg273: tensor<2048x256xbf16>, %arg274: tensor<2048xbf16>, %arg275: tensor<256x2048xbf16>, %arg276: tensor<256xbf16>, %arg277: tensor<256xbf16>, %arg278: tensor<256xbf16>, %arg279: tensor<256xbf16>, %arg280: tensor<256xbf16>, %arg281: tensor<256xbf16>, %arg282: tensor<256xbf16>, %arg283: tensor<256x256xbf16>, %arg284: tensor<256xbf16>, %arg285: tensor<256x256xbf16>, %arg286: tensor<256xbf16>, %arg287: tensor<256x256xbf16>, %arg288: tensor<256xbf16>, %arg289: tensor<256x256xbf16>, %arg290: tensor<256xbf16>, %arg291: tensor<256x256xbf16>, %arg292: tensor<256xbf16>, %arg293: tensor<256x256xbf16>, %arg294: tensor<256xbf16>, %arg295: tensor<256x256xbf16>, %arg296: tensor<256xbf16>, %arg297: tensor<256x256xbf16>, %arg298: tensor<256xbf16>, %arg299: tensor<2048x256xbf16>, %arg300: tensor<2048xbf16>, %arg301: tensor<256x2048xbf16>, %arg302: tensor<256xbf16>, %arg303: tensor<256xbf16>, %arg304: tensor<256xbf16>, %arg305: tensor<256xbf16>, %arg306: tensor<256xbf16>, %arg307: tensor<256xbf16>, %arg308: tensor<256xbf16>, %arg309: tensor<256x256xbf16>, %arg310: tensor<256xbf16>, %arg311: tensor<256x256xbf16>, %arg312: tensor<256xbf16>, %arg313: tensor<256x256xbf16>, %arg314: tensor<256xbf16>, %arg315: tensor<256x256xbf16>, %arg316: tensor<256xbf16>, %arg317: tensor<256x256xbf16>, %arg318: tensor<256xbf16>, %arg319: tensor<256x256xbf16>, %arg320: tensor<256xbf16>, %arg321: tensor<256x256xbf16>, %arg322: tensor<256xbf16>, %arg323: tensor<256x256xbf16>, %arg324: tensor<256xbf16>, %arg325: tensor<2048x256xbf16>, %arg326: tensor<2048xbf16>, %arg327: tensor<256x2048xbf16>, %arg328: tensor<256xbf16>, %arg329: tensor<256xbf16>, %arg330: tensor<256xbf16>, %arg331: tensor<256xbf16>, %arg332: tensor<256xbf16>, %arg333: tensor<256xbf16>, %arg334: tensor<256xbf16>, %arg335: tensor<256x256xbf16>, %arg336: tensor<256xbf16>, %arg337: tensor<256x256xbf16>, %arg338: tensor<256xbf16>, %arg339: tensor<256x256xbf16>, %arg340: tensor<256xbf16>, %arg341: tensor<256x256xbf16>, %arg342: tensor<256xbf16>, %arg343: tensor<256x256xbf16>, %arg344: tensor<256xbf16>, %arg345: tensor<256x256xbf16>, %arg346: tensor<256xbf16>, %arg347: tensor<256x256xbf16>, %arg348: tensor<256xbf16>, %arg349: tensor<256x256xbf16>, %arg350: tensor<256xbf16>, %arg351: tensor<2048x256xbf16>, %arg352: tensor<2048xbf16>, %arg353: tensor<256x2048xbf16>, %arg354: tensor<256xbf16>, %arg355: tensor<256xbf16>, %arg356: tensor<256xbf16>, %arg357: tensor<256xbf16>, %arg358: tensor<256xbf16>, %arg359: tensor<256xbf16>, %arg360: tensor<256xbf16>, %arg361: tensor<256x256xbf16>, %arg362: tensor<256xbf16>, %arg363: tensor<256x256xbf16>, %arg364: tensor<256xbf16>, %arg365: tensor<256x256xbf16>, %arg366: tensor<256xbf16>, %arg367: tensor<256x256xbf16>, %arg368: tensor<256xbf16>, %arg369: tensor<256x256xbf16>, %arg370: tensor<256xbf16>, %arg371: tensor<256x256xbf16>, %arg372: tensor<256xbf16>, %arg373: tensor<256x256xbf16>, %arg374: tensor<256xbf16>, %arg375: tensor<256x256xbf16>, %arg376: tensor<256xbf16>, %arg377: tensor<2048x256xbf16>, %arg378: tensor<2048xbf16>, %arg379: tensor<256x2048xbf16>, %arg380: tensor<256xbf16>, %arg381: tensor<256xbf16>, %arg382: tensor<256xbf16>, %arg383: tensor<256xbf16>, %arg384: tensor<256xbf16>, %arg385: tensor<256xbf16>, %arg386: tensor<256xbf16>, %arg387: tensor<256x256xbf16>, %arg388: tensor<256xbf16>, %arg389: tensor<256x256xbf16>, %arg390: tensor<256xbf16>, %arg391: tensor<256x256xbf16>, %arg392: tensor<256xbf16>, %arg393: tensor<256x256xbf16>, %arg394: tensor<256xbf16>, %arg395: tensor<256x256xbf16>, %arg396: tensor<256xbf16>, %arg397: tensor<256x256xbf16>, %arg398: tensor<256xbf16>, %arg399: tensor<256x256xbf16>, %arg400: tensor<256xbf16>, %arg401: tensor<256x256xbf16>, %arg402: tensor<256xbf16>, %arg403: tensor<2048x256xbf16>, %arg404: tensor<2048xbf16>, %arg405: tensor<256x2048xbf16>, %arg406: tensor<256xbf16>, %arg407: tensor<256xbf16>, %arg408: tensor<256xbf16>, %arg409: tensor<256xbf16>, %arg410: tensor<256xbf16>, %arg411: tensor<256xbf16>, %arg412: tensor<256xbf16>, %arg413: tensor<256xbf16>, %arg414: tensor<256xbf16>, %arg415: tensor<100x256xbf16>, %arg416: tensor<92x256xbf16>, %arg417: tensor<92xbf16>, %arg418: tensor<256x256xbf16>, %arg419: tensor<256xbf16>, %arg420: tensor<256x256xbf16>, %arg421: tensor<256xbf16>, %arg422: tensor<4x256xbf16>, %arg423: tensor<4xbf16>, %arg424: tensor<64xbf16>, %arg425: tensor<64xbf16>, %arg426: tensor<64xbf16>, %arg427: tensor<64xbf16>, %arg428: tensor<64xbf16>, %arg429: tensor<64xbf16>, %arg430: tensor<256xbf16>, %arg431: tensor<256xbf16>, %arg432: tensor<256xbf16>, %arg433: tensor<256xbf16>, %arg434: tensor<64xbf16>, %arg435: tensor<64xbf16>, %arg436: tensor<64xbf16>, %arg437: tensor<64xbf16>, %arg438: tensor<256xbf16>, %arg439: tensor<256xbf16>, %arg440: tensor<64xbf16>, %arg441: tensor<64xbf16>, %arg442: tensor<64xbf16>, %arg443: tensor<64xbf16>, %arg444: tensor<256xbf16>, %arg445: tensor<256xbf16>, %arg446: tensor<128xbf16>, %arg447: tensor<128xbf16>, %arg448: tensor<128xbf16>, %arg449: tensor<128xbf16>, %arg450: tensor<512xbf16>, %arg451: tensor<512xbf16>, %arg452: tensor<512xbf16>, %arg453: tensor<512xbf16>, %arg454: tensor<128xbf16>, %arg455: tensor<128xbf16>, %arg456: tensor<128xbf16>, %arg457: tensor<128xbf16>, %arg458: tensor<512xbf16>, %arg459: tensor<512xbf16>, %arg460: tensor<128xbf16>, %arg461: tensor<128xbf16>, %arg462: tensor<128xbf16>, %arg463: tensor<128xbf16>, %arg464: tensor<512xbf16>, %arg465: tensor<512xbf16>, %arg466: tensor<128xbf16>, %arg467: tensor<128xbf16>, %arg468: tensor<128xbf16>, %arg469: tensor<128xbf16>, %arg470: tensor<512xbf16>, %arg471: tensor<512xbf16>, %arg472: tensor<256xbf16>, %arg473: tensor<256xbf16>, %arg474: tensor<256xbf16>, %arg475: tensor<256xbf16>, %arg476: tensor<1024xbf16>, %arg477: tensor<1024xbf16>, %arg478: tensor<1024xbf16>, %arg479: tensor<1024xbf16>, %arg480: tensor<256xbf16>, %arg481: tensor<256xbf16>, %arg482: tensor<256xbf16>, %arg483: tensor<256xbf16>, %arg484: tensor<1024xbf16>, %arg485: tensor<1024xbf16>, %arg486: tensor<256xbf16>, %arg487: tensor<256xbf16>, %arg488: tensor<256xbf16>, %arg489: tensor<256xbf16>, %arg490: tensor<1024xbf16>, %arg491: tensor<1024xbf16>, %arg492: tensor<256xbf16>, %arg493: tensor<256xbf16>, %arg494: tensor<256xbf16>, %arg495: tensor<256xbf16>, %arg496: tensor<1024xbf16>, %arg497: tensor<1024xbf16>, %arg498: tensor<256xbf16>, %arg499: tensor<256xbf16>, %arg500: tensor<256xbf16>, %arg501: tensor<256xbf16>, %arg502: tensor<1024xbf16>, %arg503: tensor<1024xbf16>, %arg504: tensor<256xbf16>, %arg505: tensor<256xbf16>, %arg506: tensor<256xbf16>, %arg507: tensor<256xbf16>, %arg508: tensor<1024xbf16>, %arg509: tensor<1024xbf16>, %arg510: tensor<512xbf16>, %arg511: tensor<512xbf16>, %arg512: tensor<512xbf16>, %arg513: tensor<512xbf16>, %arg514: tensor<2048xbf16>, %arg515: tensor<2048xbf16>, %arg516: tensor<2048xbf16>, %arg517: tensor<2048xbf16>, %arg518: tensor<512xbf16>, %arg519: tensor<512xbf16>, %arg520: tensor<512xbf16>, %arg521: tensor<512xbf16>, %arg522: tensor<2048xbf16>, %arg523: tensor<2048xbf16>, %arg524: tensor<512xbf16>, %arg525: tensor<512xbf16>, %arg526: tensor<512xbf16>, %arg527: tensor<512xbf16>, %arg528: tensor<2048xbf16>, %arg529: tensor<2048xbf16>, %arg530: tensor<1x3x384x512xbf16>) -> (tensor<1x100x92xbf16>, tensor<1x100x4xbf16>) {
    %c = stablehlo.constant dense<2> : tensor<128xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<128xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<128xi64>
    %c_2 = stablehlo.constant dense<128> : tensor<i64>
    %c_3 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<100x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<1x100x256xbf16>
    %c_5 = stablehlo.constant dense<2> : tensor<i64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<1x64x192x256xbf16>
    %cst_7 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<1x64x96x128xbf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<1x256x96x128xbf16>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<1x128x96x128xbf16>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<1x128x48x64xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<1x512x48x64xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<1x256x48x64xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<1x256x24x32xbf16>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<1x1024x24x32xbf16>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<1x512x24x32xbf16>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<1x512x12x16xbf16>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<1x2048x12x16xbf16>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<1x192x2048xbf16>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<1x100x2048xbf16>
    %cst_24 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_25 = arith.constant dense<1> : tensor<1xi64>
    %cst_26 = arith.constant dense<13> : tensor<1xi64>
    %cst_27 = arith.constant dense<12> : tensor<1xi64>
    %cst_28 = arith.constant dense<2> : tensor<1xi64>
    %cst_29 = arith.constant dense<3.1415926535897931> : tensor<1xf64>
    %cst_30 = arith.constant dense<17> : tensor<1xi64>
    %cst_31 = arith.constant dense<16> : tensor<1xi64>
    %cst_32 = arith.constant dense<128> : tensor<1xi64>
    %cst_33 = arith.constant dense<10000> : tensor<1xi64>
    %cst_34 = arith.constant dense<5.6568542494923806> : tensor<1xf64>
    %cst_35 = arith.constant dense<256> : tensor<1xi64>
    %0 = stablehlo.convolution(%arg530, %arg0) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[3, 3], [3, 3]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x384x512xbf16>, tensor<64x3x7x7xbf16>) -> tensor<1x64x192x256xbf16>
    %1 = stablehlo.convert %arg424 : (tensor<64xbf16>) -> tensor<64xf32>
    %2 = stablehlo.convert %arg425 : (tensor<64xbf16>) -> tensor<64xf32>
    %3 = stablehlo.convert %cst_24 : (tensor<1xf64>) -> tensor<1xf32>
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
    %28 = stablehlo.maximum %27, %cst_6 : tensor<1x64x192x256xbf16>
    %29 = "stablehlo.reduce_window"(%28, %cst_7) <{padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg531: tensor<bf16>, %arg532: tensor<bf16>):
      %4161 = stablehlo.maximum %arg531, %arg532 : tensor<bf16>
      stablehlo.return %4161 : tensor<bf16>
    }) : (tensor<1x64x192x256xbf16>, tensor<bf16>) -> tensor<1x64x96x128xbf16>
    %30 = stablehlo.convolution(%29, %arg3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x96x128xbf16>, tensor<64x64x1x1xbf16>) -> tensor<1x64x96x128xbf16>
    %31 = stablehlo.convert %arg426 : (tensor<64xbf16>) -> tensor<64xf32>
    %32 = stablehlo.convert %arg427 : (tensor<64xbf16>) -> tensor<64xf32>
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
    %55 = stablehlo.maximum %54, %cst_8 : tensor<1x64x96x128xbf16>
    %56 = stablehlo.convolution(%55, %arg6) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x96x128xbf16>, tensor<64x64x3x3xbf16>) -> tensor<1x64x96x128xbf16>
    %57 = stablehlo.convert %arg428 : (tensor<64xbf16>) -> tensor<64xf32>
    %58 = stablehlo.convert %arg429 : (tensor<64xbf16>) -> tensor<64xf32>
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
    %81 = stablehlo.maximum %80, %cst_8 : tensor<1x64x96x128xbf16>
    %82 = stablehlo.convolution(%81, %arg9) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x96x128xbf16>, tensor<256x64x1x1xbf16>) -> tensor<1x256x96x128xbf16>
    %83 = stablehlo.convert %arg430 : (tensor<256xbf16>) -> tensor<256xf32>
    %84 = stablehlo.convert %arg431 : (tensor<256xbf16>) -> tensor<256xf32>
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
    %109 = stablehlo.convert %arg432 : (tensor<256xbf16>) -> tensor<256xf32>
    %110 = stablehlo.convert %arg433 : (tensor<256xbf16>) -> tensor<256xf32>
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
    %134 = stablehlo.maximum %133, %cst_9 : tensor<1x256x96x128xbf16>
    %135 = stablehlo.convolution(%134, %arg15) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x96x128xbf16>, tensor<64x256x1x1xbf16>) -> tensor<1x64x96x128xbf16>
    %136 = stablehlo.convert %arg434 : (tensor<64xbf16>) -> tensor<64xf32>
    %137 = stablehlo.convert %arg435 : (tensor<64xbf16>) -> tensor<64xf32>
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
    %160 = stablehlo.maximum %159, %cst_8 : tensor<1x64x96x128xbf16>
    %161 = stablehlo.convolution(%160, %arg18) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x96x128xbf16>, tensor<64x64x3x3xbf16>) -> tensor<1x64x96x128xbf16>
    %162 = stablehlo.convert %arg436 : (tensor<64xbf16>) -> tensor<64xf32>
    %163 = stablehlo.convert %arg437 : (tensor<64xbf16>) -> tensor<64xf32>
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
    %186 = stablehlo.maximum %185, %cst_8 : tensor<1x64x96x128xbf16>
    %187 = stablehlo.convolution(%186, %arg21) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x96x128xbf16>, tensor<256x64x1x1xbf16>) -> tensor<1x256x96x128xbf16>
    %188 = stablehlo.convert %arg438 : (tensor<256xbf16>) -> tensor<256xf32>
    %189 = stablehlo.convert %arg439 : (tensor<256xbf16>) -> tensor<256xf32>
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
    %213 = stablehlo.maximum %212, %cst_9 : tensor<1x256x96x128xbf16>
    %214 = stablehlo.convolution(%213, %arg24) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x96x128xbf16>, tensor<64x256x1x1xbf16>) -> tensor<1x64x96x128xbf16>
    %215 = stablehlo.convert %arg440 : (tensor<64xbf16>) -> tensor<64xf32>
    %216 = stablehlo.convert %arg441 : (tensor<64xbf16>) -> tensor<64xf32>
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
    %239 = stablehlo.maximum %238, %cst_8 : tensor<1x64x96x128xbf16>
    %240 = stablehlo.convolution(%239, %arg27) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x96x128xbf16>, tensor<64x64x3x3xbf16>) -> tensor<1x64x96x128xbf16>
    %241 = stablehlo.convert %arg442 : (tensor<64xbf16>) -> tensor<64xf32>
    %242 = stablehlo.convert %arg443 : (tensor<64xbf16>) -> tensor<64xf32>
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
    %265 = stablehlo.maximum %264, %cst_8 : tensor<1x64x96x128xbf16>
    %266 = stablehlo.convolution(%265, %arg30) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x96x128xbf16>, tensor<256x64x1x1xbf16>) -> tensor<1x256x96x128xbf16>
    %267 = stablehlo.convert %arg444 : (tensor<256xbf16>) -> tensor<256xf32>
    %268 = stablehlo.convert %arg445 : (tensor<256xbf16>) -> tensor<256xf32>
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
    %292 = stablehlo.maximum %291, %cst_9 : tensor<1x256x96x128xbf16>
    %293 = stablehlo.convolution(%292, %arg33) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x96x128xbf16>, tensor<128x256x1x1xbf16>) -> tensor<1x128x96x128xbf16>
    %294 = stablehlo.convert %arg446 : (tensor<128xbf16>) -> tensor<128xf32>
    %295 = stablehlo.convert %arg447 : (tensor<128xbf16>) -> tensor<128xf32>
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
    %319 = stablehlo.maximum %318, %cst_10 : tensor<1x128x96x128xbf16>
    %320 = stablehlo.convolution(%319, %arg36) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x96x128xbf16>, tensor<128x128x3x3xbf16>) -> tensor<1x128x48x64xbf16>
    %321 = stablehlo.convert %arg448 : (tensor<128xbf16>) -> tensor<128xf32>
    %322 = stablehlo.convert %arg449 : (tensor<128xbf16>) -> tensor<128xf32>
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
    %345 = stablehlo.maximum %344, %cst_11 : tensor<1x128x48x64xbf16>
    %346 = stablehlo.convolution(%345, %arg39) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x48x64xbf16>, tensor<512x128x1x1xbf16>) -> tensor<1x512x48x64xbf16>
    %347 = stablehlo.convert %arg450 : (tensor<512xbf16>) -> tensor<512xf32>
    %348 = stablehlo.convert %arg451 : (tensor<512xbf16>) -> tensor<512xf32>
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
    %373 = stablehlo.convert %arg452 : (tensor<512xbf16>) -> tensor<512xf32>
    %374 = stablehlo.convert %arg453 : (tensor<512xbf16>) -> tensor<512xf32>
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
    %398 = stablehlo.maximum %397, %cst_12 : tensor<1x512x48x64xbf16>
    %399 = stablehlo.convolution(%398, %arg45) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x48x64xbf16>, tensor<128x512x1x1xbf16>) -> tensor<1x128x48x64xbf16>
    %400 = stablehlo.convert %arg454 : (tensor<128xbf16>) -> tensor<128xf32>
    %401 = stablehlo.convert %arg455 : (tensor<128xbf16>) -> tensor<128xf32>
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
    %424 = stablehlo.maximum %423, %cst_11 : tensor<1x128x48x64xbf16>
    %425 = stablehlo.convolution(%424, %arg48) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x48x64xbf16>, tensor<128x128x3x3xbf16>) -> tensor<1x128x48x64xbf16>
    %426 = stablehlo.convert %arg456 : (tensor<128xbf16>) -> tensor<128xf32>
    %427 = stablehlo.convert %arg457 : (tensor<128xbf16>) -> tensor<128xf32>
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
    %450 = stablehlo.maximum %449, %cst_11 : tensor<1x128x48x64xbf16>
    %451 = stablehlo.convolution(%450, %arg51) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x48x64xbf16>, tensor<512x128x1x1xbf16>) -> tensor<1x512x48x64xbf16>
    %452 = stablehlo.convert %arg458 : (tensor<512xbf16>) -> tensor<512xf32>
    %453 = stablehlo.convert %arg459 : (tensor<512xbf16>) -> tensor<512xf32>
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
    %477 = stablehlo.maximum %476, %cst_12 : tensor<1x512x48x64xbf16>
    %478 = stablehlo.convolution(%477, %arg54) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x48x64xbf16>, tensor<128x512x1x1xbf16>) -> tensor<1x128x48x64xbf16>
    %479 = stablehlo.convert %arg460 : (tensor<128xbf16>) -> tensor<128xf32>
    %480 = stablehlo.convert %arg461 : (tensor<128xbf16>) -> tensor<128xf32>
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
    %503 = stablehlo.maximum %502, %cst_11 : tensor<1x128x48x64xbf16>
    %504 = stablehlo.convolution(%503, %arg57) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x48x64xbf16>, tensor<128x128x3x3xbf16>) -> tensor<1x128x48x64xbf16>
    %505 = stablehlo.convert %arg462 : (tensor<128xbf16>) -> tensor<128xf32>
    %506 = stablehlo.convert %arg463 : (tensor<128xbf16>) -> tensor<128xf32>
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
    %529 = stablehlo.maximum %528, %cst_11 : tensor<1x128x48x64xbf16>
    %530 = stablehlo.convolution(%529, %arg60) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x48x64xbf16>, tensor<512x128x1x1xbf16>) -> tensor<1x512x48x64xbf16>
    %531 = stablehlo.convert %arg464 : (tensor<512xbf16>) -> tensor<512xf32>
    %532 = stablehlo.convert %arg465 : (tensor<512xbf16>) -> tensor<512xf32>
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
    %556 = stablehlo.maximum %555, %cst_12 : tensor<1x512x48x64xbf16>
    %557 = stablehlo.convolution(%556, %arg63) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x48x64xbf16>, tensor<128x512x1x1xbf16>) -> tensor<1x128x48x64xbf16>
    %558 = stablehlo.convert %arg466 : (tensor<128xbf16>) -> tensor<128xf32>
    %559 = stablehlo.convert %arg467 : (tensor<128xbf16>) -> tensor<128xf32>
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
    %582 = stablehlo.maximum %581, %cst_11 : tensor<1x128x48x64xbf16>
    %583 = stablehlo.convolution(%582, %arg66) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x48x64xbf16>, tensor<128x128x3x3xbf16>) -> tensor<1x128x48x64xbf16>
    %584 = stablehlo.convert %arg468 : (tensor<128xbf16>) -> tensor<128xf32>
    %585 = stablehlo.convert %arg469 : (tensor<128xbf16>) -> tensor<128xf32>
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
    %608 = stablehlo.maximum %607, %cst_11 : tensor<1x128x48x64xbf16>
    %609 = stablehlo.convolution(%608, %arg69) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x48x64xbf16>, tensor<512x128x1x1xbf16>) -> tensor<1x512x48x64xbf16>
    %610 = stablehlo.convert %arg470 : (tensor<512xbf16>) -> tensor<512xf32>
    %611 = stablehlo.convert %arg471 : (tensor<512xbf16>) -> tensor<512xf32>
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
    %635 = stablehlo.maximum %634, %cst_12 : tensor<1x512x48x64xbf16>
    %636 = stablehlo.convolution(%635, %arg72) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x48x64xbf16>, tensor<256x512x1x1xbf16>) -> tensor<1x256x48x64xbf16>
    %637 = stablehlo.convert %arg472 : (tensor<256xbf16>) -> tensor<256xf32>
    %638 = stablehlo.convert %arg473 : (tensor<256xbf16>) -> tensor<256xf32>
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
    %661 = stablehlo.maximum %660, %cst_13 : tensor<1x256x48x64xbf16>
    %662 = stablehlo.convolution(%661, %arg75) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x48x64xbf16>, tensor<256x256x3x3xbf16>) -> tensor<1x256x24x32xbf16>
    %663 = stablehlo.convert %arg474 : (tensor<256xbf16>) -> tensor<256xf32>
    %664 = stablehlo.convert %arg475 : (tensor<256xbf16>) -> tensor<256xf32>
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
    %687 = stablehlo.maximum %686, %cst_14 : tensor<1x256x24x32xbf16>
    %688 = stablehlo.convolution(%687, %arg78) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<1024x256x1x1xbf16>) -> tensor<1x1024x24x32xbf16>
    %689 = stablehlo.convert %arg476 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %690 = stablehlo.convert %arg477 : (tensor<1024xbf16>) -> tensor<1024xf32>
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
    %715 = stablehlo.convert %arg478 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %716 = stablehlo.convert %arg479 : (tensor<1024xbf16>) -> tensor<1024xf32>
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
    %740 = stablehlo.maximum %739, %cst_15 : tensor<1x1024x24x32xbf16>
    %741 = stablehlo.convolution(%740, %arg84) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1024x24x32xbf16>, tensor<256x1024x1x1xbf16>) -> tensor<1x256x24x32xbf16>
    %742 = stablehlo.convert %arg480 : (tensor<256xbf16>) -> tensor<256xf32>
    %743 = stablehlo.convert %arg481 : (tensor<256xbf16>) -> tensor<256xf32>
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
    %766 = stablehlo.maximum %765, %cst_14 : tensor<1x256x24x32xbf16>
    %767 = stablehlo.convolution(%766, %arg87) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<256x256x3x3xbf16>) -> tensor<1x256x24x32xbf16>
    %768 = stablehlo.convert %arg482 : (tensor<256xbf16>) -> tensor<256xf32>
    %769 = stablehlo.convert %arg483 : (tensor<256xbf16>) -> tensor<256xf32>
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
    %792 = stablehlo.maximum %791, %cst_14 : tensor<1x256x24x32xbf16>
    %793 = stablehlo.convolution(%792, %arg90) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<1024x256x1x1xbf16>) -> tensor<1x1024x24x32xbf16>
    %794 = stablehlo.convert %arg484 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %795 = stablehlo.convert %arg485 : (tensor<1024xbf16>) -> tensor<1024xf32>
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
    %819 = stablehlo.maximum %818, %cst_15 : tensor<1x1024x24x32xbf16>
    %820 = stablehlo.convolution(%819, %arg93) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1024x24x32xbf16>, tensor<256x1024x1x1xbf16>) -> tensor<1x256x24x32xbf16>
    %821 = stablehlo.convert %arg486 : (tensor<256xbf16>) -> tensor<256xf32>
    %822 = stablehlo.convert %arg487 : (tensor<256xbf16>) -> tensor<256xf32>
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
    %845 = stablehlo.maximum %844, %cst_14 : tensor<1x256x24x32xbf16>
    %846 = stablehlo.convolution(%845, %arg96) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<256x256x3x3xbf16>) -> tensor<1x256x24x32xbf16>
    %847 = stablehlo.convert %arg488 : (tensor<256xbf16>) -> tensor<256xf32>
    %848 = stablehlo.convert %arg489 : (tensor<256xbf16>) -> tensor<256xf32>
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
    %871 = stablehlo.maximum %870, %cst_14 : tensor<1x256x24x32xbf16>
    %872 = stablehlo.convolution(%871, %arg99) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<1024x256x1x1xbf16>) -> tensor<1x1024x24x32xbf16>
    %873 = stablehlo.convert %arg490 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %874 = stablehlo.convert %arg491 : (tensor<1024xbf16>) -> tensor<1024xf32>
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
    %898 = stablehlo.maximum %897, %cst_15 : tensor<1x1024x24x32xbf16>
    %899 = stablehlo.convolution(%898, %arg102) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1024x24x32xbf16>, tensor<256x1024x1x1xbf16>) -> tensor<1x256x24x32xbf16>
    %900 = stablehlo.convert %arg492 : (tensor<256xbf16>) -> tensor<256xf32>
    %901 = stablehlo.convert %arg493 : (tensor<256xbf16>) -> tensor<256xf32>
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
    %924 = stablehlo.maximum %923, %cst_14 : tensor<1x256x24x32xbf16>
    %925 = stablehlo.convolution(%924, %arg105) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<256x256x3x3xbf16>) -> tensor<1x256x24x32xbf16>
    %926 = stablehlo.convert %arg494 : (tensor<256xbf16>) -> tensor<256xf32>
    %927 = stablehlo.convert %arg495 : (tensor<256xbf16>) -> tensor<256xf32>
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
    %950 = stablehlo.maximum %949, %cst_14 : tensor<1x256x24x32xbf16>
    %951 = stablehlo.convolution(%950, %arg108) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<1024x256x1x1xbf16>) -> tensor<1x1024x24x32xbf16>
    %952 = stablehlo.convert %arg496 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %953 = stablehlo.convert %arg497 : (tensor<1024xbf16>) -> tensor<1024xf32>
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
    %977 = stablehlo.maximum %976, %cst_15 : tensor<1x1024x24x32xbf16>
    %978 = stablehlo.convolution(%977, %arg111) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1024x24x32xbf16>, tensor<256x1024x1x1xbf16>) -> tensor<1x256x24x32xbf16>
    %979 = stablehlo.convert %arg498 : (tensor<256xbf16>) -> tensor<256xf32>
    %980 = stablehlo.convert %arg499 : (tensor<256xbf16>) -> tensor<256xf32>
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
    %1003 = stablehlo.maximum %1002, %cst_14 : tensor<1x256x24x32xbf16>
    %1004 = stablehlo.convolution(%1003, %arg114) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<256x256x3x3xbf16>) -> tensor<1x256x24x32xbf16>
    %1005 = stablehlo.convert %arg500 : (tensor<256xbf16>) -> tensor<256xf32>
    %1006 = stablehlo.convert %arg501 : (tensor<256xbf16>) -> tensor<256xf32>
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
    %1029 = stablehlo.maximum %1028, %cst_14 : tensor<1x256x24x32xbf16>
    %1030 = stablehlo.convolution(%1029, %arg117) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<1024x256x1x1xbf16>) -> tensor<1x1024x24x32xbf16>
    %1031 = stablehlo.convert %arg502 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %1032 = stablehlo.convert %arg503 : (tensor<1024xbf16>) -> tensor<1024xf32>
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
    %1056 = stablehlo.maximum %1055, %cst_15 : tensor<1x1024x24x32xbf16>
    %1057 = stablehlo.convolution(%1056, %arg120) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1024x24x32xbf16>, tensor<256x1024x1x1xbf16>) -> tensor<1x256x24x32xbf16>
    %1058 = stablehlo.convert %arg504 : (tensor<256xbf16>) -> tensor<256xf32>
    %1059 = stablehlo.convert %arg505 : (tensor<256xbf16>) -> tensor<256xf32>
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
    %1082 = stablehlo.maximum %1081, %cst_14 : tensor<1x256x24x32xbf16>
    %1083 = stablehlo.convolution(%1082, %arg123) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<256x256x3x3xbf16>) -> tensor<1x256x24x32xbf16>
    %1084 = stablehlo.convert %arg506 : (tensor<256xbf16>) -> tensor<256xf32>
    %1085 = stablehlo.convert %arg507 : (tensor<256xbf16>) -> tensor<256xf32>
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
    %1108 = stablehlo.maximum %1107, %cst_14 : tensor<1x256x24x32xbf16>
    %1109 = stablehlo.convolution(%1108, %arg126) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x24x32xbf16>, tensor<1024x256x1x1xbf16>) -> tensor<1x1024x24x32xbf16>
    %1110 = stablehlo.convert %arg508 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %1111 = stablehlo.convert %arg509 : (tensor<1024xbf16>) -> tensor<1024xf32>
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
    %1135 = stablehlo.maximum %1134, %cst_15 : tensor<1x1024x24x32xbf16>
    %1136 = stablehlo.convolution(%1135, %arg129) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1024x24x32xbf16>, tensor<512x1024x1x1xbf16>) -> tensor<1x512x24x32xbf16>
    %1137 = stablehlo.convert %arg510 : (tensor<512xbf16>) -> tensor<512xf32>
    %1138 = stablehlo.convert %arg511 : (tensor<512xbf16>) -> tensor<512xf32>
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
    %1161 = stablehlo.maximum %1160, %cst_16 : tensor<1x512x24x32xbf16>
    %1162 = stablehlo.convolution(%1161, %arg132) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x24x32xbf16>, tensor<512x512x3x3xbf16>) -> tensor<1x512x12x16xbf16>
    %1163 = stablehlo.convert %arg512 : (tensor<512xbf16>) -> tensor<512xf32>
    %1164 = stablehlo.convert %arg513 : (tensor<512xbf16>) -> tensor<512xf32>
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
    %1187 = stablehlo.maximum %1186, %cst_17 : tensor<1x512x12x16xbf16>
    %1188 = stablehlo.convolution(%1187, %arg135) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x12x16xbf16>, tensor<2048x512x1x1xbf16>) -> tensor<1x2048x12x16xbf16>
    %1189 = stablehlo.convert %arg514 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1190 = stablehlo.convert %arg515 : (tensor<2048xbf16>) -> tensor<2048xf32>
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
    %1215 = stablehlo.convert %arg516 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1216 = stablehlo.convert %arg517 : (tensor<2048xbf16>) -> tensor<2048xf32>
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
    %1240 = stablehlo.maximum %1239, %cst_18 : tensor<1x2048x12x16xbf16>
    %1241 = stablehlo.convolution(%1240, %arg141) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2048x12x16xbf16>, tensor<512x2048x1x1xbf16>) -> tensor<1x512x12x16xbf16>
    %1242 = stablehlo.convert %arg518 : (tensor<512xbf16>) -> tensor<512xf32>
    %1243 = stablehlo.convert %arg519 : (tensor<512xbf16>) -> tensor<512xf32>
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
    %1266 = stablehlo.maximum %1265, %cst_17 : tensor<1x512x12x16xbf16>
    %1267 = stablehlo.convolution(%1266, %arg144) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x12x16xbf16>, tensor<512x512x3x3xbf16>) -> tensor<1x512x12x16xbf16>
    %1268 = stablehlo.convert %arg520 : (tensor<512xbf16>) -> tensor<512xf32>
    %1269 = stablehlo.convert %arg521 : (tensor<512xbf16>) -> tensor<512xf32>
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
    %1292 = stablehlo.maximum %1291, %cst_17 : tensor<1x512x12x16xbf16>
    %1293 = stablehlo.convolution(%1292, %arg147) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x12x16xbf16>, tensor<2048x512x1x1xbf16>) -> tensor<1x2048x12x16xbf16>
    %1294 = stablehlo.convert %arg522 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1295 = stablehlo.convert %arg523 : (tensor<2048xbf16>) -> tensor<2048xf32>
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
    %1319 = stablehlo.maximum %1318, %cst_18 : tensor<1x2048x12x16xbf16>
    %1320 = stablehlo.convolution(%1319, %arg150) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2048x12x16xbf16>, tensor<512x2048x1x1xbf16>) -> tensor<1x512x12x16xbf16>
    %1321 = stablehlo.convert %arg524 : (tensor<512xbf16>) -> tensor<512xf32>
    %1322 = stablehlo.convert %arg525 : (tensor<512xbf16>) -> tensor<512xf32>
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
    %1345 = stablehlo.maximum %1344, %cst_17 : tensor<1x512x12x16xbf16>
    %1346 = stablehlo.convolution(%1345, %arg153) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x12x16xbf16>, tensor<512x512x3x3xbf16>) -> tensor<1x512x12x16xbf16>
    %1347 = stablehlo.convert %arg526 : (tensor<512xbf16>) -> tensor<512xf32>
    %1348 = stablehlo.convert %arg527 : (tensor<512xbf16>) -> tensor<512xf32>
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
    %1371 = stablehlo.maximum %1370, %cst_17 : tensor<1x512x12x16xbf16>
    %1372 = stablehlo.convolution(%1371, %arg156) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x12x16xbf16>, tensor<2048x512x1x1xbf16>) -> tensor<1x2048x12x16xbf16>
    %1373 = stablehlo.convert %arg528 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1374 = stablehlo.convert %arg529 : (tensor<2048xbf16>) -> tensor<2048xf32>
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
    %1398 = stablehlo.maximum %1397, %cst_18 : tensor<1x2048x12x16xbf16>
    %1399 = stablehlo.convolution(%1398, %arg159) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2048x12x16xbf16>, tensor<256x2048x1x1xbf16>) -> tensor<1x256x12x16xbf16>
    %1400 = stablehlo.reshape %arg160 : (tensor<256xbf16>) -> tensor<256x1x1xbf16>
    %1401 = stablehlo.broadcast_in_dim %1400, dims = [1, 2, 3] : (tensor<256x1x1xbf16>) -> tensor<1x256x12x16xbf16>
    %1402 = stablehlo.add %1399, %1401 : tensor<1x256x12x16xbf16>
    %1403 = stablehlo.reshape %1402 : (tensor<1x256x12x16xbf16>) -> tensor<1x256x192xbf16>
    %1404 = stablehlo.transpose %1403, dims = [0, 2, 1] : (tensor<1x256x192xbf16>) -> tensor<1x192x256xbf16>
    %1405 = stablehlo.convert %cst_25 : (tensor<1xi64>) -> tensor<1xf32>
    %1406 = stablehlo.reshape %1405 : (tensor<1xf32>) -> tensor<f32>
    %1407 = stablehlo.convert %cst_26 : (tensor<1xi64>) -> tensor<1xf32>
    %1408 = stablehlo.reshape %1407 : (tensor<1xf32>) -> tensor<f32>
    %1409 = stablehlo.subtract %1408, %1406 : tensor<f32>
    %1410 = stablehlo.convert %1406 : (tensor<f32>) -> tensor<f64>
    %1411 = stablehlo.convert %1409 : (tensor<f32>) -> tensor<f64>
    %1412 = stablehlo.divide %1411, %1410 : tensor<f64>
    %1413 = stablehlo.ceil %1412 : tensor<f64>
    %1414 = stablehlo.convert %1413 : (tensor<f64>) -> tensor<i64>
    %1415 = stablehlo.reshape %1414 : (tensor<i64>) -> tensor<1xi64>
    %1416 = stablehlo.dynamic_iota %1415, dim = 0 : (tensor<1xi64>) -> tensor<12xf32>
    %1417 = stablehlo.broadcast_in_dim %1406, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1418 = stablehlo.multiply %1416, %1417 : tensor<12xf32>
    %1419 = stablehlo.add %1418, %1417 : tensor<12xf32>
    %1420 = stablehlo.reshape %1419 : (tensor<12xf32>) -> tensor<12x1xf32>
    %1421 = stablehlo.broadcast_in_dim %1420, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x16xf32>
    %1422 = stablehlo.convert %cst_27 : (tensor<1xi64>) -> tensor<1xf32>
    %1423 = stablehlo.reshape %1422 : (tensor<1xf32>) -> tensor<f32>
    %1424 = stablehlo.broadcast_in_dim %1423, dims = [] : (tensor<f32>) -> tensor<12x16xf32>
    %1425 = stablehlo.divide %1421, %1424 : tensor<12x16xf32>
    %1426 = stablehlo.convert %cst_28 : (tensor<1xi64>) -> tensor<1xf32>
    %1427 = stablehlo.reshape %1426 : (tensor<1xf32>) -> tensor<f32>
    %1428 = stablehlo.broadcast_in_dim %1427, dims = [] : (tensor<f32>) -> tensor<12x16xf32>
    %1429 = stablehlo.multiply %1425, %1428 : tensor<12x16xf32>
    %1430 = stablehlo.convert %cst_29 : (tensor<1xf64>) -> tensor<1xf32>
    %1431 = stablehlo.reshape %1430 : (tensor<1xf32>) -> tensor<f32>
    %1432 = stablehlo.broadcast_in_dim %1431, dims = [] : (tensor<f32>) -> tensor<12x16xf32>
    %1433 = stablehlo.multiply %1429, %1432 : tensor<12x16xf32>
    %1434 = stablehlo.convert %cst_30 : (tensor<1xi64>) -> tensor<1xf32>
    %1435 = stablehlo.reshape %1434 : (tensor<1xf32>) -> tensor<f32>
    %1436 = stablehlo.subtract %1435, %1406 : tensor<f32>
    %1437 = stablehlo.convert %1436 : (tensor<f32>) -> tensor<f64>
    %1438 = stablehlo.divide %1437, %1410 : tensor<f64>
    %1439 = stablehlo.ceil %1438 : tensor<f64>
    %1440 = stablehlo.convert %1439 : (tensor<f64>) -> tensor<i64>
    %1441 = stablehlo.reshape %1440 : (tensor<i64>) -> tensor<1xi64>
    %1442 = stablehlo.dynamic_iota %1441, dim = 0 : (tensor<1xi64>) -> tensor<16xf32>
    %1443 = stablehlo.broadcast_in_dim %1406, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1444 = stablehlo.multiply %1442, %1443 : tensor<16xf32>
    %1445 = stablehlo.add %1444, %1443 : tensor<16xf32>
    %1446 = stablehlo.reshape %1445 : (tensor<16xf32>) -> tensor<1x16xf32>
    %1447 = stablehlo.broadcast_in_dim %1446, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<12x16xf32>
    %1448 = stablehlo.convert %cst_31 : (tensor<1xi64>) -> tensor<1xf32>
    %1449 = stablehlo.reshape %1448 : (tensor<1xf32>) -> tensor<f32>
    %1450 = stablehlo.broadcast_in_dim %1449, dims = [] : (tensor<f32>) -> tensor<12x16xf32>
    %1451 = stablehlo.divide %1447, %1450 : tensor<12x16xf32>
    %1452 = stablehlo.multiply %1451, %1428 : tensor<12x16xf32>
    %1453 = stablehlo.multiply %1452, %1432 : tensor<12x16xf32>
    %1454 = stablehlo.convert %c_3 : (tensor<i64>) -> tensor<f64>
    %1455 = stablehlo.convert %c_2 : (tensor<i64>) -> tensor<f64>
    %1456 = stablehlo.divide %1455, %1454 : tensor<f64>
    %1457 = stablehlo.ceil %1456 : tensor<f64>
    %1458 = stablehlo.convert %1457 : (tensor<f64>) -> tensor<i64>
    %1459 = stablehlo.reshape %1458 : (tensor<i64>) -> tensor<1xi64>
    %1460 = stablehlo.dynamic_iota %1459, dim = 0 : (tensor<1xi64>) -> tensor<128xi64>
    %1461 = stablehlo.multiply %1460, %c_1 : tensor<128xi64>
    %1462 = stablehlo.add %1461, %c_0 : tensor<128xi64>
    %1463 = stablehlo.convert %1462 : (tensor<128xi64>) -> tensor<128xf64>
    %1464 = stablehlo.convert %c_5 : (tensor<i64>) -> tensor<f64>
    %1465 = stablehlo.broadcast_in_dim %1464, dims = [] : (tensor<f64>) -> tensor<128xf64>
    %1466 = stablehlo.divide %1463, %1465 : tensor<128xf64>
    %1467 = stablehlo.floor %1466 : tensor<128xf64>
    %1468 = stablehlo.convert %1467 : (tensor<128xf64>) -> tensor<128xi64>
    %1469 = stablehlo.multiply %1468, %c : tensor<128xi64>
    %1470 = stablehlo.convert %cst_32 : (tensor<1xi64>) -> tensor<1xf32>
    %1471 = stablehlo.reshape %1470 : (tensor<1xf32>) -> tensor<f32>
    %1472 = stablehlo.convert %1469 : (tensor<128xi64>) -> tensor<128xf32>
    %1473 = stablehlo.broadcast_in_dim %1471, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1474 = stablehlo.divide %1472, %1473 : tensor<128xf32>
    %1475 = stablehlo.convert %cst_33 : (tensor<1xi64>) -> tensor<1xf32>
    %1476 = stablehlo.reshape %1475 : (tensor<1xf32>) -> tensor<f32>
    %1477 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1478 = stablehlo.power %1477, %1474 : tensor<128xf32>
    %1479 = stablehlo.reshape %1433 : (tensor<12x16xf32>) -> tensor<12x16x1xf32>
    %1480 = stablehlo.broadcast_in_dim %1479, dims = [0, 1, 2] : (tensor<12x16x1xf32>) -> tensor<12x16x128xf32>
    %1481 = stablehlo.broadcast_in_dim %1478, dims = [2] : (tensor<128xf32>) -> tensor<12x16x128xf32>
    %1482 = stablehlo.divide %1480, %1481 : tensor<12x16x128xf32>
    %1483 = stablehlo.slice %1482 [0:12, 0:16, 0:128:2] : (tensor<12x16x128xf32>) -> tensor<12x16x64xf32>
    %1484 = stablehlo.sine %1483 : tensor<12x16x64xf32>
    %1485 = stablehlo.slice %1482 [0:12, 0:16, 1:128:2] : (tensor<12x16x128xf32>) -> tensor<12x16x64xf32>
    %1486 = stablehlo.cosine %1485 : tensor<12x16x64xf32>
    %1487 = stablehlo.reshape %1484 : (tensor<12x16x64xf32>) -> tensor<12x16x64x1xf32>
    %1488 = stablehlo.reshape %1486 : (tensor<12x16x64xf32>) -> tensor<12x16x64x1xf32>
    %1489 = stablehlo.concatenate %1487, %1488, dim = 3 : (tensor<12x16x64x1xf32>, tensor<12x16x64x1xf32>) -> tensor<12x16x64x2xf32>
    %1490 = stablehlo.reshape %1489 : (tensor<12x16x64x2xf32>) -> tensor<12x16x128xf32>
    %1491 = stablehlo.reshape %1453 : (tensor<12x16xf32>) -> tensor<12x16x1xf32>
    %1492 = stablehlo.broadcast_in_dim %1491, dims = [0, 1, 2] : (tensor<12x16x1xf32>) -> tensor<12x16x128xf32>
    %1493 = stablehlo.divide %1492, %1481 : tensor<12x16x128xf32>
    %1494 = stablehlo.slice %1493 [0:12, 0:16, 0:128:2] : (tensor<12x16x128xf32>) -> tensor<12x16x64xf32>
    %1495 = stablehlo.sine %1494 : tensor<12x16x64xf32>
    %1496 = stablehlo.slice %1493 [0:12, 0:16, 1:128:2] : (tensor<12x16x128xf32>) -> tensor<12x16x64xf32>
    %1497 = stablehlo.cosine %1496 : tensor<12x16x64xf32>
    %1498 = stablehlo.reshape %1495 : (tensor<12x16x64xf32>) -> tensor<12x16x64x1xf32>
    %1499 = stablehlo.reshape %1497 : (tensor<12x16x64xf32>) -> tensor<12x16x64x1xf32>
    %1500 = stablehlo.concatenate %1498, %1499, dim = 3 : (tensor<12x16x64x1xf32>, tensor<12x16x64x1xf32>) -> tensor<12x16x64x2xf32>
    %1501 = stablehlo.reshape %1500 : (tensor<12x16x64x2xf32>) -> tensor<12x16x128xf32>
    %1502 = stablehlo.concatenate %1490, %1501, dim = 2 : (tensor<12x16x128xf32>, tensor<12x16x128xf32>) -> tensor<12x16x256xf32>
    %1503 = stablehlo.reshape %1502 : (tensor<12x16x256xf32>) -> tensor<192x256xf32>
    %1504 = stablehlo.convert %1503 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %1505 = stablehlo.reshape %1504 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %1506 = stablehlo.add %1404, %1505 : tensor<1x192x256xbf16>
    %1507 = stablehlo.transpose %arg161, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %1508 = stablehlo.reshape %1506 : (tensor<1x192x256xbf16>) -> tensor<1x192x256xbf16>
    %1509 = stablehlo.broadcast_in_dim %1507, dims = [1, 2] : (tensor<256x256xbf16>) -> tensor<1x256x256xbf16>
    %1510 = stablehlo.reshape %1509 : (tensor<1x256x256xbf16>) -> tensor<1x256x256xbf16>
    %1511 = stablehlo.broadcast_in_dim %1510, dims = [0, 1, 2] : (tensor<1x256x256xbf16>) -> tensor<1x256x256xbf16>
    %1512 = stablehlo.dot_general %1508, %1511, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<1x192x256xbf16>, tensor<1x256x256xbf16>) -> tensor<1x192x256xbf16>
    %1513 = stablehlo.reshape %1512 : (tensor<1x192x256xbf16>) -> tensor<1x192x256xbf16>
    %1514 = stablehlo.broadcast_in_dim %arg162, dims = [2] : (tensor<256xbf16>) -> tensor<1x192x256xbf16>
    %1515 = stablehlo.add %1513, %1514 : tensor<1x192x256xbf16>
    %1516 = stablehlo.reshape %1515 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %1517 = stablehlo.transpose %1516, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %1518 = stablehlo.transpose %arg163, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %1519 = stablehlo.broadcast_in_dim %1518, dims = [1, 2] : (tensor<256x256xbf16>) -> tensor<1x256x256xbf16>
    %1520 = stablehlo.reshape %1519 : (tensor<1x256x256xbf16>) -> tensor<1x256x256xbf16>
    %1521 = stablehlo.broadcast_in_dim %1520, dims = [0, 1, 2] : (tensor<1x256x256xbf16>) -> tensor<1x256x256xbf16>
    %1522 = stablehlo.dot_general %1508, %1521, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<1x192x256xbf16>, tensor<1x256x256xbf16>) -> tensor<1x192x256xbf16>
    %1523 = stablehlo.reshape %1522 : (tensor<1x192x256xbf16>) -> tensor<1x192x256xbf16>
    %1524 = stablehlo.broadcast_in_dim %arg164, dims = [2] : (tensor<256xbf16>) -> tensor<1x192x256xbf16>
    %1525 = stablehlo.add %1523, %1524 : tensor<1x192x256xbf16>
    %1526 = stablehlo.reshape %1525 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %1527 = stablehlo.transpose %1526, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %1528 = stablehlo.transpose %arg165, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %1529 = stablehlo.reshape %1404 : (tensor<1x192x256xbf16>) -> tensor<1x192x256xbf16>
    %1530 = stablehlo.broadcast_in_dim %1528, dims = [1, 2] : (tensor<256x256xbf16>) -> tensor<1x256x256xbf16>
    %1531 = stablehlo.reshape %1530 : (tensor<1x256x256xbf16>) -> tensor<1x256x256xbf16>
    %1532 = stablehlo.broadcast_in_dim %1531, dims = [0, 1, 2] : (tensor<1x256x256xbf16>) -> tensor<1x256x256xbf16>
    %1533 = stablehlo.dot_general %1529, %1532, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<1x192x256xbf16>, tensor<1x256x256xbf16>) -> tensor<1x192x256xbf16>
    %1534 = stablehlo.reshape %1533 : (tensor<1x192x256xbf16>) -> tensor<1x192x256xbf16>
    %1535 = stablehlo.broadcast_in_dim %arg166, dims = [2] : (tensor<256xbf16>) -> tensor<1x192x256xbf16>
    %1536 = stablehlo.add %1534, %1535 : tensor<1x192x256xbf16>
    %1537 = stablehlo.reshape %1536 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %1538 = stablehlo.transpose %1537, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %1539 = stablehlo.convert %cst_34 : (tensor<1xf64>) -> tensor<1xbf16>
    %1540 = stablehlo.reshape %1539 : (tensor<1xbf16>) -> tensor<bf16>
    %1541 = stablehlo.broadcast_in_dim %1540, dims = [] : (tensor<bf16>) -> tensor<1x8x192x32xbf16>
    %1542 = stablehlo.divide %1517, %1541 : tensor<1x8x192x32xbf16>
    %1543 = stablehlo.transpose %1527, dims = [0, 1, 3, 2] : (tensor<1x8x192x32xbf16>) -> tensor<1x8x32x192xbf16>
    %1544 = stablehlo.reshape %1542 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %1545 = stablehlo.reshape %1543 : (tensor<1x8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %1546 = stablehlo.broadcast_in_dim %1545, dims = [0, 1, 2] : (tensor<8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %1547 = stablehlo.dot_general %1544, %1546, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x192x32xbf16>, tensor<8x32x192xbf16>) -> tensor<8x192x192xbf16>
    %1548 = stablehlo.reshape %1547 : (tensor<8x192x192xbf16>) -> tensor<1x8x192x192xbf16>
    %1549 = stablehlo.convert %1548 : (tensor<1x8x192x192xbf16>) -> tensor<1x8x192x192xf32>
    %1550 = stablehlo.reduce(%1549 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x192x192xf32>, tensor<f32>) -> tensor<1x8x192xf32>
    %1551 = stablehlo.reshape %1550 : (tensor<1x8x192xf32>) -> tensor<1x8x192x1xf32>
    %1552 = stablehlo.broadcast_in_dim %1551, dims = [0, 1, 2, 3] : (tensor<1x8x192x1xf32>) -> tensor<1x8x192x192xf32>
    %1553 = stablehlo.subtract %1549, %1552 : tensor<1x8x192x192xf32>
    %1554 = stablehlo.exponential %1553 : tensor<1x8x192x192xf32>
    %1555 = stablehlo.reduce(%1554 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x192x192xf32>, tensor<f32>) -> tensor<1x8x192xf32>
    %1556 = stablehlo.reshape %1555 : (tensor<1x8x192xf32>) -> tensor<1x8x192x1xf32>
    %1557 = stablehlo.broadcast_in_dim %1556, dims = [0, 1, 2, 3] : (tensor<1x8x192x1xf32>) -> tensor<1x8x192x192xf32>
    %1558 = stablehlo.divide %1554, %1557 : tensor<1x8x192x192xf32>
    %1559 = stablehlo.convert %1558 : (tensor<1x8x192x192xf32>) -> tensor<1x8x192x192xbf16>
    %1560 = stablehlo.reshape %1559 : (tensor<1x8x192x192xbf16>) -> tensor<8x192x192xbf16>
    %1561 = stablehlo.reshape %1538 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %1562 = stablehlo.broadcast_in_dim %1561, dims = [0, 1, 2] : (tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %1563 = stablehlo.dot_general %1560, %1562, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x192x192xbf16>, tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %1564 = stablehlo.reshape %1563 : (tensor<8x192x32xbf16>) -> tensor<1x8x192x32xbf16>
    %1565 = stablehlo.transpose %1564, dims = [0, 2, 1, 3] : (tensor<1x8x192x32xbf16>) -> tensor<1x192x8x32xbf16>
    %1566 = stablehlo.reshape %1565 : (tensor<1x192x8x32xbf16>) -> tensor<1x192x256xbf16>
    %1567 = stablehlo.reshape %1566 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %1568 = stablehlo.transpose %arg167, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %1569 = stablehlo.convert %arg168 : (tensor<256xbf16>) -> tensor<256xf32>
    %1570 = stablehlo.convert %1567 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %1571 = stablehlo.convert %1568 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %1572 = stablehlo.dot_general %1570, %1571, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %1573 = stablehlo.broadcast_in_dim %1406, dims = [] : (tensor<f32>) -> tensor<192x256xf32>
    %1574 = stablehlo.multiply %1572, %1573 : tensor<192x256xf32>
    %1575 = stablehlo.broadcast_in_dim %1569, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %1576 = stablehlo.multiply %1575, %1573 : tensor<192x256xf32>
    %1577 = stablehlo.add %1574, %1576 : tensor<192x256xf32>
    %1578 = stablehlo.convert %1577 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %1579 = stablehlo.reshape %1578 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %1580 = stablehlo.add %1404, %1579 : tensor<1x192x256xbf16>
    %1581 = stablehlo.convert %1580 : (tensor<1x192x256xbf16>) -> tensor<1x192x256xf32>
    %1582 = stablehlo.convert %1581 : (tensor<1x192x256xf32>) -> tensor<1x192x256xf64>
    %1583 = stablehlo.reduce(%1582 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %1584 = stablehlo.reshape %1583 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %1585 = stablehlo.convert %cst_35 : (tensor<1xi64>) -> tensor<1xf64>
    %1586 = stablehlo.reshape %1585 : (tensor<1xf64>) -> tensor<f64>
    %1587 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f64>) -> tensor<1x192x1xf64>
    %1588 = stablehlo.divide %1584, %1587 : tensor<1x192x1xf64>
    %1589 = stablehlo.broadcast_in_dim %1588, dims = [0, 1, 2] : (tensor<1x192x1xf64>) -> tensor<1x192x256xf64>
    %1590 = stablehlo.subtract %1582, %1589 : tensor<1x192x256xf64>
    %1591 = stablehlo.multiply %1590, %1590 : tensor<1x192x256xf64>
    %1592 = stablehlo.reduce(%1591 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %1593 = stablehlo.reshape %1592 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %1594 = stablehlo.divide %1593, %1587 : tensor<1x192x1xf64>
    %1595 = stablehlo.convert %1594 : (tensor<1x192x1xf64>) -> tensor<1x192x1xf32>
    %1596 = stablehlo.reduce(%1581 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf32>, tensor<f32>) -> tensor<1x192xf32>
    %1597 = stablehlo.reshape %1596 : (tensor<1x192xf32>) -> tensor<1x192x1xf32>
    %1598 = stablehlo.convert %cst_35 : (tensor<1xi64>) -> tensor<1xf32>
    %1599 = stablehlo.reshape %1598 : (tensor<1xf32>) -> tensor<f32>
    %1600 = stablehlo.broadcast_in_dim %1599, dims = [] : (tensor<f32>) -> tensor<1x192x1xf32>
    %1601 = stablehlo.divide %1597, %1600 : tensor<1x192x1xf32>
    %1602 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<1x192x1xf32>
    %1603 = stablehlo.add %1595, %1602 : tensor<1x192x1xf32>
    %1604 = stablehlo.rsqrt %1603 : tensor<1x192x1xf32>
    %1605 = stablehlo.broadcast_in_dim %1601, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %1606 = stablehlo.subtract %1581, %1605 : tensor<1x192x256xf32>
    %1607 = stablehlo.broadcast_in_dim %1604, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %1608 = stablehlo.multiply %1606, %1607 : tensor<1x192x256xf32>
    %1609 = stablehlo.convert %arg173 : (tensor<256xbf16>) -> tensor<256xf32>
    %1610 = stablehlo.broadcast_in_dim %1609, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %1611 = stablehlo.multiply %1608, %1610 : tensor<1x192x256xf32>
    %1612 = stablehlo.convert %arg174 : (tensor<256xbf16>) -> tensor<256xf32>
    %1613 = stablehlo.broadcast_in_dim %1612, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %1614 = stablehlo.add %1611, %1613 : tensor<1x192x256xf32>
    %1615 = stablehlo.convert %1614 : (tensor<1x192x256xf32>) -> tensor<1x192x256xbf16>
    %1616 = stablehlo.reshape %1615 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %1617 = stablehlo.transpose %arg169, dims = [1, 0] : (tensor<2048x256xbf16>) -> tensor<256x2048xbf16>
    %1618 = stablehlo.convert %arg170 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1619 = stablehlo.convert %1616 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %1620 = stablehlo.convert %1617 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %1621 = stablehlo.dot_general %1619, %1620, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x2048xf32>) -> tensor<192x2048xf32>
    %1622 = stablehlo.broadcast_in_dim %1406, dims = [] : (tensor<f32>) -> tensor<192x2048xf32>
    %1623 = stablehlo.multiply %1621, %1622 : tensor<192x2048xf32>
    %1624 = stablehlo.broadcast_in_dim %1618, dims = [1] : (tensor<2048xf32>) -> tensor<192x2048xf32>
    %1625 = stablehlo.multiply %1624, %1622 : tensor<192x2048xf32>
    %1626 = stablehlo.add %1623, %1625 : tensor<192x2048xf32>
    %1627 = stablehlo.convert %1626 : (tensor<192x2048xf32>) -> tensor<192x2048xbf16>
    %1628 = stablehlo.reshape %1627 : (tensor<192x2048xbf16>) -> tensor<1x192x2048xbf16>
    %1629 = stablehlo.maximum %1628, %cst_22 : tensor<1x192x2048xbf16>
    %1630 = stablehlo.reshape %1629 : (tensor<1x192x2048xbf16>) -> tensor<192x2048xbf16>
    %1631 = stablehlo.transpose %arg171, dims = [1, 0] : (tensor<256x2048xbf16>) -> tensor<2048x256xbf16>
    %1632 = stablehlo.convert %arg172 : (tensor<256xbf16>) -> tensor<256xf32>
    %1633 = stablehlo.convert %1630 : (tensor<192x2048xbf16>) -> tensor<192x2048xf32>
    %1634 = stablehlo.convert %1631 : (tensor<2048x256xbf16>) -> tensor<2048x256xf32>
    %1635 = stablehlo.dot_general %1633, %1634, contracting_dims = [1] x [0] : (tensor<192x2048xf32>, tensor<2048x256xf32>) -> tensor<192x256xf32>
    %1636 = stablehlo.multiply %1635, %1573 : tensor<192x256xf32>
    %1637 = stablehlo.broadcast_in_dim %1632, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %1638 = stablehlo.multiply %1637, %1573 : tensor<192x256xf32>
    %1639 = stablehlo.add %1636, %1638 : tensor<192x256xf32>
    %1640 = stablehlo.convert %1639 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %1641 = stablehlo.reshape %1640 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %1642 = stablehlo.add %1615, %1641 : tensor<1x192x256xbf16>
    %1643 = stablehlo.convert %1642 : (tensor<1x192x256xbf16>) -> tensor<1x192x256xf32>
    %1644 = stablehlo.convert %1643 : (tensor<1x192x256xf32>) -> tensor<1x192x256xf64>
    %1645 = stablehlo.reduce(%1644 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %1646 = stablehlo.reshape %1645 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %1647 = stablehlo.divide %1646, %1587 : tensor<1x192x1xf64>
    %1648 = stablehlo.broadcast_in_dim %1647, dims = [0, 1, 2] : (tensor<1x192x1xf64>) -> tensor<1x192x256xf64>
    %1649 = stablehlo.subtract %1644, %1648 : tensor<1x192x256xf64>
    %1650 = stablehlo.multiply %1649, %1649 : tensor<1x192x256xf64>
    %1651 = stablehlo.reduce(%1650 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %1652 = stablehlo.reshape %1651 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %1653 = stablehlo.divide %1652, %1587 : tensor<1x192x1xf64>
    %1654 = stablehlo.convert %1653 : (tensor<1x192x1xf64>) -> tensor<1x192x1xf32>
    %1655 = stablehlo.reduce(%1643 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf32>, tensor<f32>) -> tensor<1x192xf32>
    %1656 = stablehlo.reshape %1655 : (tensor<1x192xf32>) -> tensor<1x192x1xf32>
    %1657 = stablehlo.divide %1656, %1600 : tensor<1x192x1xf32>
    %1658 = stablehlo.add %1654, %1602 : tensor<1x192x1xf32>
    %1659 = stablehlo.rsqrt %1658 : tensor<1x192x1xf32>
    %1660 = stablehlo.broadcast_in_dim %1657, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %1661 = stablehlo.subtract %1643, %1660 : tensor<1x192x256xf32>
    %1662 = stablehlo.broadcast_in_dim %1659, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %1663 = stablehlo.multiply %1661, %1662 : tensor<1x192x256xf32>
    %1664 = stablehlo.convert %arg175 : (tensor<256xbf16>) -> tensor<256xf32>
    %1665 = stablehlo.broadcast_in_dim %1664, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %1666 = stablehlo.multiply %1663, %1665 : tensor<1x192x256xf32>
    %1667 = stablehlo.convert %arg176 : (tensor<256xbf16>) -> tensor<256xf32>
    %1668 = stablehlo.broadcast_in_dim %1667, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %1669 = stablehlo.add %1666, %1668 : tensor<1x192x256xf32>
    %1670 = stablehlo.convert %1669 : (tensor<1x192x256xf32>) -> tensor<1x192x256xbf16>
    %1671 = stablehlo.add %1670, %1505 : tensor<1x192x256xbf16>
    %1672 = stablehlo.reshape %1671 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %1673 = stablehlo.transpose %arg177, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %1674 = stablehlo.convert %arg178 : (tensor<256xbf16>) -> tensor<256xf32>
    %1675 = stablehlo.convert %1672 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %1676 = stablehlo.convert %1673 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %1677 = stablehlo.dot_general %1675, %1676, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %1678 = stablehlo.multiply %1677, %1573 : tensor<192x256xf32>
    %1679 = stablehlo.broadcast_in_dim %1674, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %1680 = stablehlo.multiply %1679, %1573 : tensor<192x256xf32>
    %1681 = stablehlo.add %1678, %1680 : tensor<192x256xf32>
    %1682 = stablehlo.convert %1681 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %1683 = stablehlo.reshape %1682 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %1684 = stablehlo.reshape %1683 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %1685 = stablehlo.transpose %1684, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %1686 = stablehlo.transpose %arg179, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %1687 = stablehlo.convert %arg180 : (tensor<256xbf16>) -> tensor<256xf32>
    %1688 = stablehlo.convert %1686 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %1689 = stablehlo.dot_general %1675, %1688, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %1690 = stablehlo.multiply %1689, %1573 : tensor<192x256xf32>
    %1691 = stablehlo.broadcast_in_dim %1687, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %1692 = stablehlo.multiply %1691, %1573 : tensor<192x256xf32>
    %1693 = stablehlo.add %1690, %1692 : tensor<192x256xf32>
    %1694 = stablehlo.convert %1693 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %1695 = stablehlo.reshape %1694 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %1696 = stablehlo.reshape %1695 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %1697 = stablehlo.transpose %1696, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %1698 = stablehlo.reshape %1670 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %1699 = stablehlo.transpose %arg181, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %1700 = stablehlo.convert %arg182 : (tensor<256xbf16>) -> tensor<256xf32>
    %1701 = stablehlo.convert %1698 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %1702 = stablehlo.convert %1699 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %1703 = stablehlo.dot_general %1701, %1702, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %1704 = stablehlo.multiply %1703, %1573 : tensor<192x256xf32>
    %1705 = stablehlo.broadcast_in_dim %1700, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %1706 = stablehlo.multiply %1705, %1573 : tensor<192x256xf32>
    %1707 = stablehlo.add %1704, %1706 : tensor<192x256xf32>
    %1708 = stablehlo.convert %1707 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %1709 = stablehlo.reshape %1708 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %1710 = stablehlo.reshape %1709 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %1711 = stablehlo.transpose %1710, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %1712 = stablehlo.divide %1685, %1541 : tensor<1x8x192x32xbf16>
    %1713 = stablehlo.transpose %1697, dims = [0, 1, 3, 2] : (tensor<1x8x192x32xbf16>) -> tensor<1x8x32x192xbf16>
    %1714 = stablehlo.reshape %1712 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %1715 = stablehlo.reshape %1713 : (tensor<1x8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %1716 = stablehlo.broadcast_in_dim %1715, dims = [0, 1, 2] : (tensor<8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %1717 = stablehlo.dot_general %1714, %1716, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x192x32xbf16>, tensor<8x32x192xbf16>) -> tensor<8x192x192xbf16>
    %1718 = stablehlo.reshape %1717 : (tensor<8x192x192xbf16>) -> tensor<1x8x192x192xbf16>
    %1719 = stablehlo.convert %1718 : (tensor<1x8x192x192xbf16>) -> tensor<1x8x192x192xf32>
    %1720 = stablehlo.reduce(%1719 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x192x192xf32>, tensor<f32>) -> tensor<1x8x192xf32>
    %1721 = stablehlo.reshape %1720 : (tensor<1x8x192xf32>) -> tensor<1x8x192x1xf32>
    %1722 = stablehlo.broadcast_in_dim %1721, dims = [0, 1, 2, 3] : (tensor<1x8x192x1xf32>) -> tensor<1x8x192x192xf32>
    %1723 = stablehlo.subtract %1719, %1722 : tensor<1x8x192x192xf32>
    %1724 = stablehlo.exponential %1723 : tensor<1x8x192x192xf32>
    %1725 = stablehlo.reduce(%1724 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x192x192xf32>, tensor<f32>) -> tensor<1x8x192xf32>
    %1726 = stablehlo.reshape %1725 : (tensor<1x8x192xf32>) -> tensor<1x8x192x1xf32>
    %1727 = stablehlo.broadcast_in_dim %1726, dims = [0, 1, 2, 3] : (tensor<1x8x192x1xf32>) -> tensor<1x8x192x192xf32>
    %1728 = stablehlo.divide %1724, %1727 : tensor<1x8x192x192xf32>
    %1729 = stablehlo.convert %1728 : (tensor<1x8x192x192xf32>) -> tensor<1x8x192x192xbf16>
    %1730 = stablehlo.reshape %1729 : (tensor<1x8x192x192xbf16>) -> tensor<8x192x192xbf16>
    %1731 = stablehlo.reshape %1711 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %1732 = stablehlo.broadcast_in_dim %1731, dims = [0, 1, 2] : (tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %1733 = stablehlo.dot_general %1730, %1732, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x192x192xbf16>, tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %1734 = stablehlo.reshape %1733 : (tensor<8x192x32xbf16>) -> tensor<1x8x192x32xbf16>
    %1735 = stablehlo.transpose %1734, dims = [0, 2, 1, 3] : (tensor<1x8x192x32xbf16>) -> tensor<1x192x8x32xbf16>
    %1736 = stablehlo.reshape %1735 : (tensor<1x192x8x32xbf16>) -> tensor<1x192x256xbf16>
    %1737 = stablehlo.reshape %1736 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %1738 = stablehlo.transpose %arg183, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %1739 = stablehlo.convert %arg184 : (tensor<256xbf16>) -> tensor<256xf32>
    %1740 = stablehlo.convert %1737 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %1741 = stablehlo.convert %1738 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %1742 = stablehlo.dot_general %1740, %1741, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %1743 = stablehlo.multiply %1742, %1573 : tensor<192x256xf32>
    %1744 = stablehlo.broadcast_in_dim %1739, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %1745 = stablehlo.multiply %1744, %1573 : tensor<192x256xf32>
    %1746 = stablehlo.add %1743, %1745 : tensor<192x256xf32>
    %1747 = stablehlo.convert %1746 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %1748 = stablehlo.reshape %1747 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %1749 = stablehlo.add %1670, %1748 : tensor<1x192x256xbf16>
    %1750 = stablehlo.convert %1749 : (tensor<1x192x256xbf16>) -> tensor<1x192x256xf32>
    %1751 = stablehlo.convert %1750 : (tensor<1x192x256xf32>) -> tensor<1x192x256xf64>
    %1752 = stablehlo.reduce(%1751 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %1753 = stablehlo.reshape %1752 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %1754 = stablehlo.divide %1753, %1587 : tensor<1x192x1xf64>
    %1755 = stablehlo.broadcast_in_dim %1754, dims = [0, 1, 2] : (tensor<1x192x1xf64>) -> tensor<1x192x256xf64>
    %1756 = stablehlo.subtract %1751, %1755 : tensor<1x192x256xf64>
    %1757 = stablehlo.multiply %1756, %1756 : tensor<1x192x256xf64>
    %1758 = stablehlo.reduce(%1757 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %1759 = stablehlo.reshape %1758 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %1760 = stablehlo.divide %1759, %1587 : tensor<1x192x1xf64>
    %1761 = stablehlo.convert %1760 : (tensor<1x192x1xf64>) -> tensor<1x192x1xf32>
    %1762 = stablehlo.reduce(%1750 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf32>, tensor<f32>) -> tensor<1x192xf32>
    %1763 = stablehlo.reshape %1762 : (tensor<1x192xf32>) -> tensor<1x192x1xf32>
    %1764 = stablehlo.divide %1763, %1600 : tensor<1x192x1xf32>
    %1765 = stablehlo.add %1761, %1602 : tensor<1x192x1xf32>
    %1766 = stablehlo.rsqrt %1765 : tensor<1x192x1xf32>
    %1767 = stablehlo.broadcast_in_dim %1764, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %1768 = stablehlo.subtract %1750, %1767 : tensor<1x192x256xf32>
    %1769 = stablehlo.broadcast_in_dim %1766, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %1770 = stablehlo.multiply %1768, %1769 : tensor<1x192x256xf32>
    %1771 = stablehlo.convert %arg189 : (tensor<256xbf16>) -> tensor<256xf32>
    %1772 = stablehlo.broadcast_in_dim %1771, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %1773 = stablehlo.multiply %1770, %1772 : tensor<1x192x256xf32>
    %1774 = stablehlo.convert %arg190 : (tensor<256xbf16>) -> tensor<256xf32>
    %1775 = stablehlo.broadcast_in_dim %1774, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %1776 = stablehlo.add %1773, %1775 : tensor<1x192x256xf32>
    %1777 = stablehlo.convert %1776 : (tensor<1x192x256xf32>) -> tensor<1x192x256xbf16>
    %1778 = stablehlo.reshape %1777 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %1779 = stablehlo.transpose %arg185, dims = [1, 0] : (tensor<2048x256xbf16>) -> tensor<256x2048xbf16>
    %1780 = stablehlo.convert %arg186 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1781 = stablehlo.convert %1778 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %1782 = stablehlo.convert %1779 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %1783 = stablehlo.dot_general %1781, %1782, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x2048xf32>) -> tensor<192x2048xf32>
    %1784 = stablehlo.multiply %1783, %1622 : tensor<192x2048xf32>
    %1785 = stablehlo.broadcast_in_dim %1780, dims = [1] : (tensor<2048xf32>) -> tensor<192x2048xf32>
    %1786 = stablehlo.multiply %1785, %1622 : tensor<192x2048xf32>
    %1787 = stablehlo.add %1784, %1786 : tensor<192x2048xf32>
    %1788 = stablehlo.convert %1787 : (tensor<192x2048xf32>) -> tensor<192x2048xbf16>
    %1789 = stablehlo.reshape %1788 : (tensor<192x2048xbf16>) -> tensor<1x192x2048xbf16>
    %1790 = stablehlo.maximum %1789, %cst_22 : tensor<1x192x2048xbf16>
    %1791 = stablehlo.reshape %1790 : (tensor<1x192x2048xbf16>) -> tensor<192x2048xbf16>
    %1792 = stablehlo.transpose %arg187, dims = [1, 0] : (tensor<256x2048xbf16>) -> tensor<2048x256xbf16>
    %1793 = stablehlo.convert %arg188 : (tensor<256xbf16>) -> tensor<256xf32>
    %1794 = stablehlo.convert %1791 : (tensor<192x2048xbf16>) -> tensor<192x2048xf32>
    %1795 = stablehlo.convert %1792 : (tensor<2048x256xbf16>) -> tensor<2048x256xf32>
    %1796 = stablehlo.dot_general %1794, %1795, contracting_dims = [1] x [0] : (tensor<192x2048xf32>, tensor<2048x256xf32>) -> tensor<192x256xf32>
    %1797 = stablehlo.multiply %1796, %1573 : tensor<192x256xf32>
    %1798 = stablehlo.broadcast_in_dim %1793, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %1799 = stablehlo.multiply %1798, %1573 : tensor<192x256xf32>
    %1800 = stablehlo.add %1797, %1799 : tensor<192x256xf32>
    %1801 = stablehlo.convert %1800 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %1802 = stablehlo.reshape %1801 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %1803 = stablehlo.add %1777, %1802 : tensor<1x192x256xbf16>
    %1804 = stablehlo.convert %1803 : (tensor<1x192x256xbf16>) -> tensor<1x192x256xf32>
    %1805 = stablehlo.convert %1804 : (tensor<1x192x256xf32>) -> tensor<1x192x256xf64>
    %1806 = stablehlo.reduce(%1805 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %1807 = stablehlo.reshape %1806 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %1808 = stablehlo.divide %1807, %1587 : tensor<1x192x1xf64>
    %1809 = stablehlo.broadcast_in_dim %1808, dims = [0, 1, 2] : (tensor<1x192x1xf64>) -> tensor<1x192x256xf64>
    %1810 = stablehlo.subtract %1805, %1809 : tensor<1x192x256xf64>
    %1811 = stablehlo.multiply %1810, %1810 : tensor<1x192x256xf64>
    %1812 = stablehlo.reduce(%1811 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %1813 = stablehlo.reshape %1812 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %1814 = stablehlo.divide %1813, %1587 : tensor<1x192x1xf64>
    %1815 = stablehlo.convert %1814 : (tensor<1x192x1xf64>) -> tensor<1x192x1xf32>
    %1816 = stablehlo.reduce(%1804 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf32>, tensor<f32>) -> tensor<1x192xf32>
    %1817 = stablehlo.reshape %1816 : (tensor<1x192xf32>) -> tensor<1x192x1xf32>
    %1818 = stablehlo.divide %1817, %1600 : tensor<1x192x1xf32>
    %1819 = stablehlo.add %1815, %1602 : tensor<1x192x1xf32>
    %1820 = stablehlo.rsqrt %1819 : tensor<1x192x1xf32>
    %1821 = stablehlo.broadcast_in_dim %1818, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %1822 = stablehlo.subtract %1804, %1821 : tensor<1x192x256xf32>
    %1823 = stablehlo.broadcast_in_dim %1820, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %1824 = stablehlo.multiply %1822, %1823 : tensor<1x192x256xf32>
    %1825 = stablehlo.convert %arg191 : (tensor<256xbf16>) -> tensor<256xf32>
    %1826 = stablehlo.broadcast_in_dim %1825, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %1827 = stablehlo.multiply %1824, %1826 : tensor<1x192x256xf32>
    %1828 = stablehlo.convert %arg192 : (tensor<256xbf16>) -> tensor<256xf32>
    %1829 = stablehlo.broadcast_in_dim %1828, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %1830 = stablehlo.add %1827, %1829 : tensor<1x192x256xf32>
    %1831 = stablehlo.convert %1830 : (tensor<1x192x256xf32>) -> tensor<1x192x256xbf16>
    %1832 = stablehlo.add %1831, %1505 : tensor<1x192x256xbf16>
    %1833 = stablehlo.reshape %1832 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %1834 = stablehlo.transpose %arg193, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %1835 = stablehlo.convert %arg194 : (tensor<256xbf16>) -> tensor<256xf32>
    %1836 = stablehlo.convert %1833 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %1837 = stablehlo.convert %1834 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %1838 = stablehlo.dot_general %1836, %1837, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %1839 = stablehlo.multiply %1838, %1573 : tensor<192x256xf32>
    %1840 = stablehlo.broadcast_in_dim %1835, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %1841 = stablehlo.multiply %1840, %1573 : tensor<192x256xf32>
    %1842 = stablehlo.add %1839, %1841 : tensor<192x256xf32>
    %1843 = stablehlo.convert %1842 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %1844 = stablehlo.reshape %1843 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %1845 = stablehlo.reshape %1844 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %1846 = stablehlo.transpose %1845, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %1847 = stablehlo.transpose %arg195, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %1848 = stablehlo.convert %arg196 : (tensor<256xbf16>) -> tensor<256xf32>
    %1849 = stablehlo.convert %1847 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %1850 = stablehlo.dot_general %1836, %1849, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %1851 = stablehlo.multiply %1850, %1573 : tensor<192x256xf32>
    %1852 = stablehlo.broadcast_in_dim %1848, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %1853 = stablehlo.multiply %1852, %1573 : tensor<192x256xf32>
    %1854 = stablehlo.add %1851, %1853 : tensor<192x256xf32>
    %1855 = stablehlo.convert %1854 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %1856 = stablehlo.reshape %1855 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %1857 = stablehlo.reshape %1856 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %1858 = stablehlo.transpose %1857, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %1859 = stablehlo.reshape %1831 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %1860 = stablehlo.transpose %arg197, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %1861 = stablehlo.convert %arg198 : (tensor<256xbf16>) -> tensor<256xf32>
    %1862 = stablehlo.convert %1859 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %1863 = stablehlo.convert %1860 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %1864 = stablehlo.dot_general %1862, %1863, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %1865 = stablehlo.multiply %1864, %1573 : tensor<192x256xf32>
    %1866 = stablehlo.broadcast_in_dim %1861, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %1867 = stablehlo.multiply %1866, %1573 : tensor<192x256xf32>
    %1868 = stablehlo.add %1865, %1867 : tensor<192x256xf32>
    %1869 = stablehlo.convert %1868 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %1870 = stablehlo.reshape %1869 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %1871 = stablehlo.reshape %1870 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %1872 = stablehlo.transpose %1871, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %1873 = stablehlo.divide %1846, %1541 : tensor<1x8x192x32xbf16>
    %1874 = stablehlo.transpose %1858, dims = [0, 1, 3, 2] : (tensor<1x8x192x32xbf16>) -> tensor<1x8x32x192xbf16>
    %1875 = stablehlo.reshape %1873 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %1876 = stablehlo.reshape %1874 : (tensor<1x8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %1877 = stablehlo.broadcast_in_dim %1876, dims = [0, 1, 2] : (tensor<8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %1878 = stablehlo.dot_general %1875, %1877, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x192x32xbf16>, tensor<8x32x192xbf16>) -> tensor<8x192x192xbf16>
    %1879 = stablehlo.reshape %1878 : (tensor<8x192x192xbf16>) -> tensor<1x8x192x192xbf16>
    %1880 = stablehlo.convert %1879 : (tensor<1x8x192x192xbf16>) -> tensor<1x8x192x192xf32>
    %1881 = stablehlo.reduce(%1880 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x192x192xf32>, tensor<f32>) -> tensor<1x8x192xf32>
    %1882 = stablehlo.reshape %1881 : (tensor<1x8x192xf32>) -> tensor<1x8x192x1xf32>
    %1883 = stablehlo.broadcast_in_dim %1882, dims = [0, 1, 2, 3] : (tensor<1x8x192x1xf32>) -> tensor<1x8x192x192xf32>
    %1884 = stablehlo.subtract %1880, %1883 : tensor<1x8x192x192xf32>
    %1885 = stablehlo.exponential %1884 : tensor<1x8x192x192xf32>
    %1886 = stablehlo.reduce(%1885 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x192x192xf32>, tensor<f32>) -> tensor<1x8x192xf32>
    %1887 = stablehlo.reshape %1886 : (tensor<1x8x192xf32>) -> tensor<1x8x192x1xf32>
    %1888 = stablehlo.broadcast_in_dim %1887, dims = [0, 1, 2, 3] : (tensor<1x8x192x1xf32>) -> tensor<1x8x192x192xf32>
    %1889 = stablehlo.divide %1885, %1888 : tensor<1x8x192x192xf32>
    %1890 = stablehlo.convert %1889 : (tensor<1x8x192x192xf32>) -> tensor<1x8x192x192xbf16>
    %1891 = stablehlo.reshape %1890 : (tensor<1x8x192x192xbf16>) -> tensor<8x192x192xbf16>
    %1892 = stablehlo.reshape %1872 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %1893 = stablehlo.broadcast_in_dim %1892, dims = [0, 1, 2] : (tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %1894 = stablehlo.dot_general %1891, %1893, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x192x192xbf16>, tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %1895 = stablehlo.reshape %1894 : (tensor<8x192x32xbf16>) -> tensor<1x8x192x32xbf16>
    %1896 = stablehlo.transpose %1895, dims = [0, 2, 1, 3] : (tensor<1x8x192x32xbf16>) -> tensor<1x192x8x32xbf16>
    %1897 = stablehlo.reshape %1896 : (tensor<1x192x8x32xbf16>) -> tensor<1x192x256xbf16>
    %1898 = stablehlo.reshape %1897 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %1899 = stablehlo.transpose %arg199, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %1900 = stablehlo.convert %arg200 : (tensor<256xbf16>) -> tensor<256xf32>
    %1901 = stablehlo.convert %1898 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %1902 = stablehlo.convert %1899 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %1903 = stablehlo.dot_general %1901, %1902, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %1904 = stablehlo.multiply %1903, %1573 : tensor<192x256xf32>
    %1905 = stablehlo.broadcast_in_dim %1900, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %1906 = stablehlo.multiply %1905, %1573 : tensor<192x256xf32>
    %1907 = stablehlo.add %1904, %1906 : tensor<192x256xf32>
    %1908 = stablehlo.convert %1907 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %1909 = stablehlo.reshape %1908 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %1910 = stablehlo.add %1831, %1909 : tensor<1x192x256xbf16>
    %1911 = stablehlo.convert %1910 : (tensor<1x192x256xbf16>) -> tensor<1x192x256xf32>
    %1912 = stablehlo.convert %1911 : (tensor<1x192x256xf32>) -> tensor<1x192x256xf64>
    %1913 = stablehlo.reduce(%1912 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %1914 = stablehlo.reshape %1913 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %1915 = stablehlo.divide %1914, %1587 : tensor<1x192x1xf64>
    %1916 = stablehlo.broadcast_in_dim %1915, dims = [0, 1, 2] : (tensor<1x192x1xf64>) -> tensor<1x192x256xf64>
    %1917 = stablehlo.subtract %1912, %1916 : tensor<1x192x256xf64>
    %1918 = stablehlo.multiply %1917, %1917 : tensor<1x192x256xf64>
    %1919 = stablehlo.reduce(%1918 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %1920 = stablehlo.reshape %1919 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %1921 = stablehlo.divide %1920, %1587 : tensor<1x192x1xf64>
    %1922 = stablehlo.convert %1921 : (tensor<1x192x1xf64>) -> tensor<1x192x1xf32>
    %1923 = stablehlo.reduce(%1911 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf32>, tensor<f32>) -> tensor<1x192xf32>
    %1924 = stablehlo.reshape %1923 : (tensor<1x192xf32>) -> tensor<1x192x1xf32>
    %1925 = stablehlo.divide %1924, %1600 : tensor<1x192x1xf32>
    %1926 = stablehlo.add %1922, %1602 : tensor<1x192x1xf32>
    %1927 = stablehlo.rsqrt %1926 : tensor<1x192x1xf32>
    %1928 = stablehlo.broadcast_in_dim %1925, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %1929 = stablehlo.subtract %1911, %1928 : tensor<1x192x256xf32>
    %1930 = stablehlo.broadcast_in_dim %1927, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %1931 = stablehlo.multiply %1929, %1930 : tensor<1x192x256xf32>
    %1932 = stablehlo.convert %arg205 : (tensor<256xbf16>) -> tensor<256xf32>
    %1933 = stablehlo.broadcast_in_dim %1932, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %1934 = stablehlo.multiply %1931, %1933 : tensor<1x192x256xf32>
    %1935 = stablehlo.convert %arg206 : (tensor<256xbf16>) -> tensor<256xf32>
    %1936 = stablehlo.broadcast_in_dim %1935, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %1937 = stablehlo.add %1934, %1936 : tensor<1x192x256xf32>
    %1938 = stablehlo.convert %1937 : (tensor<1x192x256xf32>) -> tensor<1x192x256xbf16>
    %1939 = stablehlo.reshape %1938 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %1940 = stablehlo.transpose %arg201, dims = [1, 0] : (tensor<2048x256xbf16>) -> tensor<256x2048xbf16>
    %1941 = stablehlo.convert %arg202 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %1942 = stablehlo.convert %1939 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %1943 = stablehlo.convert %1940 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %1944 = stablehlo.dot_general %1942, %1943, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x2048xf32>) -> tensor<192x2048xf32>
    %1945 = stablehlo.multiply %1944, %1622 : tensor<192x2048xf32>
    %1946 = stablehlo.broadcast_in_dim %1941, dims = [1] : (tensor<2048xf32>) -> tensor<192x2048xf32>
    %1947 = stablehlo.multiply %1946, %1622 : tensor<192x2048xf32>
    %1948 = stablehlo.add %1945, %1947 : tensor<192x2048xf32>
    %1949 = stablehlo.convert %1948 : (tensor<192x2048xf32>) -> tensor<192x2048xbf16>
    %1950 = stablehlo.reshape %1949 : (tensor<192x2048xbf16>) -> tensor<1x192x2048xbf16>
    %1951 = stablehlo.maximum %1950, %cst_22 : tensor<1x192x2048xbf16>
    %1952 = stablehlo.reshape %1951 : (tensor<1x192x2048xbf16>) -> tensor<192x2048xbf16>
    %1953 = stablehlo.transpose %arg203, dims = [1, 0] : (tensor<256x2048xbf16>) -> tensor<2048x256xbf16>
    %1954 = stablehlo.convert %arg204 : (tensor<256xbf16>) -> tensor<256xf32>
    %1955 = stablehlo.convert %1952 : (tensor<192x2048xbf16>) -> tensor<192x2048xf32>
    %1956 = stablehlo.convert %1953 : (tensor<2048x256xbf16>) -> tensor<2048x256xf32>
    %1957 = stablehlo.dot_general %1955, %1956, contracting_dims = [1] x [0] : (tensor<192x2048xf32>, tensor<2048x256xf32>) -> tensor<192x256xf32>
    %1958 = stablehlo.multiply %1957, %1573 : tensor<192x256xf32>
    %1959 = stablehlo.broadcast_in_dim %1954, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %1960 = stablehlo.multiply %1959, %1573 : tensor<192x256xf32>
    %1961 = stablehlo.add %1958, %1960 : tensor<192x256xf32>
    %1962 = stablehlo.convert %1961 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %1963 = stablehlo.reshape %1962 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %1964 = stablehlo.add %1938, %1963 : tensor<1x192x256xbf16>
    %1965 = stablehlo.convert %1964 : (tensor<1x192x256xbf16>) -> tensor<1x192x256xf32>
    %1966 = stablehlo.convert %1965 : (tensor<1x192x256xf32>) -> tensor<1x192x256xf64>
    %1967 = stablehlo.reduce(%1966 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %1968 = stablehlo.reshape %1967 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %1969 = stablehlo.divide %1968, %1587 : tensor<1x192x1xf64>
    %1970 = stablehlo.broadcast_in_dim %1969, dims = [0, 1, 2] : (tensor<1x192x1xf64>) -> tensor<1x192x256xf64>
    %1971 = stablehlo.subtract %1966, %1970 : tensor<1x192x256xf64>
    %1972 = stablehlo.multiply %1971, %1971 : tensor<1x192x256xf64>
    %1973 = stablehlo.reduce(%1972 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %1974 = stablehlo.reshape %1973 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %1975 = stablehlo.divide %1974, %1587 : tensor<1x192x1xf64>
    %1976 = stablehlo.convert %1975 : (tensor<1x192x1xf64>) -> tensor<1x192x1xf32>
    %1977 = stablehlo.reduce(%1965 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf32>, tensor<f32>) -> tensor<1x192xf32>
    %1978 = stablehlo.reshape %1977 : (tensor<1x192xf32>) -> tensor<1x192x1xf32>
    %1979 = stablehlo.divide %1978, %1600 : tensor<1x192x1xf32>
    %1980 = stablehlo.add %1976, %1602 : tensor<1x192x1xf32>
    %1981 = stablehlo.rsqrt %1980 : tensor<1x192x1xf32>
    %1982 = stablehlo.broadcast_in_dim %1979, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %1983 = stablehlo.subtract %1965, %1982 : tensor<1x192x256xf32>
    %1984 = stablehlo.broadcast_in_dim %1981, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %1985 = stablehlo.multiply %1983, %1984 : tensor<1x192x256xf32>
    %1986 = stablehlo.convert %arg207 : (tensor<256xbf16>) -> tensor<256xf32>
    %1987 = stablehlo.broadcast_in_dim %1986, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %1988 = stablehlo.multiply %1985, %1987 : tensor<1x192x256xf32>
    %1989 = stablehlo.convert %arg208 : (tensor<256xbf16>) -> tensor<256xf32>
    %1990 = stablehlo.broadcast_in_dim %1989, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %1991 = stablehlo.add %1988, %1990 : tensor<1x192x256xf32>
    %1992 = stablehlo.convert %1991 : (tensor<1x192x256xf32>) -> tensor<1x192x256xbf16>
    %1993 = stablehlo.add %1992, %1505 : tensor<1x192x256xbf16>
    %1994 = stablehlo.reshape %1993 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %1995 = stablehlo.transpose %arg209, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %1996 = stablehlo.convert %arg210 : (tensor<256xbf16>) -> tensor<256xf32>
    %1997 = stablehlo.convert %1994 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %1998 = stablehlo.convert %1995 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %1999 = stablehlo.dot_general %1997, %1998, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %2000 = stablehlo.multiply %1999, %1573 : tensor<192x256xf32>
    %2001 = stablehlo.broadcast_in_dim %1996, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2002 = stablehlo.multiply %2001, %1573 : tensor<192x256xf32>
    %2003 = stablehlo.add %2000, %2002 : tensor<192x256xf32>
    %2004 = stablehlo.convert %2003 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2005 = stablehlo.reshape %2004 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2006 = stablehlo.reshape %2005 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %2007 = stablehlo.transpose %2006, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %2008 = stablehlo.transpose %arg211, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2009 = stablehlo.convert %arg212 : (tensor<256xbf16>) -> tensor<256xf32>
    %2010 = stablehlo.convert %2008 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2011 = stablehlo.dot_general %1997, %2010, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %2012 = stablehlo.multiply %2011, %1573 : tensor<192x256xf32>
    %2013 = stablehlo.broadcast_in_dim %2009, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2014 = stablehlo.multiply %2013, %1573 : tensor<192x256xf32>
    %2015 = stablehlo.add %2012, %2014 : tensor<192x256xf32>
    %2016 = stablehlo.convert %2015 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2017 = stablehlo.reshape %2016 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2018 = stablehlo.reshape %2017 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %2019 = stablehlo.transpose %2018, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %2020 = stablehlo.reshape %1992 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %2021 = stablehlo.transpose %arg213, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2022 = stablehlo.convert %arg214 : (tensor<256xbf16>) -> tensor<256xf32>
    %2023 = stablehlo.convert %2020 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %2024 = stablehlo.convert %2021 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2025 = stablehlo.dot_general %2023, %2024, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %2026 = stablehlo.multiply %2025, %1573 : tensor<192x256xf32>
    %2027 = stablehlo.broadcast_in_dim %2022, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2028 = stablehlo.multiply %2027, %1573 : tensor<192x256xf32>
    %2029 = stablehlo.add %2026, %2028 : tensor<192x256xf32>
    %2030 = stablehlo.convert %2029 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2031 = stablehlo.reshape %2030 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2032 = stablehlo.reshape %2031 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %2033 = stablehlo.transpose %2032, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %2034 = stablehlo.divide %2007, %1541 : tensor<1x8x192x32xbf16>
    %2035 = stablehlo.transpose %2019, dims = [0, 1, 3, 2] : (tensor<1x8x192x32xbf16>) -> tensor<1x8x32x192xbf16>
    %2036 = stablehlo.reshape %2034 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %2037 = stablehlo.reshape %2035 : (tensor<1x8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %2038 = stablehlo.broadcast_in_dim %2037, dims = [0, 1, 2] : (tensor<8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %2039 = stablehlo.dot_general %2036, %2038, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x192x32xbf16>, tensor<8x32x192xbf16>) -> tensor<8x192x192xbf16>
    %2040 = stablehlo.reshape %2039 : (tensor<8x192x192xbf16>) -> tensor<1x8x192x192xbf16>
    %2041 = stablehlo.convert %2040 : (tensor<1x8x192x192xbf16>) -> tensor<1x8x192x192xf32>
    %2042 = stablehlo.reduce(%2041 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x192x192xf32>, tensor<f32>) -> tensor<1x8x192xf32>
    %2043 = stablehlo.reshape %2042 : (tensor<1x8x192xf32>) -> tensor<1x8x192x1xf32>
    %2044 = stablehlo.broadcast_in_dim %2043, dims = [0, 1, 2, 3] : (tensor<1x8x192x1xf32>) -> tensor<1x8x192x192xf32>
    %2045 = stablehlo.subtract %2041, %2044 : tensor<1x8x192x192xf32>
    %2046 = stablehlo.exponential %2045 : tensor<1x8x192x192xf32>
    %2047 = stablehlo.reduce(%2046 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x192x192xf32>, tensor<f32>) -> tensor<1x8x192xf32>
    %2048 = stablehlo.reshape %2047 : (tensor<1x8x192xf32>) -> tensor<1x8x192x1xf32>
    %2049 = stablehlo.broadcast_in_dim %2048, dims = [0, 1, 2, 3] : (tensor<1x8x192x1xf32>) -> tensor<1x8x192x192xf32>
    %2050 = stablehlo.divide %2046, %2049 : tensor<1x8x192x192xf32>
    %2051 = stablehlo.convert %2050 : (tensor<1x8x192x192xf32>) -> tensor<1x8x192x192xbf16>
    %2052 = stablehlo.reshape %2051 : (tensor<1x8x192x192xbf16>) -> tensor<8x192x192xbf16>
    %2053 = stablehlo.reshape %2033 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %2054 = stablehlo.broadcast_in_dim %2053, dims = [0, 1, 2] : (tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %2055 = stablehlo.dot_general %2052, %2054, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x192x192xbf16>, tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %2056 = stablehlo.reshape %2055 : (tensor<8x192x32xbf16>) -> tensor<1x8x192x32xbf16>
    %2057 = stablehlo.transpose %2056, dims = [0, 2, 1, 3] : (tensor<1x8x192x32xbf16>) -> tensor<1x192x8x32xbf16>
    %2058 = stablehlo.reshape %2057 : (tensor<1x192x8x32xbf16>) -> tensor<1x192x256xbf16>
    %2059 = stablehlo.reshape %2058 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %2060 = stablehlo.transpose %arg215, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2061 = stablehlo.convert %arg216 : (tensor<256xbf16>) -> tensor<256xf32>
    %2062 = stablehlo.convert %2059 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %2063 = stablehlo.convert %2060 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2064 = stablehlo.dot_general %2062, %2063, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %2065 = stablehlo.multiply %2064, %1573 : tensor<192x256xf32>
    %2066 = stablehlo.broadcast_in_dim %2061, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2067 = stablehlo.multiply %2066, %1573 : tensor<192x256xf32>
    %2068 = stablehlo.add %2065, %2067 : tensor<192x256xf32>
    %2069 = stablehlo.convert %2068 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2070 = stablehlo.reshape %2069 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2071 = stablehlo.add %1992, %2070 : tensor<1x192x256xbf16>
    %2072 = stablehlo.convert %2071 : (tensor<1x192x256xbf16>) -> tensor<1x192x256xf32>
    %2073 = stablehlo.convert %2072 : (tensor<1x192x256xf32>) -> tensor<1x192x256xf64>
    %2074 = stablehlo.reduce(%2073 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %2075 = stablehlo.reshape %2074 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %2076 = stablehlo.divide %2075, %1587 : tensor<1x192x1xf64>
    %2077 = stablehlo.broadcast_in_dim %2076, dims = [0, 1, 2] : (tensor<1x192x1xf64>) -> tensor<1x192x256xf64>
    %2078 = stablehlo.subtract %2073, %2077 : tensor<1x192x256xf64>
    %2079 = stablehlo.multiply %2078, %2078 : tensor<1x192x256xf64>
    %2080 = stablehlo.reduce(%2079 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %2081 = stablehlo.reshape %2080 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %2082 = stablehlo.divide %2081, %1587 : tensor<1x192x1xf64>
    %2083 = stablehlo.convert %2082 : (tensor<1x192x1xf64>) -> tensor<1x192x1xf32>
    %2084 = stablehlo.reduce(%2072 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf32>, tensor<f32>) -> tensor<1x192xf32>
    %2085 = stablehlo.reshape %2084 : (tensor<1x192xf32>) -> tensor<1x192x1xf32>
    %2086 = stablehlo.divide %2085, %1600 : tensor<1x192x1xf32>
    %2087 = stablehlo.add %2083, %1602 : tensor<1x192x1xf32>
    %2088 = stablehlo.rsqrt %2087 : tensor<1x192x1xf32>
    %2089 = stablehlo.broadcast_in_dim %2086, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %2090 = stablehlo.subtract %2072, %2089 : tensor<1x192x256xf32>
    %2091 = stablehlo.broadcast_in_dim %2088, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %2092 = stablehlo.multiply %2090, %2091 : tensor<1x192x256xf32>
    %2093 = stablehlo.convert %arg221 : (tensor<256xbf16>) -> tensor<256xf32>
    %2094 = stablehlo.broadcast_in_dim %2093, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %2095 = stablehlo.multiply %2092, %2094 : tensor<1x192x256xf32>
    %2096 = stablehlo.convert %arg222 : (tensor<256xbf16>) -> tensor<256xf32>
    %2097 = stablehlo.broadcast_in_dim %2096, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %2098 = stablehlo.add %2095, %2097 : tensor<1x192x256xf32>
    %2099 = stablehlo.convert %2098 : (tensor<1x192x256xf32>) -> tensor<1x192x256xbf16>
    %2100 = stablehlo.reshape %2099 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %2101 = stablehlo.transpose %arg217, dims = [1, 0] : (tensor<2048x256xbf16>) -> tensor<256x2048xbf16>
    %2102 = stablehlo.convert %arg218 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %2103 = stablehlo.convert %2100 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %2104 = stablehlo.convert %2101 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %2105 = stablehlo.dot_general %2103, %2104, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x2048xf32>) -> tensor<192x2048xf32>
    %2106 = stablehlo.multiply %2105, %1622 : tensor<192x2048xf32>
    %2107 = stablehlo.broadcast_in_dim %2102, dims = [1] : (tensor<2048xf32>) -> tensor<192x2048xf32>
    %2108 = stablehlo.multiply %2107, %1622 : tensor<192x2048xf32>
    %2109 = stablehlo.add %2106, %2108 : tensor<192x2048xf32>
    %2110 = stablehlo.convert %2109 : (tensor<192x2048xf32>) -> tensor<192x2048xbf16>
    %2111 = stablehlo.reshape %2110 : (tensor<192x2048xbf16>) -> tensor<1x192x2048xbf16>
    %2112 = stablehlo.maximum %2111, %cst_22 : tensor<1x192x2048xbf16>
    %2113 = stablehlo.reshape %2112 : (tensor<1x192x2048xbf16>) -> tensor<192x2048xbf16>
    %2114 = stablehlo.transpose %arg219, dims = [1, 0] : (tensor<256x2048xbf16>) -> tensor<2048x256xbf16>
    %2115 = stablehlo.convert %arg220 : (tensor<256xbf16>) -> tensor<256xf32>
    %2116 = stablehlo.convert %2113 : (tensor<192x2048xbf16>) -> tensor<192x2048xf32>
    %2117 = stablehlo.convert %2114 : (tensor<2048x256xbf16>) -> tensor<2048x256xf32>
    %2118 = stablehlo.dot_general %2116, %2117, contracting_dims = [1] x [0] : (tensor<192x2048xf32>, tensor<2048x256xf32>) -> tensor<192x256xf32>
    %2119 = stablehlo.multiply %2118, %1573 : tensor<192x256xf32>
    %2120 = stablehlo.broadcast_in_dim %2115, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2121 = stablehlo.multiply %2120, %1573 : tensor<192x256xf32>
    %2122 = stablehlo.add %2119, %2121 : tensor<192x256xf32>
    %2123 = stablehlo.convert %2122 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2124 = stablehlo.reshape %2123 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2125 = stablehlo.add %2099, %2124 : tensor<1x192x256xbf16>
    %2126 = stablehlo.convert %2125 : (tensor<1x192x256xbf16>) -> tensor<1x192x256xf32>
    %2127 = stablehlo.convert %2126 : (tensor<1x192x256xf32>) -> tensor<1x192x256xf64>
    %2128 = stablehlo.reduce(%2127 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %2129 = stablehlo.reshape %2128 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %2130 = stablehlo.divide %2129, %1587 : tensor<1x192x1xf64>
    %2131 = stablehlo.broadcast_in_dim %2130, dims = [0, 1, 2] : (tensor<1x192x1xf64>) -> tensor<1x192x256xf64>
    %2132 = stablehlo.subtract %2127, %2131 : tensor<1x192x256xf64>
    %2133 = stablehlo.multiply %2132, %2132 : tensor<1x192x256xf64>
    %2134 = stablehlo.reduce(%2133 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %2135 = stablehlo.reshape %2134 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %2136 = stablehlo.divide %2135, %1587 : tensor<1x192x1xf64>
    %2137 = stablehlo.convert %2136 : (tensor<1x192x1xf64>) -> tensor<1x192x1xf32>
    %2138 = stablehlo.reduce(%2126 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf32>, tensor<f32>) -> tensor<1x192xf32>
    %2139 = stablehlo.reshape %2138 : (tensor<1x192xf32>) -> tensor<1x192x1xf32>
    %2140 = stablehlo.divide %2139, %1600 : tensor<1x192x1xf32>
    %2141 = stablehlo.add %2137, %1602 : tensor<1x192x1xf32>
    %2142 = stablehlo.rsqrt %2141 : tensor<1x192x1xf32>
    %2143 = stablehlo.broadcast_in_dim %2140, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %2144 = stablehlo.subtract %2126, %2143 : tensor<1x192x256xf32>
    %2145 = stablehlo.broadcast_in_dim %2142, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %2146 = stablehlo.multiply %2144, %2145 : tensor<1x192x256xf32>
    %2147 = stablehlo.convert %arg223 : (tensor<256xbf16>) -> tensor<256xf32>
    %2148 = stablehlo.broadcast_in_dim %2147, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %2149 = stablehlo.multiply %2146, %2148 : tensor<1x192x256xf32>
    %2150 = stablehlo.convert %arg224 : (tensor<256xbf16>) -> tensor<256xf32>
    %2151 = stablehlo.broadcast_in_dim %2150, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %2152 = stablehlo.add %2149, %2151 : tensor<1x192x256xf32>
    %2153 = stablehlo.convert %2152 : (tensor<1x192x256xf32>) -> tensor<1x192x256xbf16>
    %2154 = stablehlo.add %2153, %1505 : tensor<1x192x256xbf16>
    %2155 = stablehlo.reshape %2154 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %2156 = stablehlo.transpose %arg225, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2157 = stablehlo.convert %arg226 : (tensor<256xbf16>) -> tensor<256xf32>
    %2158 = stablehlo.convert %2155 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %2159 = stablehlo.convert %2156 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2160 = stablehlo.dot_general %2158, %2159, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %2161 = stablehlo.multiply %2160, %1573 : tensor<192x256xf32>
    %2162 = stablehlo.broadcast_in_dim %2157, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2163 = stablehlo.multiply %2162, %1573 : tensor<192x256xf32>
    %2164 = stablehlo.add %2161, %2163 : tensor<192x256xf32>
    %2165 = stablehlo.convert %2164 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2166 = stablehlo.reshape %2165 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2167 = stablehlo.reshape %2166 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %2168 = stablehlo.transpose %2167, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %2169 = stablehlo.transpose %arg227, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2170 = stablehlo.convert %arg228 : (tensor<256xbf16>) -> tensor<256xf32>
    %2171 = stablehlo.convert %2169 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2172 = stablehlo.dot_general %2158, %2171, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %2173 = stablehlo.multiply %2172, %1573 : tensor<192x256xf32>
    %2174 = stablehlo.broadcast_in_dim %2170, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2175 = stablehlo.multiply %2174, %1573 : tensor<192x256xf32>
    %2176 = stablehlo.add %2173, %2175 : tensor<192x256xf32>
    %2177 = stablehlo.convert %2176 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2178 = stablehlo.reshape %2177 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2179 = stablehlo.reshape %2178 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %2180 = stablehlo.transpose %2179, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %2181 = stablehlo.reshape %2153 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %2182 = stablehlo.transpose %arg229, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2183 = stablehlo.convert %arg230 : (tensor<256xbf16>) -> tensor<256xf32>
    %2184 = stablehlo.convert %2181 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %2185 = stablehlo.convert %2182 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2186 = stablehlo.dot_general %2184, %2185, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %2187 = stablehlo.multiply %2186, %1573 : tensor<192x256xf32>
    %2188 = stablehlo.broadcast_in_dim %2183, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2189 = stablehlo.multiply %2188, %1573 : tensor<192x256xf32>
    %2190 = stablehlo.add %2187, %2189 : tensor<192x256xf32>
    %2191 = stablehlo.convert %2190 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2192 = stablehlo.reshape %2191 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2193 = stablehlo.reshape %2192 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %2194 = stablehlo.transpose %2193, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %2195 = stablehlo.divide %2168, %1541 : tensor<1x8x192x32xbf16>
    %2196 = stablehlo.transpose %2180, dims = [0, 1, 3, 2] : (tensor<1x8x192x32xbf16>) -> tensor<1x8x32x192xbf16>
    %2197 = stablehlo.reshape %2195 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %2198 = stablehlo.reshape %2196 : (tensor<1x8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %2199 = stablehlo.broadcast_in_dim %2198, dims = [0, 1, 2] : (tensor<8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %2200 = stablehlo.dot_general %2197, %2199, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x192x32xbf16>, tensor<8x32x192xbf16>) -> tensor<8x192x192xbf16>
    %2201 = stablehlo.reshape %2200 : (tensor<8x192x192xbf16>) -> tensor<1x8x192x192xbf16>
    %2202 = stablehlo.convert %2201 : (tensor<1x8x192x192xbf16>) -> tensor<1x8x192x192xf32>
    %2203 = stablehlo.reduce(%2202 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x192x192xf32>, tensor<f32>) -> tensor<1x8x192xf32>
    %2204 = stablehlo.reshape %2203 : (tensor<1x8x192xf32>) -> tensor<1x8x192x1xf32>
    %2205 = stablehlo.broadcast_in_dim %2204, dims = [0, 1, 2, 3] : (tensor<1x8x192x1xf32>) -> tensor<1x8x192x192xf32>
    %2206 = stablehlo.subtract %2202, %2205 : tensor<1x8x192x192xf32>
    %2207 = stablehlo.exponential %2206 : tensor<1x8x192x192xf32>
    %2208 = stablehlo.reduce(%2207 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x192x192xf32>, tensor<f32>) -> tensor<1x8x192xf32>
    %2209 = stablehlo.reshape %2208 : (tensor<1x8x192xf32>) -> tensor<1x8x192x1xf32>
    %2210 = stablehlo.broadcast_in_dim %2209, dims = [0, 1, 2, 3] : (tensor<1x8x192x1xf32>) -> tensor<1x8x192x192xf32>
    %2211 = stablehlo.divide %2207, %2210 : tensor<1x8x192x192xf32>
    %2212 = stablehlo.convert %2211 : (tensor<1x8x192x192xf32>) -> tensor<1x8x192x192xbf16>
    %2213 = stablehlo.reshape %2212 : (tensor<1x8x192x192xbf16>) -> tensor<8x192x192xbf16>
    %2214 = stablehlo.reshape %2194 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %2215 = stablehlo.broadcast_in_dim %2214, dims = [0, 1, 2] : (tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %2216 = stablehlo.dot_general %2213, %2215, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x192x192xbf16>, tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %2217 = stablehlo.reshape %2216 : (tensor<8x192x32xbf16>) -> tensor<1x8x192x32xbf16>
    %2218 = stablehlo.transpose %2217, dims = [0, 2, 1, 3] : (tensor<1x8x192x32xbf16>) -> tensor<1x192x8x32xbf16>
    %2219 = stablehlo.reshape %2218 : (tensor<1x192x8x32xbf16>) -> tensor<1x192x256xbf16>
    %2220 = stablehlo.reshape %2219 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %2221 = stablehlo.transpose %arg231, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2222 = stablehlo.convert %arg232 : (tensor<256xbf16>) -> tensor<256xf32>
    %2223 = stablehlo.convert %2220 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %2224 = stablehlo.convert %2221 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2225 = stablehlo.dot_general %2223, %2224, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %2226 = stablehlo.multiply %2225, %1573 : tensor<192x256xf32>
    %2227 = stablehlo.broadcast_in_dim %2222, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2228 = stablehlo.multiply %2227, %1573 : tensor<192x256xf32>
    %2229 = stablehlo.add %2226, %2228 : tensor<192x256xf32>
    %2230 = stablehlo.convert %2229 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2231 = stablehlo.reshape %2230 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2232 = stablehlo.add %2153, %2231 : tensor<1x192x256xbf16>
    %2233 = stablehlo.convert %2232 : (tensor<1x192x256xbf16>) -> tensor<1x192x256xf32>
    %2234 = stablehlo.convert %2233 : (tensor<1x192x256xf32>) -> tensor<1x192x256xf64>
    %2235 = stablehlo.reduce(%2234 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %2236 = stablehlo.reshape %2235 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %2237 = stablehlo.divide %2236, %1587 : tensor<1x192x1xf64>
    %2238 = stablehlo.broadcast_in_dim %2237, dims = [0, 1, 2] : (tensor<1x192x1xf64>) -> tensor<1x192x256xf64>
    %2239 = stablehlo.subtract %2234, %2238 : tensor<1x192x256xf64>
    %2240 = stablehlo.multiply %2239, %2239 : tensor<1x192x256xf64>
    %2241 = stablehlo.reduce(%2240 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %2242 = stablehlo.reshape %2241 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %2243 = stablehlo.divide %2242, %1587 : tensor<1x192x1xf64>
    %2244 = stablehlo.convert %2243 : (tensor<1x192x1xf64>) -> tensor<1x192x1xf32>
    %2245 = stablehlo.reduce(%2233 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf32>, tensor<f32>) -> tensor<1x192xf32>
    %2246 = stablehlo.reshape %2245 : (tensor<1x192xf32>) -> tensor<1x192x1xf32>
    %2247 = stablehlo.divide %2246, %1600 : tensor<1x192x1xf32>
    %2248 = stablehlo.add %2244, %1602 : tensor<1x192x1xf32>
    %2249 = stablehlo.rsqrt %2248 : tensor<1x192x1xf32>
    %2250 = stablehlo.broadcast_in_dim %2247, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %2251 = stablehlo.subtract %2233, %2250 : tensor<1x192x256xf32>
    %2252 = stablehlo.broadcast_in_dim %2249, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %2253 = stablehlo.multiply %2251, %2252 : tensor<1x192x256xf32>
    %2254 = stablehlo.convert %arg237 : (tensor<256xbf16>) -> tensor<256xf32>
    %2255 = stablehlo.broadcast_in_dim %2254, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %2256 = stablehlo.multiply %2253, %2255 : tensor<1x192x256xf32>
    %2257 = stablehlo.convert %arg238 : (tensor<256xbf16>) -> tensor<256xf32>
    %2258 = stablehlo.broadcast_in_dim %2257, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %2259 = stablehlo.add %2256, %2258 : tensor<1x192x256xf32>
    %2260 = stablehlo.convert %2259 : (tensor<1x192x256xf32>) -> tensor<1x192x256xbf16>
    %2261 = stablehlo.reshape %2260 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %2262 = stablehlo.transpose %arg233, dims = [1, 0] : (tensor<2048x256xbf16>) -> tensor<256x2048xbf16>
    %2263 = stablehlo.convert %arg234 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %2264 = stablehlo.convert %2261 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %2265 = stablehlo.convert %2262 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %2266 = stablehlo.dot_general %2264, %2265, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x2048xf32>) -> tensor<192x2048xf32>
    %2267 = stablehlo.multiply %2266, %1622 : tensor<192x2048xf32>
    %2268 = stablehlo.broadcast_in_dim %2263, dims = [1] : (tensor<2048xf32>) -> tensor<192x2048xf32>
    %2269 = stablehlo.multiply %2268, %1622 : tensor<192x2048xf32>
    %2270 = stablehlo.add %2267, %2269 : tensor<192x2048xf32>
    %2271 = stablehlo.convert %2270 : (tensor<192x2048xf32>) -> tensor<192x2048xbf16>
    %2272 = stablehlo.reshape %2271 : (tensor<192x2048xbf16>) -> tensor<1x192x2048xbf16>
    %2273 = stablehlo.maximum %2272, %cst_22 : tensor<1x192x2048xbf16>
    %2274 = stablehlo.reshape %2273 : (tensor<1x192x2048xbf16>) -> tensor<192x2048xbf16>
    %2275 = stablehlo.transpose %arg235, dims = [1, 0] : (tensor<256x2048xbf16>) -> tensor<2048x256xbf16>
    %2276 = stablehlo.convert %arg236 : (tensor<256xbf16>) -> tensor<256xf32>
    %2277 = stablehlo.convert %2274 : (tensor<192x2048xbf16>) -> tensor<192x2048xf32>
    %2278 = stablehlo.convert %2275 : (tensor<2048x256xbf16>) -> tensor<2048x256xf32>
    %2279 = stablehlo.dot_general %2277, %2278, contracting_dims = [1] x [0] : (tensor<192x2048xf32>, tensor<2048x256xf32>) -> tensor<192x256xf32>
    %2280 = stablehlo.multiply %2279, %1573 : tensor<192x256xf32>
    %2281 = stablehlo.broadcast_in_dim %2276, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2282 = stablehlo.multiply %2281, %1573 : tensor<192x256xf32>
    %2283 = stablehlo.add %2280, %2282 : tensor<192x256xf32>
    %2284 = stablehlo.convert %2283 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2285 = stablehlo.reshape %2284 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2286 = stablehlo.add %2260, %2285 : tensor<1x192x256xbf16>
    %2287 = stablehlo.convert %2286 : (tensor<1x192x256xbf16>) -> tensor<1x192x256xf32>
    %2288 = stablehlo.convert %2287 : (tensor<1x192x256xf32>) -> tensor<1x192x256xf64>
    %2289 = stablehlo.reduce(%2288 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %2290 = stablehlo.reshape %2289 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %2291 = stablehlo.divide %2290, %1587 : tensor<1x192x1xf64>
    %2292 = stablehlo.broadcast_in_dim %2291, dims = [0, 1, 2] : (tensor<1x192x1xf64>) -> tensor<1x192x256xf64>
    %2293 = stablehlo.subtract %2288, %2292 : tensor<1x192x256xf64>
    %2294 = stablehlo.multiply %2293, %2293 : tensor<1x192x256xf64>
    %2295 = stablehlo.reduce(%2294 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %2296 = stablehlo.reshape %2295 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %2297 = stablehlo.divide %2296, %1587 : tensor<1x192x1xf64>
    %2298 = stablehlo.convert %2297 : (tensor<1x192x1xf64>) -> tensor<1x192x1xf32>
    %2299 = stablehlo.reduce(%2287 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf32>, tensor<f32>) -> tensor<1x192xf32>
    %2300 = stablehlo.reshape %2299 : (tensor<1x192xf32>) -> tensor<1x192x1xf32>
    %2301 = stablehlo.divide %2300, %1600 : tensor<1x192x1xf32>
    %2302 = stablehlo.add %2298, %1602 : tensor<1x192x1xf32>
    %2303 = stablehlo.rsqrt %2302 : tensor<1x192x1xf32>
    %2304 = stablehlo.broadcast_in_dim %2301, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %2305 = stablehlo.subtract %2287, %2304 : tensor<1x192x256xf32>
    %2306 = stablehlo.broadcast_in_dim %2303, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %2307 = stablehlo.multiply %2305, %2306 : tensor<1x192x256xf32>
    %2308 = stablehlo.convert %arg239 : (tensor<256xbf16>) -> tensor<256xf32>
    %2309 = stablehlo.broadcast_in_dim %2308, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %2310 = stablehlo.multiply %2307, %2309 : tensor<1x192x256xf32>
    %2311 = stablehlo.convert %arg240 : (tensor<256xbf16>) -> tensor<256xf32>
    %2312 = stablehlo.broadcast_in_dim %2311, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %2313 = stablehlo.add %2310, %2312 : tensor<1x192x256xf32>
    %2314 = stablehlo.convert %2313 : (tensor<1x192x256xf32>) -> tensor<1x192x256xbf16>
    %2315 = stablehlo.add %2314, %1505 : tensor<1x192x256xbf16>
    %2316 = stablehlo.reshape %2315 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %2317 = stablehlo.transpose %arg241, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2318 = stablehlo.convert %arg242 : (tensor<256xbf16>) -> tensor<256xf32>
    %2319 = stablehlo.convert %2316 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %2320 = stablehlo.convert %2317 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2321 = stablehlo.dot_general %2319, %2320, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %2322 = stablehlo.multiply %2321, %1573 : tensor<192x256xf32>
    %2323 = stablehlo.broadcast_in_dim %2318, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2324 = stablehlo.multiply %2323, %1573 : tensor<192x256xf32>
    %2325 = stablehlo.add %2322, %2324 : tensor<192x256xf32>
    %2326 = stablehlo.convert %2325 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2327 = stablehlo.reshape %2326 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2328 = stablehlo.reshape %2327 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %2329 = stablehlo.transpose %2328, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %2330 = stablehlo.transpose %arg243, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2331 = stablehlo.convert %arg244 : (tensor<256xbf16>) -> tensor<256xf32>
    %2332 = stablehlo.convert %2330 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2333 = stablehlo.dot_general %2319, %2332, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %2334 = stablehlo.multiply %2333, %1573 : tensor<192x256xf32>
    %2335 = stablehlo.broadcast_in_dim %2331, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2336 = stablehlo.multiply %2335, %1573 : tensor<192x256xf32>
    %2337 = stablehlo.add %2334, %2336 : tensor<192x256xf32>
    %2338 = stablehlo.convert %2337 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2339 = stablehlo.reshape %2338 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2340 = stablehlo.reshape %2339 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %2341 = stablehlo.transpose %2340, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %2342 = stablehlo.reshape %2314 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %2343 = stablehlo.transpose %arg245, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2344 = stablehlo.convert %arg246 : (tensor<256xbf16>) -> tensor<256xf32>
    %2345 = stablehlo.convert %2342 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %2346 = stablehlo.convert %2343 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2347 = stablehlo.dot_general %2345, %2346, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %2348 = stablehlo.multiply %2347, %1573 : tensor<192x256xf32>
    %2349 = stablehlo.broadcast_in_dim %2344, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2350 = stablehlo.multiply %2349, %1573 : tensor<192x256xf32>
    %2351 = stablehlo.add %2348, %2350 : tensor<192x256xf32>
    %2352 = stablehlo.convert %2351 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2353 = stablehlo.reshape %2352 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2354 = stablehlo.reshape %2353 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %2355 = stablehlo.transpose %2354, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %2356 = stablehlo.divide %2329, %1541 : tensor<1x8x192x32xbf16>
    %2357 = stablehlo.transpose %2341, dims = [0, 1, 3, 2] : (tensor<1x8x192x32xbf16>) -> tensor<1x8x32x192xbf16>
    %2358 = stablehlo.reshape %2356 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %2359 = stablehlo.reshape %2357 : (tensor<1x8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %2360 = stablehlo.broadcast_in_dim %2359, dims = [0, 1, 2] : (tensor<8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %2361 = stablehlo.dot_general %2358, %2360, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x192x32xbf16>, tensor<8x32x192xbf16>) -> tensor<8x192x192xbf16>
    %2362 = stablehlo.reshape %2361 : (tensor<8x192x192xbf16>) -> tensor<1x8x192x192xbf16>
    %2363 = stablehlo.convert %2362 : (tensor<1x8x192x192xbf16>) -> tensor<1x8x192x192xf32>
    %2364 = stablehlo.reduce(%2363 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x192x192xf32>, tensor<f32>) -> tensor<1x8x192xf32>
    %2365 = stablehlo.reshape %2364 : (tensor<1x8x192xf32>) -> tensor<1x8x192x1xf32>
    %2366 = stablehlo.broadcast_in_dim %2365, dims = [0, 1, 2, 3] : (tensor<1x8x192x1xf32>) -> tensor<1x8x192x192xf32>
    %2367 = stablehlo.subtract %2363, %2366 : tensor<1x8x192x192xf32>
    %2368 = stablehlo.exponential %2367 : tensor<1x8x192x192xf32>
    %2369 = stablehlo.reduce(%2368 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x192x192xf32>, tensor<f32>) -> tensor<1x8x192xf32>
    %2370 = stablehlo.reshape %2369 : (tensor<1x8x192xf32>) -> tensor<1x8x192x1xf32>
    %2371 = stablehlo.broadcast_in_dim %2370, dims = [0, 1, 2, 3] : (tensor<1x8x192x1xf32>) -> tensor<1x8x192x192xf32>
    %2372 = stablehlo.divide %2368, %2371 : tensor<1x8x192x192xf32>
    %2373 = stablehlo.convert %2372 : (tensor<1x8x192x192xf32>) -> tensor<1x8x192x192xbf16>
    %2374 = stablehlo.reshape %2373 : (tensor<1x8x192x192xbf16>) -> tensor<8x192x192xbf16>
    %2375 = stablehlo.reshape %2355 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %2376 = stablehlo.broadcast_in_dim %2375, dims = [0, 1, 2] : (tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %2377 = stablehlo.dot_general %2374, %2376, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x192x192xbf16>, tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %2378 = stablehlo.reshape %2377 : (tensor<8x192x32xbf16>) -> tensor<1x8x192x32xbf16>
    %2379 = stablehlo.transpose %2378, dims = [0, 2, 1, 3] : (tensor<1x8x192x32xbf16>) -> tensor<1x192x8x32xbf16>
    %2380 = stablehlo.reshape %2379 : (tensor<1x192x8x32xbf16>) -> tensor<1x192x256xbf16>
    %2381 = stablehlo.reshape %2380 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %2382 = stablehlo.transpose %arg247, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2383 = stablehlo.convert %arg248 : (tensor<256xbf16>) -> tensor<256xf32>
    %2384 = stablehlo.convert %2381 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %2385 = stablehlo.convert %2382 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2386 = stablehlo.dot_general %2384, %2385, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %2387 = stablehlo.multiply %2386, %1573 : tensor<192x256xf32>
    %2388 = stablehlo.broadcast_in_dim %2383, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2389 = stablehlo.multiply %2388, %1573 : tensor<192x256xf32>
    %2390 = stablehlo.add %2387, %2389 : tensor<192x256xf32>
    %2391 = stablehlo.convert %2390 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2392 = stablehlo.reshape %2391 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2393 = stablehlo.add %2314, %2392 : tensor<1x192x256xbf16>
    %2394 = stablehlo.convert %2393 : (tensor<1x192x256xbf16>) -> tensor<1x192x256xf32>
    %2395 = stablehlo.convert %2394 : (tensor<1x192x256xf32>) -> tensor<1x192x256xf64>
    %2396 = stablehlo.reduce(%2395 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %2397 = stablehlo.reshape %2396 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %2398 = stablehlo.divide %2397, %1587 : tensor<1x192x1xf64>
    %2399 = stablehlo.broadcast_in_dim %2398, dims = [0, 1, 2] : (tensor<1x192x1xf64>) -> tensor<1x192x256xf64>
    %2400 = stablehlo.subtract %2395, %2399 : tensor<1x192x256xf64>
    %2401 = stablehlo.multiply %2400, %2400 : tensor<1x192x256xf64>
    %2402 = stablehlo.reduce(%2401 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %2403 = stablehlo.reshape %2402 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %2404 = stablehlo.divide %2403, %1587 : tensor<1x192x1xf64>
    %2405 = stablehlo.convert %2404 : (tensor<1x192x1xf64>) -> tensor<1x192x1xf32>
    %2406 = stablehlo.reduce(%2394 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf32>, tensor<f32>) -> tensor<1x192xf32>
    %2407 = stablehlo.reshape %2406 : (tensor<1x192xf32>) -> tensor<1x192x1xf32>
    %2408 = stablehlo.divide %2407, %1600 : tensor<1x192x1xf32>
    %2409 = stablehlo.add %2405, %1602 : tensor<1x192x1xf32>
    %2410 = stablehlo.rsqrt %2409 : tensor<1x192x1xf32>
    %2411 = stablehlo.broadcast_in_dim %2408, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %2412 = stablehlo.subtract %2394, %2411 : tensor<1x192x256xf32>
    %2413 = stablehlo.broadcast_in_dim %2410, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %2414 = stablehlo.multiply %2412, %2413 : tensor<1x192x256xf32>
    %2415 = stablehlo.convert %arg253 : (tensor<256xbf16>) -> tensor<256xf32>
    %2416 = stablehlo.broadcast_in_dim %2415, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %2417 = stablehlo.multiply %2414, %2416 : tensor<1x192x256xf32>
    %2418 = stablehlo.convert %arg254 : (tensor<256xbf16>) -> tensor<256xf32>
    %2419 = stablehlo.broadcast_in_dim %2418, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %2420 = stablehlo.add %2417, %2419 : tensor<1x192x256xf32>
    %2421 = stablehlo.convert %2420 : (tensor<1x192x256xf32>) -> tensor<1x192x256xbf16>
    %2422 = stablehlo.reshape %2421 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %2423 = stablehlo.transpose %arg249, dims = [1, 0] : (tensor<2048x256xbf16>) -> tensor<256x2048xbf16>
    %2424 = stablehlo.convert %arg250 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %2425 = stablehlo.convert %2422 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %2426 = stablehlo.convert %2423 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %2427 = stablehlo.dot_general %2425, %2426, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x2048xf32>) -> tensor<192x2048xf32>
    %2428 = stablehlo.multiply %2427, %1622 : tensor<192x2048xf32>
    %2429 = stablehlo.broadcast_in_dim %2424, dims = [1] : (tensor<2048xf32>) -> tensor<192x2048xf32>
    %2430 = stablehlo.multiply %2429, %1622 : tensor<192x2048xf32>
    %2431 = stablehlo.add %2428, %2430 : tensor<192x2048xf32>
    %2432 = stablehlo.convert %2431 : (tensor<192x2048xf32>) -> tensor<192x2048xbf16>
    %2433 = stablehlo.reshape %2432 : (tensor<192x2048xbf16>) -> tensor<1x192x2048xbf16>
    %2434 = stablehlo.maximum %2433, %cst_22 : tensor<1x192x2048xbf16>
    %2435 = stablehlo.reshape %2434 : (tensor<1x192x2048xbf16>) -> tensor<192x2048xbf16>
    %2436 = stablehlo.transpose %arg251, dims = [1, 0] : (tensor<256x2048xbf16>) -> tensor<2048x256xbf16>
    %2437 = stablehlo.convert %arg252 : (tensor<256xbf16>) -> tensor<256xf32>
    %2438 = stablehlo.convert %2435 : (tensor<192x2048xbf16>) -> tensor<192x2048xf32>
    %2439 = stablehlo.convert %2436 : (tensor<2048x256xbf16>) -> tensor<2048x256xf32>
    %2440 = stablehlo.dot_general %2438, %2439, contracting_dims = [1] x [0] : (tensor<192x2048xf32>, tensor<2048x256xf32>) -> tensor<192x256xf32>
    %2441 = stablehlo.multiply %2440, %1573 : tensor<192x256xf32>
    %2442 = stablehlo.broadcast_in_dim %2437, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2443 = stablehlo.multiply %2442, %1573 : tensor<192x256xf32>
    %2444 = stablehlo.add %2441, %2443 : tensor<192x256xf32>
    %2445 = stablehlo.convert %2444 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2446 = stablehlo.reshape %2445 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2447 = stablehlo.add %2421, %2446 : tensor<1x192x256xbf16>
    %2448 = stablehlo.convert %2447 : (tensor<1x192x256xbf16>) -> tensor<1x192x256xf32>
    %2449 = stablehlo.convert %2448 : (tensor<1x192x256xf32>) -> tensor<1x192x256xf64>
    %2450 = stablehlo.reduce(%2449 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %2451 = stablehlo.reshape %2450 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %2452 = stablehlo.divide %2451, %1587 : tensor<1x192x1xf64>
    %2453 = stablehlo.broadcast_in_dim %2452, dims = [0, 1, 2] : (tensor<1x192x1xf64>) -> tensor<1x192x256xf64>
    %2454 = stablehlo.subtract %2449, %2453 : tensor<1x192x256xf64>
    %2455 = stablehlo.multiply %2454, %2454 : tensor<1x192x256xf64>
    %2456 = stablehlo.reduce(%2455 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf64>, tensor<f64>) -> tensor<1x192xf64>
    %2457 = stablehlo.reshape %2456 : (tensor<1x192xf64>) -> tensor<1x192x1xf64>
    %2458 = stablehlo.divide %2457, %1587 : tensor<1x192x1xf64>
    %2459 = stablehlo.convert %2458 : (tensor<1x192x1xf64>) -> tensor<1x192x1xf32>
    %2460 = stablehlo.reduce(%2448 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x192x256xf32>, tensor<f32>) -> tensor<1x192xf32>
    %2461 = stablehlo.reshape %2460 : (tensor<1x192xf32>) -> tensor<1x192x1xf32>
    %2462 = stablehlo.divide %2461, %1600 : tensor<1x192x1xf32>
    %2463 = stablehlo.add %2459, %1602 : tensor<1x192x1xf32>
    %2464 = stablehlo.rsqrt %2463 : tensor<1x192x1xf32>
    %2465 = stablehlo.broadcast_in_dim %2462, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %2466 = stablehlo.subtract %2448, %2465 : tensor<1x192x256xf32>
    %2467 = stablehlo.broadcast_in_dim %2464, dims = [0, 1, 2] : (tensor<1x192x1xf32>) -> tensor<1x192x256xf32>
    %2468 = stablehlo.multiply %2466, %2467 : tensor<1x192x256xf32>
    %2469 = stablehlo.convert %arg255 : (tensor<256xbf16>) -> tensor<256xf32>
    %2470 = stablehlo.broadcast_in_dim %2469, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %2471 = stablehlo.multiply %2468, %2470 : tensor<1x192x256xf32>
    %2472 = stablehlo.convert %arg256 : (tensor<256xbf16>) -> tensor<256xf32>
    %2473 = stablehlo.broadcast_in_dim %2472, dims = [2] : (tensor<256xf32>) -> tensor<1x192x256xf32>
    %2474 = stablehlo.add %2471, %2473 : tensor<1x192x256xf32>
    %2475 = stablehlo.convert %2474 : (tensor<1x192x256xf32>) -> tensor<1x192x256xbf16>
    %2476 = stablehlo.reshape %arg415 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %2477 = stablehlo.add %2476, %cst_4 : tensor<1x100x256xbf16>
    %2478 = stablehlo.reshape %2477 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %2479 = stablehlo.transpose %arg257, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2480 = stablehlo.convert %arg258 : (tensor<256xbf16>) -> tensor<256xf32>
    %2481 = stablehlo.convert %2478 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %2482 = stablehlo.convert %2479 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2483 = stablehlo.dot_general %2481, %2482, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %2484 = stablehlo.broadcast_in_dim %1406, dims = [] : (tensor<f32>) -> tensor<100x256xf32>
    %2485 = stablehlo.multiply %2483, %2484 : tensor<100x256xf32>
    %2486 = stablehlo.broadcast_in_dim %2480, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %2487 = stablehlo.multiply %2486, %2484 : tensor<100x256xf32>
    %2488 = stablehlo.add %2485, %2487 : tensor<100x256xf32>
    %2489 = stablehlo.convert %2488 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %2490 = stablehlo.reshape %2489 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %2491 = stablehlo.reshape %2490 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %2492 = stablehlo.transpose %2491, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %2493 = stablehlo.transpose %arg259, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2494 = stablehlo.convert %arg260 : (tensor<256xbf16>) -> tensor<256xf32>
    %2495 = stablehlo.convert %2493 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2496 = stablehlo.dot_general %2481, %2495, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %2497 = stablehlo.multiply %2496, %2484 : tensor<100x256xf32>
    %2498 = stablehlo.broadcast_in_dim %2494, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %2499 = stablehlo.multiply %2498, %2484 : tensor<100x256xf32>
    %2500 = stablehlo.add %2497, %2499 : tensor<100x256xf32>
    %2501 = stablehlo.convert %2500 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %2502 = stablehlo.reshape %2501 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %2503 = stablehlo.reshape %2502 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %2504 = stablehlo.transpose %2503, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %2505 = stablehlo.transpose %arg261, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2506 = stablehlo.convert %arg262 : (tensor<256xbf16>) -> tensor<256xf32>
    %2507 = stablehlo.convert %2505 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2508 = stablehlo.dot_general %cst, %2507, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %2509 = stablehlo.multiply %2508, %2484 : tensor<100x256xf32>
    %2510 = stablehlo.broadcast_in_dim %2506, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %2511 = stablehlo.multiply %2510, %2484 : tensor<100x256xf32>
    %2512 = stablehlo.add %2509, %2511 : tensor<100x256xf32>
    %2513 = stablehlo.convert %2512 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %2514 = stablehlo.reshape %2513 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %2515 = stablehlo.reshape %2514 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %2516 = stablehlo.transpose %2515, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %2517 = stablehlo.broadcast_in_dim %1540, dims = [] : (tensor<bf16>) -> tensor<1x8x100x32xbf16>
    %2518 = stablehlo.divide %2492, %2517 : tensor<1x8x100x32xbf16>
    %2519 = stablehlo.transpose %2504, dims = [0, 1, 3, 2] : (tensor<1x8x100x32xbf16>) -> tensor<1x8x32x100xbf16>
    %2520 = stablehlo.reshape %2518 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %2521 = stablehlo.reshape %2519 : (tensor<1x8x32x100xbf16>) -> tensor<8x32x100xbf16>
    %2522 = stablehlo.broadcast_in_dim %2521, dims = [0, 1, 2] : (tensor<8x32x100xbf16>) -> tensor<8x32x100xbf16>
    %2523 = stablehlo.dot_general %2520, %2522, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x32xbf16>, tensor<8x32x100xbf16>) -> tensor<8x100x100xbf16>
    %2524 = stablehlo.reshape %2523 : (tensor<8x100x100xbf16>) -> tensor<1x8x100x100xbf16>
    %2525 = stablehlo.convert %2524 : (tensor<1x8x100x100xbf16>) -> tensor<1x8x100x100xf32>
    %2526 = stablehlo.reduce(%2525 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x100x100xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %2527 = stablehlo.reshape %2526 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %2528 = stablehlo.broadcast_in_dim %2527, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x100xf32>
    %2529 = stablehlo.subtract %2525, %2528 : tensor<1x8x100x100xf32>
    %2530 = stablehlo.exponential %2529 : tensor<1x8x100x100xf32>
    %2531 = stablehlo.reduce(%2530 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x100x100xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %2532 = stablehlo.reshape %2531 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %2533 = stablehlo.broadcast_in_dim %2532, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x100xf32>
    %2534 = stablehlo.divide %2530, %2533 : tensor<1x8x100x100xf32>
    %2535 = stablehlo.convert %2534 : (tensor<1x8x100x100xf32>) -> tensor<1x8x100x100xbf16>
    %2536 = stablehlo.reshape %2535 : (tensor<1x8x100x100xbf16>) -> tensor<8x100x100xbf16>
    %2537 = stablehlo.reshape %2516 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %2538 = stablehlo.broadcast_in_dim %2537, dims = [0, 1, 2] : (tensor<8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %2539 = stablehlo.dot_general %2536, %2538, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x100xbf16>, tensor<8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %2540 = stablehlo.reshape %2539 : (tensor<8x100x32xbf16>) -> tensor<1x8x100x32xbf16>
    %2541 = stablehlo.transpose %2540, dims = [0, 2, 1, 3] : (tensor<1x8x100x32xbf16>) -> tensor<1x100x8x32xbf16>
    %2542 = stablehlo.reshape %2541 : (tensor<1x100x8x32xbf16>) -> tensor<1x100x256xbf16>
    %2543 = stablehlo.reshape %2542 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %2544 = stablehlo.transpose %arg263, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2545 = stablehlo.convert %arg264 : (tensor<256xbf16>) -> tensor<256xf32>
    %2546 = stablehlo.convert %2543 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %2547 = stablehlo.convert %2544 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2548 = stablehlo.dot_general %2546, %2547, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %2549 = stablehlo.multiply %2548, %2484 : tensor<100x256xf32>
    %2550 = stablehlo.broadcast_in_dim %2545, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %2551 = stablehlo.multiply %2550, %2484 : tensor<100x256xf32>
    %2552 = stablehlo.add %2549, %2551 : tensor<100x256xf32>
    %2553 = stablehlo.convert %2552 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %2554 = stablehlo.reshape %2553 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %2555 = stablehlo.add %2554, %cst_4 : tensor<1x100x256xbf16>
    %2556 = stablehlo.convert %2555 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %2557 = stablehlo.convert %2556 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %2558 = stablehlo.reduce(%2557 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %2559 = stablehlo.reshape %2558 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %2560 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f64>) -> tensor<1x100x1xf64>
    %2561 = stablehlo.divide %2559, %2560 : tensor<1x100x1xf64>
    %2562 = stablehlo.broadcast_in_dim %2561, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %2563 = stablehlo.subtract %2557, %2562 : tensor<1x100x256xf64>
    %2564 = stablehlo.multiply %2563, %2563 : tensor<1x100x256xf64>
    %2565 = stablehlo.reduce(%2564 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %2566 = stablehlo.reshape %2565 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %2567 = stablehlo.divide %2566, %2560 : tensor<1x100x1xf64>
    %2568 = stablehlo.convert %2567 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %2569 = stablehlo.reduce(%2556 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %2570 = stablehlo.reshape %2569 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %2571 = stablehlo.broadcast_in_dim %1599, dims = [] : (tensor<f32>) -> tensor<1x100x1xf32>
    %2572 = stablehlo.divide %2570, %2571 : tensor<1x100x1xf32>
    %2573 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<1x100x1xf32>
    %2574 = stablehlo.add %2568, %2573 : tensor<1x100x1xf32>
    %2575 = stablehlo.rsqrt %2574 : tensor<1x100x1xf32>
    %2576 = stablehlo.broadcast_in_dim %2572, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %2577 = stablehlo.subtract %2556, %2576 : tensor<1x100x256xf32>
    %2578 = stablehlo.broadcast_in_dim %2575, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %2579 = stablehlo.multiply %2577, %2578 : tensor<1x100x256xf32>
    %2580 = stablehlo.convert %arg277 : (tensor<256xbf16>) -> tensor<256xf32>
    %2581 = stablehlo.broadcast_in_dim %2580, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %2582 = stablehlo.multiply %2579, %2581 : tensor<1x100x256xf32>
    %2583 = stablehlo.convert %arg278 : (tensor<256xbf16>) -> tensor<256xf32>
    %2584 = stablehlo.broadcast_in_dim %2583, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %2585 = stablehlo.add %2582, %2584 : tensor<1x100x256xf32>
    %2586 = stablehlo.convert %2585 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %2587 = stablehlo.add %2586, %2476 : tensor<1x100x256xbf16>
    %2588 = stablehlo.add %2475, %1505 : tensor<1x192x256xbf16>
    %2589 = stablehlo.reshape %2587 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %2590 = stablehlo.transpose %arg265, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2591 = stablehlo.convert %arg266 : (tensor<256xbf16>) -> tensor<256xf32>
    %2592 = stablehlo.convert %2589 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %2593 = stablehlo.convert %2590 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2594 = stablehlo.dot_general %2592, %2593, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %2595 = stablehlo.multiply %2594, %2484 : tensor<100x256xf32>
    %2596 = stablehlo.broadcast_in_dim %2591, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %2597 = stablehlo.multiply %2596, %2484 : tensor<100x256xf32>
    %2598 = stablehlo.add %2595, %2597 : tensor<100x256xf32>
    %2599 = stablehlo.convert %2598 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %2600 = stablehlo.reshape %2599 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %2601 = stablehlo.reshape %2600 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %2602 = stablehlo.transpose %2601, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %2603 = stablehlo.reshape %2588 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %2604 = stablehlo.transpose %arg267, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2605 = stablehlo.convert %arg268 : (tensor<256xbf16>) -> tensor<256xf32>
    %2606 = stablehlo.convert %2603 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %2607 = stablehlo.convert %2604 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2608 = stablehlo.dot_general %2606, %2607, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %2609 = stablehlo.multiply %2608, %1573 : tensor<192x256xf32>
    %2610 = stablehlo.broadcast_in_dim %2605, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2611 = stablehlo.multiply %2610, %1573 : tensor<192x256xf32>
    %2612 = stablehlo.add %2609, %2611 : tensor<192x256xf32>
    %2613 = stablehlo.convert %2612 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2614 = stablehlo.reshape %2613 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2615 = stablehlo.reshape %2614 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %2616 = stablehlo.transpose %2615, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %2617 = stablehlo.reshape %2475 : (tensor<1x192x256xbf16>) -> tensor<192x256xbf16>
    %2618 = stablehlo.transpose %arg269, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2619 = stablehlo.convert %arg270 : (tensor<256xbf16>) -> tensor<256xf32>
    %2620 = stablehlo.convert %2617 : (tensor<192x256xbf16>) -> tensor<192x256xf32>
    %2621 = stablehlo.convert %2618 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2622 = stablehlo.dot_general %2620, %2621, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %2623 = stablehlo.multiply %2622, %1573 : tensor<192x256xf32>
    %2624 = stablehlo.broadcast_in_dim %2619, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2625 = stablehlo.multiply %2624, %1573 : tensor<192x256xf32>
    %2626 = stablehlo.add %2623, %2625 : tensor<192x256xf32>
    %2627 = stablehlo.convert %2626 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2628 = stablehlo.reshape %2627 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2629 = stablehlo.reshape %2628 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %2630 = stablehlo.transpose %2629, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %2631 = stablehlo.divide %2602, %2517 : tensor<1x8x100x32xbf16>
    %2632 = stablehlo.transpose %2616, dims = [0, 1, 3, 2] : (tensor<1x8x192x32xbf16>) -> tensor<1x8x32x192xbf16>
    %2633 = stablehlo.reshape %2631 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %2634 = stablehlo.reshape %2632 : (tensor<1x8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %2635 = stablehlo.broadcast_in_dim %2634, dims = [0, 1, 2] : (tensor<8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %2636 = stablehlo.dot_general %2633, %2635, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x32xbf16>, tensor<8x32x192xbf16>) -> tensor<8x100x192xbf16>
    %2637 = stablehlo.reshape %2636 : (tensor<8x100x192xbf16>) -> tensor<1x8x100x192xbf16>
    %2638 = stablehlo.convert %2637 : (tensor<1x8x100x192xbf16>) -> tensor<1x8x100x192xf32>
    %2639 = stablehlo.reduce(%2638 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x100x192xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %2640 = stablehlo.reshape %2639 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %2641 = stablehlo.broadcast_in_dim %2640, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x192xf32>
    %2642 = stablehlo.subtract %2638, %2641 : tensor<1x8x100x192xf32>
    %2643 = stablehlo.exponential %2642 : tensor<1x8x100x192xf32>
    %2644 = stablehlo.reduce(%2643 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x100x192xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %2645 = stablehlo.reshape %2644 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %2646 = stablehlo.broadcast_in_dim %2645, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x192xf32>
    %2647 = stablehlo.divide %2643, %2646 : tensor<1x8x100x192xf32>
    %2648 = stablehlo.convert %2647 : (tensor<1x8x100x192xf32>) -> tensor<1x8x100x192xbf16>
    %2649 = stablehlo.reshape %2648 : (tensor<1x8x100x192xbf16>) -> tensor<8x100x192xbf16>
    %2650 = stablehlo.reshape %2630 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %2651 = stablehlo.broadcast_in_dim %2650, dims = [0, 1, 2] : (tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %2652 = stablehlo.dot_general %2649, %2651, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x192xbf16>, tensor<8x192x32xbf16>) -> tensor<8x100x32xbf16>
    %2653 = stablehlo.reshape %2652 : (tensor<8x100x32xbf16>) -> tensor<1x8x100x32xbf16>
    %2654 = stablehlo.transpose %2653, dims = [0, 2, 1, 3] : (tensor<1x8x100x32xbf16>) -> tensor<1x100x8x32xbf16>
    %2655 = stablehlo.reshape %2654 : (tensor<1x100x8x32xbf16>) -> tensor<1x100x256xbf16>
    %2656 = stablehlo.reshape %2655 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %2657 = stablehlo.transpose %arg271, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2658 = stablehlo.convert %arg272 : (tensor<256xbf16>) -> tensor<256xf32>
    %2659 = stablehlo.convert %2656 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %2660 = stablehlo.convert %2657 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2661 = stablehlo.dot_general %2659, %2660, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %2662 = stablehlo.multiply %2661, %2484 : tensor<100x256xf32>
    %2663 = stablehlo.broadcast_in_dim %2658, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %2664 = stablehlo.multiply %2663, %2484 : tensor<100x256xf32>
    %2665 = stablehlo.add %2662, %2664 : tensor<100x256xf32>
    %2666 = stablehlo.convert %2665 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %2667 = stablehlo.reshape %2666 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %2668 = stablehlo.add %2586, %2667 : tensor<1x100x256xbf16>
    %2669 = stablehlo.convert %2668 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %2670 = stablehlo.convert %2669 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %2671 = stablehlo.reduce(%2670 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %2672 = stablehlo.reshape %2671 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %2673 = stablehlo.divide %2672, %2560 : tensor<1x100x1xf64>
    %2674 = stablehlo.broadcast_in_dim %2673, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %2675 = stablehlo.subtract %2670, %2674 : tensor<1x100x256xf64>
    %2676 = stablehlo.multiply %2675, %2675 : tensor<1x100x256xf64>
    %2677 = stablehlo.reduce(%2676 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %2678 = stablehlo.reshape %2677 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %2679 = stablehlo.divide %2678, %2560 : tensor<1x100x1xf64>
    %2680 = stablehlo.convert %2679 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %2681 = stablehlo.reduce(%2669 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %2682 = stablehlo.reshape %2681 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %2683 = stablehlo.divide %2682, %2571 : tensor<1x100x1xf32>
    %2684 = stablehlo.add %2680, %2573 : tensor<1x100x1xf32>
    %2685 = stablehlo.rsqrt %2684 : tensor<1x100x1xf32>
    %2686 = stablehlo.broadcast_in_dim %2683, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %2687 = stablehlo.subtract %2669, %2686 : tensor<1x100x256xf32>
    %2688 = stablehlo.broadcast_in_dim %2685, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %2689 = stablehlo.multiply %2687, %2688 : tensor<1x100x256xf32>
    %2690 = stablehlo.convert %arg279 : (tensor<256xbf16>) -> tensor<256xf32>
    %2691 = stablehlo.broadcast_in_dim %2690, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %2692 = stablehlo.multiply %2689, %2691 : tensor<1x100x256xf32>
    %2693 = stablehlo.convert %arg280 : (tensor<256xbf16>) -> tensor<256xf32>
    %2694 = stablehlo.broadcast_in_dim %2693, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %2695 = stablehlo.add %2692, %2694 : tensor<1x100x256xf32>
    %2696 = stablehlo.convert %2695 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %2697 = stablehlo.reshape %2696 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %2698 = stablehlo.transpose %arg273, dims = [1, 0] : (tensor<2048x256xbf16>) -> tensor<256x2048xbf16>
    %2699 = stablehlo.convert %arg274 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %2700 = stablehlo.convert %2697 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %2701 = stablehlo.convert %2698 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %2702 = stablehlo.dot_general %2700, %2701, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x2048xf32>) -> tensor<100x2048xf32>
    %2703 = stablehlo.broadcast_in_dim %1406, dims = [] : (tensor<f32>) -> tensor<100x2048xf32>
    %2704 = stablehlo.multiply %2702, %2703 : tensor<100x2048xf32>
    %2705 = stablehlo.broadcast_in_dim %2699, dims = [1] : (tensor<2048xf32>) -> tensor<100x2048xf32>
    %2706 = stablehlo.multiply %2705, %2703 : tensor<100x2048xf32>
    %2707 = stablehlo.add %2704, %2706 : tensor<100x2048xf32>
    %2708 = stablehlo.convert %2707 : (tensor<100x2048xf32>) -> tensor<100x2048xbf16>
    %2709 = stablehlo.reshape %2708 : (tensor<100x2048xbf16>) -> tensor<1x100x2048xbf16>
    %2710 = stablehlo.maximum %2709, %cst_23 : tensor<1x100x2048xbf16>
    %2711 = stablehlo.reshape %2710 : (tensor<1x100x2048xbf16>) -> tensor<100x2048xbf16>
    %2712 = stablehlo.transpose %arg275, dims = [1, 0] : (tensor<256x2048xbf16>) -> tensor<2048x256xbf16>
    %2713 = stablehlo.convert %arg276 : (tensor<256xbf16>) -> tensor<256xf32>
    %2714 = stablehlo.convert %2711 : (tensor<100x2048xbf16>) -> tensor<100x2048xf32>
    %2715 = stablehlo.convert %2712 : (tensor<2048x256xbf16>) -> tensor<2048x256xf32>
    %2716 = stablehlo.dot_general %2714, %2715, contracting_dims = [1] x [0] : (tensor<100x2048xf32>, tensor<2048x256xf32>) -> tensor<100x256xf32>
    %2717 = stablehlo.multiply %2716, %2484 : tensor<100x256xf32>
    %2718 = stablehlo.broadcast_in_dim %2713, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %2719 = stablehlo.multiply %2718, %2484 : tensor<100x256xf32>
    %2720 = stablehlo.add %2717, %2719 : tensor<100x256xf32>
    %2721 = stablehlo.convert %2720 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %2722 = stablehlo.reshape %2721 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %2723 = stablehlo.add %2696, %2722 : tensor<1x100x256xbf16>
    %2724 = stablehlo.convert %2723 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %2725 = stablehlo.convert %2724 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %2726 = stablehlo.reduce(%2725 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %2727 = stablehlo.reshape %2726 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %2728 = stablehlo.divide %2727, %2560 : tensor<1x100x1xf64>
    %2729 = stablehlo.broadcast_in_dim %2728, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %2730 = stablehlo.subtract %2725, %2729 : tensor<1x100x256xf64>
    %2731 = stablehlo.multiply %2730, %2730 : tensor<1x100x256xf64>
    %2732 = stablehlo.reduce(%2731 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %2733 = stablehlo.reshape %2732 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %2734 = stablehlo.divide %2733, %2560 : tensor<1x100x1xf64>
    %2735 = stablehlo.convert %2734 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %2736 = stablehlo.reduce(%2724 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %2737 = stablehlo.reshape %2736 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %2738 = stablehlo.divide %2737, %2571 : tensor<1x100x1xf32>
    %2739 = stablehlo.add %2735, %2573 : tensor<1x100x1xf32>
    %2740 = stablehlo.rsqrt %2739 : tensor<1x100x1xf32>
    %2741 = stablehlo.broadcast_in_dim %2738, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %2742 = stablehlo.subtract %2724, %2741 : tensor<1x100x256xf32>
    %2743 = stablehlo.broadcast_in_dim %2740, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %2744 = stablehlo.multiply %2742, %2743 : tensor<1x100x256xf32>
    %2745 = stablehlo.convert %arg281 : (tensor<256xbf16>) -> tensor<256xf32>
    %2746 = stablehlo.broadcast_in_dim %2745, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %2747 = stablehlo.multiply %2744, %2746 : tensor<1x100x256xf32>
    %2748 = stablehlo.convert %arg282 : (tensor<256xbf16>) -> tensor<256xf32>
    %2749 = stablehlo.broadcast_in_dim %2748, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %2750 = stablehlo.add %2747, %2749 : tensor<1x100x256xf32>
    %2751 = stablehlo.convert %2750 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %2752 = stablehlo.add %2751, %2476 : tensor<1x100x256xbf16>
    %2753 = stablehlo.reshape %2752 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %2754 = stablehlo.transpose %arg283, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2755 = stablehlo.convert %arg284 : (tensor<256xbf16>) -> tensor<256xf32>
    %2756 = stablehlo.convert %2753 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %2757 = stablehlo.convert %2754 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2758 = stablehlo.dot_general %2756, %2757, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %2759 = stablehlo.multiply %2758, %2484 : tensor<100x256xf32>
    %2760 = stablehlo.broadcast_in_dim %2755, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %2761 = stablehlo.multiply %2760, %2484 : tensor<100x256xf32>
    %2762 = stablehlo.add %2759, %2761 : tensor<100x256xf32>
    %2763 = stablehlo.convert %2762 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %2764 = stablehlo.reshape %2763 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %2765 = stablehlo.reshape %2764 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %2766 = stablehlo.transpose %2765, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %2767 = stablehlo.transpose %arg285, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2768 = stablehlo.convert %arg286 : (tensor<256xbf16>) -> tensor<256xf32>
    %2769 = stablehlo.convert %2767 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2770 = stablehlo.dot_general %2756, %2769, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %2771 = stablehlo.multiply %2770, %2484 : tensor<100x256xf32>
    %2772 = stablehlo.broadcast_in_dim %2768, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %2773 = stablehlo.multiply %2772, %2484 : tensor<100x256xf32>
    %2774 = stablehlo.add %2771, %2773 : tensor<100x256xf32>
    %2775 = stablehlo.convert %2774 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %2776 = stablehlo.reshape %2775 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %2777 = stablehlo.reshape %2776 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %2778 = stablehlo.transpose %2777, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %2779 = stablehlo.reshape %2751 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %2780 = stablehlo.transpose %arg287, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2781 = stablehlo.convert %arg288 : (tensor<256xbf16>) -> tensor<256xf32>
    %2782 = stablehlo.convert %2779 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %2783 = stablehlo.convert %2780 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2784 = stablehlo.dot_general %2782, %2783, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %2785 = stablehlo.multiply %2784, %2484 : tensor<100x256xf32>
    %2786 = stablehlo.broadcast_in_dim %2781, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %2787 = stablehlo.multiply %2786, %2484 : tensor<100x256xf32>
    %2788 = stablehlo.add %2785, %2787 : tensor<100x256xf32>
    %2789 = stablehlo.convert %2788 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %2790 = stablehlo.reshape %2789 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %2791 = stablehlo.reshape %2790 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %2792 = stablehlo.transpose %2791, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %2793 = stablehlo.divide %2766, %2517 : tensor<1x8x100x32xbf16>
    %2794 = stablehlo.transpose %2778, dims = [0, 1, 3, 2] : (tensor<1x8x100x32xbf16>) -> tensor<1x8x32x100xbf16>
    %2795 = stablehlo.reshape %2793 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %2796 = stablehlo.reshape %2794 : (tensor<1x8x32x100xbf16>) -> tensor<8x32x100xbf16>
    %2797 = stablehlo.broadcast_in_dim %2796, dims = [0, 1, 2] : (tensor<8x32x100xbf16>) -> tensor<8x32x100xbf16>
    %2798 = stablehlo.dot_general %2795, %2797, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x32xbf16>, tensor<8x32x100xbf16>) -> tensor<8x100x100xbf16>
    %2799 = stablehlo.reshape %2798 : (tensor<8x100x100xbf16>) -> tensor<1x8x100x100xbf16>
    %2800 = stablehlo.convert %2799 : (tensor<1x8x100x100xbf16>) -> tensor<1x8x100x100xf32>
    %2801 = stablehlo.reduce(%2800 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x100x100xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %2802 = stablehlo.reshape %2801 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %2803 = stablehlo.broadcast_in_dim %2802, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x100xf32>
    %2804 = stablehlo.subtract %2800, %2803 : tensor<1x8x100x100xf32>
    %2805 = stablehlo.exponential %2804 : tensor<1x8x100x100xf32>
    %2806 = stablehlo.reduce(%2805 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x100x100xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %2807 = stablehlo.reshape %2806 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %2808 = stablehlo.broadcast_in_dim %2807, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x100xf32>
    %2809 = stablehlo.divide %2805, %2808 : tensor<1x8x100x100xf32>
    %2810 = stablehlo.convert %2809 : (tensor<1x8x100x100xf32>) -> tensor<1x8x100x100xbf16>
    %2811 = stablehlo.reshape %2810 : (tensor<1x8x100x100xbf16>) -> tensor<8x100x100xbf16>
    %2812 = stablehlo.reshape %2792 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %2813 = stablehlo.broadcast_in_dim %2812, dims = [0, 1, 2] : (tensor<8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %2814 = stablehlo.dot_general %2811, %2813, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x100xbf16>, tensor<8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %2815 = stablehlo.reshape %2814 : (tensor<8x100x32xbf16>) -> tensor<1x8x100x32xbf16>
    %2816 = stablehlo.transpose %2815, dims = [0, 2, 1, 3] : (tensor<1x8x100x32xbf16>) -> tensor<1x100x8x32xbf16>
    %2817 = stablehlo.reshape %2816 : (tensor<1x100x8x32xbf16>) -> tensor<1x100x256xbf16>
    %2818 = stablehlo.reshape %2817 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %2819 = stablehlo.transpose %arg289, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2820 = stablehlo.convert %arg290 : (tensor<256xbf16>) -> tensor<256xf32>
    %2821 = stablehlo.convert %2818 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %2822 = stablehlo.convert %2819 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2823 = stablehlo.dot_general %2821, %2822, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %2824 = stablehlo.multiply %2823, %2484 : tensor<100x256xf32>
    %2825 = stablehlo.broadcast_in_dim %2820, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %2826 = stablehlo.multiply %2825, %2484 : tensor<100x256xf32>
    %2827 = stablehlo.add %2824, %2826 : tensor<100x256xf32>
    %2828 = stablehlo.convert %2827 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %2829 = stablehlo.reshape %2828 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %2830 = stablehlo.add %2751, %2829 : tensor<1x100x256xbf16>
    %2831 = stablehlo.convert %2830 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %2832 = stablehlo.convert %2831 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %2833 = stablehlo.reduce(%2832 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %2834 = stablehlo.reshape %2833 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %2835 = stablehlo.divide %2834, %2560 : tensor<1x100x1xf64>
    %2836 = stablehlo.broadcast_in_dim %2835, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %2837 = stablehlo.subtract %2832, %2836 : tensor<1x100x256xf64>
    %2838 = stablehlo.multiply %2837, %2837 : tensor<1x100x256xf64>
    %2839 = stablehlo.reduce(%2838 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %2840 = stablehlo.reshape %2839 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %2841 = stablehlo.divide %2840, %2560 : tensor<1x100x1xf64>
    %2842 = stablehlo.convert %2841 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %2843 = stablehlo.reduce(%2831 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %2844 = stablehlo.reshape %2843 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %2845 = stablehlo.divide %2844, %2571 : tensor<1x100x1xf32>
    %2846 = stablehlo.add %2842, %2573 : tensor<1x100x1xf32>
    %2847 = stablehlo.rsqrt %2846 : tensor<1x100x1xf32>
    %2848 = stablehlo.broadcast_in_dim %2845, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %2849 = stablehlo.subtract %2831, %2848 : tensor<1x100x256xf32>
    %2850 = stablehlo.broadcast_in_dim %2847, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %2851 = stablehlo.multiply %2849, %2850 : tensor<1x100x256xf32>
    %2852 = stablehlo.convert %arg303 : (tensor<256xbf16>) -> tensor<256xf32>
    %2853 = stablehlo.broadcast_in_dim %2852, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %2854 = stablehlo.multiply %2851, %2853 : tensor<1x100x256xf32>
    %2855 = stablehlo.convert %arg304 : (tensor<256xbf16>) -> tensor<256xf32>
    %2856 = stablehlo.broadcast_in_dim %2855, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %2857 = stablehlo.add %2854, %2856 : tensor<1x100x256xf32>
    %2858 = stablehlo.convert %2857 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %2859 = stablehlo.add %2858, %2476 : tensor<1x100x256xbf16>
    %2860 = stablehlo.reshape %2859 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %2861 = stablehlo.transpose %arg291, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2862 = stablehlo.convert %arg292 : (tensor<256xbf16>) -> tensor<256xf32>
    %2863 = stablehlo.convert %2860 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %2864 = stablehlo.convert %2861 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2865 = stablehlo.dot_general %2863, %2864, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %2866 = stablehlo.multiply %2865, %2484 : tensor<100x256xf32>
    %2867 = stablehlo.broadcast_in_dim %2862, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %2868 = stablehlo.multiply %2867, %2484 : tensor<100x256xf32>
    %2869 = stablehlo.add %2866, %2868 : tensor<100x256xf32>
    %2870 = stablehlo.convert %2869 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %2871 = stablehlo.reshape %2870 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %2872 = stablehlo.reshape %2871 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %2873 = stablehlo.transpose %2872, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %2874 = stablehlo.transpose %arg293, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2875 = stablehlo.convert %arg294 : (tensor<256xbf16>) -> tensor<256xf32>
    %2876 = stablehlo.convert %2874 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2877 = stablehlo.dot_general %2606, %2876, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %2878 = stablehlo.multiply %2877, %1573 : tensor<192x256xf32>
    %2879 = stablehlo.broadcast_in_dim %2875, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2880 = stablehlo.multiply %2879, %1573 : tensor<192x256xf32>
    %2881 = stablehlo.add %2878, %2880 : tensor<192x256xf32>
    %2882 = stablehlo.convert %2881 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2883 = stablehlo.reshape %2882 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2884 = stablehlo.reshape %2883 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %2885 = stablehlo.transpose %2884, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %2886 = stablehlo.transpose %arg295, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2887 = stablehlo.convert %arg296 : (tensor<256xbf16>) -> tensor<256xf32>
    %2888 = stablehlo.convert %2886 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2889 = stablehlo.dot_general %2620, %2888, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %2890 = stablehlo.multiply %2889, %1573 : tensor<192x256xf32>
    %2891 = stablehlo.broadcast_in_dim %2887, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %2892 = stablehlo.multiply %2891, %1573 : tensor<192x256xf32>
    %2893 = stablehlo.add %2890, %2892 : tensor<192x256xf32>
    %2894 = stablehlo.convert %2893 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %2895 = stablehlo.reshape %2894 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %2896 = stablehlo.reshape %2895 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %2897 = stablehlo.transpose %2896, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %2898 = stablehlo.divide %2873, %2517 : tensor<1x8x100x32xbf16>
    %2899 = stablehlo.transpose %2885, dims = [0, 1, 3, 2] : (tensor<1x8x192x32xbf16>) -> tensor<1x8x32x192xbf16>
    %2900 = stablehlo.reshape %2898 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %2901 = stablehlo.reshape %2899 : (tensor<1x8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %2902 = stablehlo.broadcast_in_dim %2901, dims = [0, 1, 2] : (tensor<8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %2903 = stablehlo.dot_general %2900, %2902, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x32xbf16>, tensor<8x32x192xbf16>) -> tensor<8x100x192xbf16>
    %2904 = stablehlo.reshape %2903 : (tensor<8x100x192xbf16>) -> tensor<1x8x100x192xbf16>
    %2905 = stablehlo.convert %2904 : (tensor<1x8x100x192xbf16>) -> tensor<1x8x100x192xf32>
    %2906 = stablehlo.reduce(%2905 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x100x192xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %2907 = stablehlo.reshape %2906 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %2908 = stablehlo.broadcast_in_dim %2907, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x192xf32>
    %2909 = stablehlo.subtract %2905, %2908 : tensor<1x8x100x192xf32>
    %2910 = stablehlo.exponential %2909 : tensor<1x8x100x192xf32>
    %2911 = stablehlo.reduce(%2910 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x100x192xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %2912 = stablehlo.reshape %2911 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %2913 = stablehlo.broadcast_in_dim %2912, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x192xf32>
    %2914 = stablehlo.divide %2910, %2913 : tensor<1x8x100x192xf32>
    %2915 = stablehlo.convert %2914 : (tensor<1x8x100x192xf32>) -> tensor<1x8x100x192xbf16>
    %2916 = stablehlo.reshape %2915 : (tensor<1x8x100x192xbf16>) -> tensor<8x100x192xbf16>
    %2917 = stablehlo.reshape %2897 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %2918 = stablehlo.broadcast_in_dim %2917, dims = [0, 1, 2] : (tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %2919 = stablehlo.dot_general %2916, %2918, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x192xbf16>, tensor<8x192x32xbf16>) -> tensor<8x100x32xbf16>
    %2920 = stablehlo.reshape %2919 : (tensor<8x100x32xbf16>) -> tensor<1x8x100x32xbf16>
    %2921 = stablehlo.transpose %2920, dims = [0, 2, 1, 3] : (tensor<1x8x100x32xbf16>) -> tensor<1x100x8x32xbf16>
    %2922 = stablehlo.reshape %2921 : (tensor<1x100x8x32xbf16>) -> tensor<1x100x256xbf16>
    %2923 = stablehlo.reshape %2922 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %2924 = stablehlo.transpose %arg297, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %2925 = stablehlo.convert %arg298 : (tensor<256xbf16>) -> tensor<256xf32>
    %2926 = stablehlo.convert %2923 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %2927 = stablehlo.convert %2924 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %2928 = stablehlo.dot_general %2926, %2927, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %2929 = stablehlo.multiply %2928, %2484 : tensor<100x256xf32>
    %2930 = stablehlo.broadcast_in_dim %2925, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %2931 = stablehlo.multiply %2930, %2484 : tensor<100x256xf32>
    %2932 = stablehlo.add %2929, %2931 : tensor<100x256xf32>
    %2933 = stablehlo.convert %2932 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %2934 = stablehlo.reshape %2933 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %2935 = stablehlo.add %2858, %2934 : tensor<1x100x256xbf16>
    %2936 = stablehlo.convert %2935 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %2937 = stablehlo.convert %2936 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %2938 = stablehlo.reduce(%2937 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %2939 = stablehlo.reshape %2938 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %2940 = stablehlo.divide %2939, %2560 : tensor<1x100x1xf64>
    %2941 = stablehlo.broadcast_in_dim %2940, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %2942 = stablehlo.subtract %2937, %2941 : tensor<1x100x256xf64>
    %2943 = stablehlo.multiply %2942, %2942 : tensor<1x100x256xf64>
    %2944 = stablehlo.reduce(%2943 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %2945 = stablehlo.reshape %2944 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %2946 = stablehlo.divide %2945, %2560 : tensor<1x100x1xf64>
    %2947 = stablehlo.convert %2946 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %2948 = stablehlo.reduce(%2936 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %2949 = stablehlo.reshape %2948 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %2950 = stablehlo.divide %2949, %2571 : tensor<1x100x1xf32>
    %2951 = stablehlo.add %2947, %2573 : tensor<1x100x1xf32>
    %2952 = stablehlo.rsqrt %2951 : tensor<1x100x1xf32>
    %2953 = stablehlo.broadcast_in_dim %2950, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %2954 = stablehlo.subtract %2936, %2953 : tensor<1x100x256xf32>
    %2955 = stablehlo.broadcast_in_dim %2952, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %2956 = stablehlo.multiply %2954, %2955 : tensor<1x100x256xf32>
    %2957 = stablehlo.convert %arg305 : (tensor<256xbf16>) -> tensor<256xf32>
    %2958 = stablehlo.broadcast_in_dim %2957, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %2959 = stablehlo.multiply %2956, %2958 : tensor<1x100x256xf32>
    %2960 = stablehlo.convert %arg306 : (tensor<256xbf16>) -> tensor<256xf32>
    %2961 = stablehlo.broadcast_in_dim %2960, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %2962 = stablehlo.add %2959, %2961 : tensor<1x100x256xf32>
    %2963 = stablehlo.convert %2962 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %2964 = stablehlo.reshape %2963 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %2965 = stablehlo.transpose %arg299, dims = [1, 0] : (tensor<2048x256xbf16>) -> tensor<256x2048xbf16>
    %2966 = stablehlo.convert %arg300 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %2967 = stablehlo.convert %2964 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %2968 = stablehlo.convert %2965 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %2969 = stablehlo.dot_general %2967, %2968, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x2048xf32>) -> tensor<100x2048xf32>
    %2970 = stablehlo.multiply %2969, %2703 : tensor<100x2048xf32>
    %2971 = stablehlo.broadcast_in_dim %2966, dims = [1] : (tensor<2048xf32>) -> tensor<100x2048xf32>
    %2972 = stablehlo.multiply %2971, %2703 : tensor<100x2048xf32>
    %2973 = stablehlo.add %2970, %2972 : tensor<100x2048xf32>
    %2974 = stablehlo.convert %2973 : (tensor<100x2048xf32>) -> tensor<100x2048xbf16>
    %2975 = stablehlo.reshape %2974 : (tensor<100x2048xbf16>) -> tensor<1x100x2048xbf16>
    %2976 = stablehlo.maximum %2975, %cst_23 : tensor<1x100x2048xbf16>
    %2977 = stablehlo.reshape %2976 : (tensor<1x100x2048xbf16>) -> tensor<100x2048xbf16>
    %2978 = stablehlo.transpose %arg301, dims = [1, 0] : (tensor<256x2048xbf16>) -> tensor<2048x256xbf16>
    %2979 = stablehlo.convert %arg302 : (tensor<256xbf16>) -> tensor<256xf32>
    %2980 = stablehlo.convert %2977 : (tensor<100x2048xbf16>) -> tensor<100x2048xf32>
    %2981 = stablehlo.convert %2978 : (tensor<2048x256xbf16>) -> tensor<2048x256xf32>
    %2982 = stablehlo.dot_general %2980, %2981, contracting_dims = [1] x [0] : (tensor<100x2048xf32>, tensor<2048x256xf32>) -> tensor<100x256xf32>
    %2983 = stablehlo.multiply %2982, %2484 : tensor<100x256xf32>
    %2984 = stablehlo.broadcast_in_dim %2979, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %2985 = stablehlo.multiply %2984, %2484 : tensor<100x256xf32>
    %2986 = stablehlo.add %2983, %2985 : tensor<100x256xf32>
    %2987 = stablehlo.convert %2986 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %2988 = stablehlo.reshape %2987 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %2989 = stablehlo.add %2963, %2988 : tensor<1x100x256xbf16>
    %2990 = stablehlo.convert %2989 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %2991 = stablehlo.convert %2990 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %2992 = stablehlo.reduce(%2991 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %2993 = stablehlo.reshape %2992 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %2994 = stablehlo.divide %2993, %2560 : tensor<1x100x1xf64>
    %2995 = stablehlo.broadcast_in_dim %2994, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %2996 = stablehlo.subtract %2991, %2995 : tensor<1x100x256xf64>
    %2997 = stablehlo.multiply %2996, %2996 : tensor<1x100x256xf64>
    %2998 = stablehlo.reduce(%2997 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %2999 = stablehlo.reshape %2998 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3000 = stablehlo.divide %2999, %2560 : tensor<1x100x1xf64>
    %3001 = stablehlo.convert %3000 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %3002 = stablehlo.reduce(%2990 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %3003 = stablehlo.reshape %3002 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %3004 = stablehlo.divide %3003, %2571 : tensor<1x100x1xf32>
    %3005 = stablehlo.add %3001, %2573 : tensor<1x100x1xf32>
    %3006 = stablehlo.rsqrt %3005 : tensor<1x100x1xf32>
    %3007 = stablehlo.broadcast_in_dim %3004, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3008 = stablehlo.subtract %2990, %3007 : tensor<1x100x256xf32>
    %3009 = stablehlo.broadcast_in_dim %3006, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3010 = stablehlo.multiply %3008, %3009 : tensor<1x100x256xf32>
    %3011 = stablehlo.convert %arg307 : (tensor<256xbf16>) -> tensor<256xf32>
    %3012 = stablehlo.broadcast_in_dim %3011, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3013 = stablehlo.multiply %3010, %3012 : tensor<1x100x256xf32>
    %3014 = stablehlo.convert %arg308 : (tensor<256xbf16>) -> tensor<256xf32>
    %3015 = stablehlo.broadcast_in_dim %3014, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3016 = stablehlo.add %3013, %3015 : tensor<1x100x256xf32>
    %3017 = stablehlo.convert %3016 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %3018 = stablehlo.add %3017, %2476 : tensor<1x100x256xbf16>
    %3019 = stablehlo.reshape %3018 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3020 = stablehlo.transpose %arg309, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3021 = stablehlo.convert %arg310 : (tensor<256xbf16>) -> tensor<256xf32>
    %3022 = stablehlo.convert %3019 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3023 = stablehlo.convert %3020 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3024 = stablehlo.dot_general %3022, %3023, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3025 = stablehlo.multiply %3024, %2484 : tensor<100x256xf32>
    %3026 = stablehlo.broadcast_in_dim %3021, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3027 = stablehlo.multiply %3026, %2484 : tensor<100x256xf32>
    %3028 = stablehlo.add %3025, %3027 : tensor<100x256xf32>
    %3029 = stablehlo.convert %3028 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3030 = stablehlo.reshape %3029 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3031 = stablehlo.reshape %3030 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %3032 = stablehlo.transpose %3031, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3033 = stablehlo.transpose %arg311, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3034 = stablehlo.convert %arg312 : (tensor<256xbf16>) -> tensor<256xf32>
    %3035 = stablehlo.convert %3033 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3036 = stablehlo.dot_general %3022, %3035, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3037 = stablehlo.multiply %3036, %2484 : tensor<100x256xf32>
    %3038 = stablehlo.broadcast_in_dim %3034, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3039 = stablehlo.multiply %3038, %2484 : tensor<100x256xf32>
    %3040 = stablehlo.add %3037, %3039 : tensor<100x256xf32>
    %3041 = stablehlo.convert %3040 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3042 = stablehlo.reshape %3041 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3043 = stablehlo.reshape %3042 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %3044 = stablehlo.transpose %3043, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3045 = stablehlo.reshape %3017 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3046 = stablehlo.transpose %arg313, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3047 = stablehlo.convert %arg314 : (tensor<256xbf16>) -> tensor<256xf32>
    %3048 = stablehlo.convert %3045 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3049 = stablehlo.convert %3046 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3050 = stablehlo.dot_general %3048, %3049, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3051 = stablehlo.multiply %3050, %2484 : tensor<100x256xf32>
    %3052 = stablehlo.broadcast_in_dim %3047, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3053 = stablehlo.multiply %3052, %2484 : tensor<100x256xf32>
    %3054 = stablehlo.add %3051, %3053 : tensor<100x256xf32>
    %3055 = stablehlo.convert %3054 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3056 = stablehlo.reshape %3055 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3057 = stablehlo.reshape %3056 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %3058 = stablehlo.transpose %3057, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3059 = stablehlo.divide %3032, %2517 : tensor<1x8x100x32xbf16>
    %3060 = stablehlo.transpose %3044, dims = [0, 1, 3, 2] : (tensor<1x8x100x32xbf16>) -> tensor<1x8x32x100xbf16>
    %3061 = stablehlo.reshape %3059 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3062 = stablehlo.reshape %3060 : (tensor<1x8x32x100xbf16>) -> tensor<8x32x100xbf16>
    %3063 = stablehlo.broadcast_in_dim %3062, dims = [0, 1, 2] : (tensor<8x32x100xbf16>) -> tensor<8x32x100xbf16>
    %3064 = stablehlo.dot_general %3061, %3063, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x32xbf16>, tensor<8x32x100xbf16>) -> tensor<8x100x100xbf16>
    %3065 = stablehlo.reshape %3064 : (tensor<8x100x100xbf16>) -> tensor<1x8x100x100xbf16>
    %3066 = stablehlo.convert %3065 : (tensor<1x8x100x100xbf16>) -> tensor<1x8x100x100xf32>
    %3067 = stablehlo.reduce(%3066 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x100x100xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %3068 = stablehlo.reshape %3067 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %3069 = stablehlo.broadcast_in_dim %3068, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x100xf32>
    %3070 = stablehlo.subtract %3066, %3069 : tensor<1x8x100x100xf32>
    %3071 = stablehlo.exponential %3070 : tensor<1x8x100x100xf32>
    %3072 = stablehlo.reduce(%3071 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x100x100xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %3073 = stablehlo.reshape %3072 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %3074 = stablehlo.broadcast_in_dim %3073, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x100xf32>
    %3075 = stablehlo.divide %3071, %3074 : tensor<1x8x100x100xf32>
    %3076 = stablehlo.convert %3075 : (tensor<1x8x100x100xf32>) -> tensor<1x8x100x100xbf16>
    %3077 = stablehlo.reshape %3076 : (tensor<1x8x100x100xbf16>) -> tensor<8x100x100xbf16>
    %3078 = stablehlo.reshape %3058 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3079 = stablehlo.broadcast_in_dim %3078, dims = [0, 1, 2] : (tensor<8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3080 = stablehlo.dot_general %3077, %3079, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x100xbf16>, tensor<8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3081 = stablehlo.reshape %3080 : (tensor<8x100x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3082 = stablehlo.transpose %3081, dims = [0, 2, 1, 3] : (tensor<1x8x100x32xbf16>) -> tensor<1x100x8x32xbf16>
    %3083 = stablehlo.reshape %3082 : (tensor<1x100x8x32xbf16>) -> tensor<1x100x256xbf16>
    %3084 = stablehlo.reshape %3083 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3085 = stablehlo.transpose %arg315, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3086 = stablehlo.convert %arg316 : (tensor<256xbf16>) -> tensor<256xf32>
    %3087 = stablehlo.convert %3084 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3088 = stablehlo.convert %3085 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3089 = stablehlo.dot_general %3087, %3088, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3090 = stablehlo.multiply %3089, %2484 : tensor<100x256xf32>
    %3091 = stablehlo.broadcast_in_dim %3086, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3092 = stablehlo.multiply %3091, %2484 : tensor<100x256xf32>
    %3093 = stablehlo.add %3090, %3092 : tensor<100x256xf32>
    %3094 = stablehlo.convert %3093 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3095 = stablehlo.reshape %3094 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3096 = stablehlo.add %3017, %3095 : tensor<1x100x256xbf16>
    %3097 = stablehlo.convert %3096 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %3098 = stablehlo.convert %3097 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %3099 = stablehlo.reduce(%3098 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3100 = stablehlo.reshape %3099 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3101 = stablehlo.divide %3100, %2560 : tensor<1x100x1xf64>
    %3102 = stablehlo.broadcast_in_dim %3101, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %3103 = stablehlo.subtract %3098, %3102 : tensor<1x100x256xf64>
    %3104 = stablehlo.multiply %3103, %3103 : tensor<1x100x256xf64>
    %3105 = stablehlo.reduce(%3104 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3106 = stablehlo.reshape %3105 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3107 = stablehlo.divide %3106, %2560 : tensor<1x100x1xf64>
    %3108 = stablehlo.convert %3107 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %3109 = stablehlo.reduce(%3097 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %3110 = stablehlo.reshape %3109 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %3111 = stablehlo.divide %3110, %2571 : tensor<1x100x1xf32>
    %3112 = stablehlo.add %3108, %2573 : tensor<1x100x1xf32>
    %3113 = stablehlo.rsqrt %3112 : tensor<1x100x1xf32>
    %3114 = stablehlo.broadcast_in_dim %3111, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3115 = stablehlo.subtract %3097, %3114 : tensor<1x100x256xf32>
    %3116 = stablehlo.broadcast_in_dim %3113, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3117 = stablehlo.multiply %3115, %3116 : tensor<1x100x256xf32>
    %3118 = stablehlo.convert %arg329 : (tensor<256xbf16>) -> tensor<256xf32>
    %3119 = stablehlo.broadcast_in_dim %3118, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3120 = stablehlo.multiply %3117, %3119 : tensor<1x100x256xf32>
    %3121 = stablehlo.convert %arg330 : (tensor<256xbf16>) -> tensor<256xf32>
    %3122 = stablehlo.broadcast_in_dim %3121, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3123 = stablehlo.add %3120, %3122 : tensor<1x100x256xf32>
    %3124 = stablehlo.convert %3123 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %3125 = stablehlo.add %3124, %2476 : tensor<1x100x256xbf16>
    %3126 = stablehlo.reshape %3125 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3127 = stablehlo.transpose %arg317, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3128 = stablehlo.convert %arg318 : (tensor<256xbf16>) -> tensor<256xf32>
    %3129 = stablehlo.convert %3126 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3130 = stablehlo.convert %3127 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3131 = stablehlo.dot_general %3129, %3130, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3132 = stablehlo.multiply %3131, %2484 : tensor<100x256xf32>
    %3133 = stablehlo.broadcast_in_dim %3128, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3134 = stablehlo.multiply %3133, %2484 : tensor<100x256xf32>
    %3135 = stablehlo.add %3132, %3134 : tensor<100x256xf32>
    %3136 = stablehlo.convert %3135 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3137 = stablehlo.reshape %3136 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3138 = stablehlo.reshape %3137 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %3139 = stablehlo.transpose %3138, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3140 = stablehlo.transpose %arg319, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3141 = stablehlo.convert %arg320 : (tensor<256xbf16>) -> tensor<256xf32>
    %3142 = stablehlo.convert %3140 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3143 = stablehlo.dot_general %2606, %3142, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %3144 = stablehlo.multiply %3143, %1573 : tensor<192x256xf32>
    %3145 = stablehlo.broadcast_in_dim %3141, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %3146 = stablehlo.multiply %3145, %1573 : tensor<192x256xf32>
    %3147 = stablehlo.add %3144, %3146 : tensor<192x256xf32>
    %3148 = stablehlo.convert %3147 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %3149 = stablehlo.reshape %3148 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %3150 = stablehlo.reshape %3149 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %3151 = stablehlo.transpose %3150, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %3152 = stablehlo.transpose %arg321, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3153 = stablehlo.convert %arg322 : (tensor<256xbf16>) -> tensor<256xf32>
    %3154 = stablehlo.convert %3152 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3155 = stablehlo.dot_general %2620, %3154, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %3156 = stablehlo.multiply %3155, %1573 : tensor<192x256xf32>
    %3157 = stablehlo.broadcast_in_dim %3153, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %3158 = stablehlo.multiply %3157, %1573 : tensor<192x256xf32>
    %3159 = stablehlo.add %3156, %3158 : tensor<192x256xf32>
    %3160 = stablehlo.convert %3159 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %3161 = stablehlo.reshape %3160 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %3162 = stablehlo.reshape %3161 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %3163 = stablehlo.transpose %3162, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %3164 = stablehlo.divide %3139, %2517 : tensor<1x8x100x32xbf16>
    %3165 = stablehlo.transpose %3151, dims = [0, 1, 3, 2] : (tensor<1x8x192x32xbf16>) -> tensor<1x8x32x192xbf16>
    %3166 = stablehlo.reshape %3164 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3167 = stablehlo.reshape %3165 : (tensor<1x8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %3168 = stablehlo.broadcast_in_dim %3167, dims = [0, 1, 2] : (tensor<8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %3169 = stablehlo.dot_general %3166, %3168, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x32xbf16>, tensor<8x32x192xbf16>) -> tensor<8x100x192xbf16>
    %3170 = stablehlo.reshape %3169 : (tensor<8x100x192xbf16>) -> tensor<1x8x100x192xbf16>
    %3171 = stablehlo.convert %3170 : (tensor<1x8x100x192xbf16>) -> tensor<1x8x100x192xf32>
    %3172 = stablehlo.reduce(%3171 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x100x192xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %3173 = stablehlo.reshape %3172 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %3174 = stablehlo.broadcast_in_dim %3173, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x192xf32>
    %3175 = stablehlo.subtract %3171, %3174 : tensor<1x8x100x192xf32>
    %3176 = stablehlo.exponential %3175 : tensor<1x8x100x192xf32>
    %3177 = stablehlo.reduce(%3176 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x100x192xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %3178 = stablehlo.reshape %3177 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %3179 = stablehlo.broadcast_in_dim %3178, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x192xf32>
    %3180 = stablehlo.divide %3176, %3179 : tensor<1x8x100x192xf32>
    %3181 = stablehlo.convert %3180 : (tensor<1x8x100x192xf32>) -> tensor<1x8x100x192xbf16>
    %3182 = stablehlo.reshape %3181 : (tensor<1x8x100x192xbf16>) -> tensor<8x100x192xbf16>
    %3183 = stablehlo.reshape %3163 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %3184 = stablehlo.broadcast_in_dim %3183, dims = [0, 1, 2] : (tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %3185 = stablehlo.dot_general %3182, %3184, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x192xbf16>, tensor<8x192x32xbf16>) -> tensor<8x100x32xbf16>
    %3186 = stablehlo.reshape %3185 : (tensor<8x100x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3187 = stablehlo.transpose %3186, dims = [0, 2, 1, 3] : (tensor<1x8x100x32xbf16>) -> tensor<1x100x8x32xbf16>
    %3188 = stablehlo.reshape %3187 : (tensor<1x100x8x32xbf16>) -> tensor<1x100x256xbf16>
    %3189 = stablehlo.reshape %3188 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3190 = stablehlo.transpose %arg323, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3191 = stablehlo.convert %arg324 : (tensor<256xbf16>) -> tensor<256xf32>
    %3192 = stablehlo.convert %3189 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3193 = stablehlo.convert %3190 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3194 = stablehlo.dot_general %3192, %3193, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3195 = stablehlo.multiply %3194, %2484 : tensor<100x256xf32>
    %3196 = stablehlo.broadcast_in_dim %3191, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3197 = stablehlo.multiply %3196, %2484 : tensor<100x256xf32>
    %3198 = stablehlo.add %3195, %3197 : tensor<100x256xf32>
    %3199 = stablehlo.convert %3198 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3200 = stablehlo.reshape %3199 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3201 = stablehlo.add %3124, %3200 : tensor<1x100x256xbf16>
    %3202 = stablehlo.convert %3201 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %3203 = stablehlo.convert %3202 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %3204 = stablehlo.reduce(%3203 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3205 = stablehlo.reshape %3204 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3206 = stablehlo.divide %3205, %2560 : tensor<1x100x1xf64>
    %3207 = stablehlo.broadcast_in_dim %3206, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %3208 = stablehlo.subtract %3203, %3207 : tensor<1x100x256xf64>
    %3209 = stablehlo.multiply %3208, %3208 : tensor<1x100x256xf64>
    %3210 = stablehlo.reduce(%3209 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3211 = stablehlo.reshape %3210 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3212 = stablehlo.divide %3211, %2560 : tensor<1x100x1xf64>
    %3213 = stablehlo.convert %3212 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %3214 = stablehlo.reduce(%3202 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %3215 = stablehlo.reshape %3214 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %3216 = stablehlo.divide %3215, %2571 : tensor<1x100x1xf32>
    %3217 = stablehlo.add %3213, %2573 : tensor<1x100x1xf32>
    %3218 = stablehlo.rsqrt %3217 : tensor<1x100x1xf32>
    %3219 = stablehlo.broadcast_in_dim %3216, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3220 = stablehlo.subtract %3202, %3219 : tensor<1x100x256xf32>
    %3221 = stablehlo.broadcast_in_dim %3218, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3222 = stablehlo.multiply %3220, %3221 : tensor<1x100x256xf32>
    %3223 = stablehlo.convert %arg331 : (tensor<256xbf16>) -> tensor<256xf32>
    %3224 = stablehlo.broadcast_in_dim %3223, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3225 = stablehlo.multiply %3222, %3224 : tensor<1x100x256xf32>
    %3226 = stablehlo.convert %arg332 : (tensor<256xbf16>) -> tensor<256xf32>
    %3227 = stablehlo.broadcast_in_dim %3226, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3228 = stablehlo.add %3225, %3227 : tensor<1x100x256xf32>
    %3229 = stablehlo.convert %3228 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %3230 = stablehlo.reshape %3229 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3231 = stablehlo.transpose %arg325, dims = [1, 0] : (tensor<2048x256xbf16>) -> tensor<256x2048xbf16>
    %3232 = stablehlo.convert %arg326 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %3233 = stablehlo.convert %3230 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3234 = stablehlo.convert %3231 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %3235 = stablehlo.dot_general %3233, %3234, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x2048xf32>) -> tensor<100x2048xf32>
    %3236 = stablehlo.multiply %3235, %2703 : tensor<100x2048xf32>
    %3237 = stablehlo.broadcast_in_dim %3232, dims = [1] : (tensor<2048xf32>) -> tensor<100x2048xf32>
    %3238 = stablehlo.multiply %3237, %2703 : tensor<100x2048xf32>
    %3239 = stablehlo.add %3236, %3238 : tensor<100x2048xf32>
    %3240 = stablehlo.convert %3239 : (tensor<100x2048xf32>) -> tensor<100x2048xbf16>
    %3241 = stablehlo.reshape %3240 : (tensor<100x2048xbf16>) -> tensor<1x100x2048xbf16>
    %3242 = stablehlo.maximum %3241, %cst_23 : tensor<1x100x2048xbf16>
    %3243 = stablehlo.reshape %3242 : (tensor<1x100x2048xbf16>) -> tensor<100x2048xbf16>
    %3244 = stablehlo.transpose %arg327, dims = [1, 0] : (tensor<256x2048xbf16>) -> tensor<2048x256xbf16>
    %3245 = stablehlo.convert %arg328 : (tensor<256xbf16>) -> tensor<256xf32>
    %3246 = stablehlo.convert %3243 : (tensor<100x2048xbf16>) -> tensor<100x2048xf32>
    %3247 = stablehlo.convert %3244 : (tensor<2048x256xbf16>) -> tensor<2048x256xf32>
    %3248 = stablehlo.dot_general %3246, %3247, contracting_dims = [1] x [0] : (tensor<100x2048xf32>, tensor<2048x256xf32>) -> tensor<100x256xf32>
    %3249 = stablehlo.multiply %3248, %2484 : tensor<100x256xf32>
    %3250 = stablehlo.broadcast_in_dim %3245, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3251 = stablehlo.multiply %3250, %2484 : tensor<100x256xf32>
    %3252 = stablehlo.add %3249, %3251 : tensor<100x256xf32>
    %3253 = stablehlo.convert %3252 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3254 = stablehlo.reshape %3253 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3255 = stablehlo.add %3229, %3254 : tensor<1x100x256xbf16>
    %3256 = stablehlo.convert %3255 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %3257 = stablehlo.convert %3256 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %3258 = stablehlo.reduce(%3257 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3259 = stablehlo.reshape %3258 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3260 = stablehlo.divide %3259, %2560 : tensor<1x100x1xf64>
    %3261 = stablehlo.broadcast_in_dim %3260, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %3262 = stablehlo.subtract %3257, %3261 : tensor<1x100x256xf64>
    %3263 = stablehlo.multiply %3262, %3262 : tensor<1x100x256xf64>
    %3264 = stablehlo.reduce(%3263 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3265 = stablehlo.reshape %3264 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3266 = stablehlo.divide %3265, %2560 : tensor<1x100x1xf64>
    %3267 = stablehlo.convert %3266 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %3268 = stablehlo.reduce(%3256 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %3269 = stablehlo.reshape %3268 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %3270 = stablehlo.divide %3269, %2571 : tensor<1x100x1xf32>
    %3271 = stablehlo.add %3267, %2573 : tensor<1x100x1xf32>
    %3272 = stablehlo.rsqrt %3271 : tensor<1x100x1xf32>
    %3273 = stablehlo.broadcast_in_dim %3270, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3274 = stablehlo.subtract %3256, %3273 : tensor<1x100x256xf32>
    %3275 = stablehlo.broadcast_in_dim %3272, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3276 = stablehlo.multiply %3274, %3275 : tensor<1x100x256xf32>
    %3277 = stablehlo.convert %arg333 : (tensor<256xbf16>) -> tensor<256xf32>
    %3278 = stablehlo.broadcast_in_dim %3277, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3279 = stablehlo.multiply %3276, %3278 : tensor<1x100x256xf32>
    %3280 = stablehlo.convert %arg334 : (tensor<256xbf16>) -> tensor<256xf32>
    %3281 = stablehlo.broadcast_in_dim %3280, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3282 = stablehlo.add %3279, %3281 : tensor<1x100x256xf32>
    %3283 = stablehlo.convert %3282 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %3284 = stablehlo.add %3283, %2476 : tensor<1x100x256xbf16>
    %3285 = stablehlo.reshape %3284 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3286 = stablehlo.transpose %arg335, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3287 = stablehlo.convert %arg336 : (tensor<256xbf16>) -> tensor<256xf32>
    %3288 = stablehlo.convert %3285 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3289 = stablehlo.convert %3286 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3290 = stablehlo.dot_general %3288, %3289, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3291 = stablehlo.multiply %3290, %2484 : tensor<100x256xf32>
    %3292 = stablehlo.broadcast_in_dim %3287, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3293 = stablehlo.multiply %3292, %2484 : tensor<100x256xf32>
    %3294 = stablehlo.add %3291, %3293 : tensor<100x256xf32>
    %3295 = stablehlo.convert %3294 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3296 = stablehlo.reshape %3295 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3297 = stablehlo.reshape %3296 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %3298 = stablehlo.transpose %3297, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3299 = stablehlo.transpose %arg337, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3300 = stablehlo.convert %arg338 : (tensor<256xbf16>) -> tensor<256xf32>
    %3301 = stablehlo.convert %3299 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3302 = stablehlo.dot_general %3288, %3301, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3303 = stablehlo.multiply %3302, %2484 : tensor<100x256xf32>
    %3304 = stablehlo.broadcast_in_dim %3300, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3305 = stablehlo.multiply %3304, %2484 : tensor<100x256xf32>
    %3306 = stablehlo.add %3303, %3305 : tensor<100x256xf32>
    %3307 = stablehlo.convert %3306 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3308 = stablehlo.reshape %3307 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3309 = stablehlo.reshape %3308 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %3310 = stablehlo.transpose %3309, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3311 = stablehlo.reshape %3283 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3312 = stablehlo.transpose %arg339, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3313 = stablehlo.convert %arg340 : (tensor<256xbf16>) -> tensor<256xf32>
    %3314 = stablehlo.convert %3311 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3315 = stablehlo.convert %3312 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3316 = stablehlo.dot_general %3314, %3315, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3317 = stablehlo.multiply %3316, %2484 : tensor<100x256xf32>
    %3318 = stablehlo.broadcast_in_dim %3313, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3319 = stablehlo.multiply %3318, %2484 : tensor<100x256xf32>
    %3320 = stablehlo.add %3317, %3319 : tensor<100x256xf32>
    %3321 = stablehlo.convert %3320 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3322 = stablehlo.reshape %3321 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3323 = stablehlo.reshape %3322 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %3324 = stablehlo.transpose %3323, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3325 = stablehlo.divide %3298, %2517 : tensor<1x8x100x32xbf16>
    %3326 = stablehlo.transpose %3310, dims = [0, 1, 3, 2] : (tensor<1x8x100x32xbf16>) -> tensor<1x8x32x100xbf16>
    %3327 = stablehlo.reshape %3325 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3328 = stablehlo.reshape %3326 : (tensor<1x8x32x100xbf16>) -> tensor<8x32x100xbf16>
    %3329 = stablehlo.broadcast_in_dim %3328, dims = [0, 1, 2] : (tensor<8x32x100xbf16>) -> tensor<8x32x100xbf16>
    %3330 = stablehlo.dot_general %3327, %3329, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x32xbf16>, tensor<8x32x100xbf16>) -> tensor<8x100x100xbf16>
    %3331 = stablehlo.reshape %3330 : (tensor<8x100x100xbf16>) -> tensor<1x8x100x100xbf16>
    %3332 = stablehlo.convert %3331 : (tensor<1x8x100x100xbf16>) -> tensor<1x8x100x100xf32>
    %3333 = stablehlo.reduce(%3332 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x100x100xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %3334 = stablehlo.reshape %3333 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %3335 = stablehlo.broadcast_in_dim %3334, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x100xf32>
    %3336 = stablehlo.subtract %3332, %3335 : tensor<1x8x100x100xf32>
    %3337 = stablehlo.exponential %3336 : tensor<1x8x100x100xf32>
    %3338 = stablehlo.reduce(%3337 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x100x100xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %3339 = stablehlo.reshape %3338 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %3340 = stablehlo.broadcast_in_dim %3339, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x100xf32>
    %3341 = stablehlo.divide %3337, %3340 : tensor<1x8x100x100xf32>
    %3342 = stablehlo.convert %3341 : (tensor<1x8x100x100xf32>) -> tensor<1x8x100x100xbf16>
    %3343 = stablehlo.reshape %3342 : (tensor<1x8x100x100xbf16>) -> tensor<8x100x100xbf16>
    %3344 = stablehlo.reshape %3324 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3345 = stablehlo.broadcast_in_dim %3344, dims = [0, 1, 2] : (tensor<8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3346 = stablehlo.dot_general %3343, %3345, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x100xbf16>, tensor<8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3347 = stablehlo.reshape %3346 : (tensor<8x100x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3348 = stablehlo.transpose %3347, dims = [0, 2, 1, 3] : (tensor<1x8x100x32xbf16>) -> tensor<1x100x8x32xbf16>
    %3349 = stablehlo.reshape %3348 : (tensor<1x100x8x32xbf16>) -> tensor<1x100x256xbf16>
    %3350 = stablehlo.reshape %3349 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3351 = stablehlo.transpose %arg341, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3352 = stablehlo.convert %arg342 : (tensor<256xbf16>) -> tensor<256xf32>
    %3353 = stablehlo.convert %3350 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3354 = stablehlo.convert %3351 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3355 = stablehlo.dot_general %3353, %3354, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3356 = stablehlo.multiply %3355, %2484 : tensor<100x256xf32>
    %3357 = stablehlo.broadcast_in_dim %3352, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3358 = stablehlo.multiply %3357, %2484 : tensor<100x256xf32>
    %3359 = stablehlo.add %3356, %3358 : tensor<100x256xf32>
    %3360 = stablehlo.convert %3359 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3361 = stablehlo.reshape %3360 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3362 = stablehlo.add %3283, %3361 : tensor<1x100x256xbf16>
    %3363 = stablehlo.convert %3362 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %3364 = stablehlo.convert %3363 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %3365 = stablehlo.reduce(%3364 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3366 = stablehlo.reshape %3365 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3367 = stablehlo.divide %3366, %2560 : tensor<1x100x1xf64>
    %3368 = stablehlo.broadcast_in_dim %3367, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %3369 = stablehlo.subtract %3364, %3368 : tensor<1x100x256xf64>
    %3370 = stablehlo.multiply %3369, %3369 : tensor<1x100x256xf64>
    %3371 = stablehlo.reduce(%3370 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3372 = stablehlo.reshape %3371 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3373 = stablehlo.divide %3372, %2560 : tensor<1x100x1xf64>
    %3374 = stablehlo.convert %3373 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %3375 = stablehlo.reduce(%3363 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %3376 = stablehlo.reshape %3375 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %3377 = stablehlo.divide %3376, %2571 : tensor<1x100x1xf32>
    %3378 = stablehlo.add %3374, %2573 : tensor<1x100x1xf32>
    %3379 = stablehlo.rsqrt %3378 : tensor<1x100x1xf32>
    %3380 = stablehlo.broadcast_in_dim %3377, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3381 = stablehlo.subtract %3363, %3380 : tensor<1x100x256xf32>
    %3382 = stablehlo.broadcast_in_dim %3379, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3383 = stablehlo.multiply %3381, %3382 : tensor<1x100x256xf32>
    %3384 = stablehlo.convert %arg355 : (tensor<256xbf16>) -> tensor<256xf32>
    %3385 = stablehlo.broadcast_in_dim %3384, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3386 = stablehlo.multiply %3383, %3385 : tensor<1x100x256xf32>
    %3387 = stablehlo.convert %arg356 : (tensor<256xbf16>) -> tensor<256xf32>
    %3388 = stablehlo.broadcast_in_dim %3387, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3389 = stablehlo.add %3386, %3388 : tensor<1x100x256xf32>
    %3390 = stablehlo.convert %3389 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %3391 = stablehlo.add %3390, %2476 : tensor<1x100x256xbf16>
    %3392 = stablehlo.reshape %3391 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3393 = stablehlo.transpose %arg343, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3394 = stablehlo.convert %arg344 : (tensor<256xbf16>) -> tensor<256xf32>
    %3395 = stablehlo.convert %3392 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3396 = stablehlo.convert %3393 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3397 = stablehlo.dot_general %3395, %3396, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3398 = stablehlo.multiply %3397, %2484 : tensor<100x256xf32>
    %3399 = stablehlo.broadcast_in_dim %3394, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3400 = stablehlo.multiply %3399, %2484 : tensor<100x256xf32>
    %3401 = stablehlo.add %3398, %3400 : tensor<100x256xf32>
    %3402 = stablehlo.convert %3401 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3403 = stablehlo.reshape %3402 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3404 = stablehlo.reshape %3403 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %3405 = stablehlo.transpose %3404, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3406 = stablehlo.transpose %arg345, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3407 = stablehlo.convert %arg346 : (tensor<256xbf16>) -> tensor<256xf32>
    %3408 = stablehlo.convert %3406 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3409 = stablehlo.dot_general %2606, %3408, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %3410 = stablehlo.multiply %3409, %1573 : tensor<192x256xf32>
    %3411 = stablehlo.broadcast_in_dim %3407, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %3412 = stablehlo.multiply %3411, %1573 : tensor<192x256xf32>
    %3413 = stablehlo.add %3410, %3412 : tensor<192x256xf32>
    %3414 = stablehlo.convert %3413 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %3415 = stablehlo.reshape %3414 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %3416 = stablehlo.reshape %3415 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %3417 = stablehlo.transpose %3416, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %3418 = stablehlo.transpose %arg347, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3419 = stablehlo.convert %arg348 : (tensor<256xbf16>) -> tensor<256xf32>
    %3420 = stablehlo.convert %3418 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3421 = stablehlo.dot_general %2620, %3420, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %3422 = stablehlo.multiply %3421, %1573 : tensor<192x256xf32>
    %3423 = stablehlo.broadcast_in_dim %3419, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %3424 = stablehlo.multiply %3423, %1573 : tensor<192x256xf32>
    %3425 = stablehlo.add %3422, %3424 : tensor<192x256xf32>
    %3426 = stablehlo.convert %3425 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %3427 = stablehlo.reshape %3426 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %3428 = stablehlo.reshape %3427 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %3429 = stablehlo.transpose %3428, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %3430 = stablehlo.divide %3405, %2517 : tensor<1x8x100x32xbf16>
    %3431 = stablehlo.transpose %3417, dims = [0, 1, 3, 2] : (tensor<1x8x192x32xbf16>) -> tensor<1x8x32x192xbf16>
    %3432 = stablehlo.reshape %3430 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3433 = stablehlo.reshape %3431 : (tensor<1x8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %3434 = stablehlo.broadcast_in_dim %3433, dims = [0, 1, 2] : (tensor<8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %3435 = stablehlo.dot_general %3432, %3434, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x32xbf16>, tensor<8x32x192xbf16>) -> tensor<8x100x192xbf16>
    %3436 = stablehlo.reshape %3435 : (tensor<8x100x192xbf16>) -> tensor<1x8x100x192xbf16>
    %3437 = stablehlo.convert %3436 : (tensor<1x8x100x192xbf16>) -> tensor<1x8x100x192xf32>
    %3438 = stablehlo.reduce(%3437 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x100x192xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %3439 = stablehlo.reshape %3438 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %3440 = stablehlo.broadcast_in_dim %3439, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x192xf32>
    %3441 = stablehlo.subtract %3437, %3440 : tensor<1x8x100x192xf32>
    %3442 = stablehlo.exponential %3441 : tensor<1x8x100x192xf32>
    %3443 = stablehlo.reduce(%3442 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x100x192xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %3444 = stablehlo.reshape %3443 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %3445 = stablehlo.broadcast_in_dim %3444, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x192xf32>
    %3446 = stablehlo.divide %3442, %3445 : tensor<1x8x100x192xf32>
    %3447 = stablehlo.convert %3446 : (tensor<1x8x100x192xf32>) -> tensor<1x8x100x192xbf16>
    %3448 = stablehlo.reshape %3447 : (tensor<1x8x100x192xbf16>) -> tensor<8x100x192xbf16>
    %3449 = stablehlo.reshape %3429 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %3450 = stablehlo.broadcast_in_dim %3449, dims = [0, 1, 2] : (tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %3451 = stablehlo.dot_general %3448, %3450, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x192xbf16>, tensor<8x192x32xbf16>) -> tensor<8x100x32xbf16>
    %3452 = stablehlo.reshape %3451 : (tensor<8x100x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3453 = stablehlo.transpose %3452, dims = [0, 2, 1, 3] : (tensor<1x8x100x32xbf16>) -> tensor<1x100x8x32xbf16>
    %3454 = stablehlo.reshape %3453 : (tensor<1x100x8x32xbf16>) -> tensor<1x100x256xbf16>
    %3455 = stablehlo.reshape %3454 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3456 = stablehlo.transpose %arg349, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3457 = stablehlo.convert %arg350 : (tensor<256xbf16>) -> tensor<256xf32>
    %3458 = stablehlo.convert %3455 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3459 = stablehlo.convert %3456 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3460 = stablehlo.dot_general %3458, %3459, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3461 = stablehlo.multiply %3460, %2484 : tensor<100x256xf32>
    %3462 = stablehlo.broadcast_in_dim %3457, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3463 = stablehlo.multiply %3462, %2484 : tensor<100x256xf32>
    %3464 = stablehlo.add %3461, %3463 : tensor<100x256xf32>
    %3465 = stablehlo.convert %3464 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3466 = stablehlo.reshape %3465 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3467 = stablehlo.add %3390, %3466 : tensor<1x100x256xbf16>
    %3468 = stablehlo.convert %3467 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %3469 = stablehlo.convert %3468 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %3470 = stablehlo.reduce(%3469 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3471 = stablehlo.reshape %3470 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3472 = stablehlo.divide %3471, %2560 : tensor<1x100x1xf64>
    %3473 = stablehlo.broadcast_in_dim %3472, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %3474 = stablehlo.subtract %3469, %3473 : tensor<1x100x256xf64>
    %3475 = stablehlo.multiply %3474, %3474 : tensor<1x100x256xf64>
    %3476 = stablehlo.reduce(%3475 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3477 = stablehlo.reshape %3476 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3478 = stablehlo.divide %3477, %2560 : tensor<1x100x1xf64>
    %3479 = stablehlo.convert %3478 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %3480 = stablehlo.reduce(%3468 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %3481 = stablehlo.reshape %3480 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %3482 = stablehlo.divide %3481, %2571 : tensor<1x100x1xf32>
    %3483 = stablehlo.add %3479, %2573 : tensor<1x100x1xf32>
    %3484 = stablehlo.rsqrt %3483 : tensor<1x100x1xf32>
    %3485 = stablehlo.broadcast_in_dim %3482, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3486 = stablehlo.subtract %3468, %3485 : tensor<1x100x256xf32>
    %3487 = stablehlo.broadcast_in_dim %3484, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3488 = stablehlo.multiply %3486, %3487 : tensor<1x100x256xf32>
    %3489 = stablehlo.convert %arg357 : (tensor<256xbf16>) -> tensor<256xf32>
    %3490 = stablehlo.broadcast_in_dim %3489, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3491 = stablehlo.multiply %3488, %3490 : tensor<1x100x256xf32>
    %3492 = stablehlo.convert %arg358 : (tensor<256xbf16>) -> tensor<256xf32>
    %3493 = stablehlo.broadcast_in_dim %3492, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3494 = stablehlo.add %3491, %3493 : tensor<1x100x256xf32>
    %3495 = stablehlo.convert %3494 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %3496 = stablehlo.reshape %3495 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3497 = stablehlo.transpose %arg351, dims = [1, 0] : (tensor<2048x256xbf16>) -> tensor<256x2048xbf16>
    %3498 = stablehlo.convert %arg352 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %3499 = stablehlo.convert %3496 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3500 = stablehlo.convert %3497 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %3501 = stablehlo.dot_general %3499, %3500, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x2048xf32>) -> tensor<100x2048xf32>
    %3502 = stablehlo.multiply %3501, %2703 : tensor<100x2048xf32>
    %3503 = stablehlo.broadcast_in_dim %3498, dims = [1] : (tensor<2048xf32>) -> tensor<100x2048xf32>
    %3504 = stablehlo.multiply %3503, %2703 : tensor<100x2048xf32>
    %3505 = stablehlo.add %3502, %3504 : tensor<100x2048xf32>
    %3506 = stablehlo.convert %3505 : (tensor<100x2048xf32>) -> tensor<100x2048xbf16>
    %3507 = stablehlo.reshape %3506 : (tensor<100x2048xbf16>) -> tensor<1x100x2048xbf16>
    %3508 = stablehlo.maximum %3507, %cst_23 : tensor<1x100x2048xbf16>
    %3509 = stablehlo.reshape %3508 : (tensor<1x100x2048xbf16>) -> tensor<100x2048xbf16>
    %3510 = stablehlo.transpose %arg353, dims = [1, 0] : (tensor<256x2048xbf16>) -> tensor<2048x256xbf16>
    %3511 = stablehlo.convert %arg354 : (tensor<256xbf16>) -> tensor<256xf32>
    %3512 = stablehlo.convert %3509 : (tensor<100x2048xbf16>) -> tensor<100x2048xf32>
    %3513 = stablehlo.convert %3510 : (tensor<2048x256xbf16>) -> tensor<2048x256xf32>
    %3514 = stablehlo.dot_general %3512, %3513, contracting_dims = [1] x [0] : (tensor<100x2048xf32>, tensor<2048x256xf32>) -> tensor<100x256xf32>
    %3515 = stablehlo.multiply %3514, %2484 : tensor<100x256xf32>
    %3516 = stablehlo.broadcast_in_dim %3511, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3517 = stablehlo.multiply %3516, %2484 : tensor<100x256xf32>
    %3518 = stablehlo.add %3515, %3517 : tensor<100x256xf32>
    %3519 = stablehlo.convert %3518 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3520 = stablehlo.reshape %3519 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3521 = stablehlo.add %3495, %3520 : tensor<1x100x256xbf16>
    %3522 = stablehlo.convert %3521 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %3523 = stablehlo.convert %3522 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %3524 = stablehlo.reduce(%3523 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3525 = stablehlo.reshape %3524 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3526 = stablehlo.divide %3525, %2560 : tensor<1x100x1xf64>
    %3527 = stablehlo.broadcast_in_dim %3526, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %3528 = stablehlo.subtract %3523, %3527 : tensor<1x100x256xf64>
    %3529 = stablehlo.multiply %3528, %3528 : tensor<1x100x256xf64>
    %3530 = stablehlo.reduce(%3529 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3531 = stablehlo.reshape %3530 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3532 = stablehlo.divide %3531, %2560 : tensor<1x100x1xf64>
    %3533 = stablehlo.convert %3532 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %3534 = stablehlo.reduce(%3522 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %3535 = stablehlo.reshape %3534 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %3536 = stablehlo.divide %3535, %2571 : tensor<1x100x1xf32>
    %3537 = stablehlo.add %3533, %2573 : tensor<1x100x1xf32>
    %3538 = stablehlo.rsqrt %3537 : tensor<1x100x1xf32>
    %3539 = stablehlo.broadcast_in_dim %3536, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3540 = stablehlo.subtract %3522, %3539 : tensor<1x100x256xf32>
    %3541 = stablehlo.broadcast_in_dim %3538, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3542 = stablehlo.multiply %3540, %3541 : tensor<1x100x256xf32>
    %3543 = stablehlo.convert %arg359 : (tensor<256xbf16>) -> tensor<256xf32>
    %3544 = stablehlo.broadcast_in_dim %3543, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3545 = stablehlo.multiply %3542, %3544 : tensor<1x100x256xf32>
    %3546 = stablehlo.convert %arg360 : (tensor<256xbf16>) -> tensor<256xf32>
    %3547 = stablehlo.broadcast_in_dim %3546, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3548 = stablehlo.add %3545, %3547 : tensor<1x100x256xf32>
    %3549 = stablehlo.convert %3548 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %3550 = stablehlo.add %3549, %2476 : tensor<1x100x256xbf16>
    %3551 = stablehlo.reshape %3550 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3552 = stablehlo.transpose %arg361, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3553 = stablehlo.convert %arg362 : (tensor<256xbf16>) -> tensor<256xf32>
    %3554 = stablehlo.convert %3551 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3555 = stablehlo.convert %3552 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3556 = stablehlo.dot_general %3554, %3555, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3557 = stablehlo.multiply %3556, %2484 : tensor<100x256xf32>
    %3558 = stablehlo.broadcast_in_dim %3553, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3559 = stablehlo.multiply %3558, %2484 : tensor<100x256xf32>
    %3560 = stablehlo.add %3557, %3559 : tensor<100x256xf32>
    %3561 = stablehlo.convert %3560 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3562 = stablehlo.reshape %3561 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3563 = stablehlo.reshape %3562 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %3564 = stablehlo.transpose %3563, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3565 = stablehlo.transpose %arg363, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3566 = stablehlo.convert %arg364 : (tensor<256xbf16>) -> tensor<256xf32>
    %3567 = stablehlo.convert %3565 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3568 = stablehlo.dot_general %3554, %3567, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3569 = stablehlo.multiply %3568, %2484 : tensor<100x256xf32>
    %3570 = stablehlo.broadcast_in_dim %3566, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3571 = stablehlo.multiply %3570, %2484 : tensor<100x256xf32>
    %3572 = stablehlo.add %3569, %3571 : tensor<100x256xf32>
    %3573 = stablehlo.convert %3572 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3574 = stablehlo.reshape %3573 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3575 = stablehlo.reshape %3574 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %3576 = stablehlo.transpose %3575, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3577 = stablehlo.reshape %3549 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3578 = stablehlo.transpose %arg365, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3579 = stablehlo.convert %arg366 : (tensor<256xbf16>) -> tensor<256xf32>
    %3580 = stablehlo.convert %3577 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3581 = stablehlo.convert %3578 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3582 = stablehlo.dot_general %3580, %3581, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3583 = stablehlo.multiply %3582, %2484 : tensor<100x256xf32>
    %3584 = stablehlo.broadcast_in_dim %3579, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3585 = stablehlo.multiply %3584, %2484 : tensor<100x256xf32>
    %3586 = stablehlo.add %3583, %3585 : tensor<100x256xf32>
    %3587 = stablehlo.convert %3586 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3588 = stablehlo.reshape %3587 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3589 = stablehlo.reshape %3588 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %3590 = stablehlo.transpose %3589, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3591 = stablehlo.divide %3564, %2517 : tensor<1x8x100x32xbf16>
    %3592 = stablehlo.transpose %3576, dims = [0, 1, 3, 2] : (tensor<1x8x100x32xbf16>) -> tensor<1x8x32x100xbf16>
    %3593 = stablehlo.reshape %3591 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3594 = stablehlo.reshape %3592 : (tensor<1x8x32x100xbf16>) -> tensor<8x32x100xbf16>
    %3595 = stablehlo.broadcast_in_dim %3594, dims = [0, 1, 2] : (tensor<8x32x100xbf16>) -> tensor<8x32x100xbf16>
    %3596 = stablehlo.dot_general %3593, %3595, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x32xbf16>, tensor<8x32x100xbf16>) -> tensor<8x100x100xbf16>
    %3597 = stablehlo.reshape %3596 : (tensor<8x100x100xbf16>) -> tensor<1x8x100x100xbf16>
    %3598 = stablehlo.convert %3597 : (tensor<1x8x100x100xbf16>) -> tensor<1x8x100x100xf32>
    %3599 = stablehlo.reduce(%3598 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x100x100xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %3600 = stablehlo.reshape %3599 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %3601 = stablehlo.broadcast_in_dim %3600, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x100xf32>
    %3602 = stablehlo.subtract %3598, %3601 : tensor<1x8x100x100xf32>
    %3603 = stablehlo.exponential %3602 : tensor<1x8x100x100xf32>
    %3604 = stablehlo.reduce(%3603 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x100x100xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %3605 = stablehlo.reshape %3604 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %3606 = stablehlo.broadcast_in_dim %3605, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x100xf32>
    %3607 = stablehlo.divide %3603, %3606 : tensor<1x8x100x100xf32>
    %3608 = stablehlo.convert %3607 : (tensor<1x8x100x100xf32>) -> tensor<1x8x100x100xbf16>
    %3609 = stablehlo.reshape %3608 : (tensor<1x8x100x100xbf16>) -> tensor<8x100x100xbf16>
    %3610 = stablehlo.reshape %3590 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3611 = stablehlo.broadcast_in_dim %3610, dims = [0, 1, 2] : (tensor<8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3612 = stablehlo.dot_general %3609, %3611, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x100xbf16>, tensor<8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3613 = stablehlo.reshape %3612 : (tensor<8x100x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3614 = stablehlo.transpose %3613, dims = [0, 2, 1, 3] : (tensor<1x8x100x32xbf16>) -> tensor<1x100x8x32xbf16>
    %3615 = stablehlo.reshape %3614 : (tensor<1x100x8x32xbf16>) -> tensor<1x100x256xbf16>
    %3616 = stablehlo.reshape %3615 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3617 = stablehlo.transpose %arg367, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3618 = stablehlo.convert %arg368 : (tensor<256xbf16>) -> tensor<256xf32>
    %3619 = stablehlo.convert %3616 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3620 = stablehlo.convert %3617 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3621 = stablehlo.dot_general %3619, %3620, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3622 = stablehlo.multiply %3621, %2484 : tensor<100x256xf32>
    %3623 = stablehlo.broadcast_in_dim %3618, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3624 = stablehlo.multiply %3623, %2484 : tensor<100x256xf32>
    %3625 = stablehlo.add %3622, %3624 : tensor<100x256xf32>
    %3626 = stablehlo.convert %3625 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3627 = stablehlo.reshape %3626 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3628 = stablehlo.add %3549, %3627 : tensor<1x100x256xbf16>
    %3629 = stablehlo.convert %3628 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %3630 = stablehlo.convert %3629 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %3631 = stablehlo.reduce(%3630 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3632 = stablehlo.reshape %3631 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3633 = stablehlo.divide %3632, %2560 : tensor<1x100x1xf64>
    %3634 = stablehlo.broadcast_in_dim %3633, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %3635 = stablehlo.subtract %3630, %3634 : tensor<1x100x256xf64>
    %3636 = stablehlo.multiply %3635, %3635 : tensor<1x100x256xf64>
    %3637 = stablehlo.reduce(%3636 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3638 = stablehlo.reshape %3637 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3639 = stablehlo.divide %3638, %2560 : tensor<1x100x1xf64>
    %3640 = stablehlo.convert %3639 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %3641 = stablehlo.reduce(%3629 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %3642 = stablehlo.reshape %3641 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %3643 = stablehlo.divide %3642, %2571 : tensor<1x100x1xf32>
    %3644 = stablehlo.add %3640, %2573 : tensor<1x100x1xf32>
    %3645 = stablehlo.rsqrt %3644 : tensor<1x100x1xf32>
    %3646 = stablehlo.broadcast_in_dim %3643, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3647 = stablehlo.subtract %3629, %3646 : tensor<1x100x256xf32>
    %3648 = stablehlo.broadcast_in_dim %3645, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3649 = stablehlo.multiply %3647, %3648 : tensor<1x100x256xf32>
    %3650 = stablehlo.convert %arg381 : (tensor<256xbf16>) -> tensor<256xf32>
    %3651 = stablehlo.broadcast_in_dim %3650, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3652 = stablehlo.multiply %3649, %3651 : tensor<1x100x256xf32>
    %3653 = stablehlo.convert %arg382 : (tensor<256xbf16>) -> tensor<256xf32>
    %3654 = stablehlo.broadcast_in_dim %3653, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3655 = stablehlo.add %3652, %3654 : tensor<1x100x256xf32>
    %3656 = stablehlo.convert %3655 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %3657 = stablehlo.add %3656, %2476 : tensor<1x100x256xbf16>
    %3658 = stablehlo.reshape %3657 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3659 = stablehlo.transpose %arg369, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3660 = stablehlo.convert %arg370 : (tensor<256xbf16>) -> tensor<256xf32>
    %3661 = stablehlo.convert %3658 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3662 = stablehlo.convert %3659 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3663 = stablehlo.dot_general %3661, %3662, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3664 = stablehlo.multiply %3663, %2484 : tensor<100x256xf32>
    %3665 = stablehlo.broadcast_in_dim %3660, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3666 = stablehlo.multiply %3665, %2484 : tensor<100x256xf32>
    %3667 = stablehlo.add %3664, %3666 : tensor<100x256xf32>
    %3668 = stablehlo.convert %3667 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3669 = stablehlo.reshape %3668 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3670 = stablehlo.reshape %3669 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %3671 = stablehlo.transpose %3670, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3672 = stablehlo.transpose %arg371, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3673 = stablehlo.convert %arg372 : (tensor<256xbf16>) -> tensor<256xf32>
    %3674 = stablehlo.convert %3672 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3675 = stablehlo.dot_general %2606, %3674, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %3676 = stablehlo.multiply %3675, %1573 : tensor<192x256xf32>
    %3677 = stablehlo.broadcast_in_dim %3673, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %3678 = stablehlo.multiply %3677, %1573 : tensor<192x256xf32>
    %3679 = stablehlo.add %3676, %3678 : tensor<192x256xf32>
    %3680 = stablehlo.convert %3679 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %3681 = stablehlo.reshape %3680 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %3682 = stablehlo.reshape %3681 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %3683 = stablehlo.transpose %3682, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %3684 = stablehlo.transpose %arg373, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3685 = stablehlo.convert %arg374 : (tensor<256xbf16>) -> tensor<256xf32>
    %3686 = stablehlo.convert %3684 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3687 = stablehlo.dot_general %2620, %3686, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %3688 = stablehlo.multiply %3687, %1573 : tensor<192x256xf32>
    %3689 = stablehlo.broadcast_in_dim %3685, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %3690 = stablehlo.multiply %3689, %1573 : tensor<192x256xf32>
    %3691 = stablehlo.add %3688, %3690 : tensor<192x256xf32>
    %3692 = stablehlo.convert %3691 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %3693 = stablehlo.reshape %3692 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %3694 = stablehlo.reshape %3693 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %3695 = stablehlo.transpose %3694, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %3696 = stablehlo.divide %3671, %2517 : tensor<1x8x100x32xbf16>
    %3697 = stablehlo.transpose %3683, dims = [0, 1, 3, 2] : (tensor<1x8x192x32xbf16>) -> tensor<1x8x32x192xbf16>
    %3698 = stablehlo.reshape %3696 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3699 = stablehlo.reshape %3697 : (tensor<1x8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %3700 = stablehlo.broadcast_in_dim %3699, dims = [0, 1, 2] : (tensor<8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %3701 = stablehlo.dot_general %3698, %3700, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x32xbf16>, tensor<8x32x192xbf16>) -> tensor<8x100x192xbf16>
    %3702 = stablehlo.reshape %3701 : (tensor<8x100x192xbf16>) -> tensor<1x8x100x192xbf16>
    %3703 = stablehlo.convert %3702 : (tensor<1x8x100x192xbf16>) -> tensor<1x8x100x192xf32>
    %3704 = stablehlo.reduce(%3703 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x100x192xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %3705 = stablehlo.reshape %3704 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %3706 = stablehlo.broadcast_in_dim %3705, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x192xf32>
    %3707 = stablehlo.subtract %3703, %3706 : tensor<1x8x100x192xf32>
    %3708 = stablehlo.exponential %3707 : tensor<1x8x100x192xf32>
    %3709 = stablehlo.reduce(%3708 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x100x192xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %3710 = stablehlo.reshape %3709 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %3711 = stablehlo.broadcast_in_dim %3710, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x192xf32>
    %3712 = stablehlo.divide %3708, %3711 : tensor<1x8x100x192xf32>
    %3713 = stablehlo.convert %3712 : (tensor<1x8x100x192xf32>) -> tensor<1x8x100x192xbf16>
    %3714 = stablehlo.reshape %3713 : (tensor<1x8x100x192xbf16>) -> tensor<8x100x192xbf16>
    %3715 = stablehlo.reshape %3695 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %3716 = stablehlo.broadcast_in_dim %3715, dims = [0, 1, 2] : (tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %3717 = stablehlo.dot_general %3714, %3716, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x192xbf16>, tensor<8x192x32xbf16>) -> tensor<8x100x32xbf16>
    %3718 = stablehlo.reshape %3717 : (tensor<8x100x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3719 = stablehlo.transpose %3718, dims = [0, 2, 1, 3] : (tensor<1x8x100x32xbf16>) -> tensor<1x100x8x32xbf16>
    %3720 = stablehlo.reshape %3719 : (tensor<1x100x8x32xbf16>) -> tensor<1x100x256xbf16>
    %3721 = stablehlo.reshape %3720 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3722 = stablehlo.transpose %arg375, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3723 = stablehlo.convert %arg376 : (tensor<256xbf16>) -> tensor<256xf32>
    %3724 = stablehlo.convert %3721 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3725 = stablehlo.convert %3722 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3726 = stablehlo.dot_general %3724, %3725, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3727 = stablehlo.multiply %3726, %2484 : tensor<100x256xf32>
    %3728 = stablehlo.broadcast_in_dim %3723, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3729 = stablehlo.multiply %3728, %2484 : tensor<100x256xf32>
    %3730 = stablehlo.add %3727, %3729 : tensor<100x256xf32>
    %3731 = stablehlo.convert %3730 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3732 = stablehlo.reshape %3731 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3733 = stablehlo.add %3656, %3732 : tensor<1x100x256xbf16>
    %3734 = stablehlo.convert %3733 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %3735 = stablehlo.convert %3734 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %3736 = stablehlo.reduce(%3735 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3737 = stablehlo.reshape %3736 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3738 = stablehlo.divide %3737, %2560 : tensor<1x100x1xf64>
    %3739 = stablehlo.broadcast_in_dim %3738, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %3740 = stablehlo.subtract %3735, %3739 : tensor<1x100x256xf64>
    %3741 = stablehlo.multiply %3740, %3740 : tensor<1x100x256xf64>
    %3742 = stablehlo.reduce(%3741 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3743 = stablehlo.reshape %3742 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3744 = stablehlo.divide %3743, %2560 : tensor<1x100x1xf64>
    %3745 = stablehlo.convert %3744 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %3746 = stablehlo.reduce(%3734 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %3747 = stablehlo.reshape %3746 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %3748 = stablehlo.divide %3747, %2571 : tensor<1x100x1xf32>
    %3749 = stablehlo.add %3745, %2573 : tensor<1x100x1xf32>
    %3750 = stablehlo.rsqrt %3749 : tensor<1x100x1xf32>
    %3751 = stablehlo.broadcast_in_dim %3748, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3752 = stablehlo.subtract %3734, %3751 : tensor<1x100x256xf32>
    %3753 = stablehlo.broadcast_in_dim %3750, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3754 = stablehlo.multiply %3752, %3753 : tensor<1x100x256xf32>
    %3755 = stablehlo.convert %arg383 : (tensor<256xbf16>) -> tensor<256xf32>
    %3756 = stablehlo.broadcast_in_dim %3755, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3757 = stablehlo.multiply %3754, %3756 : tensor<1x100x256xf32>
    %3758 = stablehlo.convert %arg384 : (tensor<256xbf16>) -> tensor<256xf32>
    %3759 = stablehlo.broadcast_in_dim %3758, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3760 = stablehlo.add %3757, %3759 : tensor<1x100x256xf32>
    %3761 = stablehlo.convert %3760 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %3762 = stablehlo.reshape %3761 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3763 = stablehlo.transpose %arg377, dims = [1, 0] : (tensor<2048x256xbf16>) -> tensor<256x2048xbf16>
    %3764 = stablehlo.convert %arg378 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %3765 = stablehlo.convert %3762 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3766 = stablehlo.convert %3763 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %3767 = stablehlo.dot_general %3765, %3766, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x2048xf32>) -> tensor<100x2048xf32>
    %3768 = stablehlo.multiply %3767, %2703 : tensor<100x2048xf32>
    %3769 = stablehlo.broadcast_in_dim %3764, dims = [1] : (tensor<2048xf32>) -> tensor<100x2048xf32>
    %3770 = stablehlo.multiply %3769, %2703 : tensor<100x2048xf32>
    %3771 = stablehlo.add %3768, %3770 : tensor<100x2048xf32>
    %3772 = stablehlo.convert %3771 : (tensor<100x2048xf32>) -> tensor<100x2048xbf16>
    %3773 = stablehlo.reshape %3772 : (tensor<100x2048xbf16>) -> tensor<1x100x2048xbf16>
    %3774 = stablehlo.maximum %3773, %cst_23 : tensor<1x100x2048xbf16>
    %3775 = stablehlo.reshape %3774 : (tensor<1x100x2048xbf16>) -> tensor<100x2048xbf16>
    %3776 = stablehlo.transpose %arg379, dims = [1, 0] : (tensor<256x2048xbf16>) -> tensor<2048x256xbf16>
    %3777 = stablehlo.convert %arg380 : (tensor<256xbf16>) -> tensor<256xf32>
    %3778 = stablehlo.convert %3775 : (tensor<100x2048xbf16>) -> tensor<100x2048xf32>
    %3779 = stablehlo.convert %3776 : (tensor<2048x256xbf16>) -> tensor<2048x256xf32>
    %3780 = stablehlo.dot_general %3778, %3779, contracting_dims = [1] x [0] : (tensor<100x2048xf32>, tensor<2048x256xf32>) -> tensor<100x256xf32>
    %3781 = stablehlo.multiply %3780, %2484 : tensor<100x256xf32>
    %3782 = stablehlo.broadcast_in_dim %3777, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3783 = stablehlo.multiply %3782, %2484 : tensor<100x256xf32>
    %3784 = stablehlo.add %3781, %3783 : tensor<100x256xf32>
    %3785 = stablehlo.convert %3784 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3786 = stablehlo.reshape %3785 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3787 = stablehlo.add %3761, %3786 : tensor<1x100x256xbf16>
    %3788 = stablehlo.convert %3787 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %3789 = stablehlo.convert %3788 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %3790 = stablehlo.reduce(%3789 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3791 = stablehlo.reshape %3790 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3792 = stablehlo.divide %3791, %2560 : tensor<1x100x1xf64>
    %3793 = stablehlo.broadcast_in_dim %3792, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %3794 = stablehlo.subtract %3789, %3793 : tensor<1x100x256xf64>
    %3795 = stablehlo.multiply %3794, %3794 : tensor<1x100x256xf64>
    %3796 = stablehlo.reduce(%3795 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3797 = stablehlo.reshape %3796 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3798 = stablehlo.divide %3797, %2560 : tensor<1x100x1xf64>
    %3799 = stablehlo.convert %3798 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %3800 = stablehlo.reduce(%3788 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %3801 = stablehlo.reshape %3800 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %3802 = stablehlo.divide %3801, %2571 : tensor<1x100x1xf32>
    %3803 = stablehlo.add %3799, %2573 : tensor<1x100x1xf32>
    %3804 = stablehlo.rsqrt %3803 : tensor<1x100x1xf32>
    %3805 = stablehlo.broadcast_in_dim %3802, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3806 = stablehlo.subtract %3788, %3805 : tensor<1x100x256xf32>
    %3807 = stablehlo.broadcast_in_dim %3804, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3808 = stablehlo.multiply %3806, %3807 : tensor<1x100x256xf32>
    %3809 = stablehlo.convert %arg385 : (tensor<256xbf16>) -> tensor<256xf32>
    %3810 = stablehlo.broadcast_in_dim %3809, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3811 = stablehlo.multiply %3808, %3810 : tensor<1x100x256xf32>
    %3812 = stablehlo.convert %arg386 : (tensor<256xbf16>) -> tensor<256xf32>
    %3813 = stablehlo.broadcast_in_dim %3812, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3814 = stablehlo.add %3811, %3813 : tensor<1x100x256xf32>
    %3815 = stablehlo.convert %3814 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %3816 = stablehlo.add %3815, %2476 : tensor<1x100x256xbf16>
    %3817 = stablehlo.reshape %3816 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3818 = stablehlo.transpose %arg387, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3819 = stablehlo.convert %arg388 : (tensor<256xbf16>) -> tensor<256xf32>
    %3820 = stablehlo.convert %3817 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3821 = stablehlo.convert %3818 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3822 = stablehlo.dot_general %3820, %3821, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3823 = stablehlo.multiply %3822, %2484 : tensor<100x256xf32>
    %3824 = stablehlo.broadcast_in_dim %3819, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3825 = stablehlo.multiply %3824, %2484 : tensor<100x256xf32>
    %3826 = stablehlo.add %3823, %3825 : tensor<100x256xf32>
    %3827 = stablehlo.convert %3826 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3828 = stablehlo.reshape %3827 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3829 = stablehlo.reshape %3828 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %3830 = stablehlo.transpose %3829, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3831 = stablehlo.transpose %arg389, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3832 = stablehlo.convert %arg390 : (tensor<256xbf16>) -> tensor<256xf32>
    %3833 = stablehlo.convert %3831 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3834 = stablehlo.dot_general %3820, %3833, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3835 = stablehlo.multiply %3834, %2484 : tensor<100x256xf32>
    %3836 = stablehlo.broadcast_in_dim %3832, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3837 = stablehlo.multiply %3836, %2484 : tensor<100x256xf32>
    %3838 = stablehlo.add %3835, %3837 : tensor<100x256xf32>
    %3839 = stablehlo.convert %3838 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3840 = stablehlo.reshape %3839 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3841 = stablehlo.reshape %3840 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %3842 = stablehlo.transpose %3841, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3843 = stablehlo.reshape %3815 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3844 = stablehlo.transpose %arg391, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3845 = stablehlo.convert %arg392 : (tensor<256xbf16>) -> tensor<256xf32>
    %3846 = stablehlo.convert %3843 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3847 = stablehlo.convert %3844 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3848 = stablehlo.dot_general %3846, %3847, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3849 = stablehlo.multiply %3848, %2484 : tensor<100x256xf32>
    %3850 = stablehlo.broadcast_in_dim %3845, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3851 = stablehlo.multiply %3850, %2484 : tensor<100x256xf32>
    %3852 = stablehlo.add %3849, %3851 : tensor<100x256xf32>
    %3853 = stablehlo.convert %3852 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3854 = stablehlo.reshape %3853 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3855 = stablehlo.reshape %3854 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %3856 = stablehlo.transpose %3855, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3857 = stablehlo.divide %3830, %2517 : tensor<1x8x100x32xbf16>
    %3858 = stablehlo.transpose %3842, dims = [0, 1, 3, 2] : (tensor<1x8x100x32xbf16>) -> tensor<1x8x32x100xbf16>
    %3859 = stablehlo.reshape %3857 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3860 = stablehlo.reshape %3858 : (tensor<1x8x32x100xbf16>) -> tensor<8x32x100xbf16>
    %3861 = stablehlo.broadcast_in_dim %3860, dims = [0, 1, 2] : (tensor<8x32x100xbf16>) -> tensor<8x32x100xbf16>
    %3862 = stablehlo.dot_general %3859, %3861, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x32xbf16>, tensor<8x32x100xbf16>) -> tensor<8x100x100xbf16>
    %3863 = stablehlo.reshape %3862 : (tensor<8x100x100xbf16>) -> tensor<1x8x100x100xbf16>
    %3864 = stablehlo.convert %3863 : (tensor<1x8x100x100xbf16>) -> tensor<1x8x100x100xf32>
    %3865 = stablehlo.reduce(%3864 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x100x100xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %3866 = stablehlo.reshape %3865 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %3867 = stablehlo.broadcast_in_dim %3866, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x100xf32>
    %3868 = stablehlo.subtract %3864, %3867 : tensor<1x8x100x100xf32>
    %3869 = stablehlo.exponential %3868 : tensor<1x8x100x100xf32>
    %3870 = stablehlo.reduce(%3869 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x100x100xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %3871 = stablehlo.reshape %3870 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %3872 = stablehlo.broadcast_in_dim %3871, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x100xf32>
    %3873 = stablehlo.divide %3869, %3872 : tensor<1x8x100x100xf32>
    %3874 = stablehlo.convert %3873 : (tensor<1x8x100x100xf32>) -> tensor<1x8x100x100xbf16>
    %3875 = stablehlo.reshape %3874 : (tensor<1x8x100x100xbf16>) -> tensor<8x100x100xbf16>
    %3876 = stablehlo.reshape %3856 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3877 = stablehlo.broadcast_in_dim %3876, dims = [0, 1, 2] : (tensor<8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3878 = stablehlo.dot_general %3875, %3877, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x100xbf16>, tensor<8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3879 = stablehlo.reshape %3878 : (tensor<8x100x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3880 = stablehlo.transpose %3879, dims = [0, 2, 1, 3] : (tensor<1x8x100x32xbf16>) -> tensor<1x100x8x32xbf16>
    %3881 = stablehlo.reshape %3880 : (tensor<1x100x8x32xbf16>) -> tensor<1x100x256xbf16>
    %3882 = stablehlo.reshape %3881 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3883 = stablehlo.transpose %arg393, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3884 = stablehlo.convert %arg394 : (tensor<256xbf16>) -> tensor<256xf32>
    %3885 = stablehlo.convert %3882 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3886 = stablehlo.convert %3883 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3887 = stablehlo.dot_general %3885, %3886, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3888 = stablehlo.multiply %3887, %2484 : tensor<100x256xf32>
    %3889 = stablehlo.broadcast_in_dim %3884, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3890 = stablehlo.multiply %3889, %2484 : tensor<100x256xf32>
    %3891 = stablehlo.add %3888, %3890 : tensor<100x256xf32>
    %3892 = stablehlo.convert %3891 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3893 = stablehlo.reshape %3892 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3894 = stablehlo.add %3815, %3893 : tensor<1x100x256xbf16>
    %3895 = stablehlo.convert %3894 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %3896 = stablehlo.convert %3895 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %3897 = stablehlo.reduce(%3896 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3898 = stablehlo.reshape %3897 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3899 = stablehlo.divide %3898, %2560 : tensor<1x100x1xf64>
    %3900 = stablehlo.broadcast_in_dim %3899, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %3901 = stablehlo.subtract %3896, %3900 : tensor<1x100x256xf64>
    %3902 = stablehlo.multiply %3901, %3901 : tensor<1x100x256xf64>
    %3903 = stablehlo.reduce(%3902 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %3904 = stablehlo.reshape %3903 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %3905 = stablehlo.divide %3904, %2560 : tensor<1x100x1xf64>
    %3906 = stablehlo.convert %3905 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %3907 = stablehlo.reduce(%3895 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %3908 = stablehlo.reshape %3907 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %3909 = stablehlo.divide %3908, %2571 : tensor<1x100x1xf32>
    %3910 = stablehlo.add %3906, %2573 : tensor<1x100x1xf32>
    %3911 = stablehlo.rsqrt %3910 : tensor<1x100x1xf32>
    %3912 = stablehlo.broadcast_in_dim %3909, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3913 = stablehlo.subtract %3895, %3912 : tensor<1x100x256xf32>
    %3914 = stablehlo.broadcast_in_dim %3911, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %3915 = stablehlo.multiply %3913, %3914 : tensor<1x100x256xf32>
    %3916 = stablehlo.convert %arg407 : (tensor<256xbf16>) -> tensor<256xf32>
    %3917 = stablehlo.broadcast_in_dim %3916, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3918 = stablehlo.multiply %3915, %3917 : tensor<1x100x256xf32>
    %3919 = stablehlo.convert %arg408 : (tensor<256xbf16>) -> tensor<256xf32>
    %3920 = stablehlo.broadcast_in_dim %3919, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %3921 = stablehlo.add %3918, %3920 : tensor<1x100x256xf32>
    %3922 = stablehlo.convert %3921 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %3923 = stablehlo.add %3922, %2476 : tensor<1x100x256xbf16>
    %3924 = stablehlo.reshape %3923 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3925 = stablehlo.transpose %arg395, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3926 = stablehlo.convert %arg396 : (tensor<256xbf16>) -> tensor<256xf32>
    %3927 = stablehlo.convert %3924 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3928 = stablehlo.convert %3925 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3929 = stablehlo.dot_general %3927, %3928, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3930 = stablehlo.multiply %3929, %2484 : tensor<100x256xf32>
    %3931 = stablehlo.broadcast_in_dim %3926, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3932 = stablehlo.multiply %3931, %2484 : tensor<100x256xf32>
    %3933 = stablehlo.add %3930, %3932 : tensor<100x256xf32>
    %3934 = stablehlo.convert %3933 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3935 = stablehlo.reshape %3934 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3936 = stablehlo.reshape %3935 : (tensor<1x100x256xbf16>) -> tensor<1x100x8x32xbf16>
    %3937 = stablehlo.transpose %3936, dims = [0, 2, 1, 3] : (tensor<1x100x8x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3938 = stablehlo.transpose %arg397, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3939 = stablehlo.convert %arg398 : (tensor<256xbf16>) -> tensor<256xf32>
    %3940 = stablehlo.convert %3938 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3941 = stablehlo.dot_general %2606, %3940, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %3942 = stablehlo.multiply %3941, %1573 : tensor<192x256xf32>
    %3943 = stablehlo.broadcast_in_dim %3939, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %3944 = stablehlo.multiply %3943, %1573 : tensor<192x256xf32>
    %3945 = stablehlo.add %3942, %3944 : tensor<192x256xf32>
    %3946 = stablehlo.convert %3945 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %3947 = stablehlo.reshape %3946 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %3948 = stablehlo.reshape %3947 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %3949 = stablehlo.transpose %3948, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %3950 = stablehlo.transpose %arg399, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3951 = stablehlo.convert %arg400 : (tensor<256xbf16>) -> tensor<256xf32>
    %3952 = stablehlo.convert %3950 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3953 = stablehlo.dot_general %2620, %3952, contracting_dims = [1] x [0] : (tensor<192x256xf32>, tensor<256x256xf32>) -> tensor<192x256xf32>
    %3954 = stablehlo.multiply %3953, %1573 : tensor<192x256xf32>
    %3955 = stablehlo.broadcast_in_dim %3951, dims = [1] : (tensor<256xf32>) -> tensor<192x256xf32>
    %3956 = stablehlo.multiply %3955, %1573 : tensor<192x256xf32>
    %3957 = stablehlo.add %3954, %3956 : tensor<192x256xf32>
    %3958 = stablehlo.convert %3957 : (tensor<192x256xf32>) -> tensor<192x256xbf16>
    %3959 = stablehlo.reshape %3958 : (tensor<192x256xbf16>) -> tensor<1x192x256xbf16>
    %3960 = stablehlo.reshape %3959 : (tensor<1x192x256xbf16>) -> tensor<1x192x8x32xbf16>
    %3961 = stablehlo.transpose %3960, dims = [0, 2, 1, 3] : (tensor<1x192x8x32xbf16>) -> tensor<1x8x192x32xbf16>
    %3962 = stablehlo.divide %3937, %2517 : tensor<1x8x100x32xbf16>
    %3963 = stablehlo.transpose %3949, dims = [0, 1, 3, 2] : (tensor<1x8x192x32xbf16>) -> tensor<1x8x32x192xbf16>
    %3964 = stablehlo.reshape %3962 : (tensor<1x8x100x32xbf16>) -> tensor<8x100x32xbf16>
    %3965 = stablehlo.reshape %3963 : (tensor<1x8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %3966 = stablehlo.broadcast_in_dim %3965, dims = [0, 1, 2] : (tensor<8x32x192xbf16>) -> tensor<8x32x192xbf16>
    %3967 = stablehlo.dot_general %3964, %3966, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x32xbf16>, tensor<8x32x192xbf16>) -> tensor<8x100x192xbf16>
    %3968 = stablehlo.reshape %3967 : (tensor<8x100x192xbf16>) -> tensor<1x8x100x192xbf16>
    %3969 = stablehlo.convert %3968 : (tensor<1x8x100x192xbf16>) -> tensor<1x8x100x192xf32>
    %3970 = stablehlo.reduce(%3969 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<1x8x100x192xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %3971 = stablehlo.reshape %3970 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %3972 = stablehlo.broadcast_in_dim %3971, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x192xf32>
    %3973 = stablehlo.subtract %3969, %3972 : tensor<1x8x100x192xf32>
    %3974 = stablehlo.exponential %3973 : tensor<1x8x100x192xf32>
    %3975 = stablehlo.reduce(%3974 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<1x8x100x192xf32>, tensor<f32>) -> tensor<1x8x100xf32>
    %3976 = stablehlo.reshape %3975 : (tensor<1x8x100xf32>) -> tensor<1x8x100x1xf32>
    %3977 = stablehlo.broadcast_in_dim %3976, dims = [0, 1, 2, 3] : (tensor<1x8x100x1xf32>) -> tensor<1x8x100x192xf32>
    %3978 = stablehlo.divide %3974, %3977 : tensor<1x8x100x192xf32>
    %3979 = stablehlo.convert %3978 : (tensor<1x8x100x192xf32>) -> tensor<1x8x100x192xbf16>
    %3980 = stablehlo.reshape %3979 : (tensor<1x8x100x192xbf16>) -> tensor<8x100x192xbf16>
    %3981 = stablehlo.reshape %3961 : (tensor<1x8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %3982 = stablehlo.broadcast_in_dim %3981, dims = [0, 1, 2] : (tensor<8x192x32xbf16>) -> tensor<8x192x32xbf16>
    %3983 = stablehlo.dot_general %3980, %3982, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x100x192xbf16>, tensor<8x192x32xbf16>) -> tensor<8x100x32xbf16>
    %3984 = stablehlo.reshape %3983 : (tensor<8x100x32xbf16>) -> tensor<1x8x100x32xbf16>
    %3985 = stablehlo.transpose %3984, dims = [0, 2, 1, 3] : (tensor<1x8x100x32xbf16>) -> tensor<1x100x8x32xbf16>
    %3986 = stablehlo.reshape %3985 : (tensor<1x100x8x32xbf16>) -> tensor<1x100x256xbf16>
    %3987 = stablehlo.reshape %3986 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %3988 = stablehlo.transpose %arg401, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %3989 = stablehlo.convert %arg402 : (tensor<256xbf16>) -> tensor<256xf32>
    %3990 = stablehlo.convert %3987 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %3991 = stablehlo.convert %3988 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %3992 = stablehlo.dot_general %3990, %3991, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %3993 = stablehlo.multiply %3992, %2484 : tensor<100x256xf32>
    %3994 = stablehlo.broadcast_in_dim %3989, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %3995 = stablehlo.multiply %3994, %2484 : tensor<100x256xf32>
    %3996 = stablehlo.add %3993, %3995 : tensor<100x256xf32>
    %3997 = stablehlo.convert %3996 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %3998 = stablehlo.reshape %3997 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %3999 = stablehlo.add %3922, %3998 : tensor<1x100x256xbf16>
    %4000 = stablehlo.convert %3999 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %4001 = stablehlo.convert %4000 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %4002 = stablehlo.reduce(%4001 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %4003 = stablehlo.reshape %4002 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %4004 = stablehlo.divide %4003, %2560 : tensor<1x100x1xf64>
    %4005 = stablehlo.broadcast_in_dim %4004, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %4006 = stablehlo.subtract %4001, %4005 : tensor<1x100x256xf64>
    %4007 = stablehlo.multiply %4006, %4006 : tensor<1x100x256xf64>
    %4008 = stablehlo.reduce(%4007 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %4009 = stablehlo.reshape %4008 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %4010 = stablehlo.divide %4009, %2560 : tensor<1x100x1xf64>
    %4011 = stablehlo.convert %4010 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %4012 = stablehlo.reduce(%4000 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %4013 = stablehlo.reshape %4012 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %4014 = stablehlo.divide %4013, %2571 : tensor<1x100x1xf32>
    %4015 = stablehlo.add %4011, %2573 : tensor<1x100x1xf32>
    %4016 = stablehlo.rsqrt %4015 : tensor<1x100x1xf32>
    %4017 = stablehlo.broadcast_in_dim %4014, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %4018 = stablehlo.subtract %4000, %4017 : tensor<1x100x256xf32>
    %4019 = stablehlo.broadcast_in_dim %4016, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %4020 = stablehlo.multiply %4018, %4019 : tensor<1x100x256xf32>
    %4021 = stablehlo.convert %arg409 : (tensor<256xbf16>) -> tensor<256xf32>
    %4022 = stablehlo.broadcast_in_dim %4021, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %4023 = stablehlo.multiply %4020, %4022 : tensor<1x100x256xf32>
    %4024 = stablehlo.convert %arg410 : (tensor<256xbf16>) -> tensor<256xf32>
    %4025 = stablehlo.broadcast_in_dim %4024, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %4026 = stablehlo.add %4023, %4025 : tensor<1x100x256xf32>
    %4027 = stablehlo.convert %4026 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %4028 = stablehlo.reshape %4027 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %4029 = stablehlo.transpose %arg403, dims = [1, 0] : (tensor<2048x256xbf16>) -> tensor<256x2048xbf16>
    %4030 = stablehlo.convert %arg404 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %4031 = stablehlo.convert %4028 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %4032 = stablehlo.convert %4029 : (tensor<256x2048xbf16>) -> tensor<256x2048xf32>
    %4033 = stablehlo.dot_general %4031, %4032, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x2048xf32>) -> tensor<100x2048xf32>
    %4034 = stablehlo.multiply %4033, %2703 : tensor<100x2048xf32>
    %4035 = stablehlo.broadcast_in_dim %4030, dims = [1] : (tensor<2048xf32>) -> tensor<100x2048xf32>
    %4036 = stablehlo.multiply %4035, %2703 : tensor<100x2048xf32>
    %4037 = stablehlo.add %4034, %4036 : tensor<100x2048xf32>
    %4038 = stablehlo.convert %4037 : (tensor<100x2048xf32>) -> tensor<100x2048xbf16>
    %4039 = stablehlo.reshape %4038 : (tensor<100x2048xbf16>) -> tensor<1x100x2048xbf16>
    %4040 = stablehlo.maximum %4039, %cst_23 : tensor<1x100x2048xbf16>
    %4041 = stablehlo.reshape %4040 : (tensor<1x100x2048xbf16>) -> tensor<100x2048xbf16>
    %4042 = stablehlo.transpose %arg405, dims = [1, 0] : (tensor<256x2048xbf16>) -> tensor<2048x256xbf16>
    %4043 = stablehlo.convert %arg406 : (tensor<256xbf16>) -> tensor<256xf32>
    %4044 = stablehlo.convert %4041 : (tensor<100x2048xbf16>) -> tensor<100x2048xf32>
    %4045 = stablehlo.convert %4042 : (tensor<2048x256xbf16>) -> tensor<2048x256xf32>
    %4046 = stablehlo.dot_general %4044, %4045, contracting_dims = [1] x [0] : (tensor<100x2048xf32>, tensor<2048x256xf32>) -> tensor<100x256xf32>
    %4047 = stablehlo.multiply %4046, %2484 : tensor<100x256xf32>
    %4048 = stablehlo.broadcast_in_dim %4043, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %4049 = stablehlo.multiply %4048, %2484 : tensor<100x256xf32>
    %4050 = stablehlo.add %4047, %4049 : tensor<100x256xf32>
    %4051 = stablehlo.convert %4050 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %4052 = stablehlo.reshape %4051 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %4053 = stablehlo.add %4027, %4052 : tensor<1x100x256xbf16>
    %4054 = stablehlo.convert %4053 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %4055 = stablehlo.convert %4054 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %4056 = stablehlo.reduce(%4055 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %4057 = stablehlo.reshape %4056 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %4058 = stablehlo.divide %4057, %2560 : tensor<1x100x1xf64>
    %4059 = stablehlo.broadcast_in_dim %4058, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %4060 = stablehlo.subtract %4055, %4059 : tensor<1x100x256xf64>
    %4061 = stablehlo.multiply %4060, %4060 : tensor<1x100x256xf64>
    %4062 = stablehlo.reduce(%4061 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %4063 = stablehlo.reshape %4062 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %4064 = stablehlo.divide %4063, %2560 : tensor<1x100x1xf64>
    %4065 = stablehlo.convert %4064 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %4066 = stablehlo.reduce(%4054 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %4067 = stablehlo.reshape %4066 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %4068 = stablehlo.divide %4067, %2571 : tensor<1x100x1xf32>
    %4069 = stablehlo.add %4065, %2573 : tensor<1x100x1xf32>
    %4070 = stablehlo.rsqrt %4069 : tensor<1x100x1xf32>
    %4071 = stablehlo.broadcast_in_dim %4068, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %4072 = stablehlo.subtract %4054, %4071 : tensor<1x100x256xf32>
    %4073 = stablehlo.broadcast_in_dim %4070, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %4074 = stablehlo.multiply %4072, %4073 : tensor<1x100x256xf32>
    %4075 = stablehlo.convert %arg411 : (tensor<256xbf16>) -> tensor<256xf32>
    %4076 = stablehlo.broadcast_in_dim %4075, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %4077 = stablehlo.multiply %4074, %4076 : tensor<1x100x256xf32>
    %4078 = stablehlo.convert %arg412 : (tensor<256xbf16>) -> tensor<256xf32>
    %4079 = stablehlo.broadcast_in_dim %4078, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %4080 = stablehlo.add %4077, %4079 : tensor<1x100x256xf32>
    %4081 = stablehlo.convert %4080 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %4082 = stablehlo.convert %4081 : (tensor<1x100x256xbf16>) -> tensor<1x100x256xf32>
    %4083 = stablehlo.convert %4082 : (tensor<1x100x256xf32>) -> tensor<1x100x256xf64>
    %4084 = stablehlo.reduce(%4083 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %4085 = stablehlo.reshape %4084 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %4086 = stablehlo.divide %4085, %2560 : tensor<1x100x1xf64>
    %4087 = stablehlo.broadcast_in_dim %4086, dims = [0, 1, 2] : (tensor<1x100x1xf64>) -> tensor<1x100x256xf64>
    %4088 = stablehlo.subtract %4083, %4087 : tensor<1x100x256xf64>
    %4089 = stablehlo.multiply %4088, %4088 : tensor<1x100x256xf64>
    %4090 = stablehlo.reduce(%4089 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf64>, tensor<f64>) -> tensor<1x100xf64>
    %4091 = stablehlo.reshape %4090 : (tensor<1x100xf64>) -> tensor<1x100x1xf64>
    %4092 = stablehlo.divide %4091, %2560 : tensor<1x100x1xf64>
    %4093 = stablehlo.convert %4092 : (tensor<1x100x1xf64>) -> tensor<1x100x1xf32>
    %4094 = stablehlo.reduce(%4082 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<1x100x256xf32>, tensor<f32>) -> tensor<1x100xf32>
    %4095 = stablehlo.reshape %4094 : (tensor<1x100xf32>) -> tensor<1x100x1xf32>
    %4096 = stablehlo.divide %4095, %2571 : tensor<1x100x1xf32>
    %4097 = stablehlo.add %4093, %2573 : tensor<1x100x1xf32>
    %4098 = stablehlo.rsqrt %4097 : tensor<1x100x1xf32>
    %4099 = stablehlo.broadcast_in_dim %4096, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %4100 = stablehlo.subtract %4082, %4099 : tensor<1x100x256xf32>
    %4101 = stablehlo.broadcast_in_dim %4098, dims = [0, 1, 2] : (tensor<1x100x1xf32>) -> tensor<1x100x256xf32>
    %4102 = stablehlo.multiply %4100, %4101 : tensor<1x100x256xf32>
    %4103 = stablehlo.convert %arg413 : (tensor<256xbf16>) -> tensor<256xf32>
    %4104 = stablehlo.broadcast_in_dim %4103, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %4105 = stablehlo.multiply %4102, %4104 : tensor<1x100x256xf32>
    %4106 = stablehlo.convert %arg414 : (tensor<256xbf16>) -> tensor<256xf32>
    %4107 = stablehlo.broadcast_in_dim %4106, dims = [2] : (tensor<256xf32>) -> tensor<1x100x256xf32>
    %4108 = stablehlo.add %4105, %4107 : tensor<1x100x256xf32>
    %4109 = stablehlo.convert %4108 : (tensor<1x100x256xf32>) -> tensor<1x100x256xbf16>
    %4110 = stablehlo.reshape %4109 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %4111 = stablehlo.transpose %arg418, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %4112 = stablehlo.convert %arg419 : (tensor<256xbf16>) -> tensor<256xf32>
    %4113 = stablehlo.convert %4110 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %4114 = stablehlo.convert %4111 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %4115 = stablehlo.dot_general %4113, %4114, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %4116 = stablehlo.multiply %4115, %2484 : tensor<100x256xf32>
    %4117 = stablehlo.broadcast_in_dim %4112, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %4118 = stablehlo.multiply %4117, %2484 : tensor<100x256xf32>
    %4119 = stablehlo.add %4116, %4118 : tensor<100x256xf32>
    %4120 = stablehlo.convert %4119 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %4121 = stablehlo.reshape %4120 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %4122 = stablehlo.maximum %4121, %cst_4 : tensor<1x100x256xbf16>
    %4123 = stablehlo.reshape %4122 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %4124 = stablehlo.transpose %arg420, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %4125 = stablehlo.convert %arg421 : (tensor<256xbf16>) -> tensor<256xf32>
    %4126 = stablehlo.convert %4123 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %4127 = stablehlo.convert %4124 : (tensor<256x256xbf16>) -> tensor<256x256xf32>
    %4128 = stablehlo.dot_general %4126, %4127, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x256xf32>) -> tensor<100x256xf32>
    %4129 = stablehlo.multiply %4128, %2484 : tensor<100x256xf32>
    %4130 = stablehlo.broadcast_in_dim %4125, dims = [1] : (tensor<256xf32>) -> tensor<100x256xf32>
    %4131 = stablehlo.multiply %4130, %2484 : tensor<100x256xf32>
    %4132 = stablehlo.add %4129, %4131 : tensor<100x256xf32>
    %4133 = stablehlo.convert %4132 : (tensor<100x256xf32>) -> tensor<100x256xbf16>
    %4134 = stablehlo.reshape %4133 : (tensor<100x256xbf16>) -> tensor<1x100x256xbf16>
    %4135 = stablehlo.maximum %4134, %cst_4 : tensor<1x100x256xbf16>
    %4136 = stablehlo.transpose %arg416, dims = [1, 0] : (tensor<92x256xbf16>) -> tensor<256x92xbf16>
    %4137 = stablehlo.convert %arg417 : (tensor<92xbf16>) -> tensor<92xf32>
    %4138 = stablehlo.convert %4136 : (tensor<256x92xbf16>) -> tensor<256x92xf32>
    %4139 = stablehlo.dot_general %4113, %4138, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x92xf32>) -> tensor<100x92xf32>
    %4140 = stablehlo.broadcast_in_dim %1406, dims = [] : (tensor<f32>) -> tensor<100x92xf32>
    %4141 = stablehlo.multiply %4139, %4140 : tensor<100x92xf32>
    %4142 = stablehlo.broadcast_in_dim %4137, dims = [1] : (tensor<92xf32>) -> tensor<100x92xf32>
    %4143 = stablehlo.multiply %4142, %4140 : tensor<100x92xf32>
    %4144 = stablehlo.add %4141, %4143 : tensor<100x92xf32>
    %4145 = stablehlo.convert %4144 : (tensor<100x92xf32>) -> tensor<100x92xbf16>
    %4146 = stablehlo.reshape %4145 : (tensor<100x92xbf16>) -> tensor<1x100x92xbf16>
    %4147 = stablehlo.reshape %4135 : (tensor<1x100x256xbf16>) -> tensor<100x256xbf16>
    %4148 = stablehlo.transpose %arg422, dims = [1, 0] : (tensor<4x256xbf16>) -> tensor<256x4xbf16>
    %4149 = stablehlo.convert %arg423 : (tensor<4xbf16>) -> tensor<4xf32>
    %4150 = stablehlo.convert %4147 : (tensor<100x256xbf16>) -> tensor<100x256xf32>
    %4151 = stablehlo.convert %4148 : (tensor<256x4xbf16>) -> tensor<256x4xf32>
    %4152 = stablehlo.dot_general %4150, %4151, contracting_dims = [1] x [0] : (tensor<100x256xf32>, tensor<256x4xf32>) -> tensor<100x4xf32>
    %4153 = stablehlo.broadcast_in_dim %1406, dims = [] : (tensor<f32>) -> tensor<100x4xf32>
    %4154 = stablehlo.multiply %4152, %4153 : tensor<100x4xf32>
    %4155 = stablehlo.broadcast_in_dim %4149, dims = [1] : (tensor<4xf32>) -> tensor<100x4xf32>
    %4156 = stablehlo.multiply %4155, %4153 : tensor<100x4xf32>
    %4157 = stablehlo.add %4154, %4156 : tensor<100x4xf32>
    %4158 = stablehlo.convert %4157 : (tensor<100x4xf32>) -> tensor<100x4xbf16>
    %4159 = stablehlo.reshape %4158 : (tensor<100x4xbf16>) -> tensor<1x100x4xbf16>
    %4160 = stablehlo.logistic %4159 : tensor<1x100x4xbf16>
    return %4146, %4160 : tensor<1x100x92xbf16>, tensor<1x100x4xbf16>
  }
}
