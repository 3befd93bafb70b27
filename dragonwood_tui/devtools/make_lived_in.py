"""Write a lived-in data folder: a year of a player's games, for tests and benchmarks.

    python -m dragonwood_tui.devtools.make_lived_in DIR [--days N]

DIR gets what the app keeps after N days (default 365) of daily play: `saves/` with every game
(every registered game with computer players, every mode, hot seat, finished, unfinished and given up), a daily attempt for
every day (and some practice), campaign attempts spread over the stages in the order a player
meets them, records imported from a friend, then the saves index and the statistics and
campaign caches (written by the app's own code, as opening those screens writes them) and
`config/settings.json`. Run
the app on it with `DRAGONWOOD_CONFIG_DIR=DIR/config dragonwood --data-dir DIR`.

Every game is really played, by computer players in every seat, as its bots' registration
declares (`bots.Everyday`: a cheap level at the person's seat, the opponents' levels in turn, and
whether a solo game is now and then given up; a default from its levels otherwise), and saved as the app saves it (storage.records, atomic writes, the app's ids).
Seeds, times and ids come from the day number only, so the same N gives the same files. The
counts grow with N: 365 days give about 1,500 saves (365 counting dailies, about 320 campaign
attempts), 120 days about a third of that, 10 days a few dozen, in seconds.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from importlib import import_module
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any, NoReturn

from dragonwood_tui.bots import Everyday, everyday_play, make_bot
from dragonwood_tui.engine.game import SeatSpec
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games import game_kinds, get_game
from dragonwood_tui.headless import LazyLegal
from dragonwood_tui.storage.atomic import write_new
from dragonwood_tui.storage.paths import folder_problem, os_error_text
from dragonwood_tui.storage.records import encode_record, new_record
from dragonwood_tui.streams import tolerate_unencodable

SEED_MASK = 2**63 - 1
LAST_DAY = date(2026, 12, 1)  # "today" of the folder: the last day played
PLAYER = "You"
FRIENDS = ("Ada", "Bram", "Cleo", "Dov")
GAMES_PER_DAY = 2  # ordinary games (the daily and the campaign come on top)
CAMPAIGN_PER_DAY = 0.88  # campaign attempts per day, on average
IMPORT_EVERY = 18  # days between two records a friend shared
PRACTICE_EVERY = 7  # days between two practice dailies


@dataclass(frozen=True)
class Played:
    """A game to write: what the record holds."""

    kind: str
    config: Any
    seed: int
    seats: tuple[SeatSpec, ...]
    actions: list[Any]
    created: datetime
    updated: datetime
    name: str = ""
    notes: str = ""


def kinds() -> list[str]:
    """The games the folder holds: every offered game that has computer players to play it."""
    return [kind for kind in game_kinds() if everyday_play(kind) is not None]


def _everyday(kind: str) -> Everyday:
    everyday = everyday_play(kind)
    if everyday is None:
        raise ValueError(f"{kind} has no computer players to play it")
    return everyday


def _give_up_type(kind: str) -> type | None:
    target = _everyday(kind).give_up
    if target is None:
        return None
    module, name = target.split(":")
    found: type = getattr(import_module(module), name)
    return found


def play(kind: str, config: Any, seed: int, seats: Sequence[SeatSpec], stop: int | None = None,
         give_up: bool = False) -> list[Any]:
    """The actions of a game played by computer players: each seat's own bot, the game's
    everyday `person` level at a person's seat; cut after `stop` actions, or (`give_up`) ended by
    the game's give-up action as soon as the rules allow one after `stop` (a solo quest)."""
    game = get_game(kind)
    state = game.new_game(config, seed)
    person = _everyday(kind).person
    quitting = _give_up_type(kind) if give_up else None
    bots = [make_bot(kind, s.bot or person, derive_seed(seed, "bot", i)) for i, s in enumerate(seats)]
    legal = LazyLegal(game, state)
    actions: list[Any] = []
    seat = game.to_move(state)
    while seat is not None and (stop is None or give_up or len(actions) < stop):
        legal.cached = None
        if quitting is not None and stop is not None and len(actions) >= stop:
            quit = next((a for a in game.legal_actions(state) if isinstance(a, quitting)), None)
            if quit is not None:
                game.apply(state, quit)
                actions.append(quit)
                break
        action = bots[seat].choose(game.bot_view(state, seat), legal)
        game.apply(state, action)
        actions.append(action)
        seat = game.to_move(state)
    return actions


def _seed(*labels: int | str) -> int:
    seed, *rest = labels
    return derive_seed(int(seed), *rest) & SEED_MASK  # a record's seed is below 2**63


def _id_time(when: datetime) -> str:
    return when.strftime("%Y%m%d-%H%M%S")


