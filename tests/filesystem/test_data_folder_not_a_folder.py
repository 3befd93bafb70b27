"""A data folder that is a file, and a data folder whose `saves/` is a file: every command
that reads or writes the saves says so in one line naming the path (exit 2), and every screen
of the app opens with one notification naming it, never a traceback (the Campaign, Daily and
Statistics screens and `dragonwood stats` crashed with NotADirectoryError)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dragonwood_tui.cli import main
from dragonwood_tui.tui.app import make_app

from tui.app_helpers import run_async, wait_for
from tests.notifications import messages

SAMPLE = Path(__file__).resolve().parents[2] / "saves" / "dragonwood-4-seats.json"
NOT_A_FOLDER = "not a folder: the saves can't go there"


@pytest.fixture(params=["data is a file", "saves is a file"])
def blocked(request, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """(the data folder, the file in the way)."""
    data = tmp_path / "data"
    if request.param == "data is a file":
        data.write_bytes(b"not a folder")
        culprit = data
    else:
        data.mkdir()
        culprit = data / "saves"
        culprit.write_bytes(b"not a folder")
    monkeypatch.setenv("DRAGONWOOD_DATA_DIR", str(data))
    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("HOME", str(tmp_path))
    return data, culprit


COMMANDS = [
    ["saves"],
    ["saves", "--json"],
    ["resume"],
    ["resume", "dragonwood-x"],
    ["export", "dragonwood-x", "--out", "OUT"],
    ["import", str(SAMPLE)],
    ["stats"],
    ["stats", "--json"],
    ["campaign"],
    ["campaign", "--json"],
    ["campaign", "export", "--out", "OUT"],
    ["campaign", "reset", "--yes"],
]


@pytest.mark.parametrize("argv", COMMANDS, ids=" ".join)
def test_every_command_is_one_line_naming_the_file_in_the_way(blocked, argv, tmp_path, capsys):
    data, culprit = blocked
    before = culprit.read_bytes()
    argv = [str(tmp_path / "out.json") if a == "OUT" else a for a in argv]
    assert main(argv) == 2, argv
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err
    assert err.splitlines() == [f"dragonwood {argv[0]}: {culprit}: {NOT_A_FOLDER}"], err
    assert culprit.read_bytes() == before
    assert not (tmp_path / "out.json").exists()


def test_commands_on_a_file_elsewhere_still_work(blocked, capsys):
    for argv in (["verify", str(SAMPLE)], ["replay", "--text", str(SAMPLE)]):
        assert main(argv) == 0, argv
    assert "Traceback" not in capsys.readouterr().err


# menu key, the screen it opens (None: it stays on the menu), keys pressed there
SCREENS = [
    ("m", "CampaignMapScreen", ()),
    ("y", "DailyScreen", ()),
    ("y", "DailyScreen", ("enter",)),  # start today's first game: refused, with the path
    ("t", "StatsScreen", ()),
    ("s", "SavesScreen", ()),
    ("p", "SavesScreen", ()),
    ("c", "MainMenuScreen", ()),
]


@pytest.mark.parametrize("key,screen,then", SCREENS, ids=[f"{k}{'+' + '+'.join(t) if t else ''}" for k, _, t in SCREENS])
@run_async
async def test_every_screen_opens_with_one_notification_naming_the_path(blocked, key, screen, then, tmp_path):
    data, culprit = blocked
    app = make_app(data_dir=data, config_dir=tmp_path / "config")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press(key)
        await wait_for(pilot, lambda: type(app.screen).__name__ == screen, screen)
        for k in then:
            await pilot.press(k)
            await pilot.pause()
        errors = messages(app, "error")
        assert errors and all(str(culprit) in e for e in errors), errors
        assert len(errors) == len(set(errors)), errors  # each said once
        assert type(app.screen).__name__ == screen
    assert app.return_code in (None, 0)
    assert culprit.read_bytes() == b"not a folder"
