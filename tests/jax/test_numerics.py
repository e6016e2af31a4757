"""Numerics of JAX programs on hlx, each compared with JAX's own CPU backend on the same function and
inputs: numpy-style code in every dtype JAX has, autodiff and vmap, control flow, jax.random (threefry,
rbg, unsafe_rbg), sorting and scans, and FFTs.

Floating-point results are compared with a tolerance of a few units in the last place of their dtype
(`TOLERANCE`); integer and bool results, and random bits, must be equal."""
import numpy as np
import pytest

jax = pytest.importorskip("jax", reason="jax is not installed: the JAX tests of the hlx plugin were not run")
jnp = jax.numpy
lax = jax.lax

import test_jax_plugin as base  # noqa: E402  (the helpers shared by the JAX tests)

run_on = base.run_on

BF16 = np.dtype(jnp.bfloat16)
FLOATS = [np.dtype(t) for t in (np.float32, np.float64, jnp.bfloat16, np.float16)]
SIGNED = [np.dtype(t) for t in (np.int8, np.int16, np.int32, np.int64)]
UNSIGNED = [np.dtype(t) for t in (np.uint8, np.uint16, np.uint32, np.uint64)]
INTS = SIGNED + UNSIGNED
COMPLEX = [np.dtype(t) for t in (np.complex64, np.complex128)]
BOOL = np.dtype(np.bool_)
ALL_DTYPES = FLOATS + INTS + [BOOL] + COMPLEX

# (rtol, atol) per floating dtype: about two units in the last place, for values of order one. The
# backends may round intermediate values differently (XLA's CPU backend keeps excess precision between
# bf16/f16 ops, transcendental functions are approximations of a few ulp), never by more than that.
TOLERANCE = {
    np.dtype(np.float64): (1e-12, 1e-13),
    np.dtype(np.complex128): (1e-12, 1e-13),
    np.dtype(np.float32): (1e-5, 1e-6),
    np.dtype(np.complex64): (1e-5, 1e-6),
    np.dtype(np.float16): (2e-3, 1e-3),
    BF16: (1.6e-2, 8e-3),
}


def name(dtype):
    return np.dtype(dtype).name


def is_inexact(dtype):
    return jnp.issubdtype(dtype, jnp.inexact)


def assert_same(got, want, scale=1.0, exact=False):
    """Same tree, shapes and dtypes; integers, bools and `exact` results equal, floating results
    within their dtype's TOLERANCE (atol times `scale`, for results whose magnitude is `scale`).
    np.issubdtype does not count bfloat16 as floating, hence jnp.issubdtype."""
    got_leaves, got_tree = jax.tree_util.tree_flatten(got)
    want_leaves, want_tree = jax.tree_util.tree_flatten(want)
    assert got_tree == want_tree
    for i, (g, w) in enumerate(zip(got_leaves, want_leaves)):
        g, w = np.asarray(g), np.asarray(w)
        where = f"result {i} ({w.dtype}{list(w.shape)})"
        assert g.dtype == w.dtype and g.shape == w.shape, f"{where}: got {g.dtype}{list(g.shape)}"
        if exact and is_inexact(w.dtype):
            # Bit for bit (so -0.0 is not 0.0), except that any NaN equals any NaN: neither JAX nor
            # StableHLO specifies the sign or payload of a NaN an operation makes.
            g, w = to_real_parts(g), to_real_parts(w)
            nan = np.isnan(w)
            np.testing.assert_array_equal(np.isnan(g), nan, err_msg=f"{where}: NaNs")
            bits = f"u{g.dtype.itemsize}"
            np.testing.assert_array_equal(np.where(nan, 0, g).view(bits), np.where(nan, 0, w).view(bits),
                                          err_msg=f"{where}: {g} != {w}")
        elif not is_inexact(w.dtype):
            np.testing.assert_array_equal(g, w, err_msg=where)
        else:
            rtol, atol = TOLERANCE[w.dtype]
            wide = np.complex128 if jnp.issubdtype(w.dtype, jnp.complexfloating) else np.float64
            np.testing.assert_allclose(g.astype(wide), w.astype(wide), rtol=rtol, atol=atol * scale,
                                       err_msg=where)


def to_real_parts(x):
    """A floating array as itself, a complex array as its real and imaginary parts (a last axis of 2)."""
    if jnp.issubdtype(x.dtype, jnp.complexfloating):
        return np.stack([x.real, x.imag], axis=-1)
    return x


def check(f, *args, scale=1.0, exact=False):
    """jit(f) on hlx gives what it gives on JAX's CPU backend (see assert_same); returns hlx's result."""
    device = base.hlx_devices()[0]
    got = run_on(device, f, *args)
    want = run_on(base.cpu_device(), f, *args)
    for leaf in jax.tree_util.tree_leaves(got):
        assert leaf.devices() == {device}
    assert_same(got, want, scale=scale, exact=exact)
    return got


def values(dtype, shape, seed=0, low=None, high=None):
    """Random values of `dtype`: floats standard normal (uniform in [low, high) if given), complex with
    standard normal parts, integers uniform over [low, high] (default: the whole range), bools fair."""
    dtype = np.dtype(dtype)
    r = np.random.default_rng(seed)
    if dtype == BOOL:
        return r.random(shape) > 0.5
    if jnp.issubdtype(dtype, jnp.integer):
        info = np.iinfo(dtype)
        low = info.min if low is None else low
        high = info.max if high is None else high
        return r.integers(low, high, shape, dtype=dtype, endpoint=True)
    if jnp.issubdtype(dtype, jnp.complexfloating):
        return (r.standard_normal(shape) + 1j * r.standard_normal(shape)).astype(dtype)
    x = r.standard_normal(shape) if low is None else r.uniform(low, high, shape)
    return x.astype(dtype)


def small(dtype, shape, seed=0):
    """Values that every dtype holds and whose small sums and products do not overflow: integers in
    [-9, 9] ([0, 9] unsigned), floats standard normal, bools fair."""
    dtype = np.dtype(dtype)
    if jnp.issubdtype(dtype, jnp.unsignedinteger):
        return values(dtype, shape, seed, 0, 9)
    if jnp.issubdtype(dtype, jnp.signedinteger):
        return values(dtype, shape, seed, -9, 9)
    return values(dtype, shape, seed)


