// The help texts, and the usage errors (exit 2) for unknown commands and flags.

// RUN: %hlx --help | FileCheck %s --check-prefix=MAIN
// RUN: %hlx -h | FileCheck %s --check-prefix=MAIN
// RUN: %hlx help | FileCheck %s --check-prefix=MAIN
// MAIN: Usage: hlx COMMAND
// MAIN: check
// MAIN: opt
// MAIN: help

// RUN: %hlx check --help | FileCheck %s --check-prefix=CHECK-HELP
// RUN: %hlx help check | FileCheck %s --check-prefix=CHECK-HELP
// CHECK-HELP: Usage: hlx check [--roundtrip] FILE|DIR...
// CHECK-HELP: N passed, M failed
// CHECK-HELP: --roundtrip

// RUN: %hlx opt --help | FileCheck %s --check-prefix=OPT-HELP
// RUN: %hlx help opt | FileCheck %s --check-prefix=OPT-HELP
// OPT-HELP: Usage: hlx opt FILE [--passes=NAME,...]
// OPT-HELP: --print-debuginfo
// OPT-HELP: --generic

// RUN: %hlx quantize --help | FileCheck %s --check-prefix=QUANTIZE-HELP
// RUN: %hlx help quantize | FileCheck %s --check-prefix=QUANTIZE-HELP
// QUANTIZE-HELP: Usage: hlx quantize FILE [--mode=static|weight-only|dynamic]
// QUANTIZE-HELP: --calibrate=min-max|average-min-max|percentile:P|mse
// QUANTIZE-HELP: --per-channel

// RUN: %expect-exit 2 %hlx 2>&1 | FileCheck %s --check-prefix=NO-COMMAND
// NO-COMMAND: Usage: hlx COMMAND

// RUN: %expect-exit 2 %hlx frobnicate 2>&1 | FileCheck %s --check-prefix=UNKNOWN-COMMAND
// UNKNOWN-COMMAND: hlx: unknown command 'frobnicate'

// RUN: %expect-exit 2 %hlx --frobnicate 2>&1 | FileCheck %s --check-prefix=UNKNOWN-FLAG
// UNKNOWN-FLAG: hlx: unknown flag '--frobnicate'

// RUN: %expect-exit 2 %hlx help frobnicate 2>&1 | FileCheck %s --check-prefix=HELP-UNKNOWN
// HELP-UNKNOWN: hlx: help: unknown command 'frobnicate'

// RUN: %expect-exit 2 %hlx check --frobnicate %s 2>&1 | FileCheck %s --check-prefix=CHECK-FLAG
// CHECK-FLAG: hlx: check: unknown flag '--frobnicate'

// RUN: %expect-exit 2 %hlx check 2>&1 | FileCheck %s --check-prefix=CHECK-NO-FILE
// CHECK-NO-FILE: hlx: check: expected at least one FILE or DIR

// RUN: %expect-exit 2 %hlx opt --frobnicate %s 2>&1 | FileCheck %s --check-prefix=OPT-FLAG
// OPT-FLAG: hlx: opt: unknown flag '--frobnicate'

// RUN: %expect-exit 2 %hlx opt --passes=canonicalize %s 2>&1 | FileCheck %s --check-prefix=OPT-PASSES
// OPT-PASSES: hlx: opt: unknown pass 'canonicalize' (passes: refine-shapes, decompose-chlo, inline, simplify, fold-constants, cse, dce, fold-layout, separable-gathers, optimize, lift-constants, lower-quantized, channels-last, narrow-products, widen-products, fold-batch-norm, transposed-conv-as-dot, inline-manual-computations, import-shardings, propagate-shardings, spmd-partition, combine-collectives, pipeline-collectives)

// RUN: %expect-exit 2 %hlx opt 2>&1 | FileCheck %s --check-prefix=OPT-NO-FILE
// RUN: %expect-exit 2 %hlx opt %s %s 2>&1 | FileCheck %s --check-prefix=OPT-NO-FILE
// OPT-NO-FILE: hlx: opt: expected exactly one FILE
