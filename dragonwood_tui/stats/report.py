"""`dragonwood stats [--json]`: the player's record as a table or as one JSON object."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from dragonwood_tui.campaign.texts import shown
from dragonwood_tui.i18n import N_, _, error_line, ngettext, pgettext
from dragonwood_tui.i18n.levels import LEVEL_NAMES, level_name
from dragonwood_tui.stats.summary import Line, Stats, mode_order, title
from dragonwood_tui.storage.text import plain

if TYPE_CHECKING:
    import argparse


def percent(x: float) -> str:
    from dragonwood_tui.i18n.formats import format_percent

    return format_percent(x)


def mode_words(mode: str) -> str:
    """A mode as the facts name it ("solo", "3 seats": language-free) in the player's language."""
    if mode == "solo":
        return _("solo")
    seats = mode_order(mode)
    return ngettext("{n} seat", "{n} seats", seats).format(n=seats)


def level_words(level: str) -> str:
    """The opponents' level ("normal", "easy+person": the levels at the other seats) in the
    player's language; a bot name this app does not offer (from a file) as plain text."""
    words = []
    for name in level.split("+"):
        if name == "person":
            # TRANSLATORS: the opponents' level of a seat played by a person (hot seat): "vs person"
            words.append(pgettext("opponents", "person"))
        else:
            # the one list of the levels' words (i18n/levels.py); the facts keep the English keys
            words.append(level_name(name) if name in LEVEL_NAMES else plain(name, 40))
    return "+".join(words)


def row(line: Line, label: str) -> tuple[str, ...]:
    from dragonwood_tui.i18n.formats import format_number

    current, best = line.streaks
    mean = "-" if line.mean is None else format_number(line.mean, 1)
    army = "-" if line.best_army is None else str(line.best_army)
    return (label, str(line.played), str(line.won), percent(line.win_share), str(line.best if line.best is not None else "-"), mean, f"{current}/{best}", army)


# marked here, translated where shown
HEADER = (N_("GAME · MODE · OPPONENTS"), N_("PLAYED"), N_("WON"), N_("WIN %"), N_("BEST"), N_("MEAN"), N_("STREAK"), N_("ARMY"))


def table_rows(stats: Stats) -> list[tuple[str, ...]]:
    rows = []
    for m in stats.modes:
        rows.append(row(m, f"{title(m.kind)} · {mode_words(m.mode)}"))
        if len(m.levels) > 1 or (m.levels and m.levels[0].level != "solo"):
            rows.extend(row(line, "  └ " + _("vs {level}").format(level=level_words(line.level))) for line in m.levels)
    return rows


def report_lines(stats: Stats) -> list[str]:
    if not stats.played:
        lines = [_("No finished games yet: the statistics count every finished game in the saves folder.")]
    else:
        rows = [tuple(_(h) for h in HEADER), *table_rows(stats)]
        widths = [max(len(r[c]) for r in rows) for c in range(len(HEADER))]
        lines = ["  ".join(r[c].ljust(widths[c]) if c == 0 else r[c].rjust(widths[c]) for c in range(len(HEADER))) for r in rows]
        lines.append(_("STREAK is current/best run of wins; ARMY is Dice Quest's largest army."))
    if stats.unfinished:
        lines.append(ngettext("{n} unfinished game not counted.", "{n} unfinished games not counted.", stats.unfinished).format(
            n=stats.unfinished))
    if stats.dailies:
        lines.append("")
        lines.append(_("Daily results:"))
        lines.extend(f"  {d.share_line}" for d in stats.dailies)
    if stats.campaign is not None:
        c = stats.campaign
        lines.append(ngettext("{campaign}: {stars} of {max_stars} campaign star.", "{campaign}: {stars} of {max_stars} campaign stars.",
                              c.max_stars).format(campaign=shown(c.title), stars=c.stars, max_stars=c.max_stars))
    for name, problem in stats.unreadable:
        lines.append(_("skipped {file}: {reason}").format(file=name, reason=problem))
    return lines


def run_stats(args: argparse.Namespace) -> int:
    import sys

    from dragonwood_tui.storage.paths import os_error_text, saves_dir
    from dragonwood_tui.storage.text import plain
    from dragonwood_tui.stats.summary import compute

    try:
        stats = compute(saves_dir())
    except OSError as exc:  # a data folder that is a file, a saves folder that can't be made
        print(plain(error_line("dragonwood stats", os_error_text(exc)), limit=500), file=sys.stderr)
        return 2
    if getattr(args, "json", False):
        print(json.dumps(stats.as_dict(), ensure_ascii=True))
        return 0
    for line in report_lines(stats):
        print(plain(line, limit=300))
    return 0


__all__: list[Any] = ["report_lines", "run_stats"]
