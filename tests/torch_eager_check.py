#!/usr/bin/python3
"""Checks bench/torch_eager.py against hlx's reference evaluator: both run each program on the same
inputs and every result is compared.

  torch_eager_check.py HLX TORCH_EAGER FILE... [--seed=N] [--timeout=S]

torch_eager.py makes seeded random inputs and saves them (.npz); `hlx run` reads that file. A program
with elided constants (`dense_resource<__elided__>`) runs with `--inputs=random` on both sides instead:
the evaluator fills such constants only then, and torch_eager.py makes the same inputs and constants
from the same seed. Prints one line per program: the largest error of its results, relative to each
result's largest magnitude (integer and boolean results must be equal). Exits 0 when every result is
within its element type's tolerance, 1 when one is not, 77 (skipped) when torch or numpy is missing.
"""
import argparse
import os
import pathlib
import subprocess
import sys
import tempfile
import time

try:
    import numpy as np
    import torch  # noqa: F401 (torch_eager.py needs it; its absence is a skip, not a failure)
except ImportError as e:
    print(f"torch_eager_check: {e.name} is not installed (python3-torch, python3-numpy): not run")
    sys.exit(77)

# Tolerances, relative to a result's largest magnitude: f32 results differ by summation order and a few
# ulps of transcendentals; bf16 results by one bf16 rounding (2^-8) here and there.
TOLERANCE = {np.dtype(np.float32): 1e-4, np.dtype(np.float64): 1e-9, np.dtype(np.float16): 1e-2}
BF16_TOLERANCE = 3e-2


def as_float(array, bf16):
    if bf16:
        return (array.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return array.astype(np.float64)


def compare(torch_npz, hlx_npz):
    """[(name, error, tolerance)] for each result; error None when shapes or types differ."""
    out = []
    with np.load(torch_npz) as t, np.load(hlx_npz) as h:
        if sorted(t.files) != sorted(h.files):
            return [("results", None, 0.0)]
        for name in sorted(t.files, key=lambda n: int(n.removeprefix("result"))):
            a, b = t[name], h[name]
            if a.shape != b.shape or a.dtype != b.dtype:
                out.append((name, None, 0.0))
            elif a.dtype == np.uint16 or a.dtype.kind == "f":  # uint16: bf16 bits (no model has ui16)
                bf16 = a.dtype == np.uint16
                x, y = as_float(a, bf16), as_float(b, bf16)
                scale = max(np.max(np.abs(y), initial=0.0), 1e-30)
                both_nan = np.isnan(x) & np.isnan(y)
                diff = np.where(both_nan, 0.0, np.abs(x - y))
                error = float(np.max(diff, initial=0.0) / scale)
                if np.isnan(error):
                    error = float("inf")
                out.append((name, error, BF16_TOLERANCE if bf16 else TOLERANCE[a.dtype]))
            else:
                out.append((name, float(np.count_nonzero(a != b)), 0.0))
    return out


def run(command, timeout, env=None):
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return f"timed out after {timeout} s: {' '.join(command)}"
    if done.returncode != 0:
        return f"{' '.join(command)} exited with {done.returncode}:\n{done.stderr.strip()}"
    return None


def check(hlx, torch_eager, path, seed, timeout, work):
    inputs, torch_out, hlx_out = (str(work / f"{path.stem}.{n}.npz") for n in ("in", "torch", "hlx"))
    elided = "dense_resource<__elided__>" in path.read_text(errors="replace")
    env = dict(os.environ, HLX=hlx)
    t0 = time.time()
    error = run([sys.executable, torch_eager, str(path), f"--seed={seed}", f"--save-inputs={inputs}",
                 f"--save-outputs={torch_out}"], timeout, env)
    t1 = time.time()
    hlx_inputs = f"--inputs={'random' if elided else inputs}"
    error = error or run([hlx, "run", str(path), hlx_inputs, f"--seed={seed}", f"--save-outputs={hlx_out}"],
                         timeout)
    t2 = time.time()
    if error:
        print(f"{path.name}: ERROR {error}")
        return False
    results = compare(torch_out, hlx_out)
    worst = max(results, key=lambda r: float("inf") if r[1] is None else r[1] / max(r[2], 1e-300))
    ok = all(e is not None and e <= tol for _, e, tol in results)
    where = "inputs random, elided constants filled" if elided else "inputs from .npz"
    shown = "shape or type differs" if worst[1] is None else f"{worst[1]:.3g} (tolerance {worst[2]:g})"
    print(f"{path.name}: {'ok' if ok else 'FAIL'}: {len(results)} results, largest error {shown} in "
          f"{worst[0]}; {where}; torch_eager {t1 - t0:.1f} s, hlx run {t2 - t1:.1f} s", flush=True)
    return ok


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("hlx")
    parser.add_argument("torch_eager")
    parser.add_argument("files", nargs="+")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=600)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        results = [check(args.hlx, args.torch_eager, pathlib.Path(f), args.seed, args.timeout,
                         pathlib.Path(work)) for f in args.files]
    print(f"{sum(results)} of {len(results)} programs agree")
    sys.exit(0 if all(results) else 1)


if __name__ == "__main__":
    main()
