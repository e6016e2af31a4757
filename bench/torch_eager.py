#!/usr/bin/python3
"""torch_eager: PyTorch eager on the same graph, the peer of hlx's model benchmarks.

Reads a StableHLO program (MLIR text, bytecode or HLO text: `hlx opt --generic` prints it in generic
form, which is what this file parses) and runs its entry function op by op with torch tensors, one or a
few torch calls per op, as a hand-written eager PyTorch model would. Compiling the program first turns
each op into a closure over its attributes, so a run is a loop over prepared steps; constants, and
layout changes of constant weights, are made once, as a model's weights would be.

  torch_eager.py FILE [--inputs=random|zeros|F.npz] [--seed=N] [--save-outputs=G.npz]
  torch_eager.py FILE --time [--iters=N] [--threads=T]     prints {"file","ms","iters"} (median ms)

Inputs follow `hlx run`: random inputs, and the values of elided constants (`dense_resource<__elided__>`),
come from the same seeded generator as hlx's (splitmix64, uniform in [-1, 1) for floats, -8..8 for
signed integers), so both runs see the same numbers; an .npz gives arrays named arg0, arg1, ... (else
in order), bf16 as raw uint16 bits; `--inputs=documented` takes the values a program's RUN lines give
in IREE's form (`--input="1x5xf32=[0,1,0,3,4]"`). Outputs are saved as result0, result1, ... the same way.

Ops: the elementwise ops, compare, select, clamp, convert, constant, iota (and dynamic_iota of a static
shape), broadcast_in_dim, reshape,
transpose, slice, dynamic_slice, dynamic_update_slice, concatenate, pad, reverse, gather, dot,
dot_general and convolution (any dimension numbers), reduce and reduce_window with add, max, min, mul,
and, or bodies, while, case, if, func.call, cf.br/cf.cond_br blocks, and the mhlo.topk custom call.
Anything else stops the compile with a message naming the op.
"""
import argparse
import json
import os
import pathlib
import re
import statistics
import subprocess
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F

from hlx_values import NUMPY_DTYPES, documented_inputs, elided_positions, elided_seed, random_array

# ---- types ----------------------------------------------------------------------------------------

TORCH_DTYPES = {
    "f64": torch.float64, "f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16,
    "i1": torch.bool, "i8": torch.int8, "i16": torch.int16, "i32": torch.int32, "i64": torch.int64,
    "ui8": torch.uint8,
}


class TensorType:
    def __init__(self, shape, element):
        self.shape = shape
        self.element = element

    @property
    def dtype(self):
        if self.element not in TORCH_DTYPES:
            raise Unsupported(f"element type {self.element}")
        return TORCH_DTYPES[self.element]

    def __repr__(self):
        return "tensor<" + "".join(f"{d}x" for d in self.shape) + self.element + ">"


class Unsupported(Exception):
    pass


def string_end(text, i):
    """The index of the quote that closes the string opening at text[i] (found at C speed: constants
    can be hundreds of MB of hex)."""
    j = text.find('"', i + 1)
    while j > 0 and text[j - 1] == "\\":
        j = text.find('"', j + 1)
    return j if j > 0 else len(text)


def scan(text, start=0):
    """Yields (index, character, depth after it) of text outside strings; an `->` closes nothing."""
    depth, i = 0, start
    while i < len(text):
        ch = text[i]
        if ch == '"':
            i = string_end(text, i) + 1
            continue
        if ch in "([{<":
            depth += 1
        elif ch in ")]}" or (ch == ">" and text[i - 1] != "-"):
            depth -= 1
        yield i, ch, depth
        i += 1


def split_top(text, sep=","):
    """Splits text at the character `sep` outside brackets and strings."""
    parts, start = [], 0
    for i, ch, depth in scan(text):
        if depth == 0 and ch == sep:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def closing(text, start):
    """The index just past the bracket group that opens at text[start]."""
    for i, ch, depth in scan(text, start):
        if depth == 0:
            return i + 1
    raise ValueError(f"unbalanced brackets in: {text[start:start + 80]}")


def parse_type(text):
    text = text.strip()
    m = re.fullmatch(r"tensor<(.*)>", text)
    if not m:
        return None  # tokens, tuples, scalars: not tensors
    body = split_top(m.group(1))[0]  # drop an encoding
    parts = body.split("x")
    shape = tuple(int(p) for p in parts[:-1])
    return TensorType(shape, parts[-1])


def parse_function_type(text):
    """`(A, B) -> C` or `(A) -> (C, D)`: the operand and result types."""
    end = closing(text, 0)
    operands = [parse_type(t) for t in split_top(text[1:end - 1])]
    rest = text[end:].strip()
    assert rest.startswith("->"), text
    rest = rest[2:].strip()
    if rest.startswith("("):
        results = [parse_type(t) for t in split_top(rest[1:closing(rest, 0) - 1])]
    else:
        results = [parse_type(rest.split(" loc(")[0])]
    return operands, results


def parse_attr_dict(text):
    attrs = {}
    for entry in split_top(text):
        key, sep, value = entry.partition(" = ")
        attrs[key.strip().strip('"')] = value.strip() if sep else True
    return attrs


def int_list(text):
    """The integers of `array<i64: 1, 2>`, `dense<[1, 2]> : tensor<2xi64>`, `[1, 2]` (nested lists
    flatten)."""
    if text is None:
        return []
    if text.startswith("array<"):
        text = text.split(":", 1)[1] if ":" in text else ""
    text = text.split("> :")[0]
    return [int(v) for v in re.findall(r"-?\d+", text.replace("i64", "").replace("i1", ""))]