def write(folder: Path, p: Played) -> Path:
    """Save `p` as the app saves a new game: a whole record, written atomically, under an id
    made of the game and its start time (a suffix when two share a second)."""
    game = get_game(p.kind)
    record = new_record(game, p.config, p.seed, p.seats, p.actions, created=p.created, updated=p.updated,
                        name=p.name, notes=p.notes)
    base = f"{p.kind}-{_id_time(p.created)}"
    path = write_new(folder, [f"{base}.json", *(f"{base}-{i:02d}.json" for i in range(1, 100))],
                     encode_record(record), private=True)
    stamp = p.updated.timestamp()
    os.utime(path, (stamp, stamp))  # the file was last written when the game was last played
    return path


def _duration(actions: Sequence[Any]) -> timedelta:
    return timedelta(seconds=30 + 6 * len(actions))  # about a move every six seconds


# -- what a day holds ------------------------------------------------------------------------


def ordinary(day_no: int, slot: int, start: datetime) -> Played:
    """One of the day's ordinary games: the game, seats and ending cycle with the game number."""
    n = day_no * GAMES_PER_DAY + slot
    games = kinds()
    kind = games[n % len(games)]
    game = get_game(kind)
    counts = sorted(m.players for m in game.modes)
    players = counts[(n // len(games)) % len(counts)]
    levels = _everyday(kind).opponents
    hot_seat = players >= 2 and n % 11 == 0  # a friend at the same keyboard
    seats = [SeatSpec(PLAYER)]
    for i in range(1, players):
        if hot_seat and i == 1:
            seats.append(SeatSpec(FRIENDS[n % len(FRIENDS)]))
        else:
            seats.append(SeatSpec(FRIENDS[(n + i) % len(FRIENDS)], levels[(n + i) % len(levels)]))
    seed = _seed(20260000 + n, "lived-in")
    config = game.default_config(players)
    ending = n % 17
    if _everyday(kind).give_up is not None and players == 1 and ending in (3, 9):
        actions = play(kind, config, seed, seats, stop=6 + ending, give_up=True)  # given up
    elif ending in (5, 13):
        actions = play(kind, config, seed, seats, stop=10 + 3 * (n % 7))  # left unfinished
    else:
        actions = play(kind, config, seed, seats)
    return Played(kind, config, seed, tuple(seats), actions, start, start + _duration(actions))


def daily(day: date, kind: str, start: datetime, practice: bool, stop: int | None = None) -> Played:
    from dragonwood_tui.daily.deal import daily_deal
    from dragonwood_tui.daily.result import mark, record_name

    deal = daily_deal(kind, day, PLAYER)
    actions = play(kind, deal.config, deal.seed, deal.seats, stop=stop)
    return Played(kind, deal.config, deal.seed, tuple(deal.seats), actions, start, start + _duration(actions),
                  record_name(day, practice), mark(day, practice))


def campaign_attempt(campaign: Any, number: int, total: int, start: datetime) -> Played:
    """Attempt `number` of `total`: the stages in road order, each tried about as often."""
    from dragonwood_tui.campaign.attempts import attempt_name, tag_notes
    from dragonwood_tui.campaign.stage_game import stage_config, stage_seats

    stages = list(campaign.stages)
    stage = stages[min(len(stages) - 1, number * len(stages) // max(1, total))]
    seed = stage.seed if stage.seed is not None else _seed(7000 + number, "campaign")
    config = stage_config(stage)
    seats = stage_seats(stage)
    actions = play(stage.game, config, seed, seats, stop=12 if number % 9 == 4 else None)  # now and then left
    return Played(stage.game, config, seed, tuple(seats), actions, start, start + _duration(actions),
                  attempt_name(campaign, stage), tag_notes(campaign, stage))


def shared(number: int, start: datetime) -> Played:
    """A record a friend played and shared (their name at the person's seat), as imported."""
    games = kinds()
    kind = games[number % len(games)]
    game = get_game(kind)
    players = 2 + number % 2
    friend = FRIENDS[number % len(FRIENDS)]
    seats = [SeatSpec(friend)] + [SeatSpec(f"Bot {i}", _everyday(kind).person) for i in range(1, players)]
    seed = _seed(9000 + number, "shared")
    config = game.default_config(players)
    actions = play(kind, config, seed, seats)
    return Played(kind, config, seed, tuple(seats), actions, start, start + _duration(actions),
                  f"{friend}'s game", "shared by a friend")


def days_of(days: int) -> list[date]:
    return [LAST_DAY - timedelta(days=days - 1 - i) for i in range(days)]


def generate(root: Path, days: int = 365, progress: bool = False) -> dict[str, int]:
    """Write the folder under `root`; the counts of what was written."""
    from dragonwood_tui.campaign.loader import load_campaign
    from dragonwood_tui.campaign.progress import progress as campaign_progress
    from dragonwood_tui.daily.deal import DAILY_KINDS
    from dragonwood_tui.stats import compute
    from dragonwood_tui.play.saves import list_saves
    from dragonwood_tui.storage.settings import Settings, save_settings

    saves = root / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    campaign = load_campaign(None)
    total_attempts = round(days * CAMPAIGN_PER_DAY)
    counts = {"saves": 0, "dailies": 0, "practice": 0, "campaign": 0, "imported": 0, "ordinary": 0}
    attempt_no = 0
    t0 = time.perf_counter()
    for d, day in enumerate(days_of(days)):
        at = datetime(day.year, day.month, day.day, 7, 30, tzinfo=timezone.utc)

        def later(minutes: int) -> datetime:
            nonlocal at
            at = at + timedelta(minutes=minutes)
            return at

        # the daily first, with breakfast: every day one counts (the games take turns)
        kind = DAILY_KINDS[d % len(DAILY_KINDS)]
        write(saves, daily(day, kind, later(0), False))
        counts["dailies"] += 1
        if d % PRACTICE_EVERY == 3:  # the other daily, played the next day as practice
            other = DAILY_KINDS[(d + 1) % len(DAILY_KINDS)]
            write(saves, daily(day - timedelta(days=1), other, later(50), True, stop=None if d % 2 else 9))
            counts["practice"] += 1
        for slot in range(GAMES_PER_DAY):
            write(saves, ordinary(d, slot, later(40 + 10 * slot)))
            counts["ordinary"] += 1
        while attempt_no < round((d + 1) * CAMPAIGN_PER_DAY):
            write(saves, campaign_attempt(campaign, attempt_no, total_attempts, later(25)))
            attempt_no += 1
            counts["campaign"] += 1
        if d % IMPORT_EVERY == IMPORT_EVERY // 2:
            write(saves, shared(d // IMPORT_EVERY, later(30)))
            counts["imported"] += 1
        if progress and (d + 1) % 30 == 0:
            print(f"  day {d + 1}/{days}: {sum(counts.values())} saves, {time.perf_counter() - t0:.0f} s",
                  file=sys.stderr)
    counts["saves"] = sum(counts.values())
    # the caches, as the saves list, the Statistics screen and the Campaign map write them
    list_saves(saves)
    compute(saves)
    campaign_progress(campaign, saves)
    save_settings(Settings(bot_pace="fast", confirm_leave=True), root / "config" / "settings.json")
    return counts


MAX_DAYS = 3650  # ten years: about 15,000 saves, minutes of play; more is a slip, not a wish


class _Parser(argparse.ArgumentParser):
    """A mistake in the arguments is one line on stderr naming it, exit 2 (no usage block)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}\n")


def data_folder(text: str) -> Path:
    """The folder argument: a folder, or a path where one can be made (argparse's `type`)."""
    problem = folder_problem(text)  # an empty path, a file, a path under a file
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return Path(text)


def day_count(text: str) -> int:
    """The --days argument: a whole number of days from 1 to MAX_DAYS (argparse's `type`)."""
    try:
        days = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number of days") from None
    if not 1 <= days <= MAX_DAYS:
        raise argparse.ArgumentTypeError(f"{days} days: give 1 to {MAX_DAYS} (ten years)")
    return days


def main(argv: list[str] | None = None) -> int:
    tolerate_unencodable()
    parser = _Parser(prog="python -m dragonwood_tui.devtools.make_lived_in", description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=data_folder, help="the data folder to write (its saves/ must be empty or missing)")
    parser.add_argument("--days", type=day_count, default=365, help=f"days of play, 1 to {MAX_DAYS} (default 365)")
    args = parser.parse_args(argv)
    saves = args.folder / "saves"
    if os.path.lexists(saves) and not saves.is_dir():
        print(f"{parser.prog}: {saves}: not a folder", file=sys.stderr)
        return 2
    if saves.is_dir() and any(saves.iterdir()):
        print(f"{parser.prog}: {saves}: not empty (the folder is written from nothing)", file=sys.stderr)
        return 2
    t = time.perf_counter()
    try:
        counts = generate(args.folder, args.days, progress=True)
    except OSError as exc:  # a folder that can't be made or written (permissions, a full disk)
        print(f"{parser.prog}: {os_error_text(exc, str(args.folder))}", file=sys.stderr)
        return 2
    print(f"{args.folder}: {args.days} days, " + ", ".join(f"{v} {k}" for k, v in counts.items())
          + f" in {time.perf_counter() - t:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