# --- Elementwise math -------------------------------------------------------------------------------

# name: (function, domain of the inputs as (low, high), or None for standard normal). Each case is
# (nearly) one StableHLO/CHLO op, its inputs drawn from where it is defined and well conditioned.
FLOAT_UNARY = {
    "neg": (lambda x: -x, None),
    "abs": (jnp.abs, None),
    "sign": (jnp.sign, None),
    "floor": (jnp.floor, (-20, 20)),
    "ceil": (jnp.ceil, (-20, 20)),
    "round": (jnp.round, (-20, 20)),
    "trunc": (jnp.trunc, (-20, 20)),
    "square": (jnp.square, None),
    "reciprocal": (jnp.reciprocal, (0.1, 10)),
    "sqrt": (jnp.sqrt, (0, 50)),
    "rsqrt": (lax.rsqrt, (0.01, 50)),
    "cbrt": (jnp.cbrt, (-50, 50)),
    "exp": (jnp.exp, (-10, 10)),
    "exp2": (jnp.exp2, (-10, 10)),
    "expm1": (jnp.expm1, (-3, 3)),
    "log": (jnp.log, (0.01, 100)),
    "log1p": (jnp.log1p, (-0.9, 10)),
    "sin": (jnp.sin, (-10, 10)),
    "cos": (jnp.cos, (-10, 10)),
    "tan": (jnp.tan, (-1.4, 1.4)),
    "arcsin": (jnp.arcsin, (-0.95, 0.95)),
    "arccos": (jnp.arccos, (-0.95, 0.95)),
    "arctan": (jnp.arctan, (-10, 10)),
    "sinh": (jnp.sinh, (-5, 5)),
    "cosh": (jnp.cosh, (-5, 5)),
    "tanh": (jnp.tanh, (-5, 5)),
    "arcsinh": (jnp.arcsinh, (-10, 10)),
    "arccosh": (jnp.arccosh, (1.05, 10)),
    "arctanh": (jnp.arctanh, (-0.9, 0.9)),
    "logistic": (jax.nn.sigmoid, (-10, 10)),
    "erf": (lax.erf, (-3, 3)),
    "erfc": (lax.erfc, (-1, 3)),
    "erf_inv": (lax.erf_inv, (-0.95, 0.95)),
    "lgamma": (lax.lgamma, (0.6, 10)),
    "digamma": (lax.digamma, (0.6, 10)),
    "is_finite": (lambda x: jnp.isfinite(1 / x), (-1, 1)),
    "relu": (jax.nn.relu, None),
    "gelu": (jax.nn.gelu, (-4, 4)),
    "softplus": (jax.nn.softplus, (-5, 5)),
}


@pytest.mark.parametrize("op", FLOAT_UNARY)
@pytest.mark.parametrize("dtype", FLOATS, ids=name)
def test_float_unary(dtype, op):
    f, domain = FLOAT_UNARY[op]
    low, high = domain or (None, None)
    x = values(dtype, (7, 9), seed=1, low=low, high=high)
    out = run_on(base.cpu_device(), f, x)
    check(f, x, scale=max(1.0, float(np.max(np.abs(np.asarray(out, np.float64))))))


FLOAT_BINARY = {
    "add": (lambda a, b: a + b, None),
    "sub": (lambda a, b: a - b, None),
    "mul": (lambda a, b: a * b, None),
    "div": (lambda a, b: a / b, (0.5, 4)),
    "pow": (lambda a, b: jnp.power(jnp.abs(a) + 0.5, b), (-3, 3)),
    "arctan2": (jnp.arctan2, None),
    "maximum": (jnp.maximum, None),
    "minimum": (jnp.minimum, None),
    "fmod": (lax.rem, (0.5, 4)),
    "remainder": (jnp.remainder, (0.5, 4)),
    "nextafter": (jnp.nextafter, None),
    "hypot": (jnp.hypot, None),
    "copysign": (jnp.copysign, None),
    "logaddexp": (jnp.logaddexp, None),
}


@pytest.mark.parametrize("op", FLOAT_BINARY)
@pytest.mark.parametrize("dtype", FLOATS, ids=name)
def test_float_binary(dtype, op):
    f, b_domain = FLOAT_BINARY[op]
    a = values(dtype, (6, 7), seed=2)
    low, high = b_domain or (None, None)
    b = values(dtype, (6, 7), seed=3, low=low, high=high)
    if b_domain:  # both signs
        b = np.where(values(np.bool_, (6, 7), seed=4), b, -b).astype(dtype)
    check(f, a, b, scale=4.0)


@pytest.mark.parametrize("dtype", FLOATS + COMPLEX, ids=name)
def test_float_special_values(dtype):
    """Infinities, NaN, signed zeros, the smallest normal number and a large power of two (whose
    square overflows) through arithmetic, max/min (NaN propagates), comparisons (NaN is unordered) and
    select: every result bit for bit. No result is subnormal (test_subnormals_flushed_as_xla has
    those). 1 / large is the smallest normal number."""
    info = jnp.finfo(dtype)
    large = 2.0 ** (int(info.maxexp) - 2)
    specials = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, large, float(info.tiny), -large])
    specials = specials.astype(dtype if not jnp.issubdtype(dtype, jnp.complexfloating) else np.float64)
    a = np.repeat(specials, len(specials)).astype(dtype)
    b = np.tile(specials, len(specials)).astype(dtype)

    def f(a, b):
        out = {"add": a + b, "sub": a - b, "eq": a == b, "ne": a != b, "neg": -a}
        if not jnp.issubdtype(a.dtype, jnp.complexfloating):
            out.update(mul=a * b, div=a / b, max=jnp.maximum(a, b), min=jnp.minimum(a, b), lt=a < b,
                       le=a <= b, gt=a > b, ge=a >= b, sign=jnp.sign(a), abs=jnp.abs(a),
                       isnan=jnp.isnan(a), isinf=jnp.isinf(a), where=jnp.where(a < b, a, b),
                       floor=jnp.floor(a), round=jnp.round(a), sqrt=jnp.sqrt(a))
        return out

    check(f, a, b, exact=True)


