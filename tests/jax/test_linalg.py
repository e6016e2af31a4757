"""jnp.linalg, lax.linalg and jax.scipy.linalg on hlx, compared with JAX's CPU backend.

On hlx the linear-algebra primitives that JAX lowers only for its CPU platform get JAX's CPU rules
(jax_plugins/hlx/lowerings.py), so hlx runs the same LAPACK custom calls as XLA's CPU backend
(src/interp/lapack_calls.cc). Where a decomposition is not unique (eigenvectors, Schur vectors,
singular vectors) the tests compare what is: eigenvalues as sorted sets, and reconstructions such as
A V = V diag(w), both on hlx's results and against the CPU's.
"""
import numpy as np
import pytest

jax = pytest.importorskip("jax", reason="jax is not installed: the JAX tests of the hlx plugin were not run")
jnp = jax.numpy
lax = jax.lax
jsl = pytest.importorskip("jax.scipy.linalg")

from jax_plugins.hlx import lowerings  # noqa: E402

# Registering is idempotent; the package's initialize() does it too once it imports this module.
lowerings.register()

FLOATS = [np.float32, np.float64]
TYPES = [np.float32, np.float64, np.complex64, np.complex128]


def hlx_device():
    return jax.devices("hlx")[0]


def cpu_device():
    return jax.devices("cpu")[0]


def run_on(device, f, *args):
    args = jax.device_put(args, device)
    return jax.jit(f)(*args)


def both(f, *args):
    """f's results on hlx and on JAX's CPU backend, as numpy trees; hlx's must live on hlx."""
    got = run_on(hlx_device(), f, *args)
    for leaf in jax.tree_util.tree_leaves(got):
        assert leaf.devices() == {hlx_device()}
    want = run_on(cpu_device(), f, *args)
    to_np = lambda t: jax.tree_util.tree_map(np.asarray, t)  # noqa: E731
    return to_np(got), to_np(want)


def tol(dtype):
    return 2e-4 if np.dtype(dtype) in (np.float32, np.complex64) else 1e-10


def close(got, want, dtype, scale=1.0):
    np.testing.assert_allclose(got, want, rtol=tol(dtype) * scale, atol=tol(dtype) * scale)


def same(got, want, dtype, scale=1.0):
    """Every leaf of `got` equals `want`'s within the dtype's tolerance (integers exactly)."""
    g_leaves, g_tree = jax.tree_util.tree_flatten(got)
    w_leaves, w_tree = jax.tree_util.tree_flatten(want)
    assert g_tree == w_tree
    for g, w in zip(g_leaves, w_leaves):
        assert g.dtype == w.dtype and g.shape == w.shape
        if np.issubdtype(w.dtype, np.inexact):
            close(g, w, dtype, scale)
        else:
            np.testing.assert_array_equal(g, w)


def matrix(shape, dtype, seed=0):
    r = np.random.default_rng(seed)
    a = r.standard_normal(shape)
    if np.issubdtype(dtype, np.complexfloating):
        a = a + 1j * r.standard_normal(shape)
    return a.astype(dtype)


def hermitian_pd(shape, dtype, seed=0):
    a = matrix(shape, dtype, seed)
    return (a @ np.conj(np.swapaxes(a, -1, -2)) + shape[-1] * np.eye(shape[-1])).astype(dtype)


def mT(a):
    return np.conj(np.swapaxes(a, -1, -2))


def sorted_eigenvalues(w):
    w = np.asarray(w)
    return np.sort_complex(np.round(w.astype(np.complex128), 3) + 0) if w.ndim == 1 else np.array(
        [sorted_eigenvalues(x) for x in w])


# ---- decompositions JAX lowers only for its CPU platform ------------------------------------------


