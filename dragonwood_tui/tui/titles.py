"""A game's title as screens show it, also for a kind no game registers (it came from a file)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from dragonwood_tui.games.words import level_named, seat_shown
from dragonwood_tui.i18n.levels import level_name as level_name  # re-exported: the screens read it from here
from dragonwood_tui.i18n import _

if TYPE_CHECKING:
    from dragonwood_tui.engine.game import SeatSpec


def game_title(kind: str) -> str:
    """A game's title for people; an unknown kind from a file is shown as plain text."""
    from dragonwood_tui.games import UnknownGame, game_title as registered_title
    from dragonwood_tui.storage.text import plain

    try:
        return registered_title(kind)
    except UnknownGame:
        return plain(kind or "?", 20)


def person_name(name: str) -> str:
    """A seat's name as shown: the default "You" in the player's language, a campaign
    opponent's name ("Hard", "Normal 2": `campaign.stage_game.stage_seats`, kept English in the
    record) as its level in the language ("Difficile 2"), any other as typed."""
    from dragonwood_tui.games.words import is_you

    if is_you(name):
        return _("You")
    return seat_shown(name)


def level_title(name: str) -> str:
    """A computer player's level as a title ("Hard" → "Difficile", "Сильный")."""
    shown = level_name(name)
    return shown[:1].upper() + shown[1:]


def is_you_shown(name: str) -> bool:
    """Whether a name shown (by `person_name`) is the person's "You" (grammar: "You are playing")."""
    from dragonwood_tui.games.words import is_you

    return is_you(name) or name == _("You")


def said_shown(who: str, you: str, other: str, **fields: object) -> str:
    """`games.words.said` for a name as shown (`person_name`): `you` ("You win!") when `who`
    is the person's seat in the language in use ("Vous", "Вы"), else `other` formatted."""
    return (you if is_you_shown(who) else other).format(who=who, **fields)


def winners_said(names: list[str], you: str, you_with: str, one: str, many: str) -> str:
    """Who won, in a line of the player's language, for names as shown (`person_name`): `you`
    ("You win.") when the person alone won, `you_with` ("You share the win with {others}.") when
    the person shares it, else `one` ("{who} wins.") or `many` ("{names} share the win."): each
    a whole translated message, so no line ever says "You wins"."""
    mine = [name for name in names if is_you_shown(name)]
    if len(names) == 1:
        return said_shown(names[0], you, one)
    if mine:
        return you_with.format(others=", ".join(name for name in names if not is_you_shown(name)))
    return many.format(names=", ".join(names))


def winners_title(names: list[str]) -> str:
    """Who won, as an end screen's title ("You win!", "Ada wins!"), for names as shown: the
    same words in every game, so a new game inherits them translated."""
    return winners_said(names, _("You win!"), _("You share the win with {others}!"), _("{who} wins!"), _("Shared win: {names}"))


def winners_line(names: list[str]) -> str:
    """Who won, as a status line says it ("You win.", "Ada wins."), for names as shown."""
    return winners_said(names, _("You win."), _("You share the win with {others}."), _("{who} wins."), _("{names} share the win."))


def players_named(seats: Sequence[SeatSpec]) -> str:
    """A game's players for a list ("You, Ada, Bram"): each name as shown, but a computer
    player named by its level (a campaign's "Random", "Hard 2") as a computer player of that
    level, so a level never reads as a name ("You, computer (random)"); names from files escaped."""
    from dragonwood_tui.storage.text import plain

    def one(seat: SeatSpec) -> str:
        if seat.bot is not None and level_named(seat.name):
            # TRANSLATORS: a player list's computer player named only by its level ("You, computer (hard)")
            return _("computer ({level})").format(level=plain(level_name(seat.bot), 12))
        return plain(person_name(seat.name), 24)

    return ", ".join(one(s) for s in seats)


def seat_words(seats: Sequence[SeatSpec]) -> str:
    """A record's seats for a line of text: each name as shown (`person_name`) and a computer
    player's level in the language ("Vous, Bram (difficile)"); names from files escaped."""
    from dragonwood_tui.storage.text import plain

    return ", ".join(plain(person_name(s.name), 24) + ("" if s.bot is None else f" ({plain(level_name(s.bot), 12)})") for s in seats)


def seen_by(name: str, longest: int = 400) -> tuple[str, str, str]:
    """"Seen by" a seat, cut around the seat's words for a screen that shows them in bold:
    ("", "seen by you", "") for the default name, else the sentence the language builds around
    the name ("глазами игрока ", "Маша", ""), the name at most `longest` cells."""
    from dragonwood_tui.games.words import is_you
    from dragonwood_tui.i18n import language
    from dragonwood_tui.i18n.grammar import split_at_field
    from dragonwood_tui.storage.text import plain

    if is_you(name):
        return "", _("seen by you"), ""
    return split_at_field(_("seen by {name}"), "name", plain(person_name(name), longest), language())
