#!/usr/bin/python3
"""Writes the benchmark programs of bench/programs/ (checked in; `--check` verifies they are current).

  dot_{f32,bf16}_{512,1024,2048}.mlir  an N x N x N matrix product        (peer: oneDNN matmul)
  dot_{f64,i32}_512.mlir               the same in types oneDNN does not    (no peer: hlx's own GEMM,
                                       take                                 docs/cpu-backend.md)
  gelu_64m.mlir                        GELU, tanh form, over 64M f32        (peers: triad, torch eager)
  gelu_64m_bf16.mlir                   the same in bf16                     (peers: triad, torch eager)
  layernorm.mlir                       layer norm of 8192x1024 f32 rows,    (peers: triad, torch eager)
                                       with scale and bias
  dispatch_chain.mlir                  1,000 dependent elementwise ops on   (peer: torch eager, per op)
                                       tensor<4xf32>; they fuse into one kernel
  dispatch_steps.mlir                  1,000 dependent reductions of        (peer: torch eager, per
                                       tensor<4xf32>, each a step of its     reduction)
                                       own: the cost of one step
  moe_small.mlir                       the corpus's Mixtral MoE layer with  (no peer: the CPU backend is
                                       16 tokens, hidden 64, ffn 128, 8     compared with the evaluator
                                       experts, top-2                       on it, tests/lit/cpu/
                                                                            moe-vs-interp.mlir)
"""
import pathlib
import sys

PROGRAMS = pathlib.Path(__file__).resolve().parent / "programs"
CHAIN_LENGTH = 1000


def dot(dtype, n, peer="Peer: oneDNN's matmul."):
    t = f"tensor<{n}x{n}x{dtype}>"
    return f"""// An {n}x{n}x{n} {dtype} matrix product: {2 * n**3} flops. {peer}
func.func @main(%a: {t}, %b: {t}) -> {t} {{
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : ({t}, {t}) -> {t}
  return %0 : {t}
}}
"""


def scalar(name, value, t):
    element = t[:-1].rsplit("x", 1)[1]
    return (f"  %{name}_s = stablehlo.constant dense<{value}> : tensor<{element}>\n"
            f"  %{name} = stablehlo.broadcast_in_dim %{name}_s, dims = [] : (tensor<{element}>) -> {t}\n")


def gelu(dtype="f32"):
    t = f"tensor<8192x8192x{dtype}>"
    body = "".join(scalar(n, v, t) for n, v in [("half", "5.000000e-01"), ("one", "1.000000e+00"),
                                                   ("k", "0.797884583"), ("c", "4.471500e-02")])
    about = {
        "f32": """elements
// (256 MiB in, 256 MiB out): memory-bound. Peers: the triad (bandwidth) and torch eager.""",
        "bf16": """elements
// (128 MiB in, 128 MiB out), each op rounded to bf16: memory-bound where the chain is read from a
// lookup table. Peers: the triad (bandwidth), torch eager, XLA CPU and IREE.""",
    }[dtype]
    return f"""// GELU in its tanh form, 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))), over 64M {dtype} {about}
func.func @main(%x: {t}) -> {t} {{
{body}  %x2 = stablehlo.multiply %x, %x : {t}
  %x3 = stablehlo.multiply %x2, %x : {t}
  %cx3 = stablehlo.multiply %c, %x3 : {t}
  %inner = stablehlo.add %x, %cx3 : {t}
  %scaled = stablehlo.multiply %k, %inner : {t}
  %th = stablehlo.tanh %scaled : {t}
  %onep = stablehlo.add %one, %th : {t}
  %hx = stablehlo.multiply %half, %x : {t}
  %y = stablehlo.multiply %hx, %onep : {t}
  return %y : {t}
}}
"""


