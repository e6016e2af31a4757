"""What JAX does with the hlx runtime beyond computing: zero-copy views, copies, memories, memory
statistics, exported programs, the persistent compilation cache, host callbacks, and errors, each of
which must leave the Python process alive with a clear exception where it cannot work."""
import os
import pathlib
import subprocess
import sys
import textwrap

import numpy as np
import pytest

jax = pytest.importorskip("jax", reason="jax is not installed: the JAX tests of the hlx plugin were not run")
jnp = jax.numpy

ROOT = pathlib.Path(__file__).resolve().parents[2]


def hlx_device(i=0):
    return jax.devices("hlx")[i]


def run_python(code, env_updates=None, timeout=600):
    """Runs `code` in a fresh Python process with the plugin set up as for these tests."""
    env = dict(os.environ)
    env.setdefault("HLX_NUM_DEVICES", "8")
    env.update(env_updates or {})
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          env=env, timeout=timeout)


def test_zero_copy_view_outlives_delete():
    # np.asarray of an array on a CPU-like device is a view of the buffer's memory; deleting the array
    # must not free what the view reads, even when another array of the same size is made right after.
    values = np.arange(1 << 16, dtype=np.float32)
    x = jax.device_put(values, hlx_device())
    view = np.asarray(x)
    x.delete()
    assert x.is_deleted()
    other = jax.device_put(np.full(1 << 16, -1.0, np.float32), hlx_device())
    np.testing.assert_array_equal(view, values)
    del view
    np.testing.assert_array_equal(np.asarray(other), -1.0)


def test_device_put_copies_and_moves():
    x = jax.device_put(np.arange(6, dtype=np.int32), hlx_device(1))
    copy = jax.device_put(x, x.device, may_alias=False)
    assert copy is not x and copy.devices() == {hlx_device(1)}
    np.testing.assert_array_equal(np.asarray(copy), np.arange(6))
    # A copy is its own memory: donating it leaves the original intact.
    doubled = jax.jit(lambda a: a * 2, donate_argnums=0)(copy)
    assert copy.is_deleted()
    np.testing.assert_array_equal(np.asarray(doubled), np.arange(6) * 2)
    np.testing.assert_array_equal(np.asarray(x), np.arange(6))
    for target in jax.devices("hlx"):
        moved = jax.device_put(x, target)
        assert moved.devices() == {target}
        np.testing.assert_array_equal(np.asarray(moved), np.arange(6))


def test_pinned_host_memory():
    device = hlx_device()
    assert [m.kind for m in device.addressable_memories()] == ["device", "pinned_host"]
    host = jax.sharding.SingleDeviceSharding(device, memory_kind="pinned_host")
    on_device = jax.sharding.SingleDeviceSharding(device, memory_kind="device")
    x = jax.device_put(np.arange(4, dtype=np.float32), host)
    assert x.sharding.memory_kind == "pinned_host"
    back = jax.device_put(x, on_device)
    assert back.sharding.memory_kind == "device"
    np.testing.assert_array_equal(np.asarray(back), np.arange(4))
    # A program may put its result in host memory, as the CPU backend does.
    out = jax.jit(lambda a: a * 3, out_shardings=host)(back)
    assert out.sharding.memory_kind == "pinned_host"
    np.testing.assert_array_equal(np.asarray(out), np.arange(4) * 3)


def test_memory_stats_count_live_buffers():
    device = hlx_device(7)
    before = device.memory_stats()["bytes_in_use"]
    x = jax.device_put(np.zeros(1 << 20, np.float32), device)
    stats = device.memory_stats()
    assert stats["bytes_in_use"] == before + (4 << 20)
    assert stats["peak_bytes_in_use"] >= stats["bytes_in_use"]
    x.delete()
    assert device.memory_stats()["bytes_in_use"] == before


def test_compiled_memory_analysis():
    x = jax.device_put(np.ones((8, 16), np.float32), hlx_device())
    stats = jax.jit(lambda a: a.T @ a).lower(x).compile().memory_analysis()
    assert stats.argument_size_in_bytes == 8 * 16 * 4
    assert stats.output_size_in_bytes == 16 * 16 * 4
    # The machine code of the CPU backend's JIT kernels (the tanh chain's).
    compiled = jax.jit(lambda a: jnp.tanh(a) * 2 + 1).lower(x).compile()
    assert compiled.memory_analysis().generated_code_size_in_bytes > 0


