"""The deal of a day: which game, options, seed and seats make the daily challenge of a date.

The seed is a function of the date string alone (docs/daily-and-stats.md):

    seed = int.from_bytes(blake2b(b"dragonwood-daily:" + DATE + b":" + KIND, digest_size=8), "big")
           & (2**63 - 1)

with DATE the ISO date "YYYY-MM-DD" and KIND the game kind (as records name it), both ASCII. No clock, time zone, locale or app version enters it, so every machine deals the same
game for a date; the player's local date only chooses which date is "today". Changing this
function (or a daily's config or seats) changes every shared daily: tests pin a table of seeds.

Which games have a daily, and with whom, each game declares in the data its package ships:
`daily.json` beside its rules (`DailyDeclaration`: the seats, the computer players' levels and
names, the calendar's letter), read without importing the game (the main menu shows today's
dailies); a game that ships none has no daily. The order is the games registry's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Annotated, Any

import msgspec

from dragonwood_tui.engine.blake import blake2b
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.i18n import _, quoted
from dragonwood_tui.storage.text import plain

SEED_MASK = 2**63 - 1  # the record format's seed bound; fixed here so the seeds never move
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


DAILY_FILE = "daily.json"  # in a game's package: its daily (`DailyDeclaration`)


class DailyDeclaration(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A game's daily, as its package's `daily.json` declares it: `players` seats, a person at
    seat 0 and the computer players `bots` (levels) named `bot_names` at the others, and its
    mark in the Daily screen's calendar. Part of the deal: changing it changes every daily."""

    players: Annotated[int, msgspec.Meta(ge=1, le=16)]
    letter: Annotated[str, msgspec.Meta(pattern="^[A-Z]$")]
    bots: tuple[str, ...] = ()
    bot_names: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not len(self.bots) == len(self.bot_names) == self.players - 1:
            raise ValueError(f"{self.players} seats need {self.players - 1} bots and as many names")


@dataclass(frozen=True)
class DailyGame:
    """A game's daily: its title as the share line writes it (the game's title), and who sits at
    the table (its `daily.json`)."""

    kind: str
    title: str
    players: int
    bots: tuple[str, ...]  # the computer players' levels, seats 1.. (seat 0 is the person)
    bot_names: tuple[str, ...]
    letter: str  # its mark in the Daily screen's calendar


_declared: dict[tuple[str, ...], dict[str, DailyGame]] = {}  # the registry's games -> their dailies


def daily_games() -> dict[str, DailyGame]:
    """The games with a daily, in the registry's order, by kind (read once per set of games)."""
    from dragonwood_tui.games import game_kinds

    kinds = game_kinds()
    found = _declared.get(kinds)
    if found is None:
        found = _declared[kinds] = {kind: spec for kind in kinds if (spec := _declared_daily(kind)) is not None}
    return found


def _declared_daily(kind: str) -> DailyGame | None:
    from dragonwood_tui.games import game_title, package_data

    shipped = package_data(kind, DAILY_FILE)
    if shipped is None:
        return None
    path, data = shipped
    try:
        spec = msgspec.json.decode(data, type=DailyDeclaration)
    except (msgspec.DecodeError, msgspec.ValidationError, ValueError) as exc:  # the game's own data: its author's error
        raise ValueError(f"{path}: {exc}") from None
    return DailyGame(kind, game_title(kind), spec.players, spec.bots, spec.bot_names, spec.letter)


def daily_kinds() -> tuple[str, ...]:
    """The games with a daily, in the registry's order."""
    return tuple(daily_games())


def __getattr__(name: str) -> Any:
    """`DAILY_GAMES` and `DAILY_KINDS`, the games' declarations as read now (PEP 562)."""
    if name == "DAILY_GAMES":
        return daily_games()
    if name == "DAILY_KINDS":
        return daily_kinds()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class NotADate(ValueError):
    pass


def parse_date(text: str) -> date:
    """A date from "YYYY-MM-DD" (exactly that form); NotADate otherwise."""
    if not isinstance(text, str) or not _DATE.fullmatch(text):
        raise NotADate(_("'{text}' is not a date: write it YYYY-MM-DD").format(text=plain(str(text)[:40])))
    try:
        return date.fromisoformat(text)
    except ValueError:  # its words are Python's, in English ("month must be in 1..12")
        raise NotADate(_("'{text}' is not a date: the calendar has no such day").format(text=text)) from None


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
        return daily_game(self.kind).title


def daily_game(kind: str) -> DailyGame:
    try:
        return daily_games()[kind]
    except KeyError:
        raise ValueError(_("no daily for {kind} (dailies: {kinds})").format(kind=quoted(kind[:40]), kinds=", ".join(daily_kinds()))) from None


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
    spec = daily_games().get(kind)
    if spec is None:
        return _("{kind} has no daily").format(kind=kind[:40])
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