@pytest.mark.parametrize("dtype", TYPES)
@pytest.mark.parametrize("shape", [(4, 4), (2, 3, 3)])
def test_eig(dtype, shape):
    a = matrix(shape, dtype, 1)
    (w, v), (w_cpu, v_cpu) = both(jnp.linalg.eig, a)
    assert w.dtype == w_cpu.dtype and v.dtype == v_cpu.dtype
    np.testing.assert_allclose(sorted_eigenvalues(w), sorted_eigenvalues(w_cpu), atol=2e-3)
    close(a @ v, v * w[..., None, :], dtype, 10)
    # Eigenvectors are normalized: each column has norm 1 (up to phase, the CPU's).
    close(np.linalg.norm(v, axis=-2), np.ones(w.shape), dtype, 10)


@pytest.mark.parametrize("dtype", FLOATS)
def test_eig_left_vectors_and_eigvals(dtype):
    a = matrix((5, 5), dtype, 2)
    f = lambda x: lax.linalg.eig(x, compute_left_eigenvectors=True, compute_right_eigenvectors=True)  # noqa: E731
    (w, vl, vr), (w_cpu, _, _) = both(f, a)
    np.testing.assert_allclose(sorted_eigenvalues(w), sorted_eigenvalues(w_cpu), atol=2e-3)
    close(mT(vl) @ a, w[:, None] * mT(vl), dtype, 10)
    close(a @ vr, vr * w[None, :], dtype, 10)
    got, want = both(jnp.linalg.eigvals, a)
    np.testing.assert_allclose(sorted_eigenvalues(got), sorted_eigenvalues(want), atol=2e-3)


def test_eig_of_a_matrix_with_nan_gives_nan():
    a = np.eye(3, dtype=np.float32)
    a[1, 2] = np.nan
    (w, v), (w_cpu, v_cpu) = both(jnp.linalg.eig, a)
    assert np.isnan(w).all() and np.isnan(w_cpu).all()
    assert np.isnan(v).all() and np.isnan(v_cpu).all()


@pytest.mark.parametrize("dtype", TYPES)
@pytest.mark.parametrize("shape", [(5, 5), (3, 4, 4)])
def test_eigh(dtype, shape):
    a = hermitian_pd(shape, dtype, 3)
    (w, v), (w_cpu, v_cpu) = both(jnp.linalg.eigh, a)
    close(w, w_cpu, dtype, 10)
    close(a @ v, v * w[..., None, :], dtype, 100)
    close(mT(v) @ v, np.broadcast_to(np.eye(shape[-1]), v.shape), dtype, 10)
    got, want = both(jnp.linalg.eigvalsh, a)
    close(got, want, dtype, 10)


@pytest.mark.parametrize("dtype", TYPES)
def test_eigh_upper_and_symmetrize(dtype):
    a = hermitian_pd((4, 4), dtype, 4)
    f = lambda x: lax.linalg.eigh(x, lower=False, symmetrize_input=False)  # noqa: E731
    (v, w), (v_cpu, w_cpu) = both(f, a)
    close(w, w_cpu, dtype, 10)
    close(a @ v, v * w[None, :], dtype, 100)


@pytest.mark.parametrize("dtype", TYPES)
@pytest.mark.parametrize("shape", [(4, 4), (2, 5, 3), (3, 6)])
def test_svd(dtype, shape):
    a = matrix(shape, dtype, 5)
    (u, s, vh), (u_cpu, s_cpu, vh_cpu) = both(jnp.linalg.svd, a)
    assert u.shape == u_cpu.shape and vh.shape == vh_cpu.shape
    close(s, s_cpu, dtype, 10)
    k = min(shape[-2:])
    close((u[..., :, :k] * s[..., None, :]) @ vh[..., :k, :], a, dtype, 10)
    got, want = both(lambda x: jnp.linalg.svd(x, compute_uv=False), a)
    close(got, want, dtype, 10)
    (u, s, vh), _ = both(lambda x: jnp.linalg.svd(x, full_matrices=False), a)
    close((u * s[..., None, :]) @ vh, a, dtype, 10)


