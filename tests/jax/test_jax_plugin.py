"""JAX on the hlx plugin, compared with JAX's own CPU backend on the same functions and inputs."""
import numpy as np
import pytest

jax = pytest.importorskip("jax", reason="jax is not installed: the JAX tests of the hlx plugin were not run")
jnp = jax.numpy
lax = jax.lax


def hlx_devices():
    return jax.devices("hlx")


def cpu_device():
    return jax.devices("cpu")[0]


def run_on(device, f, *args):
    """jit(f) on `device`: the arguments are committed there, so the computation runs there."""
    args = jax.device_put(args, device)
    return jax.jit(f)(*args)


def assert_close(got, want, rtol, atol):
    got_leaves, got_tree = jax.tree_util.tree_flatten(got)
    want_leaves, want_tree = jax.tree_util.tree_flatten(want)
    assert got_tree == want_tree
    for g, w in zip(got_leaves, want_leaves):
        g, w = np.asarray(g), np.asarray(w)
        assert g.dtype == w.dtype and g.shape == w.shape
        if np.issubdtype(w.dtype, np.floating) or np.issubdtype(w.dtype, np.complexfloating):
            np.testing.assert_allclose(g.astype(np.complex128), w.astype(np.complex128), rtol=rtol, atol=atol)
        else:
            np.testing.assert_array_equal(g, w)


def check(f, *args, rtol=1e-5, atol=1e-6):
    """f on hlx gives what it gives on JAX's CPU backend, and its results live on the hlx device."""
    device = hlx_devices()[0]
    got = run_on(device, f, *args)
    want = run_on(cpu_device(), f, *args)
    for leaf in jax.tree_util.tree_leaves(got):
        assert leaf.devices() == {device}
    assert_close(got, want, rtol, atol)
    return got


def rng(seed=0):
    return np.random.default_rng(seed)


def test_platform_and_devices():
    devices = hlx_devices()
    assert len(devices) == 8
    assert all(d.platform == "hlx" for d in devices)
    assert sorted(d.id for d in devices) == list(range(8))


def test_numpy_style_functions():
    r = rng(1)
    x = r.standard_normal((4, 5)).astype(np.float32)
    y = r.standard_normal((5, 3)).astype(np.float32)

    def f(x, y):
        z = jnp.tanh(x) @ y + jnp.sin(x).sum(axis=1, keepdims=True)
        return jax.nn.softmax(z, axis=-1), jnp.max(jnp.abs(x)), jnp.where(x > 0, x, 0.1 * x).mean(axis=0)

    check(f, x, y)


def test_grad():
    r = rng(2)
    w = r.standard_normal((3, 2)).astype(np.float32)
    x = r.standard_normal((8, 3)).astype(np.float32)

    def loss(w, x):
        return jnp.mean(jnp.square(jnp.tanh(x @ w) - 0.5))

    check(jax.grad(loss), w, x)
    check(jax.value_and_grad(loss, argnums=(0, 1)), w, x)


def test_vmap():
    r = rng(3)
    a = r.standard_normal((6, 4, 4)).astype(np.float32)
    b = r.standard_normal((6, 4)).astype(np.float32)
    check(jax.vmap(lambda m, v: m @ v + jnp.trace(m)), a, b)


def test_scan():
    xs = rng(4).standard_normal((10, 3)).astype(np.float32)

    def f(xs):
        def step(carry, x):
            carry = 0.9 * carry + x
            return carry, jnp.sum(carry)

        return lax.scan(step, jnp.zeros(3, jnp.float32), xs)

    check(f, xs)


def test_while_loop():
    def f(n, x):
        def cond(state):
            i, _ = state
            return i < n

        def body(state):
            i, v = state
            return i + 1, v * 1.5 + 1.0

        return lax.while_loop(cond, body, (jnp.int32(0), x))

    check(f, np.int32(7), np.float32(0.25))


