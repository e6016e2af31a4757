#!/usr/bin/python3
"""bench/collectives.py: what asynchronous collectives and the collective combiner do to the sharded
programs, on their devices (from the repo root, after `make build`).

  bench/collectives.py [--rounds=N] [--iters=N] [--only=SUBSTRING] [--hlx=build/hlx] [--out=FILE.json]

Each program runs under `hlx bench FILE --profile` four ways: as compiled by default (collectives split
into a start and a done that the latency-hiding scheduler moves apart, small ones combined), with
--no-async-collectives, with --no-combine-collectives, and with both. The ways alternate within each of
--rounds rounds, so that a change in the machine's load falls on all of them alike. For each way the
table gives the medians over the rounds of: the time per step (one run of every device), the time a
device spends blocked in collective steps and the compute it overlapped with collectives in flight
(each the mean over the devices), and the number of collectives in the compiled program (its
all_reduces, all_gathers, reduce_scatters, all_to_alls and collective_permutes; those in a loop body
count once).

On a machine with fewer cores than devices, a device thread waits for the others to get a core: the
blocked time there is mostly that wait, which no overlap can hide.
"""
import argparse
import json
import os
import pathlib
import re
import statistics
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
MODELS = pathlib.Path(os.environ.get("HLX_CORPUS", ROOT.parent / "shared" / "corpus")) / "models"
PROGRAMS = [
    ("flax transformer step, 2x4 mesh", ROOT / "bench" / "programs" / "flax_transformer_step_2x4.mlir"),
    ("scanned FSDP MLP step, 8 devices", ROOT / "bench" / "programs" / "scanned_mlp_fsdp8.mlir"),
    ("MLP loss, tensor parallel (GSPMD), 8", MODELS / "jax_mlp_loss_tp8_gspmd.mlir"),
    ("MLP loss, FSDP + TP (Shardy), 8", MODELS / "jax_mlp_loss_fsdp_tp8_shardy.mlir"),
    ("llama attention prefill (Shardy), 2", MODELS / "torchxla_llama_attention_prefill_sdy.mlir"),
]
WAYS = [
    ("async + combined", []),
    ("whole collectives", ["--no-async-collectives"]),
    ("not combined", ["--no-combine-collectives"]),
    ("whole, not combined", ["--no-async-collectives", "--no-combine-collectives"]),
]
COLLECTIVE = re.compile(r"^ +\d+  stablehlo\.(all_reduce|all_gather|reduce_scatter|all_to_all|collective_permute)")
DEVICE = re.compile(r"^  device +\d+ +([\d.]+) ms +([\d.]+) ms +[\d.]+% +([\d.]+) ms")
MEDIAN = re.compile(r"^  run \(median\) +([\d.]+) ms")


def measure(hlx, path, flags, iters):
    """One `hlx bench --profile` of `path`: step ms, mean blocked and overlapped ms per device, and the
    number of collectives; None after saying why there is none."""
    command = [str(hlx), "bench", str(path), f"--iters={iters}", "--profile", *flags]
    done = subprocess.run(command, capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        print(f"  {' '.join(command)}: exit {done.returncode}: {(done.stderr.strip().splitlines() or [''])[-1]}")
        return None
    lines = done.stdout.splitlines()
    median = [float(m.group(1)) for m in map(MEDIAN.match, lines) if m]
    devices = [m for m in map(DEVICE.match, lines) if m]
    if not median or not devices:
        print(f"  {' '.join(command)}: no run time or no per-device profile in its output")
        return None
    return {
        "step_ms": median[0],
        "blocked_ms": statistics.mean(float(d.group(2)) for d in devices),
        "overlapped_ms": statistics.mean(float(d.group(3)) for d in devices),
        "collectives": sum(1 for line in lines if COLLECTIVE.match(line)),
        "devices": len(devices),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="rounds of the four ways, alternating")
    parser.add_argument("--iters", type=int, default=20, help="timed runs per hlx bench")
    parser.add_argument("--only", default="", help="run only the programs whose name holds this")
    parser.add_argument("--hlx", default=str(ROOT / "build" / "hlx"))
    parser.add_argument("--out", default="", help="also write the rows as a JSON list")
    args = parser.parse_args()
    rows = []
    for name, path in PROGRAMS:
        if args.only not in name:
            continue
        if not path.exists():
            print(f"{name}: missing: {path}")
            continue
        runs = {way: [] for way, _ in WAYS}
        for _ in range(args.rounds):
            for way, flags in WAYS:
                result = measure(args.hlx, path, flags, args.iters)
                if result:
                    runs[way].append(result)
        print(f"\n{name} ({path.name}), medians of {args.rounds} rounds of {args.iters} runs")
        print(f"| way | step ms | blocked ms per device | overlapped ms per device | collectives |")
        print(f"|---|---|---|---|---|")
        for way, _ in WAYS:
            if not runs[way]:
                continue
            row = {"program": name, "way": way, "rounds": len(runs[way]), "devices": runs[way][0]["devices"]}
            for key in ("step_ms", "blocked_ms", "overlapped_ms", "collectives"):
                row[key] = statistics.median(r[key] for r in runs[way])
            rows.append(row)
            print(f"| {way} | {row['step_ms']:.3f} | {row['blocked_ms']:.3f} | {row['overlapped_ms']:.3f} "
                  f"| {row['collectives']:g} |", flush=True)
    if args.out:
        pathlib.Path(args.out).write_text(json.dumps(rows, indent=1) + "\n")
    return 0 if rows else 1


if __name__ == "__main__":
    sys.exit(main())
