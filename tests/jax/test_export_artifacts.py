"""The corpus's JAX exports for JAX's CPU platform (../shared/corpus/bytecode/cpu_*.mlirbc: LAPACK
factorizations and solves), each run through JAX on hlx and on JAX's CPU backend, on the inputs JAX's
back-compatibility test data records for it, as JAX's own back-compatibility tests run them (an
Exported built from the serialized module, called with jax.jit).

Where the factorization is unique (LU, QR, Cholesky, Hessenberg, tridiagonal, the solves) hlx's results
must be the CPU's within the precision's tolerance. Where it is not (eigenvectors and Schur vectors up
to phase and order, singular vectors up to phase) the checks are the mathematical ones: eigenvalues and
singular values as sorted sets, and the reconstructions A V = V diag(w), V^H A = diag(w) V^H,
Z T Z^H = A with Z unitary and T (quasi-)upper triangular, U diag(s) V^H = A.
"""
import importlib
import os
import pathlib

import numpy as np
import pytest

jax = pytest.importorskip("jax", reason="jax is not installed: the JAX tests of the hlx plugin were not run")
data_package = pytest.importorskip("jax._src.internal_test_util.export_back_compat_test_data")
from jax._src.export import _export  # noqa: E402

CORPUS = pathlib.Path(os.environ.get("HLX_CORPUS", pathlib.Path(__file__).resolve().parents[3] / "shared" / "corpus"))
ARTIFACTS = sorted((CORPUS / "bytecode").glob("cpu_*.mlirbc"))
if not ARTIFACTS:
    pytest.skip(f"no cpu_*.mlirbc artifacts under {CORPUS}/bytecode: the corpus is not here",
                allow_module_level=True)


def record(path):
    """The test data of artifact <module>__<dict>__<case>.mlirbc."""
    module, table, case = path.stem.split("__")
    return getattr(importlib.import_module(f"{data_package.__name__}.{module}"), table)[case]


def run(path, data, platform):
    """The artifact's results on `platform`, as numpy arrays."""
    inputs = tuple(np.asarray(x) for x in data["inputs"])
    outputs = tuple(np.asarray(x) for x in data["expected_outputs"])
    aval = lambda a: jax.core.ShapedArray(a.shape, a.dtype)  # noqa: E731
    in_avals, in_tree = jax.tree_util.tree_flatten((tuple(map(aval, inputs)), {}))
    out_avals, out_tree = jax.tree_util.tree_flatten(tuple(map(aval, outputs)))
    exported = _export.Exported(
        fun_name=path.stem, in_tree=in_tree, in_avals=tuple(in_avals), out_tree=out_tree,
        out_avals=tuple(out_avals), _has_named_shardings=True, _in_named_shardings=(None,) * len(in_avals),
        _out_named_shardings=(None,) * len(out_avals), in_shardings_hlo=(None,) * len(in_avals),
        out_shardings_hlo=(None,) * len(out_avals), platforms=(data["platform"],), ordered_effects=(),
        unordered_effects=(), disabled_safety_checks=(jax.export.DisabledSafetyCheck.platform(),),
        mlir_module_serialized=path.read_bytes(), calling_convention_version=data["xla_call_module_version"],
        nr_devices=data.get("nr_devices", 1), module_kept_var_idx=tuple(range(len(in_avals))),
        uses_global_constants=False, _get_vjp=lambda _: None)
    device = jax.devices(platform)[0]
    with jax.default_device(device):  # programs without arguments run there too
        got = jax.jit(exported.call)(*jax.device_put(inputs, device))
    for leaf in jax.tree_util.tree_leaves(got):
        assert leaf.devices() == {device}
    return [np.asarray(x) for x in jax.tree_util.tree_leaves(got)], inputs


def tolerance(a):
    return 1e-4 if a.dtype in (np.float32, np.complex64) else 1e-10