def bool_list(text):
    if text is None:
        return []
    return [v == "true" for v in re.findall(r"true|false", text)]


def struct_field(text, name):
    """The list field `name = [..]` of an attribute like #stablehlo.dot<...>; [] when absent."""
    m = re.search(rf"\b{name} = \[([^\]]*)\]", text or "")
    return [int(v) for v in m.group(1).split(",") if v.strip()] if m else []


def struct_int(text, name, default):
    m = re.search(rf"\b{name} = (-?\d+)", text or "")
    return int(m.group(1)) if m else default


# ---- the generic-form reader ----------------------------------------------------------------------


class Op:
    def __init__(self, name, results, operands):
        self.name = name
        self.results = results
        self.operands = operands
        self.attrs = {}
        self.operand_types = []
        self.result_types = []
        self.regions = []
        self.successors = []  # cf ops: (label, operand names)
        self.source_index = 0  # for elided constants: which one, in program order


class Block:
    def __init__(self, label, args):
        self.label = label
        self.args = args  # [(name, TensorType)]
        self.ops = []


class Region:
    def __init__(self):
        self.blocks = []

    def block(self):
        if not self.blocks:
            self.blocks.append(Block(None, []))
        return self.blocks[-1]


def parse_results(text):
    names = []
    for part in text.split(","):
        part = part.strip()
        name, _, count = part.partition(":")
        if count:
            names += [f"{name}#{i}" for i in range(int(count))]
        else:
            names.append(name)
    return names


def parse_successors(text):
    out = []
    for m in re.finditer(r"\^(\w+)(?:\(([^)]*)\))?", text):
        operands = m.group(2).split(" : ")[0] if m.group(2) else ""
        out.append((m.group(1), [v.strip() for v in operands.split(",") if v.strip()]))
    return out


def finish_op(op, tail):
    """Reads `{attrs} : (types) -> types` after an op's operands or regions."""
    tail = tail.strip()
    if tail.startswith("<{"):
        end = closing(tail, 1)
        op.attrs.update(parse_attr_dict(tail[2:end - 1]))
        tail = tail[end + 1:].strip()
    if tail.startswith("{"):
        end = closing(tail, 0)
        op.attrs.update(parse_attr_dict(tail[1:end - 1]))
        tail = tail[end:].strip()
    if tail.startswith(":"):
        op.operand_types, op.result_types = parse_function_type(tail[1:].strip())


def parse_module(text):
    """Returns {function name: (Region, attrs)} from `hlx opt --generic` output."""
    functions = {}
    stack = []  # [(op, region)]: the ops whose regions are open
    top = Region()
    elided = 0
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("//"):
            continue
        region = stack[-1][1] if stack else top
        if line.startswith("module") or (line == "}" and not stack):
            continue
        if line.startswith("^"):
            m = re.match(r"\^(\w+)(?:\((.*)\))?:", line)
            args = []
            for arg in split_top(m.group(2) or ""):
                name, _, type_text = arg.partition(":")
                args.append((name.strip(), parse_type(type_text.split(" loc(")[0])))
            region.blocks.append(Block(m.group(1), args))
            continue
        if line.startswith("}"):
            op, _ = stack.pop()
            if line.startswith("}, {"):
                new_region = Region()
                op.regions.append(new_region)
                stack.append((op, new_region))
                continue
            finish_op(op, line[2:])
            if op.name == "func.func":
                functions[op.attrs["sym_name"].strip('"')] = op
            continue
        results = []
        if line.startswith("%"):
            lhs, _, line = line.partition(" = ")
            results = parse_results(lhs)
        if line.startswith('"'):
            name_end = line.index('"', 1)
            op_name = line[1:name_end]
            rest = line[name_end + 1:]
            end = closing(rest, 0)
            operands = [v.strip() for v in rest[1:end - 1].split(",") if v.strip()]
            op = Op(op_name, results, operands)
            rest = rest[end:].strip()
            if rest.startswith("["):
                end = closing(rest, 0)
                op.successors = parse_successors(rest[:end])
                rest = rest[end:].strip()
            if "dense_resource<__elided__>" in rest and op_name.endswith("constant"):
                op.source_index = elided
                elided += 1
            if rest.startswith("({"):
                new_region = Region()
                op.regions.append(new_region)
                region.block().ops.append(op)
                stack.append((op, new_region))
                continue
            finish_op(op, rest)
        else:  # a custom-form op: cf.br ^bb1(%a : t), cf.cond_br %c, ^bb1(...), ^bb2(...)
            op_name, _, rest = line.partition(" ")
            op = Op(op_name, results, [])
            if op_name == "cf.cond_br":
                cond, _, rest = rest.partition(",")
                op.operands = [cond.strip()]
            elif op_name != "cf.br":
                raise Unsupported(f"op {op_name}")
            op.successors = parse_successors(rest)
        region.block().ops.append(op)
    return functions


# ---- seeded values, as hlx makes them -------------------------------------------------------------


def random_tensor(t, seed):
    """The tensor hlx's RandomTensor(t, seed) makes."""
    tensor = torch.from_numpy(random_array(t.shape, t.element, seed))
    return tensor.to(torch.bfloat16) if t.element == "bf16" else tensor


def from_numpy(array, t, where):
    """A tensor of type t from an .npz array (bf16 arrives as raw uint16 bits)."""
    if tuple(array.shape) != t.shape:
        sys.exit(f"torch_eager: {where} has shape {array.shape}, expected {t}")
    if t.element == "bf16":
        bits = torch.from_numpy(array.astype(np.int32)) << 16
        return bits.view(torch.float32).to(torch.bfloat16)
    if array.dtype != NUMPY_DTYPES[t.element]:
        sys.exit(f"torch_eager: {where} has element type {array.dtype}, expected {t}")
    return torch.from_numpy(np.require(array, requirements="C"))  # a scalar stays of rank 0


