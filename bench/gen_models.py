#!/usr/bin/env python3
"""Writes the exported models of bench/programs/ (checked in; `--check` verifies they are current): flax
models of kinds users run on CPUs, as `jax.jit(model.apply).lower(params, inputs)` gives them, the
parameters as arguments (as a jitted inference function takes them). f32 throughout.

  vit_b16.mlir      ViT-B/16 (12 blocks, dim 768, 12 heads, MLP 3072) classifying one 224x224 image into
                    1000 classes: 17.6 G multiply-adds
  vit_b16_bf16.mlir the same in bf16: parameters, activations and products (flax's dtype and
                    param_dtype)
  gpt2_prefill.mlir a GPT-2 small decoder (12 blocks, dim 768, 12 heads, vocabulary 50257, tied
                    embeddings) reading a 128-token prompt: the next token's logits and the key/value
                    cache of 256 positions it fills
  gpt2_decode.mlir  the same decoder's next step: one token at a position, attending over that cache,
                    giving its logits and the cache with the token's keys and values written in
  unet.mlir         a U-Net (4 levels of 32 to 256 channels and a 512-channel middle, two 3x3
                    convolutions with group norm and SiLU a level, max-pool down, 2x2 transposed
                    convolution up, skip connections) mapping a 256x256 RGB image to 8 class maps

Run it with the project's environment: `.venv/bin/python bench/gen_models.py [--check]`. The models and
their example inputs are also what `bench/xla_iree_peers.py --infer` calls through jax.jit;
`bench/gen_models.py --arguments=NAME:FILE.npz` writes the arguments such a call passes (the parameters
`model.init` makes, then the example inputs), which `bench/run` gives every side.
"""
import os
import pathlib
import sys

os.environ.setdefault("JAX_PLATFORMS", "cpu")

try:
    import flax.linen as nn
    import jax
    import jax.numpy as jnp
except ImportError as e:
    if __name__ != "__main__":
        raise
    # `--check` as a test: skipped (exit 77) where the project's environment is not installed, failed in CI.
    print(f"bench/gen_models.py needs jax and flax (scripts/install-deps.sh): {e}")
    sys.exit(1 if os.environ.get("CI") == "true" else 77)

from hlx_values import arguments_option

PROGRAMS = pathlib.Path(__file__).resolve().parent / "programs"


class Mlp(nn.Module):
    hidden: int
    dtype: jnp.dtype = jnp.float32

    @nn.compact
    def __call__(self, x):
        dim = x.shape[-1]
        dense = lambda n: nn.Dense(n, dtype=self.dtype, param_dtype=self.dtype)
        return dense(dim)(nn.gelu(dense(self.hidden)(x)))


class VitBlock(nn.Module):
    heads: int
    hidden: int
    dtype: jnp.dtype = jnp.float32

    @nn.compact
    def __call__(self, x):
        norm = lambda: nn.LayerNorm(dtype=self.dtype, param_dtype=self.dtype)
        attention = nn.MultiHeadDotProductAttention(num_heads=self.heads, dtype=self.dtype, param_dtype=self.dtype)
        x = x + attention(norm()(x))
        return x + Mlp(self.hidden, self.dtype)(norm()(x))


class Vit(nn.Module):
    """Vision transformer (Dosovitskiy et al.): 16x16 patches, a class token, learned positions."""
    patch: int = 16
    dim: int = 768
    depth: int = 12
    heads: int = 12
    hidden: int = 3072
    classes: int = 1000
    dtype: jnp.dtype = jnp.float32  # of the parameters and the computation

    @nn.compact
    def __call__(self, images):
        x = nn.Conv(self.dim, (self.patch, self.patch), strides=self.patch, padding="VALID", dtype=self.dtype,
                    param_dtype=self.dtype)(images)
        n, h, w, c = x.shape
        x = x.reshape(n, h * w, c)
        cls = self.param("cls", nn.initializers.zeros, (1, 1, c), self.dtype)
        x = jnp.concatenate([jnp.broadcast_to(cls, (n, 1, c)), x], axis=1)
        x = x + self.param("positions", nn.initializers.normal(0.02), (1, h * w + 1, c), self.dtype)
        for _ in range(self.depth):
            x = VitBlock(self.heads, self.hidden, self.dtype)(x)
        x = nn.LayerNorm(dtype=self.dtype, param_dtype=self.dtype)(x[:, 0])
        return nn.Dense(self.classes, dtype=self.dtype, param_dtype=self.dtype)(x)


