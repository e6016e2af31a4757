#!/usr/bin/env python3
"""Writes the linear-algebra benchmark programs of bench/programs/ from JAX (checked in; run it with the
project's environment, `.venv/bin/python bench/gen_linalg.py`, to write them again):

  eig_f32_512.mlir   jnp.linalg.eig of a 512 x 512 f32 matrix   (peers: LAPACK's sgeev called directly,
                                                                  build/bench/lapack_linalg; XLA CPU)
  svd_f32_512.mlir   jnp.linalg.svd of a 512 x 512 f32 matrix   (peers: LAPACK's sgesdd, the same; XLA
                                                                  CPU)

Each is the StableHLO that jax.jit lowers for JAX's CPU platform: the lapack_sgeev_ffi / lapack_sgesdd_ffi
custom call and JAX's checks of its `info` result, which hlx runs on the LAPACK it links
(docs/custom-calls.md).
"""
import os
import pathlib

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

PROGRAMS = pathlib.Path(__file__).resolve().parent / "programs"
N = 512


def write(name, comment, f):
    text = jax.jit(f).lower(jax.ShapeDtypeStruct((N, N), np.float32)).as_text()
    (PROGRAMS / name).write_text(f"// {comment} (bench/gen_linalg.py, jax {jax.__version__})\n" + text)


def main():
    # The eigenvalues' order and the eigenvectors' phases depend on rounding: the peers' results are
    # compared as sorted eigenpairs (bench/xla_iree_peers.py, as_eigenpairs).
    write(f"eig_f32_{N}.mlir", f"jnp.linalg.eig of a {N}x{N} f32 matrix: eigenvalues and right eigenvectors; "
          "peer check: eigenpairs", jnp.linalg.eig)
    write(f"svd_f32_{N}.mlir", f"jnp.linalg.svd of a {N}x{N} f32 matrix: U, S and V^T in full", jnp.linalg.svd)


if __name__ == "__main__":
    main()