def to_numpy(value):
    value = value.contiguous()
    if value.dtype == torch.bfloat16:
        return value.view(torch.int16).numpy().view(np.uint16)
    return value.numpy()


# ---- constants ------------------------------------------------------------------------------------

NUMBER = re.compile(r"0x[0-9A-Fa-f]+|[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|inf|nan)|true|false")


def dense_tensor(text, t):
    """The tensor of `dense<...>` (splat, nested list or hex bytes) of type t."""
    body = text[len("dense<"):closing(text, text.index("<")) - 1].strip()
    n = int(np.prod(t.shape, dtype=np.int64))
    dtype = NUMPY_DTYPES[t.element]
    if body.startswith('"0x'):
        raw = np.frombuffer(bytes.fromhex(body[3:-1]), dtype=dtype)
        values = raw if raw.size == n else np.full(n, raw[0], dtype=dtype)
    else:
        tokens = NUMBER.findall(body)
        bits_type = {"f64": np.uint64, "f32": np.uint32, "f16": np.uint16, "bf16": np.uint16}
        if t.element in bits_type:
            def number(tok):
                if tok.startswith("0x"):
                    bits = np.array([int(tok, 16)], dtype=bits_type[t.element])
                    if t.element == "bf16":
                        return (bits.astype(np.uint32) << 16).view(np.float32)[0]
                    return bits.view(NUMPY_DTYPES[t.element])[0]
                return float(tok)
            floats = np.array([number(tok) for tok in tokens], dtype=np.float64)
            if t.element == "bf16":
                tensor = torch.from_numpy(floats.astype(np.float32)).to(torch.bfloat16)
                return (tensor.expand(n) if tensor.numel() == 1 else tensor).reshape(t.shape).clone()
            values = floats.astype(dtype)
        elif t.element == "i1":
            values = np.array([tok == "true" or tok not in ("false", "0") for tok in tokens], dtype=dtype)
        else:
            values = np.array([int(tok, 0) for tok in tokens], dtype=np.int64).astype(dtype)
        if values.size == 1:
            values = np.full(n, values[0], dtype=dtype)
    return torch.from_numpy(values.reshape(t.shape).copy())


# ---- the compiler: each op becomes a closure ------------------------------------------------------


class Function:
    """A compiled function: its blocks' steps over a frame of value slots."""

    def __init__(self, name):
        self.name = name
        self.slots = {}
        self.blocks = []
        self.block_index = {}
        self.uses = {}  # value name -> how many operands name it, nested regions included

    def slot(self, name):
        if name not in self.slots:
            self.slots[name] = len(self.slots)
        return self.slots[name]


class CompiledBlock:
    def __init__(self, arg_slots):
        self.arg_slots = arg_slots
        self.steps = []  # (fn, input slots, output slots, slots to free after)
        self.terminator = None  # (kind, data)


def run_block_list(frame, blocks, block_index, args):
    """Runs a region (or a function body) from its first block; returns the values it returns."""
    block = blocks[0]
    while True:
        for slot, value in zip(block.arg_slots, args):
            frame[slot] = value
        for fn, ins, outs, frees in block.steps:
            result = fn(*[frame[i] for i in ins])
            if len(outs) == 1:
                frame[outs[0]] = result
            else:
                for slot, value in zip(outs, result):
                    frame[slot] = value
            for slot in frees:
                frame[slot] = None
        kind, data = block.terminator
        if kind == "return":
            return [frame[i] for i in data]
        if kind == "br":
            target, slots = data
        else:
            cond, (true_target, true_slots), (false_target, false_slots) = data
            target, slots = (true_target, true_slots) if bool(frame[cond]) else (false_target, false_slots)
        block = blocks[block_index[target]]
        args = [frame[i] for i in slots]


