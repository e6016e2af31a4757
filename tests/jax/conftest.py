"""Session setup for the JAX tests of the hlx plugin: both JAX's CPU backend (the reference) and hlx
are initialized, each with 8 devices, CPU staying the default; 64-bit types are on so that f64 can be tested
(every test names its dtypes). Without jax the tests skip, saying so; under CI=true a skipped test fails
the run."""
import os

os.environ.setdefault("HLX_NUM_DEVICES", "8")
# JAX's CPU backend gets 8 devices too: the sharded tests run the same function, sharded the same way,
# on both (XLA's own SPMD partitioner being the reference).
if "xla_force_host_platform_device_count" not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu,hlx")
os.environ.setdefault("ENABLE_PJRT_COMPATIBILITY", "1")

try:
    import jax

    jax.config.update("jax_enable_x64", True)
    import jax_plugins.hlx as hlx_plugin

    # JAX's plugin discovery calls this too when it finds the package; it registers once.
    hlx_plugin.initialize()
except ImportError:
    pass


_skipped = []


def pytest_runtest_logreport(report):
    if report.skipped:
        _skipped.append(report.nodeid)


def pytest_sessionfinish(session, exitstatus):
    if _skipped and os.environ.get("CI", "").lower() in ("1", "true", "yes") and exitstatus == 0:
        print(f"\n{len(_skipped)} JAX test(s) skipped, which CI=true does not allow: " + ", ".join(_skipped))
        session.exitstatus = 1
