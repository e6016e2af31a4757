// hlx run on HLO text modules: each opcode family evaluated, outputs compared with FileCheck (HLO has
// no self-checking ops).

// RUN: %hlx run %S/Inputs/elementwise.hlo --inputs=zeros --print-outputs | FileCheck %s --check-prefix=ELEM
// With zero inputs: select(0 < 0, a, exp(-((a + c) * b))) = 1 everywhere; each row sums to 3.
// ELEM: tensor<2x3xf32> {
// ELEM-NEXT: {{\[\[}}1, 1, 1], [1, 1, 1]]
// ELEM: tensor<2x3xi1> {
// ELEM-NEXT: false, false, false], [false, false, false]]
// ELEM: tensor<2xf32> {
// ELEM-NEXT: [3, 3]

// RUN: %hlx run %S/Inputs/shapes.hlo --print-outputs | FileCheck %s --check-prefix=SHAPES
// SHAPES: [0, 0], [1, 1], [2, 2]
// SHAPES: [0, 2], [0, 2]
// SHAPES: [0, 1, 2, 0, 1, 2]
// SHAPES: [-1, -1, -1], [0, 1, 2], [0, 1, 2], [-1, -1, -1]
// SHAPES: [1, 2]
// SHAPES: [1.5, 1.5], [-2, -2]
// SHAPES: [2, 2], [1, 1], [0, 0]

// RUN: %hlx run %S/Inputs/control.hlo --print-outputs | FileCheck %s --check-prefix=CONTROL
// CONTROL: tensor<f32> {48}
// CONTROL-NEXT: tensor<f32> {-1.5}
// CONTROL-NEXT: tensor<f32> {-1.5}
// CONTROL-NEXT: tensor<f32> {48}

// RUN: %hlx run %S/Inputs/contractions.hlo --print-outputs | FileCheck %s --check-prefix=CONTRACT
// CONTRACT: [4, 5], [1e+01, 11]
// CONTRACT: [12], [15], [18]
// CONTRACT: [3, 6], [1, 4]
// CONTRACT: [1, 1.5, 3, 4]
// CONTRACT: [5, 8], [6, 9]
// CONTRACT: [0, 3e+01, 0, 0]

// RUN: %hlx run %S/Inputs/collectives.hlo --num-replicas=2 --print-outputs | FileCheck %s --check-prefix=COLL
// COLL: process 0:
// COLL: [1, 1]
// COLL: [0, 0, 1, 1]
// COLL: [1]
// COLL: [1, 1]
// COLL: tensor<ui32> {0}
// COLL: process 1:
// COLL: [1, 1]
// COLL: [0, 0, 1, 1]
// COLL: [1]
// COLL: [0, 0]
// COLL: tensor<ui32> {1}

// AWS Neuron's softmax custom calls (dimension 1 from backend_config), forward then backward:
// dx = y * (dy - sum(dy * y)).
// RUN: %hlx run %S/Inputs/softmax.hlo --print-outputs | FileCheck %s --check-prefix=SOFTMAX
// SOFTMAX: [0.08192507, -0.022033045, -0.059892025], [0, 0, 0]
