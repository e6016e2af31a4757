"""A user's FFI targets (jax.ffi.register_ffi_target, platform="hlx") called from jax.jit on hlx.

The handlers (ffi_handlers.cc) are built here with XLA's header-only FFI library that jaxlib ships
(jax.ffi.include_dir()), as a user builds them, and registered for hlx and for JAX's CPU backend;
each jitted function runs on both and the results are compared, and with numpy.
"""
import ctypes
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

jax = pytest.importorskip("jax", reason="jax is not installed: the JAX tests of the hlx plugin were not run")
jnp = jax.numpy


@pytest.fixture(scope="module")
def handlers(tmp_path_factory):
    """The built handler library, its targets registered for hlx and cpu."""
    compiler = shutil.which("g++") or shutil.which("c++")
    assert compiler, "a C++ compiler is needed to build the FFI handlers"
    library = tmp_path_factory.mktemp("ffi") / "libffi_handlers.so"
    source = Path(__file__).with_name("ffi_handlers.cc")
    subprocess.run([compiler, "-std=c++17", "-O2", "-w", "-shared", "-fPIC", "-I", jax.ffi.include_dir(),
                    str(source), "-o", str(library)], check=True)
    lib = ctypes.cdll.LoadLibrary(str(library))
    for platform in ("hlx", "cpu"):
        jax.ffi.register_ffi_target("hlx_test_scale_shift", jax.ffi.pycapsule(lib.ScaleShift), platform=platform)
        jax.ffi.register_ffi_target("hlx_test_row_stats", jax.ffi.pycapsule(lib.RowStatsHandler),
                                    platform=platform)
    return lib


def scale_shift(x, shift, scale):
    call = jax.ffi.ffi_call("hlx_test_scale_shift", jax.ShapeDtypeStruct(x.shape, x.dtype))
    return call(x, shift, scale=np.float32(scale))


def row_stats(x, offset):
    out = jax.ShapeDtypeStruct(x.shape[:-1], x.dtype)
    return jax.ffi.ffi_call("hlx_test_row_stats", (out, out))(x, offset=np.int64(offset))


def on(platform, f, *args):
    device = jax.devices(platform)[0]
    got = jax.jit(f)(*jax.device_put(args, device))
    for leaf in jax.tree_util.tree_leaves(got):
        assert leaf.devices() == {device}
    return jax.tree_util.tree_map(np.asarray, got)


def test_ffi_target_runs_inside_jit_on_hlx(handlers):
    rng = np.random.default_rng(0)
    x = rng.standard_normal((3, 5)).astype(np.float32)
    shift = rng.standard_normal(5).astype(np.float32)

    def f(x, shift):
        return jnp.tanh(scale_shift(x * 2.0, shift, 1.5)) + 1.0

    got, want = on("hlx", f, x, shift), on("cpu", f, x, shift)
    np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(got, np.tanh(1.5 * (2.0 * x) + shift) + 1.0, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_ffi_target_with_two_results_and_an_integer_attribute(handlers, dtype):
    x = np.arange(24, dtype=dtype).reshape(2, 3, 4) - 7
    got, want = on("hlx", lambda x: row_stats(x, 10), x), on("cpu", lambda x: row_stats(x, 10), x)
    for g, w, n in zip(got, want, (x.sum(-1) + 10, x.max(-1) + 10)):
        assert g.dtype == dtype
        np.testing.assert_array_equal(g, w)
        np.testing.assert_array_equal(g, n)


def test_ffi_target_error_reaches_python(handlers):
    x = np.ones((2, 2), np.float32)
    with pytest.raises(Exception, match="scale must not be negative"):
        np.asarray(jax.jit(lambda x: scale_shift(x, x[0], -1.0))(jax.device_put(x, jax.devices("hlx")[0])))


def test_untyped_custom_calls_are_refused(handlers):
    with pytest.raises(ValueError, match="hlx registers typed FFI handlers"):
        jax.ffi.register_ffi_target("hlx_test_untyped", jax.ffi.pycapsule(handlers.ScaleShift), platform="hlx",
                                    api_version=0)
