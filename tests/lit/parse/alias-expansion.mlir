// Aliases built of aliases may not stand for more than 2^20 attributes: 40 doublings would print 2^40.
// RUN: %python -c "n = 40; print('\n'.join(['#a%d = [#a%d, #a%d]' % (i, i + 1, i + 1) for i in range(n)] + ['#a%d = 1' % n, 'func.func @f() attributes {x = #a0} {', '  return', '}']))" > %t.mlir
// RUN: %expect-exit 1 %hlx check %t.mlir 2>&1 | FileCheck %s
// CHECK: alias-expansion.mlir.tmp.mlir:21:1: error: alias '#a20' expands to more than 2^20 attributes or types
// CHECK: 0 passed, 1 failed
