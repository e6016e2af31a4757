"""Training on the hlx plugin compared with JAX's own CPU backend: flax models trained with optax for
100 jitted steps, from the same initial parameters on the same batches, on jax.devices("hlx")[0] and
on jax.devices("cpu")[0]. The loss curves must agree within a tolerance that float32 justifies, and
both must go down.

Why the curves may differ at all: each backend sums in its own order (matmul and convolution
blocking, reduction trees, fusion), so one step's gradients differ from the other's in their last bits;
training feeds every step's parameters into the next, so those differences are carried and can grow
(Adam divides small gradient components by their small running RMS, and once in a while a value sits
so close to a ReLU's kink or to a max-pooling tie that the rounding decides which way its gradient
goes, a discrete jump that later steps amplify). The bounds below were sized on JAX's CPU backend
alone, by moving every float32 value of the training state one ulp up or down at random before every
step (what a different summation order does) and comparing 100-step curves with the unperturbed run, 10 random
perturbations per model:
- the first 10 steps never differed by more than 3e-7 (relative): EARLY_RTOL = 1e-5. Scaling every
  update by 1.001 (a 0.1% error in the gradients or the optimizer) changes them by 2e-4 or more.
- whole curves mostly stayed within 3e-6; three of the 40 runs met a discrete jump and ended 1e-4 to
  5e-4 apart: CURVE_RTOL = 1e-3. The 0.1% update error ends 1.4e-3 to 2e-2 apart.
The CNN uses bias-free convolutions before BatchNorm (a bias there has a zero gradient in exact
arithmetic, so Adam would walk it on rounding noise alone) and SiLU instead of ReLU (with ReLU, half
of the perturbed runs on the digits jumped apart, ending 1.7e-3 from the unperturbed curve: their
constant background puts a whole channel at one value, which can sit at the kink).
"""
import numpy as np
import pytest

jax = pytest.importorskip("jax", reason="jax is not installed: the JAX tests of the hlx plugin were not run")
for module in ("flax", "optax"):
    pytest.importorskip(module, reason=f"{module} is not installed: the training tests of hlx were not run")
import optax  # noqa: E402
from flax import linen as nn  # noqa: E402

jnp = jax.numpy

STEPS = 100
# First loss: one forward pass from identical parameters and data.
FIRST_RTOL = 1e-5
# Loss curves, max over the steps of |hlx - cpu| / |cpu|: the first 10 steps, and all of them (see the
# module's comment for how these were sized).
EARLY_STEPS = 10
EARLY_RTOL = 1e-5
CURVE_RTOL = 1e-3
# The state after the first step (parameters, batch statistics, optimizer state): one forward and
# backward pass and one update from identical inputs. atol covers components near zero.
FIRST_STATE_RTOL = 1e-4
FIRST_STATE_ATOL = 1e-6


def hlx_device():
    return jax.devices("hlx")[0]


def cpu_device():
    return jax.devices("cpu")[0]


def to_host(tree):
    return jax.tree_util.tree_map(np.asarray, tree)


def train(device, step, state, batches):
    """Runs the jitted `step` STEPS times on `device` from `state` (host arrays), taking the batches
    in turn. Returns the state after the first step (copied to the host), the final state and the
    losses (a float64 array)."""
    state, batches = jax.device_put((state, batches), device)
    losses = []
    for i in range(STEPS):
        state, loss = step(state, batches[i % len(batches)])
        losses.append(loss)
        if i == 0:
            first = jax.tree_util.tree_map(lambda a: np.array(a, copy=True), state)
    for leaf in jax.tree_util.tree_leaves((state, losses[-1])):
        assert leaf.devices() == {device}
    assert losses[-1].dtype == np.float32
    return first, state, np.array([float(loss) for loss in losses])


def train_on_both(step, state, batches):
    """train() on hlx and on JAX's CPU backend; checks that the first steps agree and that the loss
    curves do, and returns hlx's final state, JAX CPU's final state and both loss curves."""
    got_first, got_state, got = train(hlx_device(), step, state, batches)
    want_first, want_state, want = train(cpu_device(), step, state, batches)
    check_state_close(got_first, want_first, rtol=FIRST_STATE_RTOL, atol=FIRST_STATE_ATOL)
    return got_state, want_state, got, want


