"""hlx_values: the values hlx gives a program, made with numpy alone, for the peers of its benchmarks.

`hlx run --inputs=random --seed=S` and `hlx bench` draw each argument from splitmix64 seeded as
`S * 1000003 + i` (floats uniform in [-1, 1), bf16 rounded once from the double, signed integers in
-8..8, unsigned in 0..16, booleans the low bit), and give each elided constant
(`dense_resource<__elided__>`) the values of the same generator seeded by the constant's line and column
in the source text. bench/torch_eager.py (torch) and bench/xla_iree_peers.py (jax, IREE) both make
them here, so every peer computes on the numbers hlx computes on. Arrays are numpy's; bf16 values are
kept as f32 (each exactly a bf16), and travel through .npz files as raw uint16 bits, as hlx writes them.
"""
import pathlib
import re

import numpy as np

NUMPY_DTYPES = {
    "f64": np.float64, "f32": np.float32, "f16": np.float16, "bf16": np.uint16, "i1": np.bool_,
    "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64, "ui8": np.uint8,
}


def splitmix64(seed, start, stop):
    """Outputs start..stop-1 of hlx's RandomTensor stream: splitmix64 seeded as hlx seeds it."""
    u = np.uint64
    with np.errstate(over="ignore"):
        state = u(seed % 2**64) * u(0x9E3779B97F4A7C15) + u(0x632BE59BD9B4E019)
        z = state + np.arange(start + 1, stop + 1, dtype=np.uint64) * u(0x9E3779B97F4A7C15)
        z = (z ^ (z >> u(30))) * u(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> u(27))) * u(0x94D049BB133111EB)
        return z ^ (z >> u(31))


def random_values(element, z):
    """The elements hlx's RandomTensor makes of the stream z."""
    if element == "i1":
        return (z & np.uint64(1)).astype(np.bool_)
    if element.startswith("ui"):
        return (z % np.uint64(17)).astype(NUMPY_DTYPES[element])
    if element.startswith("i"):
        return ((z % np.uint64(17)).astype(np.int64) - 8).astype(NUMPY_DTYPES[element])
    uniform = (z >> np.uint64(11)).astype(np.float64) * 2.0**-52 - 1.0
    if element == "bf16":  # rounded once, from the double, to 8 significant bits; kept as f32
        mantissa, exponent = np.frexp(uniform)
        return np.ldexp(np.round(mantissa * 256) / 256, exponent).astype(np.float32)
    return uniform.astype(NUMPY_DTYPES[element])


def random_array(shape, element, seed):
    """The array hlx's RandomTensor(type, seed) makes (bf16 as f32), drawn in chunks to bound the
    temporaries."""
    n = int(np.prod(shape, dtype=np.int64))
    chunk = 1 << 22
    values = np.empty(n, dtype=np.float32 if element == "bf16" else NUMPY_DTYPES[element])
    for i in range(0, n, chunk):
        values[i:i + chunk] = random_values(element, splitmix64(seed, i, min(i + chunk, n)))
    return values.reshape(shape)


def elided_positions(path):
    """(line, column) of each elided constant of an MLIR text file, in order; None for other formats."""
    try:
        text = pathlib.Path(path).read_text()
    except (UnicodeDecodeError, OSError):
        return None
    if not re.search(r"func\.func|stablehlo\.", text):
        return None
    positions = []
    for number, line in enumerate(text.splitlines(), 1):
        if "dense_resource<__elided__>" in line:
            positions.append((number, len(line) - len(line.lstrip()) + 1))
    return positions


def elided_seed(seed, line, column):
    """The seed of the values hlx gives the elided constant at (line, column)."""
    return seed ^ (line << 20 | column)


def documented_inputs(path):
    """The arguments a program's RUN lines give in IREE's form (`--input="1x5xf32=[0,1]"`), or None."""
    try:
        text = pathlib.Path(path).read_text()
    except (UnicodeDecodeError, OSError):
        return None
    for line in text.splitlines():
        if line.startswith("// RUN:") and "--input=" in line:
            found = re.findall(r'--input="((?:\d+x)*)(\w+)=\[([^\]]*)\]"', line)
            return [np.array([float(v) for v in values.split(",")], dtype=NUMPY_DTYPES[element]).reshape(
                [int(d) for d in dims.split("x") if d]) for dims, element, values in found]
    return None


def bf16_bits(values):
    """The raw uint16 bits of f32 values that are each exactly a bf16 (as hlx's .npz files hold bf16)."""
    return (np.ascontiguousarray(values, dtype=np.float32).view(np.uint32) >> 16).astype(np.uint16)


def bf16_rounded_bits(values):
    """The raw uint16 bits of f32 values rounded to the nearest bf16, ties to even (finite values)."""
    bits = np.ascontiguousarray(values, dtype=np.float32).view(np.uint32)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)


def arguments_option(argv):
    """(NAME, FILE) of an export script's first argument `--arguments=NAME:FILE.npz` (bench/gen_models.py,
    bench/gen_torch_models.py: write the arguments of program NAME to FILE), or None."""
    if argv and argv[0].startswith("--arguments="):
        name, _, path = argv[0].split("=", 1)[1].partition(":")
        return name, path
    return None


def bf16_values(bits):
    """f32 values of raw bf16 bits (uint16)."""
    return (np.asarray(bits).astype(np.uint32) << 16).view(np.float32)