def test_cost_analysis_is_hlx_cost_model():
    # The CPU backend's cost model: 2 flops per multiply-add of the product, more per tanh, and the
    # bytes its fused kernels and library calls read and write.
    x = jax.device_put(np.ones((64, 64), np.float32), hlx_device())
    compiled = jax.jit(lambda a: jnp.tanh(a @ a.T) * 2 + 1).lower(x).compile()
    cost = compiled.cost_analysis()
    assert set(cost) == {"flops", "bytes accessed"}
    assert 2 * 64**3 <= cost["flops"] < 2 * 64**3 + 64 * 64 * 64
    assert cost["bytes accessed"] >= 2 * 64 * 64 * 4
    assert "dot" in compiled.as_text()


def test_exported_on_cpu_runs_on_hlx():
    def f(a, b):
        return jnp.tanh(a @ b) * 2 + jnp.sum(b)

    a = np.random.default_rng(0).standard_normal((3, 4)).astype(np.float32)
    b = np.random.default_rng(1).standard_normal((4, 2)).astype(np.float32)
    # Exported for JAX's CPU platform; JAX calls it on another platform only when told that is meant.
    exported = jax.export.export(jax.jit(f), platforms=["cpu"],
                                 disabled_checks=[jax.export.DisabledSafetyCheck.platform()])(
        jax.ShapeDtypeStruct(a.shape, a.dtype), jax.ShapeDtypeStruct(b.shape, b.dtype))
    restored = jax.export.deserialize(exported.serialize())
    got = restored.call(jax.device_put(a, hlx_device()), jax.device_put(b, hlx_device()))
    assert got.devices() == {hlx_device()}
    np.testing.assert_allclose(np.asarray(got), f(a, b), rtol=1e-5, atol=1e-6)


def test_persistent_compilation_cache(tmp_path):
    # The second process finds every program in the cache: JAX compiles nothing, and the executable it
    # loads gives the same results.
    code = f"""
        import jax, jax.numpy as jnp, numpy as np
        import jax_plugins.hlx
        jax_plugins.hlx.initialize()
        jax.config.update("jax_compilation_cache_dir", {str(tmp_path)!r})
        jax.config.update("jax_persistent_cache_min_compile_time_secs", 0)
        jax.config.update("jax_persistent_cache_min_entry_size_bytes", 0)
        events = []
        jax.monitoring.register_event_listener(lambda name, **kw: events.append(name))
        x = jax.device_put(np.arange(12, dtype=np.float32).reshape(3, 4), jax.devices("hlx")[0])
        y = jax.jit(lambda a: jnp.tanh(a) @ a.T + 1)(x)
        print("hits", events.count("/jax/compilation_cache/cache_hits"))
        print("result", np.asarray(y).round(5).tolist())
    """
    env = {"JAX_PLATFORMS": "cpu,hlx"}
    first = run_python(code, env)
    assert first.returncode == 0, first.stderr
    second = run_python(code, env)
    assert second.returncode == 0, second.stderr

    def field(out, name):
        return next(line.split(" ", 1)[1] for line in out.stdout.splitlines() if line.startswith(name + " "))

    assert int(field(first, "hits")) == 0
    assert int(field(second, "hits")) >= 1
    assert field(first, "result") == field(second, "result")
    assert any(p.name.startswith("jit__lambda") for p in tmp_path.iterdir())


def test_executable_shardings_layouts_and_fingerprint():
    # What JAX asks of a compiled program besides running it, which the plugin answers from the
    # executable itself (its shardings and layouts extensions) rather than from the optimized program
    # converted to HLO: the shardings of a partitioned program's parameters and results as serialized
    # xla.OpShardings (none for a program that was not partitioned), every layout row-major, and a
    # fingerprint that tells programs apart.
    from jax._src.lib import xla_client

    mesh = jax.sharding.Mesh(np.array(jax.devices("hlx")).reshape(4, 2), ("a", "b"))
    x = jax.device_put(np.ones((8, 4), np.float32), jax.sharding.NamedSharding(mesh, jax.sharding.PartitionSpec("a", "b")))
    out = (jax.sharding.NamedSharding(mesh, jax.sharding.PartitionSpec("a", "b")),
           jax.sharding.NamedSharding(mesh, jax.sharding.PartitionSpec()))
    sharded = jax.jit(lambda a: (a * 2, a.sum(0)), out_shardings=out).lower(x).compile()
    executable = sharded._executable.xla_executable

    def texts(shardings):
        return [str(xla_client.HloSharding.from_proto(s)) for s in shardings]

    assert texts(executable.get_parameter_shardings()) == ["{devices=[4,2]<=[8]}"]
    assert texts(executable.get_output_shardings()) == ["{devices=[4,2]<=[8]}", "{replicated}"]
    assert [str(l) for l in executable.get_parameter_layouts()] == ["{1,0}"]
    assert [str(l) for l in executable.get_output_layouts()] == ["{1,0}", "{0}"]
    results = sharded(x)
    assert sorted(s.data.shape for s in results[0].addressable_shards) == [(2, 2)] * 8
    assert results[1].sharding.is_fully_replicated

    y = jax.device_put(np.ones((3, 5), np.float32), hlx_device())
    single = jax.jit(lambda a: a.T * 2).lower(y).compile()._executable.xla_executable
    assert single.get_parameter_shardings() is None and single.get_output_shardings() is None
    assert [str(l) for l in single.get_output_layouts()] == ["{1,0}"]
    assert str(y.format.layout.major_to_minor) == "(0, 1)"
    client, devices = y.device.client, xla_client.DeviceList((y.device,))
    text = jax.jit(lambda a: a.T * 2).lower(y).as_text()
    fingerprints = [client.compile_and_load(t, devices, xla_client.CompileOptions()).fingerprint
                    for t in (text, text, text.replace("2.000000e+00", "3.000000e+00"))]
    assert fingerprints[0] == fingerprints[1] != fingerprints[2], fingerprints
    # The optimized program stays readable (jax's compiled.as_text()).
    assert "multiply" in jax.jit(lambda a: a.T * 2).lower(y).compile().as_text()


