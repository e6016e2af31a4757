#!/usr/bin/env python3
"""Runs tests/jax (pytest) against the hlx PJRT plugin given as the first argument.

Exits 77 (reported as skipped by ctest) when jax, jaxlib or pytest cannot be imported here, saying which;
otherwise exits with pytest's status.
"""
import importlib.util
import os
import subprocess
import sys

SKIP = 77


def main():
    if len(sys.argv) != 2:
        print("usage: run_jax_tests.py PATH/libhlx_pjrt.so", file=sys.stderr)
        return 2
    missing = [m for m in ("jax", "jaxlib", "pytest") if importlib.util.find_spec(m) is None]
    if missing:
        print(f"{', '.join(missing)} not installed: the JAX tests of the hlx plugin were not run")
        return SKIP
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    env = dict(os.environ)
    env["HLX_PJRT_LIBRARY"] = os.path.abspath(sys.argv[1])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (os.path.join(root, "python"), env.get("PYTHONPATH")) if p)
    return subprocess.call([sys.executable, "-m", "pytest", "-q", "-rs", here], env=env)


if __name__ == "__main__":
    sys.exit(main())
