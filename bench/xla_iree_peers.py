#!/usr/bin/python3
"""xla_iree_peers: XLA's CPU compiler (through jaxlib) and IREE (llvm-cpu), the compiler peers of hlx's
benchmarks, on the very StableHLO text hlx reads; and JAX end to end, a training step on the hlx
platform against JAX's CPU one.

  xla_iree_peers.py FILE --peer=xla-cpu|iree [--iters=N] [--threads=T] [--inputs=random|documented|F.npz]
                    [--seed=N] [--check] [--hlx=build/hlx]
      compiles FILE's @main with the peer, runs it --iters times on the same arguments after one warm-up
      run (fewer, at least 3, once the timed runs pass 30 s: IREE's slowest models), and prints
      {"file","peer","ms","iters","compile_ms"} (ms: the median, iters: the runs timed; xla-cpu adds "temp_bytes",
      the temporaries of its buffer assignment, as compiled.memory_analysis() gives them); with --check also
      "check", "max_rel_err" and "tolerance": the peer's results against `hlx run --backend=cpu` on the
      same inputs
  xla_iree_peers.py FILE --inputs=documented --save-inputs=F.npz
      writes the arguments a program's RUN lines give (arg0, arg1, ...), for hlx to read
  xla_iree_peers.py --train-step --platform=cpu|hlx [--iters=N] [--threads=T]
      times one jax.jit training step (forward, backward, adam) of a small flax transformer, dispatch
      included, and prints {"platform","ms","steps_per_s","iters","compile_ms","loss"}
  xla_iree_peers.py FILE --compile --platform=cpu|hlx [--rounds=N]
      compiles FILE's text through the JAX client of the platform (XLA's CPU client, or hlx's PJRT
      plugin) --rounds times, each a fresh compile_and_load (no cache at that level; JAX's persistent
      cache is not involved), and prints {"file","platform","compile_ms","rounds"} (the median)
  xla_iree_peers.py --dispatch --platform=cpu,hlx [--iters=N] [--rounds=R]
      times calls of a jitted scalar function (x + 1 on an f32 scalar), each waited for, on each platform
      named, in one process: R rounds of N calls, the platforms in turn; prints {"iters","rounds",
      PLATFORM: {"us_per_call","us_per_call_min"}} (each platform's median and fastest round)
  xla_iree_peers.py --infer=MODEL --platform=cpu|hlx [--iters=N] [--threads=T]
      times jitted calls of a flax model of bench/gen_models.py (vit_b16, vit_b16_bf16, gpt2_prefill,
      gpt2_decode, unet) on its example inputs, dispatch included, and prints {"model","platform","ms","calls_per_s",
      "iters","compile_ms","norm"} (ms: the median; norm: the first result's 2-norm)

Inputs are hlx's (bench/hlx_values.py): `--inputs=random --seed=S` makes the numbers `hlx bench
--inputs=random --seed=S` makes, and an elided constant (`dense_resource<__elided__>`, which neither
peer can compile) is written into the peer's copy of the text as the values hlx gives it. XLA gets the
text through the CPU client's compile_and_load; IREE through iree.compiler (input type stablehlo,
backend llvm-cpu, `--iree-llvmcpu-target-cpu=host`) and runs on iree.runtime's local-task driver.
Threads: XLA's intra-op pool is sized by PJRT_NPROC (set before jax starts), IREE's workers by
`--task_topology_group_count`, both to --threads (default 2, as bench/run gives hlx through
OMP_NUM_THREADS). A program a peer rejects ends with exit 1 and the peer's first error line.

--check compares every result with hlx's, relative to the result's largest finite magnitude (NaN must
meet NaN; integer results count the elements that differ). Where hlx's results on the timing inputs are
all NaN (random token ids and masks make BERT's attention infinite, random batch-norm variances turn
ResNet-50 into NaN), the check is made on valid inputs instead: integer arguments drawn in {0, 1},
elided constants given weights of variance 1/fan-in and vectors in [0.5, 1.5), both sides given the same
text and .npz. The check's "check" field says which.
"""
import argparse
import json
import os
import pathlib
import re
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

