# lit configuration for hlx's text tests: each tests/lit/**/*.mlir holds RUN lines and FileCheck
# patterns. Tools: %hlx (the hlx binary of the build under test), FileCheck and not from llvm-19-tools,
# %python (the interpreter running lit) and %expect-exit N CMD (passes iff CMD exits with exactly N;
# a crash never passes).
#
# The build directory comes from `--param hlx_build_dir=DIR`, else $HLX_BUILD_DIR, else build/.
import os
import sys

import lit.formats

config.name = "hlx"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

repo_root = os.path.dirname(os.path.dirname(config.test_source_root))
build_dir = lit_config.params.get("hlx_build_dir") or os.environ.get("HLX_BUILD_DIR") or os.path.join(
    repo_root, "build"
)
build_dir = os.path.abspath(build_dir)
config.test_exec_root = os.path.join(build_dir, "tests", "lit")

hlx = os.path.join(build_dir, "hlx")
if not os.path.exists(hlx):
    lit_config.fatal(f"hlx not found at {hlx}: build it first, or pass --param hlx_build_dir=DIR")

llvm_bin = "/usr/lib/llvm-19/bin"
for tool in ("FileCheck", "not"):
    if not os.path.exists(os.path.join(llvm_bin, tool)):
        lit_config.fatal(f"{tool} not found in {llvm_bin}: install llvm-19-tools")

config.environment["PATH"] = os.pathsep.join([llvm_bin, config.environment.get("PATH", os.environ["PATH"])])
# Sanitizer builds: fail on the first report, and keep the output plain.
for name in ("ASAN_OPTIONS", "UBSAN_OPTIONS"):
    if name in os.environ:
        config.environment[name] = os.environ[name]

expect_exit = os.path.join(config.test_source_root, "expect_exit.py")
config.substitutions.append(("%expect-exit", f"{sys.executable} {expect_exit}"))
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%hlx", hlx))
# Example XLA FFI handlers (tests/ffi/example_handlers.c), built beside hlx.
config.substitutions.append(("%ffi_example", os.path.join(build_dir, "libhlx_ffi_example.so")))
# The CPU's vector features, for tests of the code the CPU backend generates for it (REQUIRES: avx512f)
# and of what it plans where the CPU has them (avx2, avx512_bf16, vnni): a plan check that holds only there is
# written `RUN: %if avx512f %{ ... %}`.
try:
    with open("/proc/cpuinfo") as cpuinfo:
        flags = next((line.split() for line in cpuinfo if line.startswith("flags")), [])
except OSError:
    flags = []
for flag in ("avx2", "avx512f", "avx512_bf16"):
    if flag in flags:
        config.available_features.add(flag)
# 8-bit dot-product instructions (AVX512-VNNI or AVX-VNNI), which oneDNN's exact int8 products need.
if "avx512_vnni" in flags or "avx_vnni" in flags:
    config.available_features.add("vnni")
