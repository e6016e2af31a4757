#!/usr/bin/python3
"""Runs the corpus's JAX exports whose custom calls or settings other tests leave out, on both backends
(--backend=interp and --backend=cpu), and compares their results with the expected outputs that JAX's
back-compatibility test data records for them (computed on the platform they were exported for):
  - bytecode/cuda_*, rocm_*, gpu_*: cuSOLVER and hipSOLVER factorizations, cuSPARSE's tridiagonal
    solve, lu_pivots_to_permutation, threefry2x32 (recorded on the GPU);
  - bytecode/cpu_tridiagonal_solve_*: LAPACK's gtsv, whose GPU twin is cuSPARSE's gtsv2;
  - bytecode/tpu_*: XLA's ApproxTopK, Qr, ProductOfElementaryHouseholderReflectors and LuDecomposition,
    a dynamic reduce_window, and GSPMD and Shardy programs of two partitions (recorded on the TPU);
  - bytecode/stablehlo_dynamic_*: the stablehlo.dynamic_* custom calls of shape-polymorphic exports;
  - bytecode/shardy_*: Shardy programs of two partitions.

  corpus_back_compat.py HLX DEFAULT_CORPUS

The expected outputs and inputs are read from the JAX installed beside the tests
(jax/_src/internal_test_util/export_back_compat_test_data/<file>.py, the corpus's source: an artifact
named <file>__<dict>__<case> is <dict>[<case>] there). Each artifact runs with its recorded inputs, which
also give a shape-polymorphic export its dynamic dimensions; the partitions and replicas come from the
module (hlx run's defaults). Then the comparison is:
  - eigendecompositions (eigh): eigenvalues within tolerance, and since eigenvectors are unique only up
    to a sign or phase, the reconstruction V diag(w) V^H against the expected one, and V^H V = I;
  - QR (Qr, results Q and R): Q's columns are unique only up to a sign or phase, so the reconstruction
    Q R against the expected one, and Q^H Q = I;
  - LU (Lu, results LU, pivots and permutation): pivots and permutation exactly, LU within tolerance,
    and L U against the expected L U;
  - top-k (top_k, ApproxTopK): every result exactly (hlx computes the exact top k, which the recorded
    approximate ones are here);
  - every other float result within tolerance: max |actual - expected| <= tol * n * max(1, max
    |expected|), n the last dimension, tol 1e-5 for 32-bit and 1e-12 for 64-bit elements;
  - integer results exactly.
Exits 0 when all agree, 1 otherwise, 77 (skipped) without the corpus, numpy or JAX's test data.
"""
import importlib
import os
import pathlib
import re
import subprocess
import sys
import tempfile

try:
    import numpy as np
    data = importlib.import_module("jax._src.internal_test_util.export_back_compat_test_data")
except ImportError as e:
    print(f"corpus_back_compat: {e.name} is not installed: not run")
    sys.exit(77)

hlx = sys.argv[1]
corpus = pathlib.Path(os.environ.get("HLX_CORPUS", sys.argv[2])).resolve() / "bytecode"
prefixes = ("cuda_", "rocm_", "gpu_", "cpu_tridiagonal_solve_", "tpu_", "stablehlo_dynamic_", "shardy_")
backends = ("interp", "cpu")
artifacts = sorted(p for prefix in prefixes for p in corpus.glob(prefix + "*.mlirbc"))
if not artifacts:
    print(f"corpus_back_compat: none of the artifacts it runs ({', '.join(p + '*' for p in prefixes)}) under "
          f"{corpus}: not run")
    sys.exit(77)


def tolerance(dtype):
    return 1e-5 if dtype in (np.float32, np.complex64) else 1e-12


def float_error(actual, expected):
    """max |actual - expected| relative to max(1, max |expected|), over the allowance."""
    scale = max(1.0, float(np.max(np.abs(expected)))) if expected.size else 1.0
    error = float(np.max(np.abs(actual - expected))) / scale if expected.size else 0.0
    return error, tolerance(expected.dtype) * max(1, expected.shape[-1] if expected.ndim else 1)


def reconstruct(v, w):
    return (v * w[..., None, :].astype(v.dtype)) @ np.conj(np.swapaxes(v, -1, -2))