class Program:
    """A compiled program: call(name, args) runs one of its functions."""

    def __init__(self, functions, seed, elided_at):
        self.ops = functions
        self.seed = seed
        self.elided_at = elided_at
        self.compiled = {}
        self.constants = {}  # value name -> tensor, for values a constant op makes
        self.frames = {}  # function name -> the frame of its innermost running call
        for name in functions:
            self.function(name)

    def frame_of(self, fn):
        return lambda: self.frames[fn.name]

    def call(self, name, args):
        fn = self.compiled[name]
        frame = [None] * len(fn.slots)
        outer = self.frames.get(name)
        self.frames[name] = frame
        try:
            return run_block_list(frame, fn.blocks, fn.block_index, args)
        finally:
            self.frames[name] = outer

    def function(self, name):
        if name not in self.compiled:
            if name not in self.ops:
                raise Unsupported(f"call of an unknown function @{name}")
            fn = Function(name)
            self.compiled[name] = fn
            self.count_uses(self.ops[name].regions[0], fn.uses)
            fn.blocks, fn.block_index = self.region(fn, self.ops[name].regions[0])
        return self.compiled[name]

    def region(self, fn, region):
        blocks, index = [], {}
        for block in region.blocks:
            index[block.label] = len(blocks)
            blocks.append(self.block(fn, block))
        return blocks, index

    def count_uses(self, region, uses):
        for block in region.blocks:
            for op in block.ops:
                for name in op.operands + [v for _, vs in op.successors for v in vs]:
                    uses[name] = uses.get(name, 0) + 1
                for inner in op.regions:
                    self.count_uses(inner, uses)

    def block(self, fn, block):
        out = CompiledBlock([fn.slot(name) for name, _ in block.args])
        defined = {name for name, _ in block.args}
        local = {}  # value -> (uses seen here, index of the last step using it)
        body = [op for op in block.ops if op.name not in ("func.return", "stablehlo.return", "cf.br",
                                                           "cf.cond_br")]
        for step, op in enumerate(body):
            out.steps.append((self.op(fn, op), [fn.slot(v) for v in op.operands],
                              [fn.slot(v) for v in op.results], []))
            for name in op.operands:
                seen, _ = local.get(name, (0, 0))
                local[name] = (seen + 1, step)
            defined.update(op.results)
        # A value made in this block and used only by its steps is dropped after its last use (as Python
        # drops a temporary), so large programs hold only what they still need.
        for name, (seen, step) in local.items():
            if name in defined and seen == fn.uses.get(name, 0):
                out.steps[step][3].append(fn.slot(name))
        for step, op in enumerate(body):
            for name in op.results:
                if name not in fn.uses:
                    out.steps[step][3].append(fn.slot(name))
        term = block.ops[-1] if block.ops else None
        if term is None or term.name in ("func.return", "stablehlo.return"):
            out.terminator = ("return", [fn.slot(v) for v in (term.operands if term else [])])
        elif term.name == "cf.br":
            label, values = term.successors[0]
            out.terminator = ("br", (label, [fn.slot(v) for v in values]))
        else:
            out.terminator = ("cond_br", (fn.slot(term.operands[0]),) + tuple(
                (label, [fn.slot(v) for v in values]) for label, values in term.successors))
        return out

    def op(self, fn, op):
        name = op.name.split(".", 1)[1] if op.name.startswith("stablehlo.") else op.name
        if name in ELEMENTWISE:
            f_float, f_int = ELEMENTWISE[name]
            return f_float if f_int is None or op.operand_types[0].element.startswith(("f", "bf")) else f_int
        handler = HANDLERS.get(name)
        if handler is None:
            raise Unsupported(f"op {op.name}")
        return handler(self, fn, op)


def int_divide(a, b):
    return torch.div(a, b, rounding_mode="trunc")


# Elementwise ops: (the torch function for floats, the one for integers and booleans where it differs).
ELEMENTWISE = {
    "negate": (torch.neg, None), "abs": (torch.abs, None), "exponential": (torch.exp, None),
    "log": (torch.log, None), "sqrt": (torch.sqrt, None), "rsqrt": (torch.rsqrt, None),
    "tanh": (torch.tanh, None), "logistic": (torch.sigmoid, None), "sine": (torch.sin, None),
    "cosine": (torch.cos, None), "tan": (torch.tan, None), "floor": (torch.floor, None),
    "ceil": (torch.ceil, None), "sign": (torch.sign, None), "exponential_minus_one": (torch.expm1, None),
    "log_plus_one": (torch.log1p, None), "round_nearest_even": (torch.round, None),
    "is_finite": (torch.isfinite, None), "not": (None, torch.bitwise_not),
    "optimization_barrier": (lambda x: x, None), "chlo.square": (torch.square, None),
    "add": (torch.add, None), "subtract": (torch.sub, None), "multiply": (torch.mul, None),
    "divide": (torch.div, int_divide), "remainder": (torch.fmod, None), "power": (torch.pow, None),
    "maximum": (torch.maximum, None), "minimum": (torch.minimum, None), "atan2": (torch.atan2, None),
    "and": (None, torch.bitwise_and), "or": (None, torch.bitwise_or), "xor": (None, torch.bitwise_xor),
}

COMPARISONS = {"EQ": torch.eq, "NE": torch.ne, "LT": torch.lt, "LE": torch.le, "GT": torch.gt, "GE": torch.ge}


def h_compare(c, fn, op):
    direction = re.search(r"comparison_direction (\w+)", op.attrs["comparison_direction"]).group(1)
    return COMPARISONS[direction]


def h_select(c, fn, op):
    return torch.where


def h_clamp(c, fn, op):
    return lambda lo, x, hi: torch.minimum(torch.maximum(x, lo), hi)


def h_convert(c, fn, op):
    t = op.result_types[0]
    if t.element == "i1":
        return lambda x: x != 0
    dtype = t.dtype
    return lambda x: x.to(dtype)


def h_constant(c, fn, op):
    t = op.result_types[0]
    value = op.attrs["value"]
    if value.startswith("dense_resource"):
        if c.elided_at is not None and op.source_index < len(c.elided_at):
            line, col = c.elided_at[op.source_index]
            seed = elided_seed(c.seed, line, col)
        else:
            seed = c.seed * 7919 + op.source_index
        tensor = random_tensor(t, seed)
    else:
        tensor = dense_tensor(value, t)
    c.constants[op.results[0]] = tensor
    return lambda: tensor


def h_iota(c, fn, op):
    t = op.result_types[0]
    dim = int(re.match(r"-?\d+", op.attrs["iota_dimension"]).group(0))
    view = [1] * len(t.shape)
    view[dim] = t.shape[dim]
    dtype = t.dtype
    return lambda: torch.arange(t.shape[dim], dtype=dtype).reshape(view).expand(t.shape)


def h_dynamic_iota(c, fn, op):
    """An iota whose shape operand the result type already gives (torch-mlir writes `arange` so)."""
    if not all(isinstance(d, int) and d >= 0 for d in op.result_types[0].shape):
        raise Unsupported("dynamic_iota of a dynamic shape")
    iota = h_iota(c, fn, op)
    return lambda shape: iota()


