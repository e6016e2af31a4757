#!/usr/bin/env python3
"""Writes bench/programs/scanned_mlp_fsdp8.mlir: one training step (forward, backward, SGD) of a residual
MLP whose layers run in a jax.lax.scan (the shape of a scanned transformer), its stacked weights split
over 8 devices along their first feature dimension and its batch split alike (FSDP), as jax.export
writes the jitted step with its shardings: the program hlx partitions over 8 devices (`hlx bench
--num-partitions=8`). Its backward loop is the collective pipeliner's case: each iteration gathers the
next layer's weights and reduce-scatters its own gradients into the stacked gradients.

Run it with the project's environment: `.venv/bin/python bench/gen_scanned_mlp.py`; the sizes and the
device count are flags (`--devices=2` writes scanned_mlp_fsdp2.mlir; the lit test
tests/lit/cpu/pipeline-collectives.mlir reads a small one, Inputs/scanned-mlp-fsdp8.mlir).
"""
import argparse
import os
import pathlib

os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ["XLA_FLAGS"] = os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8"

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent


def step_function():
    def layer(h, w):
        w1, w2 = w
        return h + jnp.tanh(h @ w1) @ w2, None

    def loss(params, x, y):
        h, _ = jax.lax.scan(layer, x, params)
        return jnp.mean((h - y) ** 2)

    def step(params, x, y):
        value, grads = jax.value_and_grad(loss)(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - 0.01 * g, params, grads), value

    return step


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=8)
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--dim", type=int, default=256)
    parser.add_argument("--hidden", type=int, default=1024)
    parser.add_argument("--devices", type=int, default=8, choices=range(1, 9))
    parser.add_argument("--out")
    args = parser.parse_args()
    mesh = jax.sharding.Mesh(np.array(jax.devices("cpu")[:args.devices]), ("fsdp",))
    P, Named = jax.sharding.PartitionSpec, jax.sharding.NamedSharding
    weights, batch, scalar = Named(mesh, P(None, "fsdp", None)), Named(mesh, P("fsdp", None)), Named(mesh, P())
    params = (jax.ShapeDtypeStruct((args.layers, args.dim, args.hidden), jnp.float32, sharding=weights),
              jax.ShapeDtypeStruct((args.layers, args.hidden, args.dim), jnp.float32, sharding=weights))
    x = jax.ShapeDtypeStruct((args.batch, args.dim), jnp.float32, sharding=batch)
    step = jax.jit(step_function(), out_shardings=((weights, weights), scalar))
    text = jax.export.export(step)(params, x, x).mlir_module()
    out = pathlib.Path(args.out or ROOT / "bench" / "programs" / f"scanned_mlp_fsdp{args.devices}.mlir")
    out.write_text(f"// One SGD step of a residual MLP of {args.layers} layers in a jax.lax.scan (dim {args.dim}, hidden "
                   f"{args.hidden}, batch {args.batch}), FSDP over {args.devices} devices\n// (bench/gen_scanned_mlp.py, "
                   f"jax {jax.__version__})\n" + text)
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
