"""jax.jit over arrays sharded across the 8 hlx devices with NamedSharding: hlx propagates the shardings
of the program JAX sends, partitions it (SPMD) and runs one program per device on its shards, with the
collectives it needs; JAX reads the results' shardings from the compiled program. Each case is checked
against the same function on JAX's CPU backend with 8 devices (--xla_force_host_platform_device_count=8,
conftest.py), its arguments sharded the same way, so that XLA's SPMD partitioner is the reference: the
same values and the same shard shapes; and the results' shardings against the layout that the function
implies."""
import numpy as np
import pytest

jax = pytest.importorskip("jax", reason="jax is not installed: the JAX tests of the hlx plugin were not run")
jnp = jax.numpy
P = jax.sharding.PartitionSpec
NamedSharding = jax.sharding.NamedSharding


def mesh_of(shape, names):
    return jax.sharding.Mesh(np.array(jax.devices("hlx")).reshape(shape), names)


def put(x, mesh, spec):
    return jax.device_put(x, NamedSharding(mesh, spec))


def on_cpu_mesh(a):
    """The values of hlx array `a`, placed on JAX's CPU devices as `a` is on hlx's (the same mesh
    shape and axis names, the same partition spec)."""
    mesh = a.sharding.mesh
    cpu_mesh = jax.sharding.Mesh(np.array(jax.devices("cpu")[:mesh.devices.size]).reshape(mesh.devices.shape),
                                 mesh.axis_names)
    return jax.device_put(np.asarray(a), NamedSharding(cpu_mesh, a.sharding.spec))


def sharded_as(array, mesh, spec):
    return array.sharding.is_equivalent_to(NamedSharding(mesh, spec), array.ndim)


def shard_shapes(array):
    return sorted(s.data.shape for s in array.addressable_shards)


def check(f, args, rtol=1e-5, atol=1e-5, reference=None):
    """Runs jit(f) on the sharded `args`, and `reference` (f, where it names no hlx device) on JAX's CPU
    devices sharded the same way (XLA partitions it); returns hlx's results, checked equal to XLA's,
    and, for f itself, laid out as XLA lays them out (the same shard shapes)."""
    got = jax.jit(f)(*args)
    want = jax.jit(reference or f)(*[on_cpu_mesh(a) for a in args])
    for g, w in zip(jax.tree.leaves(got), jax.tree.leaves(want)):
        assert {d.platform for d in g.devices()} == {"hlx"}
        assert len(w.devices()) == len(g.devices()), "XLA's reference ran on as many devices"
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=rtol, atol=atol)
        if reference is None:  # a reference of its own (f names hlx's mesh) may lay results out otherwise
            assert shard_shapes(g) == shard_shapes(w), (shard_shapes(g), shard_shapes(w))
    return got


def rand(seed, *shape):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


def mlp(x, w1, w2):
    return jnp.tanh(x @ w1) @ w2


def test_elementwise_keeps_the_sharding():
    mesh = mesh_of((8,), ("i",))
    x = put(rand(0, 16, 4), mesh, P("i"))
    y = check(lambda a: jnp.exp(a) * 2 + a, [x])
    assert sharded_as(y, mesh, P("i"))
    assert [s.data.shape for s in y.addressable_shards] == [(2, 4)] * 8


def test_replicated_over_every_device():
    mesh = mesh_of((8,), ("i",))
    x = put(rand(22, 8, 2), mesh, P())
    y = check(lambda a: a * 2 - 1, [x])
    assert sharded_as(y, mesh, P())
    assert len(y.addressable_shards) == 8


def test_data_parallel_mlp():
    mesh = mesh_of((8,), ("i",))
    x = put(rand(1, 32, 16), mesh, P("i", None))
    w1, w2 = put(rand(2, 16, 64), mesh, P()), put(rand(3, 64, 8), mesh, P())
    y = check(mlp, [x, w1, w2])
    assert sharded_as(y, mesh, P("i", None))


def test_tensor_parallel_mlp_megatron():
    # Column-parallel then row-parallel: the hidden values stay split, one all-reduce at the end.
    mesh = mesh_of((8,), ("i",))
    x = put(rand(4, 8, 16), mesh, P())
    w1, w2 = put(rand(5, 16, 64), mesh, P(None, "i")), put(rand(6, 64, 16), mesh, P("i", None))
    y = check(mlp, [x, w1, w2], rtol=1e-4, atol=1e-4)
    assert sharded_as(y, mesh, P())


def test_fsdp_weights_gathered_batch_split():
    mesh = mesh_of((8,), ("i",))
    x = put(rand(7, 16, 32), mesh, P("i", None))
    w1, w2 = put(rand(8, 32, 64), mesh, P("i", None)), put(rand(9, 64, 8), mesh, P("i", None))
    y = check(mlp, [x, w1, w2], rtol=1e-4, atol=1e-4)
    assert sharded_as(y, mesh, P("i", None))


