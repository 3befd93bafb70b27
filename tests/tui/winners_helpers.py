"""What the games' own "who won" tests share: a game between computer players "You" and "Ada"
one action before its end, the shared win's words in each language, and the wrong grammar."""

from __future__ import annotations

import re

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
