#!/usr/bin/env python3
"""The figures of docs/quantization.md: `hlx quantize` on the corpus's models, static and weight-only.

    bench/quantize_models.py [--models=bert,resnet50,mobilenet,chess] [--calibration=N] [--eval=M]
                             [--iters=K] [--rounds=R] [--modes=static,weight-only,dynamic] [--per-channel]
                             [--timing-only] [--threads=N] [--hlx=build/hlx] [--work=DIR]

The corpus's models come without trained weights: BERT, MobileNet and the chess transformer take theirs
as arguments, ResNet-50 has them elided. This script makes synthetic ones, each by how the program uses
it (read off the MLIR text): a contraction's weight N(0, 1/fan_in) (He's 2/fan_in for a convolution
kernel), a scale (a multiply) uniform in [0.8, 1.2], a variance (under a square root) uniform in
[0.5, 1.5], a shift (an add or subtract) N(0, 0.1), an embedding table N(0, 1). The weights given as
arguments are bound with `hlx quantize --weights`, the elided ones written into a copy of the program.

For each model it writes the float baseline (`hlx quantize --ops=none`: the same weights bound, the same
optimizations, nothing quantized), calibrates on N random samples of the inputs (--calibration, default
8), and runs the float and each quantized program on M other random samples (--eval, default 4) on the
CPU backend, then prints per model and mode: the bytes of the program's constants before and after,
each output's SQNR over the M samples (10 log10 of the sum of squares of the float outputs over that of
the differences; each program runs on all M in one `hlx run --samples`), for classifiers the top-1 agreement with the float program, and the `hlx bench` run
time of the float and the quantized programs: the median of --iters runs, benched in --rounds rounds that
take the programs in turn, the least of the rounds (other work on the machine only ever adds time).
--timing-only benches the programs an earlier run left in --work. --threads=N benches with
OMP_NUM_THREADS=N (the CPU backend's threads are OpenMP's, which spin while they wait: on a machine whose
cores other work also uses, one thread times more steadily).
"""
import argparse
import json
import os
import re
import subprocess
import sys
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.environ.get("HLX_CORPUS", os.path.join(os.path.dirname(ROOT), "shared", "corpus"))


def bf16_bits(x):
    """float32 values as the raw bits of bf16 (rounded to nearest even), as hlx reads bf16 arrays."""
    u = np.asarray(x, np.float32).view(np.uint32)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def from_array(a, element):
    """An output array as float64 (bf16 arrives as raw uint16 bits)."""
    if element == "bf16":
        return (a.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return a.astype(np.float64)


NUMPY_TYPES = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "i64": np.int64, "bf16": None}


def parse_type(text):
    """`tensor<1x3xf32>` -> ((1, 3), 'f32')."""
    body = text[len("tensor<"):-1]
    parts = body.split("x")
    return tuple(int(p) for p in parts[:-1]), parts[-1]


def functions(text):
    """Each func.func of the text: (name, header line, body text)."""
    out = []
    starts = [m.start() for m in re.finditer(r"^\s*func\.func ", text, re.M)] + [len(text)]
    for a, b in zip(starts, starts[1:]):
        chunk = text[a:b]
        name = re.search(r"@([\w.$-]+)\(", chunk).group(1)
        out.append((name, chunk.split("\n", 1)[0], chunk))
    return out


def arguments(header):
    """The argument types of a function header, in order."""
    return [parse_type(m.group(1)) for m in re.finditer(r"%arg\d+: (tensor<[^>]*>)", header)]