def check_curves(got, want, decrease=0.5):
    """hlx's loss curve `got` follows JAX CPU's `want`, and both fall below `decrease` times where
    they started (averaged over 10 steps at either end)."""
    assert np.all(np.isfinite(got)), f"hlx's losses are not finite: {got}"
    np.testing.assert_allclose(got[0], want[0], rtol=FIRST_RTOL, err_msg="first loss (forward pass only)")
    rel = np.abs(got - want) / np.abs(want)
    for steps, rtol in ((EARLY_STEPS, EARLY_RTOL), (STEPS, CURVE_RTOL)):
        worst = int(np.argmax(rel[:steps]))
        assert rel[worst] <= rtol, (
            f"loss curves differ by {rel[worst]:.3g} (relative) at step {worst}: "
            f"hlx {got[worst]}, cpu {want[worst]}\nhlx: {got}\ncpu: {want}")
    for name, curve in (("hlx", got), ("cpu", want)):
        start, end = curve[:10].mean(), curve[-10:].mean()
        assert end < decrease * start, f"{name}'s loss did not decrease enough: {start} -> {end}"


def check_state_close(got, want, rtol, atol):
    """The pytrees `got` and `want` hold the same dtypes and values within rtol and atol."""
    for (path, g), w in zip(jax.tree_util.tree_leaves_with_path(got), jax.tree_util.tree_leaves(want)):
        g, w = np.asarray(g), np.asarray(w)
        assert g.dtype == w.dtype, jax.tree_util.keystr(path)
        np.testing.assert_allclose(g, w, rtol=rtol, atol=atol, err_msg=jax.tree_util.keystr(path))


# --- 1. an MLP with dropout, SGD with momentum and gradient clipping ---


class Mlp(nn.Module):
    hidden: int = 64
    outputs: int = 4

    @nn.compact
    def __call__(self, x, train):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = jnp.tanh(nn.Dense(self.hidden)(x))
        return nn.Dense(self.outputs)(x)


def test_mlp():
    """Regression onto a random teacher network. Dropout draws its masks on the device from a key
    folded with the step number (threefry: integer arithmetic, so both backends draw the same masks)."""
    r = np.random.default_rng(0)
    x = r.standard_normal((4, 64, 16)).astype(np.float32)  # 4 batches of 64
    teacher = r.standard_normal((16, 4)).astype(np.float32)
    y = np.sin(x @ teacher).astype(np.float32)
    model = Mlp()
    params = to_host(model.init(jax.random.PRNGKey(0), x[0], train=False)["params"])
    optimizer = optax.chain(optax.clip_by_global_norm(1.0), optax.sgd(0.1, momentum=0.9))

    def loss_fn(params, x, y, key):
        prediction = model.apply({"params": params}, x, train=True, rngs={"dropout": key})
        return jnp.mean(jnp.square(prediction - y))

    @jax.jit
    def step(state, batch):
        params, opt_state, key, i = state
        x, y = batch
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y, jax.random.fold_in(key, i))
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return (optax.apply_updates(params, updates), opt_state, key, i + 1), loss

    state = (params, to_host(optimizer.init(params)), np.asarray(jax.random.PRNGKey(1)), np.int32(0))
    _, _, got, want = train_on_both(step, state, list(zip(x, y)))
    check_curves(got, want)


# --- 2. a CNN with batch normalization (training mode) and average and max pooling ---


