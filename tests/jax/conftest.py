"""Session setup for the JAX tests of the hlx plugin: both JAX's CPU backend (the reference) and hlx
(8 devices) are initialized, CPU staying the default; 64-bit types are on so that f64 can be tested
(every test names its dtypes). Without jax the tests skip, saying so."""
import os

os.environ.setdefault("HLX_NUM_DEVICES", "8")
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