class Uses:
    """What a function body does with a value: enough to tell a weight from a scale or a shift."""

    def __init__(self, body):
        self.lines = [l.strip() for l in body.split("\n")]
        self.defs = {}
        for l in self.lines:
            m = re.match(r"(%[\w.#]+)(?::\d+)? = ", l)
            if m:
                self.defs[m.group(1)] = l
        self.const_cache = {}

    def operands(self, line):
        rhs = line.split(" = ", 1)[1] if " = " in line else line
        rhs = rhs.split(" : ")[0]
        return re.findall(r"%[\w.#]+", rhs)

    def is_const(self, name, depth=0):
        if name in self.const_cache:
            return self.const_cache[name]
        line = self.defs.get(name)
        result = False
        if line is not None and depth < 50:
            if "stablehlo.constant" in line or "arith.constant" in line:
                result = True
            elif "stablehlo.iota" in line:
                result = True
            else:
                ops = self.operands(line)
                result = bool(ops) and all(self.is_const(o, depth + 1) for o in ops)
        self.const_cache[name] = result
        return result

    def first_use(self, name):
        pattern = re.compile(re.escape(name) + r"(?![\w.#])")
        for l in self.lines:
            if pattern.search(l) and not l.startswith(name + " ") and not l.startswith(name + ":"):
                return l
        return None

    def kind(self, name, depth=0):
        """weight, activation, scale, variance, shift, embedding or other."""
        line = self.first_use(name)
        if line is None or depth > 20:
            return "other"
        m = re.search(r"= \"?(stablehlo\.\w+|call)", line)
        op = m.group(1) if m else ""
        result = line.split(" = ")[0].split(":")[0] if " = " in line else None
        operands = self.operands(line)
        if op in ("stablehlo.broadcast_in_dim", "stablehlo.reshape", "stablehlo.convert", "stablehlo.transpose"):
            return self.kind(result, depth + 1)
        if op in ("stablehlo.dot_general", "stablehlo.convolution"):
            return "weight" if operands.index(name) == 1 else "activation"
        if op in ("stablehlo.rsqrt", "stablehlo.sqrt"):
            return "variance"
        if op in ("stablehlo.gather", "call"):
            return "embedding"
        if op in ("stablehlo.multiply", "stablehlo.add", "stablehlo.subtract", "stablehlo.divide"):
            others = [o for o in operands if o != name]
            if others and all(self.is_const(o) for o in others):
                return self.kind(result, depth + 1)
            return "scale" if op in ("stablehlo.multiply", "stablehlo.divide") else "shift"
        return "other"