def h_broadcast_in_dim(c, fn, op):
    dims = int_list(op.attrs["broadcast_dimensions"])
    in_shape, out_shape = op.operand_types[0].shape, op.result_types[0].shape
    perm = sorted(range(len(dims)), key=lambda i: dims[i])
    view = [1] * len(out_shape)
    for i in perm:
        view[dims[i]] = in_shape[i]
    if perm != list(range(len(dims))):
        return lambda x: x.permute(perm).reshape(view).expand(out_shape)
    return lambda x: x.reshape(view).expand(out_shape)


def h_reshape(c, fn, op):
    shape = op.result_types[0].shape
    return lambda x: x.reshape(shape)


def h_transpose(c, fn, op):
    perm = int_list(op.attrs["permutation"])
    return lambda x: x.permute(perm)


def h_slice(c, fn, op):
    index = tuple(slice(s, l, st) for s, l, st in zip(int_list(op.attrs["start_indices"]),
                                                      int_list(op.attrs["limit_indices"]),
                                                      int_list(op.attrs["strides"])))
    return lambda x: x[index]


def clamped_starts(starts, shape, sizes):
    return [min(max(int(s), 0), d - z) for s, d, z in zip(starts, shape, sizes)]


def h_dynamic_slice(c, fn, op):
    shape, sizes = op.operand_types[0].shape, int_list(op.attrs["slice_sizes"])

    def run(x, *starts):
        begin = clamped_starts(starts, shape, sizes)
        return x[tuple(slice(b, b + z) for b, z in zip(begin, sizes))]
    return run


def h_dynamic_update_slice(c, fn, op):
    shape, sizes = op.operand_types[0].shape, op.operand_types[1].shape

    def run(x, update, *starts):
        begin = clamped_starts(starts, shape, sizes)
        out = x.clone()
        out[tuple(slice(b, b + z) for b, z in zip(begin, sizes))] = update
        return out
    return run


def h_concatenate(c, fn, op):
    dim = int(re.match(r"-?\d+", op.attrs["dimension"]).group(0))
    return lambda *xs: torch.cat(xs, dim)


def h_reverse(c, fn, op):
    dims = int_list(op.attrs["dimensions"])
    return lambda x: torch.flip(x, dims)


def h_pad(c, fn, op):
    low, high = int_list(op.attrs["edge_padding_low"]), int_list(op.attrs["edge_padding_high"])
    interior = int_list(op.attrs.get("interior_padding"))
    shape = op.operand_types[0].shape
    flat = [p for lo, hi in reversed(list(zip(low, high))) for p in (lo, hi)]

    def run(x, value):
        if any(interior):
            spread = [(d - 1) * (i + 1) + 1 if d else 0 for d, i in zip(shape, interior)]
            full = torch.full(spread, value.item(), dtype=x.dtype)
            full[tuple(slice(None, None, i + 1) for i in interior)] = x
            x = full
        return F.pad(x, flat, value=value.item())
    return run


def h_gather(c, fn, op):
    dn = op.attrs["dimension_numbers"]
    offset_dims = struct_field(dn, "offset_dims")
    collapsed = struct_field(dn, "collapsed_slice_dims")
    start_map = struct_field(dn, "start_index_map")
    if struct_field(dn, "operand_batching_dims"):
        raise Unsupported("gather with operand_batching_dims")
    index_dim = struct_int(dn, "index_vector_dim", 0)
    sizes = int_list(op.attrs["slice_sizes"])
    shape = op.operand_types[0].shape
    index_rank = len(op.operand_types[1].shape)
    rank = len(shape)
    limits = [shape[d] - sizes[d] for d in range(rank)]
    windows = []
    for d in range(rank):
        view = [1] * (rank + 1)
        view[1 + d] = sizes[d]
        windows.append(torch.arange(sizes[d]).reshape(view))
    kept = [sizes[d] for d in range(rank) if d not in collapsed]
    result_rank = len(op.result_types[0].shape)
    batch_rank = result_rank - len(offset_dims)
    perm, batch = [], 0
    for j in range(result_rank):
        if j in offset_dims:
            perm.append(batch_rank + offset_dims.index(j))
        else:
            perm.append(batch)
            batch += 1

    def run(x, indices):
        indices = indices.long()
        if index_dim == index_rank:
            indices = indices.unsqueeze(-1)
        indices = indices.movedim(index_dim, -1)
        batch_shape = list(indices.shape[:-1])
        indices = indices.reshape(-1, len(start_map))
        n = indices.shape[0]
        where = []
        for d in range(rank):
            if d in start_map:
                start = indices[:, start_map.index(d)].clamp(0, limits[d])
            else:
                start = torch.zeros(n, dtype=torch.long)
            where.append(start.reshape([n] + [1] * rank) + windows[d])
        out = x[tuple(where)].reshape(batch_shape + kept)
        return out.permute(perm)
    return run


# The smallest f32 matrix product (m * n * k) worth oneDNN's layout conversions.
MKLDNN_MIN_WORK = 1 << 18