def test_mlp_training_with_sgd():
    r = rng(5)
    x = r.standard_normal((32, 4)).astype(np.float32)
    y = (x @ r.standard_normal((4, 1)) > 0).astype(np.float32)
    params = [
        (r.standard_normal((4, 16)).astype(np.float32) * 0.5, np.zeros(16, np.float32)),
        (r.standard_normal((16, 1)).astype(np.float32) * 0.5, np.zeros(1, np.float32)),
    ]

    def predict(params, x):
        (w1, b1), (w2, b2) = params
        return jax.nn.sigmoid(jnp.tanh(x @ w1 + b1) @ w2 + b2)

    def loss(params, x, y):
        p = predict(params, x)
        return -jnp.mean(y * jnp.log(p + 1e-7) + (1 - y) * jnp.log(1 - p + 1e-7))

    @jax.jit
    def step(params, x, y):
        value, grads = jax.value_and_grad(loss)(params, x, y)
        return jax.tree_util.tree_map(lambda p, g: p - 0.5 * g, params, grads), value

    def train(device):
        p, xd, yd = jax.device_put((params, x, y), device)
        losses = []
        for _ in range(20):
            p, value = step(p, xd, yd)
            losses.append(float(value))
        return p, losses

    p_hlx, losses_hlx = train(hlx_devices()[0])
    p_cpu, losses_cpu = train(cpu_device())
    np.testing.assert_allclose(losses_hlx, losses_cpu, rtol=1e-4, atol=1e-5)
    assert losses_hlx[-1] < losses_hlx[0]
    assert_close(p_hlx, p_cpu, rtol=1e-4, atol=1e-5)


DTYPES = [np.float32, np.float64, jnp.bfloat16, np.float16, np.int8, np.int32, np.bool_, np.complex64]


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
def test_dtypes(dtype):
    r = rng(6)
    if np.dtype(dtype) == np.bool_:
        a, b = r.random((3, 4)) > 0.5, r.random((3, 4)) > 0.5
        check(lambda a, b: (a & ~b) | (a ^ b), a, b)
        return
    if np.issubdtype(np.dtype(dtype), np.integer):
        a = r.integers(-20, 20, (3, 4)).astype(dtype)
        b = r.integers(1, 5, (3, 4)).astype(dtype)
        check(lambda a, b: (a * b + a // b - jnp.maximum(a, b), jnp.sum(a, axis=0)), a, b)
        return
    a = r.standard_normal((3, 4))
    b = r.standard_normal((3, 4))
    if np.dtype(dtype) == np.complex64:
        a, b = a + 1j * b, b - 0.5j * a
    a, b = np.asarray(a).astype(dtype), np.asarray(b).astype(dtype)
    low = np.dtype(dtype).itemsize <= 2
    tol = dict(rtol=2e-2, atol=2e-2) if low else dict(rtol=1e-5, atol=1e-6)
    check(lambda a, b: (a * b - a / (jnp.abs(b) + 1), jnp.exp(a).sum(), a @ b.T), a, b, **tol)


def test_round_trip_keeps_values():
    for dtype in DTYPES:
        x = (np.arange(12).reshape(3, 4) % 3).astype(dtype)
        on_hlx = jax.device_put(x, hlx_devices()[1])
        back = np.asarray(on_hlx)
        assert back.dtype == x.dtype
        np.testing.assert_array_equal(back, x)


def test_donation():
    device = hlx_devices()[0]
    x = jax.device_put(np.arange(8, dtype=np.float32), device)
    f = jax.jit(lambda x: x * 2 + 1, donate_argnums=0)
    out = f(x)
    np.testing.assert_array_equal(np.asarray(out), np.arange(8, dtype=np.float32) * 2 + 1)
    # The plugin put "hlx" on JAX's list of platforms that donate: the argument was consumed.
    assert x.is_deleted()
    with pytest.raises(RuntimeError):
        np.asarray(x)
    # Not donated: the argument lives on.
    y = jax.device_put(np.ones(8, dtype=np.float32), device)
    jax.jit(lambda y: y * 2)(y)
    assert not y.is_deleted()


def test_device_put_to_several_devices():
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    for device in hlx_devices():
        on_device = jax.device_put(x, device)
        assert on_device.devices() == {device}
        np.testing.assert_array_equal(np.asarray(on_device), x)
        out = jax.jit(lambda a: a.T @ a)(on_device)
        assert out.devices() == {device}
        np.testing.assert_allclose(np.asarray(out), x.T @ x)
    moved = jax.device_put(jax.device_put(x, hlx_devices()[2]), hlx_devices()[6])
    assert moved.devices() == {hlx_devices()[6]}
    np.testing.assert_array_equal(np.asarray(moved), x)


def test_pmap_over_every_device():
    devices = hlx_devices()
    x = np.arange(len(devices) * 3, dtype=np.float32).reshape(len(devices), 3)
    f = jax.pmap(lambda v: v * 2 + lax.psum(v, "i"), axis_name="i", devices=devices)
    np.testing.assert_allclose(np.asarray(f(x)), x * 2 + x.sum(axis=0, keepdims=True))