@pytest.mark.parametrize("dtype", [np.dtype(np.float32), np.dtype(np.float64)], ids=name)
def test_subnormals_flushed_as_xla(dtype):
    """XLA's CPU backend runs with FTZ and DAZ set: a subnormal operand is read as zero and a subnormal
    result written as zero. The plugin's programs run so too (StableHLO leaves it open; hlx's CLI keeps
    IEEE subnormals unless --flush-denormals), so a JAX program gives what JAX CPU gives, bit for bit."""
    tiny = float(jnp.finfo(dtype).tiny)
    a = np.array([tiny / 4, tiny, tiny, 1.0, -tiny / 2, 3.0], dtype)
    b = np.array([2.0, 0.25, 4.0, tiny / 8, 1.0, 1.0], dtype)

    underflow = 100.0 if dtype == np.float32 else 740.0  # exp(-underflow) is subnormal

    def f(a, b):
        return {"mul": a * b, "add": a + b, "div": a / (b + 1), "exp": jnp.exp(-(a + 1) * underflow)}

    got = check(f, a, b, exact=True)
    assert np.all(np.asarray(got["mul"])[[0, 1, 3, 4]] == 0)


COMPLEX_OPS = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "div": lambda a, b: a / b,
    "abs": lambda a, b: jnp.abs(a),
    "conj_real_imag_angle": lambda a, b: (jnp.conj(a), jnp.real(a), jnp.imag(a), jnp.angle(a)),
    "exp": lambda a, b: jnp.exp(a),
    "log": lambda a, b: jnp.log(a),
    "sqrt": lambda a, b: jnp.sqrt(a),
    "pow": lambda a, b: a**b,
    "sin": lambda a, b: jnp.sin(a),
    "cos": lambda a, b: jnp.cos(a),
    "tanh": lambda a, b: jnp.tanh(a),
    "sign": lambda a, b: jnp.sign(a),
    "square_reciprocal": lambda a, b: (jnp.square(a), 1 / a),
    "eq_ne": lambda a, b: (a == b, a != b, a == a),
    "where": lambda a, b: jnp.where(jnp.abs(a) > 1, a, b),
    "sum_prod_mean": lambda a, b: (jnp.sum(a, axis=0), jnp.prod(a / jnp.abs(a), axis=1), jnp.mean(b)),
    "matmul": lambda a, b: a @ b.T,
    "einsum": lambda a, b: jnp.einsum("ij,kj->ik", a, jnp.conj(b)),
    "vdot": lambda a, b: jnp.vdot(a, b),
}


@pytest.mark.parametrize("op", COMPLEX_OPS)
@pytest.mark.parametrize("dtype", COMPLEX, ids=name)
def test_complex(dtype, op):
    a = values(dtype, (5, 6), seed=5)
    b = values(dtype, (5, 6), seed=6)
    check(COMPLEX_OPS[op], a, b, scale=10.0)


def _int_info(x):
    return jnp.iinfo(x.dtype)


# Integer ops wrap around on overflow, as XLA and StableHLO define; every result exact.
INT_BINARY = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "floor_divide": lambda a, b: a // b,
    "remainder": lambda a, b: a % b,
    "div": lambda a, b: lax.div(a, b),  # rounds toward zero
    "rem": lambda a, b: lax.rem(a, b),  # the sign of the dividend
    "maximum_minimum": lambda a, b: (jnp.maximum(a, b), jnp.minimum(a, b)),
    "bitwise": lambda a, b: (a & b, a | b, a ^ b, ~a),
    "compare": lambda a, b: (a == b, a != b, a < b, a <= b, a > b, a >= b),
    "where": lambda a, b: jnp.where(a > b, a, b * 3),
    "shifts": lambda a, b: (
        lax.shift_left(a, b % a.dtype.type(8 * a.dtype.itemsize)),
        lax.shift_right_logical(a, b % a.dtype.type(8 * a.dtype.itemsize)),
        lax.shift_right_arithmetic(a, b % a.dtype.type(8 * a.dtype.itemsize)),
    ),
}

INT_UNARY = {
    "neg_abs_sign": lambda a: (-a, jnp.abs(a), jnp.sign(a)),
    "population_count_clz": lambda a: (lax.population_count(a), lax.clz(a)),
    "integer_pow": lambda a: (a**2, a**3, lax.integer_pow(a, 7)),
    "clip": lambda a: jnp.clip(a, a.dtype.type(3), a.dtype.type(100)),
}


@pytest.mark.parametrize("op", INT_BINARY)
@pytest.mark.parametrize("dtype", INTS, ids=name)
def test_int_binary(dtype, op):
    a = values(dtype, (8, 9), seed=7)
    b = values(dtype, (8, 9), seed=8)
    if op in ("floor_divide", "remainder", "div", "rem"):
        # Nonzero divisors, not -1 (MIN / -1 overflows: test_int_division_edge_cases), small and large.
        b = np.where(np.abs(b.astype(np.float64)) < 2, dtype.type(7), b)
        b[:, ::2] = values(dtype, (8, 5), seed=9, low=2, high=20)
        if dtype in SIGNED:
            b[::2, ::2] = -b[::2, ::2]
    check(INT_BINARY[op], a, b)


@pytest.mark.parametrize("op", INT_UNARY)
@pytest.mark.parametrize("dtype", INTS, ids=name)
def test_int_unary(dtype, op):
    a = values(dtype, (8, 9), seed=10)
    a[0, :3] = [np.iinfo(dtype).min, np.iinfo(dtype).max, 0]
    check(INT_UNARY[op], a)


