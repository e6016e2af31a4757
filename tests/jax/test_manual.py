"""jax.pmap and jax.shard_map on 8 hlx devices: JAX lowers both to a program of sdy.manual_computations
over every mesh axis, which hlx partitions into the program each device runs (spmd-partition).
The CPU backend these tests start beside hlx has one device, so the references are numpy's."""
import numpy as np
import pytest

jax = pytest.importorskip("jax", reason="jax is not installed: the JAX tests of the hlx plugin were not run")
jnp = jax.numpy
lax = jax.lax
P = jax.sharding.PartitionSpec


def hlx_devices():
    return jax.devices("hlx")


def mesh_of(shape, names):
    return jax.sharding.Mesh(np.array(hlx_devices()).reshape(shape), names)


def put(x, mesh, spec):
    return jax.device_put(x, jax.sharding.NamedSharding(mesh, spec))


def on_hlx(array):
    return {d.platform for d in array.devices()} == {"hlx"}


def smap(body, mesh, in_specs, out_specs, **kwargs):
    """jit(shard_map(body)): JAX learns the output shardings from the compiled program, whose @main
    carries the global shardings as mhlo.sharding."""
    return jax.jit(jax.shard_map(body, mesh=mesh, in_specs=in_specs, out_specs=out_specs, **kwargs))


def sharded_as(array, mesh, spec):
    return array.sharding.is_equivalent_to(jax.sharding.NamedSharding(mesh, spec), array.ndim)


def arange(*shape, dtype=np.float32):
    return np.arange(np.prod(shape), dtype=dtype).reshape(shape)


# ---- pmap --------------------------------------------------------------------------------------------


def pmap(f):
    return jax.pmap(f, axis_name="i", devices=hlx_devices())


def test_pmap_psum_and_pmean():
    x = arange(8, 3)
    got = pmap(lambda v: (lax.psum(v, "i"), lax.pmean(v * v, "i")))(x)
    np.testing.assert_allclose(np.asarray(got[0]), np.broadcast_to(x.sum(0), (8, 3)))
    np.testing.assert_allclose(np.asarray(got[1]), np.broadcast_to((x * x).mean(0), (8, 3)), rtol=1e-6)
    assert on_hlx(got[0])


def test_pmap_all_gather():
    x = arange(8, 2, dtype=np.int32)
    got = pmap(lambda v: lax.all_gather(v, "i"))(x)
    np.testing.assert_array_equal(np.asarray(got), np.broadcast_to(x, (8, 8, 2)))
    tiled = pmap(lambda v: lax.all_gather(v, "i", tiled=True))(x)
    np.testing.assert_array_equal(np.asarray(tiled), np.broadcast_to(x.reshape(16), (8, 16)))


def test_pmap_ppermute_ring():
    x = arange(8, 4)
    ring = [(i, (i + 1) % 8) for i in range(8)]
    got = pmap(lambda v: lax.ppermute(v, "i", ring) - v)(x)
    np.testing.assert_allclose(np.asarray(got), np.roll(x, 1, axis=0) - x)


def test_pmap_axis_index_and_two_arguments():
    x, y = arange(8, 3), arange(8, 3) + 100
    got = pmap(lambda a, b: a * lax.axis_index("i") + lax.psum(b, "i"))(x, y)
    np.testing.assert_allclose(np.asarray(got), x * np.arange(8)[:, None] + y.sum(0))


# ---- shard_map over a 1-D mesh -----------------------------------------------------------------------


def test_shard_map_1d_psum_all_gather_ppermute():
    mesh = mesh_of((8,), ("x",))
    x = put(arange(16, 3), mesh, P("x"))
    ring = [(i, (i + 1) % 8) for i in range(8)]

    def body(v):  # v: 2x3 on each device
        return lax.psum(v, "x"), lax.all_gather(v, "x", tiled=True), lax.ppermute(v, "x", ring)

    f = smap(body, mesh, P("x"), (P(), P(), P("x")), check_vma=False)
    s, g, r = f(x)
    xs = arange(16, 3)
    np.testing.assert_allclose(np.asarray(s), xs.reshape(8, 2, 3).sum(0))
    np.testing.assert_allclose(np.asarray(g), xs)
    np.testing.assert_allclose(np.asarray(r), np.roll(xs.reshape(8, 2, 3), 1, axis=0).reshape(16, 3))
    assert on_hlx(s) and on_hlx(r)
    assert sharded_as(s, mesh, P()) and sharded_as(g, mesh, P()) and sharded_as(r, mesh, P("x"))


