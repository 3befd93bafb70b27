"""The names the app gives the saves of a daily or a campaign stage are shown in the player's
language (the saves list, the menu's Continue line, `dragonwood saves`), while the record keeps
its English name; a name a player typed is shown as typed."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pytest

from dragonwood_tui.campaign.attempts import attempt_name, tag_notes
from dragonwood_tui.campaign.loader import load_campaign
from dragonwood_tui.daily.result import mark, record_name
from dragonwood_tui.play.save_names import shown_save_name

DAY = date(2026, 12, 1)
# the English words of the app's names: none may show on a French or Russian screen
ENGLISH = re.compile(r"\b(Daily|practice)\b")


def _builtin_stages() -> list[tuple[str, str]]:
    campaign = load_campaign()
    return [(attempt_name(campaign, stage), tag_notes(campaign, stage)) for stage in campaign.stages]


@pytest.mark.parametrize("code", ["fr", "ru"])
@pytest.mark.parametrize("practice", [False, True])
def test_a_daily_save_is_named_in_the_language(in_language, code, practice):
    in_language(code)
    name = record_name(DAY, practice)
    shown = shown_save_name(name, mark(DAY, practice))
    assert "2026-12-01" in shown and not ENGLISH.search(shown), shown
    assert (shown != shown_save_name(record_name(DAY, not practice), mark(DAY, not practice)))  # practice is said


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_every_built_in_stage_save_is_named_in_the_language(in_language, code):
    stages = _builtin_stages()
    english = {name: shown_save_name(name, notes) for name, notes in stages}
    assert all(english[name] == name for name in english)  # English: the record's name itself
    in_language(code)
    for name, notes in stages:
        shown = shown_save_name(name, notes)
        title, _sep, stage_title = name.partition(" · ")
        assert shown != name and stage_title not in shown and title.rsplit(" ", 1)[0] not in shown, (name, shown)


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_a_name_the_player_typed_is_shown_as_typed(in_language, code):
    in_language(code)
    name, notes = _builtin_stages()[0]
    for typed in ("Daily grind", "my best run", name + " (again)", ""):
        assert shown_save_name(typed, notes) == typed
        assert shown_save_name(typed, mark(DAY, False)) == typed
    assert shown_save_name(record_name(DAY, False), "") == record_name(DAY, False)  # no claim: as written
    assert shown_save_name(name, "campaign:road/99-9\n") == name  # another stage's tag


def test_the_saves_command_names_a_daily_in_french_and_its_bots_by_their_level(capsys, monkeypatch, tmp_path, in_language):
    from dragonwood_tui.cli import main
    from tests.daily.helpers import daily_record, write

    monkeypatch.setenv("DRAGONWOOD_CONFIG_DIR", str(tmp_path))
    saves = tmp_path / "data" / "saves"
    saves.mkdir(parents=True)
    write(saves, "d1", daily_record(steps=2))
    write(saves, "d2", daily_record(steps=2, practice=True))
    assert main(["--lang", "fr", "--data-dir", str(tmp_path / "data"), "saves"]) == 0
    out = capsys.readouterr().out
    assert "Défi du jour 2026-12-01" in out and not ENGLISH.search(out), out
    assert main(["--lang", "ru", "--data-dir", str(tmp_path / "data"), "saves"]) == 0
    out = capsys.readouterr().out
    assert "Испытание дня 2026-12-01" in out and not ENGLISH.search(out), out
    assert not re.search(r"\((normal|hard|easy|random)\)", out), out  # the seats' levels in Russian
    assert Path(saves / "d1.json").read_bytes().count(b"Daily 2026-12-01") == 1  # the record keeps its name
