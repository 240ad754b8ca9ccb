#!/usr/bin/env python3
"""Differential, stateful fuzzing of `eqlint lsp` against `eqlint lint --stdin-path`
(Tests/LSP/lspfuzz.py says what is played and checked).

usage: scripts/fuzz/fuzz_lsp.py [--seed N] [--runs K] [--steps M] [--no-shrink] [--shrink-seconds S]
                           [--out DIR] [--verbose]
       scripts/fuzz/fuzz_lsp.py --replay FILE.json [--verbose]
       scripts/fuzz/fuzz_lsp.py --regressions

Plays K scenarios of M steps with seeds N, N+1, ... against $EQLINT (default: the release
build in .build-fuzz, else .build/release, else .build/debug). On a failure it prints the
seed, the failing step and what differs, shrinks the scenario (unless --no-shrink), prints
the smaller one, writes both as JSON into DIR (default: a temporary folder) for --replay, and
exits 1. Needs lsprotocol and pygls (pytest-lsp installs both).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
if "EQLINT" not in os.environ:
    for candidate in (".build-fuzz/release/eqlint", ".build/release/eqlint", ".build/debug/eqlint"):
        if (REPO / candidate).exists():
            os.environ["EQLINT"] = str(REPO / candidate)
            break
sys.path.insert(0, str(REPO / "Tests" / "LSP"))

import lspfuzz  # noqa: E402
from support import EQLINT  # noqa: E402


def report(name: str, scenario: lspfuzz.Scenario, failure: lspfuzz.Failure, out: Path | None, args) -> None:
    out = out or Path(tempfile.mkdtemp(prefix="eqlint-fuzz-failures-"))
    args.out = out  # the next failures of this run go there too
    out.mkdir(parents=True, exist_ok=True)
    print(f"\nFAILED: {name}, step {failure.step} ({failure.kind})", flush=True)
    print(failure.detail)
    if 0 <= failure.step < len(scenario.steps):
        print(f"the step: {lspfuzz.describe(scenario.steps[failure.step])}")
    original = out / f"{name}.json"
    original.write_text(json.dumps(scenario.to_json(), indent=1))
    print(f"scenario: {original} (replay: scripts/fuzz/fuzz_lsp.py --replay {original})")
    if args.no_shrink:
        print(lspfuzz.describe_scenario(scenario, full=False))
        return
    print(f"shrinking (at most {args.shrink_seconds:g} s)...", flush=True)
    small, small_failure = lspfuzz.shrink(scenario, failure, budget_seconds=args.shrink_seconds)
    shrunk = out / f"{name}-shrunk.json"
    shrunk.write_text(json.dumps(small.to_json(), indent=1))
    print(f"\nshrunk scenario ({len(small.steps)} steps): {shrunk}")
    print(lspfuzz.describe_scenario(small, full=True))
    print(f"\nit fails at step {small_failure.step} ({small_failure.kind}):\n{small_failure.detail}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=1, help="scenarios, seeds N, N+1, ...")
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--no-shrink", action="store_true")
    parser.add_argument("--shrink-seconds", type=float, default=300)
    parser.add_argument("--keep-going", action="store_true", help="after a failure, go on with the next seed")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--replay", type=Path)
    parser.add_argument("--regressions", action="store_true", help="play the fixed scenarios")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    log = print if args.verbose else None
    print(f"fuzz_lsp: {EQLINT}", flush=True)

    if args.replay:
        scenario = lspfuzz.Scenario.from_json(json.loads(args.replay.read_text()))
        failure = lspfuzz.play(scenario, log=log)
        if failure is None:
            print("replay: passed")
            return 0
        report(args.replay.stem, scenario, failure, args.out, args)
        return 1

    failed = 0
    if args.regressions:
        for name, scenario in lspfuzz.REGRESSIONS.items():
            failure = lspfuzz.play(scenario, log=log)
            print(f"{name}: {'passed' if failure is None else 'FAILED'}", flush=True)
            if failure is not None:
                failed += 1
                report(name, scenario, failure, args.out, args)
        return 1 if failed else 0

    total_steps = 0
    totals: dict[str, int] = {}
    start = time.monotonic()
    for seed in range(args.seed, args.seed + args.runs):
        scenario = lspfuzz.generate(seed, args.steps)
        began = time.monotonic()
        runner = lspfuzz.Runner(scenario, log=log)
        try:
            runner.run()
            failure = None
        except lspfuzz.Failure as f:
            failure = f
        steps = len(scenario.steps) if failure is None else failure.step + 1
        total_steps += steps
        for key, n in runner.stats.items():
            totals[key] = totals.get(key, 0) + n
        print(f"seed {seed}: {'passed' if failure is None else 'FAILED'} ({steps} steps, {runner.cli_runs} CLI runs, "
              f"{time.monotonic() - began:.1f} s)", flush=True)
        if failure is not None:
            failed += 1
            report(f"seed-{seed}", scenario, failure, args.out, args)
            if not args.keep_going:
                break
    print("compared: " + ", ".join(f"{key} {n}" for key, n in sorted(totals.items())))
    print(f"fuzz_lsp: {total_steps} steps, {failed} failed, {time.monotonic() - start:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