def h_dot_general(c, fn, op):
    lhs_t, rhs_t = op.operand_types
    out_t = op.result_types[0]
    if op.name == "stablehlo.dot":
        lb, rb, lc, rc = [], [], [len(lhs_t.shape) - 1], [0]
    else:
        dn = op.attrs["dot_dimension_numbers"]
        lb, rb = struct_field(dn, "lhs_batching_dimensions"), struct_field(dn, "rhs_batching_dimensions")
        lc = struct_field(dn, "lhs_contracting_dimensions")
        rc = struct_field(dn, "rhs_contracting_dimensions")
    lf = [d for d in range(len(lhs_t.shape)) if d not in lb + lc]
    rf = [d for d in range(len(rhs_t.shape)) if d not in rb + rc]
    size = lambda shape, dims: int(np.prod([shape[d] for d in dims], dtype=np.int64))
    b, m, k, n = size(lhs_t.shape, lb), size(lhs_t.shape, lf), size(lhs_t.shape, lc), size(rhs_t.shape, rf)
    lperm, rperm = lb + lf + lc, rb + rc + rf
    lshape, rshape = ([m, k], [k, n]) if b == 1 else ([b, m, k], [b, k, n])
    dtype = out_t.dtype

    def prepare(x, perm, shape):
        if perm != sorted(perm):
            x = x.permute(perm)
        return x.reshape(shape).to(dtype)

    rhs = c.constants.get(op.operands[1])
    if dtype == torch.float32 and m * n * k >= MKLDNN_MIN_WORK and torch.backends.mkldnn.is_available():
        # torch's f32 matmul goes to the BLAS it was linked with, which on Debian is whatever
        # libblas.so.3 points at (netlib's reference BLAS unless OpenBLAS is installed); oneDNN's
        # inner product inside torch is the f32 matmul a torch build with MKL would use. A batch is
        # one inner product per matrix.
        def weight(y):
            y = prepare(y, rperm, rshape)
            return [w.t().contiguous().to_mkldnn() for w in (y.unbind(0) if b > 1 else [y])]

        def linear(x, ws):
            x = prepare(x, lperm, lshape)
            parts = [torch._C._nn.mkldnn_linear(xi.contiguous().to_mkldnn(), w, None).to_dense()
                     for xi, w in zip(x.unbind(0) if b > 1 else [x], ws)]
            return (torch.stack(parts) if b > 1 else parts[0]).reshape(out_t.shape)
        if rhs is not None:  # a weight: laid out once
            w_ready = weight(rhs)
            return lambda x, _: linear(x, w_ready)
        return lambda x, y: linear(x, weight(y))
    if rhs is not None:  # a weight: laid out once
        rhs = prepare(rhs, rperm, rshape).contiguous()
        return lambda x, _: torch.matmul(prepare(x, lperm, lshape), rhs).reshape(out_t.shape)
    return lambda x, y: torch.matmul(prepare(x, lperm, lshape), prepare(y, rperm, rshape)).reshape(
        out_t.shape)


def conv_layout(text):
    """`[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`: the three lists of labels."""
    lhs, rest = text.split("]x[")
    rhs, out = rest.split("]->[")
    return [[p.strip() for p in part.strip("[]<> ").split(",")] for part in (lhs, rhs, out)]


def h_convolution(c, fn, op):
    m = re.search(r"#stablehlo\.conv<(.*)>", op.attrs["dimension_numbers"])
    lhs_l, rhs_l, out_l = conv_layout(m.group(1))
    spatial = len(lhs_l) - 2
    lperm = [lhs_l.index("b"), lhs_l.index("f")] + [lhs_l.index(str(i)) for i in range(spatial)]
    rperm = [rhs_l.index("o"), rhs_l.index("i")] + [rhs_l.index(str(i)) for i in range(spatial)]
    torch_pos = {"b": 0, "f": 1, **{str(i): 2 + i for i in range(spatial)}}
    operm = [torch_pos[label] for label in out_l]
    strides = int_list(op.attrs.get("window_strides")) or [1] * spatial
    dilation = int_list(op.attrs.get("rhs_dilation")) or [1] * spatial
    pads = int_list(op.attrs.get("padding")) or [0] * (2 * spatial)
    pads = list(zip(pads[0::2], pads[1::2]))
    groups = int(re.match(r"\d+", op.attrs.get("feature_group_count", "1")).group(0))
    if int(re.match(r"\d+", op.attrs.get("batch_group_count", "1")).group(0)) != 1:
        raise Unsupported("convolution with batch_group_count")
    flip = [2 + i for i, r in enumerate(bool_list(op.attrs.get("window_reversal"))) if r]
    lhs_dilation = int_list(op.attrs.get("lhs_dilation")) or [1] * spatial
    if any(d != 1 for d in lhs_dilation):
        return transposed_convolution(c, op, lperm, rperm, operm, lhs_dilation, strides, dilation, pads, groups,
                                      flip)
    conv = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}[spatial]
    symmetric = all(lo == hi and lo >= 0 for lo, hi in pads)
    padding = [lo for lo, _ in pads] if symmetric else 0
    flat = [p for lo, hi in reversed(pads) for p in (lo, hi)]
    dtype = op.result_types[0].dtype

    def weight(w):
        w = w.permute(rperm).to(dtype)
        return torch.flip(w, flip) if flip else w

    def run(x, w):
        x = x.permute(lperm).to(dtype)
        if not symmetric:
            x = F.pad(x, flat)
        return conv(x, w, None, strides, padding, dilation, groups).permute(operm)

    rhs = c.constants.get(op.operands[1])
    if rhs is not None:  # a weight: laid out once
        w_ready = weight(rhs).contiguous()
        return lambda x, _: run(x, w_ready)
    return lambda x, w: run(x, weight(w))