def close(got, want, what, scale=None):
    scale = max(1.0, float(np.max(np.abs(want)))) if scale is None else scale
    error = float(np.max(np.abs(got - want))) / scale if want.size else 0.0
    assert error <= tolerance(want) * max(want.shape[-1] if want.ndim else 1, 1), f"{what}: error {error:.3g}"


def sorted_values(w):
    w = np.asarray(w)
    # Sorted in the values' own precision, which sets the tolerance they are compared with.
    return np.sort_complex(w).astype(w.dtype) if np.iscomplexobj(w) else np.sort(w, axis=-1)


def herm(x):
    return np.conj(np.swapaxes(x, -1, -2))


def check_eig(hlx, cpu):
    w, vl, vr = hlx
    cw, cvl, cvr = cpu
    close(sorted_values(w), sorted_values(cw), "eigenvalues")
    # The matrix, from the CPU's decomposition; hlx's eigenpairs must satisfy it.
    a = cvr @ np.diag(cw) @ np.linalg.inv(cvr)
    scale = max(1.0, float(np.max(np.abs(a))))
    close(a @ vr, vr * w[None, :], "A V = V diag(w)", scale)
    close(herm(vl) @ a, w[:, None] * herm(vl), "V_l^H A = diag(w) V_l^H", scale)


def check_eigh(hlx, cpu):
    v, w = hlx
    cv, cw = cpu
    close(w, cw, "eigenvalues")
    a = (cv * cw[..., None, :]) @ herm(cv)
    close(a @ v, v * w[..., None, :], "A V = V diag(w)", max(1.0, float(np.max(np.abs(a)))))
    close(herm(v) @ v, np.broadcast_to(np.eye(v.shape[-1]), v.shape).astype(v.dtype), "V^H V = I")


def check_schur(hlx, cpu, a):
    t, z = hlx
    ct, _ = cpu
    close(z @ t @ herm(z), a, "Z T Z^H = A")
    close(herm(z) @ z, np.eye(z.shape[-1], dtype=z.dtype), "Z^H Z = I")
    # Upper triangular (complex), or quasi-triangular (real: 2x2 blocks on the diagonal).
    below = np.tril(t, -2 if not np.iscomplexobj(t) else -1)
    assert float(np.max(np.abs(below), initial=0.0)) <= tolerance(t) * max(1.0, float(np.max(np.abs(t))))
    close(sorted_values(np.linalg.eigvals(t)), sorted_values(np.linalg.eigvals(ct)), "eigenvalues of T")


def check_svd(hlx, cpu, a):
    u, s, vh = hlx
    _, cs, _ = cpu
    close(s, cs, "singular values")
    close((u * s[..., None, :].astype(u.dtype)) @ vh, a, "U diag(s) V^H = A")


@pytest.mark.parametrize("path", ARTIFACTS, ids=[p.stem for p in ARTIFACTS])
def test_cpu_export_runs_on_hlx_as_on_jax_cpu(path):
    data = record(path)
    hlx, inputs = run(path, data, "hlx")
    cpu, _ = run(path, data, "cpu")
    assert len(hlx) == len(cpu)
    for h, c in zip(hlx, cpu):
        assert h.shape == c.shape and h.dtype == c.dtype, (h.shape, h.dtype, c.shape, c.dtype)
    family = path.stem.split("__")[0]
    if family == "cpu_eig_lapack_geev":
        check_eig(hlx, cpu)
    elif family == "cpu_eigh_lapack_syev":
        check_eigh(hlx, cpu)
    elif family == "cpu_schur_lapack_gees":
        check_schur(hlx, cpu, inputs[0])
    elif family == "cpu_svd_lapack_gesdd":
        check_svd(hlx, cpu, inputs[0])
    else:
        for i, (h, c) in enumerate(zip(hlx, cpu)):
            if np.issubdtype(c.dtype, np.integer) or c.dtype == np.bool_:
                np.testing.assert_array_equal(h, c, err_msg=f"result {i}")
            else:
                close(h, c, f"result {i}")
