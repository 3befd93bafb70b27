"""Who won a Road Quest, said right: its log names the winner ("You win (…)"), and a shared win
(Road Quest breaks its ties, so the view is made a tie) at the table and on the end screen."""

from __future__ import annotations

import msgspec
import pytest

from dragonwood_tui.games import get_game
from dragonwood_tui.i18n import language, set_language
from dragonwood_tui.storage.settings import Settings
from tui.app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from tui.hostile_text import screen_text
from tui.table_helpers import table_in_app, until
from tui.winners_helpers import finished, said_shared, spaced

WON = 2  # a seed whose game between two `normal` players seat 1 ("You") wins alone (checked below)
LOG_SAYS = {"en": "You win (", "fr": "Vous gagnez (", "ru": "Вы побеждаете ("}


@pytest.fixture(autouse=True)
def _language_after():
    was = language()
    yield
    set_language(was)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_the_log_says_the_person_won(folders: Folders, lang: str):
    match = finished("road-quest", "normal", WON, upto=1)
    async with table_in_app(folders, match, size=(160, 50), settings=Settings(bot_pace="instant", language=lang)) as (app, pilot, table):
        await until(pilot, lambda: type(app.screen).__name__ == "RoadQuestGameOverScreen")
        assert match.game.winners(match.state) == [0]
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table)
        await pilot.pause()
        assert LOG_SAYS[lang] in spaced(screen_text(app))


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_transcript_says_the_person_won(tmp_path, capsys, lang: str):
    from dragonwood_tui.cli import main
    from dragonwood_tui.storage.records import encode_record, new_record

    match = finished("road-quest", "normal", WON)
    record = new_record(match.game, match.config, match.seed, list(match.seats), match.actions)
    path = tmp_path / "won.json"
    path.write_bytes(encode_record(record))
    assert main(["--lang", lang, "replay", "--text", str(path)]) == 0
    assert LOG_SAYS[lang] in capsys.readouterr().out


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@run_async
async def test_the_person_shares_the_win(folders: Folders, lang: str):
    def tie_end(end):
        end.view = msgspec.structs.replace(end.view, winners=[0, 1])

    def tie_table(table):
        table.view = msgspec.structs.replace(table.view, winners=[0, 1])

    await said_shared(folders, finished("road-quest", "normal", WON, upto=1), lang, "RoadQuestGameOverScreen",
                      tie_end=tie_end, tie_table=tie_table)


@pytest.mark.parametrize(("lang", "expected"), [("en", " You, Ada"), ("fr", " vous, Ada"), ("ru", " вы, Ada")])
def test_the_log_names_the_person_sharing_a_win_in_the_language(lang: str, expected: str):
    """The log's shared win lists the seats: the person's as "You" in the language, not the record's English."""
    from dragonwood_tui.games.road_quest.describe import event_text
    from dragonwood_tui.games.road_quest.state import Event

    rules = get_game("road-quest").rules
    set_language(lang)
    line = event_text(Event(kind="won", turn=30, seat=-1, cards=[0, 1], detail="goal"), rules.set, ["You", "Ada"])
    assert line.endswith(":" + expected), line
