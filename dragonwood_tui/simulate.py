"""`dragonwood simulate`: headless games between computer players, for strength and speed.

The games are seeded `seed, seed+1, ...`; each seat's bot gets its own stream derived from the
game seed, so a run is reproducible anywhere, and gives the same figures with any `--jobs`
(processes; see `headless`).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from collections import Counter
from collections.abc import Callable, Collection, Iterator
from contextlib import ExitStack, closing
from functools import partial
from pathlib import Path
from typing import Any

from dragonwood_tui.bots import UnknownBot, make_bot
from dragonwood_tui.confidence import mean_interval, wilson
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.games import get_game
from dragonwood_tui.headless import LazyLegal, Progress, check_counts, jobs_arg, play, run_blocks, terminate_unwinds
from dragonwood_tui.i18n import error_line
from dragonwood_tui.i18n import os_reason

__all__ = ["LazyLegal", "simulate", "run_simulate"]


def default_seats(game_kind: str) -> str:
    """The game's default number of seats, each its default computer player."""
    from dragonwood_tui.bots import default_bot

    return ",".join([default_bot(game_kind) or "random"] * get_game(game_kind).default_players)


class _Recording:
    """A bot whose choices are kept, in order, in a list shared by every seat of the game."""

    __slots__ = ("bot", "actions")

    def __init__(self, bot: Any, actions: list[Any]) -> None:
        self.bot = bot
        self.actions = actions

    def choose(self, view: Any, legal: Any) -> Any:
        action = self.bot.choose(view, legal)
        self.actions.append(action)
        return action


def record_name(game_kind: str, game_seed: int) -> str:
    """The file of a simulated game's record in `--records DIR`."""
    return f"{game_kind}-{game_seed}.json"


def write_record(folder: str, game: Any, config: Any, seed: int, bots: list[str], actions: list[Any]) -> None:
    """The record of a simulated game, written atomically to `folder` (re-played, so it
    verifies), with no temporary file a kill could leave there (`atomic_write_no_trace`)."""
    from dragonwood_tui.engine.game import BOT_SEAT_NAMES, SeatSpec
    from dragonwood_tui.storage.atomic import atomic_write_no_trace
    from dragonwood_tui.storage.records import encode_record, new_record

    seats = [SeatSpec(BOT_SEAT_NAMES[i % len(BOT_SEAT_NAMES)], b) for i, b in enumerate(bots)]
    record = new_record(game, config, seed, seats, actions, name=f"simulated {game.kind} {seed}")
    atomic_write_no_trace(Path(folder) / record_name(game.kind, seed), encode_record(record))


#: a record's temporary file as `storage.atomic` names it, the record being `record_name`'s
_RECORD_TEMP = re.compile(r"\.(?P<kind>[a-z0-9-]+?)-(?P<seed>\d+)\.json\.[a-z0-9_]{8}\.tmp")


def remove_temp_files(folder: str, kind: str, seeds: range | None = None) -> None:
    """Remove the records' temporary files a stopped run left in `folder`: those of `seeds`
    (this run's, stopped by SIGTERM or Ctrl+C while its workers were writing), or with None
    those untouched for a minute (a run killed outright, cleaned by the next one). Only where
    `atomic_write_no_trace` falls back on named temporary files, or in its microseconds of
    renaming over a record already there."""
    from dragonwood_tui.storage.atomic import clean_stale_temp_files

    if seeds is None:
        clean_stale_temp_files(Path(folder), re.compile(rf"{re.escape(kind)}-\d+\.json"), older_than=60.0)
        return
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return
    for entry in entries:
        m = _RECORD_TEMP.fullmatch(entry.name)
        if m is not None and m["kind"] == kind and int(m["seed"]) in seeds and entry.is_file(follow_symlinks=False):
            try:
                os.unlink(entry.path)
            except OSError:
                pass