class GptBlock(nn.Module):
    """A GPT-2 block that reads and writes its slice of the key/value cache: queries at positions
    [start, start + length) attend to cached positions up to their own."""
    heads: int

    @nn.compact
    def __call__(self, x, cache, start):
        n, length, dim = x.shape
        head = dim // self.heads
        q, k, v = jnp.split(nn.Dense(3 * dim)(nn.LayerNorm()(x)), 3, axis=-1)
        split = lambda t: t.reshape(n, length, self.heads, head).transpose(0, 2, 1, 3)
        q, k, v = split(q), split(k), split(v)
        keys = jax.lax.dynamic_update_slice(cache[0], k, (0, 0, start, 0))
        values = jax.lax.dynamic_update_slice(cache[1], v, (0, 0, start, 0))
        scores = jnp.einsum("bhqd,bhkd->bhqk", q, keys) / jnp.sqrt(head).astype(x.dtype)
        visible = jnp.arange(keys.shape[2])[None, :] <= (start + jnp.arange(length))[:, None]
        scores = jnp.where(visible, scores, jnp.finfo(x.dtype).min)
        attended = jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(scores, axis=-1), values)
        x = x + nn.Dense(dim)(attended.transpose(0, 2, 1, 3).reshape(n, length, dim))
        x = x + Mlp(4 * dim)(nn.LayerNorm()(x))
        return x, jnp.stack([keys, values])


class Gpt(nn.Module):
    """A GPT-2 small decoder: tokens at positions [start, start + length) in, the last one's logits and
    the updated cache [blocks, 2, batch, heads, positions, head dim] out."""
    vocabulary: int = 50257
    positions: int = 1024
    dim: int = 768
    depth: int = 12
    heads: int = 12

    @nn.compact
    def __call__(self, tokens, cache, start):
        embed = nn.Embed(self.vocabulary, self.dim)
        where = jax.lax.dynamic_slice_in_dim(
            self.param("positions", nn.initializers.normal(0.01), (self.positions, self.dim)), start,
            tokens.shape[1])
        x = embed(tokens) + where
        written = []
        for i in range(self.depth):
            x, layer = GptBlock(self.heads)(x, cache[i], start)
            written.append(layer)
        return embed.attend(nn.LayerNorm()(x[:, -1])), jnp.stack(written)


class UnetLevel(nn.Module):
    channels: int

    @nn.compact
    def __call__(self, x):
        for _ in range(2):
            x = nn.silu(nn.GroupNorm(num_groups=8)(nn.Conv(self.channels, (3, 3))(x)))
        return x


class Unet(nn.Module):
    """A U-Net (Ronneberger et al.) with group norm: four levels down, a middle, four levels up."""
    widths: tuple = (32, 64, 128, 256)
    classes: int = 8

    @nn.compact
    def __call__(self, images):
        x, skips = images, []
        for width in self.widths:
            x = UnetLevel(width)(x)
            skips.append(x)
            x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = UnetLevel(2 * self.widths[-1])(x)
        for width, skip in zip(reversed(self.widths), reversed(skips)):
            x = nn.ConvTranspose(width, (2, 2), strides=(2, 2))(x)
            x = UnetLevel(width)(jnp.concatenate([x, skip], axis=-1))
        return nn.Conv(self.classes, (1, 1))(x)