def layernorm():
    rows, cols = 8192, 1024
    t, r, v = f"tensor<{rows}x{cols}xf32>", f"tensor<{rows}xf32>", f"tensor<{cols}xf32>"
    return f"""// Layer norm over the rows of a {rows}x{cols} f32 matrix, with scale and bias (eps 1e-5), as JAX
// writes it: two row reductions and elementwise ops. Memory-bound. Peers: the triad and torch eager.
func.func @main(%x: {t}, %scale: {v}, %bias: {v}) -> {t} {{
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %n_s = stablehlo.constant dense<{float(cols):e}> : tensor<f32>
  %eps_s = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : ({t}, tensor<f32>) -> {r}
  %n = stablehlo.broadcast_in_dim %n_s, dims = [] : (tensor<f32>) -> {r}
  %mean = stablehlo.divide %sum, %n : {r}
  %mean_b = stablehlo.broadcast_in_dim %mean, dims = [0] : ({r}) -> {t}
  %d = stablehlo.subtract %x, %mean_b : {t}
  %d2 = stablehlo.multiply %d, %d : {t}
  %ssq = stablehlo.reduce(%d2 init: %zero) applies stablehlo.add across dimensions = [1] : ({t}, tensor<f32>) -> {r}
  %var = stablehlo.divide %ssq, %n : {r}
  %eps = stablehlo.broadcast_in_dim %eps_s, dims = [] : (tensor<f32>) -> {r}
  %ve = stablehlo.add %var, %eps : {r}
  %inv = stablehlo.rsqrt %ve : {r}
  %inv_b = stablehlo.broadcast_in_dim %inv, dims = [0] : ({r}) -> {t}
  %norm = stablehlo.multiply %d, %inv_b : {t}
  %scale_b = stablehlo.broadcast_in_dim %scale, dims = [1] : ({v}) -> {t}
  %scaled = stablehlo.multiply %norm, %scale_b : {t}
  %bias_b = stablehlo.broadcast_in_dim %bias, dims = [1] : ({v}) -> {t}
  %y = stablehlo.add %scaled, %bias_b : {t}
  return %y : {t}
}}
"""


def dispatch_chain():
    t = "tensor<4xf32>"
    lines = []
    x = "%x"
    for i in range(CHAIN_LENGTH):
        op, operands = [("add", f"{x}, %b"), ("multiply", f"{x}, %a"), ("tanh", x),
                        ("subtract", f"{x}, %b")][i % 4]
        lines.append(f"  %v{i} = stablehlo.{op} {operands} : {t}")
        x = f"%v{i}"
    body = "\n".join(lines)
    return f"""// {CHAIN_LENGTH} dependent elementwise ops on {t} (add, multiply, tanh, subtract in turn): the work is
// nothing, so the time per op is the cost of one step of the runtime. Peer: torch eager, per op.
// Generated by bench/gen_programs.py.
func.func @main(%x: {t}, %a: {t}, %b: {t}) -> {t} {{
{body}
  return {x} : {t}
}}
"""


def dispatch_steps():
    t = "tensor<4xf32>"
    lines = []
    x = "%x"
    for i in range(CHAIN_LENGTH):
        lines.append(f"  %m{i} = stablehlo.reduce({x} init: %ninf) applies stablehlo.maximum across dimensions = [0]"
                     f" : ({t}, tensor<f32>) -> tensor<f32>")
        lines.append(f"  %b{i} = stablehlo.broadcast_in_dim %m{i}, dims = [] : (tensor<f32>) -> {t}")
        lines.append(f"  %v{i} = stablehlo.subtract %b{i}, %a : {t}")
        x = f"%v{i}"
    body = "\n".join(lines)
    return f"""// {CHAIN_LENGTH} dependent reductions of {t}, each followed by a broadcast and a subtract: a reduction
// ends its fusion, so each is one step of the runtime (the broadcast and subtract fuse into the next
// reduction's kernel), and the work is nothing: the time per reduction is the cost of one step.
// Peer: torch eager, per reduction (three ops). Generated by bench/gen_programs.py.
func.func @main(%x: {t}, %a: {t}) -> {t} {{
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
{body}
  return {x} : {t}
}}
"""


