#!/usr/bin/env python3
"""Writes the PyTorch models of bench/programs/ (checked in): bf16 models as torch-mlir exports them to
StableHLO (`torch_mlir.fx.export_and_import(..., output_type="stablehlo")`), their parameters and
buffers as arguments. bf16 throughout: parameters, activations and products (`model.to(torch.bfloat16)`).

  distilbert_bf16.mlir  DistilBERT (6 post-norm blocks, dim 768, 12 heads, FFN 3072 with erf GELU,
                        vocabulary 30522) classifying a 128-token sequence into 2 classes
  detr_bf16.mlir        a DETR detector (Carion et al.): a ResNet-50 backbone with frozen batch norm,
                        a 256-wide transformer of 6 encoder and 6 decoder layers (8 heads, FFN 2048)
                        over the 12x16 feature map of a 384x512 image, sine positions, 100 queries,
                        92 class logits and a box per query
  depth_bf16.mlir       a MiDaS-style monocular depth model: the same ResNet-50's features at strides 4
                        to 32, a 256-wide top-down decoder (3x3 convolutions, 2x bilinear upsampling,
                        which torch-mlir writes as gathers), a head to one depth map at half resolution

Exporting needs torch and torch-mlir, which are not in the project's environment (torch from the package
index pulls in CUDA's libraries, 5 GB): `python3 -m venv V && V/bin/pip install torch==2.15.0
torch-mlir==20261001`, then `V/bin/python bench/gen_torch_models.py [NAME...]`. The arguments need numpy only:
`bench/gen_torch_models.py --arguments=NAME:FILE.npz` reads the parameter names the export writes into the
program's header and the shapes of its signature, and writes what the export initialized the model with:
layer and batch norm scales and variances 1, biases and means 0, embeddings and linear weights from
N(0, 0.02), convolution weights from N(0, 1 / fan-in), token ids in the vocabulary, an image from N(0, 1).
"""
import pathlib
import re
import sys

from hlx_values import arguments_option, bf16_rounded_bits

PROGRAMS = pathlib.Path(__file__).resolve().parent / "programs"
VOCABULARY = 30522
SEQUENCE = 128
IMAGE = (384, 512)


def initial_value(rng, name, shape):
    """The value (numpy, f32) parameter or buffer `name` of the given shape starts at."""
    import numpy as np
    leaf = name.rsplit(".", 1)[-1]
    if leaf in ("running_var",) or (leaf == "weight" and len(shape) == 1):
        return np.ones(shape, np.float32)  # norms' scales, batch norm's variances
    if leaf in ("bias", "running_mean") or len(shape) == 1:
        return np.zeros(shape, np.float32)
    if len(shape) == 4:  # convolutions [out, in, kh, kw]
        fan_in = shape[1] * shape[2] * shape[3]
        return (rng.standard_normal(shape) / np.sqrt(fan_in)).astype(np.float32)
    return (rng.standard_normal(shape) * 0.02).astype(np.float32)


def example_input(rng, name, shape):
    import numpy as np
    if name == "input_ids":
        return rng.integers(0, VOCABULARY, shape).astype(np.int32)
    return rng.standard_normal(shape).astype(np.float32)


def signature(text):
    """[(element type, shape)] of the arguments of @main in StableHLO text."""
    match = re.search(r"func\.func @main\((.*?)\)\s*->", text, re.S)
    types = re.findall(r"tensor<([0-9x]*?)x?([a-z]+[0-9]+)>", match.group(1))
    return [(element, tuple(int(d) for d in dims.split("x") if d)) for dims, element in types]


def header_names(text):
    return re.findall(r"^// %arg\d+: (\S+)$", text, re.M)


def save_arguments(name, path):
    """Writes the arguments of program `name` (parameters and buffers, then inputs) to the .npz `path`
    as arg0, arg1, ...; bf16 arrays as their uint16 bits, as hlx reads them."""
    import numpy as np
    text = (PROGRAMS / f"{name}.mlir").read_text()
    names, types = header_names(text), signature(text)
    if len(names) != len(types):
        raise SystemExit(f"{name}.mlir: {len(names)} argument names in its header, {len(types)} arguments")
    rng = np.random.default_rng(0)
    arrays = {}
    for i, (arg, (element, shape)) in enumerate(zip(names, types)):
        value = (example_input if arg.startswith("input") else initial_value)(rng, arg, shape)
        if element == "bf16":
            value = bf16_rounded_bits(value)
        arrays[f"arg{i}"] = value
    np.savez(path, **arrays)


