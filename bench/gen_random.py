#!/usr/bin/env python3
"""Writes the random-number benchmark program of bench/programs/ from JAX (checked in; run it with the
project's environment, `.venv/bin/python bench/gen_random.py`, to write it again):

  random_normal.mlir   jax.random.normal of 2048 x 2048 f32 from an int32 seed   (peers: XLA CPU, IREE)

The StableHLO that jax.jit lowers: threefry2x32 (a loop of five iterations of four rounds of add,
rotate and xor over two 32-bit words per pair of outputs, then the key added to each), the words made
uniform floats in (-1, 1) and erf_inv of them times sqrt(2).
"""
import os
import pathlib

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

PROGRAMS = pathlib.Path(__file__).resolve().parent / "programs"
N = 2048


def main():
    def normal(seed):
        return jax.random.normal(jax.random.key(seed), (N, N), jnp.float32)

    text = jax.jit(normal).lower(jax.ShapeDtypeStruct((), np.int32)).as_text()
    (PROGRAMS / "random_normal.mlir").write_text(
        f"// jax.random.normal of a {N}x{N} f32 array from an int32 seed (bench/gen_random.py, "
        f"jax {jax.__version__})\n" + text)


if __name__ == "__main__":
    main()
