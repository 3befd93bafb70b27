"""`dragonwood campaign ...` and `dragonwood verify EXPORT`: the campaign from the command line.

    dragonwood campaign [--json] [--file FILE]          progress of every stage
    dragonwood campaign export --out FILE [--force]     the best attempt of every passed stage
    dragonwood campaign reset [--yes]                   start again (the records are kept)
    dragonwood campaign simulate --as BOT --games N [--jobs J] [--json]
    dragonwood verify EXPORT                            the stars an export proves
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from dragonwood_tui.campaign.goals import goal_text
from dragonwood_tui.campaign.texts import shown
from dragonwood_tui.i18n import _, error_line, ngettext
from dragonwood_tui.storage.text import plain
from dragonwood_tui.i18n import os_reason

EXIT_BAD_INPUT = 2
EXIT_VERIFY_FAILED = 1


def add_parser(sub: Any) -> None:
    """The `campaign` sub-command and its verbs (for cli.py)."""
    camp = sub.add_parser("campaign", help=_("the solo campaign: progress, export, reset, simulate"))
    camp.add_argument("--json", action="store_true", help=_("print one JSON object"))
    camp.add_argument("--file", metavar=_("FILE"), default=None, help=_("a campaign file of your own (default: the road)"))
    verbs = camp.add_subparsers(dest="campaign_command", metavar=_("VERB"))
    exp = verbs.add_parser("export", help=_("write the best attempt of every passed stage to FILE"))
    exp.add_argument("--out", required=True, metavar=_("FILE"), help=_("the file to write"))
    exp.add_argument("--force", action="store_true", help=_("replace FILE if it exists"))
    res = verbs.add_parser("reset", help=_("start the campaign again (the records stay in the saves)"))
    res.add_argument("--yes", action="store_true", help=_("do not ask for confirmation"))
    sim = verbs.add_parser("simulate", help=_("play every stage with a bot in your seat: pass rates and stars"))
    sim.add_argument("--as", dest="as_bot", default="best", metavar=_("BOT"),
                     help=_("a bot level, 'game:bot,game:bot', or 'best' (default: the strongest of each game)"))
    sim.add_argument("--games", type=int, default=200, metavar="N", help=_("games per stage (at most 1,000,000,000)"))
    sim.add_argument("--jobs", type=int, default=1, metavar="J", help=_("processes (at most 64)"))
    sim.add_argument("--seed", type=int, default=1, metavar="S", help=_("the first game's seed"))
    sim.add_argument("--json", action="store_true", dest="sim_json", help=_("print one JSON object"))


def _err(command: str, message: object) -> None:
    print(plain(error_line(f"dragonwood {command}", message), limit=500), file=sys.stderr)


def _saves() -> Path:
    from dragonwood_tui.storage.paths import saves_dir

    return saves_dir()


def _stars(n: int) -> str:
    return ngettext("{n} star", "{n} stars", n).format(n=n)


def _stages(n: int) -> str:
    return ngettext("{n} stage", "{n} stages", n).format(n=n)


def stars_text(n: int, of: int = 3) -> str:
    return "★" * n + "☆" * (of - n)


def run_campaign(args: argparse.Namespace) -> int:
    from dragonwood_tui.campaign.loader import CampaignError, load_campaign

    verb = getattr(args, "campaign_command", None)
    try:
        campaign = load_campaign(args.file)
        if verb == "simulate":
            return _simulate(args, campaign)
        if verb == "export":
            return _export(args, campaign)
        if verb == "reset":
            return _reset(args, campaign)
        return _show(args, campaign)
    except CampaignError as exc:
        _err("campaign", exc)
        return EXIT_BAD_INPUT
    except BrokenPipeError:  # the reader of stdout left: the CLI's main ends quietly
        raise
    except OSError as exc:
        _err("campaign", error_line(exc.filename, os_reason(exc)) if exc.filename else os_reason(exc))
        return EXIT_BAD_INPUT


def _show(args: argparse.Namespace, campaign: Any) -> int:
    from dragonwood_tui.campaign.progress import progress

    p = progress(campaign, _saves())
    if args.json:
        print(json.dumps(p.as_dict()))
        return 0
    print(plain(ngettext("{campaign}: {stars} of {max_stars} star", "{campaign}: {stars} of {max_stars} stars", p.max_stars).format(
        campaign=shown(campaign.title), stars=p.stars, max_stars=p.max_stars)))
    chapter = None
    for s in p.stages:
        if s.chapter != chapter:
            chapter = s.chapter
            c = next(c for c in campaign.chapters if c.id == chapter)
            if c.stars_needed:
                line = ngettext("-- {chapter} (opens with {n} star)", "-- {chapter} (opens with {n} stars)", c.stars_needed)
            else:
                line = "-- {chapter}"
            print(plain(line.format(chapter=shown(c.title), n=c.stars_needed)))
        mark = ">" if s.id == p.current else " "
        state = stars_text(s.stars, len(s.thresholds)) if s.unlocked else _("locked")
        best = _("best {measure} ({id})").format(measure=s.best.measure, id=s.best.save_id) if s.best else _("no result")
        attempts = ngettext("{n} attempt", "{n} attempts", len(s.attempts)).format(n=len(s.attempts))
        goal = goal_text(campaign.stage(s.id).goal, s.game)
        print(plain(f"{mark} {s.id:<5} {s.game:<11} {state:<7} {goal[:44]:<44} {best}, {attempts}"))
    return 0


def _export(args: argparse.Namespace, campaign: Any) -> int:
    from dragonwood_tui.campaign.export import build_export
    from dragonwood_tui.campaign.progress import progress
    from dragonwood_tui.storage.records import RecordError
    from dragonwood_tui.storage.atomic import atomic_write

    out = Path(args.out)
    if out.exists() and not args.force:
        _err("campaign export", _("{file}: exists (--force replaces it)").format(file=out))
        return EXIT_BAD_INPUT
    folder = _saves()
    p = progress(campaign, folder)
    try:
        data = build_export(campaign, p, folder)
    except RecordError as exc:
        _err("campaign export", exc)
        return EXIT_BAD_INPUT
    atomic_write(out, data)
    passed = sum(1 for s in p.stages if s.passed)
    print(plain(_("{file}: {stages}, {stars} (check it: {command})").format(
        file=out, stages=_stages(passed), stars=_stars(p.stars), command=f"dragonwood verify {out}")))
    return 0


def _reset(args: argparse.Namespace, campaign: Any) -> int:
    from dragonwood_tui.campaign.progress import reset_progress

    if not args.yes:
        if not sys.stdin.isatty():
            _err("campaign reset", _("needs --yes (or answer on a terminal)"))
            return EXIT_BAD_INPUT
        answer = input(_("Start {campaign} again? Your games stay in the saves. [y/N] ").format(campaign=shown(campaign.title)))
        # TRANSLATORS: the answers that mean yes to a [y/N] question, comma-separated, lower case
        yes = {w.strip() for w in _("y,yes").split(",")} | {"y", "yes"}
        if answer.strip().lower() not in yes:
            print(_("nothing changed"))
            return 0
    reset_progress(campaign, _saves())
    print(plain(_("{campaign}: progress reset (the records are kept)").format(campaign=shown(campaign.title))))
    return 0


def _simulate(args: argparse.Namespace, campaign: Any) -> int:
    from dragonwood_tui.campaign.simulate import simulate_campaign, table
    from dragonwood_tui.headless import check_counts

    problem = check_counts("campaign simulate", args.games, args.jobs, min_jobs=1)
    if problem:
        print(problem, file=sys.stderr)
        return EXIT_BAD_INPUT
    try:  # the bar (on a terminal's stderr) as simulate and tournament draw it
        result = simulate_campaign(campaign, args.as_bot, args.games, args.seed, args.jobs, progress=None)
    except ValueError as exc:
        _err("campaign simulate", exc)
        return EXIT_BAD_INPUT
    print(json.dumps(result) if args.sim_json or args.json else table(result))
    return 0


def run_verify_export(path: str) -> int:
    """`dragonwood verify EXPORT`: re-play every stage's record, print the stars they prove."""
    from dragonwood_tui.campaign.export import verify_export
    from dragonwood_tui.campaign.loader import CampaignError

    try:
        v = verify_export(Path(path))
    except CampaignError as exc:
        _err("verify", exc)
        return EXIT_BAD_INPUT
    from dragonwood_tui.campaign.export import PROVES
    from dragonwood_tui.campaign.problems import problem_said

    print(plain(f"{path}: {shown(v.campaign.title)}: {v.which}"))
    for s in v.stages:
        if s.problem is None:
            print(plain("  {stage:<5} {word:<4} {stars}".format(stage=s.stage, word=_("ok"), stars=stars_text(s.stars))))
        else:
            print(plain("  {stage:<5} {word:<4} {problem}".format(stage=s.stage, word=_("FAIL"), problem=problem_said(s.problem))))
    bad = sum(1 for s in v.stages if s.problem is not None)
    good = len(v.stages) - bad
    line = _("proved: {stars} in {stages}").format(stars=_stars(v.stars), stages=_stages(good))
    if bad:
        line = ngettext("{proved}; {n} failed", "{proved}; {n} failed", bad).format(proved=line, n=bad)
    print(plain(line))
    print(plain(_("what this proves: {what}").format(what=_(PROVES))))
    return EXIT_VERIFY_FAILED if bad else 0
