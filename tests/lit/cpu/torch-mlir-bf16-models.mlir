// The bf16 PyTorch models of bench/programs, as torch-mlir exports them (bench/gen_torch_models.py:
// DistilBERT, a DETR detector and a MiDaS-style depth model, parameters as arguments), on the CPU
// backend against the evaluator, with the arguments the script writes: the linear layers run as bf16
// products (narrow-products), the max pools channels-last (channels-last), the depth model's bilinear
// upsampling as takes of rows and columns (separable-gathers), and the results agree within bf16's
// rounding of sums taken in another order.

// RUN: %python %S/../../../bench/gen_torch_models.py --arguments=distilbert_bf16:%t.distilbert.npz
// RUN: %hlx run %S/../../../bench/programs/distilbert_bf16.mlir --backend=cpu --inputs=%t.distilbert.npz --save-outputs=%t.distilbert-cpu.npz
// RUN: %hlx run %S/../../../bench/programs/distilbert_bf16.mlir --backend=interp --inputs=%t.distilbert.npz --save-outputs=%t.distilbert-interp.npz
// RUN: %hlx compare %t.distilbert-interp.npz %t.distilbert-cpu.npz --bf16 --rtol=0.03

// RUN: %python %S/../../../bench/gen_torch_models.py --arguments=detr_bf16:%t.detr.npz
// RUN: %hlx run %S/../../../bench/programs/detr_bf16.mlir --backend=cpu --inputs=%t.detr.npz --save-outputs=%t.detr-cpu.npz
// RUN: %hlx run %S/../../../bench/programs/detr_bf16.mlir --backend=interp --inputs=%t.detr.npz --save-outputs=%t.detr-interp.npz
// RUN: %hlx compare %t.detr-interp.npz %t.detr-cpu.npz --bf16 --rtol=0.03

// RUN: %python %S/../../../bench/gen_torch_models.py --arguments=depth_bf16:%t.depth.npz
// RUN: %hlx run %S/../../../bench/programs/depth_bf16.mlir --backend=cpu --inputs=%t.depth.npz --save-outputs=%t.depth-cpu.npz
// RUN: %hlx run %S/../../../bench/programs/depth_bf16.mlir --backend=interp --inputs=%t.depth.npz --save-outputs=%t.depth-interp.npz
// The depth model's 64 convolutions in bf16 drift further apart (XLA's result differs from hlx's by
// 0.038 of the largest magnitude, the evaluator's by 0.033).
// RUN: %hlx compare %t.depth-interp.npz %t.depth-cpu.npz --bf16 --rtol=0.06
