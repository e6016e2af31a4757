#!/usr/bin/env python3
"""Runs tests/jax (pytest) against the hlx PJRT plugin given as the first argument.

Without pytest, or without jax and jaxlib, exits 77 (reported as skipped by ctest) saying what is
missing; without jax it still runs the tests of the jax_plugins.hlx package that need no JAX, and fails
if they fail. Otherwise exits with pytest's status over every test.
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
    if importlib.util.find_spec("pytest") is None:
        print("pytest not installed: the JAX tests of the hlx plugin were not run")
        return SKIP
    missing = [m for m in ("jax", "jaxlib") if importlib.util.find_spec(m) is None]
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    env = dict(os.environ)
    env["HLX_PJRT_LIBRARY"] = os.path.abspath(sys.argv[1])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (os.path.join(root, "python"), env.get("PYTHONPATH")) if p)
    if missing:
        status = subprocess.call(
            [sys.executable, "-m", "pytest", "-q", os.path.join(here, "test_plugin_package.py")], env=env)
        if status != 0:
            return status
        print(f"{', '.join(missing)} not installed: the JAX tests of the hlx plugin were not run")
        return SKIP
    return subprocess.call([sys.executable, "-m", "pytest", "-q", "-rs", here], env=env)


if __name__ == "__main__":
    sys.exit(main())
