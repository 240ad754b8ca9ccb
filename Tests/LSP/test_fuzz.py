"""Differential, stateful fuzzing of the server (lspfuzz.py): the fixed regression scenarios,
then a bounded run with fixed seeds. Each step is checked against `eqlint lint --stdin-path`
in a scratch copy of the project holding the editor's unsaved texts.

EQLINT_FUZZ_SEEDS (default "1 2") and EQLINT_FUZZ_STEPS (default 120) size the random run;
scripts/fuzz/fuzz_lsp.py runs longer ones and shrinks what fails."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import lspfuzz

SEEDS = [int(s) for s in os.environ.get("EQLINT_FUZZ_SEEDS", "1 2").split()]
STEPS = int(os.environ.get("EQLINT_FUZZ_STEPS", "120"))


def play(scenario: lspfuzz.Scenario, workdir: Path) -> None:
    runner = lspfuzz.Runner(scenario, workdir)
    try:
        runner.run()
    except lspfuzz.Failure as failure:
        pytest.fail(f"{failure}\n\n{lspfuzz.describe_scenario(scenario, full=len(scenario.steps) <= 12)}", pytrace=False)


@pytest.mark.parametrize("name", sorted(lspfuzz.REGRESSIONS))
def test_regression(name: str, tmp_path: Path):
    play(lspfuzz.REGRESSIONS[name], tmp_path)


@pytest.mark.parametrize("seed", SEEDS)
def test_random_steps(seed: int, tmp_path: Path):
    """Replay a failure with `scripts/fuzz/fuzz_lsp.py --seed SEED --steps STEPS` (it shrinks it)."""
    play(lspfuzz.generate(seed, STEPS), tmp_path)


def test_generator_makes_every_kind_of_step():
    """Every operation, change style and watched-file kind occurs in a run of the generator."""
    steps = lspfuzz.flatten(lspfuzz.generate(1, 400).steps)
    assert {s["op"] for s in steps} >= {"open", "change", "save", "close", "disk", "hover", "action"}
    assert {s.get("style") for s in steps if s["op"] == "change"} == {"full", "range", "multi"}
    disk = [s for s in steps if s["op"] == "disk"]
    assert any(s["text"] is None for s in disk) and any(s["path"].endswith(".eqlint.yml") for s in disk)
    assert any(s["op"] == "restart" for s in lspfuzz.generate(1, 400).steps)
    assert any(s["op"] == "burst" for s in lspfuzz.generate(1, 400).steps)
