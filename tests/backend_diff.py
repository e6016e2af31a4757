#!/usr/bin/python3
"""Checks the CPU backend against hlx's reference evaluator: both run each program on the same seeded
random inputs (`hlx run --inputs=random --seed=N`) and every result is compared.

  backend_diff.py HLX FILE... [--seed=N] [--tolerance=T]

Prints one line per program: the largest error of its results, relative to each result's largest
finite magnitude (integer and boolean results must be equal). Exits 0 when every result is within the
tolerance (default 1e-4: f32 results differ by summation order), 1 when one is not, 77 (skipped) when
numpy is missing or a program is absent.
"""
import argparse
import pathlib
import subprocess
import sys
import tempfile
import time

try:
    import numpy as np
except ImportError:
    print("backend_diff: numpy is not installed (python3-numpy): not run")
    sys.exit(77)


def largest_error(a, b):
    """The largest |a - b| relative to the largest finite |a|; 0 for equal integers, inf otherwise."""
    if a.shape != b.shape or a.dtype != b.dtype:
        return float("inf")
    if a.dtype.kind != "f":
        return 0.0 if np.array_equal(a, b) else float("inf")
    a, b = a.astype(np.float64), b.astype(np.float64)
    if not np.array_equal(np.isnan(a), np.isnan(b)):
        return float("inf")
    finite = np.isfinite(a) & np.isfinite(b)
    if not np.array_equal(a[~finite & ~np.isnan(a)], b[~finite & ~np.isnan(b)]):
        return float("inf")
    if not finite.any():
        return 0.0
    scale = max(np.abs(a[finite]).max(), np.finfo(np.float64).tiny)
    return float(np.abs(a[finite] - b[finite]).max() / scale)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("hlx")
    parser.add_argument("files", nargs="+")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--tolerance", type=float, default=1e-4)
    args = parser.parse_args()
    failed = False
    with tempfile.TemporaryDirectory() as work:
        for file in args.files:
            path = pathlib.Path(file)
            if not path.exists():
                print(f"backend_diff: {path} not found: not run")
                sys.exit(77)
            outputs = {}
            for backend in ["cpu", "interp"]:
                npz = pathlib.Path(work) / f"{path.stem}.{backend}.npz"
                t0 = time.monotonic()
                done = subprocess.run([args.hlx, "run", str(path), f"--backend={backend}", "--inputs=random",
                                       f"--seed={args.seed}", f"--save-outputs={npz}"],
                                      capture_output=True, text=True)
                if done.returncode != 0:
                    print(f"{path.name}: hlx run --backend={backend} failed (exit {done.returncode}): "
                          f"{done.stderr.strip()[-500:]}")
                    sys.exit(1)
                outputs[backend] = (npz, time.monotonic() - t0)
            with np.load(outputs["cpu"][0]) as cpu, np.load(outputs["interp"][0]) as interp:
                names = sorted(interp.files)
                if sorted(cpu.files) != names:
                    print(f"{path.name}: the backends return different results: {cpu.files} vs {interp.files}")
                    sys.exit(1)
                errors = {name: largest_error(interp[name], cpu[name]) for name in names}
            worst = max(errors.values(), default=0.0)
            ok = worst <= args.tolerance
            failed |= not ok
            print(f"{path.name}: largest error {worst:.3g} (tolerance {args.tolerance:g}) over {len(names)} "
                  f"result(s); cpu {outputs['cpu'][1]:.1f} s, interp {outputs['interp'][1]:.1f} s"
                  + ("" if ok else ": FAILED"))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
