"""The deal of a day: which game, options, seed and seats make the daily challenge of a date.

The seed is a function of the date string alone (docs/daily-and-stats.md):

    seed = int.from_bytes(blake2b(b"dragonwood-daily:" + DATE + b":" + KIND, digest_size=8), "big")
           & (2**63 - 1)

with DATE the ISO date "YYYY-MM-DD" and KIND the game kind ("dragonwood", "dice-quest"), both
ASCII. No clock, time zone, locale or app version enters it, so every machine deals the same
game for a date; the player's local date only chooses which date is "today". Changing this
function (or a daily's config or seats) changes every shared daily: tests pin a table of seeds.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Any

from dragonwood_tui.engine.blake import blake2b
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.i18n import _

SEED_MASK = 2**63 - 1  # the record format's seed bound; fixed here so the seeds never move
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


@dataclass(frozen=True)
class DailyGame:
    """One of the two daily games: its title as the share line writes it (fixed here, so a
    shared line reads the same in every version), and who sits at the table."""

    kind: str
    title: str
    players: int
    bots: tuple[str, ...]  # the computer players' levels, seats 1.. (seat 0 is the person)
    bot_names: tuple[str, ...]
    letter: str  # its mark in the Daily screen's calendar


# A 3-seat Dragonwood game against two computer players of the "normal" level, and a solo
# Dice Quest. Which seats and options a daily has is part of the deal.
DAILY_GAMES: dict[str, DailyGame] = {
    "dragonwood": DailyGame("dragonwood", "Dragonwood", 3, ("normal", "normal"), ("Ada", "Bram"), "D"),
    "dice-quest": DailyGame("dice-quest", "Dice Quest", 1, (), (), "Q"),
}
DAILY_KINDS = tuple(DAILY_GAMES)


class NotADate(ValueError):
    pass


def parse_date(text: str) -> date:
    """A date from "YYYY-MM-DD" (exactly that form); NotADate otherwise."""
    if not isinstance(text, str) or not _DATE.fullmatch(text):
        raise NotADate(_("{text} is not a date: write it YYYY-MM-DD").format(text=repr(str(text)[:40])))
    try:
        return date.fromisoformat(text)
    except ValueError as exc:
        raise NotADate(_("{text} is not a date: {problem}").format(text=repr(text), problem=exc)) from None


def daily_seed(day: str | date, kind: str) -> int:
    """The seed of `kind`'s daily deal on `day` (a date or "YYYY-MM-DD")."""
    text = day.isoformat() if isinstance(day, date) else parse_date(day).isoformat()
    digest = blake2b(f"dragonwood-daily:{text}:{kind}".encode("ascii"), digest_size=8).digest()
    return int.from_bytes(digest, "big") & SEED_MASK


@dataclass(frozen=True)
class Deal:
    """Everything needed to start the daily game of `kind` on `day`."""

    kind: str
    day: date
    seed: int
    config: Any
    seats: tuple[SeatSpec, ...]

    @property
    def title(self) -> str:
        return DAILY_GAMES[self.kind].title


def daily_game(kind: str) -> DailyGame:
    try:
        return DAILY_GAMES[kind]
    except KeyError:
        raise ValueError(_("no daily for {kind} (dailies: {kinds})").format(kind=repr(kind[:40]), kinds=", ".join(DAILY_KINDS))) from None


def daily_config(kind: str) -> Any:
    from dragonwood_tui.games import get_game

    return get_game(kind).default_config(daily_game(kind).players)


def daily_deal(kind: str, day: date, player: str = "You") -> Deal:
    spec = daily_game(kind)
    seats = (SeatSpec(player),) + tuple(SeatSpec(n, b) for n, b in zip(spec.bot_names, spec.bots, strict=True))
    return Deal(kind, day, daily_seed(day, kind), daily_config(kind), seats)


def deal_mismatch(kind: str, day: date, seed: int, config: Any, seats: Any) -> str | None:
    """Why a game is not the daily deal of `kind` on `day` (None when it is). Seat names are
    not part of the deal; who plays (a person at seat 0, these computer players) is."""
    if kind not in DAILY_GAMES:
        return _("{kind} has no daily").format(kind=kind[:40])
    spec = DAILY_GAMES[kind]
    if seed != daily_seed(day, kind):
        return _("its seed is not the seed of {date}").format(date=day.isoformat())
    if config != daily_config(kind):
        return _("its options are not the daily's")
    bots = [s.bot for s in seats]
    if bots != [None, *spec.bots]:
        if not spec.bots:
            return _("its seats are not the daily's (a person alone at seat 0)")
        # TRANSLATORS: {levels}: the computer players' levels as records name them ("normal, normal")
        return _("its seats are not the daily's (a person at seat 0 against {levels})").format(levels=", ".join(spec.bots))
    return None