from hlx_values import (NUMPY_DTYPES, bf16_bits, bf16_values, documented_inputs, elided_positions,
                        elided_seed, random_array)

ROOT = pathlib.Path(__file__).resolve().parent.parent
# Largest error of a result relative to its largest magnitude that still counts as the same result: f32
# sums in another order and other transcendental approximations; bf16 rounds per op where the peers may
# keep f32 (or round in another order).
TOLERANCE = {"f64": 1e-9, "f32": 1e-3, "f16": 2e-2, "bf16": 6e-2, "c128": 1e-9, "c64": 1e-3}


class PeerError(Exception):
    """A program the peer cannot compile or run; the message is one line."""


def first_error_line(error):
    """The diagnostic of a compiler's message (`file:line:col: error: ...`), else its first line that
    says error, else its first line."""
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    ranked = [line for line in lines if ": error:" in line] + [line for line in lines if "error" in line.lower()]
    for line in ranked:
        return line[:400]
    return (lines[0] if lines else type(error).__name__)[:400]


# ---- the program's signature and text ----------------------------------------------------------------


def entry_signature(text):
    """[(shape, element)] of @main's arguments (else of the only function's), from the MLIR text."""
    heads = list(re.finditer(r"func\.func\s+(?:public\s+|private\s+)?@([\w.$-]+)\s*\(", text))
    head = next((h for h in heads if h.group(1) == "main"), heads[0] if len(heads) == 1 else None)
    if head is None:
        raise PeerError("no @main function")
    depth, i = 1, head.end()
    while depth:
        ch = text[i]
        if ch == '"':
            i = text.index('"', i + 1)
            while text[i - 1] == "\\":
                i = text.index('"', i + 1)
        depth += ch == "("
        depth -= ch == ")"
        i += 1
    args = re.findall(r"%[\w.$-]+\s*:\s*tensor<([^>]*)>", text[head.end():i - 1])
    signature = []
    for body in args:
        *dims, element = body.split(",")[0].strip().split("x")
        if element not in NUMPY_DTYPES or not all(d.isdigit() for d in dims):
            raise PeerError(f"argument type tensor<{body}> is not one this script makes inputs for")
        signature.append((tuple(int(d) for d in dims), element))
    return signature


ELIDED = re.compile(r"dense_resource<__elided__>(\s*:\s*tensor<([0-9x]*)(\w+)>)")


def dense_hex(values, element):
    data = bf16_bits(values) if element == "bf16" else np.ascontiguousarray(values, NUMPY_DTYPES[element])
    return f'dense<"0x{data.tobytes().hex().upper()}">'


FLOATS = ("f32", "f64", "f16", "bf16")


def valid_floats(rng, shape, element):
    """Valid values for a weight of `shape`: of variance 1/fan-in for a tensor, in [0.5, 1.5) for a vector
    (a batch norm's scale or variance); of the element's numpy type, bf16 truncated to bf16 (as f32)."""
    if len(shape) >= 2:
        values = rng.uniform(-1.0, 1.0, shape) * np.sqrt(3.0 / int(np.prod(shape[:-1])))
    else:
        values = rng.uniform(0.5, 1.5, shape)
    if element == "bf16":
        return bf16_values(bf16_bits(values.astype(np.float32)))
    return values.astype(NUMPY_DTYPES[element])


