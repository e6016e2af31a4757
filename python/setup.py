"""The jax_plugins.hlx wheel carries libhlx_pjrt.so, a native library: this marks the distribution as
a binary one, so the wheel is tagged for the platform it was built on, not as pure Python. The
metadata is in pyproject.toml."""
from setuptools import setup
from setuptools.dist import Distribution


class BinaryDistribution(Distribution):
    def has_ext_modules(self):
        return True


setup(distclass=BinaryDistribution)
