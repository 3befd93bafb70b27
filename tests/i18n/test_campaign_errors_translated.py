"""A campaign file broken in any way the loader checks (tests/campaign/test_loader.py's cases),
or no campaign at all, gives a French or Russian line naming the file and the problem, without
English; so does a campaign export that is no export, on the command line."""

from __future__ import annotations

import json

import pytest

from dragonwood_tui.cli import main

from tests.campaign.test_loader import HOSTILE_CHANGES, NOT_CAMPAIGNS, edit, error

from .test_cli_translated import english_strings, error_slips

COLON = {"fr": "\u202f: ", "ru": ": "}
STAGE = {"fr": "étape ", "ru": "этап "}
# msgspec's own English, which the check of the catalog's messages can't see
MSGSPEC = ("Expected", "Object ", "Invalid", "malformed", "truncated", "- at", "byte ", "regex")


def slips(code: str, line: str) -> list[str]:
    return [e for e in english_strings(code) if e in line] + [w for w in MSGSPEC if w in line] + error_slips(code, line)


@pytest.mark.parametrize("code", ["fr", "ru"])
@pytest.mark.parametrize("change, words", HOSTILE_CHANGES, ids=[w for _, w in HOSTILE_CHANGES])
def test_a_broken_campaign_is_told_in_the_language(tmp_path, in_language, code, change, words):
    in_language(code)
    line = error(edit(change), tmp_path)  # one line starting with the file's name
    assert line.startswith(f"{tmp_path / 'mine.json'}{COLON[code]}"), line
    if words.startswith("stage "):
        assert f"{STAGE[code]}{words.split(':')[0][6:]}{COLON[code]}" in line, line  # the stage named, its id kept
    assert slips(code, line) == [], line


@pytest.mark.parametrize("code", ["fr", "ru"])
@pytest.mark.parametrize("data", [d for d, _ in NOT_CAMPAIGNS] + [b'{"format": 1}', b'{"a" 1}', b"{} x"],
                         ids=lambda d: repr(d[:20]))
def test_a_file_that_is_no_campaign_is_told_in_the_language(tmp_path, in_language, code, data):
    in_language(code)
    line = error(data, tmp_path)
    assert slips(code, line) == [], line


def test_the_check_sees_english(tmp_path):
    line = error(edit(HOSTILE_CHANGES[0][0]), tmp_path)
    assert slips("fr", line) and slips("ru", line)


@pytest.mark.parametrize("code", ["fr", "ru"])
@pytest.mark.parametrize("body", [b"{", b"[1]", b'{"format": "dragonwood-tui-campaign-export", "version": 9, "campaign": {}, "stages": []}'])
def test_verify_of_a_broken_export_is_in_the_language(capsys, monkeypatch, tmp_path, in_language, code, body):
    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(tmp_path / "data"))
    path = tmp_path / "export.json"
    path.write_bytes(body)
    status = main(["--lang", code, "verify", str(path)])
    err = capsys.readouterr().err.strip().splitlines()
    assert status != 0 and len(err) == 1 and str(path) in err[0], err
    assert slips(code, err[0]) == [], err[0]
