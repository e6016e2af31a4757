#!/usr/bin/python3
"""Checks bench/run end to end on its smallest benchmark (the dispatch chain, two rounds of hlx and each
compiler peer in alternation): it exits 0, writes a JSON
list of complete rows whose ratio is peer_ms / hlx_ms, one for each peer it has (torch eager, XLA's CPU
compiler, IREE), XLA's with both sides' temporary bytes and hlx's peak resident memory, and writes no row
for a side it reports missing. Then the jitted scalar function's row (JAX's CPU platform and hlx's in one
process): one row where jaxlib and the plugin are there. Then that a compiler peer's timed runs stop at
their time budget (bench/xla_iree_peers.py). Times are not judged.

  bench_run_check.py BENCH_RUN BUILD_DIR
"""
import json
import pathlib
import subprocess
import sys
import tempfile
import time


def run(bench_run, build, arguments):
    """bench/run with `arguments` into a scratch results file: what it printed and the rows it wrote."""
    with tempfile.TemporaryDirectory() as work:
        out = pathlib.Path(work) / "results.json"
        done = subprocess.run([sys.executable, bench_run, *arguments, f"--out={out}", f"--build={build}"],
                              capture_output=True, text=True, timeout=600)
        print(done.stdout + done.stderr)
        if done.returncode != 0:
            sys.exit(f"bench/run {' '.join(arguments)} exited with {done.returncode}")
        return done.stdout, json.loads(out.read_text())


def main():
    bench_run, build = sys.argv[1:3]
    stdout, rows = run(bench_run, build, ["--only=dispatch_chain", "--iters=2", "--rounds=2"])
    missing = [line for line in stdout.splitlines() if line.startswith("missing: ")]
    peers = {"torch eager": "missing: torch eager", "xla-cpu": "missing: the xla-cpu peer",
             "iree": "missing: the iree peer"}
    expected = set() if any(m.startswith("missing: hlx bench") for m in missing) else {
        peer for peer, line in peers.items() if not any(m.startswith(line) for m in missing)}
    if not isinstance(rows, list) or sorted(row.get("peer") for row in rows) != sorted(expected):
        sys.exit(f"expected a row for each of {sorted(expected)}, found: {rows}")
    memory = {"hlx_temp_bytes", "peer_temp_bytes", "hlx_peak_rss_bytes"}
    for row in rows:
        if set(row) - {"ops", "max_rel_err"} - memory != {"benchmark", "peer", "hlx_ms", "peer_ms", "ratio"}:
            sys.exit(f"a row has the wrong keys: {row}")
        # XLA's rows carry both sides' temporary bytes and hlx's peak resident memory.
        if row["peer"] == "xla-cpu" and not (memory <= set(row) and all(row[k] >= 0 for k in memory)
                                             and row["hlx_peak_rss_bytes"] > 0):
            sys.exit(f"an xla-cpu row lacks the memory figures: {row}")
        if not (row["hlx_ms"] > 0 and row["peer_ms"] > 0):
            sys.exit(f"a row has a time that is not positive: {row}")
        if abs(row["ratio"] - row["peer_ms"] / row["hlx_ms"]) > 1e-4 * row["ratio"]:
            sys.exit(f"ratio is not peer_ms / hlx_ms: {row}")
    # The scalar-jit row: JAX's CPU platform and hlx's in one process, taking turns.
    jit_stdout, jit_rows = run(bench_run, build, ["--only=jax scalar jit", "--iters=1", "--rounds=1"])
    expected = 0 if any(line.startswith(("missing: the xla-cpu peer", "missing: the JAX rows on hlx"))
                        for line in jit_stdout.splitlines()) else 1
    if len(jit_rows) != expected or not all(
            row.get("benchmark") == "jax scalar jit (per call)" and row.get("peer") == "xla-cpu"
            and row["hlx_ms"] > 0 and row["peer_ms"] > 0 for row in jit_rows):
        sys.exit(f"expected {expected} jax scalar jit row, found: {jit_rows}")
    rows += jit_rows
    bad = subprocess.run([sys.executable, bench_run, "--rounds=0"], capture_output=True, text=True, timeout=60)
    if bad.returncode == 0 or "--rounds must be at least 1" not in bad.stderr:
        sys.exit(f"bench/run --rounds=0 should be refused: exit {bad.returncode}, {bad.stderr.strip()}")
    check_timing_budget(pathlib.Path(bench_run).resolve().parent / "xla_iree_peers.py")
    print(f"bench/run: {len(rows)} row(s) as expected" + (f" ({len(missing)} tool(s) missing)" if missing else ""))


def check_timing_budget(peers_path):
    """A peer's timed runs stop at --iters, or at the third once they pass the time budget."""
    sys.path.insert(0, str(peers_path.parent))
    try:
        import xla_iree_peers as peers
    except ImportError as e:  # numpy, which the peers need
        print(f"the peers' timing budget was not checked: {e}")
        return

    class Sleeps:
        def __init__(self, seconds):
            self.seconds, self.runs = seconds, 0

        def run(self, args):
            self.runs += 1
            time.sleep(self.seconds)

    peers.TIMING_BUDGET_S = 1000.0
    quick = Sleeps(0)
    if peers.time_runs(quick, None, 5)[1] != 5 or quick.runs != 6:  # the warm-up run and 5 timed
        sys.exit(f"5 quick runs under the budget: {quick.runs} run")
    peers.TIMING_BUDGET_S = 0.05
    slow = Sleeps(0.02)
    if peers.time_runs(slow, None, 10)[1] != 3 or slow.runs != 4:
        sys.exit(f"runs of 20 ms against a 50 ms budget stop at 3 timed: {slow.runs} run")


if __name__ == "__main__":
    main()
