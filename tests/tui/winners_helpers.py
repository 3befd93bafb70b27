"""What the games' own "who won" tests share: a game between computer players "You" and "Ada"
one action before its end, the shared win's words in each language, and the wrong grammar."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from dragonwood_tui.bots import bot_factory
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.match import Match
from dragonwood_tui.games import get_game

# the person's shared win, in each language: the end screen's heading, the status line
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


def finished(kind: str, bot: str, seed: int, upto: int = 0) -> Match:
    """The game of `seed` between computer players "You" and "Ada", played to its end but `upto` actions."""
    game = get_game(kind)
    config = game.default_config(2)
    seats = [SeatSpec("You", bot), SeatSpec("Ada", bot)]
    whole = Match(game, config, seed, seats, bot_factory=bot_factory(kind))
    whole.play_bots()
    match = Match(game, config, seed, seats, bot_factory=bot_factory(kind))
    for action in whole.actions[: len(whole.actions) - upto]:
        match.play(action)
    return match


async def said_shared(folders: Any, match: Match, lang: str, end_screen: str,
                      tie_end: Callable[[Any], None] = lambda end: None,
                      tie_table: Callable[[Any], None] = lambda table: None) -> None:
    """`match` one action from its end at the table: its end screen (named `end_screen`, made a
    tie by `tie_end` where the game breaks ties) and the status line under it (`tie_table`) say
    the person shares the win, in `lang`, and nothing says "You shares"."""
    from dragonwood_tui.storage.settings import Settings
    from tui.hostile_text import screen_text
    from tui.table_helpers import table_in_app, until

    heading, status = YOU_SHARE[lang]
    async with table_in_app(folders, match, size=(160, 50), settings=Settings(bot_pace="instant", language=lang)) as (app, pilot, table):
        await until(pilot, lambda: type(app.screen).__name__ == end_screen)
        tie_end(app.screen)
        assert spaced(app.screen.heading().plain) == spaced(heading)
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table)
        tie_table(table)
        table._say_prompt()
        await pilot.pause()
        shown = spaced(screen_text(app))
        assert spaced(status) in shown
        assert WRONG.search(shown) is None, WRONG.search(shown)