def within(failures, what, actual, expected):
    """Appends a failure where `actual` is not `expected` within tolerance."""
    error, allowed = float_error(actual, expected)
    if not error <= allowed:
        failures.append(f"{what}: error {error:.2e} > {allowed:.0e}")


def adjoint(m):
    return np.conj(np.swapaxes(m, -1, -2))


def identity_like(m):
    return np.broadcast_to(np.eye(m.shape[-1], dtype=m.dtype), m.shape[:-2] + (m.shape[-1],) * 2)


def lu_product(lu):
    """L U of a packed LU factorization (L unit lower triangular below the diagonal, U on and above)."""
    k = min(lu.shape[-2:])
    lower = np.tril(lu, -1)[..., :, :k] + np.eye(lu.shape[-2], k, dtype=lu.dtype)
    return lower @ np.triu(lu)[..., :k, :]


def check(name, got, expected):
    """A list of failures (strings) of the comparison above."""
    failures = []
    if len(got.files) != len(expected):
        return [f"{len(got.files)} results, expected {len(expected)}"]
    results = [got[f"result{i}"] for i in range(len(expected))]
    expected = [np.asarray(e) for e in expected]
    kind = ("eigh" if "eigh" in name else "qr" if "_Qr_" in name else "lu" if "_Lu_" in name else
            "top_k" if "top_k" in name or "TopK" in name else "")
    for i, (a, e) in enumerate(zip(results, expected)):
        if a.shape != e.shape or a.dtype != e.dtype:
            failures.append(f"result {i} is {a.dtype}{list(a.shape)}, expected {e.dtype}{list(e.shape)}")
        elif e.dtype.kind in "iub" or kind == "top_k":
            if not np.array_equal(a, e):
                failures.append(f"result {i} differs: {a.tolist()} vs {e.tolist()}")
        elif not ((kind == "eigh" and i == 0) or kind == "qr"):
            within(failures, f"result {i}", a, e)
    if failures:
        return failures
    if kind == "eigh":
        v, w = results[0], results[1]
        within(failures, "V diag(w) V^H", reconstruct(v, w), reconstruct(expected[0], expected[1]))
        within(failures, "V^H V = I", adjoint(v) @ v, identity_like(v))
    elif kind == "qr":
        q, r = results
        within(failures, "Q R", q @ r, expected[0] @ expected[1])
        within(failures, "Q^H Q = I", adjoint(q) @ q, identity_like(q))
    elif kind == "lu":
        within(failures, "L U", lu_product(results[0]), lu_product(expected[0]))
    return failures


failed = runs = 0
with tempfile.TemporaryDirectory() as work:
    for artifact in artifacts:
        name = artifact.name.removesuffix(".mlirbc")
        match = re.fullmatch(r"(.*)__(data_\w*?\d{4}_\d\d_\d\d)(?:__(.*))?", name)
        try:
            case = getattr(importlib.import_module(f"{data.__name__}.{match.group(1)}"), match.group(2))
            if match.group(3):
                case = case[match.group(3)]
        except (AttributeError, ImportError, KeyError):
            print(f"{name}: no test data in JAX {data.__name__} for it")
            failed += 1
            continue
        inputs = os.path.join(work, "in.npz")
        np.savez(inputs, **{f"arg{i}": np.asarray(x) for i, x in enumerate(case["inputs"])})
        for backend in backends:
            runs += 1
            outputs = os.path.join(work, "out.npz")
            command = [hlx, "run", str(artifact), f"--backend={backend}", f"--save-outputs={outputs}"]
            if case["inputs"]:
                command.append(f"--inputs={inputs}")
            run = subprocess.run(command, capture_output=True, text=True)
            if run.returncode != 0:
                print(f"{name} ({backend}): exit {run.returncode}: {run.stderr.strip()[:300]}")
                failed += 1
                continue
            with np.load(outputs) as got:
                failures = check(name, got, case["expected_outputs"])
            print(f"{name} ({backend}): {'; '.join(failures) if failures else 'agrees'}")
            failed += bool(failures)
print(f"{runs - failed} of {runs} runs ({len(artifacts)} artifacts on {len(backends)} backends) as expected")
sys.exit(1 if failed else 0)