def _game_block(
    game_kind: str,
    bots: list[str],
    seed: int,
    variants: list[str] | None,
    block: tuple[int, int],
    records: str | None = None,
) -> tuple[list[float], list[int], int, int, int, int, list[str]]:
    """Play games block[0]..block[1]-1; their sums (wins, scores, actions, solo figures) and
    the game's own figures of each game (`Game.game_stats`, as canonical JSON). `records`: a
    folder where each game's record is written."""
    game = get_game(game_kind)
    n = len(bots)
    config = game.default_config(n)
    if variants:
        config = game.with_variants(config, variants)
    wins = [0.0] * n
    score_sum = [0] * n
    actions = solo_won = solo_won_score = solo_won_square = 0
    collected: list[str] = []  # the game's own figures per game (Road Quest: balance)
    for g in range(*block):
        game_seed = seed + g
        state = game.new_game(config, game_seed)
        players = [make_bot(game_kind, b, derive_seed(game_seed, "bot", i)) for i, b in enumerate(bots)]
        if records is not None:
            played: list[Any] = []
            actions += play(game, state, [_Recording(p, played) for p in players])
            write_record(records, game, config, game_seed, bots, played)
        else:
            actions += play(game, state, players)
        scores = game.scores(state)
        winners = game.winners(state)
        stats = game.game_stats(state)
        if stats is not None:
            collected.append(json.dumps(stats, sort_keys=True))
        for w in winners:
            wins[w] += 1 / len(winners)  # a shared win is shared
        for i in range(n):
            score_sum[i] += scores[i]
        if n == 1 and winners:
            solo_won += 1
            solo_won_score += scores[0]
            solo_won_square += scores[0] ** 2
    return wins, score_sum, actions, solo_won, solo_won_score, solo_won_square, collected


def simulate(
    game_kind: str,
    bots: list[str],
    games: int,
    seed: int,
    variants: list[str] | None = None,
    jobs: int = 1,
    progress: Progress = False,
    records: str | None = None,
) -> dict[str, Any]:
    """Play `games` games and return the summary that `--json` prints (the same for any
    `jobs`, but for the times). `progress`: see `headless.run_blocks`. `records`: a folder
    (made if missing) that keeps every game's record, one file a game (`record_name`)."""
    game = get_game(game_kind)
    n = len(bots)
    config = game.default_config(n)
    if variants:
        game.with_variants(config, variants)  # refuse an unknown variant before any work
    for b in set(bots):
        make_bot(game_kind, b, 0)  # refuse an unknown bot before any work
    wins = [0.0] * n
    score_sum = [0] * n
    solo_won = 0
    solo_won_score = 0
    solo_won_square = 0  # for the confidence interval of mean_score_won
    actions_total = 0
    # the game's own figures, counted by value: as many as the games make distinct, not one a game
    collected: Counter[str] = Counter()
    stack = ExitStack()
    if records is not None:
        os.makedirs(records, exist_ok=True)
        remove_temp_files(records, game_kind)  # a killed run's, if any were left
        stack.enter_context(terminate_unwinds())  # SIGTERM ends the run through the `except` below
    started = time.perf_counter()
    work = partial(_game_block, game_kind, bots, seed, variants, records=records)
    with stack:
        try:
            with closing(run_blocks(work, games, jobs, "games", progress)) as results:
                for w, sc, actions, won, won_score, won_square, stats in results:
                    collected.update(stats)
                    for i in range(n):
                        wins[i] += w[i]
                        score_sum[i] += sc[i]
                    actions_total += actions
                    solo_won += won
                    solo_won_score += won_score
                    solo_won_square += won_square
        except BaseException:  # Ctrl+C, SIGTERM: the pool is stopped; no half-written record stays
            if records is not None:
                remove_temp_files(records, game_kind, range(seed, seed + games))
            raise
    seconds = time.perf_counter() - started
    result: dict[str, Any] = {
        "game": game_kind,
        "games": games,
        "seed": seed,
        "jobs": jobs,
        "seconds": round(seconds, 4),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else None,
        "actions": actions_total,
        "seats": [
            {
                "bot": bots[i],
                "wins": round(wins[i], 4),
                "win_share": round(wins[i] / games, 4) if games else 0.0,
                "mean_score": round(score_sum[i] / games, 4) if games else 0.0,
            }
            for i in range(n)
        ],
    }
    if collected:
        result["game_stats"] = game.summarize_stats(Repeated(collected))
    if n == 1:
        result["win_rate"] = round(solo_won / games, 4) if games else 0.0
        result["mean_score"] = round(score_sum[0] / games, 4) if games else 0.0
        result["mean_score_won"] = round(solo_won_score / solo_won, 4) if solo_won else None
        result.update(_solo_intervals(games, solo_won, solo_won_score, solo_won_square))
    return result