def moe(tokens, hidden, ffn, experts, k):
    """The Mixtral MoE layer of the corpus (models/jax_mixtral_moe_layer.mlir: 512 tokens, hidden 4096,
    ffn 14336, 8 experts, top-2) with other dimensions: the same ops in the same order, as JAX exports it
    (router matmul, mhlo.topk, softmax over the k chosen logits, then per choice a one-hot, every token
    through every expert's SwiGLU, and the one-hot picking the chosen expert's row back)."""
    t, d, f, e = tokens, hidden, ffn, experts
    x, rw = f"tensor<{t}x{d}xf32>", f"tensor<{d}x{e}xf32>"
    wg, wd = f"tensor<{e}x{d}x{f}xf32>", f"tensor<{e}x{f}x{d}xf32>"
    logits, tk, tki = f"tensor<{t}x{e}xf32>", f"tensor<{t}x{k}xf32>", f"tensor<{t}x{k}xi32>"
    tv, col, coli = f"tensor<{t}xf32>", f"tensor<{t}x1xf32>", f"tensor<{t}x1xi32>"
    ted, etd, etf = f"tensor<{t}x{d}x{e}xf32>", f"tensor<{e}x{t}x{d}xf32>", f"tensor<{e}x{t}x{f}xf32>"
    lines = [
        "%cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>",
        "%cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>",
        "%cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>",
        f"%0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : ({x}, {rw}) -> {logits}",
        f"%1:2 = stablehlo.custom_call @mhlo.topk(%0) {{mhlo.attributes = {{k = {k} : i64}}, mhlo.version = 1 : i64}}"
        f" : ({logits}) -> ({tk}, {tki})",
        f"%2 = stablehlo.reduce(%1#0 init: %cst_1) applies stablehlo.maximum across dimensions = [1]"
        f" : ({tk}, tensor<f32>) -> {tv}",
        f"%3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> {tv}",
        f"%4 = stablehlo.maximum %3, %2 : {tv}",
        f"%5 = stablehlo.broadcast_in_dim %4, dims = [0] : ({tv}) -> {col}",
        f"%6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : ({col}) -> {tk}",
        f"%7 = stablehlo.subtract %1#0, %6 : {tk}",
        f"%8 = stablehlo.exponential %7 : {tk}",
        f"%9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [1]"
        f" : ({tk}, tensor<f32>) -> {tv}",
        f"%10 = stablehlo.broadcast_in_dim %9, dims = [0] : ({tv}) -> {col}",
        f"%11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : ({col}) -> {tk}",
        f"%12 = stablehlo.divide %8, %11 : {tk}",
        f"%13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> {x}",
    ]
    acc = "%13"
    for c in range(k):
        v = f"c{c}_"
        lines += [
            f"%{v}idx = stablehlo.slice %1#1 [0:{t}, {c}:{c + 1}] : ({tki}) -> {coli}",
            f"%{v}idx1 = stablehlo.reshape %{v}idx : ({coli}) -> tensor<{t}xi32>",
            f"%{v}hot = call @_one_hot(%{v}idx1) : (tensor<{t}xi32>) -> {logits}",
            f"%{v}gate = stablehlo.slice %12 [0:{t}, {c}:{c + 1}] : ({tk}) -> {col}",
            f"%{v}ted = stablehlo.dot_general %arg0, %{v}hot, batching_dims = [0] x [0], contracting_dims = [] x []"
            f" : ({x}, {logits}) -> {ted}",
            f"%{v}etd = stablehlo.transpose %{v}ted, dims = [2, 0, 1] : ({ted}) -> {etd}",
            f"%{v}g = stablehlo.dot_general %{v}etd, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1]"
            f" : ({etd}, {wg}) -> {etf}",
            f"%{v}u = stablehlo.dot_general %{v}etd, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1]"
            f" : ({etd}, {wg}) -> {etf}",
            f"%{v}neg = stablehlo.negate %{v}g : {etf}",
            f"%{v}exp = stablehlo.exponential %{v}neg : {etf}",
            f"%{v}one = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> {etf}",
            f"%{v}den = stablehlo.add %{v}one, %{v}exp : {etf}",
            f"%{v}one2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> {etf}",
            f"%{v}sig = stablehlo.divide %{v}one2, %{v}den : {etf}",
            f"%{v}silu = stablehlo.multiply %{v}g, %{v}sig : {etf}",
            f"%{v}h = stablehlo.multiply %{v}silu, %{v}u : {etf}",
            f"%{v}down = stablehlo.dot_general %{v}h, %arg4, batching_dims = [0] x [0], contracting_dims = [2] x [1]"
            f" : ({etf}, {wd}) -> {etd}",
            f"%{v}pick = stablehlo.dot_general %{v}hot, %{v}down, batching_dims = [0] x [1], contracting_dims = [1] x [0]"
            f" : ({logits}, {etd}) -> {x}",
            f"%{v}gate_b = stablehlo.broadcast_in_dim %{v}gate, dims = [0, 1] : ({col}) -> {x}",
            f"%{v}out = stablehlo.multiply %{v}gate_b, %{v}pick : {x}",
            f"%{v}acc = stablehlo.add {acc}, %{v}out : {x}",
        ]
        acc = f"%{v}acc"
    body = "\n".join("    " + line for line in lines)
    return f"""// The Mixtral MoE layer of the corpus (models/jax_mixtral_moe_layer.mlir) with {t} tokens, hidden {d},
// ffn {f}, {e} experts, top-{k}: the same ops in the same order. Small enough for the reference
// evaluator, so the CPU backend can be compared with it. Generated by bench/gen_programs.py.
module @jit_mixtral_moe {{
  func.func public @main(%arg0: {x}, %arg1: {rw}, %arg2: {wg}, %arg3: {wg}, %arg4: {wd}) -> {x} {{
{body}
    return {acc} : {x}
  }}
  func.func private @_one_hot(%arg0: tensor<{t}xi32>) -> {logits} {{
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<{t}xi32>) -> {coli}
    %1 = stablehlo.iota dim = 1 : tensor<1x{e}xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : ({coli}) -> tensor<{t}x{e}xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x{e}xi32>) -> tensor<{t}x{e}xi32>
    %4 = stablehlo.compare  EQ, %2, %3,  SIGNED : (tensor<{t}x{e}xi32>, tensor<{t}x{e}xi32>) -> tensor<{t}x{e}xi1>
    %5 = stablehlo.convert %4 : (tensor<{t}x{e}xi1>) -> {logits}
    return %5 : {logits}
  }}
}}
"""


