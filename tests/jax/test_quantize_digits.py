"""hlx quantize on a trained model: a small classifier of scikit-learn's bundled digits (8x8 images of
handwritten digits), trained with flax and optax on JAX's CPU backend, exported as StableHLO text
(jax.export, the weights constants of the program), quantized by `hlx quantize` with 100 training images
as calibration data (static mode; dynamic mode needs none), and run by `hlx run` on the 500 held-out
images: the int8 program's accuracy is within one point of the float program's.

Needs the hlx command line beside the plugin (build/hlx next to build/libhlx_pjrt.so)."""
import os
import subprocess

import numpy as np
import pytest

jax = pytest.importorskip("jax")
flax_linen = pytest.importorskip("flax.linen")
optax = pytest.importorskip("optax")
datasets = pytest.importorskip("sklearn.datasets")

import jax.numpy as jnp  # noqa: E402

BATCH = 20  # the exported program's batch
CALIBRATION_IMAGES = 100


def hlx_binary():
    library = os.environ.get("HLX_PJRT_LIBRARY", "")
    path = os.path.join(os.path.dirname(library), "hlx")
    if not os.path.exists(path):
        pytest.skip(f"the hlx command line is not beside the plugin ({path})")
    return path


class Classifier(flax_linen.Module):
    @flax_linen.compact
    def __call__(self, x):
        x = flax_linen.relu(flax_linen.Dense(64)(x))
        x = flax_linen.relu(flax_linen.Dense(32)(x))
        return flax_linen.Dense(10)(x)


def train(images, labels):
    """Adam on the cross-entropy, full batch, on JAX's CPU backend; returns the parameters."""
    model = Classifier()
    cpu = jax.devices("cpu")[0]
    with jax.default_device(cpu):
        params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 64), jnp.float32))
        optimizer = optax.adam(1e-2)
        state = optimizer.init(params)

        @jax.jit
        def step(params, state, x, y):
            def loss(p):
                logits = model.apply(p, x)
                return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

            grads = jax.grad(loss)(params)
            updates, state = optimizer.update(grads, state)
            return optax.apply_updates(params, updates), state

        x, y = jnp.asarray(images), jnp.asarray(labels)
        for _ in range(300):
            params, state = step(params, state, x, y)
    return model, params


def run_batches(hlx, program, images, work, tag):
    """The program's logits for `images`, BATCH at a time through `hlx run`."""
    logits = []
    for b in range(len(images) // BATCH):
        inputs = os.path.join(work, f"{tag}_in{b}.npz")
        outputs = os.path.join(work, f"{tag}_out{b}.npz")
        np.savez(inputs, arg0=images[b * BATCH:(b + 1) * BATCH])
        subprocess.run([hlx, "run", program, f"--inputs={inputs}", f"--save-outputs={outputs}"], check=True,
                       capture_output=True)
        logits.append(np.load(outputs)["result0"])
    return np.concatenate(logits)


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """The trained classifier exported, its float logits on the held-out images, and the data."""
    hlx = hlx_binary()
    work = tmp_path_factory.mktemp("digits")
    digits = datasets.load_digits()
    images = (digits.data / 16.0).astype(np.float32)
    labels = digits.target.astype(np.int32)
    order = np.random.default_rng(0).permutation(len(images))
    images, labels = images[order], labels[order]
    test_count = 500
    train_images, train_labels = images[:-test_count], labels[:-test_count]
    test_images, test_labels = images[-test_count:], labels[-test_count:]

    model, params = train(train_images, train_labels)
    export = jax.export.export(jax.jit(lambda x: model.apply(params, x)), platforms=["cpu"])(
        jax.ShapeDtypeStruct((BATCH, 64), jnp.float32))
    program = work / "digits.mlir"
    program.write_text(export.mlir_module())
    float_logits = run_batches(hlx, str(program), test_images, work, "float")
    float_accuracy = float(np.mean(np.argmax(float_logits, 1) == test_labels))
    assert float_accuracy > 0.9
    return dict(hlx=hlx, work=work, program=program, calibration=train_images[:CALIBRATION_IMAGES],
                test_images=test_images, test_labels=test_labels, float_accuracy=float_accuracy)


@pytest.mark.parametrize("mode", ["static", "dynamic"])
def test_int8_digits_accuracy_within_a_point(exported, mode):
    hlx, work = exported["hlx"], exported["work"]
    command = [hlx, "quantize", str(exported["program"]), f"--mode={mode}"]
    if mode == "static":
        # 100 training images as calibration data: 5 samples of the program's batch of 20.
        calibration = work / "calibration.npz"
        np.savez(calibration, arg0=exported["calibration"].reshape(-1, BATCH, 64))
        command.append(f"--calibration={calibration}")
    quantized = work / f"digits-{mode}.mlir"
    result = subprocess.run(command + ["-o", str(quantized)], check=True, capture_output=True, text=True)
    assert "3 stablehlo.dot_general" in result.stderr, result.stderr

    logits = run_batches(hlx, str(quantized), exported["test_images"], work, mode)
    accuracy = float(np.mean(np.argmax(logits, 1) == exported["test_labels"]))
    print(f"digits: float accuracy {100 * exported['float_accuracy']:.1f}%, int8 ({mode}) accuracy "
          f"{100 * accuracy:.1f}% on {len(logits)} held-out images")
    assert abs(exported["float_accuracy"] - accuracy) <= 0.01
