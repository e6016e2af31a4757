#!/usr/bin/env python3
"""Runs tests/jax (pytest) against the hlx PJRT plugin given as the first argument.

Without pytest, or without jax and jaxlib, exits 77 (reported as skipped by ctest) saying what is
missing, or 1 under CI=true, where every JAX test must run; without jax it still runs the tests of the
jax_plugins.hlx package that need no JAX, and fails if they fail. Otherwise exits with pytest's status
over every test (tests/jax/conftest.py fails the run under CI=true when a test was skipped).
"""
import importlib.util
import os
import subprocess
import sys

SKIP = 77


def not_run(reason):
    """The status for tests that could not run: skipped, or failed under CI=true."""
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        print(f"{reason}; under CI=true this fails the run (scripts/install-deps.sh makes .venv)")
        return 1
    print(reason)
    return SKIP


def main():
    if len(sys.argv) != 2:
        print("usage: run_jax_tests.py PATH/libhlx_pjrt.so", file=sys.stderr)
        return 2
    if importlib.util.find_spec("pytest") is None:
        return not_run(f"pytest not installed for {sys.executable}: the JAX tests of the hlx plugin were not run")
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
        return not_run(f"{', '.join(missing)} not installed for {sys.executable}: "
                       "the JAX tests of the hlx plugin were not run")
    return subprocess.call([sys.executable, "-m", "pytest", "-q", "-rs", here], env=env)


if __name__ == "__main__":
    sys.exit(main())