class Repeated(Collection[dict[str, Any]]):
    """The games' own figures as the list `Game.summarize_stats` reads, each distinct value
    repeated as often as it came, decoded one at a time: the run never holds one per game."""

    def __init__(self, counts: Counter[str]) -> None:
        self.counts = counts
        self.total = sum(counts.values())

    def __len__(self) -> int:
        return self.total

    def __iter__(self) -> Iterator[dict[str, Any]]:
        for text, count in self.counts.items():
            row = json.loads(text)
            for _ in range(count):
                yield row

    def __contains__(self, row: object) -> bool:
        return any(row == r for r in self)


def _solo_intervals(games: int, won: int, total: int, square: int) -> dict[str, Any]:
    """95% confidence intervals: Wilson for the win rate, normal for the mean won score."""
    out: dict[str, Any] = {"win_rate_ci95": None, "mean_score_won_ci95": None}
    if games:
        out["win_rate_ci95"] = [round(bound, 4) for bound in wilson(won, games)]
    score = mean_interval(won, total, square)
    if score is not None:
        out["mean_score_won_ci95"] = [round(score[1], 4), round(score[2], 4)]
    return out


def _table(result: dict[str, Any]) -> str:
    from dragonwood_tui.i18n import _, ngettext
    from dragonwood_tui.i18n.formats import format_number, format_percent

    games = result["games"]
    lines = [
        ngettext(
            "{game}: {n} game from seed {seed} in {seconds} s ({rate} games/s)",
            "{game}: {n} games from seed {seed} in {seconds} s ({rate} games/s)", games,
        ).format(game=result["game"], n=games, seed=result["seed"], seconds=format_number(result["seconds"], 2),
                 rate=format_number(result["games_per_second"], 1)),
        "{:>4}  {:<10} {:>9} {:>9} {:>10}".format(_("seat"), _("bot"), _("wins"), _("win share"), _("mean score")),
    ]
    for i, s in enumerate(result["seats"]):
        lines.append(
            f"{i:>4}  {s['bot']:<10} {s['wins']:>9g} {format_percent(s['win_share'], 1):>9} "
            f"{format_number(s['mean_score'], 2):>10}"
        )
    for key, value in result.get("game_stats", {}).items():
        lines.append(f"{key}: {value}")
    if "win_rate" in result:
        won = result["mean_score_won"]
        lines.append(_("solo: win rate {rate}, mean score {mean}, mean score of won games {won}").format(
            rate=format_percent(result["win_rate"], 1), mean=format_number(result["mean_score"], 2),
            won="-" if won is None else format_number(won, 2)))
    return "\n".join(lines)


def run_simulate(args: argparse.Namespace) -> int:
    records = getattr(args, "records", None)
    if records is not None:
        from dragonwood_tui.storage.paths import folder_problem

        problem = folder_problem(records)
        if problem is not None:  # "", a file, a path under a file: said before any game is played
            print(error_line("dragonwood simulate", f"--records {problem}"), file=sys.stderr)
            return 2
    run = simulate if records is None else partial(simulate, records=records)
    return run_games("simulate", run, args.seats or default_seats(args.game), args, _table)


def run_games(
    command: str,
    play: Callable[..., dict[str, Any]],
    seats_text: str,
    args: argparse.Namespace,
    show: Callable[[dict[str, Any]], str],
) -> int:
    """`dragonwood simulate` / `tournament`: check the arguments, play, print (JSON or a table);
    a person's mistake is one line on stderr and exit 2."""
    seats = [s.strip() for s in seats_text.split(",") if s.strip()]
    problem = check_counts(command, args.games, args.jobs)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    try:
        result = play(args.game, seats, args.games, args.seed, args.variant, jobs_arg(args.jobs), None)
    except (UnknownBot, ValueError) as exc:
        print(error_line(f"dragonwood {command}", exc), file=sys.stderr)
        return 2
    except OSError as exc:  # --records DIR that can't be made or written
        print(error_line(f"dragonwood {command}", error_line(exc.filename, os_reason(exc)) if exc.filename else os_reason(exc)), file=sys.stderr)
        return 2
    print(json.dumps(result) if args.json else show(result))
    return 0
