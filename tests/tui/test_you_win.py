"""The person is "You", in the second person, wherever a game's end names them: "You win.",
never "You wins."; "You share the win with Ada.", in English, French and Russian, on the end
screen, the table's status line, its log and `replay --text`'s transcript, in all three games."""

from __future__ import annotations

import re

import msgspec
import pytest

from dragonwood_tui.bots import bot_factory
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.games import get_game
from dragonwood_tui.i18n import language, set_language
from dragonwood_tui.storage.settings import Settings
from dragonwood_tui.tui.titles import winners_said

from .app_helpers import Folders, folders, run_async  # noqa: F401  (fixture)
from .hostile_text import screen_text
from .table_helpers import table_in_app, until

BOT = {"dragonwood": "greedy", "dice-quest": "greedy", "road-quest": "normal"}
# seeds whose game between two computer players ends so (checked below: a change of the bots shows)
ALONE = {"dragonwood": 1, "dice-quest": 2, "road-quest": 2}  # seat 1 ("You") wins alone
SHARED = {"dice-quest": 4}  # the two seats share the win (the other games break their ties)
END_SCREEN = {"dragonwood": "DragonwoodGameOverScreen", "dice-quest": "DiceQuestGameOverScreen", "road-quest": "RoadQuestGameOverScreen"}

# the person's win, in each language: the end screen's heading, the status line
YOU_WIN = {"en": ("You win!", "You win."), "fr": ("Vous gagnez\u202f!", "Vous gagnez."), "ru": ("Вы победили!", "Вы победили.")}
YOU_SHARE = {
    "en": ("You share the win with Ada!", "You share the win with Ada."),
    "fr": ("Vous partagez la victoire avec Ada\u202f!", "Vous partagez la victoire avec Ada."),
    "ru": ("Общая победа: вы и Ada!", "Общая победа: вы и Ada."),
}
# the third person where "You" is the subject, in any language
WRONG = re.compile(r"\bYou (wins|shares|has won|is)\b|\bVous (gagne|partage|gagnent|partagent|a)\b|\bВы (побеждает|побеждают|делят|выиграл)\b")


def spaced(text: str) -> str:
    """French puts a (narrow) no-break space before ! and :; compared as a space."""
    return text.replace("\u202f", " ").replace("\u00a0", " ")


@pytest.fixture(autouse=True)
def _english_after():
    was = language()
    yield
    set_language(was)


def finished(kind: str, seed: int, upto: int = 0) -> Match:
    """The game of `seed` between computer players "You" and "Ada", played to its end but `upto` actions."""
    game = get_game(kind)
    config = game.default_config(2)
    seats = [SeatSpec("You", BOT[kind]), SeatSpec("Ada", BOT[kind])]
    whole = Match(game, config, seed, seats, bot_factory=bot_factory(kind))
    whole.play_bots()
    match = Match(game, config, seed, seats, bot_factory=bot_factory(kind))
    for action in whole.actions[: len(whole.actions) - upto]:
        match.play(action)
    return match


def test_winners_said_has_a_line_for_each_case():
    words = ("You win.", "You share the win with {others}.", "{who} wins.", "{names} share the win.")
    assert winners_said(["You"], *words) == "You win."
    assert winners_said(["Ada"], *words) == "Ada wins."
    assert winners_said(["Ada", "You", "Bo"], *words) == "You share the win with Ada, Bo."
    assert winners_said(["Ada", "Bo"], *words) == "Ada, Bo share the win."


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("kind", ["dragonwood", "dice-quest", "road-quest"])
@run_async
async def test_the_person_wins_a_game_at_the_table(folders: Folders, kind: str, lang: str):
    """The last action played at the table by the computer player: the end screen, then the
    status line and log under it."""
    match = finished(kind, ALONE[kind], upto=1)
    screen_heading, status = YOU_WIN[lang]
    async with table_in_app(folders, match, size=(160, 50), settings=Settings(bot_pace="instant", language=lang)) as (app, pilot, table):
        await until(pilot, lambda: type(app.screen).__name__ == END_SCREEN[kind])
        assert match.game.winners(match.state) == [0]
        assert spaced(app.screen.heading().plain) == spaced(screen_heading)
        await pilot.press("escape")  # the table under it
        await until(pilot, lambda: app.screen is table)
        await pilot.pause()
        shown = spaced(screen_text(app))
        assert spaced(status) in shown
        assert WRONG.search(shown) is None, WRONG.search(shown)
        if kind == "road-quest":  # its log says who won
            assert {"en": "You win (", "fr": "Vous gagnez (", "ru": "Вы побеждаете ("}[lang] in shown


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("kind", ["dragonwood", "dice-quest", "road-quest"])
@run_async
async def test_the_person_shares_the_win(folders: Folders, kind: str, lang: str, monkeypatch):
    """A shared win: a real one where the game has them (Dice Quest), else the final view made
    a tie (Dragonwood and Road Quest break their ties: no seat of a few hundred shares)."""
    seed = SHARED.get(kind, ALONE[kind])
    match = finished(kind, seed, upto=1)
    screen_heading, status = YOU_SHARE[lang]
    async with table_in_app(folders, match, size=(160, 50), settings=Settings(bot_pace="instant", language=lang)) as (app, pilot, table):
        await until(pilot, lambda: type(app.screen).__name__ == END_SCREEN[kind])
        end = app.screen
        if kind in SHARED:
            assert match.game.winners(match.state) == [0, 1]
        elif kind == "dragonwood":  # its view finds the winners from the standings
            monkeypatch.setattr(type(end.view), "winners", property(lambda view: [0, 1]))
        else:
            end.view = msgspec.structs.replace(end.view, winners=[0, 1])
        assert spaced(end.heading().plain) == spaced(screen_heading)
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table)
        if kind == "road-quest":
            table.view = msgspec.structs.replace(table.view, winners=[0, 1])
        table._say_prompt()
        await pilot.pause()
        shown = spaced(screen_text(app))
        assert spaced(status) in shown
        assert WRONG.search(shown) is None, WRONG.search(shown)


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("kind", ["dragonwood", "dice-quest", "road-quest"])
def test_the_transcript_of_a_game_the_person_won(tmp_path, capsys, kind: str, lang: str):
    from dragonwood_tui.cli import main
    from dragonwood_tui.storage.records import encode_record, new_record

    match = finished(kind, ALONE[kind])
    record = new_record(match.game, match.config, match.seed, list(match.seats), match.actions)
    path = tmp_path / "won.json"
    path.write_bytes(encode_record(record))
    assert main(["--lang", lang, "replay", "--text", str(path)]) == 0
    out = capsys.readouterr().out
    assert WRONG.search(out) is None, WRONG.search(out)
    if kind == "road-quest":
        assert {"en": "You win (", "fr": "Vous gagnez (", "ru": "Вы побеждаете ("}[lang] in out


@pytest.mark.parametrize(("lang", "expected"), [("en", " You, Ada"), ("fr", " vous, Ada"), ("ru", " вы, Ada")])
def test_road_quests_log_names_the_person_sharing_a_win_in_the_language(lang: str, expected: str):
    """The log's shared win lists the seats: the person's as "You" in the language, not the record's English."""
    from dragonwood_tui.games.road_quest.describe import event_text
    from dragonwood_tui.games.road_quest.state import Event

    rules = get_game("road-quest").rules
    set_language(lang)
    line = event_text(Event(kind="won", turn=30, seat=-1, cards=[0, 1], detail="goal"), rules.set, ["You", "Ada"])
    assert line.endswith(":" + expected), line
