#!/usr/bin/python3
"""Checks bench/torch_eager.py against hlx's reference evaluator: both run each program on the same
inputs and every result is compared.

  torch_eager_check.py HLX TORCH_EAGER FILE... [--seed=N] [--timeout=S] [--random]

torch_eager.py makes seeded random inputs and saves them (.npz), with integer arguments redrawn in {0, 1}
(valid token ids and masks: the generator's -8..8 make index clamping and infinite masks, hence NaN
results that would compare nothing), or taken from the program's RUN lines where they give IREE-style
`--input=` values; both sides then read that file. A program with elided constants
(`dense_resource<__elided__>`) is first given values, written into a copy of its text: weights of
variance 1/fan-in and vectors in [0.5, 1.5), so that batch norms see positive variances and the
activations stay finite (the evaluator's own fill, uniform in [-1, 1), turns a ResNet into NaN).
With --random, both sides make the inputs and the elided constants themselves from the seed (hlx's
generator, which torch_eager.py reproduces): this checks that they make the same ones, and passes no
file (for programs too large to pass through one, as the Mixtral MoE layer's 5.6 GB of weights).
Prints one line per program: the largest error of its results, relative to each
result's largest magnitude (integer and boolean results must be equal). Exits 0 when every result is
within its element type's tolerance, 1 when one is not, 77 (skipped) when torch or numpy is missing.
"""
import argparse
import os
import pathlib
import re
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
                finite = np.abs(y[np.isfinite(y)])
                scale = max(np.max(finite, initial=0.0), 1e-30)
                both_nan = np.isnan(x) & np.isnan(y)
                diff = np.where(both_nan, 0.0, np.abs(x - y))
                error = float(np.max(diff, initial=0.0) / scale)
                if np.isnan(error):
                    error = float("inf")
                out.append((name, error, BF16_TOLERANCE if bf16 else TOLERANCE[a.dtype]))
            else:
                out.append((name, float(np.count_nonzero(a != b)), 0.0))
    return out


def materialize(path, seed, work):
    """A copy of the MLIR text at path whose elided constants hold seeded values (see above)."""
    rng = np.random.default_rng(seed)
    kinds = {"f32": np.float32, "f64": np.float64, "f16": np.float16}
    lines = []
    for line in path.read_text().splitlines():
        m = re.search(r"dense_resource<__elided__> : tensor<([0-9x]*)(f32|f64|f16|bf16)>", line)
        if m:
            shape = [int(d) for d in m.group(1).split("x") if d]
            if len(shape) >= 2:
                fan_in = int(np.prod(shape[:-1]))
                values = rng.uniform(-1.0, 1.0, shape) * np.sqrt(3.0 / fan_in)
            else:
                values = rng.uniform(0.5, 1.5, shape)
            if m.group(2) == "bf16":
                data = (values.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16).tobytes()
            else:
                data = values.astype(kinds[m.group(2)]).tobytes()
            line = line.replace("dense_resource<__elided__>", f'dense<"0x{data.hex().upper()}">')
        lines.append(line)
    copy = work / f"{path.stem}.materialized.mlir"
    copy.write_text("\n".join(lines) + "\n")
    return copy


def run(command, timeout, env=None):
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return f"timed out after {timeout} s: {' '.join(command)}"
    if done.returncode != 0:
        return f"{' '.join(command)} exited with {done.returncode}:\n{done.stderr.strip()}"
    return None


def check(hlx, torch_eager, path, seed, timeout, work, random):
    inputs, torch_out, hlx_out = (str(work / f"{path.stem}.{n}.npz") for n in ("in", "torch", "hlx"))
    elided = "dense_resource<__elided__>" in path.read_text(errors="replace")
    env = dict(os.environ, HLX=hlx)
    if random:
        t0 = time.time()
        error = run([sys.executable, torch_eager, str(path), "--inputs=random", f"--seed={seed}",
                     f"--save-outputs={torch_out}"], timeout, env)
        t1 = time.time()
        error = error or run([hlx, "run", str(path), "--inputs=random", f"--seed={seed}",
                              f"--save-outputs={hlx_out}"], timeout)
        return report(path, error, torch_out, hlx_out, "inputs and elided constants from the seed", t0, t1)
    if elided:
        path = materialize(path, seed, work)
    documented = "--input=" in path.read_text(errors="replace")
    error = run([sys.executable, torch_eager, str(path), f"--seed={seed}", "--inputs=documented",
                 f"--save-inputs={inputs}"], timeout, env)
    if not error and not documented:
        with np.load(inputs) as raw:
            arrays = {name: raw[name] for name in raw.files}
        rng = np.random.default_rng(seed)
        for name, array in arrays.items():
            if array.dtype.kind in "iu" and array.dtype != np.uint16:  # uint16: bf16 bits
                arrays[name] = rng.integers(0, 2, array.shape).astype(array.dtype)
        np.savez(inputs, **arrays)
    t0 = time.time()
    error = error or run([sys.executable, torch_eager, str(path), f"--inputs={inputs}",
                          f"--save-outputs={torch_out}"], timeout, env)
    t1 = time.time()
    error = error or run([hlx, "run", str(path), f"--inputs={inputs}", f"--save-outputs={hlx_out}"], timeout)
    where = "elided constants given values" if elided else "inputs from .npz"
    where += ", from its RUN lines" if documented else ""
    return report(path, error, torch_out, hlx_out, where, t0, t1)


def report(path, error, torch_out, hlx_out, where, t0, t1):
    """Prints the line for one program; returns whether its results agree."""
    t2 = time.time()
    if error:
        print(f"{path.name.replace('.materialized', '')}: ERROR {error}")
        return False
    results = compare(torch_out, hlx_out)
    worst = max(results, key=lambda r: float("inf") if r[1] is None else r[1] / max(r[2], 1e-300))
    with np.load(torch_out) as t:
        nan = any(a.dtype.kind == "f" and np.isnan(a).all() for a in (t[name] for name in t.files))
    ok = all(e is not None and e <= tol for _, e, tol in results)
    where += "; a result is all NaN" if nan else ""
    shown = "shape or type differs" if worst[1] is None else f"{worst[1]:.3g} (tolerance {worst[2]:g})"
    print(f"{path.name.replace('.materialized', '')}: {'ok' if ok else 'FAIL'}: {len(results)} results, "
          f"largest error {shown} in {worst[0]}; {where}; torch_eager {t1 - t0:.1f} s, hlx run {t2 - t1:.1f} s",
          flush=True)
    return ok


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("hlx")
    parser.add_argument("torch_eager")
    parser.add_argument("files", nargs="+")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=600)
    parser.add_argument("--random", action="store_true", help="both sides make the inputs from the seed")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        results = [check(args.hlx, args.torch_eager, pathlib.Path(f), args.seed, args.timeout,
                         pathlib.Path(work), args.random) for f in args.files]
    print(f"{sum(results)} of {len(results)} programs agree")
    sys.exit(0 if all(results) else 1)


if __name__ == "__main__":
    main()