def test_shard_map_1d_all_to_all():
    mesh = mesh_of((8,), ("x",))
    xs = arange(8, 8, 2)  # device d holds xs[d]: 1x8x2
    # With explicit out_shardings, which agree with the program's.
    f = jax.jit(jax.shard_map(lambda v: lax.all_to_all(v, "x", split_axis=1, concat_axis=0, tiled=True), mesh=mesh,
                              in_specs=P("x"), out_specs=P("x")),
                out_shardings=jax.sharding.NamedSharding(mesh, P("x")))
    got = np.asarray(f(put(xs, mesh, P("x"))))
    # Device d sends block j of its dimension 1 to device j and concatenates what it gets along dim 0.
    want = np.stack([xs[:, d] for d in range(8)])  # device d: xs[s, d] for every sender s
    np.testing.assert_allclose(got.reshape(8, 8, 1, 2), want.reshape(8, 8, 1, 2))


def test_shard_map_without_jit():
    mesh = mesh_of((8,), ("x",))
    x = put(arange(8, 4), mesh, P("x"))
    got = jax.shard_map(lambda v: v * 2 + lax.psum(v, "x"), mesh=mesh, in_specs=P("x"), out_specs=P("x"))(x)
    np.testing.assert_allclose(np.asarray(got), arange(8, 4) * 2 + arange(8, 4).sum(0))
    assert on_hlx(got) and sharded_as(got, mesh, P("x"))


# ---- shard_map over a 2-D mesh -----------------------------------------------------------------------


def test_shard_map_2d_collectives_over_each_axis():
    mesh = mesh_of((4, 2), ("a", "b"))
    xs = arange(8, 4)
    x = put(xs, mesh, P("a", "b"))  # each device: 2x2

    def body(v):
        return lax.psum(v, "a"), lax.all_gather(v, "b", axis=1, tiled=True), lax.psum(v, ("a", "b"))

    f = smap(body, mesh, P("a", "b"), (P(None, "b"), P("a"), P()), check_vma=False)
    s, g, t = f(x)
    blocks = xs.reshape(4, 2, 2, 2).transpose(0, 2, 1, 3)  # [a, b] -> 2x2 block
    np.testing.assert_allclose(np.asarray(s), np.concatenate(list(blocks.sum(0)), axis=1))
    np.testing.assert_allclose(np.asarray(g), xs)
    np.testing.assert_allclose(np.asarray(t), blocks.sum((0, 1)))
    assert sharded_as(s, mesh, P(None, "b")) and sharded_as(g, mesh, P("a")) and sharded_as(t, mesh, P())


def test_shard_map_2d_ppermute_and_all_to_all():
    mesh = mesh_of((4, 2), ("a", "b"))
    xs = arange(8, 8)
    shift = [(i, (i + 1) % 4) for i in range(4)]

    def body(v):  # v: 2x4
        moved = lax.ppermute(v, "a", shift)
        swapped = lax.all_to_all(v, "b", split_axis=1, concat_axis=0, tiled=True)  # 4x2
        return moved, swapped

    f = smap(body, mesh, P("a", "b"), (P("a", "b"), P("a", "b")))
    moved, swapped = f(put(xs, mesh, P("a", "b")))
    blocks = xs.reshape(4, 2, 2, 4).transpose(0, 2, 1, 3)  # [a, b] -> 2x4 block
    want_moved = np.roll(blocks, 1, axis=0)
    np.testing.assert_allclose(np.asarray(moved), want_moved.transpose(0, 2, 1, 3).reshape(8, 8))
    # Device (a, b) gets column block b of (a, 0) and of (a, 1), stacked.
    want_swapped = np.stack([np.stack([np.concatenate([blocks[a, s][:, 2 * b:2 * b + 2] for s in range(2)])
                                       for b in range(2)]) for a in range(4)])  # [a, b] -> 4x2
    np.testing.assert_allclose(np.asarray(swapped), want_swapped.transpose(0, 2, 1, 3).reshape(16, 4))


def test_partial_manual_shard_map():
    # Manual over "a" only: hlx partitions the body along "b" (test_partly_manual.py has more).
    mesh = mesh_of((4, 2), ("a", "b"))
    x = put(arange(8, 4), mesh, P("a", "b"))
    f = smap(lambda v: lax.psum(v, "a"), mesh, P("a"), P(), axis_names={"a"})
    got = f(x)
    np.testing.assert_allclose(np.asarray(got), arange(8, 4).reshape(4, 2, 4).sum(0))
    assert on_hlx(got)
