// The corpus's Mixtral MoE layer at small sizes (bench/programs/moe_small.mlir, written by
// bench/gen_programs.py: the same ops in the same order, small enough for the evaluator): the CPU
// backend agrees with the evaluator on the same seeded random inputs, within the rounding of oneDNN's
// products.

// RUN: %hlx run --backend=cpu --inputs=random --seed=0 --save-outputs=%t.cpu.npz %S/../../../bench/programs/moe_small.mlir
// RUN: %hlx run --backend=interp --inputs=random --seed=0 --save-outputs=%t.interp.npz %S/../../../bench/programs/moe_small.mlir
// RUN: %hlx compare %t.interp.npz %t.cpu.npz --rtol=1e-5 | FileCheck %s
// CHECK: result0: largest difference {{.*}}: ok
