"""Every hostile file the tests plant (records that lie, torn lines, nesting, unknown fields,
a broken campaign, a damaged practice file) is told in French and Russian with no English: the
catalog's English messages, msgspec's own words, Python's quotes ('x'), all checked on each line
a player reads (a command's error, the saves list, the practice's notice)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from dragonwood_tui.cli import main

from tests.campaign.test_loader import HOSTILE_CHANGES, edit

from .test_campaign_errors_translated import slips

HOSTILE = Path(__file__).resolve().parents[1] / "records" / "hostile"
RECORDS = sorted(p.name for p in HOSTILE.glob("*.json"))


def _run(capsys, argv: list[str]) -> tuple[int, str, str]:  # type: ignore[no-untyped-def]
    try:
        status = main(argv)
    except SystemExit as done:
        status = done.code  # type: ignore[assignment]
    out = capsys.readouterr()
    return int(status or 0), out.out, out.err


@pytest.fixture
def folders(monkeypatch, tmp_path):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(tmp_path / "data"))
    return tmp_path


@pytest.mark.parametrize("code", ["fr", "ru"])
@pytest.mark.parametrize("name", RECORDS)
def test_a_hostile_record_is_told_in_the_language(capsys, folders, in_language, code, name):
    status, out, err = _run(capsys, ["--lang", code, "verify", str(HOSTILE / name)])
    if status == 0:
        return  # a record the app reads (its oddity is allowed): nothing to tell
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    line = lines[0].replace(str(HOSTILE / name), "FILE")  # the file's name is the test's, in English
    assert slips(code, line) == [], line


def _without_names(line: str) -> str:
    for name in RECORDS:
        line = line.replace(name[: -len(".json")], "NAME")
    return line


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_the_saves_list_tells_unreadable_saves_in_the_language(capsys, folders, in_language, code):
    saves = folders / "data" / "saves"
    saves.mkdir(parents=True)
    for name in RECORDS:
        shutil.copy(HOSTILE / name, saves / name)
    status, out, err = _run(capsys, ["--lang", code, "saves"])
    shown = [line for line in (out + err).splitlines() if line.strip()]
    assert shown
    bad = [(line, slips(code, _without_names(line))) for line in shown if slips(code, _without_names(line))]
    assert bad == []


@pytest.mark.parametrize("code", ["fr", "ru"])
@pytest.mark.parametrize("case", range(0, len(HOSTILE_CHANGES), 3))
def test_a_broken_campaign_file_on_the_command_line(capsys, folders, in_language, code, case):
    path = folders / "mine.json"
    path.write_text(json.dumps(edit(HOSTILE_CHANGES[case][0])))
    status, out, err = _run(capsys, ["--lang", code, "campaign", "--file", str(path)])
    lines = err.strip().splitlines()
    assert status != 0 and len(lines) == 1 and str(path) in lines[0], err
    assert slips(code, lines[0]) == [], lines[0]


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_a_damaged_practice_file_is_told_in_the_language(folders, in_language, code):
    from dragonwood_tui.practice.kept import Kept

    path = folders / "practice.json"
    path.write_text('{"streak": "lots"}')
    in_language(code)
    problem = Kept.load(path).problem
    assert problem is not None and slips(code, problem) == [], problem
