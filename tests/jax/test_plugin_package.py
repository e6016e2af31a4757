"""The jax_plugins.hlx package without JAX: it finds the library and registers it the way JAX's
register_plugin expects (a stand-in xla_bridge records the call)."""
import importlib
import os
import sys
import types

import pytest


@pytest.fixture
def plugin(monkeypatch, tmp_path):
    calls = []
    jax_pkg = types.ModuleType("jax")
    src = types.ModuleType("jax._src")
    bridge = types.ModuleType("jax._src.xla_bridge")
    bridge.register_plugin = lambda name, **kwargs: calls.append((name, kwargs))
    bridge.is_known_platform = lambda name: any(call[0] == name for call in calls)
    bridge.callbacks = []
    bridge.register_plugin_callbacks = bridge.callbacks.append
    interpreters = types.ModuleType("jax._src.interpreters")
    mlir = types.ModuleType("jax._src.interpreters.mlir")
    mlir._platforms_with_donation = ["cpu"]
    # One CPU-only lowering rule, as jax._src.lax.linalg has for eig.
    eig_p, cpu_rule = object(), types.SimpleNamespace(rule=lambda *a: None, inline=True)
    mlir._platform_specific_lowerings = {"cpu": {eig_p: cpu_rule}}
    mlir.eig_p = eig_p
    mlir.lowered = []
    mlir.register_lowering = lambda prim, rule, platform, inline: mlir.lowered.append((prim, rule, platform))
    lax = types.ModuleType("jax._src.lax")
    linalg = types.ModuleType("jax._src.lax.linalg")
    linalg.eig_p = eig_p
    jax_pkg._src = src
    src.xla_bridge = bridge
    src.interpreters = interpreters
    src.lax = lax
    lax.linalg = linalg
    interpreters.mlir = mlir
    for name, module in (("jax", jax_pkg), ("jax._src", src), ("jax._src.xla_bridge", bridge),
                         ("jax._src.interpreters", interpreters), ("jax._src.interpreters.mlir", mlir),
                         ("jax._src.lax", lax), ("jax._src.lax.linalg", linalg)):
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.delenv("PJRT_NAMES_AND_LIBRARY_PATHS", raising=False)
    library = tmp_path / "libhlx_pjrt.so"
    library.write_bytes(b"")
    monkeypatch.setenv("HLX_PJRT_LIBRARY", str(library))
    monkeypatch.setenv("HLX_NUM_DEVICES", "8")
    monkeypatch.delenv("ENABLE_PJRT_COMPATIBILITY", raising=False)
    import jax_plugins.hlx as module

    module = importlib.reload(module)
    importlib.reload(module.lowerings)
    return module, calls, str(library), mlir


def test_initialize_registers_once(plugin):
    module, calls, library, mlir = plugin
    module.initialize()
    module.initialize()
    assert calls == [("hlx", {"library_path": library, "options": {"num_devices": 8}})]
    assert os.environ["ENABLE_PJRT_COMPATIBILITY"] == "1"
    assert mlir._platforms_with_donation == ["cpu", "hlx"]
    cpu_rule = mlir._platform_specific_lowerings["cpu"][mlir.eig_p]
    assert mlir.lowered == [(mlir.eig_p, cpu_rule.rule, "hlx")]


def test_library_named_in_environment_is_left_to_jax(plugin, monkeypatch):
    # JAX registers what PJRT_NAMES_AND_LIBRARY_PATHS names after initialize(): the package does not
    # register hlx a second time, and registers its lowering rules once JAX knows the platform.
    module, calls, library, mlir = plugin
    monkeypatch.setenv("PJRT_NAMES_AND_LIBRARY_PATHS", f"other:/x.so,hlx:{library}")
    module.initialize()
    assert calls == [] and mlir.lowered == []
    bridge = sys.modules["jax._src.xla_bridge"]
    assert len(bridge.callbacks) == 1
    calls.append(("hlx", {}))  # JAX registered it from the environment
    bridge.callbacks[0](c_api=None)
    assert [platform for _, _, platform in mlir.lowered] == ["hlx"]


def test_missing_library_is_reported(plugin, monkeypatch):
    module, calls, _, _ = plugin
    monkeypatch.delenv("HLX_PJRT_LIBRARY")
    if module.library_path() is None:
        with pytest.raises(FileNotFoundError, match="libhlx_pjrt.so"):
            module.initialize()
        assert calls == []