def with_elided_values(path, text, seed, valid=False):
    """The text with each elided constant written as a dense constant: the values hlx gives it, or with
    `valid`, weights of variance 1/fan-in and vectors in [0.5, 1.5) (seeded)."""
    if "dense_resource<__elided__>" not in text:
        return text
    positions = elided_positions(path) or []
    rng = np.random.default_rng(seed)
    lines = text.splitlines()
    for k, (number, column) in enumerate(positions):
        line = lines[number - 1]
        m = ELIDED.search(line)
        if m is None:
            raise PeerError(f"line {number}: an elided constant without its tensor type")
        shape = tuple(int(d) for d in m.group(2).split("x") if d)
        element = m.group(3)
        if element not in NUMPY_DTYPES:
            raise PeerError(f"line {number}: elided constant of element type {element}")
        if valid and element in FLOATS:
            values = valid_floats(rng, shape, element)
        else:
            values = random_array(shape, element, elided_seed(seed, number, column))
        lines[number - 1] = line[:m.start()] + dense_hex(values, element) + m.group(1) + line[m.end():]
    return "\n".join(lines) + "\n"


# ---- inputs -----------------------------------------------------------------------------------------


def make_inputs(path, signature, how, seed):
    """hlx's arguments as numpy arrays (bf16 as f32 values): random from the seed, the program's RUN
    lines ("documented", else random) or an .npz (arg0, arg1, ...; bf16 as raw uint16 bits)."""
    if how == "documented":
        arrays = documented_inputs(path)
        if arrays is not None and len(arrays) == len(signature):
            return arrays
        how = "random"
    if how == "random":
        return [random_array(shape, element, seed * 1000003 + i) for i, (shape, element) in enumerate(signature)]
    inputs = []
    with np.load(how) as arrays:
        for i, (shape, element) in enumerate(signature):
            name = f"arg{i}" if f"arg{i}" in arrays.files else arrays.files[i]
            array = arrays[name]
            if tuple(array.shape) != shape:
                raise PeerError(f"{how}: {name} has shape {array.shape}, expected {shape}")
            inputs.append(bf16_values(array) if element == "bf16" else array)
    return inputs


def save_npz(path, arrays, signature):
    np.savez(path, **{f"arg{i}": bf16_bits(a) if element == "bf16" else a
                      for i, (a, (_, element)) in enumerate(zip(arrays, signature))})


def peer_arrays(inputs, signature):
    """The inputs in the peers' types (bf16 as ml_dtypes.bfloat16), row-major; a scalar stays of rank 0
    (np.ascontiguousarray would make it [1], which IREE rejects)."""
    import ml_dtypes
    return [a.astype(ml_dtypes.bfloat16) if element == "bf16" else np.require(a, requirements="C")
            for a, (_, element) in zip(inputs, signature)]


# ---- the peers ----------------------------------------------------------------------------------------


class XlaCpu:
    """The program compiled by XLA's CPU client (the one jax.devices("cpu") uses), or by the JAX client
    of another `platform` (hlx's PJRT plugin, for --compile)."""

    def __init__(self, text, platform="cpu"):
        import jax
        from jax._src.lib import xla_client

        self.jax = jax
        self.device = jax.devices(platform)[0]
        # The LAPACK kernels of JAX's CPU solver calls (lapack_*_ffi) find their routines once
        # initialized, as jax.numpy.linalg does before it lowers one; a program that calls them
        # directly must do the same.
        from jax._src.lax import linalg
        linalg.initialize_lapack()
        try:
            self.executable = self.device.client.compile_and_load(
                text, xla_client.DeviceList((self.device,)), xla_client.CompileOptions())
        except Exception as e:  # jaxlib raises JaxRuntimeError; others would be equally fatal here
            raise PeerError(first_error_line(e)) from None

    def load(self, arrays):
        return [self.jax.device_put(a, self.device) for a in arrays]

    def run(self, args):
        outputs = self.executable.execute(args)
        for x in outputs:
            x.block_until_ready()
        return outputs

    @staticmethod
    def to_numpy(outputs):
        return [np.asarray(x) for x in outputs]

    def temp_bytes(self):
        """The temporary bytes XLA's buffer assignment gives a run (compiled.memory_analysis())."""
        return int(self.executable.get_compiled_memory_stats().temp_size_in_bytes)


