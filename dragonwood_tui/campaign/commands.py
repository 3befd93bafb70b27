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

from dragonwood_tui.storage.text import plain

EXIT_BAD_INPUT = 2
EXIT_VERIFY_FAILED = 1


def add_parser(sub: Any) -> None:
    """The `campaign` sub-command and its verbs (for cli.py)."""
    camp = sub.add_parser("campaign", help="the solo campaign: progress, export, reset, simulate")
    camp.add_argument("--json", action="store_true", help="print one JSON object")
    camp.add_argument("--file", metavar="FILE", default=None, help="a campaign file of your own (default: the road)")
    verbs = camp.add_subparsers(dest="campaign_command", metavar="VERB")
    exp = verbs.add_parser("export", help="write the best attempt of every passed stage to FILE")
    exp.add_argument("--out", required=True, metavar="FILE")
    exp.add_argument("--force", action="store_true", help="replace FILE if it exists")
    res = verbs.add_parser("reset", help="start the campaign again (the records stay in the saves)")
    res.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    sim = verbs.add_parser("simulate", help="play every stage with a bot in your seat: pass rates and stars")
    sim.add_argument("--as", dest="as_bot", default="best", metavar="BOT",
                     help="a bot level, 'game:bot,game:bot', or 'best' (default: the strongest of each game)")
    sim.add_argument("--games", type=int, default=200, metavar="N", help="games per stage (at most 1,000,000,000)")
    sim.add_argument("--jobs", type=int, default=1, metavar="J", help="processes (at most 64)")
    sim.add_argument("--seed", type=int, default=1, metavar="S")
    sim.add_argument("--json", action="store_true", dest="sim_json", help="print one JSON object")


def _err(command: str, message: object) -> None:
    print(plain(f"dragonwood {command}: {message}", limit=500), file=sys.stderr)


def _saves() -> Path:
    from dragonwood_tui.storage.paths import saves_dir

    return saves_dir()


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
        _err("campaign", f"{exc.filename or ''}: {exc.strerror or exc}".lstrip(": "))
        return EXIT_BAD_INPUT


def _show(args: argparse.Namespace, campaign: Any) -> int:
    from dragonwood_tui.campaign.progress import progress

    p = progress(campaign, _saves())
    if args.json:
        print(json.dumps(p.as_dict()))
        return 0
    print(plain(f"{campaign.title}: {p.stars} of {p.max_stars} stars"))
    chapter = None
    for s in p.stages:
        if s.chapter != chapter:
            chapter = s.chapter
            c = next(c for c in campaign.chapters if c.id == chapter)
            need = f" (opens with {c.stars_needed} stars)" if c.stars_needed else ""
            print(plain(f"-- {c.title}{need}"))
        mark = ">" if s.id == p.current else " "
        state = stars_text(s.stars, len(s.thresholds)) if s.unlocked else "locked"
        best = f"best {s.best.measure} ({s.best.save_id})" if s.best else "no result"
        print(plain(
            f"{mark} {s.id:<5} {s.game:<11} {state:<7} {s.goal[:44]:<44} {best}, "
            f"{len(s.attempts)} attempt{'s' * (len(s.attempts) != 1)}"
        ))
    return 0


def _export(args: argparse.Namespace, campaign: Any) -> int:
    from dragonwood_tui.campaign.export import build_export
    from dragonwood_tui.campaign.progress import progress
    from dragonwood_tui.storage.records import RecordError
    from dragonwood_tui.storage.atomic import atomic_write

    out = Path(args.out)
    if out.exists() and not args.force:
        _err("campaign export", f"{out}: exists (--force replaces it)")
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
    print(plain(f"{out}: {passed} stage{'s' * (passed != 1)}, {p.stars} stars (check it: dragonwood verify {out})"))
    return 0


def _reset(args: argparse.Namespace, campaign: Any) -> int:
    from dragonwood_tui.campaign.progress import reset_progress

    if not args.yes:
        if not sys.stdin.isatty():
            _err("campaign reset", "needs --yes (or answer on a terminal)")
            return EXIT_BAD_INPUT
        answer = input(f"Start {campaign.title} again? Your games stay in the saves. [y/N] ")
        if answer.strip().lower() not in ("y", "yes"):
            print("nothing changed")
            return 0
    reset_progress(campaign, _saves())
    print(plain(f"{campaign.title}: progress reset (the records are kept)"))
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

    print(plain(f"{path}: {v.campaign.title}: {v.which}"))
    for s in v.stages:
        if s.problem is None:
            print(plain(f"  {s.stage:<5} ok   {stars_text(s.stars)}"))
        else:
            print(plain(f"  {s.stage:<5} FAIL {s.problem}"))
    bad = sum(1 for s in v.stages if s.problem is not None)
    print(plain(f"proved: {v.stars} stars in {len(v.stages) - bad} stages" + (f"; {bad} failed" if bad else "")))
    print(plain(f"what this proves: {PROVES}"))
    return EXIT_VERIFY_FAILED if bad else 0
