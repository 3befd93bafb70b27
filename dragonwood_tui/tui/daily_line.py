"""The main menu's line under "Daily challenge": today's two games, played or not. A module of
its own (not the Daily screen's): the menu reads it without importing that screen's widgets."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from dragonwood_tui.daily.attempts import attempts, day_status
from dragonwood_tui.daily.deal import daily_games, daily_kinds
from dragonwood_tui.i18n import _, ngettext

if TYPE_CHECKING:
    from dragonwood_tui.storage.saves_list import SaveInfo
    from dragonwood_tui.tui.host import AppHost


def seats_text(kind: str) -> str:
    """Who sits at a daily's table: "solo", "3 seats, against 2 computer players (normal)"."""
    from dragonwood_tui.tui.titles import level_name

    spec = daily_games()[kind]
    if not spec.bots:
        return _("solo")
    levels = ", ".join(level_name(level) for level in sorted(set(spec.bots)))
    against = ngettext("against {n} computer player ({levels})", "against {n} computer players ({levels})", len(spec.bots))
    return ngettext("{seats} seat, {against}", "{seats} seats, {against}", spec.players).format(seats=spec.players, against=against.format(n=len(spec.bots), levels=levels))


def today_states(app: AppHost, infos: Sequence[SaveInfo] | None = None) -> list[tuple[str, str]] | None:
    """Today's daily games as (mark, words) — ("✓", "Dragonwood won 27–23"), ("·", "Dice Quest
    not played") — or None when the saves can't be read (`infos`: the saves as the menu just
    listed them, not listed again)."""
    from dragonwood_tui.daily.result import result_text

    today = app.today()
    try:
        # every day's attempts, not today's only: `attempts` keeps them with this listing, and
        # the Daily screen opened next finds them there instead of parsing the year's notes
        found = [a for a in attempts(app.saves_folder, None, infos) if a.day == today]
    except OSError:
        return None
    states = []
    for kind in daily_kinds():
        status = day_status(app.saves_folder, kind, today, found)
        counted, title = status.counted, daily_games()[kind].title
        if counted is not None:
            won = 0 in counted.winners
            # TRANSLATORS: the main menu's daily: a game and its result ("Dragonwood won 27–23")
            mark, state = ("✓" if won else "✗"), _("{game} {result}").format(game=title, result=result_text(counted.scores, counted.winners))
        elif status.in_progress is not None:
            mark, state = "▶", _("{game} in progress").format(game=title)
        else:
            mark, state = "·", _("{game} not played").format(game=title)
        states.append((mark, state))
    return states


def today_line(states: Sequence[tuple[str, str]] | None) -> str:
    """The main menu's line under "Daily challenge": today's two games, played or not (`today_states`)."""
    return "" if states is None else " · ".join(words for _mark, words in states)


def days_in_a_row(played: Sequence[bool]) -> int:
    """The days in a row with a counted daily, oldest first in `played` (its last is today):
    to today, or to yesterday while today is still open."""
    days = list(played)
    if days and not days[-1]:
        days.pop()  # today still open: the run to yesterday
    run = 0
    for day_played in reversed(days):
        if not day_played:
            break
        run += 1
    return run


def daily_record_lines(app: AppHost, infos: Sequence[SaveInfo] | None = None, days: int = 30) -> list[str]:
    """The welcome panel's daily block: the days in a row and the last `days` days' counted
    games won and lost (a heading first; none before any daily)."""
    from dragonwood_tui.daily.attempts import last_days
    today = app.today()
    shown = set(last_days(today, days))
    try:
        found = [a for a in attempts(app.saves_folder, None, infos) if a.day in shown and a.counts]
    except OSError:
        return []
    if not found:
        return []  # (the menu's Daily challenge entry says today's are not played)
    # TRANSLATORS: the main menu's panel: the heading over the daily challenge's figures
    lines = [_("Daily challenge")]
    counted_days = {a.day for a in found}
    run = days_in_a_row([d in counted_days for d in sorted(shown)])
    finished = [a for a in found if a.finished]
    won = sum(1 for a in finished if 0 in a.winners)
    if run:  # (none: "0 days in a row" reads as a reproach, and says nothing the figures don't)
        lines.append(ngettext("{n} day in a row played", "{n} days in a row played", run).format(n=run))
    # TRANSLATORS: the main menu's panel: the daily games counted in the last 30 days
    lines.append(_("Last {days} days: {won} won, {lost} lost").format(days=days, won=won, lost=len(finished) - won))
    return lines


def without_daily() -> str:
    """A sentence naming the games offered that have no daily ("" when every game has one)."""
    from dragonwood_tui.games import game_kinds
    from dragonwood_tui.tui.titles import game_title

    titles = [game_title(k) for k in game_kinds() if k not in daily_kinds()]
    if not titles:
        return ""
    # TRANSLATORS: where the dailies are listed: the games that have none ("Road Quest has no daily challenge.")
    return ngettext("{games} has no daily challenge.", "{games} have no daily challenge.", len(titles)).format(games=", ".join(titles))


def today_deals(app: AppHost, states: Sequence[tuple[str, str]] | None) -> list[str]:
    """The main menu's strip of today's deals (tall terminals): a line per daily game, who sits
    at its table and whether it is played (`states`, `today_states`), then the games without one."""
    if states is None:
        return []
    lines = []
    for kind, (mark, words) in zip(daily_kinds(), states):
        lines.append(f"{mark} {words} · {seats_text(kind)}")
    extra = without_daily()
    return lines + ([extra] if extra else [])