class Iree:
    """The program compiled by iree.compiler for llvm-cpu on this host, run by iree.runtime's local-task
    driver."""

    def __init__(self, text, threads):
        import iree.compiler
        import iree.runtime

        iree.runtime.flags.parse_flags(f"--task_topology_group_count={threads}")
        self.config = iree.runtime.Config("local-task")
        try:
            vmfb = iree.compiler.compile_str(text, target_backends=["llvm-cpu"], input_type="stablehlo",
                                             extra_args=["--iree-llvmcpu-target-cpu=host"])
        except Exception as e:  # CompilerToolError: the compiler's diagnostics
            raise PeerError(first_error_line(e)) from None
        module = iree.runtime.VmModule.copy_buffer(self.config.vm_instance, vmfb)
        context = iree.runtime.SystemContext(config=self.config)
        context.add_vm_module(module)
        self.function = context.modules[module.name]["main"]
        self.runtime = iree.runtime

    def load(self, arrays):
        return [self.runtime.asdevicearray(self.config.device, a) for a in arrays]

    def run(self, args):
        # The default execution model waits for the work inside the call.
        try:
            outputs = self.function(*args)
        except Exception as e:
            raise PeerError(first_error_line(e)) from None
        return list(outputs) if isinstance(outputs, (tuple, list)) else [outputs]

    @staticmethod
    def to_numpy(outputs):
        return [x.to_host() for x in outputs]


def compile_peer(peer, text, threads):
    start = time.perf_counter()
    program = XlaCpu(text) if peer == "xla-cpu" else Iree(text, threads)
    return program, (time.perf_counter() - start) * 1e3


# A peer's timed runs stop at --iters, or once they have taken this long and are at least MIN_TIMED:
# IREE's DETR and depth model take 20 and 60 s a run here, and ten of them added a quarter of an hour
# to bench/run for medians that three runs give as well.
TIMING_BUDGET_S = 30.0
MIN_TIMED = 3


def time_runs(program, args, iters):
    """The median ms of up to `iters` runs of `program` on `args` after a warm-up run, and how many
    were timed (fewer where they passed TIMING_BUDGET_S)."""
    program.run(args)  # warm-up
    times = []
    while len(times) < iters and (len(times) < MIN_TIMED or sum(times) < TIMING_BUDGET_S * 1e3):
        start = time.perf_counter()
        program.run(args)
        times.append((time.perf_counter() - start) * 1e3)
    return statistics.median(times), len(times)


# ---- the check against hlx ----------------------------------------------------------------------------


def as_float64(array):
    if array.dtype == np.uint16:  # bf16 bits, as hlx saves them (no program here has a ui16 result)
        return bf16_values(array).astype(np.float64)
    return np.asarray(array).astype(np.float64)


def compare(peer_outputs, hlx_npz):
    """(largest error over the results, tolerance of that result, whether a float result of hlx's is all
    NaN). Floats and complex numbers: relative to the result's largest finite magnitude, NaN where hlx has
    NaN; others: the fraction of elements that differ."""
    worst, tolerance, all_nan = 0.0, 0.0, False
    with np.load(hlx_npz) as h:
        names = sorted(h.files, key=lambda n: int(n.removeprefix("result")))
        if len(names) != len(peer_outputs):
            raise PeerError(f"{len(peer_outputs)} results, hlx has {len(names)}")
        for name, mine in zip(names, peer_outputs):
            ref = h[name]
            mine = np.asarray(mine)
            if tuple(mine.shape) != tuple(ref.shape):
                raise PeerError(f"{name} has shape {mine.shape}, hlx's {ref.shape}")
            if ref.dtype == np.uint16 or ref.dtype.kind in "fc":
                if ref.dtype.kind == "c":  # the complex difference's magnitude, as for a real
                    element = {8: "c64", 16: "c128"}[ref.itemsize]
                    x, y = mine.astype(np.complex128), ref.astype(np.complex128)
                else:
                    element = "bf16" if ref.dtype == np.uint16 else {2: "f16", 4: "f32", 8: "f64"}[ref.itemsize]
                    x = mine.astype(np.float64) if element != "bf16" else mine.astype(np.float32).astype(np.float64)
                    y = as_float64(ref)
                all_nan |= bool(y.size and np.isnan(y).all())
                scale = max(np.max(np.abs(y[np.isfinite(y)]), initial=0.0), 1e-30)
                same = (x == y) | (np.isnan(x) & np.isnan(y))
                error = float(np.max(np.where(same, 0.0, np.abs(x - y)), initial=0.0) / scale)
                error = float("inf") if np.isnan(error) else error
                limit = TOLERANCE[element]
            else:
                error = float(np.count_nonzero(mine.astype(ref.dtype) != ref)) / max(ref.size, 1)
                limit = 0.0
            if error / max(limit, 1e-300) >= worst / max(tolerance, 1e-300):
                worst, tolerance = error, limit
    return worst, tolerance, all_nan


