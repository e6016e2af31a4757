#!/usr/bin/env python3
"""Writes bench/programs/flax_transformer_step_2x4.mlir: one training step (forward, backward, AdamW) of
the small flax transformer of tests/jax/test_training.py, data + tensor parallel on a 2 x 4 mesh
('data', 'model'; Megatron's layout, transformer_spec there), as jax.jit lowers it with its arguments'
shardings: the program hlx partitions over 8 devices (`hlx bench --num-partitions=8`). Run it with the
project's environment: `.venv/bin/python bench/gen_flax_step.py`.
"""
import os
import pathlib
import sys

os.environ.setdefault("JAX_PLATFORMS", "cpu")
os.environ["XLA_FLAGS"] = os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8"

import jax  # noqa: E402
import numpy as np  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "jax"))
from test_training import transformer_spec, transformer_task  # noqa: E402


def main():
    batches, (params, opt_state), step, optimizer = transformer_task()
    mesh = jax.sharding.Mesh(np.array(jax.devices("cpu")).reshape(2, 4), ("data", "model"))
    P, Named = jax.sharding.PartitionSpec, jax.sharding.NamedSharding
    specs = jax.tree_util.tree_map_with_path(transformer_spec, params)
    sharded = jax.tree_util.tree_map(lambda p, s: jax.device_put(p, Named(mesh, s)), params, specs)
    state = (sharded, jax.jit(optimizer.init)(sharded))
    batch = jax.device_put(batches[0], Named(mesh, P("data", None)))
    text = step.lower(state, batch).as_text()
    out = ROOT / "bench" / "programs" / "flax_transformer_step_2x4.mlir"
    out.write_text("// One AdamW training step of a flax transformer (2 blocks, dim 32, 4 heads), data + tensor\n"
                   "// parallel on a 2 x 4 mesh (bench/gen_flax_step.py, jax " + jax.__version__ + ")\n" + text)
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
