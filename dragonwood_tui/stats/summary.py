"""The player's record: per game and mode (and per opponents' level) games played, won, win
share, best and mean score, current and best streak of wins; Dice Quest's best army; the days'
daily results; campaign stars. Derived from `facts.collect` (no Textual)."""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, cast

import msgspec

from dragonwood_tui.stats.facts import Collected, Facts, cache_path, collect, once_each
from dragonwood_tui.storage.cache import SafeText
from dragonwood_tui.storage.listing import Listed, list_folder

if TYPE_CHECKING:
    from dragonwood_tui.daily.result import Outcome, Score

def title(kind: str) -> str:
    """The game's own title ("Dice Quest"), from the games registry (the game not imported)."""
    from dragonwood_tui.games import UnknownGame, game_title

    try:
        return game_title(kind)
    except UnknownGame:
        return kind


def _has_armies(kind: str) -> bool:
    from dragonwood_tui.games import UnknownGame, get_game

    try:
        return get_game(kind).has_armies
    except UnknownGame:
        return False


def mode_order(mode: str) -> int:
    return 1 if mode == "solo" else int(mode.split()[0])


@dataclass
class Line:
    """Finished games of one game and mode (all levels, or one level), oldest first."""

    kind: str
    mode: str
    level: str  # "" for every level together
    games: list[Facts] = field(default_factory=list)

    @property
    def played(self) -> int:
        return len(self.games)

    @property
    def won(self) -> int:
        return sum(g.won for g in self.games)

    @property
    def win_share(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def best(self) -> int | None:
        return max((g.score for g in self.games), default=None)

    @property
    def mean(self) -> float | None:
        return sum(g.score for g in self.games) / self.played if self.played else None

    @property
    def streaks(self) -> tuple[int, int]:
        """(current, best) runs of consecutive wins, in the order the games ended."""
        current = best = 0
        for g in self.games:
            current = current + 1 if g.won else 0
            best = max(best, current)
        return current, best

    @property
    def best_army(self) -> int | None:
        return max((g.army for g in self.games if g.army is not None), default=None)

    @property
    def scores(self) -> list[int]:
        return [g.score for g in self.games]

    def as_dict(self) -> dict[str, Any]:
        current, best = self.streaks
        data: dict[str, Any] = {
            "game": self.kind,
            "mode": self.mode,
            "played": self.played,
            "won": self.won,
            "win_share": round(self.win_share, 4),
            "best_score": self.best,
            "mean_score": None if self.mean is None else round(self.mean, 2),
            "current_streak": current,
            "best_streak": best,
        }
        if self.level:
            data["opponents"] = self.level
        if _has_armies(self.kind):
            data["best_army"] = self.best_army
        return data


@dataclass
class Mode(Line):
    levels: list[Line] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        data = super().as_dict()
        data["by_opponents"] = [line.as_dict() for line in self.levels]
        return data


@dataclass(frozen=True)
class DailyResult:
    """A day's counted daily: its result in no language (`score`: the outcome and numbers);
    the words are made in the language in effect where they are shown."""

    day: str
    kind: str
    score: Score
    check: str

    @property
    def outcome(self) -> Outcome:
        return self.score.outcome

    @property
    def result(self) -> str:
        from dragonwood_tui.daily.result import result_words

        return result_words(self.score)

    @property
    def share_line(self) -> str:
        return self._share_line()

    def _share_line(self, english: bool = False) -> str:
        from dragonwood_tui.daily.deal import daily_games
        from dragonwood_tui.daily.result import share_line

        return share_line(daily_games()[self.kind].title, date.fromisoformat(self.day), self.score, self.check, english=english)

    def as_dict(self) -> dict[str, Any]:
        """For `--json`: the outcome key and numbers, and the words in English (language-free)."""
        from dragonwood_tui.daily.result import result_words

        return {
            "day": self.day, "kind": self.kind, "outcome": str(self.outcome), "score": self.score.mine,
            "best_other": self.score.best_other, "result": result_words(self.score, english=True), "check": self.check,
            "share_line": self._share_line(english=True),
        }


@dataclass
class Stats:
    modes: list[Mode]
    dailies: list[DailyResult]
    campaign: Any  # stats.campaign_stars.CampaignStars, or None without a campaign
    unfinished: int
    unreadable: list[tuple[str, str]]

    @property
    def played(self) -> int:
        return sum(m.played for m in self.modes)

    def mode(self, kind: str, mode: str) -> Mode | None:
        return next((m for m in self.modes if (m.kind, m.mode) == (kind, mode)), None)

    def as_dict(self) -> dict[str, Any]:
        return {
            "played": self.played,
            "unfinished": self.unfinished,
            "modes": [m.as_dict() for m in self.modes],
            "dailies": [d.as_dict() for d in self.dailies],
            "campaign": None if self.campaign is None else self.campaign.as_dict(),
            "unreadable": [{"file": f, "problem": p} for f, p in self.unreadable],
        }


def group(games: Iterable[Facts]) -> list[Mode]:
    """Finished games by (game, mode), each with its lines by opponents' level."""
    modes: dict[tuple[str, str], Mode] = {}
    for g in games:
        if not g.finished:
            continue
        m = modes.setdefault((g.kind, g.mode), Mode(g.kind, g.mode, ""))
        m.games.append(g)
        line = next((x for x in m.levels if x.level == g.level), None)
        if line is None:
            line = Line(g.kind, g.mode, g.level)
            m.levels.append(line)
        line.games.append(g)
    for m in modes.values():
        m.levels.sort(key=lambda x: x.level)
    from dragonwood_tui.games import game_kinds

    order = list(game_kinds())
    return sorted(modes.values(), key=lambda m: (order.index(m.kind) if m.kind in order else 99, m.kind, mode_order(m.mode)))


def daily_results(
    folder: Path, games: Sequence[Facts], now: datetime | None = None, listing: tuple[Listed, ...] | None = None
) -> list[DailyResult]:
    """The result of every day's counting attempt (`daily.attempts`: the first started on its
    day), newest day first; a day not out yet anywhere at `now` (default: the clock) has none.
    `listing`: the folder's files (`storage.listing`), read when not given."""
    from dragonwood_tui.daily.attempts import attempts
    from dragonwood_tui.daily.result import score_of
    from dragonwood_tui.daily.window import is_out, utc_now

    now = now or utc_now()
    by_id = {g.save_id: g for g in games}
    out = []
    from dragonwood_tui.storage.saves_list import list_saves

    for a in attempts(folder, infos=list_saves(folder, listing=listing)):
        g = by_id.get(a.save_id)
        if not a.counts or g is None or g.daily != a.day.isoformat() or not g.check or not is_out(a.day, now):
            continue  # a daily that does not hold as one (its facts say so) has no result
        if g.seat != 0 or not a.scores or a.scores[0] != g.score or (0 in a.winners) != g.won:
            continue  # the summary (the line's numbers) is not what the re-play gave: an edited file
        out.append(DailyResult(g.daily, a.kind, score_of(a.scores, a.winners), g.check))
    return sorted(out, key=lambda d: (d.day, d.kind), reverse=True)


def inputs(folder: Path, listing: tuple[Listed, ...] | None = None, now: datetime | None = None) -> tuple[Any, ...]:
    """What `compute` reads, told apart by a `stat` of each file: the saves (name, size, time,
    inode), the campaign folder's files (its progress reset), and the latest day begun anywhere
    at `now` (a daily's result shows once its day is out). The same inputs give the same Stats:
    a screen kept open reads them again only when these changed."""
    from dragonwood_tui.daily.window import earliest_date, utc_now
    from dragonwood_tui.storage.paths import campaign_dir

    saves = list_folder(folder) if listing is None else listing
    return saves, list_folder(campaign_dir(folder)), earliest_date(now or utc_now())


# -- the summary, kept beside the statistics cache ---------------------------------------------
# At the first opening of the Statistics screen in a session, checking every file's entry of the
# statistics cache, the daily results (the saves index and the attempts read again) and the
# campaign stars (the campaign and its progress read, and with them every game's rules) were
# most of the time the summary took. What they gave is kept, sealed, for the inputs it was made
# from (every save's and campaign file's name, size, time and inode, the day, the built-in
# campaign's file and the app's version), and made again when any of those changed.
DERIVED_NAME = "stats-summary.json"
DERIVED_VERSION = 3  # 3: each game once, with its identity; 2: the games and the unreadable files kept too
MAX_DERIVED_BYTES = 64 * 1024 * 1024  # as the statistics cache: a few hundred bytes a game
_Score = Annotated[int, msgspec.Meta(ge=-(10**9), le=10**9)]
_Word = Annotated[str, msgspec.Meta(max_length=40)]  # a day, a game kind, a check code: each a game's own (`_holds`)
_Stars = Annotated[int, msgspec.Meta(ge=0, le=10_000)]
_Problem = Annotated[str, msgspec.Meta(max_length=4000)]  # the app's words about a file (shown escaped)
_OutcomeText = Literal["won", "lost", "shared"]  # daily.result.Outcome's values
# day, game, outcome, my score, best other, check (no pattern: the row must be a counted game's, `_holds`)
_DailyRow = tuple[_Word, _Word, _OutcomeText, _Score, _Score | None, _Word]


class _Derived(msgspec.Struct, forbid_unknown_fields=True):
    version: int
    key: str
    games: list[Facts]  # every game the record counts (no practice, each once), oldest first
    unreadable: list[tuple[Annotated[str, msgspec.Meta(max_length=300)], _Problem]]  # (file name, problem)
    dailies: list[_DailyRow]
    campaign: tuple[SafeText, _Stars, _Stars] | None  # the campaign's title, stars, most stars


def _holds(kept: _Derived, saves: Sequence[Listed]) -> bool:
    """What `compute` could have kept for these saves, beyond the types (a seal proves no
    meaning): each game and each unreadable file is a file of the listing, once; the games'
    facts make sense (`facts.plausible`: a known game, a real day...), none a practice, each
    game once (`once_each`: no two copies); each
    daily is the result of a counted game of a daily game (its day, real, its check code, its
    kind, outcome and score); the stars no more than there are."""
    from dragonwood_tui.daily.deal import daily_games
    from dragonwood_tui.stats.facts import plausible

    names = {f.name for f in saves}
    files = [g.save_id + ".json" for g in kept.games] + [name for name, _ in kept.unreadable]
    if len(set(files)) != len(files) or not names.issuperset(files):
        return False
    if not plausible(kept.games) or any(g.practice for g in kept.games) or len(once_each(kept.games)) != len(kept.games):
        return False
    daily = {(g.daily, g.check): g for g in kept.games if g.daily is not None and g.check}
    for day, kind, outcome, mine, other, check in kept.dailies:
        g = daily.get((day, check))
        if kind not in daily_games() or g is None or (g.kind, g.seat, g.score, g.won) != (kind, 0, mine, outcome != "lost"):
            return False
        if (other is None) != (g.seats == 1):
            return False
    return kept.campaign is None or kept.campaign[1] <= kept.campaign[2]


def _derived_key(made_from: tuple[Any, ...]) -> str:
    """The inputs' digest: the app's version, the day, the built-in campaign's file and every
    save's and campaign progress file's name, size, time and inode."""
    from dragonwood_tui import __version__
    from dragonwood_tui.campaign import builtin_path
    from dragonwood_tui.storage.cache import file_digest

    saves, campaign, day = made_from
    try:
        built_in = os.stat(builtin_path())
        road = [built_in.st_size, built_in.st_mtime_ns]
    except OSError:
        road = []
    files = [(f.name, f.size, f.mtime_ns, f.inode) for f in (*saves, *campaign)]
    return file_digest(msgspec.json.encode([__version__, DERIVED_VERSION, str(day), road, files]))


def _kept(path: Path, key: str, saves: Sequence[Listed]) -> Stats | None:
    """The summary kept at `path` when made from the inputs named by `key` (`saves`: the
    saves folder's files, of those inputs), and when it makes sense (`_holds`)."""
    from dragonwood_tui.storage.cache import load_sealed

    kept = load_sealed(path, _Derived, MAX_DERIVED_BYTES, lambda k: k.version == DERIVED_VERSION and k.key == key and _holds(k, saves))
    if kept is None:
        return None
    from dragonwood_tui.daily.result import Outcome, Score
    from dragonwood_tui.stats.campaign_stars import CampaignStars

    dailies = [DailyResult(day, kind, Score(Outcome(outcome), mine, other), check) for day, kind, outcome, mine, other, check in kept.dailies]
    campaign = None if kept.campaign is None else CampaignStars(*kept.campaign)
    return Stats(modes=group(kept.games), dailies=dailies, campaign=campaign, unfinished=sum(not g.finished for g in kept.games), unreadable=kept.unreadable)


def compute(
    folder: Path, *, use_cache: bool = True, collected: Collected | None = None, now: datetime | None = None,
    listing: tuple[Listed, ...] | None = None, made_from: tuple[Any, ...] | None = None,
) -> Stats:
    """The player's record from the saves in `folder` (the caches beside it, unless not
    `use_cache`); `now`: the clock the daily results are read at (default: the real one);
    `listing`: the folder's files (`storage.listing.list_folder`), read here when not given;
    `made_from`: `inputs(folder, listing, now)` when the caller has it."""
    if made_from is None:
        made_from = inputs(folder, listing, now)
    path, key = Path(folder).parent / DERIVED_NAME, _derived_key(made_from)
    if use_cache and collected is None:
        kept = _kept(path, key, made_from[0])
        if kept is not None:
            return kept
    from dragonwood_tui.stats.campaign_stars import campaign_stars

    listing = made_from[0]
    collected = collected or collect(folder, cache_path(folder) if use_cache else None, listing)
    counted = [g for g in collected.games if not g.practice]  # a practice from a replay proves nothing
    dailies = daily_results(folder, counted, now, listing)  # one a day, whichever copy the attempts chose
    games = once_each(counted)  # a copy of a game (import --again) counts once
    campaign = campaign_stars(folder, listing)
    if use_cache:
        from dragonwood_tui.storage.cache import store_sealed

        rows: list[_DailyRow] = [
            (d.day, d.kind, cast(_OutcomeText, str(d.score.outcome)), d.score.mine, d.score.best_other, d.check) for d in dailies
        ]
        stars = None if campaign is None else (campaign.title, campaign.stars, campaign.max_stars)
        store_sealed(path, _Derived(DERIVED_VERSION, key, games, collected.unreadable, rows, stars))
    return Stats(
        modes=group(games),
        dailies=dailies,
        campaign=campaign,
        unfinished=sum(not g.finished for g in games),
        unreadable=collected.unreadable,
    )