@pytest.mark.parametrize("dtype", FLOATS)
def test_svd_qr_algorithm(dtype):
    a = matrix((5, 3), dtype, 6)
    f = lambda x: lax.linalg.svd(x, full_matrices=False, algorithm=lax.linalg.SvdAlgorithm.QR)  # noqa: E731
    (u, s, vh), (_, s_cpu, _) = both(f, a)
    close(s, s_cpu, dtype, 10)
    close((u * s[None, :]) @ vh, a, dtype, 10)


@pytest.mark.parametrize("dtype", TYPES)
@pytest.mark.parametrize("shape", [(4, 4), (2, 5, 3), (3, 5)])
def test_qr(dtype, shape):
    a = matrix(shape, dtype, 7)
    (q, r), (q_cpu, r_cpu) = both(jnp.linalg.qr, a)
    close(q, q_cpu, dtype, 10)
    close(r, r_cpu, dtype, 10)
    close(q @ r, a, dtype, 10)
    got, want = both(lambda x: jnp.linalg.qr(x, mode="complete"), a)
    same(got, want, dtype, 10)
    got, want = both(lambda x: jnp.linalg.qr(x, mode="r"), a)
    same(got, want, dtype, 10)


@pytest.mark.parametrize("dtype", TYPES)
def test_qr_with_pivoting(dtype):
    a = matrix((5, 4), dtype, 8)
    f = lambda x: jsl.qr(x, pivoting=True, mode="economic")  # noqa: E731
    (q, r, p), (q_cpu, r_cpu, p_cpu) = both(f, a)
    np.testing.assert_array_equal(p, p_cpu)
    close(q @ r, a[:, p], dtype, 10)
    close(r, r_cpu, dtype, 10)


@pytest.mark.parametrize("dtype", TYPES)
def test_schur(dtype):
    a = matrix((5, 5), dtype, 9)
    (t, z), (t_cpu, _) = both(lax.linalg.schur, a)
    close(z @ t @ mT(z), a, dtype, 20)
    # T is upper triangular (quasi-triangular for real types: 2x2 blocks for complex pairs).
    below = np.tril(t, -2) if np.issubdtype(dtype, np.floating) else np.tril(t, -1)
    assert np.abs(below).max() == 0
    np.testing.assert_allclose(sorted(np.abs(np.diag(t))), sorted(np.abs(np.diag(t_cpu))), atol=1e-3)


@pytest.mark.parametrize("dtype", TYPES)
def test_hessenberg(dtype):
    a = matrix((2, 5, 5), dtype, 10)
    got, want = both(lax.linalg.hessenberg, a)
    same(got, want, dtype, 10)
    got, want = both(lambda x: jsl.hessenberg(x[0], calc_q=True), a)
    h, q = got
    close(q @ h @ mT(q), a[0], dtype, 20)
    same(got, want, dtype, 10)


@pytest.mark.parametrize("dtype", TYPES)
def test_tridiagonal(dtype):
    a = hermitian_pd((2, 4, 4), dtype, 11)
    got, want = both(lax.linalg.tridiagonal, a)
    same(got, want, dtype, 10)
    got, want = both(lambda x: lax.linalg.tridiagonal(x, lower=False), a)
    same(got, want, dtype, 10)


# ---- decompositions with a generic lowering too: the same answers as JAX's CPU -----------------------


@pytest.mark.parametrize("dtype", TYPES)
@pytest.mark.parametrize("shape", [(4, 4), (2, 3, 3), (3, 5), (5, 3)])
def test_lu(dtype, shape):
    a = matrix(shape, dtype, 12)
    got, want = both(lax.linalg.lu, a)
    same(got, want, dtype, 10)


@pytest.mark.parametrize("dtype", TYPES)
def test_cholesky(dtype):
    a = hermitian_pd((2, 4, 4), dtype, 13)
    got, want = both(jnp.linalg.cholesky, a)
    same(got, want, dtype, 10)
    got, want = both(lambda x: jnp.linalg.cholesky(x, upper=True), a)
    same(got, want, dtype, 10)