def test_host_callbacks_raise_a_clear_exception():
    # JAX lowers host callbacks only for its own platforms (its CPU callback custom call runs inside
    # XLA's CPU runtime); on hlx they fail when the program is lowered, before anything runs.
    x = jax.device_put(np.arange(3, dtype=np.float32), hlx_device())
    with pytest.raises(NotImplementedError, match="debug_print"):
        jax.jit(lambda a: (jax.debug.print("a={a}", a=a), a + 1)[1])(x)
    with pytest.raises(ValueError, match="not supported on hlx"):
        jax.jit(lambda a: jax.pure_callback(lambda v: np.asarray(v) * 2,
                                            jax.ShapeDtypeStruct((3,), np.float32), a))(x)
    np.testing.assert_array_equal(np.asarray(jax.jit(lambda a: a + 1)(x)), [1, 2, 3])


def test_unsupported_custom_call_is_an_exception_with_hlx_message():
    x = jax.device_put(np.ones(4, np.float32), hlx_device())

    def f(a):
        return jax.ffi.ffi_call("hlx_test_no_such_target", jax.ShapeDtypeStruct(a.shape, a.dtype))(a)

    with pytest.raises(Exception, match="hlx_test_no_such_target"):
        np.asarray(jax.jit(f)(x))
    np.testing.assert_array_equal(np.asarray(x + 1), 2)


def test_program_over_the_memory_available():
    # 2^36 f32 values each different (512 GiB of results): the allocation fails with
    # RESOURCE_EXHAUSTED, and the process goes on.
    x = jax.device_put(np.ones(1, np.float32), hlx_device())
    with pytest.raises(Exception, match="RESOURCE_EXHAUSTED|out of memory|Out of memory"):
        np.asarray(jax.jit(lambda a: jnp.arange(1 << 36, dtype=jnp.float32) * a[0])(x))
    np.testing.assert_array_equal(np.asarray(x * 2), [2])


def test_bad_client_option_is_an_exception():
    result = run_python("""
        import jax
        import jax_plugins.hlx
        jax_plugins.hlx.initialize()
        try:
            jax.devices("hlx")
        except RuntimeError as e:
            print("error:", e)
        print("alive")
    """, {"JAX_PLATFORMS": "hlx", "JAX_PJRT_CLIENT_CREATE_OPTIONS": "num_devices:eight"})
    assert result.returncode == 0, result.stderr
    assert 'num_devices is "eight"' in result.stdout, result.stdout
    assert "alive" in result.stdout


def test_library_named_by_environment_and_options_as_strings():
    # PJRT_NAMES_AND_LIBRARY_PATHS and the package both name hlx: it is registered once; the options
    # JAX passes as strings are read.
    library = os.environ["HLX_PJRT_LIBRARY"]
    result = run_python("""
        import jax, jax.numpy as jnp
        print(len(jax.devices("hlx")), float(jax.jit(lambda a: a.sum())(jnp.ones(3))))
    """, {"JAX_PLATFORMS": "hlx", "PJRT_NAMES_AND_LIBRARY_PATHS": f"hlx:{library}",
          "JAX_PJRT_CLIENT_CREATE_OPTIONS": "num_devices:3", "HLX_NUM_DEVICES": ""})
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["3", "3.0"], result.stdout