def hlx_outputs(hlx, path, inputs, seed, work):
    """hlx's results (an .npz) of the program at path on `inputs` ("random" or an .npz)."""
    out = pathlib.Path(work) / "hlx_results.npz"
    done = subprocess.run([hlx, "run", str(path), "--backend=cpu", f"--inputs={inputs}", f"--seed={seed}",
                           f"--save-outputs={out}"], capture_output=True, text=True)
    if done.returncode != 0:
        raise PeerError(f"hlx run failed (exit {done.returncode}): "
                        + (done.stderr.strip().splitlines() or ["no message"])[-1])
    return out


def valid_inputs(signature, seed, floats=False):
    """Timing inputs with integer arguments redrawn in {0, 1} (valid token ids and masks); with `floats`,
    float arguments redrawn as valid_floats makes weights (a model whose parameters are its arguments:
    random batch-norm variances in [-1, 1) make it NaN)."""
    rng = np.random.default_rng(seed)
    out = []
    for i, (shape, element) in enumerate(signature):
        if element.startswith(("i", "ui")) and element != "i1":
            out.append(rng.integers(0, 2, shape).astype(NUMPY_DTYPES[element]))
        elif floats and element in FLOATS and shape:
            out.append(valid_floats(rng, shape, element))
        else:
            out.append(random_array(shape, element, seed * 1000003 + i))
    return out


def as_eigenpairs(outputs):
    """An eigendecomposition's (eigenvalues, eigenvectors as columns) in a form that does not depend on
    rounding: the eigenvalues sorted, and the magnitudes of the eigenvectors' elements in that order (each
    vector is unique up to a phase; LAPACK makes its largest element real)."""
    w, v = (np.asarray(x) for x in outputs)
    order = np.lexsort((w.imag, w.real))
    return [w[order], np.abs(v[:, order])]  # of the results' precision, which sets the tolerance


def check(args, peer, program, outputs, path, text, signature, inputs_arg):
    """{"check", "max_rel_err", "tolerance"}: the peer's results against hlx's. A program whose first line
    says `peer check: eigenpairs` returns eigenvalues and eigenvectors, compared as as_eigenpairs makes
    them."""
    eigen = "peer check: eigenpairs" in text.split("\n", 1)[0]
    with tempfile.TemporaryDirectory() as work:
        ref = hlx_outputs(args.hlx, path, inputs_arg, args.seed, work)
        if eigen:
            with np.load(ref) as h:
                mine = as_eigenpairs([h["result0"], h["result1"]])
            np.savez(pathlib.Path(work) / "eigen.npz", result0=mine[0], result1=mine[1])
            ref = pathlib.Path(work) / "eigen.npz"
            outputs = as_eigenpairs(outputs)
        error, tolerance, all_nan = compare(outputs, ref)
        if eigen:
            return {"check": "eigenpairs, sorted", "max_rel_err": error, "tolerance": tolerance}
        if not all_nan:
            return {"check": "timing inputs", "max_rel_err": error, "tolerance": tolerance}
        # hlx's results are NaN on the timing inputs: both sides again, on valid values; where they are
        # still NaN, with the float arguments valid weights too.
        valid_text = with_elided_values(path, path.read_text(), args.seed, valid=True)
        copy = pathlib.Path(work) / f"{path.stem}.valid.mlir"
        copy.write_text(valid_text)
        if valid_text != text:
            program, _ = compile_peer(peer, valid_text, args.threads)
        for floats in (False, True):
            arrays = valid_inputs(signature, args.seed, floats)
            npz = pathlib.Path(work) / "valid_inputs.npz"
            save_npz(npz, arrays, signature)
            ref = hlx_outputs(args.hlx, copy, npz, args.seed, work)
            outputs = program.to_numpy(program.run(program.load(peer_arrays(arrays, signature))))
            error, tolerance, all_nan = compare(outputs, ref)
            if not all_nan:
                break
        what = ("valid inputs" + (", float arguments as weights" if floats else "")
                + (", still all NaN" if all_nan else ""))
        return {"check": what, "max_rel_err": error, "tolerance": tolerance}