@pytest.mark.parametrize("dtype", TYPES)
def test_solve_inv_det_slogdet(dtype):
    a = matrix((2, 4, 4), dtype, 14) + 4 * np.eye(4, dtype=dtype)
    b = matrix((2, 4, 3), dtype, 15)
    for f, args in ((jnp.linalg.solve, (a, b)), (jnp.linalg.inv, (a,)), (jnp.linalg.det, (a,)),
                    (jnp.linalg.slogdet, (a,)), (jsl.lu_factor, (a[0],)), (jnp.linalg.pinv, (a[0],))):
        got, want = both(f, *args)
        same(got, want, dtype, 20)


@pytest.mark.parametrize("dtype", TYPES)
def test_triangular_solve(dtype):
    a = matrix((3, 3), dtype, 16) + 3 * np.eye(3, dtype=dtype)
    b = matrix((2, 3), dtype, 17)
    for kwargs in ({"left_side": False, "lower": True}, {"left_side": False, "lower": False, "transpose_a": True},
                   {"left_side": False, "lower": True, "conjugate_a": True, "transpose_a": True,
                    "unit_diagonal": True}):
        got, want = both(lambda a, b: lax.linalg.triangular_solve(a, b, **kwargs), a, b)
        same(got, want, dtype, 10)
    got, want = both(lambda a, b: jsl.solve_triangular(a, b, lower=True), a, b.T)
    same(got, want, dtype, 10)


@pytest.mark.parametrize("dtype", FLOATS)
def test_functions_built_on_svd_and_eigh(dtype):
    a = matrix((5, 4), dtype, 18)
    b = matrix((5, 2), dtype, 19)
    for f, args in ((lambda x: jnp.linalg.norm(x, ord=2), (a,)), (jnp.linalg.matrix_rank, (a,)),
                    (jnp.linalg.cond, (a,)), (lambda x, y: jnp.linalg.lstsq(x, y)[0], (a, b)),
                    (jsl.expm, (a[:4] / 4,)), (jsl.sqrtm, (hermitian_pd((3, 3), dtype, 20),))):
        got, want = both(f, *args)
        same(got, want, dtype, 100)


def test_grad_through_eigh_and_svd():
    a = hermitian_pd((4, 4), np.float64, 21)
    f = lambda x: jnp.linalg.eigh(x)[0].sum() + jnp.linalg.svd(x, compute_uv=False).sum()  # noqa: E731
    got, want = both(jax.grad(f), a)
    same(got, want, np.float64, 100)


def test_vmap_of_eig():
    a = matrix((3, 4, 4), np.float64, 22)
    got, want = both(jax.vmap(jnp.linalg.eigvals), a)
    np.testing.assert_allclose(sorted_eigenvalues(got), sorted_eigenvalues(want), atol=1e-6)


# ---- what hlx refuses is a Python exception with hlx's message ----------------------------------------


def test_a_lapack_target_hlx_lacks_is_an_exception():
    # A LAPACK-named target (gbsv, the banded solve) that hlx implements no kernel for.
    dl = jax.device_put(np.ones(3, np.float32), hlx_device())
    b = jax.device_put(np.ones((3, 1), np.float32), hlx_device())
    call = jax.ffi.ffi_call("lapack_sgbsv_ffi", (jax.ShapeDtypeStruct((3, 1), np.float32),
                                                 jax.ShapeDtypeStruct((), np.int32)))
    with pytest.raises(Exception, match="lapack_sgbsv_ffi, which hlx does not implement"):
        jax.block_until_ready(jax.jit(lambda *x: call(*x))(dl, dl, dl, b))
    # The client is still usable afterwards.
    np.testing.assert_allclose(np.asarray(jax.jit(lambda x: x + 1)(dl)), np.ones(3) + 1)