def test_2d_mesh_data_and_tensor_parallel():
    mesh = mesh_of((2, 4), ("data", "model"))
    x = put(rand(10, 8, 16), mesh, P("data", None))
    w1 = put(rand(11, 16, 32), mesh, P(None, "model"))
    w2 = put(rand(12, 32, 16), mesh, P("model", None))
    y = check(mlp, [x, w1, w2], rtol=1e-4, atol=1e-4)
    assert sharded_as(y, mesh, P("data", None))


def test_2d_mesh_both_dimensions_split():
    mesh = mesh_of((2, 4), ("a", "b"))
    x = put(rand(13, 8, 16), mesh, P("a", "b"))
    y = check(lambda v: (jnp.sin(v) * v).sum(axis=1), [x])
    assert y.shape == (8,)


def test_reduction_over_a_split_dimension():
    mesh = mesh_of((8,), ("i",))
    x = put(rand(14, 64, 4), mesh, P("i", None))
    y = check(lambda v: (v.sum(axis=0), v.max(axis=0), jnp.mean(v * v)), [x])
    assert all(sharded_as(r, mesh, P()) for r in y)


def test_with_sharding_constraint():
    mesh = mesh_of((8,), ("i",))
    x = put(rand(15, 16, 8), mesh, P())

    def f(v, constrain=True):
        h = v * 3
        if constrain:
            h = jax.lax.with_sharding_constraint(h, NamedSharding(mesh, P(None, "i")))
        return jnp.cos(h) + 1

    y = check(f, [x], reference=lambda v: f(v, constrain=False))
    assert sharded_as(y, mesh, P(None, "i"))


def test_explicit_out_shardings_reshard():
    mesh = mesh_of((8,), ("i",))
    x = put(rand(16, 16, 8), mesh, P("i", None))
    f = jax.jit(lambda v: v + 1, out_shardings=NamedSharding(mesh, P(None, "i")))
    y = f(x)
    assert sharded_as(y, mesh, P(None, "i"))
    np.testing.assert_allclose(np.asarray(y), np.asarray(x) + 1)