@pytest.mark.parametrize("dtype", INTS, ids=name)
def test_int_division_edge_cases(dtype):
    """Division by zero and MIN / -1, as XLA defines them (x / 0 = -1 for signed, all ones unsigned;
    x % 0 = x; MIN / -1 = MIN, MIN % -1 = 0), and shifts by the bit width or more (0, or the sign
    for an arithmetic shift right)."""
    info = np.iinfo(dtype)
    a = np.array([info.min, info.max, 0, 1, 5, info.min, 7, 100], dtype)
    b = np.array([0, 0, 0, 0, 0, -1 if dtype in SIGNED else 1, 3, 3], dtype)
    bits = 8 * dtype.itemsize
    shift = np.array([bits, bits + 1, info.max, 0, bits - 1, bits, 1, 2 * bits], dtype)
    check(lambda a, b, s: (lax.div(a, b), lax.rem(a, b), lax.shift_left(a, s), lax.shift_right_logical(a, s),
                           lax.shift_right_arithmetic(a, s)), a, b, shift)


def test_bool_ops():
    a = values(np.bool_, (6, 7), seed=11)
    b = values(np.bool_, (6, 7), seed=12)
    check(lambda a, b: (a & b, a | b, a ^ b, ~a, a == b, a != b, a < b, a >= b, jnp.maximum(a, b),
                        jnp.minimum(a, b), jnp.where(a, b, ~b), jnp.any(a, axis=0), jnp.all(a, axis=1),
                        jnp.sum(a), jnp.sum(a, axis=1), jnp.argmax(a, axis=0), jnp.logical_not(a),
                        jnp.count_nonzero(b, axis=0)), a, b)


# --- Reductions --------------------------------------------------------------------------------------

REDUCTIONS = {
    "sum": lambda x, axis: jnp.sum(x, axis=axis),
    "sum_same_dtype": lambda x, axis: jnp.sum(x, axis=axis, dtype=x.dtype),
    "prod": lambda x, axis: jnp.prod(x, axis=axis),
    "max": lambda x, axis: jnp.max(x, axis=axis),
    "min": lambda x, axis: jnp.min(x, axis=axis),
    "argmax": lambda x, axis: jnp.argmax(x, axis=axis if isinstance(axis, int) else None),
    "argmin": lambda x, axis: jnp.argmin(x, axis=axis if isinstance(axis, int) else None),
    "mean": lambda x, axis: jnp.mean(x, axis=axis),
    "var": lambda x, axis: jnp.var(x, axis=axis),
    "any_all": lambda x, axis: (jnp.any(x, axis=axis), jnp.all(x, axis=axis)),
    "logsumexp": lambda x, axis: jax.nn.logsumexp(x, axis=axis),
}


def reduction_cases():
    """(dtype, op) for every reduction jnp defines on the dtype: logsumexp takes inexact types only,
    complex numbers are unordered."""
    for dtype in ALL_DTYPES:
        for op in REDUCTIONS:
            if op == "logsumexp" and not is_inexact(dtype):
                continue
            if op in ("max", "min", "argmax", "argmin", "logsumexp") and jnp.issubdtype(dtype, jnp.complexfloating):
                continue
            yield pytest.param(dtype, op, id=f"{name(dtype)}-{op}")


@pytest.mark.parametrize("axis", [None, 0, 2, (0, 2)], ids=lambda a: f"axis{a}")
@pytest.mark.parametrize("dtype,op", list(reduction_cases()))
def test_reduction(dtype, op, axis):
    x = small(dtype, (4, 5, 6), seed=13)
    if op == "prod" and is_inexact(dtype):
        x = (1 + 0.1 * x).astype(dtype)
    if op == "prod" and jnp.issubdtype(dtype, jnp.integer):  # the wrapping is defined; keep it small anyway
        x = values(dtype, (4, 5, 6), seed=14)
    check(lambda x: REDUCTIONS[op](x, axis), x, scale=30.0)


# --- Structure: shapes, indexing, scatter, matmul, casts, in every dtype ----------------------------


STRUCTURE = {
    "broadcast": lambda x, y: (x[:, None, :] + 0 * x[None, :, :1] == x[None, :, :]) if x.dtype == jnp.bool_
    else x[:, None, :] * y[None, :1, :] - x[None, :, :],
    "slice": lambda x, y: (x[1:3, ::2], x[::-1, 1:], x[:, -1], x[2], x[..., None, 1:4:2]),
    "gather": lambda x, y: (x[jnp.array([3, 0, 0, 2])], x[:, jnp.array([4, 1])], x[jnp.array([1, 2]), jnp.array([3, 0])],
                            jnp.take(x, jnp.array([[0, 5], [2, 1]]), axis=1, mode="clip"),
                            jnp.take_along_axis(x, jnp.argsort(y, axis=1), axis=1)),
    "dynamic_slice": lambda x, y: (lax.dynamic_slice(x, (jnp.int32(1), jnp.int32(2)), (2, 3)),
                                   lax.dynamic_slice(x, (jnp.int32(3), jnp.int32(5)), (2, 3)),  # clamped
                                   lax.dynamic_update_slice(x, y[:2, :2], (jnp.int32(2), jnp.int32(4)))),
    "at_set": lambda x, y: (x.at[1].set(y[0]), x.at[:, 2].set(x[0, 0]), x.at[jnp.array([0, 2, 0])].set(y[:3]),
                            x.at[jnp.array([0, 9])].set(y[3:5], mode="drop")),
    "at_add": lambda x, y: (x.at[jnp.array([0, 2, 0, 3])].add(y[:4]), x.at[1:3, ::2].add(y[:2, :3]))
    if x.dtype != jnp.bool_ else x.at[jnp.array([0, 2, 0])].max(y[:3]),
    "at_min_max_mul": lambda x, y: (x.at[jnp.array([1, 1, 3])].min(y[:3]), x.at[jnp.array([1, 1, 3])].max(y[:3]),
                                    x.at[jnp.array([2, 0])].mul(y[:2]))
    if x.dtype not in (jnp.bool_, jnp.complex64, jnp.complex128)
    else x.at[jnp.array([2, 0])].mul(y[:2]) if x.dtype != jnp.bool_
    else (x.at[jnp.array([1, 1, 3])].min(y[:3]), x.at[jnp.array([1, 1, 3])].max(y[:3])),
    "concatenate_stack": lambda x, y: (jnp.concatenate([x, y, x[:1]], axis=0), jnp.concatenate([x, y], axis=1),
                                       jnp.stack([x, y], axis=1), jnp.hstack([x, y])),
    "reshape_transpose": lambda x, y: (x.reshape(2, 2, 6), x.T, x.reshape(3, 8).T.reshape(4, 6),
                                       jnp.transpose(x.reshape(2, 3, 4), (2, 0, 1)), jnp.expand_dims(x, 1),
                                       x.reshape(4, 1, 6).squeeze(1), x.ravel()),
    "pad_flip_roll_tile": lambda x, y: (jnp.pad(x, ((1, 2), (0, 3))), jnp.flip(x, 0), jnp.roll(x, 2, axis=1),
                                        jnp.tile(x[:2], (2, 3)), jnp.repeat(x, 2, axis=0),
                                        lax.pad(x, jnp.zeros((), x.dtype), ((1, -1, 1), (0, 2, 2)))),
    "matmul": lambda x, y: (x @ y.T, jnp.einsum("ij,ik->jk", x, y), jnp.dot(x[0], y[1]),
                            jnp.matmul(x.reshape(2, 2, 6), y.reshape(2, 6, 2)), x[0] @ y.T),
    "where_compare": lambda x, y: (jnp.where(x == y, x, y), x == y, x != y, jnp.where(x != y, y, x[0]))
    if jnp.issubdtype(x.dtype, jnp.complexfloating)
    else (jnp.where(x > y, x, y), x < y, x <= y, x >= y, x == y, x != y, jnp.select([x < y, x == y], [x, y], x)),
    "iota_sort_like": lambda x, y: (jnp.arange(7, dtype=x.dtype) if x.dtype != jnp.bool_ else x,
                                    jnp.zeros_like(x), jnp.ones((2, 3), x.dtype), jnp.full_like(y, x[1, 1]),
                                    jnp.eye(4, dtype=x.dtype), jnp.triu(x), jnp.tril(y, -1)),
}