def synthetic(kind, shape, rng, conv):
    size = int(np.prod(shape)) if shape else 1
    if kind == "weight":
        fan_in = max(1, size // max(shape))
        return rng.normal(0, np.sqrt((2.0 if conv else 1.0) / fan_in), shape)
    if kind == "scale":
        return rng.uniform(0.8, 1.2, shape)
    if kind == "variance":
        return rng.uniform(0.5, 1.5, shape)
    if kind == "shift":
        return rng.normal(0, 0.1, shape)
    if kind == "embedding":
        return rng.normal(0, 1, shape)
    return rng.normal(0, 0.1, shape)


def as_element(values, element):
    if element == "bf16":
        return bf16_bits(values)
    return np.asarray(values, NUMPY_TYPES[element])


def fill_elided(text, rng):
    """The program with each elided constant (dense_resource<__elided__>) given synthetic values."""
    body = max(functions(text), key=lambda f: len(f[2]))[2]
    uses = Uses(body)
    out = []
    for line in text.split("\n"):
        m = re.match(r"(\s*)(%[\w.#]+) = stablehlo.constant dense_resource<__elided__> : (tensor<[^>]*>)", line)
        if m:
            shape, element = parse_type(m.group(3))
            kind = uses.kind(m.group(2))
            conv = "convolution" in (uses.first_use(m.group(2)) or "") or len(shape) == 4
            values = as_element(synthetic(kind, shape, rng, conv), element)
            line = '%s%s = stablehlo.constant dense<"0x%s"> : %s' % (m.group(1), m.group(2),
                                                                    values.tobytes().hex().upper(), m.group(3))
        out.append(line)
    return "\n".join(out)


# The models: the corpus file, the entry's arguments that are inputs (position -> how to draw a sample),
# whether the elided constants need values, and for classifiers the output whose last axis holds the
# classes.
def bert_inputs(rng):
    return {199: np.arange(512, dtype=np.int32)[None], 200: rng.integers(0, 30522, (1, 7)).astype(np.int32),
            201: rng.integers(0, 2, (1, 7)).astype(np.int32), 202: np.ones((1, 7), np.int32)}


MODELS = {
    "bert": dict(file="torchax_hf_bert_base.mlir", inputs=bert_inputs, classifier=None),
    "resnet50": dict(file="jax_flax_resnet50_elided_weights.mlir", elided=True,
                     inputs=lambda rng: {0: rng.normal(0, 1, (1, 3, 224, 224)).astype(np.float32)},
                     classifier=None),
    "mobilenet": dict(file="torchmlir_mobilenet_v2_bf16.mlir",
                      inputs=lambda rng: {0: bf16_bits(rng.normal(0, 1, (1, 3, 224, 224)))}, classifier=0),
    "chess": dict(file="jax_haiku_searchless_chess_9m_transformer.mlir",
                  inputs=lambda rng: {94: rng.integers(0, 32, (33, 79)).astype(np.int32)}, classifier=0),
}


def run(cmd, **kwargs):
    result = subprocess.run(cmd, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.exit("failed: %s\n%s%s" % (" ".join(cmd), result.stdout, result.stderr))
    return result


def bench_ms(hlx, program, inputs, iters, threads):
    env = dict(os.environ)
    if threads:
        env["OMP_NUM_THREADS"] = str(threads)
    out = run([hlx, "bench", program, "--iters=%d" % iters, "--json", "--inputs=" + inputs], env=env).stdout
    return json.loads(out.strip().split("\n")[-1])["run_ms"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--models", default="bert,resnet50,mobilenet,chess")
    parser.add_argument("--modes", default="static,weight-only,dynamic")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--timing-only", action="store_true")
    parser.add_argument("--threads", type=int, default=0)
    parser.add_argument("--calibration", type=int, default=8)
    parser.add_argument("--eval", type=int, default=4)
    parser.add_argument("--iters", type=int, default=5)
    parser.add_argument("--per-channel", action="store_true")
    parser.add_argument("--hlx", default=os.path.join(ROOT, "build", "hlx"))
    parser.add_argument("--work", default="/tmp/hlx-quantize-models")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    for name in args.models.split(","):
        work = os.path.join(args.work, name)
        if not args.timing_only:
            measure(args, name, work)
        if args.rounds == 0:
            continue
        programs = ["float"] + args.modes.split(",")
        times = {p: [] for p in programs}
        for _ in range(args.rounds):
            for p in programs:
                times[p].append(bench_ms(args.hlx, os.path.join(work, p + ".mlir"), os.path.join(work, "eval0.npz"),
                                         args.iters, args.threads))
        best = {p: min(t) for p, t in times.items()}
        print("%s: hlx bench run (ms, least of %d rounds of medians of %d%s): %s" % (
            name, args.rounds, args.iters, ", %d thread(s)" % args.threads if args.threads else "", ", ".join("%s %.2f (%.2fx)" % (p, best[p], best[p] / best["float"])
                                                      for p in programs)), flush=True)


def measure(args, name, work):
    """Writes the programs and prints their sizes, SQNR and top-1 agreement."""
    model = MODELS[name]
    os.makedirs(work, exist_ok=True)
    rng = np.random.default_rng(0)
    source = os.path.join(CORPUS, "models", model["file"])
    text = open(source).read()
    if model.get("elided"):
        source = os.path.join(work, "filled.mlir")
        with open(source, "w") as f:
            f.write(fill_elided(text, rng))
        text = open(source).read()
    funcs = functions(text)
    main_header = next(h for n, h, b in funcs if n == "main")
    arg_types = arguments(main_header)
    body = max(funcs, key=lambda f: len(f[2]))[2]
    uses = Uses(body)
    sample = model["inputs"](rng)
    weights = {}
    for k, (shape, element) in enumerate(arg_types):
        if k in sample:
            continue
        kind = uses.kind("%%arg%d" % k)
        weights["arg%d" % k] = as_element(synthetic(kind, shape, rng, len(shape) == 4), element)
    bind = []
    if weights:
        np.savez(os.path.join(work, "weights.npz"), **weights)
        bind = ["--weights=" + os.path.join(work, "weights.npz")]
    # Calibration: N samples stacked, named by argument position; evaluation: other samples, named
    # by their position among the arguments left.
    cal = [model["inputs"](np.random.default_rng(100 + s)) for s in range(args.calibration)]
    np.savez(os.path.join(work, "calibration.npz"),
             **{"arg%d" % k: np.stack([c[k] for c in cal]) for k in sorted(sample)})
    # Evaluation samples stacked on a leading axis: each program runs on all of them in one `hlx run
    # --samples` (compiled once).
    drawn = [model["inputs"](np.random.default_rng(1000 + s)) for s in range(args.eval)]
    evals = os.path.join(work, "eval.npz")
    np.savez(evals, **{"arg%d" % i: np.stack([d[k] for d in drawn]) for i, k in enumerate(sorted(drawn[0]))})
    # The first of them alone: the inputs the programs are timed on.
    np.savez(os.path.join(work, "eval0.npz"), **{"arg%d" % i: drawn[0][k] for i, k in enumerate(sorted(drawn[0]))})

    baseline = os.path.join(work, "float.mlir")
    started = time.time()
    summary = run([args.hlx, "quantize", source, "--mode=weight-only", "--ops=none", "-o", baseline] + bind).stderr
    print("%s: float baseline (%.1f s): %s" % (name, time.time() - started, summary.strip()))
    float_outputs = os.path.join(work, "float.npz")
    run([args.hlx, "run", baseline, "--inputs=" + evals, "--samples", "--save-outputs=" + float_outputs])
    out_elements = [parse_type(t)[1] for t in re.findall(r"(tensor<[^>]*>)", main_header.split("->", 1)[1])]

    for mode in args.modes.split(","):
        program = os.path.join(work, "%s.mlir" % mode)
        cmd = [args.hlx, "quantize", source, "--mode=" + mode, "-o", program] + bind
        if mode == "static":
            cmd.append("--calibration=" + os.path.join(work, "calibration.npz"))
        if args.per_channel:
            cmd.append("--per-channel")
        started = time.time()
        summary = run(cmd).stderr.strip()
        quantize_s = time.time() - started
        agree, total = 0, 0
        out = os.path.join(work, "%s.npz" % mode)
        run([args.hlx, "run", program, "--inputs=" + evals, "--samples", "--save-outputs=" + out])
        f, q = np.load(float_outputs), np.load(out)
        keys = sorted(f.files, key=lambda k: int(k[6:]))
        signal, noise = [0.0] * len(keys), [0.0] * len(keys)
        for i, key in enumerate(keys):  # each output stacked over the samples
            a = from_array(f[key], out_elements[i])
            b = from_array(q[key], out_elements[i])
            finite = np.isfinite(a) & np.isfinite(b)
            signal[i] += float(np.sum(a[finite] ** 2))
            noise[i] += float(np.sum((a[finite] - b[finite]) ** 2))
            if model["classifier"] == i:
                agree += int(np.sum(np.argmax(a, -1) == np.argmax(b, -1)))
                total += int(np.prod(a.shape[:-1]))
        sqnr = ["%.1f" % (10 * np.log10(s_ / n_)) if n_ > 0 else "inf" for s_, n_ in zip(signal, noise)]
        line = "%s %s: quantized in %.1f s: %s\n  SQNR (dB) per output over %d samples: %s" % (
            name, mode, quantize_s, summary, args.eval, ", ".join(sqnr))
        if total:
            line += "; top-1 agreement %.1f%% (%d of %d)" % (100.0 * agree / total, agree, total)
        print(line, flush=True)


if __name__ == "__main__":
    main()
