#!/usr/bin/python3
"""Runs the corpus's JAX exports for GPUs (bytecode/cuda_*, rocm_*, gpu_*: cuSOLVER and hipSOLVER
factorizations, cuSPARSE's tridiagonal solve, lu_pivots_to_permutation, threefry2x32), and its CPU
exports of the tridiagonal solve (bytecode/cpu_tridiagonal_solve_*: LAPACK's gtsv, whose GPU twin is
cuSPARSE's gtsv2), on hlx and compares their results with the expected outputs that JAX's
back-compatibility test data records for them (computed on the GPU, or on the CPU for cpu_*).

  corpus_gpu_calls.py HLX DEFAULT_CORPUS

The expected outputs and inputs are read from the JAX installed beside the tests
(jax/_src/internal_test_util/export_back_compat_test_data/<file>.py, the corpus's source: an artifact
named <file>__<dict>__<case> is <dict>[<case>] there). Each artifact runs with its recorded inputs on
the default backend, then the comparison is:
  - eigendecompositions (eigh): eigenvalues within tolerance, and since eigenvectors are unique only up
    to a sign or phase, the reconstruction V diag(w) V^H against the expected one, and V^H V = I;
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
    print(f"corpus_gpu_calls: {e.name} is not installed: not run")
    sys.exit(77)

hlx = sys.argv[1]
corpus = pathlib.Path(os.environ.get("HLX_CORPUS", sys.argv[2])).resolve() / "bytecode"
prefixes = ("cuda_", "rocm_", "gpu_", "cpu_tridiagonal_solve_")
artifacts = sorted(p for prefix in prefixes for p in corpus.glob(prefix + "*.mlirbc"))
if not artifacts:
    print(f"corpus_gpu_calls: no GPU or tridiagonal-solve artifacts under {corpus}: not run")
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


def check(name, got, expected):
    """A list of failures (strings) of the comparison above."""
    failures = []
    if len(got.files) != len(expected):
        return [f"{len(got.files)} results, expected {len(expected)}"]
    results = [got[f"result{i}"] for i in range(len(expected))]
    expected = [np.asarray(e) for e in expected]
    eigh = "eigh" in name
    for i, (a, e) in enumerate(zip(results, expected)):
        if a.shape != e.shape or a.dtype != e.dtype:
            failures.append(f"result {i} is {a.dtype}{list(a.shape)}, expected {e.dtype}{list(e.shape)}")
        elif e.dtype.kind in "iub":
            if not np.array_equal(a, e):
                failures.append(f"result {i} differs: {a.tolist()} vs {e.tolist()}")
        elif not (eigh and i == 0):
            error, allowed = float_error(a, e)
            if not error <= allowed:
                failures.append(f"result {i}: error {error:.2e} > {allowed:.0e}")
    if eigh and not failures:
        v, w = results[0], results[1]
        error, allowed = float_error(reconstruct(v, w), reconstruct(expected[0], expected[1]))
        if not error <= allowed:
            failures.append(f"V diag(w) V^H: error {error:.2e} > {allowed:.0e}")
        identity = np.broadcast_to(np.eye(v.shape[-1], dtype=v.dtype), v.shape)
        error, allowed = float_error(np.conj(np.swapaxes(v, -1, -2)) @ v, identity)
        if not error <= allowed:
            failures.append(f"V^H V = I: error {error:.2e} > {allowed:.0e}")
    return failures


failed = 0
with tempfile.TemporaryDirectory() as work:
    for artifact in artifacts:
        name = artifact.name.removesuffix(".mlirbc")
        match = re.fullmatch(r"(.*)__(data_\d{4}_\d\d_\d\d)(?:__(.*))?", name)
        try:
            case = getattr(importlib.import_module(f"{data.__name__}.{match.group(1)}"), match.group(2))
            if match.group(3):
                case = case[match.group(3)]
        except (AttributeError, ImportError, KeyError):
            print(f"{name}: no test data in JAX {data.__name__} for it")
            failed += 1
            continue
        outputs = os.path.join(work, "out.npz")
        command = [hlx, "run", str(artifact), f"--save-outputs={outputs}"]
        if case["inputs"]:
            inputs = os.path.join(work, "in.npz")
            np.savez(inputs, **{f"arg{i}": np.asarray(x) for i, x in enumerate(case["inputs"])})
            command.append(f"--inputs={inputs}")
        run = subprocess.run(command, capture_output=True, text=True)
        if run.returncode != 0:
            print(f"{name}: exit {run.returncode}: {run.stderr.strip()[:300]}")
            failed += 1
            continue
        with np.load(outputs) as got:
            failures = check(name, got, case["expected_outputs"])
        print(f"{name}: {'; '.join(failures) if failures else 'agrees'}")
        failed += bool(failures)
print(f"{len(artifacts) - failed} of {len(artifacts)} artifacts as expected")
sys.exit(1 if failed else 0)