def programs():
    out = {}
    for dtype in ["f32", "bf16"]:
        for n in [512, 1024, 2048]:
            out[f"dot_{dtype}_{n}.mlir"] = dot(dtype, n)
    for dtype in ["f64", "i32"]:
        out[f"dot_{dtype}_512.mlir"] = dot(dtype, 512, "No peer: oneDNN takes no " + dtype + ", hlx's own GEMM does.")
    out["gelu_64m.mlir"] = gelu()
    out["gelu_64m_bf16.mlir"] = gelu("bf16")
    out["layernorm.mlir"] = layernorm()
    out["dispatch_chain.mlir"] = dispatch_chain()
    out["dispatch_steps.mlir"] = dispatch_steps()
    out["moe_small.mlir"] = moe(tokens=16, hidden=64, ffn=128, experts=8, k=2)
    return out


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] not in ([], ["--check"]):
        sys.exit("usage: bench/gen_programs.py [--check]")
    stale = []
    for name, text in programs().items():
        path = PROGRAMS / name
        if check:
            if not path.exists() or path.read_text() != text:
                stale.append(name)
        else:
            path.write_text(text)
    if stale:
        sys.exit("bench/programs is not what bench/gen_programs.py writes: " + ", ".join(stale))


if __name__ == "__main__":
    main()
