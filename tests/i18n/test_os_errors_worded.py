"""A file that can't be read is named with its reason in the player's language, by errno: no
strerror English ("Permission denied", "No such file or directory"), no English of ours ("file
too large", "MiB") on a French or Russian line, and the colon after the path as the language sets it."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from dragonwood_tui.cli import main
from dragonwood_tui.storage import regular
from dragonwood_tui.i18n import os_reason
from dragonwood_tui.i18n.os_words import ERRNO_WORDS

ENGLISH = ("Permission denied", "No such file", "Is a directory", "Too many levels", "file too large", "too large",
           "MiB", "cannot read", "no such file", "is a folder", "symbolic links")
COLON = {"fr": ("\u202f: ", "\u00a0: "), "ru": (": ",)}
WORDS = {  # the reason each trap must give, in each language
    "fr": {"missing": "introuvable", "folder": "dossier", "huge": "trop volumineux", "denied": "permission refusée",
           "loop": "liens symboliques"},
    "ru": {"missing": "не найден", "folder": "папка", "huge": "слишком большой", "denied": "доступ запрещён",
           "loop": "символических ссылок"},
}
COMMANDS = {
    "verify": lambda f: ["verify", f],
    "replay": lambda f: ["replay", f],
    "import": lambda f: ["import", f],
    "review": lambda f: ["review", f],
    "export": lambda f: ["export", f, "--html", "page.html"],  # --out takes a save id; --html a file too
}


def traps(folder: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """One file per trap; "denied" refuses to open with EACCES (tests may run as root, who reads
    any file: the refusal is the system's, planted where the app opens files)."""
    (folder / "folder.json").mkdir()
    with open(folder / "huge.json", "wb") as f:
        f.truncate(20 << 20)  # sparse
    (folder / "loop.json").symlink_to(folder / "loop.json")
    denied = folder / "denied.json"
    denied.write_text("{}")
    real_open = os.open

    def refusing(path, *args, **kwargs):  # type: ignore[no-untyped-def]
        if str(path).endswith("denied.json"):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(regular.os, "open", refusing)
    return {"missing": folder / "missing.json", "folder": folder / "folder.json", "huge": folder / "huge.json",
            "denied": denied, "loop": folder / "loop.json"}


def run(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str]:
    try:
        code = main(argv)
    except SystemExit as done:
        code = done.code  # type: ignore[assignment]
    return int(code or 0), capsys.readouterr().err


@pytest.mark.parametrize("code", ["fr", "ru"])
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_file_errors_are_in_the_language(capsys, monkeypatch, tmp_path, in_language, code, command):
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.chdir(tmp_path)
    for trap, path in traps(tmp_path, monkeypatch).items():
        if command == "export" and trap == "missing":
            continue  # a name that is no regular file is a save id there ("no saved game with the id …")
        status, err = run(capsys, ["--lang", code, *COMMANDS[command](str(path))])
        line = err.strip()
        assert status != 0 and len(line.splitlines()) == 1, (command, trap, err)
        assert WORDS[code][trap] in line, (command, trap, line)
        assert not [e for e in ENGLISH if e in line], (command, trap, line)
        assert any(f"{path}{colon}" in line for colon in COLON[code]), (command, trap, line)


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_every_worded_errno_is_translated(in_language, code):
    in_language(code)
    for number, english in ERRNO_WORDS.items():
        said = os_reason(OSError(number, os.strerror(number)))
        assert said != english and said != os.strerror(number), (code, number, said)


def test_a_rare_errno_keeps_the_systems_text(in_language):
    in_language("fr")
    rare = errno.ENOTSUP if errno.ENOTSUP not in ERRNO_WORDS else errno.ESRCH
    assert os_reason(OSError(rare, os.strerror(rare))) == os.strerror(rare)


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_a_campaign_file_that_cannot_be_read_is_said_in_the_language(monkeypatch, tmp_path, in_language, code):
    from dragonwood_tui.campaign.loader import CampaignError, load_campaign

    in_language(code)
    for trap, path in traps(tmp_path, monkeypatch).items():
        with pytest.raises(CampaignError) as refused:
            load_campaign(path)
        line = str(refused.value)
        assert WORDS[code][trap] in line, (trap, line)
        assert not [e for e in ENGLISH if e in line], (trap, line)
        assert any(f"{path}{colon}" in line for colon in COLON[code]), (trap, line)
