"""`dragonwood campaign simulate`: every stage played by a bot in the person's seat.

Measures the road's difficulty: per stage, the pass rate (one star or more) and the share of
games ending with 0, 1, 2 and 3 stars, with a 95% Wilson interval on the pass rate. Games of a
stage are seeded from the run's seed and the stage id (a fixed-deal stage always plays its deal;
only the bots' own streams change), so a run is reproducible anywhere, with any --jobs.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import closing
from functools import partial
from typing import Any

from dragonwood_tui import confidence
from dragonwood_tui.bots import UnknownBot, bot_names, make_untimed_bot, strongest_level
from dragonwood_tui.campaign.goals import outcome
from dragonwood_tui.campaign.model import Campaign, Stage
from dragonwood_tui.campaign.stage_game import stage_config
from dragonwood_tui.engine.rng import derive_seed
from dragonwood_tui.i18n import _
from dragonwood_tui.games import get_game
from dragonwood_tui.headless import LazyLegal, Progress, run_blocks

def person_bots(spec: str, games: Sequence[str]) -> dict[str, str]:
    """`--as` to a bot per game: "best" (each game's strongest level, as its bots registry
    orders them), one name for every game, or "game:bot,game:bot"."""
    out: dict[str, str] = {}
    if ":" in spec:
        for part in spec.split(","):
            kind, _sep, bot = part.partition(":")
            out[kind.strip()] = bot.strip()
    for kind in games:
        if kind in out:
            continue
        if spec == "best":
            best = strongest_level(kind)
            if best is not None:  # a game with no computer players: named below
                out[kind] = best
        elif ":" not in spec:
            out[kind] = spec
    for kind in games:
        if kind not in out:
            raise ValueError(_("--as names no computer player for {game}").format(game=kind))
        if out[kind] not in bot_names(kind):
            raise ValueError(str(UnknownBot(kind, out[kind])))
    return out


def play_stage(stage: Stage, person: str, seed: int, run: int) -> int:
    """Stars earned by `person` (a bot level) in one game of `stage`."""
    game = get_game(stage.game)
    config = stage_config(stage, game)
    game_seed = stage.seed if stage.seed is not None else seed
    state = game.new_game(config, game_seed)
    names = [person, *stage.opponents]
    bots = [make_untimed_bot(stage.game, b, derive_seed(game_seed, "bot", i, run)) for i, b in enumerate(names)]
    legal = LazyLegal(game, state)
    seat = game.to_move(state)
    while seat is not None:
        legal.cached = None
        game.apply(state, bots[seat].choose(game.view(state, seat), legal))
        seat = game.to_move(state)
    return outcome(stage.goal, game, state).stars


def _games_block(
    campaign: Campaign, persons: dict[str, str], seed: int, games: int, block: tuple[int, int]
) -> dict[str, list[int]]:
    """Games block[0]..block[1]-1 of the run, numbered stage by stage (game i is run i % games
    of stage i // games): the count of games per stage and stars."""
    counts: dict[str, list[int]] = {}
    for i in range(*block):
        stage = campaign.stages[i // games]
        run = i % games
        row = counts.setdefault(stage.id, [0, 0, 0, 0])
        row[play_stage(stage, persons[stage.game], derive_seed(seed, stage.id, run), run)] += 1
    return counts


def wilson(k: int, n: int) -> list[float]:
    """The pass rate's 95% Wilson interval, rounded as the summary prints it."""
    return [round(bound, 4) for bound in confidence.wilson(k, n)]


def simulate_campaign(
    campaign: Campaign, spec: str, games: int, seed: int = 1, jobs: int = 1, progress: Progress = False
) -> dict[str, Any]:
    """Play `games` games of every stage; the summary `--json` prints. The games go through the
    same process pool as `simulate` (`headless.run_blocks`): streamed, any `jobs`, same counts."""
    kinds = sorted({s.game for s in campaign.stages})
    persons = person_bots(spec, kinds)
    totals: dict[str, list[int]] = {s.id: [0, 0, 0, 0] for s in campaign.stages}
    work = partial(_games_block, campaign, persons, seed, games)
    with closing(run_blocks(work, games * len(campaign.stages), jobs, "games", progress)) as results:
        for block in results:
            for stage_id, counts in block.items():
                totals[stage_id] = [a + b for a, b in zip(totals[stage_id], counts)]
    rows = []
    for chapter in campaign.chapters:
        for s in chapter.stages:
            c = totals[s.id]
            passed = games - c[0]
            rows.append({
                "stage": s.id, "chapter": chapter.id, "game": s.game, "as": persons[s.game],
                "opponents": list(s.opponents), "fixed_deal": s.seed is not None,
                "pass_rate": round(passed / games, 4), "pass_rate_ci95": wilson(passed, games),
                "stars": {str(k): round(c[k] / games, 4) for k in range(4)},
                "three_stars": round(c[3] / games, 4),
            })
    chapters = []
    for chapter in campaign.chapters:
        mine: list[dict[str, Any]] = [r for r in rows if r["chapter"] == chapter.id]
        chapters.append({
            "chapter": chapter.id, "title": chapter.title,
            "mean_pass_rate": round(sum(r["pass_rate"] for r in mine) / len(mine), 4),
            "min_pass_rate": min(r["pass_rate"] for r in mine),
            "max_pass_rate": max(r["pass_rate"] for r in mine),
        })
    hardest = min(rows, key=lambda r: (r["pass_rate"], r["three_stars"]))
    return {
        "campaign": campaign.id, "games_per_stage": games, "seed": seed, "as": persons,
        "stages": rows, "chapters": chapters, "hardest_stage": hardest["stage"],
    }


def table(result: dict[str, Any]) -> str:
    """The result as a table with a bar per stage: the difficulty curve."""
    from dragonwood_tui.i18n import _, ngettext
    from dragonwood_tui.i18n.formats import format_percent as pct

    who = ", ".join(f"{k}: {v}" for k, v in result["as"].items())
    lines = [
        ngettext("campaign {campaign}: {n} game per stage, seed {seed}, as {who}",
                 "campaign {campaign}: {n} games per stage, seed {seed}, as {who}", result["games_per_stage"]).format(
            campaign=result["campaign"], n=result["games_per_stage"], seed=result["seed"], who=who),
        "{:<6} {:<11} {:<18} {:>6}  {:<13} {:>5} {:>5} {:>5}  {}".format(
            _("stage"), _("game"), _("opponents"), _("pass"), _("95% CI"), "1★", "2★", "3★", _("curve (█ pass, ▒ 3★)")),
    ]
    chapter = None
    for r in result["stages"]:
        if r["chapter"] != chapter:
            chapter = r["chapter"]
            c = next(c for c in result["chapters"] if c["chapter"] == chapter)
            lines.append("-- " + _("chapter {chapter}: {title} (mean pass {rate})").format(
                chapter=chapter, title=c["title"], rate=pct(c["mean_pass_rate"])))
        opp = ",".join(r["opponents"]) or _("solo")
        lo, hi = r["pass_rate_ci95"]
        bar_pass = round(r["pass_rate"] * 30)
        bar3 = round(r["three_stars"] * 30)
        bar = "▒" * bar3 + "█" * (bar_pass - bar3)
        s = r["stars"]
        lines.append(
            f"{r['stage']:<6} {r['game']:<11} {opp[:18]:<18} {pct(r['pass_rate'], 1):>6}  {lo:.2f}–{hi:.2f}     "
            f"{pct(s['1']):>5} {pct(s['2']):>5} {pct(s['3']):>5}  {bar}" + (" " + _("(fixed deal)") if r["fixed_deal"] else "")
        )
    lines.append(_("hardest stage: {stage}").format(stage=result["hardest_stage"]))
    return "\n".join(lines)