def transposed_convolution(c, op, lperm, rperm, operm, lhs_dilation, strides, dilation, pads, groups, flip):
    """A convolution over its input dilated by `lhs_dilation`, as torch writes it: conv_transpose with that
    stride, its kernel [in, out, ...] read backwards where the convolution reads it forwards, and the
    result cropped (or padded with zeros) from the full transposed convolution's extent to the padding."""
    spatial = len(lhs_dilation)
    if any(s != 1 for s in strides) or groups != 1:
        raise Unsupported("convolution with lhs_dilation and window strides or feature groups")
    conv_transpose = {1: F.conv_transpose1d, 2: F.conv_transpose2d, 3: F.conv_transpose3d}[spatial]
    backwards = [2 + i for i in range(spatial) if 2 + i not in flip]
    dtype = op.result_types[0].dtype

    def weight(w):
        w = w.permute(rperm).to(dtype)
        return (torch.flip(w, backwards) if backwards else w).transpose(0, 1)

    def run(x, w):
        y = conv_transpose(x.permute(lperm).to(dtype), w, None, lhs_dilation, 0, 0, 1, dilation)
        # The full result reaches (k - 1) * dilation past each end of the dilated input; padding crops it
        # by the difference (F.pad crops with negative widths).
        extents = [(w.shape[2 + i] - 1) * dilation[i] for i in range(spatial)]
        widths = [p for i in reversed(range(spatial)) for p in (pads[i][0] - extents[i], pads[i][1] - extents[i])]
        return (F.pad(y, widths) if any(widths) else y).permute(operm)

    rhs = c.constants.get(op.operands[1])
    if rhs is not None:  # a weight: laid out once
        w_ready = weight(rhs).contiguous()
        return lambda x, _: run(x, w_ready)
    return lambda x, w: run(x, weight(w))


def reducer_kind(region):
    """The reduction a reduce body computes: add, maximum, minimum, multiply, and, or."""
    block = region.blocks[0]
    body = [op for op in block.ops if op.name != "stablehlo.return"]
    args = [name for name, _ in block.args]
    if len(body) != 1 or len(args) != 2 or sorted(body[0].operands) != sorted(args):
        raise Unsupported("reduce body other than one add/max/min/mul/and/or op")
    kind = body[0].name.split(".", 1)[1]
    if kind not in ("add", "maximum", "minimum", "multiply", "and", "or"):
        raise Unsupported(f"reduce body {body[0].name}")
    return kind


def reduce_over(kind, x, dims, element):
    if not dims:
        return x
    if kind == "add":
        return torch.sum(x, dims, dtype=x.dtype)
    if kind == "maximum":
        return torch.amax(x, dims)
    if kind == "minimum":
        return torch.amin(x, dims)
    for d in sorted(dims, reverse=True):
        if kind == "multiply":
            x = torch.prod(x, d, dtype=x.dtype)
        elif element == "i1":
            x = torch.all(x, d) if kind == "and" else torch.any(x, d)
        else:
            raise Unsupported(f"reduce {kind} over {element}")
    return x


COMBINE = {"add": torch.add, "maximum": torch.maximum, "minimum": torch.minimum, "multiply": torch.mul,
           "and": torch.logical_and, "or": torch.logical_or}


def h_reduce(c, fn, op):
    if len(op.operands) != 2:
        raise Unsupported("reduce of several operands")
    kind = reducer_kind(op.regions[0])
    dims = int_list(op.attrs["dimensions"])
    element = op.operand_types[0].element
    combine = COMBINE[kind]
    return lambda x, init: combine(reduce_over(kind, x, dims, element), init)


def h_reduce_window(c, fn, op):
    if len(op.operands) != 2:
        raise Unsupported("reduce_window of several operands")
    kind = reducer_kind(op.regions[0])
    rank = len(op.operand_types[0].shape)
    window = int_list(op.attrs["window_dimensions"])
    strides = int_list(op.attrs.get("window_strides")) or [1] * rank
    dilations = int_list(op.attrs.get("window_dilations")) or [1] * rank
    if any(d != 1 for d in int_list(op.attrs.get("base_dilations"))):
        raise Unsupported("reduce_window with base_dilations")
    pads = int_list(op.attrs.get("padding")) or [0] * (2 * rank)
    flat = [p for lo, hi in reversed(list(zip(pads[0::2], pads[1::2]))) for p in (lo, hi)]
    element = op.operand_types[0].element
    combine = COMBINE[kind]
    moved = [d for d in range(rank) if window[d] > 1 or strides[d] > 1]
    window_dims = list(range(rank, rank + len(moved)))

    def run(x, init):
        if any(flat):
            x = F.pad(x, flat, value=init.item())
        for d in moved:
            x = x.unfold(d, (window[d] - 1) * dilations[d] + 1, strides[d])
            if dilations[d] > 1:
                x = x[..., ::dilations[d]]
        return combine(reduce_over(kind, x, window_dims, element), init)
    return run


def region_runner(c, fn, region):
    blocks, index = c.region(fn, region)
    return lambda frame, args: run_block_list(frame, blocks, index, args)


def h_while(c, fn, op):
    cond, body = (region_runner(c, fn, r) for r in op.regions)
    frame = c.frame_of(fn)

    def run(*values):
        while bool(cond(frame(), values)[0]):
            values = body(frame(), values)
        return values[0] if len(values) == 1 else values
    return run


def h_case(c, fn, op):
    branches = [region_runner(c, fn, r) for r in op.regions]
    frame = c.frame_of(fn)
    last = len(branches) - 1

    def run(index):
        i = int(index)
        values = branches[i if 0 <= i <= last else last](frame(), [])
        return values[0] if len(values) == 1 else values
    return run