@pytest.mark.parametrize("op", STRUCTURE)
@pytest.mark.parametrize("dtype", ALL_DTYPES, ids=name)
def test_structure(dtype, op):
    x = small(dtype, (4, 6), seed=15)
    y = small(dtype, (4, 6), seed=16)
    check(STRUCTURE[op], x, y, scale=30.0)


def cast_inputs(src, dst, shape=(5, 8), seed=17):
    """Values of `src` that `dst` represents up to rounding (so that the conversion is defined
    everywhere: a float out of an integer type's range converts to an unspecified value). Integer to
    integer uses the whole range, as the conversion then wraps, which is defined."""
    src, dst = np.dtype(src), np.dtype(dst)
    if src == BOOL:
        return values(src, shape, seed)
    if jnp.issubdtype(src, jnp.integer) and jnp.issubdtype(dst, jnp.integer):
        return values(src, shape, seed)
    if jnp.issubdtype(src, jnp.integer):
        low, high = np.iinfo(src).min, np.iinfo(src).max
    else:
        low, high = -60000.0, 60000.0  # within float16's range
    if jnp.issubdtype(dst, jnp.integer):
        low, high = max(low, np.iinfo(dst).min), min(high, np.iinfo(dst).max)
    if dst == np.float16 or src == np.float16:
        low, high = max(low, -60000), min(high, 60000)
    if jnp.issubdtype(src, jnp.integer):
        x = values(src, shape, seed, int(low), int(high))
        x.flat[:4] = [low, high, 0, 1]
        return x
    r = np.random.default_rng(seed)
    magnitude = np.exp(r.uniform(-6, np.log(max(abs(low), abs(high), 1.0)), shape))
    x = np.clip(np.where(r.random(shape) < 0.5, -magnitude, magnitude), low, high)
    x.flat[:6] = [0.0, -0.0, 0.5, 1.5, 2.5, -2.5 if low < 0 else 3.5]  # ties round to even
    if jnp.issubdtype(src, jnp.complexfloating):
        x = x + 1j * values(np.float64, shape, seed + 1)
    return x.astype(src)


@pytest.mark.parametrize("dst", ALL_DTYPES, ids=name)
@pytest.mark.parametrize("src", ALL_DTYPES, ids=name)
def test_cast(src, dst):
    """convert_element_type between every pair of dtypes (complex to real keeps the real part)."""
    import warnings

    x = cast_inputs(src, dst)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # ComplexWarning: complex to real discards the imaginary part
        check(lambda x: x.astype(dst), x, exact=True)


def test_float_cast_specials():
    """Infinities, NaN and overflow between floating types: bit for bit."""
    x = np.array([np.inf, -np.inf, 0.0, -0.0, 1e300, -1e300, 1e-300, 70000.0, 3.5e38, 1.0 + 2**-30, 65520.0])
    check(lambda x: (x.astype(jnp.float32), x.astype(jnp.bfloat16), x.astype(jnp.float16),
                     x.astype(jnp.float32).astype(jnp.bfloat16), x.astype(jnp.float32).astype(jnp.float16),
                     jnp.isnan(x * 0)), x, exact=True)


def test_bitcast_convert():
    x = values(np.float32, (4, 6), seed=18)
    check(lambda x: (lax.bitcast_convert_type(x, jnp.uint32), lax.bitcast_convert_type(x, jnp.int16),
                     lax.bitcast_convert_type(x.astype(jnp.float64), jnp.uint32),
                     lax.bitcast_convert_type(lax.bitcast_convert_type(x, jnp.int32), jnp.float32)),
          x, exact=True)


# --- Autodiff and vmap ------------------------------------------------------------------------------

GRAD_DTYPES = [np.dtype(np.float32), np.dtype(np.float64)]


def loss_fn(w, x):
    h = jnp.tanh(x @ w[:3])
    return jnp.sum(jnp.sin(h) * w[3]) + jnp.mean(jnp.exp(-(h**2))) + jnp.sum(w**3) / 7


@pytest.mark.parametrize("dtype", GRAD_DTYPES, ids=name)
def test_grad_and_value_and_grad(dtype):
    w = values(dtype, (4, 3), seed=19)
    x = values(dtype, (5, 3), seed=20)
    check(jax.grad(loss_fn), w, x, scale=10.0)
    check(jax.grad(loss_fn, argnums=(0, 1)), w, x, scale=10.0)
    check(jax.value_and_grad(loss_fn), w, x, scale=10.0)
    check(jax.value_and_grad(lambda w, x: (loss_fn(w, x), w.sum()), has_aux=True), w, x, scale=10.0)