class Cnn(nn.Module):
    classes: int

    @nn.compact
    def __call__(self, x, train):
        x = nn.Conv(8, (3, 3), use_bias=False)(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.avg_pool(nn.silu(x), (2, 2), strides=(2, 2))
        x = nn.Conv(16, (3, 3), padding="VALID", use_bias=False)(x)
        x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
        x = nn.max_pool(nn.silu(x), (2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(self.classes)(x)


def cnn_trainer(model, optimizer):
    """The jitted training step of a Cnn: cross-entropy on integer labels, batch statistics updated."""

    def loss_fn(params, batch_stats, x, labels):
        logits, updates = model.apply(
            {"params": params, "batch_stats": batch_stats}, x, train=True, mutable=["batch_stats"])
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
        return loss, updates["batch_stats"]

    @jax.jit
    def step(state, batch):
        params, batch_stats, opt_state = state
        (loss, batch_stats), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, batch_stats, *batch)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return (optax.apply_updates(params, updates), batch_stats, opt_state), loss

    return step


def cnn_state(model, optimizer, x):
    variables = to_host(model.init(jax.random.PRNGKey(0), x, train=False))
    return variables["params"], variables["batch_stats"], to_host(optimizer.init(variables["params"]))


def test_cnn_batchnorm():
    """Four classes of 12x12 images: a fixed random template per class under noise."""
    r = np.random.default_rng(1)
    templates = r.standard_normal((4, 12, 12, 1)).astype(np.float32)
    labels = r.integers(0, 4, size=(4, 32)).astype(np.int32)  # 4 batches of 32
    x = (templates[labels] + 2.0 * r.standard_normal((4, 32, 12, 12, 1))).astype(np.float32)
    model = Cnn(classes=4)
    optimizer = optax.adam(3e-3)
    state = cnn_state(model, optimizer, x[0])
    _, _, got, want = train_on_both(cnn_trainer(model, optimizer), state, list(zip(x, labels)))
    check_curves(got, want, decrease=0.3)


# --- 3. a small transformer: causal self-attention, LayerNorm, GELU, residual connections ---


class Block(nn.Module):
    heads: int

    @nn.compact
    def __call__(self, x, mask):
        dim = x.shape[-1]
        h = nn.LayerNorm()(x)
        x = x + nn.MultiHeadDotProductAttention(num_heads=self.heads)(h, h, mask=mask)
        h = nn.LayerNorm()(x)
        h = nn.gelu(nn.Dense(4 * dim)(h), approximate=False)
        return x + nn.Dense(dim)(h)


class Transformer(nn.Module):
    vocab: int
    length: int
    dim: int = 32
    heads: int = 4
    layers: int = 2

    @nn.compact
    def __call__(self, tokens):
        position = self.param("position", nn.initializers.normal(0.02, jnp.float32), (self.length, self.dim))
        x = nn.Embed(self.vocab, self.dim)(tokens) + position
        mask = nn.make_causal_mask(tokens)
        for _ in range(self.layers):
            x = Block(self.heads)(x, mask)
        return nn.Dense(self.vocab)(nn.LayerNorm()(x))


def transformer_task():
    """Running maximum of a token sequence: position i predicts max(tokens[:i+1]), which a causal
    model can learn. AdamW with a warmup-cosine schedule. Returns the batches (tokens, targets), the
    initial state (parameters and optimizer state, on the host) and the jitted step."""
    vocab, length = 8, 8
    r = np.random.default_rng(2)
    tokens = r.integers(0, vocab, size=(4, 32, length)).astype(np.int32)  # 4 batches of 32
    targets = np.maximum.accumulate(tokens, axis=-1).astype(np.int32)
    model = Transformer(vocab=vocab, length=length)
    params = to_host(model.init(jax.random.PRNGKey(0), tokens[0])["params"])
    schedule = optax.warmup_cosine_decay_schedule(0.0, 3e-3, warmup_steps=10, decay_steps=STEPS)
    optimizer = optax.adamw(schedule, weight_decay=1e-2)

    def loss_fn(params, tokens, targets):
        logits = model.apply({"params": params}, tokens)
        return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()

    @jax.jit
    def step(state, batch):
        params, opt_state = state
        loss, grads = jax.value_and_grad(loss_fn)(params, *batch)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return (optax.apply_updates(params, updates), opt_state), loss

    return list(zip(tokens, targets)), (params, to_host(optimizer.init(params))), step, optimizer


def test_transformer():
    batches, state, step, _ = transformer_task()
    _, _, got, want = train_on_both(step, state, batches)
    check_curves(got, want)


# --- 4. the CNN on real data: scikit-learn's handwritten digits, with a held-out test set ---


def test_cnn_on_digits():
    """8x8 images of the digits 0-9 (1797 of them, shipped with scikit-learn); 75% train, 25% test.
    hlx's test accuracy is within 1 point of JAX CPU's and far above chance (10%)."""
    datasets = pytest.importorskip("sklearn.datasets", reason="scikit-learn is not installed")
    model_selection = pytest.importorskip("sklearn.model_selection")
    digits = datasets.load_digits()
    images = (digits.images / 16.0).astype(np.float32)[..., None]
    x_train, x_test, y_train, y_test = model_selection.train_test_split(
        images, digits.target.astype(np.int32), test_size=0.25, random_state=0, stratify=digits.target)
    batch = 128
    count = len(x_train) // batch
    batches = [(x_train[i * batch:(i + 1) * batch], y_train[i * batch:(i + 1) * batch]) for i in range(count)]
    model = Cnn(classes=10)
    optimizer = optax.adam(3e-3)
    state = cnn_state(model, optimizer, x_train[:batch])

    @jax.jit
    def accuracy(params, batch_stats, x, labels):
        logits = model.apply({"params": params, "batch_stats": batch_stats}, x, train=False)
        return jnp.mean((jnp.argmax(logits, axis=-1) == labels).astype(jnp.float32))

    def accuracy_on(device, state):
        params, batch_stats, _ = state
        return float(accuracy(params, batch_stats, *jax.device_put((x_test, y_test), device)))

    got_state, want_state, got, want = train_on_both(cnn_trainer(model, optimizer), state, batches)
    check_curves(got, want, decrease=0.2)
    got_accuracy = accuracy_on(hlx_device(), got_state)
    want_accuracy = accuracy_on(cpu_device(), want_state)
    assert want_accuracy > 0.85, f"JAX CPU's test accuracy {want_accuracy}"
    assert abs(got_accuracy - want_accuracy) <= 0.01, f"accuracy: hlx {got_accuracy}, cpu {want_accuracy}"


# --- 5. the transformer of 3, data + tensor parallel over the 8 hlx devices ---


def transformer_spec(path, leaf):
    """Megatron's layout on a ('data', 'model') mesh: the MLP's first kernel split along its outputs,
    the second along its inputs; attention's query, key and value kernels split over the heads, its
    output kernel over the heads too; everything else replicated."""
    names = [getattr(k, "key", "") for k in path]
    P = jax.sharding.PartitionSpec
    if "MultiHeadDotProductAttention_0" in names and names[-1] == "kernel":
        return P(None, "model", None) if names[-2] in ("query", "key", "value") else P("model", None, None)
    if names[-2:] == ["Dense_0", "kernel"] and leaf.ndim == 2 and leaf.shape[1] == 4 * leaf.shape[0]:
        return P(None, "model")
    if names[-2:] == ["Dense_1", "kernel"] and leaf.ndim == 2 and leaf.shape[0] == 4 * leaf.shape[1]:
        return P("model", None)
    return P()


def test_transformer_data_and_tensor_parallel():
    """The transformer of test_transformer trained on a 2 x 4 mesh of hlx devices, the batch split over
    'data' and the attention heads and MLP over 'model' (jax.jit with NamedSharding: hlx partitions the
    step), against the unsharded step on JAX's CPU backend."""
    batches, (params, _), step, optimizer = transformer_task()
    mesh = jax.sharding.Mesh(np.array(jax.devices("hlx")).reshape(2, 4), ("data", "model"))
    specs = jax.tree_util.tree_map_with_path(transformer_spec, params)
    sharded = jax.tree_util.tree_map(
        lambda p, s: jax.device_put(p, jax.sharding.NamedSharding(mesh, s)), params, specs)
    split = [k for k in jax.tree_util.tree_leaves(specs) if k != jax.sharding.PartitionSpec()]
    assert len(split) == 2 * 6, "each of the 2 blocks has 4 attention and 2 MLP kernels split"
    state = (sharded, jax.jit(optimizer.init)(sharded))
    batch_sharding = jax.sharding.NamedSharding(mesh, jax.sharding.PartitionSpec("data", None))
    on_mesh = [jax.device_put(b, batch_sharding) for b in batches]
    got = []
    for i in range(STEPS):
        state, loss = step(state, on_mesh[i % len(on_mesh)])
        got.append(float(loss))
    # The split kernels stay split, each device holding a quarter of each (the other parameters take
    # the shardings propagation gives them: the MLP's first bias follows its split outputs).
    for leaf, spec in zip(jax.tree_util.tree_leaves(state[0]), jax.tree_util.tree_leaves(specs)):
        if spec != jax.sharding.PartitionSpec():
            assert leaf.sharding.is_equivalent_to(jax.sharding.NamedSharding(mesh, spec), leaf.ndim)
            assert leaf.addressable_shards[0].data.size * 4 == leaf.size
    _, _, want = train(cpu_device(), step, (params, to_host(optimizer.init(params))), batches)
    check_curves(np.array(got), want)
