"""A settings file that can't be read is worded in the language finally chosen, on the command
line as on the screen: the file names the language, so its warning waits for it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from dragonwood_tui.cli import main
from dragonwood_tui.storage.settings import load_settings

from .test_cli_translated import english_strings, error_slips

HOSTILE = {  # what the file holds (or is), each a different warning
    "not-json": lambda p: p.write_bytes(b"{not json"),
    "wrong-shape": lambda p: p.write_bytes(b"[1, 2]"),
    "too-deep": lambda p: p.write_bytes(b'{"theme": ' + b"[" * 5000 + b"]" * 5000 + b"}"),
    "one-bad-field": lambda p: p.write_text('{"language": "%s", "bot_pace": "ludicrous"}'),
    "two-bad-fields": lambda p: p.write_text('{"language": "%s", "bot_pace": "ludicrous", "theme": 5}'),
    "huge": lambda p: p.write_bytes(b" " * (1 << 20)),
    "folder": lambda p: p.mkdir(),
    "fifo": lambda p: os.mkfifo(p),
}
COLON = {"fr": "\u202f: ", "ru": ": "}


def _plant(folder: Path, kind: str, code: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "settings.json"
    HOSTILE[kind](path)
    if path.is_file() and b"%s" in path.read_bytes():
        path.write_text(path.read_text() % code)  # the language comes from the bad file itself
    return path


def _english_in(code: str, line: str) -> list[str]:
    return [e for e in english_strings(code) if e in line] + error_slips(code, line)


@pytest.mark.parametrize("code", ["fr", "ru"])
@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_the_warning_is_worded_in_the_language_shown(tmp_path, in_language, code, kind):
    path = _plant(tmp_path, kind, code)
    settings, warning = load_settings(path)
    assert warning is not None
    in_language(code)
    line = str(warning)  # worded now, in the language in effect, not when the file was read
    assert line.startswith(f"{path}{COLON[code]}") and len(line.splitlines()) == 1, line
    assert _english_in(code, line) == [], line
    if "field" in kind:
        assert "bot_pace" in line  # the key to fix, as the file spells it


@pytest.mark.parametrize("code", ["fr", "ru"])
@pytest.mark.parametrize("kind", ["not-json", "one-bad-field", "two-bad-fields", "fifo"])
def test_a_command_says_it_on_stderr_in_the_language(capsys, monkeypatch, tmp_path, in_language, code, kind):
    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(tmp_path / "data"))
    path = _plant(tmp_path / "config", kind, code)
    argv = ["saves"] if "field" in kind else ["--lang", code, "saves"]  # the file's own language, or --lang's
    assert main(argv) == 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and str(path) in err[0], err
    assert _english_in(code, err[0]) == [], err[0]


def test_the_check_sees_english(tmp_path):
    path = _plant(tmp_path, "two-bad-fields", "en")
    line = str(load_settings(path)[1])
    assert _english_in("fr", line) and _english_in("ru", line)