@pytest.mark.parametrize("dtype", GRAD_DTYPES, ids=name)
def test_jacobians_and_hessian(dtype):
    w = values(dtype, (4, 3), seed=21)
    x = values(dtype, (5, 3), seed=22)

    def g(v):
        return jnp.stack([jnp.sin(v[0]) * v[1], jnp.exp(v[1] / 3) - v[2] ** 2, jnp.log1p(v[0] ** 2) * v[2], v @ v])

    v = values(dtype, (3,), seed=23)
    check(jax.jacfwd(g), v, scale=10.0)
    check(jax.jacrev(g), v, scale=10.0)
    check(jax.hessian(lambda v: jnp.sum(g(v) ** 2)), v, scale=100.0)
    check(jax.jacrev(loss_fn), w, x, scale=10.0)
    check(jax.jacfwd(jax.grad(loss_fn), argnums=1), w, x, scale=10.0)
    check(jax.hessian(loss_fn), w, x, scale=10.0)


@pytest.mark.parametrize("dtype", GRAD_DTYPES, ids=name)
def test_vmap(dtype):
    m = values(dtype, (6, 3, 4), seed=24)
    v = values(dtype, (6, 4), seed=25)
    check(jax.vmap(lambda m, v: (m @ v, jnp.sum(m, axis=0) * v, jnp.max(m))), m, v, scale=10.0)
    check(jax.vmap(jax.vmap(lambda a, b: a * b + jnp.sin(a)), in_axes=(0, None)), m[:, 0], v[0], scale=10.0)
    check(jax.vmap(jax.grad(loss_fn), in_axes=(None, 0)), m[0].T, m.transpose(0, 2, 1), scale=10.0)
    check(jax.vmap(lambda m, i: lax.dynamic_slice(m, (i, jnp.int32(0)), (2, 4)), in_axes=(0, 0)), m,
          np.array([0, 1, 2, 1, 0, 5], np.int32))


# --- Control flow -----------------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", GRAD_DTYPES, ids=name)
def test_scan(dtype):
    xs = values(dtype, (12, 3), seed=26)
    w = values(dtype, (3, 3), seed=27)

    def rnn(w, xs, reverse=False):
        def step(carry, x):
            h, count = carry
            h = jnp.tanh(h @ w + x)
            return (h, count + 1), (h.sum(), h * 2)

        return lax.scan(step, (jnp.zeros(3, xs.dtype), jnp.int32(0)), xs, reverse=reverse)

    check(rnn, w, xs, scale=10.0)
    check(lambda w, xs: rnn(w, xs, reverse=True), w, xs, scale=10.0)
    check(jax.grad(lambda w, xs: jnp.sum(rnn(w, xs)[1][1] ** 2)), w, xs, scale=100.0)
    check(lambda xs: lax.scan(lambda c, x: (c * 0.5 + x, None), xs[0], xs, length=12, unroll=3), xs, scale=10.0)
    check(jax.vmap(lambda xs: rnn(w.astype(xs.dtype), xs)), np.stack([xs, -xs]), scale=10.0)