def exports():
    """{name: (what it is, the flax module, its inputs as ShapeDtypeStructs)}, in the order of the files."""
    f32, i32 = jnp.float32, jnp.int32
    gpt = Gpt()
    cache = jax.ShapeDtypeStruct((gpt.depth, 2, 1, gpt.heads, 256, gpt.dim // gpt.heads), f32)
    start = jax.ShapeDtypeStruct((), i32)
    return {
        "vit_b16": ("ViT-B/16 classifying one 224x224 image", Vit(),
                    (jax.ShapeDtypeStruct((1, 224, 224, 3), f32),)),
        "vit_b16_bf16": ("ViT-B/16 in bf16 (parameters and computation) classifying one 224x224 image",
                         Vit(dtype=jnp.bfloat16), (jax.ShapeDtypeStruct((1, 224, 224, 3), jnp.bfloat16),)),
        "gpt2_prefill": ("GPT-2 small reading a 128-token prompt into a 256-position cache", gpt,
                         (jax.ShapeDtypeStruct((1, 128), i32), cache, start)),
        "gpt2_decode": ("GPT-2 small's next token over its 256-position cache", gpt,
                        (jax.ShapeDtypeStruct((1, 1), i32), cache, start)),
        "unet": ("a U-Net mapping a 256x256 RGB image to 8 class maps", Unet(),
                 (jax.ShapeDtypeStruct((1, 256, 256, 3), f32),)),
    }


def example_inputs(name):
    """Inputs of export `name` for a jitted inference: images and caches from a normal distribution,
    tokens in the vocabulary, the prompt at position 0 and the next token at 128 (after the prompt)."""
    import numpy as np
    rng = np.random.default_rng(0)
    values = []
    for shape in exports()[name][2]:
        if shape.dtype != jnp.int32:  # floats: f32 or bf16
            values.append(jnp.asarray(rng.standard_normal(shape.shape), shape.dtype))
        elif shape.shape:
            values.append(jnp.asarray(rng.integers(0, Gpt.vocabulary, shape.shape), shape.dtype))
        else:
            values.append(jnp.asarray(128 if name == "gpt2_decode" else 0, shape.dtype))
    return values


def lowered(model, inputs):
    """The module's StableHLO text, jax.jit(model.apply) lowered for its parameters and `inputs`, and
    its number of parameters."""
    params = jax.eval_shape(lambda *shapes: model.init(jax.random.key(0), *shapes), *inputs)
    text = jax.jit(model.apply).lower(params, *inputs).as_text()
    return text, sum(p.size for p in jax.tree_util.tree_leaves(params))


def programs():
    """{file name: (header comment, text)}."""
    made = {}
    for name, (what, model, inputs) in exports().items():
        text, count = lowered(model, inputs)
        made[f"{name}.mlir"] = (f"// {what}, {count / 1e6:.1f}M parameters as arguments (bench/gen_models.py, "
                                f"flax {__import__('flax').__version__}, jax {jax.__version__})\n", text)
    return made


def save_arguments(name, path):
    """Writes the arguments of export `name` as a jitted inference gives them (the parameters `model.init`
    makes, then example_inputs) to the .npz `path` as arg0, arg1, ... in the program's order; bf16 arrays
    as their uint16 bits, as hlx reads them."""
    import numpy as np
    _, model, _ = exports()[name]
    inputs = example_inputs(name)
    params = model.init(jax.random.key(0), *inputs)
    arrays = {}
    for i, a in enumerate(jax.tree_util.tree_leaves(params) + list(inputs)):
        a = np.asarray(a)
        arrays[f"arg{i}"] = a.view(np.uint16) if a.dtype == jnp.bfloat16 else a
    np.savez(path, **arrays)


def main():
    args = sys.argv[1:]
    if request := arguments_option(args):
        save_arguments(*request)
        return 0
    check = "--check" in args
    stale = []
    for name, (header, text) in programs().items():
        path = PROGRAMS / name
        if check:
            if not path.exists() or path.read_text() != header + text:
                stale.append(name)
        else:
            path.write_text(header + text)
            print(f"wrote {path} ({len(text)} bytes)")
    if stale:
        print(f"stale: {', '.join(stale)} (run bench/gen_models.py)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
