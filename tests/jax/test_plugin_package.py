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
    interpreters = types.ModuleType("jax._src.interpreters")
    mlir = types.ModuleType("jax._src.interpreters.mlir")
    mlir._platforms_with_donation = ["cpu"]
    jax_pkg._src = src
    src.xla_bridge = bridge
    src.interpreters = interpreters
    interpreters.mlir = mlir
    for name, module in (("jax", jax_pkg), ("jax._src", src), ("jax._src.xla_bridge", bridge),
                         ("jax._src.interpreters", interpreters), ("jax._src.interpreters.mlir", mlir)):
        monkeypatch.setitem(sys.modules, name, module)
    library = tmp_path / "libhlx_pjrt.so"
    library.write_bytes(b"")
    monkeypatch.setenv("HLX_PJRT_LIBRARY", str(library))
    monkeypatch.setenv("HLX_NUM_DEVICES", "8")
    monkeypatch.delenv("ENABLE_PJRT_COMPATIBILITY", raising=False)
    import jax_plugins.hlx as module

    module = importlib.reload(module)
    return module, calls, str(library), mlir


def test_initialize_registers_once(plugin):
    module, calls, library, mlir = plugin
    module.initialize()
    module.initialize()
    assert calls == [("hlx", {"library_path": library, "options": {"num_devices": 8}})]
    assert os.environ["ENABLE_PJRT_COMPATIBILITY"] == "1"
    assert mlir._platforms_with_donation == ["cpu", "hlx"]


def test_missing_library_is_reported(plugin, monkeypatch):
    module, calls, _, _ = plugin
    monkeypatch.delenv("HLX_PJRT_LIBRARY")
    if module.library_path() is None:
        with pytest.raises(FileNotFoundError, match="libhlx_pjrt.so"):
            module.initialize()
        assert calls == []
