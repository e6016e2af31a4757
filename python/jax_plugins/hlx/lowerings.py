"""Lowering rules that JAX has for its CPU platform only, registered for platform "hlx" too.

JAX lowers most of `jnp.linalg` to StableHLO that any backend runs, but some linear-algebra primitives
have a lowering only for "cpu" (LAPACK custom calls such as `lapack_sgeev_ffi`), "cuda"/"rocm" and
"tpu": on an unknown platform such as "hlx", `jnp.linalg.eig` then fails while lowering. Others have a
generic lowering that hlx cannot run (`geqrf` lowers to XLA's internal custom call `Qr`) or runs slowly
and less exactly than LAPACK (`svd`'s QDWH iteration, `lu`'s unrolled Python loop). For each of these,
register() gives "hlx" JAX's own CPU rule, so hlx receives exactly the LAPACK custom calls that JAX
sends to XLA's CPU backend, and its evaluator runs them with XLA's semantics through a real LAPACK
(src/interp/lapack_calls.cc; docs/pjrt.md, "Linear algebra").

cholesky and triangular_solve keep their generic lowerings (stablehlo.cholesky and
stablehlo.triangular_solve, which hlx runs without LAPACK); tridiagonal_solve keeps its generic one.
"""

# The primitives of jax._src.lax.linalg that get JAX's CPU rule on hlx.
CPU_RULE_PRIMITIVES = (
    "eig_p",  # geev: no generic lowering
    "eigh_p",  # syevd/heevd: the generic (QDWH) rule is TPU's only
    "schur_p",  # gees: no generic lowering
    "hessenberg_p",  # gehrd: no generic lowering
    "tridiagonal_p",  # sytrd/hetrd: no generic lowering
    "geqp3_p",  # geqp3 (qr with pivoting): no generic lowering
    "geqrf_p",  # geqrf: the generic rule emits XLA's internal custom call "Qr"
    "householder_product_p",  # orgqr/ungqr: the generic rule emits an XLA-internal custom call
    "ormqr_p",  # ormqr/unmqr
    "svd_p",  # gesdd/gesvd: the generic rule is QDWH, iterative
    "lu_p",  # getrf: the generic rule is a Python loop lowered as a whole program
)

_registered = {}


def register(platform="hlx"):
    """Registers JAX's CPU lowering rule of each primitive in CPU_RULE_PRIMITIVES for `platform`
    (which JAX must know: call after the plugin is registered). Returns the names registered; a
    primitive this JAX lacks, or has no CPU rule for, is left alone. Calling it again does nothing."""
    if platform in _registered:
        return _registered[platform]
    from jax._src.interpreters import mlir
    from jax._src.lax import linalg

    cpu_rules = mlir._platform_specific_lowerings.get("cpu", {})
    names = []
    for name in CPU_RULE_PRIMITIVES:
        primitive = getattr(linalg, name, None)
        entry = cpu_rules.get(primitive) if primitive is not None else None
        if entry is None:
            continue
        mlir.register_lowering(primitive, entry.rule, platform=platform, inline=entry.inline)
        names.append(name)
    _registered[platform] = tuple(names)
    return _registered[platform]