def run_program(args):
    path = pathlib.Path(args.file)
    text = path.read_text()
    signature = entry_signature(text)
    if args.save_inputs:
        save_npz(args.save_inputs, make_inputs(path, signature, args.inputs, args.seed), signature)
        return None
    text = with_elided_values(path, text, args.seed)
    program, compile_ms = compile_peer(args.peer, text, args.threads)  # first: a rejection comes at once
    inputs = make_inputs(path, signature, args.inputs, args.seed)
    loaded = program.load(peer_arrays(inputs, signature))
    if args.inputs != "documented":
        inputs = None  # the peer holds its own copy; hlx's check run needs the memory (MoE: 5.6 GB)
    ms, timed = time_runs(program, loaded, args.iters)
    result = {"file": str(path), "peer": args.peer, "ms": round(ms, 4), "iters": timed,
              "compile_ms": round(compile_ms, 1)}
    if hasattr(program, "temp_bytes"):
        result["temp_bytes"] = program.temp_bytes()
    if args.check:
        outputs = program.to_numpy(program.run(loaded))
        del loaded
        # hlx reads an .npz for anything but its own random inputs (the RUN lines' values, say).
        inputs_arg = "random" if args.inputs == "random" else args.inputs
        if args.inputs == "documented":
            inputs_arg = tempfile.NamedTemporaryFile(suffix=".npz", delete=False).name
            save_npz(inputs_arg, inputs, signature)
        try:
            result.update(check(args, args.peer, program, outputs, path, text, signature, inputs_arg))
        finally:
            if args.inputs == "documented":
                os.unlink(inputs_arg)
    return result


# ---- JAX end to end: a training step ------------------------------------------------------------------