def test_row_parallel_products_share_a_reduce_scatter():
    # Both products contract a split dimension into results split by rows: each ends in a reduce_scatter
    # of its partial sums, which hlx combines into one of two operands. JAX reads the compiled program,
    # where StableHLO's reduce_scatter of one operand must stand for it.
    mesh = mesh_of((8,), ("i",))
    x = put(rand(50, 16, 32), mesh, P(None, "i"))
    w, v = put(rand(51, 32, 16), mesh, P("i", None)), put(rand(52, 32, 16), mesh, P("i", None))
    rows = NamedSharding(mesh, P("i", None))
    f = jax.jit(lambda x, w, v: (x @ w, x @ v), out_shardings=(rows, rows))
    a, b = f(x, w, v)
    assert sharded_as(a, mesh, P("i", None)) and sharded_as(b, mesh, P("i", None))
    np.testing.assert_allclose(np.asarray(a), np.asarray(x) @ np.asarray(w), rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(np.asarray(b), np.asarray(x) @ np.asarray(v), rtol=1e-4, atol=1e-4)


def test_scanned_fsdp_training_step():
    # A residual MLP whose layers run in a lax.scan, its stacked weights and batch split over the 8
    # devices (FSDP): the loops' bodies meet the other devices in collectives, which hlx splits into
    # starts and dones around the body's compute. The step is XLA's.
    mesh = mesh_of((8,), ("i",))
    stacked = P(None, "i", None)
    w1, w2 = put(rand(60, 3, 16, 32) * 0.3, mesh, stacked), put(rand(61, 3, 32, 16) * 0.3, mesh, stacked)
    x, t = put(rand(62, 32, 16), mesh, P("i", None)), put(rand(63, 32, 16), mesh, P("i", None))

    def layer(h, w):
        return h + jnp.tanh(h @ w[0]) @ w[1], None

    def step(w1, w2, x, t):
        loss, grads = jax.value_and_grad(lambda p: jnp.mean((jax.lax.scan(layer, x, p)[0] - t) ** 2))((w1, w2))
        return w1 - 0.1 * grads[0], w2 - 0.1 * grads[1], loss

    w1, w2, loss = check(step, [w1, w2, x, t], rtol=1e-4, atol=1e-5)
    assert sharded_as(w1, mesh, stacked) and sharded_as(w2, mesh, stacked)


def test_embedding_tables_stay_split():
    # An embedding table split along its rows (vocabulary parallel) stays split: each device looks up
    # the ids its rows hold and the pieces are summed, with no all-gather of the table; one split along
    # its columns gives results split alike, with no communication at all.
    mesh = mesh_of((2, 4), ("data", "model"))
    rows, cols = put(rand(70, 64, 16), mesh, P("model", None)), put(rand(71, 64, 16), mesh, P(None, "model"))
    ids = put(np.random.default_rng(72).integers(0, 64, (4, 6)).astype(np.int32), mesh, P("data", None))

    def lookup(rows, cols, ids):
        return jnp.tanh(jnp.take(rows, ids, axis=0)), cols[ids] * 2

    a, b = check(lookup, [rows, cols, ids])
    assert sharded_as(b, mesh, P("data", None, "model"))
    program = jax.jit(lookup).lower(rows, cols, ids).compile().as_text()
    assert "all-gather" not in program and "all-reduce" in program, program

    # The gradient of the rows, split as they are: each device scatters its own ids' updates (split along
    # "data") into its own rows, and the pieces are summed over "data"; nothing is gathered.
    def loss(rows, ids):
        return jnp.sum(jnp.tanh(jnp.take(rows, ids, axis=0)) ** 2)

    grad = jax.jit(jax.grad(loss), out_shardings=rows.sharding)
    g = grad(rows, ids)
    want = jax.jit(jax.grad(loss), out_shardings=on_cpu_mesh(rows).sharding)(on_cpu_mesh(rows), on_cpu_mesh(ids))
    np.testing.assert_allclose(np.asarray(g), np.asarray(want), rtol=1e-5, atol=1e-6)
    assert sharded_as(g, mesh, P("model", None))
    program = grad.lower(rows, ids).compile().as_text()
    assert "f32[16,16]{1,0} scatter(" in program and "all-gather" not in program, program


def test_integer_and_transpose():
    mesh = mesh_of((8,), ("i",))
    x = put(np.arange(64 * 8, dtype=np.int32).reshape(64, 8), mesh, P("i", None))
    y = check(lambda v: (v.T * 3 - 1, jnp.cumsum(v, axis=1)), [x])
    np.testing.assert_array_equal(np.asarray(y[0]), (np.asarray(x).T * 3 - 1))


def test_gradient_of_a_sharded_mlp_loss():
    mesh = mesh_of((2, 4), ("data", "model"))
    x = put(rand(17, 16, 8), mesh, P("data", None))
    t = put(rand(18, 16, 8), mesh, P("data", None))
    w1 = put(rand(19, 8, 32) * 0.3, mesh, P(None, "model"))
    w2 = put(rand(20, 32, 8) * 0.3, mesh, P("model", None))

    def loss(w1, w2, x, t):
        return jnp.mean((mlp(x, w1, w2) - t) ** 2)

    g = check(jax.value_and_grad(loss, argnums=(0, 1)), [w1, w2, x, t], rtol=1e-4, atol=1e-5)
    assert sharded_as(g[1][0], mesh, P(None, "model"))
    assert sharded_as(g[1][1], mesh, P("model", None))


def test_donated_sharded_argument():
    mesh = mesh_of((8,), ("i",))
    x = put(rand(21, 16, 4), mesh, P("i"))
    want = np.asarray(x) * 2
    y = jax.jit(lambda v: v * 2, donate_argnums=0)(x)
    np.testing.assert_allclose(np.asarray(y), want)
    assert sharded_as(y, mesh, P("i"))


def test_sharded_training_steps_match_cpu():
    # Ten SGD steps of a data + tensor parallel MLP: the loss curve on hlx's 8 devices is XLA's on 8 CPU
    # devices, sharded the same way.
    mesh = mesh_of((2, 4), ("data", "model"))
    specs = (P(None, "model"), P("model", None))
    params = tuple(put(rand(30 + i, *s) * 0.3, mesh, spec) for i, (s, spec) in enumerate(
        [((8, 32), specs[0]), ((32, 8), specs[1])]))
    x, t = put(rand(40, 32, 8), mesh, P("data", None)), put(rand(41, 32, 8), mesh, P("data", None))

    def step(params, x, t):
        loss, grads = jax.value_and_grad(lambda p: jnp.mean((mlp(x, *p) - t) ** 2))(params)
        return tuple(p - 0.1 * g for p, g in zip(params, grads)), loss

    ref = tuple(on_cpu_mesh(p) for p in params)
    xc, tc = on_cpu_mesh(x), on_cpu_mesh(t)
    jstep = jax.jit(step)
    losses, ref_losses = [], []
    for _ in range(10):
        params, loss = jstep(params, x, t)
        ref, ref_loss = jstep(ref, xc, tc)
        losses.append(float(loss))
        ref_losses.append(float(ref_loss))
    np.testing.assert_allclose(losses, ref_losses, rtol=1e-4)
    assert losses[-1] < losses[0]
    assert sharded_as(params[0], mesh, specs[0]) and sharded_as(params[1], mesh, specs[1])