@pytest.mark.parametrize("dtype", GRAD_DTYPES, ids=name)
def test_while_loop(dtype):
    def collatz_steps(n):
        return lax.while_loop(lambda s: s[0] != 1, lambda s: (jnp.where(s[0] % 2 == 0, s[0] // 2, 3 * s[0] + 1), s[1] + 1),
                              (n, jnp.int32(0)))

    check(jax.vmap(collatz_steps), np.array([1, 7, 27, 97, 871], np.int32))

    def newton_sqrt(a):
        def cond(s):
            x, i = s
            return (jnp.abs(x * x - a) > 1e-5 * a) & (i < 50)

        return lax.while_loop(cond, lambda s: ((s[0] + a / s[0]) / 2, s[1] + 1), (a, 0))

    check(newton_sqrt, np.asarray(7.5, dtype))
    check(jax.vmap(newton_sqrt), np.array([0.5, 2.0, 100.0, 3e4], dtype), scale=200.0)


@pytest.mark.parametrize("dtype", GRAD_DTYPES, ids=name)
def test_cond_and_switch(dtype):
    x = values(dtype, (4,), seed=28)

    def f(p, i, x):
        a = lax.cond(p > 0, lambda x: jnp.sin(x) * 2, lambda x: jnp.cos(x) - 1, x)
        b = lax.switch(i, [lambda x: x + 1, lambda x: x * x, lambda x: -x, lambda x: jnp.exp(x)], x)
        return a, b

    for p, i in [(1, 0), (-1, 1), (0, 2), (3, 3), (1, 7), (1, -2)]:  # switch clamps the index
        check(f, np.int32(p), np.int32(i), x, scale=10.0)
    check(jax.vmap(f, in_axes=(0, 0, None)), np.array([1, -1, 1], np.int32), np.array([0, 3, 2], np.int32), x,
          scale=10.0)
    check(jax.grad(lambda x, p, i: jnp.sum(f(p, i, x)[0] * f(p, i, x)[1])), x, np.int32(-1), np.int32(3),
          scale=10.0)


@pytest.mark.parametrize("dtype", GRAD_DTYPES, ids=name)
def test_fori_loop(dtype):
    x = values(dtype, (5,), seed=29)

    def horner(n, x):
        return lax.fori_loop(0, n, lambda i, acc: acc * x + i.astype(x.dtype), jnp.zeros_like(x))

    check(horner, np.int32(6), x, scale=100.0)  # bounds known at run time: a while loop
    check(lambda x: horner(6, x), x, scale=100.0)  # static bounds: a scan
    check(jax.grad(lambda x: jnp.sum(horner(6, x))), x, scale=100.0)
    check(lambda x: lax.fori_loop(0, 4, lambda i, m: m.at[i].set(m[i - 1] * 2 + x[i]), jnp.zeros_like(x)), x,
          scale=10.0)


# --- jax.random ---------------------------------------------------------------------------------------

KEY_IMPLS = ["threefry2x32", "rbg", "unsafe_rbg"]

RANDOM = {
    "bits": lambda k: (jax.random.bits(k, (5, 7), jnp.uint32), jax.random.bits(k, (9,), jnp.uint8),
                       jax.random.bits(k, (3, 2), jnp.uint64), jax.random.bits(k, (4,), jnp.uint16)),
    "uniform": lambda k: (jax.random.uniform(k, (6, 5)), jax.random.uniform(k, (7,), jnp.float32),
                          jax.random.uniform(k, (8,), jnp.bfloat16), jax.random.uniform(k, (8,), jnp.float16)),
    "uniform_scaled": lambda k: (jax.random.uniform(k, (6, 5), jnp.float64, -2, 3),
                                 jax.random.uniform(k, (7,), jnp.float32, -2, 3)),
    "normal": lambda k: (jax.random.normal(k, (6, 5)), jax.random.normal(k, (40,), jnp.float32),
                         jax.random.normal(k, (3,), jnp.complex64)),
    "randint": lambda k: (jax.random.randint(k, (5, 6), -10, 1000), jax.random.randint(k, (9,), 0, 7, jnp.uint8),
                          jax.random.randint(k, (7,), -(2**40), 2**40, jnp.int64)),
    "bernoulli": lambda k: (jax.random.bernoulli(k, 0.3, (8, 8)), jax.random.bernoulli(k, jnp.linspace(0, 1, 11))),
    "permutation": lambda k: (jax.random.permutation(k, 20), jax.random.permutation(k, jnp.arange(12).reshape(4, 3)),
                              jax.random.permutation(k, jnp.arange(12).reshape(3, 4), axis=1, independent=True),
                              jax.random.choice(k, 30, (6,), replace=False)),
    "split_fold_in": lambda k: (jax.random.key_data(jax.random.split(k, 3)),
                                jax.random.key_data(jax.random.fold_in(k, 7)),
                                jax.random.key_data(jax.random.split(jax.random.fold_in(k, 123456789), (2, 2))),
                                jax.random.uniform(jax.random.split(k)[1], (4,))),
    "categorical_exponential": lambda k: (jax.random.categorical(k, jnp.log(jnp.arange(1.0, 6.0)), shape=(12,)),
                                          jax.random.exponential(k, (6,)), jax.random.gumbel(k, (6,))),
}

# Draws of random bits must match XLA's CPU backend bit for bit. For threefry this is JAX's own
# algorithm, written in StableHLO integer ops. For rbg and unsafe_rbg, JAX only promises
# reproducibility on one backend (the bits come from stablehlo.rng_bit_generator with the DEFAULT
# algorithm, which each backend chooses); hlx implements XLA's choice (PHILOX, as XLA's CPU backend)
# bit for bit (src/interp/rng.cc), so it is compared exactly too. Uniform draws in [0, 1) are made
# from the bits exactly (bit operations and one exact subtraction). Other floating results are within
# a few ulp: u * (maxval - minval) + minval is one rounding on XLA's CPU backend, which contracts it
# into a fused multiply-add, and two (StableHLO's multiply, then add) on hlx; normal goes through
# erf_inv, categorical, exponential and gumbel through log, whose approximations are not XLA's.
RANDOM_EXACT = {"bits", "uniform", "randint", "bernoulli", "permutation", "split_fold_in"}


@pytest.mark.parametrize("op", RANDOM)
@pytest.mark.parametrize("impl", KEY_IMPLS)
def test_random(impl, op):
    def f(seed):
        return RANDOM[op](jax.random.key(seed, impl=impl))

    for seed in (0, 42, -7):
        check(f, np.int64(seed), exact=op in RANDOM_EXACT, scale=10.0)


def test_random_legacy_uint32_keys():
    """Raw uint32[2] threefry keys (what jax.random.PRNGKey(1234) makes), passed in from the host."""
    for key in (np.array([0, 1234], np.uint32), np.array([0x9E3779B9, 0x7F4A7C15], np.uint32)):
        check(lambda k: (jax.random.split(k, 4), jax.random.fold_in(k, 3), jax.random.uniform(k, (5,)),
                         jax.random.randint(k, (5,), 0, 100), jax.random.permutation(k, 10)), key, exact=True)


@pytest.mark.parametrize("impl", ["rbg", "unsafe_rbg"])
def test_rbg_distribution(impl):
    """Properties that hold whatever bit generator a backend chooses: the shapes and dtypes, the range
    and the moments of uniform and normal draws, and distinct keys after a split."""
    device = base.hlx_devices()[0]

    def f(seed):
        k = jax.random.key(seed, impl=impl)
        k1, k2 = jax.random.split(k)
        return (jax.random.uniform(k1, (20000,)), jax.random.normal(k2, (20000,)),
                jax.random.randint(k, (20000,), 0, 10), jax.random.key_data(jax.random.split(k, 4)))

    u, n, i, keys = run_on(device, f, np.int64(5))
    u, n, i, keys = map(np.asarray, (u, n, i, keys))
    assert u.dtype == np.float64 and n.dtype == np.float64 and i.dtype == np.int64
    assert keys.shape == (4, 4) and keys.dtype == np.uint32
    assert len({tuple(k) for k in keys}) == 4
    assert 0 <= u.min() and u.max() < 1 and abs(u.mean() - 0.5) < 0.01 and abs(u.var() - 1 / 12) < 0.005
    assert abs(n.mean()) < 0.03 and abs(n.std() - 1) < 0.03
    assert set(np.unique(i)) == set(range(10)) and np.all(np.abs(np.bincount(i) - 2000) < 200)


# --- Sorting and scans --------------------------------------------------------------------------------

SORT_DTYPES = [np.dtype(t) for t in (np.float32, np.float64, jnp.bfloat16, np.float16, np.int8, np.int32,
                                     np.int64, np.uint8, np.uint32, np.uint64, np.bool_)]


def sort_inputs(dtype, shape=(5, 12), seed=30):
    dtype = np.dtype(dtype)
    if jnp.issubdtype(dtype, jnp.integer):
        return values(dtype, shape, seed, 0 if dtype in UNSIGNED else -5, 5)  # many ties
    x = values(dtype, shape, seed)
    if dtype != BOOL:  # NaN sorts last, -0.0 before +0.0 (JAX sorts floats by a total order)
        x = np.round(x * 2) / 2
        x.flat[:6] = [np.nan, -0.0, 0.0, np.inf, -np.inf, -np.nan]
        x = x.astype(dtype)
    return x


@pytest.mark.parametrize("dtype", SORT_DTYPES, ids=name)
def test_sort(dtype):
    x = sort_inputs(dtype)
    check(lambda x: (jnp.sort(x, axis=1), jnp.sort(x, axis=0), jnp.sort(x, axis=1, descending=True),
                     jnp.sort(x.ravel(), stable=True)), x, exact=True)


@pytest.mark.parametrize("dtype", SORT_DTYPES, ids=name)
def test_argsort(dtype):
    x = sort_inputs(dtype)
    check(lambda x: (jnp.argsort(x, axis=1, stable=True), jnp.argsort(x, axis=0, stable=True),
                     jnp.argsort(x, axis=1, stable=True, descending=True), jnp.argsort(x.ravel(), stable=True),
                     jnp.argmax(x, axis=1), jnp.argmin(x, axis=0)), x)


def test_sort_multi_operand():
    keys = sort_inputs(np.int32, (40,), seed=31)
    keys2 = sort_inputs(np.float32, (40,), seed=32)
    payload = values(np.float64, (40,), seed=33)
    idx = np.arange(40, dtype=np.int32)
    check(lambda a, b, p, i: (lax.sort((a, p, i), num_keys=1, is_stable=True),
                              lax.sort((a, b, p, i), num_keys=2, is_stable=True),
                              lax.sort((b, i), num_keys=1, is_stable=True),
                              lax.sort_key_val(a, p), jnp.lexsort((b, a)),
                              lax.sort((a.reshape(5, 8), i.reshape(5, 8)), dimension=0, num_keys=1, is_stable=True)),
          keys, keys2, payload, idx, exact=True)


@pytest.mark.parametrize("dtype", [np.dtype(t) for t in (np.float32, np.float64, jnp.bfloat16, np.int32, np.uint8)],
                         ids=name)
def test_top_k(dtype):
    x = sort_inputs(dtype, (4, 16), seed=34)
    x[0, :6] = x[0, 6:12]  # ties: the lower index first
    check(lambda x: (lax.top_k(x, 1), lax.top_k(x, 5), lax.top_k(x[:, :7], 7), lax.top_k(-x[1], 3)), x, exact=True)


CUMULATIVE = {
    "cumsum": lambda x, a: jnp.cumsum(x, axis=a),
    "cumprod": lambda x, a: jnp.cumprod(x, axis=a),
    "cummax": lambda x, a: lax.cummax(x, axis=a),
    "cummin_reverse": lambda x, a: lax.cummin(x, axis=a, reverse=True),
    "cumsum_reverse": lambda x, a: lax.cumsum(x, axis=a, reverse=True),
    "cumlogsumexp": lambda x, a: lax.cumlogsumexp(x, axis=a),
}


CUMULATIVE_DTYPES = [np.dtype(t) for t in (np.float32, np.float64, jnp.bfloat16, np.float16, np.int8, np.int32,
                                           np.uint32, np.int64)]


@pytest.mark.parametrize("dtype,op", [pytest.param(d, op, id=f"{name(d)}-{op}") for d in CUMULATIVE_DTYPES
                                      for op in CUMULATIVE if is_inexact(d) or op != "cumlogsumexp"])
def test_cumulative(dtype, op):
    x = small(dtype, (6, 17), seed=35)
    if op == "cumprod" and is_inexact(dtype):
        x = (1 + 0.1 * x).astype(dtype)
    for axis in (0, 1):
        check(lambda x: CUMULATIVE[op](x, axis), x, scale=20.0)


# --- FFT ----------------------------------------------------------------------------------------------

FFT_SIZES = [8, 7, 12, 15, 1]


@pytest.mark.parametrize("n", FFT_SIZES)
@pytest.mark.parametrize("dtype", [np.dtype(np.float32), np.dtype(np.float64)], ids=name)
def test_fft_1d(dtype, n):
    x = values(dtype, (3, n), seed=36)
    z = (x + 1j * values(dtype, (3, n), seed=37)).astype(np.result_type(dtype, np.complex64))
    half = z[:, : n // 2 + 1]
    # Error of an FFT: about eps * log2(n) times the norm, sqrt(n) for unit inputs.
    scale = float(np.sqrt(n) * max(1, np.log2(n)))
    check(lambda x, z, h: (jnp.fft.fft(z), jnp.fft.ifft(z), jnp.fft.rfft(x), jnp.fft.irfft(h, n=n),
                           jnp.fft.fft(x, axis=0), jnp.fft.fft(z, n=n + 3), jnp.fft.hfft(h, n=n),
                           jnp.fft.ifft(z, norm="ortho"), jnp.fft.rfft(x, norm="forward")), x, z, half, scale=scale)


@pytest.mark.parametrize("shape", [(4, 8), (5, 7), (6, 9), (3, 4, 5)], ids=lambda s: "x".join(map(str, s)))
@pytest.mark.parametrize("dtype", [np.dtype(np.float32), np.dtype(np.float64)], ids=name)
def test_fft_nd(dtype, shape):
    x = values(dtype, shape, seed=38)
    z = (x + 1j * values(dtype, shape, seed=39)).astype(np.result_type(dtype, np.complex64))
    n = int(np.prod(shape))
    scale = float(np.sqrt(n) * np.log2(n))
    check(lambda x, z: (jnp.fft.fft2(z), jnp.fft.ifft2(z), jnp.fft.fftn(z), jnp.fft.ifftn(z), jnp.fft.rfftn(x),
                        jnp.fft.irfftn(jnp.fft.rfftn(x), s=x.shape), jnp.fft.rfft2(x), jnp.fft.fftshift(jnp.fft.fftn(x))),
          x, z, scale=scale)