# ---- The models (torch) --------------------------------------------------------------------------


def models():
    """{name: (what it is, module, [(input name, shape)])}."""
    import math

    import torch
    from torch import nn
    import torch.nn.functional as F

    class Attention(nn.Module):
        def __init__(self, dim, heads):
            super().__init__()
            self.heads = heads
            self.q, self.k, self.v, self.out = (nn.Linear(dim, dim) for _ in range(4))

        def forward(self, query, key, value):
            b, lq, dim = query.shape
            split = lambda t: t.reshape(b, t.shape[1], self.heads, dim // self.heads).transpose(1, 2)
            q, k, v = split(self.q(query)), split(self.k(key)), split(self.v(value))
            scores = (q / math.sqrt(dim // self.heads)) @ k.transpose(-1, -2)
            attended = scores.softmax(-1) @ v
            return self.out(attended.transpose(1, 2).reshape(b, lq, dim))

    class DistilBertBlock(nn.Module):
        def __init__(self, dim=768, heads=12, hidden=3072):
            super().__init__()
            self.attention = Attention(dim, heads)
            self.sa_layer_norm = nn.LayerNorm(dim, eps=1e-12)
            self.lin1, self.lin2 = nn.Linear(dim, hidden), nn.Linear(hidden, dim)
            self.output_layer_norm = nn.LayerNorm(dim, eps=1e-12)

        def forward(self, x):
            x = self.sa_layer_norm(x + self.attention(x, x, x))
            return self.output_layer_norm(x + self.lin2(F.gelu(self.lin1(x))))

    class DistilBert(nn.Module):
        def __init__(self, dim=768, depth=6, positions=512, classes=2):
            super().__init__()
            self.word_embeddings = nn.Embedding(VOCABULARY, dim)
            self.position_embeddings = nn.Embedding(positions, dim)
            self.embedding_norm = nn.LayerNorm(dim, eps=1e-12)
            self.blocks = nn.ModuleList(DistilBertBlock(dim) for _ in range(depth))
            self.pre_classifier, self.classifier = nn.Linear(dim, dim), nn.Linear(dim, classes)

        def forward(self, input_ids):
            positions = torch.arange(input_ids.shape[1])
            x = self.embedding_norm(self.word_embeddings(input_ids) + self.position_embeddings(positions))
            for block in self.blocks:
                x = block(x)
            return self.classifier(F.relu(self.pre_classifier(x[:, 0])))

    class Bottleneck(nn.Module):
        def __init__(self, inplanes, planes, stride):
            super().__init__()
            self.conv1 = nn.Conv2d(inplanes, planes, 1, bias=False)
            self.bn1 = nn.BatchNorm2d(planes)
            self.conv2 = nn.Conv2d(planes, planes, 3, stride, 1, bias=False)
            self.bn2 = nn.BatchNorm2d(planes)
            self.conv3 = nn.Conv2d(planes, planes * 4, 1, bias=False)
            self.bn3 = nn.BatchNorm2d(planes * 4)
            self.downsample = None
            if stride != 1 or inplanes != planes * 4:
                self.downsample = nn.Sequential(nn.Conv2d(inplanes, planes * 4, 1, stride, bias=False),
                                                nn.BatchNorm2d(planes * 4))

        def forward(self, x):
            y = F.relu(self.bn1(self.conv1(x)))
            y = F.relu(self.bn2(self.conv2(y)))
            y = self.bn3(self.conv3(y))
            return F.relu(y + (self.downsample(x) if self.downsample is not None else x))

    class ResNet50(nn.Module):
        def __init__(self):
            super().__init__()
            self.conv1 = nn.Conv2d(3, 64, 7, 2, 3, bias=False)
            self.bn1 = nn.BatchNorm2d(64)
            layers, inplanes = [], 64
            for planes, blocks, stride in [(64, 3, 1), (128, 4, 2), (256, 6, 2), (512, 3, 2)]:
                for i in range(blocks):
                    layers.append(Bottleneck(inplanes, planes, stride if i == 0 else 1))
                    inplanes = planes * 4
            self.layers = nn.Sequential(*layers)

        def forward(self, x):
            return self.features(x)[-1]

        def features(self, x):
            """The outputs of the four stages (strides 4, 8, 16 and 32)."""
            x = F.max_pool2d(F.relu(self.bn1(self.conv1(x))), 3, 2, 1)
            out, i = [], 0
            for blocks in (3, 4, 6, 3):
                for _ in range(blocks):
                    x = self.layers[i](x)
                    i += 1
                out.append(x)
            return out

    class EncoderLayer(nn.Module):
        def __init__(self, dim, heads, hidden):
            super().__init__()
            self.self_attn = Attention(dim, heads)
            self.linear1, self.linear2 = nn.Linear(dim, hidden), nn.Linear(hidden, dim)
            self.norm1, self.norm2 = nn.LayerNorm(dim), nn.LayerNorm(dim)

        def forward(self, x, pos):
            x = self.norm1(x + self.self_attn(x + pos, x + pos, x))
            return self.norm2(x + self.linear2(F.relu(self.linear1(x))))

    class DecoderLayer(nn.Module):
        def __init__(self, dim, heads, hidden):
            super().__init__()
            self.self_attn, self.cross_attn = Attention(dim, heads), Attention(dim, heads)
            self.linear1, self.linear2 = nn.Linear(dim, hidden), nn.Linear(hidden, dim)
            self.norm1, self.norm2, self.norm3 = nn.LayerNorm(dim), nn.LayerNorm(dim), nn.LayerNorm(dim)

        def forward(self, t, memory, pos, query_pos):
            t = self.norm1(t + self.self_attn(t + query_pos, t + query_pos, t))
            t = self.norm2(t + self.cross_attn(t + query_pos, memory + pos, memory))
            return self.norm3(t + self.linear2(F.relu(self.linear1(t))))

    class Detr(nn.Module):
        def __init__(self, dim=256, heads=8, hidden=2048, depth=6, queries=100, classes=92):
            super().__init__()
            self.dim = dim
            self.backbone = ResNet50()
            self.input_proj = nn.Conv2d(2048, dim, 1)
            self.encoder = nn.ModuleList(EncoderLayer(dim, heads, hidden) for _ in range(depth))
            self.decoder = nn.ModuleList(DecoderLayer(dim, heads, hidden) for _ in range(depth))
            self.decoder_norm = nn.LayerNorm(dim)
            self.query_embed = nn.Embedding(queries, dim)
            self.class_embed = nn.Linear(dim, classes)
            self.bbox_embed = nn.ModuleList([nn.Linear(dim, dim), nn.Linear(dim, dim), nn.Linear(dim, 4)])

        def positions(self, h, w, dtype):
            """DETR's sine embedding of each feature-map position: [h * w, dim]."""
            half = self.dim // 2
            y = torch.arange(1, h + 1, dtype=torch.float32)[:, None].expand(h, w) / h * 2 * math.pi
            x = torch.arange(1, w + 1, dtype=torch.float32)[None, :].expand(h, w) / w * 2 * math.pi
            t = 10000 ** (2 * (torch.arange(half) // 2) / half)
            embed = lambda a: torch.stack([(a[..., None] / t)[..., 0::2].sin(), (a[..., None] / t)[..., 1::2].cos()],
                                          dim=-1).flatten(-2)
            return torch.cat([embed(y), embed(x)], dim=-1).reshape(h * w, self.dim).to(dtype)

        def forward(self, input_image):
            features = self.input_proj(self.backbone(input_image))
            b, c, h, w = features.shape
            memory = features.flatten(2).transpose(1, 2)
            pos = self.positions(h, w, memory.dtype)[None]
            for layer in self.encoder:
                memory = layer(memory, pos)
            query_pos = self.query_embed.weight[None].expand(b, -1, -1)
            t = torch.zeros_like(query_pos)
            for layer in self.decoder:
                t = layer(t, memory, pos, query_pos)
            t = self.decoder_norm(t)
            boxes = F.relu(self.bbox_embed[1](F.relu(self.bbox_embed[0](t))))
            return self.class_embed(t), self.bbox_embed[2](boxes).sigmoid()

    class Depth(nn.Module):
        """A MiDaS-style monocular depth model (Ranftl et al.): ResNet-50 features at four scales, a
        top-down decoder that upsamples bilinearly and adds each finer scale, and a head to one map."""

        def __init__(self, width=256):
            super().__init__()
            self.backbone = ResNet50()
            self.lateral = nn.ModuleList(nn.Conv2d(c, width, 3, 1, 1) for c in (256, 512, 1024, 2048))
            self.refine = nn.ModuleList(nn.Conv2d(width, width, 3, 1, 1) for _ in range(4))
            self.head1, self.head2 = nn.Conv2d(width, 128, 3, 1, 1), nn.Conv2d(128, 32, 3, 1, 1)
            self.head3 = nn.Conv2d(32, 1, 1)

        def forward(self, input_image):
            up = lambda t: F.interpolate(t, scale_factor=2, mode="bilinear", align_corners=False)
            features, y = self.backbone.features(input_image), None
            for level in reversed(range(4)):
                lateral = self.lateral[level](features[level])
                y = F.relu(self.refine[level](lateral if y is None else lateral + up(y)))
            return F.relu(self.head3(F.relu(self.head2(up(self.head1(y))))))

    return {
        "distilbert_bf16": ("DistilBERT classifying a 128-token sequence", DistilBert(),
                            [("input_ids", (1, SEQUENCE))]),
        "detr_bf16": ("a DETR detector (ResNet-50, 6 + 6 transformer layers, 100 queries) on a 384x512 image",
                      Detr(), [("input_image", (1, 3) + IMAGE)]),
        "depth_bf16": ("a MiDaS-style depth model (ResNet-50, a top-down decoder with bilinear upsampling) on a "
                       "384x512 image", Depth(), [("input_image", (1, 3) + IMAGE)]),
    }


def export(name, what, model, inputs):
    """The header and StableHLO text of `model` in bf16 with its parameters and buffers as arguments."""
    import numpy as np
    import torch
    from torch_mlir import fx

    model = model.eval()
    rng = np.random.default_rng(0)
    state = dict(model.named_parameters()) | dict(model.named_buffers())
    state = {n: t for n, t in state.items() if t.is_floating_point()}  # batch norm's counters are unused
    with torch.no_grad():
        for n, t in state.items():
            t.copy_(torch.from_numpy(initial_value(rng, n, tuple(t.shape))))
    model = model.to(torch.bfloat16)
    names = list(state)
    values = dict(model.named_parameters()) | dict(model.named_buffers())
    examples = []
    for n, shape in inputs:
        value = torch.from_numpy(example_input(rng, n, shape))
        examples.append(value.to(torch.bfloat16) if value.is_floating_point() else value)

    class Functional(torch.nn.Module):
        """The model with its state as leading arguments."""

        def __init__(self):
            super().__init__()
            self.model = model

        def forward(self, *args):
            return torch.func.functional_call(self.model, dict(zip(names, args[:len(names)])), args[len(names):])

    module = fx.export_and_import(Functional(), *[values[n] for n in names], *examples, output_type="stablehlo")
    text = str(module)
    count = sum(values[n].numel() for n in names)
    header = (f"// {what}, bf16, {count / 1e6:.1f}M parameters and buffers as arguments (bench/gen_torch_models.py,"
              f" torch {torch.__version__}, torch-mlir {torch_mlir_version()}); the arguments are:\n")
    header += "".join(f"// %arg{i}: {n}\n" for i, n in enumerate(names + [n for n, _ in inputs]))
    return header, text


def torch_mlir_version():
    from importlib import metadata
    return metadata.version("torch-mlir")


def main():
    args = sys.argv[1:]
    if request := arguments_option(args):
        save_arguments(*request)
        return 0
    for name, (what, model, inputs) in models().items():
        if args and name not in args:
            continue
        header, text = export(name, what, model, inputs)
        path = PROGRAMS / f"{name}.mlir"
        path.write_text(header + text)
        print(f"wrote {path} ({len(text)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