def train_step(args):
    """Times a jitted training step of a small transformer (embedding, 2 pre-LayerNorm blocks of 4-head
    self-attention and a GELU MLP, a vocabulary projection; softmax cross-entropy; optax adam) on
    args.platform: batch 8, 64 tokens, width 128, MLP 512, vocabulary 256."""
    import flax.linen as nn
    import jax
    import jax.numpy as jnp
    import optax

    class Block(nn.Module):
        @nn.compact
        def __call__(self, x):
            y = nn.LayerNorm()(x)
            x = x + nn.MultiHeadDotProductAttention(num_heads=4)(y, y)
            y = nn.LayerNorm()(x)
            return x + nn.Dense(128)(nn.gelu(nn.Dense(512)(y)))

    class Transformer(nn.Module):
        @nn.compact
        def __call__(self, tokens):
            x = nn.Embed(256, 128)(tokens)
            x = x + self.param("position", nn.initializers.normal(0.02), (tokens.shape[1], 128))
            for _ in range(2):
                x = Block()(x)
            return nn.Dense(256)(nn.LayerNorm()(x))

    model = Transformer()
    optimizer = optax.adam(1e-3)
    cpu = jax.devices("cpu")[0]
    device = jax.devices(args.platform)[0]
    with jax.default_device(cpu):  # made on the CPU, then moved: the step is what is timed
        key = jax.random.PRNGKey(0)
        tokens = jax.random.randint(key, (8, 64), 0, 256)
        targets = jnp.roll(tokens, -1, axis=1)
        params = model.init(key, tokens)
        state = optimizer.init(params)
    params, state, tokens, targets = jax.device_put((params, state, tokens, targets), device)

    @jax.jit
    def step(params, state, tokens, targets):
        def loss_fn(p):
            logits = model.apply(p, tokens)
            return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, state = optimizer.update(grads, state, params)
        return optax.apply_updates(params, updates), state, loss

    start = time.perf_counter()
    params, state, loss = step(params, state, tokens, targets)
    loss.block_until_ready()
    compile_ms = (time.perf_counter() - start) * 1e3
    times = []
    for _ in range(args.iters):
        start = time.perf_counter()
        params, state, loss = step(params, state, tokens, targets)
        loss.block_until_ready()
        times.append((time.perf_counter() - start) * 1e3)
    ms = statistics.median(times)
    loss = float(loss)
    if not np.isfinite(loss):
        raise PeerError(f"the loss is {loss} after {args.iters + 1} steps")
    return {"platform": args.platform, "ms": round(ms, 4), "steps_per_s": round(1e3 / ms, 2),
            "iters": args.iters, "compile_ms": round(compile_ms, 1), "loss": round(loss, 4)}


# ---- JAX end to end: compile time and the cost of a call ----------------------------------------------


ARITH_CONSTANT = re.compile(r"\barith\.constant(\s+dense<)")


def compile_time(args):
    """The median of args.rounds compilations of the file's text through the JAX client of
    args.platform; elided constants are written as hlx's values, as for the timed runs, and tensor
    `arith.constant`s (torch-mlir's) as `stablehlo.constant`s, the same op: jaxlib sends a plugin the
    program as a StableHLO portable artifact, which has no arith ops."""
    path = pathlib.Path(args.file)
    text = ARITH_CONSTANT.sub(r"stablehlo.constant\1", with_elided_values(path, path.read_text(), args.seed))
    XlaCpu("func.func @main() {\n  func.return\n}\n", args.platform)  # the client and LAPACK, made first
    times = []
    for _ in range(args.rounds):
        start = time.perf_counter()
        program = XlaCpu(text, args.platform)
        times.append((time.perf_counter() - start) * 1e3)
        del program
    return {"file": str(path), "platform": args.platform, "compile_ms": round(statistics.median(times), 1),
            "rounds": args.rounds}


def dispatch(args):
    """Microseconds per call of jax.jit(lambda x: x + 1) on an f32 scalar on each platform of
    args.platform (a comma-separated list), each call's result waited for: what one jitted call costs
    beyond its work. The platforms take turns in one process, args.rounds rounds of args.iters calls
    each, the order flipped every round, so that a machine whose speed drifts over seconds slows each
    alike; each platform's median round."""
    import jax

    platforms = args.platform.split(",")
    f = jax.jit(lambda x: x + np.float32(1))
    xs = {p: jax.device_put(np.float32(0), jax.devices(p)[0]) for p in platforms}
    rounds = {p: [] for p in platforms}
    for p in platforms:  # compiled, and a first round not counted
        for _ in range(args.iters):
            xs[p] = f(xs[p])
            xs[p].block_until_ready()
    for r in range(args.rounds):
        for p in platforms if r % 2 == 0 else platforms[::-1]:
            x = xs[p]
            start = time.perf_counter()
            for _ in range(args.iters):
                x = f(x)
                x.block_until_ready()
            rounds[p].append((time.perf_counter() - start) * 1e6 / args.iters)
            xs[p] = x
    calls = (1 + args.rounds) * args.iters
    result = {"iters": args.iters, "rounds": args.rounds}
    for p in platforms:
        value = float(xs[p])
        if value != calls:
            raise PeerError(f"{p}: after {calls} calls of x + 1 from 0 the value is {value}")
        result[p] = {"us_per_call": round(statistics.median(rounds[p]), 2),
                     "us_per_call_min": round(min(rounds[p]), 2)}
    return result


