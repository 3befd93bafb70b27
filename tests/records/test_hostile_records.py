"""Every reader over the hostile records of tests/records/hostile/: one line naming the file, a
non-zero exit, no traceback, no hang, and the saves left as they were."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from records_helpers import REPO, folder_snapshot, toy_bytes

from dragonwood_tui.cli import main

HOSTILE = Path(__file__).parent / "hostile"
sys.path.insert(0, str(HOSTILE))
from make_hostile import case_bytes, large_cases  # noqa: E402

EXPECTED: dict[str, str] = json.loads((HOSTILE / "expected.json").read_text())
COMMANDS = [["verify"], ["replay", "--text"], ["import"]]
LIMIT_SECONDS = 60  # a fresh process on a loaded machine; a hang (the bug) is for ever


@pytest.fixture(scope="module")
def large(tmp_path_factory) -> tuple[Path, dict[str, str]]:
    folder = tmp_path_factory.mktemp("large")
    return folder, large_cases(folder)


@pytest.fixture
def populated(saves_folder):
    (saves_folder / "kept.json").write_bytes(toy_bytes(rounds=5))
    return saves_folder


def _check(command: list[str], path: Path, expected: str, populated: Path, capsys) -> None:
    before = folder_snapshot(populated)
    start = time.monotonic()
    rc = main([command[0], str(path), *command[1:]])
    elapsed = time.monotonic() - start
    out = capsys.readouterr()
    lines = out.err.splitlines()
    assert rc != 0, (path.name, command, out.out[-300:])
    assert len(lines) == 1 and "Traceback" not in out.err, out.err
    assert lines[0].startswith(f"dragonwood {command[0]}: {path}: "), lines[0]
    assert expected in lines[0], lines[0]
    assert out.out == ""
    assert elapsed < LIMIT_SECONDS
    assert folder_snapshot(populated) == before


def test_the_corpus_is_what_the_script_makes():
    made = case_bytes()
    assert sorted(made) == sorted(EXPECTED), "run tests/records/hostile/make_hostile.py"
    for name, (data, expected) in made.items():
        assert (HOSTILE / name).read_bytes() == data, f"{name} is stale: run tests/records/hostile/make_hostile.py"
        assert EXPECTED[name] == expected


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_reader_refuses_a_hostile_record_in_one_line(name, command, populated, capsys):
    _check(command, HOSTILE / name, EXPECTED[name], populated, capsys)


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
def test_every_reader_refuses_the_large_hostile_records(command, large, populated, capsys):
    folder, expected = large
    for name, want in expected.items():
        _check(command, folder / name, want, populated, capsys)


@pytest.mark.parametrize("name", ["updated-year-9999-minus-12h.json", "v0-nested-config-990.json", "v1-duplicate-header.json"])
def test_the_command_itself_in_a_fresh_process(name, tmp_path):
    env = dict(os.environ, DRAGONWOOD_DATA_DIR=str(tmp_path), DRAGONWOOD_CONFIG_DIR=str(tmp_path / "config"))
    for command in COMMANDS:
        run = subprocess.run(
            [sys.executable, "-m", "dragonwood_tui", command[0], str(HOSTILE / name), *command[1:]],
            capture_output=True, text=True, timeout=LIMIT_SECONDS, env=env, cwd=REPO,
        )
        assert run.returncode != 0 and "Traceback" not in run.stderr, run.stderr
        assert len(run.stderr.splitlines()) == 1 and str(HOSTILE / name) in run.stderr
    assert not any((tmp_path / "saves").glob("*.json")) if (tmp_path / "saves").exists() else True
