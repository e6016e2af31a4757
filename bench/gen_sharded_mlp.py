#!/usr/bin/python3
"""bench/gen_sharded_mlp.py: prints a Megatron-style MLP of LAYERS layers on a mesh of DEVICES devices,
for measuring how partitioning and compiling scale with the number of devices.

  bench/gen_sharded_mlp.py DEVICES [LAYERS] > mlp.mlir
  build/hlx bench mlp.mlir --num-partitions=DEVICES --json

Each layer is column-parallel then row-parallel (x @ w1 split along its columns, tanh, @ w2 split along
its rows), so the partitioned program has one all_reduce per layer; the shapes are the same at every
device count, so only the collectives' replica groups grow with it.
"""
import sys


def main():
    devices = int(sys.argv[1])
    layers = int(sys.argv[2]) if len(sys.argv) > 2 else 400
    batch, width, hidden = 8, 256, 1024
    x = f"tensor<{batch}x{width}xf32>"
    h = f"tensor<{batch}x{hidden}xf32>"
    w1 = f"tensor<{width}x{hidden}xf32>"
    w2 = f"tensor<{hidden}x{width}xf32>"
    split_cols = '#sdy.sharding<@mesh, [{}, {"y"}]>'
    split_rows = '#sdy.sharding<@mesh, [{"y"}, {}]>'
    args = [f"%x: {x}"]
    for i in range(layers):
        args.append(f"%w1_{i}: {w1} {{sdy.sharding = {split_cols}}}")
        args.append(f"%w2_{i}: {w2} {{sdy.sharding = {split_rows}}}")
    print(f'module @sharded_mlp {{\n  sdy.mesh @mesh = <["y"={devices}]>')
    print(f"  func.func @main({', '.join(args)}) -> {x} {{")
    prev = "%x"
    for i in range(layers):
        print(f"    %h{i} = stablehlo.dot_general {prev}, %w1_{i}, contracting_dims = [1] x [0] : ({x}, {w1}) -> {h}")
        print(f"    %t{i} = stablehlo.tanh %h{i} : {h}")
        print(f"    %o{i} = stablehlo.dot_general %t{i}, %w2_{i}, contracting_dims = [1] x [0] : ({h}, {w2}) -> {x}")
        prev = f"%o{i}"
    print(f"    return {prev} : {x}\n  }}\n}}")


if __name__ == "__main__":
    main()