def infer(args):
    """Times a jitted inference of the flax model bench/gen_models.py exports as args.infer, on
    args.platform: jax.jit(model.apply) on parameters from model.init and that script's example inputs,
    each call's results waited for (dispatch included). The first call (tracing and compiling) is timed
    apart; "norm" is the first result's 2-norm, for comparing the platforms."""
    import jax
    import gen_models

    exports = gen_models.exports()
    if args.infer not in exports:
        raise PeerError(f"no exported model {args.infer!r} (models: {', '.join(exports)})")
    _, model, _ = exports[args.infer]
    cpu, device = jax.devices("cpu")[0], jax.devices(args.platform)[0]
    with jax.default_device(cpu):  # made on the CPU, then moved: the calls are what is timed
        inputs = gen_models.example_inputs(args.infer)
        params = model.init(jax.random.key(0), *inputs)
    params, inputs = jax.device_put((params, inputs), device)
    apply = jax.jit(model.apply)
    start = time.perf_counter()
    jax.block_until_ready(apply(params, *inputs))
    compile_ms = (time.perf_counter() - start) * 1e3
    times = []
    for _ in range(args.iters):
        start = time.perf_counter()
        outputs = jax.block_until_ready(apply(params, *inputs))
        times.append((time.perf_counter() - start) * 1e3)
    ms = statistics.median(times)
    first = np.asarray(jax.tree_util.tree_leaves(outputs)[0], np.float64)
    return {"model": args.infer, "platform": args.platform, "ms": round(ms, 4), "calls_per_s": round(1e3 / ms, 2),
            "iters": args.iters, "compile_ms": round(compile_ms, 1), "norm": float(np.linalg.norm(first))}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file", nargs="?")
    parser.add_argument("--peer", choices=["xla-cpu", "iree"], default="xla-cpu")
    parser.add_argument("--iters", type=int, default=10)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--inputs", default="random", help="random, documented (the RUN lines' values, "
                        "else random) or an .npz file")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--save-inputs", default="", help="write the inputs to an .npz file and stop")
    parser.add_argument("--check", action="store_true", help="compare the results with hlx run's")
    parser.add_argument("--hlx", default=os.environ.get("HLX", str(ROOT / "build" / "hlx")))
    parser.add_argument("--train-step", action="store_true", help="time the flax training step")
    parser.add_argument("--platform", default="cpu",
                        help="with --train-step, --compile, --infer: cpu or hlx; with --dispatch: "
                        "cpu, hlx or both (cpu,hlx)")
    parser.add_argument("--compile", action="store_true", help="time FILE's compilation through JAX")
    parser.add_argument("--rounds", type=int, default=3, help="with --compile: how many compilations; with --dispatch: "
                        "how many rounds of --iters calls")
    parser.add_argument("--dispatch", action="store_true", help="time calls of a jitted scalar function")
    parser.add_argument("--infer", default="", help="time jitted calls of a model of bench/gen_models.py")
    args = parser.parse_args()
    # Both pools are sized when they start, so before jax or IREE is imported.
    os.environ["PJRT_NPROC"] = str(args.threads)
    try:
        if args.train_step:
            result = train_step(args)
        elif args.dispatch:
            result = dispatch(args)
        elif args.infer:
            result = infer(args)
        elif args.compile and args.file:
            result = compile_time(args)
        elif args.file:
            result = run_program(args)
        else:
            parser.error("a FILE or --train-step")
    except PeerError as e:
        jax_mode = args.train_step or args.compile or args.dispatch or args.infer
        sys.exit(f"{args.platform if jax_mode else args.peer}: {e}")
    if result is not None:
        print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
