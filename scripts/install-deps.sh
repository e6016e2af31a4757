#!/usr/bin/env bash
# Installs the Debian 12 packages that building and testing hlx needs, and only those that are missing,
# then the project's Python environment: .venv (git-ignored) with the exact versions of
# scripts/python-requirements.txt (jax, jaxlib, flax, optax, scikit-learn, pytest, IREE) from the Python
# package index. As root it runs apt-get; otherwise it prints the command to run and exits with 1.
#
#   scripts/install-deps.sh           the packages for building, testing and fuzzing, and .venv
#   scripts/install-deps.sh --check   only report what is missing (exit 1 if anything is)
set -euo pipefail

# Needed to build and test hlx.
required=(
  cmake ninja-build g++ python3 python3-venv
  libgtest-dev        # unit tests
  llvm-19-tools       # FileCheck and lit for the lit tests
  clang-format        # the formatting check (clang-format 14)
  zlib1g-dev          # reading compressed .npz files
  clang libclang-rt-14-dev libfuzzer-14-dev  # the libFuzzer targets (make fuzz)
)

# Optional features: each turns on a part of hlx when present (found by CMakeLists.txt at configure
# time); hlx builds without them. Installed here so that the tests cover them.
optional=(
  llvm-19-dev         # LLVM code generation for the CPU backend (ORC JIT)
  libdnnl-dev         # oneDNN matmul and convolution calls ...
  opencl-headers ocl-icd-opencl-dev  # ... whose CMake package asks for OpenCL (Debian builds it with it)
  libopenblas-dev     # LAPACK for the linear-algebra custom calls JAX emits (eig, eigh, svd, qr, ...)
  libopenblas0-openmp # the same on OpenMP threads: the CPU backend's pool, not a second one beside it
  python3-torch       # PyTorch eager, a benchmark peer, and the check of that peer against hlx
)

check_only=0
if [[ "${1:-}" == "--check" ]]; then check_only=1; fi

missing=()
for package in "${required[@]}" "${optional[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  if [[ "$status" != "install ok installed" ]]; then missing+=("$package"); fi
done

root=$(cd "$(dirname "$0")/.." && pwd)
requirements="$root/scripts/python-requirements.txt"
venv="$root/.venv"
stamp="$venv/.requirements"

# The Python environment is current when it was made from this very requirements file.
venv_current() { [[ -x "$venv/bin/python" && -f "$stamp" ]] && cmp -s "$requirements" "$stamp"; }

install_venv() {
  if venv_current; then
    echo "install-deps: .venv is current"
    return
  fi
  echo "install-deps: installing the Python packages of scripts/python-requirements.txt into .venv"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-input -r "$requirements"
  cp "$requirements" "$stamp"
}

if [[ ${#missing[@]} -eq 0 ]]; then
  echo "install-deps: all packages present"
  if [[ $check_only -eq 1 ]]; then
    venv_current || { echo "install-deps: .venv is missing or out of date"; exit 1; }
    exit 0
  fi
  install_venv
  exit 0
fi

command="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
echo "install-deps: missing packages: ${missing[*]}"
if [[ $check_only -eq 1 ]]; then exit 1; fi
if [[ $(id -u) -ne 0 ]]; then
  echo "install-deps: not root; run as root:"
  echo "  $command"
  exit 1
fi
echo "install-deps: $command"
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends "${missing[@]}"
install_venv
