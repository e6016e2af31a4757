"""shard_map over some of a mesh's axes (partly manual programs): JAX lowers the shard_map to an
sdy.manual_computation whose manual_axes are part of the mesh's; hlx partitions its body along the free
(automatic) axes, inside and outside, each device running its piece of its own body values with the
body's collectives over the manual axes. Each case is checked against the same function on JAX's CPU
backend with 8 devices (conftest.py), sharded the same way: the same values and the same shard shapes."""
import numpy as np
import pytest

jax = pytest.importorskip("jax", reason="jax is not installed: the JAX tests of the hlx plugin were not run")
jnp = jax.numpy
lax = jax.lax
P = jax.sharding.PartitionSpec
NamedSharding = jax.sharding.NamedSharding


def meshes(shape, names):
    """The same mesh over hlx's devices and over JAX's CPU devices."""
    def mesh(platform):
        return jax.sharding.Mesh(np.array(jax.devices(platform)[:8]).reshape(shape), names)
    return mesh("hlx"), mesh("cpu")


def rand(seed, *shape):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


def shard_shapes(array):
    return sorted(s.data.shape for s in array.addressable_shards)


def check(make, args, specs, shape=(2, 4), names=("x", "y"), rtol=1e-5, atol=1e-5):
    """jit(make(mesh)) on hlx and on JAX's CPU devices, its arguments placed as `specs` say on each
    platform's mesh: the same values and the same shard shapes. Returns hlx's results."""
    hlx_mesh, cpu_mesh = meshes(shape, names)
    got = jax.jit(make(hlx_mesh))(*[jax.device_put(a, NamedSharding(hlx_mesh, s)) for a, s in zip(args, specs)])
    want = jax.jit(make(cpu_mesh))(*[jax.device_put(a, NamedSharding(cpu_mesh, s)) for a, s in zip(args, specs)])
    for g, w in zip(jax.tree.leaves(got), jax.tree.leaves(want)):
        assert {d.platform for d in g.devices()} == {"hlx"}
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=rtol, atol=atol)
        assert shard_shapes(g) == shard_shapes(w), (shard_shapes(g), shard_shapes(w))
    return got


def smap(body, mesh, in_specs, out_specs, manual):
    return jax.shard_map(body, mesh=mesh, in_specs=in_specs, out_specs=out_specs, axis_names=set(manual),
                         check_vma=False)


def test_psum_over_the_manual_axis_keeps_the_free_split():
    x = rand(0, 8, 16)
    check(lambda m: smap(lambda v: lax.psum(jnp.sin(v), "x"), m, P("x"), P(), {"x"}), [x], [P("x", "y")])


def test_all_gather_over_the_manual_axis():
    x = rand(1, 8, 16)
    check(lambda m: smap(lambda v: lax.all_gather(v, "x", tiled=True) * 2, m, P("x"), P(), {"x"}), [x],
          [P("x", "y")])
    # Gathered along the dimension the free axis splits outside: the body gathers it whole first.
    check(lambda m: smap(lambda v: lax.all_gather(v, "x", axis=1, tiled=True), m, P(None, "x"), P(), {"x"}),
          [x], [P("y", "x")])


def test_ppermute_and_axis_index_over_the_manual_axis():
    x = rand(2, 8, 16)

    def body(v):
        return lax.ppermute(v, "x", [(0, 1), (1, 0)]) + lax.axis_index("x").astype(v.dtype)

    check(lambda m: smap(body, m, P("x"), P("x"), {"x"}), [x], [P("x", "y")])


def test_manual_over_the_minor_axis_auto_over_the_major():
    x = rand(3, 16, 8)

    def body(v):
        return lax.psum(v, "y") * lax.axis_index("y").astype(v.dtype), lax.all_gather(v, "y", tiled=True)

    check(lambda m: smap(body, m, P("y"), (P("y"), P()), {"y"}), [x], [P("x", None)])


def test_free_axis_contraction_inside_the_body():
    # The body's matmul contracts a dimension the free axis splits: its partial sums are summed over
    # the free axis inside the body, then psum'd over the manual one.
    x, w = rand(4, 8, 32), rand(5, 32, 16)

    def body(a, b):
        return lax.psum(jnp.tanh(a @ b), "x")

    check(lambda m: smap(body, m, (P("x"), P()), P(), {"x"}), [x, w], [P("x", "y"), P("y", None)],
          rtol=1e-4, atol=1e-4)


def test_named_sharding_outside_a_partly_manual_shard_map_inside():
    # A jitted function whose arguments carry NamedShardings, with ops on global values before and after
    # a shard_map manual over "data" and automatic over "model".
    x, w1, w2 = rand(6, 16, 8), rand(7, 8, 32) * 0.3, rand(8, 32, 8) * 0.3

    def make(mesh):
        def local_loss(h, w):
            # Each data shard's mean squared activation, averaged over the data axis.
            return lax.pmean(jnp.mean(jnp.tanh(h @ w) ** 2, keepdims=True), "data")

        inner = smap(local_loss, mesh, (P("data"), P()), P(), {"data"})

        def f(x, w1, w2):
            h = jnp.maximum(x @ w1, 0)
            loss = inner(h, w2)
            return loss[0] + jnp.sum(h) * 1e-3, h * 2

        return f

    specs = [P("data", None), P(None, "model"), P("model", None)]
    check(make, [x, w1, w2], specs, names=("data", "model"), rtol=1e-4, atol=1e-4)


def test_gspmd_lowering_of_a_partly_manual_shard_map():
    # Without Shardy, JAX lowers the shard_map to GSPMD's manual code (SPMDFullToShardShape of a value
    # whose sharding is manual over "x" and replicated over "y"): hlx runs the body whole along "y".
    # (Constants in such a body make XLA's CPU reference abort: the body has none.)
    x = rand(9, 8, 16)

    def body(v):
        return lax.psum(jnp.sin(v), "x"), lax.all_gather(v, "x", tiled=True)

    jax.config.update("jax_use_shardy_partitioner", False)
    try:
        check(lambda m: smap(body, m, P("x"), (P(), P()), {"x"}), [x], [P("x", "y")])
    finally:
        jax.config.update("jax_use_shardy_partitioner", True)