def h_if(c, fn, op):
    true_branch, false_branch = (region_runner(c, fn, r) for r in op.regions)
    frame = c.frame_of(fn)

    def run(pred):
        values = (true_branch if bool(pred) else false_branch)(frame(), [])
        return values[0] if len(values) == 1 else values
    return run


def h_call(c, fn, op):
    callee = op.attrs["callee"].lstrip("@").strip('"')
    single = len(op.results) == 1

    def run(*args):
        values = c.call(callee, args)
        return values[0] if single else values
    return run


def h_extract(c, fn, op):
    return lambda x, *index: x[tuple(int(i) for i in index)]


def h_custom_call(c, fn, op):
    target = op.attrs["call_target_name"].strip('"')
    if target == "mhlo.topk":
        k = int(re.search(r"k = (\d+)", op.attrs["mhlo.attributes"]).group(1))
        index_dtype = op.result_types[1].dtype

        def run(x):
            values, indices = torch.topk(x, k, dim=-1, largest=True, sorted=True)
            return values, indices.to(index_dtype)
        return run
    raise Unsupported(f"custom_call @{target}")


HANDLERS = {
    "compare": h_compare, "select": h_select, "clamp": h_clamp, "convert": h_convert,
    "constant": h_constant, "arith.constant": h_constant, "sdy.constant": h_constant, "iota": h_iota,
    "dynamic_iota": h_dynamic_iota,
    "broadcast_in_dim": h_broadcast_in_dim, "reshape": h_reshape, "transpose": h_transpose,
    "slice": h_slice, "dynamic_slice": h_dynamic_slice, "dynamic_update_slice": h_dynamic_update_slice,
    "concatenate": h_concatenate, "reverse": h_reverse, "pad": h_pad, "gather": h_gather,
    "dot_general": h_dot_general, "dot": h_dot_general, "convolution": h_convolution, "reduce": h_reduce,
    "reduce_window": h_reduce_window, "while": h_while, "case": h_case, "if": h_if, "func.call": h_call,
    "tensor.extract": h_extract, "custom_call": h_custom_call,
}


# ---- the command line -----------------------------------------------------------------------------


def hlx_binary():
    return os.environ.get("HLX", str(pathlib.Path(__file__).resolve().parent.parent / "build" / "hlx"))


def load(path, seed):
    generic = subprocess.run([hlx_binary(), "opt", "--generic", path], capture_output=True, text=True)
    if generic.returncode != 0:
        sys.exit(f"torch_eager: hlx opt --generic {path} failed:\n{generic.stderr}")
    functions = parse_module(generic.stdout)
    return functions, Program(functions, seed, elided_positions(path))


def entry_name(functions, requested):
    if requested:
        return requested
    if "main" in functions:
        return "main"
    if len(functions) == 1:
        return next(iter(functions))
    sys.exit("torch_eager: no @main; name the entry with --entry")


def make_inputs(types, how, seed, path):
    if how == "documented":
        arrays = documented_inputs(path)
        if arrays is None or len(arrays) != len(types):
            how = "random"
        else:
            return [from_numpy(a, t, f"{path}: RUN line input #{i}")
                    for i, (a, t) in enumerate(zip(arrays, types))]
    if how == "random":
        return [random_tensor(t, seed * 1000003 + i) for i, t in enumerate(types)]
    if how == "zeros":
        return [torch.zeros(t.shape, dtype=t.dtype) for t in types]
    arrays = np.load(how)
    names = list(arrays.keys())
    inputs = []
    for i, t in enumerate(types):
        name = f"arg{i}" if f"arg{i}" in arrays else (names[i] if i < len(names) else None)
        if name is None:
            sys.exit(f"torch_eager: {how} has no array for argument #{i}")
        inputs.append(from_numpy(arrays[name], t, f"{how}: {name}"))
    return inputs


def main():
    parser = argparse.ArgumentParser(description="Runs a StableHLO program with PyTorch eager ops.")
    parser.add_argument("file")
    parser.add_argument("--entry", default="")
    parser.add_argument("--inputs", default="random",
                        help="random, zeros, documented (the values of the program's IREE-style RUN lines, "
                             "else random) or an .npz file")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--save-outputs", default="")
    parser.add_argument("--save-inputs", default="",
                        help="write the arguments to an .npz file (and stop, unless --save-outputs or --time)")
    parser.add_argument("--time", action="store_true", help="time the entry function; print JSON")
    parser.add_argument("--iters", type=int, default=10)
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    try:
        functions, program = load(args.file, args.seed)
    except Unsupported as e:
        sys.exit(f"torch_eager: {args.file}: unsupported: {e}")
    entry = entry_name(functions, args.entry)
    arg_types = [t for _, t in functions[entry].regions[0].blocks[0].args]
    inputs = make_inputs(arg_types, args.inputs, args.seed, args.file)
    if args.save_inputs:
        np.savez(args.save_inputs, **{f"arg{i}": to_numpy(x) for i, x in enumerate(inputs)})
        if not args.save_outputs and not args.time:
            return
    with torch.no_grad():
        if args.time:
            program.call(entry, inputs)  # warm-up
            times = []
            for _ in range(args.iters):
                start = time.perf_counter()
                program.call(entry, inputs)
                times.append((time.perf_counter() - start) * 1e3)
            median = round(statistics.median(times), 4)
            print(json.dumps({"file": args.file, "ms": median, "iters": args.iters}))
            return
        outputs = program.call(entry, inputs)
    if args.save_outputs:
        np.savez(args.save_outputs, **{f"result{i}": to_numpy(x) for i, x in enumerate(outputs)})
    else:
        for x in outputs:
            print(x)


if __name__ == "__main__":
    main()
